"""The strict check of the invented sets (`bench/unseen_score.py --strict`, the per-set bounds of
`test_strict_score.py`): a **confirmed** position that reads an entry's figures right may still mislead when
its name holds text that is not the cargo's, or its AC and PcD figures sit under each other's roles. The
ordinary score only asks that the name hold the label's `name_has`; here each confirmed position matched to an
entry is checked further, with rules that cannot misfire on a name that is only the cargo's:

- where the label gives the cargo's full `name`, every word of the name read must be one of its words or of the
  row's own line (its code, its lotação);
- a pay figure ("R$", "1.234,56") or a pay word (vencimento, remuneração, salário, subsídio) not in the
  label's name;
- a label of the count columns (Vagas, AC, PcD, Total, Ampla, Negros...) or a word of a header's piece (the
  line after a header line, one holding two such labels and a label left open, "Nível de", when it holds no
  figure), a "|" inside the name (another cell's border), a word of a clause of prose ("conforme", "cláusula");
- a code-like token (a word with a figure) found on none of the position's own lines;
- a heading line of the text that groups cargos (a line of two words or more, with no figure, in capitals,
  beginning "SECRETARIA", "NÍVEL", "ENSINO"...) not holding the label's `name_has`, whole in the name;
- each stated AC and PcD figure under its role: the label's `ac` and `pcd` where it gives them, else the
  row's own figures under the header above it where both are plain (`text_roles`).

`strict_failures` gives a failure a position: (name read, label, reason)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from tests.linter.test_reader_classes import _matches

#: Labels of the count columns: a name holding one has taken a header's piece.
COUNT_LABELS = frozenset(
    "vagas vaga ac pcd pne ppp pn pp ppiq total ampla concorrencia negros negras pretos pardos cotistas reservadas "
    "reserva imediatas cr cadastro deficiencia".split()
)
PAY_WORDS = ("vencimento", "remuneracao", "salario", "subsidio")
#: The first words of a heading that groups cargos (by body, by level), not a cargo's own heading.
GROUP_WORDS = frozenset(
    "secretaria departamento diretoria coordenadoria superintendencia gerencia nivel niveis ensino escolaridade "
    "grupo quadro tabela cargos empregos".split()
)
#: Words of a clause of prose, never of a cargo's name.
PROSE_WORDS = frozenset("conforme clausula".split())
_PAY = re.compile(r"r\$|\b\d{1,3}(?:\.\d{3})*,\d{2}\b")
_WORD = re.compile(r"[a-z0-9ºª$]+(?:[./-][a-z0-9]+)*")
_HAS_FIGURE = re.compile(r"\d")
#: A label of a header line left open, its end on the line below ("Nível de" / "Classificação").
_DANGLING = re.compile(r"\b(?:de|da|do|das|dos|por|e)(?:\s{2,}|\s*$)", re.IGNORECASE)
#: A code: a figure with a letter, or two figures or more ("E01", "03", "101"; not the "2" of "Área 2").
_CODE = re.compile(r"(?=.*\d)(?:[a-z]+[-.]?\d+[a-z]?|\d{2,}[a-z]?)")


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


class TextFacts:
    """What the rules need of a text, gathered once: its lines folded, the header lines' words, the heading
    lines."""

    def __init__(self, text: str) -> None:
        raw_lines = self.raw = text.splitlines()
        self.lines = [fold(line) for line in raw_lines]
        self.header_words: set[str] = set()
        self.header_lines: set[int] = set()  # lines of count labels, and the header's pieces below them
        self.label_lines: set[int] = set()  # lines of count labels only
        self.headings: list[str] = []
        for i, line in enumerate(self.lines):
            words = _words(line)
            labels = sum(w in COUNT_LABELS for w in words)
            if labels >= 2 and len(words) <= 3 * labels + 4:  # a header line, not a sentence about vagas
                self.header_lines.add(i)
                self.label_lines.add(i)
                follow = self.lines[i + 1] if i + 1 < len(self.lines) else ""
                if (
                    follow.strip()
                    and not _HAS_FIGURE.search(follow)
                    and len(_words(follow)) <= 4
                    and _DANGLING.search(raw_lines[i])  # "Nível de      Vagas": a label left open above
                ):
                    self.header_lines.add(i + 1)
                    self.header_words.update(w for w in _words(follow) if len(w) > 3)
        for raw in raw_lines:
            stripped = " ".join(raw.split())
            if (
                len(stripped.split()) >= 2
                and len(stripped) <= 80
                and not _HAS_FIGURE.search(stripped)
                and stripped.upper() == stripped
                and any(c.isalpha() for c in stripped)
                and not stripped.endswith(("–", "-", "/", ","))  # a name wrapped, not a heading
                and _words(fold(stripped))[0] in GROUP_WORDS  # a cargo's own heading over its áreas is not foreign
            ):
                self.headings.append(fold(stripped))

    def own_words(self, q: dict) -> set[str]:
        """The words of the lines of `q`'s row (its lines, the three before them where a wrapped name may
        begin, the one after), header lines left out."""
        numbers = [n for n in q.get("lines") or [q.get("line")] if n]
        if not numbers:
            return set()
        start, end = max(min(numbers) - 4, 0), min(max(numbers) + 1, len(self.lines))
        return {w for i in range(start, end) if i not in self.header_lines for w in _words(self.lines[i])}


def _residual(name: str, name_has: str) -> str:
    """The name read folded, without the label's `name_has` (its first occurrence)."""
    folded, has = fold(name), fold(name_has)
    at = folded.find(has)
    return folded if at < 0 else folded[:at] + " " + folded[at + len(has) :]


