"""What the edital says about itself: which law, when published, which branch, which kind of post.

Each detector returns its answer with the line it came from, so the report can say how it decided
("lei detectada pela citação da Lei nº 23.389/2025, linha 12"). Users override any of them.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass

from cotacheck.law.lawbook import get_law
from cotacheck.linter.facts.dating import EditalDate, date_edital, dates_in  # noqa: F401 - re-exported
from cotacheck.linter.facts.issuer import OUTSIDE_WHY, STATE_OF, Issuer, head, subject
from cotacheck.linter.read import fixed_starts
from cotacheck.linter.read.text import Line

# Law numbers as cited: "Lei nº 23.389/2025", "Lei Estadual n. 23389", "Lei 12.990, de 9 de junho de 2014".
# Each is searched in the whole text: each form opens with its first character and checks the word's start behind
# it ("2(?<=\b2)3…" is "\b23…"), so that the engine skips to that character instead of trying every position.
_LAW_NUMBERS = {
    "go": re.compile(
        r"2(?<=\b2)3\.?389\b|2(?<=\b2)3\.?719\b|d(?<=\bd)ecreto (?:estadual )?(?:n[º°o.]{0,2}\s?)?10\.?789\b"
    ),
    "rn": re.compile(r"1(?<=\b1)1\.?015\b"),
    "federal": re.compile(
        r"1(?<=\b1)2\.?990\b|1(?<=\b1)5\.?142\b|d(?<=\bd)ecreto (?:federal )?(?:n[º°o.]{0,2}\s?)?(?:12\.?536|9\.?427)\b"
    ),
}
#: Each law's pattern of `_LAW_NUMBERS` in pieces, each opening with its own first characters ("23", "decreto"),
#: which the engine skips to: the whole pattern, opening with "2" or "d", stopped at every "d" of the text. The
#: pieces find the same matches (tests/linter/test_pattern_guards.py).
_LAW_NUMBER_PIECES = {
    "go": (
        re.compile(r"2(?<=\b2)3\.?(?:389|719)\b"),
        re.compile(r"decreto(?<=\bdecreto) (?:estadual )?(?:n[º°o.]{0,2}\s?)?10\.?789\b"),
    ),
    "rn": (_LAW_NUMBERS["rn"],),
    "federal": (
        re.compile(r"1(?<=\b1)(?:2\.?990|5\.?142)\b"),
        re.compile(r"decreto(?<=\bdecreto) (?:federal )?(?:n[º°o.]{0,2}\s?)?(?:12\.?536|9\.?427)\b"),
    ),
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
            r"\b(?:ministerio publico d[oae] (?:estado|uniao|trabalho|distrito federal)|ministerio publico federal|"
            r"ministerio publico militar|procuradoria-geral de justica|procuradoria geral de justica|"
            r"mpgo\b|mprn\b|mpf\b|mpu\b|mpt\b|mpdft\b)"
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
            r"justica federal|justica do trabalho|justica eleitoral|superior tribunal|supremo tribunal|tj[a-z]{2}\b|"
            r"tjdft\b)"
        ),
    ),
    (
        "legislativo",
        re.compile(
            r"\b(?:poder legislativo|assembleia legislativa|camara dos deputados|senado federal|"
            r"camara legislativa|alego\b|alrn\b|tribunal de contas|tc[a-z]{1,2}-?(?:go|rn)\b|tcu\b)"
        ),
    ),
)
#: The Tribunais de Contas: no Poder of their own, auxiliary organs of the Legislative (CF, arts. 71 and 75).
_AUDIT_COURT = re.compile(r"\btribunal de contas|\btc[a-z]{1,2}-?(?:go|rn)\b|\btcu\b")
AUDIT_COURT_NOTE = (
    "Tribunal de Contas: não é Poder, e sim órgão auxiliar do Poder Legislativo no controle externo (Constituição, "
    "arts. 71 e 75; a LRF, art. 20, II, a, conta seus gastos com os do Legislativo). Interpretação adotada: ele segue "
    "o Poder Legislativo na lei (abrangência e data de início); leitura concorrente: a lei o trataria à parte ou com "
    "a data do Executivo. Onde as duas leituras dão respostas diferentes, nenhum erro é dado."
)
# (each opens with a look-ahead on its words' first letters: tried on each of the first lines, the engine
# passes over most words at once; tests/linter/test_pattern_guards.py checks the letters)
_KIND = (
    (
        "estagio",
        re.compile(
            r"\b(?=[bcepsv])(?:estagiari[oa]s?|contratos? de estagio|programa de estagio|bolsas? de estagio|vagas? de estagio|selecao de estagio)\b"
        ),
    ),
    (
        "temporario",
        re.compile(
            r"\b(?=[ct])(?:contrata(?:cao|coes|do) (?:temporari|por tempo determinado)|tempo determinado|"
            r"contrato temporario|carater temporario)"
        ),
    ),
    (
        "emprego",
        re.compile(
            r"\b(?=[cer])(?:emprego publico|empregos publicos|regime celetista|clt\b|consolidacao das leis do trabalho)"
        ),
    ),
    # a processo seletivo simplificado is temporary hiring unless it fills empregos públicos (above): Lei 23.389's
    # original caput covers "processos seletivos simplificados para o provimento de cargos efetivos e de empregos"
    ("temporario", re.compile(r"\b(?=[p])(?:processo seletivo simplificado|pss\b)")),
)
#: Each of `_KIND` with a fixed start of each of its alternatives (tests/linter/test_pattern_guards.py checks them).
_KIND_STARTS = tuple(
    (kind, pattern, tuple(starts.split()))
    for (kind, pattern), starts in zip(
        _KIND,
        (
            "estagiari contrato programa bolsa vaga selecao",
            "contrat tempo carater",
            "emprego regime clt consolidacao",
            "processo pss",
        ),
        strict=True,
    )
)
_HEAD_LINES = 60
CITED = "lei citada no texto"


def detect_law(lines: list[Line], joined=None) -> tuple[str | None, int | None, str]:
    """The law by the law numbers cited; failing that, by the state or federal body named."""
    cited: Counter = Counter()
    first: dict[str, int] = {}
    if joined is not None:  # one pass per pattern over the whole text
        for law, pieces in _LAW_NUMBER_PIECES.items():
            starts = [m.start() for piece in pieces for m in piece.finditer(joined.text)]
            if starts:
                cited[law] += len(starts)
                first[law] = joined.line_at(min(starts))
    else:
        cited = _tally(lines, _LAW_NUMBERS, first)
    if cited:
        law = _most(cited, first)
        return law, first[law], CITED
    named = _tally_head(lines[:_HEAD_LINES], first)
    if named:
        law = _most(named, first)
        return law, first[law], "ente federativo nomeado no cabeçalho"
    return None, None, ""


def _tally(lines: list[Line], patterns: dict[str, re.Pattern], first: dict[str, int]) -> Counter:
    """How many lines match each law's pattern; `first` gets the first such line of each."""
    found: Counter = Counter()
    for line in lines:
        for law, pattern in patterns.items():
            if pattern.search(line.folded):
                found[law] += 1
                first.setdefault(law, line.number)
    return found


