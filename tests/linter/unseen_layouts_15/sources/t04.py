# t04: Instituto Federal do Tocantins (IFTO), magistério EBTT, own commission, Lei 15.142/2025 (PPP/PI/PQ); edital body
# printed by Chromium, Anexo I a LibreOffice Calc sheet (openpyxl: merged header cells, campus group rows, landscape,
# title rows repeated), joined with pypdf; the .txt is pdfminer.six extract_text() (default LAParams).
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t04_propria_ifto_ebtt_chromium_calc_pdfminer_campus_groups"
TMP = "/tmp/w16/t04"
os.makedirs(TMP, exist_ok=True)
# campus -> [(código, área, requisitos, total, ppp, pi, pq, pcd)]
CAMPI = [("Campus Palmas", [("PAL-01", "Engenharia Elétrica / Automação Industrial", "Graduação em Engenharia Elétrica, Engenharia de Controle e Automação ou Engenharia Mecatrônica", 3, 1, 0, 0, 0),
                            ("PAL-02", "Informática / Desenvolvimento de Software", "Graduação em Ciência da Computação, Sistemas de Informação ou Engenharia de Software", 4, 1, 0, 0, 0),
                            ("PAL-03", "Edificações", "Graduação em Engenharia Civil ou Arquitetura e Urbanismo", 2, 1, 0, 0, 0),
                            ("PAL-04", "Matemática", "Licenciatura em Matemática", 2, 0, 0, 1, 0)]),
         ("Campus Araguaína", [("ARN-01", "Agronomia", "Graduação em Agronomia", 2, 1, 0, 0, 0),
                               ("ARN-02", "Zootecnia", "Graduação em Zootecnia ou Medicina Veterinária", 1, 0, 0, 0, 0),
                               ("ARN-03", "Química", "Licenciatura em Química ou Bacharelado em Química com formação pedagógica", 1, 0, 0, 0, 0),
                               ("ARN-04", "Língua Portuguesa / Literatura", "Licenciatura em Letras – Português", 2, 0, 1, 0, 0)]),
         ("Campus Gurupi", [("GUR-01", "Gestão e Negócios", "Graduação em Administração, Ciências Contábeis ou Economia", 2, 1, 0, 0, 0),
                            ("GUR-02", "Ciências da Natureza – Física", "Licenciatura em Física", 1, 0, 0, 0, 0),
                            ("GUR-03", "Educação Física", "Licenciatura em Educação Física", 1, 0, 0, 0, 0)]),
         ("Campus Porto Nacional", [("PNA-01", "Biologia", "Licenciatura em Ciências Biológicas", 2, 1, 0, 0, 0),
                                    ("PNA-02", "Libras", "Licenciatura em Letras – Libras ou Pedagogia com certificação PROLIBRAS", 1, 0, 0, 0, 0),
                                    ("PNA-03", "História", "Licenciatura em História", 1, 0, 0, 0, 0)]),
         ("Campus Dianópolis", [("DIA-01", "Alimentos", "Graduação em Engenharia de Alimentos ou Tecnologia em Alimentos", 2, 0, 0, 1, 0),
                                ("DIA-02", "Sociologia", "Licenciatura em Ciências Sociais ou Sociologia", 0, 0, 0, 0, 0)])]
NH = {"PAL-01": "Automação Industrial", "PAL-02": "Desenvolvimento de Software", "PAL-03": "Edificações", "PAL-04": "Matemática", "ARN-01": "Agronomia",
      "ARN-02": "Zootecnia", "ARN-03": "Química", "ARN-04": "Literatura", "GUR-01": "Gestão e Negócios", "GUR-02": "Ciências da Natureza", "GUR-03": "Educação Física",
      "PNA-01": "Biologia", "PNA-02": "Libras", "PNA-03": "História", "DIA-01": "Alimentos"}
entries = [{"name_has": NH[a[0]], "vacancies": a[3], "negros_stated": a[4] + a[5] + a[6]} for _, ar in CAMPI for a in ar if a[3]]

