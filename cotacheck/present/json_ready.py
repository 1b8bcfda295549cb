"""The `default=` of every JSON writer of results (the CLI's json, jsonl and SARIF, the page's bridge): an
object that reads as a mapping, such as a report's finding (`linter/tables/finding_record.py`), written as
the dictionary it reads as, key for key and in its order; anything else is refused as `json` refuses it."""

from __future__ import annotations

from collections.abc import Mapping


def as_json(value: object) -> dict:
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
