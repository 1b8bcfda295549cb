"""Text as it comes out of a PDF: normalisation, numbered lines, number words, page furniture.

Everything here is linear in the size of the input: regexes have no nested unbounded quantifiers,
and lines are cut to `MAX_LINE` characters before any pattern with repetition looks at them.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from cotacheck.linter.read.merged_cells import spread

#: Longest line the extractors scan (a 1 MB single line is cut, not scanned whole).
MAX_LINE = 2000
#: Omissions listed one by one at most (a text of 10 000 over-long lines gets a count beyond this).
MAX_OMISSIONS_LISTED = 20

_OTHER_SPACES = "\t\u00a0\u2000-\u200b\u202f\u205f\u3000"  # tabs, no-break and typographic spaces
_SPACES = re.compile(f"[ {_OTHER_SPACES}]+")
_OTHER_SPACE = re.compile(f"[{_OTHER_SPACES}]")


_DASHES = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "–", "\u2013": "–", "\u2014": "—", "\u2212": "-"})
#: The dashes `_DASHES` changes, each replaced where present: `translate` looks every character of the text
#: up in the table, which cost more than the rest of the normalisation.
_DASH_CHANGES = {chr(code): dash for code, dash in _DASHES.items() if chr(code) != dash}


def unify_dashes(text: str) -> str:
    """`text.translate(_DASHES)`, the same text."""
    for dash, unified in _DASH_CHANGES.items():
        if dash in text:
            text = text.replace(dash, unified)
    return text


def _strip_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Accented Latin letters map to one base letter each, so folding keeps offsets (and is fast).
_ACCENTS = {
    code: _strip_marks(chr(code))
    for code in range(0xC0, 0x250)
    if len(_strip_marks(chr(code))) == 1 and _strip_marks(chr(code)) != chr(code)
}


_ACCENTED = {chr(code): letter for code, letter in _ACCENTS.items()}
_NOT_ASCII = re.compile(r"[^\x00-\x7f]+")


@functools.lru_cache(maxsize=512)
def _fold_run(run: str) -> str:
    """A run of characters outside ASCII folded: each accented Latin letter to its base letter, and what
    is left decomposed without its marks. Decomposition and marks never reach across an ASCII
    character (a starter of its own), so folding run by run is folding the whole text; the runs of a
    text are few and repeated ("ç", "ã", "º", "–"), hence the cache."""
    folded = "".join([_ACCENTED.get(c, c) for c in run])
    return folded if folded.isascii() else _strip_marks(folded)


def _unaccent(m: re.Match) -> str:
    return _fold_run(m.group())


#: The accented letters of Portuguese (and a few more), each replaced where present before any run is
#: looked up: a call a run cost more than the rest of folding a line. Folding is the same character by
#: character (a letter's marks never reach past it), so replacing some first folds the text alike.
_COMMON_ACCENTED = tuple((c, _ACCENTED[c]) for c in "áàâãäéèêëíìîïóòôõöúùûüçñ")
#: Characters outside ASCII that fold to themselves and fill editais ("Nº", "–", "“…”"): a text left
#: with only these is folded (each checked here, whatever the Unicode database).
_KEPT = "".join(c for c in "ºª–—“”‘’•°§²³¹½" if _fold_run(c) == c)
_NOT_KEPT = re.compile(rf"[^\x00-\x7f{_KEPT}]")


@functools.lru_cache(maxsize=1024)
def fold(text: str) -> str:
    """Lower case without accents, for matching: "Ampla Concorrência" → "ampla concorrencia".

    The common accented letters are replaced first (`_COMMON_ACCENTED`); only the runs of letters outside
    ASCII left after them are looked up (a table row is mostly ASCII: mapping every
    character through a table cost more than the rest of the row's reading; a whole text's characters
    one by one cost more than all its lines). The last strings folded are kept: a row's text and name
    are folded again by each step that reads them."""
    lowered = text.lower()
    if lowered.isascii():
        return lowered
    for accented, letter in _COMMON_ACCENTED:
        if accented in lowered:
            lowered = lowered.replace(accented, letter)
    if lowered.isascii() or not _NOT_KEPT.search(lowered):
        return lowered
    return _NOT_ASCII.sub(_unaccent, lowered)


#: The characters that may be a digit outside ASCII: all but the Latin letters U+00C0–U+024F, none a digit
#: ("²", "¹" and "³" are below them), which fill Portuguese lines.
_MAYBE_DIGIT = re.compile("[\x80-\xbf\u0250-\U0010ffff]")


def has_digit(text: str) -> bool:
    """`any(map(str.isdigit, text))` ("²" and "①" too), told by ten substring tests and, outside ASCII, by
    the few characters that may be digits: asked of every line by the stages that look for a header, the
    character-by-character test cost twice as much."""
    if "0" in text or "1" in text or "2" in text or "3" in text or "4" in text:
        return True
    if "5" in text or "6" in text or "7" in text or "8" in text or "9" in text:
        return True
    if text.isascii():
        return False
    for m in _MAYBE_DIGIT.finditer(text):
        if m.group().isdigit():
            return True
    return False


_DECIMAL = re.compile(r"\d")


def has_decimal(text: str) -> bool:
    """`re.search(r"\\d", text)`: a decimal digit, by ten substring tests where the text is ASCII (a folded line
    mostly is), the engine's `\\d` looking every character up in the Unicode database only where it is not."""
    if "0" in text or "1" in text or "2" in text or "3" in text or "4" in text:
        return True
    if "5" in text or "6" in text or "7" in text or "8" in text or "9" in text:
        return True
    return not text.isascii() and _DECIMAL.search(text) is not None


