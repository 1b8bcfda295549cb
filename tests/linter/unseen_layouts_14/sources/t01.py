# t01: Prefeitura Municipal de Campo Alegre do Sul/RS, Fundatec style; body: python-docx -> LibreOffice Writer PDF;
# Anexo I: an openpyxl spreadsheet (merged header, "00" counts, R$ format, notes with marks, Total geral row,
# landscape, title rows repeated) -> LibreOffice Calc PDF; joined with pypdf; text by pypdf.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import openpyxl
from openpyxl.utils import get_column_letter

NAME = "t01_fundatec_pm_campoalegredosul_docx_calc_xlsx_annex"
TMP = "/tmp/w15/t01"
os.makedirs(TMP, exist_ok=True)

# código, cargo, requisitos, CH, vencimento, AC, PcD, Negros, CR, nota
V = [
    (1, "Agente Administrativo", "Ensino Médio completo", 40, 2845.12, 4, 1, 1, "CR", ""),
    (2, "Agente Comunitário de Saúde – ESF Linha Bonita", "Ensino Médio completo e residência na área da comunidade em que atuar, desde a data de publicação do edital¹", 40, 2824.00, 3, 0, 1, "CR", "¹"),
    (3, "Agente de Combate às Endemias", "Ensino Médio completo e curso introdutório de formação inicial²", 40, 2824.00, 2, 0, 1, "CR", "²"),
    (4, "Arquiteto e Urbanista", "Curso superior em Arquitetura e Urbanismo e registro no CAU", 40, 7120.44, 1, 0, 0, "CR", ""),
    (5, "Assistente Social", "Curso superior em Serviço Social e registro no CRESS", 30, 5480.90, 1, 0, 0, "CR", ""),
    (6, "Auxiliar de Serviços Gerais", "Ensino Fundamental incompleto (4º ano)", 40, 1612.35, 7, 1, 2, "CR", ""),
    (7, "Contador", "Curso superior em Ciências Contábeis e registro no CRC", 40, 7120.44, 1, 0, 0, "CR", ""),
    (8, "Enfermeiro", "Curso superior em Enfermagem e registro no COREN", 40, 6210.08, 2, 0, 1, "CR", ""),
    (9, "Engenheiro Civil", "Curso superior em Engenharia Civil e registro no CREA", 40, 7120.44, 1, 0, 0, "CR", ""),
    (10, "Fiscal de Tributos", "Ensino Médio completo e CNH categoria \"B\"", 40, 3390.77, 2, 0, 0, "CR", ""),
    (11, "Médico Clínico Geral", "Curso superior em Medicina e registro no CREMERS", 20, 11240.00, 3, 0, 1, "CR", ""),
    (12, "Médico Pediatra", "Curso superior em Medicina, residência ou título de especialista em Pediatria e registro no CREMERS", 20, 11240.00, 0, 0, 0, "CR", ""),
    (13, "Motorista", "Ensino Fundamental incompleto (4º ano) e CNH categoria \"D\"", 40, 2460.51, 3, 1, 1, "CR", ""),
    (14, "Nutricionista", "Curso superior em Nutrição e registro no CRN-2", 30, 5480.90, 1, 0, 0, "CR", ""),
    (15, "Operador de Máquinas Rodoviárias", "Ensino Fundamental incompleto (4º ano) e CNH categoria \"C\"", 40, 2760.13, 2, 0, 1, "CR", ""),
    (16, "Professor de Anos Iniciais do Ensino Fundamental", "Curso superior de Licenciatura em Pedagogia ou Normal Superior³", 22, 4867.77, 9, 1, 3, "CR", "³"),
    (17, "Professor de Educação Infantil", "Curso superior de Licenciatura em Pedagogia com habilitação em Educação Infantil³", 22, 4867.77, 6, 1, 2, "CR", "³"),
    (18, "Professor de Educação Física", "Licenciatura em Educação Física e registro no CREF", 22, 4867.77, 1, 0, 0, "CR", ""),
    (19, "Professor de Língua Inglesa", "Licenciatura em Letras com habilitação em Língua Inglesa", 22, 4867.77, 1, 0, 0, "CR", ""),
    (20, "Psicólogo", "Curso superior em Psicologia e registro no CRP", 30, 5480.90, 1, 0, 0, "CR", ""),
    (21, "Técnico em Enfermagem", "Curso técnico em Enfermagem e registro no COREN", 40, 3120.66, 3, 1, 1, "CR", ""),
    (22, "Técnico em Informática", "Curso técnico em Informática ou Ensino Médio com curso de 360 horas na área", 40, 3120.66, 1, 0, 0, "CR", ""),
    (23, "Vigilante", "Ensino Fundamental completo", 40, 1980.40, 2, 0, 1, "CR", ""),
]
NH = {1: "Agente Administrativo", 2: "Agente Comunitário", 3: "Combate às Endemias", 4: "Arquiteto", 5: "Assistente Social",
      6: "Serviços Gerais", 7: "Contador", 8: "Enfermeiro", 9: "Engenheiro Civil", 10: "Fiscal de Tributos", 11: "Clínico Geral",
      13: "Motorista", 14: "Nutricionista", 15: "Operador de Máquinas", 16: "Anos Iniciais", 17: "Educação Infantil",
      18: "Educação Física", 19: "Língua Inglesa", 20: "Psicólogo", 21: "Técnico em Enfermagem", 22: "Técnico em Informática",
      23: "Vigilante"}
