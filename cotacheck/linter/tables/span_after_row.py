"""A header in two rows whose spanning label's sub-labels a plain extraction prints after the upper row.

pypdf's text of a PDF table follows the order its cells were drawn: the upper header row left to right,
each label's lines in turn, then the lower row, then each body row's name cell before its counts. A
header with a spanning label ("VAGAS" over "AC PcD Negros Total"; "DISTRIBUIÇÃO DAS VAGAS" over "AMPLA
PcD NEGROS"; "Lei nº 15.142/2025" over "Pretos e Pardos | Indígenas | Quilombolas") beside labels that
span both rows ("CADASTRO DE RESERVA", "TOTAL DE VAGAS") comes out as "CARGO/ÁREA" / "VAGAS CADASTRO" /
"DE" / "RESERVAAC1 PcD2 Negros3 Total" (Cebraspe), the lower row's first label glued to the upper row's
last line, its footnote marks glued to the labels. Read line by line, the roles after the upper row's
last label shift every row's cells (the cadastro read as the total) and the name cells wrapped over two
lines, their counts on the last, gave a cargo heading and phantom rows.

Here the header's lines are joined (a glued label split where its halves are labels of the vocabulary,
"RESERVAAC" and "TotalPretos"; a mark glued to a label dropped), and the lower row's labels, the last of the
upper row's count labels read in order, are put back in the spanning label's place. Where they start is
not in the text: every start is tried and the one the rows' arithmetic proves is taken (the total the sum
of the parts in every row, and in no other start); with none or more than one the lines stay as they
are. The table is then re-laid as one header line and one line per row, the name's lines between two
rows joined to the lower row's counts (the cell is drawn before its counts), so the pass reads a flat
table and confirms it by its arithmetic again. A page's furniture between two rows (its number, a line
seen above the table: its running head) and the header repeated under it are passed over; the next
table's header, a fourth name line or a row of fewer cells ends the rows; a heading over a group of rows
(a level's, "NÍVEL SUPERIOR", or a group's over a row opening with its code, even right under the header:
Quadrix's "negros Total" / "NÍVEL SUPERIOR" / "101 Analista …", once read "NÍVEL SUPERIOR 101 Analista …",
confirmed) stays a line of its own, never a row's name; the lines between a row and the
header printed again are the page's (a running head printed only from the second page on, seen nowhere above). A
flat header (no spanning label: no cadastro column, "VagasAmpla concorrência" read as one label) is the pass's,
unless a cargo's cell holding its pay is merged over its rows (`pay_cargo_cell`). A header whose lower row stands
alone under the upper one, nothing wrapped, is `stacked_header`'s, and a Total row under a name's line
(names wrapped below their counts, a layout's text) leaves the table alone. Trigger: a line opening with a
name column's label, a capital first, no digit but a mark or a law's number, a row within reach.
"""

from __future__ import annotations

import re
from itertools import compress, count, repeat
from operator import attrgetter

from cotacheck.linter.read.text import Line, fold, laid_line, spliced
from cotacheck.linter.tables import group_headings, long_heading, pay_cargo_cell
from cotacheck.linter.tables.header import header_tokens, labels, unmatched_words
from cotacheck.linter.tables.name_start import level_heading
from cotacheck.linter.tables.plausibility import HEADER_WORDS
from cotacheck.linter.tables.requisito_span import REQUISITO_LABEL

