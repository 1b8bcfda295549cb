"""Property test: a name label whose own words are joining words or the quadro's name ("CARGO/ESPECIALIDADE
DO QUADRO", "FUNÇÃO DA TABELA") over a spanning "VAGAS", the roles stacked on the lines below with no PcD
column (ampla concorrência and negros adding up to the total). Read by `places.py` as places, "do" and
"quadro" were two columns, each row's ampla concorrência and negros summed as places into a confirmed total
with no reserve stated: a confirmed wrong reading (the law's reserve then reported missing)."""

from __future__ import annotations

import random

from cotacheck.linter import lint_text

LABELS = [
    "CARGO/ESPECIALIDADE DO QUADRO",
    "CARGO DO QUADRO",
    "FUNÇÃO DA TABELA",
    "CARGO / ÁREA DO QUADRO",
    "POSTO DO QUADRO",
    "CARGO E ESPECIALIDADE",
]
NAMES = [
    "Cadete BM – Curso de Formação de Oficiais",
    "Soldado BM – Músico",
    "1º Tenente BM – Engenharia Civil",
    "Agente de Trânsito – Região Norte",
    "Analista de Sistemas",
    "Técnico em Enfermagem",
    "Motorista",
]


def _edital(rng: random.Random) -> tuple[str, dict[str, tuple[int, int]]]:
    label = rng.choice(LABELS)
    roles = rng.choice([("AMPLA", "NEGROS", "TOTAL"), ("AC", "NEGROS", "TOTAL"), ("AMPLA", "PRETOS E PARDOS", "TOTAL")])
    width = 60 + rng.randint(0, 6)
    lines = ["2.1. Quadro de vagas:", "", f" {label}".ljust(width) + "VAGAS"]
    lines.append(" " * (width - 8) + "   ".join(r.rjust(8) for r in roles))
    if roles[0] == "AMPLA" and rng.random() < 0.7:
        lines.append(" " * (width - 8) + "CONCORRÊNCIA".rjust(8) + "   " + "(20%)".rjust(8))
    want = {}
    for name in rng.sample(NAMES, rng.randint(2, 5)):
        total = rng.randint(3, 45)
        negros = max(1, total // 5 + rng.randint(0, 1))
        want[name] = (total, negros)
        cells = [f"{total - negros:02d}", f"{negros:02d}", f"{total:02d}"]
        lines.append(f" {name}".ljust(width) + "   ".join(c.rjust(8) for c in cells))
    lines += ["", "2.2. A reserva aos negros segue a lei estadual."]
    return "EDITAL Nº 001/2021\n2. DOS CARGOS E DAS VAGAS\n" + "\n".join(lines) + "\n", want


def test_a_name_labels_own_words_are_never_places():
    rng = random.Random(20261205)
    for variant in range(200):
        text, want = _edital(rng)
        for q in lint_text(text)["positions"]:
            figures = next((f for name, f in want.items() if name in q["name"]), None)
            assert figures is not None, (variant, q["name"], text)
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["reserved_stated"]) == figures, (variant, q, text)
