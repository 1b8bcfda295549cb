"""A quadro as poppler's `pdftotext -layout` prints it, drawn at random with its right reading: the class of
`tables/space_bands.py`.

`space_bands(rng)` writes the text: a header of two or three lines (a spanning "Vagas imediatas" at times,
narrow count labels one space apart at times: "AC PcD Negros Total"), the cargo column merged over its
especialidades (or lotações), a code column at times, the especialidade's cell wrapped over one to four
lines, a requisitos column at times (wrapped too), each row's cells centred on the line of its counts (as
many lines above as below), the counts at fixed offsets ("2", "02", "–", a CR column at times), a TOTAL row
at times, the quadro cut over two pages at times (the page's footer, the running head and the header
again). The first row's cells wrapped above its counts, so that their centring shows (cells whose lines all
hang below their counts are top-aligned's, another class; a table whose centring shows nowhere is left to
the other stages). The right reading: each especialidade its total and its negros; a row is proven only
where its name (the cargo's cell and its own) stands whole on its counts' line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = ["Analista Previdenciário", "Técnico Previdenciário", "Agente de Trânsito", "Médico Perito", "Fiscal"]
SUBS = [
    "Atuária",
    "Ciências Contábeis",
    "Direito",
    "Economia",
    "Tecnologia da Informação – Desenvolvimento de Sistemas",
    "Engenharia Civil de Obras Públicas",
    "Serviço Social",
    "Área Administrativa",
    "Área de Atendimento ao Segurado",
    "Clínica Médica",
    "Salvador e Região Metropolitana",
    "Feira de Santana",
    "Vitória da Conquista",
    "Interior (CIRETRANs)",
    "Medicina do Trabalho",
    "Arquivologia",
]
SUB_LABELS = ["Especialidade", "Lotação", "Área"]
REQUISITOS = [
    "Diploma de graduação em Ciências Atuariais e registro no Instituto Brasileiro de Atuária",
    "Certificado de conclusão de ensino médio",
    "Diploma de graduação em qualquer área de formação",
    "Curso técnico em Contabilidade e registro no CRC",
    "Diploma de graduação em Direito",
]
LONG = SUBS[4]
RUNNING = "IPAJM – Concurso Público – Edital nº 1/2026"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def _wrap(text: str, width: int) -> list[str]:
    """`text` over lines of at most `width` characters, at its spaces."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _put(line: str, x: int, text: str) -> str:
    return line.ljust(x) + text if text else line


def _cell(value: int, rng: random.Random) -> str:
    return rng.choice(["–", "0"]) if value == 0 else (f"{value:02d}" if rng.random() < 0.2 else str(value))


