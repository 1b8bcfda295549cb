# t01: Prefeitura Municipal de Santa Rita do Ribeira/SP, Vunesp style, negros 20% by municipal law (Lei 12.990 wording);
# an ordinary quadro (Código, Cargo, Requisitos, Jornada, Vencimento, Total, AC, PcD, Negros) with CR-only rows, a TAF
# table for Guarda Civil; HTML printed by Chromium; the .txt is poppler pdftotext in its default mode (Evince's copy).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t01_vunesp_pm_santaritadoribeira_chromium_pdftotext_plain"
# código, cargo, requisitos, jornada, vencimento, total, pcd, negros
V = [("101", "Agente Administrativo", "Ensino médio completo", "40h", "R$ 2.684,17", 8, 1, 2),
     ("102", "Agente de Defesa Civil", "Ensino médio completo e CNH categoria \"B\"", "40h", "R$ 2.941,50", 2, 0, 0),
     ("103", "Auxiliar de Serviços Gerais", "Ensino fundamental incompleto (4ª série)", "44h", "R$ 1.702,88", 12, 1, 2),
     ("104", "Guarda Civil Municipal 3ª Classe", "Ensino médio completo, CNH \"AB\", idade mínima de 18 anos", "40h", "R$ 3.312,40", 10, 1, 2),
     ("105", "Motorista de Ambulância", "Ensino fundamental completo, CNH \"D\" e curso de condutor de veículo de emergência", "12x36", "R$ 2.758,93", 4, 0, 1),
     ("106", "Operador de Máquinas Pesadas", "Ensino fundamental completo e CNH \"C\"", "44h", "R$ 2.870,21", 3, 0, 1),
     ("107", "Técnico em Enfermagem", "Curso técnico em Enfermagem e registro no COREN-SP", "12x36", "R$ 2.990,65", 6, 1, 1),
     ("108", "Agente Comunitário de Saúde – Bairro Alto", "Ensino médio completo e residência na área de atuação", "40h", "R$ 2.824,00", 2, 0, 0),
     ("109", "Agente Comunitário de Saúde – Vila Nova", "Ensino médio completo e residência na área de atuação", "40h", "R$ 2.824,00", 0, 0, 0),
     ("110", "Enfermeiro Plantonista", "Graduação em Enfermagem e registro no COREN-SP", "12x36", "R$ 5.410,72", 3, 0, 1),
     ("111", "Fonoaudiólogo", "Graduação em Fonoaudiologia e registro no CRFa", "30h", "R$ 4.512,33", 1, 0, 0),
     ("112", "Médico Clínico Geral", "Graduação em Medicina e registro no CRM-SP", "20h", "R$ 11.846,09", 5, 1, 1),
     ("113", "Nutricionista", "Graduação em Nutrição e registro no CRN-3", "30h", "R$ 4.512,33", 0, 0, 0),
     ("114", "Professor de Educação Básica I", "Licenciatura plena em Pedagogia", "30h", "R$ 4.120,00", 15, 1, 3),
     ("115", "Psicólogo", "Graduação em Psicologia e registro no CRP-06", "30h", "R$ 4.512,33", 2, 0, 0)]
NH = {"101": "Agente Administrativo", "102": "Agente de Defesa Civil", "103": "Auxiliar de Serviços Gerais", "104": "Guarda Civil Municipal",
      "105": "Motorista de Ambulância", "106": "Operador de Máquinas", "107": "Técnico em Enfermagem", "108": "Bairro Alto",
      "110": "Enfermeiro Plantonista", "111": "Fonoaudiólogo", "112": "Médico Clínico Geral", "114": "Professor de Educação Básica I", "115": "Psicólogo"}
entries = [{"name_has": NH[v[0]], "vacancies": v[5], "negros_stated": v[7]} for v in V if v[5]]
rows = []
for c, cg, req, j, venc, t, pcd, neg in V:
    cnt = [t - pcd - neg, pcd, neg, t] if t else ["–", "–", "–", "CR"]
    rows.append("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td>%s</tr>" % (c, cg, h_esc(req), j, venc, tds(cnt)))
