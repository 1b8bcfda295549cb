"""A quadro whose cells lost their spaces in pypdf's text, drawn at random with its right reading: the class
of `tables/glued_counts.py`.

- `glued_counts(rng)`: the header's labels glued ("CargoTotal de" / "VagasACPcDPN", "CargoACPcDPNTotal",
  "CargoVagasAmplaPcDNegros" …) on one line or two, the total first or last, the reserves in any order;
  each row's name glued to its first count, the other counts apart ("Técnico de Enfermagem20 14 2 4");
  names that end in digits or hours ("Enfermeiro Plantonista 12x36", "Médico Clínico 24h", "Agente
  Nível 2"), counts padded ("04") or not, large counts with their thousands ("Agente1.250"), no vacancy
  as "-" or "0"; a legend of the abbreviations, a Total
  row glued the same way, and a second glued table (fees by level) that is no vacancy table. A row whose
  split the arithmetic does not single out (two splits close) is `proven=False`: it may be read with
  either, uncertain, never confirmed.
"""

from __future__ import annotations

import random
import re

from layout_prose import Case, Entry, _figures, _head

NAMES = [
    "Agente de Portaria",
    "Assistente Administrativo",
    "Auxiliar de Farmácia",
    "Enfermeiro Plantonista 12x36",
    "Médico Clínico 24h",
    "Médico Pediatra 24h",
    "Nutricionista",
    "Técnico de Enfermagem",
    "Técnico em Radiologia",
    "Agente Comunitário Nível 2",
    "Fisioterapeuta 30h",
    "Operador de Máquinas",
    "Vigia 12x36",
    "Analista de Sistemas",
]
#: role → glued label pieces as a PDF prints them
LABELS = {
    "total": ["Total", "Total de Vagas", "Vagas"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["PN", "Negros", "PPP"],
}


def _cell(value: int, zero: str, padded: bool) -> str:
    if value == 0:
        return zero
    if value >= 1000:
        return f"{value:,}".replace(",", ".")
    return f"{value:02d}" if padded else str(value)


def _closing(run: str, value: int, padded: bool | None) -> int:
    """How many places in the digit run give the first count `value` (the rule the class is read by)."""
    n = 0
    if "." in run:  # thousands: the run is the count, or its name's last digits and the count
        return sum(int(run[at:].replace(".", "")) == value for at in range(run.index(".")))
    for at in range(len(run)):
        count = run[at:]
        if padded is True and int(count) and len(count) != max(2, len(str(int(count)))):
            continue
        if padded is False and len(count) > 1 and count[0] == "0":
            continue
        n += int(count) == value
    return n


def glued_counts(rng: random.Random) -> Case:
    """See the module's docstring."""
    reserves = ["open", "pcd", "negros"]
    rng.shuffle(reserves)
    roles = ["total", *reserves] if rng.random() < 0.6 else [*reserves, "total"]
    labels = {role: rng.choice(LABELS[role]) for role in roles}
    if labels["total"] == "Vagas" and labels["open"] == "Ampla":
        labels["open"] = "AC"
    pieces = [rng.choice(["Cargo", "Emprego"]), *(labels[r] for r in roles)]
    if rng.random() < 0.5:
        header = ["".join(pieces)]
    else:
        cut = rng.randint(1, len(pieces) - 1)
        header = ["".join(pieces[:cut]), "".join(pieces[cut:])]
        if header[0].endswith("Total de Vagas") and rng.random() < 0.5:  # "CargoTotal de" / "VagasACPcDPN"
            header = [header[0][: -len("Vagas")].rstrip(), "Vagas" + header[1]]
    zero, padded = rng.choice(["-", "0"]), rng.random() < 0.4
    rows, entries, cells_apart = [], [], []
    figures = []
    for name in rng.sample(NAMES, rng.randint(3, 8)):
        total, ampla, negros, pcd = _figures(rng, *rng.choice([(1, 40), (1, 40), (1000, 3000)]))
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        cells = [_cell(by_role[r], zero, padded) for r in roles]
        figures.append((name, by_role, cells))
        cells_apart += cells[1:]
    signs = [c for c in cells_apart if c.isdigit()]
    evidence = (
        True
        if any(len(c) >= 2 and c[0] == "0" for c in signs)
        else False
        if any(len(c) == 1 and c != "0" for c in signs)
        else None
    )
    for name, by_role, cells in figures:
        rows.append(f"{name}{cells[0]} {' '.join(cells[1:])}")
        run = re.search(r"\d*$", name).group() + cells[0] if cells[0][:1].isdigit() else "0"
        proven = _closing(run, by_role[roles[0]], evidence)
        entries.append(Entry(name, by_role["total"], by_role["negros"], proven == 1))
    sums = {r: sum(b[r] for _, b, _ in figures) for r in roles}
    total_cells = [str(sums[r]) if sums[r] else zero for r in roles]
    abbreviations = "AC indica ampla concorrência, PcD, pessoas com deficiência e PN, pessoas negras"
    text = [
        *_head(rng),
        f"1.3. Na tabela, {abbreviations}. O hífen indica ausência de vaga na modalidade.",
        "QUADRO 1 – DISTRIBUIÇÃO DAS VAGAS",
        *header,
        *rows,
        f"Total{total_cells[0]} {' '.join(total_cells[1:])}",
        "1.4. Os cargos com jornada no nome cumprem regime de plantão.",
        "4.2. Valor da inscrição:",
        "NívelValor",
        "FundamentalR$ 50,00",
        "SuperiorR$ 100,00",
        "Goiânia, 4 de julho de 2025.",
    ]
    return Case("\n".join(text) + "\n", entries)
