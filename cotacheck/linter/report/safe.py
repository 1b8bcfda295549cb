"""Text from an edital made safe to export: one place for every report format of the CLI.

An edital's text is the author's, not ours: it may hold terminal escape sequences (ANSI colours, the
`ESC ]8;;url BEL` hyperlinks of modern terminals), other control characters, bidirectional
overrides that make a reader see "20" where the file says "02", Markdown or HTML that a viewer would
render, and cells a spreadsheet would run as formulas. `plain` strips the first three from any text;
`inline` makes it one line; `markdown` escapes it for a Markdown line; `spreadsheet_cell` is the text of
every CSV cell, stripped first and then with a formula-leading value neutralised (OWASP's CSV-injection
rules, leading whitespace included); `csv_cell` quotes it. site/js/common.js has the same rules for the
page (`safeText`, `spreadsheetCell`, `csvCell`).
"""

from __future__ import annotations

import re

#: Escape sequences: CSI (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), DCS/SOS/PM/APC strings
#: (ESC P, X, ^, _ … ESC \), and any other escape (ESC, intermediates, a final byte); the C1 forms (U+009B CSI, U+009D OSC).
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]?"
)
#: What is left to drop: C0 controls but tab and line breaks, DEL, C1 controls, and the bidirectional
#: embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
#: Whitespace that `plain` would drop as a control (vertical tab, form feed) and whitespace it keeps (tab, line
#: breaks): both become spaces in a spreadsheet cell.
_PAGE_BREAKS = re.compile(r"[\v\f]")
_LINE_BREAKS = re.compile(r"[\t\n\r]")
#: A cell a spreadsheet reads as a formula: one of these first, after any leading whitespace.
_FORMULA = re.compile(r"^[\s\u00a0]*[=+\-@\t\r]|^[\t\r]")
#: What Markdown (and HTML inside it) would read as syntax: the same set as the page's `escapeMd`.
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()<>#+!|~&])")


def plain(text: object) -> str:
    """`text` without escape sequences, control characters (tab and line breaks kept) or bidi controls."""
    return _CONTROLS.sub("", _ESCAPES.sub("", "" if text is None else str(text)))


def inline(text: object) -> str:
    """`plain(text)` on one line: every run of whitespace (line breaks included) one space."""
    return " ".join(plain(text).split())


def markdown(text: object) -> str:
    """`inline(text)` with Markdown syntax escaped: no HTML, image, link, emphasis or table break runs."""
    return _MARKDOWN.sub(r"\\\1", inline(text))


def leads_a_formula(text: str) -> bool:
    """Whether a spreadsheet would read `text` as a formula (OWASP: = + - @, tab or CR first, after any
    leading whitespace)."""
    return bool(_FORMULA.match(text))


def spreadsheet_cell(value: object) -> str:
    """A cell's text as a spreadsheet shows it, the one rule of every CSV the CLI writes: escape sequences,
    control characters and bidi controls go FIRST (a "\x01" or a bidi override before "=" would otherwise
    hide the formula from the check), then a formula-leading text gets a "'" in front, then tab and line
    breaks become spaces. site/js/common.js `spreadsheetCell` is the same rule for the page's CSVs."""
    text = plain(_PAGE_BREAKS.sub(" ", "" if value is None else str(value)))
    risky = leads_a_formula(text)
    text = _LINE_BREAKS.sub(" ", text)
    return "'" + text if risky else text


def csv_cell(value: object, separator: str = ";") -> str:
    """One CSV cell: numbers as they are; text one line (`inline`), then `spreadsheet_cell`."""
    if value is None:
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    text = spreadsheet_cell(inline(value))
    if any(c in text for c in (separator, '"', "\n", "\r")):
        text = '"' + text.replace('"', '""') + '"'
    return text
