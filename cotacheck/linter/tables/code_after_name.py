"""A row's name cell ended by its code, under a header whose code column stands right after the name's
("Cargo | Código | Carga horária semanal | Total AC PcD Negros"), as a flat extraction prints each row:
"Técnico em Radiologia 24h PRP-RAD-24 24 3 2 – 1".

The code cell is the last word before the counts shaped as a code (capitals and digits joined by "-",
"." or "/": "PRP-AGT-01", "PRP-ADM-III"; or capitals then digits: "S03", "A011"), with at least one word
before it: the words before it are the name, whole, and the code and the cells after it (the carga
horária, "40") are the text columns'. Since those columns stand after the code, what the name holds is
the name's own, numbers and hours included ("Agente de Trânsito Nível 2", "Médico Plantonista 12h",
"Técnico em Radiologia 12x36"): a name so bounded is not cleaned of hours and pay. A row with no such word
keeps the usual reading. Codes of digits only ("101") are not told from a number ending a name
("Nível 1"), and are left to it.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line

#: The name column's label followed by the code column's ("Cargo Código", "Função Cód.", "Emprego Código do cargo").
_CODE_AFTER_NAME = re.compile(
    r"\b(?:cargos?|func(?:ao|oes)|empregos?|especialidades?|denominacao|postos?)(?:/\S+)?\s(?:cod(?:igo)?\b|cod\.)"
)
#: A code cell: "PRP-AGT-01", "PRP-ADM-III", "ADM.02", "S03", "A011".
_CODE = re.compile(r"[A-Z][A-Z0-9]*(?:[-./][A-Z0-9]+)+|[A-Z]{1,4}\d{1,4}[A-Z]?")
#: How many words the text cells after the code may take, a column ("40 horas", "R$ 1.612,55").
_WORDS_A_COLUMN = 3


def code_follows_name(header_text: str) -> bool:
    """Whether the header (folded) names a code column right after the name column."""
    return _CODE_AFTER_NAME.search(header_text) is not None


def name_words(table, line: Line, words: list[str]) -> list[str]:
    """The row's name words: those before its code cell when it has one (the line kept in
    `table.code_named`), else `words` as they are."""
    columns = [c for c in table.columns if not c.is_count]
    name = next((n for n, c in enumerate(columns) if c.kind == "name"), None)
    if name is None:
        return words
    after = len(columns) - name - 2  # text columns after the code's
    for at in range(len(words) - 1, 0, -1):
        if len(words) - at - 1 > _WORDS_A_COLUMN * max(after, 0):
            break
        if _CODE.fullmatch(words[at]):
            table.code_named.add(line.number)
            return words[:at]
    return words


def bounded(table, lines: list[Line]) -> bool:
    """Whether a row's name lines end at its code cell: the name is then whole, its hours its own."""
    return bool(table.code_named) and any(x.number in table.code_named for x in lines)
