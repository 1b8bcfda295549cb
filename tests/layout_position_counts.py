"""A quadro whose columns count the body's positions beside this concurso's vacancies ("Cargos criados (Lei)",
"Ocupados", "Vagos" beside "Vagas neste concurso", a municipal edital's lotação), drawn at random with its
right reading: the class of `tables/position_counts.py`.

- `position_counts(rng)`: a title and a one-line header: the name's label, one to three position columns
  (created, filled, vacant; their wording and order drawn), before this concurso's column, after the reserve
  columns, or some on each side; this concurso's column ("Vagas neste concurso", "Vagas ofertadas", "Vagas
  deste edital", "Vagas para provimento", "Total de vagas") and its reserve columns (Negros and PcD in either
  order, at times AC), at times a pay column last. Rows as pdfplumber gives them (single spaces), a tab
  copy, a pipe table (a Markdown rule under the header or none) or pdftotext -layout (cells aligned by spaces); a long name wrapped onto the next line at
  times (top-aligned cells: the counts on its first line); rows of cadastro only ("CR – –"); the created
  always the filled plus the vacant, the vacancies offered at most the vacant ones; a page break among the
  rows (the page's number, the running head every page prints, the header again or not); a TOTAL row closing every column, or
  none. At times one row offers more vacancies than it says are vacant (`doubtful`: never confirmed), and at
  times the header names no column for this concurso (its vacancies then the sum of AC and the reserves, or,
  with no AC column, `bare`: a "Vagos" is never its vacancies).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_prose import Case, Entry

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Agente de Trânsito",
    "Assistente Social",
    "Auditor Fiscal de Tributos",
    "Cuidador Social",
    "Enfermeiro",
    "Engenheiro Ambiental",
    "Farmacêutico",
    "Fisioterapeuta",
    "Guarda Civil Municipal",
    "Médico Clínico Geral",
    "Motorista de Ambulância",
    "Nutricionista",
    "Professor PII – Educação Infantil",
    "Professor PIII – Língua Portuguesa",
    "Técnico em Enfermagem",
    "Operador de Estação de Tratamento de Água e Esgoto",
    "Analista de Sistemas – Desenvolvimento",
]
MADE = ["Cargos criados (Lei)", "Cargos criados", "Cargos existentes", "Quantitativo previsto em lei", "Criados"]
FILLED = ["Ocupados", "Cargos ocupados", "Providos", "Cargos providos", "Lotação atual"]
VACANT = ["Vagos", "Cargos vagos", "Claros"]
OFFERED = ["Vagas neste concurso", "Vagas ofertadas", "Vagas deste edital", "Vagas para provimento", "Total de vagas"]
RESERVES = [["Negros", "PcD"], ["PcD", "Negros"], ["AC", "Negros", "PcD"], ["Ampla concorrência", "PcD", "Negros"]]
HEADS = ["Prefeitura Municipal de Rio Verde – Concurso Público – Edital nº 002/2026", "Edital nº 01/2026 – Câmara"]


@dataclass
class PositionCase(Case):
    doubtful: list[str] = field(default_factory=list)  # names whose row offers more than it says are vacant
    bare: bool = False  # no column for this concurso nor its parts (AC): nothing is its vacancies


def _figures(rng: random.Random, kinds: list[str], reserves: list[str], cr: bool, over: bool) -> dict[str, int]:
    """A row's figures by column: the created the filled plus the vacant, the offered at most the vacant
    (more with `over`), the reserve for negros a fifth, PcD a twentieth from 5."""
    offered = 0 if cr else rng.randint(1, 30)
    vacant = offered + rng.randint(1 if over else 0, 25)
    if over:
        vacant, offered = max(0, offered - rng.randint(1, 3)), offered
    filled = rng.randint(0, 300)
    negros = 0 if cr else offered * 20 // 100
    pcd = 0 if cr or offered < 5 else max(1, offered * 5 // 100)
    out = {"made": filled + vacant, "filled": filled, "vacant": vacant, "offered": offered}
    out.update({"Negros": negros, "PcD": pcd})
    out["AC"] = out["Ampla concorrência"] = offered - negros - pcd
    return {k: v for k, v in out.items() if k in kinds or k in reserves or k == "offered"}


def _cell(key: str, value: int, cr: bool, dash: str) -> str:
    if cr and key not in ("made", "filled", "vacant"):
        return "CR" if key == "offered" else dash
    return dash if value == 0 and key in ("Negros", "PcD", "AC", "Ampla concorrência") else str(value)


def _line(cells: list[str], style: str | list[int]) -> str:
    if isinstance(style, list):  # pdftotext -layout: the name left-aligned, the other cells right-aligned
        return (cells[0].ljust(style[0]) + "".join(c.rjust(w) for c, w in zip(cells[1:], style[1:]))).rstrip()
    if style == "pipe":
        return "| " + " | ".join(cells) + " |"
    return ("\t" if style == "tab" else " ").join(cells)


def _columns(rng: random.Random, bare: bool) -> tuple[list[str], list[str]]:
    """(keys, labels) of the count columns in order: the position columns at one of three places."""
    kinds = sorted(rng.sample(["made", "filled", "vacant"], rng.randint(1, 3)), key=["made", "filled", "vacant"].index)
    if bare and "vacant" not in kinds:
        kinds.append("vacant")
    if rng.random() < 0.2:
        rng.shuffle(kinds)
    label = {"made": rng.choice(MADE), "filled": rng.choice(FILLED), "vacant": rng.choice(VACANT)}
    reserves = rng.choice(RESERVES)
    vacancy = reserves if bare else ["offered", *reserves]
    cut = rng.choice([0, len(kinds), rng.randint(0, len(kinds))])
    keys = kinds[:cut] + vacancy + kinds[cut:] if rng.random() < 0.4 else kinds + vacancy
    labels = [label.get(k) or (rng.choice(OFFERED) if k == "offered" else k) for k in keys]
    return keys, labels


def _wrapped(name: str, names: list[str], rng: random.Random) -> tuple[str, str] | None:
    """A long name cut at a word as a narrow cell wraps it (the counts on its first line); its first line names
    no other cargo of the quadro."""
    words = name.split()
    if len(words) < 4 or rng.random() < 0.6:
        return None
    k = rng.randint(2, len(words) - 2)
    if words[k - 1] in ("de", "e", "–", "em"):
        k -= 1
    first = " ".join(words[:k])
    if k < 2 or any(first in other for other in names if other != name):
        return None
    return first, " ".join(words[k:])


def position_counts(rng: random.Random) -> PositionCase:
    """See the module's docstring."""
    style = rng.choice(["space", "space", "tab", "pipe", "layout"])
    keys, labels = _columns(rng, rng.random() < 0.15)
    bare = "offered" not in keys and "AC" not in keys and "Ampla concorrência" not in keys
    pay = rng.random() < 0.2
    head = ["Cargo", *labels] + (["Vencimento (R$)"] if pay else [])
    if style == "layout":
        style = [54] + [len(label) + rng.randint(3, 5) for label in head[1:]]
    running = rng.choice(HEADS)
    page = rng.randint(1, 3)
    lines = [
        running,
        "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO",
        "2.1 O quadro a seguir apresenta, para cada cargo, os cargos criados, os ocupados e os vagos, e as vagas "
        "oferecidas neste concurso, com a reserva às pessoas negras e às pessoas com deficiência:",
        "QUADRO 1 – CARGOS, LOTAÇÃO E VAGAS",
        _line(head, style),
    ]
    if style == "pipe" and rng.random() < 0.6:
        lines.append(_line(["---"] * len(head), style))
    dash = rng.choice(["–", "-", "0"])
    names = rng.sample(NAMES, rng.randint(3, 12))
    reserves = [k for k in keys if k not in ("made", "filled", "vacant", "offered")]
    case = PositionCase("", bare=bare)
    sums = dict.fromkeys(keys, 0)
    brk = rng.randrange(1, len(names)) if rng.random() < 0.35 else None
    over_at = rng.randrange(len(names)) if rng.random() < 0.15 and {"vacant", "offered"} <= set(keys) else None
    for n, name in enumerate(names):
        if n == brk:
            lines += [f"Página {page} de 7", running]
            page += 1
            if rng.random() < 0.6:
                lines.append(_line(head, style))
        cr = rng.random() < 0.12 and n != over_at
        figures = _figures(rng, keys, reserves, cr, n == over_at)
        for k in keys:
            sums[k] += figures[k]
        wrap = _wrapped(name, names, rng) if style != "pipe" else None
        if wrap and isinstance(style, list) and rng.random() < 0.5:
            wrap = (wrap[0], "  " + wrap[1])  # a cell's padding kept on its wrapped line
        cells = [wrap[0] if wrap else name] + [_cell(k, figures[k], cr, dash) for k in keys]
        cells += [f"{rng.randint(1800, 14000):,}".replace(",", ".") + ",00"] if pay else []
        lines.append(_line(cells, style))
        if wrap:
            lines.append(wrap[1])
        if not cr and not bare:
            case.entries.append(Entry(wrap[0] if wrap else name, figures["offered"], figures["Negros"]))
        if n == over_at:
            case.doubtful.append(name)
    if rng.random() < 0.6:
        total = [rng.choice(["TOTAL", "Total", "TOTAL GERAL"]), *(str(sums[k]) for k in keys)]
        lines.append(_line(total + ([""] if pay and style != "space" else []), style))
    lines += [
        "2.2 CR: cadastro de reserva. Os cargos vagos que não são oferecidos neste concurso poderão ser providos "
        "durante o prazo de validade, segundo a disponibilidade orçamentária e a ordem de classificação.",
        "3. DAS INSCRIÇÕES",
        "3.1 As inscrições serão realizadas exclusivamente via internet, no período de 10 a 30 de agosto de 2026.",
        f"Página {page} de 7",
        running,
        "3.2 O valor da taxa de inscrição será informado no endereço eletrônico da banca.",
        f"Página {page + 1} de 7",
    ]
    case.text = "\n".join(lines) + "\n"
    return case
