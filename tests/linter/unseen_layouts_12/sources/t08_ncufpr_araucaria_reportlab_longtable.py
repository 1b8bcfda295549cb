# Municipal education edital (NC-UFPR-like board) typeset with ReportLab platypus: paragraphs, and a
# LongTable with a two-row header ("Vagas" spanning) repeated on every page the table runs over;
# reserve for "afrodescendentes" (10%). Traps: prova prática call limits, títulos, prova table, taxa,
# hora-atividade, a pay-scale table by nível/classe, cronograma.
import sys; sys.path.insert(0, '.')
from common import *
from render_rl import render
from reportlab.lib.units import mm

c = dict(board="Núcleo de Concursos e Seleções da Universidade Estadual do Iguaçu (NCS/UEI)", board_addr="Rua XV de Novembro, nº 1.299, Centro, Cascavel/PR, CEP 85810-000",
         site="www.ncs.uei.br", body_short="Prefeitura", cidade="Araucária do Oeste/PR", ano="2026",
         vagas_txt="187 (cento e oitenta e sete) vagas", anexo_vagas="item 2.2 deste edital",
         etapas="prova objetiva, para todos os cargos; prova prática, para o cargo de Cozinheiro Escolar; prova de títulos, para os cargos do magistério",
         pcd_pct="5% (cinco por cento)", pcd_local=", e da Lei Estadual nº 18.419, de 7 de janeiro de 2015 (Estatuto da Pessoa com Deficiência do Paraná)",
         negros_title="Das vagas reservadas às pessoas afrodescendentes",
         negros_mode='mun', negros_text="Ficam reservadas às pessoas afrodescendentes 10% (dez por cento) das vagas oferecidas por cargo, nos termos da Lei Municipal nº 2.877, de 11 de abril de 2017, considerando-se afrodescendentes as pessoas que se enquadrarem como pretas ou pardas, ou denominação equivalente, conforme estabelecido pelo IBGE.",
         insc_ini="19/01/2026", insc_fim="19/02/2026", isen_per="19 a 23/01/2026", data_prova="22/03/2026",
         fone="(45) 3220-3051", edital_no="nº 01/2026", do="Órgão Oficial Eletrônico do Município de Araucária do Oeste", duracao="4 (quatro) horas")
d = Doc(88)
d.title("PREFEITURA MUNICIPAL DE ARAUCÁRIA DO OESTE\nESTADO DO PARANÁ")
d.sub("EDITAL Nº 01/2026 – CONCURSO PÚBLICO – SECRETARIA MUNICIPAL DE EDUCAÇÃO")
d.para("O Prefeito Municipal de Araucária do Oeste, Estado do Paraná, no uso de suas atribuições legais, e tendo em vista o disposto no art. 37 da Constituição Federal, na Lei Orgânica Municipal, na Lei Complementar Municipal nº 34, de 20 de dezembro de 2010 (Estatuto dos Servidores), na Lei Complementar Municipal nº 71, de 5 de julho de 2016 (Plano de Carreira do Magistério Público Municipal), e na Lei Municipal nº 3.115, de 16 de outubro de 2025, que autoriza a realização de concurso público, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos efetivos da Secretaria Municipal de Educação, que será executado pelo NCS/UEI.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos e das vagas")
d.item("O concurso destina-se ao provimento dos cargos a seguir, com os requisitos, a carga horária, o vencimento inicial e o número de vagas indicados:")
V = [("Professor – Educação Infantil", "Licenciatura em Pedagogia ou Normal Superior; ou Formação de Docentes em nível médio (Magistério)", "20h", "2.612,48", 40, 2, 4),
     ("Professor – Anos Iniciais do Ensino Fundamental", "Licenciatura em Pedagogia ou Normal Superior; ou Formação de Docentes em nível médio (Magistério)", "20h", "2.612,48", 60, 3, 6),
     ("Professor de Arte", "Licenciatura plena em Artes Visuais, Música, Teatro ou Dança", "20h", "2.612,48", 6, 0, 1),
     ("Professor de Educação Física", "Licenciatura plena em Educação Física e registro no CREF", "20h", "2.612,48", 8, 0, 1),
     ("Professor de Língua Inglesa", "Licenciatura plena em Letras – Português/Inglês ou Letras – Inglês", "20h", "2.612,48", 4, 0, 0),
     ("Professor de Educação Especial", "Licenciatura em Pedagogia com especialização em Educação Especial (mínimo 360 h)", "20h", "2.612,48", 10, 1, 1),
     ("Pedagogo", "Licenciatura plena em Pedagogia", "40h", "5.224,96", 5, 0, 1),
     ("Secretário Escolar", "Ensino médio completo e curso de Técnico em Secretariado Escolar ou Profuncionário", "40h", "2.904,10", 7, 0, 1),
     ("Auxiliar de Serviços Escolares", "Ensino fundamental completo", "40h", "1.958,72", 30, 2, 3),
     ("Cozinheiro Escolar", "Ensino fundamental completo e curso de manipulação de alimentos (mínimo 8 h)", "40h", "2.016,35", 12, 1, 1),
     ("Nutricionista", "Bacharelado em Nutrição e registro no CRN-8", "30h", "5.861,04", 2, 0, 0),
     ("Intérprete de Libras", "Ensino médio completo e certificação Prolibras ou curso de Libras de, no mínimo, 360 h", "30h", "3.201,77", 3, 0, 0),
     ("Psicopedagogo", "Licenciatura com especialização em Psicopedagogia", "30h", "4.395,78", 0, 0, 0)]
