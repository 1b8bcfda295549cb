# t02: Secretaria de Estado da Educação do Rio Grande do Norte (SEEC-RN), professores by disciplina with the Diretorias
# Regionais de Educação (DIREC) as columns: the vacancies per DIREC side by side, a Total per disciplina and the
# reserve on that total (Vagas AC / Vagas PcD / Vagas Negros (20%), Lei estadual nº 11.015/2021, from 3 vacancies);
# the disciplinas are rows under their cargo's group row. An entry per disciplina (the reserve is given on the
# total); a classificação limit table and a taxa table follow. HTML -> Chromium PDF (landscape); pypdf extract_text().
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t02_seec_rn_2027_chromium_pypdf_direc_columns_total_per_disciplina"
DIREC = ["1ª DIREC Natal", "2ª DIREC Parnamirim", "12ª DIREC Mossoró", "10ª DIREC Caicó", "15ª DIREC Pau dos Ferros"]
G = [("PROFESSOR DE EDUCAÇÃO BÁSICA – ANOS FINAIS DO ENSINO FUNDAMENTAL E ENSINO MÉDIO",
      [("Língua Portuguesa", [14, 6, 9, 4, 3]), ("Matemática", [12, 5, 8, 3, 3]), ("História", [4, 2, 3, 1, 0]), ("Geografia", [3, 2, 2, 1, 1]),
       ("Língua Inglesa", [5, 2, 2, 1, 0]), ("Arte", [2, 1, 1, 0, 0]), ("Sociologia", [1, 1, 0, 0, 0]), ("Filosofia", [2, 0, 1, 0, 0]),
       ("Ciências Biológicas", [6, 3, 4, 2, 1])]),
     ("PROFESSOR DE EDUCAÇÃO BÁSICA – ANOS INICIAIS E EDUCAÇÃO ESPECIAL",
      [("Pedagogia – Anos Iniciais", [20, 9, 11, 6, 5]), ("Atendimento Educacional Especializado (AEE)", [4, 2, 2, 1, 1]), ("Libras – Intérprete Educacional", [3, 1, 1, 0, 0])])]
entries, rows, T = [], [], [0] * 9
for g, V in G:
    rows.append([C(g, cs=10)])
    for d, per in V:
        t = sum(per)
        ac, p, n = split(t)
        vals = per + [t, ac, p, n]
        rows.append([d] + [str(x) if x else "–" for x in per] + [str(x) for x in (t, ac, p, n)])
        T = [a + b for a, b in zip(T, vals)]
        entries.append(ent(d, t))
rows.append(["TOTAL"] + [str(x) for x in T])
lim = [["1", "5"], ["2", "9"], ["3", "14"], ["4", "18"], ["5", "22"], ["6 a 10", "5 vezes o número de vagas"], ["acima de 10", "4 vezes o número de vagas"]]
taxa = [["Professor de Educação Básica (todas as disciplinas)", "R$ 95,00"]]
cfg = cfg19("2027-05-10", site="www.idecan.org.br/seec-rn-2027", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional (Idecan)",
            cidades="Natal, Parnamirim, Mossoró, Caicó e Pau dos Ferros", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 20 de novembro de 2021, sempre que o número de vagas da disciplina for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 10 de maio de 2027.", assinaturas=["SOCORRO BATISTA", "Secretária de Estado da Educação, da Cultura, do Esporte e do Lazer"])
Q = [("p", "2.1 As vagas, por disciplina e por Diretoria Regional de Educação (DIREC) de lotação, e a reserva às pessoas com deficiência (PcD) e às pessoas negras, calculada sobre o total de vagas de cada disciplina, são as do quadro a seguir. O candidato indica, na inscrição, a DIREC de sua preferência."),
     ("table", {"caption": "QUADRO 1 – DISTRIBUIÇÃO DAS VAGAS POR DISCIPLINA E DIREC", "head": [["Disciplina"] + DIREC + ["Total", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)"]], "rows": rows}),
     ("p", "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência (5%, a partir de 5 vagas); Negros – Lei estadual nº 11.015/2021 (20%, a partir de 3 vagas). O traço (–) indica que não há vaga na DIREC."),
     ("p", "2.2 Serão classificados, por disciplina, no máximo os candidatos indicados a seguir; os demais serão eliminados:"),
     ("table", {"caption": "QUADRO 2 – LIMITE DE CLASSIFICADOS", "head": [["Vagas da disciplina", "Classificados"]], "rows": lim}),
     ("table", {"caption": "QUADRO 3 – TAXA DE INSCRIÇÃO", "head": [["Cargo", "Valor"]], "rows": taxa})]
B = edital("GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA EDUCAÇÃO, DA CULTURA, DO ESPORTE E DO LAZER – SEEC\nEDITAL Nº 1/2027 – SEEC/RN",
           "A SECRETÁRIA DE ESTADO DA EDUCAÇÃO, DA CULTURA, DO ESPORTE E DO LAZER DO RIO GRANDE DO NORTE, no uso de suas atribuições, torna pública a realização de concurso público para provimento de cargos de Professor de Educação Básica.",
           Q, cfg, cargos=[("Professor – " + d, "licenciatura plena") for g, V in G for d, _ in V])
chromium_edital(NAME, B, L16.CSS_BASE.replace("@page{size:A4}", "@page{size:A4 landscape}"), "SEEC/RN – Edital nº 1/2027", "SEEC-RN Edital 1/2027", landscape=True)
finish8(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "SEEC-RN (state, Lei 11.015/2021)", "board": "Idecan",
        "producer": "HTML, Chromium (Playwright page.pdf, landscape)", "shape": "DIREC columns side by side, Total per disciplina, Vagas AC/PcD/Negros (20%), cargo group rows, legend; classificados limit and taxa tables"},
        totals=(T[5], T[8]))
