"""A row whose count cells are merged into one cell saying "Cadastro de reserva" (IADES' quadro: "106
Regulador de Serviços Públicos – Especialidade: Ciências Contábeis Cadastro de reserva" between rows ending
in "2 – – 2" and "5 1 2 8", a cell spanning the AC, PcD, Negros and Total columns).

Read as it stood, the row ended in words, not cells: the table ended there and every row below it was lost
(t11 of the tenth set: three cargos). The words are the cadastro de reserva's cell, "CR", when the line is a
row's place in a table: the line above is the table's header (two count labels or more) or a row ending in
two count cells or more, and the line below is a row so ending (a Total row too). A sentence that ends a line
with "cadastro de reserva" ("… integrarão o cadastro de reserva" / "e serão convocados …") has a sentence or
an item around it, not rows. Re-laid in place (every line keeps its number); the pass reads the row as a
cargo offered for the cadastro only, as it reads "CR" in one cell. Cheap: the text is searched for the words
at a line's end once; a text without them is returned as it is.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens

#: The merged cell at a line's end, after the row's name: "Cadastro de reserva", "Somente cadastro reserva".
_SPAN = re.compile(
    r"(?<=\S)[ \t]+(?:(?:somente|apenas|s[óo])[ \t]+)?(?:forma[çc][ãa]o[ \t]+de[ \t]+)?cadastro[ \t]+(?:de[ \t]+)?reserva[ \t\r]*$",
    re.I | re.M,
)
_CELL = r"(?:\d{1,4}|[-–—]|CR)"
#: A row's end: two count cells or more after a word.
_ROW = re.compile(rf"[^\W\d_][^ \t]*[ \t]+{_CELL}(?:[ \t]+{_CELL}){{1,7}}[ \t\r]*$")


def relay(text: str) -> str:
    """The text with each row's merged "Cadastro de reserva" cell made a CR cell (module docstring)."""
    starts = {}  # the lines ending in the words, by their starts: found by the word, never by a scan of the text
    for word in ("eserva", "ESERVA"):
        at = text.find(word)
        while at >= 0:
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if not text[at + 6 : end].strip():
                start = text.rfind("\n", 0, at) + 1
                if m := _SPAN.search(text, start, end):
                    starts[start] = m
            at = text.find(word, end)
    if not starts:
        return text
    out, last = [], 0
    for start, m in sorted(starts.items()):
        if _in_table(text, start, m.end(), starts):
            out.append(text[last : m.start()] + " CR")
            last = m.end() - (text[m.end() - 1 : m.end()] == "\r")
    return "".join(out) + text[last:] if out else text


def _in_table(text: str, start: int, end: int, spans: dict[int, re.Match]) -> bool:
    """The line from `start` to `end` stands between the header or a row above and a row below, past the
    other lines of merged cells next to it (`spans`, by their lines' starts)."""
    line = text[start:end]
    if "  " in line.strip() or line.lstrip()[:1].islower():
        return False  # laid out by spaces (the grid's), or a sentence going on
    while start in spans and start > 0:  # up past the merged rows
        start = text.rfind("\n", 0, start - 1) + 1
    above = text[start : text.find("\n", start)] if start not in spans else ""
    while end < len(text):  # down past them
        nxt = text.find("\n", end + 1)
        below = text[end + 1 : nxt if nxt >= 0 else len(text)]
        if end + 1 not in spans:
            break
        end = nxt if nxt >= 0 else len(text)
    else:
        return False
    if not _ROW.search(below):
        return False
    if _ROW.search(above):
        return True
    kinds = header_tokens(fold(above.strip()))
    return kinds is not None and sum(kind in COUNT_TOKENS for kind in kinds) >= 2
