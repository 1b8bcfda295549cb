"""A Word table LibreOffice printed, read by pdfplumber's `extract_text()`: its cells laid side by side a
text line at a time, the cells merged down a block of rows printed once, and count columns too narrow for
their labels.

Instituto AOCP's quadro for a state university (python-docx → Writer; set 15's t08): "Nível | Código |
Função | Requisitos | Carga horária | Vencimento | Total | Ampla | PcD | Afro", the nível, carga and
vencimento cells merged down their funções (the value printed once, in the middle or at the top of the
block), a "Subtotal – …" row after each nível, a "TOTAL GERAL" row. pdfplumber gives a row's first line
with the first line of every cell ("Agente 101 Analista de Informática Graduação em Ciência 40 R$ 3 3 0 0"),
then lines holding the cells' next lines side by side ("Universitári da Computação, horas 5.347,89"), a
merged cell's pieces on the lines of the rows it spans; the count labels, cut inside their words, come
the same way ("Nível Cód Função Requisitos Carga Vencime To A Pc Afr" / "igo horária nto tal m D o" /
"seman inicial pla" / "al"). No header line named a count, and nothing was read.

Here the header is the line naming a code, a name and a requisitos column, the `k` count columns last,
`k` the count cells of the quadro's "TOTAL" row. Each count label is its piece on the header's line and
the pieces its cell's next lines end with: on each line below, the last tokens go to the labels still
open, in order (a word or more each: "l de"), a label given none there is closed and must read as a count
role (its pieces glued, as a word cut, or spaced), and the roles every way that reads so gives are taken
when all ways agree (none, or two reading differently, or more ways than `_MOST_WAYS` tried, at most
`_TEXT_WAYS` a text: the quadro is left as printed). Each line ending in `k` count cells is a row: a
function's (its code, then its name up to the word that opens its requisito: "Ensino …", "Curso …",
"Graduação …"; right after a joining word only where no other does, a name cut after "de" beside its
requisito), or a summary's ("Subtotal …", "Total …": kept, the pass proves them and reads no position
from them); the lines between rows are the cells' next lines, the header printed again after a page
break, the page's head and foot (blanked). A name cut after a dash or a joining word (or whose next line
opens with one) goes on with the capitalised words that open the next line: the requisito's next words
may come with them ("Técnico de Laboratório – Química Analítica Química"), and a merged cell's piece
opening that line would too. The quadro is re-laid as "Função Total Ampla PcD Afro" and a line a row, every function's
row in doubt: where its name ends is read from words, not from the page. A row that is neither (no code,
no summary label, no requisito opening) leaves the quadro as printed. Trigger: "Cód" in the text, then a
header line naming a code, a name and a requisitos column (a pattern searched once).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from itertools import combinations

from cotacheck.linter.read.text import Line, fold, rewritten
from cotacheck.linter.tables.header import header_columns
from cotacheck.linter.tables.requisito_lines import _OPENS_AS_REQUISITO

#: A header line with a code's, a name's and a requisitos' label (searched once in the text).
_HEADER = re.compile(
    r"^[^\n]{0,40}\bC[óÓoO][dD][iIgGoO]{0,3}\.?\s(?:Função|Cargo|FUNÇÃO|CARGO|Funções|Cargos)\s"
    r"(?:Requisitos?|REQUISITOS?|Escolaridade|ESCOLARIDADE|Habilitação|HABILITAÇÃO)\b[^\n]*$",
    re.M,
)
_CELL = re.compile(r"\d{1,4}|[-–—]|CR")
_CODE = re.compile(r"\d{2,4}")
_SUMMARY = re.compile(r"(?:sub-?\s?total|total|soma)\b")
_JOINING = frozenset({"de", "do", "da", "dos", "das", "em", "e", "para"})
_DASHES = frozenset({"–", "-", "—"})
#: A quadro's lines at most, its header's next lines at most, its count columns at least and at most.
_MAX_LINES = 400
_MAX_HEADER_LINES = 8
#: The header's readings tried at most, and a count label's pieces at most.
_MOST_WAYS = 20000
_TEXT_WAYS = 100000
_MOST_PIECES = 8
_LEAST, _MOST = 2, 8

DOUBT = (
    "na linha {line}, células mescladas e o nome da função junto dos requisitos (“{name}”): onde o nome "
    "termina foi deduzido das palavras; confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a row a line (module docstring); `doubts` gets
    its functions' rows."""
    if not _may_hold(text):
        return lines
    changed: dict[int, str | None] = {}
    budget = [_TEXT_WAYS]  # the headers' readings tried in the whole text at most: linear time
    totals = total_rows(lines)
    n = 0
    while n < len(lines):
        if _HEADER.match(lines[n].text):
            end = _quadro(lines, n, changed, doubts, budget, totals)
            if end is not None:
                n = end
        n += 1
    return rewritten(lines, changed)


