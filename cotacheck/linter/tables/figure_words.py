"""A quadro whose count cells write each figure in words too ("04 (quatro)", "21 (vinte e uma)"), the words
wrapping in the narrow cells: a text that joins the words of a line (PyMuPDF's `get_text("words")` sorted by
their height, pdftotext without -layout) gives the row's first line with the figures and the words that
fit beside them ("Administrador E 04 03 (três) 00 01 00 00"), then a line of the words that did not, one
cell after another ("(quatro) (zero) (uma) (zero) (zero)"; "e uma) (treze) …" where a cell's words broke
between its lines). Read as they stand, the words' line became the next row's name ("(quatro) (zero)
Analista …"), and every row was left in doubt.

Here the words are no part of the row: the words in brackets are taken off the row's line, and a line
made only of such words (whole or broken: "(cinquen" / "ta e") under a row is left out. The words are the
figures said again: where they can be paired with the row's figures (each group whole, or one group
broken across the lines) and one of them is not among them, the row is left in doubt; the figures
themselves are proven or not by the row's arithmetic, as any row's.

Trigger: a line opening with a number word's first letters in brackets, or a figure, its words and the next
figure ("4 (quatro) 1"): one search of the text each.
"""

from __future__ import annotations

import re
from itertools import islice

from cotacheck.linter.read.text import NUMBER_WORDS, Line, fold, has_decimal, rewritten, words_value

#: A line opening with a number word (or its first letters) in brackets: the words of a cell under its row.
_TRIGGER = re.compile(
    r"(?im)^\((?:zero|uma?\b|d[ou]|tr[eê]|quat|cin|sei|set|oit|nov|onz|tre|qui|vin|trin|sess|cem|cent|duz)"
    r"[a-zà-ú]*(?: e [a-zà-ú]+)?\)?[ \t]*(?:\(|$)"
)
#: A figure, its words in brackets (whole or open), then the next figure: a row of such cells.
_IN_ROW = re.compile(
    r"\d \((?:zero|uma?|d[ou]|tr[eê]|qu|cin|sei|set|oit|nov|on|tre|vin|trin|sess|cem|cent|duz)[a-zà-ú ]*\)? \d"
)
_WORDS = frozenset((*NUMBER_WORDS, "mil"))
#: Every first and last part of a number word ("cinquen", "ta"): the pieces a narrow cell breaks one into.
_PIECES = frozenset(w[:k] for w in _WORDS for k in range(1, len(w))) | frozenset(
    w[k:] for w in _WORDS for k in range(1, len(w))
)
_COUNT = re.compile(r"\d{1,4}")
_LINE = 200  # characters a line of words may hold
_TOKENS = 24  # words a line of words may hold to be parted among its cells
_WAYS = 64  # ways of parting them kept at most
_TRIES = 4000  # pieces tried at most for a row's lines (the parting is given up past it: no doubt from words)
_DOUBT = "os números por extenso da linha não são os seus algarismos"


def _kind(token: str) -> str | None:
    """ "word" (a number word or "e"), "piece" (a number word broken inside: "cinquen", "ta"), or None."""
    bare = fold(token).strip("()")
    if not bare:
        return "word" if token in ("(", ")") else None  # a bracket its cell's width wrapped alone
    if bare == "e" or bare in _WORDS:
        return "word"
    if (len(bare) >= 2 or token.endswith(")")) and bare in _PIECES:
        return "piece"  # (a letter alone only as a word's last one, its bracket closing: "(quatr" / "o)")
    return None


def _words_line(text: str, first: bool) -> bool:
    """Whether a line holds only number words in brackets (some of them broken or wrapped); the first line
    under a row holds a bracket, and a whole word or opens with its bracket."""
    if not text or len(text) > _LINE or (text[0] not in "()" and not text[0].islower()):
        return False  # (the cheap tests first: a line of words opens with a bracket or a piece in lower case)
    if (first and "(" not in text and ")" not in text) or any(c.isdigit() for c in text):
        return False
    kinds = [_kind(t) for t in text.split()]
    return None not in kinds and ("word" in kinds or not first or text.startswith("("))


