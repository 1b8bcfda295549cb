"""A quadro de vagas as a scan's OCR gives it: a small body's own edital printed, signed, stamped, scanned and
published with tesseract's text layer (pypdf gives that layer as the text).

The OCR reads the page a printed line at a time: a row comes as one line, its name, its count cells split by
spaces, then the cells after them (hours, pay, requisitos); a cell wrapped in its row leaves its tail on the
next line, after the row (the name's "(Leiturista)", the requisitos' "completo"), with nothing to say which
column it is from. The header's words come in a line, a wrapped label's first word at times before the
others ("SALÁRIO CARGO VAGAS PCD NEGROS R$ …"), a label cut by its hyphen with its end later on the line
("afrodescen- … dentes"). The cell borders come as "|", alone or glued to a word ("|PcD"); a digit may
come as a letter ("o"/"O" for 0, "l"/"I" for 1, "S" for 5); a border or a stamp may run text of another
column into a row ("Motorista de | Ensino Fundamental 02 - - 40h"). Read a line at a time, the header was not
one and the rows were lost or cut wrong.

Such a quadro is known by its header (a name label and the count labels, each once) and rows that hold,
right before an hours cell, a pay or the line's end, exactly as many count cells as the header names. It is
re-laid, only when the OCR shows in it (a letter read in a count cell, or a "|"), as a pipe table: each row
its name (up to a "|") and its cells, a letter repaired to its digit. A row the text cannot give whole (no
such run of cells, a name that is no name, a "|" glued to a count) is left out, never guessed. A row stays
uncertain, with why, where a count had to be repaired, a "|" stands among its cells or cut its name, or a
line follows it (the tail of its name or of another column: joined to the name only where the name ends in
a word that cannot end one or the tail is in brackets, and only when it holds no digit). The other rows are
confirmed or not by the table pass, by their arithmetic as any row. Linear: each line is tried as a header
once (its words against the labels, a bounded header) and as a row once.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.cells import MISREAD_TOKEN
from cotacheck.linter.tables.header import PLAIN_LABEL, labels

#: A header's name label, looked for before the rest of the header is read (first its words as substrings: the
#: pattern tried on every line of every text cost more than the rest of the stage).
_NAME_LABEL = re.compile(r"\b(?:cargos?|empregos?|func(?:ao|oes))\b")
#: What a line holding a negros' label holds (`header_roles` reads none without one): each spelling of the
#: vocabulary's negros labels holds one of these, and so does the first part (four letters or more) of a
#: one-word label cut by its hyphen ("afrodescen-" … "dentes", "coti-" … "stas").
_NEGROS_HINTS = ("neg", "pret", "cota", "coti", "afro", "racia", "pn", "12.990")
#: The count roles a flat quadro of this class names; any other count label (a span, a cadastro column, the
#: groups of Lei 15.142) is another layout's.
_ROLES = frozenset(("total", "open", "pcd", "negros", "vagas"))
_OTHER_COUNTS = frozenset(("imm", "crg", "pretos_pardos", "indigenas", "quilombolas", "other", "reserva", "notvac"))
#: A count cell as the OCR gives it: digits, a letter read for a digit, a dash, a cadastro de reserva.
_DIGITS = re.compile(r"\d{1,3}")
_CONFUSED = re.compile(r"[0-9OoIlS]{1,2}")
_REPAIR = str.maketrans("OoIlS", "00115")
_DASH = re.compile(r"[-–—]")
_CADASTRO = re.compile(r"(?:C\.?R\.?|CR|[Cc]adastro)")
#: What follows the count cells: an hours cell, a pay (however the OCR cut it), "R$".
_STOP = re.compile(r"\d{1,2}\s?h(?:oras)?|\d{1,2}h\d{2}|R\$|[-.]?[\d.]{0,9},\d{2}[.,]?")
#: A name's first word (a capital and a letter at least) and its other words (no digit where OCR noise is).
_FIRST_WORD = re.compile(r"[A-ZÀ-Ý][A-Za-zÀ-ÿ]+")
_NAME_WORD = re.compile(r"\(?[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’.\-/]*\)?|[IVX]{1,4}|–|-")
#: A word a name never ends with: it goes on in the next line.
#: Words a name's line may end in when the name goes on below (also `ocr_slips`' name starts above a row).
CONNECTORS = frozenset(("de", "da", "do", "das", "dos", "e", "em", "para", "a", "ao", "com", "–", "-"))
#: A name's last line may open with a connector ("da Família"), its first line above the row's.
_OPENERS = CONNECTORS | {"as", "aos", "na", "no", "nas", "nos"}
#: A line that ends the quadro (a blank one too): a numbered item ("2. As vagas…", "1.2 O candidato…").
_ITEM = re.compile(r"\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVX]{1,4}\s?[-–.])\s")
_MISREAD = re.compile(rf"(?:{MISREAD_TOKEN})")
_TOKEN = re.compile(r"\||[^\s|]+")
_MAX_HEADER_ABOVE = 2
_MAX_HEADER_WORDS = 24
_MAX_GAP = 3  # lines between two rows (tails, a row left out)
_MAX_TAIL_WORDS = 8
_MIN_ROWS = 2

_REPAIRED_MARK = "uma letra no lugar de um dígito"
REPAIRED = "texto de OCR: {which} com uma letra no lugar de um dígito: {said}; confira no original"
BORDER = "texto de OCR: uma barra “|” entre as células pode ser borda ou um 1 mal lido; confira no original"
CUT = "texto de OCR: o nome foi tomado até a barra “|”; o que vem depois pode ser de outra coluna"
TAIL = (
    "texto de OCR: a linha {line} (“{text}”) segue a do cargo: pode ser o fim do nome ou de outra coluna; "
    "confira o nome"
)

OPEN_END = (
    "texto de OCR: o nome termina em “{word}”: segue em outra linha, ou traz palavras de outra coluna; confira o nome"
)
ABOVE = "texto de OCR: a linha {line}, acima, pode ser o começo do nome; confira o nome"
HEAD = (
    "texto de OCR: a linha {line}, acima, foi tomada como o começo do nome (pode ser o fim de outra coluna da "
    "linha de cima); confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid as a pipe table; `doubts` gets its rows the OCR
    leaves unproven (line number → why)."""
    if "|" not in text and not re.search(r"\s[OoIlS]{1,2}\s", text):
        return lines
    spans = []
    i = floor = 0
    while i < len(lines):
        folded = lines[i].folded
        # `_NAME_LABEL`'s words as substrings, before the call: most lines of every text hold none
        found = _quadro(lines, i, floor) if "cargo" in folded or "emprego" in folded or "func" in folded else None
        if found is None:
            i += 1
            continue
        first, end, laid, why = found
        spans.append((lines[first].number, lines[end - 1].number, laid))
        doubts.update(why)
        i = floor = end
    return in_place_of(lines, spans) if spans else lines


