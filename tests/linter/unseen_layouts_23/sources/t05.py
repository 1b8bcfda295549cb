# ruff: noqa: F403, F405, E402
# t05: Prefeitura de Juiz de Fora/MG, the quadro as a wide spreadsheet annex that the PDF splits across two pages side
# by side: LibreOffice Calc prints the sheet's first columns (Código / Cargo / Escolaridade / Vagas AC / Vagas PcD / Vagas
# Negros (20%)) on one page and the rest (Total de vagas / CR / Carga horária / Vencimento / Taxa) on the next, for the
# same rows, each page with its own title and header rows and the Código column repeated (print titles). The body
# (DOCX -> LibreOffice Writer PDF) sends to the annex and prints the prova table and the cronograma; the two PDFs are
# joined. Municipal law: 20 % to negros from 3 vacancies. Each cargo row is an entry. pdftotext -layout.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib23 import *

NAME = "t05_pm_juiz_de_fora_2027_libreoffice_calc_pdftotext_layout_quadro_split_across_pages"
V = [
    ("101", "Agente Administrativo", "Médio", 40, "40h", 2410.55, 70),
    ("102", "Agente de Trânsito", "Médio", 15, "40h", 2890.10, 70),
    ("103", "Auxiliar de Serviços Escolares", "Fundamental", 60, "40h", 1712.40, 50),
    ("104", "Cuidador Escolar", "Médio", 35, "30h", 1830.00, 70),
    ("105", "Técnico em Enfermagem", "Médio técnico", 28, "30h", 2650.00, 70),
    ("106", "Técnico em Radiologia", "Médio técnico", 4, "24h", 2650.00, 70),
    ("201", "Analista de Sistemas", "Superior", 6, "40h", 6120.00, 110),
    ("202", "Assistente Social", "Superior", 12, "30h", 4980.00, 110),
    ("203", "Enfermeiro", "Superior", 18, "30h", 5340.00, 110),
    ("204", "Engenheiro Civil", "Superior", 3, "40h", 8250.00, 110),
    ("205", "Fiscal de Posturas", "Superior", 9, "40h", 4980.00, 110),
    ("206", "Médico Clínico Geral", "Superior", 22, "20h", 9870.00, 130),
    ("207", "Nutricionista", "Superior", 2, "30h", 4980.00, 110),
    ("208", "Psicólogo", "Superior", 7, "30h", 4980.00, 110),
]
entries, r1, r2, T = [], [], [], [0] * 5
for cod, c, esc, t, h, venc, tx in V:
    p, n = pcd5(t), neg20(t)
    cr = 2 * t
    r1.append([cod, c, esc, t - p - n, p, n])
    r2.append([t, cr, h, venc, tx])
    T = [a + b for a, b in zip(T, [t - p - n, p, n, t, cr])]
    entries.append(ent(c, t, neg=neg20, cr=cr))

# ---- the annex sheet: 11 columns, a column break after the sixth, the Código column and the header rows repeated
from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.worksheet.pagebreak import Break

wb = Workbook()
ws = wb.active
ws.title = "Anexo IV"
thin = Side(style="thin")
bd = Border(left=thin, right=thin, top=thin, bottom=thin)
for ref, v in (
    ("B1", "PREFEITURA DE JUIZ DE FORA – EDITAL Nº 01/2027"),
    ("B2", "ANEXO IV – QUADRO DE VAGAS"),
    ("G1", "EDITAL Nº 01/2027 – ANEXO IV"),
    ("G2", "QUADRO DE VAGAS (continuação)"),
):
    ws[ref] = v
    ws[ref].font = Font(bold=True, size=10)
head = [
    "Código",
    "Cargo",
    "Escolaridade",
    "Vagas AC",
    "Vagas PcD",
    "Vagas Negros (20%)",
    "Total de vagas",
    "Cadastro de reserva (CR)",
    "Carga horária semanal",
    "Vencimento (R$)",
    "Taxa de inscrição (R$)",
]
for j, v in enumerate(head):
    c = ws.cell(row=4, column=j + 1, value=v)
    c.font, c.border, c.alignment, c.fill = (
        Font(bold=True, size=9),
        bd,
        Alignment(horizontal="center", vertical="center", wrap_text=True),
        PatternFill("solid", fgColor="DDDDDD"),
    )
for i, (a, b) in enumerate(zip(r1, r2)):
    for j, v in enumerate(a + b):
        c = ws.cell(row=5 + i, column=j + 1, value=v)
        c.font, c.border = Font(size=9), bd
        c.alignment = Alignment(horizontal="left" if j in (1, 2) else "center", vertical="center", wrap_text=True)
        if j in (9,):
            c.number_format = "#,##0.00"
tr = 5 + len(V)
for j, v in enumerate(["", "TOTAL", "", T[0], T[1], T[2], T[3], T[4], "", "", ""]):
    c = ws.cell(row=tr, column=j + 1, value=v)
    c.font, c.border, c.alignment = Font(bold=True, size=9), bd, Alignment(horizontal="center")
