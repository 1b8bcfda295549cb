"""Text for a terminal: control characters from a file name or a file's content shown, never run.

A file name or a classified list may hold terminal escape sequences (a colour, the `ESC ]8;;url BEL`
hyperlinks of modern terminals, a screen clear), other control characters, or bidirectional overrides
that make a terminal show "20" where the name says "02". Printed raw, the terminal would act on them.
`visible` writes each as its escape ("\\x1b", "\\u202e"): the text stays whole, so the user can still tell
which file or candidate it is, and nothing in it acts on the terminal.
"""

from __future__ import annotations

import re

#: C0 controls but tab and line feed, DEL, C1 controls, and the bidi embeddings, overrides and isolates.
_ACTIVE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: object) -> str:
    """`text` with every control character a terminal would act on written as its escape."""
    return _ACTIVE.sub(_escape, str(text))
