# Shared chapter texts for invented editais (set 12, writer w1).
# Each edital script builds its own Doc with its own body, numbers and tables,
# choosing which chapters to use and in which order.
import random

class Doc:
    def __init__(self, seed=1):
        self.blocks = []
        self.ch = 0
        self.it = [0, 0, 0]
        self.r = random.Random(seed)
    def title(self, t): self.blocks.append(('title', t))
    def sub(self, t): self.blocks.append(('sub', t))
    def chapter(self, t, roman=False):
        self.ch += 1; self.it = [0, 0, 0]
        lab = ROMAN[self.ch] if roman else str(self.ch)
        self.blocks.append(('h', f"{lab}. {t.upper()}" if not roman else f"CAPÍTULO {lab} – {t.upper()}"))
    def item(self, t, level=1):
        self.it[level - 1] += 1
        for k in range(level, 3): self.it[k] = 0
        num = ".".join([str(self.ch)] + [str(x) for x in self.it[:level]])
        self.blocks.append(('p', f"{num}. {t}" if level == 1 else f"{num} {t}"))
    def para(self, t): self.blocks.append(('p', t))
    def letter_list(self, items):
        for i, t in enumerate(items):
            self.blocks.append(('li', f"{'abcdefghijklmnopqrstuvwxyz'[i]}) {t}"))
    def table(self, header, rows, widths, align=None, caption=None, size=None, note=None, bold_rows=(), **kw):
        self.blocks.append(('table', dict(header=header, rows=rows, widths=widths, align=align,
                                          caption=caption, size=size, note=note, bold_rows=bold_rows, **kw)))
    def pb(self): self.blocks.append(('pb',))
    def annex(self, t): self.blocks.append(('annex', t))
    def sig(self, lines): self.blocks.append(('sig', lines))

ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
         "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII"]

def brl(v):
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return "R$ " + s

# ---------------------------------------------------------------- chapters
def disposicoes_preliminares(d, c):
    d.chapter("Das disposições preliminares", c.get('roman', False))
    d.item(f"O concurso público será regido por este edital, por seus anexos e eventuais retificações, e sua execução caberá à {c['board']}, com sede à {c['board_addr']}, endereço eletrônico {c['site']}.")
    d.item(f"O concurso destina-se ao provimento de {c['vagas_txt']} e à formação de cadastro de reserva para os cargos constantes do {c['anexo_vagas']}, durante o prazo de validade do certame, que será de {c.get('validade','2 (dois) anos')}, contado da data de publicação da homologação do resultado final, podendo ser prorrogado uma única vez, por igual período, a critério da {c['body_short']}.")
    d.item(f"O concurso público compreenderá as seguintes etapas: {c['etapas']}.")
    d.item("Todas as etapas serão realizadas na cidade de " + c['cidade'] + ", podendo, por necessidade, ser realizadas em municípios vizinhos, não se responsabilizando a organizadora por despesas de deslocamento, hospedagem e alimentação dos candidatos.")
    d.item("Os horários mencionados neste edital e nos demais atos dele decorrentes observarão o horário oficial de Brasília/DF.")
    d.item(f"A legislação com entrada em vigor após a data de publicação deste edital, bem como as alterações em dispositivos legais e normativos a ele posteriores, não serão objeto de avaliação, salvo se listada nos objetos de avaliação constantes do {c.get('anexo_conteudo','anexo de conteúdo programático')}.")

