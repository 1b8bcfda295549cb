"""A row whose count cells all say "Cadastro" (Fundatec: "10 Agente Técnico … – SE Pelotas NM Cadastro
Cadastro Cadastro – 3.215,06", a cargo offered for the cadastro de reserva only).

Read as it stood, the row's cells were words, so the row was no row: the table ended there and every row
below it was lost. Two "Cadastro" or more side by side, followed by a count, a dash or the line's end
(the cells of the counts, not a sentence's "cadastro de reserva"), are each a CR cell, re-laid in place
and padded to their width (columns laid out by spaces kept, every line its number). One "Cadastro" alone
is left as it is: a name or a sentence may hold the word. Cheap: a text without "adastro" twice in a row
is returned as it is.
"""

from __future__ import annotations

import re

_RUN = re.compile(r"(?<!\S)(cadastro|Cadastro|CADASTRO)((?:\s+\1){1,5})(?=\s+(?:\d|[–—-]|CR\b)|\s*$)")


def _cr(m: re.Match) -> str:
    return re.sub(r"\S+", lambda w: "CR".ljust(len(w.group(0))), m.group(0))


def relay(text: str) -> str:
    """The text with each row's "Cadastro" count cells made CR cells (module docstring)."""
    if "adastro C" not in text and "adastro c" not in text and "ADASTRO C" not in text:
        return text
    lines = text.split("\n")
    for n, line in enumerate(lines):
        if "adastro" in line or "ADASTRO" in line:
            lines[n] = _RUN.sub(_cr, line)
    return "\n".join(lines)
