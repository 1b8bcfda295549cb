# State military police edital (Instituto AOCP-like board), drawn by fpdf2 a column at a time:
# each table's borders are drawn first, then every column's cells top to bottom (report-engine bands).
# Traps: TAF índices by sex and age, TAF call table (3x vagas) with the same region rows, subsídio,
# altura, curso de formação, cronograma.
import sys; sys.path.insert(0, '.')
from common import *
from render_fpdf import render

c = dict(board="Instituto Nacional de Concursos e Avaliação – INCA Seleções", board_addr="Rua Marechal Deodoro, nº 1.480, 9º andar, Centro, Curitiba/PR, CEP 80060-010",
         site="www.incaselecoes.org.br", body_short="Polícia Militar do Maranhão", cidade="São Luís/MA", ano="2026",
         vagas_txt="330 (trezentas e trinta) vagas, sendo 300 (trezentas) para o cargo de Soldado PM e 30 (trinta) para o cargo de Cadete PM", anexo_vagas="Anexo I deste edital",
         etapas="prova objetiva e discursiva; teste de aptidão física (TAF); avaliação de saúde; avaliação psicológica; investigação social; e curso de formação",
         negros_mode='mun', negros_text="Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas, por cargo e por localidade de vaga, nos termos da Lei Estadual nº 10.404, de 29 de dezembro de 2015.",
         insc_ini="06/04/2026", insc_fim="07/05/2026", isen_per="06 a 10/04/2026", data_prova="21/06/2026",
         fone="(41) 3012-4470", edital_no="nº 01/2026 – PMMA", do="Diário Oficial do Estado do Maranhão", duracao="5 (cinco) horas")
d = Doc(55)
d.title("GOVERNO DO ESTADO DO MARANHÃO\nSECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA\nPOLÍCIA MILITAR DO MARANHÃO")
d.sub("CONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS NOS CARGOS DE SOLDADO PM E CADETE PM\nEDITAL Nº 01/2026 – PMMA, DE 30 DE MARÇO DE 2026")
d.para("O COMANDANTE-GERAL DA POLÍCIA MILITAR DO MARANHÃO, no uso de suas atribuições legais, considerando a autorização governamental constante do Processo SEI nº 2025.110.00941, e em conformidade com a Lei Estadual nº 6.513, de 30 de novembro de 1995 (Estatuto dos Policiais Militares), a Lei Estadual nº 10.230, de 23 de abril de 2015 (ingresso na PMMA), a Lei nº 14.751, de 12 de dezembro de 2023 (Lei Orgânica Nacional das Polícias Militares), e a Lei Estadual nº 10.404/2015, torna pública a realização de concurso público, sob a execução técnico-administrativa do INCA Seleções, mediante as normas e condições contidas neste edital.")
disposicoes_preliminares(d, c)
d.chapter("Dos cargos")
d.item("Os cargos, as localidades de vaga e o quantitativo de vagas constam do Anexo I deste edital. Não haverá reserva de vagas para pessoas com deficiência, em razão da incompatibilidade das atribuições de natureza policial militar com qualquer deficiência, nos termos do art. 3º do Decreto nº 9.508/2018 e do art. 14, § 2º, da Lei nº 14.751/2023.")
d.item("A remuneração será paga na forma de subsídio, conforme o quadro abaixo:")
d.table([["Cargo / situação", "Subsídio ou bolsa (R$)", "Observação"]],
        [["Aluno Soldado (durante o CFSd)", "2.184,00", "Bolsa de formação"], ["Soldado PM de 2ª Classe", "4.812,45", "Após conclusão do CFSd"],
         ["Cadete PM (1º ano do CFO)", "3.906,10", "Durante o CFO"], ["Aspirante a Oficial PM", "9.441,72", "Após conclusão do CFO"]],
        [0.42, 0.25, 0.33], align=['L', 'R', 'L'], caption="Quadro 1 – Subsídios (Lei Estadual nº 12.184/2024)")
d.item("São requisitos para o ingresso: ser brasileiro; ter idade mínima de 18 (dezoito) anos e máxima de 30 (trinta) anos na data da matrícula no curso de formação; possuir diploma de nível superior, em qualquer área, para Soldado PM, e de bacharel em Direito, para Cadete PM; possuir altura mínima de 1,60 m (homens) e 1,55 m (mulheres); possuir CNH categoria \"B\"; estar em dia com as obrigações eleitorais e militares.")
reserva_negros(d, c)
inscricoes(d, c, [["Soldado PM", "R$ 110,00"], ["Cadete PM", "R$ 150,00"]], ("Cargo", "Valor da taxa"))
provas_obj(d, c, [["Área de conhecimento", "Nº de questões", "Valor de cada questão", "Total de pontos"]],
   [["Língua Portuguesa", "15", "1,00", "15,00"], ["Matemática e Raciocínio Lógico", "10", "1,00", "10,00"], ["História e Geografia do Maranhão", "10", "1,00", "10,00"],
    ["Noções de Direito Constitucional", "10", "1,50", "15,00"], ["Noções de Direito Penal e Processual Penal", "15", "1,50", "22,50"], ["Legislação Aplicada à PMMA", "10", "1,50", "15,00"],
    ["Direitos Humanos", "10", "1,25", "12,50"], ["TOTAL", "80", "–", "100,00"]],
   [0.46, 0.16, 0.2, 0.18], align=['L', 'C', 'C', 'C'], caption="Quadro 2 – Prova objetiva (Soldado PM)", bold_rows=(7,))
