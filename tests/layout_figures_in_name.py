"""A vacancy table whose cargos are named by their weekly hours ("Técnico em Enfermagem 40h",
"Fisioterapeuta 30h") or end in a number ("Agente Comunitário de Saúde 2") while its jornada and pay
columns stand after the counts, drawn at random with its right reading: the class of
`row_close._hours_column`, `name_number` and `row_lines._foot`.

`hours_in_name(rng)`: a one-line header laid out by spaces (a code column at times, the name, the count
columns in any order: total, AC, PcD, negros; then the jornada and the pay), rows of a code, a name (hours
or a number at its end in some), the counts ("-" or "0" for none), the jornada ("40") and the pay ("R$ 1.412,00");
a nível heading over the first row at times (one between rows leaves the name's end in doubt), a TOTAL row at times, and a
clause under it that names a cargo by its code ("2.2. O cargo 05 (…) destina-se à microárea 2 …"). The right reading: each cargo by its whole
name, hours included, its total and its negros' count.

Left out: a "-" for zero in the first count column right after the name, with the jornada after the
counts ("Operador de Máquinas   -   17   3   20   40"): the dash is read as the name's and the counts
shift by one, a known limit of the row's split (docs/linter.md, "Known limits").
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

LABELS = {
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["PN", "Negros", "PPP"],
    "total": ["Total", "TOTAL"],
}
HOURS = ["40h", "30h", "20h", "40 h", "24h"]
JORNADA = ["CH", "C.H.", "Jornada", "Carga Horária"]
PAYS = ["R$ 1.412,00", "R$ 2.824,00", "R$ 1.850,44", "R$ 12.500,00"]


def _named(name: str, rng: random.Random) -> str:
    """The name, its hours or a number after it at times."""
    draw = rng.random()
    return name + (" " + rng.choice(HOURS) if draw < 0.4 else f" {rng.randint(1, 4)}" if draw < 0.6 else "")


def _both_add_up(name: str, values: dict, roles: list[str]) -> bool:
    """Whether the row read from the name's number on adds up too ("Nutricionista 3   1 3 7 11": 3 + 1 + 3 = 7)."""
    last = name.rsplit(" ", 1)[-1]
    if not last.isdigit():
        return False
    window = dict(zip(roles, [int(last), *[values[r] for r in roles[:-1]]]))
    return window["total"] == window["open"] + window["pcd"] + window["negros"]


def figures_in_name(rng: random.Random) -> Case:
    roles = ["total", "open", "pcd", "negros"]
    if rng.random() < 0.5:
        rng.shuffle(roles)
    labels = [rng.choice(LABELS[r]) for r in roles]
    zero = rng.choice(["-", "0"])
    code = rng.random() < 0.6
    names = [_named(n, rng) for n in rng.sample(NAMES, rng.randint(3, 9))]
    width = max(len(n) for n in names) + rng.randint(2, 8)
    widths = [max(len(lab), 3) + rng.randint(1, 2) for lab in labels]
    lead = "Cód. " if code else ""
    head = lead + "Cargo".ljust(width) + "".join(lab.ljust(w) for lab, w in zip(labels, widths))
    head += rng.choice(JORNADA) + "  Vencimento"
    rows, entries, sums = [], [], dict.fromkeys(roles, 0)
    for j, name in enumerate(names):
        if j == 0 and rng.random() < 0.3:
            rows.append(rng.choice(["NÍVEL MÉDIO", "NÍVEL SUPERIOR", "NÍVEL FUNDAMENTAL"]))
        values = {"open": rng.randint(1, 20), "pcd": rng.randint(0, 2), "negros": rng.randint(0, 4)}
        values["total"] = values["open"] + values["pcd"] + values["negros"]
        for r in roles:
            sums[r] += values[r]
        if _both_add_up(name, values, roles):
            name = name.rsplit(" ", 1)[0]  # a number the text cannot tell from a count: `test_figures_in_doubt`
            names[j] = name
        marks = [zero if values[r] == 0 else str(values[r]) for r in roles]
        marks[0] = "0" if marks[0] == "-" else marks[0]  # a "-" first is the dash after a name: a limit of its own
        cells = "".join(m.ljust(w) for m, w in zip(marks, widths))
        prefix = f"{j + 1:02d}   " if code else ""
        rows.append(prefix + name.ljust(width) + cells + rng.choice(["40", "30", "20"]) + "  " + rng.choice(PAYS))
        entries.append(Entry(name, values["total"], values["negros"]))
    if rng.random() < 0.6:
        rows.append(
            (" " * 5 if code else "")
            + "TOTAL".ljust(width)
            + "".join(str(sums[r]).ljust(w) for r, w in zip(roles, widths))
        )
    clause = ""
    if rows[-1].lstrip().startswith("TOTAL") and rng.random() < 0.6:
        clause = rng.choice(["", "\n"]) + (
            f"2.2. O cargo 0{rng.randint(1, len(names))} ({names[0]}) destina-se à microárea 2 da Unidade de Saúde"
            "\nda Família Vila Nova, devendo o candidato residir na área desde a data da publicação deste Edital.\n"
        )
    text = (
        f"{HEAD}\n2. DOS CARGOS\nQUADRO I – CARGOS, VAGAS E VENCIMENTOS\n\n"
        + "\n".join([head, *rows])
        + "\n"
        + clause
        + TAIL
    )
    return Case(text, entries)
