"""A word processor's quadro printed to PDF and read by MuPDF (PyMuPDF `page.get_text()`, pages joined by form
feeds), drawn at random with its right reading: the class of `tables/soft_wraps.py`.

MuPDF gives each cell on lines of its own, row after row; a cell wrapped in its column goes on over lines,
each wrapped line keeping the space it was broken at ("Motorista de Veículos " / "Pesados"), its last line
none. `mupdf_cells(rng)` varies the header (a code column or none, a cadastro column or none, narrow labels
broken inside words: "Códig" / "o", "concorrên" / "cia"), nível group rows ("NÍVEL MÉDIO – vencimento R$ … –
carga horária 40h semanais"), the names and requisitos wrapped at random widths, the counts ("0" or "–"
for none), cadastro-only rows anywhere (no vacancy: "–", "-", "CR" or "0" and a cadastro count; no entry),
quadros of two rows to sixteen, the quadro cut over pages none to twice (the page's footer, its number alone
or nothing, at times printed at the next page's top; a form feed; the running head the first page has too, in part or none, or one printed only from
the second page on; the header again or not), a TOTAL GERAL row or none, the legend after. The right reading:
each cargo with vacancies its total and its negros, its whole name (the wrapped lines joined); no running head,
group row or cadastro-only row read as a cargo with vacancies.
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
TEXT_LABELS = {"pay": ["Vencimento (R$)", "Salário", "Remuneração"], "hours": ["Carga horária", "Jornada"]}
BROKEN = {"Código": 1, "concorrência": 3, "Negros": 1}  # a narrow cell's break: the letters carried over
LEVELS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO E TÉCNICO", "NÍVEL FUNDAMENTAL"]
FOOT = "Edital nº 01/2026 – Concurso Público   –   Página {}"
#: The running head atop each page, the first page's too (the edital's title, the prefeitura's address).
RUNNING = [
    "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE",
    "Rua Álvares de Castro, 346 – Centro – Santa Luzia do Norte/AL",
    "CONCURSO PÚBLICO – EDITAL Nº 02/2025",
]
#: A running head printed only from the second page on (the first page has the edital's title instead).
LATER = [
    "Secretaria Municipal de Administração e Gestão de Pessoas",
    "Concurso Público nº 02/2025 – Edital de Abertura",
]


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


def _header(coded: bool, cr: bool, rng: random.Random, texts: tuple[str, str] = ("Requisitos", "")) -> list[str]:
    before, after = (rng.choice(TEXT_LABELS[t]) if t in TEXT_LABELS else t for t in texts)
    labels = (["Código"] if coded else []) + ["Cargo", *([before] if before else [])]
    labels += ["Ampla concorrência", "PcD", "Negros", "Total"] + (["Cadastro reserva"] if cr else [])
    labels += [after] if after else []
    return [piece.rstrip() for label in labels for piece in _label(label, rng)]


def _zero(value: int, dash: bool) -> str:
    return ("–" if dash else "0") if value == 0 else str(value)


def _cells(
    n: int, name: str, level: str | None, shape: dict, rng: random.Random
) -> tuple[list[str], Entry | None, list[int]]:
    """Row `n`'s cells, its entry (None for a cadastro-only row: no vacancy, only a cadastro count) and its counts."""
    cells = [level] if level else []
    cells += [f"{n + 1:03d}"] if shape["coded"] else []
    before, after = shape["texts"]
    cells += _wrap(name, shape["w_name"]) + (_text_cell(before, shape, rng) if before else [])
    tail = _text_cell(after, shape, rng) if after else []
    if shape["cr"] and rng.random() < shape["cr_only"]:
        values = [0, 0, 0, 0, rng.randint(1, 30)]
        none = rng.choice(["–", "-", "CR", "0"])
        return cells + [none] * 4 + [str(values[4])] + tail, None, values
    ac, pcd, negros = rng.randint(1, 20), rng.randint(0, 2), rng.randint(0, 9)
    total = ac + pcd + negros
    values = [ac, pcd, negros, total] + ([2 * total] if shape["cr"] else [])
    return cells + [_zero(v, shape["dash"]) for v in values] + tail, Entry(name, total, negros), values


