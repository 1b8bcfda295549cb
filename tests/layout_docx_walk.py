"""A DOCX quadro printed by a python-docx walk (`" | ".join(cell.text for cell in row.cells)`), drawn at
random with its right reading: the class of `tables/docx_walk.py`.

`docx_walk(rng)` writes what such a script prints: a merged cell's text repeated in every grid cell it
covers. The header on one line or two: on two, a spanning label ("VAGAS", "Nº DE VAGAS", "VAGAS
RESERVADAS") repeated over its roles on the upper line, their labels on the lower, the cells spanning both
lines (cargo, place, remuneração, jornada) on both. The cargo's column, at times its place's (ordinals and
dashes: "1ª DIREC – Natal", "12ª DIREC – Mossoró"), a cargo merged down its places repeated on each of
their rows; the counts (total first or last, AC, PcD, negros; zeros at times "–" or blank, at times
zero-padded), a remuneração and a jornada column before or after them at times; a caption merged across
the table's top row at times, a group's title ("NÍVEL SUPERIOR") merged across a row at times; rows of
cadastro de reserva ("CR | – | – | –", or "Cadastro de reserva" merged across the counts); a TOTAL row, its
label repeated over the name columns, at times; the provas' table walked right after it at times (its
header the line after the quadro's last row, of the same count of cells at times).

The right reading: each row with vacancies, its name the cargo's and its place's, its total and its
negros. Proven unless a row's parts do not make its total (`off`: no row of that table is then proven).
"""

from __future__ import annotations

import random

from layout_places import TAIL, Case, Entry

HEAD = (
    "GOVERNO DO ESTADO DO RIO GRANDE DO NORTE\nSECRETARIA DE ESTADO DA EDUCAÇÃO\nEDITAL Nº 001/2026 – SEEC/RN\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso será regido pela Lei estadual nº 11.015/2021.\n"
    "2. DOS CARGOS E DAS VAGAS\n2.1 As vagas são distribuídas conforme o quadro a seguir.\n"
)
CARGOS = [
    "Professor de Língua Portuguesa",
    "Professor de Matemática",
    "Professor de Ciências Biológicas",
    "Professor de História",
    "Professor de Geografia",
    "Professor de Educação Física",
    "Professor de Língua Inglesa",
    "Analista Educacional – Pedagogia",
    "Técnico em Assuntos Educacionais",
    "Assistente Administrativo Escolar",
    "Intérprete de Libras",
    "Nutricionista",
]
PLACES = [
    "1ª DIREC – Natal",
    "2ª DIREC – Parnamirim",
    "3ª DIREC – Nova Cruz",
    "4ª DIREC – São Paulo do Potengi",
    "9ª DIREC – Currais Novos",
    "10ª DIREC – Caicó",
    "12ª DIREC – Mossoró",
    "13ª DIREC – Apodi",
    "15ª DIREC – Pau dos Ferros",
    "Sede – Natal",
]
NAME_LABELS = ["CARGO", "Cargo", "Componente curricular", "Cargo/Função"]
PLACE_LABELS = ["DIREC DE LOTAÇÃO", "Lotação", "LOCAL DE LOTAÇÃO", "Município", "Unidade de lotação"]
SPANS = ["VAGAS", "Nº DE VAGAS", "QUANTITATIVO DE VAGAS", "Vagas"]
ROLE_LABELS = {
    "total": ["TOTAL", "Total"],
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "PCD", "Pessoas com deficiência"],
    "negros": ["NEGROS", "Negros"],
}
PAY = (["REMUNERAÇÃO", "Remuneração inicial", "Vencimento (R$)"], ["R$ 4.867,77", "R$ 3.120,00", "R$ 2.450,10"])
HOURS = (["JORNADA", "Carga horária semanal", "CH"], ["30h", "40 horas", "20h semanais"])
GROUPS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO"]
#: The provas' table, walked right after the quadro (its cells cut to the quadro's count, or not).
PROVAS = [
    ["Prova", "Prova", "Disciplina", "Nº de questões", "Peso", "Pontuação máxima", "Caráter", "Duração", "Turno"],
    ["P1", "P1", "Língua Portuguesa", "15", "2,0", "30,00", "Eliminatório", "4h", "Manhã"],
    ["P2", "P2", "Conhecimentos Específicos", "20", "2,75", "55,00", "Eliminatório", "4h", "Manhã"],
]


def _zero(n: int, rng: random.Random, style: str) -> str:
    if n == 0 and style in ("–", ""):
        return style
    return f"{n:02d}" if style == "pad" else str(n)


def _rows(rng: random.Random, placed: bool) -> list[tuple[str, str, int | None]]:
    """(cargo, place or "", total or None for a CR row), each cargo over one to three places."""
    out = []
    for cargo in rng.sample(CARGOS, rng.randint(2, 6)):
        places = rng.sample(PLACES, rng.randint(1, 3)) if placed else [""]
        for place in places:
            out.append((cargo, place, None if rng.random() < 0.08 else rng.randint(1, 20)))
    return out