def _quadro(lines: list[Line], i: int, floor: int):
    """(first line index, end index, the lines re-laid, the rows' doubts) of a quadro whose header's name
    label is on line `i` (its lines above from `floor` on, after the quadro before), or None."""
    folded = lines[i].folded
    if not _NAME_LABEL.search(folded):
        return None
    if not any(hint in folded for hint in _NEGROS_HINTS):
        return None  # no negros' label: no header of this class (`header_roles` asks for one)
    roles = header_roles(folded)
    if roles is None:
        return None
    first = i
    while first > floor and i - first < _MAX_HEADER_ABOVE and _header_above(lines[first - 1].folded):
        first -= 1
    if _plain(lines, first, i + 1):
        return None  # no border, every line ending in a count: the pass's (checked before any row is built)
    rows, end = _rows(lines, i + 1, len(roles))
    if len(rows) < _MIN_ROWS:
        return None
    if not _scanned(lines[first:end], rows):
        return None  # no sign of an OCR: another stage's layout
    laid = [laid_line(lines[first].number, pipe_row(["Cargo"] + [PLAIN_LABEL[r] for r in roles]))]
    why: dict[int, str] = {}
    for row in rows:
        laid.append(laid_line(row["number"], pipe_row([row["name"], *row["cells"]])))
        if row["doubts"]:
            why[row["number"]] = "; ".join(row["doubts"])
    return first, end, laid, why