# --- number words ----------------------------------------------------------------------------------

NUMBER_WORDS = {
    "zero": 0,
    "um": 1,
    "uma": 1,
    "dois": 2,
    "duas": 2,
    "tres": 3,
    "quatro": 4,
    "cinco": 5,
    "seis": 6,
    "sete": 7,
    "oito": 8,
    "nove": 9,
    "dez": 10,
    "onze": 11,
    "doze": 12,
    "treze": 13,
    "quatorze": 14,
    "catorze": 14,
    "quinze": 15,
    "dezesseis": 16,
    "dezasseis": 16,
    "dezessete": 17,
    "dezoito": 18,
    "dezenove": 19,
    "vinte": 20,
    "trinta": 30,
    "quarenta": 40,
    "cinquenta": 50,
    "cinqüenta": 50,
    "sessenta": 60,
    "setenta": 70,
    "oitenta": 80,
    "noventa": 90,
    "cem": 100,
    "cento": 100,
    "duzentos": 200,
    "duzentas": 200,
    "trezentos": 300,
    "trezentas": 300,
    "quatrocentos": 400,
    "quatrocentas": 400,
    "quinhentos": 500,
    "quinhentas": 500,
    "seiscentos": 600,
    "seiscentas": 600,
    "setecentos": 700,
    "setecentas": 700,
    "oitocentos": 800,
    "oitocentas": 800,
    "novecentos": 900,
    "novecentas": 900,
}
_WORD = r"(?:" + "|".join(sorted((re.escape(w) for w in NUMBER_WORDS), key=len, reverse=True)) + r"|mil)"
# A run of number words joined by "e": "vinte e cinco", "cento e dez", "mil e duzentas".
# (the look-ahead on the words' first letters lets the engine pass over most words at once)
_WORDS_RUN = re.compile(r"\b(?=[cdmnoqstuvz])" + _WORD + r"(?:(?:\s+e\s+|\s+)" + _WORD + r"){0,6}\b")
# "10 (dez)", "2 (duas)", "1 (uma)": the digits are kept, the words in brackets dropped.
_DIGITS_THEN_WORDS = re.compile(r"(\d{1,6})\s{0,3}\((?:[a-z ]{2,80})\)")
#: The words in brackets `_DIGITS_THEN_WORDS` ends with: a pattern opening with a fixed character, which the
#: engine skips to at once (one opening with digits tries every place of the line).
_WORDS_IN_BRACKETS = re.compile(r"\([a-z ]{2,80}\)")
# Number words standing alone count only next to "vaga(s)" or "reservada(s)" ("uma comissão" is not 1).
_WORDS_BEFORE_VAGAS = re.compile(
    r"(?=\s+(?:vagas?|reservad|destinad|para\s+(?:a\s+)?ampla|de\s+ampla|a\s+pessoas|aos?\s+candidat|as?\s+candidat|às\s+pessoas))"
)


_SPACES_ANY = re.compile(r"\s+")


