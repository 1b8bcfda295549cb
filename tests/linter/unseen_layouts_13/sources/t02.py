# t02: Guarda Civil Municipal de Porto Real da Serra (RJ), Ibade style, wkhtmltopdf (unpatched Qt)
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t02_ibade_gcm_portorealdaserra_wkhtmltopdf_taf_convocacao"
cfg = dict(site="www.ibade.org.br", insc_periodo="as 10h do dia 4 de agosto de 2024 e as 23h59min do dia 2 de setembro de 2024",
           venc="3 de setembro de 2024", isen_periodo="4 a 8 de agosto de 2024", isen_res="16 de agosto de 2024",
           banca="Instituto Brasileiro de Apoio e Desenvolvimento Executivo – IBADE", orgao_curto="Município de Porto Real da Serra",
           data_prova="6 de outubro de 2024", cidades="Porto Real da Serra/RJ e Resende/RJ", duracao="4 (quatro) horas",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", pcd_max="20%", neg_pct="20% (vinte por cento)",
           neg_lei="Lei Municipal nº 1.902, de 14 de junho de 2022, que reserva vagas aos negros e índios",
           veiculo="Boletim Oficial do Município", validade="2 (dois) anos",
           ordem="A ordem de convocação observará a sequência: 3ª vaga – candidato negro ou índio; 5ª vaga – candidato com deficiência; 8ª vaga – candidato negro ou índio; 13ª vaga – candidato negro ou índio; 21ª vaga – candidato com deficiência; e assim sucessivamente.",
           local_data="Porto Real da Serra, 19 de julho de 2024.",
           assinaturas=["JOSÉ CARLOS MOTTA VIEGAS\nPrefeito Municipal", "Cel. PM (R/R) ANTÔNIO MARCOS TEODORO\nSecretário Municipal de Ordem Pública"],
           min_obj="50% (cinquenta por cento)", desempate=("Legislação Aplicada", "Língua Portuguesa"),
           nota_final="a nota obtida na prova objetiva, considerando-se a aprovação nas etapas de caráter eliminatório")
cfg["taxas"] = [["Guarda Civil Municipal de 3ª Classe (nível médio)", "R$ 90,00"], ["Agente de Fiscalização de Trânsito (nível médio)", "R$ 90,00"]]
cfg["provas_tabs"] = [{"caption": "QUADRO II – PROVA OBJETIVA",
                       "head": [["Disciplina", "Nº de questões", "Valor de cada questão", "Total de pontos", "Mínimo de pontos por disciplina"]],
                       "rows": [["Língua Portuguesa", "15", "2,0", "30", "6"], ["Matemática", "10", "1,0", "10", "2"], ["Noções de Informática", "05", "1,0", "5", "1"],
                                ["Legislação Aplicada (Lei nº 13.022/2014, Estatuto Geral das Guardas Municipais; Lei Orgânica do Município)", "10", "3,0", "30", "6"],
                                ["Noções de Direito Constitucional, Penal e Direitos Humanos", "10", "2,5", "25", "5"],
                                [C("TOTAL", cls="b"), "50", "–", "100", "50"]], "cls": "t small"}]
cfg["crono"] = [["Inscrições", "04/08/2024 a 02/09/2024"], ["Isenção", "04/08/2024 a 08/08/2024"], ["Prova objetiva", "06/10/2024"],
                ["Resultado da prova objetiva e convocação para o TAF", "01/11/2024"], ["Teste de aptidão física (TAF)", "17/11/2024"],
                ["Avaliação psicológica", "08/12/2024"], ["Exame médico e investigação social (entrega de documentos)", "13/01/2025 a 24/01/2025"],
                ["Curso de Formação", "03/03/2025 a 30/05/2025"], ["Resultado final", "13/06/2025"]]

