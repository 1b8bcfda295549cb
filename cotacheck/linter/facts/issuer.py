"""Who issues the edital, and in which sphere (federal, estadual, municipal): the law follows the issuer.

Lei nº 23.389/2025 binds only the Poderes Executivo and Legislativo of Goiás (art. 1º, § 1º), Lei nº
11.015/2021 only "quaisquer dos Poderes do Estado" of Rio Grande do Norte (art. 1º), and the federal
laws only the Union's bodies. So a prefeitura in Goiás, a câmara municipal in Natal or a state bank
of Rio Grande do Sul is bound by none of the laws the tool models, and a federal university seated
in Goiânia is bound by federal law: the state named in the header does not decide, the issuer does.

`find_issuer` reads the head of the edital (its first lines, up to the sentence where the issuer
"torna público"), leaving out the exam board ("executado pelo Cebraspe"). The first body named
decides; a body of another sphere also named in the heading makes the issuer ambiguous, which is
reported, never settled by counting law citations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cotacheck.linter.read import fixed_starts
from cotacheck.linter.read.text import Line, fold

#: The states (and the Distrito Federal) by code, with the folded names and adjectives that name them.
STATE_NAMES = {
    "ac": ("acre",),
    "al": ("alagoas",),
    "ap": ("amapa",),
    "am": ("amazonas",),
    "ba": ("bahia",),
    "ce": ("ceara",),
    "df": ("distrito federal",),
    "es": ("espirito santo",),
    "go": ("goias", "goian[oa]", "goiania"),
    "ma": ("maranhao",),
    "mt": ("mato grosso(?! do sul)",),
    "ms": ("mato grosso do sul",),
    "mg": ("minas gerais",),
    "pa": ("estado do para",),
    "pb": ("paraiba",),
    "pr": ("parana",),
    "pe": ("pernambuco",),
    "pi": ("piaui",),
    "rj": ("rio de janeiro",),
    "rn": ("rio grande do norte", "potiguar", "natal", "mossoro"),
    "rs": ("rio grande do sul", "gauch[oa]", "sul-rio-? ?grandense", "banrisul"),
    "ro": ("rondonia",),
    "rr": ("roraima",),
    "sc": ("santa catarina",),
    "sp": ("sao paulo",),
    "se": ("sergipe",),
    "to": ("tocantins",),
}
#: The states' names, each with its preposition ("do Rio Grande do Norte", "de Goiás").
STATE_OF = {
    "ac": "do Acre",
    "al": "de Alagoas",
    "ap": "do Amapá",
    "am": "do Amazonas",
    "ba": "da Bahia",
    "ce": "do Ceará",
    "df": "do Distrito Federal",
    "es": "do Espírito Santo",
    "go": "de Goiás",
    "ma": "do Maranhão",
    "mt": "de Mato Grosso",
    "ms": "de Mato Grosso do Sul",
    "mg": "de Minas Gerais",
    "pa": "do Pará",
    "pb": "da Paraíba",
    "pr": "do Paraná",
    "pe": "de Pernambuco",
    "pi": "do Piauí",
    "rj": "do Rio de Janeiro",
    "rn": "do Rio Grande do Norte",
    "rs": "do Rio Grande do Sul",
    "ro": "de Rondônia",
    "rr": "de Roraima",
    "sc": "de Santa Catarina",
    "sp": "de São Paulo",
    "se": "de Sergipe",
    "to": "do Tocantins",
}
STATE_LABELS = {code: of.split(" ", 1)[1] for code, of in STATE_OF.items()}
_CODES = "|".join(STATE_NAMES)
_STATE_PATTERNS = {
    code: re.compile(
        r"\b(?:" + "|".join(names) + r")\b" + r"|(?:[/]|\b(?:tj|tce|mp|pc|pm|detran)[-/ ]?)" + code + r"\b"
    )
    for code, names in STATE_NAMES.items()
}
#: The states' patterns as one, a group a state in their order: the first place any matches, and there the
#: first state (what searching each and keeping the earliest found, the first on a tie, finds, in one pass).
_ANY_STATE = re.compile("|".join(f"(?P<{code}>{pattern.pattern})" for code, pattern in _STATE_PATTERNS.items()))


def _fixed_start(name: str) -> str:
    """The letters a name's pattern opens with, fixed (up to its first class, group or optional character)."""
    start = re.match(r"[a-z -]*", name).group()
    return start[:-1] if name[len(start) : len(start) + 1] in ("?", "*", "{") else start


