"""A quadro of places with a column counting something else beside the vacancies ("Famílias cadastradas" per
microárea, "População estimada", "Nº de alunos"), as pypdf gives a Word or HTML table: one line a row, its
cells parted by single spaces; drawn at random with its right reading: the class of `tables/tally_column.py`.

- `tally_column(rng)`: a title, then a one-line header: a code's label or none, the place's label, a text
  column of the places covered or none, the tally's label and the count labels ("Vagas" alone, or a total
  with its parts), the tally before the counts or after them; rows with a code or none, a name that may end
  in a number ("Microárea 04"), the places covered at times (justified cells give double spaces), the tally
  (at times with a thousands' dot) and the counts ("01", "–" for none); at times the header printed again
  on the next page, the row it cut going on under it; a TOTAL row at times ("TOTAL", "TOTAL GERAL", the
  cargo's initials, "TOTAL ACS"), the tallies' sum in it. Each row is an entry: its vacancies and its
  reserve for negros (0 where the quadro has no reserve column), proven where a total and its parts are
  printed.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

TEAMS = ["Centro", "São José", "Sítio Cabeça de Boi", "Distrito de Jurema Preta", "Alto do Cruzeiro", "Vila Nova"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII"]
SCHOOLS = ["Escola Municipal Dom Pedro II", "Escola Municipal Santa Rita", "Creche Pingo de Gente", "EMEF Vale Verde"]
ZONES = [
    "Zona Urbana (Sede)",
    "Zona Rural e Distritos",
    "Distrito de Pedra Branca",
    "Povoado Lagoinha",
    "Assentamento Chico Mendes",
]
COVERED = [
    "Rua do Comércio, Rua Duque de Caxias, Praça da Matriz",
    "Bairro Alto do Cruzeiro (ruas A a F)",
    "Conjunto Habitacional Novo Horizonte",
    "Loteamento Vila Bela e Travessa do Açude",
    "Sítios Caldeirão e Pedra Branca",
    "Vila de Jurema Preta (área urbana do distrito)",
    "Bairro Cohab II",
]
NAME_LABELS = [
    "Equipe de Saúde da Família / Microárea",
    "Microárea",
    "Unidade de Saúde / Microárea",
    "Localidade",
    "Área",
]
TALLIES = [
    "Famílias cadastradas",
    "Nº de famílias",
    "Famílias acompanhadas",
    "População estimada",
    "Habitantes",
    "Nº de alunos",
    "Domicílios",
    "Imóveis cadastrados",
    "Alunos matriculados",
    "Nº de leitos",
]
COUNTS = [
    ["Vagas"],
    ["Total de vagas", "Ampla concorrência", "PcD", "Negros"],
    ["Total", "AC", "PcD", "Negros"],
    ["AC", "PcD", "Negros", "Total"],
    ["Total", "AC", "Negros"],
]


def _name(rng: random.Random, kind: int, n: int) -> str:
    if kind == 0:
        return f"ESF {ROMAN[n % len(ROMAN)]} – {rng.choice(TEAMS)} – Microárea {n + 1:02d}"
    if kind == 1:
        return f"{rng.choice(SCHOOLS)} – Unidade {n + 1}"
    return f"{ZONES[n % len(ZONES)]} – Setor {n + 1}"


def _justified(text: str, rng: random.Random) -> str:
    """A justified cell's words as pypdf may give them, two spaces apart at times."""
    return text.replace(" ", "  ") if rng.random() < 0.2 else text


def _tally(value: int, rng: random.Random) -> str:
    return f"{value // 1000}.{value % 1000:03d}" if value >= 1000 and rng.random() < 0.5 else str(value)


