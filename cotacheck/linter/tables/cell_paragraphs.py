"""A bordered quadro as poppler's `pdftotext` gives it in its default mode: every cell a paragraph of its own.

pdftotext without `-layout` (what Evince and Okular copy, and what many newsroom scripts run) writes each
block of text it finds as a paragraph, a blank line after it: a Chromium-printed table's cells come one
after another, a row's code, name, requisitos, jornada, vencimento and counts each alone ("101" / "Agente
Administrativo" / "Ensino médio completo" / "40h" / "R$ 2.684,17 5" / "1" / "2" / "8"), a wrapped cell as
consecutive lines, the last text cell's value at times glued to the first count (one baseline), and two
cells side by side at times merged into one paragraph, their lines interleaved. The header comes the same
way, a label a paragraph, or, where its cells are of unlike heights (centred), its labels' lines
interleaved across the columns in one paragraph ("Total" / "Jornada" / "Ampla" / "Vencimento" / "PcD
Negrosde" / "semanal" / …). Read a line at a time, each count became a cargo and requisitos' fragments names.

A quadro is found at a run of header paragraphs (labels only, no digit: a name label and two count labels or
more; its first label at times the last line of the paragraph before) and read a row at a time: its code
where the header has a code column, its text paragraphs, then exactly as many count cells as the header
names count roles (glued ones taken from the last text paragraph's end only where the cells alone are too
few); a number after a row's cells is the next row's code where a row follows. A page's furniture and the
header repeated after it are passed over; a TOTAL row ends the quadro (re-laid as the table's total). Two
rows or more are re-laid as a pipe table (name, counts) that the pass reads and confirms only by its
arithmetic. Left unproven, with the reason: a row whose text paragraphs are fewer than the header's text
columns (cells merged: where the name ends is not given), and every row under a header whose count labels
are interleaved (the columns' order is not in the text: the total is placed by the sums, the other roles in
the order their labels come, a guess). Linear: the paragraphs are classed once; a row looks ahead over a
bounded number of paragraphs.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import COUNT_KINDS, PLAIN_LABEL, header_tokens, labels
from cotacheck.linter.tables.names import TOTAL_ROW

#: Two cells alone, each its own paragraph: the trigger, searched in the text once.
_TRIGGER = re.compile(r"\n\n(?:\d{1,4}|[-–—]|CR)\n\n(?:\d{1,4}|[-–—]|CR)\n\n")
_COUNT = re.compile(r"\d{1,4}|[-–—]|CR")
_NUMBER = re.compile(r"\d{1,5}")
_CODE = re.compile(r"(?:[A-Z]{1,4}[ -]?)?\d{1,5}(?:[.-]\d{1,3})?")
_CODE_LABEL = re.compile(r"(?:codigo|cod\.?)(?: do cargo| da vaga| de opcao| da funcao)?")
_DIGIT = re.compile(r"\d")
_TITLE = re.compile(r"\b(?:anexo|quadro|tabela|edital)\b")
_CAPTION = re.compile(r"(?:anexo|quadro|tabela)\b")
_FLAT = {"imm": "total", "crg": "cr", "notvac": "ignore", "reserva": "vagas"}
_GLUED = ("de", "da", "do", "das", "dos")  # "Negrosde": a label and the next line's word on one baseline
_LABEL_CHARS = 40
_LABEL_LINES = 16
_HEADER_PARAS = 16
_CELL_CHARS = 90  # a row's cell's line at most (a line of prose is longer)
_BREAK_PARAS = 6  # paragraphs between a row and the header repeated after a page break (furniture)
_MIN_ROWS = 2
_MAX_COUNTS = 8
SCRAMBLED = (
    "os rótulos do cabeçalho vêm entremeados (células de alturas diferentes, lidas linha a linha): a ordem das "
    "colunas de vagas não é dada pelo texto; o total foi posto pelas somas e os demais na ordem dos rótulos"
)
MERGED = "células lado a lado vêm fundidas num só parágrafo: onde o nome do cargo termina não é dado pelo texto"


@dataclass
class _Header:
    first: int  # index of its first line
    end: int  # index after its last paragraph
    texts: list[str]  # its lines, folded
    code: bool = False
    name_at: list[int] = field(default_factory=list)  # text columns naming the cargo
    text_columns: int = 0
    roles: list[str] = field(default_factory=list)
    scrambled: bool = False


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid as a pipe table; `doubts` gets its rows that
    nothing proves (line number → why)."""
    if _TRIGGER.search(text) is None:
        return lines
    paras = _paragraphs(lines)
    spans: list[tuple[int, int, list[Line]]] = []
    p = 0
    while p < len(paras):
        header = _header_at(lines, paras, p)
        if header is None:
            p += 1
            continue
        found = _Reader(lines, paras, header).read()
        if found is None:
            p = header.end
            continue
        laid, why, end = found
        spans.append((lines[header.first].number, lines[paras[end - 1][1] - 1].number, laid))
        doubts.update(why)
        p = end
    return in_place_of(lines, spans) if spans else lines


