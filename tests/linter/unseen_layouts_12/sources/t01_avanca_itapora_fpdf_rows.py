# Prefeitura-style edital (Avança SP-like board), drawn with fpdf2 row by row,
# requisitos wrapped with multi_cell line splitting, vencimento and CH columns, CR rows.
import sys; sys.path.insert(0, '.')
from common import *
from render_fpdf import render

c = dict(board="Instituto Avançar Gestão de Concursos Ltda.", board_addr="Rua Coronel Joaquim Leite, nº 418, Centro, Bragança Paulista/SP, CEP 12900-052",
         site="www.institutoavancar.org.br", body_short="Prefeitura", cidade="Itaporã Paulista/SP", ano="2025",
         vagas_txt="56 (cinquenta e seis) vagas", anexo_vagas="item 2.1 deste edital", validade="2 (dois) anos",
         etapas="prova objetiva, para todos os cargos; prova prática, para os cargos de Motorista e Operador de Máquinas; e avaliação de títulos, para os cargos do magistério",
         pcd_pct="5% (cinco por cento)", pcd_local=", e da Lei Complementar Municipal nº 112, de 14 de março de 2011",
         negros_mode='mun', negros_text="Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas para cada cargo, nos termos da Lei Municipal nº 3.417, de 22 de novembro de 2021, sempre que o número de vagas for igual ou superior a 3 (três).",
         insc_ini="03/11/2025", insc_fim="04/12/2025", isen_per="03 a 07/11/2025", data_prova="18/01/2026",
         fone="(11) 4034-7710", edital_no="nº 01/2025", do="Diário Oficial Eletrônico do Município de Itaporã Paulista",
         duracao="3 (três) horas", alternativas="4 (quatro)", minimo="50% (cinquenta por cento)")

d = Doc(11)
d.title("PREFEITURA MUNICIPAL DE ITAPORÃ PAULISTA")
d.sub("CONCURSO PÚBLICO Nº 01/2025\nEDITAL DE ABERTURA DE INSCRIÇÕES")
d.para("A Prefeitura Municipal de Itaporã Paulista, Estado de São Paulo, por meio de seu Prefeito, no uso de suas atribuições legais, e considerando o disposto no art. 37, inciso II, da Constituição Federal, na Lei Orgânica do Município, na Lei Complementar Municipal nº 58, de 9 de outubro de 2002 (Estatuto dos Servidores Públicos Municipais), e na Lei Complementar Municipal nº 241, de 17 de junho de 2024 (Plano de Cargos, Carreiras e Vencimentos), torna pública a abertura de inscrições para o Concurso Público de Provas e Provas e Títulos destinado ao provimento de cargos efetivos do quadro de pessoal, sob o regime estatutário, que se regerá pelas Instruções Especiais que fazem parte integrante deste edital.")
d.sub("SUMÁRIO")
for ln in ["1. Das disposições preliminares ..... 1", "2. Dos cargos ..... 2", "3. Das vagas destinadas às pessoas com deficiência ..... 4",
           "4. Das vagas reservadas aos candidatos negros ..... 4", "5. Das inscrições ..... 5", "6. Das provas objetivas ..... 6",
           "7. Da prova prática ..... 7", "8. Da avaliação de títulos ..... 8", "9. Dos critérios de classificação e de desempate ..... 8",
           "10. Dos recursos ..... 9", "11. Da nomeação e da posse ..... 9", "12. Das disposições finais ..... 10",
           "Anexo I – Atribuições dos cargos ..... 11", "Anexo II – Conteúdo programático ..... 12", "Anexo III – Cronograma ..... 13",
           "Anexo IV – Autodeclaração ..... 13"]:
    d.blocks.append(('li', ln))
