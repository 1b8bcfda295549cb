# State Diário Oficial issue pages (two text columns drawn by fpdf2, running head with the DO's page
# numbers 21..), other acts before and after, the SESA edital inside; the vacancy annex table spans the
# page width at the top of a page; smaller tables sit inside a column. Numeric CR column as a trap.
import sys; sys.path.insert(0, '.')
from common import *
from render_fpdf import render

c = dict(board="Fundação de Estudos e Seleção Pública (FESP)", board_addr="Praia de Botafogo, nº 228, 6º andar, Rio de Janeiro/RJ, CEP 22250-040",
         site="conhecimento.fesp.org.br/concursos/sesa26", body_short="SESA", cidade="Vitória/ES", ano="2026",
         vagas_txt="113 (cento e treze) vagas", anexo_vagas="Anexo I deste edital", validade="2 (dois) anos",
         etapas="prova objetiva, para todos os cargos, e avaliação de títulos, para os cargos de nível superior",
         pcd_pct="5% (cinco por cento)", pcd_local=", e da Lei Estadual nº 7.050, de 13 de janeiro de 2002",
         negros_mode='mun', negros_text="Das vagas oferecidas para cada cargo/especialidade, 20% (vinte por cento) serão reservadas aos candidatos negros, nos termos da Lei Estadual nº 11.094, de 8 de janeiro de 2020.",
         insc_ini="04/05/2026", insc_fim="03/06/2026", isen_per="04 a 08/05/2026", data_prova="26/07/2026",
         fone="0800 283 4628", edital_no="SESA nº 02/2026", do="Diário Oficial dos Poderes do Estado", duracao="4 (quatro) horas e 30 (trinta) minutos")
d = Doc(66)
def act(t, *ps):
    d.sub(t)
    for p in ps: d.para(p)
d.blocks.append(('raw', lambda p: (p.set_font(p.fam, 'B', 8.5), p.set_fill_color(215, 215, 215), p.rect(p.colx(), p.get_y(), p.colw(), 4.5, 'F'), p.text(p.colx() + 1, p.get_y() + 3.3, "SECRETARIA DE ESTADO DA FAZENDA – SEFAZ"), p.set_y(p.get_y() + 6))))
act("PORTARIA Nº 118-R, DE 14 DE ABRIL DE 2026", "O SECRETÁRIO DE ESTADO DA FAZENDA, no uso de suas atribuições, RESOLVE: Art. 1º Fixar em R$ 4,9126 o valor do Valor de Referência do Tesouro Estadual (VRTE) para o exercício de 2026, nos termos do art. 3º da Lei nº 7.000, de 27 de dezembro de 2001. Art. 2º Esta Portaria entra em vigor na data de sua publicação. MARCOS ANTÔNIO BERTOLDI DUARTE – Secretário de Estado da Fazenda. Protocolo 1.504.221")
act("EXTRATO DO CONTRATO Nº 019/2026", "Processo nº 2026-7KQ1R. Contratante: Secretaria de Estado da Fazenda. Contratada: Tecnoserv Soluções em TI Ltda., CNPJ nº 14.612.950/0001-07. Objeto: suporte técnico ao sistema de arrecadação. Valor global: R$ 2.418.600,00. Vigência: 30 meses a partir de 02/05/2026. Dotação: 20.101.04.126.0041.2.310 – 3.3.90.40. Protocolo 1.504.337")
d.blocks.append(('raw', lambda p: (p.set_font(p.fam, 'B', 8.5), p.set_fill_color(215, 215, 215), p.rect(p.colx(), p.get_y(), p.colw(), 4.5, 'F'), p.text(p.colx() + 1, p.get_y() + 3.3, "SECRETARIA DE ESTADO DA SAÚDE – SESA"), p.set_y(p.get_y() + 6))))
act("RESUMO DE PORTARIAS", "Nº 611-S – EXONERAR, a pedido, RAQUEL DIAS MONTEIRO, nº funcional 3104.117, do cargo de Enfermeiro, a partir de 01/04/2026. Nº 612-S – NOMEAR LEANDRO PASSOS QUINTELA, nº funcional 4219.880, classificado em 37º lugar no concurso regido pelo Edital SESA nº 01/2019, para o cargo de Médico – Clínica Médica, Referência 01. Nº 613-S – CONCEDER licença para tratar de interesses particulares, por 2 (dois) anos, a FÁBIO RIOS CARVALHAL, nº funcional 2908.345. Protocolo 1.504.402")
d.title("EDITAL SESA Nº 02/2026 – CONCURSO PÚBLICO PARA CARGOS DO QUADRO DE PESSOAL DA SAÚDE")
d.para("O SECRETÁRIO DE ESTADO DA SAÚDE, no uso da competência que lhe confere o art. 46, alínea \"o\", da Lei nº 3.043, de 31 de dezembro de 1975, e tendo em vista a autorização governamental constante do Processo E-Docs nº 2025-4MLX9, torna pública a realização de concurso público destinado ao provimento de cargos efetivos do Quadro de Pessoal da Secretaria de Estado da Saúde, regido pela Lei Complementar nº 46, de 31 de janeiro de 1994 (Regime Jurídico Único), e pela Lei Complementar nº 1.018, de 19 de dezembro de 2022 (Plano de Carreiras da Saúde), sob a organização da FESP.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos, especialidades e remuneração")
d.item("O quadro de vagas por cargo e especialidade consta do Anexo I, publicado ao final deste edital.")
d.item("A remuneração inicial e a carga horária são as seguintes:")
d.table([["Cargo", "C.H.", "Vencimento (R$)"]], [["Médico", "20h", "9.812,44"], ["Enfermeiro", "30h", "5.104,20"], ["Farmacêutico Bioquímico", "30h", "5.104,20"],
        ["Fisioterapeuta", "30h", "5.104,20"], ["Nutricionista", "30h", "5.104,20"], ["Técnico de Enfermagem", "30h", "2.743,91"], ["Técnico em Radiologia", "24h", "2.986,10"]],
        [0.55, 0.15, 0.3], align=['L', 'C', 'R'], size=7.5, caption="Quadro I – Remuneração")
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Nível superior", "R$ 120,00"], ["Nível médio/técnico", "R$ 80,00"]])
provas_obj(d, c, [["Nível", "Disciplinas", "Questões", "Pontos"]],
   [["Superior", "Língua Portuguesa\nSUS e Saúde Pública\nConhecimentos Específicos", "10\n15\n35", "10\n15\n70"],
    ["Médio/técnico", "Língua Portuguesa\nSUS e Saúde Pública\nConhecimentos Específicos", "15\n15\n30", "15\n15\n70"]],
   [0.25, 0.45, 0.15, 0.15], align=['L', 'L', 'C', 'C'], size=7.5, caption="Quadro II – Prova objetiva")
