"""A vacancy quadro as FGV prints it under `pdftotext -layout`, drawn at random with its right reading: the
class of `tables/layout_grid.py`'s hyphenated labels, long name label, names ending in a colon and the
reserves' sum column.

`hyphenated_grid(rng)`: a header of labels wrapped over two or three lines, long words hyphenated at a
line's end ("concor-" / "rência", "Indí-" / "genas", "VENCI-" / "MENTO"), the name's label "Cargo / Área
de conhecimento", the count columns (the total, ampla concorrência, PcD, and negros or the three groups
of Lei 15.142), at times a "Total reservado (Lei 15.142)" column of the groups' sum, its law on a line
of its own, and a salary column among the counts; names on one line, or "Cargo – Área N:" above the área's name and
counts; zeros as "0"; a TOTAL row at times. Every row adds up: each is proven.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

AREAS = ["Engenharia de Transportes", "Economia", "Direito Regulatório", "Fiscalização", "Geoprocessamento"]
CARGOS = ["Especialista em Regulação", "Técnico em Regulação", "Analista Administrativo"]
#: Each column's label lines; a hyphenated word printed as the boards print it.
LABELS = {
    "total": [["Vagas", "totais"], ["Total", "de vagas"]],
    "open": [["Ampla", "concor-", "rência"], ["Ampla", "concorrência"]],
    "pcd": [["Pessoas", "com defi-", "ciência"], ["PcD"]],
    "negros": [["Negros"], ["Candidatos", "negros"]],
    "pretos_pardos": [["Pretos", "e pardos"]],
    "indigenas": [["Indí-", "genas"], ["Indígenas"]],
    "quilombolas": [["Quilom-", "bolas"], ["Quilombolas"]],
    "reserved": [["Total", "reservado", "(Lei 15.142)"], ["Total", "reservado"]],
    "pay": [["VENCI-", "MENTO"], ["Remune-", "ração"]],
}
W = 15


def _label_block(columns: list[str], labels: list[list[str]], left: int) -> list[str]:
    depth = max(len(x) for x in labels)
    lines = ["Cargo / Área de conhecimento".ljust(left) if d == depth - 1 else " " * left for d in range(depth)]
    for label in labels:
        padded = [""] * (depth - len(label)) + label
        lines = [line + padded[d].center(W) for d, line in enumerate(lines)]
    return [" " + line.rstrip() for line in lines]


def hyphenated_grid(rng: random.Random) -> Case:
    groups = ["pretos_pardos", "indigenas", "quilombolas"] if rng.random() < 0.6 else ["negros"]
    columns = ["total", "open", "pcd", *groups]
    if rng.random() < 0.5:
        columns.append("reserved")
    if rng.random() < 0.3:  # after the counts: a table the line-by-line reading reads is not this class
        columns.insert(rng.randint(2, len(columns)), "pay")
    labels = [rng.choice(LABELS[c]) for c in columns]
    left = 60
    lines = _label_block(columns, labels, left)
    entries, sums = [], dict.fromkeys(columns, 0)
    for n, area in enumerate(rng.sample(AREAS, rng.randint(2, 5))):
        cargo = rng.choice(CARGOS)
        parts = {g: rng.randint(0, 6) for g in groups}
        row = {"open": rng.randint(1, 30), "pcd": rng.randint(0, 3), **parts}
        row["total"] = sum(row.values())
        row["reserved"] = sum(parts.values())
        cells = "".join(
            (f"{rng.randint(3, 12)}.{rng.randint(100, 999)},00" if c == "pay" else str(row[c])).center(W)
            for c in columns
        )
        if rng.random() < 0.5:
            lines += [f" {cargo} – Área {n + 1}:", " " + area.ljust(left) + cells.rstrip()]
        else:
            lines.append(" " + f"{cargo} – {area}".ljust(left) + cells.rstrip())
        entries.append(Entry(area, row["total"], row["reserved"]))
        for c in columns:
            sums[c] += row.get(c, 0)
    if rng.random() < 0.5:
        lines.append(
            " TOTAL".ljust(left + 1) + "".join(("" if c == "pay" else str(sums[c])).center(W) for c in columns).rstrip()
        )
    text = (
        f"{HEAD}\n3 DAS VAGAS\n3.1 As vagas são distribuídas conforme o quadro abaixo.\n\n"
        + "\n".join(lines)
        + f"\n{TAIL}"
    )
    return Case(text, entries)
