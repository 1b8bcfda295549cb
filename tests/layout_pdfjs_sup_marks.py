"""A federal council's quadro printed by Chromium and copied from Firefox's viewer (pdf.js: the text layer's
items joined, a newline where `hasEOL` is set), drawn at random with its right reading: the class of t07 in
the fifteenth set (`tables/name_marks.py`, the header's "Vagas imediatas CR" in `tables/header.py`).

The first cell of each row holds a bold code and the cargo's name ("E01 – Enfermeiro Fiscal"), at times a
`<sup>` footnote mark glued to the name ("Fiscal1"), and an italic lotação: pdf.js gives each a line (a
name wrapped in its cell a line more), the requisitos cell's lines follow, and the last of them carries the
salary and the counts ("R$ 6.235,18 5 2 0 0 1 8 16"); a one-line requisito shares the lotação's line
("Sede – Recife Ensino médio completo R$ 3.104,66 6 2 0 1 1 10 20"). Counts plain, zero-padded or a nought a dash. The header is the name, requisitos and
salary labels with the spanning "Vagas imediatas" (or "Vagas") and the CR label on one line (or each on a
line of its own), over the roles: AC, the Lei 15.142 groups (PPP, PI, PQ), PcD and the total, the parts in
any order. One cargo is offered at several lotações (an entry a lotação). A CR-only row ("– – – – – CR 2"),
a TOTAL row at times, page breaks between rows (the page's footer, then the header again at times), the
notes under the table with their superscripts ("¹ O … ² Jornada …") and the legend of the siglas.

The right reading: each row its total, its reserve for negros the groups' cells together, named by its cargo
(its mark left out) and its lotação; the CR-only row is no entry.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

CARGOS = [
    "Enfermeiro Fiscal",
    "Assistente Administrativo",
    "Analista de Tecnologia da Informação",
    "Contador",
    "Procurador Jurídico",
    "Agente de Atendimento",
    "Motorista",
    "Auxiliar de Serviços Gerais",
    "Técnico em Contabilidade",
    "Analista de Recursos Humanos",
    "Agente Fiscal",
    "Assistente de Atendimento ao Profissional",
]
LOTACOES = [
    "Sede – Recife",
    "Subseção de Caruaru",
    "Subseção de Petrolina",
    "Subseção de Garanhuns",
    "Subseção de Serra Talhada",
    "Sede – Fortaleza",
    "Seccional de Sobral",
    "Seccional do Crato",
    "Delegacia de Juazeiro",
]
REQUISITOS = [
    ["Ensino médio completo"],
    ["Ensino fundamental completo"],
    ["Graduação na área de TI"],
    ["Graduação em Enfermagem,", "inscrição no conselho e CNH", '"B"'],
    ["Graduação em Ciências", "Contábeis e registro no CRC"],
    ["Bacharelado em Direito e", "inscrição na OAB"],
    ["Ensino fundamental completo e", 'CNH "D"'],
    ["Curso técnico em", "Contabilidade"],
]
NOTES = [
    "O emprego exerce suas atividades em deslocamento pelos municípios da jurisdição da lotação.",
    "Jornada de 20 (vinte) horas semanais; os demais empregos, 40 (quarenta) horas.",
    "Exige-se curso de direção defensiva, a ser comprovado na admissão.",
]
SUPERSCRIPT = "¹²³"
PARTS = {"open": ["AC", "Ampla"], "ppp": ["PPP", "PP"], "pi": ["PI"], "pq": ["PQ"], "pcd": ["PcD", "PCD"]}
HEAD = (
    "SERVIÇO PÚBLICO FEDERAL\nCONSELHO REGIONAL DE ENFERMAGEM DO CEARÁ – COREN-CE\n"
    "CONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE\nRESERVA\n"
    "EDITAL Nº 1, DE 18 DE MARÇO DE 2026\nO PRESIDENTE DO CONSELHO REGIONAL DE ENFERMAGEM DO CEARÁ, no uso de suas\n"
    "atribuições legais, e considerando a Lei nº 15.142, de 3 de junho de 2025, torna pública a realização de\n"
    "concurso público para provimento de vagas em empregos de nível superior, médio e fundamental.\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso público será regido por este edital e executado pelo Instituto Quadrix.\n"
)
TAIL = "2. DAS INSCRIÇÕES\n2.1 As inscrições serão realizadas exclusivamente via internet.\n"
FOOTER = "COREN-CE – Concurso Público – Edital nº 1/2026"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _header(rng: random.Random, order: list[str]) -> list[str]:
    code = rng.choice(["Código – emprego / lotação", "Código – cargo / lotação", "Cód. – emprego / lotação"])
    labels = [code, "Requisitos", rng.choice(["Salário", "Salário (R$)", "Remuneração"])]
    span = rng.choice(["Vagas imediatas", "Vagas imediatas", "Vagas"])
    cr = rng.choice(["CR", "CR", "Cadastro de reserva", "Cadastro reserva"])
    roles = " ".join([*(rng.choice(PARTS[p]) for p in order), "Total"])
    if rng.random() < 0.7:  # pdf.js: the header's first row on one line
        return [f"{' '.join(labels)} {span} {cr}", roles]
    return [" ".join(labels), span, cr, roles]  # each spanning label a line (pypdf's way)


def _counts(rng: random.Random, order: list[str]) -> dict[str, int]:
    total = rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 20])
    ppp = (total * 25 + 50) // 100
    pi = 1 if total >= 10 and rng.random() < 0.5 else 0
    pq = 1 if total >= 8 and rng.random() < 0.5 else 0
    pcd = 1 if total >= 5 else 0
    if rng.random() < 0.2 and total >= 3:
        pi, pcd = 1, 0  # the groups at random at times (an odd draw)
    return {"open": total - ppp - pi - pq - pcd, "ppp": ppp, "pi": pi, "pq": pq, "pcd": pcd, "total": total}


def _name_lines(code: str, name: str, mark: str, rng: random.Random) -> list[str]:
    words = name.split()
    if len(words) >= 3 and rng.random() < 0.4:  # wrapped in its cell
        cut = rng.randint(2, len(words) - 1)
        return [f"{code} – {' '.join(words[:cut])}", " ".join(words[cut:]) + mark]
    return [f"{code} – {name}{mark}"]


def _row(rng: random.Random, code: str, name: str, mark: str, place: str, cells: str, salary: str) -> list[str]:
    requisitos = rng.choice(REQUISITOS)
    if rng.random() < 0.2:
        requisitos = [f"idem {code[:-2]}01"]  # the same as the first lotação's
    tail = f"{salary} {cells}"
    if len(requisitos) == 1:  # a one-line requisito on the lotação's baseline
        body = [f"{place} {requisitos[0]} {tail}"]
    else:
        body = [place, *requisitos[:-1], f"{requisitos[-1]} {tail}"]
    return [*_name_lines(code, name, mark, rng), *body]


def _cells(counts: dict[str, int], order: list[str], cr: int, style: str) -> str:
    """The row's count cells as the table prints them: plain, zero-padded ("05"), or a nought as a dash."""

    def cell(value: int) -> str:
        if style == "dash" and value == 0:
            return "–"
        return f"{value:02d}" if style == "padded" else str(value)

    return " ".join(cell(counts[p]) for p in [*order, "total"]) + f" {cell(cr)}"


