"""A quadro whose cells an extraction gives in turn, a cell's lines one after the other, a cell's first line joined
to the line before where they share a baseline (pdf.js's text layer as Firefox copies it, and pypdf, of a table
python-docx wrote and LibreOffice Writer printed), under a header with a requisitos column between the name and
the counts and a campus column after it, drawn at random with its right reading: the class of
`tables/stream_names.py`.

`stream_names(rng)` writes the text: the header's horizontal labels on one line ("Nível Cargo Requisitos de
escolaridade Campus de" / "lotação": the last label wrapped at times), the count labels written bottom-to-top
(btLr), each on a line of its own in the columns' order ("Ampla" / "concorrência", "Pretos e pardos",
"Indígenas", "Quilombolas", "Com deficiência", "Total"; or "Negros", "PcD", "Total"); then each row's cells in
turn: the nível's letter on its group's first row, the cargo's name wrapped in its narrow cell at times (a
second line opening in capitals: "Técnico em Assuntos" / "Educacionais"), the requisitos wrapped over two or
three lines, the campus ("Juazeiro do" / "Norte" or "Crato"), then the counts, a row over eight lines at most. Every cell starts on the row's
top line: a cell's first line is joined to the previous cell's where that one has a single line ("E
Administrador Curso superior em Administração", "Crato 1 1 0 0 0 2"). A TOTAL row at times.

The right reading: each row its total and its negros (under Lei 15.142 the pretos e pardos, indígenas and
quilombolas together), named so that the name holds the cargo. Never proven: where the cargo's cell ends and the
requisitos' starts is read from words.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    "Administrador",
    "Arquiteto e Urbanista",
    "Bibliotecário-Documentalista",
    "Contador",
    "Engenheiro – Área: Elétrica",
    "Médico – Área: Psiquiatria",
    "Pedagogo",
    "Psicólogo – Área: Clínica",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Técnico de Laboratório – Área: Química",
    "Técnico de Tecnologia da Informação",
    "Tradutor e Intérprete de Linguagem de Sinais",
    "Auxiliar em Administração",
    "Nutricionista",
    "Jornalista",
]
REQUISITOS = [
    "Curso superior em Administração e registro no CRA",
    "Curso superior em Arquitetura e Urbanismo e registro no CAU",
    "Medicina, residência ou título de especialista em Psiquiatria e registro no CRM",
    "Médio profissionalizante ou médio completo com experiência de 12 meses",
    "Médio profissionalizante ou médio completo com curso técnico em Química",
    "Médio completo e proficiência em Libras (PROLIBRAS)",
    "Fundamental completo e experiência de 12 meses",
    "Curso superior em Pedagogia ou Licenciaturas",
    "Ensino médio completo e curso técnico em Informática",
]
CAMPI = ["Juazeiro do Norte", "Crato", "Barbalha", "Brejo Santo", "Icó"]
LEI = ["Ampla concorrência", "Pretos e pardos", "Indígenas", "Quilombolas", "Com deficiência", "Total"]
PLAIN = ["Ampla concorrência", "Negros", "Com deficiência", "Total"]
_MAX_ROW_LINES = 8  # a row's lines, its counts' included (t10's tallest: seven)


def _wrap(text: str, width: int) -> list[str]:
    """`text` over lines of at most `width` characters (a word longer stays whole)."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _stream(cells: list[list[str]]) -> list[str]:
    """The cells' lines in turn, a cell's first line joined to the line before where the cell before it has a
    single line (both on the row's top baseline)."""
    out: list[str] = []
    single = False
    for cell in cells:
        if not cell:
            continue
        if single and out:
            out[-1] = f"{out[-1]} {cell[0]}"
            out += cell[1:]
        else:
            out += cell
        single = len(cell) == 1
    return out


def _counts(rng: random.Random, lei: bool) -> tuple[list[int], int, int]:
    """(cells in the header's order, total, negros)."""
    total = rng.randint(1, 12)
    reserved = (total * 30 + 50) // 100 if total >= 2 else 0
    groups = [reserved, 0, 0]
    if lei and reserved >= 2 and rng.random() < 0.5:
        groups = [reserved - 1, *rng.sample([1, 0], 2)]
    pcd = 1 if total >= 5 and rng.random() < 0.6 else 0
    ac = total - reserved - pcd
    cells = [ac, *groups, pcd, total] if lei else [ac, reserved, pcd, total]
    return cells, total, reserved


def stream_names(rng: random.Random) -> Case:
    """See the module docstring; a quadro drawn again where a name's first line is found elsewhere in it
    ("Técnico em" in "curso técnico em Química"), which would not tell its entry."""
    while True:
        case = _drawn(rng)
        body = case.text.lower().replace("\n", " ")  # the reading joins a cell's lines
        if case.text and all(body.count(e.name.lower()) == 1 for e in case.entries):
            return case


def _drawn(rng: random.Random) -> Case:
    lei = rng.random() < 0.7
    dashes = rng.random() < 0.2
    labels = LEI if lei else PLAIN
    rotated = [line for label in labels for line in (_wrap(label, 12) if rng.random() < 0.5 else [label])]
    campus_label = rng.choice([["Campus de", "lotação"], ["Campus"], ["Lotação"]])
    head = [f"Nível Cargo Requisitos de escolaridade {campus_label[0]}", *campus_label[1:], *rotated]
    cargo_w, req_w, campus_w = rng.randint(14, 30), rng.randint(26, 36), rng.randint(9, 14)
    lines, entries, sums = ["2.1 Os cargos e as vagas são os seguintes:", "QUADRO DE VAGAS", *head], [], None
    cargos = rng.sample(CARGOS, rng.randint(2, 7))
    levels = sorted(rng.sample("EDC", rng.randint(1, 2)), reverse=True)
    cut = sorted(rng.sample(range(1, len(cargos)), len(levels) - 1)) if len(levels) > 1 else []
    for n, cargo in enumerate(cargos):
        cells, total, negros = _counts(rng, lei)
        sums = cells if sums is None else [a + b for a, b in zip(sums, cells, strict=True)]
        level = [[levels[[0, *cut].index(n)]]] if n in [0, *cut] else []
        name = _wrap(cargo, cargo_w)
        counts = [["-" if c == 0 and dashes else str(c)] for c in cells]
        row = _stream([*level, name, _wrap(rng.choice(REQUISITOS), req_w), _wrap(rng.choice(CAMPI), campus_w), *counts])
        if len(row) > _MAX_ROW_LINES:
            return Case("", [Entry("-", 0, 0)])  # drawn again: a row taller than the shape's
        lines += row
        entries.append(Entry(name[0].rstrip(" –-"), total, negros, proven=False))
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(map(str, sums)))
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n" + "\n".join(lines) + "\n" + TAIL
    return Case(text, entries)
