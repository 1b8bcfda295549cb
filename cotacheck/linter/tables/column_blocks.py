"""A quadro extracted column by column: the names in one block, then each count column in a block of its own.

Some PDFs give a table's text a column at a time: under the header ("Cargo" / "Ampla" / "PcD" / "Negros" /
"Total"), every cargo's name, then every AC cell, then every PcD cell, and so on. Read row by row, the last
name took the first count block's cells and the other names were lost. Right after a header, a run of name
lines followed by a run of lone cells holding at least two rows' worth is such a quadro: the cells are cut
into one block per count column, and the i-th name is paired with the i-th cell of each block. Order is all
that pairs them, so the pairing is accepted only when it is proven: as many names (a name wrapped over
lines joined back) as cells in each block, and every row's identity holding (its parts make its total).
Otherwise nothing of it is read, and a note says "quadro em blocos de colunas: não lido" with its lines:
an unread quadro, never a guessed one. A name joined from wrapped lines leaves the table uncertain (the join
is a guess about where each name ends).
"""

from __future__ import annotations

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.arithmetic import read_row
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW, PAGE_MARKER, TOTAL_ROW
from cotacheck.linter.tables.rows import MARK_ALONE, ends_table, starts_table_end

NOT_READ = "quadro em blocos de colunas: não lido"
_WHY = "os nomes e cada coluna de números vieram em blocos separados, e parear por ordem não fecha todas as linhas"
JOINED = "nomes quebrados em linhas no quadro em blocos de colunas: o pareamento por ordem não foi provado"


def read(extractor, table, start: int) -> None:
    """Read the quadro in column blocks that starts at `extractor.lines[start]` right under `table`'s
    header, if there is one: its rows through the table's own row reading (`flush_cells`), or the note."""
    counts = len(table.counts)
    if counts < 2 or table.names != 1 or table.inner_text or table.trailing_text or table.leading_ignored:
        return  # only names and counts: a text or code column's block cannot be told from the names
    names, cells, end = _blocks(extractor, start, counts)
    if len(names) < 2 or len(cells) <= counts or (len(cells) < 2 * counts and len(joined_names(names, 0) or names) < 2):
        return  # not blocks: a row read one cell a line has its own name (perhaps wrapped) before its cells
    used = {line.number for line in extractor.lines[start:end]}
    extractor.table_lines.update(used)
    extractor.blocks_read.update(used)
    rows = len(cells) // counts
    joined = joined_names(names, rows) if len(cells) % counts == 0 else None
    grid = [[cells[b * rows + r] for b in range(counts)] for r in range(rows)] if joined else []
    if not joined or not all(read_row(table.counts, [c for c, _ in row]).confidence == "confirmed" for row in grid):
        first, last = extractor.lines[start].number, extractor.lines[end - 1].number
        said = f"{NOT_READ} (linhas {first} a {last}): {_WHY}"
        extractor.notes.append({"kind": "note", "line": first, "what": said})
        return
    if len(joined) != len(names):
        extractor.table_doubts.setdefault(table.id, JOINED)
    for name, row in zip(joined, grid):
        table.pending = [name]
        table.cells, table.cell_lines = [c for c, _ in row], [n for _, n in row]
        table.cells_apart = True
        extractor.flush_cells(table)
    table.last_row_line = extractor.lines[end - 1].number  # the quadro's last line: a page break may follow


def _blocks(extractor, start: int, counts: int) -> tuple[list[Line], list[tuple[tuple[str, int], int]], int]:
    """The run of name lines from `start`, the run of lone cells (each with its line) after it, and the
    index where the cells end. A name may end in a number ("Área 2"), not in a row's worth of `counts`
    (a flat row ends the names at once). Page markers and footnote marks alone on a line are passed over."""
    lines = extractor.lines
    names: list[Line] = []
    cells: list[tuple[tuple[str, int], int]] = []
    j = start
    while j < len(lines):
        line = lines[j]
        if PAGE_MARKER.match(line.folded) or MARK_ALONE.match(line.folded):
            j += 1
            continue
        words, found = split_cells(line)
        if not words and len(found) == 1 and names:
            cells.append((found[0], line.number))
        elif words and not cells and len(found) < counts and not _ends(extractor, line):
            names.append(line)
        else:
            break
        j += 1
    return names, cells, j


def _ends(extractor, line: Line) -> bool:
    """A line no name block runs over: a note, a numbered item, a signature's place and date, a header."""
    if ends_table(line) or starts_table_end(line):
        return True
    return extractor.header_kinds(line) is not None and not TOTAL_ROW.match(line.folded.strip(" :"))


def joined_names(lines: list[Line], rows: int) -> list[Line] | None:
    """The block's `rows` names: its lines, or its lines with each wrapped name joined back (a line that
    cannot end a name, or one that starts in lower case, goes on with the next); None when they do not
    come to `rows` (with `rows` 0, the lines joined whatever their number)."""
    if len(lines) == rows:
        return lines
    joined: list[Line] = []
    for line in lines:
        if joined and (CONTINUES.search(joined[-1].folded) or NAME_STARTS_LOW.match(line.text)):
            text = f"{joined[-1].text} {line.text}"
            joined[-1] = Line(joined[-1].number, text, f"{joined[-1].folded} {line.folded}")
        else:
            joined.append(line)
    return joined if len(joined) == rows or not rows else None