def _groups(tokens: list[str]) -> tuple[list[str], list[str | None]]:
    """A row's tokens without its words in brackets, and for each figure after the first the words its cell
    printed beside it on the row's line: a whole group ("(três)"), an open one ("(vinte"), or None."""
    kept: list[str] = []
    said: list[str | None] = []
    group: list[str] | None = None
    for token in tokens:
        if group is None and token.startswith("(") and _kind(token) and said:
            group = []
        if group is None or _kind(token) is None:  # a figure after a group left open: the group goes on below
            if group is not None:
                said[-1], group = " ".join(group), None
            kept.append(token)
            if _COUNT.fullmatch(token):
                said.append(None)
            continue
        group.append(token)
        if token.endswith(")"):
            said[-1], group = " ".join(group), None
    if group is not None:
        said[-1] = " ".join(group)
    return kept, said


def _segments(tokens: list[str], cells: list[int], said: list[str | None], budget: list[int]):
    """Each way the tokens of a line of words part into one piece a cell of `cells` (in order): a cell yet
    to print its words opens its piece with "(", a cell whose group is open goes on without one; a piece
    holds a closing bracket only last. Yields the cells' texts after the line."""
    if not cells:
        if not tokens:
            yield list(said)
        return
    budget[0] -= 1
    if budget[0] < 0:
        return
    cell, opening = cells[0], said[cells[0]] is None
    if not tokens or tokens[0].startswith("(") != opening:
        return
    for end in range(1, len(tokens) + 1):
        if any(")" in t for t in tokens[: end - 1]):
            break
        if end < len(tokens) and len(cells) == 1:
            continue
        after = list(said)
        after[cell] = " ".join(filter(None, [said[cell], *tokens[:end]]))
        yield from _segments(tokens[end:], cells[1:], after, budget)


def _values(said: list[str | None], below: list[str]) -> set[tuple[int, ...]]:
    """The figures the words say, every way the lines below can be parted among the cells (a few at most)."""
    states = [said]
    budget = [_TRIES]
    for line in below:
        tokens = line.split()
        if len(tokens) > _TOKENS:
            return set()
        found = []
        for state in states:
            going = [n for n, text in enumerate(state) if text is None or not text.endswith(")")]
            found += list(islice(_segments(tokens, going, state, budget), _WAYS))
        if budget[0] < 0:
            return set()
        states = found[:_WAYS]
    out = set()
    for state in states:
        if all(text is not None and text.endswith(")") for text in state):
            values = [_said(text) for text in state]
            if None not in values:
                out.add(tuple(values))
    return out


def _said(text: str) -> int | None:
    """The figure a cell's words say, a word broken over its lines glued back ("quatr" / "o")."""
    glued: list[str] = []
    for word in fold(text).replace("(", " ").replace(")", " ").split():
        if glued and glued[-1] != "e" and glued[-1] not in _WORDS:  # a piece goes on in the next ("quinz" / "e")
            glued[-1] += word
        else:
            glued.append(word)
    return words_value(" ".join(glued))


def _may_hold(text: str) -> bool:
    """The trigger: a line opening with a number word in brackets, or a figure, its words and the next one."""
    return "(" in text and (_TRIGGER.search(text) is not None or _IN_ROW.search(text) is not None)


def relay(lines: list[Line], text: str, grid_doubts: dict[int, str]) -> list[Line]:
    """`lines` with the figures' words taken off a quadro's rows and their lines (same list)."""
    if not _may_hold(text):
        return lines
    changed: dict[int, str | None] = {}
    at = 0
    while at < len(lines):
        row, below = lines[at], []
        while (
            at + 1 + len(below) < len(lines)
            and (below or _has_digit(row.text))
            and _words_line(lines[at + 1 + len(below)].text, not below)
        ):
            below.append(lines[at + 1 + len(below)])
        at += 1 + len(below)
        if (below or "(" in row.text) and _has_digit(row.text):
            _relay_row(row, below, changed, grid_doubts)
    return rewritten(lines, changed)


def _has_digit(text: str) -> bool:
    return has_decimal(text)


def _relay_row(row: Line, below: list[Line], changed: dict[int, str | None], grid_doubts: dict[int, str]) -> None:
    """The row re-laid without its words and the lines of words under it left out, where its figures close
    it (two or more) and every group of words follows one of them; in doubt where the words say others."""
    kept, said = _groups(row.text.split())
    figures: list[int] = []
    for token in reversed(kept):
        if not _COUNT.fullmatch(token):
            break
        figures.insert(0, int(token))
    if len(figures) < 2 or any(said[: len(said) - len(figures)]) or (not below and not any(said)):
        return
    said = said[len(said) - len(figures) :]
    changed[row.number] = " ".join(kept)
    for line in below:
        changed[line.number] = None
    ways = _values(said, [line.text for line in below])
    if ways and all(list(way) != figures for way in ways):
        grid_doubts[row.number] = _DOUBT
