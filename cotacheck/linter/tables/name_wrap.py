"""A name cell wrapped so that part of it stands on a line other than its row's counts, in a flat table.

A layout-preserving extraction (pdftotext -layout; FGV's, Cesgranrio's and courts' annexes) prints a
multi-line name cell beside the row's other cells, aligned at the top, the middle or the bottom: the
name's end comes on lines below the counts ("Auditor de Controle Externo – 8 1 3 12" / "Especialidade:
Ciências" / "Contábeis"; "N03 Técnico em Segurança do Fortaleza 3 0 1 4" / "Trabalho"). This is one
concern, read in two stages because each needs what the other cannot have:

1. **While the table is read** (`take`, `orphans`, `joined_below`, `finish`, `keep`, `continues_name`,
   called by `row_lines` and `row_close`): a line below a row's counts is that row's name going on where
   the name's own words prove it: the name so far ends in a mark that cannot end a name ("–", "-", ",",
   "/", ":", "de", "e" …), or the line opens in lower case (no cargo's name does: "da Informação"); each
   line so proven may prove the next. Such lines must move before the next row's name is made, or that
   row would take them as its start. A line between two rows that neither proves to be whose (an
   "orphan": "Contábeis" after "Especialidade: Ciências", before the next row's own name) is given to
   the row above only in a table whose names are shown to run on below their counts (a proven tail in
   any row), and then the table is uncertain with the reason: a group label or a note may stand there
   as well. Only flat tables with no text column besides the name are read so (`eligible`): elsewhere
   the lines after the counts are the row's other cells.
2. **Once every table is read** (`join_lone_tails`, called by `decide.confirm_tables`): a short lone
   line that no row took (nothing in its words proves it) is joined by the structure around it, which is
   known only when every row's lines are: it is right after a row and directly followed by the same
   table's next row (past furniture), a page break, a numbered item or the notes block under the table
   ("Legenda: …", "Notas", "(1) …"); a table whose first row's name
   stands on a line of its own has headings there, not tails (`_name_beside_counts`: "Norte" / "Belém
   10 1 3 14"); a row named by a state's code has a region above it (`_PLACE_ROW`); only rows read off
   consecutive lines. Where no especialidade or locality column stands between the name and the counts
   the line joins that name; else before the locality, when the column's text is known from other rows.
   A lone line the next row took as its name's start ("Clínico" / "Contador 3 0 1 4") moves up only when
   the name above visibly goes on ("Motorista – 4 0 1 5" / "Aracaju"). Either way the figures are read
   right and the names are not proven: no row of that table is confirmed, and the doubt names the line.
"""

from __future__ import annotations

import bisect
import re
from array import array
from dataclasses import dataclass

from cotacheck.linter.read.text import MAX_LINE, Line
from cotacheck.linter.tables import name_start, names_before_figures
from cotacheck.linter.tables.header import _NOTES, header_tokens
from cotacheck.linter.tables.names import CONTINUES, UF_CODES, split_parent

# --- stage 1: while the table is read -------------------------------------------------------------------

#: A line that may be the end of a name, not a note under the table: it opens with a letter (no mark:
#: "¹ Plantões de 12 horas."), defines nothing ("CR = cadastro de reserva.") and ends in no stop.
_NAME_END = re.compile(r"^[A-Za-zÀ-ú][^=]*(?<![.:;])$")
#: An annex's or a quadro's number ("CRONOGRAMA PREVISTO (ANEXO IV)", the next section's title): no name ends so.
_ANNEX = re.compile(r"\b(?:anexo|quadro|tabela)\s+(?:[ivxl]{1,6}|\d{1,2})\b")
#: A line that opens in lower case (a letter, not a mark or a digit) goes on with the name above it.
_STARTS_LOW = re.compile(r"^[a-zà-ú]")


@dataclass(slots=True)
class LastRow:
    """The row read last, while lines below it may still be its name's: where its position is, the
    lines of its name (its tail appended), the cargo it is a part of, the headings it was read under."""

    at: int
    lines: list[Line]
    part: str
    context: tuple


#: The label of a pay column, whose cell is one figure ("14.612,88") and never wraps onto a line of words.
_PAY_LAST = re.compile(r"(?:remuneracao|vencimentos?|salarios?|subsidio)(?: (?:inicial|basico|base))?(?: \(r\$\))?\s*$")


def eligible(table) -> bool:
    """A flat table whose only text column is the name, or whose one column after the counts is its pay
    (FGV's "Remuneração (R$)"): a line after a row's counts is no other cell."""
    return (
        table.names == 1
        and not table.cells_apart
        and not table.one_per_line
        and not table.inner_text
        and (not table.trailing_text or _pay_last(table))
        and not table.coded
        and not table.places
    )