rows = []; T = [0, 0, 0, 0]
for nm, rq, ch, ven, tot, pcd, af in V:
    ac = tot - pcd - af
    rows.append([nm, rq, ch, ven, str(ac) if tot else "CR", str(pcd) if tot else "–", str(af) if tot else "–", str(tot) if tot else "CR"])
    for i, v in enumerate([ac, pcd, af, tot]): T[i] += v
assert T == [159, 9, 19, 187], T
rows.append(["TOTAL", "", "", "", *map(str, T)])
d.table([["Cargo", "Requisitos mínimos", "Carga horária semanal", "Vencimento inicial (R$)", ("Vagas", 4)],
         ["^", "^", "^", "^", "Ampla concorrência", "PcD", "Afrodescendentes", "Total"]], rows,
        [0.25, 0.23, 0.08, 0.1, 0.1, 0.06, 0.12, 0.07], align=['L', 'L', 'C', 'R', 'C', 'C', 'C', 'C'], size=8, bold_rows=(13,),
        caption="2.2. Quadro de cargos e vagas", spans=[(0, 0, 0, 1), (1, 0, 1, 1), (2, 0, 2, 1), (3, 0, 3, 1), (0, 15, 3, 15)],
        note="CR – cadastro de reserva. PcD – pessoas com deficiência. Os professores cumprirão 1/3 (um terço) da carga horária em hora-atividade, nos termos da Lei nº 11.738, de 16 de julho de 2008.")
d.item("O vencimento inicial dos cargos do magistério corresponde ao Nível I, Classe A, da tabela de vencimentos da Lei Complementar Municipal nº 71/2016, reproduzida a seguir para fins de informação:")
d.table([["Nível (habilitação)", "Classe A", "Classe B", "Classe C", "Classe D", "Classe E"]],
        [["I – Magistério/Licenciatura", "2.612,48", "2.743,10", "2.880,26", "3.024,27", "3.175,49"], ["II – Especialização", "2.951,10", "3.098,66", "3.253,59", "3.416,27", "3.587,08"],
         ["III – Mestrado", "3.344,97", "3.512,22", "3.687,83", "3.872,22", "4.065,83"], ["IV – Doutorado", "3.788,10", "3.977,51", "4.176,38", "4.385,20", "4.604,46"]],
        [0.3, 0.14, 0.14, 0.14, 0.14, 0.14], align=['L', 'R', 'R', 'R', 'R', 'R'], size=8, caption="Tabela de vencimentos do magistério (20 horas semanais)")
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Ensino fundamental", "R$ 60,00"], ["Ensino médio / Magistério", "R$ 85,00"], ["Ensino superior", "R$ 110,00"]], ("Escolaridade do cargo", "Taxa de inscrição"))
provas_obj(d, c, [["Cargos", "Língua Portuguesa", "Matemática", "Conhecimentos Gerais", "Conhecimentos Específicos", "Total de questões"]],
   [["Magistério e Pedagogo", "10", "–", "10", "20", "40"], ["Secretário Escolar e Intérprete de Libras", "10", "10", "5", "15", "40"],
    ["Auxiliar de Serviços Escolares e Cozinheiro Escolar", "15", "15", "10", "–", "40"], ["Nutricionista e Psicopedagogo", "10", "–", "10", "20", "40"]],
   [0.32, 0.13, 0.12, 0.14, 0.15, 0.14], caption="Quadro de questões por disciplina")
