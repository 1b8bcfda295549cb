"""The edital's own abbreviations for its count columns ("N = negros; I = indígenas", "candidatos
negros (CN)", "AC – ampla concorrência"), so a header that uses them reads as the roles they name.

Only abbreviations the vocabulary does not read are taken. An abbreviation the vocabulary of `header` does not know and the edital does not explain is an
unknown column: the table cannot be confirmed (`unexplained`). Definitions are taken in three forms:
"SIGLA = meaning" (any abbreviation of 1 to 5 letters), "meaning (SIGLA)" and "SIGLA – meaning"
(2 to 5 letters, never a Roman numeral, so that list items "II – …" are not read as a legend; one letter
only beside another definition on its line, "Legenda: T – total de vagas; PcD – …"); the
abbreviation is written in capitals ("PcD" passes) and its meaning must name a count role.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import joint_legend, quoted_legend
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.decide import groups_law_cited
from cotacheck.linter.tables.header import COUNT_TOKENS, role_of_words, unmatched_words
from cotacheck.linter.tables.prose_legend import groups, quoted
from cotacheck.linter.tables.spaced import joined

#: The role's spelling that `header.header_tokens` reads back as that role.
_SPELLING = {
    "open": "ampla concorrencia",
    "pcd": "pcd",
    "negros": "negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indigenas",
    "quilombolas": "quilombolas",
    "other": "hipossuficientes",
    "crg": "cadastro de reserva",
    "total": "total",
}
#: An abbreviation a "=" defines: capitals, or a hyphenated pair of them ("CR-N"), or a word cut with a dot
#: ("Tot.").
_SIGLA = r"[A-Z][A-Za-z]{0,4}(?:-[A-Z]{1,3})?\.?"
_NEXT = rf"(?!{_SIGLA}\s?=)"  # the meaning stops where the next definition starts
_EQUALS = re.compile(rf"(?<![A-Za-z0-9-])({_SIGLA})\s?=\s?((?:{_NEXT}[^=;,.]){{3,50}})")
# (its capital first and the look-behind after it, so that the engine skips to capitals: tried on most lines with a dash)
_DASH = re.compile(r"([A-Z](?<![A-Za-z0-9][A-Z])[A-Za-z]{0,4})\s(?:–|-|—|:)\s([^=;,.–—/]{3,50})")
_PAREN = re.compile(r"([A-Za-zÀ-ú()][A-Za-zÀ-ú() ]{2,60}?)\s\(([A-Z][A-Za-z]{1,4})\)")
#: Each form of definition, whether its words come last, and what it needs: one of these characters, or for
#: `_PAREN` its end (a lazy run of up to 60 letters tried from every letter of a line cost more than the rest
#: of the legend's reading).
_FORMS = (
    (_EQUALS, False, re.compile(r"=")),
    (_DASH, False, re.compile(r"[-–—:]")),
    (_PAREN, True, re.compile(r"\s\([A-Z][A-Za-z]{1,4}\)")),
)
_MAX_LINE = 2000
_GROUP_SPELLINGS = frozenset((_SPELLING["negros"], _SPELLING["indigenas"], _SPELLING["quilombolas"]))
_WORD = re.compile(r"[A-Za-zÀ-ú]{4}")


#: A meaning that names the vacancies with no group ("VG = vagas gerais", "X = Geral", "VT = vagas
#: totais"): the total, however the edital words it.
_ALL_VACANCIES = re.compile(
    r"(?:(?:n[º°o]?\.? de |numero de |total de )?vagas? )?(?:gerais|geral|totais|globais|global)"
)


def _meaning(words: str, last: bool) -> str | None:
    if not _WORD.search(words):
        return None  # "SUL - AC": a place and its state, not a meaning
    folded = fold(words).strip()
    role = role_of_words(folded, last)
    if role is None and _ALL_VACANCIES.fullmatch(folded):
        role = "total"
    return _SPELLING.get(role) if role else None


_ROMAN = re.compile(r"[IVXL]+")


def _abbreviation(word: str, defined_by_equals: bool) -> bool:
    """Capitals (a lower-case letter inside, as in "PcD", allowed); a Roman numeral ("II – …", a list
    item) only in the "SIGLA = meaning" form."""
    if defined_by_equals and word.endswith(".") and word[:-1].isalpha():
        return True  # "Tot. = total de vagas": the dot marks a word cut short
    capitals = sum(c.isupper() for c in word)
    if capitals < min(2, len(word)) or not word[-1].isupper():
        return False
    return defined_by_equals or not _ROMAN.fullmatch(word)


def definitions(lines) -> dict[str, str]:
    """Folded abbreviation → the folded spelling of the role the edital says it stands for."""
    return _definitions(lines)[0]


def _definitions(lines) -> tuple[dict[str, str], set[int], dict[str, int], set[str], dict[str, int]]:
    """The definitions, the lines that give two or more (a legend's lines, not a cargo's), the
    abbreviations a sentence defines as a joint racial reserve (`prose_legend`), by line, those
    explained as something other than a count role ("LES - Campus Leste"), and those defined after the
    groups they join, read as the racial reserve (`joint_legend`), by line."""
    found: dict[str, str] = {}
    legend_lines: set[int] = set()
    joint_at: dict[str, int] = {}
    joint_read: dict[str, int] = {}
    described: set[str] = set()
    for line in lines:
        on_line = 0
        letters: dict[str, str] = {}  # one letter defined by a dash ("T – total de vagas"): on a legend's line only
        text = line.text
        if len(text) > _MAX_LINE or ("=" not in text and "(" not in text and " – " not in text and " - " not in text):
            continue
        for abbreviation, words in quoted(text):  # "… pessoas negras (vagas “PN”)"
            if not _abbreviation(abbreviation, True) or role_of_words(abbreviation.lower()):
                continue
            named = groups(fold(words))
            if len(named) >= 2:
                joint_at.setdefault(abbreviation.lower(), line.number)
            elif meaning := _meaning(words, True) or (named and _SPELLING[named[0]]):
                found.setdefault(abbreviation.lower(), meaning)  # "… às pessoas pretas e pardas": negros
        for pattern, last, needed in _FORMS:
            if not needed.search(text):
                continue  # without it a form's pattern would try every start of the line for nothing
            for m in pattern.finditer(text):
                abbreviation, words = (m.group(2), m.group(1)) if pattern is _PAREN else (m.group(1), m.group(2))
                if not _abbreviation(abbreviation, pattern is _EQUALS):
                    continue
                if "-" not in abbreviation and role_of_words(abbreviation.lower()):  # "CR-N" is no "CR"
                    on_line += _meaning(words, last) is not None  # a known one, defined again: still a legend
                    continue  # the vocabulary reads it already
                meaning = _meaning(words, last)
                if (meaning is None or meaning in _GROUP_SPELLINGS) and joint_legend.joint(text, m, pattern is _PAREN):
                    meaning = _SPELLING["negros"]  # "pretos, pardos e indígenas (PPI)": the racial reserve …
                    joint_read.setdefault(abbreviation.lower(), line.number)  # … its negros' part not told
                if meaning and pattern is _DASH and len(abbreviation) == 1:
                    letters.setdefault(abbreviation.lower(), meaning)
                elif meaning:
                    found.setdefault(abbreviation.lower(), meaning)
                    on_line += 1
                else:  # "LES - Campus Leste": explained, as no count role (a place, as `places` reads it)
                    described.add(abbreviation.lower())
        if letters and on_line:  # beside other definitions: a legend's, not a list item's ("A – …")
            for letter, meaning in letters.items():
                found.setdefault(letter, meaning)
            on_line += len(letters)
        if on_line >= 2:
            legend_lines.add(line.number)
    return found, legend_lines, joint_at, described, joint_read


class Legend:
    """The edital's definitions, applied to a header line's folded text."""

    def __init__(self, lines):
        self.meanings, self.lines, self.joint, self.described, self.joint_read = _definitions(lines)
        quoted_roles, self.contested = quoted_legend.definitions(lines)
        for label, role in quoted_roles.items():  # the edital's own word over the vocabulary's guess ("C.R.")
            if role != role_of_words(label) and role in _SPELLING:
                self.meanings[label] = _SPELLING[role]
        if (self.joint or self.joint_read) and groups_law_cited(lines):  # Lei 15.142: the groups together
            self.meanings.update(dict.fromkeys(self.joint, _SPELLING["negros"]))  # are the reserve
            self.joint, self.joint_read = {}, {}
        words = "|".join(sorted((re.escape(a) for a in self.meanings), key=len, reverse=True))
        self._word = re.compile(rf"(?<![a-z0-9])({words})(?![a-z0-9°º.])") if words else None
        # `_word` without the look-behind it opens with, so that the engine skips to the abbreviations' first
        # letters (a pattern opening with a look-behind is tried at every place of a line): what `_found` searches
        self._bare = re.compile(rf"(?:{words})(?![a-z0-9°º.])") if words else None
        self._unread: dict[tuple[str, str], tuple[str, ...]] = {}  # a header line → its abbreviations (`_unread_in`)

    def names_header(self, folded: str, expanded_kinds: list[str]) -> bool:
        """A line the vocabulary alone does not read is a header once expanded if it names two count
        labels, or if it is one defined abbreviation and nothing else (a header cell of its own, as a
        known label alone on its line is in a header written one cell per line)."""
        return sum(k in COUNT_TOKENS for k in expanded_kinds) >= 2 or folded.strip(" *") in self.meanings

    def amid_header(self, folded: str) -> bool:
        """A line that reads as a count cell ("CR", "X") but, amid a header's lines, is a label: the
        cadastro de reserva's group, or an abbreviation the legend defines ("X = Geral": not a zero mark)."""
        count = parse_count(folded)
        return (count is not None and count[0] == "cr") or folded.strip(" *") in self.meanings

    def unexplained(self, header_lines, places: bool = False) -> list[str]:
        """The abbreviations of a header's lines ((line, kinds) pairs) that neither the vocabulary nor the
        legend explains; of a header of `places`, those the edital explains as anything pass ("LES -
        Campus Leste"): an unexplained one may be a reserve whose cells happen to add up to the total."""
        words = [w for h, _ in header_lines for w in self._unread_in(h)]
        words += [label.upper() for label in self.contested for h, _ in header_lines if _has_label(h.folded, label)]
        words = [w for w in words if not (places and w.lower() in self.described)]
        if self.described:  # "Localidade (UN)" under "UN – Unidade Regional": the name label's note, no column
            text = " ".join(h.folded for h, _ in header_lines)
            words = [w for w in words if not (w.lower() in self.described and _name_note(w.lower(), text))]
        if self.joint_read:  # "PPI", "NI" read as the racial reserve: the table says so, never confirmed
            words += [
                JointColumn(word.upper(), at)
                for word, at in self.joint_read.items()
                if any(_has_label(h.folded, word) for h, _ in header_lines)
            ]
        return [JointColumn(w, self.joint[w.lower()]) if w.lower() in self.joint else w for w in words]

    def _unread_in(self, line) -> tuple[str, ...]:
        """`unexplained` of a header line under this legend, read once for each line's text (up to
        `_HELD_LINES` lines): a header repeated table after table, page after page, is the same words."""
        key = (line.folded, line.text)
        held = self._unread.get(key)
        if held is None:
            held = tuple(unexplained(self.expand(joined(line.folded)), line.text))
            if len(self._unread) < _HELD_LINES:
                self._unread[key] = held
        return held

    def expand(self, folded: str) -> str:
        """The line with each defined abbreviation replaced by its meaning's spelling."""
        if self._bare is None or not self._found(folded):
            return folded
        return self._word.sub(lambda m: self.meanings[m.group(1)], folded)

    def _found(self, folded: str) -> bool:
        """`self._word.search(folded)`: each place `_bare` matches, until one without a letter or digit before it."""
        m = self._bare.search(folded)
        while m is not None:
            before = folded[m.start() - 1 : m.start()]
            if not ("a" <= before <= "z" or "0" <= before <= "9"):  # (not "" <= …: the line's start passes)
                return True
            m = self._bare.search(folded, m.start() + 1)
        return False