#: A row's last word that is a count, read or misread ("20", "2O", "l5", "–").
_COUNT_END = re.compile(r"[0-9OoIlS–-]{1,5}")


def _plain(lines: list[Line], first: int, start: int) -> bool:
    """No "|" in the header's lines nor below, and every line from `start` to the next blank line or
    numbered item ending in a count: rows the pass reads, whatever letters they hold."""
    if any("|" in line.text for line in lines[first:start]):
        return False
    for line in lines[start:]:
        words = line.text.split()
        if not words or _ITEM.match(line.text):
            return True
        if "|" in line.text or not _COUNT_END.fullmatch(words[-1]):
            return False
    return True


def _scanned(lines: list[Line], rows: list[dict]) -> bool:
    """The OCR shows in the quadro: a "|", a count repaired, a row left out with a letter among digits ("O7")."""
    if any("|" in line.text for line in lines):
        return True
    numbers = {r["number"] for r in rows}
    ends = [line.text.split()[-1] for line in lines if line.number in numbers and line.text.split()]
    if all(_COUNT_END.fullmatch(word) for word in ends):
        return False  # rows ending in their counts: the pass reads them, a letter repaired with its note (CQ305)
    return any(_REPAIRED_MARK in d for r in rows for d in r["doubts"]) or any(
        _MISREAD.fullmatch(word) for line in lines for word in line.text.split()
    )


def header_roles(folded: str) -> list[str] | None:
    """The count roles a header line as the OCR gives it names, in order (its "|" borders off, a label cut by
    its hyphen joined to its end further on), or None when it is not this class's header."""
    words = folded.replace("|", " ").split()
    if len(words) > _MAX_HEADER_WORDS or folded.split().count("|") > 1:  # a pipe table's cells, not borders
        return None
    words = _joined_cuts(words)
    kinds = [kind for kind, _, _ in labels(" ".join(words))]
    if "name" not in kinds or any(k in _OTHER_COUNTS for k in kinds):
        return None
    counts = [k for k in kinds if k in _ROLES]
    if "total" in counts or "open" in counts:
        if "vagas" in counts and "total" not in counts:
            return None  # "Vagas" over "AC PcD Negros", or the total: nothing tells
        counts = [k for k in counts if k != "vagas"]  # "Vagas PcD": the word before a role's label
    elif counts and counts[0] == "vagas":
        counts = ["total"] + [k for k in counts[1:] if k != "vagas"]
    if len(set(counts)) != len(counts) or "negros" not in counts or not {"total", "open"} & set(counts):
        return None
    return counts


def _joined_cuts(words: list[str]) -> list[str]:
    """The words with a label cut by its hyphen ("afrodescen-") joined to the word further on that ends it
    ("dentes"), where the two make a count label."""
    out = list(words)
    for a, word in enumerate(out):
        if len(word) < 5 or not word.endswith("-"):
            continue
        for b in range(a + 1, len(out)):
            whole = word[:-1] + out[b]
            if [k for k, s, e in labels(whole) if s == 0 and e == len(whole)] not in ([], ["name"], ["ignore"]):
                out[a], out[b] = whole, ""
                break
    return [w for w in out if w]


def _header_above(folded: str) -> bool:
    """A line of the header above its name label's: a few words, a label among them, no sentence."""
    words = folded.split()
    return (
        0 < len(words) <= 10
        and not _ITEM.match(folded)
        and not folded.startswith(("quadro", "tabela", "anexo"))
        and (any(True for _ in labels(folded.replace("|", " "))) or len(folded.strip()) <= 2)
    )


