"""The edital's publication day as a news text gives it: a weekday and the day of the month in brackets
("A Uneal divulgou, nessa sexta-feira (30), o edital"), the month and the year from the text's dateline.

A news page reproducing an edital seldom repeats the edital's title or date; it says when the edital came
out relative to the day it was written. The day is taken only where the text proves it:

- the sentence says the edital was published ("divulgou", "publicou", "lançou", "foi publicado"), the
  weekday's phrase within a few words of the verb, and no other event in it (inscrições, resultado,
  retificação...: "as inscrições começam nesta segunda-feira (2)" dates the inscrições), nothing future
  ("será", "próxima");
- the text opens with its dateline: a date first on one of its first three lines, after a label at most
  ("Publicado em", "Atualizado em", "date"), a time or a few words after it ("31/05/2025 07h00 Atualizado
  há 2 dias", "2025-05-31 Alagoas"); a date further down may be any act's or event's, and is never used;
- of the seven days up to the dateline, the one whose day of the month is the one in brackets has the
  weekday written. A news text tells of the days just past: the day must be one of those, and the weekday
  proves the month (the same day of the month a month earlier or later falls on another weekday, but for
  February's 28 days, which the seven days' window leaves out).

Anything else gives no date: a wrong date picks the wrong law and the wrong wording.
"""

from __future__ import annotations

import datetime as dt
import re

from cotacheck.linter.read.text import Line

_WEEKDAYS = {"segunda": 0, "terca": 1, "quarta": 2, "quinta": 3, "sexta": 4, "sabado": 5, "domingo": 6}
#: "nessa sexta-feira (30)", "no último sábado (31)", "nesta terça (3)": the weekday, the day in brackets.
_PHRASE = re.compile(r"\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira| feira)?,?\s?\((\d{1,2})\)")
#: The edital's publication told: the verb in the past or the present (a headline's "publica").
_PUBLISHED = re.compile(r"\b(?:divulg|public|lanc)(?:ou|ad[oa]s?|a)\b")
#: Another event than the edital's publication, or a day still to come, in the same sentence.
_OTHER = re.compile(
    r"\b(?:retifica|resultado|homologa|gabarito|convoca|inscri|recurso|impugna|prova|sera|serao|proxim|"
    r"comeca|comecam|inicia|termina|encerra|aplicad)"
)
#: Characters between the publication's verb and the weekday's phrase, either way round.
_NEAR = 60
_HEAD_LINES = 3
_DATELINE = re.compile(
    r"^\W*(?:(?:date|data|publicad[oa] em|atualizad[oa] em|postad[oa] em|em)\s+)?"
    r"(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})/(\d{1,2})/(\d{4}))"
    r"(?:\s*(?:,|-|as)?\s*\d{1,2}h\d{0,2}|\s+\d{1,2}:\d{2})?([^/]*)$"
)
_MAX_DATELINE_WORDS = 5
_YEAR = re.compile(r"\d{4}")


def _dateline(lines: list[Line]) -> dt.date | None:
    """The date the text opens with (see the module's docstring), or None."""
    head = [line for line in lines[:12] if line.folded.strip()][:_HEAD_LINES]
    for line in head:
        m = _DATELINE.match(line.folded.strip())
        if m is None or len(m.group(7).split()) > _MAX_DATELINE_WORDS or _YEAR.search(m.group(7)):
            continue  # a sentence, or a second date after the first
        year, month, day = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(5), m.group(4))
        try:
            return dt.date(int(year), int(month), int(day))
        except ValueError:
            return None
    return None


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence of `text` around `start`–`end` (a full stop and a space part sentences)."""
    opening = text.rfind(". ", 0, start)
    closing = text.find(". ", end)
    return text[opening + 1 if opening >= 0 else 0 : closing if closing >= 0 else len(text)]


def _published(text: str, start: int, end: int) -> bool:
    """Whether the weekday's phrase at `start`–`end` of `text` tells when the edital was published."""
    sentence = _sentence(text, start, end)
    if "edital" not in sentence or _OTHER.search(sentence):
        return False
    before, after = text[max(0, start - _NEAR) : start], text[end : end + _NEAR]
    return bool(_PUBLISHED.search(before) or _PUBLISHED.search(after))


def news_dates(lines: list[Line]) -> list[tuple[dt.date, int]]:
    """The publication days a news text proves (see the module's docstring), each with its line's number."""
    found = []
    reference: dt.date | None = None
    for index, line in enumerate(lines):
        folded = line.folded
        if "(" not in folded or not ("feira" in folded or "a (" in folded or "sabado" in folded or "domingo" in folded):
            continue  # the trigger: most lines hold no weekday ("a (": "terça (3)", "sexta (30)")
        for m in _PHRASE.finditer(folded):
            if reference is None:
                reference = _dateline(lines) or dt.date.min
            if reference == dt.date.min:
                return []
            # the sentence may go on over the lines around it (a PDF's or a pasted page's wrapping)
            above = lines[index - 1].folded if index else ""
            below = lines[index + 1].folded if index + 1 < len(lines) else ""
            text = f"{above} {folded} {below}"
            offset = len(above) + 1
            if not _published(text, offset + m.start(), offset + m.end()):
                continue
            day = int(m.group(2))
            for back in range(7):
                candidate = reference - dt.timedelta(days=back)
                if candidate.day == day:
                    if candidate.weekday() == _WEEKDAYS[m.group(1)]:
                        found.append((candidate, line.number))
                    break
    return found
