"""The end of a sentence wrapped onto a line of its own right above a table, naming the table's columns
("1.1 … vagas reservadas a pretos, pardos e indígenas (PPI), … e a pessoas com deficiência" / "(PcD),
vencimento, jornada e requisitos:" over "Cód. Cargo Total de vagas …", Nosso Rumo's edital in pypdf's
text): its words are labels of the vocabulary, so it was read as the header's first line, the true header's
labels then read as a second line below it, and the table left uncertain for labels at different heights
(t30 of the ninth set).

A line ending in a colon, first of a header, is the tail of the sentence above when that line is long
(`_LONG` characters or more: a paragraph's line, never a header's label line) and ends with no stop: the
sentence goes on into it; so is a line that closes a bracket the long line above left open, even after a
colon there (a legend inside the sentence: "… a seguir (AC: ampla concorrência; PcD:" / "pessoas com
deficiência):", set 18's t10, OCR'd by tesseract). Tried only on a line ending in a colon that would open a
header.

A paragraph's line amid its sentence, naming groups the vocabulary reads ("… com deficiência, às" / "pessoas
negras e às pessoas quilombolas, a carga horária semanal e o vencimento são os do quadro a" / "seguir:", t10
of the twenty-second set), is no header's either: it is long, its sentence comes into it from the long line
above (no stop there, a word or a comma last) and goes on past its own end (a word last, no stop). Read as a
header of negros and quilombolas, the title below it ("QUADRO 1 – …") was a phantom row of 1 vacancy."""

from __future__ import annotations

_LONG = 80
_STOPS = (".", ":", ";", "!", "?")


def goes_on(lines_above, i: int) -> bool:
    """Line `i` ends the sentence the line above it leaves open."""
    above = lines_above[i - 1].text.rstrip()
    if len(above) < _LONG:
        return False
    if not above.endswith(_STOPS):
        return True
    text = lines_above[i].text
    return above.count("(") > above.count(")") and text.count(")") > text.count("(")


def amid(lines_above, i: int) -> bool:
    """Line `i` is a paragraph's line in the middle of its sentence (the module's docstring, last paragraph), it
    and the line above in prose's lower case (a header's labels are capitalized, "Cód. Cargo Vagas … Requisitos",
    under a row ending in its requisito, "… Ensino Fundamental incompleto")."""
    text = lines_above[i].text.rstrip()
    if i == 0 or len(text) < _LONG or not text[-1:].islower() or not _prose(text):
        return False
    above = lines_above[i - 1].text.rstrip()
    return len(above) >= _LONG and (above[-1:].islower() or above.endswith(",")) and _prose(above)


def _prose(text: str) -> bool:
    """Most of the line's words open in lower case."""
    words = [w for w in text.split() if w[:1].isalpha()]
    return sum(w[0].islower() for w in words) * 2 > len(words)
