"""A federal quadro that prints the immediate vacancies beside the cadastro de reserva, each a column group
with its own roles and total, drawn at random with its right reading (t08 of the fourteenth set: Cebraspe's
quadro for a federal institute, a Word table in a landscape section exported by LibreOffice Writer, its text
as PDFium gives it: "CARGO/ÁREA LOTAÇÃO VAGAS IMEDIATAS CADASTRO DE RESERVA" / "AC PPP PI PQ PcD Total AC
PPP PI PQ PcD Total" / "CARGO 1: ANALISTA I – ÁREA: " / "MUSEOLOGIA" / "Brasília/DF, Rio de Janeiro/RJ, " /
"Ouro Preto/MG e Goiás/GO" / "3 2 0 0 1 6 12 4 1 0 1 18").

`vagas_cadastro(rng)`: the groups' labels ("VAGAS IMEDIATAS", "VAGAS", "PROVIMENTO IMEDIATO" beside
"CADASTRO DE RESERVA", "CR", "FORMAÇÃO DE CADASTRO DE RESERVA"), the immediate group first or the cadastro's
first, on the roles' line or on a line of their own; the roles Lei 15.142's (AC, PPP, PI, PQ, PcD, in one of
a few orders, the total first or last) or Lei 12.990's (AC, PcD, Negros, Total); a lotação column or none;
names and lotações wrapped in their cells, top-aligned
(a cell's line goes on with the next cell's first line where it is a single line); a cargo with cadastro only (its immediate cells "–", "-" or "0", or "CR" in its total), a
cargo with no cadastro ("–"); zero-padded counts at times; a TOTAL row at times; a page break inside the
quadro (footer, running head, the header again) at times.

The right reading: each cargo with immediate vacancies, its immediate total, its reserve for negros the
immediate group's (pretos e pardos, indígenas and quilombolas together under Lei 15.142); a cargo of
cadastro only is no vacancy; never the cadastro's counts as vacancies.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

AREAS = [
    "MUSEOLOGIA",
    "CONSERVAÇÃO E RESTAURAÇÃO",
    "ARQUITETURA",
    "ARQUIVOLOGIA",
    "ADMINISTRAÇÃO",
    "ANTROPOLOGIA",
    "BIBLIOTECONOMIA",
    "HISTÓRIA DA ARTE",
    "ENGENHARIA CIVIL",
    "CIÊNCIAS CONTÁBEIS",
    "TECNOLOGIA DA INFORMAÇÃO",
    "COMUNICAÇÃO SOCIAL",
]
TECNICOS = ["TÉCNICO EM ASSUNTOS CULTURAIS", "TÉCNICO ADMINISTRATIVO", "TÉCNICO EM RESTAURO"]
PLACES = [
    "Brasília/DF",
    "Rio de Janeiro/RJ e Petrópolis/RJ",
    "Brasília/DF, Rio de Janeiro/RJ, Ouro Preto/MG e Goiás/GO",
    "Diversas unidades museológicas (ver subitem 2.3)",
    "Brasília/DF e unidades museológicas",
    "Recife/PE",
]
IMM = ["VAGAS IMEDIATAS", "VAGAS", "PROVIMENTO IMEDIATO", "Vagas imediatas"]
CR = ["CADASTRO DE RESERVA", "CR", "FORMAÇÃO DE CADASTRO DE RESERVA", "Cadastro de reserva"]
#: Lei 15.142's roles in a few orders (the total placed apart), and Lei 12.990's.
ORDERS_15142 = [["AC", "PPP", "PI", "PQ", "PcD"], ["AC", "PcD", "PPP", "PI", "PQ"], ["PPP", "PI", "PQ", "PcD", "AC"]]
ORDERS_12990 = [["AC", "PcD", "Negros"], ["AC", "Negros", "PcD"]]
RESERVE = {"PPP", "PI", "PQ", "Negros"}
RUNNING_HEAD = "INSTITUTO FEDERAL DO PATRIMÔNIO – Edital nº 1, de 5 de maio de 2026"
LAW_15142 = (
    "30% (trinta por cento) das vagas serão reservadas na forma da Lei nº 15.142, de 3 de junho de 2025, e do"
    "\nDecreto nº 12.536, de 2025, às pessoas pretas e pardas, indígenas e quilombolas."
)
LAW_12990 = "20% (vinte por cento) das vagas serão reservadas aos candidatos negros, na forma da Lei nº 12.990/2014."


def _group(rng: random.Random, roles: list[str], cadastro: bool) -> dict[str, int]:
    """One group's counts by role (the immediate vacancies, or the cadastro, larger)."""
    total = rng.randint(1, 40 if cadastro else 24)
    pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
    if "PPP" in roles:
        reserved = round(total * 3 / 10) if total >= 2 else 0
        pi = 1 if reserved >= 3 and rng.random() < 0.5 else 0
        pq = 1 if reserved - pi >= 3 and rng.random() < 0.3 else 0
        counts = {"PPP": reserved - pi - pq, "PI": pi, "PQ": pq}
    else:
        counts = {"Negros": total // 5 if total >= 3 else 0}
    counts["PcD"] = pcd
    counts["AC"] = total - sum(counts.values())
    return counts


def _cells(counts: dict[str, int] | None, order: list[str], rng: random.Random, pad: bool, empty: str) -> list[str]:
    """A group's cells in `order` (its "Total" among them), or a group of none: every cell `empty`, "CR" in
    its total at times."""
    if counts is None:
        tail = rng.choice(["CR", empty]) if empty != "0" else "0"
        return [tail if role == "Total" else empty for role in order]
    total = sum(counts.values())
    return [(f"{v:02d}" if pad else str(v)) for v in (total if role == "Total" else counts[role] for role in order)]


def _wrap(text: str, rng: random.Random) -> list[str]:
    """A cell's text over lines of 18 to 34 characters, PDFium's trailing space kept at times."""
    lines, line, limit = [], "", rng.randint(18, 34)
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > limit:
            lines.append(line + (" " if rng.random() < 0.5 else ""))
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def _row_lines(name: str, place: str | None, cells: list[str], rng: random.Random) -> list[str]:
    """The row as PDFium gives Writer's top-aligned cells: each cell's lines in turn, the counts last, a line
    going on where the next cell's first line shares its baseline (the cell before it a single line: "CARGO
    8: TÉCNICO ADMINISTRATIVO Brasília/DF e unidades" / "museológicas" / counts; "Rio de Janeiro/RJ e
    Petrópolis/RJ 3 1 0 0 0 4 …")."""
    cells_text = [_wrap(name, rng)] + ([_wrap(place, rng)] if place else []) + [[" ".join(cells)]]
    lines: list[str] = []
    for k, cell in enumerate(cells_text):
        if k and len(cells_text[k - 1]) == 1:
            lines[-1] = f"{lines[-1].rstrip()} {cell[0]}"
            lines += cell[1:]
        else:
            lines += cell
    return lines


def _header(rng: random.Random, groups: list[str], order: list[str], place: bool) -> list[str]:
    first = "CARGO/ÁREA LOTAÇÃO" if place else rng.choice(["CARGO/ÁREA", "CARGO"])
    roles = " ".join(order + order)
    if rng.random() < 0.5:
        return [f"{first} {groups[0]} {groups[1]}", roles]
    return [first, groups[0], groups[1], roles]


def vagas_cadastro(rng: random.Random) -> Case:
    """See the module's docstring."""
    law15142 = rng.random() < 0.7
    parts = list(rng.choice(ORDERS_15142 if law15142 else ORDERS_12990))
    order = ["Total", *parts] if rng.random() < 0.2 else [*parts, "Total"]
    cr_first = rng.random() < 0.3
    labels = [rng.choice(IMM), rng.choice(CR)]
    groups = labels[::-1] if cr_first else labels
    place = rng.random() < 0.7
    pad = rng.random() < 0.3
    header = _header(rng, groups, order, place)
    names = [f"ANALISTA I – ÁREA: {a}" for a in rng.sample(AREAS, rng.randint(2, 6))]
    names += rng.sample(TECNICOS, rng.randint(0, 2))
    opener = rng.random() < 0.75  # each row opened by "CARGO n:": which row a wrapped line is of is proven
    if opener:
        names = [f"CARGO {k + 1}: {name}" for k, name in enumerate(names)]
    only_cr = rng.randrange(len(names)) if rng.random() < 0.6 else None
    no_cr = rng.randrange(len(names)) if rng.random() < 0.3 else None
    empty = rng.choice(["–", "-", "0"])
    lines = [
        RUNNING_HEAD,
        "MINISTÉRIO DA CULTURA",
        "INSTITUTO FEDERAL DO PATRIMÔNIO",
        "EDITAL Nº 1 – IFP, DE 5 DE MAIO DE 2026",
        "4 DAS VAGAS",
        "4.1 As vagas e o cadastro de reserva estão distribuídos da seguinte forma:",
        *header,
    ]
    entries, sums, proven = [], [0] * (2 * len(order)), True
    break_at = rng.randrange(1, len(names)) if len(names) > 2 and rng.random() < 0.4 else None
    for k, name in enumerate(names):
        if k == break_at:
            lines += [f"Setor Bancário Norte, Quadra 2 – Brasília/DF – Página {rng.randint(2, 4)}", RUNNING_HEAD]
            again = rng.random() < 0.8
            lines += header if again else []
            proven = proven and again  # the page's furniture before a row, no header after it: a name's start?
        imm = None if k == only_cr else _group(rng, parts, False)
        cad = None if k == no_cr and k != only_cr else _group(rng, parts, True)
        pair = [imm, cad][::-1] if cr_first else [imm, cad]
        cells = _cells(pair[0], order, rng, pad, empty) + _cells(pair[1], order, rng, pad, empty)
        sums = [s + (int(c) if c.isdigit() else 0) for s, c in zip(sums, cells, strict=True)]
        lotacao = rng.choice(PLACES) if place else None
        row = _row_lines(name, lotacao, cells, rng)
        proven = proven and (opener or len(row) == 1)
        lines += row
        if imm is not None:
            key = name.split(": ")[-1]
            entries.append(Entry(key, sum(imm.values()), sum(imm[r] for r in parts if r in RESERVE)))
    for entry in entries:
        entry.proven = proven
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(str(s) for s in sums))
    legend = "AC = ampla concorrência; PcD = pessoas com deficiência; "
    legend += (
        "PPP = pessoas pretas e pardas; PI = pessoas indígenas; PQ = pessoas quilombolas."
        if law15142
        else "Negros = candidatos negros."
    )
    lines += [legend + " O cadastro de reserva não inclui as vagas imediatas.", "5 DA RESERVA DE VAGAS"]
    lines += [f"5.1 {LAW_15142 if law15142 else LAW_12990}", "6 DAS INSCRIÇÕES"]
    return Case("\n".join(lines) + "\n", entries)