entries = [{"name_has": NH[c], "vacancies": ac + p + n, "negros_stated": n} for c, _, _, _, _, ac, p, n, _, _ in V if ac + p + n]

# ---------------------------------------------------------------- Anexo I, the spreadsheet
S = xl_styles()
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "Anexo I - Quadro de Vagas"
cols = ["Código", "Cargo", "Requisitos para provimento", "Carga horária semanal", "Vencimento básico (R$)", "VAGAS", None, None, None, "Cadastro reserva"]
ws.merge_cells("A1:J1"); ws["A1"] = "PREFEITURA MUNICIPAL DE CAMPO ALEGRE DO SUL – CONCURSO PÚBLICO – EDITAL DE ABERTURA Nº 01/2026"
ws.merge_cells("A2:J2"); ws["A2"] = "ANEXO I – QUADRO DE CARGOS, VAGAS, REQUISITOS, CARGA HORÁRIA E VENCIMENTOS"
for a in ("A1", "A2"):
    ws[a].font = S["title_font"]; ws[a].alignment = S["center"]
for i, h in enumerate(cols, 1):
    if h is not None:
        ws.cell(3, i, h)
for i, h in enumerate(["Ampla concorrência", "Pessoas com deficiência", "Negros (pretos e pardos)", "Total"], 6):
    ws.cell(4, i, h)
for i in (1, 2, 3, 4, 5, 10):
    ws.merge_cells(start_row=3, start_column=i, end_row=4, end_column=i)
ws.merge_cells("F3:I3")
for r in (3, 4):
    for i in range(1, 11):
        c = ws.cell(r, i); c.font = S["head_font"]; c.alignment = S["center"]; c.fill = S["fill"]; c.border = S["border"]
r = 5
for cod, cargo, req, ch, venc, ac, p, n, cr, nota in V:
    vals = [cod, cargo + nota if nota and False else cargo, req, "%dh" % ch, venc, ac, p, n, ac + p + n, cr]
    for i, v in enumerate(vals, 1):
        c = ws.cell(r, i, v); c.font = S["font"]; c.border = S["border"]
        c.alignment = S["wrap"] if i in (2, 3) else S["center"]
    ws.cell(r, 1).number_format = "00"
    ws.row_dimensions[r].height = 33
    ws.cell(r, 5).number_format = '[$R$-416] #,##0.00'
    for i in (6, 7, 8, 9):
        ws.cell(r, i).number_format = "00"
    if ac + p + n == 0:
        for i in (6, 7, 8, 9):
            ws.cell(r, i).value = "-"
    r += 1
ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=5)
ws.cell(r, 1, "Total geral")
for i, k in ((6, 5), (7, 6), (8, 7)):
    ws.cell(r, i, sum(v[k] for v in V))
ws.cell(r, 9, sum(v[5] + v[6] + v[7] for v in V))
for i in range(1, 11):
    c = ws.cell(r, i); c.font = S["bold"]; c.border = S["border"]; c.alignment = S["center"]; c.fill = S["fill2"]
    if 6 <= i <= 9:
        c.number_format = "00"
notes = ["Legenda: CR = cadastro reserva. As vagas reservadas a negros observam a Lei Municipal nº 3.911/2021 (20%); as reservadas a pessoas com deficiência, a Lei Municipal nº 2.204/2003 (5%).",
         "¹ O candidato deverá residir na área da microrregião da ESF Linha Bonita desde a data da publicação deste edital (Lei Federal nº 11.350/2006, art. 6º, I).",
         "² O curso introdutório será oferecido pelo Município após a nomeação, quando o candidato não o possuir.",
         "³ Carga horária de 22 horas semanais, das quais 1/3 destinado a atividades extraclasse (Lei Federal nº 11.738/2008)."]
