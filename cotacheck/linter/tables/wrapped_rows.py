"""A quadro laid out by spaces whose every row the extraction wrapped onto two lines, as its header.

A landscape page extracted at a fixed width (pdftotext cutting at 100 columns, a hard-wrapped copy)
prints each row's cells in two lines, and the header so too: the first line the code, the cargo and
the requisitos, the second the polo, the pay and the counts:

    Código  Cargo / Perfil                           Requisito de escolaridade
    Polo de lotação     Remuneração (R$)      AC     PcD     PPP   Total      CR
    001     Técnico Bancário – Polo Belém/PA         Ensino médio completo
    Belém/PA                    3.622,13      14       1       5      20      60

Read a line at a time, the counts' line was a row of its own, named by its polo ("Porto Velho/RO", a
cargo confirmed) or by the line above joined to it with the requisitos. A row is its header's sequence of
columns, whatever lines carry it: under a header of two lines, the first naming the cargo and no count,
the second two counts or more (a group label over them, "-------- Vagas --------", may stand above the
first), the rows are pairs of lines, the first with no counts side by side, the second with one run of
as many counts as the header names (pay, hours and fees around it are text cells). A row's name is the
words of its first line that start inside the name column (from the name label's start to the next
label's); the second line's text before the counts is a text column of the second header line (a polo,
added to the name when the name does not hold it already) or, where no label of that line stands over
it, the first line's last cell going on (the requisitos cut at the page's width: "… residir na área d" /
"a ESF"), the name's only when the name is that last cell. A TOTAL alone on a line over a line of counts
is the total row. Re-laid before the pass as one header line (the name's label and each count column's
plain label) and a line a row (its name, its counts), numbered as its counts' line, so the pass confirms
it only by its arithmetic. Any line amid the pairs that is neither leaves the table alone.

Only texts laid out by spaces are looked at, and only a line naming a count label under a line naming a
cargo is tried as a header: one pass over the lines.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, normalise
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens

#: A count label a header's second line holds (case as printed): the cheap test before the header's reading.
_COUNT_LABEL = re.compile(r"\b(?:AC|A[Mm][Pp][Ll][Aa]|P[Cc][Dd]|N[Ee][Gg][Rr][Oo][Ss]|PPP|PN|T[Oo][Tt][Aa][Ll]|CR)\b")
_PIECE = re.compile(r"\S+(?: \S+)*")  # a run of words one space apart: a label or a cell
_WORD = re.compile(r"\S+")
_COUNT = re.compile(r"\d{1,4}|[-–—]")
_SIDE_BY_SIDE = re.compile(r"(?<!\S)(?:\d{1,4}|[-–—])\s+(?:\d{1,4}|[-–—])(?!\S)")  # a row's counts
_TOTAL = re.compile(r"total(?: geral)?")
#: At most so many rows; a table's header repeated after a page break is a table of its own.
_MAX_ROWS = 200


def _labels(line: str) -> list[tuple[int, str, list[str]]]:
    """A header line's labels: where each starts, its text and the kinds the vocabulary reads in it."""
    out = []
    for m in _PIECE.finditer(line):
        kinds = header_tokens(fold(m.group()))
        out.append((m.start(), m.group(), kinds or []))
    return out


def _counts_run(line: str, width: int) -> tuple[int, list[str]] | None:
    """Where the text before a row's counts ends and its `width` counts side by side, if the line holds
    one such run and no other count beside it."""
    words = list(_WORD.finditer(line))
    cells = [bool(_COUNT.fullmatch(w.group())) for w in words]
    for at in range(len(words) - width + 1):
        if all(cells[at : at + width]):
            before = at == 0 or not cells[at - 1]
            after = at + width == len(words) or not cells[at + width]
            if before and after and sum(cells) == width:
                return (words[at].start(), [w.group() for w in words[at : at + width]])
            return None
    return None


def _header(raw: list[str], index: int) -> tuple[int, int, int, list[str]] | None:
    """At `index` a header's second line under its first: (its first line's index, the name column's start
    and end, the count roles in order), if so."""
    if index < 1 or not raw[index - 1].strip():
        return None
    second = normalise(raw[index])
    kinds = header_tokens(fold(second))
    roles = [k for k in kinds or [] if k in PLAIN_LABEL]
    if len(roles) < 2 or len(roles) != sum(k in COUNT_TOKENS for k in kinds or []) or len(set(roles)) < len(roles):
        return None
    first = normalise(raw[index - 1])
    labels = _labels(first)
    named = [k for k, (_, _, kinds) in enumerate(labels) if "name" in kinds]
    if len(named) != 1 or any(k in COUNT_TOKENS or k == "vagas" for _, _, ks in labels for k in ks):
        return None
    k = named[0]
    end = labels[k + 1][0] if k + 1 < len(labels) else 10_000
    start = index - 1
    if start and header_tokens(fold(raw[start - 1].strip(" -–—"))) == ["vagas"]:  # a group label over the counts
        start -= 1
    return start, labels[k][0], end, roles