disposicoes_preliminares(d, c)
d.chapter("Dos cargos")
d.item("Os cargos, o total de vagas, as vagas reservadas, a carga horária semanal, o vencimento inicial e os requisitos mínimos exigidos são os estabelecidos a seguir:")
H = [["Cód.", "Cargo", "Total de vagas", "Vagas AC", "Vagas PcD", "Vagas Negros", "C.H. semanal", "Vencimento inicial (R$)", "Requisitos mínimos"]]
rows = [
 ["101", "Agente de Serviços Gerais", "10", "07", "01", "02", "40h", "1.812,40", "Ensino Fundamental Incompleto (4ª série)"],
 ["102", "Motorista", "06", "04", "01", "01", "40h", "2.486,15", "Ensino Fundamental Completo e CNH categoria \"D\""],
 ["103", "Operador de Máquinas", "03", "02", "-", "01", "40h", "2.698,33", "Ensino Fundamental Completo, CNH categoria \"C\" e curso de operação de máquinas pesadas"],
 ["201", "Auxiliar Administrativo", "08", "05", "01", "02", "40h", "2.214,76", "Ensino Médio Completo"],
 ["202", "Agente Comunitário de Saúde – ESF Vila Nova", "04", "03", "-", "01", "40h", "3.036,00", "Ensino Médio Completo e residir na área da comunidade em que atuar desde a data de publicação deste edital"],
 ["203", "Técnico em Enfermagem", "05", "03", "01", "01", "36h", "3.118,92", "Curso Técnico em Enfermagem e registro no COREN"],
 ["301", "Enfermeiro", "02", "02", "-", "-", "36h", "5.742,60", "Ensino Superior em Enfermagem e registro no COREN"],
 ["302", "Professor de Educação Básica I", "15", "11", "01", "03", "30h", "4.867,90", "Licenciatura plena em Pedagogia ou Normal Superior"],
 ["303", "Professor de Educação Física", "02", "02", "-", "-", "30h", "5.112,44", "Licenciatura plena em Educação Física e registro no CREF"],
 ["304", "Psicólogo", "01", "01", "-", "-", "30h", "5.021,18", "Ensino Superior em Psicologia e registro no CRP"],
 ["305", "Médico Clínico Geral", "CR", "CR", "-", "-", "20h", "11.640,00", "Ensino Superior em Medicina e registro no CRM"],
 ["306", "Fonoaudiólogo", "CR", "CR", "-", "-", "30h", "4.315,72", "Ensino Superior em Fonoaudiologia e registro no CRFa"],
]
d.table(H, rows, [0.06, 0.19, 0.07, 0.07, 0.07, 0.07, 0.07, 0.11, 0.29], align=['C', 'L', 'C', 'C', 'C', 'C', 'C', 'R', 'L'], size=8,
        caption="2.1. QUADRO DE CARGOS E VAGAS",
        note="Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro de reserva; C.H. – carga horária. Os vencimentos têm como referência o mês de outubro de 2025.")
d.item("Além do vencimento, o servidor fará jus a vale-alimentação no valor de R$ 780,00 (setecentos e oitenta reais) mensais e, para os cargos da área da saúde, ao adicional de insalubridade calculado na forma da legislação municipal.")
d.item("O candidato aprovado para o cargo 202 – Agente Comunitário de Saúde deverá comprovar residência na área de abrangência da Estratégia Saúde da Família Vila Nova, nos termos do art. 6º, inciso I, da Lei Federal nº 11.350, de 5 de outubro de 2006.")
d.item("As atribuições dos cargos constam do Anexo I deste edital.")
reserva_pcd(d, c)
reserva_negros(d, c)
inscricoes(d, c, [["Ensino Fundamental (cargos 101 a 103)", "R$ 45,00"], ["Ensino Médio e Técnico (cargos 201 a 203)", "R$ 62,00"], ["Ensino Superior (cargos 301 a 306)", "R$ 89,00"]])
provas_obj(d, c, [["Cargos", "Disciplinas", "Nº de questões", "Peso", "Total de pontos"]],
   [["101", "Língua Portuguesa\nMatemática\nConhecimentos Gerais", "15\n15\n10", "2,5\n2,5\n2,5", "37,5\n37,5\n25,0"],
    ["102 e 103", "Língua Portuguesa\nMatemática\nConhecimentos Específicos", "10\n10\n20", "2,5\n2,5\n2,5", "25,0\n25,0\n50,0"],
    ["201 a 203", "Língua Portuguesa\nMatemática\nNoções de Informática\nConhecimentos Específicos", "10\n10\n05\n15", "2,5\n2,5\n2,5\n2,5", "25,0\n25,0\n12,5\n37,5"],
    ["301 a 306", "Língua Portuguesa\nPolíticas Públicas\nConhecimentos Específicos", "10\n10\n20", "2,5\n2,5\n2,5", "25,0\n25,0\n50,0"]],
   [0.16, 0.36, 0.16, 0.14, 0.18], align=['C', 'L', 'C', 'C', 'C'], caption="6.2. Quadro de provas")
