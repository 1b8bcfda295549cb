"""One table a modalidade: the ampla concorrência's, the PcD's, the negros', each cargo's total their sum.

Some boards print the vacancies in one quadro per modalidade ("QUADRO I – VAGAS DE AMPLA CONCORRÊNCIA" /
"Código Emprego Escolaridade Vagas AC Cadastro Reserva", "QUADRO II – VAGAS RESERVADAS ÀS PESSOAS COM
DEFICIÊNCIA" listing only the cargos that have some, "QUADRO III – … AOS CANDIDATOS NEGROS"), each row a
code, a name and one count (a cadastro de reserva count beside it at most), and no cargo's total anywhere.
Read one by one, every cargo came as three cargos: its ampla concorrência for its vacancies, its reserve
as a cargo of its own.

Before the pass, a run of such tables (each header's count labels one modalidade and at most a cadastro
de reserva column, the first table the ampla concorrência's, the next header within a few lines of the
table before, no modalidade twice) is re-laid as one table of the modalidades, at the lines of the ampla
concorrência table: its header's text labels, then a label a modalidade, and each of its rows with the
count of every table (0 where a table does not list the row). A row of another table is joined to the
ampla concorrência row of the same code, when every row has one, else of the same name (text as printed:
a cargo listed twice is told apart by its lotação); a row no such row matches, or a key twice in one
table, leaves the tables as they were. The other tables' headers and rows, the Total rows and the
cadastro columns are left out (the cadastro is no immediate vacancy). No total is written: the edital
states none, so the pass reads each cargo's vacancies as the sum of its parts and confirms nothing by
arithmetic that the edital did not print.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from cotacheck.linter.read.text import Line, fold, has_digit, laid_line
from cotacheck.linter.tables.cells import last_cells
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens, labels

_MODALIDADES = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
_TEXT_KINDS = frozenset(("name", "ignore", "vagas"))
_CODE = re.compile(r"^[A-Za-z]{0,3}-?\d{1,4}$")
_TOTAL = re.compile(r"^total\b")
_NEXT_TABLE = 12  # lines from one table's end to the next table's header
_ROWS = 300


@dataclass
class _Table:
    header: int  # index of the header line
    skip: list[int]  # indexes of the header's wrapped lines, the Total row
    role: str
    width: int  # count cells a row ends with (the modalidade's, a cadastro's)
    prefix: str  # the header's text before its first count label
    rows: list[tuple[int, str | None, str, tuple[str, int]]]  # (index, code, name, the modalidade's cell)
    end: int  # index of the last line read


def _header(lines: list[Line], index: int) -> tuple[str, int, int, str] | None:
    """(role, cells a row has, header lines, text before the counts) of a one-modalidade header at `index`."""
    line = lines[index]
    if len(line.text) > 200 or has_digit(line.text):
        return None
    taken = 1
    kinds = header_tokens(line.folded)
    if kinds and index + 1 < len(lines):
        below = lines[index + 1]
        if below.text and len(below.text) < 40 and not has_digit(below.text):
            wider = header_tokens(f"{line.folded} {below.folded}")
            if wider and kinds and len(wider) > len(kinds):
                kinds, taken = wider, 2  # "Cadastro" / "Reserva": a label wrapped onto the next line
    if not kinds or "name" not in kinds:
        return None
    counts = [k for k in kinds if k not in _TEXT_KINDS]
    roles = [k for k in counts if k in _MODALIDADES]
    if len(roles) != 1 or any(k not in (*_MODALIDADES, "crg", "cr") for k in counts) or len(counts) > 2:
        return None
    first = next((s for k, s, _ in labels(line.folded) if k not in ("name", "ignore")), None)
    if first is None:
        return None
    prefix = " ".join(line.text.split()[: len(line.folded[:first].split())])
    return roles[0], len(counts), taken, prefix


def _row(line: Line, width: int) -> tuple[str | None, str, tuple[str, int]] | None:
    tokens = line.text.split()
    cells = last_cells(tokens, width)
    if cells is None:
        return None
    words = tokens[:-width]
    code = words[0] if _CODE.match(words[0]) and len(words) > 1 else None
    name = " ".join(words[1:] if code else words)
    if not any(c.isalpha() for c in name):
        return None
    return code, name, cells[0]


def _table(lines: list[Line], index: int) -> _Table | None:
    found = _header(lines, index)
    if found is None:
        return None
    role, width, taken, prefix = found
    table = _Table(index, list(range(index + 1, index + taken)), role, width, prefix, [], index + taken - 1)
    for at in range(index + taken, min(len(lines), index + taken + _ROWS)):
        line = lines[at]
        if not line.text.strip():
            if table.rows:
                break
            continue
        if _TOTAL.match(line.folded):
            table.skip.append(at)
            table.end = at
            break
        row = _row(line, width)
        if row is None:
            break
        table.rows.append((at, *row))
        table.end = at
    return table if table.rows else None


#: A word of the ampla concorrência label (`header._TOKENS`' "open": "ampla", "concorrencia", "AC", "A.C."):
#: a run opens with the AC table, so outside a run a line (or the line it wraps onto) without one is passed over.
_OPEN_HINT = re.compile(r"a(?:mpla|c\b|\.\s?c)|concorrencia")  # a literal first: searched fast


#: `_OPEN_HINT`'s abbreviations, each opening with a literal (the engine skips to it; "ac" is in most lines).
_AC = re.compile(r"ac\b")
_A_DOT_C = re.compile(r"a\.\s?c")


def open_hinted(folded: str) -> bool:
    """`_OPEN_HINT.search(folded)`, one alternative at a time: its two words as substrings, its abbreviations
    as patterns led by a literal, each only where its first two characters stand. Asked of every line, once."""
    if "ampla" in folded or "concorrencia" in folded:
        return True
    return ("ac" in folded and _AC.search(folded) is not None) or (
        "a." in folded and _A_DOT_C.search(folded) is not None
    )


def _may_open(lines: list[Line]) -> list[int]:
    """The indexes of the lines that may open a run: a line with an ampla concorrência hint, or the line
    above one that is short (a label wrapped onto it)."""
    hinted = [k for k, line in enumerate(lines) if open_hinted(line.folded)]
    above = [k - 1 for k in hinted if k and len(lines[k].text) < 40]
    return sorted(set(hinted + above))


def _in(ordered: list[int], index: int) -> bool:
    at = bisect.bisect_left(ordered, index)
    return at < len(ordered) and ordered[at] == index


def _runs(lines: list[Line]) -> list[list[_Table]]:
    runs: list[list[_Table]] = []
    may_open = _may_open(lines)
    if not may_open:
        return runs
    index = 0
    while index < len(lines):
        last = runs[-1][-1] if runs else None
        if (last is None or index - last.end > _NEXT_TABLE) and not _in(may_open, index):
            # outside a run every line up to the next that may open one is passed over: jump to it
            at = bisect.bisect_left(may_open, index)
            if at == len(may_open):
                break
            index = may_open[at]
            continue
        table = _table(lines, index)
        if table is None:
            index += 1
            continue
        if (
            last is not None
            and table.role != "open"
            and index - last.end <= _NEXT_TABLE
            and all(t.role != table.role for t in runs[-1])
        ):
            runs[-1].append(table)
        elif table.role == "open":
            runs.append([table])
        index = table.end + 1
    return [run for run in runs if len(run) > 1]


def _keys(run: list[_Table]) -> list[dict[str, tuple]] | None:
    """Each table's rows by key (code, else folded name); None when a key repeats or names no AC row."""
    by_code = all(code is not None for t in run for _, code, _, _ in t.rows)
    out = []
    for table in run:
        keyed = {}
        for row in table.rows:
            key = fold(row[1]) if by_code else fold(row[2])
            if key in keyed:
                return None
            keyed[key] = row
        out.append(keyed)
    if any(key not in out[0] for keyed in out[1:] for key in keyed):
        return None
    return out


def _relaid(lines: list[Line], run: list[_Table]) -> dict[int, Line] | None:
    keyed = _keys(run)
    if keyed is None:
        return None
    first = run[0]
    order = sorted(range(len(run)), key=lambda k: _MODALIDADES.index(run[k].role))
    made = {
        first.header: laid_line(
            lines[first.header].number, " ".join([first.prefix, *(PLAIN_LABEL[run[k].role] for k in order)])
        )
    }
    for key, (at, code, name, _) in keyed[0].items():
        cells = []
        for k in order:
            row = keyed[k].get(key)
            cells.append("0" if row is None else ("CR" if row[3][0] == "cr" else str(row[3][1])))
        made[at] = laid_line(lines[at].number, " ".join([*([code] if code else []), name, *cells]))
    for table in run:
        for at in (
            table.skip
            + ([table.header] if table is not first else [])
            + ([] if table is first else [r[0] for r in table.rows])
        ):
            made[at] = laid_line(lines[at].number, "")
    return made


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every run of one-modalidade tables re-laid as one table of the modalidades (same list)."""
    for run in _runs(lines):
        made = _relaid(lines, run)
        for index, laid in (made or {}).items():
            lines[index] = laid
    return lines
