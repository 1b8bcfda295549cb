# t06: Conselho Regional de Engenharia e Agronomia de Santa Catarina (CREA-SC), autarquia federal, empregos (CLT),
# Quadrix style, Lei nº 15.142/2025; an ordinary one-row-header quadro (Emprego / Lotação / Salário / AC / PPP / PI / PQ /
# PcD / Total / CR, TOTAL row) on the board's HTML page; the .txt is html2text (Python) with its defaults.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t06_quadrix_creasc_html_html2text_pipe_table"
# emprego, lotação, salário, total, ppp, pi, pq, pcd, cr
V = [("Agente Fiscal", "Sede – Florianópolis", "R$ 6.104,92", 6, 1, 0, 1, 1, 12), ("Agente Fiscal", "Inspetoria de Joinville", "R$ 6.104,92", 3, 1, 0, 0, 0, 6),
     ("Agente Fiscal", "Inspetoria de Blumenau", "R$ 6.104,92", 4, 1, 0, 0, 0, 8), ("Agente Fiscal", "Inspetoria de Chapecó", "R$ 6.104,92", 2, 1, 0, 0, 0, 4),
     ("Agente Fiscal", "Inspetoria de Criciúma", "R$ 6.104,92", 1, 0, 0, 0, 0, 2), ("Agente Fiscal", "Inspetoria de Lages", "R$ 6.104,92", 0, 0, 0, 0, 0, 2),
     ("Analista de Sistemas", "Sede – Florianópolis", "R$ 7.233,40", 2, 0, 1, 0, 0, 4), ("Advogado", "Sede – Florianópolis", "R$ 7.233,40", 1, 0, 0, 0, 0, 3),
     ("Contador", "Sede – Florianópolis", "R$ 7.233,40", 1, 0, 0, 0, 0, 2), ("Engenheiro Analista", "Sede – Florianópolis", "R$ 9.870,00", 2, 1, 0, 0, 0, 4),
     ("Assistente Administrativo", "Sede – Florianópolis", "R$ 3.712,18", 8, 2, 0, 0, 1, 16), ("Assistente Administrativo", "Inspetoria de Joinville", "R$ 3.712,18", 2, 0, 0, 1, 0, 4),
     ("Assistente de Atendimento", "Sede – Florianópolis", "R$ 3.712,18", 3, 1, 0, 0, 0, 6), ("Motorista", "Sede – Florianópolis", "R$ 3.020,55", 1, 0, 0, 0, 0, 2)]
entries = [{"name_has": v[0], "vacancies": v[3], "negros_stated": v[4] + v[5] + v[6]} for v in V if v[3]]
from collections import Counter
assert all(v == 1 for v in Counter((e["name_has"], e["vacancies"], e["negros_stated"]) for e in entries).values())
rows = []
for e, lot, sal, t, ppp, pi, pq, pcd, cr in V:
    rows.append([e, lot, sal] + ([str(t - ppp - pi - pq - pcd), str(ppp), str(pi), str(pq), str(pcd), str(t)] if t else ["0"] * 6) + [str(cr)])
T = [sum(v[k] for v in V) for k in (3, 4, 5, 6, 7, 8)]
rows.append({"cls": "tot", "cells": ["TOTAL", "", "", str(T[0] - sum(T[1:5])), str(T[1]), str(T[2]), str(T[3]), str(T[4]), str(T[0]), str(T[5])]})
cfg = base_cfg("2026-02-16", site="www.quadrix.org.br", banca="Instituto Quadrix", orgao_curto="CREA-SC", cidades="Florianópolis/SC, Joinville/SC, Blumenau/SC, Chapecó/SC, Criciúma/SC e Lages/SC",
               veiculo="Diário Oficial da União", local_data="Florianópolis/SC, 16 de fevereiro de 2026.", por=" e lotação", onde="quadro do item 2.1",
               assinaturas=["Eng. Civ. CARLOS ALBERTO KITA XAVIER\nPresidente do CREA-SC"], ordem="A convocação observará a alternância e a proporcionalidade previstas no Decreto nº 12.536, de 2025, aplicadas a cada emprego e lotação.",
               taxas=[["Empregos de nível superior", "R$ 89,00"], ["Empregos de nível médio", "R$ 64,00"]], prazo_posse="10 (dez) dias úteis")