def _rows(lines: list[Line], start: int, k: int) -> tuple[list[dict], int]:
    """The rows read from `start` on and the index the quadro ends at: a blank line, a numbered item, or more
    than `_MAX_GAP` lines with no row (a row's tails, a row left out). The lines after the last row are its
    only while they are short tails or rows left out. A row whose name opens with a connector ("da Família")
    is read only with its name's start right above it."""
    rows: list[dict] = []
    end = start
    gap: list[Line] = []
    at = start
    while at < len(lines) and len(gap) <= _MAX_GAP:
        line = lines[at]
        if not line.text.strip() or _ITEM.match(line.text):
            break
        row = _row(line, k)
        at += 1
        if row is None:
            gap.append(line)
            continue
        taken = bool(rows and gap and _tail_words(rows[-1], gap[0].text.strip()))
        head = bool(gap) and not (taken and len(gap) == 1) and _is_head(gap[-1].text)
        if row["low"] and not head:  # "da Família 04 00 01" with no name's start above: left out
            gap.append(line)
            continue
        if rows:
            _tails(rows[-1], gap)
        if gap:
            row["name"] = f"{gap[-1].text.strip()} {row['name']}" if head else row["name"]
            row["doubts"].append((HEAD if head else ABOVE).format(line=gap[-1].number))
        rows.append(row)
        gap = []
        end = at
    kept = next((n for n, line in enumerate(gap) if not (_is_tail(line.text) or _left_out(line.text))), len(gap))
    if rows:
        _tails(rows[-1], gap[:kept])
        end += kept
    return rows, end


def _row(line: Line, k: int) -> dict | None:
    """A row of `k` count cells: its name, cells (repaired), line number and doubts; None when the line holds
    no such row, or one the text cannot give whole."""
    found = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(line.text)]
    for j in range(1, len(found) + 1):
        if j < len(found) and not _STOP.fullmatch(found[j][0]):
            continue
        cells = _cells(found, j, k)
        if cells is None:
            continue
        values, begin, flags = cells
        name = [t for t, _, _ in found[:begin]]
        while name and name[0] == "|":
            name.pop(0)  # the quadro's left border
        if "|" in name:
            name = name[: name.index("|")]
            flags.append(CUT)
        low = len(name) > 1 and fold(name[0]) in _OPENERS and _FIRST_WORD.fullmatch(name[1]) is not None
        if (
            not name
            or not (low or _FIRST_WORD.fullmatch(name[0]))
            or not all(_NAME_WORD.fullmatch(w) for w in name[1:])
        ):
            return None
        if fold(name[-1]) in CONNECTORS:
            flags.append(OPEN_END.format(word=name[-1]))
        return {"number": line.number, "name": " ".join(name), "cells": values, "doubts": flags, "low": low}
    return None


def _cells(found: list[tuple[str, int, int]], j: int, k: int) -> tuple[list[str], int, list[str]] | None:
    """The `k` count cells right before token `j` (borders "|" alone passed over), as the table pass reads
    them, the index of the first, and the doubts they leave; None when they are not all cells or a "|" is
    glued to one (a border or a 1: nothing tells)."""
    values: list[str] = []
    repaired: list[tuple[str, str]] = []
    border = False
    at = j - 1
    while at >= 1 and len(values) < k and j - at <= 2 * k:
        token, start, end = found[at]
        if token == "|":
            if border:
                return None  # a border between every cell: a pipe table's, or a 1 nothing tells
            border = True
            at -= 1
            continue
        cell = _cell(token)
        if cell is None or _glued(found, at):
            return None
        if cell != token and _DIGITS.fullmatch(cell):
            repaired.append((token, cell))
        values.append(cell)
        at -= 1
    if len(values) < k:
        return None
    flags = []
    if repaired:
        said = ", ".join(f"“{token}” lida como {cell}" for token, cell in reversed(repaired))
        flags.append(REPAIRED.format(which="célula" if len(repaired) == 1 else "células", said=said))
    if border:
        flags.append(BORDER)
    return values[::-1], at + 1, flags


