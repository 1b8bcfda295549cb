"""Which law an edital cites for the racial reserve, and whether it governed the edital's date.

An edital published from 04/06/2025 that reserves 20% "na forma da Lei nº 12.990/2014" cites a law
revoked by Lei 15.142 (art. 13) for editais published from that day (art. 11): the story is the
law cited, not only a count per cargo. This module finds the acts of a law's versions named near the
words of the racial reserve and compares each one's period with the publication date, using the
law data (`versions` with their own `entry`, `revoked_by` and `prior_editais`); `check_cited_law`
returns the facts rule CQ306 (rules/cq306.py) reports.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace

from cotacheck.law.lawbook import BASES, Citation, Law, Version, get_law
from cotacheck.linter.read.text import fold
from cotacheck.present import ptbr

#: Words that put a law's mention in the context of the racial reserve (folded: no accents).
_RESERVE_WORDS = re.compile(r"negr|pret[oa]s|pard[oa]s|indigena|quilombola|cotas? racia|reserva")
#: Characters on each side of a mention in which the reserve words are looked for.
WINDOW = 300


@dataclass(frozen=True)
class Mention:
    """An act of one of the law's versions, named in the text at `offset`."""

    version: Version
    act: str  # "Lei nº 12.990/2014"
    offset: int
    excerpt: str


def _act_pattern(short: str) -> re.Pattern | None:
    """ "Lei nº 12.990/2014" → matches "lei 12990", "Lei nº 12.990, de 9 de junho de 2014", "lei n.º 12.990/14"."""
    match = re.search(r"(\d{1,3})\.(\d{3})/(\d{4})", short)
    if not match:
        return None
    head, tail, year = match.groups()
    number = rf"{head}\.?{tail}"
    kind = "decreto" if fold(short).startswith("decreto") else "lei"
    # "l(?<=\bl)ei" is "\blei": opening with a letter lets the engine skip through the whole text to it
    return re.compile(
        rf"{kind[0]}(?<=\b{kind[0]}){kind[1:]}\s+(?:federal\s+|estadual\s+)?(?:n\s*[.o\u00ba\u00b0]*\s*)?{number}\b"
        rf"(?:\s*/\s*(?:{year}|{year[2:]})\b|,?\s+de\s+\d{{1,2}}\s*(?:o\s+)?de\s+\w+\s+de\s+{year})?"
    )


def _versions_with_own_act(law: Law) -> list[tuple[Version, Citation]]:
    """Versions brought by an act of their own (with its own entry into force), and that act: one per act, the
    act's first version spanning all the versions it governs (Lei 15.142 before and after Decreto 12.536)."""
    acts: dict[str, list[Version]] = {}
    for v in law.versions:
        if v.entry is not None:
            acts.setdefault(v.entry.instrument.id, []).append(v)
    return [
        (replace(own[0], end=None if any(v.end is None for v in own) else max(v.end for v in own)), own[0].entry)
        for own in acts.values()
    ]


def mentions(text: str, law: Law) -> list[Mention]:
    """The acts of `law`'s versions named in `text` near the words of the racial reserve."""
    folded = fold(text)
    source = text if len(text) == len(folded) else folded  # excerpts need offsets that match
    found = []
    for version, entry in _versions_with_own_act(law):
        pattern = _act_pattern(entry.instrument.short)
        if pattern is None:
            continue
        for match in pattern.finditer(folded):
            start, end = max(0, match.start() - WINDOW), min(len(folded), match.end() + WINDOW)
            if _RESERVE_WORDS.search(folded, start, end):
                excerpt = " ".join(source[max(0, match.start() - 80) : match.end() + 80].split())
                found.append(Mention(version, entry.instrument.short, match.start(), excerpt))
    return sorted(found, key=lambda m: m.offset)


@dataclass(frozen=True)
class CitedLawFinding:
    """The edital cites, for the racial reserve, an act that did not govern its publication date."""

    act: str
    status: str  # "revogada" or "ainda não em vigor"
    cited_version: Version
    in_force: Version | None
    message: str
    basis: Citation  # the article that settles it (the revocation, or the cited act's entry into force)
    excerpt: str


def _requires(version: Version) -> str:
    groups = version.groups
    split = (
        "" if len(groups) < 2 else " (" + ", ".join(f"{g.label} {ptbr.percent(g.percent.value)}" for g in groups) + ")"
    )
    return (
        f"{ptbr.percent(version.percent.value)}{split} das vagas, a partir de {version.threshold.value} vagas, "
        f"{BASES[version.base.value]}"
    )


def check_cited_law(text: str, law_id: str, published: dt.date) -> list[CitedLawFinding]:
    """One finding per act cited for the racial reserve whose period does not cover `published`."""
    law = get_law(law_id)
    current = law.version_at(published)
    findings: list[CitedLawFinding] = []
    reported: set[str] = set()
    for mention in mentions(text, law):
        version = mention.version
        if version.covers(published) or version.id in reported:
            continue
        reported.add(version.id)
        day = ptbr.date(published)
        rule = f" Para este edital vale a {current.label}: {_requires(current)}." if current else ""
        if version.end is not None and published > version.end:
            basis = version.revoked_by or (
                current.prior_editais if current and current.prior_editais else version.entry
            )
            done = f"foi revogada ({basis.text})" if version.revoked_by else "foi substituída"
            message = (
                f"O edital, publicado em {day}, cita a {mention.act} para a reserva racial, mas ela {done} e só "
                f"rege os editais publicados até {ptbr.date(version.end)}.{rule}"
            )
            status = "revogada"
        else:
            basis = version.entry
            message = (
                f"O edital, publicado em {day}, cita a {mention.act} para a reserva racial, mas ela só vale para "
                f"editais publicados a partir de {ptbr.date(version.start)} ({basis.text}).{rule}"
            )
            status = "ainda não em vigor"
        findings.append(CitedLawFinding(mention.act, status, version, current, message, basis, mention.excerpt))
    return findings
