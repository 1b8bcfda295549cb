"""A web page's quadro printed by Chromium and read by pypdf, its cargo cell spanning its especialidades' rows
(`rowspan`), under a header of two rows whose lower row pypdf prints after the upper one.

An autarquia's quadro (FGV's IPAJM): "Cargo | Código | Especialidade | Requisitos para investidura | Vagas
imediatas (AC, PcD, Negros, Total) | Cadastro de reserva", the cargo's cell ("Analista Previdenciário" /
"Vencimento inicial: R$ 8.946,27") merged down the rows of its especialidades. Chromium paints a page in the
order of its cells, so pypdf gives the header's upper row, then its lower row glued to the upper row's last
word ("Vagas imediatas Cadastro" / "de" / "reservaAC PcD Negros Total"), then the spanning cargo cell's lines
before its first row only, then each row from its code: its especialidade's and requisito's lines (on one
line where each takes one), its counts on the last one or alone ("A05" / "Tecnologia da" / … / "2 0 1 3 6").
Read as it stood, the header's roles were not found and nothing was read.

What stands between a row's counts and the next row's code can only be a spanning cell's (the next cargo's:
its cell comes first in its first row) or the page's furniture (its marker, its running head, the header
again after a page break); a row with nothing before its code is the cargo above's. So each row is re-laid
"<cargo> – <especialidade> <counts>" (the cargo's lines before its pay's, "Vencimento …", "R$ …"; the
especialidade the row's words before the one that opens its requisito, "Diploma …", "Certificado …", "Curso
…"), the header as one line in column order ("Cargo AC PcD Negros Total Cadastro de reserva": the lower row's
roles in the spanning label's place, the cadastro's label where it stands beside it), the cargo cells and,
between two rows, the page's furniture and the header repeated dropped (after a page break, a cargo's cell
is what follows the header repeated); the pass reads the counts by their arithmetic, but where the especialidade ends is
read from words: every row is left uncertain, saying so (a bare especialidade is never confirmed as a
cargo). The quadro: a header opening "Cargo Código" (a trigger searched once in the text), a spanning
"Vagas" label, two count roles or more after it; rows opening with a code and ending in as many count cells
as the header has columns; a TOTAL row or a paragraph ends it. A row that does not read so leaves the table
as it stood. Each line is looked at a bounded number of times.
"""

from __future__ import annotations

import re

from cotacheck.linter.read import kept_furniture
from cotacheck.linter.read.text import Line, fold, laid_line, spliced
from cotacheck.linter.tables.header import COUNT_KINDS, labels
from cotacheck.linter.tables.requisito_lines import _OPENS_AS_REQUISITO

