"""A header's labels cut inside words over lines, their pieces glued back by the table vocabulary.

fpdf2 cuts a label's word too wide for its narrow cell where the width ends, no hyphen printed, and pypdf gives
each piece on a line of its own: "Cód" / ". Cargo", "Vaga" / "s AC", "Negr" / "os", "conc" / "orrê" / "ncia"
(`cut_cells`, t01 of the twelfth set). `join_pieces` makes the header's lines one text: a line's first word
is glued to the last word above when together they are a word of `label_words.LABEL_WORDS` and the two are
not both words of it ("Pretos e" / "pardos" stay two words), a word cut in up to `_PIECES` pieces, each but
the last alone on its line; a line opening with "." ends the word above ("Cód" + "."). Anything else is
joined with a space.
"""

from __future__ import annotations

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.label_words import LABEL_WORDS

_PIECES = 4


def join_pieces(texts: list[str]) -> str:
    """The header's lines as one text, each word cut over lines glued back (module docstring)."""
    words: list[str] = []
    n = 0
    while n < len(texts):
        tokens = texts[n].split()
        if words and tokens:
            if tokens[0] == ".":
                words[-1] += "."
                tokens = tokens[1:]
            else:
                glued = _glue(words[-1], texts, n)
                if glued is not None:
                    words[-1], n, tokens = glued
        words += tokens
        n += 1
    return " ".join(words)


def _glue(word: str, texts: list[str], n: int) -> tuple[str, int, list[str]] | None:
    """(the word glued, the index of the last piece's line, that line's words after the piece) of `word` and
    the pieces opening the lines from `n`, each but the last alone on its line; None where no word is made."""
    pieces: list[str] = []
    for m in range(n, min(len(texts), n + _PIECES)):
        tokens = texts[m].split()
        if not tokens or not tokens[0][:1].isalpha():
            return None
        pieces.append(tokens[0])
        whole = fold(word + "".join(pieces))
        if whole in LABEL_WORDS and not (len(pieces) == 1 and _word(word) and _word(pieces[0])):
            return word + "".join(pieces), m, tokens[1:]
        if len(tokens) > 1:
            return None
    return None


def _word(text: str) -> bool:
    return fold(text).strip(".()") in LABEL_WORDS
