"""A row opens at the line that opens with its code: its text lines run from there to its counts.

A Word table printed with narrow cells (LibreOffice's export, read by pypdf) gives each row's cells in turn
and wraps them together: the code and the name's first words on one line, the name, the área and the
requisitos going on over the lines below, the pay and the counts on the last ("101 Assistente de" /
"Atendimento Delegacia" / "Regional Certificado de" / … / "reconhecida pelo MEC. 5.304,60 12 9 1 2", under
"Código Emprego Área Requisitos Salário (R$) VAGAS"). Walking up from the counts over the lines that visibly
go on, the row's name stopped at the first line with nothing to join it to the one above, and the code
line, the name's start, was left over: every row was named by its área or its requisitos ("Norte",
"Atendimento Delegacia Regional Certificado …"), confirmed by its arithmetic.

Under a header with a code column before the name, a row's line that opens with a code opens the row: the
name lines start at the first such line among the row's pending lines (the lines above it are the row
above's). Where a text column stands between the name and the counts, which of the words are the name's
and which the área's or the requisitos' is read from words only (nothing on the line marks a cell's end):
the table is then left uncertain, the line named.

With no code to open a row, under such a header with no cell after the counts (every line between two rows'
counts is then the lower row's), lines a row's name lines leave over above them ("Técnico em Informática
Regional Norte" over "Certificado de conclusão de ensino" / … / "reconhecida pelo MEC. 13.602,87 11 1 5 17")
were dropped and the row confirmed under its requisitos: past the table's first row (whose lines above are
`first_name`'s), they begin the row's name, the table in doubt; unless they read as the row above's
requisitos going on below its counts (lower case first, a sentence ended), as `requisito_lines` reads them.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import rows
from cotacheck.linter.tables.code_rows import opens_with_code
from cotacheck.linter.tables.first_name import name_goes_on
from cotacheck.linter.tables.names import NAME_STARTS_LOW
from cotacheck.linter.tables.quantities import QUANTITY

#: A line ending a sentence: a requisito's end.
_ENDS_SENTENCE = re.compile(r"[.;:]\s*$")
_LETTER = re.compile(r"[^\W\d_]")


def widened(extractor, table, pending: list[Line], name_lines: list[Line]) -> tuple[list[Line], list[Line]]:
    """(the row's text lines, its name lines), both from the first pending line above `name_lines` that opens
    with a code, under a header with a code column before the name; else as given. The table is in doubt
    when a text column stands between the name and the counts."""
    if not table.leading_ignored or not name_lines or len(pending) < 2 or _opens_row(name_lines[0]):
        return pending, name_lines
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    start = next((n for n in range(first) if _opens_row(pending[n])), None)
    if start is None:
        return pending, name_lines
    if table.inner_text:
        line = pending[start]
        text = line.text.strip()
        extractor.table_doubts.setdefault(
            table.id,
            f"a linha {line.number} (“{text if len(text) <= 40 else text[:39].rstrip() + '…'}”) abre a linha da "
            f"tabela com o seu código, e o nome, a área e os requisitos seguem juntos até as vagas da linha "
            f"{name_lines[-1].number}: onde o nome termina foi deduzido das palavras; confira os nomes, que podem "
            "levar a área e os requisitos",
        )
    return pending[start:], pending[start:first] + name_lines


def inside_row(extractor, table, line: Line) -> bool:
    """Whether `line` (text, no count; the row's counts ahead) stands inside a row whose counts are still to
    come: opened by its code, under a header with a code column; with no code column, under a header with a
    text column between the name and the counts and none after them, after lines that begin the row (not the
    row above's text going on). It is the row's text going on, never a heading over the rows below
    ("102 Agente Fiscal Delegacia" / "Regional de Araguaína Certificado" / … / "… 11.669,23 23 16 1 6": read
    as a heading, the row's first line was dropped and "Araguaína" named every row below)."""
    if table.cells or table.cells_apart or table.one_per_line or not table.pending:
        return False
    if table.leading_ignored:
        return not _opens_row(line) and any(_opens_row(x) for x in table.pending)
    if not table.inner_text or table.code_after or rows.trailing_cells(table.columns):
        return False
    above = [x for x in table.pending if _LETTER.search(x.text)]
    return bool(above) and not _tail_above(extractor, above)


def _tail_above(extractor, lines: list[Line]) -> bool:
    """`lines` read as the row above's text going on below its counts: its name visibly going on before them
    ("Analista Judiciário – Apoio Especializado – C03 1 - -" / "Especialidade Contabilidade"), or its
    requisitos (lower case first, a sentence ended: `requisito_lines`)."""
    return bool(
        NAME_STARTS_LOW.match(lines[0].text)
        or any(_ENDS_SENTENCE.search(x.text) for x in lines)
        or name_goes_on(extractor, lines[0])
    )


def _opens_row(line: Line) -> bool:
    return opens_with_code(line) and QUANTITY.match(line.folded) is None


def codeless(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` widened to every pending line above them, past the table's first row, under a header with
    a text column between the name and the counts and none after them, no code column (see the module's
    docstring); the table then in doubt, the first line named."""
    if not name_lines or name_lines[0] is pending[0] or table.leading_ignored or not table.inner_text:
        return name_lines
    if table.cells_apart or table.one_per_line or table.last_row_line <= table.repeated_at:
        return name_lines
    if table.code_after or rows.trailing_cells(table.columns):
        return name_lines  # a code column right after the name's: a row's text ends at its code
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), 0)
    above = [x for x in pending[:first] if _LETTER.search(x.text)]
    if not above or _tail_above(extractor, above):
        return name_lines  # the row above's requisitos going on below its counts
    line = above[0]
    text = line.text.strip()
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{text if len(text) <= 40 else text[:39].rstrip() + '…'}”) foi tomada como o "
        f"começo do nome da linha {name_lines[-1].number}, cujas células de texto seguem juntas até as vagas: "
        "onde o nome começa e termina foi deduzido das palavras; confira os nomes",
    )
    return pending[:first] + name_lines