def words_value(words: str) -> int | None:
    """ "vinte e cinco" → 25; "mil e duzentas" → 1200; None if a word is not a number."""
    total = 0
    current = 0
    for word in _SPACES_ANY.split(words.strip()):
        if word == "e" or not word:
            continue
        if word == "mil":
            total += (current or 1) * 1000
            current = 0
        elif word in NUMBER_WORDS:
            current += NUMBER_WORDS[word]
        else:
            return None
    return total + current


def replace_number_words(folded: str) -> str:
    """In folded text, "10 (dez) vagas" → "10 vagas" and "dez vagas" → "10 vagas"."""
    if "(" in folded and _WORDS_IN_BRACKETS.search(folded):  # what `_DIGITS_THEN_WORDS` needs, found at its "("
        folded = _DIGITS_THEN_WORDS.sub(
            lambda m: m.group(1) if words_value(_inner(m.group(0))) is not None else m.group(0), folded
        )
    if not _count_word(folded):
        return folded  # every word `_WORDS_BEFORE_VAGAS` looks for holds one of these: no words to replace

    def sub(match: re.Match) -> str:
        if _WORDS_BEFORE_VAGAS.match(folded[match.end() : match.end() + 40]) is None:
            return match.group(0)  # most runs ("uma", "um") stand before no count's word: asked first
        value = words_value(match.group(0))
        return match.group(0) if value is None else str(value)

    return _WORDS_RUN.sub(sub, folded)


def _inner(text: str) -> str:
    return text[text.index("(") + 1 : text.rindex(")")]


# --- lines -----------------------------------------------------------------------------------------


@dataclass(slots=True)
class Line:
    """One line of the edital: its 1-based number, the text shown to users, and a folded form."""

    number: int
    text: str  # spaces collapsed, dashes unified, cut to MAX_LINE
    folded: str  # lower case, no accents, number words replaced by digits

    @property
    def plain(self) -> str:
        """Folded without replacing number words: same length as `text` (for cutting names out)."""
        return fold(self.text)


# Invisible characters that are not format characters (category Cf) but hide the same way: the
# combining grapheme joiner and the variation selectors.
_INVISIBLE_EXTRA = {0x034F: None, **{code: None for code in range(0xFE00, 0xFE10)}}
#: The characters outside ASCII that may be invisible: all but Latin-1's signs and letters and Latin Extended
#: (U+00A0–U+024F but the soft hyphen) and the dashes, quotes and signs of General Punctuation (U+2010–U+2027,
#: U+2030–U+205F), where no format character stands; a Portuguese line seldom holds any other.
_MAYBE_INVISIBLE = re.compile("[\x80-\x9f\xad\u0250-\u200f\u2028-\u202f\u2060-\U0010ffff]")


def drop_invisible(text: str, keep: frozenset[str] = frozenset()) -> str:
    """Remove format characters (Unicode category Cf: zero-width space and joiners, direction marks
    and overrides, word joiner, BOM, soft hyphen...). Copied from PDFs and web pages, they sit inside
    numbers and words ("2\u200b5", "2\u200e5") and would split them; they never carry meaning in an
    edital, so they are removed outright (not made spaces), and lines keep their numbers.

    Only the characters present are looked up, so ASCII text costs one check, and a text with none but the
    characters that are never invisible (`_MAYBE_INVISIBLE`) one search.
    """
    return _dropped(text, keep, None)[0]


def _dropped(text: str, keep: frozenset[str], chars: set[str] | None) -> tuple[str, dict[int, None]]:
    """`drop_invisible`'s text and the characters it took out (a `translate` table); `chars`, the text's
    characters outside ASCII when they are known (`split_lines` takes them once for every test of the whole
    text; no invisible character is ASCII)."""
    if text.isascii():
        return text, {}
    if chars is None:
        if not _MAYBE_INVISIBLE.search(text):
            return text, {}
        chars = set(text)
    elif not any(_MAYBE_INVISIBLE.match(c) for c in chars):
        return text, {}
    table = {ord(c): None for c in chars - keep if ord(c) in _INVISIBLE_EXTRA or unicodedata.category(c) == "Cf"}
    return (text.translate(table) if table else text), table


