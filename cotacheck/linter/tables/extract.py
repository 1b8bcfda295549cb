"""Cargos and their vacancies, from vacancy tables (flattened or one cell per line) and from prose.

A table starts at a header naming at least two count columns ("Cargo AC PcD Negros Total", one
header cell per line, or two levels: "Vagas imediatas | Cadastro reserva" over the roles), read into
columns by `table_header`. Each row is a run of text (the cargo, its especialidade or locality)
followed by count cells: digits, a dash for zero, "CR" for cadastro de reserva; `table_arithmetic`
assigns them to the columns so that the table adds up, and says how sure the reading is. Rows may be
broken across lines or come one cell per line under several name columns (Cargo | Perfil |
Localidade, the row's empty name cells taken from the row above); page headers and footers have
been dropped before. A reserve stated once for the whole cargo is attached by `cargo_reserve`.
Prose statements ("VAGAS: 50 vagas, sendo 3 reservadas a pessoas com deficiência e 10 reservadas a
candidatos negros") are read number by number, each number classified by the words around it.

Everything is a single pass over the lines; no regex with nested repetition sees a line longer
than text.MAX_LINE.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables import cargo_reserve, decide
from cotacheck.linter.tables.arithmetic import figures, read_row
from cotacheck.linter.tables.header import (
    COUNT_TOKENS,
    Column,
    build_columns,
    header_tokens,
    is_table_header,
)
from cotacheck.linter.tables.header import count_columns as header_counts
from cotacheck.linter.tables.legend import Legend, unexplained

COUNT_KINDS = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "cr")
GROUP_KINDS = ("negros", "pretos_pardos", "indigenas", "quilombolas")
#: The reserve for negros itself; the other groups join it only under a law that groups them.
RACIAL_KINDS = ("negros", "pretos_pardos")
APART_KINDS = ("indigenas", "quilombolas", "other")


@dataclass
class Position:
    name: str
    line: int
    vacancies: int
    parent: str  # the cargo this row belongs to (for the split check)
    slice: str | None = None  # its especialidade, área, lotação or município, if any
    cr: bool = False  # "CR": cadastro de reserva only
    reserved_stated: int | None = None
    by_group_stated: dict[str, int] | None = None
    pcd_stated: int | None = None
    open_stated: int | None = None
    total_stated: int | None = None
    source: str = "tabela"
    lines: list[int] = field(default_factory=list)
    table: int | None = None  # which table the row came from
    split_columns: bool = False  # the table has a column for especialidade or locality
    confidence: str = "uncertain"  # "confirmed": an identity of the table holds, or one unambiguous statement
    reading: str = "table-header"  # how the figures were read: table-arithmetic, table-header, prose, ...
    cr_stated: int | None = None  # cadastro de reserva stated beside the immediate vacancies
    reserve_scope: str | None = None  # "cargo": the reserve is stated once for the whole cargo, not for this row
    other_reserves_stated: dict[str, int] | None = None  # reserves apart from negros (indígenas, trans, …)
    doubt: str | None = None  # why the reading is uncertain ("linha 12 não fecha")


# --- table headers ---------------------------------------------------------------------------------

_SPLIT_COLUMN = re.compile(
    r"especialidade|\barea|lotac|municipio|cidade|localidade|\bpolo|regional|regiao|comarca|unidade|disciplina|componente"
)


def header_columns(folded: str) -> list[str] | None:
    """The column kinds a header line names, in order, or None if the line is not (only) a header
    (the flat view of `table_header.header_tokens`: a group label reads as the column it names)."""
    tokens = header_tokens(folded)
    if tokens is None:
        return None
    return [{"imm": "total", "crg": "cr", "notvac": "ignore", "reserva": "vagas"}.get(kind, kind) for kind in tokens]


def resolve_columns(kinds: list[str]) -> list[str]:
    """Drop the spanning "Vagas" label; it is the total column only when nothing else is."""
    out = []
    has_total = "total" in kinds or "open" in kinds
    for i, kind in enumerate(kinds):
        if kind == "vagas":
            following = kinds[i + 1] if i + 1 < len(kinds) else None
            if following in COUNT_KINDS or following == "vagas" or has_total:
                continue
            kind = "total"
            has_total = True
        out.append(kind)
    # Two name columns or repeated labels ("Cargo/Especialidade") stay as one name column.
    return out


def count_columns(kinds: list[str]) -> list[str]:
    return [k for k in kinds if k in COUNT_KINDS]


# --- row cells -------------------------------------------------------------------------------------

_COUNT_TOKEN = re.compile(
    r"^\.?(?:(\d{1,3}(?:\.\d{3})+|\d{1,5})|(-{1,3}|–|—|x)|(cr|c\.r\.?|\(cr\)))(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\(\d\))?$"
)
# "4 + CR": four immediate vacancies, and a cadastro de reserva besides
_PLUS_CR = re.compile(r"(\d)\s?\+\s?(?:CR|C\.R\.|cadastro de reserva)(?![A-Za-z])", re.I)
_FOOTNOTE = re.compile(r"^(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\(\d{1,2}\)|\(\*\))$")
_CELL_SPLIT = re.compile(r"[ |\t;]+")
_LEADING_NUMBERING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){1,4}\.?|\d{1,3}[.)]|[a-z]\)|[ivxl]{1,5}\s?[-–.)]|[•·▪\-–—])\s+", re.I
)
_NOT_A_CARGO = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2})*\.?\s)?(?:edital|d[ao]s?\s|anexo|quadro|tabela|capitulo|titulo|secao|texto da pagina)"
)
_LETTERS = re.compile(r"[a-z]")
_CR_TITLE = re.compile(r"cadastro(?: de)? reserva")
_PAGE_MARKER = re.compile(r"^(?:texto da )?pagina \d{1,4}(?: de \d{1,4})?\s?:?$")
_TOTAL_ROW = re.compile(r"^(?:sub)?total(?: geral| de vagas| do cargo)?\s?:?$|^totais$")


def parse_count(token: str) -> tuple[str, int] | None:
    """("n", 3) for "3" or "3*"; ("zero", 0) for a dash; ("cr", 0) for CR; None if not a count cell."""
    m = _COUNT_TOKEN.match(token)
    if not m:
        return None
    if m.group(1):
        return "n", int(m.group(1).replace(".", ""))
    if m.group(2):
        return "zero", 0
    return "cr", 0


def split_cells(line: Line, expected: int | None = None) -> tuple[list[str], list[tuple[str, int]]]:
    """A line as (leading text tokens, trailing count cells); footnote marks are dropped. With more
    cells than the `expected` columns, the extra leading ones are part of the name ("Área 1 15 2 6 1 1 25")."""
    tokens = [t for t in _CELL_SPLIT.split(_PLUS_CR.sub(r"\1", line.text)) if t]
    counts: list[tuple[str, int]] = []
    starts: list[int] = []
    end = len(tokens)
    while end > 0:
        token = fold(tokens[end - 1])
        if _FOOTNOTE.match(token):
            end -= 1
            continue
        cell = parse_count(token)
        if cell is None:
            break
        counts.append(cell)
        starts.append(end - 1)
        end -= 1
    counts.reverse()
    starts.reverse()
    if expected and len(counts) > expected and end > 0:
        extra = len(counts) - expected
        end = starts[extra]
        counts = counts[extra:]
    return tokens[:end], counts


def inner_cells(line: Line, expected: int) -> tuple[list[str], list[tuple[str, int]]]:
    """For tables with text columns after the counts: the name, then the first run of count cells
    ("Engenheiro Civil 24 Graduação em Engenharia Civil e registro no CREA")."""
    tokens = [t for t in _CELL_SPLIT.split(line.text) if t]
    for start, token in enumerate(tokens):
        if (
            start == 0
            or parse_count(fold(token)) is None
            or parse_count(fold(token))[0] == "zero"
            and start + 1 < len(tokens)
            and parse_count(fold(tokens[start + 1])) is None
        ):
            continue
        cells = []
        end = start
        while end < len(tokens) and len(cells) < expected:
            cell = parse_count(fold(tokens[end]))
            if cell is None:
                if _FOOTNOTE.match(fold(tokens[end])):
                    end += 1
                    continue
                break
            cells.append(cell)
            end += 1
        return tokens[:start], cells
    return tokens, []


# --- context headings ----------------------------------------------------------------------------

_CARGO_HEADING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?(?:cargo|funcao|emprego|cargo/funcao)(?:\s(?:n[º°o]\.?\s?)?\d{1,3})?\s?(?::|–|-|—)\s?(\S.{0,400})$"
)
_SLICE_HEADING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?(especialidade|area(?: de atuacao)?|lotacao|municipio|cidade|localidade|regional|polo|"
    r"unidade(?: de lotacao)?|regiao|comarca|disciplina|componente curricular)\s?(?::|–|-|—)\s?(\S.{0,400})$"
)
# "Município de Natal", "Lotação: Regional Norte" without a colon: the place named after "de".
_SLICE_HEADING_DE = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3}){0,4}\.?\s)?((?:municipio|cidade|comarca|regional|polo|unidade|lotacao)\s(?:de|do|da)\s(\S.{0,80}))$"
)
_HEADING_WORD = re.compile(
    r"cargo|funcao|emprego|especialidade|area|lotacao|municipio|cidade|localidade|regional|polo|unidade|regiao|comarca|disciplina|componente"
)
_DASH_SEPARATOR = re.compile(r"\s(?:–|-|—)\s")
_SEPARATOR = re.compile(r"\s(?:–|-|—|/)\s|\s?:\s|\s\(")
_SLICE_WORD = re.compile(r"\s(?=(?:especialidade|area|lotacao|municipio|localidade|polo|regional|comarca|unidade)\b)")
_CONTINUES = re.compile(r"(?:\s(?:de|da|do|das|dos|e|em|para|com|a|o|na|no)|[-–—,/(:])$")
_NAME_STARTS_LOW = re.compile(r"^[a-zà-ú(]")


_OTHER_COLUMNS = re.compile(
    r"\s(?:R\$\s?[\d.,]+|(?:n[ií]vel\s)?(?:superior|m[eé]dio|fundamental)(?:\scompleto|\sincompleto)?(?:\s|$)|\d{2}\s?h(?:oras)?(?:\ssemanais)?(?:\s|$)).*$",
    re.I,
)


_MONEY_OR_HOURS = re.compile(r"\s(?:R\$\s?[\d.,]+|\d{2}\s?h(?:oras)?(?:\ssemanais)?(?:\s|$)).*$", re.I)
_SUPERSCRIPTS = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹⁰*]+")


def clean_name(text: str, schooling_column: bool = False) -> str:
    text = _LEADING_NUMBERING.sub("", text.strip())
    cut = (_OTHER_COLUMNS if schooling_column else _MONEY_OR_HOURS).search(text)
    if cut and cut.start() >= 3:
        text = text[: cut.start()]  # "Analista Superior R$ 12.455,30": schooling, pay and hours are other columns
    text = _SUPERSCRIPTS.sub("", text)  # footnote marks: "Processo Legislativo¹"
    return text.strip(" -–—:|;,.").strip()


def split_parent(name: str) -> tuple[str, str | None]:
    """ "Analista Legislativo – Contabilidade" → ("Analista Legislativo", "Contabilidade")."""
    folded = fold(name)
    dashes = [m for m in _DASH_SEPARATOR.finditer(folded)]
    if len(dashes) >= 2:  # "Professor – Matemática – 1ª DIREC (Natal)": the last segment is the slice
        last = dashes[-1]
        return name[: last.start()].strip(), name[last.end() :].strip() or None
    m = _SEPARATOR.search(folded)
    w = _SLICE_WORD.search(folded)
    cut = None
    if m and (not w or m.start() <= w.start()):
        cut = (m.start(), m.end())
    elif w:
        cut = (w.start(), w.end())
    if cut is None or cut[0] < 3:
        return name, None
    parent = name[: cut[0]].strip(" -–—:/(")
    rest = name[cut[1] :].strip(" -–—:/()")
    return (parent, rest) if rest else (name, None)


# --- prose statements ------------------------------------------------------------------------------

_PROSE_NUMBER = re.compile(r"(?<![\d.,/§ºª°])(\d{1,3}(?:\.\d{3})+|\d{1,5})(?![\d/ºª°%]|[.,]\d)")
_NOT_A_COUNT_BEFORE = re.compile(
    r"(?:art\.?|artigo|item|subitem|itens|§|n[º°o]\.?|anexo|lei|decreto|inciso|capitulo|pagina|paragrafo|portaria|edital|"
    r"resolucao|instrucao normativa|de|ate|em|dia|prazo de|r\$|cargo|codigo|classe|nivel|turma)\s?$"
)
_PERCENT_AFTER = re.compile(r"^\s?(?:%|por cento|anos?\b|dias?\b|horas?\b|h\b|meses\b|pontos?\b|questoes\b|reais\b)")
_VAGA = re.compile(r"\bvagas?\b")
_STATEMENT_START = re.compile(r"\bvagas?\b|\bcadastro de reserva\b")
# "Para o cargo de Analista de Sistemas serão oferecidas 25 vagas": the sentence names its cargo (only
# right before the offer itself, so that "para o cargo de X, nos termos da Lei…" names nothing).
_CARGO_IN_SENTENCE = re.compile(
    r"\b(?:cargo|emprego|fun[cç][aã]o)\s+(?:de\s+|:\s*)(?P<name>[^\W\d_][^\d,;:.()]{2,80}?)"
    r"(?=,?\s+(?:ser[aã]o|haver[aá]|s[aã]o|ficam|h[aá])\s+(?:oferecidas|ofertadas|disponibilizadas|\d)|\s+\d)",
    re.IGNORECASE,
)
_KEYWORDS = [
    ("pcd", re.compile(r"defici|\bpcd\b|\bpne\b")),
    ("indigenas", re.compile(r"indigena")),
    ("quilombolas", re.compile(r"quilombola")),
    ("pretos_pardos", re.compile(r"pretos? e pardos?(?! ou)|pretas? e pardas?")),
    ("negros", re.compile(r"negr[oa]s?\b|cotist|racia|afrodescend|\bppp?\b|pretos?|pardos?")),
    ("open", re.compile(r"ampla")),
    ("cr", re.compile(r"cadastro de reserva|\bcr\b")),
    ("total", re.compile(r"\bvagas?\b|\btotal\b")),
]


def classify(window: str) -> str | None:
    best = None
    for kind, pattern in _KEYWORDS:
        m = pattern.search(window)
        if m and (best is None or m.start() < best[1]):
            best = (kind, m.start())
    return best[0] if best else None


def _rightmost_label(window: str) -> str | None:
    best = None
    for kind, pattern in _KEYWORDS:
        for m in pattern.finditer(window):
            if best is None or m.start() > best[1]:
                best = (kind, m.start())
    return best[0] if best else None


_STATEMENT_NUMBERING = re.compile(
    r"^\s?(?:\d{1,3}(?:\.\d{1,3})*[.)]|\d{1,3}(?:\.\d{1,3})+|[a-z]\)|[ivxl]{1,5}\s?[-–.)])\s"
)
_TITLE = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)?([A-ZÀ-Ú][^:;.]{2,150})$")
_SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s(?:D[AO]S?|DE)\s[A-ZÀ-Ú]")


def read_statement(folded: str) -> dict[str, int] | None:
    """The figures of a prose vacancy statement, by kind (total, open, pcd, negros, groups, cr)."""
    numbering = _STATEMENT_NUMBERING.match(folded)
    if numbering:  # "2.1.1 VAGAS: 12", "4. DAS VAGAS…": the item number is not a count
        folded = " " * numbering.end() + folded[numbering.end() :]
    numbers = []
    for m in _PROSE_NUMBER.finditer(folded):
        before = folded[max(0, m.start() - 24) : m.start()]
        if _NOT_A_COUNT_BEFORE.search(before) or _PERCENT_AFTER.match(folded[m.end() : m.end() + 12]):
            continue
        numbers.append(m)
    found: dict[str, int] = {}
    previous_end = 0
    for i, m in enumerate(numbers):
        before = folded[previous_end : m.start()]
        after = folded[m.end() : numbers[i + 1].start() if i + 1 < len(numbers) else min(len(folded), m.end() + 80)]
        previous_end = m.end()
        stripped = before.rstrip()
        kind = None
        if stripped.endswith((":", "=")):
            kind = _rightmost_label(stripped[-60:])
        following = classify(after[:80])
        if kind is None or (kind == "total" and following not in (None, "total") and classify(after[:30]) == following):
            kind = following  # "VAGAS: 12 para ampla concorrência": the words after the number are more specific
        if kind is None or kind == "cr" or kind in found:
            continue
        found[kind] = int(m.group(1).replace(".", ""))
    if "cr" not in found and re.search(r"\bcadastro de reserva\b|\bvagas?\s?:\s?cr\b|\bcr\b", folded) and not found:
        found["cr"] = 0
    return found or None


# --- the extractor -----------------------------------------------------------------------------------


@dataclass
class _Table:
    columns: list[Column]  # all columns (name/ignore/count)
    counts: list[Column]  # count columns in order
    leading_ignored: int  # code columns before the name
    id: int = 0
    split_columns: bool = False
    trailing_text: bool = False  # text columns after the counts ("FUNÇÃO | VAGAS | REQUISITO")
    schooling: bool = False  # the header has a schooling/level column: "Superior" in a row is that cell
    pending: list[Line] = field(default_factory=list)
    cells: list[tuple[str, int]] = field(default_factory=list)
    cell_lines: list[int] = field(default_factory=list)
    idle: int = 0
    names: int = 1  # name columns (Cargo | Perfil | Localidade)
    carry: list[str] = field(default_factory=list)  # the row above's name cells, for rows that leave some empty
    cells_apart: bool = False  # the row's cells came on lines of their own (one cell per line)
    not_vacancies: bool = False  # a table of calls or appointments: its rows are read and dropped
    one_per_line: bool = False  # a row of this table came one cell per line
    cr_table: bool = False  # the table lists cadastro de reserva only
    title: str = ""  # the line above the header ("TABELA 01 - QUANTITATIVO DE VAGAS")
    unknown: list[str] = field(default_factory=list)  # header abbreviations neither vocabulary nor legend explains
    since_total: int = 0  # index in positions of the first row after the last Total row


class Extractor:
    def __init__(self, lines: list[Line], skip: set[int]):
        self.lines = [line for line in lines if line.number not in skip and line.text]
        self.positions: list[Position] = []
        self.cargo_context: tuple[str, int] | None = None
        self.slice_context: tuple[str, int] | None = None
        self.table_lines: set[int] = set()
        self.statement_names: set[str] = set()
        self.title_context: tuple[str, int] | None = None
        self.tables = 0
        self.legend = Legend(self.lines)
        self.grouped = decide.groups_law_cited(self.lines)
        self.table_doubts: dict[int, str] = {}  # table id → why no row of it can be confirmed

    def header_kinds(self, line: Line) -> list[str] | None:
        """The header labels of a line, the edital's own abbreviations read as the roles they stand for."""
        kinds = header_tokens(line.folded)
        expanded = self.legend.expand(line.folded)
        if expanded != line.folded:
            wider = header_tokens(expanded)
            if wider is not None and (kinds is not None or sum(k in COUNT_TOKENS for k in wider) >= 2):
                return wider
        return kinds

    # headings
    def heading(self, line: Line) -> bool:
        if len(line.text) > 400 or not _HEADING_WORD.search(line.folded):
            return False
        f = line.plain
        m = _CARGO_HEADING.match(f)
        if m:
            name = clean_name(line.text[m.start(1) :]) if len(line.text) == len(f) else clean_name(m.group(1))
            name = _strip_figures(name)
            if name and len(name.split()) <= 14:
                self.cargo_context = (name, line.number)
                self.slice_context = None
                return True
        m = _SLICE_HEADING.match(f) or _SLICE_HEADING_DE.match(f)
        if m:
            name = clean_name(line.text[m.start(2) :]) if len(line.text) == len(f) else clean_name(m.group(2))
            name = _strip_figures(name)
            if name and len(name.split()) <= 10:
                self.slice_context = (name, line.number)
                return True
        return False

    def run(self) -> list[Position]:
        table: _Table | None = None
        header_buffer: list[tuple[Line, list[str]]] = []
        i = 0
        lines = self.lines
        while i < len(lines):
            line = lines[i]
            # "CR" alone is a cell of a row, unless it comes amid a header's lines (a group label)
            kinds = (
                self.header_kinds(line)
                if parse_count(line.folded) is None or (header_buffer and parse_count(line.folded)[0] == "cr")
                else None
            )
            if (
                kinds is not None
                and table is not None
                and (table.cells or table.pending)
                and all(k in ("total", "name") for k in kinds)
                and len(kinds) <= 2
                and not header_buffer
            ):
                kinds = None  # "TOTAL" before a Total row's cells, "Brasília" after a row's name: not a new header
            if kinds is not None:
                header_buffer.append((line, kinds))
                i += 1
                continue
            if header_buffer:
                # Lines naming only the row's text columns ("UF MACRO MICRO") come first, wherever they were
                # printed beside a group label line
                ordered = sorted(header_buffer, key=lambda h: not all(k in ("name", "ignore") for k in h[1]))
                merged = build_columns([ks for _, ks in ordered])
                if is_table_header(merged):
                    if table is not None:
                        self.flush(table)
                    self.tables += 1
                    last_count = max(i for i, c in enumerate(merged) if c.is_count)
                    header_text = " ".join(h.folded for h, _ in header_buffer)
                    table = _Table(
                        merged,
                        header_counts(merged),
                        _leading_ignored([c.kind for c in merged]),
                        self.tables,
                        _SPLIT_COLUMN.search(header_text) is not None,
                        re.search(r"escolaridade|nivel|requisito", header_text) is not None,
                    )
                    table.names = max(1, sum(1 for c in merged if c.kind == "name"))
                    # "Total de convocados", "Número de convocações": calls to a later stage, not vacancies
                    table.not_vacancies = any("notvac" in ks for _, ks in header_buffer)
                    table.trailing_text = last_count < len(merged) - 1
                    first = header_buffer[0][0].number
                    if self.cargo_context and first - self.cargo_context[1] > 6:
                        self.cargo_context = None
                    if self.slice_context and first - self.slice_context[1] > 6:
                        self.slice_context = None
                    self.table_lines.update(h.number for h, _ in header_buffer)
                    before = i - len(header_buffer) - 1
                    while (
                        before > 0 and not _LETTERS.search(lines[before].folded) and first - lines[before].number <= 4
                    ):
                        before -= 1  # "." lines of a web copy between the title and the header
                    title = lines[before].folded if before >= 0 and first - lines[before].number <= 4 else ""
                    # "Das vagas para formação de cadastro reserva:" above the table: every row is cadastro de reserva
                    table.cr_table = (
                        bool(_CR_TITLE.search(title))
                        and "imediat" not in title
                        and all(c.group == "imm" for c in table.counts)
                    )
                    table.title = lines[before].text.strip(" .:") if title and len(title) <= 120 else ""
                    table.unknown = [
                        word for h, _ in header_buffer for word in unexplained(self.legend.expand(h.folded), h.text)
                    ]
                    if table.unknown:
                        self.table_doubts[table.id] = decide.unknown_columns(table.unknown)
                    header_buffer = []
                else:
                    replay = [h for h, _ in header_buffer]
                    header_buffer = []
                    for h in replay:
                        table = self.line(h, table)
            table = self.line(line, table)
            i += 1
        for h, _ in header_buffer:
            table = self.line(h, table)
        if table is not None:
            self.flush(table)
        decide.confirm_tables(self.positions, self.table_doubts)
        return self.positions

    def line(self, line: Line, table: _Table | None) -> _Table | None:
        if table is not None:
            table = self.table_line(line, table)
            if table is not None:
                return table
        if _SECTION.match(line.text) and sum(c.isupper() for c in line.text) > sum(c.islower() for c in line.text):
            self.cargo_context = self.slice_context = self.title_context = None  # "3. DAS INSCRIÇÕES": a new section
            return None
        if not self.heading(line):
            self.title(line)
        self.prose_line(line)  # also on a heading line: "Cargo: Analista. Vagas: 12, sendo 2 para negros."
        return None

    def table_line(self, line: Line, table: _Table) -> _Table | None:
        if _PAGE_MARKER.match(line.folded):
            return table  # "Texto da página 3:", "Página 4 de 20": page furniture inside a table
        words, cells = split_cells(line)
        wrapped = False
        if len(cells) >= len(table.counts) and words:
            row = read_row(table.counts, cells)
            # A row that does not add up, followed by a line of numbers only: its last cells wrapped there
            following = self.numbers_follow(line) if row.confidence != "confirmed" else []
            wrapped = bool(following) and read_row(table.counts, cells + following).confidence == "confirmed"
            if len(cells) > len(table.counts) and not wrapped:
                # More numbers than count columns: the leading ones are codes of the row ("AC 1 1 9 1 2 12 3 1 1 5")
                words, cells = split_cells(line, len(cells) - row.skipped)
        if table.trailing_text and words and not cells:
            words, cells = inner_cells(line, len(table.counts))
        if words and cells and len(cells) < len(table.counts) and all(kind == "zero" for kind, _ in cells):
            words, cells = [t for t in line.text.split(" ") if t], []  # "Analista –": a dash ending the text
        text = " ".join(words)
        if (
            words
            and not cells
            and table.cells
            and len(table.cells) < len(table.counts)
            and all(kind == "zero" for kind, _ in table.cells)
            and table.cells_apart
        ):
            # "-" on a line of its own between name lines: an empty name cell (Perfil "-"), not a count
            table.pending.append(Line(table.cell_lines[0], "-", "-"))
            table.cells, table.cell_lines = [], []
        if words and not cells:
            words_count = len(words)
            if words_count >= 12 or (line.text.endswith(".") and words_count >= 7):
                self.flush(table)
                return None  # prose: the table is over
            if self.heading(line):
                self.flush_cells(table)
                table.pending = []
                self.table_lines.add(line.number)
                return table
            if table.cells:
                self.flush_cells(table)
            table.pending.append(line)
            if len(table.pending) > 8:
                table.pending.pop(0)
            table.idle += 1
            if table.idle > 8:
                self.flush(table)
                return None
            return table
        if not words and not cells:
            return table
        # A line with count cells (and perhaps the row's text before them).
        if words:
            if table.cells:
                self.flush_cells(table)
            if _TOTAL_ROW.match(fold(clean_name(text))) or _TOTAL_ROW.match(fold(text)):
                table.pending = []
                table.idle = 0
                if len(cells) >= len(table.counts) and not table.not_vacancies:
                    self.total_row(table, read_row(table.counts, cells).values, line.number)
                self.table_lines.add(line.number)
                return table
            if (
                table.pending
                and len(words) <= 2
                and table.pending[-1].number == self.previous_number(line)
                and not _CONTINUES.search(table.pending[-1].folded)
            ):
                # "Analista do Seguro Social – Serviço" / "Social 16 2 6 1 - 25": one or two words before the
                # counts continue the text line just above
                table.pending[-1] = Line(
                    table.pending[-1].number,
                    table.pending[-1].text + " " + text,
                    fold(table.pending[-1].text + " " + text),
                )
            else:
                table.pending.append(Line(line.number, text, fold(text)))
        if (
            not table.cells
            and not words
            and table.names >= 2
            and len(cells) == 1
            and cells[0][0] == "zero"
            and table.pending
            and table.pending[-1].number == self.previous_number(line)
        ):
            # "-" on its own line right after a name line, under several name columns: an empty name cell
            table.pending.append(Line(line.number, "-", "-"))
            return table
        if not table.cells:
            table.cells_apart = not words
        table.cells.extend(cells)
        table.cell_lines.extend([line.number] * len(cells))
        self.table_lines.add(line.number)
        table.idle = 0
        if len(table.cells) >= len(table.counts) and not wrapped:
            self.flush_cells(table)
        # else: a short row may end on the next line ("Perito … 27 2 10 1 1" / "40"); the next text line flushes it
        return table

    def numbers_follow(self, line: Line) -> list[tuple[str, int]]:
        """The count cells of the next kept line when it holds nothing else."""
        index = self._index.get(line.number)
        if index is None or index + 1 >= len(self.lines):
            return []
        words, cells = split_cells(self.lines[index + 1])
        return [] if words else cells

    def flush(self, table: _Table) -> None:
        self.flush_cells(table)

    def flush_cells(self, table: _Table) -> None:
        cells = table.cells
        if not cells:
            return
        table.cells = []
        cell_lines = table.cell_lines
        table.cell_lines = []
        pending = table.pending
        table.pending = []
        if table.not_vacancies:
            return
        row = read_row(table.counts, cells)
        if row.confidence != "confirmed" and len(cells) == len(table.counts) - 1 and decide.total_first(table.counts):
            # "N° de Vagas AC PPP PcD" over rows "1 - -": the label spans the roles, the row has no total cell
            row = read_row(table.counts[1:], cells)
        if row.skipped and table.cells_apart:
            # numbers alone on their lines, more than the columns: which are codes is a guess, not a proof
            row.confidence, row.reading = "uncertain", "table-header"
        if (
            (table.cells_apart or table.one_per_line)
            and len(cells) < len(table.counts)
            and len(table.counts) >= 3
            and row.confidence != "confirmed"
        ):
            return  # a lone number between one-cell-per-line rows (a page number, "CONCURSO 2024"), not a short row
        if table.cells_apart:
            table.one_per_line = True
        pending = (
            [x for x in pending if x.text.strip(" .|-–—")]
            if not table.names or not any(c.kind == "name" for c in table.columns)
            else pending
        )
        if table.cells_apart and table.names >= 2:
            name_lines, name = self.hierarchical_name(table, pending)
        else:
            name_lines = self.name_lines(pending)
            name = clean_name(" ".join(x.text for x in name_lines), table.schooling) if name_lines else ""
        if (
            not name_lines
            and not any(c.kind == "name" for c in table.columns)
            and not any(p.table == table.id for p in self.positions)
        ):
            # A table with no name column (AMPLA CONCORRÊNCIA | NEGROS | PCD | TOTAL): its one row is the
            # cargo of the heading above it, else of the table's title
            found = self.cargo_context or ((table.title, cell_lines[0]) if table.title else None)
            if found:
                name_lines, name = [Line(cell_lines[0], found[0], fold(found[0]))], found[0]
        if not name_lines:
            return
        if table.leading_ignored:
            parts = name.split(" ", table.leading_ignored)
            if len(parts) > table.leading_ignored and all(
                re.fullmatch(r"[A-Za-z]?\d{1,6}[A-Za-z]?", p) for p in parts[: table.leading_ignored]
            ):
                name = parts[-1]
        name = clean_name(name, table.schooling)
        if not name or _TOTAL_ROW.match(fold(name)) or _TOTAL_ROW.match(fold(name_lines[-1].text.strip(" |"))):
            self.total_row(table, row.values, cell_lines[0])
            return
        values = {role: cell for (group, role), cell in row.values.items() if group == "imm"}
        vacancies, _reserved, cr_only = figures(row.values)
        position = self.make_position(name, name_lines[0].number, values, "tabela")
        position.vacancies = vacancies
        position.cr = position.cr or cr_only
        position.confidence, position.reading = row.confidence, row.reading
        cr_total = row.values.get(("cr", "total"))
        cr_parts = [cell[1] for (group, role), cell in row.values.items() if group == "cr" and role != "total"]
        if cr_total is not None and cr_total[0] == "n":
            position.cr_stated = cr_total[1]
        elif cr_parts:
            position.cr_stated = sum(cr_parts)
        if table.cr_table:
            position.cr_stated = vacancies
            position.vacancies, position.cr = 0, True
            position.reserved_stated = position.by_group_stated = position.pcd_stated = position.open_stated = (
                position.total_stated
            ) = None
        position.lines = sorted({x.number for x in name_lines} | set(cell_lines))
        position.table = table.id
        position.split_columns = table.split_columns
        self.positions.append(position)

    def total_row(self, table: _Table, values: dict, line: int) -> None:
        """A Total row: when it is the sum of the rows above it, those rows' readings are confirmed."""
        rows = [p for p in self.positions[table.since_total :] if p.table == table.id]
        table.since_total = len(self.positions)
        if not rows:
            return
        vacancies, reserved, _ = figures(values)
        if sum(p.vacancies for p in rows) == vacancies and (
            reserved is None or sum(decide.all_reserved(p) for p in rows) == reserved
        ):
            for p in rows:
                if p.confidence != "confirmed" and decide.row_fails(p):
                    continue  # a row whose own sum fails stays in doubt
                p.confidence, p.reading = "confirmed", "table-arithmetic"
        else:
            self.table_doubts[table.id] = decide.total_row_differs(line)

    def hierarchical_name(self, table: _Table, pending: list[Line]) -> tuple[list[Line], str]:
        """Name cells of a one-cell-per-line row under several name columns (Cargo | Perfil | Localidade):
        the row's text lines fill the columns from the right; the columns it leaves empty keep the row
        above's cells."""
        groups: list[list[Line]] = []
        for line in pending:
            if (
                groups
                and (
                    _CONTINUES.search(groups[-1][-1].folded)
                    or _NAME_STARTS_LOW.match(line.text)
                    or groups[-1][-1].text.count("(") > groups[-1][-1].text.count(")")
                )
                and line.text != "-"
                and groups[-1][-1].text != "-"
            ):
                groups[-1].append(line)
            else:
                groups.append([line])
        if not groups:
            return [], ""
        if len(groups) > table.names:
            groups = groups[-table.names :]
        texts = [clean_name(" ".join(x.text for x in g)) or "-" for g in groups]
        carry = table.carry if len(table.carry) == table.names else [""] * table.names
        cells = carry[: table.names - len(texts)] + texts
        table.carry = cells
        name = " – ".join(c for c in cells if c and c != "-")
        used = [x for g in groups for x in g]
        return used, name

    @staticmethod
    def name_lines(pending: list[Line]) -> list[Line]:
        """The pending text lines that make up the row's name: the last, plus those it continues."""
        if not pending:
            return []
        chosen = [pending[-1]]
        for earlier in reversed(pending[:-1]):
            if (
                _CONTINUES.search(earlier.folded)
                or _NAME_STARTS_LOW.match(chosen[0].text)
                or earlier.text.count("(") > earlier.text.count(")")
            ):
                chosen.insert(0, earlier)
            else:
                break
        return chosen

    def make_position(self, name: str, line: int, values: dict[str, tuple[str, int]], source: str) -> Position:
        parent, slice_ = split_parent(name)
        full = name
        if self.cargo_context and self.cargo_context[1] < line:
            cargo = self.cargo_context[0]
            if fold(cargo) not in fold(name):
                full = f"{cargo} – {name}"
                parent, slice_ = cargo, name
        if (
            self.slice_context
            and self.slice_context[1] < line
            and (not self.cargo_context or self.cargo_context[1] < self.slice_context[1])
        ):
            where = self.slice_context[0]
            if fold(where) not in fold(full):
                full = f"{full} – {where}"
                slice_ = f"{slice_} – {where}" if slice_ and parent != name else where

        def num(kind):
            cell = values.get(kind)
            return None if cell is None or cell[0] == "cr" else cell[1]

        racial = GROUP_KINDS if self.grouped or "pretos_pardos" in values else RACIAL_KINDS
        groups = {k: num(k) for k in racial if k in values and num(k) is not None}
        apart = {k: num(k) for k in APART_KINDS if k not in racial and k in values and num(k) is not None}
        parts = [num(k) for k in ("open", "pcd", *GROUP_KINDS, "other") if k in values]
        total = num("total")
        cr = (values.get("total", ("",))[0] == "cr") or (
            total is None and "cr" in values and not any(p for p in parts if p)
        )
        vacancies = total if total is not None else sum(p for p in parts if p is not None)
        return Position(
            name=full,
            line=line,
            vacancies=vacancies,
            parent=parent,
            slice=slice_,
            cr=cr,
            reserved_stated=sum(groups.values()) if groups else None,
            by_group_stated=groups or None,
            pcd_stated=num("pcd"),
            open_stated=num("open"),
            total_stated=total,
            source=source,
            other_reserves_stated=apart or None,
        )

    # prose
    def prose_line(self, line: Line) -> None:
        f = line.folded
        if not _STATEMENT_START.search(f) or len(f) > 600 or line.number in self.legend.lines:
            return  # a legend ("Siglas: AC = …; CR = cadastro de reserva") states no vacancy
        statement = f
        index = self._index.get(line.number)
        if index is not None:
            nxt = index + 1
            while (
                nxt < len(self.lines)
                and nxt <= index + 2
                and not statement.rstrip().endswith(".")
                and not _CARGO_HEADING.match(self.lines[nxt].folded)
                and not _SLICE_HEADING.match(self.lines[nxt].folded)
                and len(header_columns(self.lines[nxt].folded) or ()) < 2
            ):
                statement += " " + self.lines[nxt].folded
                nxt += 1
        figures = read_statement(statement[:1200])
        if not figures:
            return
        if (
            not ({"negros", "pcd", "open", "pretos_pardos"} & set(figures))
            and "total" not in figures
            and "cr" not in figures
        ):
            return
        name = self.statement_name(line)
        if name is None or _NOT_A_CARGO.match(fold(name[0])):
            return  # "EDITAL Nº 1, DE …", "DAS DISPOSIÇÕES PRELIMINARES": a title names no cargo
        if set(figures) == {"cr"} and self.name_source == "title":
            return  # "oferta de vagas e formação de cadastro de reserva" under the edital's title: no cargo
        values = {k: ("n", v) for k, v in figures.items() if k != "cr"}
        if "cr" in figures and "total" not in figures:
            values["total"] = ("cr", 0)
        position = self.make_position(name[0], name[1], values, "texto")
        if position.vacancies <= 0 and not position.cr:
            return
        position.lines = [line.number]
        position.line = line.number
        position.reading = "prose"
        parts = sum(v for k, v in figures.items() if k in ("open", "pcd", *GROUP_KINDS))
        whole = "open" in figures and parts == figures.get("total")
        position.confidence = (
            "confirmed"
            if "total" in figures and (whole or ("open" not in figures and parts <= figures["total"]))
            else "uncertain"
        )
        # One statement per cargo: a later statement for the same cargo heading replaces nothing.
        if position.name in self.statement_names:
            return
        self.statement_names.add(position.name)
        self.positions.append(position)

    def statement_name(self, line: Line) -> tuple[str, int] | None:
        self.name_source = "heading"
        if self.slice_context and self.slice_context[1] == line.number:
            parent = None
            for attr in ("cargo_context", "title_context"):
                found = getattr(self, attr)
                if found and line.number - found[1] <= 12:
                    parent = found
                    setattr(self, attr, (found[0], line.number))  # the next área of the same cargo follows
                    break
            where = self.slice_context[0]
            self.slice_context = None
            return (f"{parent[0]} – {where}" if parent else where), line.number
        before = line.text.split(":")[0] if ":" in line.text else ""
        if self.cargo_context and line.number - self.cargo_context[1] <= 15:
            found = self.cargo_context
            self.cargo_context = None  # one statement per heading; it does not name later tables
            return found
        if before and not _VAGA.search(fold(before)) and 1 <= len(before.split()) <= 10:
            return clean_name(before), line.number
        named = _CARGO_IN_SENTENCE.search(line.text)
        if named:
            return clean_name(named.group("name")), line.number
        if self.title_context and line.number - self.title_context[1] <= 4:
            found = self.title_context
            self.title_context = None
            self.name_source = "title"
            return found
        return None

    def title(self, line: Line) -> None:
        """ "2.1 ANALISTA AMBIENTAL": a short upper-case title may name the statement just below it."""
        text = line.text
        if len(text) > 160 or _SECTION.match(text) or _STATEMENT_START.search(line.folded):
            return
        m = _TITLE.match(text)
        if (
            m
            and len(m.group(1).split()) <= 18
            and sum(c.isupper() for c in m.group(1)) >= 0.6 * sum(c.isalpha() for c in m.group(1))
        ):
            self.title_context = (clean_name(m.group(1)), line.number)

    def previous_number(self, line: Line) -> int | None:
        """The number of the kept line before `line` (page furniture in between is skipped)."""
        index = self._index.get(line.number)
        return self.lines[index - 1].number if index else None

    @property
    def _index(self) -> dict[int, int]:
        if not hasattr(self, "_index_cache"):
            self._index_cache = {line.number: i for i, line in enumerate(self.lines)}
        return self._index_cache