d.chapter("Da prova prática")
d.item("A prova prática para o cargo de Cozinheiro Escolar será aplicada aos candidatos aprovados na prova objetiva e classificados até a 36ª (trigésima sexta) posição na ampla concorrência, até a 3ª posição na lista de pessoas com deficiência e até a 4ª posição na lista de afrodescendentes.")
d.item("A prova prática consistirá no preparo de uma refeição do cardápio da alimentação escolar, avaliada em 100 (cem) pontos, considerando: higiene pessoal e do ambiente (20 pontos); técnica de preparo (30 pontos); aproveitamento dos alimentos (20 pontos); apresentação (15 pontos); tempo de execução (15 pontos).")
titulos(d, c, [["1", "Doutorado em Educação ou na área de atuação", "4,0", "4,0"], ["2", "Mestrado em Educação ou na área de atuação", "3,0", "3,0"],
               ["3", "Especialização na área da Educação (mínimo de 360 horas)", "1,5", "3,0"]])
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["Araucária do Oeste, 12 de janeiro de 2026.", "", "ALCEU DOMINGOS ZANLORENZI", "Prefeito Municipal"])
d.annex("ANEXO I – ATRIBUIÇÕES SUMÁRIAS DOS CARGOS")
for t in ["PROFESSOR (todas as áreas): participar da elaboração da proposta pedagógica da unidade; elaborar e cumprir plano de trabalho; zelar pela aprendizagem dos alunos; estabelecer estratégias de recuperação para os alunos de menor rendimento; ministrar os dias letivos e horas-aula estabelecidos; participar integralmente dos períodos dedicados ao planejamento, à avaliação e ao desenvolvimento profissional.",
          "PEDAGOGO: coordenar a elaboração e a execução do projeto político-pedagógico; acompanhar o processo de ensino e aprendizagem; orientar os professores; articular a relação entre escola, família e comunidade.",
          "SECRETÁRIO ESCOLAR: organizar e manter atualizados a escrituração escolar, o arquivo e os registros da vida escolar dos alunos; expedir históricos, declarações e certificados; alimentar o sistema de matrícula e o Censo Escolar.",
          "AUXILIAR DE SERVIÇOS ESCOLARES: executar serviços de limpeza, conservação e zeladoria das unidades escolares; auxiliar na organização dos espaços; colaborar com a segurança e o acompanhamento dos alunos nos intervalos.",
          "COZINHEIRO ESCOLAR: preparar e distribuir a alimentação escolar conforme cardápio elaborado por nutricionista; controlar o estoque de gêneros; zelar pela higiene dos utensílios e do ambiente, observadas as boas práticas de manipulação (RDC ANVISA nº 216/2004).",
          "NUTRICIONISTA: planejar, elaborar e acompanhar os cardápios da alimentação escolar; executar as ações do Programa Nacional de Alimentação Escolar (Lei nº 11.947/2009); realizar avaliação nutricional dos alunos.",
          "INTÉRPRETE DE LIBRAS: interpretar, em Língua Brasileira de Sinais – Libras e em Língua Portuguesa, as atividades didático-pedagógicas, assegurando o acesso dos alunos surdos aos conteúdos curriculares (Lei nº 12.319/2010)."]:
    d.para(t)
d.annex("ANEXO II – CONTEÚDO PROGRAMÁTICO")
for t in conteudo(['port', 'rlm']) + ["CONHECIMENTOS ESPECÍFICOS – MAGISTÉRIO: Lei nº 9.394/1996 (LDB); Base Nacional Comum Curricular; Referencial Curricular do Paraná; Lei nº 13.005/2014 (Plano Nacional de Educação); Lei nº 8.069/1990 (ECA); Política Nacional de Educação Especial na Perspectiva da Educação Inclusiva (2008); avaliação formativa; alfabetização e letramento.",
          "CONHECIMENTOS GERAIS: história, geografia e atualidades do Município de Araucária do Oeste e do Estado do Paraná; meio ambiente; cidadania."]:
    d.para(t)
d.annex("ANEXO III – CRONOGRAMA")
d.table([["Data", "Evento"]], [["12/01/2026", "Publicação do edital"], ["19/01 a 19/02/2026", "Inscrições"], ["19 a 23/01/2026", "Pedidos de isenção"], ["13/03/2026", "Ensalamento"],
        ["22/03/2026", "Prova objetiva"], ["23/03/2026", "Gabarito provisório"], ["19/04/2026", "Prova prática (Cozinheiro Escolar)"], ["20 a 24/04/2026", "Envio de títulos"], ["29/05/2026", "Resultado final"]],
        [0.35, 0.65], align=['C', 'L'], platypus=True)
autodeclaracao(d, c, "ANEXO IV – AUTODECLARAÇÃO DE AFRODESCENDÊNCIA")

def headfoot(cv, n, tot):
    cv.setFont('LSe-B', 9); cv.drawCentredString(105 * mm, 284 * mm, "PREFEITURA MUNICIPAL DE ARAUCÁRIA DO OESTE – SECRETARIA MUNICIPAL DE EDUCAÇÃO")
    cv.setFont('LSe', 8); cv.drawCentredString(105 * mm, 280 * mm, "Concurso Público – Edital nº 01/2026 – NCS/UEI")
    cv.line(20 * mm, 278 * mm, 190 * mm, 278 * mm)
    cv.drawCentredString(105 * mm, 10 * mm, f"{n}/{tot}")
render(d, sys.argv[1], dict(font='LSe', tfont='LSa', size=10, headfoot=headfoot, platypus=True, title='Edital 01/2026', creator='ReportLab PDF Library - www.reportlab.com'))
