"""A quadro printed by LibreOffice from a Word or ODT table and read back by pypdf: the header's cells come
one after another, each label over one line or a few (a narrow or rotated cell: "Pessoa com" /
"deficiência"), and each row on one line, its counts followed by text cells (the pay, the hours, the fee),
drawn at random with its right reading: the class of the header vocabulary's text columns after the counts
(`tables/header.py`: "Subsídio inicial (R$)", a police force's pay, is a pay label as "Remuneração" is).

- `cells_per_line(rng)`: a name label, the count roles in a random order with the total first or last
  (labels wrapped at random word breaks), then one to three text columns (pay as "Subsídio inicial (R$)",
  "Subsídio", "Remuneração inicial", "Vencimento base"…, hours as "Carga horária semanal", "Jornada", the
  fee as "Taxa de inscrição"), rows "Name ac pcd negros total pay hours", a vacancy none as "-", "–" or
  "0", a TOTAL row of the columns or none, a page break with its running foot amid the prose after.
- `cells_cut_in_words(rng)`: the same, long words of the labels cut inside at random, their last letters
  opening the next line ("Concorrên" / "cia", "Deficiên" / "cia", "Negr" / "os"): `tables/header_word_breaks`.
- `vagas_before_roles(rng)`: a Chromium table as `pdftotext` gives it (t06 of the twentieth set): a header of
  a code's label or none, the name's, then one line holding "Vagas" ("VAGAS", "Nº de vagas", "Total de vagas")
  right before the roles and the text columns after them ("Vagas AC PcD Negros Vencimento (R$) Jornada"); the
  rows a cell a line (a blank line between cells or none) or flat, with a cell for "Vagas" (the total: the rows
  prove it) or none (the label spans the roles); a Total row, its label before or after its cells, or none.
- `roles_short_of_rows(rng)`: a header naming the roles only ("AC PcD Negros", no label for the total) over
  rows holding the total too, before or after the roles: which cell is which no label tells, so no reading of
  such a table is ever confirmed with figures other than the right ones.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Delegado de Polícia Civil",
    "Escrivão de Polícia Civil",
    "Agente de Polícia Civil",
    "Papiloscopista Policial",
    "Perito Criminal – Área 1: Ciências Contábeis",
    "Perito Criminal – Área 2: Engenharia Civil",
    "Perito Médico-Legista",
    "Perito Odontolegista",
    "Auxiliar de Necropsia",
    "Investigador de Polícia",
    "Agente Penitenciário",
    "Soldado Combatente",
    "Oficial Bombeiro Militar",
    "Técnico em Perícia",
]
NAME_LABELS = ["CARGO", "Cargo", "Cargo/Especialidade", "CARGO/ÁREA"]
ROLES = {
    "open": ["Ampla concorrência", "Ampla Concorrência", "AC", "Vagas de ampla concorrência"],
    "pcd": ["Pessoa com deficiência", "PcD", "Pessoas com Deficiência", "Vagas PcD"],
    "negros": ["Negros", "Candidatos negros", "Vagas para negros", "Pessoas negras"],
    "total": ["Total de vagas", "Total", "TOTAL DE VAGAS", "Vagas totais"],
}
PAY = ["Subsídio inicial (R$)", "Subsídio (R$)", "Subsídio", "Remuneração inicial", "Vencimento base (R$)"]
HOURS = ["Carga horária semanal", "Carga horária", "Jornada semanal", "CH"]
#: The letters a word's cut tail holds at most (a narrow cell's last letters).
_PIECE = 5
FEE = ["Taxa de inscrição (R$)", "Taxa (R$)"]


def _pieces(label: str, rng: random.Random, cut: float = 0.0) -> list[str]:
    """A label as a narrow or rotated cell prints it: its words over one line or more, cut at spaces, and
    with `cut`'s chance a long word cut inside, its last letters opening the next line, no hyphen
    ("Concorrên" / "cia", "reservada" / "s a", as LibreOffice wraps a word too wide for its cell)."""
    words = label.split()
    lines, line = [], []
    for word in words:
        if line and rng.random() < 0.4:
            lines.append(" ".join(line))
            line = []
        letters = len(word.rstrip("()$R"))
        if rng.random() < cut and word.isalpha() and letters >= 7:
            at = letters - rng.randint(1, min(_PIECE, letters - 4))
            lines.append(" ".join([*line, word[:at]]))
            line = [word[at:]]
            continue
        line.append(word)
    return [*lines, " ".join(line)]


def _cell(value: int, dash: str) -> str:
    return f"{value:02d}" if value and dash == "0" else str(value) if value else dash


def cells_per_line(rng: random.Random) -> Case:
    """See the module's docstring."""
    return _quadro(rng, cut=0.0)


def cells_cut_in_words(rng: random.Random) -> Case:
    """The same quadros, their header's long words cut inside at random (a cell too narrow for them)."""
    return _quadro(rng, cut=0.5)


