"""A "Vagas" label before the roles that is the total's own column, not their prefix.

"VAGAS NEGROS", "Vagas AC": a "Vagas" written just before a role's label is most often a prefix of
it, and the header reader drops it. Some boards write the total that way ("Cód. Emprego Vagas AC PcD
PN CR Salário Jornada", Instituto Access): read as a prefix, every row has one count cell more than
the columns, and each cell lands one column off (15 vacancies read as 15 of ampla concorrência, the
11 of ampla concorrência as PcD …). The rows tell: when the header has no total of the immediate vacancies,
names the roles on one line (its other lines, a header a cell a line, naming text columns or a "Vagas"
caption only), and the first row under it has exactly one cell more than its count columns, the cell where
"Vagas" is written equal to the sum of the two or more roles after it (to the first column that is no part:
cadastro de reserva, a text column), "Vagas" is the total's column. Rows given a cell a line (t06 of the
twentieth set, `pdftotext` of a Chromium table: "Código" / "Cargo" / "Vagas AC PcD Negros Vencimento (R$)
Jornada", then "101" / "Assistente Administrativo Educacional" / "22" / "16" / "2" / "4" / "2.148,63" / "40h")
are the runs of lone count lines after a line of text (a lone "101" is a code); each of the first three must
prove it so. Every row is then read under it and must add up as any row does. With no ampla concorrência among those roles (Gualimp's "CARGO VAGAS
PcD COTA RACIAL CARGA HORÁRIA …" over "Gari 06 00 01 40h …"), a cell above their sum is the total the
reserves are counted in: read as a prefix, the vacancies were PcD's and the racial quota's figure was lost.
Such rows have no part to close their sum, and stay uncertain.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.cells import inner_cells, split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, PART_ROLES, Column, labels

#: Lines below the header in which the first row must come (a name wrapped over a line or two first).
_REACH = 3
#: Rows of the cadastro de reserva alone passed over before the first row of figures.
_CADASTRO_ROWS = 4
#: Rows given a cell a line looked at, every one of which must prove the total's column, and the lines each
#: may take (code, name wrapped, counts, text cells).
_ROWS = 3
_ROW_LINES = 14
_LETTER = re.compile(r"[^\W\d_]")


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


def _roles_line(header_buffer) -> str | None:
    """The folded text of the one header line that names the roles, the others naming text columns only or
    captions ("QUADRO DE CARGOS E VAGAS" / "Código" / "Cargo" / "Vagas AC PcD Negros Vencimento (R$) Jornada":
    a header a cell a line), or None."""
    roles, others = [], set()
    for h, _ in header_buffer:
        kinds = {kind for kind, _, _ in labels(h.folded) if kind in COUNT_TOKENS}
        if kinds.intersection(PART_ROLES):
            roles.append(h.folded)
        else:
            others |= kinds
    return roles[0] if len(roles) == 1 and others <= {"vagas"} else None


def _cell_runs(lines, i: int) -> list[list]:
    """The count cells of the first rows (up to `_ROWS`) under the header when each cell comes on a line of its
    own: the runs of two lines or more that are each one count cell alone, right after a line of text (a run of
    one is a code, or a page's number; blank lines are no lines here)."""
    runs: list[list] = []
    run: list = []
    named = False
    for line in lines[i : i + _ROWS * _ROW_LINES]:
        words, cells = split_cells(line)
        if not words and len(cells) == 1:
            run.append(cells[0])
            continue
        if len(run) >= 2 and named:
            runs.append(run)
        if len(runs) == _ROWS:
            return runs
        named = (named and not run) or _LETTER.search(line.text) is not None  # "23 3": a Total row's cells, no row
        run = []
    return [*runs, run] if len(run) >= 2 and named and len(runs) < _ROWS else runs


def _first_rows(lines, i: int, trailing_text: bool, expected: int) -> tuple[list[list], bool]:
    """The count cells of the first row under the header on a line of its own, else those of the first rows
    given a cell a line (`_cell_runs`), and whether they are the latter."""
    cells = _row_cells(lines, i, trailing_text, expected)
    return ([cells], False) if cells is not None and len(cells) > 1 else (_cell_runs(lines, i), True)


def _proves(merged: list[Column], counts: list[int], place: int, cells: list, apart: bool) -> bool:
    """The cell where "Vagas" stands is the sum of the two or more parts after it (above it, when they are
    reserves alone: the total they are counted in); `apart`: the cells of a run of lone cells (`_cell_runs`)."""
    if apart:  # a run of lone cells may go on with empty text cells ("–") or the next row's code ("102")
        cells = cells[: len(counts) + 1]
    if len(cells) != len(counts) + 1 or any(kind != "n" and kind != "zero" for kind, _ in cells):
        return False
    parts, summed, reserves_only = 0, 0, True
    for column, (_, value) in zip([merged[n] for n in counts[place:]], cells[place + 1 :]):
        if column.group != "imm" or column.kind not in PART_ROLES:
            break
        parts, summed = parts + value, summed + 1
        reserves_only = reserves_only and column.kind != "open"
    total = cells[place][1]
    # one part beside it proves nothing ("5 5"); nor a sum that does not hold
    return summed >= 2 and bool(total) and (total == parts or (reserves_only and total > parts))


def with_total(merged: list[Column], header_buffer, lines, i: int) -> list[Column]:
    """`merged` with the immediate total's column put where a "Vagas" read as a prefix stands, when the
    first rows prove it (see the module docstring); else `merged` unchanged."""
    if any(c.kind == "total" and c.group == "imm" for c in merged):
        return merged
    folded = _roles_line(header_buffer)
    if folded is None or "vaga" not in folded:
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
    rows, apart = _first_rows(lines, i, counts[-1] < len(merged) - 1, len(counts) + 1)
    if not rows or not all(_proves(merged, counts, place, cells, apart) for cells in rows):
        return merged
    index = counts[place]
    return [*merged[:index], Column("total", "imm"), *merged[index:]]
