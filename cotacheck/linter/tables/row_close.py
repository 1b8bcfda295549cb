"""A row closed once its count cells are in: read under the table's columns, named from its text lines,
and made a position, or taken for a Total row that confirms the rows it sums; a table closed."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import (
    code_after_name,
    code_line,
    code_rows,
    dash_tail,
    decide,
    first_name,
    name_opening,
    name_start,
    name_wrap,
    names_before_figures,
    numbered_rows,
    pay_between_names,
    requisito_lines,
    requisito_names,
    rows,
    schooling_cell,
    spilled_cells,
    stream_names,
    table_cargo,
    title_cargo,
    total_place,
)
from cotacheck.linter.tables.arithmetic import read_table_row
from cotacheck.linter.tables.cells import misread_cells
from cotacheck.linter.tables.names import (
    GROUP_TOTAL,
    TOTAL_ROW,
    clean_name,
    hierarchical_name,
    name_lines_of,
    under_cargo,
)
from cotacheck.linter.tables.position import table_row
from cotacheck.linter.tables.table_state import TableState


def flush(extractor, table: TableState, by_text: bool = False) -> None:
    """The table is over (`by_text`: at a line of text, not a new header nor the input's end): its last
    row read, and its total's place judged (`rows.total_in_doubt`)."""
    flush_cells(extractor, table)
    name_wrap.finish(extractor, table, by_text)  # the lines after the last row's counts that go on with its name
    if not table.total_settled and total_place.in_doubt(table.counts, table.written_order):
        extractor.table_doubts.setdefault(table.id, total_place.DOUBT)
    decide.check_leading_total(table, extractor.positions, extractor.table_doubts)


def flush_cells(extractor, table: TableState) -> None:
    cells = table.cells
    if not cells:
        return
    cell_lines = table.cell_lines
    after_row, apart_above = spilled_cells.after_row(table), table.one_per_line
    table.cells, table.widest = [], max(table.widest, len(cells))
    table.cell_lines = []
    pending = table.pending
    table.pending = []
    if table.not_vacancies:
        return
    row = read_table_row(total_place.settle(extractor, table, cells), cells, table.cells_apart)
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
    name_lines, name = row_name(extractor, table, pending)
    if (
        not name_lines
        and not any(c.kind == "name" for c in table.columns)
        and not any(p.table == table.id for p in extractor.positions)
    ):
        # A table with no name column (AMPLA CONCORRÊNCIA | NEGROS | PCD | TOTAL): its one row is the
        # cargo of the heading above it, else of the table's title
        found = (
            extractor.cargo_context or title_cargo.named(extractor.lines) or ((table.title, 0) if table.title else None)
        )
        if found:
            name_lines, name = [Line(cell_lines[0], found[0], fold(found[0]))], found[0]
    if name_lines or len(cells) >= len(table.counts):  # the row above's counts past the columns, set aside
        spilled_cells.gap(extractor, table, name_lines[0].number if name_lines else cell_lines[0], apart_above)
    if not name_lines:
        if len(cells) >= len(table.counts):
            total_row(extractor, table, row.values, cell_lines[0], labelled=False)  # "512 103 131 39 39 824"
            spilled_cells.unsummed(extractor, table, cells, cell_lines, after_row)
        return
    name = finished_name(table, name, name_lines)
    if not name or TOTAL_ROW.match(fold(name)) or TOTAL_ROW.match(fold(name_lines[-1].text.strip(" |"))):
        total_row(extractor, table, row.values, cell_lines[0], label=fold(name))
        table.last_name = None
        return
    table.last_row_line = cell_lines[-1]
    part = table.parts_of and (extractor.cargo_context or (table.parts_of,))[0]
    row_read = (name, name_lines, cell_lines, cells, part)
    name_wrap.orphans(extractor, table, pending[: next((n for n, x in enumerate(pending) if x is name_lines[0]), 0)])
    add_row(extractor, table, row, row_read)
    spilled_cells.skipped(extractor, table, row, cell_lines)
    name_wrap.keep(extractor, table, name_lines, part)
    code_rows.keep(extractor, table, name_lines, part)
    if not table.total_settled and len(cells) == len(table.counts):
        table.unsettled.append((len(extractor.positions) - 1, row_read))


def _hours_column(table: TableState) -> bool:
    """Whether hours after a row's name may be a column of their own: the header names a text column, and
    a jornada column or may (`table.hours`: a one-line header with no jornada label has none). Not where
    every text column after the name follows the last count ("Cargo Total AC PcD PN CH Vencimento"): a flat
    row's hours then come after its counts, and hours before them are the name's own ("Técnico em
    Enfermagem 40h 8 6 - 2 40")."""
    if not table.hours:
        return False
    kinds = [c.kind for c in table.columns]
    if "name" in kinds:
        counts = [n for n, c in enumerate(table.columns) if c.is_count]
        after_name = [n for n, k in enumerate(kinds) if k == "ignore" and n > kinds.index("name")]
        if counts and after_name and min(after_name) > max(counts):
            return False
    return "ignore" in kinds


def finished_name(table: TableState, name: str, lines: list[Line] = ()) -> str:
    """A row's name without the codes of the columns before it, under the cargo its table sits under."""
    if table.leading_ignored:
        parts = name.split(" ", table.leading_ignored)
        if len(parts) > table.leading_ignored and all(
            re.fullmatch(r"[A-Za-z]?\d{1,6}[A-Za-z]?|[A-Z]", p) for p in parts[: table.leading_ignored]
        ):
            name = parts[-1]
    amounts = not code_after_name.bounded(table, lines)
    name = clean_name(name, table.schooling, amounts, _hours_column(table))
    if table.schooling and amounts:  # "Enfermeiro Superior": the level column's cell, cut once (`schooling_cell`)
        name = schooling_cell.without_cell(name)
    return under_cargo(name, table.cargo, table.places)


def rename(extractor, table: TableState, row) -> None:
    """A row's name made again from its lines, a tail below its counts appended (`name_wrap`), under the
    headings it was first read under; its figures and confidence stay."""
    position = extractor.positions[row.at]
    amounts = not code_after_name.bounded(table, row.lines)
    text = " ".join(x.text for x in row.lines if len(row.lines) == 1 or not name_start.level_heading(x))
    name = finished_name(table, clean_name(text, table.schooling, amounts, _hours_column(table)), row.lines)
    now, (extractor.cargo_context, extractor.slice_context) = (
        (extractor.cargo_context, extractor.slice_context),
        row.context,
    )
    fresh = extractor.make_position(name, position.line, {}, "tabela")
    extractor.cargo_context, extractor.slice_context = now
    position.name, position.parent, position.slice = fresh.name, fresh.parent, fresh.slice
    table_cargo.as_part(position, row.part)
    position.lines = sorted(set(position.lines) | {x.number for x in row.lines})
    table.unsettled = [(at, (name, row.lines, *read[2:]) if at == row.at else read) for at, read in table.unsettled]


def row_name(extractor, table: TableState, pending: list[Line]) -> tuple[list[Line], str]:
    """A row's name lines among its text lines, and the name they make; a level heading in capitals among
    them ("CARGOS DE NÍVEL SUPERIOR" over "01 Arquiteto e Urbanista 1 0 0 20h …") names the group, never
    the row."""
    if len(pending) > 1 and any(map(name_start.level_heading, pending)):
        pending = [x for x in pending if not name_start.level_heading(x)]
    if not table.names or not any(c.kind == "name" for c in table.columns):
        pending = [x for x in pending if x.text.strip(" .|-–—")]
    if table.cells_apart and table.names >= 2:
        return hierarchical_name(table, pending, lambda groups: stream_names.fitted(extractor, table, groups))
    if table.cells_apart and (table.inner_text or table.leading_ignored):
        name_lines = rows.name_cell(pending, table.leading_ignored, table.inner_text)
    else:
        name_lines = name_opening.row_name(extractor, table, pending, name_lines_of(pending))
        pending, name_lines = code_line.widened(extractor, table, pending, name_lines)  # the row opens at its code
        if table.inner_text and len(pending) > 1:  # the requisitos cell's lines after the name's
            name_lines = requisito_lines.name_cell(extractor, table, pending, name_lines)
            name_lines = stream_names.from_first(extractor, table, pending, name_lines)  # the row's first line on
        name_lines = dash_tail.widened(
            extractor, table, pending, name_lines
        )  # "MÉDICO –" / "Centro" / "Oeste" / "DF 1 …"
        name_lines = first_name.widened(extractor, table, pending, name_lines)  # the first row's name begun above it
        name_lines = code_line.codeless(extractor, table, pending, name_lines)  # begun above, no code to say so
        name_lines = names_before_figures.widened(extractor, table, pending, name_lines)  # wrapped above its figures
        name_lines = numbered_rows.widened(extractor, table, pending, name_lines)  # opened by its number in order
    if not name_lines:
        return name_lines, ""
    amounts = not code_after_name.bounded(table, name_lines)
    text = " ".join(x.text for x in name_lines)
    name = clean_name(text, table.schooling, amounts, _hours_column(table))
    return name_lines, pay_between_names.named(extractor, table, name_lines[0].number, text, name)


def add_row(extractor, table: TableState, row, row_read: tuple, at: int | None = None) -> None:
    """The position of a row read (`row_read`: its name, lines, cells and the cargo it is a part of),
    appended, or put back `at` its place when the row is read again under settled columns."""
    name, name_lines, cell_lines, cells, part = row_read
    if name_lines:  # a name run on into its requisito: the table in doubt
        requisito_names.check(extractor, table, name_lines[0].number, name)
    position = table_row(extractor.make_position, table, row, name_lines, cell_lines, name)
    position.misread = misread_cells(cells, cell_lines, extractor.misread if at is None else [])
    position.name_closed = code_after_name.bounded(table, name_lines)
    table_cargo.as_part(position, part)
    if at is None:
        extractor.positions.append(position)
    else:
        extractor.positions[at] = position


def total_row(extractor, table: TableState, values: dict, line: int, labelled: bool = True, label: str = "") -> None:
    """A Total row: when it is the sum of the rows above it, those rows' readings are confirmed. A
    row of numbers with no label is taken for one only when it is that sum."""
    decide.check_leading_total(table, extractor.positions, extractor.table_doubts)
    rows = [p for p in extractor.positions[table.since_total :] if p.table == table.id]
    if labelled and table.group_totals and _grand_total(extractor, table, rows, values, line):
        return
    table.group_totals = table.group_totals or bool(GROUP_TOTAL.match(label))
    if not rows:
        if labelled:  # "Total 40 0 40" above the rows: the sum of the rows below it
            table.leading_total, table.since_total = (values, line), len(extractor.positions)
        return
    holds = decide.total_row_holds(rows, values)
    if holds or labelled:
        table.since_total, table.total_line = len(extractor.positions), line
    if holds:
        decide.confirm_by_total(rows)
    elif labelled:
        extractor.table_doubts[table.id] = decide.total_row_differs(line)


def _grand_total(extractor, table: TableState, rows: list, values: dict, line: int) -> bool:
    """A labelled total under subtotals of groups ("SUBTOTAL NÍVEL …" rows, then "TOTAL GERAL"): the sum
    of every row of the table, not of the rows since the last subtotal (not after "Total do cargo" rows,
    whose rows are one cargo's parts: a grand total over them proves no row's name). True when taken so:
    the rows since that subtotal confirmed by it, or the table left in doubt when it sums neither."""
    every = [p for p in extractor.positions if p.table == table.id]
    if len(every) == len(rows) or (rows and decide.total_row_holds(rows, values)):
        return False
    table.since_total = len(extractor.positions)
    if decide.total_row_holds(every, values):
        decide.confirm_by_total(rows)
    else:
        extractor.table_doubts[table.id] = decide.total_row_differs(line)
    return True
