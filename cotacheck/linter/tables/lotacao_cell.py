"""A quadro whose lotação cell holds each base's vacancies in brackets, as pdfplumber prints it (single
spaces, a visual row a line, cells top-aligned), the name's and the lotação's cells wrapped side by side
(FUNDEP's quadro for a consórcio, s15 of the seventh set): "Emprego Base de lotação (nº de vagas) Total de
Vagas Vagas Vencimento Jornada" / "vagas PcD negros (R$)", then "Técnico em Enfermagem – Alto Jequitaí
(4), Serra Negra de 10 1 2 1.965,18 12x36h" / "Intervencionista Minas (2), Capelinha do Sul (2)," /
"Turmalina Velha (2)". Read a line at a time the header was none and nothing was read.

The header names the lotação column with a note that its brackets are vacancies ("(nº de vagas)"), the
total of vacancies the first count column after it, the other count labels after the total or on the
line below (in the page's order there). A row is a line ending in as many count cells as labels (its
pay and jornada after them); the lines below it up to the next row are its cells going on (top-aligned).
Each row's bases must add up to its total ("(3), (2), (2), (1)" under 8; a row of dashes "(cadastro
reserva)"), else the table stays as it was: the sum proves the rows' lines and the total's column.

Where the name ends and the lotação begins is not printed: the bases repeat from row to row, so the
lotação of a row's first line opens with the longest run of words it ends with beside another row's
("Condutor Socorrista Alto Jequitaí" and "Enfermeiro – Suporte Alto Jequitaí": "Alto Jequitaí"). On a
line below, the name goes on with the words before those that make, with the base left open above, a
base seen whole in another row ("Regulação Médica – TARM" before "Jequitaí (6)": "Central de Regulação –
Alto" + "Jequitaí"), and with every line once the lotação has closed; a line that tells nothing leaves
the name as the lines above gave it. No AC column: the pass leaves every row uncertain, as it does any
table whose total nothing checks against its parts; the reason says the name was parted from the bases.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, has_digit, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import COUNT_KINDS, PLAIN_LABEL, header_tokens, labels

#: The lotação's label and its note that its brackets are vacancies (folded).
_LOTACAO = re.compile(r"\blotacao \((?:n[º°o]\.? de |numero de |qtd\.? de )?vagas\)")
_CELL = re.compile(r"\d{1,4}|[-–—]")
_FIGURE = re.compile(
    r"(?:r\$\s?)?\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,2}(?:x\d{1,2})?h(?:oras)?|\d{1,2}x\d{1,2}|r\$", re.IGNORECASE
)
_BASE_COUNT = re.compile(r"^\((\d{1,4})\)[,;.]?$")
_CADASTRO = re.compile(r"\(cadastro (?:de )?reserva\)", re.IGNORECASE)
_END = re.compile(
    r"^(?:quadro|tabela|anexo|legenda|nota|notas|obs|fonte|total|pagina|pag\.)\b|^\d{1,2}(?:\.\d{1,2})*\.?\s"
)
_JOINING = frozenset(("de", "da", "do", "das", "dos", "e", "em", "para", "-", "–", "—"))
_MAX_LINES = 6  # a row's lines: a lotação of many bases wraps over four or five
DOUBT = (
    "o nome do cargo da linha {line} foi separado das bases de lotação impressas ao lado, sem divisa entre "
    "as células (“{name}”): confira o nome"
)


def _roles(lines: list[Line], at: int) -> tuple[list[str], str, int] | None:
    """(count roles in order, the name's label, index after the header) of a header line `at` naming the
    lotação with its note, when the total is the first count label after it."""
    folded = lines[at].folded
    note = _LOTACAO.search(folded)
    found = list(labels(folded))
    if note is None or not found or found[0][0] != "name" or found[0][1] != 0:
        return None
    after = header_tokens(folded[note.end() :]) or []
    roles = [t for t in after if t in COUNT_KINDS]
    end = at + 1
    if end < len(lines) and not has_digit(lines[end].folded.replace("(r$)", "")):
        below = header_tokens(lines[end].folded) or []
        if below and all(t in COUNT_KINDS or t in ("vagas", "ignore") for t in below):
            roles += [t for t in below if t in COUNT_KINDS]
            end += 1
    if len(roles) < 2 or roles[0] != "total" or "cr" in roles or len(set(roles)) != len(roles):
        return None
    return roles, lines[at].text[: found[0][2]], end


def _row(words: list[str], width: int) -> tuple[list[str], list[str]] | None:
    """(the words before the counts, the counts) of a row's first line: it ends in `width` count cells,
    its pay and jornada after them."""
    end = len(words)
    while end and _FIGURE.fullmatch(words[end - 1]):
        end -= 1
    cells = words[end - width : end] if end >= width else []
    if len(cells) != width or not all(_CELL.fullmatch(c) for c in cells) or end == width:
        return None
    before = words[: end - width]
    if has_digit(before[0]):
        return None
    return before, cells


def _bases(words: list[str]) -> list[int] | None:
    """Each base's count in the lotação's words; [] for "(cadastro reserva)"; None when unreadable."""
    text = " ".join(words)
    if _CADASTRO.search(text):
        return [] if "(" not in _CADASTRO.sub("", text) else None
    counts = []
    for word in words:
        m = _BASE_COUNT.match(word)
        if m:
            counts.append(int(m.group(1)))
        elif "(" in word or ")" in word:
            return None
    return counts


def _adds_up(cells: list[str], bases: list[int]) -> bool:
    total = cells[0]
    if not total[0].isdigit():
        return not bases and not any(c[0].isdigit() for c in cells)
    parts = [int(c) for c in cells[1:] if c[0].isdigit()]
    return bool(bases) and sum(bases) == int(total) and all(p <= int(total) for p in parts)


def _first_base(heads: list[list[str]]) -> list[int] | None:
    """Where each row's lotação opens on its first line (`heads`: its words up to its first bracket): at
    the longest run of words it ends with beside another row's, a capital first (bases that end alike,
    "Central de Regulação – Alto" and "Alto", the longer); None when a row shares none."""
    shared: set[tuple[str, ...]] = set()
    for k, a in enumerate(heads):
        for b in heads[k + 1 :]:
            n = 0
            while n < min(len(a), len(b)) - 1 and a[-1 - n] == b[-1 - n]:
                n += 1
            while n and not a[-n][:1].isupper():
                n -= 1
            if n:
                shared.add(tuple(a[-n:]))
    starts = []
    for head in heads:
        fits = [len(base) for base in shared if len(base) < len(head) and tuple(head[-len(base) :]) == base]
        if not fits:
            return None
        starts.append(len(head) - max(fits))
    return starts


def _goes_on(words: list[str]) -> bool:
    return bool(words) and (fold(words[-1]) in _JOINING or words[-1][-1] in "–-")


def _open_item(place: list[str]) -> list[str]:
    """The words of the lotação's last base not closed by its bracket yet."""
    k = len(place)
    while k and not place[k - 1].startswith("("):
        k -= 1
    return place[k:]


