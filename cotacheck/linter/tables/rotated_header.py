"""A header whose count labels a PDF printed rotated or in narrow cells, which a layout-preserving
extraction gives as short stacked pieces, a word or a syllable a line, the pieces of neighbouring
columns interleaved on the same lines ("Ampla" / "Concor-" / "rência" above one column, "Pessoas" /
"com" / "Defi-" / "ciência" above the next, half a line lower).

No line of such a header names a column: the labels exist only down each column's pieces, and the
header runs over more lines than `layout_grid` reads a header in (`_MAX_HEADER_LINES`). Before any
other stage the run of piece lines is read column by column: pieces that overlap from line to line are
one label, joined top to bottom (a piece ending in a hyphen joined to the next without it:
"Concor-" / "rência" is "Concorrência"). When every label so joined names one count role of the
vocabulary (two at least, none twice), the run is rewritten as one line holding each role's plain
label at its column's place ("AC", "PcD", "Negros", "Total"), on the run's last line, the run's other
lines left blank so that every line keeps its number; `layout_grid` then reads the table under that
line and the header's other lines ("Cód.  Cargo  Escolaridade …  Vencimento"), and the pass confirms it
only by its arithmetic. A run whose labels read otherwise ("Número de questões", "Valor de cada
questão": a score table) is left as it is.

A run is at least `_MIN_LINES` consecutive lines, each indented and holding only pieces (a word of at
most `_PIECE` characters, no digit); a text without four such lines in a row is ruled out by one
search over it.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import column_of, segments  # a grid's pieces and labels, read alike

_PIECE = 10  # "Deficiência", cut where the cell is narrow: "Defi-" / "ciência"; a longer word is no piece
_MIN_LINES = 4  # the shortest rotated label seen in pieces: "Total" / "de" / "Vagas" beside a longer one
_PIECE_LINE = r"[ ]{8,}[^\W\d_][^\s\d]{0,9}(?:[ ]{2,}[^\W\d_][^\s\d]{0,9})*"
_RUN = re.compile(rf"(?m)^{_PIECE_LINE}\n(?:{_PIECE_LINE}\n){{{_MIN_LINES - 1},}}")
_LINE = re.compile(rf"^{_PIECE_LINE}$")
_INDENT = " " * 8  # how every line of a run opens (`_PIECE_LINE`)


def _labels(run: list[str]) -> list[tuple[int, str]] | None:
    """Each column's (x, joined label) from the run's lines, left to right; None when two pieces of one
    line fall in one column."""
    columns: list[tuple[int, int, list[tuple[int, str]]]] = []
    for n, raw in enumerate(run):
        for x0, x1, text in segments(raw):
            hits = [k for k, (c0, c1, _) in enumerate(columns) if min(x1, c1) - max(x0, c0) > 0]
            if len(hits) > 1 or (hits and columns[hits[0]][2][-1][0] == n):
                return None
            if hits:
                c0, c1, pieces = columns[hits[0]]
                columns[hits[0]] = (min(c0, x0), max(c1, x1), [*pieces, (n, text)])
            else:
                columns.append((x0, x1, [(n, text)]))
    out = []
    for x0, _, pieces in sorted(columns):
        label = ""
        for _, text in pieces:
            label = label[:-1] + text if label.endswith("-") else f"{label} {text}".strip()
        out.append((x0, label))
    return out


def _rewritten(run: list[str]) -> list[str] | None:
    """The run as blank lines and one line of plain labels at the columns' places, or None."""
    labels = _labels(run)
    if labels is None:
        return None
    roles = []
    for _, label in labels:
        role = column_of(0, 0, label).kind  # "Vagas PcD": the role, its group's word apart
        if role not in PLAIN_LABEL:
            return None
        roles.append(role)
    if len(roles) < 2 or len(set(roles)) != len(roles):
        return None
    line = ""
    for (x, _), role in zip(labels, roles, strict=True):
        line = line.ljust(x if len(line) < x else len(line) + 2) + PLAIN_LABEL[role]
    return [""] * (len(run) - 1) + [line]


def relay(text: str) -> str:
    """`text` with each rotated header's run of pieces rewritten (module docstring)."""
    if "\r\n" in text:
        text = text.replace("\r\n", "\n")  # a Windows copy: its lines, not their ends, matter here
    if not (text.startswith(_INDENT) or "\n" + _INDENT in text) or _RUN.search(text) is None:
        return text  # a run's lines open with `_INDENT`: a search for it, C's for a fixed string, rules most texts out
    raws = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(raws):
        end = i
        while end < len(raws) and _LINE.match(raws[end]):
            end += 1
        if end - i < _MIN_LINES:
            out += raws[i : end + 1]
            i = end + 1
            continue
        out += _rewritten(raws[i:end]) or raws[i:end]
        i = end
    return "\n".join(out)
