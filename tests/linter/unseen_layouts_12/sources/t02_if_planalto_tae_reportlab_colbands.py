# Federal institute TAE edital (own commission), ReportLab: text by platypus, tables drawn
# by a report-engine flowable that fills a column at a time. Lei 15.142/2025 groups in columns,
# Decreto 9.739 Anexo II limit table, remuneração by nível, campus address table (CEPs, phones).
import sys; sys.path.insert(0, '.')
from common import *
from render_rl import render
from reportlab.lib.units import mm

c = dict(board="Comissão Permanente de Concursos (COPEC) do IFPCM", board_addr="Av. Professor Mário Werneck, nº 2.590, Buritis, Patos de Minas/MG, CEP 38706-402",
         site="concursos.ifpcm.edu.br", body_short="Reitoria do IFPCM", cidade="Patos de Minas/MG", ano="2025",
         vagas_txt="51 (cinquenta e uma) vagas", anexo_vagas="Anexo I deste edital", anexo_conteudo="Anexo IV",
         etapas="prova objetiva, de caráter eliminatório e classificatório, para todos os cargos, e prova prática, de caráter eliminatório, para o cargo de Tradutor e Intérprete de Linguagem de Sinais",
         pcd_pct="no mínimo 5% (cinco por cento)", negros_mode='15142', roman=True,
         insc_ini="02/02/2026", insc_fim="05/03/2026", isen_per="02 a 06/02/2026", data_prova="19/04/2026",
         fone="(34) 3818-5250", edital_no="nº 04/2026", do="Diário Oficial da União", duracao="4 (quatro) horas",
         negros_title="Das vagas reservadas às pessoas pretas e pardas, indígenas e quilombolas",
         ordem_nomeacao="A nomeação dos candidatos aprovados respeitará os critérios de alternância e de proporcionalidade, que consideram a relação entre o número total de vagas e o número de vagas reservadas a candidatos com deficiência e a pessoas pretas e pardas, indígenas e quilombolas, de modo que, para o cargo de Assistente em Administração, a 3ª, a 7ª, a 11ª, a 15ª e a 19ª vagas serão destinadas a pessoas pretas e pardas, a 5ª vaga a pessoa com deficiência e a 9ª vaga a pessoa indígena.")

d = Doc(22)
d.title("MINISTÉRIO DA EDUCAÇÃO\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO PLANALTO CENTRAL MINEIRO")
d.sub("EDITAL Nº 04, DE 26 DE JANEIRO DE 2026\nCONCURSO PÚBLICO PARA O PROVIMENTO DE CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO")
d.para("O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO PLANALTO CENTRAL MINEIRO, no uso das atribuições que lhe confere o Decreto de 14 de março de 2024, publicado no Diário Oficial da União de 15 de março de 2024, e tendo em vista o disposto na Lei nº 8.112, de 11 de dezembro de 1990, na Lei nº 11.091, de 12 de janeiro de 2005, no Decreto nº 9.739, de 28 de março de 2019, no Decreto nº 7.232, de 19 de julho de 2010, na Portaria MEC nº 1.172, de 22 de novembro de 2024, e na Lei nº 15.142, de 3 de junho de 2025, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos da carreira dos Técnico-Administrativos em Educação, mediante as condições estabelecidas neste edital.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos, das vagas e da remuneração", True)
d.item("Os cargos, os códigos, os níveis de classificação, a lotação e a distribuição das vagas por modalidade de concorrência constam do Anexo I deste edital.")
d.item("A remuneração inicial dos cargos, no padrão de vencimento I do nível de capacitação I, é a constante do quadro a seguir, acrescida de auxílio-alimentação no valor de R$ 1.000,00 (mil reais):")
d.table([["Nível de classificação", "Vencimento básico (R$)", "Incentivo à qualificação (máximo)", "Jornada semanal"]],
        [["C", "2.667,19", "75% do vencimento", "40 horas"], ["D", "3.303,16", "75% do vencimento", "40 horas"], ["E", "5.426,64", "75% do vencimento", "40 horas"]],
        [0.25, 0.25, 0.3, 0.2], align=['C', 'R', 'C', 'C'], caption="Quadro 1 – Remuneração inicial (Lei nº 11.091/2005, Anexo I-C, vigente a partir de 1º de janeiro de 2026)")
