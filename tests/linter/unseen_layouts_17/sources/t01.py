# t01: Prefeitura Municipal de Camaquã (RS), Objetiva style, negros 20% by municipal law (3 or more vacancies); a DOCX
# edital saved by LibreOffice Writer as a Word 97 .doc (soffice --convert-to doc); the .txt is antiword's text of the
# .doc. The quadro is the edital's only table (the other lists are lines of text): antiword mangles a LibreOffice .doc
# holding several tables (rows lost, one table's head joined to the next's rows) or a row spanning columns; with one
# table it runs the rows together, cells ended by " |". Quadro: Cargo / Escolaridade / Carga horária / Vencimento / AC / PcD / Negros / Total, CR rows, TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t01_objetiva_pm_camaqua_doc_antiword_runon_cells"
# cargo, escolaridade, carga, vencimento, total
V = [("Agente Administrativo", "Ensino médio completo", "40h", "R$ 3.012,40", 7), ("Agente de Combate às Endemias", "Ensino médio completo", "40h", "R$ 2.824,00", 5),
     ("Assistente Social", "Superior em Serviço Social e registro no CRESS", "30h", "R$ 5.406,18", 2), ("Auxiliar de Serviços Gerais", "Ensino fundamental incompleto", "40h", "R$ 1.790,33", 9),
     ("Contador", "Superior em Ciências Contábeis e registro no CRC", "40h", "R$ 7.915,02", 1), ("Enfermeiro", "Superior em Enfermagem e registro no COREN", "40h", "R$ 6.118,77", 4),
     ("Farmacêutico", "Superior em Farmácia e registro no CRF", "40h", "R$ 6.118,77", 0), ("Fisioterapeuta", "Superior em Fisioterapia e registro no CREFITO", "30h", "R$ 5.406,18", 2),
     ("Mecânico de Máquinas Pesadas", "Ensino fundamental completo e experiência de 1 ano", "44h", "R$ 2.977,15", 1), ("Merendeira", "Ensino fundamental incompleto", "40h", "R$ 1.790,33", 6),
     ("Motorista", "Ensino fundamental completo e CNH categoria \"D\"", "44h", "R$ 2.611,90", 4), ("Nutricionista", "Superior em Nutrição e registro no CRN", "30h", "R$ 5.406,18", 1),
     ("Operário", "Ensino fundamental incompleto", "44h", "R$ 1.790,33", 8), ("Professor de Educação Infantil", "Licenciatura em Pedagogia", "20h", "R$ 2.402,61", 12),
     ("Professor de Língua Inglesa", "Licenciatura em Letras – Inglês", "20h", "R$ 2.402,61", 0), ("Psicólogo", "Superior em Psicologia e registro no CRP", "30h", "R$ 5.406,18", 2),
     ("Técnico em Enfermagem", "Curso técnico em Enfermagem e registro no COREN", "40h", "R$ 3.318,05", 6), ("Tesoureiro", "Ensino médio completo", "40h", "R$ 3.688,40", 1)]
P = lambda t: pcd5(t, 10, 5)
entries = [{"name_has": v[0], "vacancies": v[4], "negros_stated": neg20(v[4])} for v in V if v[4]]
rows = []
for c, esc, ch, venc, t in V:
    n, p = neg20(t), P(t)
    rows.append([c, esc, ch, venc] + ([str(t - p - n), str(p), str(n), str(t)] if t else ["CR", "CR", "CR", "CR"]))
