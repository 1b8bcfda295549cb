# Shared helpers for the sixteenth set: a copy of the fifteenth set's lib.py (its block model, chapter texts, DOCX /
# XLSX / Chromium / Typst producers and PDF extractors), plus, at its end, the new text paths of this set.
import html, json, os, re

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = OUT + "/sources"


def C(t, rs=1, cs=1, cls=None):
    return {"t": t, "rs": rs, "cs": cs, "cls": cls}


def cell(c):
    return c if isinstance(c, dict) else {"t": str(c), "rs": 1, "cs": 1, "cls": None}


# ---------------------------------------------------------------- HTML
def h_esc(s):
    return html.escape(s).replace("\n", "<br>")


def html_table(b):
    out = ['<table class="%s">' % b.get("cls", "t")]
    if b.get("caption"):
        out.append("<caption>%s</caption>" % h_esc(b["caption"]))
    if b.get("colgroup"):  # sixteenth set: column widths in per cent
        out.append("<colgroup>" + "".join('<col style="width:%s%%">' % w for w in b["colgroup"]) + "</colgroup>")
    if b.get("head"):
        out.append("<thead>")
        for r in b["head"]:
            out.append("<tr>" + "".join(_h_cell(c, "th") for c in r) + "</tr>")
        out.append("</thead>")
    out.append("<tbody>")
    for r in b["rows"]:
        rc = ""
        if isinstance(r, dict):
            rc = ' class="%s"' % r["cls"]
            r = r["cells"]
        out.append("<tr%s>" % rc + "".join(_h_cell(c, "td") for c in r) + "</tr>")
    out.append("</tbody></table>")
    if b.get("note"):
        out.append('<p class="note">%s</p>' % h_esc(b["note"]))
    return "\n".join(out)


def _h_cell(c, tag):
    c = cell(c)
    a = ""
    if c["rs"] > 1:
        a += ' rowspan="%d"' % c["rs"]
    if c["cs"] > 1:
        a += ' colspan="%d"' % c["cs"]
    if c["cls"]:
        a += ' class="%s"' % c["cls"]
    return "<%s%s>%s</%s>" % (tag, a, h_esc(c["t"]), tag)