#: A fixed start of every alternative of each of `_STATES` (tests/linter/test_pattern_guards.py checks them).
_STATES_STARTS = {
    "go": ("estado de goias", "governo de goias", "alego", "go"),
    "rn": ("rio grande do norte", "rn", "natal", "mossoro"),
    "federal": (
        "ministerio d",
        "universidade federal",
        "instituto federal",
        "uniao",
        "governo federal",
        "tribunal regional ",
        "policia federal",
        "receita federal",
        "diario oficial da uniao",
        "autarquia federal",
        "enap",
        "cnu",
    ),
}


def _tally_head(head: list[Line], first: dict[str, int]) -> Counter:
    """`_tally(head, _STATES, first)`, each pattern searched once over the lines joined, where one of its fixed
    starts stands (`fixed_starts`; no pattern reaches across a line break, and "\n" is no word character)."""
    text = "\n".join([line.folded for line in head])
    if text.count("\n") != len(head) - 1:  # a line holding a break of its own: line by line
        return _tally(head, _STATES, first)
    matched: dict[str, list[int]] = {}  # law → the indexes of the lines it matches, in order
    for law, pattern in _STATES.items():
        at, index, indexes = 0, 0, []
        for m in fixed_starts.finditer(pattern, text, _STATES_STARTS[law]):
            index += text.count("\n", at, m.start())
            at = m.start()
            if not indexes or indexes[-1] != index:
                indexes.append(index)
        if indexes:
            matched[law] = indexes
    found: Counter = Counter()
    # (counted in the order `_tally` meets them: by their first line, then the patterns' order)
    order = list(_STATES)
    for law in sorted(matched, key=lambda law: (matched[law][0], order.index(law))):
        found[law] = len(matched[law])
        first.setdefault(law, head[matched[law][0]].number)
    return found


