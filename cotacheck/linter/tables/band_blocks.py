"""A quadro a report engine drew a column at a time, each column filling its band: codes, names, text, counts.

Report engines (ReportLab, fpdf2, JasperReports, iText) can fill a table's columns one after the other, so
the PDF's text gives, under the header's labels, every code, then every name (wrapped in its band over
several lines, the totals row's label last), then each text column's cells (nível, lotação, localidade),
then each count column's cells, the totals row's included. Read line by line, a name took the first
block's cells or a page's footer became a cargo. Such a quadro starts at a header whose first label is the
code's or the name's and whose labels name the count roles (AC, PcD, PP, PI, PQ, Total): its count
columns cut the lone cells after the names into one block each, and the i-th name is paired with the i-th
cell of each block. Order is all that pairs them, so the pairing is taken only when proven: as many codes
as names and as rows, every block the same length, every row's parts making its total (the totals row's
too; re-laid only where it is each column's sum: a page's part may end on the grand total). A text
column's block is read only where the names repeat (a cargo a row of each place) and it has a line a row:
it then names the row with the cargo ("Soldado PM – CPR I – São Luís"). Before the pass the quadro is
re-laid as a header of its roles and a line a row, so the pass confirms it by its arithmetic. Otherwise
nothing of it is read and a note says "quadro em blocos de colunas: não lido" with its lines and why. A
name wrapped over lines is joined back as `column_blocks` does (the rows then uncertain); one wrapped where
the band does not show it ("Técnico em Assuntos" / "Educacionais") is joined where the edital names its
cargos whole elsewhere, once every row closes (`mentioned_names`, the rows uncertain); otherwise it leaves
the quadro unread. A page's header repeated over the next page's part starts
a new quadro. Names and counts alone, with no code nor text column, are `column_blocks`' (in the pass).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.kept_furniture import furniture
from cotacheck.linter.read.text import Line, in_place_of, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.column_blocks import JOINED, NOT_READ, joined_names
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.mentioned_names import Mentions, mentioned_names
from cotacheck.linter.tables.rows import ends_table, starts_table_end

_FIRST_LABEL = re.compile(r"^(?:codigo|cod\.?|cargos?|cargo/funcao|funcao|emprego|especialidade)(?:\s|$)")
_NAME_LABEL = frozenset({"cargo", "cargos", "funcao", "emprego", "especialidade"})
_CODE_LABEL = frozenset({"codigo", "cod"})
_CODE = re.compile(r"^[a-z]{0,5}[ .-]?\d{1,5}(?:[.-]\d{1,4})?$")
_WORD = re.compile(r"[a-z0-9]+")
PAGE_NUMBER = re.compile(r"^p[aá]g(?:ina|\.)?\s?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4})?$")  # "Página 3/12"
_TOTAL = re.compile(r"^(?:sub)?total\b")
_ROLE = {
    "ac": "open", "ampla": "open", "pcd": "pcd", "pne": "pcd", "deficiencia": "pcd", "deficientes": "pcd",
    "negros": "negros", "negras": "negros", "pp": "negros", "ppp": "negros", "pretos": "negros",
    "pretas": "negros", "pardos": "negros", "pardas": "negros", "pi": "indigenas", "indigenas": "indigenas",
    "pq": "quilombolas", "quilombolas": "quilombolas", "total": "total", "totais": "total",
}  # fmt: skip
# A header label's words: the roles', the code's and name's, a text column's, and their links.
_LABEL_WORDS = (
    frozenset(_ROLE)
    | _NAME_LABEL
    | _CODE_LABEL
    | frozenset(
        """de da do das dos a as o os e com para em por n no vaga vagas reserva reservadas reservada concorrencia
    pessoas pessoa cota cotas nivel classe lotacao localidade local unidade municipio cidade regiao polo
    escolaridade requisitos carga horaria jornada semanal vencimento remuneracao r turno area classificacao
    codigos lotacoes localidades""".split()
    )
)
_MAX_LABEL_CHARS = 100
_MAX_NAME_CHARS = 100
_HEADER_LINES = 16
_FOLLOW = 8  # a row's text lines (its name and requisitos wrapped) before its cells


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, str]]:
    """`lines` (the same list) with every such quadro re-laid as a header and a row a line, or left out with
    a note; and the re-laid rows to read with a doubt (line number → why)."""
    spans: list[tuple[int, int, list[Line]]] = []
    doubts: dict[int, str] = {}
    skip: set[int] | None = None
    mentions = Mentions(lines)
    index = 0
    for at, line in enumerate(lines):
        folded = line.folded
        if at < index or len(folded) > _MAX_LABEL_CHARS or not folded.startswith(("c", "f", "e")):
            continue  # the cheap test first: a short line opening with the code's or the name's label
        if not _FIRST_LABEL.match(folded) or not _is_label(line):
            continue
        skip = skip if skip is not None else furniture(lines)
        found = _quadro(lines, at, skip, mentions)
        if found is None:
            continue
        end, laid, note, why = found
        spans.append((lines[at].number, lines[end - 1].number, laid))
        doubts.update(why)
        if note and hasattr(lines, "omitted"):
            lines.omitted.append({"kind": "note", "line": lines[at].number, "what": note})
        index = end
    return (in_place_of(lines, spans) if spans else lines), doubts


def _is_label(line: Line) -> bool:
    words = _WORD.findall(line.folded)
    return bool(words) and len(line.folded) <= _MAX_LABEL_CHARS and all(w in _LABEL_WORDS for w in words)


#: A footnote's letter glued to a count ("9(a)": pdfminer's `pdf2txt.py -A`, the mark kept): a mark, no digit.
_LETTER_MARK = re.compile(r"\([a-z]\)$")


def _cell(text: str) -> str:
    """A count cell's text without a footnote's letter mark ("9(a)" → "9")."""
    text = text.strip()
    return _LETTER_MARK.sub("", text) if text.endswith(")") else text


def _is_cell(line: Line) -> bool:
    return parse_count(_cell(line.folded)) is not None


def _is_code(line: Line) -> bool:
    return bool(_CODE.match(line.folded.strip()))


def next_line(lines: list[Line], at: int, skip: set[int]) -> int:
    """The index of the next line from `at` that is not blank, a page's number or its furniture."""
    while at < len(lines):
        folded = lines[at].folded.strip(" \f")
        if folded and not PAGE_NUMBER.match(folded) and lines[at].number not in skip:
            break
        at += 1
    return at


