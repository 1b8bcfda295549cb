"""A quadro whose header row's cells wrap, as pypdf prints a LibreOffice PDF's: a line of every cell's first
line, then a line of the tails ("Ampla Pessoas com Negros Total" / "concorrência deficiência"), under the
spanning row ("Cargo/área Vagas"), the page's foot and the next page's head between the two lines when the
row breaks across a page (Cebraspe's agência). The class of `tables/cell_tails.py`.

- `cell_tails(rng)`: the edital with its right reading, every row confirmed by its sums.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

#: Each role's label as one line or wrapped in two pieces.
LABELS = {
    "open": [("Ampla", "concorrência"), ("Ampla", "Concorrência"), ("AC",), ("Ampla Concorrência",)],
    "pcd": [
        ("Pessoas com", "deficiência"),
        ("PcD",),
        ("Pessoas com", "Deficiência"),
        ("Candidatos com", "deficiência"),
    ],
    "negros": [("Negros",), ("Pessoas", "negras"), ("Candidatos", "negros")],
    "total": [("Total",)],
}
AREAS = [
    ("Especialista em Regulação", ["Regulação e Fiscalização de Transportes", "Engenharia e Infraestrutura"]),
    ("Analista Administrativo", ["Administração e Finanças", "Tecnologia da Informação", "Economia da Regulação"]),
    ("Técnico em Regulação", ["Apoio Técnico", "Fiscalização de Campo"]),
    ("Analista Técnico", ["Ciências Contábeis", "Direito", "Estatística", "Arquivologia"]),
]
HEAD = ["AGÊNCIA NACIONAL DE MOBILIDADE TERRESTRE – ANMT", "EDITAL Nº 1 – ANMT, DE 27 DE JUNHO DE 2024"]


def _header(rng: random.Random) -> tuple[list[str], list[str]]:
    """The roles in the header's order, and its two lines: the cells' first lines, the tails."""
    order = ["open", "pcd", "negros"]
    rng.shuffle(order)
    order.append("total")
    while True:
        picked = [rng.choice(LABELS[role]) for role in order]
        if any(len(label) == 2 for label in picked):
            break
    top = " ".join(label[0] for label in picked)
    tails = " ".join(label[1] for label in picked if len(label) == 2)
    return order, [top, tails]


def _name_lines(name: str, rng: random.Random, first: bool) -> list[str]:
    """A cargo's name, on one line or wrapped at a word (the first piece ending in a space, as pypdf keeps it);
    a wrapped name's counts come on a line of their own below it, as pypdf prints cells centred in a tall row.
    The `first` row's name wraps: a first row on one line under the two header rows leaves the rows below it
    unjoined (`span_after_row`'s limit, not this class's), and so does a wrapped last row with the text right
    below it (`cells_below_name`'s): the table then ends in its Total row."""
    words = name.split()
    if len(words) < 4 or (not first and rng.random() < 0.3):
        return [name]
    cuts = [n for n in range(3, len(words)) if words[n][0].isalpha() and not words[n - 1][0].isdigit()]
    cut = rng.choice(cuts)  # before a word (a cut before a dash or a number is `cells_below_name`'s own class)
    return [" ".join(words[:cut]) + rng.choice([" ", ""]), " ".join(words[cut:])]


def cell_tails(rng: random.Random) -> Case:
    """See the module's docstring."""
    order, (top, tails) = _header(rng)
    lines = [*HEAD, "1 DAS DISPOSIÇÕES PRELIMINARES", "1.1 O concurso visa ao provimento de vagas, conforme o Anexo I."]
    lines += [
        "ANEXO I – QUADRO DE VAGAS",
        f"{rng.choice(['Cargo/área', 'Cargo', 'Cargo/especialidade', 'Emprego'])} Vagas",
    ]
    lines.append(top)
    if rng.random() < 0.5:  # the header row breaks across the page
        lines.append(rng.choice(["1", "2", "Página 1 de 3"]))
        lines += HEAD[: rng.randint(1, 2)]
    lines.append(tails)
    cargos = [(c, a) for c, areas in AREAS for a in areas]
    picked = rng.sample(cargos, rng.randint(2, 7))
    entries, sums = [], [0, 0, 0, 0]
    dash = rng.choice(["–", "-", "0"])
    for n, (cargo, area) in enumerate(picked, 1):
        total = rng.randint(1, 25)
        negros = round(total * 0.2) if total >= 3 else 0
        pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}
        cells = " ".join(str(figures[r]) if figures[r] or r == "total" else dash for r in order)
        name = f"Cargo {n}: {cargo} – Área {n}: {area}"
        pieces = _name_lines(name, rng, n == 1)
        if len(pieces) == 1:  # a name on one line: its counts on its baseline
            lines.append(f"{name} {cells}")
        else:
            lines += [*pieces, cells]
        entries.append(Entry(name, total, negros))
        sums = [s + figures[r] for s, r in zip(sums, order, strict=True)]
    if rng.random() < 0.6 or lines[-1][:1].isdigit() or lines[-1][:1] in "–-":
        lines.append("Total " + " ".join(map(str, sums)))  # a wrapped last row needs a row below it
    lines += ["2 DAS INSCRIÇÕES", "2.1 As inscrições serão realizadas exclusivamente via internet."]
    return Case("\n".join(lines), entries)
