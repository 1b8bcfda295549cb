"""A vacancy table's header as column roles, groups included.

Boards write headers in one line ("Cargo AC PcD Negros Total"), over several lines ("Vagas imediatas |
Cadastro reserva | Total" above "AC PcD PPP AC PcD PPP"), one cell per line, or as a pipe table. Every
header line is read into tokens (`header_tokens`); the tokens of the header's lines, in order, are
turned into columns (`build_columns`): a spanning label ("Vagas imediatas", "Cadastro de reserva",
"Vagas") owns the next run of role labels under it, a label with no run under it is a column of its
own. A position's vacancies are those of the immediate group; the cadastro de reserva stays apart.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from cotacheck.linter.read.text import has_decimal, has_digit
from cotacheck.linter.tables import cr_by_role, groups_in_line
from cotacheck.linter.tables.label_words import surely_prose
from cotacheck.linter.tables.spaced import joined
from cotacheck.linter.tables.stacked_header import fill_span

#: Count roles inside a group (the groups of the reserve for negros are split when the law does).
ROLES = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other", "cr")
RESERVE_ROLES = ("negros", "pretos_pardos", "indigenas", "quilombolas")
PART_ROLES = ("open", "pcd", *RESERVE_ROLES, "other")
#: Groups: immediate vacancies, cadastro de reserva, and a total over both.
GROUPS = ("imm", "cr", "all")

#: A count of something else beside the places ("Famílias cadastradas" per microárea, "Nº de alunos",
#: "População estimada"): a text column, its figures never vacancies (`tally_column`). Families, inhabitants,
#: homes and properties are never a row's name; schools, pupils, beds and agencies may be ("Escolas", a
#: column of names), so they are a tally only counted ("Nº de escolas") or qualified ("Alunos matriculados").
TALLY_LABEL = (
    r"(?:(?:n[º°o]\.?|numero|quantidade|qtde?\.?) de )?(?:familias|habitantes|domicilios|imoveis)"
    r"(?: cadastrad[oa]s| acompanhad[oa]s| atendid[oa]s| assistid[oa]s| adscrit[oa]s| estimad[oa]s| existentes)?|"
    r"(?:n[º°o]\.?|numero|quantidade|qtde?\.?) de (?:escolas|alunos|estudantes|leitos|agencias)"
    r"(?: cadastrad[oa]s| atendid[oa]s| matriculad[oa]s| existentes)?|"
    r"(?:alunos|estudantes) (?:matriculad[oa]s|atendid[oa]s)|populac(?:ao|oes)(?: estimada| atendida| adscrita| cadastrada)?"
)

_TOKENS = [
    ("imm", r"vagas? imediatas?|imediatas?|provimento imediato|vagas? (?:de |para )?provimento imediato"),
    ("crg", r"cadastro(?: de)? reservas?|formacao de cadastro(?: de)? reserva|c\.r\.|cr"),
    (
        "total",
        r"total(?: geral)?(?: de vagas| das vagas)?|total \(?vb\s?\+\s?rt\)?|vagas totais|n[º°o]?\.? de vagas|numero de vagas|"
        r"quantidade de vagas|qtd\.?(?: de vagas)?|qtde\.?(?: de vagas)?|quant\.(?: de vagas)?|quantitativo de vagas",
    ),
    (
        "open",
        r"ampla(?: concorrencia| conc\.?)?|a\.\s?c\.|a\.c|ac|vagas ac|concorrencia ampla|vagas de ampla concorrencia|vagas ampla concorrencia|livre concorrencia|concorrencia geral",
    ),
    (
        "pcd",
        r"pcd|pne|def\.|p\.c\.d\.?|(?:pessoas? |candidatos? )?com deficiencia|deficientes?|deficiencia|pessoa com deficiencia",
    ),
    ("pretos_pardos", r"pret(?:os?|as?) ?(?:e|ou|/) ?pard(?:os?|as?)|pessoas? pretas? (?:e|ou) pardas?|pp|ppp"),
    (
        "negros",
        # "Pretos, pardos e indígenas" (a state's or a city's PPI reserve, one column): the racial reserve
        r"(?:pessoas? |candidat[oa]s? )?pret[oa]s?, pard[oa]s?,? (?:e|ou) indigenas?|"
        r"(?:pessoas? |candidatos? )?negr[ao]s|negro|neg\.?|cotas? raciais|cota racial|cotas? (?:para )?negr[ao]s|afro|cotistas?|reserva racial|pn|ppn|"
        r"afrodescendentes?|afrodesc\.?|pessoa negra|reservas? \(?lei (?:n[º°o]\.? )?12\.990(?:/(?:20)?14)?\)?",
    ),
    ("indigenas", r"(?:pessoas? |candidatos? )?indigenas?|(?:candidatos? )?indios|indio|pi|p\.i\."),
    ("quilombolas", r"(?:pessoas? |candidatos? )?quilombolas?|pq|p\.q\."),
    ("other", r"hipossuficientes?|baixa renda|trans(?:exuais|generos?)?|pessoas? trans"),
    (
        "name",
        r"cargos?(?:/func(?:ao|oes))?(?:/especialidades?|/areas?(?: de atuacao| de conhecimento)?)?|func(?:ao|oes)|especialidades?|areas?(?: de atuacao| de conhecimento)?|"
        r"eixo tecnologico(?:/area)?|lotac(?:ao|oes)|municipios?|cidades?|localidades?|unidades?(?: de lotacao)?|polos?|regiona(?:l|is?)|"
        r"regiao|regioes|disciplinas?|perfis?|perfil|empregos?(?: publicos?)?|bases? (?:de lotacao|operaciona(?:l|is))|postos?(?: de trabalho)?|denominacao|componente curricular|nucleos?|"
        r"comarcas?|enfases?|setor|uf|macro(?:rregiao)?|micro(?:rregiao)?|microareas?|categorias?|subareas?|campus|campi|microrregiao|macrorregiao",
    ),
    (
        "ignore",
        TALLY_LABEL + "|"
        r"cod(?:igo)?\.?(?: d[oa] (?:cargo|emprego|funcao|vaga|area))?|escolaridade|escol\.|habilitacao(?: minima)?(?: exigida)?|(?:pre-?)?requisitos?(?: minimos)?|remuneracao(?: inicial| mensal)?|vencimentos?(?: basicos?| base| inicia(?:l|is)| mensal)?|"
        r"salarios?(?: base| mensal)?|carga horaria(?: semanal)?|jornada(?: (?:semanal|de trabalho))?|taxa(?: de inscricao)?|nivel|subsidios?(?: inicial| mensal| base)?|c\.h\.?|ch(?: semanal)?|venc\.|item|n[º°o]\.?|ordem|"
        r"classe|padrao|referencia|valor|regime(?: de trabalho)?|titulacao|retribuicao por titulacao",
    ),
    (
        "notvac",
        r"convoca(?:dos|das|coes|cao)|n(?:umero|[º°o]\.?) de convoca\w*|classificad[oa]s|aprovad[oa]s|habilitad[oa]s|nomeacoes|"
        r"nomead[oa]s|inscrit[oa]s|candidatos por vaga|previs(?:ao|tas?) de (?:nomeacao|contratacao|provimento)",
    ),
    (
        "reserva",
        r"(?:vagas? )?(?:reservad|destinad)as?(?: (?:a|as|aos|para)(?: pessoas| candidat[oa]s)?)?|"
        r"reservas?(?: para)?|reserv\.",
    ),
    ("vagas", r"vagas?(?: ofertadas| oferecidas)?"),
]
#: The letters each kind's labels begin with. `_HEADER` is tried at every word of every line and most words
#: are no label: a look-ahead on these letters passes over a kind at once instead of trying its labels one
#: by one (the whole pattern about a third cheaper; the same matches). tests/linter/test_pattern_guards.py checks
#: each set against its patterns.
FIRST_LETTERS = {
    "imm": "ipv",
    "crg": "cf",
    "total": "nqtv",
    "open": "aclv",
    "pcd": "cdp",
    "pretos_pardos": "p",
    "negros": "acnpr",
    "indigenas": "cip",
    "quilombolas": "cpq",
    "other": "bhpt",
    "name": "abcdeflmnprsu",
    "ignore": "acdefhijnopqrstv",
    "notvac": "achinp",
    "reserva": "drv",
    "vagas": "v",
}
_HEADER = re.compile(
    r"(?<![a-z0-9])(?=["
    + "".join(sorted(set("".join(FIRST_LETTERS.values()))))
    + r"])(?:"
    + "|".join(f"(?P<{kind}>(?=[{FIRST_LETTERS[kind]}])(?:{pattern}))" for kind, pattern in _TOKENS)
    + r")(?![a-z0-9])"
)
_FILLER = re.compile(
    r"[\s|/;:,()\[\]*¹²³⁴⁵⁶⁷⁸⁹\-–—.+=#]|\b(?:de|da|do|das|dos|e|ou|para|a|as|os|com|por|em|candidat[oa]s?|"
    r"quadro|n[º°o])\b"
)
#: (opening with a look-ahead on the characters every note begins with, "(" or a digit: tried at every place
#: of a line with a ")" or a "%", most of them no note's start; tests/linter/test_pattern_guards.py checks it)
_NOTES = re.compile(
    r"(?=[(\d])(?:\(inclu(?:idas?|idos?|indo) [^()]{1,40}\)|\(?\d{1,3}(?:[.,]\d{1,2})?\s?%\)?|\((?:lei|decreto|art)[^()]{0,60}\)|\(\d\)|\([a-z]\)|\d\)|"
    # a total's formula ("Total (AC+PcD+N)") and the unit of a pay column ("Vencimento (R$)")
    r"\((?:[a-z$ ]{1,12}\+){1,6}[a-z$ ]{1,12}\)|\(r\$\))"
)
_LETTER = re.compile(r"[a-z]")
#: A reserve labelled by the law that makes it ("Reserva Lei nº 12.990/2014", a federal notice; "Vagas
#: reservadas (Lei nº 15.142/2025)", one column for Lei 15.142's groups together): both laws reserve for
#: negros (15.142 with indígenas and quilombolas) only, so the label is the negros' column, its number no
#: digit of a row. Where the line names the groups apart, the label spans them and stays a prefix.
_NEGROS_LAW = re.compile(
    r"\b(?:reservas?|(?:vagas )?reservadas) \(?lei (?:n[º°o]\.? ?)?(?:12\.990(?:/(?:20)?14)?|15\.142(?:/(?:20)?25)?)\)?"
)
_GROUP_WORDS = re.compile(r"\b(?:pretos?|pardos?|pretas|pardas|indigenas?|quilombolas?|pp|pi|pq)\b")
_DIGIT = re.compile(r"\d")


_ANNEX = re.compile(r"\s*(?:anexo|quadro|tabela)\s+(?:[ivxl]{1,6}|\d{1,2}|unico)\b(?!\s?[-–—]?\s?\d)")
_STATEMENT = re.compile(r"^[^|:]{2,40}:\s?(?:[a-z]|\d{1,3}(?:,\d{1,2})?\s?%)")  # "Reserva: 20% negros / 5% PcD" too
#: A label abbreviated with a full stop ends a header line, not a sentence ("Unidade Vagas Cód.").
_LAST_ABBR = re.compile(r"\s(?:cod|qtde?|quant|def|c\.h|venc|afrodesc)\.\s?$")
MAX_HEADER = 320

COUNT_TOKENS = frozenset(
    (
        "imm",
        "crg",
        "total",
        "open",
        "pcd",
        "pretos_pardos",
        "negros",
        "indigenas",
        "quilombolas",
        "other",
        "vagas",
        "reserva",
    )
)


def header_tokens(folded: str) -> list[str] | None:
    """The header labels a line names, in order, or None if the line is not (only) a header."""
    kinds = _header_tokens(folded)
    return None if kinds is None else list(kinds)


def header_kinds(folded: str) -> tuple[str, ...] | None:
    """`header_tokens` as the reading kept for the text's lines (a tuple, not to be changed): for the stages that
    ask it of every line before the table pass asks it again."""
    return _header_tokens(folded)


def forget() -> None:
    """Let the header readings kept for a text go once its tables are read: a long table's lines would stay
    with them (`_header_tokens` keeps up to 4096)."""
    _header_tokens.cache_clear()


@functools.lru_cache(maxsize=4096)
def _header_tokens(folded: str) -> tuple[str, ...] | None:
    """`header_tokens`, kept for a text's lines: the prose reader looks two lines ahead for a header, the
    table reader then asks again of the same lines, and the stages before and after the table pass
    (`sum_group`, `modalidade_tables`, `reserve_table`) ask of them too."""
    if not folded or len(folded) > MAX_HEADER or not _LETTER.search(folded):
        return None
    if ("12.990" in folded or "15.142" in folded) and not ("15.142" in folded and _GROUP_WORDS.search(folded)):
        folded = _NEGROS_LAW.sub("reserva negros", folded)
    if "%" not in folded and ")" not in folded and has_decimal(folded):
        return None  # a digit and no note to hold it (below): a row or a sentence, told before the rest is tried
    folded = joined(folded)  # "T O T A L": a label printed letter by letter
    if _ANNEX.match(folded):
        return None  # "ANEXO I – QUADRO DE VAGAS", "QUADRO I – CARGOS E VAGAS": a numbered title, above its header
    if _STATEMENT.search(folded) or (
        folded.rstrip().endswith(".") and folded.count(" ") >= 2 and not _LAST_ABBR.search(folded)
    ):
        return None  # "VAGAS: cadastro de reserva.", "… ampla concorrência por área.": a sentence, not a header
    if "%" in folded or ")" in folded:  # every note holds one or the other
        folded = _NOTES.sub(" ", folded)
    if has_decimal(folded):
        # no label holds a digit, nor a column of unknown role, and the filler holds none: a digit outside the
        # notes would be left over (a row of counts, a sentence), and is found here before the labels are
        return None
    if surely_prose(folded):
        return None  # words no label holds outweigh a header's leftover: prose, told before its labels are looked for
    folded = _drop_states(folded)
    kinds: list[str] = []
    rest = []
    last = 0
    for m in _HEADER.finditer(folded):
        gap = folded[last : m.start()]
        last = m.end()
        if kinds and kinds[-1] == m.lastgroup and _own_abbreviation(folded, m.start(), m.end()):
            rest.append(gap)
            continue  # "Ampla Concorrência (AC)": a label and its own abbreviation are one column
        unknown = _unknown_columns(gap) if kinds and kinds[-1] in _PART_TOKENS else 0
        kinds += ["other"] * unknown
        rest.append("" if unknown else gap)
        kinds.append(m.lastgroup)
    unknown = _unknown_columns(folded[last:]) if kinds and kinds[-1] in _PART_TOKENS else 0
    kinds += ["other"] * unknown
    if not kinds:
        return None  # no label: most lines of prose, told before their words are weighed
    rest.append("" if unknown else folded[last:])
    if kinds[:2] == ["vagas", "name"] and rest[1].strip() == "por" and not _FILLER.sub("", rest[0]):
        return None  # "VAGAS POR UNIDADE – SAÚDE": a title naming what the table below shares out, not its labels
    leftover = _FILLER.sub("", "".join(rest))
    if has_digit(leftover):
        return None
    if any(a == b and a not in ("name", "ignore", "vagas", "reserva", "other") for a, b in zip(kinds, kinds[1:])):
        return None  # "PP – pessoas pretas e pardas; PI – pessoas indígenas": a legend, not a header
    if len(leftover) > max(3, len(folded) // 8) and not _counts_explained(kinds, rest):
        # "ÁREA EIXO TECNOLÓGICO/ÁREA VAGAS": a few unknown words pass when names and counts are both there
        if not ("name" in kinds and COUNT_TOKENS & set(kinds)) or len(leftover) > max(12, len(folded) // 3):
            return None
    return tuple(kinds)


#: Count labels between which an unknown abbreviation is a column of its own ("AC PCD CRE TOTAL").
_PART_TOKENS = frozenset(("open", "pcd", "pretos_pardos", "negros", "indigenas", "quilombolas"))
_ABBREVIATION = re.compile(r"[a-z]{2,4}")


def _unknown_columns(gap: str) -> int:
    """How many columns of unknown role a gap after a part's label holds: every word of it an
    abbreviation of 2 to 4 letters the vocabulary does not read ("AC PCD CRE TOTAL": "CRE"), so that
    the cells after it keep their places; 0 when any other word stands there."""
    words = [w for w in gap.split() if not _FILLER.fullmatch(w)]
    if not words or not all(_ABBREVIATION.fullmatch(w) and w not in _PREFIXES for w in words):
        return 0
    return len(words)


#: Short words that begin the next label rather than name a column ("Sub Total", "Sub-total").
_PREFIXES = frozenset(("sub",))


def _counts_explained(kinds: list[str], rest: list[str]) -> bool:
    """Every word from the first count label to the end is a label (or an unknown column kept): the
    words outside the vocabulary are all before the counts, in the text columns' labels ("CARGOS DA
    EDUCAÇÃO MUNICIPAL (DOCENTES E APOIO) SALÁRIO BASE CARGA HORÁRIA AC PCD CRE TOTAL")."""
    labels = [k for k in kinds if k != "other"]
    first = next((n for n, k in enumerate(labels) if k in COUNT_TOKENS), None)
    if first is None or sum(k in COUNT_TOKENS for k in labels) < 3 or "name" not in labels[:first]:
        return False
    return not any(_FILLER.sub("", gap) for gap in rest[first + 1 :])


