"""A municipal quadro printed by LibreOffice and read back by pypdf (t10 of the twenty-second set, Prefeitura de
Mossoró), drawn at random with its right reading: the header's cells come one after another, a line of a cell a
line, a cell's first line run onto the line of the cell before when that one took a single line ("Cargo Vagas",
"Total Carga"), and a word wider than its narrow cell cut at the cell's width, no hyphen, its rest opening the
next line ("Quilombol" / "as (2%)", "Venciment" / "o (R$)").

- `cut_header_cells(rng)`: the prose above the quadro wrapped at any word, naming the groups and holding numbers
  ("20% (vinte por cento)", "Lei nº 3.994"), a "QUADRO 1 – …" title; the header: a name label, the count labels
  ("Vagas AC" / "Ampla Concorrência", "Vagas PcD", "Vagas Negros (20%)"), a reserve of its own for quilombolas or
  indígenas or none, the total first or last, then carga horária and vencimento or none, each cell a random width
  (at least one word cut inside); level headings and SUBTOTAL rows (their label wrapped at times) or none, names
  wrapped over two lines with the counts on the next, hours and pay after the counts, a TOTAL GERAL row, a page
  break with the page's foot, the running head and the header again. The reserve for negros is the negros column
  only: the other group's reserve is apart from it (AC + PcD + Negros + other = Total in every row).
"""

from __future__ import annotations

import random

from layout_context import _wrap_words
from layout_prose import Case, Entry

TOWNS = ["Mossoró", "Parnamirim", "Caicó", "Açu", "Currais Novos", "Macaíba", "Goianésia"]
LEVELS = {
    "NÍVEL SUPERIOR": [
        "Médico Plantonista",
        "Enfermeiro Plantonista",
        "Professor de Educação Básica – Pedagogia",
        "Assistente Social",
        "Engenheiro Civil",
        "Analista de Controle Interno",
        "Psicólogo",
        "Nutricionista",
    ],
    "NÍVEL MÉDIO": [
        "Técnico em Enfermagem",
        "Guarda Civil Municipal",
        "Agente de Trânsito",
        "Assistente Administrativo",
        "Técnico em Radiologia – Hospital Municipal",
    ],
    "NÍVEL FUNDAMENTAL": ["Auxiliar de Serviços Escolares", "Motorista de Ambulância", "Coveiro", "Gari", "Vigia"],
}
NAME_LABELS = ["Cargo", "Cargo", "Função", "Cargo/Função"]
OPEN = ["Vagas AC", "Ampla Concorrência", "Vagas Ampla Concorrência", "AC"]
PCD = ["Vagas PcD", "PcD", "Pessoas com Deficiência"]
NEGROS = ["Vagas Negros (20%)", "Negros (20%)", "Vagas Negros", "Candidatos Negros"]
OTHER = {
    "quilombolas": ["Vagas Quilombolas (2%)", "Quilombolas", "Vagas Quilombolas"],
    "indigenas": ["Vagas Indígenas (3%)", "Indígenas", "Vagas Indígenas"],
}
TOTAL = ["Total", "Total de Vagas", "Vagas Totais"]
HOURS = ["Carga horária", "Carga Horária Semanal", "Jornada"]
PAY = ["Vencimento (R$)", "Remuneração (R$)", "Vencimento Base"]


def _wrapped(label: str, width: int) -> list[str]:
    """A label as a cell `width` characters wide prints it: words to the line while they fit, a word wider
    than the cell cut at its width, no hyphen, its rest opening the next line."""
    lines, line = [], ""
    for word in label.split():
        if line and len(line) + 1 + len(word) <= width:
            line = f"{line} {word}"
            continue
        if line:
            lines.append(line)
        while len(word) > width:
            lines.append(word[:width])
            word = word[width:]
        line = word
    return lines + [line]


def _cut(label: str, width: int) -> bool:
    """Whether the label's cell cuts a word inside (a word wider than the cell)."""
    return any(len(word) > width for word in label.split())


def _header(labels: list[str], widths: list[int]) -> list[str]:
    """pypdf's lines of the header's cells: each cell's lines in turn, its first run onto the line of the cell
    before when that one took a single line (both on the header's top baseline)."""
    out: list[str] = []
    single = False
    for label, width in zip(labels, widths):
        pieces = _wrapped(label, width)
        if out and single:
            out[-1] = f"{out[-1]} {pieces[0]}"
            out.extend(pieces[1:])
        else:
            out.extend(pieces)
        single = len(pieces) == 1
    return out


def _widths(labels: list[str], rng: random.Random) -> list[int]:
    """A width for each cell: the name's wide, the others narrow; at least one word cut inside."""
    widths = [30] + [rng.randint(5, 12) for _ in labels[1:]]
    cuttable = [k for k in range(1, len(labels)) if any(len(w) >= 6 for w in labels[k].split())]
    if cuttable and not any(_cut(label, w) for label, w in zip(labels, widths)):
        k = rng.choice(cuttable)
        longest = max(len(w) for w in labels[k].split())
        widths[k] = rng.randint(max(5, longest - 5), longest - 1)
    return widths