d.item("O regime jurídico é o estatutário, instituído pela Lei nº 8.112/1990, e a jornada de trabalho é de 40 (quarenta) horas semanais, podendo ser exercida nos turnos matutino, vespertino ou noturno, conforme a necessidade da unidade de lotação.")
d.item("Os endereços das unidades de lotação são os seguintes:")
d.table([["Unidade", "Endereço", "CEP", "Telefone"]],
        [["Reitoria", "Av. Professor Mário Werneck, 2.590 – Buritis – Patos de Minas", "38706-402", "(34) 3818-5200"],
         ["Campus Serra Alta", "Rodovia MG-230, km 12 – Zona Rural – Serra Alta de Minas", "38730-000", "(34) 3811-4100"],
         ["Campus Rio Claro do Norte", "Rua Sebastião Martins, 155 – Centro – Rio Claro do Norte", "38790-000", "(34) 3855-2013"],
         ["Campus Avançado Lagoa Bonita", "Av. das Palmeiras, 1.020 – Jardim América – Lagoa Bonita", "38760-000", "(34) 3823-0090"]],
        [0.24, 0.46, 0.13, 0.17], align=['L', 'L', 'C', 'C'], size=7.5)
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Nível C", "R$ 70,00"], ["Nível D", "R$ 90,00"], ["Nível E", "R$ 130,00"]], ("Nível de classificação do cargo", "Taxa de inscrição"))
provas_obj(d, c, [["Nível", "Conhecimentos", "Nº de questões", "Peso", "Pontuação máxima", "Mínimo para aprovação"]],
   [["C e D", "Língua Portuguesa\nLegislação Aplicada ao Serviço Público\nConhecimentos Específicos", "10\n10\n30", "1\n1\n2", "10\n10\n60", "40 pontos"],
    ["E", "Língua Portuguesa\nLegislação Aplicada ao Serviço Público\nConhecimentos Específicos", "10\n10\n30", "1\n1\n2", "10\n10\n60", "48 pontos"]],
   [0.1, 0.38, 0.13, 0.09, 0.15, 0.15], align=['C', 'L', 'C', 'C', 'C', 'C'], caption="Quadro 2 – Composição da prova objetiva")
d.chapter("Da prova prática", True)
d.item("Serão convocados para a prova prática do cargo de Tradutor e Intérprete de Linguagem de Sinais os candidatos aprovados na prova objetiva e classificados até a 15ª (décima quinta) posição na ampla concorrência, até a 3ª (terceira) posição entre os candidatos com deficiência e até a 5ª (quinta) posição entre os candidatos pretos e pardos, indígenas e quilombolas.")
d.item("A prova prática consistirá na interpretação simultânea de Português para Libras e de Libras para Português de textos apresentados em vídeo, com duração máxima de 15 (quinze) minutos, e valerá 100 (cem) pontos, sendo eliminado o candidato que obtiver nota inferior a 60 (sessenta) pontos.")
d.chapter("Da homologação e do número máximo de aprovados", True)
d.item("O resultado final do concurso será homologado pelo Reitor e publicado no Diário Oficial da União, observado o disposto no art. 39 do Decreto nº 9.739/2019, segundo o qual os candidatos não classificados no número máximo de aprovados estabelecido no Anexo II daquele Decreto, ainda que tenham atingido nota mínima, estarão automaticamente reprovados no concurso público.")
d.item("O número máximo de candidatos aprovados, por cargo, observará o quadro a seguir:")
lim = [(1, 5), (2, 9), (3, 14), (4, 18), (5, 22), (6, 25), (7, 29), (8, 32), (9, 35), (10, 38), (11, 40), (12, 42), (13, 45), (14, 47), (15, 48), (16, 50), (17, 52), (18, 53), (19, 54), (20, 56)]
d.table([["Quantidade de vagas previstas no edital por cargo", "Número máximo de candidatos aprovados", "Quantidade de vagas previstas no edital por cargo", "Número máximo de candidatos aprovados"]],
        [[str(lim[i][0]), str(lim[i][1]), str(lim[i + 10][0]), str(lim[i + 10][1])] for i in range(10)],
        [0.25] * 4, align=['C'] * 4, caption="Quadro 3 – Anexo II do Decreto nº 9.739/2019", size=8)
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["Patos de Minas/MG, 26 de janeiro de 2026.", "", "ANTÔNIO CARLOS VELOSO DE MENDONÇA", "Reitor"])

