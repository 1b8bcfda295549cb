"""A quadro whose count labels Typst printed rotated 90°, as `pdftotext -layout` gives it, drawn at random with its
right reading: the class of `tables/rotated_whole.py` (and `tables/pay_between_names.py`).

`rotated_whole(rng)` writes the text: each rotated label whole on a line of its own at its column's place (the
lines in the order of the labels' lengths, the longest highest, labels of one length on one line, blank lines
among them at times), then the labels printed horizontally ("Cargo", the pay's "Vencimento" over "básico" at
times, "Lotação" at times), blank lines, the rows: a cargo's name, its pay and, where the quadro has one, a
lotação column whose cells the cargo's and the pay's cells are merged down (the merged cell's text on its middle
row's line, or on a line of its own between the two middle rows), names and lotações wrapped around their row's
line at times, counts a little off their label's place (a cell centred), zero-padded or dashes at times, a TOTAL
row at times, a page's footer and running head before the quadro at times. Roles drawn: ampla concorrência, PcD
at times, the negros' (by several labels), the total, a cadastro de reserva at times, in orders drawn.

The right reading: each row its total and its negros; a cargo at one lotação named by the cargo, a lotação of a
cargo at several by the lotação. Proven only where the row's line holds its cargo's text (which cargo a lotação
row alone belongs to is not in the text), not a cargo's name wrapped around its row, nor beside one whose words above
it end in no joining word (they may end the row above's name, those below open the next's).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    "Agente de Trânsito e Fiscalização",
    "Vistoriador de Veículos",
    "Procurador Autárquico",
    "Analista de Trânsito – Engenharia de Tráfego",
    "Médico Perito Examinador",
    "Psicólogo Perito Examinador",
    "Técnico em Enfermagem",
    "Assistente Administrativo",
    "Fiscal de Tributos Estaduais",
    "Motorista de Veículos Pesados",
    "Engenheiro Civil",
    "Contador",
]
LOTACOES = [
    "Salvador e Região Metropolitana",
    "Feira de Santana",
    "Vitória da Conquista",
    "Itabuna / Ilhéus",
    "Juazeiro",
    "Barreiras",
    "Capital e RMS",
    "Interior (CIRETRANs)",
    "Porto Seguro",
    "Teixeira de Freitas",
    "Jequié",
    "Paulo Afonso",
]
SEDE = ["Salvador (sede)", "Sede", "Capital"]
LABELS = {
    "open": ["Ampla concorrência", "Ampla Concorrência", "Vagas de ampla concorrência"],
    "pcd": ["Pessoas com deficiência", "PcD", "Com deficiência"],
    "negros": ["Negros (30%)", "Negros (20%)", "Candidatos negros", "Reservadas a negros"],
    "total": ["Total de vagas", "Total", "Total de Vagas"],
    "crg": ["Cadastro de reserva", "Cadastro reserva"],
}
FOOT = "\n                                                  Página 3 de 5\n\f                DETRAN – Edital nº 01/2026\n\n"


def _figures(rng: random.Random, roles: list[str]) -> dict[str, int]:
    total = rng.randint(1, 30)
    negros = (total * rng.choice((20, 30)) + 50) // 100 if total >= 3 else 0
    pcd = min(total - negros, 1 if total >= 5 and rng.random() < 0.7 and "pcd" in roles else 0)
    return {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd, "crg": 2 * total}


def _cell(value: int, rng: random.Random, dashes: bool) -> str:
    return "-" if value == 0 and dashes else (f"{value:02d}" if rng.random() < 0.1 else str(value))


def _put(line: str, x: int, text: str) -> str:
    return line.ljust(x if not line or len(line) + 2 <= x else len(line) + 2) + text


def _header(rng, labels: list[tuple[int, str]], lead: list[tuple[int, str]], pay: int) -> list[str]:
    """The rotated labels a line each by length (longest first), blank lines among them, then the horizontal
    labels (`lead`: x and label), "Vencimento" over "básico" at times."""
    lines = []
    for length in sorted({len(t) for _, t in labels}, reverse=True):
        line = ""
        for x, text in sorted((x, t) for x, t in labels if len(t) == length):
            if line and len(line) + 2 > x:  # labels of one length side by side only where they fit
                lines.append(line)
                line = ""
            line = _put(line, x, text)
        lines.append(line)
        lines += [""] * (rng.random() < 0.3) * rng.randint(1, 4)
    stacked = rng.random() < 0.6
    flat = ""
    for x, text in sorted(lead if stacked else [*lead, (pay, "Vencimento básico")]):
        flat = _put(flat, x, text)
    if stacked:
        return [*lines, " " * pay + "Vencimento", flat, " " * (pay + 2) + "básico"]
    return [*lines, flat]


def _layout(rng):
    """Columns' places: the name, the pay, the lotação, the counts; the rows' cargos and their lotações."""
    lotacao = rng.random() < 0.7
    cargos = rng.sample(CARGOS, rng.randint(2, 5))
    places = rng.sample(LOTACOES, len(LOTACOES))
    rows = []
    for cargo in cargos:
        n = min(rng.choice((1, 1, 2, 3, 4, 6)), len(places)) if lotacao else 1
        rows.append((cargo, [places.pop() for _ in range(n)] if n > 1 else [rng.choice(SEDE)] if lotacao else []))
    roles = [
        "open",
        *(["pcd"] if rng.random() < 0.7 else []),
        "negros",
        "total",
        *(["crg"] if rng.random() < 0.4 else []),
    ]
    if rng.random() < 0.3:
        roles.insert(0, roles.pop(roles.index("total")))
    return lotacao, rows, roles


def rotated_whole(rng: random.Random) -> Case:
    """See the module docstring."""
    lotacao, cargos, roles = _layout(rng)
    wrap_at = rng.choice((30, 40, 99))
    name_w = max(len(c) for c, _ in cargos) + rng.randint(3, 12)
    pay_x = name_w
    lot_x = pay_x + 19 + rng.randint(0, 8)  # the pay's cell as wide as its label on one line
    first = (lot_x + max([len(p) for _, ps in cargos for p in ps] or [0]) + rng.randint(4, 12)) if lotacao else lot_x
    step = rng.randint(10, 22)
    xs = [first + k * step for k in range(len(roles))]
    labels = [(x, rng.choice(LABELS[r])) for x, r in zip(xs, roles, strict=True)]
    lead = [(0, "Cargo")] + ([(lot_x, "Lotação")] if lotacao else [])
    head = _header(rng, labels, lead, pay_x)
    dashes = rng.random() < 0.3
    body, entries, sums, wrapped = [], [], dict.fromkeys(roles, 0), []
    for cargo, places in cargos:
        pay = f"R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        spans = places or [""]
        middle = (len(spans) - 1) // 2
        alone = len(spans) % 2 == 0 and rng.random() < 0.5  # the merged cell's text between the middle rows
        for k, place in enumerate(spans):
            figures = _figures(rng, roles)
            for r in roles:
                sums[r] += figures[r]
            short = _first_line(cargo, wrap_at).rstrip(" –") if len(spans) == 1 else place[: _place_cut(place)]
            own = len(spans) == 1 or (k == middle and not alone)  # the cargo's text on the row's own line
            entries.append(Entry(short, figures["total"], figures["negros"], proven=own))
            line, above, below = "", "", ""
            if k == middle and not alone:
                text = cargo
                if len(cargo) > wrap_at and " " in cargo[:wrap_at]:
                    cut = cargo.rindex(" ", 0, wrap_at)
                    above, text = cargo[:cut], ""
                    below = cargo[cut + 1 :]
                    wrapped.append((len(entries) - 1, above.rsplit(" ", 1)[-1] in ("de", "da", "do", "e", "em", "–")))
                line = _put(line, 0, text) if text else line
                line = _put(line, pay_x, pay)
            if place:
                ptext = place
                if _place_cut(place) < len(place) and rng.random() < 0.5:
                    cut = _place_cut(place)
                    ptext = place[:cut]
                    above = _put(above, lot_x, ptext)
                    below = _put(below, lot_x, place[cut + 1 :])
                else:
                    line = _put(line, lot_x, ptext)
            for x, r in zip(xs, roles, strict=True):
                line = _put(line, x + rng.randint(-1, 1), _cell(figures[r], rng, dashes))
            body += [a for a in (above,) if a] + [line] + [b for b in (below,) if b]
            if alone and k == middle:
                body.append(_put("", 0, cargo) if len(cargo) <= wrap_at else _put("", 0, cargo))
                body[-1] = _put(body[-1], pay_x, pay)
    for k, joined in wrapped:  # a cargo's words above and below its row: unless the words above end in a joining
        for entry in entries[k : k + 1] if joined else entries[max(0, k - 1) : k + 2]:  # one, they may be a neighbour's
            entry.proven = False
    if rng.random() < 0.6:
        line = "TOTAL"
        for x, r in zip(xs, roles, strict=True):
            line = _put(line, x, str(sums[r]))
        body.append(line)
    title = "ANEXO I – QUADRO DE VAGAS POR CARGO" + (" E LOTAÇÃO" if lotacao else "")
    gap = [""] * rng.randint(1, 4)
    foot = FOOT if rng.random() < 0.3 else "\n"
    text = HEAD + foot + f"    {title}\n\n" + "\n".join([*head, *gap, *body]) + "\n" + TAIL
    return Case(text, entries)


def _first_line(name: str, width: int) -> str:
    """The part of a name every reading holds: its first line where it wraps at `width`."""
    return name[: name.rindex(" ", 0, width)] if len(name) > width and " " in name[:width] else name


def _place_cut(place: str) -> int:
    """Where a long lotação wraps in its cell: the space nearest its middle, past a joining word."""
    spaces = [n for n, c in enumerate(place) if c == " " and place[n - 2 : n] not in (" e", "de", "da", "do")]
    if len(place) <= 18 or not spaces:
        return len(place)
    return min(spaces, key=lambda n: abs(n - len(place) // 2))