def pdfjs_sup_marks(rng: random.Random) -> Case:
    order = (
        ["open", *rng.sample(["ppp", "pi", "pq"], 3), "pcd"]
        if rng.random() < 0.6
        else ["open", "pcd", "ppp", "pi", "pq"]
    )
    header = _header(rng, order)
    cargos = rng.sample(CARGOS, rng.randint(3, 7))
    marks: dict[str, str] = {}
    for cargo in rng.sample(cargos, rng.randint(0, min(3, len(cargos)))):
        marks[cargo] = str(len(marks) + 1)
    rows: list[list[str]] = []
    entries: list[Entry] = []
    sums = dict.fromkeys([*order, "total"], 0)
    letter = iter("EAMFTS")
    numbered = rng.random() < 0.8  # "E01" (a letter for the nível) or "101"
    style = rng.choice(["plain", "plain", "padded", "dash"])
    for cargo in cargos:
        prefix = next(letter, "X")
        places = rng.sample(LOTACOES, rng.choice([1, 1, 1, 2, 3, 5]))
        salary = f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        for k, place in enumerate(places):
            code = f"{prefix}{len(rows) + 1:02d}" if numbered else f"{len(rows) + 101}"
            counts = _counts(rng, order)
            cr = counts["total"] * 2
            rows.append(_row(rng, code, cargo, marks.get(cargo, ""), place, _cells(counts, order, cr, style), salary))
            entries.append(
                Entry(f"{cargo} {place}", counts["total"], counts["ppp"] + counts["pi"] + counts["pq"], False)
            )
            for key in sums:
                sums[key] += counts[key]
    if rng.random() < 0.5:  # a cargo offered for the cadastro only
        dashes = " ".join("–" for _ in order)
        rows.insert(
            rng.randrange(len(rows) + 1),
            [
                "Z01 – Analista de Comunicação",
                f"{rng.choice(LOTACOES)} Graduação em Jornalismo R$ 5.712,40 {dashes} CR 2",
            ],
        )
    lines = ["ANEXO I – EMPREGOS, LOTAÇÕES, REQUISITOS, SALÁRIOS E VAGAS", *header]
    page = 1
    for n, row in enumerate(rows):
        if n and rng.random() < 0.12:  # a page break between rows
            lines += [FOOTER, f"Página {page} de 5"]
            page += 1
            if rng.random() < 0.7:
                lines += header
        lines += row
    if rng.random() < 0.7:
        lines.append("TOTAL " + " ".join(str(sums[p]) for p in [*order, "total"]))
    lines += _notes(marks, rng)
    lines += [FOOTER, f"Página {page} de 5"]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)


def _notes(marks: dict[str, str], rng: random.Random) -> list[str]:
    """The notes under the table, run into one paragraph (a line broken anywhere between words)."""
    notes = [f"{SUPERSCRIPT[int(mark) - 1]} {NOTES[int(mark) - 1]}" for mark in sorted(marks.values())]
    legend = (
        "Siglas: AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas "
        "quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva."
    )
    words = " ".join([*notes, legend]).split()
    out, line = [], []
    for word in words:
        line.append(word)
        if len(" ".join(line)) > 100 and rng.random() < 0.5:
            out.append(" ".join(line))
            line = []
    return [*out, " ".join(line)] if line else out