def _most(counts: Counter, first: dict[str, int]) -> str:
    """The law counted most, the earliest on a tie."""
    return max(counts, key=lambda k: (counts[k], -first[k]))


@dataclass(frozen=True)
class BranchFound:
    """The Poder of the edital, the line and words it was read from, and where: "emissor" (the issuer's
    heading decides), "texto" (no issuer in the heading: a body named in the first lines, a doubt) or ""
    (nothing named: the Executive by default). `note`: the reading adopted for it, when there is one."""

    branch: str
    line: int | None = None
    words: str = ""
    source: str = ""
    note: str = ""


def _branch_in(text: str) -> tuple[str, str] | None:
    for branch, pattern in (*AUTONOMOUS, *_BRANCH):
        if m := pattern.search(text):
            return branch, m.group(0)
    return None


def _found(branch: str, line: int | None, words: str, source: str) -> BranchFound:
    note = AUDIT_COURT_NOTE if _AUDIT_COURT.search(words) else ""
    return BranchFound(branch, line, words, source, note)


def detect_branch(lines: list[Line], issuer: Issuer | None = None) -> BranchFound:
    """The Poder from the issuer's heading: the lines down to the issuer's own ("PODER JUDICIÁRIO / TRIBUNAL
    REGIONAL FEDERAL"), the issuer's name first; an issuer of no other Poder is the Executive, whatever body a
    clause names further on ("… perante o Tribunal de Justiça …" in a secretaria's edital). Without an issuer,
    a body named in the first lines, read as a doubt (`source` "texto")."""
    if issuer is not None and issuer.sphere == "fora":
        return BranchFound("executivo")  # outside the administration: no Poder (and no law) to read
    if issuer is not None and issuer.line is not None:
        for line in head(lines):
            if line.number > issuer.line:
                break
            if found := _branch_in(subject(line.folded)):
                return _found(*found[:1], line.number, found[1], "emissor")
        return _found("executivo", issuer.line, issuer.words, "emissor")
    for line in lines[:8]:
        for branch, pattern in AUTONOMOUS:
            if m := pattern.search(line.folded):
                return _found(branch, line.number, m.group(0), "texto")
    for line in lines[:_HEAD_LINES]:
        for branch, pattern in _BRANCH:
            if m := pattern.search(line.folded):
                return _found(branch, line.number, m.group(0), "texto")
    return BranchFound("executivo")


def detect_kind(lines: list[Line]) -> tuple[str, int | None]:
    head = lines[:_HEAD_LINES]
    # The first lines joined, each pattern searched once where one of its fixed starts stands (`fixed_starts`):
    # no pattern reaches across a line break, and "\n" is no word character, as a line's edge is none.
    text = "\n".join([line.folded for line in head])
    if text.count("\n") != len(head) - 1:  # a line holding a break of its own: line by line
        return _kind_by_line(head)
    for kind, pattern, starts in _KIND_STARTS:
        if m := fixed_starts.search(pattern, text, starts):
            return kind, head[text.count("\n", 0, m.start())].number
    return "efetivo", None


def _kind_by_line(head: list[Line]) -> tuple[str, int | None]:
    for kind, pattern in _KIND:
        for line in head:
            if pattern.search(line.folded):
                return kind, line.number
    return "efetivo", None


def detect_date(lines: list[Line]) -> tuple[dt.date | None, int | None, str]:
    """The edital's own date, its line and how it was found (see `dating.date_edital`)."""
    found = date_edital(lines)
    return found.date, found.line, found.how


#: The states whose own law the tool models (by state code, the law's id).
STATE_LAWS = {"go": "go", "rn": "rn"}
#: Whom each modelled law binds, for the note on an issuer none of them binds.
_BOUND = (
    "a Lei nº 23.389/2025 alcança só os Poderes Executivo e Legislativo do Estado de Goiás (art. 1º, § 1º), a Lei "
    "nº 11.015/2021 só a administração dos Poderes do Estado do Rio Grande do Norte (art. 1º) e as Leis nº "
    "12.990/2014 e nº 15.142/2025 só a União"
)


@dataclass(frozen=True)
class LawChoice:
    """The law picked for the edital, why, and whether it is only a guess (no error may rest on it)."""

    law: str | None
    line: int | None
    how: str
    note: str = ""
    guessed: bool = False


