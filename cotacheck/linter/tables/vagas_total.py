"""A header's "Vagas" that is the total column, before one reserve's column, told by the rows' two counts
("Cargo Vagas Reserva afrodesc. C.H. Venc. R$" over "Agente Comunitário de Saúde 4 1 40h 2.824,00", a DOM/SC
page; "Cargo Vagas Pretos e pardos CH Padrão" over "02 – Gari 04 01 40h P-01", a prefeitura's quadro).

The vocabulary reads "Vagas" before a role as a label spanning the roles under it, or as the role's own
prefix ("Vagas para negros": one column), so such a header named one count column: its rows, with two counts,
were read with the first count in the name, or not at all (t22 of the tenth set: 0/9; t28: each cargo's
reserve taken for its vacancies). The rows tell: when the header names its cargo column, then "Vagas", then
one reserve's label (negros, pretos e pardos, PcD, indígenas, quilombolas) and no other count label, and the
first rows under it (up to `_ROWS`, headings between them passed) each hold exactly two count cells after the
name, the second no greater than the first, "Vagas" is the total column: the header is re-laid with "Total"
in its place (its line's number kept), and the pass reads each row as a total and that reserve. Nothing proves
such a row's reading (no part besides the reserve), so it stays uncertain.
"Vagas" doubled, then each role under its own "Vagas" ("Câmpus / Área Regime Vagas Vagas AC Vagas PcD Vagas
Negros (20%)", a university's quadro from its PDF) is the same column: read as a label spanning the roles, the
rows' total was taken into the name ("Enfermagem Obstétrica DE 3"), and a group's "SUBTOTAL DO CÂMPUS 18" no
longer read as a total row (a phantom each). When the first rows each hold one count more than the header's
roles, the first the sum of the others, the first "Vagas" is made "Total"; the rows' arithmetic proves them.
Trigger: "agas" found in the text, then the line read as a header.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens
from cotacheck.linter.tables.relaid import line_breaks

_RESERVES = frozenset(("negros", "pretos_pardos", "pcd", "indigenas", "quilombolas"))
_ROWS = 4  # rows under the header looked at (all of them, if fewer, at least two)
_COUNT = re.compile(r"\d{1,4}|CR|[-–—]")
_DIGIT = re.compile(r"\d")
_NUMBER = re.compile(r"\d{1,4}")
_LETTER = re.compile(r"[^\W\d_]")
_LEADER = re.compile(r"(?:\.\s?){3,}|…[.…\s]*")
_VAGAS = re.compile(r"\b(?:Vagas|VAGAS|vagas)\b")
_NOTE = re.compile(r"\(\d{1,2}\s?%\)")  # "Vagas Negros (20%)": a reserve's share, the only digit allowed
_DOUBLED = re.compile(r"\bvagas\s+vagas\b")
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each such header's "Vagas" made "Total" (module docstring)."""
    if "agas" not in text and "AGAS" not in text:
        return lines
    index: dict[int, int] | None = None
    for k, own in _headers(text):
        if not _header(fold(own.strip())) and not _doubled(fold(own.strip())):
            continue  # told on the text's line before the lines are looked up (most lines with "Vagas" are not)
        if index is None:
            index = {line.number: n for n, line in enumerate(lines)}
        n = index.get(k)
        if n is None:
            continue
        roles = _doubled(lines[n].folded)
        if roles and _summed_rows(lines, n, roles):
            line = lines[n]
            lines[n] = laid_line(line.number, _VAGAS.sub("Total", line.text, count=1))
        elif not _DIGIT.search(own) and _header(lines[n].folded) and _two_counts(lines, n):
            line = lines[n]
            lines[n] = laid_line(line.number, _VAGAS.sub("Total", line.text, count=1))
    return lines


def _headers(text: str) -> list[tuple[int, str]]:
    """The numbers and texts of the lines holding "Vagas" (any case) that may be such a header: short, no
    digit outside a reserve's share ("(20%)")."""
    found: list[int] = []
    number, counted = 1, 0
    for word in ("agas", "AGAS"):
        at = text.find(word)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if end - start < 160 and _DIGIT.search(_NOTE.sub("", text[start:end])) is None:
                found.append(start)
            at = text.find(word, end)
    numbers = []
    for start in sorted(set(found)):
        number += line_breaks(text, counted, start)
        counted = start
        end = text.find("\n", start)
        numbers.append((number, text[start : end if end >= 0 else len(text)]))
    return numbers