def _name(first: str, start: int, end: int) -> tuple[str, bool]:
    """A row's first line's words inside the name column, and whether the name is the line's last cell."""
    words = [w for w in _WORD.finditer(first) if start - 1 <= w.start() < end]
    last = bool(words) and not any(w.start() >= end for w in _WORD.finditer(first))
    return " ".join(w.group() for w in words), last


def _width(raw: list[str], at: int) -> int:
    """The page's width a hard wrap cut the rows at: the longest of the rows' first lines from `at` (one line
    in two) to a pair with a blank line."""
    width = 0
    for first in range(at, min(at + 2 * _MAX_ROWS, len(raw) - 1), 2):
        if not raw[first].strip() or not raw[first + 1].strip():
            break
        width = max(width, len(raw[first].rstrip()))
    return width


def _table(raw: list[str], index: int) -> tuple[int, int, list[Line]] | None:
    """The table whose header's second line is at `index`, re-laid, with its first and last line numbers."""
    header = _header(raw, index)
    if header is None:
        return None
    top, start, end, roles = header
    second_labels = [(at, kinds) for at, _, kinds in _labels(normalise(raw[index]))]
    width = _width(raw, index + 1)
    laid = [laid_line(index + 1, " ".join(["Cargo", *(PLAIN_LABEL[r] for r in roles)]))]
    at, rows, total = index + 1, 0, False
    while at + 1 < len(raw) and rows < _MAX_ROWS and raw[at].strip() and not total:
        first, second = normalise(raw[at]), normalise(raw[at + 1])
        run = _counts_run(second, len(roles))
        if run is None or _SIDE_BY_SIDE.search(first) or any(_COUNT.fullmatch(w) for w in first.split()[-1:]):
            break
        cut, counts = run
        if _TOTAL.fullmatch(fold(first.strip())) and not second[:cut].strip():
            laid.append(laid_line(at + 2, " ".join(["TOTAL", *counts])))
            at, total = at + 2, True
            continue
        name, last = _name(first, start, end)
        if not name:
            break
        piece = _PIECE.search(second[:cut])  # the first text cell before the counts
        text, lead = (piece.group(), piece.start()) if piece else ("", 0)
        if text:
            labelled = any(abs(label_at - lead) <= 2 and "name" in kinds for label_at, kinds in second_labels)
            under_label = any(abs(label_at - lead) <= 2 for label_at, _ in second_labels)
            if labelled and fold(text) not in fold(name):
                name = f"{name} – {text}"
            elif not under_label and last:
                cut_word = len(raw[at].rstrip()) >= width and not raw[at + 1][:1].isspace()
                name = f"{name}{'' if cut_word else ' '}{text}"
        laid.append(laid_line(at + 2, " ".join([name, *counts])))
        at, rows = at + 2, rows + 1
    if rows < 2:
        return None
    return top + 1, at, laid


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every quadro whose rows were wrapped onto two lines re-laid a row a line (same list)."""
    if "     " not in text:
        return lines
    raw = raw_lines(text)
    found: list[tuple[int, int, list[Line]]] = []
    for index, line in enumerate(raw):
        if found and index < found[-1][1] or len(line) > 250 or "  " not in line or not _COUNT_LABEL.search(line):
            continue
        table = _table(raw, index)
        if table is not None:
            found.append(table)
    return _in_place(lines, found)


def _in_place(lines: list[Line], spans: list[tuple[int, int, list[Line]]]) -> list[Line]:
    """`lines` with each span's lines replaced by its re-laid lines, put where its first remaining line
    stands (`layout_grid`, run before, may have re-laid the same lines under other numbers)."""
    if not spans:
        return lines
    laid: list[Line] = []
    for line in lines:
        while spans and line.number > spans[0][1]:
            laid += spans.pop(0)[2]  # emptied once put in place
        if spans and line.number >= spans[0][0]:
            laid += spans[0][2]
            spans[0] = (spans[0][0], spans[0][1], [])
        else:
            laid.append(line)
    for _, _, rest in spans:
        laid += rest
    lines[:] = laid
    return lines
