"""A table row's cells: the count tokens that end a line ("12", "2.000", "-" for zero, "CR", "10+CR"),
footnote marks dropped, and the text before them."""

from __future__ import annotations

import functools
import re

from cotacheck.linter.read.text import Line, fold, words_value
from cotacheck.linter.tables import text_figures

#: A count cell (`parse_count`): a number, a dash or "x" for none, CR, with a footnote's mark.
COUNT_TOKEN = re.compile(
    r"^\.?(?:(\d{1,3}(?:\.\d{3}){1,3}|\d{1,6})|(-{1,3}|–|—|x)|(cr|c\.r\.?|\(cr\)))(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\([\d¹²³⁴⁵⁶⁷⁸⁹⁰]\)|\(\*{1,3}\))?$"
)
# "4 + CR": four immediate vacancies, and a cadastro de reserva besides
_PLUS_CR = re.compile(r"(\d)\s?\+\s?(?:CR|C\.R\.|cadastro de reserva)(?![A-Za-z])", re.I)
_FOOTNOTE = re.compile(r"^(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\([\d¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}\)|\(\*{1,3}\))$")
_CELL_SPLIT = re.compile(r"[ |\t;]+")
#: Words after which a number cites a part of the edital or a law ("(1) Conforme item 4 deste Edital.", a
#: note under a quadro whose rows end in text cells): that number is no count cell.
_REFERENCE = frozenset(("item", "subitem", "itens", "art.", "artigo", "anexo", "capitulo", "inciso", "lei", "decreto"))
#: The sign after which a number is an act's or an item's own ("nº 7.118.221"), never a count.
_NUMBER_SIGN = frozenset(("nº", "n°", "n.º", "n.°", "nº.", "numero", "num."))
# "15 (quinze)", "01 (uma)": a count cell followed by its own value in words (municipal boards)
_SPELLED = re.compile(r"(\d{1,6})\s{0,3}\(([^\W\d_][^()\d]{1,80})\)")
# "2O", "l5", "1O0": a count as scanned text gives it, the letter O for 0, l or I for 1; with no digit left,
# a zero-padded count of letters alone ("Ol", "lO"), never "II" (a name's numeral) nor a single letter
MISREAD_TOKEN = r"(?=\D*\d)(?=.*[OlI])[\dOlI]{2,5}|[Ol]{2,3}"
_MISREAD = re.compile(rf"^(?:{MISREAD_TOKEN})$")
_AS_DIGITS = str.maketrans("OlI", "011")


class Misread(tuple):
    """A count cell ("n", 20) read from a token with a letter in place of a digit ("2O"): kept, so the
    row is not lost, but never the proof of a reading (`token` is what the edital has)."""

    token: str

    def __new__(cls, token: str):
        cell = super().__new__(cls, ("n", int(token.translate(_AS_DIGITS))))
        cell.token = token
        return cell


def misread_count(token: str) -> Misread | None:
    """ "2O" → a Misread cell of 20; None for anything else (a word, "2º", a count already)."""
    return Misread(token) if _MISREAD.match(token) else None


def parse_count(token: str) -> tuple[str, int] | None:
    """("n", 3) for "3" or "3*"; ("zero", 0) for a dash; ("cr", 0) for CR; None if not a count cell."""
    m = COUNT_TOKEN.match(token)
    if not m:
        return None
    if m.group(1):
        return "n", int(m.group(1).replace(".", ""))
    if m.group(2):
        return "zero", 0
    return "cr", 0


#: A count cell a spreadsheet's export leaves empty or dashed: no vacancy.
EMPTY_CELLS = ("", "-", "–", "—")


def cell_value(cell: str) -> int | None:
    """A tab-parted count cell's value (empty, a dash or CR is 0), None when it is no count."""
    cell = cell.strip()
    if cell in EMPTY_CELLS:
        return 0
    read = parse_count(fold(cell))
    return read[1] if read else None


def last_cells(tokens: list[str], width: int) -> list[tuple[str, int]] | None:
    """The `width` count cells a row's tokens end with, when exactly that many: a count before them makes
    the row another table's (a dash there is a name's, "Analista de Regulação – 14 1 2 17 …", when words
    come before it); None otherwise."""
    if len(tokens) <= width:
        return None
    cells = [parse_count(t.lower()) for t in tokens[-width:]]
    if any(c is None for c in cells):
        return None
    before = parse_count(tokens[-width - 1].lower())
    if before is not None and (before[0] != "zero" or tokens[-width - 1].isalpha() or len(tokens) == width + 1):
        return None
    return cells


