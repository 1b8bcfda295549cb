"""Clauses the laws require the edital to honour, found by words that occur near each other.

The edital's folded text (lower case, no accents) is joined into one string; each clause is an
anchor pattern plus patterns that must occur within a window around it. Windows are bounded, and
at most MAX_ANCHORS anchors are examined per clause, so the cost stays linear in the text size.
"""

from __future__ import annotations

import bisect
import re
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from cotacheck.linter.read import fixed_starts
from cotacheck.linter.read.text import Line

MAX_ANCHORS = 2000


@dataclass
class Joined:
    text: str
    starts: Sequence[int]  # offset of each line in text
    numbers: Sequence[int]  # the line number at each offset

    def line_at(self, offset: int) -> int:
        return self.numbers[bisect.bisect_right(self.starts, offset) - 1]


def join(lines: list[Line], skip: set[int]) -> Joined:
    count = size = 0
    for line in lines:
        if line.number not in skip and line.folded:
            count, size = count + 1, size + len(line.folded)
    # Joined at once from a list of the lines' strings (8 bytes a line) where that weighs less than the
    # chunks' text (a byte a character at least): a long table's rows; else a chunk at a time (many short
    # lines). Both are held beside the joined text at the end of the reading, the peak of a table's memory.
    chunk = count if size > 7 * count else _CHUNK
    parts, chunks, starts, numbers = [], [], array("I"), array("I")  # machine integers: 4 bytes a line, not 36
    offset = 0
    for line in lines:
        if line.number in skip or not line.folded:
            continue
        starts.append(offset)
        numbers.append(line.number)
        parts.append(line.folded)
        offset += len(line.folded) + 1
        if len(parts) == chunk:  # joined a chunk at a time: the lines' strings are never all held at once
            chunks.append(" ".join(parts))
            parts = []
    chunks.append(" ".join(parts))
    if len(chunks) == 2 and not chunks[1]:  # joined at once: the text itself, not a copy of it
        return Joined(chunks[0], starts, numbers)
    return Joined(" ".join(c for c in chunks if c), starts or array("I", [0]), numbers or array("I", [1]))


#: Lines joined at a time (`join`).
_CHUNK = 4096


def near(
    joined: Joined, anchor: re.Pattern, others: list[re.Pattern], radius: int = 300, unless: re.Pattern | None = None
) -> int | None:
    """Offset of the first anchor with every pattern of `others` within `radius` characters."""
    text = joined.text
    for count, m in enumerate(_anchors(anchor, text)):
        if count >= MAX_ANCHORS:
            break
        window = text[max(0, m.start() - radius) : m.end() + radius]
        if unless is not None and unless.search(text[max(0, m.start() - 60) : m.end() + 20]):
            continue
        if all(p.search(window) for p in others):
            return m.start()
    return None


def sentence_at(text: str, start: int, end: int, limit: int = 300) -> str:
    """The clause around [start, end): from the previous '.'/';' to the next, at most `limit` each side."""
    left = text.rfind(". ", max(0, start - limit), start)
    left2 = text.rfind(";", max(0, start - limit), start)
    left = max(left, left2, start - limit, 0)
    right_candidates = [i for i in (text.find(". ", end, end + limit), text.find(";", end, end + limit)) if i != -1]
    right = min(right_candidates) if right_candidates else min(len(text), end + limit)
    return text[left:right]


_COTAS = re.compile(
    r"\bcotas?\b|cotist|\bnegr[oa]s\b|pretos? (?:ou|e) pardos|reserva racial|heteroidentifica|autodeclarad[oa]s? negr"
)

_IBGE = re.compile(r"\bibge\b|instituto brasileiro de geografia")
_SELF = re.compile(r"autodeclar|declarar|declararem|quesito cor|cor ou raca")
_PRETO_PARDO = re.compile(r"\bpret[oa]s?\b|\bpard[oa]s?\b|\bnegr")

_CONCURRENT = re.compile(r"concomitant|simultane|ao mesmo tempo|tambem (?:as|às) vagas|alem das vagas reservadas")
_AMPLA = re.compile(r"ampla concorrencia|ampla")
_COMPETE = re.compile(r"concorr|disput|compet")
_RESERVED_OR_NEGRO = re.compile(r"reservad|negr|cotist|pret|pard")
_NOT_CONCURRENT = re.compile(
    r"\bnao concorrer|\bsomente (?:as|às) vagas reservadas|\bexclusivamente (?:as|às) vagas reservadas"
)

