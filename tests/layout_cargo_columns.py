"""A vacancy quadro with the cargos as its columns and the kinds of vacancy as its rows, drawn at random with
its right reading: the class of `tables/cargo_columns.py`.

`cargo_columns(rng)`: two to six cargos, each a column whose head is its name wrapped over one or two
lines (left-aligned or centred over the counts), a label over the rows' column at times ("Modalidade
de concorrência", "Lista", or none); rows of ampla concorrência, negros, PcD, the total and, at times,
the cadastro de reserva, in any order, each role's label drawn from the boards' wordings; counts
right-aligned, zero as "0", "00" or "-", zero-padded at times; before it at times a pay quadro of the
same columns (rows of Subsídio, Jornada: no vacancies), after it at times a call limit's quadro of the
same columns and roles with no total (never read). A Total that is not its column's sum (`fault`) leaves
that cargo unproven.
"""

from __future__ import annotations

import random

from layout_places import HEAD, NAMES, TAIL, Case, Entry

ROLE_LABELS = {
    "open": ["Ampla concorrência", "Ampla Concorrência (AC)", "AC"],
    "negros": ["Negros", "Candidatos negros", "Pessoas pretas e pardas"],
    "pcd": ["Pessoas com deficiência", "PcD"],
    "total": ["Total de vagas", "Total", "TOTAL"],
    "crg": ["Cadastro de reserva", "Cadastro reserva"],
}
ROW_LABELS = ["Modalidade de concorrência", "Lista", "Vagas", ""]
WIDTH = 18


def _head(name: str, rng: random.Random) -> list[str] | None:
    """A cargo's name over one or two lines, each short enough to leave two spaces before the next
    column; None when no cut does."""
    words = name.split(" ")
    cuts = [c for c in range(1, len(words) + 1) if max(len(" ".join(words[:c])), len(" ".join(words[c:]))) <= WIDTH - 2]
    if not cuts:
        return None
    cut = len(words) if len(words) in cuts and rng.random() < 0.4 else rng.choice(cuts)
    return [x for x in (" ".join(words[:cut]), " ".join(words[cut:])) if x]


def _grid(
    label: list[str], heads: list[list[str]], rows: list[tuple[str, list[str]]], centred: bool, at: int = 4
) -> list[str]:
    depth = max(len(h) for h in heads)
    heads = [[""] * (depth - len(h)) + h for h in heads]
    left = max(len(x) for x in [*label, *(r for r, _ in rows)]) + 4
    out = []
    for d in range(depth):
        text = (label[d] if d < len(label) else "").ljust(left)
        for h in heads:
            text += (h[d].center(WIDTH) if centred else h[d].ljust(WIDTH)).rstrip().ljust(WIDTH)
        out.append(" " + text.rstrip())
    for name, cells in rows:
        out.append(" " + name.ljust(left) + "".join(c.rjust(at).ljust(WIDTH) for c in cells).rstrip())
    return out


def _cell(value: int, rng: random.Random, zero: str) -> str:
    return zero if value == 0 else f"{value:02d}" if rng.random() < 0.15 else str(value)


def cargo_columns(rng: random.Random) -> Case:
    drawn = [(n, _head(n, rng)) for n in rng.sample(NAMES, rng.randint(2, 6)) if "–" not in n]
    drawn = [(n, h) for n, h in drawn if h]
    if len(drawn) < 2:  # one cargo's quadro of roles is `transposed`'s class
        drawn = [("Engenheiro Civil", ["Engenheiro", "Civil"]), ("Nutricionista", ["Nutricionista"])]
    names, heads = [n for n, _ in drawn], [h for _, h in drawn]
    roles = ["open", "negros", "pcd"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, len(roles)]), "total")
    if rng.random() < 0.4:
        roles.append("crg")
    zero, centred = rng.choice(["0", "00", "-"]), rng.random() < 0.4
    fault = rng.randrange(len(names)) if rng.random() < 0.15 else None
    figures = []
    for j in range(len(names)):
        f = {"open": rng.randint(1, 60), "negros": rng.randint(0, 15), "pcd": rng.randint(0, 4)}
        f["total"] = f["open"] + f["negros"] + f["pcd"] + (1 if j == fault else 0)
        f["crg"] = rng.randint(0, 3) * f["total"]
        figures.append(f)
    label = rng.choice(ROW_LABELS)
    rows = [(rng.choice(ROLE_LABELS[r]), [_cell(f[r], rng, zero) for f in figures]) for r in roles]
    blocks = [
        "QUADRO II – DISTRIBUIÇÃO DAS VAGAS POR CARGO",
        "",
        *_grid(label.split(" de ", 1) if " de " in label else [label], heads, rows, centred),
    ]
    if rng.random() < 0.4:
        pay = [
            ("Subsídio (R$)", [f"{rng.randint(3, 19)}.{rng.randint(100, 999)},00" for _ in names]),
            ("Jornada", ["40h"] * len(names)),
        ]
        blocks = ["QUADRO I – SUBSÍDIO POR CARGO", "", *_grid([""], heads, pay, centred), "", *blocks]
    if rng.random() < 0.4:
        calls = [(rng.choice(ROLE_LABELS[r]), [str(3 * f[r]) for f in figures]) for r in ("open", "negros", "pcd")]
        lead = "7.1 Serão convocados para o TAF os candidatos classificados dentro do limite do quadro seguinte:"
        blocks += [
            "",
            "7 DO TESTE DE APTIDÃO FÍSICA",
            lead,
            "",
            "QUADRO IV – LIMITE DE CONVOCAÇÃO PARA O TAF",
            "",
            *_grid(["Lista"], heads, calls, centred),
        ]
    entries = [
        Entry(n, f["total"], f["negros"], proven=j != fault)
        for j, (n, f) in enumerate(zip(names, figures, strict=True))
    ]
    text = (
        f"{HEAD}\n2. DAS VAGAS\n2.1 São oferecidas as vagas do quadro a seguir.\n\n" + "\n".join(blocks) + f"\n{TAIL}"
    )
    return Case(text, entries)
