# t09: Câmara Municipal de Goiânia (GO), negros 20 % by municipal law (3 or more vacancies). A reporter pasted the
# edital's text into a notes file (one line a paragraph, as a PDF viewer's copy gives it) and, where the quadro was,
# typed it by hand: ONE BLOCK PER CARGO ("Cargo: … / Vagas: … / Reserva p/ negros: … / PcD: …") with inconsistent
# spacing, capitals and abbreviations ("vg", "neg.", "AC"), a few counts in words ("duas", "02 (duas)"), a CR-only
# cargo and a total line. The text path is the notes file as typed: sources/NAME.notes.txt (lib19.as_typed).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib19 import *

NAME = "t09_quadrix_cm_goiania_pasted_text_hand_typed_notes_blocks_per_cargo"
V = [("Assessor Técnico Legislativo – Direito", 6), ("Assessor Técnico Legislativo – Contabilidade", 3), ("Analista de Sistemas", 3),
     ("Jornalista", 2), ("Taquígrafo", 4), ("Assistente Legislativo", 18), ("Agente de Segurança Legislativa", 9), ("Técnico em Manutenção Predial", 2),
     ("Motorista", 5), ("Recepcionista", 7), ("Intérprete de Libras", 2), ("Arquivista", 0), ("Auxiliar de Serviços Gerais", 11), ("Revisor de Textos", 3)]
P, N = pcd5, neg20
entries = [{"name_has": c, "vacancies": t, "negros_stated": N(t)} for c, t in V if t]
co = [{"name_has": c, "where": "CR only"} for c, t in V if not t]
T = (sum(t for _, t in V), sum(N(t) for _, t in V))


def note(i, c, t):
    """the reporter's block for one cargo; the style drifts as she types"""
    n, p = N(t), P(t)
    ac = t - n - p
    if not t:
        return ["Cargo: %s  — só CR (cadastro reserva), sem vaga imediata" % c]
    s = i % 5
    if s == 0:
        return ["Cargo: " + c, "Vagas: %d" % t, "Reserva p/ negros: %d" % n, "PcD: %s" % (p or "-")]
    if s == 1:
        return ["cargo: " + c, "vagas: %d  -- AC:%d  PcD:%d   negros: %d" % (t, ac, p, n)]
    if s == 2:
        return ["CARGO:   %s" % c, "  Vagas:  %s" % fig(t), "  Reserva negros: %s" % fig(n), "  PcD: %s" % (fig(p) if p else "não tem")]
    if s == 3:
        return ["Cargo : %s | vg %d | neg. %d | pcd %d | AC %d" % (c, t, n, p, ac)]
    return ["Cargo: %s" % c, "Vagas: %s%s" % (t, " (%s)" % extenso(t) if t < 10 else ""),
            "Negros: %s" % (n if n else "0 (menos de 3 vagas, sem reserva)"), "PcD: %d" % p]


notes = ["", "======== QUADRO DE VAGAS (Anexo I) — digitei do PDF, CONFERIR antes de publicar ========", "obs: AC = ampla conc.; reserva negros 20% qdo 3+ vagas (lei municipal); PcD 5% qdo 5+", ""]
for i, (c, t) in enumerate(V):
    notes += note(i, c, t) + [""]
notes += ["total geral: %d vagas imediatas, %d p/ negros  (bate c/ item 2.3 do edital)" % T, "======== fim do quadro ========", ""]
cfg = cfg19("2026-10-05", site="www.quadrix.org.br", banca="Instituto Quadrix", cidades="Goiânia/GO",
            neg_pct="20% (vinte por cento)", neg_lei="Lei Municipal nº 11.311, de 14 de janeiro de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 (três)",
            veiculo="Diário Oficial do Município de Goiânia", local_data="Goiânia/GO, 5 de outubro de 2026.", assinaturas=["ROMÁRIO POLICARPO", "Presidente da Câmara Municipal de Goiânia"])
Q = [("p", "2.1 Os cargos, os requisitos, a carga horária, o vencimento e a distribuição das vagas constam do Anexo I deste Edital."),
     ("p", "2.2 Os candidatos aprovados para cargos sem vaga imediata comporão cadastro de reserva."),
     ("p", "2.3 São oferecidas %d vagas imediatas, das quais %d reservadas a candidatos negros, observado o Anexo I." % T),
     ("p", "[[QUADRO]]")]
B = edital("ESTADO DE GOIÁS\nCÂMARA MUNICIPAL DE GOIÂNIA\nEDITAL Nº 01/2026\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS",
           "O PRESIDENTE DA CÂMARA MUNICIPAL DE GOIÂNIA, no uso de suas atribuições legais e regimentais, e considerando a Resolução nº 14, de 19 de dezembro de 2024, que dispõe sobre o Plano de Carreira dos Servidores da Câmara, torna pública a realização de Concurso Público para provimento de cargos efetivos do seu Quadro de Pessoal.",
           Q, cfg, cargos=[(c, "conforme o cargo") for c, _ in V])
head = ["-----", "copiado do PDF do edital (site da Quadrix) em 06/10, 9h40 — colei tudo, o quadro digitei à mão pq o copiar/colar do PDF saiu embaralhado", "-----", ""]
txt = "\n".join(head) + plain(B).replace("[[QUADRO]]\n", "\n".join(notes) + "\n")
src = os.path.join(SRC, NAME + ".notes.txt")
write(src, txt)
finish6(NAME, entries, "hand-typed", src, {"body": "Câmara Municipal de Goiânia (GO)", "board": "Quadrix",
        "producer": "a reporter's notes file: the edital's text pasted, the quadro typed by hand", "shape": "one block per cargo (Cargo:/Vagas:/Reserva p/ negros:/PcD: lines, styles drifting), counts in words, CR block, total line"},
        totals=T, cadastro=co)
