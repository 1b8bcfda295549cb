"""A table's last rows at the top of a page whose header was printed on the page before, the text holding only
this page (a Diário Oficial page copied alone): a cell a line, the column roles named only by the legend below.

"DOU 25/09/2024 - Diário Oficial da União" and the page's other furniture, then rows as the Diário Oficial's
web text gives them, each cell a line, with a leading dot at times: ".17" / ".Técnico em Assuntos
Educacionais" / ".2+ CR" / ".-" / ".-" / ".2" / ".40H" / ".Curso Superior Completo em Pedagogia …", lone
"." lines where the requisito wrapped; then "Legenda:" / "AC - Ampla Concorrência" / "PPP - Pessoas Pretas e
Pardas" / "PCD - Pessoa com Deficiência". Read as it stood, nothing of it was a row.

Only the legend names the roles, and its order is not proven to be the columns' (the header is not in the
text): each row needs one count cell a legend role and a last one, the total, equal to their sum, and the
reserve cells of every row equal to each other (so no reading depends on which reserve column is which:
"2+ CR" "-" "-" "2", "3" "1" "1" "5"); the rows' codes go up. Then the rows are re-laid as a pipe table under a
header of the legend's roles in its order and a total, each row numbered by its first count's line and
citing its lines from its code to its total (`doubt`), and never confirmed: the header is not in the text.
A row whose reserve cells differ, a count cell a role too many or too few, a total that does not hold, a line
above the first row naming a column of a table (a header, in the text after all): nothing is re-laid.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, in_place_of, laid_line, pipe_row

_LEAD = 20  # lines of page furniture the first row may follow
_NAME_LINES = 3
_AFTER = 12  # lines of hours and requisito a row may run on with after its counts
_CELL_LEAD = re.compile(r"^[\s.]+")
_CODE = re.compile(r"\d{1,3}")
_COUNT = re.compile(r"(\d{1,4})(?:\s?\+\s?cr)?|[-–—]")
_CR_MARK = re.compile(r"\d\s?\+\s?cr$")
_TABLE_WORDS = re.compile(r"vaga|ampla|concorr|reserva|total|cargo|emprego|deficien|negro|pardo|legenda")
_LEGEND_ENTRY = re.compile(r"([a-z]{2,5})\s*[-–—:=]\s*(\S.{3,60})$")
_LABELS = {"open": "AC", "negros": "Negros", "pcd": "PcD", "indigenas": "Indígenas", "quilombolas": "Quilombolas"}
DOUBT = (
    "o cabeçalho da tabela não está no texto (a tabela começa numa página anterior): a ordem das colunas foi "
    "tomada da legenda; confira no edital completo"
)


def _cell(line: Line) -> str:
    return _CELL_LEAD.sub("", line.folded).strip()


def relay(lines: list[Line]) -> tuple[list[Line], dict[int, tuple[int, ...]]]:
    """`lines` (the same list) with such a page's rows re-laid as a pipe table, and each row's lines (by its
    re-laid line's number) for `doubt`."""
    legend_at = None
    for at in range(min(_LEAD, len(lines))):
        cell = _cell(lines[at])
        if _TABLE_WORDS.search(cell):
            return lines, {}  # a table's column named above: its header may be in the text
        if _CODE.fullmatch(cell) and at + 1 < len(lines) and not _COUNT.fullmatch(_cell(lines[at + 1])):
            if legend_at is None:
                legend_at = next((k for k in range(at, len(lines)) if lines[k].folded.startswith("legenda")), -1)
            if legend_at < 0:
                return lines, {}
            found = _rows(lines, at, legend_at)
            if found == ():
                return lines, {}  # the rows are there but unproven: never read from a later row on
            if found is not None:
                first, last, laid, spans = found
                return in_place_of(lines, [(first, last, laid)]), spans
    return lines, {}


def _role(meaning: str) -> str | None:
    if "ampla" in meaning:
        return "open"
    if "pret" in meaning or "pard" in meaning or "negr" in meaning:
        return "negros"
    if "deficien" in meaning:
        return "pcd"
    if "indigena" in meaning:
        return "indigenas"
    if "quilombola" in meaning:
        return "quilombolas"
    return None


def _legend(lines: list[Line], at: int) -> list[str] | None:
    """The roles a legend from `lines[at]` names in order ("AC - Ampla Concorrência"), a cadastro's entry
    apart; None when an entry names no role, a role comes twice, or no ampla concorrência and racial reserve."""
    roles: list[str] = []
    for line in lines[at + 1 : at + 9]:
        entry = _LEGEND_ENTRY.match(_cell(line))
        if entry is None:
            break
        if "cadastro" in entry.group(2):
            continue
        role = _role(entry.group(2))
        if role is None or role in roles:
            return None
        roles.append(role)
    return roles if "open" in roles and "negros" in roles else None


def _row(lines: list[Line], at: int, width: int) -> tuple[int, int, int, str, list[str]] | None:
    """(index after the counts, its code's and its first count's line numbers, name, count cells) of the row
    from its code at `lines[at]`, `width` counts; None when it is no such row."""
    j, name = at + 1, []
    while j < len(lines) and len(name) < _NAME_LINES and not _COUNT.fullmatch(_cell(lines[j])):
        text = _CELL_LEAD.sub("", lines[j].text).strip()
        if not text or _CODE.fullmatch(text):
            return None
        name.append(text)
        j += 1
    counts = [_cell(line) for line in lines[j : j + width]]
    if not name or len(counts) < width or not all(_COUNT.fullmatch(c) for c in counts):
        return None
    return j + width, lines[at].number, lines[j].number, " ".join(name), counts


def _value(cell: str) -> int:
    number = _COUNT.fullmatch(cell)
    return int(number.group(1)) if number and number.group(1) else 0


def _rows(
    lines: list[Line], start: int, legend_at: int
) -> tuple[int, int, list[Line], dict[int, tuple[int, ...]]] | tuple[()] | None:
    """The rows from the code at `lines[start]` to the legend at `lines[legend_at]`, re-laid; None when no such
    row starts there, () when rows do but not all read as such rows the legend explains."""
    roles = _legend(lines, legend_at)
    if not roles:
        return None
    width = len(roles) + 1
    rows, j, code = [], start, -1
    while j < legend_at:
        cell = _cell(lines[j])
        if not _CODE.fullmatch(cell) or int(cell) <= code:
            if not rows or j - rows[-1][0] > _AFTER:
                return () if rows else None
            j += 1  # the last row's hours and requisito, lone dots
            continue
        found = _row(lines, j, width)
        if found is None:
            return () if rows else None
        after, code_line, count_line, name, counts = found
        values = [_value(c) for c in counts]
        reserves = [v for r, v in zip(roles, values) if r != "open"]
        if sum(values[:-1]) != values[-1] or len(set(reserves)) != 1:
            return ()
        rows.append((after, code_line, count_line, cell, name, counts))
        j, code = after, int(cell)
    if not rows:
        return None
    laid = [laid_line(rows[0][1], pipe_row(["Código", "Cargo", *(_LABELS[r] for r in roles), "Total"]))]
    spans: dict[int, tuple[int, ...]] = {}
    for after, code_line, count_line, code_cell, name, counts in rows:
        cells = [c.replace(" ", "").replace("+cr", " + CR") if _CR_MARK.search(c) else c for c in counts]
        laid.append(laid_line(count_line, pipe_row([code_cell, name, *cells])))
        spans[count_line] = tuple(range(code_line, lines[after - 1].number + 1))
    return lines[start].number, lines[legend_at - 1].number, laid, spans


def doubt(positions: list, spans: dict[int, tuple[int, ...]]) -> None:
    """Make every position read from such re-laid rows uncertain, saying why, and cite its lines."""
    if not spans:
        return
    for p in positions:
        cited = spans.get(p.line)
        if cited is not None:
            p.confidence = "uncertain"
            p.doubt = p.doubt or DOUBT
            p.lines = cited