def _paragraphs(lines: list[Line]) -> list[tuple[int, int]]:
    """(first, end) line indexes of each run of lines with text, blank lines between."""
    paras = []
    start = None
    for k, line in enumerate(lines):
        if line.text.strip(" \f"):
            if start is None:
                start = k
        elif start is not None:
            paras.append((start, k))
            start = None
    if start is not None:
        paras.append((start, len(lines)))
    return paras


def _parted(folded: str) -> str:
    """A line with a label glued to a filler word ("negrosde") parted."""
    words = folded.split()
    if not any(w.endswith(_GLUED) for w in words):
        return folded
    parted = []
    for w in words:
        glue = next((g for g in _GLUED if w.endswith(g) and len(w) > len(g) + 1), None)
        if glue and not any(True for _ in labels(w)) and any(True for _ in labels(w[: -len(glue)])):
            w = w[: -len(glue)] + " " + glue
        parted.append(w)
    return " ".join(parted)


def _kinds(folded: str) -> list[tuple[str, int]]:
    """(kind, start) of each label in a line, a label glued to a filler word parted."""
    return [(_FLAT.get(kind, kind), start) for kind, start, _ in labels(_parted(folded))]


def _label_line(folded: str) -> bool:
    """A header's label alone on the last line of the paragraph before ("Código"), no title ("ANEXO I – …")."""
    return len(folded) <= _LABEL_CHARS and not _DIGIT.search(folded) and header_tokens(folded) is not None


def _label_paragraph(lines: list[Line], para: tuple[int, int]) -> bool:
    """A header cell's paragraph: short lines, no digit, no title ("ANEXO I – QUADRO DE VAGAS") nor a
    sentence's end: labels only, or, over several lines, labels on a third of them at least (a block of
    interleaved labels holds their second lines: "semanal", "horária concorrência deficiência")."""
    first, end = para
    if end - first > _LABEL_LINES:
        return False
    texts = [lines[k].folded.strip() for k in range(first, end)]
    if any(len(t) > 2 * _LABEL_CHARS for t in texts):
        return False  # a paragraph of prose, told before any label is looked for
    if any(_DIGIT.search(t) or _TITLE.search(t) or _sentence_end(t) for t in texts):
        return False
    if header_tokens(_parted(" ".join(texts))) is not None:
        return True  # a label, wrapped at times ("Carga" / "horária")
    return len(texts) > 1 and 3 * sum(map(_labelled, texts)) >= len(texts)


def _labelled(folded: str) -> bool:
    """A line of an interleaved block holding labels: labels only, or a count label among other words ("Carga
    Ampla Pessoas com"); not a requisito's "… registro no CRM" (a word of the vocabulary alone)."""
    return header_tokens(_parted(folded)) is not None or any(kind in COUNT_KINDS for kind, _ in _kinds(folded))


def _sentence_end(folded: str) -> bool:
    """A line ending as a sentence does ("Texto antes do quadro."; "Cód." is an abbreviation)."""
    return folded.endswith((":", ";")) or (folded.endswith(".") and folded.count(" ") >= 2)


def _header_at(lines: list[Line], paras: list[tuple[int, int]], p: int) -> _Header | None:
    """The header whose paragraphs start at `p` (its first label at times the paragraph before's last
    line), or None."""
    if not _label_paragraph(lines, paras[p]) or (p and _label_paragraph(lines, paras[p - 1])):
        return None
    end = p
    while end < len(paras) and end - p < _HEADER_PARAS and _label_paragraph(lines, paras[end]):
        end += 1
    cells = [list(range(*paras[q])) for q in range(p, end)]
    if p and paras[p - 1][1] - paras[p - 1][0] > 1 and _label_line(lines[paras[p - 1][1] - 1].folded.strip()):
        cells.insert(0, [paras[p - 1][1] - 1])  # "… o seguinte:" / "ANEXO I – QUADRO …" / "Código"
    header = _Header(cells[0][0], end, [lines[k].folded.strip() for cell in cells for k in cell])
    return header if _columns(lines, cells, header) else None