def split_cells(
    line: Line, expected: int | None = None, keep_marks: bool = False
) -> tuple[list[str], list[tuple[str, int]]]:
    """A line as (leading text tokens, trailing count cells); footnote marks are dropped. With more
    cells than the `expected` columns, the extra leading ones are part of the name ("Área 1 15 2 6 1 1 25").
    With `keep_marks`, a mark between two counts stands for a cell ("2 * * 2": see `marks_as_zero`)
    and is kept as ("mark", 0)."""
    words, cells = _split_cells(line.text, expected, keep_marks)
    return list(words), list(cells)


@functools.lru_cache(maxsize=64)
def _split_cells(text: str, expected: int | None, keep_marks: bool) -> tuple[tuple[str, ...], tuple]:
    """`split_cells` of a line's text, kept for the last lines: the end of a table and its row reader
    both split each row (`table_end.statement_begins`, `row_lines.row_cells`)."""
    if "(" in text:
        text = _SPELLED.sub(_digits_of_spelled, text)
    if "+" in text:  # after the words: "03 (três) + CR" is "03 + CR", three and a cadastro de reserva
        text = _PLUS_CR.sub(r"\1", text)
    tokens = [t for t in _CELL_SPLIT.split(text) if t]
    counts: list[tuple[str, int]] = []
    starts: list[int] = []
    end = len(tokens)
    while end > 0:
        token = fold(tokens[end - 1])
        if _FOOTNOTE.match(token):
            if keep_marks and counts and _count_before_marks(tokens, end - 1):
                counts.append(("mark", 0))
                starts.append(end - 1)
            end -= 1
            continue
        cell = parse_count(token) or misread_count(tokens[end - 1])
        if cell is None:
            break
        counts.append(cell)
        starts.append(end - 1)
        end -= 1
    counts.reverse()
    starts.reverse()
    if counts and end > 0 and fold(tokens[end - 1]) in _NUMBER_SIGN:
        # "Publicação nº 7.118.221", "Portaria nº 12": a number after "nº" names an act, never a count
        counts, starts, end = counts[1:], starts[1:], end + 1
    if expected and len(counts) > expected and end > 0:
        extra = len(counts) - expected
        end = starts[extra]
        counts = counts[extra:]
    return tuple(tokens[:end]), tuple(counts)


_HOURS = frozenset(("h", "hs", "hora", "horas"))


def _run(tokens: list[str], start: int) -> int:
    """How many count cells follow one another from `start` (footnote marks between them apart; a number
    followed by its unit of hours, "20 horas", is a jornada cell, no count)."""
    run = 0
    for at in range(start, len(tokens)):
        token = fold(tokens[at])
        if parse_count(token) is not None:
            if at + 1 < len(tokens) and fold(tokens[at + 1]).rstrip(".") in _HOURS:
                break
            run += 1
        elif not _FOOTNOTE.match(token):
            break
    return run


def _digits_of_spelled(m: re.Match) -> str:
    """ "15 (quinze)" → "15" when the words in brackets are that number and a count cell stands right
    before or after it ("15 (quinze) 11 (onze)", "01 (uma) -") or it follows a word not in lower case (a
    name's end, "Vigia 01 (uma)"): a sentence's "o mínimo de 10 (dez)" at a line's end is no cell. Anything
    else stays."""
    if words_value(fold(m.group(2))) != int(m.group(1)):
        return m.group(0)
    bare = [
        _SPELLED.sub(r"\1", part).replace("|", " ").split() for part in (m.string[: m.start()], m.string[m.end() :])
    ]
    beside = [t for t in bare[0][-1:] + bare[1][:1] if parse_count(fold(t.strip(";"))) is not None]
    named = bool(bare[0]) and not bare[0][-1][:1].islower()  # "Vigia 01 (uma)": a row's one count after its name
    return m.group(1) if beside or named else m.group(0)


def _count_before_marks(tokens: list[str], index: int) -> bool:
    """Whether the marks run that ends at `index` follows a count ("2 * * 2", not "Analista * 2")."""
    while index > 0 and _FOOTNOTE.match(fold(tokens[index - 1])):
        index -= 1
    return index > 0 and parse_count(fold(tokens[index - 1])) is not None


