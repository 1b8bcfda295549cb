"""A quadro's rows with a dot leader between the name and the cells, under a header line of its own ("Cargo
Vagas Pretos e pardos CH Padrão" over "02 – Gari.......04 01 40h P-01", a prefeitura's Word document with a
tab stop and its dot leader before the counts; pypdf glues the leader to the first count).

Read as it stood, the dots and the first count were one word ("….....04"): the row had one count less and its
name ended in dots. A leader list a legend explains is `leaders`' (it runs first and re-lays it as a table);
the lines it leaves whose leader is followed by two count cells or more (a number, a dash, "CR") and then
only a row's short cells (a jornada, a pay, a level's code: "40h", "P-01") have the leader made one space,
every line keeping its number, so the pass reads each as a row under the header above it and confirms it only
by its arithmetic. A table of contents' entry ("ANEXO I ........ 12") and a fee's line ("… R$ 40,00") end in
one number, not two counts, and stay as they are. Trigger: ".." in the line (a leader's dots).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

#: A leader (three dots or more, spaced or not; an ellipsis) and the row's cells after it: two counts or more,
#: then short cells (a jornada, "R$" and a pay, a code such as "P-01").
_ROW = re.compile(
    r"(?<=[^\W\d_)])\s?(?:(?:\.\s?){3,}|…[.…\s]*)\s?"
    r"(?=(?:\d{1,4}|CR|[-–—])(?:\s(?:\d{1,4}|CR|[-–—])){1,7}(?:\s(?:\d{1,2}\s?h(?:oras)?|R\$|[\d.]+,\d{2}|[A-Z]{1,3}-?\d{1,3}))*\s*$)"
)


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each row's leader before its cells made a space (module docstring);
    `text`, the edital's, rules out at once a text without a leader."""
    if ".." not in text and "…" not in text:
        return lines
    for k, line in enumerate(lines):
        own = line.text
        if ".." in own or "…" in own:
            m = _ROW.search(own)
            if m is not None:
                lines[k] = laid_line(line.number, f"{own[: m.start()]} {own[m.end() :]}")
    return lines
