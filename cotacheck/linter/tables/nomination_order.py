"""Each cargo's reserve stated as its seats in the order of nomination, listed under the quadro.

Federal institutes print the quadro with one count column and state the reserve for negros only as
places in the order of appointment: "3.3 A reserva … será efetivada na ordem de nomeação, de modo que as
vagas destinadas aos candidatos negros corresponderão às seguintes posições, por cargo:" / "a) Assistente
em Administração: a 3ª, a 8ª e a 13ª vagas;" / "f) Pedagogo e Psicólogo: não haverá reserva imediata".
Read alone, the quadro's rows were confirmed with no reserve (a false CQ101 a cargo).

The sentence is a numbered item naming negros (pretos e pardos) and the order of nomination or the
seats ("ordem de nomeação", "posições", "ordem de convocação") and no PcD, ending in a colon; its list is
the lettered items under it ("a) Name: …", wrapped lines going on) up to the next numbered item (the
seats of vacancies that may open later, or the PcD's, are items of their own and never read). Each item
counts its ordinals ("a 3ª, a 8ª e a 13ª" = 3), or 0 where it says there is no reserve; its name is one
cargo, or several joined by "e" or commas when the whole names none. The counts are given to the quadro's
positions as `reserve_table.join` gives a small table's: one to one, by name, else uncertain.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.reserve_table import ReserveRows, join, unread

_NEGROS = re.compile(r"negr[oa]s|pretos? e pardos?|pretas? e pardas?")
_ORDER = re.compile(r"\bordem de (?:nomeacao|convocacao|provimento|chamada)\b|\bposic(?:ao|oes)\b")
_PCD = re.compile(r"deficiencia|\bpcd\b")
_NUMBERED = re.compile(r"^\s?\d{1,3}(?:\.\d{1,3}){1,4}\.?\s")
_LETTERED = re.compile(r"^\s?([a-z])\)\s(.{2,120}?):\s(.*)$")
_ORDINAL = re.compile(r"(?<![\d.,/])\d{1,3}\s?[ªºa°](?![\w])")
_NONE = re.compile(r"\bnao (?:havera|ha|existe|existira)\b[^.;]{0,40}\breserva\b|\bsem reserva\b")
_PARTS = re.compile(r",\s|\se\s")
_SENTENCE_LINES = 4
_ITEM_LINES = 40


def _lead(lines: list[Line], index: int) -> str | None:
    """Whose seats the numbered item ending with a colon at line `index` announces: "negros", "pcd" or None."""
    if not lines[index].folded.rstrip().endswith(":"):
        return None
    parts = []
    for line in reversed(lines[max(0, index - _SENTENCE_LINES + 1) : index + 1]):
        parts.append(line.folded)
        if _NUMBERED.match(line.folded):
            break
    else:
        return None
    said = " ".join(reversed(parts))
    if not _ORDER.search(said):
        return None
    if _PCD.search(said):
        return None if _NEGROS.search(said) else "pcd"
    return "negros" if _NEGROS.search(said) else None


def _items(lines: list[Line], index: int) -> list[tuple[Line, str, str]]:
    """(line, name, text) of each lettered item under the sentence at `index`."""
    items: list[tuple[Line, str, str]] = []
    for line in lines[index + 1 : index + 1 + _ITEM_LINES]:
        if _NUMBERED.match(line.folded) or (not line.text.strip() and items):
            break
        if not line.text.strip():
            continue
        item = _LETTERED.match(line.text)
        if item:
            items.append((line, item.group(2).strip(), line.folded))
        elif items:
            first, name, text = items[-1]
            items[-1] = (first, name, f"{text} {line.folded}")
        else:
            break
    return items


def _count(text: str) -> int | None:
    if _NONE.search(text):
        return 0
    ordinals = _ORDINAL.findall(text.split(":", 1)[-1])
    return len(ordinals) or None


def attach(lines: list[Line], positions: list) -> None:
    """Give the quadro's positions the reserves a list of seats in the order of nomination states; a list of
    the PcD's seats is read as no cargo ("a) Agente: a 5a vaga;" is no statement of 5 vacancies)."""
    for index, line in enumerate(lines):
        group = _lead(lines, index) if line.folded.rstrip().endswith(":") else None
        if group is None:
            continue
        items = _items(lines, index)
        if group == "pcd":
            seats = {first.number for first, _, _ in items}
            positions[:] = [p for p in positions if p.line not in seats]
            continue
        rows = []
        for item_line, name, text in items:
            count = _count(text)
            if count is None:
                rows = []
                break
            rows.append((item_line, name, [count]))
        if rows:
            join(lines, positions, ReserveRows(index, ["negros"], _split(rows, positions)))
        else:
            unread(lines, positions, index)


def _split(rows: list, positions: list) -> list:
    """Rows whose name is several cargos ("Pedagogo e Psicólogo") made one a cargo, when the whole names none."""
    names = [fold(p.name) for p in positions]
    out = []
    for line, name, cells in rows:
        whole = fold(name)
        parts = [part.strip() for part in _PARTS.split(name) if part.strip()]
        if (
            len(parts) > 1
            and not any(whole in n for n in names)
            and all(any(fold(x) in n for n in names) for x in parts)
        ):
            out += [(line, part, cells) for part in parts]
        else:
            out.append((line, name, cells))
    return out
