"""A table's title that names only the vacancies ("QUADRO DE VAGAS", "Tabela de cargos e vagas") right above
a header of its own ("CARGO  VAGAS TOTAL  VAGAS AFRO-DESC.  VAGAS PNE …"): a title, not the header's first
line. Read as one, its "vagas" was one more column before the header's ("Vagas | Cargo Total Negros PcD"):
the total was then looked for at the end, the rows read with their columns shifted (the total as the
reserve's sum, "6 vagas, 5 para negros" for "5, 1 para negros"). Only above a line that names the name
column and two count columns or more: over a header printed one cell a line ("QUADRO DE VAGAS" / "CARGO" /
"PERFIL" / …) the title stays a piece of it, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.header import COUNT_TOKENS

TITLE = re.compile(r"^\s*(?:quadro|tabela)(?: geral)? d[eo]s? (?:cargos? e )?vagas?\s?:?\s*$")
_BLANKS = 2  # blank lines a layout-preserving extraction leaves between a title and its header


def titles(lines: list[Line]) -> frozenset[int]:
    """The indexes of the lines that are vacancy titles (`TITLE`), found once for the table pass, which asks
    `over_header` twice of every line ("vaga", in every title, looked for first)."""
    return frozenset(i for i, line in enumerate(lines) if "vaga" in line.folded and TITLE.match(line.folded))


def over_header(lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None]) -> bool:
    """Whether `lines[i]` is a vacancy title right above a header line of the name and two counts or more."""
    if not TITLE.match(lines[i].folded):
        return False
    for line in lines[i + 1 : i + 2 + _BLANKS]:
        if line.folded.strip():
            kinds = kinds_of(line) or []
            return "name" in kinds and sum(k in COUNT_TOKENS for k in kinds) >= 2
    return False