#: Bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI) and
#: the direction marks (LRM, RLM, ALM): a viewer shows the text around them in another order
#: ("\u202e02\u202c" is seen as "20"; "1\u200f6 4 20", an RLM inside 16, as "120 4 6"), so a line
#: holding one is read in its stored order but none of its figures is confirmed (`Lines.bidi`).
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_BIDI_TABLE = {ord(c): None for c in BIDI_CONTROLS}
#: Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko..., their presentation forms and
#: the historic scripts of the same planes), by block rather than by the Unicode database, so that
#: CPython and Pyodide, whose databases differ in version, find the same lines: digits beside one are
#: shown in another order, as beside an RLM.
_RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff]")
#: A bidirectional control or a right-to-left letter: one search of the whole text (a set's `isdisjoint` looks
#: every character up, and cost more than the rest of the text's normalisation).
_DIRECTED = re.compile("[" + "".join(sorted(BIDI_CONTROLS)) + _RIGHT_TO_LEFT.pattern[1:])


# A PDF font that maps "ª" and "º" to the curly quotes: "a 3“ vaga" (3ª), "EDITAL N” 61" (Nº), "Decreto n”.
# 7.232" (nº.). An opening quote glued after a digit and followed by a space or a stop opens no quotation,
# and a lone "N" before ” and a number is the abbreviation of "número": both are put back.
# (Each pattern starts with its quote, so that the search skips ahead to quotes.)
_ORDINAL_QUOTE = re.compile(r"“(?<=\d“)(?=[\s,.;:)]|$)", re.MULTILINE)
_NUMERO_QUOTE = re.compile(r"”(?<=[Nn]”)(?<![\w“\"'][Nn]”)(?=\.?\s?\d)")


def repair_quote_mojibake(text: str) -> str:
    """ "3“ vaga" → "3ª vaga", "N” 61" → "Nº 61" (see `_ORDINAL_QUOTE`); other quotes stay as they are."""
    if "“" in text:
        text = _ORDINAL_QUOTE.sub("ª", text)
    if "”" in text:
        text = _NUMERO_QUOTE.sub("º", text)
    return text


#: The zeros of the digit sets Unicode added after 14.0 (Kawi, Nag Mundari in 15.0; Garay, Myanmar Extended-C,
#: Sunuwar, Gurung Khema, Kirat Rai, outlined digits, Ol Onal in 16.0). CPython 3.11 has Unicode 14 and sees
#: them as unassigned; Pyodide's Python has a later Unicode, where `\d` and `int()` read them. Both engines
#: replace them with U+FFFD, so both read the same digits (ASCII and the sets both know) and give the same
#: answer. tests/linter/test_hostile_inputs_pyodide.py fails when a newer Pyodide knows a set not listed here.
NEWER_DIGIT_ZEROS = (0x10D40, 0x116D0, 0x116DA, 0x11BF0, 0x11F50, 0x16130, 0x16D70, 0x1CCF0, 0x1E4F0, 0x1E5F1)
_NEWER_DIGITS = re.compile("[" + "".join(f"{chr(z)}-{chr(z + 9)}" for z in NEWER_DIGIT_ZEROS) + "]")
#: The span of those sets: one range, searched first (a text has none of them; ten ranges cost more to test).
_NEWER_DIGITS_SPAN = re.compile(f"[{chr(min(NEWER_DIGIT_ZEROS))}-{chr(max(NEWER_DIGIT_ZEROS) + 9)}]")


#: The typographic ligatures a PDF's font draws and its text layer keeps as one character ("Deﬁciência",
#: "Oﬁcial", "Aﬂuente": pypdf gives them as the font maps them), spelt out as the letters they join.
_LIGATURES = {code: unicodedata.normalize("NFKC", chr(code)) for code in range(0xFB00, 0xFB07)}
_LIGATURE_SPAN = re.compile("[\ufb00-\ufb06]")
#: Either span, searched first: a text has neither.
_RARE_SPAN = re.compile(_LIGATURE_SPAN.pattern[:-1] + _NEWER_DIGITS_SPAN.pattern[1:])


