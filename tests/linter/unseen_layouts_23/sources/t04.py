# ruff: noqa: F403, F405, E402
# t04: Instituto Nacional do Seguro Social (INSS), Técnico do Seguro Social by UF: the edital's web page (a gov.br-like
# portal) with the quadro of vacancies per unidade da federação, 27 rows "AC – Acre" … "TO – Tocantins", columns Total /
# AC / PcD / PPP / PI / PQ / CR, the reserve given per UF (Lei nº 15.142/2025, from 2 vacancies), a TOTAL row; the
# sigla AC of Acre over a column AC (ampla concorrência). Remuneração, the prova's composition, the cronograma and the
# convocação limits follow, then the edital's chapters and annexes. Each UF row is an entry. HTML page; Chromium's document.body.innerText.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t04_inss_2027_html_chromium_innertext_tecnico_per_uf_27_rows"
UF = [
    ("AC – Acre", 6),
    ("AL – Alagoas", 18),
    ("AP – Amapá", 4),
    ("AM – Amazonas", 22),
    ("BA – Bahia", 85),
    ("CE – Ceará", 52),
    ("DF – Distrito Federal", 30),
    ("ES – Espírito Santo", 21),
    ("GO – Goiás", 38),
    ("MA – Maranhão", 44),
    ("MT – Mato Grosso", 19),
    ("MS – Mato Grosso do Sul", 15),
    ("MG – Minas Gerais", 110),
    ("PA – Pará", 47),
    ("PB – Paraíba", 26),
    ("PR – Paraná", 58),
    ("PE – Pernambuco", 64),
    ("PI – Piauí", 23),
    ("RJ – Rio de Janeiro", 96),
    ("RN – Rio Grande do Norte", 20),
    ("RS – Rio Grande do Sul", 72),
    ("RO – Rondônia", 9),
    ("RR – Roraima", 3),
    ("SC – Santa Catarina", 34),
    ("SP – São Paulo", 160),
    ("SE – Sergipe", 12),
    ("TO – Tocantins", 8),
]
entries, rows, T = [], [], [0] * 7
for u, t in UF:
    p, r = pcd5(t), ppp(t)
    cr = t
    vals = [t, t - p - sum(r), p] + list(r) + [cr]
    rows.append([u] + [str(x) for x in vals])
    T = [a + b for a, b in zip(T, vals)]
    entries.append(ent_f(u, t, cr=cr))
