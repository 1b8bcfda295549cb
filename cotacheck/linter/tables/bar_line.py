"""A cargo's figures typed on one line, cells a bar apart, under labels abbreviated as a note-taker abbreviates.

A journalist who types an edital's quadro by hand into the pasted text (the PDF's copy came out scrambled)
writes one block per cargo, and now and then the whole block on one line: "Cargo : Jornalista | vg 2 | neg. 0 |
pcd 0 | AC 2". Read as a heading, the bar cells were taken into the cargo's name ("Revisor de Textos | vg 3 |
neg. 1", confirmed) and the heading went on naming the next statement below it, the notes' grand total ("total
geral: 75 vagas imediatas, 15 p/ negros"): a cargo of 75 vacancies, confirmed.

Here such a line is read as what it is: the cargo's name (the cells before the first count: a bare cell is its
área, a labelled one such as "Nível: Superior" another field), then cells of a label and a count. The
abbreviations ("vg", "neg.", "pcd", "AC", "CR") are read as roles only on such a line, where the line itself
names them. A count is digits (its words in brackets dropped: "03 (três)"), a number in words, or "-" / "não
tem" / "não há" (none). The reading is confirmed only when the arithmetic proves every figure: a total, ampla
concorrência and every reserve given, each cell's label known, and total = ampla + reserves; otherwise it is
uncertain with the reason. Either way the line's cargo heading names no later statement. A line whose every
cell is "label: count" under the edital's own words (a portal's card: "| Total de vagas: 22 | AC: 16 | Reserva
para negros: 5", `field_bars`) is read alike, its labels naming their roles (the prose reader's rule).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, words_value
from cotacheck.linter.tables.names import clean_name
from cotacheck.linter.tables.prose_items import label_role

#: The line's opening key: "Cargo :", "CARGO:", "Função –", "1. Cargo:" (the cheap test is `"|" in text`).
_KEY = re.compile(r"^\s?(?:\d{1,3}(?:\.\d{1,3}){0,3}[.)]?\s)?(?:cargo|funcao|emprego)\s?[:–—-]\s?")

#: A cell's label, folded, its dots and colon dropped: the roles it may stand for on such a line.
_ROLES = {
    "total": r"vg|vgs|vaga|vagas|vagas totais|total|tot|total de vagas|qtd|qtde|n de vagas|vagas imediatas",
    "open": r"ac|a c|ampla|ampla conc|ampla concorrencia|amp|concorrencia ampla",
    "pcd": r"pcd|pcds|pne|def|deficientes|pessoas com deficiencia|res pcd|reserva pcd|vagas pcd",
    "negros": r"neg|negr|negros|negras|pn|cotas? negros|res negros|reserva negros|reserva p/ negros|vagas negros",
    "pretos_pardos": r"ppp|pp|pretos e pardos|pretos/pardos",
    "cr": r"cr|cad res|cadastro reserva|cadastro de reserva",
}
#: The abbreviations only a note-taker writes ("vg 3", "neg.: 1"): a line with one of them (or a cell with no colon)
#: is this class's; a card whose every field is "label: count" in the edital's own words is `field_bars`'.
_NOTE_ONLY = frozenset(
    ("vg", "vgs", "tot", "qtd", "qtde", "neg", "negr", "a c", "amp", "def", "res negros", "res pcd", "cad res")
)
_ROLE = {label: role for role, labels in _ROLES.items() for label in labels.split("|")}
#: A cell: its label and its count, in either order ("vg 3", "AC: 2", "neg. 01 (uma)", "3 vagas").
_COUNT = r"(?P<n>\d{1,5})(?:\s?\([a-z ]{2,40}\))?|(?P<none>[-–—]|nao tem|nao ha|nenhuma?|zero)"
_LABEL_FIRST = re.compile(r"(?P<label>[a-z][a-z./º°ª ]{0,28}?)\s?[:=]?\s?(?:" + _COUNT + r")")
_COUNT_FIRST = re.compile(r"(?:" + _COUNT + r")\s(?P<label>[a-z][a-z./º°ª ]{0,28})")
_WORDS_COUNT = re.compile(
    r"(?P<label>[a-z][a-z./º°ª ]{0,28}?)\s?:\s?(?P<words>[a-z]{2,12}(?: (?:e )?[a-z]{2,12}){0,3})"
)
#: A labelled cell of another field ("Nível: Superior", "Salário: R$ 3.200,00", "40h"): no count of vacancies.
_OTHER = re.compile(
    r"(?:nivel|escolaridade|salario|vencimento|remuneracao|carga|jornada|requisitos?|taxa|lotacao)\b|r\$"
)
_PARTS = ("open", "pcd", "negros", "pretos_pardos")


def _label_key(label: str) -> str:
    return re.sub(r"\s+", " ", label.replace(".", " ").replace(":", " ")).strip()


def _label_role(label: str) -> str | None:
    """A label's role: a note's abbreviation, else the vocabulary of labelled figures ("Reserva para negros")."""
    key = _label_key(label)
    return _ROLE.get(key) or label_role(key)


def _cell(cell: str) -> tuple[str, str | None, int | None] | None:
    """A cell's (label, role, count) when it is one of a label and a count; None when it is no count cell.
    The count is None for a cadastro ("CR" alone)."""
    for pattern in (_LABEL_FIRST, _COUNT_FIRST):
        m = pattern.fullmatch(cell)
        if m:
            count = 0 if m.group("none") else int(m.group("n"))
            return m.group("label"), _label_role(m.group("label")), count
    m = _WORDS_COUNT.fullmatch(cell)
    if m and words_value(m.group("words")) is not None:
        return m.group("label"), _label_role(m.group("label")), words_value(m.group("words"))
    if _label_role(cell) == "cr":
        return cell, "cr", None
    return None


def parse(text: str) -> tuple[str, dict[str, int], list[str], bool] | None:
    """The line's cargo name, its figures by role, why they are not proven (empty: proven) and whether it
    says the cargo has a cadastro; None when the line is not a cargo's cells a bar apart with some count."""
    plain = fold(text)
    key = _KEY.match(plain)
    if key is None or "|" not in plain:
        return None
    cells = [c.strip() for c in plain[key.end() :].split("|")]
    raw = [c.strip() for c in text[key.end() :].split("|")]
    name_parts = [raw[0]] if cells[0] else []  # the first cell is the name, whatever it holds ("Área 2: Saneamento")
    found: dict[str, int] = {}
    doubts: list[str] = []
    cr = counted = own = False
    for cell, shown in zip(cells[1:], raw[1:]):
        read = _cell(cell) if cell else None
        if read is None:
            if not cell or _OTHER.match(cell) or ":" in cell:
                continue  # an empty cell, or another field of the cargo's ("Nível: Superior")
            if counted or any(ch.isdigit() for ch in cell):
                doubts.append(f"a célula “{shown}” não foi lida")
            else:
                name_parts.append(shown)  # an área's bare cell before the counts
            continue
        label, role, count = read
        counted = True
        own = own or ":" not in cell or _label_key(label) in _NOTE_ONLY  # a note's abbreviation, or no colon
        if role is None:
            doubts.append(f"o rótulo “{label.strip()}” não diz de que vagas é o número")
        elif role == "cr" or count is None:
            cr = True
        elif role in found and found[role] != count:
            doubts.append(f"dois números para o mesmo rótulo ({found[role]} e {count})")
        else:
            found[role] = count
    name = clean_name(" – ".join(name_parts)) if counted and name_parts else ""
    return (name, found, doubts + _arithmetic(found, own), cr) if name else None


