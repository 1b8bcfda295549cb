"""Editais whose vacancies are given by place, drawn at random with their right readings.

- `stacked_places`: a prefeitura's quadro (FUNDEP's layout): one column per place of lotação summed
  into a TOTAL, then the reserves for PcD and negros counted inside the total; the header on one line
  or stacked over several (a spanning "VAGAS POR LOCAL DE LOTAÇÃO", the places' names wrapped a word
  or two a line), codes, names wrapped below or above their counts, dashes for zero, zero-padded counts, a page
  break between two rows, a TOTAL row, the notes saying the reserves are included, a pay table after it.
- `restated_by_place`: a cargo's vacancies by place ("Quadro I", no reserve column), then the same
  cargos split by modalidade ("Quadro II": AC, PcD, negros, total), in one table or two (one per
  nível); or a second table of other cargos.

Each returns a `Case`: the text, and per cargo its name, vacancies and reserve for negros, and whether
the text proves the reading (`proven`: a position may be confirmed only then).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

HEAD = (
    "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE\nCONCURSO PÚBLICO – EDITAL Nº 02/2025\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O Concurso Público será regido por este Edital.\n"
)
TAIL = "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão realizadas exclusivamente pela internet.\n"
NAMES = [
    "Agente Comunitário de Saúde",
    "Auxiliar de Serviços Gerais",
    "Motorista de Veículos Pesados",
    "Professor de Educação Básica",
    "Técnico em Enfermagem",
    "Fiscal Sanitário",
    "Analista em Saúde – Farmácia",
    "Técnico em Saúde – Radiologia",
    "Assistente Administrativo",
    "Engenheiro Civil",
    "Nutricionista",
    "Operador de Máquinas",
]
#: Places of lotação, some of several words (printed a word or two a line in a stacked header).
PLACES = [
    "Sede",
    "Córrego Fundo",
    "São João do Brejo",
    "Distrito de Pedras",
    "Vila Nova",
    "Fortaleza",
    "Norte",
    "Cariri",
    "Sertão Central",
    "Litoral Jaguaribe",
    "Zona Rural",
    "Barra",
]
SPANS = ["VAGAS POR LOCAL DE LOTAÇÃO", "Vagas por localidade", "VAGAS POR DISTRITO", ""]
RESERVE_LABELS = {
    "pcd": ["PcD*", "PcD", "PCD (1)", "Deficiência"],
    "negros": ["Negros**", "Negros", "PN", "Cotas raciais", "Candidatos negros"],
}
TOTALS = ["TOTAL", "Total", "Total de vagas"]


@dataclass
class Entry:
    name: str
    vacancies: int
    negros: int | None
    proven: bool = True


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def _cell(value: int, rng: random.Random, dashes: bool) -> str:
    return "-" if value == 0 and dashes else (f"{value:02d}" if rng.random() < 0.15 else str(value))


def _figures(rng: random.Random) -> tuple[int, int, int]:
    """(total, pcd, negros) of a cargo."""
    total = rng.randint(1, 40)
    negros = total * rng.choice((20, 25, 30)) // 100
    pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
    return total, pcd, negros


def _stacked_header(places: list[str], lead: list[str], total: str, reserves: list[str], rng) -> list[str]:
    """The header over several lines: a spanning label, the text columns and the total, the places'
    words a line at a time beside the reserves."""
    span = rng.choice(SPANS)
    reserved = rng.choice(["VAGAS RESERVADAS", "Reserva de vagas", ""])
    top = " ".join(x for x in (span, reserved) if x)
    rows = [" ".join(lead + [total])]
    split = [p.split() for p in places]
    depth = max(len(words) for words in split)
    cut = [[" ".join(w[:1]), " ".join(w[1:])] if depth > 1 else [" ".join(w), ""] for w in split]
    first = " ".join(c[0] for c in cut)
    second = " ".join(c[1] for c in cut if c[1])
    if rng.random() < 0.5:
        rows.append(" ".join([first, *reserves]))
    else:
        rows[0] = " ".join(lead + [first, total])
        rows.append(" ".join(reserves))
    if second:
        rows.append(second)
    return ([top] if top else []) + rows


def stacked_places(rng: random.Random) -> Case:
    """See the module docstring."""
    places = rng.sample(PLACES, rng.randint(2, 4))
    roles = rng.choice([["pcd", "negros"], ["negros", "pcd"], ["negros"]])
    reserves = [rng.choice(RESERVE_LABELS[r]) for r in roles]
    total = rng.choice(TOTALS)
    coded = rng.random() < 0.6
    lead = (["Cód."] if coded else []) + [rng.choice(["Cargo", "CARGO", "Emprego"])]
    dashes = rng.random() < 0.6
    one_line = all(" " not in p for p in places) and rng.random() < 0.4
    header = (
        [" ".join(lead + places + [total] + reserves)]
        if one_line
        else _stacked_header(places, lead, total, reserves, rng)
    )
    lines, entries, sums = ["1.2 QUADRO DE VAGAS", ""] + header, [], [0] * (len(places) + 1 + len(roles))
    for n, name in enumerate(rng.sample(NAMES, rng.randint(2, 6))):
        vacancies, pcd, negros = _figures(rng)
        figures = {"pcd": pcd, "negros": negros}
        values = [*_split(vacancies, len(places), rng), vacancies, *(figures[r] for r in roles)]
        sums = [a + b for a, b in zip(sums, values)]
        words = name.split()
        code = [str(101 + n)] if coded else []
        cells = [_cell(v, rng, dashes) for v in values]
        wrap = rng.random() if len(words) >= 3 and words[-2] in ("de", "em") else 1
        if wrap < 0.3:
            lines += [" ".join(code + words[:-1] + cells), words[-1]]  # the name wrapped below its counts
        elif wrap < 0.5:
            lines += [" ".join(code + words[:-1]), " ".join([words[-1], *cells])]  # above its counts
        else:
            lines.append(" ".join(code + [name] + cells))
        entries.append(Entry(name, vacancies, negros))
        if n == 1 and rng.random() < 0.2:  # a page's foot and the next page's head between two rows
            lines += ["FUNDEP – Gestão de Concursos Página 3 de 41", "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE"]
    if rng.random() < 0.6:
        lines.append(" ".join(["TOTAL", *map(str, sums)]))
    if rng.random() < 0.6:
        lines += ["", "* Vagas reservadas a pessoas com deficiência, incluídas no total de vagas do cargo."]
        lines += ["** Vagas reservadas a candidatos negros, incluídas no total de vagas do cargo."]
    if rng.random() < 0.5:
        lines += ["", "1.3 QUADRO DE VENCIMENTOS", "Cargo Escolaridade Vencimento (R$) Jornada"]
        lines += [f"{e.name} Ensino Médio {rng.randint(1500, 9000)},00 40h" for e in entries]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)


def _modalidade(rows: list[tuple[str, int, int, int]], rng: random.Random) -> list[str]:
    """A table of (name, total, pcd, negros) by modalidade: AC, PcD, negros and the total in some order."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = roles + ["total"] if rng.random() < 0.7 else ["total", *roles]
    labels = {"open": "AMPLA CONCORRÊNCIA", "pcd": "PESSOAS COM DEFICIÊNCIA", "negros": "NEGROS", "total": "TOTAL"}
    out = [" ".join(["CARGO / ESPECIALIDADE", *(labels[r] for r in roles)])]
    sums = dict.fromkeys(roles, 0)
    for name, total, pcd, negros in rows:
        figures = {"open": total - pcd - negros, "pcd": pcd, "negros": negros, "total": total}
        out.append(" ".join([name, *(_cell(figures[r], rng, True) for r in roles)]))
        sums = {r: sums[r] + figures[r] for r in roles}
    if rng.random() < 0.6:
        out.append(" ".join(["TOTAL", *(str(sums[r]) for r in roles)]))
    return out