#: A fixed start of every alternative of `_ANY_STATE`: each state's names, and what opens the code's own
#: alternative (`_STATE_PATTERNS`: "/" or a body's initials before the code).
STATE_STARTS = tuple(
    sorted(
        {_fixed_start(name) for names in STATE_NAMES.values() for name in names}
        | {"/", "tj", "tce", "mp", "pc", "pm", "detran"}
    )
)


def _any_state(folded: str) -> re.Match | None:
    """`_ANY_STATE.search(folded)`, tried only where a state's fixed start stands (`fixed_starts`): its
    alternatives of every state tried at every place cost over a microsecond a character."""
    return fixed_starts.search(_ANY_STATE, folded, STATE_STARTS)


#: "Goiânia - GO", "Natal/RN": a state code after a slash or dash.
_CODE_AFTER = re.compile(r"(?:/|\s[-–]\s?|(?<=[a-z])-)(" + _CODES + r")\b")
#: "Instituto … do RN – IDEMA": a state code closing a body's name.
_CODE_CLOSING = re.compile(r"\b(?:do|de|da) (" + _CODES + r")(?=\s*(?:$|[-–—(]))")
#: "Prefeitura Municipal de Águas do Paranã (GO)": a state code in brackets after a name ("(AC)" is ampla
#: concorrência far more often than Acre).
_CODE_IN_BRACKETS = re.compile(r"(?<=[a-z] )\((" + "|".join(c for c in STATE_NAMES if c != "ac") + r")\)")
#: The states' names as written, by the folded words that could be them: a word that folds to one of these but
#: bears another accent is another word (the town of Paranã, in Goiás, is not Paraná; "Pará" is not "para").
_SPELLED = {
    "parana": "paraná",
    "para": "pará",
    "goias": "goiás",
    "goiania": "goiânia",
    "ceara": "ceará",
    "piaui": "piauí",
    "amapa": "amapá",
    "maranhao": "maranhão",
    "rondonia": "rondônia",
    "espirito": "espírito",
    "sao": "são",
    "paraiba": "paraíba",
    "mossoro": "mossoró",
    "gaucho": "gaúcho",
    "gaucha": "gaúcha",
}
_WORD = re.compile(r"[^\W\d_]+")

#: "fora": outside the public administration (Sistema S, OAB), where no racial-quota law applies.
SPHERES = ("federal", "estadual", "municipal", "fora")
SPHERE_LABELS = {
    "federal": "federal",
    "estadual": "estadual",
    "municipal": "municipal",
    "fora": "fora da administração pública",
}

