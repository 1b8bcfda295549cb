"""A flat quadro (pypdf's text of a Word table) whose cargo names carry a footnote's mark, a small digit pypdf
glues to the name's last word ("Motorista Categoria D2", "Operador de Estação de Tratamento de Água1"), its
notes under the table opening with the digit ("1 Lotação na ETA …"); a code, a level cell between the name
and the counts or none. The class of `tables/name_marks.py`.

- `name_marks(rng)`: the quadro with its right reading (names without their marks).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Agente de Saneamento",
    "Auxiliar de Manutenção de Redes",
    "Leiturista",
    "Motorista Categoria D",
    "Assistente Administrativo",
    "Operador de Estação de Tratamento de Água",
    "Técnico em Química",
    "Analista de Sistemas",
    "Engenheiro Sanitarista",
    "Químico",
]
NOTES = [
    "Lotação na ETA Rio do Peixe, em regime de escala 12x36, com adicional noturno quando devido.",
    "Exige-se CNH categoria “D” e curso de transporte de cargas indivisíveis.",
    "Requisito: registro no conselho de classe competente.",
]


def name_marks(rng: random.Random) -> Case:
    """See the module's docstring."""
    coded = rng.random() < 0.6
    level = rng.random() < 0.5
    lines = [
        "1.2 O quadro de vagas é o seguinte:",
        ("Código " if coded else "")
        + "Cargo"
        + (" Escolaridade" if level else "")
        + " Ampla Concorrência PcD Negros Total",
    ]
    names = rng.sample(NAMES, rng.randint(3, 9))
    marked = rng.sample(range(len(names)), rng.randint(1, min(3, len(names))))
    marks = {n: k + 1 for k, n in enumerate(sorted(marked))}
    entries = []
    for n, name in enumerate(names):
        total, ac, negros, pcd = _figures(rng, 1, 15)
        mark = str(marks[n]) if n in marks else ""
        school = [rng.choice(["Fundamental completo", "Médio completo", "Superior completo"])] if level else []
        cells = [f"{c:02d}" for c in (ac, pcd, negros, total)]
        lines.append(" ".join(([str(101 + n)] if coded else []) + [name + mark, *school, *cells]))
        entries.append(Entry(name, total, negros))
    lines.append("CR: Cadastro de Reserva.")
    lines += [f"{k} {rng.choice(NOTES)}" for k in sorted(marks.values())]
    lines.append("1.3 A remuneração inicial e os requisitos dos cargos constam do Anexo I.")
    return Case("\n".join(lines), entries)
