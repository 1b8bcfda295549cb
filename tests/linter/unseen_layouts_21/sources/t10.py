# t10: TRT da 18ª Região's next edital (FCC, 2027), CNJ Res. 203/2015 as amended by Res. 657/2025 (25 % PPP, 3 % PI,
# 2 % PQ, from 2 vacancies). The earlier edital (set 18, t06) had a two-row header and a cargo rowspan; this one keeps
# the two-row header ("Vagas imediatas" over AC / PcD / PPP / PI / PQ / Total) and adds a quadro per localidade
# (Goiânia, Anápolis, Rio Verde; the same cargos repeat, told apart by their figures) with a TOTAL each and a TOTAL GERAL row, and a CR column ("CR" or "–"). After it the
# composição das provas table. HTML -> Chromium PDF; pdfplumber extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t10_fcc_trt18_2027_chromium_pdfplumber_two_row_header_per_localidade"
G = [("GOIÂNIA", [("Analista Judiciário – Área Judiciária", 10), ("Analista Judiciário – Oficial de Justiça Avaliador Federal", 6), ("Analista Judiciário – Medicina", 1),
                  ("Técnico Judiciário – Área Administrativa", 15), ("Técnico Judiciário – Tecnologia da Informação", 4), ("Técnico Judiciário – Polícia Judicial", 5)]),
     ("ANÁPOLIS", [("Analista Judiciário – Área Judiciária", 3), ("Técnico Judiciário – Área Administrativa", 4)]),
     ("RIO VERDE", [("Analista Judiciário – Área Judiciária", 2), ("Técnico Judiciário – Área Administrativa", 3)])]
entries, blocks, TG = [], [], [0, 0, 0, 0, 0]
head = [[C("Cargo/Especialidade", rs=2), C("Vagas imediatas", cs=6), C("CR", rs=2)], ["AC", "PcD", "PPP", "PI", "PQ", "Total"]]
for i, (g, V) in enumerate(G):
    rows, T = [], [0, 0, 0, 0, 0]
    for c, t in V:
        p, r = pcd5(t), r15142(t)
        rows.append([c, str(t - p - sum(r)), str(p)] + [str(x) for x in r] + [str(t), "CR"])
        T = [a + b for a, b in zip(T, (t, p) + tuple(r))]
        entries.append({"name_has": c, "vacancies": t, "negros_stated": sum(r)})
    rows.append(["TOTAL – " + g, str(T[0] - sum(T[1:])), str(T[1]), str(T[2]), str(T[3]), str(T[4]), str(T[0]), "–"])
    TG = [a + b for a, b in zip(TG, T)]
    blocks.append(("table", {"caption": "QUADRO %s – LOCALIDADE: %s" % (["I", "II", "III"][i], g), "head": head, "rows": rows}))
blocks[-1][1]["rows"].append(["TOTAL GERAL", str(TG[0] - sum(TG[1:])), str(TG[1]), str(TG[2]), str(TG[3]), str(TG[4]), str(TG[0]), "–"])
provas = [["Analista Judiciário", "Conhecimentos Gerais", "20", "1", "Conhecimentos Específicos", "40", "3"],
          ["Técnico Judiciário", "Conhecimentos Gerais", "30", "1", "Conhecimentos Específicos", "30", "2"]]
cfg = cfg19("2027-09-13", site="www.concursosfcc.com.br", banca="Fundação Carlos Chagas (FCC)", cidades="Goiânia/GO, Anápolis/GO e Rio Verde/GO",
            veiculo="Diário Oficial da União e Diário Eletrônico da Justiça do Trabalho", local_data="Goiânia/GO, 13 de setembro de 2027.",
            assinaturas=["Desembargador GERALDO RODRIGUES DO NASCIMENTO", "Presidente do Tribunal Regional do Trabalho da 18ª Região"])
Q = [("p", "2.1 Os cargos, as especialidades e as vagas, por localidade, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), nos termos da Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025, são os dos quadros a seguir (CR: cadastro de reserva):")] + blocks + [
     ("p", "2.2 As provas objetivas terão a composição seguinte:"),
     ("table", {"caption": "QUADRO IV – COMPOSIÇÃO DAS PROVAS OBJETIVAS", "head": [["Cargo", "Tipo", "Nº de questões", "Peso", "Tipo", "Nº de questões", "Peso"]], "rows": provas})]
L16.ch_negros_15142 = L17.ch_negros_cnj
B = edital("PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\nTRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO\nEDITAL Nº 1/2027 – ABERTURA DE INSCRIÇÕES",
           "O PRESIDENTE DO TRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO, no uso de suas atribuições legais e regimentais, torna pública a realização de concurso público para provimento de cargos do Quadro de Pessoal do TRT da 18ª Região, sob a organização da Fundação Carlos Chagas.",
           Q, cfg, law="15142", cargos=[("Analista Judiciário", "curso superior"), ("Técnico Judiciário", "ensino médio")])
chromium_edital(NAME, B, L16.CSS_BASE, "TRT da 18ª Região – Edital nº 1/2027", "TRT18 Edital 1/2027")
finish8(NAME, entries, "pdfplumber", os.path.join(OUT, NAME + ".pdf"), {"body": "TRT 18ª Região (court, CNJ Res. 203/657), next edital", "board": "FCC",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "two-row header Vagas imediatas over AC/PcD/PPP/PI/PQ/Total + CR column, a quadro per localidade, TOTAL each, TOTAL GERAL; provas table"},
        totals=(TG[0], TG[2] + TG[3] + TG[4]))
