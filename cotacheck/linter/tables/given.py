"""Positions given by the reader (the checker page's table, corrected by hand) instead of read from the text.

The page shows the cargos as read; the reader may fix a misread figure and ask for the findings
again. A corrected row is the reader's own reading of the edital: it is treated as confirmed, so its
errors are not turned into notes as an uncertain table reading would be.
"""

from __future__ import annotations

from typing import Any

from cotacheck.errors import InputError
from cotacheck.law.lawbook import GROUP_LABELS
from cotacheck.linter.tables.extract import APART_KINDS, Position
from cotacheck.reserve.calculator import MAX_VACANCIES

#: How a position corrected by hand was read (`Position.reading`).
HAND_READING = "hand-corrected"
#: Most positions one recheck accepts (a large edital has a few hundred rows; a saved result of
#: 10 000 cargos opens again: about 1.3 s in CPython).
MAX_GIVEN = 10_000


def _count(row: dict, key: str, where: str, required: bool = False) -> int | None:
    value = row.get(key)
    if value is None or value == "":
        if required:
            raise InputError(f"Informe o número de vagas {where}.")
        return None
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value.strip()) <= 12:
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > MAX_VACANCIES:
        raise InputError(f"Número inválido {where} ({key}): {str(value)[:20]!r}. Use um número inteiro, como 3.")
    return value


def _groups(row: dict, where: str, key: str = "reserved_by_group_stated") -> dict[str, int] | None:
    raw = row.get(key)
    if raw in (None, {}):
        return None
    known = tuple(GROUP_LABELS) if key == "reserved_by_group_stated" else APART_KINDS
    if not isinstance(raw, dict) or not all(g in known for g in raw):
        raise InputError(f"Reserva por grupo inválida {where}: use {', '.join(known)}.")
    return {g: _count(raw, g, where) or 0 for g in raw}


def position_from_row(row: Any, number: int) -> Position:
    """One row of the page's table ({name, vacancies, reserved_stated, ...}) → a Position."""
    if not isinstance(row, dict):
        raise InputError(f"Cargo {number} inválido: esperava nome e números.")
    name = str(row.get("name") or "").strip()[:300] or f"Cargo {number}"
    where = f"do cargo “{name}”"
    edited = bool(row.get("edited"))
    cr = bool(row.get("cadastro_reserva"))
    line = row.get("line")
    line = line if isinstance(line, int) and not isinstance(line, bool) and line > 0 else None
    vacancies = _count(row, "vacancies", where, required=not cr) or 0
    position = Position(
        name=name,
        line=line,
        vacancies=vacancies,
        parent=str(row.get("cargo") or name),
        slice=(str(row["slice"]) if row.get("slice") else None),
        cr=cr,
        reserved_stated=_count(row, "reserved_stated", where),
        by_group_stated=_groups(row, where),
        pcd_stated=_count(row, "pcd_stated", where),
        # the columns' roles as the reader decided them: what the sum check (CQ105) adds up
        open_stated=_count(row, "open_stated", where),
        total_stated=_count(row, "total_stated", where),
        other_reserves_stated=_groups(row, where, "other_reserves_stated"),
        source=str(row.get("source") or "tabela"),
        lines=[line] if line else [],
    )
    if edited:
        position.reading, position.confidence = HAND_READING, "confirmed"
    elif row.get("confidence") in ("confirmed", "uncertain"):
        position.confidence = row["confidence"]
        position.reading = str(row.get("reading") or position.reading)
    if row.get("reserve_scope") == "cargo":
        position.reserve_scope = "cargo"
    return position


def positions_from_rows(rows: Any) -> tuple[list[Position], list[str]]:
    """The page's rows → positions, and the names of those the reader corrected by hand."""
    if not isinstance(rows, list) or not rows:
        raise InputError("Informe pelo menos um cargo (posicoes).")
    if len(rows) > MAX_GIVEN:
        raise InputError(f"Cargos demais ({len(rows)}); o limite é {MAX_GIVEN}.")
    positions = [position_from_row(row, n) for n, row in enumerate(rows, 1)]
    corrected = [p.name for p, row in zip(positions, rows) if row.get("edited")]
    return positions, corrected
