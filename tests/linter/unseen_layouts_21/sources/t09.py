# t09: UEG's next edital (AOCP, 2027), state of Goiás, negros 20 % under Lei estadual nº 23.389/2025 (3 or more
# vacancies per row). The 2026 edital (set 20, t07) had a quadro by município; this one is for docentes, with a row
# per câmpus and área under câmpus group rows, "Ampla concorrência" now "AC", a "Pessoas pretas e pardas" column, a
# TOTAL per câmpus and a TOTAL GERAL; a pontuação da prova de títulos table follows. HTML -> Chromium PDF; pdftotext
# -layout.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t09_aocp_ueg_2027_chromium_pdftotext_layout_campus_groups_titulos"
G = [("CÂMPUS CENTRAL – ANÁPOLIS", [("Química Orgânica", 3), ("Farmacologia", 2), ("Engenharia Agrícola", 4), ("Ciências Contábeis", 3), ("Letras – Língua Inglesa", 2)]),
     ("CÂMPUS SUDOESTE – QUIRINÓPOLIS", [("Geografia Física", 3), ("Educação Física – Esportes", 2), ("Pedagogia – Alfabetização", 5)]),
     ("CÂMPUS NORTE – URUAÇU", [("Sistemas de Informação", 4), ("História do Brasil", 1), ("Matemática Aplicada", 3)]),
     ("CÂMPUS METROPOLITANO – APARECIDA DE GOIÂNIA", [("Zootecnia", 1), ("Enfermagem – Saúde Coletiva", 6), ("Direito Público", 3)])]
N = neg20
entries, rows, TG = [], [], [0, 0, 0]
for g, V in G:
    rows.append([C(g, cs=5)])
    r, T = rows_neg(V, N, order=("t", "ac", "pcd", "neg"))
    rows += r
    rows.append(["TOTAL DO CÂMPUS", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
    TG = [a + b for a, b in zip(TG, T)]
    entries += [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V]
rows.append(["TOTAL GERAL", str(TG[0]), str(TG[0] - TG[1] - TG[2]), str(TG[1]), str(TG[2])])
tit = [["A", "Doutorado na área", "3,0", "3,0"], ["B", "Mestrado na área", "2,0", "2,0"], ["C", "Especialização (mínimo 360 horas)", "0,5", "1,0"],
       ["D", "Artigo em periódico Qualis A1 a A4 (por artigo)", "0,5", "2,0"], ["E", "Docência no ensino superior (por ano)", "0,4", "2,0"]]
cfg = cfg19("2027-08-02", site="www.institutoaocp.org.br", banca="Instituto AOCP", cidades="Anápolis, Quirinópolis, Uruaçu e Aparecida de Goiânia",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas da área no câmpus for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Anápolis/GO, 2 de agosto de 2027.", assinaturas=["ANTÔNIO CRUVINEL BORGES NETO", "Reitor da Universidade Estadual de Goiás"])
Q = [("p", "2.1 As vagas para o cargo de Docente de Ensino Superior, por câmpus e área, com a reserva às pessoas com deficiência (PcD) e às pessoas pretas e pardas, são as do quadro a seguir:"),
     ("table", {"caption": "QUADRO I – VAGAS POR CÂMPUS E ÁREA", "head": [["Câmpus / Área", "Vagas", "AC", "PcD", "Pessoas pretas e pardas"]], "rows": rows}),
     ("p", "2.2 A prova de títulos, de caráter classificatório, valerá no máximo 10 (dez) pontos, conforme a tabela a seguir:"),
     ("table", {"caption": "QUADRO II – PONTUAÇÃO DA PROVA DE TÍTULOS", "head": [["Alínea", "Título", "Valor unitário", "Valor máximo"]], "rows": tit})]
B = edital("ESTADO DE GOIÁS\nUNIVERSIDADE ESTADUAL DE GOIÁS – UEG\nEDITAL Nº 3/2027 – CONCURSO PÚBLICO PARA DOCENTES",
           "O REITOR DA UNIVERSIDADE ESTADUAL DE GOIÁS, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos de Docente de Ensino Superior da UEG.",
           Q, cfg, cargos=[("Docente de Ensino Superior", "graduação e pós-graduação stricto sensu na área")])
chromium_edital(NAME, B, L16.CSS_BASE, "UEG – Edital nº 3/2027 – Docentes", "UEG Edital 3/2027")
finish8(NAME, entries, "pdftotext-layout", os.path.join(OUT, NAME + ".pdf"), {"body": "UEG (GO, Lei 23.389/2025), next edital", "board": "AOCP",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "câmpus group rows, área rows, TOTAL DO CÂMPUS each and TOTAL GERAL; prova de títulos table"},
        totals=(TG[0], TG[2]))
