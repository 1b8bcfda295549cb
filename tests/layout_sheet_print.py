"""Spreadsheets as editais print them: the classes of `tables/sheet_headings.py` and `tables/prn_cells.py`,
drawn with random variation for their property tests.

`printed_sheet(rng)`: a quadro de vagas printed from a spreadsheet with its row numbers and column letters,
copied with its layout (`pdftotext -layout`): a letter line (letters over each column's start or over its
middle), each row opening with its number (right- or left-aligned, two to four spaces before its first
cell), a title row and a blank row above the header at times, a code column and a text column
(escolaridade, carga horária) at times, the count columns in any order and with any of their labels, the
numbers right-aligned or left-aligned in their cells, a pay column at times, a TOTAL row and a note row at
times; and a second sheet of fees and numbers of questions (no count column) printed before or after it,
with its own letters and numbers from 1, under a page heading at times.

`prn_sheet(rng)`: a quadro saved as formatted text (.prn): every cell cut to its column's width, text
left and numbers right, no space between cells; the name column narrower than its longest names (which
are cut and glued to the next cell), a level column at times, the count columns in any order, a pay
column at times, a TOTAL GERAL row at times; below it at times a note, then a reference table of places
under a title naming its vacancies ("VAGAS POR UNIDADE"), and the issuer's address with its postal code.

Each returns the text and its rows: (name as the file prints it, total, negros).
"""

from __future__ import annotations

import random
import string

