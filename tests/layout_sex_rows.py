"""A cargo's vacancies a row per sex under a cargo cell merged over them, in a Diário Oficial's narrow column,
as pypdf gives a page printed by Chromium; drawn at random with its right reading: the class of
`tables/sex_rows.py`.

- `sex_rows(rng)`: a Diário Oficial's page (its head, other acts with their numbers before and after: a
  portaria's matrículas and classifications, an extrato's CNPJ and values, a licitação's quantities), the
  edital's quadro: a header on one line naming the sex column ("Sexo", "Gênero") among the roles (ampla
  concorrência, PcD at times, negros, the total, a cadastro de reserva's count at times, in one of two
  orders); each cargo's name wrapped to the column's width (drawn per quadro), then its rows, one to three
  sexes ("Masculino", "Feminino", "Ambos"; "Masc." / "Fem."; capitals at times), as pypdf orders them: the
  name's lines first, its last line alone or glued to the first row, a one-line name with every row glued to
  it at times; a TOTAL row at times; beside it, at times, a TAF table of índices by sex and a curso de
  formação's quadro by cargo and sex (no vacancies of the edital's). Each row's vacancies are its total, its
  negros stated, proven by the roles adding up to the total.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CARGOS = [
    "Guarda Civil Municipal de 3ª Classe",
    "Guarda Municipal",
    "Soldado",
    "Agente de Segurança Penitenciária",
    "Bombeiro Militar Combatente",
    "Agente de Fiscalização de Trânsito",
    "Guarda Civil Municipal Classe Inicial",
    "Agente Socioeducativo",
    "Policial Penal",
    "Vigia Patrimonial",
    "Salva-Vidas Municipal",
    "Agente de Trânsito e Transporte Nível I",
]
SEXES = [
    ["Masculino", "Feminino"],
    ["Masculino", "Feminino"],
    ["Masculino", "Feminino", "Ambos"],
    ["Masc.", "Fem."],
    ["Ambos"],
    ["MASCULINO", "FEMININO"],
]
BEFORE = [
    [
        "PORTARIA Nº {n}/2026",
        "O PREFEITO, no uso de suas atribuições,",
        "RESOLVE: NOMEAR, em caráter efetivo, os",
        "candidatos abaixo, para o cargo de Professor II:",
        "ANA PAULA RIBEIRO SODRÉ ({c}ª), mat. {m};",
        "CLÁUDIO HENRIQUE VIANA ({d}ª), mat. {k}.",
    ],
    [
        "EXTRATO DO CONTRATO Nº {n}/2026",
        "CONTRATADA: Auto Posto Serrano Ltda., CNPJ",
        "nº 05.118.907/0001-30. OBJETO: fornecimento de",
        "combustível para a frota da Guarda Municipal por",
        "{c} (doze) meses, no valor de R$ 386.420,00",
        "({m} litros de gasolina comum). DATA: 27/02/2026.",
    ],
    [
        "DECRETO Nº {n}, DE 6 DE MARÇO DE 2026",
        "Art. 1º Fica aberto crédito adicional suplementar",
        "no valor de R$ 1.284.600,00, para reforço das",
        "dotações 02.08.10.301.0012.2.041 – 3.3.90.39 (R$",
        "842.000,00) e 02.11.12.361.0020.2.063 –",
        "3.1.90.11 (R$ 442.600,00).",
    ],
]
AFTER = [
    [
        "AVISO DE LICITAÇÃO – PREGÃO ELETRÔNICO Nº {n}/2026",
        "OBJETO: aquisição de {c} (vinte e quatro) rádios",
        "transceptores e 6 (seis) motocicletas para a Guarda",
        "Municipal. Valor estimado: R$ 512.880,00.",
    ],
    [
        "RESULTADO DE JULGAMENTO – TOMADA DE PREÇOS Nº {n}/2026",
        "Vencedora: Construtora Vale do Paraíba Ltda., CNPJ nº",
        "22.719.604/0001-12, com o valor global de R$ 1.947.315,88.",
        "Prazo de execução: {c} (oito) meses.",
    ],
]


def _act(template: list[str], rng: random.Random) -> list[str]:
    figures = {"n": rng.randint(1, 999), "c": rng.randint(1, 24), "d": rng.randint(1, 24), "m": rng.randint(10, 99999)}
    figures["k"] = figures["m"] + 1
    return [line.format(**figures) for line in template]


def _wrapped(name: str, width: int) -> list[str]:
    """`name` in lines of at most `width` characters (a word longer stands alone), as a narrow cell wraps it."""
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _header(rng: random.Random, pcd: bool, cadastro: bool, total_first: bool) -> tuple[str, list[str]]:
    """The header's line and its count roles in order."""
    sexo = rng.choice(["Sexo", "Sexo", "SEXO", "Gênero"])
    labels = rng.choice(
        [
            {
                "open": "Vagas ampla concorrência",
                "pcd": "Vagas PcD",
                "negros": "Vagas negros",
                "total": "Total de vagas",
            },
            {"open": "AC", "pcd": "PcD", "negros": "Negros", "total": "Total"},
            {"open": "Ampla concorrência", "pcd": "PcD", "negros": "Negros", "total": "Total"},
        ]
    )
    roles = ["open", *(["pcd"] if pcd else []), "negros"]
    roles = ["total", *roles] if total_first else [*roles, "total"]
    if cadastro:
        roles.append("cr")
    text = " ".join(["Cargo", sexo, *(labels.get(r, "Cadastro de reserva") for r in roles)])
    return text, roles


