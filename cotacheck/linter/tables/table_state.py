"""The state of a table while its lines are read: its columns, the row being gathered (text lines,
count cells), and what the rows read so far have shown (where the total stands, the widest row)."""

from __future__ import annotations

from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.header import Column


@dataclass
class TableState:
    columns: list[Column]  # all columns (name/ignore/count)
    counts: list[Column]  # count columns in order
    leading_ignored: int  # code columns before the name
    id: int = 0
    split_columns: bool = False
    trailing_text: bool = False  # text columns after the counts ("FUNÇÃO | VAGAS | REQUISITO")
    schooling: bool = False  # the header has a schooling/level column: "Superior" in a row is that cell
    hours: bool = True  # the header has a jornada column, or may: "40h" after a name is that cell
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
    total_line: int = 0  # the line of the last Total row under rows
    group_totals: bool = False  # a subtotal of a group was read ("SUBTOTAL NÍVEL MÉDIO"): row_close._grand_total
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
    header_line: int = 0  # the header's first line (`labels_above`: the labels printed above it repeat too)
    last_row_line: int = 0  # the last line of the last row read
    repeated_at: int = 0  # the header's line repeated after a page break (`table_open.continue_table`)
    written_order: list[str] = field(default_factory=list)  # the header's count roles as written
    unsettled: list = field(default_factory=list)  # rows read before it did: (index in positions, row read)
    last_name: object = None  # the row read last, whose name lines below may go on (name_wrap.LastRow)
    code_row: object = None  # the last row that opened with its code, whose text lines may follow (code_rows)
    open_below: bool = False  # a row's name was shown to go on below its counts (name_wrap)
    wrapped: bool = False  # a row's name came on two lines or more (name_wrap)
    wraps_up: bool = False  # a row's name visibly began on a line above its counts' (first_name)
    name_opening: str | None = None  # the words the first row's name opens with (name_opening)
    stray: list = field(default_factory=list)  # lines between rows neither took, kept until that is known
    pair_cells: bool = False  # a header cell names two roles split by "/": its row cells are split ("0/1")
    coded: list | None = None  # one count column beside codes: where each number of a row goes (code_column)
    unpaid_line: int | None = None  # the first row with no pay in its text, under a pay column (pay_between_names)
    paid_row: bool = False  # a row held its pay in its text, under a pay column (pay_between_names)
    code_after: bool = False  # the code column stands right after the name's: a row's name ends at its code
    code_named: set[int] = field(default_factory=set)  # rows' lines whose name ended at their code (code_after_name)
