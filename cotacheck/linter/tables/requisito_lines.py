"""A row whose name and requisitos cells both wrap, as pypdf gives a PDF table's text: each cell's lines
in turn, so the name cell's lines come first, then the requisitos cell's, its last line with the cells
after it ("Agente Comunitário de" / "Saúde – Distrito de Jaburu" / "Ensino Médio e residência na" /
"área 40h 2.824,00 2 0 1 3", under "CARGO REQUISITOS CH VENCIMENTO (R$) VAGAS AC … TOTAL"). Read a line at
a time, the row's name was its requisitos ("Ensino Médio e residência na área", confirmed: a phantom) and
its name's lines were left over.

Under a header with a text column between the name and the counts and none after the last count (every
line between two rows' counts is then the lower row's), when a line of the row after its first opens as a
requisito does ("Ensino …", "Curso …", "Licenciatura …", "Superior em …", "Nível médio …") and the line
above it does not go on into it, the lines before it are the name cell, unless they read as the row
above's requisitos going on below its counts, as a layout-preserving extraction centres cells (an opening
in lower case, a line ending a sentence: IDECAN's "para sessões noturnas.", set 5's y02). Where the name cell ends is read from words, not from the
page: the table is left uncertain (a one-line row's name holds its requisitos cell too, one space after
it, in such a table)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import rows
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW

#: How a requisitos cell opens (folded): a level of schooling, a course, a degree.
_OPENS_AS_REQUISITO = re.compile(
    r"(?:ensino\s(?:fundamental|medio|superior|tecnico)|nivel\s(?:fundamental|medio|superior|tecnico)"
    r"|curso(?:\s|$)|licenciatura|bacharelado|graduacao(?:\s|$)|superior\s(?:em|completo|incompleto)"
    r"|formacao(?:\s|$)|alfabetizado|escolaridade(?:\s|$))"
)
_LETTER = re.compile(r"[^\W\d_]")
_ENDS_SENTENCE = re.compile(r"[.;:]\s*$")


def name_cell(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """The row's name cell: the lines before its requisitos cell where a line of the row's after the first
    opens as one, the line above it not going on (the table then in doubt), else `name_lines`."""
    if not name_lines or not table.inner_text or rows.trailing_cells(table.columns):
        return name_lines
    lines = [x for x in pending if _LETTER.search(x.text)]
    start = next(
        (
            n
            for n in range(1, len(lines))
            if _OPENS_AS_REQUISITO.match(lines[n].folded) and not CONTINUES.search(lines[n - 1].folded)
        ),
        None,
    )
    if (
        start is None
        or NAME_STARTS_LOW.match(lines[0].text)
        or any(_ENDS_SENTENCE.search(x.text) for x in lines[:start])
    ):
        return name_lines  # the lines above are the row above's requisitos going on below its counts
    extractor.table_doubts.setdefault(
        table.id,
        f"o nome da linha {lines[0].number} e seus requisitos vêm em linhas separadas (“{_short(lines[0].text)}”): "
        "onde o nome termina foi deduzido das palavras; confira os nomes, que podem levar os requisitos",
    )
    return lines[:start]


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39].rstrip() + "…"