d.item("A prova discursiva consistirá de uma redação dissertativa de, no mínimo, 20 (vinte) e, no máximo, 30 (trinta) linhas, valendo 20 (vinte) pontos, e somente será corrigida a dos candidatos aprovados na prova objetiva e classificados até 4 (quatro) vezes o número de vagas por localidade.")
d.chapter("Do teste de aptidão física")
d.item("Serão convocados para o TAF os candidatos aprovados nas provas objetiva e discursiva e classificados dentro do limite do quadro a seguir, por localidade de vaga, respeitados os empates na última posição:")
d.table([["Localidade de vaga", "Vagas", "Convocados para o TAF (3x)", "Dos quais negros"]],
        [["CPR I – São Luís", "120", "360", "72"], ["CPR II – Imperatriz", "60", "180", "36"], ["CPR III – Caxias", "45", "135", "27"],
         ["CPR IV – Bacabal", "30", "90", "18"], ["CPR V – Balsas", "25", "75", "15"], ["CPR VI – Pinheiro", "20", "60", "12"], ["Cadete PM – CFO", "30", "90", "18"]],
        [0.4, 0.15, 0.25, 0.2], caption="Quadro 3 – Convocação para o TAF")
d.item("O TAF será composto dos testes a seguir, sendo eliminado o candidato que não atingir o índice mínimo em qualquer deles:")
d.table([["Teste", "Sexo", "18 a 22 anos", "23 a 26 anos", "27 a 30 anos"]],
        [["Flexão de braços no solo (repetições, sem limite de tempo)", "M", "30", "28", "25"], ["", "F", "18", "16", "14"],
         ["Flexão abdominal em 60 segundos (repetições)", "M", "40", "37", "34"], ["", "F", "34", "31", "28"],
         ["Barra fixa dinâmica (M) / estática (F)", "M", "06", "05", "04"], ["", "F", "20 s", "18 s", "15 s"],
         ["Corrida de 12 minutos (metros)", "M", "2.500", "2.400", "2.300"], ["", "F", "2.100", "2.000", "1.900"],
         ["Natação 50 metros, estilo livre (tempo máximo)", "M", "50 s", "55 s", "60 s"], ["", "F", "60 s", "65 s", "70 s"]],
        [0.44, 0.08, 0.16, 0.16, 0.16], caption="Quadro 4 – Índices mínimos do TAF")
d.item("O candidato deverá apresentar, no dia do TAF, atestado médico emitido há no máximo 30 (trinta) dias, em que conste expressamente estar apto a realizar esforços físicos.")
exame_medico(d, c)
d.chapter("Da avaliação psicológica e da investigação social")
d.item("A avaliação psicológica, de caráter eliminatório, será realizada por psicólogos inscritos no Conselho Regional de Psicologia, mediante o emprego de técnicas científicas, e avaliará a compatibilidade entre as características psicológicas do candidato e o perfil profissiográfico do cargo.")
d.item("A investigação social consistirá na verificação da vida pregressa e atual do candidato, nos aspectos social, moral, profissional, escolar e criminal, e será realizada pela Agência Central de Inteligência da PMMA durante todo o concurso e o curso de formação.")
d.chapter("Do curso de formação")
d.item("Serão matriculados no Curso de Formação de Soldados (CFSd) os candidatos aprovados em todas as etapas e classificados dentro do número de vagas de cada localidade, e no Curso de Formação de Oficiais (CFO) os candidatos classificados até a 30ª posição, observada a reserva de vagas.")
d.item("O CFSd terá duração mínima de 9 (nove) meses e carga horária de 1.240 (mil duzentas e quarenta) horas-aula, e o CFO, duração de 3 (três) anos, em regime de internato ou semi-internato, na Academia de Polícia Militar Gonçalves Dias.")
classificacao(d, c)
recursos(d, c)
nomeacao(d, c)
disposicoes_finais(d, c)
d.sig(["São Luís/MA, 30 de março de 2026.", "", "CEL QOPM JOSÉ RIBAMAR CANTANHEDE FILHO", "Comandante-Geral da PMMA"])
d.annex("ANEXO I – QUADRO DE VAGAS")
R = [("101", "Soldado PM de 2ª Classe", "CPR I – São Luís", 120), ("102", "Soldado PM de 2ª Classe", "CPR II – Imperatriz", 60),
     ("103", "Soldado PM de 2ª Classe", "CPR III – Caxias", 45), ("104", "Soldado PM de 2ª Classe", "CPR IV – Bacabal", 30),
     ("105", "Soldado PM de 2ª Classe", "CPR V – Balsas", 25), ("106", "Soldado PM de 2ª Classe", "CPR VI – Pinheiro", 20)]
