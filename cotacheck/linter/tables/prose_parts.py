"""A statement that lists its figures as labelled parts, each number beside its column's label.

Boards print a cargo's vacancies as a key-value block instead of a table or a sentence: "VAGAS: AC 10 /
PcD 1 / Negros 3 / TOTAL 14" (label, then number), "VAGAS: 10 AC + 1 PcD + 3 PN = 14" (number, then
label, the total after "="), "Vagas: 14 (AC: 10; PcD: 1; Negros: 3)" (the total, then its parts in
parentheses). Read word by word, as prose, each number would take the label after it or before it at
random ("AC 10 / PcD 1" gives PcD 10). Here the pieces between separators ("/", "+", ";", ",", "|") are
read as a whole: each piece must be exactly one number and one label the table vocabulary names
(`header.role_of_words`, so "AC", "PN", "PPP", "Ampla concorrência", "Total" are known), all labels on
the same side of their numbers, each role once. Anything else (a piece of words without a label, two
numbers in a piece, a role twice) is not such a list and the statement is left to the prose reading.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.header import _TOKENS, FIRST_LETTERS, labels, unmatched_words

#: The piece separators of a list of labelled figures; " e " and ", " belong to sentences and are left out
#: unless the pieces around them are labelled figures too (checked piece by piece below).
_SEPARATOR = re.compile(r"\s?[/+;|·]\s?|,\s|\s[-–]\s")
#: "5 (AC), 1 (PcD) e 2 (negros)": every number followed by its label in brackets; only then is " e " a separator
#: too (in a sentence, "213 de ampla concorrência e 71 reservadas …" follows a total the list would lose)
_BRACKETED_LIST = re.compile(
    r"\d{1,6}\s?\([a-z][a-z ]{0,30}\)(?:(?:,\s|\se\s|\s?[/+;|·]\s?)\d{1,6}\s?\([a-z][a-z ]{0,30}\))*"
)
_SEPARATOR_OR_AND = re.compile(_SEPARATOR.pattern + r"|\se\s(?=\d)")
#: "Negros (20%)": the label's percentage, a note
_PERCENT_NOTE = re.compile(r"\s?\(\d{1,3}(?:[.,]\d{1,2})?\s?%\)")
_LABEL_FIRST = re.compile(r"^(?P<label>[a-z][a-z .()]{0,40}?)\s?[:=–-]?\s?(?P<n>\d{1,6})$")
_NUMBER_FIRST = re.compile(r"^(?P<n>\d{1,6})\s?[-–]?\s?(?P<label>\(?[a-z][a-z .()]{0,40})$")
#: "vagas:" (or "vagas -"), where a cargo's list of figures begins
_START = re.compile(r"\bvagas?\s?[:–-]\s?")
#: "14 (ac: 10; pcd: 1; negros: 3)", "12 - ac: 9 / pcd: 1 / ppp: 2", "30, sendo ac: 22; pcd: 2; negros: 6": the
#: total, then its parts in parentheses, after a dash or after "sendo" / "das quais"
_TOTAL_THEN_PARTS = re.compile(
    r"^(?P<n>\d{1,6})\s?(?:vagas?\s?)?(?:\((?P<parts>[^()]{3,200})\)|[-–|·]\s?(?P<listed>[a-z][^()]{3,200})|"
    r",?\s(?:sendo|das quais|dos quais)\s?:?\s(?P<split>[a-z][^()]{3,200}))"
)
#: The statement's full stop: not the dots of an abbreviation ("a.c.", "p.c.d.") nor of a number. It opens with
#: its dot, the look-behinds after it, so that the engine skips to dots (`_end`: the text's end when none).
_END = re.compile(r"\.(?<![a-z]\.[a-z]\.)(?<!\b[a-z]\.)(?:\s|$)")
_ROLES = {"total": "total", "vagas": "total", "open": "open", "pcd": "pcd", "negros": "negros", "crg": "cr"}
_ROLES |= {"pretos_pardos": "pretos_pardos", "indigenas": "indigenas", "quilombolas": "quilombolas"}
#: The vocabulary's labels of those roles alone, each guarded as in the whole (`header._HEADER`): where none of
#: them matches, no label of the whole names a role (a label of the whole is one of its alternatives matching
#: there, and then this one matches there too), and the whole, larger by the names', text columns' and other
#: labels, is not tried (most words before a colon are a cargo's name).
_ROLE_LABEL = re.compile(
    r"(?<![a-z0-9])(?:"
    + "|".join(f"(?=[{FIRST_LETTERS[kind]}])(?:{pattern})" for kind, pattern in _TOKENS if kind in _ROLES)
    + r")(?![a-z0-9])"
)


def _role(label: str) -> str | None:
    """The one role a piece's label names, with no other word ("ac", "vagas pcd", "pessoas negras")."""
    label = label.strip(" .()")
    if not label or len(label.split()) > 4 or _ROLE_LABEL.search(label) is None:
        return None
    kinds = {_ROLES.get(kind) for kind, _, _ in labels(label)} - {None}
    if not kinds or unmatched_words(label):
        return None  # no role's label (most names before a colon), told before the words left over are weighed
    if len(kinds) == 2 and "total" in kinds:
        kinds.discard("total")  # "vagas ac", "vagas pcd": the word "vagas" names the list, the rest the role
    return kinds.pop() if len(kinds) == 1 else None


