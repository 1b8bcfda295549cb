"""The first row's name begun on a line of its own right under the header, its counts on the next.

pypdf's plain text prints a table's cells in the order they are drawn, so a name cell wrapped over two lines
comes whole before the row's counts, on its last line ("Enfermeiro da Estratégia" / "Saúde da Família 04
00 01 40h 4.880,00 …", Gualimp's quadro after a page break and its header again). Under a header, before
any row of the table, such a line can be no other row's tail: read a line at a time it was dropped, and the
row named by its last line alone ("Saúde da Família", a phantom). The header repeated after a page break
(`rows.repeated_after_break`) starts the page's rows afresh: the row above it is on the page before. A line there that opens with a capital,
has no digit, at most `_WORDS` words, reads as no header label and is no level heading, a unit or a label
left alone (`name_start.never_starts_name`) nor a heading in capitals, begins the first row's name.

Further down a table whose rows end in text cells (`name_wrap.eligible` false: no row takes a line below
its counts as its name's end), such a line right above a row's name line was dropped too, and the table
confirmed under a cut name ("Agente" / "Comunitário de Saúde 16 2 4 22 2.054,21 20h" read "Comunitário de
Saúde"): it begins that row's name, the table in doubt (it may be the end of the row above's last text cell).
Above a row that opens with its code under a code column, never without doubt (`_over_code`).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, has_decimal
from cotacheck.linter.tables import group_headings, name_wrap
from cotacheck.linter.tables.code_rows import opens_with_code
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels
from cotacheck.linter.tables.name_start import never_starts_name
from cotacheck.linter.tables.names import CONTINUES

_WORDS = 6
_CODE = re.compile(r"\d{1,4}\s\S")


def widened(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` with the lines right above them that begin the table's first row's name; or, where no row
    takes a line below its counts as its name's end (`name_wrap.eligible`: text cells after the counts),
    any row's, the table then in doubt."""
    if len(name_lines) >= 2 and all(CONTINUES.search(x.folded) for x in name_lines[:-1]):
        table.wraps_up = True  # "Enfermeiro – Unidade de" / "Suporte Avançado Base USA – Sede 4 3 0 1 36h"
    if not name_lines or len(pending) < 2:
        return name_lines
    fresh = table.last_row_line <= table.repeated_at  # no row since the header (or its repetition)
    if not fresh and (name_wrap.eligible(table) or table.cells_apart or table.one_per_line or not _one_way(table)):
        return name_lines  # a row above may take the line as its name's end (`name_wrap`)
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    start = first
    while start > 0 and _begins(pending[start - 1], table.leading_ignored > 0 and start == first):
        start -= 1
    if start == first:
        return name_lines
    if not fresh and name_goes_on(extractor, pending[start]):
        return name_lines  # the row above's name visibly goes on ("Agente de Combate às 41 …" / "Endemias")
    if table.names == 1 and group_headings.group_shaped(extractor, table, pending[start], name_lines[0].text):
        group_headings.doubt(extractor, table, pending[start], name_lines[-1].number)
        return name_lines  # "Campus Norte" / "Agente Comunitário de Saúde 6 0 3 9": a heading's shape
    if table.leading_ignored and opens_with_code(name_lines[0]) and not opens_with_code(pending[start]):
        return _over_code(extractor, table, pending[start:first], name_lines)
    if not fresh:  # the end of the row above's text cell, or the start of this name: in doubt
        line = pending[start]
        extractor.table_doubts.setdefault(
            table.id,
            f"a linha {line.number} (“{line.text.strip()}”) pode terminar a linha acima ou começar o nome da linha "
            f"{name_lines[-1].number}: confira os nomes",
        )
    return pending[start:first] + name_lines


#: A header label ending in a joining word, the next label begun: "Nível de Vagas" (its end on the line below).
_LABEL_GOES_ON = re.compile(r"\s(?:de|da|do|das|dos|em)\s[A-ZÀ-Ú]")


def _over_code(extractor, table, lines: list[Line], name_lines: list[Line]) -> list[Line]:
    """Lines over a row that opens with its code, under a code column: a group heading not proven so
    (`group_headings`), or the name's first line with the code printed beside its middle ("Técnico em
    Assuntos" / "E08 … Cacoal 1 1 0 0 0 2" / "Educacionais"): the name widened over them, the table in doubt,
    never confirmed. Not a header label's end right under the header whose label visibly goes on ("Código
    Cargo Nível de Vagas AC" / "Classificação"): the name then runs from its code."""
    line = lines[0]
    index = extractor._index.get(line.number)
    above = extractor.lines[index - 1] if index else None
    if above is not None and _LABEL_GOES_ON.search(above.text) and extractor.header_kinds(above) is not None:
        return name_lines
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{line.text.strip()}”) sobre a linha {name_lines[-1].number}, que abre com o seu "
        "código, pode ser um título de grupo ou o começo do nome: confira os nomes",
    )
    return lines + name_lines


#: A name's last word that the next line goes on from ("às", "de", a dash).
_JOINING = frozenset(
    (
        "de",
        "da",
        "do",
        "das",
        "dos",
        "e",
        "em",
        "para",
        "com",
        "a",
        "as",
        "às",
        "ao",
        "aos",
        "o",
        "na",
        "no",
        "–",
        "-",
        "/",
    )
)
_COUNT = re.compile(r"\s(?:\d{1,5}|[-–—]|CR)(?:\s|$)")


def _one_way(table) -> bool:
    """Names wrap one way only in the table: one name column, or several (a cargo and its place) where a row's
    name was seen to begin on a line above its counts' and none to go on below them (`name_wrap`)."""
    return table.names == 1 or (table.wraps_up and not table.open_below)


def name_goes_on(extractor, line: Line) -> bool:
    """Whether the line above `line` (a row's) has words before its counts that end in a joining word or a
    dash, the name visibly going on below."""
    index = extractor._index.get(line.number)
    if not index:
        return False
    above = extractor.lines[index - 1].text
    found = _COUNT.search(above)
    words = [w for w in (above[: found.start()] if found else above).split() if not has_decimal(w)]  # pay, hours
    return bool(words) and words[-1].lower() in _JOINING


def _begins(line: Line, coded: bool = False) -> bool:
    """`line` may begin a name: with `coded`, after the row's code ("02 Agente", under a code column)."""
    text = line.text.strip()
    if coded and _CODE.match(text):
        text = text.split(" ", 1)[1]
        line = Line(line.number, text, line.folded.split(" ", 1)[1])
    return (
        text[:1].isupper()
        and not text.isupper()
        and text.count(" ") < _WORDS
        and not has_decimal(text)
        and header_tokens(line.folded) is None
        and not any(
            kind in COUNT_TOKENS for kind, _, _ in labels(line.folded)
        )  # a header's label left ("Concorrência¹")
        and not never_starts_name(line)
    )