def _columns(lines: list[Line], cells: list[list[int]], header: _Header) -> bool:
    """Read the header's columns into `header`: whether they make a quadro of this class (a name column, its
    text columns first, then two count roles or more, each once)."""
    columns: list[str] = []
    for n, cell in enumerate(cells):
        per_line = [[kind for kind, _ in _kinds(lines[k].folded.strip())] for k in cell]
        kinds = [kind for found in per_line for kind in found]
        joined = _parted(" ".join(lines[k].folded.strip() for k in cell))
        if len(cell) > 1 and sum(map(_counts_in, per_line)) < 2 and header_tokens(joined) is not None:
            kinds = [kind for kind, _ in _kinds(joined)]  # one label wrapped: "Pretos e" / "pardos"
        counts = [kind for kind in kinds if kind in COUNT_KINDS]
        if not counts:
            if n == 0 and _CODE_LABEL.fullmatch(" ".join(lines[k].folded.strip() for k in cell)):
                header.code = True
            else:
                columns.append("name" if "name" in kinds else "ignore")
            continue
        if sum(map(_counts_in, per_line)) > 1:
            header.scrambled = True
        columns += [kind for kind in kinds if kind not in COUNT_KINDS and kind not in ("vagas", "reserva")]
        columns += [kind for kind in counts if kind not in columns]
    roles = [kind for kind in columns if kind in COUNT_KINDS]
    if len(roles) < 2 or len(roles) > _MAX_COUNTS or columns[-len(roles) :] != roles:
        return False
    if any(role not in PLAIN_LABEL for role in roles) or "name" not in columns:
        return False
    header.roles = roles
    header.text_columns = len(columns) - len(roles)
    header.name_at = [n for n, kind in enumerate(columns[: header.text_columns]) if kind == "name"]
    return True


def _counts_in(kinds: list[str]) -> bool:
    return any(kind in COUNT_KINDS for kind in kinds)


@dataclass
class _Row:
    number: int  # the row's first line
    texts: list[str]  # its text cells, each its lines joined
    counts: list[str]
    total: bool = False


