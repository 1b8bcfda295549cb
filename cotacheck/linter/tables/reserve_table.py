"""Each cargo's reserve in a small table of its own, after the quadro de vagas that gives no reserve.

Boards often print the quadro with the vacancies only ("CÓDIGO | CARGO | VAGAS IMEDIATAS | CADASTRO DE
RESERVA"), state the rule in a sentence ("20% das vagas de cada cargo …") and the reserve of each cargo in
a small table later, in the item on the reserve or in an annex: "CARGO | VAGAS RESERVADAS" (Consulplan),
"EMPREGO | VAGAS | PcD | NEGROS" (Quadrix's Anexo II), often adding "Para os demais cargos não há
reserva". Read alone, the quadro's rows were confirmed without the reserve the edital states (a false
CQ101 for every cargo), and the small table's rows, their one count taken for vacancies, were cargos of
their own.

A reserve table is a header of a name and count columns that name no ampla concorrência, one of them the
negros' (a bare "Vagas reservadas" is theirs when the lead-in or the title of the section it stands in
names negros and not the PcD), and the rows right under it, each a name and one cell a column. Each row is
joined to the one position of an earlier table whose name is the row's (or opens with it, a lotação
after it) and that states no reserve; a "Vagas" or "Total" column must then equal that position's
vacancies. Joined one to one, the positions take the reserves as stated figures and keep their
confidence; the other rows of those tables take 0 when a sentence under the small table says the other
cargos have no reserve, and otherwise are left uncertain (the edital states reserves elsewhere, not
theirs). Where a row names no position or several, the table's figures are given to none, and the
positions it could be about are left uncertain, the line named. The small table's own rows never stand as
cargos beside the positions they restate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read.text import Line, fold, has_digit
from cotacheck.linter.tables.cells import last_cells
from cotacheck.linter.tables.header import header_kinds
from cotacheck.linter.tables.names import split_parent
from cotacheck.linter.tables.position import Position
from cotacheck.linter.tables.stage import lead_in

_RACIAL = ("negros", "pretos_pardos")
_COLUMN_ROLES = frozenset(("total", "vagas", "pcd", "reserva", *_RACIAL))
_NEGROS = re.compile(r"negr[oa]s|pretos? e pardos?|pretas? e pardas?|afrodescendentes|etnico-raciais?|raciais")
_PCD = re.compile(r"deficiencia|\bpcd\b")
_NONE_OTHERS = re.compile(
    r"\b(?:demais|outros|restantes)\s(?:cargos|empregos|funcoes|especialidades)\b[^.]{0,80}?"
    r"\bnao (?:ha|havera|existe|existira)\b[^.]{0,30}?\breserva"
)
_SECTION = re.compile(r"^\s?\d{1,2}\.?\s?[-–.)]?\s?D[OA]S?\s")
_ITEM = re.compile(r"^\s?\d{1,3}(?:\.\d{1,3}){0,4}\.?\s")
_CODE = re.compile(r"^[a-z]{0,3}-?\d{1,4}\s")  # "NS-02 Técnico de Regulação": the row's code kept in its name
_SECTION_REACH = 60  # lines back to the title of the section a header stands in
_AFTER = 4  # lines under the small table where "os demais cargos não há reserva" is looked for


@dataclass
class ReserveRows:
    """Rows that state each cargo's reserve, under a header (or a sentence) at `header`."""

    header: int  # index of the header line
    roles: list[str]  # one a column: total, pcd, negros, pretos_pardos
    rows: list[tuple[Line, str, list[int]]]  # (line, name, cells)


def _section_title(lines: list[Line], index: int) -> str:
    for line in reversed(lines[max(0, index - _SECTION_REACH) : index]):
        letters = [c for c in line.text if c.isalpha()]
        if _SECTION.match(line.text) and letters and sum(c.isupper() for c in letters) > 0.8 * len(letters):
            return line.folded
    return ""


