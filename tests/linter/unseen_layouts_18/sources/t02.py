# t02: Secretaria de Estado da Saúde de Goiás (SES-GO), the edital as printed in the Diário Oficial do Estado de Goiás:
# an HTML page in three CSS columns (column-count: 3) printed to PDF by Chromium (Playwright page.pdf); the quadro spans
# the three columns (column-span: all) with a two-row header (VAGAS over TOTAL / AC / PcD / NEGROS) and several
# regionais per cargo (cargo cell merged down). Negros 20 % under Lei estadual nº 23.389/2025 (3 or more vacancies per
# cargo and regional, as the quadro states them). The .txt is pypdf's text of the PDF (pages joined by "\n").
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t02_iades_ses_go_chromium_gazette_3col_pypdf_two_row_header_regionais"
V = [("Analista em Saúde – Enfermeiro", [("Regional Central (Goiânia)", 14), ("Regional Entorno Sul (Luziânia)", 6), ("Regional Sudoeste I (Rio Verde)", 4)]),
     ("Analista em Saúde – Farmacêutico", [("Regional Central (Goiânia)", 5), ("Regional Norte (Porangatu)", 2)]),
     ("Analista em Saúde – Fisioterapeuta", [("Regional Central (Goiânia)", 6), ("Regional Pireneus (Anápolis)", 3)]),
     ("Analista em Saúde – Médico Intensivista", [("Regional Central (Goiânia)", 8), ("Regional Sudoeste I (Rio Verde)", 3), ("Regional Norte (Porangatu)", 2)]),
     ("Analista em Saúde – Nutricionista", [("Regional Central (Goiânia)", 3)]),
     ("Analista em Saúde – Psicólogo", [("Regional Central (Goiânia)", 4), ("Regional Entorno Sul (Luziânia)", 2)]),
     ("Assistente em Saúde – Técnico em Enfermagem", [("Regional Central (Goiânia)", 22), ("Regional Entorno Sul (Luziânia)", 9), ("Regional Pireneus (Anápolis)", 7), ("Regional Norte (Porangatu)", 5)]),
     ("Assistente em Saúde – Técnico em Laboratório", [("Regional Central (Goiânia)", 6), ("Regional Sudoeste I (Rio Verde)", 0)]),
     ("Assistente Administrativo em Saúde", [("Regional Central (Goiânia)", 10), ("Regional Pireneus (Anápolis)", 4)])]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
entries, rows, co = [], [], []
for c, ls in V:
    for i, (l, t) in enumerate(ls):
        first = [C(c, rs=len(ls))] if i == 0 else []
        rows.append(first + ([l, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] if t else [l, "CR", "CR", "CR", "CR"]))
        if t:
            entries.append({"name_has": c, "vacancies": t, "negros_stated": N(t)})
        else:
            co.append({"name_has": c, "where": l + " (CR only)"})
