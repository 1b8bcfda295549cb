# t07: Instituto de Desenvolvimento Sustentável e Meio Ambiente do Rio Grande do Norte (Idema-RN), Consulplan style,
# negros 20 % by Lei estadual 11.015/2021 (3 or more vacancies, 0.5 rounds up). The body is a DOCX (LibreOffice "save
# as text"); the quadro is an XLSX annex through xlsx2csv (PyPI, defaults), pasted after the body. Quadro: the cargo
# merged down its lotações (xlsx2csv leaves the merged cells below the first empty), a two-row header (Vagas over
# AC / PcD / Negros / Total), raw numbers (vencimento 6230.4), CR column, TOTAL GERAL.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t07_consulplan_idema_rn_xlsx_xlsx2csv_merged_lotacoes"
# cargo, vencimento, [(lotação, total, cr)]
G = [("Analista Ambiental – Engenharia Ambiental", 6230.40, [("Natal (sede)", 6, 12), ("Mossoró", 3, 6), ("Caicó", 2, 4)]),
     ("Analista Ambiental – Biologia", 6230.40, [("Natal (sede)", 4, 8), ("Mossoró", 2, 4), ("Pau dos Ferros", 1, 2)]),
     ("Analista Ambiental – Geologia", 6230.40, [("Natal (sede)", 3, 6), ("Mossoró", 1, 2)]),
     ("Analista Ambiental – Engenharia de Pesca", 6230.40, [("Natal (sede)", 1, 2), ("Macau", 0, 2)]),
     ("Analista de Sistemas", 6230.40, [("Natal (sede)", 3, 6)]),
     ("Fiscal Ambiental", 4480.15, [("Natal (sede)", 10, 20), ("Mossoró", 5, 10), ("Caicó", 4, 8), ("Pau dos Ferros", 3, 6)]),
     ("Técnico Ambiental", 3305.90, [("Natal (sede)", 8, 16), ("Mossoró", 4, 8), ("Caicó", 2, 4)]),
     ("Assistente Técnico Administrativo", 2980.00, [("Natal (sede)", 7, 14), ("Mossoró", 2, 4)])]
P = lambda t: pcd5(t, 10, 5)  # RN: 10 % for PcD (Lei estadual 9.696/2013), from 5 vacancies
entries, rows, merges = [], [], []
T = [0, 0, 0, 0]
SHORT = lambda c: c.split(" – ")[-1]
for cargo, venc, ls in G:
    r0 = len(rows) + 2  # two head rows before
    for i, (lot, t, cr) in enumerate(ls):
        n, p = neg20(t), P(t)
        if t:
            entries.append({"name_has": SHORT(cargo), "vacancies": t, "negros_stated": n})
        rows.append([cargo if i == 0 else None, venc if i == 0 else None, lot, t - p - n, p, n, t, cr])
        T[0] += t; T[1] += p; T[2] += n; T[3] += cr
    if len(ls) > 1:
        merges += [(r0, 0, r0 + len(ls) - 1, 0), (r0, 1, r0 + len(ls) - 1, 1)]
rows.append(["TOTAL GERAL", None, None, T[0] - T[1] - T[2], T[1], T[2], T[0], T[3]])
merges.append((len(rows) + 1, 0, len(rows) + 1, 2))
head = [["Cargo / especialidade", "Vencimento (R$)", "Lotação", "Vagas imediatas", None, None, None, "Cadastro de reserva"], [None, None, None, "AC", "PcD", "Negros", "Total", None]]
merges += [(0, 0, 1, 0), (0, 1, 1, 1), (0, 2, 1, 2), (0, 3, 0, 6), (0, 7, 1, 7)]
xlsx = xlsx_quadro(os.path.join(SRC, NAME + ".xlsx"), ["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE – IDEMA", "EDITAL Nº 01/2026 – ANEXO I – QUADRO DE VAGAS POR LOTAÇÃO"],
                   head, rows, [38, 14, 16, 8, 8, 8, 8, 12], money_cols=(1,), merges=merges)
cfg = base_cfg("2026-05-18", site="www.institutoconsulplan.org.br", banca="Instituto Consulplan", orgao_curto="Idema",
               cidades="Natal, Mossoró, Caicó e Pau dos Ferros", neg_pct="20% (vinte por cento)", pcd_pct="10% (dez por cento)",
               neg_lei="Lei estadual nº 11.015, de 3 de novembro de 2021, sempre que o número de vagas oferecidas no concurso público para o cargo for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Estado do Rio Grande do Norte", local_data="Natal, 18 de maio de 2026.", assinaturas=["Diretor-Geral do Idema"],
               taxas=[["Analista Ambiental e Analista de Sistemas", "R$ 120,00"], ["Fiscal Ambiental e Técnico Ambiental", "R$ 95,00"], ["Assistente Técnico Administrativo", "R$ 75,00"]])
B = [("title", "GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nINSTITUTO DE DESENVOLVIMENTO SUSTENTÁVEL E MEIO AMBIENTE – IDEMA\nCONCURSO PÚBLICO – EDITAL Nº 01/2026"),
     ("p", "O DIRETOR-GERAL DO INSTITUTO DE DESENVOLVIMENTO SUSTENTÁVEL E MEIO AMBIENTE DO RIO GRANDE DO NORTE – IDEMA, no uso de suas atribuições legais, e considerando a autorização do Governo do Estado publicada no Diário Oficial do Estado de 14 de março de 2026, torna pública a realização de concurso público para provimento de cargos efetivos do quadro de pessoal do Idema, regido pela Lei Complementar estadual nº 122, de 30 de junho de 1994, a ser executado pelo Instituto Consulplan."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["As vagas estão distribuídas por lotação (sede e núcleos regionais), conforme o Anexo I, publicado em planilha eletrônica (XLSX) juntamente com este edital.",
                 "O candidato indicará, no ato da inscrição, a lotação a que concorre, e não poderá alterá-la após o encerramento das inscrições.",
                 "A reserva aos candidatos negros e às pessoas com deficiência está indicada, por cargo e lotação, nas colunas Negros e PcD do Anexo I."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("p", "2.1 Os cargos, as especialidades, as lotações, o vencimento e as vagas constam do Anexo I (planilha).")]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO III – ATRIBUIÇÕES E REQUISITOS", [(c, "graduação na área da especialidade e registro no conselho" if c.startswith("Analista") else "ensino médio completo") for c, _, _ in G])
B += ch_conteudo("ANEXO IV – CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Raciocínio Lógico", "Legislação"])
B += [("h", "ANEXO I – QUADRO DE VAGAS POR LOTAÇÃO"), ("p", "(planilha eletrônica anexa: Anexo_I_Quadro_de_Vagas.xlsx)")]
docx_edital(NAME, B, ["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE – IDEMA", "Av. Almirante Alexandrino de Alencar, 1220 – Tirol – Natal/RN"], "Edital nº 01/2026 – Idema")
finish4(NAME, entries, "soffice-txt+xlsx2csv", xlsx, {"body": "Idema-RN (Lei 11.015/2021)", "board": "Consulplan", "producer": "python-docx (body) + openpyxl XLSX (quadro)", "shape": "cargo merged down lotações (empty cells in the CSV), two-row header, raw numbers, CR column, TOTAL GERAL"}, totals=(T[0], T[2]))
