"""A quadro split by sexo, turno or place whose roles repeat under each part, one total after them, re-laid
with each role's columns summed.

A police or penitentiary edital prints each unit's vacancies by sex, the same roles under each ("Comando
Regional Sede Masculino Feminino" / "Total de" / "VagasAC Negros (20%) AC Negros (20%)", pypdf gluing the
total's last word to the first role), the total of every part last:

    1º CRPM – Capital Macapá 96 24 16 4 140

The header's reading keeps the first run alone (`repeated_runs` leaves such a table uncertain). Here the
header is a line whose roles are one run repeated two times or more (each role of the run a part of the
total: AC, PcD, negros, Lei 15.142's groups), a "Total" label on it or on the lines just above (a header
of three lines at most); each row below ends with a cell per role of every run and the total, the parts
adding up to it (a dash a zero). Only when every row with that many cells adds up, and one does at least,
is the table re-laid (a name wrapped in a narrow cell, its lines above its row's cells or the last one
glued to them, joined: `_row`; where a row does not add up, only the names are joined, and the pass leaves
the table uncertain): a header of the run's roles and the total ("Cargo AC Negros Total") on the header's
first line, its other lines left empty, and each row its name and each role's sum, numbered as it was, so
that the pass reads a flat table and confirms it by its arithmetic. A TOTAL row is summed as the rows.

Runs under group labels the vocabulary reads are another class (`_labelled_groups`): "VAGAS" /
"CADASTRO DE RESERVA" / "Total" over "PN AC PcD PN AC PcD" prints the immediate vacancies and the cadastro,
the total over both; it adds up alike, and summed it would make the cadastro vacancies. Only runs whose
parts no label of the vocabulary names (a sexo, a turno, a place) are summed.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PART_ROLES, PLAIN_LABEL, header_tokens

#: A label glued to the next by pypdf ("VagasAC", "IndígenasQuilombolas"): a lower-case letter then capitals.
#: Three lower-case letters at least before, so that "PcD" stays whole.
_GLUED = re.compile(r"(?<=[a-zà-ÿ]{3})(?=[A-ZÀ-Ý](?:[A-ZÀ-Ý]|[a-zà-ÿ]{2}))")
_TOTAL = re.compile(r"\btotal\b")
#: A text column's label in the header (the rows' names then run on into its cell: kept as a column, so the
#: pass knows a text column stands between the name and the counts and proves no name it cannot end).
_TEXT_LABEL = re.compile(r"\b(?:habilitac|requisit|escolaridade|formacao|exigenc)")
_SHARE = re.compile(r"\(\s?\d{1,3}(?:[.,]\d{1,2})?\s?%\s?\)")  # "Negros (20%)": the reserve's rate, a note
#: Lines above the roles' line the header may take ("Comando Regional Sede Masculino Feminino" / "Total de").
_ABOVE = 2
#: Label lines above the header's block looked at for the groups' labels (a two-level header of 5 lines).
_GROUP_REACH = 4
_ENDS = (".", ":", ";")
_DASHES = ("–", "—", "-")
_MAX_HEADER = 200
_MAX_WORDS = 12
#: A name wrapped in a narrow cell above its row's cells: its lines (at most) and their words (at most each).
_MAX_PIECES = 8
_PIECE_WORDS = 8
#: The total of a cargo of cadastro de reserva only ("CR" after parts that are none): no vacancy, kept as "CR".
CADASTRO = -1


def _run(tokens: list[str]) -> tuple[list[str], int] | None:
    """The run of part roles `tokens` repeats and how many times (two or more), a trailing total apart."""
    while tokens and tokens[0] in ("name", "ignore", "vagas", "total"):
        # "Comando Regional Sede AC Negros AC Negros Total": the name's label first; "VagasAC Negros …" under
        # "Total de": the total's label, wrapped, glued before the roles (the rows' sums say where its cell is)
        tokens = tokens[1:]
    if tokens and tokens[-1] == "total":
        tokens = tokens[:-1]
    for size in range(2, len(tokens) // 2 + 1):
        run = tokens[:size]
        if len(tokens) % size == 0 and run * (len(tokens) // size) == tokens and all(r in PART_ROLES for r in run):
            return (run, len(tokens) // size) if len(set(run)) == size else None
    return None


def _roles_line(line: Line) -> tuple[list[str], int] | None:
    """The repeated run of the header line `line` (see `_run`), from its text with glued labels parted."""
    folded = line.folded
    if len(folded) > _MAX_HEADER or not ("negr" in folded or "pcd" in folded or "pret" in folded):
        return None  # most lines: no reserve's label at all
    if not any(folded.count(w) >= 2 for w in ("negr", "ac ", "ampla", "pcd", "pret")):
        return None
    text = _SHARE.sub(" ", _GLUED.sub(" ", line.text))
    if any(ch.isdigit() for ch in text):
        return None
    tokens = header_tokens(fold(text))
    return _run(tokens) if tokens else None


def _labelled_groups(lines: list[Line], first: int, at: int) -> bool:
    """Whether the header's label lines above the roles' line (its block, and label lines just above it, up
    to `_GROUP_REACH`) name the groups the runs are: a cadastro de reserva's label, or two group labels
    ("VAGAS" / "CADASTRO DE RESERVA" / "Total" over "PN AC PcD PN AC PcD": the immediate vacancies and the
    cadastro, the total over both). Parts the vocabulary does not read ("Masculino Feminino") name none."""
    start = first
    while start > 0 and first - start < _GROUP_REACH:
        above = lines[start - 1].text
        if any(ch.isdigit() for ch in above) or len(above.split()) > _MAX_WORDS or above.rstrip().endswith(_ENDS):
            break
        start -= 1
    groups = 0
    for line in lines[start:at]:
        kinds = header_tokens(fold(_SHARE.sub(" ", _GLUED.sub(" ", line.text)))) or []
        if "crg" in kinds:
            return True
        groups += kinds.count("imm") + (kinds == ["vagas"])
    return groups >= 2


def _values(words: list[str]) -> list[int] | None:
    """The count cells `words` as numbers, or None; a last cell "CR" over parts that are all none (a cargo
    of cadastro de reserva only, "– – – – – – CR") is `CADASTRO`."""
    counts = [parse_count(w) for w in words]
    if words and words[-1] == "CR" and all(c is not None and c[1] == 0 for c in counts[:-1]):
        return [0] * (len(words) - 1) + [CADASTRO]
    return None if any(c is None or c[0] == "cr" for c in counts) else [c[1] for c in counts]


def _parts_above(lines: list[Line], first: int) -> int:
    """The header's first line index once the parts' labels above `first` are taken ("SEDE" / "DISTRITOS" /
    "ZONA RURAL TOTAL": short lines the vocabulary does not read, up to `_GROUP_REACH`), with the name's
    label line over them ("CARGO HABILITAÇÃO EXIGIDA"); left above, a part's name read as a column."""
    top = first
    while top > 0 and first - top < _GROUP_REACH:
        text = lines[top - 1].text.strip()
        if not text or any(ch.isdigit() for ch in text) or len(text.split()) > _PIECE_WORDS or text.endswith(_ENDS):
            break
        if header_tokens(fold(text)) is not None:
            break
        top -= 1
    if top < first and top > 0 and set(header_tokens(fold(lines[top - 1].text)) or ["?"]) <= {"name", "ignore"}:
        top -= 1
    return top


