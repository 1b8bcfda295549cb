"""List and emphasis marks a web page or a Markdown copy prints around an edital's text, taken off before
the pass as the furniture they are.

A Diário Oficial page copied from the browser opens each item with a bullet ("• Cargo: Delegado – Vagas:
30 …"); a Markdown copy heads each cargo with "#### 2.1 Professor – Matemática" and lists its figures as
"- **Vagas:** 8 (oito)". Left on, the bullet stands where a heading's key or a name should start and the
"**" sits between a label and its colon, so none of the reader's forms sees them. Taken off: a heading's "#"
run, a bullet ("•", "▪", "◦", "●", "‣", "∙", "➢", "►", "▶", "➤", "✓", "✔"; "-" or "·" before words; "*" before
bold text), a blockquote's ">", and every "**" pair around words (a footnote's "(**)" is no pair). A "-" or
"*" before a digit, a dash or nothing is kept: a count cell of zero ("- 1 2") or a footnote mark ("* não
haverá reserva") means something there.

A Markdown heading is a title whatever its case ("#### 2.1 Professor P-III – Língua Portuguesa"): its
line numbers are kept in `lines.marked_headings` for the prose reader's titles (`prose.ProseReader.title`).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

_HEADING = re.compile(r"^#{1,6}\s+(?=\S)")
_BULLET = re.compile(r"^(?:[•▪◦●‣∙➢►▶➤✓✔]\s*(?=\S)|[-·]\s+(?=[^\W\d_]|\*\*|[\"“(])|\*\s+(?=\*\*)|>\s+)")
#: "**Vagas:**": a pair around words, opening on a letter or digit and closing after no space or bracket; a
#: footnote's "(**)" is no pair
_BOLD = re.compile(r"\*\*(?=[^\W_])([^*]{1,200}?)(?<=[^\s(])\*\*")
#: The characters a line must hold for any mark to be there (one cheap test per line)
_MARK_CHARS = frozenset("#-•▪◦●‣∙➢►▶➤✓✔·*>")


def _bare(text: str) -> tuple[str, bool]:
    """The line's text without its marks, and whether it was a Markdown heading."""
    heading = _HEADING.match(text)
    if heading:
        text = text[heading.end() :]
    bullet = _BULLET.match(text)
    if bullet:
        text = text[bullet.end() :]
    if "**" in text:
        text = _BOLD.sub(r"\1", text)
        text = re.sub(r"\s{2,}", " ", text).strip()
    return text, heading is not None


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with the marks taken off each line that has them (same list, same attributes); the Markdown
    headings' line numbers in `lines.marked_headings`."""
    headings: set[int] = set()
    for i, line in enumerate(lines):
        text = line.text
        if len(text) < 2 or (text[0] not in _MARK_CHARS and "**" not in text):
            continue  # a mark goes with what it marks: a line of one character ("-") holds none
        bare, heading = _bare(text)
        if heading:
            headings.add(line.number)
        if bare != text:
            lines[i] = laid_line(line.number, bare)
    if headings:
        try:
            lines.marked_headings = headings
        except AttributeError:  # a plain list (a test's): the headings are not kept
            pass
    return lines
