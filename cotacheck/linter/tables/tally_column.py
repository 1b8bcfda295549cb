"""A column counting something other than vacancies beside a quadro's counts: the families a microárea's
health team has registered ("Código | Equipe de Saúde da Família / Microárea | Localidades abrangidas |
Famílias cadastradas | Vagas", an ACS selection: "101 ESF I – Centro – Microárea 01 Rua do Comércio … 168
01"), a place's population, a school's pupils. The header's words give the column its role (`header`: a
text column, as pay or hours), but a row's cells are one run of numbers: read as they stood, the tally was
taken into the name ("… Praça da Matriz 168") or, where the page cut a row, the name's end printed under
the header repeated on the next page ("Preta – Microárea 08") was a place of 8 vacancies, and a "TOTAL ACS
1710 13" a cargo.

Under a one-line header whose tally label stands right before its count labels (or right after the last,
closing the header), each row whose run of number cells at its end (a dash right after a word is the
name's) is longer than the count columns has its tally cell taken out, in place: the counts keep their
places and the figure is never a vacancy nor a name's. Only when one row at least has exactly one cell more
than the count columns: where every row has more (a header read with too few count columns, "Vagas AC
Negros" taken for two), which cell is the tally is not shown, and nothing is changed. A line right under the header printed again, with fewer cells than a row, no code where the
table's rows all open with one, is the end of the row the page cut: its words go into that row's name,
before its counts, and its own line is left empty (every line keeps its number).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line
from cotacheck.linter.tables.header import TALLY_LABEL, build_columns, count_columns, header_tokens, labels

#: A tally label's words, looked for in a line naming a count before its labels are.
_FOLDED = re.compile(r"familias|habitantes|populac|domicilios|imoveis|escolas|alunos|estudantes|leitos|agencias")
#: A tally's label (`header`'s "ignore" kind holds it).
TALLY = re.compile(TALLY_LABEL)
_COUNT_KINDS = frozenset(
    ("vagas", "total", "imm", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "crg", "reserva")
)
#: A row's number cell: a count, a tally with its thousands' dot, a dash for none.
_CELL = re.compile(r"\d{1,5}|\d{1,3}(?:\.\d{3}){1,2}|[-–—]")
_DASHES = frozenset("-–—")
_CODE = re.compile(r"[A-Za-z]{0,3}-?\d{1,6}[A-Za-z]?\.?")
_LONGEST = 320
#: Lines under the header looked at; a tail of more words than this is no name's end.
_MAX_ROWS = 120
_TAIL_WORDS = 12


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each tally cell of the rows under a header naming one taken out, and a
    row the page cut joined back (see the module's docstring)."""
    done = -1
    for n, line in enumerate(lines):
        folded = line.folded
        # a header names a count ("Vagas", "Total"): two tests of a fixed string before the tally's words
        if ("vaga" not in folded and "total" not in folded) or n <= done or len(folded) > _LONGEST:
            continue
        if not _FOLDED.search(folded):
            continue
        if (found := tally_place(folded)) is not None:
            done = _take_out(lines, n, *found)
    return lines


def tally_place(folded: str) -> tuple[int, bool] | None:
    """(count columns, whether the tally stands after them) of a header line whose tally label stands right
    before its count labels, which close the line, or right after them, closing it; else None."""
    found = list(labels(folded))
    at = [k for k, (kind, a, b) in enumerate(found) if kind == "ignore" and TALLY.fullmatch(folded, a, b)]
    if len(at) != 1:
        return None
    t = at[0]
    before = found[t + 1 :]
    after = found[:t]
    if before and all(kind in _COUNT_KINDS for kind, _, _ in before):
        tally_after = False
    elif not before and after and after[-1][0] in _COUNT_KINDS:
        tally_after = True
    else:
        return None
    tokens = header_tokens(folded)
    if tokens is None or "name" not in tokens[: t if not tally_after else len(tokens)]:
        return None
    counts = len(count_columns(build_columns(tokens)))
    return (counts, tally_after) if counts else None


def _run(tokens: list[str]) -> int:
    """How many number cells end the line (after at least one word); a dash right after a word is the
    name's ("Creche Pingo de Gente – 607 08 07 01"), not a cell."""
    n = 0
    while n < len(tokens) - 1 and _CELL.fullmatch(token := tokens[-1 - n]):
        if token in _DASHES and not _CELL.fullmatch(tokens[-2 - n]):
            break
        n += 1
    return n


def _take_out(lines: list[Line], at: int, counts: int, tally_after: bool) -> int:
    """The rows under the header at `lines[at]` with their tally cells taken out, in place, when one row at
    least has exactly one cell more than the count columns (else the header's count columns are in doubt:
    "Vagas AC Negros" read as two, and nothing is changed); the index of the last line looked at (the
    header printed again among them is not read again)."""
    header = lines[at].folded
    edits: dict[int, str] = {}
    exact = False
    last_row = None  # the index of the row read last, and its tokens once the tally is out
    coded = True
    repeated = False
    end = min(len(lines), at + 1 + _MAX_ROWS)
    n = at + 1
    while n < end:
        line = lines[n]
        if line.folded == header:
            repeated = True
            n += 1
            continue
        tokens = line.text.split()
        run = _run(tokens)
        if run > counts:
            exact = exact or run == counts + 1
            cut = len(tokens) - 1 if tally_after else len(tokens) - counts - 1
            kept = tokens[:cut] + tokens[cut + 1 :]
            coded = coded and bool(_CODE.fullmatch(tokens[0])) and not tokens[0][:1].isalpha()
            edits[n] = " ".join(kept)
            last_row, repeated = (n, kept), False
        elif (
            repeated
            and last_row is not None
            and coded
            and len(tokens) <= _TAIL_WORDS
            and not _CODE.fullmatch(tokens[0])
        ):
            row, kept = last_row
            joined = kept[:-counts] + tokens + kept[-counts:]
            edits[row], edits[n] = " ".join(joined), ""
            last_row, repeated = (row, joined), False
        elif run < counts and (len(tokens) >= _TAIL_WORDS or line.text.endswith((".", ":"))):
            break  # a sentence: the notes under the table, the text after it
        elif header_tokens(line.folded) is not None:
            break  # another table's header
        n += 1
    if exact:
        for k, text in edits.items():
            lines[k] = laid_line(lines[k].number, text)
    return n
