"""A web page's quadro whose cells lost every separator: BeautifulSoup's `get_text()` with no separator on a
minified page (set 19's t01).

The whole page comes as one line of some 26 000 characters, the title, menu and clauses run together, and the
quadro's header and cells glued: "…CargoEscolaridadeCarga horáriaVencimento (R$)TotalACPcDNegrosAgente
AdministrativoMédio40h2.612,40221624Agente Comunitário…TOTAL30622422602.2 Legenda…". A row's counts are one run of
digits ("221624": 22, 16, 2 and 4), its text cells glued to its name ("Agente AdministrativoMédio").

Only what can be proven is read. The header is a run of glued labels of a known vocabulary: the cargo's, text
columns (escolaridade, nível), the hours' ("40h"), the pay's ("2.612,40", always two decimals), then two count
columns or more, one of them the total and each other a part it sums. A row is its name and text cells (glued
where a lower-case letter meets a capital; exactly as many such joints as the header has text columns after the
name, else the row is not read; never an acronym glued to a word, "CRAgente": a column's label), its hours and pay
(their shapes: never counts), then its run of digits. The run is split into the count columns only where exactly
one split closes the row's arithmetic (the total the sum of the parts; each count "0" or without a leading zero, up
to three digits, or every count two digits where the table pads). Where several close, a Total row may choose: the
one choice of every row's split whose columns' sums its run restates (a clause's number may follow it, glued);
where a Total row restates none, nothing is read. The last row's run, followed by a full stop, may end with the
next clause's number ("…51173. DAS"): its splits with and without up to three last digits are all counted. The
rows read are uncertain unless every run had as many digits as columns (the arithmetic chose the split and cannot
also prove it). Rows not read, or a header nothing can be read under, leave a note saying the cells are glued;
nothing is guessed.

The rows read are written after the text's last line (a header, then a row a line), under a reader's note naming
the page's line: every line of the edital keeps its number, and the table pass, which looks lines up by number,
reads them as any quadro's rows (re-laid in place, they would all share the page's one number). Only a line
longer than `MAX_LINE` (a page turned into one line) is looked at, once, and only where a glued header stands in
it (at most `_MAX_HEADERS`): one bounded pattern per row, each run split among a bounded number of ways.
"""

from __future__ import annotations

import re
from itertools import combinations, product

from cotacheck.linter.read.text import MAX_LINE, Line, reading_note_line

_NAME = r"Cargo/Função|Cargo/Especialidade|Cargos?|CARGOS?|Função|FUNÇÃO|Emprego|EMPREGO"
_TEXT = r"Escolaridade|ESCOLARIDADE|Nível de escolaridade|Nível|NÍVEL|Requisitos?|REQUISITOS?"
_HOURS = r"Carga horária semanal|Carga [Hh]orária|CARGA HORÁRIA|Jornada|JORNADA|CH"
_MONEY = (
    r"Vencimento inicial \(R\$\)|Vencimento \(R\$\)|Vencimento|VENCIMENTO|Salário \(R\$\)|Salário|SALÁRIO|"
    r"Remuneração \(R\$\)|Remuneração|REMUNERAÇÃO"
)
_ROLES = {
    "total": r"Total de vagas|Total|TOTAL|Vagas|VAGAS",
    "open": r"Ampla concorrência|AC|A\.C\.",
    "pcd": r"PcD|PCD|PNE",
    "negros": r"Negros|NEGROS|PPP|PN",
    "indigenas": r"Indígenas|PI",
    "quilombolas": r"Quilombolas|PQ",
}
_COUNT = "|".join(_ROLES.values())
_HEADER = re.compile(rf"(?:{_NAME})(?:{_TEXT}|{_HOURS}|{_MONEY}){{0,6}}(?:{_COUNT}){{2,8}}")
_LABEL = re.compile(
    "|".join(f"(?P<{k}>{p})" for k, p in (("name", _NAME), ("text", _TEXT), ("hours", _HOURS), ("money", _MONEY)))
    + "|"
    + "|".join(f"(?P<{role}>{p})" for role, p in _ROLES.items())
)
_CELLS = {
    "hours": r"\d{1,2}(?:h|hs| horas)",
    "money": r"(?:R\$ ?)?\d{1,3}(?:\.\d{3})*,\d{2}",
    "text": r"[^\d]{2,80}?",
}
#: A row's name and the text cells glued to it: no digits, no sentence's punctuation, opening with a capital.
#: (never an acronym glued to a word: "CRAgente" is a column's label, CR, before the first name)
_NAME_CELL = r"(?![A-ZÀ-Ú]{2,}[a-zà-ú])[A-ZÀ-Ú](?:[^\d.:;,]|\.(?=\S)){1,150}?"
_RUN = r"(?P<run>\d{1,30})"
_TOTAL_ROW = re.compile(r"(?:TOTAL GERAL|Total geral|TOTAL|Total)(?P<run>\d{1,40})")
#: Where two cells were glued: a lower-case letter (or a closing bracket) right before a capital.
_JOINT = re.compile(r"(?<=[a-zà-ú)])(?=[A-ZÀ-Ú])")
GLUED = "quadro com as células coladas (a página copiada sem separadores)"
DOUBT = (
    f"{GLUED}: os números de cada linha vieram juntos e foram separados pela soma da linha, a única partição "
    "que fecha; confira no edital"
)
_PARTS = ("open", "pcd", "negros", "indigenas", "quilombolas")