def _stops(line: Line) -> bool:
    """A line no such quadro goes on past: a numbered item, a note, a sentence of prose."""
    text = line.text.strip()
    return ends_table(line) or starts_table_end(line) or len(text) > _MAX_NAME_CHARS or text.endswith((".", ";"))


def label_roles(words: list[str]) -> tuple[list[str], int] | None:
    """The count roles the header's words name, in order, and the index of the first word of the count
    labels (a "Vagas" right before the first role's word included); None when a role comes twice apart
    (two groups of columns: not this stage's) or none follows the name's label."""
    roles: list[str] = []
    start = None
    for k, word in enumerate(words):
        role = _ROLE.get(word)
        if role is None:
            continue
        if start is None:
            start = k - 1 if k and words[k - 1] in ("vagas", "vaga") else k
        if roles and roles[-1] == role:
            continue
        if role in roles:
            return None
        roles.append(role)
    return (roles, start) if start is not None else None


def _head(lines: list[Line], at: int, skip: set[int]):
    """(the header's folded words, the index after its label lines) from `lines[at]`."""
    words: list[str] = []
    j = at
    count = 0
    while j < len(lines) and count < _HEADER_LINES and _is_label(lines[j]) and not _is_code(lines[j]):
        words += _WORD.findall(lines[j].folded)
        count += 1
        j = next_line(lines, j + 1, skip)
    return words, j


