# t01: Prefeitura Municipal de Aparecida de Goiânia (GO), negros 20 % by municipal law (3 or more vacancies). The edital
# is a page of the city's Plone-like portal (minified markup, no whitespace between tags); the newsroom's scraper takes
# BeautifulSoup(html, "html.parser").get_text() with no separator, so headings, paragraphs and table cells run together
# ("Agente Administrativo Médio40h2.612,40153"). Quadro: an ordinary table Cargo / Escolaridade / Carga horária /
# Vencimento / Total / AC / PcD / Negros, one cargo a row, TOTAL row. Source sources/NAME.html; text path lib19.bs4_glued.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t01_instituto_aocp_pm_aparecida_go_plone_page_bs4_get_text_glued_plain"
V = [("Agente Administrativo", "Médio", "40h", "2.612,40", 22), ("Agente Comunitário de Saúde", "Médio", "40h", "2.824,00", 35),
     ("Agente de Combate às Endemias", "Médio", "40h", "2.824,00", 14), ("Arquiteto", "Superior", "30h", "6.480,00", 2),
     ("Assistente Social", "Superior", "30h", "4.987,33", 6), ("Auxiliar de Serviços Gerais", "Fundamental", "40h", "1.640,00", 40),
     ("Contador", "Superior", "40h", "6.480,00", 3), ("Educador Social", "Médio", "40h", "2.300,00", 9), ("Enfermeiro", "Superior", "40h", "6.120,00", 17),
     ("Engenheiro Civil", "Superior", "40h", "8.100,00", 4), ("Farmacêutico", "Superior", "40h", "5.900,00", 5), ("Fisioterapeuta", "Superior", "30h", "4.800,00", 3),
     ("Guarda Civil Municipal", "Médio", "40h", "3.650,00", 30), ("Médico Pediatra", "Superior", "20h", "12.300,00", 6),
     ("Motorista de Veículos Pesados", "Fundamental", "40h", "2.450,00", 12), ("Nutricionista", "Superior", "30h", "4.800,00", 2),
     ("Professor de Educação Infantil", "Superior", "30h", "4.867,77", 48), ("Psicólogo", "Superior", "30h", "4.987,33", 7),
     ("Técnico em Enfermagem", "Técnico", "40h", "3.010,00", 26), ("Vigia Patrimonial", "Fundamental", "40h", "1.760,00", 15)]
P, N = pcd5, neg20
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, *_, t in V]
rows = [[c, e, h, v, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] for c, e, h, v, t in V]
T = [sum(v[4] for v in V), sum(P(v[4]) for v in V), sum(N(v[4]) for v in V)]
rows.append([C("TOTAL", cs=4), str(T[0]), str(T[0] - T[1] - T[2]), str(T[1]), str(T[2])])
cfg = cfg19("2026-04-20", site="www.institutoaocp.org.br", banca="Instituto AOCP", cidades="Aparecida de Goiânia/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 3.918, de 9 de abril de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial Eletrônico do Município de Aparecida de Goiânia", local_data="Aparecida de Goiânia/GO, 20 de abril de 2026.",
            assinaturas=["LEANDRO VILELA VELLOSO", "Prefeito Municipal"])
Q = [("p", "2.1 Os cargos, a escolaridade exigida, a carga horária semanal, o vencimento inicial (R$) e a distribuição das vagas constam do quadro a seguir:"),
     ("table", {"head": [["Cargo", "Escolaridade", "Carga horária", "Vencimento (R$)", "Total", "AC", "PcD", "Negros"]], "rows": rows}),
     ("p", "2.2 Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos autodeclarados pretos ou pardos.")]
B = edital("ESTADO DE GOIÁS\nPREFEITURA MUNICIPAL DE APARECIDA DE GOIÂNIA\nEDITAL DE ABERTURA Nº 001/2026\nCONCURSO PÚBLICO",
           "O PREFEITO MUNICIPAL DE APARECIDA DE GOIÂNIA, Estado de Goiás, no uso de suas atribuições legais e tendo em vista a Lei Complementar Municipal nº 3/2003 (Estatuto dos Servidores), torna pública a abertura de inscrições para o Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Município, mediante as condições estabelecidas neste Edital.",
           Q, cfg, cargos=[(v[0], v[1]) for v in V])
src = os.path.join(SRC, NAME + ".html")
write(src, portal_page(B, "Edital de Abertura nº 001/2026 – Concurso Público", "Prefeitura de Aparecida de Goiânia",
                       ["Início", "Concursos e Seleções", "Concurso Público 2026"], L16.CSS_BASE + " table{border-collapse:collapse} td,th{border:1px solid #999}"))
finish6(NAME, entries, "bs4-get_text", src, {"body": "Prefeitura de Aparecida de Goiânia (GO)", "board": "Instituto AOCP",
        "producer": "portal page (Plone-like, minified), BeautifulSoup get_text() without separator", "shape": "ordinary table, one cargo a row, TOTAL (cells glued)"}, totals=(T[0], T[2]))