#: The serviços sociais autônomos of the Sistema S (SENAI, SENAC, SESC, SESI, SEBRAE, SENAR, SEST/SENAT,
#: SESCOOP) are private-law entities outside the public administration (STF, RE 789.874/DF), and the OAB is
#: sui generis, outside it too (STF, ADI 3.026): no quota law of the Union, a state or a municipality binds them.
#: Only the national Sistema S is named here: a serviço social autônomo a state creates for its own servants
#: (IPASGO Saúde) is left to the state's reading.
_OUTSIDE = re.compile(
    r"\b(?:servico nacional de aprendizagem|servico social d[aeo]s? "
    r"(?:industria|comercio|transporte)|servico brasileiro de apoio as micro|"
    r"senai|senac|sesc|sesi|sebrae|senar|sest|senat|sescoop|ordem dos advogados do brasil|oab)\b"
)
#: Why each body outside the administration is bound by no quota law, by the words that found it.
OUTSIDE_WHY = (
    (
        re.compile(r"ordem dos advogados|\boab\b"),
        "a OAB não integra a administração pública: é entidade sui generis, sem vínculo com ela (STF, ADI 3.026)",
    ),
    (
        re.compile(r"."),
        "os serviços sociais autônomos do Sistema S (SENAI, SENAC, SESC, SESI, SEBRAE, SENAR, SEST/SENAT) são "
        "entidades privadas fora da administração pública, que nem sequer estão obrigadas a fazer concurso "
        "público (STF, RE 789.874/DF)",
    ),
)
#: Any body called municipal ("Hospital Municipal", "Agência Municipal do Meio Ambiente", "Guarda Civil
#: Municipal"), and the consórcios públicos that municipalities form.
_MUNICIPAL = re.compile(
    r"\b(?:prefeitura|prefeito municipal|municipio d[eo]s?|camara municipal|camara de vereadores|"
    r"secretaria municipal|autarquia municipal|fundacao municipal|empresa municipal|instituto municipal|"
    r"instituto de previdencia (?:dos servidores )?(?:publicos )?(?:do )?municipal|previdencia municipal|"
    r"servico autonomo (?:municipal )?de agua|saae\b|consorcio (?:publico|intermunicipal|de saude)|"
    r"guarda civil municipal|[a-z]+ municipa(?:l|is)\b|municipa(?:l|is)\b)"
)
#: The Union's bodies. The TJDFT and the MPDFT are organised and maintained by the Union (CF, art. 21, XIII), and
#: the professional councils (CRM, CREA, CRC …) are federal autarchies (STF, ADI 1.717).
_FEDERAL = re.compile(
    r"\b(?:ministerio d[aoe]s? |universidade federal|instituto federal|centro federal de educacao|"
    r"tribunal regional (?:federal|do trabalho|eleitoral)|justica federal|justica do trabalho|justica eleitoral|"
    r"tribunal superior|superior tribunal|supremo tribunal|tribunal de contas da uniao|conselho nacional de justica|"
    r"ministerio publico (?:federal|da uniao|do trabalho|militar)|defensoria publica da uniao|senado federal|"
    r"camara dos deputados|policia (?:rodoviaria )?federal|receita federal|advocacia-geral da uniao|"
    r"tribunal de justica do distrito federal|tjdft|ministerio publico do distrito federal|mpdft|"
    r"conselho (?:regional|federal) d[eao]s? |fundacao oswaldo cruz|fiocruz|exercito|comando da marinha|"
    r"marinha do brasil|aeronautica|forca aerea brasileira|forcas armadas|uf(?!ir\b)[a-z]{1,4}\b|"
    r"(?:agencia|banco|fundacao|instituto|departamento|conselho|companhia|empresa|superintendencia|escola|"
    r"arquivo|biblioteca|comissao|autoridade|secretaria) nacional|"
    r"(?:autarquia|fundacao|empresa) (?:publica )?federal|economia mista federal|governo federal|"
    r"banco do brasil|caixa economica federal|banco da amazonia|banco do nordeste|banco central do brasil|bndes|"
    r"petrobras|petroleo brasileiro|eletrobras|empresa brasileira de|correios|dataprev|serpro|ebserh|conab|"
    r"embrapa|casa da moeda|infraero|comissao de valores mobiliarios|instituto brasileiro de geografia|inss|ibama|icmbio|"
    r"incra|funai|capes|"
    r"cnpq|anvisa|anatel|aneel|anac|antt|antaq|enap|cnu)\b"
)
#: A state's name as an entity's name carries it ("Agência Goiana de Regulação", "Instituto … do Rio Grande do
#: Norte", "do RN"): the state's names and adjectives, not its capital.
_STATE_WORDS = (
    "(?:"
    + "|".join(names[0] for names in STATE_NAMES.values())
    + "|goian[oa]s?|potiguar(?:es)?|gauch[oa]s?"
    # "… do RN", "… de GO – SIGLA": the code closes the name (so "de se", "do to" in a sentence are not states)
    + "|(?:"
    + "|".join(STATE_OF[c].split(" ")[0] + " " + c for c in STATE_OF)
    + r")(?=\s*(?:$|[-–—(]))"
    + ")"
)
#: State entities whose acronym carries neither a class word nor the state's name, as their editais print it
#: alone in the heading (the full name, when given, is read by the class rule below), with their state.
_STATE_ACRONYMS = {
    "goiasprev": "go",  # Goiás Previdência
    "goias prev": "go",
    "goinfra": "go",  # Agência Goiana de Infraestrutura e Transportes
    "fapeg": "go",  # Fundação de Amparo à Pesquisa do Estado de Goiás
    "ipern": "rn",  # Instituto de Previdência dos Servidores do Estado do Rio Grande do Norte
    "itep-rn": "rn",  # Instituto Técnico-Científico de Perícia do Rio Grande do Norte
    "idema": "rn",  # Instituto de Desenvolvimento Sustentável e Meio Ambiente do Rio Grande do Norte
    "emparn": "rn",  # Empresa de Pesquisa Agropecuária do Rio Grande do Norte
}
#: A state's administration by class: its government, and an agency, foundation, institute, company … named with
#: the state ("Fundação de Amparo à Pesquisa do Estado de Goiás", "Empresa de Pesquisa Agropecuária do RN").
_STATE_ENTITY = re.compile(
    r"\b(?:governo d[aeo] " + _STATE_WORDS + r"\b|"
    r"(?:agencia|fundacao|instituto|empresa|companhia|autarquia|departamento|junta|centro|hospital|"
    r"superintendencia|escola|controladoria|loteria|procuradoria)\b[^,;:/()]{0,80}?\b(?:do estado\b|estadual\b|"
    + _STATE_WORDS
    + r"\b)|"
    r"(?:" + "|".join(_STATE_ACRONYMS) + r")\b)"
)
_STATE_BODY = re.compile(
    r"\b(?:governo do estado|secretaria (?:de estado|estadual)|secretario de estado|"
    r"policia (?:militar|civil|penal|cientifica)|corpo de bombeiros militar|tribunal de justica(?! do distrito)|"
    r"poder judiciario do estado|tribunal de contas do estado|tribunal de contas dos municipios|"
    r"assembleia legislativa|universidade estadual|universidade do estado|ministerio publico (?:do estado|de contas)|"
    r"procuradoria-? ?geral (?:de justica|do estado)|defensoria publica do estado|"
    r"(?:autarquia|fundacao|empresa|companhia|agencia) (?:publica )?estadual|economia mista estadual|"
    r"departamento estadual|junta comercial do estado|banco do estado|banrisul|banestes|saneago|caern|"
    r"tj(?:" + _CODES + r")\b|detran)"
)
#: A heading that is only the state's name ("ESTADO DE GOIÁS"): the state, unless a body of another
#: sphere is named (a prefeitura's heading also names its state).
_STATE_HEADING = re.compile(r"^(?:governo do )?estado d[aeo] [a-z ]+$")
#: Where the exam board is named, not the issuer.
_BOARD = re.compile(r"\b(?:executad|organizad|realizad|banca|sob a responsabilidade|coordenad|operacionaliz)")
#: The sentence where the issuer announces the edital; the subject comes before the verb.
_ANNOUNCES = re.compile(
    r"\b(?:torna(?:m)? publico|torna(?:m)? publica|faz(?:em)? saber|comunica(?:m)?|realizara|resolve)\b"
)
HEAD_LINES = 15
_TITLE = re.compile(r"\s*#*\s*edital\b")


