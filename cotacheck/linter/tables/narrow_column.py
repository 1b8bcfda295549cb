"""A newspaper's extrato in a narrow column: its lines joined back into the sentences they cut, words
hyphenated at a line's end made whole, so that each cargo's item is a line the list reader reads.

A câmara's extrato do edital printed in a paper's "Publicações legais" column (s25 of the seventh set) runs
30 characters a line: "CARGOS E VAGAS: Assis-" / "tente Legislativo – 03 (três)" / "vagas, das quais 01 (uma)" /
"reservada a candidatos ne-" / "gros, vencimento de R$" / "3.108,44, 40h semanais;". No line holds a
cargo and its count, and nothing was read. Here a run of such lines (ten or more, none longer than
`_WIDTH`) is joined: a word cut by a hyphen and
going on in lower case is one word ("Assis-" / "tente", "Informáti-" / "ca"), a hyphen before a capital is
kept ("Bibliotecário-" / "Documentalista"). The joined text is parted at each ";" and each sentence's end
into pieces, each on the first line it starts on that no piece before holds. A piece that is a cargo's item
("Agente de Portaria – 04 (quatro) vagas, das quais 01 (uma) reservada a candidatos negros e 01 (uma) a
pessoas com deficiência, R$ 1.844,90, 40h") loses the run's label before it ("CARGOS E VAGAS:"), the number
words in brackets after its figures, and its pay and weekly hours ("R$ 1.844,90", "40h semanais"), the
only other figures of such an item, and is made the statement `vacancy_list` makes of a list's line (read
as the summary it is: uncertain, its reason said). The run is re-laid only where two such items are found in it, one at least over two lines or more, and
every piece that opens as an item ("Name – 2 vagas …") is one; else it stays as printed (a list of one item
a line is read line by line).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.vacancy_list import statement

#: A newspaper's column: at most this many characters a line.
_WIDTH = 40
_LEAST_LINES = 10
#: A newspaper page's text, its columns one after the other: its lines this long on average at most.
_MEAN_WIDTH = 45
_RUN = re.compile("1{%d,}" % _LEAST_LINES)
_CUT = re.compile(r"[^\W\d_]-$")
_TAIL = 64  # characters of the line before that a word cut by a hyphen stands in
_PIECE_END = re.compile(r";\s|\.\s(?=[A-ZÀ-Ý])")
_LABEL = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý ]{2,40}:\s")
_ITEM = re.compile(r"^[^\W\d_][^;]{1,150}?\s[–—-]\s(?:\d{1,4}\s|cadastro)", re.I)
_NUMBER_WORDS = re.compile(r"(?<=\d)\s?\([a-zà-ú ]{2,40}\)")
_PAY = re.compile(r",?\s(?:(?:com\s)?(?:vencimento|remuneração|salário)(?:\sde)?\s)?R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}")
_HOURS = re.compile(r",?\s\d{1,2}\s?h(?:oras)?(?:\ssemanais)?(?=[,;.]|$)")


def _capitals(before: str, after: str) -> bool:
    """A word in capitals cut by a hyphen ("VA-" / "GAS:"): its two parts in capitals."""
    head = before[:-1].rsplit(" ", 1)[-1]
    tail = after.split(" ", 1)[0].rstrip(":;,.")
    return len(head) >= 1 and head.isupper() and head.isalpha() and len(tail) >= 2 and tail.isupper() and tail.isalpha()


def _join(texts: list[str]) -> tuple[str, list[int]]:
    """The run's lines as one text, and where each line starts in it."""
    parts: list[str] = []  # the pieces joined at the end: the text is never copied a line at a time
    starts: list[int] = []
    size = 0
    for text in texts:
        text = text.strip()
        tail = parts[-1][-_TAIL:] if parts else ""  # the hyphen's word, on the line before
        cut = tail.endswith("-") and _CUT.search(tail) is not None
        if cut and (text[:1].islower() or _capitals(tail, text)):
            parts[-1] = parts[-1][:-1]
            size -= 1
        elif size and not (cut and text[:1].isupper()):
            parts.append(" ")
            size += 1
        starts.append(size)
        parts.append(text)
        size += len(text)
    return "".join(parts), starts