def normalise(text: str, keep: frozenset[str] = frozenset(), chars: set[str] | None = None) -> str:
    """Invisible characters dropped (but those in `keep`), line breaks unified, NFC, dashes unified, the
    digits of sets newer than Unicode 14 made U+FFFD (not read as digits by either engine), ligatures
    spelt out, the quotes a PDF font printed for "ª" and "º" put back (`repair_quote_mojibake`). `chars`: the
    text's characters outside ASCII when known, looked up instead of searching the text for the rare ones."""
    text, dropped = _dropped(text, keep, chars)
    if chars is None:
        rare = not text.isascii() and _RARE_SPAN.search(text) is not None
    else:
        rare = any(_RARE_SPAN.match(c) and ord(c) not in dropped for c in chars)
    if rare:  # one search rules both out in nearly every text
        if _NEWER_DIGITS_SPAN.search(text):
            text = _NEWER_DIGITS.sub("\ufffd", text)
        if _LIGATURE_SPAN.search(text):
            text = text.translate(_LIGATURES)
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").replace("\x00", "")
    text = unicodedata.normalize("NFC", text)
    return repair_quote_mojibake(unify_dashes(text))


# --- what was not read ---------------------------------------------------------------------------------

_OMITTED_PAGES = re.compile(r"^\[cotacheck: páginas (\d+) a (\d+) não lidas; o limite é de (\d+) páginas\]$")


def omitted_pages_line(first: int, last: int, limit: int) -> str:
    """The line a reader appends when it stops at a page limit; `split_lines` reports it."""
    return f"[cotacheck: páginas {first} a {last} não lidas; o limite é de {limit} páginas]"


_UNREAD_PAGE = re.compile(r"^\[cotacheck: página (\d+) não lida: ([^\]]{1,120})\]$")


def unread_page_line(page: int, reason: str) -> str:
    """The line a reader puts in place of a page it could not read; `split_lines` reports it."""
    return f"[cotacheck: página {page} não lida: {reason}]"


def unread_reasons(lines: list[str]) -> str:
    """ "página 3: conteúdo ilegível; página 7: ..." from `unread_page_line` lines."""
    found = [m for m in (_UNREAD_PAGE.match(line) for line in lines) if m]
    listed = "; ".join(f"página {m.group(1)}: {m.group(2)}" for m in found[:5])
    return listed + (f"; e outras {len(found) - 5} páginas" if len(found) > 5 else "")


_READING_NOTE = re.compile(r"^\[cotacheck: aviso(?: na linha (\d{1,9}))?: ([^\]]{1,400})\]$")


def reading_note_line(what: str, line: int | None = None) -> str:
    """A line a reader adds to say how it read the file (`what`, in Portuguese, about `line` if given);
    `split_lines` reports it."""
    return f"[cotacheck: aviso{f' na linha {line}' if line else ''}: {what}]"


class Lines(list):
    """`split_lines`' result: the lines, plus `omitted`, what was left out or only read in parts, and
    `bidi`, the numbers of the lines that held bidirectional controls."""

    omitted: list[dict]
    bidi: list[int]
    bidi_cells: dict[int, str]  # a line of `bidi` → its first cell with a control or right-to-left letter


def _bidi_lines(raw_lines: list[str]) -> tuple[list[int], dict[int, str]]:
    """The numbers of the lines holding a bidirectional control or a right-to-left letter, and the
    first cell of each that holds one (the control spelled out: "1⟨U+200F⟩6"); the controls are
    removed in place."""
    found, cells = [], {}
    for index, raw in enumerate(raw_lines):
        if raw.isascii() or not _DIRECTED.search(raw):
            continue
        cells[index + 1] = _bidi_cell(raw)
        raw_lines[index] = raw.translate(_BIDI_TABLE)
        found.append(index + 1)
    return found, cells


def _bidi_cell(raw: str) -> str:
    """The first word of a line that holds a bidirectional control or a right-to-left letter, a word
    with a digit first ("1\u200f6" before a name written in Hebrew), its controls made visible."""
    words = [w for w in raw[:MAX_LINE].split() if not BIDI_CONTROLS.isdisjoint(w) or _RIGHT_TO_LEFT.search(w)]
    word = next((w for w in words if any(c.isdigit() for c in w)), words[0] if words else "")
    shown = "".join(f"⟨U+{ord(c):04X}⟩" if c in BIDI_CONTROLS else c for c in word[:40])
    return shown


def _note(lines: Lines, number: int, cut: str) -> None:
    """Record a reader's line ("[cotacheck: ...]") as an omission or a note."""
    if pages := _OMITTED_PAGES.match(cut):
        first, last, limit = (int(g) for g in pages.groups())
        lines.omitted.append({"kind": "pages", "line": number, "first_page": first, "last_page": last, "limit": limit})
    elif page := _UNREAD_PAGE.match(cut):
        lines.omitted.append(
            {"kind": "page_unread", "line": number, "page": int(page.group(1)), "reason": page.group(2)}
        )
    elif note := _READING_NOTE.match(cut):
        lines.omitted.append({"kind": "note", "line": int(note.group(1) or number), "what": note.group(2)})


