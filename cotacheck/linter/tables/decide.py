"""Decisions taken once per table, after every row is read: is the table's reading proven, and which
reserves belong to the reserve for negros.

A table's reading is confirmed only when every count column has a role (from the header's vocabulary
or the edital's own legend) and its identities hold in every row (AC + PcD + reserves = total), and
in its Total row when there is one. A single row that does not add up, a Total row that is not the
sum of the rows, or a column nobody explains leaves every row of that table uncertain, each with the
reason (`Position.doubt`), since the same misread column would misread them all.

Reserves other than the one for negros (indígenas, quilombolas, pessoas trans, hipossuficientes) are
kept apart (`Position.other_reserves_stated`), except where the law groups them: Lei 15.142 (and its
Decreto 12.536) reserves for pretos e pardos, indígenas and quilombolas together, reported by group.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables import name_wrap
from cotacheck.linter.tables.arithmetic import figures

_GROUPING_LAW = re.compile(r"(?<![\d.])15\.?142(?![\d])|(?<![\d.])12\.?536(?![\d])")
_MAX_LINE = 4000


def groups_law_cited(lines) -> bool:
    """The edital cites Lei 15.142 or Decreto 12.536, whose reserve is the sum of its groups."""
    return any(
        ("142" in line.folded or "536" in line.folded) and _GROUPING_LAW.search(line.folded[:_MAX_LINE])
        for line in lines
    )


def all_reserved(p) -> int:
    """Every reserve the row states, the reserve for negros and those apart."""
    return (p.reserved_stated or 0) + sum((p.other_reserves_stated or {}).values())


def row_fails(p) -> bool:
    """The row states its parts and its total, and they do not add up; or, with no ampla concorrência
    printed, its reserves alone exceed its total (pdfminer's cells of a quadro a column at a time, paired
    under a "PCD TOTAL" header: "14" / "3")."""
    if p.total_stated is None or p.cr:
        return False
    if p.open_stated is None:
        return (p.pcd_stated or 0) + all_reserved(p) > p.total_stated
    return p.open_stated + (p.pcd_stated or 0) + all_reserved(p) != p.total_stated


def _empty_cadastro(p) -> bool:
    """A cadastro-de-reserva-only row with no vacancy in any column ("CR - - - -"): nothing to add up."""
    return p.cr and p.vacancies == 0 and not all_reserved(p) and not p.pcd_stated and not p.open_stated


def unknown_columns(words: list[str]) -> str:
    """Why a table with columns of unknown role is not confirmed: those no legend explains, and those
    the edital defines as a reserve for several groups together (`legend.JointColumn`)."""
    joint = {w: w.line for w in words if hasattr(w, "line")}
    plain = list(dict.fromkeys(w for w in words if w not in joint))
    names = ", ".join(f"'{w}'" for w in plain)
    said = [f"coluna {names} sem legenda" if len(plain) == 1 else f"colunas {names} sem legenda"] if plain else []
    said += [
        f"coluna '{w}' é reserva conjunta (linha {line}): a parte de negros não é informada"
        for w, line in joint.items()
    ]
    return "; ".join(said)


#: Roles a row's sums use: two columns of one of them in one group leave which one holds it a guess.
_SUMMED = frozenset(("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))


def role_twice(counts) -> str | None:
    """Why a table whose header gives one role to two count columns of the same group is not confirmed
    (a caption or a text column's words joined to the header: "Reserva de vagas" over "… TOTAL" read as
    two totals); None when each role is one column."""
    seen = set()
    for column in counts:
        key = (column.group, column.kind)
        if column.kind in _SUMMED and key in seen:
            return f"o cabeçalho dá o mesmo papel ({column.kind}) a duas colunas"
        seen.add(key)
    return None


def total_row_holds(rows, values) -> bool:
    """A Total row's vacancies, and its reserves (those apart included), are the sums of `rows`."""
    vacancies, reserved, _ = figures(values)
    other = values.get(("imm", "other"))
    if other is not None and other[0] == "n":
        reserved = (reserved or 0) + other[1]
    return sum(p.vacancies for p in rows) == vacancies and (
        reserved is None or sum(all_reserved(p) for p in rows) == reserved
    )