# Anexo I: the vacancy table
d.annex("ANEXO I – QUADRO DE VAGAS")
V = [  # code, cargo, nível, lotação, AC, PcD, PP, Ind, Quil
 ("E-01", "Administrador", "E", "Reitoria", 1, 0, 1, 0, 0),
 ("E-02", "Pedagogo-Área", "E", "Campus Serra Alta (1)\nCampus Rio Claro do Norte (2)", 2, 0, 1, 0, 0),
 ("E-03", "Psicólogo-Área", "E", "Campus Rio Claro do Norte", 1, 0, 0, 0, 0),
 ("E-04", "Técnico em Assuntos Educacionais", "E", "Campus Avançado Lagoa Bonita", 1, 0, 0, 0, 0),
 ("D-01", "Assistente em Administração", "D", "Reitoria (8)\nCampus Serra Alta (6)\nCampus Rio Claro do Norte (4)\nCampus Avançado Lagoa Bonita (2)", 13, 1, 5, 1, 0),
 ("D-02", "Técnico de Laboratório – Área: Química", "D", "Campus Serra Alta", 1, 0, 1, 0, 0),
 ("D-03", "Técnico de Tecnologia da Informação", "D", "Reitoria (2)\nCampus Serra Alta (2)", 3, 0, 1, 0, 0),
 ("D-04", "Tradutor e Intérprete de Linguagem de Sinais", "D", "Campus Rio Claro do Norte (2)\nCampus Avançado Lagoa Bonita (1)", 2, 0, 1, 0, 0),
 ("C-01", "Auxiliar em Administração", "C", "Campus Serra Alta (5)\nCampus Rio Claro do Norte (5)", 6, 1, 3, 0, 0),
 ("C-02", "Assistente de Alunos", "C", "Campus Rio Claro do Norte (3)\nCampus Avançado Lagoa Bonita (2)", 3, 1, 1, 0, 0),
]
rows = []; tot = [0] * 6
for code, nm, nv, lot, ac, pcd, pp, ind, qu in V:
    t = ac + pcd + pp + ind + qu
    nl = sum(int(x.split('(')[1].rstrip(')')) for x in lot.split('\n')) if '(' in lot else t
    assert nl == t, (nm, nl, t)
    rows.append([code, nm, nv, lot, str(ac), str(pcd), str(pp), str(ind), str(qu), str(t)])
    for i, v in enumerate([ac, pcd, pp, ind, qu, t]): tot[i] += v
assert tot[5] == 51, tot
rows.append(["", "TOTAL", "", "", *[str(x) for x in tot]])
d.table([["Código", "Cargo", "Nível", "Lotação (nº de vagas)", "AC", "PcD", "PP", "PI", "PQ", "Total de vagas"]],
        rows, [0.06, 0.2, 0.05, 0.27, 0.06, 0.06, 0.06, 0.06, 0.06, 0.08], align=['C', 'L', 'C', 'L', 'C', 'C', 'C', 'C', 'C', 'C'],
        size=7.5, bold_rows=(len(rows) - 1,), mode='columns',
        note="Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; PP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas (Lei nº 15.142/2025). A distribuição por unidade de lotação é indicativa e não constitui reserva por unidade.")
