"""A quadro whose cargo cell is merged down its places' rows (`rowspan`), printed by Chromium and read by pypdf,
which runs the cargo and its shorter rows onto one line.

A state health body's quadro in a gazette (SES-GO's, in the Diário Oficial do Estado): "CARGO | REGIONAL DE
SAÚDE | VAGAS (TOTAL, AC, PcD, NEGROS)", the cargo's cell merged down the rows of its regionais. pypdf gives the
header on one line, then, cargo by cargo, either the cargo alone on a line over its places' rows ("Analista em
Saúde – Enfermeiro" / "Regional Central (Goiânia) 14 10 1 3" / …), or the cargo, its first place and counts and
its other places and counts all on one line ("Analista em Saúde – Farmacêutico Regional Central (Goiânia) 5 3 1
1 Regional Norte (Porangatu) 2 2 0 0"), CR rows ("… CR CR CR CR"), then "TOTAL GERAL …". Read as it stood, a
place's row was a cargo of its own (a phantom) and a run-on line one row named by all its words.

Each line is cut into its rows (a text, then as many count cells as the header has roles; where a run of figures is
longer, the row's arithmetic tells which are the counts, and a place named with a figure keeps it), and each row
re-laid "<cargo> – <place> <counts>" a row a line. Where the cargo ends and the place begins is read from the
places the text itself shows: a place after another row's counts on the same line, a text that opens two lines or
more (a cargo and its place together never repeat), or a place that opens the line under a cargo alone and is seen
again (whole, or ending another row's text). A row whose text is such a place is a row of the cargo above; a row
whose text ends with one (one only) opens a new cargo, its words before the place (after lines holding a cargo
alone, their text first: shown where they end open, "… Técnico em" / "Laboratório Regional Central …", else in
doubt). Any other row (a place never shown so) is read as the cargo above's, and left in doubt, as is every row on
its line. A cargo alone on lines without counts (wrapped over a few) is the next rows'; the header again after a
page break is dropped, and the lines before it that hold no counts (the page's footer and running head) with it. A
"TOTAL" row or prose ends the quadro; the pass then checks each row's arithmetic and the TOTAL against the sums.
The stage acts where some line runs rows on (a row's counts followed by another place), or where cargos stand alone
over their places' rows and every row's place is shown; otherwise the lines stay as they are. Trigger: a header
line opening with the cargo's label right before a second text column's, searched once in the text.
"""

from __future__ import annotations

import re
from collections import Counter

from cotacheck.linter.read.text import Line, fold, laid_line, spliced
from cotacheck.linter.tables.header import PART_ROLES, ROLES, labels

