"""A Word table LibreOffice printed, read by pdfplumber's `extract_text()`, drawn at random with its right
reading: the class of `tables/vmerge_rows.py`.

`vmerge_rows(rng)` lays the quadro out as the page shows it, a column a fixed number of characters wide, and
writes each text line as pdfplumber does: the pieces of every cell on that line, left to right, one space
between. The columns: nível (merged down its funções), código, função, requisitos (opening "Graduação …",
"Ensino …", "Curso …"), carga horária and vencimento (merged down the block at times, else a row's own),
then the counts (total, ampla, PcD at times, negros or afro). A cell's text wraps at its width, a word
wider than the cell cut inside it (the count labels: "To" / "tal", "A" / "m" / "pla"); a merged cell's text
sits at the top or in the middle of its block. A "Subtotal – …" row after each nível at times, a "TOTAL
GERAL" row last; cadastro-only funções ("CR – – –"); a page break between two rows at times, the page's foot
and head and the header again, a merged cell's text going on under it.

The right reading: each function with vacancies its total and its negros; never confirmed (where a name
ends and its requisito begins is read from words). A name cut after a dash or a joining word reads whole
unless its next line opens with a merged cell's piece; then, as a name cut elsewhere, only its first line
is promised in the name read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

HEAD = (
    "UNIVERSIDADE ESTADUAL DO NORTE\nEDITAL Nº 006/2026-PRH\n1. DAS DISPOSIÇÕES PRELIMINARES\n"
    "1.1 O concurso será executado pelo Instituto AOCP.\n2. DAS FUNÇÕES E DAS VAGAS\n"
    "2.1 O quadro a seguir apresenta as funções, os requisitos, a carga horária e as vagas:\n"
    "QUADRO 1 – FUNÇÕES, REQUISITOS E VAGAS"
)
TAIL = (
    "Legenda: Ampla – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro de reserva.\n"
    "3. DAS INSCRIÇÕES\n3.1 As inscrições serão realizadas exclusivamente via internet.\n"
)
FOOT = ["Edital nº 006/2026-PRH – Página {page}", "UNIVERSIDADE ESTADUAL DO NORTE", "Av. Central, 100 – Centro"]
#: Names with a first line no other name holds (a name cut elsewhere is promised by its first line).
NAMES = {
    "Superior": [
        "Analista de Informática",
        "Bibliotecário",
        "Contador",
        "Enfermeiro",
        "Engenheiro Civil",
        "Farmacêutico-Bioquímico",
        "Médico Veterinário",
        "Psicólogo",
        "Analista de Sistemas – Redes de Computadores",
        "Arquiteto e Urbanista",
        "Nutricionista Clínico",
    ],
    "Médio": [
        "Técnico Administrativo",
        "Técnico em Enfermagem",
        "Técnico de Laboratório – Química Analítica",
        "Assistente de Laboratório – Patologia Clínica",
        "Técnico em Radiologia Médica",
        "Desenhista Projetista",
    ],
    "Operacional": [
        "Auxiliar Operacional",
        "Motorista",
        "Oficial de Manutenção – Eletricista",
        "Vigilante Patrimonial",
        "Cozinheiro Hospitalar",
    ],
}
REQUISITOS = {
    "Superior": [
        "Graduação em Ciência da Computação ou Sistemas de Informação",
        "Graduação em Biblioteconomia e registro no CRB-9",
        "Graduação na área e registro no conselho de classe",
        "Curso superior completo na área",
    ],
    "Médio": [
        "Ensino médio completo",
        "Curso técnico em Enfermagem e registro no COREN-PR",
        "Curso técnico em Química e registro no CRQ-IX",
        "Ensino médio completo e curso de desenho técnico",
    ],
    "Operacional": [
        "Ensino fundamental completo",
        "Ensino fundamental completo e CNH categoria D",
        "Ensino fundamental completo e curso de NR-10",
    ],
}
LEVELS = {
    "Superior": "Agente Universitário de Nível Superior",
    "Médio": "Agente Universitário de Nível Médio",
    "Operacional": "Agente Universitário Operacional",
}
PAY = {"Superior": "R$ 5.347,89", "Médio": "R$ 3.018,44", "Operacional": "R$ 2.104,76"}
LABELS = {
    "total": ["Total", "TOTAL", "Total de vagas"],
    "open": ["Ampla", "AC", "Ampla Concorrência"],
    "pcd": ["PcD", "PCD"],
    "negros": ["Afro", "Negros", "Afrodescendentes"],
}
_JOINING = ("de", "do", "da", "dos", "das", "em", "e", "–")


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def wrap(text: str, width: int) -> list[str]:
    """`text` in a cell `width` characters wide: words wrapped, a word wider than the cell cut inside it."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if len(word) > width:
            if line:
                lines.append(line)
            while len(word) > width:
                lines.append(word[:width])
                word = word[width:]
            line = word
        elif not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    return [*lines, line] if line else lines


