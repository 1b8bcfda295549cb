"""A "Cargo | Especialidade" quadro whose cargo cell is merged over its especialidades' rows, as pypdf prints it.

A board's quadro (FGV's CVM 2024, a câmara's "Técnico Legislativo" over "Apoio Administrativo"…) merges the
cargo's cell over the rows of its especialidades, its words wrapped and centred in the tall cell: pypdf
gives the cargo's lines alone, before its first row's line and, where the cell is taller than its rows,
between its rows; each row's line holds its especialidade and counts only:

    Cargo Especialidade AC PcD Negros Total
    Técnico
    Legislativo
    Apoio Administrativo 02 01 05 08
    Procurador
    Legislativo
    Direito Público 01 00 01 02
    Direito Tributário 01 00 00 01

Read a line at a time, the lines above a row were taken as that row's name wrapped, and the table was
confirmed under names such as "Legislativo Direito Público" and "Direito Tributário". Which cargo a line
between two rows belongs to is not in the text: the end of the upper cargo's cell ("Técnico" /
"Apoio…" / "Legislativo" / "Direito…") reads as the start of the lower one's, and a line above a row may
be the start of its especialidade wrapped (CVM's "Perfil 8 - TI / Sistemas e" / "Desenvolvimento …").
So such a quadro of two rows or more is never confirmed: every row is re-laid as one line under its
likeliest cargo, "101 Técnico Legislativo – Apoio Administrativo 02 01 05 08", numbered as the row's own
line, and left uncertain with the reason. The likeliest cargo: each run of lines before a row opens a
cargo, unless the cargo so far ends in a joining word or the run opens in lower case (the cell goes on:
"Técnico de" / … / "Nível Superior"), or the run ends in a joining word after a cargo (the row's
especialidade wrapped, its start above it). When the first row has no line above it (the cargos may be on
the rows' lines), nothing is re-laid and the table's lines are only put in doubt. A quadro of one row
is left to the table pass (its lines above it are its name, whichever cell they are of).

The quadro: a header on one line whose first text labels are the cargo's ("Cargo", "Emprego", "Função")
and an especialidade's ("Especialidade", "Área", "Perfil", "Disciplina"), a code label before them or none,
then count labels only; rows ending in exactly as many count cells as the header names, a code first
where it names one; lines of words between them (at most `_MAX_RUN` in a run); a page's marker, the
running head and the header again between two rows (their furniture); a TOTAL row or the first other line
ends it. Trigger: a cargo label followed by an especialidade's in the text (a pattern searched once), then
each line holding it; each line is passed over once.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line, spliced
from cotacheck.linter.tables.header import COUNT_TOKENS, build_columns, count_columns, header_kinds, labels
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW, PAGE_MARKER, TOTAL_ROW

#: A cargo label then an especialidade's, in the raw text (searched once: most editais have none).
#: `_TRIGGER`'s words in their usual cases, without its "(?i)" and "\b", which make the engine try every
#: place of the text (four times slower): the cheap test first.
_GATE = re.compile(
    r"(?:argos?|ARGOS?|mpregos?|MPREGOS?|un[çc](?:[ãa]o|[õo]es)|UN[ÇC](?:[ÃA]O|[ÕO]ES))(?:/[Ff][Uu][Nn][ÇçCc][ÃãAa][Oo])?"
    r"[ \t]+(?:[Ee]specialidades?|ESPECIALIDADES?|[ÁáAa]reas?|[ÁA]REAS?|[Pp]erfis|PERFIS|[Pp]erfil|PERFIL|[Dd]isciplinas?"
    r"|DISCIPLINAS?|[ÊêEe]nfases?|[ÊE]NFASES?)\b"
)
_TRIGGER = re.compile(
    r"(?i)\b(?:cargos?|empregos?|fun[çc](?:[ãa]o|[õo]es))(?:/fun[çc][ãa]o)?[ \t]+"
    r"(?:especialidades?|[áa]reas?|perfis|perfil|disciplinas?|[êe]nfases?)\b"
)
_CARGO_LABEL = re.compile(r"cargos?(?:/func(?:ao|oes))?|empregos?(?: publicos?)?|func(?:ao|oes)")
_SPECIALTY_LABEL = re.compile(
    r"especialidades?|areas?(?: de atuacao| de conhecimento)?|perfis|perfil|disciplinas?|enfases?|subareas?"
)
_CODE_LABEL = re.compile(r"cod(?:igo)?\.?")
_CELL = re.compile(r"\d{1,4}|[-–—]|CR").fullmatch
_CODE = re.compile(r"[A-Z]{0,3}-?\d{1,4}").fullmatch
_LETTER = re.compile(r"[^\W\d_]")
#: Lines of words in a run between two rows: a cargo's cell wrapped, the page's furniture.
_MAX_RUN = 8
#: A cell's line is short (a prose line or a note runs longer).
_MAX_CELL_LINE = 72
#: Lines from a page's marker to the header printed again (the footer's rest, the running head).
_MAX_FURNITURE = 5
_MIN_ROWS = 2
DOUBT = (
    "o cargo está numa célula mesclada sobre as linhas das especialidades, com suas palavras em linhas "
    "soltas antes e entre elas: a que cargo pertence cada linha não é dado pelo texto"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro's rows re-laid a row a line under their likeliest cargo;
    `doubts` gets every row (line number) of those quadros (`text`, the edital's, for the trigger)."""
    if _GATE.search(text) is None or _TRIGGER.search(text) is None:
        return lines
    changes: list[tuple[int, int, list[Line]]] = []
    k = 0
    while k < len(lines):
        shape = _header(lines[k]) if _TRIGGER.search(lines[k].text) else None
        if shape is None:
            k += 1
            continue
        end, laid = _table(lines, k, *shape, doubts)
        if laid is not None:
            changes.append((k + 1, end - k - 1, laid))
        k = max(end, k + 1)
    return spliced(lines, changes) if changes else lines


