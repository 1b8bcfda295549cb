"""Reserves a clause lists as items under its lead-in, "Name: N vaga(s) reservada(s)", for a quadro of totals.

Some editais print the quadro with its total vacancies only and distribute the reserve in a list a word
processor numbers (Ibade's instituto de previdência: "5.3. … as vagas reservadas aos candidatos pretos e
pardos ficam assim distribuídas:" / "1. Analista Previdenciário – Direito: 1 (uma) vaga reservada;" / "2.
Assistente Previdenciário: 1 (uma) vaga reservada;" / "3. demais cargos: não há reserva imediata …"). Read as
prose, each item was a cargo whose vacancies were its reserve, confirmed (`prose._RESERVED_ONLY` now leaves
such a count without a role, so the item is no statement at all).

The lead-in is the text before the first item, on its lines up to the colon that ends it (at most
`_LEAD_LINES` lines): it must say "reservad…" and name one group (negros, pretos e pardos, or PcD). Each item
(after a number, a letter or a Roman numeral and its mark, a bullet, or nothing: a web copy's bullets are taken off) gives a name before its colon and one count
before "vaga(s) reservada(s)" (or "reservada(s)"), its number in words in brackets or not; an item that names
a group of its own names the lead-in's (another group leaves the list unread). The reserve goes, as a stated
figure, to the one table row whose name is the item's (folded, whole) when its table stated no part; the rows
keep their confidence (one count column proves nothing). A name no row has gives nothing: a figure is never
made up. Trigger: a table row with its vacancies alone, then a line that says "reservad" under a line ending in ":".
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.named_reserves import give, has_bare_rows, table_rows

_GROUP = {
    "negros": re.compile(r"\bnegr[oa]s\b|\bpret[oa]s? (?:e|ou) pard[oa]s\b"),
    "pcd": re.compile(r"\bdeficiencia\b|\bpcd\b"),
}
_ITEM = re.compile(
    r"^\s?(?:(?:\d{1,2}[.)]|[a-z]\)|[ivx]{1,4}\s?[-–—.)]|[•▪◦·\-–—])\s?)?(?P<name>[^:;]{2,150}?)\s?:\s?"
    r"(?P<n>\d{1,3})(?:\s\([a-z ]{2,30}\))?\s(?:vagas?\s)?(?:reservadas?|destinadas?)\b(?P<rest>[^;.]*)"
)
_LEAD_LINES = 3


def lists(lines: list[Line]):
    """(group, [(name folded, count, line number)]) of each list of reserves under its lead-in: from each first
    item ("reservad…" in it, the line above ending in ":"), the lead-in above and the items below."""
    done = -1
    for i, line in enumerate(lines):
        if i <= done or "reservad" not in line.folded or not i or not lines[i - 1].folded.rstrip().endswith(":"):
            continue
        lead = " ".join(x.folded for x in lines[max(0, i - _LEAD_LINES) : i])
        groups = [g for g, rx in _GROUP.items() if rx.search(lead)] if "reservad" in lead else []
        if len(groups) != 1:
            continue
        items = []
        for below in lines[i : i + 40]:
            m = _ITEM.match(below.folded)
            if m is None:
                break
            own = [g for g, rx in _GROUP.items() if rx.search(m.group("rest"))]
            if own and own != groups:
                items = []
                break
            items.append((m.group("name").strip(), int(m.group("n")), below.number))
        done = i + len(items)
        if items:
            yield groups[0], items


def attach(lines: list[Line], positions: list) -> list:
    """`positions` with each table row a list names given its reserve, and the prose readings of its items
    under those names dropped (see the module's docstring)."""
    if not has_bare_rows(positions):
        return positions
    rows = table_rows(positions)
    read: set[tuple[int, str]] = set()
    for group, items in lists(lines):
        for name, count, number in items:
            if give(rows, name, group, count):
                read.add((number, name))
    if not read:
        return positions
    return [p for p in positions if not (p.source == "texto" and (p.line, fold(p.name)) in read)]
