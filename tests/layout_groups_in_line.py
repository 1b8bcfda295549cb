"""A quadro of two groups side by side, each with its roles, whose two header rows pypdf printed on one line:
"QUADRO 1 – VAGAS IMEDIATAS E CADASTRO DE RESERVA" / "Nº Cargo / Ênfase Vagas Imediatas Cadastro de Reserva
AC PcD PPP Total AC PcD PPP Total" (Cesgranrio's estatal). The class of `tables/groups_in_line.py` and of the
numbered title in `tables/vacancy_title.py`.

- `groups_in_line(rng)`: the edital with its right reading: each cargo's immediate vacancies and their reserve
  for negros, the cadastro apart (a cargo of cadastro only has no vacancies).
"""

from __future__ import annotations

import random

from layout_named_reserves import NAMES
from layout_prose import Case, Entry

GROUPS = [
    ("Vagas Imediatas", "Cadastro de Reserva"),
    ("Vagas Imediatas", "Cadastro Reserva"),
    ("Vagas Imediatas", "CR"),
]
ROLES = [("AC", "PcD", "PPP", "Total"), ("AC", "PcD", "PN", "Total"), ("AC", "PCD", "Negros", "Total")]
TITLES = [
    "QUADRO {n} – VAGAS IMEDIATAS E CADASTRO DE RESERVA",
    "TABELA {n} – VAGAS IMEDIATAS E CADASTRO DE RESERVA",
    "QUADRO {n} - DISTRIBUIÇÃO DAS VAGAS",
    None,
]


def _split(total: int, rng: random.Random) -> tuple[int, int, int]:
    """(ampla, PcD, negros) of a group's total."""
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = rng.choice([0, 1]) if total - negros >= 2 else 0
    return total - negros - pcd, pcd, negros


def _cells(split: tuple[int, int, int], dash: bool) -> list[str]:
    shown = [("-" if dash and v == 0 else str(v)) for v in split]
    return [*shown, str(sum(split))]


def groups_in_line(rng: random.Random) -> Case:
    """See the module's docstring."""
    imm, cr = rng.choice(GROUPS)
    roles = " ".join(rng.choice(ROLES))
    name_label = rng.choice(["Cargo / Ênfase", "Cargo", "Nº Cargo / Ênfase", "Emprego"])
    numbered = name_label.startswith("Nº")
    lines = [
        "EMPRESA ESTATAL DE ENERGIA S.A. – PROCESSO SELETIVO PÚBLICO – EDITAL Nº 1/2024",
        "2 – DOS CARGOS E DAS VAGAS",
        "2.1 – O quadro a seguir apresenta, para cada cargo, as vagas imediatas e o cadastro de reserva.",
    ]
    title = rng.choice(TITLES)
    if title:
        lines.append(title.format(n=rng.randint(1, 3)))
    lines.append(f"{name_label} {imm} {cr} {roles} {roles}")
    picked = rng.sample(NAMES, rng.randint(3, 9))
    entries = []
    dash = rng.random() < 0.6
    for n, name in enumerate(picked, 1):
        total = rng.choice([0, *range(1, 18)])
        imm_split = _split(total, rng)
        cr_split = _split(rng.randint(total + 2, total * 5 + 6), rng)
        row = ["-"] * 4 if total == 0 and dash else _cells(imm_split, dash)
        lead = f"{n} " if numbered else ""
        lines.append(f"{lead}{name} {' '.join(row)} {' '.join(_cells(cr_split, dash))}")
        entries.append(Entry(name, total, imm_split[2]))
    lines += [
        "AC: ampla concorrência; PcD: pessoas com deficiência; PPP: pessoas pretas e pardas; PN: pessoas negras.",
        "3 – DAS INSCRIÇÕES",
        "3.1 – As inscrições serão realizadas exclusivamente via internet.",
    ]
    return Case("\n".join(lines), entries)