_REVERT = re.compile(
    r"revert|reversao|(?:destinad|transferid|remanejad|acrescid|somad|devolvid)\w{0,2} (?:\w+ ){0,3}ampla concorrencia|"
    r"preenchidas? pel[oa]s? demais candidat|ocupadas? pel[oa]s? demais candidat|passar(?:ao|a) (?:a|para a) ampla"
)
_AMPLA_OR_OTHERS = re.compile(r"ampla concorrencia|demais candidatos|ampla")
_NEGRO = re.compile(r"negr|cotist|\bpret|\bpard|racia")
_RESERVED = re.compile(r"reservad")
_UNFILLED = re.compile(
    r"nao (?:forem |sejam |for )?(?:preenchid|providas|ocupad)|remanescente|nao (?:houver|haver|havendo)|havendo|insuficien|falta de|sobra|vagas? (?:nao )?ociosa"
)
_PCD = re.compile(r"defici|\bpcd\b")
_NOT_REVERT = re.compile(r"\bnao (?:serao|sera|poderao|podera) (?:revertid|objeto de reversao)|\bvedada a reversao")

_ALTERNATION = re.compile(r"alternancia")
_PROPORTION = re.compile(r"proporcionalidade|proporcional")
_CALLS = re.compile(r"nomea|convoca|chamad|provimento|contratac")
# A seat in the order of calls: "a terceira vaga", "para a 5ª vaga", "a segunda nomeação".
_ORDINAL = r"(?:primeir|segund|terceir|quart|quint|sext|setim|oitav|non|decim|vigesim)[oa]s?|\d{1,3}\s?[aoº°ª]"
_SEAT = re.compile(rf"\b(?:{_ORDINAL})\s(?:\([^)]{{0,20}}\)\s)?(?:vagas?|nomeac|convocac|contratac)")
_INTERVAL = re.compile(r"\bintervalos?\sde\s|\ba cada\s\w+\s(?:\([a-z ]{1,20}\)\s)?(?:vagas|nomeac|convocac)")

_DEFENCE = re.compile(r"contraditorio|ampla defesa")
_VERIFICATION = re.compile(
    r"heteroidentifica|autodeclar|declaracao falsa|falsidade|fraud|comissao de verificacao|enquadramento"
)
_ELIMINATION = re.compile(r"eliminad[oa]|eliminacao|excluid[oa] do (?:concurso|certame|processo)")
_FALSE = re.compile(r"fals|fraud|nao confirmad|indeferid|nao (?:for )?reconhecid|nao atend")

_REGISTRATION = re.compile(r"inscri(?:cao|coes|ver|verem|to|tos|tas)")
_COTISTA = re.compile(
    r"cotist|condicao de negr|como negr|autodeclarad[oa]s? negr|pessoas negras|candidatos negros|pretos ou pardos|pretos e pardos"
)
_ASSURED = re.compile(r"assegurad|garantid|poderao|podera|facultad|permitid|admitid|direito")
_NOT_ASSURED = re.compile(
    r"\bnao (?:sera|serao|havera|poderao|podera|e|sao) (?:assegurad|garantid|permitid|admitid|possivel|facultad|aceit)|\bnao (?:poderao|podera) (?:se )?inscrever"
)

# Goiás art. 3 § 2: what the verification may not consider. Each alternative starts with a letter
# (a word boundary, where one is needed, is tested just after it): the regex engine then rules out
# most positions of the text at their first character, which made this scan three times faster.
_ANCESTRY = re.compile(
    r"ascenden(?:c|tes)|gen(?:itor|otip)|d(?<!\wd)(?:os pais|e seus pais|o pai|a mae)\b|a(?<!\wa)vos\b|"
    r"certid(?:ao|oes) de nascimento|registros? civis|registro civil|"
    r"documentos? (?:oficia(?:l|is) )?(?:dos|de seus|de) (?:pais|genitores|ascendentes|familiares)|"
    r"fotografias? (?:de|dos|de seus) (?:familiares|parentes|pais)|fotos? (?:de|dos) (?:familiares|parentes|pais)|"
    r"pareceres? (?:emitidos? )?(?:por|de) (?:outras? )?(?:bancas|comissoes)|(?:bancas|comissoes) de heteroidentificacao de outr|"
    r"outr(?:as? instituic|os? (?:concursos|certames|orgaos))"
)
_NEGATION = re.compile(
    r"\bnao (?:sera|serao|se|podera|poderao|considerara|considerarao|e|sao|havera)\b|\bnao considera|\bvedad|\bsem considerar|"
    r"\bindependentemente|\bdesconsiderad|\bproibid|\bnenhum|\bnem\b|\bexclusivamente (?:o|os) (?:aspectos )?fenotip|\bsomente (?:o|os) (?:aspectos )?fenotip|\bapenas (?:o|os) (?:aspectos )?fenotip"
)
_VERIFICATION_CONTEXT = re.compile(
    r"heteroidentifica|verificacao|comissao|banca|autodeclar|enquadramento|fenotip|procedimento"
)