def _pay_last(table) -> bool:
    """The one column after the counts is the pay's."""
    last = max(n for n, c in enumerate(table.columns) if c.is_count)
    return len(table.columns) - last == 2 and _PAY_LAST.search(_NOTES.sub(" ", table.header_text)) is not None


def goes_on(before: Line, line: Line) -> bool:
    """`line` continues the name whose last line is `before` (a piece of a line cut for its length,
    `text.MAX_LINE`, is no name's)."""
    if len(line.text) >= MAX_LINE or len(before.text) >= MAX_LINE:
        return False
    return bool(CONTINUES.search(before.folded) or _STARTS_LOW.match(line.text))


def continues_name(table, line: Line) -> bool:
    """`line` goes on with the name above it, so it is no heading ("Especialidade: Ciências" under
    "Auditor de Controle Externo – 8 1 3 12", or under "Auditor de Controle Externo –" before the counts)."""
    if table.cells or not eligible(table):
        return False
    if table.pending:
        return bool(CONTINUES.search(table.pending[-1].folded))
    last = table.last_name
    return last is not None and goes_on(last.lines[-1], line)


def keep(extractor, table, name_lines: list[Line], part: str) -> None:
    """The row just made (the last position) is the one lines below may continue."""
    if not eligible(table):
        table.last_name = None
        return
    context = (extractor.cargo_context, extractor.slice_context)
    table.wrapped = table.wrapped or len(name_lines) >= 2
    table.last_name = LastRow(len(extractor.positions) - 1, list(name_lines), part, context)


def take(extractor, table, has_text: bool = True) -> None:
    """A new row's counts have come (or the table ended, `has_text` then True): the pending lines that
    continue the last row's name are moved to it. A new row with no text of its own keeps one line
    for its name, and the table is in doubt."""
    last = table.last_name
    if last is None or not table.pending:
        return
    moved, before = 0, last.lines[-1]
    for line in table.pending:
        if not goes_on(before, line):
            break
        moved, before = moved + 1, line
    if moved and moved == len(table.pending) and not has_text:
        moved -= 1
        _doubt_row(extractor, table, last, table.pending[-1])
    if not moved:
        return
    tail, table.pending = table.pending[:moved], table.pending[moved:]
    _extend(extractor, table, last, tail)
    if not table.open_below:
        table.open_below = True
        for row, lines in table.stray:
            _extend(extractor, table, row, lines)
            _doubt_row(extractor, table, row, lines[0])
        table.stray = []


#: A rule drawn across the table ("-----", "=====", "─────"), as `layout_header.RULE` reads one.
_RULE = re.compile(r"\s*(?:[─━═]{3,}|-{5,}|={5,})\s*")


def orphans(extractor, table, lines: list[Line]) -> None:
    """`lines`, between the last row's counts (and tail) and the next row's name, which neither takes:
    the last row's, in doubt, in a table whose names run on below their counts; kept until that is
    known."""
    last = table.last_name
    # "-----" under the rows: a rule, no name; "Nível D" over the next rows (after a page break): a level heading;
    # "QUADRO 9 – TOTAL GERAL DE VAGAS" / "Localidade   Vagas" over a recap printed right under the rows: a
    # quadro's title and a header
    lines = [
        line
        for line in lines
        if not _RULE.fullmatch(line.text)
        and not name_start.level_heading(line)
        and not _ANNEX.match(line.folded)
        and not _count_header(line)
    ]
    if last is None or not lines:
        return
    if table.open_below:
        _extend(extractor, table, last, lines)
        _doubt_row(extractor, table, last, lines[0])
    else:
        table.stray.append((last, list(lines)))


def _count_header(line: Line) -> bool:
    """A table's header of a label and a count column's ("Nível   Vagas", "Lotação   Total de vagas"): no name."""
    tokens = header_tokens(line.folded.strip()) or ()
    return len(tokens) >= 2 and tokens[0] in ("name", "ignore") and set(tokens[1:]) <= {"vagas", "total"}


def joined_below(extractor, table) -> None:
    """The one line between a row's counts and the next row's is joined to the next row's short text
    ("Civil" / "Assistente Técnico 6 0 2 8", as a name wrapped before its counts is): it may as well be
    the end of the name above (counts on its first or middle line); in doubt."""
    last = table.last_name
    if last is not None and len(table.pending) == 1:
        _doubt_row(extractor, table, last, table.pending[0])


