"""The lines between two rows of a quadro whose last column, after the counts, is a requisitos text that
wraps: each the row above's requisitos going on, or the next row's name begun above its counts.

pypdf gives such a row (Cargo, counts, then "Requisitos": a municipal quadro with no code column) as its
name, counts and the requisitos' first words on one line, the requisitos' other lines on lines of their own,
before the next row's name, which may itself wrap before its counts: "Agente Administrativo 03 01 01 05
Ensino médio completo e curso de" / "informática básica" / "Motorista 02 00 01 03 Ensino fundamental e CNH"
/ "categoria D" / "Técnico em" / "Enfermagem 01 00 00 01 …". Read a line at a time, a requisito's tail
began the next row's name ("informática básica Motorista", confirmed). Nothing on the page parts the two
but the words, so when a row's counts come (`settle`), the text lines right after the row above's (whose
line ends in text) are read in order:

- a line the words prove the requisitos' (it opens in lower case, the text above it ends in a joining word,
  a comma or "categoria", or it opens with a word no cargo's name opens a line with: "completo", "CNH",
  "registro no", a council's acronym) is taken off the next name: a table line, no name's; so are all the
  lines above a line of the row's pay and hours alone (the row's cells come after its requisitos);
- the first line they do not prove starts the lines left: these are the name's when each goes on into the
  next up to the counts' line (it ends in a joining word, or the next opens in lower case: a requisitos
  cell never runs on into the next row's name, so a line that does is a name's start whatever its words,
  "Motorista – CNH" / "categoria D 02 …"); else the table is in doubt, its names kept as read.

A long line, or a sentence of seven words or more ("médio completo. Experiência mínima de seis meses na
função.") ended the table as prose; where the words prove it goes on with the row above's requisitos and a
row comes within a few lines below, it is kept in the table (`goes_on_row`). A rule, a level's heading or a
line with digits ends the lines looked at. Every walk is bounded: the lines of one row, `_BACK` lines.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables import name_start, rows
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.names import CONTINUES
from cotacheck.linter.tables.row_tails import TEXT_ROW

#: A word no cargo's name holds and a requisitos cell often does (folded): a level completed, a driving
#: licence, a council's registration.
_REQUISITO_WORD = re.compile(
    r"(?:completo|completa|incompleto|incompleta|cnh|registro\s(?:no|na|em)|inscricao\s(?:no|na)"
    r"|experiencia|conhecimentos?|nocoes|residir|reside|equivalente|habilitado|alfabetizado"
    r"|coren|crm|cress|crea|crf|crn|crp|cro|crc|cau|oab|crefito|cref|crmv|crbio|cra|cfc|corecon)(?=[\s.,;)]|$)"
)
#: A line that opens in lower case (a letter): no name opens so; a text going on.
_LOW = re.compile(r"^[a-zà-ú]")
#: The last word of a row's line when its requisitos run to its end (no hours, no pay, no count there).
_TEXT_END = re.compile(r"^[^\d]*[^\W\d_][^\d]*$")
#: A requisitos text ending in a word its next must follow ("CNH categoria" / "D").
_OPEN_END = re.compile(r"\s(?:categoria|classe)$", re.IGNORECASE)
_NOT_TEXT = frozenset(("horas", "hs", "semanais", "mensais", "h"))


def settle(extractor, table, words: list[str]) -> None:
    """A row's counts have come (`words` before them): the requisitos' lines of the row above taken off
    the pending name lines; the table in doubt when the lines left may be either (module docstring)."""
    if not table.trailing_text or not table.pending or not table.last_row_line:
        return
    above = _row_text(extractor, table.last_row_line)
    if above is None:
        return
    chain, closed = _chain(extractor, table)
    if not chain:
        return
    tails = len(chain) if closed else 0  # the row above's pay or hours below them: all its requisitos
    text = above
    for line in chain[tails:]:
        if not _goes_on(text, line):
            break
        tails += 1
        text = line.text
    if tails == len(chain) and words and (CONTINUES.search(chain[-1].text) or _LOW.match(words[0])):
        tails = 0  # the last line runs on into the counts' line: a name's start, whatever its words
    taken = chain[:tails]
    if taken:
        gone = {id(x) for x in taken}
        table.pending = [x for x in table.pending if id(x) not in gone]
        extractor.table_lines.update(x.number for x in taken)
    left = chain[tails:]
    if left and not _name_run(left, words):
        _doubt(extractor, table, left[0])


def _doubt(extractor, table, line: Line) -> None:
    extractor.table_doubts.setdefault(
        table.id,
        f"a linha {line.number} (“{_short(line.text)}”) fica entre duas linhas do quadro: pode ser o fim "
        "dos requisitos da linha de cima ou o começo do nome da de baixo; confira os nomes",
    )


_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")
#: A line of a row's pay and hours alone ("1.564,49 40h", "R$ 5.099,00 25h").
_PAY_HOUR = r"(?:R\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,2}\s?(?:h|hs|horas)(?:\ssemanais)?"
_PAY_HOURS = re.compile(rf"(?:{_PAY_HOUR})(?:\s(?:{_PAY_HOUR}))*")
#: Lines looked back over from a text line to the row above's line.
_BACK = 6


def goes_on_row(extractor, table, line: Line) -> bool:
    """Whether `line`, a sentence that would end the table ("… Experiência mínima de seis meses na
    função."), is the row above's requisitos going on: the words prove it of it and of every line between,
    and a row's counts come below it."""
    if not table.trailing_text or not table.last_row_line:
        return False
    index = extractor._index.get(line.number)
    row = table.cell_lines[-1] if table.cells else table.last_row_line
    if index is None:
        return False
    start = next(
        (k for k in range(index - 1, max(-1, index - 1 - _BACK), -1) if extractor.lines[k].number == row), None
    )
    above = _row_text(extractor, row) if start is not None else None
    if above is None:
        return False
    for below in extractor.lines[start + 1 : index + 1]:
        if not _goes_on(above, below):
            return False
        above = below.text
    return _row_below(extractor, index, len(table.counts))


def _row_below(extractor, index: int, columns: int) -> bool:
    """Whether a row's line (its counts, text after them at times) comes within `_BACK` lines below
    `extractor.lines[index]`, before a line a table ends at."""
    for below in extractor.lines[index + 1 : index + 1 + _BACK]:
        if rows.starts_table_end(below):
            return False
        if TEXT_ROW.search(below.text) or len(split_cells(below)[1]) >= columns:
            return True
    return False


def _row_text(extractor, number: int) -> str | None:
    """The text of the row's line `number` when it ends in a text cell (the requisitos), else None."""
    index = extractor._index.get(number)
    if index is None:
        return None
    text = extractor.lines[index].text.rstrip()
    last = text.rsplit(" ", 1)[-1]
    if not _TEXT_END.search(last) or last.lower().strip(".,;:)") in _NOT_TEXT:
        return None
    return text


def _chain(extractor, table) -> tuple[list[Line], bool]:
    """The pending lines right after the row above's line, each right after the one before; and whether
    the row's other cells (pay, hours) follow them on a line of their own (the row's cells come after its
    requisitos: the lines are all its)."""
    previous = table.last_row_line
    chain = []
    for line in table.pending:
        if extractor.previous_number(line) != previous or not _LETTER.search(line.text):
            break  # a rule, a dash: no requisito's, no name's
        if _DIGIT.search(line.text) or name_start.level_heading(line):
            # a row's other cells on a line of their own, a level's heading: the row is over
            return chain, bool(_PAY_HOURS.fullmatch(line.text.strip()))
        chain.append(line)
        previous = _last_number(extractor, line)
    return chain, False


def _last_number(extractor, line: Line) -> int:
    """The number of the last of the edital's lines `line` was joined from ("categoria" / "A" read as one)."""
    index = extractor._index.get(line.number)
    if index is None:
        return line.number
    text = extractor.lines[index].text
    while len(text) < len(line.text) and index + 1 < len(extractor.lines) and line.text.startswith(text):
        index += 1
        text = f"{text} {extractor.lines[index].text}"
    return extractor.lines[index].number if text == line.text else line.number


def _goes_on(above: str, line: Line) -> bool:
    """Whether the words prove `line` goes on with the requisitos text `above`."""
    return bool(
        _LOW.match(line.text)
        or CONTINUES.search(above)
        or _OPEN_END.search(above)
        or _REQUISITO_WORD.match(line.folded)
    )


def _name_run(lines: list[Line], words: list[str]) -> bool:
    """Whether `lines` and the counts' line's `words` are one name cell: each goes on into the next."""
    texts = [x.text for x in lines] + ([" ".join(words)] if words else [])
    if len(texts) < 2 or not words:
        return False
    return all(CONTINUES.search(a) or _LOW.match(b) for a, b in zip(texts, texts[1:]))


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39].rstrip() + "…"
