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

The pass's stages, a module each: `table_open` (a table opened under a header, or continued past a
page break), `row_lines` (each line of a table: cells, name lines, a Total row, the table's end),
`row_close` (a row closed once its counts are in: named, read, made a position); `table_state` holds
what a table being read carries from line to line.

Everything is a single pass over the lines; no regex with nested repetition sees a line longer
than text.MAX_LINE.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.line_index import LineIndex
from cotacheck.linter.read.line_set import LineSet
from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import (
    bar_line,
    cargo_reserve,
    code_column,
    decide,
    field_bars,
    header_pair,
    header_wrap,
    label_tails,
    long_heading,
    name_start,
    named_reserves,
    nomination_order,
    places,
    places_rotated,
    places_stacked,
    reserve_after,
    reserve_list,
    reserve_table,
    reserved_marks,
    restated,
    row_close,
    row_lines,
    rows,
    sentence_tail,
    stacked_header,
    stream_names,
    summary_rows,
    table_cargo,
    table_info,
    table_open,
    vacancy_title,
)
from cotacheck.linter.tables.cells import COUNT_TOKEN, misread_note
from cotacheck.linter.tables.given_roles import all_given_used, roles_beyond_cells
from cotacheck.linter.tables.header import (  # noqa: F401 (also the tests' names)
    COUNT_TOKENS,
    Column,
    build_columns,
    header_columns,
    header_tokens,
    is_table_header,
    resolve_columns,
)
from cotacheck.linter.tables.legend import Legend
from cotacheck.linter.tables.names import (
    CARGO_HEADING,
    SLICE_HEADING,
    SLICE_HEADING_DE,
    clean_name,
    common_parents,
    heading_word,
    split_parent,  # noqa: F401 (the tests' name)
    strip_figures,
)
from cotacheck.linter.tables.position import APART_KINDS, RACIAL_KINDS, Position, make, table_row  # noqa: F401
from cotacheck.linter.tables.prose import GROUP_KINDS, SECTION, ProseReader, kv_line, read_statement  # noqa: F401
from cotacheck.linter.tables.prose_items import item_of
from cotacheck.linter.tables.table_state import TableState

#: A letter (or a numeric character other than a digit): what a line outside a table needs to say anything.
_LETTER = re.compile(r"[^\W\d_]")

# --- the extractor -----------------------------------------------------------------------------------


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
        self.goes_on_cache: dict[int, bool] = {}  # `may_go_on` for the lines ahead of the one being read
        self.notes: list[dict] = []  # what the reader set aside, for CQ305
        self.blocks_read: set[int] = set()  # lines of a quadro in column blocks, read or set aside (column_blocks)
        self.unnamed: list[int] = []  # lines of prose statements whose cargo could not be named
        self.misread: list = []  # (line, cell) of count cells with a letter for a digit
        self.title_context: tuple[str, int] | None = None
        self.marked_headings: set[int] = getattr(lines, "marked_headings", set())  # Markdown headings (marks.py)
        self.vacancy_titles = vacancy_title.titles(self.lines)  # indexes of "QUADRO DE VAGAS" lines
        self.tables = 0
        self.legend = Legend(self.lines)
        self.places = places.headers(self.lines)  # places as columns: header line → its tokens
        self.stacked_places = places_stacked.headers(self.lines, self.places)  # over several lines
        self.rotated_places = places_rotated.headers(self.lines)  # a label a line
        self.grouped = decide.groups_law_cited(self.lines)
        self.interned: dict = {}  # each cargo's name, and each set of figures by group, once (shared by its rows)
        self.table_doubts: dict[int, str] = {}  # table id → why no row of it can be confirmed
        self.unpaired: set[int] = set()  # header lines whose labels wrapped side by side pair unproven
        self.given_tables: list[TableState] = []  # the tables read under roles the reader gave
        self.parts_of: dict[int, tuple] = {}  # table id → (header, the cargo its rows are parts of or ""): table_cargo
        self.headers_read: dict[tuple, list[Column]] = {}  # a header's lines' kinds → its columns (`columns`)

    def header_kinds(self, line: Line) -> list[str] | None:
        """The header labels of a line, the edital's own abbreviations read as the roles they stand for."""
        if ":" in line.text and item_of(line):
            return None  # "3.1. Técnico: reserva para negros: 3; vagas: 11": a cargo's labelled figures (prose_items)
        if ":" in line.folded and kv_line(line.folded):
            return None  # "Reserva para negros: –", "Reserva para PcD: não há": a key-value line (prose)
        kinds = self.places.get(line.number) or header_tokens(line.folded)
        expanded = self.legend.expand(line.folded)
        if expanded != line.folded:
            wider = header_tokens(expanded)
            if wider is not None and (kinds is not None or self.legend.names_header(line.folded, wider)):
                return wider
        return kinds

    # headings
    def heading(self, line: Line) -> bool:
        if len(line.text) > 400 or not heading_word(line.folded):
            return False
        f = line.plain
        m = CARGO_HEADING.match(f)
        if m:
            name = clean_name(line.text[m.start(1) :]) if len(line.text) == len(f) else clean_name(m.group(1))
            name = strip_figures(field_bars.cargo_field(name))
            if name and long_heading.name_words(name) <= long_heading.CARGO_WORDS:
                self.cargo_context = (name, line.number)
                self.slice_context = None
                return True
        m = SLICE_HEADING.match(f) or SLICE_HEADING_DE.match(f)
        if m and m.re is SLICE_HEADING_DE and self._ends_sentence(line):
            return False  # "…distribuídas por" / "unidade de lotação, conforme a Cláusula Segunda.": prose
        if m:
            name = clean_name(line.text[m.start(2) :]) if len(line.text) == len(f) else clean_name(m.group(2))
            name = strip_figures(field_bars.cargo_field(name))
            if name and len(name.split()) <= long_heading.SLICE_WORDS:
                self.slice_context = (name, line.number)
                return True
        return False

    def joined_header(self, i: int, kinds: list[str] | None, may_start: bool):
        """The header line at `i` with the lines its labels wrapped onto: side by side (`header_pair`),
        a cell a few lines (`header_wrap.join`), or mid-label; None when no label wraps there."""
        lines = self.lines
        if i in self.vacancy_titles and vacancy_title.over_header(lines, i, self.header_kinds):
            return None  # "QUADRO DE VAGAS" over "CARGO Total Negros PcD": the title, no piece of the header
        if self.rotated_places and lines[i].number in self.rotated_places:
            return self.rotated_places[lines[i].number]  # its header again after a page break, too
        if self.stacked_places and may_start:
            stacked = places_stacked.join(self, i)
            if stacked is not None:
                return stacked
        joined = header_pair.pair(lines, i, self.header_kinds, self.unpaired) if kinds else None
        joined = joined or (label_tails.join(lines, i, self.header_kinds, self.unpaired) if kinds else None)
        joined = joined or (header_wrap.join(lines, i, self.header_kinds) if may_start or kinds else None)
        joined = joined or (header_wrap.join_mid_label(lines, i, self.header_kinds) if kinds else None)
        if joined and any(":" in x.folded and kv_line(x.folded) for x in lines[i : i + joined[2]]):
            return None  # "Reservadas a negros: –" / "Reservadas a PcD: –": key-value lines, no header's pieces
        return joined

    def line_kinds(self, i: int, header_buffer: list) -> list[str] | None:
        """The header labels of line `i`, if it may be a header's line."""
        line = self.lines[i]
        if line.number in self.statement_lines and not header_buffer:
            return None  # "deficiência, para o cargo de X. Escolaridade: …": the rest of a prose statement
        if not header_buffer and i and line.text.endswith(":") and sentence_tail.goes_on(lines_above=self.lines, i=i):
            return None  # "(PcD), vencimento, jornada e requisitos:": the end of the sentence above the table
        if not header_buffer and sentence_tail.amid(self.lines, i):
            return None  # "pessoas negras e às pessoas quilombolas, … são os do quadro a": a paragraph's line
        if header_buffer and header_buffer[-1][0].number in self.rotated_places and name_start.level_heading(line):
            return None  # "Nível E" under a rotated header of places: the rows' level, no label
        if (
            not header_buffer
            and i in self.vacancy_titles
            and vacancy_title.over_header(self.lines, i, self.header_kinds)
        ):
            return None  # "QUADRO DE VAGAS" right above its own header: the table's title
        kinds = (
            self.header_kinds(line)
            # (a count cell is no header's line: `parse_count`'s pattern alone, asked of every line)
            if COUNT_TOKEN.match(line.folded) is None or (header_buffer and self.legend.amid_header(line.folded))
            else None
        )
        if kinds:
            return kinds
        # `unknown_cell`: a cell amid a header's lines only (a call saved on every other line)
        return header_wrap.unknown_cell(self.lines, i, True, self.header_kinds) if header_buffer else None

    def run(self) -> list:
        table: TableState | None = None
        header_buffer: list[tuple[Line, list[str]]] = []
        i = 0
        lines = self.lines
        while i < len(lines):
            line = lines[i]
            if header_buffer and rows.FOOTNOTE_MARK.match(line.folded):
                i += 1  # "(b)" on a line of its own among the header's labels: a mark, not the header's end
                continue
            # "CR" alone is a cell of a row, unless it comes amid a header's lines (a group label)
            kinds = self.line_kinds(i, header_buffer)
            if (
                kinds is not None
                and table is not None
                and (table.pending or len(table.cells) > table.cells_apart)  # a page's number alone is no row
                and all(k in ("total", "name") for k in kinds)
                and len(kinds) <= 2
                and not header_buffer
            ):
                kinds = None  # "TOTAL" before a Total row's cells, "Brasília" after a row's name: not a new header
            may_start = table is None or bool(header_buffer)
            rotated = line.number in self.rotated_places  # a rotated header of places, again after a page break too
            joined = self.joined_header(i, kinds, may_start) if kinds or may_start or rotated else None
            if joined is not None or kinds is not None:
                line, kinds, taken = joined or (line, kinds, 1)
                if header_buffer and _whole_pipe_header(line, kinds, header_buffer):
                    for h, _ in header_buffer:  # "Vagas Campus Maceió" above "| Área | Total | AC |": a title
                        table = self.line(h, table)
                    header_buffer = []
                header_buffer.append((line, kinds))
                i += taken
                continue
            if header_buffer:
                # Lines naming only the row's text columns ("UF MACRO MICRO") come first, wherever they were
                # printed beside a group label line
                ordered = stacked_header.header_order(header_buffer)
                merged = code_column.with_name(self.columns([ks for _, ks in ordered]), header_buffer)
                if table is not None and rows.repeated_after_break(self, table, merged, header_buffer):
                    header_buffer = table_open.continue_table(self, table, header_buffer, i)
                elif is_table_header(merged):
                    if table is not None:
                        row_close.flush(self, table)
                    table = table_open.open_table(self, merged, header_buffer, i)
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
            row_close.flush(self, table)
        roles_beyond_cells(self.given_tables, self.table_doubts)
        decide.confirm_tables(self.positions, self.table_doubts, self.lines, self.table_lines, self.furniture)
        decide.doubt_misread(self.positions)
        return self.positions

    def line(self, line: Line, table: TableState | None) -> TableState | None:
        if table is not None and ":" in line.text and item_of(line) and not stream_names.goes_on(table, line):
            row_close.flush(self, table)  # a numbered item of a cargo's labelled figures is prose, never a row
            table = None
        if table is not None:
            table = row_lines.table_line(self, line, table)
            if table is not None:
                return table
        if _LETTER.search(line.text) is None and _LETTER.search(line.folded) is None:
            return None  # "-", "***", "12 3": a section, a heading, a title and a statement are all words
        if SECTION.match(line.text) and sum(c.isupper() for c in line.text) > sum(c.islower() for c in line.text):
            self.cargo_context = self.slice_context = self.title_context = None  # "3. DAS INSCRIÇÕES": a new section
            return None
        if not self.heading(line):
            self.title(line)
        if "|" in line.text and bar_line.read_line(self, line):
            return None  # "Cargo : Jornalista | vg 2 | neg. 0 | pcd 0 | AC 2": a cargo's cells on one line
        self.prose_line(line)  # also on a heading line: "Cargo: Analista. Vagas: 12, sendo 2 para negros."
        return None

    def columns(self, kinds: list[list[str]]) -> list[Column]:
        """`build_columns` of a header's lines' kinds, read once for each header (a header repeated table
        after table, page after page, is read again only as a key; its columns are frozen, the list a copy)."""
        key = tuple(map(tuple, kinds))
        held = self.headers_read.get(key)
        if held is None:
            held = self.headers_read[key] = build_columns(kinds)
        return list(held)

    def flush_cells(self, table: TableState) -> None:
        """The row gathered so far closed (`row_close.flush_cells`), for the stages that read ahead."""
        row_close.flush_cells(self, table)

    def add_row(self, table: TableState, row, row_read: tuple, at: int | None = None) -> None:
        """A row's position added or put back (`row_close.add_row`), for rows read again."""
        row_close.add_row(self, table, row, row_read, at)

    def rename(self, table: TableState, row) -> None:
        """A row's name made again with its tail (`row_close.rename`), for `name_wrap`."""
        row_close.rename(self, table, row)

    def make_position(self, name: str, line: int, values: dict[str, tuple[str, int]], source: str) -> Position:
        """A position under the headings above it (`position.make`)."""
        return make(self, name, line, values, source)

    def previous_number(self, line: Line) -> int | None:
        """The number of the kept line before `line` (page furniture in between is skipped)."""
        index = self._index.get(line.number)
        return self.lines[index - 1].number if index else None

    def _ends_sentence(self, line: Line) -> bool:
        """`line` ends the sentence the line above it leaves open (`sentence_tail.goes_on`): the rest of a
        paragraph, never a heading, though it reads "unidade de lotação, …" as "Unidade de Lotação X" does."""
        index = self._index.get(line.number)
        return bool(index) and sentence_tail.goes_on(lines_above=self.lines, i=index)

    @property
    def _index(self) -> LineIndex:
        if not hasattr(self, "_index_cache"):
            self._index_cache = LineIndex(self.lines)
        return self._index_cache


def extract(
    lines: list[Line], skip: set[int], roles: dict[int, list[str]] | None = None, text: str = ""
) -> tuple[list, set[int]]:
    """The cargos read and the tables' lines; `roles`: the reader's count-column roles by header line (given_roles);
    `text`: the text the lines were split from."""
    extractor = Extractor(lines, skip, dict(roles or {}))
    positions = extractor.run()
    reserved_marks.apply(extractor.lines, positions, extractor.table_info)  # "1*" over "* vaga reservada a negros"
    all_given_used(extractor.given_roles, [t["line"] for t in extractor.table_info])
    common_parents(positions)
    table_cargo.unnamed_parts(positions, extractor.parts_of)
    restated.drop_restated(positions)  # a cargo's vacancies by place, then by modalidade: one reading
    extractor.notes += summary_rows.drop_summaries(
        extractor.lines, positions, text
    )  # a summary sheet restating the totals above
    cargo_reserve.drop_repeated_tables(extractor.lines, positions)
    cargo_reserve.attach(extractor.lines, positions, extractor.make_position)
    reserve_after.attach(extractor.lines, positions)  # "Das vagas acima, 2 são reservadas … no cargo S01"
    reserve_table.attach(extractor.lines, positions)
    positions = named_reserves.attach(extractor.lines, positions)  # "1 vaga para o emprego de Enfermeiro; …"
    positions = reserve_list.attach(
        extractor.lines, positions
    )  # "as vagas … assim distribuídas:" / "1. X: 1 vaga reservada;"
    nomination_order.attach(
        extractor.lines, positions
    )  # "a 3ª, a 8ª e a 13ª vagas": the negros' seats  # "CARGO | VAGAS RESERVADAS" later: each cargo its reserve
    if hasattr(lines, "omitted"):  # split_lines' record of what was read with a doubt, and the tables
        lines.tables = table_info.finish(extractor.table_info, positions, extractor.table_doubts)
        lines.omitted.extend(extractor.notes + extractor.unnamed_notes() + misread_note(extractor.misread))
    return positions, extractor.table_lines


def _whole_pipe_header(line: Line, kinds: list[str], buffer: list) -> bool:
    """A pipe table's header line that is a header by itself after lines of plain text ("Vagas Campus
    Maceió" above "| Área | Total | AC | PcD |"): those lines are a title, no label of its columns."""
    return (
        line.text.lstrip().startswith("|")
        and not any(h.text.lstrip().startswith("|") for h, _ in buffer)
        and is_table_header(build_columns(kinds))
    )
