# t07: Secretaria de Estado da Educação, da Cultura, do Esporte e do Lazer do Rio Grande do Norte (SEEC-RN), professores,
# negros 20 % under Lei estadual nº 11.015/2021 (3 or more vacancies, stated per cargo and DIREC). The edital is a DOCX
# (python-docx) whose quadro has merged cells: the cargo merged down its DIRECs, a two-row header ("VAGAS" merged
# across five columns). The newsroom's script walks the DOCX with python-docx (paragraphs and tables in body order, a
# row as " | ".join(cell.text for cell in row.cells)), which repeats a merged cell's text in every grid cell it covers.
# Source sources/NAME.docx; text path lib18.docx_walk.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t07_idecan_seec_rn_docx_python_docx_walk_merged_direcs"
V = [("Professor de Língua Portuguesa", [("1ª DIREC – Natal", 18), ("2ª DIREC – Parnamirim", 9), ("12ª DIREC – Mossoró", 7)]),
     ("Professor de Matemática", [("1ª DIREC – Natal", 16), ("2ª DIREC – Parnamirim", 8), ("10ª DIREC – Caicó", 4), ("12ª DIREC – Mossoró", 6)]),
     ("Professor de Ciências Biológicas", [("1ª DIREC – Natal", 6), ("15ª DIREC – Pau dos Ferros", 3)]),
     ("Professor de História", [("1ª DIREC – Natal", 5), ("4ª DIREC – São Paulo do Potengi", 2)]),
     ("Professor de Geografia", [("1ª DIREC – Natal", 5), ("9ª DIREC – Currais Novos", 0)]),
     ("Professor de Educação Física", [("1ª DIREC – Natal", 7), ("3ª DIREC – Nova Cruz", 3), ("11ª DIREC – Macau", 2)]),
     ("Professor de Língua Inglesa", [("1ª DIREC – Natal", 4)]),
     ("Professor de Física", [("1ª DIREC – Natal", 4), ("12ª DIREC – Mossoró", 3)]),
     ("Professor de Química", [("1ª DIREC – Natal", 3), ("13ª DIREC – Apodi", 1)])]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
entries, rows, co = [], [], []
for c, ls in V:
    for i, (l, t) in enumerate(ls):
        first = [C(c, rs=len(ls))] if i == 0 else []
        rows.append(first + [l] + ([str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] if t else ["CR", "–", "–", "–"]) + ["R$ 4.867,77"])
        if t:
            entries.append({"name_has": c, "vacancies": t, "negros_stated": N(t)})
        else:
            co.append({"name_has": c, "where": l + " (CR only)"})
T = [sum(t for _, ls in V for _, t in ls), sum(P(t) for _, ls in V for _, t in ls), sum(N(t) for _, ls in V for _, t in ls)]
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), "–"])
cfg = cfg18("2026-05-11", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional (IDECAN)", cidades="Natal, Mossoró, Caicó, Pau dos Ferros e Currais Novos",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 11.015, de 14 de dezembro de 2021, sempre que o número de vagas oferecidas for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 11 de maio de 2026.", assinaturas=["SOCORRO BATISTA", "Secretária de Estado da Educação, da Cultura, do Esporte e do Lazer"])
Q = [("p", "2.1 As vagas são distribuídas por componente curricular e Diretoria Regional de Educação (DIREC) de lotação, conforme o quadro a seguir; a remuneração refere-se à jornada de 30 horas semanais (nível I, classe A)."),
     ("table", {"head": [[C("CARGO", rs=2), C("DIREC DE LOTAÇÃO", rs=2), C("VAGAS", cs=4), C("REMUNERAÇÃO", rs=2)], ["TOTAL", "AC", "PcD", "NEGROS"]], "rows": rows,
                "widths": [4.2, 4.2, 1.3, 1.2, 1.2, 1.5, 2.6]}),
     ("p", "2.2 CR: cadastro de reserva. Os candidatos aprovados para DIREC sem vaga imediata comporão cadastro de reserva.")]
B = edital("GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA EDUCAÇÃO, DA CULTURA, DO ESPORTE E DO LAZER\nEDITAL Nº 001/2026 – SEEC/RN\nCONCURSO PÚBLICO PARA PROFESSOR PERMANENTE",
           "A SECRETÁRIA DE ESTADO DA EDUCAÇÃO, DA CULTURA, DO ESPORTE E DO LAZER DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista a Lei Complementar estadual nº 322, de 11 de janeiro de 2006 (Estatuto e Plano de Cargos do Magistério Público Estadual), torna pública a realização de concurso público para o cargo de Professor Permanente.",
           Q, cfg, cargos=[(c, "licenciatura plena no componente curricular") for c, _ in V])
src = docx_edital(NAME, B, ["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE", "SECRETARIA DE ESTADO DA EDUCAÇÃO, DA CULTURA, DO ESPORTE E DO LAZER"], "Edital nº 001/2026 – SEEC/RN", when="2026-05-11")
finish5(NAME, entries, "python-docx-walk", src, {"body": "SEEC-RN (state, Lei 11.015)", "board": "IDECAN", "producer": "DOCX (python-docx), walked by a python-docx script",
        "shape": "merged cells repeated in each grid cell (cargo down its DIRECs, 'VAGAS' across), two-row header, CR row, TOTAL"}, totals=(T[0], T[2]))
json.dump({NAME + ".txt": co}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