def _names_a_place(words: list[str], at: int, own_words: set[str]) -> bool:
    """A count label's letters opening a place printed in the row's own cell ("CR Xingu – Canarana/MT", a Funai
    Coordenação Regional): on the row's own lines, and a word that is no label nor figure after it in the name."""
    after = words[at + 1] if at + 1 < len(words) else ""
    return words[at] in own_words and after.isalpha() and after not in COUNT_LABELS


def name_failure(q: dict, entry: dict, facts: TextFacts) -> str | None:
    """Why the name of `q` (matched to `entry`) holds text that is not the cargo's, or None."""
    name = q.get("name") or ""
    label = fold(entry.get("name") or entry["name_has"])
    rest = _residual(name, entry["name_has"])
    words = _words(rest)
    if _PAY.search(fold(name)) and not _PAY.search(label):
        return "pay figure"
    for word in PAY_WORDS:
        if word in rest and word not in label:
            return f"pay word {word!r}"
    own_words = facts.own_words(q)
    if entry.get("name"):
        label_words = set(_words(label))
        foreign = [w for w in words if w not in label_words and w not in own_words]
        if foreign:
            return f"not the cargo's: {' '.join(foreign)!r}"
    if "|" in name.rstrip(" |"):
        return "another cell (a '|' inside the name)"
    for at, word in enumerate(words):
        if word in PROSE_WORDS and word not in label:
            return f"prose word {word!r}"
        if word in COUNT_LABELS and word not in label and not _names_a_place(words, at, own_words):
            return f"count label {word!r}"
        if word in facts.header_words and word not in label and word not in own_words:
            return f"header word {word!r}"
        if _CODE.fullmatch(word) and word not in own_words and word not in label:
            return f"code from elsewhere {word!r}"
    padded = f" {' '.join(words)} "
    has = fold(entry["name_has"])
    for heading in facts.headings:
        if has not in heading and f" {' '.join(_words(heading))} " in padded and heading not in label:
            return f"heading {heading!r}"
    return None


#: A header's word → the role of its column, for reading a plain row's figures by their header (`text_roles`).
ROLE_OF = {"total": "T", "vagas": "T", "ac": "AC", "ampla": "AC", "pcd": "PCD", "pne": "PCD", "negros": "N", "pn": "N"}
ROLE_OF |= dict.fromkeys(("ppp", "pp", "ppiq", "cotistas"), "N") | dict.fromkeys(("pi", "pq", "cr"), "OTHER")
_TAIL_FIGURES = re.compile(r"(?:\s+(?:\d{1,4}|[–—-]))+\s*$")
_LOOK_UP = 60


def text_roles(q: dict, facts: TextFacts) -> dict[str, int] | None:
    """The AC and PcD figures of `q`'s row read under the nearest header line above it, where that is plain: a
    row on one line ending in as many figures as the header has labels of known roles, one AC and one PcD among
    them, one word a label ("Vagas" and "Total" both, a label over two lines: None, nothing told)."""
    at = (q.get("line") or 0) - 1
    if not 0 <= at < len(facts.raw):
        return None
    tail = _TAIL_FIGURES.search(facts.raw[at])
    header = next((i for i in range(at - 1, max(at - _LOOK_UP, -1), -1) if i in facts.label_lines), None)
    if tail is None or header is None or header + 1 in facts.label_lines:
        return None
    roles = [ROLE_OF[w] for w in _words(facts.lines[header]) if w in ROLE_OF]
    figures = [0 if f in "–—-" else int(f) for f in tail.group().split()]
    if len(roles) != len(figures) or roles.count("AC") != 1 or roles.count("PCD") != 1 or roles.count("T") > 1:
        return None
    return {"ac": figures[roles.index("AC")], "pcd": figures[roles.index("PCD")]}


def roles_failure(q: dict, entry: dict, facts: TextFacts | None = None) -> str | None:
    """Why the stated AC or PcD figure of `q` is not the label's (where the label gives it), or None."""
    for key, read in (("ac", q.get("open_stated")), ("pcd", q.get("pcd_stated"))):
        if key in entry and entry[key] != (read or 0):
            return f"{key} {read} where the label has {entry[key]}"
    seen = text_roles(q, facts) if facts is not None and q.get("open_stated") is not None else None
    for key, read in (("ac", q.get("open_stated")), ("pcd", q.get("pcd_stated"))):
        if seen is not None and seen[key] != (read or 0):
            return f"{key} {read} where its row's column under the header has {seen[key]}"
    return None


def strict_failures(report: dict, labelled: dict, text: str) -> list[tuple[str, str, str]]:
    """(name read, label's name_has, reason) for each confirmed position with vacancies, matched to an entry,
    whose name holds foreign text or whose stated AC/PcD are not the label's."""
    facts = TextFacts(text)
    failures = []
    for q in report["positions"]:
        if q.get("confidence") != "confirmed" or not q.get("vacancies"):
            continue
        matched = [e for e in labelled["entries"] if _matches(q, e)]
        if not matched:
            continue
        reasons = [roles_failure(q, e, facts) or name_failure(q, e, facts) for e in matched]
        if all(reasons):
            failures.append((q["name"], matched[0]["name_has"], reasons[0]))
    return failures
