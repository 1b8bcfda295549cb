"""A quadro de vagas typeset by groff's `tbl` (`groff -ms -t -Tpdf`) and read by pypdf, drawn at random with
its right reading: the class of `tables/late_cells.py`.

troff places text by absolute position and tbl draws each row in this order: the row's simple cells on one
line, left to right; then, column by column, the row's text blocks (`T{ … T}`, a name wrapped in its cell,
from the row's top) and the cells spanning rows (`\\^`) that end with it, centred on the rows they span.
pypdf writes the pieces in that order, on the same line while the baseline stays within 0.8 of the font
size of the line's (a space before a piece drawn to the right, none before one drawn to the left), else on
a new line. So a row reads "6 2 2 10 7 1 2Assistente" / "Administrativo", a cargo over several funções
comes after the last of them (or glued to it: "Echo 4 3 1Dois Cargos"), and a header whose name labels
span its two rows gives them last ("Total AC PcD NegrosCargo Função"). `draw(rng)` draws the table (one or
two name columns, a cargo spanning 1 to 4 funções, simple or wrapped; a schooling column; places before a
first Total, "Vagas por campus"; the roles' order; a one-row header or two rows with the name labels
spanned; a count's label wrapped in a text block, drawn last, whose column nothing proves; zeros as "0" or
dashes; spaces between cells one or many; a TOTAL row or none; a page break with the header repeated
(`.TS H`) or not); `laid_text` lays it out as pypdf gives it and `tbl_source` writes the groff source, to
check the two by hand (`groff -k -ms -t -Tpdf`, then pypdf). The right reading: each função once (its name
in the position's, which may hold its cargo), its total and negros; confirmed unless a label's column is
unproven.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Case, Entry

CARGOS = [
    "Analista Universitário",
    "Técnico Universitário",
    "Auxiliar Universitário",
    "Analista de Gestão Pública",
    "Especialista em Saúde",
    "Técnico de Nível Médio",
]
FUNCOES = [
    "Administrador",
    "Bibliotecário",
    "Contador",
    "Engenheiro Civil",
    "Técnico em Laboratório de Biologia",
    "Assistente Administrativo",
    "Técnico em Informática",
    "Motorista",
    "Arquivista",
    "Economista",
    "Enfermeiro do Trabalho",
    "Médico Veterinário",
    "Nutricionista",
    "Psicólogo Organizacional",
    "Secretário Executivo",
    "Tradutor e Intérprete de Libras",
    "Operador de Máquinas Pesadas",
    "Eletricista de Manutenção",
    "Jornalista",
    "Auditor de Controle Interno",
]
SCHOOLING = ["Superior", "Médio", "Fundamental", "Médio/Técnico"]
PLACES = ["Sede", "Norte", "Sul", "Leste", "Oeste", "Centro"]
ROLE_LABELS = {
    "total": ["Total", "Total de vagas"],
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Candidatos negros"],
}
#: A label in a text block, wrapped: (its lines).
BLOCK_LABELS = {"pcd": ["Pessoas com", "deficiência"], "negros": ["Candidatos", "negros"]}
THRESHOLD = 0.8 * 10 / 12  # pypdf's new line: 0.8 of the 10-point font, in 12-point lines


@dataclass
class Cell:
    """A cell as tbl draws it: its lines, whether a text block, how many rows it spans."""

    lines: list[str]
    block: bool = False
    span: int = 1


@dataclass
class Table:
    name_labels: list[str]
    schooling: bool
    places: list[str]
    roles: list[str]  # count roles in column order
    role_labels: list[str]
    two_rows: bool  # the header over two rows, the name labels spanning both
    block_label: str | None  # a count role whose label is a wrapped text block (drawn last)
    rows: list[list[Cell | None]]  # None: a cell spanned from above
    counts: list[list[int]]
    total_row: bool
    zero: str
    spread: bool  # cells parted by many spaces
    page_after: int | None  # a page break after this row
    repeat_header: bool
    entries: list[Entry] = field(default_factory=list)


def _wrapped(words: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in words.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def _cell(text: str, rng: random.Random, width: int, span: int = 1) -> Cell:
    lines = _wrapped(text, width)
    block = len(lines) > 1 or (rng.random() < 0.2 and span == 1)
    return Cell(lines if block else [text], block, span)


def _counts(rng: random.Random, places: int) -> tuple[list[int], int, dict[str, int]]:
    total = rng.randint(1, 12)
    pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
    negros = round(total * 0.2) if total >= 3 else 0
    cut = sorted(rng.randint(0, total) for _ in range(places - 1)) if places else []
    by_place = [b - a for a, b in zip([0, *cut], [*cut, total])] if places else []
    return by_place, total, {"total": total, "open": total - pcd - negros, "pcd": pcd, "negros": negros}


def draw(rng: random.Random) -> Table:
    cargo = rng.random() < 0.6
    places = rng.sample(PLACES, rng.randint(2, 3)) if rng.random() < 0.3 else []
    two_rows = rng.random() < 0.5
    schooling = not two_rows and not places and rng.random() < 0.2  # (wider, the table leaves the page)
    parts = ["open", "pcd", "negros"]
    if rng.random() < 0.2:
        rng.shuffle(parts)
    roles = ["total", *parts] if places or rng.random() < 0.5 else [*parts, "total"]
    block_label = None
    if not two_rows and rng.random() < 0.15:
        block_label = rng.choice([r for r in roles if r in BLOCK_LABELS and r != roles[-1]])
    width = rng.randint(12, 22)
    funcoes = rng.sample(FUNCOES, rng.randint(2, 9))
    rows: list[list[Cell | None]] = []
    counts, entries = [], []
    k = 0
    while k < len(funcoes):
        size = min(rng.randint(1, 4), len(funcoes) - k) if cargo else 1
        name = rng.choice(CARGOS)
        for j in range(size):
            row: list[Cell | None] = []
            if cargo:
                row.append(_cell(name, rng, width, size) if j == 0 else None)
            row.append(_cell(funcoes[k + j], rng, width))
            if schooling:
                row.append(Cell([rng.choice(SCHOOLING)]))
            by_place, total, roled = _counts(rng, len(places))
            rows.append(row)
            counts.append([*by_place, *(roled[r] for r in roles)])
            entries.append(Entry(funcoes[k + j], total, roled["negros"], proven=block_label is None))
        k += size
    starts = [n for n, row in enumerate(rows) if not cargo or row[0] is not None]
    page_after = rng.choice(starts[1:]) - 1 if len(starts) > 1 and rng.random() < 0.3 else None
    return Table(
        name_labels=["Cargo", "Função"] if cargo else [rng.choice(["Cargo", "Função", "Emprego"])],
        schooling=schooling,
        places=places,
        roles=roles,
        role_labels=[rng.choice(ROLE_LABELS[r]) for r in roles],
        two_rows=two_rows,
        block_label=block_label,
        rows=rows,
        counts=counts,
        total_row=rng.random() < 0.6,
        zero=rng.choice(["0", "0", "–", "-"]),
        spread=rng.random() < 0.4,
        page_after=page_after,
        repeat_header=rng.random() < 0.7,
        entries=entries,
    )


class _Page:
    """pypdf's text of pieces drawn in order: (baseline in lines, column, text)."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.span: tuple[float, float] | None = None
        self.last: tuple[float, int] | None = None

    def draw(self, y: float, x: int, text: str) -> None:
        if self.span is None:
            self.out.append(text)
            self.span, self.last = (y, y), (y, x)
            return
        lo, hi = self.span
        distance = 0.0 if lo <= y <= hi else min(abs(y - lo), abs(y - hi))
        if distance > THRESHOLD:
            self.out.append(text)
            self.span = (y, y)
        else:
            # a dash cell (a zero) is set in another font: pypdf parts the next piece from it whatever its place
            right = x > self.last[1] or abs(y - self.last[0]) > THRESHOLD or self.out[-1][-1:] == "-"
            self.out[-1] += (" " if right else "") + text
            self.span = (min(lo, y), max(hi, y))
        self.last = (y, x)

    def text_line(self, text: str) -> None:
        """A line of its own (furniture, a paragraph)."""
        self.out.append(text)
        self.span, self.last = None, None


