"""What the edital says about itself: which law, when published, which branch, which kind of post.

Each detector returns its answer with the line it came from, so the report can say how it decided
("lei detectada pela citação da Lei nº 23.389/2025, linha 12"). Users override any of them.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter

from cotacheck.linter.facts.dating import EditalDate, date_edital, dates_in  # noqa: F401 - re-exported
from cotacheck.linter.read.text import Line

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


#: Autonomous institutions outside the three Poderes (Goiás's law covers only Executive and Legislative).
#: Institutions outside the three Poderes, told apart: the law data (law/data/*.toml) decides whether
#: each is covered and with which reading ("interpretação adotada").
AUTONOMOUS = (
    (
        "ministerio_publico",
        re.compile(
            r"\b(?:ministerio publico d[oae] (?:estado|uniao|trabalho)|ministerio publico federal|"
            r"ministerio publico militar|procuradoria-geral de justica|procuradoria geral de justica|"
            r"mpgo\b|mprn\b|mpf\b|mpu\b|mpt\b)"
        ),
    ),
    (
        "defensoria",
        re.compile(
            r"\b(?:defensoria publica d[oae] (?:estado|uniao)|defensoria publica-geral|dpego\b|dpe/go\b|"
            r"dpe/rn\b|dpu\b)"
        ),
    ),
)
_BRANCH = (
    (
        "judiciario",
        re.compile(
            r"\b(?:poder judiciario|tribunal de justica|tribunal regional (?:federal|do trabalho|eleitoral)|"
            r"justica federal|justica do trabalho|justica eleitoral|superior tribunal|supremo tribunal|tj[a-z]{2}\b)"
        ),
    ),
    (
        "legislativo",
        re.compile(
            r"\b(?:poder legislativo|assembleia legislativa|camara dos deputados|senado federal|"
            r"camara legislativa|alego\b|alrn\b)"
        ),
    ),
)
_KIND = (
    (
        "estagio",
        re.compile(
            r"\b(?:estagiari[oa]s?|contratos? de estagio|programa de estagio|bolsas? de estagio|vagas? de estagio|selecao de estagio)\b"
        ),
    ),
    (
        "temporario",
        re.compile(
            r"\b(?:contrata(?:cao|coes|do) (?:temporari|por tempo determinado)|tempo determinado|"
            r"processo seletivo simplificado|contrato temporario|carater temporario|pss\b)"
        ),
    ),
    (
        "emprego",
        re.compile(r"\b(?:emprego publico|empregos publicos|regime celetista|clt\b|consolidacao das leis do trabalho)"),
    ),
)
_HEAD_LINES = 60


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
        for branch, pattern in AUTONOMOUS:
            if pattern.search(line.folded):
                return branch, line.number
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


def detect_date(lines: list[Line]) -> tuple[dt.date | None, int | None, str]:
    """The edital's own date, its line and how it was found (see `dating.date_edital`)."""
    found = date_edital(lines)
    return found.date, found.line, found.how
