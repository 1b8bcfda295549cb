"""Names a column band wrapped where nothing shows it, joined back where the edital names the cargo whole.

A report engine (ReportLab, fpdf2, JasperReports) filling a quadro a column at a time wraps each name in its
band at whatever word the width falls on: "Técnico em Assuntos" / "Educacionais". A wrap after a word that
cannot end a name ("Assistente em" / "Administração") shows itself (`column_blocks.joined_names`); this one
does not, and from the band alone "Educacionais" could be a cargo of its own. Editais name their cargos
again outside the quadro (the requisitos and atribuições annex, the fees' table, the conteúdo programático:
"TÉCNICO EM ASSUNTOS EDUCACIONAIS (E-04): Requisitos…"). So two neighbouring lines of the band (each with
the lines a shown wrap already joined to it) are joined when the edital has them together on one line
outside the quadro, and the joins are taken only when they are exactly as many as the band has lines too
many (one more or one fewer and nothing is guessed). Two lines each also named apart (over the lines'
ends: a name broken over two lines of prose is not apart) are two cargos a list put side by side
("Contador Pedagogo-Área", each alone in its annex), no evidence; and every name so read, joined or not,
must be named elsewhere apart from its neighbours' lines (the edital's own list of its cargos: a piece of a
name is none). The rows stay uncertain: where a name ends was read off other lines, not proven by the band.
"""

from __future__ import annotations

from collections.abc import Callable

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.column_blocks import joined_names

_MAX_GROUPS = 40  # name lines (a shown wrap joined) looked at in one band
_MAX_SEARCHES = 200  # searches in one edital: each goes over its whole text once
_MAX_HITS = 64  # occurrences of a phrase looked at for its word boundaries


class Mentions:
    """The edital's lines outside a quadro, searched for a phrase: on one line, or in the text's flow (the
    lines run together, as a sentence goes on over them); the folded text built the first time it is asked
    for."""

    def __init__(self, lines: list[Line]):
        self._lines = lines
        self._texts = ("", "")  # the lines apart ("\n" between them), and in their flow (" ")
        self._starts: list[int] = []
        self._left = _MAX_SEARCHES

    def outside(self, phrase: str, first: int, end: int, before: str = "", after: str = "", flow=False) -> bool:
        """Whether `phrase` (folded, its spaces single) stands on a line before `lines[first]` or from
        `lines[end]` on (with `flow`, over the lines' ends too), not inside a word, nor right after the words
        `before` or before the words `after`."""
        if self._left <= 0 or not phrase:
            return False
        self._left -= 1
        if not self._starts:
            self._build()
        context = (f"{before} " if before else "", f" {after}" if after else "")
        stops = ((0, self._starts[first]), (self._starts[end], len(self._texts[0])))
        return any(self._found(self._texts[flow], phrase, start, stop, context) for start, stop in stops)

    def _build(self) -> None:
        parts: list[str] = []
        at = 0
        for line in self._lines:
            self._starts.append(at)
            parts.append(" ".join(line.folded.split()))
            at += len(parts[-1]) + 1
        self._starts.append(at)
        self._texts = ("\n".join(parts) + "\n", " ".join(parts) + " ")

    @staticmethod
    def _found(text: str, phrase: str, start: int, stop: int, context: tuple[str, str]) -> bool:
        before, after = context
        for _ in range(_MAX_HITS):
            at = text.find(phrase, start, stop)
            if at < 0:
                return False
            end = at + len(phrase)
            whole = (at == 0 or not text[at - 1].isalnum()) and (end >= len(text) or not text[end].isalnum())
            if whole and not (before and text.endswith(before, 0, at)) and not (after and text.startswith(after, end)):
                return True
            start = at + 1
        return False


def mentioned_names(lines: list[Line], rows: int, mentioned: Callable[..., bool]) -> list[Line] | None:
    """The band's `rows` names: its lines with each shown wrap joined back, then each pair of neighbours the
    edital names as one (`_together`); None unless those pairs are exactly as many as the lines too many,
    and every name so read is named elsewhere apart from its neighbours' lines. `mentioned` is
    `Mentions.outside` for the quadro: a folded phrase, its context words and whether to search the flow."""
    groups = joined_names(lines, 0) or []
    short = len(groups) - rows
    if rows < 1 or short < 1 or len(groups) > _MAX_GROUPS:
        return None
    joins = {k for k in range(len(groups) - 1) if _together(groups[k], groups[k + 1], mentioned)}
    if len(joins) != short:
        return None
    names: list[list[Line]] = []
    for k, group in enumerate(groups):
        if k - 1 in joins:
            names[-1].append(group)
        else:
            names.append([group])
    for k, parts in enumerate(names):
        before = _phrase(names[k - 1][-1:]) if k else ""
        after = _phrase(names[k + 1][:1]) if k + 1 < len(names) else ""
        if not mentioned(_phrase(parts), before=before, after=after, flow=True):
            return None  # a cargo the edital does not name (a piece of a name is none: "… Assuntos" / "Educacionais")
    return [_joined(parts) for parts in names]


def _together(left: Line, right: Line, mentioned: Callable[..., bool]) -> bool:
    """Whether the edital names `left` and `right` as one name: together on a line, and not each apart too,
    over the lines' ends (two cargos a two-column list put side by side on one line, each named alone in its
    annex; a name broken over two lines of prose is no name apart)."""
    first, second = _phrase([left]), _phrase([right])
    if not mentioned(f"{first} {second}"):
        return False
    return not (mentioned(first, after=second, flow=True) and mentioned(second, before=first, flow=True))


def _phrase(parts: list[Line]) -> str:
    return " ".join(" ".join(part.folded for part in parts).split())


def _joined(parts: list[Line]) -> Line:
    if len(parts) == 1:
        return parts[0]
    return Line(parts[0].number, " ".join(p.text for p in parts), " ".join(p.folded for p in parts))
