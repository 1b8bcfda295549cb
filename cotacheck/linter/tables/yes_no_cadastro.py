"""A "Cadastro reserva" column whose cells say "Sim" or "Não", last after the counts, under a header on one line.

A quadro may end in a column that says whether the cargo forms a cadastro de reserva ("Cód. Cargo … Vagas
ampla concorrência Vagas PcD Vagas negros Total de vagas Cadastro reserva", each row "… 6 1 2 9 Sim"; Typst and
Word quadros as pypdf gives them). Read as it stood, the label made a count column that no row's last cell
filled: every row had one count too few and nothing was read. Under a header line ending in that label and
naming a total, a row ending in a count and then "Sim" or "Não" has that cell taken off, and the header its
label: the column says nothing of the vacancies, and the rows then read under the header's counts as any
quadro's (a "Não" made "-" beside rows made "CR" left a row's cells glued to the next row's name). Cheap: a text with no line ending in "Sim" or
"Não" is returned as it is.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold

_ENDINGS = (" Sim\n", " Não\n", " SIM\n", " NÃO\n")
_HEADER_END = re.compile(r"\bcadastro (?:de )?reserva\s*$")
_ROW = re.compile(r"^(?P<head>.*\S\s+(?:\d{1,5}|[–—-]))\s+(?:Sim|Não|SIM|NÃO)\s*$")
_LABEL = re.compile(r"(?i)\s+cadastro\s+(?:de\s+)?reserva\s*$")
_MAX_ROWS = 400  # lines a header's rows may run over


def relay(text: str) -> str:
    """The text with each such column's "Sim" / "Não" cells taken off (module docstring)."""
    if not any(ending in text for ending in _ENDINGS):
        return text
    lines = text.split("\n")
    left = 0  # lines of the last such header's rows still to look at
    header = -1  # the last such header's line, while its label is still there
    for n, line in enumerate(lines):
        if "adastro" in line or "ADASTRO" in line:
            folded = fold(line)
            if _HEADER_END.search(folded) and " total" in folded:
                left, header = _MAX_ROWS, n
                continue
        if left:
            left -= 1
            m = _ROW.match(line)
            if m:
                lines[n] = m.group("head")
                if header >= 0:
                    lines[header] = _LABEL.sub("", lines[header])
                    header = -1
    return "\n".join(lines)