#: A name column's label that opens a header's first line.
_OPENERS = ("cargo", "cod", "emprego", "funcao", "especialidade", "uf", "area", "lotacao", "localidade")
_FOLDED = attrgetter("folded")
_HEADER_CHARS = 200
#: The header's lines: Cesgranrio's eight labels, most a word a line (12 in its PDF's text), and room for more.
_MAX_HEADER = 18
#: A name cell's lines before its counts' line.
_MAX_NAME = 3
#: A running head's lines at a page's top, after its end mark (its number, its footer).
_RUNNING = 3
#: Words outside the vocabulary a header's lines hold while a label is cut ("PESSOAS COM" / "DEFICIÊNCIA").
_MAX_UNKNOWN = 4
_MIN_ROWS = 2
_PARTS = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
_COUNTS = _PARTS | {"total", "crg"}
_SPANS = frozenset(("vagas", "reserva", "ignore"))
#: Words a spanning label holds beside the vocabulary's ("DISTRIBUIÇÃO DAS VAGAS", "Lei nº 15.142/2025").
_CAPTION = frozenset(("lei", "distribuicao", "quantitativo", "numero"))
_LAW = re.compile(r"\d{1,2}\.\d{3}(?:/\d{2,4})?\)?")
_MARK = re.compile(r"(?<=[A-Za-zÀ-ÿ])[1-9](?=\s|$)|\(\d\)")
#: Where a glued label's second half may start ("RESERVAAC", "TotalPretos").
_SECOND = ("ac", "pcd", "pn", "negros", "total", "pretos", "ampla", "vagas", "cr", "indigenas", "quilombolas")
_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")
_PAGE = re.compile(r"\bpagina \d+")
_CELL = re.compile(r"\d{1,5}|[-–—]")
#: A group's share printed under its label ("(20%)**"), a line of its own.
_SHARE = re.compile(r"\(\d{1,3}(?:,\d{1,2})?\s?%\)\**")
_PLAIN = {
    "open": "Ampla Concorrência",
    "pcd": "PcD",
    "negros": "Negros",
    "pretos_pardos": "Pretos e Pardos",
    "indigenas": "Indígenas",
    "quilombolas": "Quilombolas",
    "total": "Total",
    "crg": "Cadastro de Reserva",
}


def relay(lines: list[Line], doubts: dict[int, str] | None = None) -> list[Line]:
    """`lines` with each such table re-laid as a flat header and one line per row (same list); `doubts` gets
    the rows whose names a cargo's cell merged over them left unproven (`pay_cargo_cell`)."""
    # the lines opening with a name column's label, found without a Python step per line
    starts = list(compress(count(), map(str.startswith, map(_FOLDED, lines), repeat(_OPENERS))))
    if not starts:
        return lines
    first: dict[str, int] = {}  # each text's first line (a page's running head is seen before its table)
    changes: list[tuple[int, int, list[Line]]] = []
    for i in starts:
        if changes and i < changes[-1][0] + changes[-1][1] or not _opens(lines[i]):
            continue
        found = _table(lines, i, first, doubts)
        if found is not None:
            changes.append((i, *found))
    if not changes:
        return lines
    return spliced(lines, changes)


def _opens(line: Line) -> bool:
    """A line that may open a header: the name column's label first ("UF" alone, its cell wrapped), as a
    label is written (a capital first), no pipe."""
    folded, text = line.folded, line.text
    if text[:1].islower() or "|" in text:
        return False  # a sentence going on ("cargos efetivos …"), a pipe table's row: not pypdf's header
    return (not folded.startswith("uf") or folded[2:3] in " /") and _headerish(line)


def _headerish(line: Line) -> bool:
    """A header's line: short, no digit but a footnote's mark or a law's number."""
    text = line.text
    if len(text) > _HEADER_CHARS:
        return False
    return _DIGIT.search(text) is None or _DIGIT.search(_LAW.sub("", _MARK.sub("", text))) is None


def _clean(text: str) -> str:
    """The header's text with its marks dropped and each glued label split where the split leaves fewer
    words outside the vocabulary ("RESERVAAC" is "RESERVA AC", "TotalPretos e Pardos" "Total Pretos e Pardos")."""
    words = _MARK.sub("", text).split()
    unknown = len(unmatched_words(fold(" ".join(words))))
    for k, word in enumerate(words):
        folded = fold(word)
        if not unknown or not unmatched_words(folded):
            continue
        for cut in range(2, len(word) - 1):  # "CRPretos": the cadastro's two letters glued to the next label
            if folded[cut:].startswith(_SECOND) and word[cut].isupper():
                tried = [*words[:k], word[:cut], word[cut:], *words[k + 1 :]]
                left = len(unmatched_words(fold(" ".join(tried))))
                if left < unknown:
                    words[k], unknown = f"{word[:cut]} {word[cut:]}", left
                    break
    return " ".join(words)


def _header_labels(text: str) -> tuple[list[tuple[str, int, int]] | None, int]:
    """The labels of a header's joined text, None while words outside the vocabulary stand in it (a label
    cut before its last piece, a name's line), and how many such words."""
    folded = fold(text)
    unknown = sum(w not in _CAPTION and not _LAW.fullmatch(w) for w in unmatched_words(folded))
    return (None if unknown else list(labels(folded))), unknown


