# Câmara Municipal edital (Gualimp-like board, Minas Gerais) written with fpdf2's flowing API:
# core font Helvetica (WinAnsi, no embedded font), multi_cell paragraphs, fpdf2's table() for the
# vacancy table, tab-stop pseudo-tables (no borders) for the prova and títulos quadros.
# No reserve for negros (the edital says there is no municipal law), PcD column; CR row.
import sys; sys.path.insert(0, '.')
from common import *
from fpdf import FPDF
from fpdf.fonts import FontFace

c = dict(board="Gestão Alfa Assessoria e Concursos Ltda.", board_addr="Rua Padre Eustáquio, nº 2.017, sala 304, Carlos Prates, Belo Horizonte/MG, CEP 30710-580",
         site="www.gestaoalfaconcursos.com.br", body_short="Câmara Municipal", cidade="São Tomé das Águas/MG", ano="2025",
         vagas_txt="13 (treze) vagas", anexo_vagas="Anexo I deste edital",
         etapas="prova objetiva de múltipla escolha, para todos os cargos; prova prática, para os cargos de Agente Legislativo e Motorista; e prova de títulos, para os cargos de nível superior",
         pcd_pct="10% (dez por cento)", pcd_local=", e da Lei Municipal nº 1.402, de 19 de julho de 2005",
         insc_ini="01/09/2025", insc_fim="30/09/2025", isen_per="01 a 05/09/2025", data_prova="09/11/2025",
         fone="(31) 3412-0907", edital_no="nº 01/2025", do="quadro de avisos da Câmara Municipal e no Diário Oficial dos Municípios Mineiros (AMM)",
         duracao="3 (três) horas", alternativas="4 (quatro)", minimo="50% (cinquenta por cento)", roman=False)
d = Doc(99)
disposicoes_preliminares(d, c)
d.chapter("Dos cargos")
d.item("Os cargos, o número de vagas, a reserva para pessoas com deficiência, a carga horária, o vencimento e a escolaridade exigida constam do Anexo I deste edital.")
d.item("Não haverá reserva de vagas para candidatos negros, em razão da inexistência de lei municipal que disponha sobre a matéria, nos termos do entendimento firmado pelo Tribunal de Contas do Estado de Minas Gerais na Consulta nº 1.098.415.")
reserva_pcd(d, c)
inscricoes(d, c, [["Nível fundamental", "R$ 55,00"], ["Nível médio", "R$ 75,00"], ["Nível superior", "R$ 110,00"]])
d.chapter("Das provas")
d.item("A prova objetiva será composta de 30 (trinta) questões de múltipla escolha, com 4 (quatro) alternativas, distribuídas conforme o quadro a seguir:")
d.blocks.append(('tabs', [("Cargos", "Disciplinas", "Questões", "Valor", "Total"),
    ("Nível superior", "Língua Portuguesa", "10", "3,0", "30"), ("", "Noções de Direito Administrativo", "05", "2,0", "10"), ("", "Conhecimentos Específicos", "15", "4,0", "60"),
    ("Nível médio", "Língua Portuguesa", "10", "3,0", "30"), ("", "Matemática", "10", "3,0", "30"), ("", "Informática", "10", "4,0", "40"),
    ("Nível fundamental", "Língua Portuguesa", "20", "3,0", "60"), ("", "Matemática", "10", "4,0", "40")]))
d.item(f"A prova objetiva será realizada na data provável de {c['data_prova']}, em locais a serem divulgados com antecedência mínima de 10 (dez) dias.")
d.item("A prova prática de digitação para o cargo de Agente Legislativo será avaliada pela quantidade de toques líquidos por minuto (TLM), conforme a escala abaixo:")
d.blocks.append(('tabs', [("Toques líquidos por minuto", "Pontos"), ("até 99", "0"), ("100 a 149", "10"), ("150 a 199", "20"), ("200 a 249", "30"), ("250 ou mais", "40")]))
d.item("A prova prática para o cargo de Motorista consistirá na condução de veículo da frota da Câmara, em percurso de, no mínimo, 5 (cinco) quilômetros, e valerá 40 (quarenta) pontos.")
d.chapter("Da prova de títulos")
d.item("Os títulos serão avaliados somente para os cargos de nível superior, conforme a tabela seguinte:")
d.blocks.append(('tabs', [("Título", "Pontos", "Máximo"), ("Doutorado na área", "5,0", "5,0"), ("Mestrado na área", "3,0", "3,0"), ("Pós-graduação lato sensu na área", "1,0", "2,0")]))
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)

def S(t):
    return t.replace('–', '-').replace('—', '-').replace('“', '"').replace('”', '"').replace('’', "'").replace('…', '...')