#: Where `_HEADER`'s code label stands: every line it matches holds one (its line's start is found from there).
_CODE_WORD = re.compile(r"C[óÓoO][dD]")


def _may_hold(text: str) -> bool:
    """The trigger: "Cód" in the text, then a header line naming a code, a name and a requisitos column.

    `_HEADER.search(text)`, tried only at the start of the lines holding its code label (`_CODE_WORD`): a match
    opens at a line's start (`^`) and reaches the label before any line break (`[^\n]{0,40}`), so its first line
    holds the label; each such line is tried once (a search over the text tried the pattern at every character)."""
    if not ("Cód" in text or "CÓD" in text or "Cod" in text):
        return False
    end = -1  # the end of the last line tried
    for word in _CODE_WORD.finditer(text):
        if word.start() < end:
            continue
        end = text.find("\n", word.start())
        end = len(text) if end < 0 else end
        if _HEADER.match(text, text.rfind("\n", 0, word.start()) + 1):
            return True
    return False


def _trailing_cells(tokens: list[str]) -> int:
    """How many count cells end the line."""
    k = 0
    while k < len(tokens) and _CELL.fullmatch(tokens[len(tokens) - 1 - k]):
        k += 1
    return k


def total_rows(lines: list[Line]) -> list[tuple[int, int]]:
    """The indices of the lines that may close a quadro ("TOTAL GERAL 79 69 4 6": a label of up to three words,
    no digit, then its count cells), each with its count cells, in order."""
    found = []
    for n, line in enumerate(lines):
        if line.folded.startswith("total"):
            tokens = line.text.split()
            k = _trailing_cells(tokens)
            label = tokens[: len(tokens) - k]
            if _LEAST <= k <= _MOST and 1 <= len(label) <= 3 and not any(c.isdigit() for c in " ".join(label)):
                found.append((n, k))
    return found


def total_row(totals: list[tuple[int, int]], first: int) -> tuple[int, int] | None:
    """The first of `totals` from `first` on, within `_MAX_LINES`, or None."""
    i = bisect_left(totals, (first, 0))
    return totals[i] if i < len(totals) and totals[i][0] < first + _MAX_LINES else None


def _quadro(lines: list[Line], h: int, changed: dict[int, str | None], doubts: dict[int, str], budget, totals):
    """Re-lay the quadro whose header is line `h` into `changed` (and its rows' doubts); its last line's
    index, or None when it does not read so."""
    found = total_row(totals, h + 1)
    if found is None:
        return None
    last, k = found
    head = lines[h].text.split()
    below = h + 1
    while below < last and _trailing_cells(lines[below].text.split()) < k:
        below += 1
    pieces = [line.text.split() for line in lines[h + 1 : below]]
    if len(pieces) > _MAX_HEADER_LINES or len(head) <= k + 3:
        return None
    labels = _labels(head[-k:], pieces, budget)
    if labels is None:
        return None
    rows = _rows(lines, below, last, k, lines[h].text, len(pieces))
    if rows is None:
        return None
    name_label = next(w for w in head if fold(w) in ("funcao", "cargo", "funcoes", "cargos"))
    laid_out(lines, h, last, [name_label, *labels], rows, changed, doubts)
    return last


def laid_out(lines: list[Line], h: int, last: int, header: list[str], rows, changed: dict, doubts: dict) -> None:
    """The quadro from line `h` to `last` re-laid in `changed`: its header as one line, each row (`rows`: index,
    name, cells, whether the name's end is guessed) as its name and cells, every other line blank; a guessed
    name's row in doubt."""
    changed[lines[h].number] = " ".join(header)
    for line in lines[h + 1 : last + 1]:
        changed[line.number] = None
    for n, name, cells, own in rows:
        changed[lines[n].number] = " ".join([name, *cells])
        if own:
            doubts.setdefault(lines[n].number, DOUBT.format(line=lines[n].number, name=name))


def _labels(first: list[str], pieces: list[list[str]], text_budget: list[int]) -> list[str] | None:
    """The count labels whose first pieces are `first`, their next pieces ending the lines `pieces`: the
    one reading of them as count roles, or None (none, two, or more ways than `_MOST_WAYS` tried, or than
    the text's `text_budget` has left)."""
    readings: dict[tuple[str, ...], list[str]] = {}
    budget = [min(_MOST_WAYS, text_budget[0])]
    start = budget[0]
    for labels in _assignments([(p,) for p in first], list(range(len(first))), pieces, 0, budget):
        joined = [_role_label(label) for label in labels]
        if all(joined):
            readings.setdefault(tuple(header_columns(fold(" ".join(joined))) or ()), joined)
            if len(readings) > 1:
                break
    text_budget[0] -= start - max(budget[0], 0)
    if budget[0] < 0 or len(readings) > 1:
        return None
    return next(iter(readings.values()), None)


