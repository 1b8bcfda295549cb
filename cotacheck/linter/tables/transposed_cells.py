"""A quadro printed with the cargos as its columns and the kinds of vacancy as its rows, every cell on its own line.

A portal's page (FGV's Câmara Municipal de Natal) gives its quadro transposed, a cargo a column: "Especificação"
over the cargos' names, then a row per field ("Escolaridade", "Carga horária semanal", "Vencimento (R$)") and
per kind of vacancy ("Vagas totais", "Ampla concorrência", "Negros (pretos e pardos)", "Pessoas com
deficiência"). Its text as a scraper gives it (BeautifulSoup's `get_text(separator="\\n")`) is a cell a line:
the row's label, then its cells left to right. Read a line at a time, no row holds a name and its counts
(`transposed`'s runs are a label and its count on one line, `cargo_columns`' rows a label and its counts on
one line: neither is this). Before the pass, such a quadro is re-laid as the table it transposes: a header of
its roles and a row per cargo ("Analista Legislativo – Contador 3 2 1 0"), numbered as its name's line, so the
pass reads it and confirms it by its arithmetic as any table. A column named "Total" is the totals row.

The shape is proven by its widths: a role's label alone on its line and N counts after it ("CR", "–" too),
then, in steps of N + 1 lines back, a label over N cells each, up to the names' label ("Especificação",
"Cargo", "Cargos", "Emprego", "Função") over N names; forward from it, a label and N cells a row, the
roles' cells all counts, until a row of another width; a TOTAL column last. With no "Vagas totais" row the
roles' sum is the total, as in a flat table with no total column (the pass confirms it only by a TOTAL column),
and only where the roles are the whole: the ampla concorrência's row and the negros' among them (else a call
limit's, or a header's labels over blocks of cells: `column_blocks`), not where a count's label follows the rows
within a page's footer ("Total" past "Página 4 de 30", "TOTAL DE" / "VAGAS" broken over lines: the rows go on
unread, `labelled_blocks`), and a row of counts under a label no role names leaves every cargo uncertain (its
vacancies in no known role). A name wrapped over two lines breaks the
widths: the quadro is then not read. Where the table's title names a cargo in brackets ("Quadro I – Cargos de nível
superior (Analista Legislativo)") or after "Cargo:", and a column's head is a specialty of it ("Contador"),
the column's cargo is named as the edital names it, "Analista Legislativo – Contador".
Trigger: a role's label alone on a line and two counts alone on the next lines (a pattern searched once).
"""

from __future__ import annotations

import re
from functools import partial

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.names import TOTAL_ROW
from cotacheck.linter.tables.relaid import tables_at

