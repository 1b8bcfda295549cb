"""A docente quadro whose reserve cells name the group they are reserved to in brackets, beside Decreto
9.739's limit of approved candidates (a federal university's annex after the draw of the reserved áreas, as
pypdf gives LibreOffice's PDF: "Nº Campus Unidade Acadêmica Área / Subárea Classe Regime Titulação exigida
Vagas Reserva" / "PPIQ (Lei" / … / "Máx." / "de" / "aprova" / "dos" / "(Dec." / "9.739)", then each row's
cells a line where a cell wraps, its counts last: "01 Palmeiras (Sede) Instituto de Ciências" / "Exatas" /
"Análise Matemática e Equações" / "Diferenciais" / "Adjunto A DE Doutorado em Matemática 2 1 (PPIQ) – 9").
Read as it stood, no row was a table's (a count with words after it) and nothing was read; where a row's
cells stood on one line, other rules took the limit for its vacancies.

Each row opens with its code ("01", "DOC-12") and ends with its vacancies (a count, or "CR"), then as many
reserve cells as every other row ("–", or a count and its group in brackets: "1 (PPIQ)", "1 (Indígena)",
"1 (PcD)"), then, where the header names it ("aprovados"), the limit: a count never read as vacancies. The
name is the row's words before the header's first column after the área (the classe, "Adjunto A", the
regime, "DE", or the titulação, "Doutorado em …": whichever the header names first), its code left out:
the campus, the unit and the área.
Each cell's group is its bracket's (the table vocabulary's roles; "PPIQ", "PPI" the groups of Lei 15.142
together, read as the reserve for negros only where the edital cites that law, else uncertain). A row that
does not parse, a reserve greater than its vacancies, or a limit below them leaves the whole quadro as it
stood. Re-laid as a pipe table of one row per name (the groups met as columns), each on its counts' line;
a TOTAL row whose every column is the sum of the rows' proves the reading and is laid with it (the pass
then confirms the rows by it); with no TOTAL row, or one that is not the sum, the rows stay uncertain.

A header naming the ampla concorrência ("AC", "Ampla") is left alone: the count before the reserves may be
its, not the vacancies'. Trigger: a bracketed group label after a count ("1 (PPIQ)"), searched in the
text; in an edital citing Decreto 9.739, also a TOTAL line of counts (a quadro where no reserve fell marks
no cell).
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables import decide
from cotacheck.linter.tables.layout_header import column_of
from cotacheck.linter.tables.names import PAGE_MARKER
from cotacheck.linter.tables.relaid import line_breaks

_LABEL = r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,]{0,40}"
#: The trigger: a group's label in brackets (the label checked by the vocabulary later), a count before it
#: (`_marked`: a pattern opening with the bracket is searched fast, one opening with a digit is not).
_MARKED = re.compile(r"\((?:PPIQ|PPI|PP|PN|PcD|PCD|Negr|Pret|Ind[ií]g|Quilomb|Pessoa)")
_CELL = re.compile(rf"(?P<n>\d{{1,2}}) \((?P<label>{_LABEL})\)|[–—-]")
_TOKEN = re.compile(rf"\d{{1,2}} \({_LABEL}\)|\S+")
_VACANCIES = re.compile(r"\d{1,3}|CR")
_LIMIT = re.compile(r"\d{1,3}|[–—-]")
_CODE = re.compile(r"^(?:[A-Z]{1,6}-)?\d{1,3}(?=\s|$)")
#: A row's first line: its code, alone or before words ("01 Palmeiras (Sede) …"); never a line of counts,
#: nor a regime's cell opening a line ("20 horas Adjunto A …"), nor a cadastro row's counts ("CR - 5").
_CODE_LINE = re.compile(r"^(?:[A-Z]{1,6}-)?\d{1,3}(?:\s+(?!horas?\b)[^\W\d]|\s*$)")
_TOTAL = re.compile(r"^(?:TOTAL|Total)(?: GERAL| [Gg]eral)?:?((?: (?:\d{1,4}|[–—-]))+)$")
#: A TOTAL line of counts, searched in the text (its line's start checked apart: "T" first is searched fast).
_TOTAL_ROW = re.compile(r"(?m)T(?:OTAL|otal)(?: GERAL| [Gg]eral)?:?(?: (?:\d{1,4}|[–—-])){2,}[ \t]*$")
_OPEN = re.compile(r"\bac\b")
_TITLE = re.compile(r"(?:anexo|quadro|tabela)\b")
_JOINT = frozenset(("ppiq", "ppi", "ppq"))  # the groups of Lei 15.142 together
_ROLES = ("negros", "pretos_pardos", "indigenas", "quilombolas", "pcd")
_PLAIN = {"negros": "Negros", "pretos_pardos": "Pretos e pardos", "indigenas": "Indígenas"}
_PLAIN |= {"quilombolas": "Quilombolas", "pcd": "PcD"}
_CLASSE = re.compile(
    r"\s(?:Professor\s)?(?:Adjunto|Assistente|Auxiliar|Titular|Associado)(?:[\s-][A-D])?(?=\s|$)|\sClasse\s[A-E]\b"
)
_REGIME = re.compile(r"\s(?:DE|T-?\d{2}|\d{2}\s?h(?:oras)?|Dedica[cç][aã]o [Ee]xclusiva)(?=\s|$)")
_DEGREE = re.compile(
    r"\s(?:Doutorado|Mestrado|Gradua[cç][aã]o|Especializa[cç][aã]o|Resid[eê]ncia|Licenciatura|Bacharelado)\b"
)
#: The columns a docente quadro prints right after the área, by the header's label.
_AFTER_NAME = (("classe", _CLASSE), ("regime", _REGIME), ("titula", _DEGREE))
_MAX_ROW_LINES = 30  # a row's lines: code, campus, unit, área, titulação wrapped, in narrow cells a word a line
_MAX_HEADER = 30  # lines from the header's first to the first row: narrow labels wrap a word or less a line
_ABBREVIATIONS = frozenset(("max", "dec", "n", "no", "qtd", "qtde", "cod", "res", "reg", "tit", "obs"))
_HEAD_CHARS = 15  # a running head's least length: a short line ("3", "Exatas") repeats by chance
_MAX_UP = 400  # lines from a marked row up to the table's title
_JOINT_DOUBT = "reserva conjunta ({}) sem a Lei nº 15.142/2025 citada: a parte de negros não é informada"
_TOTAL_DOUBT = "a linha de total (linha {}) não é a soma das linhas da tabela"
_NO_TOTAL = "nenhuma linha de total confere as colunas de reserva, lidas pelos rótulos entre parênteses"


def _role(label: str) -> str | None:
    if fold(label).replace(" ", "") in _JOINT:
        return "negros"
    kind = column_of(0, 0, label).kind
    return kind if kind in _ROLES else None


def _tail(text: str, limit: bool) -> tuple[str, str, list[str], str | None] | None:
    """(words before the counts, vacancies, reserve cells, limit) of a row's counts line, or None."""
    tokens = [m.group(0) for m in _TOKEN.finditer(text)]
    shown = None
    if limit:
        if len(tokens) < 3 or not _LIMIT.fullmatch(tokens[-1]):
            return None
        shown = tokens.pop()
    cells: list[str] = []
    while tokens and _CELL.fullmatch(tokens[-1]):
        cells.append(tokens.pop())
    if not cells or not tokens or not _VACANCIES.fullmatch(tokens[-1]):
        return None
    vacancies = tokens.pop()
    return " ".join(tokens), vacancies, cells[::-1], shown


