"""A quadro as a Markdown pipe table, drawn at random with its right reading: the class of
`tables/pipe_table.py`.

`pipe_table(rng)` writes the quadro as one of the producers that write pipe tables lays it out:
html2text (no framing pipes, "Cargo| Lotação| AC", two spaces at each line's end, the caption glued to
the first header cell at times, "QUADRO DE VAGAS Cargo| …", long rows wrapped onto a second line at a
space, inside a cell or between two), pandoc `-t gfm` (framed, the pipes aligned in columns, a cell over
rows left blank in the rows it covers, the "Vagas" cell over the counts a first header row with the
counts' labels a second row under the rule), pandoc `-t markdown` (framed, alignment colons in the
rule) or a copy from GitHub (framed, unaligned). The columns, in random order within their kinds: the
cargo's name, its specialty or área at times, its place (lotação, campus, município) at times, a code,
text columns (requisitos, salário, carga horária, regime) at times, then the counts: ampla concorrência,
PcD at times, the negros' (or Lei 15.142's pretos e pardos, indígenas and quilombolas), the total, the
cadastro at times, in any order. A cargo at several places (a row a place), a cargo with several áreas;
a cadastro-only row at times; a totals row at times; the quadro cut in two at times (a page's or a
section's break: the header again over the second part).

The right reading: each row its total and its negros, named by its cargo (and área) and place; every
row proven by its cells. A `broken` quadro (html2text with a rowspan: a row one cell short, its cells
shifted) must confirm nothing wrong.
"""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = [
    "Agente Fiscal",
    "Assistente Administrativo",
    "Analista de Sistemas",
    "Advogado",
    "Contador",
    "Engenheiro Civil",
    "Motorista",
    "Técnico em Enfermagem",
    "Auxiliar de Serviços Gerais",
    "Professor de Educação Básica",
]
AREAS = ["Matemática", "Língua Portuguesa", "Geografia", "Química", "Informática – Redes", "Letras – Inglês"]
PLACES = ["Sede – Florianópolis", "Inspetoria de Joinville", "Campus Petrolina", "Zona Rural", "Distrito Norte"]
NAME_LABELS = ["Cargo", "Emprego", "CARGO", "Cargo/Função"]
AREA_LABELS = ["Especialidade", "Área de atuação", "Área"]
PLACE_LABELS = ["Lotação", "Campus", "Município", "Local de lotação", "Unidade"]
TEXT = {
    "Requisitos mínimos": ["Ensino médio completo", "Graduação em Engenharia Civil e registro no CREA"],
    "Salário": ["R$ 3.712,18", "R$ 7.233,40"],
    "Carga horária": ["40h", "20h semanais"],
    "Regime de trabalho": ["40h DE", "20h"],
    "Código": ["101", "PET-02", "C-3"],
}
LABELS = {
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Vagas negros"],
    "pp": ["PPP", "Pretos e pardos", "Pretas e pardas"],
    "pi": ["PI", "Indígenas"],
    "pq": ["PQ", "Quilombolas"],
    "total": ["Total", "Total de vagas"],
    "cr": ["CR", "Cadastro de reserva"],
}
CAPTIONS = ["QUADRO DE VAGAS", "Quadro I – Distribuição das vagas", "ANEXO I – QUADRO DE VAGAS"]
PRODUCERS = ["html2text", "gfm", "markdown", "github"]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: bool = False


def _zero(rng: random.Random) -> str:
    return rng.choice(["0", "–", "-", "00", "0"])


def _figures(rng: random.Random, roles: list[str]) -> dict[str, int]:
    values = {r: rng.randint(0, 2) for r in roles if r in ("pcd", "pp", "pi", "pq", "negros")}
    values["open"] = rng.randint(1, 12)
    values["total"] = sum(values.values())
    if "cr" in roles:
        values["cr"] = rng.randint(0, 20)
    return values


def _cell(value: int, rng: random.Random) -> str:
    return _zero(rng) if value == 0 else (f"{value:02d}" if rng.random() < 0.2 else str(value))


