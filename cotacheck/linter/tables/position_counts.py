"""Columns counting the body's positions beside a quadro's vacancies: "Cargos criados (Lei)", "Ocupados",
"Vagos" before "Vagas neste concurso", as a municipal edital sets its lotação beside what it offers (t05 of
the twentieth set, pdfplumber's text of a Chromium PDF: "Cargo Cargos criados (Lei) Ocupados Vagos Vagas
neste concurso Negros PcD" over "Agente Administrativo 180 151 29 14 2 1", "Cuidador Social 40 36 4 CR – –",
"TOTAL 1531 1288 243 145 22 13"). Read as it stood, the header's words outside the vocabulary made it none,
and nothing was read; read with the position counts as counts, the cargos created would be vacancies.

Such columns ("cargos criados", "cargos existentes", "quantitativo previsto em lei", "ocupados", "providos",
"vagos", "cargos vagos", "claros", "lotação atual" …) count the body's positions, never this concurso's
vacancies: wherever they stand, their labels and their cells are taken out, and the column the header names
for this concurso ("Vagas neste concurso", "Vagas ofertadas", "Vagas deste edital", "Vagas para
provimento", or a plain "Vagas" or "Total de vagas") is laid as the total ("Total"), so the pass reads the
rest as any quadro and confirms a row only by its own arithmetic. The rows are the lines under the header
ending in one cell a column (a count, a dash, "CR"; a pay or a jornada after them set aside); a line ending
in fewer (a page's number apart) and the table stays as it was. Before the cells go, what they prove is
checked: a TOTAL row must close column by column and "criados = ocupados + vagos" hold in every row, else
every row is in doubt; a row offering more vacancies than the positions it says are vacant is in doubt.
A header with position columns and no column for this concurso has no vacancies to give: its position
columns go all the same (a bare "Vagos" is never read as this edital's vacancies) and its rows, if any
count is left, are in doubt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import build_columns, count_columns, header_tokens, labels

#: What a line must hold to be looked at (folded): a position count's word.
_HINT = re.compile(r"criad|ocupad|vagos|provid|existente|claros|previst|quantitativo|lotacao")
#: The same in the raw text, cases apart: a text without any is passed over at once.
_TEXT_HINT = re.compile(r"criad|ocupad|vagos|provid|existente|claros|previst|quantitativo|lota[çc][ãa]o", re.IGNORECASE)
_BY_LAW = r"(?: \(?(?:em|por|pela|na) lei\)?| \(lei\)| legal| legais)?"
#: A position count's label, in a folded header (each alternative a whole label).
_POSITION = re.compile(
    r"(?<![\w])(?:"
    r"(?:(?:n[º°o]\.? de |numero de |quantidade de |qtde?\.? de |total de )?cargos )?"
    r"(?:criados|existentes|ocupados|providos|vagos)" + _BY_LAW + r"|"
    r"quantitativo(?: de cargos)?(?: (?:previsto|fixado|autorizado|criado)s?(?: em lei)?| legal| atual| existente)|"
    r"(?:cargos? )?previstos? em lei|claros(?: de lotacao)?|lotacao (?:atual|prevista|autorizada|ideal)"
    r")(?![\w])"
)
#: The column this concurso offers (folded, a whole label).
_OFFERED = re.compile(
    r"(?<![\w])(?:"
    r"(?:n[º°o]\.? de |numero de |total de |quantidade de |qtde?\.? de )?vagas"
    r"(?: (?:neste|nesse|deste|desse|no presente|do presente|para este|por este|oferecidas neste|ofertadas neste)"
    r" (?:concurso|edital|certame|processo seletivo)(?: publico)?|"
    r" (?:ofertadas|oferecidas|ofertas|a prover|em concurso|do concurso|do edital)|"
    r" (?:para|de) provimento(?: imediato)?)?|"
    r"total de vagas"
    r")(?![\w])"
)
#: The roles the identity "criados = ocupados + vagos" is read in.
_MADE = re.compile(r"criad|existente|previst|quantitativo|autorizad|fixad")
_FILLED = re.compile(r"ocupad|provid|lotacao atual")
_VACANT = re.compile(r"vagos|claros")
#: A row's count cell: a count (a thousands' dot in a total), a dash for none, the cadastro's mark.
_CELL = re.compile(r"\d{1,3}(?:\.\d{3})+|\d{1,5}|[-–—]|cr|c\.r\.|\(cr\)")
#: A pay or a jornada after the counts, set aside.
_FIGURE = re.compile(r"(?:r\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,2}(?:x\d{1,2})?h(?:oras)?|r\$|\d{1,2}h/s")
_PAGE = re.compile(r"^(?:p[aá]g(?:ina)?\.?\s)?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4})?$", re.IGNORECASE)
_MAX_GAP = 4  # lines neither a row nor a name's end in a row (a page's foot and head) before the table ends
_SENTENCE_WORDS = 14
_MAX_ROWS = 400

DOUBT_TOTAL = (
    "a linha de TOTAL (linha {line}) não fecha a coluna “{label}” do quadro que traz, ao lado das vagas, "
    "contagens de cargos do órgão: confira a leitura das colunas"
)
DOUBT_IDENTITY = (
    "na linha {line}, cargos criados ({made}) não são ocupados ({filled}) mais vagos ({vacant}): as colunas "
    "de cargos do órgão não foram lidas com certeza; confira as vagas deste concurso"
)
DOUBT_OVER = (
    "na linha {line}, as vagas deste concurso ({offered}) passam dos cargos vagos ({vacant}) que o quadro "
    "informa: confira a leitura"
)
DOUBT_NO_OFFER = (
    "o quadro da linha {line} traz contagens de cargos do órgão (“{label}”), que não são vagas deste concurso, "
    "e nenhuma coluna de vagas deste concurso: confira as vagas"
)


@dataclass
class _Layout:
    """A header read: the count cells ending a row (every cell of a pipe row), which of them are position
    columns (their labels, and roles: made, filled, vacant), which one this concurso's vacancies, the header
    re-laid, and whether an AC column makes the vacancies the sum of this concurso's parts."""

    pipe: bool
    cells: int
    positions: list[int]
    labels: list[str]
    offered: int | None
    header: str
    parts: bool
    roles: list[str] = field(init=False)

    def __post_init__(self) -> None:
        self.roles = [_role(label) for label in self.labels]