def reserva_pcd(d, c):
    d.chapter("Das vagas destinadas às pessoas com deficiência", c.get('roman', False))
    d.item(f"Das vagas destinadas a cada cargo e das que vierem a ser criadas durante o prazo de validade do concurso, {c['pcd_pct']} serão providas na forma do art. 37, inciso VIII, da Constituição Federal, da Lei nº 13.146, de 6 de julho de 2015, e do Decreto nº 9.508, de 24 de setembro de 2018{c.get('pcd_local','')}.")
    d.item(f"Caso a aplicação do percentual de que trata o subitem anterior resulte em número fracionado, este deverá ser elevado até o primeiro número inteiro subsequente, desde que não ultrapasse {c.get('pcd_max','20%')} das vagas oferecidas por cargo.")
    d.item("Somente haverá reserva imediata de vagas para os candidatos com deficiência nos cargos com número de vagas igual ou superior a 5 (cinco).", 1) if c.get('pcd_5') else None
    d.item("Para concorrer a uma dessas vagas, o candidato deverá, no ato da inscrição, declarar-se pessoa com deficiência e enviar, via upload, laudo médico emitido nos últimos 12 (doze) meses, que ateste a espécie e o grau ou nível de deficiência, com expressa referência ao código correspondente da Classificação Internacional de Doenças (CID-10), bem como à provável causa da deficiência.")
    d.item("O candidato com deficiência, se aprovado e classificado, será convocado para submeter-se à avaliação biopsicossocial, a ser realizada por equipe multiprofissional e interdisciplinar, que verificará a qualificação do candidato como pessoa com deficiência e a compatibilidade entre as atribuições do cargo e a deficiência apresentada.")
    d.item("As vagas reservadas às pessoas com deficiência que não forem providas por falta de candidatos, por reprovação no concurso ou na avaliação biopsicossocial, serão preenchidas pelos demais candidatos, observada a ordem geral de classificação.")

def reserva_negros(d, c):
    d.chapter(c.get('negros_title', "Das vagas reservadas aos candidatos negros"), c.get('roman', False))
    mode = c['negros_mode']
    if mode == '15142':
        d.item("Em cumprimento à Lei nº 15.142, de 3 de junho de 2025, ficam reservadas 30% (trinta por cento) das vagas oferecidas neste concurso público às pessoas pretas e pardas, indígenas e quilombolas, distribuídas da seguinte forma:")
        d.letter_list(["25% (vinte e cinco por cento) para pessoas pretas e pardas;",
                       "3% (três por cento) para pessoas indígenas; e",
                       "2% (dois por cento) para pessoas quilombolas."])
        d.item("A reserva de vagas será aplicada sempre que o número de vagas oferecidas for igual ou superior a 2 (dois), e, na hipótese de quantitativo fracionado, este será aumentado para o primeiro número inteiro subsequente, em caso de fração igual ou maior que 0,5 (cinco décimos), ou diminuído para o número inteiro imediatamente inferior, em caso de fração menor que 0,5 (cinco décimos).")
        d.item("Na hipótese de não haver candidatos indígenas ou quilombolas aprovados em número suficiente para ocupar as vagas reservadas, as vagas remanescentes serão revertidas para os candidatos pretos e pardos e, persistindo a insuficiência, para a ampla concorrência.")
    elif mode == '12990':
        d.item("Das vagas destinadas a cada cargo, 20% (vinte por cento) serão providas na forma da Lei nº 12.990, de 9 de junho de 2014, sempre que o número de vagas oferecidas for igual ou superior a 3 (três).")
        d.item("Na hipótese de quantitativo fracionado para o número de vagas reservadas a candidatos negros, esse será aumentado para o primeiro número inteiro subsequente, em caso de fração igual ou maior que 0,5 (cinco décimos), ou diminuído para o número inteiro imediatamente inferior, em caso de fração menor que 0,5 (cinco décimos).")
    else:
        d.item(c['negros_text'])
        d.item("Na hipótese de quantitativo fracionado, este será aumentado para o primeiro número inteiro subsequente em caso de fração igual ou superior a 0,5 (cinco décimos), ou diminuído para o número inteiro imediatamente inferior em caso de fração menor que 0,5 (cinco décimos).")
    d.item("Poderão concorrer às vagas reservadas os candidatos que se autodeclararem pretos ou pardos no ato da inscrição, conforme o quesito cor ou raça utilizado pela Fundação Instituto Brasileiro de Geografia e Estatística (IBGE).")
    d.item("A autodeclaração terá validade somente para este concurso público e será confirmada mediante procedimento de heteroidentificação, realizado por comissão composta por 5 (cinco) membros, distribuídos por gênero, cor e, preferencialmente, naturalidade, que utilizará exclusivamente o critério fenotípico para aferição da condição declarada.")
    d.item("O procedimento de heteroidentificação será filmado e sua gravação será utilizada na análise de eventuais recursos interpostos. O candidato que recusar a realização da filmagem será eliminado do concurso, dispensada a convocação suplementar de candidatos não habilitados.")
    d.item("Será eliminado do concurso o candidato cuja autodeclaração não for confirmada em procedimento de heteroidentificação, ainda que tenha obtido nota suficiente para aprovação na ampla concorrência, e independentemente de alegação de boa-fé.")
    d.item("Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas destinadas à ampla concorrência, de acordo com a sua classificação no concurso. Os candidatos aprovados dentro do número de vagas oferecido à ampla concorrência não serão computados para efeito do preenchimento das vagas reservadas.")
    if c.get('ordem_nomeacao'):
        d.item(c['ordem_nomeacao'])

