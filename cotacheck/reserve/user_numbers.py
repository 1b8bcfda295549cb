"""Whole numbers as users type them (vacancies, the minimum, ranks, calls): ASCII digits only, bounded.

`str.isdigit()` also accepts "²" and "³", which `int()` then refuses, and `int()` refuses more than
4 300 digits with an English message: both reached users as "erro interno". The CLI, the page's
bridge, the classified list and the parameters of "outra lei" all read typed numbers here, so one
rule holds everywhere. It lives on the reserve floor, the lowest one all of them may import.
"""

from __future__ import annotations

from cotacheck.errors import InputError

#: More digits than any count, rank or minimum needs; each caller checks its own range after this.
MAX_DIGITS = 12
#: How much of an unusable text a message quotes back.
SHOWN = 40


def is_whole(text: str, signed: bool = False) -> bool:
    """Whether `text` (already stripped) is ASCII digits, with one leading sign when `signed`."""
    body = text[1:] if signed and text[:1] in ("+", "-") else text
    return body.isascii() and body.isdigit()


def whole_number(text: str, what: str, invalid: str, signed: bool = False) -> int:
    """`text` as an int, or an InputError: `invalid` (a template whose `{text}` is the text as typed, cut
    short; no other user text in it) when it is not a whole number, "`what` é muito grande" past MAX_DIGITS."""
    cleaned = text.strip()
    if not is_whole(cleaned, signed):
        raise InputError(invalid.format(text=text[:SHOWN]))
    digits = len(cleaned.lstrip("+-"))
    if digits > MAX_DIGITS:
        raise InputError(f"{what} é muito grande ({digits} algarismos).")
    return int(cleaned)
