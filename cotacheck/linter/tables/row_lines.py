"""A table's lines one at a time: the text and count cells of each, a name line kept for the row to
come, a Total row, or what ends the table (prose, a place and date, a new section)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import (
    code_after_name,
    code_column,
    code_line,
    code_rows,
    figure_lines,
    group_headings,
    long_heading,
    name_opening,
    name_start,
    name_under_cells,
    name_wrap,
    numbered_rows,
    other_numbers,
    row_requisitos,
    rows,
    stream_names,
)
from cotacheck.linter.tables.arithmetic import read_row
from cotacheck.linter.tables.cells import inner_cells, misread_cells, split_cells, split_pairs
from cotacheck.linter.tables.name_number import name_number
from cotacheck.linter.tables.names import (
    CONTINUES,
    PAGE_MARKER,
    TOTAL_ROW,
    clean_name,
)
from cotacheck.linter.tables.not_counts import never_a_row, sentence_after_rows
from cotacheck.linter.tables.quantities import quantity, unit_after_last
from cotacheck.linter.tables.reserve_after import speaks_of_table
from cotacheck.linter.tables.row_close import flush, flush_cells, total_row
from cotacheck.linter.tables.spaced import joined as letters_joined
from cotacheck.linter.tables.table_end import statement_begins
from cotacheck.linter.tables.table_state import TableState


def _ends_table(extractor, line: Line, table: TableState) -> bool:
    """Whether `line` ends the table: prose, a place and date, a section, the legend, a sentence on its rows."""
    return bool(
        never_a_row(line)
        or rows.ends_table(line)
        or sentence_after_rows(line, len(table.counts))  # "As provas … previstas para 26 de abril, …."
        or (table.last_row_line and line.number in extractor.legend.lines)
        or speaks_of_table(line.folded)  # "Das vagas acima, 3 são reservadas … no cargo I202" (`reserve_after`)
        or other_numbers.exam_header(line)  # "Cargo  Tipo  Nº de questões  Peso": the provas' table under the quadro
        or (table.total_line and extractor.previous_number(line) == table.total_line and _foot(line, table))
    )


def _foot(line: Line, table: TableState) -> bool:
    """A short row right under the Total row ("EBTE – PSP-RH 1/2014 3"): a page's foot or a sentence, no row
    of one count."""
    words, cells = split_cells(line)
    if table.trailing_text and words and not cells and line.text.count(" ") >= 11:
        # a sentence under the Total row of a table with text cells after its counts: "2.2. O cargo 05
        # (Agente Comunitário de Saúde 2) destina-se à microárea 2 da …", its "05" no row's count
        words, cells = inner_cells(line, len(table.counts))
    return bool(words and cells) and not table.cells and len(cells) < len(table.counts) and len(table.counts) >= 3


def table_line(extractor, line: Line, table: TableState) -> TableState | None:
    if line.number in extractor.blocks_read:
        return table  # read with its quadro in column blocks (column_blocks)
    if PAGE_MARKER.match(line.folded):
        return table  # "Texto da página 3:", "Página 4 de 20": page furniture inside a table
    if rows.MARK_ALONE.match(line.folded) or row_requisitos.takes(extractor, table, line) or _mark_cell(line, table):
        return table  # "(b)" alone: the mark of the cell above; "Requisitos: …" under its row: that row's text
    index = extractor._index.get(line.number)
    if index is not None and statement_begins(extractor.lines, index, extractor.wraps_onto, len(table.counts)):
        flush(extractor, table, by_text=True)
        return None  # prose wrapped over lines after the table's last row: read as prose, not as a row
    if _ends_table(extractor, line, table):
        flush(extractor, table, by_text=True)
        # "Goiânia, 10 de outubro de 2025.", "Capítulo 2", "(*) Cargo com menos de 3 vagas: …", and the
        # legend under the rows ("AC – ampla concorrência; … CR – cadastro reserva.": its "CR" no cell)
        return None
    words, cells, wrapped = row_cells(extractor, line, table)
    if (
        words
        and not cells
        and table.cells
        and len(table.cells) < len(table.counts)
        and all(kind == "zero" for kind, _ in table.cells)
        and table.cells_apart
    ):
        # "-" on a line of its own between name lines: an empty name cell (Perfil "-"), not a count
        table.pending.append(Line(table.cell_lines[0], "-", "-"))
        table.cells, table.cell_lines = [], []
    if words and not cells:
        return text_line(extractor, line, table, words)
    if not words and not cells:
        return table
    # A line with count cells (and perhaps the row's text before them).
    if not table.cells:
        name_wrap.take(extractor, table, bool(words))  # the lines above that end the last row's name
        name_under_cells.settle(extractor, table, words)  # the row above's requisitos wrapped after its counts
    if words and row_text(extractor, line, table, words, cells):
        return table  # a Total row
    if (
        not table.cells
        and not words
        and table.names >= 2
        and len(cells) == 1
        and cells[0][0] == "zero"
        and table.pending
        and table.pending[-1].number == extractor.previous_number(line)
    ):
        # "-" on its own line right after a name line, under several name columns: an empty name cell
        table.pending.append(Line(line.number, "-", "-"))
        return table
    if not table.cells:
        table.cells_apart = not words
    table.cells.extend(cells)
    table.cell_lines.extend([line.number] * len(cells))
    extractor.table_lines.add(line.number)
    table.idle = 0
    if len(table.cells) >= len(table.counts) and not wrapped:
        flush_cells(extractor, table)
    # else: a short row may end on the next line ("Perito … 27 2 10 1 1" / "40"); the next text line flushes it
    return table


def _mark_cell(line: Line, table: TableState) -> bool:
    """Whether `line` is a bare mark ("*", "**") amid a row given a cell a line, short of its cells: taken as
    the row's next cell, 0. pdftotext's Banrisul quadro ("5" / "1" / "1" / "*" / "*" / "7"): the cell of a
    reserve the note says is none, read as 0 as a mark inside a row's line is ("2 * * 2", `marks_as_zero`);
    the row's arithmetic then proves it or leaves it uncertain."""
    if not (table.cells_apart and table.cells and len(table.cells) < len(table.counts)):
        return False
    if line.text.strip() not in ("*", "**", "***"):
        return False
    table.cells.append(("zero", 0))
    table.cell_lines.append(line.number)
    return True