def inscricoes(d, c, taxa_rows, taxa_header=("Nível", "Valor da taxa de inscrição")):
    d.chapter("Das inscrições", c.get('roman', False))
    d.item(f"As inscrições serão realizadas exclusivamente via internet, no endereço eletrônico {c['site']}, no período entre 10 horas do dia {c['insc_ini']} e 23 horas e 59 minutos do dia {c['insc_fim']}.")
    d.item("O candidato deverá efetuar o pagamento da taxa de inscrição por meio de boleto bancário ou PIX, até a data de vencimento constante do documento, nos seguintes valores:")
    d.table([list(taxa_header)], taxa_rows, [0.6, 0.4], align=['L', 'C'], caption=c.get('taxa_caption'))
    d.item("O valor referente ao pagamento da taxa de inscrição não será devolvido em hipótese alguma, salvo em caso de cancelamento do certame por conveniência da Administração Pública.")
    d.item("É vedada a inscrição condicional, extemporânea, via postal, via fax ou via correio eletrônico. O candidato poderá inscrever-se para apenas um cargo, em razão da aplicação simultânea das provas.")
    d.item("As informações prestadas na solicitação de inscrição serão de inteira responsabilidade do candidato, dispondo a organizadora do direito de excluir do concurso aquele que não preencher o formulário de forma completa e correta.")
    d.item("Da isenção da taxa de inscrição", 1)
    d.item("Haverá isenção do valor da taxa de inscrição para o candidato inscrito no Cadastro Único para Programas Sociais do Governo Federal (CadÚnico), nos termos da Lei nº 13.656, de 30 de abril de 2018, e para o doador de medula óssea em entidades reconhecidas pelo Ministério da Saúde.", 2)
    d.item(f"A solicitação de isenção deverá ser feita no período de {c['isen_per']}, por meio do sistema de inscrição, com a indicação do Número de Identificação Social (NIS) atribuído pelo CadÚnico.", 2)
    d.item("A relação provisória dos pedidos de isenção deferidos será divulgada no endereço eletrônico da organizadora, cabendo recurso no prazo de 2 (dois) dias úteis.", 2)

def provas_obj(d, c, header, rows, widths, align=None, caption=None, note=None, **kw):
    d.chapter(c.get('provas_title', "Das provas objetivas"), c.get('roman', False))
    d.item(f"A prova objetiva, de caráter eliminatório e classificatório, valerá {c.get('prova_total','100,00')} pontos e será composta de questões de múltipla escolha, com {c.get('alternativas','5 (cinco)')} alternativas cada, das quais apenas uma será correta, distribuídas conforme o quadro a seguir:")
    d.table(header, rows, widths, align=align, caption=caption, note=note, **kw)
    d.item(f"A prova objetiva terá a duração de {c.get('duracao','4 (quatro) horas')} e será aplicada na data provável de {c['data_prova']}, no turno {c.get('turno','da manhã')}.")
    d.item(f"Será considerado aprovado na prova objetiva o candidato que obtiver, no mínimo, {c.get('minimo','50% (cinquenta por cento)')} do total de pontos da prova e não zerar nenhuma das disciplinas.")
    d.item("O candidato deverá transcrever as respostas da prova objetiva para a folha de respostas, que será o único documento válido para a correção da prova. O preenchimento da folha de respostas será de inteira responsabilidade do candidato, que deverá proceder em conformidade com as instruções específicas contidas neste edital e na folha de respostas.")
    d.item("Não será permitido ao candidato, durante a realização das provas, o uso de telefone celular, relógio de qualquer espécie, calculadora, fones de ouvido ou qualquer equipamento eletrônico, sob pena de eliminação do certame.")
    d.item("O candidato somente poderá retirar-se do local de realização das provas levando o caderno de questões no decurso dos últimos 60 (sessenta) minutos anteriores ao horário determinado para o término das provas.")

