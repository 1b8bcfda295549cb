"""A cargo heading amid a table's rows long enough to look like prose (FCC's quadro by localidade: "CARGO:
TÉCNICO JUDICIÁRIO – ÁREA ADMINISTRATIVA (Nível Médio) – Sedes de Varas do Trabalho" over its Varas' rows):
twelve words or more with no count once ended the table as a sentence, and every place row under it was
lost. A line that opens as a cargo's or a slice's heading ("CARGO:", "Cargo 2 –", "Localidade:") names the
group of rows below it, as a short one does, when its name is no longer than a heading's may be and it ends
in no full stop (a sentence that happens to open with "Cargo:" still ends the table).

Where a stage joins a row's name lines to its counts (`span_after_row`: the name cell drawn before its
counts), such a heading is no name line when rows of their own follow it: the next two lines rows (words
and counts) that do not open as the heading does, nor as a Total row (Cebraspe's "CARGO 5: TÉCNICO EM
REGULAÇÃO DE PORTOS" / "FLUVIAIS 20 1 9 30 90" / "TOTAL …" or "CARGO 6: …" is a name wrapped, a row a
cargo). Once the table has shown such a heading, one row under the next one is enough. A heading over a
single row, alone, stays that row's name's start: the name read holds the same cargo either way."""

from __future__ import annotations

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.cells import split_cells
from cotacheck.linter.tables.names import CARGO_HEADING, CONTINUES, NAME_STARTS_LOW, SLICE_HEADING, heading_word

#: The longest name a heading gives (`Extractor.heading`): a cargo's in words (`name_words`), a slice's in
#: words and dashes alike ("MUNICÍPIO DE LAGOA DO OURO VERDE/PE – EDITAL DE CONCURSO PÚBLICO Nº 001/2025", a
#: running head, is no slice's heading).
CARGO_WORDS, SLICE_WORDS = 14, 10
_DASHES = frozenset("–-—/|")


def name_words(name: str) -> int:
    """The words of a heading's name, the dashes parting its pieces apart: "TÉCNICO JUDICIÁRIO – APOIO
    ESPECIALIZADO – TECNOLOGIA DA INFORMAÇÃO (Nível Médio) – Fóruns do Interior" is 12 words, not 15."""
    return sum(1 for word in name.split() if word not in _DASHES)


def names_group(line: Line) -> bool:
    """Whether `line`, with words and no count, is a cargo's or a slice's heading rather than prose."""
    text = line.text.rstrip()
    if text.endswith((".", ";")) or not heading_word(line.folded):
        return False
    plain = line.plain
    m = CARGO_HEADING.match(plain)
    if m:
        return name_words(m.group(1)) <= CARGO_WORDS
    m = SLICE_HEADING.match(plain)
    return m is not None and len(m.group(2).split()) <= SLICE_WORDS


def over_rows(lines: list[Line], k: int, width: int, shown: bool = False) -> bool:
    """Whether `lines[k]` is a heading over rows of their own (see the module's docstring), never a row's
    name line: the heading not visibly going on into the next line (a joining word or a dash at its end,
    lower case after), the next two lines rows (words and `width` counts or more, no Total row) that do not open as the
    heading does; with a heading over rows already `shown` in the table, the second line may be anything
    but a line opening as the heading does (a page's foot, the next heading)."""
    if k + 1 >= len(lines) or not names_group(lines[k]) or CONTINUES.search(lines[k].folded):
        return False
    opening = _opening(lines[k])
    below = lines[k + 1]
    if not _row(below, opening, width) or NAME_STARTS_LOW.match(below.text):
        return False
    if k + 2 >= len(lines):
        return shown
    after = lines[k + 2]
    return _row(after, opening, width) or (shown and _opening(after) != opening)


def _opening(line: Line) -> str:
    return line.folded.split(" ", 1)[0].rstrip(":")


def _row(line: Line, opening: str, width: int) -> bool:
    """A row of words and `width` counts or more ("… DE 2025" is none) that does not open as a heading
    (`opening`) does, nor as a Total row."""
    words, cells = split_cells(line)
    return bool(words) and len(cells) >= width and _opening(line) not in (opening, "total", "totais", "subtotal")
