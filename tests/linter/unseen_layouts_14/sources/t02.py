# t02: Universidade Federal do Sertão do Pajeú (UFSPa), técnico-administrativos, own commission, Lei 15.142/2025;
# body: HTML printed by Chromium (header/footer templates); Anexo I: an openpyxl sheet wider than the page, printed
# by LibreOffice Calc without fitting, so its count columns overflow to later pages (only the code column repeats);
# joined with pypdf; text by pypdf.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import openpyxl
from openpyxl.utils import get_column_letter

NAME = "t02_propria_ufspa_tae_chromium_calc_overflow_columns"
TMP = "/tmp/w15/t02"
os.makedirs(TMP, exist_ok=True)

# código, cargo, nível, requisitos, ambiente, lotação, AC, PP, I, Q, PcD, CR
V = [
    ("E-101", "Administrador", "E", "Curso superior em Administração e registro no conselho competente", "Administrativo", "Reitoria (Afogados da Ingazeira)", 2, 1, 0, 0, 0, "sim"),
    ("E-102", "Analista de Tecnologia da Informação", "E", "Curso superior na área de Tecnologia da Informação ou curso superior em qualquer área com especialização em TI", "Informação", "Reitoria (Afogados da Ingazeira)", 3, 1, 0, 0, 0, "sim"),
    ("E-103", "Arquiteto e Urbanista", "E", "Curso superior em Arquitetura e Urbanismo e registro no CAU", "Infraestrutura", "Prefeitura Universitária", 1, 0, 0, 0, 0, "sim"),
    ("E-104", "Assistente Social", "E", "Curso superior em Serviço Social e registro no CRESS", "Ciências Humanas, Jurídicas e Econômicas", "Pró-Reitoria de Assuntos Estudantis", 1, 1, 0, 0, 0, "sim"),
    ("E-105", "Auditor", "E", "Curso superior em Economia, Direito ou Ciências Contábeis e registro no conselho competente", "Administrativo", "Auditoria Interna", 1, 0, 0, 0, 0, "sim"),
    ("E-106", "Bibliotecário-Documentalista", "E", "Curso superior em Biblioteconomia ou Ciências da Informação e registro no CRB", "Informação", "Campus Serra Talhada e Campus Arcoverde", 1, 1, 0, 0, 0, "sim"),
    ("E-107", "Contador", "E", "Curso superior em Ciências Contábeis e registro no CRC", "Administrativo", "Pró-Reitoria de Planejamento", 1, 0, 0, 0, 0, "sim"),
    ("E-108", "Enfermeiro/Área", "E", "Curso superior em Enfermagem e registro no COREN", "Ciências da Saúde", "Hospital Veterinário e Serviço de Saúde do Servidor", 2, 1, 0, 0, 0, "sim"),
    ("E-109", "Engenheiro/Área: Civil", "E", "Curso superior em Engenharia Civil e registro no CREA", "Infraestrutura", "Prefeitura Universitária", 1, 0, 0, 0, 0, "sim"),
    ("E-110", "Médico/Área: Clínica Médica", "E", "Curso superior em Medicina e residência ou título de especialista em Clínica Médica; registro no CRM", "Ciências da Saúde", "Serviço de Saúde do Servidor", 1, 1, 0, 0, 0, "sim"),
    ("E-111", "Psicólogo/Área", "E", "Curso superior em Psicologia e registro no CRP", "Ciências da Saúde", "Pró-Reitoria de Assuntos Estudantis", 1, 0, 0, 0, 0, "sim"),
    ("E-112", "Técnico em Assuntos Educacionais", "E", "Curso superior em Pedagogia ou Licenciaturas", "Ciências Humanas, Jurídicas e Econômicas", "Pró-Reitoria de Graduação e campi", 3, 1, 0, 0, 1, "sim"),
    ("D-201", "Assistente em Administração", "D", "Médio profissionalizante ou médio completo com experiência de 12 meses", "Administrativo", "Reitoria e campi", 13, 5, 1, 0, 1, "sim"),
    ("D-202", "Técnico de Laboratório/Área: Química", "D", "Médio profissionalizante na área ou médio completo com curso técnico em Química", "Ciências Exatas e da Natureza", "Campus Serra Talhada", 1, 1, 0, 0, 0, "sim"),
    ("D-203", "Técnico de Tecnologia da Informação", "D", "Médio profissionalizante ou médio completo com curso técnico em eletrônica com ênfase em sistemas computacionais", "Informação", "Reitoria e campi", 3, 1, 0, 0, 0, "sim"),
    ("D-204", "Técnico em Contabilidade", "D", "Médio profissionalizante ou médio completo com curso técnico em Contabilidade e registro no CRC", "Administrativo", "Pró-Reitoria de Planejamento", 1, 0, 0, 0, 0, "sim"),
    ("D-205", "Técnico em Enfermagem", "D", "Médio profissionalizante ou médio completo com curso técnico em Enfermagem e registro no COREN", "Ciências da Saúde", "Hospital Veterinário", 2, 1, 0, 0, 0, "sim"),
    ("D-206", "Tradutor e Intérprete de Linguagem de Sinais", "D", "Médio completo e proficiência em Libras comprovada por certificação Prolibras ou curso de formação de 360 horas", "Ciências Humanas, Jurídicas e Econômicas", "Núcleo de Acessibilidade", 2, 1, 0, 0, 0, "sim"),
    ("D-207", "Técnico em Agropecuária", "D", "Médio profissionalizante ou médio completo com curso técnico em Agropecuária", "Agropecuário", "Campus Serra Talhada (Fazenda Experimental)", 1, 1, 0, 0, 0, "sim"),
    ("C-301", "Auxiliar em Administração", "C", "Fundamental completo e experiência de 12 meses", "Administrativo", "Reitoria e campi", 2, 1, 0, 0, 0, "sim"),
    ("C-302", "Assistente de Laboratório", "C", "Fundamental completo e experiência de 12 meses", "Ciências Exatas e da Natureza", "Campus Arcoverde", 0, 0, 0, 0, 0, "sim"),
]
NH = {"E-101": "Administrador", "E-102": "Analista de Tecnologia", "E-103": "Arquiteto", "E-104": "Assistente Social", "E-105": "Auditor",
      "E-106": "Bibliotecário", "E-107": "Contador", "E-108": "Enfermeiro", "E-109": "Engenheiro", "E-110": "Médico",
      "E-111": "Psicólogo", "E-112": "Assuntos Educacionais", "D-201": "Assistente em Administração", "D-202": "Técnico de Laboratório",
      "D-203": "Técnico de Tecnologia", "D-204": "Técnico em Contabilidade", "D-205": "Técnico em Enfermagem", "D-206": "Intérprete de Linguagem",
      "D-207": "Agropecuária", "C-301": "Auxiliar em Administração"}