# A state's initials after a place's name ("MUNICÍPIO DE LAGOA DOURADA (PI)", "RIO BRANCO/AC", "Teresina - PI"):
# the state, not a column for pessoas indígenas or ampla concorrência. After a label ("Ampla Concorrência
# (AC)", "PcD/PI") the initials are the label's own. Only Acre's and Piauí's initials are labels too.
_STATE = re.compile(r"(?:\s?[(/]|\s?[-–]\s?)(?:ac|pi)(?:\)|(?=\s|$))")
#: What every `_STATE` holds, opening with a character the engine can skip to ("ac" alone is in most lines).
_STATE_HINT = re.compile(r"[(/\-–]\s?(?:ac|pi)")


def _drop_states(folded: str) -> str:
    """`folded` without the state initials that follow a place's name (`_STATE`)."""
    if not _STATE_HINT.search(folded):
        return folded
    out, last = [], 0
    for m in _STATE.finditer(folded):
        before = folded[: m.start()].rstrip()
        label = None
        for label in _HEADER.finditer(before[-60:]):
            pass
        if before and before[-1].isalpha() and not (label and label.end() == len(before[-60:])):
            out.append(folded[last : m.start()] + " ")
            last = m.end()
    return "".join(out) + folded[last:] if out else folded


def _own_abbreviation(folded: str, start: int, end: int) -> bool:
    """The label at `start:end` stands alone in parentheses ("… Concorrência (AC)")."""
    return folded[start - 1 : start] == "(" and folded[end : end + 1] == ")"