def _table(lines: list[Line], start: int, first: dict[str, int], doubts) -> tuple[int, list[Line]] | None:
    """(lines taken, the lines they become) of a table whose header opens at `start`, or None."""
    reach = lines[start + 1 : start + _MAX_HEADER + _MAX_NAME + 1]
    if not any(line.text[-1:].isdigit() and _cells(line.text, alone=True) for line in reach):
        return None  # no row within reach: a sentence opening with "Cargo", not a header
    end = start
    best = None
    while end < len(lines) and end - start < _MAX_HEADER and _headerish(lines[end]) and not _cells(lines[end].text):
        end += 1
        text = _clean(" ".join(line.text for line in lines[start:end]))
        found, unknown = _header_labels(text)
        if found is not None:  # a label cut over lines reads only once its last piece is in
            best = (end, text, found)
        elif unknown > _MAX_UNKNOWN:
            break  # a sentence or a name's lines, not labels cut over lines
    if best is None:
        return None
    end, text, found = best
    lead = 0
    while lead < len(found) and found[lead][0] in ("name", "ignore"):
        lead += 1
    kinds = [kind for kind, _, _ in found[lead:]]
    if not lead or not kinds or _text_column(found[:lead], text):
        return None
    kinds, plain = _immediate_total(kinds)
    shape = _shape(kinds)
    if shape is None:
        return None
    counts, before = shape
    if not first:
        for k, line in enumerate(lines):
            first.setdefault(line.text, k)
    headings: list[Line] = []  # "CARGO: TÉCNICO … – Sedes de Varas" over its rows: a line of its own
    if before is None and not _pay_cell_first(lines, start, end, len(counts), first, doubts):
        return None  # a flat header: the pass reads its rows, unless a cargo's cell holding its pay is merged over them
    found_rows = _rows(lines, start, end, len(counts), first, headings)
    if found_rows is None:
        return None
    rows, last = found_rows
    if not _drawn_before(rows):
        return None
    orders = [counts] if before is None else _orders(counts, before)
    proven = [order for order in orders if all(_adds_up(order, cells) for _, _, cells in rows)]
    if len(proven) != 1:
        return None
    if (
        end - start == 2
        and not any(names for names, _, _ in rows)
        and header_tokens(lines[start].folded) is not None
        and _lower_alone(lines[end - 1], proven[0], counts)
    ):
        return None  # the upper row's line, a header alone, over the lower row's: `stacked_header` reads it
    name = text[: found[lead - 1][2]].strip()
    header = laid_line(lines[end - 1].number, " ".join([name, *(plain[k] for k in proven[0])]))
    laid = _laid(rows, doubts)
    return last - start + 1, [header, *sorted([*laid, *headings], key=attrgetter("number"))]


def _pay_cell_first(lines: list[Line], start: int, end: int, width: int, first: dict[str, int], doubts) -> bool:
    """Whether a flat header's first row's name lines hold a cargo's pay (`pay_cargo_cell`): told by its first
    rows alone, so that a long flat table, the pass's, is not gathered whole before it is let go."""
    if doubts is None:
        return False
    found = _rows(lines, start, end, width, first, [], most=_MIN_ROWS)
    return found is not None and pay_cargo_cell.names(found[0]) is not None


def _shape(kinds: list[str]) -> tuple[list[str], int | None] | None:
    """(the header's count labels, how many stand before its spanning label: None where no label spans, the
    lower row's first label glued to "Vagas" and read as one, "VagasAmpla concorrência"), or None when the
    header is not this class's."""
    counts = [k for k in kinds if k in _COUNTS]
    spans = [n for n, k in enumerate(kinds) if k in _SPANS and (n == 0 or kinds[n - 1] not in _SPANS)]
    if len(spans) > 1 or len(counts) != len(set(counts)) or "total" not in counts or "open" not in counts:
        return None
    if kinds.count("vagas") > 1:
        return None  # "Vagas" over each role ("Vagas Vagas Vagas" / "AC PcD Negros"): `header_pair`'s
    if any(k not in _COUNTS and k not in _SPANS for k in kinds):
        return None  # a label of another kind (immediate vacancies, a text column): not this class
    return counts, sum(k in _COUNTS for k in kinds[: spans[0]]) if spans else None


def _laid(rows, doubts: dict[int, str] | None) -> list[Line]:
    """The rows, each a line: its name's lines joined to its counts' line; under a cargo's cell holding its pay
    merged over them, the cargo before each row's own cells, the rows in doubt (`pay_cargo_cell`)."""
    texts = pay_cargo_cell.names(rows) if doubts is not None else None
    if texts is None:
        return [laid_line(line.number, " ".join([*(n.text for n in names), line.text])) for names, line, _ in rows]
    for (_, line, _), text in zip(rows, texts):
        if text != line.text:
            doubts.setdefault(line.number, pay_cargo_cell.DOUBT)
    return [laid_line(line.number, text) for (_, line, _), text in zip(rows, texts)]


