"""A quadro whose count labels were printed rotated (vertical header cells), as pypdf gives it: the
labels printed horizontally stay on the header's line ("Cargo Vencimento (R$)"), the rows follow with
their counts under no label ("101 Perito Criminal 48 36 03 09 R$ 12.488,30"), and the rotated labels
come last in the page's text, one cell a line and wrapped as in their cell ("Código" / "Total de
vagas" / "Ampla concorrência" / "Pessoas com" / "deficiência" / "Pretos, pardos" / "e indígenas"), right
before the next page's running head or the text's end. Read as it stood, no header named the counts and
the quadro was not read at all.

The labels at a page's end are read in the order printed (the header's cells left to right), each one
to three lines whose joined words name one count role of the vocabulary or a text column only
("Código"); at least two count roles, none twice. The header above them on the same page is the nearest
line naming the name column and no count, followed by rows holding, after the name, exactly as many
counts (a dash for none) as the labels name, the next cell no count. The header line is rewritten with
the rotated labels in their place (text labels printed before the counts ahead of the name when the
line has none before it; the counts' plain labels right after the name's label; text labels after the
counts after them) and the tail's lines blanked, every line keeping its number: the pass reads the
quadro and confirms a row only by its arithmetic. Labels that read otherwise (words), a header or rows
that do not fit, and the text is left as it is.

A run of states' abbreviations among the labels ("AC" / "AL" / … / "TO", a column a state under a
printed "Vagas por UF de lotação") labels place columns: the header's upper row (the roles) comes first
in the tail whichever block the rows print first, so the order is the one in which every row's states
add up to its total and its parts to the total; the rows are re-laid with the roles' cells alone.

Trigger: a short digit-free line opening with a total's, ampla concorrência's or vagas' label (`_HINT`);
the lines around it are read from the text itself, which is split into lines only when a tail of labels
ends at a page's boundary.
"""

from __future__ import annotations

import functools
import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.layout_header import column_of

#: A short digit-free line opening with a total's or ampla concorrência's label: the search (its lines'
#: first characters tried only after a newline) rules most texts out for a few hundredths of a percent
#: of the reader's time.
_HINT = re.compile(
    r"\n(?:[Tt]otal|TOTAL|[Aa]mpla|AMPLA|AC|[Vv]agas|VAGAS|N[º°o]|[Qq]uant|QUANT|[Nn][úu]mero|N[ÚU]MERO)[^\n\d]{0,38}(?:\n|\Z)"
)
_SHORT = 40  # a rotated cell's line: a label's words, as wide as the header is tall
_MAX_PIECES = 3  # lines of one label ("Pessoas" / "com" / "deficiência" at most)
_MAX_ABOVE = 150  # lines between the header and its page's end
_MAX_TAIL = 60  # lines of a tail: 27 states and a few roles wrapped
_HEAD = 12  # a running head's least length ("Vagas" twice in a tail is no page's head)
#: The states' abbreviations: a run of them in a tail labels place columns (FGV's "Vagas por UF de
#: lotação" over "AC" … "TO"), where "AC" is Acre, not ampla concorrência.
_UFS = frozenset("AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO".split())
_MIN_PLACES = 3
_SPAN = re.compile(r"(?i)\b(?:vagas|uf|lota[cç][aã]o|federa[cç][aã]o|estados?)\b")  # a label spanning the places
_MAX_SPANS = 2  # lines of such labels between the header's line and its first row
_PAGE = re.compile(r"(?i)^(?:p[aá]gina|p[aá]g\.)\s*\d+(?:\s*(?:de|/)\s*\d+)?\b|^\d{1,3}$")
_COUNT = r"(?:\d{1,5}|[–—-])"
#: A row's counts opening its line, its name on the lines above (`_code_alone`).
_COUNTS_OPENING = re.compile(rf"{_COUNT}(?: {_COUNT}){{1,}}(?: |$)")
_NAME_LINES = 6
#: A row's words before its counts ending in a count: the row holds more counts than the tail's labels.
_LEAD_COUNT = re.compile(rf"\s{_COUNT}$")