def finish(extractor, table, by_text: bool) -> None:
    """The table is over: the lines after its last row that go on with its name are its; lines between
    rows that no name took leave it in doubt: the end of the name above, or a label over the rows below.
    So do lines after the last row that could end a name, when text ends the table (a new section; a
    new header's lines are its title)."""
    take(extractor, table)
    last = table.last_name
    ends = by_text and all(_NAME_END.match(line.text) and not _ANNEX.search(line.folded) for line in table.pending)
    if last is not None and table.pending and (table.open_below or ends):
        orphans(extractor, table, table.pending)
    if table.stray:
        row, lines = table.stray[0]
        _doubt_row(extractor, table, row, lines[0])
    table.last_name, table.stray = None, []


def _extend(extractor, table, row: LastRow, tail: list[Line]) -> None:
    """The row's name made again with its tail (under the headings it was read under)."""
    row.lines.extend(tail)
    extractor.rename(table, row)


def _doubt_row(extractor, table, row: LastRow, line: Line) -> None:
    text = line.text if len(line.text) <= 40 else line.text[:39].rstrip() + "…"
    extractor.table_doubts.setdefault(
        table.id,
        f"o nome da linha {row.lines[0].number} pode continuar na linha {line.number} (“{text}”): confira os nomes",
    )


# --- stage 2: once every table is read ---------------------------------------------------------------

# A short line of words alone: no digit, no sentence or note punctuation.
_TAIL = re.compile(r"^[^\W\d_][^\d:;()*=]{0,60}$")
_MAX_WORDS = 5  # words, not counting dashes and slashes: "Clínico – Fortaleza / CE"
# the name before the counts visibly goes on: "Motorista – Brasília / 39 2 13 54", "Técnico de 3 0 1 4";
# a dash after a count is an empty cell ("16 12 - 4"), not the name's
_GOES_ON_BEFORE_COUNT = re.compile(r"(?:(?<!\d)\s[/–-]|\s(?:de|da|do|das|dos|e|em))\s+\d")
_DASH_BEFORE_COUNT = re.compile(r"\s[–-]\s+\d")  # "S02 Analista Portuário – 4 1 1 6"
#: The name before the counts visibly goes on: a dash after a word ("Analista Legislativo – 1 1 – –") or a
#: joining word; a dash between counts is an empty cell ("Assessor Jurídico 1 1 – – 30h"), no name's dash.
_NAME_GOES_ON = re.compile(r"(?:(?<=[^\W\d_])\s[/–-]|\s(?:de|da|do|das|dos|e|em))\s+\d")
#: A row's first cell of figures after its name's words (a count, its hours "30h", its pay): where
#: `_NAME_GOES_ON` is asked (a requisito after the counts may hold a joining word before a number of its own:
#: "… curso de 80 horas. 40 2.511,90"; a dash before the hours ends a name that goes on below its row:
#: "M01 Analista de Sistemas – 30h 2.284,64 5 1 2 8" / "Suporte").
_FIRST_COUNT = re.compile(r"(?<=[^\W\d_])[\s/–-]*\s\d")
# a row named by a state's code ("MG 1 0 0 0 0 1"): the lone line above it is a region over places
_PLACE_ROW = re.compile(rf"^\s*(?:{UF_CODES})\s+\d")
_COUNT_CELL = re.compile(r"(?:^|\s)[0-9]{1,6}(?:\s|$)")  # a count standing as a cell, not a mark ("¹")
_NUMBERED_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s")  # "2.2. Os candidatos …", "3 DAS INSCRIÇÕES"
#: A notes block under the table ("LEGENDA: AC – …", "Notas:", "Obs.:", "(1) …", "* …"): the table is over
#: there, as at a numbered item, so a lone line just above it is the last row's name going on.
_NOTES_BLOCK = re.compile(r"^(?:legenda|notas?|obs\w*|fonte)\b|^\(?[a-z0-9]\)\s|^\*+\s?[a-z]")


def _lone_tail(line, incomplete: bool = False) -> bool:
    """A lone line that may end a name: short words alone; in capitals or opening in lower case only
    where the name above visibly goes on (`incomplete`), since a heading over rows is printed so."""
    text = line.text.strip()
    words = [w for w in text.split() if w not in ("–", "-", "/")]
    return (
        0 < len(words) <= _MAX_WORDS
        and _TAIL.match(text) is not None
        and not text.endswith((".", "–", "-", ","))
        and (incomplete or (not text.isupper() and text[0].isupper()))
        and _no_header(line.folded)  # a header repeated after a page break
        and not name_start.level_heading(line)  # "Nível de Classificação C" over the next rows
    )


