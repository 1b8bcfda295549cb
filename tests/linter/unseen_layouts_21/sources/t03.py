# t03: Detran-GO's next edital (Vunesp, 2027), negros 20 % under Lei estadual nº 23.389/2025 (3 or more vacancies). The
# 2026 edital (set 20, t03) had one quadro with nível group rows; this one has a quadro per nível, each with its
# TOTAL, and a TOTAL GERAL line; "Negros" is now "Pessoas pretas e pardas". DOCX; pandoc -t plain.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t03_vunesp_detran_go_2027_docx_pandoc_plain_quadro_per_nivel_total_geral"
G = [("NÍVEL SUPERIOR", [("Analista de Trânsito – Direito", 5), ("Analista de Trânsito – Engenharia de Tráfego", 4), ("Analista de Trânsito – Psicologia do Trânsito", 3),
                         ("Analista em Tecnologia da Informação – Desenvolvimento", 4), ("Analista em Tecnologia da Informação – Infraestrutura", 2), ("Contador", 1)]),
     ("NÍVEL MÉDIO", [("Agente de Fiscalização de Trânsito", 26), ("Assistente de Trânsito", 18), ("Examinador de Trânsito", 10),
                      ("Examinador de Habilitação Profissional", 4), ("Técnico em Vistoria Veicular", 6)]),
     ("NÍVEL FUNDAMENTAL", [("Motorista Oficial", 4), ("Auxiliar de Manutenção Predial", 3)])]
N = neg20
entries, blocks, TG = [], [], [0, 0, 0]
for i, (g, V) in enumerate(G):
    r, t = rows_neg(V, N, order=("t", "ac", "pcd", "neg"))
    r.append(["TOTAL " + g, str(t[0]), str(t[0] - t[1] - t[2]), str(t[1]), str(t[2])])
    TG = [a + b for a, b in zip(TG, t)]
    entries += [{"name_has": c, "vacancies": n, "negros_stated": N(n)} for c, n in V]
    blocks.append(("table", {"caption": "QUADRO %d – %s" % (i + 1, g), "head": [["Cargo", "Vagas", "AC", "PcD", "Pessoas pretas e pardas"]], "rows": r, "widths": [8.0, 1.8, 1.8, 1.8, 2.4]}))
taxa = [["Nível superior", "R$ 135,00"], ["Nível médio", "R$ 98,00"], ["Nível fundamental", "R$ 72,00"]]
crono = [["1", "Publicação do edital", "01/02/2027"], ["2", "Inscrições", "08/02/2027 a 10/03/2027"], ["3", "Provas objetivas", "25/04/2027"], ["4", "Resultado final", "18/06/2027"]]
cfg = cfg19("2027-02-01", site="www.vunesp.com.br", banca="Fundação para o Vestibular da Universidade Estadual Paulista (Vunesp)",
            cidades="Goiânia, Anápolis, Rio Verde, Luziânia, Itumbiara e Porangatu", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 1º de fevereiro de 2027.", assinaturas=["WALDIR SOARES DE OLIVEIRA", "Presidente do Detran-GO"],
            crono=[[a, b] for _, a, b in crono])
Q = [("p", "2.1 Os cargos e o número de vagas, com a reserva às pessoas com deficiência (PcD) e às pessoas pretas e pardas, são os dos quadros a seguir, um por nível de escolaridade:")] + blocks + [
     ("p", "TOTAL GERAL: %d (%s) vagas, das quais %d reservadas às pessoas com deficiência e %d às pessoas pretas e pardas." % (TG[0], extenso(TG[0], fem=True), TG[1], TG[2])),
     ("p", "2.2 Os valores da taxa de inscrição são:"),
     ("table", {"caption": "TAXA DE INSCRIÇÃO", "head": [["Nível", "Valor"]], "rows": taxa, "widths": [6.0, 3.0]}),
     ("table", {"caption": "CRONOGRAMA", "head": [["Item", "Evento", "Data"]], "rows": crono, "widths": [1.2, 9.5, 4.3]})]
B = edital("ESTADO DE GOIÁS\nDEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS – DETRAN-GO\nEDITAL Nº 1/2027 – CONCURSO PÚBLICO",
           "O PRESIDENTE DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS, no uso de suas atribuições legais, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Detran-GO.",
           Q, cfg, cargos=[(c, g.lower()) for g, V in G for c, _ in V])
src = docx_edital(NAME, B, ["DETRAN-GO", "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS"], "Edital nº 1/2027 – Detran-GO", when="2027-02-01")
finish8(NAME, entries, "pandoc-plain", src, {"body": "Detran-GO (state, Lei 23.389/2025), next edital", "board": "Vunesp", "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "a quadro per nível with TOTAL per quadro, TOTAL GERAL sentence; taxa and cronograma tables"},
        totals=(TG[0], TG[2]))
