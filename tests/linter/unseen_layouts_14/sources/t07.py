# t07: Conselho Regional de Engenharia e Agronomia de Goiás (CREA-GO), autarquia federal, empregos (CLT), Quadrix style,
# Lei 15.142/2025; HTML printed by Chromium (header/footer templates, the quadro's thead repeated across the page break);
# the .txt is PDFium's text (pypdfium2, pages joined by "\n"), i.e. what select-all + copy gives in Chrome's PDF viewer.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t07_quadrix_creago_chromium_pdfium_inspetorias"
TMP = "/tmp/w15/t07"
os.makedirs(TMP, exist_ok=True)
# emprego, requisito, salário, total, PPP, PI, PQ, PcD, CR
V = [("Analista de Sistemas", "Superior em área de TI", "R$ 7.842,30", 2, 1, 0, 0, 0),
     ("Analista Administrativo – Área: Administração", "Superior em Administração e registro no CRA-GO", "R$ 6.910,12", 3, 1, 0, 0, 0),
     ("Analista Administrativo – Área: Ciências Contábeis", "Superior em Ciências Contábeis e registro no CRC-GO", "R$ 6.910,12", 1, 0, 0, 0, 0),
     ("Analista Jurídico", "Bacharelado em Direito e inscrição na OAB", "R$ 8.120,55", 2, 1, 0, 0, 0),
     ("Analista de Comunicação", "Superior em Comunicação Social (Jornalismo ou Publicidade)", "R$ 6.910,12", 0, 0, 0, 0, 0),
     ("Agente de Fiscalização – Goiânia (sede)", "Curso técnico em Edificações, Eletrotécnica, Mecânica ou Agropecuária e registro no CREA", "R$ 4.455,80", 7, 2, 0, 0, 1),
     ("Agente de Fiscalização – Inspetoria de Anápolis", "idem", "R$ 4.455,80", 2, 1, 0, 0, 0),
     ("Agente de Fiscalização – Inspetoria de Rio Verde", "idem", "R$ 4.455,80", 2, 1, 0, 0, 0),
     ("Agente de Fiscalização – Inspetoria de Itumbiara", "idem", "R$ 4.455,80", 1, 0, 0, 0, 0),
     ("Agente de Fiscalização – Inspetoria de Luziânia", "idem", "R$ 4.455,80", 1, 0, 0, 0, 0),
     ("Agente de Fiscalização – Inspetoria de Catalão", "idem", "R$ 4.455,80", 0, 0, 0, 0, 0),
     ("Assistente Administrativo – Sede", "Ensino médio completo", "R$ 3.388,19", 10, 3, 0, 0, 1),
     ("Assistente Administrativo – Inspetorias", "Ensino médio completo", "R$ 3.388,19", 4, 1, 0, 0, 0),
     ("Agente de Atendimento", "Ensino médio completo", "R$ 3.014,67", 3, 1, 0, 0, 0),
     ("Motorista", "Ensino fundamental completo e CNH \"D\"", "R$ 2.811,04", 1, 0, 0, 0, 0)]
NH = {"Analista de Sistemas": "Analista de Sistemas", "Analista Administrativo – Área: Administração": "Administração",
      "Analista Administrativo – Área: Ciências Contábeis": "Ciências Contábeis", "Analista Jurídico": "Analista Jurídico",
      "Agente de Fiscalização – Goiânia (sede)": "Fiscalização – Goiânia", "Agente de Fiscalização – Inspetoria de Anápolis": "Anápolis",
      "Agente de Fiscalização – Inspetoria de Rio Verde": "Rio Verde", "Agente de Fiscalização – Inspetoria de Itumbiara": "Itumbiara",
      "Agente de Fiscalização – Inspetoria de Luziânia": "Luziânia", "Assistente Administrativo – Sede": "Administrativo – Sede",
      "Assistente Administrativo – Inspetorias": "Inspetorias", "Agente de Atendimento": "Agente de Atendimento", "Motorista": "Motorista"}
entries = [{"name_has": NH[v[0]], "vacancies": v[3], "negros_stated": v[4]} for v in V if v[3]]

