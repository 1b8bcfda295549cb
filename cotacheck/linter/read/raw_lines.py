"""The text's raw lines (spaces and tabs as printed), split once for the stages that read a table's layout.

word_cells, tab_merged, cargo_columns and split_groups each read the columns of the lines as printed, by
the same line numbers as `split_lines`: each split the whole text again (three replacements and a split
of every character, for every stage). The last text's lines are kept while it is read, so the text is
split once; the stages only read the list (never change it), and `read` lets it go (`forget`) once they ran.
"""

from __future__ import annotations

import re
from itertools import islice

_last: tuple[str, list[str]] | None = None


def raw_lines(text: str) -> list[str]:
    """`text`'s lines, any line end ("\\r\\n", "\\r") or page break ("\\f") ending one; read-only (shared)."""
    global _last
    if _last is None or _last[0] is not text:
        _last = (text, text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").split("\n"))
    return _last[1]


_LINE_END = re.compile(r"\r\n|[\r\n\f]")


def raw_line(text: str, number: int) -> str | None:
    """Line `number` of `text` as `raw_lines` numbers it (None past the end), for a stage that runs once the
    shared lines are let go: the text's lines are not made, nor kept, for one of them (`each_raw_line`)."""
    return next(islice(each_raw_line(text), number - 1, None), None) if number > 0 else None


def each_raw_line(text: str):
    """`text`'s lines as `raw_lines` numbers them, one at a time, for a stage that runs once the shared lines are
    let go: from them while they are kept, else cut from the text as they are asked (none kept)."""
    if _last is not None and _last[0] is text:
        yield from _last[1]
        return
    start = 0
    for m in _LINE_END.finditer(text):
        yield text[start : m.start()]
        start = m.end()
    yield text[start:]


def forget() -> None:
    """Let the last text and its lines go (a text may be 10 MB; nothing keeps it after its reading)."""
    global _last
    _last = None
