"""A quadro given a column at a time, each column's block under its own label, drawn at random with its
right reading: the class of `tables/labelled_blocks.py` (a PDF-to-Word converter's or pdfminer's text).

`labelled_blocks(rng)`: the name column's label ("CARGO", "CARGO / LOTAÇÃO", "Emprego") and every name,
a name wrapped over two lines at times; then the count columns in any order, each its label over one or
two lines ("VAGAS" / "TOTAL", "NEGROS" / "(20%)", "AMPLA" / "CONCORRÊNCIA") and a cell a line, zeros as
"0", "-" or "–"; a TOTAL row among the names at times; a text column's block among or after them at times ("ESCOLARIDADE", "VENCIMENTO (R$)");
blank lines and a page's marker between blocks at times; a spanning "Vagas Imediatas" right before a
block's label at times (pdfminer prints FGV's spanning label where its text falls); a page break amid the blocks at times (the
footer every page has, the page's number, a form feed); the quadro cut over two pages at times, each
part under its own labels again (a footer, "Página 2 de 30", a form feed, "(continuação)"). A total
column most of the time. Then a pay table in blocks too (no count column: not a quadro de vagas).

The right reading: each cargo its total and its negros' cell; proven only with a total column and no
wrapped name. A fault (`broken`): a block one cell short, or a row whose parts do not make its total;
then the part is not read at all (no position) and a note says so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, NAMES, TAIL, Entry

NAME_LABELS = ["CARGO", "CARGO / LOTAÇÃO", "Cargo", "EMPREGO", "Função", "CARGO/ESPECIALIDADE"]
LABELS = {
    "total": ["VAGAS\nTOTAL", "TOTAL DE\nVAGAS", "Total", "TOTAL", "Total de vagas"],
    "open": ["AMPLA\nCONCORRÊNCIA", "AC", "Ampla concorrência", "AMPLA"],
    "negros": ["NEGROS\n(20%)", "Negros", "COTAS\nRACIAIS", "Candidatos\nnegros", "PPP"],
    "pcd": ["PCD\n(5%)", "PcD", "Pessoas com\ndeficiência", "PcD*"],
}
TEXT_BLOCKS = {
    "ESCOLARIDADE": ["Ensino Médio", "Ensino Superior", "Fundamental", "Médio + Técnico", "Superior + registro"],
    "VENCIMENTO (R$)": ["2.815,40", "3.402,18", "7.118,55", "9.645,02", "2.210,63"],
}
#: Names wrapped over two lines, the first part unable to end a name.
WRAPPED = [("Técnico em Segurança do", "Trabalho"), ("Encarregado de Turma de", "Pavimentação")]
FOOTER = "Concurso Público – Edital nº 02/2025 – www.santaluzia.al.gov.br"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: int = 0  # parts of the quadro not to be read (a note each)


def _zero(value: int, zero: str) -> str:
    return zero if value == 0 else str(value)


def _part(rng: random.Random, names: list[str], roles: list[str], broken: bool) -> tuple[list[str], list[Entry]]:
    """One part of the quadro (its labels, names and blocks) and its entries."""
    zero = rng.choice(["0", "-", "–"])
    gap = rng.choice(["", "", "\n"])
    rows, entries, counts = [], [], set()
    for name in names:
        negros = rng.randint(0, 3)
        pcd = rng.randint(0, 1) if "pcd" in roles else 0
        open_ = rng.randint(1, 30)
        rows.append({"open": open_, "negros": negros, "pcd": pcd, "total": open_ + negros + pcd})
    fault = rng.choice(["short", "sum"]) if broken else ""
    if fault == "sum" and "total" not in roles:
        fault = "short"
    if fault == "sum":
        rows[rng.randrange(len(rows))]["total"] += 1
    lines = [rng.choice(NAME_LABELS)]
    for name in names:
        lines += name.split("\x00")
    if rng.random() < 0.2:  # a TOTAL row among the names: the columns' sums, no cargo
        lines.append(rng.choice(["TOTAL", "Total"]))
        rows.append({role: sum(row[role] for row in rows) for role in rows[0]})
    text_block = rng.choice([None, None, "ESCOLARIDADE", "VENCIMENTO (R$)"])
    text_at = rng.randint(1, len(roles)) if text_block else -1
    short = rng.randrange(len(roles)) if fault == "short" else -1
    # FGV's spanning "Vagas Imediatas" over the counts, printed by pdfminer where its text falls: right
    # before the label of the block under it (CVM's "Vagas Imediatas" / "Negro" / "4" / "8")
    spanning = rng.randrange(len(roles)) if rng.random() < 0.25 else -1
    for k, role in enumerate(roles):
        if k == text_at:
            lines += [gap + text_block, *(rng.choice(TEXT_BLOCKS[text_block]) for _ in rows)]
        if gap or rng.random() < 0.1:
            lines.append("")
        if rng.random() < 0.08:
            lines += ["Página 4 de 30", ""]
        if k == spanning:
            lines += [rng.choice(["Vagas Imediatas", "VAGAS IMEDIATAS"]), ""]
        lines += rng.choice(LABELS[role]).split("\n")
        cells = [_zero(row[role], zero) for row in rows]
        counts.update(cells)
        lines += cells[:-1] if k == short else cells
    if text_at == len(roles):
        lines += ["", text_block, *(rng.choice(TEXT_BLOCKS[text_block]) for _ in rows)]
    after_cells = [k + 1 for k in range(len(names) + 2, len(lines)) if lines[k] in counts]
    if rng.random() < 0.25:  # a page break after a cell: the footer every page has, the page's number
        cut = rng.choice(after_cells)
        lines[cut:cut] = ["", FOOTER, "", "Página 3 de 30", "\f"]
    if not broken:
        proven = "total" in roles and not any("\x00" in n for n in names)
        for name, row in zip(names, rows):
            entries.append(Entry(name.split("\x00")[0], row["total"], row["negros"], proven=proven))
    return lines, entries


def labelled_blocks(rng: random.Random) -> Case:
    roles = ["open", "negros"] + (["pcd"] if rng.random() < 0.6 else []) + (["total"] if rng.random() < 0.8 else [])
    rng.shuffle(roles)
    names = rng.sample(NAMES, rng.randint(2, 8))
    if rng.random() < 0.2:  # a name wrapped over two lines: read joined back, not proven
        first, rest = rng.choice(WRAPPED)
        names[rng.randrange(len(names))] = f"{first}\x00{rest}"
    pages = [names]
    if len(names) >= 4 and rng.random() < 0.3:
        cut = rng.randint(2, len(names) - 2)
        pages = [names[:cut], names[cut:]]
    broken_at = rng.randrange(len(pages)) if rng.random() < 0.15 else -1
    body, entries = ["QUADRO I – DISTRIBUIÇÃO DAS VAGAS", ""], []
    for k, part in enumerate(pages):
        if k:
            body += ["", FOOTER, "", "Página 2 de 30", "\fQUADRO I – DISTRIBUIÇÃO DAS VAGAS (continuação)", ""]
        lines, found = _part(rng, part, roles, k == broken_at)
        body += lines
        entries += found
    pay = ["", "1.3. Os vencimentos são os seguintes:", "", "CARGO", ""]
    pay += [n.replace("\x00", " ") for n in names[:3]] + ["", "VENCIMENTO (R$)", ""]
    pay += [rng.choice(TEXT_BLOCKS["VENCIMENTO (R$)"]) for _ in names[:3]]
    page = f"\n{FOOTER}\n\nPágina 1 de 30\n\f"  # the footer on every page: page furniture
    text = f"{HEAD}{page}\n2. DAS VAGAS\n2.1. Quadro de vagas:\n\n" + "\n".join(body + pay) + f"\n{page}{TAIL}"
    return Case(text, entries, int(broken_at >= 0))