_ANCESTRY_LABELS = (
    (
        re.compile(r"genitor|\bdos pais\b|\bde seus pais\b|\bdo pai\b|\bda mae\b|ascendentes|\bavos\b"),
        "documentos ou características dos pais ou ascendentes",
    ),
    (re.compile(r"ascendenc"), "a ascendência do candidato"),
    (re.compile(r"certid|registros? civis|registro civil"), "certidões ou registros civis"),
    (re.compile(r"fotos?|fotografias?"), "fotos de familiares"),
    (
        re.compile(r"parecer|bancas|comissoes|instituic|concursos|certames|orgaos"),
        "pareceres de bancas de outras instituições ou concursos",
    ),
    (re.compile(r"genotip"), 'o "genótipo" do candidato'),
)


#: A fixed start of every alternative of the anchors searched over the whole text (`fixed_starts`: each of these
#: patterns tried at every place of a text cost more than the C search for each start; tests/linter/
#: test_pattern_guards.py checks each list against its pattern's parse).
_STARTS = {
    _IBGE: ("ibge", "instituto brasileiro de geografia"),
    _CONCURRENT: ("concomitant", "simultane", "ao mesmo tempo", "tambem ", "alem das vagas reservadas"),
    _REVERT: (
        "rever",
        "destinad",
        "transferid",
        "remanejad",
        "acrescid",
        "somad",
        "devolvid",
        "preenchid",
        "ocupad",
        "passar",
    ),
    _DEFENCE: ("contraditorio", "ampla defesa"),
    _ELIMINATION: ("eliminad", "eliminacao", "excluid"),
    _ANCESTRY: (
        "ascenden",
        "gen",
        "dos pais",
        "de seus pais",
        "do pai",
        "da mae",
        "avos",
        "certid",
        "registro",
        "documento",
        "foto",
        "parecer",
        "bancas",
        "comissoes",
        "outr",
    ),
}


def _anchors(pattern: re.Pattern, text: str):
    """`pattern.finditer(text)`, searched where its fixed starts stand when `_STARTS` holds them."""
    starts = _STARTS.get(pattern)
    return pattern.finditer(text) if starts is None else fixed_starts.finditer(pattern, text, starts)


def mentions_cotas(joined: Joined) -> bool:
    return _COTAS.search(joined.text) is not None


def has_ibge_clause(joined: Joined) -> bool:
    return near(joined, _IBGE, [_SELF, _PRETO_PARDO], 300) is not None


def has_concurrent_clause(joined: Joined) -> bool:
    """Negro candidates compete for both lists at once: "concorrerão concomitantemente às vagas
    reservadas e às de ampla concorrência" (the negro/PcD option "convocado concomitantemente" does not count)."""
    text = joined.text
    for count, m in enumerate(_anchors(_CONCURRENT, text)):
        if count >= MAX_ANCHORS:
            break
        clause = sentence_at(text, m.start(), m.end(), 300)
        if (
            _COMPETE.search(clause.replace("ampla concorrencia", ""))
            and _AMPLA.search(clause)
            and _RESERVED_OR_NEGRO.search(clause)
            and not _NOT_CONCURRENT.search(clause)
        ):
            return True
    return False


def has_reversion_clause(joined: Joined) -> bool:
    """Unfilled reserved vacancies go back to ampla concorrência, in a sentence about negros (a
    PcD reversion clause does not count)."""
    text = joined.text
    for count, m in enumerate(_anchors(_REVERT, text)):
        if count >= MAX_ANCHORS:
            break
        clause = sentence_at(text, m.start(), m.end(), 300)
        if not _AMPLA_OR_OTHERS.search(clause) or _NOT_REVERT.search(clause):
            continue
        if not m.group(0).startswith("revert") and m.group(0) != "reversao" and not _UNFILLED.search(clause):
            continue  # "às vagas destinadas à ampla concorrência" alone is not a reversion
        if _NEGRO.search(clause):
            return True
        # "as vagas reservadas não preenchidas serão revertidas…" inside the section on negros
        if not _PCD.search(clause) and _NEGRO.search(text[max(0, m.start() - 600) : m.start()]):
            return True
    return False


