"""Quadros laid out by spaces whose name cells wrap beside a wrapped requisitos cell, the text columns
between the name and the counts (`tables/layout_grid.py`, `_text_before_counts`), drawn with random
variation for their property tests.

`wrapped_beside_table(rng)`: Legalle's quadro as `pdftotext -layout` prints it, "Cargo | Escolaridade /
Requisitos | CH Semanal | Vencimento Básico | Vagas Totais | AC | PcD | Negros" (the total first or
last, the hours or the pay column left out at times, the header on one line or two), each row's cells
at the top of the row, the name and the requisitos wrapped to their columns' widths (a name of one word
a line, "Agente" / "Legislativo", or a joining word or a dash ending a line), a count cell one character
off its column's others at times, "-" for no vacancy, a row of cadastro de reserva ("CR") at times.

Returns the text and its rows: (name, total, negros), the cadastro's rows with total 0.
"""

from __future__ import annotations

import random
import textwrap

NAMES = [
    "Agente Legislativo",
    "Analista Legislativo – Contabilidade",
    "Analista Legislativo – Direito",
    "Assessor Jurídico",
    "Auxiliar de Serviços Gerais",
    "Técnico em Informática",
    "Recepcionista",
    "Motorista",
    "Oficial de Manutenção Predial",
    "Assistente Administrativo",
    "Contador",
    "Procurador Legislativo",
    "Telefonista",
    "Técnico Legislativo",
    "Zelador",
    "Agente de Comunicação Social",
]
REQUISITES = [
    "Ensino Médio Completo",
    "Ensino Fundamental Incompleto",
    "Ensino Superior Completo em Ciências Contábeis e registro no CRC",
    "Ensino Superior Completo em Direito e registro na OAB",
    "Ensino Médio Completo e curso técnico em Informática",
    "Ensino Médio Completo e CNH categoria D",
    "Ensino Superior Completo em Jornalismo ou Publicidade",
    "Alfabetizado",
]


def _counts(rng: random.Random) -> list[str] | None:
    """Total, AC, PcD, Negros ("-" for none), or None for a row of cadastro de reserva."""
    if rng.random() < 0.1:
        return None
    total = rng.randint(1, 12)
    negros = round(total * 0.2) if total >= 2 else 0
    pcd = total // 10 if total >= 5 else 0
    return [str(total), *(str(n) if n else "-" for n in (total - negros - pcd, pcd, negros))]


def _cell(text: str, width: int, shift: int = 0) -> str:
    """A count centred in its column, `shift` characters off."""
    pad = (width - len(text)) // 2 + shift
    return (" " * max(pad, 0) + text).ljust(width)


def wrapped_beside_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    names = rng.sample(NAMES, rng.randint(3, 7))
    name_width = max(rng.randint(11, 16), *(len(word) + 1 for name in names for word in name.split()))
    req_width = rng.randint(24, 34)
    total_first = rng.random() < 0.7
    hours, pay = rng.random() < 0.8, rng.random() < 0.8
    two_lines = rng.random() < 0.7
    gap = " " * rng.randint(2, 4)
    counts_labels = [("Vagas", "Totais"), ("AC", ""), ("PcD", ""), ("Negros", "")]
    if not total_first:
        counts_labels = [*counts_labels[1:], ("Total", "")]
    columns: list[tuple[int, str, str]] = [
        (name_width, "Cargo", ""),
        (req_width, "Escolaridade / Requisitos", ""),
    ]
    if hours:
        columns.append((8, "CH", "Semanal") if two_lines else (8, "CH", ""))
    if pay:
        columns.append((13, "Vencimento", "Básico") if two_lines else (13, "Vencimento", ""))
    text_columns = len(columns)
    count_width = 7
    for top, below in counts_labels:
        columns.append((count_width, top, below if two_lines else ""))
    if not two_lines:
        columns = [(w, f"{a} {b}".strip() if a == "Vagas" else a, "") for w, a, b in columns]

    def line(cells: list[str]) -> str:
        return ("  " + gap.join(cell.ljust(width) for cell, (width, _, _) in zip(cells, columns))).rstrip()

    def label(text: str, width: int, k: int) -> str:
        return text if k < text_columns else _cell(text, width)

    out = ["1.4 QUADRO DEMONSTRATIVO DE CARGOS", ""]
    out.append(line([label(top, w, k) for k, (w, top, _) in enumerate(columns)]))
    if two_lines:
        out.append(line([label(below, w, k) for k, (w, _, below) in enumerate(columns)]))
    rows = []
    for name in names:
        counts = _counts(rng)
        name_lines = textwrap.wrap(name, name_width, break_long_words=False)
        req_lines = textwrap.wrap(rng.choice(REQUISITES), req_width, break_long_words=False)
        shift = rng.choice([0, 0, 0, 1])
        cells = counts or ["CR", "-", "-", "-"]
        if not total_first:
            cells = [*cells[1:], cells[0]]
        first = [name_lines[0], req_lines[0]]
        first += [f"{rng.randint(20, 40)}h"] * hours + [f"R$ {rng.randint(1, 9)}.{rng.randint(0, 999):03d},40"] * pay
        first += [_cell(c, count_width, shift) for c in cells]
        out.append(line(first))
        for k in range(1, max(len(name_lines), len(req_lines))):
            parts = [name_lines[k] if k < len(name_lines) else "", req_lines[k] if k < len(req_lines) else ""]
            out.append(line(parts))
        rows.append((name, int(counts[0]) if counts else 0, int(counts[3]) if counts and counts[3] != "-" else 0))
    out += ["", "  * Vagas Totais = Ampla Concorrência (AC) + Pessoas com Deficiência (PcD) + Negros."]
    out += ["  ** CR = Cadastro Reserva.", ""]
    return "\n".join(out) + "\n", rows
