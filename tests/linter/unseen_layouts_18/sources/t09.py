# t09: Instituto Brasileiro do Meio Ambiente e dos Recursos Naturais Renováveis (IBAMA), under Lei nº 15.142/2025. The
# edital's body is a DOCX, its quadro an XLSX annex (openpyxl; cargo merged down its superintendências, a two-row
# header, R$ formatted pay, CR rows, TOTAL). The text is the body as LibreOffice's "save as text" gives it, then the
# XLSX through Gnumeric: ssconvert FILE.xlsx FILE.csv (lib18.ssconvert_csv; a merged cell's value only in its first
# cell, the rest empty). Source sources/NAME.xlsx with sources/NAME.docx beside it.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t09_cebraspe_ibama_xlsx_ssconvert_csv_merged_superintendencias"
V = [("Analista Ambiental", 9894.48, [("Sede – Brasília/DF", 12), ("Superintendência no Amazonas", 9), ("Superintendência no Pará", 8), ("Superintendência em Goiás", 4), ("Superintendência no Rio Grande do Norte", 3)]),
     ("Analista Administrativo", 9082.35, [("Sede – Brasília/DF", 10), ("Superintendência em Goiás", 2), ("Superintendência no Rio Grande do Norte", 0)]),
     ("Técnico Ambiental", 5210.07, [("Superintendência no Amazonas", 7), ("Superintendência no Pará", 6), ("Superintendência no Mato Grosso", 5), ("Superintendência no Tocantins", 0)]),
     ("Técnico Administrativo", 5210.07, [("Sede – Brasília/DF", 6), ("Superintendência em Goiás", 3)])]
R = lambda t: r15142(t)
P = lambda t: pcd5(t)
entries, rows, merges, co = [], [], [], []
for c, pay, ls in V:
    r0 = 2 + len(rows)
    for i, (l, t) in enumerate(ls):
        rows.append([c if i == 0 else None, l, pay if i == 0 else None] + ([t, t - P(t) - sum(R(t)), P(t)] + list(R(t)) if t else ["CR"] * 6))
        if t:
            entries.append({"name_has": c, "vacancies": t, "negros_stated": sum(R(t))})
        else:
            co.append({"name_has": c, "where": l + " (CR only)"})
    if len(ls) > 1:
        merges += [(r0, 0, r0 + len(ls) - 1, 0), (r0, 2, r0 + len(ls) - 1, 2)]
T = [sum(t for *_, ls in V for _, t in ls), sum(P(t) for *_, ls in V for _, t in ls)] + [sum(R(t)[i] for *_, ls in V for _, t in ls) for i in range(3)]
rows.append(["TOTAL", None, None, T[0], T[0] - T[1] - sum(T[2:]), T[1], T[2], T[3], T[4]])
merges.append((len(rows) + 1, 0, len(rows) + 1, 2))
head = [["CARGO", "LOTAÇÃO", "REMUNERAÇÃO INICIAL", "VAGAS", None, None, None, None, None], [None, None, None, "TOTAL", "AC", "PcD", "PPP", "PI", "PQ"]]
merges += [(0, 0, 1, 0), (0, 1, 1, 1), (0, 2, 1, 2), (0, 3, 0, 8)]
xlsx = xlsx_quadro(os.path.join(SRC, NAME + ".xlsx"), ["ANEXO I – QUADRO DE VAGAS", "Edital nº 1 – IBAMA, de 6 de julho de 2026"], head, rows,
                   [24, 40, 16, 8, 6, 6, 6, 6, 6], money_cols=(2,), merges=merges)
cfg = cfg18("2026-07-06", site="www.cebraspe.org.br/concursos/ibama_26", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)",
            cidades="todas as capitais das unidades da Federação", veiculo="Diário Oficial da União", local_data="Brasília/DF, 6 de julho de 2026.",
            assinaturas=["RODRIGO AGOSTINHO", "Presidente do IBAMA"], onde="Anexo I deste Edital (quadro de vagas)")
Q = [("p", "2.1 Os cargos, as lotações, a remuneração inicial e a distribuição das vagas entre ampla concorrência (AC), pessoas com deficiência (PcD), pessoas pretas e pardas (PPP), indígenas (PI) e quilombolas (PQ) constam do Anexo I deste Edital (planilha publicada em conjunto com este Edital)."),
     ("p", "2.2 Os cargos de Analista Ambiental e de Analista Administrativo exigem diploma de nível superior; os de Técnico Ambiental e de Técnico Administrativo, certificado de conclusão de ensino médio. A jornada é de 40 horas semanais.")]
B = edital("SERVIÇO PÚBLICO FEDERAL\nMINISTÉRIO DO MEIO AMBIENTE E MUDANÇA DO CLIMA\nINSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS NATURAIS RENOVÁVEIS\nEDITAL Nº 1 – IBAMA, DE 6 DE JULHO DE 2026",
           "O PRESIDENTE DO INSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS NATURAIS RENOVÁVEIS (IBAMA), tendo em vista a autorização concedida pela Portaria MGI nº 3.880, de 2026, torna pública a realização de concurso público para provimento de vagas nos cargos de Analista Ambiental, Analista Administrativo, Técnico Ambiental e Técnico Administrativo, da Carreira de Especialista em Meio Ambiente.",
           Q, cfg, law="15142", cargos=[(c, "conforme a Lei nº 10.410/2002") for c, *_ in V])
docx_edital(NAME, B, ["MINISTÉRIO DO MEIO AMBIENTE E MUDANÇA DO CLIMA", "INSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS NATURAIS RENOVÁVEIS"], "Edital nº 1 – IBAMA, de 6 de julho de 2026", when="2026-07-06")
finish5(NAME, entries, "soffice-txt+ssconvert-csv", xlsx, {"body": "IBAMA (federal, Lei 15.142)", "board": "Cebraspe", "producer": "DOCX body (LibreOffice txt) + XLSX quadro (Gnumeric ssconvert CSV)",
        "shape": "CSV with cargo merged down its lotações (blank below), two-row header, PPP/PI/PQ, CR rows, TOTAL"}, totals=(T[0], sum(T[2:])))
json.dump({NAME + ".txt": co}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