def _assignments(labels: list[tuple[str, ...]], open_: list[int], pieces: list[list[str]], at: int, budget):
    """Every way the lines `pieces[at:]` end with pieces of the labels still open, in order; a label no
    piece goes on is closed, and must then read as a count role."""
    budget[0] -= 1
    if budget[0] < 0:
        return
    if at == len(pieces):
        yield labels
        return
    tokens = pieces[at]
    for m in range(min(len(tokens), 2 * len(open_)) + 1):
        tail = tokens[len(tokens) - m :]
        if any(len(t) > 12 or any(c.isdigit() for c in t) for t in tail):
            break
        ways = [c for j in range(1, min(m, len(open_)) + 1) for c in combinations(open_, j)] if m else [()]
        for chosen in ways:
            if any(_role_label(labels[c]) is None for c in open_ if c not in chosen):
                continue
            for parts in _parts(tail, len(chosen)):
                grown = list(labels)
                for column, part in zip(chosen, parts, strict=True):
                    grown[column] = (*grown[column], part)
                yield from _assignments(grown, list(chosen), pieces, at + 1, budget)


def _parts(tokens: list[str], n: int):
    """`tokens` in `n` runs, in order, each of one token or more (a cell's line may hold two words: "l de"),
    each run joined by a space."""
    if n == 0:
        if not tokens:
            yield []
        return
    for cut in range(1, len(tokens) - n + 2):
        for rest in _parts(tokens[cut:], n - 1):
            yield [" ".join(tokens[:cut]), *rest]


@functools.lru_cache(maxsize=4096)
def _role_label(pieces: tuple[str, ...]) -> str | None:
    """The pieces joined as a label reading as one count role (each piece glued to the one above, as a word
    cut, or after a space; fewer spaces first), or None."""
    if len(pieces) > _MOST_PIECES:
        return None
    for spaces in sorted(range(1 << (len(pieces) - 1)), key=int.bit_count):
        joined = pieces[0] + "".join((" " if spaces >> i & 1 else "") + p for i, p in enumerate(pieces[1:]))
        kinds = header_columns(fold(joined))
        if kinds is not None and len(kinds) == 1 and kinds[0] not in ("name", "ignore", "vagas"):
            return joined
    return None


def _rows(lines: list[Line], first: int, last: int, k: int, header: str, header_lines: int):
    """The rows from `first` to the "TOTAL" row `last` as (index, name, cells, a function's), or None when
    a row reads as neither a function's nor a summary's."""
    rows = []
    skip = 0
    for n in range(first, last + 1):
        text = lines[n].text
        if skip:
            skip -= 1
            continue
        if text == header:
            skip = header_lines  # the header printed again after a page break
            continue
        tokens = text.split()
        if _trailing_cells(tokens) < k:
            if rows and rows[-1][3] and n == rows[-1][4] + 1:
                rows[-1] = (*rows[-1][:1], _goes_on(rows[-1][1], tokens), *rows[-1][2:])
            continue
        row = _row(tokens[: len(tokens) - k])
        if row is None:
            return None
        rows.append((n, row[0], tokens[len(tokens) - k :], row[1], n))
    functions = sum(r[3] for r in rows)
    return [r[:4] for r in rows] if functions >= 2 else None


def _row(words: list[str]) -> tuple[str, bool] | None:
    """A row's name and whether it is a function's (its code, its name before its requisito), or None."""
    if _SUMMARY.match(fold(" ".join(words))):
        return " ".join(words), False
    for i, word in enumerate(words[:6]):
        if _CODE.fullmatch(word) and i + 1 < len(words) and words[i + 1][:1].isupper():
            end = _name_end(words[i + 1 :])
            return None if end is None else (" ".join(words[i + 1 : i + 1 + end]), True)
    return None


def _name_end(name: list[str]) -> int | None:
    """Where the requisito opens in the row's words: its first opening word not right after a joining word
    ("Professor de Ensino Fundamental" is a name), else the first after one (a name cut after "de", its
    requisito beside it: "Analista de" / "Graduação em …"), or None."""
    after_joining = None
    for j in range(1, len(name)):
        if name[j][:1].isupper() and _OPENS_AS_REQUISITO.match(fold(" ".join(name[j : j + 2]))):
            if fold(name[j - 1]) not in _JOINING:
                return j
            after_joining = after_joining or j
    return after_joining


def _goes_on(name: str, tokens: list[str]) -> str:
    """The name with the capitalised words opening its next line when it was cut after a dash or a joining
    word (or that line opens with one)."""
    words = name.split()
    opens = tokens and (fold(tokens[0]) in _JOINING or tokens[0] in _DASHES)
    if not tokens or not (words[-1] in _DASHES or fold(words[-1]) in _JOINING or opens):
        return name
    taken = []
    for i, token in enumerate(tokens):
        if token[:1].isupper() or (i == 0 and token in _DASHES):
            taken.append(token)
        elif fold(token) in _JOINING and i + 1 < len(tokens) and tokens[i + 1][:1].isupper():
            taken.append(token)
        else:
            break
    return " ".join([name, *taken])