entries = [{"name_has": NH[v[0]], "vacancies": sum(v[6:11]), "negros_stated": sum(v[7:10])} for v in V if sum(v[6:11])]  # Lei 15.142: PP + PI + PQ together
VENC = {"E": "R$ 4.967,04", "D": "R$ 3.006,68", "C": "R$ 2.461,48"}

# ---------------------------------------------------------------- Anexo I, the wide spreadsheet
S = xl_styles()
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "Quadro de vagas"
ws.merge_cells("A1:O1"); ws["A1"] = "UNIVERSIDADE FEDERAL DO SERTÃO DO PAJEÚ – EDITAL Nº 14/2026 – ANEXO I – QUADRO DE VAGAS (CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO)"
ws["A1"].font = S["title_font"]; ws["A1"].alignment = S["wrap"]
heads = ["Código", "Cargo", "Nível de classificação", "Requisitos de qualificação para ingresso (Lei nº 11.091/2005)", "Ambiente organizacional",
         "Lotação inicial", "Vencimento básico (padrão I, nível 1)", "Total de vagas", "Reserva – Lei nº 15.142/2025", None, None, "Ampla concorrência",
         "Pessoas com deficiência", "Cadastro de reserva", "Jornada semanal"]
for i, h in enumerate(heads, 1):
    if h:
        ws.cell(2, i, h)
