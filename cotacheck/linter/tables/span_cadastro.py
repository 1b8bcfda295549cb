"""A two-row header whose spanning "Vagas imediatas" has the cadastro de reserva's column after it, the top
row's labels on one line, the sub-labels printed after the top row's last label.

Access's quadro as pypdf gives LibreOffice's PDF of it (t24 of the ninth set): "Cód. Emprego Localidade de
vaga Vagas imediatas Cadastro de reserva" / "(CR)" / "Salário" / "(R$)" / "Jornada" / "semanalTotal PcD
Negros", then rows "01 Agente Administrativo Sede – Curitiba/PR 03 0 1 15 3.350,00 40h" (Total, PcD,
Negros under "Vagas imediatas", then the cadastro's count, the pay, the hours). The top row is one wide line
(its cells wide enough for their labels) and the cadastro's cell spans both rows, so `span_last` (a top row
of short lines, a cadastro's label before the sub-labels' or none) did not take it, no line was a header and
nothing was read.

A line with no digit opening with the name's or a code's label, holding "Vagas imediatas" then a cadastro's
label ("Cadastro de reserva", "CR") and after them only text labels (pay, hours), before it only the name's,
a code's, a text column's or a place's ("Localidade de vaga": its "vaga" names no count); then lines of a
few words with no digit (the tall cells' labels cut at their width) up to one ending in two count labels or
more ("semanalTotal PcD Negros", a word glued before the first split off), no role twice among them (a
cadastro group over the same roles again, Cesgranrio's "AC PcD PN AC PcD PN", is `header`'s), no other
count label among them: when a row follows within `_ROWS_AFTER` lines with a run of as many count cells as the sub-labels and
one more (the cadastro's), the lines become one header line with the sub-labels in the place of "Vagas
imediatas" ("Cód. Emprego Localidade de vaga Total PcD Negros Cadastro de reserva (CR) Salário (R$) Jornada
semanal"), numbered as the last of them. The rows are then read under it as the table pass reads any, and
confirmed only by their arithmetic.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_decimal, laid_line
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels
from cotacheck.linter.tables.span_last import _ENDS, _row_cells, _sub_labels

#: The top row's line holds this (its folded text): the trigger, one substring test a line.
_TRIGGER = "vagas imediat"
#: Lines of the top row's tall cells' labels between its line and the sub-labels', each of a few words.
_MAX_LINES = 8
_WORDS = 4
#: Lines between the header and its first row.
_ROWS_AFTER = 3
#: "Localidade de vaga": a place column's label, whose "vaga" names no count.
_PLACE_OF = re.compile(r"\b(?:localidade|lotacao|municipio|cidade|unidade|local) d[aeo]s? $")
_SUB_ROLES = COUNT_TOKENS - {"vagas", "reserva", "imm", "crg"}


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each such header re-laid as one line (same list)."""
    changes: list[tuple[int, int, Line]] = []
    for i, line in enumerate(lines):
        if _TRIGGER in line.folded and not has_decimal(line.text) and (found := _header(lines, i)) is not None:
            changes.append(found)
    if not changes:
        return lines
    laid: list[Line] = []
    done = 0
    for start, end, header in changes:
        laid += lines[done:start]
        laid.append(header)
        done = end + 1
    lines[:] = laid + lines[done:]
    return lines


def _header(lines: list[Line], i: int) -> tuple[int, int, Line] | None:
    """(the top row's index, the sub-labels' index, the header as one line) for a top row at `i`, or None."""
    first = header_tokens(lines[i].folded.split(" ", 1)[0])
    if not first or first[0] not in ("name", "ignore"):
        return None
    for j in range(i + 1, min(len(lines), i + 1 + _MAX_LINES)):
        text = lines[j].text
        if not text or has_decimal(text):
            return None
        if lines[j].folded.endswith(_ENDS):
            return _laid(lines, i, j)
        if text.count(" ") >= _WORDS:
            return None
    return None


def _laid(lines: list[Line], i: int, j: int) -> tuple[int, int, Line] | None:
    """`_header` once the sub-labels' line `j` is found: the first of its readings that makes the header."""
    tokens = lines[j].text.split()
    for k, head, subs, columns in _sub_labels(tokens):
        kinds = header_tokens(fold(" ".join(subs)))
        if not kinds or any(kind not in _SUB_ROLES for kind in kinds) or len(set(kinds)) < len(kinds):
            continue  # a role twice: a group over the same roles again ("AC PcD PN AC PcD PN"), `header`'s
        words = [w for line in lines[i:j] for w in line.text.split()] + tokens[:k] + ([head] if head else [])
        top = " ".join(words)
        span = _spanning(top)
        if span is None:
            continue
        after = lines[j + 1 : j + 1 + _ROWS_AFTER]
        if not any(_row_cells(line.text, (columns + 1,)) for line in after):
            continue  # the cadastro's cell after the sub-labels' ("03 0 1 15")
        a, b = span
        header = f"{top[:a].rstrip()} {' '.join(subs)} {top[b:].lstrip()}".strip()
        return i, j, laid_line(lines[j].number, header)
    return None


def _spanning(top: str) -> tuple[int, int] | None:
    """(start, end) of "Vagas imediatas" in the top row's labels `top` when it reads as this header: before
    it the name's, a code's, text and place labels only, right after it a cadastro's, then text labels."""
    folded = fold(top)
    if len(folded) != len(top):
        return None
    found = list(labels(folded))
    spans = [n for n, (kind, _, _) in enumerate(found) if kind == "imm"]
    if len(spans) != 1:
        return None
    n = spans[0]
    for kind, a, _ in found[:n]:
        if kind in COUNT_TOKENS and not (kind == "vagas" and _PLACE_OF.search(folded, 0, a)):
            return None
    if "name" not in [kind for kind, _, _ in found[:n]]:
        return None
    rest = [kind for kind, _, _ in found[n + 1 :]]
    cadastro = 0
    while cadastro < len(rest) and rest[cadastro] == "crg":
        cadastro += 1
    if not cadastro or any(kind in COUNT_TOKENS for kind in rest[cadastro:]):
        return None
    return found[n][1], found[n][2]
