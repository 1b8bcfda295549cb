"""A DOCX quadro by unidade as pandoc writes it in plain text, drawn at random with its right reading: a
class of `tables/pandoc_grid.py`.

- `pandoc_units(rng)`: pandoc's multiline table of cargos grouped by unidade (a health secretaria's
  hospitals, a secretaria's regionais): each group's heading a row of its own in capitals, merged across
  the table and printed by pandoc in the first column alone, wrapped within it ("HOSPITAL REGIONAL DO
  SERIDÓ –" / "CAICÓ"), its other cells blank; the same cargos repeating in several groups with other
  figures; a carga horária column before the counts at times; the header's labels wrapped ("Vagas" /
  "Negros" / "(20%)"), the reserves before or after the total, a CR column at times; a SUBTOTAL row per
  group at times and a TOTAL GERAL row at times. Every cargo row is a position named by its cargo and its
  group's heading ("Fisioterapeuta – HOSPITAL REGIONAL DO SERIDÓ – CAICÓ"), the headings and totals none.
  At times the headings are levels ("NÍVEL SUPERIOR"), which name no row.
"""

from __future__ import annotations

import random

from layout_pandoc import _table
from layout_prose import Case, Entry, _figures, _head

UNITS = [
    "HOSPITAL MONSENHOR WALFREDO GURGEL – NATAL",
    "HOSPITAL REGIONAL TARCÍSIO MAIA – MOSSORÓ",
    "HOSPITAL REGIONAL DO SERIDÓ – CAICÓ",
    "HOSPITAL DR. JOSÉ PEDRO BEZERRA – NATAL",
    "UNIDADE DE PRONTO ATENDIMENTO NORTE",
    "1ª REGIONAL DE SAÚDE – SÃO JOSÉ DE MIPIBU",
    "HEMOCENTRO DO ESTADO",
]
LEVELS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO", "ENSINO FUNDAMENTAL COMPLETO"]
CARGOS = [
    "Médico – Clínica Médica",
    "Médico – Cirurgia Geral",
    "Médico Ortopedista",
    "Enfermeiro Assistencial",
    "Técnico em Enfermagem",
    "Fisioterapeuta",
    "Farmacêutico Hospitalar",
    "Assistente Social",
    "Nutricionista",
]
LABELS = {
    "total": ["Total", "Total de vagas"],
    "open": ["Vagas AC", "Ampla concorrência", "AC"],
    "pcd": ["Vagas PcD", "PcD"],
    "negros": ["Vagas Negros (20%)", "Negros", "Vagas negros"],
    "cr": ["CR", "Cadastro de reserva"],
}


def pandoc_units(rng: random.Random) -> Case:
    """See the module's docstring."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, 3]), "total")
    roles += ["cr"] if rng.random() < 0.6 else []
    hours = rng.random() < 0.6
    columns = ([("text", "Carga horária")] if hours else []) + [(r, rng.choice(LABELS[r])) for r in roles]
    subtotals, grand = rng.random() < 0.6, rng.random() < 0.6
    zero = rng.choice(["0", "-", "—"])
    widths = [rng.randint(22, 30)] + [9 if kind == "text" else rng.randint(7, 10) for kind, _ in columns]
    rows, entries = [], []
    sums = {r: 0 for r in roles}
    levels = rng.random() < 0.3  # headings of levels, which part the rows but name none
    for unit in rng.sample(LEVELS, rng.randint(2, 3)) if levels else rng.sample(UNITS, rng.randint(2, 4)):
        rows.append([unit, *([""] * len(columns))])
        part = {r: 0 for r in roles}
        for cargo in rng.sample(CARGOS, rng.randint(1, 5)):
            total, ampla, negros, pcd = _figures(rng, 1, 40)
            values = {"total": total, "open": ampla, "pcd": pcd, "negros": negros, "cr": rng.randint(1, 2 * total)}
            for r in roles:
                part[r] += values[r]
            cells = [cargo] + [
                rng.choice(["24h", "30h", "40h"]) if kind == "text" else (str(values[kind]) if values[kind] else zero)
                for kind, _ in columns
            ]
            rows.append(cells)
            entries.append(Entry(cargo if levels else f"{cargo} – {unit}", total, negros))
        if subtotals:
            rows.append(["SUBTOTAL", *("" if kind == "text" else str(part[kind]) for kind, _ in columns)])
        for r in roles:
            sums[r] += part[r]
    if grand:
        rows.append(["TOTAL GERAL", *("" if kind == "text" else str(sums[kind]) for kind, _ in columns)])
    header = ["Cargo", *(label for _, label in columns)]
    for j, cells in enumerate(zip(header, *rows, strict=True)):  # pandoc widens a column to its longest word
        widths[j] = max(widths[j], *(len(w) for cell in cells for w in cell.split(" ")))
    text = [
        *_head(rng),
        "2.1 As vagas, por unidade de lotação e cargo, são as do quadro a seguir.",
        "",
        "QUADRO I – VAGAS POR UNIDADE",
        "",
        *_table(header, rows, widths, rng)[:-2],
        "",
        "CR: cadastro de reserva (não constitui vaga).",
        "",
        "Natal, 16 de agosto de 2027.",
    ]
    return Case("\n".join(text) + "\n", entries)