T = [sum(v[4] for v in V), sum(P(v[4]) for v in V), sum(neg20(v[4]) for v in V)]
rows.append([C("TOTAL", cls="b"), "", "", "", C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b")])
cfg = base_cfg("2026-04-06", site="www.objetivas.com.br", banca="Objetiva Concursos Ltda.", orgao_curto="Município", cidades="Camaquã/RS",
               neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 2.418, de 14 de novembro de 2023, que institui a reserva de vagas para pessoas negras nos concursos públicos do Município de Camaquã",
               veiculo="Diário Oficial Eletrônico do Município de Camaquã", local_data="Camaquã, 6 de abril de 2026.", pcd_pct="10% (dez por cento)",
               assinaturas=["ABIDIAS FERREIRA RODRIGUES\nPrefeito Municipal"], taxas=[["Nível superior", "R$ 120,00"], ["Nível médio e técnico", "R$ 80,00"], ["Nível fundamental", "R$ 60,00"]])
B = [("title", "ESTADO DO RIO GRANDE DO SUL\nPREFEITURA MUNICIPAL DE CAMAQUÃ\nEDITAL DE CONCURSO PÚBLICO Nº 02/2026"),
     ("p", "O PREFEITO MUNICIPAL DE CAMAQUÃ, no uso de suas atribuições legais, torna público que estarão abertas as inscrições para o Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Município, regidos pela Lei Municipal nº 627, de 2003 (Regime Jurídico dos Servidores), e pelas demais normas deste edital, cuja execução técnico-administrativa caberá à empresa Objetiva Concursos Ltda."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O Concurso Público destina-se ao provimento das vagas constantes do item 2.1 e à formação de cadastro reserva para os cargos indicados com a sigla CR.",
                 "Os vencimentos são os vigentes no mês de abril de 2026, acrescidos, quando for o caso, de adicional de insalubridade e de vale-alimentação, na forma da lei.",
                 "O prazo de validade do concurso é de 2 (dois) anos, contados da data da homologação do resultado final, prorrogável uma vez por igual período."])
B += [("h", "2. DOS CARGOS, VAGAS E VENCIMENTOS"), ("p", "2.1 Os cargos, a escolaridade exigida, a carga horária semanal, o vencimento e as vagas são os seguintes:"),
      ("table", {"caption": "QUADRO DE CARGOS E VAGAS", "head": [["Cargo", "Escolaridade / requisitos", "Carga horária", "Vencimento", "AC", "PcD", "Negros", "Total"]], "rows": rows,
                 "widths": [4.0, 5.0, 1.5, 2.3, 1.1, 1.1, 1.3, 1.2], "fs": 8.5}),
      ("p", "AC – ampla concorrência; PcD – pessoas com deficiência (10%); Negros – candidatos negros (20%); CR – somente cadastro reserva."),
      ("p", "2.2 As atribuições de cada cargo constam do Anexo II.")]
B += corpo(cfg, 3, extra=[ch_heteroid, ch_atendimento]) + ch_cronograma("ANEXO I – CRONOGRAMA DE EXECUÇÃO", cfg)
B += anexo_atrib("ANEXO II – ATRIBUIÇÕES E REQUISITOS DOS CARGOS", [(v[0], v[1]) for v in V])
B += ch_conteudo("ANEXO III – CONTEÚDOS PROGRAMÁTICOS", ["Língua Portuguesa", "Matemática", "Noções de Informática", "Legislação", "Saúde Pública"])
B += autodeclaracao("ANEXO IV – MODELO DE AUTODECLARAÇÃO", "Município de Camaquã")
B = tables_as_lines(B, keep=lambda t: t.get("caption") == "QUADRO DE CARGOS E VAGAS")
src = docx_edital(NAME, B, ["PREFEITURA MUNICIPAL DE CAMAQUÃ", "Rua Sete de Setembro, 800 – Centro – Camaquã/RS"], "Edital de Concurso Público nº 02/2026")
doc = docx_to(src, "doc", os.path.join(SRC, NAME + ".doc"))
os.remove(src)
finish4(NAME, entries, "antiword", doc, {"body": "Prefeitura de Camaquã (RS)", "board": "Objetiva", "producer": "python-docx -> LibreOffice Writer (MS Word 97 .doc)", "shape": "ordinary quadro, CR rows, TOTAL"}, totals=(T[0], T[2]))
