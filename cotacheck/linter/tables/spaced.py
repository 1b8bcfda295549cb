"""Labels printed letter by letter ("T O T A L", "V A G A S"): a PDF that spaces a heading's letters
gives one word a letter each, which no label of the vocabulary reads. A run of four or more single
letters, each apart by one space, is read as the word they spell; shorter runs stay as they are ("a e
o", "P C D" could be three words)."""

from __future__ import annotations

import re

_RUN = re.compile(r"(?<![^\s|(.])[a-z](?: [a-z]){3,}(?![^\s|).:])")
#: Inside any such run: a space before each of three single letters (a literal first, so that the
#: engine skips from space to space instead of trying every letter of the line).
_HINT = re.compile(r" [a-z] [a-z] [a-z](?![a-z])")


def joined(folded: str) -> str:
    """`folded` (a line's folded text) with each letter-spaced word written whole."""
    if _HINT.search(folded) is None:
        return folded
    return _RUN.sub(lambda m: m.group(0).replace(" ", ""), folded)