def _roles(lines: list[Line], index: int, kinds: list[str]) -> list[str] | None:
    """The count columns' roles of a reserve table's header, else None."""
    if len(kinds) < 2 or kinds[0] != "name" or any(k not in _COLUMN_ROLES for k in kinds[1:]):
        return None
    counts = kinds[1:]
    if counts[-2:] == ["total", "reserva"] and len(counts) == 2:
        counts = ["reserva"]  # "Nº de vagas reservadas": one column
    # "Vagas reservadas | PcD | Negros", "Reserva negros": the label over the roles, no column of its own
    roles = [k for n, k in enumerate(counts) if not (k == "reserva" and n + 1 < len(counts))]
    roles = ["total" if k == "vagas" else k for k in roles]
    if "reserva" in roles:
        said = lead_in(lines, index) + " " + _section_title(lines, index)
        if not _NEGROS.search(said) or _PCD.search(lead_in(lines, index)):
            return None
        roles = ["negros" if k == "reserva" else k for k in roles]
    if len(set(roles)) != len(roles) or not any(k in _RACIAL for k in roles):
        return None
    return roles


def _rows(lines: list[Line], index: int, width: int) -> list[tuple[Line, str, list[int]]]:
    rows = []
    for line in lines[index + 1 : index + 200]:
        tokens = line.text.split()
        if not tokens:
            if rows:
                break
            continue
        cells = last_cells(tokens, width)
        name = " ".join(tokens[:-width])
        if (
            cells is None
            or any(c[0] == "cr" for c in cells)
            or _ITEM.match(line.text)
            or not any(c.isalpha() for c in name)
        ):
            break
        rows.append((line, name, [c[1] for c in cells]))
    return rows


#: A letter of a folded line: `header_tokens` reads none without one.
_LETTER = re.compile(r"[a-z]")


def _tables(lines: list[Line]) -> list[ReserveRows]:
    found = []
    for index, line in enumerate(lines):
        # the header's reading first (the table pass kept it for nearly every line: `header_kinds`), but on a line too
        # short for two labels ("-" a line, a text of 500 000 of them)
        kinds = header_kinds(line.folded) if len(line.folded) >= 3 else None
        if not kinds or len(line.text) > 200 or not _LETTER.search(line.folded) or has_digit(line.text):
            continue
        roles = _roles(lines, index, list(kinds))
        if roles is None:
            continue
        rows = _rows(lines, index, len(roles))
        if rows:
            found.append(ReserveRows(index, roles, rows))
    return found


def _named(position, name: str) -> bool:
    own = _CODE.sub("", fold(position.name), count=1)
    return own == name or own.startswith(name + " ")


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^\w]+", text) if w]


def _within(position, name: str) -> bool:
    """Whether the row's words come in order among the position's ("Técnico de Laboratório – Química" in
    "Técnico de Laboratório – Área: Química")."""
    own = iter(_words(fold(position.name)))
    return all(word in own for word in _words(name))


def _doubt(position, doubt: str) -> None:
    position.confidence = "uncertain"
    position.doubt = position.doubt or doubt


def _figures(table: ReserveRows, cells: list[int]) -> dict[str, int]:
    return dict(zip(table.roles, cells, strict=True))


def _give(p, table: ReserveRows, cells: list[int]) -> None:
    if p.reserved_stated is not None or p.pcd_stated is not None:
        return  # its own table stated a part: that reading stands
    figures = _figures(table, cells)
    p.by_group_stated = {k: figures[k] for k in _RACIAL if k in figures}
    p.reserved_stated = sum(p.by_group_stated.values())
    if "pcd" in figures:
        p.pcd_stated = figures["pcd"]


def _own_row(table: ReserveRows, line: Line, name: str, cells: list[int], doubt: str) -> Position:
    """A row of the small table that names no position: a cargo of its own, when it states its vacancies."""
    figures = _figures(table, cells)
    parent, slice_ = split_parent(name)
    groups = {k: figures[k] for k in _RACIAL if k in figures}
    return Position(
        name=name,
        line=line.number,
        vacancies=figures["total"],
        parent=parent,
        slice=slice_,
        reserved_stated=sum(groups.values()),
        by_group_stated=groups,
        pcd_stated=figures.get("pcd"),
        total_stated=figures["total"],
        lines=(line.number,),
        doubt=doubt,
    )


def _lost_start(texts: dict[int, str], earlier: list, matches: list, name: str, total: int | None):
    """The one unmatched position whose name lost its first lines ("Assistente Técnico em" / "Tecnologia da
    Informação" / "Sede – Vila" / "Serena 1 4": the row's name read as its lotação only): the small table's
    name stands in the lines between the row above and its counts, and its vacancies are the row's."""
    folded = fold(name)
    tables = {m.table for m in matches if m is not None}
    found = []
    for p in earlier:
        if p.table not in tables or any(p is m for m in matches) or folded in fold(p.name):
            continue
        if total is not None and total != p.vacancies:
            continue
        above = [max(q.lines or (q.line,)) for q in earlier if q.table == p.table and q.line < p.line]
        start = max(above, default=p.line - _AFTER)
        if folded in " ".join(texts.get(n, "") for n in range(start + 1, p.line + 1)):
            found.append(p)
    return found[0] if len(found) == 1 else None


