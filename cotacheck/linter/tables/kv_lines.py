"""Key-value lines of a cargo's figures, one a line ("Quantitativo de vagas: 03 (três)" / "Ampla concorrência:
02" / "Reserva para pessoas com deficiência: não há" / "Reserva para candidatos negros: 01"), as the prose
reader (`prose.py`) joins them into one statement: which lines are such a part's, how a block goes on
(the total first or closing the parts) and what a part that says there is none counts (0)."""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.header import header_tokens, unmatched_words
from cotacheck.linter.tables.prose_items import _role as items_role
from cotacheck.linter.tables.prose_kinds import classify, first_part
from cotacheck.linter.tables.prose_parts import _role as parts_role

BRACKETS = re.compile(r"\s?\([^()]{0,40}\)")
# "Reserva para negros: 2": a key-value line of a part, as a cargo's figures are listed one a line
# ("Reserva para PcD: não há", "Reserva para negros: –": none of that part, read as 0)
KV_LINE = re.compile(
    r"^([^\d:]{2,60}):\s?(?:\d{1,5}|(?P<none>nao ha|nao havera|nao tem|nenhuma?|sem reserva|[-–—]))\.?$"
)


def kv_match(stripped: str) -> re.Match | None:
    """`KV_LINE`'s match of a stripped line, tried only where it may stand: a colon in the line, and the line
    ending (past one full stop) with a count's digit, a dash, or the last letter of "não há", "não haverá",
    "nenhum", "nenhuma", "sem reserva" (most lines a statement's sentence looks at end otherwise)."""
    if ":" not in stripped:
        return None
    tail = stripped[:-1] if stripped.endswith(".") else stripped
    if not (tail[-1:].isdigit() or tail.endswith(("a", "m", "-", "–", "—"))):
        return None
    return KV_LINE.match(stripped)


#: A cargo's other fields, which hold no count of vacancies ("Carga horária: 40", "Código: 101", "Idade mínima: 18"),
#: beside the table vocabulary's text and name columns (`header_tokens`: "ignore", "name").
_NOT_A_COUNT = re.compile(
    r"^(?:[\W_]{0,3})(?:nivel|escolaridade|formacao|salario|vencimento|remuneracao|subsidio|carga|jornada|horas|"
    r"requisitos?|taxa|codigo|cod|idade|ano|prova|questoes|turno|regime|classe|padrao|referencia|grau|edital|item|"
    r"anexo|pontos|nota|data|prazo|periodo|atribuicoes|descricao)\b"
)
#: A field line of a cargo's block ("Salário: R$ 2.100,00", "Escolaridade: Superior"): a label, its colon, a value.
_FIELD = re.compile(r"^[\W_]{0,3}([^\d:]{2,40}):\s?\S")
_BLOCK_REACH = 24
_NOT_COUNT_TOKENS = frozenset({"ignore", "name"})


#: The table vocabulary's tokens of the vacancies as a whole (the total's, the cadastro's), and the words a total's
#: label may add ("Total de vagas ofertadas").
_WHOLE_TOKENS = frozenset({"vagas", "total", "imm", "crg", "reserva", "ignore"})
_WHOLE_WORDS = frozenset({"ofertadas", "oferecidas", "previstas", "disponiveis", "autorizadas"})
_PART_TOKENS = {"open": "open", "pcd": "pcd", "negros": "negros", "pretos_pardos": "pretos_pardos"}


def count_label(words: str, legend=None) -> str | None:
    """What a key-value line's label (folded) says its count is: a role ("total", "open", "pcd", "negros", …,
    "cr") in the vocabulary of labelled figures, of a statement's words or of the tables, or as the edital's
    legend explains it; "other" for a field that holds no count of vacancies ("Carga horária", "Código"); None
    for a label none explains ("XY", "Vagas especiais"): its figure's role no one knows, so the cargo's reading
    cannot be proven (the rule the tables hold for a header's unknown cell, issue 38 item 2)."""
    bare = (BRACKETS.sub("", words) if "(" in words else words).strip(" .*-•·")
    role = items_role(bare) or parts_role(bare) or first_part(bare)
    if role is None and legend is not None:
        expanded = legend.expand(bare)
        role = (items_role(expanded) or parts_role(expanded) or first_part(expanded)) if expanded != bare else None
    if role is not None:
        return role
    tokens = header_tokens(bare) or ()
    parts = {_PART_TOKENS[t] for t in tokens if t in _PART_TOKENS}
    if len(parts) == 1 and set(tokens) - set(_PART_TOKENS) <= _WHOLE_TOKENS:
        return parts.pop()  # "Vagas PN": the table vocabulary's abbreviation
    if _NOT_A_COUNT.match(bare) or (tokens and set(tokens) <= _NOT_COUNT_TOKENS):
        return "other"
    whole = classify(bare)
    if whole in ("total", "cr") and not parts and not set(unmatched_words(bare)) - _WHOLE_WORDS:
        return whole
    return None


def other_field(folded: str) -> bool:
    """Whether a line is a field of a cargo's block that holds no count of vacancies ("Carga horária: 40",
    "Salário: R$ 2.100,00"): its figures are no part's, and the block goes on past it."""
    m = _FIELD.match(folded) if ":" in folded else None
    return m is not None and count_label(m.group(1)) == "other"


