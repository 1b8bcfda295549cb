"""The one cargo a table's rows are parts of, when its header names the rows by a part of a cargo.

A header whose name columns are "ÊNFASE", "ESPECIALIDADE", "Área de atuação" or places ("MACRO
MICRO", "LOTAÇÃO", "Município"), with no "Cargo" column, lists the parts of one cargo, not cargos:
the threshold of GO, RN and Lei 12.990 is then checked on their sum (`cargo_totals`). The cargo is the
heading above the table ("CARGO/ESPECIALIDADE: Analista Judiciário", read by the extractor), the
title in capitals over a table of places, or the one cargo the edital's opening names. When nothing
names it, the rows are still the parts of one cargo, kept under a stand-in name that says so
(`unnamed`), and its total is never confirmed; a table that repeats the header of the one just
before it continues that one's stand-in (one-row tables under each department's heading).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import title_cargo

# The name columns' labels of a table of parts. "Área" alone may be a cargo's field, so only "área de …".
_PART_LABEL = re.compile(
    r"\b(?:enfases?|especialidades?|areas? de (?:atuacao|conhecimento|formacao)|macro|micro|"
    r"(?:macro|micro)rregia?o(?:es)?|regiao|lotacao|localidade|municipio|cidade|polo|comarca)\b"
)
# A column that names cargos (or a level of them): the rows are then cargos, or carry their cargo
_CARGO_LABEL = re.compile(r"\b(?:cargos?|funcao|funcoes|empregos?|carreiras?|perfil|perfis|disciplinas?)\b")
_UNNAMED = "sem nome no edital (tabela da linha {line})"
_UNNAMED_PATTERN = re.compile(r"sem nome no edital \(tabela da linha (\d+)\)")


def parts_header(header_text: str) -> bool:
    """The header (folded, its lines joined) names its rows by a part of a cargo and names no cargo."""
    return bool(_PART_LABEL.search(header_text)) and not _CARGO_LABEL.search(header_text)


def of_parts(header_text: str, named: str | tuple | None, lines: list[Line], header_line: int, before: dict) -> str:
    """The cargo whose parts a table's rows are ("" when its header names cargos, or no part): `named`,
    the cargo title over a table of places or the heading above it as (name, line); else the opening's
    one cargo; else the stand-in of the table just before (`before`: each table's header and cargo)
    when this one repeats its header (the same table, continued past a page or a department's
    heading); else a stand-in of its own."""
    if not parts_header(header_text):
        return ""
    found = (named,) if isinstance(named, str) else named or title_cargo.named(lines)
    if found:
        return found[0]
    last = next(reversed(before.values()), None)
    return last[1] if last and last[0] == header_text and is_unnamed(last[1]) else unnamed(header_line)


def of_places(header_text: str, named: tuple | None, lines: list[Line]) -> str:
    """The cargo a table of one count column beside codes lists places of (reader class F: "BASES
    OPERACIONAIS/SETORES (TURNO DIURNO)" / "VAGAS" / "CÓDIGO" under "CONCURSO PARA O CARGO DE AGENTE DA
    GUARDA CIVIL"), when its name label names no cargo: `named`, the heading above it as (name, line),
    else the one cargo the opening names; else "" (a line in capitals over it is its name label, not a
    cargo)."""
    if _CARGO_LABEL.search(header_text):
        return ""
    found = named or title_cargo.named(lines)
    return found[0] if found else ""


def unnamed(header_line: int) -> str:
    """The stand-in cargo of a table of parts whose cargo the edital does not name near it."""
    return _UNNAMED.format(line=header_line)


def unnamed_line(cargo: str) -> int | None:
    """The header line of the table a stand-in cargo names; None for a cargo the edital names."""
    m = _UNNAMED_PATTERN.fullmatch(cargo or "")
    return int(m.group(1)) if m else None


def is_unnamed(cargo: str) -> bool:
    return unnamed_line(cargo) is not None


def as_part(position, cargo: str) -> None:
    """Make a row of a table of parts a part (`slice`) of the `cargo` the edital names, which then leads
    the row's name ("Escriturário – Erechim"); no cargo, or a stand-in: the row is left as it is (see
    `unnamed_parts`)."""
    if not cargo or is_unnamed(cargo) or fold(position.parent) == fold(cargo):
        return
    position.slice = position.name[len(cargo) :].strip(" -–—:") if position.name.startswith(cargo) else position.name
    if not position.name.startswith(cargo):
        position.name = f"{cargo} – {position.name}"
    position.parent = cargo


def unnamed_parts(positions: list, parts_of: dict[int, tuple]) -> None:
    """The rows of each table of parts whose cargo nothing names become parts of its stand-in
    (`parts_of`: table id → its header and its cargo or stand-in), unless the rows name their cargos
    themselves: two rows or more of one cargo ("Analista – Contabilidade", "Analista – Direito")."""
    stand_ins = {table: cargo for table, (_, cargo) in parts_of.items() if is_unnamed(cargo)}
    by_table: dict[int, list] = {}
    for p in positions:
        if p.table in stand_ins and p.source == "tabela":
            by_table.setdefault(p.table, []).append(p)
    for table, rows in by_table.items():
        parents = [fold(p.parent) for p in rows if p.slice]
        if len(parents) != len(set(parents)):
            continue
        for p in rows:
            p.parent, p.slice = stand_ins[table], p.name
