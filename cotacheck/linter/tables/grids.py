"""The grids of other shapes re-laid as the rows the table pass reads: tables laid out by spaces, sheets
saved as CSV or tabs, quadros turned (cargos as columns), split (a role by sex, one table a modalidade) or
given in pieces, each stage a module of its own, in the order they must run (a stage reads what those
before it re-laid). `cotacheck.linter.read` calls them as one step."""

from __future__ import annotations

from cotacheck.linter.read.text import Lines
from cotacheck.linter.tables import (
    br_cells,
    calc_cells,
    cargo_area_cells,
    cargo_columns,
    cargo_over_rows,
    cell_breaks,
    cell_paragraphs,
    cells_after_code,
    centred_rows,
    code_overflow,
    csv_quadro,
    cut_cells,
    distribution_grid,
    especialidade_rows,
    figure_words,
    glued_labels,
    glued_rows,
    item_halves,
    jornada_columns,
    late_cells,
    layout_grid,
    long_format,
    lotacao_cell,
    marked_reserve_cells,
    merged_name_cell,
    modalidade_tables,
    modalidade_words,
    paragraph_cells,
    parts_over_roles,
    pieced_header,
    pivot_table,
    places_pair,
    region_grid,
    rowspan_cargo,
    runon_places,
    scanned_quadro,
    semicolon_sheet,
    sex_rows,
    sheet_export,
    side_by_side,
    space_bands,
    span_before_text,
    spanned_cargo_cell,
    split_groups,
    sub_row_cells,
    sum_group,
    tab_merged,
    tally_column,
    transposed_cells,
    tsv_quoted,
    vacancy_rows,
    vagas_cadastro,
    vmerge_cells,
    vmerge_rows,
    word_cells,
    wrapped_rows,
)


def _split_cells(lines: Lines, text: str, grid_doubts: dict[int, str]) -> Lines:
    """A quadro's count cells split: the vacancies by jornada under a merged "Vagas por jornada" label (one
    header made of its two rows), and each figure said again in words wrapping below its row (the words off)."""
    lines = jornada_columns.relay(lines, text, grid_doubts)  # "Vagas por jornada" over 20h/30h/40h: one header
    return figure_words.relay(lines, text, grid_doubts)  # "04 (quatro)" cells, their words wrapped below: off


def _cells_a_line(lines: Lines, text: str, grid_doubts: dict[int, str]) -> Lines:
    """A quadro given a cell a line in the shapes of its cells: turned (cargos as columns), a cell's own lines
    broken (lotações), a cargo cell over its sub-rows."""
    lines = transposed_cells.relay(lines, text, grid_doubts)  # cargos as columns, roles as rows
    lines = cell_breaks.relay(lines, text, grid_doubts)  # a cell's lines broken (lotações)
    return sub_row_cells.relay(lines, text, grid_doubts)  # a cargo cell over its sub-rows