d.chapter("Da prova prática")
d.item("Serão convocados para a prova prática os candidatos aos cargos de Motorista e Operador de Máquinas habilitados na prova objetiva e classificados até a 30ª (trigésima) posição para o cargo de Motorista e até a 15ª (décima quinta) posição para o cargo de Operador de Máquinas, respeitados os empates na última posição.")
d.item("A prova prática valerá 100 (cem) pontos e será avaliada conforme o quadro abaixo, sendo considerado habilitado o candidato que obtiver no mínimo 50 (cinquenta) pontos:")
d.table([["Tipo de falta", "Pontos perdidos por falta", "Exemplos"]],
        [["Eliminatória", "100", "Avançar sinal vermelho; provocar acidente"], ["Grave", "20", "Não usar cinto de segurança; deixar de sinalizar"],
         ["Média", "10", "Trafegar em velocidade inadequada"], ["Leve", "05", "Ajustar incorretamente o banco ou os retrovisores"]],
        [0.25, 0.25, 0.5], align=['L', 'C', 'L'])
d.item("O candidato deverá apresentar-se para a prova prática portando a Carteira Nacional de Habilitação original, na categoria exigida para o cargo, dentro do prazo de validade.")
c['titulos_max'] = '10,00'
titulos(d, c, [["A", "Doutorado na área da educação", "5,00", "5,00"], ["B", "Mestrado na área da educação", "3,00", "3,00"],
               ["C", "Pós-graduação lato sensu (mínimo 360 horas) na área da educação", "1,00", "2,00"]])
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["Itaporã Paulista, 27 de outubro de 2025.", "", "HORÁCIO BENEDITO FAGUNDES DE SÁ", "Prefeito Municipal"])
d.annex("ANEXO I – ATRIBUIÇÕES DOS CARGOS")
for nm, at in [("AGENTE DE SERVIÇOS GERAIS", "Executar serviços de limpeza, conservação e higienização das dependências dos prédios públicos; preparar e servir café e lanches; auxiliar no preparo da merenda escolar; remover lixo e detritos; zelar pela guarda dos materiais e equipamentos sob sua responsabilidade; executar outras tarefas correlatas."),
    ("MOTORISTA", "Dirigir veículos leves e pesados da frota municipal, transportando pessoas, pacientes, estudantes e materiais; vistoriar o veículo antes da saída, verificando nível de combustível, óleo, água e pressão dos pneus; comunicar defeitos; preencher diário de bordo; cumprir a legislação de trânsito."),
    ("OPERADOR DE MÁQUINAS", "Operar retroescavadeira, pá carregadeira, motoniveladora, rolo compactador e trator de esteira em serviços de terraplenagem, abertura e conservação de estradas vicinais; executar a manutenção preventiva das máquinas; zelar pela segurança própria e de terceiros."),
    ("AUXILIAR ADMINISTRATIVO", "Executar serviços de apoio administrativo, redigir ofícios e memorandos, protocolar e arquivar documentos, atender ao público, operar sistemas informatizados, controlar material de expediente e auxiliar na elaboração de relatórios."),
    ("AGENTE COMUNITÁRIO DE SAÚDE", "Realizar o cadastramento das famílias da microárea; orientar as famílias quanto à utilização dos serviços de saúde; realizar visitas domiciliares periódicas; acompanhar gestantes, crianças e pessoas com doenças crônicas; desenvolver ações de promoção da saúde e prevenção de doenças, conforme a Lei nº 11.350/2006."),
    ("TÉCNICO EM ENFERMAGEM", "Executar ações de enfermagem de nível médio sob supervisão do enfermeiro; administrar medicamentos e vacinas; realizar curativos; verificar sinais vitais; preparar pacientes para consultas e exames; registrar procedimentos em prontuário."),
    ("ENFERMEIRO", "Planejar, organizar, coordenar e avaliar os serviços de enfermagem; realizar consulta de enfermagem; prescrever medicamentos estabelecidos em programas de saúde pública; supervisionar a equipe de técnicos e auxiliares; participar do planejamento das ações de saúde."),
    ("PROFESSOR DE EDUCAÇÃO BÁSICA I", "Ministrar aulas na educação infantil e nos anos iniciais do ensino fundamental; elaborar planos de ensino; avaliar o desenvolvimento dos alunos; participar do conselho de classe, das reuniões pedagógicas e das atividades de articulação com as famílias."),
    ("PROFESSOR DE EDUCAÇÃO FÍSICA", "Ministrar aulas de Educação Física nas unidades escolares da rede municipal; planejar atividades esportivas, recreativas e de psicomotricidade; organizar jogos escolares; avaliar o desempenho dos alunos."),
    ("PSICÓLOGO", "Realizar atendimento psicológico individual e em grupo; elaborar laudos e pareceres; participar de equipes multiprofissionais nos serviços de saúde, educação e assistência social; desenvolver ações de prevenção e promoção de saúde mental.")]:
    d.para(nm + ": " + at)
