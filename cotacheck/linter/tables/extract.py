"""Cargos and their vacancies, from vacancy tables (flattened or one cell per line) and from prose.

A table starts at a header naming at least two count columns ("Cargo AC PcD Negros Total", one
header cell per line, or two levels: "Vagas imediatas | Cadastro reserva" over the roles), read into
columns by `header` (the edital's own abbreviations by `legend`). Each row is a run of text (the
cargo, its especialidade or locality; `names`) followed by count cells (`cells`); `arithmetic`
assigns them to the columns so that the row adds up, and `decide` says, once the table is read,
whether its reading is proven and which reserves are the one for negros. Rows may be broken across
lines or come one cell per line under several name columns (Cargo | Perfil | Localidade, the row's
empty name cells taken from the row above); page headers and footers have been dropped before. A
reserve stated once for the whole cargo is attached by `cargo_reserve`; prose statements are read
by `prose`.

Everything is a single pass over the lines; no regex with nested repetition sees a line longer
than text.MAX_LINE.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cotacheck.linter.read.line_set import LineSet
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import (
    cargo_reserve,
    code_column,
    column_blocks,
    decide,
    header_wrap,
    places,
    rows,
    stacked_header,
    table_cargo,
    table_info,
    title_cargo,
    total_place,
)
from cotacheck.linter.tables.arithmetic import read_row, read_table_row
from cotacheck.linter.tables.cells import (
    inner_cells,
    misread_cells,
    misread_note,
    parse_count,
    split_cells,
)
from cotacheck.linter.tables.given_roles import all_given_used, given_columns, roles_beyond_cells
from cotacheck.linter.tables.header import (  # noqa: F401 (also the tests' names)
    COUNT_TOKENS,
    Column,
    build_columns,
    header_columns,
    header_tokens,
    is_table_header,
    resolve_columns,
)
from cotacheck.linter.tables.header import count_columns as header_counts
from cotacheck.linter.tables.legend import Legend
from cotacheck.linter.tables.names import (
    CARGO_HEADING,
    CONTINUES,
    CR_TITLE,
    HEADING_WORD,
    LETTERS,
    PAGE_MARKER,
    SLICE_HEADING,
    SLICE_HEADING_DE,
    TOTAL_ROW,
    cargo_title,
    clean_name,
    common_parents,
    hierarchical_name,
    leading_ignored,
    name_lines_of,
    place_columns,
    place_header,
    split_parent,  # noqa: F401 (the tests' name)
    strip_figures,
    under_cargo,
)
from cotacheck.linter.tables.not_counts import never_a_row
from cotacheck.linter.tables.position import APART_KINDS, RACIAL_KINDS, Position, make, table_row  # noqa: F401
from cotacheck.linter.tables.prose import GROUP_KINDS, SECTION, ProseReader, read_statement  # noqa: F401
from cotacheck.linter.tables.spaced import joined as letters_joined
from cotacheck.linter.tables.stage import not_vacancies as later_stage
from cotacheck.linter.tables.table_end import statement_begins

_SPLIT_COLUMN = re.compile(
    r"especialidade|\barea|lotac|municipio|cidade|localidade|\bpolo|regional|regiao|comarca|unidade|disciplina|componente"
)


# --- the extractor -----------------------------------------------------------------------------------


@dataclass
class _Table:
    columns: list[Column]  # all columns (name/ignore/count)
    counts: list[Column]  # count columns in order
    leading_ignored: int  # code columns before the name
    id: int = 0
    split_columns: bool = False
    trailing_text: bool = False  # text columns after the counts ("FUNÇÃO | VAGAS | REQUISITO")
    schooling: bool = False  # the header has a schooling/level column: "Superior" in a row is that cell
    pending: list[Line] = field(default_factory=list)
    cells: list[tuple[str, int]] = field(default_factory=list)
    cell_lines: list[int] = field(default_factory=list)
    idle: int = 0
    names: int = 1  # name columns (Cargo | Perfil | Localidade)
    carry: list[str] = field(default_factory=list)  # the row above's name cells, for rows that leave some empty
    cells_apart: bool = False  # the row's cells came on lines of their own (one cell per line)
    not_vacancies: bool = False  # a table of calls or appointments: its rows are read and dropped
    one_per_line: bool = False  # a row of this table came one cell per line
    cr_table: bool = False  # the table lists cadastro de reserva only
    title: str = ""  # the line above the header ("TABELA 01 - QUANTITATIVO DE VAGAS")
    unknown: list[str] = field(default_factory=list)  # header abbreviations neither vocabulary nor legend explains
    since_total: int = 0  # index in positions of the first row after the last Total row
    leading_total: tuple | None = None  # a Total row above every row: (its values, its line), checked below them
    cargo: str = ""  # the cargo title above a table of places ("ARQUITETO" over "MACROPOLO POLO")
    places: bool = False  # the table's name columns are places
    parts_of: str = ""  # the cargo whose parts the rows are (ênfases, especialidades, places): table_cargo
    given: int | None = None  # the header line the reader gave the count columns' roles for
    widest: int = 0  # most count cells a row of it had (given roles beyond it fit no row: given_roles)
    inner_text: bool = False  # a text column between the name and the counts (requisitos): rows.inner_text
    trailing_left: int = 0  # text cells of the row just read still to come after its counts (one per line)
    total_settled: bool = False  # a full row has shown where the total stands (`settle_total`)
    header_text: str = ""  # the header's words, folded: a page break repeats them (rows.repeated_after_break)
    last_row_line: int = 0  # the last line of the last row read
    written_order: list[str] = field(default_factory=list)  # the header's count roles as written
    unsettled: list = field(default_factory=list)  # rows read before it did: (index in positions, row read)
    coded: list | None = None  # one count column beside codes: where each number of a row goes (code_column)


class Extractor(ProseReader):
    """One pass over the lines: tables (their headers, rows, Total rows) and prose statements."""

    def __init__(self, lines: list[Line], skip: set[int], roles: dict[int, list[str]] | None = None):
        self.lines = [line for line in lines if line.number not in skip and line.text]
        self.furniture = skip  # the page furniture dropped: where a page broke
        self.given_roles = roles or {}  # header line → its count columns' roles, given by the reader
        self.table_info: list[dict] = []  # each table as read (table_info.py)
        self.positions: list = []
        self.cargo_context: tuple[str, int] | None = None
        self.slice_context: tuple[str, int] | None = None
        self.table_lines = LineSet()  # every line read as part of a table
        self.statement_names: dict[str, tuple] = {}  # cargo → its first prose statement (position, figures)
        self.statement_lines: set[int] = set()  # lines of prose statements read
        self.wraps_cache: dict[tuple, bool] = {}  # `wraps_onto` for the lines around the one being read
        self.notes: list[dict] = []  # what the reader set aside, for CQ305
        self.blocks_read: set[int] = set()  # lines of a quadro in column blocks, read or set aside (column_blocks)
        self.unnamed: list[int] = []  # lines of prose statements whose cargo could not be named
        self.misread: list = []  # (line, cell) of count cells with a letter for a digit
        self.title_context: tuple[str, int] | None = None
        self.tables = 0
        self.legend = Legend(self.lines)
        self.places = places.headers(self.lines)  # places as columns: header line → its tokens
        self.grouped = decide.groups_law_cited(self.lines)
        self.interned: dict = {}  # each cargo's name, and each set of figures by group, once (shared by its rows)
        self.table_doubts: dict[int, str] = {}  # table id → why no row of it can be confirmed
        self.given_tables: list[_Table] = []  # the tables read under roles the reader gave
        self.parts_of: dict[int, tuple] = {}  # table id → (header, the cargo its rows are parts of or ""): table_cargo

    def header_kinds(self, line: Line) -> list[str] | None:
        """The header labels of a line, the edital's own abbreviations read as the roles they stand for."""
        kinds = self.places.get(line.number) or header_tokens(line.folded)
        expanded = self.legend.expand(line.folded)
        if expanded != line.folded:
            wider = header_tokens(expanded)
            if wider is not None and (kinds is not None or self.legend.names_header(line.folded, wider)):
                return wider
        return kinds

    # headings
    def heading(self, line: Line) -> bool:
        if len(line.text) > 400 or not HEADING_WORD.search(line.folded):
            return False
        f = line.plain
        m = CARGO_HEADING.match(f)
        if m:
            name = clean_name(line.text[m.start(1) :]) if len(line.text) == len(f) else clean_name(m.group(1))
            name = strip_figures(name)
            if name and len(name.split()) <= 14:
                self.cargo_context = (name, line.number)
                self.slice_context = None
                return True
        m = SLICE_HEADING.match(f) or SLICE_HEADING_DE.match(f)
        if m:
            name = clean_name(line.text[m.start(2) :]) if len(line.text) == len(f) else clean_name(m.group(2))
            name = strip_figures(name)
            if name and len(name.split()) <= 10:
                self.slice_context = (name, line.number)
                return True
        return False

    def run(self) -> list:
        table: _Table | None = None
        header_buffer: list[tuple[Line, list[str]]] = []
        i = 0
        lines = self.lines
        while i < len(lines):
            line = lines[i]
            if header_buffer and rows.FOOTNOTE_MARK.match(line.folded):
                i += 1  # "(b)" on a line of its own among the header's labels: a mark, not the header's end
                continue
            # "CR" alone is a cell of a row, unless it comes amid a header's lines (a group label)
            kinds = (
                self.header_kinds(line)
                if parse_count(line.folded) is None or (header_buffer and self.legend.amid_header(line.folded))
                else None
            ) or header_wrap.unknown_cell(lines, i, bool(header_buffer), self.header_kinds)
            if (
                kinds is not None
                and table is not None
                and (table.cells or table.pending)
                and all(k in ("total", "name") for k in kinds)
                and len(kinds) <= 2
                and not header_buffer
            ):
                kinds = None  # "TOTAL" before a Total row's cells, "Brasília" after a row's name: not a new header
            joined = header_wrap.join(lines, i, self.header_kinds) if table is None or kinds or header_buffer else None
            joined = joined or (header_wrap.join_mid_label(lines, i, self.header_kinds) if kinds else None)
            if joined is not None or kinds is not None:
                line, kinds, taken = joined or (line, kinds, 1)
                header_buffer.append((line, kinds))
                i += taken
                continue
            if header_buffer:
                # Lines naming only the row's text columns ("UF MACRO MICRO") come first, wherever they were
                # printed beside a group label line
                ordered = stacked_header.header_order(header_buffer)
                merged = code_column.with_name(build_columns([ks for _, ks in ordered]), header_buffer)
                if table is not None and rows.repeated_after_break(self, table, merged, header_buffer):
                    header_buffer = self.continue_table(table, header_buffer, i)
                elif is_table_header(merged):
                    if table is not None:
                        self.flush(table)
                    table = self.open_table(merged, header_buffer, i)
                    header_buffer = []
                else:
                    replay = [h for h, _ in header_buffer]
                    header_buffer = []
                    for h in replay:
                        table = self.line(h, table)
            table = self.line(line, table)
            i += 1
        for h, _ in header_buffer:
            table = self.line(h, table)
        if table is not None:
            self.flush(table)
        roles_beyond_cells(self.given_tables, self.table_doubts)
        decide.confirm_tables(self.positions, self.table_doubts, self.lines, self.table_lines, self.furniture)
        decide.doubt_misread(self.positions)
        return self.positions

    def continue_table(self, table: _Table, header_buffer: list, i: int) -> list:
        """The table goes on past a page break under its repeated header (`rows.repeated_after_break`)."""
        self.flush_cells(table)
        table.pending = []  # the page's running head or foot
        self.table_lines.update(h.number for h, _ in header_buffer)
        column_blocks.read(self, table, i)
        return []

    def open_table(self, merged: list[Column], header_buffer: list[tuple[Line, list[str]]], i: int) -> _Table:
        """A new table under the header read from `header_buffer` (ending before line index `i`)."""
        lines = self.lines
        self.tables += 1
        merged, given = given_columns(merged, self.given_roles, [h.number for h, _ in header_buffer])
        last_count = max(n for n, c in enumerate(merged) if c.is_count)
        header_text = " ".join(h.folded for h, _ in header_buffer)
        table = _Table(
            merged,
            header_counts(merged),
            leading_ignored([c.kind for c in merged]),
            self.tables,
            _SPLIT_COLUMN.search(header_text) is not None,
            re.search(r"escolaridade|nivel|requisito", header_text) is not None,
        )
        table.names = max(1, sum(1 for c in merged if c.kind == "name"))
        table.given, self.given_tables = given, self.given_tables + ([table] if given is not None else [])
        table.inner_text = rows.inner_text(merged)
        # "Total de convocados", "Número de convocações": calls to a later stage, not vacancies
        table.not_vacancies = any("notvac" in ks for _, ks in header_buffer)
        table.trailing_text = last_count < len(merged) - 1
        first = header_buffer[0][0].number
        if self.cargo_context and first - self.cargo_context[1] > 6:
            self.cargo_context = None
        if self.slice_context and first - self.slice_context[1] > 6:
            self.slice_context = None
        self.table_lines.update(h.number for h, _ in header_buffer)
        before = self._index[first] - 1  # the header's lines may have been joined (`header_wrap`)
        while before > 0 and not LETTERS.search(lines[before].folded) and first - lines[before].number <= 4:
            before -= 1  # "." lines of a web copy between the title and the header
        title = lines[before].folded if before >= 0 and first - lines[before].number <= 4 else ""
        # "Das vagas para formação de cadastro reserva:" above the table: every row is cadastro de reserva
        table.cr_table = (
            bool(CR_TITLE.search(title)) and "imediat" not in title and all(c.group == "imm" for c in table.counts)
        )
        table.title = lines[before].text.strip(" .:") if title and len(title) <= 120 else ""
        table.not_vacancies = table.not_vacancies or later_stage(lines, self._index[first])
        table.cargo = "" if self.cargo_context else cargo_title(lines, before, first)
        table.places = (before >= 0 and place_columns(lines[before].folded)) or place_header(header_text)
        table.parts_of = table_cargo.of_parts(
            header_text, table.cargo or self.cargo_context, self.lines, first, self.parts_of
        )
        self.parts_of[table.id] = (header_text, table.parts_of)
        table.written_order = total_place.written_order(header_buffer)
        table.header_text, table.coded = header_text, code_column.slots(merged, header_text)
        table.unknown = [] if given else self.legend.unexplained(header_buffer, places.of(merged))
        if table.unknown:
            self.table_doubts[table.id] = decide.unknown_columns(table.unknown)
        self.table_info.append(table_info.describe(table, [h.number for h, _ in header_buffer], given))
        column_blocks.read(self, table, i)
        return table

    def line(self, line: Line, table: _Table | None) -> _Table | None:
        if table is not None:
            table = self.table_line(line, table)
            if table is not None:
                return table
        if SECTION.match(line.text) and sum(c.isupper() for c in line.text) > sum(c.islower() for c in line.text):
            self.cargo_context = self.slice_context = self.title_context = None  # "3. DAS INSCRIÇÕES": a new section
            return None
        if not self.heading(line):
            self.title(line)
        self.prose_line(line)  # also on a heading line: "Cargo: Analista. Vagas: 12, sendo 2 para negros."
        return None

    def table_line(self, line: Line, table: _Table) -> _Table | None:
        if line.number in self.blocks_read:
            return table  # read with its quadro in column blocks (column_blocks)
        if PAGE_MARKER.match(line.folded):
            return table  # "Texto da página 3:", "Página 4 de 20": page furniture inside a table
        if rows.MARK_ALONE.match(line.folded):
            return table  # "(b)" on a line of its own: a footnote mark of the cell or label above
        index = self._index.get(line.number)
        if index is not None and statement_begins(self.lines, index, self.wraps_onto, len(table.counts)):
            self.flush(table)
            return None  # prose wrapped over lines after the table's last row: read as prose, not as a row
        if never_a_row(line) or rows.ends_table(line):
            self.flush(table)
            return None  # "Goiânia, 10 de outubro de 2025.", "Capítulo 2", "(*) Cargo com menos de 3 vagas: …"
        words, cells, wrapped = self.row_cells(line, table)
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
            return self.text_line(line, table, words)
        if not words and not cells:
            return table
        # A line with count cells (and perhaps the row's text before them).
        if words and self.row_text(line, table, words, cells):
            return table  # a Total row
        if (
            not table.cells
            and not words
            and table.names >= 2
            and len(cells) == 1
            and cells[0][0] == "zero"
            and table.pending
            and table.pending[-1].number == self.previous_number(line)
        ):
            # "-" on its own line right after a name line, under several name columns: an empty name cell
            table.pending.append(Line(line.number, "-", "-"))
            return table
        if not table.cells:
            table.cells_apart = not words
        table.cells.extend(cells)
        table.cell_lines.extend([line.number] * len(cells))
        self.table_lines.add(line.number)
        table.idle = 0
        if len(table.cells) >= len(table.counts) and not wrapped:
            self.flush_cells(table)
        # else: a short row may end on the next line ("Perito … 27 2 10 1 1" / "40"); the next text line flushes it
        return table

    def row_cells(self, line: Line, table: _Table) -> tuple[list[str], list[tuple[str, int]], bool]:
        """A table line's text and count cells under the table's columns, and whether the row's last
        cells wrapped onto the next line."""
        words, cells = split_cells(line)
        if table.coded:
            return (*code_column.cells(self, line, table, words, cells), False)
        wrapped = False
        if len(cells) >= len(table.counts) and words:
            row = read_row(table.counts, cells)
            # A row that does not add up, followed by a line of numbers only: its last cells wrapped there
            following = (
                rows.numbers_follow(self.lines, self._index.get(line.number)) if row.confidence != "confirmed" else []
            )
            wrapped = bool(following) and read_row(table.counts, cells + following).confidence == "confirmed"
            if len(cells) > len(table.counts) and not wrapped:
                # More numbers than count columns: the leading ones are codes of the row ("AC 1 1 9 1 2 12 3 1 1 5")
                words, cells = split_cells(line, len(cells) - row.skipped)
        if words and 0 < len(cells) < len(table.counts):
            words, cells = rows.marked_cells(self, line, table, words, cells)
        if table.trailing_text and words and not cells:
            words, cells = inner_cells(line, len(table.counts))
        if words and cells and len(cells) < len(table.counts) and all(kind == "zero" for kind, _ in cells):
            words, cells = [t for t in line.text.split(" ") if t], []  # "Analista –": a dash ending the text
        return words, cells, wrapped

    def text_line(self, line: Line, table: _Table, words: list[str]) -> _Table | None:
        """A table line with text and no count: a name (or part of one), a heading, or prose that ends the table.

        Under a header with a text column between the name and the counts (requisitos, escolaridade), a
        row runs to the end of its counts however many lines its text takes: the table goes on while
        the row's counts follow before anything that ends a table (`rows.ahead`)."""
        if table.trailing_left:
            table.trailing_left -= 1  # the row's own cells after its counts ("40h" under "Jornada")
            self.table_lines.add(line.number)
            return table
        words_count = len(words)
        open_row = table.inner_text and rows.ahead(
            self, self._index.get(line.number, len(self.lines)), len(table.counts)
        )
        if not open_row and (words_count >= 12 or (line.text.endswith(".") and words_count >= 7)):
            self.flush(table)
            return None  # prose: the table is over
        if self.heading(line):
            self.flush_cells(table)
            table.pending = []
            self.table_lines.add(line.number)
            return table
        if table.cells:
            self.flush_cells(table)
        table.pending.append(line)
        if len(table.pending) > 8 and not open_row:
            table.pending.pop(0)
        table.idle = 0 if open_row else table.idle + 1
        if table.idle > 8:
            self.flush(table)
            return None
        return table

    def row_text(self, line: Line, table: _Table, words: list[str], cells: list[tuple[str, int]]) -> bool:
        """The text before a row's counts, kept as (part of) its name; True when the row is a Total row."""
        text = " ".join(words)
        if table.cells:
            self.flush_cells(table)
        folded = letters_joined(fold(text))  # "T O T A L 3 2 2 7"
        if "tota" in folded and (TOTAL_ROW.match(fold(clean_name(text))) or TOTAL_ROW.match(folded)):
            table.pending = []
            table.idle = 0
            if len(cells) >= len(table.counts) and not table.not_vacancies:
                self.total_row(table, read_row(table.counts, cells).values, line.number)
            self.table_lines.add(line.number)
            return True
        if (
            table.pending
            and rows.may_end_line_above(words, table.leading_ignored)
            and table.pending[-1].number == self.previous_number(line)
            and not CONTINUES.search(table.pending[-1].folded)
        ):
            # "Analista do Seguro Social – Serviço" / "Social 16 2 6 1 - 25": one or two words before the
            # counts continue the text line just above
            joined = table.pending[-1].text + " " + text
            table.pending[-1] = Line(table.pending[-1].number, joined, fold(joined))
        else:
            table.pending.append(Line(line.number, text, folded))
        return False

    def flush(self, table: _Table) -> None:
        """The table is over: its last row read, and its total's place judged (`rows.total_in_doubt`)."""
        self.flush_cells(table)
        if not table.total_settled and total_place.in_doubt(table.counts, table.written_order):
            self.table_doubts.setdefault(table.id, total_place.DOUBT)
        decide.check_leading_total(table, self.positions, self.table_doubts)

    def flush_cells(self, table: _Table) -> None:
        cells = table.cells
        if not cells:
            return
        table.cells, table.widest = [], max(table.widest, len(cells))
        cell_lines = table.cell_lines
        table.cell_lines = []
        pending = table.pending
        table.pending = []
        if table.not_vacancies:
            return
        row = read_table_row(total_place.settle(self, table, cells), cells, table.cells_apart)
        if (
            (table.cells_apart or table.one_per_line)
            and len(cells) < len(table.counts)
            and len(table.counts) >= 3
            and row.confidence != "confirmed"
        ):
            return  # a lone number between one-cell-per-line rows (a page number, "CONCURSO 2024"), not a short row
        if table.cells_apart:
            table.one_per_line = True
            table.trailing_left = rows.trailing_cells(table.columns)
        name_lines, name = self.row_name(table, pending)
        if (
            not name_lines
            and not any(c.kind == "name" for c in table.columns)
            and not any(p.table == table.id for p in self.positions)
        ):
            # A table with no name column (AMPLA CONCORRÊNCIA | NEGROS | PCD | TOTAL): its one row is the
            # cargo of the heading above it, else of the table's title
            found = self.cargo_context or title_cargo.named(self.lines) or ((table.title, 0) if table.title else None)
            if found:
                name_lines, name = [Line(cell_lines[0], found[0], fold(found[0]))], found[0]
        if not name_lines:
            if len(cells) >= len(table.counts):
                self.total_row(table, row.values, cell_lines[0], labelled=False)  # "512 103 131 39 39 824"
            return
        if table.leading_ignored:
            parts = name.split(" ", table.leading_ignored)
            if len(parts) > table.leading_ignored and all(
                re.fullmatch(r"[A-Za-z]?\d{1,6}[A-Za-z]?|[A-Z]", p) for p in parts[: table.leading_ignored]
            ):
                name = parts[-1]
        name = under_cargo(clean_name(name, table.schooling), table.cargo, table.places)
        if not name or TOTAL_ROW.match(fold(name)) or TOTAL_ROW.match(fold(name_lines[-1].text.strip(" |"))):
            self.total_row(table, row.values, cell_lines[0])
            return
        table.last_row_line = cell_lines[-1]
        part = table.parts_of and (self.cargo_context or (table.parts_of,))[0]
        row_read = (name, name_lines, cell_lines, cells, part)
        self.add_row(table, row, row_read)
        if not table.total_settled and len(cells) == len(table.counts):
            table.unsettled.append((len(self.positions) - 1, row_read))

    def row_name(self, table: _Table, pending: list[Line]) -> tuple[list[Line], str]:
        """A row's name lines among its text lines, and the name they make."""
        if not table.names or not any(c.kind == "name" for c in table.columns):
            pending = [x for x in pending if x.text.strip(" .|-–—")]
        if table.cells_apart and table.names >= 2:
            return hierarchical_name(table, pending)
        if table.cells_apart and (table.inner_text or table.leading_ignored):
            name_lines = rows.name_cell(pending, table.leading_ignored, table.inner_text)
        else:
            name_lines = name_lines_of(pending)
        return name_lines, clean_name(" ".join(x.text for x in name_lines), table.schooling) if name_lines else ""

    def add_row(self, table: _Table, row, row_read: tuple, at: int | None = None) -> None:
        """The position of a row read (`row_read`: its name, lines, cells and the cargo it is a part of),
        appended, or put back `at` its place when the row is read again under settled columns."""
        name, name_lines, cell_lines, cells, part = row_read
        position = table_row(self.make_position, table, row, name_lines, cell_lines, name)
        position.misread = misread_cells(cells, cell_lines, self.misread if at is None else [])
        table_cargo.as_part(position, part)
        if at is None:
            self.positions.append(position)
        else:
            self.positions[at] = position

    def total_row(self, table: _Table, values: dict, line: int, labelled: bool = True) -> None:
        """A Total row: when it is the sum of the rows above it, those rows' readings are confirmed. A
        row of numbers with no label is taken for one only when it is that sum."""
        decide.check_leading_total(table, self.positions, self.table_doubts)
        rows = [p for p in self.positions[table.since_total :] if p.table == table.id]
        if not rows:
            if labelled:  # "Total 40 0 40" above the rows: the sum of the rows below it
                table.leading_total, table.since_total = (values, line), len(self.positions)
            return
        holds = decide.total_row_holds(rows, values)
        if holds or labelled:
            table.since_total = len(self.positions)
        if holds:
            decide.confirm_by_total(rows)
        elif labelled:
            self.table_doubts[table.id] = decide.total_row_differs(line)

    def make_position(self, name: str, line: int, values: dict[str, tuple[str, int]], source: str) -> Position:
        """A position under the headings above it (`position.make`)."""
        return make(self, name, line, values, source)

    def previous_number(self, line: Line) -> int | None:
        """The number of the kept line before `line` (page furniture in between is skipped)."""
        index = self._index.get(line.number)
        return self.lines[index - 1].number if index else None

    @property
    def _index(self) -> dict[int, int]:
        if not hasattr(self, "_index_cache"):
            self._index_cache = {line.number: i for i, line in enumerate(self.lines)}
        return self._index_cache


def extract(lines: list[Line], skip: set[int], roles: dict[int, list[str]] | None = None) -> tuple[list, set[int]]:
    """The cargos read and the tables' lines; `roles`: the reader's count-column roles by header line (given_roles)."""
    extractor = Extractor(lines, skip, dict(roles or {}))
    positions = extractor.run()
    all_given_used(extractor.given_roles, [t["line"] for t in extractor.table_info])
    common_parents(positions)
    table_cargo.unnamed_parts(positions, extractor.parts_of)
    cargo_reserve.drop_repeated_tables(extractor.lines, positions)
    cargo_reserve.attach(extractor.lines, positions, extractor.make_position)
    if hasattr(lines, "omitted"):  # split_lines' record of what was read with a doubt, and the tables
        lines.tables = table_info.finish(extractor.table_info, positions, extractor.table_doubts)
        lines.omitted.extend(extractor.notes + extractor.unnamed_notes() + misread_note(extractor.misread))
    return positions, extractor.table_lines