for i, h in enumerate(["Pessoas pretas e pardas", "Pessoas indígenas", "Pessoas quilombolas"], 9):
    ws.cell(3, i, h)
for i in (1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15):
    ws.merge_cells(start_row=2, start_column=i, end_row=3, end_column=i)
ws.merge_cells("I2:K2")
for r in (2, 3):
    for i in range(1, 16):
        c = ws.cell(r, i); c.font = S["head_font"]; c.alignment = S["center"]; c.fill = S["fill"]; c.border = S["border"]
r = 4
for cod, cargo, niv, req, amb, lot, ac, pp, ind, q, pcd, cr in V:
    tot = ac + pp + ind + q + pcd
    vals = [cod, cargo, niv, req, amb, lot, VENC[niv], tot, pp, ind, q, ac, pcd, "Sim", "40 horas"]
    for i, v in enumerate(vals, 1):
        c = ws.cell(r, i, v); c.font = S["font"]; c.border = S["border"]
        c.alignment = S["wrap"] if i in (2, 4, 5, 6) else S["center"]
        if 8 <= i <= 13:
            c.number_format = "00"
            if tot == 0:
                c.value = "–"
    ws.row_dimensions[r].height = 40
    r += 1
ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=7)
ws.cell(r, 1, "TOTAL GERAL")
sums = [sum(sum(v[6:11]) for v in V), sum(v[7] for v in V), sum(v[8] for v in V), sum(v[9] for v in V), sum(v[6] for v in V), sum(v[10] for v in V)]
for i, s in zip(range(8, 14), sums):
    ws.cell(r, i, s).number_format = "00"
for i in range(1, 16):
    c = ws.cell(r, i); c.font = S["bold"]; c.border = S["border"]; c.alignment = S["center"]; c.fill = S["fill2"]
r += 1
ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=7)
ws.cell(r, 1, "Observação: o quantitativo reservado a cada grupo foi calculado por cargo, na forma do item 6 do edital; a lotação inicial poderá ser alterada no interesse da Administração.").font = S["font"]
ws.cell(r, 1).alignment = S["wrap"]; ws.row_dimensions[r].height = 30
for i, w in enumerate([9, 26, 11, 44, 22, 24, 16, 9, 11, 11, 11, 11, 11, 11, 10], 1):
    ws.column_dimensions[get_column_letter(i)].width = w
ws.row_dimensions[2].height = 30; ws.row_dimensions[3].height = 44
ws.page_setup.orientation = "landscape"
ws.page_setup.paperSize = ws.PAPERSIZE_A4
ws.print_title_rows = "2:3"
ws.print_title_cols = "A:A"
ws.page_margins.left = ws.page_margins.right = 0.6
ws.oddFooter.center.text = "Anexo I – página &P de &N"
wb.save(SRC + "/" + NAME + ".xlsx")

