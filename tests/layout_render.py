"""Editais rendered from ground-truth vacancy tables, in the layouts real boards use.

`random_table(rng)` draws cargos, their slices and their figures; `render(table, layout, rng)` writes
the edital text in one layout (flat rows in any column order, two-level headers, one cell or one
word per line, pipe tables, dotted cells, "n + CR", dashes for zero, thousands separators, text and
pay columns, codes, page furniture in the middle, rows broken across lines, prose per cargo in
several boards' wordings). `render_pdf(table, rng)` draws a table cell by cell at positions, so that
a plain extraction loses the rows and only a reading by position gets them back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from lint_samples import pdf_from_pages

CARGOS = [
    "Analista de Sistemas",
    "Técnico Administrativo",
    "Auditor Fiscal",
    "Engenheiro Civil",
    "Enfermeiro",
    "Assistente Social",
    "Agente de Polícia",
    "Professor de Matemática",
    "Médico Clínico",
    "Contador",
    "Técnico em Enfermagem",
    "Motorista",
    "Oficial de Justiça",
    "Arquiteto",
    "Psicólogo",
    "Bibliotecário",
]
SLICES = [
    "Goiânia",
    "Anápolis",
    "Natal / RN",
    "Mossoró",
    "Brasília / DF",
    "Fortaleza / CE",
    "Recife",
    "Caruaru",
    "Porto Alegre",
    "Pelotas",
    "Manaus",
    "Belém",
    "Cuiabá",
    "Palmas",
    "Macapá",
    "Aracaju",
]
LAYOUTS = (
    "flat",
    "two_level",
    "cell_per_line",
    "word_per_line",
    "pipe",
    "dotted",
    "plus_cr",
    "codes_pay",
    "furniture",
    "broken_rows",
    "prose",
    "thousands",
    "category",
    "prose_broken",
    "groups",
    "heading_slices",
    "distractors",
    "dou",
    "wrapped_cells",
    "legend_reserves",
    "spanning_total",
    "marked_zeros",
    "wrapped_header",
    "nameless_row",
    "inline_group_label",
    "parts_of_one_cargo",
    "requisitos_per_line",
    "total_placed",
    "marked_header",
    "one_line",
    "prefixed_labels",
    "legend_words",
    "legend_prose",
    "labelled_parts",
    "spelled_counts",
    "stacked_span",
    "counts_then_text",
    "wrapped_around",
    "wrapped_side_by_side",
    "slash_cells",
)
#: Layouts whose right reading is not always one position per row with its reserve (a quadro left unread
#: with a note, places with no reserve column): each has a property test of its own.
OTHER_LINEARIZATIONS = ("column_blocks", "code_column")

HEAD = (
    "EDITAL Nº 3, DE 10 DE MARÇO DE 2025\nCONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso será regido por este edital.\n2. DOS CARGOS E DAS VAGAS\n"
)
TAIL = (
    "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão feitas pela internet, das 10h do primeiro dia às 18h do último dia.\n"
)


@dataclass
class Row:
    cargo: str
    slice: str | None
    open: int
    pcd: int
    negros: int
    cr: tuple[int, int, int] = (0, 0, 0)  # cadastro de reserva: AC, PcD, negros
    wrap: list[str] = field(default_factory=list)  # the lines of its name cell, where a layout wraps it

    @property
    def total(self) -> int:
        return self.open + self.pcd + self.negros

    @property
    def cr_total(self) -> int:
        return sum(self.cr)

    @property
    def name(self) -> str:
        return f"{self.cargo} – {self.slice}" if self.slice else self.cargo


@dataclass
class Table:
    rows: list[Row] = field(default_factory=list)
    align: str = ""  # where a layout printed the counts beside a name cell of lines: top, middle, bottom


def random_table(rng: random.Random, big: bool = False) -> Table:
    cargos = rng.sample(CARGOS, rng.randint(1, 4))
    rows = []
    for cargo in cargos:
        slices = rng.sample(SLICES, rng.randint(2, 4)) if rng.random() < 0.4 else [None]
        for where in slices:
            total = rng.randint(1, 2400 if big else 60)
            negros = total * rng.choice((20, 25, 30)) // 100
            pcd = min(total - negros, max(0, total * 5 // 100 + rng.randint(0, 1)))
            cr = (rng.randint(0, 30), rng.randint(0, 3), rng.randint(0, 9))
            rows.append(Row(cargo, where, total - negros - pcd, pcd, negros, cr))
    return Table(rows)


def _n(value: int, dash: bool = False, thousands: bool = False) -> str:
    if value == 0 and dash:
        return "-"
    if thousands and value >= 1000:
        return f"{value:,}".replace(",", ".")
    return str(value)


ROLE_LABELS = {
    "open": ["AC", "Ampla Concorrência", "Ampla", "Vagas AC", "Vagas de ampla concorrência"],
    "pcd": ["PcD", "Pessoas com deficiência", "PNE", "Reserva PcD", "Vagas reservadas a PcD"],
    "negros": ["Negros", "PN", "PPP", "Candidatos negros", "Cotas raciais", "Reserva para negros", "VAGAS NEGROS"],
    "total": ["Total", "Total de vagas", "Vagas", "Quantidade de vagas"],
}


def _label(role: str, rng: random.Random) -> str:
    return rng.choice(ROLE_LABELS[role])


def render(table: Table, layout: str, rng: random.Random) -> str:
    body = globals()["_" + layout](table, rng)
    head = HEAD
    if isinstance(body, tuple):  # a layout with an opening of its own
        head, body = body
    return head + "2.1 As vagas estão distribuídas conforme o quadro a seguir:\n" + body + TAIL


def _flat(table: Table, rng: random.Random, sep: str = " ") -> str:
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = roles + ["total"] if rng.random() < 0.8 else ["total"] + roles
    labels = [_label(r, rng) for r in roles]
    if "Vagas" in labels:
        labels[labels.index("Vagas")] = "Total"
    lines = [sep.join(["Cargo"] + labels)]
    for row in table.rows:
        lines.append(sep.join([row.name] + [_n(getattr(row, r)) for r in roles]))
    if rng.random() < 0.3:  # a cargo with cadastro de reserva only: not a vacancy
        lines.append(sep.join(["Arquivista"] + ["-" if r != "total" else "CR" for r in roles]))
    return "\n".join(lines)


def _thousands(table: Table, rng: random.Random) -> str:
    lines = ["Cargo AC PcD Negros Total"]
    for row in table.rows:
        lines.append(
            " ".join([row.name] + [_n(getattr(row, r), thousands=True) for r in ("open", "pcd", "negros", "total")])
        )
    return "\n".join(lines)


def _two_level(table: Table, rng: random.Random) -> str:
    """Two groups (immediate, cadastro de reserva) over the same roles in a shuffled order; each group
    with its total, or one total over both (FGV)."""
    negro = rng.choice(["Negros", "PPP", "PN"])
    imm = rng.choice(["VAGAS", "Vagas imediatas"])
    cr = rng.choice(["CADASTRO DE RESERVA", "Cadastro Reserva", "CR"])
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    labels = {"open": "AC", "pcd": "PcD", "negros": negro}
    overall = rng.random() < 0.4
    if overall:
        lines = ["Cargo", imm, cr, "Total", " ".join([labels[r] for r in roles] * 2)]
    else:
        lines = ["Cargo", f"{imm} {cr}", " ".join(([labels[r] for r in roles] + ["Total"]) * 2)]
    for row in table.rows:
        crv = dict(zip(("open", "pcd", "negros"), row.cr))
        imm_cells = [getattr(row, r) for r in roles]
        cr_cells = [crv[r] for r in roles]
        if overall:
            cells = imm_cells + cr_cells + [row.total + row.cr_total]
        else:
            cells = imm_cells + [row.total] + cr_cells + [row.cr_total]
        lines.append(" ".join([row.name] + [str(v) for v in cells]))
    return "\n".join(lines)


def _cell_per_line(table: Table, rng: random.Random) -> str:
    """FGV style: Cargo / Localidade / Vagas imediatas / Cadastro Reserva / Total over AC PcD PPP twice."""
    lines = ["CARGO", "LOCALIDADE", "Vagas imediatas", "Cadastro Reserva", "Total", "AC* PcD* PPP* AC* PcD* PPP*"]
    previous = None
    for row in table.rows:
        if row.cargo != previous:
            words = row.cargo.upper().split(" ")
            cut = max(1, len(words) // 2)
            lines += (
                [" ".join(words[:cut]), " ".join(words[cut:])]
                if len(words) > 2 and words[cut - 1].lower() in ("de", "em")
                else [row.cargo.upper()]
            )
            previous = row.cargo
        lines.append(row.slice or "-")
        lines += [str(v) for v in (row.open, row.pcd, row.negros, *row.cr, row.total + row.cr_total)]
    return "\n".join(lines)


def _word_per_line(table: Table, rng: random.Random) -> str:
    lines = ["Cargo", "Ampla Concorrência", "PcD", "Negros", "Total"]
    for row in table.rows:
        lines.append(row.name)
        lines += [str(v) for v in (row.open, row.pcd, row.negros, row.total)]
    return "\n".join(lines)


def _pipe(table: Table, rng: random.Random) -> str:
    total = rng.random() < 0.5
    head = "| Código | Cargo | Ampla Concorrência | Vagas reservadas para candidatos com | deficiência | Vagas reservadas para candidatos negros |"
    lines = [head + (" Total |" if total else "")]
    if rng.random() < 0.5:
        lines.append("|---|---|---|---|---|" + ("---|" if total else ""))
    for i, row in enumerate(table.rows, 101):
        cells = [str(i), row.name, str(row.open), str(row.pcd), str(row.negros)] + ([str(row.total)] if total else [])
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _dotted(table: Table, rng: random.Random) -> str:
    lines = [".", ".CARGO", ".AMPLA CONCORRÊNCIA", ".VAGAS NEGROS", ".VAGAS PCD", ".TOTAL DE VAGAS", "."]
    for row in table.rows:
        lines += [f".{row.name}"] + [f".{v:02d}" for v in (row.open, row.negros, row.pcd, row.total)]
    return "\n".join(lines)


def _plus_cr(table: Table, rng: random.Random) -> str:
    lines = ["Cargo AC PcD Negros Total"]
    for row in table.rows:
        lines.append(
            f"{row.name} {_n(row.open, dash=True)} {_n(row.pcd, dash=True) if rng.random() < 0.5 else '---' if row.pcd == 0 else row.pcd} "
            f"{_n(row.negros, dash=True)} {row.total} + CR"
        )
    return "\n".join(lines)


def _codes_pay(table: Table, rng: random.Random) -> str:
    lines = ["Código Cargo Escolaridade Remuneração AC PcD Negros Total Carga horária"]
    for i, row in enumerate(table.rows, 1):
        pay = f"R$ {rng.randint(2, 19)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(f"{i:03d} {row.name} Superior {pay} {row.open} {row.pcd} {row.negros} {row.total} 40h")
    return "\n".join(lines)


def _furniture(table: Table, rng: random.Random) -> str:
    lines = ["Cargo AC PcD Negros Total"]
    for i, row in enumerate(table.rows):
        if i and i % 3 == 0:
            lines += [f"Página {i // 3 + 1} de 9", "Cargo AC PcD Negros Total"]
        lines.append(f"{row.name} {row.open} {row.pcd} {row.negros} {row.total}")
    return "\n".join(lines)


def _broken_rows(table: Table, rng: random.Random) -> str:
    lines = ["Cargo AC PcD Negros Total"]
    for row in table.rows:
        words = row.name.split(" ")
        if len(words) >= 3 and words[1].lower() in ("de", "em"):
            lines += [" ".join(words[:2]), " ".join(words[2:]) + f" {row.open} {row.pcd} {row.negros} {row.total}"]
        else:
            lines.append(f"{row.name} {row.open} {row.pcd} {row.negros} {row.total}")
    return "\n".join(lines)


PROSE = [
    "CARGO: {name}\nVAGAS: {total} vagas, sendo {pcd} para pessoas com deficiência e {neg} reservadas a candidatos negros.",
    "Cargo: {name}\nNúmero de vagas: {total}, das quais {neg} reservadas a candidatos negros e {pcd} a pessoas com deficiência.",
    "Cargo: {name}\nVagas: {total} ({open} para ampla concorrência, {pcd} para pessoas com deficiência e {neg} para candidatos negros).",
]


def _prose(table: Table, rng: random.Random) -> str:
    template = rng.choice(PROSE)
    return "\n".join(
        template.format(name=row.name, total=row.total, pcd=row.pcd, neg=row.negros, open=row.open)
        for row in table.rows
    )


ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI"]


def _category(table: Table, rng: random.Random) -> str:
    """ "101 CATEGORIA I: BIOMÉDICO, … 11 1 3 15": a code, a category, the counts."""
    lines = ["CÓDIGO CATEGORIA AMPLA CONCORRÊNCIA PCD NEGROS TOTAL"]
    for i, row in enumerate(table.rows):
        lines.append(
            f"{101 + i} CATEGORIA {ROMAN[i % 16]}: {row.name.upper()} {row.open} {row.pcd} {row.negros} {row.total}"
        )
    return "\n".join(lines)


def _prose_broken(table: Table, rng: random.Random) -> str:
    """Statements broken where a board's PDF broke them: "102 (cento" / "e duas) vagas"."""
    out = []
    for row in table.rows:
        words = _words(row.total).split(" ")
        cut = max(1, len(words) // 2)
        out.append(f"CARGO: {row.name}")
        out.append(f"VAGAS: {row.total} ({' '.join(words[:cut])}")
        out.append(
            f"{' '.join(words[cut:])}) vagas, das quais {row.negros} ({_words(row.negros)}) reservadas a candidatos "
            f"negros e {row.pcd} ({_words(row.pcd)}) a pessoas com deficiência.".lstrip()
        )
    return "\n".join(out)


_UNITS = [
    "zero",
    "uma",
    "duas",
    "três",
    "quatro",
    "cinco",
    "seis",
    "sete",
    "oito",
    "nove",
    "dez",
    "onze",
    "doze",
    "treze",
    "quatorze",
    "quinze",
    "dezesseis",
    "dezessete",
    "dezoito",
    "dezenove",
]
_TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]