def to_html(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k == "title":
            out.append('<h1 class="title">%s</h1>' % h_esc(b[1]))
        elif k == "h":
            out.append("<h2>%s</h2>" % h_esc(b[1]))
        elif k == "h3":
            out.append("<h3>%s</h3>" % h_esc(b[1]))
        elif k == "p":
            out.append("<p>%s</p>" % h_esc(b[1]))
        elif k == "pc":
            out.append('<p class="c">%s</p>' % h_esc(b[1]))
        elif k == "pi":  # item paragraph, indented
            out.append('<p class="i">%s</p>' % h_esc(b[1]))
        elif k == "table":
            out.append(html_table(b[1]))
        elif k == "pagebreak":
            out.append('<div class="pb"></div>')
        elif k == "raw":
            out.append(b[1])
        elif k == "toc":
            out.append('<table class="toc">' + "".join(
                "<tr><td>%s</td><td class=\"r\">%s</td></tr>" % (h_esc(a), h_esc(str(p))) for a, p in b[1]) + "</table>")
    return "\n".join(out)


# ---------------------------------------------------------------- chapter generators
def items(prefix, texts):
    return [("p", "%s.%d %s" % (prefix, i + 1, t)) for i, t in enumerate(texts)]


def ch_pcd(n, cfg):
    pct = cfg.get("pcd_pct", "5%")
    b = [("h", "%d. DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA" % n)]
    b += items(str(n), [
        "Das vagas destinadas a cada cargo e das que vierem a ser criadas durante o prazo de validade do concurso, %s serão providas na forma do art. 37, inciso VIII, da Constituição Federal, da Lei nº 7.853, de 24 de outubro de 1989, da Lei nº 13.146, de 6 de julho de 2015 (Estatuto da Pessoa com Deficiência), e do Decreto nº 9.508, de 24 de setembro de 2018%s." % (pct, cfg.get("pcd_extra", "")),
        "Caso a aplicação do percentual de que trata o subitem %d.1 resulte em número fracionado, este será elevado até o primeiro número inteiro subsequente, desde que não ultrapasse %s das vagas oferecidas por cargo." % (n, cfg.get("pcd_max", "20%")),
        "Somente haverá reserva imediata de vagas para os candidatos com deficiência nos cargos com número de vagas igual ou superior a %s." % cfg.get("pcd_min", "5 (cinco)"),
        "Para concorrer a uma dessas vagas, o candidato deverá, no ato da inscrição, declarar-se pessoa com deficiência, enviar laudo médico emitido nos últimos %s meses anteriores à data de publicação deste edital, atestando a espécie e o grau ou nível da deficiência, com expressa referência ao código correspondente da Classificação Internacional de Doenças (CID-10), bem como à provável causa da deficiência." % cfg.get("laudo_meses", "12 (doze)"),
        "O candidato com deficiência, se aprovado e classificado, será convocado para perícia médica, a ser realizada por equipe multiprofissional, que verificará sua qualificação como pessoa com deficiência e a compatibilidade entre as atribuições do cargo e a deficiência apresentada, nos termos do art. 5º do Decreto nº 9.508/2018.",
        "O candidato que não for considerado pessoa com deficiência na perícia médica, caso seja aprovado no concurso, figurará na lista de classificação geral por cargo.",
        "As vagas reservadas às pessoas com deficiência que não forem providas por falta de candidatos, por reprovação no concurso ou na perícia médica, serão preenchidas pelos demais candidatos, observada a ordem geral de classificação.",
    ])
    return b


def ch_negros_12990(n, cfg):
    pct = cfg.get("neg_pct", "20%")
    b = [("h", "%d. DAS VAGAS DESTINADAS AOS CANDIDATOS NEGROS" % n)]
    b += items(str(n), [
        "Das vagas destinadas a cada cargo, %s serão providas na forma da %s." % (pct, cfg.get("neg_lei", "Lei nº 12.990, de 9 de junho de 2014")),
        "A reserva de vagas será aplicada sempre que o número de vagas oferecidas for igual ou superior a 3 (três), e, na hipótese de quantitativo fracionado, este será aumentado para o primeiro número inteiro subsequente, em caso de fração igual ou maior que 0,5 (cinco décimos), ou diminuído para número inteiro imediatamente inferior, em caso de fração menor que 0,5 (cinco décimos).",
        "Poderão concorrer às vagas reservadas a candidatos negros aqueles que se autodeclararem pretos ou pardos no ato da inscrição no concurso público, conforme o quesito cor ou raça utilizado pela Fundação Instituto Brasileiro de Geografia e Estatística (IBGE).",
        "A autodeclaração do candidato goza da presunção relativa de veracidade e será confirmada mediante procedimento de heteroidentificação, realizado por comissão composta por %s membros, distribuídos por gênero, cor e, preferencialmente, naturalidade." % cfg.get("comissao", "5 (cinco)"),
        "A comissão de heteroidentificação utilizará exclusivamente o critério fenotípico para aferição da condição declarada pelo candidato, não sendo considerados quaisquer registros ou documentos pretéritos eventualmente apresentados, inclusive imagem e certidões referentes a confirmação em procedimentos de heteroidentificação realizados em concursos públicos federais, estaduais, distritais e municipais.",
        "Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas destinadas à ampla concorrência, de acordo com a sua classificação no concurso.",
        "Em caso de desistência de candidato negro aprovado em vaga reservada, a vaga será preenchida pelo candidato negro posteriormente classificado.",
        "Na hipótese de não haver número de candidatos negros aprovados suficiente para ocupar as vagas reservadas, as vagas remanescentes serão revertidas para a ampla concorrência e serão preenchidas pelos demais candidatos aprovados, observada a ordem de classificação.",
    ])
    return b


def ch_inscricao(n, cfg):
    b = [("h", "%d. DAS INSCRIÇÕES" % n)]
    b += items(str(n), [
        "As inscrições serão realizadas exclusivamente via internet, no endereço eletrônico %s, no período entre %s, observado o horário oficial de Brasília/DF." % (cfg["site"], cfg["insc_periodo"]),
        "O valor da taxa de inscrição será o constante da tabela a seguir:",
    ])
    b.append(("table", {"head": [["Nível / Cargo", "Valor da taxa de inscrição"]],
                        "rows": cfg["taxas"], "cls": "t small"}))
    b += items(str(n), [
        "", ][:0])
    b += [("p", "%d.%d %s" % (n, i + 3, t)) for i, t in enumerate([
        "O boleto bancário ou o código PIX estará disponível no endereço eletrônico %s e deverá ser pago até o dia %s." % (cfg["site"], cfg["venc"]),
        "As inscrições efetuadas somente serão confirmadas após a comprovação do pagamento da taxa de inscrição.",
        "É vedada a transferência do valor pago a título de taxa para terceiros, para outros concursos ou para outro cargo.",
        "O candidato poderá se inscrever para %s, devendo optar por apenas um dos cargos cujas provas sejam aplicadas no mesmo turno." % cfg.get("multi", "mais de um cargo"),
        "Não haverá devolução da taxa de inscrição, salvo em caso de cancelamento do certame por conveniência da Administração Pública.",
    ])]
    return b


def ch_isencao(n, cfg):
    b = [("h", "%d. DA ISENÇÃO DA TAXA DE INSCRIÇÃO" % n)]
    b += items(str(n), [
        "Haverá isenção do valor da taxa de inscrição somente para os candidatos amparados pela Lei nº 13.656, de 30 de abril de 2018, ou seja: a) candidato que, cumulativamente, seja membro de família de baixa renda inscrita no Cadastro Único para Programas Sociais do Governo Federal (CadÚnico), cuja renda familiar mensal per capita seja inferior ou igual a meio salário-mínimo nacional; b) candidato doador de medula óssea em entidades reconhecidas pelo Ministério da Saúde.",
        "%s" % cfg.get("isen_extra", "Também será isento o candidato que comprovar ter doado sangue, no mínimo, 3 (três) vezes nos 12 (doze) meses anteriores à publicação deste edital, nos termos da legislação municipal."),
        "O requerimento de isenção deverá ser feito no período de %s, por meio do formulário disponível no endereço eletrônico %s." % (cfg["isen_periodo"], cfg["site"]),
        "O resultado preliminar da análise dos pedidos de isenção será divulgado na data provável de %s." % cfg["isen_res"],
        "O candidato cujo pedido de isenção for indeferido poderá efetuar o pagamento da taxa de inscrição até o último dia de vencimento do boleto, para continuar participando do certame.",
    ])
    return b


def ch_provas(n, cfg):
    b = [("h", "%d. DAS PROVAS" % n)]
    b.append(("p", "%d.1 O concurso público constará das seguintes etapas, conforme o quadro a seguir:" % n))
    for t in cfg["provas_tabs"]:
        b.append(("table", t))
    b += [("p", "%d.%d %s" % (n, i + 2, t)) for i, t in enumerate([
        "A prova objetiva será aplicada na data provável de %s, nas cidades de %s, com duração de %s." % (cfg["data_prova"], cfg["cidades"], cfg.get("duracao", "4 (quatro) horas")),
        "Cada questão da prova objetiva terá %s alternativas, com uma única resposta correta." % cfg.get("alts", "5 (cinco)"),
        "Será considerado aprovado na prova objetiva o candidato que obtiver, no mínimo, %s do total de pontos da prova e não zerar nenhuma das disciplinas." % cfg.get("min_obj", "50% (cinquenta por cento)"),
        "O candidato deverá comparecer ao local designado para a prova com antecedência mínima de 1 (uma) hora do horário fixado para o seu início, munido de caneta esferográfica de tinta preta, fabricada em material transparente, e de documento de identidade original com foto.",
        "Não será permitida a entrada de candidatos após o fechamento dos portões, que ocorrerá %s." % cfg.get("portoes", "às 8h (oito horas), horário de Brasília/DF"),
        "O candidato somente poderá retirar-se do local de aplicação das provas depois de decorrida 1 (uma) hora do início, e somente poderá levar o caderno de questões nos últimos 30 (trinta) minutos anteriores ao horário determinado para o término das provas.",
    ])]
    return b


def ch_titulos(n, cfg):
    b = [("h", "%d. DA AVALIAÇÃO DE TÍTULOS" % n)]
    b += items(str(n), [
        "A avaliação de títulos, de caráter exclusivamente classificatório, valerá até %s pontos, ainda que a soma dos valores dos títulos apresentados seja superior a esse valor." % cfg.get("tit_max", "10,00"),
        "Somente serão convocados para a avaliação de títulos os candidatos aprovados na prova objetiva%s." % cfg.get("tit_conv", ""),
        "Os títulos considerados e os respectivos valores são os constantes do quadro a seguir:",
    ])
    b.append(("table", {"caption": cfg.get("tit_caption", "QUADRO DE ATRIBUIÇÃO DE PONTOS PARA A AVALIAÇÃO DE TÍTULOS"),
                        "head": [["Alínea", "Título", "Valor de cada título", "Valor máximo dos títulos"]],
                        "rows": cfg["titulos"], "cls": "t small", "spec": "|c|p{8.5cm}|c|c|", "ncol": 4}))
    b += [("p", "%d.%d %s" % (n, i + 4, t)) for i, t in enumerate([
        "Cada título será considerado uma única vez, sendo vedada a pontuação cumulativa de títulos de mesma natureza em alíneas distintas.",
        "Os diplomas e certificados expedidos no exterior somente serão considerados quando revalidados por instituição de ensino superior brasileira, na forma da legislação vigente.",
        "Para a comprovação da experiência profissional, o candidato deverá apresentar cópia da Carteira de Trabalho e Previdência Social (CTPS), certidão de tempo de serviço ou contrato de prestação de serviços, acompanhado de declaração do contratante.",
    ])]
    return b


def ch_classificacao(n, cfg):
    b = [("h", "%d. DA CLASSIFICAÇÃO E DOS CRITÉRIOS DE DESEMPATE" % n)]
    b += items(str(n), [
        "A nota final do candidato será %s." % cfg.get("nota_final", "a soma das notas obtidas na prova objetiva e na avaliação de títulos"),
        "Os candidatos serão classificados por ordem decrescente da nota final, em listas de classificação por cargo.",
        "Em caso de empate na nota final, terá preferência o candidato que, na seguinte ordem: a) tiver idade igual ou superior a 60 (sessenta) anos, até o último dia de inscrição, conforme art. 27, parágrafo único, da Lei nº 10.741, de 1º de outubro de 2003 (Estatuto da Pessoa Idosa); b) obtiver maior nota na prova de %s; c) obtiver maior nota na prova de %s; d) tiver exercido efetivamente a função de jurado, nos termos do art. 440 do Código de Processo Penal; e) tiver maior idade." % cfg.get("desempate", ("Conhecimentos Específicos", "Língua Portuguesa")),
        "Serão publicadas três listas: a primeira contendo a pontuação de todos os candidatos aprovados, inclusive os inscritos como pessoas com deficiência e os candidatos negros; a segunda, somente a pontuação dos candidatos com deficiência; e a terceira, somente a pontuação dos candidatos negros.",
    ])
    return b


def ch_recursos(n, cfg):
    b = [("h", "%d. DOS RECURSOS" % n)]
    b += items(str(n), [
        "Caberá recurso, no prazo de %s, contados do primeiro dia útil subsequente à divulgação, contra: a) o indeferimento do pedido de isenção; b) a homologação das inscrições; c) o gabarito preliminar da prova objetiva; d) o resultado preliminar das demais etapas." % cfg.get("prazo_rec", "2 (dois) dias úteis"),
        "O recurso deverá ser individual, com a indicação precisa do item ou questão a que se refere, e interposto exclusivamente por meio do endereço eletrônico %s." % cfg["site"],
        "Se do exame de recursos resultar anulação de questão integrante de prova, a pontuação correspondente a essa questão será atribuída a todos os candidatos presentes à prova, independentemente de terem recorrido.",
        "Não serão aceitos recursos interpostos por fac-símile, correio eletrônico, via postal ou fora do prazo estabelecido.",
    ])
    return b


def ch_nomeacao(n, cfg):
    b = [("h", "%d. DA NOMEAÇÃO E DA POSSE" % n)]
    b += items(str(n), [
        "A nomeação dos candidatos aprovados obedecerá rigorosamente à ordem de classificação, observada a alternância e a proporcionalidade entre as listas de ampla concorrência, de pessoas com deficiência e de candidatos negros.",
        cfg.get("ordem", "A nomeação dos candidatos com deficiência observará a 5ª, a 21ª, a 41ª e a 61ª vagas, e a dos candidatos negros, a 3ª, a 8ª, a 13ª e a 18ª vagas, e assim sucessivamente."),
        "Por ocasião da posse, o candidato deverá apresentar: a) documento de identidade; b) CPF; c) título de eleitor e comprovante de quitação eleitoral; d) certificado de reservista, se do sexo masculino; e) diploma ou certificado de conclusão da escolaridade exigida; f) registro no conselho de classe, quando exigido; g) certidões negativas criminais das Justiças Federal e Estadual dos últimos 5 (cinco) anos; h) declaração de bens; i) declaração de não acumulação de cargos, empregos ou funções públicas.",
        "O candidato nomeado será submetido a exame médico admissional, de caráter eliminatório, realizado pela junta médica oficial do %s." % cfg.get("orgao_curto", "órgão"),
        "O prazo para a posse é de %s, contados da publicação do ato de nomeação, podendo ser prorrogado por igual período a requerimento do interessado." % cfg.get("prazo_posse", "30 (trinta) dias"),
    ])
    return b


def ch_finais(n, cfg):
    b = [("h", "%d. DAS DISPOSIÇÕES FINAIS" % n)]
    b += items(str(n), [
        "A inscrição do candidato implicará a aceitação das normas para o concurso público contidas neste edital e em outros a serem publicados.",
        "O prazo de validade do concurso será de %s, contado a partir da data de publicação da homologação do resultado final, podendo ser prorrogado, uma única vez, por igual período." % cfg.get("validade", "2 (dois) anos"),
        "É de inteira responsabilidade do candidato acompanhar a publicação de todos os atos, editais e comunicados referentes a este concurso público no %s e no endereço eletrônico %s." % (cfg.get("veiculo", "Diário Oficial"), cfg["site"]),
        "O candidato deverá manter atualizados seus dados pessoais e seu endereço perante a banca até a data de homologação do resultado final e, após esta data, perante o %s." % cfg.get("orgao_curto", "órgão"),
        "Os casos omissos serão resolvidos pela Comissão Especial do Concurso em conjunto com a %s." % cfg["banca"],
        "Legislação com entrada em vigor após a data de publicação deste edital, bem como alterações em dispositivos legais e normativos a ele posteriores, não serão objeto de avaliação nas provas do concurso.",
    ])
    b.append(("p", cfg["local_data"]))
    for s in cfg["assinaturas"]:
        b.append(("pc", s))
    return b


def ch_cronograma(n_or_title, cfg):
    b = [("h", n_or_title)]
    b.append(("table", {"head": [["Evento", "Data provável"]], "rows": cfg["crono"], "cls": "t small",
                        "spec": "|p{11cm}|c|", "ncol": 2}))
    b.append(("p", "* As datas são prováveis e poderão ser alteradas em função da necessidade da Comissão do Concurso, o que será divulgado oportunamente."))
    return b


CONTEUDOS = {
    "Língua Portuguesa": "Compreensão e interpretação de textos de gêneros variados. Reconhecimento de tipos e gêneros textuais. Domínio da ortografia oficial. Domínio dos mecanismos de coesão textual: emprego de elementos de referenciação, substituição e repetição, de conectores e de outros elementos de sequenciação textual; emprego de tempos e modos verbais. Domínio da estrutura morfossintática do período: emprego das classes de palavras; relações de coordenação e de subordinação entre orações e entre termos da oração; emprego dos sinais de pontuação; concordância verbal e nominal; regência verbal e nominal; emprego do sinal indicativo de crase; colocação dos pronomes átonos. Reescrita de frases e parágrafos do texto.",
    "Matemática": "Números inteiros, racionais e reais; problemas de contagem. Sistema legal de medidas. Razões e proporções; divisão proporcional; regras de três simples e compostas; porcentagens. Equações e inequações de 1º e 2º graus. Sistemas lineares. Funções e gráficos. Princípios de contagem e probabilidade. Juros simples e compostos. Noções de estatística: média, moda, mediana.",
    "Raciocínio Lógico": "Estruturas lógicas. Lógica de argumentação: analogias, inferências, deduções e conclusões. Lógica sentencial (ou proposicional): proposições simples e compostas; tabelas-verdade; equivalências; leis de De Morgan; diagramas lógicos. Lógica de primeira ordem. Princípios de contagem e probabilidade. Operações com conjuntos. Raciocínio lógico envolvendo problemas aritméticos, geométricos e matriciais.",
    "Noções de Informática": "Noções de sistema operacional (ambientes Linux e Windows). Edição de textos, planilhas e apresentações (ambientes Microsoft Office e LibreOffice). Redes de computadores: conceitos básicos, ferramentas, aplicativos e procedimentos de Internet e intranet. Programas de navegação e de correio eletrônico. Noções de segurança da informação: vírus, worms, pragas virtuais; aplicativos para segurança (antivírus, firewall, anti-spyware). Computação na nuvem (cloud computing). Armazenamento de dados.",
    "Legislação": "Constituição Federal de 1988: arts. 1º a 16 e arts. 37 a 41. Lei nº 8.429, de 2 de junho de 1992 (Improbidade Administrativa) e alterações. Lei nº 12.527, de 18 de novembro de 2011 (Lei de Acesso à Informação). Lei nº 13.709, de 14 de agosto de 2018 (LGPD). Lei nº 14.133, de 1º de abril de 2021 (Licitações e Contratos Administrativos): princípios, modalidades e contratação direta.",
    "Saúde Pública": "Sistema Único de Saúde (SUS): princípios, diretrizes e organização. Lei nº 8.080, de 19 de setembro de 1990, e Lei nº 8.142, de 28 de dezembro de 1990. Decreto nº 7.508, de 28 de junho de 2011. Política Nacional de Atenção Básica (Portaria de Consolidação nº 2/2017). Vigilância epidemiológica, sanitária e ambiental. Indicadores de saúde. Controle social. Humanização. Notificação compulsória de doenças.",
    "Direito Administrativo": "Estado, governo e administração pública. Princípios expressos e implícitos. Organização administrativa: administração direta e indireta, autarquias, fundações, empresas públicas e sociedades de economia mista. Atos administrativos: conceito, requisitos, atributos, classificação, espécies, revogação, anulação e convalidação. Poderes administrativos. Agentes públicos: Lei nº 8.112, de 11 de dezembro de 1990. Responsabilidade civil do Estado. Controle da administração pública. Processo administrativo: Lei nº 9.784, de 29 de janeiro de 1999.",
}


def ch_conteudo(title, discs):
    b = [("h", title)]
    for d in discs:
        b.append(("p", "%s: %s" % (d.upper(), CONTEUDOS.get(d, d))))
    return b


def autodeclaracao(title, orgao, cargo_label="Cargo"):
    return [("h", title), ("pc", "AUTODECLARAÇÃO ÉTNICO-RACIAL (PRETO OU PARDO)"),
            ("p", "Eu, ____________________________________________________________, RG nº ______________, órgão expedidor ______, CPF nº ____.____.____-___, inscrito(a) no concurso público do(a) %s, para o %s de ______________________________, declaro, para o fim específico de concorrer às vagas reservadas, que sou ( ) preto ( ) pardo, conforme o quesito cor ou raça utilizado pelo IBGE." % (orgao, cargo_label.lower())),
            ("p", "Declaro, ainda, estar ciente de que, se for constatada falsidade desta declaração, serei eliminado(a) do concurso e, se houver sido nomeado(a), ficarei sujeito(a) à anulação da minha admissão, após procedimento administrativo em que me sejam assegurados o contraditório e a ampla defesa, sem prejuízo de outras sanções cabíveis."),
            ("p", "______________________, ____ de ______________ de ______."),
            ("pc", "_____________________________________________\nAssinatura do(a) candidato(a)")]


def requerimento(title, orgao):
    return [("h", title), ("pc", "REQUERIMENTO DE CONDIÇÕES ESPECIAIS / LAUDO MÉDICO"),
            ("p", "Nome do candidato: _____________________________________________ Nº de inscrição: __________"),
            ("p", "Cargo pretendido: ____________________________________________ CPF: ____________________"),
            ("p", "Solicito, ao(à) %s, as seguintes condições especiais para a realização das provas: ( ) prova ampliada (fonte 18) ( ) prova superampliada (fonte 24) ( ) ledor ( ) transcritor ( ) intérprete de Libras ( ) sala de fácil acesso ( ) tempo adicional de 1 (uma) hora ( ) amamentação ( ) outra: ____________________." % orgao),
            ("p", "Tipo de deficiência: ______________________ CID-10: ________ Nome e CRM do médico: ______________________________"),
            ("p", "Data: ____/____/______ Assinatura: __________________________________")]




def ch_negros_15142(n, cfg):
    b = [("h", "%d. DA RESERVA DE VAGAS PARA PESSOAS PRETAS E PARDAS, INDÍGENAS E QUILOMBOLAS" % n)]
    b += items(str(n), [
        "Das vagas oferecidas neste edital e das que vierem a ser criadas durante o prazo de validade do concurso, 30% (trinta por cento) serão reservadas na forma da Lei nº 15.142, de 3 de junho de 2025, e do Decreto nº 12.536, de 2025, sendo 25% (vinte e cinco por cento) para pessoas pretas e pardas, 3% (três por cento) para pessoas indígenas e 2% (dois por cento) para pessoas quilombolas.",
        "A reserva será aplicada sempre que o número de vagas oferecidas por cargo%s for igual ou superior a 2 (dois). Quando o cálculo resultar em número fracionado, será arredondado para o número inteiro imediatamente superior, em caso de fração igual ou maior que 0,5 (cinco décimos), ou imediatamente inferior, em caso de fração menor que 0,5 (cinco décimos)." % cfg.get("por", ""),
        "O quantitativo de vagas reservadas a cada grupo consta do %s." % cfg.get("onde", "quadro de vagas deste edital"),
        "Poderão concorrer às vagas reservadas a pessoas pretas e pardas os candidatos que assim se autodeclararem no ato da inscrição, conforme o quesito cor ou raça utilizado pela Fundação Instituto Brasileiro de Geografia e Estatística (IBGE). A autodeclaração será confirmada por procedimento de confirmação complementar (heteroidentificação), com base exclusivamente em critério fenotípico.",
        "A condição de pessoa indígena será confirmada mediante documento emitido por liderança ou organização indígena, e a de pessoa quilombola, por declaração da comunidade, nos termos do regulamento.",
        "Na hipótese de não haver candidatos de um dos grupos aprovados em número suficiente, as vagas remanescentes serão preenchidas, sucessivamente, pelos candidatos dos demais grupos beneficiários e, por fim, pelos da ampla concorrência, observada a ordem de classificação.",
        "Os candidatos beneficiários da reserva concorrerão concomitantemente às vagas de ampla concorrência, e os aprovados dentro do número de vagas da ampla concorrência não serão computados para efeito do preenchimento das vagas reservadas.",
    ])
    return b


# ---------------------------------------------------------------- producers
LO_PROFILE = "file:///tmp/w17/lo"


def run(cmd):
    import subprocess
    r = subprocess.run(cmd, shell=isinstance(cmd, str), capture_output=True, text=True)
    if r.returncode != 0:
        print("RC", r.returncode, r.stderr[-2000:])
    return r


def write(path, s):
    with open(path, "w", encoding="utf-8") as f:
        f.write(s)


def html_doc(blocks, css, title="Edital", pre="", post=""):
    return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>\n%s%s%s\n</body></html>\n'
            % (html.escape(title), css, pre, to_html(blocks), post))


