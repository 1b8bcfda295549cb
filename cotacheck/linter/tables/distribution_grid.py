"""A distribution of the same vacancies after a summary table: places as rows, the cargos as columns.

An edital or a portal gives its quadro by cargo (each cargo's vacancies and reserve) and then the same
vacancies split by place, one column a cargo (its code, "A01 A02 … Total", or its short name, "ACS
Téc. Enf. TSB …"), one row a unit or office, counts only, and a Total row ("Anexo II – distribuição
das vagas por Núcleo Regional (informativo)", a prefeitura's "Distribuição por unidade de lotação").
Read line by line, each place became a cargo of its row's counts, or ran on as rows of the summary
above (its header names no count role the vocabulary knows): phantoms, every vacancy counted twice.

Before the pass, such a grid is left out of the reading, with a CQ305 note naming its lines, when it is
proven to be that distribution: a header of a label and two or more labels none of which is a count
role (a last "Total" allowed), then two rows or more, each a name and as many counts (a dash is 0), the
last "Total" row; every column adds up to the Total row's cell (a Total column to its row's sum); and
the columns' totals, in order, are the first counts of consecutive rows of a table above (the summary:
"A01 Analista … 8 1 2", "Agente Comunitário de Saúde  Médio  30  23 …"). A grid that is not so proven
is left as it was. Cells are the raw line's runs parted by a tab or two spaces or more.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens

_PIECE = re.compile(r"[^\t ]+(?: [^\t ]+)*")
#: How far above the grid its summary table may be (lines).
_SUMMARY_REACH = 150


def _pieces(raw: str) -> list[str]:
    """The runs of words parted by a tab or by two spaces or more."""
    return _PIECE.findall(raw.replace("  ", "\t"))


def _counts(pieces: list[str]) -> list[int] | None:
    """The counts of a row's cells after its name (a dash 0); None when one is not a count."""
    out = []
    for piece in pieces:
        cell = parse_count(fold(piece))
        if cell is None or cell[0] == "cr":
            return None
        out.append(cell[1])
    return out


def _is_total(piece: str) -> bool:
    return fold(piece).strip(" :") in ("total", "total geral", "totais")


def _grid(raw: list[str], at: int) -> tuple[int, list[int]] | None:
    """(the header's index, the columns' totals) of a grid whose Total row is `raw[at]`."""
    total_pieces = _pieces(raw[at])
    totals = _counts(total_pieces[1:])
    if totals is None or len(totals) < 2:
        return None
    width = len(totals)
    index = at - 1
    rows: list[list[int]] = []
    while index >= 0:
        pieces = _pieces(raw[index])
        counts = _counts(pieces[1:]) if len(pieces) == width + 1 else None
        if counts is None:
            break
        rows.append(counts)
        index -= 1
    if len(rows) < 2 or index < 0:
        return None
    labels = _pieces(raw[index])
    if len(labels) != width + 1 or any(_role(label) for label in labels[:-1]):
        return None
    own_total = _is_total(labels[-1])
    if not own_total and _role(labels[-1]):
        return None
    if any(sum(row[j] for row in rows) != totals[j] for j in range(width)):
        return None
    if own_total and any(sum(row[:-1]) != row[-1] for row in [*rows, totals]):
        return None
    return index, totals[:-1] if own_total else totals


def _role(label: str) -> bool:
    """Whether a header label names a count role of the vocabulary ("AC", "Negros", "Vagas")."""
    kinds = header_tokens(fold(label))
    return bool(kinds) and any(k in COUNT_TOKENS or k in ("vagas", "reserva") for k in kinds)


def _first_count(raw: str) -> int | None:
    """The first count cell of a table's row after its text ("A01  Analista …  8  1  2": 8)."""
    pieces = _pieces(raw)
    if len(pieces) < 3 or not any(c.isalpha() for c in pieces[0]):
        return None
    for piece in pieces[1:]:
        cell = parse_count(fold(piece))
        if cell is not None and cell[0] == "n":
            return cell[1]
    return None


def _summarised(raw: list[str], header: int, totals: list[int]) -> bool:
    """Whether rows of a table above give `totals` in order as their first counts, one after another
    (lines with no count between them: a name wrapped)."""
    firsts = [(i, _first_count(raw[i])) for i in range(max(0, header - _SUMMARY_REACH), header)]
    counted = [value for _, value in firsts if value is not None]
    width = len(totals)
    return any(counted[k : k + width] == totals for k in range(len(counted) - width + 1))


def _note(spans: list[tuple[int, int]]) -> str:
    where = "; ".join(f"{a} a {b}" for a, b in spans)
    return (
        f"distribuição por local das mesmas vagas do quadro acima (linhas {where}): não lida como cargos, "
        "para que nenhuma vaga seja contada duas vezes"
    )


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with each proven distribution grid left out (same list), and a note naming its lines."""
    if "otal" not in text and "OTAL" not in text:
        return lines
    if "\t" not in text and "  " not in text:  # a grid's line holds one or the other: most texts hold neither
        return lines
    raw = raw_lines(text)
    numbers = {line.number for line in lines}
    left_out: dict[int, None] = {}
    spans: list[tuple[int, int]] = []
    for at, line in enumerate(raw):
        head = line.lstrip()[:5]
        if head not in ("Total", "TOTAL", "total") or ("\t" not in line and "  " not in line):
            continue
        found = _grid(raw, at)
        if found is None or not _summarised(raw, found[0], found[1]):
            continue
        span = range(found[0] + 1, at + 2)
        if not all(n in numbers for n in span):
            continue
        left_out.update(dict.fromkeys(span))
        spans.append((span[0], span[-1]))
    if not spans:
        return lines
    rewritten(lines, left_out)
    if hasattr(lines, "omitted"):
        lines.omitted.append({"kind": "note", "line": spans[0][0], "what": _note(spans)})
    return lines
