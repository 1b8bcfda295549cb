"""A row's name that runs on into a requisito under a header with a requisitos column between the name and
the counts: the table in doubt.

pypdf gives a row's cells in turn, one space between them: under "Código Cargo Escolaridade /
Pré-requisitos Vagas …" (IBGP's annex, a Word table LibreOffice printed; Fundep's WeasyPrint annex in a
Diário Oficial) a row reads "101 Motorista de Caminhão Ensino médio completo Curso de operação de ETA 3 1 0
4 44h …", and where the stages that cut the name from its requisito by words (`requisito_span`) do not
take the table (its header cut over more lines than they look at, a row's requisito that opens as none),
the name read is the whole run. Its figures may still close by their arithmetic, but the name is not proven:
a row whose name holds a word opening a requisito ("Ensino …", "Curso …", "Graduação …", as
`requisito_lines` knows them; not right after a joining word, "Professor de Ensino Fundamental", nor after a
list's mark or a dash, "Educação Especial – • Curso Superior …", items other stages read) leaves the table
uncertain, saying so.
"""

from __future__ import annotations

from cotacheck.linter.tables.requisito_span import _name_end

DOUBT = (
    "na linha {line}, o nome do cargo segue nos requisitos (“{name}”): onde o nome termina não é dado pelo "
    "texto; confira o nome"
)


def check(extractor, table, line: int, name: str) -> None:
    """The table in doubt when the row's `name` (at `line`) runs on into a requisito under a header with a
    requisitos column between the name and the counts."""
    if not table.inner_text or not name or " " not in name:
        return
    words = name.split()
    end = _name_end(words)
    if end is not None and words[end - 1][-1:].isalnum():  # after a list's mark or a dash: its items', not a run
        short = name if len(name) <= 50 else name[:49].rstrip() + "…"
        extractor.table_doubts.setdefault(table.id, DOUBT.format(line=line, name=short))
