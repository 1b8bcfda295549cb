"""A quadro of vacancies by place whose places are numbered regional offices, the total per cargo then its
parts, drawn at random with its right reading: the class of `tables/places.py`'s ordinal places.

- `ordinal_places(rng)`: a state secretaria's quadro (SEEC/RN's by DIREC, Seduc's by CRE): the header on
  one line, "Disciplina 1ª DIREC Natal 2ª DIREC Parnamirim … Total Vagas AC Vagas PcD Vagas Negros (20%)",
  each place opened by its ordinal ("1ª", "12ª", "3º"), its label of one to four words after it; each row
  a disciplina's vacancies per place ("–", "-" or "0" where none), their total, then the total's ampla
  concorrência and reserves in any order (AC always there); names of one to three words; a TOTAL row at
  times; a legend under it; then a table of classification limits (figures per number of vacancies,
  no vacancies). Every row is a position whose vacancies are its total, proven by its places' sum and by
  its parts' where the office's abbreviation (of 2 to 4 letters, `legend`'s) is spelled out in the text
  ("Coordenação Regional de Educação (CRE)"), else uncertain: an abbreviation nobody explains may be a
  reserve's column.
- `ordinal_places(rng, broken=True)`: the same with one row's cell one more than its figure, nothing proven;
  at times that row's cells printed before its name and glued to it ("2 6 7 5 1 1Arte", groff's tbl through
  pypdf), so that the row is read as a name's line and not as a row.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

OFFICES = {
    "DIREC": "Diretoria Regional de Educação",
    "CRE": "Coordenação Regional de Educação",
    "DRE": "Diretoria Regional de Ensino",
    "GRE": "Gerência Regional de Educação",
    "NRE": "Núcleo Regional de Educação",
    "Regional": "",
}
TOWNS = ["Natal", "Parnamirim", "Mossoró", "Caicó", "Pau dos Ferros", "Anápolis", "Rio Verde", "São José de Mipibu"]
DISCIPLINAS = [
    "Língua Portuguesa",
    "Matemática",
    "História",
    "Geografia",
    "Língua Inglesa",
    "Arte",
    "Sociologia",
    "Filosofia",
    "Ciências Biológicas",
    "Educação Física",
    "Química",
    "Ensino Religioso",
]
PARTS = {
    "open": ["Vagas AC", "AC", "Ampla concorrência"],
    "pcd": ["Vagas PcD", "PcD"],
    "negros": ["Vagas Negros (20%)", "Negros", "Vagas negros"],
}


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def ordinal_places(rng: random.Random, broken: bool = False) -> Case:
    """See the module's docstring. With `broken`, one row's cell (a place, the total or a part) is one more
    than its right figure: that row adds up no more, and no row of the quadro is proven."""
    office, mark = rng.choice(sorted(OFFICES)), rng.choice(["ª", "º"])
    spelled = bool(OFFICES[office]) and rng.random() < 0.7  # the abbreviation spelled out in the text, or not
    explained = spelled or not OFFICES[office] or len(office) > 4  # a word of 5 letters is no abbreviation
    numbers = sorted(rng.sample(range(1, 17), rng.randint(2, 5)))
    places = [f"{n}{mark} {office} {town}" for n, town in zip(numbers, rng.sample(TOWNS, len(numbers)))]
    roles = rng.choice([["open", "pcd", "negros"], ["open", "negros", "pcd"], ["open", "negros"]])
    labels = [rng.choice(PARTS[r]) for r in roles]
    zero = rng.choice(["–", "-", "0"])
    header = " ".join([rng.choice(["Disciplina", "Cargo", "Componente curricular"]), *places, "Total", *labels])
    lines = ["2.1 As vagas, por disciplina e por regional de lotação, são as do quadro a seguir."]
    if spelled:
        lines = [f"2.1 As vagas, por disciplina e por {OFFICES[office]} ({office}), são as do quadro a seguir."]
    lines, entries = [*lines, "QUADRO 1 – DISTRIBUIÇÃO DAS VAGAS POR DISCIPLINA E REGIONAL", header], []
    sums = [0] * (len(places) + 1 + len(roles))
    names = rng.sample(DISCIPLINAS, rng.randint(2, 8))
    wrong = (rng.randrange(len(names)), rng.randrange(len(places) + 1 + len(roles))) if broken else (-1, -1)
    for row, name in enumerate(names):
        total = rng.randint(1, 40)
        negros = total * 20 // 100 if total >= 3 else 0
        pcd = (total * 5 + 99) // 100 if total >= 5 and "pcd" in roles else 0
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros}
        values = [*_split(total, len(places), rng), total, *(figures[r] for r in roles)]
        if row == wrong[0]:
            values[wrong[1]] += 1
        sums = [a + b for a, b in zip(sums, values, strict=True)]
        cells = [str(v) if v or k >= len(places) else zero for k, v in enumerate(values)]
        glued = row == wrong[0] and rng.random() < 0.5  # pypdf through groff's tbl: the cells, then the name
        lines.append(" ".join(cells) + name if glued else " ".join([name, *cells]))
        entries.append(Entry(name, total, negros, proven=explained and not broken))
    if rng.random() < 0.6:
        lines.append(" ".join(["TOTAL", *map(str, sums)]))
    lines += [
        f"Legenda: AC – ampla concorrência; PcD – pessoas com deficiência. O traço ({zero}) indica que não há vaga."
    ]
    lines += ["", "2.2 Serão classificados, por disciplina, no máximo os candidatos indicados a seguir:"]
    lines += ["Vagas da disciplina Classificados", "1 5", "2 9", "3 14", "4 a 10 4 vezes o número de vagas"]
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
