# t08: Universidade do Estado do Rio Grande do Norte (UERN), docentes by câmpus and área (Lei estadual nº 11.015/2021,
# 20 % from 3 vacancies, the reserve given per câmpus and área): câmpus group rows over área rows, columns Área /
# Regime / Vagas / Vagas AC / Vagas PcD / Vagas Negros (20%), a SUBTOTAL per câmpus and a TOTAL GERAL; the prova
# didática's weights and the títulos' points follow. HTML -> Chromium PDF; pypdf extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t08_uern_docentes_2027_chromium_pypdf_campus_area_subtotal"
G = [("CÂMPUS CENTRAL – MOSSORÓ", [("Enfermagem Obstétrica", "DE", 3), ("Direito Constitucional", "DE", 4), ("Ciência da Computação – Sistemas Distribuídos", "DE", 2),
                                   ("Economia Regional", "40h", 1), ("Letras – Língua Espanhola", "DE", 3), ("Medicina – Clínica Cirúrgica", "20h", 5)]),
     ("CÂMPUS AVANÇADO DE NATAL", [("Turismo e Hospitalidade", "DE", 2), ("Ciências Contábeis – Controladoria", "DE", 3), ("Direito Penal", "DE", 1)]),
     ("CÂMPUS AVANÇADO DE PAU DOS FERROS", [("Pedagogia – Educação do Campo", "DE", 4), ("Geografia Agrária", "DE", 1), ("Letras – Língua Portuguesa e Literaturas", "DE", 3)]),
     ("CÂMPUS AVANÇADO DE CAICÓ", [("Odontologia – Periodontia", "DE", 3), ("Filosofia da Educação", "DE", 1)]),
     ("CÂMPUS AVANÇADO DE PATU", [("História do Brasil Colonial", "DE", 1), ("Matemática – Educação Matemática", "DE", 2)])]
entries, rows, TG = [], [], [0] * 4
for g, V in G:
    rows.append([C(g, cs=6)])
    S = [0] * 4
    for a, reg, t in V:
        ac, p, n = split(t)
        vals = [t, ac, p, n]
        rows.append([a, reg] + [str(x) for x in vals])
        S = [x + y for x, y in zip(S, vals)]
        entries.append(ent(a, t))
    rows.append([C("SUBTOTAL DO CÂMPUS", cs=2)] + [str(x) for x in S])
    TG = [x + y for x, y in zip(TG, S)]
rows.append([C("TOTAL GERAL", cs=2)] + [str(x) for x in TG])
did = [["Domínio do conteúdo", "4,0"], ["Planejamento e organização da aula", "2,0"], ["Clareza e comunicação", "2,0"], ["Uso do tempo (50 minutos)", "2,0"]]
cfg = cfg19("2027-04-26", site="www.uern.br/concursos", banca="Comissão Permanente do Vestibular e Concursos da UERN (Comperve-UERN)",
            cidades="Mossoró, Natal, Pau dos Ferros, Caicó e Patu", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 20 de novembro de 2021, sempre que o número de vagas da área no câmpus for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Mossoró/RN, 26 de abril de 2027.", assinaturas=["CICÍLIA RAQUEL MAIA LEITE", "Reitora da UERN"])
Q = [("p", "2.1 As vagas para o cargo de Professor de Ensino Superior, por câmpus e área de conhecimento, o regime de trabalho e a reserva às pessoas com deficiência (PcD) e às pessoas negras são os do quadro a seguir. DE: dedicação exclusiva."),
     ("table", {"caption": "QUADRO 1 – VAGAS POR CÂMPUS E ÁREA", "head": [["Câmpus / Área", "Regime", "Vagas", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)"]], "rows": rows}),
     ("p", "2.2 A prova didática, de caráter eliminatório e classificatório, valerá 10 (dez) pontos, com os critérios a seguir; será aprovado o candidato com nota igual ou superior a 7,0 (sete)."),
     ("table", {"caption": "QUADRO 2 – CRITÉRIOS DA PROVA DIDÁTICA", "head": [["Critério", "Pontuação máxima"]], "rows": did})]
B = edital("GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nUNIVERSIDADE DO ESTADO DO RIO GRANDE DO NORTE – UERN\nEDITAL Nº 4/2027 – CONCURSO PÚBLICO PARA DOCENTES",
           "A REITORA DA UNIVERSIDADE DO ESTADO DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, torna pública a realização de concurso público de provas e títulos para o cargo de Professor de Ensino Superior.",
           Q, cfg, cargos=[("Professor de Ensino Superior", "graduação e doutorado ou mestrado na área")])
chromium_edital(NAME, B, L16.CSS_BASE, "UERN – Edital nº 4/2027 – Docentes", "UERN Edital 4/2027")
finish8(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "UERN (RN, Lei 11.015/2021)", "board": "Comperve-UERN", "producer": "HTML, Chromium (Playwright page.pdf)",
        "shape": "câmpus group rows over área rows with a Regime column (DE, 40h, 20h), SUBTOTAL DO CÂMPUS and TOTAL GERAL; prova didática table"},
        totals=(TG[0], TG[3]))
