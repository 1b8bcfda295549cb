"""The edital's own date, how it was found and how sure that is, and what a different date would change.

The date decides which law (and which wording of it) applies, so a wrong date can silence every
check. Sources, strongest first: the edital's title ("EDITAL Nº 1, DE 5 DE SETEMBRO DE 2024"), an
explicit publication of this edital (a cronograma's "Publicação oficial do Edital"), the Diário
Oficial page it sits on, the place-and-date above the signature, a news text's "divulgou, nessa sexta-feira
(30), o edital" under its dateline (`news_date`). A date that belongs to an act the
edital cites ("Decreto nº 7.312 de 22 de setembro de 2010") is never a candidate.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from cotacheck.law.lawbook import get_law
from cotacheck.linter.facts.news_date import news_dates
from cotacheck.linter.read.text import Line
from cotacheck.present import ptbr
from cotacheck.reserve.calculator import applicability

# Folded text (lower case, no accents). Month names tolerate a lost or garbled "ç" ("marÁo", "maro").
_MONTH_WORDS = (
    ("janeiro", 1),
    ("fevereiro", 2),
    ("mar.{0,2}o", 3),
    ("abril", 4),
    ("maio", 5),
    ("junho", 6),
    ("julho", 7),
    ("agosto", 8),
    ("setembro", 9),
    ("outubro", 10),
    ("novembro", 11),
    ("dezembro", 12),
)
_MONTH_RE = [re.compile(rf"{word}$") for word, _ in _MONTH_WORDS]
_DAY = r"(\d{1,2}|primeiro)\s?(?:º|°|ª|§|o\b|\.)?"
# "11 de janeiro de 2024", and "11 janeiro de 2024" as some titles print it (the month word is checked)
_LONG = re.compile(rf"\b{_DAY}\s?(?:de\s+)?([a-z]\S{{2,9}}?)\s+de\s+(\d{{4}})\b")
_SHORT = re.compile(r"\b(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})\b")

# An act cited just before a date: "Decreto nº 7.312 de", "Lei nº 12.990, de", "MP nº 2.200-2 de".
_CITED_ACT = re.compile(
    r"\b(?:lei|leis|decreto|decreto-lei|portaria|resolucao|medida provisoria|mp|instrucao normativa|emenda|"
    r"emenda constitucional|ato|deliberacao|parecer|acordao|sumula|oficio|nota tecnica|constituicao|edital|"
    r"lei complementar|regimento|regulamento|orientacao normativa|despacho|processo)\b"
    r"[^;:()]{0,30}?\d[\d.\-/]*\s*,?\s*(?:de\s*)?$"
)
# The edital's title with its number: "EDITAL Nº 01 - 2022/001 BB, DE", "Edital de abertura nº 3/2025 -".
_TITLE = re.compile(r"^[\W_]*edital\b[^()]{0,60}?\bn(?:º|°|o\.?|\.)\s*[^;]{0,50}$")
_TITLE_YEAR = re.compile(r"^[\W_]*edital\b[^()]{0,60}?\bn(?:º|°|o\.?|\.)\s*\d{1,4}\s?[/\-]\s?(\d{4})\b")
_OWN_PUBLICATION = re.compile(
    r"\bpublica(?:cao|do|da)\b[^.;]{0,60}\bedital\b|\bedital\b[^.;]{0,40}\bpublicad[oa]\b|\bdata d[ae] publicacao\b|"
    r"^\W*publicad[oa]\s+(?:em|no|na)\b"
)
# "Portaria MGI nº 3.545, de 18 de julho de 2023, …, publicada na Seção 1 do DOU de 19/07/2023": the
# gazette that published a cited act, not the edital
_ACT_PUBLISHED = re.compile(
    r"\b(?:lei|decreto|portaria|resolucao|medida provisoria|instrucao normativa|deliberacao|ato|acordao|"
    r"lei complementar|orientacao normativa|despacho)\b(?:[^.;]|\.(?=\s?\d)){0,240}\bpublicad[oa]s?\b[^.;]{0,80}$"
)
_OTHER_EVENT = re.compile(
    r"\b(?:retifica|resultado|homologa|gabarito|convoca|inscri|recurso|impugna|extrato|aviso|local)"
)
_GAZETTE = re.compile(
    r"\b(?:dou|doe|dodf|dom|doerj|doesp|di.{1,2}rio oficial(?: d[aoe]s? [a-z ]{2,30}?)?)\b[^.;]{0,40}?$"
)
_WEEKDAY = re.compile(r"\b(?:(?:segunda|terca|ter.a|quarta|quinta|sexta)-feira|s.bado|domingo),?\s*$")
_SIGNATURE = re.compile(r"^[a-z][a-z .'\-]{1,40}(?:\s?[-/(]\s?[a-z]{2}\)?)?,\s*(?:em\s+)?$")

SOURCES = ("title", "publication", "gazette", "signature", "news")
SOURCE_LABELS = {
    "title": "data no título do edital",
    "publication": "data de publicação declarada no edital",
    "gazette": "data do Diário Oficial em que o edital foi publicado",
    "signature": "data da assinatura do edital",
    "news": "data de divulgação do edital dada no texto (dia da semana e dia do mês; mês e ano da data do texto)",
    "given": "informada",
}
#: Dates within this many days of each other tell the same story about which law applies.
NEAR_DAYS = 60


@dataclass(frozen=True)
class DateCandidate:
    date: dt.date
    line: int
    source: str


@dataclass(frozen=True)
class EditalDate:
    """The date taken as the edital's, with its source, line and confidence, and every candidate seen."""

    date: dt.date | None
    line: int | None
    source: str | None
    # "confirmed": from the title, or no other date found disagrees; "probable": the others are within
    # NEAR_DAYS; "uncertain": they are farther apart, the title's number has another year, or no date was found.
    confidence: str
    candidates: tuple[DateCandidate, ...] = field(default=())

    @property
    def how(self) -> str:
        return SOURCE_LABELS.get(self.source or "", "")