def _cells(line: Line, width: int) -> tuple[str, list[int]] | None:
    """The row's name and its last `width` count cells, or None."""
    words = line.text.split()
    if len(words) <= width:
        return None
    values = _values(words[-width:])
    if values is None:
        return None
    name = " ".join(words[:-width])
    if parse_count(words[-width - 1]) is not None or not any(ch.isalpha() for ch in name):
        return None
    return name, values


def _bare_cells(line: Line, width: int) -> list[int] | None:
    """The `width` count cells of a line that holds nothing else, or None."""
    words = line.text.split()
    return _values(words) if len(words) == width else None


def _piece(line: Line) -> bool:
    """Whether `line` may be a line of a name wrapped in a narrow cell: a few words, no count last."""
    words = line.text.split()
    # "Professor –" / "Geografia": a name wrapped after its dash, no count cell
    dash = len(words) > 1 and words[-1] in _DASHES
    return (
        0 < len(words) <= _PIECE_WORDS
        and (dash or parse_count(words[-1]) is None)
        and not line.text.endswith(_ENDS)
        and _values(words) is None  # "– – – – – – CR": a row's cells, no name
    )


def _row(lines: list[Line], at: int, width: int) -> tuple[str, list[int], int] | None:
    """The row at index `at`: its name, its `width` count cells and how many lines of its name come before
    its cells' line (a name wrapped in a narrow cell, pypdf giving its lines first: "Guarda Civil" /
    "Municipal de" / "3ª Classe" / "15 19 12 13 59", or "Guarda" / "Municipal 13 20 9 13 16 12 83"), or None."""
    read = _cells(lines[at], width)
    if read is not None:
        return read[0], read[1], 0
    pieces = 0
    while pieces < _MAX_PIECES and at + pieces < len(lines) and _piece(lines[at + pieces]):
        pieces += 1
    if not pieces or at + pieces >= len(lines):
        return None
    last = lines[at + pieces]
    name = " ".join(line.text for line in lines[at : at + pieces])
    bare = _bare_cells(last, width)
    if bare is not None:
        return name, bare, pieces
    read = _cells(last, width)
    if read is None or len(read[0].split()) > _PIECE_WORDS:
        return None
    return f"{name} {read[0]}", read[1], pieces