def _end(body: str) -> int:
    """Where the statement in `body` ends: its full stop (`_END`), else where `$` stands."""
    m = _END.search(body)
    return m.start() if m else len(body) - body.endswith("\n")


def _no_percent_note(text: str) -> str:
    """`text` without its percentage notes (`_PERCENT_NOTE`), looked for only where a "%" stands."""
    return _PERCENT_NOTE.sub("", text) if "%" in text else text


def _pieces(text: str) -> dict[str, int] | None:
    """The roles and figures of a list of labelled pieces, all labelled on the same side; None otherwise."""
    found: dict[str, int] = {}
    sides = set()
    text = _no_percent_note(text).strip(" .;")
    bracketed = _BRACKETED_LIST.fullmatch(text) is not None
    for piece in (_SEPARATOR_OR_AND if bracketed else _SEPARATOR).split(text):
        piece = piece.strip()
        if not piece:
            continue
        # a label first ends with its number: the lazy label is tried at every length only where a digit ends it
        m = (_LABEL_FIRST.match(piece) if piece[-1].isdigit() else None) or _NUMBER_FIRST.match(piece)
        role = _role(m.group("label")) if m else None
        if role is None or role in found:
            return None
        sides.add(m.re is _LABEL_FIRST)
        found[role] = int(m.group("n"))
    if len(found) == 1 and bracketed:
        return found  # "VAGAS: 2 (AC).": one part, named by its bracketed label
    return found if len(sides) == 1 and len(found) >= 2 else None


#: A line of fields ("Cargo: Delegado – Vagas: 30, sendo AC: 22; PcD: 2; Negros: 6 – Remuneração: R$ …"): a
#: separator followed by a label and its colon starts a field
_FIELD_START = re.compile(r"\s[–|·]\s(?=[a-z][^:;,]{0,40}:)")
_FIELD_LABEL = re.compile(r"([a-z][^:;,]{0,40}):")


def vacancy_field(folded: str) -> str:
    """The vacancies' field of a line of fields, with the fields of its parts that follow it ("Vagas: 12 – AC:
    9 – Negros: 3"), up to a field of something else ("Remuneração: R$ …"); the line itself when it has no
    such fields."""
    if "–" not in folded and "|" not in folded and "·" not in folded:
        return folded  # no field's separator (`_FIELD_START`)
    bounds = [0, *(m.start() for m in _FIELD_START.finditer(folded)), len(folded)]
    if len(bounds) == 2:
        return folded
    start = end = None
    for a, b in zip(bounds, bounds[1:]):
        label = _FIELD_LABEL.match(folded[a:b].lstrip(" –|·"))
        role = _role(label.group(1)) if label else None
        if start is None:
            start = a if role == "total" else None
        elif role is None or role == "total":
            break
        end = b
    return folded if start is None else folded[start:end].lstrip(" –|·")


#: What every list of labelled parts holds somewhere: a piece's separator (`_SEPARATOR`: two pieces at least,
#: or one in brackets), a bracket, a dash, "sendo" or "das/dos quais" (`_TOTAL_THEN_PARTS`); a "%" may hide
#: any of them (`_PERCENT_NOTE`, taken out before). Most statements ("Analista: 5 vagas.") hold none of them:
#: one scan of the line, instead of the field, the start, the end and the list's patterns.
_MAY_LIST = re.compile(r"[/+;|·,(\-–%]|sendo|quais")


def labelled_parts(folded: str) -> dict[str, int] | None:
    """The figures of a statement written as a list of labelled parts, by role (total, open, pcd, negros,
    the groups, cr); None when the statement is not such a list."""
    if _MAY_LIST.search(folded) is None:
        return None
    folded = vacancy_field(folded)
    start = _START.search(folded) if "vaga" in folded else None
    body = folded[start.end() :] if start else folded
    body = _no_percent_note(body[: _end(body)]).strip()
    whole = _TOTAL_THEN_PARTS.match(body)
    if whole and not body[whole.end() :].strip(" ;,"):
        found = _pieces(whole.group("parts") or whole.group("listed") or whole.group("split"))
        if found is None or "total" in found:
            return None
        return {"total": int(whole.group("n")), **found}
    left, equals, right = body.partition("=")
    found = _pieces(left)
    if found is None:
        return None
    if equals:
        total = right.strip(" .")
        if not total.isdigit() or "total" in found:
            return None
        found["total"] = int(total)
    return found
