# t07: Conselho Regional de Enfermagem de Pernambuco (COREN-PE), autarquia federal, empregos (CLT), Quadrix style,
# Lei 15.142/2025 (AC/PPP/PI/PQ/PcD); cargo names with bold codes, <sup> note marks and an italic lotação in the same
# cell; Chromium print; the .txt is pdf.js's text layer as Firefox copies it (getTextContent items, "\n" on hasEOL).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t07_quadrix_corenpe_chromium_pdfjs_sup_marks"
# código, emprego, lotação, nota, requisitos, salário, total, ppp, pi, pq, pcd, cr
V = [("E01", "Enfermeiro Fiscal", "Sede – Recife", "1", "Graduação em Enfermagem, inscrição no COREN-PE e CNH \"B\"", "R$ 6.235,18", 8, 2, 0, 0, 1, 16),
     ("E02", "Enfermeiro Fiscal", "Subseção de Caruaru", "1", "idem E01", "R$ 6.235,18", 3, 1, 0, 0, 0, 6),
     ("E03", "Enfermeiro Fiscal", "Subseção de Petrolina", "1", "idem E01", "R$ 6.235,18", 2, 1, 0, 0, 0, 4),
     ("E04", "Enfermeiro Fiscal", "Subseção de Garanhuns", "1", "idem E01", "R$ 6.235,18", 1, 0, 0, 0, 0, 2),
     ("E05", "Enfermeiro Fiscal", "Subseção de Serra Talhada", "1", "idem E01", "R$ 6.235,18", 1, 0, 0, 0, 0, 2),
     ("A01", "Analista de Tecnologia da Informação", "Sede – Recife", "", "Graduação na área de TI", "R$ 5.712,40", 2, 1, 0, 0, 0, 4),
     ("A02", "Contador", "Sede – Recife", "", "Graduação em Ciências Contábeis e registro no CRC", "R$ 5.712,40", 1, 0, 0, 0, 0, 2),
     ("A03", "Procurador Jurídico", "Sede – Recife", "2", "Bacharelado em Direito e inscrição na OAB", "R$ 7.418,92", 2, 0, 1, 0, 0, 4),
     ("A04", "Analista de Comunicação", "Sede – Recife", "", "Graduação em Jornalismo ou Publicidade", "R$ 5.712,40", 0, 0, 0, 0, 0, 2),
     ("M01", "Assistente Administrativo", "Sede – Recife", "", "Ensino médio completo", "R$ 3.104,66", 10, 2, 0, 1, 1, 20),
     ("M02", "Assistente Administrativo", "Subseção de Caruaru", "", "Ensino médio completo", "R$ 3.104,66", 2, 1, 0, 0, 0, 4),
     ("M03", "Agente de Atendimento", "Sede – Recife", "", "Ensino médio completo", "R$ 2.877,03", 3, 1, 0, 0, 0, 6),
     ("M04", "Motorista", "Sede – Recife", "3", "Ensino fundamental completo e CNH \"D\"", "R$ 2.610,55", 2, 1, 0, 0, 0, 4),
     ("F01", "Auxiliar de Serviços Gerais", "Sede – Recife", "", "Ensino fundamental completo", "R$ 1.980,40", 2, 0, 0, 1, 0, 4)]
NH = {"E01": "Enfermeiro Fiscal", "E02": "Enfermeiro Fiscal", "E03": "Enfermeiro Fiscal", "E04": "Enfermeiro Fiscal", "E05": "Enfermeiro Fiscal", "A01": "Analista de Tecnologia",
      "A02": "Contador", "A03": "Procurador Jurídico", "M01": "Assistente Administrativo", "M02": "Assistente Administrativo", "M03": "Agente de Atendimento", "M04": "Motorista", "F01": "Auxiliar de Serviços Gerais"}
entries = []
for v in V:
    if v[6]:
        entries.append({"name_has": NH[v[0]], "vacancies": v[6], "negros_stated": v[7] + v[8] + v[9]})
