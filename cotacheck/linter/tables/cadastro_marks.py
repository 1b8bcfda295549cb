"""Count cells written as a mark alone ("**") in a grid laid out by spaces, which a note under the table
defines as the cadastro de reserva ("** Cadastro reserva.": Instituto Consulplan's quadros), read as "CR".
A mark no such note explains stays as printed, and the grid does not hold."""

from __future__ import annotations

import re

from cotacheck.linter.tables.layout_header import PLAIN_ROLES, Column

_STARS = re.compile(r"\*{1,3}")
#: A note that defines a mark as the cadastro de reserva: "** Cadastro reserva.", "(**) = cadastro de reserva".
_CADASTRO_NOTE = re.compile(r"\s*\(?(\*{1,3})\)?\s?(?:[=:–-]\s?)?cadastro (?:de )?reserva\b", re.I)
_NOTE_REACH = 40  # lines below a row that its table's notes stand within


def relabel(placed: dict[int, list[str]], columns: list[Column], raw: list[str], index: int) -> None:
    """Count cells written as a mark alone ("**") that a note under the table defines as the cadastro de
    reserva ("** Cadastro reserva.", within `_NOTE_REACH` lines) made "CR" in `placed`; a mark no such
    note explains stays, and the grid does not hold."""
    marks = {
        p for k, c in enumerate(columns) if c.kind in PLAIN_ROLES for p in placed.get(k, ()) if _STARS.fullmatch(p)
    }
    if not marks:
        return
    notes = {m.group(1) for line in raw[index + 1 : index + _NOTE_REACH] if (m := _CADASTRO_NOTE.match(line))}
    for k, c in enumerate(columns):
        if c.kind in PLAIN_ROLES and k in placed:
            placed[k] = ["CR" if p in marks and p in notes else p for p in placed[k]]