def _unclosed(place: list[str]) -> list[str]:
    """The words of a bracket the lotação left open ("(cadastro"), else []."""
    k = len(place)
    while k and not place[k - 1].startswith("("):
        k -= 1
    return place[k - 1 :] if k and not any(")" in w for w in place[k - 1 :]) else []


def _tail(place: list[str], words: list[str], known: set[str]) -> int | None:
    """How many of a lower line's words go on the name: all once the lotação's cell has closed (its last
    base's bracket with no comma after); else those before the words that close the bracket left open
    ("(cadastro" + "reserva)") or make, with the base left open above (or alone), a base seen whole
    elsewhere ("Central de Regulação – Alto" + "Jequitaí"); None when nothing tells."""
    if place and place[-1].endswith(")"):
        return len(words)  # the lotação's last base closed its cell: the lines left are the name's
    opened = _unclosed(place)
    if opened:
        close = next((j for j, w in enumerate(words) if w.endswith(")")), None)
        if close is None:
            return None
        return next((k for k in range(close + 1) if _CADASTRO.fullmatch(" ".join(opened + words[k : close + 1]))), None)
    head = next((k for k, w in enumerate(words) if w.startswith("(")), len(words))
    item = _open_item(place)
    return next((k for k in range(head) if " ".join(item + words[k:head]) in known), 0 if head == 0 else None)