def soffice_pdf(src, outdir):
    """LibreOffice headless export (Writer for .docx, Calc for .xlsx) under a pt-BR locale; returns the PDF path"""
    import shutil, subprocess
    ext = os.path.splitext(src)[1]
    os.makedirs(outdir, exist_ok=True)
    tmp = os.path.join(outdir, "in_" + ext[1:] + ext)
    shutil.copy(src, tmp)
    env = dict(os.environ, LC_ALL="pt_BR.UTF-8", LANG="pt_BR.UTF-8")
    r = subprocess.run(["soffice", "-env:UserInstallation=" + LO_PROFILE, "--headless", "--convert-to", "pdf", "--outdir", outdir, tmp],
                       capture_output=True, text=True, env=env)
    if r.returncode != 0:
        print("soffice", r.returncode, r.stderr[-1000:])
    return os.path.splitext(tmp)[0] + ".pdf"


def chromium(fn):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        try:
            return fn(b.new_page())
        finally:
            b.close()


def chromium_pdf(html_path, pdf_path, header="", footer="", landscape=False, margin=None):
    def go(pg):
        pg.goto("file://" + os.path.abspath(html_path))
        pg.pdf(path=pdf_path, format="A4", landscape=landscape, print_background=True,
               display_header_footer=bool(header or footer), header_template=header or "<span></span>",
               footer_template=footer or "<span></span>",
               margin=margin or {"top": "2.2cm", "bottom": "2cm", "left": "2cm", "right": "2cm"})
    chromium(go)


