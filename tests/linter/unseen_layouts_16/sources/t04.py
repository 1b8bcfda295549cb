# t04: Departamento Estadual de Trânsito do Rio Grande do Norte (DETRAN-RN), autarquia estadual, IBFC style, negros 20%
# by RN Lei nº 11.015/2021; the quadro is grouped by Diretoria Regional (a group row spanning the table, the same cargos
# under each regional, a subtotal row per regional, a TOTAL GERAL); the board's HTML page; the .txt is `lynx -dump`.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t04_ibfc_detranrn_html_lynx_regional_groups"
# regional, [(cargo, total, pcd, negros, cr)]
G = [("Diretoria Regional I – Natal (sede)", [("Analista de Trânsito", 6, 1, 1, 12), ("Agente de Trânsito", 20, 1, 4, 40), ("Vistoriador Veicular", 8, 1, 2, 16), ("Assistente Técnico de Trânsito", 12, 1, 2, 24), ("Examinador de Trânsito", 5, 1, 1, 10)]),
     ("Diretoria Regional II – Mossoró", [("Agente de Trânsito", 7, 1, 1, 14), ("Vistoriador Veicular", 3, 0, 1, 6), ("Assistente Técnico de Trânsito", 4, 0, 1, 8), ("Examinador de Trânsito", 2, 0, 0, 4)]),
     ("Diretoria Regional III – Caicó", [("Agente de Trânsito", 4, 0, 1, 8), ("Vistoriador Veicular", 2, 0, 0, 4), ("Assistente Técnico de Trânsito", 3, 0, 1, 6), ("Examinador de Trânsito", 1, 0, 0, 2)]),
     ("Diretoria Regional IV – Pau dos Ferros", [("Agente de Trânsito", 3, 0, 1, 6), ("Vistoriador Veicular", 1, 0, 0, 2), ("Assistente Técnico de Trânsito", 2, 0, 0, 4), ("Examinador de Trânsito", 0, 0, 0, 2)])]
REQ = {"Analista de Trânsito": ("Superior", "Graduação em qualquer área", "R$ 5.940,32"), "Agente de Trânsito": ("Médio", "Ensino médio e CNH categoria \"A\" e \"B\"", "R$ 3.412,70"),
       "Vistoriador Veicular": ("Médio", "Ensino médio e curso técnico em Mecânica ou Eletromecânica", "R$ 3.412,70"),
       "Assistente Técnico de Trânsito": ("Médio", "Ensino médio completo", "R$ 2.987,15"), "Examinador de Trânsito": ("Médio", "Ensino médio, CNH \"D\" há 2 anos e curso de examinador (Res. CONTRAN 789/2020)", "R$ 3.412,70")}
entries, rows = [], []
for reg, cs in G:
    rows.append({"cls": "grp", "cells": [C(reg, cs=9, cls="b")]})
    for cargo, t, p, n, cr in cs:
        if t:
            entries.append({"name_has": cargo, "vacancies": t, "negros_stated": n})
        nv, req, venc = REQ[cargo]
        rows.append([cargo, nv, req, venc] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["–", "–", "–", "–"]) + [str(cr)])
    st = [sum(x[k] for x in cs) for k in (1, 2, 3, 4)]
    rows.append({"cls": "tot", "cells": [C("Subtotal – " + reg.split(" – ")[1], cs=4), str(st[0] - st[1] - st[2]), str(st[1]), str(st[2]), str(st[0]), str(st[3])]})