def _month(word: str) -> int | None:
    for pattern, (_, number) in zip(_MONTH_RE, _MONTH_WORDS):
        if pattern.match(word):
            return number
    return None


def _make(day: str, month: int | None, year: str) -> dt.date | None:
    if month is None:
        return None
    try:
        return dt.date(int(year), month, 1 if day == "primeiro" else int(day))
    except ValueError:
        return None


def dated_spans(folded: str) -> list[tuple[int, int, dt.date]]:
    """Every date on a folded line, with where it starts and ends."""
    found = []
    for m in _LONG.finditer(folded):
        found.append((m.start(), m.end(), _make(m.group(1), _month(m.group(2)), m.group(3))))
    for m in _SHORT.finditer(folded):
        found.append((m.start(), m.end(), _make(m.group(1), int(m.group(3)), m.group(4))))
    return sorted((start, end, d) for start, end, d in found if d and 1900 <= d.year <= 2100)


def dates_in(folded: str) -> list[dt.date]:
    return [d for _, _, d in dated_spans(folded)]


def cites_act(folded: str, start: int) -> bool:
    """Whether the date starting at `start` is the date of an act the text cites."""
    return bool(_CITED_ACT.search(folded[max(0, start - 70) : start]))


def _title_candidates(lines: list[Line]) -> list[DateCandidate]:
    """The edital's title with its date on the same line or on one of the next two non-empty lines."""
    found = []
    for i, line in enumerate(lines):
        f = line.folded
        if not f.lstrip("#*> ").startswith("edital"):
            continue
        spans = dated_spans(f)
        if spans:
            start, _, day = spans[0]
            if _TITLE.match(f[:start]):
                found.append(DateCandidate(day, line.number, "title"))
            continue
        if not _TITLE.match(f):
            continue
        following = [nxt for nxt in lines[i + 1 : i + 6] if nxt.folded][:2]
        for nxt in following:
            spans = dated_spans(nxt.folded)
            if spans and re.fullmatch(r"[\W_]*(?:de\s+)?", nxt.folded[: spans[0][0]]):
                found.append(DateCandidate(spans[0][2], nxt.number, "title"))
                break
    return found


# An address ("www.banca.org.br/inscricoes", "https://…/edital.pdf"): its dots and words are not the sentence's
_URL = re.compile(r"\b(?:https?://|www\.)\S{1,300}|\b[\w.\-]{1,60}@[\w.\-]{1,60}")


def without_urls(folded: str) -> str:
    """`folded` with each address replaced by the word "site" (a cronograma's "Publicação do Edital
    no site www.banca.org.br/inscricoes 10/10/2025" is the edital's publication, not the inscriptions')."""
    return _URL.sub("site", folded) if ("www" in folded or "http" in folded or "@" in folded) else folded