def innertext(html_path, selector=None):
    """what select-all + copy gives in Chromium: body.innerText, or the selection of one node's contents"""
    def go(pg):
        pg.set_viewport_size({"width": 1366, "height": 900})
        pg.goto("file://" + os.path.abspath(html_path))
        if not selector:
            return pg.evaluate("document.body.innerText")
        return pg.evaluate("""(sel) => { const r = document.createRange(); r.selectNodeContents(document.querySelector(sel));
            const s = window.getSelection(); s.removeAllRanges(); s.addRange(r); return s.toString(); }""", selector)
    return chromium(go)


def pdfium_text(pdf_path):
    import pypdfium2 as pdfium
    doc = pdfium.PdfDocument(pdf_path)
    out = []
    for i in range(len(doc)):
        out.append(doc[i].get_textpage().get_text_range())
    doc.close()
    return "\n".join(out)


def pypdf_text(pdf_path):
    import pypdf
    return "\n".join(p.extract_text() for p in pypdf.PdfReader(pdf_path).pages)


def join_pdfs(parts, out):
    import pypdf
    w = pypdf.PdfWriter()
    for p in parts:
        for pg in pypdf.PdfReader(p).pages:
            w.add_page(pg)
    w.compress_identical_objects()
    with open(out, "wb") as fh:
        w.write(fh)


