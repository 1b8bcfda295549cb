"""A cargo a numbered clause, its vacancies stated inline in the clause, each clause in its own form.

Conselhos' editais (Quadrix) list their cargos as clauses, "2.4.1 EMPREGO 101: AGENTE FISCAL – SEDE – …",
and write each cargo's vacancies after the name's dash in whatever form came to hand: "12 vagas (AC: 8;
PcD: 1; PN: 3) + 36 CR", "7 vagas (4 AC + 1 PcD + 2 PN)", "5 vagas (AC: 3 | PcD: 1 | PN: 1); CR: 15",
"AC 1, PcD 0, PN 0, total 1", "PN: 1; PcD: 0; AC: 2 → total de 3 vagas", "10 vagas, assim distribuídas:
7 AC, 1 PcD e 2 PN", "vagas: 3 (três), das quais 1 (uma) reservada a PN e as demais à AC", "2 vagas (AC:
2)", "1 vaga (AC)", "2 (duas), ambas de ampla concorrência"; or the name alone on the clause's line and
"Vagas: 4 | AC 3 | PcD 0 | PN 1" on the next. Read as they stand, the clause's and the cargo's numbers ("104") were taken for the
count, the cadastro's count ("+ 36 CR") for a part, the name's dashes for the statement's ("CONTADOR – PN:
1; PcD: 0; AC: 2 → total de").

Each such clause (its line and the lines it wraps onto, up to a full stop) is re-laid, numbered as its
first line, as one statement the prose reader reads by its labels: "NAME: vagas: 12 (ampla concorrência:
8; PcD: 1; negros: 3)." The name is the dash-parted segments before the first that opens with a count or
a label; the cadastro's part ("+ 36 CR", "+ cadastro reserva", "; CR: 9") is cut off. Every piece of the
statement must be one count and one label the table vocabulary reads (`kv_lines.part_label`: "AC",
"PcD", "PN", "pessoas negras"), or "as demais" of one label (the total less the other parts), each role
once; a part written "–" counts 0. A statement not so read keeps its words after "NAME:", for the prose
reader, uncertain unless its own reading proves it. Confirmed, as any statement, only when the parts make
the total. Only lines that open with a clause number and "CARGO" or "EMPREGO" and its code look here.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.kv_lines import part_label

#: "2.4.1 EMPREGO 101: ", "2.1.3 CARGO 103 – ": a clause number, the word and the cargo's code
_CLAUSE = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+(?:cargo|emprego|funcao)\s+\d{1,4}\s?[:–-]\s?")
#: The next clause, or a field of the cargo's ("REQUISITO:", "REMUNERAÇÃO:"): a wrapped statement ends before it
_NEXT = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2})+\.?\s|[A-ZÇÃÕÁÉÍÓÚÂÊ ]{4,40}:)")
_MAX_WRAP = 3
#: The statement on the line after a clause that is the name alone: "Vagas: 4 | AC 3 | PcD 0 | PN 1"
_VAGAS_LINE = re.compile(r"^(?:total de )?vagas:\s?\d")
#: A segment that opens the statement: a count, or a word of one
_OPENS = re.compile(r"^(?:\d|(?:vagas?|total|cadastro|ac|pcd|pn|cr|ampla)\b)")
#: The cadastro's part at the statement's end: "+ 36 CR", ", + 6 CR", "+ cadastro reserva", "; CR: 9"
_CADASTRO = re.compile(r"(?:[,;]?\s?\+\s?(?:\d{1,4}\s?cr|cadastro (?:de )?reserva)|;\s?cr:\s?\d{1,4})\s*$")
#: A count with its value in words after it: "3 (três)"
_SPELLED = re.compile(r"\b(\d{1,4})\s?\([a-z ]{2,30}\)")
#: "total de 3 vagas" after "→": the total the parts make
_ARROW_TOTAL = re.compile(r"\s?(?:→|->|=)\s?(?:total(?: de)?:?\s)?(\d{1,4})(?:\svagas?)?$")
#: The total first, then its parts: "12 vagas (…)", "vagas: 3, das quais …", "10 vagas, assim distribuídas: …"
_TOTAL_FIRST = re.compile(
    r"^(?:total de vagas:?\s|vagas:?\s)?(?P<n>\d{1,4})(?:\svagas?)?"
    r"(?:\s?\((?P<paren>[^()]{1,120})\)|,?\s(?:sendo|das quais|dos quais|assim distribuidas:?)\s(?P<rest>.{1,160})"
    r"|,?\s(?:ambas|todas|todos|ambos)\s(?:de|para|a|as|à|às)\s(?P<all>.{2,60}))?$"
)
_LABEL_FIRST = re.compile(r"^([a-z][a-z ]{0,40}?)\s?:?\s?(?:\d|[-–—](?:[;|,]|$))")
_PIECE_SPLIT = re.compile(r"\s?[;|+,]\s?|\se\s")
_LABEL_COUNT = re.compile(r"^(?P<label>[a-z][a-z ]{0,40}?)\s?:?\s?(?P<n>\d{1,4}|[-–—])$")
_COUNT_LABEL = re.compile(r"^(?P<n>\d{1,4})\s(?P<label>[a-z][a-z ]{0,60})$")
_REST = re.compile(r"^(?:e\s)?(?:as|os) demais\s(?P<label>[a-z][a-z ]{0,40})$")
#: Words between a count and its label: "1 reservada a PN", "1 destinada a pessoas com deficiência", "2 para AC"
_FILLER = re.compile(r"^(?:vagas?\s)?(?:(?:reservadas?|destinadas?)\s)?(?:(?:para|de|a|as|aos|à|às)\s)?(?:os\s|as\s)?")
#: The list's total after its clauses: "2.5 Total geral: 43 vagas", "Total: 43 vagas"
_LIST_TOTAL = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s)?total(?: geral(?: de vagas)?)?\s?:\s?\d")
_NEAR_TOTAL = 4
_NAMES = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
_SAID = {"open": "ampla concorrência", "pcd": "PcD", "negros": "negros", "total": "total"}
_SAID |= {"pretos_pardos": "pretos e pardos", "indigenas": "indígenas", "quilombolas": "quilombolas"}


def label_role(words: str) -> str | None:
    """The role a part's label names ("PN", "reservada a pessoas negras", "indígena"), else None."""
    role = part_label(_FILLER.sub("", words.strip()).strip())
    return role if role in _NAMES else None


