"""A quadro as poppler's `pdftotext -layout` prints it whose count labels stand in tall header cells, drawn at
random with its right reading: the header's class of `tables/space_bands.py`.

A header cell taller than its neighbours prints its words centred in it, so a two-line label stands with one
line above the header's line and one below it ("Pretas e" / … "Indígenas³  Quilombolas³ …" / "pardas³", FGV's
quadro), a three-line label with its middle on the header's line; each label may carry its footnote's mark
("AC¹", "PcD²", "CR⁴": superscripts, which Python counts as digits). Under it the rows of
`tests/layout_space_bands.py`: the cargo merged over its especialidades or printed in every row wrapped around
its counts ("Analista" / "Área Judiciária  14  9 …" / "Judiciário"), the especialidade and requisitos cells
centred on their counts, a code at times, a TOTAL row at times. The right reading: each especialidade its total
and its negros; a row is proven only where its name stands whole on its counts' line.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL
from layout_space_bands import (
    CARGOS,
    LONG,
    REQUISITOS,
    SUB_LABELS,
    SUBS,
    Case,
    Entry,
    _band,
    _cell,
    _put,
    _wrap,
    row_figures,
)

#: Each role's labels: one line, or the lines of a tall cell (two: above and below the header's line; three:
#: the middle one on it).
LABELS = {
    "open": [["AC"], ["Ampla", "concorrência"], ["Ampla", "Concorrência"]],
    "pcd": [["PcD"], ["Pessoas com", "deficiência"], ["Vagas para", "pessoas com", "deficiência"]],
    "negros": [["Negros"], ["Pretas e", "pardas"], ["Pessoas pretas", "e pardas"], ["Candidatos", "negros"]],
    "total": [["Total"], ["Total de", "vagas"]],
    "crg": [["CR"], ["Cadastro de", "reserva"]],
}
SUPERSCRIPTS = "¹²³⁴⁵"
#: Cargos printed in each row, wrapped over two lines around the counts (the counts' line blank in the column).
WRAPPED_CARGOS = [
    ("Analista", "Judiciário"),
    ("Técnico", "Judiciário"),
    ("Auditor", "Fiscal"),
    ("Agente", "de Trânsito"),
]


def _labels(roles: list[str], rng: random.Random) -> list[list[str]]:
    """Each count column's label lines, one of them tall at least, marks added to some."""
    chosen = [rng.choice(LABELS[role]) for role in roles]
    if all(len(lines) == 1 for lines in chosen):
        k = rng.randrange(len(roles))
        chosen[k] = rng.choice([lines for lines in LABELS[roles[k]] if len(lines) > 1])
    marks = iter(SUPERSCRIPTS)
    out = []
    for lines in chosen:
        lines = list(lines)
        if rng.random() < 0.6:
            lines[-1] += next(marks) if rng.random() < 0.8 else "*"
        out.append(lines)
    return out


def _header(xs: dict, labels: list[list[str]]) -> list[str]:
    """The header's lines: the text labels and one-line count labels on the middle line, a tall label's lines
    centred on it (a two-line label's above and below it)."""
    top, mid, low = "", "", ""
    mid = _put(mid, xs["cargo"], "Cargo")
    for key, text in (("code", "Código"), ("sub", xs["sub_label"]), ("req", "Requisitos")):
        if key in xs:
            mid = _put(mid, xs[key], text)
    for x, lines in zip(xs["label_x"], labels, strict=True):
        if len(lines) == 1:
            mid = _put(mid, x, lines[0])
        elif len(lines) == 2:
            top, low = _put(top, x, lines[0]), _put(low, x, lines[1])
        else:
            top, mid, low = _put(top, x, lines[0]), _put(mid, x, lines[1]), _put(low, x, lines[2])
    return [line.rstrip() for line in (top, mid, low) if line.strip()]


