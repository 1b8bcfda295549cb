# ruff: noqa: F403, F405, E402
# t08: Prefeitura de Londrina/PR, RETIFICAÇÃO Nº 1 of a municipal edital that republishes only the rows of the quadro
# it changes: "ONDE SE LÊ:" the old rows, "LEIA-SE:" the new rows (five cargos, one of them new), with Vagas / AC /
# PcD / Negros (20%) / CR / carga horária / vencimento; a TOTAL row under each (the TOTAL of the edital's quadro before
# and after: it counts the cargos not republished too), then a taxa and a date changed the same way, the cargos not
# republished kept by a sentence. Only the LEIA-SE rows are entries (the figures the act puts in force; the other
# cargos' figures are in the edital, not here). DOCX (python-docx); pandoc -t plain.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t08_pm_londrina_2027_retificacao_docx_pandoc_plain_changed_rows_only"
OLD = [
    ("Professor de Educação Infantil", 80, "20h", "2.744,15"),
    ("Professor dos Anos Iniciais", 65, "20h", "2.744,15"),
    ("Agente de Endemias", 20, "40h", "2.318,02"),
    ("Técnico de Segurança do Trabalho", 2, "40h", "3.512,60"),
]
NEW = [
    ("Professor de Educação Infantil", 110, "20h", "2.744,15"),
    ("Professor dos Anos Iniciais", 90, "20h", "2.744,15"),
    ("Agente de Endemias", 12, "40h", "2.318,02"),
    ("Técnico de Segurança do Trabalho", 4, "40h", "3.512,60"),
    ("Intérprete de Libras", 6, "30h", "3.104,77"),
]
REST = 120, 24  # the edital's other cargos, not republished: vagas and the reserve to negros they keep
HEAD = [["Cargo", "Vagas", "AC", "PcD", "Negros (20%)", "CR", "Carga horária", "Vencimento (R$)"]]


def quadro(V):
    rows, T = [], [0, 0]
    for c, t, h, v in V:
        p, n = pcd5(t), neg20(t)
        rows.append([c, str(t), str(t - p - n), str(p), str(n), str(t), h, v])
        T = [T[0] + t, T[1] + n]
    rows.append(
        [
            C("TOTAL DO QUADRO DE VAGAS (todos os cargos do Edital nº 01/2027)", cs=1),
            str(T[0] + REST[0]),
            "–",
            "–",
            str(T[1] + REST[1]),
            "–",
            "–",
            "–",
        ]
    )
    return rows, T


ro, _ = quadro(OLD)
rn, TN = quadro(NEW)
entries = [ent(c, t, neg=neg20, cr=t) for c, t, *_ in NEW]
W = [5.4, 1.2, 1.1, 1.1, 1.8, 1.1, 1.6, 2.0]
B = [
    (
        "title",
        "MUNICÍPIO DE LONDRINA – ESTADO DO PARANÁ\nSECRETARIA MUNICIPAL DE RECURSOS HUMANOS\nEDITAL Nº 057/2027 – DRH/SMRH\nRETIFICAÇÃO Nº 1 DO EDITAL Nº 01/2027 – CONCURSO PÚBLICO",
    ),
    (
        "p",
        "A SECRETÁRIA MUNICIPAL DE RECURSOS HUMANOS, no uso de suas atribuições legais e considerando a Lei municipal nº 13.874, de 14 de dezembro de 2026, que ampliou o quadro de cargos efetivos da Secretaria Municipal de Educação, torna pública a RETIFICAÇÃO Nº 1 do Edital nº 01/2027, de abertura do concurso público, nos termos a seguir.",
    ),
    ("p", "1. No ANEXO I – QUADRO DE VAGAS, os cargos a seguir passam a vigorar com os quantitativos indicados:"),
    ("p", "ONDE SE LÊ:"),
    ("table", {"head": HEAD, "rows": ro, "widths": W}),
    ("p", "LEIA-SE:"),
    ("table", {"head": HEAD, "rows": rn, "widths": W}),
    (
        "p",
        "1.1 Ficam mantidos os quantitativos dos demais cargos do Anexo I do Edital nº 01/2027. A reserva às pessoas negras (20%, a partir de 3 vagas no cargo) observa a Lei municipal nº 12.986/2020, e a reserva às pessoas com deficiência, de 5%, a Lei municipal nº 9.911/2006. CR: cadastro de reserva.",
    ),
    (
        "p",
        '2. No subitem 4.6, ONDE SE LÊ: "O valor da taxa de inscrição é de R$ 95,00 para os cargos de nível superior e de R$ 70,00 para os de nível médio", LEIA-SE: "O valor da taxa de inscrição é de R$ 80,00 para os cargos de nível superior e de R$ 60,00 para os de nível médio, restituindo-se a diferença a quem já pagou".',
    ),
    (
        "p",
        '3. No Anexo II – Cronograma, ONDE SE LÊ: "Aplicação da prova objetiva: 18/4/2027", LEIA-SE: "Aplicação da prova objetiva: 9/5/2027"; e ONDE SE LÊ: "Encerramento das inscrições: 22/3/2027", LEIA-SE: "Encerramento das inscrições: 12/4/2027".',
    ),
    (
        "p",
        "4. Fica incluído o cargo de Intérprete de Libras, de nível médio, com os requisitos de certificação de proficiência em Libras (Prolibras ou equivalente) e as atribuições constantes do Anexo III.",
    ),
    ("p", "5. Permanecem inalteradas as demais disposições do Edital nº 01/2027."),
    ("p", "Londrina, 3 de março de 2027."),
    ("pc", "ANA LÚCIA BATISTA\nSecretária Municipal de Recursos Humanos"),
]
src = docx_edital(
    NAME,
    B,
    ["PREFEITURA DO MUNICÍPIO DE LONDRINA"],
    "Edital nº 057/2027 – DRH/SMRH – Retificação nº 1",
    when="2027-03-03",
)
finish8(
    NAME,
    entries,
    "pandoc-plain",
    src,
    {
        "body": "Prefeitura de Londrina/PR (municipal law, 20 % from 3)",
        "board": "Prefeitura (DRH/SMRH)",
        "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "retificação republishing only the changed rows: ONDE SE LÊ old rows, LEIA-SE new rows (one cargo added), a TOTAL of the whole quadro under each (not the sum of the rows: stated_totals here is the LEIA-SE rows' sum, the printed TOTAL 342 vagas / 68 negros counts the cargos not republished); taxa and dates changed inline",
    },
    totals=(TN[0], TN[1]),
)
