"""A quadro whose cells hold line breaks, every cell on its own line(s): a cargo's lotações one a line in one cell,
their counts one a line in the next, then the cargo's total and its parts, a cell each.

A word processor's table (a DOCX, IDECAN's DETRAN quadro) saved as plain text by abiword (`--to=txt`) gives
each cell's paragraphs a line each and nothing between rows: "Cargo" / "Lotação" / "Vagas por lotação" /
"Total" / "AC" / "PcD" / "Negros", then per cargo "Agente de Trânsito" / "(nível médio)" / "Natal (sede)" /
"Mossoró" / "Caicó" / "5" / "2" / "1" / "8" / "6" / "0" / "2". Read a line at a time (`sub_row_cells`, a
localidade then its counts), the places were taken for cargos and the counts of one cargo for another's.

The header's labels, a label a line, are the columns: the cargo's, the lotação's, the counts' per lotação
(a label naming vagas by lotação), then the count roles (each once, the negros' among them). Each row is a run
of words (the cargo's cell, then its lotações) and a run of count cells ("CR", "–" too): the last `roles`
cells are the row's roles, the ones before them its counts per lotação, as many as its lotações, so its last
lines of words are its lotações and the ones before them its cargo. A row is re-laid "cargo total parts",
named by its cargo alone, and proven when its counts per lotação add up to its total (where a Total column is
given; else their sum is the total) and the cargo's cell is where the lines' shapes put it too (its first
line, then the lines that go on from it: an opening bracket or lower case, a line ended by a joining word).
One count for several lotações (the cargo's total given once), or a split the shapes do not second, is left
uncertain. A TOTAL row ends the quadro; the header printed again after a page's footer is passed over.
Trigger: the cargo's label alone on a line, the lotação's on the next, then a label of vagas per lotação.
"""

from __future__ import annotations

import re
from functools import partial

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW, PAGE_MARKER, TOTAL_ROW
from cotacheck.linter.tables.relaid import tables_at

