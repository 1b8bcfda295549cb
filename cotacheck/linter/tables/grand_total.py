"""A line that states the list's total ("total geral: 75 vagas imediatas, 15 p/ negros"): never one cargo's figures.

Notes typed by hand under a quadro (one block per cargo, then the sum: "total geral: 75 vagas imediatas, 15 p/
negros (bate c/ item 2.3 do edital)"), a news page's list of cargos and a summary after a quadro close with the
whole list's count. Read as a statement, the cargo heading or title above named it, and the last cargo took the
whole list's figures, confirmed.

So a statement whose line opens with a grand total's words ("total geral", "totais", "soma geral", "total do
concurso / do edital / do quadro", "no total") names no cargo. A plain "Total:" / "Total de vagas:" opening a line
is a cargo's own figures inside its block ("Cargo: Analista" / "Total de vagas: 10" / "Negros: 2"), and, when it
stands apart after a blank line, told by what it closes (`own_total`): right under a cargo's block of parts with
no total of its own ("Cargo: Analista" / "Ampla concorrência: 7" / "Negros: 2" / "PcD: 1", blank, "Total de
vagas: 10") it may be that cargo's or the whole list's. The cargo's where its parts, ampla concorrência among
them, make it (proven); the list's where they make another figure, or more than it; with no ampla concorrência
among them nothing tells: the cargo's, uncertain, with the reason. Under anything else (a block that has its
total, a bar line, a heading with no figures) it is the list's.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.kv_lines import kv_match
from cotacheck.linter.tables.names import CARGO_HEADING
from cotacheck.linter.tables.prose_kinds import first_part

_WHOLE = re.compile(
    r"^[\W_]{0,3}(?:total geral|totais|soma geral|soma das vagas|no total|total (?:de vagas )?d[oa] "
    r"(?:concurso|edital|certame|quadro|selecao|lista))\b"
)
_TOTAL = re.compile(r"^[\W_]{0,3}total(?: de vagas| das vagas| vagas)?\s?[:=]")
_FIGURE = re.compile(r"[:=]\s?(\d{1,5})\b")
_BLOCK = 12  # lines of a cargo's block of parts, its heading among them
APART = (
    "o total separado do bloco do cargo por uma linha em branco pode ser o do cargo ou o da lista: as partes acima "
    "não o provam"
)


def names_no_cargo(reader, line: Line) -> bool:
    """Whether the statement on `line` gives the whole list's total (the module's docstring)."""
    index = reader._index.get(line.number)
    return index is not None and stands_apart(reader.lines, index) and own_total(reader.lines, index) is None


def ends_sentence(lines: list[Line], index: int) -> bool:
    """Whether the line at `index` opens with a total that is no cargo's above it: the sentence above ends there
    (a cargo's total set apart goes on with the block of its parts)."""
    return stands_apart(lines, index) and own_total(lines, index) is None


def set_apart(reader, line: Line) -> bool:
    """Whether the statement on `line` is a cargo's total set apart from its block (`own_total`)."""
    index = reader._index.get(line.number)
    return index is not None and own_total(reader.lines, index) is not None


def own_total(lines: list[Line], index: int) -> bool | None:
    """Whether the plain total at `index`, set apart by a blank line, is the cargo's whose block of parts
    stands right above it: True where the parts, ampla concorrência among them, make it; False where nothing
    tells (no ampla concorrência: read as the cargo's, uncertain); None where it is no cargo's (the module's
    docstring)."""
    head = lines[index].folded[:40].lstrip(" *-=#>•·")
    if not head.startswith("total") or _WHOLE.match(head) or not _TOTAL.match(head) or index == 0:
        return None
    if lines[index - 1].number == lines[index].number - 1 and lines[index - 1].folded.strip():
        return None  # inside a block: the cargo's own, read as any key-value block
    figure = _FIGURE.search(lines[index].folded)
    parts = _parts_above(lines, index)
    if figure is None or not parts:
        return None
    total, made = int(figure.group(1)), sum(parts.values())
    if "open" in parts:
        return True if made == total else None
    return None if made > total else False


def _parts_above(lines: list[Line], index: int) -> dict[str, int]:
    """The parts ("Negros: 2" → negros 2) of the block right above the blank line before `index`: a cargo's
    heading, then key-value lines of parts only, each role once; {} where the block is any other."""
    end = index - 1
    start = end
    while start > 0 and end - start < _BLOCK and lines[start - 1].number == lines[start].number - 1:
        start -= 1
    if not CARGO_HEADING.match(lines[start].folded.strip()):
        return {}
    parts: dict[str, int] = {}
    for line in lines[start + 1 : end + 1]:
        m = kv_match(line.folded.strip())
        role = first_part(m.group(1)) if m else None  # (the parts the prose reader joins to the total)
        if role is None or role in parts:
            return {}  # a line of no part (the block's own total, a bar line): not a block of parts
        parts[role] = 0 if m.group("none") else int(re.search(r"\d+", m.group(0)[len(m.group(1)) :]).group())
    return parts


def stands_apart(lines: list[Line], index: int) -> bool:
    """Whether the line at `index` opens with the whole list's total: no cargo's statement, and no part of the
    sentence of the line above (a cadastro-only cargo's "Cargo: Arquivista — só CR" would take its figures)."""
    head = lines[index].folded[:40].lstrip(" *-=#>•·")
    if not head.startswith(("total", "soma", "no total")):
        return False  # the cheap test: most lines open otherwise
    if _WHOLE.match(head):
        return True
    if not _TOTAL.match(head) or index == 0:
        return False
    before = lines[index - 1]  # (blank lines are not among the reader's lines: their numbers are skipped)
    return before.number < lines[index].number - 1 or not before.folded.strip()  # apart from a key-value block
