# t05: Rio Verde's next edital (Consulplan, 2027), negros 15 % under the municipal law (4 or more vacancies), PcD 5 % (5
# or more). The 2026 edital (set 20, t05) had one lotação table; this one has a quadro per secretaria (Saúde,
# Educação, Administração e demais), each with its TOTAL and a TOTAL GERAL row after the last, columns "Vagas",
# "Ampla concorrência", "Vagas reservadas a pessoas pretas e pardas", "PcD", "Carga horária semanal", "Vencimento":
# hours and money beside the vacancies. HTML -> Chromium PDF; pdfplumber extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t05_consulplan_pm_rio_verde_2027_chromium_pdfplumber_quadro_per_secretaria"
G = [("SECRETARIA MUNICIPAL DE SAÚDE", [("Enfermeiro da Estratégia Saúde da Família", 9, 40, "6.212,40"), ("Médico Clínico Geral", 8, 20, "9.870,00"), ("Médico Ginecologista", 2, 20, "9.870,00"),
                                         ("Técnico em Enfermagem", 14, 40, "2.615,90"), ("Agente de Combate às Endemias", 10, 40, "2.824,00"), ("Odontólogo", 3, 20, "5.980,15")]),
     ("SECRETARIA MUNICIPAL DE EDUCAÇÃO", [("Professor PII – Educação Infantil", 35, 30, "4.580,57"), ("Professor PIII – Matemática", 6, 30, "4.580,57"),
                                            ("Professor PIII – Ciências", 4, 30, "4.580,57"), ("Monitor de Creche", 20, 40, "1.980,00"), ("Merendeira", 12, 40, "1.720,00")]),
     ("SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E DEMAIS ÓRGÃOS", [("Agente Administrativo", 12, 40, "2.410,00"), ("Guarda Civil Municipal", 20, 40, "3.325,70"),
                                                                ("Fiscal de Posturas", 4, 40, "3.150,00"), ("Procurador Municipal", 2, 20, "11.450,00")])]
N = lambda t: neg20(t, 15, 4)
entries, rows, TG = [], [], [0, 0, 0, 0]
for g, V in G:
    rows.append([C(g, cs=7)])
    T = [0, 0, 0, 0]
    for c, t, h, v in V:
        vals = [t, t - N(t) - pcd5(t), N(t), pcd5(t)]
        rows.append([c] + [str(x) for x in vals] + [str(h), v])
        T = [a + b for a, b in zip(T, vals)]
    rows.append(["TOTAL"] + [str(x) for x in T] + ["–", "–"])
    TG = [a + b for a, b in zip(TG, T)]
    entries += [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t, _, _ in V]
rows.append(["TOTAL GERAL"] + [str(x) for x in TG] + ["–", "–"])
taxa = [["Nível superior", "R$ 120,00"], ["Nível médio e técnico", "R$ 85,00"], ["Nível fundamental", "R$ 60,00"]]
cfg = cfg19("2027-07-05", site="www.institutoconsulplan.org.br", banca="Instituto Consulplan", cidades="Rio Verde/GO",
            neg_pct="15% (quinze por cento)", neg_lei="Lei Municipal nº 7.512, de 19 de março de 2024, sempre que o número de vagas do cargo for igual ou superior a 4 (quatro)",
            veiculo="Diário Oficial do Município de Rio Verde", local_data="Rio Verde/GO, 5 de julho de 2027.", assinaturas=["WELLINGTON CARRIJO", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, por secretaria de lotação, o número de vagas, a reserva às pessoas pretas e pardas e às pessoas com deficiência (PcD), a carga horária semanal e o vencimento inicial são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO 1 – CARGOS E VAGAS POR SECRETARIA", "head": [["Cargo", "Vagas", "Ampla concorrência", "Vagas reservadas a pessoas pretas e pardas", "PcD", "Carga horária semanal", "Vencimento (R$)"]], "rows": rows}),
     ("p", "2.2 Os valores da taxa de inscrição são os seguintes:"),
     ("table", {"caption": "QUADRO 2 – TAXA DE INSCRIÇÃO", "head": [["Nível", "Valor"]], "rows": taxa})]
B = edital("PREFEITURA MUNICIPAL DE RIO VERDE – ESTADO DE GOIÁS\nEDITAL DE CONCURSO PÚBLICO Nº 001/2027",
           "O PREFEITO MUNICIPAL DE RIO VERDE, Estado de Goiás, no uso de suas atribuições legais, torna pública a realização de concurso público para o provimento de cargos efetivos do Quadro Geral de Pessoal do Município, regido pela Lei Complementar Municipal nº 105/2019 e por este Edital.",
           Q, cfg, cargos=[(c, "conforme a Lei Complementar nº 105/2019") for g, V in G for c, *_ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Rio Verde – Concurso Público – Edital nº 001/2027", "Rio Verde Edital 001/2027")
finish8(NAME, entries, "pdfplumber", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Rio Verde (GO, municipal law 15 %), next edital", "board": "Consulplan",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "one quadro with secretaria group rows, TOTAL per secretaria and TOTAL GERAL, hours and salary columns; taxa table"},
        totals=(TG[0], TG[2]))