def _band(row: dict, xs: dict, counts: list[str]) -> list[str]:
    """A row's lines: each text cell centred on the line of its counts (as many lines above as below; a cell
    of an even height leaves the counts' line blank in its column, as pdftotext puts the counts' baseline
    between its lines)."""
    cells = [(xs[key], _wrap(row[key], xs["w_" + key])) for key in ("sub", "req") if key in row]
    cells += [(xs[key], [row[key]]) for key in ("cargo", "code") if row.get(key)]
    half = max(len(lines) // 2 for _, lines in cells)
    out = [""] * (2 * half + 1)
    for x, lines in sorted(cells):
        above = len(lines) // 2
        at = [half - above + k for k in range(above)]
        at += [half + k + (len(lines) % 2 == 0) for k in range(len(lines) - above)]
        for k, text in zip(at, lines, strict=True):
            out[k] = _put(out[k], x, text)
    for x, cell in zip(xs["counts"], counts, strict=True):
        out[half] = _put(out[half], x - len(cell) + 1, cell)
    return [o.rstrip() for o in out]


def _header(xs: dict, roles: list[str], rng: random.Random, cr: bool) -> list[str]:
    top, mid, low = "", "", ""
    mid = _put(mid, xs["cargo"], "Cargo")
    if "code" in xs:
        mid = _put(mid, xs["code"], "Código")
    mid = _put(mid, xs["sub"], xs["sub_label"])
    if "req" in xs:
        mid = _put(mid, xs["req"], "Requisitos")
    top = _put(top, xs["counts"][0] - 1, "Vagas imediatas") if rng.random() < 0.5 else top
    labels = {"open": "AC", "pcd": "PcD", "negros": "Negros", "total": "Total", "crg": "CR"}
    for x, role in zip(xs["counts"], roles + (["crg"] if cr else []), strict=True):
        low = _put(low if low.endswith(" ") or not low else low + " ", x - len(labels[role]) + 1, labels[role])
    return [line.rstrip() for line in (top, mid, low) if line.strip()]


def row_figures(rng: random.Random, roles: list[str], cr: bool) -> tuple[int, int, list[int]]:
    """A row's (total, negros, count cells in the roles' order, the cadastro's after them when `cr`)."""
    pcd, negros, open_ = rng.randint(0, 2), rng.randint(0, 3), rng.randint(0, 9)
    total = open_ + negros + (pcd if "pcd" in roles else 0)
    if total == 0:
        open_ = total = 1
    values = {"open": open_, "pcd": pcd, "negros": negros, "total": total}
    return total, negros, [values[r] for r in roles] + ([2 * total] if cr else [])


def space_bands(rng: random.Random) -> Case:
    subs = rng.sample(SUBS, rng.randint(3, 8))
    if LONG not in subs:
        subs[0] = LONG
    subs.remove(LONG)
    subs.insert(0, LONG)  # the first row wrapped above its counts: the cells' centring shows
    cargos = rng.sample(CARGOS, rng.randint(1, min(3, len(subs))))
    groups = sorted(rng.sample(range(1, len(subs)), len(cargos) - 1))
    coded, req, cr = rng.random() < 0.6, rng.random() < 0.6, rng.random() < 0.5
    roles = ["open", "pcd", "negros", "total"] if rng.random() < 0.6 else ["open", "negros", "total"]
    xs: dict = {"cargo": 2, "sub_label": rng.choice(SUB_LABELS)}
    x = 2 + max(len(c) for c in cargos) + rng.randint(2, 5)
    if coded:
        xs["code"], x = x, x + 6 + rng.randint(2, 6)  # the label "Código" two spaces at least before the next
    xs["sub"], xs["w_sub"] = x, rng.randint(14, 24)
    x += xs["w_sub"] + rng.randint(2, 5)
    if req:
        xs["req"], xs["w_req"] = x, rng.randint(26, 40)
        x += xs["w_req"] + rng.randint(2, 5)
    xs["counts"] = [x + 2 + 6 * k for k in range(len(roles) + cr)]
    rows, entries, sums = [], [], [0] * (len(roles) + cr)
    starts = [0, *groups]
    for n, sub in enumerate(subs):
        group = sum(1 for s in starts if s <= n) - 1
        size = (starts + [len(subs)])[group + 1] - starts[group]
        total, negros, nums = row_figures(rng, roles, cr)
        sums = [a + b for a, b in zip(sums, nums, strict=True)]
        cargo = cargos[group] if n == starts[group] + (size - 1) // 2 else ""
        row = {"sub": sub, "cargo": cargo}
        if coded:
            row["code"] = f"{'ATM'[group % 3]}{n + 1:02d}"
        if req:
            row["req"] = REQUISITOS[0] if n == 0 else rng.choice(REQUISITOS)
        rows.append(_band(row, xs, [_cell(v, rng) for v in nums]))
        whole = bool(cargo) and len(_wrap(sub, xs["w_sub"])) == 1  # the name whole on the counts' line
        entries.append(Entry(sub, total, negros, proven=whole))
    header = _header(xs, roles, rng, cr)
    body = [*header]
    cut = rng.randrange(2, len(rows)) if len(rows) > 3 and rng.random() < 0.3 else None
    for n, band in enumerate(rows):
        if n == cut:
            body += ["", "", f"{' ' * 30}Página 1 de 3", f"{' ' * 10}{RUNNING}", "", *header]
        body += band
    if rng.random() < 0.6:
        line = _put("", 2, "TOTAL")
        for x, value in zip(xs["counts"], sums, strict=True):
            line = _put(line, x - len(str(value)) + 1, str(value))
        body.append(line)
    text = HEAD + "2. DAS VAGAS\n2.1 O quadro de vagas é o seguinte:\n" + "\n".join(body) + "\n" + TAIL
    return Case(text, entries)
