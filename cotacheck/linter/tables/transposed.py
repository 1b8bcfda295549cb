"""A vacancy table printed with its roles as rows: one small table per cargo, a line per kind of vacancy.

State boards' annexes (IDECAN, prefeituras) give each cargo its own two-column table under its heading:
"CARGO: INSPETOR PENITENCIÁRIO" / "TIPO DE VAGA QUANTIDADE" / "Ampla concorrência 120" / "Pessoas com
deficiência 8" / "Candidatos negros 32" / "TOTAL 160". Read line by line, each line is a name with one
count, so the cargo's vacancies came out as its first line's figure. Before the single pass, such a run
is re-laid as the table it transposes: its labels as a header line and its counts as one row, each
numbered as the first and last line of the run, so the pass reads it as one small table per cargo,
named by the heading above and confirmed only when its parts add up to its total.

A run is three lines or more, each a label of the table vocabulary naming one count column (AC, PcD,
negros, pretos e pardos, indígenas, quilombolas, Total) and one count after it, no role twice. A label
ending in ":" is a key-value line ("Vagas para ampla concorrência: 6"), read as a statement: not a run.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import header_tokens

_ROW = re.compile(
    r"^([^\d:;]{2,80}?)(?:\s?\(\d{1,3}(?:[.,]\d{1,2})?\s?%\))?\s+(\d{1,5}|\d{1,3}(?:\.\d{3}){1,3}|[-–—])$"
)
_ROLES = frozenset({"open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total"})
_GENERIC = frozenset({"reserva", "vagas"})  # "Vagas reservadas a negros": the role is the last word
_MIN_RUN = 3


def _role(line: Line) -> tuple[str, str, str] | None:
    """(role, label, count) of a line that is a role's label and its count, else None."""
    text = line.text.strip()
    if not text or not (text[-1].isdigit() or text[-1] in "-–—"):
        return None
    m = _ROW.match(text)
    if m is None:
        return None
    kinds = header_tokens(fold(m.group(1)))
    roles = [k for k in kinds or () if k not in _GENERIC]
    return (roles[0], m.group(1), m.group(2)) if len(roles) == 1 and roles[0] in _ROLES else None


def _run(roles: dict[int, tuple[str, str, str]], start: int) -> list[tuple[str, str, str]]:
    """The roles' lines from `start`, while each names a role not seen yet (`roles`: each line's, where it is one)."""
    run: list[tuple[str, str, str]] = []
    at = start
    while at in roles and all(roles[at][0] != r for r, _, _ in run):
        run.append(roles[at])
        at += 1
    return run


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every roles-as-rows table re-laid as a header and one row (same list, same attributes)."""
    # each line's role, read once; `_role`'s first tests (a count or a dash last, after a label and a space:
    # four characters at least, `_ROW`) made here, a call saved a line
    roles = {
        k: found
        for k, line in enumerate(lines)
        if len(line.text) > 3
        and ((tail := line.text.rstrip()[-1:]).isdigit() or (tail and tail in "-–—"))
        and (found := _role(line))
    }
    laid: list[Line] | None = None
    done = 0
    for i in sorted(roles):
        if i < done:
            continue  # inside a table re-laid
        run = _run(roles, i)
        if len(run) < _MIN_RUN or not any(role != "open" and role != "total" for role, _, _ in run):
            continue
        laid = lines[:i] if laid is None else laid + lines[done:i]
        header = " ".join(label for _, label, _ in run)
        row = " ".join(count for _, _, count in run)
        laid += [
            laid_line(lines[i].number, header),
            laid_line(lines[i + len(run) - 1].number, row),
        ]
        done = i + len(run)
    if laid is not None:
        lines[:] = laid + lines[done:]
    return lines