# A footnote that says the marked cells hold no reserve: "*não haverá reserva de vaga para PcD ou para
# candidatos(as) negros(as) … em razão do quantitativo oferecido" (BNDES 2024).
_NO_RESERVE_NOTE = re.compile(r"\b(?:nao havera|nao ha|sem) reserva\b|\bnao (?:havera|ha) vagas? reservad")


def _notes_of(mark: str, after: list[Line]) -> list[Line]:
    """The lines among `after` that are the footnote of `mark` ("**" is another note than "*")."""
    return [
        line
        for line in after
        if line.text.lstrip().startswith(mark) and not line.text.lstrip()[len(mark) :].startswith(mark[-1])
    ]


def _marks(row: Line) -> set[str]:
    return {t for t in _CELL_SPLIT.split(row.text) if _FOOTNOTE.match(t)}


def no_reserve_notes(row: Line, after: list[Line]) -> list[int] | None:
    """The lines of the footnotes of the marks standing for cells in `row`, when each is among the
    lines `after` it and says that there is no reserve: those cells then hold 0, as the edital's own
    note says. None when a mark's note is not found, or says something else: the mark is no count."""
    notes = []
    for mark in _marks(row):
        note = next(
            (n.number for n in _notes_of(mark, after) if _NO_RESERVE_NOTE.search(n.folded.lstrip()[len(mark) :])),
            None,
        )
        if note is None:
            return None
        notes.append(note)
    return notes or None


def marks_as_zero(line: Line, after: list[Line], read, columns: int) -> tuple[list, list, list[int]] | None:
    """A short row whose missing cells are footnote marks ("ARQUITETURA 2 * * 2 …"): (words, cells,
    the notes' lines) with the marks read as 0, when the mark's note among the lines `after` says there
    is no reserve ("*não haverá reserva de vaga para PcD ou para candidatos(as) negros(as)…"), or, with
    no note for the mark at all, when the row closes with them as 0 (`read(cells)`, the row read under
    its table's columns, is confirmed: its parts already make its total, so the marked cells can hold
    nothing). None otherwise (a note that says something else: the mark is no count)."""
    words, marked = split_cells(line, keep_marks=True)
    if len(marked) != columns:
        return None
    zeros = [("zero", 0) if kind == "mark" else (kind, n) for kind, n in marked]
    notes = no_reserve_notes(line, after)
    if notes is None and (any(_notes_of(m, after) for m in _marks(line)) or read(zeros).confidence != "confirmed"):
        return None
    return words, zeros, notes or []


_JORNADA = re.compile(r"^\d{1,2}h(?:s|oras)?$|^\d{1,2}x\d{2}h?$")


def _in_name(tokens: list[str], start: int, expected: int) -> bool:
    """Whether the counts from `start` are words of the name, the row's own counts after them: they run
    into a jornada cell ("40h", "40 horas", "12x36") followed by counts ("Agente de Trânsito Nível 2 40h
    6 1 2 9 2.871,33": the jornada stands between the name and the counts), or, fewer than the columns,
    they end in a dash before a word and a full run of counts follows ("Técnico Nível 3 – Informática
    3 13 1 17": the dash parts the name's words)."""
    end = start + _run(tokens, start)
    if end >= len(tokens):
        return False
    token = fold(tokens[end])
    spelled = end + 1 < len(tokens) and parse_count(token) and fold(tokens[end + 1]).rstrip(".") in _HOURS
    hours = 2 if spelled else 1
    if hours == 2 or _JORNADA.match(token):
        after = end + hours
        return after < len(tokens) and parse_count(fold(tokens[after])) is not None
    if end - start >= expected or parse_count(fold(tokens[end - 1])) != ("zero", 0) or not token[:1].isalpha():
        return False
    return any(_run(tokens, later) >= expected for later in range(end + 1, len(tokens)))


def _text_figures(tokens: list[str], expected: int) -> list[bool]:
    """Whether each token is a figure inside a text cell before the row's counts (`text_figures`)."""
    if expected < 2:
        return [False] * (len(tokens) + 1)
    folded = [fold(t) for t in tokens]

    def count(at: int) -> bool:
        return parse_count(folded[at]) is not None and not (
            at + 1 < len(folded) and folded[at + 1].rstrip(".") in _HOURS
        )

    return text_figures.in_text(
        text_figures.runs(folded, count, lambda at: bool(_FOOTNOTE.match(folded[at]))), expected
    )


