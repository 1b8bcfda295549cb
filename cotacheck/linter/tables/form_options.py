"""A registration form's list of cargos, an option a line: code, name, hours, pay, and the vacancies with their
distribution ("01 - Agente Administrativo - 40h - R$ 2.612,08 - Vagas: 03 (AC 02 | Negros 01 | PcD 00)").

A board's inscription page copied from the browser (s29 of the seventh set) lists the cargos as the
"Cargo *" dropdown shows them. Read by the pass, an option's fields ran into its name ("01 - Agente
Administrativo - 40h") and most options were not read. Each such line (two at least, within 6 lines of each
other) is re-laid, numbered as it was, as the bullet a press release prints ("» Agente Administrativo: 03 (AC
02 | Negros 01 | PcD 00)"), which `release_bullets` reads and leaves uncertain (a page of the board, not
the edital: the reason says so). The fields are parted by the separator the list's options use most (" - ", " – ", " | "); the
options share their layout, so the fields after the name (the weekly hours, "40h", "20 horas"; the pay,
"R$ …"; a level of schooling) are as many as most options have at their end: a name's own hours stay in it
("Enfermeiro 40h - 40h - …", "Professor de Anos Iniciais – 20h – Vagas: …" among options with no hours). An option of cadastro de reserva only ("Vagas: CR") is re-laid as
the statement of a list's line of cadastro ("Auxiliar de Farmácia: cadastro de reserva.", uncertain as the
others); read as it stood, its code was taken for its vacancies. A line whose vacancies do not follow
"Vagas:" at its end is left as it is.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from cotacheck.linter.read.text import Line, laid_line

_OPTION = re.compile(r"^\s*(?P<code>\d{1,4})\s?(?P<sep>\s-\s|\s–\s|\s\|\s|\)\s|\.\s)(?P<rest>.+)$")
_VACANCIES = re.compile(r"\bVagas:\s?(?P<n>\d{1,4})\s?\((?P<parts>[^()]{2,200})\)\.?$", re.I)
_CR = re.compile(r"\bVagas:\s?(?:CR|cadastro\sde\sreserva|cadastro\sreserva)\.?$", re.I)
_FIELD = re.compile(
    r"\d{1,2}\s?(?:h|horas)(?:\s?semanais)?|R\$\s?[\d.,]+|(?:nível\s)?(?:fundamental|médio|superior|técnico)"
    r"(?:\s(?:completo|incompleto))?",
    re.I,
)


def _option(text: str) -> tuple[str, re.Match, bool] | None:
    """(the option's text after its code, where its vacancies start in it, whether it is of cadastro only), or
    None when the line is no option."""
    m = _OPTION.match(text)
    if m is None:
        return None
    found = _VACANCIES.search(text)
    cr = _CR.search(text) if found is None else None
    if found is None and cr is None:
        return None
    return m.group("rest"), (found or cr), found is None


def _fields(rest: str, at: int, sep: str) -> list[str]:
    """The option's fields before its vacancies."""
    return [field.strip() for field in rest[:at].rstrip().removesuffix(sep.strip()).split(sep)]


def _trailing(fields: list[str]) -> int:
    """How many fields at the end are hours, pay or level."""
    k = 0
    while k < len(fields) - 1 and _FIELD.fullmatch(fields[-1 - k]):
        k += 1
    return k


def _holding(lines: list[Line], text: str) -> list[int]:
    """The indices in `lines` of the lines holding "Vagas:", found by searching the text (a test of every line
    cost 0.1 % of a lint) and looked up by their numbers."""
    if "\r" in text:
        return [i for i, line in enumerate(lines) if "agas:" in line.text or "AGAS:" in line.text]
    numbers: set[int] = set()
    for needle in ("agas:", "AGAS:"):
        at, seen, before = text.find(needle), 0, 0
        while at != -1:
            before += text.count("\n", seen, at) + text.count("\f", seen, at)
            numbers.add(before + 1)
            seen, at = at, text.find(needle, at + 1)
    found = []
    for number in sorted(numbers):
        i = bisect_left(lines, number, key=lambda line: line.number)
        if i < len(lines) and lines[i].number == number:
            found.append(i)
    return found


def relay(lines: list[Line], text: str) -> tuple[list[Line], list[int]]:
    """`lines` with a form's options re-laid as bullets (same list), only where two options with vacancies at
    least stand; and the numbers of the options of cadastro only (a summary's lines, `vacancy_list.doubt`)."""
    options = [
        (i, option)
        for i in _holding(lines, text)
        if lines[i].text[:1].isdigit()
        and lines[i].text.endswith((")", "CR", "reserva", "."))
        and (option := _option(lines[i].text))
    ]
    if sum(not cr for _, (_, _, cr) in options) < 2:
        return lines, []
    # the list's separator and its fields after the name: the options share their layout
    heads = " ".join(rest[: m.start() - (len(lines[i].text) - len(rest))] for i, (rest, m, _) in options)
    sep = max((" - ", " – ", " | "), key=heads.count)
    split = [
        (i, _fields(rest, m.start() - (len(lines[i].text) - len(rest)), sep), m, cr) for i, (rest, m, cr) in options
    ]
    counts = [_trailing(fields) for _, fields, _, _ in split]
    usual = max(set(counts), key=counts.count)
    for (i, fields, m, cr), k in zip(split, counts, strict=True):
        name = sep.join(fields[: len(fields) - min(k, usual)]).strip(" -–|")
        if not name or ":" in name or name[:1].isdigit():
            continue
        if cr:
            lines[i] = laid_line(lines[i].number, f"{name}: cadastro de reserva.")
        else:
            lines[i] = laid_line(lines[i].number, f"» {name}: {m.group('n')} ({m.group('parts').strip()})")
    return lines, [lines[i].number for i, (_, _, cr) in options if cr]