def unexplained(lines: list[Line], at: int | None, sentence: list[Line], legend=None) -> list[str]:
    """Why the block of key-value lines of `lines[at]`'s statement is not proven: a count whose label no one
    explains ("“XY”: 3"), or a count line of the block the statement did not take (not among its `sentence`'s
    lines), e.g. below a field that ended the sentence. `at`: the statement line's index in `lines`. The block: the key-value lines
    and the cargo's other fields that follow one another with no blank line from `lines[at]` (or the line after
    it, under a heading "Cargo: X"), and the key-value lines right above."""
    if at is None:
        return []
    taken = {x.number for x in sentence}
    start = at
    while start > 0 and at - start < _BLOCK_REACH and _next_to(lines, start - 1) and _in_block(lines[start - 1]):
        start -= 1
    out = []
    for k in range(start, min(len(lines), at + _BLOCK_REACH)):
        line = lines[k]
        if k > at and not _next_to(lines, k - 1):
            break  # a blank line ends the block
        m = kv_match(line.folded.strip())
        if m is None:
            if k > at and not other_field(line.folded):
                break  # a heading ("Cargo: Motorista"), a sentence: the next block
            continue
        role = count_label(m.group(1), legend)
        if role is None:
            label = line.text.split(":", 1)[0].strip(" *-•·")
            out.append(f"“{label}”: {line.text.split(':', 1)[1].strip()}, rótulo que o edital não explica")
        elif role != "other" and line.number not in taken:
            out.append(f"a linha {line.number} (“{line.text.strip()}”) não foi lida")
    return out


def _in_block(line: Line) -> bool:
    return kv_match(line.folded.strip()) is not None or (":" in line.folded and other_field(line.folded))


def _next_to(lines: list[Line], k: int) -> bool:
    """Whether `lines[k + 1]` is the line right after `lines[k]` (no blank line between)."""
    return lines[k + 1].number == lines[k].number + 1


def part_label(words: str) -> str | None:
    """The role of a part's label, all its words ("ampla concorrencia", "negros (pretos e pardos)"), else None."""
    bare = (BRACKETS.sub("", words) if "(" in words else words).strip()
    return items_role(bare) or parts_role(bare)


def kv_line(folded: str) -> bool:
    """Whether a line is one key-value line of a part's count ("Reserva para negros: 2", "PcD: não há")."""
    m = kv_match(folded.strip())
    return m is not None and first_part(m.group(1)) is not None


#: A role's words that a statement's reading (`prose_kinds`) takes for that role.
_SPELLING = {
    "total": "vagas",
    "open": "ampla concorrencia",
    "pcd": "pessoas com deficiencia",
    "negros": "negros",
    "pretos_pardos": "pretos e pardos",
    "indigenas": "indigenas",
    "quilombolas": "quilombolas",
    "cr": "cadastro de reserva",
}


def said(line: Line, legend=None) -> str:
    """A line's folded text for a statement's reading: of a key-value line, a part's "não há" made its count, 0,
    and a label the vocabulary or the edital's legend explains but a statement's words do not ("PN: 3", "AC: 8",
    a legend's "VR: 2") said in its role's words, so that its figure is read, never dropped."""
    folded = line.folded
    m = kv_match(folded.strip()) if ":" in folded else None
    if m is None:
        if ":" in folded and "vaga" not in folded and other_field(folded):
            tail = folded.rsplit(". ", 1)[1] if ". " in folded else ""  # "… R$ 3.988,76. Destinam-se 3" / "vagas …"
            return tail if tail and ":" not in tail and tail.rstrip()[-1:].isdigit() else ""
        return folded
    label = m.group(1)
    role = count_label(label, legend)
    if role == "other":
        return ""  # "Jornada: 30": no count of vacancies, and no word to lend a count beside it
    if role in _SPELLING and classify(label) != role:
        label = _SPELLING[role]
    if m.group("none") and first_part(label) is not None:
        return f"{label}: 0"
    return folded if label is m.group(1) else f"{label}:{folded.split(':', 1)[1]}"


def kv_count_line(folded: str) -> bool:
    """Whether a line is a key-value line of a part's count ("AC: 8", "Res. negros: 2") or of a count whose label
    no one explains ("XY: 3"): either belongs to the block of a cargo's figures (the latter to be seen, never
    dropped)."""
    m = kv_match(folded.strip())
    return m is not None and count_label(m.group(1)) not in ("other", "total", "cr")


def kv_block(lines: list[Line], end: int) -> bool:
    """Line `end` goes on with a block of key-value lines ("Total de vagas: 10" / "Reserva para negros: 2" /
    "Reserva para PcD: 1" / "Ampla concorrência: 7"): it and the line before are such lines, its label a
    part's, or the total's closing a block of parts that has none ("Vagas de ampla concorrência: 11" / …
    / "Total de vagas: 17")."""
    m = kv_match(lines[end].folded.strip())
    before = lines[end - 1].folded
    if not kv_match(before.strip()):
        if not (":" in before and other_field(before) and _next_to(lines, end - 1)):
            return False  # (a field goes on with the block it stands in, never over a blank line)
        if m is not None and first_part(m.group(1)) is None and count_label(m.group(1)) is not None:
            return False  # a total below a field: the next cargo's, or a total closing parts above the field
    if m is None:  # "Carga horária: 40", "Salário: R$ …" among a cargo's figures: the block goes on past them
        return ":" in lines[end].folded and other_field(lines[end].folded)
    if first_part(m.group(1)) is not None or kv_count_line(lines[end].folded):
        return True  # "Vagas de ampla concorrência: 7", "AC: 7" are a part's; "XY: 3" a count no one explains
    if classify(m.group(1)) != "total":
        return False
    for i in range(end - 1, max(-1, end - 9), -1):  # the block's lines above, each role once (8 at most)
        above = kv_match(lines[i].folded.strip())
        if above is None:
            return True
        if first_part(above.group(1)) is None:
            return False  # the block has its total already: this one is the next cargo's
    return False
