"""A web page's quadro copied as Chromium's innerText, a cargo's cell spanning its especialidades' rows
(`rowspan`): the cargo given once, on its first row; each later row opens with its especialidade alone.

innerText gives a table a row a line, its cells parted by tabs, and a cell spanning rows only in its first
row (an online Diário Oficial's quadro: "CARGO⇥ESPECIALIDADE⇥REQUISITOS⇥VENCIMENTO⇥VAGAS" / "Analista de
Trânsito⇥Engenharia de Tráfego⇥…⇥03⇥00⇥01⇥04" / "Direito⇥Bacharelado em Direito⇥R$ 6.218,40⇥02⇥00⇥01⇥03").
Read as it stood, a later row was named by its especialidade alone and confirmed by its arithmetic: a cargo
"Direito" the edital does not have.

A row with one text cell fewer than the header names before the counts, after a row with all of them, is
either an especialidade under the cargo's spanning cell or a cargo without especialidade whose cell spans
both columns (`colspan`: "Assistente de Trânsito⇥Ensino médio completo⇥…"): innerText writes both alike.
Only a table that writes a cargo without especialidade with its especialidade cell (a dash, or empty:
"Assistente de Trânsito⇥–⇥…") shows that its short rows are the spanning cargo's: there each is named
"<cargo> – <especialidade>" (its first row too), where its other text cells line up with the first row's
(an amount under an amount: the cell missing is the cargo's). Elsewhere each short row after a full one
is left uncertain, saying which cargo it may belong to; a row with two cells fewer or more, too.

The quadro: a tab header whose first two labels (after a code's at times, "Código": each row's code before
its cargo; where the code's cell spans the rows too, a row has two cells fewer and is in doubt) are the
cargo's and an especialidade's, then text labels, then count labels only (or one "VAGAS" over a line of count
labels); rows ending in as many count cells, over lines where a cell holds a line break (`br_cells` joined
them as one, at the first's number: this stage runs after it and reads the raw lines for the cells); a TOTAL
row, a blank line or a line the shape does not explain ends it; a row with more cells than the header or an
empty first cell (a sheet's merged cell, `tab_merged`'s) leaves the table as it was. Each line is looked at a
bounded number of times.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens
from cotacheck.linter.tables.merged_name_cell import _CARGO_LABEL, _CODE, _CODE_LABEL, _GATE, _SPECIALTY_LABEL
from cotacheck.linter.tables.names import TOTAL_ROW

_COUNT = re.compile(r"\d{1,4}|[-–—]|CR").fullmatch
_AMOUNT = re.compile(r"(?:R\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}\b").match
_NONE = ("", "-", "–", "—")
#: A row's lines at most (a cell's line breaks).
_BREAKS = 6
#: A group's label between rows is short.
_LABEL = 60
_LETTER = re.compile(r"[^\W\d_]")
DOUBT = (
    "na linha {line}, a linha da tabela tem {fewer} a menos que o cabeçalho antes das vagas, abaixo do cargo "
    "“{cargo}”: pode ser uma especialidade desse cargo (sua célula cobrindo várias linhas) ou um cargo sem "
    "especialidade (sua célula cobrindo duas colunas), o que o texto não distingue; confira o nome"
)
WORDS_DOUBT = (
    "na linha {line}, “{words}”, só palavras entre as linhas da tabela, pode ser o título de um grupo de cargos "
    "ou o começo da célula do cargo da linha seguinte, o que o texto não distingue; confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with the rows under a spanning cargo cell named by it where the table proves
    it; `doubts` gets the rows it does not."""
    if "\t" not in text or _GATE.search(text) is None:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    current: dict[int, Line] | None = None
    k = 0
    while k < len(raw):
        shape = _header(raw, k) if "\t" in raw[k] else None
        if shape is None:
            k += 1
            continue
        lead, texts, counts, start = shape
        rows, end = _rows(raw, start, texts, counts)
        if rows:
            current = current or {line.number: line for line in lines}
            _named(rows, (lead, texts), current, changed, doubts)
        k = max(end, k + 1)
    return rewritten(lines, changed)