def _line_candidates(line: Line, above: list[Line]) -> list[DateCandidate]:
    """The dates of one line that may be the edital's (`above`: the two lines above, where the sentence may
    have begun)."""
    f = without_urls(line.folded)
    out = []
    previous = None
    for start, end, day in dated_spans(f):
        if cites_act(f, start):
            continue
        before, after = f[:start], f[end:]
        if previous is None:  # joined only for a line with a date (a line with a year seldom has one)
            previous = " ".join(x.folded for x in above)
        said = (previous[-240:] + " " + before)[-320:]
        if "publicad" in said and _ACT_PUBLISHED.search(said):
            continue  # "Decreto nº 7.232, de …," / "publicado no Diário Oficial de …": the act's gazette
        if _OWN_PUBLICATION.search(f) and not _OTHER_EVENT.search(f):
            out.append(DateCandidate(day, line.number, "publication"))
        elif (
            _GAZETTE.search(before[-80:])
            or _WEEKDAY.search(before[-40:])
            or re.match(r"\s*-?\s*di.{1,2}rio oficial", after)
        ):
            out.append(DateCandidate(day, line.number, "gazette"))
        elif _SIGNATURE.match(before) and len(after.strip(" .")) <= 2 and len(f) < 120:
            out.append(DateCandidate(day, line.number, "signature"))
    return out


def title_year(lines: list[Line]) -> int | None:
    """The year in the edital's number ("EDITAL Nº 133/2024"), a check on any date found elsewhere."""
    for line in lines:
        m = _TITLE_YEAR.match(line.folded)
        if m:
            return int(m.group(1))
    return None


_YEAR = re.compile(r"\d{4}")


def may_hold_year(folded: str) -> bool:
    """Whether `folded` may hold a date `dated_spans` keeps: four digits in a row (`_YEAR`), looked for only where
    a year of 1900 to 2100 may stand (an ASCII text then holds "19", "20" or "21"), for the pattern opens with a
    digit and tries every place of every line."""
    if "19" in folded or "20" in folded or "21" in folded or not folded.isascii():
        return _YEAR.search(folded) is not None
    return False


_DATE_CELL = re.compile(r"^(?:\d{1,2}/\d{1,2}/\d{4}|\d{1,2}\s?(?:º|°)?\s?de\s[a-z]\S{2,9}\sde\s\d{4})\.?$")


def _publication_cells(lines: list[Line]) -> list[DateCandidate]:
    """A cronograma copied one cell per line: "Publicação do Edital de Abertura em www.banca.org.br" with
    no date of its own, its date alone on the next line with text."""
    found = []
    for i in range(len(lines) - 1):
        line = lines[i]
        if "publica" not in line.folded:
            continue
        f = without_urls(line.folded)
        if _YEAR.search(f) or not _OWN_PUBLICATION.search(f) or _OTHER_EVENT.search(f):
            continue
        nxt = next((x for x in lines[i + 1 : i + 3] if x.folded), None)
        if nxt is not None and _DATE_CELL.match(nxt.folded):
            found += [DateCandidate(d, nxt.number, "publication") for d in dates_in(nxt.folded)[:1]]
    return found


def date_edital(lines: list[Line]) -> EditalDate:
    """The edital's own date and how sure it is."""
    titles = _title_candidates(lines)
    others = (
        [
            c
            for i, line in enumerate(lines)
            if may_hold_year(line.folded)  # every date pattern ends with its year's four digits
            for c in _line_candidates(line, lines[max(0, i - 2) : i])
        ]
        + _publication_cells(lines)
        + [DateCandidate(day, number, "news") for day, number in news_dates(lines)]
    )
    # A Diário Oficial page may carry other bodies' editais: their titles are kept as candidates too.
    candidates = tuple(sorted(titles + others, key=lambda c: (SOURCES.index(c.source), c.line)))
    if not candidates:
        return EditalDate(None, None, None, "uncertain", ())
    best = candidates[0]
    rest = [c for c in candidates[1:] if c.source != best.source or c.line != best.line]
    if all(c.date == best.date for c in rest if c.source == "title") and (
        best.source == "title" or all(c.date == best.date for c in rest)
    ):
        confidence = "confirmed"
    elif all(abs((c.date - best.date).days) <= NEAR_DAYS for c in rest):
        confidence = "probable"
    else:
        confidence = "uncertain"
    year = title_year(lines)
    if best.source != "title" and year is not None and abs(year - best.date.year) > 1:
        confidence = "uncertain"
    return EditalDate(best.date, best.line, best.source, confidence, candidates)


# --- what a different date would change ------------------------------------------------------------


def _boundaries(law, branch: str) -> list[dt.date]:
    """First days on which the law's answer for `branch` may change: entry into force, each wording, sunset."""
    days = set()
    if branch in law.in_force:
        days.add(law.in_force[branch].start)
    for version in law.versions:
        days.add(version.start)
        if version.end:
            days.add(version.end + dt.timedelta(days=1))
    if law.sunset:
        days.add(law.sunset.value + dt.timedelta(days=1))
    return sorted(days)


def _regime(law, day: dt.date, branch: str, kind: str) -> str:
    """What the law says for an edital of `day`, in words that complete "se o edital for de …, …"."""
    found = applicability(law, day, branch, kind)
    if not found.applies:
        return "a lei não se aplicaria"
    return f"valeria outra redação da lei ({found.version.label})"