titulos(d, c, [["A", "Doutorado na especialidade", "3,0", "3,0"], ["B", "Mestrado na especialidade", "2,0", "2,0"], ["C", "Residência ou especialização", "1,5", "3,0"], ["D", "Experiência no SUS, por ano", "0,5", "2,0"]],
        header=("Alínea", "Título", "Valor", "Máximo"), widths=(0.12, 0.52, 0.18, 0.18))
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["Vitória, 14 de abril de 2026.", "ALEXANDRE NUNES DE FARIA", "Secretário de Estado da Saúde"])
d.blocks.append(('span_pb',))
V = [("S01", "Médico – Clínica Médica", 18, 1, 4, 36), ("S02", "Médico – Pediatria", 10, 1, 2, 20), ("S03", "Médico – Anestesiologia", 6, 1, 1, 12),
     ("S04", "Médico – Psiquiatria", 4, 0, 1, 8), ("S05", "Enfermeiro – Terapia Intensiva", 12, 1, 2, 24), ("S06", "Enfermeiro – Obstetrícia", 8, 1, 2, 16),
     ("S07", "Farmacêutico Bioquímico", 5, 1, 1, 10), ("S08", "Fisioterapeuta – Terapia Intensiva", 7, 1, 1, 14), ("S09", "Técnico de Enfermagem", 40, 2, 8, 80),
     ("S10", "Técnico em Radiologia", 3, 0, 1, 6), ("S11", "Nutricionista", 0, 0, 0, 10)]
rows = []; T = [0] * 5
for code, nm, tot, pcd, n, cr in V:
    ac = tot - pcd - n
    rows.append([code, nm, str(ac) if tot else "–", str(pcd) if tot else "–", str(n) if tot else "–", str(tot) if tot else "–", str(cr)])
    for i, v in enumerate([ac, pcd, n, tot, cr]): T[i] += v
