# t09: Fundação Municipal de Saúde de São Gonçalo do Piraí/RJ, Selecon style, municipal Lei 2.455/2020 (20%); body: HTML printed
# by Chromium; Anexo I: an openpyxl sheet grouped by cargo (a group row, especialidade rows, a "Subtotal" row per group, a
# "Total geral" row), "00" counts, portrait fitted to width over two pages with its header rows repeated -> Calc PDF; pypdf text.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import openpyxl
from openpyxl.utils import get_column_letter

NAME = "t09_selecon_fms_saogoncalodopirai_chromium_calc_subtotals"
TMP = "/tmp/w15/t09"
os.makedirs(TMP, exist_ok=True)
# group, [(código, especialidade, CH, total, negros, pcd)], salário, requisitos
G = [("MÉDICO", "R$ 9.870,00 (24h) / R$ 16.450,00 (40h)", "Medicina, residência ou título de especialista na especialidade e registro no CREMERJ", [
        ("M01", "Anestesiologia", "24h", 4, 1, 0), ("M02", "Cardiologia", "24h", 2, 0, 0), ("M03", "Cirurgia Geral", "24h", 3, 1, 0),
        ("M04", "Clínica Médica", "24h", 8, 2, 1), ("M05", "Ginecologia e Obstetrícia", "24h", 5, 1, 1), ("M06", "Medicina de Família e Comunidade", "40h", 12, 2, 1),
        ("M07", "Neurologia", "24h", 1, 0, 0), ("M08", "Ortopedia e Traumatologia", "24h", 3, 1, 0), ("M09", "Pediatria", "24h", 6, 1, 1),
        ("M10", "Psiquiatria", "24h", 2, 0, 0), ("M11", "Radiologia e Diagnóstico por Imagem", "24h", 0, 0, 0)]),
     ("ENFERMEIRO", "R$ 5.210,40 (30h)", "Enfermagem e registro no COREN-RJ; para as especialidades, pós-graduação na área", [
        ("E01", "Enfermeiro Generalista", "30h", 15, 3, 1), ("E02", "Enfermeiro do Trabalho", "30h", 1, 0, 0),
        ("E03", "Enfermeiro Obstetra", "30h", 4, 1, 0), ("E04", "Enfermeiro Intensivista", "30h", 5, 1, 1)]),
     ("TÉCNICO", "R$ 2.940,17 (30h)", "Curso técnico na área e registro no conselho de classe", [
        ("T01", "Técnico de Enfermagem", "30h", 30, 6, 2), ("T02", "Técnico de Radiologia", "24h", 4, 1, 0), ("T03", "Técnico de Laboratório", "30h", 3, 1, 0),
        ("T04", "Técnico em Farmácia", "30h", 2, 0, 0)])]
NH = {"M01": "Anestesiologia", "M02": "Cardiologia", "M03": "Cirurgia Geral", "M04": "Clínica Médica", "M05": "Ginecologia", "M06": "Família e Comunidade",
      "M07": "Neurologia", "M08": "Ortopedia", "M09": "Pediatria", "M10": "Psiquiatria", "E01": "Generalista", "E02": "Enfermeiro do Trabalho",
      "E03": "Obstetra", "E04": "Intensivista", "T01": "Técnico de Enfermagem", "T02": "Técnico de Radiologia", "T03": "Técnico de Laboratório",
      "T04": "Técnico em Farmácia"}
entries = [{"name_has": NH[c], "vacancies": t, "negros_stated": n} for _, _, _, rs in G for c, e, ch, t, n, p in rs if t]
TOT = sum(e["vacancies"] for e in entries)

S = xl_styles()
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "ANEXO I"
ws.merge_cells("A1:H1"); ws["A1"] = "FUNDAÇÃO MUNICIPAL DE SAÚDE DE SÃO GONÇALO DO PIRAÍ – CONCURSO PÚBLICO – EDITAL FMS Nº 02/2026"
ws.merge_cells("A2:H2"); ws["A2"] = "ANEXO I – QUADRO DE VAGAS POR CARGO E ESPECIALIDADE"
for a in ("A1", "A2"):
    ws[a].font = S["title_font"]; ws[a].alignment = S["center"]
hd = ["CÓDIGO", "ESPECIALIDADE", "CARGA HORÁRIA SEMANAL", "TOTAL DE VAGAS", "DAS QUAIS RESERVADAS", None, "AMPLA CONCORRÊNCIA", "OBS."]
for i, h in enumerate(hd, 1):
    if h:
        ws.cell(3, i, h)
ws.cell(4, 5, "NEGROS"); ws.cell(4, 6, "PcD")
for i in (1, 2, 3, 4, 7, 8):
    ws.merge_cells(start_row=3, start_column=i, end_row=4, end_column=i)
