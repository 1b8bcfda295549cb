"""A cargo's cell merged over its sub-rows (a row per sexo, or per localidade), a cell a line, as pypdf gives a
table an HTML engine printed (wkhtmltopdf, Qt): re-laid a row a line, each named by its cargo and its part.

An edital of a Guarda Municipal (Ibade's, a prefeitura's) prints its quadro as an HTML table: "Cargo | Sexo |
Vagas AC | Vagas PcD | Vagas Negros | Total | Vencimento | Carga horária", the cargo's cell merged (rowspan)
over its rows by sex, and the pay and the hours at times merged too. The engine draws the cells in the
document's order, each cell whole; pypdf gives a cell a line, a cell's words wrapped over lines of their own:

    Cargo / Sexo / Vagas Ampla / Concorrência / … / Total / de / Vagas / Vencimento Base / Carga / Horária
    Guarda Civil / Municipal de 3ª / Classe / Masculino / 17 / 02 / 05 / 24 / R$ 2.947,33 + / … / semanais
    Feminino / 05 / 01 / 02 / 08
    Agente de / Fiscalização de / Trânsito / Ambos / 05 / - / 01 / 06 / R$ 2.611,90 / 40 horas / semanais

Read a line at a time, the sex was taken for the cargo ("Masculino", "Feminino" confirmed as cargos) and the
text cells after the counts for the next row's name. In the document's order a merged cell comes in its
first row, before that row's other cells; the rows it spans come after it and before the next cargo's cell:
each sub-row is the cargo's above it. Each sub-row is re-laid as one line, "Guarda Civil Municipal de 3ª
Classe – Masculino 17 02 05 24", at the line of its part (the sex, the localidade), under a header of the
name and the count roles ("Cargo AC PcD Negros Total"), every other line of the quadro left empty; the pass
proves each row by its arithmetic.

What the text does not show: with text columns after the counts (pay, hours), where the last row's text
cells end and the next cargo's cell starts (both are words, each wrapped at any word): the likeliest split
(a text cell's line holds a pay, hours, opens in lower case or in a bracket, or the line before it ends in a
joining word) is taken and the row left uncertain with the reason, unless no line stands between its part
and the last row's counts (the same cargo, its text cells merged above). A localidade is words of any
length: where the cargo's cell ends and the localidade's starts is shown only by one line each (the first
row) or by the localidade's line alone (a further row, no text columns). "Negros e Índios" is one column, a
reserve for both together: the negros' part is not told, and no row is confirmed.

The quadro: a line that is the cargo's label alone, the next the part's label alone ("Sexo", "Gênero",
"Localidade", "Lotação", "Município" …), then the other labels a piece a line (the header ends at the last
line whose labels the vocabulary reads whole), the counts' roles and only text labels after them; each row
its part's line and exactly as many count cells as the header names, each alone on its line; a page's
footer, running head and the header again between two rows; a TOTAL row ends it, as does a line the shape
does not explain (a sentence, a title, a count run of another width). A later stage's table of the same
shape (the candidates called to the TAF: "Total de convocados", or a lead-in saying so, `stage.not_vacancies`)
is re-laid the same, its total named "Total de convocados", so that the pass reads it whole, its pages after
a break too, and drops it. Trigger: the two labels on consecutive lines (a pattern searched once).
"""

from __future__ import annotations

import re
from functools import partial

from cotacheck.linter.read.text import Line, fold, laid_line
from cotacheck.linter.tables.cells import parse_count
from cotacheck.linter.tables.header import PLAIN_LABEL, header_tokens, unmatched_words
from cotacheck.linter.tables.names import CONTINUES, NAME_STARTS_LOW, PAGE_MARKER, TOTAL_ROW
from cotacheck.linter.tables.relaid import tables_at
from cotacheck.linter.tables.sex_rows import SEXES
from cotacheck.linter.tables.stage import not_vacancies