pdf = FPDF('P', 'mm', 'A4')
pdf.set_creator('Gestao Alfa - Sistema de Concursos'); pdf.set_title('Edital 01/2025 Camara')
pdf.set_margins(18, 18, 18); pdf.set_auto_page_break(True, 18)
def header():
    pdf.set_font('Helvetica', 'B', 10); pdf.cell(0, 5, S("CÂMARA MUNICIPAL DE SÃO TOMÉ DAS ÁGUAS - MG"), align='C', new_x='LMARGIN', new_y='NEXT')
    pdf.set_font('Helvetica', '', 8); pdf.cell(0, 4, S("Praça Coronel Antônio Dias, 55 - Centro - CEP 37930-000 - CNPJ 01.622.348/0001-09"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.ln(3)
def footer():
    pdf.set_y(-13); pdf.set_font('Helvetica', 'I', 8); pdf.cell(0, 5, S(f"Concurso Público nº 01/2025 - Edital de Abertura - {pdf.page_no()}"), align='R')
pdf.header = header; pdf.footer = footer
pdf.add_page()
pdf.set_font('Helvetica', 'B', 11)
pdf.multi_cell(0, 5.5, S("EDITAL DE CONCURSO PÚBLICO Nº 01/2025"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.ln(2)
pdf.set_font('Helvetica', '', 10)
pdf.multi_cell(0, 5, S("O Presidente da Câmara Municipal de São Tomé das Águas, Estado de Minas Gerais, no uso de suas atribuições legais, e considerando a Resolução nº 214, de 11 de junho de 2025, que dispõe sobre o quadro de pessoal da Câmara Municipal, torna pública a realização de Concurso Público de Provas e Títulos para provimento de cargos efetivos, regido pelo Estatuto dos Servidores Públicos do Município (Lei Complementar nº 12, de 3 de março de 1998), e pelas normas deste edital."), align='J', new_x='LMARGIN', new_y='NEXT'); pdf.ln(2)
for b in d.blocks:
    k = b[0]
    if k == 'h':
        pdf.ln(1.5); pdf.set_font('Helvetica', 'B', 10); pdf.multi_cell(0, 5, S(b[1]), new_x='LMARGIN', new_y='NEXT'); pdf.set_font('Helvetica', '', 10)
    elif k == 'p': pdf.multi_cell(0, 5, S(b[1]), align='J', new_x='LMARGIN', new_y='NEXT'); pdf.ln(1)
    elif k == 'li':
        pdf.set_x(26); pdf.multi_cell(0, 5, S(b[1]), align='J', new_x='LMARGIN', new_y='NEXT')
    elif k == 'table':
        t = b[1]; pdf.set_font('Helvetica', '', 9)
        with pdf.table(col_widths=[w * 100 for w in t['widths']], text_align='LEFT', line_height=4.5) as tb:
            for r in t['header'] + t['rows']:
                row = tb.row()
                for v in r: row.cell(S(v))
        pdf.set_font('Helvetica', '', 10); pdf.ln(2)
    elif k == 'tabs':
        rows = b[1]; n = len(rows[0])
        stops = {5: [22, 58, 130, 150, 168], 2: [40, 120], 3: [30, 120, 150]}[n]
        for i, r in enumerate(rows):
            pdf.set_font('Helvetica', 'B' if i == 0 else '', 9)
            for j, v in enumerate(r):
                pdf.set_x(stops[j]); pdf.cell(0 if j == n - 1 else 10, 4.5, S(v))
            pdf.ln(4.5)
        pdf.set_font('Helvetica', '', 10); pdf.ln(2)
pdf.ln(4)
for ln in ["São Tomé das Águas, 18 de agosto de 2025.", "", "VALDIR APARECIDO FONSECA", "Presidente da Câmara Municipal"]:
    pdf.cell(0, 5, S(ln), align='C', new_x='LMARGIN', new_y='NEXT')
# ANEXO I with fpdf2 table()
pdf.add_page(); pdf.set_font('Helvetica', 'B', 10)
pdf.cell(0, 6, S("ANEXO I - QUADRO DE CARGOS, VAGAS, VENCIMENTOS E REQUISITOS"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.ln(2)
V = [("01", "Analista Legislativo - Contador", "01", "-", "30h", "5.482,16", "Superior em Ciências Contábeis e registro no CRC"),
     ("02", "Procurador Legislativo", "01", "-", "20h", "7.208,40", "Superior em Direito e inscrição na OAB"),
     ("03", "Agente Legislativo", "05", "01", "30h", "2.611,03", "Ensino médio completo"),
     ("04", "Técnico em Informática", "01", "-", "40h", "2.904,55", "Ensino médio completo e curso técnico em Informática"),
     ("05", "Auxiliar de Serviços Gerais", "02", "-", "40h", "1.612,00", "Ensino fundamental incompleto"),
     ("06", "Motorista", "CR", "-", "40h", "2.180,72", "Ensino fundamental completo e CNH categoria D"),
     ("07", "Vigia", "02", "-", "12x36", "1.612,00", "Ensino fundamental incompleto"),
     ("08", "Recepcionista", "01", "-", "40h", "1.844,19", "Ensino médio completo")]
assert sum(int(v[2]) for v in V if v[2] != 'CR') == 13
pdf.set_font('Helvetica', '', 8.5)
with pdf.table(col_widths=(8, 34, 9, 10, 12, 14, 39), text_align=('CENTER', 'LEFT', 'CENTER', 'CENTER', 'CENTER', 'RIGHT', 'LEFT'),
               headings_style=FontFace(emphasis='BOLD', fill_color=(230, 230, 230)), line_height=4.2) as tb:
    r = tb.row()
    for h in ("Cód.", "Cargo", "Nº de vagas", "Vagas PcD*", "Carga horária semanal", "Vencimento (R$)", "Escolaridade / requisitos"):
        r.cell(h)
    for v in V:
        r = tb.row()
        for x in v: r.cell(S(x))
pdf.ln(2); pdf.set_font('Helvetica', '', 8)
pdf.multi_cell(0, 4, S("* Reserva de 10% das vagas, arredondada para cima a partir de 5 vagas (Lei Municipal nº 1.402/2005). CR: cadastro de reserva. Não há reserva de vagas para candidatos negros."), new_x='LMARGIN', new_y='NEXT')
pdf.add_page(); pdf.set_font('Helvetica', 'B', 10)
pdf.cell(0, 6, S("ANEXO II - ATRIBUIÇÕES DOS CARGOS"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.set_font('Helvetica', '', 9.5)
for t in ["ANALISTA LEGISLATIVO - CONTADOR: executar a contabilidade da Câmara; elaborar balancetes, balanços e prestações de contas ao TCE-MG (SICOM); acompanhar a execução orçamentária e financeira; emitir empenhos e ordens de pagamento.",
          "PROCURADOR LEGISLATIVO: representar judicial e extrajudicialmente a Câmara; emitir pareceres jurídicos sobre projetos de lei, licitações e contratos; assessorar a Mesa Diretora e as comissões permanentes.",
          "AGENTE LEGISLATIVO: secretariar as sessões plenárias; redigir atas; protocolar e tramitar proposições; digitar e revisar documentos; atender ao público e aos vereadores.",
          "TÉCNICO EM INFORMÁTICA: manter a rede, os computadores e o sistema de transmissão das sessões; administrar o portal da transparência; dar suporte aos usuários.",
          "AUXILIAR DE SERVIÇOS GERAIS: executar a limpeza e a conservação do prédio; preparar café; auxiliar na organização do plenário.",
          "MOTORISTA: conduzir veículos oficiais; zelar pela conservação e pela documentação do veículo.",
          "VIGIA: exercer a vigilância do prédio da Câmara em regime de plantão; controlar o acesso de pessoas e veículos.",
          "RECEPCIONISTA: recepcionar o público; operar a central telefônica; registrar visitantes; prestar informações."]:
    pdf.multi_cell(0, 4.8, S(t), align='J', new_x='LMARGIN', new_y='NEXT'); pdf.ln(1)
pdf.ln(2); pdf.set_font('Helvetica', 'B', 10)
pdf.cell(0, 6, S("ANEXO III - CRONOGRAMA"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.set_font('Helvetica', '', 9)
for a, b2 in [("Publicação do edital", "18/08/2025"), ("Inscrições", "01/09 a 30/09/2025"), ("Isenção", "01 a 05/09/2025"), ("Prova objetiva", "09/11/2025"),
              ("Prova prática", "30/11/2025"), ("Resultado final", "19/12/2025")]:
    pdf.set_x(30); pdf.cell(100, 5, S(a)); pdf.cell(0, 5, b2, new_x='LMARGIN', new_y='NEXT')
pdf.ln(3); pdf.set_font('Helvetica', 'B', 10)
pdf.cell(0, 6, S("ANEXO IV - CONTEÚDO PROGRAMÁTICO"), align='C', new_x='LMARGIN', new_y='NEXT'); pdf.set_font('Helvetica', '', 9.5)
for t in conteudo(['port', 'info', 'leg_mun']):
    pdf.multi_cell(0, 4.8, S(t), align='J', new_x='LMARGIN', new_y='NEXT'); pdf.ln(1)
pdf.output(sys.argv[1])