def _cells(raw: str) -> list[str]:
    cells = [cell.strip() for cell in raw.split("\t")]
    while cells and not cells[-1]:
        cells.pop()
    return cells


def _count_kinds(folded: str) -> list[str] | None:
    """The count roles a header cell names, None when it names anything else too (or nothing)."""
    kinds = header_tokens(folded) or []
    return kinds if kinds and all(kind in COUNT_TOKENS for kind in kinds) else None


def _header(raw: list[str], k: int) -> tuple[int, int, int, int] | None:
    """(the code columns before the cargo's, 0 or 1, the text columns before the counts, the count columns, the
    index of the first row) when the line at `k` is such a quadro's header; else None."""
    folded = [fold(cell) for cell in _cells(raw[k])]
    lead = int(bool(folded) and bool(_CODE_LABEL.fullmatch(folded[0])))
    names = folded[lead : lead + 2]
    if len(names) < 2 or not _CARGO_LABEL.fullmatch(names[0]) or not _SPECIALTY_LABEL.fullmatch(names[1]):
        return None
    texts = next((n for n, cell in enumerate(folded) if _count_kinds(cell)), None)
    if texts is None or any(_count_kinds(cell) is None for cell in folded[texts:]):
        return None  # no counts, or a text column after them: rows of another shape
    if len(folded) - texts >= 2:
        return lead, texts, len(folded) - texts, k + 1
    if _count_kinds(folded[texts]) != ["vagas"] or k + 1 >= len(raw):
        return None
    below = [fold(cell) for cell in _cells(raw[k + 1])]
    if len(below) < 2 or any(_count_kinds(cell) is None for cell in below):
        return None
    return lead, texts, len(below), k + 2


def _row(raw: list[str], k: int, counts: int) -> tuple[list[str], int] | None:
    """(the row's cells, the index after it) of the row opening at `k`: its lines (a cell's breaks) up to one
    whose cells end in `counts` count cells; None where there is none within `_BREAKS` lines."""
    parts: list[str] = []
    for j in range(k, min(len(raw), k + _BREAKS)):
        if not raw[j].strip() or (j == k and "\t" not in raw[j]):
            return None
        parts.append(raw[j])
        cells = _cells(" ".join(parts))
        if len(cells) > counts and all(_COUNT(cell) for cell in cells[-counts:]):
            return cells, j + 1
    return None


def _rows(raw: list[str], start: int, texts: int, counts: int) -> tuple[list[tuple[int, int, list[str] | None]], int]:
    """(the quadro's rows: the index of each one's first line, the index after it, its text cells; the index
    after them); a TOTAL row's cells are [], a line of words alone between rows (a group's label, "NÍVEL
    SUPERIOR", or a cell's first line cut by a break) None; no rows where one has more text cells than the
    header or an empty first cell."""
    rows: list[tuple[int, int, list[str] | None]] = []
    k = start
    while k < len(raw):
        found = _row(raw, k, counts)
        if found is None:
            if (rows and rows[-1][2] is None) or not _label(raw[k]):
                break
            rows.append((k, k + 1, None))
            k += 1
            continue
        cells = found[0][:-counts]
        if len(cells) > texts or not cells or not cells[0]:
            return [], found[1]
        rows.append((k, found[1], [] if TOTAL_ROW.match(fold(cells[0])) else cells))
        k = found[1]
    return rows, k


def _label(raw: str) -> bool:
    """A short line of words alone, no tab, not a sentence's end (a group's label between rows)."""
    text = raw.strip()
    return 0 < len(text) <= _LABEL and "\t" not in raw and text[-1] not in ".;:" and _LETTER.search(text) is not None


def _doubt(doubts: dict[int, str], row: tuple[int, int, list[str] | None], why: str) -> None:
    """Every line of the `row` in doubt (the pass may read it at any of them)."""
    for number in range(row[0] + 1, row[1] + 1):
        doubts.setdefault(number, why)


