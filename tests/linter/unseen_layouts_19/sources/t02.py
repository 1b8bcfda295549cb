# t02: Câmara Municipal de Natal (RN), negros 25 % by municipal law (3 or more vacancies). The edital is a page of the
# Câmara's portal (minified markup); the scraper takes BeautifulSoup get_text(separator="\n"), every text node on its
# own line. Quadro TRANSPOSED, in two tables (nível superior, nível médio): the cargos are the columns, the rows are
# "Escolaridade / Carga horária / Vencimento / Vagas totais / Ampla concorrência / Negros / Pessoas com deficiência";
# one cargo offered only for the cadastro de reserva ("CR" in its column). Source sources/NAME.html; text path lib19.bs4_nl.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t02_fgv_cm_natal_portal_bs4_get_text_newline_transposed"
SUP = [("Analista Legislativo – Contador", "30h", "7.842,10", 3), ("Analista Legislativo – Procurador", "30h", "11.250,00", 4),
       ("Analista Legislativo – Jornalista", "30h", "7.842,10", 2), ("Analista Legislativo – Taquígrafo", "30h", "7.842,10", 6),
       ("Analista Legislativo – Analista de Sistemas", "30h", "7.842,10", 5), ("Analista Legislativo – Arquivologista", "30h", "7.842,10", 0)]
MED = [("Técnico Legislativo – Assistente Administrativo", "40h", "3.918,44", 16), ("Técnico Legislativo – Técnico em Informática", "40h", "3.918,44", 7),
       ("Técnico Legislativo – Agente de Polícia Legislativa", "40h", "4.210,00", 10), ("Técnico Legislativo – Operador de Áudio e Vídeo", "40h", "3.918,44", 3),
       ("Técnico Legislativo – Motorista", "40h", "3.120,00", 4)]
N = lambda t: neg20(t, 25)
P = pcd5
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, _, _, t in SUP + MED if t]
co = [{"name_has": c, "where": "CR only"} for c, _, _, t in SUP + MED if not t]
f = lambda t, x: str(x) if t else "CR"


def transposed(V, esc, cap):
    head = [["Especificação"] + [c for c, *_ in V]]
    rows = [["Escolaridade"] + [esc] * len(V), ["Carga horária semanal"] + [h for _, h, _, _ in V], ["Vencimento (R$)"] + [v for _, _, v, _ in V],
            ["Vagas totais"] + [f(t, t) for *_, t in V], ["Ampla concorrência"] + [f(t, t - N(t) - P(t)) for *_, t in V],
            ["Negros (pretos e pardos)"] + [f(t, N(t)) for *_, t in V], ["Pessoas com deficiência"] + [f(t, P(t)) for *_, t in V]]
    return {"caption": cap, "head": head, "rows": rows}


T = (sum(t for *_, t in SUP + MED), sum(N(t) for *_, t in SUP + MED))
cfg = cfg19("2026-06-01", site="conhecimento.fgv.br/concursos/cmnatal26", banca="Fundação Getulio Vargas (FGV)", cidades="Natal/RN",
            neg_pct="25% (vinte e cinco por cento)", neg_lei="Lei Municipal nº 7.611, de 18 de julho de 2024, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Natal (DOM)", local_data="Natal/RN, 1º de junho de 2026.",
            assinaturas=["ERIKO JÁCOME", "Presidente da Câmara Municipal de Natal"])
Q = [("p", "2.1 Os cargos, a escolaridade, a carga horária, o vencimento básico e as vagas estão distribuídos nos quadros a seguir, por nível de escolaridade. Total de vagas imediatas: %d (%d reservadas a candidatos negros)." % T),
     ("table", transposed(SUP, "Superior", "Quadro I – Cargos de nível superior (Analista Legislativo)")),
     ("table", transposed(MED, "Médio", "Quadro II – Cargos de nível médio (Técnico Legislativo)")),
     ("p", "2.2 CR: cadastro de reserva. A especialidade sem vaga imediata formará exclusivamente cadastro de reserva, observada a reserva de vagas deste Edital para as vagas que vierem a surgir.")]
B = edital("ESTADO DO RIO GRANDE DO NORTE\nCÂMARA MUNICIPAL DE NATAL\nEDITAL Nº 1/2026 – CMN\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS",
           "O PRESIDENTE DA CÂMARA MUNICIPAL DE NATAL, no uso das atribuições que lhe confere o Regimento Interno e tendo em vista a Resolução nº 12/2025, que dispõe sobre o Plano de Cargos, Carreiras e Vencimentos dos servidores da Câmara, torna pública a realização de concurso público para provimento de cargos efetivos de Analista Legislativo e Técnico Legislativo.",
           Q, cfg, cargos=[(c, "nível superior" if (c, h, v, t) in SUP else "nível médio") for c, h, v, t in SUP + MED])
src = os.path.join(SRC, NAME + ".html")
write(src, portal_page(B, "Concurso Público 2026 – Edital nº 1/2026", "Câmara Municipal de Natal", ["Início", "Transparência", "Concursos", "Edital nº 1/2026"],
                       L16.CSS_BASE + " table{border-collapse:collapse} td,th{border:1px solid #999}"))
finish6(NAME, entries, "bs4-get_text-newline", src, {"body": "Câmara Municipal de Natal (RN)", "board": "FGV",
        "producer": "portal page (minified), BeautifulSoup get_text(separator='\\n')", "shape": "transposed quadro (cargos as columns, Vagas totais / AC / Negros / PcD as rows), two tables, CR column"},
        totals=T, cadastro=co)