#: A header opening with the cargo's label right before a text column's label, searched once in the text.
_HEADER = (
    r"(?:cargo|emprego|função)(?:/\S+)?\s+(?:regiona|lota|loca|munic|cidade|polo|unidade|campus|especialidade|área)"
)
_TRIGGER = re.compile(rf"\n{_HEADER}", re.IGNORECASE)
#: The same, on a line: the header line's opening.
_OPENING = re.compile(_HEADER, re.IGNORECASE)
_OPENS = ("cargo", "emprego", "funcao")
_CELL = re.compile(r"\d{1,4}|CR|[-–—]")
_JOINING = frozenset({"de", "do", "da", "dos", "das", "em", "e", "no", "na", "para", "–", "-", "/"})
_MAX_PENDING = 4
_MAX_LINES = 400
_MAX_WORDS = 40
DOUBT = (
    "a célula do cargo vem mesclada sobre as linhas das suas localidades e o leitor do PDF juntou linhas: onde "
    "acaba o cargo e começa a localidade foi lido das palavras; confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with each such quadro re-laid a row a line; `doubts` gets the rows whose place was not shown
    (`text`, the edital's, for the trigger)."""
    if _TRIGGER.search(text) is None:
        return lines
    changes: list[tuple[int, int, list[Line]]] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        roles = _header(line) if line.folded.startswith(_OPENS) else None
        read = _table(lines, k + 1, roles, line.text) if roles else None
        if not isinstance(read, tuple):
            k = max(k + 1, read or 0)  # past the lines a quadro not of this class took (its headers again too)
            continue
        end, laid, doubted = read
        changes.append((k + 1, end - k - 1, laid))
        for number in doubted:
            doubts.setdefault(number, DOUBT)
        k = end
    return spliced(lines, changes) if changes else lines


def _header(line: Line) -> tuple[str, ...] | None:
    """The count roles of a header line "<cargo label> <text label> [Vagas] <roles>", or None."""
    if _OPENING.match(line.text) is None:
        return None
    found = list(labels(line.folded))
    kinds = [kind for kind, _, _ in found]
    if len(kinds) < 4 or kinds[:2] != ["name", "name"] or found[0][1] != 0:
        return None
    roles = tuple(kind for kind in kinds[2:] if kind != "vagas")
    if len(roles) < 2 or any(kind not in ROLES for kind in roles) or len(set(roles)) < len(roles):
        return None
    covered = sum(e - s for _, s, e in found) + len(found) - 1
    if covered < len(line.folded.strip()) - 12:  # only labels (a text label of a few words, "regional de saude")
        return None
    return roles


class _Row:
    """One row as the line gives it: where, its order on its line, its text, counts, the cargo lines above."""

    __slots__ = ("k", "number", "pos", "text", "counts", "pending")

    def __init__(self, k: int, number: int, pos: int, text: str, counts: list[str], pending: list[str]) -> None:
        self.k, self.number, self.pos, self.text, self.counts, self.pending = k, number, pos, text, counts, pending


def _table(lines: list[Line], start: int, roles: tuple[str, ...], header: str) -> tuple | int | None:
    """(the index where the quadro ends, its lines re-laid, the numbers of the rows in doubt) for the rows from
    index `start`; when they do not read as this class, None, or the index where the quadro ends when no line
    runs rows on (a table starting at a header again before it would read no better)."""
    rows: list[_Row] = []
    pending: list[int] = []
    dropped: set[int] = set()
    k, end = start, None
    while k < min(len(lines), start + _MAX_LINES):
        line = lines[k]
        if line.text == header:  # the header again after a page break: the footer and head before it go too
            if dropped and not rows:
                return None  # twice before any row: no quadro
            dropped.update(pending + [k])
            pending, k = [], k + 1
            continue
        cut = _segments(line.text.split(), roles)
        if cut is None:
            return None
        segments, tail = cut
        if not segments:
            if fold(line.text).startswith("total") or len(pending) >= _MAX_PENDING or not line.text.strip():
                break
            pending.append(k)
            k += 1
            continue
        if tail or not segments[0][0]:
            return None
        names = [lines[n].text for n in pending]
        for pos, (words, counts) in enumerate(segments):
            if fold(words).startswith("total"):
                end = k if pos == 0 else None
                break
            rows.append(_Row(k, line.number, pos, words, counts, names if pos == 0 else []))
        else:
            pending, k = [], k + 1
            continue
        break
    if end is None:
        end = pending[0] if pending else k
    if not rows or rows[-1].k >= end:
        return end
    laid, doubted = _laid(lines, start, end, rows, dropped)
    if not any(row.pos for row in rows) and (doubted or not any(row.pending for row in rows)):
        return end  # no line runs rows on: only cargos alone over places the text shows, every row proven
    return end, laid, doubted


def _segments(tokens: list[str], roles: tuple[str, ...]) -> tuple[list[tuple[str, list[str]]], str] | None:
    """A line's rows (text, count cells) and the text after the last one; None where a run of figures cannot
    be cut into one row's cells by its arithmetic."""
    n = len(roles)
    segments: list[tuple[str, list[str]]] = []
    words: list[str] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and _CELL.fullmatch(tokens[j]):
            j += 1
        if j - i < n:
            words += tokens[i : max(j, i + 1)]
            i = max(j, i + 1)
            continue
        if j - i >= 2 * n:
            return None
        at = _window(tokens[i:j], roles, last=j == len(tokens))
        if at is None:
            return None
        segments.append((" ".join(words + tokens[i : i + at]), tokens[i + at : i + at + n]))
        words = tokens[i + at + n : j]
        i = j
    return segments, " ".join(words)


def _window(run: list[str], roles: tuple[str, ...], last: bool) -> int | None:
    """Where a row's cells start in a run of figures: its last ones at the line's end, else the one window
    whose arithmetic closes (a run of exactly as many: itself)."""
    n = len(roles)
    if len(run) == n:
        return 0
    if last:
        return len(run) - n
    closing = [at for at in range(len(run) - n + 1) if _closes(run[at : at + n], roles)]
    return closing[0] if len(closing) == 1 else None


def _closes(cells: list[str], roles: tuple[str, ...]) -> bool:
    """Whether the row's parts make its total (a row all "CR" closes; no total column, nothing told)."""
    if all(cell == "CR" for cell in cells):
        return True
    if "CR" in cells or "total" not in roles:
        return False
    values = {role: (int(cell) if cell.isdigit() else 0) for role, cell in zip(roles, cells, strict=True)}
    return values["total"] == sum(v for role, v in values.items() if role in PART_ROLES)


def _suffixes(text: str) -> list[str]:
    """The text's word suffixes, the whole first."""
    words = text.split()[:_MAX_WORDS]
    return [" ".join(words[n:]) for n in range(len(words))]


def _shown(rows: list[_Row]) -> set[str]:
    """The places the text shows: after a row's counts on its line, opening a line (no cargo above) twice or
    more (a cargo and its place together never repeat), or opening the line under a cargo alone and seen again
    (whole or ending another row's text)."""
    after = {row.text for row in rows if row.pos}
    opening = Counter(row.text for row in rows if not row.pos and not row.pending)
    after |= {text for text, count in opening.items() if count >= 2}
    under = {row.text for row in rows if not row.pos and row.pending} - after
    seen = dict.fromkeys(under, 0)
    for row in rows:
        for suffix in _suffixes(row.text):
            if suffix in seen:
                seen[suffix] += 1
    return after | {place for place, count in seen.items() if count >= 2}


def _laid(lines: list[Line], start: int, end: int, rows: list[_Row], dropped: set[int]) -> tuple[list, set[int]]:
    """The quadro's lines from `start` to `end` with its rows re-laid "<cargo> – <place> <counts>", and the
    numbers of the rows in doubt."""
    places = _shown(rows)
    cargo: str | None = None
    doubted: set[int] = set()
    by_line: dict[int, list[Line]] = {}
    taken = set(dropped)
    for row in rows:
        cargo, place, proven = _split(row, cargo, places)
        taken.update(n for n in range(row.k - len(row.pending), row.k))
        name = f"{cargo} – {place}" if cargo else place
        by_line.setdefault(row.k, []).append(laid_line(row.number, f"{name} {' '.join(row.counts)}"))
        if not proven:
            doubted.add(row.number)
    laid: list[Line] = []
    for k in range(start, end):
        if k in by_line:
            laid += by_line[k]
        elif k not in taken:
            laid.append(lines[k])
    return laid, doubted


def _split(row: _Row, cargo: str | None, places: set[str]) -> tuple[str | None, str, bool]:
    """(the row's cargo, its place, whether the cut is shown) given the cargo above."""
    above = " ".join(row.pending) if row.pending else None
    if row.pos:
        inner = [s for s in _suffixes(row.text)[1:] if s in places]
        return cargo, row.text, cargo is not None and not inner
    suffixes = _suffixes(row.text)
    whole = suffixes[0] in places
    inner = [s for s in suffixes[1:] if s in places]
    if whole and not inner:
        ends_open = above is not None and fold(above.split()[-1]) in _JOINING
        owner = above if above is not None else cargo
        return owner, row.text, owner is not None and not ends_open
    if len(inner) == 1 and not whole:
        head = row.text[: len(row.text) - len(inner[0])].strip()
        if above is None:
            return head, inner[0], True
        # a cargo wrapped onto its row's line, or a heading over a cargo run on: shown only where it ends open
        return f"{above} {head}", inner[0], fold(above.split()[-1]) in _JOINING
    owner = above if above is not None else cargo
    return owner, row.text, False
