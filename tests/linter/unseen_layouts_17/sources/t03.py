# t03: Câmara Municipal de Feira de Santana (BA), IBAM style, negros 25 % by municipal law (3 or more vacancies); a DOCX
# edital saved by LibreOffice Writer as RTF (soffice --convert-to rtf); the .txt is `unrtf --text` of the RTF.
# Quadro with a two-row header (Vagas over AC / PcD / Negros / Total), notes marked on cargo names (¹ ² ³), CR rows,
# TOTAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t03_ibam_cm_feiradesantana_rtf_unrtf_two_row_header_marks"
# código, cargo, mark, nível, jornada, vencimento, total
V = [("101", "Analista Legislativo – Processo Legislativo", "¹", "Superior", "30h", "R$ 7.480,12", 4), ("102", "Analista Legislativo – Comunicação Social", "", "Superior", "30h", "R$ 7.480,12", 2),
     ("103", "Analista de Tecnologia da Informação", "", "Superior", "30h", "R$ 7.480,12", 2), ("104", "Contador Legislativo", "", "Superior", "30h", "R$ 7.480,12", 1),
     ("105", "Procurador Legislativo", "²", "Superior", "20h", "R$ 9.915,40", 2), ("106", "Taquígrafo Parlamentar", "", "Superior", "30h", "R$ 6.102,77", 3),
     ("107", "Jornalista", "", "Superior", "25h", "R$ 6.102,77", 0), ("201", "Técnico Legislativo", "", "Médio", "30h", "R$ 4.018,65", 10),
     ("202", "Técnico em Informática", "", "Médio/técnico", "30h", "R$ 4.018,65", 3), ("203", "Intérprete de Libras", "³", "Médio/técnico", "30h", "R$ 4.018,65", 2),
     ("204", "Operador de Som e Imagem", "", "Médio/técnico", "30h", "R$ 3.520,90", 2), ("301", "Agente de Segurança Legislativa", "", "Médio", "40h", "R$ 3.520,90", 6),
     ("302", "Motorista Legislativo", "", "Fundamental", "40h", "R$ 2.615,44", 3), ("303", "Auxiliar de Serviços Legislativos", "", "Fundamental", "40h", "R$ 2.115,08", 0)]
N = lambda t: neg20(t, 25, 3)
P = lambda t: pcd5(t, 5, 5)
# the en dash inside two cargo names comes out of unrtf as a control byte: name_has is the part after it
entries = [{"name_has": v[1].split(" – ")[-1], "vacancies": v[6], "negros_stated": N(v[6])} for v in V if v[6]]
rows = []
for cod, c, mk, nv, jor, venc, t in V:
    rows.append([cod, c + mk, nv, jor, venc] + ([str(t - P(t) - N(t)), str(P(t)), str(N(t)), str(t)] if t else ["–", "–", "–", "CR"]))
T = [sum(v[6] for v in V), sum(P(v[6]) for v in V), sum(N(v[6]) for v in V)]
rows.append([C("TOTAL", cs=5, cls="b"), C(str(T[0] - T[1] - T[2]), cls="b"), C(str(T[1]), cls="b"), C(str(T[2]), cls="b"), C(str(T[0]), cls="b")])
head = [[C("Código", rs=2), C("Cargo", rs=2), C("Escolaridade", rs=2), C("Jornada semanal", rs=2), C("Vencimento inicial", rs=2), C("Vagas", cs=4)],
        ["AC", "PcD", "Negros", "Total"]]
note = ("¹ Exige-se, além da graduação em qualquer área, conhecimento de técnica legislativa, aferido na prova discursiva. "
        "² Exige-se bacharelado em Direito e inscrição na OAB; a jornada é de 20 horas, vedado o exercício da advocacia contra a Fazenda Municipal. "
        "³ Exige-se certificação de proficiência em Libras (PROLIBRAS) ou curso de formação de intérprete com carga mínima de 360 horas.")
cfg = base_cfg("2026-03-02", site="www.ibam-concursos.org.br", banca="Instituto Brasileiro de Administração Municipal – IBAM", orgao_curto="Câmara Municipal",
               cidades="Feira de Santana/BA", neg_pct="25% (vinte e cinco por cento)",
               neg_lei="Lei Municipal nº 4.102, de 21 de março de 2024, que reserva aos negros 25% (vinte e cinco por cento) das vagas oferecidas nos concursos públicos do Poder Legislativo e do Poder Executivo do Município",
               veiculo="Diário Oficial Eletrônico do Poder Legislativo de Feira de Santana", local_data="Feira de Santana, 2 de março de 2026.",
               assinaturas=["Vereador PRESIDENTE DA CÂMARA MUNICIPAL DE FEIRA DE SANTANA"],
               taxas=[["Nível superior", "R$ 110,00"], ["Nível médio e técnico", "R$ 75,00"], ["Nível fundamental", "R$ 55,00"]])
B = [("title", "CÂMARA MUNICIPAL DE FEIRA DE SANTANA\nESTADO DA BAHIA\nCONCURSO PÚBLICO Nº 1/2026 – EDITAL DE ABERTURA"),
     ("p", "A MESA DIRETORA DA CÂMARA MUNICIPAL DE FEIRA DE SANTANA, no uso das atribuições que lhe confere o Regimento Interno, e considerando a Resolução nº 512, de 2025, que dispõe sobre o Plano de Cargos, Carreiras e Vencimentos dos servidores do Poder Legislativo, torna pública a abertura de inscrições para o concurso público destinado ao provimento de cargos efetivos do seu quadro de pessoal, sob a responsabilidade técnica do Instituto Brasileiro de Administração Municipal – IBAM."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público destina-se ao provimento das vagas indicadas no Quadro de Vagas do item 2.1 e à formação de cadastro de reserva.",
                 "O regime jurídico é o estatutário, regido pela Lei Complementar Municipal nº 1, de 1994 (Estatuto dos Servidores Públicos do Município de Feira de Santana).",
                 "Os cargos de nível superior terão, além da prova objetiva, prova discursiva de caráter eliminatório e classificatório."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 O Quadro de Vagas é o seguinte:"),
      ("table", {"caption": "QUADRO DE VAGAS", "head": head, "rows": rows, "note": note, "widths": [1.3, 5.2, 2.2, 1.6, 2.3, 1.0, 1.0, 1.3, 1.1], "fs": 8}),
      ("p", "AC – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro de reserva."),
      ("p", "2.2 As atribuições sumárias dos cargos constam do Anexo II.")]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II – ATRIBUIÇÕES SUMÁRIAS", [(v[1], v[3]) for v in V])
B += ch_conteudo("ANEXO III – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Noções de Informática", "Legislação"])
B += requerimento("ANEXO IV – REQUERIMENTO DE CONDIÇÕES ESPECIAIS", "Câmara Municipal de Feira de Santana")
src = docx_edital(NAME, B, ["CÂMARA MUNICIPAL DE FEIRA DE SANTANA", "Rua Geminiano Costa, s/n – Centro – Feira de Santana/BA"], "Concurso Público nº 1/2026", when="2026-03-02")
rtf = docx_to(src, "rtf", os.path.join(SRC, NAME + ".rtf"))
os.remove(src)
finish4(NAME, entries, "unrtf-text", rtf, {"body": "Câmara Municipal de Feira de Santana (BA)", "board": "IBAM", "producer": "python-docx -> LibreOffice Writer (RTF)", "shape": "two-row header, marks on cargo names, CR rows, TOTAL"}, totals=(T[0], T[2]))