def _renamed(p, name: str, header: int) -> None:
    p.name = f"{name} {p.name}"
    p.parent, p.slice = split_parent(p.name)
    _doubt(p, f"o nome desta linha começa nas linhas acima dela, como o dá a tabela da linha {header}: confira")


def _earlier(positions: list, header: int, row_lines: set[int]) -> list:
    return [p for p in positions if p.source == "tabela" and p.line < header and p.line not in row_lines and not p.cr]


def _doubt_bare(earlier: list, doubt: str) -> None:
    """The rows of the tables that state no reserve at all, left uncertain with `doubt`."""
    bare = {p.table for p in earlier} - {p.table for p in earlier if p.reserved_stated is not None}
    for p in earlier:
        if p.table in bare and p.vacancies:
            _doubt(p, doubt)


def unread(lines: list[Line], positions: list, index: int) -> None:
    """A statement of each cargo's reserve at `lines[index]` that could not be read: the quadros above it
    that state no reserve are left uncertain (they do not show the edital's reserve)."""
    number = lines[index].number
    _doubt_bare(
        _earlier(positions, number, set()), f"a reserva de cada cargo é dada na linha {number}, não lida: confira"
    )


def join(lines: list[Line], positions: list, table: ReserveRows) -> None:
    """Give the positions of the tables above `table` the reserves its rows state (see the module docstring)."""
    header = lines[table.header].number
    row_lines = {line.number for line, _, _ in table.rows}
    earlier = _earlier(positions, header, row_lines)
    matches = []
    for _, name, cells in table.rows:
        found = [p for p in earlier if _named(p, fold(name))] or [p for p in earlier if _within(p, fold(name))]
        total = _figures(table, cells).get("total")
        matches.append(found[0] if len(found) == 1 and total in (None, found[0].vacancies) else None)
    texts = None
    for k, (_, name, cells) in enumerate(table.rows):
        if matches[k] is None and any(matches):
            texts = texts or {x.number: x.folded for x in lines}
            lost = _lost_start(texts, earlier, matches, name, _figures(table, cells).get("total"))
            if lost is not None:
                _renamed(lost, name, header)
                matches[k] = lost
    chosen = [m for m in matches if m is not None]
    where = f"a reserva de cada cargo consta da tabela da linha {header}"
    doubt = f"{where}, cujos nomes não correspondem um a um aos desta tabela: confira"
    if not chosen:  # the reserves of cargos named otherwise: no quadro's row may stand as having none
        _doubt_bare(earlier, doubt)
        return
    one_to_one = len(chosen) == len(matches) and len({id(m) for m in chosen}) == len(chosen)
    twice = {id(m) for m in chosen if sum(x is m for x in chosen) > 1}
    tables = {p.table for p in chosen}
    others = [p for p in earlier if p.table in tables and all(p is not m for m in chosen)]
    kept = [p for p in positions if p.line not in row_lines]  # the rows read as cargos of their own
    for (line, name, cells), p in zip(table.rows, matches, strict=True):
        if p is not None and id(p) not in twice:
            _give(p, table, cells)
        elif p is None and "total" in table.roles:
            kept.append(_own_row(table, line, name, cells, doubt))
    positions[:] = kept
    if not one_to_one:
        for p in chosen + others:
            _doubt(p, doubt)
        return
    after = " ".join(x.folded for x in lines[table.header + len(table.rows) + 1 :][: _AFTER + 1])
    none_others = _NONE_OTHERS.search(after) is not None
    group = next(k for k in table.roles if k in _RACIAL)
    for p in others:
        if p.reserved_stated is not None or not p.vacancies:
            continue
        if none_others:
            p.by_group_stated = {group: 0}
            p.reserved_stated = 0
        else:
            _doubt(p, f"{where}, que não lista este cargo: confira")


def attach(lines: list[Line], positions: list) -> None:
    """Give the positions of the quadro de vagas the reserves a later table of each cargo's reserve states."""
    for table in _tables(lines):
        join(lines, positions, table)
