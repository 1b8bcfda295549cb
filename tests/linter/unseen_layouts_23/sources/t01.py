# ruff: noqa: F403, F405, E402
# t01: Instituto Chico Mendes de Conservação da Biodiversidade (ICMBio), a RETIFICAÇÃO that republishes the quadro: the
# act changes Edital nº 1 item by item, each change as "ONDE SE LÊ:" (the old text or table) and "LEIA-SE:" (the new);
# the quadro is printed twice, the old one (figures no longer in force, one especialidade not yet offered) and the new
# one, each with Total / AC / PcD / PPP / PI / PQ (Lei nº 15.142/2025) and a TOTAL row; the cronograma and the prova
# table are changed the same way. Only the LEIA-SE quadro's rows are entries. HTML -> Chromium PDF; pypdf.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t01_icmbio_2027_retificacao_chromium_pypdf_onde_se_le_leia_se_quadro"
OLD = [
    ("Analista Ambiental – Conservação e Manejo", 30),
    ("Analista Ambiental – Uso Público e Negócios", 12),
    ("Analista Ambiental – Gestão Socioambiental", 10),
    ("Analista Administrativo – Apoio Administrativo", 8),
    ("Analista Administrativo – Tecnologia da Informação", 4),
    ("Técnico Ambiental", 20),
    ("Técnico Administrativo", 16),
]
NEW = [
    ("Analista Ambiental – Conservação e Manejo", 40),
    ("Analista Ambiental – Uso Público e Negócios", 12),
    ("Analista Ambiental – Gestão Socioambiental", 18),
    ("Analista Ambiental – Prevenção e Combate a Incêndios", 15),
    ("Analista Administrativo – Apoio Administrativo", 9),
    ("Analista Administrativo – Tecnologia da Informação", 4),
    ("Técnico Ambiental", 25),
    ("Técnico Administrativo", 14),
]
HEAD = [["Cargo / Especialidade", "Total", "AC", "PcD", "PPP", "PI", "PQ"]]


def quadro(V, cap):
    rows, T = rows_ppp(V)
    ac = T[0] - T[1] - sum(T[2:])
    return {
        "caption": cap,
        "head": HEAD,
        "rows": rows + [{"cls": "tot", "cells": ["TOTAL", str(T[0]), str(ac)] + [str(x) for x in T[1:]]}],
    }, T