_Row = tuple[int, list[str], list[str], list[int]]


def _table(lines: list[Line], start: int, width: int) -> tuple[list[_Row], int] | None:
    """(rows: first line's index, the words before its counts, its counts, and the indexes of its lines
    below; index after the table), or None when a line fits nowhere."""
    rows: list[_Row] = []
    k = start
    while k < len(lines):
        line = lines[k]
        words = line.text.split()
        if not words or _END.match(line.folded):
            break
        found = _row(words, width)
        if found is not None:
            rows.append((k, found[0], found[1], []))
        elif rows and len(rows[-1][3]) < _MAX_LINES - 1 and len(words) <= 12:
            rows[-1][3].append(k)
        else:
            return None
        k += 1
    return (rows, k) if rows else None


def _relaid(lines: list[Line], start: int, roles: list[str], doubts: dict[int, str]) -> tuple[list[Line], int] | None:
    """The table's rows under the header ending before `start`, re-laid, and the index after them; None
    when a line fits no row, the bases cannot be told from the names, or a row's bases miss its total."""
    found = _table(lines, start, len(roles))
    if found is None:
        return None
    rows, end = found
    heads = []
    for _, before, _, _ in rows:
        bracket = next((k for k, w in enumerate(before) if w.startswith("(")), len(before))
        heads.append(before[:bracket])
    starts = _first_base(heads)
    if starts is None:
        return None
    seen = _whole_bases(rows, starts, lines)
    laid = []
    for row, ((k, before, cells, below), at) in enumerate(zip(rows, starts, strict=True)):
        known = {base for base, where in seen.items() if where - {row}}
        name, place = before[:at], before[at:]
        told = True  # once a line does not tell its name's words, the name stays as the lines above gave it
        for b in below:
            words = lines[b].text.split()
            taken = _tail(place, words, known) if told else 0
            told = told and taken is not None
            name, place = name + words[: taken or 0], place + words[taken or 0 :]
        bases = _bases(place)
        if bases is None or not _adds_up(cells, bases):
            return None  # the bases do not make the total: the lines or the columns are not what they seem
        text = " ".join(name)
        doubts.setdefault(lines[k].number, DOUBT.format(line=lines[k].number, name=text))
        laid.append(laid_line(lines[k].number, pipe_row([text, *cells])))
    return laid, end


def _whole_bases(rows: list[_Row], starts: list[int], lines: list[Line]) -> dict[str, set[int]]:
    """The bases seen whole, each with the rows it was seen in: each item of a lotação that opens and closes
    on one line, and each of a row whose name does not visibly go on (its lower lines taken as the
    lotação's; a row never proves its own lines by them)."""
    known: dict[str, set[int]] = {}
    for row, ((_, before, _, below), at) in enumerate(zip(rows, starts, strict=True)):
        pieces = [before[at:]] + [lines[b].text.split() for b in below]
        if not _goes_on(before[:at]):
            pieces = [[w for piece in pieces for w in piece]]
        for k, piece in enumerate(pieces):
            item: list[str] = []
            opened = k == 0  # a lower line's first item may be the name's words and a base's end
            for w in piece:
                if w.startswith("("):
                    if opened:
                        known.setdefault(" ".join(item), set()).add(row)
                    item, opened = [], True
                else:
                    item.append(w)
    return known


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each quadro of bases counted inside their lotação cell re-laid as a
    pipe table of the name and the count columns, a row a line; `doubts` gets every row (names parted by
    the bases' words)."""
    if "otação (" not in text and "OTAÇÃO (" not in text and "otacao (" not in text:
        return lines
    spans = []
    done = 0
    for at, line in enumerate(lines):
        if at < done or "lotacao (" not in line.folded:
            continue
        header = _roles(lines, at)
        if header is None:
            continue
        roles, name_label, start = header
        row_doubts: dict[int, str] = {}
        found = _relaid(lines, start, roles, row_doubts)
        if found is None:
            continue
        laid, end = found
        head = laid_line(line.number, pipe_row([name_label, *(PLAIN_LABEL[r] for r in roles)]))
        spans.append((line.number, lines[end - 1].number, [head, *laid]))
        doubts.update(row_doubts)
        done = end
    return in_place_of(lines, spans) if spans else lines