def _words(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " e " + _UNITS[n % 10])
    if n == 100:
        return "cem"
    return "cento e " + _words(n - 100) if n < 200 else str(n)


def _groups(table: Table, rng: random.Random) -> str:
    """Lei 15.142: the reserve split into pretos e pardos, indígenas, quilombolas."""
    lines = ["CARGO/ESPECIALIDADE | AC | PcD | PP | PI | PQ | TOTAL"]
    for row in table.rows:
        pp = row.negros - row.negros // 5 - row.negros // 10
        lines.append(
            f"{row.name} | {row.open} | {row.pcd} | {pp} | {_n(row.negros // 5, dash=True)} | {_n(row.negros // 10, dash=True)} | {row.total}"
        )
    return "\n".join(lines)


def _heading_slices(table: Table, rng: random.Random) -> str:
    """A heading names the cargo; its table lists only the slices."""
    out = []
    previous = None
    for row in table.rows:
        if row.cargo != previous:
            out.append(f"2.{len(out) + 2} CARGO: {row.cargo.upper()}")
            out.append("Localidade AC PcD Negros Total")
            previous = row.cargo
        out.append(f"{row.slice or 'Sede'} {row.open} {row.pcd} {row.negros} {row.total}")
    return "\n".join(out)


STAGE_LEAD_INS = (
    (
        "Será corrigida a prova discursiva dos candidatos aprovados nas provas objetivas e classificados até as",
        "posições descritas a seguir, respeitados os empates na última colocação.",
    ),
    (
        "Serão convocados para a avaliação de aptidão física os candidatos classificados até 4 (quatro)",
        "vezes o número de vagas, respeitados os empates, conforme o quadro a seguir.",
    ),
    ("Serão habilitados para o cadastro de reserva os candidatos classificados até a posição indicada", "abaixo:"),
)


def _distractors(table: Table, rng: random.Random) -> str:
    """The vacancy table, then tables that look like it and are not: calls to a later stage, pay."""
    out = [
        _flat(table, rng),
        "",
        "2.2 Serão convocados para a segunda etapa os candidatos conforme o quadro a seguir:",
        "Cargo Total de convocados Ampla concorrência PcD Negros",
    ]
    for row in table.rows:
        out.append(f"{row.name} {row.total * 3} {row.open * 3} {row.pcd * 3} {row.negros * 3}")
    # a later stage's table under the vacancy table's own header, its lead-in a sentence of two printed
    # lines that ends in "." rather than ":" (Cebraspe's discursive correction, a physical test's call)
    lead = rng.choice(STAGE_LEAD_INS)
    out += ["2.4 " + lead[0], lead[1], "Cargo AC PcD Negros Total"]
    for row in table.rows:
        out.append(f"{row.name} {row.open * 4} {row.pcd * 4} {row.negros * 4} {row.total * 4}")
    out += ["", "2.3 A remuneração é a seguinte:", "Cargo Vencimento básico Total"]
    for row in table.rows[:2]:
        out.append(f"{row.name} R$ 4.000,00 R$ 5.200,00")
    return "\n".join(out)


def _dou(table: Table, rng: random.Random) -> str:
    """A Diário Oficial page: unrelated acts around the edital."""
    before = (
        "DIÁRIO OFICIAL DA UNIÃO\nPORTARIA Nº 1.234, DE 2 DE MARÇO DE 2025\nO REITOR, no uso de suas atribuições, "
        "resolve nomear 3 servidores para o quadro da instituição.\nAVISO DE LICITAÇÃO\nPregão eletrônico nº 12/2025. "
        "Objeto: aquisição de 40 computadores.\n"
    )
    after = (
        "\nEXTRATO DE CONTRATO Nº 7/2025\nObjeto: prestação de serviços de limpeza em 2 campi. Valor: R$ 120.000,00.\n"
    )
    return before + _flat(table, rng) + after


def _wrapped_cells(table: Table, rng: random.Random) -> str:
    """Two groups of counts, the row's last counts wrapped onto the next line."""
    lines = ["UF MACRO MICRO", "VAGAS CADASTRO DE RESERVA", "AC PcD Negros Total AC PcD Negros Total"]
    for i, row in enumerate(table.rows):
        cells = [str(v) for v in (row.open, row.pcd, row.negros, row.total, *row.cr, row.cr_total)]
        cut = rng.randint(4, 7)
        code = f"{row.name} {i // 2 + 1} {i + 1}"
        lines += [f"{code} {' '.join(cells[:cut])}", " ".join(cells[cut:])]
    return "\n".join(lines)


# --- PDF: a table drawn cell by cell ------------------------------------------------------------------


#: Abbreviations no vocabulary knows, each defined by the edital's own legend in one of its forms.
LEGEND_ABBREVIATIONS = {
    "negros": ["N", "CN", "NG", "CPN"],
    "indigenas": ["I", "CI", "IND"],
    "other": ["T", "PT", "HS"],
}
LEGEND_MEANINGS = {
    "negros": ["negros", "candidatos negros", "candidato(a) negro(a)", "pessoas negras"],
    "indigenas": ["indígenas", "candidatos indígenas", "pessoa indígena"],
    "other": ["pessoas trans", "hipossuficientes", "pessoa trans"],
}


def _definable(abbreviation: str, form: str) -> bool:
    """Whether the legend's `form` defines `abbreviation`: "(N)" takes two letters or more, a dash no Roman
    numeral alone ("I – …" is a list item); the indígenas' abbreviation of a dash legend is never one letter,
    so a one-letter one always stands beside a longer one."""
    if len(abbreviation) > 1 or form == "equals":
        return True
    return form == "dash" and abbreviation != "I"


def _legend_reserves(table: Table, rng: random.Random) -> str:
    """A state's table with reserves besides negros (indígenas, pessoas trans or hipossuficientes), each
    in its own column under an abbreviation the edital defines in a legend ("Siglas: N = negros; I =
    indígenas", "N – negros", "candidatos negros (CN)"), before or after the table; dashes for zero.
    None of the other reserves is part of the reserve for negros."""
    roles = ["open", "pcd", "negros", "indigenas", "other"]
    form = rng.choice(("equals", "dash", "paren"))
    # one letter is defined by "=", or by a dash beside another definition ("Legenda: N – negros; CI – …"),
    # never a Roman numeral ("I – …" is a list item, not a legend)
    short = {
        r: rng.choice([a for a in LEGEND_ABBREVIATIONS[r] if _definable(a, form)])
        for r in ("negros", "indigenas", "other")
    }
    short.update(open="AC", pcd="PcD")
    parts = [(short[r], rng.choice(LEGEND_MEANINGS[r])) for r in ("negros", "indigenas", "other")]
    if form == "equals":
        legend = "*Siglas: AC = ampla concorrência; PcD = pessoas com deficiência; " + "; ".join(
            f"{a} = {m}" for a, m in parts
        )
    elif form == "dash":
        legend = "Legenda: " + "; ".join(f"{a} – {m}" for a, m in parts) + "."
    else:
        legend = "A reserva se divide entre " + ", ".join(f"{m} ({a})" for a, m in parts) + "."
    total_first = rng.random() < 0.5
    header = ["Cargo"] + (["TOTAL"] if total_first else []) + [short[r] for r in roles]
    lines = [" ".join(header + ([] if total_first else ["TOTAL"]))]
    for row in table.rows:
        extra = {"indigenas": 0, "other": 0}
        for key in extra:  # the other reserves come out of ampla concorrência
            if row.open - sum(extra.values()) >= 2 and rng.random() < 0.5:
                extra[key] = 1
        values = {"open": row.open - sum(extra.values()), "pcd": row.pcd, "negros": row.negros, **extra}
        cells = [_n(values[r], dash=True) for r in roles]
        cells = [str(row.total)] + cells if total_first else cells + [str(row.total)]
        lines.append(" ".join([row.name] + cells))
    body = "\n".join(lines)
    return f"{legend}\n{body}" if rng.random() < 0.5 else f"{body}\n{legend}"


def _spanning_total(table: Table, rng: random.Random) -> str:
    """A vacancy label written just before the roles on the header's line ("N° de Vagas AC PPP PcD"),
    spanning them: the rows have a cell per role and none for a total; dashes for zero."""
    label = rng.choice(["N° de Vagas", "Nº de vagas", "Quantidade de vagas", "Total de vagas"])
    negro = rng.choice(["PPP", "Negros", "PN"])
    lines = [f"Área de Conhecimento Regime de Trabalho {label} AC {negro} PcD"]
    for row in table.rows:
        cells = [_n(v, dash=True) for v in (row.open, row.negros, row.pcd)]
        lines.append(" ".join([row.name, "T-40"] + cells))
    return "\n".join(lines)


