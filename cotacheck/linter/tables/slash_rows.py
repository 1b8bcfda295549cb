"""A quadro printed as one paragraph of prose-like rows: its labels parted by " / " and closed by a colon, each
row's cells parted by " / ", the rows by ";" ("ANEXO I – QUADRO DE VAGAS. Função – Município-sede da Regional
de Saúde / Vagas totais / Ampla concorrência / Pessoas com deficiência / Afrodescendentes: Agente Profissional
– Enfermeiro – Curitiba (2ª RS) / 12 / 9 / 1 / 2; … TOTAL / 65 / 52 / 3 / 10."), as a Diário Oficial's HTML
edition runs an annex's table into its text.

Read as it stood, the paragraph was one line with no header of its own and cells no table reads: nothing. The
line is re-laid as the table it is, before the pass: what stands before the labels, a header of the name
column's label and each count column's plain label ("Cargo Total AC PcD Negros"), and one line per row (its
name and its counts, a dash a zero), every piece keeping the paragraph's line number, so that the pass reads
the rows and confirms them only by their arithmetic. Only when the labels after the name's are two count
roles or more of the vocabulary, each one role, and every row between the colon and the paragraph's stop
has a name and exactly as many counts; anything else is left as it is. Cheap on other texts: only a line
holding " / " and ";" is looked at.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens, labels

_COUNT = re.compile(r"\d{1,5}|[-–—]")
#: Where the labels start: after a sentence's stop or a title's dash before them, or at the line's start.
_LABELS_START = re.compile(r"(?:^|[.:]\s|\s[–—-]\s)(?=[^.:;]*$)")
_ROLES = ("total", "open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
#: At least so many rows: a sentence with one " / " and one ";" is no quadro.
_LEAST_ROWS = 2


def _roles(labels: list[str]) -> list[str] | None:
    """Each count label's one role ("Vagas totais" → total, "Afrodescendentes" → negros), or None."""
    roles = []
    for label in labels:
        kinds = [k for k in header_tokens(fold(label)) or () if k not in ("vagas", "reserva")]
        if len(kinds) != 1 or kinds[0] not in _ROLES or kinds[0] in roles:
            return None
        roles.append(kinds[0])
    return roles


def _header(before: str) -> tuple[str, list[str]] | None:
    """What stands before the labels, and the count roles, from the text before the first colon."""
    for m in _LABELS_START.finditer(before):
        cells = [c.strip() for c in before[m.end() :].split(" / ")]
        if len(cells) < 3 or not any(kind == "name" for kind, _, _ in labels(fold(cells[0]))):
            continue  # the first label names the rows ("Função – Município-sede da Regional de Saúde", "Cargo")
        roles = _roles(cells[1:])
        if roles is not None:
            return before[: m.end()].strip(), roles
    return None


def _rows(text: str, width: int) -> tuple[list[str], str] | None:
    """The rows of the text after the colon, as lines ("name 12 9 1 2"), and the text after the last one."""
    out = []
    parts = text.split(";")
    for k, part in enumerate(parts):
        last = k == len(parts) - 1
        row, rest = part, ""
        if last:
            stop = re.search(r"\d\s?\.(?:\s|$)|[-–—]\s?\.(?:\s|$)", part)  # "… / 10." ends the table
            if stop is None:
                return None
            row, rest = part[: stop.start() + 1], part[stop.end() :]
        cells = [c.strip() for c in row.split(" / ")]
        if len(cells) != width + 1 or not cells[0] or not all(_COUNT.fullmatch(c) for c in cells[1:]):
            return None
        out.append(" ".join(cells))
        if last:
            return out, rest.strip()
    return None


def _relaid(line: Line) -> list[Line] | None:
    text = line.text
    colon = text.find(":")
    while colon != -1:
        head = _header(text[:colon])
        if head is not None:
            before, roles = head
            found = _rows(text[colon + 1 :], len(roles))
            if found is not None and len(found[0]) >= _LEAST_ROWS:
                rows, after = found
                header = " ".join(["Cargo", *(PLAIN_LABEL[r] for r in roles)])
                pieces = [before, header, *rows, after]
                return [laid_line(line.number, piece) for piece in pieces if piece]
        colon = text.find(":", colon + 1)
    return None


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every paragraph of " / " rows re-laid as its table (module docstring; same list)."""
    changed = {}
    for i, line in enumerate(lines):
        if " / " in line.text and ";" in line.text and line.text.count(" / ") >= 2 * _LEAST_ROWS:
            laid = _relaid(line)
            if laid is not None:
                changed[i] = laid
    if changed:
        lines[:] = [piece for i, line in enumerate(lines) for piece in changed.get(i, [line])]
    return lines