def _taf(rng: random.Random) -> list[str]:
    """A TAF table of índices by sex and age (no vacancies)."""
    lines = ["QUADRO IV – ÍNDICES MÍNIMOS DO TAF", "Teste Sexo 18 a 25 anos 26 a 30 anos 31 anos ou mais"]
    for test in ("Flexão de braço (repetições)", "Corrida de 12 minutos (metros)"):
        lines.append(f"{test} Masc. {rng.randint(20, 40)} {rng.randint(15, 30)} {rng.randint(10, 25)}")
        lines.append(f"Fem. {rng.randint(10, 30)} {rng.randint(8, 25)} {rng.randint(5, 20)}")
    return lines


def sex_rows(rng: random.Random) -> Case:
    """See the module's docstring."""
    pcd = rng.random() < 0.7
    cadastro = rng.random() < 0.5
    header, roles = _header(rng, pcd, cadastro, rng.random() < 0.25)
    width = rng.randint(8, 40)
    dash = rng.choice(["0", "0", "–", "-"])
    lines = [
        "DIÁRIO OFICIAL DO MUNICÍPIO – Ano XIV – Nº 2.847 – 10 de março de 2026",
        *(line for act in rng.sample(BEFORE, rng.randint(1, 3)) for line in _act(act, rng)),
        "EDITAL DE CONCURSO PÚBLICO Nº 001/2026",
        "2. DOS CARGOS E DAS VAGAS",
        "2.1. Os cargos e a distribuição das vagas por",
        "sexo e modalidade são os constantes do Quadro I:",
        rng.choice(["QUADRO I – DISTRIBUIÇÃO DE VAGAS", "QUADRO I", "ANEXO I – QUADRO DE VAGAS"]),
        header,
    ]
    entries = []
    sums = [0] * len(roles)
    for cargo in rng.sample(CARGOS, rng.randint(1, 4)):
        sexes = rng.choice(SEXES)
        rows = []
        for sex in sexes:
            open_, negros = rng.randint(1, 40), rng.randint(0, 9)
            figures = {"open": open_, "pcd": rng.randint(0, 3) if pcd else 0, "negros": negros}
            figures["total"] = sum(figures.values())
            figures["cr"] = rng.randint(0, 2 * figures["total"])
            cells = [figures[r] for r in roles]
            sums = [a + b for a, b in zip(sums, cells)]
            rows.append(" ".join([sex, *(str(v) if v else dash for v in cells)]))
            entries.append(Entry(f"{cargo} – {sex.rstrip('.')}", figures["total"], figures["negros"]))
        name = _wrapped(cargo, width)
        glue = rng.randrange(3)
        if glue == 0 and len(name) == 1:  # a one-line name: every row glued to it
            lines.append(" ".join([name[0], *rows]))
        elif glue == 1:  # the name's last line glued to the first row
            lines += [*name[:-1], f"{name[-1]} {rows[0]}", *rows[1:]]
        else:
            lines += [*name, *rows]
    if rng.random() < 0.6:
        lines.append(" ".join(["TOTAL", *map(str, sums)]))
    lines += [
        "2.2. O candidato concorrerá às vagas do seu sexo,",
        "na forma da Lei nº 13.022, de 8 de agosto de 2014.",
    ]
    if rng.random() < 0.4:
        lines += _taf(rng)
    if rng.random() < 0.4:
        lines += [
            "QUADRO V – CONVOCAÇÃO PARA O CURSO DE FORMAÇÃO",
            "Cargo / sexo Vagas Convocados para o curso de formação",
            "GCM –",
            f"Masculino {rng.randint(5, 30)} até {rng.randint(31, 60)}",
            "GCM –",
            f"Feminino {rng.randint(2, 10)} até {rng.randint(11, 20)}",
        ]
    lines += [line for act in rng.sample(AFTER, rng.randint(1, 2)) for line in _act(act, rng)]
    return Case("\n".join(lines) + "\n", entries)