def _pieces(text: str, total: int | None) -> dict[str, int] | None:
    """The roles and counts of a list of pieces ("7 AC, 1 PcD e 2 PN", "AC: 3 | PcD: –"), each role once."""
    found: dict[str, int] = {}
    rest = None
    for piece in _PIECE_SPLIT.split(text.strip(" .;")):
        piece = piece.strip(" .")
        if not piece:
            continue
        m = _LABEL_COUNT.match(piece) or _COUNT_LABEL.match(piece)
        if m is not None:
            role, value = label_role(m.group("label")), m.group("n")
            count = int(value) if value.isdigit() else 0
        elif (r := _REST.match(piece)) is not None and rest is None:
            role, count = label_role(r.group("label")), -1
        elif total is not None and (role := label_role(piece)) is not None:
            count = -1  # "1 vaga (AC)": the one part the bracket names is all of it
        else:
            return None
        if role is None or role in found:
            return None
        if count < 0:
            rest = role
            count = 0
        found[role] = count
    if rest is not None:
        if total is None and "total" not in found:
            return None
        whole = total if total is not None else found["total"]
        found[rest] = whole - sum(v for k, v in found.items() if k not in ("total", rest))
        if found[rest] < 0:
            return None
    return found or None


def _figures(statement: str) -> dict[str, int] | None:
    """The figures of a clause's statement (folded, the cadastro's part cut off), by role; None if not read."""
    statement = _SPELLED.sub(r"\1", statement).strip(" .;,")
    m = _TOTAL_FIRST.match(statement)
    if m is not None:
        total = int(m.group("n"))
        listed = m.group("paren") or m.group("rest")
        if m.group("all") is not None:  # "2 (duas), ambas de ampla concorrência": one part, all of it
            role = label_role(m.group("all"))
            return {"total": total, role: total} if role not in (None, "total") else None
        if listed is None:
            return {"total": total}
        found = _pieces(listed, total)
        return {"total": total, **found} if found is not None and "total" not in found else None
    arrow = _ARROW_TOTAL.search(statement)
    found = _pieces(statement[: arrow.start()] if arrow else statement, None)
    if found is None:
        return None
    if arrow is not None:
        if "total" in found:
            return None
        found["total"] = int(arrow.group(1))
    return found if "total" in found and len(found) >= 2 else None


