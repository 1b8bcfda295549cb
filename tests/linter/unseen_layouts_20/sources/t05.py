# t05: Prefeitura Municipal de Rio Verde (GO), negros 15 % under an invented municipal law (4 or more vacancies), PcD 5 %
# (5 or more). HTML -> Chromium PDF; the text is pdfplumber's extract_text() per page. The quadro is the cargos' lotação
# table: Cargo / Cargos criados (Lei) / Ocupados / Vagos / Vagas neste concurso / Negros / PcD, CR rows, TOTAL: only the
# "Vagas neste concurso" column is this edital's vacancies (the reserve is stated on it); the other figures are
# positions, not vacancies.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib20 import *

NAME = "t05_consulplan_pm_rio_verde_chromium_pdfplumber_lotacao_criados_ocupados_vagos"
V = [("Agente Administrativo", 180, 151, 14), ("Agente Comunitário de Saúde", 210, 188, 12), ("Agente de Trânsito", 60, 41, 10), ("Assistente Social", 24, 19, 3),
     ("Auditor Fiscal de Tributos", 30, 22, 5), ("Cuidador Social", 40, 36, 0), ("Enfermeiro", 70, 58, 8), ("Engenheiro Ambiental", 6, 4, 1),
     ("Farmacêutico", 18, 14, 2), ("Fisioterapeuta", 16, 15, 0), ("Guarda Civil Municipal", 150, 112, 25), ("Médico Clínico Geral", 45, 31, 9),
     ("Médico Pediatra", 12, 9, 2), ("Motorista de Ambulância", 40, 33, 6), ("Nutricionista", 10, 8, 1), ("Professor PII – Educação Infantil", 420, 371, 30),
     ("Professor PIII – Língua Portuguesa", 90, 80, 6), ("Técnico em Enfermagem", 110, 96, 11)]
N = lambda t: neg20(t, 15, 4)
entries = [{"name_has": c, "vacancies": n, "negros_stated": N(n)} for c, cr, oc, n in V if n]
co = [{"name_has": c, "where": "CR only"} for c, cr, oc, n in V if not n]
rows, T = [], [0, 0, 0, 0, 0, 0]
for c, cr, oc, n in V:
    rows.append([c, str(cr), str(oc), str(cr - oc), str(n) if n else "CR", str(N(n)) if n else "–", str(pcd5(n)) if n else "–"])
    for i, x in enumerate((cr, oc, cr - oc, n, N(n), pcd5(n))):
        T[i] += x
rows.append(["TOTAL"] + [str(x) for x in T])
cfg = cfg19("2026-08-03", site="www.institutoconsulplan.org.br", banca="Instituto Consulplan", cidades="Rio Verde/GO",
            neg_pct="15% (quinze por cento)", neg_lei="Lei Municipal nº 7.512, de 19 de março de 2024, sempre que o número de vagas do cargo for igual ou superior a 4 (quatro)",
            veiculo="Diário Oficial do Município de Rio Verde", local_data="Rio Verde/GO, 3 de agosto de 2026.", assinaturas=["WELLINGTON CARRIJO", "Prefeito Municipal"])
Q = [("p", "2.1 O quadro a seguir apresenta, para cada cargo, o número de cargos criados pela Lei Complementar Municipal nº 105/2019 e alterações, os ocupados e os vagos em 30 de junho de 2026 (fonte: Secretaria Municipal de Administração), e o número de vagas oferecidas neste concurso, com a reserva às pessoas negras e às pessoas com deficiência (PcD), calculada sobre as vagas deste concurso:"),
     ("table", {"caption": "QUADRO 1 – CARGOS, LOTAÇÃO E VAGAS", "head": [["Cargo", "Cargos criados (Lei)", "Ocupados", "Vagos", "Vagas neste concurso", "Negros", "PcD"]], "rows": rows}),
     ("p", "2.2 CR: cadastro de reserva. Os cargos vagos que não são oferecidos neste concurso poderão ser providos durante o prazo de validade, segundo a disponibilidade orçamentária e a ordem de classificação."),
     ("p", "2.3 A remuneração, a jornada e a escolaridade exigida de cada cargo constam do Anexo II.")]
B = edital("PREFEITURA MUNICIPAL DE RIO VERDE – ESTADO DE GOIÁS\nEDITAL DE CONCURSO PÚBLICO Nº 002/2026",
           "O PREFEITO MUNICIPAL DE RIO VERDE, Estado de Goiás, no uso de suas atribuições legais, torna pública a realização de concurso público para o provimento de cargos efetivos do Quadro Geral de Pessoal do Município, regido pela Lei Complementar Municipal nº 105/2019 e por este Edital.",
           Q, cfg, cargos=[(c, "conforme a Lei Complementar nº 105/2019") for c, *_ in V])
chromium_edital(NAME, B, L16.CSS_BASE, "Prefeitura de Rio Verde – Concurso Público – Edital nº 002/2026", "Rio Verde Edital 002/2026")
finish7(NAME, entries, "pdfplumber", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Rio Verde (GO, municipal law 15 %)", "board": "Consulplan",
        "producer": "HTML, Chromium (Playwright page.pdf)", "shape": "lotação table: cargos criados / ocupados / vagos / vagas neste concurso / negros / PcD, CR rows, TOTAL"},
        totals=(T[3], T[4]), cadastro=co)
