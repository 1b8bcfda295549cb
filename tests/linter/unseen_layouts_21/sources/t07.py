# t07: Anápolis's next edital (Fundatec, 2027), negros 20 % under the municipal law (5 or more vacancies), PcD 5 % (5 or
# more). The 2026 edital (set 20, t06) was for the Secretaria de Educação with a Código column; this one is for Saúde
# and Administração, keeps the Código, adds cadastro de reserva rows ("CR" in every column: no entry) and a footnote
# legend, renames "Negros" to "Pessoas pretas e pardas", and has a TOTAL per secretaria and a TOTAL GERAL. After it a
# prova objetiva table per nível (questões, pesos). HTML -> Chromium PDF; pypdf extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t07_fundatec_pm_anapolis_2027_chromium_pypdf_codigo_cr_rows_total_geral"
G = [("SECRETARIA MUNICIPAL DE SAÚDE", [("401", "Enfermeiro Plantonista", 12), ("402", "Médico Plantonista – Clínica Geral", 9), ("403", "Médico Pediatra Plantonista", 3),
                                         ("404", "Técnico em Enfermagem Plantonista", 25), ("405", "Farmacêutico-Bioquímico", 2), ("406", "Fonoaudiólogo", 0),
                                         ("407", "Condutor Socorrista do SAMU", 8)]),
     ("SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO", [("501", "Analista de Sistemas", 3), ("502", "Arquiteto e Urbanista", 1), ("503", "Auxiliar Administrativo", 30),
                                                 ("504", "Engenheiro de Segurança do Trabalho", 0), ("505", "Operador de Máquinas Pesadas", 6), ("506", "Topógrafo", 2)])]
N = lambda t: neg20(t, 20, 5)
entries, co, rows, TG = [], [], [], [0, 0, 0]
for g, V in G:
    rows.append([C(g, cs=6)])
    r, T = rows_neg(V, N, lead=lambda v: [v[0], v[1]], tot=lambda v: v[2], order=("t", "ac", "pcd", "neg"))
    rows += r
    rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
    TG = [a + b for a, b in zip(TG, T)]
    entries += [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for _, c, t in V if t]
    co += [{"name_has": c, "where": g + " – CR only"} for _, c, t in V if not t]
rows.append([C("TOTAL GERAL", cs=2), str(TG[0]), str(TG[0] - TG[1] - TG[2]), str(TG[1]), str(TG[2])])
prova = [["Nível superior", "Língua Portuguesa", "10", "1,0"], ["Nível superior", "Legislação Municipal", "5", "1,0"], ["Nível superior", "Conhecimentos Específicos", "25", "2,5"],
         ["Nível médio", "Língua Portuguesa", "15", "1,5"], ["Nível médio", "Matemática", "10", "1,0"], ["Nível médio", "Conhecimentos Específicos", "15", "2,0"]]
cfg = cfg19("2027-03-15", site="www.fundatec.org.br", banca="Fundação Universidade Empresa de Tecnologia e Ciências (Fundatec)", cidades="Anápolis/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 4.233, de 12 de julho de 2023, sempre que o número de vagas do cargo for igual ou superior a 5 (cinco)",
            veiculo="Diário Oficial do Município de Anápolis", local_data="Anápolis/GO, 15 de março de 2027.", assinaturas=["MÁRCIO CORRÊA", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, por secretaria, e o número de vagas, com a reserva às pessoas com deficiência (PcD) e às pessoas pretas e pardas, são os do quadro a seguir:"),
     ("table", {"caption": "QUADRO DE VAGAS", "head": [["Código", "Cargo", "Vagas (1)", "AC", "PcD (2)", "Pessoas pretas e pardas (3)"]], "rows": rows}),
     ("p", "(1) CR: cadastro de reserva, sem vaga imediata. (2) 5% das vagas, a partir de 5 (cinco) vagas no cargo. (3) Lei Municipal nº 4.233/2023: 20% das vagas, a partir de 5 (cinco) vagas no cargo."),
     ("p", "2.2 A prova objetiva terá a composição seguinte:"),
     ("table", {"caption": "QUADRO DA PROVA OBJETIVA", "head": [["Nível", "Componente", "Nº de questões", "Peso"]], "rows": prova})]
B = edital("ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE ANÁPOLIS\nEDITAL DE ABERTURA Nº 01/2027",
           "O PREFEITO MUNICIPAL DE ANÁPOLIS, Estado de Goiás, no uso de suas atribuições legais, torna público que estarão abertas as inscrições para o concurso público destinado ao provimento de cargos efetivos das Secretarias Municipais de Saúde e de Administração.",
           Q, cfg, cargos=[(c, "conforme o Anexo II") for g, V in G for _, c, _ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Anápolis – Edital de Abertura nº 01/2027", "Anápolis Edital 01/2027")
finish8(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Anápolis (GO, municipal law 20 %, ≥5), next edital", "board": "Fundatec",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "Código/Cargo, secretaria group rows, CR rows, TOTAL per secretaria and TOTAL GERAL, numbered footnotes; prova objetiva table"},
        totals=(TG[0], TG[2]), cadastro=co)