def _marked_zeros(table: Table, rng: random.Random) -> str:
    """Immediate vacancies and cadastro de reserva (BNDES, Cesgranrio): a reserve cell of a cargo too
    small to reserve holds a footnote mark instead of 0 ("ARQUITETURA 2 * * 2 4 4 2 10"), and the note
    under the table says there is no reserve there."""
    mark = rng.choice(["*", "**", "¹"])
    negro = rng.choice(["CN", "PPP", "Negros"])
    lines = ["Cargo", "VAGAS CADASTRO DE RESERVA", f"AC {negro} PcD TOTAL AC {negro} PcD TOTAL"]
    for row in table.rows:
        imm = [str(row.open)] + [str(v) if v else mark for v in (row.negros, row.pcd)] + [str(row.total)]
        cr = (row.cr[0], row.cr[2], row.cr[1])  # AC, negros, PcD as the header
        lines.append(" ".join([row.name, *imm, *(str(v) for v in cr), str(row.cr_total)]))
    note = rng.choice(
        [
            "não haverá reserva de vaga para PcD ou para candidatos(as) negros(as) para contratação imediata em "
            "razão do quantitativo oferecido, sendo mantido cadastro de reserva.",
            " Sem reserva imediata de vagas, em razão do número de vagas do cargo.",
        ]
    )
    lines.append(f"AC = ampla concorrência PcD = pessoa com deficiência {negro} = candidato(a) negro(a)")
    lines.append(mark + note)
    return "\n".join(lines)


def render_pdf(table: Table, merged: bool = False, borders: bool = False) -> bytes:
    """A one-page-per-40-rows PDF whose vacancy table is drawn column by column: a plain extraction
    gives one cell per line in drawing order; the rows exist only in the positions. `merged`: the
    cargo is one merged cell over its rows, its name wrapped and centred vertically (FGV, Cesgranrio),
    and the slice has a column of its own; `borders`: lines between the rows, none across a merged cell."""

    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    def text_at(x: float, y: float, text: str) -> str:
        return f"BT /F1 9 Tf 1 0 0 1 {x:.1f} {y:.1f} Tm ({esc(text)}) Tj ET\n"

    pages = []
    chunk_size = 40
    for start in range(0, len(table.rows), chunk_size):
        rows = table.rows[start : start + chunk_size]
        body = ""
        y = 800
        if start == 0:
            for line in HEAD.strip().split("\n") + ["2.1 As vagas estão distribuídas conforme o quadro a seguir:"]:
                body += text_at(40, y, line)
                y -= 12
        body += text_at(260, y, "VAGAS") + text_at(420, y, "CADASTRO DE RESERVA")
        body += text_at(40, y - 6, "CARGO")
        y -= 12
        columns = [260, 290, 320, 350, 420, 450, 480, 510]
        for x, label in zip(columns, ["AC", "PcD", "Negros", "Total"] * 2):
            body += text_at(x, y, label)
        y -= 12
        tops = [y - 12 * i for i in range(len(rows))]
        if merged:
            block = 0
            while block < len(rows):
                end = block
                while end + 1 < len(rows) and rows[end + 1].cargo == rows[block].cargo:
                    end += 1
                words = rows[block].cargo.upper().split(" ")
                # wrapped over two lines only where the merged cell spans two rows or more (else the row would grow)
                lines = (
                    [" ".join(words[:2]), " ".join(words[2:])] if len(words) > 2 and end > block else [" ".join(words)]
                )
                centre = (tops[block] + tops[end]) / 2 + 5 * (len(lines) - 1)
                for k, text in enumerate(lines):
                    body += text_at(40, centre - 10 * k, text)
                for i in range(block, end + 1):
                    body += text_at(150, tops[i], rows[i].slice or "-")
                    if borders and i < end:  # a border between the rows of a block, not across the merged cell
                        body += f"0.5 w 145 {tops[i] - 4:.1f} m 560 {tops[i] - 4:.1f} l S\n"
                if borders:
                    body += f"0.5 w 35 {tops[end] - 4:.1f} m 560 {tops[end] - 4:.1f} l S\n"
                block = end + 1
        else:
            for row, top in zip(rows, tops):  # the names first, then each count column top to bottom
                body += text_at(40, top, row.name)
        for index, x in enumerate(columns):
            for row, top in zip(rows, tops):
                values = (row.open, row.pcd, row.negros, row.total, *row.cr, row.cr_total)
                body += text_at(x, top, str(values[index]))
        if start + chunk_size >= len(table.rows):
            body += text_at(40, tops[-1] - 24, "3. DAS INSCRIÇÕES")
        pages.append(body)
    return pdf_from_pages(pages)


def _wrapped_header(table: Table, rng: random.Random) -> str:
    """A PDF's header cells printed a word or two a line ("Pessoa com" / "deficiência", "CADASTRO DE" /
    "RESERVA" / "(INCLUÍDAS AS" / "VAGAS)"), under an annex's title; each group with its own Total
    (Cebraspe), or one group of wrapped labels (the TCU's "Pessoa preta" / "ou parda")."""
    title = rng.choice(["ANEXO I – QUADRO DE VAGAS", "ANEXO II – QUADRO DE ÊNFASES, VAGAS E CADASTRO", ""])
    lines = [title] if title else []
    if rng.random() < 0.5:
        cr_label = rng.choice([["CADASTRO DE", "RESERVA"], ["CADASTRO DE", "RESERVA", "(INCLUÍDAS AS", "VAGAS)"]])
        negro = rng.choice(["NEGROS", "PPP"])
        lines += [
            rng.choice(["ÊNFASE", "CARGO"]),
            "VAGAS",
            "TOTAL",
            *cr_label,
            "TOTAL",
            f"AC PCD {negro} AC PCD {negro}",
        ]
        for row in table.rows:
            cells = (row.open, row.pcd, row.negros, row.total, *row.cr, row.cr_total)
            lines.append(" ".join([row.name, *(str(v) for v in cells)]))
        return "\n".join(lines)
    labels = {
        "open": rng.choice([["Ampla", "concorrência"], ["Ampla concorrência"], ["AC"]]),
        "pcd": rng.choice([["Pessoa com", "deficiência"], ["Pessoas com", "deficiência"], ["PcD"]]),
        "negros": rng.choice([["Pessoa preta", "ou parda"], ["Vagas para", "negros"], ["Candidatos", "negros"]]),
    }
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    lines += ["Cargo", "Vagas para provimento imediato"]
    for role in roles:
        lines += labels[role]
    lines[-1] += " Total"
    for row in table.rows:
        lines.append(" ".join([row.name, *(str(getattr(row, r)) for r in roles), str(row.total)]))
    return "\n".join(lines)


def _nameless_row(table: Table, rng: random.Random) -> tuple[str, str]:
    """An edital for a single cargo, named in its title and opening sentence, whose quadro is one row
    of counts under a header with no name column ("11 2 5 1 1 20", TCU 2025): the table keeps one row."""
    del table.rows[1:]
    row = table.rows[0]
    cargo = row.cargo
    head = (
        f"CONCURSO PÚBLICO PARA O PROVIMENTO DE VAGAS E A FORMAÇÃO DE CADASTRO DE RESERVA PARA\n"
        f"O CARGO DE {cargo.upper()}\nEDITAL Nº 3, DE 10 DE MARÇO DE 2025\n"
        f"O Diretor-Geral torna pública a realização de concurso público para o provimento de vagas e a formação "
        f"de cadastro de reserva para o cargo de {cargo}, mediante as condições estabelecidas neste edital.\n"
        + HEAD.split("\n", 2)[2]
    )
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    labels = {"open": "Ampla concorrência", "pcd": "Pessoas com deficiência", "negros": "Negros"}
    lines = ["Vagas para provimento imediato", *(labels[r] for r in roles), "Total"]
    lines.append(" ".join([*(str(getattr(row, r)) for r in roles), str(row.total)]))
    return head, "\n".join(lines)


def _inline_group_label(table: Table, rng: random.Random) -> str:
    """The immediate group's label written on the header's line just before its roles, which end in
    its Total ("Cargo Especialidade Vagas Imediatas Ampla PCD Negro Total", FGV); dashes for zero,
    so a row of one vacancy reads "1 - - 1"."""
    label = rng.choice(["Vagas Imediatas", "Vagas de provimento imediato", "Provimento imediato"])
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    names = {"open": "Ampla", "pcd": "PCD", "negros": rng.choice(["Negro", "Negros", "PPP"])}
    lines = [f"Cargo Especialidade {label} {' '.join(names[r] for r in roles)} Total"]
    for row in table.rows:
        cells = [_n(getattr(row, r), dash=True) for r in roles] + [str(row.total)]
        lines.append(" ".join([row.name, *cells]))
    return "\n".join(lines)


ENFASES = ["Administração", "Ciência de Dados", "Engenharia Civil", "Economia", "Geologia", "Engenharia Naval"]
REGIONS = ["Alto Uruguai", "Centro", "Serra", "Sul"]


