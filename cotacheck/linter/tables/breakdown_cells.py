"""Count cells printed as the total and, in brackets, its parts ("8 (5+1+2)"), under a header cell that
names the parts the same way ("Vagas – Total (AC + PcD + Negros)").

A prefeitura's portal or a news page prints its quadro with one vacancy column: "o primeiro número é o
total; entre parênteses, a divisão entre ampla concorrência + pessoas com deficiência + candidatos
negros". Read as it stood, the header named one column (its formula a note of the total's label) and
each row's cell was its total alone: the reserves were lost, every row uncertain. Where a header cell
holds a total's label and, in brackets, two count roles or more of the vocabulary parted by "+" or "/"
(a rate, any digit, inside them is no formula), that cell becomes one label per column ("Total⇥AC⇥PcD⇥
Negros", parted as the line parts its cells: a tab, " | ", or a space) and every row below it whose
cell holds as many parts ("8 (5+1+2)", "10 (7 + 1 + 2)", "4 (3/–/1)") the total and its parts as cells
of their own, so that the pass reads the table and confirms a row only by its arithmetic. A row whose
parts are fewer or more than the roles keeps its cell, uncertain. The rows run while a line holds such a
cell, past a "CR" row or a heading (at most 3 lines without one). Every line keeps its number. Cheap on
other texts: a text with no "(" followed by a count and a "+" or "/" is returned as it is.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens, role_of_words

_PART = r"(?:\d{1,4}|[–—-])"
#: A breakdown's opening, "(5+" or "(5 /": found by a search that skips to each "(".
_HINT = re.compile(rf"\(\s?{_PART}\s?[+/]")
_CELL = re.compile(rf"(?<![\w,.])({_PART})\s?\((\s?{_PART}(?:\s?[+/]\s?{_PART}){{1,5}}\s?)\)(?![\w(])")
#: A header's formula: words parted by "+" or "/" in brackets, no digit (a rate, a law's number).
_FORMULA = re.compile(r"\(([^()\d]{1,60}(?:[+/][^()\d]{1,60}){1,5})\)")
#: The words of a total's label before its formula, in a line whose cells are parted by single spaces.
_LEAD = re.compile(
    r"(?<!\w)(?:(?:total|vagas?|n[º°o]\.?|n[úu]mero|quantidade|de|das|geral)[\s–—:-]*){1,4}$", re.IGNORECASE
)
_PART_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
_TOTAL_WORDS = frozenset(("vagas", "total", "imm"))
_MAX_GAP = 3


def _separator(line: str) -> str:
    """How the line parts its cells: a tab, a pipe, or a space."""
    return "\t" if "\t" in line else " | " if "|" in line else " "


def _roles(formula: str) -> list[str] | None:
    """The count roles a formula names in order ("AC + PcD + Negros"), each once, or None."""
    roles = []
    for part in re.split(r"[+/]", fold(formula)):
        kinds = header_tokens(part.strip()) or []
        kinds = [k for k in kinds if k not in ("vagas", "reserva")]
        role = role_of_words(part) if len(kinds) == 1 else None
        if role not in _PART_ROLES or role in roles:
            return None
        roles.append(role)
    return roles


def _header(line: str) -> tuple[str, list[list[str]]] | None:
    """The header line re-laid with each formula cell as one label a column, and the roles of each formula;
    None when the line holds no total's label with a formula of roles."""
    sep = _separator(line)
    out, last, found = [], 0, []
    for m in _FORMULA.finditer(line):
        roles = _roles(m.group(1))
        if roles is None:
            continue
        before = line[last : m.start()]
        if sep == " ":
            lead = _LEAD.search(before.rstrip())
            if lead is None:
                continue  # a formula after words that name no total: not a count cell's label
            start = last + lead.start()
        else:
            start = max(line.rfind(sep.strip(" "), 0, m.start()) + 1, last)
            while start < m.start() and line[start] == " ":
                start += 1
        lead_words = " ".join(re.sub(r"[:–—-]", " ", fold(line[start : m.start()])).split())
        kinds = set(header_tokens(lead_words) or ()) if lead_words else {"vagas"}
        if not kinds or not kinds <= _TOTAL_WORDS:
            continue
        labels = sep.join([PLAIN_LABEL["total"], *(PLAIN_LABEL.get(r, r) for r in roles)])
        out += [line[last:start], labels]
        last = m.end()
        found.append(roles)
    if not found:
        return None
    return "".join(out) + line[last:], found


def _row(line: str, formulas: list[list[str]]) -> str | None:
    """The row with each breakdown cell as its total and parts, parted as the line parts its cells; the line
    as it is when its cells do not match the formulas; None when it holds no breakdown cell."""
    cells = list(_CELL.finditer(line))
    if not cells:
        return _cadastro(line)
    if len(cells) != len(formulas):
        return line
    sep = _separator(line)
    out, last = [], 0
    for m, roles in zip(cells, formulas):
        parts = [p.strip() for p in re.split(r"[+/]", m.group(2))]
        if len(parts) != len(roles):
            return line
        out += [line[last : m.start()], sep.join([m.group(1), *parts])]
        last = m.end()
    return "".join(out) + line[last:]


_CADASTRO = re.compile(r"(?<![\w.])cadastro(?: de)? reserva(?![\w.])", re.IGNORECASE)


def _cadastro(line: str) -> str | None:
    """A row whose count cell is a cadastro de reserva in words ("Cadastro reserva"), that cell as "CR", which
    the pass reads as no vacancy (in words it took the row for a name line and joined it to the next row's
    name); None for any other line."""
    if "adastro" not in line:
        return None
    laid = _CADASTRO.sub("CR", line)
    return laid if laid != line else None


def relay(text: str) -> str:
    """The text with each breakdown header and its rows re-laid (module docstring)."""
    if _HINT.search(text) is None:
        return text
    lines = text.split("\n")
    changed = False
    i = 0
    while i < len(lines):
        line = lines[i]
        head = _header(line) if "(" in line and ("+" in line or "/" in line) else None
        i += 1
        if head is None:
            continue
        laid, formulas = head
        rows, gap, j = {}, 0, i
        while j < len(lines) and gap <= _MAX_GAP:
            row = _row(lines[j], formulas)
            if row is None:
                gap += 1
            else:
                gap = 0
                rows[j] = row
            j += 1
        counted = [j for j, row in rows.items() if _CELL.search(lines[j])]
        if not counted:
            continue
        rows = {j: row for j, row in rows.items() if j <= counted[-1] or "\t" in row or "|" in row}
        lines[i - 1] = laid
        for j, row in rows.items():
            lines[j] = row
        changed = True
        i = max(rows) + 1
    return "\n".join(lines) if changed else text
