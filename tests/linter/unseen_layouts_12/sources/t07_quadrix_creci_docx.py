# Professional council edital (Quadrix-like) built as a Word document with python-docx:
# heading styles, header/footer with PAGE/NUMPAGES fields, a landscape section for ANEXO I whose
# vacancy table has a two-row header ("Vagas" spanning), level rows merged across, the cargo cell
# merged vertically over its áreas, w:tblHeader repeat; exported by LibreOffice.
import sys, os, subprocess; sys.path.insert(0, '.')
from common import *
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.section import WD_ORIENT, WD_SECTION
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

c = dict(board="Instituto Quadrante de Seleção e Concursos (IQSC)", board_addr="SHCS CR 502, Bloco C, Loja 37, Asa Sul, Brasília/DF, CEP 70330-530",
         site="www.iqsc.org.br", body_short="CRECI/27ª Região", cidade="Palmas/TO", ano="2025",
         vagas_txt="21 (vinte e uma) vagas", anexo_vagas="Anexo I deste edital", validade="2 (dois) anos",
         etapas="prova objetiva, de caráter eliminatório e classificatório, para todos os cargos, e prova discursiva, de caráter eliminatório e classificatório, para os cargos de nível superior",
         pcd_pct="5% (cinco por cento)", negros_mode='12990', insc_ini="13/10/2025", insc_fim="12/11/2025", isen_per="13 a 17/10/2025",
         data_prova="14/12/2025", fone="(61) 3039-8844", edital_no="nº 1/2025", do="Diário Oficial da União", duracao="3 (três) horas e 30 (trinta) minutos",
         ordem_nomeacao="Para o cargo 102 – Agente Fiscal, a 3ª e a 8ª vagas serão destinadas a candidatos negros e a 5ª vaga a candidato com deficiência; para o cargo 101 – Agente Administrativo, a 3ª vaga será destinada a candidato negro e a 5ª vaga a candidato com deficiência.")
dd = Doc(77)
disposicoes_preliminares(dd, c)
dd.chapter("Dos cargos")
dd.item("Os cargos, os requisitos, a remuneração e o quantitativo de vagas constam do Anexo I deste edital.")
dd.item("Os empregos serão regidos pela Consolidação das Leis do Trabalho (CLT), aprovada pelo Decreto-Lei nº 5.452, de 1º de maio de 1943, em regime de 40 (quarenta) horas semanais, conforme o Plano de Cargos, Carreiras e Salários do CRECI/27ª Região (Resolução-Plenária nº 311/2023).")
dd.item("Benefícios: vale-alimentação de R$ 1.150,00; plano de saúde com coparticipação; auxílio-creche de R$ 480,00 por dependente de até 6 anos; vale-transporte na forma da Lei nº 7.418/1985.")
reserva_pcd(dd, c)
reserva_negros(dd, c)
inscricoes(dd, c, [["Nível médio", "R$ 65,00"], ["Nível superior", "R$ 95,00"]])
provas_obj(dd, c, [["Prova", "Área de conhecimento", "Nº de questões", "Peso", "Caráter"]],
   [["(P1) objetiva", "Conhecimentos gerais: Língua Portuguesa, Noções de Informática e Ética no Serviço Público", "20", "1", "Eliminatório e classificatório"],
    ["(P2) objetiva", "Conhecimentos específicos", "30", "2", "Eliminatório e classificatório"],
    ["(P3) discursiva", "Conhecimentos específicos (somente nível superior)", "1", "–", "Eliminatório e classificatório"]],
   [0.15, 0.45, 0.12, 0.08, 0.2], align=['L', 'L', 'C', 'C', 'L'], caption="Quadro de provas")
dd.chapter("Da prova discursiva")
dd.item("A prova discursiva valerá 10,00 pontos e consistirá da redação de texto dissertativo, de até 30 linhas, acerca de tema relacionado aos conhecimentos específicos do cargo.")
dd.item("Será corrigida a prova discursiva dos candidatos aprovados nas provas objetivas e classificados até a 20ª posição na ampla concorrência, até a 4ª posição entre os candidatos com deficiência e até a 6ª posição entre os candidatos negros, para cada cargo/área.")
dd.item("A nota na prova discursiva (NPD) será calculada pela fórmula NPD = NC – 2 × (NE ÷ TL), em que NC é a nota de conteúdo, NE é o número de erros e TL é o número de linhas efetivamente escritas.")
classificacao(dd, c)
recursos(dd, c)
nomeacao(dd, c)
disposicoes_finais(dd, c)