def _label(pieces: list[str]) -> str:
    out = ""
    for piece in pieces:
        piece = piece.strip()
        out = out[:-1] + piece if out.endswith("-") and out[-2:-1].isalpha() else f"{out} {piece}".strip()
    return out


@functools.lru_cache(maxsize=512)
def _kind(label: str) -> str | None:
    """A count role, "text" (a label of the vocabulary's text columns only) or None."""
    kind = column_of(0, 0, label).kind
    if kind in PLAIN_LABEL:
        return kind
    tokens = header_tokens(fold(label))
    return "text" if tokens and set(tokens) == {"ignore"} else None


def _labels(lines: list[str], places: set[int]) -> tuple[int, list[tuple[str, str]]]:
    """The longest run of labels `lines` open with, each (kind, label) read from 1 to `_MAX_PIECES` lines
    (another table's rotated labels may follow): a line opening in lower case goes on from the line above
    ("Pessoas com" / "deficiência", "Nº de" / "vagas"), any other is a cell of its own where it reads as
    one ("Taxa de inscrição (R$)" / "Jornada semanal": two cells, not one label of both)."""
    n = len(lines)
    best: list[list[tuple[str, str]] | None] = [[]] + [None] * n
    for i in range(n):
        if best[i] is None or lines[i].strip()[:1].islower():
            continue
        if i in places:
            if best[i + 1] is None or len(best[i]) + 1 > len(best[i + 1]):
                best[i + 1] = [*best[i], ("place", lines[i].strip())]
            continue
        for size in range(1, min(_MAX_PIECES, n - i) + 1):
            if i + size - 1 in places:
                break
            label = _label(lines[i : i + size])
            kind = _kind(label)
            if kind is not None and (best[i + size] is None or len(best[i]) + 1 > len(best[i + size])):
                best[i + size] = [*best[i], (kind, label)]
    ends = [i for i, found in enumerate(best) if found is not None and (i == n or not lines[i].strip()[:1].islower())]
    stop = max(ends, default=0)
    return stop, best[stop] or []


def _place_lines(lines: list[str]) -> set[int]:
    """The lines in a run of `_MIN_PLACES` states' abbreviations or more, one a line."""
    out: set[int] = set()
    run: list[int] = []
    for i, line in enumerate([*lines, ""]):
        if line.strip() in _UFS:
            run.append(i)
            continue
        if len(run) >= _MIN_PLACES:
            out.update(run)
        run = []
    return out


def _tail(lines: list[str], start: int, end: int) -> tuple[int, int, list[tuple[str, str]]] | None:
    """The first run of labels within lines[start:end] naming a count role, when it names two or more,
    none twice: its first line, its end and its labels (a run read from its middle would pair labels
    with other columns' cells)."""
    window = lines[start:end]
    places = _place_lines(window)
    for first in range(start, end - 1):
        at = first - start
        if at not in places and not any(_kind(_label(window[at : at + size])) for size in range(1, _MAX_PIECES + 1)):
            continue  # no label opens here
        stop, labels = _labels(window[at:], {i - at for i in places if i >= at})
        roles = [k for k, _ in labels if k not in ("text", "place")]
        if not roles:
            continue
        kinds = "".join("p" if k == "place" else "t" if k == "text" else "r" for k, _ in labels)
        if "p" in kinds and ("t" in kinds or kinds.strip("r").count("p") != len(kinds.strip("r"))):
            return None  # places beside text columns, or parted by counts: their cells' order unknown
        return (first, first + stop, labels) if len(roles) >= 2 and len(set(roles)) == len(roles) else None
    return None


@functools.lru_cache(maxsize=64)
def _row(k: int) -> re.Pattern[str]:
    """A row: an optional code and the name (`lead`), `k` counts (`cells`), then no count."""
    counts = rf"{_COUNT}(?:\s+{_COUNT}){{{k - 1}}}"
    return re.compile(
        rf"^(?P<lead>(?:\S*\d\S*\s+)?(?=\S*[^\W\d_])\S.*?)\s+(?P<cells>{counts})(?P<rest>\s+(?!{_COUNT}(?:\s|$))\S.*)?$"
    )


