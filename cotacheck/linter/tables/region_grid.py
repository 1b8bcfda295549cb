"""A quadro of one cargo's vacancies by region, its first columns places under labels the vocabulary does
not read, with a grand total on both axes.

A police force prints the vacancies of its one cargo of praças by regional command, each row a region
and its seat, the modalidades as columns and a total column, a TOTAL row under (or over) the regions;
the cargo is named only by the title above ("QUADRO I – DISTRIBUIÇÃO DAS VAGAS DE SOLDADO PM DE 2ª
CLASSE POR CPR E POR MODALIDADE"):

            CPR               Sede                    Ampla           Candidatos           Total
                                                   Concorrência        Negros
            CPR I – Capital          Araguaína do Norte          1.000              250            1.250
            CPR VI – Vale do Araguaia Conceição das Garças          96               24              120
            TOTAL                                                1.096              274            1.370

The header names no cargo column ("CPR", "Sede" are no label the reader knows), so the pass reads no
table there. Taken here when the header's labels, cells split by two spaces and stacked across its lines
by where they stand, are first labels of no count role (the places), then one count role each, one of
them the total (first or last) and the others ampla concorrência and reserves; every row has one cell
per count label; one TOTAL row stands first or last; the title in capitals just above names the cargo
("VAGAS DE … POR …", "VAGAS PARA O CARGO DE …", "QUADRO DE VAGAS – … – POR …"), and the edital names
that cargo elsewhere too (its opening), so a title's "nível superior" is no cargo. The table is then
re-laid before the pass as the heading "Cargo: …" on the title's line and a flat table of places
("Lotação" and the roles' plain labels; counts without thousands separators, "–" as 0), so its rows are
slices of that cargo (`table_cargo.of_parts`) and the cargo's total their sum. The rows are proven when
each one's parts add up to its total and the TOTAL row is each column's sum over them; where either
fails, a column nobody explains ("XX", its cells "-") is re-laid after the name, and the table is
uncertain. A row's name is its whole text, region and seat joined by one space: where the seat runs into
the region one space apart, the two cannot be told apart, so none is guessed. Anything else leaves the
table to the other rules.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, normalise
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.layout_header import RULE, raw_lines

_COUNT = r"(?:\d{1,3}(?:\.\d{3})+|\d{1,5}|[–—-])"
_ROW = re.compile(rf"^\s*(\S.*?\S)\s{{2,}}((?:{_COUNT}\s+)+{_COUNT})\s*$")
_TOTAL_ROW = re.compile(r"(?:total(?: geral)?|soma)\s*:?")
_CELL = re.compile(r"\S+(?: \S+)*")
_PARTS = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas"))
_MAX_HEADER = 3  # header lines over the rows
_TITLE_REACH = 4  # lines from the title to the header's top line
_NUMBERED = re.compile(r"^(?:quadro|tabela|anexo)\b[^–-]*[–-]\s*")
_TITLE_FORMS = (
    re.compile(
        r"^(?:distribuicao )?(?:d?as )?vagas (?:d[eoa]s? |para (?:o )?)?(?:cargo (?:de )?)?(?P<c>.+?) [–-]? ?por "
    ),
    re.compile(r"^quadro de vagas (?:d[eo] |para o )?(?:cargo (?:de )?)?[–-]? ?(?P<c>.+?) [–-] (?:vagas )?por "),
    re.compile(r"^(?:cargo:? )?(?P<c>.+?) ?[–:-] (?:distribuicao das )?vagas por "),
)
_MAX_CARGO_WORDS = 8
#: The label the re-laid header gives a column nobody explains when the sums fail: the table stays uncertain.
_UNPROVEN = "XX"
_NOT_CARGO = re.compile(r"\b(?:vagas?|nivel|cargos|modalidade|concurso)\b")
#: A TOTAL row of counts, split by two spaces or more from its label: a text without one holds no such quadro.
_TOTAL_LINE = re.compile(r"(?im)^\s*total(?: geral)?\s*:?\s{2,}[\d.–—-]+\s")
#: "total" in any case, as `_TOTAL_LINE` finds it: led by a class, not an anchor, searched first (the engine
#: skips to its letters; `_TOTAL_LINE` is tried at every line's start).
_TOTAL_WORD = re.compile(r"[Tt][Oo][Tt][Aa][Ll]")


def _count(cell: str) -> int:
    return int(cell.replace(".", "")) if cell[0].isdigit() else 0


def _labels(raw: list[str], top: int, bottom: int) -> list[str]:
    """The header's labels left to right: each line's cells (runs split by two spaces), a lower line's
    cell stacked under the upper cell it overlaps most, or a label of its own where it overlaps none."""
    columns: list[list] = []  # [start, end, words]
    for line in raw[top:bottom]:
        for m in _CELL.finditer(normalise(line)):
            overlaps = [(min(m.end(), c[1]) - max(m.start(), c[0]), c) for c in columns]
            best = max(overlaps, key=lambda o: o[0], default=(0, None))
            if best[0] > 0:
                best[1][0], best[1][1] = min(best[1][0], m.start()), max(best[1][1], m.end())
                best[1][2].append(m.group())
            else:
                columns.append([m.start(), m.end(), [m.group()]])
    return [" ".join(c[2]) for c in sorted(columns, key=lambda c: c[0])]


def _role(label: str) -> str | None:
    """The one count role a label names ("Candidatos Negros": negros), or None."""
    tokens = [t for t in header_tokens(fold(label).strip(" ¹²³*")) or () if t != "vagas"]
    return tokens[0] if len(tokens) == 1 else None


def _roles(labels: list[str], width: int) -> list[str] | None:
    """The count columns' roles, when the labels are places (no role) then `width` roles: one total, first or
    last, the others ampla concorrência and reserves, none twice."""
    places = len(labels) - width
    if places < 1 or any(header_tokens(fold(label)) for label in labels[:places]):
        return None
    roles = [_role(label) for label in labels[places:]]
    parts = roles[1:] if roles[0] == "total" else roles[:-1]
    if "total" not in (roles[0], roles[-1]) or len(parts) != len(set(parts)) or "open" not in parts:
        return None
    return roles if all(r in _PARTS for r in parts) else None


def _proven(rows: list[list[int]], roles: list[str]) -> bool:
    """Each row's parts add up to its total."""
    t = roles.index("total")
    return all(sum(cells) - cells[t] == cells[t] for cells in rows)