T = [sum(x[k] for _, cs in G for x in cs) for k in (1, 2, 3, 4)]
rows.append({"cls": "tot", "cells": [C("TOTAL GERAL", cs=4), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0]), str(T[3])]})
# figures tell apart the entries of a cargo repeated over regionais
from collections import Counter
assert all(v == 1 for v in Counter((e["name_has"], e["vacancies"], e["negros_stated"]) for e in entries).values())
head = [[C("Cargo", rs=2), C("Nível", rs=2), C("Requisitos", rs=2), C("Vencimento", rs=2), C("Vagas", cs=4), C("CR", rs=2)], ["AC", "PcD", "Negros", "Total"]]
cfg = base_cfg("2026-05-04", site="www.ibfc.org.br", banca="Instituto Brasileiro de Formação e Capacitação – IBFC", orgao_curto="DETRAN-RN",
               cidades="Natal/RN, Mossoró/RN, Caicó/RN e Pau dos Ferros/RN", neg_pct="20% (vinte por cento)",
               neg_lei="Lei Estadual nº 11.015, de 20 de novembro de 2021, que assegura às negras e aos negros a reserva de no mínimo 20% (vinte por cento) das vagas oferecidas nos concursos públicos do Estado do Rio Grande do Norte",
               veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 4 de maio de 2026.", por=" e regional",
               assinaturas=["MARCELO DE ANDRADE BRITO\nDiretor-Geral do DETRAN-RN"], taxas=[["Nível superior", "R$ 110,00"], ["Nível médio", "R$ 80,00"]],
               nota_final="a nota da prova objetiva, para os aprovados no teste de aptidão física, quando exigido")
taf = ("table", {"caption": "QUADRO III – TESTE DE APTIDÃO FÍSICA (AGENTE DE TRÂNSITO)", "head": [["Prova", "Masculino", "Feminino", "Tentativas"]],
                 "rows": [["Corrida de 12 minutos", "2.200 m", "1.800 m", "1"], ["Flexão abdominal em 1 minuto", "30 repetições", "25 repetições", "1"],
                          ["Flexão de braços", "18 repetições", "12 repetições (apoio de joelhos)", "2"], ["Corrida de 50 metros", "até 9 segundos", "até 11 segundos", "2"]]})
B = [("title", "GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nDEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO NORTE – DETRAN/RN\nEDITAL Nº 01/2026 – CONCURSO PÚBLICO"),
     ("p", "O DIRETOR-GERAL DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, considerando a Lei Complementar Estadual nº 471, de 2012, e a autorização do Governo do Estado constante do Processo SEI nº 04410032.000118/2025-61, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos efetivos do Quadro de Pessoal do DETRAN/RN."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será realizado sob a responsabilidade do IBFC, obedecidas as normas deste edital.",
                 "As vagas são distribuídas por Diretoria Regional, e o candidato concorrerá apenas às vagas da regional escolhida no ato da inscrição, na qual será lotado.",
                 "A carga horária é de 40 (quarenta) horas semanais para todos os cargos; o Agente de Trânsito e o Vistoriador Veicular poderão cumprir escala de plantão."])
B += [("h", "2. DOS CARGOS E DAS VAGAS POR REGIONAL"), ("p", "2.1 Os cargos, os requisitos, o vencimento básico e as vagas por Diretoria Regional são os seguintes:"),
      ("table", {"caption": "QUADRO I – VAGAS POR DIRETORIA REGIONAL", "cls": "q", "head": head, "rows": rows,
                 "note": "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – negras e negros (Lei Estadual nº 11.015/2021); CR – cadastro de reserva."}),
      ("p", "2.2 Os municípios de cada Diretoria Regional constam do Anexo IV."), ("p", "2.3 O teste de aptidão física do cargo de Agente de Trânsito observará os índices do quadro a seguir:"), taf]
B += corpo(cfg, 3, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação"])
B += anexo_atrib("ANEXO III – ATRIBUIÇÕES", [(k, v[1]) for k, v in REQ.items()])
B += [("h", "ANEXO IV – MUNICÍPIOS POR DIRETORIA REGIONAL"), ("table", {"head": [["Regional", "Municípios"]], "rows": [["I – Natal", "Natal, Parnamirim, São Gonçalo do Amarante, Macaíba, Extremoz, Ceará-Mirim"], ["II – Mossoró", "Mossoró, Areia Branca, Baraúna, Apodi, Assú"], ["III – Caicó", "Caicó, Currais Novos, Jardim do Seridó, Parelhas, Acari"], ["IV – Pau dos Ferros", "Pau dos Ferros, São Miguel, Alexandria, Martins, Umarizal"]]})]
CSS = CSS_BASE + " tr.grp td{background:#eee;font-weight:bold}"
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, CSS, "DETRAN/RN – Edital nº 01/2026"))
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "lynx", hp, {"body": "DETRAN-RN", "board": "IBFC", "producer": "HTML page", "law": "Lei RN 11.015/2021", "shape": "regional group rows, subtotals, TOTAL GERAL, repeated cargos"}, totals=(T[0], T[2]))
