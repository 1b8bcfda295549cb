"""A quadro laid out by spaces whose every row the extraction wrapped onto two lines, as its header, drawn
at random with its right readings: the class of `tables/wrapped_rows.py`.

`wrapped_rows(rng)`: a header of two lines (the code at times, the cargo and the requisitos over the polo
at times, the pay and the counts), a group label "-------- Vagas --------" over it at times; each row its
code, name and requisitos on one line and its polo, counts, pay and hours on the next. Two ways of
wrapping: the two lines each aligned to its header line (a landscape page's row in two bands), or a line
cut hard at the page's width, what runs past it printed at the start of the next line before the counts
("… residir na área d" / "a ESF      3  2  -  1"; with no requisitos column the name itself is cut, and
joined back). Count columns in any order (Total, AC or Ampla, PcD, Negros or PPP, CR at times), right
aligned, zeros as "0" or "-", a TOTAL row wrapped the same way at times, notes and a table of agencies
by polo after it. A polo is part of the name when the cargo's name does not hold it already.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

HEAD = (
    "PREFEITURA MUNICIPAL DE SÃO GONÇALO DO RIO VERDE\nCONCURSO PÚBLICO – EDITAL Nº 01/2024\n\n"
    "1.1 Reserva de vagas: 10% para pessoas com deficiência e 20% para candidatos negros.\n\n"
    "ANEXO I – QUADRO DE VAGAS\n\n"
)
TAIL = (
    "\nLegenda: CH = carga horária semanal.\n\nANEXO II – AGÊNCIAS POR POLO\n"
    "Polo                 Agências    Postos de atendimento\nBelém/PA                  38          11\n"
    "Manaus/AM                 21           6\n\n2 DAS INSCRIÇÕES\n2.1 As inscrições serão feitas pela internet.\n"
)
NAMES = [
    "Agente Comunitário de Saúde – ESF Vila Operária",
    "Auxiliar de Secretaria Escolar",
    "Cuidador Educacional",
    "Fiscal de Posturas",
    "Técnico em Saúde Bucal",
    "Técnico de Enfermagem",
    "Engenheiro Ambiental",
    "Médico de Saúde da Família",
    "Professor de Educação Básica – PEB I",
    "Técnico Científico – Tecnologia da Informação",
    "Técnico Científico – Engenharia Agronômica",
    "Analista de Sistemas",
]
POLOS = ["Belém/PA", "Manaus/AM", "Porto Velho/RO", "Macapá/AP"]
REQUISITOS = [
    "Ensino médio completo",
    "Ensino fundamental completo e residir na área da unidade",
    "Curso técnico na área e registro no conselho de classe",
    "Graduação na área e registro no conselho competente",
]
LABELS = {
    "total": ["Total", "TOTAL"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["Negros", "PPP", "PN"],
    "crg": ["CR"],
}


def _figures(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 25)
    negros = total // 5 if total >= 3 else 0
    pcd = min(total - negros, int(total >= 5) * rng.randint(0, 1))
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros, "crg": 3 * total}


def _put(line: str, at: int, text: str) -> str:
    """`line` with `text` written from column `at` (padded with spaces, one space kept before it)."""
    line = line.rstrip()
    at = max(at, len(line) + 1) if line else at
    return line.ljust(at) + text


def wrapped_rows(rng: random.Random) -> Case:
    """See the module docstring."""
    coded = rng.random() < 0.7
    hard = rng.random() < 0.5  # cut at the page's width, not two bands
    requisitos = rng.random() < 0.7 or not hard
    polo = not hard and rng.random() < 0.6
    roles = ["total", "open", "pcd", "negros"] if rng.random() < 0.7 else ["total", "pcd", "negros"]
    rng.shuffle(roles)
    roles += ["crg"] * (rng.random() < 0.3)
    texts_after = rng.random() < 0.6
    name_at = 8 if coded else 0
    req_at = name_at + rng.randint(40, 48)
    first = _put("Código" if rng.random() < 0.5 else "Cód", 0, "") if coded else ""
    first = _put(first, name_at, rng.choice(["Cargo", "Cargo / Perfil", "Emprego"]))
    if requisitos:
        first = _put(first, req_at, rng.choice(["Requisito de escolaridade", "Pré-requisitos / escolaridade"]))
    second, cols = "", []
    if polo:
        second = "Polo de lotação"
    at = 20 if polo else rng.randint(6, 12)
    if polo and rng.random() < 0.5:
        second = _put(second, at, "Remuneração (R$)")
        at += 22
    for role in roles:
        label = rng.choice(LABELS[role])
        at = max(at, len(second) + 2)
        second = _put(second, at, label)
        cols.append(at + len(label))  # counts right-aligned under their label's end
        at += len(label) + rng.randint(2, 5)
    if texts_after:
        second = _put(second, at + 2, "CH   Venc. (R$)")
    group = rng.random() < 0.3
    lines = [" " * name_at + "-------- Vagas --------"] * group + [first, second]
    dashes = rng.random() < 0.3
    width = 100 if requisitos else rng.randint(44, 56)  # with no requisitos the name itself is cut
    entries, grand = [], dict.fromkeys(roles, 0)
    names = rng.sample(NAMES, rng.randint(3, 8))
    digits = rng.choice([2, 3])
    for k, name in enumerate(names):
        figures = _figures(rng)
        where = rng.choice(POLOS) if polo else ""
        code = f"{k + 1:0{digits}d}" if coded else ""
        top = _put(code, name_at, name) if coded else name
        if requisitos:
            top = _put(top, req_at, rng.choice(REQUISITOS))
        overflow = ""
        if hard and len(top) > width:
            top, overflow = top[:width], top[width:]
        bottom = overflow.strip() if overflow.startswith(" ") else overflow
        bottom = (" " if overflow.startswith(" ") else "") + bottom
        if polo:
            bottom = where
            if rng.random() < 0.5 and "Remuneração" in second:
                bottom = _put(bottom, 20, f"{rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
        for role, end in zip(roles, cols, strict=True):
            cell = "-" if dashes and figures[role] == 0 else str(figures[role])
            bottom = _put(bottom, max(end - len(cell), len(bottom.rstrip()) + 2), cell)
        if texts_after:
            bottom = _put(
                bottom, len(bottom) + 2, f"{rng.choice(['30h', '40h'])}  {rng.randint(1, 9)}.{rng.randint(100, 999)},00"
            )
        lines += [top, bottom]
        full = name
        if polo and where.split("/")[0] not in name:
            full = f"{name} – {where}"
        entries.append(Entry(full, figures["total"], figures["negros"], proven=False))
        for role in roles:
            grand[role] += figures[role]
    summed = rng.random() < 0.6
    if summed:
        bottom = ""
        for role, end in zip(roles, cols, strict=True):
            cell = str(grand[role])
            bottom = _put(bottom, max(end - len(cell), len(bottom.rstrip()) + 2), cell)
        lines += [" " * name_at + "TOTAL", bottom]
    proven = summed or {"total", "open"} <= set(roles)
    for entry in entries:
        entry.proven = proven
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
