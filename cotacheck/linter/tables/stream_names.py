"""A row's name under a header with a requisitos column between the name and the counts (and a campus or
lotação column after it), where the extraction gives each cell's lines in turn, a cell's first line joined to
the one before where they share a baseline: pdf.js's text layer of a Writer table (Firefox's copy), and pypdf.

A federal university's quadro ("Nível | Cargo | Requisitos de escolaridade | Campus de lotação | AC | PPP | PI
| PQ | PcD | Total") gives, between two rows' counts, the lower row's lines only: "Técnico em Assuntos" /
"Educacionais" / "Curso superior em Pedagogia ou" / "Licenciaturas" / "Juazeiro do" / "Norte" / "3 1 0 0 0 4".
Two readings lost the cargo's lines: the name cells filled from the right (`names.hierarchical_name`) kept the
last groups of lines, one a name column, and dropped the first ("Técnico em Assuntos", its wrapped second line
"Educacionais" opening in capitals a group of its own); and, where the campus shares the counts' line ("Crato 2
1 0 0 0 3"), the name taken from the last line back (`names.name_lines_of`) stopped at the requisitos' first
line. Each gave a row named by its requisitos and campus: a phantom.

A line right after one ending in a joining word or a dash ("Técnico de Laboratório –" / "Área: Química") goes
on with it inside a row under such a header, whatever its words: it was taken for a group's heading, the row's
first line dropped and "Química" put under every later row. Here the row's first line opens its name: the surplus groups are joined to the first one (the cargo's cell),
and a name read from the last lines that leaves lines before it is widened back to the row's first line where a
requisitos cell opens among them ("Médio profissionalizante …", "… Curso superior …"; elsewhere the lines before
may be the row above's tail, as a layout-preserving extraction centres cells: "Metropolitana" / "Feira de Santana
3 1 2 6 12"). Where the
name's end is read so, from words, the table is left uncertain, saying so.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.names import CONTINUES

#: How a requisitos cell opens (folded): a level of schooling, a course ("Médio profissionalizante ou médio").
_SCHOOLING = re.compile(
    r"(?:medio|fundamental|superior|ensino|nivel|curso|graduacao|licenciatura|bacharelado|formacao|escolaridade)\b"
    r"|medicina,"
)

#: A requisitos cell's opening inside a line, in capitals after a space ("… Fundamental completo", "… Curso superior").
_OPENS = re.compile(
    r"(?<=\s)(?:M[ée]dio|Fundamental|Superior|Ensino|N[íi]vel|Curso|Gradua[çc][ãa]o|Licenciatura|Bacharelado|"
    r"Forma[çc][ãa]o|Escolaridade|Diploma|Certificado)\b|(?<=\s)Medicina(?=,)"
)

DOUBT = (
    "na linha {line}, o nome do cargo, os requisitos e o campus vêm em linhas seguidas (“{text}”): onde cada "
    "célula termina foi deduzido das palavras; confira o nome"
)


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39].rstrip() + "…"


def fitted(extractor, table, groups: list[list[Line]]) -> list[list[Line]]:
    """`groups` (a row's lines by cell) fitted to the name columns under a header with a requisitos column, the
    table in doubt: the surplus joined to the first (the cargo's cell), or, one short, the first line parted
    where a requisito opens after the cargo's words on its baseline ("Nutricionista Fundamental completo e"), not
    left to the row above's cells; as many as the columns, as they are, in doubt where a cell took several lines
    (where it ends is read from words); else as they are."""
    if not table.inner_text or not groups or len(table.counts) < 2:
        return groups  # a quadro of one count (a total by área): no quota table of this shape
    first = groups[0][0]
    if len(groups) > table.names:
        surplus = len(groups) - table.names
        joined = [x for g in groups[: surplus + 1] for x in g]
        groups = [joined, *groups[surplus + 1 :]]
    elif len(groups) + 1 == table.names and (cut := _opening(first.text)) is not None:
        head, tail = first.text[:cut].rstrip(), first.text[cut:]
        groups = [
            [Line(first.number, head, fold(head))],
            [Line(first.number, tail, fold(tail)), *groups[0][1:]],
            *groups[1:],
        ]
    elif len(groups) != table.names or (
        all(len(g) == 1 for g in groups) and not any(_opening(g[0].text) for g in groups)
    ):
        return groups  # a cell a line, no requisito opening inside one: each line's cell is known
    extractor.table_doubts.setdefault(table.id, DOUBT.format(line=first.number, text=_short(first.text)))
    return groups


def _opening(text: str) -> int | None:
    """Where a requisitos cell opens in a line after a name's words ("Nutricionista Fundamental completo e"): a
    schooling word in capitals after the first word; None when there is none."""
    found = _OPENS.search(text)
    return found.start() if found and found.start() > 0 else None


def from_first(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` widened back to the row's first text line under a header with a requisitos column and no
    text column after the counts (every line since the row above is this row's), the table in doubt."""
    if not table.inner_text or not name_lines or table.trailing_text or len(table.counts) < 2:
        return name_lines
    if any(_opening(x.text) for x in name_lines):  # a requisito opens on the name's baseline: where it ends, words say
        extractor.table_doubts.setdefault(
            table.id, DOUBT.format(line=name_lines[0].number, text=_short(name_lines[0].text))
        )
    if table.names < 2:
        return name_lines
    lines = [x for x in pending if x.text.strip()]
    if not lines or lines[0] is name_lines[0] or name_lines[0] not in lines:
        return name_lines
    start = lines.index(name_lines[0])
    if not any(_SCHOOLING.match(x.folded) or _OPENS.search(x.text) for x in lines[: start + 1]):
        return name_lines  # no requisitos cell among the lines: a layout's tail of the row above may stand there
    extractor.table_doubts.setdefault(table.id, DOUBT.format(line=lines[0].number, text=_short(lines[0].text)))
    return lines[:start] + name_lines


def goes_on(table, line: Line) -> bool:
    """The line goes on with the row's text line above it (that one ends in a joining word or a dash) under a
    header with a requisitos column between the name and the counts: no heading."""
    return (
        table.inner_text
        and table.names >= 2
        and bool(table.pending)
        and bool(CONTINUES.search(table.pending[-1].folded))
    )