for t in notes:
    r += 1
    ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=10)
    c = ws.cell(r, 1, t); c.font = S["font"]; c.alignment = S["wrap"]
    ws.row_dimensions[r].height = 24
for i, w in enumerate([7, 30, 46, 10, 14, 12, 12, 12, 9, 10], 1):
    ws.column_dimensions[get_column_letter(i)].width = w
ws.row_dimensions[4].height = 36
ws.page_setup.orientation = "landscape"
ws.page_setup.paperSize = ws.PAPERSIZE_A4
ws.page_setup.fitToWidth = 1
ws.page_setup.fitToHeight = 0
ws.sheet_properties.pageSetUpPr.fitToPage = True
ws.print_title_rows = "3:4"
ws.print_options.horizontalCentered = True
ws.page_margins.left = ws.page_margins.right = 0.5
ws.oddFooter.center.text = "Página &P de &N"
ws.oddHeader.right.text = "Edital nº 01/2026 – Anexo I"
wb.save(SRC + "/" + NAME + ".xlsx")

# ---------------------------------------------------------------- the body, a Word document
cfg = dict(site="www.fundatec.org.br", insc_periodo="2 de março de 2026 e 1º de abril de 2026", venc="2 de abril de 2026",
           isen_periodo="2 a 6 de março de 2026", isen_res="18 de março de 2026", banca="Fundatec", orgao_curto="Município",
           data_prova="17 de maio de 2026", cidades="Campo Alegre do Sul/RS", pcd_pct="5% (cinco por cento)",
           pcd_extra=" e da Lei Municipal nº 2.204, de 11 de novembro de 2003", pcd_min="5 (cinco)",
           neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.911, de 23 de junho de 2021",
           veiculo="Mural Oficial do Município e no Diário Oficial dos Municípios do RS (DOM/RS)",
           local_data="Campo Alegre do Sul, 20 de fevereiro de 2026.",
           assinaturas=["ADEMIR LUIZ BORTOLINI\nPrefeito Municipal", "Registre-se e publique-se.\nMARLENE TERESINHA ZANELLA\nSecretária Municipal de Administração"],
           ordem="Os candidatos negros aprovados serão chamados na 3ª, na 8ª, na 13ª e na 18ª vagas de cada cargo, e os candidatos com deficiência na 5ª e na 21ª vagas, e assim sucessivamente.",
           tit_max="10,00", tit_conv=" para os cargos de Professor", nota_final="a nota da prova objetiva, acrescida, para os cargos de Professor, da pontuação da prova de títulos",
           taxas=[["Nível superior (cargos 04, 05, 07, 08, 09, 11, 12, 14, 16 a 20)", "R$ 120,00"], ["Nível médio e técnico (cargos 01 a 03, 10, 21, 22)", "R$ 85,00"],
                  ["Nível fundamental (cargos 06, 13, 15, 23)", "R$ 60,00"]])
cfg["titulos"] = [["A", "Doutorado na área da educação", "4,00", "4,00"], ["B", "Mestrado na área da educação", "3,00", "3,00"],
                  ["C", "Especialização (mínimo 360 horas) na área da educação", "1,50", "3,00"]]
cfg["provas_tabs"] = [{"caption": "Quadro de provas – nível superior", "head": [["Disciplina", "Nº de questões", "Peso", "Pontuação máxima", "Mínimo para aprovação"]],
                       "rows": [["Língua Portuguesa", "10", "2,0", "20", ""], ["Legislação", "10", "1,5", "15", ""],
                                ["Conhecimentos Específicos", "20", "3,25", "65", ""], [C("Total", cls="b"), "40", "–", "100", "50 pontos"]]},
                      {"caption": "Quadro de provas – níveis fundamental, médio e técnico", "head": [["Disciplina", "Nº de questões", "Peso", "Pontuação máxima", "Mínimo para aprovação"]],
                       "rows": [["Língua Portuguesa", "10", "2,5", "25", ""], ["Matemática", "10", "2,5", "25", ""],
                                ["Conhecimentos Específicos", "10", "5,0", "50", ""], [C("Total", cls="b"), "30", "–", "100", "50 pontos"]]}]