def _header(line: Line) -> tuple[tuple[str, ...], bool, int] | None:
    """(the header's kinds, whether a code column leads it, how many count cells a row has) when `line` is
    such a header: a code label or none, the cargo's label, an especialidade's, then text labels and count
    labels only; else None."""
    kinds = header_kinds(line.folded)
    if kinds is None or "\t" in line.text:
        return None  # (a tab table's merged cells are `tab_merged`'s)
    found = list(labels(line.folded))
    coded = kinds[0] == "ignore" and bool(found) and bool(_CODE_LABEL.fullmatch(_label(line, found[0])))
    names = found[1:3] if coded else found[:2]
    texts = kinds[1:] if coded else kinds
    if len(names) < 2 or texts[:2] != ("name", "name"):
        return None
    if not (_CARGO_LABEL.fullmatch(_label(line, names[0])) and _SPECIALTY_LABEL.fullmatch(_label(line, names[1]))):
        return None
    counts_from = next((n for n, kind in enumerate(texts) if kind != "name"), len(texts))
    if not texts[counts_from:] or not set(texts[counts_from:]) <= COUNT_TOKENS:
        return None  # a pay, requisitos or another text column after the counts: rows of another shape
    counts = count_columns(build_columns(list(kinds)))
    if len(counts) < 2 or len({c.group for c in counts}) != 1:
        return None
    return kinds, coded, len(counts)


def _label(line: Line, found: tuple[str, int, int]) -> str:
    return line.folded[found[1] : found[2]]


def _row(line: Line, coded: bool, cells: int) -> tuple[str, str, str] | None:
    """(code, words, cells) of a row's line: its code where the header names one, words, exactly `cells`
    count cells; else None."""
    tokens = line.text.split()
    if len(tokens) < cells + 1 + coded or not all(map(_CELL, tokens[-cells:])) or _CELL(tokens[-cells - 1]):
        return None
    code = ""
    if coded:
        if not _CODE(tokens[0]):
            return None
        code, tokens = tokens[0], tokens[1:]
    words = " ".join(tokens[:-cells])
    if not _LETTER.search(words):
        return None
    return code, words, " ".join(tokens[-cells:])