def inner_cells(line: Line, expected: int) -> tuple[list[str], list[tuple[str, int]]]:
    """For tables with text columns after the counts: the name, then the first run of count cells
    ("Engenheiro Civil 24 Graduação em Engenharia Civil e registro no CREA"); a dash that opens a run
    longer than the columns ends the name ("Técnico em Saneamento – 6 4 1 1 18 4.512,33 44h"); "1 + CR" is
    the count 1, a cadastro besides, as at a line's end."""
    text = _PLUS_CR.sub(r"\1", line.text) if "+" in line.text else line.text
    tokens = [t for t in _CELL_SPLIT.split(text) if t]
    figures = _text_figures(tokens, expected)
    for start, token in enumerate(tokens):
        if (
            start == 0
            or parse_count(fold(token)) is None
            or figures[start]
            or parse_count(fold(token))[0] == "zero"
            and start + 1 < len(tokens)
            and parse_count(fold(tokens[start + 1])) is None
            or _in_name(tokens, start, expected)
            or fold(tokens[start - 1]) in _REFERENCE
            or fold(tokens[start - 1]) in _NUMBER_SIGN
        ):
            continue
        # "Técnico em Saneamento – 6 4 1 1 18 4.512,33": the dash may end a wrapped name or be an empty
        # cell; one cell more is kept, and the row's arithmetic tells (`arithmetic.read_row`'s windows)
        limit = expected + (parse_count(fold(token))[0] == "zero" and _run(tokens, start) > expected)
        cells = []
        end = start
        while end < len(tokens) and len(cells) < limit:
            cell = parse_count(fold(tokens[end]))
            if cell is None:
                if _FOOTNOTE.match(fold(tokens[end])):
                    end += 1
                    continue
                break
            cells.append(cell)
            end += 1
        return tokens[:start], cells
    return tokens, []


def misread_cells(cells: list[tuple[str, int]], cell_lines: list[int], found: list[tuple[int, Misread]]) -> str | None:
    """Why a row with misread cells is uncertain ("célula “2O” lida como 20"); each such cell is added to
    `found` with its line, for the note. None when every cell is a plain count."""
    mine = [(line, cell) for cell, line in zip(cells, cell_lines) if isinstance(cell, Misread)]
    found.extend(mine)
    if not mine:
        return None
    said = ", ".join(f"“{cell.token}” lida como {cell[1]}" for _, cell in mine)
    return f"{'célula' if len(mine) == 1 else 'células'} com letra no lugar de algarismo (texto de OCR): {said}"


def misread_note(found: list[tuple[int, Misread]], listed: int = 20) -> list[dict]:
    """One CQ305 note for every misread cell of the file, naming the first ones and their lines."""
    if not found:
        return []
    cells = "; ".join(f"na linha {line}, “{cell.token}” lida como {cell[1]}" for line, cell in found[:listed])
    more = f" e outras {len(found) - listed}" if len(found) > listed else ""
    which = "uma célula tem" if len(found) == 1 else f"{len(found)} células têm"
    return [
        {
            "kind": "note",
            "line": found[0][0],
            "what": f"{which} letra no lugar de algarismo (como em texto escaneado): {cells}{more}; "
            f"{'a linha ficou' if len(found) == 1 else 'essas linhas ficaram'} como leitura não confirmada",
        }
    ]


#: A cell holding two counts split by "/" ("0/1" under "PcD/Negros"); a date ("10/05") never stands in a
#: row's counts, and a third part ("1/2/3") makes it no such cell.
_PAIR_CELL = re.compile(r"(?<!\S)(\d{1,3}|-|–|CR)/(\d{1,3}|-|–|CR)(?![\S])", re.I)


def split_pairs(line: Line) -> tuple[Line, bool]:
    """A row's line with each two-count cell ("0/1") written as two cells, and whether it had any: read
    only under a header whose cell names two roles split the same way (`header.pair_label`)."""
    text, n = _PAIR_CELL.subn(r"\1 \2", line.text)
    return (Line(line.number, text, fold(text)), True) if n else (line, False)
