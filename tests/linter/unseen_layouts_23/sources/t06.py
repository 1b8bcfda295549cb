# ruff: noqa: F403, F405, E402
# t06: Agência Estadual de Defesa Agropecuária da Bahia (ADAB), a PROCESSO SELETIVO SIMPLIFICADO (REDA, Regime
# Especial de Direito Administrativo: temporary contracts of 24 months) with vagas and cadastro reserva per município:
# one quadro, a função group row over its município rows, columns Escritório Regional / Município de lotação / Vagas /
# AC / PcD / Negros (30%) / CR, a SUBTOTAL per função and a TOTAL GERAL. Bahia's reserve (Lei estadual nº 13.182/2014,
# art. 49, and Decreto nº 15.353/2014: 30 % from 3 vacancies, a fraction above 0,5 up, 0,5 or below down) is given per
# município, so each município row is an entry (two municípios under both funções, told apart by their figures). The
# avaliação curricular points, the remuneração, the cronograma and the PSS chapters follow. HTML -> Chromium PDF; pdftotext (default).
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t06_adab_ba_2027_pss_reda_chromium_pdftotext_vagas_cr_per_municipio"
G = [
    (
        "FUNÇÃO: FISCAL ESTADUAL AGROPECUÁRIO TEMPORÁRIO (nível superior)",
        [
            ("ER Salvador", "Salvador", 6),
            ("ER Feira de Santana", "Feira de Santana", 5),
            ("ER Vitória da Conquista", "Vitória da Conquista", 7),
            ("ER Juazeiro", "Juazeiro", 4),
            ("ER Barreiras", "Barreiras", 9),
            ("ER Barreiras", "Luís Eduardo Magalhães", 8),
            ("ER Itabuna", "Ilhéus", 2),
        ],
    ),
    (
        "FUNÇÃO: AGENTE ESTADUAL AGROPECUÁRIO TEMPORÁRIO (nível médio)",
        [
            ("ER Feira de Santana", "Feira de Santana", 12),
            ("ER Itabuna", "Itabuna", 10),
            ("ER Teixeira de Freitas", "Teixeira de Freitas", 5),
            ("ER Irecê", "Irecê", 6),
            ("ER Jequié", "Jequié", 3),
            ("ER Guanambi", "Guanambi", 4),
            ("ER Santa Maria da Vitória", "Santa Maria da Vitória", 1),
            ("ER Juazeiro", "Senhor do Bonfim", 5),
            ("ER Barreiras", "Barreiras", 15),
        ],
    ),
]
entries, rows, TG = [], [], [0] * 5
for g, V in G:
    rows.append({"cls": "grp", "cells": [C(g, cs=7)]})
    S = [0] * 5
    for er, m, t in V:
        p, n = pcd5(t), neg_ba(t)
        cr = 3 * t
        vals = [t, t - p - n, p, n, cr]
        rows.append([er, m] + [str(x) for x in vals])
        S = [a + b for a, b in zip(S, vals)]
        entries.append(ent(m, t, neg=neg_ba, cr=cr))
    rows.append({"cls": "tot", "cells": [C("SUBTOTAL DA FUNÇÃO", cs=2)] + [str(x) for x in S]})
    TG = [a + b for a, b in zip(TG, S)]