def _counts(text: str) -> bool:
    """The line ends with a row's counts, with a limit after them or not."""
    return bool(_tail(text, False) or _tail(text, True))


def _cut(name: str, header: str) -> str | None:
    """The row's words up to the header's first column after the área (the classe, the regime or the
    titulação, whichever the header names first), its code left out; None when the row does not show it."""
    name = _CODE.sub("", " ".join(name.split())).strip()
    named = [(header.find(label), pattern) for label, pattern in _AFTER_NAME if label in header]
    if not named:
        return name
    found = min(named, key=lambda pair: pair[0])[1].search(" " + name)
    return name[: max(0, found.start() - 1)].strip() if found else None


def _stop(line: Line) -> bool:
    """A line no header goes up past: blank, a title ("ANEXO I – QUADRO DE VAGAS"), a sentence's end (four
    words or more, the last no label's abbreviation: "… Vaga reservada Máx." is a header's line)."""
    folded = line.folded.strip()
    if not folded or _TITLE.match(folded):
        return True
    last = folded.rsplit(" ", 1)[-1].strip("(.:")
    return folded.endswith((".", ":")) and folded.count(" ") >= 3 and last not in _ABBREVIATIONS


def _header(lines: list[Line], first: int) -> tuple[int, str] | None:
    """The header right above the first row (`first`): its top line's index and its words joined (folded,
    without spaces, as a label cut inside a word comes back whole); None unless it names "vagas" and a
    reserve after it, and no ampla concorrência."""
    top = first
    while top > 0 and first - top < _MAX_HEADER and not _stop(lines[top - 1]) and not _counts(lines[top - 1].text):
        top -= 1
    if top == first:
        return None
    spaced = fold(" ".join(line.text for line in lines[top:first]))
    if "ampla" in spaced or _OPEN.search(spaced):
        return None  # the count before the reserves may be the ampla concorrência's, not the vacancies'
    header = spaced.replace(" ", "")  # a label cut inside a word whole again: "Reserv" / "a PcD"
    return (top, header) if "vagas" in header and "reserv" in header[header.find("vagas") :] else None