def _text_column(lead: list[tuple[str, int, int]], text: str) -> bool:
    """Whether a requisitos column's label stands after the name's: its cells are printed on the counts' line
    (pdf.js's Quadrix quadro: "Sede – Recife Ensino médio completo R$ 3.104,66 6 2 0 1 1 10 20"), and joined,
    they would be the name's words, confirmed with it by the counts' arithmetic. A one-token column's label
    ("Código", "Carga horária") leaves the table to this stage."""
    names = [n for n, (kind, _, _) in enumerate(lead) if kind == "name"]
    folded = fold(text)
    return bool(names) and any(
        kind == "ignore" and REQUISITO_LABEL.search(folded[a:b]) for kind, a, b in lead[names[-1] + 1 :]
    )


def _immediate_total(kinds: list[str]) -> tuple[list[str], dict[str, str]]:
    """The header's kinds with "Vagas imediatas" the total when no Total label stands (beside a cadastro's
    column: the total of the parts, which the rows' arithmetic proves), and the labels to write them with."""
    if "total" in kinds or kinds.count("imm") != 1:
        return kinds, _PLAIN
    return ["total" if k == "imm" else k for k in kinds], {**_PLAIN, "total": "Vagas imediatas"}


def _drawn_before(rows) -> bool:
    """Whether the rows' names may be cells drawn before their counts: no Total or Subtotal row under a name's
    line (names wrapped below their counts; a Calc sheet's rows ending in their pay, read as names, gave a
    group's subtotal as their counts, confirmed), no name's line, its cells alone, a line (a cell printed around its
    counts, `name_after_counts`'), no row whose name ends in a dash before its counts with name lines under it
    (a layout's name cut after its dash, its rest below it: `span_last`'s), no first name's line of header words
    or a share alone ("CONCORRÊNCIA (20%)", "(20%)**", a label's tail a layout's text printed under the header's
    other lines)."""
    if any(names and fold(line.text).startswith(("total", "subtotal")) for names, line, _ in rows):
        return False
    for (names, line, cells), after in zip(rows, rows[1:]):
        if len(names) == 1 and after[0] and not _cells(line.text):
            return False
        if after[0] and _dashed(line.text, len(cells)):
            return False  # "Saúde –" / "Infraestrutura e Redes": a name cut after its dash, its rest below it
    return not any(_header_words(n) for n in rows[0][0])


def _dashed(text: str, width: int) -> bool:
    """Whether a row's name ends in a dash right before its `width` count cells, the dash no cell of them
    ("Tecnologia da Informação – 3 0 1 4 12"; a first count of nought printed "–" is one)."""
    tokens = text.split()
    return len(tokens) > width + 1 and tokens[-width - 1] in ("-", "–", "—") and tokens[-width - 2][-1:].isalpha()


def _header_words(line: Line) -> bool:
    """A line of header words alone, or of a group's share alone under its label ("(20%)**", a layout's text);
    one with no word nor share ("13.994,78)", the pay wrapped in a cargo's cell) is none."""
    words = set(_WORD.findall(line.folded))
    return words <= HEADER_WORDS if words else _SHARE.fullmatch(line.text) is not None


def _lower_alone(line: Line, order: list[str], counts: list[str]) -> bool:
    """Whether the header's last line holds the lower row's labels alone: the count labels the order moved
    back into the span's place, and nothing else."""
    found, _ = _header_labels(_clean(line.text))
    kinds = [kind for kind, _, _ in found or ()]
    return (
        bool(kinds)
        and order != counts
        and kinds == counts[-len(kinds) :]
        and order.index(kinds[0]) < len(counts) - len(kinds)
    )


def _page_mark(line: Line) -> bool:
    """A blank line or a page's number ("Página 2 de 3Cebraspe – ANPF 2024", a number alone)."""
    text = line.text
    return not text or text.isdigit() or "gina " in line.folded and _PAGE.search(line.folded) is not None


def _furniture(lines: list[Line], k: int, first: dict[str, int], end: int) -> bool:
    """A page's furniture amid the rows: a page's number, or a line seen above the table beside one (a
    running head). A name's line seen above without one ("Técnico(a) de Manutenção", a list of the cargos
    earlier) is the name's."""
    if _page_mark(lines[k]):
        return True
    if first[lines[k].text] >= end:
        return False
    return any(0 <= j < len(lines) and j != k and _page_mark(lines[j]) for j in (k - 1, k + 1))


