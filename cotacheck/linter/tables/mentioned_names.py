"""Names a column band wrapped where nothing shows it, joined back where the edital names the cargo whole.

A report engine (ReportLab, fpdf2, JasperReports) filling a quadro a column at a time wraps each name in its
band at whatever word the width falls on: "Técnico em Assuntos" / "Educacionais". A wrap after a word that
cannot end a name ("Assistente em" / "Administração") shows itself (`column_blocks.joined_names`); this one
does not, and from the band alone "Educacionais" could be a cargo of its own. Editais name their cargos
again outside the quadro (the requisitos and atribuições annex, the fees' table, the conteúdo programático:
"TÉCNICO EM ASSUNTOS EDUCACIONAIS (E-04): Requisitos…"). So two neighbouring lines of the band (each with
the lines a shown wrap already joined to it) are joined when the edital has them together on one line
outside the quadro, and the joins are taken only when they are exactly as many as the band has lines too
many: one more or one fewer and nothing is guessed. The rows stay uncertain: where a name ends was read off
other lines, not proven by the band.
"""

from __future__ import annotations

from collections.abc import Callable

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.column_blocks import joined_names

_MAX_GROUPS = 40  # name lines (a shown wrap joined) looked at in one band
_MAX_SEARCHES = 120  # searches in one edital: each goes over its whole text once
_MAX_HITS = 64  # occurrences of a phrase looked at for its word boundaries


class Mentions:
    """The edital's lines, searched for a phrase standing whole on one line outside a quadro's lines (its
    folded text built the first time it is asked for)."""

    def __init__(self, lines: list[Line]):
        self._lines = lines
        self._text = ""
        self._starts: list[int] = []
        self._left = _MAX_SEARCHES

    def outside(self, phrase: str, first: int, end: int) -> bool:
        """Whether `phrase` (folded, its spaces single) stands on a line before `lines[first]` or from
        `lines[end]` on, not inside a word."""
        if self._left <= 0 or not phrase:
            return False
        self._left -= 1
        if not self._starts:
            self._build()
        return self._found(phrase, 0, self._starts[first]) or self._found(phrase, self._starts[end], len(self._text))

    def _build(self) -> None:
        parts: list[str] = []
        at = 0
        for line in self._lines:
            self._starts.append(at)
            parts.append(" ".join(line.folded.split()))
            at += len(parts[-1]) + 1
        self._starts.append(at)
        self._text = "\n".join(parts) + "\n"

    def _found(self, phrase: str, start: int, stop: int) -> bool:
        text = self._text
        for _ in range(_MAX_HITS):
            at = text.find(phrase, start, stop)
            if at < 0:
                return False
            after = at + len(phrase)
            if (at == 0 or not text[at - 1].isalnum()) and (after >= len(text) or not text[after].isalnum()):
                return True
            start = at + 1
        return False


def mentioned_names(lines: list[Line], rows: int, mentioned: Callable[[str], bool]) -> list[Line] | None:
    """The band's `rows` names: its lines with each shown wrap joined back, then each pair of neighbours the
    edital names together elsewhere (`mentioned`, a folded phrase); None unless those pairs are exactly as
    many as the lines too many, and each name so joined is named whole elsewhere."""
    groups = joined_names(lines, 0) or []
    short = len(groups) - rows
    if rows < 1 or short < 1 or len(groups) > _MAX_GROUPS:
        return None
    joins = {k for k in range(len(groups) - 1) if mentioned(_phrase([groups[k], groups[k + 1]]))}
    if len(joins) != short:
        return None
    names: list[list[Line]] = []
    for k, group in enumerate(groups):
        if k - 1 in joins:
            names[-1].append(group)
        else:
            names.append([group])
    if any(len(parts) > 2 and not mentioned(_phrase(parts)) for parts in names):
        return None  # a name over three lines: the whole of it named elsewhere too
    return [_joined(parts) for parts in names]


def _phrase(parts: list[Line]) -> str:
    return " ".join(" ".join(part.folded for part in parts).split())


def _joined(parts: list[Line]) -> Line:
    if len(parts) == 1:
        return parts[0]
    return Line(parts[0].number, " ".join(p.text for p in parts), " ".join(p.folded for p in parts))
