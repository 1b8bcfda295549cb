"""A cargo's heading written as one line of fields a bar apart ("Cargo: Fiscal Ambiental – Biologia | Nível:
Superior | Total de vagas: 10 | AC: 07 | PcD: 01 | PPP: 02"), as a Diário Oficial's HTML page or a portal's news
lays a cargo's card out (set 3's v28, set 4's w23): the cargo's field ends at the bar before a field of its
level, its counts, its pay or its hours, never part of its name (it was read "Biologia | Nível: Superior | Total
de", confirmed). A bar before an área's or a lotação's field is kept: that field names the position."""

from __future__ import annotations

import re

#: The labels of a card's other fields: after a bar, the cargo's name has ended.
_OTHER_FIELD = re.compile(
    r"\|\s?(?:n[ií]vel|escolaridade|total|vagas?|quantidade|quantitativo|n[º°o]\.? de vagas|ac\b|ampla|pcd|"
    r"pessoas|negros|ppp?\b|pn\b|reserva|remunera|vencimento|sal[aá]rio|subs[ií]dio|carga|jornada|requisitos?|cr\b|"
    r"cadastro|taxa)"
    # a cell of a short label and a count ("| vg 3 | neg. 1", a note-taker's abbreviations: `bar_line`), or a bare count
    r"|\|\s?(?:[^\W\d]{1,8}\.?\s?:?\s?)?\d{1,5}\b",
    re.IGNORECASE,
)


def cargo_field(name: str) -> str:
    """`name` up to the bar before another field of the card ("Técnico Ambiental | Nível: Médio | Total de"
    → "Técnico Ambiental"); `name` itself where no bar stands before such a field."""
    if "|" not in name:
        return name
    m = _OTHER_FIELD.search(name)
    return name[: m.start()].rstrip(" –-") if m and m.start() > 2 else name
