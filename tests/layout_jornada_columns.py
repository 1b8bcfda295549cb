"""A quadro whose vacancies are split by jornada (a merged "VAGAS POR JORNADA" cell over "20h", "30h", "40h"
columns), drawn at random with its right reading: the class of `tables/jornada_columns.py`.

`jornada_columns(rng)` writes the text of such a sheet as LibreOffice Calc saves it ("Text (tab
delimited)": the merged cell's covered cells empty, every row as wide as the sheet, trailing tabs kept) or
as typed with spaces (every cell printed, a dash or 0 for zero): 2 to 4 jornadas, the text columns before
them (Cargo; Escolaridade at times), then a Total column at times (first or last) and the reserves (AC,
PcD at times, Negros); zeros as "-", "0" or (tabs) an empty cell; zero-padded counts at times; a TOTAL row
at times; a blank tab row above the header at times.

The right reading: each row its vacancies (the Total, or the jornadas' sum where the table has no Total)
and its negros; proven, except a row whose jornadas do not add up to its Total (then its Total is read,
never confirmed).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Agente Administrativo",
    "Assistente Social",
    "Auxiliar de Consultório Dentário",
    "Cirurgião-Dentista",
    "Enfermeiro",
    "Farmacêutico",
    "Fisioterapeuta",
    "Médico Clínico Geral",
    "Médico Pediatra",
    "Monitor de Creche",
    "Professor – Educação Infantil",
    "Professor – Ensino Fundamental I",
    "Psicólogo",
    "Técnico em Enfermagem",
    "Fonoaudiólogo",
    "Nutricionista",
]
LEVELS = ["Superior", "Médio", "Técnico", "Fundamental"]
LOADS = [12, 20, 24, 30, 36, 40, 44]
LOAD_LABELS = ["{}h", "{}H", "{} horas", "{}h semanais"]
SPANS = ["Vagas por jornada semanal", "VAGAS POR JORNADA", "Jornada semanal", "Vagas por carga horária", "Vagas"]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função"]
LEVEL_LABELS = ["Escolaridade", "Requisito", "Nível"]
ROLE_LABELS = {
    "total": ["Total", "TOTAL", "Total de vagas"],
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "PCD"],
    "negros": ["Negros", "NEGROS", "Cotas raciais"],
}


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def _cell(value: int, zero: str, rng: random.Random) -> str:
    return zero if value == 0 else (f"{value:02d}" if rng.random() < 0.1 else str(value))


def _header(rng, tabs: bool, loads: list[str], before: list[str], after: list[str]) -> list[str]:
    span = rng.choice(SPANS)
    if tabs:
        top = "\t".join([*before, span, *[""] * (len(loads) - 1), *after])
        return [top, "\t".join([*[""] * len(before), *loads, *[""] * len(after)])]
    return [" ".join([*before, span, *after]), " ".join(loads)]


def _roles(rng: random.Random) -> list[str]:
    total = rng.random() < 0.6
    reserves = ["open", *(["pcd"] if rng.random() < 0.7 else []), "negros"]
    if not total:
        return reserves
    return ["total", *reserves] if rng.random() < 0.6 else [*reserves, "total"]


def jornada_columns(rng: random.Random) -> Case:
    """See the module docstring."""
    tabs = rng.random() < 0.6
    hours = sorted(rng.sample(LOADS, rng.randint(2, 4)))
    style = rng.choice(LOAD_LABELS)
    loads = [style.format(h) for h in hours]
    level = rng.random() < 0.7
    before = [rng.choice(NAME_LABELS), *([rng.choice(LEVEL_LABELS)] if level else [])]
    roles = _roles(rng)
    after = [rng.choice(ROLE_LABELS[r]) for r in roles]
    zero = rng.choice(["-", ""] if tabs else ["-", "0"])
    reserve_zero = rng.choice(["0", "-"])
    sep = "\t" if tabs else " "
    lines = [
        "ANEXO I – QUADRO DE CARGOS E VAGAS",
        *(["\t" * (len(before) + len(loads) + len(after) - 1)] if tabs and rng.random() < 0.5 else []),
    ]
    lines += _header(rng, tabs, loads, before, after)
    entries, sums = [], [0] * (len(loads) + len(roles))
    for name in rng.sample(NAMES, rng.randint(2, 10)):
        total = rng.randint(1, 40)
        parts = _split(total, len(loads), rng)
        negros = total * 20 // 100 if total >= 3 else 0
        pcd = (1 if total >= 5 else 0) if "pcd" in roles else 0
        figures = {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}
        proven = True
        if "total" in roles and rng.random() < 0.06:
            parts[rng.randrange(len(parts))] += 1  # the jornadas miss the Total: read, never confirmed
            proven = False
        values = [*parts, *(figures[r] for r in roles)]
        sums = [a + b for a, b in zip(sums, values)]
        cells = [_cell(v, zero, rng) for v in parts] + [_cell(figures[r], reserve_zero, rng) for r in roles]
        lines.append(sep.join([name, *([rng.choice(LEVELS)] if level else []), *cells]))
        entries.append(Entry(name, total, negros, proven))
    if rng.random() < 0.5:
        lines.append(sep.join(["TOTAL", *([""] if level and tabs else []), *(str(v) for v in sums)]))
    lines.append("")
    return Case(HEAD + "\n".join(lines) + TAIL, entries)
