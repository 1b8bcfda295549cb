"""A press release's list of vacancies, a bullet a cargo: its name, a colon, its count and the distribution in
brackets, the groups of Lei 15.142 among the parts ("» Analista Judiciário – Área Judiciária: 10 (AC 6 |
PcD 1 | pretos e pardos 2 | indígena 1)", "• Técnico Judiciário: 12 vagas (AC: 7; PcD: 1; negros: 4)").

A court's or a ministry's news page boxes the concurso's figures ("SERVIÇO") under its story, whose
other numbers are no cargo's (the previous concurso's "37 vagas", the approved, the municipalities). No
form of the pass reads such a line: the count has no "vagas" after it and the parts are labels with
their counts, some labels of several words ("pretos e pardos"). Read by the prose reader's words, the
box's heading took the whole list's figures ("SERVIÇO", 9 vagas).

Each such line (two at least, within 6 lines of each other, each with its bullet "»", "•", "▪", "►", "-"
or "–": a "Vagas: 25 (18 para ampla concorrência, …)" line of an edital is no item) is re-laid, numbered as it was, as a statement read by its labels: "NAME: vagas: 10 (ampla
concorrência: 6; PcD: 1; pretos e pardos: 2; indígenas: 1)." Every piece between "|", ";", "," or "/"
must be one count and one label the vocabulary reads (`clause_statements.label_role`), each role once; a
line with any other piece is left as it is. The groups are summed into the reserve for negros where the
edital's law groups them (`decide.groups_law_cited`), as every reading does. A press release is a
summary, not the edital: every position read from it is uncertain, saying so (`vacancy_list.doubt`),
however well its parts add up.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.clause_statements import label_role, said
from cotacheck.linter.tables.vacancy_list import relay_items

_ITEM = re.compile(
    r"^\s*[»•▪►◦·*–-]\s(?P<name>[^\W\d_][^:]{2,150}?):\s?(?P<n>\d{1,4})(?:\svagas?)?\s?\((?P<parts>[^()]{2,200})\)\.?$"
)
_PIECE_SPLIT = re.compile(r"\s?[|;,/]\s?|\se\s(?=\d)")
_LABEL_COUNT = re.compile(r"^(?P<label>[^\W\d_][^\d:]{0,40}?)\s?:?\s?(?P<n>\d{1,4})$")
_COUNT_LABEL = re.compile(r"^(?P<n>\d{1,4})\s(?P<label>[^\W\d_][^\d]{0,40})$")


def _statement(text: str) -> str | None:
    m = _ITEM.match(text)
    if m is None:
        return None
    total = int(m.group("n"))
    found: dict[str, int] = {"total": total}
    for piece in _PIECE_SPLIT.split(m.group("parts").strip()):
        p = _LABEL_COUNT.match(piece.strip()) or _COUNT_LABEL.match(piece.strip())
        role = label_role(fold(p.group("label"))) if p else None
        if role is None or role in found:
            return None
        found[role] = int(p.group("n"))
    name = m.group("name").strip()
    if label_role(fold(name)) is not None:
        return None  # "• Vagas: 25 (…)", "• Total: 41 (…)": a label, not a cargo
    return said(name, found)


def relay(lines: list[Line]) -> tuple[list[Line], list[int]]:
    """`lines` with a release's bullet items re-laid as statements (same list), and their line numbers."""
    items = [
        (i, s)
        for i, line in enumerate(lines)
        if ":" in line.text and line.text.rstrip().endswith((")", ").")) and (s := _statement(line.text))
    ]
    return relay_items(lines, items)