def _first_row(lines: list[Line], marked: int) -> int | None:
    """The index of the table's first row (its code opening the line, the last such line above the first
    line of counts, so that a header's piece that is a bare number, "15.14" / "2", is no row), found from
    a marked row by going up to the table's title."""
    k = marked
    while k > 0 and marked - k < _MAX_UP and not _stop(lines[k - 1]):
        k -= 1
    counts = next((n for n in range(k, marked + 1) if _counts(lines[n].text)), None)
    if counts is None:
        return None
    first = next(
        (n for n in range(counts, max(k, counts - _MAX_ROW_LINES) - 1, -1) if _CODE_LINE.match(lines[n].text)), None
    )
    return first if first is not None and _header(lines, first) else None


def _furniture(line: Line, text: str, header: set[str]) -> bool:
    """A line between two rows that is a page's: its number, its running head (a line the text repeats),
    the header printed again."""
    if PAGE_MARKER.match(line.folded.strip()) or line.text in header:
        return True
    return len(line.text) >= _HEAD_CHARS and not _CODE_LINE.match(line.text) and text.count(line.text) >= 3


def _cells(cells: list[str]) -> tuple[list[int], list[str]] | None:
    """Each reserve cell's count and role ("" for a dash), or None for a label no role has."""
    numbers, roles = [], []
    for cell in cells:
        match = _CELL.fullmatch(cell)
        role = _role(match["label"]) if match["n"] else ""
        if role is None:
            return None
        numbers.append(int(match["n"]) if match["n"] else 0)
        roles.append(role if role != "negros" else "negros:" + fold(match["label"]).replace(" ", ""))
    return numbers, roles


def _rows(lines: list[Line], first: int, text: str):
    """The table whose first row opens on `lines[first]`: (header's top index, last index, rows, TOTAL
    row), each row (index of its counts line, name, vacancies cell, each cell's count, each cell's role);
    None when a row does not parse."""
    at, header = _header(lines, first)
    repeated = {line.text for line in lines[at:first]}
    limit = "aprov" in header[header.find("vagas") :]
    rows, k, opened, total = [], first, first, None
    while k < len(lines) and k - opened < _MAX_ROW_LINES:
        here = lines[k].text.strip()
        if k == opened and (not here or _furniture(lines[k], text, repeated)):
            k = opened = k + 1
            continue
        found = _tail(here, limit) if _CODE_LINE.match(lines[opened].text) else None
        if found is None:
            if k == opened and (match := _TOTAL.match(here)):
                total = (k, match.group(1).split())
                break
            if k == opened and not _CODE_LINE.match(here):
                break  # no row opens here: the table has ended
            k += 1
            continue
        lead, vacancies, cells, shown = found
        read = _cells(cells)
        if read is None or (rows and len(cells) != len(rows[0][3])):
            return None
        numbers, roles = read
        name = _cut(" ".join([*(line.text for line in lines[opened:k]), lead]), header)
        count = 0 if vacancies == "CR" else int(vacancies)
        if not name or sum(numbers) > count or (shown and shown[0].isdigit() and int(shown) < count):
            return None
        rows.append((k, name, vacancies, numbers, roles))
        k = opened = k + 1
    if len(rows) < 2:
        return None
    return at, (total[0] if total else rows[-1][0]), rows, total