def _columns(header: str) -> list[tuple[str, str]] | None:
    """The header's labels (kind or role, as printed), when they name a cargo, its text, hours and pay columns,
    then count columns only, one the total and the others parts."""
    out, at = [], 0
    while at < len(header):
        m = _LABEL.match(header, at)
        if m is None:
            return None
        out.append((m.lastgroup, m.group(0)))
        at = m.end()
    roles = [k for k, _ in out if k in _ROLES]
    first = next(i for i, (k, _) in enumerate(out) if k in _ROLES)
    if any(k not in _ROLES for k, _ in out[first:]) or roles.count("total") != 1 or len(set(roles)) != len(roles):
        return None
    return out


def _row_pattern(columns: list[tuple[str, str]]) -> tuple[re.Pattern, int]:
    """A row's pattern by the header's columns, and how many text cells are glued to the name."""
    parts, texts = [], 0
    for i, (kind, _) in enumerate(columns):
        if kind == "name":
            parts.append(f"(?P<name>{_NAME_CELL})")
        elif kind == "text" and columns[i - 1][0] in ("name", "text"):
            texts += 1  # glued to the name: parted at the joints
        elif kind in _CELLS:
            parts.append(f"(?:{_CELLS[kind]})")
    return re.compile("".join(parts) + _RUN + r"(?!\d)"), texts


def splits(run: str, roles: list[str]) -> list[tuple[int, ...]]:
    """Every split of `run` into one count per role that closes the row's arithmetic (the total the sum of
    the others): counts "0" or with no leading zero, up to three digits; or every count two digits (padded)."""
    n, found = len(run), set()
    if n < len(roles) or n > 3 * len(roles):
        return []
    for cuts in combinations(range(1, n), len(roles) - 1):
        pieces = [run[a:b] for a, b in zip((0, *cuts), (*cuts, n))]
        if all(len(p) <= 3 and (p == "0" or p[0] != "0") for p in pieces):
            found.add(tuple(map(int, pieces)))
    if n == 2 * len(roles):
        found.add(tuple(int(run[i : i + 2]) for i in range(0, n, 2)))
    t = roles.index("total")
    return sorted(c for c in found if c[t] == sum(c) - c[t])


def _fits(run: str, roles: list[str]) -> int:
    """How many splits of `run` the columns allow at all, whatever the sums (1: the split is forced)."""
    n = len(run)
    return 1 if n == len(roles) else 2


def _row(m: re.Match, texts: int, roles: list[str], after: str) -> tuple[str, list[tuple[int, ...]], bool]:
    """A row's name, the splits of its run that close (none when its text cells cannot be parted) and whether
    nothing else could fit the columns. A run followed by a full stop or a comma may end with the digits of the
    next clause's number ("…51173. DAS INSCRIÇÕES"): the splits of the run without one to three of its last
    digits are splits of it too."""
    joints = [j.start() for j in _JOINT.finditer(m.group("name"))]
    if len(joints) != texts:
        return m.group("name"), [], False
    name = m.group("name")[: joints[0]] if joints else m.group("name")
    run = m.group("run")
    if after[:1] not in (".", ","):
        return name.strip(), splits(run, roles), _fits(run, roles) == 1
    found = sorted({c for k in range(4) if len(run) - k >= len(roles) for c in splits(run[: len(run) - k], roles)})
    return name.strip(), found, False


#: The most ways the rows' splits may combine that the Total row is asked to choose among.
_MAX_COMBINATIONS = 4096


def _by_total(rows: list, run: str, after: str) -> list[tuple[int, ...]] | None:
    """The one choice of each row's split whose columns' sums the Total row's run restates (it opens with them,
    then at most the digits of a clause number glued after it), or None."""
    sizes = [len(c) for _, c in rows]
    count = 1
    for size in sizes:
        count *= size
    if count > _MAX_COMBINATIONS:
        return None
    found = []
    for choice in product(*(c for _, c in rows)):
        sums = "".join(str(sum(col)) for col in zip(*choice))
        rest = run[len(sums) :]
        if run.startswith(sums) and (not rest or (len(rest) <= 3 and after[:1] in ".,")):
            found.append(choice)
    return list(found[0]) if len(found) == 1 else None


