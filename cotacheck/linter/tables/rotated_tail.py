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
quadro and confirms a row only by its arithmetic. Labels that read otherwise (a UF's "AL", words), a
header or rows that do not fit, and the text is left as it is.

Trigger: two lines in a row holding a count word and no digit, then a page's boundary.
"""

from __future__ import annotations

import functools
import re
from collections import Counter

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.layout_header import column_of

#: Two short digit-free lines in a row, one naming a count: a cheap search that rules most texts out.
_HINT = re.compile(
    r"(?im)^[^\d\n]{0,40}(?:vagas|concorr[eê]ncia|defici[eê]ncia|negr[oa]s|pardo|pardas|ind[ií]genas|pcd|total)"
    r"[^\d\n]{0,40}\n[^\d\n]{1,40}$"
)
_SHORT = 40  # a rotated cell's line: a label's words, as wide as the header is tall
_MAX_PIECES = 3  # lines of one label ("Pessoas" / "com" / "deficiência" at most)
_MAX_ABOVE = 150
_HEAD = 12  # a running head's least length ("Vagas" twice in a tail is no page's head)  # lines between the header and its page's end
_PAGE = re.compile(r"(?i)^(?:p[aá]gina|p[aá]g\.)\s*\d+(?:\s*(?:de|/)\s*\d+)?\b|^\d{1,3}$")
_COUNT = r"(?:\d{1,5}|[–—-])"


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


def _labels(lines: list[str]) -> tuple[int, list[tuple[str, str]]]:
    """The longest run of labels `lines` open with, each (kind, label) read from 1 to `_MAX_PIECES` lines
    (another table's rotated labels may follow): a line opening in lower case goes on from the line above
    ("Pessoas com" / "deficiência", "Nº de" / "vagas"), any other is a cell of its own where it reads as
    one ("Taxa de inscrição (R$)" / "Jornada semanal": two cells, not one label of both)."""
    n = len(lines)
    best: list[list[tuple[str, str]] | None] = [[]] + [None] * n
    for i in range(n):
        if best[i] is None or lines[i].strip()[:1].islower():
            continue
        for size in range(1, min(_MAX_PIECES, n - i) + 1):
            label = _label(lines[i : i + size])
            kind = _kind(label)
            if kind is not None and (best[i + size] is None or len(best[i]) + 1 > len(best[i + size])):
                best[i + size] = [*best[i], (kind, label)]
    ends = [i for i, found in enumerate(best) if found is not None and (i == n or not lines[i].strip()[:1].islower())]
    stop = max(ends, default=0)
    return stop, best[stop] or []


def _tail(lines: list[str], start: int, end: int) -> tuple[int, int, list[tuple[str, str]]] | None:
    """The first run of labels within lines[start:end] naming two count roles or more, none twice: its
    first line, its end and its labels."""
    for first in range(start, end - 1):
        stop, labels = _labels(lines[first:end])
        roles = [k for k, _ in labels if k != "text"]
        if len(roles) >= 2 and len(set(roles)) == len(roles):
            return first, first + stop, labels
    return None


def _row(k: int) -> re.Pattern[str]:
    counts = rf"{_COUNT}(?:\s+{_COUNT}){{{k - 1}}}"
    return re.compile(rf"^(?:\S*\d\S*\s+)?(?=\S*[^\W\d_])\S.*?\s+{counts}(?:\s+(?!{_COUNT}(?:\s|$))\S.*)?$")


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


def _header(lines: list[str], top: int, bottom: int, k: int) -> int | None:
    """The header line above `bottom` (its page from `top`) whose rows hold `k` counts each."""
    row = _row(k)
    for i in range(bottom - 1, top - 1, -1):
        tokens = header_tokens(fold(lines[i]))
        if not tokens or "name" not in tokens or set(tokens) & COUNT_TOKENS:
            continue
        if i + 1 < len(lines) and row.match(lines[i + 1].strip()):
            return i
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


def relay(text: str) -> str:
    """`text` with each quadro's rotated labels moved from its page's end into its header (module docstring)."""
    if _HINT.search(text) is None:
        return text
    lines = text.split("\n")
    seen = Counter(line.strip() for line in lines if line.strip())

    def boundary(i: int) -> bool:
        if i >= len(lines):
            return True
        line = lines[i].strip()
        if _PAGE.match(line) is not None:
            return True
        return seen[line] > 1 and len(line) > _HEAD and _kind(line) is None  # a running head, not a label again

    changed = False
    page_top = 0
    for end in range(len(lines) + 1):
        if end < len(lines) and not boundary(end):
            continue
        start = end
        while start > page_top and lines[start - 1].strip() and len(lines[start - 1]) <= _SHORT:
            if any(c.isdigit() for c in lines[start - 1]):
                break
            start -= 1
        found = _tail(lines, start, end) if end - start >= 2 else None
        if found is not None:
            first, stop, labels = found
            k = sum(1 for kind, _ in labels if kind != "text")
            at = _header(lines, max(page_top, first - _MAX_ABOVE), first, k)
            new = _rewritten(lines[at], labels) if at is not None else None
            if new is not None:
                lines[at] = new
                lines[first:stop] = [""] * (stop - first)
                changed = True
        page_top = end + 1
    return "\n".join(lines) if changed else text
