"""A pdfLaTeX quadro (booktabs `tabular` with a `p{}` name column) as pypdf prints it: a name that wraps in its
cell comes out line by line, then the row's other cells on a line of their own, since LaTeX draws the name's
cell whole before the cells right of it and pypdf starts a line when the baseline goes back up ("Técnico de
Laboratório – Área" / "Química" / "– 1 – 1 2 – –"); a name that fits stands on its row's line. A name's
second line may open in capitals ("Química") as well as in lower case ("de Sinais"), so the line between two
rows is the lower row's first line, never the upper row's end: the class of `tables/name_wrap.py`'s
`_heads_next`.

- `names_above(rng)`: the quadro with its right reading (names whole, each row once).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CARGOS = [
    "Técnico de Laboratório – Área Química",
    "Técnico de Laboratório – Área Biologia",
    "Tradutor e Intérprete de Linguagem de Sinais",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Auxiliar em Administração",
    "Bibliotecário-Documentalista",
    "Técnico de Tecnologia da Informação",
    "Engenheiro – Área Engenharia Elétrica",
    "Analista de Tecnologia da Informação",
    "Médico – Clínica Geral",
    "Psicólogo – Área Organizacional",
    "Contador",
    "Administrador",
    "Jornalista",
    "Técnico em Contabilidade",
    "Assistente de Alunos",
    "Enfermeiro – Área Saúde Pública",
]


def _wrap(name: str, width: int) -> list[str]:
    """The name cell's lines at `width` characters, cut at spaces (LaTeX's ragged-right `p{}` cell)."""
    lines, line = [], ""
    for word in name.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def names_above(rng: random.Random) -> Case:
    """See the module's docstring."""
    zero = rng.choice(["–", "0"])  # LaTeX prints "--" as an en dash
    labels = ["Total de vagas", "Negros", "PcD"]
    lines = [
        "INSTITUTO FEDERAL DO VALE DO SÃO LOURENÇO",
        f"EDITAL Nº {rng.randint(1, 30):02d}/2024",
        "ANEXO I – QUADRO DE VAGAS POR CARGO",
    ]
    if rng.random() < 0.5:
        lines.append("Cargo " + " ".join(labels))
    else:
        lines += ["Cargo", *labels]  # rotated header cells, one a line
    width = rng.randint(22, 34)
    names = rng.sample(CARGOS, rng.randint(4, 9))
    if not any(len(_wrap(n, width)) > 1 and n.split()[-1][0].isupper() for n in names):
        names[rng.randrange(len(names))] = "Técnico de Laboratório – Área Química"
    entries, sums = [], [0, 0, 0]
    for name in names:
        total = rng.randint(1, 9)
        negros = 1 if total >= 3 and rng.random() < 0.7 else 0
        pcd = 1 if total >= 5 else 0
        sums = [a + b for a, b in zip(sums, (total, negros, pcd))]
        entries.append(Entry(name, total, negros))
        figures = " ".join(str(v) if v else zero for v in (total, negros, pcd))
        pieces = _wrap(name, width)
        if len(pieces) == 1:
            lines.append(f"{name} {figures}")
        else:
            lines += [*pieces, figures]
    lines.append("Total " + " ".join(str(v) for v in sums))
    lines += [
        "(a) Vagas reservadas a candidatos negros (Lei nº 12.990/2014), calculadas sobre o total de vagas do",
        "cargo. (b) Vagas reservadas a pessoas com deficiência (Decreto nº 9.508/2018).",
        "CRONOGRAMA PREVISTO (ANEXO IV)",
        "Evento Data provável",
        "Inscrições 08/07/2024 a 07/08/2024",
    ]
    return Case("\n".join(lines) + "\n", entries)