def _role(label: str) -> str:
    """What a position column counts: the positions made (by law), filled, or vacant; "" when not told."""
    folded = fold(label)
    return (
        "vacant"
        if _VACANT.search(folded)
        else "filled"
        if _FILLED.search(folded)
        else "made"
        if _MADE.search(folded)
        else ""
    )


def _clean(cell: str) -> str:
    """A pipe header's cell folded, its marks of a note off ("Vagos*", "Ocupados¹")."""
    return fold(cell).strip(" *¹²³⁴⁵⁶⁷⁸⁹:.")


def _count_columns(text: str) -> int | None:
    """How many count columns a header's text names (0 for a name's or a text column's labels alone), None
    when the vocabulary does not read it."""
    folded = fold(text)
    if not folded.strip(" |"):
        return 0
    tokens = header_tokens(folded)
    if tokens is None:
        if any(kind not in ("name", "ignore") for kind, _, _ in labels(folded)):
            return None
        return 0
    return len(count_columns(build_columns(tokens)))


def _pipe_layout(text: str) -> _Layout | None:
    """The layout of a pipe header ("| Cargo | Cargos criados | Ocupados | Vagos | Vagas neste concurso | … |")."""
    cells = [c.strip() for c in text.strip().strip("|").split("|")]
    positions = [n for n, c in enumerate(cells) if _POSITION.fullmatch(_clean(c))]
    offered = [n for n, c in enumerate(cells) if _OFFERED.fullmatch(_clean(c)) and n not in positions]
    if not positions or len(offered) > 1:
        return None
    kept = ["Total" if n in offered else c for n, c in enumerate(cells) if n not in positions]
    header = "| " + " | ".join(kept) + " |"
    tokens = header_tokens(fold(header))
    counts = count_columns(build_columns(tokens)) if tokens is not None and "name" in tokens else []
    if not counts:
        return None
    if not offered:
        offered = [n for n, c in enumerate(cells) if n not in positions and fold(c).startswith("total")][:1]
    offer = offered[0] if offered else None
    parts = any(c.kind == "open" for c in counts)
    return _Layout(True, len(cells), positions, [cells[n] for n in positions], offer, header, parts)