def _cargo(title: str, lines: list[Line]) -> str | None:
    """The cargo a title in capitals names, when the edital names it elsewhere too, as written there."""
    letters = [c for c in title if c.isalpha()]
    if not letters or sum(c.isupper() for c in letters) < 0.8 * len(letters):
        return None
    folded = _NUMBERED.sub("", fold(title).strip())
    found = next((m.group("c").strip(" –-:") for f in _TITLE_FORMS if (m := f.search(folded))), "")
    if not found or len(found.split()) > _MAX_CARGO_WORDS or _NOT_CARGO.search(found):
        return None
    mention = re.compile(rf"(?<!\w){re.escape(found)}(?!\w)")
    title_folded = fold(title)
    return found if any(mention.search(line.plain.replace(title_folded, "")) for line in lines) else None


def _written(cargo: str, lines: list[Line], title: str) -> str:
    """The cargo as the edital writes it where not in capitals (else as the title does)."""
    for line in lines:
        at = line.plain.find(cargo)
        if at >= 0 and not line.text[at : at + len(cargo)].isupper():
            return line.text[at : at + len(cargo)]
    at = fold(title).find(cargo)
    return title[at : at + len(cargo)] if len(title) == len(fold(title)) and at >= 0 else cargo


def _table(raw: list[str], first: int, lines: list[Line]) -> tuple[int, int, list[Line]] | None:
    """(first line number, last line number, re-laid lines) of such a quadro whose first row is at `first`."""
    rows, index = [], first
    while index < len(raw) and (m := _ROW.match(normalise(raw[index]))):
        rows.append((index, " ".join(m.group(1).split()), m.group(2).split()))
        index += 1
    width = len(rows[0][2])
    totals = [k for k, (_, name, _) in enumerate(rows) if _TOTAL_ROW.fullmatch(fold(name))]
    if totals not in ([0], [len(rows) - 1]) or len(rows) < 3 or any(len(c) != width for _, _, c in rows):
        return None
    bottom = first
    while bottom > 0 and RULE.fullmatch(raw[bottom - 1]):
        bottom -= 1
    top = bottom
    while top > 0 and bottom - top < _MAX_HEADER and raw[top - 1].strip() and not RULE.fullmatch(raw[top - 1]):
        top -= 1
    roles = _roles(_labels(raw, top, bottom), width) if top < bottom else None
    if roles is None:
        return None
    total_row = rows.pop(totals[0])
    counts = [[_count(c) for c in cells] for _, _, cells in rows]
    sums = [sum(column) for column in zip(*counts, strict=True)]
    # a row or the TOTAL row that does not add up: a column nobody explains, the table uncertain
    unknown = [] if _proven(counts, roles) and sums == [_count(c) for c in total_row[2]] else [_UNPROVEN]
    title_at = top - 1
    while title_at > 0 and not raw[title_at].strip() and top - title_at < _TITLE_REACH:
        title_at -= 1
    title = normalise(raw[title_at]).strip() if title_at >= 0 else ""
    cargo = _cargo(title, lines) if title else None
    if cargo is None:
        return None
    laid = [laid_line(title_at + 1, f"Cargo: {_written(cargo, lines, title)}")]
    laid.append(laid_line(top + 1, " ".join(["Lotação", *unknown, *(PLAIN_LABEL[r] for r in roles)])))
    for number, name, cells in sorted([*rows, total_row]):
        laid.append(laid_line(number + 1, " ".join([name, *("-" for _ in unknown), *(str(_count(c)) for c in cells)])))
    return title_at + 1, max(rows[-1][0], total_row[0]) + 1, laid


def _may_be_row(raw: str) -> bool:
    """Whether a raw line may be a `_ROW`: it must end in a count or a dash, and a line ending in another ASCII
    character ends in it once normalised too (`normalise` changes no ASCII character but NUL, which it drops),
    so most lines of prose are passed over before they are normalised."""
    tail = raw.rstrip()[-1:]
    return not tail.isascii() or tail.isdigit() or tail == "-" or tail == "\x00"


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every such quadro re-laid as a cargo's heading and a flat table of its places (same list)."""
    if "   " not in text or not _TOTAL_WORD.search(text) or not _TOTAL_LINE.search(text):
        return lines
    raw = raw_lines(text)
    found: list[tuple[int, int, list[Line]]] = []
    previous = False  # whether the line above is a row of counts: each line normalised once
    for index, line in enumerate(raw):
        row = _may_be_row(line) and bool(_ROW.match(normalise(line)))
        above, previous = previous, row
        if (found and index + 1 <= found[-1][1]) or len(line) > 400:
            continue
        if row and not above:
            table = _table(raw, index, lines)
            if table is not None:
                found.append(table)
    return in_place_of(lines, found)
