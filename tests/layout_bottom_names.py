"""Cebraspe's quadro de vagas as `pdftotext -layout` prints it: a spanning "Vagas" over "Ampla
concorrência", "Pessoas com deficiência", "Candidatos negros" and "Total" (labels over two lines), names
wrapped over two or three lines with the counts on the cell's last line ("Cargo 1: Especialista em
Regulação –" / "Área 1: Engenharia de Transportes 9 1 2 12"), some after a dash, some at any word
("Cargo 4: Analista Administrativo – Área 1: Ciências" / "Contábeis 2 – 1 3"), a Total row and a note
under it: the class of `tables/layout_grid.py`'s "bottom" alignment (a row seen to start above its counts
with nothing below them: every line between two rows is the lower row's).

- `bottom_names(rng)`: the quadro with its right reading; one name at least wraps after a dash with a
  row right under it (the table's sign).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

CARGOS = [
    "Especialista em Regulação de Mobilidade Urbana",
    "Analista Administrativo",
    "Técnico Administrativo",
    "Analista de Infraestrutura",
    "Especialista em Políticas Públicas",
]
AREAS = [
    "Engenharia de Transportes",
    "Economia da Regulação",
    "Direito Regulatório",
    "Ciências Contábeis",
    "Tecnologia da Informação",
    "Arquitetura e Urbanismo",
    "Gestão de Projetos Estratégicos",
    "Estatística Aplicada",
]
NAME_X, COUNT_RIGHT, WIDTH = 3, (72, 89, 106, 118), 58


def _at(line: str, x: int, text: str) -> str:
    return line.ljust(x) + text


def _labels(placed: list[tuple[int, str]]) -> str:
    line = ""
    for x, text in placed:
        line = _at(line, x, text)
    return line


def _row(name: str, cells: list[str]) -> str:
    line = _at("", NAME_X, name)
    for cell, right in zip(cells, COUNT_RIGHT):
        line = line.ljust(right - len(cell)) + cell
    return line


def _pieces(name: str, rng: random.Random, dash: bool) -> list[str]:
    """The name cell's lines: cut after its dash, or at any word past the cell's width."""
    if dash and " – " in name:
        head, tail = name.split(" – ", 1)
        return [f"{head} –", tail]
    words, lines, line = name.split(), [], ""
    width = rng.randint(34, WIDTH)
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def bottom_names(rng: random.Random) -> Case:
    """See the module's docstring."""
    lines = [
        "AGÊNCIA NACIONAL DE MOBILIDADE URBANA",
        "EDITAL Nº 1 – ANMU, DE 9 DE SETEMBRO DE 2024",
        "",
        _at("", 60, "ANEXO I"),
        _at("", 56, "QUADRO DE VAGAS"),
        "",
        _at("", 85, "Vagas"),
        _labels(
            [
                (NAME_X, rng.choice(["Cargo/área", "Cargo/especialidade"])),
                (66, "Ampla"),
                (82, "Pessoas com"),
                (102, "Candidatos"),
                (115, "Total"),
            ]
        ),
        _at(_at(_at("", 66, "concorrência"), 82, "deficiência"), 102, "negros"),
    ]
    zero = rng.choice(["–", "-", "0"])
    entries, sums = [], [0, 0, 0, 0]
    count = rng.randint(3, 8)
    sign = rng.randrange(count - 1)
    for n in range(count):
        cargo = rng.choice(CARGOS)
        name = f"Cargo {n + 1}: {cargo}" + (
            f" – Área {rng.randint(1, 4)}: {rng.choice(AREAS)}" if rng.random() < 0.8 or n == sign else ""
        )
        total, ac, negros, pcd = _figures(rng, 1, 20)
        sums = [a + b for a, b in zip(sums, (ac, pcd, negros, total))]
        entries.append(Entry(name, total, negros))
        pieces = _pieces(name, rng, n in (sign, sign + 1) or rng.random() < 0.4)
        lines += [_at("", NAME_X, p) for p in pieces[:-1]]
        lines.append(_row(pieces[-1], [str(v) if v else zero for v in (ac, pcd, negros)] + [str(total)]))
    if rng.random() < 0.6:
        lines.append(_row("Total", [str(v) for v in sums]))
    lines += [
        "",
        _at("", NAME_X, "Observação: não há reserva de vagas para pessoas com deficiência nos cargos com menos de"),
        _at(
            "",
            NAME_X,
            "cinco vagas, sendo assegurada a reserva das vagas que surgirem no prazo de validade do concurso.",
        ),
        "",
        "6 DA RESERVA DE VAGAS AOS CANDIDATOS NEGROS",
        "6.1 Das vagas destinadas a cada cargo/área, 20% serão providas na forma da Lei nº 12.990/2014.",
    ]
    return Case("\n".join(lines), entries)
