"""A table's title that names only the vacancies ("QUADRO DE VAGAS", "Tabela de cargos e vagas") right above
a header of its own ("CARGO  VAGAS TOTAL  VAGAS AFRO-DESC.  VAGAS PNE …"): a title, not the header's first
line. Read as one, its "vagas" was one more column before the header's ("Vagas | Cargo Total Negros PcD"):
the total was then looked for at the end, the rows read with their columns shifted (the total as the
reserve's sum, "6 vagas, 5 para negros" for "5, 1 para negros"). Only above a line that names the name
column and two count columns or more: over a header printed one cell a line ("QUADRO DE VAGAS" / "CARGO" /
"PERFIL" / …) the title stays a piece of it, as before.

A numbered title may name the header's groups ("QUADRO 1 – VAGAS IMEDIATAS E CADASTRO DE RESERVA" over "Nº
Cargo / Ênfase Vagas Imediatas Cadastro de Reserva AC PcD PPP Total AC PcD PPP Total"): read as the
header's first line, its two labels were two more totals before the header's own groups, every row's
cells shifted. It is a title when the header line right below names every label it names.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.header import COUNT_TOKENS, header_tokens

TITLE = re.compile(r"^\s*(?:quadro|tabela)(?: geral)? d[eo]s? (?:cargos? e )?vagas?\s?:?\s*$")
#: "QUADRO 1 – VAGAS IMEDIATAS E CADASTRO DE RESERVA": a numbered title, its words after the dash
NUMBERED = re.compile(r"^\s*(?:quadro|tabela)\s(?:\d{1,2}|[ivxl]{1,5})\s?[-–—:.]\s?(?P<labels>[^\d]{4,80})$")
_BLANKS = 2  # blank lines a layout-preserving extraction leaves between a title and its header


def titles(lines: list[Line]) -> frozenset[int]:
    """The indexes of the lines that are vacancy titles (`TITLE`), found once for the table pass, which asks
    `over_header` twice of every line ("vaga", in every title, looked for first)."""
    return frozenset(
        i
        for i, line in enumerate(lines)
        if "vaga" in line.folded and (TITLE.match(line.folded) or NUMBERED.match(line.folded))
    )


def over_header(lines: list[Line], i: int, kinds_of: Callable[[Line], list[str] | None]) -> bool:
    """Whether `lines[i]` is a vacancy title right above a header line of the name and two counts or more."""
    numbered = None if TITLE.match(lines[i].folded) else NUMBERED.match(lines[i].folded)
    if numbered is None and not TITLE.match(lines[i].folded):
        return False
    for line in lines[i + 1 : i + 2 + _BLANKS]:
        if line.folded.strip():
            kinds = kinds_of(line) or []
            if "name" not in kinds or sum(k in COUNT_TOKENS for k in kinds) < 2:
                return False
            return numbered is None or _repeated(header_tokens(numbered.group("labels")), kinds)
    return False


def _repeated(labels: list[str] | None, kinds: list[str]) -> bool:
    """Whether the header's line names every label of the title (each as often), the title naming two or more."""
    return bool(labels) and len(labels) >= 2 and all(labels.count(k) <= kinds.count(k) for k in set(labels))
