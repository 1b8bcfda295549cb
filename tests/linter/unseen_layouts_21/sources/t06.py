# t06: IFRN's next edital (IDECAN, 2027), federal, Lei 15.142/2025 (25 % PPP, 3 % PI, 2 % PQ, from 2 vacancies). The
# 2026 edital (set 20, t08) was for professors by área and câmpus; this one is for técnico-administrativos, a quadro
# per nível de classificação (E, D) each with its TOTAL and a TOTAL GERAL row in the last, a "Vagas imediatas" column
# and the reserve spelled "Pessoas pretas e pardas"; after it a remuneração table (vencimento + incentivo à
# qualificação percentages). HTML -> Chromium PDF; poppler's pdftotext (no -layout).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t06_idecan_ifrn_tae_2027_chromium_pdftotext_quadro_per_nivel_remuneracao"
E = [("Administrador", 3), ("Analista de Tecnologia da Informação", 4), ("Assistente Social", 2), ("Bibliotecário-Documentalista", 2), ("Contador", 1),
     ("Engenheiro Eletricista", 1), ("Pedagogo", 5), ("Psicólogo", 2), ("Tradutor e Intérprete de Libras", 3)]
D = [("Assistente em Administração", 16), ("Técnico de Laboratório – Química", 3), ("Técnico de Laboratório – Eletrotécnica", 2),
     ("Técnico em Tecnologia da Informação", 6), ("Técnico em Assuntos Educacionais", 4), ("Técnico em Enfermagem", 2)]
head = [["Cargo", "Vagas imediatas", "AC", "PcD", "Pessoas pretas e pardas", "Indígenas", "Quilombolas"]]
entries, blocks, TG = [], [], [0, 0, 0, 0, 0]
for cap, V in (("Quadro 1 – Cargos de nível de classificação E", E), ("Quadro 2 – Cargos de nível de classificação D", D)):
    rows, T = rows_ppp(V)
    rows.append(["TOTAL"] + [str(T[0]), str(T[0] - sum(T[1:]))] + [str(x) for x in T[1:]])
    TG = [a + b for a, b in zip(TG, T)]
    entries += [{"name_has": c, "vacancies": t, "negros_stated": sum(r15142(t))} for c, t in V]
    blocks.append(("table", {"caption": cap, "head": head, "rows": rows}))
blocks[-1][1]["rows"].append(["TOTAL GERAL"] + [str(TG[0]), str(TG[0] - sum(TG[1:]))] + [str(x) for x in TG[1:]])
rem = [["E", "I", "R$ 5.071,14", "25% a 75%"], ["D", "I", "R$ 3.123,12", "10% a 75%"]]
cfg = cfg19("2027-05-17", site="www.idecan.org.br", banca="Instituto de Desenvolvimento Educacional, Cultural e Assistencial Nacional (IDECAN)",
            cidades="Natal, Mossoró, Caicó, Pau dos Ferros e Currais Novos", veiculo="Diário Oficial da União", local_data="Natal/RN, 17 de maio de 2027.",
            assinaturas=["JOSÉ ARNÓBIO DE ARAÚJO FILHO", "Reitor do Instituto Federal do Rio Grande do Norte"])
Q = [("p", "2.1 Os cargos técnico-administrativos em educação, por nível de classificação, e o quantitativo de vagas imediatas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas, às pessoas indígenas e às pessoas quilombolas (Lei nº 15.142/2025), são os dos quadros a seguir:")] + blocks + [
     ("p", "2.2 Para os cargos com 1 (uma) vaga não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas."),
     ("p", "2.3 A remuneração inicial, no padrão de vencimento 1 da Lei nº 11.091/2005, é a seguinte:"),
     ("table", {"caption": "Quadro 3 – Remuneração", "head": [["Nível de classificação", "Nível de capacitação", "Vencimento básico", "Incentivo à qualificação"]], "rows": rem})]
B = edital("MINISTÉRIO DA EDUCAÇÃO\nINSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE\nEDITAL Nº 15/2027 – REITORIA/IFRN\nCONCURSO PÚBLICO PARA TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO",
           "O REITOR DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, tendo em vista a Lei nº 11.091/2005, o Decreto nº 9.739/2019 e a Lei nº 15.142/2025, torna pública a abertura de inscrições para o concurso público de provimento de cargos técnico-administrativos em educação.",
           Q, cfg, law="15142", cargos=[(c, "curso superior") for c, _ in E] + [(c, "ensino médio ou técnico") for c, _ in D])
chromium_edital(NAME, B, L16.CSS_BASE, "IFRN – Edital nº 15/2027 – TAE", "IFRN Edital 15/2027")
finish8(NAME, entries, "pdftotext", os.path.join(OUT, NAME + ".pdf"), {"body": "IFRN (federal, Lei 15.142), next edital", "board": "IDECAN",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "a quadro per nível (E, D) PPP/PI/PQ with TOTAL, TOTAL GERAL in the last; remuneração table"},
        totals=(TG[0], TG[2] + TG[3] + TG[4]))