def _figures(rng: random.Random, other: bool) -> tuple[int, int, int, int, int]:
    """total, ampla concorrência, PcD, negros, the other group's reserve"""
    total = rng.choice([rng.randint(1, 6), rng.randint(1, 70)])
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = -(-total * 5 // 100) if total >= 5 else 0
    extra = (1 if total >= 20 else rng.choice((0, 0, 1))) if other and total >= 3 else 0
    return total, total - negros - pcd - extra, pcd, negros, extra


def _prose(rng: random.Random, town: str) -> list[str]:
    text = (
        "2.1 Os cargos, por nível de escolaridade, e as vagas, com a reserva de 5% (cinco por cento) às pessoas"
        f" com deficiência, de 20% (vinte por cento) às pessoas negras, nos termos da Lei Municipal nº {rng.randint(1, 4)}."
        f"{rng.randint(100, 999)}, de {rng.randint(2, 28)} de junho de 2025, e de 2% às pessoas quilombolas, a carga"
        " horária semanal e o vencimento são os do quadro a seguir:"
    )
    lines = _wrap_words(text, rng.randint(85, 105))
    return [
        f"PREFEITURA MUNICIPAL DE {town.upper()}",
        "ESTADO DO RIO GRANDE DO NORTE",
        f"EDITAL Nº 00{rng.randint(1, 9)}/2027 – CONCURSO PÚBLICO",
        "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO",
        *lines,
        "QUADRO 1 – CARGOS E VAGAS",
    ]


def _row(name: str, counts: list[str], tail: list[str], rng: random.Random) -> list[str]:
    """A row as pypdf gives it: on one line, or its name over two lines (cut after a dash or a joining word)
    with its counts on the next."""
    cells = " ".join(counts + tail)
    words = name.split()
    cuts = [k for k in range(1, len(words)) if words[k - 1] in ("–", "de", "em")]
    if cuts and rng.random() < 0.5:
        k = rng.choice(cuts)
        return [" ".join(words[:k]) + " ", " ".join(words[k:]), cells]
    return [f"{name} {cells}"]


def cut_header_cells(rng: random.Random) -> Case:
    town = rng.choice(TOWNS)
    other = rng.choice([None, "quilombolas", "indigenas"])
    roles = ["open", "pcd", "negros"] + ([other] if other else [])
    total_first = rng.random() < 0.3
    order = (["total"] + roles) if total_first else (roles + ["total"])
    label_of = {
        "open": rng.choice(OPEN),
        "pcd": rng.choice(PCD),
        "negros": rng.choice(NEGROS),
        "total": rng.choice(TOTAL),
        **({other: rng.choice(OTHER[other])} if other else {}),
    }
    texts = [x for x in (rng.choice(HOURS), rng.choice(PAY)) if rng.random() < 0.8]
    labels = [rng.choice(NAME_LABELS)] + [label_of[r] for r in order] + texts
    header = _header(labels, _widths(labels, rng))
    levels = rng.sample(list(LEVELS), rng.randint(1, 3))
    headings = len(levels) > 1 or rng.random() < 0.5
    subtotals = headings and rng.random() < 0.6
    lines = _prose(rng, town) + header
    entries, grand = [], dict.fromkeys(order, 0)
    break_at = rng.randint(2, 8) if rng.random() < 0.5 else None
    printed = 0
    for level in levels:
        if headings:
            lines.append(level)
        sub = dict.fromkeys(order, 0)
        for name in rng.sample(LEVELS[level], rng.randint(1, 4)):
            total, ac, pcd, negros, extra = _figures(rng, bool(other))
            value = {"total": total, "open": ac, "pcd": pcd, "negros": negros, **({other: extra} if other else {})}
            for r in order:
                sub[r] += value[r]
            tail = [f"{rng.choice((20, 30, 40))}h", f"{rng.randint(1, 9)}.{rng.randint(100, 999)},00"][: len(texts)]
            if printed == break_at:
                page = f"Edital nº 00{rng.randint(1, 9)}/2027 – {town}/RN – Página {rng.randint(1, 3)}"
                lines += [page, f"PREFEITURA MUNICIPAL DE {town.upper()}", *header]
            lines += _row(name, [str(value[r]) for r in order], tail, rng)
            printed += 1
            entries.append(Entry(name, total, negros))
        for r in order:
            grand[r] += sub[r]
        if subtotals:
            label = f"SUBTOTAL {level}"
            counts = " ".join(str(sub[r]) for r in order)
            lines += (
                [f"{label} {counts}"]
                if rng.random() < 0.6
                else [label.rsplit(" ", 1)[0] + " ", level.split()[-1], counts]
            )
    lines.append("TOTAL GERAL " + " ".join(str(grand[r]) for r in order))
    lines += [
        "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência (5%, a partir de 5 vagas).",
        "3. DAS INSCRIÇÕES",
        "3.1 As inscrições serão realizadas exclusivamente via internet, no período de 15 a 30 de novembro de 2027.",
    ]
    return Case("\n".join(lines) + "\n", entries)
