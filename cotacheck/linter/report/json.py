"""The lint results as JSON: the result of `lint_text()` as it is, one object per file."""

from __future__ import annotations

import json


def to_json(results: list[dict]) -> str:
    return json.dumps(results, ensure_ascii=False, indent=2)
