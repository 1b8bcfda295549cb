# t04: Agência Goiana de Defesa Agropecuária (Agrodefesa), state of Goiás, negros 20 % under Lei estadual nº 23.389/2025
# (3 or more vacancies, per cargo). The edital is a DOCX (python-docx); the data desk runs Microsoft markitdown on it
# (Markdown: paragraphs, its tables as pipe tables). Quadro as a MATRIX: cargos down, the regional units across, a
# count in each cell ("–" for none) and a Total column; the reserve in a table of its own (Cargo / Total / AC / PcD /
# Negros), TOTAL rows in both. Source sources/NAME.docx; text path lib19.markitdown_md.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t04_iades_agrodefesa_go_docx_markitdown_matrix_regionais"
REG = ["Goiânia", "Anápolis", "Rio Verde", "Luziânia", "Porangatu", "Formosa", "Jataí"]
V = [("Fiscal Estadual Agropecuário – Médico Veterinário", [6, 4, 5, 3, 3, 2, 4]), ("Fiscal Estadual Agropecuário – Engenheiro Agrônomo", [5, 3, 4, 2, 2, 2, 3]),
     ("Fiscal Estadual Agropecuário – Zootecnista", [1, 0, 1, 0, 0, 0, 0]), ("Assistente de Fiscalização Agropecuária", [8, 5, 6, 4, 4, 3, 5]),
     ("Técnico em Fiscalização – Técnico Agrícola", [3, 2, 3, 2, 1, 1, 2]), ("Técnico em Fiscalização – Técnico em Laboratório", [4, 0, 0, 0, 0, 0, 0]),
     ("Analista de Gestão Governamental – Administração", [5, 0, 0, 0, 0, 0, 0]), ("Analista de Gestão Governamental – Tecnologia da Informação", [3, 0, 0, 0, 0, 0, 0]),
     ("Analista de Gestão Governamental – Direito", [2, 0, 0, 0, 0, 0, 0]), ("Motorista de Fiscalização", [2, 1, 2, 1, 1, 1, 1])]
P, N = pcd5, neg20
entries = [{"name_has": c, "vacancies": sum(v), "negros_stated": N(sum(v))} for c, v in V]
m_rows = [[c] + [str(x) if x else "–" for x in v] + [str(sum(v))] for c, v in V]
m_rows.append(["TOTAL"] + [str(sum(v[i] for _, v in V)) for i in range(len(REG))] + [str(sum(sum(v) for _, v in V))])
r_rows = [[c, str(sum(v)), str(sum(v) - P(sum(v)) - N(sum(v))), str(P(sum(v))), str(N(sum(v)))] for c, v in V]
T = (sum(sum(v) for _, v in V), sum(P(sum(v)) for _, v in V), sum(N(sum(v)) for _, v in V))
r_rows.append(["TOTAL", str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg19("2026-03-30", site="www.iades.com.br", banca="Instituto Americano de Desenvolvimento (IADES)", cidades="Goiânia, Anápolis, Rio Verde, Luziânia, Porangatu, Formosa e Jataí",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três), computadas as vagas de todas as unidades regionais",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia/GO, 30 de março de 2026.", assinaturas=["JOSÉ RICARDO CAIXETA RAMOS", "Presidente da Agrodefesa"])
Q = [("p", "2.1 As vagas estão distribuídas por cargo/especialidade e Unidade Regional de lotação conforme o Quadro I; a reserva de vagas, calculada sobre o total de vagas de cada cargo/especialidade, consta do Quadro II."),
     ("table", {"caption": "Quadro I – Distribuição das vagas por Unidade Regional", "head": [["Cargo/Especialidade"] + REG + ["Total"]], "rows": m_rows,
                "widths": [5.2] + [1.45] * len(REG) + [1.3]}),
     ("p", "2.2 O sinal “–” indica que não há vaga para o cargo na Unidade Regional."),
     ("table", {"caption": "Quadro II – Reserva de vagas por cargo/especialidade", "head": [["Cargo/Especialidade", "Total", "AC", "PcD", "Negros"]], "rows": r_rows,
                "widths": [8.0, 1.8, 1.8, 1.8, 1.8]}),
     ("p", "2.3 O candidato aprovado nas vagas reservadas será lotado na Unidade Regional escolhida no ato da inscrição, observada a ordem de classificação na lista específica de cada Unidade Regional."),
     ("p", "2.4 A remuneração inicial é de R$ 9.812,40 para Fiscal Estadual Agropecuário, R$ 6.214,00 para Analista de Gestão Governamental, R$ 3.905,71 para Técnico em Fiscalização, R$ 3.102,55 para Assistente de Fiscalização Agropecuária e R$ 2.780,00 para Motorista de Fiscalização.")]
B = edital("ESTADO DE GOIÁS\nAGÊNCIA GOIANA DE DEFESA AGROPECUÁRIA – AGRODEFESA\nEDITAL Nº 1/2026\nCONCURSO PÚBLICO",
           "O PRESIDENTE DA AGÊNCIA GOIANA DE DEFESA AGROPECUÁRIA (AGRODEFESA), no uso de suas atribuições legais e tendo em vista a autorização governamental constante do Processo SEI nº 202500066012345, torna pública a realização de concurso público para provimento de cargos efetivos do Quadro Permanente da Agrodefesa.",
           Q, cfg, cargos=[(c, "conforme a especialidade") for c, _ in V])
src = docx_edital(NAME, B, ["ESTADO DE GOIÁS", "AGÊNCIA GOIANA DE DEFESA AGROPECUÁRIA – AGRODEFESA"], "Edital nº 1/2026 – Agrodefesa", when="2026-03-30")
finish6(NAME, entries, "markitdown", src, {"body": "Agrodefesa (GO, Lei 23.389)", "board": "IADES", "producer": "DOCX (python-docx), Microsoft markitdown 0.1.9",
        "shape": "matrix (cargos down, Unidades Regionais across, Total column), reserve in its own table, TOTAL rows"}, totals=(T[0], T[2]))
