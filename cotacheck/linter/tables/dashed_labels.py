"""A quadro whose two-level header was flattened into one line of "Vagas - …" and "Cadastro de reserva - …"
labels, with no total column, its rows one a line with text columns before the counts.

"Área de conhecimento Regime de Trabalho Escolaridade Vagas - ampla concorrência Vagas - pessoa com
deficiência Vagas - negro, indígena e quilombola Cadastro de reserva - ampla concorrência Cadastro de
reserva - reserva de vaga" over rows "Física 01 40 horas Graduação em Física e Mestrado em Física (10501002).
1 0 0 3 0" (a docente concurso's table as a news page copies it). The pass took "Vagas" for a total column
of its own and the cadastro's cells for reserves. Here each label is read as its level ("vagas": immediate
vacancies; "cadastro de reserva": not vacancies) and its group, each row's counts are the run of as many
cells as there are labels that closes its line, and its name the words before the regime ("40 horas",
"Dedicação Exclusiva"), which the header must have a column for. The quadro is re-laid as a pipe table
"| Área | Total | AC | PcD | Negros |" and a row a line (a name may end in a number: "Física 02"), the total the sum of the immediate vacancies' columns (the edital prints
none): nothing proves a row, so every row stays uncertain, saying so; a reserve for negros, indígenas and
quilombolas together is read as the racial reserve and said to be joint. A row that does not end in its
run of cells leaves the quadro to the pass.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line, pipe_row
from cotacheck.linter.tables.cells import parse_count

_LEVEL = re.compile(r"(?<![a-z])(vagas|cadastro(?: de)? reserva|cr)\s?[-–—]\s")
_REGIME_LABEL = re.compile(r"regime|carga horaria|jornada")
_REGIME = re.compile(
    r"(?<!\S)(?:\d{2}\s?(?:horas|h)(?: semanais)?|dedica[cç][aã]o exclusiva|tempo integral|D\.E\.)(?!\S)",
    re.IGNORECASE,
)
_CELL = re.compile(r"\d{1,4}|[-–—]")
_JOINT = ("indigena", "indio", "quilombola")
_MAX_HEADER = 400
_MAX_NAME_WORDS = 12
NO_TOTAL = "quadro sem coluna de total: as vagas são a soma das colunas de vagas (ampla concorrência e reservas)"
JOINT = "reserva conjunta para negros, indígenas e quilombolas: a parte de negros não é informada"


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, str]]:
    """`lines` (the same list) with every such quadro re-laid, and its rows' doubts (line number → why)."""
    doubts: dict[int, str] = {}
    changed: dict[int, Line] = {}
    for at, line in enumerate(lines):
        folded = line.folded
        if len(folded) > _MAX_HEADER or "vagas -" not in folded and "vagas –" not in folded:
            continue  # the cheap test first
        found = _quadro(lines, at)
        if found is not None:
            laid, why = found
            changed.update(laid)
            doubts.update(why)
    if changed:
        lines[:] = [changed.get(line.number, line) for line in lines]
    return lines, doubts


def _labels(folded: str) -> tuple[str, list[tuple[str, str | None]]] | None:
    """The text columns' labels and each count label's (level, role) of a header line, else None."""
    marks = list(_LEVEL.finditer(folded))
    if len(marks) < 2:
        return None
    labels: list[tuple[str, str | None]] = []
    for k, mark in enumerate(marks):
        words = folded[mark.end() : marks[k + 1].start() if k + 1 < len(marks) else len(folded)]
        level = "imm" if mark.group(1) == "vagas" else "cr"
        labels.append((level, _role(words)))
    return folded[: marks[0].start()], labels


def _role(words: str) -> str | None:
    if "ampla" in words or re.search(r"\bac\b", words):
        return "open"
    if "deficien" in words or re.search(r"\bpcd\b", words):
        return "pcd"
    if "negr" in words or "pret" in words:
        return "joint" if any(g in words for g in _JOINT) else "negros"
    return None


def _quadro(lines: list[Line], at: int):
    """(re-laid lines by number, doubts by number) of the quadro whose header is `lines[at]`, else None."""
    found = _labels(lines[at].folded)
    if found is None:
        return None
    before, labels = found
    imm = [role for level, role in labels if level == "imm"]
    if not _REGIME_LABEL.search(before) or "open" not in imm or None in imm or len(set(imm)) != len(imm):
        return None
    if not ({"negros", "joint"} & set(imm)):
        return None
    rows: list[tuple[Line, str, list[int]]] = []
    j = at + 1
    while j < len(lines):
        line = lines[j]
        if not line.folded.strip():
            j += 1
            continue
        row = _row(line, len(labels))
        if row is None:
            break
        rows.append((line, *row))
        j += 1
    if not rows:
        return None
    roles = [role for level, role in labels if level == "imm"]
    shown = {"open": "AC", "pcd": "PcD", "negros": "Negros", "joint": "Negros"}
    laid = {lines[at].number: laid_line(lines[at].number, pipe_row(["Área", "Total", *(shown[r] for r in roles)]))}
    why = JOINT if "joint" in roles else NO_TOTAL
    doubts: dict[int, str] = {}
    for line, name, values in rows:
        counts = [v for (level, _), v in zip(labels, values) if level == "imm"]
        laid[line.number] = laid_line(line.number, pipe_row([name, str(sum(counts)), *map(str, counts)]))
        doubts[line.number] = why
    return laid, doubts


def _row(line: Line, count: int) -> tuple[str, list[int]] | None:
    """(name, cells) of a row line: the words before its regime, and the run of `count` cells closing it."""
    tokens = line.text.split()
    if len(tokens) <= count or not all(_CELL.fullmatch(t) for t in tokens[-count:]):
        return None
    if _CELL.fullmatch(tokens[-count - 1]):
        return None  # a longer run: which cells are the row's is not known
    regime = _REGIME.search(line.text)
    if regime is None:
        return None
    name = line.text[: regime.start()].strip(" -–")
    if not name or len(name.split()) > _MAX_NAME_WORDS or not name[:1].isupper():
        return None
    values = [parse_count(t)[1] for t in tokens[-count:]]
    return name, values
