"""Vacancies listed as leader lines: "Química Orgânica ........................ 03 / 01".

University editais and Diários Oficiais print the áreas of a concurso as a list, each line a name, a leader
(dots, an ellipsis, underscores) and its counts, one or several parted by "/", "|", ";" or spaces; what the
counts are is said once, by a legend: in the sentence that introduces the list ("conforme segue (total de
vagas / reservadas a candidatos negros):", "os números indicam, respectivamente, o total de vagas e as vagas
reservadas a candidatos negros:"), in a "Legenda:" line or a note ("* total / negros") just below it, or in a leader line heading it ("Área
.......... Vagas / Negros"). Read line by line, a leader line is a sentence of dots. Before the single pass,
such a list is re-laid as the table it is: a header line of the legend's roles and each line as a row of its
name and counts (numbered as the lines they come from), so the pass reads it under its roles and confirms
only what its own arithmetic proves.

A list is re-laid only when every count of its lines has its role from the legend: as many labels as counts,
each one count role of the table vocabulary (`header.header_tokens`), none twice, a total or an ampla
concorrência among them. A leader list headed by anything else ("Título ........ Pontos"), a table of
contents, a list no legend explains, or one whose lead-in says its numbers are a later stage's calls
(`stage.not_vacancies`) is left as it is.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.stage import lead_in, not_vacancies

_LEADER = re.compile(r"(?:\.\s?){3,}|…[.…\s]*|_{3,}|(?:·\s?){3,}")
_COUNTS = re.compile(r"(?:\d{1,5}|[-–—])(?:(?:\s?[/|;]\s?|\s)(?:\d{1,5}|[-–—]))*")
_COUNT = re.compile(r"\d{1,5}|[-–—]")
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")
#: The roles a legend's label may name, and the label the re-laid header gives each.
_CANONICAL = PLAIN_LABEL
_WORDS_AROUND = frozenset({"reserva", "vagas", "ignore"})
_PARENTHESES = re.compile(r"\(([^()]{3,240})\)")
_NOTE_MARK = re.compile(r"^(?:\*+|obs\.?:?|legenda:?)\s?")
_AFTER = re.compile(r"\b(?:legenda|respectivamente)\s?[,:–-]?\s?([^:]{3,240})")


def _maybe(text: str) -> bool:
    return ".." in text or "…" in text or "__" in text or ". ." in text or "··" in text


def _split(text: str) -> tuple[str, str] | None:
    """(before, after) the last leader of a line, or None."""
    if not _maybe(text):
        return None
    last = None
    for last in _LEADER.finditer(text):  # noqa: B007 (the last one is wanted)
        pass
    if last is None:
        return None
    return text[: last.start()].strip(" .:–-"), text[last.end() :].strip()


def row(line: Line) -> tuple[str, list[str], str] | None:
    """(name, counts, separator) of a leader line that ends in counts, else None."""
    parts = _split(line.text)
    if parts is None or not _LETTER.search(parts[0]) or not _COUNTS.fullmatch(parts[1]):
        return None
    sep = next((s for s in "/|;" if s in parts[1]), " ")
    return parts[0], _COUNT.findall(parts[1]), sep


def _heading(line: Line) -> tuple[str, str] | None:
    """(left, right) of a leader line of words only ("Área ........ Vagas / Negros", "Título ..... Pontos")."""
    parts = _split(line.text)
    if parts is None or not _LETTER.search(parts[0]) or not _LETTER.search(parts[1]) or _DIGIT.search(parts[1]):
        return None
    return parts


def _role(label: str) -> str | None:
    kinds = header_tokens(fold(label).strip(" .:;,()*"))
    if kinds is None:
        return None
    roles = [k for k in kinds if k in _CANONICAL]
    if not roles and kinds == ["vagas"]:
        return "total"  # "Vagas / Negros": the vacancies, all of them
    return roles[0] if len(roles) == 1 and all(k in _WORDS_AROUND or k == roles[0] for k in kinds) else None


def _trimmed(label: str, left: bool) -> str | None:
    """The role of a legend's first (last) label, the sentence's words before (after) it dropped: "conforme
    segue, no formato total de vagas" is "total de vagas"; the label's own words are all it may keep."""
    words = label.split()
    for k in range(len(words)):
        role = _role(" ".join(words[k:] if left else words[: len(words) - k]))
        if role is not None:
            return role
    return None


