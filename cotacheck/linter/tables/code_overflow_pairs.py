"""The pages of a sheet wider than its page (`code_overflow`) read back: each pass's rows paired by code.

LibreOffice Calc prints a sheet too wide for its page a band of columns at a time, its "columns to repeat"
(the code) at the left of each page: the names' pages ("E-101 Administrador E Curso superior …"), then one
pass or more over the same rows with the code column again and the count columns ("03 01 00", "00 02 00 Sim
40 horas"). `code_overflow` finds those pages; here each pass's rows are paired with the names' rows by their
codes, every code once on each side (any order; the names' table counted from its first header), else
nothing is read. A pass's count columns take their roles from the labels its pages print (every page that
prints them the same ones; a page laid out by position adds its rows only); Calc draws one-line cells
before wrapped ones and a header's upper row before its lower one, so the labels' order is the columns'
only where they all stand on one line with no spanning label ("Reserva – Lei nº 15.142/2025") over them. A
spanning label printed again on a later pass continues a group cut by the page's edge: the group's roles
(the reserves by race) are that page's first columns. Where the total's column so read is not the sum of
the other parts (the cadastro's apart) in every row, the first order of the unproven passes' roles in
which it is (each pass's own order first) is taken, and with none nothing is read. A name Calc wrapped out
of its row ("D-206 D") is taken from the page's wrapped cells where those are as many as its rows miss
(else that row is not read). The rows are re-laid as a pipe table in the names' place; they are proven only
where every pass's labels stand on one line, unspanned, and the labelled total is the sum of the other
parts in every row; else each row is left in doubt with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import permutations, product
from math import factorial, prod

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, laid_line, pipe_row
from cotacheck.linter.tables.header import PLAIN_LABEL

_CODE = re.compile(r"[A-Z]{1,3}[-.]?\d{1,4}|\d{2,4}")
_CELL = re.compile(r"\d{1,3}|[-–—]")
_HOURS = re.compile(r"h|hs|horas?|h/?sem(?:anais)?\.?|semanais", re.I)
_ROLE = re.compile(
    r"(?P<crg>cadastro\s+de\s+reserva|\bc\.?\s?r\.?(?=\s|$))"
    r"|(?P<total>\btotal\b(?:\s+de\s+vagas)?)"
    r"|(?P<open>ampla\s+concorrencia|\ba\.?\s?c\.?(?=\s|$))"
    r"|(?P<pcd>pessoas?\s+com\s+deficiencia|\bpcd\b|\bdeficientes?\b)"
    r"|(?P<negros>\bnegros?\b(?:\s*\(\s*pretos?\s+e\s+pardos?\s*\))?)"
    r"|(?P<pretos_pardos>pret[oa]s?\s+e\s+pard[oa]s?|\bppp?\b)"
    r"|(?P<indigenas>indigenas?\b|\bpi\b)"
    r"|(?P<quilombolas>quilombolas?\b|\bpq\b)"
    r"|(?P<span>\breserva\b|vagas\s+reservadas|\bcotas?\b)"
)
_GLUED = re.compile(r"(?<=[a-zà-öø-ÿ]{3})(?=[A-ZÀ-ÖØ-Ý][a-zà-öø-ÿ])")
_RACE = frozenset(("negros", "pretos_pardos", "indigenas", "quilombolas"))
_NOTE = re.compile(r"(?:observac|obs\b|nota\b|fonte\b|\*)")
_STOP = re.compile(r"anexo\b|\d{1,2}(?:\.\d{1,2})*\.?\s+[a-z]")
_LEVEL = re.compile(r"[A-E]")
_REQUISITOS = re.compile(
    r"(?:Curso|Médio|Ensino|Fundamental|Nível|Graduação|Formação|Diploma|Certificado|Licenciatura|Bacharelado)\b"
)
_AFTER = 20  # lines after a pass's last row that may hold its wrapped labels
_MOST_ORDERS = 100_000  # orders of the unproven passes' roles tried (times the rows) for a total that closes
_HEAD_REACH = 60  # lines from the names' header to its first row of the codes paired
_KEY_HEAD = re.compile(r"(?:codigo|cod\.?|item)\b")
_LONG = 200  # a longer line is no label's
_SENTENCE_WORDS = 8  # a line of as many words or more ending in a full stop is a sentence, no label

DOUBT = (
    "quadro impresso em páginas separadas (códigos e nomes numa, vagas noutra), lido pelos códigos: o papel de "
    "cada coluna de vagas não é provado pelo cabeçalho (impresso fora de ordem ou sem a soma do total); confira"
)


@dataclass
class Page:
    label: int  # index of the code label's line
    codes: list[int]  # indices of the code lines
    rows: list[int]  # indices of the rows (the Total row last where `total`)
    total: bool
    end: int = 0  # index after the page's lines
    inline: bool = False  # each row on its code's line (a page read by position), its labels not read

    def code(self, lines: list[Line], k: int) -> str:
        return lines[k].text.split()[0] if self.inline else lines[k].text.strip()

    def cells(self, lines: list[Line], k: int) -> str:
        return lines[k].text.partition(" ")[2] if self.inline else lines[k].text


@dataclass
class _Pass:
    pages: list[Page]
    roles: list[str]
    cells: dict[str, list[str]]  # code (or "") → its row's count cells
    proven: bool
    span: bool


def paired(lines: list[Line], text: str, pages: list[Page], skip: set[int], doubts: dict[int, str]):
    """(first, last line number, re-laid lines) of the names' rows in place of which the pages' rows are
    re-laid, paired by code; None where the pages cannot be paired or their roles read (module docstring)."""
    passes = _passes(lines, pages, skip)
    names = _names(lines, text, pages[0].label, passes[0].cells) if passes else None
    if names is None:
        return None
    if any(not p.roles or set(p.cells) - {""} != set(names) for p in passes):
        return None
    columns = [(k, role) for k, p in enumerate(passes) for role in p.roles]
    roles = [role for _, role in columns]
    if len(set(roles)) != len(roles):
        return None
    _continued(passes)
    proven = all(p.proven for p in passes) and "total" in roles
    rows = [code for code in [*names, ""] if all(code in p.cells for p in passes)]
    if "total" in roles and not _closes(passes, rows):
        proven = False
        if not _reordered(passes, rows):
            return None
    return _laid(lines, names, passes, proven, doubts)


def _passes(lines: list[Line], pages: list[Page], skip: set[int]) -> list[_Pass]:
    """The pages grouped in passes over the rows, each with its columns' roles; [] where a pass's pages
    disagree on them or a row's cells are not one run as wide as its roles."""
    groups: list[list[Page]] = []
    seen: set[str] = set()  # the codes of the pass being gathered
    for page in pages:
        codes = {page.code(lines, k) for k in page.codes}
        if not groups or seen & codes:
            groups.append([])
            seen = set()
        groups[-1].append(page)
        seen |= codes
    passes = []
    for group in groups:
        found = _pass(lines, group, skip)
        if found is None:
            return []
        passes.append(found)
    return passes