def confirm_by_total(rows) -> None:
    """The rows a Total row sums are confirmed, but for a row whose own sum fails."""
    for p in rows:
        if p.confidence != "confirmed" and (row_fails(p) or p.doubt):
            continue  # its own sums fail (its parts, or its places: `position.table_row`)
        p.confidence, p.reading = "confirmed", "table-arithmetic"


def total_row_differs(line: int) -> str:
    return f"a linha de total (linha {line}) não é a soma das linhas da tabela"


def check_leading_total(table, positions, doubts: dict[int, str]) -> None:
    """A Total row printed above the rows it sums (`table.leading_total`: its values and line), once
    they are read: unless it is their sum, the table is not confirmed (a first row taken for a total
    and set aside must not go unsaid: "Total 40 0 40" over "Analista 8 2 10")."""
    if table.leading_total is None:
        return
    (values, line), table.leading_total = table.leading_total, None
    rows = [p for p in positions[table.since_total :] if p.table == table.id]
    if not rows or not total_row_holds(rows, values):
        doubts.setdefault(table.id, total_row_differs(line))


# A cargo's name never opens with a preposition or conjunction in lower case: such a "name" is the end of
# the row above's name, wrapped past its counts ("Auditor – 4 0 1 5 / Especialidade: Tecnologia / da
# Informação / Assistente 6 0 2 8"): the rows' figures may be right, their names are not proven.
_RUN_ON = re.compile(r"^(?:da|das|do|dos|de|e|em|com|para|na|no|nas|nos)\s")


def _run_on_name(rows) -> str | None:
    """The doubt of a table one of whose names starts with the rest of the name above it."""
    for p in rows:
        if _RUN_ON.match(p.name):
            name = p.name if len(p.name) <= 40 else p.name[:39].rstrip() + "…"
            return f"o nome da linha {p.line} (“{name}”) parece continuar o da linha de cima: confira os nomes"
    return None


def unproven(p) -> str:
    """Why a row is not proven by its own figures: they do not add up, or the table prints no ampla
    concorrência (a total and reserves alone, "CARGO Total Negros PcD"; or the total alone), so no sum
    can hold or fail: saying it "does not close" sent the reader looking for a wrong figure."""
    if p.open_stated is None and p.total_stated is not None and p.reading != "table-arithmetic":
        if p.reserved_stated is None and p.pcd_stated is None and not p.by_group_stated:
            return f"a linha {p.line} só tem o total de vagas lido: nenhuma parte o confere"
        return (
            f"a linha {p.line} não tem ampla concorrência lida (a tabela não a imprime, ou sua coluna não foi "
            "reconhecida): nada confere o total com as reservas"
        )
    if p.total_stated is None and p.open_stated is None and p.vacancies > all_reserved(p) + (p.pcd_stated or 0):
        # places as columns with no total column (`places_rotated`): the vacancies are the places' sum
        return f"a linha {p.line} não imprime o total de vagas: elas são a soma dos locais, que nenhuma linha de total confere"
    return f"linha {p.line} não fecha"


def confirm_tables(positions, doubts: dict[int, str], lines=(), table_lines=(), furniture=()) -> None:
    """Every row of a table uncertain, with the reason, unless the whole table's reading is proven (a
    name's end left on the line below its row, `name_wrap`, leaves it unproven)."""
    name_wrap.join_lone_tails(lines, positions, doubts, (table_lines, furniture))
    by_table: dict[int, list] = {}
    for p in positions:
        if p.table is not None and p.source == "tabela":
            by_table.setdefault(p.table, []).append(p)
    for table, rows in by_table.items():
        reason = doubts.get(table) or _run_on_name(rows)
        failing = [p for p in rows if p.confidence != "confirmed" and not _empty_cadastro(p)]
        if reason is None and not failing:
            continue
        if reason is None:
            reason = unproven(failing[0])
        failing_rows = {id(p) for p in failing}  # by identity: comparing dataclasses row by row was quadratic
        for p in rows:
            own = id(p) in failing_rows and not doubts.get(table)
            p.confidence = "uncertain"
            p.doubt = unproven(p) if own else f"tabela não confirmada: {reason}"


def doubt_misread(positions) -> None:
    """A row with a letter read as a digit ("2O" as 20) is uncertain whatever its sums: the letter may
    stand for another digit, or for none."""
    for p in positions:
        if p.misread:
            p.confidence, p.doubt = "uncertain", p.misread
