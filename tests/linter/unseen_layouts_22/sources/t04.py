# t04: Secretaria de Estado da Saúde Pública do Rio Grande do Norte (Sesap-RN), by unidade hospitalar: one quadro, a
# unidade group row over its cargo rows, a SUBTOTAL per unidade and a TOTAL GERAL; columns Cargo / Carga horária /
# Vagas AC / Vagas PcD / Vagas Negros (20%) / Total / CR, the total after the reserves. The reserve is given per
# unidade (Lei estadual nº 11.015/2021, from 3 vacancies): each row is an entry, a cargo offered at several unidades
# told apart by its figures. A salary table and the prova's weights follow. DOCX (python-docx); pandoc -t plain.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib22 import *

NAME = "t04_sesap_rn_2027_docx_pandoc_plain_quadro_per_unidade_hospitalar"
G = [("HOSPITAL MONSENHOR WALFREDO GURGEL – NATAL", [("Médico – Clínica Médica", 12, "24h"), ("Médico – Cirurgia Geral", 8, "24h"), ("Médico Ortopedista", 5, "24h"),
                                                    ("Enfermeiro Assistencial", 25, "30h"), ("Técnico em Enfermagem", 60, "30h"), ("Fisioterapeuta", 6, "30h")]),
     ("HOSPITAL REGIONAL TARCÍSIO MAIA – MOSSORÓ", [("Médico – Clínica Médica", 7, "24h"), ("Médico – Medicina Intensiva", 4, "24h"), ("Enfermeiro Assistencial", 14, "30h"),
                                                   ("Técnico em Enfermagem", 32, "30h"), ("Farmacêutico Hospitalar", 2, "30h")]),
     ("HOSPITAL REGIONAL DO SERIDÓ – CAICÓ", [("Médico – Clínica Médica", 3, "24h"), ("Médico – Cirurgia Geral", 2, "24h"), ("Enfermeiro Assistencial", 6, "30h"),
                                           ("Técnico em Enfermagem", 15, "30h"), ("Fisioterapeuta", 2, "30h")]),
     ("HOSPITAL DR. JOSÉ PEDRO BEZERRA – NATAL", [("Médico – Pediatria", 5, "24h"), ("Médico Obstetra", 6, "24h"), ("Enfermeiro Assistencial", 10, "30h"),
                                                ("Técnico em Enfermagem", 22, "30h"), ("Farmacêutico Hospitalar", 1, "30h")])]
entries, rows, TG = [], [], [0] * 5
for g, V in G:
    rows.append([C(g, cs=7)])
    S = [0] * 5
    for c, t, h in V:
        ac, p, n = split(t)
        cr = t if t < 10 else 10
        vals = [ac, p, n, t, cr]
        rows.append([c, h] + [str(x) for x in vals])
        S = [a + b for a, b in zip(S, vals)]
        entries.append(ent(c, t, cr=cr))
    rows.append([C("SUBTOTAL", cs=2)] + [str(x) for x in S])
    TG = [a + b for a, b in zip(TG, S)]
rows.append([C("TOTAL GERAL", cs=2)] + [str(x) for x in TG])
sal = [["Médico (todas as especialidades)", "24 horas semanais (plantão)", "R$ 9.842,16"], ["Enfermeiro Assistencial e Fisioterapeuta", "30 horas semanais", "R$ 4.318,52"],
       ["Farmacêutico Hospitalar", "30 horas semanais", "R$ 4.318,52"], ["Técnico em Enfermagem", "30 horas semanais", "R$ 2.201,90"]]
pesos = [["Conhecimentos Gerais (SUS e Língua Portuguesa)", "20", "1", "20"], ["Conhecimentos Específicos", "30", "2", "60"], ["Total", "50", "–", "80"]]
cfg = cfg19("2027-08-16", site="www.consulplan.net/sesap-rn", banca="Instituto Consulplan", cidades="Natal, Mossoró e Caicó", neg_pct="20% (vinte por cento)",
            neg_lei="Lei estadual nº 11.015, de 20 de novembro de 2021, sempre que o número de vagas do cargo na unidade for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal/RN, 16 de agosto de 2027.", assinaturas=["LYANE RAMALHO CORTEZ", "Secretária de Estado da Saúde Pública"])
Q = [("p", "2.1 As vagas, por unidade hospitalar de lotação e cargo, com a reserva às pessoas com deficiência (PcD) e às pessoas negras, são as do quadro a seguir. O candidato concorre às vagas da unidade que indicar na inscrição."),
     ("table", {"caption": "QUADRO I – VAGAS POR UNIDADE HOSPITALAR", "head": [["Cargo", "Carga horária", "Vagas AC", "Vagas PcD", "Vagas Negros (20%)", "Total", "CR"]], "rows": rows,
                "widths": [6.0, 1.6, 1.4, 1.4, 1.8, 1.2, 1.2]}),
     ("p", "CR: cadastro de reserva (candidatos aprovados além das vagas, não constitui vaga). Reserva às pessoas negras: Lei estadual nº 11.015/2021, 20%, a partir de 3 vagas na unidade."),
     ("p", "2.2 A remuneração inicial é a seguinte:"),
     ("table", {"caption": "QUADRO II – REMUNERAÇÃO", "head": [["Cargo", "Jornada", "Vencimento"]], "rows": sal, "widths": [6.5, 4.5, 3.0]}),
     ("table", {"caption": "QUADRO III – PROVA OBJETIVA", "head": [["Conhecimentos", "Questões", "Peso", "Pontos"]], "rows": pesos, "widths": [8.0, 2.0, 2.0, 2.0]})]
B = edital("GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA SAÚDE PÚBLICA – SESAP\nEDITAL Nº 1/2027 – SESAP/RN",
           "A SECRETÁRIA DE ESTADO DA SAÚDE PÚBLICA DO RIO GRANDE DO NORTE, no uso de suas atribuições legais, torna pública a realização de concurso público para provimento de cargos efetivos nas unidades hospitalares da rede estadual.",
           Q, cfg, cargos=sorted({(c, "curso na área e registro no conselho") for g, V in G for c, *_ in V}))
src = docx_edital(NAME, B, ["SESAP-RN", "SECRETARIA DE ESTADO DA SAÚDE PÚBLICA"], "Edital nº 1/2027 – Sesap/RN", when="2027-08-16")
finish8(NAME, entries, "pandoc-plain", src, {"body": "Sesap-RN (state, Lei 11.015/2021)", "board": "Consulplan", "producer": "DOCX (python-docx), pandoc -t plain",
        "shape": "unidade hospitalar group rows, cargo rows repeated per unidade, reserves before Total, CR, SUBTOTAL per unidade and TOTAL GERAL; remuneração and prova tables"},
        totals=(TG[3], TG[2]))
