"""A row's name that starts lines above its counts, found by the words every row's name opens with.

A copy that prints each cell on lines of its own (Adobe Reader's, a Cesgranrio quadro: "Emprego/Ênfase",
"Polo de Trabalho", the counts) wraps a long name over two lines or three and puts the next cell, the
place, on the counts' line: "Profissional de Nível Superior Júnior – Ênfase 11: Análise de Sistemas" /
"(Infraestrutura)" / "Rio de Janeiro/RJ  2 - - 2 25". Nothing marks the first line as unfinished, so the
row was named by its place alone ("Rio de Janeiro/RJ", a phantom) and the name's lines were left over as
a possible tail of the row above. When a line among a row's pending lines (none taken by the row above)
opens with the same three words as the table's names (those of its first row's first text line that
another line below opens with too), the name starts there: that line and those below it are the row's.
Such a line is a row's name however many words it has (a line of 12 words or more, with no count, was
prose that ended the table, and the rows below it were lost), unless it ends a sentence.

Not where the row's name line opens with its code under a code column before the name: the row opens at its
code (`code_line`), and the lines above sharing an opening are group headings repeated over the rows
("SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO" / "01 Agente Administrativo 10 1 3 14" … "SECRETARIA MUNICIPAL DE
SAÚDE" / "03 Médico 10 1 2 13": widened, each group's first row was confirmed under its heading and code).
With no code, in a table of one name column (no place on the counts' line to be the rest of the row), such
a line is a name's start or a group's heading alike: the name is widened, the table in doubt (`row_name`).
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import dash_tail
from cotacheck.linter.tables.code_rows import opens_with_code

#: How many words the rows' names must share at their start.
_WORDS = 3


def opening(line: Line) -> str | None:
    """The first words of a row's first name line, when it has more than them."""
    words = line.folded.split(None, _WORDS)
    return " ".join(words[:_WORDS]) if len(words) > _WORDS else None


#: How far below a table's first row another row's name is looked for.
_REACH = 40


def shared(extractor, table, pending: list[Line]) -> str | None:
    """The words the table's rows' names open with: decided at its first row, from the first of its text
    lines whose opening words open another line within `_REACH` lines below (another row's name)."""
    if table.name_opening is None:
        table.name_opening = ""
        index = extractor._index.get(pending[-1].number) if pending else None
        below = extractor.lines[index + 1 : index + 1 + _REACH] if index is not None else []
        for line in pending:
            words = opening(line)
            if words and any(x.folded.startswith(words) for x in below):
                table.name_opening = words
                break
    return table.name_opening


def widened(pending: list[Line], name_lines: list[Line], shared: str | None, coded: int = 0) -> list[Line]:
    """`name_lines` (the last of `pending`) widened up to the nearest pending line that opens with
    `shared`, when the first of them does not, nor opens with its code under `coded` code columns."""
    if not shared or not name_lines or name_lines[0].folded.startswith(shared):
        return name_lines
    if coded and opens_with_code(name_lines[0]):
        return name_lines  # the row opens at its code: the lines above are a heading or the row above's
    first = next((n for n, line in enumerate(pending) if line is name_lines[0]), None)
    for n in range(first - 1 if first else -1, -1, -1):
        if pending[n].folded.startswith(shared):
            return pending[n:first] + name_lines
    return name_lines


def opens_row(extractor, table, line: Line) -> bool:
    """`line` opens as the table's rows' names do (before its first row: as a line below does), and is no
    sentence (a long name's first line)."""
    if line.text.rstrip().endswith("."):
        return False
    words = table.name_opening if table.name_opening is not None else opening(line)
    if not words or not line.folded.startswith(words):
        return False
    if table.name_opening is not None:
        return True
    index = extractor._index.get(line.number)
    return index is not None and any(
        x.folded.startswith(words) for x in extractor.lines[index + 1 : index + 1 + _REACH]
    )


def row_name(extractor, table, pending: list[Line], name_lines: list[Line]) -> list[Line]:
    """`name_lines` widened (`widened`) for a row of `table`; in a table of one name column whose row's own
    text is a name of its own (a capital first, the line above ending in no joining word), the table in doubt:
    the line above may be a group's heading ("SECRETARIA MUNICIPAL DE SAÚDE" / "Médico 10 1 2 13")."""
    wide = widened(pending, name_lines, shared(extractor, table, pending), table.leading_ignored)
    if (
        len(wide) > len(name_lines)
        and table.names == 1
        and name_lines[0].text[:1].isupper()
        and not _opens_each_row(extractor, table, wide[0], name_lines[-1])
    ):
        line = wide[0]
        text = line.text.strip()
        extractor.table_doubts.setdefault(
            table.id,
            f"a linha {line.number} (“{text if len(text) <= 40 else text[:39].rstrip() + '…'}”) pode ser um "
            f"título de grupo ou o começo do nome da linha {name_lines[-1].number}: confira os nomes",
        )
    return wide


def _opens_each_row(extractor, table, top: Line, last: Line) -> bool:
    """`top`, the first of a row's name lines, ends in a dash, the name visibly going on ("MÉDICO DO TRABALHO
    –" / "Centro" / "Oeste" / "DF 1 1 2 4"), and the next row opens with the same words again (or none
    follows): every row's name begins so (`dash_tail`). A heading stands over rows it does not open: a row
    below it named without its words ("POLO 1 –" / "REGIÃO NORTE" / "Médico 10 1 2 13" / "Enfermeiro 3 0 1 4")
    keeps the doubt."""
    words = table.name_opening
    return bool(dash_tail.DASH_END.search(top.text)) and dash_tail.next_row_opens(
        extractor, table, last, lambda x: x.startswith(words)
    )
