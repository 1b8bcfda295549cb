"""A quadro whose last column gives each row's vacancies by modalidade in words (a federal university's
docente annex after the draw Lei 15.142 asks for, printed by a PDF and read by pypdf: "01 Instituto de
Ciências Exatas Matemática Aplicada / Análise Numérica Doutorado em Matemática DE 01 Reservada – pessoas
pretas e pardas", "… DE 02 1 Ampla concorrência; 1 Reservada – pessoas pretas e pardas", "… DE 02 2
Ampla concorrência"), under a header naming "Nº de vagas" and "Modalidade". Read as it stood, no row
was a table's (a count with words after it) and nothing was read.

Each row ends with its count and its modalidade cell: one label alone (the row's whole count) or parts
"n label" parted by ";" adding up to the count; each label one count role of the table vocabulary
("Ampla concorrência", "Reservada – pessoa com deficiência", "Reservada – pessoas pretas e pardas",
"… indígenas", "… quilombolas"). Any row that does not add up, or a label no role has, leaves the whole
quadro as it stood. The name is the row's words before the count, with the lines since the row above
(a code broken over lines, "DOC-" / "12", a unit's name wrapped), a code at its start left out and, when
the header names a "Titulação" column, cut where the titulação starts ("Doutorado", "Mestrado",
"Graduação" …), else the regime at its end ("DE", "20 horas"): the unit and the área, the words that
name the vacancy. Re-laid as a pipe table of one row per name (the roles in the order met, a Total
column), each on its row's line: the pass reads Lei 15.142's groups into the reserve for negros and
confirms a row by its arithmetic. A "TOTAL" line ends the table.

Trigger: "odalidade" and "eservad" in the text, then "vagas" on the line of a "odalidade" found by
searching the text.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.raw_lines import raw_lines
from cotacheck.linter.read.text import Line, fold, in_place_of, laid_line, pipe_row
from cotacheck.linter.tables.header import PLAIN_LABEL
from cotacheck.linter.tables.layout_header import column_of
from cotacheck.linter.tables.relaid import line_breaks

_ROLES = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas")
_LABEL = r"(?:Ampla [Cc]oncorr[eê]ncia|AMPLA CONCORR[EÊ]NCIA|[Rr]eservad[ao]s?\b[^;\d]*)"
_PART = rf"(?:\d{{1,3}}\s+)?{_LABEL}"
_ROW = re.compile(rf"^(?P<lead>.*?\S)\s+(?P<count>\d{{1,3}})\s+(?P<cell>{_PART}(?:\s*;\s*{_PART})*)\s*$")
_NAME_LABEL = re.compile(r"(?i)\b(?:[aá]rea(?:\s*/\s*sub[aá]rea)?|disciplina|cargo|mat[eé]ria|especialidade)\b")
_CODE = re.compile(r"^(?:[A-Z]{2,6}\s?-\s*)?\d{1,3}\s+|^[A-Z]{2,6}\s?-\s*")
_CODE_LINE = re.compile(r"^(?:[A-Z]{2,6}\s?-\s*)?\d{1,3}$|^[A-Z]{2,6}\s?-$")  # "DOC-", "12", "DOC-12" alone
_DEGREE = re.compile(
    r"\s(?:Doutorado|Mestrado|Gradua[cç][aã]o|Especializa[cç][aã]o|Licenciatura|Bacharelado|Doutor|Mestre)\b"
)
_REGIME = re.compile(r"\s(?:DE|T-?\d{2}|\d{2}\s?h(?:oras)?|Dedica[cç][aã]o [Ee]xclusiva)$")
_TOTAL = re.compile(r"(?i)^total\b")
_MAX_GAP = 4  # lines between two rows: a code broken over lines, a unit's name wrapped
_MAX_ROWS = 500


def _parts(count: int, cell: str) -> dict[str, int] | None:
    """The cell's count per role, or None when a label has no role or the parts do not add up."""
    pieces = [piece.strip() for piece in cell.split(";")]
    out: dict[str, int] = {}
    for piece in pieces:
        number, _, label = piece.partition(" ") if piece[:1].isdigit() else ("", "", piece)
        role = column_of(0, 0, label).kind
        if role not in _ROLES or role in out:
            return None
        if not number and len(pieces) > 1:
            return None  # "Ampla concorrência; 1 Reservada …": whose is the rest is not said
        out[role] = int(number) if number else count
    return out if sum(out.values()) == count else None