_LEGEND_ROLES = frozenset(
    ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other", "crg", "total")
)


def role_of_words(folded: str, last: bool = False) -> str | None:
    """The count role some words name ("candidato(a) negro(a)" → negros): the first label, or the last."""
    kinds = [m.lastgroup for m in _HEADER.finditer(folded) if m.lastgroup in _LEGEND_ROLES]
    return (kinds[-1] if last else kinds[0]) if kinds else None


def labels(folded: str):
    """(kind, start, end) of each label of the vocabulary in a header line's folded text."""
    return ((m.lastgroup, m.start(), m.end()) for m in _HEADER.finditer(folded))


def unmatched_words(folded: str) -> list[str]:
    """The words of a header line no label of the vocabulary matches (fillers and notes apart)."""
    rest = _HEADER.sub(" ", _NOTES.sub(" ", folded))
    words = (w.strip("*.:()[]|/,;") for w in rest.split())
    return [w for w in words if w and not _FILLER.fullmatch(w)]


@dataclass(frozen=True)
class Column:
    """One column: `kind` is "name", "ignore" or a count role; `group` is imm, cr or all for counts."""

    kind: str
    group: str | None = None

    @property
    def is_count(self) -> bool:
        return self.group is not None


_SPANNING = {"imm": "imm", "crg": "cr", "vagas": "imm", cr_by_role.SPAN: "cr"}
#: A count role and the plain label a stage that re-lays a table's header writes for it (`layout_grid`,
#: `leaders`): a label the vocabulary reads back as that role.
PLAIN_LABEL = {
    "total": "Total",
    "open": "AC",
    "pcd": "PcD",
    "negros": "Negros",
    "pretos_pardos": "Pretos e pardos",
    "indigenas": "Indígenas",
    "quilombolas": "Quilombolas",
    "crg": "CR",
}
_ROLE_OF = {
    "open": "open",
    "pcd": "pcd",
    "negros": "negros",
    "pretos_pardos": "pretos_pardos",
    "indigenas": "indigenas",
    "quilombolas": "quilombolas",
    "other": "other",
    "total": "total",
}