def _name_dash(table: TableState, words: list[str], cells: list) -> tuple[list[str], list]:
    """A dash before a run of one cell more than the columns, before a text column ("Auditor de Controle
    Externo – 12 8 1 3 14.612,88"), ends the name when only the cells after it add up: the name keeps it,
    so that a line below goes on with it (`name_wrap`)."""
    if len(cells) != len(table.counts) + 1 or cells[0] != ("zero", 0) or not words:
        return words, cells
    if (
        read_row(table.counts, cells[1:]).confidence == "confirmed"
        and read_row(table.counts, cells[:-1]).confidence != "confirmed"
    ):
        return [*words, "–"], cells[1:]
    return words, cells


def row_cells(extractor, line: Line, table: TableState) -> tuple[list[str], list[tuple[str, int]], bool]:
    """A table line's text and count cells under the table's columns, and whether the row's last
    cells wrapped onto the next line."""
    if table.pair_cells:
        line = pair_cells(extractor, line, table)
    words, cells = split_cells(line)
    if len(cells) == len(table.counts) + 1 and cells[-1][0] == "cr" and not any(c.group == "cr" for c in table.counts):
        cells = cells[:-1]  # "Analista 3 1 1 CR": the row forms a cadastro de reserva too, under no column of its own
    if table.coded:
        return (*code_column.cells(extractor, line, table, words, cells), False)
    wrapped = False
    if len(cells) >= len(table.counts) and words:
        row = read_row(table.counts, cells)
        # A row that does not add up, followed by a line of numbers only: its last cells wrapped there
        following = (
            rows.numbers_follow(extractor.lines, extractor._index.get(line.number))
            if row.confidence != "confirmed"
            else []
        )
        wrapped = bool(following) and read_row(table.counts, cells + following).confidence == "confirmed"
        if len(cells) > len(table.counts) and not wrapped:
            # More numbers than count columns: the leading ones are codes of the row ("AC 1 1 9 1 2 12 3 1 1 5")
            words, cells = split_cells(line, len(cells) - row.skipped)
    if words and 0 < len(cells) < len(table.counts):
        words, cells = rows.marked_cells(extractor, line, table, words, cells)
    if table.trailing_text and words and not cells:
        words, cells = _name_dash(table, *inner_cells(line, len(table.counts)))
        words, cells = name_number(extractor, table, line, words, cells)
        if figure_lines.in_text(extractor, table, line, words, cells):
            words, cells = [t for t in line.text.split(" ") if t], []  # "com 2 plantões": the requisitos' figure
    if words and cells and len(cells) < len(table.counts) and all(kind == "zero" for kind, _ in cells):
        words, cells = [t for t in line.text.split(" ") if t], []  # "Analista –": a dash ending the text
    elif _dash_ends_name(extractor, line, table, words, cells):
        words, cells = [t for t in line.text.split(" ") if t], []
    elif _dash_ends_text_cell(table, line, words, cells):
        words, cells = inner_cells(line, len(table.counts))  # "104 Jornalista 1 25 horas 5.907,33 Curso … –"
    if (
        words
        and cells
        and (
            (len(cells) < len(table.counts) and quantity(line, _below(extractor, line), cells))
            or (len(cells) <= len(table.counts) and unit_after_last(line, cells))
        )
    ):
        words, cells = [t for t in line.text.split(" ") if t], []  # "de 60 horas.": a requisito's figure
    if table.code_after and words and cells:
        words = code_after_name.name_words(table, line, words)  # "Médico 12h PRP-MED-12 12 5 4 – 1"
    return words, cells, wrapped