rows.append({"cls": "tot", "cells": [C("TOTAL GERAL", cs=2)] + [str(x) for x in TG]})
pontos = [
    ["Pós-graduação lato sensu na área da função", "1,0 por curso", "2,0"],
    ["Experiência profissional na área, por semestre completo", "0,5", "4,0"],
    ["Curso de capacitação em defesa sanitária (mínimo de 40 horas)", "0,5 por curso", "2,0"],
    ["Total", "–", "8,0"],
]
rem = [
    ["Fiscal Estadual Agropecuário Temporário", "40 horas", "R$ 4.870,00"],
    ["Agente Estadual Agropecuário Temporário", "40 horas", "R$ 2.210,00"],
]
crono = [
    ["Inscrições (gratuitas)", "3/5/2027 a 16/5/2027"],
    ["Resultado preliminar da avaliação curricular", "4/6/2027"],
    ["Recursos", "7 e 8/6/2027"],
    ["Resultado final", "18/6/2027"],
]
B = (
    [
        (
            "title",
            "GOVERNO DO ESTADO DA BAHIA\nSECRETARIA DA AGRICULTURA, PECUÁRIA, IRRIGAÇÃO, PESCA E AQUICULTURA\nAGÊNCIA ESTADUAL DE DEFESA AGROPECUÁRIA DA BAHIA – ADAB\nEDITAL DE PROCESSO SELETIVO SIMPLIFICADO Nº 02/2027 – REDA",
        ),
        (
            "p",
            "O DIRETOR-GERAL DA AGÊNCIA ESTADUAL DE DEFESA AGROPECUÁRIA DA BAHIA, no uso de suas atribuições e considerando a autorização governamental publicada no Diário Oficial do Estado de 20 de abril de 2027, torna pública a abertura de Processo Seletivo Simplificado para contratação temporária, sob o Regime Especial de Direito Administrativo (REDA), nos termos da Lei estadual nº 6.677/1994 e do Decreto estadual nº 15.805/2014.",
        ),
        ("h", "1. DAS DISPOSIÇÕES PRELIMINARES"),
        (
            "p",
            "1.1 A seleção será realizada em etapa única de avaliação curricular, de caráter eliminatório e classificatório, sob a responsabilidade de Comissão designada pela Portaria ADAB nº 188/2027.",
        ),
        ("p", "1.2 O contrato terá duração de até 24 (vinte e quatro) meses, prorrogável uma vez por igual período."),
        ("h", "2. DAS VAGAS E DO CADASTRO RESERVA"),
        (
            "p",
            "2.1 As vagas por função e município de lotação, com a reserva às pessoas com deficiência (5%) e aos candidatos negros (30%), e o cadastro reserva (CR), são as do quadro a seguir. Nos termos do art. 49 da Lei estadual nº 13.182/2014 e do Decreto estadual nº 15.353/2014, a reserva aos negros aplica-se quando o número de vagas no município for igual ou superior a 3 (três), arredondando-se a fração superior a 0,5 para o número inteiro subsequente e a fração igual ou inferior a 0,5 para o número inteiro anterior.",
        ),
        (
            "table",
            {
                "caption": "QUADRO I – VAGAS E CADASTRO RESERVA POR MUNICÍPIO",
                "head": [["Escritório Regional", "Município de lotação", "Vagas", "AC", "PcD", "Negros (30%)", "CR"]],
                "rows": rows,
            },
        ),
        (
            "p",
            "AC: ampla concorrência. CR: cadastro reserva, candidatos classificados além das vagas, que poderão ser convocados durante a validade da seleção; não constitui vaga.",
        ),
        ("h", "3. DA AVALIAÇÃO CURRICULAR"),
        (
            "table",
            {
                "caption": "QUADRO II – PONTUAÇÃO DA AVALIAÇÃO CURRICULAR",
                "head": [["Critério", "Pontos", "Pontuação máxima"]],
                "rows": pontos,
            },
        ),
        (
            "p",
            "3.1 Será eliminado o candidato que não obtiver, no mínimo, 1,0 (um) ponto. O desempate observará a maior idade e o maior tempo de experiência.",
        ),
        ("h", "4. DA REMUNERAÇÃO"),
        (
            "table",
            {
                "caption": "QUADRO III – REMUNERAÇÃO",
                "head": [["Função", "Carga horária semanal", "Remuneração mensal"]],
                "rows": rem,
            },
        ),
        ("h", "5. DO CRONOGRAMA"),
        ("table", {"caption": "QUADRO IV – CRONOGRAMA", "head": [["Etapa", "Data"]], "rows": crono}),
        ("h", "6. DA INSCRIÇÃO"),
    ]
    + items(
        "6",
        [
            "A inscrição será gratuita e realizada exclusivamente pelo endereço eletrônico www.adab.ba.gov.br/selecao2027, no período indicado no cronograma, mediante o preenchimento do formulário e o envio, em arquivo único no formato PDF, dos documentos comprobatórios da avaliação curricular.",
            "O candidato poderá inscrever-se para uma única função e um único município de lotação, e concorrerá apenas às vagas e ao cadastro reserva desse município.",
            "O candidato que desejar concorrer às vagas reservadas aos negros deverá, no ato da inscrição, declarar-se preto ou pardo, conforme o quesito cor ou raça utilizado pelo IBGE; a autodeclaração será verificada por comissão de heteroidentificação antes da contratação.",
            "O candidato com deficiência deverá declarar essa condição e enviar laudo médico emitido nos últimos 12 (doze) meses, com a espécie e o grau da deficiência e a referência ao código da Classificação Internacional de Doenças (CID).",
            "Não serão aceitas inscrições condicionais, extemporâneas ou por via postal, nem a complementação de documentos após o encerramento das inscrições.",
        ],
    )
    + [("h", "7. DOS REQUISITOS PARA A CONTRATAÇÃO")]
    + items(
        "7",
        [
            "Fiscal Estadual Agropecuário Temporário: diploma de graduação em Medicina Veterinária ou em Engenharia Agronômica e registro no conselho de classe.",
            "Agente Estadual Agropecuário Temporário: certificado de conclusão de curso técnico em Agropecuária, Agricultura ou Zootecnia e Carteira Nacional de Habilitação, categoria B.",
            "Ter nacionalidade brasileira, idade mínima de 18 (dezoito) anos, estar em dia com as obrigações eleitorais e militares e não ter sido contratado sob o REDA nos últimos 24 (vinte e quatro) meses.",
        ],
    )
    + [("h", "8. DA CONVOCAÇÃO E DA CONTRATAÇÃO")]
    + items(
        "8",
        [
            "A convocação observará a ordem de classificação por função e município, alternando-se as listas de ampla concorrência, de pessoas com deficiência e de negros, na forma da lei.",
            "Os candidatos do cadastro reserva somente serão convocados no surgimento de vagas, por desistência, rescisão ou ampliação autorizada, durante a validade da seleção.",
            "O candidato convocado terá 5 (cinco) dias úteis para apresentar a documentação e assinar o contrato, sob pena de eliminação.",
        ],
    )
    + [
        ("h", "9. DAS DISPOSIÇÕES FINAIS"),
        (
            "p",
            "9.1 A seleção terá validade de 1 (um) ano, prorrogável por igual período. Os casos omissos serão resolvidos pela Comissão.",
        ),
        ("pc", "Salvador/BA, 26 de abril de 2027.\nPAULO EMÍLIO TORRES\nDiretor-Geral da ADAB"),
    ]
)
css = L16.CSS_BASE + " tr.grp td{font-weight:bold;background:#eee}"
chromium_edital(NAME, B, css, "ADAB – Edital de PSS nº 02/2027 – REDA", "ADAB PSS 02/2027")
finish8(
    NAME,
    entries,
    "pdftotext",
    os.path.join(OUT, NAME + ".pdf"),
    {
        "body": "ADAB (Bahia state autarquia, Lei BA 13.182/2014 art. 49, 30 %, 0,5 rounds down)",
        "board": "Comissão da ADAB",
        "producer": "HTML, Chromium (Playwright page.pdf)",
        "shape": "PSS REDA: função group rows over município rows, Vagas/AC/PcD/Negros (30%)/CR, SUBTOTAL DA FUNÇÃO, TOTAL GERAL; avaliação curricular points, remuneração, cronograma",
    },
    totals=(TG[0], TG[3]),
)