_LABELS = ("vagas", "imm", "crg", "total")
_GROUPS = frozenset(("pretos_pardos", "indigenas", "quilombolas"))


def header_lines(lines: list[list[str]]) -> list[str]:
    """One token list from a header's lines, each label resolved by what stands beside it: a prefix
    ("VAGAS NEGROS", "Reserva PcD", "Nº de vagas ampla concorrência … Total") is dropped; a label
    alone on a line of labels, over roles on a later line, spans them ("VAGAS | CADASTRO DE RESERVA"
    over "AC PcD Negros Total" twice); any other label is a column of its own ("Cargo | Vagas | CR",
    "ÁREA … VAGAS")."""
    out: list[str] = []
    every = [kind for line in lines for kind in line]
    for number, line in enumerate(lines):
        roles_below = any(kind in _ROLE_OF and kind != "total" for later in lines[number + 1 :] for kind in later)
        only_labels = all(kind in _LABELS or kind == "reserva" for kind in line)
        if roles_below and set(line) <= _CAPTIONS and _own_total_below(lines[number + 1 :]):
            continue  # "QUADRO DE VAGAS" over "Cargo | Total de vagas | PcD | Negros | Ampla": a caption
        groups_below = any(k in _GROUPS for later in lines[number + 1 :] for k in later)
        for i, kind in enumerate(line):
            following = line[i + 1] if i + 1 < len(line) else None
            if kind == "reserva":
                continue
            if kind == "negros" and groups_below and i and line[i - 1] == "reserva":
                continue  # "Vagas reservadas (Lei 15.142)" over "PP PI PQ": the groups' span, no column
            if kind == "vagas" and following in _ROLE_OF and following != "total":
                continue  # "VAGAS NEGROS", "Vagas AC"
            if kind == "total" and not i and number and _run_under_span(line, lines[number - 1]):
                out.append(RUN_TOTAL)  # "Vagas CR" over "Total AC PcD Negros": the first of the run "Vagas" spans
                continue
            if kind in ("vagas", "imm") and line[i + 1 :] == ["crg"] and roles_below:
                out.append(kind)  # "… Vagas [imediatas] CR*" over "AC PcD Negros Total": as "Vagas | CR" alone
                continue
            if (
                kind == "imm"
                and following in _ROLE_OF
                and following != "total"
                and "total" in line[i + 2 :]
                and not any(k in ("imm", "crg", "vagas") for k in line[i + 1 :])
            ):
                continue  # "Vagas Imediatas Ampla PCD Negro Total": the group's label over its line's roles
            if kind == "vagas" and following == "total" and any(k in _ROLE_OF and k != "total" for k in line[i + 2 :]):
                continue  # "VAGAS* TOTAL AC PcD N I": the label over its own line's columns, total first
            if kind == "total" and following == "reserva":
                # "Nº de vagas destinadas a pessoas negras": the words between a prefix and its role name no column
                following = next((k for k in line[i + 1 :] if k != "reserva"), None)
            if (
                kind == "total"
                and following in _ROLE_OF
                and following != "total"
                and "total" in every[every.index("total") + 1 :]
                and not any(k in _ROLE_OF and k != "total" for k in line[:i])
            ):
                continue  # "Nº de vagas ampla concorrência | … | Total de vagas": a prefix
            if (
                kind in ("vagas", "imm", "crg")
                and not (only_labels and roles_below)
                and not (i + 1 == len(line) and roles_below)
                and not (kind != "vagas" and groups_in_line.spans_runs(line, i, _ROLE_OF))  # "Imediatas CR" / runs
            ):
                out.append("crg_col" if kind == "crg" else "imm_col")
                continue
            out.append(kind)
    return out