def _named(rows, shape: tuple[int, int], current: dict[int, Line], changed, doubts) -> None:
    """Each run of short rows after a full one named by its cargo where the table proves it, else in doubt
    (`shape`: the code columns before the cargo's, the text columns). A row right after a line of words alone
    (a group's label, or its cargo's cell begun there and cut by a break) is in doubt, and a full one there
    proves no name for the rows after it."""
    lead, texts = shape
    proven = any(cells and len(cells) == texts and cells[lead + 1] in _NONE for _, _, cells in rows)
    head: list[str] | None = None
    run: list[tuple[int, int, list[str]]] = []
    cut = after_words = False
    for row in [*rows, (-1, -1, [])]:
        cells = row[2]
        if after_words and cells:  # the words' line too: the pass may read them as the row's name
            words = current[row[0]].text if row[0] in current else ""
            _doubt(doubts, (row[0] - 1, row[1], cells), WORDS_DOUBT.format(line=row[0], words=words))
        if cells and len(cells) < texts and head is not None:
            run.append(row)
            continue
        if len(run) > 1:
            _run(head, run, shape, proven and not cut, current, changed, doubts)
        head = cells if cells and len(cells) == texts and cells[lead + 1] not in _NONE else None
        run = [row] if head else []
        cut, after_words = after_words, cells is None


def _run(head, run, shape: tuple[int, int], proven: bool, current: dict[int, Line], changed, doubts) -> None:
    """The run's rows (its full row first) named "<cargo> – <especialidade>" (after their code) when `proven`
    and every short row lines up with the full one; else each short row in doubt."""
    lead, texts = shape
    first, rows = run[0][0], run[1:]
    said = _said(current, first, head[: lead + 1])
    if proven and said and all(_lines_up(head, cells, shape) for _, _, cells in rows):
        cargo = " ".join(said[len(" ".join(head[:lead]).split()) :])
        named = {first: _after(current, first, said, "")}
        for index, _, cells in rows:
            code = _said(current, index, cells[:lead]) if lead else []
            if code is None or _said(current, index, cells[: lead + 1]) is None:
                break
            named[index] = _after(current, index, code, cargo)
        else:
            changed.update({index + 1: text for index, text in named.items()})
            return
    for row in rows:
        fewer = texts - len(row[2])
        many = "uma célula" if fewer == 1 else f"{fewer} células"
        _doubt(doubts, row, DOUBT.format(line=row[0] + 1, fewer=many, cargo=head[lead]))


def _lines_up(head: list[str], cells: list[str], shape: tuple[int, int]) -> bool:
    """A short row one cell fewer: its code where the header names one, then not the cargo again, its cells
    after that an amount where the full row's are (the cell missing is the cargo's)."""
    lead, texts = shape
    if len(cells) != texts - 1 or not all(_CODE(cell) for cell in cells[:lead]):
        return False
    if fold(cells[lead]) == fold(head[lead]) or _AMOUNT(cells[lead]):
        return False
    later = zip(cells[lead + 1 :], head[lead + 2 :], strict=True)
    return all(bool(_AMOUNT(cell)) == bool(_AMOUNT(above)) for cell, above in later)


def _said(current: dict[int, Line], index: int, cells: list[str]) -> list[str] | None:
    """The words the line of the row at `index` opens with, as it gives them, where they are `cells`' words."""
    line = current.get(index + 1)
    words = " ".join(cells).split()
    if line is None:
        return None
    said = line.text.split(" ")[: len(words)]
    return said if fold(" ".join(said)) == fold(" ".join(words)) else None


def _after(current: dict[int, Line], index: int, said: list[str], cargo: str) -> str:
    """The row's line with " – " after its first words `said` (and `cargo`, where given, after them)."""
    tokens = current[index + 1].text.split(" ")
    before = " ".join(filter(None, [*said, cargo]))
    return f"{before} – {' '.join(tokens[len(said) :])}"
