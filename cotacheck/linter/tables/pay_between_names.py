"""A quadro whose pay column stands between two name columns ("Cargo | Vencimento básico | Lotação | AC | PcD |
Negros | Total | CR"), the cargo's and its pay's cells merged down the rows of its lotações (a state autarquia's
annex: Typst or Writer, read by pdftotext -layout or pypdf).

A row prints "Agente de Trânsito e Fiscalização R$ 3.876,52 Vitória da Conquista 3 0 1 4 8" where its cargo's
cell stands on its line, "Feira de Santana 3 1 2 6 12" where the merged cell stands on another row's line.
A row's name is cut at the first pay it runs into (`names.clean_name`: "Analista R$ 12.455,30 40h", pay and
hours other columns), so the lotação after the pay was lost and the row was named by its cargo alone: a
cargo of the edital read with one lotação's figures, a phantom where the edital lists the cargo by
lotação. Under such a header the words after the pay are the second name column's cell: the row is named
"<cargo> – <lotação>". A row of such a table with no pay (its cargo's cell merged from another row's line)
is named by its lotação alone, which the text does not tie to a cargo: where rows with the pay in their text
and rows without it stand in one table, the table is left uncertain (rows with no pay at all in their text keep
it after their counts: a header read otherwise).
"""

from __future__ import annotations

import re

#: A pay cell and what follows it ("R$ 3.876,52 Vitória da Conquista").
_PAY = re.compile(r"\s(?:R\$\s?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,3}(?:\.\d{3})+,\d{2})\s(?=\S)")
_LETTER = re.compile(r"[^\W\d_]")
_HOURS = re.compile(r"^\d{1,2}\s?h(?:oras)?\b\s*", re.I)

DOUBT = (
    "na linha {line}, a linha traz a lotação sem o cargo e o vencimento, cujas células se estendem por "
    "várias linhas: a que cargo cada lotação pertence não é dado pelo texto; confira os cargos"
)


def applies(table) -> bool:
    """The header names a name column, then text columns, then a name column again, before its counts."""
    kinds = []
    for column in table.columns:
        if column.is_count:
            break
        if not kinds or kinds[-1] != column.kind:
            kinds.append(column.kind)
    return "name" in kinds and kinds[kinds.index("name") :][:3] == ["name", "ignore", "name"]


def named(extractor, table, line: int, text: str, name: str) -> str:
    """`name` as "<cargo> – <lotação>" where the row's `text` (at `line`) holds a pay with words after it;
    a row with no pay puts the table in doubt (module docstring)."""
    if not applies(table):
        return name
    pay = _PAY.search(text)
    # rows with the pay in their text and rows without it: the latter's cargo cells merged from another row's
    unpaid, paid = table.unpaid_line, table.paid_row
    if pay is None:
        if paid:
            extractor.table_doubts.setdefault(table.id, DOUBT.format(line=line))
        table.unpaid_line = unpaid or line
        return name
    table.paid_row = True
    if unpaid is not None:
        extractor.table_doubts.setdefault(table.id, DOUBT.format(line=unpaid))
    after = _HOURS.sub("", text[pay.end() :].strip())
    if not _LETTER.search(after) or not name:
        return name
    return f"{name} – {after.strip(' -–—:|;,.')}"
