"""Whether the text looks like a whole edital or an excerpt pasted from one.

The clause checks (CQ203–CQ208) report a clause as missing when the text does not hold it; on an
excerpt (one section pasted from the edital) that is a false alarm a reader could quote as fact. A
whole edital opens with its title ("EDITAL Nº 1/2026 …"), ends with a place and date or a signature,
and has several numbered sections; a text with no title, no signature and few sections is taken for
an excerpt, and the clause findings become notes saying the checks need the whole text.
"""

from __future__ import annotations

import re
from collections import deque

from cotacheck.linter.read.text import Line

#: The clause rules whose "missing" findings need the whole text.
CLAUSE_CODES = ("CQ203", "CQ204", "CQ205", "CQ206", "CQ207", "CQ208")
#: Fewer top-level sections than this, with no title and no signature: an excerpt.
MIN_SECTIONS = 5
_HEAD_LINES = 15
_TAIL_LINES = 25
_TITLE = re.compile(
    r"^\s*(?:edital\b|.{0,80}\bedital (?:n|de abertura|normativo|do concurso|de concurso|complementar)\b)"
)
_SIGNED = re.compile(
    r"[a-z]{3,}(?:[ -][a-z]{2,}){0,3}(?:/[a-z]{2})?,\s?(?:em\s)?\d{1,2}(?:o)?\s(?:de\s)?(?:janeiro|fevereiro|marco|abril|maio|"
    r"junho|julho|agosto|setembro|outubro|novembro|dezembro)\s(?:de\s)?\d{4}"
    r"|^(?:secretari[oa]|president[ea]|diretor[a]?|governador[a]?|procurador[a]?-geral|reitor[a]?|prefeit[oa]|"
    r"defensor[a]?[ -]public[oa]-geral)\b"
)
#: What a place and date must hold (a part of `_SIGNED`'s first form): a line without it can only be a signature,
#: tried at its start, instead of `_SIGNED`'s backtracking over every word of the line.
_DATE_HINT = re.compile(
    r"\s(?:de\s)?(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s"
)


def _signed(folded: str) -> bool:
    """A place and date or a signature (`_SIGNED`)."""
    if "," in folded and _DATE_HINT.search(folded):
        return _SIGNED.search(folded) is not None
    return _SIGNED.match(folded) is not None


_SECTION = re.compile(r"^(?:(\d{1,2})(?:\.|\s|\)|-)|cap[ií]tulo\s|titulo\s|anexo\s)")


def assess(lines: list[Line]) -> tuple[bool, str]:
    """(looks like an excerpt, why) — the why names what a whole edital has and this text lacks."""
    # one pass, no list of the lines (a long table's lines are made one at a time: read/lines.py)
    seen, title, tail, sections = 0, False, deque(maxlen=_TAIL_LINES), set()
    for line in lines:
        folded = line.folded
        if not folded.strip():
            continue
        title = title or (seen < _HEAD_LINES and _TITLE.search(folded) is not None)
        seen += 1
        tail.append(folded)
        if m := _SECTION.match(folded):
            sections.add(m.group(1) or m.group(0))
    if not seen:
        return False, ""
    signed = any(_signed(folded) for folded in tail)
    if title or signed or len(sections) >= MIN_SECTIONS:
        return False, ""
    count = len(sections)
    return True, (
        f"o texto não tem o título do edital no início nem local, data ou assinatura no fim, e tem só {count} "
        f"{'seção numerada' if count == 1 else 'seções numeradas'}"
    )


def as_notes(findings: list[dict], why: str) -> None:
    """The clause findings of an excerpt become notes saying the checks need the whole edital."""
    for f in findings:
        if f["code"] in CLAUSE_CODES and f["severity"] != "info":
            f["downgraded_from"] = f["severity"]
            f["severity"] = "info"
            f["message"] += (
                f" Este texto parece ser um trecho do edital ({why}): as verificações de cláusulas precisam do texto "
                "inteiro do edital; confira no edital completo antes de concluir que a cláusula falta."
            )