def _header(table: Table, page: _Page, y: float) -> float:
    """Draw the header from baseline `y`; the baseline after it."""
    names = [*table.name_labels, *(["Escolaridade"] if table.schooling else [])]
    labels = [*table.places, *table.role_labels]
    block = table.roles.index(table.block_label) + len(table.places) if table.block_label else None
    last = len(names) + len(labels) - 1  # a line's pieces end at the last column's
    if table.two_rows:
        groups = ["Vagas por campus", "Vagas por modalidade"] if table.places else ["Vagas"]
        page.draw(y, last, " ".join(groups))
        page.draw(y + 1, last, _spaced(labels, table.spread))
        for x, label in enumerate(names):
            page.draw(y + 0.5, x, label)
        return y + 2
    simple = [label for k, label in enumerate(labels) if k != block]
    page.draw(y, last, _spaced([*names, *simple], table.spread))
    if block is not None:
        for i, line in enumerate(BLOCK_LABELS[table.block_label]):
            page.draw(y + i, len(names) + block, line)
        return y + len(BLOCK_LABELS[table.block_label])
    return y + 1


def _spaced(cells: list[str], spread: bool) -> str:
    return ("    " if spread else " ").join(cells)


def laid_text(table: Table, rng: random.Random) -> str:
    """The table as pypdf gives it (module docstring), in an edital's text."""
    page = _Page()
    page.text_line("ANEXO I – QUADRO DE VAGAS")
    y = _header(table, page, 0.0)
    heights = [max([1] + [len(c.lines) for c in row if c is not None and c.span == 1]) for row in table.rows]
    for n, row in enumerate(table.rows):  # a spanning cell taller than its rows makes the last of them taller
        for cell in row:
            if cell is not None and cell.span > 1:
                heights[n + cell.span - 1] += max(0, len(cell.lines) - sum(heights[n : n + cell.span]))
    tops = []
    for n, row in enumerate(table.rows):
        tops.append(y)
        cells = [c.lines[0] for c in row if c is not None and c.span == 1 and not c.block]
        figures = [str(v) if v else table.zero for v in table.counts[n]]
        page.draw(y, len(row) + len(figures) - 1, _spaced([*cells, *figures], table.spread))
        for x, cell in enumerate(row):
            if cell is not None and cell.span == 1 and cell.block:
                for i, line in enumerate(cell.lines):
                    page.draw(y + i, x, line)
            start = next((s for s in range(n, -1, -1) if table.rows[s][x] is not None), n)
            spanning = table.rows[start][x]
            if spanning is not None and spanning.span > 1 and start + spanning.span - 1 == n:
                tall = sum(heights[start : n + 1])
                for i, line in enumerate(spanning.lines):
                    page.draw(tops[start] + (tall - len(spanning.lines)) / 2 + i, x, line)
        y += heights[n]
        if n == table.page_after:
            page.text_line("CECV/UECO " + " " * rng.randint(1, 60) + f"Página {rng.randint(3, 9)}")
            page.text_line("")
            page.text_line("UECO — Universidade Estadual do Cariri Ocidental     Edital nº 27/2025")
            y = 0.0
            if table.repeat_header:
                y = _header(table, page, y)
    if table.total_row:
        sums = [sum(column) for column in zip(*table.counts, strict=True)]
        page.draw(
            y, len(table.rows[0]) + len(sums) - 1, _spaced(["TOTAL GERAL", *(str(v) for v in sums)], table.spread)
        )
    return "\n".join(page.out)


