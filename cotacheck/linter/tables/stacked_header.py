"""A header in two stacked rows whose upper row spans the lower in the middle of its line.

"Cargo | Ampla Concorrência | Vagas reservadas | Total" over "PcD | Negros": the upper row's spanning
label ("Vagas reservadas", "Vagas") stands for the cells printed under it, and the columns after it on
its own line ("Total", "Jornada") come after them. Read line by line, the lower row's roles would be
put after the upper row's last column (Total before PcD), so every row's cells would shift. The grid
is put back by putting the lower row in the spanning label's place, when the lower row is roles only
and the upper row has exactly one such label, not at its end (a label at a line's end, or alone on a
line of labels, spans the roles below it already: `header.header_lines`), and not the prefix of a
role beside it ("Vagas AC").
"""

from __future__ import annotations

_SPAN = ("reserva", "vagas", "imm")
_PARTS = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other")
#: What may follow the spanning label on its own line: columns of their own
_AFTER = (*_PARTS, "total", "ignore", "name")


def fill_span(lines: list[list[str]]) -> list[list[str]]:
    """The header's lines (their kinds) with a stacked lower row put in its spanning label's place."""
    if len(lines) < 2:
        return lines
    top, below = lines[-2], lines[-1]
    if not below or not all(kind in _PARTS or kind == "total" for kind in below):
        return lines
    top = [k for i, k in enumerate(top) if not (k in _SPAN and i and top[i - 1] in _SPAN)]  # "reserva de vagas"
    spans = [i for i, kind in enumerate(top) if kind in _SPAN]
    if len(spans) != 1:
        return lines
    at = spans[0]
    after = top[at + 1 :]
    if not after or after[0] in _PARTS or not all(kind in _AFTER for kind in after):
        return lines
    if "total" in below and "total" in after:
        return lines  # two totals: not one grid
    return [*lines[:-2], [*top[:at], *below, *after]]


def _name_line_first(kinds: list[list[str]]) -> bool:
    """The header's first line opens with its name label (after codes) and every line after it is one
    label ("CÓD. EMPREGO VAGAS" / "AC" / "VAGAS" / "PcD" / … / "SALÁRIO": AOCP's quadro in raw text): its
    text labels after the counts are cells after them too."""
    first = kinds[0] if kinds else []
    if "name" not in first or len(kinds) < 4:
        return False
    opening = first[: first.index("name")]
    return all(k == "ignore" for k in opening) and all(
        len([k for k in ks if k not in ("vagas", "reserva")]) <= 1 for ks in kinds[1:]
    )


def _span_over_run(kinds: list[list[str]]) -> int | None:
    """A spreadsheet's two header rows drawn cell by cell in column order (LibreOffice Calc, read by pypdf):
    the upper row's cells merged over both rows on one line ("Cód. Especialidade Requisitos"), its spanning
    label alone a little higher ("Nº DE VAGAS", "VAGAS"), the cells after the span on a line of their own
    ("Remuneração inicial / Jornada"), then the lower row's roles ("TOTAL Ampla Concorrência Afrodescendentes
    PcD"). The index of the spanning label's line when the header is of that shape: the name's line first,
    text lines only between the span and the roles' run, which ends the header."""
    if len(kinds) < 3 or "name" not in kinds[0] or not all(k in ("name", "ignore") for k in kinds[0]):
        return None
    span = next((n for n, ks in enumerate(kinds) if len(ks) == 1 and ks[0] in ("total", "vagas", "imm")), None)
    run = kinds[-1]
    if span is None or span == len(kinds) - 1 or len(run) < 3 or not all(k in _PARTS or k == "total" for k in run):
        return None
    if sum(k in _PARTS for k in run) < 2 or not all(ks and set(ks) == {"ignore"} for ks in kinds[span + 1 : -1]):
        return None
    if not all(ks and set(ks) <= {"name", "ignore"} for ks in kinds[1:span]):
        return None
    return span


def _calc_order(header_buffer: list[tuple], span: int) -> list[tuple]:
    """The Calc header's lines in column order: the text cells drawn after the span stand after its run,
    and a span read as a total ("Nº DE VAGAS") over a run with its own total is the run's label (read as a
    column, it was a second total: every row's counts one short, none read)."""
    line, kinds = header_buffer[span]
    if kinds == ["total"] and "total" in header_buffer[-1][1]:
        kinds = ["vagas"]
    return [*header_buffer[:span], (line, kinds), header_buffer[-1], *header_buffer[span + 1 : -1]]


def header_order(header_buffer: list[tuple]) -> list[tuple]:
    """A header's lines (line, kinds) in the order their columns stand. A line of text labels only
    ("CARGO" printed a little below "VAGAS | CADASTRO DE RESERVA") is put first, as the name column
    starts a row; but in a header written one cell per line whose name comes first, text labels after
    the counts ("Cargo" / "Total de Vagas" / "Vagas PcD" / "Vagas Negros" / "Vencimento" / "Requisitos")
    are the row's cells after its counts, and stay where they are written."""
    kinds = [ks for _, ks in header_buffer]
    text = [all(k in ("name", "ignore") for k in ks) for ks in kinds]
    one_per_line = all(len([k for k in ks if k not in ("vagas", "reserva")]) == 1 for ks in kinds)  # "Vagas PcD"
    first_name = next((n for n, ks in enumerate(kinds) if "name" in ks), None)
    first_count = next((n for n, t in enumerate(text) if not t), None)
    if one_per_line and first_name is not None and first_count is not None and first_name < first_count:
        return list(header_buffer)
    if _name_line_first(kinds):
        return list(header_buffer)
    span = _span_over_run(kinds)
    if span is not None:
        return _calc_order(header_buffer, span)
    return sorted(header_buffer, key=lambda h: not all(k in ("name", "ignore") for k in h[1]))
