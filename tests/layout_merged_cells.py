"""A vacancy table a PDF-to-Word converter saved as tab text, some rows' counts merged into one cell,
drawn at random with its right reading: the class of `read/merged_cells.py`.

`merged_cells(rng)`: a tab header of the name, the count columns in any order (AC, PcD, negros, the
total) and a pay column, on one row or two (a "Vagas" group label over the counts' labels); rows of a
name, the counts and a pay ("2.611,40"), where at times two or more neighbouring counts sit in one cell
parted by spaces ("5 1 1") and the cells they came from are left empty; zeros as "-" or "0"; a TOTAL row
(merged too at times), trailing tabs. The right reading: each cargo its total and its negros' count.
A total that is not the row's sum (`fault`) proves nothing for that row.
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

LABELS = {"open": ["Ampla", "AC"], "pcd": ["PcD"], "negros": ["Negros", "PPP"], "total": ["Total"]}
PAYS = ["1.804,22", "2.611,40", "3.120,85", "8.906,44"]


def _row(name: str, cells: list[str], rng: random.Random, pay: str) -> str:
    """The row's tab cells, a run of neighbouring count cells merged at times."""
    if rng.random() < 0.4:
        width = rng.randint(2, len(cells))
        at = rng.randint(0, len(cells) - width)
        cells = [*cells[:at], " ".join(cells[at : at + width]), *[""] * (width - 1), *cells[at + width :]]
    return "\t".join([name, *cells, pay])


def merged_cells(rng: random.Random) -> Case:
    roles = ["open", "pcd", "negros", "total"]
    if rng.random() < 0.5:
        rng.shuffle(roles)
    zero = rng.choice(["-", "0"])
    labels = [rng.choice(LABELS[r]) for r in roles]
    if rng.random() < 0.5:
        head = ["Emprego\tVagas" + "\t" * len(roles) + "Salário-base", "\t" + "\t".join(labels) + "\t(R$)"]
    else:
        head = ["Emprego\t" + "\t".join(labels) + "\tSalário-base (R$)"]
    names = rng.sample(NAMES, rng.randint(3, 9))
    fault = rng.random() < 0.15
    rows, entries, sums = [], [], dict.fromkeys(roles, 0)
    for j, name in enumerate(names):
        values = {"open": rng.randint(1, 20), "pcd": rng.randint(0, 2), "negros": rng.randint(0, 4)}
        values["total"] = sum(values.values()) + (1 if fault and j == 0 else 0)
        for r in roles:
            sums[r] += values[r]
        cells = [zero if values[r] == 0 else str(values[r]) for r in roles]
        rows.append(_row(name, cells, rng, rng.choice(PAYS)))
        entries.append(Entry(name, values["total"], values["negros"], proven=not (fault and j == 0)))
    if rng.random() < 0.5:
        rows.append(_row("Total", [str(sums[r]) for r in roles], rng, "") + rng.choice(["", "\t"]))
    note = "\nObservação: Jornada de 40 horas semanais para todos os empregos.\n"
    text = f"{HEAD}\n2. DAS VAGAS\nQUADRO I – EMPREGOS, VAGAS E SALÁRIOS\n\n" + "\n".join([*head, *rows]) + note + TAIL
    return Case(text, entries)