#: The cargo's label alone on a line, the part's alone on the next (a literal newline first: fast).
_TRIGGER = re.compile(
    r"\n(?:Cargos?|CARGOS?|Empregos?|EMPREGOS?|Fun[çc][ãa]o|FUN[ÇC][ÃA]O)[ \t]*\n"
    r"(?:Sexo|SEXO|G[êe]nero|G[ÊE]NERO|Localidades?|LOCALIDADES?|Lota[çc][ãa]o|LOTA[ÇC][ÃA]O|Munic[íi]pios?|"
    r"MUNIC[ÍI]PIOS?|Cidades?|CIDADES?|Polos?|POLOS?|Regi[ãa]o|REGI[ÃA]O|Unidades?|UNIDADES?)[ \t]*\n"
)
_SEX_LABELS = frozenset(("sexo", "genero"))
#: A code column's label just above the cargo's: a quadro of codes (a column band's "Código" / "Cargo" /
#: "Lotação", each column a block), not rows opened by their cargo's cell.
_CODE_LABEL = re.compile(r"(?:codigo|cod\.?|item|n[º°o]\.?|n\.[º°])")
#: The count roles a header may name (each once), and the labels that only lead one ("Vagas PcD").
_ROLES = frozenset(("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total"))
_LEADS = frozenset(("vagas", "reserva", "imm"))
#: "Negros e Índios": one column, the reserve of both together.
_JOINT = re.compile(r"\bnegr[oa]s? (?:e|ou|/) (?:indios|indigenas)\b")
_MAX_HEADER = 24  # lines of the header's labels after the part's
_MAX_RUN = 24  # lines of words between two rows' counts: text cells, a cargo's cell, a part's
_MAX_CELL_LINE = 60  # a cell's line is short (a sentence, a note runs longer)
_MAX_WORDS = 8
#: What ends a quadro among lines of words: a title, a section's or an item's number.
_TITLE = re.compile(r"(?:quadro|anexo|tabela|obs\b|nota\b|legenda)|\d{1,2}(?:\.\d{1,2})*\.\s|\d{1,2}(?:\.\d{1,2})+\s")
#: A text cell's line after the counts: a pay, hours, a shift, a pay's or hours' word.
_TEXT_CELL = re.compile(
    r"r\$|\d{1,3}(?:\.\d{3})*,\d{2}\b|\d\s?h\b|\bhoras?\b|\bsemana|\d{1,2}\s?x\s?\d{2}|"
    r"\b(?:escalas?|plantao|plantoes|integral|turnos?|diurno|noturno|gratificac|adicional|subsidio)"
)
#: A cargo's line opens with a capital letter: a line opening otherwise (a digit, "+", "(") is a text cell's.
_NOT_CAPITAL = re.compile(r"[^A-ZÀ-Ý]")
_MAX_FURNITURE = 5  # lines between a page's last row and its header printed again (footer, running head)
_JOINS_NEXT = re.compile(r"[+/,(–-]$")
SPLIT_DOUBT = (
    "o cargo está numa célula mesclada sobre as suas linhas, uma célula por linha, com as células de texto "
    "(vencimento, carga horária) da linha anterior antes dele: onde elas terminam e o cargo começa não é dado "
    "pelo texto"
)
PLACE_DOUBT = (
    "o cargo está numa célula mesclada sobre as linhas das localidades, uma célula por linha: onde termina o "
    "cargo e começa a localidade não é dado pelo texto"
)
JOINT_DOUBT = "reserva conjunta para negros e índios: a parte de negros não é informada"


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a sub-row a line; `doubts` gets the rows it
    leaves unproven (line → why)."""
    starts = [m.start() + 1 for m in _TRIGGER.finditer(text)]
    return tables_at(lines, text, starts, partial(_table, doubts=doubts)) if starts else lines


def _header(lines: list[Line], at: int) -> tuple[int, list[str], bool, bool, bool] | None:
    """(the index of the header's last line, its count roles, whether text columns follow them, whether the
    negros' column is "Negros e Índios", whether it names a later stage's calls) of the quadro whose cargo
    label is at `at`, or None."""
    if at > 0 and _CODE_LABEL.fullmatch(lines[at - 1].folded.strip()):
        return None
    end, k = None, at + 2
    while k < len(lines) and k - at <= _MAX_HEADER and _label_piece(lines[k].text):
        if not unmatched_words(" ".join(line.folded for line in lines[at + 2 : k + 1])):
            end = k
        k += 1
    if end is None:
        return None
    folded = " ".join(line.folded for line in lines[at + 2 : end + 1])
    tokens = header_tokens(folded)
    if not tokens:
        return None
    calls = "notvac" in tokens  # "Total de convocados": a later stage's calls
    tokens = [token for token in tokens if token != "notvac"]
    joint = _JOINT.search(folded) is not None
    roles: list[str] = []
    texts = 0
    for n, token in enumerate(tokens):
        after = tokens[n + 1] if n + 1 < len(tokens) else ""
        if token in _LEADS and after in _ROLES and not texts:
            continue  # "Vagas PcD": the label that leads a role
        if token == "indigenas" and joint and roles[-1:] == ["negros"]:
            continue  # "Negros e Índios": one column
        if token in _ROLES and not texts and token not in roles:
            roles.append(token)
        elif token == "ignore" and roles:
            texts += 1
        else:
            return None
    if "total" not in roles or len(roles) < 3 or not {"negros", "pretos_pardos"} & set(roles):
        return None
    return end, roles, bool(texts), joint, calls


def _label_piece(text: str) -> bool:
    """A header label's piece on its line: a few words, no digit, no sentence's end."""
    text = text.strip()
    return (
        bool(text) and len(text.split()) <= _MAX_WORDS and not any(ch.isdigit() for ch in text) and text[-1] not in ".;"
    )


def _words_line(line: Line) -> bool:
    """A line of a cell's words ("(40%)" too): short, not a count cell, no sentence's end, no title."""
    text, folded = line.text.strip(), line.folded.strip()
    if folded in SEXES:
        return True  # "Masc.", "Fem."
    return (
        bool(text)
        and len(text) <= _MAX_CELL_LINE
        and parse_count(folded) is None
        and text[-1] not in ".;:"
        and not _TITLE.match(folded)
    )


def _cells(lines: list[Line], k: int, width: int) -> list[str] | None:
    """The `width` count cells alone on their lines from `k`, no count cell after them; else None."""
    cells = [line.text.strip() for line in lines[k : k + width]]
    if len(cells) < width or any(parse_count(fold(c)) is None for c in cells):
        return None
    if k + width < len(lines) and parse_count(lines[k + width].folded.strip()) is not None:
        return None
    return cells


def _tails(texts: list[str]) -> int:
    """How many of the lines before a cargo's cell are the last row's text cells (the likeliest split): lines
    holding a pay or hours, opening with no capital letter, or after a line that goes on (a joining word, "+",
    a bracket left open)."""
    n = 0
    while n < len(texts) and (
        _TEXT_CELL.search(fold(texts[n])) or _NOT_CAPITAL.match(texts[n]) or (n and _continued(texts[:n]))
    ):
        n += 1
    return n


def _continued(texts: list[str]) -> bool:
    """Whether the text cell whose lines are `texts` goes on to the next line."""
    last = texts[-1]
    if CONTINUES.search(last) or _JOINS_NEXT.search(last):
        return True
    opened = sum(t.count("(") - t.count(")") for t in texts)
    return opened > 0


def _part(texts: list[str], sex: bool) -> int | None:
    """How many of the last lines of a run are the row's part (its sex, its localidade), or None."""
    if sex:
        return 1 if fold(texts[-1]).strip() in SEXES else None
    n = 1
    while n < len(texts) and (NAME_STARTS_LOW.match(texts[-n]) or CONTINUES.search(texts[-n - 1])):
        n += 1
    return n


