"""Property test: a quadro's title over rows the reader does not take as a table (a short table run
together on one line), with a footnote or the next section below, states nothing as prose. The title's
"vagas" opened a sentence that ran into the rows and the footnote ("… 20 15 1 4" / "* Vaga reservada …"),
and the edital's title above was confirmed as a cargo with the rows' last number as its vacancies."""

from __future__ import annotations

import random

from cotacheck.linter import lint_text

NAMES = ["Agente Administrativo", "Fiscal de Posturas", "Engenheiro Civil", "Auxiliar de Serviços", "Motorista"]
NOTES = [
    "* Vaga reservada em razão do acúmulo de reserva de certames anteriores.",
    "¹ Carga horária semanal de 40 horas.",
    "** Vagas destinadas à lotação na sede.",
    "2. DAS INSCRIÇÕES",
]


def _edital(rng: random.Random) -> tuple[str, list[str]]:
    names = rng.sample(NAMES, rng.randint(2, 3))
    labels = rng.choice([["Total", "AC", "PcD", "NEG"], ["VAGAS", "PcD", "NEG"], ["Total", "PcD", "Negros"]])
    rows, sums = [], [0] * len(labels)
    for name in names:
        total = rng.randint(3, 40)
        negros, pcd = total // 5, rng.randint(0, 1)
        figures = {"Total": total, "VAGAS": total, "AC": total - negros - pcd, "PcD": pcd, "NEG": negros}
        cells = [figures.get(label, negros) for label in labels]
        sums = [a + b for a, b in zip(sums, cells)]
        rows.append(f"{name} {' '.join(map(str, cells))}")
    line = "CARGO " + " ".join(labels) + " " + " ".join(rows)
    if rng.random() < 0.5:
        line += " TOTAL " + " ".join(map(str, sums))
    head = "PREFEITURA MUNICIPAL DE VILA SERENA\nCONCURSO PÚBLICO EDITAL Nº 01/2024\n"
    if rng.random() < 0.5:
        head += "1.2. As vagas reservadas às pessoas com deficiência e aos candidatos negros observam a lei.\n"
    title = rng.choice(["QUADRO I – CARGOS, VAGAS, VENCIMENTO E CARGA HORÁRIA", "TABELA 1 – VAGAS POR CARGO"])
    return f"{head}{title}\n{line}\n{rng.choice(NOTES)}\n2.1. As inscrições serão feitas pela internet.\n", names


def test_a_titles_vagas_never_read_the_rows_below_as_a_statement():
    rng = random.Random(20261205)
    for variant in range(200):
        text, names = _edital(rng)
        for q in lint_text(text)["positions"]:
            assert any(name in q["name"] for name in names), (variant, q["name"], q["confidence"], text)
