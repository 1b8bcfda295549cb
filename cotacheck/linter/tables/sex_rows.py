"""A cargo cell merged over its rows by sex ("Sexo" a column: Masculino, Feminino, Ambos), re-laid a row a
line, each named by its cargo and its sex.

A Guarda Municipal's or a police edital prints a cargo's vacancies a row per sex, the cargo's cell spanning
them; in a Diário Oficial's narrow column the cargo's name wraps in its cell. pypdf gives the cell's lines
first, then the rows, the last line of the name glued to the first row or not, and a one-line name often
with every row on its own line:

    Cargo Sexo Vagas ampla concorrência Vagas PcD Vagas negros Total de vagas
    Guarda Civil Municipal de 3ª                      Soldado Masculino 18 1 5 24 Feminino 6 0 2 8
    Classe
    Masculino 18 1 5 24
    Feminino 6 0 2 8

The pass would read "Classe Masculino" (the name cut) or one row "Soldado Masculino 18 1 5 24 Feminino"
with the second sex's counts. Under a header naming a "Sexo" (or "Gênero") column, the rows below are read
as groups: the name's lines (words, no count cells), then one or more sex rows (a sex word and as many count
cells as every other sex row of the table), the name's last words before the first. Each group is re-laid
as a row per sex, "Guarda Civil Municipal de 3ª Classe – Masculino 18 1 5 24", at the line of its row, the
sex's label out of the header (the sex is in the names now; "SEXO" would be a column with no legend); a
TOTAL row stays as it is, and the pass proves each row by its arithmetic. Any line the shape does not
explain ends the quadro there.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.relaid import tables_at

#: The header's sex column, the stage's trigger.
_SEX_LABEL = re.compile(r"\b(?:SEXO|Sexo|sexo|G[ÊE]NERO|G[êe]nero)\b")
#: The labels `_SEX_LABEL` reads, as written.
_LABELS = ("Sexo", "SEXO", "sexo", "Gênero", "GÊNERO", "gênero", "Genero", "GENERO", "genero")
#: A sex cell: one word ("Masc." and "Fem." abbreviated).
SEXES = frozenset(("masculino", "feminino", "masc.", "fem.", "ambos", "masc", "fem"))
#: Roles a header names beside the sex column: one of them at least (a table of índices by sex has none).
_COUNT_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "total", "vagas"))
#: A quadro's or a table's title ("QUADRO IV – ÍNDICES MÍNIMOS DO TAF"): no piece of a cargo's name.
_TITLE = re.compile(r"(?:quadro|anexo|tabela)\b")
_MAX_NAME_LINES = 6
_MAX_NAME_WORDS = 8
_MAX_HEADER = 200
_ENDS = (".", ":", ";")


def _segments(words: list[str], width: int | None) -> tuple[list[str], list[list[str]], int] | None:
    """A row line's words read as (the name's words before the first sex, each sex's segment: its word and
    its count cells, the cells' width), or None. Every segment holds the same number of cells, `width` when
    given."""
    at = [n for n, w in enumerate(words) if w.lower() in SEXES]
    if not at:
        return None
    first = at[0]
    bounds = [*at, len(words)]
    segments = []
    for start, end in zip(bounds, bounds[1:]):
        cells = words[start + 1 : end]
        if not cells or any(parse_count(c.lower()) is None for c in cells):
            return None
        segments.append(words[start:end])
    sizes = {len(s) - 1 for s in segments}
    if len(sizes) != 1 or (width is not None and sizes != {width}):
        return None
    size = sizes.pop()
    if size < 2 or (first and parse_count(words[first - 1].lower()) is not None):
        return None
    return words[:first], segments, size


def _name_line(line: Line) -> bool:
    """Whether `line` may be a piece of a cargo's name: a few words, no count cell last, no sentence's end,
    no header's count label."""
    words = line.text.split()
    if not words or len(words) > _MAX_NAME_WORDS or line.text.rstrip().endswith(_ENDS):
        return False
    if parse_count(words[-1].lower()) is not None or any(w.lower() in SEXES for w in words):
        return False
    if _TITLE.match(line.folded) or _SEX_LABEL.search(line.text):
        return False  # the next quadro's title or header: this one has ended
    kinds = header_tokens(line.folded) or []
    return not any(k in _COUNT_ROLES or k == "crg" for k in kinds)


def _header(line: Line) -> bool:
    """Whether `line` is a header naming a sex column beside count roles."""
    if len(line.folded) > _MAX_HEADER or not _SEX_LABEL.search(line.text):
        return False
    kinds = header_tokens(line.folded) or []
    return "name" in kinds and any(k in _COUNT_ROLES for k in kinds)


def _table(lines: list[Line], at: int) -> tuple[int, int, list[Line]] | None:
    """The quadro whose header is at index `at`, re-laid: (first line number, last, its lines), or None."""
    if not _header(lines[at]):
        return None
    header = lines[at]
    # the sex is the rows' names' now: its label out of the header ("SEXO" would be a column with no legend)
    laid = [laid_line(header.number, " ".join(_SEX_LABEL.sub(" ", header.text).split()))]
    pending: list[Line] = []
    name: str | None = None
    width: int | None = None
    last = at
    index = at + 1
    while index < len(lines):
        line = lines[index]
        read = _segments(line.text.split(), width)
        if read is None:
            if not _name_line(line) or len(pending) >= _MAX_NAME_LINES:
                break
            pending.append(line)
            index += 1
            continue
        before, segments, width = read
        words = [w for piece in pending for w in piece.text.split()] + before
        if words:
            name = " ".join(words)
        elif name is None or pending:
            break  # a sex row with no cargo above it
        laid += [laid_line(p.number, "") for p in pending]
        laid += [laid_line(line.number, " ".join([name, "–", *segment])) for segment in segments]
        pending = []
        last = index
        index += 1
    if last == at:
        return None
    return header.number, lines[last].number, laid


def _starts(text: str) -> list[int]:
    """The offsets in `text` of the sex column's labels (found by `str.find`: a regex tried at every place of
    a whole edital costs more than the stage)."""
    found = []
    for label in _LABELS:
        at = text.find(label)
        while at >= 0:
            found.append(at)
            at = text.find(label, at + len(label))
    return sorted(found)


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every quadro of a cargo's rows by sex re-laid a row a line (the same list)."""
    starts = _starts(text)
    return tables_at(lines, text, starts, _table) if starts else lines
