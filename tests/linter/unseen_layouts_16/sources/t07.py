# t07: Prefeitura Municipal de Sapiranga (RS), Fundatec style, negros 20% by municipal law; a DOCX edital with an
# ordinary quadro (Cargo / Escolaridade / Carga horária / Vencimento / Vagas AC / PcD / Negros / Total; CR rows; TOTAL);
# the .txt is LibreOffice's "save as text" (soffice --headless --convert-to txt) of the DOCX.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t07_fundatec_pm_sapiranga_docx_soffice_txt_plain"
# cargo, escolaridade, carga, vencimento, total, pcd, negros
V = [("Agente Administrativo", "Ensino médio completo", "40h", "R$ 3.158,22", 6, 1, 1), ("Arquiteto", "Ensino superior em Arquitetura e Urbanismo e registro no CAU", "40h", "R$ 8.402,11", 1, 0, 0),
     ("Assistente Social", "Ensino superior em Serviço Social e registro no CRESS", "30h", "R$ 5.716,30", 2, 0, 0), ("Auxiliar de Educação Infantil", "Ensino médio completo", "40h", "R$ 2.404,87", 12, 1, 2),
     ("Eletricista", "Ensino fundamental completo e curso de NR-10", "40h", "R$ 2.711,48", 1, 0, 0), ("Engenheiro Civil", "Ensino superior em Engenharia Civil e registro no CREA", "40h", "R$ 8.402,11", 2, 0, 0),
     ("Fiscal Tributário", "Ensino superior completo em qualquer área", "40h", "R$ 6.230,94", 3, 0, 1), ("Monitor Escolar", "Ensino médio completo", "40h", "R$ 2.404,87", 8, 1, 2),
     ("Operador de Máquinas", "Ensino fundamental incompleto e CNH categoria \"C\"", "44h", "R$ 2.890,10", 4, 0, 1), ("Professor de Anos Iniciais", "Licenciatura em Pedagogia", "22h", "R$ 3.372,55", 10, 1, 2),
     ("Professor de Educação Física", "Licenciatura em Educação Física e registro no CREF", "22h", "R$ 3.372,55", 3, 0, 1), ("Professor de Matemática", "Licenciatura em Matemática", "22h", "R$ 3.372,55", 2, 0, 0),
     ("Psicopedagogo", "Ensino superior com especialização em Psicopedagogia", "20h", "R$ 4.105,63", 0, 0, 0), ("Servente", "Ensino fundamental incompleto", "40h", "R$ 1.802,54", 5, 1, 1),
     ("Técnico em Segurança do Trabalho", "Curso técnico em Segurança do Trabalho e registro no MTE", "40h", "R$ 4.011,90", 0, 0, 0)]
entries = [{"name_has": v[0], "vacancies": v[4], "negros_stated": v[6]} for v in V if v[4]]
rows = [[c, esc, ch, venc] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["CR", "CR", "CR", "CR"]) for c, esc, ch, venc, t, p, n in V]
T = [sum(v[k] for v in V) for k in (4, 5, 6)]
rows.append([C("TOTAL", cs=4, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b")])
cfg = base_cfg("2026-03-23", site="www.fundatec.org.br", banca="Fundação Universidade Empresa de Tecnologia e Ciências – FUNDATEC", orgao_curto="Município",
               cidades="Sapiranga/RS e, se necessário, Novo Hamburgo/RS", neg_pct="20% (vinte por cento)",
               neg_lei="Lei Municipal nº 6.712, de 8 de setembro de 2022, que dispõe sobre a reserva de vagas para pessoas negras nos concursos públicos do Município de Sapiranga",
               veiculo="Diário Oficial Eletrônico do Município de Sapiranga", local_data="Sapiranga, 23 de março de 2026.", pcd_pct="10% (dez por cento)",
               assinaturas=["NILTON SILVEIRA DE OLIVEIRA\nPrefeito Municipal"], taxas=[["Nível superior", "R$ 112,00"], ["Nível médio e técnico", "R$ 78,00"], ["Nível fundamental", "R$ 55,00"]])
B = [("title", "ESTADO DO RIO GRANDE DO SUL\nPREFEITURA MUNICIPAL DE SAPIRANGA\nEDITAL DE ABERTURA Nº 01/2026\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS"),
     ("p", "O PREFEITO MUNICIPAL DE SAPIRANGA, no uso de suas atribuições legais, torna público, por meio deste edital, que estarão abertas as inscrições ao Concurso Público para provimento de cargos efetivos do Quadro de Servidores do Município, regidos pela Lei Municipal nº 2.196, de 1995 (Regime Jurídico Único), e pela Lei Municipal nº 4.810, de 2012 (Plano de Carreira do Magistério), o qual será executado pela Fundação Universidade Empresa de Tecnologia e Ciências – FUNDATEC."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O Concurso Público destina-se ao provimento dos cargos constantes do quadro demonstrativo do item 2.1 e à formação de cadastro reserva.",
                 "O vencimento básico refere-se ao mês de março de 2026. Os professores farão jus, ainda, à gratificação de difícil acesso, quando lotados nas escolas do interior do Município.",
                 "As provas serão realizadas no Município de Sapiranga, podendo, se necessário, ser aplicadas também em municípios vizinhos."])
B += [("h", "2. DOS CARGOS"), ("p", "2.1 Quadro demonstrativo de cargos, vagas, escolaridade, carga horária e vencimento:"),
      ("table", {"caption": "QUADRO DEMONSTRATIVO DE CARGOS", "head": [["Cargo", "Escolaridade / requisitos", "Carga horária semanal", "Vencimento básico", "Vagas AC", "Vagas PcD", "Vagas Negros", "Total"]], "rows": rows,
                 "widths": [3.8, 5.2, 1.6, 2.2, 1.2, 1.2, 1.3, 1.2], "fs": 8.5}),
      ("p", "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro reserva."),
      ("p", "2.2 As atribuições dos cargos constam do Anexo II deste edital.")]
B += corpo(cfg, 3, titulos=True, extra=[ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA DE EXECUÇÃO", cfg)
B += anexo_atrib("ANEXO II – SÚMULA DAS ATRIBUIÇÕES", [(v[0], v[1]) for v in V])
B += ch_conteudo("ANEXO III – PROGRAMAS E BIBLIOGRAFIAS", ["Língua Portuguesa", "Matemática", "Legislação"])
doc, render = docx_builder(["PREFEITURA MUNICIPAL DE SAPIRANGA", "Av. João Corrêa, 793 – Centro – Sapiranga/RS"], "Edital de Abertura nº 01/2026")
render(B)
src = os.path.join(SRC, NAME + ".docx")
doc.save(src)
print("pages ~%.1f" % page_est(B))
finish3(NAME, entries, "soffice-txt", src, {"body": "Prefeitura de Sapiranga (RS)", "board": "Fundatec", "producer": "python-docx", "shape": "ordinary quadro, CR rows, TOTAL"}, totals=(T[0], T[2]))