def titulos(d, c, rows, header=("Alínea", "Título", "Valor de cada título", "Valor máximo dos títulos"), widths=(0.1, 0.56, 0.17, 0.17)):
    d.chapter("Da avaliação de títulos", c.get('roman', False))
    d.item(f"A avaliação de títulos, de caráter apenas classificatório, valerá até {c.get('titulos_max','10,00')} pontos, ainda que a soma dos valores dos títulos apresentados seja superior a esse valor.")
    d.item("Somente serão aceitos os títulos abaixo relacionados, expedidos até a data da entrega, observados os limites de pontos do quadro a seguir:")
    d.table([list(header)], rows, list(widths), align=['C', 'L', 'C', 'C'][:len(header)])
    d.item("Cada título será considerado uma única vez. Não serão pontuados os títulos utilizados como requisito para a investidura no cargo.")
    d.item("Para a comprovação da conclusão do curso de pós-graduação, será aceito diploma devidamente registrado, expedido por instituição reconhecida pelo Ministério da Educação (MEC), ou certificado acompanhado do respectivo histórico escolar.")
    d.item("Para a comprovação de experiência profissional, o candidato deverá apresentar cópia da Carteira de Trabalho e Previdência Social (CTPS), certidão de tempo de serviço ou contrato de prestação de serviços, acompanhados de declaração do contratante que informe o período e a espécie do serviço realizado.")

def classificacao(d, c):
    d.chapter("Dos critérios de classificação e de desempate", c.get('roman', False))
    d.item("A nota final de cada candidato será igual à soma das notas obtidas nas etapas de caráter classificatório.")
    d.item("Em caso de empate na nota final, terá preferência o candidato que, na seguinte ordem:")
    d.letter_list(["tiver idade igual ou superior a 60 (sessenta) anos, até o último dia de inscrição, conforme art. 27, parágrafo único, da Lei nº 10.741, de 1º de outubro de 2003 (Estatuto da Pessoa Idosa);",
                   "obtiver a maior nota na disciplina de Conhecimentos Específicos;",
                   "obtiver a maior nota na disciplina de Língua Portuguesa;",
                   "tiver exercido efetivamente a função de jurado no período entre a data de publicação da Lei nº 11.689, de 9 de junho de 2008, e a data de término das inscrições;",
                   "tiver maior idade."])
    d.item("Os candidatos serão listados em ordem de classificação em três listas: a primeira contendo a pontuação de todos os candidatos, inclusive os inscritos nas vagas reservadas; a segunda somente a dos candidatos com deficiência; e a terceira somente a dos candidatos negros.")

def recursos(d, c):
    d.chapter("Dos recursos", c.get('roman', False))
    d.item("O candidato poderá interpor recurso, no prazo de 2 (dois) dias úteis, contados a partir do dia subsequente ao da divulgação, contra:")
    d.letter_list(["o indeferimento do pedido de isenção da taxa de inscrição;", "o indeferimento da inscrição;",
                   "o gabarito preliminar da prova objetiva;", "o resultado preliminar de cada etapa;",
                   "o resultado do procedimento de heteroidentificação."])
    d.item("Os recursos deverão ser interpostos exclusivamente pelo endereço eletrônico " + c['site'] + ", mediante o preenchimento de formulário próprio, devidamente fundamentados, sendo um recurso para cada questão.")
    d.item("Se do exame de recursos resultar anulação de questão integrante de prova, a pontuação correspondente a essa questão será atribuída a todos os candidatos, independentemente de terem recorrido.")
    d.item("Não serão aceitos recursos interpostos por fac-símile, telegrama, correio eletrônico ou outro meio que não seja o especificado neste edital. A banca examinadora constitui última instância para recurso, sendo soberana em suas decisões.")

def nomeacao(d, c):
    d.chapter(c.get('nomeacao_title', "Da nomeação e da posse"), c.get('roman', False))
    d.item(f"A nomeação dos candidatos aprovados obedecerá rigorosamente à ordem de classificação e será publicada no {c.get('do','Diário Oficial')}.")
    d.item("Para a posse, o candidato deverá apresentar os seguintes documentos, em original e cópia:")
    d.letter_list(["documento oficial de identidade e CPF;", "título de eleitor e comprovante de quitação eleitoral;",
                   "certificado de reservista, para candidatos do sexo masculino;", "diploma ou certificado de escolaridade exigido para o cargo, registrado no órgão competente;",
                   "registro no respectivo conselho de classe, quando exigido;", "certidões negativas criminais das Justiças Federal, Estadual e Eleitoral;",
                   "declaração de bens e valores e de não acumulação ilícita de cargos públicos;", "atestado de saúde ocupacional emitido pela junta médica oficial."])
    d.item(f"O candidato nomeado terá o prazo de {c.get('prazo_posse','30 (trinta) dias')} para tomar posse, contado da publicação do ato de nomeação, podendo ser prorrogado por igual período a requerimento do interessado.")
    d.item("O candidato que não tomar posse no prazo legal terá seu ato de nomeação tornado sem efeito.")

