"""A "Vagas" label before the roles that is the total's own column, not their prefix.

"VAGAS NEGROS", "Vagas AC": a "Vagas" written just before a role's label is most often a prefix of
it, and the header reader drops it. Some boards write the total that way ("Cód. Emprego Vagas AC PcD
PN CR Salário Jornada", Instituto Access): read as a prefix, every row has one count cell more than
the columns, and each cell lands one column off (15 vacancies read as 15 of ampla concorrência, the
11 of ampla concorrência as PcD …). The rows tell: when the header is one line, has no total of the
immediate vacancies, and the first row under it has exactly one cell more than its count columns, the
cell where "Vagas" is written equal to the sum of the two or more roles after it (to the first column that is no
part: cadastro de reserva, a text column), "Vagas" is the total's column. Every row is then read under
it and must add up as any row does. With no ampla concorrência among those roles (Gualimp's "CARGO VAGAS
PcD COTA RACIAL CARGA HORÁRIA …" over "Gari 06 00 01 40h …"), a cell above their sum is the total the
reserves are counted in: read as a prefix, the vacancies were PcD's and the racial quota's figure was lost.
Such rows have no part to close their sum, and stay uncertain.
"""

from __future__ import annotations

from cotacheck.linter.tables.cells import inner_cells, split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, PART_ROLES, Column, labels

#: Lines below the header in which the first row must come (a name wrapped over a line or two first).
_REACH = 3
#: Rows of the cadastro de reserva alone passed over before the first row of figures.
_CADASTRO_ROWS = 4


def _row_cells(lines, i: int, trailing_text: bool, expected: int) -> list | None:
    """The count cells of the first row under the header (line index `i` on) whose cells are all figures, or
    None: rows of the cadastro de reserva alone ("Zelador CR - -") are passed over, as they prove nothing."""
    others = 0
    for line in lines[i : i + _REACH + _CADASTRO_ROWS]:
        _, cells = inner_cells(line, expected) if trailing_text else split_cells(line)
        if cells and all(kind in ("n", "zero") for kind, _ in cells):
            return cells
        others += not cells
        if others >= _REACH or (cells and not any(kind == "cr" for kind, _ in cells)):
            return None
    return None


def with_total(merged: list[Column], header_buffer, lines, i: int) -> list[Column]:
    """`merged` with the immediate total's column put where a "Vagas" read as a prefix stands, when the
    first row proves it (see the module docstring); else `merged` unchanged."""
    if len(header_buffer) != 1 or any(c.kind == "total" and c.group == "imm" for c in merged):
        return merged
    folded = header_buffer[0][0].folded
    if "vaga" not in folded:
        return merged
    found = [(kind, folded[start:end]) for kind, start, end in labels(folded) if kind in COUNT_TOKENS]
    prefixed = [  # "Vagas" then a role ("Vagas | PcD"), or a role's label begun by it ("Vagas AC")
        n
        for n, (kind, text) in enumerate(found)
        if (kind == "vagas" and n + 1 < len(found) and found[n + 1][0] in PART_ROLES)
        or (kind in PART_ROLES and text.startswith("vaga"))
    ]
    counts = [n for n, c in enumerate(merged) if c.is_count]
    if len(prefixed) != 1 or not counts or sum(kind == "vagas" for kind, _ in found) > 1:
        return merged
    place = sum(kind != "vagas" for kind, _ in found[: prefixed[0]])  # count columns before it
    if place >= len(counts):
        return merged
    trailing_text = counts[-1] < len(merged) - 1
    cells = _row_cells(lines, i, trailing_text, len(counts) + 1)
    if cells is None or len(cells) != len(counts) + 1 or any(kind != "n" and kind != "zero" for kind, _ in cells):
        return merged
    parts, summed, reserves_only = 0, 0, True
    for column, (_, value) in zip([merged[n] for n in counts[place:]], cells[place + 1 :]):
        if column.group != "imm" or column.kind not in PART_ROLES:
            break
        parts, summed = parts + value, summed + 1
        reserves_only = reserves_only and column.kind != "open"
    total = cells[place][1]
    if summed < 2 or not total or (total != parts and not (reserves_only and total > parts)):
        return merged  # one part beside it proves nothing ("5 5"); nor a sum that does not hold
    index = counts[place]
    return [*merged[:index], Column("total", "imm"), *merged[index:]]