def _counts(labels: list[str], rng: random.Random) -> list[int]:
    if len(labels) == 1:
        return [rng.randint(1, 3)]
    total = rng.randint(1, 12)
    negros = total * 20 // 100 + (1 if total >= 3 and rng.random() < 0.3 else 0)
    pcd = 1 if total >= 5 and "PcD" in labels else 0
    open_ = total - negros - pcd
    by = {"Total de vagas": total, "Total": total, "Vagas": total, "Ampla concorrência": open_, "AC": open_}
    by.update({"PcD": pcd, "Negros": negros})
    return [by[label] for label in labels]


def _cell(value: int, dash: str, pad: bool) -> str:
    return dash if value == 0 else f"{value:02d}" if pad else str(value)


def tally_column(rng: random.Random) -> Case:
    """See the module's docstring."""
    coded = rng.random() < 0.7
    covered = rng.random() < 0.6
    after = rng.random() < 0.25
    counts = rng.choice(COUNTS)
    tally = rng.choice(TALLIES)
    kind = rng.randrange(3)
    labels = (["Código"] if coded else []) + [rng.choice(NAME_LABELS)] + (["Localidades abrangidas"] if covered else [])
    labels += [*counts, tally] if after else [tally, *counts]
    header = " ".join(labels)
    dash, pad = rng.choice(["–", "-", "0"]), rng.random() < 0.6
    lines = [
        "ANEXO I – QUADRO DE VAGAS",
        f"I.1 {rng.choice(['AGENTE COMUNITÁRIO DE SAÚDE', 'PROFESSOR', 'AGENTE DE ENDEMIAS'])} – VAGAS POR LOCALIDADE",
        header,
    ]
    n_rows = rng.randint(2, 9)
    cut_at = rng.randrange(1, n_rows) if rng.random() < 0.4 else None
    entries, tallies, sums = [], 0, [0] * len(counts)
    for n in range(n_rows):
        name = _name(rng, kind, n)
        figures = _counts(counts, rng)
        value = rng.randint(40, 2600)
        tallies += value
        sums = [a + b for a, b in zip(sums, figures)]
        cells = [_cell(v, dash, pad) for v in figures]
        tally_cell = _tally(value, rng)
        cells = [*cells, tally_cell] if after else [tally_cell, *cells]
        code = f"{101 + n} " if coded else ""
        place = f" {_justified(rng.choice(COVERED), rng)}" if covered else ""
        total = figures[-1] if counts[-1] == "Total" else figures[0]
        negros = figures[counts.index("Negros")] if "Negros" in counts else 0
        proven = len(counts) > 1
        if n == cut_at and coded and " – " in name:
            head, tail = name.rsplit(" – ", 1)
            head, tail = (head, f"– {tail}") if rng.random() < 0.5 else _split_words(name, rng)
            lines.append(f"{code}{head}{place} " + " ".join(cells))
            lines.append(header)
            lines.append(tail)
            entries.append(Entry(tail.strip("– "), total, negros, proven))
            continue
        if n == cut_at:
            lines.append(header)  # the header printed again on the next page, between two rows
        lines.append(f"{code}{name}{place} " + " ".join(cells))
        entries.append(Entry(name, total, negros, proven))
    if rng.random() < 0.6:
        label = rng.choice(["TOTAL", "TOTAL GERAL", "Total", "TOTAL ACS"])
        total_cells = [str(v) for v in sums]
        total_cells = [*total_cells, str(tallies)] if after else [str(tallies), *total_cells]
        lines.append(f"{label} " + " ".join(total_cells))
    lines += [
        f"Obs.: o número de {tally.lower().removeprefix('nº de ')} tem caráter informativo e não corresponde a vagas.",
        "ANEXO II – ATRIBUIÇÕES DOS EMPREGOS",
        "Exercer as atividades de prevenção de doenças e de promoção da saúde na área de atuação.",
    ]
    return Case("\n".join(lines) + "\n", entries)


def _split_words(name: str, rng: random.Random) -> tuple[str, str]:
    """A name cut by the page at a word: the first words on the row's line, the rest under the header."""
    words = name.split()
    k = rng.randint(2, len(words) - 2)
    return " ".join(words[:k]), " ".join(words[k:])