def exame_medico(d, c):
    d.chapter("Do exame médico admissional", c.get('roman', False))
    d.item("O exame médico admissional, de caráter eliminatório, destina-se a verificar se o candidato goza de boa saúde física e psíquica para suportar os exercícios a que será submetido durante o exercício do cargo.")
    d.item("O candidato deverá apresentar, às suas expensas, os seguintes exames: hemograma completo; glicemia de jejum; ureia e creatinina; TGO e TGP; sumário de urina; eletrocardiograma com laudo; raio X de tórax PA e perfil com laudo; avaliação oftalmológica com acuidade visual; audiometria tonal com laudo.")
    d.item("Os exames terão validade de 90 (noventa) dias, contados da data de sua realização, e deverão conter, obrigatoriamente, o nome completo do candidato, o número do documento de identidade e a assinatura e o registro do profissional responsável.")

def disposicoes_finais(d, c):
    d.chapter("Das disposições finais", c.get('roman', False))
    d.item("A inscrição do candidato implicará a aceitação das normas para o concurso público contidas neste edital e em outros a serem publicados.")
    d.item(f"É de inteira responsabilidade do candidato acompanhar a publicação de todos os atos, editais e comunicados referentes a este concurso público no {c.get('do','Diário Oficial')} e divulgados na internet, no endereço eletrônico {c['site']}.")
    d.item(f"O candidato poderá obter informações referentes ao concurso por meio do telefone {c['fone']}, ou via internet, no endereço eletrônico {c['site']}, ressalvado o disposto no subitem anterior.")
    d.item("O candidato deverá manter atualizados seus dados pessoais e seu endereço perante a organizadora enquanto estiver participando do concurso público e perante o órgão, se aprovado, sendo de sua exclusiva responsabilidade os prejuízos advindos da não atualização.")
    d.item("As despesas relativas à participação em todas as etapas do concurso e à apresentação para posse e exercício correrão às expensas do próprio candidato.")
    d.item("Os casos omissos serão resolvidos pela comissão do concurso, em conjunto com a organizadora.")

