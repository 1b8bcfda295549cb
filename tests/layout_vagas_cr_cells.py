"""A quadro whose header comes one cell per line as `pdftotext -raw` gives a two-row header: the upper
row's "Vagas" and "Cadastro de Reserva (CR)" first, then the roles printed under "Vagas" (AC, PcD, PN,
Total); each row "Name ac pcd pn total cr" (Cesgranrio's quadros of empregos and ênfases), drawn at random
with its right reading: the class of `tables/header.py`'s spanning labels ("Vagas" spans the roles, the
CR is a column of its own after them, proven by the rows' width).

- `vagas_cr_cells(rng)`: the name label ("Emprego / Ênfase", "Cargo", "CARGO/ESPECIALIDADE"), "Vagas" or
  "VAGAS", the CR label whole or wrapped over two or three lines ("Cadastro de" / "Reserva" / "(CR)"), the
  roles in a random order with the total last ("Total", "Total*"); rows under level headings or
  none, names wrapped after their dash ("TÉCNICO(A) DE
  MANUTENÇÃO JÚNIOR –" / "ELÉTRICA 7 1 2 10 80") or not, a vacancy none as "–" or "0", a row of CR only
  ("– – – – 20") now and then.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Ênfase 1: Administração",
    "Ênfase 2: Análise de Sistemas – Infraestrutura",
    "Ênfase 3: Engenharia Civil",
    "Ênfase 4: Engenharia de Equipamentos – Inspeção",
    "Ênfase 5: Geofísica",
    "Ênfase 6: Contabilidade",
    "TÉCNICO(A) DE OPERAÇÃO JÚNIOR",
    "TÉCNICO(A) DE MANUTENÇÃO JÚNIOR – ELÉTRICA",
    "TÉCNICO(A) DE MANUTENÇÃO JÚNIOR – MECÂNICA",
    "TÉCNICO(A) DE SUPRIMENTO JÚNIOR",
    "Analista de Comercialização",
    "Assistente Administrativo",
]
NAME_LABELS = ["Emprego / Ênfase", "Cargo", "CARGO/ESPECIALIDADE", "Emprego"]
CR_LABELS = [
    ["Cadastro de", "Reserva", "(CR)"],
    ["Cadastro de Reserva (CR)"],
    ["Cadastro de", "Reserva (CR)"],
    ["CR"],
    ["CADASTRO DE", "RESERVA"],
]
ROLES = {"open": ["AC", "Ampla"], "pcd": ["PcD", "PCD"], "negros": ["PN", "Negros", "PPP"]}
#: What the legend says of each abbreviation.
MEANING = {
    "AC": "Ampla Concorrência",
    "PcD": "Pessoas com Deficiência",
    "PCD": "Pessoas com Deficiência",
    "PN": "Pessoas Negras",
    "PPP": "Pessoas Pretas e Pardas",
}
LEVELS = ["EMPREGOS DE NÍVEL SUPERIOR", "EMPREGOS DE NÍVEL MÉDIO"]


def _cell(value: int, dash: str) -> str:
    return str(value) if value else dash


def vagas_cr_cells(rng: random.Random) -> Case:
    """See the module's docstring."""
    dash = rng.choice(["–", "0", "-"])
    order = rng.sample(["open", "pcd", "negros"], 3)
    roles = [rng.choice(ROLES[r]) for r in order]
    total_label = rng.choice(["Total", "Total*", "TOTAL"])
    header = [
        rng.choice(NAME_LABELS),
        rng.choice(["Vagas", "VAGAS"]),
        *rng.choice(CR_LABELS),
        *roles,
        total_label,
    ]
    lines = [
        "COMPANHIA ESTADUAL DE ENERGIA S.A.",
        "PROCESSO SELETIVO PÚBLICO – EDITAL Nº 1, DE 2 DE MARÇO DE 2025",
        "1.3 Os empregos, o número de vagas e o cadastro de reserva estão no quadro a seguir.",
    ]
    entries = []
    names = rng.sample(NAMES, rng.randint(2, 7))
    levels = rng.random() < 0.5
    for n, name in enumerate(names):
        if n == 0 or (levels and n == len(names) // 2):
            if levels:
                lines.append(f"QUADRO {'I' * (1 + (n > 0))} – {LEVELS[n > 0]}")
            lines.extend(header)
        cr = rng.randint(10, 150)
        if rng.random() < 0.12:
            counts = [dash] * 4 + [str(cr)]
        else:
            total, ac, negros, pcd = _figures(rng, 1, 30)
            figures = {"open": ac, "pcd": pcd, "negros": negros}
            parts = [_cell(figures[r], dash) for r in order]
            counts = [*parts, str(total), str(cr)]
            entries.append(Entry(name, total, negros))
        if " – " in name and rng.random() < 0.5:  # the name wraps after its dash: its tail with the counts
            head, tail = name.split(" – ")
            lines.append(f"{head} –")
            lines.append(f"{tail} {' '.join(counts)}")
        else:
            lines.append(f"{name} {' '.join(counts)}")
    lines += [
        "Legenda: " + "; ".join(f"{r} – {MEANING[r]}" for r in roles if r in MEANING) + ".",
        "* Total de vagas imediatas. O Cadastro de Reserva (CR) inclui as vagas imediatas.",
        "2 DA RESERVA DE VAGAS",
        "2.1 Das vagas de cada emprego, 20% (vinte por cento) serão reservadas às pessoas negras.",
    ]
    return Case("\n".join(lines), entries)
