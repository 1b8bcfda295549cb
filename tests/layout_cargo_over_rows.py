"""Selecon's quadro for a magistério printed by LibreOffice and read by pypdf: a cargo's cell (its name and
its hours' note) and its pay merged over the rows of its disciplinas, each row with its own code. pypdf
gives a group's first row as its code alone, the cargo cell's lines, the disciplina and its counts, then
the pay alone or glued to the next row's code ("3.018,40P09 Anos Iniciais … 24 2 6 32"); the group's other
rows a line each. Drawn at random with its right reading: the class of `tables/cargo_over_rows.py`.

- `cargo_over_rows(rng)`: the header a label word a line (Selecon's narrow cells; a long word cut at
  times), one to three cargos of one to six disciplinas, codes "P01" on, the cargo's name
  wrapped or not, its hours' note ("Carga horária: 22 h 30" / "min semanais") or none, a one-row cargo's
  pay on its counts' line, a disciplina wrapped before its counts now and then (only under an hours'
  note), rows of cadastro ("CR - - CR") now and then. Each entry is the cargo and its disciplina; it can be
  proven unless its cargo's cell is over two lines or more with no hours' note (where the cargo ends is
  not in the text).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _wrap

CARGOS = [
    "Professor Docente I (PD I)",
    "Professor Docente II (PD II)",
    "Orientador Educacional",
    "Intérprete de Libras",
    "Professor de Educação Física",
    "Supervisor Escolar",
]
DISCIPLINAS = [
    "Língua Portuguesa",
    "Matemática",
    "Ciências",
    "História",
    "Geografia",
    "Artes",
    "Educação Infantil",
    "Anos Iniciais do Ensino Fundamental",
    "Educação de Jovens e Adultos",
    "Educação Especial Inclusiva",
    "Orientação Educacional",
]
HEADER = [
    "Código Cargo Disciplina / Área de Atuação",
    "Vagas Ampla Concorrência",
    "Vagas PcD",
    "Vagas Negros",
    "Total de Vagas",
    "Vencimento Base (R$)",
]


def _one_word_a_line(label: str, rng: random.Random) -> list[str]:
    words = label.split()
    if words[-1] == "(R$)" or rng.random() < 0.5 and words[0] == "Total":
        words[-2:] = [" ".join(words[-2:])]
    if words[-1] == "Concorrência" and rng.random() < 0.4:  # too wide for its cell: cut, no hyphen
        words[-1:] = ["Concorrên", "cia"]
    return words


def _pay(rng: random.Random) -> str:
    return f"{rng.randint(2, 6)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"


def cargo_over_rows(rng: random.Random) -> Case:
    """See the module's docstring."""
    header = [HEADER[0]]
    for label in HEADER[1:]:  # a word a line, as the narrow cells print them, a long word cut at times
        header.extend(_one_word_a_line(label, rng))
    lines = [
        "PREFEITURA MUNICIPAL – SECRETARIA MUNICIPAL DE EDUCAÇÃO",
        "1.2 QUADRO I – CARGOS, DISCIPLINAS, VAGAS E VENCIMENTOS",
        *header,
    ]
    entries = []
    code = 0
    disciplinas = rng.sample(DISCIPLINAS, len(DISCIPLINAS))
    for c, cargo in enumerate(rng.sample(CARGOS, rng.randint(1, 3))):
        cell = _wrap(cargo, rng, (14, 30))
        hours = rng.random() < 0.7
        if hours:
            note = f"Carga horária: {rng.choice(['16 h', '22 h 30 min', '30 h', '40 h'])} semanais"
            cell += _wrap(note, rng, (18, 30))
        sure = hours or len(cell) == 1
        many = rng.randint(2 if c == 0 else 1, 6 if len(disciplinas) > 8 else 1)  # two rows at least in all
        rows = [disciplinas.pop() for _ in range(max(1, many))]
        pay = _pay(rng)
        for n, disciplina in enumerate(rows):
            code += 1
            if rng.random() < 0.1:
                cells = "CR - - CR"
            else:
                total, ac, negros, pcd = _figures(rng, 1, 40)
                cells = f"{ac} {pcd} {negros} {total}"
                entries.append(Entry(f"{cargo} – {disciplina}", total, negros, proven=sure))
            if n == 0:
                lines.append(f"P{code:02d}")
                lines += cell
                words = disciplina
                if hours and " " in disciplina and rng.random() < 0.4:  # the disciplina wrapped before its counts
                    head, tail = disciplina.rsplit(" ", 1)
                    lines.append(head)
                    words = tail
                lines.append(f"{words} {cells}" + (f" {pay}" if len(rows) == 1 else ""))
                if len(rows) > 1 and rng.random() < 0.5:
                    lines.append(pay)
                    pay = ""
            else:
                lines.append(f"{pay}P{code:02d} {disciplina} {cells}")
                pay = ""
    lines += [
        "2. DA RESERVA DE VAGAS",
        "2.1 Das vagas de cada disciplina, 20% (vinte por cento) são reservadas aos candidatos negros.",
    ]
    return Case("\n".join(lines), entries)