# ---- Anexo I as a Calc sheet
from openpyxl import Workbook
from openpyxl.worksheet.page import PageMargins
S = xl_styles()
wb = Workbook(); ws = wb.active; ws.title = "Anexo I"
ws.append(["ANEXO I – QUADRO DE VAGAS POR CAMPUS E ÁREA – PROFESSOR DO ENSINO BÁSICO, TÉCNICO E TECNOLÓGICO (CLASSE D I, NÍVEL 1)"])
ws.merge_cells("A1:K1"); ws["A1"].font = S["title_font"]; ws["A1"].alignment = S["center"]
ws.append(["Código", "Área de conhecimento", "Requisitos (titulação mínima)", "Regime de trabalho", "Vagas", None, None, None, None, None, "CR"])
ws.append([None, None, None, None, "AC", "PPP", "PI", "PQ", "PcD", "Total", None])
for rng in ("A2:A3", "B2:B3", "C2:C3", "D2:D3", "E2:J2", "K2:K3"):
    ws.merge_cells(rng)
for r in (2, 3):
    for c in range(1, 12):
        x = ws.cell(r, c); x.font = S["head_font"]; x.alignment = S["center"]; x.border = S["border"]; x.fill = S["fill"]
row = 4
tot = [0] * 6
for camp, ar in CAMPI:
    ws.cell(row, 1, camp.upper()); ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=11)
    ws.cell(row, 1).font = S["bold"]; ws.cell(row, 1).fill = S["fill2"]
    for c in range(1, 12):
        ws.cell(row, c).border = S["border"]
    row += 1
    for cod, area, req, t, ppp, pi, pq, pcd in ar:
        ac = t - ppp - pi - pq - pcd
        vals = [cod, area, req, "DE", ac, ppp, pi, pq, pcd, t, 2 if t else 3] if t else [cod, area, req, "DE", "-", "-", "-", "-", "-", "-", 3]
        for c, v in enumerate(vals, 1):
            x = ws.cell(row, c, v); x.font = S["font"]; x.border = S["border"]
            x.alignment = S["wrap"] if c in (2, 3) else S["center"]
        for k, v in enumerate((ac, ppp, pi, pq, pcd, t)):
            tot[k] += v
        row += 1
vals = ["TOTAL", None, None, None] + tot + [None]
for c, v in enumerate(vals, 1):
    x = ws.cell(row, c, v); x.font = S["bold"]; x.border = S["border"]; x.alignment = S["center"]
ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=4)
row += 2
ws.cell(row, 1, "Legenda: DE – dedicação exclusiva; AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – número de candidatos em cadastro de reserva além das vagas. A reserva foi calculada por área e campus (item 6.2).")
ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=11)
ws.cell(row, 1).alignment = S["wrap"]; ws.cell(row, 1).font = S["font"]; ws.row_dimensions[row].height = 36
for col, w in zip("ABCDEFGHIJK", (10, 30, 46, 10, 6, 6, 6, 6, 6, 7, 6)):
    ws.column_dimensions[col].width = w
ws.page_setup.orientation = "landscape"; ws.page_setup.paperSize = ws.PAPERSIZE_A4
ws.page_setup.fitToWidth = 1; ws.page_setup.fitToHeight = 0; ws.sheet_properties.pageSetUpPr.fitToPage = True
ws.print_title_rows = "2:3"; ws.page_margins = PageMargins(left=0.5, right=0.5, top=0.7, bottom=0.7)
ws.oddFooter.center.text = "IFTO – Edital nº 14/2026 – Anexo I – &P/&N"
wb.save(SRC + "/" + NAME + ".xlsx")
annex = soffice_pdf(SRC + "/" + NAME + ".xlsx", TMP)