def sex_columns(rng: random.Random) -> Case:
    """The sexes as columns in the same narrow column: "Masculino" and "Feminino" spanning the same roles
    ("AC PcD Negros AC PcD Negros"), the total last, as pypdf gives Chromium's two-level header (the parts'
    line with the total's label glued to the first role, "Cargo Masculino Feminino TotalAC PcD Negros AC PcD
    Negros", or the roles on a line of their own); each cargo's name wrapped to the column's width, its lines
    above its row's cells or the last one glued to them. Each cargo's vacancies are its total, its negros the
    sum of the sexes' columns (`tables/parts_over_roles.py`)."""
    sexes = rng.choice([["Masculino", "Feminino"], ["Masc.", "Fem."], ["Homens", "Mulheres"]])
    roles = rng.choice([["AC", "PcD", "Negros"], ["AC", "Negros"], ["Ampla", "Negros"]])
    run = " ".join(roles * len(sexes))
    if rng.random() < 0.5:
        header = [f"Cargo {' '.join(sexes)} Total{run}"]
    else:
        header = [f"Cargo {' '.join(sexes)} Total", run]
    width = rng.randint(8, 40)
    dash = rng.choice(["0", "0", "–"])
    lines = [
        "DIÁRIO OFICIAL DO MUNICÍPIO – Ano XIV – Nº 2.847 – 10 de março de 2026",
        *(line for act in rng.sample(BEFORE, rng.randint(1, 3)) for line in _act(act, rng)),
        "EDITAL DE CONCURSO PÚBLICO Nº 001/2026",
        "2.1. As vagas por sexo e modalidade são as do Quadro I:",
        rng.choice(["QUADRO I – DISTRIBUIÇÃO DE VAGAS", "QUADRO I – VAGAS"]),
        *header,
    ]
    entries = []
    sums = [0] * (len(roles) * len(sexes) + 1)
    for cargo in rng.sample(CARGOS, rng.randint(1, 4)):
        cells = []
        for _ in sexes:
            cells += [rng.randint(1, 30) if role != "PcD" else rng.randint(0, 2) for role in roles]
        negros = sum(v for n, v in enumerate(cells) if roles[n % len(roles)] == "Negros")
        row = [*cells, sum(cells)]
        sums = [a + b for a, b in zip(sums, row)]
        entries.append(Entry(cargo, row[-1], negros))
        counts = " ".join(str(v) if v else dash for v in row)
        name = _wrapped(cargo, width)
        if len(name) > 1 and rng.random() < 0.5:
            lines += [*name, counts]
        else:
            lines += [*name[:-1], f"{name[-1]} {counts}"]
    if rng.random() < 0.5:
        lines.append(" ".join(["TOTAL", *map(str, sums)]))
    lines.append("2.2. O candidato concorrerá às vagas do seu sexo.")
    lines += [line for act in rng.sample(AFTER, rng.randint(1, 2)) for line in _act(act, rng)]
    return Case("\n".join(lines) + "\n", entries)
