"""The lint results as JSON: the result of `lint_text()` as it is, one object per file."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

#: Characters of JSON gathered before each write: the whole text of a long table's report is many
#: times the edital (a row's object and its findings are kilobytes), and is never held at once.
WRITE_SIZE = 1 << 16


def to_json(results: list[dict]) -> str:
    return json.dumps(results, ensure_ascii=False, indent=2)


def json_pieces(data: object) -> Iterator[str]:
    """`data` as `to_json` writes it (indented, not ASCII-escaped), in pieces of about WRITE_SIZE
    characters: the same text, without a list of its millions of small parts or the text whole."""
    pieces, size = [], 0
    for chunk in json.JSONEncoder(ensure_ascii=False, indent=2).iterencode(data):
        pieces.append(chunk)
        size += len(chunk)
        if size >= WRITE_SIZE:
            yield "".join(pieces)
            pieces, size = [], 0
    yield "".join(pieces)


def write_json(data: object, write: Callable[[str], object]) -> None:
    """Write `data` as JSON (`to_json`'s text) through `write`, a piece at a time."""
    for piece in json_pieces(data):
        write(piece)