cfg = base_cfg("2026-03-10", site="concursos.ifto.edu.br", banca="Comissão Permanente de Concursos do IFTO", orgao_curto="IFTO",
               cidades="Palmas/TO, Araguaína/TO, Gurupi/TO, Porto Nacional/TO e Dianópolis/TO", onde="Anexo I deste edital", por=", área e campus",
               veiculo="Diário Oficial da União", local_data="Palmas/TO, 10 de março de 2026.", assinaturas=["PROF. DR. ANTÔNIO DA LUZ JÚNIOR\nReitor"],
               nota_final="a média ponderada da prova objetiva (peso 3), da prova de desempenho didático (peso 5) e da avaliação de títulos (peso 2)",
               taxas=[["Professor EBTT", "R$ 180,00"]],
               ordem="A nomeação observará a alternância entre as listas de ampla concorrência, de pessoas pretas e pardas, indígenas, quilombolas e com deficiência, na forma do Decreto nº 12.536, de 2025, aplicada a cada área e campus.",
               titulos=[["A", "Doutorado na área ou em área afim", "40,00", "40,00"], ["B", "Mestrado na área ou em área afim", "25,00", "25,00"],
                        ["C", "Especialização lato sensu", "10,00", "10,00"], ["D", "Docência na educação profissional, por semestre", "2,50", "25,00"]], tit_max="100,00")
cfg["provas_tabs"] = [{"caption": "Etapas do concurso", "head": [["Etapa", "Natureza", "Pontuação", "Peso"]],
                       "rows": [["Prova objetiva (50 questões)", "Eliminatória e classificatória", "0 a 100", "3"], ["Prova de desempenho didático", "Eliminatória e classificatória", "0 a 100", "5"],
                                ["Avaliação de títulos", "Classificatória", "0 a 100", "2"]]}]
REM = [("h", "2. DA REMUNERAÇÃO"), ("p", "2.1 A remuneração inicial do cargo de Professor do Ensino Básico, Técnico e Tecnológico, Classe D I, Nível 1, em regime de dedicação exclusiva, é composta de:"),
       ("table", {"head": [["Titulação", "Vencimento básico", "Retribuição por Titulação (RT)", "Total"]],
                  "rows": [["Graduação", "R$ 5.830,85", "–", "R$ 5.830,85"], ["Especialização", "R$ 5.830,85", "R$ 1.012,38", "R$ 6.843,23"],
                           ["Mestrado", "R$ 5.830,85", "R$ 2.555,13", "R$ 8.385,98"], ["Doutorado", "R$ 5.830,85", "R$ 5.837,63", "R$ 11.668,48"]]}),
       ("p", "2.2 Será pago auxílio-alimentação no valor de R$ 1.175,00, além de auxílio pré-escolar e auxílio-transporte, na forma da legislação.")]
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO TOCANTINS\nEDITAL Nº 14/2026/REI/IFTO, DE 10 DE MARÇO DE 2026\nCONCURSO PÚBLICO PARA PROFESSOR DO ENSINO BÁSICO, TÉCNICO E TECNOLÓGICO"),
     ("p", "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO TOCANTINS, no uso de suas atribuições legais, e considerando a Lei nº 12.772, de 28 de dezembro de 2012, a Lei nº 15.142, de 3 de junho de 2025, o Decreto nº 9.739, de 28 de março de 2019, e a Portaria MEC nº 1.208, de 2025, torna pública a abertura de inscrições para o concurso público de provas e títulos destinado ao provimento de cargos de Professor do Ensino Básico, Técnico e Tecnológico."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será realizado pela Comissão Permanente de Concursos do IFTO, com sede na Reitoria, em Palmas/TO.",
                 "As vagas são distribuídas por campus e área de conhecimento, conforme o Anexo I; a lotação será no campus para o qual o candidato concorreu.",
                 "O candidato concorrerá somente às vagas da área e do campus escolhidos no ato da inscrição."])
B += REM + corpo(cfg, 3, law="15142", titulos=True) + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += [("p", "O Anexo I (quadro de vagas) segue nas páginas finais deste edital.")]
write(SRC + "/" + NAME + ".html", html_doc(B, CSS_BASE, "IFTO Edital 14/2026"))
body = TMP + "/body.pdf"
chromium_pdf(SRC + "/" + NAME + ".html", body, HDR_FTR[0] % "IFTO – Edital nº 14/2026/REI/IFTO", HDR_FTR[1])
join_pdfs([body, annex], OUT + "/" + NAME + ".pdf")
finish2(NAME, entries, "pdfminer", {"body": "IFTO", "board": "own commission", "producer": "Chromium print + LibreOffice Calc annex, joined with pypdf",
                                     "law": "Lei 15.142/2025", "shape": "campus group rows, merged headers, CR column"}, totals=(tot[5], tot[1] + tot[2] + tot[3]))