ws.merge_cells("E3:F3")
for r in (3, 4):
    for i in range(1, 9):
        c = ws.cell(r, i); c.font = S["head_font"]; c.alignment = S["center"]; c.fill = S["fill"]; c.border = S["border"]
r = 5
grand = [0, 0, 0, 0]
for g, sal, req, rs in G:
    ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=8)
    c = ws.cell(r, 1, "CARGO: %s – Vencimento: %s – Requisitos: %s" % (g, sal, req)); c.font = S["bold"]; c.alignment = S["wrap"]; c.fill = S["fill2"]
    for i in range(1, 9):
        ws.cell(r, i).border = S["border"]
    ws.row_dimensions[r].height = 28
    r += 1
    sub = [0, 0, 0, 0]
    for cod, esp, ch, t, n, p in rs:
        obs = "Somente cadastro de reserva" if t == 0 else ("Lotação no Hospital Municipal Dr. Afrânio Peixoto" if cod in ("M01", "M03", "E04") else "")
        vals = [cod, esp, ch, t, n, p, t - n - p, obs]
        for i, v in enumerate(vals, 1):
            c = ws.cell(r, i, v); c.font = S["font"]; c.border = S["border"]
            c.alignment = S["wrap"] if i in (2, 8) else S["center"]
            if 4 <= i <= 7:
                c.number_format = "00"
        ws.row_dimensions[r].height = 22
        sub = [a + b for a, b in zip(sub, (t, n, p, t - n - p))]
        r += 1
    ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=3)
    ws.cell(r, 1, "Subtotal – %s" % g.capitalize())
    for i, v in zip((4, 5, 6, 7), sub):
        ws.cell(r, i, v).number_format = "00"
    for i in range(1, 9):
        c = ws.cell(r, i); c.font = S["bold"]; c.border = S["border"]; c.alignment = S["center"]
    grand = [a + b for a, b in zip(grand, sub)]
    r += 1
ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=3)
ws.cell(r, 1, "TOTAL GERAL")
for i, v in zip((4, 5, 6, 7), grand):
    ws.cell(r, i, v).number_format = "00"
for i in range(1, 9):
    c = ws.cell(r, i); c.font = S["bold"]; c.border = S["border"]; c.alignment = S["center"]; c.fill = S["fill"]
for i, w in enumerate([8, 30, 11, 9, 10, 7, 12, 24], 1):
    ws.column_dimensions[get_column_letter(i)].width = w
ws.row_dimensions[4].height = 20
ws.page_setup.orientation = "portrait"; ws.page_setup.paperSize = ws.PAPERSIZE_A4
ws.page_setup.scale = 85
ws.print_title_rows = "3:4"
ws.page_margins.top = 1.2
ws.page_margins.left = ws.page_margins.right = 0.5
ws.oddHeader.center.text = "Edital FMS nº 02/2026 – Anexo I"
ws.oddFooter.right.text = "Página &P"
wb.save(SRC + "/" + NAME + ".xlsx")
# taller rows, as the board's sheet had them; the quadro runs past the first page
for row in range(6, r):
    if ws.row_dimensions[row].height == 22:
        ws.row_dimensions[row].height = 30
wb.save(SRC + "/" + NAME + ".xlsx")

cfg = dict(site="www.selecon.org.br", insc_periodo="8 de junho de 2026 e 8 de julho de 2026", venc="9 de julho de 2026",
           isen_periodo="8 a 12 de junho de 2026", isen_res="23 de junho de 2026", banca="Selecon", orgao_curto="Fundação Municipal de Saúde",
           data_prova="16 de agosto de 2026", cidades="São Gonçalo do Piraí/RJ e Volta Redonda/RJ", pcd_pct="5% (cinco por cento)",
           neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 2.455, de 9 de novembro de 2020", veiculo="Diário Oficial Eletrônico do Município",
           local_data="São Gonçalo do Piraí/RJ, 20 de maio de 2026.", assinaturas=["Dra. CLÁUDIA REGINA MONTEIRO DA SILVA\nPresidente da Fundação Municipal de Saúde"],
           ordem="Os candidatos negros serão convocados para a 3ª, 8ª, 13ª e 18ª vagas de cada especialidade, e os candidatos com deficiência para a 5ª e a 21ª vagas.",
           tit_max="10,00", tit_conv=" para os cargos de Médico e Enfermeiro", isen_extra="Também serão isentos os doadores de sangue, na forma da Lei Municipal nº 1.870/2013.",
           taxas=[["Médico (todas as especialidades)", "R$ 150,00"], ["Enfermeiro (todas as especialidades)", "R$ 110,00"], ["Técnico (todas as especialidades)", "R$ 70,00"]])