def _counts(total: int, rng: random.Random) -> dict[str, int]:
    negros = (total * 20 + 50) // 100 if total >= 3 else 0
    pcd = 1 if total >= 5 and rng.random() < 0.8 else 0
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def _header(rng: random.Random, names: list[str], roles: list[str], texts: list[tuple[int, str]]) -> list[list[str]]:
    """The header's lines: one, or two with a spanning label over the roles (the total at times apart)."""
    labels = {role: rng.choice(ROLE_LABELS[role]) for role in roles}
    lines = 1 if rng.random() < 0.3 else 2
    if lines == 1:
        counts = [labels[r] for r in roles]
        line = [*names, *counts]
        if rng.random() < 0.5:
            line = [names[0], *names, *counts]  # the cargo's label over the cargo and its especialidade
        return [_with_texts(line, texts, len(line) - len(counts))]
    span = rng.choice(SPANS)
    apart = "total" if rng.random() < 0.3 else None  # the total's cell over both lines, the span over the rest
    reserved = rng.random() < 0.4 and abs(roles.index("pcd") - roles.index("negros")) == 1
    if reserved:  # "VAGAS RESERVADAS" over PcD and negros, the other roles' cells over both lines
        up = ["VAGAS RESERVADAS" if r in ("pcd", "negros") else labels[r] for r in roles]
    else:
        up = [labels[r] if r == apart else span for r in roles]
    first = len(names)
    return [_with_texts([*names, *up], texts, first), _with_texts([*names, *(labels[r] for r in roles)], texts, first)]


def _with_texts(cells: list[str], texts: list[tuple[int, str]], first_count: int) -> list[str]:
    """`cells` with the text columns (remuneração, jornada) put before the counts or after them."""
    before = [label for at, label in texts if at == 0]
    after = [label for at, label in texts if at == 1]
    return [*cells[:first_count], *before, *cells[first_count:], *after]


def docx_walk(rng: random.Random) -> Case:
    placed = rng.random() < 0.8
    names = [rng.choice(NAME_LABELS)] + ([rng.choice(PLACE_LABELS)] if placed else [])
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    kinds = [kind for kind in (PAY, HOURS) if rng.random() < 0.5]
    texts = [(rng.randint(0, 1), rng.choice(kind[0])) for kind in kinds]
    values = [rng.choice(kind[1]) for kind in kinds]
    head = _header(rng, names, roles, texts)
    doubled = len(head[0]) > len(names) + len(roles) + len(texts)  # one header line: the cargo's label twice
    style = rng.choice(["plain", "pad", "–", ""])
    rows = _rows(rng, placed)
    counted = [k for k, row in enumerate(rows) if row[2] is not None]
    off = bool(counted) and rng.random() < 0.1
    broken = rng.choice(counted) if off else -1  # a row whose parts do not make its total
    entries: list[Entry] = []
    body: list[list[str]] = []
    sums = dict.fromkeys(roles, 0)
    group_at = rng.randrange(len(rows)) if rng.random() < 0.2 else -1
    width = len(head[0])
    for k, (cargo, place, total) in enumerate(rows):
        if k == group_at:
            body.append([rng.choice(GROUPS)] * width)
        name_cells = [cargo, *([place] if placed else [])]
        if doubled:
            name_cells = [cargo, rng.choice([cargo, "Anos finais", "Ensino médio"])] + name_cells[1:]
        if total is None and rng.random() < 0.3:
            counts = [rng.choice(["Cadastro de reserva", "CADASTRO RESERVA"])] * len(roles)  # merged across
        elif total is None:
            counts = ["CR" if r == "total" else rng.choice(["–", ""]) for r in roles]
        else:
            got = _counts(total, rng)
            if k == broken:
                got["open"] += 1
            counts = [_zero(got[r], rng, style) for r in roles]
            for r in roles:
                sums[r] += got[r]
            shown = " – ".join(dict.fromkeys(name_cells))
            entries.append(Entry(shown, total, got["negros"], proven=not off))
        body.append(_with_texts([*name_cells, *counts], list(zip([at for at, _ in texts], values)), len(name_cells)))
    lines = [*head, *body]
    if rng.random() < 0.6:
        label = rng.choice(["TOTAL", "Total", "TOTAL GERAL"])
        name_cells = [label] * (len(head[0]) - len(roles) - len(texts))
        fill = [(at, rng.choice(["–", ""])) for at, _ in texts]
        lines.append(_with_texts([*name_cells, *(str(sums[r]) for r in roles)], fill, len(name_cells)))
    if rng.random() < 0.2:
        lines.insert(0, ["QUADRO DE VAGAS"] * width)
    if rng.random() < 0.3:  # the next table the script walked, right after: the provas'
        lines += [cells[: len(lines[-1])] for cells in PROVAS]
    text = "\n".join(" | ".join(cells) for cells in lines)
    return Case(HEAD + text + "\n2.2 CR: cadastro de reserva." + TAIL, entries)