def _laid(lines: list[Line], at: int, rows: list, total, law: bool) -> tuple[list[Line], dict[int, str]]:
    """The pipe table of the rows (a row a name, a column a group met) and the doubts of its lines."""
    roles = [r for r in _ROLES if any(role.split(":")[0] == r for row in rows for role in row[4])] or ["negros"]
    grouped: dict[str, list] = {}
    for k, name, vacancies, numbers, cells in rows:
        line = grouped.setdefault(name, [lines[k].number, [], dict.fromkeys(roles, 0)])
        line[1].append(vacancies)
        for n, role in zip(numbers, cells, strict=True):
            if role:
                line[2][role.split(":")[0]] += n
    laid = [laid_line(lines[at].number, pipe_row(["Área", "Total", *(_PLAIN[r] for r in roles)]))]
    laid.append(laid_line(lines[at].number, pipe_row(["---"] * (len(roles) + 2))))
    for name, (number, shown, counts) in grouped.items():
        count = "CR" if shown == ["CR"] else str(sum(int(v) for v in shown if v != "CR"))
        laid.append(laid_line(number, pipe_row([name, count, *(str(counts[r]) for r in roles)])))
    numbers = [line.number for line in laid[2:]]
    why = _NO_TOTAL
    if total is not None:
        k, figures = total
        width = len(rows[0][3])
        sums = [sum(int(v) for _, _, v, _, _ in rows if v != "CR")]
        sums += [sum(row[3][c] for row in rows) for c in range(width)]
        printed = [int(f) if f[0].isdigit() else 0 for f in figures[: width + 1]]
        why = _TOTAL_DOUBT.format(lines[k].number)
        if len(figures) >= width + 1 and printed == sums:
            cells = [str(sum(counts[r] for _, _, counts in grouped.values())) for r in roles]
            laid.append(laid_line(lines[k].number, pipe_row(["TOTAL", str(sums[0]), *cells])))
            why = ""
    joint = sorted({role.split(":")[1].upper() for row in rows for role in row[4] if role.split(":")[-1] in _JOINT})
    if joint and not law:
        why = _JOINT_DOUBT.format(", ".join(joint))
    return laid, dict.fromkeys(numbers, why) if why else {}


def _marked(text: str) -> list[int]:
    """The offsets of the cells of a count and its group in brackets ("1 (PPIQ)")."""
    return [
        match.start()
        for match in _MARKED.finditer(text)
        if match.start() > 1 and text[match.start() - 1] == " " and text[match.start() - 2].isdigit()
    ]


def _anchors(text: str) -> list[int]:
    """Where the quadros may be: each marked cell, and, in an edital citing Decreto 9.739 (the limit's),
    each TOTAL row of counts (a quadro with no reserve drawn marks no cell): offsets in the text."""
    found = _marked(text)
    if "9.739" in text:
        found += [m.start() - 1 for m in _TOTAL_ROW.finditer(text) if m.start() and text[m.start() - 1] == "\n"]
    return sorted(found)


def relay(lines: list[Line], text: str, doubts: dict[int, str]) -> list[Line]:
    """`lines` (the same list) with each such quadro re-laid a row a name (module docstring); `doubts`
    gets its rows' lines when nothing proves them."""
    if "9.739" not in text and not _marked(text):
        return lines
    index = {line.number: n for n, line in enumerate(lines)}
    spans: list[tuple[int, int, list[Line]]] = []
    number, counted, done = 1, 0, -1
    for start in _anchors(text):
        number += line_breaks(text, counted, start)
        counted = start
        n = index.get(number)
        if n is None or n <= done:
            continue
        first = _first_row(lines, n)
        found = _rows(lines, first, text) if first is not None and first > done else None
        if found is None:
            done = n
            continue
        at, end, rows, total = found
        laid, why = _laid(lines, at, rows, total, decide.groups_law_cited(lines))
        spans.append((lines[at].number, lines[end].number, laid))
        doubts.update(why)
        done = end
    return in_place_of(lines, spans) if spans else lines
