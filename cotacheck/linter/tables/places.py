"""Places as columns: a cargo's vacancies by campus, city or region, each place a column of its own,
and a total ("Classe | Cargo | LES¹ | OES² | REI³ | TOTAL", the notes saying which campus each is).

The header is the row's text labels (Cargo, Classe, Código …), then two or more labels the vocabulary
does not read, then a total ("Total", "Vagas", "T O T A L"), or the total first and the places after
it; no reserve is named. The places are told apart by the footnote marks after them ("LES 1 OES 2
REI 3": a mark ends each label, so "Campus Leste 1 Campus Oeste 2" is two places), else by pipes, else
one word each. Words outside the vocabulary are as often text columns ("ATRIBUIÇÕES SUMÁRIAS"), so
the header is taken only when a row below it proves it: within the table's first lines, a row whose
last cells are one per place and the total, the places adding up to the total. Each row's vacancies
are then its total, proven by the places' sum (`arithmetic.identities`); the places are parts of the
total, never a reserve. A place's label opened by its ordinal ("1ª DIREC Natal 2ª DIREC Pau dos Ferros") is
told apart at each ordinal. The total may be followed by its parts to the line's end, the ampla concorrência
first ("… Total Vagas AC Vagas PcD Vagas Negros (20%)", a state secretaria's quadro by DIREC): the row's
parts then add up to its total as its places do, both proving it, and the header is taken only when every
run of a row's count of cells below it, to the table's end, adds up both ways: a row that does not (read as a
name's line where pypdf glued its cells to the name after them) leaves the table to the other stages.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.header import COUNT_TOKENS, labels
from cotacheck.linter.tables.spaced import joined

#: How many lines below the header a row must prove it (a row's name may wrap over a few lines).
_PROOF_REACH = 6
#: Words of one place's label ("São José dos Campos").
_MAX_WORDS = 4
_MARK = re.compile(r"\(?\d{1,2}\)?|[¹²³⁴⁵⁶⁷⁸⁹]{1,2}|\*{1,3}")
_DELIMITER = re.compile(r"\d|[¹²³⁴⁵⁶⁷⁸⁹]|\|")  # a mark or a pipe parts the places
_SUPERSCRIPT = re.compile(r"([¹²³⁴⁵⁶⁷⁸⁹]+)")
_WORD = re.compile(r"[a-z][a-z'’-]*")
#: An ordinal opening a place's label ("1ª DIREC", "12ª CRE", "3º BPM").
_ORDINAL = re.compile(r"\d{1,2}[ªºao°]\.?")
_FILLER = re.compile(r"[\s|.:;,*/–—-]*")
_TOTAL_KINDS = ("total", "vagas")
#: Words that are never a place's whole label: joining words and the quadro's own name. Read as places, the
#: "do" and "quadro" of "CARGO/ESPECIALIDADE DO QUADRO VAGAS" made two columns, and the rows' ampla
#: concorrência and negros (stacked on the lines below) were summed as places into a confirmed total.
_NO_PLACE = frozenset("de da do das dos e em para a o as os no na nos nas por com ao aos quadro tabela anexo".split())
_MAX_HEADER = 320
_TOTAL_WORDS = ("tot", "vaga", "qtd", "t o t", "v a g")
#: A total's label ending the line ("… REI 3 T O T A L", "… | Vagas |") or among its first words ("Cargo
#: Total LES OES"): the cheap test every line with "tot" or "vaga" gets before its labels are looked for.
_TOTAL_LAST = re.compile(r"(?:total(?: de vagas| geral)?|vagas|t o t a l|qtde?\.?)[\s|.:*¹²³⁴⁵⁶⁷⁸⁹()\d]{0,8}$")
_TOTAL_FIRST = re.compile(r"[^\d]{0,60}?\b(?:total|vagas|qtde?)\b")
#: A total followed by the parts it is the sum of ("Total Vagas AC Vagas PcD Vagas Negros (20%)"), the line's end.
_ROLES_LAST = re.compile(r"\btotal(?: de vagas)? (?:vagas |vagas de )?(?:ac|ampla concorrencia)\b[^\d]{0,60}$")
_RATE = re.compile(r"\(\d{1,2}(?:[.,]\d{1,2})?\s?%\)")
#: A run of counts (a dash an empty cell), ended by a space, the line's end or a capital glued to it.
_COUNT_RUN = re.compile(r"(?<!\S)((?:(?:\d{1,4}|[–—-])\s+)*(?:\d{1,4}|[–—-]))(?=\s|$|[A-ZÀ-Ý])")
#: How many lines below a header of places and parts its table may run (page breaks, wrapped names).
_BLOCK_REACH = 80
_PART_ROLES = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")


def of(columns) -> bool:
    """Whether a table's columns are places (their labels are places, not abbreviations to explain)."""
    return any(c.group == "place" for c in columns)


