"""A header in two rows whose spanning "Vagas" stands before text columns, its roles printed after them.

La Salle's annex (a Word table printed by LibreOffice, read by pypdf): "Nº | Cargo | Escolaridade /
Requisitos | Vagas | CH Semanal | Vencimento (R$) | Taxa (R$)" over "Total | Ampla Concorrência | PcD |
Cota Racial" under "Vagas". pypdf gives the upper row's cells first, each label's lines in turn, then the
lower row's, its first label glued to the upper row's last line ("(R$) Taxa (R$)Total Ampla Concorrên" /
"cia" / "PcD Cota Racial"), so read line by line the roles came after the pay and the fee and no row was
read (each row "01 Arquiteto e Urbanista Superior em … 1 1 0 0 20 5.340,12 130,00").

The header's lines (short, no digit but a mark, every word the vocabulary's) are joined; where they read
as name and text labels, one spanning label ("Vagas", "Vagas reservadas"), one text label or more, then
count roles to the end (two or more, none twice, no count label before the span), the roles are the lower
row's, printed after the upper row, and go back in the span's place: the header is re-laid as one line,
"Nº Cargo Escolaridade / Requisitos Total Ampla Concorrência PcD Cota Racial CH Semanal Vencimento (R$)
Taxa (R$)", numbered as its first line, and the pass confirms each row by its arithmetic. Where the roles
open a line of their own under the upper row's line, `stacked_header` reads the two lines already. With a
text column between the name and the counts (requisitos), a row's name and that cell are one run of words
with a single space between them: where the name ends is not in the text, so those rows stay uncertain
with the reason. Under a requisitos label ("Escolaridade / pré-requisitos") where every row's requisito
opens as one does ("Ensino …", "Curso …"), each row is put on its counts' line with its name cut from the
requisito by those words (`requisito_span`, as `span_last` does under its own header) and the header is
re-laid without the requisitos label; the rows stay uncertain, saying where the name was cut. Trigger: a
short line holding "vagas" (found by a search mapped over the lines).

WeasyPrint's HTML table (Fundep's annex in a municipal Diário Oficial) centres the cells that span both rows
between them, and pypdf gives the whole header on one line, the lower row's roles after the upper row's
last label and glued to it ("… Vagas Vencimento (R$) Jornada semanalTotal AC PcD Negros"): the same
header, read the same way from that one line.
"""

from __future__ import annotations

import re
from itertools import compress, count, repeat
from operator import attrgetter, contains

from cotacheck.linter.read.text import Line, fold, laid_line, spliced
from cotacheck.linter.tables import bare_hours, requisito_span
from cotacheck.linter.tables.header import labels, unmatched_words
from cotacheck.linter.tables.span_last import _ENDS

