"""A header a plain extraction broke across lines at any word: each line holds the end of one label and
the start of the next.

pypdf's plain text of a quadro whose header cells wrap prints the header's words in reading order, a
line break wherever a cell's line ended: "Cargo Carga" / "Horária" / "Semanal Vencimento" / "Básico
Total de" / "Vagas Ampla" / "Concorrência PcD Cotas" / "Raciais" (Legalle). No line is a header and no
label is whole on one line, so the pass found no table and the rows below ("Operário 44h R$ 1.790,12 12
8 1 3") were read as nothing. Before the pass such a run is joined into the one header line it is,
numbered as its last line, so the pass reads the table under it and confirms it only by its arithmetic.

A run is consecutive lines of a few words (at most `_WORDS`) with no digit, one of them at least not a
header on its own (a label cut in two: lines of whole labels are a header written one cell per line and
stay as they are), whose words joined read as a header naming more count columns than any of its lines
(two at least) and either holding words outside the vocabulary (a text column's label, "Vencimento
Básico") or a line with the end of a label and the start of the next ("Horária Semanal Cotas"): a
label cut into pieces a line each, "Pessoa com" / "deficiência", is `header_wrap`'s, which joins them
as their words allow. The run is followed within `_ROWS_AFTER` lines by a row that ends in two
count cells or more (a flat row: a header one cell per line has rows one cell per line too), and no
more of them than the joined header names count columns (a row with more is under columns the header
does not name, places over the counts: `places_stacked`). A caption of generic words over the header
("Reserva de vagas", "Vagas por distrito") above a line naming the cargo column is no part of it.

Rows whose counts are followed by text cells (salário, jornada, requisitos) join a header only when it
was copied a line per cell's line in the columns' order (`_cell_lines`) and ends in a text label as they
do (`_text_last`); their requisitos' tails are then joined to them (`row_tails`).

A header copied cell by cell (Chrome's PDF viewer: a cell's lines, then the next cell's after a space) puts
single-line cells side by side on one line between wrapped ones ("Cargo/Área Remuneração (R$) Vagas AC PcD
Vagas" / "reservadas (Lei" / "nº 15.142/2025)¹ Total"): such a line of up to `_LONG_WORDS` words is a piece
when it holds two count labels and goes on into the next line (`_pieces`), and a label's note cut over lines
is a cut as a label's is (`_straddles`). Its rows may end in their jornada ("… 10 1 5 16 40h").
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_decimal, laid_line, spliced
from cotacheck.linter.tables import row_tails
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens, labels, unmatched_words

#: A piece of a broken header: the end of a label and the start of the next ("Concorrência PcD Cotas").
_WORDS = 4
#: Words of a longer piece: single-line cells side by side before a wrapped one (`_pieces`).
_LONG_WORDS = 10
_PIECE_CHARS = 80  # four words of a label are far fewer characters: a longer line is never tried
#: A header's lines: seven in Legalle's (seven labels, two of them text columns, each cut once), and
#: the first row's name wrapped once before its counts after them; twelve in a federal quadro copied from
#: Chrome's viewer (seven labels in narrow cells, "Vagas" / "reservadas" / "(Lei nº" / "15.142/2025)¹"),
#: and a level's heading under it ("NÍVEL SUPERIOR"); a longer run of short lines is a list.
_MAX_LINES = 14
#: A header copied a line per cell's line (`_cell_lines`): seven or eight labels of two or three lines each.
_MAX_CELL_LINES = 18
#: Lines between the header and its first row: a name wrapped once before its counts ("Agente de
#: Combate às" / "Endemias 40h R$ 2.824,00 4 3 0 1"), and its pay cell wrapped after "R$" too.
_ROWS_AFTER = 3
_CELL = r"(?:\d{1,5}|[-–—])"
_DIGIT = re.compile(r"\d")
_LAW = re.compile(r"\b\d{1,2}\.\d{3}(?:/\d{2,4}\b|\))")  # "12.990/2014", "15.142)": a law's number
#: An amount opening a line, its "R$" left at the end of the line above ("Enfermeiro ESF 40h R$" /
#: "6.210,58 5 3 1 1", pypdf's plain text of a pay cell wrapped after its currency sign).
#: A footnote mark in brackets after a label's word ("PcD(1)", "Negros (2)"), never a line's start.
_MARK = re.compile(r"(?<=[^\W\d_])\s?\(\d\)")
_AMOUNT = re.compile(r"\s*\d{1,3}(?:\.\d{3})*,\d{2}\b")
_ROLES = COUNT_TOKENS - {"vagas", "reserva"}
_LAW_WORDS = re.compile(r"(?:lei|n[º°]\.?|n\.)(?:\s|$)")
#: A line's last word that opens the label of the next line's start ("Vagas" / "PcD").
_OPENERS = frozenset(("vagas", "de", "da", "do", "das", "dos", "e", "para", "a", "com"))
_CAPTION = frozenset(("vagas", "reserva", None))
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "em", "para", "a", "as", "ao", "aos", "com", "na", "no"))
#: A row's jornada after its counts ("… 10 1 5 16 40h"), its last cell.
_HOURS = r"\d{1,2}\s?h(?:oras)?"
_ROW = re.compile(rf"\S\s{_CELL}\s{_CELL}(?:\s{_HOURS})?\s*$")


def _pieces(lines: list[Line]) -> list[bool]:
    """Which lines may be pieces of a broken header: a few words without a digit (a footnote mark is none:
    "Negros²"; a law's number, a label's "Lei nº" / "12.990/2014", is none either), or, beside such a line,
    more words holding two count labels or more whose last label goes on into the next line (single-line
    cells side by side before a wrapped one: "Cargo/Área Remuneração (R$) Vagas AC PcD Vagas" / "reservadas
    (Lei"), or is followed there by its note ("… Vagas reservadas" / "(Lei nº"), or that opens with the end of
    the note of the label above ("(Lei 15.142/2025) Vagas PcD Jornada"). A header line whole in itself over its
    labels' tails ("… Ampla Pessoas com Negros Total" / "concorrência deficiência") is none: `label_tails`'."""
    texts = [line.text for line in lines]  # spaces collapsed and stripped (`split_lines`)
    # (a line with no digit has none once its law's number is taken out: `_lawless` only where one is)
    out = [
        0 < len(t) <= _PIECE_CHARS and t.count(" ") < _WORDS and (not has_decimal(t) or not has_decimal(_lawless(t)))
        for t in texts
    ]
    short = bytes(out)
    for j in sorted({p + short[p] for p in _edges(short)}):  # longer lines only beside short pieces, once each
        out[j] = _long_piece(lines, j)
    return out


#: Where a line's flag differs from the next one's, in a string of one byte a line (`_edges`).
_EDGE = re.compile(rb"(?=\x00\x01|\x01\x00)")


def _edges(flags: bytes) -> list[int]:
    """The indexes `p` where `flags[p] != flags[p + 1]` (`flags`: a byte a line, 0 or 1): found by the engine,
    not a Python step a line (a text of short lines is a piece a line, and the runs of pieces are few)."""
    return [m.start() for m in _EDGE.finditer(flags)]


def _long_piece(lines: list[Line], i: int) -> bool:
    """`_pieces`' longer line: up to `_LONG_WORDS` words, no digit, two count labels, going into the next line
    or opening with the end of the note above."""
    text, folded = lines[i].text, lines[i].folded
    if not (0 < len(text) <= _PIECE_CHARS and text.count(" ") < _LONG_WORDS) or has_decimal(_lawless(text)):
        return False
    after = lines[i + 1].text if i + 1 < len(lines) else ""
    opens_note = text.startswith("(") or _LAW_WORDS.match(folded) or _LAW.match(text)
    return _count_labels(folded) >= 2 and bool(opens_note or _goes_into(folded, after))


def _goes_into(folded: str, after: str) -> bool:
    """Whether a line's last label goes on into the next line, or its note opens there (a law's mention,
    "(Lei nº" / "15.142)", "Reserva Lei" / "nº 15.142/2025", "Reserva" / "Lei nº 15.142/2025")."""
    after_folded = fold(after)
    if after.startswith("(") or folded.endswith((" lei", " nº", " n°")) or _LAW_WORDS.match(after_folded):
        return True
    if folded.rsplit(" ", 1)[-1] in _OPENERS:  # "… Total AC Vagas" / "PcD Vagas reservadas": the next label's prefix
        first = next(labels(after_folded), None)
        if first is not None and first[1] == 0 and first[0] in COUNT_TOKENS:
            return True
    joined = f"{folded} {after_folded}"
    return any(start < len(folded) < end for _, start, end in labels(joined))


def _count_labels(folded: str) -> int:
    """How many count labels of the vocabulary a line holds, whatever its other words ("inicial (R$) Ampla
    concorrência Vagas PcD Vagas reservadas": the end of a text column's label, then the counts')."""
    return sum(kind in COUNT_TOKENS for kind, _, _ in labels(folded))


def _opening(line: Line) -> bool:
    """A header's first line that holds whole labels and the start of one cut at its end ("Item Cargo
    Campus/Unidade Nível de" / "Classificação"): more words than a piece, no digit, a joining word last."""
    text = line.text
    return (
        0 < len(text) <= _PIECE_CHARS
        and text.count(" ") < 2 * _WORDS
        and fold(text.rsplit(" ", 1)[-1]) in _JOINING
        and _DIGIT.search(text) is None
    )


def _lawless(text: str) -> str:
    """The text without a law's number ("12.990/2014", "(Lei nº" / "15.142)") nor a footnote mark in brackets
    glued to a label ("PcD(1)", "Negros (2)": pypdf's text of a header cell with its note's mark)."""
    if "." in text and ("/" in text or ")" in text):
        text = _LAW.sub("", text)
    return _MARK.sub("", text) if "(" in text else text


def _counts(folded: str) -> int:
    return sum(kind in COUNT_TOKENS for kind in header_tokens(folded) or ())


def _joined(lines: list[Line], start: int, piece: list[bool]) -> tuple[int, list[Line]] | None:
    """(lines taken, the lines they become) of a broken header starting at `start`, or None: the header
    as one line, and the first row's line with its name's lines before it joined to it when the name
    visibly goes on into it (the pass would take those lines for the header's)."""
    end = start + 1 if _opening(lines[start]) else start
    while end < len(lines) and piece[end]:
        end += 1
        if end - start > _MAX_CELL_LINES:
            return None  # a list of short lines, not a header
    if end - start < 2 or not any(_is_row(line, lines[start:end]) for line in lines[end : end + _ROWS_AFTER]):
        return None  # one short line (a heading), or no flat row after the run
    if end - start > _MAX_LINES and not any(
        row_tails.TEXT_ROW.search(line.text) for line in lines[end : end + _ROWS_AFTER]
    ):
        return None  # a list of short lines over rows of counts alone: no header of this length
    if set(header_tokens(lines[start].folded) or ()) <= _CAPTION and "name" in (
        header_tokens(lines[start + 1].folded) or ()
    ):
        return _joined(lines, start + 1, piece)  # a caption over the header ("Reserva de vagas" / "CARGO …")
    named = {}
    for stop in range(start + 2, end + 1):
        folded = fold(" ".join(line.text.strip() for line in lines[start:stop]))
        going_on = stop < len(lines) and lines[stop].text.lstrip()[:1].islower()
        if folded.rsplit(" ", 1)[-1] not in _JOINING and not going_on:  # "Total de" / "Total" "de Vagas"
            kinds = header_tokens(folded) or []
            named[stop] = (_counts(folded), sum(k in _ROLES for k in kinds), len(unmatched_words(folded)))
    # the most count columns, of roles rather than a bare "Vagas" ("Vagas" / "Totais"), the fewest words
    # outside the vocabulary (a row's name below is such words), the most lines ("Ampla" / "Concorrência")
    for stop in sorted(named, key=lambda k: (-named[k][0], -named[k][1], named[k][2], -k))[:1]:
        run = lines[start:stop]
        text = " ".join(line.text.strip() for line in run)
        counts = named[stop][0]
        after = lines[stop : stop + _ROWS_AFTER]
        row = next((k for k, line in enumerate(after) if _is_row(line, run)), None)  # "05 (cinco)" is 05
        # flat rows whose counts are followed by text under a header a line per cell's line (`_cell_lines`)
        text_rows = row is not None and not _ROW.search(after[row].folded) and _text_last(fold(text))
        if counts < 2 or (counts <= max(_counts(line.folded) for line in run) and not text_rows):
            return None
        straddles = _straddles(run, fold(text))
        if all(header_tokens(line.folded) for line in run) and not text_rows and not straddles:
            return None  # whole labels a line: a header written one cell per line
        if not unmatched_words(fold(text)) and not straddles and not text_rows:
            return None  # a label's pieces a line: `header_wrap` joins them, as their words allow
        if row is not None and not text_rows and not _ROW.search(after[row].folded):
            return None  # rows ending in text under a header of another shape: not this class
        if row is None or _trailing_cells(after[row].folded) > counts:
            return None  # more count cells than the header names: columns it lacks (places), not this class
        laid = [laid_line(run[-1].number, text)]
        if text_rows:  # the rows' counts followed by text cells, wrapped at times
            taken, rows = row_tails.joined(lines, stop + row)
            return stop - start + row + taken, [*laid, *after[:row], *rows]
        name = [line.text.strip() for line in after[:row]]
        if name and _goes_on(name[-1], after[row].text):  # the first row's name wrapped before its counts
            joined = " ".join([*name, after[row].text.strip()])
            return stop - start + row + 1, [*laid, laid_line(after[row].number, joined)]
        return stop - start, laid
    return None


def _is_row(line: Line, run: list[Line]) -> bool:
    """A flat row: its counts at the end of the line, or followed by text cells (`row_tails`) under a header
    printed a line per cell's line (`_cell_lines`)."""
    return bool(_ROW.search(line.folded) or (_cell_lines(run) and row_tails.TEXT_ROW.search(line.text)))


def _text_last(folded: str) -> bool:
    """The joined header ends in a text column's label, as its rows end in text cells ("… Negros Salário Base
    (R$) Jornada Semanal Requisitos"); a header ending in its counts ("Carga Horária Semanal Vencimento (R$)
    AC NEG PcD Total", pdftotext's raw order of a header whose text labels stand above the counts') is not
    the rows' order."""
    kinds = header_tokens(folded) or [None]
    return kinds[-1] not in COUNT_TOKENS


def _cell_lines(run: list[Line]) -> bool:
    """A header copied a line per cell's line, its cells in the columns' order (Chrome's PDF viewer: "Cargo
    Total de" / "Vagas" / "Vagas" / "reservadas" / "PcD" / …): four lines at least, opening with the name's
    (or a code's) label. A layout's lines read in order interleave the labels and open with whichever
    stands highest ("Total de Ampla Remuneração" / "Cargo Negros PcD" / "vagas concorrência inicial (R$)"):
    not joined for rows whose counts are followed by text."""
    first = header_tokens(run[0].folded.split(" ", 1)[0]) if len(run) >= 4 else None
    return bool(first) and first[0] in ("name", "ignore")


def _trailing_cells(text: str) -> int:
    """How many count cells end the row's line ("Operário 44h R$ 1.790,12 12 8 1 3": 4), or follow its
    name when text cells end it ("Vigia 03 - 1 1.934,77 44h Alfabetizado": 3)."""
    found = row_tails.TEXT_ROW.search(text) if not _ROW.search(text) else None
    if found:
        return len(found.group().split()) - 2
    cells = 0
    tokens = text.split()
    if tokens and re.fullmatch(_HOURS, tokens[-1]):
        tokens.pop()  # the jornada after the counts
    for token in reversed(tokens):
        if not re.fullmatch(_CELL, token):
            break
        cells += 1
    return cells


def _goes_on(name: str, row: str) -> bool:
    """A name's line the row's line visibly continues: it ends in a dash, a comma or a joining word, or the
    row's line opens in lower case."""
    last = name.rsplit(" ", 1)[-1]
    return last[-1:] in "–-," or fold(last) in _JOINING or row.lstrip()[:1].islower()


def _straddles(run: list[Line], folded: str) -> bool:
    """Whether a line of the run holds a piece of a label cut at the line's start or end and another label:
    "Horária Semanal Cotas" (the end of "Carga Horária Semanal", the start of "Cotas Raciais"), "Semanal
    Vencimento Básico", "CARGO CARGA" (a whole label, then the start of "Carga horária"), "15.142/2025)¹ PcD
    Total" and "(Lei 15.142/2025) Jornada" (the note of the label that ends the line above, then labels),
    or a note's law number on a line of its own ("(Lei nº" / "15.142)": `header_wrap` joins no digit). A label cut into pieces a line each
    ("Pessoa com" / "deficiência") does not."""
    found = [(start, end) for _, start, end in labels(folded)]
    start = 0
    opened = 0  # brackets opened on the lines above and not closed: a label's note cut ("(Lei nº" / "15.142)")
    for line in run:
        end = start + len(line.text.strip())
        if (opened > 0 or line.text.startswith("(")) and ")" in line.text:
            close = start + line.text.strip().index(")")
            if _LAW.search(line.text) or any(close < a for a, _ in found if a < end):
                return True  # "15.142/2025)¹ PcD Total", "(Lei 15.142/2025) Jornada": the note of the label above, then labels
        opened += line.text.count("(") - line.text.count(")")
        cut_start = any(a < start < b for a, b in found)
        cut_end = any(start < a < end < b for a, b in found)
        whole = any(start <= a and b <= end for a, b in found)
        if cut_end and (cut_start or whole):  # not "Negras (PN)": a label's end and its own abbreviation
            return True
        start = end + 1
    return False


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every broken header joined into one line, and every "R$" at a line's end joined to the
    amount that opens the next line (same list)."""
    texts = [line.text for line in lines]
    piece = _pieces(lines)
    starts = {p + 1 for p in _edges(bytes(piece)) if not piece[p]} | ({0} if piece and piece[0] else set())
    starts |= {i - 1 for i in starts if i and _opening(lines[i - 1])}  # a first line of whole labels, one cut
    ends = {i for i, t in enumerate(texts) if t.endswith("R$")} if "R$\n" in "\n".join(texts) else set()
    changes: list[tuple[int, int, list[Line]]] = []  # (index, lines taken, the lines they become)
    for i in sorted(starts | ends):
        if changes and i < changes[-1][0] + changes[-1][1]:
            continue
        if i in ends and i + 1 < len(lines) and _AMOUNT.match(texts[i + 1]):
            text = f"{texts[i]} {texts[i + 1].strip()}"
            changes.append((i, 2, [laid_line(lines[i + 1].number, text)]))
        elif i in starts and i + 1 < len(piece) and piece[i + 1] and (found := _joined(lines, i, piece)) is not None:
            # (`_joined` reads a run of two lines at least from `i`: the second a piece, which most starts lack)
            changes.append((i, *found))
    if not changes:
        return lines
    return spliced(lines, changes)
