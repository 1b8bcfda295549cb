"""A quadro from a Word document whose header cells are narrow: a label word longer than its cell is broken
inside, no hyphen, and pypdf prints each piece on a line of its own ("Códig" / "o Cargo Escolaridade" /
"Vagas" / "Ampla" / "Concorrên" / "cia" / "Pessoas" / "com" / "Deficiênci" / "a" / "Negros Total"); the rows
are flat. The class of `tables/header_word_breaks.py` (its proof by the vocabulary).

- `word_pieces(rng)`: the quadro with its right reading.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Agente de Saneamento",
    "Auxiliar de Manutenção de Redes",
    "Leiturista",
    "Assistente Administrativo",
    "Operador de Estação de Tratamento",
    "Técnico em Química",
    "Analista de Sistemas",
    "Engenheiro Sanitarista",
    "Químico",
    "Eletricista",
    "Encanador",
]
ROLE_LABELS = {
    "AC": ["Ampla Concorrência", "Ampla concorrência", "AC"],
    "PcD": ["Pessoas com Deficiência", "Pessoa com Deficiência", "PcD"],
    "N": ["Negros", "Candidatos Negros", "Afrodescendentes"],
    "T": ["Total", "Total de Vagas"],
}


def _cell_lines(label: str, width: int) -> list[str]:
    """A cell's lines at `width` characters: words wrapped, a word longer than the cell broken inside."""
    out, line = [], ""
    for word in label.split():
        while len(word) > width:
            if line:
                out.append(line)
                line = ""
            out.append(word[:width])
            word = word[width:]
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return out + ([line] if line else [])


def _header(cells: list[str], width: int) -> list[str]:
    """pypdf's lines of a header row: a cell of one line goes on the line before it, a taller cell's lines
    each a line of their own."""
    lines: list[str] = []
    for cell in cells:
        pieces = _cell_lines(cell, width)
        if len(pieces) == 1 and lines:
            lines[-1] = f"{lines[-1]} {pieces[0]}"
        else:
            lines += pieces
    return lines


def word_pieces(rng: random.Random) -> Case:
    """See the module's docstring."""
    width = rng.randint(5, 11)
    order = rng.choice([("AC", "PcD", "N", "T"), ("T", "AC", "PcD", "N"), ("AC", "N", "T")])
    labels = [rng.choice(ROLE_LABELS[r]) for r in order]
    level = rng.random() < 0.6
    top = ["Código", "Cargo"] + (["Escolaridade"] if level else [])
    lines = [
        "1.2 O quadro de vagas, com a distribuição por modalidade de concorrência, é o seguinte:",
        "QUADRO DE VAGAS",
    ]
    lines += _header(top, width)
    if rng.random() < 0.5:
        lines.append("Vagas")
    lines += _header(labels, width)
    entries = []
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9))):
        total, ac, negros, pcd = _figures(rng, 1, 15)
        if "PcD" not in order:
            ac += pcd
        by = {"AC": ac, "PcD": pcd, "N": negros, "T": total}
        school = [rng.choice(["Fundamental incompleto", "Médio completo", "Superior completo"])] if level else []
        cells = [f"{by[r]:02d}" for r in order]
        lines.append(" ".join([str(101 + n), name, *school, *cells]))
        entries.append(Entry(name, total, negros))
    lines += ["CR: Cadastro de Reserva.", "1.3 A remuneração inicial e os requisitos dos cargos constam do Anexo I."]
    return Case("\n".join(lines), entries)
