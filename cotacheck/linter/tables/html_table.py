"""An HTML page's source (a portal's "view source", a saved .html) or an XML that carries one (the Diário
Oficial da União's INLabs article, its HTML inside CDATA): read as the text a browser shows, every table
as the pipe table the reader reads.

Read as it stands, every tag and entity was part of a line ("Analista Administrativo</p></td><td><p>5"),
the names spelled with entities ("Administra&ccedil;&atilde;o"), and a table's row spread over as many
lines as it has cells: nothing was read. With "<table" in the text, the standard library's HTML parser
reads it once: outside tables, each piece of text stays on its line (tags out, entities decoded, what a
browser never shows, a script, a style, a comment, left out); each table (that holds no other table: a
page laid out in one is read through it) becomes one pipe line a row, on the line its first cell opens
(or the next free one, the table's rows never on one line), spans expanded: a cell spread over columns
(`colspan`) is written in its first, a cell over rows (`rowspan`) copied into each row it covers when it
holds no digit (a cargo's name beside its specialities, "CR") and kept in its first row when it does (a
count shared by rows is never counted in each). The header's rows (those in `<thead>` or of `<th>` cells,
or with neither, the leading rows with no digit) are joined column by column into one ("Vagas" over
"AC" / "PcD" …: "Cargo | Especialidade | Vagas AC | PcD | Negros | Total"); a row of one cell across the
table is a line of its own ("NÍVEL SUPERIOR" amid the rows); above the header, a title, as a caption, is left
out: with the page's heading above it, two lines naming the quadro stood over the header, and the reader took
them into the header's labels, its roles moved. The rows then read as any pipe table's: a row is
confirmed only by its arithmetic. Lines keep their numbers, but where a table's rows shared lines (a page
minified), the lines it needs are added after it. Trigger: "<table" in the text.
"""

from __future__ import annotations

from html.parser import HTMLParser

from cotacheck.linter.read.text import fold, pipe_row
from cotacheck.linter.tables.header import header_tokens

#: Elements whose text a browser does not show.
_HIDDEN = frozenset({"script", "style", "template", "noscript"})
#: Elements inside a line of text: no space stands for them.
_INLINE = frozenset({"a", "abbr", "b", "em", "font", "i", "small", "span", "strong", "sub", "sup", "u", "mark"})
_MAX_SPAN = 200  # a rowspan or colspan larger than any quadro's: a hostile page's, cut
_MAX_HEADER_ROWS = 4
_MARKS = frozenset({"cr", "c.r.", "cr*", "x", "nao ha", "cadastro reserva", "cadastro de reserva"})
_COUNT_ROLES = frozenset(
    {"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total", "crg", "vagas"}
)


class _Table:
    """One table as parsed: its first and last line, its rows (the line each opens, whether it is a header's
    row, its cells: text, rowspan, colspan, whether a `<th>`), and whether it holds another table."""

    def __init__(self, first: int, column: int):
        self.first, self.first_column = first, column
        self.last, self.last_column = first, column
        self.rows: list[tuple[int, bool, list[tuple[list[str], int, int, bool]]]] = []
        self.nested = False
        self.in_head = False