T = [sum(v[i] for v in V) for i in (5, 6, 7)]
rows.append('<tr class="tot"><td colspan="5">TOTAL DE VAGAS</td>%s</tr>' % tds([T[0] - T[1] - T[2], T[1], T[2], T[0]]))
Q = quadro_html("ANEXO I – QUADRO DE CARGOS, VAGAS, REQUISITOS E VENCIMENTOS",
                "<tr><th>Código</th><th>Cargo</th><th>Requisitos</th><th>Jornada semanal</th><th>Vencimento</th><th>Ampla concorrência</th><th>PcD</th><th>Negros</th><th>Total de vagas</th></tr>",
                rows, "CR – cadastro de reserva: o cargo não tem vaga imediata e o concurso destina-se à formação de cadastro. A jornada 12x36 corresponde a plantões de 12 horas de trabalho por 36 de descanso. Os vencimentos são de março de 2026.",
                colgroup='<colgroup><col style="width:6%"><col style="width:25%"><col style="width:28%"><col style="width:7%"><col style="width:11%"><col style="width:8%"><col style="width:5%"><col style="width:5%"><col style="width:5%"></colgroup>')
cfg = base_cfg("2026-02-09", site="www.vunesp.com.br", banca="Fundação para o Vestibular da Universidade Estadual Paulista “Júlio de Mesquita Filho” – VUNESP",
               orgao_curto="Município", cidades="Santa Rita do Ribeira/SP e, se necessário, Registro/SP", neg_lei="Lei Municipal nº 4.118, de 12 de dezembro de 2024",
               veiculo="Diário Oficial Eletrônico do Município", local_data="Santa Rita do Ribeira, 9 de fevereiro de 2026.",
               assinaturas=["ANTÔNIO CARLOS FURLAN DE OLIVEIRA\nPrefeito Municipal"],
               taxas=[["Nível superior", "R$ 98,00"], ["Nível médio e técnico", "R$ 72,00"], ["Nível fundamental", "R$ 54,00"]])
TAF = [("h", "ANEXO III – TESTE DE APTIDÃO FÍSICA (GUARDA CIVIL MUNICIPAL)"),
       ("p", "O teste de aptidão física, de caráter eliminatório, será aplicado aos candidatos ao cargo de Guarda Civil Municipal 3ª Classe habilitados na prova objetiva e classificados até a 60ª posição, respeitados os empates na última posição."),
       ("table", {"head": [["Prova", "Masculino – mínimo", "Feminino – mínimo", "Tempo"]],
                  "rows": [["Flexão de braços no solo", "20 repetições", "12 repetições (apoio de joelhos)", "1 minuto"], ["Abdominal remador", "30 repetições", "25 repetições", "1 minuto"],
                           ["Corrida de 12 minutos", "2.100 metros", "1.700 metros", "12 minutos"], ["Corrida de 50 metros", "8,5 segundos", "10,0 segundos", "–"]]})]
B = [("title", "PREFEITURA MUNICIPAL DE SANTA RITA DO RIBEIRA\nESTADO DE SÃO PAULO\nCONCURSO PÚBLICO Nº 01/2026\nEDITAL DE ABERTURA DE INSCRIÇÕES"),
     ("p", "A Prefeitura Municipal de Santa Rita do Ribeira, Estado de São Paulo, torna pública a abertura de inscrições para o Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal, regidos pelo Estatuto dos Servidores Públicos Municipais (Lei Complementar nº 58, de 3 de maio de 2011), e à formação de cadastro de reserva, que será realizado sob a responsabilidade da Fundação VUNESP, de acordo com as instruções deste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público destina-se ao provimento de 73 (setenta e três) vagas e à formação de cadastro de reserva, cujos cargos, códigos, requisitos, jornadas e vencimentos constam do Anexo I deste edital.",
                 "O prazo de validade do concurso é de 2 (dois) anos, prorrogável uma vez por igual período.",
                 "Os vencimentos serão acrescidos de vale-alimentação de R$ 780,00 mensais e, para os cargos da saúde em regime de plantão, de adicional de insalubridade de 20% (vinte por cento) sobre o salário-mínimo."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 O quadro de cargos e vagas é o seguinte:"), ("raw", Q),
      ("p", "2.2 Os candidatos ao cargo de Agente Comunitário de Saúde deverão residir na área da comunidade em que atuarão desde a data de publicação deste edital, nos termos do art. 6º, inciso I, da Lei Federal nº 11.350, de 5 de outubro de 2006.")]
B += corpo(cfg, 3) + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA PREVISTO", cfg) + TAF
B += ch_conteudo("ANEXO IV – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Saúde Pública"])
chromium_edital(NAME, B, CSS_BASE + ' table.q{table-layout:fixed}', "Prefeitura Municipal de Santa Rita do Ribeira – Concurso Público nº 01/2026", "Edital 01/2026")
finish2(NAME, entries, "pdftotext", {"body": "Prefeitura de Santa Rita do Ribeira/SP", "board": "Vunesp", "producer": "Chromium print", "shape": "ordinary quadro, CR rows, TOTAL row"}, totals=(T[0], T[2]))