def _join(cells: list[str]) -> str:
    return " ".join(c for c in cells if c)


def _counts(rng: random.Random, roles: list[str]) -> dict[str, int]:
    total = rng.choice([0, 0, 1, 1, 2, 3, 4, 5, 8, 10, 12, 15, 20, 30])
    pcd = total * 5 // 100 + (total >= 10 and rng.random() < 0.3) if "pcd" in roles else 0
    negros = (total * 10 + 5) // 100 if total >= 3 else 0
    return {"total": total, "pcd": pcd, "negros": negros, "open": total - pcd - negros}


def _cell(value: int, role: str, cr: bool, rng: random.Random) -> str:
    if cr:
        return "CR" if role == "total" else "–"
    if value == 0:
        return rng.choice(["0", "0", "–"])
    return f"{value:02d}" if rng.random() < 0.15 else str(value)


def _header(widths: list[int], labels: list[str]) -> list[str]:
    cells = [wrap(label, w) for label, w in zip(labels, widths, strict=True)]
    depth = max(map(len, cells))
    return [_join([c[i] if i < len(c) else "" for c in cells]) for i in range(depth)]


def _block(rng, level: str, names: list[str], req: list[str], shape: dict, y: int):
    """A nível's lines from line `y` (a list of cells a line), its rows (name, counts, first line, cells)
    and its merged cells (column → first line, pieces)."""
    ncols = len(shape["widths"])
    rows, lines = [], []
    for name in names:
        counts = _counts(rng, shape["roles"])
        cr = counts["total"] == 0
        cells = {1: [shape["code"]()], 2: wrap(name, shape["widths"][2]), 3: wrap(rng.choice(req), shape["widths"][3])}
        for col, text in shape["own"].items():
            if not shape["merged"]:
                cells[col] = wrap(text(level), shape["widths"][col])
        for i, role in enumerate(shape["roles"]):
            cells[shape["first_count"] + i] = [_cell(counts[role], role, cr, rng)]
        depth = max(map(len, cells.values()))
        rows.append((name, counts, y + len(lines), cells))
        lines += [
            [cells.get(c, [])[i] if i < len(cells.get(c, [])) else "" for c in range(ncols)] for i in range(depth)
        ]
    merged = {0: wrap(LEVELS[level], shape["widths"][0])}
    if shape["merged"]:
        merged.update({col: wrap(text(level), shape["widths"][col]) for col, text in shape["own"].items()})
    need = max(map(len, merged.values()))
    lines += [["" for _ in range(ncols)] for _ in range(max(0, need - len(lines)))]
    placed = {}
    for col, pieces in merged.items():
        at = 0 if shape["valign"] == "top" else (len(lines) - len(pieces)) // 2
        placed[col] = y + at
        for i, piece in enumerate(pieces):
            lines[at + i][col] = piece
    return lines, rows, placed


def _entry(name: str, counts: dict, first: int, grid: list, width: int, pypdf: bool) -> Entry:
    """The row's right reading; its name whole where the stage can tell where it ends (module docstring)."""
    pieces = wrap(name, width)
    key = name if pypdf else pieces[0].removesuffix(" –")
    if not pypdf and len(pieces) == 2 and not grid[first + 1][0]:
        told = pieces[0].split()[-1] in _JOINING or pieces[1].split()[0] in _JOINING
        tail = pieces[1].split()
        capitalised = all(w[:1].isupper() or (w in _JOINING and k + 1 < len(tail)) for k, w in enumerate(tail))
        if told and capitalised:
            key = name
    return Entry(key, counts["total"], counts["negros"], proven=False)


def _shape(rng: random.Random) -> dict:
    roles = ["total", "open"] + (["pcd"] if rng.random() < 0.7 else []) + ["negros"]
    own = {}
    if rng.random() < 0.8:
        own[len(own) + 4] = lambda level: "40 horas"
    if rng.random() < 0.8:
        own[len(own) + 4] = lambda level: PAY[level]
    widths = [rng.randint(8, 14), rng.randint(3, 6), rng.randint(23, 34), rng.randint(20, 30)]
    widths += [rng.randint(6, 9) for _ in own] + [rng.randint(3, 6) for _ in roles]
    codes = iter(range(rng.choice([1, 101]), 1000))
    form = rng.choice(["{:03d}", "{:02d}"])
    return {
        "roles": roles,
        "own": own,
        "first_count": 4 + len(own),
        "widths": widths,
        "merged": rng.random() < 0.8,
        "valign": rng.choice(["top", "middle"]),
        "code": lambda: form.format(next(codes)),
    }