def _pass(lines: list[Line], group: list[Page], skip: set[int]) -> _Pass | None:
    """One pass's roles (its pages' labels), rows' cells by code and whether its labels prove their order."""
    cells: dict[str, list[str]] = {}
    for page in group:
        codes = [page.code(lines, k) for k in page.codes] + ([""] if page.total else [])
        for code, k in zip(codes, page.rows, strict=True):
            run = _run(page.cells(lines, k))
            if run is None or code in cells:
                return None
            cells[code] = run
    widths = {len(run) for run in cells.values()}
    if len(widths) != 1:
        return None
    width = widths.pop()
    found = [_labels(lines, page, skip) for page in group if not page.inline]
    found = [f for f in found if f[0]]
    if not found:
        return _Pass(group, [], cells, False, False)
    roles, one_line, span = found[0]
    if any(sorted(f[0]) != sorted(roles) for f in found):
        return None
    if len(roles) != width and "crg" in roles:
        roles = [role for role in roles if role != "crg"]
    if len(roles) != width or len(set(roles)) != width:
        return None
    proven = all(f[1] and not f[2] and f[0] == found[0][0] for f in found) and not any(p.inline for p in group)
    return _Pass(group, roles, cells, proven, any(f[2] for f in found))


def _run(text: str) -> list[str] | None:
    """The row's one run of count cells ("03 01 00", "– – –"), its hours ("40 horas") apart; None where
    it has none or two runs of two cells or more."""
    words = text.split()
    runs: list[list[str]] = [[]]
    for k, word in enumerate(words):
        hours = k + 1 < len(words) and _HOURS.fullmatch(words[k + 1])
        if _CELL.fullmatch(word) and not hours:
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    runs = [run for run in runs if run]
    if not runs or sum(len(run) >= 2 for run in runs) > 1:
        return None
    return max(runs, key=len) if len(runs) > 1 and len(runs[-1]) < 2 else runs[-1]


