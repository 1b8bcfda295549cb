"""A word processor's quadro whose cells hold line breaks, saved as plain text by abiword (`--to=txt`): the class
of `tables/cell_breaks.py`, drawn at random with its right reading.

`cell_breaks(rng)` writes the text abiword gives for such a DOCX: every cell's lines a line each, nothing between
rows. The header a label a line: the cargo's ("Cargo"), the lotação's ("Lotação", "Localidade", "Município"),
the counts' per lotação ("Vagas por lotação", "Nº de vagas por município"), then the count roles (AC, PcD at
times, the negros', a Total column or none, the Total first or last). Per cargo: its name (at times over two
lines: "(nível médio)" under it, a wrap after a joining word, or at any word, which nothing shows), its 1–4
lotações a line each (at times a lotação's own cell broke its name: after a joining word, "São Gonçalo do" /
"Amarante", before a bracket, "Natal" / "(sede)", or at another word, "Currais" / "Novos", which nothing shows),
their counts a line each, or the cargo's total once for all its lotações, then its roles' cells ("05", "–", "0"
at times). A CR row ("CR" and dashes) at times, a TOTAL row at times, a page break between
two rows at times (the page's number, the running head, the header again).

The right reading: each cargo its total and its negros, named by its cargo (its lotações never a name); proven
where the lines' shapes and the counts per lotação both put the cargo's cell where it is (not where a name
wraps at any word, nor where one count stands for several lotações). `Case.places`: every lotação's lines, none
of which a proven row's name may hold.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Agente de Trânsito",
    "Vistoriador de Veículos",
    "Assistente de Trânsito",
    "Analista de Trânsito – Administração",
    "Analista de Trânsito – Direito",
    "Analista de Trânsito – Engenharia Civil",
    "Examinador de Trânsito",
    "Técnico em Enfermagem",
    "Motorista de Veículos Pesados",
    "Fiscal Sanitário",
    "Auxiliar de Serviços Gerais",
    "Assistente Social",
    "Engenheiro Agrônomo",
    "Professor de Educação Física",
]
PLACES = [
    "Natal (sede)",
    "Mossoró",
    "Caicó",
    "Pau dos Ferros",
    "Currais Novos",
    "Parnamirim",
    "Açu",
    "Santa Cruz",
    "João Câmara",
    "Macau",
    "São Gonçalo do Amarante",
    "São José de Mipibu",
    "Ceará-Mirim",
    "Lajes Pintadas",
]
LEVELS = ["(nível médio)", "(nível superior)", "(nível fundamental)"]
PLACE_LABELS = ["Lotação", "LOTAÇÃO", "Localidade", "Município"]
PER_PLACE = ["Vagas por lotação", "Vagas por localidade", "Nº de vagas por município", "VAGAS POR LOTAÇÃO"]
ROLE_LABELS = {
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Vagas reservadas a negros", "Candidatos negros"],
    "total": ["Total", "Total de vagas", "TOTAL"],
}
RUNNING_HEAD = "DEPARTAMENTO ESTADUAL DE TRÂNSITO – EDITAL Nº 01/2026"
CR_NAME = "Analista de Trânsito – Medicina do Tráfego"
_CONNECTORS = ("de", "da", "do", "em", "–")


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    places: set[str] = field(default_factory=set)


def _cell(value: int, rng: random.Random) -> str:
    if value == 0:
        return rng.choice(["–", "-", "0"])
    return f"{value:02d}" if rng.random() < 0.2 else str(value)


def _name_lines(name: str, rng: random.Random) -> tuple[list[str], bool]:
    """The cargo's cell's lines and whether their shapes show where it ends: whole, its nível under it, a wrap
    after a joining word, or a wrap at another word (nothing shows it)."""
    how = rng.choice(["whole", "whole", "level", "level", "connector", "any"])
    words = name.split(" ")
    if how == "level":
        return [name, rng.choice(LEVELS)], True
    told = [k for k in range(1, len(words)) if words[k - 1] in _CONNECTORS]
    other = [k for k in range(1, len(words)) if k not in told and not words[k][0].islower()]
    cuts = told if how == "connector" else other if how == "any" else []
    if not cuts:
        return [name], True
    cut = rng.choice(cuts)
    return [" ".join(words[:cut]), " ".join(words[cut:])], how == "connector"


def _place_lines(place: str, rng: random.Random) -> tuple[list[str], bool]:
    """A lotação's lines in its cell and whether their shapes show it goes on: whole, or broken at a word (after
    a joining word or before a bracket the shapes show it; at another word nothing does)."""
    words = place.split(" ")
    if len(words) < 2 or rng.random() < 0.7:
        return [place], True
    cut = rng.randrange(1, len(words))
    shown = words[cut - 1] in _CONNECTORS + ("dos",) or not words[cut][0].isupper()
    return [" ".join(words[:cut]), " ".join(words[cut:])], shown


def _parts(total: int, pcd: bool) -> dict[str, int]:
    negros = (total * 2 + 5) // 10 if total >= 3 else 0
    disabled = (total + 19) // 20 if pcd and total >= 5 else 0
    return {"total": total, "negros": negros, "pcd": disabled, "open": total - negros - disabled}


def _row(rng: random.Random, name: str, roles: list[str], pcd: bool, lines: list[str]):
    """The cargo's row's lines put on `lines`, its parts, whether the text proves its reading, and its lotações'
    lines."""
    cell, shown = _name_lines(name, rng)
    places = rng.sample(PLACES, rng.randint(1, 4))
    counts = [rng.randint(1, 9) for _ in places]
    parts = _parts(sum(counts), pcd)
    once = len(places) > 1 and rng.random() < 0.2  # the cargo's total given once for its lotações
    per_place = [_cell(parts["total"], rng)] if once else [_cell(c, rng) for c in counts]
    broken = [_place_lines(place, rng) for place in places]
    lines += [*cell, *(line for own, _ in broken for line in own), *per_place, *(_cell(parts[r], rng) for r in roles)]
    return parts, shown and not once and all(told for _, told in broken), [line for own, _ in broken for line in own]


def cell_breaks(rng: random.Random) -> Case:
    pcd = rng.random() < 0.7
    parts = ["open"] + (["pcd"] if pcd else []) + ["negros"]
    shape = rng.choice(["first", "last", "none"])
    roles = ["total", *parts] if shape == "first" else [*parts, "total"] if shape == "last" else parts
    header = ["Cargo", rng.choice(PLACE_LABELS), rng.choice(PER_PLACE)]
    header += [rng.choice(ROLE_LABELS[r]) for r in roles]
    names = rng.sample(NAMES, rng.randint(2, 8))
    cr = rng.randrange(len(names) + 1) if rng.random() < 0.3 else -1
    page = rng.randrange(1, len(names)) if len(names) > 2 and rng.random() < 0.3 else -1
    lines = [*header]
    entries: list[Entry] = []
    places: set[str] = set()
    sums = dict.fromkeys(("total", *parts), 0)
    for k, name in enumerate([*names, ""]):
        if k == page:
            lines += [f"Página {rng.randint(2, 9)} de 12", RUNNING_HEAD, *header]
        if k == cr:
            lines += [CR_NAME, "(nível superior)", "Natal (sede)", "CR"]
            lines += ["CR" if r == "total" else "–" for r in roles]
        if not name:
            break
        found, proven, place_lines = _row(rng, name, roles, pcd, lines)
        entries.append(Entry(name, found["total"], found["negros"], proven))
        places.update(place_lines)
        for role in sums:
            sums[role] += found[role]
    if rng.random() < 0.6:
        lines += [rng.choice(["TOTAL", "Total", "TOTAL GERAL"])]
        lines += ([] if "total" in roles else [str(sums["total"])]) + [str(sums[r]) for r in roles]
    lead = "2.1 Os cargos, as lotações e o número de vagas por lotação são os do quadro a seguir:\n"
    after = "\n2.2 CR: cadastro de reserva. As vagas reservadas são calculadas sobre o total de cada cargo.\n"
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n" + lead + "\n".join(lines) + after + TAIL
    return Case(text, entries, places)
