# t10: Câmara Municipal de Anápolis (GO), the edital as a photocopy-grade scan: the HTML edital printed to PDF by
# Chromium, rasterised (pdftoppm -r 120 -gray), each page turned a little and thresholded to
# black and white, the pages made into an image-only PDF by Pillow (lib18.scan_pdf); the journalist OCRs it with tesseract 5 in page segmentation
# mode 4 (one column of text of variable sizes): pdftoppm -r 150 -gray, tesseract PAGE stdout -l por --psm 4
# (lib18.ocr_psm4). Negros 20 % by municipal law (3 or more vacancies).
# Quadro: an ordinary table Cargo / Vagas / AC / PcD / Negros / Vencimento, TOTAL row.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t10_quadrix_cm_anapolis_chromium_scan_tesseract_psm4_plain"
V = [("Analista Legislativo", 6, "7.420,00"), ("Assistente Legislativo", 11, "3.860,00"), ("Auxiliar Legislativo", 5, "2.310,00"), ("Contador", 2, "6.950,00"),
     ("Jornalista", 3, "5.480,00"), ("Motorista", 4, "2.780,00"), ("Procurador Jurídico", 2, "12.300,00"), ("Redator de Atas", 3, "4.150,00"),
     ("Técnico em Informática", 4, "4.020,00"), ("Telefonista", 2, "2.310,00")]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t, _ in V]
rows = [[c, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t)), "R$ " + v] for c, t, v in V]
T = [sum(v[1] for v in V), sum(P(v[1]) for v in V), sum(N(v[1]) for v in V)]
rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), ""])
cfg = cfg18("2026-04-13", site="www.quadrix.org.br", banca="Instituto Quadrix", cidades="Anápolis/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 4.310, de 18 de dezembro de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial da Câmara Municipal de Anápolis", local_data="Anápolis/GO, 13 de abril de 2026.", assinaturas=["VEREADORA ANDREIA REZENDE", "Presidente da Câmara Municipal de Anápolis"])
Q = [("p", "2.1 Os cargos, as vagas e o vencimento inicial constam do quadro a seguir (AC: ampla concorrência; PcD: pessoas com deficiência):"),
     ("table", {"head": [["Cargo", "Vagas", "AC", "PcD", "Negros", "Vencimento"]], "rows": rows}),
     ("p", "2.2 A jornada de trabalho é de 30 horas semanais para todos os cargos, exceto o de Motorista, de 40 horas semanais.")]
B = edital("ESTADO DE GOIÁS\nCÂMARA MUNICIPAL DE ANÁPOLIS\nEDITAL Nº 01/2026 – CONCURSO PÚBLICO",
           "A MESA DIRETORA DA CÂMARA MUNICIPAL DE ANÁPOLIS, Estado de Goiás, no uso de suas atribuições legais e regimentais, torna pública a realização de Concurso Público para provimento de cargos efetivos do Quadro de Pessoal da Câmara Municipal, nos termos da Resolução nº 12/2025 e deste Edital.",
           Q, cfg, cargos=[(c, "conforme a Resolução nº 12/2025") for c, *_ in V])
css = L16.CSS_BASE + " table{border-collapse:collapse} td,th{border:1px solid #000;padding:2px 5px}"
html_p = os.path.join(SRC, NAME + ".html")
write(html_p, html_doc(B, css, "Câmara Municipal de Anápolis – Edital 01/2026"))
clean = os.path.join(TMP, NAME + ".clean.pdf")
L16.chromium_pdf(html_p, clean)
pdf = scan_pdf(clean, os.path.join(OUT, NAME + ".pdf"), dpi=120, threshold=150)
finish5(NAME, entries, "tesseract-psm4", pdf, {"body": "Câmara Municipal de Anápolis (GO)", "board": "Quadrix", "producer": "Chromium PDF -> 120 dpi grey JPEG scan (Pillow PDF)",
        "shape": "ordinary table OCRed in --psm 4, TOTAL"}, totals=(T[0], T[2]))
