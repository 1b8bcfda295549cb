"""A table opened under a header read from its lines, or continued past a page break under the same
header repeated: its columns, its title, the cargo it sits under, and what it is a table of."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import (
    code_after_name,
    code_column,
    column_blocks,
    decide,
    header_pair,
    header_rise,
    other_numbers,
    places,
    prefix_total,
    repeated_runs,
    rows,
    table_cargo,
    table_info,
    total_place,
)
from cotacheck.linter.tables.given_roles import given_columns
from cotacheck.linter.tables.header import Column, pair_label
from cotacheck.linter.tables.header import count_columns as header_counts
from cotacheck.linter.tables.names import (
    CR_TITLE,
    LETTERS,
    NO_CARGO,
    cargo_title,
    labels_without_cargo,
    leading_ignored,
    place_columns,
    place_header,
)
from cotacheck.linter.tables.row_close import flush_cells
from cotacheck.linter.tables.table_state import TableState

#: A sentence defining the abbreviation CR, not a title over a table of cadastro only.
_CR_DEFINED = re.compile(r"(?:sigla|legenda)[^.;]{0,20}\bcr\b|\bcr\s?(?:=|indica|significa|corresponde)")

_SPLIT_COLUMN = re.compile(
    r"especialidade|\barea|lotac|municipio|cidade|localidade|\bpolo|regional|regiao|comarca|unidade|disciplina|componente"
)

#: A header label of the jornada's column; without one (on a one-line header), hours are the name's.
_HOURS_LABEL = re.compile(r"jornada|carga|horari|\bch\b|c\.\s?h\b|\bhoras?\b|turno|regime|semana")


#: A schooling/level column after the name's ("Cargo | Nível | Vagas"): a level word ending a row's name is
#: that column's cell (`schooling_cell`); one before the name ("Nível | Emprego") leaves the name alone.
_SCHOOLING_AFTER_NAME = re.compile(
    r"(?:cargo|funcao|emprego|especialidade|denominacao)\b.*\b(?:escolaridade|nivel|requisito)"
)


def _text_before_counts(merged: list[Column]) -> bool:
    """Whether a text column stands between the name's and the first count's: a level cell after the
    counts ("Cargo | Vagas | Escolaridade") is never glued to a name."""
    kinds = [c.kind for c in merged]
    first_count = next((n for n, c in enumerate(merged) if c.is_count), len(merged))
    return "name" in kinds[:first_count] and "ignore" in kinds[kinds.index("name") + 1 : first_count]


def open_table(extractor, merged: list[Column], header_buffer: list[tuple[Line, list[str]]], i: int) -> TableState:
    """A new table under the header read from `header_buffer` (ending before line index `i`)."""
    lines = extractor.lines
    extractor.tables += 1
    merged, given = given_columns(merged, extractor.given_roles, [h.number for h, _ in header_buffer])
    if given is None:  # "Vagas AC PcD PN": "Vagas" the total's column where the rows show it
        merged = prefix_total.with_total(merged, header_buffer, lines, i)
    last_count = max(n for n, c in enumerate(merged) if c.is_count)
    header_text = " ".join(h.folded for h, _ in header_buffer)
    table = TableState(
        merged,
        header_counts(merged),
        leading_ignored([c.kind for c in merged]),
        extractor.tables,
        _SPLIT_COLUMN.search(header_text) is not None,
        schooling=_SCHOOLING_AFTER_NAME.search(header_text) is not None and _text_before_counts(merged),
    )
    table.names = max(1, sum(1 for c in merged if c.kind == "name"))
    table.hours = _HOURS_LABEL.search(header_text) is not None or len(header_buffer) > 1
    table.given, extractor.given_tables = given, extractor.given_tables + ([table] if given is not None else [])
    table.inner_text = rows.inner_text(merged)
    table.code_after = table.inner_text and code_after_name.code_follows_name(header_text)
    # "Total de convocados", "Número de convocações": calls to a later stage, not vacancies
    table.not_vacancies = any("notvac" in ks for _, ks in header_buffer)
    table.trailing_text = last_count < len(merged) - 1
    first = header_buffer[0][0].number
    if extractor.cargo_context and first - extractor.cargo_context[1] > 6:
        extractor.cargo_context = None
    if extractor.slice_context and first - extractor.slice_context[1] > 6:
        extractor.slice_context = None
    # every line of the header, the wrapped pieces joined into one (`header_wrap`, `header_pair`) too
    extractor.table_lines.update(line.number for line in lines[extractor._index[header_buffer[0][0].number] : i])
    before = extractor._index[first] - 1  # the header's lines may have been joined (`header_wrap`)
    while before > 0 and not LETTERS.search(lines[before].folded) and first - lines[before].number <= 4:
        before -= 1  # "." lines of a web copy between the title and the header
    title = lines[before].folded if before >= 0 and first - lines[before].number <= 4 else ""
    table.cr_table = _cadastro_title(title, lines[before].text) and all(c.group == "imm" for c in table.counts)
    table.title = lines[before].text.strip(" .:") if title and len(title) <= 120 else ""
    table.not_vacancies = table.not_vacancies or other_numbers.not_vacancies(lines, extractor._index[first], i - 1)
    table.cargo = "" if extractor.cargo_context else cargo_title(lines, before, first)
    table.places = (before >= 0 and place_columns(lines[before].folded)) or place_header(header_text)
    table.parts_of = table_cargo.of_parts(
        header_text, table.cargo or extractor.cargo_context, extractor.lines, first, extractor.parts_of
    )
    extractor.parts_of[table.id] = (header_text, table.parts_of)
    table.written_order = total_place.written_order(header_buffer)
    table.header_text, table.coded = header_text, code_column.slots(merged, header_text)
    table.header_line = first
    table.pair_cells = pair_label(header_text)
    if table.coded and not table.parts_of:
        table.parts_of = table_cargo.of_places(header_text, extractor.cargo_context, extractor.lines)
        extractor.parts_of[table.id] = (header_text, table.parts_of)
    table.unknown = [] if given else extractor.legend.unexplained(header_buffer, places.of(merged))
    _header_doubts(extractor, table, header_buffer)
    extractor.table_info.append(table_info.describe(table, [h.number for h, _ in header_buffer], given))
    column_blocks.read(extractor, table, i)
    return table


def _header_doubts(extractor, table: TableState, header_buffer: list) -> None:
    """What the header alone leaves unproven: columns no legend explains, labels whose pairing the rows do
    not prove, a role of the sums given to two columns."""
    if table.unknown:
        extractor.table_doubts[table.id] = decide.unknown_columns(table.unknown)
    first = table.header_line
    if not table.cargo and not extractor.cargo_context:
        if labels_without_cargo(extractor.lines, extractor._index[first] - 1, first, table.header_text):
            extractor.table_doubts.setdefault(table.id, NO_CARGO)
    if extractor.unpaired.intersection(h.number for h, _ in header_buffer):
        extractor.table_doubts.setdefault(table.id, header_pair.DOUBT)
    if header_rise.risen(header_buffer):
        extractor.table_doubts.setdefault(table.id, header_rise.DOUBT)
    if twice := decide.role_twice(table.counts):
        extractor.table_doubts.setdefault(table.id, twice)
    if runs := repeated_runs.doubt(table.counts):
        extractor.table_doubts.setdefault(table.id, runs)


def continue_table(extractor, table: TableState, header_buffer: list, i: int) -> list:
    """The table goes on past a page break under its repeated header (`rows.repeated_after_break`)."""
    flush_cells(extractor, table)
    table.pending = []  # the page's running head or foot
    table.repeated_at = header_buffer[-1][0].number
    extractor.table_lines.update(h.number for h, _ in header_buffer)
    column_blocks.read(extractor, table, i)
    return []


def _cadastro_title(title: str, text: str) -> bool:
    """Whether the line above a table (`title` folded, `text` as printed) says every row is cadastro de reserva
    ("Das vagas para formação de cadastro reserva:"): a title, not the tail of the preamble's sentence ("para a
    formação de cadastro de reserva (CR), …"), nor a sentence defining the abbreviation ("A sigla CR indica
    formação de Cadastro Reserva.", Objetiva's)."""
    return (
        bool(CR_TITLE.search(title))
        and "imediat" not in title
        and not _CR_DEFINED.search(title)
        and not text.lstrip()[:1].islower()
    )