def _header(folded: str) -> bool:
    """The header (its folded text) names the cargo column, then "Vagas", then one reserve's label, and no
    other count label."""
    kinds = header_tokens(folded)
    if not kinds or "name" not in kinds or "vagas" not in kinds:
        return False
    at = kinds.index("vagas")
    rest = kinds[at + 1 :]
    if rest[:1] == ["reserva"]:
        rest = rest[1:]
    counts = [k for k in kinds if k in COUNT_TOKENS and k not in ("vagas", "reserva")]
    return "name" in kinds[:at] and rest[:1] == counts and len(counts) == 1 and counts[0] in _RESERVES


def _doubled(folded: str) -> int:
    """The number of roles of a header (its folded text) naming its cargo column, then "Vagas" twice, then
    only roles, each but the first under its own "Vagas" (module docstring); 0 for any other line."""
    at = _DOUBLED.search(folded)
    if at is None:
        return 0
    kinds = header_tokens(folded)
    before = header_tokens(folded[: at.start()]) if folded[: at.start()].strip() else None
    if not kinds or not before or "name" not in before or any(k in COUNT_TOKENS for k in before):
        return 0
    after = [k for k in kinds[len(before) :] if k != "vagas"]
    return len(after) if len(after) >= 2 and all(k in _ROLES for k in after) and len(set(after)) == len(after) else 0


def _summed_rows(lines: list[Line], n: int, roles: int) -> bool:
    """The first rows under the header (headings without a digit passed, at least two) each hold `roles` + 1
    numbers right after the name (a dash within it passed), the first the sum of the others."""
    rows = 0
    for line in lines[n + 1 : n + 1 + 2 * _ROWS]:
        tokens = _LEADER.sub(" ", line.text).split()
        if not tokens or not any(c.isdigit() for c in line.text):
            continue
        run = _numbers(tokens)
        if len(run) != roles + 1:
            return False
        if int(run[0]) != sum(int(c) for c in run[1:]):
            return False
        rows += 1
        if rows == _ROWS:
            break
    return rows >= 2


def _numbers(tokens: list[str]) -> list[str]:
    """The first run of two numbers or more right after a word ("… – Sistemas DE 2 2 0 0": 2 2 0 0)."""
    for i in range(1, len(tokens) - 1):
        if _NUMBER.fullmatch(tokens[i]) and _NUMBER.fullmatch(tokens[i + 1]) and _LETTER.search(tokens[i - 1]):
            end = i
            while end < len(tokens) and _NUMBER.fullmatch(tokens[end]):
                end += 1
            return tokens[i:end]
    return []


def _two_counts(lines: list[Line], n: int) -> bool:
    """The first rows under the header each hold exactly two count cells after the name (a heading without a
    digit between them passed), the second no greater than the first."""
    rows = 0
    for line in lines[n + 1 : n + 1 + 2 * _ROWS]:
        tokens = _LEADER.sub(" ", line.text).split()  # "02 – Gari.......04 01 40h": the leader a space
        if not tokens or not any(c.isdigit() for c in line.text):
            continue  # a heading ("I – Escolaridade: Ensino Fundamental Incompleto") or a blank line
        run = _run(tokens)
        if run is None:
            break
        first, second = run
        if _NUMBER.fullmatch(first) and _NUMBER.fullmatch(second) and int(second) > int(first):
            return False
        rows += 1
        if rows == _ROWS:
            break
    return rows >= 2


def _run(tokens: list[str]) -> tuple[str, str] | None:
    """The two count cells a row holds right after its name's last word, or None when not exactly two."""
    run = _counts(tokens)
    return (run[0], run[1]) if run and len(run) == 2 else None


def _counts(tokens: list[str]) -> list[str]:
    """The count cells a row holds right after its name's last word (none without such a word)."""
    for i in range(1, len(tokens)):
        if _COUNT.fullmatch(tokens[i]) and _LETTER.search(tokens[i - 1]):
            end = i
            while end < len(tokens) and _COUNT.fullmatch(tokens[end]):
                end += 1
            return tokens[i:end]
    return []
