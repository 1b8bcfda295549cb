"""A word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `page.get_text()`, pages joined by form
feeds), drawn at random with its right reading: the class of `tables/soft_wraps.py`.

MuPDF gives each cell on lines of its own, row after row; a cell wrapped in its column goes on over lines,
each wrapped line keeping the space it was broken at ("Motorista de Veículos " / "Pesados"), its last line
none. `mupdf_cells(rng)` varies the header (a code column or none, a cadastro column or none, narrow labels
broken inside words: "Códig" / "o", "concorrên" / "cia"), nível group rows ("NÍVEL MÉDIO – vencimento R$ … –
carga horária 40h semanais"), the names and requisitos wrapped at random widths, the counts ("0" or "–"
for none, cadastro-only rows), the quadro cut over pages (the page's footer, a form feed, the running head
and the header again), a TOTAL GERAL row, the legend after. The right reading: each cargo its total and its
negros, its whole name (the wrapped lines joined).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Motorista de Veículos Pesados",
    "Operador de Máquinas Pesadas",
    "Técnico em Segurança do Trabalho",
    "Auditor de Controle Interno",
    "Agente de Defesa Civil",
    "Guarda Civil Municipal",
    "Eletricista de Manutenção",
    "Assistente Social",
    "Médico Clínico Geral",
    "Enfermeiro Sanitarista",
    "Cuidador Social",
    "Fiscal de Posturas",
    "Vigia",
    "Cozinheiro",
    "Engenheiro Ambiental",
    "Procurador Municipal",
]
REQUISITOS = [
    "Graduação em Administração e registro no CRA-RJ",
    'Ensino fundamental completo e CNH categoria "D"',
    "Ensino médio completo",
    "Ensino fundamental incompleto",
    "Curso técnico em Segurança do Trabalho e registro no órgão competente",
    "Graduação em Medicina e registro no CRM-RJ",
]
BROKEN = {"Código": 1, "concorrência": 3, "Negros": 1}  # a narrow cell's break: the letters carried over
LEVELS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO E TÉCNICO", "NÍVEL FUNDAMENTAL"]
FOOT = "Edital nº 01/2026 – Concurso Público   –   Página {}"
RUNNING = ["PREFEITURA MUNICIPAL DE MARICÁ", "Rua Álvares de Castro, 346 – Centro – Maricá/RJ"]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def _wrap(text: str, width: int) -> list[str]:
    """`text` over lines of at most `width` characters, each wrapped line keeping its trailing space."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line + " ")
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _label(label: str, rng: random.Random) -> list[str]:
    """A header's label over the lines of its narrow cell: its words a line each at times, a word wider
    than the cell broken where the cell ends ("Códig" / "o", "concorrên" / "cia", "Negro" / "s")."""
    words = label.split(" ") if rng.random() < 0.6 else [label]
    out = []
    for word in words:
        if word in BROKEN and rng.random() < 0.5:
            out += [word[: -BROKEN[word]], word[-BROKEN[word] :]]
        else:
            out.append(word)
    return out


def _header(coded: bool, cr: bool, rng: random.Random) -> list[str]:
    labels = (["Código"] if coded else []) + ["Cargo", "Requisitos", "Ampla concorrência", "PcD", "Negros", "Total"]
    labels += ["Cadastro reserva"] if cr else []
    return [piece.rstrip() for label in labels for piece in _label(label, rng)]


def _zero(value: int, dash: bool) -> str:
    return ("–" if dash else "0") if value == 0 else str(value)


def mupdf_cells(rng: random.Random) -> Case:
    coded, cr, dash = True, True, rng.random() < 0.3
    names = rng.sample(NAMES, rng.randint(8, 16))
    levels = sorted(rng.sample(range(1, len(names)), min(2, len(names) - 1))) if rng.random() < 0.6 else None
    header = _header(coded, cr, rng)
    w_name, w_req = rng.randint(14, 30), rng.randint(20, 40)
    rows, entries, sums = [], [], [0, 0, 0, 0, 0]
    for n, name in enumerate(names):
        cells: list[str] = []
        if levels is not None and n in [0, *levels]:
            level = LEVELS[[0, *levels].index(n)]
            cells.append(
                f"{level} – vencimento R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},44 – carga horária 40h semanais"
            )
        cells += [f"{n + 1:03d}"] if coded else []
        cells += _wrap(name, w_name) + _wrap(rng.choice(REQUISITOS), w_req)
        ac, pcd, negros = rng.randint(1, 20), rng.randint(0, 2), rng.randint(0, 9)
        total = ac + pcd + negros
        values = [ac, pcd, negros, total] + ([2 * total] if cr else [])
        cells += [_zero(v, dash) for v in values]
        sums = [a + b for a, b in zip(sums, values + [0] * (5 - len(values)), strict=True)]
        entries.append(Entry(name, total, negros))
        rows.append(cells)
    body, page = [*header], 1
    cut = rng.randrange(5, len(rows) - 2) if rng.random() < 0.6 else None
    for n, cells in enumerate(rows):
        if n == cut:
            body[-1] += "\n" + FOOT.format(page)
            body.append("\f" + RUNNING[0])
            body += RUNNING[1:] + header
            page += 1
        body += cells
    body += ["TOTAL GERAL", *(str(s) for s in sums[: 5 if cr else 4])]
    legend = "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos negros (30%)."
    text = (
        HEAD
        + "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos, os requisitos e as vagas são os do Quadro I:\n"
        + "QUADRO I – CARGOS, REQUISITOS E VAGAS\n"
        + "\n".join(body)
        + "\n"
        + legend
        + "\n"
        + TAIL
    )
    return Case(text, entries)
