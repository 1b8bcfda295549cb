"""The bridge's answer written in parts, each let go once it is handed on.

A check of a long table answers with some 45 times its text in JSON (its cargos and findings), and
`json.dumps` of the whole answer held, at its peak, the result, the chunks it joins and the joined
string (in Pyodide two bytes a character once a “ ” quote is in it): four times the lint's own peak.
In the page that memory is the engine's wasm heap, which never shrinks. Here the answer is written
entry by entry, a long list a slice at a time, and each entry's value is taken out of the result as it
is written (a long list or dict of it, such as the cargos, the findings and their sums, a slice at a
time; the cargos' rows made as they are read, `row_list.RowList`), so that a cargo's record is let go
once its JSON is handed on (to JavaScript, which holds it outside the wasm heap). The parts joined are exactly what `json.dumps(envelope, ensure_ascii=False)`
writes. Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

import json
from typing import Any, Iterator

#: Items of a list written in one part: json's encoder holds some eight times a part's text in the
#: pieces it joins (a cargo's record is ~550 characters of JSON written in ~90 pieces), so a part of a
#: long table's cargos costs about 0.4 MB while it is written; a check of 50 000 cargos hands on some
#: 1 000 parts of ~55 kB.
SLICE = 100

_ENCODER = json.JSONEncoder(ensure_ascii=False)


def envelope_parts(result: Any) -> Iterator[str]:
    """`{"ok": true, "result": result}` in JSON, in parts; a result with a long value is emptied as it is
    written. Only plain lists and dicts are cut (json writes a subclass through its own methods)."""
    if type(result) is not dict or not any(map(_long, result.values())):
        yield _ENCODER.encode({"ok": True, "result": result})  # a short answer: in one piece, as fast as before
        return
    yield '{"ok": true, "result": {'
    for number, key in enumerate(list(result)):
        value = result.pop(key)
        entry = _ENCODER.encode({key: None})[1:-5]  # '"key": ', with json's own conversion of the key
        yield (", " if number else "") + entry
        yield from _value_parts(value)
        del value
    yield "}}"


def _long(value: Any) -> bool:
    """Whether `value` is written a slice at a time: a plain list or dict, or the report's rows (a `RowList`,
    whose rows are made as they are read), of more than SLICE items."""
    listed = type(value) in (list, dict) or getattr(type(value), "MADE_WHEN_READ", False)  # not imported: the
    # calculator's start-up loads no linter module
    return listed and len(value) > SLICE


def _value_parts(value: Any) -> Iterator[str]:
    """One value's JSON: a long plain list, or dict, a slice at a time, each slice let go once written."""
    if _long(value) and type(value) is not dict:
        yield "["
        for start in range(0, len(value), SLICE):
            end = min(start + SLICE, len(value))
            part = _ENCODER.encode(value[start:end])
            value[start:end] = [None] * (end - start)  # those records are let go, unless held elsewhere
            part = (", " if start else "") + part[1:-1]
            yield part
            del part
        yield "]"
    elif _long(value):
        yield "{"
        keys = list(value)
        for start in range(0, len(keys), SLICE):
            part = _ENCODER.encode({key: value.pop(key) for key in keys[start : start + SLICE]})
            part = (", " if start else "") + part[1:-1]
            yield part
            del part
        yield "}"
    else:
        yield _ENCODER.encode(value)