d.annex("ANEXO II – REQUISITOS E ATRIBUIÇÕES DOS CARGOS")
for nm, rq, at in [("ADMINISTRADOR (E-01)", "Curso superior em Administração e registro no conselho competente.", "Planejar, organizar, controlar e assessorar as organizações nas áreas de recursos humanos, patrimônio, materiais, informações, financeira, tecnológica, entre outras; implementar programas e projetos; elaborar planejamento organizacional."),
    ("PEDAGOGO-ÁREA (E-02)", "Curso superior em Pedagogia ou Licenciaturas.", "Implementar a execução, avaliar e coordenar a (re)construção do projeto pedagógico de escolas de educação profissional com a equipe escolar; viabilizar o trabalho coletivo, criando e organizando mecanismos de participação."),
    ("PSICÓLOGO-ÁREA (E-03)", "Curso superior em Psicologia e registro no conselho competente.", "Estudar, pesquisar e avaliar o desenvolvimento emocional e os processos mentais e sociais de indivíduos, grupos e instituições, com a finalidade de análise, tratamento, orientação e educação."),
    ("TÉCNICO EM ASSUNTOS EDUCACIONAIS (E-04)", "Curso superior em Pedagogia ou Licenciaturas.", "Coordenar as atividades de ensino, planejamento, orientação, supervisão e avaliação e propor metodologias de ensino e aprendizagem."),
    ("ASSISTENTE EM ADMINISTRAÇÃO (D-01)", "Médio profissionalizante ou médio completo e experiência de 12 meses.", "Dar suporte administrativo e técnico nas áreas de recursos humanos, administração, finanças e logística; atender usuários, fornecendo e recebendo informações; tratar de documentos variados."),
    ("TÉCNICO DE LABORATÓRIO – ÁREA: QUÍMICA (D-02)", "Médio profissionalizante na área ou médio completo e curso técnico em Química.", "Executar trabalhos técnicos de laboratório relacionados com a área de atuação, realizando ou orientando coleta, análise e registros de material e substâncias através de métodos específicos."),
    ("TÉCNICO DE TECNOLOGIA DA INFORMAÇÃO (D-03)", "Médio profissionalizante ou médio completo e curso técnico em eletrônica com ênfase em sistemas computacionais.", "Desenvolver sistemas e aplicações, determinando interface gráfica, critérios ergonômicos de navegação, montagem da estrutura de banco de dados e codificação de programas."),
    ("TRADUTOR E INTÉRPRETE DE LINGUAGEM DE SINAIS (D-04)", "Médio completo e proficiência em Libras.", "Traduzir e interpretar textos, palavras e discursos de Português para Libras e vice-versa, em atividades didático-pedagógicas e culturais desenvolvidas pela instituição."),
    ("AUXILIAR EM ADMINISTRAÇÃO (C-01)", "Fundamental completo e experiência de 12 meses.", "Executar serviços de apoio nas áreas de recursos humanos, administração, finanças e logística; atender usuários, fornecendo e recebendo informações; tratar documentos."),
    ("ASSISTENTE DE ALUNOS (C-02)", "Fundamental completo e experiência de 12 meses.", "Assistir e orientar os alunos no aspecto de disciplina, lazer, segurança, saúde, pontualidade e higiene, dentro das dependências escolares.")]:
    d.para(f"{nm}: Requisitos: {rq} Descrição sumária: {at}")
d.annex("ANEXO III – CRONOGRAMA")
d.table([["Atividade", "Período/Data"]],
  [["Publicação do edital no DOU", "27/01/2026"], ["Período de inscrições", "02/02/2026 a 05/03/2026"], ["Pedidos de isenção", "02/02/2026 a 06/02/2026"],
   ["Resultado final dos pedidos de isenção", "20/02/2026"], ["Último dia para pagamento da GRU", "06/03/2026"], ["Divulgação dos locais de prova", "10/04/2026"],
   ["Prova objetiva", "19/04/2026"], ["Gabarito preliminar", "20/04/2026"], ["Procedimento de heteroidentificação", "25/05/2026 a 29/05/2026"],
   ["Prova prática (TILS)", "31/05/2026"], ["Resultado final", "30/06/2026"]], [0.6, 0.4], align=['L', 'C'])
d.annex("ANEXO IV – CONTEÚDO PROGRAMÁTICO")
for t in conteudo(['port', 'leg_fed', 'adm']) + ["CONHECIMENTOS ESPECÍFICOS – TÉCNICO DE TECNOLOGIA DA INFORMAÇÃO: 1 Arquitetura de computadores. 2 Sistemas operacionais Linux e Windows. 3 Redes de computadores: modelo OSI, TCP/IP, VLAN, Wi-Fi. 4 Banco de dados: SQL, modelagem relacional. 5 Programação: Python, Java, PHP. 6 Segurança da informação: ISO/IEC 27001 e 27002."]:
    d.para(t)
autodeclaracao(d, c, "ANEXO V – AUTODECLARAÇÃO (LEI Nº 15.142/2025)")

def headfoot(cv, n, tot):
    cv.setFont('DVS-B', 8); cv.drawString(20 * mm, 285 * mm, "INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO PLANALTO CENTRAL MINEIRO")
    cv.setFont('DVS', 7.5); cv.drawString(20 * mm, 281 * mm, "Edital nº 04/2026 – Concurso Público TAE"); cv.line(20 * mm, 279.5 * mm, 190 * mm, 279.5 * mm)
    cv.drawRightString(190 * mm, 12 * mm, f"Página {n} de {tot}")
    cv.drawString(20 * mm, 12 * mm, "SEI nº 23412.000318/2026-41 / pg. %d" % (n + 14))
render(d, sys.argv[1], dict(font='DVS', size=9, headfoot=headfoot, title='Edital 04/2026 - TAE', creator='JasperReports Library version 6.20.0'))