ROWS = [  # cargo, sexo, ac, pcd, neg, total, venc, ch
    ("Guarda Civil Municipal de 3ª Classe", "Masculino", 17, 2, 5, 24),
    ("Guarda Civil Municipal de 3ª Classe", "Feminino", 5, 1, 2, 8),
    ("Agente de Fiscalização de Trânsito", "Ambos", 5, None, 1, 6),
]
entries = []
rows = []
rows.append([C("Guarda Civil Municipal de 3ª Classe", rs=2), "Masculino", "17", "02", "05", "24", C("R$ 2.947,33 + Gratificação de Risco de Vida (40%)", rs=2), C("40 horas semanais (escala 12x36 / 24x72)", rs=2)])
rows.append(["Feminino", "05", "01", "02", "08"])
rows.append(["Agente de Fiscalização de Trânsito", "Ambos", "05", "-", "01", "06", "R$ 2.611,90", "40 horas semanais"])
for c, s, ac, p, n, t in ROWS:
    assert ac + (p or 0) + n == t
entries = [{"name_has": "Masculino", "vacancies": 24, "negros_stated": 5},
           {"name_has": "Feminino", "vacancies": 8, "negros_stated": 2},
           {"name_has": "Trânsito", "vacancies": 6, "negros_stated": 1}]
vac = {"caption": "QUADRO I – DOS CARGOS, VAGAS, VENCIMENTOS E CARGA HORÁRIA",
       "head": [["Cargo", "Sexo", "Vagas Ampla Concorrência", "Vagas PcD", "Vagas Negros e Índios", "Total de Vagas", "Vencimento Base", "Carga Horária"]],
       "rows": rows, "cls": "t vag", "note": "Obs.: não há cadastro de reserva para além das vagas previstas neste quadro; os candidatos aprovados e não convocados para o Curso de Formação integrarão a lista de espera durante o prazo de validade do concurso."}

taf_m = {"caption": "QUADRO V – ÍNDICES MÍNIMOS DO TAF – CANDIDATOS DO SEXO MASCULINO",
         "head": [[C("Teste", rs=2), C("Faixa etária", cs=4)], ["18 a 25 anos", "26 a 30 anos", "31 a 35 anos", "36 anos ou mais"]],
         "rows": [["Flexão de braço na barra fixa (repetições)", "5", "4", "3", "2"], ["Flexão abdominal em 1 minuto (repetições)", "35", "32", "28", "24"],
                  ["Corrida de 12 minutos (metros)", "2.400 m", "2.300 m", "2.200 m", "2.000 m"], ["Natação 25 metros (tempo máximo)", "40 s", "45 s", "50 s", "55 s"]], "cls": "t small"}
taf_f = {"caption": "QUADRO VI – ÍNDICES MÍNIMOS DO TAF – CANDIDATAS DO SEXO FEMININO",
         "head": [[C("Teste", rs=2), C("Faixa etária", cs=4)], ["18 a 25 anos", "26 a 30 anos", "31 a 35 anos", "36 anos ou mais"]],
         "rows": [["Flexão de braço no solo, apoio de joelhos (repetições)", "20", "18", "15", "12"], ["Flexão abdominal em 1 minuto (repetições)", "30", "27", "24", "20"],
                  ["Corrida de 12 minutos (metros)", "2.000 m", "1.900 m", "1.800 m", "1.600 m"], ["Natação 25 metros (tempo máximo)", "50 s", "55 s", "60 s", "65 s"]], "cls": "t small"}
conv = {"caption": "QUADRO III – QUANTITATIVO DE CANDIDATOS CONVOCADOS PARA O TESTE DE APTIDÃO FÍSICA",
        "head": [["Cargo", "Sexo", "Ampla Concorrência", "PcD", "Negros e Índios", "Total de convocados"]],
        "rows": [[C("Guarda Civil Municipal de 3ª Classe", rs=2), "Masculino", "51", "06", "15", "72"], ["Feminino", "15", "03", "06", "24"],
                 ["Agente de Fiscalização de Trânsito", "Ambos", "15", "-", "03", "18"]], "cls": "t vag"}