def _cell(token: str) -> str | None:
    """A count cell as the table pass reads it ("06", "-", "CR", a letter read for a digit repaired), or None."""
    if _DIGITS.fullmatch(token):
        return token
    if _DASH.fullmatch(token):
        return "-"
    if _CADASTRO.fullmatch(token):
        return "CR"
    if _CONFUSED.fullmatch(token):
        return token.translate(_REPAIR)
    return None


def _glued(found: list[tuple[str, int, int]], at: int) -> bool:
    """A "|" touches the token at `at`."""
    before = at > 0 and found[at - 1][0] == "|" and found[at - 1][2] == found[at][1]
    after = at + 1 < len(found) and found[at + 1][0] == "|" and found[at + 1][1] == found[at][2]
    return before or after


def _left_out(text: str) -> bool:
    """A row left out after the last one read: a name's words, then a cell's or an hours' or a pay's figure."""
    words = text.split()
    return bool(words) and _FIRST_WORD.fullmatch(words[0]) is not None and any(_STOP.fullmatch(w) for w in words)


def _is_tail(text: str) -> bool:
    """A short line that may be the tail of a row's wrapped cells (no legend, no sentence)."""
    words = text.split()
    return 0 < len(words) <= _MAX_TAIL_WORDS and "=" not in text and not text.rstrip().endswith((":", "."))


def _tails(row: dict, gap: list[Line]) -> None:
    """The lines after `row` before the next one: its name's tail or another column's, or a row left out. The
    first is joined to the name where `_tail_words` says; the row stays uncertain either way."""
    if not gap:
        return
    tail = gap[0].text.strip()
    joined = _tail_words(row, tail)
    if joined:
        row["name"] = f"{row['name']} {joined}"
    short = tail if len(tail) <= 40 else tail[:40] + "…"
    row["doubts"].append(TAIL.format(line=gap[0].number, text=short))


def _tail_words(row: dict, tail: str) -> str:
    """The words of the line after a row its name takes: where the name cannot end as it is or the line opens
    with a bracket, and the line holds no digit."""
    last = fold(row["name"].split()[-1])
    if re.search(r"\d", tail) or not (last in CONNECTORS or tail.startswith("(")):
        return ""
    return _name_tail(tail.split())


def _is_head(text: str) -> bool:
    """The line right above a row (after another row's, or the header) reads as its name's start: capitalised
    words, connectors between, no digit ("Operador de Máquinas" over "Pesadas 03 00 01"), never a group's
    heading in capitals. Where it is the tail of a column of the row above, the name keeps a word too many,
    never loses its own."""
    words = text.split()
    return (
        0 < len(words) <= _MAX_TAIL_WORDS
        and not re.search(r"\d", text)
        and any(c.islower() for c in text)
        and all(_FIRST_WORD.fullmatch(w.strip("()")) or fold(w) in CONNECTORS for w in words)
        and _FIRST_WORD.fullmatch(words[0].strip("(")) is not None
    )


def _name_tail(words: list[str]) -> str:
    """The words a name's tail takes from the start of a tail line: a bracket to its end ("(Leiturista)"), or
    capitalised words with the connectors between them ("Veículos Leves", not the requisitos' "categoria D"
    after them)."""
    if words[0].startswith("("):
        end = next((n for n, w in enumerate(words) if w.endswith(")")), None)
        ok = end is not None and all(_NAME_WORD.fullmatch(w) for w in words[: end + 1])
        return " ".join(words[: end + 1]) if ok else ""
    taken = 0
    for n, word in enumerate(words):
        if _FIRST_WORD.fullmatch(word) and not (len(word) <= 2 and word.isupper()):
            taken = n + 1
        elif fold(word) not in CONNECTORS:
            break
    return " ".join(words[:taken])