qo, _ = quadro(OLD, "Quadro de vagas (subitem 2.1 do Edital nº 1)")
qn, TN = quadro(NEW, "Quadro de vagas (subitem 2.1 do Edital nº 1, com a redação deste Edital)")
entries = [ent_f(c, t) for c, t in NEW]
LEG = "AC: ampla concorrência. PcD: pessoas com deficiência. PPP: pessoas pretas e pardas. PI: pessoas indígenas. PQ: pessoas quilombolas (Lei nº 15.142/2025 e Decreto nº 12.536/2025)."
crono_old = [
    ["Período de inscrições", "22/3/2027 a 12/4/2027"],
    ["Aplicação das provas objetivas e discursivas", "30/5/2027"],
    ["Resultado final", "16/7/2027"],
]
crono_new = [
    ["Período de inscrições", "22/3/2027 a 3/5/2027"],
    ["Aplicação das provas objetivas e discursivas", "27/6/2027"],
    ["Resultado final", "13/8/2027"],
]
pv_old = [
    ["P1 – Conhecimentos Gerais", "50", "1,00", "50,00"],
    ["P2 – Conhecimentos Específicos", "70", "1,00", "70,00"],
]
pv_new = [
    ["P1 – Conhecimentos Gerais", "40", "1,00", "40,00"],
    ["P2 – Conhecimentos Específicos", "80", "1,00", "80,00"],
]
PVH = [["Prova / tipo", "Nº de itens", "Peso", "Pontuação máxima"]]
B = [
    (
        "title",
        "MINISTÉRIO DO MEIO AMBIENTE E MUDANÇA DO CLIMA\nINSTITUTO CHICO MENDES DE CONSERVAÇÃO DA BIODIVERSIDADE\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS NOS CARGOS DE ANALISTA AMBIENTAL, ANALISTA ADMINISTRATIVO, TÉCNICO AMBIENTAL E TÉCNICO ADMINISTRATIVO\nEDITAL Nº 3 – ICMBio, DE 12 DE ABRIL DE 2027\nRETIFICAÇÃO",
    ),
    (
        "p",
        "O PRESIDENTE DO INSTITUTO CHICO MENDES DE CONSERVAÇÃO DA BIODIVERSIDADE, no uso de suas atribuições legais, e tendo em vista a Portaria MGI nº 1.418, de 5 de abril de 2027, que autorizou o provimento adicional de 37 (trinta e sete) cargos, torna pública a retificação do Edital nº 1 – ICMBio, de 15 de março de 2027, publicado no Diário Oficial da União de 16 de março de 2027, conforme a seguir especificado.",
    ),
    (
        "p",
        "1 O subitem 2.1 do Edital nº 1 – ICMBio, de 15 de março de 2027, passa a vigorar com as alterações a seguir, permanecendo inalterados os requisitos, as atribuições e a remuneração dos cargos.",
    ),
    ("p", "ONDE SE LÊ:"),
    ("p", "2.1 Serão oferecidas 100 (cem) vagas, distribuídas conforme o quadro a seguir."),
    ("table", qo),
    ("p", LEG),
    ("p", "LEIA-SE:"),
    ("p", "2.1 Serão oferecidas %d (cento e trinta e sete) vagas, distribuídas conforme o quadro a seguir." % TN[0]),
    ("table", qn),
    ("p", LEG),
    (
        "p",
        "2 O subitem 9.2 do Edital nº 1 – ICMBio, que trata da composição das provas objetivas, passa a vigorar com as alterações a seguir.",
    ),
    ("p", "ONDE SE LÊ:"),
    ("table", {"caption": "Provas objetivas", "head": PVH, "rows": pv_old}),
    ("p", "LEIA-SE:"),
    ("table", {"caption": "Provas objetivas", "head": PVH, "rows": pv_new}),
    (
        "p",
        "3 Ficam reabertas as inscrições. O Anexo I do Edital nº 1 – ICMBio (cronograma previsto) passa a vigorar com as alterações a seguir.",
    ),
    ("p", "ONDE SE LÊ:"),
    ("table", {"caption": "Cronograma previsto", "head": [["Atividade", "Data"]], "rows": crono_old}),
    ("p", "LEIA-SE:"),
    ("table", {"caption": "Cronograma previsto", "head": [["Atividade", "Data"]], "rows": crono_new}),
    (
        "p",
        "4 O candidato já inscrito poderá alterar o cargo e a especialidade de sua opção até o último dia do novo período de inscrições, sem novo pagamento da taxa de inscrição de R$ 130,00 (cargos de nível superior) ou de R$ 90,00 (cargos de nível médio).",
    ),
    ("p", "5 Permanecem inalterados os demais itens e subitens do Edital nº 1 – ICMBio, de 15 de março de 2027."),
    ("pc", "MAURO OLIVEIRA PIRES\nPresidente do Instituto Chico Mendes de Conservação da Biodiversidade"),
]
chromium_edital(NAME, B, L16.CSS_BASE, "ICMBio – Edital nº 3/2027 – Retificação", "ICMBio Edital 3/2027")
finish8(
    NAME,
    entries,
    "pypdf",
    os.path.join(OUT, NAME + ".pdf"),
    {
        "body": "ICMBio (federal autarquia, Lei 15.142/2025)",
        "board": "Cebraspe",
        "producer": "HTML, Chromium (Playwright page.pdf)",
        "shape": "retificação: ONDE SE LÊ old quadro, LEIA-SE new quadro (one especialidade added, figures changed), each with TOTAL; prova and cronograma changed the same way",
    },
    totals=(TN[0], sum(TN[2:])),
)