_DIGIT = re.compile(r"\d")


def _dash_ends_name(extractor, line: Line, table: TableState, words: list[str], cells: list) -> bool:
    """A lone dash ending a line of words, under a header with text columns after the counts (pay, hours),
    the next line words alone: a name cell wrapped after its dash ("Analista Previdenciário –" / "Ciências
    Atuariais" / "… registro no IBA 01 6.884,20 30h"), not a row of no vacancy (a row has its pay after its
    counts). Read as a row, the name's rest began the next row, its first line lost (a phantom)."""
    if not (table.trailing_text and words and len(cells) == 1 and cells[0][0] == "zero"):
        return False
    if line.text.rstrip()[-1:] not in "–—-" or not words[-1][:1].isalpha() or _DIGIT.search(line.text):
        return False  # a count, a pay or hours before the dash: the row's own cells, a text cell wrapping after
    below = _below(extractor, line)
    return below is not None and below.text.strip()[:1].isalpha() and not split_cells(below)[1]


def _dash_ends_text_cell(table: TableState, line: Line, words: list[str], cells: list) -> bool:
    """A lone dash ending a row whose counts, hours and pay stand inside it, under a header with text columns
    after the counts: the last text cell wraps after its dash ("104 Jornalista 1 25 horas 5.907,33 Curso
    superior em Comunicação Social –" / "Jornalismo"); read as the row's one count, the row had no vacancy."""
    if not (table.trailing_text and words and len(cells) == 1 and cells[0][0] == "zero"):
        return False
    if not words[-1][:1].isalpha() or not _DIGIT.search(line.text):
        return False
    inner = inner_cells(line, len(table.counts))[1]
    return len(inner) == len(table.counts) and any(kind != "zero" for kind, _ in inner)


#: A line ending a sentence ("… e registro no CAU."): a requisito's end, never a name the next row's words go on.
_SENTENCE_END = re.compile(r"\S+(?:\s\S+){3,}\.$")


def _below(extractor, line: Line) -> Line | None:
    index = extractor._index.get(line.number)
    return extractor.lines[index + 1] if index is not None and index + 1 < len(extractor.lines) else None