def read_quadro(raw: str, start: int, columns: list[tuple[str, str]]):
    """The rows after the header ending at `start`: (rows read, names not read, where the quadro ends, forced)."""
    pattern, texts = _row_pattern(columns)
    roles = [k for k, _ in columns if k in _ROLES]
    rows, at, forced = [], start, True
    while at < len(raw) and len(rows) < 400:
        total = _TOTAL_ROW.match(raw, at)
        if total is not None:
            return _closed(rows, total, raw, forced)
        m = pattern.match(raw, at)
        if m is None:
            break
        name, found, alone = _row(m, texts, roles, raw[m.end() : m.end() + 1])
        rows.append((name, found))
        forced = forced and alone
        at = m.end()
    read = [(name, c[0]) for name, c in rows if len(c) == 1]
    return read, [name for name, c in rows if len(c) != 1], at, forced


def _closed(rows: list, total: re.Match, raw: str, forced: bool):
    """The rows above a Total row: each row's one closing split, the Total choosing among several where it
    restates one choice only; nothing when it restates none (or rows could not be split)."""
    run = total.group("run")
    missed = [name for name, c in rows if not c]
    choice = None if missed else _by_total(rows, run, raw[total.end() : total.end() + 1])
    if choice is None:
        read = [(name, c[0]) for name, c in rows if len(c) == 1]
        return (
            read if not missed and len(read) == len(rows) else [],
            [n for n, c in rows if len(c) != 1] or ["TOTAL"],
            total.end(),
            False,
        )
    sums = tuple(sum(col) for col in zip(*choice))
    read = [(name, counts) for (name, _), counts in zip(rows, choice)] + [("TOTAL", sums)]
    return read, [], total.start("run") + len("".join(map(str, sums))), forced


def _quadro(raw: str, number: int) -> tuple[list[str], str] | None:
    """The rows re-laid (a header, then a row a line) of the glued quadro in the long line `raw` (line `number`),
    and the note on it; None when no glued header stands in it."""
    unread = None
    for tried, header in enumerate(_HEADER.finditer(raw)):
        if tried == _MAX_HEADERS:
            break
        columns = _columns(header.group(0))
        rows, missed, _, forced = read_quadro(raw, header.end(), columns) if columns else ([], [], 0, False)
        if not rows and not missed:
            unread = f"{GLUED} na linha {number}: o cabeçalho ou as linhas do quadro não puderam ser separados; nada foi lido"
            continue
        labels = [label for kind, label in columns if kind in _ROLES]
        laid = [" ".join([columns[0][1], *labels])] if rows else []
        laid += [" ".join([name, *map(str, counts)]) for name, counts in rows]
        if not rows:
            return [], f"{GLUED} na linha {number}: nenhuma linha do quadro pôde ser separada com prova; nada foi lido"
        said = f"{GLUED} na linha {number}: re-lido abaixo do texto, uma linha por cargo"
        if missed:
            said += f"; as linhas {', '.join(missed[:10])} não foram lidas (nenhuma ou mais de uma partição fecha)"
        return laid, said + ("" if forced else f"; {_UNPROVEN}")
    return ([], unread) if unread else None


_UNPROVEN = "os números de cada linha foram separados pela sua soma"


#: The glued headers tried in one line (a page has one quadro or two; a line of nothing but labels is no page).
_MAX_HEADERS = 8


def relay(text: str) -> str:
    """`text` with the glued quadro of each over-long line re-laid after the text's last line (every line keeps
    its number), under a reader's note that says so (the module's docstring). Each line is looked at once."""
    if len(text) <= MAX_LINE:
        return text  # the cheap test: a page one line is longer than any printed line
    added: list[str] = []
    at, number, counted = 0, 1, 0
    while (m := _HEADER.search(text, at)) is not None:
        start = max(at, text.rfind("\n", at, m.start()) + 1)  # (`at` opens a line)
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        at = end + 1
        if end - start <= MAX_LINE:
            continue  # a printed line: another class's (`glued_counts`)
        number += text.count("\n", counted, start)
        counted = start
        found = _quadro(text[start:end], number)
        if found is not None:
            laid, said = found
            added += [reading_note_line(said, number), *laid]
    return text.rstrip("\n") + "\n" + "\n".join(added) + "\n" if added else text


def doubt(lines: list[Line], doubts: dict[int, str]) -> None:
    """The rows re-laid after a reader's note on a glued quadro whose splits the sums chose: unproven."""
    notes = [o for o in getattr(lines, "omitted", ()) if o.get("kind") == "note" and GLUED in o.get("what", "")]
    if not notes or _UNPROVEN not in notes[0]["what"]:
        return
    marked = next(
        (i for i, line in enumerate(lines) if line.text.startswith("[cotacheck: ") and GLUED in line.text), None
    )
    for line in lines[marked + 1 :] if marked is not None else ():
        doubts[line.number] = DOUBT
