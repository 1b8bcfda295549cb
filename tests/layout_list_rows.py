"""A vacancy table printed as Python lists (pdfplumber's `extract_tables` printed by a script), drawn at
random with its right reading: the class of `tables/list_rows.py`.

`list_rows(rng)`: a list of rows, each a list of quoted cells (`None` for a cell merged into its left
neighbour, a line break inside a cell written "\\n": names wrapped at any word, "Bibliotecário-\\n
Documentalista"), printed a row a line or by `pprint` (a row over several lines, long cells cut into
adjacent literals); a title row at times; a header of the name, text columns ("Nível de\\nClassificação",
"Requisitos de\\nescolaridade") and the count columns in any order, on one row or two (a "Vagas" group
label over "Total AC PcD PPP"); a TOTAL row at times; the table cut over two pages at times (the second
list without header, after the page's marker lines); then a pay table and the Decreto 9.739 table of the
most candidates approved per cargo ("Cargo | Vagas | Número máximo de candidatos aprovados"), both lists
too, at times. The right reading: each cargo once, its total and its PPP's (negros') count; a row whose
total is not its parts' sum (`fault`) is not proven.
"""

from __future__ import annotations

import pprint
import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

EXTRA_NAMES = [
    "Bibliotecário-Documentalista",
    "Tradutor e Intérprete de Linguagem de Sinais",
    "Técnico de Laboratório/Área: Química",
]
COUNT_LABELS = {
    "total": ["Total", "Total de\nvagas"],
    "open": ["AC", "Ampla\nconcorrência"],
    "pcd": ["PcD"],
    "negros": ["PPP", "Negros"],
}
TEXT_COLUMNS = {
    "Nível de\nClassificação": ["C", "D", "E"],
    "Requisitos de\nescolaridade": [
        "Licenciatura plena",
        "Graduação em\nAdministração e\nregistro no CRA",
        "Médio completo +\nexperiência de 12\nmeses",
    ],
}


def _wrapped(name: str, rng: random.Random) -> str:
    """The name as pdfplumber gives a wrapped cell: "\\n" at some spaces, after a hyphen at times."""
    words = name.replace("-", "-\x00").split(" ")
    out = words[0]
    for word in words[1:]:
        out += ("\n" if rng.random() < 0.4 else " ") + word
    return out.replace("-\x00", "-\n" if rng.random() < 0.5 else "-")


def _printed(rows: list, rng: random.Random) -> str:
    if rng.random() < 0.5:
        return pprint.pformat(rows, width=rng.choice([80, 100]))
    return "[" + ",\n ".join(repr(row) for row in rows) + "]"


def list_rows(rng: random.Random) -> Case:
    roles = ["total", "open", "pcd", "negros"]
    if rng.random() < 0.4:
        rng.shuffle(roles)
    texts = rng.sample(sorted(TEXT_COLUMNS), rng.randint(0, 2))
    labels = [rng.choice(COUNT_LABELS[r]) for r in roles]
    grouped = rng.random() < 0.5
    width = 1 + len(texts) + len(roles)
    head: list[list] = []
    if rng.random() < 0.5:
        head.append(["QUADRO I – CARGOS E VAGAS", *[None] * (width - 1)])
    if grouped:
        head.append(["Cargo", *texts, "Vagas", *[None] * (len(roles) - 1)])
        head.append([None] * (1 + len(texts)) + labels)
    else:
        head.append(["Cargo", *texts, *labels])
    names = rng.sample(NAMES + EXTRA_NAMES, rng.randint(3, 9))
    fault = rng.random() < 0.15
    rows, entries, sums = [], [], dict.fromkeys(roles, 0)
    for j, name in enumerate(names):
        values = {"open": rng.randint(1, 20), "pcd": rng.randint(0, 2), "negros": rng.randint(0, 4)}
        values["total"] = sum(values.values()) + (1 if fault and j == 0 else 0)
        for r in roles:
            sums[r] += values[r]
        cells = ["-" if values[r] == 0 else str(values[r]) for r in roles]
        rows.append([_wrapped(name, rng), *(rng.choice(TEXT_COLUMNS[t]) for t in texts), *cells])
        entries.append(Entry(name, values["total"], values["negros"], proven=not (fault and j == 0)))
    if rng.random() < 0.5:
        rows.append(["TOTAL", *[None] * len(texts), *(str(sums[r]) for r in roles)])
    lists = [head + rows]
    if len(rows) >= 4 and rng.random() < 0.4:
        cut = rng.randint(2, len(rows) - 1)
        lists = [head + rows[:cut], rows[cut:]]
    parts = ["=== página 2 (extract_tables) ===", _printed(lists[0], rng)]
    if len(lists) > 1:
        parts += ["", "=== página 3 (extract_tables) ===", _printed(lists[1], rng)]
    if rng.random() < 0.5:
        pay = [
            ["Nível de\nClassificação", "Padrão de\nVencimento", "Vencimento\nBásico (R$)"],
            ["C", "101", "2.026,39"],
            ["D", "101", "2.446,96"],
        ]
        parts.append(_printed(pay, rng))
    if rng.random() < 0.6:
        limit = [["Cargo", "Vagas", "Número máximo de\ncandidatos aprovados\n(Anexo II do Decreto\nnº 9.739/2019)"]]
        limit += [[name, str(e.vacancies), str(e.vacancies * 4 + 1)] for name, e in zip(names, entries, strict=True)]
        parts += ["", "=== página 4 (extract_tables) ===", _printed(limit, rng)]
    legend = "1.3 Siglas: AC – ampla concorrência; PcD – pessoa com deficiência; PPP – pretos ou pardos.\n"
    text = f"{HEAD}{legend}\n" + "\n".join(parts) + f"\n{TAIL}"
    return Case(text, entries)
