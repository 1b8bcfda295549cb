"""A group heading between a coded table's rows: the lotação of the rows below it, never a row's name.

A prefeitura lists its cargos by secretaria, an institute by campus, a court by comarca or polo, in one
table whose rows open with their codes, a line with no figure over each group ("Código Cargo AC PcD Negros
Total CR" / "SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO" / "01 Agente Administrativo 10 1 3 14 CR" / "02
Motorista 7 1 1 9 CR" / "SECRETARIA MUNICIPAL DE SAÚDE" / "03 Médico 10 1 2 13 -"). Read as the start of the
next row's name, the heading and the row's code were glued into a confirmed name ("SECRETARIA MUNICIPAL DE
ADMINISTRAÇÃO 01 Agente Administrativo").

Under a code column before the name, the row opens at its code (`code_line`): a line right above a row that
opens with its code is not that row's name. It is a group heading, proven, when it is the row above's name
going on by nothing (no row above since the header, or the row above's words ending in no joining word; the
line opens with a capital, is short and ends no sentence) and its shape says so: capitals over rows named in
mixed case, a group's word first ("Secretaria", "Campus", "Polo", "Unidade" …; a
level heading, "NÍVEL SUPERIOR", is `name_start`'s), or the same first
word opening another such line over a coded row further down. The heading then names the rows' lotação as
"Lotação: …" does (`extract.heading`): "Agente Administrativo – SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO".
A line that opens no row and is proven no heading is left to the stages that read it as a name's piece, in
doubt (`first_name`, `name_wrap.join_lone_tails`). With no code column nothing proves the line is no name's
first line: one of a heading's shape (`group_shaped`) over a row leaves the table in doubt (`doubt`), never
joined to the name below where a name's wrap shows nowhere (`row_lines.row_text`, `first_name`).

Not so under a cargo's title over place columns (`places_of_cargo`: Caixa 2025's "MÉDICO DO TRABALHO" /
"MACROPOLO POLO" / the counts' header / "Centro" / "Oeste" / "DF 1 1 2 0 0 4 …"): the rows name no cargo, only
its places, and the short lines over a row's counts are its place's cell wrapped (the macropolo over its polo),
the name's tail after the cargo's, ending in the row's counts line. Taken for a heading there ("Centro", a
group's word), the place was cut ("MÉDICO DO TRABALHO – Oeste DF") and sixteen rows left in doubt.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.code_rows import opens_with_code
from cotacheck.linter.tables.header import COUNT_TOKENS, labels
from cotacheck.linter.tables.name_start import level_heading
from cotacheck.linter.tables.names import CARGO_HEADING, CONTINUES, SLICE_HEADING, clean_name

#: The words a group heading opens with: the unit the rows below are placed in.
_GROUP_WORDS = frozenset(
    (
        "secretaria",
        "campus",
        "polo",
        "lotacao",
        "unidade",
        "comarca",
        "regional",
        "diretoria",
        "departamento",
        "coordenadoria",
        "superintendencia",
        "gerencia",
        "fundacao",
        "autarquia",
        "escola",
        "hospital",
        "setor",
        "sede",
        "local",
        "localidade",
        "municipio",
        "cidade",
        "regiao",
        "distrito",
        "zona",
        "subsecao",
        "nucleo",
        "instituto",
        "centro",
    )
)
#: The words a table's title or furniture opens with: "QUADRO DE OFICIAIS", "ANEXO II", "TOTAL GERAL".
_NOT_GROUPS = frozenset(
    (
        "quadro",
        "tabela",
        "anexo",
        "total",
        "subtotal",
        "legenda",
        "nota",
        "notas",
        "obs",
        "observacao",
        "cargos",
        "vagas",
        "continuacao",
        "(continuacao)",
        "pagina",
        "edital",
        "concurso",
    )
)
#: How far below a heading another of the same shape is looked for.
_REACH = 80
_WORDS = 9
_LETTER = re.compile(r"[^\W\d_]")
_DASH_END = re.compile(r"[^\W\d_]\s[-–—]\s*$")
_DIGIT = re.compile(r"\d")


def names_group(extractor, table, line: Line) -> bool:
    """Whether `line` (text, no count, in a table being read) is a proven group heading; if so it names the
    lotação of the rows below it."""
    if not table.leading_ignored or table.inner_text or table.pending or table.cells or table.cells_apart:
        return False  # the cheap trigger: a coded flat table, right after its header or a row
    text = line.text.strip(" |")
    if not _heading_shaped(line, text) or CARGO_HEADING.match(line.plain) or SLICE_HEADING.match(line.plain):
        return False  # "LOTAÇÃO: SEDE", "Cargo: …": `extract.heading` names the slice or the cargo
    index = extractor._index.get(line.number)
    if index is None or index + 1 >= len(extractor.lines):
        return False
    if not _coded_row(extractor, index + 1, len(table.counts)):
        return False
    if table.last_row_line > table.repeated_at and _name_goes_on(extractor.lines[index - 1]):
        return False  # the row above's name visibly goes on ("01 Agente de 10 1 3 14" / "Serviços Gerais")
    if not _group_shape(extractor, table, index, text):
        return False
    extractor.slice_context = (clean_name(text), line.number)
    extractor.table_lines.add(line.number)
    return True


def group_shaped(extractor, table, line: Line, name: str) -> bool:
    """`line` reads as a group's heading over a row named `name` (with no code column to tell): short, a
    capital first, ending no sentence, and in capitals over a mixed-case name or opening with a group's word.
    Never over a cargo's places (`places_of_cargo`): there the line is the place's cell wrapped; nor under a
    line whose words end in a dash or a joining word: the name above goes on into it."""
    if places_of_cargo(extractor, table):
        return False
    index = extractor._index.get(line.number)
    if index and _goes_on_into(extractor, extractor.lines[index - 1]):
        return False  # the line above goes on into it: "ARQUITETO –" / "Zona da Mata" / "MG 2 0 0 2"
    text = line.text.strip(" |")
    if not _heading_shaped(line, text):
        return False
    return (_capitals(text) and not name.isupper()) or line.folded.split(" ", 1)[0] in _GROUP_WORDS


def over_coded_row(line: Line, below: Line) -> bool:
    """`line` is a group's heading over `below`, a row opening with its code, in a header's re-laid table
    (`span_after_row`, Quadrix's "negros Total" / "SECRETARIA MUNICIPAL DE SAÚDE" / "101 Médico 10 1 3 14 30"):
    heading-shaped, in capitals over a mixed-case name or opening with a group's word. A row's name is drawn
    from its code on, never from the line above it."""
    text = line.text.strip(" |")
    if not opens_with_code(below) or not _heading_shaped(line, text):
        return False
    name = " ".join(split_cells(below)[0][1:])
    return (_capitals(text) and not name.isupper()) or line.folded.split(" ", 1)[0] in _GROUP_WORDS


def places_of_cargo(extractor, table) -> bool:
    """The rows are one cargo's places: the cargo named above the table (its title over the place columns'
    labels, "MÉDICO DO TRABALHO" / "MACROPOLO POLO", or a "Cargo: …" heading) and the name columns places.
    A row's text is then only its place, the name's tail after the cargo ("MÉDICO DO TRABALHO – Centro Oeste
    DF"), and the short lines over its counts' line are that place's cell wrapped ("Centro" / "Oeste" / "DF 1 1
    2 0 0 4 …", Caixa's macropolo over its polo), ending in the row's counts; no cargo's name to glue a heading
    into."""
    return table.places and bool(table.cargo or extractor.cargo_context)


def doubt(extractor, table, line: Line, row: int) -> None:
    """The table in doubt: `line` may be a group's heading or the start of the name of the row on line `row`."""
    text = line.text.strip()
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{text if len(text) <= 40 else text[:39].rstrip() + '…'}”) pode ser um título "
        f"de grupo ou o começo do nome da linha {row}: confira os nomes",
    )


