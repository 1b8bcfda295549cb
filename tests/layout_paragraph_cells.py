"""A quadro ReportLab drew as a LongTable with Paragraph cells, as pypdf gives it, drawn at random with its
right reading: the class of `tables/paragraph_cells.py`.

`paragraph_cells(rng)` writes the header a label a line (each simple label with ReportLab's leading space:
" Cargo", " Vagas", a label cut inside a word over two lines: " Ampla con" / " corrência", " Afrodescend" /
" entes"; a Paragraph label's lines with none: " Carga" / "horária" / "semanal"), then each row as its cells
one after another: the cargo's name wrapped over its lines at any width (no leading space), the requisitos
paragraph wrapped the same way at times, the simple cells at times (" 20h", " 2.612,48"), then the count
cells each alone (" 34", " 2", " –", " 04"). Variations: the name column's and the count columns' labels, a
PcD column or none, the total first or last, zero as "0", "00" or a dash, counts zero-padded, a row of
cadastro de reserva ("CR", "–", "–", "CR"), the requisitos' lines led by a tab (where the PDF's reading
(`read/pdf_layout.marked_columns`) found them at a left edge of their own), a page break (the page's footer, its number, a blank line, the
header again), a TOTAL row and a legend under the quadro, a row whose parts do not make its total.

The right reading: each row its total and its negros. Proven (confirmed) only where the row's parts make
its total and no requisitos column stands between the name and the cells unmarked (where the name ends is
then not in the text).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAME_LABELS = [[" Cargo"], [" Cargo/Função"], [" Emprego"], [" CARGO"]]
TEXT_LABELS = [[" Requisitos mínimos"], [" Requisitos"], [" Escolaridade"], [" Requisitos", " mínimos"]]
SIMPLE_LABELS = {
    "hours": [[" Carga", "horária", "semanal"], [" CH"], [" Carga horária"]],
    "pay": [[" Venciment", " o inicial", " (R$)"], [" Vencimento (R$)"], [" Remuneração"]],
}
COUNT_LABELS = {
    "open": [[" Ampla con", " corrência"], [" AC"], [" Ampla concorrência"]],
    "pcd": [[" PcD"], [" PCD"]],
    "negros": [[" Afrodescend", " entes"], [" Negros"], [" Afrodescendentes"]],
    "total": [[" Total"], [" TOTAL"]],
}
NAMES = [
    "Professor – Educação Infantil",
    "Professor – Anos Iniciais do Ensino Fundamental",
    "Professor de Arte",
    "Professor de Língua Inglesa",
    "Pedagogo Escolar",
    "Secretário de Escola",
    "Auxiliar de Serviços Escolares",
    "Cozinheiro de Merenda",
    "Nutricionista Clínico",
    "Intérprete de Libras",
    "Psicopedagogo Institucional",
    "Motorista de Transporte Escolar",
    "Agente de Apoio à Inclusão",
    "Monitor de Creche",
    "Técnico em Informática Educacional",
    "Bibliotecário Documentalista",
]
REQUISITOS = [
    "Licenciatura em Pedagogia ou Normal Superior; ou Formação de Docentes em nível médio (Magistério)",
    "Licenciatura plena na área e registro no conselho de classe",
    "Ensino médio completo e curso de manipulação de alimentos (mínimo 8 h)",
    "Ensino fundamental completo",
    "Bacharelado na área e registro no CRN-8",
    "Ensino médio completo e certificação Prolibras ou curso de, no mínimo, 360 h",
    "Curso superior completo com especialização (mínimo 360 h)",
    "Ensino médio completo e CNH categoria D",
]
FOOTER = ["PREFEITURA MUNICIPAL DE VILA SERENA – SECRETARIA MUNICIPAL DE EDUCAÇÃO", " Edital nº 01/2026"]
LEGEND = "CR – cadastro de reserva. PcD – pessoas com deficiência."


def _wrap(text: str, rng: random.Random) -> list[str]:
    """`text` wrapped at a random width, as a Paragraph in a narrow cell (no leading space)."""
    width = rng.randint(14, 34)
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _count(value: int, rng: random.Random, padded: bool) -> str:
    if value == 0:
        return rng.choice(["0", "00", "–"] if padded else ["0", "–", "-"])
    return f"{value:02d}" if padded else str(value)


def _row(rng: random.Random, pcd: bool) -> dict[str, int]:
    row = {"open": rng.randint(1, 60), "pcd": rng.choice([0, 1, 2, 3]) if pcd else 0, "negros": rng.randint(0, 9)}
    row["total"] = row["open"] + row["pcd"] + row["negros"]
    return row


def paragraph_cells(rng: random.Random) -> Case:
    texts = rng.random() < 0.6  # a requisitos column between the name and the cells
    marked = texts and rng.random() < 0.4  # its lines led by a tab, as the PDF's reading marks them by position
    simple = [k for k in ("hours", "pay") if rng.random() < 0.6]
    pcd = rng.random() < 0.7
    roles = ["open", *(["pcd"] if pcd else []), "negros"]
    roles = ["total", *roles] if rng.random() < 0.25 else [*roles, "total"]
    header = list(rng.choice(NAME_LABELS))
    if texts:
        header += rng.choice(TEXT_LABELS)
    for k in simple:
        header += rng.choice(SIMPLE_LABELS[k])
    if rng.random() < 0.5:
        header.append(" Vagas")
    for role in roles:
        header += rng.choice(COUNT_LABELS[role])
    n = rng.randint(2, 9)
    names = rng.sample(NAMES, n)
    padded = rng.random() < 0.3
    cr_row = rng.randrange(n) if n >= 3 and rng.random() < 0.2 else None
    uneven = rng.randrange(n) if rng.random() < 0.1 else None
    page_break = rng.randint(1, n - 1) if rng.random() < 0.35 else None
    body = list(header)
    entries: list[Entry] = []
    sums = {role: 0 for role in roles}
    for r, name in enumerate(names):
        if r == page_break:
            body += [*FOOTER, f"{rng.randint(1, 9)}/10", "", *header]
        body += _wrap(name, rng)
        if texts:
            body += [("\t" if marked else "") + line for line in _wrap(rng.choice(REQUISITOS), rng)]
        if "hours" in simple:
            body.append(" " + rng.choice(["20h", "40h", "30h", "40 h", "44 horas"]))
        if "pay" in simple:
            body.append(" " + rng.choice(["2.612,48", "1.958,72", "12.345,00", "R$ 3.201,77"]))
        if r == cr_row:
            body += [" CR" if role in ("total", "open") else " –" for role in roles]
            continue
        row = _row(rng, pcd)
        if r == uneven:
            row["total"] += 1
        body += [" " + _count(row[role], rng, padded) for role in roles]
        for role in roles:
            sums[role] += row[role]
        entries.append(Entry(name, row["total"], row["negros"], proven=(marked or not texts) and r != uneven))
    if rng.random() < 0.6:
        body.append(rng.choice(["TOTAL", "Total geral"]))
        body += [" " + str(sums[role]) for role in roles]
    if rng.random() < 0.5:
        body.append(LEGEND)
    intro = rng.choice(["2.2. Quadro de cargos e vagas", "ANEXO I – QUADRO DE VAGAS"])
    text = f"{HEAD}\n2. DOS CARGOS E DAS VAGAS\n{intro}\n" + "\n".join(body) + f"\n{TAIL}"
    return Case(text, entries)
