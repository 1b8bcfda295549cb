"""A quadro whose cargo cell is merged down its places' rows (`rowspan`), printed by Chromium and read by pypdf,
drawn at random with its right reading: the class of `tables/runon_places.py`.

`runon_places(rng)` writes the text pypdf gives for such a page: the header on one line ("CARGO REGIONAL DE SAÚDE
VAGAS TOTAL AC PcD NEGROS", the roles in any order, a spanning "VAGAS" at times), then cargo by cargo (1 to 5
places each) either the cargo alone on a line (wrapped over two at times) over its places, or the cargo run on
with its first place's row; each place's row on a line of its own or run on after the one before ("… Regional
Central (Goiânia) 5 3 1 1 Regional Norte (Porangatu) 2 2 0 0"). Places are named with parentheses, figures and
ordinals ("1ª Regional de Saúde (Natal)", "Regional Sudoeste I (Rio Verde)", "Distrito Sanitário 4"); a row may
be cadastro only ("CR CR CR CR"), a cell zero-padded ("05") or a dash for none. A "TOTAL GERAL" row at times; a
page break at times between two rows (the page's footer, the gazette's running head, the header again).

The right reading: every row with vacancies a position "<cargo> – <place>", its total and its negros. Proven
(confirmed) where its place is shown by the text the way the stage reads it: after another row's counts on its
line, opening two lines or more (no cargo above), or opening the line under a cargo alone and seen again; a row
whose place is not shown so (and every row on its line) is read right but left in doubt. A cargo run on with a
first place the text never shows is drawn alone on its line instead (nothing could tell its name from its place's).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = [
    "Analista em Saúde – Enfermeiro",
    "Analista em Saúde – Farmacêutico",
    "Analista em Saúde – Médico Intensivista",
    "Assistente em Saúde – Técnico em Enfermagem",
    "Assistente em Saúde – Técnico em Laboratório",
    "Assistente Administrativo em Saúde",
    "Agente de Combate às Endemias",
    "Fisioterapeuta",
    "Odontólogo – Cirurgião Bucomaxilofacial",
    "Técnico em Radiologia",
    "Motorista Socorrista",
    "Analista de Tecnologia da Informação",
]
PLACES = [
    "Regional Central (Goiânia)",
    "Regional Entorno Sul (Luziânia)",
    "Regional Sudoeste I (Rio Verde)",
    "Regional Sudoeste II (Jataí)",
    "Regional Norte (Porangatu)",
    "Regional Pireneus (Anápolis)",
    "1ª Regional de Saúde (Natal)",
    "2ª Regional de Saúde (Mossoró)",
    "6ª GRS – Caicó",
    "Distrito Sanitário 4",
    "Polo Base (Zona 2)",
    "Hospital Estadual de Urgências",
]
HEADERS = [("CARGO", "REGIONAL DE SAÚDE"), ("Cargo", "Lotação"), ("CARGO", "LOCALIDADE"), ("Cargo", "Município")]
ROLE_LABELS = {"total": ["TOTAL", "Total"], "ac": ["AC"], "pcd": ["PcD", "PCD"], "negros": ["NEGROS", "Negros"]}
ORDERS = [("total", "ac", "pcd", "negros"), ("ac", "pcd", "negros", "total"), ("total", "ac", "negros", "pcd")]
FOOTER = "Página {n} de 4"
RUNNING_HEAD = "DIÁRIO OFICIAL DO ESTADO Nº 24.871 – GOIÂNIA, 5 DE OUTUBRO DE 2026"
_JOINING = {"de", "do", "da", "dos", "das", "em", "e", "no", "na", "para", "–", "às"}


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


@dataclass
class _Row:
    cargo: str
    place: str
    counts: dict[str, int] | None  # None: cadastro only
    cells: str = ""
    line: int = 0
    pos: int = 0
    attached: bool = False  # the cargo run on before it
    alone: bool = False  # the cargo alone on the line(s) above


def _counts(rng: random.Random) -> dict[str, int] | None:
    if rng.random() < 0.08:
        return None
    total = rng.randint(1, 30)
    negros = rng.randint(0, total // 3)
    pcd = rng.randint(0, min(2, total - negros))
    return {"total": total, "ac": total - negros - pcd, "pcd": pcd, "negros": negros}


def _cell(value: int, rng: random.Random) -> str:
    if value == 0 and rng.random() < 0.15:
        return "–"
    return f"{value:02d}" if rng.random() < 0.1 else str(value)


def _cells(counts: dict[str, int] | None, order: tuple[str, ...], rng: random.Random) -> str:
    if counts is None:
        return " ".join(["CR"] * len(order))
    return " ".join(_cell(counts[role], rng) for role in order)


def _closes(cells: list[str], order: tuple[str, ...]) -> bool:
    if "CR" in cells or "total" not in order:
        return False
    values = dict(zip(order, (int(c) if c.isdigit() else 0 for c in cells), strict=True))
    return values["total"] == sum(v for role, v in values.items() if role != "total")


def _lay(cargo: str, places: list[str], order: tuple[str, ...], rng: random.Random) -> list[list[_Row]]:
    """A cargo's rows grouped by line; after a place ending in a figure that would close with its row's first
    cells, the next row starts a line (in the line's middle, nothing could tell which figures are the counts)."""
    groups: list[list[_Row]] = []
    for place in places:
        counts = _counts(rng)
        if counts is None and place.split()[-1].isdigit():  # "Distrito 4 CR CR CR CR": the pass takes the 4
            counts = {"total": 1, "ac": 1, "pcd": 0, "negros": 0}
        row = _Row(cargo, place, counts, _cells(counts, order, rng))
        before = groups[-1][-1] if groups else None
        last = before.place.split()[-1] if before else ""
        ambiguous = last.isdigit() and _closes([last, *before.cells.split()[: len(order) - 1]], order)
        if groups and not ambiguous and rng.random() < 0.45:
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


def _shown(rows: list[_Row]) -> set[str]:
    """The places the stage takes as shown (its `_shown`, from the layout)."""
    texts = [f"{r.cargo} {r.place}" if r.attached else r.place for r in rows]
    opening = [t for r, t in zip(rows, texts, strict=True) if not r.pos and not r.alone]
    after = {r.place for r in rows if r.pos} | {t for t in opening if opening.count(t) >= 2}
    under = {r.place for r in rows if not r.pos and r.alone} - after
    return after | {u for u in under if sum(t == u or t.endswith(" " + u) for t in texts) >= 2}


def _page_break(page: int, header: str) -> list[str]:
    return [FOOTER.format(n=page), RUNNING_HEAD, header]


def _header(rng: random.Random) -> tuple[str, tuple[str, ...]]:
    name_label, place_label = rng.choice(HEADERS)
    order = rng.choice(ORDERS)
    labels = [rng.choice(ROLE_LABELS[role]) for role in order]
    return " ".join([name_label, place_label, *(["VAGAS"] if rng.random() < 0.5 else []), *labels]), order


def _draw(rng: random.Random, order: tuple[str, ...]) -> tuple[list[tuple[str, list[list[_Row]], bool]], list[_Row]]:
    """The cargos' rows laid by line: whether each cargo stands alone above them, its rows' places in order."""
    laid: list[tuple[str, list[list[_Row]], bool]] = []
    places = rng.sample(PLACES, rng.randint(3, 8))
    for cargo in rng.sample(CARGOS, rng.randint(2, 7)):
        groups = _lay(cargo, rng.sample(places, rng.randint(1, min(5, len(places)))), order, rng)
        alone = rng.random() < 0.45
        for n, group in enumerate(groups):
            for pos, row in enumerate(group):
                row.pos, row.alone, row.attached = pos, alone and n == 0 and pos == 0, not alone and n == 0 and pos == 0
        laid.append((cargo, groups, alone))
    rows = [row for _, groups, _ in laid for group in groups for row in group]
    shown = _shown(rows)
    for at, (cargo, groups, _) in enumerate(laid):
        first = groups[0][0]
        if first.attached and first.place not in shown:  # nothing tells the name from the place: drawn alone
            first.attached, first.alone = False, True
            laid[at] = (cargo, groups, True)
    return laid, rows


def runon_places(rng: random.Random) -> Case:
    """One edital of the class, with its right reading: some line runs rows on, or (read so only when every
    place is shown) cargos alone over their places' rows."""
    header, order = _header(rng)
    while True:
        laid, rows = _draw(rng, order)
        shown = _shown(rows)
        if any(r.pos for r in rows) or (any(r.alone for r in rows) and all(r.place in shown for r in rows)):
            break
    body, page = [header], 1
    for at, (cargo, groups, alone) in enumerate(laid):
        if at and rng.random() < 0.08:
            page += 1
            body += _page_break(page, header)
        if alone:
            words = cargo.split()
            cut = rng.randint(1, len(words) - 1) if len(words) > 2 and rng.random() < 0.3 else len(words)
            body += [" ".join(words[:cut]), *([" ".join(words[cut:])] if cut < len(words) else [])]
        for n, group in enumerate(groups):
            if n and rng.random() < 0.12:
                page += 1
                body += _page_break(page, header)
            cells = [part for row in group for part in (row.place, row.cells)]
            for row in group:
                row.line = len(body)
            body.append(" ".join(([cargo] if n == 0 and not alone else []) + cells))
    return _finish(body, rows, _shown(rows), order, rng)


def _finish(body: list[str], rows: list[_Row], shown: set[str], order: tuple[str, ...], rng: random.Random) -> Case:
    """The edital around the quadro, and its entries (proven where the place is shown, its line's rows too)."""
    doubted_lines = {r.line for r in rows if r.place not in shown}
    if rng.random() < 0.7:
        sums = {role: sum(r.counts[role] for r in rows if r.counts) for role in order}
        body.append(" ".join([rng.choice(["TOTAL GERAL", "TOTAL", "Total"]), *(str(sums[r]) for r in order)]))
    entries = [
        Entry(f"{r.cargo} – {r.place}", r.counts["total"], r.counts["negros"], r.line not in doubted_lines)
        for r in rows
        if r.counts is not None and r.counts["total"]
    ]
    intro = "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos e a distribuição das vagas constam do quadro a seguir.\nQUADRO DE VAGAS"
    return Case(f"{HEAD}{intro}\n" + "\n".join(body) + TAIL, entries)