for k, v in enumerate(
    [
        "Reserva a pessoas negras: Lei municipal nº 14.388/2026, 20%,",
        "a partir de 3 vagas no cargo. PcD: 5%, a partir de 5 vagas.",
    ]
):
    ws.cell(row=tr + 2 + k, column=2, value=v).font = Font(size=8)
for k, v in enumerate(["CR: cadastro de reserva, aprovados além", "das vagas imediatas; não constitui vaga."]):
    ws.cell(row=tr + 2 + k, column=7, value=v).font = Font(size=8)
for col, w in zip("ABCDEFGHIJK", [6, 24, 12, 8, 8, 10, 9, 11, 9, 11, 11]):
    ws.column_dimensions[col].width = w
ws.row_dimensions[4].height = 40
ws.col_breaks.append(Break(id=6))
ws.print_title_cols = "A:A"
ws.print_title_rows = "4:4"
ws.page_setup.orientation = "portrait"
ws.page_setup.paperSize = ws.PAPERSIZE_A4
ws.oddFooter.center.text = "Anexo IV – página &P de &N"
xlsx = os.path.join(SRC, NAME + ".xlsx")
wb.save(xlsx)

crono = [
    ["Publicação do edital", "15/3/2027"],
    ["Inscrições", "22/3/2027 a 22/4/2027"],
    ["Prova objetiva", "30/5/2027"],
    ["Resultado final", "9/7/2027"],
]
provas = [
    ["Nível fundamental", "Língua Portuguesa e Matemática", "30", "2,0", "60"],
    ["Nível médio e médio técnico", "Português, Informática e Específicos", "40", "2,5", "100"],
    ["Nível superior", "Português, Legislação e Específicos", "50", "2,0", "100"],
]
cfg = cfg19(
    "2027-03-15",
    site="www.pjf.mg.gov.br/concursos",
    banca="Fundação de Apoio da Universidade Federal de Juiz de Fora (Fadepe/UFJF)",
    cidades="Juiz de Fora/MG",
    neg_pct="20% (vinte por cento)",
    neg_lei="Lei municipal nº 14.388, de 12 de agosto de 2026, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
    veiculo="Diário Oficial Eletrônico do Município de Juiz de Fora",
    local_data="Juiz de Fora/MG, 15 de março de 2027.",
    assinaturas=["MARGARIDA SALOMÃO", "Prefeita de Juiz de Fora"],
)
Q = [
    (
        "p",
        "2.1 Os cargos, a escolaridade exigida, as vagas imediatas com a reserva às pessoas com deficiência e às pessoas negras, o cadastro de reserva, a carga horária, o vencimento e a taxa de inscrição constam do Anexo IV deste Edital (Quadro de vagas).",
    ),
    ("p", "2.2 A prova objetiva terá a composição a seguir."),
    (
        "table",
        {
            "caption": "QUADRO I – PROVA OBJETIVA",
            "head": [["Nível", "Conteúdos", "Nº de questões", "Valor de cada questão", "Total de pontos"]],
            "rows": provas,
            "widths": [3.2, 6.2, 1.8, 1.8, 1.6],
        },
    ),
    (
        "table",
        {"caption": "QUADRO II – DATAS PREVISTAS", "head": [["Evento", "Data"]], "rows": crono, "widths": [8.0, 6.0]},
    ),
]
B = edital(
    "PREFEITURA DE JUIZ DE FORA\nSECRETARIA DE RECURSOS HUMANOS\nEDITAL Nº 01/2027 – CONCURSO PÚBLICO",
    "A PREFEITA DE JUIZ DE FORA, no uso de suas atribuições legais, torna pública a abertura de concurso público para provimento de cargos efetivos do Quadro de Pessoal da Administração Direta do Município.",
    Q,
    cfg,
    cargos=[(c, esc.lower()) for _, c, esc, *_ in V],
)
docx = docx_edital(NAME, B, ["PREFEITURA DE JUIZ DE FORA"], "Edital nº 01/2027 – PJF", when="2027-03-15")
import shutil
import tempfile

d = tempfile.mkdtemp(prefix="w23calc", dir="/tmp/w23")
body_pdf = lo_pdf(NAME + "_body", docx)
annex_pdf = L16.soffice_pdf(xlsx, d)
pdf = os.path.join(OUT, NAME + ".pdf")
L16.join_pdfs([body_pdf, annex_pdf], pdf)
os.remove(body_pdf)
shutil.rmtree(d)
finish8(
    NAME,
    entries,
    "pdftotext-layout",
    pdf,
    {
        "body": "Prefeitura de Juiz de Fora/MG (municipal law, 20 % from 3)",
        "board": "Fadepe/UFJF",
        "producer": "DOCX (python-docx) and XLSX (openpyxl), LibreOffice Writer and Calc PDFs joined (pypdf)",
        "shape": "annex sheet split across two pages side by side: Código/Cargo/Escolaridade/AC/PcD/Negros (20%) on one page, Código/Total/CR/carga/vencimento/taxa on the next, TOTAL; prova table and cronograma in the body",
    },
    totals=(T[3], T[2]),
)
