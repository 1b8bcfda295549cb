"""A municipal quadro whose vacancies are split by zona (urbana, rural, distritos) as column groups, each the
same roles (AC, PcD, Negros), one total after them, drawn at random with its right reading (t10 of the
fourteenth set: a magistério edital printed by Chromium in two CSS columns, its text as PDFium gives it:
"CARGO HABILITAÇÃO EXIGIDA" / "ZONA URBANA" / "(SEDE)" / "ZONA RURAL E ESCOLAS" / "QUILOMBOLAS TOTAL" /
"AC PcD Negros AC PcD Negros" / "Professor – Ciências" / "Licenciatura em Ciências Biológicas" / "ou
Ciências" / "02 00 01 01 00 00 04"). The class of `tables/parts_over_roles.py`.

`zona_columns(rng)`: two or three zonas, their labels wrapped over lines, "TOTAL" on the last; the roles
"AC PcD Negros" or "AC Negros"; a habilitação column at times; each row's cells vertically centred as
Chromium prints them, PDFium giving a row's cells in turn, a line going on where the next cell's line shares
its baseline (so the counts are the row's last line, glued to a single-line cell's text); counts
zero-padded at times; a cargo of cadastro only ("– – – – – – CR", or its cells "0"); a TOTAL row at times;
a page break amid the rows (the footer, the page's head, the header again) at times.

The right reading: each cargo with vacancies, its total (the zonas' sum) and its reserve for negros (the
sum of the zonas' Negros columns), proven by the parts adding up to the total; a cargo of cadastro only is
no vacancy.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

DISCIPLINES = [
    "Educação Infantil",
    "Anos Iniciais do Ensino Fundamental",
    "Língua Portuguesa",
    "Matemática",
    "História",
    "Geografia",
    "Ciências",
    "Educação Física",
    "Língua Inglesa",
    "Arte",
    "Ensino Religioso",
]
OTHERS = ["Coordenador Pedagógico", "Auxiliar de Classe", "Intérprete de Libras", "Monitor de Transporte Escolar"]
HABILITACAO = [
    "Licenciatura em Pedagogia",
    "Licenciatura plena na disciplina",
    "Licenciatura em Ciências Biológicas ou Ciências",
    "Licenciatura em Educação Física e registro no CREF",
    "Ensino médio completo (magistério ou formação geral)",
    "Licenciatura em Pedagogia e experiência em docência",
]
ZONAS = [
    ["ZONA URBANA (SEDE)", "ZONA RURAL E ESCOLAS QUILOMBOLAS"],
    ["ZONA URBANA", "ZONA RURAL"],
    ["SEDE", "DISTRITOS", "ZONA RURAL"],
    ["ZONA URBANA", "ZONA RURAL", "ESCOLAS DO CAMPO"],
]
ROLES = [["AC", "PcD", "Negros"], ["AC", "Negros"]]
HEAD = "DIÁRIO OFICIAL DO MUNICÍPIO DE SANTA RITA DO JACUÍPE – ANO XII – Nº 1.884 – 15 DE MAIO DE 2026"


def _wrap(text: str, rng: random.Random, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def _row_lines(cells: list[list[str]]) -> list[str]:
    """A row's cells (each its lines), vertically centred, as PDFium gives them: cell after cell, a line going
    on where the next piece of text shares its baseline (in half lines: a cell of n lines in a row of h starts
    at h - n)."""
    height = max(len(c) for c in cells)
    out: list[str] = []
    last = None
    for cell in cells:
        for j, text in enumerate(cell):
            y = height - len(cell) + 2 * j
            if out and y == last:
                out[-1] = f"{out[-1]} {text}"
            else:
                out.append(text)
            last = y
    return out


def _header(rng: random.Random, zonas: list[str], roles: list[str], habilitacao: bool) -> list[str]:
    first = "CARGO HABILITAÇÃO EXIGIDA" if habilitacao else rng.choice(["CARGO", "CARGO/FUNÇÃO"])
    labels = [piece for zona in zonas for piece in _wrap(zona, rng, rng.randint(10, 24))]
    labels[-1] = f"{labels[-1]} TOTAL"
    return [first, *labels, " ".join(roles * len(zonas))]


def _counts(rng: random.Random, roles: list[str], zonas: int) -> list[int]:
    cells: list[int] = []
    for z in range(zonas):
        base = rng.randint(0 if z else 1, 10 if z else 20)
        negros = base * 3 // 10
        pcd = 1 if "PcD" in roles and base >= 5 and rng.random() < 0.6 else 0
        cells += [base - negros - pcd, pcd, negros] if "PcD" in roles else [base - negros, negros]
    return cells


def zona_columns(rng: random.Random) -> Case:
    """See the module's docstring."""
    zonas = rng.choice(ZONAS)
    roles = rng.choice(ROLES)
    habilitacao = rng.random() < 0.7
    pad = rng.random() < 0.5
    header = _header(rng, zonas, roles, habilitacao)
    names = [f"Professor – {d}" for d in rng.sample(DISCIPLINES, rng.randint(2, 7))]
    names += rng.sample(OTHERS, rng.randint(0, 2))
    cadastro = rng.randrange(len(names)) if rng.random() < 0.5 else None
    lines = [
        HEAD,
        "PREFEITURA MUNICIPAL DE SANTA RITA DO JACUÍPE",
        "CONCURSO PÚBLICO – EDITAL Nº 01/2026 – MAGISTÉRIO",
        "1.1 As vagas estão distribuídas por cargo e por zona, conforme o Quadro I.",
        "QUADRO I – CARGOS E DISTRIBUIÇÃO DAS VAGAS POR ZONA",
        *header,
    ]
    width = len(roles) * len(zonas) + 1
    sums = [0] * width
    entries = []
    page_at = rng.randrange(1, len(names)) if rng.random() < 0.3 else None
    for k, name in enumerate(names):
        if k == page_at:
            lines += [f"Este documento foi assinado digitalmente – página {k} de 4", HEAD, *header]
        if k == cadastro:
            empty = rng.choice(["–", "-", "0"])
            cells = [empty] * (width - 1) + ["CR" if empty != "0" else "0"]
        else:
            values = _counts(rng, roles, len(zonas))
            values.append(sum(values))
            sums = [a + b for a, b in zip(sums, values, strict=True)]
            cells = [f"{v:02d}" if pad else str(v) for v in values]
            negros = sum(v for i, v in enumerate(values[:-1]) if roles[i % len(roles)] == "Negros")
            # under a habilitação column the names are never proven: the cell may share the name's line
            entries.append(Entry(name, values[-1], negros, proven=not habilitacao))
        texts = [_wrap(name, rng, rng.randint(18, 34))]
        if habilitacao:
            texts.append(_wrap(rng.choice(HABILITACAO), rng, rng.randint(20, 40)))
        lines += _row_lines([*texts, [" ".join(cells)]])
    if rng.random() < 0.7:
        lines.append("TOTAL " + " ".join(f"{v:02d}" if pad else str(v) for v in sums))
    lines += [
        "AC: ampla concorrência. PcD: pessoas com deficiência. Negros: pessoas pretas e pardas (Lei Municipal nº"
        " 1.215/2022). O candidato escolherá a zona no ato da inscrição.",
        "2. DAS INSCRIÇÕES",
        "2.1 As inscrições serão realizadas exclusivamente via internet.",
        HEAD,
    ]
    return Case("\n".join(lines) + "\n", entries)