def _parts_of_one_cargo(table: Table, rng: random.Random) -> tuple[str, str]:
    """A table whose rows are the parts of one cargo: its header names them by a part ("ÊNFASE", "Área
    de Atuação", "MACRO MICRO", "ESPECIALIDADE LOTAÇÃO") and names no cargo (Petrobras, SEEC-DF,
    Banrisul, TJ-RO). The cargo is named by a heading above the table ("CARGO/ESPECIALIDADE: …"), by the
    opening, or not at all; a reserve cell too small to reserve may be "*" with no note (the row's
    total proves it empty); the edital's own total row may follow, labelled or as numbers alone. The
    rows become the parts of one cargo (`table.rows[*].cargo`: the cargo named, or None)."""
    cargo = table.rows[0].cargo
    kind = rng.choice(["enfase", "area", "places", "especialidade"])
    named = rng.choice(["heading", "opening", "none"])
    parts = (
        [f"Ênfase {n}: {e}" for n, e in enumerate(ENFASES, 1)]
        if kind == "enfase"
        else ENFASES
        if kind != "places"
        else [s.split(" / ")[0] for s in SLICES]
    )
    rows = table.rows[: len(parts)]
    if len(rows) < 2:
        rows.append(Row(cargo, None, 1, 0, 0))
    for row, part in zip(rows, parts):
        row.cargo, row.slice = (cargo if named != "none" else None), part
    table.rows[:] = rows
    header = {
        "enfase": "ÊNFASE AC PcD Negros Total",
        "area": "| Código | Área de Atuação | Ampla Concorrência | Pessoas com deficiência | Negros | Total |",
        "places": "MACRO MICRO AMPLA CONCORRÊNCIA PESSOA COM DEFICIÊNCIA PESSOA NEGRA TOTAL DE VAGAS",
        "especialidade": "ESPECIALIDADE LOTAÇÃO VAGAS AC PcD Negros Total",
    }[kind]
    lines = [f"CARGO/ESPECIALIDADE: {cargo}"] if named == "heading" else []
    lines.append(header)
    for n, row in enumerate(rows):
        cells = [str(row.open)] + [str(v) if v else rng.choice(["0", "*", "-"]) for v in (row.pcd, row.negros)]
        cells.append(str(row.total))
        if kind == "places" and n % 3 == 0:
            lines.append(REGIONS[n // 3 % len(REGIONS)])  # a macro-region heading over its micro rows
        name = {"area": f"| {101 + n} | {row.slice} |", "especialidade": f"{row.slice.upper()} Sede"}.get(
            kind, row.slice
        )
        lines.append(" ".join([name, *(c + " |" if kind == "area" else c for c in cells)]))
    sums = [sum(getattr(r, k) for r in rows) for k in ("open", "pcd", "negros", "total")]
    ending = rng.choice(["labelled", "numbers", "none"])
    if ending == "labelled" and kind == "area":
        lines.append("| Total | " + " | ".join(map(str, sums)) + " |")
    elif ending == "labelled":
        lines.append(" ".join(["Total", *map(str, sums)]))
    elif ending == "numbers":
        lines.append(" ".join(map(str, sums)))
    opening = (
        f"EDITAL Nº 3, DE 10 DE MARÇO DE 2025\nO Presidente torna pública a realização de concurso público para o "
        f"cargo de {cargo}, mediante as condições deste edital.\n" + HEAD.split("\n", 2)[2]
        if named == "opening"
        else HEAD
    )
    return opening, "\n".join(lines)


REQUISITOS = [
    "Diploma de curso superior em Administração, com registro no conselho.",
    "Certificado de curso técnico.",
    "Ensino médio completo e carteira de habilitação categoria D.",
    "Curso técnico em Química, Biologia, Física ou áreas afins.",
    "Nível superior.",
    "Diploma de graduação em qualquer área",
    "Registro no conselho",
]
SIGNATURES = ["Goiânia, 3 de novembro de 2025.", "Natal do Sul, 16 de março de 2026.", ""]


def _cell(value: int, rng: random.Random, style: str) -> str:
    """A count cell as boards print it: plain, zero-padded ("05"), a dash for zero."""
    if value == 0 and style == "dash":
        return rng.choice(["-", "–"])
    return f"{value:02d}" if style == "padded" else str(value)


def _requisito_lines(text: str, rng: random.Random) -> list[str]:
    """A long text cell as extraction leaves it: one line, a word a line, or pieces of a few words."""
    words = text.split(" ")
    how = rng.choice(["line", "words", "pieces"])
    if how == "line" or len(words) < 3:
        return [text]
    if how == "words":
        return words
    cuts = sorted(rng.sample(range(1, len(words)), min(2, len(words) - 1)))
    return [" ".join(words[a:b]) for a, b in zip([0, *cuts], [*cuts, len(words)])]


def _requisitos_per_line(table: Table, rng: random.Random) -> str:
    """One cell per line under "Código | Cargo | Requisitos | … counts | Jornada": the requisitos cell
    between the name and the counts takes any number of lines (a word a line, a sentence ending in "."),
    counts zero-padded or dashed, a page break between rows, the jornada after the counts; the table
    ends at a signature line or the next section (GO, municipal boards)."""
    codes = rng.random() < 0.5
    jornada = rng.random() < 0.4
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    labels = {"open": "Ampla Concorrência", "pcd": "Pessoas com deficiência", "negros": "Negros", "total": "Total"}
    lines = (["Código"] if codes else []) + ["Cargo", rng.choice(["Requisitos", "Escolaridade", "Requisitos mínimos"])]
    lines += [labels[r] for r in roles] + (["Jornada"] if jornada else [])
    style = rng.choice(["plain", "padded", "dash"])
    for i, row in enumerate(table.rows):
        if i and rng.random() < 0.2:
            lines.append(f"Página {i + 1} de 9")
        if codes:
            lines.append(f"{rng.choice(['M', 'A', ''])}{10 + i}")
        words = row.name.split(" ")
        if len(words) >= 3 and words[1].lower() in ("de", "em") and rng.random() < 0.4:
            lines += [" ".join(words[:2]), " ".join(words[2:])]  # the name wrapped after "de"/"em"
        else:
            lines.append(row.name)
        lines += _requisito_lines(rng.choice(REQUISITOS), rng)
        lines += [_cell(getattr(row, r), rng, style) for r in roles]
        if jornada:
            lines.append(rng.choice(["40h", "30 horas semanais", "20h"]))
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


def _total_placed(table: Table, rng: random.Random) -> str:
    """The total first under a label that may span the roles: "Vagas" over "Total AC PcD Negros" (two
    levels, one cell per line, text columns around it), or a "QUADRO DE VAGAS" title over a flat
    header with the total first. The header's words say there is a total, not where: the rows do."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    labels = {"open": "AC", "pcd": "PcD", "negros": rng.choice(["Negros", "PPP", "PN"])}
    style = rng.choice(["plain", "padded", "dash"])
    kind = rng.choice(["title", "spanning", "two_lines"])
    if kind == "title":
        lines = [rng.choice(["QUADRO DE VAGAS", "Quadro de vagas", "QUADRO DE CARGOS E VAGAS"])]
        lines.append(" ".join(["Cargo", "Total", *(labels[r] for r in roles)]))
        for row in table.rows:
            lines.append(" ".join([row.name, *(_cell(getattr(row, r), rng, style) for r in ("total", *roles))]))
    elif kind == "two_lines":
        lines = ["Cargo Vagas", " ".join(["Total", *(labels[r] for r in roles)])]
        for row in table.rows:
            lines.append(" ".join([row.name, *(_cell(getattr(row, r), rng, style) for r in ("total", *roles))]))
    else:
        text = rng.random() < 0.6
        lines = ["Cargo", *(["Requisitos"] if text else []), "Vagas", "Jornada", "Total", *(labels[r] for r in roles)]
        for row in table.rows:
            lines.append(row.name)
            if text:
                lines += _requisito_lines(rng.choice(REQUISITOS), rng)
            lines += [_cell(getattr(row, r), rng, style) for r in ("total", *roles)]
            lines.append(rng.choice(["40h", "30 horas semanais"]))
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


MARKED_LABELS = {
    "open": ("Ampla Concorrência", "AC"),
    "pcd": ("Pessoas com Deficiência", "PcD"),
    "negros": ("Pessoas Negras", "PN"),
    "total": ("Total", ""),
}


def _marked_header(table: Table, rng: random.Random) -> str:
    """Labels followed by their own abbreviation ("Ampla Concorrência (AC)"), footnote marks on lines of
    their own, or a flat header wrapped in the middle of a label; a numbered title ("QUADRO I – …")
    above; the table split by a page break that repeats the header beside the page's running foot, one
    Total row for both parts; a zero with its note ("–(*)")."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = [*roles, "total"] if rng.random() < 0.7 else ["total", *roles]
    flat = rng.random() < 0.5
    header: list[str] = ["Cargo"]
    for role in roles:
        label, abbreviation = MARKED_LABELS[role]
        cell = f"{label} ({abbreviation})" if abbreviation and rng.random() < 0.7 else label
        if flat:
            header.append(cell)
            continue
        header += cell.split(" ", 1) if " " in label and rng.random() < 0.5 else [cell]
        if rng.random() < 0.3:
            header.append(rng.choice(["(a)", "(b)", "(*)", "¹"]))
    if flat:
        text = " ".join(header)
        spaces = [n for n, c in enumerate(text) if c == " " and n > text.index(" ", 6)]
        cut = rng.choice(spaces)  # the line wrapped anywhere, a label's middle included
        header = [text[:cut], text[cut + 1 :]]
    title = rng.choice(["QUADRO I – CARGOS E VAGAS", "TABELA 2 – VAGAS POR CARGO", "Quadro de vagas", ""])
    lines = ([title] if title else []) + header
    noted = False
    split = rng.randint(1, len(table.rows) - 1) if len(table.rows) >= 2 and rng.random() < 0.6 else 0
    for n, row in enumerate(table.rows):
        if n == split and split:
            lines += ["Agência Estadual de Regulação – Edital nº 3/2025", f"Página {n + 1} de 6", *header]
        cells = []
        for role in roles:
            value = getattr(row, role)
            zero = rng.choice(["0", "–", "–(*)"]) if role == "negros" else rng.choice(["0", "–"])
            cells.append(zero if value == 0 else str(value))
            noted = noted or cells[-1] == "–(*)"
        lines += [" ".join([row.name, *cells])] if flat else [row.name, *cells]
        if not flat and n == len(table.rows) - 1:
            pass
    if rng.random() < 0.6:
        sums = [str(sum(getattr(r, role) for r in table.rows)) for role in roles]
        lines += [" ".join(["TOTAL", *sums])] if flat else ["TOTAL", *sums]
    if noted:
        lines.append("(*) Cargo com menos de 3 vagas: sem reserva imediata para negros.")
    return "\n".join(lines)


def _one_line(table: Table, rng: random.Random) -> tuple[str, str]:
    """A page copied from the web: the opening, the header and every row run together in one long line
    with the prose after it; a code column, a level label before a group's first row, cells plain,
    zero-padded or dashed, the total first or last (municipal chambers' sites)."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    labels = {"open": "Ampla concorrência", "pcd": "Pessoas com deficiência", "negros": "Negros", "total": "Total"}
    codes, levels = rng.random() < 0.6, rng.random() < 0.4
    style = rng.choice(["plain", "padded", "dash"])
    words = (["NÍVEL"] if levels else []) + ["CARGO"] + (["CÓDIGO"] if codes else [])
    words += [labels[r] for r in roles]
    for n, row in enumerate(table.rows):
        if levels and n in (0, len(table.rows) // 2 + 1):
            words.append(rng.choice(["MÉDIO", "SUPERIOR", "FUNDAMENTAL"]))
        words += [row.name, *([str(201 + n)] if codes else []), *(_cell(getattr(row, r), rng, style) for r in roles)]
    opening = " ".join(HEAD.strip().split("\n")) + " 2.1 As vagas estão distribuídas conforme o quadro a seguir:"
    after = "3. DAS INSCRIÇÕES 3.1 As inscrições serão feitas pela internet. 3.2 A taxa será paga por boleto."
    return "", " ".join([opening, *words, after])


#: Each role's label as a cell printed a few words a line after "Nº de vagas" (class B).
PREFIXED_PIECES = {
    "open": (["de", "ampla", "concorrência"], ["ampla", "concorrência"], ["de ampla concorrência"]),
    "pcd": (
        ["destinadas a", "pessoas com", "deficiência (a)"],
        ["reservadas a", "candidatos com", "deficiência"],
        ["reservadas a pessoas", "com deficiência"],
    ),
    "negros": (["destinadas a", "pessoas negras"], ["reservadas a", "candidatos negros"], ["para negros"]),
}
PREFIXED_TOTALS = (["Total geral de vagas"], ["Total", "de", "vagas"], ["Total de vagas"], ["Total"])


def _prefixed_labels(table: Table, rng: random.Random) -> str:
    """One cell per line, each count label split word by word and prefixed by "Nº de vagas" ("Nº de vagas"
    / "destinadas a" / "pessoas com" / "deficiência (a)"), footnote marks on lines of their own, the
    total first or last, "Código" / "do cargo" and "Cargo/Área" split the same way; the same columns as
    the plain header "Código Cargo AC PcD Negros Total" (GO's state boards)."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    schooling = rng.random() < 0.5
    lines = ["Código", "do cargo", rng.choice(["Cargo", "Cargo/Área"])] + (["Escolaridade"] if schooling else [])
    prefix = rng.choice(["Nº de vagas", "Número de vagas", "Quantidade de vagas"])
    for role in roles:
        if role == "total":
            lines += rng.choice(PREFIXED_TOTALS)
            continue
        lines += [prefix, *rng.choice(PREFIXED_PIECES[role])]
        if rng.random() < 0.3:
            lines.append(rng.choice(["(a)", "(b)"]))
    style = rng.choice(["plain", "padded", "dash"])
    for i, row in enumerate(table.rows):
        lines.append(f"{rng.choice(['H', ''])}{20 + i}")
        lines.append(row.name)
        if schooling:
            lines.append(rng.choice(["Nível superior.", "Nível médio."]))
        lines += [_cell(getattr(row, r), rng, style) for r in roles]
    lines.append("(a) e (b): na forma dos Capítulos 5 e 6.")
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


#: Abbreviations a legend explains in its own words, the vacancies with no group ("VG = Vagas gerais",
#: "X = Geral") among them (class C).
LEGEND_WORDS = {
    "total": (("VG", "Vagas gerais"), ("X", "Geral"), ("VT", "Vagas totais")),
    "open": (("AC", "Ampla Concorrência"), ("GA", "Ampla concorrência")),
    "pcd": (("PCD", "Pessoas com Deficiência"), ("DF", "candidatos com deficiência")),
    "negros": (("PN", "Pessoas Negras"), ("CN", "candidatos negros")),
}


def _legend_words(table: Table, rng: random.Random) -> str:
    """A header of abbreviations, one a line or all on one line, some outside the vocabulary and
    explained by a legend below the table in any words ("VG = Vagas gerais; AC = Ampla Concorrência"),
    a requisitos cell between the name and the counts when one cell a line (municipal boards)."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.6 else [*roles, "total"]
    chosen = {role: rng.choice(LEGEND_WORDS[role]) for role in roles}
    per_line = rng.random() < 0.6
    requisitos = per_line and rng.random() < 0.5  # on one line, a text cell's end is a question of its own
    header = ["Cargo", *(["Requisitos"] if requisitos else []), *(chosen[r][0] for r in roles)]
    lines = header if per_line else [" ".join(header)]
    style = rng.choice(["plain", "padded"])
    for row in table.rows:
        cells = [_cell(getattr(row, r), rng, style) for r in roles]
        requisito = [rng.choice(["Ensino Médio Completo", "Nível superior"])] if requisitos else []
        lines += [row.name, *requisito, *cells] if per_line else [" ".join([row.name, *requisito, *cells])]
    order = list(chosen.values())
    rng.shuffle(order)
    lines.append("Legenda: " + "; ".join(f"{a} = {m}" for a, m in order) + ".")
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


#: How a quadro in column blocks may be spoiled: a cell lost from one block, a cell misread, no Total column.
BLOCK_FAULTS = ("lost_cell", "misread_cell", "no_total")


def _block_page(table_rows: list[Row], roles: list[str], rng: random.Random, style: str, fault: str) -> list[str]:
    """One page of a quadro in column blocks: the names a line each (wrapped after "de"/"em" at times),
    then each count column's cells in the header's order, one a line."""
    lines = []
    for row in table_rows:
        words = row.name.split(" ")
        if len(words) >= 3 and words[1].lower() in ("de", "em") and rng.random() < 0.25:
            lines += [" ".join(words[:2]), " ".join(words[2:])]
        else:
            lines.append(row.name)
    for role in roles:
        for row in table_rows:
            cell = _cell(getattr(row, role), rng, style)
            lines.append(f"{cell}+CR" if role == "total" and style == "plus_cr" else cell)
    if fault == "lost_cell":
        cells = len(table_rows) * len(roles)
        del lines[len(lines) - cells + rng.randrange(cells)]
    elif fault == "misread_cell":
        at = len(lines) - len(table_rows) * len(roles) + rng.randrange(len(table_rows) * len(roles))
        lines[at] = str(int(lines[at].split("+")[0].replace("–", "0").replace("-", "0")) + rng.randint(1, 3))
    return lines


def _column_blocks(table: Table, rng: random.Random) -> str:
    """A quadro extracted column by column (class E): the header a label a line, then every name, then each
    count column's cells in a block of its own; cells plain, zero-padded, dashed or "n+CR"; the total first
    or last; a "TOTAL" row closing the blocks; split by a page break with the header repeated beside the
    page's running foot. One variant in four of two rows or more is spoiled (`BLOCK_FAULTS`): a cell lost, a cell misread, or
    no Total column, so that no row's pairing can be proven. The first line says which ("Conferência do
    gerador: íntegro.", a sentence the reader passes over)."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    fault = rng.choice(BLOCK_FAULTS) if len(table.rows) >= 2 and rng.random() < 0.25 else ""
    if fault != "no_total":
        roles = ["total", *roles] if rng.random() < 0.4 else [*roles, "total"]
    labels = {
        "open": rng.choice(["Ampla", "AC", "Ampla Concorrência"]),
        "pcd": rng.choice(["PcD", "Pessoas com deficiência"]),
        "negros": rng.choice(["Negros", "PN", "Pessoas negras"]),
        "total": rng.choice(["Total", "Total*", "Total de vagas"]),
    }
    blank = rng.random() < 0.5
    header = [item for label in ["Cargo", *(labels[r] for r in roles)] for item in ([label, ""] if blank else [label])]
    style = rng.choice(["plain", "padded", "dash", "plus_cr"])
    rows = list(table.rows)
    if rng.random() < 0.4:
        rows.append(Row("TOTAL", None, *(sum(getattr(r, k) for r in table.rows) for k in ("open", "pcd", "negros"))))
    split = rng.randint(1, len(rows) - 2) if len(rows) >= 3 and not fault and rng.random() < 0.3 else 0
    pages = [rows[:split], rows[split:]] if split else [rows]
    lines = list(header)
    for n, page in enumerate(pages):
        if n:
            lines += ["Prefeitura Municipal de Pedra Branca – Edital nº 1/2026", f"Página {n + 1} de 4", *header]
        lines += _block_page(page, roles, rng, style, fault if n == 0 else "")
    if "Total*" in header or style == "plus_cr":
        lines.append("* CR: cadastro de reserva.")
    signature = rng.choice(SIGNATURES)
    said = {"": "íntegro", "lost_cell": "célula perdida", "misread_cell": "célula trocada", "no_total": "sem total"}
    return "\n".join([f"Conferência do gerador: {said[fault]}.", *lines, *([signature] if signature else [])])


#: Name labels of a quadro of places a board may write (outside the vocabulary, or in it).
PLACE_LABELS_UNKNOWN = ("BASES OPERACIONAIS/SETORES (TURNO DIURNO)", "Postos de atendimento ao cidadão", "SEDES")
PLACE_LABELS_KNOWN = ("LOCALIDADE", "Lotação", "Unidade")
BASES = ("Base Central", "Base do Porto", "Base da Serra", "Posto Norte", "Posto do Aeroporto", "Núcleo Leste")
SECTORS = ("", " – Setor {a}", " – Setores {a} e {b}", " {a}")


def _code_column(table: Table, rng: random.Random) -> tuple[str, str]:
    """One count column beside a code column (class F): "BASES OPERACIONAIS/SETORES (TURNO DIURNO)" /
    "VAGAS" / "CÓDIGO", the name label outside the vocabulary (then on a line of its own above the others)
    or in it; the code after the count or before the name; names that end in digits ("Setor 3", "Setores
    1 e 2"); counts with thousands separators or zero-padded, codes zero-padded; one cell a line or one row a
    line; a TOTAL row whose code cell is a dash; a page break (its running foot) repeating the header. Each row is a place of
    the one cargo the title names, or a heading over the table ("2.2 Cargo: …"); its vacancies are the row's `total`
    (no reserve column)."""
    cargo = table.rows[0].cargo
    places = rng.sample(BASES, min(len(table.rows), len(BASES)))
    rows = []
    for n, (row, place) in enumerate(zip(table.rows, places)):
        sector = rng.choice(SECTORS).format(a=n + 1, b=n + 2)
        total = row.total * rng.choice((1, 1, 25))
        rows.append(Row(cargo, place + sector, total, 0, 0))
    table.rows[:] = rows
    known = rng.random() < 0.4
    label = rng.choice(PLACE_LABELS_KNOWN if known else PLACE_LABELS_UNKNOWN)
    count_label = rng.choice(["VAGAS", "Nº de vagas", "Quantidade de vagas"])
    code_label = rng.choice(["CÓDIGO", "Código", "Cód."])
    orders = [("name", "count", "code"), ("name", "code", "count")] + ([("code", "name", "count")] if known else [])
    order = rng.choice(orders)
    per_line = not known or rng.random() < 0.6
    words = {"name": label, "count": count_label, "code": code_label}
    header = [words[k] for k in order] if per_line else [" ".join(words[k] for k in order)]
    style = rng.choice(["plain", "padded"])
    lines = list(header)
    split = rng.randint(1, len(rows) - 1) if len(rows) >= 2 and rng.random() < 0.3 else 0
    for n, row in enumerate(rows):
        if split and n == split:
            lines += [f"Guarda Civil – Edital nº 01/2026 – Página {n + 1} de 5", *header]
        count = _n(row.total, thousands=True) if row.total >= 1000 else _cell(row.total, rng, style)
        cells = {"name": row.slice, "count": count, "code": f"{11 + n:03d}"}
        lines += [cells[k] for k in order] if per_line else [" ".join(cells[k] for k in order)]
    if rng.random() < 0.5:
        cells = {"name": "TOTAL", "count": _n(sum(r.total for r in rows), thousands=True), "code": "-"}
        lines += [cells[k] for k in order] if per_line else [" ".join(cells[k] for k in order)]
    heading = rng.random() < 0.3  # the cargo named by a heading over the table, not by the opening
    opening = (
        f"GUARDA CIVIL DE RIO DAS AREIAS\nCONCURSO PARA O CARGO DE {cargo.upper()}\nEDITAL Nº 01/2026\n"
        "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso será regido por este edital.\n"
    )
    if heading:
        opening = opening.replace(f"PARA O CARGO DE {cargo.upper()}", "PÚBLICO DE PROVAS E TÍTULOS")
        lines.insert(0, f"2.2 Cargo: {cargo}")
    signature = rng.choice(SIGNATURES)
    return opening, "\n".join(lines + ([signature] if signature else []))


#: Places as columns: abbreviations a note explains, towns, campi of two words (class K).
PLACES = (
    ("LES", "Campus Leste"),
    ("OES", "Campus Oeste"),
    ("REI", "Reitoria"),
    ("NOR", "Campus Norte"),
    ("SUL", "Campus Sul"),
    ("Goiânia", ""),
    ("Anápolis", ""),
    ("Jataí", ""),
    ("Campus Centro", ""),
    ("Polo Serra", ""),
)
PLACE_TOTALS = ("TOTAL", "T O T A L", "Total", "Total de vagas", "VAGAS")


def place_split(total: int, places: int, rng: random.Random) -> list[int]:
    """A row's total spread over its places, some of them empty."""
    cuts = sorted(rng.randint(0, total) for _ in range(places - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total])]


def _places_columns(table: Table, rng: random.Random) -> str:
    """Places as columns (vacancies by campus or town, each place a column, federal institutes): a class
    letter or code column before the name, the places marked by footnote digits ("LES 1 OES 2") or
    superscripts, parted by pipes or one word each, the total last or first and perhaps letter-spaced
    ("T O T A L"); empty places as dashes, padded cells, a web copy's "." before each line, a name
    wrapped over two lines, the header repeated after a page break, a TOTAL row, the notes naming the
    places. No reserve column: each row's vacancies are its total."""
    chosen = rng.sample(PLACES, rng.randint(2, 4))
    marks = rng.choice(["digits", "superscripts", "pipes", "none"])
    if marks == "none":
        chosen = [(a, m) for a, m in chosen if " " not in a] or [("LES", "Campus Leste"), ("REI", "Reitoria")]
        while len(chosen) < 2:
            chosen.append(next(p for p in PLACES if " " not in p[0] and p not in chosen))
    labels = [a for a, _ in chosen]
    if marks == "digits":
        labels = [f"{a} {n}" for n, a in enumerate(labels, 1)]
    elif marks == "superscripts":
        labels = [f"{a}{'¹²³⁴'[n]}" for n, a in enumerate(labels)]
    total_label = rng.choice(PLACE_TOTALS)
    first = rng.random() < 0.3
    lead = rng.choice([["Cargo"], ["Classe", "Cargo"], ["Código", "Cargo"]])
    counts = [total_label, *labels] if first else [*labels, total_label]
    sep = " | " if marks == "pipes" else " "
    dot = ". " if rng.random() < 0.3 else ""
    header = dot + sep.join([*lead, *counts])
    style = rng.choice(["plain", "padded", "dash", "dashes"])

    def cell(value: int) -> str:
        return "---" if value == 0 and style == "dashes" else _cell(value, rng, "dash" if style == "dashes" else style)

    lines = [header]
    split = rng.randint(1, len(table.rows) - 1) if len(table.rows) >= 2 and rng.random() < 0.3 else 0
    sums = [0] * (len(chosen) + 1)
    for n, row in enumerate(table.rows):
        if split and n == split:
            lines += [f"Página {n + 1} de 9", header]
        parts = place_split(row.total, len(chosen), rng)
        values = [row.total, *parts] if first else [*parts, row.total]
        sums = [a + b for a, b in zip(sums, values)]
        code = {"Classe": [rng.choice("ABCDE")], "Código": [str(101 + n)], "Cargo": []}[lead[0]]
        name = row.name.upper() if rng.random() < 0.5 else row.name
        words = name.split(" ")
        text = sep.join([*code, name, *(cell(v) for v in values)])
        if len(words) >= 3 and words[1].lower() in ("de", "em") and marks != "pipes" and rng.random() < 0.3:
            text = sep.join([*code, " ".join(words[:2])]) + "\n" + sep.join([" ".join(words[2:]), *map(cell, values)])
        lines.append(dot + text)
    if rng.random() < 0.5:
        lines.append(dot + sep.join([rng.choice(["TOTAL", "T O T A L", "Total geral"]), *map(str, sums)]))
    notes = [f"({n}) {a} - {m}" for n, (a, m) in enumerate(chosen, 1) if m]
    if notes and rng.random() < 0.7:
        lines.append("Notas: " + "; ".join(notes) + ".")
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


#: Abbreviations outside the vocabulary that a sentence of the edital defines in passing, in quotes:
#: each role's clauses and the abbreviations it may be given.
PROSE_DEFINITIONS = {
    "open": (
        ("as demais vagas são destinadas à ampla concorrência", "as demais vagas ficam para a ampla concorrência"),
        ("GA", "VAC", "LA"),
    ),
    "pcd": (
        (
            "ficam reservadas às pessoas com deficiência 5% das vagas",
            "são reservadas aos candidatos com deficiência 5%",
        ),
        ("RD", "DEF", "VD"),
    ),
    "negros": (
        (
            "ficam reservadas aos candidatos negros 20% das vagas",
            "são reservadas às pessoas pretas e pardas 20% (vinte por cento) das vagas",
        ),
        ("RN", "CRN", "VN"),
    ),
}
QUOTE_PAIRS = (("“", "”"), ('"', '"'), ("'", "'"), ("‘", "’"))


def _legend_prose(table: Table, rng: random.Random) -> str:
    """A flat header of abbreviations outside the vocabulary ("CARGO VAC RD CRN TOTAL"), each defined by a
    sentence below the table in quotes of any kind, in any order, in one sentence or one a numbered item
    ("… ficam reservadas aos candidatos negros 20% das vagas (vagas “CRN”), e são reservadas aos candidatos
    com deficiência 5% (“RD”)"); the total first or last; plain, padded or dashed cells (municipal editais)."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    chosen = {r: (rng.choice(PROSE_DEFINITIONS[r][0]), rng.choice(PROSE_DEFINITIONS[r][1])) for r in roles}
    order = ["total", *roles] if rng.random() < 0.4 else [*roles, "total"]
    labels = {"total": rng.choice(["TOTAL", "Total de vagas"]), **{r: chosen[r][1] for r in roles}}
    style = rng.choice(["plain", "padded", "dash"])
    lines = [" ".join(["CARGO", *(labels[r] for r in order)])]
    for row in table.rows:
        lines.append(" ".join([row.name, *(_cell(getattr(row, r), rng, style) for r in order)]))
    lines.append("3. DA RESERVA DE VAGAS")
    opening, close = rng.choice(QUOTE_PAIRS)
    clauses = [
        f"{chosen[r][0]} ({rng.choice(['vagas ', '', 'doravante '])}{opening}{chosen[r][1]}{close})"
        for r in rng.sample(roles, 3)
    ]
    if rng.random() < 0.5:
        text = rng.choice([", e ", "; "]).join(clauses)
        lines.append(f"3.1 {text[0].upper()}{text[1:]}.")
    else:
        lines += [f"3.{n} {c[0].upper()}{c[1:]}." for n, c in enumerate(clauses, 1)]
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


#: Each role's label in a list of labelled figures (class L), and the list's three forms.
PART_LABELS = {
    "open": ("AC", "Ampla concorrência", "Vagas AC", "A.C."),
    "pcd": ("PcD", "Pessoas com deficiência", "Vagas PcD", "PNE"),
    "negros": ("Negros", "PN", "PPP", "Candidatos negros", "Pessoas negras"),
    "total": ("TOTAL", "Total", "Total de vagas"),
}


def _labelled_parts(table: Table, rng: random.Random) -> str:
    """A cargo's vacancies as a list of labelled figures instead of a table or a sentence (class L):
    "VAGAS: AC 10 / PcD 1 / Negros 3 / TOTAL 14" (label then number, "/", ";", "|" or "," between),
    "VAGAS: 10 AC + 1 PcD + 3 PN = 14" (number then label, the total after "="), "Vagas: 14 (AC: 10; PcD:
    1; Negros: 3)" or "14 – AC: 10 – PcD: 1 – Negros: 3" (the total, then its parts); a label's percentage as
    a note ("Negros (20%)"); parts in any order, zero-padded or not, the
    total left out at times (then the parts' sum, never confirmed); the cargo named by a "CARGO:" line
    above (numbered or not) or before "– Vagas:" on the same line; other keys (escolaridade, pay,
    jornada) around it (municipal chambers, prefeituras)."""
    lines = []
    form = rng.choice(["label_first", "number_first", "total_then_parts"])
    for n, row in enumerate(table.rows):
        roles = ["open", "pcd", "negros"]
        rng.shuffle(roles)
        labels = {r: rng.choice(PART_LABELS[r]) for r in (*roles, "total")}
        if rng.random() < 0.2:  # "Negros (20%)": the label's percentage, a note
            labels["negros"] += " (20%)"
            labels["pcd"] += rng.choice(["", " (5%)"])
        cell = (lambda v: f"{v:02d}") if rng.random() < 0.3 else str
        if form == "label_first":
            sep = rng.choice([" / ", "; ", " | ", ", ", " – "])
            colon = rng.choice(["", ":"])
            pieces = [f"{labels[r]}{colon} {cell(getattr(row, r))}" for r in roles]
            if rng.random() < 0.8:
                pieces.append(f"{labels['total']}{colon} {cell(row.total)}")
            said = sep.join(pieces)
        elif form == "number_first":
            said = " + ".join(f"{cell(getattr(row, r))} {labels[r]}" for r in roles)
            said += f" = {cell(row.total)}" if rng.random() < 0.8 else ""
        else:
            sep = rng.choice(["; ", " / ", ", "])
            parts = [f"{labels[r]}: {cell(getattr(row, r))}" for r in roles]
            dash = rng.random() < 0.3  # "14 – Ampla concorrência: 10 – PcD: 1 – Negros: 3"
            said = (
                f"{cell(row.total)} – " + " – ".join(parts) if dash else f"{cell(row.total)} (" + sep.join(parts) + ")"
            )
        key = rng.choice(["VAGAS", "Vagas", "Número de vagas"])
        if rng.random() < 0.3:
            lines.append(f"2.{n + 2}. {row.name} – {key}: {said}.")
        else:
            lines.append(f"{rng.choice(['', f'2.{n + 2}. '])}{rng.choice(['CARGO', 'Cargo'])}: {row.name}")
            if rng.random() < 0.4:
                lines.append(f"Remuneração: R$ {rng.randint(2, 19)}.{rng.randint(100, 999)},00")
            lines.append(f"{key}: {said}{rng.choice(['', '.'])}")
        if rng.random() < 0.5:
            lines.append(rng.choice(["Jornada: 40 horas semanais.", "Escolaridade: ensino médio completo."]))
    return "\n".join(lines)


def _spelled_counts(table: Table, rng: random.Random) -> str:
    """A flat table whose count cells are written with their value in words, "15 (quinze)", "01 (uma)"
    (prefeituras), some plain or dashed; the total first or last."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    labels = {"open": "Ampla concorrência", "pcd": "PcD", "negros": "Negros", "total": "Total de vagas"}
    lines = [" ".join(["Cargo", *(labels[r] for r in roles)])]
    padded = rng.random() < 0.5
    for row in table.rows:
        cells = []
        for role in roles:
            value = getattr(row, role)
            shown = f"{value:02d}" if padded else str(value)
            if value == 0 and rng.random() < 0.5:
                cells.append("-")
            elif rng.random() < 0.8:
                cells.append(
                    f"{shown} ({_words(value).replace('uma', 'um') if role == 'total' and value == 1 and rng.random() < 0.5 else _words(value)})"
                )
            else:
                cells.append(shown)
        lines.append(" ".join([row.name, *cells]))
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


SPAN_LABELS = ("Vagas reservadas", "Reserva de vagas", "Vagas", "Vagas destinadas a")


def _stacked_span(table: Table, rng: random.Random) -> str:
    """A header in two stacked rows whose upper row has a spanning label in the middle of its line:
    "Cargo | Ampla Concorrência | Vagas reservadas | Total" over "PcD | Negros", or "Cargo | Vagas | Jornada"
    over "AC | PcD | PN | Total" (the rows' jornada after their counts); the name line may stand apart
    above ("Cargo" / the rest)."""
    under_all = rng.random() < 0.4  # every count under the span, a text column after it
    roles = ["open", "pcd", "negros"] if under_all else ["pcd", "negros"]
    rng.shuffle(roles)
    if under_all:
        below = [*roles, "total"]
        top = ["Cargo", rng.choice(["Vagas", "VAGAS"]), rng.choice(["Jornada", "Carga horária"])]
        order = below
    else:
        top = ["Cargo", rng.choice(["Ampla Concorrência", "AC"]), rng.choice(SPAN_LABELS[:2]), "Total"]
        below = roles
        order = ["open", *roles, "total"]
    names = {
        "open": "AC",
        "pcd": rng.choice(["PcD", "Pessoas com deficiência"]),
        "negros": rng.choice(["Negros", "PN"]),
    }
    names["total"] = "Total"
    header = [top[0], " ".join(top[1:])] if rng.random() < 0.3 else [" ".join(top)]
    lines = [*header, " ".join(names[r] for r in below)]
    style = rng.choice(["plain", "padded", "dash"])
    for row in table.rows:
        cells = [_cell(getattr(row, r), rng, style) for r in order]
        text = [rng.choice(["40h", "30h", "20 horas"])] if under_all else []
        lines.append(" ".join([row.name, *cells, *text]))
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


def _counts_then_text(table: Table, rng: random.Random) -> str:
    """One cell per line, the text columns after the counts ("Cargo" / "Total de Vagas" / "Vagas PcD" /
    "Vagas Negros" / "Vencimento" / "Requisitos", municipal boards): each row's pay and requisito follow its
    counts and belong to it, never to the next row's name; the total first or last, a code before the name
    at times."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    labels = {"open": "Vagas AC", "pcd": "Vagas PcD", "negros": "Vagas Negros", "total": "Total de Vagas"}
    after = rng.sample(["Vencimento", "Requisitos", "Carga horária"], rng.randint(1, 3))
    codes = rng.random() < 0.3
    lines = [*(["Código"] if codes else []), "Cargo", *(labels[r] for r in roles), *after]
    style = rng.choice(["plain", "padded", "dash"])
    for n, row in enumerate(table.rows):
        lines += [str(101 + n)] if codes else []
        lines.append(row.name)
        lines += [_cell(getattr(row, r), rng, style) for r in roles]
        text = {
            "Vencimento": f"R$ {rng.randint(1, 19)}.{rng.randint(100, 999)},00",
            "Requisitos": rng.choice(["Ensino Médio completo", "Ensino Fundamental completo", "Nível superior"]),
            "Carga horária": rng.choice(["40h", "30 horas", "20h semanais"]),
        }
        lines += [text[a] for a in after]
    signature = rng.choice(SIGNATURES)
    return "\n".join(lines + ([signature] if signature else []))


#: Localities printed in a column between a wrapped name and its counts (one word each, as a
#: layout-preserving extraction keeps them on the row's first line).
LOCALITIES = ("Fortaleza", "Pecém", "Macapá", "Santana", "Sede", "Campinas", "Natal")
CODE_STYLES = ("N{:02d}", "{:03d}", "A{:02d}", "")


def wrapped_after_counts(table: Table, rng: random.Random, locality: bool) -> tuple[str, list[tuple[bool, bool]]]:
    """A flat table as a layout-preserving extraction prints it (FGV, Cesgranrio annexes): a name too long
    for its cell wraps, its first words beside the row's cells and the rest on the next line alone
    ("N03 Técnico em Segurança do Fortaleza 3 0 1 4" / "Trabalho"); a code column at times, a locality
    column between the name and the counts at times, a page break with the header repeated, a numbered
    item after the table. Returns the text and, per row, whether its name wrapped and whether that wrap is
    ambiguous in plain text: the next row's name is a word or two on its counts' line (that line may begin
    it) and the wrapped name's first line does not visibly go on (no "–", "/" or "de" at its end)."""
    code = rng.choice(CODE_STYLES)
    header = " ".join(
        [*(["Código"] if code else []), "Cargo", *(["Localidade"] if locality else []), "AC PcD Negros Total"]
    )
    lines, wrapped = [header], []
    for n, row in enumerate(table.rows):
        if n and rng.random() < 0.2:
            lines += [f"Edital nº 01/2025 Página {n + 3} de 41", header]
        words = row.name.split(" ")
        # a tail in capitals ("RN") reads as a heading over rows unless the name above visibly goes on
        cuts = [
            k
            for k in range(1, len(words))
            if words[k][:1].isupper()
            and words[k][:1].isalpha()
            and (not " ".join(words[k:]).isupper() or (words[k - 1] in ("–", "/") and not locality))
        ]
        cut = rng.choice(cuts) if cuts and rng.random() < 0.6 else None
        first, rest = (" ".join(words[:cut]), " ".join(words[cut:])) if cut else (row.name, "")
        cells = [*([code.format(n + 1)] if code else []), first, *([rng.choice(LOCALITIES)] if locality else [])]
        lines.append(" ".join([*cells, *(str(v) for v in (row.open, row.pcd, row.negros, row.total))]))
        lines += [rest] if rest else []
        goes_on = first.split(" ")[-1] in ("–", "/", "de", "em", "do", "da")
        wrapped.append([bool(rest), bool(rest) and not goes_on, len(first.split(" "))])
    for this, after in zip(wrapped, wrapped[1:]):
        this[1] = this[1] and after[2] <= 2
    lines.append("2.2. Os candidatos aprovados além das vagas comporão cadastro de reserva.")
    return "\n".join(lines), [(w[0], w[1] and w is not wrapped[-1]) for w in wrapped]


#: Each role's label as a line of a table whose rows are the roles (class: roles as rows).
ROW_ROLE_LABELS = {
    "open": ("Ampla concorrência", "Ampla Concorrência (AC)", "Vagas de ampla concorrência", "AC"),
    "pcd": ("Pessoas com deficiência", "PcD", "Reserva PcD", "Vagas reservadas a PcD"),
    "negros": ("Candidatos negros", "Negros", "Pessoas pretas e pardas", "Vagas reservadas a negros", "PPP"),
    "total": ("TOTAL", "Total", "Total de vagas"),
}


def roles_as_rows(table: Table, rng: random.Random) -> str:
    """One small table per cargo whose rows are the kinds of vacancy (IDECAN's and prefeituras' annexes):
    the cargo's heading, at times a caption ("TIPO DE VAGA QUANTIDADE"), a line per role (label, then its
    count, zero-padded or a dash for zero), the roles in any order and the total last or first."""
    out = []
    for n, row in enumerate(table.rows, 1):
        heading = rng.choice(
            [f"CARGO: {row.name.upper()}", f"2.{n} CARGO {n}: {row.name.upper()}", f"Cargo: {row.name}"]
        )
        out.append(heading)
        if rng.random() < 0.6:
            out.append(rng.choice(["TIPO DE VAGA QUANTIDADE", "Modalidade Vagas", "Distribuição das vagas"]))
        roles = ["open", "pcd", "negros"]
        rng.shuffle(roles)
        roles = [*roles, "total"] if rng.random() < 0.7 else ["total", *roles]
        style = rng.choice(["plain", "padded", "dash"])
        out += [f"{rng.choice(ROW_ROLE_LABELS[r])} {_cell(getattr(row, r), rng, style)}" for r in roles]
    signature = rng.choice(SIGNATURES)
    return "\n".join(out + ([signature] if signature else []))


def tab_cells(table: Table, rng: random.Random) -> str:
    """A web page's table copied with tabs between cells, a zero left as an empty cell (nothing between two
    tabs) but in the last column, a text column (schooling) between the name and the counts at times."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = [*roles, "total"] if rng.random() < 0.7 else ["total", *roles]
    text = rng.random() < 0.5
    labels = {"open": "AC", "pcd": "PcD", "negros": "Negros", "total": "Total"}
    lines = ["\t".join(["Cargo", *(["Escolaridade"] if text else []), *(labels[r] for r in roles)])]
    for row in table.rows:
        # an empty last cell is not told from a trailing tab: boards' pages print the total last or a zero
        cells = ["" if getattr(row, r) == 0 and r != roles[-1] else str(getattr(row, r)) for r in roles]
        lines.append("\t".join([row.name, *([rng.choice(["Médio", "Superior"])] if text else []), *cells]))
    return "\n".join(lines)


AFTER_COUNT_OFFERS = (
    "{item} São oferecidas {total} ({words}) vagas para o cargo de {name}, das quais {neg} reservadas aos "
    "candidatos negros e {pcd} às pessoas com deficiência.",
    "{item} Serão ofertadas {total} vagas para o cargo de {name}; das vagas, {neg} ficam reservadas a candidatos "
    "negros.",
    "{item} Ficam abertas {total} vagas no cargo de {name}, sendo {neg} reservadas aos candidatos negros e {pcd} "
    "às pessoas com deficiência.",
)


def offer_then_cargo(table: Table, rng: random.Random) -> str:
    """Prose that names the cargo after the count it offers ("São oferecidas 400 (quatrocentas) vagas para o
    cargo de Soldado PM, das quais 80 …": state police and fire brigades), one statement per cargo."""
    template = rng.choice(AFTER_COUNT_OFFERS)
    return "\n".join(
        template.format(
            item=f"1.{n}.", total=row.total, words=_words(row.total), name=row.name, neg=row.negros, pcd=row.pcd
        )
        for n, row in enumerate(table.rows, 1)
    )


def bracket_marks(table: Table, rng: random.Random) -> str:
    """Count cells followed by a footnote mark in brackets ("2 (**)", "14 (*)"), the notes under the table
    saying what each mark means (municipal autarquias): a mark is no cell."""
    lines = ["Cargo Vagas Ampla Concorrência Vagas PcD Vagas Negros Total"]
    marks = ["(*)", "(**)", "(***)"]
    for row in table.rows:
        cells = [
            str(v) + (f" {rng.choice(marks)}" if rng.random() < 0.3 else "") for v in (row.open, row.pcd, row.negros)
        ]
        lines.append(" ".join([row.name, *cells, str(row.total)]))
    lines += [
        "(*) Vagas providas na forma do item 4.",
        "(**) Vagas destinadas aos candidatos que se autodeclararem pretos ou pardos.",
        "(***) Vagas destinadas às pessoas com deficiência.",
    ]
    return "\n".join(lines)


#: Pieces of a name wrapped over lines: a first line ending in a mark no name ends in, or in a whole
#: word; a capitalised line after such a mark; a line opening in lower case; a capitalised word nothing
#: joins to the line above ("Contábeis": the name's only because its cell wrapped it there).
WRAP_HEADS = (
    "Auditor de Controle Externo –",
    "Analista Judiciário –",
    "Técnico em Gestão Pública -",
    "Especialista em Políticas de",
    "Professor de Educação Básica,",
)
WRAP_FIRSTS = ("Engenheiro", "Analista de Sistemas", "Técnico Legislativo")
WRAP_AFTER_MARK = (
    "Especialidade: Ciências",
    "Área: Gestão",
    "Especialidade: Tecnologia",
    "Saúde Pública",
    "Área: Obras",
)
WRAP_LOW = ("da Informação", "de Pessoas", "e Finanças", "do Trabalho", "das Águas")
WRAP_BARE = ("Contábeis", "Ambiental", "Legislativa", "Civil")


def wrapped_name(rng: random.Random) -> list[str]:
    """The lines of one name cell: one line, or two or three wrapped at a mark, before a lower-case
    word, or at a bare capitalised word."""
    shape = rng.choice(["one", "mark", "mark_low", "first_low", "first_bare", "mark_mark_low", "mark_mark_bare"])
    if shape == "one":
        return [rng.choice(CARGOS)]
    if shape.startswith("first"):
        return [rng.choice(WRAP_FIRSTS), rng.choice(WRAP_LOW if shape == "first_low" else WRAP_BARE)]
    lines = [rng.choice(WRAP_HEADS), rng.choice(WRAP_AFTER_MARK)]
    if shape == "mark_low":
        lines[1] = rng.choice(WRAP_LOW)
    elif shape != "mark":
        lines.append(rng.choice(WRAP_LOW if shape.endswith("low") else WRAP_BARE))
    return lines


def count_line_at(lines: int, align: str) -> int:
    """The line of a name cell its row's counts are printed on: a layout-preserving extraction puts
    them beside the cell's first line, its middle one or its last, as the cells are aligned."""
    return {"top": 0, "middle": lines // 2, "bottom": lines - 1}[align]


def _wrapped_around(table: Table, rng: random.Random) -> str:
    """A name wrapped over lines with the counts on its first, middle or last line, all cells of the table
    aligned alike ("Auditor de Controle Externo – 8 1 3 12" / "Especialidade: Ciências" / "Contábeis"):
    the lines after a row's counts are its name's. Each row's name is its cell's lines joined (`Row.cargo`;
    `Row.wrap` keeps the lines); roles in any order, cells plain, zero-padded or dashed; a TOTAL row at
    times."""
    align = table.align = rng.choice(["top", "middle", "bottom"])
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = [*roles, "total"] if rng.random() < 0.7 else ["total", *roles]
    labels = {"open": "AC", "pcd": rng.choice(["PcD", "PNE"]), "negros": rng.choice(["Negros", "PN"]), "total": "Total"}
    style = rng.choice(["plain", "padded", "dash"])
    lines = [" ".join([rng.choice(["Cargo", "Cargo/Especialidade", "Cargo/Área"]), *(labels[r] for r in roles)])]
    for row in table.rows:
        cell = wrapped_name(rng)
        row.cargo, row.slice, row.wrap = " ".join(cell), None, cell
        at = count_line_at(len(cell), align)
        counts = " ".join(_cell(getattr(row, r), rng, style) for r in roles)
        lines += [f"{text} {counts}" if n == at else text for n, text in enumerate(cell)]
    if rng.random() < 0.3:
        lines.append(" ".join(["TOTAL", *(str(sum(getattr(r, k) for r in table.rows)) for k in roles)]))
    return "\n".join(lines)


#: Count labels wrapped side by side over two lines (`_wrapped_side_by_side`): the top and the bottom
#: piece of each role's label, as FCC's and Fundatec's annexes print them.
SIDE_LABELS = {
    "open": [("Vagas", "AC"), ("Ampla", "Concorrência"), ("Vagas", "Ampla Concorrência")],
    "pcd": [("Vagas", "PcD"), ("Vagas reservadas", "a PcD"), ("Reserva", "PcD")],
    "negros": [("Vagas", "Negros"), ("Vagas reservadas", "a negros"), ("Reserva", "Negros")],
    "total": [("Total", "(AC+PcD+N)"), ("Total de", "Vagas"), ("Total", "de Vagas")],
}
#: Text columns after the counts, wrapped or not, with a cell of each row.
SIDE_TEXT = [
    (("Carga", "Horária"), lambda rng: rng.choice(["20h", "30h", "40h"])),
    (("Vencimento", "(R$)"), lambda rng: f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"),
    (("Salário", ""), lambda rng: f"{rng.randint(1, 12)}.{rng.randint(100, 999)},00"),
]


def _side_header(roles: list[str], rng: random.Random, marks: bool) -> tuple[list[str], list[str], list[str]]:
    """The top and bottom header lines' pieces of each column and the text columns after the counts."""
    top, bottom = [], []
    if rng.random() < 0.4:
        top.append("Nº")
    top.append(rng.choice(["Cargo", "Cargos", "Cargo/Especialidade", "Emprego"]))
    if rng.random() < 0.3:
        top.append("Código")
        bottom.append(rng.choice(["de Opção", ""]))
    for role in roles:
        high, low = rng.choice(SIDE_LABELS[role])
        if role == "total" and rng.random() < 0.3:
            high, low = f"{high} {low}".replace("(AC+PcD+N)", "").strip(), ""  # a label not wrapped
        if marks and low and role in ("pcd", "negros"):
            low = f"{low} ({1 if role == 'pcd' else 2})"
        top.append(high)
        bottom.append(low)
    texts = rng.sample(SIDE_TEXT, rng.randint(0, 2))
    for (high, low), _ in texts:
        top.append(high)
        bottom.append(low)
    return top, bottom, texts


def _wrapped_side_by_side(table: Table, rng: random.Random) -> str:
    """A header whose labels are each wrapped over two lines, side by side ("Total de Vagas Vagas reservadas
    Vagas reservadas" / "a PcD (1) a negros (2)"; "Nº Cargos Vagas Vagas Vagas Total Carga" / "AC PcD Negros
    (AC+PcD+N) Horária"): the roles in any order, with or without an open column (FCC gives the total and
    the reserves only), footnote marks, a code column, text columns after the counts, cells plain,
    zero-padded or dashed, a cadastro row ("CR"), a page break repeating both header lines. The rows hold
    the truth: every row's count cells and Total = the sum of the parts pair the pieces."""
    parts = ["open", "pcd", "negros"] if rng.random() < 0.7 else ["pcd", "negros"]
    rng.shuffle(parts)
    roles = [*parts, "total"] if rng.random() < 0.6 else ["total", *parts]
    marks = rng.random() < 0.4
    top, bottom, texts = _side_header(roles, rng, marks)
    header = [" ".join(top), " ".join(b for b in bottom if b)]
    style = rng.choice(["plain", "padded", "dash"])
    lines = [rng.choice(["ANEXO I – QUADRO DE CARGOS E VAGAS", "1.2.1 Quadro demonstrativo de cargos e vagas:"])]
    lines += header
    numbered, coded = top[0] == "Nº", "Código" in top
    split = rng.randint(1, len(table.rows) - 1) if len(table.rows) > 2 and rng.random() < 0.3 else 0
    for n, row in enumerate(table.rows):
        if split and n == split:
            lines += ["Prefeitura Municipal de Pedra Branca – Edital nº 1/2026", "Página 2 de 5", *header]
        cells = [str(n + 1)] if numbered else []
        cells.append(row.name)
        if coded:
            cells.append(f"{'ABCDEFGH'[n % 8]}{n + 1:02d}")
        cells += [_cell(getattr(row, r), rng, style) for r in roles]
        cells += [cell(rng) for _, cell in texts]
        lines.append(" ".join(cells))
    if rng.random() < 0.3:
        cr = ["Psicólogo Organizacional", *(["CR"] * len(roles)), *(cell(rng) for _, cell in texts)]
        lines.append(" ".join(([str(len(table.rows) + 1)] if numbered else []) + cr))
    if marks:
        lines += [
            "(1) Reserva de 5% das vagas às pessoas com deficiência.",
            "(2) Reserva de 20% aos candidatos negros.",
        ]
    lines.append("CR – Cadastro de Reserva.")
    return "\n".join(lines)


def _slash_cells(table: Table, rng: random.Random) -> str:
    """Two roles in one cell: a header cell "Vagas reservadas PcD/Negros" (or "Negros/PcD") and each row's
    cell "0/1" split the same way (Quadrix); a place column and a pay column at times, the total first or
    after the pair, an open column at times."""
    pair = ["pcd", "negros"] if rng.random() < 0.6 else ["negros", "pcd"]
    names = {"pcd": rng.choice(["PcD", "PCD", "PNE"]), "negros": rng.choice(["Negros", "PN", "PPP"])}
    slash = rng.choice(["/", " / "]) if rng.random() < 0.3 else "/"
    pair_label = rng.choice(["Vagas reservadas ", "Reserva ", ""]) + slash.join(names[r] for r in pair)
    total_label = rng.choice(["Vagas totais", "Total de vagas", "Total"])
    opened = rng.random() < 0.4
    total_first = rng.random() < 0.6
    place = rng.random() < 0.5
    pay = rng.random() < 0.5
    top = [rng.choice(["Emprego", "Cargo"]), *(["Localidade"] if place else [])]
    counts = [total_label] if total_first else []
    counts += ["AC"] if opened else []
    counts += [pair_label, *([] if total_first else [total_label])]
    lines = [" ".join([*top, *counts, *(["Salário (R$)"] if pay else [])])]
    for row in table.rows:
        cells = [row.cargo, *([rng.choice(SLICES[:6]).split(" /")[0]] if place else [])]
        both = "/".join(_n(getattr(row, r), dash=rng.random() < 0.2) for r in pair)
        values = [str(row.total)] if total_first else []
        values += [str(row.open)] if opened else []
        values += [both, *([] if total_first else [str(row.total)])]
        row.slice = None if not place else cells[1]
        lines.append(" ".join([*cells, *values, *([f"{rng.randint(1, 9)}.{rng.randint(100, 999)},00"] if pay else [])]))
    return "\n".join(lines)


#: Count labels wrapped side by side over up to four lines, top-aligned, each a list of its lines' pieces
#: (`_wrapped_many_lines`): "Vagas" / "reservadas" / "a candidatos" / "negros" beside "Total" / "de" / "vagas".
MANY_LINE_LABELS = {
    "open": [
        ["Vagas", "Ampla", "concorrência"],
        ["Vagas de", "ampla", "concorrência"],
        ["Ampla", "Concorrência"],
        ["Vagas", "AC"],
    ],
    "pcd": [
        ["Vagas", "reservadas", "a PcD"],
        ["Vagas reservadas", "a pessoas com", "deficiência"],
        ["Vagas", "reservadas a", "pessoas com", "deficiência"],
        ["Vagas", "PcD"],
    ],
    "negros": [
        ["Vagas reservadas", "a candidatos", "negros"],
        ["Vagas", "reservadas", "a negros"],
        ["Vagas", "para", "negros"],
        ["Vagas", "reservadas a", "pessoas", "negras"],
        ["Reserva", "Negros"],
    ],
    "total": [["Total", "de", "vagas"], ["Total de", "vagas"], ["Total"], ["Número", "de vagas"]],
}
#: Text columns after the counts, their labels wrapped too, with a cell of each row.
MANY_LINE_TEXT = [
    (["Carga", "horária", "semanal"], lambda rng: rng.choice(["20h", "30h", "40h"])),
    (["Vencimento", "(R$)"], lambda rng: f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"),
    (["Escolaridade"], lambda rng: rng.choice(["Médio", "Superior", "Fundamental"])),
]


def _many_line_header(columns: list[list[str]], spaced: bool) -> list[str]:
    """The header's lines: line k holds the k-th piece of each column's label; with `spaced`, each column
    padded to its width as a layout-preserving extraction prints it, else the pieces run together."""
    widths = [max(len(piece) for piece in pieces) + 2 for pieces in columns]
    out = []
    for k in range(max(len(pieces) for pieces in columns)):
        cells = [pieces[k] if k < len(pieces) else "" for pieces in columns]
        if spaced:
            out.append("".join(cell.ljust(width) for cell, width in zip(cells, widths)).rstrip())
        else:
            out.append(" ".join(cell for cell in cells if cell))
    return out


def _wrapped_many_lines(table: Table, rng: random.Random) -> str:
    """A header whose labels are wrapped side by side over three or four lines, top-aligned ("Cargo Vagas
    Vagas Vagas reservadas Total" / "Ampla reservadas a candidatos de" / "concorrência a PcD negros vagas"),
    spaced as a layout-preserving extraction prints it or run together as a plain one does: the roles in
    any order, with or without an open column, text columns after the counts, cells plain, zero-padded or
    dashed, a page break repeating the header. The rows hold the truth: every row's count cells and
    Total = the sum of the parts pair the pieces."""
    parts = ["open", "pcd", "negros"] if rng.random() < 0.8 else ["pcd", "negros"]
    rng.shuffle(parts)
    roles = [*parts, "total"] if rng.random() < 0.6 else ["total", *parts]
    labels = {role: list(rng.choice(MANY_LINE_LABELS[role])) for role in roles}
    if max(len(pieces) for pieces in labels.values()) < 3:
        labels["negros"] = ["Vagas reservadas", "a candidatos", "negros"]  # one label over three lines at least
    texts = rng.sample(MANY_LINE_TEXT, rng.randint(0, 2))
    columns = [[rng.choice(["Cargo", "Cargos", "Emprego", "Cargo/Especialidade"])], *(labels[r] for r in roles)]
    columns += [pieces for pieces, _ in texts]
    header = _many_line_header(columns, spaced=rng.random() < 0.5)
    style = rng.choice(["plain", "padded", "dash"])
    lines = [rng.choice(["ANEXO I – QUADRO DE CARGOS E VAGAS", "1.2.1 Quadro demonstrativo de cargos e vagas:"])]
    lines += header
    split = rng.randint(1, len(table.rows) - 1) if len(table.rows) > 2 and rng.random() < 0.3 else 0
    for n, row in enumerate(table.rows):
        if split and n == split:
            lines += ["Prefeitura Municipal de Pedra Branca – Edital nº 1/2026", "Página 2 de 5", *header]
        cells = [row.name, *(_cell(getattr(row, r), rng, style) for r in roles), *(cell(rng) for _, cell in texts)]
        lines.append(" ".join(cells))
    lines.append("CR – Cadastro de Reserva.")
    return "\n".join(lines)
