"""Labels printed letter by letter ("T O T A L", "V A G A S"): a PDF that spaces a heading's letters
gives one word a letter each, which no label of the vocabulary reads. A run of four or more single
letters, each apart by one space, is read as the word they spell; shorter runs stay as they are ("a e
o", "P C D" could be three words)."""

from __future__ import annotations

import re

_RUN = re.compile(r"(?<![^\s|(.])[a-z](?: [a-z]){3,}(?![^\s|).:])")


def joined(folded: str) -> str:
    """`folded` (a line's folded text) with each letter-spaced word written whole."""
    if " " not in folded or _RUN.search(folded) is None:
        return folded
    return _RUN.sub(lambda m: m.group(0).replace(" ", ""), folded)