@dataclass(frozen=True)
class Issuer:
    """Who issues the edital: `sphere` None when unclear (`ambiguous` names the other bodies then)."""

    sphere: str | None
    state: str | None
    name: str | None
    words: str
    line: int | None
    ambiguous: tuple[tuple[str, str, int], ...] = ()  # (sphere, words, line) of the competing bodies

    def describe(self) -> str:
        """ "Prefeitura Municipal de Anápolis (municipal, Goiás; linha 1)"."""
        where = SPHERE_LABELS.get(self.sphere or "", "")
        if self.state:
            where += (", " if where else "") + STATE_LABELS[self.state]
        return f"{self.name} ({where}; linha {self.line})" if self.name else "não identificado"

    def as_json(self) -> dict:
        return {
            "sphere": self.sphere,
            "state": self.state,
            "name": self.name,
            "words": self.words,
            "line": self.line,
            "ambiguous": [{"sphere": s, "words": w, "line": n} for s, w, n in self.ambiguous],
        }


UNKNOWN = Issuer(None, None, None, "", None)


@dataclass(frozen=True)
class _Match:
    sphere: str
    words: str
    line: Line
    strong: bool


def subject(folded: str) -> str:
    """The part of a line that can name the issuer: before "torna público", before the exam board."""
    announce = _ANNOUNCES.search(folded)
    text = folded[: announce.start()] if announce else folded
    board = _BOARD.search(text)
    return text[: board.start()] if board else text