def _labels(rng: random.Random, shape: dict) -> list[str]:
    labels = ["Nível", rng.choice(["Código", "Cód.", "CÓDIGO"]), rng.choice(["Função", "Cargo"])]
    labels += [rng.choice(["Requisitos", "Escolaridade"])]
    labels += ["Carga horária semanal" if k == 0 else "Vencimento inicial" for k in range(len(shape["own"]))]
    return labels + [rng.choice(LABELS[r]) for r in shape["roles"]]


def _pypdf_lines(pieces: list[tuple[int, str]]) -> list[str]:
    """Pieces (line, text) in the order they are drawn, as pypdf gives them: one line while they share a
    baseline."""
    out: list[str] = []
    last = None
    for y, text in pieces:
        if out and y == last:
            out[-1] += " " + text
        else:
            out.append(text)
        last = y
    return out


def _pypdf(grid, units, blocks, widths, labels, cut) -> list[str]:
    """The quadro as pypdf gives it: cell after cell, a cell's lines in turn; a block's merged cells drawn
    with its first row on each page."""
    header = _pypdf_lines(
        [(i, p) for label, w in zip(labels, widths, strict=True) for i, p in enumerate(wrap(label, w))]
    )
    out = list(header)
    firsts = {}
    for kind, y0, unit in units:
        if y0 == cut:
            out += [FOOT[0].format(page=1), *FOOT[1:], *header]
        if kind == "text":
            out.append(unit)
            continue
        cells, b = unit
        start, end, placed = blocks[b]
        part = (start, end)
        if cut is not None and start < cut < end:
            part = (cut, end) if y0 >= cut else (start, cut)
        pieces = []
        for col in range(len(widths)):
            if col in placed:
                if firsts.setdefault((b, part), y0) == y0:
                    pieces += [(y, grid[y][col]) for y in range(*part) if grid[y][col]]
            else:
                pieces += [(y0 + i, p) for i, p in enumerate(cells.get(col, []))]
        out += _pypdf_lines(pieces)
    return out


def vmerge_rows(rng: random.Random, pypdf: bool = False) -> Case:
    """See the module docstring (`pypdf`: the text pypdf gives, else pdfplumber's)."""
    shape = _shape(rng)
    levels = rng.sample(list(NAMES), rng.randint(1, 3)) if rng.random() < 0.5 else list(NAMES)
    subtotals = rng.random() < 0.7
    grid: list = []
    units: list = []
    blocks: list = []
    entries: list[Entry] = []
    sums = {role: 0 for role in shape["roles"]}
    breaks = []
    for level in levels:
        names = rng.sample(NAMES[level], rng.randint(1, min(5, len(NAMES[level]))))
        block, rows, placed = _block(rng, level, names, REQUISITOS[level], shape, len(grid))
        for name, counts, first, cells in rows:
            if counts["total"]:
                entries.append(_entry(name, counts, first - len(grid), block, shape["widths"][2], pypdf))
            units.append(("row", first, (cells, len(blocks))))
        blocks.append((len(grid), len(grid) + len(block), placed))
        breaks += [r[2] for r in rows[1:]]
        grid += block
        part = {role: sum(r[1][role] for r in rows) for role in shape["roles"]}
        if subtotals:
            label = rng.choice(["Subtotal – ", "Subtotal ", "SUBTOTAL – "]) + level
            units.append(("text", len(grid), _join([label, *(_cell(part[r], r, False, rng) for r in shape["roles"])])))
            grid.append(units[-1][2])
        for role in shape["roles"]:
            sums[role] += part[role]
    total_label = rng.choice(["TOTAL GERAL", "TOTAL", "Total geral"])
    units.append(("text", len(grid), _join([total_label, *(str(sums[r]) for r in shape["roles"])])))
    grid.append(units[-1][2])
    labels = _labels(rng, shape)
    cut = rng.choice(breaks) if breaks and rng.random() < 0.4 else None
    if pypdf:
        text_lines = _pypdf(grid, units, blocks, shape["widths"], labels, cut)
    else:
        header = _header(shape["widths"], labels)
        text_lines = list(header)
        for y, line in enumerate(grid):
            if y == cut:
                text_lines += [FOOT[0].format(page=1), *FOOT[1:], *header]
            text_lines.append(line if isinstance(line, str) else _join(line))
    keys = [e.name for e in entries]
    if any(a != b and a.lower() in b.lower() for a in keys for b in keys) or len(entries) < 2:
        return vmerge_rows(rng, pypdf)
    return Case(f"{HEAD}\n" + "\n".join(text_lines) + f"\n{TAIL}", entries)


def vmerge_cells(rng: random.Random) -> Case:
    """The same quadro as pypdf gives it (`tables/vmerge_cells.py`)."""
    return vmerge_rows(rng, pypdf=True)