def _name_cut(words: list[str], tokens: list[str]) -> int | None:
    """How many of the header's words make it up to its name label's end."""
    want = tokens[: tokens.index("name") + 1]
    cut = None
    for n in range(1, len(words) + 1):
        got = header_tokens(fold(" ".join(words[:n])))
        if got == want:
            cut = n
        elif cut is not None:
            break
    return cut


def _first_row(lines: list[str], at: int, row: re.Pattern[str], spans: bool) -> int | None:
    """The line of the header's first row: the next line, or past `_MAX_SPANS` lines spanning places."""
    for j in range(at + 1, min(at + 2 + (_MAX_SPANS if spans else 0), len(lines))):
        line = lines[j].strip()
        match = row.match(line)
        if match and _LEAD_COUNT.search(match["lead"]):
            return None  # more counts in the row than the labels name (a Calc sheet's one-line labels above)
        if match:
            return j
        if not spans or not _SPAN.search(line) or any(c.isdigit() for c in line) or len(line) > 2 * _SHORT:
            return None
    return None


def _header(lines: list[str], top: int, bottom: int, k: int, spans: bool) -> tuple[int, int] | None:
    """The header line above `bottom` (its page from `top`) whose rows hold `k` counts each, with its
    first row's line."""
    row = _row(k)
    for i in range(bottom - 1, top - 1, -1):
        tokens = header_tokens(fold(lines[i]))
        if not tokens or "name" not in tokens or set(tokens) & COUNT_TOKENS:
            continue
        j = _first_row(lines, i, row, spans)
        if j is not None:
            return i, j
    return None


def _rewritten(header: str, labels: list[tuple[str, str]]) -> str | None:
    words = header.split()
    tokens = header_tokens(fold(header)) or []
    cut = _name_cut(words, tokens)
    if cut is None:
        return None
    first_role = next(n for n, (k, _) in enumerate(labels) if k != "text")
    last_role = max(n for n, (k, _) in enumerate(labels) if k != "text")
    before = [label for _, label in labels[:first_role]]
    if any(k == "text" for k, _ in labels[first_role:last_role]):
        return None  # a text column amid the counts: its place among the row's cells is unknown
    if before and tokens.index("name") > 0:
        return None  # a rotated label before the counts and a printed one before the name: their order unknown
    counts = [PLAIN_LABEL[k] for k, _ in labels[first_role : last_role + 1]]
    after = [label for _, label in labels[last_role + 1 :]]
    return " ".join([*before, *words[:cut], *counts, *after, *words[cut:]])


def _value(cell: str) -> int:
    return 0 if not cell.isdigit() else int(cell)


def _by_place(lines: list[str], at: int, first_row: int, labels: list[tuple[str, str]]) -> bool:
    """Re-lay a quadro whose rows give the vacancies by state and the count roles (`labels`: the roles
    then the places, as a two-row header prints them): which block comes first in the rows is the one
    order in which every row's places add up to its total and its parts to the total; the rows re-laid
    with the roles' cells alone, the header with their labels. False when no single order holds."""
    roles = [k for k, _ in labels if k != "place"]
    places = len(labels) - len(roles)
    if "total" not in roles or "open" not in roles:
        return False
    row = _row(len(labels))
    found = []
    for j in range(first_row, len(lines)):
        match = row.match(lines[j].strip())
        if match is None:
            break
        found.append((j, match))
    orders = []
    for places_first in (True, False):
        ok = True
        for _, match in found:
            cells = match["cells"].split()
            counts = cells[places:] if places_first else cells[: len(roles)]
            spread = cells[:places] if places_first else cells[len(roles) :]
            figures = dict(zip(roles, map(_value, counts), strict=True))
            parts = sum(v for kind, v in figures.items() if kind != "total")
            ok = ok and figures["total"] == parts == sum(map(_value, spread)) and figures["total"] > 0
        if ok:
            orders.append(places_first)
    if len(orders) != 1:
        return False
    words = lines[at].split()
    cut = _name_cut(words, header_tokens(fold(lines[at])) or [])
    if cut is None:
        return False
    lines[at] = " ".join([*words[:cut], *(PLAIN_LABEL[k] for k in roles), *words[cut:]])
    lines[at + 1 : first_row] = [""] * (first_row - at - 1)
    for j, match in found:
        cells = match["cells"].split()
        counts = cells[places:] if orders[0] else cells[: len(roles)]
        lines[j] = " ".join([match["lead"], *counts]) + (match["rest"] or "")
    return True


