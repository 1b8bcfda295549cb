"""`summary_rows._printed` finds the total rows the text prints by one search: the same lines, numbered alike, as
a look at every raw line's opening (`raw_lines.each_raw_line`) finds, whatever ends the lines."""

from __future__ import annotations

import random

from cotacheck.linter.read.raw_lines import each_raw_line, forget
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.summary_rows import _printed

_PIECES = [
    "Total",
    "TOTAL",
    "total geral 3 1 4",
    "SubTotal 2 2",
    "SUBTOTAL",
    "Sub total",
    "toTal",
    "Tota",
    "Analista 3 1 4",
    " . | Total 1 2",
    "|Total|",
    "\tTotal 1",
    "Totalizando",
    "K",
    "Ｔotal",
    "sub",
    "",
    " ",
    "..",
    "Ítem",
]
_ENDS = ["\n", "\r\n", "\r", "\f", "\n\n", "\r\r\n", "\f\n"]


def _looked_at_each(text: str) -> list[Line]:
    """Every raw line's opening looked at (the reading `_printed` stands for)."""
    forget()
    return [
        Line(number, raw.strip(), fold(raw.strip()))
        for number, raw in enumerate(each_raw_line(text), 1)
        if raw.lstrip(" .|")[:8].lower().startswith(("total", "subtotal"))
    ]


def test_printed_as_each_line_looked_at():
    rng = random.Random(21)
    for _ in range(300):
        parts = []
        for _ in range(rng.randint(0, 12)):
            parts += [rng.choice(_PIECES), rng.choice(_ENDS)]
        text = "".join(parts[: len(parts) - rng.randint(0, 1)])
        assert list(_printed(text)) == _looked_at_each(text), repr(text)


def test_printed_numbers_after_every_line_end():
    text = "Cargo AC PcD\r\nTotal 3 1\fa\rSubtotal 2 2\n\nb\r\n  TOTAL GERAL 5 3"
    assert [(line.number, line.text) for line in _printed(text)] == [
        (2, "Total 3 1"),
        (4, "Subtotal 2 2"),
        (7, "TOTAL GERAL 5 3"),
    ]