_COUNT_FIELD = re.compile(r"\d{1,5}")


def empty_tab_cells(raw: str) -> str:
    """A row copied from a web page's table, its cells parted by tabs, with a cell left empty
    ("Cuidador Escolar\tMédio\t3\t\t1\t4"): each empty cell between two others made "-", as the page
    shows it, so that the row keeps its cells in their columns once spaces are collapsed. Only in a line
    of three cells or more with a count among them; an empty cell at the line's end is a trailing tab."""
    fields = spread(raw.split("\t"))  # "5 1 1" and two empty cells: three cells a converter merged
    if len(fields) < 3 or not any(_COUNT_FIELD.fullmatch(f.strip()) for f in fields):
        return "\t".join(fields)
    last = max(n for n, f in enumerate(fields) if f.strip())
    return "\t".join("-" if 0 < n < last and not f.strip() else f for n, f in enumerate(fields))


def split_lines(text: str) -> Lines:
    lines = Lines()
    lines.omitted = []
    long_lines = []
    # (the text's characters outside ASCII taken once, each looked up: a search of the whole text for each class
    # (the controls, the invisible, the rare) cost more; every character of those classes is outside ASCII)
    chars = None if text.isascii() else {c for c in set(text) if c > "\x7f"}
    directed = chars is not None and any(_DIRECTED.match(c) for c in chars)
    normalised = normalise(text, BIDI_CONTROLS if directed else frozenset(), chars)
    other_spaces = _OTHER_SPACE.search(normalised) is not None  # a tab or a typographic space: in few texts
    raw_lines = normalised.split("\n")
    del normalised
    lines.bidi, lines.bidi_cells = _bidi_lines(raw_lines) if directed else ([], {})
    if lines.bidi:
        listed = lines.bidi[:MAX_OMISSIONS_LISTED]
        lines.omitted.append({"kind": "bidi", "line": lines.bidi[0], "lines": listed})
        lines.omitted[-1]["cells"] = [{"line": n, "cell": lines.bidi_cells[n]} for n in listed if lines.bidi_cells[n]]
        lines.omitted[-1]["count"] = len(lines.bidi)
    for number, raw in enumerate(raw_lines, 1):
        if "\t\t" in raw:
            raw = empty_tab_cells(raw)
        if len(raw) <= MAX_LINE:
            # whether `_SPACES.sub` would change the line: two spaces in a row, or a space other than " "
            # (looked for only in a text that holds one)
            uneven = "  " in raw or (other_spaces and _OTHER_SPACE.search(raw) is not None)
            cut = (_SPACES.sub(" ", raw) if uneven else raw).strip()  # the line itself if even
            lettered = cut[:1].isalpha() or _ALPHA.search(cut)  # most lines open with a letter
            lines.append(Line(number, cut, _words(fold(cut)) if lettered else cut))
            if cut.startswith("[cotacheck: "):
                _note(lines, number, cut)
            continue
        long_lines.append((number, len(raw)))
        # An over-long line (a PDF without line breaks, or an attack) is scanned in pieces cut at
        # spaces, all carrying the same line number, so no pattern ever sees more than MAX_LINE.
        start = 0
        while start < len(raw):
            end = min(len(raw), start + MAX_LINE)
            if end < len(raw):
                space = raw.rfind(" ", start + MAX_LINE // 2, end)
                end = space + 1 if space != -1 else end
            cut = _SPACES.sub(" ", raw[start:end]).strip()
            if cut:
                lines.append(Line(number, cut, _words(fold(cut))))
            start = end
    if long_lines:
        lines.omitted.append(
            {
                "kind": "long_lines",
                "count": len(long_lines),
                "limit": MAX_LINE,
                "lines": [{"line": n, "chars": size} for n, size in long_lines[:MAX_OMISSIONS_LISTED]],
                "line": long_lines[0][0],
            }
        )
    return lines


_ALPHA = re.compile(r"[^\W\d_]")
_MAYBE_WORDS = re.compile(r"\(|\b(?:[a-z]{2,12})\s+(?:vaga|reservad|destinad|para|de|a|as|aos|às)")


# Number words are counts only before one of these words (`_WORDS_BEFORE_VAGAS`): a line with none
# of them and no bracket has nothing to replace (most rows of a table).
def _count_word(folded: str) -> bool:
    """Whether one of these words is in `folded`, a substring test a word: tried on most lines, C's search
    for a fixed string is faster than one pattern of the words trying each at every place of the line."""
    return (
        "vaga" in folded
        or "reservad" in folded
        or "destinad" in folded
        or "ampla" in folded
        or "pessoas" in folded
        or "candidat" in folded
    )


def _words(folded: str) -> str:
    if "(" in folded or (_count_word(folded) and _MAYBE_WORDS.search(folded)):
        return replace_number_words(folded)
    return folded


def laid_line(number: int, text: str) -> Line:
    """A line a stage writes in place of the edital's own (a re-laid header or row): folded, its number
    words read, as `split_lines` makes every line."""
    return Line(number, text, _words(fold(text)))


def pipe_row(cells) -> str:
    """A row in the flat form the stages re-lay other tables into (a Markdown pipe table's line)."""
    return "| " + " | ".join(cells) + " |"


def rewritten(lines: list[Line], changed: dict[int, str | None]) -> list[Line]:
    """`lines` (the same list) with each line whose number `changed` holds written as its new text, or left
    out where that is None."""
    if changed:
        lines[:] = [
            line if line.number not in changed else laid_line(line.number, changed[line.number])
            for line in lines
            if changed.get(line.number, "") is not None
        ]
    return lines


def in_place_of(lines: list[Line], spans: list[tuple[int, int, list[Line]]]) -> list[Line]:
    """`lines` (the same list) with each span (first, last line number, its re-laid lines), in order and
    apart, replaced by its re-laid lines."""
    laid: list[Line] = []
    for line in lines:
        while spans and line.number > spans[0][1]:
            spans.pop(0)
        if not spans or line.number < spans[0][0]:
            laid.append(line)
        elif line.number == spans[0][0]:
            laid += spans[0][2]
    lines[:] = laid
    return lines


# --- page headers and footers ------------------------------------------------------------------------

_PAGE_NUMBER = re.compile(
    r"^(?:-\s?\d{1,4}\s?-|p[aá]g(?:ina|\.)?\s?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4})?|\d{1,4}\s?/\s?\d{1,4}|\d{1,4}\s(?:de)\s\d{1,4})$"
)
# ("p(?<=\bp)" is "\bp", opening with the letter so that the engine skips to it: tried on every line;
# the count may run into the running head as pypdf glues a footer: "Página 1 de 3Avança SP"; a stamp "/ pg. 21")
_PAGE_IN_LINE = re.compile(r"p(?<=\bp)(?:[aá]g(?:ina|\.)\s?\d{1,4}(?:\s?(?:de|/)\s?\d{1,4}(?!\d)|\s?$)|g\.\s?\d{1,4}$)")
_SITE_PAGE = re.compile(r"^(?:(?:https?://|www\.)\S+\s\d{1,4}|\d{1,4}\s(?:https?://|www\.)\S+)$")  # "www.x.br 7"
# (the look-ahead on the words' first letters lets the engine pass over most words at once)
_FURNITURE_WORDS = re.compile(
    r"\b(?=[@acdefghipqstvw])(?:edital|governo|estado d[eo]|prefeitura|secretaria|concurso publico|processo seletivo|tribunal|"
    r"assembleia|camara|instituto|fundacao|cebraspe|fgv|vunesp|fcc|ibfc|iades|idecan|quadrix|cesgranrio|"
    r"consulplan|aocp|www|http|@|diario oficial|continua[cç]ao|poder (?:executivo|legislativo|judiciario))"
)
_DIGITS = re.compile(r"\d+")
_TRAILING_COUNTS = re.compile(r"(?:\s(?:\d{1,6}|-|–|—|cr)){2,}$")
_COUNT_AT_END = re.compile(r"(?:\d|-|–|—|cr)$")  # how `_TRAILING_COUNTS` ends: tried on the last characters first


def _furniture_candidate(folded: str) -> bool:
    return 8 <= len(folded) <= 200 and bool(_FURNITURE_WORDS.search(folded)) and not _counts_at_end(folded)


def _counts_at_end(folded: str) -> bool:
    """A row's counts end the line: no header or footer."""
    return bool(_COUNT_AT_END.search(folded, len(folded) - 3) and _TRAILING_COUNTS.search(folded))


def _repeated_forms(lines: list[Line]) -> tuple[Counter, dict[int, str]]:
    """How many lines share each digit-masked form that a header or footer could have ("página # de
    #"), counting only the forms of lines that could be furniture (a count of every line's form would
    hold a copy of the whole text); and the form of each such line, by its index (tried once a line).

    Only the lines holding one of `_FURNITURE_WORDS` are masked: two lines of one form have the same
    characters but for their digits, digits where the other has digits, so the same words between the
    same boundaries; a line without those words has no candidate's form."""
    worded = [
        i for i, line in enumerate(lines) if 8 <= len(line.folded) <= 200 and _FURNITURE_WORDS.search(line.folded)
    ]
    # (`_furniture_candidate`, its length and words already asked above)
    candidates = {i: _DIGITS.sub("#", lines[i].folded) for i in worded if not _counts_at_end(lines[i].folded)}
    wanted = set(candidates.values())
    masked = Counter()
    for i in worded:
        form = candidates.get(i) or _DIGITS.sub("#", lines[i].folded)
        if form in wanted:
            masked[form] += 1
    return masked, candidates


# A table of contents' entry: a numbered title (or an annex, a chapter), a dot leader, its page
# ("2. INSCRIÇÃO. ........ 5"); a name with a leader and a count ("Analista ...... 10") is a row.
_CONTENTS_ENTRY = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2})*\.?\s|[ivxl]{1,6}\s?[-–.]\s|(?:anexo|capitulo|apendice)\b).{0,200}?"
    r"(?:(?:\.\s?){4,}|…{2,})\s?\d{1,4}$"
)
_CONTENTS_TITLE = re.compile(r"^(?:sumario|indice)\.?$")
_ENDS_IN_PAGE = re.compile(r"\s(\d{1,4})$")