def _no_header(folded: str) -> bool:
    """No header line: none at all, or labels of text columns only that a name may end in ("Nível II")."""
    tokens = header_tokens(folded)
    return tokens is None or all(k == "ignore" for k in tokens)


def _next_is_row(lines, at: int, table: int, row_at: dict, read) -> bool:
    """Whether what follows the lone line at `at` is the same table's next row (past a repeated header
    or a page's furniture), a page break (a title over the next page's table is printed on that page),
    or a numbered item of the text: not a heading over another table (a department's name over its
    one-row table), nor the first of the text lines over the next row ("Analista" / "CVM" / "Perfil 4 …
    11 1 3 15": the next cargo's name, a merged cell printed before its rows)."""
    table_lines, furniture = read
    if at + 1 < len(lines) and any(n in furniture for n in range(lines[at].number + 1, lines[at + 1].number)):
        return True
    for line in lines[at + 1 : at + 8]:
        if line.number in row_at:
            return row_at[line.number].table == table and not _PLACE_ROW.match(line.text)
        if _NUMBERED_ITEM.match(line.text) or _NOTES_BLOCK.match(line.folded):
            return True
        if line.number not in table_lines and line.number not in furniture:
            return False
    return False


def _join(p, row_text: str, tail: str, names: list[str]) -> None:
    """The tail put at the end of the row's name, the dash the name ended in kept ("Analista Portuário –
    Engenharia Civil"); where a locality or especialidade column stands between the name and the counts,
    before the locality, when the column's text is known from other rows (`_localities`), else nowhere."""
    if p.split_columns:
        localities = _localities(names)
        cut = _before_locality(p.name, localities, names)
        if cut is not None:
            p.name = f"{p.name[:cut]} {tail}{p.name[cut:]}"
            p.parent, p.slice = split_parent(p.name)
        return
    dash = _DASH_BEFORE_COUNT.search(row_text) is not None
    p.name = f"{p.name} – {tail}" if dash else f"{p.name} {tail}"
    p.parent, p.slice = split_parent(p.name)


def _localities(names: list[str]) -> set[str]:
    """The texts a locality column put after the names: where two rows one after the other begin with the
    same words ("Assistente Portuário Fortaleza" / "Assistente Portuário Pecém"), what follows in each."""
    found: set[str] = set()
    for a, b in zip(names, names[1:]):
        wa, wb = a.split(" "), b.split(" ")
        same = 0
        while same < min(len(wa), len(wb)) and wa[same] == wb[same]:
            same += 1
        if 0 < same < min(len(wa), len(wb)):
            found.update((" ".join(wa[same:]), " ".join(wb[same:])))
    return found


def _before_locality(name: str, localities: set[str], names: list[str]) -> int | None:
    """Where the locality cell starts in a row's name: the ending the column holds elsewhere that ends the
    most rows of the table ("Fortaleza", not "em Segurança do Fortaleza"), the longer on a tie."""
    words = name.split(" ")
    endings = [(k, " ".join(words[k:])) for k in range(1, len(words)) if " ".join(words[k:]) in localities]
    if not endings:
        return None
    k, _ = max(endings, key=lambda e: (sum(n.endswith(" " + e[1]) for n in names), len(e[1])))
    return len(" ".join(words[:k]))


def _doubt_table(doubts: dict[int, str], table: int, reason: str) -> None:
    doubts.setdefault(table, f"{reason}: confira os nomes")


def _head_taken(lines, at: int, p, doubts: dict[int, str], row_at: dict, positions: list) -> None:
    """Row `p`'s name begins on the lone line `lines[at]`, right after the previous row of its table."""
    above = row_at.get(lines[at - 1].number)
    if above is None or above.table != p.table or CONTINUES.search(lines[at].folded):
        return  # "Técnico em" / "Enfermagem 3 1 1 5": a name's start, never its end
    tail = lines[at].text.strip()
    if _name_goes_on(lines[at - 1].text) and p.name.startswith(tail + " ") and not _starts_above(lines, above):
        _join(above, lines[at - 1].text, tail, [q.name for q in positions if q.table == p.table])
        p.name = p.name[len(tail) + 1 :]
        p.parent, p.slice = split_parent(p.name)
    _doubt_table(
        doubts,
        p.table,
        f"a linha {lines[at].number} (“{tail}”) pode terminar o nome da linha "
        f"{lines[at - 1].number} ou começar o da linha {p.lines[-1]}",
    )


