# t05: Tribunal de Justiça do Estado de Alagoas (TJAL), servidores, Cebraspe style, negros 20% (Resolução CNJ nº 203/2015);
# a Diário-like two-column page (CSS columns), the quadro spanning both columns (column-span: all) amid them (cargo
# and especialidade in one cell, counts AC/PcD/Negros/Total), a wide cronograma spanning both columns;
# Chromium print, the .txt is pdfplumber extract_text() (pages joined by "\n").
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t05_cebraspe_tjal_chromium_pdfplumber_two_columns"
# cargo – especialidade, total, pcd, negros, cr
V = [("Analista Judiciário – Área: Judiciária", 14, 1, 3), ("Analista Judiciário – Área: Administrativa", 6, 1, 1),
     ("Analista Judiciário – Especialidade: Contabilidade", 2, 0, 0), ("Analista Judiciário – Especialidade: Análise de Sistemas", 4, 0, 1),
     ("Analista Judiciário – Especialidade: Engenharia Civil", 1, 0, 0), ("Analista Judiciário – Especialidade: Psicologia", 3, 0, 1),
     ("Analista Judiciário – Especialidade: Serviço Social", 3, 0, 1), ("Analista Judiciário – Especialidade: Medicina (Psiquiatria)", 0, 0, 0),
     ("Oficial de Justiça Avaliador", 12, 1, 2), ("Técnico Judiciário – Área: Administrativa", 20, 1, 4),
     ("Técnico Judiciário – Especialidade: Tecnologia da Informação", 5, 1, 1), ("Técnico Judiciário – Especialidade: Enfermagem", 1, 0, 0)]
NH = ["Área: Judiciária", "Analista Judiciário – Área: Administrativa", "Contabilidade", "Análise de Sistemas", "Engenharia Civil", "Psicologia",
      "Serviço Social", None, "Oficial de Justiça", "Técnico Judiciário – Área: Administrativa", "Tecnologia da Informação", "Enfermagem"]
entries = [{"name_has": nh, "vacancies": v[1], "negros_stated": v[3]} for nh, v in zip(NH, V) if v[1]]
rows = []
for cg, t, p, n in V:
    rows.append("<tr><td>%s</td>%s</tr>" % (cg, tds([t - p - n, p, n, t] if t else ["CR", "CR", "CR", "CR"])))
T = [sum(v[i] for v in V) for i in (1, 2, 3)]
rows.append('<tr class="tot"><td>Total</td>%s</tr>' % tds([T[0] - T[1] - T[2], T[1], T[2], T[0]]))
Q = quadro_html("Quadro 1 – distribuição das vagas",
                "<tr><th>Cargo/área/especialidade</th><th>AC</th><th>PcD</th><th>Negros</th><th>Total</th></tr>", rows,
                "AC = ampla concorrência. CR = cadastro de reserva. A especialidade Medicina (Psiquiatria) destina-se somente à formação de cadastro de reserva.",
                cls="q", colgroup='<colgroup><col style="width:60%"><col><col><col><col></colgroup>')
cfg = base_cfg("2026-03-16", site="www.cebraspe.org.br/concursos/tj_al_26", banca="Cebraspe", orgao_curto="TJAL", cidades="Maceió/AL, Arapiraca/AL, Palmeira dos Índios/AL e Penedo/AL",
               neg_lei="Resolução nº 203, de 23 de junho de 2015, do Conselho Nacional de Justiça, e da Lei nº 12.990, de 9 de junho de 2014",
               veiculo="Diário da Justiça Eletrônico", local_data="Maceió/AL, 16 de março de 2026.", assinaturas=["Desembargador FERNANDO TOURINHO DE OMENA SOUZA\nPresidente do Tribunal de Justiça do Estado de Alagoas"],
               nota_final="a soma das notas obtidas nas provas objetivas e na prova discursiva",
               taxas=[["Analista Judiciário e Oficial de Justiça Avaliador", "R$ 140,00"], ["Técnico Judiciário", "R$ 100,00"]])
cfg["provas_tabs"] = [{"caption": "Quadro 2 – provas", "head": [["Prova/tipo", "Área", "Itens", "Caráter"]],
                       "rows": [["(P1) objetiva", "Conhecimentos gerais", "50", "Eliminatório e classificatório"], ["(P2) objetiva", "Conhecimentos específicos", "70", "Eliminatório e classificatório"],
                                ["(P3) discursiva", "Peça ou estudo de caso", "–", "Eliminatório e classificatório"]]}]
REM = [("h", "2. DA REMUNERAÇÃO"), ("table", {"caption": "Quadro 3 – remuneração inicial", "head": [["Cargo", "Vencimento", "GAJ", "Total"]],
        "rows": [["Analista Judiciário", "R$ 7.215,44", "R$ 3.607,72", "R$ 10.823,16"], ["Oficial de Justiça Avaliador", "R$ 7.215,44", "R$ 4.329,26", "R$ 11.544,70"],
                 ["Técnico Judiciário", "R$ 4.398,10", "R$ 2.199,05", "R$ 6.597,15"]]}),
       ("p", "2.1 Além da remuneração, será pago auxílio-alimentação de R$ 1.980,00 e auxílio-saúde de até R$ 760,00.")]
B = [("title", "PODER JUDICIÁRIO DO ESTADO DE ALAGOAS\nTRIBUNAL DE JUSTIÇA DO ESTADO DE ALAGOAS\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA NOS CARGOS DE ANALISTA JUDICIÁRIO, OFICIAL DE JUSTIÇA AVALIADOR E TÉCNICO JUDICIÁRIO\nEDITAL Nº 1 – TJAL – SERVIDOR, DE 16 DE MARÇO DE 2026"),
     ("p", "O PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DE ALAGOAS, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva em cargos de nível superior e de nível médio do Quadro de Pessoal do Poder Judiciário do Estado de Alagoas, mediante as condições estabelecidas neste edital."),
     ("raw", '<div class="cols">'), ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe).",
                 "A seleção para os cargos de que trata este edital compreenderá provas objetivas e prova discursiva, todas de caráter eliminatório e classificatório.",
                 "As vagas estão distribuídas conforme o Quadro 1, por cargo, área e especialidade:"])
B += [("raw", Q)] + items("1", ["", ""])[:0]
B += [("p", "1.4 A lotação dos candidatos nomeados será definida pelo Tribunal, de acordo com a necessidade do serviço, em qualquer comarca do Estado de Alagoas.")]
B += REM + corpo(cfg, 3) + [("raw", "</div>")] + ch_cronograma("ANEXO – CRONOGRAMA PREVISTO", cfg)
B += [("raw", '<div class="cols">')] + ch_conteudo("ANEXO II – OBJETOS DE AVALIAÇÃO", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo", "Legislação"]) + [("raw", "</div>")]
CSS = CSS_BASE + """ .cols{column-count:2;column-gap:0.7cm} .cols table{font-size:7.5pt} body{font-size:8.8pt} .cols h2{break-after:avoid} .cols table.q{column-span:all;font-size:8pt;width:100%} .cols p.note{column-span:all}"""
chromium_edital(NAME, B, CSS, "Diário da Justiça Eletrônico – TJAL – Edital nº 1 – TJAL – Servidor, de 16 de março de 2026", "TJAL")
finish2(NAME, entries, "pdfplumber", {"body": "TJAL", "board": "Cebraspe", "producer": "Chromium print", "shape": "two CSS columns, quadro inside one column"}, totals=(T[0], T[2]))
