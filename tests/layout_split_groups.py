"""A vacancy table whose role columns are each split into sub-columns that are no role (by sex), drawn at
random with its right reading: the class of `tables/split_groups.py`.

`split_groups(rng)`: a two-level header, two or three role labels ("AMPLA CONCORRÊNCIA", "NEGROS",
"AFRODESCENDENTES", "PcD") each over two or three pieces outside the vocabulary ("Masculino  Feminino",
"Homens  Mulheres", "Masc.  Fem."), a rule of dashes under each role label at times, a total's own
column after or before the groups; rows of a name and a count per piece, zeros as "0" or "-", counts
with thousands' dots ("1.010"), a TOTAL row at times, notes under it. The right reading: each cargo's
vacancies its total, its reserve for negros the sum of the negros group's pieces. A total that is not
the sum of the pieces (`fault`) leaves that cargo unproven.
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

GROUP_LABELS = {
    "open": ["AMPLA CONCORRÊNCIA", "Ampla concorrência"],
    "negros": ["AFRODESCENDENTES", "NEGROS", "Candidatos negros"],
    "pcd": ["PcD", "PESSOAS COM DEFICIÊNCIA"],
}
SPLITS = [["Masculino", "Feminino"], ["Homens", "Mulheres"], ["Masc.", "Fem."], ["Masculino", "Feminino", "Outros"]]
TOTALS = ["TOTAL", "Total de vagas", "Total"]
WIDTH = 12


def _n(value: int, zero: str) -> str:
    return zero if value == 0 else f"{value // 1000}.{value % 1000:03d}" if value >= 1000 else str(value)


def split_groups(rng: random.Random) -> Case:
    roles = ["open", "negros"] + (["pcd"] if rng.random() < 0.4 else [])
    rng.shuffle(roles)
    subs = rng.choice(SPLITS)
    total_first = rng.random() < 0.3
    zero, fault = rng.choice(["0", "-"]), rng.random() < 0.15
    names = rng.sample([n for n in NAMES if len(n) <= 30], rng.randint(2, 5))
    left, label = 34, rng.choice(TOTALS)
    total_w = max(WIDTH, len(label) + 2)
    group_w = WIDTH * len(subs)
    top, rule, low = " " * left, " " * left, "CARGO".ljust(left)
    if total_first:
        top, rule, low = top + " " * total_w, rule + " " * total_w, low + label.rjust(total_w - 2).ljust(total_w)
    for role in roles:
        top += rng.choice(GROUP_LABELS[role]).center(group_w)
        rule += ("-" * (group_w - 3)).center(group_w)
        low += "".join(s.rjust(WIDTH - 2).ljust(WIDTH) for s in subs)
    if not total_first:
        low += label.rjust(total_w - 2)
    widths = (
        [total_w] + [WIDTH] * (len(roles) * len(subs))
        if total_first
        else [WIDTH] * (len(roles) * len(subs)) + [total_w]
    )
    head = [top.rstrip(), rule.rstrip(), low.rstrip()] if rng.random() < 0.6 else [top.rstrip(), low.rstrip()]
    rows, entries, sums = [], [], [0] * (len(roles) * len(subs) + 1)
    for j, name in enumerate(names):
        scale = rng.choice([1, 1, 10, 100])
        parts = {r: [rng.randint(0, 9) * scale for _ in subs] for r in roles}
        parts["open"][0] += scale
        total = sum(sum(p) for p in parts.values())
        shown = total + 1 if fault and j == 0 else total
        cells = [c for r in roles for c in parts[r]]
        cells = [shown, *cells] if total_first else [*cells, shown]
        sums = [a + b for a, b in zip(sums, cells, strict=True)]
        rows.append(
            name.ljust(left)
            + "".join(_n(c, zero).rjust(w - 2).ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()
        )
        entries.append(Entry(name, shown, sum(parts["negros"]), proven=not (fault and j == 0)))
    if rng.random() < 0.5:
        rows.append(
            "TOTAL".ljust(left)
            + "".join(_n(c, zero).rjust(w - 2).ljust(w) for c, w in zip(sums, widths, strict=True)).rstrip()
        )
    note = rng.choice(["", "\n2.2. As vagas não preenchidas em um dos sexos serão revertidas ao outro sexo.\n"])
    text = f"{HEAD}\n2. DAS VAGAS\n2.1. Quadro de vagas:\n\n" + "\n".join([*head, *rows]) + f"\n{note}{TAIL}"
    return Case(text, entries)
