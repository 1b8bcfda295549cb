"""A federal edital's demonstrative of the reserve: a small quadro with a row a modalidade, its percentage and
its number of vacancies, the edital's total only in its title.

"Quadro 5: Demonstrativo dos percentuais e número de vagas exigidos para reserva legal, considerando a oferta
de 18 (dezoito) vagas." over "MODALIDADE DA VAGA / PERCENTUAL DE RESERVA LEGAL / NÚMERO DE VAGAS" and
"Pessoas com Deficiência (PcD) 5% 1", "Pessoas pretas ou pardas (PPP) 25% 5", "Pessoas indígenas (PI) 3% 1",
"Pessoas Quilombolas (PQ) 2% -*" (the Diário Oficial's web text gives each cell a line with a leading dot,
the header's words letter-spaced: ". .M O DA L I DA D E DA V AG A"). Read line by line, nothing of it was a
row. It is re-laid as the row it transposes: a header of the total and each modalidade's role, and one row
for every vacancy of the concurso, the total the title's, each modalidade its number (a percentage is not a
count). Nothing in it proves the total against the reserves (no ampla concorrência): the row stays
uncertain. The position cites the lines its figures come from (the title's total, each modalidade's label and
number), not only the header's line its row is laid at (`cite`): a reader checks the reserve where it is printed.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line, pipe_row

_TITLE = re.compile(r"reserva.{0,160}?(?:oferta|total) de (\d{1,4})(?: \([a-z ]{3,40}\))? vagas")
_LEAD = re.compile(r"^[\s.]+")
_PERCENT = re.compile(r"^\d{1,3}(?:[.,]\d{1,2})?\s?%$")
_NUMBER = re.compile(r"^(\d{1,4}|[-–—])\*{0,3}$")
_HEAD_WORDS = ("modalidade", "percentual", "numerodevagas", "quantidade", "reservalegal")
_LABELS = {
    "pcd": "PcD",
    "pretos_pardos": "Pretos e pardos",
    "negros": "Negros",
    "indigenas": "Indígenas",
    "quilombolas": "Quilombolas",
    "open": "AC",
}
_REACH = 40  # lines the quadro may run over below its title
NAME = "Vagas do concurso (reserva global)"  # "Todas as vagas" would be a summary row, no cargo


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, tuple[int, ...]]]:
    """`lines` (the same list) with every such demonstrative re-laid as a header and a row, and for each row laid
    the lines its figures come from (by the row's line number)."""
    changes: list[tuple[int, int, list[Line]]] = []
    sources: dict[int, tuple[int, ...]] = {}
    for at, line in enumerate(lines):
        folded = line.folded
        if "reserva" not in folded or "vagas" not in folded or "de " not in folded:
            continue  # the cheap test first
        title = _TITLE.search(folded)
        if title is None:
            continue
        found = _quadro(lines, at + 1, int(title.group(1)))
        if found is not None:
            first, last, laid, cited = found
            changes.append((first, last, laid))
            sources[laid[1].number] = (line.number, *cited)
    if not changes:
        return lines, sources
    drop = {n for first, last, _ in changes for n in range(first, last + 1)}
    laid_by = {first: laid for first, _, laid in changes}
    out: list[Line] = []
    for line in lines:
        if line.number in laid_by:
            out += laid_by[line.number]
        elif line.number not in drop:
            out.append(line)
    lines[:] = out
    return lines, sources


def cite(positions: list, sources: dict[int, tuple[int, ...]]) -> None:
    """Give each position read from a re-laid demonstrative the lines its figures come from."""
    if not sources:
        return
    for p in positions:
        cited = sources.get(p.line)
        if cited is not None and p.name.startswith(NAME):
            p.lines = tuple(sorted({*p.lines, *cited}))


def _cell(line: Line) -> str:
    return _LEAD.sub("", line.folded).strip()


def _role(text: str) -> str | None:
    if "deficien" in text or "pcd" in text.split():
        return "pcd"
    if "pret" in text and "pard" in text:
        return "pretos_pardos"
    if "negr" in text:
        return "negros"
    if "indigena" in text:
        return "indigenas"
    if "quilombola" in text:
        return "quilombolas"
    if "ampla" in text:
        return "open"
    return None


def _quadro(lines: list[Line], start: int, total: int) -> tuple[int, int, list[Line], list[int]] | None:
    """(first line number, last line number, its re-laid lines, the lines of its modalidades' labels and numbers)
    of the demonstrative under a title stating `total` vacancies, from `lines[start]`; None when no header of
    modalidade and count follows."""
    j, heads = start, []
    while j < len(lines) and j - start < 6:
        squeezed = _cell(lines[j]).replace(" ", "")
        if not any(word in squeezed for word in _HEAD_WORDS):
            break
        heads.append(lines[j])
        j += 1
    if len(heads) < 2 or not any("modalidade" in _cell(h).replace(" ", "") for h in heads):
        return None
    values: dict[str, int] = {}
    cited: list[int] = []
    last = heads[-1].number
    while j < len(lines) and j - start < _REACH:
        role = _role(_cell(lines[j]))
        if role is None or role in values:
            break
        k = j + 1
        if k < len(lines) and _PERCENT.match(_cell(lines[k])):
            k += 1
        number = _NUMBER.match(_cell(lines[k])) if k < len(lines) else None
        if number is None:
            return None  # a modalidade with no number: not this quadro
        values[role] = 0 if not number.group(1).isdigit() else int(number.group(1))
        last = lines[k].number
        cited += [lines[n].number for n in range(j, k + 1)]
        j = k + 1
    racial = {"pretos_pardos", "negros"} & set(values)
    if len(values) < 2 or not racial or sum(values.values()) > total:
        return None
    roles = list(values)
    header = laid_line(heads[0].number, pipe_row(["Cargo", "Total", *(_LABELS[r] for r in roles)]))
    row = laid_line(heads[1].number, pipe_row([NAME, str(total), *(str(values[r]) for r in roles)]))
    return heads[0].number, last, [header, row], cited
