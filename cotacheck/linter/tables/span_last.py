"""A two-row header whose spanning "Vagas" cell's labels a plain extraction printed after the top row's.

A quadro with a header of two rows ("Cód. | Cargos | Vagas | Carga Horária Semanal | Vencimento Básico
(R$)" over "Total | AC | PcD | PN" under "Vagas") comes out of pypdf's plain text cell by cell in the
order the PDF draws them: the top row's labels first, each cut over lines at its cell's width, then the
second row's labels, glued to the last top label ("Cód. Cargos" / "Vagas Carga" / "Horária" / "Semanal" /
"Vencimento" / "Básico (R$)Total AC PcD PN", Fundatec; "… SEMANALAC PcD NI TOTAL", Selecon). Read as it
stands no line is a header of the rows below (a name, counts, then text cells), the first row's name took
the header's last line ("Básico (R$)Total AC PcD PN ENSINO SUPERIOR COMPLETO 01 Advogado") and the other
rows' counts had no roles.

A line ending in two labels or more of count roles (a word glued before the first of them split off:
"(R$)Total", "SEMANALAC"), under lines of a few words with no digit that open with the name's or a code's
label and read, with the words before those labels, as a header holding one bare "Vagas" (or a total's
label spanning them, Legalle's "Nº de vagas" over "Total AC PcD Negros") and no other count label, is that header; when a row follows within `_ROWS_AFTER` lines with a run of exactly as many
count cells, the lines become one header line with the sub-labels in the place of "Vagas" ("Cód. Cargos
Total AC PcD PN Carga Horária Semanal Vencimento Básico (R$)"), numbered as the last of them. The rows are
then read under it and confirmed only by their arithmetic. A text column between the name's label and
"Vagas" leaves the lines as they stand (plain text does not tell its cells' words from the name's), but for
a requisitos column ("CARGO ESCOLARIDADE / PRÉ-REQUISITOS VAGAS …": `_requisito_label`), whose rows
`requisito_span` cuts by their words, each uncertain.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_decimal, laid_line
from cotacheck.linter.tables import bare_hours, docente_cells, requisito_span
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels
from cotacheck.linter.tables.label_words import LABEL_WORDS

#: The sub-labels' line ends in one of these (its folded text): the trigger, one test a line.
_ENDS = tuple(
    f" {w}"
    for w in ("total", "ac", "pcd", "pn", "ni", "negros", "ppp", "ppi", "pp", "pi", "pq", "cr")
    + ("negras",)  # labels of several words, "Pessoas Negras" ("… Deficiência" ends prose lines too often)
    + ("afrodescendentes", "cendentes")  # "Afrodes- cendentes": a label hyphenated in its cell
)
#: Count labels a glued word may end in ("SEMANALAC", "(R$)Total").
_GLUED = ("total", "ac", "pcd", "pn")
#: An abbreviation of no known role among the sub-labels ("NI" for negros e indígenas, a legend's).
_ABBREVIATION = re.compile(r"[A-Z]{2,3}")
#: Lines of the top row's labels above the sub-labels' line, each of a few words (a "/" between two labels of
#: one cell no word: IBGP's "Código Cargo Escolaridade / Pré-requisitos Vagas Carga"); IBGP's seven labels cut
#: at their cells' widths take up to a line a word, seventeen lines (read short, the header was another
#: stage's, the rows' names holding their requisitos).
_MAX_LINES = 18
_WORDS = 6
#: Lines between the header and its first row (a level's heading, "ENSINO SUPERIOR COMPLETO").
_ROWS_AFTER = 3
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
#: A week's hours printed after the counts ("24 horas"): its number is no count cell.
_HOURS = frozenset({"horas", "h", "hs", "horas/semana", "horas/semanais", "horas semanais"})
#: A cadastro's cell written as a word, and the words a text cell cut before its rest may end with.
_YES_NO = frozenset({"sim", "nao"})
_JOINING = frozenset({"conforme", "ver", "vide", "de", "do", "da", "e", "em", "no", "na"})
#: Lines under a re-laid header looked at for its rows, and the words of a sentence that ends the table.
_MAX_ROWS = 120
#: The longest sub-labels' line (a landscape annex's whole header on one line, its sub-labels glued last).
_LONGEST = 200
_SENTENCE = 8
#: The most words of a name's rest on its own line under a row ending in a dash, and the doubt it leaves.
_TAIL_WORDS = 5
_TAIL_DOUBT = "o nome da linha {line} pode continuar na linha abaixo (“{text}”): confira os nomes"
#: Between two labels of one cell: a "/" (a word's prefix after it, "/ Pré-requisitos").
_SLASH = re.compile(r"/\s?(?:[a-z]+-)?")
_SUB_ROLES = COUNT_TOKENS - {"vagas", "reserva", "imm"}
#: Tokens at most at the line's end that labels of several words may take (four labels of three words).
_WORDED = 14


def _sub_labels(tokens: list[str]) -> list[tuple[int, str, list[str], int]]:
    """The readings of the line's tokens as the sub-labels at its end, longest first: (index of the first
    sub-label's token, the glued word's start before it or "", the sub-labels, how many count columns they
    name)."""
    k = len(tokens)
    while k > 0 and _is_sub(tokens[k - 1]):
        k -= 1
    subs = tokens[k:]
    found = []
    if k == 0:  # the sub-labels on a line of their own
        found = [(0, "", subs, len(subs))] if _roles(subs) >= 2 else []
    elif (split := _glued(tokens[k - 1])) is not None:
        subs = [split[1], *subs]
        found = [(k - 1, split[0], subs, len(subs))] if _roles(subs) >= 2 else []
    elif _roles(subs) >= 2:
        found = [(k, "", subs, len(subs))]
    found = [w for w in _worded(tokens) if not found or w[0] < found[0][0]] + found
    # a cadastro's "CR" before the sub-labels may be the top row's own label (its cell spans both rows)
    return found + [
        (k + 1, "", subs[1:], n - 1) for k, head, subs, n in found if not head and subs[0] == "CR" and n > 2
    ]


def _glued(token: str) -> tuple[str, str] | None:
    """(the word's start, the count label glued to it) of a token such as "(R$)Total" or "SEMANALAC", or None."""
    folded = fold(token)
    for word in _GLUED:
        if folded.endswith(word) and len(folded) > len(word) + 1:
            head, tail = token[: -len(word)], token[-len(word) :]
            if (head[-1] in ")$" or head[-1].isalpha()) and tail[0].isupper():
                return head, tail
    return None


def _worded(tokens: list[str]) -> list[tuple[int, str, list[str], int]]:
    """The sub-labels as labels of several words ("Total Ampla Concorrência Pessoas com Deficiência Candidatos
    Negros", LibreOffice's PDF of a Word quadro), the first maybe glued to the top row's last word
    ("ReservaTotal"): each run of the line's last tokens that reads as count labels alone, longest first (a
    cadastro's label before them, "Cadastro Reserva", may be the top row's or one of them: the rows tell)."""
    found: list[tuple[int, str, list[str], int]] = []
    first = len(tokens)  # the run's words are all label words, but for a word glued before its first
    while first > max(0, len(tokens) - _WORDED) and fold(tokens[first - 1]) in LABEL_WORDS:
        first -= 1
    first = max(0, first - 1)
    text = " ".join(tokens[first:])
    line = fold(text)
    if len(line) != len(text) or len(tokens) - first < 2:
        return found
    starts = {a for _, a, _ in labels(line)}  # a run opens where a label does, or with a glued word
    offset = len(text) + 1
    for k in range(len(tokens) - 1, first - 1, -1):
        offset -= len(tokens[k]) + 1
        if has_decimal(tokens[k]):
            break  # no label holds a digit: no longer run reads as labels
        split = None if offset in starts else _glued(tokens[k])
        if split is None and offset not in starts:
            continue
        head, first = split if split is not None else ("", tokens[k])
        subs = [first, *tokens[k + 1 :]]
        folded = fold(" ".join(subs))
        kinds = header_tokens(folded)
        if kinds and len(kinds) >= 2 and all(kind in _SUB_ROLES for kind in kinds) and _opens_label(folded):
            found.append((k, head, subs, len(kinds)))
    return found[::-1]


def _opens_label(folded: str) -> bool:
    """Whether the text's first word is a label's (not a word a header passes over: "O R$ Total …")."""
    return next((a for _, a, _ in labels(folded)), None) == 0


def _is_sub(token: str) -> bool:
    if not token.replace(".", "").isalpha():
        return False  # "(R$)Total": a word glued before the label (`_sub_labels`)
    kinds = header_tokens(fold(token))
    return (kinds is not None and len(kinds) == 1 and kinds[0] in _SUB_ROLES) or bool(_ABBREVIATION.fullmatch(token))


def _roles(subs: list[str]) -> int:
    return sum(bool(header_tokens(fold(s))) for s in subs)


def _top_start(lines: list[Line], i: int) -> int | None:
    """The index of the top row's first line above line `i`: short lines with no digit, the first opening
    with the name's or a code's label (its first word maybe cut at its cell's width, "Códig" / "o Emprego")."""
    start = None
    for j in range(i - 1, max(-1, i - 1 - _MAX_LINES), -1):
        text = lines[j].text
        if not text or len(text.split()) - text.count(" / ") > _WORDS or has_decimal(text):
            break
        first = header_tokens(lines[j].folded.split(" ", 1)[0])
        if (first and first[0] in ("name", "ignore")) or _cut_label(lines[j], lines[j + 1]):
            start = j
    return start


def _one_line_top(line: Line) -> bool:
    """Whether the line is a top row's labels all on one line: no digit, opening with a row's label."""
    return len(line.text) < _LONGEST and not has_decimal(line.text) and _opens_row_label(line.folded)


def _opens_row_label(folded: str) -> bool:
    """Whether the line opens with the name's or a code's label."""
    first = header_tokens(folded.split(" ", 1)[0])
    return bool(first) and first[0] in ("name", "ignore")


def _cut_label(line: Line, below: Line) -> bool:
    """Whether `line` is one word that the first word of the line below ends into a label ("Códig" / "o
    Emprego": "Código"), the word alone being none."""
    if " " in line.folded or header_tokens(line.folded) or not below.folded:
        return False
    end = below.folded.split(" ", 1)[0]
    joined = header_tokens(line.folded + end)
    return len(end) <= 3 and bool(joined) and joined[0] in ("name", "ignore")


def _top_words(top: list[list[str]]) -> list[str]:
    """The top row's words, line by line, each word cut at its cell's width put back whole ("Códig" / "o",
    "HORÁRI" / "A", "VENCIMEN" / "TO R$"): two pieces either side of a line's end are one word when the word
    they make is a label's (or part of one) and the first piece alone is none."""
    words: list[str] = []
    for tokens in top:
        tokens = list(tokens)
        if words and tokens and _one_word(words, tokens):
            words[-1] += tokens.pop(0)
        words += tokens
    return words


def _one_word(words: list[str], tokens: list[str]) -> bool:
    before, piece = " ".join(words[-3:]), words[-1]
    after = " ".join(tokens[1:3])
    joined = fold(f"{before}{tokens[0]} {after}")
    start = len(joined) - len(after) - 1 - len(piece) - len(tokens[0])
    end = start + len(piece) + len(tokens[0])
    if len(joined) != len(f"{before}{tokens[0]} {after}") or not any(
        a <= start and end <= b for _, a, b in labels(joined)
    ):
        return False
    apart = fold(f"{before} {after}")
    start = len(before) - len(piece)
    return not any(a <= start and start + len(piece) <= b for _, a, b in labels(apart))


def _row_cells(text: str, wanted: tuple[int, ...]) -> bool:
    """Whether the line holds a run of exactly one of `wanted` count cells after some words (a week's hours
    after the counts, "24 horas", no cell)."""
    run = 0
    words = False
    tokens = text.split()
    for n, token in enumerate([*tokens, ""]):
        if _CELL.fullmatch(token) and not (n + 1 < len(tokens) and fold(tokens[n + 1]) in _HOURS):
            run += 1
            continue
        if words and run in wanted:
            return True
        run, words = 0, True
    return False


def _unhyphenated(tokens: list[str]) -> list[str]:
    """The tokens with a word hyphenated in its cell made whole ("Afrodes- cendentes")."""
    if not any(t.endswith("-") for t in tokens):
        return tokens
    out: list[str] = []
    for token in tokens:
        if out and out[-1].endswith("-") and len(out[-1]) > 2 and token[:1].islower():
            out[-1] = out[-1][:-1] + token
        else:
            out.append(token)
    return out


def _relaid(lines: list[Line], i: int) -> tuple[int, Line, int, list[tuple[int, Line]]] | None:
    """(index of the header's first line, the header as one line, its count columns, the rows' lines to put
    in place when a requisitos column's cells were cut off them: `requisito_span`) for the sub-labels' line
    `i`, or None."""
    # where the top row starts, told before the sub-labels are read (most lines ending so have no header)
    start = _top_start(lines, i)
    if start is None and _opens_row_label(lines[i].folded):
        start = i  # the whole header on one line, its sub-labels glued to its last word ("ReservaTotal")
    above = start is None and _one_line_top(lines[i - 1])
    if start is None and not above:
        return None
    tokens = _unhyphenated(lines[i].text.split())
    readings = _sub_labels(tokens)
    if above:  # the top row's labels on one line (a landscape page), the sub-labels on the next
        start, readings = i - 1, [r for r in readings if r[0] == 0 and not r[1]]
    for reading in readings:
        if (found := _under(lines, start, i, tokens, reading)) is not None:
            return found
    return None


def _under(lines: list[Line], start: int, i: int, tokens: list[str], reading):
    """`_relaid` for one reading of the sub-labels (`_sub_labels`)."""
    k, head, subs, columns = reading
    top = " ".join(_top_words([line.text.split() for line in lines[start:i]] + [tokens[:k] + ([head] if head else [])]))
    folded = fold(top)
    found = [(kind, a, b) for kind, a, b in labels(folded) if kind in COUNT_TOKENS]
    spans = [f for f in found if f[0] != "crg"]
    cadastro = len(found) - len(spans)
    if len(folded) != len(top) or len(spans) != 1 or spans[0][0] not in ("vagas", "total") or cadastro > 1:
        return None  # one spanning label, "Vagas" or "Nº de vagas", maybe a cadastro's, and no other count label
    if cadastro and found[-1][0] != "crg":
        return None  # the cadastro's label a cell of its own after the spanning one's (LibreOffice's row span)
    _, a, b = spans[0]
    if "vaga" not in folded[a:b]:
        return None  # a bare "Total" is a column of its own ("Cargo Total Pretos e pardos PcD AC"), never spanning
    before = header_tokens(folded[:b])  # through the spanning label: a header's words need a count's label
    rows: list[tuple[int, Line]] = []
    doubt = None
    docente = docente_cells.LABELS.search(folded[:a])
    if docente and (docente["classe"] or docente["regime"]) and not cadastro:
        # a docente quadro's classe and regime cells between the área and "Vagas": taken off each row's end
        lead = header_tokens(f"{folded[: docente.start()]} {fold(' '.join(subs))}")
        if not lead or len(lead) <= columns or lead[-columns - 1] != "name":
            return None
        found = docente_cells.cut(lines, i + 1, columns, bool(docente["classe"]), bool(docente["regime"]))
        if found is None:
            return None
        rows, a = found, docente.start()
    elif (label := _requisito_label(folded, a)) is not None and not cadastro:
        # a requisitos column between the name and "Vagas": the rows' names cut from it by their words
        if not requisito_span.REQUISITO_LABEL.match(folded[label[0] : label[1]]):
            return None
        tail = sum(kind not in COUNT_TOKENS for kind, _, _ in labels(folded[b:]))
        found = requisito_span.cut(lines, i + 1, columns, tail, lines[start].text, _ENDS)
        if found is None:
            return None
        rows, a, doubt = found, label[0], requisito_span.DOUBT
    elif not before or len(before) < 2 or before[-2] != "name":
        return None  # a text column between the name and the counts: its words would join the names
    after = lines[i + 1 : i + 1 + _ROWS_AFTER]
    # the hours' column right after the span: (the total's place among the counts, for a dash-led run's
    # arithmetic: 0, -1 or None), else None
    hours = None
    if bare_hours.after_roles(folded[b:]):
        hours = (None if cadastro else bare_hours.total_place([fold(subs[0]), fold(subs[-1])]),)
    if not rows and not any(_fits(line.text.split(), columns, cadastro, hours) for line in after):
        return None
    header = f"{top[:a].rstrip()} {' '.join(subs)} {top[b:].lstrip()}".strip()
    return start, laid_line(lines[i].number, header), columns + cadastro, rows, doubt, hours


def _requisito_label(folded: str, a: int) -> tuple[int, int] | None:
    """(start, end) of the one text column's label between the name's and the spanning label at `a`: one
    label the header passes over ("Escolaridade", "Habilitação mínima") or labels of one cell parted by "/"
    (Selecon's and IBGP's "Escolaridade / Pré-requisitos"); None where another label stands there or two
    labels are not parted by "/" (two text columns: "Escolaridade Vencimento")."""
    found = list(labels(folded[:a]))
    names = [n for n, (kind, _, _) in enumerate(found) if kind == "name"]
    after = found[names[-1] + 1 :] if names else []
    if not after or any(kind != "ignore" for kind, _, _ in after):
        return None
    if any(not _SLASH.fullmatch(folded[p[2] : q[1]].strip()) for p, q in zip(after, after[1:])):
        return None
    return after[0][1], after[-1][2]


def _fits(tokens: list[str], columns: int, cadastro: int, hours: tuple[int | None] | None = None) -> bool:
    """Whether a row's cells stand under the header: a run of its count cells after some words, with the
    cadastro's where the header has its column (a count, or "Sim"/"Não" after them: IADES' "Vagas" and
    "Cadastro de Reserva" each spanning "AC PcD Negros Total" give rows of eight counts and no cell of their
    own for a cadastro column), maybe after an empty text cell printed "–"; a row ending in "Sim" or "Não"
    only under a header with a cadastro's column. With the hours' column right after the span (`hours`), a
    bare number after the counts ("01 01 – – 40 6.314,20": Legalle's municipal quadro) is the hours' cell."""
    start, length = _run(tokens, columns)
    if hours and length == columns + cadastro + 1 and bare_hours.bare(tokens[start + length - 1]):
        length -= 1
    yes_no = bool(tokens) and fold(tokens[-1]) in _YES_NO
    if not length or (yes_no and not cadastro):
        return False
    if length > columns + cadastro and tokens[start] in "–—-":
        length -= 1
    if cadastro:  # the cadastro's own cell must show: a count beside the others, or "Sim"/"Não" after them
        return length == columns + 1 or (length == columns and yes_no)
    return length == columns


def _name_tail(lines: list[Line], at: int, wanted: tuple[int, ...]) -> list[str]:
    """The words of the line at `at` when it may be the rest of a name cut after a dash on the row above: a
    lone line of a few words (`_TAIL_WORDS`), no digit, not in capitals (a heading over the next rows), not
    ending in a joining word or a dash (the next row's name begun above its counts), no row nor header."""
    if at >= len(lines):
        return []
    text = lines[at].text.strip()
    words = text.split()
    if not 0 < len(words) <= _TAIL_WORDS or any(c.isdigit() for c in text) or text.upper() == text:
        return []
    if fold(words[-1]) in _JOINING or text.endswith(("–", "-", "—", ",", "/", ":")) or header_tokens(lines[at].folded):
        return []
    return [] if _row_cells(text, wanted) else words


def _rows(
    lines: list[Line], columns: int, hours: tuple[int | None] | None = None, doubts: dict[int, str] | None = None
) -> None:
    """The rows under a re-laid header made readable in place: a cadastro's cell written "Sim" or "Não"
    (LibreOffice's Word quadro: "… 14 10 01 03 Sim") made "CR" or "-"; an empty text cell printed "–" right
    before the counts ("Técnico em Enfermagem – 26 2 7 35", its especialidade empty) taken off when the row
    has one cell more than the columns (read as a count, the row's cells went under the wrong labels), unless
    a lone line of a few words below it may be the name's rest ("Tecnologia da Informação – 3 0 1 4 12" /
    "Desenvolvimento", pdftotext -layout): then those words go after the dash, in doubt (`doubts`); and a
    text cell after the counts cut at a joining word ("36 horas conforme" / "Anexo II") given its rest from
    the line below (left there, the line was read as an annex's heading, and the table ended). Under an hours'
    column right after the span (`hours`), a bare number right after the counts is written as the hours it
    is ("40" → "40h"): read as a count, a cadastro row's "– – – CR 30" was a cargo of 30 vacancies."""
    wanted = (columns - 1, columns, columns + 1)
    n = 0
    while n < min(len(lines), _MAX_ROWS):
        line = lines[n]
        tokens = line.text.split()
        if not _row_cells(line.text, wanted):
            if len(tokens) >= _SENTENCE:
                return  # a sentence across the page: the table is over
            n += 1
            continue
        if fold(tokens[-1]) in _YES_NO and _CELL.fullmatch(tokens[-2]):
            tokens[-1] = "CR" if fold(tokens[-1]) == "sim" else "-"
        if hours and (at := bare_hours.hours_cell(tokens, columns, hours[0])) is not None:
            tokens[at] += "h"
        start, length = _run(tokens, columns - 1)
        if length == columns + 1 and tokens[start] in "–—-":
            dash = tokens.pop(start)
            tail = [] if fold(tokens[-1]) in _JOINING else _name_tail(lines, n + 1, wanted)  # a text cell's rest below
            if tail:  # "Tecnologia da Informação – 3 0 1 4 12" / "Desenvolvimento": the name's dash, its rest below
                tokens[start:start] = [dash, *tail]
                lines[n + 1] = laid_line(lines[n + 1].number, "")
                if doubts is not None:
                    doubts.setdefault(line.number, _TAIL_DOUBT.format(line=line.number, text=" ".join(tail)))
        if fold(tokens[-1]) in _JOINING and n + 1 < len(lines):
            below = lines[n + 1].text.split()
            if 0 < len(below) <= 3 and not _row_cells(lines[n + 1].text, wanted) and below[0][0].isupper():
                tokens += below
                lines[n + 1] = laid_line(lines[n + 1].number, "")
        if tokens != line.text.split():
            lines[n] = laid_line(line.number, " ".join(tokens))
        n += 1


def _run(tokens: list[str], least: int) -> tuple[int, int]:
    """(start, length) of the row's first run of at least `least` count cells after some words (a week's
    hours no cell), or (0, 0)."""
    start = None
    for n, token in enumerate([*tokens, ""]):
        if n and _CELL.fullmatch(token) and not (n + 1 < len(tokens) and fold(tokens[n + 1]) in _HOURS):
            start = n if start is None else start
            continue
        if start is not None and n - start >= least:
            return start, n - start
        start = None
    return 0, 0


def relay(lines: list[Line], doubts: dict[int, str] | None = None) -> list[Line]:
    """`lines` with each such header re-laid as one line (same list); `doubts` gets the rows whose names were
    cut from their requisitos by words."""
    changes: list[tuple[int, int, Line, int, bool, tuple[int | None] | None]] = []
    for i, line in enumerate(lines):
        if line.folded.endswith(_ENDS) and len(line.text) < _LONGEST and i and (found := _relaid(lines, i)) is not None:
            # rows requisito_span laid whole (name, counts, text cells) are not made readable again: a
            # first count printed "-" would be taken for an empty text cell
            changes.append((found[0], i, found[1], found[2], found[4] is requisito_span.DOUBT, found[5]))
            for n, row in found[3]:
                lines[n] = row
                if row.text and doubts is not None and found[4]:
                    short = row.text if len(row.text) <= 60 else row.text[:57] + "…"
                    doubts.setdefault(row.number, found[4].format(line=row.number, text=short))
    if not changes:
        return lines
    laid: list[Line] = []
    done = 0
    for start, end, header, columns, laid_whole, hours in changes:
        if start < done:
            continue
        laid += lines[done:start]
        laid.append(header)
        done = end + 1
        if not laid_whole:
            below = lines[done : done + _MAX_ROWS]
            _rows(below, columns, hours, doubts)
            lines[done : done + _MAX_ROWS] = below
    lines[:] = laid + lines[done:]
    return lines