def _spans(words: list[str], pattern: re.Pattern) -> list[tuple[int, int]]:
    """The runs of whole words (first, end) a label of `pattern` covers in a header's words."""
    folded = [fold(w) for w in words]
    starts, at = [], 0
    for w in folded:
        starts.append(at)
        at += len(w) + 1
    joined = " ".join(folded)
    out = []
    for m in pattern.finditer(joined):
        first = max(n for n, s in enumerate(starts) if s <= m.start())
        end = max(n for n, s in enumerate(starts) if s < m.end()) + 1
        if starts[first] == m.start():
            out.append((first, end))
    return out


def _offered_span(words: list[str], taken: set[int]) -> tuple[int, int] | None | bool:
    """The words naming this concurso's vacancies (one label said for it, else one plain "Vagas" that is
    no prefix of a role: "Vagas AC"); None when there is none, False when two stand."""
    found = [(a, b) for a, b in _spans(words, _OFFERED) if not taken & set(range(a, b))]
    said = [(a, b) for a, b in found if fold(" ".join(words[a:b])) not in ("vagas", "vaga")]
    plain = []
    for a, b in found:
        after = fold(" ".join(words[b:]))
        first = next(iter(labels(after)), None)
        if (a, b) not in said and not (first and first[1] == 0 and first[0] in _ROLES):
            plain.append((a, b))
    pick = said or plain
    if len(pick) > 1:
        return False
    return pick[0] if pick else None


_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "crg", "imm"))


def _space_layout(text: str) -> _Layout | None:
    """The layout of a header whose labels are parted by spaces alone (pdfplumber's, a tab copy's)."""
    words = text.split()
    spans = [(max(a, 1), b) for a, b in _spans(words, _POSITION)]  # "Cargo Vagos": the name's label, then one
    if not spans or any(a >= b for a, b in spans):
        return None
    taken = {n for a, b in spans for n in range(a, b)}
    offer = _offered_span(words, taken)
    if offer is False:
        return None

    def relaid(upto: int) -> str:
        out = []
        for n, w in enumerate(words[:upto]):
            if n in taken:
                continue
            if offer and offer[0] <= n < offer[1]:
                if n == offer[0]:
                    out.append("Total")
                continue
            out.append(w)
        return " ".join(out)

    header = relaid(len(words))
    tokens = header_tokens(fold(header))
    if tokens is None or "name" not in tokens:
        return None
    counts = count_columns(build_columns(tokens))
    before = [_count_columns(relaid(a)) for a, _ in spans]
    if not counts or None in before or before != sorted(before):
        return None
    positions = [c + k for k, c in enumerate(before)]
    offered = _offered_column(relaid, offer, counts, before)
    labels_ = [" ".join(words[a:b]) for a, b in spans]
    parts = any(c.kind == "open" for c in counts)
    return _Layout(False, len(counts) + len(spans), positions, labels_, offered, header, parts)


def _offered_column(relaid, offer, counts, before: list[int]) -> int | None:
    """The cell (among a row's count cells) of this concurso's vacancies: its label's, else the first
    total's; None when neither stands."""
    if offer:
        at = _count_columns(relaid(offer[0]))
    else:
        at = next((n for n, c in enumerate(counts) if c.kind == "total" and c.group == "imm"), None)
    if at is None:
        return None
    return at + sum(c <= at for c in before)