cfg["titulos"] = [["A", "Doutorado na área da especialidade", "3,00", "3,00"], ["B", "Mestrado na área da especialidade", "2,00", "2,00"],
                  ["C", "Residência ou especialização na área", "1,50", "3,00"], ["D", "Experiência profissional na especialidade (por ano)", "0,50", "2,00"]]
cfg["provas_tabs"] = [{"caption": "Quadro II – Prova objetiva", "head": [["Cargo", "Disciplinas", "Questões", "Pontos", "Mínimo"]],
                       "rows": [["Médico e Enfermeiro", "Saúde Pública / Conhecimentos Específicos", "15 / 25", "30 / 70", "50 pontos"],
                                ["Técnico", "Língua Portuguesa / Saúde Pública / Conhecimentos Específicos", "10 / 10 / 20", "20 / 20 / 60", "50 pontos"]]}]
cfg["crono"] = [["Publicação do edital", "22/05/2026"], ["Inscrições", "08/06 a 08/07/2026"], ["Isenção", "08/06 a 12/06/2026"],
                ["Prova objetiva", "16/08/2026"], ["Entrega de títulos", "14/09 a 18/09/2026"], ["Heteroidentificação", "05/10 a 09/10/2026"], ["Resultado final", "06/11/2026"]]
B = [("title", "FUNDAÇÃO MUNICIPAL DE SAÚDE DE SÃO GONÇALO DO PIRAÍ\nCONCURSO PÚBLICO – EDITAL FMS Nº 02/2026"),
     ("p", "A PRESIDENTE DA FUNDAÇÃO MUNICIPAL DE SAÚDE DE SÃO GONÇALO DO PIRAÍ, no uso de suas atribuições legais e considerando a Lei Municipal nº 2.301, de 14 de julho de 2018, que dispõe sobre o Plano de Cargos, Carreiras e Vencimentos da Saúde, torna público o concurso público para provimento de %d vagas nos cargos de Médico, Enfermeiro e Técnico, por especialidade, e formação de cadastro de reserva, a ser executado pelo Instituto Selecon." % TOT),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O quadro de vagas por cargo e especialidade, com a reserva às pessoas negras e às pessoas com deficiência, consta do Anexo I, em planilha, apresentado ao final deste edital.",
                 "O candidato concorrerá às vagas da especialidade escolhida no ato da inscrição; a reserva de vagas foi aplicada a cada especialidade.",
                 "A carga horária semanal é a indicada no Anexo I; o regime é o estatutário (Lei Municipal nº 1.102/2002)."])
B += ch_inscricao(2, cfg) + ch_isencao(3, cfg) + ch_pcd(4, cfg) + ch_negros_12990(5, cfg) + ch_provas(6, cfg) + ch_titulos(7, cfg)
B += ch_classificacao(8, cfg) + ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg) + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO COMUM", ["Língua Portuguesa", "Saúde Pública"])
CSS = """body{font-family:'Liberation Sans',sans-serif;font-size:10pt;line-height:1.3} h1.title{font-size:12pt;text-align:center}
h2{font-size:10pt;margin:10px 0 3px;text-decoration:underline} p{margin:3px 0;text-align:justify} p.c{text-align:center}
table{border-collapse:collapse;margin:6px auto;font-size:9pt} td,th{border:1px solid #333;padding:2px 6px} th{background:#e3e3e3}
caption{font-weight:bold;padding:3px} .pb{page-break-after:always}"""
write(SRC + "/" + NAME + ".html", html_doc(B, CSS, "Edital FMS 02/2026"))
HDR = '<div style="font-size:8px;width:100%;text-align:center;font-family:sans-serif">PREFEITURA MUNICIPAL DE SÃO GONÇALO DO PIRAÍ – FUNDAÇÃO MUNICIPAL DE SAÚDE</div>'
FTR = '<div style="font-size:8px;width:100%;text-align:center;font-family:sans-serif">Edital FMS nº 02/2026 – <span class="pageNumber"></span></div>'
chromium_pdf(SRC + "/" + NAME + ".html", TMP + "/body.pdf", HDR, FTR)
annex = soffice_pdf(SRC + "/" + NAME + ".xlsx", TMP)
join_pdfs([TMP + "/body.pdf", annex], OUT + "/" + NAME + ".pdf")
finish(NAME, entries, "pypdf", {"body": "Fundação Municipal de Saúde de São Gonçalo do Piraí/RJ", "board": "Selecon",
                                 "producer": "Chromium print + LibreOffice Calc (group and subtotal rows), pypdf join", "law": "Lei Municipal 2.455/2020 (20%)",
                                 "note": "positions are the especialidades; Subtotal and Total geral rows are not positions"})
