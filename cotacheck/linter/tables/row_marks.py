"""A retificação's consolidated quadro, its rows marked by what the retificação did to them.

A retificação that republishes the annex whole ("redação consolidada") marks each row it changed: "(NR)"
(nova redação) or "(AC)" (acrescido: a cargo it created) at the row's end, after the pay, and prints the
rows it struck out with dashes and "Revogado". "(AC)" is the abbreviation of ampla concorrência too: a
row's "(AC)" read as a cell would be a label among the counts. A revoked row is no cargo of the concurso
(its vacancies, none, are in no total), yet read as one it was a cargo "confirmed" with 0 vacancies.

Before the pass, where the edital's own words say what the marks mean ("as linhas marcadas com (NR)
tiveram nova redação"; "as marcadas com (AC) foram acrescidas"), a row's trailing marks are taken off:
"(NR)" always, "(AC)" only when a sentence ties it to "acrescid…" (else it stays, for the other rules).
A line ending in "Revogado" ("Revogada", in brackets or not) with two cells at least before it (counts,
dashes) is left out: a revoked row. Only texts with "(NR)" or "revogad" in them look here.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, rewritten

#: A row's trailing marks: "(NR)", "(AC)", "(NR) (AC)"
_MARKS = re.compile(r"(?:\s\((?:nr|ac)\))+\s*$", re.I)
_NR_ONLY = re.compile(r"(?:\s\(nr\))+\s*$", re.I)
#: "(AC) foram acrescidas", "(AC) = acrescido", "acrescidas por este Edital … (AC)": "(AC)" means added
_AC_ADDED = re.compile(r"\(ac\)[^.;]{0,40}acrescid|acrescid[^.;]{0,20}\(ac\)")
#: A revoked row: cells before, "Revogado" at its end
_REVOKED = re.compile(r"(?:(?:^|\s)(?:\d[\d.,]*|[-–—]))(?:\s(?:\d[\d.,]*[a-z]?|[-–—]))+\s[(–-]?\s?revogad[oa]\)?\.?$")


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with a consolidated annex's row marks taken off and its revoked rows left out (same list)."""
    if "(NR)" not in text and "evogad" not in text:
        return lines
    ac_added = any("acrescid" in line.folded and _AC_ADDED.search(line.folded) for line in lines)
    marks = _MARKS if ac_added else _NR_ONLY
    changed: dict[int, str | None] = {}
    for line in lines:
        f = line.folded
        if f.endswith(")") and marks.search(line.text):
            changed[line.number] = marks.sub("", line.text)
        elif f.endswith(
            ("revogado", "revogada", "revogado)", "revogada)", "revogado.", "revogada.")
        ) and _REVOKED.search(f):
            changed[line.number] = None
    return rewritten(lines, changed)