def _layout(line: Line) -> _Layout | None:
    """The layout of a header line naming a position count (a pipe table's or one parted by spaces)."""
    if len(line.folded) > 320 or not _POSITION.search(line.folded):
        return None
    return _pipe_layout(line.text) if line.text.count("|") >= 3 else _space_layout(line.text)


@dataclass
class _Row:
    """A line of the table re-laid: its index, the words before its count cells (None for a pipe table's rule
    and for the header printed again, whose `cells` are None), the count cells (a pipe row's every cell), the
    words after them (a pay, a jornada), whether it is the TOTAL row."""

    at: int
    before: list[str] | None
    cells: list[str] | None
    after: list[str]
    total: bool


def _cell(word: str) -> bool:
    """Whether a word is a count cell (a count, a dash, "CR")."""
    return bool(_CELL.fullmatch(fold(word)))


def _space_row(at: int, text: str, width: int) -> _Row | int:
    """The row a line is (its count cells its last `width`, a pay or jornada after them), or how many
    count cells end it when fewer."""
    words = text.split()
    end = len(words)
    while end and _FIGURE.fullmatch(fold(words[end - 1])):
        end -= 1
    run = 0
    while run < end and _cell(words[end - 1 - run]):
        run += 1
    if run < width or end == width:
        return min(run, width - 1) if end > run else 0
    before = words[: end - width]
    return _Row(at, before, words[end - width : end], words[end:], fold(before[0]) in ("total", "totais"))


def _pipe_row(at: int, text: str, width: int) -> _Row | None:
    """The row a pipe line is (the rule under the header too, its `before` None: its cells go the same
    way), None when its cells are not the header's."""
    cells = [c.strip() for c in text.strip().strip("|").split("|")]
    if len(cells) != width:
        return None
    if all(set(c) <= set("-: ") for c in cells):
        return _Row(at, None, cells, [], False)
    return _Row(at, [], cells, [], fold(cells[0]).startswith("total"))


def _sentence(text: str) -> bool:
    """A line of prose (the notes under the table, the text after it): it ends the table."""
    return len(text.split()) >= _SENTENCE_WORDS or text.rstrip().endswith((".", ":", ";"))


def _other_header(line: Line) -> bool:
    """A line naming count labels and no count: another table's header."""
    tokens = header_tokens(line.folded)
    return tokens is not None and any(t not in ("name", "ignore") for t in tokens)


def _walk(lines: list[Line], start: int, layout: _Layout) -> tuple[list[_Row], int] | None:
    """The rows under the header at `start` and the index after the table's last; None when a line inside
    ends in fewer count cells than the columns or a pipe row has other cells: the columns are not proven."""
    rows: list[_Row] = []
    gap = 0
    k = end = start + 1
    while k < len(lines) and k - start <= _MAX_ROWS and gap <= _MAX_GAP:
        line = lines[k]
        text = line.text
        row: _Row | int | None = 0
        if text and line.folded == lines[start].folded:
            row = _Row(k, None, None, [], False)  # the header printed again after a page's break: the same table
        elif text and _other_header(line):
            break  # another table's header
        elif layout.pipe and text.startswith("|"):
            row = _pipe_row(k, text, layout.cells)
            if row is None:
                return None
        elif not text or _PAGE.match(text):
            row = 0  # a blank line, a page's number
        elif not layout.pipe:
            row = _space_row(k, text, layout.cells)
            if not isinstance(row, _Row) and _sentence(text):
                break
            if row and not isinstance(row, _Row):
                return None  # a line ending in some count cells, not all: the columns are not what they seem
        elif _sentence(text):
            break
        if isinstance(row, _Row):
            rows.append(row)
            gap, end = 0, k + 1
        else:
            gap += 1
        k += 1
    return (rows, end) if any(r.before is not None and not r.total for r in rows) else None


