"""The lint results as JSON lines: one result per line, the same object `--format json` gives per file,
for pipelines that read a record at a time (`lint --format jsonl`)."""

from __future__ import annotations

import json
import re

#: Line breaks for readers that split on Unicode's (Python's `str.splitlines`, JavaScript's line terminators)
#: that JSON leaves raw: NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. Only strings can hold them, where the
#: escape means the same character.
_UNICODE_BREAKS = re.compile("[\x85\u2028\u2029]")


def to_json_line(result: dict) -> str:
    """One result on one line, without the newline: JSON escapes line feeds in strings, and the other line
    breaks a reader may split on are escaped here."""
    line = json.dumps(result, ensure_ascii=False, separators=(",", ":"))
    return _UNICODE_BREAKS.sub(lambda m: f"\\u{ord(m.group()):04x}", line)


def error_line(filename: str, message: str) -> str:
    """A file that could not be read, in its place in the stream: `{"file", "error"}`."""
    return to_json_line({"file": filename, "error": message})