def _text_cell(column: str, shape: dict, rng: random.Random) -> list[str]:
    """A text cell's lines: a requisito wrapped in its column, a pay ("R$ 2.412,35" or "2.412,35"), hours."""
    if column == "Requisitos":
        return _wrap(rng.choice(REQUISITOS), shape["w_req"])
    if column == "pay":
        return [f"{rng.choice(['R$ ', ''])}{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"]
    return [rng.choice(["40h", "30h", "20 horas", "44h semanais"])]


def mupdf_cells(rng: random.Random, texts: tuple[str, str] = ("Requisitos", "")) -> Case:
    """The quadro as the module's docstring says; `texts` the text columns before and after the counts."""
    shape = {
        "coded": rng.random() < 0.6,
        "cr": rng.random() < 0.6,
        "dash": rng.random() < 0.3,
        "cr_only": rng.choice([0, 0, 0.15, 0.3]),
        "w_name": rng.randint(14, 30),
        "w_req": rng.randint(20, 40),
        "texts": texts,
    }
    names = rng.sample(NAMES, rng.randint(2, 16))
    levels = sorted(rng.sample(range(1, len(names)), min(2, len(names) - 1))) if rng.random() < 0.6 else None
    header = _header(shape["coded"], shape["cr"], rng, texts)
    rows, entries, sums = [], [], [0, 0, 0, 0, 0]
    for n, name in enumerate(names):
        level = None
        if levels is not None and n in [0, *levels]:
            level = f"{LEVELS[[0, *levels].index(n)]} – vencimento R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},44"
            level += " – carga horária 40h semanais"
        cells, entry, values = _cells(n, name, level, shape, rng)
        sums = [a + b for a, b in zip(sums, values + [0] * (5 - len(values)), strict=True)]
        entries += [entry] if entry else []
        rows.append(cells)
    if not entries:  # a quadro of cadastro only has nothing to read back: draw again
        return mupdf_cells(rng, texts)
    body = _paged(header, rows, rng)
    body += ["TOTAL GERAL", *(str(s) for s in sums[: 5 if shape["cr"] else 4])] if rng.random() < 0.8 else []
    legend = "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos negros (30%)."
    text = (
        "\n".join(RUNNING[1:2])
        + "\n"
        + HEAD
        + "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos, os requisitos e as vagas são os do Quadro I:\n"
        + "QUADRO I – CARGOS, REQUISITOS E VAGAS\n"
        + "\n".join(body)
        + "\n"
        + legend
        + "\n"
        + TAIL
    )
    return Case(text, entries)


def _paged(header: list[str], rows: list[list[str]], rng: random.Random) -> list[str]:
    """The header and rows, cut over pages at random: the page's footer (or its number alone, or nothing), a form
    feed, the running head (or part of it, or none) and, most often, the header again."""
    cuts = (
        set(rng.sample(range(1, len(rows)), min(len(rows) - 1, rng.choice([0, 1, 1, 2])))) if len(rows) > 1 else set()
    )
    body, page = [*header], 1
    for n, cells in enumerate(rows):
        if n in cuts:
            foot = rng.choice([FOOT.format(page), str(page), f"Página {page} de 9", None])
            top = foot is not None and rng.random() < 0.3  # the page's number printed at the next page's top
            body += [foot] if foot and not top else []
            running = rng.choice([RUNNING, RUNNING[:1], RUNNING[:2], RUNNING[::2], [], LATER, LATER[:1], LATER[1:]])
            again = header if rng.random() < 0.8 else []
            page_lines = [*([foot] if top else []), *running, *again, *cells]
            body += ["\f" + page_lines[0], *page_lines[1:]]
            page += 1
        else:
            body += cells
    return body


def mupdf_cells_no_requisitos(rng: random.Random) -> Case:
    """The same quadro with no requisitos column: the name's cell and the counts' alone, or a pay or hours
    column before or after the counts (the header then only name, counts and a pay)."""
    texts = rng.choice([("", ""), ("", ""), ("pay", ""), ("", "pay"), ("", "hours"), ("pay", "hours")])
    return mupdf_cells(rng, texts)
