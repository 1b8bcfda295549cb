"""A spreadsheet's pivot table (tabela dinâmica) copied with tabs: its subtotal rows are no cargos.

Someone who keeps the quadro in a sheet pastes its pivot table: "Soma de Vagas⇥Rótulos de Coluna" over
"Rótulos de Linha⇥Ampla concorrência⇥Negros⇥Pessoa com deficiência⇥Total Geral", then the rows in the
compact form, each group's row ("Médio⇥21⇥7⇥2⇥30", its subtotal) above its cargos' rows, and "Total Geral"
last (s30 of the seventh set). Read as a table, a group's row was a cargo and its vacancies counted twice;
its header's "Rótulos de Linha" named no column, so nothing was read. Here such a table is re-laid as a
flat one ("Cargo AC Negros PcD Total", a cargo's row a line, "Total" last) with the group rows left out,
only where the arithmetic proves which rows are groups: each group's figures are the sums of the rows
under it (subtotals on top), or a "Total <group>" row closes it (subtotals at the bottom, the group's own
row then empty), and the "Total Geral" row is the sum of the cargos' rows in every column. Without that
proof the table is left as it stands (read as nothing). A group named by a level of schooling ("Médio",
"Nível Superior") names no cargo; any other group (a cargo over its especialidades) is the first part of
its rows' names ("Analista – Contabilidade").

A pivot whose figures are not vacancies ("Soma de CR", "Soma de Remuneração", "Média de …") is left out
of the reading: its rows are candidates or money, never vacancies. An empty cell is a sum over no record:
0. The data field's name ("Soma de Vagas", "Sum of Vagas") says what the figures are; a pivot without it
is left alone.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import fold, rewritten
from cotacheck.linter.tables.layout_header import PLAIN_ROLES, column_of

_ROW_LABELS = ("rotulos de linha", "row labels")
_GRAND_TOTAL = ("total geral", "grand total")
# the data field over or inside the header: "Soma de Vagas", "Sum of Vagas", "Contagem de …", "Média de …"
_FIELD = re.compile(r"(soma|sum|contagem|count|media|average|max|min)\s(?:de|of)\s(.{1,40})")
_LEVEL = re.compile(
    r"(?:nivel |ensino )?(?:fundamental|medio|superior|tecnico|medio/tecnico|alfabetizado)(?: completo)?"
)
_COUNT = re.compile(r"\d{1,5}")
_MAX_ROWS = 400
_BLANK_ITEM = frozenset({"(vazio)", "(blank)", "(em branco)"})


def _cells(raw: str) -> list[str]:
    cells = [c.strip() for c in raw.split("\t")]
    while cells and not cells[-1]:
        cells.pop()
    return cells


def _field(raw: list[str], header: int) -> tuple[str, str] | None:
    """(aggregate, field) the pivot sums, from the line over its header or the header's own cells."""
    for index in (header - 1, header):
        if index < 0:
            continue
        for cell in _cells(raw[index]):
            m = _FIELD.fullmatch(fold(cell))
            if m:
                return m.group(1), m.group(2)
    return None


def _figures(cells: list[str], width: int) -> list[int] | None:
    """A row's figures, an empty cell 0; None when a cell is no count."""
    values = cells[1:] + [""] * (width - len(cells))
    if len(values) != width - 1 or not all(not v or _COUNT.fullmatch(v) for v in values):
        return None
    return [int(v) if v else 0 for v in values]


def _add(a: list[int], b: list[int]) -> list[int]:
    return [x + y for x, y in zip(a, b, strict=True)]


def _summed(rows: list[tuple[str, list[int], int]], width: int) -> list[int]:
    total = [0] * (width - 1)
    for _, figures, _ in rows:
        total = _add(total, figures)
    return total


def _closing(folded: str) -> tuple[str, ...]:
    """The group a subtotal row closes, as Excel and LibreOffice name it ("Total Médio", "Total de Médio",
    "Médio Total", "Médio Resultado")."""
    words = folded.split(" ")
    if words[0] == "total":
        return (" ".join(words[1:]), " ".join(words[2:]) if words[1:2] == ["de"] else "")
    return (" ".join(words[:-1]),)


def _name(group: str, leaf: str) -> str:
    return leaf if not group or _LEVEL.fullmatch(fold(group)) else f"{group} – {leaf}"