def has_alternation_clause(joined: Joined) -> bool:
    """ "Alternância e proporcionalidade", or an order of calls that says where the negros' list comes in.

    The order counts when it names seats: "a primeira vaga … Ampla Concorrência", "o primeiro candidato da lista
    de negros … para a terceira vaga … após cada intervalo de quatro vagas" (Banco do Brasil 2022, item 4.3), or
    the alternância between the lists in the calls ("a nomeação observará a alternância … negros")."""
    if near(joined, _ALTERNATION, [_PROPORTION], 250) is not None:
        return True
    if near(joined, _ALTERNATION, [_CALLS, _NEGRO], 250) is not None:
        return True
    text = joined.text
    for count, m in enumerate(_SEAT.finditer(text)):
        if count >= MAX_ANCHORS:
            break
        window = text[max(0, m.start() - 300) : m.end() + 300]
        placed = _NEGRO.search(text, max(0, m.start() - 150), m.end() + 150)  # the seat is the negros' list's
        if placed and (len(_SEAT.findall(window)) > 1 or _INTERVAL.search(window)):
            return True
    return False


def has_defence_clause(joined: Joined) -> bool:
    return near(joined, _DEFENCE, [_VERIFICATION], 700) is not None


def elimination_line(joined: Joined) -> int | None:
    found = near(joined, _ELIMINATION, [_FALSE, _VERIFICATION], 250)
    return joined.line_at(found) if found is not None else None


def has_registration_clause(joined: Joined) -> bool:
    text = joined.text
    for count, m in enumerate(_REGISTRATION.finditer(text)):
        if count >= MAX_ANCHORS:
            break
        clause = sentence_at(text, m.start(), m.end(), 250)
        if _COTISTA.search(clause) and _ASSURED.search(clause) and not _NOT_ASSURED.search(clause):
            return True
    return False


# Lei 15.142 art. 5º, § 3º: registration through the reserve, in the words federal editais use for it
_REGISTER_OR_OPT = re.compile(
    r"inscri(?:cao|coes|ver|verem|to|tos|tas)|inscrev|\bopt(?:ar|arem|ante|antes)\b|\bopcao\b"
)
_RESERVE_GROUPS = re.compile(
    r"cotist|reserva de vagas|vagas reservadas|pret[oa]s e pard[oa]s|pret[oa]s ou pard[oa]s|indigenas|quilombolas"
)
_MAY = re.compile(r"assegurad|garantid|poderao|podera|facultad|permitid|admitid|direito|deseja|optar|opcao")


def has_reserve_registration_clause(joined: Joined) -> bool:
    """The edital lets candidates register (or opt) for the reserve of pessoas pretas e pardas, indígenas e
    quilombolas although it has no reserved vacancy (Lei 15.142, art. 5º, § 3º)."""
    text = joined.text
    for count, m in enumerate(_REGISTER_OR_OPT.finditer(text)):
        if count >= MAX_ANCHORS:
            break
        clause = sentence_at(text, m.start(), m.end(), 250)
        if _RESERVE_GROUPS.search(clause) and _MAY.search(clause) and not _NOT_ASSURED.search(clause):
            return True
    return False


def ancestry_findings(joined: Joined, limit: int = 5) -> list[tuple[int, str]]:
    """(line, what) for each place the verification seems to consider ancestry (Goiás art. 3 § 2)."""
    text = joined.text
    found: list[tuple[int, str]] = []
    seen_lines: set[int] = set()
    for count, m in enumerate(_anchors(_ANCESTRY, text)):
        if count >= MAX_ANCHORS or len(found) >= limit:
            break
        clause = sentence_at(text, m.start(), m.end(), 300)
        if _NEGATION.search(clause) or not _VERIFICATION_CONTEXT.search(clause):
            continue
        line = joined.line_at(m.start())
        if line in seen_lines:
            continue
        seen_lines.add(line)
        what = next(
            (label for pattern, label in _ANCESTRY_LABELS if pattern.search(m.group(0))),
            "critérios ligados à ascendência",
        )
        found.append((line, what))
    return found
