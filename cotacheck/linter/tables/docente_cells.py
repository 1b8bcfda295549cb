"""The classe and regime cells a docente quadro prints between the área and a spanning "Vagas" (a university's
own annex as LibreOffice prints it: "Código Unidade Acadêmica Área / Subárea de conhecimento Classe /
Denominação Regime de trabalho Vagas Requisitos (titulação exigida)Total PcD Negros", `span_last`), each row
on one line: "UAEF-01 Unidade Acadêmica de Engenharia e Física Engenharia Elétrica / Sistemas de Potência
Adjunto A DE 2 - 1 Graduação em …".

Read as it stood, the header was no header and nothing was read; with the labels under "Vagas" alone, the
names took the classe and the regime ("… Sistemas de Potência Adjunto A DE"). Their values are a closed
vocabulary (the careers' classes: Adjunto A, Assistente A, Auxiliar, Titular, Associado; the regimes: DE,
20 or 40 horas, T20, T40), printed last before the counts: each row loses them there, the cells the header
names, or the whole table is left as it stood (a row without them). Lines without a run of counts (a row
of "0 (CR)") and a Total row are left as they are.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line

#: The header's classe and regime labels (folded) at the end of its words before "Vagas".
LABELS = re.compile(r"(?:\s(?P<classe>classe(?:\s?/\s?denominacao)?))?(?:\s(?P<regime>regime(?: de trabalho)?))?\s*$")
_REGIME = re.compile(r"\s(?:DE|T-?\d{2}|\d{2}\s?h(?:oras)?|Dedicação Exclusiva)$")
_CLASSE = re.compile(
    r"\s(?:(?:Professor\s)?(?:Adjunto|Assistente|Auxiliar|Titular|Associado)(?:\s[A-D])?(?:,\snível\s\d)?"
    r"|[A-E]\s–\s(?:Adjunto|Assistente|Auxiliar|Titular|Associado)(?:\s[A-D])?)$"
)
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_SENTENCE = 12
_MAX_LINES = 150


def _counts_at(tokens: list[str], columns: int) -> int | None:
    """The index of the row's first count: its first run of exactly `columns` count cells after some words."""
    n = 1
    while n < len(tokens):
        if _CELL.fullmatch(tokens[n]) and not (n + 1 < len(tokens) and fold(tokens[n + 1]).startswith("hora")):
            end = n
            while end < len(tokens) and _CELL.fullmatch(tokens[end]):
                end += 1
            if end - n == columns:
                return n
            n = end
        n += 1
    return None


def cut(lines: list[Line], first: int, columns: int, classe: bool, regime: bool) -> list[tuple[int, Line]] | None:
    """The rows' lines from `first` on with their classe and regime cells taken off (index, line), or None
    when a row does not end its name with them."""
    out: list[tuple[int, Line]] = []
    for n in range(first, min(len(lines), first + _MAX_LINES)):
        tokens = lines[n].text.split()
        if not tokens or fold(tokens[0]).startswith("total"):
            continue
        at = _counts_at(tokens, columns)
        if at is None:
            if len(tokens) >= _SENTENCE and not any(_CELL.fullmatch(t) for t in tokens[:_SENTENCE]):
                break  # a sentence across the page: the table is over
            continue
        name = " " + " ".join(tokens[:at])
        if regime:
            found = _REGIME.search(name)
            if found is None:
                return None
            name = name[: found.start()]
        if classe:
            found = _CLASSE.search(name)
            if found is None:
                return None
            name = name[: found.start()]
        if not name.strip():
            return None
        out.append((n, laid_line(lines[n].number, " ".join([name.strip(), *tokens[at:]]))))
    return out or None