def roles_of(legend: str, count: int, sep: str) -> list[str] | None:
    """The roles a legend's labels give `count` counts, in order, or None when any is not a count role."""
    splits = [re.escape(sep)] if sep != " " else []
    splits.append(r"\s?(?:[/|;,]|\be\b)\s?")
    for split in splits:
        labels = [p for p in re.split(split, legend.strip(" .:")) if p.strip()]
        if len(labels) != count:
            continue
        roles = [_role(label) for label in labels[1:-1]]
        roles = (
            [_trimmed(labels[0], left=True), *roles, _trimmed(labels[-1], left=False)]
            if count > 1
            else [_trimmed(labels[0], left=True)]
        )
        if None not in roles and len(set(roles)) == count and {"total", "open"} & set(roles):
            return roles
    if sep == " " and (kinds := header_tokens(fold(legend).strip(" .:"))):  # "Vagas Negros": a header's labels
        vagas = "total" if "total" not in kinds else None  # "Vagas Negros": the first, all the vacancies
        roles = [vagas if k == "vagas" else k for k in kinds if k in _CANONICAL or (k == "vagas" and vagas)]
        if len(roles) == count and len(set(roles)) == count and {"total", "open"} & set(roles):
            return roles
    return None


def _legends(lines: list[Line], first: int, after: int, count: int) -> list[str]:
    """The texts that may say what a list's counts are: the sentence introducing it, and a legend line
    just below it (its brackets, the words after "legenda" or "respectivamente"). The sentence whole is
    one only for two counts or more, parted as the counts are ("… conforme segue, no formato total de
    vagas / reservadas a negros:"): a lone count under a heading ending in "… e das vagas" is a page."""
    said = [lead_in(lines, first).rstrip(" :")]
    below = next((line for line in lines[after:] if line.folded), None)
    if below is not None and below.folded.startswith(("legenda", "(", "*", "obs")):
        said.append(below.folded)
    found = [said[0]] if count > 1 else []
    found += [_NOTE_MARK.sub("", said[-1])] if len(said) > 1 else []  # "* Total de vagas / vagas reservadas a negros"
    for text in said:
        found += [m.group(1) for m in _PARENTHESES.finditer(text)]
        found += [m.group(1) for m in _AFTER.finditer(text)]
    return found


def _run(lines: list[Line], start: int) -> tuple[list[tuple[Line, str, list[str]]], int, str]:
    """The leader rows from `start` with as many counts as its first (blank lines between them skipped),
    the index after them, and the counts' separator."""
    found: list[tuple[Line, str, list[str]]] = []
    sep = " "
    i = start
    while i < len(lines):
        line = lines[i]
        if not line.text:
            i += 1
            continue
        read = row(line)
        if read is None or (found and len(read[1]) != len(found[0][2])):
            break
        found.append((line, read[0], read[1]))
        sep = read[2] if len(found) == 1 else sep
        i += 1
    while i > start and not lines[i - 1].text:
        i -= 1
    return found, i, sep


def _above(lines: list[Line], i: int) -> int | None:
    """The line with text right above `i`, a blank line or two between (a heading over its list)."""
    return next((k for k in range(i - 1, max(-1, i - 4), -1) if lines[k].text), None)


def _relaid(lines: list[Line], i: int, run: tuple[list, int, str]) -> tuple[int, list[Line]] | None:
    """(first index replaced, the lines re-laid) for the leader list `run` (`_run`) from `i`, else None."""
    found, after, sep = run
    count = len(found[0][2])
    head = _above(lines, i)
    heading = _heading(lines[head]) if head is not None else None
    if heading is not None:  # a leader line of words heads the list: it alone says what the counts are
        roles = roles_of(heading[1], count, sep)
        name_label = heading[0] if header_tokens(fold(heading[0])) == ["name"] else "Cargo"
        first, number = head, lines[head].number
    else:
        roles = next((r for text in _legends(lines, i, after, count) if (r := roles_of(text, count, sep))), None)
        name_label, first, number = "Cargo", i, found[0][0].number
    if roles is None or not_vacancies(lines, first):  # "convocados até 5 vezes o total de vagas / …:"
        return None
    header = " ".join([name_label, *(_CANONICAL[r] for r in roles)])
    laid = [laid_line(number, header)]
    for line, name, counts in found:
        text = f"{name} {' '.join(counts)}"
        laid.append(laid_line(line.number, text))
    return first, laid


def relay(lines: list[Line]) -> list[Line]:
    """`lines` with every leader list a legend explains re-laid as a header and rows (same list)."""
    laid: list[Line] = []
    done = i = 0
    for at in [k for k, line in enumerate(lines) if _maybe(line.text)]:  # the cheap test every line passes first
        if at < i or row(lines[at]) is None:
            continue
        i = at
        run = _run(lines, i)
        relaid = _relaid(lines, i, run)
        if relaid is not None:
            laid += lines[done : relaid[0]] + relaid[1]
            done = run[1]
        i = max(i + 1, run[1])  # the lines of a run are never the start of another
    if done:
        lines[:] = laid + lines[done:]
    return lines
