"""A quadro whose cargo's and pay's cells a PDF merged down the rows of the cargo's lotações, as pypdf gives it
(Typst's annex of a state autarquia), drawn at random with its right reading: the class of
`tables/glued_rows.py` and `tables/pay_between_names.py`.

`glued_rows(rng)` writes the text: the header's horizontal labels on one line ("Cargo Vencimento básico
Lotação"), then each count label printed rotated on a line of its own, in the columns' order; then the rows: a
cargo at one lotação on one line ("Analista de Trânsito – Direito R$ 6.412,90 Salvador (sede) 3 0 1 4 8", its
name wrapped after a joining word at times: "Analista de Trânsito – Engenharia de " / "Tráfego R$ 6.412,90 Salvador (sede) 2 0 1 3
6"); a cargo at several, a line a lotação ("Feira de Santana 3 1 2 6 12", a long one wrapped: "Salvador e Região
" / "Metropolitana 12 1 5 18 36") and the merged cell's line ("Agente de Trânsito e Fiscalização R$ 3.876,52")
before its last row, or, over two rows, glued between them on one line: "Capital e RMS 3 1 2 6 12Vistoriador de
Veículos R$ 3.876,52 Interior (CIRETRANs) 5 1 2 8 16". A TOTAL row at times.

The right reading: each row its total and its negros; a cargo at one lotação named by the cargo, a lotação of a
cargo at several by the lotação. Proven only in a quadro with no cargo at several lotações: which cargo a
lotação's row belongs to is not in the text.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry
from layout_rotated_whole import CARGOS, LABELS, LOTACOES, SEDE

ROLES = ["open", "pcd", "negros", "total", "crg"]
_JOINING = ("de", "da", "do", "e", "em", "–")


def _figures(rng: random.Random, roles: list[str]) -> dict[str, int]:
    total = rng.randint(1, 30)
    negros = (total * 30 + 50) // 100 if total >= 3 else 0
    pcd = 1 if total >= 5 and "pcd" in roles and rng.random() < 0.7 else 0
    return {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd, "crg": 2 * total}


def _wrapped(text: str, rng: random.Random, joined: bool = False) -> tuple[str, str]:
    """A cell's text as pypdf gives it wrapped: its first line (a space after it) and the rest, at times; with
    `joined`, only after a joining word (a cargo's name: a line of words alone between two rows is told to be
    the lower row's start by its end alone)."""
    words = text.split()
    cuts = [k for k in range(2, len(words)) if not joined or words[k - 1] in _JOINING]
    if not cuts or rng.random() < 0.5:
        return "", text
    cut = rng.choice(cuts)
    return " ".join(words[:cut]) + " ", " ".join(words[cut:])


def glued_rows(rng: random.Random) -> Case:
    """See the module docstring."""
    roles = [r for r in ROLES if r in ("open", "negros", "total") or rng.random() < 0.5]
    cargos = rng.sample(CARGOS, rng.randint(2, 5))
    places = rng.sample(LOTACOES, len(LOTACOES))
    one_each = rng.random() < 0.4  # every cargo at one lotação: no merged cell
    head = ["Cargo Vencimento básico Lotação", *(rng.choice(LABELS[r]) for r in roles)]
    body, entries, sums, several = [], [], dict.fromkeys(roles, 0), False
    for cargo in cargos:
        n = 1 if one_each else max(1, min(rng.choice((1, 1, 2, 2, 3, 5)), len(places)))
        lots = [places.pop() for _ in range(n)] if n > 1 else [rng.choice(SEDE)]
        several = several or n > 1
        pay = f"R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        rows = []
        for place in lots:
            figures = _figures(rng, roles)
            for r in roles:
                sums[r] += figures[r]
            counts = " ".join(str(figures[r]) for r in roles)
            entries.append(Entry(cargo if n == 1 else place, figures["total"], figures["negros"], proven=True))
            rows.append((place, counts))
        if n == 1:
            first, rest = _wrapped(cargo, rng, joined=True)
            entries[-1].name = (first or rest).strip().rstrip(" –")
            body += ([first] if first else []) + [f"{rest} {pay} {rows[0][0]} {rows[0][1]}"]
            continue
        lines, last = [], 0
        for place, counts in rows:
            first, rest = _wrapped(place, rng) if len(place) > 18 else ("", place)
            last = len(lines)
            lines += ([first] if first else []) + [f"{rest} {counts}"]
        if n == 2 and len(lines) == 2 and rng.random() < 0.6:  # both rows one line each: the merged cell between
            glued = f"{lines[-2]}{cargo} {pay} {lines[-1]}"
            lines[-2:] = [glued]
        else:
            lines.insert(last, f"{cargo} {pay}")  # before the last row's first line
        body += lines
    if several:
        for entry in entries:
            entry.proven = False
    if rng.random() < 0.6:
        body.append("TOTAL " + " ".join(str(sums[r]) for r in roles))
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\nANEXO I – QUADRO DE VAGAS POR CARGO E LOTAÇÃO\n" + "\n".join(head + body)
    return Case(text + "\n" + TAIL, entries)