def _table(lines: list[Line], at: int) -> tuple[int, int, list[Line]] | None:
    """The re-laid table whose roles' line is at index `at`: (first line number, last, its lines), or None."""
    found = _roles_line(lines[at])
    if found is None:
        return None
    run, times = found
    first = at
    while first > 0 and at - first < _ABOVE and not any(ch.isdigit() for ch in lines[first - 1].text):
        above = lines[first - 1]
        if len(above.text.split()) > _MAX_WORDS or above.text.rstrip().endswith((".", ":", ";")):
            break
        first -= 1
    if not any(_TOTAL.search(line.folded) for line in lines[first : at + 1]):
        return None
    first = _parts_above(lines, first)
    if _labelled_groups(lines, first, at):
        return None  # the runs are the vacancies' and the cadastro's: the total is over both, no part of it
    width = len(run) * times + 1
    rows: list[Line] = []
    joined: list[Line] = []  # the rows as printed, a wrapped name joined onto its cells' line
    adds_up = True
    end = at + 1
    while end < len(lines):
        read = _row(lines, end, width)
        if read is None:
            break
        name, values, pieces = read
        # a row that does not add up: the parts are not what the header says, nothing is summed
        if values[-1] != CADASTRO and any(values):  # a row of none ("0 … 0"), as a cadastro's: no vacancy
            adds_up = adds_up and bool(values[-1]) and sum(values[:-1]) == values[-1]
        sums = [sum(values[k + len(run) * t] for t in range(times)) for k in range(len(run))]
        laid_sums = ["–"] * len(run) + ["CR"] if values[-1] == CADASTRO else [*map(str, sums), str(values[-1])]
        blank = [laid_line(piece.number, "") for piece in lines[end : end + pieces]]
        end += pieces
        cells = lines[end].text.split()[-width:]
        rows += [*blank, laid_line(lines[end].number, " ".join([name, *laid_sums]))]
        joined += [*blank, lines[end] if not pieces else laid_line(lines[end].number, " ".join([name, *cells]))]
        end += 1
    if not rows:
        return None
    if not adds_up:  # left to the pass (uncertain, `repeated_runs`), each name whole at least
        wrapped = any(not line.text for line in joined)
        return (lines[at + 1].number, lines[end - 1].number, joined) if wrapped else None
    text = ["Requisitos"] if any(_TEXT_LABEL.search(line.folded) for line in lines[first : at + 1]) else []
    header = " ".join(["Cargo", *text, *(PLAIN_LABEL[r] for r in run), "Total"])
    laid = [laid_line(lines[first].number, header)]
    laid += [laid_line(line.number, "") for line in lines[first + 1 : at + 1]]
    return lines[first].number, lines[end - 1].number, laid + rows


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every quadro of parts over repeated roles re-laid with the sums (the same list)."""
    spans: list[tuple[int, int, list[Line]]] = []
    for index, line in enumerate(lines):
        folded = line.folded
        # the trigger, written out: every line is tested, a call per line would cost more than the tests
        if ("negr" not in folded and "pcd" not in folded and "pret" not in folded) or len(folded) > _MAX_HEADER:
            continue
        if spans and line.number <= spans[-1][1]:
            continue
        found = _table(lines, index)
        if found is not None:
            spans.append(found)
    if not spans:
        return lines
    laid: list[Line] = []
    for line in lines:
        span = next((s for s in spans if s[0] <= line.number <= s[1]), None)
        if span is None:
            laid.append(line)
        elif line.number == span[0]:
            laid += span[2]
    lines[:] = laid
    return lines