def choose_law(issuer: Issuer, cited: tuple[str | None, int | None, str]) -> LawChoice:
    """The law from the issuer: the state's law for its own bodies, federal law for the Union's, none
    for municipalities and other states (the edital's own rule then). A law cited never outweighs the
    issuer; without a clear issuer the law cited (or the state named) is a guess."""
    cited_law, cited_line, cited_how = cited
    if issuer.sphere is None:
        return _guess(issuer, cited_law, cited_line, cited_how)
    if issuer.sphere == "fora":
        return LawChoice(None, issuer.line, "pelo emissor fora da administração pública", _outside_note(issuer))
    law = "federal" if issuer.sphere == "federal" else None
    if issuer.sphere == "estadual":
        law = STATE_LAWS.get(issuer.state or "")
    how = f"pelo emissor {issuer.sphere}"
    if law is None and issuer.sphere == "estadual" and issuer.state is None:
        return _guess(issuer, cited_law, cited_line, cited_how)
    if law is None:
        return LawChoice(None, issuer.line, how, _unbound_note(issuer))
    note = _federal_why(issuer) if law == "federal" else ""
    if cited_law is not None and cited_law != law and cited_how == CITED:
        note += (" " if note else "") + (
            f"O edital cita a {get_law(cited_law).title} (linha {cited_line}), mas quem o emite é "
            f"{issuer.describe()}: vale a lei do emissor, não a citada."
        )
    return LawChoice(law, issuer.line, how, note)


#: Federal bodies a reader may take for another sphere's, and why the Union's law binds them.
_FEDERAL_WHY = (
    (
        re.compile(r"distrito federal|tjdft|mpdft"),
        "O TJDFT e o MPDFT são organizados e mantidos pela União (Constituição, art. 21, XIII); o MPDFT integra o "
        "Ministério Público da União, e seus servidores seguem a Lei nº 8.112/1990: vale a lei federal, não a do "
        "Distrito Federal.",
    ),
    (
        re.compile(r"conselho (?:regional|federal)"),
        "Conselho de fiscalização profissional: autarquia federal (STF, ADI 1.717): vale a lei federal, não a do "
        "Estado onde tem sede.",
    ),
)


def _federal_why(issuer: Issuer) -> str:
    return next((why for pattern, why in _FEDERAL_WHY if pattern.search(issuer.words)), "")


def _outside_note(issuer: Issuer) -> str:
    why = next(why for pattern, why in OUTSIDE_WHY if pattern.search(issuer.words))
    return (
        f"Emissor fora da administração pública: {issuer.describe()}. Nenhuma lei de reserva de vagas para negros em "
        f"concursos o alcança: {why}. Nenhuma reserva é exigida por lei; a reserva que o edital declarar é conferida "
        "segundo a regra do próprio edital."
    )


def _unbound_note(issuer: Issuer) -> str:
    whom = (
        "um município"
        if issuer.sphere == "municipal"
        else "o Distrito Federal"
        if issuer.state == "df"
        else f"o Estado {STATE_OF[issuer.state]}"
        if issuer.state
        else "este emissor"
    )
    own = "municipal" if issuer.sphere == "municipal" else "estadual"
    return (
        f"Emissor {issuer.sphere}: {issuer.describe()}. Nenhuma das leis que o cotacheck modela vincula {whom}: "
        f"{_BOUND}. A reserva é conferida segundo a regra do próprio edital; para conferir pela lei {own} que o "
        "rege, escolha “outra lei” e informe seus parâmetros."
    )


def _guess(issuer: Issuer, law: str | None, line: int | None, how: str) -> LawChoice:
    if law is None:
        return LawChoice(None, None, "", _unclear(issuer, ""))
    return LawChoice(law, line, how, _unclear(issuer, f" a lei foi deduzida ({how}, linha {line}), e"), guessed=True)


def _unclear(issuer: Issuer, guessed: str) -> str:
    if issuer.ambiguous:
        bodies = "; ".join(f"“{words}” ({sphere}, linha {n})" for sphere, words, n in issuer.ambiguous)
        why = f"o cabeçalho nomeia órgãos de esferas diferentes ({bodies})"
    else:
        why = "o cabeçalho não nomeia um órgão federal, estadual ou municipal reconhecível"
    tail = " nenhum erro é dado por ela." if guessed else ""
    return (
        f"Emissor do edital não identificado: {why};{guessed}{tail} Informe a lei (na página, escolha a lei; no "
        "terminal, --law go, rn, federal ou outra) para um resultado firme."
    )
