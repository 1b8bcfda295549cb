"""Editais whose quadro writes the total as "Vagas" just before the roles, drawn at random.

`vagas_before_roles`: "Cód. Emprego Vagas AC PcD PN CR Salário (R$) Jornada" (an empresa pública's
quadro, Instituto Access's layout): "Vagas" is the total's own column, not a prefix of the role after
it; the roles in any order and wording, a cadastro de reserva column or none, pay and hours after the
counts or none, zero as "0" or "-", the legend of the abbreviations under the table. Returns a
`layout_places.Case` (the right reading of each cargo).
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

LABELS = {
    "open": ["AC", "Ampla", "Ampla Concorrência"],
    "pcd": ["PcD", "PNE", "Def."],
    "negros": ["PN", "Negros", "PPP", "Afro"],
}
VAGAS = ["Vagas", "VAGAS", "Nº de vagas", "Quantidade de vagas"]
LEGEND = "AC – ampla concorrência; PcD – pessoas com deficiência; PN – pessoas negras; CR – cadastro reserva."


def vagas_before_roles(rng: random.Random, off_row: int | None = None) -> Case:
    """See the module docstring; `off_row`: that row's total printed one more than its parts' sum."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    labels = [rng.choice(LABELS[r]) for r in roles]
    cr, pay = rng.random() < 0.6, rng.random() < 0.6
    coded = rng.random() < 0.6
    vagas = rng.choice(VAGAS)
    header = (["Cód."] if coded else []) + [rng.choice(["Emprego", "Cargo", "CARGO"]), vagas, *labels]
    header += (["CR"] if cr else []) + (["Salário (R$)", "Jornada"] if pay else [])
    dash = rng.random() < 0.4
    lines = ["Quadro 1 – Empregos, vagas, salário e jornada", "", " ".join(header)]
    entries = []
    for n, name in enumerate(rng.sample(NAMES, rng.randint(2, 6))):
        total = rng.randint(2, 40)
        negros = total * rng.choice((20, 25, 30)) // 100
        pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros}
        cells = [total + (n == off_row), *(figures[r] for r in roles)] + ([total * 3] if cr else [])
        text = [f"{n + 1:02d}"] if coded else []
        text += [name, *("-" if v == 0 and dash else str(v) for v in cells)]
        if pay:
            text += [f"{rng.randint(1500, 12000)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"[1:], "44h"]
        lines.append(" ".join(text))
        entries.append(Entry(name, total, negros, proven=n != off_row))
    if rng.random() < 0.7:
        lines += ["", LEGEND]
    lines += ["1.3 A reserva às pessoas negras observa a legislação estadual."]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
