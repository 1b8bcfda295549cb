"""A table's rows by its structure: where a row's text ends and which of its text lines is the name.

A header is a sequence of columns: codes, the name, text columns (requisitos, escolaridade, jornada,
remuneração) and counts. Where each cell comes on lines of its own, a row runs from its code or name to
the end of its counts however many lines its text cells take: a requisito of fifteen one-word lines,
or a sentence ending in "." under "Requisitos", is still the row's text while its counts follow before
what ends a table (a section heading, a numbered item, a notes block, a new header). The name is the
name column's cell: the first text line after the row's codes when text columns stand between the
name and the counts, every line after the codes when none does; text cells printed after the counts
("40h" under "Jornada" written before the counts in the header) belong to the row just read: an amount
(hours, pay) is never a name.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import labels_above
from cotacheck.linter.tables.arithmetic import read_row
from cotacheck.linter.tables.cells import marks_as_zero, split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW, PAGE_MARKER

#: How many lines below a row its footnotes may stand (the notes under a table of about 30 rows).
_NOTE_REACH = 40
#: What ends a table: a numbered item ("2.2 Serão reservadas…", "3. DAS INSCRIÇÕES"), a notes block
#: ("(a) …", "* …", "Notas:", "Observação", "Legenda:"), a place-and-date line ("Goiânia, 3 de …").
_ENDS_TABLE = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3})*\.?\s+\S|\(?[a-z0-9]\)\s|\*+\s?\S|notas?\b|obs\w*\b|legenda\b|fonte\b)"
)
#: The place and date an edital is signed at ("Goiânia, 3 de novembro de 2025."): no row, the end of any table.
PLACE_DATE = re.compile(r"^[^,\d]{2,60},\s(?:em\s)?\d{1,2}[º°o]?\sde\s[a-z]{4,9}\sde\s\d{4}\.?$")
#: A footnote mark on a line of its own: "(b)", "(*)", "**", "¹", "(a)(b)".
FOOTNOTE_MARK = re.compile(r"^\s?(?:\((?:[a-z]|\d{1,2}|\*{1,3})\)|\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹]{1,2})+\s?$")
#: The same, but for a bare "*" (a cell of its own in some tables: a reserve too small to reserve).
MARK_ALONE = re.compile(r"^(?:\((?:[a-z]|\d{1,2}|\*{1,3})\)|[¹²³⁴⁵⁶⁷⁸⁹])+$")
_CODE = re.compile(r"[A-Za-z]{0,3}\s?\d{1,6}[A-Za-z]?")
#: A text cell that is an amount, never a name: hours ("40h", "30 horas semanais"), pay ("R$ 5.200,00").
_AMOUNT = re.compile(r"(?:r\$\s?[\d.,]+|\d{1,3}\s?h(?:oras)?(?:\s?(?:semanais|/\s?semana))?)")


def inner_text(columns) -> bool:
    """A text column stands between the name and the first count ("Cargo | Requisitos | AC …")."""
    kinds = [c.kind if not c.is_count else "count" for c in columns]
    if "name" not in kinds or "count" not in kinds:
        return False
    start, end = kinds.index("name"), kinds.index("count")
    return start < end and "ignore" in kinds[start + 1 : end]


def trailing_cells(columns) -> int:
    """How many text columns come after the last count ("… Negros | Jornada")."""
    last = max(i for i, c in enumerate(columns) if c.is_count)
    return sum(1 for c in columns[last + 1 :] if not c.is_count)


def name_cell(pending: list[Line], codes: int, inner: bool) -> list[Line]:
    """The lines of a row's name cell among its text lines (cells one per line): after its codes, the
    first line and those that continue it when a text column follows the name, else every line."""
    lines = list(pending)
    while lines and _AMOUNT.fullmatch(lines[0].folded.strip()):
        lines.pop(0)  # the row above's cells printed after its counts ("40h" under "Jornada")
    while codes and lines and _CODE.fullmatch(lines[0].text.strip()):
        lines.pop(0)
        codes -= 1
    if not lines:
        return []
    if not inner:
        return lines
    chosen = [lines[0]]
    for later in lines[1:]:
        if CONTINUES.search(chosen[-1].folded) or NAME_STARTS_LOW.match(later.text) and not later.text[:1].isdigit():
            chosen.append(later)
        else:
            break
    return chosen


def ahead(extractor, index: int, columns: int) -> bool:
    """Whether count cells (a line of counts only, or a row's text ending in a full row of counts) come
    after `extractor.lines[index]` before a line that ends a table. The answer for a line is the answer
    for every line up to where its search stopped: kept, so the lines are searched once."""
    cached = getattr(extractor, "_rows_ahead", None)
    if cached and cached[0] <= index < cached[1]:
        return cached[2]
    lines = extractor.lines
    j = index + 1
    found = False
    while j < len(lines):
        line = lines[j]
        if _ENDS_TABLE.match(line.folded) or PLACE_DATE.match(line.folded):
            break
        words, cells = split_cells(line)
        if not cells and COUNT_TOKENS.intersection(extractor.header_kinds(line) or ()):
            break  # a new header
        if cells and (not words or len(cells) >= columns):
            found = True
            break
        j += 1
    extractor._rows_ahead = (index, j, found)
    return found


def starts_table_end(line: Line) -> bool:
    """`line` is one a table ends at: a numbered item, a notes block, a place-and-date line (`_ENDS_TABLE`)."""
    return bool(_ENDS_TABLE.match(line.folded) or PLACE_DATE.match(line.folded))


def repeated_after_break(extractor, table, columns, header_buffer) -> bool:
    """A header that repeats the table's own after a page break ("Página 2 de 6", the page's running
    head or foot beside it, or a running head or foot ending in its page's number) continues the table: one Total row below sums the rows of both pages. Only
    the page's furniture may stand between the table's last row and the repeated header, whose words
    are the table header's (footnote marks apart), or their end ("Cargo" / "Total" may have been taken
    for a row's text). A header of one count column repeats only beside a code column (`code_column`)."""
    if not table.last_row_line or (sum(1 for c in columns if c.is_count) < 2 and not table.coded):
        return False
    own = _unmarked(table.header_text)
    words = _unmarked(" ".join(h.folded for h, _ in header_buffer))
    if not own.endswith(words):
        return False
    index = extractor._index
    start, end = index.get(table.last_row_line), index.get(header_buffer[0][0].number)
    if start is None or end is None:
        return False
    between = [line for line in extractor.lines[start + 1 : end] if not MARK_ALONE.match(line.folded)]
    between = between[_own_cells(extractor, table, between) :]
    between = labels_above.past_heading(extractor, between, _breaks(extractor, table, between, header_buffer))
    while between and own.endswith(f"{_unmarked(between[-1].folded)} {words}"):
        words = f"{_unmarked(between.pop().folded)} {words}"
    if words == own:
        labels_above.drop(extractor.lines, index, table.header_line, between)
    breaks = _breaks(extractor, table, between, header_buffer)
    return bool(breaks) and all(any(abs(line.number - n) <= 1 for n in breaks) for line in between)


def _own_cells(extractor, table, between: list[Line]) -> int:
    """How many of the lines after the last row's counts are its own text cells, a line each ("40h" under
    "Jornada", a pay under "Vencimento": cells one per line), taken by the table: no page furniture."""
    if not table.one_per_line:
        return 0
    own = 0
    for line in between[: trailing_cells(table.columns)]:
        if line.number not in extractor.table_lines:
            break
        own += 1
    return own


def _breaks(extractor, table, between: list[Line], header_buffer) -> set[int]:
    """The numbers of the page break's lines between the table's last row and the repeated header."""
    breaks = {line.number for line in between if PAGE_MARKER.match(line.folded) or _RUNNING_PAGE.search(line.folded)}
    return breaks | {n for n in range(table.last_row_line + 1, header_buffer[0][0].number) if n in extractor.furniture}


#: A running head or foot that ends in its page's number ("Guarda Civil – Edital nº 01/2026 – Página 3 de 5"):
#: a page break, even where it is printed once (so not dropped as repeated furniture).
_RUNNING_PAGE = re.compile(r"\bpagina \d{1,4}(?: de \d{1,4})?\s?$")
_MARKS = re.compile(r"\((?:[a-z]|\d{1,2}|\*{1,3})\)|[*¹²³⁴⁵⁶⁷⁸⁹]")


def _unmarked(folded: str) -> str:
    return " ".join(_MARKS.sub(" ", folded).split())


#: A note under a table: a footnote mark, then a sentence ("(*) Cargo com menos de 3 vagas: sem reserva …").
_NOTE = re.compile(r"^(?:\((?:[a-z]|\d{1,2}|\*{1,3})\)|\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹])\s?[a-z]\w*(?:\s\S+){4}")


def ends_table(line: Line) -> bool:
    """A line no table goes on past: the place and date the edital is signed at, a note under the table."""
    folded = line.folded
    return ("de" in folded and bool(PLACE_DATE.match(folded))) or (
        folded[:1] in "(*¹²³⁴⁵⁶⁷⁸⁹" and bool(_NOTE.match(folded))
    )


def numbers_follow(lines: list[Line], index: int | None) -> list[tuple[str, int]]:
    """The count cells of the kept line after `lines[index]` when it holds nothing else."""
    if index is None or index + 1 >= len(lines):
        return []
    words, cells = split_cells(lines[index + 1])
    return [] if words else cells


def marked_cells(extractor, line: Line, table, words: list[str], cells: list[tuple[str, int]]):
    """A short row whose missing cells are footnote marks ("ARQUITETURA 2 * * 2 …"), read by `marks_as_zero`."""
    index = extractor._index.get(line.number, 0)
    after = extractor.lines[index + 1 : index + 1 + _NOTE_REACH]
    read = marks_as_zero(line, after, lambda cells: read_row(table.counts, cells), len(table.counts))
    if read is None:
        return words, cells
    extractor.statement_lines.update(read[2])  # the note is the table's: it states no vacancy of its own
    return read[0], read[1]


_CODE = re.compile(r"[A-Za-z]?\d{1,6}[A-Za-z]?")


#: A line's end that is a row's text cells after its counts, hours then pay ("… (por disciplina): 30h 4.580,57").
_HOURS_PAY_END = re.compile(r"\s\d{1,2}\s?h(?:oras)?\s+(?:R\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}$", re.I)


def row_of_its_own(text: str) -> bool:
    """Whether a text line with no count is a row of its own: it ends in hours and pay, the cells after a
    row's counts, so it is a heading row whose rows follow (a cargo over its disciplinas: "Professor PE-II –
    Anos Finais do Ensino" / "Fundamental (por disciplina): 30h 4.580,57" / "Língua Portuguesa 17 2 5 24 72
    30h 4.580,57"). The next row's words never go on from it: joined, "Língua Portuguesa" was lost and the
    row was named "Fundamental (por disciplina): 30h", confirmed."""
    return bool(_HOURS_PAY_END.search(text))


def may_end_line_above(words: list[str], codes: int) -> bool:
    """Whether the words before a row's counts may be the end of the text line above ("Analista do Seguro
    Social – Serviço" / "Social 16 2 6 1 - 25"): one or two words, not opening with the row's code under a
    header whose rows start with codes ("S03 Analista 1 0 0 1" is a row's own start)."""
    return len(words) <= 2 and not (codes and words and _CODE.fullmatch(words[0]))