def said(name: str, figures: dict[str, int]) -> str:
    """A cargo's figures as the statement the prose reader reads by its labels: "NAME: vagas: 12 (…)."."""
    parts = "; ".join(f"{_SAID[k]}: {v}" for k, v in figures.items() if k != "total")
    return f"{name}: vagas: {figures['total']}" + (f" ({parts})." if parts else ".")


def _opens_with_label(segment: str) -> bool:
    """Whether a segment opens with a part's label and its count ("pessoas negras 4", "PN: 1")."""
    m = _LABEL_FIRST.match(segment)
    return m is not None and label_role(m.group(1)) is not None


def _split_name(rest: str) -> tuple[str, str] | None:
    """(the cargo's name, its statement) of a clause's text after its code; None when no statement follows."""
    segments = re.split(r"\s[–—-]\s", rest)
    for k, segment in enumerate(segments):
        if k and (_OPENS.match(fold(segment)) or _opens_with_label(fold(segment))):
            return " – ".join(segments[:k]).strip(), " – ".join(segments[k:]).strip()
    return None


def _clause(lines: list[Line], i: int) -> tuple[int, str] | None:
    """(the last index of the clause's lines, its re-laid statement), or None when it is no such clause."""
    m = _CLAUSE.match(lines[i].folded)
    if m is None:
        return None
    text, last = lines[i].text, i
    if i + 1 < len(lines) and _VAGAS_LINE.match(lines[i + 1].folded) and _split_name(text[m.end() :]) is None:
        text, last = f"{text.rstrip(' .–—-')} – {lines[i + 1].text.strip()}", i + 1  # "Vagas: 4 | AC 3 | …" below
    while not text.rstrip().endswith(".") and last + 1 < len(lines) and last - i < _MAX_WRAP:
        nxt = lines[last + 1]
        if not nxt.text.strip() or _NEXT.match(nxt.text.strip()):
            break
        text, last = f"{text.rstrip()} {nxt.text.strip()}", last + 1
    split = _split_name(text[m.end() :])
    if split is None:
        return None
    name, statement = split
    if not name or any(c.isdigit() for c in name):
        return None
    folded = _CADASTRO.sub("", fold(statement).strip(" .")).strip(" .;,")
    if not folded or folded.startswith("cadastro"):
        return last, f"{name}: cadastro reserva."
    figures = _figures(folded)
    return last, said(name, figures) if figures else f"{name}: {statement}"


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with each cargo's clause re-laid as one statement (same list), its wrapped lines left out, and
    the list's total line after its clauses ("2.5 Total geral: 43 vagas imediatas …") left out: the sum of
    the clauses' vacancies, not a cargo's (read, it took the name of the line above it)."""
    may_open = (
        i
        for i, line in enumerate(lines)
        if line.folded[:1].isdigit()
        and ("cargo " in line.folded or "emprego " in line.folded or "funcao " in line.folded)
    )
    first = next((i for i in may_open if _clause(lines, i) is not None), None)
    if first is None:
        return lines  # no clause: every line as it was, told without copying them
    out: list[Line] = lines[:first]
    i, changed, after = first, False, None
    while i < len(lines):
        line = lines[i]
        found = None
        if line.folded[:1].isdigit() and (
            "cargo " in line.folded or "emprego " in line.folded or "funcao " in line.folded
        ):
            found = _clause(lines, i)
        if found is None:
            if after is None or not (0 < line.number - after <= _NEAR_TOTAL and _LIST_TOTAL.match(line.folded)):
                out.append(line)
            i += 1
            continue
        after = lines[found[0]].number
        last, statement = found
        out.append(laid_line(line.number, statement))
        i, changed = last + 1, True
    if changed:
        lines[:] = out
    return lines
