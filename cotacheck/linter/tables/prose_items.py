"""A cargo list written as numbered items, each a cargo's name and its figures labelled in words.

The Diário Oficial prints a concurso's vacancies as one paragraph: "1.1. Especialista em Vigilância do
Pescado: vagas: 30; reserva para pessoas com deficiência: 2; reserva para negros: 6; 1.2. Técnico …:
vagas: 12; …". Read as prose, the paragraph is one statement with many numbers and no name; read as
key-value lines it is one line. Here each item is read as what it is: a clause number, the cargo's
name before its colon, then "label: count" fields separated by ";" or "," up to the next item or a full
stop. The labels are in any order ("vagas", "total de vagas", "ampla concorrência", "reserva(das)
para/a/aos negros / pessoas pretas e pardas / pessoas com deficiência / PcD", "cadastro reserva"), the
counts in digits ("30", "30 (trinta)", "2.000") or words ("trinta").

Only a number right after a label's colon and before a separator is a count: a date, a clause number,
a law's number ("Lei nº 12.990"), a fee ("R$ 90,00") or a percentage ("20%") is never one. A label
outside the vocabulary keeps its count out of the figures and the cargo uncertain.

Two steps: `relay`, before the pass, puts each item of such a paragraph on a line of its own (numbered
as the line the item starts on; the text before the first item and after the last keeps its lines), so
a paragraph on one line or wrapped over several reads alike; `read_item` reads an item's line for the
prose reader, which makes the position (`item_position`): confirmed only when every count's role is
given by its label and the reserves fit the total (they make it with ampla concorrência), else
uncertain with the reason.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import accumulate

from cotacheck.linter.read.text import (
    _PAGE_IN_LINE,
    _PAGE_NUMBER,
    Line,
    _furniture_candidate,
    fold,
    furniture,
    laid_line,
    words_value,
)
from cotacheck.linter.tables.names import clean_name

_WHO = r"(?:(?:pessoas?|candidat[oa]s?|candidatas?)\s)?"
_GROUPS = {
    "pcd": r"(?:(?:pessoas?|candidat[oa]s?)\s(?:com|portador[ae]s?\sde)\sdeficiencia|pcd|pne|deficientes?)",
    "pretos_pardos": _WHO + r"pret[oa]s\s(?:e|ou)\spard[oa]s",
    "negros": _WHO + r"negr[oa]s",
    "indigenas": _WHO + r"indigenas",
    "quilombolas": _WHO + r"quilombolas",
}
_TO = r"(?:\s(?:para|pra|pros|pras|a|ao|aos|as|de)(?:\s(?:os|as))?)?"  # "pra": a message's "para"
_RESERVE_LEAD = (
    r"(?:(?:vagas\s)?(?:reserva|reservas|reservadas?|destinadas?)(?:\sde\svagas)?" + _TO + r"\s|vagas" + _TO + r"\s)?"
)
_NOTE = r"(?:\s?\((?:[a-z]{1,5}|\d{1,2}(?:[.,]\d{1,2})?\s?%)\))?"  # "(AC)", "(PcD)", "(20%)"
_LABELS = {
    "total": r"(?:total(?:\sgeral)?\sde\svagas|(?:numero|n\.?[º°o]?\.?|quantidade|quantitativo)\sde\svagas|"
    r"vagas(?:\stotais|\sofertadas|\soferecidas|\simediatas)?|total(?:\sgeral)?)",
    "open": r"(?:vagas\s(?:de|para|da)\s)?(?:ampla\sconcorrencia|concorrencia\sampla|ac)",
    "cr": r"(?:cadastro\s(?:de\s)?reserva|cr)",
    **{role: _RESERVE_LEAD + group for role, group in _GROUPS.items()},
}
_LABEL = re.compile("|".join(f"(?P<{role}>(?:{pattern}){_NOTE})" for role, pattern in _LABELS.items()))
_CARGO_KEY = re.compile(r"(?:cargo|emprego|funcao|cargo/especialidade|especialidade)")

# A count: digits (thousands with dots), the same in words in brackets dropped; number words; a dash (none);
# "cadastro de reserva" / "CR" (a cadastro only). It ends at a separator: ";", ",", a full stop, the text's end.
_COUNT = re.compile(
    r"(?:(?P<n>\d{1,3}(?:\.\d{3}){1,3}|\d{1,5})(?:\s\([a-z ]{2,60}\))?(?:\svagas?)?|(?P<dash>[-–—])|"
    r"(?P<cr>cadastro\s(?:de\s)?reserva|cr)|(?P<words>[a-z]{2,12}(?:\s(?:e\s)?[a-z]{2,12}){0,4}))"
    r"\s?(?P<sep>[;,]|\.(?=\s|$)|$)"
)
_FIELD = re.compile(r"\s?(?P<label>[a-z][^:;,]{0,80}?)\s?:\s?")
# An item's start: its clause number, then a name in capitals up to its colon ("1.2. Técnico …:"). The number
# is digits ("1.2.", "3)"), or a letter or a Roman numeral ("a)", "b.", "(c)", "A)", "II.", "IV)", "I –") at the
# text's start or after a separator and a space, never inside a name ("T.I. Sênior", "Nível II – Matemática");
# a count before such a number ("PcD: 1. II. Técnico") is no clause number
_ITEM = re.compile(
    r"(?<![^\s;:.])\d{1,2}(?:\.\d{1,2}){0,3}[.)]?\s(?=[A-ZÀ-Ú])(?!\(?[A-Z][.)]\s|\(?[IVXL]{1,6}(?:[.)]|\s?[–—-])\s)"
    r"|(?:^|(?<=[;:.]\s)|(?<=\n))(?:\(?[a-z]\)|[a-z]\.|\(?[A-Z]\)|\(?[IVXL]{1,6}[.)]|[IVXL]{1,6}\s?[–—-])\s(?=[A-ZÀ-Ú])"
)
_NAME = re.compile(r"[^:;]{2,150}?\s?:\s")
_NAMED = re.compile(r"(?P<name>[^;,:]{2,150}?)\s?[;,]\s?")  # "Cargo: Especialista …;": the name as a value
# A line that may hold such a field (a label, its colon, a count): the cheap test before a paragraph is parsed
_HINT = re.compile(r"(?:vagas|reserva\w*|negr[oa]s|deficiencia|pcd|concorrencia|pardas?|pardos)\s?:\s?\S")


@dataclass(slots=True)
class Field:
    label: str
    role: str | None  # None: a label outside the vocabulary
    count: int | None  # None: "cadastro de reserva"


@dataclass(slots=True)
class Item:
    start: int  # where the clause number starts in the text parsed
    end: int  # where its last field (and separator) ends
    name: str
    fields: list[Field] = field(default_factory=list)


def _count(m: re.Match) -> int | None | bool:
    """A count's value: an int, None for "cadastro de reserva", False when the words are no number."""
    if m.group("n"):
        return int(m.group("n").replace(".", ""))
    if m.group("dash"):
        return 0
    if m.group("cr"):
        return None
    value = words_value(m.group("words"))
    return False if value is None else value


