"""What the edital says about itself: which law, when published, which branch, which kind of post.

Each detector returns its answer with the line it came from, so the report can say how it decided
("lei detectada pela citação da Lei nº 23.389/2025, linha 12"). Users override any of them.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter

from cotacheck.linter.text import Line

_MONTHS = {
    "janeiro": 1, "fevereiro": 2, "marco": 3, "abril": 4, "maio": 5, "junho": 6, "julho": 7,
    "agosto": 8, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
}
_LONG_DATE = re.compile(r"\b(\d{1,2})(?:º|o)?\s?de\s(" + "|".join(_MONTHS) + r")\sde\s(\d{4})\b")
_SHORT_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")

# Law numbers as cited: "Lei nº 23.389/2025", "Lei Estadual n. 23389", "Lei 12.990, de 9 de junho de 2014".
_LAW_NUMBERS = {
    "go": re.compile(r"\b23\.?389\b|\b23\.?719\b|\bdecreto (?:estadual )?(?:n[º°o.]{0,2}\s?)?10\.?789\b"),
    "rn": re.compile(r"\b11\.?015\b"),
    "federal": re.compile(r"\b12\.?990\b|\b15\.?142\b|\bdecreto (?:federal )?(?:n[º°o.]{0,2}\s?)?12\.?536\b"),
}
_STATES = {
    "go": re.compile(r"\b(?:estado de goias|governo de goias|goias\b|goiania\b|alego\b|\bgo\b)"),
    "rn": re.compile(r"\b(?:rio grande do norte|\brn\b|natal\b|mossoro\b)"),
    "federal": re.compile(
        r"\b(?:ministerio d[aoe]s?\b|universidade federal|instituto federal|uniao\b|governo federal|"
        r"tribunal regional (?:federal|do trabalho|eleitoral)|policia federal|receita federal|"
        r"diario oficial da uniao|autarquia federal|enap\b|cnu\b)"
    ),
}
_STATE_ONLY = re.compile(r"^(?:estado|governo|assembleia legislativa) d[eo]")

_PUBLISHED = re.compile(r"\b(?:publicad[oa]|publicacao|data de publicacao|divulgad[oa])\b")
_EDITAL_TITLE = re.compile(r"\bedital\b")

#: Autonomous institutions outside the three Poderes (Goiás's law covers only Executive and Legislative).
AUTONOMOUS = re.compile(r"\b(?:ministerio publico d[oe] estado|procuradoria-geral de justica|defensoria publica d[oe] estado|"
                        r"mpgo\b|mprn\b|dpego\b|dpe/go\b)")
AUTONOMOUS_LABEL = "autonomo"
_BRANCH = (
    ("judiciario", re.compile(r"\b(?:poder judiciario|tribunal de justica|tribunal regional (?:federal|do trabalho|eleitoral)|"
                              r"justica federal|justica do trabalho|justica eleitoral|superior tribunal|supremo tribunal|tj[a-z]{2}\b)")),
    ("legislativo", re.compile(r"\b(?:poder legislativo|assembleia legislativa|camara dos deputados|senado federal|"
                               r"camara legislativa|alego\b|alrn\b)")),
)
_KIND = (
    ("estagio", re.compile(r"\b(?:estagiari[oa]s?|contratos? de estagio|programa de estagio|bolsas? de estagio|vagas? de estagio|selecao de estagio)\b")),
    ("temporario", re.compile(r"\b(?:contrata(?:cao|coes|do) (?:temporari|por tempo determinado)|tempo determinado|"
                              r"processo seletivo simplificado|contrato temporario|carater temporario|pss\b)")),
    ("emprego", re.compile(r"\b(?:emprego publico|empregos publicos|regime celetista|clt\b|consolidacao das leis do trabalho)")),
)
_HEAD_LINES = 60


def _date(day: str, month: int, year: str) -> dt.date | None:
    try:
        return dt.date(int(year), month, int(day))
    except ValueError:
        return None


def dates_in(folded: str) -> list[dt.date]:
    found = []
    for m in _LONG_DATE.finditer(folded):
        d = _date(m.group(1), _MONTHS[m.group(2)], m.group(3))
        if d:
            found.append(d)
    for m in _SHORT_DATE.finditer(folded):
        d = _date(m.group(1), int(m.group(2)), m.group(3))
        if d:
            found.append(d)
    return found


def detect_date(lines: list[Line]) -> tuple[dt.date | None, int | None, str]:
    """The publication date: the edital's title line, an explicit "publicado em", or the signature."""
    head = [line for line in lines[:_HEAD_LINES] if line.folded]
    for i, line in enumerate(head):
        f = line.folded
        titled = _EDITAL_TITLE.search(f) or (i > 0 and _EDITAL_TITLE.search(head[i - 1].folded) and len(f) < 80)
        if titled and _LONG_DATE.search(f):
            return dates_in(f)[0], line.number, "data no título do edital"
    for line in lines:
        f = line.folded
        if _PUBLISHED.search(f) and "lei" not in f and "decreto" not in f:
            found = dates_in(f)
            if found:
                return found[0], line.number, "data de publicação declarada"
    for line in reversed(lines[-40:]):
        f = line.folded
        m = _LONG_DATE.search(f)
        if m and len(f) < 120 and m.start() < 60 and "," in f[:m.start() + 1] and "lei" not in f and "decreto" not in f:
            return dates_in(f)[0], line.number, "data da assinatura do edital"
    return None, None, ""


def detect_law(lines: list[Line], joined=None) -> tuple[str | None, int | None, str]:
    """The law by the law numbers cited; failing that, by the state or federal body named."""
    cited: Counter = Counter()
    first: dict[str, int] = {}
    if joined is not None:  # one pass per pattern over the whole text
        for law, pattern in _LAW_NUMBERS.items():
            for m in pattern.finditer(joined.text):
                cited[law] += 1
                first.setdefault(law, joined.line_at(m.start()))
    else:
        for line in lines:
            for law, pattern in _LAW_NUMBERS.items():
                if pattern.search(line.folded):
                    cited[law] += 1
                    first.setdefault(law, line.number)
    if cited:
        law = max(cited, key=lambda k: (cited[k], -first[k]))
        return law, first[law], "lei citada no texto"
    named: Counter = Counter()
    for line in lines[:_HEAD_LINES]:
        for law, pattern in _STATES.items():
            if pattern.search(line.folded):
                named[law] += 1
                first.setdefault(law, line.number)
    if named:
        law = max(named, key=lambda k: (named[k], -first[k]))
        return law, first[law], "ente federativo nomeado no cabeçalho"
    return None, None, ""


def detect_branch(lines: list[Line]) -> tuple[str, int | None]:
    for line in lines[:8]:
        if AUTONOMOUS.search(line.folded):
            return AUTONOMOUS_LABEL, line.number
    for line in lines[:_HEAD_LINES]:
        for branch, pattern in _BRANCH:
            if pattern.search(line.folded):
                return branch, line.number
    return "executivo", None


def detect_kind(lines: list[Line]) -> tuple[str, int | None]:
    head = lines[:_HEAD_LINES]
    for kind, pattern in _KIND:
        for line in head:
            if pattern.search(line.folded):
                return kind, line.number
    return "efetivo", None
