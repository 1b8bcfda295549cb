"""A quadro de vagas pasted as CSV text: a spreadsheet's rows with their cells in quotes, parted by ";"
or ",", as a prefeitura copies its "planilha oficial" into the Diário Oficial.

Read line by line, such a row is one token of words and numbers glued by quotes, and a quoted cell that
holds a line break (requisitos over two lines) splits a row in two; nothing of it was read. Before the
single pass, a run of such lines under a header of quoted labels is parsed as CSV (the standard
library's `csv`, which keeps a quoted line break inside its cell) and re-laid as the flat table it is:
one header line (the name column's label and each count column's plain label, in the order written)
and one line per record (its name and its count cells), each numbered as the line its record starts
on. Text columns (code, requisitos, carga horária, vencimento, taxa) are left out, so "R$ 2.345,67" is
never a count; a record of cadastro de reserva only ("CR" in every count column) is re-laid with dashes,
no vacancy (a row ending in "CR" reads as no row); a record with no name is labelled "Total" when its counts
are the sums of the rows above it (the pass then checks it as one), else left as its counts alone.
The pass confirms the rows only by their arithmetic.

Only when the header proves the columns: every label one count role of the vocabulary (no role twice,
two count columns at least), one name column, the others text columns of the vocabulary or words whose
cells are never bare counts; every record as many cells as the header, and every count cell a count, a
dash, blank (no vacancy) or "CR". Anything else keeps the lines as they are. The block ends at a blank
line, or at a line that opens no record of the header's cells (the edital's prose pasted right under it).
"""

from __future__ import annotations

import csv
import re

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables import csv_continued
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens
from cotacheck.linter.tables.names import TOTAL_ROW

_GROUP = frozenset(("vagas", "imm", "reserva"))
_COUNT = re.compile(r"\d{1,5}|\d{1,3}(?:\.\d{3}){1,3}|[-–—]|CR|\d{1,5}\s?\+\s?CR", re.I)
_BARE = re.compile(r"\d{1,5}")
#: A CSV line opens with a quoted cell and parts it from the next by the separator.
_OPENS = re.compile(r'^\s?"[^"]*"\s?[;,]')


#: The kinds of a header cell that name a count column (a bare "Vagas" the total where no other is).
COUNTS = frozenset((*PLAIN_LABEL, "vagas"))


def kind_of(label: str) -> str | None:
    """A header cell's kind: a count role of `PLAIN_LABEL`, "vagas" (a bare "Vagas"), "name", "text",
    "words" (outside the vocabulary) or None (two roles: no proof)."""
    every = header_tokens(fold(label).strip())
    if every is None:
        return "words"
    kinds = [k for k in every if k not in _GROUP]
    if not kinds:
        return "vagas"
    if len(kinds) == 1 and kinds[0] in PLAIN_LABEL:
        return kinds[0]
    if set(kinds) <= {"name"}:
        return "name"
    return "text" if set(kinds) <= {"ignore"} else None


def _columns(header: list[str], records: list[list[str]]) -> list[str] | None:
    """Each column's kind, once the header proves them (see the module's docstring); else None."""
    kinds = [kind_of(label) for label in header]
    if "vagas" in kinds:
        if "total" in kinds or kinds.count("vagas") > 1:
            return None
        kinds[kinds.index("vagas")] = "total"
    counts = [k for k in kinds if k in PLAIN_LABEL]
    if None in kinds or kinds.count("name") != 1 or len(counts) < 2 or len(set(counts)) != len(counts):
        return None
    for at, kind in enumerate(kinds):
        cells = [r[at].strip() for r in records]
        if kind == "words" and any(_BARE.fullmatch(c) for c in cells):
            return None  # a column the vocabulary does not read holding counts: its role is not known
        if kind in PLAIN_LABEL and not all(c == "" or _COUNT.fullmatch(c) for c in cells):
            return None
    return kinds


def _block(lines: list[Line], at: int) -> int:
    """The index past the last line of the CSV block whose header is line `at` (up to a blank line)."""
    end = at + 1
    while end < len(lines) and lines[end].text.strip() and lines[end].number == lines[end - 1].number + 1:
        end += 1
    return end


def _relaid(lines: list[Line], at: int, end: int) -> tuple[list[Line], int] | None:
    """The block's re-laid lines and the index past its last line (its wrapped cells' records joined back,
    the table may end before the block: `csv_continued`), or None when it is no quadro the header proves."""
    texts = [line.text for line in lines[at:end]]
    separator = ";" if texts[0].count('";"') >= texts[0].count('","') else ","
    reader = csv.reader(iter(texts), delimiter=separator)
    try:
        header = next(reader)
        records, starts, done = [], [], 1
        for record in reader:
            if len(record) != len(header) and not _OPENS.match(texts[done]):
                end = at + done  # prose right under the table (no blank line between, no record): it ended
                break
            if any(cell.strip() for cell in record):
                records.append(record)
                starts.append(lines[at + done].number)
            done = reader.line_num
    except csv.Error:
        return None
    merged = csv_continued.merge(header, records, starts)
    if merged is not None:
        header, records, kept, taken = merged
        end = at + starts[taken] - lines[at].number if taken < len(starts) else end
        starts = kept
    if not records or any(len(r) != len(header) for r in records):
        return None
    texts = relaid_records(header, records)
    if texts is None:
        return None
    numbers = [lines[at].number, *starts]
    return [laid_line(number, text) for number, text in zip(numbers, texts, strict=True)], end


def relaid_records(header: list[str], records: list[list[str]]) -> list[str] | None:
    """A parsed quadro's re-laid texts, its header's first and one a record (each as many cells as the
    header), or None when the header does not prove its columns (the module's docstring)."""
    kinds = _columns(header, records)
    if kinds is None:
        return None
    name = kinds.index("name")
    counts = [k for k, kind in enumerate(kinds) if kind in PLAIN_LABEL]
    out = [" ".join([" ".join(header[name].split()), *(PLAIN_LABEL[kinds[k]] for k in counts)])]
    above: list[list[str]] = []
    for record in records:
        cells = [record[k].strip() or "-" for k in counts]
        if not any(c.strip("0-").isdigit() for c in cells):
            cells = ["-"] * len(cells)  # cadastro de reserva only ("CR", "-" or "0" in every column): no vacancy
        label = " ".join(record[name].split())
        if not label and (above and cells == _sums(above) or any(TOTAL_ROW.match(fold(c.strip())) for c in record)):
            label, above = "Total", []  # a record with no name that is the sum of the rows above it, or says so
        elif label:
            above.append(cells)
        out.append(" ".join([label, *cells]).strip())
    return out


def _sums(rows: list[list[str]]) -> list[str] | None:
    """Each count column's sum over `rows` (a dash is 0), or None when a cell is not a plain count."""
    sums = [0] * len(rows[0])
    for row in rows:
        for k, cell in enumerate(row):
            if cell == "-":
                continue
            if not cell.replace(".", "").isdigit():
                return None
            sums[k] += int(cell.replace(".", ""))
    return [str(n) for n in sums]


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` with every CSV quadro re-laid as a flat header and one line per record (same list)."""
    if '";"' not in text and '","' not in text:
        return lines
    laid: list[Line] = []
    index, changed = 0, False
    while index < len(lines):
        line = lines[index]
        if line.text[:1] in ('"', " ") and _OPENS.match(line.text):
            end = _block(lines, index)
            relaid = _relaid(lines, index, end)
            if relaid is not None:
                laid += relaid[0]
                index, changed = relaid[1], True
                continue
        laid.append(line)
        index += 1
    if changed:
        lines[:] = laid
    return lines