#: A total opening a lower line of roles under a spanning label: the first column of that label's run.
RUN_TOTAL = "run_total"


def _run_under_span(line: list[str], above: list[str]) -> bool:
    """`line` is a whole run, its total first ("Total AC PcD Negros"), under a line ending in a label that spans
    the roles below ("… Vagas CR*", "VAGAS")."""
    parts = line[1:]
    return len(parts) >= 2 and all(kind in PART_ROLES for kind in parts) and above[-1:] in (["vagas"], ["imm"], ["crg"])


#: Labels that may stand alone on a line over a header as its caption ("QUADRO DE VAGAS", "Vagas imediatas").
_CAPTIONS = frozenset(("vagas", "imm"))


def _own_total_below(lines: list[list[str]]) -> bool:
    """A line below (past other captions) names the one run itself, its total first, with no other total nor
    a cadastro ("Cargo | Total de vagas | PcD | Negros | Ampla"): a "Vagas" caption over it spans nothing it
    does not name already (read as a span, it put the total after the roles it stands before)."""
    lines = [line for line in lines if not set(line) <= _CAPTIONS]
    below = [kind for line in lines for kind in line]
    if below.count("total") != 1 or any(kind in ("crg", "imm", "vagas") for kind in below):
        return False
    return any(
        k == "total" and line[i + 1 : i + 2] in (["open"], ["pcd"], ["negros"])
        for line in lines
        for i, k in enumerate(line)
    )


