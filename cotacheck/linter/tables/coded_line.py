"""A quadro copied from a web page as one long line, its rows opened by letter codes ("PRTS 01").

A web copy can run a whole quadro into one line: "... 1. DAS VAGAS Código (DAM) Formação/Habilitação
Requisitos Mínimos Carga Horária Vagas AC Vagas PcDs* Vagas Negros Total PRTS 01 Administração Administração
Curso superior completo ... 30h/s 01 - - 01 PRTS 02 Arquitetura Arquitetura 30h/s 01 - - 01 ...". A code of
letters and a number holds a number that looks like a cell, text columns (requisitos, hours) sit between a
row's name and its counts, and a requisito may be printed in the first row only: `one_line`, which cuts a
row after each run of cells, cannot tell where a row starts. Here the rows are cut at the codes instead (a
code label in the header, the same letters opening two rows at least), each row's counts are the run of as
many cells as the header has count columns that closes it, and its name the words in title case after its
code (a requisito is a sentence: it starts where a capital is followed by a lower-case word; a name printed
twice, formação and habilitação alike, is taken once, whatever follows it). The quadro is re-laid as a header of its count
columns ("Código Cargo AC PcD Negros Total") and a line a row, every piece with the line's number, so the
pass reads it and proves each row by its arithmetic. A row that does not end in its run of cells leaves the
line as it was.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.role_words import reserves_within_total, roles_in_order

#: A web copy's line: longer than any printed one (`one_line.LONG`).
LONG = 300
_LABEL = re.compile(r"(?<![^ ])c[oó]d(?:igo|\.)(?![^ (])")
_CODE = re.compile(r"(?<![^ ])([A-Z]{2,5}) (\d{1,4})(?![^ ])")
_CELL = re.compile(r"\d{1,5}\*?|[-–—]")
_HOURS = re.compile(r"\d{1,2}\s?(?:h|hs|h/s|h/sem|horas?)\.?", re.IGNORECASE)
_CONNECTORS = frozenset({"de", "da", "do", "das", "dos", "e", "em", "para", "com", "-", "–"})
_MAX_NAME_WORDS = 12


def relay(lines: list[Line]) -> list[Line]:
    """`lines` (the same list) with every such long line re-laid as its text before the quadro, the header,
    a row a line and its text after."""
    changed = False
    laid: list[Line] = []
    for line in lines:
        pieces = None
        if len(line.text) > LONG and ("codigo" in line.folded or "cod." in line.folded):
            pieces = _pieces(line)
        if pieces is None:
            laid.append(line)
        else:
            laid += [laid_line(line.number, piece) for piece in pieces if piece.strip()]
            changed = True
    if changed:
        lines[:] = laid
    return lines


def _pieces(line: Line) -> list[str] | None:
    """The line's pieces, or None when it holds no quadro of coded rows that every row's cells close."""
    text = line.text
    label = _LABEL.search(text.lower())
    if label is None:
        return None
    codes = [m for m in _CODE.finditer(text, label.end())]
    prefixes = [m.group(1) for m in codes]
    if len(codes) < 2 or any(p != prefixes[0] for p in prefixes):
        codes = [m for m in codes if m.group(1) == max(set(prefixes), key=prefixes.count)]
        if len(codes) < 2:
            return None
    roles = roles_in_order(fold(text[label.start() : codes[0].start()]))
    if not roles or "total" not in roles or len(roles) < 2:
        return None
    rows: list[str] = []
    after = ""
    for k, code in enumerate(codes):
        stop = codes[k + 1].start() if k + 1 < len(codes) else len(text)
        tokens = text[code.end() : stop].split()
        found = _row(tokens, len(roles), last=k + 1 == len(codes))
        if found is None:
            return None
        name, cells, rest = found
        if not _within_total(roles, cells):
            return None
        rows.append(" ".join([code.group(0), name, *cells]))
        after = rest
    header = " ".join(["Código", "Cargo", *(PLAIN_LABEL[role] for role in roles)])
    return [text[: label.start()], header, *rows, after]


def _row(tokens: list[str], count: int, last: bool) -> tuple[str, list[str], str] | None:
    """(name, cells, text after) of a row's tokens after its code: the run of `count` cells that closes it
    (the last row's may be followed by the text after the quadro)."""
    for i in range(len(tokens) - count + 1):
        run = tokens[i : i + count]
        if not all(_CELL.fullmatch(t) for t in run):
            continue
        if i + count < len(tokens) and _CELL.fullmatch(tokens[i + count]):
            continue  # a longer run: not this quadro's row
        if i + count < len(tokens) and not last:
            return None  # text after a row's counts: the row's end is not known
        name = _name(tokens[:i])
        if not name:
            return None
        return name, run, " ".join(tokens[i + count :])
    return None


def _name(tokens: list[str]) -> str:
    """The words in title case that open the row: hours dropped, a sentence (a requisito) cut off, a name
    printed twice taken once."""
    while tokens and _HOURS.fullmatch(tokens[-1]):
        tokens = tokens[:-1]
    for size in range(min(_MAX_NAME_WORDS, len(tokens) // 2), 0, -1):  # formação and habilitação alike
        if tokens[:size] == tokens[size : 2 * size] and tokens[0][:1].isupper():
            return " ".join(tokens[:size])
    words: list[str] = []
    for k, token in enumerate(tokens):
        if token.lower() in _CONNECTORS and words:
            words.append(token)
            continue
        if not token[:1].isupper():
            if words and words[-1][:1].isupper() and len(words) > 1:
                words.pop()  # "Curso superior …": the capital opened a sentence, not the name
            break
        words.append(token)
    while words and words[-1].lower() in _CONNECTORS:
        words.pop()
    if not words or len(words) > _MAX_NAME_WORDS:
        return ""
    return " ".join(words)


def _within_total(roles: list[str], cells: list[str]) -> bool:
    values = [parse_count(c.strip("*")) for c in cells]
    return all(values) and reserves_within_total(roles, [v[1] for v in values])
