"""A quadro of total vacancies, the reserve distributed in a list under its lead-in, an item a cargo: "5.3. …
as vagas reservadas aos candidatos pretos e pardos ficam assim distribuídas:" / "1. Analista – Direito: 1
(uma) vaga reservada;" (Ibade, a Word numbered list). The class of `tables/reserve_list.py` (and of
`prose._RESERVED_ONLY`: such an item's count is never a cargo's vacancies).

- `reserve_list(rng)`: the edital with its right reading (a cargo the list does not name states no reserve).
"""

from __future__ import annotations

import random

from layout_named_reserves import NAMES, REQUISITOS, WORDS
from layout_prose import Case, Entry

GROUPS = [
    ("aos candidatos pretos e pardos", "negros"),
    ("aos candidatos negros", "negros"),
    ("às pessoas pretas e pardas", "negros"),
    ("às pessoas com deficiência", "pcd"),
]
MARKS = [lambda n: f"{n}.", lambda n: f"{n})", lambda n: f"{'abcdefghij'[n - 1]})", lambda n: "•", lambda n: "–"]


def _reserved(n: int, words: bool, group: str | None) -> str:
    said = f"{n} ({WORDS[n]})" if words and n in WORDS else str(n)
    noun = "vaga reservada" if n == 1 else "vagas reservadas"
    return f"{said} {noun}" + (f" {group}" if group else "")


def reserve_list(rng: random.Random) -> Case:
    """See the module's docstring."""
    header = rng.choice(
        [
            "Cargo Vagas Requisitos Carga horária Vencimento (R$)",
            "Cargo Total de vagas Escolaridade Vencimento",
            "CARGO TOTAL DE VAGAS* REQUISITOS CARGA HORÁRIA SEMANAL",
        ]
    )
    picked = rng.sample(NAMES, rng.randint(3, 8))
    vacancies = {name: rng.randint(1, 12) for name in picked}
    lines = [
        "INSTITUTO DE PREVIDÊNCIA MUNICIPAL – CONCURSO PÚBLICO – EDITAL Nº 01/2021",
        "2. DOS CARGOS",
        "2.1. Os cargos, o total de vagas e os requisitos constam do quadro abaixo:",
        header,
    ]
    for name in picked:
        pay = f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(
            f"{name} {vacancies[name]:0{rng.choice([1, 2])}d} {rng.choice(REQUISITOS)} {rng.choice([20, 30, 40])} {pay}"
        )
    lines += ["* Inclusas as vagas reservadas.", "5. DAS VAGAS RESERVADAS"]
    group, role = rng.choice(GROUPS)
    reserved = {name: max(1, vacancies[name] // 5) for name in picked if vacancies[name] >= 3}
    lead = f"5.3. Em observância aos subitens 5.1 e 5.2, as vagas reservadas {group} ficam assim distribuídas:"
    if rng.random() < 0.5:
        cut = lead.index(" ficam ")
        lines += [lead[:cut], lead[cut + 1 :]]
    else:
        lines.append(lead)
    mark, words = rng.choice(MARKS), rng.random() < 0.6
    own = group if rng.random() < 0.3 else None
    items = [f"{mark(n)} {name}: {_reserved(k, words, own)};" for n, (name, k) in enumerate(reserved.items(), 1)]
    if rng.random() < 0.7:
        items.append(
            f"{mark(len(items) + 1)} demais cargos: não há reserva imediata, em razão do quantitativo de vagas."
        )
    lines += items or ["Não há reserva imediata."]
    lines += ["6. DAS INSCRIÇÕES", "6.1. As inscrições serão realizadas exclusivamente via internet."]
    negros = reserved if role == "negros" else {}
    entries = [Entry(name, vacancies[name], negros.get(name)) for name in picked]
    return Case("\n".join(lines), entries)
