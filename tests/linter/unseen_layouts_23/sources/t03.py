# ruff: noqa: F403, F405, E402
# t03: a national unified exam of the federal government (Concurso Público Nacional Unificado, its third edition), the
# Anexo I of the opening edital: dozens of cargos by BLOCO TEMÁTICO, a bloco group row over its rows Código / Órgão /
# Cargo – especialidade / Total / AC / PcD / PPP / PI / PQ (Lei nº 15.142/2025 per cargo, from 2 vacancies), a TOTAL per
# bloco and a TOTAL GERAL; then a summary table by bloco (the same totals again), the provas per bloco (questions and
# weights) and the limits of the discursive correction. Each cargo row is an entry. HTML -> Chromium PDF (landscape);
# pdftotext -layout.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t03_cpnu3_2027_chromium_pdftotext_layout_blocos_tematicos_dozens_of_rows"
G = [
    (
        "BLOCO 1 – SEGURIDADE SOCIAL: SAÚDE, ASSISTÊNCIA SOCIAL E PREVIDÊNCIA",
        [
            ("MS", "Analista Técnico de Políticas Sociais – Saúde", 60),
            ("MPS", "Perito Médico Federal", 80),
            ("MDS", "Analista Técnico de Políticas Sociais – Assistência Social", 35),
            ("Anvisa", "Especialista em Regulação e Vigilância Sanitária", 40),
            ("Fiocruz", "Tecnologista em Saúde Pública", 25),
        ],
    ),
    (
        "BLOCO 2 – CULTURA E EDUCAÇÃO",
        [
            ("MEC", "Técnico em Assuntos Educacionais", 30),
            ("Inep", "Pesquisador-Tecnologista em Informações e Avaliações Educacionais", 20),
            ("Iphan", "Técnico em Patrimônio Cultural – Arqueologia", 18),
            ("Capes", "Analista em Ciência e Tecnologia", 12),
            ("Ancine", "Especialista em Regulação da Atividade Cinematográfica e Audiovisual", 9),
        ],
    ),
    (
        "BLOCO 3 – CIÊNCIAS, DADOS E TECNOLOGIA",
        [
            ("MGI", "Analista em Tecnologia da Informação", 120),
            ("IBGE", "Analista de Planejamento, Gestão e Infraestrutura em Informações Geográficas e Estatísticas", 45),
            ("INPE", "Tecnologista em Ciência e Tecnologia Espacial", 14),
            ("MCTI", "Pesquisador em Ciência e Tecnologia", 6),
        ],
    ),
    (
        "BLOCO 4 – ENGENHARIAS E ARQUITETURA",
        [
            ("DNIT", "Analista em Infraestrutura de Transportes", 50),
            ("ANA", "Especialista em Regulação de Recursos Hídricos e Saneamento Básico", 16),
            ("MCID", "Arquiteto e Urbanista", 4),
            ("ANM", "Especialista em Recursos Minerais", 22),
        ],
    ),
    (
        "BLOCO 5 – ADMINISTRAÇÃO E CONTROLE",
        [
            ("MGI", "Analista Técnico-Administrativo", 150),
            ("CGU", "Auditor Federal de Finanças e Controle", 30),
            ("AGU", "Administrador", 8),
            ("Funai", "Indigenista Especializado", 40),
            ("MTE", "Auditor-Fiscal do Trabalho", 90),
            ("MPI", "Contador", 1),
        ],
    ),
]
entries, rows, summ, TG = [], [], [], [0] * 6
for bi, (g, V) in enumerate(G):
    rows.append({"cls": "grp", "cells": [C(g, cs=9)]})
    S = [0] * 6
    for i, (org, c, t) in enumerate(V):
        p, r = pcd5(t), ppp(t)
        vals = [t, t - p - sum(r), p] + list(r)
        rows.append(["%d%02d" % (bi + 1, i + 1), org, c] + [str(x) for x in vals])
        S = [a + b for a, b in zip(S, vals)]
        entries.append(ent_f(c, t))
    rows.append({"cls": "tot", "cells": [C("TOTAL DO BLOCO %d" % (bi + 1), cs=3)] + [str(x) for x in S]})
    summ.append(["Bloco %d" % (bi + 1), str(len(V))] + [str(x) for x in S])
    TG = [a + b for a, b in zip(TG, S)]
