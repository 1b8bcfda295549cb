"""A docente quadro whose classe and regime cells stand between the área and a spanning "Vagas", as pypdf
gives LibreOffice's PDF of a university's annex, drawn at random with its right reading: the class of
`tables/docente_cells.py` (through `tables/span_last.py`).

- `docente_cells(rng)`: the header's labels ("Código", "Unidade Acadêmica", "Área / Subárea de conhecimento",
  "Classe" or "Classe / Denominação", "Regime de trabalho" or none, "Vagas", "Requisitos (titulação
  exigida)" or none) on one line or broken over lines, the labels under "Vagas" ("Total PcD Negros", with
  "AC" or not) glued to the last top word, after a space or on their own line; a row a line: code, unit,
  área, classe ("Adjunto A", "Assistente A", "Auxiliar", "Titular"), regime ("DE", "40 horas", "20 horas"),
  the counts (zeros as "-"), the requisitos; a TOTAL row and a note under the table.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry
from layout_span_last import _broken

UNITS = [
    (
        "UAEF",
        "Unidade Acadêmica de Engenharia e Física",
        ["Engenharia Elétrica / Sistemas de Potência", "Física / Óptica"],
    ),
    ("UASA", "Unidade Acadêmica de Saúde", ["Medicina / Clínica Médica", "Enfermagem / Saúde da Mulher"]),
    (
        "UAEL",
        "Unidade Acadêmica de Educação e Letras",
        ["Letras / Língua Brasileira de Sinais – Libras", "Educação / Didática"],
    ),
    ("UACA", "Instituto de Ciências Agrárias", ["Agronomia / Fitotecnia", "Zootecnia / Nutrição de Ruminantes"]),
    ("UACS", "Centro de Ciências Sociais Aplicadas", ["Direito / Direito Constitucional", "Administração / Finanças"]),
]
CLASSES = ["Adjunto A", "Assistente A", "Auxiliar", "Titular"]
REGIMES = ["DE", "DE", "40 horas", "20 horas"]
REQUISITOS = [
    "Graduação em Engenharia Elétrica e Doutorado em Engenharia Elétrica ou áreas afins.",
    "Graduação em Medicina, Residência Médica em Clínica Médica e registro no CRM.",
    "Graduação em qualquer área e Mestrado em Educação.",
]


def docente_cells(rng: random.Random) -> Case:
    """See the module's docstring."""
    code = rng.random() < 0.7
    classe_label = rng.choice(["Classe", "Classe / Denominação"])
    regime = rng.random() < 0.7
    requisitos = rng.random() < 0.6
    with_ac = rng.random() < 0.4
    subs = ["Total", *(["AC"] if with_ac else []), "PcD", "Negros"]
    top = [
        *(["Código"] if code else []),
        "Unidade Acadêmica",
        "Área / Subárea de conhecimento",
        classe_label,
        *(["Regime de trabalho"] if regime else []),
        "Vagas",
        *(["Requisitos (titulação exigida)"] if requisitos else []),
    ]
    words = " ".join(top).split()
    lines = rng.choice([[" ".join(words)], _broken(words, rng)])
    glue = rng.choice(["glued", "space", "line"])
    if glue == "line":
        lines.append(" ".join(subs))
    else:
        lines[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
    lines = [
        "UNIVERSIDADE FEDERAL DO SERTÃO CENTRAL",
        "2.1 Ficam reservadas aos candidatos negros 20% das vagas, conforme coluna própria do Anexo I.",
        "ANEXO I – QUADRO DE VAGAS",
        *lines,
    ]
    entries = []
    sums = [0, 0, 0, 0]
    n = 0
    for prefix, unit, areas in rng.sample(UNITS, rng.randint(2, 5)):
        for area in rng.sample(areas, rng.randint(1, 2)):
            n += 1
            total = rng.randint(1, 4)
            negros = rng.choice([0, 0, 1]) if total < 3 else rng.randint(0, 1)
            pcd = rng.choice([0, 0, 1]) if total - negros > 1 else 0
            ac = total - negros - pcd
            name = f"{prefix}-{n:02d} {unit} {area}" if code else f"{unit} {area}"
            entries.append(Entry(name, total, negros))
            figures = [total, *([ac] if with_ac else []), pcd, negros]
            sums = [a + b for a, b in zip(sums, [total, ac, pcd, negros], strict=True)]
            cells = [str(v) if v else "-" for v in figures]
            after = f" {rng.choice(REQUISITOS)}" if requisitos else ""
            row = f"{name} {rng.choice(CLASSES)}{' ' + rng.choice(REGIMES) if regime else ''} {' '.join(cells)}{after}"
            lines.append(row)
    total_cells = [sums[0], *([sums[1]] if with_ac else []), sums[2], sums[3]]
    lines += [
        "TOTAL " + " ".join(str(v) for v in total_cells),
        "DE: Dedicação Exclusiva. PcD: vaga reservada a pessoa com deficiência. Negros: vaga reservada a candidato negro.",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)