class _Page(HTMLParser):
    """The page's shown text, line by line, and its tables."""

    def __init__(self, count: int):
        super().__init__(convert_charrefs=True)
        self.shown: list[list[tuple[int, str]]] = [[] for _ in range(count + 1)]  # 1-based, as `getpos` counts
        self.tables: list[_Table] = []
        self._open: list[_Table] = []
        self._hidden = 0
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line, column = self.getpos()
        if tag in _HIDDEN:
            self._hidden += 1
        elif tag == "table":
            if self._open:
                self._open[-1].nested = True
            self._open.append(_Table(line, column))
            self._cell = None
        elif self._open:
            self._in_table(tag, attrs, line)
        if tag not in _INLINE:
            self._text(line, column, " ")

    def _in_table(self, tag: str, attrs: list[tuple[str, str | None]], line: int) -> None:
        table = self._open[-1]
        if tag == "thead":
            table.in_head = True
        elif tag in ("tbody", "tfoot"):
            table.in_head = False
        elif tag == "tr":
            table.rows.append((line, table.in_head, []))
            self._cell = None
        elif tag in ("td", "th"):
            if not table.rows:
                table.rows.append((line, table.in_head, []))
            values = dict(attrs)
            self._cell = []
            table.rows[-1][2].append(
                (self._cell, _span(values.get("rowspan")), _span(values.get("colspan")), tag == "th")
            )
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br" and self._cell is not None:
            self._cell.append(" ")
        elif tag not in _INLINE:
            self._text(*self.getpos(), " ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN:
            self._hidden = max(0, self._hidden - 1)
        elif tag == "table" and self._open:
            table = self._open.pop()
            table.last, table.last_column = self.getpos()
            self.tables.append(table)
            self._cell = None
        elif tag in ("td", "th"):
            self._cell = None
        elif tag not in _INLINE and self._cell is not None:
            self._cell.append(" ")  # a paragraph's end inside a cell

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        if self._cell is not None:
            self._cell.append(data)
        self._text(*self.getpos(), data)

    def _text(self, line: int, column: int, data: str) -> None:
        """`data` on the lines from `line` on, as the source breaks it, with the column it starts at."""
        pieces = data.split("\n")
        for k, piece in enumerate(pieces):
            if line + k < len(self.shown) and piece:
                self.shown[line + k].append((column if k == 0 else 0, piece))


def _span(value: str | None) -> int:
    return min(int(value), _MAX_SPAN) if value and value.strip().isdigit() and int(value) > 0 else 1


def _cell_text(pieces: list[str]) -> str:
    return " ".join("".join(pieces).split()).replace("|", "/")


def _grid(table: _Table) -> list[tuple[int, bool, list[str], bool]]:
    """The table's rows with its spans expanded: (line, header's row, cells, a row of one cell across)."""
    grid: list[tuple[int, bool, list[str], bool]] = []
    below: dict[int, tuple[str, int]] = {}  # a column → the text a rowspan carries into it, rows left
    for line, in_head, cells in table.rows:
        row: list[str] = []

        def carried() -> None:
            while len(row) in below:
                text, left = below.pop(len(row))
                if left > 1:
                    below[len(row)] = (text, left - 1)
                row.append(text if in_head or not any(c.isdigit() for c in text) else "")

        for pieces, rowspan, colspan, _ in cells:
            carried()
            text = _cell_text(pieces)
            for k in range(colspan):
                if rowspan > 1:
                    below[len(row)] = (text if k == 0 else "", rowspan - 1)
                row.append(text if k == 0 else "")
        carried()
        header = in_head or (bool(cells) and all(th for *_, th in cells))
        grid.append((line, header, row, len(cells) == 1 and cells[0][2] > 1))
    width = max((len(row) for _, _, row, _ in grid), default=0)
    return [(line, head, row + [""] * (width - len(row)), across) for line, head, row, across in grid]


def _laid(table: _Table) -> list[tuple[int, str]]:
    """The table's lines: (the line it stands for, its text)."""
    grid = _grid(table)
    laid: list[tuple[int, str]] = []
    k = 0
    while k < len(grid) and grid[k][3]:  # a title across the table, as its caption: left out (below)
        k += 1
    marked = any(head for _, head, _, _ in grid)
    start = k
    while (
        k < len(grid)
        and k - start < _MAX_HEADER_ROWS
        and not grid[k][3]
        and (grid[k][1] if marked else all(_label(cell) for cell in grid[k][2] if cell))
    ):
        k += 1
    keep = list(range(len(grid[0][2]) if grid else 0))
    if start < k < len(grid):
        labels = []
        for column in keep:
            parts: list[str] = []
            for _, _, row, _ in grid[start:k]:
                if row[column] and row[column] not in parts:
                    parts.append(row[column])
            labels.append(" ".join(parts))
        keep = _kept(labels)
        laid.append((grid[start][0] - 1, pipe_row([labels[n] for n in keep])))  # on the line above its own, when free
        laid.append((grid[start][0], pipe_row(["---"] * len(keep))))  # Markdown's rule: a table's own header
    else:
        k = start
    for line, _, row, across in grid[k:]:
        laid.append((line, row[0] if across else pipe_row([row[n] for n in keep])))
    return laid


def _kept(labels: list[str]) -> list[int]:
    """The columns kept: all but a text column the vocabulary knows (escolaridade, remuneração, carga
    horária, código …), under a header that names a count column; its cells would be read into the name."""
    tokens = [header_tokens(fold(label)) or [] for label in labels]
    if not any(t in _COUNT_ROLES for kinds in tokens for t in kinds):
        return list(range(len(labels)))
    return [n for n, kinds in enumerate(tokens) if n == 0 or not kinds or any(t != "ignore" for t in kinds)]


def _label(cell: str) -> bool:
    """Whether a cell reads as a header's label: words, no digit, not a count's mark ("CR", a dash)."""
    return any(c.isalpha() for c in cell) and not any(c.isdigit() for c in cell) and fold(cell) not in _MARKS


def _shown(pieces: list[tuple[int, str]]) -> str:
    return "".join(piece for _, piece in pieces)


def relay(text: str) -> str:
    """`text` as a browser shows it, its tables as pipe tables, where it holds an HTML table."""
    if "<" not in text:  # one character's scan first: most editais hold none
        return text
    if "<table" not in text and "<TABLE" not in text and "<Table" not in text:
        return text
    text = text.replace("\r\n", "\n").replace("<![CDATA[", "").replace("]]>", "")
    count = text.count("\n") + 1
    page = _Page(count)
    page.feed(text)
    page.close()
    tables = sorted((t for t in page.tables if not t.nested and t.rows), key=lambda t: t.first)
    if not tables:
        return text
    out: list[str] = []
    line = 1
    for table in tables:
        if table.first < line:  # inside a table already laid (never: nested tables are not laid)
            continue
        out += [_shown(page.shown[n]) for n in range(line, table.first)]
        before = _shown([p for p in page.shown[table.first] if p[0] < table.first_column])
        block: list[str] = [before] if before.strip() else []
        for at, laid in _laid(table):
            slot = max(at - table.first, len(block))
            block += [""] * (slot - len(block)) + [laid]
        after = _shown([p for p in page.shown[table.last] if p[0] > table.last_column])
        if after.strip():
            block.append(after)
        block += [""] * (table.last - table.first + 1 - len(block))
        out += block
        line = table.last + 1
    out += [_shown(page.shown[n]) for n in range(line, count + 1)]
    return "\n".join(out)