def _layout(cargos: list[str], rng: random.Random, labels: list[list[str]], wrapped: bool) -> dict:
    """The columns' offsets: the text columns, then each count column as wide as its label's longest line."""
    coded, req = rng.random() < 0.5, rng.random() < 0.5
    xs: dict = {"cargo": 2, "sub_label": rng.choice(SUB_LABELS)}
    x = 2 + (max(len(c) for pair in WRAPPED_CARGOS for c in pair) if wrapped else max(len(c) for c in cargos))
    x += rng.randint(2, 5)
    if coded:
        xs["code"], x = x, x + 6 + rng.randint(2, 6)
    xs["sub"], xs["w_sub"] = x, rng.randint(14, 24)
    x += xs["w_sub"] + rng.randint(2, 5)
    if req:
        xs["req"], xs["w_req"] = x, rng.randint(26, 40)
        x += xs["w_req"] + rng.randint(2, 5)
    xs["label_x"], xs["counts"] = [], []
    for lines in labels:
        width = max(len(line) for line in lines)
        x += rng.randint(1, 3)
        xs["label_x"].append(x)
        xs["counts"].append(x + (width - 1) // 2 + 1)  # a count's last character, under the label's middle
        x += width + 1
    return xs


def tall_labels(rng: random.Random) -> Case:
    subs = rng.sample(SUBS, rng.randint(3, 8))
    if LONG not in subs:
        subs[0] = LONG
    subs.remove(LONG)
    subs.insert(0, LONG)  # the first row wrapped above its counts: the cells' centring shows
    wrapped = rng.random() < 0.4  # the cargo printed in every row, over two lines around its counts
    cargos = rng.sample(CARGOS, rng.randint(1, min(3, len(subs))))
    groups = sorted(rng.sample(range(1, len(subs)), len(cargos) - 1))
    cr = rng.random() < 0.5
    roles = ["open", "pcd", "negros", "total"] if rng.random() < 0.6 else ["open", "negros", "total"]
    if rng.random() < 0.5:
        roles = ["total", *roles[:-1]]
    labels = _labels(roles + (["crg"] if cr else []), rng)
    xs = _layout(cargos, rng, labels, wrapped)
    rows, entries, sums = [], [], [0] * len(labels)
    starts = [0, *groups]
    pair = rng.choice(WRAPPED_CARGOS)
    for n, sub in enumerate(subs):
        group = sum(1 for s in starts if s <= n) - 1
        size = (starts + [len(subs)])[group + 1] - starts[group]
        total, negros, nums = row_figures(rng, roles, cr)
        sums = [a + b for a, b in zip(sums, nums, strict=True)]
        cargo = "" if wrapped else cargos[group] if n == starts[group] + (size - 1) // 2 else ""
        row = {"sub": sub, "cargo": cargo}
        if "code" in xs:
            row["code"] = f"{'ATM'[group % 3]}{n + 1:02d}"
        if "req" in xs:
            row["req"] = REQUISITOS[0] if n == 0 else rng.choice(REQUISITOS)
        band = _band(row, xs, [_cell(v, rng) for v in nums])
        if wrapped:
            band = _wrapped_cargo(band, pair, xs["cargo"])
        rows.append(band)
        whole = bool(cargo) and len(_wrap(sub, xs["w_sub"])) == 1  # the name whole on the counts' line
        entries.append(Entry(sub, total, negros, proven=whole))
    body = [*_header(xs, labels)]
    for band in rows:
        body += band
    if rng.random() < 0.6:
        line = _put("", 2, "TOTAL")
        for x, value in zip(xs["counts"], sums, strict=True):
            line = _put(line, x - len(str(value)) + 1, str(value))
        body.append(line)
    text = HEAD + "2. DAS VAGAS\n2.1 O quadro de vagas é o seguinte:\n" + "\n".join(body) + "\n" + TAIL
    return Case(text, entries)


def _wrapped_cargo(band: list[str], pair: tuple[str, str], x: int) -> list[str]:
    """The row's lines with its cargo's two lines around its counts' line (lines added where the band has
    none there: an even-height cell leaves the counts' line blank in its column)."""
    half = len(band) // 2
    band = [*band]
    if half == 0:
        band = ["", *band, ""]
        half = 1
    places = ((half - 1, pair[0]), (half + 1, pair[1]))
    if any(band[k][: x + len(text) + 2].strip() for k, text in places):
        return band  # the cell's place taken: no wrapped cargo in this row
    for k, text in places:
        band[k] = " " * x + text + band[k][x + len(text) :]
    return band
