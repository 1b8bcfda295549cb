"""A layout-preserving table's header read as its columns: each label's pieces joined by where they stand.

`pdftotext -layout` prints a header's labels over their columns, a label wrapped over lines, a spanning
"Vagas" over the roles it groups. The header's lines are the short, digit-free lines above the first row
(`header_block`); their segments (words parted by two spaces or more) that overlap are one column, a group
label over two roles or more spans them and is no column of its own (`header_columns`); each joined label's
role comes from the table vocabulary (`column_of`), and a bare "Vagas" is the total when no other column is
(`resolved_columns`). `layout_grid` places the rows' cells under these columns; `box_table` and
`rotated_header` read their labels the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read.raw_lines import raw_lines as shared_raw_lines
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import header_line_cuts, label_legend
from cotacheck.linter.tables.header import COUNT_TOKENS, PLAIN_LABEL, header_tokens

_SEGMENT = re.compile(r"\S+(?: \S+)*")
MARKS = "*¹²³⁴⁵⁶⁷⁸⁹⁰"
RULE = re.compile(r"\s*(?:[─━═]{3,}|-{5,}|={5,})\s*")
#: A label that abbreviates a column: capitals, one letter too (TJ-RO's "TOTAL AC PcD N I", its footnote
#: "N = negros; I = Indígenas": a column of unknown role until a legend names it, never a text column)
_ABBREVIATION = re.compile(r"[A-Z]{1,5}")
#: A column of the reserves' sum beside the reserves' own columns (FGV's "Total reservado (Lei 15.142)").
_RESERVED_SUM = re.compile(r"total (?:reservado|de reservas|das reservas)\b")
# a note beside a label: "(R$)", "(1)", "(*)", "(a)", an act named in brackets ("(Lei 15.142)", "(Res. CNJ nº
# 203/2015)"), and the rate a column is computed at, "(20%)", "(5%)"
_NOTE = re.compile(
    r"\((?:R\$|\d{1,2}|\*{1,3}|[a-z]|\d{1,3}(?:,\d{1,2})?\s?%)\)|R\$|"
    r"\((?:Lei|Decreto|Res\.|Resolução|Portaria) [^()]{1,30}\)"
)
# a table's numbered title over its header ("TABELA I", "Quadro 2 – Vagas"): no label of a column
_TITLE = re.compile(r"\s*(?:tabela|quadro|anexo)\s+(?:[ivxl]{1,6}|\d{1,2}|unico)\b", re.I)
# the act's number closing a bracket opened on the label's line above ("(Res. CNJ" / "nº 203/2015)")
_NOTE_TAIL = re.compile(r"(?:n\.?[º°o]\.?\s?)?\d{1,5}(?:[./]\d{1,5}){1,2}\)", re.I)
# A column of percentages or of the reserve's computation, not counts: "% de vagas reservadas", "Percentual",
# "Negros (%)", "Cálculo negros (20%)" (Selecon's quadro prints "20% = 2,8" and each cargo's share reserved,
# "28,6%", beside the counts): a text column
_NOT_COUNTS = re.compile(r"^%|\(%\)|percent|calculo")
#: The roles a count column's label may read as, and the plain label each is re-laid with.
PLAIN_ROLES = {**PLAIN_LABEL, **dict.fromkeys(label_legend.UNEXPLAINED, "")}  # columns nobody explains: by their label
_GROUP = frozenset(("vagas", "imm", "reserva"))
#: "Das quais" over the reserves' labels (Unesc's "Nº de Vagas" then "Das quais" / "PcD  Negros"): the
#: reserves counted inside the total beside it, a spanning label, no column of its own.
_OF_WHICH = frozenset(("das quais", "dos quais", "das quais:", "dos quais:"))
#: A header's lines: the tallest seen is three (IADES' "Código / do / emprego"), a spanning label above.
_MAX_HEADER_LINES = 5
#: A header label is a few words ("Vagas reservadas", "Remuneração inicial"); a row's name is longer.
LABEL_WORDS = 3
#: Words a label's count leaves out: "Cargo / Área de conhecimento" is three words.
_LINKS = frozenset({"/", "de", "da", "do", "das", "dos", "e", "para"})


@dataclass
class Column:
    x0: int
    x1: int
    label: str
    kind: str = "text"  # "name", "text", or a count role of `PLAIN_ROLES`


def segments(raw: str) -> list[tuple[int, int, str]]:
    """(start, end, text) of each run of words parted by two spaces or more."""
    return [(m.start(), m.end(), m.group()) for m in _SEGMENT.finditer(raw.replace("\t", " "))]


def raw_lines(text: str) -> list[str]:
    """The text's lines as `split_lines` numbers them, spaces kept; a rule drawn across the table
    ("─────", "=====", "-----" alone on its line, as a municipal quadro parts its header and rows with
    no column bars) is blank here: a border, neither a header's label nor a sentence that ends the table.

    A list of the caller's own, made from the lines the stages share (`read.raw_lines`, the text split once)."""
    raw = shared_raw_lines(text)
    if "───" not in text and "━━━" not in text and "═══" not in text and "-----" not in text and "=====" not in text:
        return list(raw)
    return ["" if RULE.fullmatch(line) else line for line in raw]