#: A body named in a clause ("… perante o Tribunal de Justiça …", "o foro da Comarca …") is not the issuer.
_CLAUSE = re.compile(r"\b(?:perante|junto (?:ao|a|à)|foro|recurso ao|recorrer ao)\b")


def _matches(line: Line) -> list[_Match]:
    text = subject(_spelled(line))
    found = []
    for sphere, pattern in (
        ("fora", _OUTSIDE),
        ("municipal", _MUNICIPAL),
        ("federal", _FEDERAL),
        ("estadual", _STATE_BODY),
    ):
        m = pattern.search(text)
        if m and not _CLAUSE.search(text[max(0, m.start() - 30) : m.start()]):
            found.append(_Match(sphere, m.group(0).strip(), line, True))
            if sphere == "fora":
                break  # "SENAI – Departamento Regional de Goiás": the Sistema S body, not a state one
    if not found and (m := _STATE_ENTITY.search(text)):  # a class of state entity, when nothing more specific
        found.append(_Match("estadual", m.group(0).strip(), line, True))
    if not found and _STATE_HEADING.match(text.strip(" -–—:")) and state_in(text):
        found.append(_Match("estadual", text.strip(), line, False))
    return found


def state_in(folded: str) -> str | None:
    """The state a folded text names first (by name, adjective, capital or code), or None. A state's code
    printed after a name ("/RS", "– RS", "(RS)") says the state, over a state's name that may be a town's
    ("São Paulo das Missões/RS", "Espírito Santo/RN")."""
    m = _CODE_AFTER.search(folded) or _CODE_IN_BRACKETS.search(folded)
    if m is not None:
        return m.group(1)
    m = _any_state(folded)
    if m is not None:
        return m.lastgroup
    m = _CODE_CLOSING.search(folded)
    return m.group(1) if m else None


def _spelled(line: Line) -> str:
    """The line folded for finding states: a word that folds to a state's name but bears another accent
    ("Paranã") is masked, so that it names no state."""
    text = line.text
    if text.isascii():
        return line.folded
    masked = text
    for m in _WORD.finditer(text):
        word = m.group()
        spelled = _SPELLED.get(fold(word)) if not word.isascii() else None
        if spelled and len(spelled) == len(word) and _other_accent(word.lower(), spelled):
            masked = masked[: m.start()] + "x" * len(word) + masked[m.end() :]
    return line.folded if masked is text else fold(masked)


def _other_accent(word: str, spelled: str) -> bool:
    return any(c != s and c != fold(c) for c, s in zip(word, spelled, strict=True))


def head(lines: list[Line], skip: set[int] = frozenset()) -> list[Line]:
    """The heading and the sentence that announces the edital: the lines that can name its issuer."""
    out = []
    for line in lines:
        if not line.folded.strip():
            continue
        out.append(line)
        if _ANNOUNCES.search(line.folded):
            return out
        if len(out) >= HEAD_LINES:
            break
    # no announcing sentence: the heading ends with the edital's title ("EDITAL Nº 1/2026"), when there is one
    title = next((i for i, line in enumerate(out) if _TITLE.match(line.folded)), None)
    return out[: title + 1] if title is not None else out