def _item(piece: str) -> str | None:
    """A cargo's item made a list line ("Name – 04 vagas, das quais 01 reservada a candidatos negros"), else None."""
    piece = _LABEL.sub("", piece.strip())
    if not _ITEM.match(piece):
        return None
    piece = _NUMBER_WORDS.sub("", piece)
    piece = _HOURS.sub("", _PAY.sub("", piece))
    return piece.strip(" ;.,")


def _pieces(joined: str, starts: list[int]) -> list[tuple[int, str]]:
    """(index of the run's line, text) of each piece, each on the first line it starts on that no piece before
    holds; a piece within a line already taken goes with the piece before."""
    found: list[tuple[int, str]] = []
    begin = 0
    ends = [m.start() + 1 for m in _PIECE_END.finditer(joined)] + [len(joined)]
    for end in ends:
        text = joined[begin:end].strip()
        begin += len(joined[begin:end]) - len(joined[begin:end].lstrip())
        first = bisect_right(starts, begin) - 1 if begin else 0  # the last line starting at or before it
        last = bisect_left(starts, end) - 1 if end else 0  # the last line starting before its end
        line = next((k for k in range(first, last + 1) if not found or k > found[-1][0]), None)
        if line is None:
            found[-1] = (found[-1][0], f"{found[-1][1]} {text}")
        elif text:
            found.append((line, text))
        begin = end
    return found


def _relaid(run: list[Line]) -> tuple[list[Line], list[int]] | None:
    """The run re-laid a piece a line, and the numbers of its items' lines; None when it lists no cargos, when
    a piece that opens as an item is none (the lines may be a list read line by line), or when no item runs
    over two lines (each line is then read as it stands)."""
    texts = [line.text for line in run]
    letters = "".join(texts)
    if "v" not in letters and "c" not in letters:
        return None  # `_join` adds spaces and takes off a cut word's hyphen: neither word below can come of it
    joined, starts = _join(texts)
    if "vaga" not in joined and "cadastro" not in joined:
        return None
    pieces = _pieces(joined, starts)
    if len(pieces) == len(run):
        return None  # a piece a line (their lines rise one by one from the first): no item runs over two lines
    laid, items, wrapped = [], [], False
    for n, (k, text) in enumerate(pieces):
        item = _item(text)
        said = statement(laid_line(run[k].number, item)) if item is not None else None
        if item is not None and said is None:
            return None
        laid.append(laid_line(run[k].number, said or text))
        if said is not None:
            items.append(run[k].number)
            end = pieces[n + 1][0] if n + 1 < len(pieces) else len(run)
            wrapped = wrapped or end - k > 1
    return (laid, items) if len(items) >= 2 and wrapped else None


def relay(lines: list[Line], text: str) -> tuple[list[Line], list[int]]:
    """`lines` with each narrow column listing cargos re-laid a piece a line (same list), and the numbers of
    the items' lines (a summary's list: `vacancy_list.doubt`). Only in a text of short lines (at most
    `_MEAN_WIDTH` characters a line on average: a newspaper's columns copied one after the other); the runs of
    short lines are found as runs of "1" in a string of one character a line."""
    if len(text) > _MEAN_WIDTH * len(lines):
        return lines, []
    flags = "".join(["1" if 0 < len(line.text) <= _WIDTH else "0" for line in lines])
    runs = [m.span() for m in _RUN.finditer(flags)]
    if not runs:
        return lines, []
    laid: list[Line] = []
    listed: list[int] = []
    done = 0
    for i, j in runs:
        numbers = [line.number for line in lines[i:j]]
        if numbers[-1] - numbers[0] != j - i - 1:
            continue  # lines left out between: no printed column
        relaid = _relaid(lines[i:j])
        if relaid is not None:
            laid += lines[done:i] + relaid[0]
            listed += relaid[1]
            done = j
    if done:
        lines[:] = laid + lines[done:]
    return lines, listed
