"""A quadro that prints the immediate vacancies beside the cadastro de reserva, each a column group of the same
roles closing on its own total, re-laid as a flat table of the immediate group and the cadastro's total.

Cebraspe's quadro for a federal institute (t08 of the fourteenth set: a Word table in a landscape section,
exported by LibreOffice Writer, its text as Chrome's PDF viewer (PDFium) copies it): the group labels on the
name's line or on lines of their own, the roles below, each row's text cells top-aligned, their lines first
and the counts last (a cell's line going on with the next cell's first line where it is a single line):

    CARGO/ÁREA LOTAÇÃO VAGAS IMEDIATAS CADASTRO DE RESERVA
    AC PPP PI PQ PcD Total AC PPP PI PQ PcD Total
    CARGO 1: ANALISTA I – ÁREA:
    MUSEOLOGIA
    Brasília/DF, Rio de Janeiro/RJ,
    Ouro Preto/MG e Goiás/GO
    3 2 0 0 1 6 12 4 1 0 1 18

Read by the header's reading, a "CR" group label first ("CR" / "VAGAS" over the roles) joined "VAGAS" to the
roles below and took the cadastro's run for the vacancies, or found no immediate run at all and confirmed
every cargo with 0 vacancies: both runs add up, and that proved the sums, never which run is the vacancies.
Here the group labels' order says it: one label of the immediate vacancies ("VAGAS IMEDIATAS", "PROVIMENTO
IMEDIATO", "VAGAS") and one of the cadastro ("CADASTRO DE RESERVA", "CR"), in the header's lines above the
roles (or before them on their line), over one run of part roles and a total printed twice. Each row ends in
a cell per column ("–", "-", "0", a total "CR" where a group has none); each group must add up to its total
(a dash a zero), in every row, or the quadro is left as it stood. A row's name is its lines since the row
before (the header again after a page break, and the lines before it, passed); where a name wraps and not
every row opens with the same label and number ("CARGO 3:", "Cargo 12 –"), which row a line is of is not
proven and every row stays uncertain. A quadro whose immediate group comes first and whose every row is
named on its cells' line is left as it stood unless its rows open so (the header's reading takes it right,
and the lines between rows are the pass's: Caixa's regions, "Centro-Oeste" over "DF 1 0 1 0 0 2 3 0 3 0 0
6"). Re-laid as "Cargo" and the immediate run's plain labels, then "CR",
a row a line on its counts' line (a cargo of cadastro only: no vacancy, its cadastro kept), so the pass
confirms it by its arithmetic. Trigger: a line with no digit whose labels are one run twice, each with its
total (`_runs`).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line
from cotacheck.linter.tables.header import PART_ROLES, PLAIN_LABEL, header_tokens

_CELL = re.compile(r"\d{1,4}|[–—-]|CR")
_DASH = frozenset("–—-")
#: A row's opening: a label and its number ("CARGO 3:", "Cargo 12 –", "EMPREGO 101").
_OPENER = re.compile(r"(?:CARGO|Cargo|EMPREGO|Emprego|FUNÇÃO|Função)\s+\d{1,3}\b")
_TOTAL = re.compile(r"(?:TOTAL|Total)(?: GERAL| [Gg]eral)?:?")
_ABOVE = 4  # header lines above the roles' line (labels a line each)
_MAX_NAME = 12  # lines of one row's text cells
_MAX_HEADER = 200
_ENDS = (".", ";")
DOUBT = "nomes quebrados em várias linhas sem marca de início de linha: a que linha pertence cada parte não é provado"


def _runs(tokens: list[str]) -> list[str] | None:
    """The run of part roles and its total `tokens` prints twice (name labels first), or None."""
    while tokens and tokens[0] in ("name", "ignore"):
        tokens = tokens[1:]
    half = len(tokens) // 2
    run = tokens[:half]
    if len(tokens) % 2 or tokens[half:] != run or run.count("total") != 1 or len(set(run)) != len(run):
        return None
    parts = [r for r in run if r != "total"]
    # roles the flat table names (Lei 15.142's groups among them; "other" reserves are no column of it)
    return run if len(parts) >= 2 and all(r in PART_ROLES and r in PLAIN_LABEL for r in parts) else None


def _groups(lines: list[Line], at: int) -> tuple[int, bool] | None:
    """(index of the header's first line, whether the immediate group comes first) from the group labels in
    the lines above the roles' line `at` (and on it before the roles), or None without exactly one label of
    each group."""
    first = at
    while first > 0 and at - first < _ABOVE:
        above = lines[first - 1].text.strip()
        if not above or any(ch.isdigit() for ch in above) or above.endswith(_ENDS) or len(above.split()) > 12:
            break
        first -= 1
    kinds = [k for line in lines[first : at + 1] for k in (header_tokens(fold(line.text)) or [])]
    imm = [n for n, k in enumerate(kinds) if k in ("imm", "vagas")]
    crg = [n for n, k in enumerate(kinds) if k == "crg"]
    if len(imm) != 1 or len(crg) != 1:
        return None
    while first < at and not header_tokens(fold(lines[first].text)):
        first += 1
    return first, imm[0] < crg[0]


def _group_cells(cells: list[str], total_at: int) -> tuple[list[str], int] | None:
    """A group's cells ("–" kept, a total "CR" over dashes made "–") and its total, or None when its parts do
    not add up to its total (at `total_at`)."""
    total = cells[total_at]
    parts = cells[:total_at] + cells[total_at + 1 :]
    if "CR" in parts:
        return None
    value = sum(int(c) for c in parts if c not in _DASH)
    if total == "CR" or total in _DASH:
        return ([*cells[:total_at], "–", *cells[total_at + 1 :]], 0) if value == 0 else None
    return (cells, value) if int(total) == value else None


def _split(tokens: list[str], run: list[str], imm_first: bool) -> tuple[list[str], str] | None:
    """The immediate group's cells in the run's order and the cadastro's total cell, or None."""
    width, total_at = len(run), run.index("total")
    groups = [tokens[:width], tokens[width:]]
    if not imm_first:
        groups.reverse()
    imm, crg = _group_cells(groups[0], total_at), _group_cells(groups[1], total_at)
    if imm is None or crg is None:
        return None
    return imm[0], (str(crg[1]) if crg[1] else "–")


def _table(lines: list[Line], at: int, doubts: dict[int, str]) -> tuple[int, int, list[Line], int] | int | None:
    """(first, last line number, re-laid lines, index after the table) of such a quadro whose roles' line
    is at index `at`; the index its rows were read to where they do not fit (no header before it is tried
    again: its walk ends there too); None where no such header is."""
    line = lines[at]
    if len(line.text) > _MAX_HEADER or any(ch.isdigit() for ch in line.text):
        return None
    tokens = header_tokens(fold(line.text))
    run = _runs(tokens) if tokens else None
    groups = _groups(lines, at) if run else None
    if groups is None:
        return None
    first, imm_first = groups
    header = [x.text for x in lines[first : at + 1]]
    rows, k = _rows(lines, at + 1, run, imm_first, header)
    if len(rows) < 2:
        return k
    labels = [PLAIN_LABEL[r] for r in run]
    laid = [laid_line(lines[first].number, " ".join(["Cargo", *labels, "CR"]))]
    laid += [laid_line(x.number, "") for x in lines[first + 1 : at + 1]]
    wrapped = any(len(pieces) > 1 for _, pieces, _, _ in rows)
    named = [pieces for _, pieces, _, _ in rows if pieces != ["TOTAL"]]
    proven = not wrapped or all(_OPENER.match(p[0]) and not any(_OPENER.match(x) for x in p[1:]) for p in named)
    if imm_first and all(own for _, _, _, own in rows) and not (wrapped and proven):
        # every row named on its cells' line, the immediate group first: the header's reading takes it right as it
        # stands, and the lines between rows are the pass's to read (headings: Caixa's "Centro-Oeste" over "DF 1 0
        # 1 0 0 2 3 0 3 0 0 6"); only rows opened by their label and number are joined here
        return None
    for number, pieces, cells, _ in rows:
        laid.append(laid_line(number, " ".join([" ".join(pieces), *cells])))
        if not proven:
            doubts[number] = DOUBT
    return lines[first].number, rows[-1][0], _sorted(laid, lines, first, k), k


def _sorted(laid: list[Line], lines: list[Line], first: int, end: int) -> list[Line]:
    """The re-laid lines, the table's other lines (names joined into rows, the header again) blanked."""
    kept = {x.number for x in laid}
    blanks = [laid_line(x.number, "") for x in lines[first:end] if x.number not in kept]
    return sorted(laid + blanks, key=lambda x: x.number)


def _rows(
    lines: list[Line], k: int, run: list[str], imm_first: bool, header: list[str]
) -> tuple[list[tuple[int, list[str], list[str], str]], int]:
    """(line number, name pieces, re-laid cells, the text before them on its line) of the rows from index `k`
    on, and the index after the last; no rows where a row's cells do not fit (the quadro left as it stood),
    and the index of that line."""
    width = 2 * len(run)
    rows: list[tuple[int, list[str], list[str], str]] = []
    pending: list[str] = []
    end = k
    while k < len(lines):
        text = lines[k].text.strip()
        if header and text == header[0].strip() and [x.text for x in lines[k : k + len(header)]] == header:
            pending, k = [], k + len(header)  # the header again after a page break: the furniture before it out
            continue
        if text.lower().count("total") == 2 and not any(ch.isdigit() for ch in text):
            break  # another quadro's roles: each walk stops at the next header (linear time)
        tokens = text.split()
        cells = tokens[-width:] if len(tokens) >= width else []
        if cells and all(_CELL.fullmatch(c) for c in cells):
            before = tokens[: len(tokens) - width]
            if before and _CELL.fullmatch(before[-1]):
                return [], k  # more cells than the header's columns
            split = _split(cells, run, imm_first)
            if split is None:
                return [], k
            name = [*pending, " ".join(before)] if before else pending
            if not name or len(name) > _MAX_NAME:
                return [], k
            if _TOTAL.fullmatch(" ".join(name)):
                name = ["TOTAL"]
            rows.append((lines[k].number, name, [*split[0], split[1]], " ".join(before)))
            pending, k = [], k + 1
            end = k
            if name == ["TOTAL"]:
                break
            continue
        if not text or text.endswith(_ENDS) or len(pending) >= _MAX_NAME:
            break
        pending.append(text)
        k += 1
    return rows, end


def relay(lines: list[Line], doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with every such quadro re-laid flat (module docstring); `doubts` gets its rows
    where a wrapped name's row is not proven."""
    spans: list[tuple[int, int, list[Line]]] = []
    k = 0
    while k < len(lines):
        folded = lines[k].folded
        # the trigger, written out: a roles' line names the total twice
        if folded.count("total") == 2 and len(folded) <= _MAX_HEADER:
            found = _table(lines, k, doubts)
            if isinstance(found, int):
                k = max(k + 1, found)
                continue
            if found is not None:
                spans.append(found[:3])
                k = found[3]
                continue
        k += 1
    return in_place_of(lines, spans) if spans else lines