def _plan(rng: random.Random) -> tuple[list[tuple[str, str]], list[str]]:
    """The columns (kind, label) and the count roles."""
    columns = [("name", rng.choice(NAME_LABELS))]
    if rng.random() < 0.4:
        columns.append(("area", rng.choice(AREA_LABELS)))
    if rng.random() < 0.5:
        columns.insert(rng.choice([0, len(columns)]), ("place", rng.choice(PLACE_LABELS)))
    for label in rng.sample(sorted(TEXT), rng.randint(0, 2)):
        columns.insert(rng.randint(0, len(columns)), ("text", label))
    groups = ["pp", "pi", "pq"] if rng.random() < 0.5 else ["negros"]
    roles = ["open", *(["pcd"] if rng.random() < 0.7 else []), *groups, "total"]
    rng.shuffle(roles)
    if rng.random() < 0.4:
        roles.append("cr")
    return columns + [("count", role) for role in roles], roles


def _rows(rng: random.Random, columns, roles) -> tuple[list[list[str]], list[Entry]]:
    kinds = [k for k, _ in columns]
    out, entries = [], []
    cargos = rng.sample(CARGOS, rng.randint(2, 5))
    for cargo in cargos:
        subs = rng.sample(AREAS, rng.randint(1, 3)) if "area" in kinds else [None]
        places = rng.sample(PLACES, rng.randint(1, 3)) if "place" in kinds else [None]
        for area in subs:
            for place in places:
                figures = _figures(rng, roles)
                cadastro = "cr" in roles and rng.random() < 0.1
                if cadastro:
                    figures = {r: 0 for r in figures} | {"cr": rng.randint(1, 9)}
                row = []
                for kind, label in columns:
                    if kind == "name":
                        row.append(cargo)
                    elif kind == "area":
                        row.append(area)
                    elif kind == "place":
                        row.append(place)
                    elif kind == "text":
                        row.append(rng.choice(TEXT[label]))
                    else:
                        row.append(_cell(figures[label], rng))
                out.append(row)
                name = " – ".join(x for x in (cargo, area, place) if x)
                negros = sum(figures.get(r, 0) for r in ("negros", "pp", "pi", "pq"))
                if not cadastro:
                    entries.append(Entry(name, figures["total"], negros))
    return out, entries


def _blank_spans(rows: list[list[str]], columns) -> None:
    """pandoc's rowspan: a name, área or place cell equal to the one above left blank; an área or place
    only where every such cell to its left is blank too (a cell spans rows within the one to its left)."""
    for k in range(len(rows) - 1, 0, -1):
        left_blank = True
        for j, (kind, _) in enumerate(columns):
            if kind not in ("name", "area", "place"):
                continue
            same = rows[k][j] == rows[k - 1][j]
            if same and (kind == "name" or left_blank):
                rows[k][j] = ""
            left_blank = left_blank and not rows[k][j]


def _framed(cells: list[str], widths: list[int] | None) -> str:
    if widths is None:
        return "| " + " | ".join(cells) + " |"
    return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + " |"


def _html2text(header: list[str], rows: list[list[str]], rng: random.Random, caption: str | None) -> list[str]:
    width = rng.choice([10_000, 10_000, 78, 72, 64])
    head = "| ".join(header)
    out = [f"{caption} {head}" if caption else head, "|".join(["---"] * len(header))]
    out += ["| ".join(row) for row in rows]
    wrapped = []
    for line in out:
        pieces = textwrap.wrap(line, width, break_long_words=False, break_on_hyphens=False) if line else [line]
        wrapped += [p + "  " for p in pieces]
    return wrapped