rows = []
for k, (e, req, sal, t, ppp, pi, pq, pcd) in enumerate(V):
    ac = t - ppp - pi - pq - pcd
    cnt = [("%d" % x) if t else "–" for x in (ac, ppp, pi, pq, pcd)]
    rows.append("<tr><td>%03d</td><td>%s</td><td>%s</td><td>%s</td>%s<td><b>%s</b></td><td>CR</td></tr>"
                % (101 + k, e, req, sal, "".join("<td>%s</td>" % c for c in cnt), ("%d" % t) if t else "CR"))
TOT = sum(v[3] for v in V)
QUADRO = """<table class="q"><caption>ANEXO I – QUADRO DE EMPREGOS, VAGAS E SALÁRIOS</caption><colgroup><col style="width:5%%"><col style="width:29%%"><col style="width:19%%"><col style="width:12%%"><col style="width:4.6%%"><col style="width:4.6%%"><col style="width:4.6%%"><col style="width:4.6%%"><col style="width:4.6%%"><col style="width:5%%"><col style="width:7%%"></colgroup><thead>
<tr><th rowspan="2">Cód.</th><th rowspan="2">Emprego / lotação</th><th rowspan="2">Requisitos</th><th rowspan="2">Salário-base</th><th colspan="5">Vagas</th><th rowspan="2">Total</th><th rowspan="2">CR</th></tr>
<tr><th>AC</th><th>PPP</th><th>PI</th><th>PQ</th><th>PcD</th></tr></thead><tbody>%s
<tr class="tot"><td colspan="4">TOTAL</td><td>%d</td><td>%d</td><td>0</td><td>0</td><td>%d</td><td>%d</td><td></td></tr></tbody></table>
<p class="note">Legenda: AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas quilombolas (Lei nº 15.142/2025); PcD – pessoas com deficiência; CR – cadastro de reserva. “idem”: os mesmos requisitos da linha anterior. A jornada é de 40 (quarenta) horas semanais para todos os empregos.</p>""" % (
    "\n".join(rows), sum(v[3] - v[4] - v[7] for v in V), sum(v[4] for v in V), sum(v[7] for v in V), TOT)

cfg = dict(site="www.quadrix.org.br", insc_periodo="4 de maio de 2026 e 3 de junho de 2026", venc="4 de junho de 2026",
           isen_periodo="4 a 8 de maio de 2026", isen_res="19 de maio de 2026", banca="Quadrix", orgao_curto="CREA-GO",
           data_prova="12 de julho de 2026", cidades="Goiânia/GO, Anápolis/GO e Rio Verde/GO", pcd_pct="5% (cinco por cento)",
           veiculo="Diário Oficial da União", local_data="Goiânia/GO, 15 de abril de 2026.", onde="Anexo I deste edital", por=" e lotação",
           assinaturas=["Eng. Civ. MARCOS ANTÔNIO DE PAULA RESENDE\nPresidente do CREA-GO"],
           isen_extra="Não haverá isenção para doadores de sangue.", nota_final="a nota da prova objetiva, acrescida, para os empregos de Analista, da nota da prova discursiva",
           ordem="A convocação observará a alternância prevista no art. 11 da Instrução Normativa MGI nº 23/2025, aplicada a cada emprego e lotação.",
           taxas=[["Empregos de nível superior (Analista)", "R$ 95,00"], ["Empregos de nível médio e fundamental", "R$ 65,00"]])
cfg["provas_tabs"] = [{"caption": "Quadro de provas", "head": [["Prova / tipo", "Área de conhecimento", "Número de itens", "Caráter"]],
                       "rows": [["(P1) Objetiva", "Conhecimentos Básicos", "50", "Eliminatório e classificatório"], ["(P2) Objetiva", "Conhecimentos Específicos", "70", "Eliminatório e classificatório"],
                                ["(P3) Discursiva", "Estudo de caso (Analista)", "1", "Eliminatório e classificatório"]]}]
cfg["crono"] = [["Período de inscrição", "4/5 a 3/6/2026"], ["Solicitação de isenção", "4 a 8/5/2026"], ["Resultado final da isenção", "19/5/2026"],
                ["Aplicação das provas objetivas e discursivas", "12/7/2026"], ["Resultado final das provas objetivas", "7/8/2026"],
                ["Procedimento de heteroidentificação", "17 a 21/8/2026"], ["Resultado final do concurso", "25/9/2026"]]