assert T[3] == 113 and T[1] == 9 and T[2] == 23, T
rows.append(["", "TOTAL", *map(str, T)])
d.table([["Código", "Cargo – Especialidade", "Ampla concorrência", "PcD", "Negros", "Total de vagas", "Cadastro de reserva"]], rows,
        [0.08, 0.36, 0.12, 0.08, 0.09, 0.12, 0.15], align=['C', 'L', 'C', 'C', 'C', 'C', 'C'], size=8, span=True, bold_rows=(11,),
        caption="ANEXO I DO EDITAL SESA Nº 02/2026 – QUADRO DE VAGAS",
        note="O cadastro de reserva é formado pelos candidatos aprovados além do número de vagas, até o limite indicado na coluna própria, e não gera direito à nomeação.")
for t in ["ANEXO II – CRONOGRAMA: Inscrições: 04/05 a 03/06/2026. Isenção: 04 a 08/05/2026. Prova objetiva: 26/07/2026. Gabarito: 27/07/2026. Títulos: 24 a 28/08/2026. Resultado final: 30/10/2026.",
          "ANEXO III – CONTEÚDO PROGRAMÁTICO (resumo): " + CONTEUDOS['port'], CONTEUDOS['saude'],
          "CONHECIMENTOS ESPECÍFICOS – TÉCNICO DE ENFERMAGEM: 1 Lei do exercício profissional (Lei nº 7.498/1986 e Decreto nº 94.406/1987). 2 Código de Ética dos Profissionais de Enfermagem (Resolução COFEN nº 564/2017). 3 Biossegurança. 4 Sinais vitais. 5 Administração de medicamentos. 6 Programa Nacional de Imunizações. 7 Cuidados de enfermagem em urgência e emergência."]:
    d.para(t)
d.blocks.append(('raw', lambda p: (p.set_font(p.fam, 'B', 8.5), p.set_fill_color(215, 215, 215), p.rect(p.colx(), p.get_y(), p.colw(), 4.5, 'F'), p.text(p.colx() + 1, p.get_y() + 3.3, "SECRETARIA DE ESTADO DE EDUCAÇÃO – SEDU"), p.set_y(p.get_y() + 6))))
act("DESIGNAÇÃO TEMPORÁRIA – RESULTADO", "A SECRETÁRIA DE ESTADO DA EDUCAÇÃO torna público o resultado do processo seletivo simplificado para designação temporária de 146 professores (Edital SEDU nº 12/2026), distribuídos em 11 superintendências regionais, conforme lista disponível em sedu.es.gov.br. Protocolo 1.505.018")
act("EXTRATO DO 3º TERMO ADITIVO AO CONVÊNIO Nº 044/2023", "Convenente: Município de Santa Leopoldina do Norte. Objeto: construção de escola de ensino fundamental com 12 salas. Valor aditado: R$ 312.400,00. Prazo prorrogado até 31/12/2026. Protocolo 1.505.021")

def head(p):
    p.set_font(p.fam, 'B', 7.5); p.text(12, 10, "DIÁRIO OFICIAL DOS PODERES DO ESTADO")
    s = f"Vitória (ES), quarta-feira, 15 de abril de 2026 – Nº 26.418 – Executivo – PÁGINA {20 + p.page_no()}"
    p.set_font(p.fam, '', 7.5); p.text(198 - p.get_string_width(s), 10, s); p.set_line_width(0.5); p.line(12, 12, 198, 12)
    if p.page_no() == 1:
        p.set_font(p.fam, 'B', 16); p.text(12, 20, "DIÁRIO OFICIAL"); p.set_font(p.fam, '', 7)
        p.text(12, 24, "Departamento de Imprensa Oficial – DIO/ES – Lei nº 6.911/2001 – Edição com 64 páginas")
        p.line(12, 26, 198, 26)
def foot(p):
    p.set_line_width(0.2); p.line(105, max(p.span_bottom, 30 if p.page_no() == 1 else 15), 105, 284)
    p.set_font(p.fam, '', 6.5)
    p.text(12, 291, "Este documento foi assinado digitalmente. Código de autenticação: DIOES-26418-21A7F0 – www.dio.es.gov.br")
render(d, sys.argv[1], dict(font='LiberationSerif', size=8.5, cols=2, gutter=6, ml=12, mr=12, mt=16, mt_first=30, mb=14, head=head, foot=foot, tmode='rows', creator='DIO-ES Editor 4.2'))