_PLACE = r"(?:lota[çc][ãa]o|localidade|munic[íi]pio|cidade|polo|unidade|regi[ãa]o)"
_TRIGGER = re.compile(
    r"\n(?:Cargos?|CARGOS?|Cargo/Fun[çc][ãa]o)[ \t]*\n(?i:" + _PLACE + r")[ \t]*\n"
    r"(?i:vagas|n[º°o]\.? de vagas|quantidade)\s(?i:por|na|da)\s\S+[ \t]*\n",
)
_GATES = ("\nCargo", "\nCARGO")  # the cargo's label opening a line: a plain test before the pattern
_PER_PLACE = re.compile(r"(?:vagas|n[º°o]\.? de vagas|quantidade) (?:por|na|da) \w+")
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total"))
_MAX_ROLES = 8
_MAX_WORDS_RUN = 16  # a cargo's cell and its lotações
_MAX_CELL_LINE = 70
_MAX_FURNITURE = 4  # lines between a page's last row and the header again
_TITLE = re.compile(r"(?:quadro|anexo|tabela|obs\b|nota\b|legenda|\d{1,2}(?:\.\d{1,2})*\.?\s)")
_JOINS = re.compile(r"[–-]$")
DOUBT = (
    "células com quebras de linha (cargo, lotações e vagas por lotação uma por linha): onde termina o cargo e "
    "começam as lotações não é dado pelo texto"
)
SUM_DOUBT = "células com quebras de linha: as vagas por lotação não somam o total do cargo"


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a cargo a line; `doubts` gets the rows it leaves
    unproven (line → why)."""
    if not any(gate in text for gate in _GATES):
        return lines
    starts = [m.start() + 1 for m in _TRIGGER.finditer(text)]
    return tables_at(lines, text, starts, partial(_table, doubts=doubts)) if starts else lines


def _roles(lines: list[Line], k: int) -> tuple[list[str], int] | None:
    """The count roles whose labels stand a label a line from index `k` (each once, the negros' and a Total
    among them; "Negros (pretos e pardos)" one), and the index after them, or None."""
    roles: list[str] = []
    while k < len(lines) and len(roles) < _MAX_ROLES:
        tokens = [t for t in header_tokens(lines[k].folded.strip()) or () if t != "vagas"]
        if "negros" in tokens:
            tokens = ["negros"]
        if len(tokens) != 1 or tokens[0] not in _ROLES or tokens[0] in roles:
            break
        roles.append(tokens[0])
        k += 1
    if "negros" not in roles and "pretos_pardos" not in roles or len(roles) < 2:
        return None
    return roles, k


def _cell(line: Line) -> str | None:
    """A count cell alone on its line ("5", "05", "CR", "–"), its text, else None."""
    text = line.text.strip()
    return text if text and len(text) <= 8 and parse_count(line.folded.strip()) is not None else None


def _words(line: Line) -> bool:
    """A line of a cell's words: short, not a count, no sentence's end, no title or item number."""
    text, folded = line.text.strip(), line.folded.strip()
    return (
        bool(text)
        and len(text) <= _MAX_CELL_LINE
        and parse_count(folded) is None
        and text[-1] not in ".;:"
        and not _TITLE.match(folded)
        and not PAGE_MARKER.match(folded)
    )


def _goes_on(texts: list[str], n: int) -> bool:
    """Whether line `n` of a row's lines of words goes on with the cell of the line above: it opens in lower
    case or a bracket, or the line above ends in a joining word or a dash."""
    return bool(NAME_STARTS_LOW.match(texts[n]) or CONTINUES.search(texts[n - 1]) or _JOINS.search(texts[n - 1]))


def _cargo_lines(texts: list[str]) -> int:
    """How many of a row's first lines of words the shapes put in the cargo's cell: its first line, then each
    line that goes on from the one above."""
    n = 1
    while n < len(texts) and _goes_on(texts, n):
        n += 1
    return n


def _place_lines(texts: list[str], places: int) -> int:
    """How many of a row's last lines of words make its last `places` lotações, a lotação's lines as the
    shapes join them ("São Gonçalo do" / "Amarante" one lotação: its own cell broke its name)."""
    n, found = len(texts), 0
    while n > 1 and found < places:
        n -= 1
        found += not _goes_on(texts, n)
    return len(texts) - n


def _row(texts: list[str], cells: list[str], roles: list[str]) -> tuple[str, list[str], str] | None:
    """(the cargo's name, its cells by role, why unproven or "") of a row's lines of words and count cells,
    or None when they make no row (no lotação, no cargo line, no count per lotação).

    The counts per lotação say how many lotações there are; the shapes, where each lotação's lines and the
    cargo's end. Proven where both agree: the lines after the cargo's cell make as many lotações as there are
    counts. Else the name is the lines before those lotações (at least one line a lotação), uncertain: one
    count for several lotações (the cargo's total given once: the name then holds lotações too), a name
    wrapped at a word the shapes do not show."""
    places = len(cells) - len(roles)
    if places < 1 or len(texts) < 2 or len(texts) - places < 1 and places >= 2:
        return None
    shaped = _cargo_lines(texts)
    name_lines = len(texts) - _place_lines(texts, places)  # (the first line the cargo's, whatever the shapes)
    why = "" if shaped == name_lines else DOUBT
    per_place, own = cells[:places], cells[places:]
    counts = [parse_count(fold(c)) for c in per_place]
    numbers = [n for kind, n in counts if kind == "n"]
    if "total" in roles:
        total = parse_count(fold(own[roles.index("total")]))
        if numbers and total[0] == "n" and sum(numbers) != total[1] and not why:
            why = SUM_DOUBT
    else:
        own = [str(sum(numbers)) if numbers else per_place[0], *own]
    return " ".join(texts[:name_lines]), own, why


def _header_again(lines: list[Line], k: int, labels: list[str]) -> int | None:
    """The index after the header printed again within reach of `k` (a page's footer before it), else None."""
    for j in range(k, min(len(lines) - len(labels) + 1, k + _MAX_FURNITURE + 1)):
        if all(lines[j + n].text.strip() == label for n, label in enumerate(labels)):
            return j + len(labels)
    return None


def _run(lines: list[Line], k: int, test, most: int) -> list[int]:
    """The indexes from `k` of the lines `test` accepts, at most `most`."""
    run: list[int] = []
    while k < len(lines) and len(run) < most and test(lines[k]):
        run.append(k)
        k += 1
    return run


def _rows(lines: list[Line], k: int, labels: list[str], roles: list[str]):
    """The quadro's rows from index `k` (each: its line number, its re-laid text, why unproven or "") and the
    index of its last line."""
    rows: list[tuple[int, str, str]] = []
    last = k - 1
    while k < len(lines):
        if rows:
            again = _header_again(lines, k, labels)
            if again is not None:  # the quadro goes on after the page's footer and its header again
                k = again
                continue
        words = _run(lines, k, _words, _MAX_WORDS_RUN + 1)
        if not words or len(words) > _MAX_WORDS_RUN:
            break
        cells = _run(lines, words[-1] + 1, _cell, _MAX_WORDS_RUN + len(roles))
        if not cells:
            break
        texts = [lines[n].text.strip() for n in words]
        values = [lines[n].text.strip() for n in cells]
        if len(texts) == 1 and TOTAL_ROW.match(fold(texts[0]).strip()):
            if len(values) >= len(roles) and rows:
                own = values[-len(roles) :] if "total" in roles else [values[0], *values[-len(roles) :]]
                rows.append((lines[words[0]].number, " ".join(["TOTAL", *own]), ""))
                last = cells[-1]
            break
        read = _row(texts, values, roles)
        if read is None:
            break
        name, own, why = read
        rows.append((lines[words[0]].number, " ".join([name, *own]), why))
        k = last = cells[-1]
        k += 1
    return rows, last


def _table(lines: list[Line], at: int, doubts: dict[int, str]) -> tuple[int, int, list[Line]] | None:
    """The quadro whose cargo label is at index `at`, re-laid: (first line number, last, its lines), or None."""
    if at + 3 >= len(lines) or not _PER_PLACE.match(lines[at + 2].folded.strip()):
        return None
    found = _roles(lines, at + 3)
    if found is None:
        return None
    roles, end = found
    labels = [line.text.strip() for line in lines[at:end]]
    rows, last = _rows(lines, end, labels, roles)
    if not [row for row in rows if not row[1].startswith("TOTAL ")]:
        return None
    named = [PLAIN_LABEL[r] for r in (roles if "total" in roles else ["total", *roles])]
    texts = {number: text for number, text, _ in rows}
    laid = [laid_line(lines[at].number, " ".join([labels[0], *named]))]
    laid += [laid_line(line.number, texts.get(line.number, "")) for line in lines[at + 1 : last + 1]]
    for number, _, why in rows:
        if why:
            doubts.setdefault(number, why)
    return lines[at].number, lines[last].number, laid