rows.append({"cls": "tot", "cells": ["TOTAL"] + [str(x) for x in T]})
prova = [
    [
        "Conhecimentos Gerais",
        "Língua Portuguesa, Ética no Serviço Público, Noções de Direito Administrativo",
        "50",
        "1",
    ],
    ["Conhecimentos Específicos", "Seguridade Social, Direito Previdenciário, Informática", "70", "1"],
]
lim = [
    ["até 10 vagas na UF", "5 vezes o número de vagas"],
    ["de 11 a 50 vagas na UF", "4 vezes o número de vagas"],
    ["acima de 50 vagas na UF", "3 vezes o número de vagas"],
]
cfg = cfg19(
    "2027-06-07",
    site="www.fgv.br/concursos/inss27",
    banca="Fundação Getulio Vargas (FGV)",
    cidades="as capitais das 27 unidades da federação e em 96 cidades do interior, relacionadas no edital de locais",
    veiculo="Diário Oficial da União",
    local_data="Brasília/DF, 7 de junho de 2027.",
    assinaturas=["GILBERTO WALLER JÚNIOR", "Presidente do Instituto Nacional do Seguro Social"],
    taxas=[["Técnico do Seguro Social (nível médio)", "R$ 85,00"]],
    provas_tabs=[
        {
            "caption": "Composição da prova objetiva",
            "head": [["Conhecimentos", "Disciplinas", "Nº de itens", "Peso"]],
            "rows": prova,
        }
    ],
)
Q = [
    (
        "p",
        "2.1 O candidato concorrerá às vagas da unidade da federação (UF) que indicar no ato da inscrição e será lotado em uma das Agências da Previdência Social da UF.",
    ),
    (
        "p",
        "2.2 As vagas por UF, com a reserva às pessoas com deficiência (PcD) e às pessoas pretas e pardas (PPP), indígenas (PI) e quilombolas (PQ) calculada por UF (Lei nº 15.142/2025 e Decreto nº 12.536/2025), e o cadastro de reserva (CR), são as seguintes:",
    ),
    (
        "table",
        {
            "caption": "Técnico do Seguro Social – vagas por UF",
            "head": [["UF", "Total", "AC", "PcD", "PPP", "PI", "PQ", "CR"]],
            "rows": rows,
        },
    ),
    (
        "p",
        "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; CR – cadastro de reserva (candidatos aprovados além das vagas, que não constituem vagas).",
    ),
    (
        "p",
        "2.3 A remuneração inicial é de R$ 6.451,73, composta de vencimento básico e Gratificação de Desempenho de Atividade do Seguro Social (GDASS), para jornada de 40 horas semanais.",
    ),
    (
        "p",
        "2.4 Serão convocados para o curso de formação, por UF e modalidade, os candidatos classificados dentro dos limites a seguir:",
    ),
    (
        "table",
        {"caption": "Limites de convocação para o curso de formação", "head": [["Vagas na UF", "Limite"]], "rows": lim},
    ),
]
B = edital(
    "EDITAL Nº 1 – INSS, DE 7 DE JUNHO DE 2027\nCONCURSO PÚBLICO PARA O CARGO DE TÉCNICO DO SEGURO SOCIAL",
    "O PRESIDENTE DO INSTITUTO NACIONAL DO SEGURO SOCIAL (INSS), no uso de suas atribuições, e tendo em vista a autorização da Portaria MGI nº 2.907, de 12 de março de 2027, torna pública a realização de concurso público para provimento de vagas no cargo de Técnico do Seguro Social, de nível médio, da Carreira do Seguro Social.",
    Q,
    cfg,
    law="15142",
    cargos=[("Técnico do Seguro Social", "ensino médio completo")],
)
from lib import to_html

page = (
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Edital nº 1/2027 — INSS</title><style>%s</style></head><body>'
    '<div id="barra">gov.br · Órgãos do Governo · Acesso à Informação · Legislação · Acessibilidade</div>'
    '<div id="hdr"><b>Instituto Nacional do Seguro Social</b> · Assuntos · Acesso à Informação · Central de Conteúdo</div>'
    '<div id="bc">Você está aqui: Início › Acesso à Informação › Concursos › Concurso INSS 2027</div>'
    '<h1>Concurso público para Técnico do Seguro Social: edital publicado</h1><div class="by">Publicado em 07/06/2027 18h05 · Atualizado em 08/06/2027 09h12</div>'
    '<div id="content">%s</div><div id="foot">Redes sociais · Todo o conteúdo deste site está publicado sob a licença Creative Commons Atribuição-SemDerivações 3.0</div></body></html>'
    % (L16.CSS_BASE.replace("@page{size:A4}", "body{max-width:1100px;margin:20px auto}"), to_html(B))
)
src = os.path.join(SRC, NAME + ".html")
write(src, page)
finish8(
    NAME,
    entries,
    "chromium-innertext",
    src,
    {
        "body": "INSS (federal autarquia, Lei 15.142/2025)",
        "board": "FGV",
        "producer": "HTML page (gov.br-like portal), Chromium innerText",
        "shape": "one cargo by UF, 27 rows 'AC – Acre'… with Total/AC/PcD/PPP/PI/PQ/CR, TOTAL; remuneração, prova, convocação limits, cronograma",
    },
    totals=(T[0], T[3] + T[4] + T[5]),
)