B = [("title", "SERVIÇO PÚBLICO FEDERAL\nCONSELHO REGIONAL DE ENGENHARIA E AGRONOMIA DE SANTA CATARINA – CREA-SC\nCONCURSO PÚBLICO Nº 1/2026 – EDITAL DE ABERTURA"),
     ("p", "O PRESIDENTE DO CONSELHO REGIONAL DE ENGENHARIA E AGRONOMIA DE SANTA CATARINA, no uso de suas atribuições legais e regimentais, conferidas pela Lei nº 5.194, de 24 de dezembro de 1966, torna pública a realização de concurso público para o provimento de vagas e a formação de cadastro de reserva em empregos de nível superior e de nível médio, regidos pela Consolidação das Leis do Trabalho (CLT), observada a Lei nº 15.142, de 3 de junho de 2025."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto Quadrix.",
                 "Os empregos de Agente Fiscal e de Assistente Administrativo são oferecidos por lotação, e o candidato concorrerá somente às vagas da lotação escolhida no ato da inscrição.",
                 "A jornada de trabalho é de 40 (quarenta) horas semanais, exceto para o emprego de Advogado, cuja jornada é de 20 (vinte) horas semanais, nos termos da Lei nº 8.906/1994.",
                 "Os benefícios compreendem vale-alimentação de R$ 1.540,00, plano de saúde e odontológico e vale-transporte."])
B += [("h", "2. DOS EMPREGOS, DAS LOTAÇÕES E DAS VAGAS"), ("p", "2.1 Os empregos, as lotações, os salários e as vagas são os seguintes:"),
      ("table", {"caption": "QUADRO DE VAGAS", "head": [["Emprego", "Lotação", "Salário", "AC", "PPP", "PI", "PQ", "PcD", "Total", "CR"]], "rows": rows,
                 "note": "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva."}),
      ("p", "2.2 Requisitos: Agente Fiscal – diploma de curso superior em Engenharia, Agronomia, Geologia, Geografia ou Meteorologia, ou de curso superior de tecnologia nessas áreas, e CNH categoria \"B\"; Analista de Sistemas – curso superior na área de TI; Advogado – bacharelado em Direito e inscrição na OAB; Contador – Ciências Contábeis e registro no CRC; Engenheiro Analista – Engenharia Civil, Elétrica ou Mecânica e registro no CREA; Assistente Administrativo, Assistente de Atendimento – ensino médio; Motorista – ensino fundamental e CNH categoria \"D\"."),
      ("p", "2.3 Os salários têm como data-base o mês de maio de 2025 e serão reajustados conforme o acordo coletivo de trabalho vigente.")]
B += corpo(cfg, 3, law="15142", extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONHECIMENTOS BÁSICOS", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação"])
B += anexo_atrib("ANEXO III – ATRIBUIÇÕES DOS EMPREGOS", [("Agente Fiscal", "curso superior em Engenharia, Agronomia, Geologia, Geografia ou Meteorologia"), ("Analista de Sistemas", "curso superior na área de TI"), ("Advogado", "bacharelado em Direito e inscrição na OAB"), ("Assistente Administrativo", "ensino médio completo")])
B += autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "CREA-SC", "emprego")
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, CSS_BASE, "CREA-SC – Concurso Público nº 1/2026"))
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "html2text", hp, {"body": "CREA-SC", "board": "Quadrix", "producer": "HTML page", "law": "Lei 15.142/2025", "shape": "ordinary one-row header, lotação column, TOTAL"}, totals=(T[0], T[1] + T[2] + T[3]))
