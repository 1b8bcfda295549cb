# t03: Departamento Estadual de Trânsito de Goiás (Detran-GO), state of Goiás, negros 20 % under Lei estadual nº
# 23.389/2025 (3 or more vacancies). DOCX (python-docx); the text is pandoc -t plain of the DOCX. Quadro: Cargo / Vagas
# / AC / PcD / Negros with nível group rows (NÍVEL SUPERIOR / MÉDIO / FUNDAMENTAL, merged across the table), CR rows,
# TOTAL; around it a taxa de inscrição table by nível and a cronograma with dates ("10/03/2026 a 09/04/2026"): numbers
# that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t03_vunesp_detran_go_docx_pandoc_plain_taxas_cronograma_nivel_groups"
G = [("NÍVEL SUPERIOR", [("Analista de Trânsito – Direito", 6), ("Analista de Trânsito – Engenharia", 4), ("Analista de Trânsito – Psicologia", 3),
                         ("Analista de Trânsito – Medicina", 0), ("Analista em Tecnologia da Informação", 5), ("Contador", 2), ("Pedagogo – Educação para o Trânsito", 3)]),
     ("NÍVEL MÉDIO", [("Agente de Fiscalização de Trânsito", 30), ("Assistente de Trânsito", 22), ("Examinador de Trânsito", 12),
                      ("Técnico em Vistoria Veicular", 8), ("Técnico em Informática", 4), ("Desenhista Técnico", 0)]),
     ("NÍVEL FUNDAMENTAL", [("Motorista Oficial", 5), ("Auxiliar de Serviços Gerais", 7), ("Vigilante Patrimonial", 0)])]
N = neg20
entries, co, rows, T = [], [], [], [0, 0, 0]
for g, V in G:
    rows.append([C(g, cs=5)])
    r, t = rows_neg(V, N, order=("t", "ac", "pcd", "neg"))
    rows += r
    T = [a + b for a, b in zip(T, t)]
    entries += [{"name_has": c, "vacancies": n, "negros_stated": N(n)} for c, n in V if n]
    co += [{"name_has": c, "where": g + " – CR only"} for c, n in V if not n]
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
taxa = [["Nível superior", "R$ 130,00", "10/03/2026 a 09/04/2026", "10/04/2026"], ["Nível médio", "R$ 95,00", "10/03/2026 a 09/04/2026", "10/04/2026"],
        ["Nível fundamental", "R$ 70,00", "10/03/2026 a 09/04/2026", "10/04/2026"]]
crono = [["1", "Publicação do edital de abertura", "02/03/2026"], ["2", "Período de inscrições", "10/03/2026 a 09/04/2026"],
         ["3", "Pedidos de isenção da taxa (Lei estadual nº 14.782/2004)", "10/03/2026 a 16/03/2026"], ["4", "Resultado dos pedidos de isenção", "24/03/2026"],
         ["5", "Último dia para pagamento do boleto", "10/04/2026"], ["6", "Homologação das inscrições", "22/04/2026"],
         ["7", "Divulgação dos locais de prova", "15/05/2026"], ["8", "Aplicação das provas objetivas (manhã, 08h30; tarde, 14h30)", "24/05/2026"],
         ["9", "Gabarito preliminar", "25/05/2026 (a partir das 18h)"], ["10", "Recursos contra o gabarito", "26/05/2026 a 27/05/2026"],
         ["11", "Resultado final", "30/06/2026"]]
cfg = cfg19("2026-03-02", site="www.vunesp.com.br", banca="Fundação para o Vestibular da Universidade Estadual Paulista (Vunesp)",
            cidades="Goiânia, Anápolis, Rio Verde, Luziânia, Itumbiara e Porangatu", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 2 de março de 2026.", assinaturas=["WALDIR SOARES DE OLIVEIRA", "Presidente do Detran-GO"],
            crono=[[a, b] for _, a, b in crono])
Q = [("p", "2.1 Os cargos, agrupados por nível de escolaridade, e o número de vagas, com a reserva às pessoas com deficiência (PcD) e às pessoas negras, são os do quadro a seguir (CR: cadastro de reserva):"),
     ("table", {"caption": "QUADRO DE VAGAS", "head": [["Cargo", "Vagas", "AC", "PcD", "Negros"]], "rows": rows, "widths": [8.0, 1.8, 1.8, 1.8, 1.8]}),
     ("p", "2.2 Remuneração inicial: R$ 7.412,50 (nível superior), R$ 4.105,33 (nível médio) e R$ 2.318,20 (nível fundamental), em jornada de 40 horas semanais."),
     ("p", "2.3 Os valores da taxa de inscrição, o período de inscrição e o vencimento do boleto são:"),
     ("table", {"caption": "TAXA DE INSCRIÇÃO", "head": [["Nível", "Valor", "Período de inscrição", "Vencimento do boleto"]], "rows": taxa, "widths": [4.0, 2.5, 5.0, 3.5]}),
     ("p", "2.4 O cronograma previsto do concurso é o seguinte (horário de Brasília):"),
     ("table", {"caption": "CRONOGRAMA", "head": [["Item", "Evento", "Data"]], "rows": crono, "widths": [1.2, 9.5, 4.3]})]
B = edital("ESTADO DE GOIÁS\nDEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS – DETRAN-GO\nEDITAL Nº 1/2026 – CONCURSO PÚBLICO",
           "O PRESIDENTE DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS, no uso de suas atribuições legais, tendo em vista a autorização governamental constante do Processo SEI nº 202500012004417, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Detran-GO.",
           Q, cfg, cargos=[(c, g.lower()) for g, V in G for c, _ in V])
src = docx_edital(NAME, B, ["DETRAN-GO", "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS"], "Edital nº 1/2026 – Detran-GO", when="2026-03-02")
finish7(NAME, entries, "pandoc-plain", src, {"body": "Detran-GO (state, Lei 23.389/2025)", "board": "Vunesp", "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "ordinary table with nível group rows (merged), CR rows, TOTAL; taxa de inscrição table and dated cronograma"},
        totals=(T[0], T[2]), cadastro=co)