cfg["crono"] = [["Publicação do edital de abertura", "20/02/2026"], ["Período de inscrições", "02/03 a 01/04/2026"],
                ["Período para solicitação de isenção da taxa", "02/03 a 06/03/2026"], ["Resultado dos pedidos de isenção", "18/03/2026"],
                ["Último dia para pagamento do boleto", "02/04/2026"], ["Homologação das inscrições", "20/04/2026"],
                ["Aplicação da prova objetiva", "17/05/2026"], ["Divulgação dos gabaritos preliminares", "18/05/2026"],
                ["Prova prática (Motorista e Operador de Máquinas Rodoviárias)", "14/06/2026"],
                ["Entrega de títulos (Professor)", "15/06 a 19/06/2026"], ["Resultado final e homologação", "24/07/2026"]]

B = [("title", "PREFEITURA MUNICIPAL DE CAMPO ALEGRE DO SUL\nCONCURSO PÚBLICO\nEDITAL DE ABERTURA Nº 01/2026"),
     ("p", "O PREFEITO MUNICIPAL DE CAMPO ALEGRE DO SUL, Estado do Rio Grande do Sul, no uso de suas atribuições legais, com fundamento no art. 37, incisos I, II e VIII, da Constituição Federal, na Lei Orgânica do Município e na Lei Municipal nº 1.720, de 14 de dezembro de 1994 (Regime Jurídico dos Servidores), torna pública a abertura de inscrições ao Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Poder Executivo e à formação de cadastro reserva, o qual será executado pela Fundação Universidade-Empresa de Tecnologia e Ciências – FUNDATEC, regido pelas disposições deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pela Fundatec, com sede na Rua Prof. Cristiano Fischer, 2012, Porto Alegre/RS.",
                 "Os cargos, o número de vagas, a reserva de vagas, os requisitos, a carga horária e o vencimento básico constam do Anexo I, apresentado ao final deste edital.",
                 "O concurso terá validade de 2 (dois) anos, prorrogável uma vez por igual período. Os candidatos aprovados além do número de vagas comporão cadastro reserva (CR) e poderão ser nomeados conforme a necessidade do Município.",
                 "Os vencimentos têm como base o mês de janeiro de 2026. O regime jurídico é o estatutário e o regime previdenciário, o próprio do Município (RPPS)."])
B += ch_inscricao(2, cfg) + ch_isencao(3, cfg) + ch_pcd(4, cfg) + ch_negros_12990(5, cfg) + ch_provas(6, cfg)
B += [("h", "7. DA PROVA PRÁTICA")]
B += items("7", ["Serão convocados para a prova prática os candidatos aos cargos de Motorista e de Operador de Máquinas Rodoviárias aprovados na prova objetiva e classificados até a 20ª (vigésima) posição, além dos empatados na última posição, observada a reserva de vagas.",
                 "A prova prática valerá 100 (cem) pontos, e será considerado aprovado o candidato que obtiver, no mínimo, 60 (sessenta) pontos. Cada falta grave descontará 10 (dez) pontos e cada falta média, 5 (cinco) pontos."])
B += ch_titulos(8, cfg) + ch_classificacao(9, cfg) + ch_recursos(10, cfg) + ch_nomeacao(11, cfg) + ch_finais(12, cfg)
B += [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA DE EXECUÇÃO", cfg)
B += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS (CONHECIMENTOS GERAIS)", ["Língua Portuguesa", "Matemática", "Legislação"])
B += [("pagebreak",)] + autodeclaracao("ANEXO IV – MODELO DE AUTODECLARAÇÃO", "Município de Campo Alegre do Sul")
B += [("p", "ANEXO I – QUADRO DE CARGOS E VAGAS (segue em planilha, nas páginas seguintes)")]

doc, render = docx_builder(["ESTADO DO RIO GRANDE DO SUL", "PREFEITURA MUNICIPAL DE CAMPO ALEGRE DO SUL", "Concurso Público – Edital de Abertura nº 01/2026"],
                           "Av. Independência, 455 – Centro – Campo Alegre do Sul/RS – CEP 99.170-000")
render(B)
doc.save(SRC + "/" + NAME + ".docx")

body = soffice_pdf(SRC + "/" + NAME + ".docx", TMP)
annex = soffice_pdf(SRC + "/" + NAME + ".xlsx", TMP)
join_pdfs([body, annex], OUT + "/" + NAME + ".pdf")
finish(NAME, entries, "pypdf", {"body": "Prefeitura Municipal de Campo Alegre do Sul/RS", "board": "Fundatec",
                                 "producer": "python-docx + openpyxl -> LibreOffice Writer/Calc, pypdf join", "law": "Lei Municipal 3.911/2021 (20%)"})