def _short(line: str) -> bool:
    return 0 < len(line.strip()) and len(line) <= _SHORT and not any(c.isdigit() for c in line)


def _boundary(text: str, at: int) -> bool:
    """Whether the text from offset `at` opens a page: its end (blank lines only), a page's number or a
    running head (a line seen again elsewhere, longer than `_HEAD`, no label)."""
    while at < len(text) and text[at] == "\n":
        at += 1
    if at >= len(text) or not text[at:].strip():
        return True
    stop = text.find("\n", at)
    line = text[at : stop if stop >= 0 else len(text)].strip()
    if _PAGE.match(line) is not None:
        return not (line.isdigit() and _code_alone(text, stop))
    if len(line) <= _HEAD or _kind(line) is not None:
        return False
    return text.count(line, 0, len(text)) > 1


def _code_alone(text: str, at: int) -> bool:
    """Whether the lines from offset `at` (after a bare number's line) are a row's name wrapped in its cell, a
    few short digit-free lines, then its counts' line: the number was the row's code alone on its line (fpdf2
    centres the code on the row's wrapped name), not a page's number."""
    for _ in range(_NAME_LINES):
        if at < 0 or at >= len(text):
            return False
        stop = text.find("\n", at + 1)
        line = text[at + 1 : stop if stop >= 0 else len(text)].strip()
        if _COUNTS_OPENING.match(line):
            return True
        if not _short(line):
            return False
        at = stop
    return False


def _tails(text: str) -> list[tuple[int, int, list[tuple[str, str]]]]:
    """Each tail of labels before a page's boundary: its first line's number, its lines and its labels;
    read around each `_HINT` from the text itself, its lines not split unless a tail is found."""
    out = []
    done = -1
    for hint in _HINT.finditer(text):
        at = hint.start() + 1  # the hint line's first character
        if at <= done:
            continue
        after = []
        stop = at
        while len(after) < _MAX_TAIL and stop <= len(text):
            cut = text.find("\n", stop)
            cut = len(text) if cut < 0 else cut
            if not _short(text[stop:cut]):
                break
            after.append(text[stop:cut])
            stop = cut + 1
        done = stop
        before: list[str] = []
        begin = at
        while len(before) < _MAX_TAIL and begin > 0:
            cut = text.rfind("\n", 0, begin - 1) + 1
            if not _short(text[cut : begin - 1]):
                break
            before.append(text[cut : begin - 1])
            begin = cut
        window = [*reversed(before), *after]
        found = _tail(window, 0, len(window)) if len(window) >= 2 else None
        if found is None or not _boundary(text, stop):
            continue
        first, end, labels = found
        line = text.count("\n", 0, begin) + first
        out.append((line, end - first, labels))
    return out


def relay(text: str) -> str:
    """`text` with each quadro's rotated labels moved from its page's end into its header (module docstring)."""
    tails = _tails(text)
    if not tails:
        return text
    lines = text.split("\n")
    changed = False
    for first, size, labels in tails:
        head = lines[first + size].strip() if first + size < len(lines) else None
        top = first
        while top > 0 and first - top < _MAX_ABOVE and lines[top - 1].strip() != head:
            if _PAGE.match(lines[top - 1].strip()):
                break
            top -= 1  # up to the page's top: its running head, the one after the tail, or its number
        if _relaid(lines, top, first, labels):
            lines[first : first + size] = [""] * size
            changed = True
    return "\n".join(lines) if changed else text


def _relaid(lines: list[str], top: int, first: int, labels: list[tuple[str, str]]) -> bool:
    """The quadro above the tail's `first` line (its page from `top`) given the tail's labels."""
    spans = any(k == "place" for k, _ in labels)
    k = sum(1 for kind, _ in labels if kind != "text")
    rows = _header(lines, top, first, k, spans)
    if rows is None:
        return False
    if spans:
        return _by_place(lines, rows[0], rows[1], labels)
    new = _rewritten(lines[rows[0]], labels)
    if new is not None:
        lines[rows[0]] = new
    return new is not None
