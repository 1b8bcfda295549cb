# t07: Prefeitura Municipal de Parnamirim (RN), negros 30 % by municipal law (3 or more vacancies), the edital as
# published in the municipal gazette (Diário Oficial do Município, HTML -> Chromium PDF). Read as the Querido Diário
# project publishes gazette texts, with pdfminer's pdf2txt.py -A (Tika not used: see README). Quadro: an ordinary table
# whose figures carry FOOTNOTE MARKS ("10¹", "2*", "3(a)") explained under the table, CR rows, TOTAL row. Source the
# PDF beside the text; text path lib19.pdf2txt_all.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t07_consulpam_pm_parnamirim_dom_chromium_pdf2txt_all_texts_footnote_marks"
# (cargo, escolaridade, vencimento, total, mark on the total, mark on the negros figure)
V = [("Agente Administrativo", "Médio", "2.180,00", 18, "", ""), ("Agente Comunitário de Saúde", "Médio", "2.824,00", 24, "¹", ""),
     ("Agente de Combate às Endemias", "Médio", "2.824,00", 10, "¹", ""), ("Agente de Trânsito", "Médio", "2.560,00", 8, "", ""),
     ("Auxiliar de Sala", "Fundamental", "1.620,00", 30, "", "*"), ("Cuidador de Aluno com Deficiência", "Médio", "1.760,00", 16, "", "*"),
     ("Enfermeiro Plantonista", "Superior", "4.950,00", 9, "(a)", ""), ("Fonoaudiólogo", "Superior", "3.900,00", 2, "", ""),
     ("Médico Clínico Geral", "Superior", "10.800,00", 7, "(a)", ""), ("Médico Psiquiatra", "Superior", "12.300,00", 0, "", ""),
     ("Motorista Socorrista", "Fundamental", "2.250,00", 6, "(a)", ""), ("Nutricionista", "Superior", "3.900,00", 3, "", ""),
     ("Professor de Educação Básica – Anos Iniciais", "Superior", "4.867,77", 40, "²", "*"), ("Professor de Educação Básica – Matemática", "Superior", "4.867,77", 12, "²", ""),
     ("Professor de Educação Básica – Português", "Superior", "4.867,77", 12, "²", ""), ("Professor de Educação Básica – Educação Física", "Superior", "4.867,77", 5, "²", ""),
     ("Psicopedagogo", "Superior", "3.900,00", 0, "", ""), ("Técnico em Enfermagem", "Técnico", "2.410,00", 20, "(a)", ""),
     ("Técnico em Radiologia", "Técnico", "2.980,00", 4, "(a)", ""), ("Vigilante Escolar", "Fundamental", "1.620,00", 14, "", "")]
P = pcd5
N = lambda t: neg20(t, 30)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, _, _, t, _, _ in V if t]
co = [{"name_has": c, "where": "CR only"} for c, _, _, t, _, _ in V if not t]
rows = [[c, e, v, str(t) + m, str(t - P(t) - N(t)), str(P(t)), str(N(t)) + mn] if t else [c, e, v, "CR", "–", "–", "–"] for c, e, v, t, m, mn in V]
T = (sum(v[3] for v in V), sum(P(v[3]) for v in V), sum(N(v[3]) for v in V))
rows.append([C("TOTAL", cs=3), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
note = ("¹ Vagas por microárea: a distribuição consta do Anexo V; o candidato deve residir na área da comunidade em que atuar desde a data de publicação deste Edital (Lei nº 11.350/2006).\n"
        "² Das vagas de Professor, metade destina-se às escolas da zona rural e do Distrito de Pium.\n"
        "* Inclui 1 (uma) vaga reservada remanescente do Concurso nº 01/2022, não preenchida por candidato negro e restituída à reserva.\n"
        "(a) Regime de plantão de 12x36 horas.")
cfg = cfg19("2026-08-03", site="www.consulpam.com.br", banca="Consulpam – Consultoria Público-Privada", cidades="Parnamirim/RN",
            neg_pct="30% (trinta por cento)", neg_lei="Lei Municipal nº 2.245, de 11 de março de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Parnamirim", local_data="Parnamirim/RN, 3 de agosto de 2026.", assinaturas=["NILDA CRUZ", "Prefeita Municipal"])
Q = [("p", "2.1 Os cargos, a escolaridade, o vencimento inicial (R$) e as vagas são os do quadro a seguir; as notas indicadas pelas chamadas junto aos números estão logo abaixo do quadro."),
     ("table", {"head": [["Cargo", "Escolaridade", "Vencimento (R$)", "Vagas", "AC", "PcD", "Negros"]], "rows": rows, "note": note}),
     ("p", "2.2 CR: cadastro de reserva. Os cargos sem vaga imediata formarão apenas cadastro de reserva.")]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nPREFEITURA MUNICIPAL DE PARNAMIRIM\nSECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E DOS RECURSOS HUMANOS\nEDITAL Nº 001/2026 – CONCURSO PÚBLICO",
           "A PREFEITA MUNICIPAL DE PARNAMIRIM, Estado do Rio Grande do Norte, no uso de suas atribuições legais, torna pública a realização de Concurso Público de provas e provas e títulos para provimento de cargos efetivos da Administração Direta do Município, regido pela Lei Complementar Municipal nº 31/2006 e pelas normas deste Edital.",
           Q, cfg, cargos=[(v[0], v[1]) for v in V])
masthead = ('<div class="dom"><b>DIÁRIO OFICIAL DO MUNICÍPIO DE PARNAMIRIM</b><br>Ano XVIII · Edição nº 4.112 · Parnamirim/RN, segunda-feira, 3 de agosto de 2026 · '
            'Lei Municipal nº 1.449/2008</div><h2>PODER EXECUTIVO</h2><h3>SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E DOS RECURSOS HUMANOS</h3>')
css = (L16.CSS_BASE + " .dom{border-top:3px solid #000;border-bottom:1px solid #000;text-align:center;font-family:serif;padding:4px;margin-bottom:8px}"
       " table{border-collapse:collapse} td,th{border:1px solid #444;padding:2px 4px;font-size:9pt} .note{font-size:8pt;white-space:pre-line}")
hp = os.path.join(SRC, NAME + ".html")
write(hp, html_doc(B, css, "DOM Parnamirim – Edição 4.112", pre=masthead))
chromium_pdf(hp, os.path.join(OUT, NAME + ".pdf"), L16.HDR_FTR[0] % "Diário Oficial do Município de Parnamirim · Edição nº 4.112 · 3 de agosto de 2026", L16.HDR_FTR[1])
finish6(NAME, entries, "pdf2txt-A", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Parnamirim (RN, 30 % municipal law)", "board": "Consulpam",
        "producer": "HTML gazette page, Chromium (Playwright page.pdf)", "shape": "ordinary table, footnote marks on figures (10¹, 2*, 3(a)), CR rows, TOTAL"},
        totals=(T[0], T[2]), cadastro=co)