rows.append({"cls": "tot", "cells": [C("TOTAL GERAL", cs=3)] + [str(x) for x in TG]})
summ.append(["Total", str(sum(len(V) for _, V in G))] + [str(x) for x in TG])
provas = [
    ["Objetiva – Conhecimentos Gerais", "Todos", "20", "1,0", "20,0"],
    ["Objetiva – Conhecimentos Específicos", "Todos", "50", "1,5", "75,0"],
    ["Discursiva – questões dissertativas", "1 a 4", "2", "20,0", "40,0"],
    ["Discursiva – estudo de caso", "5", "1", "40,0", "40,0"],
]
lim = [
    ["Ampla concorrência", "9 vezes o número de vagas do cargo"],
    ["Pessoas com deficiência", "9 vezes as vagas reservadas, no mínimo 9 candidatos"],
    ["Pessoas pretas e pardas", "9 vezes as vagas reservadas, no mínimo 9 candidatos"],
    ["Pessoas indígenas e quilombolas", "no mínimo 9 candidatos de cada modalidade"],
]
HEAD = [["Código", "Órgão", "Cargo – especialidade", "Total", "AC", "PcD", "PPP", "PI", "PQ"]]
B = [
    (
        "title",
        "MINISTÉRIO DA GESTÃO E DA INOVAÇÃO EM SERVIÇOS PÚBLICOS\nCONCURSO PÚBLICO NACIONAL UNIFICADO – CPNU 3\nEDITAL Nº 1/2027 – ANEXO I\nQUADRO DE VAGAS POR BLOCO TEMÁTICO",
    ),
    (
        "p",
        "1 As vagas de cada cargo e especialidade, por bloco temático, com a reserva às pessoas com deficiência (PcD), na forma do Decreto nº 9.508/2018, e às pessoas pretas e pardas (PPP), indígenas (PI) e quilombolas (PQ), na forma da Lei nº 15.142/2025 e do Decreto nº 12.536/2025, são as do quadro a seguir. A reserva é calculada por cargo e especialidade, a partir de 2 (duas) vagas, arredondada a fração igual ou superior a 0,5 para o inteiro superior.",
    ),
    (
        "table",
        {
            "caption": "QUADRO 1 – VAGAS POR BLOCO TEMÁTICO, CARGO E ESPECIALIDADE",
            "head": HEAD,
            "rows": rows,
            "colgroup": [6, 7, 45, 7, 7, 7, 7, 7, 7],
        },
    ),
    (
        "p",
        "AC: ampla concorrência. O cargo com 1 (uma) vaga não tem reserva imediata; o candidato poderá optar pelas vagas reservadas, que incidirão sobre as vagas que surgirem no prazo de validade. Código: código de opção do cargo, a informar no ato da inscrição.",
    ),
    (
        "table",
        {
            "caption": "QUADRO 2 – RESUMO POR BLOCO",
            "head": [["Bloco", "Cargos", "Total", "AC", "PcD", "PPP", "PI", "PQ"]],
            "rows": summ,
            "cls": "t small",
        },
    ),
    ("p", "2 As provas de cada bloco temático terão a composição a seguir."),
    (
        "table",
        {
            "caption": "QUADRO 3 – PROVAS",
            "head": [["Prova", "Questões (nº)", "Itens", "Peso", "Pontuação máxima"]],
            "rows": provas,
            "cls": "t small",
        },
    ),
    (
        "p",
        "3 Serão corrigidas as provas discursivas dos candidatos classificados na prova objetiva dentro dos limites a seguir, respeitados os empates na última posição.",
    ),
    (
        "table",
        {
            "caption": "QUADRO 4 – LIMITES DE CORREÇÃO DA PROVA DISCURSIVA",
            "head": [["Modalidade", "Limite"]],
            "rows": lim,
            "cls": "t small",
        },
    ),
    (
        "p",
        "4 As provas serão aplicadas em 228 (duzentos e vinte e oito) municípios, relacionados no Anexo II, no dia 5 de setembro de 2027. A taxa de inscrição é de R$ 90,00 (nível superior).",
    ),
    (
        "pc",
        "Brasília/DF, 21 de junho de 2027.\nESTHER DWECK\nMinistra de Estado da Gestão e da Inovação em Serviços Públicos",
    ),
]
css = (
    L16.CSS_BASE.replace("@page{size:A4}", "@page{size:A4 landscape}")
    + " tr.grp td{font-weight:bold;background:#eee} table.small{width:70%}"
)
chromium_edital(NAME, B, css, "CPNU 3 – Edital nº 1/2027 – Anexo I – Quadro de vagas", "CPNU 3 Anexo I", landscape=True)
finish8(
    NAME,
    entries,
    "pdftotext-layout",
    os.path.join(OUT, NAME + ".pdf"),
    {
        "body": "MGI, Concurso Público Nacional Unificado (federal, Lei 15.142/2025)",
        "board": "Fundação Cesgranrio",
        "producer": "HTML, Chromium (Playwright page.pdf, landscape)",
        "shape": "annex: bloco temático group rows over Código/Órgão/Cargo rows, Total/AC/PcD/PPP/PI/PQ, TOTAL DO BLOCO, TOTAL GERAL; summary by bloco, provas, correction limits",
    },
    totals=(TG[0], sum(TG[3:])),
)