def _run(lines: list[Line], j: int, skip: set[int], keep) -> tuple[list[Line], int]:
    """The lines from `lines[j]` that `keep` takes (blank lines and the page's furniture passed over), and
    the index after them."""
    run: list[Line] = []
    while j < len(lines) and keep(lines[j]) and not _stops(lines[j]):
        run.append(lines[j])
        j = next_line(lines, j + 1, skip)
    return run, j


def _quadro(lines: list[Line], at: int, skip: set[int], mentions: Mentions):
    """(index after it, its re-laid lines, a note, doubts by line) of the quadro whose header starts at
    `lines[at]`, or None when no column blocks follow it; a name wrapped where the band does not show it is
    joined back where the edital names it whole outside the quadro (`mentions`)."""
    words, j = _head(lines, at, skip)
    found = label_roles(words)
    names_at = next((k for k, w in enumerate(words) if w in _NAME_LABEL), None)
    if found is None or names_at is None or found[1] <= names_at or len(found[0]) < 2:
        return None
    roles, count_at = found
    if "total" not in roles and words[count_at] in ("vagas", "vaga"):
        roles = ["total", *roles]  # "Vagas AC PcD Negros": the bare "Vagas" the total, the rows' sums to prove it
    coded = any(w in _CODE_LABEL for w in words[:names_at])
    while names_at + 1 < count_at and words[names_at + 1] in _NAME_LABEL:
        names_at += 1  # "Cargo/Função"
    if not coded and count_at == names_at + 1:
        return None  # names and counts only: `column_blocks` reads it under the header the pass finds
    codes: list[Line] = []
    if coded:
        codes, j = _run(lines, j, skip, _is_code)
        if not codes:
            return None
    texts, j = _run(lines, j, skip, lambda line: not _is_cell(line) and not _is_code(line))
    cells, end = _run(lines, j, skip, _is_cell)
    if not texts or len(cells) < 2 * len(roles) or any(len(t.text) > _MAX_NAME_CHARS for t in texts):
        return None  # not blocks: rows given a cell a line, a row at a time (its name, its cells), or one row
        # (with a cadastro cell or the page's number after it: MuPDF's quadro of a row a page)
    if _row_follows(lines, end, skip) or _next_code(codes, cells):
        return None  # rows given a cell a line, a row at a time ("101" / name / cells, "102" / …)
    span = f"(linhas {lines[at].number} a {lines[end - 1].number})"
    paired = _pair(
        codes,
        texts,
        cells,
        roles,
        count_at > names_at + 1,
        lambda p, **context: mentions.outside(p, at, end, **context),
    )
    if isinstance(paired, str):
        return end, [], f"{NOT_READ} {span}: {paired}", {}
    names, grid, total_row, joined = paired
    header = "Cargo " + " ".join(role_label(role, roles) for role in roles)
    laid = [laid_line(lines[at].number, header)]
    doubts: dict[int, str] = {}
    for name, row in zip(names, grid):
        number = row[roles.index("total")].number
        laid.append(laid_line(number, " ".join([name, *(_cell(c.text) for c in row)])))
        if joined:
            doubts[number] = JOINED
    if total_row:
        laid.append(laid_line(total_row[-1].number, " ".join(["TOTAL", *(_cell(c.text) for c in total_row)])))
    return end, laid, "", doubts


def _row_follows(lines: list[Line], at: int, skip: set[int]) -> bool:
    """Whether short text lines and a lone cell come right after the cells: another row's name (perhaps wrapped,
    its requisitos after it) and cells, as MuPDF gives a quadro a cell a line, a row at a time (the last count
    block ends the quadro, a legend, a note or the next page's header after it)."""
    for _ in range(_FOLLOW):
        if at >= len(lines) or _stops(lines[at]) or _is_label(lines[at]) or _is_code(lines[at]):
            return False
        at = next_line(lines, at + 1, skip)
        if at < len(lines) and _is_cell(lines[at]):
            return True
    return False


