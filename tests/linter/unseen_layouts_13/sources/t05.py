# t05: Universidade Federal do Cariri Oriental (UFCO), concurso docente by its own commission (PROGEP), pdflatex
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t05_ufco_docente_pdflatex_longtable_rotated"
R = lambda t: {"t": t, "rs": 1, "cs": 1, "cls": None, "rot": True}

cfg = dict(site="https://concursos.ufco.edu.br", banca="Pró-Reitoria de Gestão de Pessoas – PROGEP/UFCO", orgao_curto="UFCO",
           veiculo="Diário Oficial da União", validade="1 (um) ano", prazo_posse="30 (trinta) dias",
           local_data="Juazeiro do Norte/CE, 2 de junho de 2025.", assinaturas=["Profa. Dra. HELENA MARIA DE SÁ BARRETO\nReitora"],
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", neg_pct="20% (vinte por cento)",
           ordem="A nomeação dos candidatos aprovados nas vagas reservadas observará, no conjunto das vagas do edital, a 3ª, a 8ª, a 13ª e a 18ª vagas para candidatos negros e a 5ª vaga para candidato com deficiência.")

# campus, unidade, área/subárea, classe, regime, vagas, negros, footnote
V = [("Juazeiro do Norte (Sede)", "Centro de Ciências e Tecnologia", [
        ("Engenharia Civil / Estruturas de Concreto", "Adjunto A", "DE", 1, 0),
        ("Matemática / Álgebra e Geometria", "Adjunto A", "DE", 3, 1),
        ("Ciência da Computação / Inteligência Artificial", "Adjunto A", "DE", 2, 0)]),
     ("Juazeiro do Norte (Sede)", "Faculdade de Medicina", [
        ("Medicina / Clínica Médica", "Auxiliar", "20 h", 4, 1),
        ("Enfermagem / Saúde Coletiva", "Adjunto A", "DE", 1, 0)]),
     ("Crato", "Instituto de Formação de Educadores", [
        ("Pedagogia / Educação Especial e Libras", "Assistente A", "DE", 3, 1),
        ("Letras / Língua Portuguesa e Linguística", "Adjunto A", "DE", 2, 0)]),
     ("Iguatu", "Centro de Ciências Agrárias", [
        ("Agronomia / Fitotecnia", "Adjunto A", "DE", 1, 0),
        ("Medicina Veterinária / Clínica de Grandes Animais", "Adjunto A", "40 h", 2, 0)])]
NH = {"Engenharia Civil / Estruturas de Concreto": "Estruturas", "Matemática / Álgebra e Geometria": "Álgebra",
      "Ciência da Computação / Inteligência Artificial": "Ciência da Computação", "Medicina / Clínica Médica": "Clínica Médica",
      "Enfermagem / Saúde Coletiva": "Saúde Coletiva", "Pedagogia / Educação Especial e Libras": "Educação Especial",
      "Letras / Língua Portuguesa e Linguística": "Linguística", "Agronomia / Fitotecnia": "Fitotecnia",
      "Medicina Veterinária / Clínica de Grandes Animais": "Grandes Animais"}
rows, entries = [], []
code = 0
tv = tn = 0
for campus, unid, areas in V:
    for i, (area, classe, reg, v, n) in enumerate(areas):
        code += 1
        rows.append(["%02d" % code, campus if i == 0 else "", unid if i == 0 else "", area, classe, reg,
                     "%02d" % v, "%02d" % n if n else "–", "–", "Doutorado" if classe.startswith("Adjunto") else ("Mestrado" if classe.startswith("Assistente") else "Graduação + Residência")])
        entries.append({"name_has": NH[area], "vacancies": v, "negros_stated": n})
        tv += v; tn += n
rows.append([{"t": "Total", "rs": 1, "cs": 6, "cls": "b", "al": "r"}, "%02d" % tv, "%02d" % tn, "–", ""])
print(tv, tn)
vac = {"caption": "ANEXO I – QUADRO DE VAGAS POR CAMPUS, UNIDADE ACADÊMICA E ÁREA",
       "head": [["Cód.", "Campus", "Unidade acadêmica", "Área / Subárea de conhecimento", "Classe", R("Regime de trabalho"), R("Vagas totais"), R("Reserva negros¹"), R("Reserva PcD²"), "Titulação mínima"]],
       "rows": rows, "spec": "|c|p{1.9cm}|p{2.4cm}|p{4.1cm}|p{1.5cm}|c|c|c|c|p{1.8cm}|", "ncol": 10, "size": r"\footnotesize",
       "note": "¹ Reserva de vagas para candidatos negros, na forma da Lei nº 12.990/2014, aplicada às áreas com número de vagas igual ou superior a 3 (três). ² Não há reserva imediata para pessoas com deficiência por área, em razão do quantitativo ofertado em cada área (art. 1º, § 3º, do Decreto nº 9.508/2018); os candidatos com deficiência concorrem ao conjunto das vagas e serão nomeados na 5ª vaga do edital, conforme subitem 12.2. DE = Dedicação Exclusiva."}

