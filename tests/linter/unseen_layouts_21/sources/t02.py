# t02: TRT da 21ª Região's next edital (FGV, 2027), CNJ Res. 203/2015 as amended by Res. 657/2025 (25 % PPP, 3 % PI,
# 2 % PQ, from 2 vacancies). The 2026 edital (set 20, t02) had Total/AC/PcD/PPP/PI/PQ; this one renames the reserve
# columns ("Pretas e pardas", "Indígenas", "Quilombolas", "AC") and adds a "CR" column (the number
# of approved kept for the reserve: not vacancies), with a footnote legend. HTML -> Chromium PDF; pdftotext -layout.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib21 import *

NAME = "t02_fgv_trt21_2027_chromium_pdftotext_layout_renamed_reserve_cr_column"
AJ, TJ = "Analista Judiciário", "Técnico Judiciário"
V = [(AJ, "Área Judiciária", 14, 60), (AJ, "Oficial de Justiça Avaliador Federal", 7, 40), (AJ, "Contabilidade", 1, 10), (AJ, "Psicologia", 2, 10),
     (AJ, "Tecnologia da Informação", 5, 30), (AJ, "Ciência de Dados", 2, 10), (AJ, "Engenharia Elétrica", 1, 5), (AJ, "Serviço Social", 1, 5),
     (TJ, "Área Administrativa", 20, 100), (TJ, "Programação de Sistemas", 4, 20), (TJ, "Agente da Polícia Judicial", 6, 30),
     (TJ, "Apoio Especializado em Edificações", 1, 5), (TJ, "Apoio Especializado em Enfermagem", 2, 10)]
entries = [{"name_has": e, "vacancies": t, "negros_stated": sum(r15142(t))} for c, e, t, _ in V]
rows, T = [], [0, 0, 0, 0, 0, 0, 0]
for c, e, t, cr in V:
    p, r = pcd5(t), r15142(t)
    vals = [t, t - p - sum(r), p] + list(r) + [cr]
    rows.append([c, e] + [str(x) for x in vals])
    T = [a + b for a, b in zip(T, vals)]
rows.append([C("TOTAL", cs=2)] + [str(x) for x in T])
cfg = cfg19("2027-03-08", site="conhecimento.fgv.br/concursos/trt21-2027", banca="Fundação Getulio Vargas (FGV)", cidades="Natal/RN, Mossoró/RN e Caicó/RN",
            veiculo="Diário Oficial da União e Diário Eletrônico da Justiça do Trabalho", local_data="Natal/RN, 8 de março de 2027.",
            assinaturas=["Desembargadora MARIA DO PERPÉTUO SOCORRO WANDERLEY DE CASTRO", "Presidente do Tribunal Regional do Trabalho da 21ª Região"])
crono = [["Inscrições", "15/03/2027 a 14/04/2027"], ["Isenção da taxa", "15/03/2027 a 19/03/2027"], ["Provas objetivas e discursivas", "30/05/2027"], ["Resultado final", "20/08/2027"]]
Q = [("p", "2.1 Os cargos, as especialidades e as vagas, com a reserva prevista na Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025, são os do quadro a seguir:"),
     ("table", {"caption": "Quadro 2.1 – Distribuição das vagas", "head": [["Cargo", "Especialidade", "Total", "AC¹", "PcD²", "Pretas e pardas³", "Indígenas³", "Quilombolas³", "CR⁴"]], "rows": rows}),
     ("p", "¹ Vagas destinadas à ampla concorrência, já descontadas as reservas. ² Art. 5º, § 2º, da Lei nº 8.112/1990 e Resolução CNJ nº 343/2020. ³ Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025; não há reserva imediata para especialidade com 1 (uma) vaga. ⁴ Número de candidatos aprovados além das vagas, mantidos em cadastro de reserva, que não constitui vaga."),
     ("p", "2.2 A remuneração inicial é de R$ 15.297,23 (Analista Judiciário) e de R$ 9.324,09 (Técnico Judiciário)."),
     ("table", {"caption": "Quadro 2.2 – Datas previstas", "head": [["Evento", "Data"]], "rows": crono})]
L16.ch_negros_15142 = L17.ch_negros_cnj
B = edital("PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\nTRIBUNAL REGIONAL DO TRABALHO DA 21ª REGIÃO\nEDITAL Nº 1/2027 – CONCURSO PÚBLICO PARA SERVIDORES",
           "A PRESIDENTE DO TRIBUNAL REGIONAL DO TRABALHO DA 21ª REGIÃO, no uso de suas atribuições legais e regimentais, tendo em vista a Lei nº 11.416/2006 e a Resolução CNJ nº 203/2015, com a redação dada pela Resolução CNJ nº 657/2025, torna pública a realização de concurso público.",
           Q, cfg, law="15142", cargos=[(AJ, "curso superior na especialidade"), (TJ, "ensino médio ou técnico")])
chromium_edital(NAME, B, L16.CSS_BASE, "TRT da 21ª Região – Edital nº 1/2027", "TRT21 Edital 1/2027", landscape=True)
finish8(NAME, entries, "pdftotext-layout", os.path.join(OUT, NAME + ".pdf"), {"body": "TRT 21ª Região (court, CNJ Res. 203/657), next edital", "board": "FGV",
        "producer": "HTML, Chromium (Playwright page.pdf), landscape", "shape": "renamed reserve columns with footnote marks, CR count column, TOTAL; dates table"},
        totals=(T[0], T[3] + T[4] + T[5]))
