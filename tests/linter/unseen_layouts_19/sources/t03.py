# t03: Fundação Nacional dos Povos Indígenas (Funai), federal, Lei 15.142/2025 (25 % pretos e pardos, 3 % indígenas,
# 2 % quilombolas, from 2 vacancies). The edital is the board's HTML page (news-site markup: menu, share bar, related
# links); the newsroom's scraper runs trafilatura.extract(html, include_tables=True), which keeps the main text and
# writes the table as its own "| cell | cell |" lines. Quadro: an ordinary table Cargo/Área / Total / AC / PcD / PPP /
# PI / PQ, one row each, TOTAL row. Source sources/NAME.html; text path lib19.trafilatura_txt.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t03_cebraspe_funai_news_page_trafilatura_extract_ppp_pi_pq"
V = [("Indigenista Especializado – Antropologia", 14), ("Indigenista Especializado – Ciências Sociais", 9), ("Indigenista Especializado – Engenharia Agronômica", 6),
     ("Indigenista Especializado – Engenharia Florestal", 5), ("Indigenista Especializado – Direito", 8), ("Indigenista Especializado – Geografia", 4),
     ("Indigenista Especializado – Pedagogia", 3), ("Indigenista Especializado – Linguística", 2), ("Indigenista Especializado – Biologia", 1),
     ("Analista Técnico-Administrativo", 12), ("Agente em Indigenismo", 45), ("Auxiliar em Indigenismo", 20), ("Engenheiro Civil", 3), ("Contador", 2)]
P = pcd5
R = r15142
entries = [{"name_has": c, "vacancies": t, "negros_stated": sum(R(t))} for c, t in V]
rows = [[c, str(t), str(t - P(t) - sum(R(t))), str(P(t))] + [str(x) for x in R(t)] for c, t in V]
TT = [sum(t for _, t in V), sum(P(t) for _, t in V)] + [sum(R(t)[i] for _, t in V) for i in range(3)]
rows.append(["TOTAL", str(TT[0]), str(TT[0] - TT[1] - sum(TT[2:])), str(TT[1])] + [str(x) for x in TT[2:]])
cfg = cfg19("2026-02-23", site="www.cebraspe.org.br/concursos/funai_26", banca="Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe)",
            cidades="todas as capitais e em Altamira/PA, Dourados/MS, Tabatinga/AM e São Gabriel da Cachoeira/AM", veiculo="Diário Oficial da União",
            local_data="Brasília/DF, 23 de fevereiro de 2026.", assinaturas=["JOENIA WAPICHANA", "Presidenta da Fundação Nacional dos Povos Indígenas"])
Q = [("p", "2.1 Os cargos, as áreas de formação e o quantitativo de vagas, com a reserva às pessoas com deficiência (PcD), às pessoas pretas e pardas (PPP), às pessoas indígenas (PI) e às pessoas quilombolas (PQ), são os seguintes:"),
     ("table", {"head": [["Cargo/Área", "Total", "AC", "PcD", "PPP", "PI", "PQ"]], "rows": rows}),
     ("p", "2.2 A remuneração inicial é de R$ 7.915,38 para Indigenista Especializado, Analista Técnico-Administrativo, Engenheiro Civil e Contador, de R$ 5.110,22 para Agente em Indigenismo e de R$ 3.840,90 para Auxiliar em Indigenismo."),
     ("p", "2.3 Para a área com 1 (uma) vaga não há reserva imediata às pessoas pretas e pardas, indígenas e quilombolas, nos termos da Lei nº 15.142/2025; os candidatos poderão concorrer às vagas que surgirem durante a validade do concurso.")]
B = edital("MINISTÉRIO DOS POVOS INDÍGENAS\nFUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS\nEDITAL Nº 1 – FUNAI, DE 23 DE FEVEREIRO DE 2026\nCONCURSO PÚBLICO",
           "A PRESIDENTA DA FUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS (FUNAI), no uso de suas atribuições legais, tendo em vista a autorização concedida pela Portaria MGI nº 1.204, de 10 de novembro de 2025, torna pública a realização de concurso público para provimento de vagas em cargos de nível superior e de nível intermediário do Quadro de Pessoal da Funai.",
           Q, cfg, law="15142", cargos=[(c, "curso superior na área" if "Auxiliar" not in c and "Agente" not in c else "nível médio") for c, _ in V])
from lib import to_html
page = ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>Funai 2026: edital do concurso com 134 vagas – Cebraspe</title>'
        '<meta name="description" content="Edital de abertura do concurso da Funai"></head><body>\n'
        '<header><nav><ul><li><a href="/">Início</a></li><li><a href="/concursos">Concursos</a></li><li><a href="/eventos">Eventos</a></li><li><a href="/contato">Contato</a></li></ul></nav></header>\n'
        '<div class="share">Compartilhar: <a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a></div>\n'
        '<main><article>\n<h1>Funai 2026 – Edital de abertura</h1>\n<p class="date">Publicado em 23/02/2026</p>\n%s\n</article></main>\n'
        '<aside><h3>Veja também</h3><ul><li><a href="#">Ibama 2026: resultado final</a></li><li><a href="#">MPU: locais de prova</a></li></ul></aside>\n'
        '<footer><p>Cebraspe – Campus Universitário Darcy Ribeiro, Brasília/DF</p></footer>\n</body></html>\n') % to_html(B)
src = os.path.join(SRC, NAME + ".html")
write(src, page)
finish6(NAME, entries, "trafilatura", src, {"body": "Funai (federal, Lei 15.142)", "board": "Cebraspe",
        "producer": "news-site HTML page, trafilatura.extract(include_tables=True)", "shape": "ordinary table with PPP/PI/PQ columns, TOTAL"}, totals=(TT[0], sum(TT[2:])))
