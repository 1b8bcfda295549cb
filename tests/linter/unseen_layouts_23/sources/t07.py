# ruff: noqa: F403, F405, E402
# t07: Universidade Federal do Pará (UFPA), professores do Magistério Superior by instituto, faculdade and área: one
# quadro, an instituto group row over its área rows, columns Faculdade / Área de conhecimento / Classe / Nível /
# Regime / Titulação mínima / Vagas / AC / PcD / PPP / PI / PQ (Lei nº 15.142/2025 per área, from 2 vacancies), a TOTAL
# DO INSTITUTO and a TOTAL GERAL; the Classe ("A – Adjunto"), Nível ("1") and Regime ("DE", "40h", "20h") columns are
# not vacancies. The provas' weights, the remuneração by regime and the Decreto nº 9.739/2019 limit of approved
# candidates follow, then the edital's chapters (títulos table) and annexes. Each área row is an entry. HTML -> Chromium PDF (landscape); pdfplumber.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t07_ufpa_docentes_2027_chromium_pdfplumber_departamento_area_classe_nivel_regime"
AD, AS, AU = (
    ("A – Adjunto", "1", "Doutorado"),
    ("A – Assistente", "1", "Mestrado"),
    ("A – Auxiliar", "1", "Especialização"),
)
G = [
    (
        "INSTITUTO DE CIÊNCIAS EXATAS E NATURAIS (ICEN)",
        [
            ("Faculdade de Matemática", "Análise Matemática", AD, "DE", 2),
            ("Faculdade de Estatística", "Estatística Aplicada", AD, "DE", 1),
            ("Faculdade de Química", "Química Analítica", AD, "DE", 3),
            ("Faculdade de Computação", "Engenharia de Software", AD, "DE", 4),
        ],
    ),
    (
        "INSTITUTO DE CIÊNCIAS DA SAÚDE (ICS)",
        [
            ("Faculdade de Medicina", "Clínica Médica", AU, "20h", 3),
            ("Faculdade de Medicina", "Cirurgia Geral", AU, "20h", 2),
            ("Faculdade de Enfermagem", "Enfermagem em Saúde Coletiva", AS, "DE", 2),
            ("Faculdade de Odontologia", "Prótese Dentária", AS, "40h", 1),
        ],
    ),
    (
        "INSTITUTO DE TECNOLOGIA (ITEC)",
        [
            ("Faculdade de Engenharia Civil", "Estruturas de Concreto", AD, "DE", 2),
            ("Faculdade de Engenharia Elétrica", "Sistemas Elétricos de Potência", AD, "DE", 3),
            ("Faculdade de Engenharia Química", "Processos de Separação", AD, "DE", 1),
        ],
    ),
    (
        "INSTITUTO DE FILOSOFIA E CIÊNCIAS HUMANAS (IFCH)",
        [
            ("Faculdade de História", "História da Amazônia", AD, "DE", 2),
            ("Faculdade de Ciências Sociais", "Antropologia", AD, "DE", 1),
            ("Faculdade de Psicologia", "Psicologia Clínica", AS, "40h", 2),
        ],
    ),
]
entries, rows, TG = [], [], [0] * 6
for g, V in G:
    rows.append({"cls": "grp", "cells": [C(g, cs=12)]})
    S = [0] * 6
    for fac, area, (cl, nv, tit), reg, t in V:
        p, r = pcd5(t), ppp(t)
        vals = [t, t - p - sum(r), p] + list(r)
        rows.append([fac, area, cl, nv, reg, tit] + [str(x) for x in vals])
        S = [a + b for a, b in zip(S, vals)]
        entries.append(ent_f(area, t))
    rows.append({"cls": "tot", "cells": [C("TOTAL DO INSTITUTO", cs=6)] + [str(x) for x in S]})
    TG = [a + b for a, b in zip(TG, S)]