B = [("title", "SERVIÇO PÚBLICO FEDERAL\nCONSELHO REGIONAL DE ENGENHARIA E AGRONOMIA DO ESTADO DE GOIÁS – CREA-GO\nCONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA EM EMPREGOS DE NÍVEIS FUNDAMENTAL, MÉDIO E SUPERIOR\nEDITAL Nº 1, DE 15 DE ABRIL DE 2026"),
     ("p", "O PRESIDENTE DO CONSELHO REGIONAL DE ENGENHARIA E AGRONOMIA DO ESTADO DE GOIÁS, no uso de suas atribuições legais e regimentais, considerando a Lei nº 5.194, de 24 de dezembro de 1966, a Lei nº 15.142, de 3 de junho de 2025, e a Decisão Plenária nº GO-0412/2026, torna pública a realização de concurso público para provimento de vagas e formação de cadastro de reserva em empregos do quadro de pessoal do CREA-GO, regidos pela Consolidação das Leis do Trabalho (CLT), mediante as condições estabelecidas neste edital."),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto Quadrix.",
                 "Os empregos, as lotações, os requisitos, os salários e o número de vagas constam do Anexo I.",
                 "As vagas do emprego de Agente de Fiscalização e de Assistente Administrativo são oferecidas por lotação; o candidato concorrerá somente às vagas da lotação escolhida no ato da inscrição, e a reserva de vagas foi calculada para cada lotação.",
                 "Os benefícios compreendem vale-alimentação de R$ 1.650,00, plano de saúde com coparticipação e auxílio-creche de R$ 520,00 por dependente de até 6 (seis) anos."])
B += [("raw", QUADRO)]
B += ch_inscricao(2, cfg) + ch_isencao(3, cfg) + ch_pcd(4, cfg) + ch_negros_15142(5, cfg) + ch_provas(6, cfg) + ch_classificacao(7, cfg)
B += ch_recursos(8, cfg) + ch_nomeacao(9, cfg) + ch_finais(10, cfg) + [("pagebreak",)] + ch_cronograma("ANEXO II – CRONOGRAMA", cfg)
B += ch_conteudo("ANEXO III – CONHECIMENTOS BÁSICOS", ["Língua Portuguesa", "Noções de Informática", "Legislação"])
CSS = """@page{size:A4} body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;line-height:1.35} h1.title{font-size:10.5pt;text-align:center}
h2{font-size:9.5pt;margin:10px 0 3px;background:#e6e6e6;padding:2px 4px} p{margin:2px 0;text-align:justify} p.c{text-align:center}
table{border-collapse:collapse;margin:6px auto;font-size:8.5pt;width:100%} td,th{border:1px solid #444;padding:2px 4px} th{background:#d0d8e8}
thead{display:table-header-group} tr{page-break-inside:avoid} caption{font-weight:bold;padding:4px} table.q{table-layout:fixed;font-family:"Liberation Sans",sans-serif;font-size:8pt} .note{font-size:8pt} .pb{page-break-after:always} tr.tot td{font-weight:bold}"""
write(SRC + "/" + NAME + ".html", html_doc(B, CSS, "CREA-GO Edital 1/2026"))
HDR = '<div style="font-size:7px;width:100%;margin:0 1.5cm;border-bottom:0.5px solid #000;font-family:sans-serif">CREA-GO – Concurso Público – Edital nº 1/2026 – Abertura</div>'
FTR = '<div style="font-size:7px;width:100%;text-align:center;font-family:sans-serif"><span class="pageNumber"></span>/<span class="totalPages"></span></div>'
chromium_pdf(SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf", HDR, FTR, margin={"top": "2cm", "bottom": "1.6cm", "left": "1.8cm", "right": "1.8cm"})
finish(NAME, entries, "pdfium", {"body": "CREA-GO (autarquia federal)", "board": "Quadrix", "producer": "Chromium print -> PDFium text",
                                 "law": "Lei 15.142/2025", "note": "Agente de Fiscalização and Assistente Administrativo are positions per lotação"})