def _arithmetic(found: dict[str, int], own: bool) -> list[str]:
    """Why the figures are not proven by their sum. A note's abbreviations prove their roles only by the sum:
    every role given, total = ampla + reserves. A card's fields in the edital's own words ("Total de vagas: 10 |
    Reserva para negros: 2") name their roles: the total given, and the parts adding up to it when ampla
    concorrência is given (else the reserves within it), as a statement's figures are read (`prose`)."""
    parts = sum(v for k, v in found.items() if k in _PARTS)
    if "total" not in found:
        return ["a linha não dá o total de vagas: as vagas são a soma das partes"] if found else []
    if own and "open" not in found:
        return ["a linha não dá a ampla concorrência: a soma não prova as reservas"]
    if own and ("pcd" not in found or not ({"negros", "pretos_pardos"} & set(found))):
        return ["a linha não dá todas as reservas: a soma não prova os números"]
    if "open" in found and parts != found["total"]:
        return [f"as partes somam {parts}, não o total de {found['total']} vagas"]
    if parts > found["total"]:
        return [f"as reservas somam {parts}, mais que o total de {found['total']} vagas"]
    return []


def read_line(reader, line: Line) -> bool:
    """Read `line` when it is a cargo's cells a bar apart (the caller tests `"|" in line.text` first): the
    position kept by the prose reader, and the line's cargo heading spent. False when it is no such line."""
    parsed = parse(line.text)
    if parsed is None:
        return False
    if reader.cargo_context and reader.cargo_context[1] == line.number:
        reader.cargo_context = None  # its figures are on its own line: it names no statement below
    name, found, doubts, cr = parsed
    if not found and not cr or (found and "total" not in found and "open" not in found):
        return True
    values = {k: ("n", v) for k, v in found.items()}
    if not found:
        values["total"] = ("cr", 0)
    position = reader.make_position(name, line.number, values, "texto")
    position.lines = [line.number]
    position.reading = "prose"
    position.confidence = "uncertain" if doubts else "confirmed"
    position.doubt = "; ".join(doubts) or None
    reader.keep_statement(position, found or {"cr": 0})
    reader.statement_lines.add(line.number)
    return True