curso = {"caption": "QUADRO IV – CANDIDATOS CONVOCADOS PARA O CURSO DE FORMAÇÃO (até 2 vezes o número de vagas)",
         "head": [["Cargo / Sexo", "Vagas", "Convocados para o Curso de Formação"]],
         "rows": [["Guarda Civil Municipal de 3ª Classe – Masculino", "24", "48"], ["Guarda Civil Municipal de 3ª Classe – Feminino", "08", "16"]],
         "cls": "t small"}
pay = {"caption": "QUADRO VII – ESTRUTURA REMUNERATÓRIA DA CARREIRA DE GUARDA CIVIL MUNICIPAL (Lei Complementar nº 88/2018)",
       "head": [["Classe", "Interstício mínimo", "Vencimento base (R$)", "Gratificação de Risco de Vida (40%)", "Auxílio-alimentação (R$)"]],
       "rows": [["3ª Classe", "3 anos", "2.947,33", "1.178,93", "600,00"], ["2ª Classe", "5 anos", "3.241,06", "1.296,42", "600,00"],
                ["1ª Classe", "5 anos", "3.565,17", "1.426,07", "600,00"], ["Classe Especial", "5 anos", "3.921,69", "1.568,68", "600,00"],
                ["Subinspetor", "–", "4.313,86", "1.725,54", "600,00"]], "cls": "t small"}

