"""A city's quadro whose racial reserve column is an abbreviation the opening defines in brackets after the
groups it joins ("vagas reservadas a pretos, pardos e indígenas (PPI), nos termos da Lei Municipal nº
6.902/2017": a São Paulo city's law, Nosso Rumo's landscape quadro, t30 of the ninth set; "candidatos
negros e indígenas (NI)" and the legend's "NI – Negros e Indígenas", Selecon's, t21), printed a row a
line by pypdf: "Cód. Cargo Total de vagas Vagas reservadas PPI (20%) Vagas reservadas PcD (5%) Vencimento
(R$) Jornada semanal Requisitos" over "02 Assistente de Gestão Pública 11 2 1 3.112,40 40h Ensino Médio
completo": the class of `tables/joint_legend.py`.

- `joint_abbreviation(rng)`: the quadro with its right reading (the joint column the racial reserve, as
  printed); `Case.date` carries "law" when Lei 15.142 is cited (rows may be confirmed), else "" (never).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CARGOS = [
    "Agente de Fiscalização de Posturas",
    "Assistente de Gestão Pública",
    "Atendente de Unidade de Saúde",
    "Auxiliar de Desenvolvimento Infantil",
    "Guarda Civil Municipal 3ª Classe – Masculino",
    "Inspetor de Alunos",
    "Professor de Educação Básica I – Anos Iniciais",
    "Professor de Educação Básica II – Ciências",
    "Médico Pediatra",
    "Enfermeiro",
    "Analista Tributário",
    "Fiscal de Tributos",
    "Técnico em Enfermagem",
]
#: (the groups as the opening lists them, its abbreviation)
DEFINITIONS = [
    ("pretos, pardos e indígenas", "PPI"),
    ("candidatos pretos, pardos ou indígenas", "PPI"),
    ("pessoas pretas, pardas e indígenas", "PPI"),
    ("pessoas pretas, pardas, indígenas e quilombolas", "PPIQ"),
    ("candidatos negros e indígenas", "NI"),
    ("negros, indígenas e quilombolas", "NIQ"),
]
PAY = ["2.311,02", "3.112,40", "4.205,60", "7.214,50", "11.025,00"]
REQUISITOS = [
    "Ensino Médio completo",
    "Licenciatura plena em Pedagogia",
    "Medicina e CRM-SP",
    "Ensino Médio completo e CNH B",
]


def joint_abbreviation(rng: random.Random) -> Case:
    """See the module's docstring."""
    groups, abbreviation = rng.choice(DEFINITIONS)
    bracketed = rng.random() < 0.7  # else defined in the legend under the quadro only ("NI – Negros e Indígenas")
    law = rng.random() < 0.2
    cited = "da Lei federal nº 15.142/2025" if law else f"da Lei Municipal nº {rng.randint(1000, 9999)}/2017"
    open_column = rng.random() < 0.4
    ppi_first = rng.random() < 0.7
    rate = rng.choice(["", " (20%)"])
    labels = [f"Vagas reservadas {abbreviation}{rate}", "Vagas reservadas PcD (5%)"]
    if not ppi_first:
        labels.reverse()
    if open_column:
        labels.insert(0, rng.choice(["Ampla concorrência", "Vagas AC"]))
    header = f"Cód. Cargo Total de vagas {' '.join(labels)} Vencimento (R$) Jornada semanal Requisitos"
    dash = rng.choice(["—", "–", "-"])
    lines = [
        "Prefeitura Municipal de Ribeirão dos Cristais – Concurso Público nº 02/2024",
        "Página 1Instituto Nosso Rumo",
        "PREFEITURA MUNICIPAL DE RIBEIRÃO DOS CRISTAIS – ESTADO DE SÃO PAULO",
        "INSTRUÇÕES ESPECIAIS – I. DOS CARGOS",
        "1.1 O Concurso destina-se ao provimento dos cargos abaixo relacionados, com o número de vagas, vagas "
        + (
            f"reservadas a {groups} ({abbreviation}), nos termos {cited}, e a pessoas com deficiência"
            if bracketed
            else f"reservadas nos termos {cited} e a pessoas com deficiência"
        ),
        "(PcD), vencimento, jornada e requisitos:",
        header,
    ]
    entries = []
    for n, name in enumerate(rng.sample(CARGOS, rng.randint(3, 9)), 1):
        tail = f"{rng.choice(PAY)} {rng.choice(['40h', '30h', '20h'])} {rng.choice(REQUISITOS)}"
        if rng.random() < 0.1:
            cells = ["C.R."] + [dash] * (len(labels))
        else:
            total = rng.randint(1, 30)
            ppi = total * 20 // 100 if total >= 3 else 0
            pcd = total * 5 // 100 if total >= 20 else rng.choice([0, 0, 1]) if total >= 5 else 0
            by = {"ppi": ppi, "pcd": pcd, "ac": total - ppi - pcd}
            order = (["ac"] if open_column else []) + (["ppi", "pcd"] if ppi_first else ["pcd", "ppi"])
            cells = [str(total)] + [str(by[k]) if by[k] else dash for k in order]
            entries.append(Entry(name, total, ppi))
        lines.append(f"{n:02d} {name} {' '.join(cells)} {tail}")
    lines += [
        "C.R. – cadastro reserva. O total de vagas inclui as vagas reservadas."
        if bracketed
        else rng.choice(
            [
                f"C.R. – cadastro reserva / {abbreviation} – {groups[0].upper()}{groups[1:]} / PcD – Pessoa com Deficiência.",
                f"AC – Ampla Concorrência / PcD – Pessoa com Deficiência / {abbreviation} – {groups.title()} / C.R. – "
                "Cadastro de Reserva.",
                f"PcD – Pessoa com Deficiência; {abbreviation} – {groups}; C.R. – cadastro reserva.",
            ]
        ),
        "1.2 O candidato que se declarar preto, pardo ou indígena concorrerá concomitantemente às vagas reservadas e às de ampla concorrência.",
        "II. DAS INSCRIÇÕES",
        "2.1 As inscrições serão efetuadas no período de 10/09/2024 a 10/10/2024.",
        "Ribeirão dos Cristais, 3 de setembro de 2024.",
    ]
    return Case("\n".join(lines), entries, date="law" if law else "")
