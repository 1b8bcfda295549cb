"""A quadro whose count cells write each figure in words too ("04 (quatro)", "21 (vinte e uma)"), wrapping in
narrow cells, as a text that joins a PDF's words line by line gives it (PyMuPDF's `get_text("words")` sorted
by height and joined): the class of `tables/figure_words.py`.

`figure_words(rng)` draws the cells' widths (in characters) and wraps each cell's "NN (words)" in its width;
a row prints as its lines across the cells (each cell's first line, then every cell's second line that has
one, and so on), the name and nível cells on the first line. Names of the edital's cargos, 4 to 6 count
columns (Total, AC, PcD at times, Negros or PPP/PI/PQ), zero-padded figures or not, a TOTAL row at times
(its words wrapped over three lines), the quadro's header over two lines at times ("Nív" / "el", "Total
de" / "vagas"). At times a row's words say another figure than its digits (a typo in the edital): that row is
read by its digits, never confirmed.

The right reading: each row its total and its negros (PPP + PI + PQ under Lei 15.142), proven unless its
words disagree with its digits.
"""

from __future__ import annotations

import random

from layout_marked_reserve_cells import wrap
from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Administrador",
    "Analista de Tecnologia da Informação",
    "Arquiteto e Urbanista",
    "Assistente Social",
    "Bibliotecário-Documentalista",
    "Contador",
    "Engenheiro Eletricista",
    "Médico Veterinário",
    "Nutricionista",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Técnico de Laboratório – Biologia",
    "Técnico em Enfermagem",
    "Tradutor e Intérprete de Libras",
    "Auxiliar em Administração",
]
UNITS = "zero uma duas três quatro cinco seis sete oito nove dez onze doze treze quatorze quinze dezesseis".split()
UNITS += "dezessete dezoito dezenove".split()
TENS = {
    20: "vinte",
    30: "trinta",
    40: "quarenta",
    50: "cinquenta",
    60: "sessenta",
    70: "setenta",
    80: "oitenta",
    90: "noventa",
}


HUNDREDS = {1: "cento", 2: "duzentas"}


def words(n: int) -> str:
    if n >= 100:
        hundreds, rest = divmod(n, 100)
        return ("cem" if n == 100 else HUNDREDS[hundreds]) + (f" e {words(rest)}" if rest else "")
    if n < 20:
        return UNITS[n]
    tens, unit = divmod(n, 10)
    return TENS[tens * 10] + (f" e {UNITS[unit]}" if unit else "")


def _row_lines(lead: list[str], cells: list[list[str]]) -> list[str]:
    depth = max(len(c) for c in cells)
    first = " ".join([*lead, *(c[0] for c in cells)])
    return [first] + [" ".join(c[k] for c in cells if len(c) > k) for k in range(1, depth)]


def _cell(value: int, width: int, padded: bool, said: int | None = None) -> list[str]:
    digits = f"{value:02d}" if padded else str(value)
    return wrap(f"{digits} ({words(value if said is None else said)})", width)


def figure_words(rng: random.Random) -> Case:
    """See the module docstring."""
    law = rng.random() < 0.5
    roles = ["total", "open", *(["pcd"] if rng.random() < 0.7 else []), *(["ppp", "pi", "pq"] if law else ["negros"])]
    labels = {"total": "Total", "open": "AC", "pcd": "PcD", "ppp": "PPP", "pi": "PI", "pq": "PQ", "negros": "Negros"}
    widths = [rng.randint(6, 12) for _ in roles]
    padded = rng.random() < 0.6
    level = rng.random() < 0.6
    header = ["Cargo", *(["Nível"] if level else []), *(labels[r] for r in roles)]
    lines = ["2.1 Os cargos e as vagas são os do quadro a seguir:", " ".join(header)]
    entries, sums = [], [0] * len(roles)
    for name in rng.sample(NAMES, rng.randint(2, 8)):
        total = rng.randint(1, 30)
        negros = total * 20 // 100 if total >= 3 else 0
        pcd = (1 if total >= 5 else 0) if "pcd" in roles else 0
        pi = 1 if law and negros >= 3 else 0
        figures = {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}
        figures.update({"ppp": negros - pi, "pi": pi, "pq": 0})
        values = [figures[r] for r in roles]
        sums = [a + b for a, b in zip(sums, values)]
        typo = rng.random() < 0.08
        said = [None] * len(roles)
        if typo:
            said[0] = total + 1  # "05 (seis)": the words miss the digits
        cells = [_cell(v, w, padded, s) for v, w, s in zip(values, widths, said)]
        lines += _row_lines([name, *([rng.choice("CDE")] if level else [])], cells)
        entries.append(Entry(name, total, negros, not typo))
    if rng.random() < 0.5:
        lines += _row_lines(["TOTAL"], [_cell(v, w, padded) for v, w in zip(sums, widths)])
    lines.append("2.2 A remuneração inicial é a do Anexo II.")
    return Case(HEAD + "\n".join(lines) + TAIL, entries)
