"""Municipal quadros laid out by spaces whose repeated cells are ditto marks, explained by a legend under
the table: the class of `tables/ditto_marks.py`, drawn with random variation for its property test.

`ditto_table(rng)` returns (text, rows): a cargo column, an área/disciplina column, the total, the
reserves for negros and for PcD in either order ("Reserv." / "Negros", "Reserv." / "Afro" or "Reserv." /
"PN", and "Reserv." / "PcD", over two lines), vencimento and carga horária; a cargo over one to five áreas, its first row
whole and the others with a ditto mark for the cargo (a run of `"` over the cell's width, one `"`,
"idem", "Idem", "id.", "〃"), the pay and the hours repeated as marks or printed again; the cargo's cell
one to three spaces from the área's (a cargo cell that runs into the next column); zero as "--", "–",
"0" or "00"; rules over and under the header at times; the legend in one of several wordings. `rows`
holds each row's (cargo, área, total, pcd, negros).
"""

from __future__ import annotations

import random

CARGOS = [
    "Professor de Educação Básica",
    "Especialista em Educação",
    "Auxiliar de Serviços Escolares",
    "Agente Comunitário de Saúde",
    "Técnico em Enfermagem",
    "Motorista",
    "Assistente Administrativo",
]
AREAS = [
    "Língua Portuguesa",
    "Matemática",
    "Ciências",
    "História",
    "Geografia",
    "Educação Física",
    "Supervisão Pedagógica",
    "Orientação Educacional",
    "Merenda",
    "Limpeza e Conservação",
    "Portaria",
    "Zona Rural",
    "PSF Centro",
    "Categoria D",
]
MARKS = ["run", '"', "idem", "Idem", "id.", "〃"]
LEGENDS = [
    '(") e (idem): o mesmo conteúdo da linha imediatamente anterior.',
    '" ou idem = igual ao da linha acima.',
    'Obs.: as aspas (") e "idem" repetem o conteúdo da linha anterior.',
    "(〃) e (id.): mesmo conteúdo da linha anterior.",
]
NEGROS = [["Reserv.", "Negros"], ["Reserv.", "Afro"], ["Reserv.", "PN"]]
PCD = [["Reserv.", "PcD"]]


def _zero(value: int, style: str) -> str:
    if value == 0:
        return style
    return f"{value:02d}" if style in ("00", "--") else str(value)


def _mark(kind: str, width: int) -> str:
    if kind == "run":
        return '"'.join([" " * 5] * max(2, width // 6))[5:].rstrip().ljust(1) or '"'
    return kind


def _put(line: list[str], x: int, text: str) -> None:
    if len(line) < x + len(text):
        line.extend(" " * (x + len(text) - len(line)))
    line[x : x + len(text)] = list(text)


def ditto_table(rng: random.Random) -> tuple[str, list[tuple[str, str, int, int, int]]]:
    cargos = rng.sample(CARGOS, rng.randint(1, 4))
    rows = []
    for cargo in cargos:
        for area in rng.sample(AREAS, rng.randint(1, 5)):
            total = rng.randint(1, 30)
            negros = total * 20 // 100 if total >= 3 else 0
            pcd = rng.choice([0, 0, 1]) if total - negros > 1 else 0
            rows.append((cargo, area, total, pcd, negros))
    zero = rng.choice(["--", "–", "0", "00"])
    order = ["negros", "pcd"] if rng.random() < 0.5 else ["pcd", "negros"]
    labels = {"negros": rng.choice(NEGROS), "pcd": PCD[0]}
    name_w = max(len(c) for c in cargos) + rng.randint(1, 3)
    area_label = rng.choice(["Área / Disciplina", "Área", "Disciplina"])
    area_w = max(len(area_label), *(len(r[1]) for r in rows)) + rng.randint(2, 4)
    x_area = 1 + name_w
    x_total = x_area + area_w
    xs = {"total": x_total, order[0]: x_total + 8, order[1]: x_total + 18}
    x_pay, x_ch = x_total + 28, x_total + 42
    header: list[list[str]] = [[], []]
    _put(header[0], 1, "Cargo")
    _put(header[0], x_area, area_label)
    _put(header[0], x_total, "Vagas")
    for role in order:
        for k, word in enumerate(labels[role]):
            _put(header[k], xs[role], word)  # top-aligned, as the other labels
    _put(header[0], x_pay, "Vencimento")
    _put(header[1], x_pay, "(R$)")
    _put(header[0], x_ch, "Carga")
    _put(header[1], x_ch, "Horária")
    rule = ["-" * (x_ch + 9)] if rng.random() < 0.6 else []
    out = [*rule, *("".join(line).rstrip() for line in header), *rule]
    mark = rng.choice(MARKS)
    repeat = rng.random() < 0.7
    previous = None
    for cargo, area, total, pcd, negros in rows:
        line: list[str] = []
        same = previous is not None and previous[0] == cargo
        _put(line, 1 if not same or mark != "run" else 6, _mark(mark, len(cargo)) if same else cargo)
        _put(line, x_area, area)
        counts = {"total": total, "pcd": pcd, "negros": negros}
        for role, x in xs.items():
            cell = _zero(counts[role], zero)
            _put(line, x + 2 - len(cell), cell)
        pay = previous[1] if same else f"{rng.randint(1, 4)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        hours = previous[2] if same else rng.choice(["20h", "24h", "30h", "40h", "44h"])
        _put(line, x_pay + 2, _mark(mark, 6) if same and repeat else pay)
        _put(line, x_ch + 1, _mark(mark, 3) if same and repeat else hours)
        out.append("".join(line).rstrip())
        previous = (cargo, pay, hours)
    out += rule
    out.append(" " + rng.choice(LEGENDS))
    return "\n".join(out), rows