def headers(lines) -> dict[int, list[str]]:
    """The headers of places among `lines`, by line number: their tokens ("ignore name place place place
    total"), each proven by a row below it. One pass, with a test each line passes in a few substring
    checks before any pattern looks at it."""
    found = {}
    for index, line in enumerate(lines):
        folded = line.folded
        # the words of `_TOTAL_WORDS`, written out: tried on every line, a generator's frames cost more than the tests
        if len(folded) <= _MAX_HEADER and (
            "tot" in folded or "vaga" in folded or "qtd" in folded or "t o t" in folded or "v a g" in folded
        ):
            tokens = _header(folded, lines, index)
            if tokens:
                found[line.number] = tokens
    return found


def _header(folded: str, lines, index: int) -> list[str] | None:
    """`headers` for the line at `index`."""
    tail, head = folded[-24:], joined(folded[:80])
    if not (
        _TOTAL_LAST.search(tail)
        or (("tota" in head or "vaga" in head or "qtd" in head) and _TOTAL_FIRST.match(head))
        or ("tota" in folded and _ROLES_LAST.search(_RATE.sub(" ", folded) if "%" in folded else folded))
    ):
        return None  # most lines: no total label at the end nor among the first words, nor roles after it
    if folded.endswith(".") and folded.count(" ") >= 4:
        return None  # "… serão oferecidas 40 vagas.": a sentence
    read = _read(joined(folded))
    if read is None or not _proven(lines, index, read):
        return None
    return read


def _read(folded: str) -> list[str] | None:
    """Tokens of a header of places (see the module docstring), from its folded text."""
    found = list(labels(folded))
    roles, end = _roles_after(folded, found)
    if roles:
        found = [lab for lab in found if lab[1] < end]
    counts = [lab for lab in found if lab[0] in COUNT_TOKENS]
    if len(counts) != 1 or counts[0][0] not in _TOTAL_KINDS or not any(lab[0] == "name" for lab in found):
        return None  # a reserve's label, or no total: not a header of places
    total = counts[0]
    leading, at = _leading(folded, [lab for lab in found if lab[1] < total[1]])
    if _FILLER.fullmatch(folded[total[2] : end]):  # "… REI 3 TOTAL": the total last
        units = _units(folded[at : total[1]], [lab for lab in found if at <= lab[1] < total[1]])
        return None if units is None else leading + ["place"] * units + ["total"] + roles
    if roles:
        return None
    if _FILLER.fullmatch(folded[at : total[1]]):  # "Cargo Total LES OES": the total first
        units = _units(folded[total[2] :], [lab for lab in found if lab[1] > total[1]])
        return None if units is None else leading + ["total"] + ["place"] * units
    return None


def _roles_after(folded: str, found: list[tuple[str, int, int]]) -> tuple[list[str], int]:
    """The parts after the places' total, to the line's end ("… Pau dos Ferros Total Vagas AC Vagas PcD Vagas
    Negros (20%)": the total per disciplina, then its ampla concorrência and reserves), each role once, a
    "Vagas" before a role its prefix; and where they begin (the line's end when there are none)."""
    roles: list[str] = []
    end = len(folded)
    for kind, start, stop in reversed(found):
        if not _FILLER.fullmatch(_RATE.sub(" ", folded[stop:end])):
            break
        if kind == "vagas" and roles:
            end = start
            continue
        if kind not in _PART_ROLES or kind in roles:
            break
        roles.insert(0, kind)
        end = start
    if not roles or "open" not in roles or len(roles) < 2:
        return [], len(folded)  # no ampla concorrência: nothing would close the reserves' sum
    return roles, end


def _leading(folded: str, found: list[tuple[str, int, int]]) -> tuple[list[str], int]:
    """The text labels that open the header (each after nothing but filler), and where they end. Where
    marks or pipes part the places, a label that does not fill its part ("Cargo Campus Leste ¹",
    "Cargo Polo 1") begins the first place, unless it is the only name label."""
    taken: list[tuple[str, int, int]] = []
    at = 0
    for label in found:
        if not _FILLER.fullmatch(folded[at : label[1]]):
            break
        taken.append(label)
        at = label[2]
    delimited = _DELIMITER.search(folded, at)
    if taken and delimited and sum(k == "name" for k, _, _ in taken) >= 2 - (taken[-1][0] != "name"):
        if folded[at:].lstrip()[:1] not in ("|", "") and len(taken) >= 2:
            at = taken.pop()[1]
    return [k for k, _, _ in taken], at


