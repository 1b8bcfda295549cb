# t10: Prefeitura Municipal de Conceição do Jacuípe Velho/BA, Secretaria de Educação, Instituto Access style, municipal Lei 1.215/2022
# (30%); the edital set in two CSS columns with the quadro spanning both, vacancies by zona (urbana / rural / quilombola escolas)
# as column groups with AC/PcD/Negros each and a total; printed by Chromium; the .txt is PDFium's text (Chrome viewer's copy).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t10_access_pm_conceicaodojacuipe_chromium_pdfium_zonas_columns"
# cargo, habilitação, (urbana AC, PcD, N), (rural AC, PcD, N)
V = [("Professor – Educação Infantil", "Licenciatura em Pedagogia", (6, 1, 3), (3, 0, 1)),
     ("Professor – Anos Iniciais do Ensino Fundamental", "Licenciatura em Pedagogia", (8, 1, 4), (5, 0, 2)),
     ("Professor – Língua Portuguesa", "Licenciatura em Letras/Português", (3, 0, 1), (2, 0, 0)),
     ("Professor – Matemática", "Licenciatura em Matemática", (3, 0, 1), (2, 0, 0)),
     ("Professor – História", "Licenciatura em História", (2, 0, 1), (1, 0, 0)),
     ("Professor – Geografia", "Licenciatura em Geografia", (2, 0, 1), (1, 0, 0)),
     ("Professor – Ciências", "Licenciatura em Ciências Biológicas ou Ciências", (2, 0, 1), (1, 0, 0)),
     ("Professor – Educação Física", "Licenciatura em Educação Física e registro no CREF", (2, 0, 1), (0, 0, 0)),
     ("Professor – Língua Inglesa", "Licenciatura em Letras/Inglês", (1, 0, 0), (0, 0, 0)),
     ("Professor – Arte", "Licenciatura em Artes, Música, Dança ou Teatro", (0, 0, 0), (0, 0, 0)),
     ("Coordenador Pedagógico", "Licenciatura em Pedagogia e 2 anos de docência", (2, 0, 1), (1, 0, 0)),
     ("Auxiliar de Classe", "Ensino médio completo (magistério ou formação geral)", (7, 1, 3), (4, 0, 2))]
NH = ["Educação Infantil", "Anos Iniciais", "Língua Portuguesa", "Matemática", "História", "Geografia", "Ciências", "Educação Física",
      "Língua Inglesa", None, "Coordenador Pedagógico", "Auxiliar de Classe"]
entries = [{"name_has": NH[i], "vacancies": sum(u) + sum(r), "negros_stated": u[2] + r[2]} for i, (c, h, u, r) in enumerate(V) if sum(u) + sum(r)]
TOT = sum(e["vacancies"] for e in entries)

rows = []
for c, h, u, r in V:
    t = sum(u) + sum(r)
    f = lambda x: "%02d" % x
    cells = [c, h] + ([f(x) for x in u] + [f(x) for x in r] + [f(t)] if t else ["–"] * 6 + ["CR"])
    rows.append("<tr>%s</tr>" % "".join("<td>%s</td>" % x for x in cells))
su = [sum(v[2][k] for v in V) for k in range(3)]
sr = [sum(v[3][k] for v in V) for k in range(3)]
rows.append('<tr class="tot"><td colspan="2">TOTAL</td>%s<td>%02d</td></tr>' % ("".join("<td>%02d</td>" % x for x in su + sr), TOT))
QUADRO = """<div class="span"><table class="q"><caption>QUADRO I – CARGOS, HABILITAÇÃO E DISTRIBUIÇÃO DAS VAGAS POR ZONA</caption>
<thead><tr><th rowspan="2">CARGO</th><th rowspan="2">HABILITAÇÃO EXIGIDA</th><th colspan="3">ZONA URBANA (SEDE)</th><th colspan="3">ZONA RURAL E ESCOLAS QUILOMBOLAS</th><th rowspan="2">TOTAL</th></tr>
<tr><th>AC</th><th>PcD</th><th>Negros</th><th>AC</th><th>PcD</th><th>Negros</th></tr></thead><tbody>%s</tbody></table>
<p class="note">AC: ampla concorrência. PcD: pessoas com deficiência. Negros: pessoas pretas e pardas (Lei Municipal nº 1.215/2022). O candidato escolherá a zona no ato da inscrição e será classificado por cargo e zona. Professor – Arte: somente cadastro de reserva (CR). Jornada: 20 horas semanais para Professor e 40 horas para Coordenador Pedagógico e Auxiliar de Classe. Vencimentos: R$ 2.580,38 (Professor, 20h), R$ 5.160,76 (Coordenador Pedagógico) e R$ 1.612,50 (Auxiliar de Classe).</p></div>""" % "\n".join(rows)

cfg = dict(site="www.institutoaccess.org.br", insc_periodo="1º de junho de 2026 e 30 de junho de 2026", venc="1º de julho de 2026",
           isen_periodo="1º a 5 de junho de 2026", isen_res="15 de junho de 2026", banca="Instituto Access", orgao_curto="Município",
           data_prova="2 de agosto de 2026", cidades="Conceição do Jacuípe Velho/BA e Feira de Santana/BA", pcd_pct="5% (cinco por cento)",
           neg_pct="30% (trinta por cento)", neg_lei="Lei Municipal nº 1.215, de 22 de março de 2022 (Estatuto Municipal da Igualdade Racial)",
           veiculo="Diário Oficial do Município", local_data="Conceição do Jacuípe Velho/BA, 15 de maio de 2026.",
           assinaturas=["ANTÔNIO CARLOS SANTANA BISPO\nPrefeito Municipal", "MARIA DAS GRAÇAS PEREIRA DOS SANTOS\nSecretária Municipal de Educação"],
           tit_max="10,00", tit_conv=" para os cargos de Professor e Coordenador Pedagógico",
           ordem="A convocação observará, em cada cargo e zona, a alternância entre as listas: a 2ª, a 5ª e a 8ª vagas caberão aos candidatos negros e a 5ª vaga, quando não coincidente, à pessoa com deficiência.",
           taxas=[["Professor e Coordenador Pedagógico", "R$ 90,00"], ["Auxiliar de Classe", "R$ 60,00"]])