doc = Document()
st = doc.styles['Normal']; st.font.name = 'Liberation Sans'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Liberation Sans')
for s in ('Heading 1', 'Heading 2'):
    doc.styles[s].font.name = 'Liberation Sans'; doc.styles[s].font.color.rgb = RGBColor(0, 0, 0)
doc.styles['Heading 1'].font.size = Pt(11); doc.styles['Heading 2'].font.size = Pt(10.5)
sec = doc.sections[0]; sec.page_width, sec.page_height = Cm(21), Cm(29.7)
sec.left_margin = sec.right_margin = Cm(2.2); sec.top_margin = Cm(2.5); sec.bottom_margin = Cm(2)

def field(par, instr):
    r = par.add_run(); f1 = OxmlElement('w:fldChar'); f1.set(qn('w:fldCharType'), 'begin'); r._r.append(f1)
    r2 = par.add_run(); it = OxmlElement('w:instrText'); it.set(qn('xml:space'), 'preserve'); it.text = instr; r2._r.append(it)
    r3 = par.add_run(); f3 = OxmlElement('w:fldChar'); f3.set(qn('w:fldCharType'), 'separate'); r3._r.append(f3)
    r4 = par.add_run('1')
    r5 = par.add_run(); f5 = OxmlElement('w:fldChar'); f5.set(qn('w:fldCharType'), 'end'); r5._r.append(f5)
def headfoot(sec):
    h = sec.header.paragraphs[0]; h.text = ""; r = h.add_run("CONSELHO REGIONAL DE CORRETORES DE IMÓVEIS DA 27ª REGIÃO – CRECI/27ª"); r.bold = True; r.font.size = Pt(9)
    h2 = sec.header.add_paragraph(); r = h2.add_run("Concurso Público – Edital nº 1/2025 – Abertura"); r.font.size = Pt(8)
    f = sec.footer.paragraphs[0]; f.alignment = WD_ALIGN_PARAGRAPH.RIGHT; f.add_run("Página ").font.size = Pt(8)
    field(f, 'PAGE'); f.add_run(" de "); field(f, 'NUMPAGES')
headfoot(sec)
def P(text, bold=False, align=None, size=None, style=None):
    p = doc.add_paragraph(style=style); r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    if align == 'C': p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    elif align == 'J': p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    p.paragraph_format.space_after = Pt(3)
    return p
def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr(); s = OxmlElement('w:shd'); s.set(qn('w:val'), 'clear'); s.set(qn('w:fill'), fill); tcPr.append(s)
def rep_header(row):
    trPr = row._tr.get_or_add_trPr(); e = OxmlElement('w:tblHeader'); e.set(qn('w:val'), 'true'); trPr.append(e)
def set_cell(cell, text, bold=False, size=9, align='L'):
    cell.text = ""; p = cell.paragraphs[0]
    for k, ln in enumerate(str(text).split('\n')):
        if k: p.add_run().add_break()
        r = p.add_run(ln); r.bold = bold; r.font.size = Pt(size)
    p.alignment = {'L': WD_ALIGN_PARAGRAPH.LEFT, 'C': WD_ALIGN_PARAGRAPH.CENTER, 'R': WD_ALIGN_PARAGRAPH.RIGHT}[align]
def simple_table(t, width_cm=16.6):
    if t.get('caption'): P(t['caption'], bold=True, size=9.5)
    hdr = t['header'][0]; n = len(hdr)
    tb = doc.add_table(rows=1, cols=n); tb.style = 'Table Grid'; tb.alignment = WD_TABLE_ALIGNMENT.CENTER
    al = t.get('align') or ['L'] + ['C'] * (n - 1)
    for i, h in enumerate(hdr): set_cell(tb.rows[0].cells[i], h, True, 9, 'C'); shade(tb.rows[0].cells[i], 'D9D9D9')
    rep_header(tb.rows[0])
    for r in t['rows']:
        cells = tb.add_row().cells
        for i, v in enumerate(r): set_cell(cells[i], v, False, 9, al[i])
    tb.autofit = False
    for i, w in enumerate(t['widths']): tb.columns[i].width = Cm(width_cm * w)
    for row in tb.rows:
        for i, w in enumerate(t['widths']): row.cells[i].width = Cm(width_cm * w)
    doc.add_paragraph().paragraph_format.space_after = Pt(2)

