"""A small body's quadro de vagas printed, stamped, scanned and OCR'd by tesseract, drawn at random with its
right reading: the class of `tables/scanned_quadro.py`.

`scanned_quadro(rng)` writes the text pypdf gives of the OCR's text layer: the header's labels in a line (the
name label, the count labels: the total as "Vagas" or "Nº de vagas", ampla concorrência at times, PcD at
times, the negros' as "Negros" or "Vagas afrodescendentes"; then hours, pay, requisitos), a wrapped label's
first word at times put first ("SALÁRIO CARGO …"), a label cut by its hyphen with its end at the line's end
("afrodescen- … dentes"), borders glued to labels ("|PcD"), a line of the labels' upper halves above at times,
stray marks of a stamp at the end; then a row a line: the name, the count cells (zero-padded, dashes for
none, "CR" or "Cadastro" for a cadastro de reserva), an hours cell or a pay, the requisitos; a wrapped name
or requisitos leaving its tail on the next line, or (a quadro in three) every wrapped name its first line
above the row's ("Operador de Máquinas" / "Pesadas 03 00 01 …", "da Família …" opening with a connector),
a group's heading; the OCR's confusions in count cells ("o"/"O" for 0, "l"/"I"
for 1, "S" for 5), borders "|" alone between the name and other text or among the cells, another column's
words run into a row behind a border; a row the OCR spoilt (a garbled cell, a border glued to a count, a
name that is no name, a count split in two or two run together, "B" for 8) at times; trailing spaces.

The right reading: each row read its total and negros, its name holding at least the words on its own line
(with the line above, for a name wrapped above its row); a spoilt row not read at all (never a phantom, never
a guess); a row proven (may be confirmed) only where no count was repaired, no border stands in it or cut its
name, no line stands right above or below it, and its sum closes (ampla concorrência printed, or the
reserves making the whole total).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

#: Names (first line, tail on the next line or None), the first lines unique.
NAMES = [
    ("Auxiliar Operacional", None),
    ("Motorista de", "Veículos Leves"),
    ("Agente Administrativo", None),
    ("Técnico em", "Enfermagem"),
    ("Professor de", "Educação Infantil"),
    ("Enfermeiro", None),
    ("Agente de Saneamento", "(Leiturista)"),
    ("Operador de ETA", None),
    ("Encanador", None),
    ("Eletricista de Manutenção", None),
    ("Auxiliar de Serviços de", "Saneamento"),
    ("Químico", None),
    ("Fonoaudiólogo", None),
    ("Vigia", None),
    ("Psicólogo", None),
    ("Assistente Social", None),
    ("Gari", None),
    ("Operador de Máquinas", "Pesadas"),
]
REQUISITOS = [
    ("Ensino Fundamental", "incompleto"),
    ("Ensino Médio completo", None),
    ("Curso Técnico e", "COREN"),
    ("Ensino Superior e", "registro no conselho"),
    ("Alfabetizado", None),
    ("Ensino Fundamental e CNH", "categoria D"),
    ("Química e CRQ", None),
]
#: Names wrapped with their first line above the row's (a pypdf or OCR order of a cell centred on its row):
#: (first line, the row's); the row's may open with a connector ("da Família"), read only with the line above.
HEADS = [
    ("Operador de Máquinas", "Pesadas"),
    ("Mecânico de Veículos", "Pesados"),
    ("Odontólogo da Estratégia", "Saúde da Família"),
    ("Médico da Estratégia Saúde", "da Família"),
    ("Agente de Combate", "às Endemias"),
    ("Instrutor de Educação", "Física"),
]
NAME_LABELS = ["Cargo", "CARGO", "Emprego", "EMPREGO"]
LABELS = {
    "total": ["Vagas", "VAGAS", "Nº de vagas", "Total"],
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "PCD", "Vagas PcD"],
    "negros": ["Negros", "NEGROS", "Vagas afrodescendentes"],
}
CONFUSION = {"0": ["o", "O"], "1": ["l", "I"], "5": ["S"]}
GROUPS = ["NÍVEL MÉDIO", "NÍVEL FUNDAMENTAL COMPLETO", "ENSINO SUPERIOR"]
STAMP = ["Eh 8", "q", "'", "PROTOCOLO", ""]


def scanned_quadro(rng: random.Random, clean: bool = False) -> Case:
    """An edital with such a quadro, and its right reading; `clean`, one the OCR left whole, its rows each
    on one line and proven by their sums (the borders only outside the count cells)."""
    roles = rng.choice([["total", "pcd", "negros"], ["total", "negros"], ["open", "pcd", "negros", "total"]])
    roles = roles if "open" not in roles or rng.random() < 0.5 else ["total", "open", "pcd", "negros"]
    roles = ["open", "pcd", "negros", "total"] if clean else roles
    after = rng.choice(["hours", "pay"])
    header, above = _header(rng, roles, after)
    lines, entries, signs = [], [], ["|" in header or any("|" in a for a in above)]
    heads = not clean and rng.random() < 0.3  # names wrapped with their first line above the row's (no tails)
    pool = HEADS + [n for n in NAMES if n[1] is None] if heads else [n for n in NAMES if not clean or n[1] is None]
    spoilt_last, last_entry, lines_after = True, None, False
    for n, name in enumerate(rng.sample(pool, rng.randint(3, 7))):
        spoil = not spoilt_last and n > 0 and rng.random() < 0.15 and not clean
        spoilt_last = spoil
        (pre, line, post), entry, sign = _row(rng, (roles, clean, heads), after, name, spoil)
        if not (clean or spoil or lines_after) and n > 0 and rng.random() < 0.1:
            pre = [rng.choice(GROUPS), *pre]  # a group's heading in capitals: no name's start
        if (pre or spoil) and last_entry is not None:
            last_entry.proven = False  # a line follows that row: read as a tail of it
        if entry is not None and (lines_after or pre):
            entry.proven = False  # a line above it: the start of its name, as far as the text tells
        lines_after = bool(post) or spoil
        lines += [*pre, line, *post]
        signs.append(sign)
        last_entry = entry
        if entry is not None:
            entries.append(entry)
    if not any(signs):
        at = next(k for k, line in enumerate(lines) if "," in line)
        lines[at] += " |"  # every scan shows it somewhere: a border after the pay
    caption = rng.choice(["QUADRO I - DOS CARGOS E VAGAS\n", "V\n", ""])
    lead = "2. DOS CARGOS E VAGAS\n2.1 Os cargos, as vagas e os requisitos são os seguintes:\n"
    note = rng.choice(["", "CR. = cadastro reserva. As vagas reservadas estão incluídas no número de vagas.\n"])
    spaces = rng.random() < 0.5
    body = "\n".join(line + (" " if spaces else "") for line in [*above, header, *lines])
    return Case(HEAD + lead + caption + body + "\n" + note + TAIL, entries)


def _header(rng: random.Random, roles: list[str], after: str) -> tuple[str, list[str]]:
    """The header line as the OCR gives it, and the line above it (the labels' upper halves) or none."""
    labels = [rng.choice(LABELS[r]) for r in roles]
    if "open" in roles and labels[roles.index("total")] in ("Vagas", "VAGAS"):
        labels[roles.index("total")] = rng.choice(["Total", "Nº de vagas"])
    if "Vagas afrodescendentes" in labels and rng.random() < 0.5:
        labels[labels.index("Vagas afrodescendentes")] = "Vagas afrodescen-"
        cut = True
    else:
        cut = False
    if labels[0] == "Vagas" and rng.random() < 0.3:
        labels[0] = "vagas"
    rest = ["Carga horária"] if after == "hours" else ["SALÁRIO R$"]
    rest += [rng.choice(["Requisitos", "REQUISITOS", "Escolaridade / requisitos"])]
    words = [rng.choice(NAME_LABELS), *labels, *rest]
    glue = rng.random() < 0.4
    if glue:
        words = [w if k < 2 or rng.random() < 0.5 else "|" + w for k, w in enumerate(words)]
    if after == "pay" and rng.random() < 0.4:  # "SALÁRIO" over "R$": its first word first
        words = [w.replace("SALÁRIO ", "") for w in words]
        words.insert(0, "SALÁRIO")
    line = " ".join(words) + (" dentes" if cut else "") + (" " + rng.choice(STAMP) if rng.random() < 0.4 else "")
    above = [rng.choice(["Nº de |Vagas Carga Vencimento", "V", "Vagas |Escolaridade /"])] if rng.random() < 0.3 else []
    return line.rstrip(), above


def _counts(rng: random.Random, roles: list[str]) -> dict[str, int] | None:
    """A row's counts by role, or None for a cadastro de reserva."""
    if rng.random() < 0.1:
        return None
    total = rng.randint(1, 12)
    negros = rng.randint(0, min(total, 3))
    pcd = rng.randint(0, min(total - negros, 1)) if "pcd" in roles else 0
    return {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}


def _cell(rng: random.Random, value: int, dashes: bool, pad: bool) -> str:
    if value == 0 and dashes:
        return "-"
    return f"{value:02d}" if pad else str(value)


def _confused(rng: random.Random, cell: str) -> str:
    """A cell with each digit read as a letter at times."""
    if len(cell) > 2:
        return cell
    return "".join(rng.choice(CONFUSION[c]) if c in CONFUSION and rng.random() < 0.5 else c for c in cell)


def _row(
    rng: random.Random, shape: tuple[list[str], bool, bool], after: str, name: tuple[str, str | None], spoil: bool
):
    """The lines of one row as the OCR gives them (those above its line, its line, those after), its entry
    (None when spoilt, a cadastro or a name the text cannot give), and whether the OCR shows in it."""
    roles, clean, heads = shape
    first, tail = name
    pre = []
    if heads and tail is not None:  # the name's first line above, its last on the row's
        pre, first, tail = [first], tail, None
    odds = 0.0 if clean else 1.0
    counts = _counts(rng, roles)
    dashes, pad = rng.random() < 0.5, rng.random() < 0.5
    if counts is None:
        cells = [rng.choice(["CR", "C.R.", "Cadastro"])] + ["-" if dashes else "0"] * (len(roles) - 1)
    else:
        cells = [_cell(rng, counts[r], dashes, pad) for r in roles]
    repaired = False
    if rng.random() < 0.35 * odds:
        k = rng.randrange(len(cells))
        new = _confused(rng, cells[k])
        repaired = new != cells[k]
        cells[k] = new
    req, req_tail = rng.choice([r for r in REQUISITOS if not (clean or heads) or r[1] is None])
    rest = ("40h" if after == "hours" else "") + f" {rng.randint(1, 5)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
    border_cells = rng.random() < 0.1 * odds and len(cells) > 1
    cut = rng.random() < 0.1 * odds
    shown = cells[:1] + ["|"] + cells[1:] if border_cells else cells
    if cut:  # another column's words run into the row behind a border
        line = f"{first} | {req} {' '.join(shown)} {rest.strip()}"
    else:
        line = f"{first} {' '.join(shown)} {rest.strip()}" + (f" | {req}" if rng.random() < 0.3 else f" {req}")
    if spoil:
        line = _spoilt(rng, first, shown, rest)
    tails = " ".join(t for t in (tail, req_tail if not cut else None) if t)
    out = (pre, line, [tails] if tails else [])
    sign = (repaired or "|" in line) and not spoil
    if spoil or counts is None:
        return out, None, sign
    # its sum closes: ampla concorrência printed, or the reserves fill the total (none left to it)
    closes = "open" in roles or counts["open"] == 0
    proven = not (repaired or border_cells or cut or tails or pre) and closes
    return out, Entry(" ".join([*pre, first]), counts["total"], counts["negros"], proven), sign


def _spoilt(rng: random.Random, first: str, cells: list[str], rest: str) -> str:
    """A row the OCR spoilt: a garbled cell, a border glued to a count, a name that is no name (its first
    letters lost, its last word at the line's end), a count split or two run together, "B" for 8."""
    how = rng.choice(["garbled", "glued", "name", "split", "merged", "B"])
    if how == "garbled":
        cells = ["Jd", *cells[1:]]
    elif how == "split":  # the spacing splits a count in two ("1 2" for 12)
        cells = ["1", "2", *cells[1:]]
    elif how == "merged":  # or runs two cells together
        cells = [cells[0] + cells[1], *cells[2:]]
    elif how == "B":  # a digit read as a letter no rule repairs ("B" for 8)
        cells = ["B", *cells[1:]]
    elif how == "glued":
        cells = ["|" + cells[0], *cells[1:]]
    else:
        return f"A, {first.split()[0][2:].lower()} {' '.join(cells)} {rest.strip()} {first.split()[-1]}"
    return f"{first} {' '.join(cells)} {rest.strip()}"