def find_issuer(lines: list[Line], skip: set[int] = frozenset()) -> Issuer:
    """The body that issues the edital, its sphere and state, and the words and line it was found by."""
    block = head(lines, skip)
    matches = [m for line in block for m in _matches(line)]
    strong = _without_exam_board([m for m in matches if m.strong], block)
    matches = [m for m in matches if not m.strong or m in strong]
    first = (strong or matches or [None])[0]
    if first is None:
        return UNKNOWN
    others = tuple(
        (m.sphere, m.words, m.line.number) for m in strong if m.sphere != first.sphere and m.line is not first.line
    )
    outside = next((m for m in strong if m.sphere == "fora"), None)
    if outside is not None:  # "SENAI – Departamento Regional de Goiás": its regional department is no state body
        first, others = outside, ()
    chosen = _most_specific(first, strong, block)
    state = state_in(subject(_spelled(chosen.line))) or _STATE_ACRONYMS.get(chosen.words) or _state_of_block(block)
    name, line = _name(chosen.line.text, chosen.words), chosen.line.number
    if others:
        return Issuer(None, state, name, chosen.words, line, ((first.sphere, first.words, first.line.number), *others))
    return Issuer(first.sphere, state, name, chosen.words, line)


#: Bodies that also run other bodies' concursos as their exam board ("UFRN / COMPERVE / PREFEITURA MUNICIPAL DE
#: CAICÓ": the university's Comissão Permanente do Vestibular runs the prefeitura's concurso).
_EXAM_RUNNER = re.compile(r"universidade|instituto federal|\buf(?!ir\b)[a-z]{1,4}\b")
#: What shows the university acts as the exam board: its concursos unit named, or the edital issued through it.
_BOARD_UNIT = re.compile(
    r"\b(?:comperve|nucleo (?:permanente )?de concursos|comissao permanente (?:do vestibular|de concursos)|"
    r"centro de selecao|vestibular|por (?:meio|intermedio) d[aoe])"
)


def _without_exam_board(strong: list[_Match], block: list[Line]) -> list[_Match]:
    """A university named beside a prefeitura or câmara, with its concursos unit, is the exam board: the
    municipal body issues the edital (a joint edital, with no such unit, stays ambiguous)."""
    municipal = [m for m in strong if m.sphere == "municipal"]
    others = [m for m in strong if m.sphere != "municipal"]
    if not (municipal and others and all(_EXAM_RUNNER.search(m.words) for m in others)):
        return strong
    return municipal if any(_BOARD_UNIT.search(line.folded) for line in block) else strong


def _most_specific(first: _Match, strong: list[_Match], block: list[Line]) -> _Match:
    """The last heading line of the same sphere as the first ("MINISTÉRIO DA EDUCAÇÃO" then "UNIVERSIDADE
    FEDERAL DE GOIÁS": the university), stopping at the sentence that announces the edital."""
    chosen = first
    announce = block[-1] if _ANNOUNCES.search(block[-1].folded) else None
    for m in strong:
        if m.line is announce:
            break
        if m.sphere == first.sphere:
            chosen = m
    return chosen


_NAME_END = re.compile(r",|;|\s(?:torna|tornam|faz|fazem|comunica|no uso|realizar[áa]|resolve)\b", re.IGNORECASE)
_ARTICLE = re.compile(r"^(?:[OA]s?)\s+", re.IGNORECASE)


def _name(text: str, words: str) -> str:
    """The body as the line names it: from the words found, up to the verb or the first comma."""
    folded = fold(text)
    start = folded.find(words) if len(folded) == len(text) else -1
    name = text[start:] if start > 0 else _ARTICLE.sub("", text.strip())
    return _NAME_END.split(name.strip(), maxsplit=1)[0].strip(" -–—:|")[:120]


def _state_of_block(block: list[Line]) -> str | None:
    for line in block:
        state = state_in(_spelled(line))
        if state:
            return state
    return None


#: Appended to an error turned into a warning because the law was only guessed.
GUESSED_LAW = (
    " (Aviso em vez de erro: o emissor do edital não foi identificado, e a lei aplicada foi deduzida do texto; "
    "informe a lei para um resultado firme.)"
)


def downgrade_for_guessed_law(findings: list[dict]) -> None:
    """No error rests on a guessed law: each error becomes a warning that says why."""
    for f in findings:
        if f["severity"] == "error":
            f["severity"] = "warning"
            f["message"] = f["message"].rstrip() + GUESSED_LAW
