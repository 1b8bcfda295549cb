# t08: Prefeitura Municipal de Catalão (GO), negros 20 % by municipal law (3 or more vacancies). The body is a DOCX
# (python-docx) read by LibreOffice's "save as text"; the quadro is Anexo I, a spreadsheet (openpyxl XLSX) saved by
# LibreOffice Calc as "Text CSV" with the TAB as separator (what a desk gets from "Text (tab delimited)"), appended
# after the body. Quadro: vacancies SPLIT BY JORNADA (a "Vagas por jornada" header merged over 20h / 30h / 40h
# columns, empty where a cargo has no vacancy in that jornada), then Total / AC / PcD / Negros; TOTAL row.
# Source sources/NAME.xlsx with sources/NAME.docx beside it; text path lib19.calc_tsv.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t08_itame_pm_catalao_xlsx_calc_tab_delimited_jornada_20h_40h"
# cargo, escolaridade, vagas 20h, 30h, 40h
V = [("Agente Administrativo", "Médio", 0, 0, 14), ("Assistente Social", "Superior", 0, 4, 0), ("Auxiliar de Consultório Dentário", "Médio", 0, 0, 5),
     ("Cirurgião-Dentista", "Superior", 3, 0, 4), ("Enfermeiro", "Superior", 0, 6, 8), ("Farmacêutico", "Superior", 2, 0, 3),
     ("Fisioterapeuta", "Superior", 0, 5, 0), ("Médico Clínico Geral", "Superior", 6, 0, 5), ("Médico Ginecologista", "Superior", 2, 0, 0),
     ("Médico Pediatra", "Superior", 3, 0, 1), ("Monitor de Creche", "Médio", 0, 0, 22), ("Professor – Educação Infantil", "Superior", 18, 0, 9),
     ("Professor – Ensino Fundamental I", "Superior", 20, 0, 12), ("Psicólogo", "Superior", 0, 4, 0), ("Técnico em Enfermagem", "Técnico", 0, 0, 16),
     ("Fonoaudiólogo", "Superior", 1, 0, 0)]
P, N = pcd5, neg20
tot = lambda v: v[2] + v[3] + v[4]
entries = [{"name_has": v[0], "vacancies": tot(v), "negros_stated": N(tot(v))} for v in V]
head = [["Cargo", "Escolaridade", "Vagas por jornada semanal", None, None, "Total", "AC", "PcD", "Negros"], [None, None, "20h", "30h", "40h", None, None, None, None]]
rows = [[v[0], v[1]] + [x or None for x in v[2:5]] + [tot(v), tot(v) - P(tot(v)) - N(tot(v)), P(tot(v)), N(tot(v))] for v in V]
T = (sum(tot(v) for v in V), sum(P(tot(v)) for v in V), sum(N(tot(v)) for v in V))
rows.append(["TOTAL", None] + [sum(v[i] for v in V) for i in (2, 3, 4)] + [T[0], T[0] - T[1] - T[2], T[1], T[2]])
merges = [(0, 0, 1, 0), (0, 1, 1, 1), (0, 2, 0, 4)] + [(0, j, 1, j) for j in range(5, 9)] + [(len(head) + len(rows) - 1, 0, len(head) + len(rows) - 1, 1)]
xlsx = xlsx_quadro(os.path.join(SRC, NAME + ".xlsx"), ["PREFEITURA MUNICIPAL DE CATALÃO – ESTADO DE GOIÁS", "ANEXO I – QUADRO DE CARGOS E VAGAS – EDITAL Nº 01/2026"],
                   head, rows, [34, 13, 8, 8, 8, 8, 8, 8, 8])
cfg = cfg19("2026-09-14", site="www.itame.com.br", banca="Instituto Itame de Concursos", cidades="Catalão/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 4.188, de 25 de agosto de 2025, sempre que o número total de vagas do cargo, somadas as jornadas, for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Catalão", local_data="Catalão/GO, 14 de setembro de 2026.", assinaturas=["VELOMAR GONÇALVES RIOS", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, a escolaridade exigida e as vagas, distribuídas por jornada semanal de trabalho (20, 30 ou 40 horas), constam do Anexo I deste Edital (quadro de cargos e vagas, publicado em planilha)."),
     ("p", "2.2 A reserva de vagas às pessoas com deficiência e aos candidatos negros é calculada sobre o total de vagas do cargo, somadas as jornadas; o candidato aprovado escolherá a jornada segundo a ordem de classificação."),
     ("p", "2.3 O vencimento inicial é proporcional à jornada: para a jornada de 40 horas, R$ 2.455,00 (nível médio e técnico) e R$ 5.120,00 (nível superior), e, para Médico, R$ 13.900,00.")]
B = edital("ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE CATALÃO\nEDITAL DE CONCURSO PÚBLICO Nº 01/2026",
           "O PREFEITO MUNICIPAL DE CATALÃO, Estado de Goiás, no uso de suas atribuições legais, torna público que realizará Concurso Público para provimento de cargos efetivos das Secretarias Municipais de Saúde, de Educação e de Administração, nos termos da Lei Complementar Municipal nº 3.361/2016 e deste Edital.",
           Q, cfg, cargos=[(v[0], v[1]) for v in V])
docx_edital(NAME, B, ["ESTADO DE GOIÁS", "PREFEITURA MUNICIPAL DE CATALÃO"], "Edital de Concurso Público nº 01/2026", when="2026-09-14")
finish6(NAME, entries, "soffice-txt+calc-tsv", xlsx, {"body": "Prefeitura de Catalão (GO)", "board": "Itame",
        "producer": "body DOCX (python-docx) + quadro XLSX (openpyxl), LibreOffice 7.4 txt and Calc tab-delimited", "shape": "vacancies split by jornada (20h/30h/40h under a merged header), TOTAL"},
        totals=(T[0], T[2]))
