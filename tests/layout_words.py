"""A quadro copied with tabs from a Word document whose counts are written in words ("Doze", "Duas",
"Uma", "Não há", "Nenhuma", "Cadastro Reserva"), digits only in the hours and the pay, drawn at random
with its right readings: the class of `tables/word_cells.py`.

`word_table(rng)`: the name column, count columns (total, negros, PcD, at times ampla concorrência) in
any order with the vocabulary's labels, text columns (carga horária, vencimento, requisitos) before or after them,
counts in words (capitalised or not, "uma"/"um", "duas"/"dois", "vinte e uma"), zero as "Não há",
"Nenhuma", "Zero" or "-", a cargo of cadastro de reserva only, a Total row in words at times. Rows prove
their figures only with an AC column or a Total row.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Professor de Anos Iniciais do Ensino Fundamental",
    "Monitor Escolar",
    "Agente Comunitário de Saúde",
    "Nutricionista",
    "Operário",
    "Engenheiro Civil",
    "Auxiliar de Farmácia",
    "Psicólogo",
    "Fiscal Ambiental",
    "Secretário de Escola",
]
LABELS = {
    "name": ["Cargo", "CARGO", "Cargo/Especialidade"],
    "total": ["Total de vagas", "Total", "Quantidade de vagas"],
    "negros": ["Reserva para candidatos negros", "Negros", "Candidatos negros"],
    "pcd": ["Reserva para pessoas com deficiência", "PcD", "Vagas PcD"],
    "open": ["Ampla concorrência", "Vagas de ampla concorrência"],
    "ch": ["Carga horária semanal", "CH"],
    "pay": ["Vencimento básico (R$)", "Vencimento"],
    "req": ["Requisitos", "Escolaridade"],
}
UNITS = ["zero", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze"]
UNITS += ["treze", "quatorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]


def in_words(n: int, rng: random.Random) -> str:
    """`n` (below 100) in Portuguese words, "uma" or "um", "duas" or "dois" at random."""
    if n >= 20:
        return TENS[n // 10] + ("" if n % 10 == 0 else " e " + in_words(n % 10, rng))
    word = UNITS[n]
    if n in (1, 2) and rng.random() < 0.3:
        word = "um" if n == 1 else "dois"
    return word


def _count(n: int, rng: random.Random, zero: str) -> str:
    text = zero if n == 0 else in_words(n, rng)
    return text.capitalize() if rng.random() < 0.7 else text


def word_table(rng: random.Random) -> Case:
    """See the module docstring."""
    with_open = rng.random() < 0.4
    counts = ["total", "negros", "pcd"] + (["open"] if with_open else [])
    rng.shuffle(counts)
    body = counts[:]
    for text in rng.sample(["ch", "pay", "req"], rng.randint(1, 3)):  # before the counts or after them all
        body.insert(0 if rng.random() < 0.3 else len(body), text)
    kinds = ["name", *body]
    zero = rng.choice(["Não há", "Nenhuma", "Zero", "-", "não há"])
    summed = rng.random() < 0.4
    lines = ["\t".join(rng.choice(LABELS[k]) for k in kinds)]
    entries, sums = [], dict.fromkeys(counts, 0)
    for name in rng.sample(NAMES, rng.randint(2, 6)):
        total = rng.randint(1, 16)  # the Total row stays below a hundred
        negros = total * 20 // 100
        pcd = min(total - negros, total // 20)
        figures = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
        sums = {k: sums[k] + figures[k] for k in counts}
        cells = {
            "ch": rng.choice(["20h", "30h", "40h"]),
            "pay": f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
            "req": rng.choice(["Ensino Médio completo", "Licenciatura plena"]),
            "name": name,
        }
        lines.append("\t".join(cells[k] if k in cells else _count(figures[k], rng, zero) for k in kinds))
        entries.append(Entry(name, total, negros, proven=with_open or summed))
    if rng.random() < 0.3:
        lines.append(
            "\t".join("Fonoaudiólogo" if k == "name" else "Cadastro Reserva" if k in counts else "30h" for k in kinds)
        )
    if summed:
        lines.append(
            "\t".join("Total" if k == "name" else _count(sums[k], rng, zero) if k in counts else "" for k in kinds)
        )
    lead = "2.1. Quadro de cargos, vagas, carga horária e vencimento (quantidades escritas por extenso):\n"
    note = "2.2. As vagas reservadas estão incluídas no total de vagas de cada cargo.\n"
    return Case(HEAD + "2. DOS CARGOS E DAS VAGAS\n" + lead + "\n".join(lines) + "\n" + note + TAIL, entries)