rows = []
for c, e, lot, nota, req, sal, t, ppp, pi, pq, pcd, cr in V:
    name = "<b>%s</b> – %s%s<br><i>%s</i>" % (c, e, "<sup>%s</sup>" % nota if nota else "", lot)
    cnt = [t - ppp - pi - pq - pcd, ppp, pi, pq, pcd, t] if t else ["–"] * 5 + ["CR"]
    rows.append("<tr><td>%s</td><td>%s</td><td>%s</td>%s<td>%d</td></tr>" % (name, h_esc(req), sal, tds(cnt), cr))
T = [sum(v[i] for v in V) for i in (6, 7, 8, 9, 10)]
rows.append('<tr class="tot"><td colspan="3">TOTAL</td>%s<td></td></tr>' % tds([T[0] - sum(T[1:]), T[1], T[2], T[3], T[4], T[0]]))
Q = quadro_html("ANEXO I – EMPREGOS, LOTAÇÕES, REQUISITOS, SALÁRIOS E VAGAS",
                '<tr><th rowspan="2">Código – emprego / lotação</th><th rowspan="2">Requisitos</th><th rowspan="2">Salário</th><th colspan="6">Vagas imediatas</th><th rowspan="2">CR</th></tr><tr><th>AC</th><th>PPP</th><th>PI</th><th>PQ</th><th>PcD</th><th>Total</th></tr>',
                rows, "¹ O Enfermeiro Fiscal exerce suas atividades em deslocamento pelos municípios da jurisdição da lotação. ² Jornada de 20 (vinte) horas semanais; os demais empregos, 40 (quarenta) horas. ³ Exige-se curso de direção defensiva, a ser comprovado na admissão. Siglas: AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva.",
                colgroup='<colgroup><col style="width:26%"><col style="width:25%"><col style="width:11%"><col span="6" style="width:4.8%"><col style="width:5%"></colgroup>')
cfg = base_cfg("2026-03-18", site="www.quadrix.org.br", banca="Quadrix", orgao_curto="COREN-PE", cidades="Recife/PE, Caruaru/PE e Petrolina/PE",
               onde="Anexo I deste edital", por=" e lotação", veiculo="Diário Oficial da União", local_data="Recife/PE, 18 de março de 2026.",
               assinaturas=["Dra. ANA PAULA FERREIRA DE MELO CAVALCANTI\nPresidente do COREN-PE"], ordem="A convocação observará a alternância e a proporcionalidade previstas no Decreto nº 12.536, de 2025, aplicadas a cada emprego e lotação.",
               taxas=[["Empregos de nível superior", "R$ 98,00"], ["Empregos de nível médio", "R$ 68,00"], ["Emprego de nível fundamental", "R$ 52,00"]])
B = [("title", "SERVIÇO PÚBLICO FEDERAL\nCONSELHO REGIONAL DE ENFERMAGEM DE PERNAMBUCO – COREN-PE\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA\nEDITAL Nº 1, DE 18 DE MARÇO DE 2026"),
     ("p", "A PRESIDENTE DO CONSELHO REGIONAL DE ENFERMAGEM DE PERNAMBUCO, no uso de suas atribuições legais e regimentais, conferidas pela Lei nº 5.905, de 12 de julho de 1973, e considerando a Lei nº 15.142, de 3 de junho de 2025, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva em empregos de nível superior, médio e fundamental, sob o regime da Consolidação das Leis do Trabalho (CLT)."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto Quadrix.",
                 "Os empregos de Enfermeiro Fiscal e de Assistente Administrativo são oferecidos por lotação (sede ou subseção), e o candidato concorrerá somente às vagas da lotação escolhida.",
                 "Os benefícios compreendem vale-alimentação de R$ 1.320,00, vale-transporte e plano de saúde."])
B += [("raw", Q)] + corpo(cfg, 2, law="15142") + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO III – CONHECIMENTOS BÁSICOS", ["Língua Portuguesa", "Noções de Informática", "Legislação"])
chromium_edital(NAME, B, CSS_BASE + " table.q{table-layout:fixed;font-size:8pt} sup{font-size:6pt}", "COREN-PE – Concurso Público – Edital nº 1/2026", "COREN-PE")
finish2(NAME, entries, "pdfjs", {"body": "COREN-PE", "board": "Quadrix", "producer": "Chromium print", "law": "Lei 15.142/2025", "shape": "bold code + sup mark + italic lotação in one cell"}, totals=(T[0], T[1] + T[2] + T[3]))
