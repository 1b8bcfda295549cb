"""A row's name wrapped past its counts in a flat table: the rest of the name on the line below.

A layout-preserving extraction (pdftotext -layout, FGV's and Cesgranrio's annexes) prints a cell that
wraps with its first line beside the row's other cells and its rest on the next line, alone:
"N03 Técnico em Segurança do Fortaleza 3 0 1 4" / "Trabalho" / "N04 Técnico de Manutenção Pecém 2 0 1 3".
The next row has its own name, so the lone line is no row's: it is the end of the name above. Where no
especialidade or locality column stands between the name and the counts it joins that name; else its
place in the name (before "Fortaleza") is not in the text. A lone line that the next row took as the
start of its name ("Clínico" / "Contador 3 0 1 4") may be either: it moves up only when the name above
visibly goes on ("Motorista – 4 0 1 5" / "Aracaju"). Either way the figures are read right and the
names are not proven: no row of that table is confirmed, and the doubt names the line.
"""

from __future__ import annotations

import bisect
import re

from cotacheck.linter.tables.header import header_tokens
from cotacheck.linter.tables.names import CONTINUES, UF_CODES, split_parent

# A short line of words alone: no digit, no sentence or note punctuation.
_TAIL = re.compile(r"^[^\W\d_][^\d:;()*=]{0,60}$")
_MAX_WORDS = 5  # words, not counting dashes and slashes: "Clínico – Fortaleza / CE"
# the name before the counts visibly goes on: "Motorista – Brasília / 39 2 13 54", "Técnico de 3 0 1 4"
_GOES_ON_BEFORE_COUNT = re.compile(r"(?:\s[/–-]|\s(?:de|da|do|das|dos|e|em))\s+\d")
_DASH_BEFORE_COUNT = re.compile(r"\s[–-]\s+\d")  # "S02 Analista Portuário – 4 1 1 6"
# a row named by a state's code ("MG 1 0 0 0 0 1"): the lone line above it is a region over places
_PLACE_ROW = re.compile(rf"^\s*(?:{UF_CODES})\s+\d")
_COUNT_CELL = re.compile(r"(?:^|\s)[0-9]{1,6}(?:\s|$)")  # a count standing as a cell, not a mark ("¹")
_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s")  # "2.2. Os candidatos …", "3 DAS INSCRIÇÕES"


def _tail(line, incomplete: bool = False) -> bool:
    """A lone line that may end a name: short words alone; in capitals or opening in lower case only
    where the name above visibly goes on (`incomplete`), since a heading over rows is printed so."""
    text = line.text.strip()
    words = [w for w in text.split() if w not in ("–", "-", "/")]
    return (
        0 < len(words) <= _MAX_WORDS
        and _TAIL.match(text) is not None
        and not text.endswith((".", "–", "-", ","))
        and (incomplete or (not text.isupper() and text[0].isupper()))
        and header_tokens(line.folded) is None  # a header repeated after a page break
    )


def _goes_on(lines, at: int, table: int, row_at: dict, read) -> bool:
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
        if _ITEM.match(line.text):
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


def _doubt(doubts: dict[int, str], table: int, reason: str) -> None:
    doubts.setdefault(table, f"{reason}: confira os nomes")


def _head_taken(lines, at: int, p, doubts: dict[int, str], row_at: dict, positions: list) -> None:
    """Row `p`'s name begins on the lone line `lines[at]`, right after the previous row of its table."""
    above = row_at.get(lines[at - 1].number)
    if above is None or above.table != p.table or CONTINUES.search(lines[at].folded):
        return  # "Técnico em" / "Enfermagem 3 1 1 5": a name's start, never its end
    tail = lines[at].text.strip()
    if _GOES_ON_BEFORE_COUNT.search(lines[at - 1].text) and p.name.startswith(tail + " "):
        _join(above, lines[at - 1].text, tail, [q.name for q in positions if q.table == p.table])
        p.name = p.name[len(tail) + 1 :]
        p.parent, p.slice = split_parent(p.name)
    _doubt(
        doubts,
        p.table,
        f"a linha {lines[at].number} (“{tail}”) pode terminar o nome da linha "
        f"{lines[at - 1].number} ou começar o da linha {p.lines[-1]}",
    )


def _name_beside_counts(lines, first: int | None, p, table_lines) -> bool:
    """Whether a table's first row has its name beside its counts, right under the header (a tail moved up
    below them, `name_tail`, may follow): where its name has a line of its own ("Alto Uruguai" /
    "Erechim 9 2 2 1 1 15", a region over its towns; a table one cell per line), a lone line between
    rows is such a line too, not a name's end."""
    if first is None or first == 0 or lines[first - 1].number not in table_lines:
        return False
    last = _index(lines, p.lines[-1])
    return len(p.lines) == 1 or (last is not None and _COUNT_CELL.search(lines[last].text) is None)


def _index(lines, number: int) -> int | None:
    at = bisect.bisect_left(lines, number, key=lambda line: line.number)
    return at if at < len(lines) and lines[at].number == number else None


def doubt_tails(lines, positions: list, doubts: dict[int, str], read=((), ())) -> None:
    """Join each lone name tail to its row where the text shows the place, and record the table's doubt
    (`doubts`: the reader's table doubts, table id → reason; read by `decide.confirm_tables`; `read`: the
    lines read as a table's, its headers among them, never a tail, and the page furniture). The map of
    the rows' lines is made only when a row is next to such a line (a table of 20 000 rows has none)."""
    table_lines, furniture = read
    row_at: dict | None = None
    names_beside_counts: dict[int, bool] = {}  # table → whether its first row has its name beside its counts
    for p in positions:
        if p.table is None or p.source != "tabela" or not p.lines:
            continue
        first, last = _index(lines, p.lines[0]), _index(lines, p.lines[-1])
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
            and _tail(lines[first], _GOES_ON_BEFORE_COUNT.search(lines[first - 1].text) is not None)
        ):
            row_at = row_at if row_at is not None else {n: q for q in positions for n in q.lines}
            _head_taken(lines, first, p, doubts, row_at, positions)
        if last is None or last + 1 >= len(lines):
            continue
        if not _tail(lines[last + 1], _GOES_ON_BEFORE_COUNT.search(lines[last].text) is not None):
            continue
        row_at = row_at if row_at is not None else {n: q for q in positions for n in q.lines}
        after = lines[last + 1]
        if (
            after.number not in row_at
            and after.number not in table_lines
            and _goes_on(lines, last + 1, p.table, row_at, read)
        ):
            _join(p, lines[last].text, after.text.strip(), [q.name for q in positions if q.table == p.table])
            _doubt(
                doubts,
                p.table,
                f"o nome da linha {p.lines[-1]} pode continuar na linha {after.number} "
                f"(“{after.text.strip()}”), que nenhuma linha da tabela leva",
            )