cfg["titulos"] = [["A", "Doutorado em Educação", "3,00", "3,00"], ["B", "Mestrado em Educação", "2,00", "2,00"], ["C", "Especialização em Educação (360h)", "1,00", "2,00"],
                  ["D", "Tempo de docência na rede pública (por ano completo)", "0,50", "3,00"]]
cfg["provas_tabs"] = [{"caption": "Quadro II – Prova objetiva", "head": [["Disciplina", "Questões", "Valor", "Total"]],
                       "rows": [["Língua Portuguesa", "10", "2,0", "20"], ["Legislação educacional (LDB, ECA, BNCC)", "10", "2,0", "20"], ["Conhecimentos Específicos", "20", "3,0", "60"], ["Total", "40", "–", "100"]]}]
cfg["crono"] = [["Inscrições", "01 a 30/06/2026"], ["Isenção (pedidos)", "01 a 05/06/2026"], ["Prova objetiva", "02/08/2026"], ["Entrega de títulos", "24 a 28/08/2026"],
                ["Heteroidentificação", "14 a 18/09/2026"], ["Resultado final", "16/10/2026"]]
B = [("title", "PREFEITURA MUNICIPAL DE CONCEIÇÃO DO JACUÍPE VELHO\nSECRETARIA MUNICIPAL DE EDUCAÇÃO\nCONCURSO PÚBLICO – EDITAL Nº 01/2026 – MAGISTÉRIO"),
     ("p", "O PREFEITO MUNICIPAL DE CONCEIÇÃO DO JACUÍPE VELHO, Estado da Bahia, no uso de suas atribuições legais, considerando a Lei Municipal nº 812, de 3 de abril de 2012 (Estatuto do Magistério), torna pública a realização de concurso público para o provimento de %d vagas em cargos do magistério público municipal e de apoio, sob a execução do Instituto Access." % TOT),
     ("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["As vagas estão distribuídas por cargo e por zona, conforme o Quadro I; a zona rural compreende as escolas dos distritos de Bonfim de Jacuípe, Tapera e Ouricuri e as escolas das comunidades quilombolas de Lagoa Grande e Caldeirão.",
                 "A reserva às pessoas negras e às pessoas com deficiência foi aplicada a cada cargo e zona."])
B += [("raw", QUADRO)]
B += ch_inscricao(2, cfg) + ch_isencao(3, cfg) + ch_pcd(4, cfg) + ch_negros_12990(5, cfg) + ch_provas(6, cfg) + ch_titulos(7, cfg)
B += ch_classificacao(8, cfg) + ch_recursos(9, cfg) + ch_nomeacao(10, cfg) + ch_finais(11, cfg) + ch_cronograma("ANEXO I – CRONOGRAMA", cfg)
CSS = """body{font-family:'Liberation Serif',serif;font-size:9.5pt;line-height:1.25;column-count:2;column-gap:0.8cm} h1.title{font-size:11pt;text-align:center;column-span:all}
h2{font-size:9.5pt;margin:8px 0 3px} p{margin:2px 0;text-align:justify} p.c{text-align:center}
table{border-collapse:collapse;margin:5px auto;font-size:8pt;width:100%} td,th{border:1px solid #333;padding:1px 3px} th{background:#ddd}
.span{column-span:all;margin:6px 0} table.q{font-family:'Liberation Sans',sans-serif} caption{font-weight:bold;padding:3px} .note{font-size:7.5pt} tr.tot td{font-weight:bold}"""
write(SRC + "/" + NAME + ".html", html_doc(B, CSS, "Edital 01/2026 Magistério"))
HDR = '<div style="font-size:7.5px;width:100%;text-align:center;font-family:serif;border-bottom:0.5px solid #000;margin:0 1.5cm">DIÁRIO OFICIAL DO MUNICÍPIO DE CONCEIÇÃO DO JACUÍPE VELHO – ANO XII – Nº 1.884 – 15 DE MAIO DE 2026</div>'
FTR = '<div style="font-size:7.5px;width:100%;text-align:center;font-family:serif">Este documento foi assinado digitalmente – página <span class="pageNumber"></span> de <span class="totalPages"></span></div>'
chromium_pdf(SRC + "/" + NAME + ".html", OUT + "/" + NAME + ".pdf", HDR, FTR, margin={"top": "1.8cm", "bottom": "1.5cm", "left": "1.5cm", "right": "1.5cm"})
finish(NAME, entries, "pdfium", {"body": "Prefeitura Municipal de Conceição do Jacuípe Velho/BA", "board": "Instituto Access",
                                 "producer": "Chromium print (two CSS columns) -> PDFium text", "law": "Lei Municipal 1.215/2022 (30%)",
                                 "note": "positions are the cargos, summed over the two zonas (each zona has its own list, but the quadro names the cargo once)"})
