# t05: a board's concurso page (IBGP style) carrying the full text of the Câmara Municipal de Pirapetinga do Leste/MG's edital,
# municipal Lei 2.871/2023 (20%); the .txt is Chromium's document.body.innerText of the whole page: site menus, a summary
# card with its own numbers, tabs, a sidebar of other concursos with vacancy counts, the edital with <br> in cells. No PDF.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

NAME = "t05_ibgp_cm_pirapetinga_board_page_innertext_br_cells"
# cód, cargo (with <br>), escolaridade, total, pcd, negros, jornada, vencimento
V = [("01", "Agente Legislativo", "Ensino médio completo", 4, 0, 1, "30h", "R$ 3.214,55"),
     ("02", "Analista Legislativo<br>(Área: Contabilidade)", "Superior em Ciências Contábeis<br>Registro no CRC-MG", 1, 0, 0, "30h", "R$ 6.820,10"),
     ("03", "Analista Legislativo<br>(Área: Tecnologia da Informação)", "Superior na área de TI", 1, 0, 0, "30h", "R$ 6.820,10"),
     ("04", "Procurador da Câmara", "Bacharelado em Direito<br>Inscrição na OAB", 1, 0, 0, "20h", "R$ 9.112,40"),
     ("05", "Assistente Legislativo", "Ensino médio completo<br>Noções de informática", 5, 1, 1, "30h", "R$ 2.688,91"),
     ("06", "Auxiliar de Serviços Gerais", "Ensino fundamental incompleto", 2, 0, 0, "40h", "R$ 1.518,00"),
     ("07", "Motorista", "Ensino fundamental completo<br>CNH categoria \"D\"", 0, 0, 0, "40h", "R$ 2.190,35"),
     ("08", "Taquígrafo Legislativo", "Ensino médio completo<br>Curso de taquigrafia (mínimo 120 horas)", 1, 0, 0, "30h", "R$ 3.214,55"),
     ("09", "Técnico em Comunicação Social", "Superior em Jornalismo ou Comunicação Social", 1, 0, 0, "30h", "R$ 4.905,00"),
     ("10", "Vigia", "Ensino fundamental incompleto", 3, 0, 1, "12x36", "R$ 1.518,00")]
NH = {"01": "Agente Legislativo", "02": "Contabilidade", "03": "Tecnologia da Informação", "04": "Procurador", "05": "Assistente Legislativo",
      "06": "Serviços Gerais", "08": "Taquígrafo", "09": "Comunicação Social", "10": "Vigia"}
entries = [{"name_has": NH[v[0]], "vacancies": v[3], "negros_stated": v[5]} for v in V if v[3]]
TOT = sum(v[3] for v in V)

rows = "".join("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>"
               % (c, n, e, ("%02d" % t) if t else "CR", ("%02d" % p) if t else "–", ("%02d" % ng) if t else "–", j, s) for c, n, e, t, p, ng, j, s in V)
QUADRO = """<p><b>2.1</b> Os cargos, a escolaridade exigida, o número de vagas, a jornada semanal e o vencimento inicial são os seguintes:</p>
<div class="tbl"><table><thead><tr><th rowspan="2">Cód.</th><th rowspan="2">Cargo</th><th rowspan="2">Escolaridade / requisitos</th><th colspan="3">Número de vagas</th><th rowspan="2">Jornada semanal</th><th rowspan="2">Vencimento inicial</th></tr>
<tr><th>Total*</th><th>Reservadas PcD</th><th>Reservadas negros</th></tr></thead><tbody>%s</tbody>
<tfoot><tr><td colspan="3">Total de vagas</td><td>%02d</td><td>01</td><td>03</td><td colspan="2"></td></tr></tfoot></table></div>
<p class="obs">* O total inclui as vagas reservadas. CR: formação de cadastro de reserva. A jornada 12x36 corresponde a escala de doze horas de trabalho por trinta e seis de descanso.</p>""" % (rows, TOT)

