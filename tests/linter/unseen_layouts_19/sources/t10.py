# t10: Departamento Estadual de Trânsito do Rio Grande do Norte (DETRAN-RN), negros 20 % under Lei estadual nº
# 11.015/2021 (3 or more vacancies, per cargo). The edital is a DOCX (python-docx) whose quadro cells HOLD LINE BREAKS:
# the cargo cell "Agente de Trânsito\n(nível médio)", the lotação cell listing its places one a line and the next cell
# their counts one a line; then Total / AC / PcD / Negros per cargo; a CR-only cargo; TOTAL row. Read with
# `abiword --to=txt` (AbiWord 3.0.5). Source sources/NAME.docx; text path lib19.abiword_txt.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t10_idecan_detran_rn_docx_abiword_txt_cells_with_line_breaks_lotacoes"
V = [("Agente de Trânsito", "nível médio", [("Natal (sede)", 20), ("Mossoró", 6), ("Caicó", 3), ("Pau dos Ferros", 2), ("Currais Novos", 2)]),
     ("Vistoriador de Veículos", "nível médio", [("Natal (sede)", 8), ("Mossoró", 3), ("Parnamirim", 2)]),
     ("Assistente de Trânsito", "nível médio", [("Natal (sede)", 15), ("Mossoró", 4), ("Caicó", 2), ("Açu", 1), ("Santa Cruz", 1), ("João Câmara", 1)]),
     ("Analista de Trânsito – Administração", "nível superior", [("Natal (sede)", 5)]),
     ("Analista de Trânsito – Ciências Contábeis", "nível superior", [("Natal (sede)", 3)]),
     ("Analista de Trânsito – Direito", "nível superior", [("Natal (sede)", 4), ("Mossoró", 1)]),
     ("Analista de Trânsito – Engenharia Civil", "nível superior", [("Natal (sede)", 2)]),
     ("Analista de Trânsito – Tecnologia da Informação", "nível superior", [("Natal (sede)", 6)]),
     ("Analista de Trânsito – Psicologia", "nível superior", [("Natal (sede)", 2), ("Mossoró", 1)]),
     ("Analista de Trânsito – Medicina do Tráfego", "nível superior", [("Natal (sede)", 0)]),
     ("Examinador de Trânsito", "nível médio", [("Natal (sede)", 7), ("Mossoró", 2), ("Caicó", 1), ("Pau dos Ferros", 1)])]
P, N = pcd5, neg20
tot = lambda ls: sum(t for _, t in ls)
entries = [{"name_has": c, "vacancies": tot(ls), "negros_stated": N(tot(ls))} for c, _, ls in V if tot(ls)]
co = [{"name_has": c, "where": "CR only"} for c, _, ls in V if not tot(ls)]
rows = []
for c, niv, ls in V:
    t = tot(ls)
    rows.append(["%s\n(%s)" % (c, niv), "\n".join(l for l, _ in ls), "\n".join(str(x) if x else "CR" for _, x in ls)]
                + ([str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] if t else ["CR", "–", "–", "–"]))
T = (sum(tot(ls) for *_, ls in V), sum(P(tot(ls)) for *_, ls in V), sum(N(tot(ls)) for *_, ls in V))
rows.append([C("TOTAL", cs=3), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg19("2026-11-09", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional (IDECAN)",
            cidades="Natal, Mossoró, Caicó e Pau dos Ferros", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 14 de dezembro de 2021, sempre que o número de vagas do cargo, somadas as lotações, for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 9 de novembro de 2026.", assinaturas=["FELIPE BARBOSA GURGEL", "Diretor-Geral do DETRAN-RN"])
Q = [("p", "2.1 Os cargos, as lotações, o número de vagas por lotação e a reserva de vagas, calculada sobre o total de vagas de cada cargo, são os do quadro a seguir:"),
     ("table", {"head": [["Cargo", "Lotação", "Vagas por lotação", "Total", "AC", "PcD", "Negros"]], "rows": rows, "widths": [5.0, 3.4, 1.9, 1.4, 1.3, 1.3, 1.4]}),
     ("p", "2.2 CR: cadastro de reserva. A remuneração inicial é de R$ 6.870,12 para Analista de Trânsito e de R$ 3.912,40 para os cargos de nível médio, em jornada de 40 (quarenta) horas semanais."),
     ("p", "2.3 O candidato indicará, no ato da inscrição, a lotação para a qual concorre, e será classificado em lista própria por lotação; as vagas reservadas serão alocadas às lotações com maior número de vagas.")]
B = edital("GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nDEPARTAMENTO ESTADUAL DE TRÂNSITO – DETRAN/RN\nEDITAL Nº 01/2026 – DETRAN/RN\nCONCURSO PÚBLICO",
           "O DIRETOR-GERAL DO DEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO NORTE (DETRAN/RN), no uso de suas atribuições legais, tendo em vista a Lei Complementar estadual nº 591, de 21 de março de 2017, e a autorização do Governo do Estado, torna pública a realização de concurso público para provimento de cargos efetivos do quadro de pessoal da autarquia.",
           Q, cfg, cargos=[(c, n) for c, n, _ in V])
src = docx_edital(NAME, B, ["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE", "DEPARTAMENTO ESTADUAL DE TRÂNSITO – DETRAN/RN"], "Edital nº 01/2026 – DETRAN/RN", when="2026-11-09")
finish6(NAME, entries, "abiword-txt", src, {"body": "DETRAN-RN (state, Lei 11.015)", "board": "IDECAN", "producer": "DOCX (python-docx), abiword --to=txt 3.0.5",
        "shape": "cells holding line breaks (cargo + nível, lotações and their counts one a line), totals per cargo, CR row, TOTAL"}, totals=(T[0], T[2]), cadastro=co)