#: Header lines whose abbreviations a legend keeps (`Legend._unread_in`).
_HELD_LINES = 256
_NAME_LABELS = tuple("cargo emprego funcao localidade lotacao municipio cidade unidade polo regiao".split())


def _name_note(word: str, folded: str) -> bool:
    """Whether `word` stands in brackets right after a name column's label ("localidade (un)")."""
    at = folded.find(f"({word})")
    return at > 0 and folded[:at].rstrip().endswith(_NAME_LABELS)


def _has_label(folded: str, label: str) -> bool:
    """The header line holds the label as a word of its own."""
    return re.search(rf"(?<![a-z0-9]){re.escape(label)}(?![a-z0-9])", folded) is not None


class JointColumn(str):
    """An abbreviation a sentence defines as a reserve for several groups together (`prose_legend`):
    a column whose part for negros the edital does not tell; `line` is where it is defined."""

    line: int

    def __new__(cls, word: str, line: int):
        column = super().__new__(cls, word)
        column.line = line
        return column


def unexplained(folded: str, text: str) -> list[str]:
    """Abbreviations of a header line (capitalised words of 1 to 4 letters in `text`) that no label
    of the vocabulary matches in its `folded` (legend-expanded) form: columns of unknown role."""
    out = []
    for word in unmatched_words(folded):
        word = word.rstrip("¹²³⁴⁵⁶⁷⁸⁹⁰")  # "LES¹": a footnote mark after the abbreviation
        if (
            len(word) <= 4
            and word.isalpha()
            and re.search(rf"(?<![A-Za-z]){re.escape(word.upper())}(?![A-Za-z])", text)
        ):
            out.append(word.upper())
    return out


#: The words a definition spells, up to the first clause mark ("cadastro de reserva, candidatos aprovados …").
_DEFINED_WORDS = re.compile(r"\s*([^=;,.–—/(]{3,50})")


def defines_label(before: str, after: str) -> bool:
    """Whether a colon stands between a count label's abbreviation and the words spelling its role ("CR: cadastro
    de reserva", "AC: ampla concorrência" on a legend's line, after a wrapped sentence's end: "… no prazo de" /
    "validade. CR: cadastro de reserva …"): a definition, whose words before the colon name no cargo."""
    words = before.split()
    spelled = _DEFINED_WORDS.match(after)
    if not words or spelled is None or not _abbreviation(words[-1], False):
        return False
    role = role_of_words(words[-1].lower())
    return role is not None and role_of_words(fold(spelled.group(1))) == role
