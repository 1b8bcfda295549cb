"""Which extracted positions could be a cargo at all.

A table reader that finds numbers next to words will now and then take a page marker ("Texto da
página 3"), the edital's title, a section heading ("DAS DISPOSIÇÕES PRELIMINARES"), a clause
number, a column header ("Concorrência") or a sentence with a number ("Ao final das 3 fases") for a
cargo. Such a "cargo" brings false findings, so it is dropped here, whatever layout produced it.
The rules look only at the name and the line it came from: nothing is keyed to one edital.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold

_PAGE_MARKER = re.compile(r"^(?:texto d[ae] )?(?:pagina|pag\.?|folha|fl\.?)\s*\d+(?:\s*(?:de|/)\s*\d+)?\b")
_TITLE = re.compile(
    r"^(?:edital|extrato|aviso|portaria|resolucao|retificacao|comunicado)\b(?:\s+(?:de\s+\w+\s+)?n(?:º|°|o\b|\.)|\s*$|.*\b\d{4}\b)"
)
_HEADING = re.compile(
    r"^(?:capitulo\s+[ivxl\d]+\b.*|anexo\s+[ivxl\d]+\b.*|d[ao]s?\s+\w+.*|quadro\s+(?:de\s+vagas|\d).*|quadro|tabela|cronograma.*|sumario)$"
)
_NUMBERING = re.compile(
    r"^(?:\d{1,3}(?:\.\d{1,3})*\.?|[a-z]\)|[ivxl]{1,6}[.)\-]?|§\s*\d+º?|art\.?\s*\d+º?|item\s+[\d.]+|[•·▪\-–—*]+)$"
)
# Words a cargo's name never starts with: articles, prepositions, conjunctions, pronouns, adverbs.
_FUNCTION_START = re.compile(
    r"^(?:a|as|o|os|ao|aos|no|na|nos|nas|num|numa|em|de|para|pelo|pela|pelos|pelas|por|com|sem|se|que|quem|e|ou|"
    r"apos|ate|sobre|entre|cada|todos|todas|conforme|caso|quando|onde|este|esta|estes|estas|esse|essa|"
    r"seu|sua|seus|suas|nao|sim|so|ja|tambem|mais|menos|alem|ainda|dentre|desde)\b"
)
# A finite verb: a sentence, not a name.
_VERB = re.compile(
    r"\b(?:sera|serao|foi|foram|havera|deve|devera|deverao|pode|podem|podera|poderao|tera|terao|estao|"
    r"fica|ficam|ficara|considera-se|consideram-se|constam?|seguem?|encontram-se|torna|tornam|"
    r"realizara|ocorrera|publicada|publicado)\b"
)
# Column headers of a vacancy table, alone, are not a cargo.
HEADER_WORDS = {
    "ampla",
    "concorrencia",
    "vagas",
    "vaga",
    "total",
    "totais",
    "negros",
    "negras",
    "pretos",
    "pardos",
    "pcd",
    "deficiencia",
    "pessoas",
    "com",
    "reserva",
    "reservadas",
    "cadastro",
    "de",
    "e",
    "para",
    "candidatos",
    "cotas",
    "cotistas",
    "ac",
    "cr",
    "pp",
    "ppp",
    "pn",
    "imediatas",
    "classificacao",
    "quantidade",
    "numero",
    "indigenas",
    "quilombolas",
    "subtotal",
    "geral",
    "a",
    "as",
    "os",
    "o",
    "das",
    "dos",
    "da",
    "do",
}
#: A sentence cut right before the number it compares with ("nos cargos com número de vagas igual ou" /
#: "superior a 5 (cinco)"): a threshold's words, which no cargo's name ends with.
_THRESHOLD_END = re.compile(
    r"\b(?:(?:superior|inferior|igual|equivalente)(?:es)? a|(?:acima|abaixo|a partir|minimo|maximo|mais|menos) de)$"
)
#: A date opening the name ("AGOSTO DE 2025", a resolution's title wrapped after its day): no cargo's name.
#: A month's name, folded (dates told in words: here, and `not_counts`' place-and-date lines).
MONTHS = r"(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)"
_DATE_START = re.compile(r"^(?:\d{1,2}º?\s+de\s+)?" + MONTHS + r"\s+de\s+\d{4}\b")
_MAX_WORDS = 16
_MAX_LONG_NAME = 48  # past this, a "name" with no verb is still a sentence
# A state's initials open many slice names ("SE 51", "AL Macro 2"); "SE" is not the conjunction there.
_UF = re.compile(r"^(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\b")
#: The state of Pará (a UF's row, "Pará (PA)"; "Pará de Minas"): folded it is the preposition "para".
_PARA_STATE = re.compile(r"^par[áÁ](?!\w)", re.IGNORECASE)


#: A key of a JSON answer or dump ('"salario_base"', '"vagas":'): a lower-case identifier in double quotes.
_DATA_KEY = re.compile(r'^"[a-z][a-z0-9_]{0,40}"\s?:?$')
#: A pay figure ("3.150,44", "R$ 2.510,90") with at most hours after it: the vencimento cell that opens a
#: row's counts line when its name and requisitos sit on the lines above (SELECON's quadro), never a name.
_PAY_ONLY = re.compile(r"^(?:r\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}(?:\s+(?:\d{1,2}h|\d{2}x\d{2}|\(?escala\)?))*$")


def not_a_cargo(name: str) -> str | None:
    """Why `name` cannot be a cargo, in a few words; None when it could be."""
    folded = fold(name).strip(" .:;,-–—|*#>")
    words = re.findall(r"[a-z0-9º°]+", folded)
    if not words:
        return "no words"
    if _PAGE_MARKER.match(folded):
        return "page marker"
    if _DATA_KEY.match(name.strip()):
        return "data key"  # '"salario_base"': a key of a JSON answer, its object's figures read beside it
    if _NUMBERING.match(folded):
        return "clause or list number"
    if _PAY_ONLY.match(folded):
        return "pay figure"
    if _TITLE.match(folded):
        return "title of an act"
    if _DATE_START.match(folded):
        return "date"
    if _HEADING.match(folded) and not re.search(r"\d", folded.split(" ", 1)[0]) and _heading_case(name):
        return "section heading"
    if all(w in HEADER_WORDS for w in words) and not _UF.match(name.strip()):
        return "column header"
    if words[0] in ("total", "totais", "subtotal") and all(w in HEADER_WORDS or w.isdigit() for w in words):
        return "total row"  # "Total 50": a Total row whose first count the reader left in its name
    if _FUNCTION_START.match(folded) and not _UF.match(name.strip()) and not _PARA_STATE.match(name.strip()):
        return "sentence fragment"
    if _THRESHOLD_END.search(folded):
        return "threshold of a rule"
    if len(words) > _MAX_LONG_NAME or (len(words) >= 4 and _VERB.search(folded)):
        return "sentence"
    return None


def has_finite_verb(folded: str) -> bool:
    """Whether folded text holds a finite verb (`_VERB`): a sentence's, never a name's."""
    return _VERB.search(folded) is not None


def long_name(name: str) -> bool:
    """A name of more words than cargos usually have ("Analista Técnico de Políticas Públicas em Gestão
    Governamental e …", 154 characters): kept, but it might be a sentence the table reader took for one."""
    return len(re.findall(r"[a-z0-9º°]+", fold(name))) > _MAX_WORDS


def _heading_case(name: str) -> bool:
    """Headings are set in capitals ("DAS DISPOSIÇÕES PRELIMINARES") or begin a numbered section."""
    letters = [c for c in name if c.isalpha()]
    return bool(letters) and (
        sum(c.isupper() for c in letters) >= 0.8 * len(letters)
        or bool(re.match(r"^\s*(?:capítulo|anexo|cronograma|sumário|quadro)", name, re.IGNORECASE))
    )


def keep_cargos(positions: list) -> list:
    """The positions (anything with a `name`) that could be a cargo; the others are dropped. A long name
    is read like any other; unconfirmed, its reason says it may be a sentence."""
    kept = [p for p in positions if not_a_cargo(p.name) is None]
    for p in kept:
        if long_name(p.name) and p.confidence != "confirmed":
            p.doubt = p.doubt or (
                f"nome de cargo longo ({len(p.name)} caracteres): pode ser uma frase lida como cargo; "
                "confira o nome e os números"
            )
    return kept