def _next_code(codes: list[Line], cells: list[Line]) -> bool:
    """Whether the cells' run ends in the next row's code: the one code's successor written as wide ("011" /
    name / cells / "012"), as MuPDF gives a quadro a cell a line, a row at a time (the next name stops the run)."""
    if len(codes) != 1 or not cells:
        return False  # a quadro's codes in a block of their own are bands, its cells zero-padded at times
    last, code = codes[-1].folded.strip(), cells[-1].folded.strip()
    return last.isdigit() and code.isdigit() and len(code) == len(last) and int(code) == int(last) + 1


def role_label(role: str, roles: list[str]) -> str:
    """The plain label of a count `role` among `roles` (negros beside indígenas or quilombolas: pretos e pardos)."""
    if role == "negros" and ("indigenas" in roles or "quilombolas" in roles):
        return PLAIN_LABEL["pretos_pardos"]
    return PLAIN_LABEL[role]


def _pair(codes: list[Line], texts: list[Line], cells: list[Line], roles: list[str], text_columns: bool, mentioned):
    """(each row's name, its cells, the totals row's cells, whether names were joined back), or why the
    blocks cannot be paired by order. A name wrapped where nothing shows it is joined where the edital has
    it whole elsewhere (`mentioned`, a folded phrase: `mentioned_names`), once every row closes."""
    k = len(roles)
    if "total" not in roles:
        return "os rótulos não dizem qual coluna é o total de vagas e qual cada parte"
    if len(cells) % k:
        return f"{len(cells)} números para {k} colunas: os blocos não têm o mesmo tamanho"
    rows = len(cells) // k
    total_at = next((i for i, t in enumerate(texts) if _TOTAL.match(t.folded.strip())), None)
    n = rows - (total_at is not None)
    if codes and len(codes) != n:
        return f"{len(codes)} códigos e {n} linhas de números: os blocos não batem com as linhas"
    if total_at is not None:
        names, extra = texts[:total_at], texts[total_at + 1 :]
    elif not text_columns:
        names, extra = texts, []
    elif len(texts) == 2 * n:  # a name and a text cell a row, neither wrapped
        names, extra = texts[:n], texts[n:]
    else:
        return "os nomes e as colunas de texto não se separam: não se sabe onde cada nome termina"
    if extra and not text_columns:
        return "linhas que não são nomes entre os nomes e os números"
    grid = [[cells[b * rows + r] for b in range(k)] for r in range(rows)]
    values = [[parse_count(_cell(c.folded))[1] for c in row] for row in grid]
    t = roles.index("total")
    closes = all(sum(v for i, v in enumerate(row) if i != t) == row[t] for row in values)
    joined = joined_names(names, n) if n else None
    if not joined and n and closes:
        joined = mentioned_names(names, n, mentioned)
    if not joined:
        return f"{len(names)} linhas de nomes para {n} linhas de números: não se sabe onde cada nome termina"
    labels = [" ".join(line.text.split()) for line in joined]
    if len(extra) == n and len({name.casefold() for name in labels}) != n:  # a cargo a row of each place
        labels = [f"{name} – {' '.join(t.text.split())}" for name, t in zip(labels, extra)]
    if len({name.casefold() for name in labels}) != n:
        return "linhas de mesmo nome, que só a coluna de texto distinguiria"
    for name, row in zip(labels + ["TOTAL"], values):
        if sum(v for i, v in enumerate(row) if i != t) != row[t]:
            return f"a linha de “{name}” não fecha: suas partes não somam o total"
    summed = total_at is not None and all(sum(row[b] for row in values[:n]) == values[n][b] for b in range(k))
    return labels, grid[:n], grid[n] if summed else [], len(joined) != len(names)