def build_columns(tokens: list[str] | list[list[str]]) -> list[Column]:
    """Columns from a header's tokens in reading order, or from its lines' tokens (see the module
    docstring and `header_lines`)."""
    if tokens and isinstance(tokens[0], list):
        tokens = header_lines(fill_span(tokens))
    tokens = cr_by_role.regrouped(tokens)
    if "place" in tokens:  # places as columns (places.py): each a part of the total; reserves after it
        return [
            Column(k) if k in ("name", "ignore") else Column(k, "imm") if k in _ROLE_OF else _place_or_total(tokens, n)
            for n, k in enumerate(tokens)
        ]
    if any(kind in ("imm_col", "crg_col") for kind in tokens) and not any(kind in _SPANNING for kind in tokens):
        return _sequential(tokens)
    tokens = ["total" if kind == "imm_col" else "crg" if kind == "crg_col" else kind for kind in tokens]
    text_before: list[Column] = []
    text_after: list[Column] = []
    labels: list[str] = []  # spanning labels and standalone totals, in order
    runs: list[list[str]] = []
    seen_role = False
    for kind in tokens:
        if kind in ("name", "ignore"):
            (text_after if (seen_role or labels) else text_before).append(Column(kind))
            continue
        role = _ROLE_OF.get(kind) or ("cr" if kind == "crg" and seen_role else None)
        if role == "total" and not seen_role:
            role = None  # "Total" before any role: a label ("Vagas imediatas | CR | Total")
        if kind == RUN_TOTAL:
            role = "total"
        if role is not None:
            if not seen_role or role in runs[-1]:
                runs.append([])
            seen_role = True
            runs[-1].append(role)
            continue
        if kind in ("vagas", "reserva") and seen_role:
            continue  # "Vagas reservadas para candidatos negros": a prefix of the next role
        if kind == "reserva":
            continue
        seen_role = False
        labels.append(kind)
    # "Vagas" above "Imediatas | CR" spans them both: with more spanning labels than runs under them, drop it.
    # A "Vagas" right before "CR" with no label of the immediate vacancies ("Vagas" / "Cadastro de Reserva
    # (CR)" / "AC" / "PcD" / "PN" / "Total", one cell per line) spans the roles, the CR a column after them.
    if runs and sum(label in _SPANNING for label in labels) > len(runs):
        labels = [
            label
            for i, label in enumerate(labels)
            if not (
                label == "vagas"
                and i + 1 < len(labels)
                and labels[i + 1] in ("imm", "crg", "vagas")
                and (labels[i + 1] != "crg" or "imm" in labels)
            )
        ]
    counts = _assign_runs(labels, runs)
    return text_before + counts + text_after


