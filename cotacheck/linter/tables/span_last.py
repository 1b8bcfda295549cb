"""A two-row header whose spanning "Vagas" cell's labels a plain extraction printed after the top row's.

A quadro with a header of two rows ("Cód. | Cargos | Vagas | Carga Horária Semanal | Vencimento Básico
(R$)" over "Total | AC | PcD | PN" under "Vagas") comes out of pypdf's plain text cell by cell in the
order the PDF draws them: the top row's labels first, each cut over lines at its cell's width, then the
second row's labels, glued to the last top label ("Cód. Cargos" / "Vagas Carga" / "Horária" / "Semanal" /
"Vencimento" / "Básico (R$)Total AC PcD PN", Fundatec; "… SEMANALAC PcD NI TOTAL", Selecon). Read as it
stands no line is a header of the rows below (a name, counts, then text cells), the first row's name took
the header's last line ("Básico (R$)Total AC PcD PN ENSINO SUPERIOR COMPLETO 01 Advogado") and the other
rows' counts had no roles.

A line ending in two labels or more of count roles (a word glued before the first of them split off:
"(R$)Total", "SEMANALAC"), under lines of a few words with no digit that open with the name's or a code's
label and read, with the words before those labels, as a header holding one bare "Vagas" (or a total's
label spanning them, Legalle's "Nº de vagas" over "Total AC PcD Negros") and no other count label, is that header; when a row follows within `_ROWS_AFTER` lines with a run of exactly as many
count cells, the lines become one header line with the sub-labels in the place of "Vagas" ("Cód. Cargos
Total AC PcD PN Carga Horária Semanal Vencimento Básico (R$)"), numbered as the last of them. The rows are
then read under it and confirmed only by their arithmetic. A text column between the name's label and
"Vagas" ("CARGO ESCOLARIDADE / PRÉ-REQUISITOS VAGAS …") leaves the lines as they stand: plain text does not
tell its cells' words from the name's.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_decimal, laid_line
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels

#: The sub-labels' line ends in one of these (its folded text): the trigger, one test a line.
_ENDS = tuple(f" {w}" for w in ("total", "ac", "pcd", "pn", "ni", "negros", "ppp", "ppi", "pp", "pi", "pq", "cr"))
#: Count labels a glued word may end in ("SEMANALAC", "(R$)Total").
_GLUED = ("total", "ac", "pcd", "pn")
#: An abbreviation of no known role among the sub-labels ("NI" for negros e indígenas, a legend's).
_ABBREVIATION = re.compile(r"[A-Z]{2,3}")
#: Lines of the top row's labels above the sub-labels' line, each of a few words.
_MAX_LINES = 8
_WORDS = 6
#: Lines between the header and its first row (a level's heading, "ENSINO SUPERIOR COMPLETO").
_ROWS_AFTER = 3
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_SUB_ROLES = COUNT_TOKENS - {"vagas", "reserva", "imm"}


def _sub_labels(tokens: list[str]) -> tuple[int, str, list[str]] | None:
    """(index of the first sub-label's token, the glued word's start before it or "", the sub-labels) of the
    line's tokens, or None."""
    k = len(tokens)
    while k > 0 and _is_sub(tokens[k - 1]):
        k -= 1
    subs = tokens[k:]
    if k == 0:  # the sub-labels on a line of their own
        return (0, "", subs) if _roles(subs) >= 2 else None
    glued = tokens[k - 1]
    folded = fold(glued)
    for word in _GLUED:
        if folded.endswith(word) and len(folded) > len(word) + 1:
            head, tail = glued[: -len(word)], glued[-len(word) :]
            if (head[-1] == ")" or head[-1].isalpha()) and (tail[0].isupper()):
                subs = [tail, *subs]
                return k - 1, head, subs if _roles(subs) >= 2 else None
    return (k, "", subs) if _roles(subs) >= 2 else None


def _is_sub(token: str) -> bool:
    if not token.replace(".", "").isalpha():
        return False  # "(R$)Total": a word glued before the label (`_sub_labels`)
    kinds = header_tokens(fold(token))
    return (kinds is not None and len(kinds) == 1 and kinds[0] in _SUB_ROLES) or bool(_ABBREVIATION.fullmatch(token))


def _roles(subs: list[str]) -> int:
    return sum(bool(header_tokens(fold(s))) for s in subs)


def _top_start(lines: list[Line], i: int) -> int | None:
    """The index of the top row's first line above line `i`: short lines with no digit, the first opening
    with the name's or a code's label."""
    start = None
    for j in range(i - 1, max(-1, i - 1 - _MAX_LINES), -1):
        text = lines[j].text
        if not text or text.count(" ") >= _WORDS or has_decimal(text):
            break
        first = header_tokens(lines[j].folded.split(" ", 1)[0])
        if first and first[0] in ("name", "ignore"):
            start = j
    return start


def _row_cells(text: str, wanted: int) -> bool:
    """Whether the line holds a run of exactly `wanted` count cells after some words."""
    run = 0
    words = False
    for token in [*text.split(), ""]:
        if _CELL.fullmatch(token):
            run += 1
            continue
        if words and run == wanted:
            return True
        run, words = 0, True
    return False


def _relaid(lines: list[Line], i: int) -> tuple[int, Line] | None:
    """(index of the header's first line, the header as one line) for the sub-labels' line `i`, or None."""
    tokens = lines[i].text.split()
    found = _sub_labels(tokens)
    if found is None:
        return None
    k, head, subs = found
    start = _top_start(lines, i)
    if start is None:
        return None
    top = " ".join([w for line in lines[start:i] for w in line.text.split()] + tokens[:k] + ([head] if head else []))
    folded = fold(top)
    found = [(kind, a, b) for kind, a, b in labels(folded) if kind in COUNT_TOKENS]
    if len(folded) != len(top) or len(found) != 1 or found[0][0] not in ("vagas", "total"):
        return None  # one spanning label, "Vagas" or "Nº de vagas", and no other count label
    _, a, b = found[0]
    before = header_tokens(folded[:a])
    if not before or before[-1] != "name":
        return None  # a text column between the name and the counts: its words would join the names
    after = lines[i + 1 : i + 1 + _ROWS_AFTER]
    if not any(_row_cells(line.text, len(subs)) for line in after):
        return None
    return start, laid_line(lines[i].number, f"{top[:a].rstrip()} {' '.join(subs)} {top[b:].lstrip()}".strip())


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each such header re-laid as one line (same list)."""
    changes: list[tuple[int, int, Line]] = []
    for i, line in enumerate(lines):
        if line.folded.endswith(_ENDS) and len(line.text) < 120 and i and (found := _relaid(lines, i)) is not None:
            changes.append((found[0], i, found[1]))
    if not changes:
        return lines
    laid: list[Line] = []
    done = 0
    for start, end, header in changes:
        if start < done:
            continue
        laid += lines[done:start]
        laid.append(header)
        done = end + 1
    lines[:] = laid + lines[done:]
    return lines