d.annex("ANEXO II – CONTEÚDO PROGRAMÁTICO")
for t in conteudo(['port', 'rlm', 'info', 'leg_mun', 'saude']) + ["CONHECIMENTOS ESPECÍFICOS – MOTORISTA: Código de Trânsito Brasileiro (Lei nº 9.503, de 23 de setembro de 1997) e resoluções do CONTRAN; direção defensiva; primeiros socorros; mecânica básica de veículos; meio ambiente e cidadania no trânsito.",
    "CONHECIMENTOS ESPECÍFICOS – PROFESSOR DE EDUCAÇÃO BÁSICA I: Base Nacional Comum Curricular (BNCC); Lei nº 9.394, de 20 de dezembro de 1996 (LDB); Estatuto da Criança e do Adolescente (Lei nº 8.069/1990); alfabetização e letramento; avaliação da aprendizagem; educação inclusiva; Resolução CNE/CEB nº 4, de 13 de julho de 2010."]:
    d.para(t)
d.annex("ANEXO III – CRONOGRAMA PREVISTO")
d.table([["Evento", "Data prevista"]],
  [["Publicação do edital de abertura", "27/10/2025"], ["Período de inscrições", "03/11/2025 a 04/12/2025"], ["Solicitação de isenção da taxa", "03/11/2025 a 07/11/2025"],
   ["Último dia para pagamento do boleto", "05/12/2025"], ["Divulgação dos locais de prova", "09/01/2026"], ["Aplicação da prova objetiva", "18/01/2026"],
   ["Divulgação do gabarito preliminar", "19/01/2026"], ["Prova prática (cargos 102 e 103)", "08/02/2026"], ["Entrega de títulos (cargos 302 e 303)", "09/02/2026 a 13/02/2026"],
   ["Resultado final e homologação", "13/03/2026"]], [0.65, 0.35], align=['L', 'C'])
d.para("* As datas são previstas e poderão ser alteradas em caso de necessidade, mediante comunicado publicado no site da organizadora.")
autodeclaracao(d, c, "ANEXO IV – AUTODECLARAÇÃO DE CANDIDATO NEGRO")
requerimento_pcd(d, c, "ANEXO V – LAUDO MÉDICO E REQUERIMENTO DE CONDIÇÃO ESPECIAL")

def head(p):
    p.set_font(p.fam, 'B', 9); p.text(20, 12, "PREFEITURA MUNICIPAL DE ITAPORÃ PAULISTA – ESTADO DE SÃO PAULO")
    p.set_font(p.fam, '', 8); p.text(20, 16.5, "Paço Municipal \"Prefeito Olímpio Cardoso\" – Av. 15 de Novembro, 900 – CEP 13790-000 – Fone (19) 3667-1200")
    p.text(20, 20.5, "Concurso Público nº 01/2025 – Edital de Abertura"); p.line(20, 22.5, 190, 22.5)
def foot(p):
    p.set_font(p.fam, '', 8); p.line(20, 283, 190, 283)
    p.text(20, 287, "Instituto Avançar Gestão de Concursos – www.institutoavancar.org.br")
    s = f"Página {p.page_no()}/{p.cfg['nb']}"; p.text(190 - p.get_string_width(s) - 3, 287, s)
render(d, sys.argv[1], dict(font='LiberationSans', size=10, head=head, foot=foot, tmode='rows', shade=(220, 220, 220), creator='Sistema Avançar de Editais'))
