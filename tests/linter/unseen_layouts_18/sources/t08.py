# t08: Prefeitura Municipal de Rio Verde (GO), the edital as the board's HTML page, read by elinks -dump (ELinks 0.13,
# 110 columns, its box-drawing table frames); negros 20 % by municipal law (3 or more vacancies). Quadro: an ordinary
# table Cargo / Escolaridade / Carga horária / Vencimento / Total / AC / PcD / Negros, one cargo a row, TOTAL row.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t08_itame_pm_rioverde_html_elinks_dump_plain"
V = [("Agente Administrativo", "Médio", "40h", "2.612,40", 15), ("Agente de Endemias", "Médio", "40h", "2.824,00", 8), ("Assistente Social", "Superior", "30h", "4.987,33", 3),
     ("Auxiliar de Educação", "Médio", "40h", "2.190,50", 24), ("Cuidador Social", "Médio", "40h", "2.190,50", 6), ("Eletricista", "Fundamental", "40h", "2.450,00", 2),
     ("Enfermeiro", "Superior", "40h", "6.120,00", 9), ("Engenheiro Agrônomo", "Superior", "40h", "7.300,00", 2), ("Fiscal de Posturas", "Médio", "40h", "3.100,00", 4),
     ("Gari", "Fundamental incompleto", "40h", "1.640,00", 30), ("Médico Clínico", "Superior", "20h", "11.400,00", 7), ("Motorista", "Fundamental", "40h", "2.380,00", 10),
     ("Odontólogo", "Superior", "20h", "5.600,00", 4), ("Operador de Máquinas", "Fundamental", "40h", "2.640,00", 5), ("Pedagogo", "Superior", "30h", "4.987,33", 3),
     ("Professor PII – Anos Iniciais", "Superior", "30h", "4.867,77", 28), ("Técnico em Segurança do Trabalho", "Técnico", "40h", "3.400,00", 1),
     ("Vigia", "Fundamental incompleto", "40h", "1.640,00", 12)]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
NH = {"Técnico em Segurança do Trabalho": "Técnico em Segurança do"}  # elinks wraps this name in its cell: the label is the part on the row's own line
entries = [{"name_has": NH.get(c, c), "vacancies": t, "negros_stated": N(t)} for c, *_, t in V]
rows = [[c, e, h, v, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] for c, e, h, v, t in V]
T = [sum(v[4] for v in V), sum(P(v[4]) for v in V), sum(N(v[4]) for v in V)]
rows.append([C("TOTAL", cs=4), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg18("2026-03-16", site="www.itame.com.br", banca="Instituto Itame de Concursos", cidades="Rio Verde/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 7.482, de 2 de junho de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Rio Verde", local_data="Rio Verde/GO, 16 de março de 2026.", assinaturas=["WELLINGTON CARRIJO", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, os requisitos de escolaridade, a carga horária semanal, o vencimento inicial (R$) e as vagas são os do quadro a seguir:"),
     ("table", {"head": [["Cargo", "Escolaridade", "Carga horária", "Vencimento (R$)", "Total", "AC", "PcD", "Negros"]], "rows": rows}),
     ("p", "2.2 AC: ampla concorrência; PcD: vagas reservadas a pessoas com deficiência; Negros: vagas reservadas a candidatos negros (pretos e pardos).")]
B = edital("ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE RIO VERDE\nEDITAL DE ABERTURA Nº 01/2026\nCONCURSO PÚBLICO",
           "O PREFEITO MUNICIPAL DE RIO VERDE, Estado de Goiás, no uso de suas atribuições legais, torna pública a realização de Concurso Público para provimento de cargos efetivos do Quadro Geral de Pessoal do Município, sob o regime estatutário da Lei Complementar Municipal nº 5.544/2009, mediante as normas deste Edital.",
           Q, cfg, cargos=[(v[0], v[1]) for v in V])
css = L16.CSS_BASE + " table{border-collapse:collapse} td,th{border:1px solid #444;padding:2px 4px}"
write(os.path.join(SRC, NAME + ".html"), html_doc(B, css, "Prefeitura de Rio Verde – Edital 01/2026"))
finish5(NAME, entries, "elinks-dump", os.path.join(SRC, NAME + ".html"), {"body": "Prefeitura de Rio Verde (GO)", "board": "Itame",
        "producer": "HTML page, elinks -dump", "shape": "ordinary table, one cargo a row, TOTAL"}, totals=(T[0], T[2]))