def _header_like(segments: list[tuple[int, int, str]], beside: list[tuple[int, int, str]] | None = None) -> bool:
    """A line of a header: short labels, no digit but in a note ("(R$)", "(1)") or a mark; a label alone on
    its line stands over the line `beside` it, or well inside the page (a spanning label)."""
    if not segments:
        return False
    for _, _, text in segments:
        bare = "" if _NOTE_TAIL.fullmatch(text) else _NOTE.sub("", text)
        if max(_words(part) for part in bare.split(" / ")) > LABEL_WORDS or any(
            c.isdigit() and c not in MARKS for c in bare
        ):
            return False
    if len(segments) >= 2 or segments[0][0] >= 10:
        return True
    return any(overlap(segments[0][0], segments[0][1], b0, b1) > 0 for b0, b1, _ in beside or ())


def _words(label: str) -> int:
    """A label's words, its joining words not counted; `_header_like` counts two labels of one column
    parted by " / " apart ("EMPREGO PÚBLICO / BASE DE LOTAÇÃO": the emprego and its base, two words each)."""
    return len([w for w in label.split() if w.lower() not in _LINKS])


def overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def _kinds(label: str) -> list[str]:
    folded = fold(_NOTE.sub(" ", label).strip(MARKS + " "))
    return header_tokens(folded.translate(str.maketrans("", "", MARKS))) or []


def _is_group(text: str) -> bool:
    if text[:1] in "Dd" and fold(text) in _OF_WHICH:
        return True
    kinds = _kinds(text)
    return bool(kinds) and set(kinds) <= _GROUP


def _between_roles(x0: int, x1: int, line: list[tuple[int, int, str]]) -> bool:
    """A label over the gap between two count labels of a lower line (IADES' "Vagas" over "PcD  PN"): it
    spans them; a label with no count label beside it below is a column of its own ("Vagas" over its cells)."""
    left = [s for s in line if s[1] <= x0]
    right = [s for s in line if s[0] >= x1]
    counted = lambda s: bool(set(_kinds(s[2])) & COUNT_TOKENS)  # noqa: E731
    return bool(left and right) and counted(max(left)) and counted(min(right))


def header_columns(block: list[list[tuple[int, int, str]]]) -> list[Column] | None:
    """The header's columns, left to right, from its lines' segments (None: no grid)."""
    spans: set[tuple[int, int]] = set()
    for i, line in enumerate(block):
        for j, (x0, x1, text) in enumerate(line):
            if not _is_group(text):
                continue
            under = [sum(overlap(x0, x1, b0, b1) > 0 for b0, b1, _ in later) for later in block[i + 1 :]]
            alone = not any(overlap(x0, x1, b0, b1) > 0 for other in block if other is not line for b0, b1, _ in other)
            if any(n >= 2 for n in under) or (alone and any(_between_roles(x0, x1, later) for later in block[i + 1 :])):
                spans.add((i, j))
    pieces = [
        (x0, x1, i, text)
        for i, line in enumerate(block)
        for j, (x0, x1, text) in enumerate(line)
        if (i, j) not in spans
    ]
    columns: list[tuple[int, int, list[tuple[int, str]]]] = []
    for x0, x1, i, text in sorted(pieces, key=lambda p: (p[0], p[2])):
        hits = [c for c in columns if overlap(x0, x1, c[0], c[1]) > 0]
        if len(hits) > 1 or (hits and any(line == i for line, _ in hits[0][2])):
            return None  # a label over two columns, or two labels of one line in one column
        if hits:
            c0, c1, parts = hits[0]
            columns[columns.index(hits[0])] = (min(c0, x0), max(c1, x1), [*parts, (i, text)])
        else:
            columns.append((x0, x1, [(i, text)]))
    return [column_of(c0, c1, _joined([text for _, text in sorted(parts)])) for c0, c1, parts in columns]


