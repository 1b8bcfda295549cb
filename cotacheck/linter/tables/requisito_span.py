"""The rows under a two-row header whose requisitos cell stands between the name and a spanning "Vagas", as
pypdf gives LibreOffice's PDF of the quadro (FEPESE's "CARGO HABILITAÇÃO MÍNIMA" / "VAGAS CARGA" / … /
"TO R$Total PcD Afrodes- cendentes", `span_last`): each row's cells in turn, the name's lines, then the
requisito's, the last of them with the counts and the cells after them ("Operador de Máquinas" /
"Rodoviárias" / "Ensino Fundamental incompleto e CNH" / "categoria C 5 0 1 40 2.842,55").

Read as they stand, the names took the requisitos ("Contador Curso superior de Ciências Contábeis e
registro no CRC") and a requisito's number went into the counts ("curso NR- 10 1 0 0 40 2.612,05": 10
vacancies). Each row is put on its counts' line as its name and its cells: the counts are the last
`columns` cells before the text cells the header places after them (one token each: hours, pay), the name
the row's words before the first that opens a requisito ("Ensino …", "Curso …", "Licenciatura …", as
`requisito_lines` knows them), never right after a joining word ("Professor de Ensino Fundamental"); the
lines before it are blanked. A row with no such opening, or whose cells do not stand so, leaves the whole
table as it stood. The rest of a row a page break cut, printed under the repeated header in lower case
("habilitação em Séries Iniciais"), is the row above's requisito and is blanked. Where the name ends is
read from words: every row is left uncertain, saying so.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.name_start import level_heading
from cotacheck.linter.tables.requisito_lines import _OPENS_AS_REQUISITO

#: A requisitos column's label (folded) between the name's and the spanning "Vagas".
REQUISITO_LABEL = re.compile(r"habilitacao|escolaridade|requisito|formacao|pre-requisito")
#: A count cell, and a text cell after the counts (hours, pay: one token each).
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_TEXT_CELL = re.compile(
    r"\d{1,3}(?:h|hs)?|\d{1,2}h\d{2}|\d{1,2}x\d{2}h?|\d{1,3}(?:\.\d{3})*,\d{2}|R\$"
)  # "12x36": a shift
#: Words a name goes on after (the requisito's opening word is then the name's).
_JOINING = frozenset({"de", "do", "da", "dos", "das", "em", "e", "no", "na", "para"})
#: A sentence across the page (the table is over), a numbered item, and the lines looked at.
_SENTENCE = 12
#: A page's number in its head or foot ("Página 1 de 2", "Edital nº 001/2024 – Página 1").
_PAGE = re.compile(r"\bpagina \d")
_ITEM = re.compile(r"\d+(?:\.\d+)+\.?\s")
_MAX_LINES = 150

DOUBT = (
    "na linha {line}, o nome e a habilitação exigida vêm juntos no texto (“{text}”): onde o nome termina foi "
    "deduzido das palavras; confira o nome"
)


def _counts_at(tokens: list[str], columns: int, tail: int) -> int | None:
    """The index of the row's first count among its tokens, or None when its last cells do not stand as
    `columns` counts then `tail` text cells."""
    end = len(tokens)
    for _ in range(tail):  # a text cell a token, "R$" and its amount one cell ("R$ 60,00")
        if end == 0 or not _TEXT_CELL.fullmatch(tokens[end - 1]):
            return None
        end -= 1 + (end > 1 and tokens[end - 2] == "R$" and tokens[end - 1] != "R$")
    if end < columns:
        return None  # the counts may stand alone on their line, under the name's and the requisito's
    counts = tokens[end - columns : end]
    return end - columns if all(_CELL.fullmatch(t) for t in counts) else None


def _name_end(words: list[str]) -> int | None:
    """The index of the word that opens the requisito (after the name's first word), or None."""
    for n in range(1, len(words)):
        word = words[n]
        if not word[:1].isupper() or fold(words[n - 1]) in _JOINING:
            continue
        if _OPENS_AS_REQUISITO.match(fold(" ".join(words[n : n + 2]))):
            return n
    return None


def cut(
    lines: list[Line], first: int, columns: int, tail: int, stop: str, ends: tuple[str, ...]
) -> list[tuple[int, Line]] | None:
    """The lines to put in place (index, line; a blank one for the lines taken into a row) for the rows from
    `first` on, or None when a row does not read so; `stop` is the header's first line and `ends` how a
    sub-labels' line ends (a header after a page break ends the rows: its own reading goes on)."""
    out: list[tuple[int, Line]] = []
    pending: list[int] = []
    rows = 0
    for n in range(first, min(len(lines), first + _MAX_LINES)):
        text = lines[n].text
        tokens = text.split()
        if not tokens:
            continue
        if n == first and tokens[0][:1].islower():
            out.append((n, laid_line(lines[n].number, "")))  # a row's requisito cut by the page break
            continue
        if text == stop or lines[n].folded.endswith(ends):
            break  # the header again after a page break (its own reading goes on), or another table's
        at = _counts_at(tokens, columns, tail)
        if at is None:
            if len(tokens) >= _SENTENCE or _ITEM.match(text):
                break
            if _PAGE.search(lines[n].folded) or level_heading(lines[n]):
                pending = []  # a page's foot or head between rows, a level's heading ("ENSINO FUNDAMENTAL"): no row's
                continue
            pending.append(n)
            continue
        words = [w for p in pending for w in lines[p].text.split()] + tokens[:at]
        end = _name_end(words)
        if end is None:
            return None
        out += [(p, laid_line(lines[p].number, "")) for p in pending]
        # a count cell printed as a dash is a nought: kept a dash, a first one was taken for an empty text cell
        counts = ["0" if t in "–—-" else t for t in tokens[at : at + columns]]
        out.append((n, laid_line(lines[n].number, " ".join(words[:end] + counts + tokens[at + columns :]))))
        pending = []
        rows += 1
    return out if rows else None