P("CONSELHO REGIONAL DE CORRETORES DE IMÓVEIS DA 27ª REGIÃO – CRECI/27ª", True, 'C', 12)
P("CONCURSO PÚBLICO PARA O PROVIMENTO DE VAGAS E A FORMAÇÃO DE CADASTRO DE RESERVA EM EMPREGOS DE NÍVEIS MÉDIO E SUPERIOR", True, 'C', 10.5)
P("EDITAL Nº 1 – CRECI/27ª, DE 6 DE OUTUBRO DE 2025", True, 'C', 10.5)
P("O PRESIDENTE DO CONSELHO REGIONAL DE CORRETORES DE IMÓVEIS DA 27ª REGIÃO, no uso de suas atribuições legais e regimentais, conferidas pela Lei nº 6.530, de 12 de maio de 1978, e pelo Decreto nº 81.871, de 29 de junho de 1978, e considerando a decisão plenária tomada na 412ª Sessão Plenária Ordinária, de 18 de agosto de 2025, torna pública a realização de concurso público para o provimento de vagas e a formação de cadastro de reserva em empregos de níveis médio e superior, mediante as condições estabelecidas neste edital.", align='J')
for b in dd.blocks:
    k = b[0]
    if k == 'h': doc.add_heading(b[1], level=1)
    elif k == 'p': P(b[1], align='J')
    elif k == 'li': p = P(b[1], align='J'); p.paragraph_format.left_indent = Cm(1)
    elif k == 'table': simple_table(b[1])
P("Palmas/TO, 6 de outubro de 2025.", align='C'); P("")
P("EDUARDO MOREIRA CASTANHEIRA", True, 'C'); P("Presidente do CRECI/27ª Região", align='C')

# ---- landscape section with ANEXO I
ns = doc.add_section(WD_SECTION.NEW_PAGE); ns.orientation = WD_ORIENT.LANDSCAPE
ns.page_width, ns.page_height = Cm(29.7), Cm(21); ns.left_margin = ns.right_margin = Cm(2); ns.top_margin = Cm(2.3)
P("ANEXO I – QUADRO DE EMPREGOS, REQUISITOS, REMUNERAÇÃO E VAGAS", True, 'C', 11)
cols = ["Código", "Emprego", "Área", "Requisitos", "Salário (R$)", "AC", "PcD", "Negros", "Total", "CR"]
W = [1.5, 3.2, 3.6, 7.0, 2.2, 1.4, 1.4, 1.6, 1.5, 1.3]
tb = doc.add_table(rows=2, cols=10); tb.style = 'Table Grid'; tb.alignment = WD_TABLE_ALIGNMENT.CENTER
h0, h1 = tb.rows[0].cells, tb.rows[1].cells
for i in range(5):
    m = h0[i].merge(h1[i]); set_cell(m, cols[i], True, 9, 'C'); shade(m, 'BFBFBF')
m = h0[5].merge(h0[8]); set_cell(m, "Vagas", True, 9, 'C'); shade(m, 'BFBFBF')
for i in range(5, 9): set_cell(h1[i], cols[i], True, 9, 'C'); shade(h1[i], 'D9D9D9')
m = h0[9].merge(h1[9]); set_cell(m, "CR*", True, 9, 'C'); shade(m, 'BFBFBF')
rep_header(tb.rows[0]); rep_header(tb.rows[1])
def level_row(text):
    cells = tb.add_row().cells; m = cells[0].merge(cells[9]); set_cell(m, text, True, 9, 'L'); shade(m, 'EDEDED')
def data(code, emp, area, req, sal, ac, pcd, ng, cr):
    cells = tb.add_row().cells; tot = ac + pcd + ng
    vals = [code, emp, area, req, sal, ac, pcd, ng, tot, cr]
    vals = [("–" if (i in (5, 6, 7, 8) and tot == 0) else v) for i, v in enumerate(vals)]
    for i, v in enumerate(vals): set_cell(cells[i], v, False, 8.5, 'L' if i in (1, 2, 3) else ('R' if i == 4 else 'C'))
    return cells
