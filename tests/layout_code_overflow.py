"""A spreadsheet annex wider than its page, printed by LibreOffice Calc with only the code column repeated,
drawn at random: the class of `tables/code_overflow.py`.

`code_overflow(rng)` writes the text pypdf gives for such an annex after an edital's body: the first pages
hold the codes with their names, nível and requisitos ("E-101 Administrador E Curso superior em …", a long
requisitos cell wrapped and printed after the page's rows at times), a "TOTAL GERAL" label and a note on the
last; then one or two more passes over the same rows, a page at a time: the code label alone, the page's
codes a line each (the last page's "TOTAL GERAL" label among them), the count columns' header in pieces
(labels wrapped, out of order, before or after the rows), the rows with no code nor name (ambiente and
lotação cells, the pay, the counts zero-padded or dashes for a cadastro row; or the other counts with a
"Sim 40 horas" after them), the Total row, a page footer ("Anexo I – página 4 de 9") at times. The body holds
at times a table of approval limits (vacancies in the edital → most candidates approved: numbers that are
no cargo's).

The right reading: no position at all from the annex (which cell of the pages' rows is which role is not
proven, the header printed in pieces) and a note saying the quadro was not read; never a cargo named by its
ambiente or lotação, never a limit read as vacancies.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

HEAD = (
    "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO VALE DO RIO SECO\nEDITAL Nº {n}, DE 10 DE MARÇO DE 2026\n"
    "CONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso será regido por este edital.\n"
    "1.2 Os cargos, os requisitos e o número de vagas constam do Anexo I, apresentado em planilha ao final.\n"
)
LIMITS = (
    "9. DO NÚMERO MÁXIMO DE APROVADOS\n9.1 O número máximo de candidatos aprovados observará o quadro a seguir.\n"
    "Quadro 3 – Quantidade de vagas previstas no edital por cargo e número máximo de\ncandidatos aprovados\n"
    "Quantidade de vagas previstas no edital Número máximo de candidatos aprovados\n{rows}\n"
    "9.2 Os candidatos com deficiência e os negros aprovados não serão computados no limite.\n"
)
LIMIT_ROWS = [(1, 5), (2, 9), (3, 14), (4, 18), (5, 22), (6, 25), (7, 29), (8, 32), (9, 35), (10, 38)]
TAIL = "12. DAS DISPOSIÇÕES FINAIS\n12.1 Os casos omissos serão resolvidos pela Comissão.\nReitora\n"
NAMES = [
    ("Administrador", "E", "Curso superior em Administração e registro no conselho competente"),
    ("Analista de Tecnologia da Informação", "E", "Curso superior na área de Tecnologia da Informação"),
    ("Arquiteto e Urbanista", "E", "Curso superior em Arquitetura e Urbanismo e registro no CAU"),
    ("Assistente Social", "E", "Curso superior em Serviço Social e registro no CRESS"),
    ("Bibliotecário-Documentalista", "E", "Curso superior em Biblioteconomia e registro no CRB"),
    ("Contador", "E", "Curso superior em Ciências Contábeis e registro no CRC"),
    ("Enfermeiro/Área", "E", "Curso superior em Enfermagem e registro no COREN"),
    ("Médico/Área: Clínica Médica", "E", "Curso superior em Medicina e residência em Clínica Médica"),
    ("Assistente em Administração", "D", "Médio profissionalizante ou médio completo com experiência"),
    ("Técnico de Laboratório/Área: Química", "D", "Médio completo com curso técnico em Química"),
    ("Técnico em Contabilidade", "D", "Médio completo com curso técnico em Contabilidade"),
    ("Técnico em Enfermagem", "D", "Médio completo com curso técnico em Enfermagem"),
    ("Tradutor e Intérprete de Linguagem de Sinais", "D", "Médio completo e proficiência em Libras"),
    ("Auxiliar em Administração", "C", "Fundamental completo e experiência de 12 meses"),
    ("Assistente de Laboratório", "C", "Fundamental completo e experiência de 12 meses"),
]
AMBIENTES = ["Administrativo", "Informação", "Infraestrutura", "Ciências da Saúde", "Agropecuário", ""]
LOTACOES = [
    "Reitoria (Afogados)",
    "Reitoria e campi",
    "Prefeitura Universitária",
    "Campus Serra Talhada",
    "Auditoria Interna",
]
PAY = {"E": "R$ 4.967,04", "D": "R$ 3.006,68", "C": "R$ 2.461,48"}
LABELS_A = [
    "Ambiente organizacional Lotação inicial",
    "Reserva – Lei nº 15.142/2025",
    "Vencimento básico ",
    "(padrão I, nível 1)",
    "Total de ",
    "vagas Pessoas pretas e ",
    "pardas",
    "Pessoas ",
    "indígenas",
]
LABELS_B = [
    "Reserva – Lei nº 15.142/2025",
    "Ampla ",
    "concorrência",
    "Pessoas com ",
    "deficiência",
    "Cadastro de ",
    "reserva",
    "Jornada ",
    "semanalPessoas ",
    "quilombolas",
]
TITLE = "UNIVERSIDADE FEDERAL DO VALE DO RIO SECO – EDITAL Nº {n}/2026 – ANEXO I – QUADRO DE VAGAS"
NOTE = "Observação: o quantitativo reservado a cada grupo foi calculado por cargo, na forma do item 6 do edital."


@dataclass
class Case:
    text: str
    rows: int


def _cell(value: int | None, rng: random.Random, padded: bool) -> str:
    if value is None:
        return "–"
    return f"{value:02d}" if padded else str(value)


def _counts(rng: random.Random) -> dict[str, int] | None:
    if rng.random() < 0.08:
        return None  # cadastro de reserva only: dashes
    total = rng.choice([1, 1, 2, 3, 4, 5, 8, 12, 20])
    pp = round(total * 0.25 + 0.01) if total >= 2 else 0
    pi = 1 if total >= 10 and rng.random() < 0.5 else 0
    pcd = 1 if total >= 5 else 0
    return {"total": total, "pp": pp, "pi": pi, "pq": 0, "pcd": pcd, "ac": total - pp - pi - pcd}


def _names_pages(rng, codes, chosen, per_page, footer) -> list[str]:
    out: list[str] = []
    for start in range(0, len(codes), per_page):
        out += [
            footer(),
            rng.choice(["Código Cargo Requisitos de qualificação para ingresso", "Código Cargo Nível Requisitos"]),
        ]
        wrapped = []
        for code, (name, level, req) in zip(codes[start : start + per_page], chosen[start : start + per_page]):
            if rng.random() < 0.3:
                out.append(f"{code} {name} {level}")
                wrapped.append(req)  # a wrapped cell pypdf gives after the page's rows
            else:
                out.append(f"{code} {name} {level} {req}")
        if start + per_page >= len(codes):
            out += ["TOTAL GERAL", NOTE]
        out += wrapped
    return out


def _pass(rng, codes, chosen, counts, per_page, footer, second: bool) -> list[str]:
    """One more pass over the rows, a page at a time: the code column alone, then the other columns."""
    out: list[str] = []
    padded = rng.random() < 0.6
    labels = LABELS_B if second else LABELS_A
    for start in range(0, len(codes), per_page):
        last = start + per_page >= len(codes)
        out += [footer()] + ([TITLE.format(n=14)] if rng.random() < 0.4 else [])
        out += [rng.choice(["Código", "CÓDIGO", "Cód."])] + codes[start : start + per_page]
        out += ["TOTAL GERAL", NOTE] if last else []
        header = labels[:]
        if rng.random() < 0.5:
            rng.shuffle(header)
        after = rng.random() < 0.4
        out += [] if after else header
        for (_, level, _), c in zip(chosen[start : start + per_page], counts[start : start + per_page]):
            if second:
                cells = [c and c["pq"], c and c["ac"], c and c["pcd"]] if c else [None, None, None]
                out.append(" ".join(_cell(v, rng, padded) for v in cells) + " Sim 40 horas")
            else:
                text = " ".join(x for x in (rng.choice(AMBIENTES), rng.choice(LOTACOES)) if x)
                cells = [c["total"], c["pp"], c["pi"]] if c else [None, None, None]
                out.append(f"{text} {PAY[level]} " + " ".join(_cell(v, rng, padded) for v in cells))
        out += header if after else []
        if last:
            keys = ("pq", "ac", "pcd") if second else ("total", "pp", "pi")
            sums = " ".join(_cell(sum(c[k] for c in counts if c), rng, padded) for k in keys)
            out += [sums if second or rng.random() < 0.5 else f"TOTAL GERAL {sums}", NOTE]
    return out


def code_overflow(rng: random.Random) -> Case:
    n = rng.randint(3, 14)
    chosen = rng.sample(NAMES, n)
    shape = rng.choice(["{level}-{k}", "{k:03d}", "{level}{k:02d}"])
    codes = [shape.format(level=level, k=101 + k) for k, (_, level, _) in enumerate(chosen)]
    counts = [_counts(rng) for _ in chosen]
    per_page = rng.randint(3, 9)
    pages = iter(range(1, 100))
    footer = lambda: f"Anexo I – página {next(pages)} de 9"  # noqa: E731
    annex = _names_pages(rng, codes, chosen, per_page, footer)
    annex += _pass(rng, codes, chosen, counts, per_page, footer, False)
    if rng.random() < 0.6:
        annex += _pass(rng, codes, chosen, counts, per_page, footer, True)
    body = HEAD.format(n=rng.randint(2, 40))
    if rng.random() < 0.6:
        body += LIMITS.format(rows="\n".join(f"{a} {b}" for a, b in LIMIT_ROWS[: rng.randint(4, 10)]))
    return Case(body + TAIL + "\n".join(annex) + "\n", n)