#: How a label of `_LABELS` opens (its first two letters: "total", "numero", "nº", "quantidade", "vagas", "ampla",
#: "concorrencia", "ac", "cadastro", "cr", "reserva", "destinadas", "deficiente", "pessoas", "candidatos", "pcd",
#: "pne", "pretos", "negros", "indigenas", "quilombolas"; "n de vagas" too): a name ("Analista", "Técnico") opens
#: otherwise, and the pattern is not tried.
_LABEL_OPENINGS = ("to", "nu", "n.", "nº", "n°", "no", "qu", "va", "am", "co", "ac", "ca", "cr", "re", "de", "pe", "pc")
_LABEL_OPENINGS += ("pn", "pr", "ne", "in")


def _role(label: str) -> str | None:
    label = label.strip()
    if not label.startswith(_LABEL_OPENINGS) and not (label[:1] == "n" and label[1:2].isspace()):
        return None
    m = _LABEL.fullmatch(label)
    return m.lastgroup if m else None


label_role = _role  # (`bar_line`: a card's labels in the edital's own words)


def _fields(plain: str, at: int, stop: int) -> tuple[list[Field], int]:
    """The "label: count" fields from `at` up to `stop` (the next item), and where the last one ends."""
    fields: list[Field] = []
    end = at
    while at < stop:
        label = _FIELD.match(plain, at, stop)
        count = _COUNT.match(plain, label.end(), stop) if label else None
        value = _count(count) if count else False
        if value is False:
            break
        fields.append(Field(label.group("label"), _role(label.group("label")), value))
        at = end = count.end()
        if count.group("sep") == ".":
            break
    return fields, end


def _item(text: str, plain: str, start: int, name_at: int, stop: int) -> Item | None:
    """The item whose clause number starts at `start` (its name at `name_at`), if fields follow its name."""
    name = _NAME.match(plain, name_at, stop)
    if name is None:
        return None
    title = text[name_at : name.end()].replace("\n", " ").rstrip(" :")
    at = name.end()
    if _CARGO_KEY.fullmatch(fold(title)):  # "1.1. Cargo: Especialista …; vagas: 30": the name is the first value
        named = _NAMED.match(plain, at, stop)
        if named is None:
            return None
        title, at = text[at : named.end("name")].replace("\n", " "), named.end()
    if _role(fold(title)) is not None or "vagas" in fold(title):
        return None  # "1. DOS CARGOS E VAGAS:", "1.1. Vagas:": a heading or a label, not a cargo
    fields, end = _fields(plain, at, stop)
    return Item(start, end, clean_name(title), fields) if fields else None