def _framed_table(header, rows, rng: random.Random, producer: str, vagas_split: bool) -> list[str]:
    head_rows = [header]
    if vagas_split:
        first = next(k for k, label in enumerate(header) if label in _COUNT_LABELS)
        top = [label if k < first else "" for k, label in enumerate(header)]
        top[first] = "Vagas"
        sub = ["" if k < first else label for k, label in enumerate(header)]
        head_rows = [top, sub]
    aligned = producer == "gfm"
    widths = [max(len(r[k]) for r in [*head_rows, *rows]) for k in range(len(header))] if aligned else None
    if producer == "markdown":
        rule = "|" + "|".join(rng.choice([":---", "---:", ":---:", "-----"]) for _ in header) + "|"
    elif aligned:
        rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    else:
        rule = "| " + " | ".join("---" for _ in header) + " |"
    out = [_framed(head_rows[0], widths), rule]
    out += [_framed(r, widths) for r in head_rows[1:]]
    return out + [_framed(r, widths) for r in rows]


def _totals(rows: list[list[str]], columns, rng: random.Random) -> list[str]:
    """The totals row: "Total" in its first cell (or the name's), each count column's sum."""
    at = 0 if rng.random() < 0.5 else next(k for k, (kind, _) in enumerate(columns) if kind == "name")
    out = []
    for k, (kind, _) in enumerate(columns):
        if kind == "count":
            out.append(str(sum(int(r[k]) if r[k].isdigit() else 0 for r in rows)))
        else:
            out.append(rng.choice(["Total", "TOTAL", "Total geral"]) if k == at else "")
    return out


_COUNT_LABELS = {label for labels in LABELS.values() for label in labels}


def pipe_table(rng: random.Random) -> Case:
    columns, roles = _plan(rng)
    labels = {role: rng.choice(LABELS[role]) for role in roles}
    rows, entries = _rows(rng, columns, roles)
    header = [labels[label] if kind == "count" else label for kind, label in columns]
    columns = [(kind, labels[label] if kind == "count" else label) for kind, label in columns]
    producer = rng.choice(PRODUCERS)
    broken = False
    if producer != "html2text":
        if rng.random() < 0.6:
            _blank_spans(rows, columns)
        vagas_split = producer == "gfm" and rng.random() < 0.4 and columns[-1][0] == "count"
        vagas_split = vagas_split and all(k == "count" for k, _ in columns[len(columns) - len(roles) :])
    elif rng.random() < 0.1:
        first = next(k for k, (kind, _) in enumerate(columns) if kind in ("name", "place", "area", "text"))
        rows[-1] = rows[-1][:first] + rows[-1][first + 1 :]  # a rowspan html2text drops: its cells shifted
        broken = True
    parts = [rows]
    if len(rows) >= 4 and rng.random() < 0.3 and not broken:
        cut = rng.randint(2, len(rows) - 2)
        parts = [rows[:cut], rows[cut:]]
        for j, (kind, _) in enumerate(columns):  # a new table states its first row's cells whole
            if kind in ("name", "area", "place") and not parts[1][0][j]:
                parts[1][0][j] = next(r[j] for r in reversed(rows[:cut]) if r[j])
    total = rng.random() < 0.4 and not broken
    lines = ["2. DAS VAGAS", "", "2.1 Os cargos e as vagas são os seguintes:", ""]
    for n, part in enumerate(parts):
        if n:
            lines += ["", rng.choice(["Página 2 de 9", "## NÍVEL MÉDIO", "(continuação)"]), ""]
        body = part
        if total and n == len(parts) - 1:
            body = [*part, _totals(rows, columns, rng)]
        if producer == "html2text":
            caption = rng.choice(CAPTIONS) if rng.random() < 0.5 else None
            lines += _html2text(header, body, rng, caption)
        else:
            lines += _framed_table(header, body, rng, producer, vagas_split)
        lines.append("")
    lines.append("AC – ampla concorrência; PcD – pessoas com deficiência; PPP – pessoas pretas e pardas; PI – pessoas")
    lines.append("indígenas; PQ – pessoas quilombolas; CR – cadastro de reserva.")
    return Case(HEAD + "\n".join(lines) + TAIL, [] if broken else entries, broken)
