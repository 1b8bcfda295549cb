# t06: Prefeitura de Parnamirim/RN (municipal law: 20 % to negros from 3 vacancies and 3 % to indígenas, half rounding
# up), one quadro by secretaria with secretaria group rows, columns Total / AC / PcD / Negros (20%) / Indígenas (3%) /
# CR, a TOTAL per secretaria and a TOTAL GERAL; the label's reserve is the negros column only (the indígenas' is a
# reserve apart under this law, unlike Lei 15.142's joint one). A classificação limit and the prova's questions follow. HTML ->
# Chromium PDF; poppler pdftotext (default).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t06_pm_parnamirim_2027_chromium_pdftotext_negros_indigenas_per_secretaria"
ind = lambda t: rhu(t, 3) if t >= 3 else 0
G = [("SECRETARIA MUNICIPAL DE SAÚDE – SESAD", [("Agente Comunitário de Saúde", 34), ("Enfermeiro da Família", 18), ("Médico da Família", 12), ("Técnico em Saúde Bucal", 6),
                                              ("Cirurgião-Dentista", 5), ("Assistente Social", 2)]),
     ("SECRETARIA MUNICIPAL DE EDUCAÇÃO – SEMEC", [("Professor de Educação Infantil", 45), ("Professor de Ensino Fundamental I", 38), ("Cuidador de Aluno com Deficiência", 20),
                                                 ("Nutricionista Escolar", 1)]),
     ("SECRETARIA MUNICIPAL DE TRIBUTAÇÃO – SEMUT", [("Auditor Fiscal do Tesouro Municipal", 8), ("Agente de Tributos", 4)])]
entries, rows, TG = [], [], [0] * 6
for g, V in G:
    rows.append([C(g, cs=7)])
    S = [0] * 6
    for c, t in V:
        n, i, p = neg20(t), ind(t), pcd5(t)
        cr = 2 * t
        vals = [t, t - n - i - p, p, n, i, cr]
        rows.append([c] + [str(x) for x in vals])
        S = [a + b for a, b in zip(S, vals)]
        entries.append({"name_has": c, "vacancies": t, "negros_stated": n, "pcd_stated": p, "cr": cr})
    rows.append(["TOTAL " + g.split(" – ")[1]] + [str(x) for x in S])
    TG = [a + b for a, b in zip(TG, S)]
rows.append(["TOTAL GERAL"] + [str(x) for x in TG])
lim = [["Até 5 vagas", "10 vezes o número de vagas"], ["De 6 a 20 vagas", "5 vezes o número de vagas"], ["Acima de 20 vagas", "3 vezes o número de vagas"]]
prova = [["Língua Portuguesa", "10", "2,0"], ["Conhecimentos Gerais do Município", "5", "1,0"], ["Conhecimentos Específicos", "25", "3,0"]]
cfg = cfg19("2027-09-06", site="www.comperve.ufrn.br", banca="Núcleo Permanente de Concursos da UFRN (Comperve)", cidades="Parnamirim/RN",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 2.318, de 4 de julho de 2024, que reserva ainda 3% (três por cento) às pessoas indígenas, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Parnamirim", local_data="Parnamirim/RN, 6 de setembro de 2027.", assinaturas=["ROSANO TAVEIRA DA CUNHA", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, por secretaria, o número de vagas, a reserva às pessoas com deficiência (PcD), às pessoas negras e às pessoas indígenas, e o cadastro de reserva (CR) são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – CARGOS E VAGAS POR SECRETARIA", "head": [["Cargo", "Total", "AC", "PcD", "Negros (20%)", "Indígenas (3%)", "CR"]], "rows": rows}),
     ("p", "CR: candidatos aprovados além das vagas, para cadastro de reserva; não constitui vaga."),
     ("p", "2.2 Serão classificados, por cargo, no máximo:"),
     ("table", {"caption": "QUADRO II – LIMITE DE CLASSIFICAÇÃO", "head": [["Vagas do cargo", "Classificados"]], "rows": lim}),
     ("table", {"caption": "QUADRO III – PROVA OBJETIVA", "head": [["Disciplina", "Questões", "Peso"]], "rows": prova})]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nPREFEITURA MUNICIPAL DE PARNAMIRIM\nEDITAL DE CONCURSO PÚBLICO Nº 01/2027",
           "O PREFEITO MUNICIPAL DE PARNAMIRIM, Estado do Rio Grande do Norte, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos.",
           Q, cfg, cargos=[(c, "conforme a Lei Municipal") for g, V in G for c, _ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Parnamirim – Edital nº 01/2027", "Parnamirim Edital 01/2027")
finish8(NAME, entries, "pdftotext", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Parnamirim (RN, municipal law 20 % negros, 3 % indígenas)", "board": "Comperve",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "secretaria group rows, Total/AC/PcD/Negros (20%)/Indígenas (3%)/CR, TOTAL per secretaria, TOTAL GERAL; classificação limit and prova tables"},
        totals=(TG[0], TG[3] + TG[4]))