def restated_by_place(rng: random.Random) -> Case:
    """See the module docstring."""
    names = rng.sample(NAMES, rng.randint(2, 6))
    places = [p for p in rng.sample(PLACES, rng.randint(2, 5)) if len(p.split()) <= 2]
    while len(places) < 2:
        places.append(rng.choice(["Sede", "Norte", "Barra"]))
        places = list(dict.fromkeys(places))
    rows = [(name, *_figures(rng)) for name in names]
    first = [" ".join(["CARGO / ESPECIALIDADE", *(p.split()[0].upper() for p in places), "TOTAL"])]
    if any(" " in p for p in places):
        first.append(" ".join(p.split()[1].upper() for p in places if " " in p))
    sums = [0] * (len(places) + 1)
    for name, total, _, _ in rows:
        values = [*_split(total, len(places), rng), total]
        sums = [a + b for a, b in zip(sums, values)]
        first.append(" ".join([name, *(_cell(v, rng, True) for v in values)]))
    if rng.random() < 0.6:
        first.append(" ".join(["TOTAL", *map(str, sums)]))
    others = rng.random() < 0.2  # the second table lists other cargos: both are read
    second_rows = [(n, *_figures(rng)) for n in rng.sample([n for n in NAMES if n not in names], 2)] if others else rows
    lines = ["2. DOS CARGOS E DAS VAGAS", "2.1 As vagas, por cargo e por local de lotação, são as do Quadro I:", ""]
    lines += ["QUADRO I – DISTRIBUIÇÃO DAS VAGAS POR LOCAL DE LOTAÇÃO", "", *first, ""]
    lines += ["2.2 As vagas de cada cargo distribuem-se entre as modalidades de concorrência conforme o Quadro II.", ""]
    lines += ["QUADRO II – DISTRIBUIÇÃO DAS VAGAS POR MODALIDADE DE CONCORRÊNCIA", ""]
    cut = rng.randint(1, len(second_rows) - 1) if rng.random() < 0.3 else len(second_rows)
    lines += _modalidade(second_rows[:cut], rng)
    if cut < len(second_rows):  # the modalidade split in two tables, one per nível
        lines += ["", "NÍVEL SUPERIOR", *_modalidade(second_rows[cut:], rng)]
    entries = [Entry(n, t, x) for n, t, _, x in second_rows]
    if others:
        entries += [Entry(n, t, None) for n, t, _, _ in rows]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
