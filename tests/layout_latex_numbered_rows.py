"""A university's quadro de vagas docente set in a pdfLaTeX `longtable`, as pypdf gives its text: a row opened by
its number ("01", "02" …), its campus and unidade printed on the group's first row only, its área cell wrapped
(words hyphenated at the cell's edge: "Geome-" / "tria"), its classe and regime on one line or two, the counts
("03 01 –"), the titulação last. LaTeX draws the cells one after another and pypdf starts a line whenever the
baseline goes back up, so each cell's lines come in turn and the one-line cells join the line of the cell
before when it was one line too: "06 Crato Instituto de" / "Formação de" / "Educadores" / "Pedagogia / Educação
Especial e" / "Libras" / "Assistente" / "A" / "DE 03 01 – Mestrado". The header's rotated cells come one a
line. The class of `tables/numbered_rows.py`.

- `numbered_rows(rng)`: the quadro with its right reading (each área's vacancies and reserve for negros).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CAMPUSES = ["Juazeiro do Norte (Sede)", "Crato", "Iguatu", "Barbalha", "Brejo Santo", "Icó"]
UNITS = [
    "Centro de Ciências e Tecnologia",
    "Faculdade de Medicina",
    "Instituto de Formação de Educadores",
    "Centro de Ciências Agrárias",
    "Instituto de Estudos do Semiárido",
    "Centro de Humanidades",
]
AREAS = [
    ("Matemática", "Álgebra e Geometria"),
    ("Ciência da Computação", "Inteligência Artificial"),
    ("Engenharia Civil", "Estruturas de Concreto"),
    ("Medicina", "Clínica Médica"),
    ("Enfermagem", "Saúde Coletiva"),
    ("Pedagogia", "Educação Especial e Libras"),
    ("Letras", "Língua Portuguesa e Linguística"),
    ("Agronomia", "Fitotecnia"),
    ("Medicina Veterinária", "Clínica de Grandes Animais"),
    ("Física", "Física da Matéria Condensada"),
    ("Química", "Química Orgânica"),
    ("História", "História do Brasil Colonial"),
    ("Direito", "Direito Constitucional"),
    ("Economia", "Desenvolvimento Regional"),
]
CLASSES = [["Adjunto A"], ["Assistente", "A"], ["Auxiliar"], ["Adjunto", "A"], ["Assistente A"]]
REGIMES = ["DE", "40 h", "20 h"]
TITLES = [["Doutorado"], ["Mestrado"], ["Graduação +", "Residência"], ["Especialização"]]


def _wrap(text: str, width: int, rng: random.Random) -> list[str]:
    """A `p{}` cell's lines: words to `width` characters, a long word that does not fit hyphenated at the edge."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            room = width - len(line) - 2
            if len(word) >= 8 and room >= 3 and len(word) - room >= 3 and rng.random() < 0.7:
                lines.append(f"{line} {word[:room]}-")
                line = word[room:]
                continue
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def _pypdf(cells: list[list[str]]) -> list[str]:
    """The row's lines as pypdf prints cells drawn in turn: a cell's first line joins the line being written
    when the cell before was one line (the same baseline), else starts a line; its other lines are lines."""
    out: list[str] = []
    same = False
    for cell in cells:
        if not cell:
            continue
        if same and out:
            out[-1] = f"{out[-1]} {cell[0]}"
        else:
            out.append(cell[0])
        out += cell[1:]
        same = len(cell) == 1
    return out


def numbered_rows(rng: random.Random) -> Case:
    """See the module's docstring."""
    zero = rng.choice(["–", "-"])
    lines = [
        "UNIVERSIDADE FEDERAL DO CARIRI ORIENTAL",
        f"EDITAL Nº {rng.randint(1, 40)}/2025 – PROGEP",
        "ANEXO I – QUADRO DE VAGAS POR CAMPUS, UNIDADE ACADÊMICA E ÁREA",
        "Cód. Campus Unidade",
        "acadêmica",
        "Área / Subárea de conheci-",
        "mento",
        "Classe",
        "Regime de trabalho",
        "Vagas totais",
        "Reserva negros¹",
        "Reserva PcD²Titulação",
        "mínima",
    ]
    areas = rng.sample(AREAS, rng.randint(4, 10))
    widths = (rng.randint(10, 16), rng.randint(14, 22), rng.randint(24, 34))
    entries, sums, number = [], [0, 0], 0
    groups = rng.sample([(c, u) for c in CAMPUSES for u in UNITS], len(CAMPUSES) * len(UNITS))  # each unidade once
    while number < len(areas):
        campus, unit = groups.pop()
        for first in range(rng.randint(1, 3)):
            if number == len(areas):
                break
            area, sub = areas[number]
            number += 1
            total = rng.randint(1, 5)
            negros = 1 if total >= 3 else 0
            sums = [sums[0] + total, sums[1] + negros]
            entries.append(Entry(sub, total, negros, proven=False))
            figures = f"{total:02d} {f'{negros:02d}' if negros else zero} {zero}"
            while True:  # at most 8 lines of text before the counts, the reader's reach (`row_lines`): drawn again
                classe, regime, title = rng.choice(CLASSES), rng.choice(REGIMES), rng.choice(TITLES)
                cells = [
                    [f"{number:02d}"],
                    _wrap(campus, widths[0], rng) if first == 0 else [],
                    _wrap(unit, widths[1], rng) if first == 0 else [],
                    _wrap(f"{area} / {sub}", widths[2], rng),
                    classe,
                    [f"{regime} {figures}"],
                    title,
                ]
                row = _pypdf(cells)
                if len(row) <= 8:
                    break
                campus, unit = groups.pop()
            lines += row
    lines += [
        f"Total {sums[0]} {sums[1]:02d} {zero}",
        "¹ Reserva de vagas para candidatos negros, na forma da Lei nº 12.990/2014, aplicada às áreas com número de "
        "vagas igual ou superior a 3 (três).",
        "² Não há reserva imediata para pessoas com deficiência por área, em razão do quantitativo ofertado.",
        "ANEXO II – CRONOGRAMA",
        "Atividade Data / Período",
        "Inscrições 9/6/2025 a 9/7/2025",
    ]
    return Case("\n".join(lines) + "\n", entries)
