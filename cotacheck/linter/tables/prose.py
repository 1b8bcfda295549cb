"""Prose vacancy statements ("VAGAS: 50 vagas, sendo 3 reservadas a pessoas com deficiência e 10
reservadas a candidatos negros"), read number by number, each number classified by the words around
it and named by the heading, the sentence or the title above it (`ProseReader`: the prose part of the
table reader's single pass over the lines)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.header import header_columns
from cotacheck.linter.tables.names import CARGO_HEADING, NOT_A_CARGO, SLICE_HEADING, clean_name

GROUP_KINDS = ("negros", "pretos_pardos", "indigenas", "quilombolas")

_PROSE_NUMBER = re.compile(r"(?<![\d.,/§ºª°])(\d{1,3}(?:\.\d{3})+|\d{1,5})(?![\d/ºª°%]|[.,]\d)")
_NOT_A_COUNT_BEFORE = re.compile(
    r"(?:art\.?|artigo|item|subitem|itens|§|n[º°o]\.?|anexo|lei|decreto|inciso|capitulo|pagina|paragrafo|portaria|edital|"
    r"resolucao|instrucao normativa|de|ate|em|dia|prazo de|r\$|cargo|codigo|classe|nivel|turma)\s?$"
)
_PERCENT_AFTER = re.compile(r"^\s?(?:%|por cento|anos?\b|dias?\b|horas?\b|h\b|meses\b|pontos?\b|questoes\b|reais\b)")
_VAGA = re.compile(r"\bvagas?\b")
_STATEMENT_START = re.compile(r"\bvagas?\b|\bcadastro de reserva\b")
# "Para o cargo de Analista de Sistemas serão oferecidas 25 vagas": the sentence names its cargo (only
# right before the offer itself, so that "para o cargo de X, nos termos da Lei…" names nothing).
_CARGO_IN_SENTENCE = re.compile(
    r"\b(?:cargo|emprego|fun[cç][aã]o)\s+(?:de\s+|:\s*)(?P<name>[^\W\d_][^\d,;:.()]{2,80}?)"
    r"(?=,?\s+(?:ser[aã]o|haver[aá]|s[aã]o|ficam|h[aá])\s+(?:oferecidas|ofertadas|disponibilizadas|\d)|\s+\d)",
    re.IGNORECASE,
)
_KEYWORDS = [
    ("pcd", re.compile(r"defici|\bpcd\b|\bpne\b")),
    ("indigenas", re.compile(r"indigena")),
    ("quilombolas", re.compile(r"quilombola")),
    ("pretos_pardos", re.compile(r"pretos? e pardos?(?! ou)|pretas? e pardas?")),
    ("negros", re.compile(r"negr[oa]s?\b|cotist|racia|afrodescend|\bppp?\b|pretos?|pardos?")),
    ("open", re.compile(r"ampla")),
    ("cr", re.compile(r"cadastro de reserva|\bcr\b")),
    ("total", re.compile(r"\bvagas?\b|\btotal\b")),
]


def classify(window: str) -> str | None:
    best = None
    for kind, pattern in _KEYWORDS:
        m = pattern.search(window)
        if m and (best is None or m.start() < best[1]):
            best = (kind, m.start())
    return best[0] if best else None


def _rightmost_label(window: str) -> str | None:
    best = None
    for kind, pattern in _KEYWORDS:
        for m in pattern.finditer(window):
            if best is None or m.start() > best[1]:
                best = (kind, m.start())
    return best[0] if best else None


_STATEMENT_NUMBERING = re.compile(
    r"^\s?(?:\d{1,3}(?:\.\d{1,3})*[.)]|\d{1,3}(?:\.\d{1,3})+|[a-z]\)|[ivxl]{1,5}\s?[-–.)])\s"
)
_TITLE = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)?([A-ZÀ-Ú][^:;.]{2,150})$")
SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s(?:D[AO]S?|DE)\s[A-ZÀ-Ú]")


def read_statement(folded: str) -> dict[str, int] | None:
    """The figures of a prose vacancy statement, by kind (total, open, pcd, negros, groups, cr)."""
    numbering = _STATEMENT_NUMBERING.match(folded)
    if numbering:  # "2.1.1 VAGAS: 12", "4. DAS VAGAS…": the item number is not a count
        folded = " " * numbering.end() + folded[numbering.end() :]
    numbers = []
    for m in _PROSE_NUMBER.finditer(folded):
        before = folded[max(0, m.start() - 24) : m.start()]
        if _NOT_A_COUNT_BEFORE.search(before) or _PERCENT_AFTER.match(folded[m.end() : m.end() + 12]):
            continue
        numbers.append(m)
    found: dict[str, int] = {}
    previous_end = 0
    for i, m in enumerate(numbers):
        before = folded[previous_end : m.start()]
        after = folded[m.end() : numbers[i + 1].start() if i + 1 < len(numbers) else min(len(folded), m.end() + 80)]
        previous_end = m.end()
        stripped = before.rstrip()
        kind = None
        if stripped.endswith((":", "=")):
            kind = _rightmost_label(stripped[-60:])
        following = classify(after[:80])
        if kind is None or (kind == "total" and following not in (None, "total") and classify(after[:30]) == following):
            kind = following  # "VAGAS: 12 para ampla concorrência": the words after the number are more specific
        if kind is None or kind == "cr" or kind in found:
            continue
        found[kind] = int(m.group(1).replace(".", ""))
    if "cr" not in found and re.search(r"\bcadastro de reserva\b|\bvagas?\s?:\s?cr\b|\bcr\b", folded) and not found:
        found["cr"] = 0
    return found or None


class ProseReader:
    """Prose statements, for the extractor (its lines, contexts and `make_position`)."""

    def prose_line(self, line: Line) -> None:
        f = line.folded
        if not _STATEMENT_START.search(f) or len(f) > 600 or line.number in self.legend.lines:
            return  # a legend ("Siglas: AC = …; CR = cadastro de reserva") states no vacancy
        statement = f
        index = self._index.get(line.number)
        if index is not None:
            nxt = index + 1
            while (
                nxt < len(self.lines)
                and nxt <= index + 2
                and not statement.rstrip().endswith(".")
                and not CARGO_HEADING.match(self.lines[nxt].folded)
                and not SLICE_HEADING.match(self.lines[nxt].folded)
                and len(header_columns(self.lines[nxt].folded) or ()) < 2
            ):
                statement += " " + self.lines[nxt].folded
                nxt += 1
        figures = read_statement(statement[:1200])
        if not figures:
            return
        if (
            not ({"negros", "pcd", "open", "pretos_pardos"} & set(figures))
            and "total" not in figures
            and "cr" not in figures
        ):
            return
        name = self.statement_name(line)
        if name is None or NOT_A_CARGO.match(fold(name[0])):
            return  # "EDITAL Nº 1, DE …", "DAS DISPOSIÇÕES PRELIMINARES": a title names no cargo
        if set(figures) == {"cr"} and self.name_source == "title":
            return  # "oferta de vagas e formação de cadastro de reserva" under the edital's title: no cargo
        values = {k: ("n", v) for k, v in figures.items() if k != "cr"}
        if "cr" in figures and "total" not in figures:
            values["total"] = ("cr", 0)
        position = self.make_position(name[0], name[1], values, "texto")
        if position.vacancies <= 0 and not position.cr:
            return
        position.lines = [line.number]
        position.line = line.number
        position.reading = "prose"
        parts = sum(v for k, v in figures.items() if k in ("open", "pcd", *GROUP_KINDS))
        whole = "open" in figures and parts == figures.get("total")
        position.confidence = (
            "confirmed"
            if "total" in figures and (whole or ("open" not in figures and parts <= figures["total"]))
            else "uncertain"
        )
        # One statement per cargo: a later statement for the same cargo heading replaces nothing.
        if position.name in self.statement_names:
            return
        self.statement_names.add(position.name)
        self.positions.append(position)

    def statement_name(self, line: Line) -> tuple[str, int] | None:
        self.name_source = "heading"
        if self.slice_context and self.slice_context[1] == line.number:
            parent = None
            for attr in ("cargo_context", "title_context"):
                found = getattr(self, attr)
                if found and line.number - found[1] <= 12:
                    parent = found
                    setattr(self, attr, (found[0], line.number))  # the next área of the same cargo follows
                    break
            where = self.slice_context[0]
            self.slice_context = None
            return (f"{parent[0]} – {where}" if parent else where), line.number
        before = line.text.split(":")[0] if ":" in line.text else ""
        if self.cargo_context and line.number - self.cargo_context[1] <= 15:
            found = self.cargo_context
            self.cargo_context = None  # one statement per heading; it does not name later tables
            return found
        if before and not _VAGA.search(fold(before)) and 1 <= len(before.split()) <= 10:
            return clean_name(before), line.number
        named = _CARGO_IN_SENTENCE.search(line.text)
        if named:
            return clean_name(named.group("name")), line.number
        if self.title_context and line.number - self.title_context[1] <= 4:
            found = self.title_context
            self.title_context = None
            self.name_source = "title"
            return found
        return None

    def title(self, line: Line) -> None:
        """ "2.1 ANALISTA AMBIENTAL": a short upper-case title may name the statement just below it."""
        text = line.text
        if len(text) > 160 or SECTION.match(text) or _STATEMENT_START.search(line.folded):
            return
        m = _TITLE.match(text)
        if (
            m
            and len(m.group(1).split()) <= 18
            and sum(c.isupper() for c in m.group(1)) >= 0.6 * sum(c.isalpha() for c in m.group(1))
        ):
            self.title_context = (clean_name(m.group(1)), line.number)
