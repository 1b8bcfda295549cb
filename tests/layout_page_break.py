"""A quadro laid out by spaces (`pdftotext -layout`) that runs onto the next page, the page's furniture
between its rows. The class of `tables/page_break.py`, drawn with random variation for its property test.

`page_break(rng)` draws cargos (names wrapped below their counts at times, the first line ending in "–"),
their counts (total, ampla concorrência, PcD, negros, the reserves "–" at times), the columns in one of
two layouts (the name first and the counts after it in any order, or the counts first, then a code and the
name, as FCC prints them), and a page break after a random row, or inside a wrapped name (the name's end
on the next page): blank lines, a footer of one or two lines (a page number, a Diário Oficial's
publication line, an authentication code, a rule), a form feed at times, the next page's letterhead of one
or two lines, and the header repeated at times. At times a note under the rows ends the table before the
break ("Nota: …."), and the next page's rows stand under no header: nothing joins them. Returns the text,
the rows (name, total, negros) and whether the rows after the break belong to the table above.
"""

from __future__ import annotations

import random

NAMES = [
    ("Policial Penal", ""),
    ("Agente Socioeducativo", ""),
    ("Especialista em Assistência Penitenciária –", "Psicologia"),
    ("Especialista em Assistência Penitenciária –", "Serviço Social"),
    ("Especialista em Assistência Penitenciária –", "Pedagogia"),
    ("Analista Judiciário – Área Apoio Especializado –", "Contabilidade"),
    ("Analista Judiciário – Oficial de Justiça", ""),
    ("Técnico Judiciário – Área Administrativa", ""),
    ("Técnico Penitenciário – Administração", ""),
    ("Técnico Judiciário – Especialidade Agente da", "Polícia Judicial"),
    ("Motorista", ""),
    ("Assistente Social", ""),
]
LABELS = {"total": "Total", "open": "AC", "pcd": "PcD", "negros": "Negros"}
FOOTERS = [
    "Publicado no DOE nº 12.345, de 14/03/2025{gap}Página {page} de 112",
    "Código de autenticação: 7F3A-22C1-90BE-4D17{gap}Documento assinado digitalmente (MP nº 2.200-2/2001)",
    "Fundação Carlos Chagas – Edital nº 01/2023 – Abertura{gap}Página {page} de 38",
    "_" * 90,
]
HEADS = [
    "Nº 12.345 – 14/03/2025{gap}DIÁRIO OFICIAL DO ESTADO DE SERRA DOURADA{gap}{next}",
    "ANO XXXVII{gap}Poder Executivo{gap}Seção 3 – Pessoal",
    "{gap}TRIBUNAL REGIONAL DO TRABALHO DA 25ª REGIÃO",
    "{gap}Edital nº 01/2023 – Abertura",
]


def _counts(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 40)
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = -(-total * 5 // 100) if total >= 5 else 0
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def _cell(value: int, dash: bool) -> str:
    return "–" if dash and not value else str(value)


def _put(line: list[str], at: int, text: str) -> None:
    if len(line) < at + len(text):
        line.extend(" " * (at + len(text) - len(line)))
    line[at : at + len(text)] = list(text)


def page_break(rng: random.Random) -> tuple[str, list[tuple[str, int, int]], bool]:
    chosen = rng.sample(NAMES, rng.randint(3, 7))
    order = rng.sample(list(LABELS), 4)
    counts_first = rng.random() < 0.4
    dash = rng.random() < 0.5
    gap = rng.randint(3, 8)
    name_width = max(len(a) for a, _ in chosen) + rng.randint(2, 8)
    widths = [max(len(LABELS[r]), 3) for r in order]
    if counts_first:  # counts, a code, the name (FCC)
        xs, x = [], 4
        for w in widths:
            xs.append(x)
            x += w + gap
        code_x, name_x = x, x + 6 + gap
        columns = [(LABELS[r], at, w) for r, at, w in zip(order, xs, widths)] + [("Código", code_x, 6)]
        header_name = ("Cargo/Especialidade", name_x)
    else:
        name_x, x, xs = 1, 1 + name_width, []
        for w in widths:
            xs.append(x)
            x += w + gap
        columns = [(LABELS[r], at, w) for r, at, w in zip(order, xs, widths)]
        header_name = ("Cargo/Especialidade", name_x)
    header: list[str] = []
    for label, at, w in columns:
        _put(header, at + w - len(label) if label != "Código" else at, label)
    _put(header, header_name[1], header_name[0])
    rows_laid: list[list[str]] = []
    rows = []
    for k, (first, second) in enumerate(chosen):
        counts = _counts(rng)
        line: list[str] = []
        for r, at, w in zip(order, xs, widths):
            cell = _cell(counts[r], dash)
            _put(line, at + w - len(cell), cell)
        if counts_first:
            _put(line, code_x, f"A{k + 1:02d}")
        _put(line, name_x, first)
        block = ["".join(line).rstrip()]
        if second:
            block.append(" " * name_x + second)
        rows_laid.append(block)
        rows.append((f"{first} {second}".strip(), counts["total"], counts["negros"]))
    cut = rng.randint(1, len(rows_laid) - 1)  # the page breaks after this row (or inside its wrapped name)
    noted = rng.random() < 0.15  # the table ends before the break: a note, then the next page's rows alone
    inside = len(rows_laid[cut - 1]) == 2 and rng.random() < 0.5 and not noted
    page = rng.randint(2, 60)
    spaces = " " * rng.randint(10, 40)
    foot = [f.format(gap=spaces, page=page) for f in rng.sample(FOOTERS, rng.randint(1, 2))]
    head = [h.format(gap=spaces, next=page + 1) for h in rng.sample(HEADS, rng.randint(1, 2))]
    if not any("Página" in f for f in foot) and rng.random() < 0.5:
        foot.append(f"{spaces}Página {page} de 112")
    lines = ["2.1 Quadro de vagas:", "", "".join(header).rstrip(), ""]
    for block in rows_laid[: cut - 1]:
        lines += block
    last = rows_laid[cut - 1]
    lines += last[:1] if inside else last
    if noted:
        lines += ["", " Nota: as vagas reservadas estão incluídas no total de vagas do cargo."]
    lines += [""] * rng.randint(0, 2) + [" " + f for f in foot]
    form_feed = rng.random() < 0.6 or not any("Página" in f for f in foot)  # pdftotext prints one at every page
    after = [" " + h for h in head] + [""] * rng.randint(0, 1)
    if rng.random() < 0.4:
        after += ["".join(header).rstrip(), ""]
    if inside:
        after.append(last[1])
    for block in rows_laid[cut:]:
        after += block
    text = "\n".join(lines) + "\n" + ("\f" if form_feed else "\n") + "\n".join(after) + "\n"
    return text, rows, not noted
