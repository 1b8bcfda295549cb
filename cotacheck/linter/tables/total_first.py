"""A cargo's total printed first, under its heading and above the table of its places ("EMPREGO 01 –
AGENTE DE SANEAMENTO" / "Total do emprego: 19 vagas (AC 12 · PcD 1 · Neg 6)" / "Localidade  Total  AC
PcD  Neg" / one row a locality, each with its own reserve; IBFC's annexes).

The places are the cargo's positions and the total line checks their sum: it is never a cargo of its
own. Read as a prose statement it was one (the cargo again, beside its places, its vacancies counted
twice), and it took the heading's name, so that the places' table was left with a stand-in name. The
line is taken as the cargo's total when it opens with "Total do cargo/emprego/da função…" and a table's
header follows within two lines; `cargo_totals` then checks the places' sum against it. A "Total do
cargo" row printed as the table's first row needs nothing of this: it is the table's Total row.
"""

from __future__ import annotations

import re

from cotacheck.linter.tables.header import COUNT_TOKENS

#: "Total do cargo", "Total do emprego: 19 vagas", "TOTAL DA FUNÇÃO ....": the line opens with it.
_TOTAL_OF_CARGO = re.compile(r"\s?total d[oa] (?:cargo|emprego|funcao|especialidade)\b")
#: How far below the total line the places' header may stand (a blank line between them at most).
_HEADER_REACH = 2


def is_total_line(folded: str) -> bool:
    """Whether a line opens as a cargo's total ("Total do emprego: …"); cheap test first."""
    return folded[:1] in ("t", " ") and _TOTAL_OF_CARGO.match(folded) is not None


def before_parts(extractor, line) -> bool:
    """Whether `line` is a cargo's total above the table of its places: it opens as one, a cargo heading
    is in force, and a table's header follows within `_HEADER_REACH` lines."""
    if not extractor.cargo_context or not is_total_line(line.folded):
        return False
    index = extractor._index.get(line.number)
    if index is None:
        return False
    for below in extractor.lines[index + 1 : index + 1 + _HEADER_REACH]:
        if not below.folded.strip():
            continue
        kinds = extractor.header_kinds(below)
        return kinds is not None and sum(k in COUNT_TOKENS for k in kinds) >= 2
    return False


def taken(reader, line) -> bool:
    """Whether `line` is a cargo's total above its places' table (`before_parts`): then marked as read, so
    that no prose statement takes it."""
    if not before_parts(reader, line):
        return False
    reader.statement_lines.add(line.number)
    return True