def _units(text: str, found: list) -> int | None:
    """How many places `text` names: one per footnote mark, else per pipe, else per word; None when the
    text is not a run of place labels (a digit inside a word, a long label, a label of the vocabulary
    with nothing to mark where the places part)."""
    text = text.replace("|", " | ")
    if _SUPERSCRIPT.search(text):  # most texts hold none: `sub` with a group's template calls back into Python
        text = _SUPERSCRIPT.sub(r" \1 ", text)
    words = [w for w in text.split() if w not in ".:;,–—-"]
    marks = [_MARK.fullmatch(w) is not None for w in words]
    ordinals = [_ORDINAL.fullmatch(w) is not None for w in words]
    if ordinals[:1] == [True] and not any(marks):  # "1ª DIREC Natal 2ª DIREC Parnamirim": an ordinal opens each
        units = []
        for word, ordinal in zip(words, ordinals):
            if ordinal:
                units.append([])
            else:
                units[-1].append(word)
        good = all(u and _words(u) <= _MAX_WORDS and all(_WORD.fullmatch(w) for w in u) for u in units)
        return len(units) if good and len(units) >= 2 else None
    if any(marks):
        if not marks[-1] and not found:
            marks[-1] = True  # the last place's mark may be missing ("LES 1 OES 2 REI")
        units, run = [], []
        for word, mark in zip(words, marks):
            if mark:
                units.append(run)
                run = []
            else:
                run.append(word)
        if run:
            return None
    elif "|" in words:
        units = [u.split() for u in " ".join(words).split("|") if u.strip()]
    elif found:
        return None  # "PRÉ-REQUISITO SALÁRIO": labels of text columns between the name and the total
    else:
        units = [[w] for w in words]
    good = all(u and len(u) <= _MAX_WORDS and all(_WORD.fullmatch(w) for w in u) for u in units)
    if any(all(w in _NO_PLACE for w in u) for u in units):
        return None  # "CARGO/ESPECIALIDADE DO QUADRO VAGAS": the name label's own words, no places
    return len(units) if good and len(units) >= 2 else None


def _words(unit: list[str]) -> int:
    """A place's words, its joining words aside ("DIREC São José de Mipibu" is four)."""
    return sum(w not in _NO_PLACE for w in unit)


def _rows_close(lines, index: int, places: int, roles: int) -> bool:
    """With the total's parts after it: every run of counts as long as a row's (a place each, the total, its
    parts) on the lines below the header, to the sentence that ends the table, adds up twice, its places and
    its parts to its total. A run glued to the text after it ("2 6 7 5 1 1Auxiliar", groff's tbl through
    pypdf: the row's cells, its name drawn after them) is one too: read under the places, such a table's
    rows were paired with the wrong lines, and one row that did not add up left the others confirmed."""
    width = places + 1 + roles
    for line in lines[index + 1 : index + 1 + _BLOCK_REACH]:
        folded = line.folded
        if folded.endswith(".") and folded.count(" ") >= 4:
            break  # the legend or the prose after the table
        for run in _COUNT_RUN.finditer(line.text):
            values = [int(v) if v.isdigit() else 0 for v in run.group(1).split()]
            if len(values) < width:
                continue
            values = values[-width:]
            total = values[places]
            if not total or sum(values[:places]) != total or sum(values[places + 1 :]) != total:
                return False
    return True


def _proven(lines, index: int, read: list[str]) -> bool:
    """A row within `_PROOF_REACH` lines below the header whose last cells are one per place and the
    total where the header puts it, adding up (dashes are empty places; the total is not zero), and, with
    the total's parts after it, those parts adding up to it too."""
    places, total_first = read.count("place"), read.index("total") < read.index("place")
    after = len(read) - 1 - read.index("total") if not total_first else 0
    for line in lines[index + 1 : index + 1 + _PROOF_REACH]:
        _, cells = split_cells(line)
        if len(cells) < places + 1 + after:
            continue
        values = [n for _, n in cells[-(places + 1 + after) :]]
        values, roles = (values[:-after], values[-after:]) if after else (values, [])
        total, parts = (values[0], values[1:]) if total_first else (values[-1], values[:-1])
        if total and sum(parts) == total and (not roles or sum(roles) == total):
            return not roles or _rows_close(lines, index, places, after)
    return False
