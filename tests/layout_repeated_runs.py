"""A quadro split by sexo, turno or place, the same roles printed once for each part and one total after
them, as pypdf gives it; drawn at random with its right reading: the class of `tables/parts_over_roles.py`
(and of `tables/repeated_runs.py`, `tables/places_stacked.py`'s refusal of a header whose roles go on below
its block).

- `repeated_runs(rng)`: a title, then a header whose parts ("Masculino Feminino", "Manhã Tarde Noite",
  "Sede Distrito") sit on a line of their own or not at all, the roles of each part ("AC Negros",
  "AC PcD Negros", the reserve's share "(20%)" after a label at times) repeated, the total "Total" or
  "Total de / Vagas" (its last word glued to the first role, "VagasAC", as LibreOffice's PDF gives it);
  rows with a place or unit's name, each part's cells ("–" where a part has no vacancy), the total; a
  TOTAL row at times; a legend. Each row's vacancies are its total, its reserve for negros the sum of the
  parts' columns, proven by the header's roles and the parts adding up to the total.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

UNITS = [
    "1º CRPM – Capital",
    "2º CRPM – Norte",
    "3º CRPM – Centro-Oeste",
    "4º CRPM – Sul",
    "5º CRPM – Litoral",
    "6º CRPM – Vale do Araguari",
    "1º BBM – Sede",
    "2º BBM – Fronteira",
    "Regional Serrana",
    "Regional do Cerrado",
    "Unidade Prisional de Campo Alto",
    "Unidade Prisional de Rio Claro",
]
SEATS = ["Macapá", "Oiapoque", "Porto Grande", "Laranjal do Jari", "Amapá", "Ferreira Gomes", "Santana", ""]
PARTS = [["Masculino", "Feminino"], ["Manhã", "Tarde", "Noite"], ["Sede", "Distrito"], ["Homens", "Mulheres"]]
ROLES = [["AC", "Negros"], ["AC", "PcD", "Negros"], ["Ampla", "Negros"]]


def _roles(roles: list[str], rng: random.Random) -> str:
    share = rng.random() < 0.5
    return " ".join(f"{r} ({'20' if r == 'Negros' else '5'}%)" if share and r != roles[0] else r for r in roles)


def _header(parts: list[str], roles: list[str], rng: random.Random) -> list[str]:
    first = rng.choice(["Comando Regional Sede", "Unidade", "Cargo / Lotação", "Região"])
    run = " ".join(_roles(roles, rng) for _ in parts)
    shape = rng.randrange(4)
    if shape == 0:  # LibreOffice: the parts' line, the total wrapped, its last word glued to the first role
        return [f"{first} {' '.join(parts)}", "Total de", f"Vagas{run}"]
    if shape == 1:  # the parts on their line, the roles and the total below
        return [f"{first} {' '.join(parts)}", f"{run} Total"]
    if shape == 2:  # one line, no parts named
        return [f"{first} {run} Total"]
    return [f"{first} {' '.join(parts)} Total", run]


def repeated_runs(rng: random.Random) -> Case:
    """See the module's docstring."""
    parts = rng.choice(PARTS)
    roles = rng.choice(ROLES)
    units = rng.sample(UNITS, rng.randint(2, 7))
    lines = [
        "2 DOS CARGOS E DAS VAGAS",
        f"2.1 As vagas estão distribuídas por unidade e por {rng.choice(['sexo', 'turno', 'local'])}, conforme o quadro:",
        f"QUADRO {rng.choice(['I', 'II', '1'])} – {rng.choice(['SOLDADO', 'AGENTE PENITENCIÁRIO', 'BOMBEIRO MILITAR'])}",
        *_header(parts, roles, rng),
    ]
    entries = []
    sums = [0] * (len(parts) * len(roles) + 1)
    for unit in units:
        cells: list[int] = []
        for k in range(len(parts)):
            if k and rng.random() < 0.4:
                cells += [0] * len(roles)
                continue
            base = rng.randint(1, 12 if k else 40)
            negros = max(1, base // 4)
            pcd = 1 if "PcD" in roles and base >= 5 else 0
            cells += [base, pcd, negros] if "PcD" in roles else [base, negros]
        total = sum(cells)
        negros_sum = sum(cells[i] for i in range(len(cells)) if roles[i % len(roles)] == "Negros")
        seat = rng.choice(SEATS)
        name = f"{unit} {seat}".strip()
        entries.append(Entry(unit, total, negros_sum))
        row = cells + [total]
        sums = [a + b for a, b in zip(sums, row)]
        dash = rng.choice(["–", "-", "0"])
        lines.append(f"{name} " + " ".join(str(v) if v else dash for v in row))
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(str(v) for v in sums))
    lines += [
        "AC = Ampla Concorrência. Negros = vagas reservadas aos candidatos negros nos termos da lei.",
        "2.2 O candidato concorrerá exclusivamente às vagas da unidade escolhida no ato da inscrição.",
    ]
    return Case("\n".join(lines) + "\n", entries)


GROUPS = [("VAGAS", "CADASTRO DE RESERVA"), ("Vagas imediatas", "Cadastro de reserva"), ("PROVIMENTO IMEDIATO", "CR")]
NAMES = [
    "Motorista",
    "Contador – Belém",
    "Assistente Social – Manaus",
    "Engenheiro Civil – Recife",
    "Agente de Portaria",
]


def labelled_runs(rng: random.Random) -> Case:
    """The other class: the same roles repeated under group labels the vocabulary reads (the immediate
    vacancies, the cadastro de reserva), one total over both after them ("Cargo" / "VAGAS" / "CADASTRO DE
    RESERVA" / "Total" / "PN AC PcD PN AC PcD", a retificação's quadro): each row's vacancies are its first
    run's, never the runs' sum, however the total adds up."""
    roles = rng.choice(ROLES)
    groups = rng.choice(GROUPS)
    run = " ".join(roles)
    shape = rng.randrange(3)
    if shape == 0:  # one label a line
        header = ["Cargo", groups[0], groups[1], "Total", f"{run} {run}"]
    elif shape == 1:
        header = [f"Cargo {groups[0]} {groups[1]} Total", f"{run} {run}"]
    else:
        header = [f"Cargo {groups[0]} {run} {groups[1]} {run} Total"]
    lines = ["2 DOS CARGOS E DAS VAGAS", "2.1 As vagas e o cadastro de reserva são os do quadro:", *header]
    entries = []
    for name in rng.sample(NAMES, rng.randint(2, 5)):
        runs = []
        for _ in range(2):
            base = rng.randint(1, 40)
            negros = max(1, base // 4)
            runs.append([base, 1 if base >= 5 else 0, negros] if "PcD" in roles else [base, negros])
        cells = runs[0] + runs[1]
        entries.append(Entry(name, sum(runs[0]), runs[0][-1]))
        lines.append(f"{name} " + " ".join(str(v) for v in [*cells, sum(cells)]))
    lines.append("2.2 O candidato concorrerá exclusivamente às vagas do cargo escolhido no ato da inscrição.")
    return Case("\n".join(lines) + "\n", entries)