def relay(
    lines: Lines, text: str, sheets: tuple[frozenset[int], frozenset[int]] | None, grid_doubts: dict[int, str]
) -> Lines:
    """The lines with the grids of other shapes (laid out by spaces, sheets, CSV, tabs, quadros turned or
    split) re-laid as the rows the table pass reads; `grid_doubts` gets the rows a grid leaves unproven."""
    lines = scanned_quadro.relay(lines, text, grid_doubts)  # a scan's OCR: letters for digits, "|" borders, tails
    lines = _split_cells(lines, text, grid_doubts)  # jornadas under a merged label; figures' words wrapped below
    lines = code_overflow.relay(lines, text, grid_doubts)  # a sheet wider than its page: pages paired by code
    lines = calc_cells.relay(lines, text, grid_doubts)  # Calc's sheet: a page's wrapped cells after its rows
    lines = glued_rows.relay(lines, text)  # pypdf: a row's last count glued to the next row's name, parted
    lines = runon_places.relay(lines, text, grid_doubts)  # pypdf: a rowspan cargo and its places' rows run on
    lines = br_cells.relay(lines, text, grid_doubts)  # innerText: a cell's line break cuts its row, re-laid as one
    lines = rowspan_cargo.relay(lines, text, grid_doubts)  # innerText: a cargo cell over its especialidades' rows
    lines = spanned_cargo_cell.relay(lines, text, grid_doubts)  # Chromium → pypdf: a cargo cell before its rows
    lines = vmerge_rows.relay(lines, text, grid_doubts)  # pdfplumber: Writer's merged cells, labels cut, side by side
    lines = vmerge_cells.relay(lines, text, grid_doubts)  # pypdf: the same, a cell's lines in turn
    lines = late_cells.relay(lines, text, grid_doubts)  # groff tbl: blocks and spanned cells drawn after the row
    lines = cell_paragraphs.relay(lines, text, grid_doubts)  # pdftotext: every cell a paragraph, blank lines between
    lines = paragraph_cells.relay(lines, text, grid_doubts)  # ReportLab's Paragraph cells: text lines, cells alone
    lines = glued_labels.relay(lines, text)  # a header's labels glued ("NegrosTotal"), parted where that names more
    lines = parts_over_roles.relay(lines)  # roles repeated under each sexo or place, one total: summed by role
    lines = _cells_a_line(lines, text, grid_doubts)  # a cell a line: turned quadros, broken cells, sub-rows
    lines = vagas_cadastro.relay(lines, grid_doubts)  # immediate vacancies beside the cadastro, each its roles
    lines = sex_rows.relay(lines, text)  # a cargo cell over its rows by sex, its name wrapped: a row per sex
    lines = item_halves.relay(lines, text)  # a wide quadro's two halves (names, counts) joined by item number
    lines = vacancy_rows.relay(lines, text)  # a row per vacancy, its modalidade a label: a row per name, re-laid
    lines = modalidade_words.relay(lines, text)  # a row's vacancies by modalidade in words: a row per name, re-laid
    lines = marked_reserve_cells.relay(lines, text, grid_doubts)  # "1 (PPIQ)" cells beside the limit: a row per name
    lines = span_before_text.relay(lines, text, grid_doubts)  # a spanning "Vagas" before text columns, roles last
    lines = cut_cells.relay(lines, text)  # fpdf2's narrow cells: labels cut inside words, names around their counts
    lines = cells_after_code.relay(lines, text, grid_doubts)  # a row from its code to its cells alone: one line
    lines = cargo_over_rows.relay(lines, text, grid_doubts)  # a cargo cell merged over its disciplinas' coded rows
    lines = space_bands.relay(lines, text, grid_doubts)  # pdftotext -layout: wrapped cells above and below the counts
    lines = layout_grid.relay(lines, text, sheets, grid_doubts)  # a table laid out by spaces, re-laid as its grid
    lines = centred_rows.relay(lines, text, grid_doubts)  # labels at two heights, cells centred on wrapped ones
    lines = lotacao_cell.relay(lines, text, grid_doubts)  # each base's vacancies in brackets in the lotação cell: flat
    lines = wrapped_rows.relay(lines, text)  # rows wrapped onto two lines, as their header, re-laid a row a line
    lines = side_by_side.relay(lines, text)  # two quadros side by side on the same lines, re-laid one after the other
    lines = places_pair.relay(lines, text)  # places as columns, the reserves a pair cell, re-laid flat
    lines = region_grid.relay(lines, text)  # one cargo's regions × modalidades with grand totals, re-laid flat
    lines = pivot_table.relay(lines, text)  # a sheet's pivot table: its group (subtotal) rows out, proven by sums
    lines = long_format.relay(lines, text)  # an open-data CSV a record per cargo and modalidade, a row per cargo
    lines = csv_quadro.relay(lines, text)  # a quadro pasted as CSV (quoted cells, ";"), re-laid as its table
    lines = semicolon_sheet.relay(lines, text)  # a sheet saved with ";" and merged cells, re-laid flat
    lines = tsv_quoted.relay(lines, text)  # a spreadsheet's tab export, its multi-line cells quoted, re-laid
    lines = sheet_export.relay(lines, text, grid_doubts)  # Calc's or xlsx2csv's CSV of a quadro sheet, merged cells
    lines = word_cells.relay(lines, text)  # count cells in words in a tab table ("Doze", "Não há") made counts
    lines = tab_merged.relay(lines, text)  # a tab table's merged cargo cells filled in, a cargo's Total row read
    lines = cargo_columns.relay(lines, text)  # a quadro with the cargos as columns, re-laid a cargo a row
    lines = distribution_grid.relay(lines, text)  # the summary's vacancies again by place, cargos as columns: out
    lines = split_groups.relay(lines, text)  # a role's column split by sex, re-laid with the sums
    lines = sum_group.relay(lines)  # roles repeated in groups, the last their sum (before, added, after): that group
    lines = modalidade_tables.relay(lines)  # one table a modalidade (AC, PcD, negros), re-laid as one table
    lines = cargo_area_cells.relay(lines, text)  # "CARGO 1: …" merged over its "ÁREA n: …" rows, a row a line
    lines = pieced_header.relay(lines, text)  # a header in pieces, a word a line, over rows proven by their sums
    lines = tally_column.relay(lines, text)  # "… 168 01" under "Famílias cadastradas Vagas": the families out
    lines = merged_name_cell.relay(lines, text, grid_doubts)  # a cargo cell merged over its especialidades: in doubt
    lines = especialidade_rows.relay(lines, text, grid_doubts)  # its cargo on one row's line: proven or in doubt
    return lines