def _name_goes_on(row_text: str) -> bool:
    """Whether the name before a row's first count visibly goes on (`_NAME_GOES_ON`), asked of the row's line up
    to that count only."""
    first = _FIRST_COUNT.search(row_text)
    return first is not None and _NAME_GOES_ON.search(row_text[: first.end()]) is not None


def _starts_above(lines, row) -> bool:
    """Whether a lone line right after `row` starts the next row's name, never ends `row`'s: `row`'s name
    cell was closed by its code on its own line ("Assistente Administrativo III PRP-ADM-III 30 1 1 – –",
    `code_after_name`), or started on a line of its own above its counts ("Analista Municipal I – Gestão" /
    "Pública PRP-ANL-I 40 3 2 – 1": the table's names wrap before their counts)."""
    if row.name_closed:
        return True
    first = _index(lines, row.lines[0])
    return len(row.lines) >= 2 and first is not None and _COUNT_CELL.search(lines[first].text) is None


def _name_beside_counts(lines, first: int | None, p, table_lines) -> bool:
    """Whether a table's first row has its name beside its counts, right under the header (a tail moved up
    below them in the pass, may follow): where its name has a line of its own ("Alto Uruguai" /
    "Erechim 9 2 2 1 1 15", a region over its towns; a table one cell per line), a lone line between
    rows is such a line too, not a name's end."""
    if first is None or first == 0 or lines[first - 1].number not in table_lines:
        return False
    last = _index(lines, p.lines[-1])
    return len(p.lines) == 1 or (last is not None and _COUNT_CELL.search(lines[last].text) is None)


def _index(lines, number: int) -> int | None:
    at = bisect.bisect_left(lines, number, key=lambda line: line.number)
    return at if at < len(lines) and lines[at].number == number else None


def _at(numbers: array, number: int) -> int | None:
    """`_index` in the lines' numbers (`numbers`, made once: a key read a probe cost a table's every row)."""
    at = bisect.bisect_left(numbers, number)
    return at if at < len(numbers) and numbers[at] == number else None


def join_lone_tails(lines, positions: list, doubts: dict[int, str], read=((), ())) -> None:
    """Join each lone name tail to its row where the text shows the place, and record the table's doubt
    (`doubts`: the reader's table doubts, table id → reason; read by `decide.confirm_tables`; `read`: the
    lines read as a table's, its headers among them, never a tail, and the page furniture). The map of
    the rows' lines is made only when a row is next to such a line (a table of 20 000 rows has none)."""
    table_lines, furniture = read
    row_at: dict | None = None
    names_beside_counts: dict[int, bool] = {}  # table → whether its first row has its name beside its counts
    numbers = array("q", (line.number for line in lines))
    for p in positions:
        if p.table is None or p.source != "tabela" or not p.lines:
            continue
        first, last = _at(numbers, p.lines[0]), _at(numbers, p.lines[-1])
        if first is None or last is None or last - first != len(p.lines) - 1:
            continue  # a row not read off consecutive lines (column blocks): no line lies beside it
        if p.table not in names_beside_counts:
            names_beside_counts[p.table] = _name_beside_counts(lines, first, p, table_lines)
        if not names_beside_counts[p.table]:
            continue  # names on lines of their own are the table's way ("Norte" / "Belém 10 1 3 14")
        if (
            first is not None
            and first > 0
            and len(p.lines) >= 2
            and not _PLACE_ROW.match(lines[first + 1].text)
            and not names_before_figures.figures_alone(lines[last].text)  # its name whole above its figures
            and _lone_tail(lines[first], _GOES_ON_BEFORE_COUNT.search(lines[first - 1].text) is not None)
        ):
            row_at = row_at if row_at is not None else {n: q for q in positions for n in q.lines}
            _head_taken(lines, first, p, doubts, row_at, positions)
        if last is None or last + 1 >= len(lines):
            continue
        if not _lone_tail(lines[last + 1], _GOES_ON_BEFORE_COUNT.search(lines[last].text) is not None):
            continue
        row_at = row_at if row_at is not None else {n: q for q in positions for n in q.lines}
        after = lines[last + 1]
        if (
            after.number not in row_at
            and after.number not in table_lines
            and _next_is_row(lines, last + 1, p.table, row_at, read)
        ):
            _join(p, lines[last].text, after.text.strip(), [q.name for q in positions if q.table == p.table])
            _doubt_table(
                doubts,
                p.table,
                f"o nome da linha {p.lines[-1]} pode continuar na linha {after.number} "
                f"(“{after.text.strip()}”), que nenhuma linha da tabela leva",
            )
