"""A summary table by cargo, then the same vacancies distributed by place with the cargos as columns,
drawn at random with its right reading: the class of `tables/distribution_grid.py` (FCC's Quadro-Resumo
and Anexo II by Núcleo Regional; a prefeitura portal's summary and its detail by health unit).

`summary_then_distribution(rng)`: two to seven cargos in a summary (laid out by spaces with a code
column, or copied from a web page with tabs, a Nível column, hours and pay after the counts), each with
its total, ampla concorrência, PcD and negros and a Total row; then a title and a sentence, and the grid:
a label ("Núcleo Regional", "Unidade", "Local de lotação"), one column a cargo (its code, or a short name),
at times a Total column, two to eight places, zero as "0" or "-", and a Total row. Each cargo is an
entry (its summary row's figures, proven); no place is one.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

#: (name, short label for the grid's column)
CARGOS = [
    ("Agente Comunitário de Saúde", "ACS"),
    ("Técnico em Enfermagem", "Téc. Enf."),
    ("Técnico em Saúde Bucal", "TSB"),
    ("Enfermeiro", "Enfermeiro"),
    ("Cirurgião-Dentista", "Dentista"),
    ("Farmacêutico", "Farmacêutico"),
    ("Fisioterapeuta", "Fisioterapeuta"),
    ("Médico Veterinário", "Veterinário"),
    ("Psicólogo", "Psicólogo"),
    ("Analista de Defensoria – Assistente Social", "Assist. Social"),
    ("Técnico de Defensoria – Informática", "Téc. Inform."),
]
PLACES = [
    "UBS Jurema",
    "UBS Parque Potira",
    "São Luís (Sede)",
    "Imperatriz",
    "Caxias",
    "Policlínica Regional",
    "Hospital Municipal Abelardo Gadelha",
    "Centro de Zoonoses",
    "Distritos rurais (Catuana, Mirambé)",
    "Bacabal",
    "Timon",
]
HEAD = (
    "DEFENSORIA PÚBLICA DO ESTADO\nCONCURSO PÚBLICO – EDITAL Nº 01/2015 – ABERTURA\n\n"
    "1. O Concurso destina-se ao provimento dos cargos do Quadro-Resumo abaixo.\n\n"
)
TAIL = "\nCAPÍTULO II – DAS INSCRIÇÕES\n1. As inscrições ficarão abertas de 03/08/2015 a 21/08/2015.\n"
TITLES = [
    (
        "ANEXO II – DISTRIBUIÇÃO DAS VAGAS POR NÚCLEO REGIONAL",
        "(informativo; os quantitativos abaixo já estão no Quadro-Resumo)",
    ),
    ("Distribuição por unidade de lotação", "O quadro abaixo detalha, por unidade, as mesmas vagas do quadro-resumo."),
]


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def summary_then_distribution(rng: random.Random) -> Case:
    chosen = rng.sample(CARGOS, rng.randint(2, 7))
    tabs = rng.random() < 0.5
    coded = not tabs and rng.random() < 0.6
    figures = []
    for _ in chosen:
        negros, pcd, open_ = rng.randint(0, 5), rng.randint(0, 1), rng.randint(1, 20)
        figures.append((open_ + pcd + negros, open_, pcd, negros))
    sums = [sum(f[j] for f in figures) for j in range(4)]
    lines = ["QUADRO-RESUMO DE VAGAS"]
    if tabs:
        lines.append("Cargo\tNível\tVagas\tAmpla concorrência\tPcD\tNegros\tCarga horária\tVencimento")
        for (name, _), f in zip(chosen, figures, strict=True):
            lines.append("\t".join([name, rng.choice(["Médio", "Superior"]), *map(str, f), "40h", "R$ 3.950,00"]))
        lines.append("\t".join(["Total", " ", *map(str, sums), " ", " "]))
    else:
        width = max(len(n) for n, _ in chosen) + 4
        lines.append(("Código  " if coded else "") + "Cargo".ljust(width) + "Total     AC    PcD    Negros")
        for k, ((name, _), f) in enumerate(zip(chosen, figures, strict=True)):
            code = f"A{k + 1:02d}    " if coded else ""
            lines.append(f"{code}{name.ljust(width)}{f[0]:>5}{f[1]:>6}{f[2]:>7}{f[3]:>10}")
        lines.append(
            ("        " if coded else "") + "Total".ljust(width) + f"{sums[0]:>5}{sums[1]:>6}{sums[2]:>7}{sums[3]:>10}"
        )
    title, lead = rng.choice(TITLES)
    lines += ["", title, lead, ""]
    places = rng.sample(PLACES, rng.randint(2, 8))
    split = [_split(f[0], len(places), rng) for f in figures]
    labels = [f"A{k + 1:02d}" if coded else short for k, (_, short) in enumerate(chosen)]
    own_total = rng.random() < 0.5
    zero = rng.choice(["0", "-"])
    label = rng.choice(["Núcleo Regional", "Unidade", "Local de lotação"])
    grid = [[label, *labels, *(["Total"] if own_total else [])]]
    for n, place in enumerate(places):
        cells = [split[j][n] for j in range(len(chosen))]
        grid.append([place, *(str(c) if c else zero for c in cells), *([str(sum(cells))] if own_total else [])])
    grid.append(["Total", *(str(f[0]) for f in figures), *([str(sums[0])] if own_total else [])])
    if tabs:
        lines += ["\t".join(row) for row in grid]
    else:
        left = max(len(r[0]) for r in grid) + 3
        cell = max(len(x) for r in grid for x in r[1:]) + 3
        lines += ["  " + r[0].ljust(left) + "".join(x.rjust(cell) for x in r[1:]) for r in grid]
    entries = [Entry(name, f[0], f[3]) for (name, _), f in zip(chosen, figures, strict=True)]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
