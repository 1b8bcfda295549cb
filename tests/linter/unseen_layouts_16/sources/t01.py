# t01: Prefeitura Municipal de Ribeirão do Sul (SP), Vunesp style, negros 20% by municipal law; an ordinary quadro
# (Código / Cargo / Requisitos / Jornada / Vencimento / AC / PcD / Negros / Total, CR rows, TOTAL row) on the board's
# HTML page; the .txt is `w3m -dump` of that page (tables drawn with spaces).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t01_vunesp_pm_ribeiraodosul_html_w3m_plain"
# código, cargo, requisitos, jornada, vencimento, total, pcd, negros
V = [("101", "Agente Comunitário de Saúde", "Ensino médio completo e residir na área da comunidade em que atuar", "40h", "R$ 3.036,00", 6, 1, 1),
     ("102", "Agente de Trânsito", "Ensino médio completo e CNH categoria \"B\"", "40h", "R$ 2.780,45", 3, 0, 1),
     ("103", "Auxiliar de Serviços Gerais", "Ensino fundamental incompleto (4ª série)", "40h", "R$ 1.812,30", 8, 1, 2),
     ("104", "Motorista", "Ensino fundamental completo e CNH categoria \"D\"", "40h", "R$ 2.455,10", 4, 0, 1),
     ("105", "Oficial Administrativo", "Ensino médio completo", "40h", "R$ 2.612,88", 5, 1, 1),
     ("106", "Professor de Educação Básica I – Anos Iniciais", "Licenciatura plena em Pedagogia ou curso Normal Superior", "30h", "R$ 4.867,90", 10, 1, 2),
     ("107", "Professor de Educação Básica II – Inglês", "Licenciatura plena em Letras com habilitação em Inglês", "25h", "R$ 4.056,58", 1, 0, 0),
     ("108", "Enfermeiro", "Curso superior em Enfermagem e registro no COREN-SP", "40h", "R$ 5.210,77", 2, 0, 0),
     ("109", "Fisioterapeuta", "Curso superior em Fisioterapia e registro no CREFITO-3", "30h", "R$ 4.310,12", 0, 0, 0),
     ("110", "Médico Clínico Geral", "Curso superior em Medicina e registro no CRM-SP", "20h", "R$ 11.940,00", 2, 0, 0),
     ("111", "Técnico em Enfermagem", "Curso técnico em Enfermagem e registro no COREN-SP", "40h", "R$ 2.998,64", 4, 0, 1),
     ("112", "Psicólogo", "Curso superior em Psicologia e registro no CRP-SP", "30h", "R$ 4.310,12", 0, 0, 0)]
NH = {"101": "Agente Comunitário de Saúde", "102": "Agente de Trânsito", "103": "Auxiliar de Serviços Gerais", "104": "Motorista",
      "105": "Oficial Administrativo", "106": "Anos Iniciais", "107": "Inglês", "108": "Enfermeiro",
      "110": "Médico Clínico Geral", "111": "Técnico em Enfermagem"}
entries = [{"name_has": NH[v[0]], "vacancies": v[5], "negros_stated": v[7]} for v in V if v[5]]
rows = []
for c, n, req, j, venc, t, p, ng in V:
    rows.append([c, n, req, j, venc] + ([str(t - p - ng), str(p), str(ng), str(t)] if t else ["CR", "CR", "CR", "CR"]))