def text_line(extractor, line: Line, table: TableState, words: list[str]) -> TableState | None:
    """A table line with text and no count: a name (or part of one), a heading, or prose that ends the table.

    Under a header with a text column between the name and the counts (requisitos, escolaridade), a
    row runs to the end of its counts however many lines its text takes: the table goes on while
    the row's counts follow before anything that ends a table (`rows.ahead`)."""
    if table.trailing_left:
        table.trailing_left -= 1  # the row's own cells after its counts ("40h" under "Jornada")
        extractor.table_lines.add(line.number)
        return table
    words_count = len(words)
    open_row = table.inner_text and rows.ahead(
        extractor, extractor._index.get(line.number, len(extractor.lines)), len(table.counts)
    )
    if (
        not open_row
        and (words_count >= 12 or (line.text.endswith(".") and words_count >= 7))
        and not name_opening.opens_row(extractor, table, line)
        and not numbered_rows.opens_row(extractor, table, line)  # "08 Brejo Santo Instituto de Formação …"
        and not long_heading.names_group(line)  # "CARGO: TÉCNICO … – Sedes de Varas do Trabalho" over its rows
        and not name_start.level_heading(line)  # "NÍVEL MÉDIO – vencimento R$ 2.551,44 – carga horária 40h semanais"
        and not name_under_cells.goes_on_row(extractor, table, line)  # the row above's requisitos going on
    ):
        flush(extractor, table, by_text=True)
        return None  # prose: the table is over
    if group_headings.names_group(extractor, table, line):
        return table  # "SECRETARIA MUNICIPAL DE SAÚDE" over "03 Médico 10 1 2 13": the rows' lotação
    if code_rows.takes(extractor, table, line):
        return table  # the row above's text cells going on: the next row opens with its own code
    if (
        not name_wrap.continues_name(table, line)
        and not (open_row and code_line.inside_row(extractor, table, line))
        and not stream_names.goes_on(table, line)  # "Técnico de Laboratório –" / "Área: Química"
        and extractor.heading(line)
    ):
        flush_cells(extractor, table)
        table.pending, table.last_name = [], None
        extractor.table_lines.add(line.number)
        return table
    if table.cells:
        flush_cells(extractor, table)
    table.pending.append(line)
    if len(table.pending) > 8 and not open_row:
        table.pending.pop(0)
    table.idle = 0 if open_row else table.idle + 1
    if table.idle > 8:
        flush(extractor, table)
        return None
    return table


def row_text(extractor, line: Line, table: TableState, words: list[str], cells: list[tuple[str, int]]) -> bool:
    """The text before a row's counts, kept as (part of) its name; True when the row is a Total row."""
    text = " ".join(words)
    if table.cells:
        flush_cells(extractor, table)
    folded = letters_joined(fold(text))  # "T O T A L 3 2 2 7"
    if "tota" in folded and (TOTAL_ROW.match(fold(clean_name(text))) or TOTAL_ROW.match(folded)):
        name_wrap.orphans(extractor, table, table.pending)
        table.pending, table.last_name = [], None
        table.idle = 0
        if len(cells) >= len(table.counts) and not table.not_vacancies:
            label = fold(clean_name(text))
            total_row(extractor, table, read_row(table.counts, cells).values, line.number, label=label)
            if misread := misread_cells(cells, [line.number] * len(cells), []):
                # a Total row read from letters ("lO6") proves no row: the sum it holds is the reader's guess
                extractor.table_doubts.setdefault(table.id, f"o total da linha {line.number} tem {misread}")
        extractor.table_lines.add(line.number)
        return True
    if (
        table.pending
        and not table.open_below
        and rows.may_end_line_above(words, table.leading_ignored)
        and table.pending[-1].number == extractor.previous_number(line)
        and not CONTINUES.search(table.pending[-1].folded)
        and not _SENTENCE_END.search(table.pending[-1].text)
        and not rows.row_of_its_own(table.pending[-1].text)  # "… (por disciplina): 30h 4.580,57": a heading row
        and not name_start.never_starts_name(table.pending[-1])
        and not _group_over(extractor, table, line, text)
    ):
        name_wrap.joined_below(extractor, table)
        # "Analista do Seguro Social – Serviço" / "Social 16 2 6 1 - 25": one or two words before the
        # counts continue the text line just above
        joined = table.pending[-1].text + " " + text
        table.pending[-1] = Line(table.pending[-1].number, joined, fold(joined))
    else:
        table.pending.append(Line(line.number, text, folded))
    return False


def _group_over(extractor, table: TableState, line: Line, text: str) -> bool:
    """The pending line above a row's words has a group heading's shape ("Campus Sul" / "Enfermeiro 8 2 3
    13"): kept apart from the name, the table in doubt (`group_headings`)."""
    if table.names > 1 or not group_headings.group_shaped(extractor, table, table.pending[-1], text):
        return False  # a place column beside the name: "Sede – Vila" / "Serena 1 4" is its cell wrapped
    group_headings.doubt(extractor, table, table.pending[-1], line.number)
    return True


def pair_cells(extractor, line: Line, table: TableState) -> Line:
    """A row under a header cell of two roles ("PcD/Negros") with its "0/1" cells split; a row of counts
    with no such cell leaves the table uncertain: which count is which role is not shown."""
    split, found = split_pairs(line)
    if not found and split_cells(line)[1]:
        extractor.table_doubts.setdefault(
            table.id, "coluna de dois papéis (“PcD/Negros”) com linha sem célula “a/b”: papéis das contagens incertos"
        )
    return split