def _labels(lines: list[Line], page: Page, skip: set[int]) -> tuple[list[str], bool, bool]:
    """(the count roles the page's label lines name in order, whether they all stand on one line,
    whether a spanning label stands over them)."""
    taken = set(page.codes) | set(page.rows) | ({page.codes[-1] + 1} if page.total else set())
    texts: list[str] = []
    on_lines: list[int] = []
    span = False
    for k in range(page.label + 1, page.end):
        line = lines[k]
        folded = line.folded.strip()
        if k in taken or line.number in skip or len(folded) > _LONG or _NOTE.match(folded):
            continue
        if folded.endswith(".") and len(folded.split()) >= _SENTENCE_WORDS:
            continue  # the edital's prose after the last page ("… 60% do total de pontos da prova."): no label
        found = [m.lastgroup for m in _ROLE.finditer(fold(_GLUED.sub(" ", line.text)))]
        span = span or "span" in found
        found = [role for role in found if role != "span"]
        if found:
            on_lines.append(len(found))
        texts.append(_GLUED.sub(" ", line.text))
    roles = [m.lastgroup for m in _ROLE.finditer(fold(" ".join(texts))) if m.lastgroup != "span"]
    return roles, len(on_lines) == 1 and on_lines[0] == len(roles), span


def labelled(text: str) -> bool:
    """Whether the line names a count role or a spanning label."""
    return _ROLE.search(fold(_GLUED.sub(" ", text))) is not None


def _continued(passes: list[_Pass]) -> None:
    """A spanning label printed again on a later pass continues its group cut by the page's edge: that
    pass's reserves by race first (unproven passes only)."""
    for before, after in zip(passes, passes[1:]):
        if after.proven or not (before.span and after.span) or not set(before.roles[-1:]) & _RACE:
            continue
        after.roles = [r for r in after.roles if r in _RACE] + [r for r in after.roles if r not in _RACE]


def _closes(passes: list[_Pass], rows: list[str]) -> bool:
    """Whether the total's column is the sum of the other parts (the cadastro's apart) in every row."""
    for code in rows:
        values = {r: int(c) if c.isdigit() else 0 for p in passes for r, c in zip(p.roles, p.cells[code], strict=True)}
        if values["total"] != sum(v for r, v in values.items() if r not in ("total", "crg")):
            return False
    return True


def _reordered(passes: list[_Pass], rows: list[str]) -> bool:
    """The first order of the unproven passes' roles (each pass's labels' order first) in which the total
    closes every row, set on the passes; False where none does or the orders are too many to try."""
    open_passes = [p for p in passes if not p.proven]
    if prod(factorial(len(p.roles)) for p in open_passes) * max(1, len(rows)) > _MOST_ORDERS:
        return False
    labelled_order = [p.roles for p in open_passes]
    for chosen in product(*(permutations(p.roles) for p in open_passes)):
        for p, roles in zip(open_passes, chosen, strict=True):
            p.roles = list(roles)
        if _closes(passes, rows):
            return True
    for p, roles in zip(open_passes, labelled_order, strict=True):
        p.roles = roles
    return False


def _names(lines: list[Line], text: str, first_label: int, codes: dict) -> dict[str, tuple[int, str]] | None:
    """Each code → (index of its names' line, the cargo's name) over the names' pages (the lines before the
    first pass, from the first of those codes' lines): every code named once there, no other code; None
    else. A name wrapped out of its line is looked for among the page's wrapped cells (`_wrapped_names`)."""
    wanted = set(codes) - {""}
    last: dict[str, int] = {}
    for k in range(first_label):
        head, _, rest = lines[k].text.strip().partition(" ")
        if head in wanted and rest:
            last[head] = k
    if set(last) != wanted:
        return None
    top = min(last.values())
    head = next((k for k in range(top, max(-1, top - _HEAD_REACH), -1) if _KEY_HEAD.match(lines[k].folded)), None)
    if head is None or any(_named_row(lines[k].text) for k in range(max(0, head - _HEAD_REACH), head)):
        return None  # the names' table's first header not found: its codes unknown
    top = head
    names: dict[str, tuple[int, str]] = {}
    for k in range(top, first_label):
        if _named_row(lines[k].text):
            code, _, rest = lines[k].text.strip().partition(" ")
            if code in names or code not in wanted:
                return None
            names[code] = (k, _name(rest))
    return _wrapped_names(lines, text, names, first_label)


def _named_row(text: str) -> bool:
    """A line opened by a code with words after it ("E-101 Administrador E …")."""
    head, _, rest = text.strip().partition(" ")
    return bool(rest) and _CODE.fullmatch(head) is not None and any(c.isalpha() for c in rest[:40])