def _assign_runs(labels: list[str], runs: list[list[str]]) -> list[Column]:
    """The count columns: each spanning label over its run of roles, in order; a total over its own run
    ("Total: AC PcD Negros Total"); further runs nobody labels are read but not counted as vacancies."""
    spanning = [i for i, label in enumerate(labels) if label in _SPANNING]
    owners: dict[int, list[str]] = {}
    pending = list(runs)
    for i in spanning:
        if not pending:
            break
        owners[i] = pending.pop(0)
    for i, label in enumerate(labels):  # a total over its own run ("Total: AC PcD Negros Total")
        if label == "total" and pending and spanning:
            owners[i] = pending.pop(0)
    counts: list[Column] = []
    if not spanning and pending:
        first = pending.pop(0)
        standalone = [Column("total", "imm") for label in labels if label == "total"]
        counts = standalone + [_column(role, "imm") for role in first]
    else:
        imm_labelled = any(_SPANNING[labels[i]] == "imm" for i in spanning)
        own_totals = _own_totals(labels, spanning, owners)
        for i, label in enumerate(labels):
            group = _SPANNING.get(label, "all" if spanning else "imm")
            if i in own_totals:
                group = _SPANNING[labels[i - 1]]  # "VAGAS | TOTAL | CADASTRO DE RESERVA | TOTAL": each group's own
            run = owners.get(i)
            if group == "all" and run and not imm_labelled and any(role in PART_ROLES for role in run):
                # "CARGO VAGAS | CADASTRO DE RESERVA" over "AC CN PCD TOTAL AC CN PCD TOTAL": with no other
                # label for the immediate vacancies, the first run is theirs, not a total over both groups
                group = "imm"
            if run is not None:
                counts.extend(_column(role, group) for role in run)
            else:
                counts.append(Column("total", group))
    for run in pending:  # unlabelled further runs are read but not counted as vacancies
        counts.extend(Column(role, "extra") for role in run)
    return counts