_CELL = r"[ \t]*(?:\d{1,4}|CR|C\.R\.|[-–—])[ \t]*\n"
_TRIGGER = re.compile(
    r"\n(?i:vagas totais|total(?: de vagas)?|ampla concorr[êe]ncia|vagas de ampla concorr[êe]ncia|ac|"
    r"negros[^\n\d]{0,30}|pessoas com defici[êe]ncia|pcd|pretos e pardos[^\n\d]{0,20})[ \t]*\n" + _CELL + _CELL
)
_NAME_LABEL = re.compile(r"(?:especificacao|cargos?|cargo/especialidade|especialidades?|empregos?|funcao|funcoes)")
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total"))
_LEADS = frozenset(("vagas", "reserva"))
_MAX_WIDTH = 16  # cargos in a quadro
_MAX_ROWS = 16  # rows of fields and roles
_MAX_LABEL = 60
_AFTER = 4  # lines after a quadro with no total row where a role's label says it goes on (a page's footer)
_TITLE = re.compile(r"^(?:quadro|tabela|anexo)\b")
_BRACKET = re.compile(r"\(([A-ZÀ-Ý][^()\d]{2,60})\)\s*$")
_CARGO_OF = re.compile(r"\bcargo:\s*([A-ZÀ-Ý][^()\d:]{2,60})$", re.IGNORECASE)
_NOT_CARGO = re.compile(r"(?:nivel|valores|vagas|r\$|%|escolaridade|remunerac|vencimento|continua)")
UNKNOWN_ROW = (
    "quadro com os cargos nas colunas e sem linha de total: a linha “{label}” traz vagas de tipo não reconhecido, "
    "e o total somado pode não ser o do cargo"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str] | None = None) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a cargo a row; `doubts` gets the rows it leaves
    unproven (line → why)."""
    starts = [m.start() + 1 for m in _TRIGGER.finditer(text)]
    table = partial(_table, doubts={} if doubts is None else doubts)
    return tables_at(lines, text, starts, table) if starts else lines


def _role(line: Line) -> str | None:
    """The count role whose label is `line` alone ("Negros (pretos e pardos)" the negros'), else None."""
    tokens = [t for t in header_tokens(line.folded.strip()) or () if t not in _LEADS]
    if "negros" in tokens:
        tokens = ["negros"]
    return tokens[0] if len(tokens) == 1 and tokens[0] in _ROLES else None


def _count_words(line: Line) -> bool:
    """Whether `line` holds a count role's words or "vagas" (a label of counts, whole or a piece of one)."""
    return bool((_ROLES | _LEADS) & set(header_tokens(line.folded.strip()) or ()))


def _head_role(line: Line) -> bool:
    """Whether a column's head is a role's label (a header's, no cargo's); the TOTAL column's is none."""
    return _role(line) is not None and not TOTAL_ROW.match(line.folded.strip())


def _label(line: Line) -> bool:
    """A row's label alone on its line: short words, no count."""
    text = line.text.strip()
    return bool(text) and len(text) <= _MAX_LABEL and parse_count(line.folded.strip()) is None


def _counts(lines: list[Line], k: int) -> int:
    """How many count cells ("3", "CR", "–") stand alone on their lines from index `k`."""
    n = 0
    while k + n < len(lines) and n <= _MAX_WIDTH and parse_count(lines[k + n].folded.strip()) is not None:
        n += 1
    return n


def _names_label(lines: list[Line], at: int, width: int) -> int | None:
    """The index of the names' label in steps of `width` + 1 lines back from the role's label at `at`, each
    step a label over `width` cells; else None."""
    k = at
    for _ in range(_MAX_ROWS):
        k -= width + 1
        if k < 0 or not _label(lines[k]):
            return None
        if _NAME_LABEL.fullmatch(lines[k].folded.strip()):
            return k
    return None


def _rows(lines: list[Line], k: int, width: int) -> tuple[list[tuple[str, list[str]]], int, str]:
    """The quadro's role rows from index `k` (each: its role, its `width` cells), the index of its last line
    and the label of the first row of counts after them that no role names ("" where none)."""
    rows: list[tuple[str, list[str]]] = []
    last, unknown = k - 1, ""
    while k + width < len(lines) and len(rows) < _MAX_ROWS and _label(lines[k]):
        cells = lines[k + 1 : k + 1 + width]
        if not all(line.text.strip() for line in cells):
            break
        role = _role(lines[k])
        if role is not None:
            if _counts(lines, k + 1) != width or role in (r for r, _ in rows):
                break
            rows.append((role, [line.text.strip() for line in cells]))
        elif rows:
            if _counts(lines, k + 1) == width:  # counts under a label no role names: the quadro's, kept off
                unknown, last = lines[k].text.strip(), k + width
            break  # a field's row after the roles': another table's
        k += width + 1
        last = k - 1
    return rows, last, unknown


def _prefix(lines: list[Line], at: int) -> str:
    """The cargo the table's title names (in brackets at its end, or after "Cargo:"), where the title stands
    right above the names' label at `at`; else ""."""
    if at == 0:
        return ""
    title = lines[at - 1].text.strip()
    if not _TITLE.match(fold(title)) and not fold(title).startswith("cargo:"):
        return ""
    m = _BRACKET.search(title) or _CARGO_OF.search(title)
    cargo = m.group(1).strip() if m else ""
    return "" if not cargo or _NOT_CARGO.search(fold(cargo)) else cargo


def _named(name: str, prefix: str) -> str:
    """The column's cargo: its head, after the title's cargo where the head does not name it already."""
    if not prefix or TOTAL_ROW.match(fold(name)) or fold(name).startswith(fold(prefix)):
        return name
    return f"{prefix} – {name}"


def _table(lines: list[Line], at: int, doubts: dict[int, str]) -> tuple[int, int, list[Line]] | None:
    """The quadro one of whose role labels is at index `at`, re-laid: (first line number, last, its lines)."""
    if _role(lines[at]) is None:
        return None
    width = _counts(lines, at + 1)
    if not 1 <= width <= _MAX_WIDTH:
        return None
    start = _names_label(lines, at, width)
    if start is None:
        return None
    names = [line.text.strip() for line in lines[start + 1 : start + 1 + width]]
    heads = lines[start + 1 : start + 1 + width]
    if not all(names) or any(parse_count(line.folded.strip()) is not None or _head_role(line) for line in heads):
        return None  # a head that is a count or a role's label: a header's labels, no cargos
    if any(TOTAL_ROW.match(line.folded.strip()) for line in heads[:-1]):
        return None  # a TOTAL column is the last
    k, unknown = start + 1 + width, ""
    while k < at and _role(lines[k]) is None:
        if _counts(lines, k + 1) == width and not unknown:
            unknown = lines[k].text.strip()  # counts under a label no role names, before the roles'
        k += width + 1  # the fields' rows (escolaridade, pay, hours)
    rows, last, after = _rows(lines, k, width)
    if k != at and not rows:
        return None
    roles = [role for role, _ in rows]
    if len(roles) < 2 or not {"negros", "pretos_pardos"} & set(roles) or not {"total", "open"} & set(roles):
        return None  # roles with no total nor ampla: a call limit's, or a header's labels over blocks of cells
    if "total" not in roles and any(_label(x) and _count_words(x) for x in lines[last + 1 : last + 1 + _AFTER]):
        return None  # a role's label after the rows ("Total" past a page's footer, "TOTAL DE" / "VAGAS"): not whole
    prefix = _prefix(lines, start)
    laid = {lines[start].number: " ".join(["Cargo", *(PLAIN_LABEL[r] for r in roles)])}
    for n, name in enumerate(names):
        cells = [cells[n] for _, cells in rows]
        named = "TOTAL" if TOTAL_ROW.match(fold(name)) else _named(name, prefix)
        laid[lines[start + 1 + n].number] = " ".join([named, *cells])
    relaid = [laid_line(line.number, laid.get(line.number, "")) for line in lines[start : last + 1]]
    if "total" not in roles and (unknown or after):
        for line in heads:
            doubts.setdefault(line.number, UNKNOWN_ROW.format(label=unknown or after))
    return lines[start].number, lines[last].number, relaid
