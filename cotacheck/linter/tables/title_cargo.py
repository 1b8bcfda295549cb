"""The one cargo an edital's opening names, for a table row that names none.

An edital for a single cargo often prints its quadro de vagas as one row of counts under the header,
with no name cell ("11 2 5 1 1 20"): the cargo is the one its title or opening sentence announces
("… PARA O CARGO DE AUDITOR FEDERAL DE CONTROLE EXTERNO", "torna pública … para o cargo de Auditor
Federal de Controle Externo – AUFC, mediante …"). Only when the opening names exactly one cargo (every
mention the same name, no "cargos" in the plural) is that name given; otherwise the row stays unnamed.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold

#: How far the opening reaches: up to its first numbered section ("1 DAS DISPOSIÇÕES PRELIMINARES").
_OPENING_LINES = 40
_FIRST_SECTION = re.compile(r"\s*1\.?\s+(?:d[aoe]s?|objeto|preliminares)\b")
_CARGO = re.compile(r"\b(?:o|do|ao|no) cargo (?:de|efetivo de) ")
_PLURAL = re.compile(r"\b(?:os|dos|aos|nos) cargos\b|\bcargos (?:de|efetivos)\b")
#: Where the cargo's name ends: its abbreviation or sigla after a dash, a comma, the rest of the sentence.
_NAME_END = re.compile(r"\s[–-]\s|[,.;:(]|\s(?:mediante|conforme|nos termos|edital|a ser|para|do quadro|com)\b")
_MAX_WORDS = 10


def _opening(lines: list[Line]) -> list[Line]:
    out = []
    for line in lines[:_OPENING_LINES]:
        if _FIRST_SECTION.match(line.folded):
            break
        out.append(line)
    return out


def _mentions(opening: list[Line]) -> list[tuple[str, str, int]] | None:
    """(folded name, name as written, line) of each "cargo de …" in the opening; None when the opening
    speaks of cargos in the plural."""
    found = []
    for n, line in enumerate(opening):
        folded = line.folded
        if _PLURAL.search(folded):
            return None
        for m in _CARGO.finditer(folded):
            source, start = line, m.end()
            if not folded[start:].strip() and n + 1 < len(opening):  # "… PARA O CARGO DE" / "AUDITOR …"
                source, start = opening[n + 1], 0
            rest = source.folded[start:]
            written = source.text[start:] if len(source.text) == len(source.folded) else rest
            end = _NAME_END.search(rest)
            name = (written[: end.start()] if end else written).strip()
            if name and len(name.split()) <= _MAX_WORDS:
                found.append((fold(name), name, line.number))
    return found


def named(lines: list[Line]) -> tuple[str, int] | None:
    """The cargo the opening names and its line, when it names exactly one."""
    mentions = _mentions(_opening(lines))
    if not mentions:
        return None
    if len({folded for folded, _, _ in mentions}) != 1:
        return None
    written = next((name for _, name, _ in mentions if not name.isupper()), mentions[0][1])
    return written, mentions[0][2]