def _joined(pieces: list[str]) -> str:
    """A label's pieces top to bottom, a word hyphenated at a line's end joined whole ("Indí-" / "genas",
    "VENCI-" / "MENTO"), a count label cut with no hyphen too ("PP" / "P": `header_line_cuts.cut`)."""
    label = pieces[0]
    for piece in pieces[1:]:
        hyphen = label.endswith("-") and label[-2:-1].isalpha() and (piece[:1].islower() or label[-2:-1].isupper())
        if hyphen:
            label = label[:-1] + piece
        elif (last := label.rsplit(" ", 1)[-1]) and header_line_cuts.cut(last, piece):
            label += piece  # "PP" / "P", "Pc" / "D": a count label a narrow cell cut, no hyphen printed
        else:
            label = f"{label} {piece}"
    return label


def column_of(x0: int, x1: int, label: str) -> Column:
    """A column and its kind: a count role, "name", "text" (a label of the vocabulary's other columns),
    "words" (words outside the vocabulary) or "unknown" (an abbreviation nobody explains, a call's count)."""
    if len(label) > _KEPT_LABEL:
        return Column(x0, x1, label, _kind(label))
    kind = _KINDS.get(label)
    if kind is None:
        if len(_KINDS) >= _MAX_KINDS:
            _KINDS.clear()
        kind = _KINDS[label] = _kind(label)
    return Column(x0, x1, label, kind)


#: The kinds of the labels met lately, by label (up to `_MAX_KINDS`, then forgotten together): a walk of
#: table after table under one header, a stage that reads each row's cells as labels, asks of the same few
#: labels once a table or a row. A label longer than `_KEPT_LABEL` is read each time (a line, not a label).
_KINDS: dict[str, str] = {}
_MAX_KINDS = 1024
_KEPT_LABEL = 120


def _kind(label: str) -> str:
    """`column_of`'s kind of a label."""
    if _RESERVED_SUM.match(fold(label)):
        return "text"  # the reserves' sum: no count column of its own, read from its parts
    if _NOT_COUNTS.search(fold(label)):
        return "text"
    every = _kinds(label)
    kinds = [k for k in every if k not in _GROUP]
    if not kinds and every:  # "Vagas", "Vagas imediatas" over cells of their own: the total, if no other is
        return "vagas" if set(every) & {"vagas", "imm"} else "unknown"
    if len(kinds) == 1 and kinds[0] in PLAIN_ROLES:
        return kinds[0]
    if kinds and set(kinds) <= {"name"}:
        return "name"
    if kinds and set(kinds) <= {"ignore", "name"}:
        return "text"
    if not kinds and not _ABBREVIATION.fullmatch(label.strip(MARKS + " .")):
        return "words"
    return "unknown"


def resolved_columns(columns: list[Column]) -> list[Column] | None:
    """The columns once a bare "Vagas" is read (the total when no other column is); None if no grid."""
    has_total = any(c.kind == "total" for c in columns)
    for column in columns:
        if column.kind == "vagas":
            if has_total:
                return None
            column.kind, has_total = "total", True
    names = [c for c in columns if c.kind == "name"]
    counts = [c for c in columns if c.kind in PLAIN_ROLES]
    if len(names) != 1 or len(counts) < 2 or any(c.kind == "unknown" for c in columns):
        return None
    if len({c.kind for c in counts}) != len(counts):
        return None
    return columns


def header_block(raw: list[str], at: int) -> tuple[int, int] | None:
    """(first, last) index of the header's lines around line `at`, the line before its first row."""
    if not _header_like(segments(raw[at])):
        return None
    first = last = at
    while (
        first > 0
        and at - first < _MAX_HEADER_LINES - 1
        and not _TITLE.match(raw[first - 1])
        and _header_like(segments(raw[first - 1]), segments(raw[first]))
    ):
        first -= 1
    while (
        last + 1 < len(raw)
        and last - first < _MAX_HEADER_LINES - 1
        and _header_like(segments(raw[last + 1]), segments(raw[last]))
    ):
        below = segments(raw[last + 1])
        above = [s for k in range(first, last + 1) for s in segments(raw[k])]
        if len(below) == 1:
            over = [text for a0, a1, text in above if overlap(below[0][0], below[0][1], a0, a1) > 0]
            if not over or column_of(0, 0, _joined([*over, below[0][2]])).kind in ("unknown", "words"):
                break  # one line under no label, or that no label goes on into: a heading ("NÍVEL SUPERIOR")
        last += 1
    return first, last