NAMES = [
    "Agente Administrativo",
    "Agente de Combate às Endemias",
    "Auxiliar de Serviços Gerais",
    "Motorista de Veículos Pesados",
    "Operador de Máquinas Rodoviárias",
    "Técnico em Enfermagem",
    "Técnico em Higiene Dental",
    "Monitor de Educação Infantil",
    "Assistente Social",
    "Enfermeiro",
    "Fisioterapeuta",
    "Professor de Educação Física",
    "Professor de Anos Iniciais",
    "Psicólogo",
    "Nutricionista",
    "Fiscal de Tributos",
    "Cuidador de Criança e Adolescente",
    "Médico Clínico Geral",
]
LABELS = {
    "total": ["VAGAS", "TOTAL", "Total"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD", "PNE"],
    "negros": ["NEGROS", "Negros", "PN", "AFRO"],
}
LEVELS = ["FUND", "MED", "TEC", "SUP"]


def _counts(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 30)
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = -(-total * 5 // 100) if total >= 5 else 0
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def _quadro(rng: random.Random) -> tuple[list[str], list[tuple[str, dict[str, int]]]]:
    roles = ["total", "negros", *rng.sample(["open", "pcd"], rng.randint(1, 2))]
    rng.shuffle(roles)
    names = rng.sample(NAMES, rng.randint(3, 9))
    return roles, [(name, _counts(rng)) for name in names]


# --- printed with row numbers and column letters ------------------------------------------------------


def _sheet_lines(rng: random.Random, table: list[list[str]], numeric: list[bool]) -> list[str]:
    """The sheet's letter line and numbered rows, each column at its place (`numeric`: right-aligned)."""
    right, aligned = rng.random() < 0.7, rng.random() < 0.8  # row numbers, counts right-aligned
    gap = rng.randint(2, 4)
    start = 3 + gap + rng.randint(0, 2)
    many = [row for row in table if len(row) > 1]  # a title or a note runs over the cells after it
    widths = [max(len(row[k]) for row in many if k < len(row)) + rng.randint(2, 6) for k in range(len(many[0]))]
    places = [start]
    for w in widths[:-1]:
        places.append(places[-1] + w)
    centred = rng.random() < 0.5
    letters = ""
    for k, (x, w) in enumerate(zip(places, widths, strict=True)):
        at = x + (w - 2) // 2 if centred else x
        letters = letters.ljust(at) + string.ascii_uppercase[k]
    lines = [letters]
    for n, row in enumerate(table, 1):
        number = (str(n).rjust(3) if right else str(n).ljust(3)) + " " * gap
        out = number.ljust(start)
        for k, cell in enumerate(row):
            w = widths[k] - 2
            text = cell.rjust(w) if numeric[k] and aligned and any(c.isdigit() for c in cell) else cell
            out = out.ljust(places[k]) + text
        lines.append(out.rstrip() if row else number.rstrip())
    return lines


def _vacancy_sheet(rng: random.Random) -> tuple[list[str], list[tuple[str, int, int]]]:
    roles, rows = _quadro(rng)
    code = rng.random() < 0.5
    text = rng.choice([None, ("ESCOLARIDADE", ["Fundamental", "Médio", "Superior"]), ("CH SEM.", ["20", "30", "40"])])
    pay = rng.random() < 0.6
    header = (["CÓD"] if code else []) + ["CARGO"] + ([text[0]] if text else [])
    header += [rng.choice(LABELS[r]) for r in roles] + (["VENCIMENTO (R$)"] if pay else [])
    numeric = [False] * (code + 1 + bool(text)) + [True] * len(roles) + [False] * pay
    table: list[list[str]] = []
    if rng.random() < 0.5:
        table += [["QUADRO DE VAGAS - CONCURSO 2026"], []]
    table.append(header)
    sums = dict.fromkeys(roles, 0)
    for k, (name, counts) in enumerate(rows):
        cells = ([str(101 + k)] if code else []) + [name] + ([rng.choice(text[1])] if text else [])
        cells += [str(counts[r]) for r in roles] + (
            [f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"] if pay else []
        )
        table.append(cells)
        for r in roles:
            sums[r] += counts[r]
    if rng.random() < 0.6:
        table.append([""] * code + ["TOTAL"] + [""] * bool(text) + [str(sums[r]) for r in roles])
    if rng.random() < 0.3:
        table.append(["* Vencimento base em R$; carga horária conforme o Anexo II."])
    lines = _sheet_lines(rng, table, numeric)
    return lines, [(name, counts["total"], counts["negros"]) for name, counts in rows]


def _fees_sheet(rng: random.Random) -> list[str]:
    names = rng.sample(NAMES, rng.randint(3, 8))
    header = ["CARGO", "TAXA (R$)", rng.choice(["PROVA (QUESTÕES)", "QUESTÕES", "Nº DE QUESTÕES"])]
    if rng.random() < 0.5:
        header.insert(0, "CÓD")
    table = [header]
    for k, name in enumerate(names):
        row = [name, rng.choice(["50,00", "80,00", "120,00"]), str(rng.choice([30, 40, 50]))]
        table.append(([str(101 + k)] if header[0] == "CÓD" else []) + row)
    return _sheet_lines(rng, table, [False] * len(header))


def printed_sheet(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    quadro, rows = _vacancy_sheet(rng)
    sheets = [quadro]
    if rng.random() < 0.7:
        fees = _fees_sheet(rng)
        sheets.insert(rng.choice([0, 1]), fees)
    parts = []
    for k, sheet in enumerate(sheets, 1):
        if rng.random() < 0.6:
            parts.append(
                f"ANEXO I – QUADRO.xlsx – Planilha{k}" + " " * rng.randint(10, 40) + f"Página {k} de {len(sheets)}"
            )
            parts.append("")
        parts += sheet
        parts.append("")
    return "1.2 Os cargos e as vagas constam da planilha abaixo.\n\n" + "\n".join(parts) + "\n", rows


# --- saved as .prn --------------------------------------------------------------------------------------


def _cell(text: str, width: int, right: bool) -> str:
    return text.rjust(width)[-width:] if right else text[:width].ljust(width)


def prn_sheet(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    roles, rows = _quadro(rng)
    longest = max(len(name) for name, _ in rows)
    widths = [w for w in range(12, longest) if any(len(n) > w and n[w - 1].islower() for n, _ in rows)]
    if not widths:  # no name to cut inside a word: one that is
        rows[0] = ("Cuidador de Criança e Adolescente", rows[0][1])
        widths = list(range(12, 33))
    name_width = rng.choice(widths[-10:])  # at least one name cut inside a word, glued to the next cell
    level = True  # the cell a cut name is glued to (a count is right-aligned: spaces before it)
    pay = rng.random() < 0.6
    labels = [rng.choice(LABELS[r]) for r in roles]
    widths = [max(len(label) + 1, 4) + rng.randint(0, 3) for label in labels]
    header = _cell("CARGO", name_width, False) + (_cell("ESCOL.", 7, False) if level else "")
    header += "".join(_cell(label, w, False) for label, w in zip(labels, widths, strict=True))
    header += "VENC. R$" if pay else ""
    lines = [header.rstrip()]
    sums = dict.fromkeys(roles, 0)
    for name, counts in rows:
        line = _cell(name, name_width, False) + (_cell(rng.choice(LEVELS), 7, False) if level else "")
        line += "".join(_cell(str(counts[r]), w, True) for r, w in zip(roles, widths, strict=True))
        line += f"{rng.randint(1, 15)}.{rng.randint(100, 999)},{rng.randint(10, 99)}".rjust(10) if pay else ""
        lines.append(line.rstrip())
        for r in roles:
            sums[r] += counts[r]
    if rng.random() < 0.6:
        line = _cell("TOTAL GERAL", name_width, False) + (" " * 7 if level else "")
        lines.append(
            (line + "".join(_cell(str(sums[r]), w, True) for r, w in zip(roles, widths, strict=True))).rstrip()
        )
    if rng.random() < 0.5:  # a reference table of places after it, under a title naming its vacancies
        lines += ["", "Obs.: cargos com menos de 3 vagas sem reserva imediata (art. 3 da Lei 2.245/2015)."]
        lines += ["", rng.choice(["VAGAS POR UNIDADE - SAUDE (referencia, nao soma)", "Vagas por lotação"])]
        lines.append("UNIDADE".ljust(30) + "ESF".ljust(10) + "PLANTAO")
        for place in rng.sample(["UBS Jardim Primaveras", "Hospital Regional", "UPA 24h", "UBS Centro"], 3):
            lines.append(place.ljust(30) + str(rng.randint(0, 9)).rjust(4) + str(rng.randint(0, 9)).rjust(10))
    if rng.random() < 0.5:  # the issuer's address under the annex
        lines += [
            "",
            f"Sinop-MT, Rua Colonizador Enio Pipino, {rng.randint(10, 3000)} - CEP 78550-000 - fone (66) 3511-6700",
        ]
    text = "PREFEITURA MUNICIPAL\nCONCURSO PUBLICO 001/2026 - ANEXO I - QUADRO DE VAGAS (planilha)\n\n"
    return text + "\n".join(lines) + "\n\n", [(name[:name_width], c["total"], c["negros"]) for name, c in rows]