T = [sum(v[k] for v in V) for k in (5, 6, 7)]
rows.append({"cls": "tot", "cells": [C("TOTAL", cs=5), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0])]})
assert entries[6]["name_has"] == "Inglês"
cfg = base_cfg("2026-03-09", site="www.vunesp.com.br", banca="Fundação para o Vestibular da Universidade Estadual Paulista \"Júlio de Mesquita Filho\" – VUNESP",
               orgao_curto="Município", cidades="Ribeirão do Sul/SP e, se necessário, Ourinhos/SP", neg_pct="20% (vinte por cento)",
               neg_lei="Lei Municipal nº 1.874, de 22 de novembro de 2023, que reserva aos negros 20% (vinte por cento) das vagas oferecidas nos concursos públicos municipais",
               veiculo="Diário Oficial Eletrônico do Município de Ribeirão do Sul", local_data="Ribeirão do Sul, 9 de março de 2026.",
               assinaturas=["LUIZ CARLOS DE OLIVEIRA PRADO\nPrefeito Municipal"],
               taxas=[["Cargos de nível superior", "R$ 98,50"], ["Cargos de nível médio e técnico", "R$ 72,30"], ["Cargos de nível fundamental", "R$ 49,80"]],
               ordem="A nomeação dos candidatos negros observará a 3ª, a 8ª, a 13ª e a 18ª vagas de cada cargo, e a dos candidatos com deficiência, a 5ª, a 25ª e a 45ª vagas.")
B = [("title", "PREFEITURA MUNICIPAL DE RIBEIRÃO DO SUL\nESTADO DE SÃO PAULO\nCONCURSO PÚBLICO Nº 01/2026\nEDITAL DE ABERTURA DE INSCRIÇÕES"),
     ("p", "A Prefeitura Municipal de Ribeirão do Sul, Estado de São Paulo, torna pública a abertura de inscrições para o Concurso Público nº 01/2026, destinado ao provimento de cargos efetivos do seu Quadro de Pessoal, sob o Regime Jurídico Estatutário (Lei Complementar Municipal nº 12, de 4 de abril de 1994), que será regido pelas Instruções Especiais que fazem parte integrante deste edital, e cuja organização e aplicação ficarão a cargo da Fundação VUNESP."),
     ("pc", "INSTRUÇÕES ESPECIAIS"), ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público destina-se ao provimento dos cargos relacionados no quadro do capítulo 2, que vagarem ou forem criados durante o prazo de validade do certame.",
                 "As atribuições dos cargos constam do Anexo III deste edital.",
                 "O vencimento inicial dos cargos tem como base o mês de março de 2026 e será reajustado na forma da legislação municipal."])
B += [("h", "2. DOS CARGOS, DAS VAGAS E DOS REQUISITOS"), ("p", "2.1 O cargo, o número de vagas, os requisitos exigidos, a jornada semanal e o vencimento inicial são os seguintes:"),
      ("table", {"caption": "QUADRO DE CARGOS E VAGAS", "head": [["Código", "Cargo", "Requisitos", "Jornada semanal", "Vencimento inicial", "AC", "PcD", "Negros", "Total"]], "rows": rows,
                 "note": "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos negros (pretos e pardos); CR – cadastro reserva."}),
      ("p", "2.2 Os servidores fazem jus a auxílio-alimentação de R$ 650,00 (seiscentos e cinquenta reais) mensais, pago em cartão magnético."),
      ("p", "2.3 Os professores cumprirão a jornada de trabalho docente prevista na Lei Complementar Municipal nº 58, de 2011, incluídas as horas de trabalho pedagógico coletivo.")]
B += corpo(cfg, 3) + ch_cronograma("ANEXO I – CRONOGRAMA PREVISTO", cfg)
B += ch_conteudo("ANEXO II – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Saúde Pública"])
B += [("h", "ANEXO III – ATRIBUIÇÕES DOS CARGOS")] + [("p", "%s – %s: executar as atividades próprias do cargo, conforme a Lei Complementar Municipal nº 12/1994 e o plano de carreira respectivo, e outras correlatas determinadas pelo superior imediato." % (v[0], v[1])) for v in V]
B += autodeclaracao("ANEXO IV – MODELO DE AUTODECLARAÇÃO", "Município de Ribeirão do Sul")
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, CSS_BASE, "Concurso Público nº 01/2026 – Ribeirão do Sul"))
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "w3m", hp, {"body": "Prefeitura de Ribeirão do Sul (SP)", "board": "Vunesp", "producer": "HTML page", "shape": "ordinary quadro, CR rows, TOTAL"}, totals=(T[0], T[2]))
