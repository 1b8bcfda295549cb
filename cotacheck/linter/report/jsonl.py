"""The lint results as JSON lines: one result per line, the same object `--format json` gives per file,
for pipelines that read a record at a time (`lint --format jsonl`)."""

from __future__ import annotations

import json


def to_json_line(result: dict) -> str:
    """One result on one line (no newline inside: JSON escapes those in strings), without the newline."""
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))


def error_line(filename: str, message: str) -> str:
    """A file that could not be read, in its place in the stream: `{"file", "error"}`."""
    return to_json_line({"file": filename, "error": message})