def finish(name, entries, kind, meta=None, html_src=None, selector=None):
    """kind: pypdf | pdfium (text of OUT/name.pdf) | innertext | selection (text of sources/name.html in Chromium)"""
    pdf = os.path.join(OUT, name + ".pdf")
    if kind == "pypdf":
        txt = pypdf_text(pdf)
    elif kind == "pdfium":
        txt = pdfium_text(pdf)
    else:
        txt = innertext(os.path.join(SRC, name + ".html"), selector)
    write(os.path.join(OUT, name + ".txt"), txt)
    d = {"file": name + ".txt"}
    if kind in ("pypdf", "pdfium"):
        d["pdf"] = name + ".pdf"
    d.update({"kind": kind, "selector": selector, "entries": entries, "meta": meta or {}})
    with open(os.path.join(SRC, name + ".entries.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
    miss = [e["name_has"] for e in entries if e["name_has"] not in txt]
    names = [e["name_has"] for e in entries]
    dup = [a for a in names if any(a in b for b in names if b != a)]
    size = os.path.getsize(pdf) if "pdf" in d else 0
    print(name, kind, "size", size, "chars", len(txt), "entries", len(entries), "vagas", sum(e["vacancies"] for e in entries),
          "missing", miss, "not unique", dup)
    return txt


# ---------------------------------------------------------------- DOCX (python-docx), for Writer exports
def docx_builder(header_lines, footer_text, font="Liberation Sans", size=10, margins=(2.0, 1.8, 2.2, 2.2)):
    from docx import Document
    from docx.shared import Pt, Cm
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.oxml.ns import qn
    from docx.oxml import OxmlElement
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(3)
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21), Cm(29.7)
    sec.top_margin, sec.bottom_margin, sec.left_margin, sec.right_margin = [Cm(m) for m in margins]

    def field(par, code, sz):
        r = par.add_run()
        r.font.size = Pt(sz)
        for tag, txt in (("begin", None), (None, code), ("end", None)):
            if tag:
                e = OxmlElement("w:fldChar"); e.set(qn("w:fldCharType"), tag); r._r.append(e)
            else:
                e = OxmlElement("w:instrText"); e.set(qn("xml:space"), "preserve"); e.text = txt; r._r.append(e)

    hp = sec.header.paragraphs[0]
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    for i, ln in enumerate(header_lines):
        r = hp.add_run(ln + ("\n" if i < len(header_lines) - 1 else ""))
        r.font.size = Pt(8); r.bold = i == 0
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    fp.add_run(footer_text + "   –   Página ").font.size = Pt(7)
    field(fp, "PAGE", 7)

    def shade(c, color):
        tcPr = c._tc.get_or_add_tcPr()
        sh = OxmlElement("w:shd"); sh.set(qn("w:val"), "clear"); sh.set(qn("w:color"), "auto"); sh.set(qn("w:fill"), color); tcPr.append(sh)

    def repeat_header(row):
        trPr = row._tr.get_or_add_trPr()
        e = OxmlElement("w:tblHeader"); e.set(qn("w:val"), "true"); trPr.append(e)

    def add_table(b, widths=None, fs=8.5):
        head, rows = b.get("head", []), [r["cells"] if isinstance(r, dict) else r for r in b["rows"]]
        ncol = sum(cell(c)["cs"] for c in (head[0] if head else rows[0]))
        allrows = head + rows
        if b.get("caption"):
            p = doc.add_paragraph(); rr = p.add_run(b["caption"]); rr.bold = True; rr.font.size = Pt(9)
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        t = doc.add_table(rows=len(allrows), cols=ncol)
        t.style = "Table Grid"
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        occ = set()
        for ri, r in enumerate(allrows):
            ci = 0
            for c in r:
                c = cell(c)
                while (ri, ci) in occ:
                    ci += 1
                tc = t.cell(ri, ci)
                if c["rs"] > 1 or c["cs"] > 1:
                    tc = tc.merge(t.cell(ri + c["rs"] - 1, ci + c["cs"] - 1))
                for a in range(c["rs"]):
                    for k in range(c["cs"]):
                        occ.add((ri + a, ci + k))
                tc.text = ""
                par = tc.paragraphs[0]
                par.paragraph_format.space_after = Pt(0)
                run = par.add_run(c["t"])
                run.font.size = Pt(fs)
                if ri < len(head) or c["cls"] == "b":
                    run.bold = True
                if ri < len(head):
                    shade(tc, "D9D9D9")
                    par.alignment = WD_ALIGN_PARAGRAPH.CENTER
                ci += c["cs"]
        for ri in range(len(head)):
            repeat_header(t.rows[ri])
        if widths:
            t.autofit = False
            for i, w in enumerate(widths):
                t.columns[i].width = Cm(w)
            for row in t.rows:
                for i, w in enumerate(widths):
                    row.cells[i].width = Cm(w)
        if b.get("note"):
            p = doc.add_paragraph(); rr = p.add_run(b["note"]); rr.font.size = Pt(8)
        return t

    def render(blocks):
        for bl in blocks:
            k = bl[0]
            if k == "title":
                p = doc.add_paragraph(); r = p.add_run(bl[1]); r.bold = True; r.font.size = Pt(12)
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            elif k in ("h", "h3"):
                p = doc.add_paragraph(); r = p.add_run(bl[1]); r.bold = True
                p.paragraph_format.space_before = Pt(8); p.paragraph_format.keep_with_next = True
            elif k == "p":
                p = doc.add_paragraph(bl[1]); p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            elif k == "pi":
                p = doc.add_paragraph(bl[1]); p.paragraph_format.left_indent = Cm(1)
            elif k == "pc":
                p = doc.add_paragraph(bl[1]); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            elif k == "table":
                add_table(bl[1], bl[1].get("widths"), bl[1].get("fs", 8.5))
            elif k == "pagebreak":
                doc.add_page_break()
            elif k in ("landscape", "portrait"):
                from docx.enum.section import WD_ORIENT, WD_SECTION
                s2 = doc.add_section(WD_SECTION.NEW_PAGE)
                w, h = sorted([s2.page_width, s2.page_height])
                s2.orientation = WD_ORIENT.LANDSCAPE if k == "landscape" else WD_ORIENT.PORTRAIT
                s2.page_width, s2.page_height = (h, w) if k == "landscape" else (w, h)
            elif k == "toc":
                for a, pnum in bl[1]:
                    p = doc.add_paragraph(); p.paragraph_format.space_after = Pt(0)
                    p.paragraph_format.tab_stops.add_tab_stop(Cm(16.4))
                    p.add_run("%s\t%s" % (a, pnum))
    return doc, render


# ---------------------------------------------------------------- XLSX (openpyxl), for Calc exports
def xl_styles():
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    thin = Side(style="thin", color="000000")
    return dict(border=Border(left=thin, right=thin, top=thin, bottom=thin),
                head_font=Font(name="Liberation Sans", bold=True, size=9), font=Font(name="Liberation Sans", size=9),
                bold=Font(name="Liberation Sans", bold=True, size=9), title_font=Font(name="Liberation Sans", bold=True, size=11),
                fill=PatternFill("solid", fgColor="D9E1F2"), fill2=PatternFill("solid", fgColor="F2F2F2"),
                wrap=Alignment(wrap_text=True, vertical="center"), center=Alignment(horizontal="center", vertical="center", wrap_text=True))


# ---------------------------------------------------------------- writer15: the fifteenth set's extractors and Typst
PYLIB = os.environ.get("W17_PYLIB", "/tmp/w17/pylib")
PDFJS_DIR = os.environ.get("PDFJS_DIR", "/tmp/w16/pdfjs")


def _pylib():
    import sys
    if PYLIB not in sys.path:
        sys.path.insert(0, PYLIB)


def pdftotext(pdf_path, mode=""):
    """poppler pdftotext, default mode ("") or "-layout" / "-raw", UTF-8, to stdout"""
    import subprocess
    cmd = ["pdftotext", "-enc", "UTF-8"] + ([mode] if mode else []) + [pdf_path, "-"]
    return subprocess.run(cmd, capture_output=True, check=True).stdout.decode("utf-8")


def pdfminer_text(pdf_path):
    _pylib()
    from pdfminer.high_level import extract_text
    return extract_text(pdf_path)


def pdfplumber_text(pdf_path):
    _pylib()
    import pdfplumber
    with pdfplumber.open(pdf_path) as pdf:
        return "\n".join((p.extract_text() or "") for p in pdf.pages)


def pdfjs_text(pdf_path):
    import subprocess
    return subprocess.run(["node", os.path.join(SRC, "pdfjs_text.mjs"), pdf_path], capture_output=True, check=True,
                          env=dict(os.environ, PDFJS_DIR=PDFJS_DIR)).stdout.decode("utf-8")


EXTRACT = {"pdftotext": lambda p: pdftotext(p), "pdftotext-layout": lambda p: pdftotext(p, "-layout"),
           "pdftotext-raw": lambda p: pdftotext(p, "-raw"), "pdfminer": pdfminer_text, "pdfplumber": pdfplumber_text,
           "pdfjs": pdfjs_text, "pypdf": lambda p: pypdf_text(p), "pdfium": lambda p: pdfium_text(p)}


def typst_pdf(src, pdf_path):
    _pylib()
    import typst
    typst.compile(src, output=pdf_path)


def finish2(name, entries, kind, meta=None, totals=None):
    """kind: one of EXTRACT; the text of OUT/name.pdf by that path, written to OUT/name.txt, entries to sources/"""
    pdf = os.path.join(OUT, name + ".pdf")
    txt = EXTRACT[kind](pdf)
    with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(txt)
    d = {"file": name + ".txt", "pdf": name + ".pdf", "kind": kind, "entries": entries, "meta": meta or {},
         "stated_totals": {"vacancies": totals[0], "negros": totals[1]} if totals else None}
    with open(os.path.join(SRC, name + ".entries.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
    sq = re.sub(r"\s+", "", txt)
    miss = [e["name_has"] for e in entries if e["name_has"] not in txt]
    miss_ws = [e["name_has"] for e in entries if re.sub(r"\s+", "", e["name_has"]) not in sq]
    names = [e["name_has"] for e in entries]
    dup = [a for a in names if any(a in b for b in names if b != a)]
    import pypdf
    npages = len(pypdf.PdfReader(pdf).pages)
    print(name, kind, "pages", npages, "size", os.path.getsize(pdf), "chars", len(txt), "entries", len(entries),
          "vagas", sum(e["vacancies"] for e in entries), "negros", sum(e["negros_stated"] for e in entries),
          "missing", miss, "missing-ws", miss_ws, "not unique", dup, "totals", totals)
    return txt


def quadro_html(caption, head_html, rows, note="", cls="q", colgroup=""):
    return '<table class="%s"><caption>%s</caption>%s<thead>%s</thead><tbody>%s</tbody></table>%s' % (
        cls, html.escape(caption), colgroup, head_html, "\n".join(rows), ('<p class="note">%s</p>' % h_esc(note)) if note else "")


def tds(cells):
    return "".join("<td>%s</td>" % c for c in cells)


def r_neg(n, pct=0.2, minimo=3):
    """Lei 12.990-style reserve: pct of n when n >= minimo, rounded half up"""
    if n < minimo:
        return 0
    x = n * pct
    return int(x + 0.5)


def r_pcd(n, pct=0.05, minimo=5):
    if n < minimo:
        return 0
    import math
    return max(1, math.ceil(n * pct))


CSS_BASE = """@page{size:A4} body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;line-height:1.3} h1.title{font-size:10.5pt;text-align:center}
h2{font-size:9.5pt;margin:9px 0 3px} p{margin:2px 0;text-align:justify} p.c{text-align:center} p.i{margin-left:1cm}
table{border-collapse:collapse;margin:6px auto;font-size:8.5pt;width:100%} td,th{border:1px solid #333;padding:2px 3px;vertical-align:middle} th{background:#ddd}
thead{display:table-header-group} tr{page-break-inside:avoid} caption{font-weight:bold;padding:4px} .note{font-size:8pt} .pb{page-break-after:always}
table.toc td{border:none} td.r{text-align:right} tr.tot td{font-weight:bold} table.small{width:80%}"""
HDR_FTR = ('<div style="font-size:7px;width:100%%;margin:0 1.6cm;border-bottom:0.5px solid #000;font-family:sans-serif">%s</div>',
           '<div style="font-size:7px;width:100%%;text-align:center;font-family:sans-serif">Página <span class="pageNumber"></span> de <span class="totalPages"></span></div>')


def chromium_edital(name, blocks, css, head_txt, title="Edital", landscape=False, margin=None):
    hp = os.path.join(SRC, name + ".html")
    write(hp, html_doc(blocks, css, title))
    chromium_pdf(hp, os.path.join(OUT, name + ".pdf"), HDR_FTR[0] % html.escape(head_txt), HDR_FTR[1], landscape=landscape,
                 margin=margin or {"top": "2cm", "bottom": "1.7cm", "left": "1.8cm", "right": "1.8cm"})


def base_cfg(pub=None, **kw):
    """defaults for the chapter generators; each edital overrides what is its own"""
    c = dict(insc_periodo="2 de março de 2026 e 6 de abril de 2026", venc="7 de abril de 2026", isen_periodo="2 a 6 de março de 2026",
             isen_res="16 de março de 2026", data_prova="17 de maio de 2026", cidades="a sede do órgão", pcd_pct="5% (cinco por cento)",
             taxas=[["Nível superior", "R$ 120,00"], ["Nível médio / técnico", "R$ 85,00"], ["Nível fundamental", "R$ 60,00"]],
             titulos=[["A", "Diploma de doutorado na área do cargo", "3,00", "3,00"], ["B", "Diploma de mestrado na área do cargo", "2,00", "2,00"],
                      ["C", "Certificado de especialização lato sensu (mínimo de 360 horas)", "1,00", "2,00"],
                      ["D", "Experiência profissional na área do cargo, por ano completo, sem sobreposição", "0,50", "3,00"]])
    c["provas_tabs"] = [{"caption": "Quadro de provas objetivas", "head": [["Prova", "Disciplina", "Nº de questões", "Peso", "Pontuação máxima"]],
                         "rows": [["P1", "Língua Portuguesa", "15", "2,0", "30,00"], ["P1", "Raciocínio Lógico", "10", "1,0", "10,00"],
                                  ["P1", "Noções de Informática", "5", "1,0", "5,00"], ["P2", "Conhecimentos Específicos", "20", "2,75", "55,00"],
                                  ["", "Total", "50", "–", "100,00"]]}]
    c["crono"] = [["Publicação do edital de abertura", "20/2/2026"], ["Período de inscrições", "2/3 a 6/4/2026"], ["Pedidos de isenção", "2 a 6/3/2026"],
                  ["Resultado dos pedidos de isenção", "16/3/2026"], ["Divulgação dos locais de prova", "8/5/2026"], ["Aplicação da prova objetiva", "17/5/2026"],
                  ["Gabarito preliminar", "18/5/2026"], ["Prazo de recursos contra o gabarito", "19 e 20/5/2026"], ["Resultado final e homologação", "30/6/2026"]]
    c.update(kw)
    if pub:
        c.update(datas(pub))
    return c


MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]


def datas(pub):
    """a schedule consistent with the publication date pub ("AAAA-MM-DD"): inscrições, isenção, prova on a Sunday, results"""
    import datetime as dt
    p = dt.date.fromisoformat(pub)
    d = lambda n: p + dt.timedelta(days=n)
    ext = lambda x: "%d de %s de %d" % (x.day, MESES[x.month - 1], x.year)
    sh = lambda x: "%d/%d/%d" % (x.day, x.month, x.year)
    i0, i1, e1, er = d(7), d(37), d(11), d(21)
    pv = d(72)
    while pv.weekday() != 6:
        pv += dt.timedelta(days=1)
    loc, gab, r0, r1, fim = pv - dt.timedelta(days=9), pv + dt.timedelta(days=1), pv + dt.timedelta(days=2), pv + dt.timedelta(days=3), pv + dt.timedelta(days=45)
    return dict(insc_periodo="%s e %s" % (ext(i0), ext(i1)), venc=ext(i1 + dt.timedelta(days=1)), isen_periodo="%d a %s" % (i0.day, ext(e1)) if i0.month == e1.month else "%s a %s" % (ext(i0), ext(e1)),
                isen_res=ext(er), data_prova=ext(pv),
                crono=[["Publicação do edital de abertura", sh(p)], ["Período de inscrições", "%s a %s" % (sh(i0), sh(i1))], ["Pedidos de isenção da taxa", "%s a %s" % (sh(i0), sh(e1))],
                       ["Resultado dos pedidos de isenção", sh(er)], ["Último dia para pagamento da taxa", sh(i1 + dt.timedelta(days=1))], ["Divulgação dos locais de prova", sh(loc)],
                       ["Aplicação da prova objetiva", sh(pv)], ["Gabarito preliminar", sh(gab)], ["Prazo de recursos contra o gabarito", "%s e %s" % (sh(r0), sh(r1))],
                       ["Resultado final e homologação", sh(fim)]])


def corpo(cfg, start=3, law="12990", titulos=False, extra=()):
    """chapters start..: inscrições, isenção, PcD, negros (12990 or 15142), provas, [títulos], classificação, recursos, nomeação, finais"""
    n = start
    b = []
    neg = ch_negros_15142 if law == "15142" else ch_negros_12990
    chs = [ch_inscricao, ch_isencao, ch_pcd, neg, ch_provas] + ([ch_titulos] if titulos else []) + list(extra) + [ch_classificacao, ch_recursos, ch_nomeacao, ch_finais]
    for f in chs:
        b += f(n, cfg)
        n += 1
    return b


# ---------------------------------------------------------------- Typst markup from the block model
def ts(s):
    """a Typst string literal shown as content"""
    return '#"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def t_cell(c, bold=False, rot=False, extra=""):
    c = cell(c)
    body = '"%s"' % c["t"].replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    if bold or c["cls"] == "b":
        body = "strong(%s)" % body
    if rot:
        body = "rotate(-90deg, reflow: true)[#%s]" % body
    args = []
    if c["rs"] > 1:
        args.append("rowspan: %d" % c["rs"])
    if c["cs"] > 1:
        args.append("colspan: %d" % c["cs"])
    if extra:
        args.append(extra)
    if args:
        return "table.cell(%s)[#%s]" % (", ".join(args), body)
    return "[#%s]" % body


def typst_table(b):
    cols = b.get("tcols") or "(auto,) * %d" % sum(cell(c)["cs"] for c in (b["head"][0] if b.get("head") else b["rows"][0]))
    out = []
    if b.get("caption"):
        out.append("#align(center)[*%s*]" % ts(b["caption"]))
    out.append("#table(columns: %s, inset: 3pt, align: %s, stroke: 0.5pt," % (cols, b.get("talign", "(x, y) => if x == 0 { left + horizon } else { center + horizon }")))
    if b.get("head"):
        rot = set(b.get("rot", ()))
        hs = []
        for ri, r in enumerate(b["head"]):
            for c in r:
                hs.append(t_cell(c, True, cell(c)["t"] in rot, "fill: luma(220)"))
        out.append("  table.header(%s)," % ", ".join(hs))
    for r in b["rows"]:
        r = r["cells"] if isinstance(r, dict) else r
        out.append("  " + ", ".join(t_cell(c) for c in r) + ",")
    out.append(")")
    if b.get("note"):
        out.append("#text(size: 7.5pt)[%s]" % ts(b["note"]))
    return "\n".join(out)


def to_typst(blocks, preamble):
    out = [preamble]
    for b in blocks:
        k = b[0]
        if k == "title":
            out.append("#align(center)[#text(size: 11pt, weight: \"bold\")[%s]]" % ts(b[1]))
        elif k in ("h", "h3"):
            out.append("#block(above: 9pt, below: 4pt, sticky: true)[*%s*]" % ts(b[1]))
        elif k == "p":
            out.append("#par(justify: true)[%s]" % ts(b[1]))
        elif k == "pi":
            out.append("#pad(left: 1cm)[%s]" % ts(b[1]))
        elif k == "pc":
            out.append("#align(center)[%s]" % ts(b[1]))
        elif k == "table":
            out.append(typst_table(b[1]))
        elif k == "pagebreak":
            out.append("#pagebreak()")
        elif k == "landscape":
            out.append("#set page(flipped: true)")
        elif k == "portrait":
            out.append("#set page(flipped: false)")
        elif k == "typst":
            out.append(b[1])
        out.append("")
    return "\n".join(out)


def typst_preamble(header, font="Liberation Sans", size="9.5pt"):
    return ('#set page(paper: "a4", margin: (x: 1.8cm, top: 2.2cm, bottom: 1.8cm),\n'
            '  header: align(center)[#text(size: 7pt)[%s] #line(length: 100%%, stroke: 0.4pt)],\n'
            '  footer: context align(center)[#text(size: 7pt)[Página #counter(page).display() de #counter(page).final().first()]])\n'
            '#set text(font: "%s", size: %s, lang: "pt")\n#set par(spacing: 0.6em)\n' % (ts(header), font, size))


# ---------------------------------------------------------------- the sixteenth set's text paths
# Each takes the source file (a PDF for the MuPDF paths, an HTML or DOCX edital for the others) and returns the tool's
# output, unedited (decoded as UTF-8).
def _cmd(cmd, env=None):
    import subprocess
    r = subprocess.run(cmd, capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (cmd, r.stderr.decode("utf-8", "replace")[-800:]))
    return r.stdout.decode("utf-8")


def mutool_txt(pdf):
    """MuPDF's command-line text device: mutool draw -F txt FILE.pdf (to stdout)"""
    return _cmd(["mutool", "draw", "-q", "-F", "txt", "-o", "-", pdf])


def _pymupdf():
    _pylib()
    import pymupdf
    return pymupdf


def pymupdf_text(pdf):
    """PyMuPDF's documented recipe: each page's get_text() written out, a form feed after each page"""
    pm = _pymupdf()
    with pm.open(pdf) as doc:
        return "".join(p.get_text() + chr(12) for p in doc)


def pymupdf_sort(pdf):
    """PyMuPDF get_text(sort=True), pages joined with a newline"""
    pm = _pymupdf()
    with pm.open(pdf) as doc:
        return "\n".join(p.get_text(sort=True) for p in doc)


def pymupdf_blocks(pdf):
    """PyMuPDF get_text("blocks"), text blocks (type 0) in their default order, their texts joined by a blank line"""
    pm = _pymupdf()
    with pm.open(pdf) as doc:
        return "\n".join(b[4] for p in doc for b in p.get_text("blocks") if b[6] == 0)


def pandoc(src, to):
    """pandoc FILE.{docx,html} -t plain|markdown|gfm (default column width 72)"""
    frm = "docx" if src.endswith(".docx") else "html"
    return _cmd(["pandoc", "-f", frm, "-t", to, src])


def w3m_dump(src):
    return _cmd(["w3m", "-dump", "-cols", "100", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", src])


def lynx_dump(src):
    return _cmd(["lynx", "-dump", "-nolist", "-width=100", "-assume_charset=utf-8", "-display_charset=utf-8", src],
                env=dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8"))


def html2text_md(src):
    """html2text (Python) with its defaults (body_width 78, tables as markdown pipes)"""
    _pylib()
    import html2text
    return html2text.html2text(open(src, encoding="utf-8").read())


def soffice_txt(src):
    """LibreOffice "save as text" of a DOCX: soffice --headless --convert-to txt:Text (UTF-8 by Text's default filter)"""
    import shutil, subprocess, tempfile
    d = tempfile.mkdtemp(prefix="w17lo")
    tmp = os.path.join(d, "edital.docx")
    shutil.copy(src, tmp)
    env = dict(os.environ, LC_ALL="pt_BR.UTF-8", LANG="pt_BR.UTF-8")
    subprocess.run(["soffice", "-env:UserInstallation=" + LO_PROFILE, "--headless", "--convert-to", "txt:Text (encoded):UTF8",
                    "--outdir", d, tmp], capture_output=True, env=env, check=True)
    with open(os.path.join(d, "edital.txt"), encoding="utf-8-sig", newline="") as f:
        t = f.read()
    shutil.rmtree(d)
    return t


EXTRACT.update({"mutool-txt": mutool_txt, "pymupdf": pymupdf_text, "pymupdf-sort": pymupdf_sort, "pymupdf-blocks": pymupdf_blocks,
                "pandoc-plain": lambda s: pandoc(s, "plain"), "pandoc-markdown": lambda s: pandoc(s, "markdown"),
                "pandoc-gfm": lambda s: pandoc(s, "gfm"), "w3m": w3m_dump, "lynx": lynx_dump, "html2text": html2text_md,
                "soffice-txt": soffice_txt})
PDF_KINDS = ("mutool-txt", "pymupdf", "pymupdf-sort", "pymupdf-blocks")


def finish3(name, entries, kind, source, meta=None, totals=None):
    """source: the file the text path reads (OUT/name.pdf for the MuPDF paths, else sources/name.html or .docx);
    writes OUT/name.txt and sources/name.entries.json"""
    txt = EXTRACT[kind](source)
    with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8", newline="") as f:
        f.write(txt)
    pdf = name + ".pdf" if os.path.exists(os.path.join(OUT, name + ".pdf")) else None
    d = {"file": name + ".txt", "pdf": pdf, "kind": kind, "source": os.path.relpath(source, SRC), "entries": entries,
         "meta": meta or {}, "stated_totals": {"vacancies": totals[0], "negros": totals[1]}}
    with open(os.path.join(SRC, name + ".entries.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
    sq = re.sub(r"\s+", "", txt)
    miss = [e["name_has"] for e in entries if e["name_has"] not in txt]
    miss_ws = [e["name_has"] for e in entries if re.sub(r"\s+", "", e["name_has"]) not in sq]
    names = [e["name_has"] for e in entries]
    dup = [a for a in names if any(a in b for b in names if b != a)]
    info = ""
    if pdf:
        pm = _pymupdf()
        with pm.open(os.path.join(OUT, pdf)) as doc:
            info = "pages %d size %d" % (len(doc), os.path.getsize(os.path.join(OUT, pdf)))
    print(name, kind, info, "chars", len(txt), "entries", len(entries), "vagas", sum(e["vacancies"] for e in entries),
          "negros", sum(e["negros_stated"] for e in entries), "missing", miss, "missing-ws", miss_ws, "not unique", dup, "totals", totals)
    return txt


def page_est(blocks):
    """rough page count of a block list (for HTML/DOCX editais without a PDF): ~3,300 characters a page"""
    n = 0
    for b in blocks:
        if b[0] == "table":
            n += sum(len(" ".join(cell(c)["t"] for c in (r["cells"] if isinstance(r, dict) else r))) + 40 for r in b[1]["rows"])
        elif len(b) > 1 and isinstance(b[1], str):
            n += len(b[1])
    return n / 3300.0


# ---------------------------------------------------------------- more chapters (sixteenth set), to make whole editais
def ch_heteroid(n, cfg):
    b = [("h", "%d. DO PROCEDIMENTO DE HETEROIDENTIFICAÇÃO" % n)]
    b += items(str(n), [
        "Os candidatos que se autodeclararem pretos ou pardos, se aprovados na prova objetiva e classificados dentro do limite de %s, serão convocados para o procedimento de heteroidentificação, a ser realizado %s." % (cfg.get("het_lim", "três vezes o número de vagas reservadas"), cfg.get("het_onde", "presencialmente, na cidade de aplicação das provas")),
        "O procedimento será filmado, e a gravação será utilizada na análise de eventuais recursos. O candidato que se recusar à filmagem será eliminado do concurso, dispensada a convocação suplementar de candidatos não habilitados.",
        "A comissão deliberará pela maioria de seus membros, sob a forma de parecer motivado, e suas deliberações terão validade apenas para este concurso público.",
        "Será eliminado do concurso o candidato cuja autodeclaração não for confirmada, ainda que tenha obtido nota suficiente para aprovação na ampla concorrência, salvo se comprovada a boa-fé, hipótese em que passará a concorrer apenas às vagas de ampla concorrência.",
        "Caberá recurso contra o resultado preliminar do procedimento de heteroidentificação, no prazo de 2 (dois) dias úteis, a ser apreciado por comissão recursal composta por 3 (três) integrantes distintos dos membros da comissão original.",
    ])
    return b


def ch_atendimento(n, cfg):
    b = [("h", "%d. DO ATENDIMENTO ESPECIAL" % n)]
    b += items(str(n), [
        "O candidato que necessitar de atendimento especial para a realização das provas deverá indicar, no formulário de inscrição, os recursos especiais necessários e enviar, até %s, cópia digitalizada do laudo médico que justifique o atendimento solicitado." % cfg.get("venc", "o último dia de inscrição"),
        "A candidata que tiver necessidade de amamentar durante a realização das provas deverá levar um acompanhante adulto, que ficará em sala reservada e será responsável pela guarda da criança; não haverá compensação do tempo de amamentação na duração da prova.",
        "O candidato que, por motivos religiosos, necessitar de atendimento em horário diverso deverá requerê-lo no mesmo prazo, anexando declaração da congregação a que pertence.",
        "A solicitação de atendimento especial será atendida segundo critérios de viabilidade e de razoabilidade, e o resultado será divulgado com a relação das inscrições homologadas.",
    ])
    return b


def anexo_atrib(title, pares):
    b = [("h", title)]
    for nome, req in pares:
        b.append(("p", "%s. REQUISITOS: %s. ATRIBUIÇÕES: executar, sob supervisão ou com autonomia, conforme o nível do cargo, as atividades próprias da área, elaborar relatórios e pareceres, operar os sistemas informatizados do órgão, zelar pela guarda e conservação dos bens sob sua responsabilidade e executar outras tarefas correlatas determinadas pela chefia imediata." % (nome.upper(), req)))
    return b