rows.append({"cls": "tot", "cells": [C("TOTAL GERAL", cs=6)] + [str(x) for x in TG]})
provas = [
    ["Prova escrita", "eliminatória e classificatória", "3"],
    ["Prova didática", "eliminatória e classificatória", "3"],
    ["Prova de títulos", "classificatória", "4"],
]
rem = [
    ["A – Adjunto (Doutorado)", "DE", "R$ 13.289,00"],
    ["A – Assistente (Mestrado)", "DE", "R$ 9.616,92"],
    ["A – Assistente (Mestrado)", "40h", "R$ 6.356,02"],
    ["A – Auxiliar (Especialização)", "20h", "R$ 2.870,48"],
]
lim_rows, _ = anexo_9739()
HEAD = [
    [
        "Faculdade",
        "Área de conhecimento",
        "Classe",
        "Nível",
        "Regime",
        "Titulação mínima",
        "Vagas",
        "AC",
        "PcD",
        "PPP",
        "PI",
        "PQ",
    ]
]
tit = [
    ["A", "Diploma de doutorado na área do concurso", "3,00", "3,00"],
    ["B", "Artigo publicado em periódico Qualis A1 a A4, por artigo", "0,50", "2,50"],
    ["C", "Docência no ensino superior, por semestre letivo", "0,25", "2,50"],
    ["D", "Orientação concluída de mestrado ou doutorado, por orientação", "0,40", "2,00"],
]
cfg = cfg19(
    "2027-05-03",
    site="www.ceps.ufpa.br/docentes2027",
    banca="Centro de Processos Seletivos da UFPA (Ceps/UFPA)",
    cidades="Belém/PA",
    veiculo="Diário Oficial da União",
    local_data="Belém/PA, 3 de maio de 2027.",
    assinaturas=["GILMAR PEREIRA DA SILVA", "Reitor da Universidade Federal do Pará"],
    taxas=[["A – Adjunto", "R$ 250,00"], ["A – Assistente", "R$ 180,00"], ["A – Auxiliar", "R$ 120,00"]],
    titulos=tit,
    provas_tabs=[{"caption": "QUADRO IV – PROVAS E PESOS", "head": [["Prova", "Caráter", "Peso"]], "rows": provas}],
)
Q = [
    (
        "p",
        "2.1 As vagas, por instituto, faculdade e área de conhecimento, com a classe, o nível, o regime de trabalho e a titulação mínima exigida, e a reserva às pessoas com deficiência (PcD) e às pessoas pretas e pardas (PPP), indígenas (PI) e quilombolas (PQ), calculada por área quando houver 2 (duas) ou mais vagas, são as do quadro a seguir.",
    ),
    (
        "table",
        {
            "caption": "QUADRO I – DISTRIBUIÇÃO DAS VAGAS",
            "head": HEAD,
            "rows": rows,
            "colgroup": [15, 17, 9, 5, 6, 10, 6, 5, 5, 5, 5, 5],
        },
    ),
    (
        "p",
        "DE: dedicação exclusiva; 40h e 20h: regimes de 40 e 20 horas semanais. Nas áreas com 1 (uma) vaga não há reserva imediata, e o candidato poderá optar pela reserva, que incidirá sobre as vagas que surgirem na validade do concurso.",
    ),
    ("p", "2.2 A remuneração inicial (vencimento básico e retribuição por titulação) é a seguinte:"),
    (
        "table",
        {
            "caption": "QUADRO II – REMUNERAÇÃO INICIAL",
            "head": [["Classe", "Regime", "Remuneração"]],
            "rows": rem,
            "cls": "t small",
        },
    ),
    (
        "p",
        "2.3 O resultado será homologado observado o número máximo de candidatos aprovados do Anexo II do Decreto nº 9.739/2019, reproduzido a seguir; será aprovado o candidato que obtiver média igual ou superior a 7,0 (sete) em cada prova eliminatória.",
    ),
    (
        "table",
        {
            "caption": "QUADRO III – NÚMERO MÁXIMO DE CANDIDATOS APROVADOS",
            "head": [["Vagas na área", "Máximo de aprovados"]],
            "rows": lim_rows[:6],
            "cls": "t small",
        },
    ),
]
B = edital(
    "SERVIÇO PÚBLICO FEDERAL\nUNIVERSIDADE FEDERAL DO PARÁ\nPRÓ-REITORIA DE DESENVOLVIMENTO E GESTÃO DE PESSOAL\nEDITAL Nº 41, DE 3 DE MAIO DE 2027 – CONCURSO PÚBLICO PARA PROFESSOR DO MAGISTÉRIO SUPERIOR",
    "O REITOR DA UNIVERSIDADE FEDERAL DO PARÁ, no uso de suas atribuições, e considerando a Lei nº 12.772/2012, o Decreto nº 9.739/2019, a Lei nº 15.142/2025 e o Decreto nº 12.536/2025, torna pública a abertura de concurso público de provas e títulos para provimento de cargos de Professor do Magistério Superior.",
    Q,
    cfg,
    law="15142",
    extra=[ch_titulos],
    cargos=[
        ("Professor do Magistério Superior – " + a, t + ", na área ou em área afim")
        for g, V in G
        for _, a, (_, _, t), *_ in V
    ],
)
css = (
    L16.CSS_BASE.replace("@page{size:A4}", "@page{size:A4 landscape}")
    + " tr.grp td{font-weight:bold;background:#eee} table.small{width:60%}"
)
chromium_edital(
    NAME, B, css, "UFPA – Edital nº 41/2027 – Professor do Magistério Superior", "UFPA Edital 41/2027", landscape=True
)
finish8(
    NAME,
    entries,
    "pdfplumber",
    os.path.join(OUT, NAME + ".pdf"),
    {
        "body": "UFPA (federal university, Lei 15.142/2025)",
        "board": "UFPA (Progep)",
        "producer": "HTML, Chromium (Playwright page.pdf, landscape)",
        "shape": "instituto group rows over faculdade/área rows with Classe/Nível/Regime/Titulação columns, Vagas/AC/PcD/PPP/PI/PQ, TOTAL DO INSTITUTO, TOTAL GERAL; provas, remuneração, Decreto 9.739 limits",
    },
    totals=(TG[0], sum(TG[3:])),
)