def _split(texts: list[str], sex: bool, after_row: bool, cargo: bool) -> tuple[str, str, int, str] | None:
    """(the new cargo's name or "", the part, how many lines it takes, why the split is unproven or "") of the
    lines of words before a row's counts (`after_row`: the last row's text cells may come first; `cargo`:
    a cargo's cell came before); None when they are no row's."""
    part = _part(texts, sex)
    if part is None:
        return None
    rest = texts[:-part]
    if not (rest or cargo):
        return None  # a row with no cargo above it
    tail = _tails(rest) if after_row else 0
    forced = (len(texts) == 1 and cargo) or (len(texts) == 2 and not cargo)  # one line each
    why = SPLIT_DOUBT if after_row and rest else "" if sex or forced else PLACE_DOUBT
    return " ".join(rest[tail:]), " ".join(texts[-part:]), part, why


def _page_break(lines: list[Line], k: int, header: list[str]) -> int | None:
    """The index after the header printed again within reach of `k` (a page's footer and running head
    before it), else None."""
    for j in range(k, min(len(lines) - len(header) + 1, k + _MAX_FURNITURE + 1)):
        if all(lines[j + n].text.strip() == label for n, label in enumerate(header)):
            return j + len(header)
    return None


def _furniture(line: Line, label: str) -> bool:
    """Whether a page's footer, its running head or the header again may start at `line`: a page's marker,
    the header's first label, a line that is neither a cell's words nor a count."""
    folded = line.folded.strip()
    if PAGE_MARKER.match(folded) or line.text.strip() == label:
        return True
    return not _words_line(line) and parse_count(folded) is None