cfg = dict(site="www.ibgpconcursos.com.br", insc_periodo="6 de abril de 2026 e 6 de maio de 2026", venc="7 de maio de 2026",
           pcd_pct="5% (cinco por cento)", pcd_min="5 (cinco)", neg_pct="20% (vinte por cento)",
           neg_lei="Lei Municipal nº 2.871, de 5 de julho de 2023 (Política Municipal de Promoção da Igualdade Racial)",
           taxas=[["Nível fundamental (cargos 06, 07 e 10)", "R$ 65,00"], ["Nível médio (cargos 01, 05 e 08)", "R$ 85,00"], ["Nível superior (cargos 02, 03, 04 e 09)", "R$ 110,00"]],
           banca="IBGP", data_prova="14 de junho de 2026", cidades="Pirapetinga do Leste/MG", orgao_curto="Câmara Municipal")
B = [("h", "1. DAS DISPOSIÇÕES PRELIMINARES")]
B += items("1", ["O concurso público será regido por este edital e executado pelo Instituto Brasileiro de Gestão e Pesquisa – IBGP.",
                 "O concurso destina-se ao provimento de %d (dezenove) vagas e à formação de cadastro de reserva para os cargos efetivos do Quadro de Pessoal da Câmara Municipal de Pirapetinga do Leste, criados pela Resolução nº 4, de 2 de março de 2021." % TOT,
                 "O regime jurídico é o estatutário (Lei Complementar Municipal nº 31/2009) e o regime previdenciário, o geral (RGPS)."])
B += [("h", "2. DOS CARGOS E DAS VAGAS"), ("raw", QUADRO)]
B += ch_inscricao(3, cfg) + ch_pcd(4, cfg) + ch_negros_12990(5, cfg)
B += [("h", "6. DAS PROVAS"), ("raw", """<ul><li>6.1 Prova objetiva, para todos os cargos, com 40 (quarenta) questões, valendo 100 (cem) pontos:<ul>
<li>Língua Portuguesa – 10 questões (25 pontos);</li><li>Matemática ou Raciocínio Lógico – 5 questões (12,5 pontos);</li><li>Noções de Legislação Municipal – 5 questões (12,5 pontos);</li><li>Conhecimentos Específicos – 20 questões (50 pontos).</li></ul></li>
<li>6.2 Prova prática, para o cargo de Motorista (cadastro de reserva), valendo 100 (cem) pontos, para os 10 (dez) primeiros classificados.</li>
<li>6.3 Prova de títulos, para os cargos de nível superior, valendo até 10 (dez) pontos.</li></ul>""")]
B += ch_recursos(7, dict(cfg, site=cfg["site"])) + ch_finais(8, dict(cfg, veiculo="Quadro de Avisos da Câmara e no Diário Oficial dos Municípios Mineiros", local_data="Pirapetinga do Leste/MG, 20 de março de 2026.",
                                                                   assinaturas=["Vereadora MARIA APARECIDA DE SOUZA LIMA\nPresidente da Câmara Municipal"]))
B += [("h", "ANEXO I – CRONOGRAMA"), ("raw", """<table><thead><tr><th>Etapa</th><th>Data</th></tr></thead><tbody>
<tr><td>Publicação do edital</td><td>23/03/2026</td></tr><tr><td>Inscrições</td><td>06/04 a 06/05/2026</td></tr><tr><td>Pedidos de isenção</td><td>06/04 a 08/04/2026</td></tr>
<tr><td>Prova objetiva</td><td>14/06/2026, às 9h</td></tr><tr><td>Prova prática (Motorista)</td><td>05/07/2026</td></tr><tr><td>Resultado final</td><td>07/08/2026</td></tr></tbody></table>""")]

