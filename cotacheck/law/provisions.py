"""Law texts from `seeds/*.txt` as structured provisions, for the site's law pages.

Two layouts are read:

* "lines" (the Goiás seed): one provision per line, labels glued to the text ("§ 1ºO disposto",
  "Iapós decorridos"), notes on their own line ("- Redação dada pela Lei nº 23.719…", "- Vide …").
  The wording just before a "Redação dada" line is the one in force; any other provision with the
  same label is the superseded wording ("redação anterior"), wherever it sits in the file.
* "wrapped" (the RN seed): hard-wrapped lines, a title and an ementa before the enacting clause,
  alíneas "a)", and the place, date and signatures at the end.

Every provision gets the anchor the law data cites: `art-1` (caput), `art-1-p2` (§ 2º),
`art-1-pu` (parágrafo único), `art-9-i` (inciso I of the caput), `art-2-p1-b` (alínea b of § 1º).
Superseded wordings get the same anchor with `-anterior` appended, so citations land on the text in
force. Standard library only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from cotacheck.present import ptbr

#: How each seed file is laid out (see the module docstring).
LAYOUTS = {"goias-lei-23389-2025.txt": "lines", "rn-lei-11015-2021.txt": "wrapped", "lei-15142-2025.txt": "wrapped"}

_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50}
_ARTICLE = re.compile(r"^Art\.\s*(\d+)\s*(?:º|o\b|\.)?\s*[-–—]?\s*(.*)$")
_PARAGRAPH = re.compile(r"^§\s*(\d+)\s*º?\s*[-–—]?\s*(.*)$")
_SOLE = re.compile(r"^Parágrafo\s+único\.?\s*[-–—]?\s*(.*)$", re.IGNORECASE)
_INCISO = re.compile(r"^([IVXL]+)\s*(?:[-–—]\s*)?(?=[a-zà-ÿ(])(.*)$")  # "(" for "III - (VETADO);"
_ALINEA = re.compile(r"^([a-z])\)\s*(.*)$")
_NOTE = re.compile(r"^-\s+(.*)$")
_AMENDED = re.compile(r"^Redação dada", re.IGNORECASE)
_ENACTING = re.compile(r"\bdecreta\b", re.IGNORECASE)
_EMENTA = re.compile(r"^(Dispõe|Reserva|Institui|Altera|Estabelece|Regulamenta)\b")
_CLOSING = re.compile(r"^(Palácio|Gabinete|Goiânia|Natal|Brasília)\b")


def roman(text: str) -> int:
    total = 0
    for i, char in enumerate(text):
        value = _ROMAN[char]
        total += -value if i + 1 < len(text) and _ROMAN[text[i + 1]] > value else value
    return total


@dataclass
class Provision:
    """One caput, paragraph, inciso or alínea, in one of its wordings."""

    article: int
    paragraph: int | str | None = None  # 1, 2… or "pu"; None for the caput and its incisos
    inciso: int | None = None
    alinea: str | None = None
    roman_label: str | None = None
    text: str = ""
    notes: list[str] = field(default_factory=list)
    amended: str | None = None  # "Redação dada pela Lei nº 23.719, de 1º-10-2025."
    superseded: bool = False
    suffix: str = ""  # "-anterior", "-anterior-2"… for superseded wordings

    @property
    def key(self) -> tuple:
        return (self.article, self.paragraph, self.inciso, self.alinea)

    @property
    def anchor(self) -> str:
        parts = [f"art-{self.article}"]
        if self.paragraph == "pu":
            parts.append("pu")
        elif self.paragraph is not None:
            parts.append(f"p{self.paragraph}")
        if self.inciso is not None:
            parts.append((self.roman_label or "").lower())
        if self.alinea is not None:
            parts.append(self.alinea)
        return "-".join(parts) + self.suffix

    @property
    def level(self) -> str:
        if self.alinea is not None:
            return "alinea"
        if self.inciso is not None:
            return "inciso"
        if self.paragraph is not None:
            return "paragrafo"
        return "caput"

    @property
    def label(self) -> str:
        if self.alinea is not None:
            return f"{self.alinea})"
        if self.inciso is not None:
            return f"{self.roman_label} –"
        if self.paragraph == "pu":
            return "Parágrafo único."
        if self.paragraph is not None:
            return f"§ {ptbr.ordinal(self.paragraph)}"
        return f"Art. {ptbr.ordinal(self.article)}"

    def sort_key(self) -> tuple:
        paragraph = 0 if self.paragraph is None else (1 if self.paragraph == "pu" else self.paragraph)
        return (self.article, paragraph, self.inciso or 0, self.alinea or "", self.superseded)


@dataclass
class LawText:
    """A seed law as a title, an ementa, the enacting clause, its provisions and the closing."""

    source: str
    title: str = ""
    ementa: str = ""
    enacting: str = ""
    provisions: list[Provision] = field(default_factory=list)
    closing: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # notes not attached to any provision

    @property
    def anchors(self) -> set[str]:
        return {p.anchor for p in self.provisions}

    def articles(self) -> list[tuple[int, list[Provision]]]:
        """Provisions grouped by article, in article order, each wording in force before its old one."""
        grouped: dict[int, list[Provision]] = {}
        for provision in sorted(self.provisions, key=Provision.sort_key):
            grouped.setdefault(provision.article, []).append(provision)
        return sorted(grouped.items())


class _Builder:
    def __init__(self, source: str):
        self.law = LawText(source)
        self.article: int | None = None
        self.paragraph: int | str | None = None
        self.inciso: int | None = None
        self.roman_label: str | None = None
        self.last: Provision | None = None
        self.bare_article = False  # "Art. 1." alone on its line: the next plain line is its caput

    def add(self, provision: Provision) -> Provision:
        self.law.provisions.append(provision)
        self.last = provision
        return provision

    def article_line(self, number: int, rest: str) -> None:
        self.article, self.paragraph, self.inciso = number, None, None
        if rest:
            self.add(Provision(number, text=rest))
            self.bare_article = False
        else:
            self.last = None
            self.bare_article = True

    def structural(self, line: str) -> bool:
        """Handle a line that opens a provision; False if it does not."""
        if match := _ARTICLE.match(line):
            self.article_line(int(match.group(1)), match.group(2).strip())
            return True
        if self.article is None:
            return False
        if match := _SOLE.match(line):
            self.paragraph, self.inciso = "pu", None
            self.add(Provision(self.article, "pu", text=match.group(1).strip()))
        elif match := _PARAGRAPH.match(line):
            self.paragraph, self.inciso = int(match.group(1)), None
            self.add(Provision(self.article, self.paragraph, text=match.group(2).strip()))
        elif match := _ALINEA.match(line):
            self.add(
                Provision(
                    self.article,
                    self.paragraph,
                    self.inciso,
                    match.group(1),
                    roman_label=self.roman_label,
                    text=match.group(2).strip(),
                )
            )
        elif (match := _INCISO.match(line)) and not self.bare_article:
            self.inciso, self.roman_label = roman(match.group(1)), match.group(1)
            self.add(
                Provision(
                    self.article, self.paragraph, self.inciso, roman_label=match.group(1), text=match.group(2).strip()
                )
            )
        else:
            return False
        self.bare_article = False
        return True

    def note(self, text: str) -> None:
        text = text.strip()
        target = self.last
        if target is None and self.article is not None:
            target = next((p for p in reversed(self.law.provisions) if p.article == self.article), None)
        if _AMENDED.match(text) and target is not None:
            target.amended = text
        elif target is not None:
            target.notes.append(text)
        else:
            self.law.notes.append(text)


def _join(lines: list[str]) -> str:
    return re.sub(r"\s+", " ", " ".join(lines)).strip()


def _parse_lines(text: str, source: str) -> LawText:
    b = _Builder(source)
    header: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if match := _NOTE.match(line):
            b.note(match.group(1))
            continue
        if b.structural(line):
            continue
        if b.bare_article:
            b.add(Provision(b.article, text=line))
            b.bare_article = False
        elif b.article is None:
            header.append(line)
        elif _ENACTING.search(line):
            b.law.enacting = line
            b.last = None
        elif not b.law.ementa and len(line) > 60:
            b.law.ementa = line
            b.last = None
        else:
            b.law.closing.append(line)
            b.last = None
    b.law.title = max(header, key=len) if header else source
    return _finish(b.law)


def _parse_wrapped(text: str, source: str) -> LawText:
    b = _Builder(source)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    i = 0
    title: list[str] = []
    while i < len(lines) and not _EMENTA.match(lines[i]) and not _ARTICLE.match(lines[i]):
        title.append(lines[i])
        i += 1
    ementa: list[str] = []
    while i < len(lines) and not _ENACTING.search(lines[i]) and not _ARTICLE.match(lines[i]):
        ementa.append(lines[i])
        i += 1
    enacting: list[str] = []
    while i < len(lines) and not _ARTICLE.match(lines[i]):
        enacting.append(lines[i])
        i += 1
    b.law.title = _join(title[1:] if len(title) > 1 else title)
    b.law.ementa = _join(ementa)
    b.law.enacting = _join(enacting)
    closing: list[str] = []
    for line in lines[i:]:
        if closing or _CLOSING.match(line):
            closing.append(line)
        elif match := _NOTE.match(line):
            b.note(match.group(1))
        elif not b.structural(line):
            if b.last is not None:  # a wrapped continuation line
                b.last.text = _join([b.last.text, line])
            elif b.bare_article:
                b.add(Provision(b.article, text=line))
                b.bare_article = False
    # The place and date run until the sentence ends; each following line is a signature.
    place: list[str] = []
    while closing:
        place.append(closing.pop(0))
        if place[-1].endswith("."):
            break
    b.law.closing = ([_join(place)] if place else []) + closing
    return _finish(b.law)


def _finish(law: LawText) -> LawText:
    """Mark superseded wordings: with several provisions under one label, those without a
    "Redação dada" note are the old wording (the first one stays in force if none has it)."""
    by_key: dict[tuple, list[Provision]] = {}
    for provision in law.provisions:
        by_key.setdefault(provision.key, []).append(provision)
    for same in by_key.values():
        if len(same) < 2:
            continue
        current = next((p for p in same if p.amended), same[0])
        old = [p for p in same if p is not current]
        for n, provision in enumerate(old, 1):
            provision.superseded = True
            provision.suffix = "-anterior" if n == 1 else f"-anterior-{n}"
    return law


def parse(text: str, source: str, layout: str = "lines") -> LawText:
    if layout == "lines":
        return _parse_lines(text, source)
    if layout == "wrapped":
        return _parse_wrapped(text, source)
    raise ValueError(f"unknown layout {layout!r}")


def load_seed(seeds_dir: Path, name: str) -> LawText:
    return parse((seeds_dir / name).read_text(encoding="utf-8"), name, LAYOUTS.get(name, "wrapped"))