def tbl_table(rng: random.Random) -> Case:
    table = draw(rng)
    head = "UECO — Universidade Estadual do Cariri Ocidental     Edital nº 27/2025"
    lines = [
        "UNIVERSIDADE ESTADUAL DO CARIRI OCIDENTAL – UECO",
        "EDITAL Nº 27/2025 – CONCURSO PÚBLICO",
        "1.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas por cargo, nos",
        "termos da Lei nº 15.142, de 2025, e às pessoas com deficiência 5% (cinco por cento).",
        "CECV/UECO                                  Página 1",
        "",
        head,
        "1.2 A inscrição será feita pela internet, no endereço eletrônico da comissão, no período indicado.",
        "CECV/UECO                                  Página 2",
        "",
        head,
        laid_text(table, rng),
        "Sede: Campus Pimenta. Norte: Campus Avançado de Santana. Sul: Faculdade de Missão Nova. AC: ampla "
        "concorrência.",
        "2. DAS INSCRIÇÕES",
        "2.1 A taxa de inscrição é de R$ 90,00 e será paga por boleto bancário até a data do vencimento.",
        "CECV/UECO                                  Página 10",
    ]
    return Case("\n".join(lines) + "\n", table.entries)


def tbl_source(table: Table) -> str:
    """The groff source of `table` (for checking `laid_text` against groff and pypdf by hand): a text
    block's lines kept as drawn (`.br`), the columns wide enough never to wrap them again."""
    names = [*table.name_labels, *(["Escolaridade"] if table.schooling else [])]
    ncols = len(names) + len(table.places) + len(table.roles)
    counts = len(table.places) + len(table.roles)

    def block(lines: list[str]) -> str:
        return "T{\n" + "\n.br\n".join(lines) + "\nT}"

    out = [
        ".nr PS 10",
        ".nr VS 12",
        ".nr PO 0.3i",
        ".nr LL 7.6i",
        ".nr HY 0",
        ".nh",
        ".LP",
        "Antes.",
        ".TS H" if table.repeat_header else ".TS",
        "box tab(@);",
    ]
    labels = [*table.places, *table.role_labels]
    if table.two_rows:
        groups = ["cb"] * len(names)
        if table.places:
            groups += ["cb"] + ["s"] * (len(table.places) - 1) + ["cb"] + ["s"] * (len(table.roles) - 1)
        else:
            groups += ["cb"] + ["s"] * (counts - 1)
        out.append(" ".join(groups))
        out.append(" ".join(["^"] * len(names) + ["cb"] * counts))
    else:
        out.append(" ".join(["cb"] * ncols))
    wide = len(table.places) + table.roles.index(table.block_label) if table.block_label else None
    out.append(
        " ".join(
            [f"lw({1.4 if table.schooling else 1.7}i)"] * len(table.name_labels)
            + ["l"] * table.schooling
            + ["nw(1i)" if k == wide else "n" for k in range(counts)]
        )
        + " ."
    )
    if table.two_rows:
        out.append("@".join(names + (["Vagas por campus", "Vagas por modalidade"] if table.places else ["Vagas"])))
        out.append("@".join(["\\^"] * len(names) + labels))
    else:
        cells = [*names]
        for k, label in enumerate(labels):
            role = table.roles[k - len(table.places)] if k >= len(table.places) else None
            cells.append(block(BLOCK_LABELS[role]) if role and role == table.block_label else label)
        out.append("@".join(cells))
    out.append(".TH" if table.repeat_header else "_")
    for n, row in enumerate(table.rows):
        cells = ["\\^" if c is None else (block(c.lines) if c.block else c.lines[0]) for c in row]
        cells += [str(v) if v else table.zero for v in table.counts[n]]
        out.append("@".join(cells))
        if n == table.page_after:
            out.append(".bp")
    if table.total_row:
        sums = [sum(column) for column in zip(*table.counts, strict=True)]
        out.append("@".join(["TOTAL GERAL", *[""] * (len(names) - 1), *(str(v) for v in sums)]))
    out += [".TE", ".LP", "Depois do quadro, um parágrafo longo do edital que ocupa a linha inteira da página."]
    return "\n".join(out) + "\n"