_FOLDED = attrgetter("folded")
#: The spanning label on a line of its own, as LibreOffice prints a cell over the lower row's labels.
_SPAN_LINES = ("\nVagas\n", "\nVAGAS\n", "\nVagas \n", "\nVAGAS \n")
_DIGIT = re.compile(r"\d")
_MARKS = re.compile(r"\(\d\)")
#: The words of the count roles, one of each a header printing them after its span holds below it.
_ROLE_WORDS = (("total",), ("ampla", "ac"), ("pcd", "deficien"), ("negr", "racia", "pret", "afro"))
#: A lower-case letter right before a capital: two labels glued ("SemanalAmpla", "HoráriaAC").
_GLUED = re.compile(r"[a-zà-ÿ][A-ZÀ-Þ]")
#: The whole header on one line, the lower row's roles after the upper row's labels (WeasyPrint's cells
#: spanning both rows are centred between them: "… Vagas Vencimento (R$) Jornada semanalTotal AC PcD
#: Negros"): a "Vagas" with a label after it and a total after that, on one line with no digit.
#: (No "\b" before "Vagas": it hides the literal from the engine's scan, 30 times slower; the header found
#: is read whole below.)
_ONE_LINE = re.compile(r"(?:Vagas|VAGAS) [^\n\d]{0,200}?[A-Za-zÀ-ÿ)]\s?(?:Total|TOTAL)\b")
#: A header's line: a label or a few, two lines at times once a word cut over them is joined.
_MAX_CHARS = 100
#: A whole header of two rows on one line (`_ONE_LINE`): 108 characters for Fundep's seven labels and
#: four roles; the longest labels of the vocabulary, a dozen of them, stay within 200.
_MAX_ONE_LINE = 200
#: The header's lines above and below its "Vagas" line.
_MAX_LINES = 18
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total"))
_SPANS = frozenset(("vagas", "reserva"))
#: Lines looked at under the header for the requisitos doubt, and the most lines of one row with no digit
#: (its name's, its requisito's, wrapped in their cells).
_MAX_ROWS = 160
_GAP = 10
DOUBT = (
    "o nome do cargo e os requisitos estão na mesma linha, separados por um espaço: onde o nome termina "
    "não é dado pelo texto"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such header re-laid as one line in the page's column order;
    `doubts` gets the rows whose name runs into a requisitos cell (`text`, the edital's, for the trigger)."""
    if not any(span in text for span in _SPAN_LINES) and _ONE_LINE.search(text) is None:
        return lines
    folded = list(map(_FOLDED, lines))
    found = compress(count(), map(contains, folded, repeat("vagas")))
    changes: list[tuple[int, int, list[Line]]] = []
    done = -1
    for k in found:
        if k <= done or not _headerish(lines[k]):
            continue
        header = _header(lines, k)
        if header is None:
            continue
        top, end, text, requisitos, hours = header
        if requisitos is not None and _cut_rows(lines, top, end, requisitos, doubts):
            text = requisitos[0]  # the rows' names cut from their requisitos: the header without its label
        elif requisitos is not None:
            _doubt_rows(lines, end, doubts)
        changes.append((top, end - top, [laid_line(lines[top].number, text)]))
        done = end
        if hours:  # "01 01 – – 40 6.314,20": the hours' cell written "40h", no count
            bare_hours.mark(lines, end, *hours)
    return spliced(lines, changes) if changes else lines


def _cut_rows(lines: list[Line], top: int, end: int, requisitos: tuple[str, int, int], doubts: dict[int, str]) -> bool:
    """Whether the rows under the header (from index `end`) were each put on its counts' line as its name
    and its cells, the name cut from the requisito by its words (`requisito_span`: "Ensino …", "Curso …"
    open a requisito), each row doubted so; the lines are changed only when every row reads so."""
    bare, columns, tail = requisitos
    found = bare and requisito_span.cut(lines, end, columns, tail, lines[top].text, _ENDS)
    if not found:
        return False
    for n, row in found:
        lines[n] = row
        if row.text:
            short = row.text if len(row.text) <= 60 else row.text[:57] + "…"
            doubts.setdefault(row.number, requisito_span.DOUBT.format(line=row.number, text=short))
    return True


def _doubt_rows(lines: list[Line], end: int, doubts: dict[int, str]) -> None:
    """Each line of the rows under the header (from index `end`) doubted: a row wrapped over lines ("Agente
    de" / "Portaria e" / "Zeladoria" / "Ensino Fundamental" / "completo" / "01 01 00 02 …", LibreOffice's
    cells in turn) is joined later under its first line's number, which holds no digit. The rows end at a
    run of more than `_GAP` lines with no digit (a sentence's paragraph, the next section)."""
    gap = 0
    for line in lines[end : end + _MAX_ROWS]:
        if _DIGIT.search(line.text) is None:
            gap += 1
            if gap > _GAP:
                break
        else:
            gap = 0
        doubts.setdefault(line.number, DOUBT)


def _headerish(line: Line) -> bool:
    """A header's line: short, no digit but a footnote's mark ("(1)") or a pay's unit."""
    text = line.text
    longest = _MAX_ONE_LINE if len(text) > _MAX_CHARS and _ONE_LINE.search(text) else _MAX_CHARS
    return 0 < len(text) <= longest and (_DIGIT.search(text) is None or _DIGIT.search(_MARKS.sub("", text)) is None)


def _unknown(lines: list[Line], top: int, end: int) -> int:
    return len(unmatched_words(" ".join(" ".join(line.folded for line in lines[top:end]).split())))


def _header(lines: list[Line], k: int) -> tuple[int, int, str, tuple[str, int, int] | None, tuple | None] | None:
    """(first line, line after the last, the re-laid header, with a text column between the name and the
    counts (header without it where it is a requisitos column, else None; count columns; text cells after
    them) or None, (the count columns, the total's place: 0, -1 or None) when the hours' column
    follows them) of a header around line `k`, or None."""
    end = k
    while end < len(lines) and end - k < _MAX_LINES and _headerish(lines[end]):
        end += 1
    if end == k or end >= len(lines) or _DIGIT.search(lines[end].text) is None:
        return None  # no row right under the header
    # the roles printed after the span: on the lines below it, or on its own line after it (`_ONE_LINE`)
    after_span = lines[k].folded.split("vagas", 1)[1]
    below = " ".join([after_span, *(line.folded for line in lines[k + 1 : end])])
    if sum(any(word in below for word in words) for words in _ROLE_WORDS) < 2:
        return None  # no two count roles printed after the span: not this class
    top, unknown = k, _unknown(lines, k, end)
    while top and end - top < _MAX_LINES and _headerish(lines[top - 1]):
        above = _unknown(lines, top - 1, end)
        if above > unknown:
            break  # a title or a sentence above the header
        top, unknown = top - 1, above
    text = _split_glued(" ".join(line.text for line in lines[top:end]))
    joined = fold(text)
    if len(joined) != len(text) or unmatched_words(" ".join(joined.split())):
        return None
    found = list(labels(joined))
    kinds = [kind for kind, _, _ in found]
    spans = [n for n, kind in enumerate(kinds) if kind in _SPANS]
    if len(spans) != 1 or not found:
        return None
    at = spans[0]
    first_role = at + 1
    while first_role < len(kinds) and kinds[first_role] not in _ROLES:
        first_role += 1
    before, texts, roles = kinds[:at], kinds[at + 1 : first_role], kinds[first_role:]
    if "name" not in before or any(kind not in ("name", "ignore") for kind in before):
        return None
    if not texts or any(kind != "ignore" for kind in texts):
        return None
    if len(roles) < 2 or any(kind not in _ROLES for kind in roles) or len(set(roles)) != len(roles):
        return None
    span, role_start = found[at], found[first_role][1]
    if role_start == 0 or joined[role_start - 1] == " " and _line_start(lines[top:end], role_start):
        return None  # the roles on a line of their own under the upper row's: `stacked_header`'s
    name_at = kinds.index("name")
    relaid = " ".join((text[: span[1]].strip(), text[role_start:].strip(), text[span[2] : role_start].strip()))
    requisitos = None  # with a requisitos column: the header without it, the count columns, the text cells after
    if any(kind == "ignore" for kind in kinds[name_at + 1 : at]):
        cut = found[name_at + 1][1]
        bare = " ".join((text[:cut].strip(), text[role_start:].strip(), text[span[2] : role_start].strip()))
        # another text label there (no requisitos'): the rows' names keep its cell, doubted
        known = requisito_span.REQUISITO_LABEL.match(joined[cut : found[name_at + 1][2]])
        requisitos = (bare if known else None, len(roles), len(texts))
    hours = None
    if bare_hours.after_roles(fold(text[span[2] : role_start])):
        hours = (len(roles), bare_hours.total_place([roles[0], roles[-1]]))
    return top, end, relaid, requisitos, hours


def _split_glued(text: str) -> str:
    """The header's text with each label glued to the one before it without a space ("SemanalAmpla",
    "HoráriaTotal", "HoráriaAC": the lower row's first label after the upper row's last) parted, where
    the parting leaves fewer words outside the vocabulary."""
    if not _GLUED.search(text):
        return text
    words = text.split(" ")
    unknown = len(unmatched_words(fold(text)))
    for n, word in enumerate(words):
        for m in _GLUED.finditer(word):
            tried = [*words[:n], f"{word[: m.start() + 1]} {word[m.start() + 1 :]}", *words[n + 1 :]]
            left = len(unmatched_words(fold(" ".join(tried))))
            if left < unknown:
                words, unknown = tried, left
                break
    return " ".join(words)


def _line_start(block: list[Line], at: int) -> bool:
    """Whether place `at` of the block's joined text opens one of its lines."""
    place = 0
    for line in block:
        if place == at:
            return True
        place += len(line.text) + 1
    return False