def _strip_figures(name: str) -> str:
    """A heading "Cargo: Auditor Fiscal – 50 vagas" names the cargo "Auditor Fiscal"."""
    folded = fold(name)
    m = re.search(r"[-–—,(:]?\s?\d{1,5}\s(?:vagas?|\(|vaga)|\bvagas?\b", folded)
    if m and m.start() > 2:
        name = name[: m.start()]
    return name.strip(" -–—:;,.(")


def _leading_ignored(columns: list[str]) -> int:
    count = 0
    for kind in columns:
        if kind == "ignore":
            count += 1
        else:
            break
    return count if "name" in columns and columns.index("name") > 0 else 0


_CONNECTORS = {"de", "da", "do", "das", "dos", "e", "em", "para", "-", "–", "—", "/"}


def common_parents(positions: list[Position]) -> None:
    """Rows of one table whose names share their first words ("Professor Goiânia", "Professor Anápolis")
    are slices of one cargo when the table has a locality or especialidade column."""
    i = 0
    while i < len(positions):
        p = positions[i]
        if p.table is None or not p.split_columns or p.slice is not None:
            i += 1
            continue
        j = i + 1
        prefix = p.name.split(" ")
        while j < len(positions) and positions[j].table == p.table and positions[j].slice is None:
            words = positions[j].name.split(" ")
            k = 0
            while k < min(len(prefix), len(words)) and fold(prefix[k]) == fold(words[k]):
                k += 1
            while k > 0 and prefix[k - 1].lower() in _CONNECTORS:
                k -= 1
            if k == 0 or k >= len(words):
                break
            prefix = prefix[:k]
            j += 1
        if j - i >= 2 and all(len(positions[m].name.split(" ")) > len(prefix) for m in range(i, j)):
            parent = " ".join(prefix)
            for m in range(i, j):
                positions[m].parent = parent
                positions[m].slice = positions[m].name[len(parent) :].strip(" -–—:/")
        i = max(j, i + 1)


def extract(lines: list[Line], skip: set[int]) -> tuple[list[Position], set[int]]:
    extractor = Extractor(lines, skip)
    positions = extractor.run()
    common_parents(positions)
    cargo_reserve.drop_repeated_tables(extractor.lines, positions)
    cargo_reserve.attach(extractor.lines, positions, extractor.make_position)
    return positions, extractor.table_lines