def _top_groups(rows: list[tuple[str, list[int], int]]) -> list[tuple[str, list[int], int]] | None:
    """The cargos' rows under groups whose own rows carry their sums (the compact form's subtotals on
    top): each group row followed by one row or more adding up to it; None when the rows are not so."""
    leaves: list[tuple[str, list[int], int]] = []
    i = 0
    while i < len(rows):
        label, group, _ = rows[i]
        total = [0] * len(group)
        j = i + 1
        while j < len(rows) and total != group and all(t <= g for t, g in zip(total, group, strict=True)):
            total = _add(total, rows[j][1])
            j += 1
        if total != group or j == i + 1:
            return None
        leaves += [(_name(label, name), figures, at) for name, figures, at in rows[i + 1 : j]]
        i = j
    return leaves


def _rows(raw: list[str], header: int, width: int):
    """(every row with figures, the cargos' rows read under empty group rows, the grand total's figures, its
    index) under the header; None where a line is none of a pivot's rows."""
    plain: list[tuple[str, list[int], int]] = []
    grouped: list[tuple[str, list[int], int]] | None = []
    group, group_sum = "", [0] * (width - 1)
    for index in range(header + 1, min(len(raw), header + _MAX_ROWS)):
        cells = _cells(raw[index])
        if not cells or fold(cells[0]) in _BLANK_ITEM:
            return None
        label, folded = cells[0], fold(cells[0])
        if len(cells) == 1:  # a group's own row, empty: its subtotal at the bottom, or none
            group, group_sum = label, [0] * (width - 1)
            continue
        figures = _figures(cells, width)
        if figures is None or not label:
            return None
        if folded in _GRAND_TOTAL:
            return plain, grouped, figures, index
        if folded.startswith("total ") or folded.endswith((" total", " resultado")):
            # a group's subtotal at the bottom ("Total Médio", "Médio Total"): its own group's sum, else no pivot
            if not group or fold(group) not in _closing(folded) or figures != group_sum:
                return None
            group = ""
            continue
        plain.append((label, figures, index))
        group_sum = _add(group_sum, figures)
        if grouped is not None:
            grouped.append((_name(group, label), figures, index))
    return None


def _table(raw: list[str], header: int) -> dict[int, str | None] | None:
    """The pivot under header line `header` re-laid (line number → new text, None: left out), or None."""
    labels = _cells(raw[header])
    field = _field(raw, header)
    if field is None or len(labels) < 2:
        return None
    aggregate, what = field
    kinds = ["total" if fold(label) in _GRAND_TOTAL else column_of(0, 0, label).kind for label in labels[1:]]
    if len(kinds) == 1 and _FIELD.fullmatch(fold(labels[1])):
        kinds = ["total"]  # no column field: the one column is the data field's sum
    width = len(labels)
    read = _rows(raw, header, width)
    if read is None:
        return None
    plain, grouped, grand, end = read
    left_out: dict[int, str | None] = dict.fromkeys(range(header + 1, end + 2), None)
    if aggregate not in ("soma", "sum"):
        return None
    if "vaga" not in what:
        if header > 0 and _FIELD.match(fold(_cells(raw[header - 1])[0] if _cells(raw[header - 1]) else "")):
            left_out[header] = None
        return left_out  # candidates (CR) or money summed: no vacancies, the rows stay out of the reading
    if len(set(kinds)) != len(kinds) or not all(k in PLAIN_ROLES for k in kinds):
        return None
    top = _top_groups(plain)
    readings = [rows for rows in (top, grouped) if rows is not None and _summed(rows, width) == grand]
    if len(readings) != 1 or len(readings[0]) < 2:
        return None  # no proof of which rows are groups, or two readings hold
    changed = left_out
    if header > 0 and _FIELD.match(fold(_cells(raw[header - 1])[0] if _cells(raw[header - 1]) else "")):
        changed[header] = None  # "Soma de Vagas⇥Rótulos de Coluna": the field's line, no row
    changed[header + 1] = " ".join(["Cargo", *(PLAIN_ROLES[k] or k for k in kinds)])
    for name, figures, index in readings[0]:
        changed[index + 1] = f"{name} {' '.join(str(f) if f else '-' for f in figures)}"
    changed[end + 1] = "Total " + " ".join(str(f) for f in grand)
    return changed


def relay(lines, text: str):
    """`lines` with every pivot table of vacancies re-laid flat, its group rows out (same list)."""
    if "ótulos de " not in text and "Row Labels" not in text:
        return lines
    raw = raw_lines(text)
    changed: dict[int, str | None] = {}
    for index, line in enumerate(raw):
        if "\t" in line and fold(line.split("\t", 1)[0].strip()) in _ROW_LABELS:
            table = _table(raw, index)
            if table is not None:
                changed.update(table)
    return rewritten(lines, changed)