#: Words after which a letter or a numeral is part of a cargo's name ("Professor Nível" / "II – Matemática").
_NUMBERS_A_NAME = re.compile(r"(?:nivel|classe|grau|padrao|categoria|referencia|turma|area|grupo|perfil|lote)\s$")


def items(text: str) -> list[Item]:
    """The items of labelled figures in `text` (a line, or a paragraph whose lines are joined by "\n": a
    letter or a numeral opening a line may number an item, as one after a separator does)."""
    plain = fold(text).replace("\n", " ")
    starts = [
        (m.start(), m.end())
        for m in _ITEM.finditer(text)
        if text[m.start()].isdigit() or not _NUMBERS_A_NAME.search(plain, max(0, m.start() - 12), m.start())
    ]
    found = []
    for k, (start, name_at) in enumerate(starts):
        stop = starts[k + 1][0] if k + 1 < len(starts) else len(text)
        item = _item(text, plain, start, name_at, stop)
        if item is not None:
            found.append(item)
    return found


def _is_list(found: list[Item]) -> bool:
    """A list of labelled figures: some item has two fields or more of the vocabulary's labels."""
    return any(sum(f.role is not None for f in item.fields) >= 2 for item in found)


def read_item(text: str) -> Item | None:
    """The item a line opens with (the clause number at its start), when it is one of labelled figures."""
    if ":" not in text or not _ITEM.match(text):
        return None
    return _opening_item(text)


@functools.lru_cache(maxsize=64)
def _opening_item(text: str) -> Item | None:
    """`read_item` past its cheap tests, kept for the few lines asked again (as a header, a row, prose)."""
    found = items(text)
    return found[0] if found and found[0].start == 0 and _is_list(found) else None


def item_of(line: Line) -> Item | None:
    """The item of labelled figures `line` opens with (`read_item`), tried on every line by the pass."""
    if ":" not in line.text or not _ITEM.match(line.text):
        return None
    return _opening_item(line.text)


# --- the paragraph re-laid one item a line -------------------------------------------------------------

#: The lines a paragraph's item may start above the first line with a field: a name wrapped over two lines
#: ("… 1.1. Especialista em Vigilância do" / "Pescado: vagas: 30; …"), the number alone on the line above.
_BEFORE = 2
#: The lines between two lines with fields that still join one paragraph: a field's label wrapped ("reserva
#: para pessoas com" / "deficiência: 2;") leaves one line with no field whole.
_GAP = 2


def _aside(line: Line) -> bool:
    """A line that may stand inside a paragraph without being of it: blank, or a page's furniture (a page
    number, a running head or foot: `read.text.furniture` decides which are)."""
    f = line.folded
    if ":" in f and _HINT.search(f):
        return False  # a labelled count: the paragraph's own ("1.2. Agente da Secretaria: vagas: 3;")
    return (
        not f
        or (len(f) <= 40 and _PAGE_NUMBER.match(f) is not None)
        or (len(f) <= 200 and (_PAGE_IN_LINE.search(f) is not None or _furniture_candidate(f)))
    )


#: The lines a page break may put inside a paragraph: a foot, blank lines, a running head of a few lines.
_BREAK = 8


def _joins(lines: list[Line], last: int, i: int) -> bool:
    """Whether the line `i` with a labelled count goes on with the run whose last such line is `last`."""
    between = i - last - 1
    return between <= _GAP or (between <= _GAP + _BREAK and between - sum(map(_aside, lines[last + 1 : i])) <= _GAP)


def _blocks(lines: list[Line]) -> list[tuple[int, int]]:
    """Runs of lines (first, last index) around the lines with a labelled count; lines that may be a page's
    furniture or blank (`_aside`, a page break inside the paragraph) are not counted in the gap."""
    hits = [i for i, line in enumerate(lines) if ":" in line.text and _HINT.search(line.folded)]
    blocks: list[tuple[int, int]] = []
    for i in hits:
        if blocks and _joins(lines, blocks[-1][1], i):
            blocks[-1] = (blocks[-1][0], i)
        else:
            blocks.append((max(i - _BEFORE, blocks[-1][1] + 1 if blocks else 0), i))
    return [(first, _next_line(lines, last)) for first, last in blocks]


def _next_line(lines: list[Line], last: int) -> int:
    """The index of the line after `last` that may end its paragraph (a count wrapped onto it, "dezoito."),
    past a page break's furniture and blank lines."""
    end = min(last + 1, len(lines) - 1)
    while end < min(last + _BREAK, len(lines) - 1) and _aside(lines[end]):
        end += 1
    return end


def _line_at(offsets: list[int], offset: int) -> int:
    """The index (among the joined lines) of the line that holds `offset`."""
    return bisect_right(offsets, offset) - 1