def _name(words: str, degree: bool) -> str:
    name = _CODE.sub("", " ".join(words.split()))
    cut = _DEGREE.search(name) if degree else None
    if cut is not None:
        return name[: cut.start()].strip()
    return _REGIME.sub("", name).strip()


def _table(raw: list[str], at: int) -> tuple[list[tuple[int, str, dict[str, int]]], int] | None:
    """The rows under the header on `raw[at]`: (line index, name, counts), and the table's last line."""
    degree = "titula" in fold(raw[at])
    rows: list[tuple[int, str, dict[str, int]]] = []
    pending: list[str] = []
    end = at
    for k in range(at + 1, min(len(raw), at + 1 + _MAX_ROWS)):
        line = raw[k].strip()
        if not line:
            continue
        match = _ROW.match(line)
        if match is None:
            if _TOTAL.match(line) or len(pending) >= _MAX_GAP:
                break
            if not _CODE_LINE.match(line):
                pending.append(line)
            continue
        counts = _parts(int(match["count"]), match["cell"])
        if counts is None:
            return None  # a row this reading cannot place: the quadro left as it stood
        name = _name(" ".join([*pending, match["lead"]]), degree)
        if not name:
            return None
        rows.append((k, name, counts))
        pending, end = [], k
    return (rows, end) if len(rows) >= 2 else None


def _laid(at: int, label: str, rows: list[tuple[int, str, dict[str, int]]]) -> list[Line]:
    roles = [role for role in _ROLES if any(role in counts for _, _, counts in rows)]
    groups: dict[str, tuple[int, dict[str, int]]] = {}
    for k, name, counts in rows:
        line, sums = groups.setdefault(name, (k + 1, dict.fromkeys(roles, 0)))
        for role, n in counts.items():
            sums[role] += n
    laid = [laid_line(at + 1, pipe_row([label, *(PLAIN_LABEL[r] for r in roles), "Total"]))]
    laid.append(laid_line(at + 1, pipe_row(["---"] * (len(roles) + 2))))
    for name, (line, sums) in groups.items():
        laid.append(laid_line(line, pipe_row([name, *(str(sums[r]) for r in roles), str(sum(sums.values()))])))
    return laid


def _heads(text: str) -> list[int]:
    """The indexes of the lines holding "odalidade" and "vagas" (found by searching the text), numbered as
    `split_lines` numbers them (a page break "\\f" or a lone "\\r" ends a line too)."""
    heads: list[int] = []
    ends = "\n" + "\f" * ("\f" in text) + "\r" * ("\r" in text)  # the line ends this text holds
    at = text.find("odalidade")
    line, counted = 0, 0
    while at != -1 and len(heads) < 50:
        opens = max(text.rfind(end, 0, at) for end in ends) + 1
        closes = min((k for k in (text.find(end, at) for end in ends) if k != -1), default=len(text))
        if "vagas" in fold(text[opens:closes]):
            line += line_breaks(text, counted, at)
            counted = at
            heads.append(line)
        at = text.find("odalidade", closes)
    return heads


def relay(lines: list[Line], text: str) -> list[Line]:
    """`lines` (the same list) with each quadro of modalidade cells in words re-laid a row a name."""
    if "odalidade" not in text or "eservad" not in text:
        return lines
    heads = _heads(text)
    if not heads:
        return lines
    raw = raw_lines(text)
    spans: list[tuple[int, int, list[Line]]] = []
    done = 0
    for at in heads:
        if at < done or at >= len(raw):
            continue
        label = _NAME_LABEL.search(raw[at])
        found = _table(raw, at) if label is not None else None
        if found is None:
            continue
        rows, end = found
        spans.append((at + 1, end + 1, _laid(at, label.group(0), rows)))
        done = end + 1
    return in_place_of(lines, spans) if spans else lines
