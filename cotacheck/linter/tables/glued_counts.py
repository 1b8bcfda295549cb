"""A quadro whose text lost the spaces between its cells (pypdf on a PDF that draws each cell apart), re-laid
with them, each row's name split from its first count by the row's own arithmetic.

pypdf gives such a quadro as "CargoTotal de" / "VagasACPcDPN" over rows "Técnico de Enfermagem20 14 2 4",
"Enfermeiro Plantonista 12x3610 7 1 2": the header's labels glued into words nobody reads, each name glued
to its row's first count (the other counts kept apart). Read so, the header is no header and a name that
ends in digits ("12x36", "24h") takes the first count into it.

Before the pass, such a table is re-laid. The header is the few digit-free lines right above the first row
whose words, where glued, split one way only into labels of the vocabulary (`_LABELS`: "VagasACPcDPN" is
"Vagas AC PcD PN"); joined, they must read as a name and three count columns or more, one of them the
total, every other a role whose count the total sums (`SUMMED`). Each row is a name, a run of digits glued
to it and the other counts; the run's last digits are the first count, and which of them is told by the
arithmetic only: the total equals the sum of the other roles. A split is taken where exactly one closes;
where two do ("…A010": 10 after "A0", or 010 after "A"), the row's split is not proven and the table is
re-laid with a column nobody explains ("XX", blank cells) so that it is read but never confirmed; where
none does, the split at the name's last letter, the table uncertain the same way. A run written with its
thousands ("Agente1.250") is 1250, or ends one ("Nível 21.250": "Nível 2" and 1250), never cut at its dot.
Whether the table pads its counts ("04", "03") is read from its cells that stand apart: a padded table's
first count has two digits, an unpadded one no leading zero; with no such sign, a leading zero moved into
the name is a second split. A Total row glued the same way ("Total63 45 6 12") is re-laid with the rows.
Anything else (a header that splits two ways or reads fewer roles, a row with another number of counts)
leaves the table to the other rules.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens

#: Labels a glued header is split into (folded): a word each, as a quadro's cells print them.
_LABELS = frozenset(
    "cargo cargos funcao emprego empregos especialidade area lotacao local nivel total totais de do da vagas "
    "ac pcd pne pn ppp negros negras pretos pardos ampla concorrencia cadastro reserva imediatas deficientes "
    "deficiencia pessoas pessoa com candidatos indigenas quilombolas cotas raciais geral".split()
)
#: The roles the total of a row sums.
SUMMED = frozenset({"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"})
_CELL = r"(?:\d{1,3}(?:\.\d{3})+|\d{1,6}|[-–—])"
#: A row glued as pypdf gives it: a letter, the first count's digits, the other counts apart.
#: The digits glued to a name: the name's own last digits and the first count, "1.250" written with its
#: thousands (never 1 and 250: a name does not end in "1."), or a dash.
_RUN = r"\d{1,3}(?:\.\d{3})+|\d{1,7}|[-–—]"
_GLUED = re.compile(rf".*?[^\W\d_](?:{_RUN})(?: {_CELL}){{2,}}")
#: One of the cells `_GLUED` ends with (two at least, each after one space).
_LAST_CELL = re.compile(_CELL)
#: Any row: a name, a run of digits (the name's last digits and the first count, or the count alone), counts.
_ROWS: dict[int, re.Pattern] = {}
_ANY_ROW = re.compile(rf".*?\S ?(?:{_RUN})(?: {_CELL}){{2,}}")
_GLUED_WORD = re.compile(r"[^\W\d_]+")
_UNPROVEN = "XX"
_TOTAL = re.compile(r"(?:sub)?total\b", re.I)  # a Total row, its sums not padded as the rows' counts
_BARE_VAGAS = re.compile(r"(?<!\bde )\bVagas\b", re.I)
_MAX_HEADER = 3


def _splits(word: str) -> list[list[str]]:
    """Every way of cutting `word` into labels of `_LABELS`, each piece after the first opening with a
    capital (at most two ways are looked for)."""
    found: list[list[str]] = []

    def walk(at: int, pieces: list[str]) -> None:
        if len(found) > 1:
            return
        if at == len(word):
            found.append(pieces)
            return
        for end in range(at + 1, len(word) + 1):
            piece = word[at:end]
            if (at == 0 or piece[0].isupper()) and fold(piece) in _LABELS:
                walk(end, [*pieces, piece])

    walk(0, [])
    return found


def _header_text(text: str) -> tuple[str, bool] | None:
    """A header line with its glued labels parted, and whether any was glued; None if a word splits two
    ways or into no labels."""
    out, glued = [], False
    for word in text.split():
        if not _GLUED_WORD.fullmatch(word) or fold(word) in _LABELS:
            out.append(word)
            continue
        ways = _splits(word)
        if len(ways) != 1:
            return None if len(ways) > 1 or sum(c.isupper() for c in word) > 1 else (" ".join(out + [word]), glued)
        out += ways[0]
        glued = glued or len(ways[0]) > 1
    return " ".join(out), glued


def _value(cell: str) -> int:
    return 0 if cell in "-–—" else int(cell.replace(".", ""))


def _row(cells: int) -> re.Pattern:
    """A row of a table of `cells` + 1 counts: (name, the digit run before the counts apart, those counts)."""
    if cells not in _ROWS:
        _ROWS[cells] = re.compile(rf"(.*?\S ?)({_RUN})((?: {_CELL}){{{cells}}})")
    return _ROWS[cells]


def _padding(rows: list[tuple[str, str, list[str]]]) -> bool | None:
    """Whether the table pads its counts ("03"), from its cells that stand apart; None: no sign."""
    cells = [c for name, _, rest in rows if not _TOTAL.match(name) for c in rest if c.isdigit()]
    if any(len(c) >= 2 and c[0] == "0" for c in cells):
        return True
    if any(len(c) == 1 and c != "0" for c in cells):
        return False
    return None


def _closing(run: str, rest: list[int], total_at: int, padded: bool | None) -> list[int]:
    """The places in the digit `run` where the first count may start so that the row adds up."""
    out = []
    dotted = "." in run  # "11.250": 11250, or 1250 after a name's last digit; never 250 after "…1."
    for at in range(run.index(".") if dotted else len(run)):
        count = "0" if run in "-–—" else run[at:].replace(".", "")
        if not dotted and padded is True and int(count) and len(count) != max(2, len(str(int(count)))):
            continue
        if not dotted and padded is False and len(count) > 1 and count[0] == "0":
            continue
        figures = [int(count), *rest]
        total = figures[total_at]
        if total == sum(f for k, f in enumerate(figures) if k != total_at):
            out.append(at)
    return out


def _table(lines: list[Line], i: int) -> tuple[int, int, list[Line]] | None:
    """(index of the first line, index past the last, re-laid lines) of a glued table whose first row is
    line `i`, or None."""
    top = i
    while top > 0 and i - top < _MAX_HEADER and not any(c.isdigit() for c in lines[top - 1].text):
        top -= 1
    header = None
    for first in range(i - 1, top - 1, -1):  # the fewest lines right above the row that make a header
        parts = [_header_text(line.text) for line in lines[first:i]]
        if None in parts or not any(glued for _, glued in parts):
            continue
        text = " ".join(part for part, _ in parts)
        kinds = header_tokens(fold(text))
        if kinds and "total" not in kinds and _BARE_VAGAS.search(text):
            text = _BARE_VAGAS.sub("Total", text, count=1)  # "CargoVagasACPcDPN": a bare "Vagas", the total
            kinds = header_tokens(fold(text)) if len(_BARE_VAGAS.findall(text)) == 0 else None
        if kinds and kinds[0] == "name" and kinds.count("name") == 1:
            header = (first, text, kinds[1:])
            break
    if header is None:
        return None
    first, text, kinds = header
    if (
        kinds.count("total") != 1
        or len(kinds) < 3
        or not set(kinds) - {"total"} <= SUMMED
        or len(set(kinds)) != len(kinds)
    ):
        return None
    rows: list[tuple[str, str, list[str]]] = []
    end = i
    row = _row(len(kinds) - 1)
    while end < len(lines):
        m = row.fullmatch(lines[end].text)
        if m is None:
            break
        rows.append((m.group(1), m.group(2), m.group(3).split()))
        end += 1
    if not rows:
        return None
    padded, total_at = _padding(rows), kinds.index("total")
    laid_rows, proven = [], True
    for name, run, rest in rows:
        at = _closing(run, [_value(c) for c in rest], total_at, None if _TOTAL.match(name) else padded)
        proven = proven and len(at) == 1
        cut = at[0] if at else 0
        laid_rows.append((f"{name}{run[:cut]}".rstrip(), run[cut:], rest))
    unknown = [] if proven else [_UNPROVEN]
    name_label = text.split()[0]
    laid = [
        laid_line(
            lines[i - 1].number,
            " ".join(
                [name_label, *(PLAIN_LABEL[k] for k in kinds[:1]), *unknown, *(PLAIN_LABEL[k] for k in kinds[1:])]
            ),
        )
    ]
    for k, (name, count, rest) in enumerate(laid_rows):
        laid.append(laid_line(lines[i + k].number, " ".join([name, count, *(["-"] if unknown else []), *rest])))
    return first, end, laid


def _row_like(text: str) -> bool:
    return (text[-1:].isdigit() or text[-1:] in "-–—") and _ANY_ROW.fullmatch(text) is not None


def _glued(text: str) -> bool:
    """`_GLUED.fullmatch(text)`, its two last cells looked for first (most lines end in no count, or in counts
    not parted by one space)."""
    if not (text[-1:].isdigit() or text[-1:] in "-–—"):
        return False
    cells = text.rsplit(" ", 2)
    return (
        len(cells) == 3
        and _LAST_CELL.fullmatch(cells[2]) is not None
        and _LAST_CELL.fullmatch(cells[1]) is not None
        and _GLUED.fullmatch(text) is not None
    )


#: A row whose name is glued to its first count ("Assistente Administrativo38 11 1 26"): this module's class.
glued_row = _glued


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each glued table re-laid with its cells apart (same list)."""
    changes: list[tuple[int, int, list[Line]]] = []
    k = floor = 0  # lines before `floor` were looked at as a run of rows already: never again (linear)
    for glued in [at for at, line in enumerate(lines) if " " in line.text and _glued(line.text)]:
        if glued < k:
            continue  # inside a table re-laid or a run of rows passed over
        k = glued
        start = k
        while start > floor and _row_like(lines[start - 1].text):
            start -= 1  # the rows above it, glued or not ("Agente Nível 231 23 2 6": the name ends in digits)
        found = _table(lines, start)
        if found is not None:
            changes.append(found)
            k = floor = found[1]
            continue
        while k + 1 < len(lines) and _row_like(lines[k + 1].text):
            k += 1  # the rest of this run of rows: no table starts inside it
        floor = k + 1
        k += 1
    if not changes:
        return lines
    out: list[Line] = []
    done = 0
    for first, end, laid in changes:
        out += lines[done:first]
        out += laid
        done = end
    lines[:] = out + lines[done:]
    return lines