def _applies(law, day: dt.date, branch: str, kind: str) -> bool:
    return applicability(law, day, branch, kind).applies


def day_for_checks(
    law_id: str | None, dated: EditalDate, given: dt.date | None, today: dt.date, branch: str, kind: str
) -> dt.date:
    """The day the law is applied as of. An uncertain date that would switch the law off does not:
    the checks run as of the nearest date on which the law applies (another date the edital shows,
    else the law's first or last day), and the CQ304 note (`date_note`) says so."""
    day = given or dated.date or today
    if given or law_id is None or dated.date is None or dated.confidence == "confirmed":
        return day
    law = get_law(law_id)
    branch = branch if branch in law.in_force else "executivo"
    if _applies(law, day, branch, kind):
        return day
    for candidate in dated.candidates:
        if _applies(law, candidate.date, branch, kind):
            return candidate.date
    edges = _boundaries(law, branch)
    later = [b for b in edges if b > day and _applies(law, b, branch, kind)]
    earlier = [
        b - dt.timedelta(days=1) for b in edges if b <= day and _applies(law, b - dt.timedelta(days=1), branch, kind)
    ]
    if later or earlier:
        return min(later + earlier, key=lambda b: abs((b - day).days))
    return day


@dataclass
class DateFacts:
    """What the checks need to know about the edital's date: as read, as given, the day it was judged as of."""

    dated: EditalDate
    given: dt.date | None
    today: dt.date
    branch: str


def assumed_day(dated: EditalDate, today: dt.date) -> dt.date:
    """The day the edital is taken to be of when nobody gave one: the date read, else today."""
    return dated.date or today


def date_moved(law_id: str | None, dated: EditalDate, given: dt.date | None, used: dt.date, today: dt.date) -> bool:
    """The checks ran as of another day than the one assumed for an uncertain date (`day_for_checks`)."""
    return not (given or law_id is None or dated.confidence == "confirmed" or used == assumed_day(dated, today))


def downgrade_for_moved_date(findings: list[dict], line: int | None) -> None:
    """When the checks ran as of another day than the assumed one (`date_moved`), their errors hold
    only if the law applies to the edital, so they become notes asking to check the date (its `line`)."""
    for f in findings:
        if f["severity"] == "error":
            f["severity"], f["downgraded_from"] = "info", "error"
            f["message"] += f" Vale só se a lei se aplicar ao edital: confira a data de publicação (linha {line})."


def date_note(
    law_id: str | None, dated: EditalDate, given: dt.date | None, used: dt.date, today: dt.date, branch: str, kind: str
) -> str | None:
    """The text of the CQ304 note when the edital's date is not confirmed: which date was assumed, from
    where, and what a date on the other side of the law's nearest changes would do (None when the date
    was given or confirmed)."""
    if given or law_id is None or dated.confidence == "confirmed":
        return None
    law = get_law(law_id)
    law_branch = branch if branch in law.in_force else "executivo"
    assumed = assumed_day(dated, today)
    if dated.date is None:
        parts = [
            f"ela não foi encontrada no texto, e a lei foi aplicada como se o edital fosse de hoje ({ptbr.date(today)})."
        ]
    else:
        parts = [f"foi usada {ptbr.date(dated.date)} ({dated.how}, linha {dated.line})."]
        others = sorted({c.date for c in dated.candidates if c.date != dated.date})
        if others:
            parts.append("O texto também traz " + ", ".join(ptbr.date(d) for d in others[:3]) + ".")
    if used != assumed:
        parts.append(
            f"Nessa data {_regime(law, assumed, law_branch, kind)}; para não desligar a verificação por uma data "
            f"incerta, a reserva foi avaliada como se o edital fosse de {ptbr.date(used)}. Se a data "
            f"{ptbr.date(assumed)} estiver certa, desconsidere os apontamentos de reserva."
        )
    # A probable date is off by weeks, not years: only the law's changes within a year of it matter.
    reach = dt.timedelta(days=366) if dated.confidence == "probable" and used == assumed else dt.timedelta.max
    edges = [b for b in _boundaries(law, law_branch) if abs(b - used) <= reach]
    before = [b for b in edges if b <= used]
    after = [b for b in edges if b > used]
    if before:
        parts.append(
            f"Se o edital for anterior a {ptbr.date(before[-1])}, "
            f"{_regime(law, before[-1] - dt.timedelta(days=1), law_branch, kind)}."
        )
    if after:
        parts.append(f"Se for de {ptbr.date(after[0])} em diante, {_regime(law, after[0], law_branch, kind)}.")
    parts.append("Confira a data de publicação do edital (ou informe-a).")
    return " ".join(parts)
