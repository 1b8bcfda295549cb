"""A quadro made as a spreadsheet and printed by LibreOffice Calc, read by pypdf, drawn at random with its
right reading: the class of `tables/calc_cells.py`.

`calc_cells(rng)` writes the text pypdf gives for such an annex. Calc draws a page in two passes: every cell
whose text fits on one line, row by row (a row's cells on one line; a header row's cells merged down over two
rows on a line of their own, a spanning label over the lower row's on another: "Código Cargo Requisitos" /
"VAGAS" / "Total"), then every cell it wrapped, row by row again, each of its lines a line (a cell's last line
glued at times to the next cell's first one, "Cadastro " / "reservaAmpla "). On the first page the header
rows are the body's, so the header's wrapped labels come after the page's rows and before the rows' own
wrapped cells (a long requisito, missing from its row's line); on a later page the header is the sheet's
rows to repeat, printed as an area of its own: its one-line labels, its wrapped ones, then the rows. Between
the pages the page's running head and "Página k de n". The columns: a code at times, the cargo, a requisitos
column at times (its cells wrapped at times), the hours ("40h") and pay ("R$ 2.845,12") at times, the counts
(ampla concorrência, PcD at times, negros, the total first or last, "00" zero-padding at times, "-" for
none at times), a cadastro column ("CR") at times; group rows ("CARGO: … – Requisitos: …") over the cargos
at times, each group's "Subtotal – …" row at times, a "Total geral" row at times, notes after it.

The right reading: each row its total and its negros. Proven only where every count label but the total's
was drawn in the same pass (all one-line or all wrapped, in one header row), no requisitos column runs into
the names, and the open column is no smaller than any reserve in any row (else the rows are uncertain).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Arquiteto e Urbanista",
    "Assistente Social",
    "Auxiliar de Serviços Gerais",
    "Contador",
    "Enfermeiro Plantonista",
    "Engenheiro Civil",
    "Fiscal de Tributos",
    "Médico Clínico Geral",
    "Motorista de Veículos Pesados",
    "Nutricionista",
    "Operador de Máquinas Rodoviárias",
    "Professor de Educação Infantil",
    "Psicólogo",
    "Técnico em Enfermagem",
    "Técnico em Informática",
    "Vigilante",
    "Farmacêutico Bioquímico",
    "Fonoaudiólogo",
]
REQUISITOS = [
    "Ensino Médio completo",
    "Curso superior na área e registro no conselho de classe",
    "Ensino Fundamental incompleto (4º ano) e CNH categoria D",
    "Curso técnico na área e registro no conselho de classe",
    "Licenciatura plena na área de atuação",
    "Ensino Fundamental completo",
]
GROUPS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO E TÉCNICO", "NÍVEL FUNDAMENTAL", "ÁREA DA SAÚDE", "ÁREA ADMINISTRATIVA"]
#: Each count role's one-line labels and its wrapped ones.
LABELS = {
    "total": (["Total", "TOTAL"], ["Total de vagas", "TOTAL DE VAGAS"]),
    "open": (["AC"], ["Ampla concorrência", "AMPLA CONCORRÊNCIA", "Vagas de ampla concorrência"]),
    "pcd": (["PcD", "PCD"], ["Pessoas com deficiência", "PESSOAS COM DEFICIÊNCIA"]),
    "negros": (["Negros", "NEGROS", "Afrodescendentes"], ["Negros (pretos e pardos)", "Candidatos negros"]),
}
SPANS = ["VAGAS", "Vagas", "DAS QUAIS RESERVADAS", "Vagas reservadas"]
RUNNING = "Edital nº 01/2026 – Anexo I"


@dataclass
class _Column:
    label: str
    wrapped: bool
    under_span: bool = False
    role: str | None = None


def _wrap(label: str, rng: random.Random) -> list[str]:
    """A wrapped label's lines, each but the last with its trailing space, as pypdf gives Calc's lines."""
    words = label.split()
    if len(words) == 1:
        return [label]
    width = rng.randint(6, 16)
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return [f"{text} " for text in lines[:-1]] + lines[-1:]


def _cell(value: int, pad: bool, dash: bool) -> str:
    if value == 0 and dash:
        return "-"
    return f"{value:02d}" if pad else str(value)


def _counts(rng: random.Random, roles: list[str], least: int = 1) -> dict[str, int]:
    total = rng.choice([t for t in (1, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30) if t >= least])
    negros = (total * rng.choice([20, 25, 30]) + 50) // 100 if total >= 3 else 0
    pcd = (total * rng.choice([5, 10]) + 99) // 100 if "pcd" in roles and total >= 5 else 0
    return {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}


def _columns(rng: random.Random) -> tuple[list[_Column], list[_Column], list[str], bool]:
    """(text columns before the counts, count columns, roles in order, whether a requisitos column runs)."""
    texts = []
    if rng.random() < 0.7:
        texts.append(_Column(rng.choice(["Código", "Cód.", "CÓDIGO"]), False))
    texts.append(_Column(rng.choice(["Cargo", "CARGO", "Cargo/Especialidade"]), False))
    requisitos = rng.random() < 0.4
    if requisitos:
        label = rng.choice(["Requisitos", "Requisitos para provimento", "Escolaridade"])
        texts.append(_Column(label, len(label) > 12 and rng.random() < 0.5))
    if rng.random() < 0.5:
        texts.append(_Column(rng.choice(["Carga horária semanal", "CH"]), False))
        texts[-1].wrapped = len(texts[-1].label) > 2
    if rng.random() < 0.5:
        texts.append(_Column(rng.choice(["Vencimento básico (R$)", "Vencimento (R$)"]), rng.random() < 0.6))
    others = ["open", "negros"] + (["pcd"] if rng.random() < 0.6 else [])
    rng.shuffle(others)
    roles = [*others, "total"] if rng.random() < 0.5 else ["total", *others]
    counts = []
    for role in roles:
        wrapped = rng.random() < 0.6
        counts.append(_Column(rng.choice(LABELS[role][wrapped]), wrapped, role=role))
    if not any(c.wrapped for c in counts):
        pick = rng.choice(counts)
        pick.wrapped, pick.label = True, rng.choice(LABELS[pick.role][1])
    if requisitos and all(c.wrapped for c in counts):
        # every count label wrapped is `rotated_tail`'s class, which confirms rows by their sums alone, names
        # run into the requisitos or not: here a label stays on one line
        pick = rng.choice(counts)
        pick.wrapped, pick.label = False, rng.choice(LABELS[pick.role][0])
    return texts, counts, roles, requisitos


def calc_cells(rng: random.Random) -> Case:
    texts, counts, roles, requisitos = _columns(rng)
    span = rng.choice([None, *SPANS])
    reserves = [k for k, c in enumerate(counts) if c.role in ("pcd", "negros")]
    only_reserves = span is not None and reserves[-1] - reserves[0] == len(reserves) - 1 and rng.random() < 0.5
    for column in counts if span is not None else []:
        column.under_span = column.role in ("pcd", "negros") or not only_reserves
    cadastro = rng.random() < 0.4
    trailer = _Column(rng.choice(["Cadastro reserva", "CR"]), False) if cadastro else None
    if trailer is not None:
        trailer.wrapped = trailer.label != "CR"
    pad, dash = rng.random() < 0.5, rng.random() < 0.3
    names = rng.sample(NAMES, rng.randint(3, 9))
    grouped = rng.random() < 0.3
    subtotals = grouped and rng.random() < 0.6
    rows, entries, all_values = [], [], []
    groups = [names[: len(names) // 2], names[len(names) // 2 :]] if grouped else [names]
    code = rng.randint(1, 20)
    for g, members in enumerate(groups):
        if grouped:
            rows.append(("text", f"CARGO: {GROUPS[g]} – Requisitos: {rng.choice(REQUISITOS)}", [], None))
        sums = dict.fromkeys(roles, 0)
        for name in members:
            values = _counts(rng, roles, 1 if all_values else 3)  # the first row proves the total's column
            all_values.append(values)
            for role in roles:
                sums[role] += values[role]
            entries.append(Entry(name, values["total"], values["negros"]))
            cells, wrapped = [], []
            if texts[0].label.startswith(("Cód", "CÓD")):
                cells.append(f"{code:02d}")
                code += 1
            cells.append(name)
            if requisitos:
                req = rng.choice(REQUISITOS)
                if len(req) > 30 and rng.random() < 0.5:
                    wrapped.append(_wrap(req, rng))
                else:
                    cells.append(req)
            if any(c.label in ("CH", "Carga horária semanal") for c in texts):
                cells.append(rng.choice(["20h", "30h", "40h", "44h"]))
            if any(c.label.startswith("Vencimento") for c in texts):
                cells.append(f"R$ {rng.randint(1, 12)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}")
            cells += [_cell(values[r], pad, dash) for r in roles]
            if cadastro:
                cells.append("CR")
            rows.append(("row", " ".join(cells), wrapped, values))
        if subtotals:
            label = rng.choice(["Subtotal", "SUBTOTAL", "Subtotal –"])
            sub = " ".join(_cell(sums[r], pad, False) for r in roles)
            rows.append(("sum", f"{label} {GROUPS[g].title()} {sub}", [], None))
    if rng.random() < 0.5:
        totals = [sum(v[r] for v in all_values) for r in roles]
        label = rng.choice(["Total geral", "TOTAL GERAL"])
        rows.append(("sum", f"{label} " + " ".join(_cell(t, pad, False) for t in totals), [], None))
    notes = ["Legenda: CR = cadastro reserva."] if rng.random() < 0.3 else []
    header = _header(texts, counts, trailer, span)
    pages = _pages(rows, rng)
    body = _annex(header, pages, notes, rng)
    first = [row[3] for row in pages[0] if row[0] == "row"]
    proven, known = _proven(counts, requisitos, first, span is not None)
    for entry in entries:
        entry.proven = proven
        entry.negros = entry.negros if known else None
    text = HEAD + "2. DAS VAGAS\n2.1 As vagas constam do Anexo I.\n" + TAIL + body + "\n"
    return Case(text, entries)


def _proven(counts, requisitos, first, span: bool) -> tuple[bool, bool]:
    """(whether the text proves the reading, whether it gives the negros' column at all), as the class's
    reader can know them: the count labels drawn on one line above the rows (the upper header row's, then the
    lower's) and those wrapped after them (the same), each in the order drawn; the interleavings of the two
    in which the total is the sum of the others and the open column no smaller than any reserve in the
    first page's rows (where none, any order that passes) must all put the total, and the negros, in one
    column; proven where one interleaving alone adds up and passes, one pass drew every label but the
    total's (not two reserves wrapped under a spanning label: two header rows in one pass), and no
    requisitos column runs into the names."""
    drawn = sorted(counts, key=lambda c: c.under_span)  # the upper row's cells before the lower row's
    simple = [c.role for c in drawn if not c.wrapped]
    wrapped = [c.role for c in drawn if c.wrapped]
    truth = [c.role for c in counts]

    def column(o, role):  # the true cells of the column `o` gives `role`
        return [v[truth[o.index(role)]] for v in first]

    def adds_up(o):
        return all(2 * t == 2 * v["total"] for v, t in zip(first, column(o, "total")))

    def plausible(o):
        return all(a >= b for r in o if r in ("pcd", "negros") for a, b in zip(column(o, "open"), column(o, r)))

    orders = [o for o in permutations(truth) if _keeps(o, simple) and _keeps(o, wrapped)]
    adding = [o for o in orders if adds_up(o)]
    passing = [o for o in adding if plausible(o)]
    one_pass = len({c.wrapped for c in counts if c.role != "total"}) == 1
    proven = one_pass and len(adding) == 1 and len(passing) == 1
    if not passing:
        passing, proven = [o for o in permutations(truth) if adds_up(o) and plausible(o)], False
    wrapped_reserves = sum(c.wrapped and c.role in ("pcd", "negros") for c in counts)
    proven = proven and not (span and wrapped_reserves >= 2) and not requisitos
    known = (
        len({o.index("negros") for o in passing}) == 1
        and passing[0][[c.role for c in counts].index("negros")] == "negros"
    )
    return known and proven, known


def _keeps(order, chain) -> bool:
    return [r for r in order if r in chain] == list(chain)


def _header(texts, counts, trailer, span) -> tuple[list[str], list[str]]:
    """(the header's one-line lines, its wrapped cells' lines), in Calc's drawing order."""
    columns = [*texts, *counts, *([trailer] if trailer else [])]
    simple: list[str] = []
    if span is None:
        line = " ".join(c.label for c in columns if not c.wrapped)
        simple = [line] if line else []
        wrapped_cells = [c.label for c in columns if c.wrapped]
    else:
        upper: list[list[str]] = []  # runs of the upper row by baseline: merged cells, then the span
        kind = None
        for c in columns:
            if c.under_span:
                if kind != "span":
                    upper.append([span])
                    kind = "span"
            elif not c.wrapped:
                if kind != "merged":
                    upper.append([])
                    kind = "merged"
                upper[-1].append(c.label)
        simple = [" ".join(run) for run in upper if run]
        lower = " ".join(c.label for c in columns if c.under_span and not c.wrapped)
        if lower:
            simple.append(lower)
        wrapped_cells = [c.label for c in columns if c.wrapped and not c.under_span]
        wrapped_cells += [c.label for c in columns if c.wrapped and c.under_span]
    return simple, wrapped_cells


def _pages(rows, rng: random.Random) -> list[list]:
    if len(rows) < 6 or rng.random() < 0.5:
        return [rows]
    data = [k for k, row in enumerate(rows) if row[0] == "row"]
    if len(data) < 4:
        return [rows]
    cut = data[rng.randint(2, len(data) - 2)]  # two rows at least on each page
    while rows[cut - 1][0] == "text":
        cut -= 1
    return [rows[:cut], rows[cut:]]


def _glued(cells: list[list[str]], rng: random.Random) -> list[str]:
    """Wrapped cells' lines in turn, a cell's last line glued at times to the next one's first line."""
    out: list[str] = []
    for lines in cells:
        first = lines[0]
        if out and out[-1][-3:].isalpha() and out[-1][-3:].islower() and first[:2].istitle() and rng.random() < 0.3:
            out[-1] += first
            out += lines[1:]
        else:
            out += lines
    return out


def _annex(header, pages, notes, rng: random.Random) -> str:
    simple, wrapped_labels = header
    wrapped_header = [_wrap(label, rng) for label in wrapped_labels]
    out = []
    for k, rows in enumerate(pages, 1):
        out += [RUNNING, f"Página {k} de {len(pages)}"]
        if k == 1:
            out += ["PREFEITURA MUNICIPAL DE CAMPO ALEGRE – CONCURSO PÚBLICO", "ANEXO I – QUADRO DE CARGOS E VAGAS"]
            out += simple
        else:
            out += simple + _glued(wrapped_header, rng)
        out += [row[1] for row in rows]
        if k == len(pages):
            out += notes
        late = [w for row in rows for w in row[2]]
        out += _glued((wrapped_header if k == 1 else []) + late, rng)
    return "\n".join(out)
