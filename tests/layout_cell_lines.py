"""A quadro copied from Chrome's PDF viewer (Nosso Rumo's municipal quadro): the header a line per line of
each cell ("Cargo Total de" / "Vagas" / "Vagas" / "reservadas" / "PcD" / … / "Semanal Requisitos"), each
row flat with single spaces, its counts followed by text cells (salário, jornada, requisitos), the
requisito wrapped onto lines of its own below the row; a "Total Nível …" row after each table. The class
of `tables/row_tails.py` (with `broken_header`), drawn with random variation for its property test.

`cell_lines_tables(rng)` gives (the edital's body, [(name, total, negros)]): one to three tables, each under
a numbered title and its header; the header's labels in random words ("Total de Vagas", "Vagas reservadas
PcD", "Vagas reservadas Negros", "Reserva PcD", "Cotas Negros", a note's mark glued, "PcD(1)", as Objetiva's
pypdf text has it; "Vencimento" / "Mensal (R$)"), the reserves in either order, an
ampla concorrência column at times, the salary and the jornada in either order or one of them only, the
requisitos last; zeros as "-", "0" or "00"; the requisito's tail lines opening in lower case, with a
quote or after a joining word; a Total row after each table at times.
"""

from __future__ import annotations

import random

from layout_render import CARGOS

TOTAL_LABELS = [["Total de", "Vagas"], ["Total", "de Vagas"], ["Nº de", "vagas"], ["Quantidade", "de vagas"]]
RESERVE_LABELS = {
    "pcd": [["Vagas", "reservadas", "PcD"], ["Reserva", "PcD"], ["PcD"], ["Vagas", "reservadas", "PcD(1)"]],
    "negros": [
        ["Vagas", "reservadas", "Negros"],
        ["Cotas", "Negros"],
        ["Negros"],
        ["Vagas", "reservadas", "Negros(2)"],
    ],
    "open": [["Ampla", "Concorrência"], ["AC"]],
}
TEXT_LABELS = {
    "pay": [["Salário", "Base (R$)"], ["Vencimento", "(R$)"], ["Vencimento", "Mensal (R$)"]],
    "hours": [["Jornada", "Semanal"], ["Carga", "Horária"]],
}
REQUISITOS = [
    ["Ensino Médio Completo"],
    ["Ensino Médio Completo e CNH", 'categoria "B"'],
    ["Ensino Médio Completo, CNH", '"A" e "B" e idade mínima de 21', "anos"],
    ["Superior em Serviço Social e", "registro no CRESS"],
    ["Superior em Nutrição e registro", "no CRN"],
    ["Ensino Fundamental Completo"],
    ["Licenciatura em Pedagogia"],
    ["Ensino Fundamental Completo e CNH", '"C"'],
]
LEVELS = ["NÍVEL FUNDAMENTAL E MÉDIO", "NÍVEL SUPERIOR", "NÍVEL TÉCNICO"]
NAMES = [
    *CARGOS,
    "Guarda Civil Municipal – 2ª Classe",
    "Médico Clínico Geral – Plantonista",
    "Professor de Educação Básica I",
]


def _count(value: int, zero: str, padded: bool) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if padded else str(value)


def _header(labels: list[list[str]], rng: random.Random) -> list[str]:
    """The header as Chrome copies it: each cell's lines in turn, the first line of a cell at times on the
    line of the cell before's last ("Cargo Total de", "Semanal Requisitos")."""
    out: list[str] = []
    for k, pieces in enumerate(labels):
        for n, piece in enumerate(pieces):
            if out and n == 0 and (k == 1 or k == len(labels) - 1 or rng.random() < 0.2):
                out[-1] += " " + piece
            else:
                out.append(piece)
    return out


def cell_lines_tables(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    """(body, rows): the quadro as the module's docstring says, and each cargo's name, total and negros."""
    names = rng.sample(NAMES, rng.randint(2, 12))
    cuts = sorted(rng.sample(range(1, len(names)), min(len(names) - 1, rng.randint(0, 2))))
    tables = [names[a:b] for a, b in zip([0, *cuts], [*cuts, len(names)])]
    reserves = ["pcd", "negros"] if rng.random() < 0.6 else ["negros", "pcd"]
    if rng.random() < 0.3:
        reserves.insert(0, "open")
    texts = rng.choice([["pay", "hours"], ["hours", "pay"], ["pay"], ["hours"]])
    zero, padded = rng.choice(["-", "0", "00"]), rng.random() < 0.5
    labels = [["Cargo"], rng.choice(TOTAL_LABELS), *(rng.choice(RESERVE_LABELS[r]) for r in reserves)]
    labels += [rng.choice(TEXT_LABELS[t]) for t in texts] + [["Requisitos"]]
    body = ["1.3. Os cargos, o total de vagas, as vagas reservadas e os requisitos são os da tabela a seguir:"]
    rows = []
    for n, members in enumerate(tables):
        body.append(f"TABELA {'I' * (n + 1)} – CARGOS DE {LEVELS[n]}")
        body += _header(labels, rng)
        sums = dict.fromkeys(["total", *reserves], 0)
        for name in members:
            total = rng.randint(1, 30)
            negros = total * 20 // 100
            pcd = total * 5 // 100 + (1 if total > 10 and rng.random() < 0.5 else 0)
            figures = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
            cells = [_count(figures["total"], "0", padded), *(_count(figures[r], zero, padded) for r in reserves)]
            for key in sums:
                sums[key] += figures[key]
            text = {"pay": f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"}
            text["hours"] = rng.choice(["40h", "30h", "44h", "24h"])
            requisito = rng.choice(REQUISITOS)
            body.append(" ".join([name, *cells, *(text[t] for t in texts), requisito[0]]))
            body += requisito[1:]
            rows.append((name, total, negros))
        if rng.random() < 0.7:
            body.append(" ".join([f"Total {LEVELS[n].title()}", *(str(sums[k]) for k in ["total", *reserves])]))
    body.append(
        "1.4. Das vagas oferecidas, 5% ficam reservadas às pessoas com deficiência e 20% aos candidatos negros."
    )
    return "\n".join(body), rows
