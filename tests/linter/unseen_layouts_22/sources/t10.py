# t10: Prefeitura de Mossoró/RN (municipal law: 20 % to negros from 3 vacancies and 2 % to quilombolas, half rounding
# up), one quadro with nível group rows (superior, médio, fundamental), columns Vagas AC / Vagas PcD / Vagas Negros (20%)
# / Vagas Quilombolas (2%) / Total / Carga horária / Vencimento, a SUBTOTAL per nível and a TOTAL GERAL; the label's
# reserve is negros + quilombolas. The provas' questions and a taxa table follow. DOCX -> LibreOffice Writer PDF;
# pypdf extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *
# / Vagas Quilombolas (2%) / Total / Carga horária / Vencimento, a SUBTOTAL per nível and a TOTAL GERAL; the label's
# reserve is the negros column only (the quilombolas' is a reserve apart). The provas' questions and a taxa table follow. DOCX -> LibreOffice Writer PDF;
qui = lambda t: rhu(t, 2) if t >= 3 else 0
G = [("NÍVEL SUPERIOR", [("Médico Plantonista", 14, "24h", "8.900,00"), ("Enfermeiro Plantonista", 26, "30h", "3.980,00"), ("Professor de Educação Básica – Pedagogia", 60, "30h", "4.867,77"),
                         ("Assistente Social", 4, "30h", "3.450,00"), ("Engenheiro Civil", 2, "40h", "6.100,00"), ("Analista de Controle Interno", 1, "40h", "5.400,00")]),
     ("NÍVEL MÉDIO", [("Técnico em Enfermagem", 30, "40h", "1.980,00"), ("Guarda Civil Municipal", 25, "40h", "2.640,00"), ("Agente de Trânsito", 10, "40h", "2.450,00"),
                      ("Assistente Administrativo", 8, "40h", "1.760,00")]),
     ("NÍVEL FUNDAMENTAL", [("Auxiliar de Serviços Escolares", 20, "40h", "1.518,00"), ("Motorista de Ambulância", 6, "40h", "1.690,00"), ("Coveiro", 1, "40h", "1.518,00")])]
entries, rows, TG = [], [], [0] * 5
for g, V in G:
    rows.append([C(g, cs=8)])
    S = [0] * 5
    for c, t, h, v in V:
        n, q, p = neg20(t), qui(t), pcd5(t)
        vals = [t - n - q - p, p, n, q, t]
        rows.append([c] + [str(x) for x in vals] + [h, v])
        S = [a + b for a, b in zip(S, vals)]
        entries.append({"name_has": c, "vacancies": t, "negros_stated": n, "pcd_stated": p})
    rows.append(["SUBTOTAL " + g] + [str(x) for x in S] + ["", ""])
    TG = [a + b for a, b in zip(TG, S)]
rows.append(["TOTAL GERAL"] + [str(x) for x in TG] + ["", ""])
provas = [["Superior", "Língua Portuguesa", "10"], ["Superior", "Conhecimentos Específicos", "30"], ["Médio e fundamental", "Língua Portuguesa", "15"],
          ["Médio e fundamental", "Matemática", "10"], ["Médio e fundamental", "Conhecimentos Gerais", "15"]]
taxa = [["Nível superior", "R$ 100,00"], ["Nível médio", "R$ 75,00"], ["Nível fundamental", "R$ 55,00"]]
cfg = cfg19("2027-11-08", site="www.idecan.org.br/mossoro2027", banca="Idecan", cidades="Mossoró/RN",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.994, de 2 de junho de 2025, que reserva ainda 2% (dois por cento) às pessoas quilombolas, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Jornal Oficial de Mossoró (JOM)", local_data="Mossoró/RN, 8 de novembro de 2027.", assinaturas=["ALLYSON BEZERRA", "Prefeito de Mossoró"])
Q = [("p", "2.1 Os cargos, por nível de escolaridade, e as vagas, com a reserva às pessoas com deficiência, às pessoas negras e às pessoas quilombolas, a carga horária semanal e o vencimento são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO 1 – CARGOS E VAGAS", "head": [["Cargo", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)", "Vagas Quilombolas (2%)", "Total", "Carga horária", "Vencimento (R$)"]],
                "rows": rows, "widths": [5.0, 1.3, 1.3, 1.7, 1.9, 1.2, 1.4, 1.9]}),
     ("p", "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência (Lei Municipal nº 2.710/2010, 5%, a partir de 5 vagas)."),
     ("table", {"caption": "QUADRO 2 – PROVA OBJETIVA", "head": [["Nível", "Disciplina", "Questões"]], "rows": provas, "widths": [4.0, 6.0, 2.5]}),
     ("table", {"caption": "QUADRO 3 – TAXA DE INSCRIÇÃO", "head": [["Nível", "Valor"]], "rows": taxa, "widths": [6.0, 4.0]})]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nPREFEITURA MUNICIPAL DE MOSSORÓ\nEDITAL Nº 002/2027 – CONCURSO PÚBLICO",
           "O PREFEITO DE MOSSORÓ, Estado do Rio Grande do Norte, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos da Administração Direta do Município.",
           Q, cfg, cargos=[(c, g.lower()) for g, V in G for c, *_ in V])
docx = docx_edital(NAME, B, ["PREFEITURA MUNICIPAL DE MOSSORÓ", "ESTADO DO RIO GRANDE DO NORTE"], "Edital nº 002/2027 – Mossoró/RN", when="2027-11-08")
pdf = lo_pdf(NAME, docx)
finish8(NAME, entries, "pypdf", pdf, {"body": "Prefeitura de Mossoró (RN, municipal law 20 % negros, 2 % quilombolas)", "board": "Idecan", "producer": "DOCX (python-docx), LibreOffice Writer PDF",
        "shape": "nível group rows, Vagas AC/PcD/Negros (20%)/Quilombolas (2%)/Total, hours and salary, SUBTOTAL per nível, TOTAL GERAL; prova and taxa tables"},
        totals=(TG[4], TG[2] + TG[3]))