#: A header opening with the cargo's label, the code's right after it: searched once in the text.
_TRIGGER = re.compile(r"\n(?:Cargo|CARGO|Emprego|EMPREGO)\s(?:Código|CÓDIGO|Cód\.|CÓD\.)")
_OPENS = ("cargo cod", "emprego cod")
#: A row's code opening its line, alone or before a capital ("A01 Atuária", "A05", "101 Direito").
_CODE = re.compile(r"(?:[A-Z]{1,3}-?\d{1,3}|\d{2,4})(?:$|\s(?=[A-ZÀ-Ú–—-]))")
_CELL = re.compile(r"\d{1,4}|[-–—]")
#: The lower row's first label glued to the upper row's last word ("reservaAC").
_GLUED = re.compile(r"(?<=[a-zà-ÿ])(?=(?:AC|PcD|PCD|Negros|NEGROS|Total|TOTAL|Ampla|AMPLA)(?![a-zà-ÿ]))")
#: The cargo cell's pay after its name ("Vencimento inicial:", "R$ 8.946,27"), folded.
_PAY = re.compile(r"(?:vencimento|remuneracao|salario|subsidio)\b|r\$")
_PAGE = re.compile(r"\bpagina \d")
#: A requisito's opening words besides `requisito_lines`' (a degree's or a certificate's document).
_DOCUMENT = re.compile(r"(?:diploma|certificado|certificacao|registro)\b")
_DASHES = frozenset(("", "–", "-", "—"))
_JOINING = frozenset({"de", "do", "da", "dos", "das", "em", "e", "no", "na", "para", "–", "-"})
#: The span's label and the cadastro's beside it in the header's upper row, folded ("vagas imediatas cadastro
#: de reserva", "cr numero de vagas").
_SPAN = r"(?:(?:numero|total|quantitativo) de )?vagas(?: imediatas| reservadas| ofertadas)?"
_CADASTRO = r"cadastro (?:de )?reserva|cr"
_SPAN_LABELS = re.compile(rf"(?:{_SPAN})(?: (?P<after>{_CADASTRO}))?|(?P<first>{_CADASTRO}) (?:{_SPAN})")
_DIGIT = re.compile(r"\d")
_ROLES = frozenset(COUNT_KINDS) - {"cr"}
_MAX_HEADER = 8
_MAX_ROW = 16
_MAX_CELL = 12
_MAX_ROWS = 400
DOUBT = (
    "o cargo vem numa célula mesclada sobre as linhas das suas especialidades, antes da primeira delas, e a "
    "especialidade junto dos requisitos: o nome foi composto e cortado pelas palavras; confira o nome"
)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` with each such quadro re-laid a row a line under its header made one line; `doubts` gets its
    rows (`text`, the edital's, for the trigger)."""
    if ("Cód" not in text and "CÓD" not in text) or _TRIGGER.search(text) is None:
        return lines
    changes: list[tuple[int, int, list[Line]]] = []
    furniture: set[int] | None = None
    done = -1
    for k, line in enumerate(lines):
        if k <= done or not line.folded.startswith(_OPENS):
            continue
        header = _header(lines, k)
        if header is None:
            continue
        end, laid, cells, requisitos = header
        if furniture is None:
            furniture = kept_furniture.furniture(lines)
        read = _rows(lines, end, cells, requisitos, (furniture, {x.text for x in lines[k:end]}))
        if read is None:
            continue
        last, rows, dropped = read
        changes.append((k, end - k, [laid_line(line.number, laid)]))
        changes += [(n, 1, []) for n in dropped]
        for first, taken, row in rows:
            changes.append((first, taken, [row]))
            doubts.setdefault(row.number, DOUBT)
        done = last
    changes.sort(key=lambda change: change[0])
    return spliced(lines, changes) if changes else lines


def _header(lines: list[Line], k: int) -> tuple[int, str, int, bool] | None:
    """(the index of the line after the header, the header as one line, its count columns, whether a text
    column follows the especialidade's) for the header opening at index `k`, or None: its upper row's labels
    on line `k` (the cargo's, the code's, the especialidade's, text labels), its span and cadastro labels
    after them, its lower row's roles last (glued to the word before or on a line of their own)."""
    block = lines[k : k + _MAX_HEADER]
    last = next((n for n, x in enumerate(block) if n and _roles(_lower(x.text))), None)
    upper = list(labels(block[0].folded))
    if (
        last is None
        or any(kind in _ROLES for kind, _, _ in upper)
        or any(_DIGIT.search(x.text) for x in block[: last + 1])
    ):
        return None
    lower = _lower(block[last].text)
    middle = " ".join([*(x.text for x in block[1:last]), block[last].text[: len(block[last].text) - len(lower)]])
    span = _SPAN_LABELS.fullmatch(fold(middle).strip())
    names = [n for n, (kind, _, _) in enumerate(upper) if kind == "name"]
    if span is None or len(names) < 2 or names[0] != 0:
        return None
    roles = _roles(lower)
    cadastro = ["Cadastro de reserva"] if span.group("after") or span.group("first") else []
    head = block[0].text[upper[0][1] : upper[0][2]]
    laid = " ".join(
        [head, *(cadastro if span.group("first") else []), lower, *(cadastro if span.group("after") else [])]
    )
    requisitos = any(kind == "ignore" for kind, _, _ in upper[names[1] + 1 :])
    return k + last + 1, laid, roles + len(cadastro), requisitos


def _lower(text: str) -> str:
    """The header's lower row on its line: after the word it is glued to, or the whole line."""
    parts = _GLUED.split(text, maxsplit=1)
    return parts[-1].strip()


def _roles(text: str) -> int:
    """How many count roles `text` names, when it names two or more and nothing else; else 0."""
    found = list(labels(fold(text)))
    if len(found) < 2 or any(kind not in _ROLES for kind, _, _ in found):
        return 0
    covered = sum(e - s for _, s, e in found) + len(found) - 1
    return len(found) if covered >= len(text.strip()) - 2 else 0


def _rows(
    lines: list[Line], start: int, cells: int, requisitos: bool, furniture: tuple[set[int], set[str]]
) -> tuple[int, list[tuple[int, int, Line]], list[int]] | None:
    """(the last index read, the rows re-laid: index, lines taken, the row; the indexes of the lines dropped:
    cargo cells, a page's furniture and the header again between two rows) from index `start`, or None when no
    two rows read so."""
    numbers, header_lines = furniture
    cargo: str | None = None
    rows: list[tuple[int, int, Line]] = []
    dropped: list[int] = []
    pending: list[int] = []
    k = start
    while k < min(len(lines), start + _MAX_ROWS):
        line = lines[k]
        if line.text and _CODE.match(line.text):
            row = _row(lines, k, cells)
            if row is None:
                return None
            # after a page break, the cargo's cell (if any) comes after the page's furniture and the header again
            furniture_at = [m for m, n in enumerate(pending) if _furniture(lines[n], numbers, header_lines)]
            cell = pending[furniture_at[-1] + 1 :] if furniture_at else pending
            cargo = _cargo(lines, cell) if cell else cargo
            if cargo is None:
                return None  # a row with no cargo cell above it, nor a cargo before it
            last, words, counts = row
            name = _especialidade(words[1:], requisitos)
            text = f"{cargo} – {name} {counts}" if name else f"{cargo} {counts}"
            rows.append((k, last - k + 1, laid_line(line.number, text)))
            dropped += pending
            pending, k = [], last + 1
            continue
        if line.folded.startswith("total") or len(pending) >= _MAX_CELL:
            break
        pending.append(k)
        k += 1
    return (rows[-1][0] + rows[-1][1] - 1, rows, dropped) if len(rows) >= 2 else None


def _furniture(line: Line, numbers: set[int], header_lines: set[str]) -> bool:
    """A page's furniture between two rows: its marker, its running head, the header again, a blank line."""
    return (
        not line.text.strip() or line.number in numbers or line.text in header_lines or bool(_PAGE.search(line.folded))
    )


def _row(lines: list[Line], k: int, cells: int) -> tuple[int, list[str], str] | None:
    """(the index of the row's last line, its words before its counts, its counts) for the row whose code opens
    index `k`: it ends at the first line ending in `cells` count cells; None if another code comes first."""
    words: list[str] = []
    for j in range(k, min(len(lines), k + _MAX_ROW)):
        tokens = lines[j].text.split()
        if len(tokens) >= cells and all(_CELL.fullmatch(t) for t in tokens[-cells:]):
            return j, words + tokens[:-cells], " ".join(tokens[-cells:])
        if j > k and _CODE.match(lines[j].text):
            return None
        words += tokens
    return None


def _cargo(lines: list[Line], cell: list[int]) -> str | None:
    """The cargo's name: the cell's lines before its pay's."""
    name: list[str] = []
    for n in cell:
        if _PAY.match(lines[n].folded) or "r$" in lines[n].folded:
            break
        name.append(lines[n].text.strip())
    text = " ".join(name)
    return text if re.search(r"[^\W\d_]", text) else None


def _especialidade(words: list[str], requisitos: bool) -> str:
    """The row's especialidade: its words before the one opening its requisito, when the header names one."""
    if words[:1] and words[0] in _DASHES:
        return ""  # a cargo without especialidade: its cell a dash
    end = len(words)
    if requisitos:
        for n in range(1, len(words)):
            if not words[n][:1].isupper() or fold(words[n - 1]) in _JOINING:
                continue
            two = fold(" ".join(words[n : n + 2]))
            if _OPENS_AS_REQUISITO.match(two) or _DOCUMENT.match(two):
                end = n
                break
    name = " ".join(words[:end])
    return "" if name in _DASHES else name
