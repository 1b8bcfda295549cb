"""Quadros of vacancies by place with the reserves in one last column of pairs ("1/2", "–/1"), as a
layout-preserving extraction prints them. The class of `tables/places_pair.py`, drawn with random
variation for its property test.

`places_pair(rng)` draws empregos, 2 to 5 places (labels of one or two words over one or two lines, the
second line's words run into each other: "(Florianópolis) Joinville"), each row's vacancies per place
("–", "-" or "0" for none, "CR" for a place of cadastro only), its total, and its reserves as a pair
cell under a label naming both ("Reserva¹ (PcD/PN)", "PN/PcD"), the roles in either order; a row of
cadastro only ("CR" for its total, "–/–"); rules over and under the rows; a Total row at times; the
footnote explaining the pair. At times the quadro cannot be proven: a row's places do not add up to
its total, or the pair's label names no roles the vocabulary reads. Returns the text, the rows
(name, total or None for cadastro only, reserve for negros) and whether the text proves the reading.
"""

from __future__ import annotations

import random

NAMES = [
    "Agente Administrativo",
    "Agente Fiscal – Engenharia",
    "Analista – Advogado",
    "Analista – Contador",
    "Analista de Tecnologia da Informação",
    "Assistente de Atendimento",
    "Motorista",
    "Técnico em Edificações",
    "Engenheiro Agrônomo",
]
#: Places: a second word under the first ("Regional" / "Joinville"), where a long one runs into the next
#: label, one space apart ("(Florianópolis) Joinville").
PLACES = [
    ("Sede", "(Florianópolis)"),
    ("Regional", "Joinville"),
    ("Regional", "Chapecó"),
    ("Regional", "Criciúma"),
    ("Regional", "Blumenau"),
    ("Sede", ""),
    ("Capital", ""),
    ("Interior", "Norte"),
]
PAIR_LABELS = [("Reserva¹", "({a}/{b})"), ("Vagas reservadas", "{a}/{b}"), ("", "{a}/{b}"), ("Reserva", "({a}/{b})")]
ROLE_WORDS = {"pcd": ["PcD", "PCD"], "negros": ["PN", "Negros", "PPP"]}
TOTALS = ["Total", "TOTAL", "Total de vagas"]


def _rows(rng: random.Random, places: int) -> list[tuple[str, list[str], str, str, int | None, int]]:
    """(name, place cells, total cell, pair cell, total, negros) of each row."""
    out = []
    zero = rng.choice(["–", "-", "0"])
    for name in rng.sample(NAMES, rng.randint(2, 7)):
        if rng.random() < 0.12:
            cells = ["CR"] + [zero if zero != "0" else "–"] * (places - 1)
            out.append((name, cells, "CR", "–/–", None, 0))
            continue
        counts = [rng.randint(1, 12)] + [rng.randint(0, 4) for _ in range(places - 1)]
        cells = [str(c) if c else ("CR" if rng.random() < 0.2 else zero) for c in counts]
        total = sum(counts)
        negros = round(total * 0.2) if total >= 3 else 0
        pcd = -(-total * 5 // 100) if total >= 5 else 0
        out.append((name, cells, str(total), "", total, negros, pcd))
    return out


def places_pair(rng: random.Random) -> tuple[str, list[tuple[str, int | None, int]], bool]:
    n = rng.randint(2, 5)
    places = rng.sample(PLACES, n)
    order = rng.sample(["pcd", "negros"], 2)
    words = {r: rng.choice(ROLE_WORDS[r]) for r in order}
    unknown = rng.random() < 0.1
    top, pair = rng.choice(PAIR_LABELS)
    pair = pair.format(a="XQ" if unknown else words[order[0]], b=words[order[1]])
    total_label = rng.choice(TOTALS)
    rows = _rows(rng, n)
    broken = rng.random() < 0.1 and any(r[4] for r in rows)
    laid = []
    for k, row in enumerate(rows):
        name, cells, total, _, value, negros = row[:6]
        if value is None:
            laid.append((name, cells, total, "–/–"))
            continue
        pcd = row[6]
        halves = {"pcd": pcd, "negros": negros}
        text = "/".join(str(halves[r]) if halves[r] else "–" for r in order)
        if broken and k == next(j for j, r in enumerate(rows) if r[4]):
            total = str(value + 1)  # printed wrong: the places do not add up to it
        laid.append((name, cells, total, text))
    name_width = max(len(r[0]) for r in laid) + rng.randint(4, 12)
    gap = rng.randint(2, 6)
    widths = [max(len(p[0]), len(p[1]), 4) for p in places] + [max(len(total_label), 5), max(len(pair), len(top), 5)]
    xs, x = [], 1 + name_width
    for w in widths:
        xs.append(x)
        x += w + gap
    head = [[" "] * (x + 2), [" "] * (x + 2)]
    head[1][1:8] = list("Emprego")
    second = []
    for (a, b), at in zip(places, xs):
        head[0][at : at + len(a)] = list(a)
        second.append((at, b))
    head[1 if rng.random() < 0.6 else 0][xs[-2] : xs[-2] + len(total_label)] = list(total_label)
    head[0][xs[-1] : xs[-1] + len(top)] = list(top)
    head[1][xs[-1] : xs[-1] + len(pair)] = list(pair)
    line = "".join(head[1])
    for at, b in second:
        line = line[:at] + b + line[at + len(b) :]
    rule = " " + "-" * (x - 1)
    lines = ["QUADRO I – VAGAS POR LOCALIDADE", "", "".join(head[0]).rstrip(), line.rstrip(), rule]
    for name, cells, total, text in laid:
        row = list(f" {name}".ljust(x + 2))
        for cell, at, w in zip([*cells, total, text], xs, widths):
            start = at + w - len(cell)
            row[start : start + len(cell)] = list(cell)
        lines.append("".join(row).rstrip())
    lines.append(rule)
    lines += ["", f" ¹ Vagas reservadas, por emprego, incluídas no total: {pair.strip('()')}.", ""]
    proven = not unknown and not broken
    return "\n".join(lines) + "\n", [(r[0], r[4], r[5]) for r in rows], proven