def _words_line(line: Line) -> bool:
    """A line of words alone (a cargo's cell's line, an especialidade's start): short, no count cell ending
    it, no sentence's end (a note, the next item)."""
    text = line.text.strip()
    tokens = text.split()
    return (
        bool(tokens)
        and len(text) <= _MAX_CELL_LINE
        and not _CELL(tokens[-1])
        and text[-1] not in ".:;"
        and bool(_LETTER.search(text))
    )


def _table(lines: list[Line], at: int, kinds: tuple[str, ...], coded: bool, cells: int, doubts: dict[int, str]):
    """(the index after the quadro whose header is at `at`, its re-laid lines after the header or None when
    it is not such a quadro or needs no re-laying)."""
    rows: list[tuple[int, list[int], tuple[str, str, str]]] = []  # (index, word lines above it, row)
    furniture: dict[int, list[int]] = {}  # a row's index → the lines of a page break before it
    run: list[int] = []
    k = at + 1
    while k < len(lines):
        line = lines[k]
        folded = line.folded.strip()
        row = _row(line, coded, cells)
        if row is not None and not TOTAL_ROW.match(_words_of(row)):
            rows.append((k, run, row))
            run = []
        elif rows and (PAGE_MARKER.match(folded) or not folded or header_kinds(line.folded) == kinds):
            page = _page_break(lines, k, kinds)
            if page is None:
                break
            furniture[k] = [*run, *range(k, page)]  # the lines after the last row were the page's
            run = []
            k = page
            continue
        elif _words_line(line) and len(run) < _MAX_RUN and not TOTAL_ROW.match(folded):
            run.append(k)
        else:
            break
        k += 1
    end = rows[-1][0] + 1 if rows else at + 1
    if len(rows) < _MIN_ROWS or not any(above for _, above, _ in rows):
        return end, None
    for index, above, _ in rows:
        for n in (*above, index):
            doubts.setdefault(lines[n].number, DOUBT)
    if not rows[0][1]:
        return end, None  # no cargo above the first row: the cargos may be on the rows' lines; doubts only
    return end, _laid(lines, at, rows, furniture)


def _words_of(row: tuple[str, str, str]) -> str:
    return row[1].lower()


def _page_break(lines: list[Line], k: int, kinds: tuple[str, ...]) -> int | None:
    """The index after the header printed again within reach of `k` (a page's marker or a blank line after
    a row), else None: the quadro ended there."""
    for n in range(k, min(len(lines), k + _MAX_FURNITURE + 1)):
        if header_kinds(lines[n].folded) == kinds:
            return n + 1
    return None


def _laid(lines: list[Line], at: int, rows, furniture: dict[int, list[int]]) -> list[Line]:
    """The quadro's lines after its header: each row one line, "code cargo – especialidade cells", numbered as
    the row's own; a page break's lines kept where they stood."""
    laid: list[Line] = []
    cargo = ""
    breaks = sorted(furniture.items())
    for index, above, (code, words, cells) in rows:
        while breaks and breaks[0][0] < index:
            laid += [lines[n] for n in breaks.pop(0)[1]]
        texts = [lines[n].text.strip() for n in above]
        if texts and cargo and (CONTINUES.search(cargo) or NAME_STARTS_LOW.match(texts[0])):
            cargo = " ".join([cargo, *texts])  # the cargo's cell goes on between its rows
        elif texts and cargo and CONTINUES.search(texts[-1]):
            words = " ".join([*texts, words])  # the row's especialidade wrapped, its start above it
        elif texts:
            cargo = " ".join(texts)
        name = f"{cargo} – {words}" if cargo else words
        laid.append(laid_line(lines[index].number, " ".join(filter(None, (code, name, cells)))))
    return laid