T = [sum(t for _, ls in V for _, t in ls), sum(P(t) for _, ls in V for _, t in ls), sum(N(t) for _, ls in V for _, t in ls)]
rows.append([C("TOTAL GERAL", cs=2), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg18("2026-10-05", site="www.iades.com.br", banca="Instituto Americano de Desenvolvimento (IADES)", cidades="Goiânia, Anápolis, Luziânia, Rio Verde e Porangatu",
            neg_pct="20% (vinte por cento)", neg_lei="Lei estadual nº 23.389, de 6 de maio de 2025, sempre que o número de vagas oferecidas for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Estado de Goiás", local_data="Goiânia, 5 de outubro de 2026.", assinaturas=["RASÍVEL DOS REIS SANTOS JÚNIOR", "Secretário de Estado da Saúde"])
Q = [("p", "2.1 Os cargos, as regionais de saúde de lotação e a distribuição das vagas constam do quadro a seguir (AC: ampla concorrência; PcD: pessoas com deficiência; CR: cadastro de reserva)."),
     ("table", {"cls": "q", "caption": "QUADRO DE VAGAS", "head": [[C("CARGO", rs=2), C("REGIONAL DE SAÚDE", rs=2), C("VAGAS", cs=4)], ["TOTAL", "AC", "PcD", "NEGROS"]], "rows": rows}),
     ("p", "2.2 A remuneração inicial é de R$ 7.854,32 para os cargos de Analista em Saúde, de R$ 4.106,55 para os de Assistente em Saúde e de R$ 3.412,10 para o de Assistente Administrativo em Saúde, para jornada de 40 horas semanais.")]
B = edital("SECRETARIA DE ESTADO DA SAÚDE\nEDITAL Nº 3/2026 – SES/GO, DE 5 DE OUTUBRO DE 2026\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DO QUADRO DA SAÚDE",
           "O SECRETÁRIO DE ESTADO DA SAÚDE DE GOIÁS, no uso de suas atribuições legais e tendo em vista a autorização governamental constante do Processo SEI nº 202600010023456, torna pública a realização de concurso público para provimento de cargos efetivos do Quadro de Pessoal da Saúde, mediante as condições estabelecidas neste Edital.",
           Q, cfg, cargos=[(c, "conforme a Lei estadual nº 18.464/2014") for c, _ in V])
css = ("@page{size:A4;margin:2.3cm 1.2cm 1.6cm 1.2cm} body{font-family:'Liberation Serif',serif;font-size:8pt;line-height:1.2;column-count:3;column-gap:0.45cm;column-rule:0.4px solid #000;text-align:justify}"
       "h1.title{font-size:8.6pt;text-align:center;column-span:all} h2{font-size:8pt;margin:5px 0 2px} p{margin:0 0 3px} p.c{text-align:center;font-weight:bold}"
       "table{border-collapse:collapse;width:100%;font-size:7pt;margin:3px 0} td,th{border:0.5px solid #000;padding:1px 2px} table.q{column-span:all;font-size:7.5pt;margin:6px 0}"
       "caption{font-weight:bold} .sep{border-top:1px solid #000;margin:6px 0}")
pre = ("<h2>ATOS DO PODER EXECUTIVO</h2><p>DECRETO Nº 10.912, DE 2 DE OUTUBRO DE 2026. Dispõe sobre a abertura de crédito suplementar no orçamento da Secretaria de Estado da Saúde. O GOVERNADOR DO ESTADO DE GOIÁS, no uso de suas atribuições constitucionais, DECRETA: Art. 1º Fica aberto crédito suplementar no valor de R$ 4.250.000,00 para reforço de dotações da Secretaria de Estado da Saúde. Art. 2º Este Decreto entra em vigor na data de sua publicação.</p>"
       "<div class='sep'></div><h2>SECRETARIA DE ESTADO DA SAÚDE</h2>")
write(os.path.join(SRC, NAME + ".html"), html_doc(B, css, "Diário Oficial do Estado de Goiás", pre))
hdr = ('<div style="font-size:8px;width:100%;margin:0 1.2cm;border-bottom:1px solid #000;font-family:serif"><b style="font-size:11px">DIÁRIO OFICIAL/GO</b>'
       ' &nbsp; GOIÂNIA, SEGUNDA-FEIRA, 5 DE OUTUBRO DE 2026 &nbsp; ANO 190 – DIÁRIO OFICIAL/GO Nº 24.871 &nbsp; <span style="float:right"><span class="pageNumber"></span></span></div>')
pdf = os.path.join(OUT, NAME + ".pdf")
L16.chromium_pdf(os.path.join(SRC, NAME + ".html"), pdf, header=hdr, footer='<span></span>', margin={"top": "1.6cm", "bottom": "1.4cm", "left": "1.2cm", "right": "1.2cm"})
finish5(NAME, entries, "pypdf", pdf, {"body": "SES-GO (state, Lei 23.389)", "board": "IADES", "producer": "Chromium, HTML in 3 CSS columns",
        "shape": "two-row header, cargo merged down regionais, quadro across the columns, CR row, TOTAL"}, totals=(T[0], T[2]))
json.dump({NAME + ".txt": co}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
