"""A web page's table copied as its innerText, a cell holding a line break (`<br>`): the row over several lines.

Chromium's `innerText` gives a table a row a line, its cells parted by tabs; a `<br>` inside a cell (the
requisitos: "Graduação em Engenharia Civil …<br>Registro no CREA ou CAU") ends the line there, the row's
next cells going on after it on the next line ("Analista de Trânsito\\tEngenharia de Tráfego\\tGraduação …" /
"Registro no CREA ou CAU\\tR$ 6.218,40\\t03\\t00\\t01\\t04", an online Diário Oficial's quadro). The first
row's first line, long and with no count, began no name the reader knew of: the row was named by the cell's
last line ("Registro no CREA ou CAU", a phantom), its cargo lost.

Under a tab header naming a count label (the table's lines: tab lines from there on), a line whose tabs part
two cells or more, with no count cell nor a header's label, followed within a few
lines (a cell's other breaks, no count on them) by a line whose tab cells end in two count cells or more, is
that row's beginning: its lines are re-laid as one, at the first line's number (the others left empty). The
row's text cells run on together (name, especialidade, requisitos), so where the name ends is read from
words only: the row is noted in doubt.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels

_COUNT = re.compile(r"\d{1,4}|[-–—]")
#: A cell that is no text a break can cut: an amount ("2.611,40", "R$ 1.804,22"), or counts run together ("15 1 - 16")
_NOT_TEXT = re.compile(r"(?:R\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}|(?:\d{1,4}|[-–—])(?:\s(?:\d{1,4}|[-–—]))+")
_TOTAL = re.compile(r"total", re.I)
#: A cell after a row's counts: its pay ("R$ 2.722,75") or its jornada ("40h", "30 horas", "12x36").
_AFTER = re.compile(r"(?:R\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,2}\s?h(?:oras)?(?:\s?semanais)?|\d{1,2}x\d{2}h?", re.I)
#: At most this many such cells after the counts.
_AFTER_COUNTS = 3
#: A cell's breaks followed on at most this many lines.
_BREAKS = 4
#: A line longer than this is prose, no row's.
_LONGEST = 400


def _cells(raw: str) -> list[str]:
    return [cell.strip() for cell in raw.split("\t") if cell.strip()]


def _quoted(cells: list[str]) -> bool:
    """A cell opening or closing a quoted cell over lines (a sheet's tab export, `tsv_quoted`'s: an odd count
    of quotes), which innerText never writes."""
    return any(cell.count('"') % 2 for cell in cells)


def _has_count(cells: list[str]) -> bool:
    return any(_COUNT.fullmatch(cell) for cell in cells)


def _row_end(cells: list[str]) -> bool:
    """Whether tab cells end in two count cells or more (a row's last line), after the jornada and pay cells
    that follow the counts under their own columns ("… 18 anos\t4\t1\t1\t6\t12x36\tR$ 2.722,75")."""
    end = len(cells)
    while end > 0 and len(cells) - end < _AFTER_COUNTS and _AFTER.fullmatch(cells[end - 1]):
        end -= 1
    return end >= 3 and all(_COUNT.fullmatch(cell) for cell in cells[end - 2 : end])


def _labels_counts(raw: str) -> bool:
    """A header's line: tab cells, none a count, naming a count label ("VAGAS", "AC\tPcD\tNegros")."""
    cells = _cells(raw)
    if len(cells) < 2 or _has_count(cells) or len(raw) > _LONGEST:
        return False
    return any(kind in COUNT_TOKENS for kind, _, _ in labels(fold(" ".join(cells)).lower()))


def _begins(raw: str) -> bool:
    """A line of two tab cells or more, none a count, naming no header label."""
    if len(raw) > _LONGEST:
        return False
    cells = _cells(raw)
    if len(cells) < 2 or _has_count(cells) or _quoted(cells) or any(_NOT_TEXT.fullmatch(c) for c in cells):
        return False
    folded = fold(" ".join(cells)).lower()
    return header_tokens(folded) is None and not any(kind in COUNT_TOKENS for kind, _, _ in labels(folded))


def relay(lines: list[Line], text: str, grid_doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each row broken by a cell's line break re-laid as one line, in a tab table
    under its header (the lines from a header naming a count label down to the first line with no tab)."""
    if "\t" not in text:
        return lines
    raw = raw_lines(text)
    numbers = {line.number for line in lines}
    changed: dict[int, str | None] = {}
    under_header = False
    index = 0
    while index < len(raw):
        line = raw[index]
        if "\t" not in line:
            under_header = False
        elif _labels_counts(line):
            under_header = True
        elif under_header and index + 1 in numbers and _begins(line) and (end := _end(raw, index)) is not None:
            _join(raw, index, end, changed, grid_doubts)
            index = end
        index += 1
    return rewritten(lines, changed)


def _join(raw: list[str], index: int, end: int, changed: dict[int, str | None], grid_doubts: dict[int, str]) -> None:
    """The row's lines `index` to `end` (indexes in `raw`) written as one at the first's number."""
    changed[index + 1] = " ".join(" ".join(_cells(raw[k])) for k in range(index, end + 1))
    changed.update(dict.fromkeys(range(index + 2, end + 2)))
    grid_doubts.setdefault(
        index + 1,
        f"a linha {index + 1} começa a linha da tabela que termina na linha {end + 1} (uma célula com quebra "
        "de linha): onde o nome termina foi deduzido das palavras; confira os nomes",
    )


def _end(raw: list[str], start: int) -> int | None:
    """The index of the row's last line (its cells ending in counts) after the line at `start`, with no count
    on the lines between; None where there is none within `_BREAKS` lines."""
    for k in range(start + 1, min(len(raw), start + 1 + _BREAKS)):
        cells = _cells(raw[k])
        if not cells or _quoted(cells) or _TOTAL.match(cells[0]):
            return None  # a Total row ends no row of the quadro
        if _row_end(cells):
            return k
        if _has_count(cells) or len(raw[k]) > _LONGEST:
            return None
    return None
