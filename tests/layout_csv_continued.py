"""A quadro exported as CSV by an extractor that writes each of a PDF table's text lines as a record
(Tabula), drawn at random with its right readings: the class of `tables/csv_continued.py`.

`csv_continued(rng)`: title records padded with empty cells; a header on one record or two ("Vagas" /
"totais", "Pessoas com" / "deficiência", "Negros" / "(30%)"); the code column at times; each row's name
wrapped at times: its first part on a record of its own (the code there, no counts, the name ending
open, "Oficial de Defensoria Pública –") and the rest with the counts on the next record, and at times a
last part on a record of its own below the counts ("(todas as regionais)"); empty records, a page's
number as a record and the header repeated amid the rows; "," or ";" between cells; zeros as "" or "0";
the pay after the counts; a TOTAL record at times; notes and another annex's table after it.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

PREFIXES = ["Oficial de Defensoria Pública –", "Agente de Defensoria Pública –", "Analista Judiciário –"]
SUFFIXES = [
    "Regional Capital – Centro",
    "Regional Capital – Leste",
    "Regional Campinas",
    "Regional Vale do Paraíba",
    "Regional Baixada Santista",
    "Psicólogo",
    "Assistente Social",
    "Engenheiro Civil",
    "Analista de Sistemas",
    "Contador",
]
SINGLE = ["Motorista", "Técnico em Informática", "Auxiliar Administrativo", "Nutricionista"]
TAILS = ["(todas as regionais)", "(Capital e Interior)"]
LABELS = {
    "total": [("Vagas", "totais"), ("Total", ""), ("Total de", "vagas")],
    "open": [("Ampla", "concorrência"), ("AC", "")],
    "pcd": [("Pessoas com", "deficiência"), ("PcD", "")],
    "negros": [("Negros", "(30%)"), ("Negros", "")],
}


def _figures(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 20)
    negros = round(total * 0.3) if total >= 2 else 0
    pcd = min(total - negros, int(total >= 5) * rng.randint(0, 1))
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def csv_continued(rng: random.Random) -> Case:
    """See the module docstring."""
    sep = rng.choice([",", ";"])
    coded = rng.random() < 0.6
    roles = ["total", "open", "pcd", "negros"] if rng.random() < 0.7 else ["total", "pcd", "negros"]
    rng.shuffle(roles)
    labels = [rng.choice(LABELS[r]) for r in roles]
    two = any(b for _, b in labels) or rng.random() < 0.3
    head = [("Código", "da opção")] * coded + [("Cargo / Regional", "") if two else ("Cargo", "")]
    head += labels + [("Vencimento", "(R$)")]
    width = len(head)
    blank = rng.random() < 0.5

    def record(cells: list[str]) -> str:
        cells = cells + [""] * (width - len(cells))
        return sep.join(f'"{c}"' for c in cells)

    header = [record([a for a, _ in head])] + ([record([b for _, b in head])] if two else [])
    lines = [record(["DEFENSORIA PÚBLICA DO ESTADO"]), record(["EDITAL Nº 01/2023 – ANEXO I"]), record([])]
    lines += header
    entries, grand, continued = [], dict.fromkeys(roles, 0), False
    names = [f"{p} {s}" for p in PREFIXES for s in SUFFIXES] + SINGLE
    chosen = rng.sample(names, rng.randint(3, 9))
    for k, name in enumerate(chosen):
        figures = _figures(rng)
        cells = ["" if blank and figures[r] == 0 else str(figures[r]) for r in roles]
        code = [f"{201 + k}"] * coded
        pay = f"{rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        wrapped = "–" in name and rng.random() < 0.7
        tail = rng.choice(TAILS) if rng.random() < 0.25 else ""
        if wrapped:
            first, rest = name.split("– ", 1)
            lines.append(record([*code, first + "–"]))
            lines.append(record(["" for _ in code] + [rest, *cells, pay]))
            continued = True
        else:
            lines.append(record([*code, name, *cells, pay]))
        if tail:
            lines.append(record(["" for _ in code] + [tail]))
            continued = True
        full = f"{name} {tail}".strip()
        entries.append(Entry(full, figures["total"], figures["negros"]))
        for r in roles:
            grand[r] += figures[r]
        if k == len(chosen) // 2 and rng.random() < 0.4:
            lines += [record([]), record(["Página 22 de 58"]), *header]
    summed = rng.random() < 0.6
    if summed:
        lines += [record([]), record(["" for _ in range(coded)] + ["TOTAL", *(str(grand[r]) for r in roles)])]
    lines += [record([]), record(["NOTAS:"]), record(["1. O candidato indicará uma única opção."]), record([])]
    lines += [record(["ANEXO II – ESTRUTURA DAS PROVAS"]), record(["Cargo", "Prova", "Componentes", "Nº de questões"])]
    lines += [
        record(["Oficial de Defensoria", "Objetiva", "Língua Portuguesa", "20"]),
        record(["Pública", "", "Noções de Direito", "30"]),
    ]
    proven = summed or "open" in roles
    for entry in entries:
        entry.proven = proven
    if not continued:  # the class: at least one record continues a row
        return csv_continued(rng)
    return Case("\n".join(lines) + "\n", entries)
