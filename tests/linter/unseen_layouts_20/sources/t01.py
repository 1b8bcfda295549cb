# t01: Agência Nacional de Águas e Saneamento Básico (ANA), federal, Lei 15.142/2025 (25 % PPP, 3 % PI, 2 % PQ, from 2
# vacancies). HTML -> Chromium PDF; the text is pypdf's extract_text() (the tool's own PDF path). Quadro: Cargo/Área /
# Total / AC / PcD / PPP / PI / PQ, TOTAL row; right after it the Decreto 9.739/2019 Anexo II table ("Quantidade de
# vagas previstas no edital | Número máximo de candidatos aprovados", 1 -> 5 ... 30 -> 70) and a per-cargo table of the
# most approved by AC / PcD / negros: numbers that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t01_cebraspe_ana_chromium_pypdf_anexo_ii_9739_max_aprovados"
ER = "Especialista em Regulação de Recursos Hídricos e Saneamento Básico"
V = [(ER + " – Área 1: Regulação de Serviços de Saneamento", 12), (ER + " – Área 2: Gestão de Recursos Hídricos", 9), (ER + " – Área 3: Hidrologia", 7),
     (ER + " – Área 4: Segurança de Barragens", 5), (ER + " – Área 5: Geoprocessamento", 3), (ER + " – Área 6: Economia da Regulação", 4),
     (ER + " – Área 7: Tecnologia da Informação", 6), (ER + " – Área 8: Direito Regulatório", 2), (ER + " – Área 9: Engenharia Sanitária", 1),
     ("Analista Administrativo – Área 1: Administração", 8), ("Analista Administrativo – Área 2: Contabilidade", 3),
     ("Analista Administrativo – Área 3: Comunicação Social", 1), ("Analista Administrativo – Área 4: Arquivologia", 2),
     ("Técnico Administrativo", 14), ("Técnico em Regulação – Hidrometria", 5)]
entries = [{"name_has": c.split(" – ")[1] if " – " in c else c, "vacancies": t, "negros_stated": sum(r15142(t))} for c, t in V]
rows, T = rows_ppp(V)
rows.append(["TOTAL"] + [str(T[0]), str(T[0] - T[1] - T[2] - T[3] - T[4])] + [str(x) for x in T[1:]])
a2, lim = anexo_9739()
maxrows = []
for c, t in V:
    p, r = pcd5(t), sum(r15142(t))
    m = lim[t - 1]
    mp, mn = (lim[p - 1] if p else 0), (lim[r - 1] if r else 0)
    maxrows.append([c.split(" – ")[1] if " – " in c else c, str(t), str(m), str(m), str(mp) if p else "–", str(mn) if r else "–"])
cfg = cfg19("2026-03-16", site="www.cebraspe.org.br/concursos/ana_26", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)",
            cidades="Brasília/DF, Belém/PA, Fortaleza/CE, Recife/PE, Salvador/BA, Belo Horizonte/MG, São Paulo/SP, Curitiba/PR e Porto Alegre/RS",
            veiculo="Diário Oficial da União", local_data="Brasília/DF, 16 de março de 2026.", assinaturas=["VERONICA SÁNCHEZ DA CRUZ RIOS", "Diretora-Presidente da ANA"])
Q = [("p", "2.1 Os cargos, as áreas e o quantitativo de vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), são os seguintes:"),
     ("table", {"caption": "Quadro I – Distribuição das vagas", "head": [["Cargo/Área", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.2 Em atendimento ao art. 39 do Decreto nº 9.739, de 28 de março de 2019, serão homologados os resultados dos candidatos aprovados até o número máximo estabelecido no Anexo II do Decreto, conforme a tabela a seguir; os candidatos não classificados no número máximo de aprovados, ainda que tenham atingido nota mínima, estarão automaticamente reprovados no concurso."),
     ("table", {"caption": "Tabela 2.2 – Anexo II do Decreto nº 9.739/2019", "head": [["Quantidade de vagas previstas no edital por cargo ou emprego", "Número máximo de candidatos aprovados"]], "rows": a2}),
     ("p", "2.3 Aplicada a tabela do subitem 2.2, o número máximo de candidatos aprovados por cargo/área e por lista é o seguinte (os candidatos das listas de reserva contam também na ampla concorrência):"),
     ("table", {"caption": "Tabela 2.3 – Número máximo de candidatos aprovados", "head": [["Cargo/Área", "Vagas", "Máximo de aprovados", "Ampla concorrência", "PcD", "Negros"]], "rows": maxrows}),
     ("p", "2.4 A remuneração inicial é de R$ 16.413,35 para Especialista em Regulação, de R$ 11.004,76 para Analista Administrativo e de R$ 7.912,20 para os cargos de nível intermediário, em jornada de 40 horas semanais."),
     ("p", "2.5 Para as áreas com 1 (uma) vaga não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas, nos termos do § 2º do art. 1º da Lei nº 15.142/2025.")]
B = edital("AGÊNCIA NACIONAL DE ÁGUAS E SANEAMENTO BÁSICO\nEDITAL Nº 1 – ANA, DE 16 DE MARÇO DE 2026\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS EM CARGOS DE NÍVEL SUPERIOR E DE NÍVEL INTERMEDIÁRIO",
           "A DIRETORA-PRESIDENTE DA AGÊNCIA NACIONAL DE ÁGUAS E SANEAMENTO BÁSICO (ANA), no uso de suas atribuições, tendo em vista a Portaria MGI nº 2.117, de 3 de dezembro de 2025, publicada no Diário Oficial da União de 4 de dezembro de 2025, e o Decreto nº 9.739/2019, torna pública a realização de concurso público.",
           Q, cfg, law="15142", cargos=[(c, "curso superior" if "Técnico" not in c else "nível médio") for c, _ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "ANA – Edital nº 1/2026 – Concurso Público", "ANA Edital 1/2026")
finish7(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "ANA (federal, Lei 15.142)", "board": "Cebraspe",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "ordinary table PPP/PI/PQ + Decreto 9.739 Anexo II limits table + max approved per cargo table"},
        totals=(T[0], T[2] + T[3] + T[4]))