def _own_totals(labels: list[str], spanning: list[int], owners: dict[int, list[str]]) -> set[int]:
    """The "Total" labels that are a group's own total: each spanning label (two or more) followed by a
    "Total" while its run has none ("VAGAS | TOTAL | CADASTRO DE RESERVA | TOTAL" over "AC PCD NEGROS"
    twice). Where only some groups are followed by one, a "Total" may be over both: none is taken."""
    if len(spanning) < 2 or len(owners) != len(spanning):
        return set()
    after = [i + 1 for i in spanning]
    if all(j < len(labels) and labels[j] == "total" and "total" not in owners[j - 1] for j in after):
        return set(after)
    return set()


def _sequential(tokens: list[str]) -> list[Column]:
    """A one-level header whose labels are columns of their own, in the order written."""
    out: list[Column] = []
    for kind in tokens:
        if kind in ("name", "ignore"):
            out.append(Column(kind))
        elif kind in ("imm_col", "vagas", "imm", "total", RUN_TOTAL):
            has_imm_total = any(c.kind == "total" and c.group == "imm" for c in out)
            out.append(Column("total", "all" if has_imm_total else "imm"))
        elif kind in ("crg_col", "crg"):
            out.append(Column("total", "cr"))
        elif kind in _ROLE_OF:
            out.append(Column(_ROLE_OF[kind], "imm"))
    return out


def _place_or_total(tokens: list[str], n: int) -> Column:
    """The count column of a header of places: the total, or the place it is (numbered, so each is a key)."""
    return Column("total", "imm") if tokens[n] != "place" else Column(f"place{tokens[:n].count('place') + 1}", "place")


def _column(role: str, group: str) -> Column:
    """A "CR" column among the roles is the cadastro de reserva's count."""
    return Column("total", "cr") if role == "cr" else Column(role, group)


def count_columns(columns: list[Column]) -> list[Column]:
    return [c for c in columns if c.is_count]


def is_table_header(columns: list[Column]) -> bool:
    counts = count_columns(columns)
    return len(counts) >= 2 or (bool(counts) and any(c.kind == "name" for c in columns))


#: The count kinds of the flat view of a header line (the prose reader's and the tests').
COUNT_KINDS = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "cr")


def header_columns(folded: str) -> list[str] | None:
    """The column kinds a header line names, in order, or None if the line is not (only) a header
    (the flat view of `table_header.header_tokens`: a group label reads as the column it names)."""
    tokens = header_tokens(folded)
    if tokens is None:
        return None
    return [{"imm": "total", "crg": "cr", "notvac": "ignore", "reserva": "vagas"}.get(kind, kind) for kind in tokens]


def resolve_columns(kinds: list[str]) -> list[str]:
    """Drop the spanning "Vagas" label; it is the total column only when nothing else is."""
    out = []
    has_total = "total" in kinds or "open" in kinds
    for i, kind in enumerate(kinds):
        if kind == "vagas":
            following = kinds[i + 1] if i + 1 < len(kinds) else None
            if following in COUNT_KINDS or following == "vagas" or has_total:
                continue
            kind = "total"
            has_total = True
        out.append(kind)
    # Two name columns or repeated labels ("Cargo/Especialidade") stay as one name column.
    return out


#: Two count roles in one header cell, split by "/" ("Vagas reservadas PcD/Negros"): its cells hold both
#: counts the same way ("0/1"), `cells.split_pairs`.
_PAIR_ROLES = frozenset(("open", "pcd", "pretos_pardos", "negros", "indigenas", "quilombolas", "total", "crg"))


def pair_label(folded: str) -> bool:
    """The header's text names two count roles joined by "/" in one cell."""
    found = [(kind, start, end) for kind, start, end in labels(folded) if kind in _PAIR_ROLES]
    return any(a[0] != b[0] and folded[a[2] : b[1]].strip() == "/" for a, b in zip(found, found[1:]))