def _name(rest: str) -> str:
    """A names' row's cargo: its words up to the nível's letter or the requisitos."""
    words = rest.split()
    for k, word in enumerate(words):
        if _LEVEL.fullmatch(word) or (k and _REQUISITOS.fullmatch(word)):
            return " ".join(words[:k])
    return " ".join(words)


def _wrapped_names(lines, text, names, end):
    """`names` with each name Calc wrapped out of its row (drawn after the page's rows with the other
    wrapped cells: "D-206 D" … "Tradutor e Intérprete de Linguagem de " / "Sinais") put back where the
    page's wrapped cells are as many as its rows miss; a name not found leaves its row out."""
    if all(name for _, name in names.values()):
        return names
    order = sorted(names.items(), key=lambda item: item[1][0])
    pages: dict[int, list[str]] = {}
    page, k = 0, order[0][1][0]
    for code, (at, _) in order:  # the rows a page each, the page footers between them counted once
        while k < at:
            page += bool(_PAGE_FOOT.search(lines[k].folded))
            k += 1
        pages.setdefault(page, []).append(code)
    raw = raw_lines(text)  # numbered as `split_lines` (a page break "\f" ends a line too)
    found: dict[str, str] = {}
    for codes in pages.values():
        if not all(names[code][1] for code in codes):
            found.update(_page_cells(lines, raw, names, codes, end))
    return {code: (k, name or found.get(code, "")) for code, (k, name) in names.items()}


_PAGE_FOOT = re.compile(r"\bpag(?:ina|\.)?\s?\d{1,4}\s?(?:de|/)\s?\d{1,4}\b")
_HEAD_WORDS = re.compile(r"nivel|classificacao|requisitos|cargo|codigo|escolaridade|vencimento|jornada")


def _page_cells(lines, raw: list[str], names, page: list[str], end: int) -> dict[str, str]:
    """The names wrapped out of the page's rows: the wrapped cells after its last row (a cell's lines end
    in a space but its last), a header's label apart, taken in order by the rows that miss their name or
    their requisitos; {} where they are not as many."""
    last = max(names[c][0] for c in page)
    cells: list[str] = []
    open_cell = False
    for k in range(last + 1, end):
        line = lines[k]
        if _PAGE_FOOT.search(line.folded) or _CODE.fullmatch(line.text.partition(" ")[0]):
            break
        if line.number > len(raw) or " ".join(raw[line.number - 1].split()) != line.text:
            return {}  # the text's own line is needed to see where a cell's lines end
        if open_cell:
            cells[-1] += " " + line.text
        else:
            cells.append(line.text)
        open_cell = raw[line.number - 1].endswith(" ")
    cells = [c.strip() for c in cells if not _HEAD_WORDS.search(fold(c)) and not fold(c).startswith("total")]
    cells = [c for c in cells if not _NOTE.match(fold(c))]
    wanted: list[tuple[str, bool]] = []
    for code in page:
        rest = lines[names[code][0]].text.strip().partition(" ")[2]
        name = names[code][1]
        if not name:
            wanted.append((code, True))
        if not _REQUISITOS.search(rest.partition(name)[2] if name else rest):
            wanted.append((code, False))
    if len(wanted) != len(cells):
        return {}
    return {code: " ".join(cell.split()) for (code, is_name), cell in zip(wanted, cells) if is_name}


def _laid(lines, names, passes: list[_Pass], proven: bool, doubts: dict[int, str]):
    """(first, last line number, the re-laid lines): a pipe table, a row a named code, in the names' order."""
    order = sorted(names.items(), key=lambda item: item[1][0])
    roles = [role for p in passes for role in p.roles if role != "crg"]
    first = min(k for k, _ in names.values())
    laid = [laid_line(lines[first].number, pipe_row(["Cargo", *(PLAIN_LABEL[r] for r in roles)]))]
    laid.append(laid_line(lines[first].number, pipe_row(["---"] * (len(roles) + 1))))
    for code, (k, name) in order:
        if not name:
            continue  # a name not found: its row is left unread
        cells = {role: cell for p in passes for role, cell in zip(p.roles, p.cells[code], strict=True)}
        laid.append(laid_line(lines[k].number, pipe_row([name, *(cells[r] for r in roles)])))
        if not proven:
            doubts.setdefault(lines[k].number, DOUBT)
    return lines[first].number, lines[order[-1][1][0]].number, laid
