# t09: Prefeitura Municipal de Quixadá (CE), an edital typed as monospace plain text (the municipal "texto corrido"
# style, tables drawn with +---+ and | borders), negros 20 % by municipal law (3 or more vacancies); the text, in
# Latin-1, printed to PostScript by GNU enscript (Courier 8, no page header) and to PDF by ps2pdf (Ghostscript); the
# .txt is pypdf's text of the PDF (pages joined with "\n"). Quadro: Cargo / Escolaridade / Carga / Vencimento / AC /
# PcD / Negros / Total, CR rows, TOTAL, drawn with borders.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib17 import *

NAME = "t09_propria_pm_quixada_enscript_ps2pdf_pypdf_ascii_borders"
V = [("Agente Administrativo", "Médio completo", "40h", "2.840,00", 8), ("Agente Comunitário de Saúde", "Médio completo", "40h", "3.036,00", 14),
     ("Agente de Combate às Endemias", "Médio completo", "40h", "3.036,00", 6), ("Assistente Social", "Superior + CRESS", "30h", "4.100,00", 3),
     ("Auxiliar de Saúde Bucal", "Médio + curso + CRO", "40h", "2.150,00", 4), ("Cuidador Escolar", "Médio completo", "40h", "1.980,00", 12),
     ("Educador Físico", "Superior + CREF", "30h", "4.100,00", 2), ("Enfermeiro", "Superior + COREN", "40h", "5.200,00", 5),
     ("Fonoaudiólogo", "Superior + CRFa", "30h", "4.100,00", 0), ("Guarda Municipal", "Médio completo + CNH A/B", "40h", "2.520,00", 10),
     ("Médico da Saúde da Família", "Superior + CRM", "40h", "13.500,00", 6), ("Motorista de Ambulância", "Fundamental + CNH D", "40h", "2.150,00", 4),
     ("Professor de Educação Básica I", "Licenciatura em Pedagogia", "20h", "2.420,25", 20), ("Professor de Língua Portuguesa", "Licenciatura em Letras", "20h", "2.420,25", 3),
     ("Vigia", "Fundamental incompleto", "40h", "1.518,00", 5)]
P = lambda t: pcd5(t, 5, 5)
entries = [{"name_has": v[0], "vacancies": v[4], "negros_stated": neg20(v[4])} for v in V if v[4]]
rows = [[c, esc, ch, venc] + ([str(t - P(t) - neg20(t)), str(P(t)), str(neg20(t)), str(t)] if t else ["CR", "CR", "CR", "CR"]) for c, esc, ch, venc, t in V]
T = [sum(v[4] for v in V), sum(P(v[4]) for v in V), sum(neg20(v[4]) for v in V)]
rows.append([C("TOTAL", cs=4), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2]), str(T[0])])
cfg = base_cfg("2026-09-14", site="www.quixada.ce.gov.br/concurso2026", banca="Comissão Organizadora do Concurso (execução própria)", orgao_curto="Município",
               cidades="Quixadá/CE", neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.277, de 5 de abril de 2024, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
               veiculo="Diário Oficial do Município de Quixadá", local_data="Quixadá/CE, 14 de setembro de 2026.", assinaturas=["PREFEITO MUNICIPAL DE QUIXADÁ"],
               taxas=[["Nível superior", "R$ 100,00"], ["Nível médio", "R$ 70,00"], ["Nível fundamental", "R$ 50,00"]])
B = [("title", "ESTADO DO CEARÁ\nPREFEITURA MUNICIPAL DE QUIXADÁ\nSECRETARIA MUNICIPAL DE ADMINISTRAÇÃO\nEDITAL DE CONCURSO PÚBLICO Nº 001/2026"),
     ("p", "O PREFEITO MUNICIPAL DE QUIXADÁ, Estado do Ceará, no uso de suas atribuições legais, torna público que realizará, por meio de Comissão Organizadora própria, designada pela Portaria nº 412/2026, Concurso Público de provas e provas e títulos para provimento de cargos efetivos do Quadro de Pessoal do Município, regido pela Lei Municipal nº 2.001, de 2001 (Estatuto dos Servidores Públicos Municipais), e pelas disposições deste Edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O Concurso será realizado sob a responsabilidade da Comissão Organizadora, e as provas serão aplicadas no Município de Quixadá.",
                 "Os vencimentos indicados no Quadro de Vagas são expressos em reais (R$) e referem-se ao mês de setembro de 2026.",
                 "Os cargos, a escolaridade exigida, a carga horária, o vencimento e o número de vagas são os do Quadro de Vagas do item 2.1."])
B += [("h", "2. DO QUADRO DE VAGAS"), ("p", "2.1 QUADRO DE VAGAS (vencimento em R$; AC = ampla concorrência; PcD = pessoa com deficiência; CR = cadastro de reserva):"),
      ("table", {"head": [["CARGO", "ESCOLARIDADE", "CARGA", "VENCIMENTO", "AC", "PCD", "NEGROS", "TOTAL"]], "rows": rows, "mw": [33, 21, 5, 10, 3, 3, 6, 5]})]
B += corpo(cfg, 3, titulos=True, extra=[ch_heteroid]) + ch_cronograma("ANEXO I - CRONOGRAMA", cfg)
B += anexo_atrib("ANEXO II - ATRIBUIÇÕES", [(v[0], v[1]) for v in V])
B += ch_conteudo("ANEXO III - CONTEÚDO PROGRAMÁTICO", ["Língua Portuguesa", "Matemática", "Saúde Pública", "Legislação"])
for b in B:  # the other tables of the edital get column widths for the 100-column page too
    if b[0] == "table" and "mw" not in b[1]:
        n = sum(cell(c)["cs"] for c in (b[1]["head"][0] if b[1].get("head") else b[1]["rows"][0]))
        b[1]["mw"] = {2: [60, 30], 4: [30, 20, 10, 20], 5: [6, 40, 12, 8, 14]}.get(n, [90 // n - 3] * n)
txt = to_mono(B, 100)
src = os.path.join(SRC, NAME + ".latin1.txt")
with open(src, "w", encoding="latin-1", errors="replace") as f:
    f.write(txt.replace("–", "-").replace("“", '"').replace("”", '"').replace("’", "'"))
enscript_pdf(src, os.path.join(OUT, NAME + ".pdf"), font="Courier8")
finish4(NAME, entries, "pypdf", os.path.join(OUT, NAME + ".pdf"), {"body": "Prefeitura de Quixadá (CE)", "board": "own commission", "producer": "monospace text -> enscript -> ps2pdf", "shape": "quadro drawn with +---+ and | borders, CR rows, TOTAL"}, totals=(T[0], T[2]))