# ---------------------------------------------------------------- body, HTML printed by Chromium
cfg = dict(site="concursos.ufspa.edu.br", insc_periodo="9 de março de 2026 e 8 de abril de 2026", venc="9 de abril de 2026",
           isen_periodo="9 a 13 de março de 2026", isen_res="24 de março de 2026", banca="Comissão Permanente de Concursos (COPEC/UFSPa)",
           orgao_curto="UFSPa", data_prova="24 de maio de 2026", cidades="Afogados da Ingazeira/PE, Serra Talhada/PE e Arcoverde/PE",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", veiculo="Diário Oficial da União", local_data="Afogados da Ingazeira/PE, 26 de fevereiro de 2026.",
           assinaturas=["Profa. HELENA CAVALCANTI DE MORAES\nReitora"], onde="Anexo I deste edital",
           ordem="A nomeação observará a alternância entre as listas, na forma do art. 11 da Instrução Normativa MGI nº 23/2025: as vagas de ordem 3ª, 7ª, 11ª e 15ª caberão às pessoas pretas e pardas, a 5ª às pessoas com deficiência e a 20ª às pessoas indígenas.",
           isen_extra="Não haverá isenção por doação de sangue, por falta de previsão em lei federal.",
           taxas=[["Cargos de nível E (superior)", "R$ 150,00"], ["Cargos de nível D (médio/técnico)", "R$ 110,00"], ["Cargos de nível C (fundamental)", "R$ 80,00"]])
cfg["provas_tabs"] = [{"caption": "Quadro 2 – Prova objetiva", "head": [["Conteúdo", "Nível E", "Nível D", "Nível C", "Peso"]],
                       "rows": [["Língua Portuguesa", "10", "10", "15", "1"], ["Legislação (Lei nº 8.112/1990, Lei nº 11.091/2005, Decreto nº 1.171/1994)", "10", "10", "10", "1"],
                                ["Raciocínio Lógico", "–", "5", "5", "1"], ["Conhecimentos Específicos", "30", "25", "10", "2"],
                                [C("Total de questões", cls="b"), "50", "50", "40", ""]]}]
cfg["crono"] = [["Publicação do edital no DOU", "27/02/2026"], ["Inscrições", "09/03 a 08/04/2026"], ["Pedidos de isenção", "09/03 a 13/03/2026"],
                ["Resultado dos pedidos de isenção", "24/03/2026"], ["Homologação preliminar das inscrições e das autodeclarações", "17/04/2026"],
                ["Prova objetiva", "24/05/2026"], ["Gabarito preliminar", "25/05/2026"], ["Procedimento de heteroidentificação", "22 a 26/06/2026"],
                ["Perícia multiprofissional (PcD)", "22 a 26/06/2026"], ["Resultado final", "17/07/2026"]]

LIM = [["1", "5"], ["2", "9"], ["3", "14"], ["4", "18"], ["5", "22"], ["6", "25"], ["7", "29"], ["8", "32"], ["9", "35"], ["10", "38"],
       ["13", "45"], ["20", "60"]]
B = [("title", "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO SERTÃO DO PAJEÚ\nEDITAL Nº 14, DE 26 DE FEVEREIRO DE 2026\nCONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO"),
     ("p", "A REITORA DA UNIVERSIDADE FEDERAL DO SERTÃO DO PAJEÚ, no uso de suas atribuições legais e estatutárias, tendo em vista o disposto no Decreto nº 9.739, de 28 de março de 2019, na Lei nº 11.091, de 12 de janeiro de 2005, na Lei nº 15.142, de 3 de junho de 2025, no Decreto nº 12.536, de 2025, e na Portaria MEC nº 1.408, de 19 de dezembro de 2025, publicada no DOU de 22 de dezembro de 2025, torna pública a abertura de inscrições para o concurso público de provas destinado ao provimento de 64 (sessenta e quatro) cargos do Plano de Carreira dos Cargos Técnico-Administrativos em Educação, nos termos a seguir."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso será regido por este edital e executado pela Comissão Permanente de Concursos (COPEC) da UFSPa.",
                 "Os cargos, os requisitos, a lotação inicial, o número de vagas e sua distribuição entre ampla concorrência e reserva constam do Anexo I, apresentado em planilha ao final deste edital.",
                 "A jornada de trabalho é de 40 (quarenta) horas semanais, ressalvados os cargos com jornada estabelecida em lei específica."])