class _Reader:
    """The rows under one header, a row at a time."""

    def __init__(self, lines: list[Line], paras: list[tuple[int, int]], header: _Header):
        self.lines, self.paras, self.header = lines, paras, header
        self.n = len(header.roles)
        self.numeric: bool | None = None  # the codes are numbers (the next row's comes among the cells)

    def tokens(self, q: int) -> list[str]:
        return self.text(q).split()

    def is_counts(self, q: int) -> bool:
        tokens = self.tokens(q)
        return 0 < len(tokens) <= _MAX_COUNTS and all(_COUNT.fullmatch(t) for t in tokens)

    def text(self, q: int) -> str:
        first, end = self.paras[q]
        return " ".join(self.lines[k].text.strip() for k in range(first, end))

    def folded(self, q: int) -> str:
        first, end = self.paras[q]
        return " ".join(self.lines[k].folded.strip() for k in range(first, end))

    def read(self) -> tuple[list[Line], dict[int, str], int] | None:
        """The re-laid lines, the rows' doubts and the paragraph index after the quadro, or None."""
        rows: list[_Row] = []
        q: int | None = self.header.end
        code = None
        end = q
        while q is not None and q < len(self.paras):
            found = self.row(q, code)
            if found is None:
                break
            got, end, q, code = found
            rows += got
        if sum(not row.total for row in rows) < _MIN_ROWS:
            return None
        return (*self.laid(rows), end)

    def row(self, q: int, code: int | None):
        """The rows read from paragraph `q` (after its code's paragraph `code` where read already): (rows, the
        paragraph after them, where the next row starts or None, the next row's code paragraph or None)."""
        if self.header.code and code is None:
            tokens = self.tokens(q)
            if len(tokens) != 1 or not _CODE.fullmatch(tokens[0]):
                return None
            if self.numeric is None:
                self.numeric = _NUMBER.fullmatch(tokens[0]) is not None
            code, q = q, q + 1
        start = q
        while q < len(self.paras) and q - start <= self.header.text_columns and not self.is_counts(q):
            if not self.cell(q):
                return None  # another quadro's header, a title, prose: the quadro ended
            q += 1
        if q == start or q >= len(self.paras) or not self.is_counts(q):
            return None
        if TOTAL_ROW.match(self.folded(start)):
            total = self.total_row(start, q)
            return None if total is None else ([total[0]], total[1], None, None)
        run = q
        while q < len(self.paras) and q - run <= 2 * self.n and self.is_counts(q):
            q += 1
        return self.cells(code if code is not None else start, start, run, q)

    def cells(self, first: int, start: int, run: int, after: int):
        """`row`'s answer for the row whose text paragraphs run from `start` to `run`, its lone cells from `run`
        to `after`: the last cell the next row's code where the codes are numbers and a row follows, else
        none of them."""
        lone = [t for q in range(run, after) for t in self.tokens(q)]
        texts = [self.text(q) for q in range(start, run)]
        number = self.lines[self.paras[first][0]].number
        if after < len(self.paras) and TOTAL_ROW.match(self.folded(after)) and len(lone) >= 2 * self.n - 1:
            row = _filled(number, texts, lone[: -self.n], self.n)  # the TOTAL row's cells before its label
            total = _Row(self.lines[self.paras[after][0]].number, [self.text(after)], lone[-self.n :], True)
            return None if row is None else ([row, total], after + 1, None, None)
        if self.numeric and len(self.tokens(after - 1)) == 1 and _NUMBER.fullmatch(lone[-1]):
            if self.follows(after) and self.repeated(after) is None:
                row = _filled(number, texts, lone[:-1], self.n)
                if row is not None:
                    return [row], after - 1, after, after - 1  # the next row's code
        row = _filled(number, texts, lone, self.n)
        return None if row is None else ([row], after, self.after_break(after), None)

    def total_row(self, start: int, q: int) -> tuple[_Row, int] | None:
        """The TOTAL row whose label is paragraph `start`, its cells from `q` on, and the paragraph after it."""
        lone: list[str] = []
        end = q
        while end < len(self.paras) and len(lone) < self.n and self.is_counts(end):
            lone += self.tokens(end)
            end += 1
        if len(lone) != self.n:
            return None
        return _Row(self.lines[self.paras[start][0]].number, [self.text(start)], lone, True), end

    def cell(self, q: int) -> bool:
        """Paragraph `q` may be a row's text cell: no title, no line of prose's length, no count label of
        another quadro's header."""
        first, end = self.paras[q]
        if _CAPTION.match(self.lines[first].folded) or any(
            len(self.lines[k].text) > _CELL_CHARS for k in range(first, end)
        ):
            return False
        if not _label_paragraph(self.lines, self.paras[q]):
            return True
        return not any(kind in COUNT_KINDS for k in range(first, end) for kind, _ in _kinds(self.lines[k].folded))

    def follows(self, q: int) -> bool:
        """A row of text paragraphs, then cells, starts at paragraph `q`."""
        if q >= len(self.paras) or self.is_counts(q) or TOTAL_ROW.match(self.folded(q)):
            return False
        for k in range(q, min(len(self.paras), q + self.header.text_columns + 2)):
            if self.is_counts(k):
                return True
            if not self.cell(k):
                return False
        return False

    def repeated(self, q: int) -> int | None:
        """The paragraph after the header repeated a few paragraphs (a page's furniture) from paragraph `q` on,
        no cells between (a page break), or None. Its lines are the header's in any order, half of them at
        least: pdftotext may give the header's blocks in another order on the next page (the interleaved
        block before "Cargo") or one of them at the page's end ("Negros" after the text below the quadro)."""
        wanted = Counter(self.header.texts)
        for r in range(q, min(len(self.paras), q + _BREAK_PARAS)):
            first = self.lines[self.paras[r][0]].folded.strip(" \f")
            if self.is_counts(r) or _CAPTION.match(first) or _sentence_end(first):
                return None  # a row's cells, a quadro's caption, the text below: no page's furniture
            if first not in wanted and _label_paragraph(self.lines, self.paras[r]):
                return None  # another quadro's header
            for k in range(*self.paras[r]):
                if self.lines[k].folded.strip(" \f") in wanted:
                    taken = self.header_lines(k, wanted.copy())
                    if taken:
                        return self.paragraph_after(k, taken, r)
        return None

    def header_lines(self, k: int, left: Counter) -> int:
        """How many lines with text from line `k` on are the header's (each as often as it has it), ending a
        paragraph, when half of the header's at least, its first among them; else 0."""
        taken = 0
        while k < len(self.lines):
            text = self.lines[k].folded.strip(" \f")
            if text and left[text] <= 0:
                break
            if text:
                left[text] -= 1
                taken += 1
            k += 1
        ends = k == len(self.lines) or not self.lines[k - 1].text.strip(" \f")
        whole = ends and 2 * taken >= len(self.header.texts) and taken >= 2
        return taken if whole and left[self.header.texts[0]] < Counter(self.header.texts)[self.header.texts[0]] else 0

    def paragraph_after(self, k: int, count: int, q: int) -> int | None:
        """The first paragraph from `q` on past the `count` lines with text from line `k` on."""
        while count and k < len(self.lines):
            count -= bool(self.lines[k].text.strip())
            k += 1
        while q < len(self.paras) and self.paras[q][0] < k:
            q += 1
        return q if q < len(self.paras) else None

    def after_break(self, q: int) -> int | None:
        """Where the next row starts after a row's cells ending before paragraph `q`: there, or after the
        header repeated past a page's furniture."""
        if q >= len(self.paras):
            return None
        again = self.repeated(q)
        if again is not None:
            return again
        tokens = self.tokens(q)
        if self.follows(q) if not self.header.code else len(tokens) == 1 and _CODE.fullmatch(tokens[0]):
            return q
        return None

    def laid(self, rows: list[_Row]) -> tuple[list[Line], dict[int, str]]:
        header = self.header
        laid = [laid_line(self.lines[header.first].number, pipe_row(["Cargo", *self.labels(rows)]))]
        why: dict[int, str] = {}
        # a text label of an interleaved block may go unread ("Carga" / … / "horária"): the rows tell
        columns = max([header.text_columns, *(len(row.texts) for row in rows if not row.total)])
        for row in rows:
            merged = len(row.texts) != columns and not row.total
            if row.total or not header.name_at:
                name = " ".join(row.texts)
            elif merged:
                # the name's paragraph first (another cell's lines at times in it), else all the row's text
                name = row.texts[0] if header.name_at[0] == 0 else " ".join(row.texts)
            else:
                name = " – ".join(row.texts[n] for n in header.name_at)
            laid.append(laid_line(row.number, pipe_row([name, *row.counts])))
            if row.total:
                continue
            if header.scrambled:
                why[row.number] = SCRAMBLED
            elif merged:
                why[row.number] = MERGED
        return laid, why

    def labels(self, rows: list[_Row]) -> list[str]:
        """The count columns' labels: the header's, or, its labels interleaved, the total placed by the sums."""
        roles = list(self.header.roles)
        if self.header.scrambled and "total" in roles:
            others = [role for role in roles if role != "total"]
            at = _sum_column([row.counts for row in rows if not row.total], len(roles))
            if at is not None:
                roles = [*others[:at], "total", *others[at:]]
        return [PLAIN_LABEL[role] for role in roles]


def _filled(number: int, texts: list[str], lone: list[str], n: int) -> _Row | None:
    """The row of `n` cells: those alone, after the ones glued to the end of its last text paragraph where
    those alone are too few; or None."""
    need = n - len(lone)
    if need < 0:
        return None
    if need:
        words = texts[-1].split()
        glued = words[-need:]
        if len(words) <= need or not all(_COUNT.fullmatch(t) for t in glued):
            return None
        texts = [*texts[:-1], " ".join(words[:-need])]
    return _Row(number, texts, glued + lone if need else lone)


def _sum_column(rows: list[list[str]], n: int) -> int | None:
    """The one column that is the sum of the others in every row of figures (dashes none), or None; where
    several are (no row with two parts), the last or the first of them (a guess: the rows stay uncertain)."""
    figures = [[0 if c in "-–—" else int(c) for c in row] for row in rows if "CR" not in row]
    if not figures:
        return None
    found = [j for j in range(n) if all(2 * row[j] == sum(row) for row in figures)]
    if len(found) > 1:  # rows of one part alone: the total's usual places, the last, else the first
        found = [j for j in (n - 1, 0) if j in found][:1]
    return found[0] if found else None
