# t04: Câmara Municipal de Caicó (RN), the edital as it went round a WhatsApp group of reporters: the press officer sent
# a summary with *bold* headings and the quadro typed as lines "Cargo – N vagas (x negros, y PcD)", then the edital's
# text in several long messages (WhatsApp's formatting: *bold* headings, paragraphs one line each); a reporter selected
# the messages in WhatsApp Web and copied them ("[hh:mm, dd/mm/aaaa] Sender: " before each message). Negros 20 % by
# municipal law (3 or more vacancies). Source sources/NAME.wa.json; text path lib18.wa_copy.
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib18 import *

NAME = "t04_fcm_cm_caico_whatsapp_copy_vagas_lines"
V = [("Agente Legislativo", 9), ("Analista Legislativo – Contabilidade", 2), ("Analista Legislativo – Direito", 3), ("Assistente Administrativo", 7),
     ("Auxiliar de Serviços Gerais", 5), ("Copeiro", 3), ("Jornalista", 1), ("Motorista", 4), ("Operador de Som", 0), ("Procurador Legislativo", 1),
     ("Recepcionista", 3), ("Técnico em Informática", 2), ("Vigilante", 6), ("Zelador", 0)]
P = lambda t: pcd5(t)
N = lambda t: neg20(t)
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V if t]


def line(c, t):
    if not t:
        return "▪️ %s – cadastro de reserva" % c
    parts = ([("%d negro" if N(t) == 1 else "%d negros") % N(t)] if N(t) else []) + (["%d PcD" % P(t)] if P(t) else [])
    return "▪️ %s – %d %s (%s)" % (c, t, "vaga" if t == 1 else "vagas", ", ".join(parts) if parts else "ampla concorrência")


T = [sum(t for _, t in V), sum(N(t) for _, t in V), sum(P(t) for _, t in V)]
cfg = cfg18("2026-07-20", site="www.fcmconcursos.org.br", banca="Fundação de Apoio à Pesquisa e Concursos – FCM", cidades="Caicó/RN",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 5.216, de 10 de maio de 2023, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial da Câmara Municipal de Caicó", local_data="Caicó/RN, 20 de julho de 2026.", assinaturas=["VEREADOR JOSÉ WELLINGTON DE MEDEIROS", "Presidente da Câmara Municipal"])
rows = [[c, str(t), str(t - P(t) - N(t)), str(P(t)), str(N(t))] if t else [c, "CR", "CR", "CR", "CR"] for c, t in V]
Q = [("p", "2.1 Os cargos e as vagas constam do quadro abaixo:")] + [("p", "%s | Total: %s | AC: %s | PcD: %s | Negros: %s" % tuple(r)) for r in rows] + \
    [("p", "TOTAL GERAL: %d vagas (%d PcD, %d negros)" % (T[0], T[2], T[1]))]
B = edital("*CÂMARA MUNICIPAL DE CAICÓ/RN*\n*EDITAL Nº 01/2026 – CONCURSO PÚBLICO*",
           "A PRESIDÊNCIA DA CÂMARA MUNICIPAL DE CAICÓ, Estado do Rio Grande do Norte, no uso de suas atribuições legais e regimentais, torna público que realizará Concurso Público para provimento de cargos efetivos do Quadro de Pessoal da Câmara, regido pela Resolução nº 004/2025 e por este Edital.",
           Q, cfg, cargos=[(c, "conforme a Resolução nº 004/2025") for c, _ in V])
text = plain(B, hmark=("*", "*")).strip()
parts, cur = [], []
for para in text.split("\n\n"):
    cur.append(para)
    if sum(len(x) for x in cur) > 6500:
        parts.append("\n\n".join(cur))
        cur = []
parts.append("\n\n".join(cur))
summary = ("*CONCURSO CÂMARA DE CAICÓ 2026* 📢\n\nSaiu hoje o edital do concurso da Câmara Municipal, banca FCM. Inscrições entre %s.\n\n*VAGAS*\n%s\n\n*Total: %d vagas*, sendo %d reservadas a candidatos negros (20%%, Lei Municipal 5.216/2023) e %d a pessoas com deficiência.\n\nSalários de R$ 1.518,00 a R$ 6.980,00. Segue o texto integral do edital abaixo 👇"
           % (cfg["insc_periodo"], "\n".join(line(c, t) for c, t in V), T[0], T[1], T[2]))
msgs = [{"t": "20/07/2026 09:41", "who": "Ascom Câmara Caicó", "text": summary}]
for i, p in enumerate(parts):
    msgs.append({"t": "20/07/2026 09:%02d" % (42 + i), "who": "Ascom Câmara Caicó", "text": p})
msgs.append({"t": "20/07/2026 10:03", "who": "Luana (Tribuna do Norte)", "text": "Obrigada! A heteroidentificação vai ser presencial em Caicó mesmo?"})
msgs.append({"t": "20/07/2026 10:05", "who": "Ascom Câmara Caicó", "text": "Isso, presencial, item 8 do edital."})
json.dump(msgs, open(os.path.join(SRC, NAME + ".wa.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
finish5(NAME, entries, "whatsapp-copy", os.path.join(SRC, NAME + ".wa.json"), {"body": "Câmara Municipal de Caicó (RN)", "board": "FCM",
        "producer": "WhatsApp Web copy of messages", "shape": "quadro twice: typed lines 'Cargo – N vagas (x negros, y PcD)' and 'Cargo | Total: | AC: | PcD: | Negros:' lines, CR lines, total line"},
        totals=(T[0], T[1]))
json.dump({NAME + ".txt": [{"name_has": c, "where": "CR only"} for c, t in V if not t]}, open(os.path.join(SRC, NAME + ".cadastro.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