B += [("h", "2. DA REMUNERAÇÃO"), ("p", "2.1 A remuneração inicial é composta pelo vencimento básico do padrão I do nível de capacitação I, acrescido de auxílio-alimentação de R$ 1.000,00 e, quando couber, de incentivo à qualificação, conforme o quadro a seguir:"),
      ("table", {"head": [["Nível de classificação", "Vencimento básico", "Incentivo à qualificação (especialização / mestrado / doutorado)"]],
                 "rows": [["E", "R$ 4.967,04", "30% / 52% / 75%"], ["D", "R$ 3.006,68", "27% / 52% / 75%"], ["C", "R$ 2.461,48", "27% / 52% / 75%"]]})]
B += ch_inscricao(3, cfg) + ch_isencao(4, cfg) + ch_pcd(5, cfg) + ch_negros_15142(6, cfg) + ch_provas(7, cfg) + ch_classificacao(8, cfg)
B += [("h", "9. DO NÚMERO MÁXIMO DE APROVADOS"), ("p", "9.1 Em atenção ao art. 39 do Decreto nº 9.739/2019, o número máximo de candidatos aprovados por cargo observará o Anexo II daquele decreto, conforme o quadro a seguir; os candidatos não classificados dentro desse limite serão considerados reprovados, ainda que tenham obtido nota mínima."),
      ("table", {"caption": "Quadro 3 – Quantidade de vagas previstas no edital por cargo e número máximo de candidatos aprovados",
                 "head": [["Quantidade de vagas previstas no edital", "Número máximo de candidatos aprovados"]], "rows": LIM}),
      ("p", "9.2 Os candidatos com deficiência e os beneficiários da Lei nº 15.142/2025 aprovados não serão computados no limite do subitem 9.1.")]
B += ch_recursos(10, cfg) + ch_nomeacao(11, cfg) + ch_finais(12, cfg)
B += [("pagebreak",)] + ch_cronograma("ANEXO III – CRONOGRAMA PREVISTO", cfg)
B += ch_conteudo("ANEXO IV – CONTEÚDO PROGRAMÁTICO COMUM", ["Língua Portuguesa", "Raciocínio Lógico", "Direito Administrativo"])
B += autodeclaracao("ANEXO V – AUTODECLARAÇÃO", "Universidade Federal do Sertão do Pajeú")
CSS = """body{font-family:'Liberation Serif',serif;font-size:11pt;line-height:1.3} h1.title{font-size:12.5pt;text-align:center}
h2{font-size:11pt;margin:12px 0 4px} p{margin:3px 0;text-align:justify} p.c{text-align:center}
table{border-collapse:collapse;margin:6px auto;font-size:9.5pt} td,th{border:1px solid #333;padding:2px 6px} th{background:#ddd}
caption{font-weight:bold;font-size:9.5pt;padding:3px} table.toc td{border:none} .pb{page-break-after:always}"""
write(SRC + "/" + NAME + ".html", html_doc(B, CSS, "Edital 14/2026 UFSPa"))
HDR = '<div style="font-size:8px;width:100%;text-align:center;font-family:serif">UNIVERSIDADE FEDERAL DO SERTÃO DO PAJEÚ – Edital nº 14/2026 – Concurso Público TAE</div>'
FTR = '<div style="font-size:8px;width:100%;text-align:right;padding-right:1.5cm;font-family:serif">Página <span class="pageNumber"></span> de <span class="totalPages"></span></div>'
chromium_pdf(SRC + "/" + NAME + ".html", TMP + "/body.pdf", HDR, FTR)
annex = soffice_pdf(SRC + "/" + NAME + ".xlsx", TMP)
join_pdfs([TMP + "/body.pdf", annex], OUT + "/" + NAME + ".pdf")
finish(NAME, entries, "pypdf", {"body": "Universidade Federal do Sertão do Pajeú (UFSPa)", "board": "own commission (COPEC)",
                                 "producer": "Chromium print + LibreOffice Calc (overflow columns), pypdf join", "law": "Lei 15.142/2025"})