def _leader(folded: str) -> bool:
    """A contents entry (`_CONTENTS_ENTRY`), tried only on lines with dots or an ellipsis in a row."""
    return (".." in folded or ". ." in folded or "…" in folded) and _CONTENTS_ENTRY.match(folded) is not None


def contents(lines: list[Line]) -> set[int]:
    """Line numbers of a table of contents: entries with a dot leader anywhere, and under a "Sumário" or
    "Índice" line the entries that end in their page, pages never going back (without leaders, as a
    web copy prints them), up to the first line that is not one."""
    found = {line.number for line in lines if line.folded[-1:].isdigit() and _leader(line.folded)}
    for i, line in enumerate(lines):
        if not 6 <= len(line.folded) <= 8 or not _CONTENTS_TITLE.match(line.folded):
            continue  # "sumario", "indice.": six to eight characters
        found.add(line.number)
        page = 0
        for entry in lines[i + 1 :]:
            if not entry.folded:
                continue
            m = _ENDS_IN_PAGE.search(entry.folded)
            if entry.number in found:
                page = int(m.group(1)) if m else page
                continue
            if m is None or int(m.group(1)) < page:
                break
            page = int(m.group(1))
            found.add(entry.number)
    return found


def furniture(lines: list[Line]) -> set[int]:
    """Line numbers of page headers and footers: page numbers (after a web address too), lines repeated page
    after page; and of a table of contents (`contents`): its page numbers are no counts."""
    masked, candidates = _repeated_forms(lines)
    found = contents(lines)
    for i, line in enumerate(lines):
        f = line.folded
        if len(f) < 3:
            continue  # a page's number is three characters at least ("-2-", "1/9"), a candidate eight
        if len(f) <= 40 and _PAGE_NUMBER.match(f):
            found.add(line.number)
        elif len(f) <= 160 and (_PAGE_IN_LINE.search(f) or ("www." in f or "http" in f) and _SITE_PAGE.match(f)):
            found.add(line.number)
        elif i in candidates and masked[candidates[i]] >= 3:
            found.add(line.number)
    return found


def spliced(lines: list[Line], changes: list[tuple[int, int, list[Line]]]) -> list[Line]:
    """`lines` with each change made in place, in order: (where, how many lines it takes, the lines put there)."""
    laid: list[Line] = []
    done = 0
    for i, taken, new in changes:
        laid += lines[done:i]
        laid += new
        done = i + taken
    lines[:] = laid + lines[done:]
    return lines
