"""Key-value blocks of a cargo's figures whose labels are any words: the vocabulary's, the edital's legend's,
a field that holds no count, or a label no one explains, drawn at random with their right reading.

`kv_labels(rng)` writes one block per cargo ("Cargo: Agente Administrativo" / "Vagas: 12" / "PcD: 1" /
"PN: 3" / "Salário: R$ …"), the total first or last, with at random:

- a part under an abbreviation the vocabulary reads but a sentence's words do not ("PN", "AC", "Vagas PN",
  "Res. negros"), or one the edital's legend defines ("VN = vagas para negros");
- fields that hold no count of vacancies, some of them a number ("Carga horária: 40", "Código: 101",
  "Jornada: 30", "Salário: R$ 2.100,00", "Escolaridade: Superior");
- a count under a label neither the vocabulary nor the legend explains ("XY: 2", "Vagas especiais: 1",
  "PPI: 2", "Cotas: 3"), anywhere in the block.

The right reading: every cargo read with its total and its stated reserve for negros; a cargo whose block
holds an unexplained label is never confirmed (its figure's role is unknown: the sum proves nothing), and the
doubt names the label; the others are confirmed.
"""

from __future__ import annotations

import random

from layout_kv import _closing, _opening
from layout_prose import Case, Entry, _figures, _names

_TOTALS = ["Vagas", "Quantitativo de vagas", "Total de vagas", "Número de vagas"]
#: Each part's labels: the vocabulary's words, and abbreviations a statement's words do not read.
_PARTS = {
    "open": ["Ampla concorrência", "AC", "Vagas AC"],
    "pcd": ["PcD", "Pessoas com deficiência", "Reserva PcD"],
    "negros": ["Negros", "PN", "Vagas PN", "Res. negros", "Reserva para candidatos negros"],
}
#: Abbreviations the edital's legend defines (the legend's line, the label, its role).
_LEGEND = [
    ("VN = vagas para negros", "VN", "negros"),
    ("VD = vagas para pessoas com deficiência", "VD", "pcd"),
]
#: A cargo's other fields: no count of vacancies, a number in some.
_OTHER = [
    "Carga horária: {h}",
    "Código: {c}",
    "Jornada: {h}",
    "Salário: R$ {pay}",
    "Vencimento: R$ {pay}",
    "Escolaridade: Ensino superior completo",
    "Requisitos: curso técnico e registro no conselho",
]
#: Labels neither the vocabulary nor the legend explains.
_UNKNOWN = ["XY", "Vagas especiais", "PPI", "Cotas", "Reservadas", "VR", "Vagas complementares"]


def _other(rng: random.Random) -> str:
    pay = f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
    return rng.choice(_OTHER).format(h=rng.choice((20, 30, 40, 44)), c=rng.randint(100, 999), pay=pay)


def kv_labels(rng: random.Random) -> Case:
    lines = _opening(rng, "RIO GRANDE DO NORTE")
    legend = rng.sample(_LEGEND, rng.randint(0, 2)) if rng.random() < 0.5 else []
    entries = []
    for name in _names(rng, rng.randint(1, 4)):
        total, open_, negros, pcd = _figures(rng, low=3, high=40)
        parts = [("negros", negros), ("pcd", pcd)] + ([("open", open_)] if rng.random() < 0.5 else [])
        said = []
        for role, n in parts:
            defined = [x for x in legend if x[2] == role]
            label = defined[0][1] if defined and rng.random() < 0.6 else rng.choice(_PARTS[role])
            said.append(f"{label}: {n:02d}" if rng.random() < 0.3 else f"{label}: {n}")
        total_label = rng.choice(_TOTALS)  # (a total's label says "vagas": what a statement opens with)
        block = [f"{total_label}: {total}", *said] if rng.random() < 0.7 else [*said, f"{total_label}: {total}"]
        unknown = rng.random() < 0.4
        if unknown:
            block.insert(rng.randint(1, len(block)), f"{rng.choice(_UNKNOWN)}: {rng.randint(1, 4)}")
        for _ in range(rng.randint(0, 2)):
            block.insert(rng.randint(1, len(block)), _other(rng))
        lines += [f"Cargo: {name}", *block, ""]
        entries.append(Entry(name, total, negros, proven=not unknown))
    if legend:
        lines.append("Legenda: " + "; ".join(x[0] for x in legend) + ".")
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)
