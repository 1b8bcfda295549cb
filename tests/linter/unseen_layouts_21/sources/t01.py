# t01: ANA's next edital (Cebraspe, 2027), federal, Lei 15.142/2025 (25 % PPP, 3 % PI, 2 % PQ, from 2 vacancies). The
# 2026 edital (set 20, t01) had one quadro; this one has a quadro per level, each with its TOTAL, and a TOTAL GERAL
# table after them, then a taxa de inscrição table. HTML -> Chromium PDF; the text is pypdf's extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t01_cebraspe_ana_2027_chromium_pypdf_quadro_per_level_total_geral"
ER = "Especialista em Regulação de Recursos Hídricos e Saneamento Básico"
SUP = [(ER + " – Área 1: Regulação Tarifária", 10), (ER + " – Área 2: Outorga e Fiscalização", 8), (ER + " – Área 3: Hidrometeorologia", 6),
       (ER + " – Área 4: Segurança Hídrica", 4), (ER + " – Área 5: Ciência de Dados", 5), (ER + " – Área 6: Normas de Referência", 3),
       ("Analista Administrativo – Área 1: Gestão de Pessoas", 4), ("Analista Administrativo – Área 2: Orçamento e Finanças", 2),
       ("Analista Administrativo – Área 3: Licitações e Contratos", 1)]
MED = [("Técnico Administrativo – Apoio Administrativo", 12), ("Técnico em Regulação – Hidrometria de Campo", 6), ("Técnico em Regulação – Laboratório de Qualidade da Água", 2)]
nm = lambda c: c.split(" – ")[1]
entries, blocks, TG = [], [], [0, 0, 0, 0, 0]
for cap, V in (("Quadro I – Cargos de nível superior", SUP), ("Quadro II – Cargos de nível intermediário", MED)):
    entries += [{"name_has": nm(c), "vacancies": t, "negros_stated": sum(r15142(t))} for c, t in V]
    rows, T = rows_ppp(V)
    rows.append(["TOTAL DO QUADRO"] + [str(T[0]), str(T[0] - sum(T[1:]))] + [str(x) for x in T[1:]])
    TG = [a + b for a, b in zip(TG, T)]
    blocks.append(("table", {"caption": cap, "head": [["Cargo/Área", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}))
geral = [["Nível superior"] + [str(sum(t for _, t in SUP))], ["Nível intermediário"] + [str(sum(t for _, t in MED))], ["TOTAL GERAL", str(TG[0])]]
taxa = [["Especialista em Regulação", "R$ 140,00"], ["Analista Administrativo", "R$ 140,00"], ["Técnico Administrativo e Técnico em Regulação", "R$ 90,00"]]
cfg = cfg19("2027-02-22", site="www.cebraspe.org.br/concursos/ana_27", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)",
            cidades="Brasília/DF, Belém/PA, Manaus/AM, Recife/PE, Salvador/BA, Belo Horizonte/MG, Rio de Janeiro/RJ, São Paulo/SP e Porto Alegre/RS",
            veiculo="Diário Oficial da União", local_data="Brasília/DF, 22 de fevereiro de 2027.", assinaturas=["VERONICA SÁNCHEZ DA CRUZ RIOS", "Diretora-Presidente da ANA"])
Q = [("p", "2.1 Os cargos, as áreas e o quantitativo de vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), nos termos da Lei nº 15.142/2025, são os dos quadros a seguir, um por nível:"),
     blocks[0], blocks[1],
     ("p", "2.2 Resumo das vagas por nível:"),
     ("table", {"caption": "Quadro III – Total geral de vagas", "head": [["Nível", "Vagas"]], "rows": geral}),
     ("p", "2.3 Para as áreas com 1 (uma) vaga não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas, nos termos do § 2º do art. 1º da Lei nº 15.142/2025."),
     ("p", "2.4 Os valores da taxa de inscrição são os seguintes:"),
     ("table", {"caption": "Quadro IV – Taxa de inscrição", "head": [["Cargo", "Valor"]], "rows": taxa})]
B = edital("AGÊNCIA NACIONAL DE ÁGUAS E SANEAMENTO BÁSICO\nEDITAL Nº 1 – ANA, DE 22 DE FEVEREIRO DE 2027\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS EM CARGOS DE NÍVEL SUPERIOR E DE NÍVEL INTERMEDIÁRIO",
           "A DIRETORA-PRESIDENTE DA AGÊNCIA NACIONAL DE ÁGUAS E SANEAMENTO BÁSICO (ANA), no uso de suas atribuições, tendo em vista a Portaria MGI nº 1.304, de 9 de dezembro de 2026, e o Decreto nº 9.739/2019, torna pública a realização de concurso público.",
           Q, cfg, law="15142", cargos=[(c, "curso superior") for c, _ in SUP] + [(c, "nível médio") for c, _ in MED])
chromium_edital(NAME, B, L16.CSS_BASE, "ANA – Edital nº 1/2027 – Concurso Público", "ANA Edital 1/2027")
finish7(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "ANA (federal, Lei 15.142), next edital", "board": "Cebraspe",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "a quadro per level PPP/PI/PQ with TOTAL DO QUADRO, TOTAL GERAL table, taxa table"},
        totals=(TG[0], TG[2] + TG[3] + TG[4]))
