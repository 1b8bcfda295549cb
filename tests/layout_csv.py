"""A quadro de vagas pasted as CSV text (a prefeitura's "planilha oficial" in its Diário Oficial), drawn at
random with its right readings: the class of `tables/csv_quadro.py`.

`csv_quadro(rng)`: every cell quoted, parted by ";" or ",", a
code, requisitos (at times over two lines inside its quotes), carga horária, vencimento and taxa ("R$
2.345,67") among the count columns in any order (AC or not, PcD, negros, the total first or last), labels
from the vocabulary, zero as "0", "" or "-", a cargo of cadastro de reserva only ("CR" in every count
column), an unnamed total row at times, a second CSV of the exam's questions after it. A quadro without
an AC column nor a total row proves no row (its rows may be uncertain, never confirmed wrong).
"""

from __future__ import annotations

import csv
import io
import random

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Agente de Combate às Endemias",
    "Auxiliar de Classe",
    "Técnico em Radiologia",
    "Enfermeiro – Estratégia Saúde da Família",
    "Médico Veterinário",
    "Professor de Educação Física",
    "Fiscal de Tributos",
    "Motorista de Ambulância",
    "Assistente Social",
    "Nutricionista",
    "Guarda Municipal",
    "Odontólogo",
]
LABELS = {
    "code": ["Código", "Cód."],
    "name": ["Cargo", "CARGO", "Cargo/Função"],
    "req": ["Requisitos", "Escolaridade"],
    "ch": ["Carga Horária Semanal", "Carga Horária"],
    "pay": ["Vencimento Base", "Vencimento (R$)"],
    "fee": ["Taxa de Inscrição"],
    "open": ["Vagas Ampla Concorrência", "Ampla Concorrência", "AC"],
    "pcd": ["Vagas PcD", "PcD", "Pessoas com Deficiência"],
    "negros": ["Vagas Negros", "Negros", "Cotas Raciais"],
    "total": ["Total de Vagas", "Total", "Vagas"],
}
REQUISITOS = ["Ensino Médio completo", "Ensino Fundamental completo", "Bacharelado em Enfermagem;\nRegistro no COREN"]
QUESTIONS = (
    '\n4.2. Distribuição das questões:\n\n"Nível";"Língua Portuguesa";"Matemática";"Total de Questões"\n'
    '"Fundamental";"15";"10";"25"\n"Médio";"10";"10";"20"\n'
)


def _money(rng: random.Random) -> str:
    return f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"


def _cell(kind: str, figures: dict, rng: random.Random, zero: str) -> str:
    if kind in figures:
        return zero if figures[kind] == 0 and kind != "total" else str(figures[kind])
    return {
        "code": lambda: str(rng.randint(100, 399)),
        "req": lambda: rng.choice(REQUISITOS),
        "ch": lambda: rng.choice(["20h", "30h", "40h"]),
        "pay": lambda: _money(rng),
        "fee": lambda: f"R$ {rng.randint(50, 120)},00",
    }[kind]()


def csv_quadro(rng: random.Random) -> Case:
    """See the module docstring."""
    with_open = rng.random() < 0.8
    counts = ["open", "pcd", "negros"] if with_open else ["pcd", "negros"]
    rng.shuffle(counts)
    counts = [*counts, "total"] if rng.random() < 0.6 else ["total", *counts]
    texts = rng.sample(["req", "ch", "pay", "fee"], rng.randint(1, 4))
    kinds = (["code"] if rng.random() < 0.6 else []) + ["name"]
    body = counts[:]
    for text in texts:
        body.insert(rng.randint(0, len(body)), text)
    kinds += body
    zero = rng.choice(["0", "", "-"])
    summed = rng.random() < 0.5  # an unnamed total row: its sums prove the rows too
    rows, entries = [], []
    for name in rng.sample(NAMES, rng.randint(2, 7)):
        total = rng.randint(1, 30)
        negros = total * 30 // 100
        pcd = min(total - negros, total // 20)
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}
        if not with_open:
            figures.pop("open")
        rows.append([name if k == "name" else _cell(k, figures, rng, zero) for k in kinds])
        entries.append(Entry(name, total, negros, proven=with_open or summed))
    if rng.random() < 0.3:
        rows.append([("Psicopedagogo" if k == "name" else "CR") if k in ("name", *counts) else "" for k in kinds])
    if summed:
        sums = {
            k: sum(int(r[kinds.index(k)] or 0) if r[kinds.index(k)] not in ("-", "CR") else 0 for r in rows)
            for k in counts
        }
        rows.append([str(sums[k]) if k in counts else "" for k in kinds])
    out = io.StringIO()
    separator = rng.choice([";", ","])
    quoting = csv.QUOTE_ALL
    writer = csv.writer(out, delimiter=separator, quoting=quoting, lineterminator="\n")
    writer.writerow([rng.choice(LABELS[k]) for k in kinds])
    writer.writerows(rows)
    table = out.getvalue()
    lead = '2.1. O quadro de vagas a seguir foi extraído da planilha oficial ("QUADRO_VAGAS.csv").\n\n'
    questions = QUESTIONS if rng.random() < 0.4 else ""
    return Case(
        HEAD + "2. DO QUADRO DE VAGAS\n" + lead + table + "\n2.2. Os vencimentos são de abril.\n" + questions + TAIL,
        entries,
    )