rem = {"caption": "QUADRO II – REMUNERAÇÃO INICIAL (Lei nº 12.772/2012, valores vigentes a partir de 1º/5/2025)",
       "head": [["Classe / Nível", "Regime", "Vencimento Básico (R\u0024)", "Retribuição por Titulação (R\u0024)", "Total (R\u0024)"]],
       "rows": [["Adjunto A / 1 (Doutorado)", "DE", "5.130,63", "5.299,56", "10.430,19"], ["Adjunto A / 1 (Doutorado)", "40 h", "3.591,44", "2.514,61", "6.106,05"],
                ["Assistente A / 1 (Mestrado)", "DE", "5.130,63", "2.419,61", "7.550,24"], ["Auxiliar / 1 (Graduação + Residência)", "20 h", "2.447,38", "404,16", "2.851,54"]],
       "spec": "|p{5cm}|c|c|c|c|", "ncol": 5, "size": r"\small",
       "note": "Acrescido de auxílio-alimentação de R\u0024 1.000,00 (DE e 40 h) ou R\u0024 500,00 (20 h), auxílio pré-escolar e auxílio-transporte, nos termos da legislação."}
pesos = {"caption": "QUADRO III – ETAPAS, CARÁTER E PESOS",
         "head": [["Etapa", "Caráter", "Peso", "Nota mínima"]],
         "rows": [["Prova escrita", "Eliminatório e classificatório", "3", "7,0"], ["Prova didática", "Eliminatório e classificatório", "3", "7,0"],
                  ["Defesa de memorial / plano de trabalho", "Classificatório", "2", "–"], ["Prova de títulos", "Classificatório", "2", "–"]],
         "spec": "|p{6cm}|p{5cm}|c|c|", "ncol": 4}
tit = {"caption": "QUADRO IV – PONTUAÇÃO DA PROVA DE TÍTULOS (Resolução CONSUNI nº 41/2022)",
       "head": [["Grupo", "Atividade", "Pontos por unidade", "Máximo"]],
       "rows": [["I", "Formação acadêmica: doutorado na área (20), mestrado (10), especialização (3)", "–", "30"],
                ["II", "Atividades de ensino: por semestre letivo de docência em graduação", "2,0", "20"],
                ["III", "Produção científica: artigo em periódico Qualis A (por artigo)", "4,0", "30"],
                ["III", "Produção científica: livro com ISBN (por livro) / capítulo (por capítulo)", "3,0 / 1,0", "–"],
                ["IV", "Orientações concluídas: doutorado (3), mestrado (2), iniciação científica (0,5)", "–", "10"],
                ["V", "Atividades de extensão e administração (por ano)", "1,0", "10"],
                [{"t": "Total", "rs": 1, "cs": 3, "cls": "b", "al": "r"}, "100"]],
       "spec": "|c|p{9cm}|c|c|", "ncol": 4, "size": r"\small"}
lim = {"caption": "QUADRO V – NÚMERO MÁXIMO DE CANDIDATOS APROVADOS (Anexo II do Decreto nº 9.739/2019)",
       "head": [["Vagas por área", "Máximo de aprovados"]], "rows": [["1", "5"], ["2", "9"], ["3", "14"], ["4", "18"], ["5", "22"]],
       "spec": "|c|c|", "ncol": 2}
crono = {"caption": "ANEXO II – CRONOGRAMA", "head": [["Atividade", "Data / Período"]],
         "rows": [["Inscrições", "9/6/2025 a 9/7/2025"], ["Pedidos de isenção", "9/6/2025 a 13/6/2025"], ["Homologação das inscrições", "18/7/2025"],
                  ["Divulgação das bancas examinadoras", "25/7/2025"], ["Prazo para arguição de impedimento/suspeição de membro de banca", "28/7/2025 a 30/7/2025"],
                  ["Realização das provas (cada área divulgará cronograma próprio)", "1º/9/2025 a 26/9/2025"], ["Resultado final", "até 10/10/2025"]],
         "spec": "|p{10cm}|c|", "ncol": 2}