blocks = [("raw", '<div class="brasao">ESTADO DO RIO DE JANEIRO<br>PREFEITURA MUNICIPAL DE PORTO REAL DA SERRA<br>SECRETARIA MUNICIPAL DE ORDEM PÚBLICA E DEFESA CIVIL</div>'),
          ("title", "EDITAL DE CONCURSO PÚBLICO Nº 001/2024 – GUARDA CIVIL MUNICIPAL E AGENTE DE FISCALIZAÇÃO DE TRÂNSITO"),
          ("p", "O PREFEITO MUNICIPAL DE PORTO REAL DA SERRA, Estado do Rio de Janeiro, no uso de suas atribuições legais, considerando o disposto na Lei Federal nº 13.022, de 8 de agosto de 2014 (Estatuto Geral das Guardas Municipais), na Lei Complementar Municipal nº 88, de 27 de março de 2018, na Lei Municipal nº 1.902, de 14 de junho de 2022, e o Processo Administrativo nº 4.471/2023, torna pública a realização de Concurso Público para provimento de cargos efetivos, mediante as condições estabelecidas neste Edital, sob a organização do IBADE."),
          ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
blocks += items("1", [
    "O Concurso Público será composto das seguintes etapas: 1ª etapa – prova objetiva, de caráter eliminatório e classificatório; 2ª etapa – teste de aptidão física (TAF), de caráter eliminatório; 3ª etapa – avaliação psicológica, de caráter eliminatório; 4ª etapa – exame médico, de caráter eliminatório; 5ª etapa – investigação social, de caráter eliminatório; 6ª etapa – Curso de Formação, de caráter eliminatório e classificatório, somente para o cargo de Guarda Civil Municipal.",
    "As vagas, o vencimento e a carga horária estão discriminados no Quadro I deste Edital; as vagas estão distribuídas por sexo para o cargo de Guarda Civil Municipal, na forma do art. 9º da Lei Complementar Municipal nº 88/2018.",
])
blocks += [("table", vac), ("h", "2. DOS REQUISITOS")]
blocks += items("2", [
    "Para o cargo de Guarda Civil Municipal de 3ª Classe: a) ensino médio completo; b) idade mínima de 18 (dezoito) anos e máxima de 35 (trinta e cinco) anos na data da matrícula no Curso de Formação; c) altura mínima de 1,65 m para homens e 1,60 m para mulheres; d) Carteira Nacional de Habilitação, no mínimo, categoria \"AB\"; e) não possuir antecedentes criminais.",
    "Para o cargo de Agente de Fiscalização de Trânsito: a) ensino médio completo; b) Carteira Nacional de Habilitação, no mínimo, categoria \"B\"; c) curso de Agente de Trânsito com carga horária mínima de 200 horas-aula, conforme a Resolução CONTRAN nº 971/2022, a ser apresentado até a posse.",
])
blocks += ch_pcd(3, cfg) + ch_negros_12990(4, cfg) + ch_inscricao(5, cfg) + ch_isencao(6, cfg) + ch_provas(7, cfg)
blocks += [("h", "8. DO TESTE DE APTIDÃO FÍSICA")]
blocks += items("8", [
    "Serão convocados para o TAF os candidatos aprovados na prova objetiva e classificados até 3 (três) vezes o número de vagas por cargo e sexo, respeitados os empates na última posição, conforme o Quadro III.",
])
blocks += [("table", conv)]
blocks += [("p", "8.%d %s" % (i + 2, t)) for i, t in enumerate([
    "O candidato deverá apresentar atestado médico original, emitido nos últimos 30 (trinta) dias, declarando expressamente que está apto a realizar esforço físico.",
    "Os índices mínimos exigidos, por sexo e faixa etária, são os constantes dos Quadros V e VI. Será considerado inapto o candidato que não atingir o índice mínimo em qualquer dos testes.",
    "O candidato terá 2 (duas) tentativas para a realização da flexão de braço na barra fixa, com intervalo mínimo de 5 (cinco) minutos entre elas; para os demais testes, haverá uma única tentativa.",
])]
blocks += [("table", taf_m), ("table", taf_f)]
blocks += [("h", "9. DA AVALIAÇÃO PSICOLÓGICA, DO EXAME MÉDICO E DA INVESTIGAÇÃO SOCIAL")]
blocks += items("9", [
    "A avaliação psicológica será realizada por banca de psicólogos registrados no Conselho Regional de Psicologia, de acordo com a Resolução CFP nº 2/2016, e avaliará o perfil profissiográfico do cargo, incluindo controle emocional, agressividade controlada, impulsividade e capacidade de trabalho em equipe.",
    "O exame médico compreenderá os seguintes exames, às expensas do candidato: hemograma completo, glicemia, ureia e creatinina, VDRL, tipagem sanguínea e fator Rh, eletrocardiograma com laudo, raio X de tórax (PA e perfil) com laudo, audiometria tonal, exame oftalmológico (acuidade visual e senso cromático) e exame toxicológico de larga janela de detecção (mínimo de 90 dias).",
    "A investigação social, de caráter eliminatório, verificará a conduta irrepreensível e a idoneidade moral do candidato, mediante o preenchimento da Ficha de Informações Confidenciais (FIC) e a apresentação de certidões dos distribuidores cíveis e criminais dos locais de residência dos últimos 5 (cinco) anos.",
])
blocks += [("h", "10. DO CURSO DE FORMAÇÃO")]
blocks += items("10", [
    "Serão convocados para o Curso de Formação os candidatos ao cargo de Guarda Civil Municipal aptos em todas as etapas anteriores, até o limite de 2 (duas) vezes o número de vagas por sexo, conforme o Quadro IV.",
])
blocks += [("table", curso)]
blocks += [("p", "10.%d %s" % (i + 2, t)) for i, t in enumerate([
    "O Curso de Formação terá carga horária mínima de 476 (quatrocentas e setenta e seis) horas-aula, conforme a Matriz Curricular Nacional para Formação em Segurança Pública, e será ministrado pela Academia da Guarda Civil Municipal.",
    "Durante o Curso de Formação, o candidato perceberá bolsa-auxílio correspondente a 50% (cinquenta por cento) do vencimento base do cargo.",
    "Será eliminado o candidato que obtiver nota inferior a 7,0 (sete) em qualquer das disciplinas ou frequência inferior a 90% (noventa por cento) da carga horária total.",
])]
blocks += ch_classificacao(11, cfg) + ch_recursos(12, cfg) + ch_nomeacao(13, cfg)
blocks += [("h", "14. DA REMUNERAÇÃO E DA CARREIRA")]
blocks += [("p", "14.1 A carreira de Guarda Civil Municipal é estruturada nas classes e valores do Quadro VII, com progressão por tempo de serviço e merecimento."), ("table", pay)]
blocks += ch_finais(15, cfg)
blocks += [("pagebreak",)] + ch_cronograma("ANEXO I – CRONOGRAMA PREVISTO", cfg)
blocks += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Noções de Informática"])
blocks += [("p", "LEGISLAÇÃO APLICADA: Lei nº 13.022, de 8 de agosto de 2014 (Estatuto Geral das Guardas Municipais). Lei nº 13.675, de 11 de junho de 2018 (SUSP). Lei nº 9.503, de 23 de setembro de 1997 (Código de Trânsito Brasileiro): arts. 1º a 25, 280 a 290. Lei Orgânica do Município de Porto Real da Serra. Lei Complementar Municipal nº 88/2018."),
           ("p", "NOÇÕES DE DIREITO CONSTITUCIONAL, PENAL E DIREITOS HUMANOS: Constituição Federal: arts. 1º a 5º, 37 a 41 e 144. Código Penal: crimes contra a pessoa, contra o patrimônio e contra a administração pública. Lei nº 13.869/2019 (abuso de autoridade). Declaração Universal dos Direitos Humanos. Uso diferenciado da força (Portaria Interministerial nº 4.226/2010).")]
blocks += [("pagebreak",)] + requerimento("ANEXO III – REQUERIMENTO DE ATENDIMENTO ESPECIAL", "IBADE") + autodeclaracao("ANEXO IV – AUTODECLARAÇÃO", "Prefeitura Municipal de Porto Real da Serra")
blocks += [("h", "ANEXO V – MODELO DE ATESTADO MÉDICO PARA O TAF"),
           ("p", "Atesto, para fins de participação no Teste de Aptidão Física do Concurso Público nº 001/2024 da Prefeitura Municipal de Porto Real da Serra, que o(a) Sr.(a) _____________________________________, RG nº ____________, encontra-se APTO(A) a realizar esforços físicos e a participar das provas de flexão de braço, flexão abdominal, corrida de 12 minutos e natação de 25 metros."),
           ("p", "Local e data: _______________________  Assinatura e carimbo do médico (CRM nº ________): ______________________")]

css = """
body{font-family:'DejaVu Serif',serif;font-size:12.5pt;line-height:1.3;}
.brasao{text-align:center;font-weight:bold;font-size:13pt;margin-bottom:8px}
h1.title{font-size:13.5pt;text-align:center;text-decoration:underline} h2{font-size:12.5pt;margin:12px 0 4px 0}
p{margin:4px 0;text-align:justify} p.c{text-align:center;white-space:pre-line;margin-top:18px}
table.t{border-collapse:collapse;width:100%;margin:8px 0;font-size:11pt} table.t td,table.t th{border:1px solid #444;padding:3px 4px}
table.t th{background:#1f3b63;color:#fff} caption{font-weight:bold;padding:4px;font-size:11pt}
table.vag td{text-align:center} table.vag td:first-child{text-align:left;font-weight:bold}
thead{display:table-header-group} tr{page-break-inside:avoid}
.pb{page-break-after:always} p.note{font-size:10pt;font-style:italic}
"""
write(SRC + "/" + NAME + ".html", html_doc(blocks, css, "Edital 001/2024 GCM"))
run(["wkhtmltopdf", "--quiet", "-s", "A4", "-T", "15mm", "-B", "15mm", "-L", "18mm", "-R", "18mm",
     SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf"])
finish(NAME, entries, {"body": "Prefeitura Municipal de Porto Real da Serra/RJ (GCM)", "board": "IBADE", "producer": "wkhtmltopdf"})
