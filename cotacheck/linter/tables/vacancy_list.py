"""A list of cargos as a news page or a message prints it, one line a cargo: its name, a dash, its
vacancies and the reserve in words ("Auxiliar de Serviços Gerais – 9 vagas (2 para negros e 1 para pessoas
com deficiência)", "Agente Comunitário de Saúde (ESF Vila Nova) – 6 vagas, sendo 1 reservada a candidatos
negros", "Guarda Civil Municipal – 20 vagas (4 negros / 1 PcD)", "Enfermeiro 40h – 2 vagas (ampla
concorrência)", "Psicólogo – cadastro reserva"). No form of the pass reads it: the name and its count are
parted by a dash, not a colon, and the reserve stands in brackets.

Before the pass, each such line (two of them at least, within 6 lines of each other) is re-laid as the
statement the prose reader reads, numbered as it was: "Name: 9 vagas, sendo 2 reservadas a candidatos
negros e 1 reservada a pessoas com deficiência." Every number of the line must be the count or a part
named by its words (negros, pretos e pardos, cotas raciais, PN; PcD, deficiência; ampla concorrência),
each part once; a line with any other number ("R$ 2.430,04 – 20h", "Lei 4.012/2025") is left as it is. A
"+ cadastro reserva" after the count is noted nowhere (the count is the immediate vacancies).

Such a list is a summary of the quadro, not the quadro: every position read from it is uncertain, the
reason saying so (`doubt`), however well its parts add up.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line

_ITEM = re.compile(
    r"^(?P<name>[^\W\d_][^\n]{1,150}?)\s[–—-]\s(?P<n>\d{1,4})(?:\s\([^)\d]{1,30}\))?\s(?:vagas?|vg)\b\.?(?P<rest>.*)$",
    re.I,
)
_CR_ONLY = re.compile(
    r"^(?P<name>[^\W\d_][^\n]{1,150}?)\s[–—-]\s(?:(?:(?:s[óo]|apenas|somente)\s)?cadastro\s(?:de\s)?reserva|(?:s[óo]|apenas|somente)\sCR)\.?$",
    re.I,
)
_EMPTY_CELLS = re.compile(r"(?:^|\s)[–—-]\s[–—-](?:\s|$)")
#: Where `_EMPTY_CELLS` is found, found from its first dash (the engine skips to the dashes; `_EMPTY_CELLS`,
#: opening with a space, is tried at every place of the line): the character before it looked at behind.
_EMPTY_CELLS_AT_DASH = re.compile(r"[–—-](?:(?<=^[–—-])|(?<=\s[–—-]))\s[–—-](?:\s|$)")
_PLUS_CR = re.compile(r"^\s*(?:\+|e)\s*(?:cadastro\s(?:de\s)?reserva|CR)\b", re.I)
_PART = re.compile(r"(\d{1,4})\s*([^\d/;,()]*)")
_ROLES = (
    ("negros", re.compile(r"negr|pret|pard|afro|racia|\bpn\b|\bppp\b")),
    ("pcd", re.compile(r"defici|\bpcd\b|\bpne\b")),
    ("open", re.compile(r"ampla|\bac\b")),
)
_JOINERS = re.compile(r"\b(?:sendo|das quais|dos quais|e|para|a|pra|reservadas?|vagas?|destinadas?|candidatos|às?)\b")
#: Items a list must have, and the most lines between two of them.
_LEAST, _NEAR = 2, 6
DOUBT = "lista de vagas de um resumo (nome – número de vagas), não o quadro do edital: confira no edital"


def _parts(rest: str) -> dict[str, int] | None:
    """The parts a line's words after its count name ({"negros": 2, "pcd": 1}), or None when a number
    is no part or a part comes twice."""
    rest = _PLUS_CR.sub("", rest).strip(" .,;:")
    if not rest:
        return {}
    folded = fold(rest)
    if not re.search(r"\d", folded):
        return (
            {"open": -1} if re.fullmatch(r"\(?\s*(?:somente |apenas |so )?ampla concorrencia\s*\)?", folded) else None
        )
    if not re.fullmatch(r"\(.*\)|(?:,|;|\s[–—-])?\s*(?:sendo|das quais|dos quais)\s.*", folded):
        return None
    found: dict[str, int] = {}
    for m in _PART.finditer(folded):
        role = next((name for name, words in _ROLES if words.search(m.group(2))), None)
        if role is None or role in found:
            return None
        found[role] = int(m.group(1))
    leftover = _JOINERS.sub("", _PART.sub("", folded))
    return found if found and not re.search(r"[^\W\d_]{3,}", leftover) else None


def _statement(line: Line) -> str | None:
    """The line as a statement the prose reader reads, or None when it is no item of a list."""
    text = line.text.strip()
    if _EMPTY_CELLS_AT_DASH.search(text):
        return None  # "Farmacêutico - - - - CR": a table's row, its empty cells dashes
    if cr := _CR_ONLY.match(text):
        return f"{cr.group('name').strip(' *')}: cadastro de reserva."
    m = _ITEM.match(text)
    if not m:
        return None
    parts = _parts(m.group("rest"))
    if parts is None:
        return None
    count = int(m.group("n"))
    said = [f"{count} {'vaga' if count == 1 else 'vagas'}"]
    words = {"negros": "a candidatos negros", "pcd": "a pessoas com deficiência"}
    listed = [
        f"{parts[role]} {'reservada' if parts[role] == 1 else 'reservadas'} {words[role]}"
        for role in ("negros", "pcd")
        if role in parts
    ]
    if listed:
        said.append("sendo " + " e ".join(listed))
    return f"{m.group('name').strip(' *')}: {', '.join(said)}."


#: A list line made the statement the prose reader reads (shared with `narrow_column`).
statement = _statement


def relay(lines: list[Line]) -> tuple[list[Line], list[int]]:
    """`lines` with a list's items re-laid as statements (same list), and their line numbers."""
    items = []
    for i, line in enumerate(lines):
        if (" – " in line.text or " - " in line.text or " — " in line.text) and (said := _statement(line)):
            items.append((i, said))
    return relay_items(lines, items)


def relay_items(lines: list[Line], items: list[tuple[int, str]]) -> tuple[list[Line], list[int]]:
    """`lines` with the items of a list ((index, statement), in order) re-laid as their statements, and their
    line numbers: only the items within `_NEAR` lines of another, and only when `_LEAST` of them are left (a
    line of that form alone is no list). Shared with `release_bullets`."""
    kept = [
        (i, said)
        for k, (i, said) in enumerate(items)
        if any(0 < abs(lines[i].number - lines[j].number) <= _NEAR for j, _ in items[max(0, k - 1) : k + 2])
    ]
    if len(kept) < _LEAST:
        return lines, []
    for i, said in kept:
        lines[i] = laid_line(lines[i].number, said)
    return lines, [lines[i].number for i, _ in kept]


def doubt(positions: list, numbers: list[int]) -> None:
    """Make every position read from a list's items uncertain, saying why."""
    if not numbers:
        return
    inside = set(numbers)
    for p in positions:
        if inside & (set(p.lines or []) | {p.line}) and p.doubt is None:
            p.confidence, p.doubt = "uncertain", DOUBT