def _capitals(text: str) -> bool:
    """A heading in capitals, of two words or more ("CRC" alone is a requisito's acronym wrapped)."""
    return text.isupper() and len(text.split()) >= 2


def _heading_shaped(line: Line, text: str) -> bool:
    """A short line opening with a capital, no code first, ending no sentence nor in a joining word."""
    return bool(
        text[:1].isupper()
        and len(text.split()) <= _WORDS
        and not opens_with_code(line)
        and not text.endswith((".", ";", ":"))
        and not CONTINUES.search(line.folded)
        and _LETTER.search(text)
        and not level_heading(line)
        and line.folded.split(" ", 1)[0] not in _NOT_GROUPS
        and "%" not in text
        and not any(kind in COUNT_TOKENS for kind, _, _ in labels(line.folded))  # "CONCORRÊNCIA (20%)": a label's
    )


def _goes_on_into(extractor, above: Line) -> bool:
    """The line above, no header's, is a name's going on: its words end in a joining word, or it is words and
    a dash, no figure ("ARQUITETO –": a row's dash cell, "Enfermeiro 3 0 1 -", is no such line)."""
    if extractor.header_kinds(above) is not None:
        return False
    return _name_goes_on(above) or bool(_DASH_END.search(above.text) and not _DIGIT.search(above.text))


def _name_goes_on(above: Line) -> bool:
    """The row above's words before its counts end in a joining word or a dash: its name goes on below."""
    words = split_cells(above)[0]
    return bool(words) and CONTINUES.search(" " + " ".join(words)) is not None


def _coded_row(extractor, i: int, counts: int) -> bool:
    """Line `i` opens a row by its code: the code and a name, every count on it or, the name wrapped, on the
    next line, which opens with no code."""
    line = extractor.lines[i]
    if not opens_with_code(line):
        return False
    words, cells = split_cells(line)
    if len(words) < 2:
        return False
    if len(cells) >= counts:
        return True
    if cells or i + 1 >= len(extractor.lines) or opens_with_code(extractor.lines[i + 1]):
        return False
    words, cells = split_cells(extractor.lines[i + 1])
    return bool(words) and len(cells) >= counts


def _group_shape(extractor, table, index: int, text: str) -> bool:
    """The line reads as a group's heading: capitals over a mixed-case name, a group's word first, or, over
    the table's first row (no row above whose name it may end), its first word opening another heading-shaped
    line over a coded row within `_REACH` lines below."""
    name = " ".join(split_cells(extractor.lines[index + 1])[0][1:])
    if _capitals(text) and not name.isupper():
        return True
    first = extractor.lines[index].folded.split(" ", 1)[0]
    if first in _GROUP_WORDS:
        return True
    if table.last_row_line > table.repeated_at:
        return False  # a row above: a repeated word alone may be its name's end each time ("Gerais")
    lines = extractor.lines
    for n in range(index + 2, min(len(lines) - 1, index + _REACH)):
        other = lines[n]
        if (
            other.folded.split(" ", 1)[0] == first
            and _heading_shaped(other, other.text.strip(" |"))
            and _coded_row(extractor, n + 1, len(table.counts))
        ):
            return True
    return False