def _cells(text: str, alone: bool = False) -> list[int] | None:
    """The count cells ending a row's line (dashes 0), or None when fewer than two; a line of cells alone
    only with `alone` (a name's lines above it). A cadastro-only row's total printed "CR" before its cadastro's
    count ("– – – – – CR 2", Quadrix) is a nought: taken for a name's line, the row joined the next one's name."""
    tokens = text.split()
    cells = []
    for n, token in enumerate(reversed(tokens)):
        if not (_CELL.fullmatch(token) or n == 1 and token == "CR" and cells[0]):
            break
        cells.append(int(token) if token.isdigit() else 0)
    if len(cells) < 2 or len(cells) == len(tokens) and not alone:
        return None
    return cells[::-1]


def _rows(lines: list[Line], start: int, end: int, width: int, first: dict[str, int], headings: list[Line], most=0):
    """(each row's name lines, its counts' line and its last `width` cells; the last row's index), or None
    with fewer than `_MIN_ROWS` rows; only the first `most` rows where `most` is given. A page's furniture between two rows, and the header repeated under
    it, are passed over; a heading over rows of their own goes to `headings` (`long_heading.over_rows`)."""
    header = [line.text for line in lines[start:end]]
    rows = []
    last = end
    names: list[Line] = []
    top = False  # a page's end mark passed since the last row: the lines after it open the next page
    k = end
    while k < len(lines):
        line = lines[k]
        cells = _cells(line.text, alone=bool(names))
        if cells is not None:
            if len(cells) < width:
                break
            rows.append((names, line, cells[-width:]))
            if len(rows) == most:
                return rows, k
            names, top = [], False
            last = k
        elif line.text == header[0] and [x.text for x in lines[k : k + len(header)]] == header:
            # the header again after a page break; the lines since the last row (the page's footer, the next
            # page's running head) are the page's furniture: a row's cells are drawn after the header
            names = []
            k += len(header)
            continue
        elif _furniture(lines, k, first, end):
            if names:
                break
            top = True
        elif _opens(line) and not (names and pay_cargo_cell.pay_line(line)) and _next_header(line):
            break  # the next table's header ("Especialidade: Estatística", a name's line, is none)
        elif not names and _heading(lines, k, width, bool(headings)):
            headings.append(line)
        else:
            names.append(line)
            # a cargo cell's pay aside, and at a page's top the lines of a running head seen on no page before
            if len(names) - sum(map(pay_cargo_cell.pay_line, names)) > _MAX_NAME + top * _RUNNING:
                break
        k += 1
    return (rows, last) if len(rows) >= _MIN_ROWS else None


def _heading(lines: list[Line], k: int, width: int, shown: bool) -> bool:
    """`lines[k]`, before any name line of a row, is a heading over the rows below, no row's name: a level's
    ("NÍVEL SUPERIOR"), a group's over a row opening with its code ("SECRETARIA MUNICIPAL DE SAÚDE" / "101
    Médico 10 1 3 14 30", `group_headings.over_coded_row`), or a long heading over rows of their own."""
    line = lines[k]
    if level_heading(line) or k + 1 < len(lines) and group_headings.over_coded_row(line, lines[k + 1]):
        return True
    return long_heading.over_rows(lines, k, width, shown)


def _next_header(line: Line) -> bool:
    """A line of header labels alone (the next table's header)."""
    return _header_labels(_clean(line.text))[0] is not None


def _orders(counts: list[str], before: int):
    """The columns' orders: the last `c` count labels put back where the spanning label stands. A cadastro's
    label never opens them: "Vagas CR" over "AC PcD Negros Total" read as "Vagas" over "CR AC PcD Negros Total"
    is also "CR" spanning the roles, "Vagas" the total before them, and a cadastro whose parts add up proves
    both (the cadastro's figures read as the vacancies, confirmed)."""
    after = counts[before:]
    for c in range(2, len(after) + 1):
        if after[-c] != "crg":
            yield counts[:before] + after[-c:] + after[:-c]


def _adds_up(order: list[str], cells: list[int]) -> bool:
    by_kind = dict(zip(order, cells, strict=True))
    return by_kind["total"] == sum(v for k, v in by_kind.items() if k in _PARTS)