def _quadro(rng: random.Random, cut: float) -> Case:
    dash = rng.choice(["-", "–", "0"])
    parts = rng.sample(["open", "pcd", "negros"], 3)
    order = [*parts, "total"] if rng.random() < 0.7 else ["total", *parts]
    texts = [rng.choice(PAY)] + ([rng.choice(HOURS)] if rng.random() < 0.7 else [])
    texts += [rng.choice(FEE)] if rng.random() < 0.3 else []
    header = [rng.choice(NAME_LABELS)]
    for label in [*(rng.choice(ROLES[r]) for r in order), *texts]:
        header.extend(_pieces(label, rng, cut))
    lines = [
        "GOVERNO DO ESTADO",
        "CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS EFETIVOS – EDITAL Nº 1/2025",
        "2. DOS CARGOS E DAS VAGAS",
        "2.1. Os cargos, a distribuição das vagas, a remuneração e a carga horária constam do quadro seguinte:",
        *header,
    ]
    entries = []
    sums = dict.fromkeys(order, 0)
    for name in rng.sample(NAMES, rng.randint(2, 9)):
        total, ac, negros, pcd = _figures(rng, 1, 80)
        figures = {"open": ac, "pcd": pcd, "negros": negros, "total": total}
        cells = [_cell(figures[r], dash) for r in order]
        cells.append(f"{rng.randint(3, 25)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
        if len(texts) > 1:
            cells.append(rng.choice(["40h", "30h", "40 horas"]) if texts[1] not in FEE else "120,00")
        if len(texts) > 2:
            cells.append(f"{rng.randint(60, 180)},00")
        lines.append(f"{name} {' '.join(cells)}")
        entries.append(Entry(name, total, negros))
        for r in order:
            sums[r] += figures[r]
    if rng.random() < 0.5:
        lines.append("TOTAL " + " ".join(str(sums[r]) for r in order))
    lines += [
        "2.1.1. A carga horária poderá ser cumprida em regime de plantão.",
        "2.2. Aos candidatos negros serão reservadas 20% (vinte por cento) das vagas por cargo.",
    ]
    if rng.random() < 0.3:
        lines += ["Página 1 de 2", "GOVERNO DO ESTADO"]
    lines.append("3. DAS INSCRIÇÕES")
    return Case("\n".join(lines), entries)


#: The labels of the total a header writes right before the roles, on their line.
VAGAS = ["Vagas", "VAGAS", "Nº de vagas", "Total de vagas"]
#: Role labels of one line, none opening with "Vagas".
SHORT_ROLES = {
    "open": ["AC", "Ampla concorrência", "Ampla Concorrência"],
    "pcd": ["PcD", "Pessoas com Deficiência"],
    "negros": ["Negros", "Candidatos negros", "Pessoas negras"],
}
SHORT_TEXTS = [["Vencimento (R$)"], ["Vencimento (R$)", "Jornada"], ["Remuneração (R$)", "Carga horária"], []]


def vagas_before_roles(rng: random.Random, blank_uncoded: bool = False) -> Case:
    """See the module's docstring. Blank lines between the cells of rows with no code only with `blank_uncoded`
    (`cell_paragraphs` reads such a table as side-by-side cells merged into one paragraph: a known limit)."""
    total_cell = rng.random() < 0.6
    parts = rng.sample(["open", "pcd", "negros"], 3)
    label = rng.choice(VAGAS if total_cell else VAGAS[:2])  # only a bare "Vagas" spans the roles
    order = ["total", *parts] if total_cell else parts
    return _roles_quadro(rng, parts, label, order, proven=total_cell, blank_uncoded=blank_uncoded)


def roles_short_of_rows(rng: random.Random) -> Case:
    """See the module's docstring."""
    parts = rng.sample(["open", "pcd", "negros"], 3)
    order = ["total", *parts] if rng.random() < 0.5 else [*parts, "total"]
    return _roles_quadro(rng, parts, "", order, proven=False, blank_uncoded=True)


def _roles_quadro(
    rng: random.Random, parts: list[str], label: str, order: list[str], proven: bool, blank_uncoded: bool
) -> Case:
    """A header with the count labels on one line (`label` then `parts`), its rows holding `order`'s cells."""
    dash = rng.choice(["-", "–", "0"])
    texts = rng.choice(SHORT_TEXTS)
    coded = rng.random() < 0.5
    apart = rng.random() < 0.75  # a cell a line, else a row a line
    gap = "\n\n" if apart and rng.random() < 0.6 and (coded or blank_uncoded) else "\n"
    counts = " ".join([label, *(rng.choice(SHORT_ROLES[r]) for r in parts)]).strip()
    header = [*(["Código"] if coded else []), rng.choice(["CARGO", "Cargo"]), " ".join([counts, *texts])]
    if not apart:
        header = [" ".join(header)]
    rows, entries = [], []
    sums = dict.fromkeys(["total", *parts], 0)
    for n, name in enumerate(rng.sample(NAMES, rng.randint(2, 7))):
        total, ac, negros, pcd = _figures(rng, 1, 80)
        figures = {"open": ac, "pcd": pcd, "negros": negros, "total": total}
        cells = [_cell(figures[r], dash) for r in order]
        cells += [f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}" for _ in texts[:1]]
        cells += [rng.choice(["40h", "30h", "20h"]) for _ in texts[1:]]
        code = [str(101 + n)] if coded else []
        rows.append([*code, name, *cells] if apart else [" ".join([*code, name, *cells])])
        entries.append(Entry(name, total, negros, proven))
        for r in sums:
            sums[r] += figures[r]
    total_row = rng.choice(["none", "before", "after"])
    if total_row != "none":
        cells = [str(sums[r]) for r in order] + [rng.choice(["–", "-"]) for _ in texts]
        if not apart:
            rows.append([" ".join(["TOTAL", *cells])])
        else:
            rows.append(["TOTAL", *cells] if total_row == "before" else [*cells, "TOTAL"])
    lines = [
        "PREFEITURA MUNICIPAL",
        "EDITAL DE ABERTURA Nº 01/2026",
        "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO",
        "2.1 Os cargos, o número de vagas, a reserva às pessoas com deficiência (PcD) e às pessoas negras, o",
        "vencimento inicial e a jornada semanal são os do quadro a seguir:",
        "QUADRO DE CARGOS E VAGAS",
        gap.join([*header, *(cell for row in rows for cell in row)]),
        "2.2 O vencimento inicial é o do primeiro padrão da classe do cargo.",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)
