"""Brazilian Portuguese formatting of the figures shown to users (comma decimals, dd/mm/aaaa)."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

_ORDINAL_LIMIT = 9  # Brazilian legal style: art. 1º to art. 9º, then art. 10, art. 11...


def number(value: Fraction | int, max_decimals: int = 4) -> str:
    """An exact number the Brazilian way, thousands with a dot and decimals with a comma:
    7 → "7", 37/5 → "7,4", 1/3 → "0,3333…", 18750 → "18.750", 1875/2 → "937,5"."""
    if isinstance(value, int):  # most figures are counts: no Fraction made for them (a report shows thousands)
        return f"{value:,}".replace(",", ".")
    value = value if isinstance(value, Fraction) else Fraction(value)
    numerator, denominator = value.numerator, value.denominator  # the denominator is always positive
    sign = "-" if numerator < 0 else ""
    whole, rest = divmod(abs(numerator), denominator)
    whole = f"{whole:,}".replace(",", ".")
    if rest == 0:
        return f"{sign}{whole}"
    digits = []
    for _ in range(max_decimals):
        rest *= 10
        digit, rest = divmod(rest, denominator)
        digits.append(str(digit))
        if rest == 0:
            break
    text = f"{sign}{whole},{''.join(digits)}"
    return text if rest == 0 else text + "…"


def megabytes_over(size: int, limit: int) -> tuple[str, str]:
    """A size in bytes past `limit`, both in MB, with as many decimals (at most 6, a byte) as it takes for
    them to differ: 8_000_001 against 8_000_000 → ("8,000001", "8"), never "8 MB; o limite é 8 MB"."""
    for decimals in range(1, 7):
        shown = Fraction(size // 10 ** (6 - decimals), 10**decimals)  # cut, never rounded up past the size
        if shown * 10**6 > limit or decimals == 6:
            return number(shown, decimals), number(Fraction(limit, 10**6), 6)
    raise AssertionError("unreachable")  # pragma: no cover


def percent(value: Fraction) -> str:
    """A percentage given as a Fraction of 100: Fraction(20) → "20%"."""
    return f"{number(value)}%"


def date(value: dt.date) -> str:
    return value.strftime("%d/%m/%Y")


def ordinal(n: int) -> str:
    """Article and paragraph numbering: 1 → "1º", 10 → "10"."""
    return f"{n}º" if n <= _ORDINAL_LIMIT else str(n)


def plural(count: int, singular: str, plural_form: str) -> str:
    """A count and its noun: "1 vaga reservada", "1.000 vagas reservadas"."""
    return f"{number(count)} {singular if count == 1 else plural_form}"


def vagas(count: int) -> str:
    return plural(count, "vaga", "vagas")