CONTEUDOS = {
 'port': "LÍNGUA PORTUGUESA: 1 Compreensão e interpretação de textos de gêneros variados. 2 Reconhecimento de tipos e gêneros textuais. 3 Domínio da ortografia oficial. 4 Domínio dos mecanismos de coesão textual. 4.1 Emprego de elementos de referenciação, substituição e repetição, de conectores e de outros elementos de sequenciação textual. 5 Domínio da estrutura morfossintática do período. 5.1 Emprego das classes de palavras. 5.2 Relações de coordenação e subordinação. 5.3 Emprego dos sinais de pontuação. 5.4 Concordância verbal e nominal. 5.5 Regência verbal e nominal. 5.6 Emprego do sinal indicativo de crase. 6 Reescrita de frases e parágrafos do texto.",
 'rlm': "RACIOCÍNIO LÓGICO-MATEMÁTICO: 1 Estruturas lógicas. 2 Lógica de argumentação: analogias, inferências, deduções e conclusões. 3 Lógica sentencial (ou proposicional): proposições simples e compostas; tabelas-verdade; equivalências; leis de Morgan. 4 Princípios de contagem e probabilidade. 5 Operações com conjuntos. 6 Razões e proporções, regra de três simples e composta, porcentagem e juros simples.",
 'info': "NOÇÕES DE INFORMÁTICA: 1 Conceitos básicos e modos de utilização de tecnologias, ferramentas, aplicativos e procedimentos de informática. 2 Edição de textos, planilhas e apresentações (ambientes Microsoft Office e LibreOffice). 3 Correio eletrônico. 4 Noções de sistema operacional (ambiente Windows). 5 Redes de computadores: conceitos básicos, ferramentas, aplicativos e procedimentos de Internet e intranet. 6 Segurança da informação: vírus, worms, phishing, backup.",
 'leg_mun': "LEGISLAÇÃO: 1 Constituição Federal de 1988: arts. 1º a 6º; arts. 37 a 41. 2 Lei Orgânica do Município. 3 Estatuto dos Servidores Públicos do Município. 4 Lei nº 8.429, de 2 de junho de 1992 (improbidade administrativa), e alterações da Lei nº 14.230/2021. 5 Lei nº 14.133, de 1º de abril de 2021: disposições gerais.",
 'leg_fed': "LEGISLAÇÃO: 1 Lei nº 8.112, de 11 de dezembro de 1990, e alterações: provimento, vacância, direitos e vantagens, regime disciplinar. 2 Lei nº 9.784, de 29 de janeiro de 1999 (processo administrativo). 3 Decreto nº 1.171, de 22 de junho de 1994 (Código de Ética Profissional do Servidor Público Civil do Poder Executivo Federal). 4 Lei nº 12.527, de 18 de novembro de 2011 (acesso à informação). 5 Lei nº 13.709, de 14 de agosto de 2018 (LGPD).",
 'adm': "NOÇÕES DE ADMINISTRAÇÃO PÚBLICA: 1 Princípios da administração pública. 2 Atos administrativos: conceito, requisitos, atributos, classificação, espécies e extinção. 3 Poderes administrativos. 4 Licitações e contratos administrativos. 5 Controle da administração pública. 6 Gestão de pessoas, de materiais e de processos. 7 Redação oficial: Manual de Redação da Presidência da República (3ª edição, 2018).",
 'saude': "SAÚDE PÚBLICA: 1 Sistema Único de Saúde (SUS): princípios e diretrizes; Lei nº 8.080, de 19 de setembro de 1990; Lei nº 8.142, de 28 de dezembro de 1990. 2 Política Nacional de Atenção Básica (Portaria de Consolidação nº 2/2017). 3 Vigilância em saúde: epidemiológica, sanitária e ambiental. 4 Indicadores de saúde. 5 Doenças de notificação compulsória.",
}
def conteudo(keys, extra=""):
    return [CONTEUDOS[k] for k in keys] + ([extra] if extra else [])

def autodeclaracao(d, c, title="ANEXO – MODELO DE AUTODECLARAÇÃO ÉTNICO-RACIAL"):
    d.annex(title)
    d.para(f"Eu, ____________________________________________________, RG nº ______________________, CPF nº ____________________, inscrição nº ______________, candidato(a) ao cargo de ________________________________ do Concurso Público {c['edital_no']}, declaro, para fins de concorrência às vagas reservadas, que sou ( ) preto ( ) pardo, conforme o quesito cor ou raça utilizado pela Fundação Instituto Brasileiro de Geografia e Estatística (IBGE).")
    d.para("Declaro, ainda, estar ciente de que, se for detectada falsidade na presente declaração, estarei sujeito(a) às penalidades previstas em lei, além da eliminação do concurso, em qualquer fase, e da anulação da nomeação, se já houver ocorrido, após procedimento administrativo em que me sejam assegurados o contraditório e a ampla defesa.")
    d.para(f"{c['cidade']}, ______ de ____________________ de {c['ano']}.")
    d.para("_______________________________________________          Assinatura do(a) candidato(a)")

def requerimento_pcd(d, c, title="ANEXO – REQUERIMENTO DE CONDIÇÃO ESPECIAL E LAUDO MÉDICO"):
    d.annex(title)
    d.para(f"Nome do candidato: ____________________________________________  Nº de inscrição: ____________  Cargo: _____________________________")
    d.para("Deficiência (CID-10): ______________   Necessita de condição especial para a realização da prova? ( ) Não ( ) Sim. Qual? ( ) prova ampliada (fonte 18) ( ) prova ampliada (fonte 24) ( ) ledor ( ) transcritor ( ) intérprete de Libras ( ) sala de fácil acesso ( ) tempo adicional de 1 (uma) hora ( ) outra: ____________________")
    d.para("Atesto, para fins de participação em concurso público, que o(a) senhor(a) ______________________________ é portador(a) da deficiência ____________________, código internacional da doença (CID-10) ________, sendo compatível a deficiência apresentada pelo(a) paciente com as atribuições do cargo. Data: ___/___/______  Nome, assinatura e CRM do médico: ______________________________")
