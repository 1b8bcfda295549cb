"""Places as columns under a header of several lines, reserves counted inside the total.

A prefeitura's quadro (FUNDEP's layout) gives each cargo's vacancies by place of lotação, one column a
place, summed into a TOTAL, then the reserves for PcD and negros, "incluídas no total de vagas":

    VAGAS POR LOCAL DE LOTAÇÃO          VAGAS RESERVADAS
    Cód. Cargo                    TOTAL
    Sede  Córrego  São João               PcD*  Negros**
          Fundo    do Brejo
    101 Agente Comunitário de  -  4  3  7  1  1

Plain text has lost the x positions, so the places' labels ("Córrego" over "Fundo") cannot be told
apart, nor counted, from the words. The rows count them: each row's cells are one per place, the
total, then one per reserve the header names, the places adding up to the total. The header is taken
when its lines name a cargo, one total and no ampla concorrência nor cadastro de reserva, hold words
outside the vocabulary (the places), and the first row below proves it: two or more places adding up
to a total that is not zero, each reserve within it. A label spanning the places ("VAGAS POR LOCAL DE
LOTAÇÃO", "Vagas por município") names no column. Its lines are read as one header (`join`): the
text columns, a place per cell, the total and the reserves in the order written. Each row's
vacancies are its total, proven by its places' sum (`arithmetic`); the reserves are parts of the
total whose roles the header gives, with no ampla concorrência to close their sum.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, MAX_HEADER, labels, unmatched_words

#: Lines of one header: a spanning label, the text columns' and the total's line, the places and
#: reserves, the places' names wrapped once more (FUNDEP's quadro has four).
_MAX_LINES = 5
#: Words on the total's line of a header, and on the lines above and below it (a sentence has more).
_MAX_WORDS = 14
_AROUND_WORDS = 10
#: Lines below the header in which the first row's counts come (its name begun a line or two above them).
_ROW_REACH = 3
_RESERVES = ("pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other")
_NOT_HERE = ("open", "crg", "imm", "notvac")  # a modalidade table, a cadastro, a later stage: not this class
_LABEL_KINDS = ("name", "ignore")


#: A numbered title over the header ("QUADRO I – DISTRIBUIÇÃO DAS VAGAS …") is the table's title, no label.
_MARKS = re.compile(r"\(\d\)|[¹²³⁴⁵⁶⁷⁸⁹]")  # a label's footnote mark ("PcD (1)", "Negros²")
_TITLE = re.compile(r"\s*(?:anexo|quadro|tabela)\s+(?:[ivxl]{1,6}|\d{1,2}|unico)\b")
#: An ASCII line's digit and letter, searched at once (`_has_digit`, `_label_line`).
_ASCII_DIGIT = re.compile(r"[0-9]")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def _label_line(line: Line, words: int = _MAX_WORDS) -> bool:
    """A line that may be part of a header: words only (footnote marks apart), a few of them, no
    sentence, no numbered title."""
    folded = line.folded
    if not folded or len(folded) > MAX_HEADER or folded.rstrip().endswith((".", ":", ";")):
        return False
    if _has_digit(_MARKS.sub("", folded)) or _TITLE.match(folded):
        return False
    return len(folded.split()) <= words and (
        _ASCII_LETTER.search(folded) is not None if folded.isascii() else any(ch.isalpha() for ch in folded)
    )


def _has_digit(text: str) -> bool:
    """A digit in `text` (`str.isdigit`'s: a superscript too); an ASCII line searched at once, not a
    character at a time."""
    return _ASCII_DIGIT.search(text) is not None if text.isascii() else any(ch.isdigit() for ch in text)


#: Words that leave a name open at a line's end ("Técnico em" / "Enfermagem 4 5 4 13").
_OPEN_END = frozenset(("de", "da", "do", "das", "dos", "em", "e", "para", "com", "a", "o", "no", "na"))


def _name_start(lines: list[Line], k: int) -> bool:
    """Whether the line of words at `k`, below a header's total, is a row's name begun above its counts
    rather than a place's name wrapped: it names no count column and leaves a name open ("Técnico em"),
    or the line after it goes on in lower case ("Técnico Administrativo" / "de Nível Superior 4 5 13")."""
    folded = lines[k].folded
    if any(kind in COUNT_TOKENS for kind, _, _ in labels(folded)):
        return False
    words = lines[k].text.split()
    after = lines[k + 1].text if k + 1 < len(lines) else ""
    return (bool(words) and words[-1].lower() in _OPEN_END) or after[:1].islower()


def headers(lines: list[Line], taken: dict) -> dict[int, tuple[Line, list[str], int]]:
    """The stacked headers of places among `lines`: first line's number → (the header as one line, its
    tokens, how many lines it takes). `taken`: the one-line headers of places already found."""
    found: dict[int, tuple[Line, list[str], int]] = {}
    end = -1
    for index, line in enumerate(lines):
        if index <= end or "tot" not in line.folded or not _label_line(line):
            continue
        first = index
        while first > 0 and index - first < _MAX_LINES - 1 and _label_line(lines[first - 1], _AROUND_WORDS):
            first -= 1
        last = index
        while (
            last + 1 < len(lines)
            and last - first < _MAX_LINES - 1
            and _label_line(lines[last + 1], _AROUND_WORDS)
            and not _name_start(lines, last + 1)
        ):
            last += 1
        if last + 1 >= len(lines) or (first == last and line.number in taken):
            continue  # one line that places.py reads already
        read = _read(lines[first : last + 1], lines[last + 1 : last + 1 + _ROW_REACH])
        if read is not None:
            found[lines[first].number] = (read[0], read[1], last + 1 - first)
            end = last
    return found


def _labels(block: list[Line]) -> list[str] | None:
    """The labels of the header's lines in reading order, a spanning label's words left out, or None."""
    kinds: list[str] = []
    for line in block:
        after_vagas = False
        for kind, _, _ in labels(line.folded):
            if kind in ("vagas", "reserva", "total"):
                after_vagas = kind != "total"
                if kind == "total":
                    kinds.append(kind)
                continue
            if kind in _LABEL_KINDS and after_vagas:
                continue  # "VAGAS POR LOCAL DE LOTAÇÃO": the label over the places, no column
            if kind == "name" and kinds[-1:] == ["name"]:
                continue  # "CARGO / ESPECIALIDADE": one name column
            kinds.append(kind)
    if any(kind in _NOT_HERE for kind in kinds) or kinds.count("total") != 1 or kinds.count("name") != 1:
        return None
    at = kinds.index("total")
    leading = kinds[:at]
    reserves = kinds[at + 1 :]
    if not all(k in _LABEL_KINDS for k in leading) or not all(k in _RESERVES for k in reserves):
        return None  # a reserve before the total, a text column after it: another layout
    return kinds


def _read(block: list[Line], below: list[Line]) -> tuple[Line, list[str]] | None:
    """The header `block` as one line and its tokens, proven by the first row among the lines `below`
    (its counts on the first line that has any), or None."""
    kinds = _labels(block)
    if kinds is None or not any(unmatched_words(line.folded) for line in block):
        return None  # no words outside the vocabulary: no places
    reserves = len(kinds) - 1 - kinds.index("total")
    if reserves == 0 and len(block) < 2:
        return None  # one line, no reserve: places.py's own header
    cells = []
    for line in below:
        cells = split_cells(line)[1]
        if cells:
            break
        if any(kind in COUNT_TOKENS for kind, _, _ in labels(line.folded)):
            return None  # "AC Negros (20%) AC Negros (20%)" below the block: the header goes on, by group
    count = len(cells) - 1 - reserves
    values = [n for _, n in cells]
    if count < 2 or not values[count] or sum(values[:count]) != values[count]:
        return None
    if any(n > values[count] for n in values[count + 1 :]):
        return None  # a reserve larger than the total: not a part of it
    at = kinds.index("total")
    tokens = kinds[:at] + ["place"] * count + kinds[at:]
    text = " ".join(line.text for line in block)
    return Line(block[0].number, text, fold(text)), tokens


def join(extractor, i: int) -> tuple[Line, list[str], int] | None:
    """The stacked header of places starting at line index `i`, if one was found (`headers`)."""
    return extractor.stacked_places.get(extractor.lines[i].number)


def label_line(line: Line, words: int) -> bool:
    """`_label_line`, for `places_rotated`."""
    return _label_line(line, words)
