"""A cargo's cell holding its pay, merged down the rows of its especialidades or polos, as pypdf gives a
web page's quadro printed by Chromium under a header of two rows (`span_after_row` re-lays the header).

A state court's quadro (Cebraspe's TJPI): "Cargo | Área / especialidade | Polo / lotação | Vagas (Ampla
concorrência, PcD, Negros, Total) | Cadastro de reserva", the cargo's cell ("Analista Judiciário" /
"(vencimento R$" / "13.994,78)") spanning its rows. Chromium paints a table in the order of its cells, so
pypdf gives the cargo cell's lines once, before its first row, and each row's own cells on its counts' line
("Área Judiciária Teresina 4 1 1 6 12"), a cell wrapped on the lines before it ("Especialidade Tecnologia
da" / "Informação Teresina 2 0 1 3 6"). Joined as a name cell drawn before its counts, the first row was
named by the cargo alone, a later row by its especialidade alone, and a cell of four lines ended the table:
the rows of the next cargos were read without it (phantom "Área Administrativa Polo I" rows).

A name group (the lines between two rows) holding a pay ("vencimento", "remuneração", "salário", "R$") is
the cargo's cell: the cargo is its lines before the pay, the pay runs to the line with its amount, and what
follows is the row's own wrapped cell. Each later row is "<cargo> – <its own cells>". Where a row's own cell
ends and whether a line before a row without pay is its wrapped cell or a cargo's cell printed without pay is
not in the text, so every row of such a table is left uncertain, saying so; its counts are read and proven
by their arithmetic as any row's. A Total row keeps its label. Nothing changes where the first row's group
holds no pay.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

#: A pay's opening words in a cargo's cell, folded ("(vencimento R$", "– Remuneração: R$ 4.100,00"): at a line's
#: start, or run on from the cargo's name ("Auditor Fiscal (vencimento R$ 7.856,42)", "Analista – subsídio").
_PAY = re.compile(r"(?:^|(?<=\s))[(\-–—]?\s*(?:vencimento|remuneracao|salario|subsidio)\b|\br\$")
#: The pay's amount ending it ("13.994,78)").
_AMOUNT = re.compile(r"\d{1,3}(?:\.\d{3})*,\d{2}\)?$")
DOUBT = (
    "o cargo vem numa célula mesclada, com o vencimento, antes da primeira das suas linhas: o nome foi "
    "composto com as células da linha, e onde cada uma termina não está no texto; confira o nome"
)


def pay_line(line: Line) -> bool:
    """A line of a cargo cell's pay: its opening words, its amount's "R$", or its amount alone."""
    folded = line.folded
    return _PAY.match(folded) is not None or "r$" in folded or _AMOUNT.fullmatch(line.text.strip()) is not None


def _opening(line: Line) -> int | None:
    """Where a pay opens in `line` (its start, or where it runs on from the cargo's name), or None."""
    if _PAY.search(line.folded) is None:
        return None
    plain = line.plain  # folded as `text` is long, number words kept: where the pay opens in `text`
    found = _PAY.search(plain)
    return None if found is None or len(plain) != len(line.text) else found.start()


def names(rows: list[tuple[list[Line], Line, list[int]]]) -> list[str] | None:
    """Each row's laid text ("<cargo> – <its cells> <counts>"), or None when the first row's name lines
    hold no cargo's pay (the rows are not this class)."""
    if not rows or _cell(rows[0][0]) is None:
        return None
    laid: list[str] = []
    cargo = ""
    for lines, line, _ in rows:
        cell = _cell(lines)
        if cell is not None:
            cargo, lines = cell
        if line.folded.startswith(("total", "subtotal")) and not lines:
            laid.append(line.text)
            continue
        own = " ".join([*(n.text for n in lines), line.text])
        laid.append(f"{cargo} – {own}")
    return laid


def _cell(lines: list[Line]) -> tuple[str, list[Line]] | None:
    """(the cargo, the lines after its pay: the row's own cell wrapped) of a name group holding a pay, or None.
    The cargo is the lines before the pay's, and the words its line holds before it (the pay run on from the
    name's last line): never the pay's opening word ("Auditor Fiscal (vencimento")."""
    start = at = None
    for n, line in enumerate(lines):
        at = _opening(line)
        if at is not None:
            start = n
            break
    if start is None:
        return None
    end = next((n for n in range(start, len(lines)) if _AMOUNT.search(lines[n].text.strip())), None)
    if end is None:
        return None
    cargo = " ".join([*(x.text.strip() for x in lines[:start]), lines[start].text[:at].strip()]).strip()
    if not cargo:
        return None  # a pay with no cargo's name before it
    return cargo, lines[end + 1 :]