level_row("NÍVEL MÉDIO")
data("101", "Agente Administrativo", "Sede – Palmas", "Certificado de conclusão de ensino médio, expedido por instituição reconhecida pelo MEC.", "3.214,60", 4, 1, 1, 30)
data("102", "Agente Fiscal", "Fiscalização externa (Palmas, Araguaína e Gurupi)", "Ensino médio completo e Carteira Nacional de Habilitação, categoria \"B\".", "3.688,15", 5, 1, 2, 40)
data("103", "Assistente de Atendimento", "Delegacia Regional de Araguaína", "Ensino médio completo.", "2.905,40", 2, 0, 1, 15)
data("104", "Motorista", "Sede – Palmas", "Ensino médio completo e CNH, categoria \"D\".", "2.905,40", 0, 0, 0, 5)
level_row("NÍVEL SUPERIOR")
a = data("201", "Analista", "Advocacia", "Bacharelado em Direito e inscrição na OAB.", "7.912,33", 1, 0, 0, 10)
b = data("202", "", "Contabilidade", "Bacharelado em Ciências Contábeis e registro no CRC.", "6.318,90", 1, 0, 0, 8)
cc = data("203", "", "Tecnologia da Informação", "Curso superior na área de TI, reconhecido pelo MEC.", "6.318,90", 2, 0, 0, 10)
e = data("204", "", "Comunicação Social", "Bacharelado em Comunicação Social – Jornalismo ou Publicidade.", "6.318,90", 0, 0, 0, 6)
m = a[1].merge(e[1]); set_cell(m, "Analista", False, 8.5, 'L')
tot_cells = tb.add_row().cells; mm = tot_cells[0].merge(tot_cells[4]); set_cell(mm, "TOTAL", True, 9, 'R')
for i, v in zip(range(5, 10), [15, 2, 4, 21, 124]): set_cell(tot_cells[i], str(v), True, 9, 'C')
tb.autofit = False
for i, w in enumerate(W): tb.columns[i].width = Cm(w)
for row in tb.rows:
    for i, w in enumerate(W):
        try: row.cells[i].width = Cm(w)
        except IndexError: pass
P("* CR: número de candidatos aprovados, além das vagas, que comporão o cadastro de reserva. AC: ampla concorrência. PcD: pessoas com deficiência. O salário tem como referência o mês de setembro de 2025.", size=8.5)

# ---- back to portrait for the other annexes
ns2 = doc.add_section(WD_SECTION.NEW_PAGE); ns2.orientation = WD_ORIENT.PORTRAIT
ns2.page_width, ns2.page_height = Cm(21), Cm(29.7); ns2.left_margin = ns2.right_margin = Cm(2.2)
P("ANEXO II – CRONOGRAMA PREVISTO", True, 'C', 11)
simple_table(dict(header=[["Atividade", "Data prevista"]], rows=[["Publicação do edital", "07/10/2025"], ["Inscrições", "13/10 a 12/11/2025"], ["Isenção", "13 a 17/10/2025"],
   ["Provas objetivas e discursiva", "14/12/2025"], ["Gabaritos preliminares", "16/12/2025"], ["Resultado final", "27/02/2026"]], widths=[0.65, 0.35], align=['L', 'C']))
P("ANEXO III – OBJETOS DE AVALIAÇÃO", True, 'C', 11)
for t in conteudo(['port', 'info']) + ["ÉTICA NO SERVIÇO PÚBLICO: Código de Ética Profissional do Servidor Público Civil do Poder Executivo Federal (Decreto nº 1.171/1994); Lei nº 8.429/1992 e alterações.",
          "LEGISLAÇÃO DO SISTEMA COFECI-CRECI: Lei nº 6.530/1978; Decreto nº 81.871/1978; Resolução COFECI nº 326/1992 (Código de Ética Profissional); Resolução COFECI nº 1.126/2009; Regimento Interno do CRECI/27ª Região."]:
    P(t, align='J')
P("ANEXO IV – AUTODECLARAÇÃO", True, 'C', 11)
P("Eu, ______________________________________, CPF nº ____________________, declaro, para o fim específico de atender ao item 4 do Edital nº 1 – CRECI/27ª, de 6 de outubro de 2025, que sou ( ) preto ( ) pardo. ______________, ___ de ________ de 2025. Assinatura: ____________________", align='J')

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, 't07_quadrix_creci_docx.docx'); doc.save(out)
outdir = os.path.dirname(os.path.abspath(sys.argv[1]))
subprocess.run(['soffice', '-env:UserInstallation=file:///tmp/lo_writer12', '--headless', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', outdir, out], check=True, capture_output=True)
