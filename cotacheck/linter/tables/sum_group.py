"""A header whose count roles repeat in groups, the last group the sum of the others: read as that group.

An edital that enlarges a concurso's vacancies prints one table of three groups of the same roles
("Vagas previstas no Edital nº 1 | Vagas acrescidas por este edital | Total de vagas após a ampliação",
each "AC PcD Negros Total"); a quadro by shift or by sex may print "Manhã | Tarde | Total" the same way.
Read flat, every role comes three times and the pass cannot tell which group is the cargo's (and with
one group read, a row is confirmed with the figures before the enlargement). The cargo's figures are the
last group when, in every row under the header (its Total row too), each of its cells is the sum of the
same role's cells in the groups before it (a dash or "CR" there counts 0): the header is re-laid as the
name's label and that group's roles, each row as its name and that group's cells, numbered as they
were, so the pass reads and confirms them as any table. Where one row breaks the identity, nothing is
re-laid: the pass then sees a role twice and leaves the table unconfirmed.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, has_digit, laid_line
from cotacheck.linter.tables.cells import last_cells
from cotacheck.linter.tables.header import PLAIN_LABEL, header_kinds, header_tokens

#: Lines under the header in which rows (and the name lines they wrap onto) are looked for.
_REACH = 200
_MIN_GROUPS = 3
_GROUP_LINES = 3  # lines of the groups' labels over the roles ("Vagas previstas no Edital nº 1 …")
_RULE = re.compile(r"^[\s\-–—_=+|]+$")
_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s")  # "1.2 As vagas acrescidas …": the text goes on


def _groups(kinds: list[str]) -> list[str] | None:
    """The roles of one group when the header's count labels are that group repeated, else None."""
    counts = [k for k in kinds if k != "name"]
    if kinds[: len(kinds) - len(counts)] != ["name"] * (len(kinds) - len(counts)) or len(kinds) - len(counts) > 1:
        return None  # the name's label first, if at all, and nothing else but counts
    if any(k not in PLAIN_LABEL for k in counts):
        return None
    for width in range(2, len(counts) // _MIN_GROUPS + 1):
        if len(counts) % width == 0 and counts == counts[:width] * (len(counts) // width):
            group = counts[:width]
            return group if len(set(group)) == width else None
    return None


def _row(line: Line, cells: int) -> tuple[str, list[tuple[str, int]], list[str]] | None:
    """(name, the counts, their tokens) of a line ending in `cells` count cells, else None."""
    tokens = line.text.split()
    parsed = last_cells(tokens, cells)
    if parsed is None:
        return None
    return " ".join(tokens[:-cells]), parsed, tokens[-cells:]


def _sums(parsed: list, width: int) -> bool:
    groups = len(parsed) // width
    last = parsed[-width:]
    for k in range(width):
        if last[k][0] == "cr":
            return False  # the sum group must be counts
        if sum(parsed[g * width + k][1] for g in range(groups - 1)) != last[k][1]:
            return False
    return True


def _relaid(lines: list[Line], at: int, group: list[str], cells: int) -> dict[int, Line] | None:
    width = len(group)
    made = {at: laid_line(lines[at].number, " ".join(PLAIN_LABEL[k] for k in group))}
    for index in range(at + 1, min(len(lines), at + 1 + _REACH)):
        line = lines[index]
        row = _row(line, cells)
        if row is None:
            if _ITEM.match(line.text) or (not line.text.strip() and len(made) > 1):
                break  # the next numbered item, or the blank line after the rows: the table ended
            continue  # a name's wrapped line, a rule, a legend
        name, parsed, tail = row
        if not _sums(parsed, width):
            return None
        made[index] = laid_line(line.number, " ".join([name, *tail[-width:]]))
    if len(made) < 2:
        return None
    for index in range(at - 1, max(-1, at - 1 - _GROUP_LINES), -1):
        if not lines[index].text.strip() or _RULE.match(lines[index].text):
            break
        made[index] = laid_line(lines[index].number, "")  # the groups' labels, now the re-laid header's
    return made


def _repeats(folded: str) -> bool:
    """Whether a word comes `_MIN_GROUPS` times: a role's label is written once in each group ("AC PcD Negros
    Total" three times), so a line with no word repeated is no such header, told before its labels are read."""
    words = folded.split()
    if len(words) < 2 * _MIN_GROUPS or len(set(words)) > len(words) - (_MIN_GROUPS - 1):
        return False  # too few words, or too few repeated for one to come `_MIN_GROUPS` times
    seen: dict[str, int] = {}
    for word in words:
        seen[word] = seen.get(word, 0) + 1
        if seen[word] >= _MIN_GROUPS:
            return True
    return False


def _may_head(line: Line) -> bool:
    """A line that may be such a header: not too long, no digit, a word repeated (`_repeats`)."""
    return len(line.text) <= 400 and not has_digit(line.text) and _repeats(line.folded)


#: The fewest characters of such a header: `2 * _MIN_GROUPS` words (`_repeats`), a character each, and the
#: spaces between them.
_SHORTEST = 4 * _MIN_GROUPS - 1


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every table of repeated role groups summed in its last group re-laid as that group."""
    # the length first (a call saved on each short line), then the header's reading, kept for the table pass that
    # asks it of nearly every line (`header_kinds`), then the cheap tests
    heads = [
        at
        for at, line in enumerate(lines)
        if len(line.folded) >= _SHORTEST and len(header_kinds(line.folded) or ()) >= 2 * _MIN_GROUPS and _may_head(line)
    ]
    k = 0
    while k < len(heads):
        at = heads[k]
        k += 1
        kinds = header_tokens(lines[at].folded)
        group = _groups(kinds) if kinds and len(kinds) >= 2 * _MIN_GROUPS else None
        if group is None:
            continue
        cells = len([kind for kind in kinds if kind != "name"])
        made = _relaid(lines, at, group, cells)
        if made:
            for index, laid in made.items():
                lines[index] = laid
            # a line re-laid below may be asked again as it now reads, the others as they were
            later = {index for index in made if index > at and _may_head(lines[index])}
            heads = sorted({h for h in heads[k:] if h not in made} | later)
            k = 0
    return lines