def _total(texts: list[str], after_row: bool) -> bool:
    """Whether the words before a row's counts are a TOTAL row's label (the last row's text cells first)."""
    rest = texts[_tails(texts) if after_row else 0 :]
    return len(rest) == 1 and TOTAL_ROW.match(fold(rest[0]).strip()) is not None


def _rows(lines: list[Line], k: int, header: list[str], width: int, sex: bool, text_columns: bool):
    """The quadro's rows from index `k` under the header whose lines are `header` (each row: its line number,
    its re-laid text, why it is unproven or "") and the index of its last line."""
    rows: list[tuple[int, str, str]] = []
    cargo, run, last, after_row = "", [], k - 1, False
    while k < len(lines):
        line = lines[k]
        if rows and _furniture(line, header[0]):
            page = _page_break(lines, k, header)
            if page is not None:  # the quadro goes on after the page's footer and its header again
                k, last, run, after_row = page, page - 1, [], False
                continue
        if _words_line(line):
            if len(run) >= _MAX_RUN:
                break
            run, k = [*run, k], k + 1
            continue
        cells = _cells(lines, k, width) if run else None
        texts = [lines[n].text.strip() for n in run]
        if cells and rows and _total(texts, text_columns and after_row):  # the TOTAL row ends the quadro
            rows.append((line.number, " ".join(["TOTAL", *cells]), ""))
            last, run = k + width - 1, []
            break
        read = _split(texts, sex, text_columns and after_row, bool(cargo)) if cells else None
        if read is None:
            break
        name, part, size, why = read
        cargo = name or cargo
        rows.append((lines[run[-size]].number, f"{cargo} – {part} {' '.join(cells)}", why))
        k += width
        last, run, after_row = k - 1, [], True
    if rows and text_columns and run:  # the last row's text cells after its counts
        tail = _tails([lines[n].text.strip() for n in run])
        last = run[tail - 1] if tail else last
    return rows, last


def _table(lines: list[Line], at: int, doubts: dict[int, str]) -> tuple[int, int, list[Line]] | None:
    """The quadro whose cargo label is at index `at`, re-laid: (first line number, last, its lines), or None."""
    if at + 2 >= len(lines):
        return None
    header = _header(lines, at)
    if header is None:
        return None
    end, roles, text_columns, joint, calls = header
    sex = lines[at + 1].folded.strip() in _SEX_LABELS
    labels = [line.text.strip() for line in lines[at : end + 1]]
    rows, last = _rows(lines, end + 1, labels, len(roles), sex, text_columns)
    if not rows:
        return None
    # a later stage's calls: re-laid the same, the total named as theirs (the pass reads and drops them)
    calls = calls or not_vacancies(lines, at)
    named = [PLAIN_LABEL[r] + (" de convocados" if calls and r == "total" else "") for r in roles]
    head = " ".join([labels[0], *named])
    texts = {number: text for number, text, _ in rows}
    laid = [laid_line(lines[at].number, head)]
    laid += [laid_line(line.number, texts.get(line.number, "")) for line in lines[at + 1 : last + 1]]
    for number, text, why in rows:
        if (joint or why) and not calls and not text.startswith("TOTAL "):
            doubts.setdefault(number, JOINT_DOUBT if joint else why)
    return lines[at].number, lines[last].number, laid
