# t08: Instituto Federal do Rio Grande do Norte (IFRN), professores EBTT, federal, Lei 15.142/2025 (25 % PPP, 3 % PI, 2 %
# PQ, from 2 vacancies). HTML -> Chromium PDF; the text is pypdf's extract_text(). Quadro: Área / Câmpus / Total / AC /
# PcD / PPP / PI / PQ, TOTAL; beside it the ordem de convocação table (1ª vaga: AC ... 3ª vaga: PPP ... 5ª vaga: PcD,
# ordinal positions 1 to 40 in two column pairs): numbers that are not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t08_idecan_ifrn_chromium_pypdf_ordem_de_convocacao_40_vagas"
V = [("Administração", "Natal-Central", 2), ("Biologia", "Caicó", 1), ("Construção Civil", "Mossoró", 3), ("Educação Física", "Parnamirim", 2),
     ("Eletrotécnica", "Natal-Zona Norte", 4), ("Física Aplicada", "Pau dos Ferros", 2), ("Geografia", "Currais Novos", 1), ("Informática – Redes", "Natal-Central", 5),
     ("Informática – Programação", "Santa Cruz", 3), ("Língua Portuguesa", "João Câmara", 4), ("Matemática", "Apodi", 6), ("Mecânica", "Natal-Central", 3),
     ("Química", "Ipanguaçu", 2), ("Sociologia", "Macau", 1), ("Turismo e Hospitalidade", "Canguaretama", 2), ("Zootecnia", "Apodi", 2), ("Libras", "São Gonçalo do Amarante", 1)]
entries = [{"name_has": a, "vacancies": t, "negros_stated": sum(r15142(t))} for a, _, t in V]
rows, T = rows_ppp(V, lead=lambda v: [v[0], v[1]])
rows.append([C("TOTAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2] - T[3] - T[4])] + [str(x) for x in T[1:]])
lista = {}
for k in range(1, 41):
    lista[k] = "Ampla concorrência"
for k in (3, 7, 10, 14, 18, 22, 26, 30, 34, 38):
    lista[k] = "Pessoas pretas e pardas (PPP)"
for k in (5, 21):
    lista[k] = "Pessoas com deficiência (PcD)"
lista[13], lista[25] = "Pessoas indígenas (PI)", "Pessoas quilombolas (PQ)"
ordem = [["%dª vaga" % k, lista[k], "%dª vaga" % (k + 20), lista[k + 20]] for k in range(1, 21)]
cfg = cfg19("2026-06-01", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional (IDECAN)",
            cidades="Natal, Mossoró, Caicó, Pau dos Ferros e Currais Novos", veiculo="Diário Oficial da União", local_data="Natal/RN, 1º de junho de 2026.",
            assinaturas=["JOSÉ ARNÓBIO DE ARAÚJO FILHO", "Reitor do Instituto Federal do Rio Grande do Norte"])
Q = [("p", "2.1 As áreas, os câmpus de lotação e o quantitativo de vagas para o cargo de Professor do Ensino Básico, Técnico e Tecnológico, Classe D I, Nível 1, em regime de dedicação exclusiva, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), são os seguintes:"),
     ("table", {"caption": "Quadro 1 – Vagas por área", "head": [["Área", "Câmpus", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.2 A nomeação dos candidatos aprovados, nas vagas deste edital e nas que surgirem durante a validade do concurso em cada área, observará a ordem de convocação a seguir, que alterna as listas de ampla concorrência e de reserva (Decreto nº 12.536/2025, art. 14):"),
     ("table", {"caption": "Quadro 2 – Ordem de convocação", "head": [["Posição", "Lista", "Posição", "Lista"]], "rows": ordem}),
     ("p", "2.3 Da 41ª vaga em diante, repete-se a sequência do Quadro 2 a partir da 1ª posição. A remuneração inicial é de R$ 10.481,64 (vencimento básico de R$ 4.875,17 acrescido de Retribuição por Titulação de doutorado)."),
     ("p", "2.4 Para as áreas com 1 (uma) vaga, não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas, e a vaga que vier a surgir será provida segundo o Quadro 2.")]
B = edital("MINISTÉRIO DA EDUCAÇÃO\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE\nEDITAL Nº 22/2026 – REITORIA/IFRN\nCONCURSO PÚBLICO PARA PROFESSOR EBTT",
           "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista a Lei nº 12.772/2012, o Decreto nº 9.739/2019 e a Lei nº 15.142/2025, torna pública a abertura de inscrições para o concurso público de provas e títulos destinado ao provimento de cargos de Professor do Ensino Básico, Técnico e Tecnológico.",
           Q, cfg, law="15142", cargos=[("Professor do Ensino Básico, Técnico e Tecnológico", "graduação na área e, conforme a área, pós-graduação")])
chromium_edital(NAME, B, L16.CSS_BASE, "IFRN – Edital nº 22/2026 – Professor EBTT", "IFRN Edital 22/2026")
finish7(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "IFRN (federal, Lei 15.142)", "board": "IDECAN",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "ordinary table Área/Câmpus + PPP/PI/PQ, TOTAL; ordem de convocação table (1ª to 40ª vaga)"},
        totals=(T[0], T[2] + T[3] + T[4]))