def _value(cell: str) -> int | None:
    """A count cell's figure: a dash or the cadastro's mark 0; an empty cell None."""
    folded = fold(cell)
    if not folded:
        return None
    return int(folded.replace(".", "")) if folded[0].isdigit() else 0


def _closes(rows: list[_Row]) -> int | None:
    """The first column the TOTAL row does not close (its index), else None (no TOTAL row: nothing to
    close)."""
    totals = [r for r in rows if r.total]
    if len(totals) != 1:
        return None if not totals else 0
    body = [r for r in rows if r.before is not None and not r.total]
    for n, cell in enumerate(totals[0].cells):
        if not all(_cell(c) or not c for c in [cell, *(r.cells[n] for r in body)]):
            continue  # a pipe table's name or pay column
        figures = [_value(r.cells[n]) for r in body]
        if (_value(cell) or 0) != sum(f or 0 for f in figures):
            return n
    return None


def _doubts(layout: _Layout, rows: list[_Row], lines: list[Line], header: int) -> dict[int, str]:
    """Line number → why, for the rows the position columns leave in doubt (see the module's docstring)."""
    body = [r for r in rows if r.before is not None and not r.total]
    numbers = {id(r): lines[r.at].number for r in rows}
    column = {role: layout.positions[k] for k, role in enumerate(layout.roles) if role}
    every: str | None = None
    if (n := _closes(rows)) is not None:
        total = next((r for r in rows if r.total), rows[-1])
        every = DOUBT_TOTAL.format(line=numbers[id(total)], label=_label(layout, n))
    elif {"made", "filled", "vacant"} <= column.keys():
        for r in (r for r in rows if r.before is not None):
            made, filled, vacant = (_value(r.cells[column[k]]) for k in ("made", "filled", "vacant"))
            if None not in (made, filled, vacant) and made != filled + vacant:
                every = DOUBT_IDENTITY.format(line=numbers[id(r)], made=made, filled=filled, vacant=vacant)
                break
    if every is None and layout.offered is None and not layout.parts:
        every = DOUBT_NO_OFFER.format(line=header, label=layout.labels[0])
    if every is not None:
        return {numbers[id(r)]: every for r in rows if r.before is not None}
    out = {}
    if "vacant" in column and layout.offered is not None:
        for r in body:
            offered, vacant = _value(r.cells[layout.offered]), _value(r.cells[column["vacant"]])
            if offered is not None and vacant is not None and offered > vacant:
                out[numbers[id(r)]] = DOUBT_OVER.format(line=numbers[id(r)], offered=offered, vacant=vacant)
    return out


def _label(layout: _Layout, n: int) -> str:
    if n in layout.positions:
        return layout.labels[layout.positions.index(n)]
    return "vagas deste concurso" if n == layout.offered else f"{n + 1}ª de contagens"


def _relaid_row(layout: _Layout, row: _Row) -> str:
    if row.cells is None:
        return layout.header
    kept = [c for n, c in enumerate(row.cells) if n not in layout.positions]
    if layout.pipe:
        return "| " + " | ".join(kept) + " |"
    return " ".join([*row.before, *kept, *row.after])


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with the position columns of each quadro that has them taken out, header and
    rows, this concurso's column laid as the total; `doubts` gets the rows they leave unproven."""
    if not _TEXT_HINT.search(text):
        return lines
    k = 0
    while k < len(lines):
        line = lines[k]
        layout = _layout(line) if _HINT.search(line.folded) else None
        found = _walk(lines, k, layout) if layout is not None else None
        if found is None:
            k += 1
            continue
        rows, end = found
        for r in rows:
            if r.before is not None and any(not _cell(r.cells[n]) and r.cells[n] for n in layout.positions):
                break  # a pipe row whose position cell is no count: not a column of counts
        else:
            doubts.update(_doubts(layout, rows, lines, line.number))
            lines[k] = laid_line(line.number, layout.header)
            for r in rows:
                lines[r.at] = laid_line(lines[r.at].number, _relaid_row(layout, r))
        k = end
    return lines