rows = []; ta = tn = tt = 0
for code, car, loc, tot in R:
    n = round(tot * 0.2); a = tot - n; ta += a; tn += n; tt += tot
    rows.append([code, car, loc, f"{a:02d}", f"{n:02d}", f"{tot:02d}"])
assert tt == 300 and tn == 60
rows.append(["", "TOTAL – SOLDADO PM", "", str(ta), str(tn), str(tt)])
d.table([["Código", "Cargo", "Localidade de vaga", "Vagas ampla concorrência", "Vagas reservadas a negros", "Total de vagas"]], rows,
        [0.09, 0.24, 0.25, 0.14, 0.14, 0.14], align=['C', 'L', 'L', 'C', 'C', 'C'], caption="Tabela 1.1 – Soldado PM de 2ª Classe (nível superior)", bold_rows=(6,))
d.table([["Código", "Cargo", "Localidade de vaga", "Vagas ampla concorrência", "Vagas reservadas a negros", "Total de vagas"]],
        [["201", "Cadete PM – Curso de Formação de Oficiais", "Estado (APMGD)", "24", "06", "30"]],
        [0.09, 0.24, 0.25, 0.14, 0.14, 0.14], align=['C', 'L', 'L', 'C', 'C', 'C'], caption="Tabela 1.2 – Cadete PM (CFO)")
d.para("Obs.: a localidade de vaga corresponde ao Comando de Policiamento Regional (CPR) em que o candidato aprovado será lotado após o curso de formação, pelo prazo mínimo de 3 (três) anos, conforme art. 18 da Lei Estadual nº 10.230/2015.")
d.annex("ANEXO II – CRONOGRAMA PREVISTO")
d.table([["Evento", "Data"]], [["Publicação do edital", "31/03/2026"], ["Inscrições", "06/04 a 07/05/2026"], ["Isenção", "06 a 10/04/2026"],
   ["Provas objetiva e discursiva", "21/06/2026"], ["Resultado da prova objetiva", "14/07/2026"], ["TAF", "22 a 30/08/2026"], ["Avaliação de saúde", "21 a 25/09/2026"],
   ["Avaliação psicológica", "11/10/2026"], ["Heteroidentificação", "26 a 30/10/2026"], ["Matrícula no CFSd/CFO", "01/02/2027"]], [0.6, 0.4], align=['L', 'C'])
d.annex("ANEXO III – CONTEÚDO PROGRAMÁTICO")
for t in conteudo(['port', 'rlm']) + ["HISTÓRIA E GEOGRAFIA DO MARANHÃO: 1 Formação territorial; a França Equinocial; a Balaiada; a adesão do Maranhão à Independência. 2 Aspectos físicos: relevo, clima, hidrografia, vegetação. 3 Regiões de planejamento; economia; população.",
    "NOÇÕES DE DIREITO CONSTITUCIONAL: 1 Dos direitos e garantias fundamentais (arts. 5º a 17). 2 Da segurança pública (art. 144). 3 Das Forças Armadas e dos militares dos Estados (arts. 42 e 142).",
    "NOÇÕES DE DIREITO PENAL E PROCESSUAL PENAL: 1 Infração penal; tipicidade; ilicitude; culpabilidade. 2 Crimes contra a pessoa, o patrimônio e a administração pública. 3 Inquérito policial; prisão em flagrante; prisão preventiva e temporária. 4 Lei nº 11.343/2006 (drogas); Lei nº 10.826/2003 (armas).",
    "LEGISLAÇÃO APLICADA À PMMA: Lei Estadual nº 6.513/1995; Lei nº 14.751/2023; Decreto-Lei nº 667/1969; Código Penal Militar (arts. 1º a 28)."]:
    d.para(t)
autodeclaracao(d, c, "ANEXO IV – MODELO DE AUTODECLARAÇÃO")

def head(p):
    p.set_font(p.fam, 'B', 8.5); p.text(18, 11, "POLÍCIA MILITAR DO MARANHÃO – CONCURSO PÚBLICO SOLDADO PM E CADETE PM – EDITAL Nº 01/2026")
    p.set_font(p.fam, '', 7.5); p.text(18, 15, "INCA Seleções – www.incaselecoes.org.br"); p.set_line_width(0.4); p.line(18, 17, 192, 17)
def foot(p):
    p.set_font(p.fam, '', 7.5); s = f"Página {p.page_no()} de {p.cfg['nb']}"
    p.text(105 - p.get_string_width(s) / 2, 288, s)
render(d, sys.argv[1], dict(font='DejaVuSansCondensed', size=9.5, head=head, foot=foot, tmode='columns', ml=18, mr=18, mt=22, mb=16,
                            shade=(200, 210, 230), creator='iReport / JasperReports 6', vcenter=False))
