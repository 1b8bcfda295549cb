"""A quadro de vagas scanned (1-bit, skewed) and OCR'd by tesseract --psm 4, its count cells at times misread,
drawn at random with its right reading: the class of `tables/ocr_slips.py`.

`ocr_slips(rng)` writes the text: the sentence announcing the quadro (its legend at times in brackets wrapped
over two lines, "(AC: ampla concorrência; PcD:" / "pessoas com deficiência):"), the header on one line (the
name label, the total as "Vagas" or "Total" first or last, AC, PcD at times, the negros'; a pay or hours
label after at times), a blank line at times, a row a line: the name (its first line above at times, cut
after "de" or "em": "Técnico em" / "Informática 4 3 o 1 …"), the counts, the pay ("R$ 4.020,00",
"R$2.310,00", the OCR's "4,020,00") or the hours, spaces doubled where the skew shifted words; a TOTAL row at
times. The OCR's slips, in random cells of random rows: a 0 as "o", "O", "jo)", "fo)" or "(o)", a 1 as "l" or "I",
and, in a table where slips show, a total that lost one of its digits ("1" for 11).

The right reading, as the arithmetic proves it (`_fixed`, the stage's rule written again): the total column
is proven by the rows with no slip that close on it (two at least, more than on any other column and more than
close on none); a row's one slip is forced by its sum, slips among the parts by a sum left at 0, a column's
one open cell by the TOTAL row (a few rounds, each row's sum again after), a lost digit by the row's sum. A
slip row so fixed reads its true counts and is never confirmed (`Entry.proven` False, `slipped`); one not
fixed is not read (`read` False). A TOTAL row the columns miss (a lost digit nothing fixes) leaves no slip row
read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL

from cotacheck.linter.read.text import fold
from cotacheck.linter.tables.scanned_quadro import header_roles

NAMES = [
    "Analista Legislativo",
    "Assistente Legislativo",
    "Auxiliar Legislativo",
    "Contador",
    "Jornalista",
    "Motorista",
    "Procurador Jurídico",
    "Redator de Atas",
    "Técnico em Informática",
    "Telefonista",
    "Agente de Portaria",
    "Arquivista",
    "Engenheiro Civil",
    "Agente de Saúde I",
    "Operador de Som",
    "Recepcionista",
    "Copeira",
    "Zelador",
]
NAME_LABELS = ["Cargo", "CARGO", "Cargos", "Emprego"]
LABELS = {
    "total": ["Vagas", "Total", "VAGAS", "Total de vagas"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["Negros", "NEGROS"],
}
ZERO = ["o", "O", "o", "jo)", "(o)", "fo)"]
ONE = ["l", "I"]
LEADS = [
    "2.1 Os cargos, as vagas e o vencimento inicial constam do quadro a seguir (AC: ampla concorrência; PcD:\n"
    "pessoas com deficiência):\n",
    "2.1 Os cargos, as vagas e o vencimento inicial constam do quadro a seguir:\n",
    "2.1 O quadro de vagas é o seguinte.\n",
]
_ROUNDS = 4


@dataclass
class Entry:
    name: str
    vacancies: int
    negros: int | None
    proven: bool = True
    slipped: bool = False
    read: bool | None = True  # None: left to the table pass as it reads it (never confirmed)


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    loose: bool = False  # slip rows left to other stages, which may misread them (never confirmed)


def ocr_slips(rng: random.Random) -> Case:
    """See the module docstring."""
    roles = rng.choice(
        [["total", "open", "pcd", "negros"], ["total", "open", "negros"], ["open", "pcd", "negros", "total"]]
    )
    after = rng.choice(["pay", "pay", "hours", "none"])
    header = " ".join(
        [rng.choice(NAME_LABELS), *(rng.choice(LABELS[r]) for r in roles)]
        + {"pay": [rng.choice(["Vencimento", "Salário", "Remuneração (R$)"])], "hours": ["Jornada"], "none": []}[after]
    )
    names = rng.sample(NAMES, rng.randint(4, 10))
    truth = [_figures(rng, roles) for _ in names]
    read = [[str(v) for v in row] for row in truth]
    slipped = set()
    for n, row in enumerate(truth):
        if rng.random() < 0.4:
            for j, v in enumerate(row):
                if v in (0, 1) and rng.random() < 0.7:
                    read[n][j] = rng.choice(ZERO if v == 0 else ONE)
                    slipped.add(n)
    lost = set()
    if slipped:
        j = roles.index("total")
        for n, row in enumerate(truth):
            if n not in slipped and row[j] >= 10 and rng.random() < 0.3:
                cut = rng.randrange(2)
                read[n][j] = str(row[j])[:cut] + str(row[j])[cut + 1 :]
                lost.add(n)
    totals = rng.random() < 0.7
    fixed = _fixed(roles, truth, read, totals, _named(header, len(roles)))
    named = _named(header, len(roles))
    col = _total_column([[int(c) for c in r] for r in read if all(c.isdigit() for c in r)], len(roles), named)
    # no sum to prove a cell by: a lost digit left to the table pass, never confirmed; with no TOTAL row either,
    # slips left to `scanned_quadro` under a header it reads (the pass may misread them: `loose`), else out
    scanned = col is None and not totals and _scanned_header(header, len(roles))
    loose = set() if col is not None else lost | slipped if scanned else lost
    entries = []
    lines = []
    for n, name in enumerate(names):
        v = truth[n][roles.index("total")]
        g = truth[n][roles.index("negros")]
        odd = n in slipped or n in lost
        entries.append(
            Entry(
                name,
                v,
                g,
                proven=not odd and not slipped,
                slipped=odd,
                read=None if n in loose else not odd or n in fixed,
            )
        )
        head, _, rest = name.partition(" de " if " de " in name else " em ")
        if rest and rng.random() < 0.2:  # the name's cell wrapped, its first line above the row's
            word = " de" if " de " in name else " em"
            lines += [head + word, _line(rng, [rest, *read[n], *_after(rng, after)])]
        else:
            lines.append(_line(rng, [name, *read[n], *_after(rng, after)]))
    if totals:
        sums = [sum(row[j] for row in truth) for j in range(len(roles))]
        lines.append(_line(rng, [rng.choice(["TOTAL", "Total"]), *map(str, sums)]))
    for n, e in enumerate(entries):  # a row beside one left out: its name may take the gap's words
        if any(not entries[m].read for m in (n - 1, n + 1) if 0 <= m < len(entries)):
            e.proven = False
    blank = "\n" if rng.random() < 0.5 else ""
    body = header + "\n" + blank + "\n".join(lines)
    lead = "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO\n" + rng.choice(LEADS) + "\n"
    text = HEAD + lead + body + "\n\n2.2 A jornada de trabalho é de 30 horas semanais.\n" + TAIL
    return Case(text, entries, loose=bool(scanned and slipped))


def _figures(rng: random.Random, roles: list[str]) -> list[int]:
    """A row's counts by role: a total, the negros' a fifth or so, PcD one at times, AC the rest."""
    total = rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 8, 11, 12, 15, 20])
    negros = total // 5 + (rng.random() < 0.3 and total >= 3)
    pcd = int("pcd" in roles and total >= 5 and rng.random() < 0.7)
    values = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
    return [values[r] for r in roles]


def _after(rng: random.Random, after: str) -> list[str]:
    """The cells after the counts: a pay (the OCR's "4,020,00" at times, "R$" glued at times) or the hours."""
    if after == "hours":
        return [rng.choice(["30h", "40h", "20h"])]
    if after == "none":
        return []
    whole, cents = rng.randint(1200, 14900), rng.choice(["00", "50", "33"])
    pay = f"{whole // 1000}.{whole % 1000:03d},{cents}"
    pay = pay.replace(".", ",") if rng.random() < 0.2 else pay
    return [rng.choice(["R$ ", "R$", ""]) + pay]


def _line(rng: random.Random, tokens: list[str]) -> str:
    """The tokens as the skewed scan's OCR spaced them: a space, or two or three where the words shifted."""
    out = tokens[0]
    for token in tokens[1:]:
        out += " " * rng.choice([1, 1, 1, 1, 2, 3]) + token
    return out


def _fixed(roles: list[str], truth: list[list[int]], read: list[list[str]], totals: bool, named) -> set[int]:
    """The rows with a slip or a lost digit the arithmetic fixes (the stage's rule, written again)."""
    k = len(roles)
    values = [[int(c) if c.isdigit() else None for c in row] for row in read]
    col = _total_column([row for row in values if None not in row], k, named)
    slips = {n for n, row in enumerate(values) if None in row}
    lost = set()
    if col is not None:
        lost = {n for n, row in enumerate(values) if n not in slips and sum(row) != 2 * row[col]}
    for n in lost:
        values[n] = list(truth[n])
    for n in slips:
        _row_sum(values[n], truth[n], col)
    if totals:
        for _ in range(_ROUNDS):
            progress = False
            for j in range(k):
                open_ = [n for n in slips if values[n][j] is None]
                if len(open_) == 1:
                    values[open_[0]][j] = truth[open_[0]][j]
                    progress = True
                    _row_sum(values[open_[0]], truth[open_[0]], col)
            if not progress:
                break
    full = [n for n in slips if None not in values[n]]
    if totals and any(
        sum(row[j] for row in values) != sum(row[j] for row in truth)
        for j in range(k)
        if all(row[j] is not None for row in values)
    ):
        return set()
    return set(full) | lost


def _scanned_header(header: str, k: int) -> bool:
    """The header as `scanned_quadro` reads it names as many count columns as the rows hold."""
    roles = header_roles(fold(header))
    return roles is not None and len(roles) == k


def _named(header: str, k: int) -> int | None:
    """The total's column as the header names it, where `scanned_quadro` reads it as many columns as the rows."""
    roles = header_roles(fold(header))
    return roles.index("total") if roles is not None and len(roles) == k and "total" in roles else None


def _total_column(clean: list[list[int]], k: int, named: int | None) -> int | None:
    """The column most rows without a slip close on (two at least, more than any other, more than none); the
    header's total where as many close on it as on any other, more than on none."""
    closing = [sum(2 * row[j] == sum(row) for row in clean) for j in range(k)]
    none = sum(not any(2 * row[j] == sum(row) for j in range(k)) for row in clean)
    if named is not None and closing[named] == max(closing) and closing[named] > none:
        return named
    best = max(range(k), key=lambda j: closing[j])
    second = sorted(closing)[-2]
    return best if closing[best] >= 2 and second < closing[best] and closing[best] > none else None


def _row_sum(row: list[int | None], truth: list[int], col: int | None) -> None:
    """The cells of a slip row its own sum forces, filled in: its one open cell, or open parts left at 0."""
    if col is None:
        return
    open_ = [i for i, v in enumerate(row) if v is None]
    parts = sum(v for i, v in enumerate(row) if i != col and v is not None)
    if len(open_) == 1 or (open_ and col not in open_ and row[col] == parts):
        for i in open_:
            row[i] = truth[i]