B = [("title", "UNIVERSIDADE FEDERAL DO CARIRI ORIENTAL\nPRÓ-REITORIA DE GESTÃO DE PESSOAS\nEDITAL Nº 17/2025 – PROGEP/UFCO, DE 2 DE JUNHO DE 2025"),
     ("pc", "CONCURSO PÚBLICO DE PROVAS E TÍTULOS PARA A CARREIRA DO MAGISTÉRIO SUPERIOR"),
     ("p", "A REITORA DA UNIVERSIDADE FEDERAL DO CARIRI ORIENTAL, no uso de suas atribuições legais e estatutárias, e tendo em vista o disposto na Lei nº 8.112, de 11 de dezembro de 1990, na Lei nº 12.772, de 28 de dezembro de 2012, no Decreto nº 9.739, de 28 de março de 2019, na Lei nº 12.990, de 9 de junho de 2014, no Decreto nº 9.508, de 24 de setembro de 2018, na Portaria Interministerial MEC/MGI nº 4, de 19 de fevereiro de 2025, e na Resolução CONSUNI nº 41, de 30 de novembro de 2022, torna pública a abertura de inscrições para o concurso público de provas e títulos destinado ao provimento de cargos de Professor do Magistério Superior, nos termos deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES"),
     ("p", "1.1 O concurso será regido por este edital e pela Resolução CONSUNI nº 41/2022, e executado pela PROGEP, por meio da Coordenadoria de Concursos Docentes (CCD), com o apoio das unidades acadêmicas."),
     ("p", "1.2 As vagas, por campus, unidade acadêmica, área e subárea, classe e regime de trabalho, constam do Anexo I deste edital."),
     ("p", "1.3 O candidato aprovado será nomeado no primeiro nível da classe indicada no Anexo I e poderá ser lotado em qualquer campus da UFCO, no interesse da Administração, observada a área do concurso."),
     ("p", "1.4 O prazo de validade do concurso será de 1 (um) ano, contado da publicação da homologação do resultado no Diário Oficial da União, podendo ser prorrogado uma vez, por igual período."),
     ("h", "2. DA REMUNERAÇÃO E DO REGIME DE TRABALHO"),
     ("p", "2.1 A remuneração inicial, por classe e regime de trabalho, é a constante do Quadro II:"), ("table", rem),
     ("p", "2.2 O docente em regime de Dedicação Exclusiva (DE) fica impedido do exercício de outra atividade remunerada, pública ou privada, ressalvadas as exceções previstas no art. 21 da Lei nº 12.772/2012."),
     ("h", "3. DAS INSCRIÇÕES"),
     ("p", "3.1 As inscrições serão realizadas exclusivamente no endereço https://concursos.ufco.edu.br, no período de 9 de junho a 9 de julho de 2025."),
     ("p", "3.2 O valor da taxa de inscrição é de R\u0024 240,00 para a classe Adjunto A, R\u0024 200,00 para a classe Assistente A e R\u0024 160,00 para a classe Auxiliar."),
     ("p", "3.3 No ato da inscrição, o candidato deverá anexar: a) documento de identidade; b) comprovante de pagamento da GRU; c) memorial descritivo e plano de trabalho, quando exigidos pela área; d) autodeclaração, quando optar pelas vagas reservadas."),
     ("p", "3.4 Haverá isenção da taxa de inscrição para os candidatos amparados pela Lei nº 13.656/2018, cujo requerimento deverá ser feito entre 9 e 13 de junho de 2025.")]
B += ch_pcd(4, cfg) + ch_negros_12990(5, cfg)
B += [("p", "5.9 Em razão do quantitativo de vagas por área, a reserva para candidatos negros incidirá somente nas áreas indicadas no Anexo I, nos termos do subitem 5.2. Nas demais áreas, os candidatos negros concorrerão às vagas de ampla concorrência, sem prejuízo da aplicação da reserva ao conjunto das vagas do edital quando da nomeação.")]
B += [("h", "6. DAS ETAPAS DO CONCURSO"),
      ("p", "6.1 O concurso constará das etapas, caráter e pesos do Quadro III:"), ("table", pesos),
      ("p", "6.2 A prova escrita versará sobre tema sorteado do programa da área, com duração de 4 (quatro) horas, sendo a primeira hora destinada a consulta bibliográfica."),
      ("p", "6.3 A prova didática consistirá de aula pública de 50 (cinquenta) a 60 (sessenta) minutos, sobre tema sorteado com 24 (vinte e quatro) horas de antecedência, e será gravada para efeito de registro e avaliação."),
      ("p", "6.4 A prova de títulos será pontuada conforme o Quadro IV, atribuindo-se nota 10,0 ao candidato de maior pontuação e notas proporcionais aos demais."),
      ("table", tit),
      ("h", "7. DAS BANCAS EXAMINADORAS"),
      ("p", "7.1 A banca examinadora de cada área será composta por 3 (três) membros titulares e 2 (dois) suplentes, com titulação igual ou superior à exigida, sendo no mínimo 2 (dois) externos à UFCO."),
      ("p", "7.2 A composição das bancas será divulgada na data prevista no Anexo II, cabendo arguição de impedimento ou suspeição no prazo de 3 (três) dias úteis."),
      ("h", "8. DO RESULTADO E DO LIMITE DE APROVADOS"),
      ("p", "8.1 A nota final de cada candidato será a média ponderada das notas das etapas, conforme os pesos do Quadro III, calculada por cada examinador; será aprovado o candidato que obtiver média igual ou superior a 7,0 (sete) de, no mínimo, 2 (dois) examinadores."),
      ("p", "8.2 O resultado final será homologado observando-se o número máximo de candidatos aprovados do Anexo II do Decreto nº 9.739/2019, reproduzido no Quadro V:"), ("table", lim),
      ("p", "8.3 Em caso de empate, terá preferência o candidato com maior idade, se igual ou superior a 60 anos; em seguida, o de maior nota na prova didática, na prova escrita e na prova de títulos, nesta ordem.")]
B += ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg)
B += [("pagebreak",), ("raw", r"\newgeometry{margin=1.4cm}"), ("table", vac), ("table", crono),
      ("h", "ANEXO III – PROGRAMAS DAS ÁREAS")]
progs = {"Estruturas": "1. Análise estrutural matricial. 2. Dimensionamento de vigas de concreto armado à flexão (NBR 6118:2023). 3. Lajes maciças e nervuradas. 4. Pilares: flexo-compressão. 5. Concreto protendido. 6. Fundações rasas e profundas. 7. Patologia das estruturas de concreto. 8. Estruturas de aço (NBR 8800). 9. Ações e segurança (NBR 8681). 10. Métodos numéricos aplicados.",
         "Álgebra": "1. Grupos, subgrupos e homomorfismos. 2. Anéis e ideais. 3. Corpos e extensões. 4. Espaços vetoriais e transformações lineares. 5. Autovalores e formas canônicas. 6. Geometria analítica no espaço. 7. Geometria diferencial de curvas. 8. Superfícies regulares. 9. Teoria de Galois. 10. Ensino de álgebra na licenciatura.",
         "Inteligência": "1. Busca heurística. 2. Aprendizado supervisionado. 3. Redes neurais profundas. 4. Processamento de linguagem natural. 5. Aprendizado por reforço. 6. Ética em IA.",
         "Clínica Médica": "1. Insuficiência cardíaca. 2. Hipertensão arterial sistêmica. 3. Diabetes mellitus. 4. Pneumonias. 5. Doença renal crônica. 6. Arboviroses. 7. Tuberculose. 8. Semiologia médica.",
         "Saúde Coletiva": "1. Epidemiologia descritiva e analítica. 2. Vigilância em saúde. 3. Atenção primária. 4. Políticas de saúde no Brasil. 5. Educação em saúde.",
         "Educação Especial": "1. Políticas de educação especial na perspectiva inclusiva. 2. Lei nº 10.436/2002 e Decreto nº 5.626/2005. 3. Gramática da Libras. 4. Atendimento educacional especializado. 5. Tecnologia assistiva.",
         "Linguística": "1. Fonologia do português. 2. Morfologia. 3. Sintaxe. 4. Sociolinguística. 5. Análise do discurso. 6. Ensino de língua materna.",
         "Fitotecnia": "1. Ecofisiologia de culturas anuais. 2. Manejo de plantas daninhas. 3. Fertilidade do solo. 4. Irrigação no semiárido. 5. Produção de sementes.",
         "Grandes Animais": "1. Semiologia de equinos e ruminantes. 2. Afecções do sistema digestório. 3. Doenças metabólicas. 4. Clínica cirúrgica de grandes animais. 5. Reprodução."}
B += [("p", "Área %02d – %s: %s" % (i + 1, k, v)) for i, (k, v) in enumerate(progs.items())]
B += [("raw", r"\restoregeometry")]
B += autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "Universidade Federal do Cariri Oriental", "Área")

body = to_latex(B)
hf = r"""\fancyhead[L]{\footnotesize UFCO -- PROGEP}\fancyhead[R]{\footnotesize Edital nº 17/2025 -- Magistério Superior}
\fancyfoot[C]{\footnotesize Página \thepage\ de \pageref{ultimapagina}}"""
build_latex(NAME, body, opts="11pt", font="mathptmx", geom="margin=2.2cm,headheight=14pt", hf=hf)
finish(NAME, entries, {"body": "Universidade Federal do Cariri Oriental (UFCO)", "board": "own commission (PROGEP)", "producer": "pdflatex"})