ART = ("""<article id="edital"><h1>CÂMARA MUNICIPAL DE PIRAPETINGA DO LESTE – MG<br>CONCURSO PÚBLICO – EDITAL Nº 01/2026</h1>
<p>A Presidente da Câmara Municipal de Pirapetinga do Leste, Estado de Minas Gerais, no uso de suas atribuições legais, torna pública a abertura de concurso público de provas e títulos, nos termos do art. 37 da Constituição da República e da legislação municipal, conforme as normas deste edital.</p>"""
       + to_html(B) + "</article>")
PAGE = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>IBGP Concursos – Câmara Municipal de Pirapetinga do Leste – Edital 01/2026</title>
<style>body{font-family:Helvetica,Arial,sans-serif;margin:0;font-size:14px} .top{background:#003a70;color:#fff;padding:6px 30px;display:flex;justify-content:space-between}
.top a{color:#fff;margin-left:14px} .grid{display:grid;grid-template-columns:3fr 1fr;gap:24px;padding:16px 30px} .card{border:1px solid #ccc;padding:10px;margin:8px 0;display:flex;gap:30px}
.tabs span{display:inline-block;padding:6px 12px;border:1px solid #ccc;margin-right:4px} table{border-collapse:collapse;font-size:12.5px;margin:6px 0} td,th{border:1px solid #999;padding:3px 6px}
th{background:#e8eef5} .obs{font-size:12px} aside{background:#f5f5f5;padding:10px;font-size:13px} footer{background:#eee;padding:14px 30px;font-size:12px;color:#555} h1{font-size:17px} h2{font-size:14.5px}</style></head>
<body><div class="top"><div>IBGP – Instituto Brasileiro de Gestão e Pesquisa</div><div><a href="#">Início</a><a href="#">Concursos abertos</a><a href="#">Em andamento</a><a href="#">Encerrados</a><a href="#">Área do candidato</a><a href="#">Contato</a></div></div>
<div class="grid"><main><p class="bc">Início / Concursos abertos / Minas Gerais / Câmara Municipal de Pirapetinga do Leste</p>
<h2>Câmara Municipal de Pirapetinga do Leste – Concurso Público 01/2026</h2>
<div class="card"><div><b>Situação</b><br>Inscrições abertas</div><div><b>Vagas</b><br>%d + CR</div><div><b>Salários</b><br>até R$ 9.112,40</div><div><b>Taxas</b><br>R$ 65,00 a R$ 110,00</div><div><b>Inscrições</b><br>06/04/2026 a 06/05/2026</div></div>
<div class="tabs"><span>Edital (texto integral)</span><span>Retificações (0)</span><span>Publicações (2)</span><span>Baixar PDF</span></div>
%s
<p><a href="#">Voltar ao topo</a> · <a href="#">Imprimir</a></p></main>
<aside><h3>Outros concursos abertos</h3><ul><li>Prefeitura de Itaúna do Norte – 87 vagas – inscrições até 28/04</li><li>SAAE de Lagoa Formosa – 12 vagas + CR – até 30/04</li>
<li>Câmara de Bom Jardim de Minas – 6 vagas – até 05/05</li><li>Consórcio Intermunicipal de Saúde do Alto Rio Grande – 41 vagas – até 12/05</li></ul>
<h3>Atendimento</h3><p>Segunda a sexta, 9h às 17h<br>(31) 3274-0800</p></aside></div>
<footer>IBGP – Instituto Brasileiro de Gestão e Pesquisa · CNPJ 17.488.212/0001-33 · Av. do Contorno, 6.594 – 7º andar – Belo Horizonte/MG · Política de privacidade · Termos de uso</footer></body></html>"""
write(SRC + "/" + NAME + ".html", PAGE % (TOT, ART))
finish(NAME, entries, "innertext", {"body": "Câmara Municipal de Pirapetinga do Leste/MG", "board": "IBGP",
                                    "producer": "Chromium innerText (Playwright)", "law": "Lei Municipal 2.871/2023 (20%)"})