def _relaid(run: list[Line]) -> list[Line] | None:
    """The lines of `run` with their items one a line, or None when they hold no list of labelled figures
    (or each item is a line already)."""
    offsets = list(accumulate((len(x.text) + 1 for x in run[:-1]), initial=0))
    text = "\n".join(x.text for x in run)
    found = items(text)
    ends = {o + len(x.text) for o, x in zip(offsets, run)}
    if not _is_list(found) or all(
        i.start in offsets and i.end in ends and _line_at(offsets, i.start) == _line_at(offsets, i.end - 1)
        for i in found
    ):
        return None  # each item a line already
    head, tail = _line_at(offsets, found[0].start), _line_at(offsets, found[-1].end - 1)
    head_from, tail_end = offsets[head], offsets[tail] + len(run[tail].text)
    bounds = [i.start for i in found] + [found[-1].end]
    pieces = [(head_from, found[0].start), *zip(bounds, bounds[1:]), (found[-1].end, tail_end)]
    out = run[:head]
    for a, b in pieces:
        piece = text[a:b].replace("\n", " ").strip()
        if piece:
            number = run[_line_at(offsets, a + len(text[a:b]) - len(text[a:b].lstrip()))].number
            out.append(laid_line(number, piece))
    return out + run[tail + 1 :]


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every paragraph of numbered items of labelled figures re-laid one item a line (same list).
    A page's furniture printed inside the paragraph (a running head or foot, a page number: `furniture`)
    and blank lines are no part of it: they keep their own lines, among the items where they stood."""
    blocks = _blocks(lines)
    if not blocks:
        return lines
    laid: list[Line] = []
    done = 0
    skip: set[int] | None = None
    for first, last in blocks:
        run = lines[first : last + 1]
        aside = [x for x in run if _aside(x)]
        if aside:  # the page's furniture found only where the run, set apart from what may be, is a list
            held = {id(x) for x in aside}
            kept = [x for x in run if id(x) not in held]
            if kept and _is_list(items("\n".join(x.text for x in kept))):
                skip = furniture(lines) if skip is None else skip
                aside = [x for x in aside if not x.folded or x.number in skip]
                held = {id(x) for x in aside}
                run = [x for x in run if id(x) not in held]
            else:
                aside = []
        relaid = _relaid(run)
        if relaid is not None:
            laid += lines[done:first] + (sorted(relaid + aside, key=lambda x: x.number) if aside else relaid)
            done = last + 1
    if done:
        lines[:] = laid + lines[done:]
    return lines


# --- the position an item states ----------------------------------------------------------------------

_PARTS = ("open", "pcd", "pretos_pardos", "negros", "indigenas", "quilombolas")


def figures_and_doubt(item: Item) -> tuple[dict[str, int], bool, str | None]:
    """The item's figures by role, whether it is a cadastro only, and why it is not proven (None: proven)."""
    found: dict[str, int] = {}
    doubts: list[str] = []
    cr = False
    for f in item.fields:
        if f.role is None:
            doubts.append(f"o rótulo “{f.label.strip()}” não diz de que vagas é o número")
        elif f.count is None or f.role == "cr":
            cr = cr or f.role in ("total", "cr")
        elif f.role in found and found[f.role] != f.count:
            doubts.append(f"dois números para o mesmo rótulo ({found[f.role]} e {f.count})")
        else:
            found[f.role] = f.count
    parts = sum(v for k, v in found.items() if k in _PARTS)
    reserves = sum(v for k, v in found.items() if k in _PARTS and k != "open")
    if "total" not in found:
        if found:
            doubts.append("o item não dá o total de vagas: as vagas são a soma das partes")
    elif "open" in found and parts != found["total"]:
        doubts.append(f"as partes somam {parts}, não o total de {found['total']} vagas")
    elif reserves > found["total"]:
        doubts.append(f"as reservas somam {reserves}, mais que o total de {found['total']} vagas")
    return found, cr, "; ".join(doubts) or None


def item_position(reader, line: Line, item: Item) -> bool:
    """The position an item states, kept by the prose reader; False when it states none it can read (only
    reserves, no total nor ampla concorrência: the cargo's vacancies are not given)."""
    found, cr, doubt = figures_and_doubt(item)
    if not found and not cr or (found and "total" not in found and "open" not in found):
        return False
    values = {k: ("n", v) for k, v in found.items()}
    if "total" not in found and cr and not found:
        values["total"] = ("cr", 0)
    position = reader.make_position(item.name, line.number, values, "texto")
    position.lines = [line.number]
    position.reading = "prose"
    position.confidence = "uncertain" if doubt else "confirmed"
    position.doubt = doubt
    reader.keep_statement(position, found or {"cr": 0})
    return True
