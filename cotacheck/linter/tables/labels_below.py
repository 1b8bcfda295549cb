"""A header whose text columns' labels after the first, tall cells, pypdf printed a word or two a line below
its first line; rows whose requisito wraps, their short cells after it on a line of their own.

FEPESE's quadro as pypdf gives LibreOffice's PDF of it (t18 of the ninth set): "Emprego Vagas Habilitação
mínima exigida" / "Carga" / "horária" / "semanal" / "(horas)" / "Vencimento" / "inicial (R$)", then rows
"Agente Administrativo 4 Ensino Médio completo. 40 2.914,33", and a row whose requisito wraps as "Médico
Ortopedista 1" / "Curso superior em Medicina, Residência Médica ou" / "Título de Especialista …" /
"registro no CRM/SC." / "20 14.300,00". Read as it stood the header was its first line only: the label
lines went into the first row's name ("Vencimento inicial (R$) Agente Administrativo") and the row's hours
and pay into the next row's ("20 14.300,00 Médico Cardiologista"), so a clause's reserve for the cargo
named no row read.

A digit-free line naming the name's label, count labels and a text column's label after them, followed by
two lines or more of at most `_WORDS` words and no digit whose words, joined to it, read as that header
with text labels only after it (a word or two of no label's, "inicial", "(horas)", allowed among them), and
then, within `_ROWS_AFTER` lines, a row of words and counts, is one header: the lines are joined into one,
numbered as the last. Below it, a row that ends in its counts while the table's other rows end in their
short cells (one token each: hours, an amount) takes the lines of words below it up to a line of those
cells alone (at most `_WRAP` lines; a line ending in counts, a row, stops it), and is re-laid as one line.
The pass then reads the rows as it reads those printed on one line, and confirms them only by their
arithmetic.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_decimal, laid_line
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, unmatched_words

#: A label line below the header's first: a word or two of a tall cell's label ("inicial (R$)").
_WORDS = 3
_MAX_LABEL_LINES = 10
_ROWS_AFTER = 2
#: The header's first line: a name, counts and a text column in a few words.
_HEAD_WORDS = 10
#: A row's short cells after its text: hours, an amount.
_SHORT_CELL = re.compile(r"\d{1,2}h?|\d{1,2}h\d{2}|(?:R\$)?\d{1,3}(?:\.\d{3})*,\d{2}")
_COUNT = re.compile(r"\d{1,4}|[-–—]")
_JOINING = frozenset({"de", "do", "da", "dos", "das", "e", "em", "com", "no", "na", "ou", "a", "o", "minima", "minimo"})
_MONEY = re.compile(r"\d,\d{2}(?:\s|$)")
#: Lines a wrapped requisito takes before its short cells, and the words of a sentence that ends the table.
_WRAP = 10
_SENTENCE = 14
_ITEM = re.compile(r"\d+(?:\.\d+)+\.?\s")


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each such header joined into one line and its wrapped rows re-laid (same list)."""
    n = 0
    while n + 2 < len(lines):
        line, below = lines[n], lines[n + 1]
        if (
            below.text
            and below.text.count(" ") < _WORDS
            and not has_decimal(below.text)
            and line.text.count(" ") < _HEAD_WORDS
            and not has_decimal(line.text)
            and (found := _header(lines, n)) is not None
        ):
            end, header, counts = found
            lines[n : end + 1] = [header]
            _rows(lines, n + 1, counts)
        n += 1
    return lines


def _header(lines: list[Line], n: int) -> tuple[int, Line, int] | None:
    """(the last label line's index, the header as one line, its count columns) for a first line at `n`."""
    head = header_tokens(lines[n].folded)
    if not head or "name" not in head or head[-1] != "ignore":
        return None
    counts = sum(kind in COUNT_TOKENS for kind in head)
    if not counts or any(kind in COUNT_TOKENS for kind in head[head.index("name") + 1 + counts :]):
        return None
    words = [lines[n].text]
    found = None  # the longest run of label lines that reads so (a first row's name may wrap under them)
    for end in range(n + 1, min(len(lines), n + 1 + _MAX_LABEL_LINES)):
        text = lines[end].text
        if not text or text.count(" ") >= _WORDS or has_decimal(text):
            break
        words.append(text)
        if end - n < 2 or not _opens_row(lines, end + 1, counts):
            continue
        joined = " ".join(words)
        kinds = header_tokens(fold(joined))
        extra = kinds[len(head) :] if kinds and kinds[: len(head)] == head else []
        strays = len(unmatched_words(fold(joined))) - len(unmatched_words(lines[n].folded))
        if extra and all(kind == "ignore" for kind in extra) and strays <= len(extra):
            found = end, laid_line(lines[end].number, joined), counts
    return found


def _opens_row(lines: list[Line], k: int, counts: int) -> bool:
    """Whether a row of words then `counts` counts stands within `_ROWS_AFTER` lines from `k`."""
    return any(_count_end(line.text.split(), counts) is not None for line in lines[k : k + _ROWS_AFTER])


def _count_end(tokens: list[str], counts: int) -> int | None:
    """The index after the row's counts (words, then `counts` counts, the first a number), or None."""
    for k in range(1, len(tokens) - counts + 1):
        if (
            tokens[k].isdigit()
            and all(_COUNT.fullmatch(t) for t in tokens[k : k + counts])
            and not _COUNT.fullmatch(tokens[k - 1])
        ):
            return k + counts
    return None


def _rows(lines: list[Line], first: int, counts: int) -> None:
    """The rows from `first` on that end in their counts, their requisito wrapped and their short cells on
    a line of their own below it, re-laid as one line each (in place)."""
    n = first
    while n < len(lines) and n - first < 200:
        tokens = lines[n].text.split()
        end = _count_end(tokens, counts)
        if (end is None and len(tokens) >= _SENTENCE) or _ITEM.match(lines[n].text):
            return  # a sentence across the page, a numbered item: the table is over
        if end is None or end != len(tokens):
            n += 1
            continue
        for k in range(n + 1, min(len(lines), n + 2 + _WRAP)):
            cells = lines[k].text.split()
            if (
                not cells
                or _is_row(cells, counts)
                or (len(cells) >= _SENTENCE and not _SHORT_CELL.fullmatch(cells[-1]))
            ):
                break
            if _SHORT_CELL.fullmatch(cells[-1]) and _MONEY.search(lines[k].text):
                # the short cells alone, or after the requisito's last words ("COREN/SC. 44 19.821,83")
                text = " ".join(line.text for line in lines[n : k + 1])
                # numbered as its last line, next to the line below (a name wrapped before its count there
                # is read with its own row, not as the tail of this one's)
                lines[n : k + 1] = [laid_line(lines[k].number, text)]
                break
        n += 1


def _is_row(tokens: list[str], counts: int) -> bool:
    """Whether the line is a row: a name (opening in capitals, not ending in a joining word: "… carga horária
    mínima de 80 horas." is a requisito's), then counts, then the end of the line or a text cell (a
    requisito's last words with the short cells after them, "COREN/SC. 44 19.821,83", are none)."""
    end = _count_end(tokens, counts)
    if end is None or not tokens[0][:1].isupper() or fold(tokens[end - counts - 1]) in _JOINING:
        return False
    return end == len(tokens) or not all(_SHORT_CELL.fullmatch(t) for t in tokens[end:])
