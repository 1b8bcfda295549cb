"""A flat quadro (pypdf's text of a Word or HTML table) where a cargo offered for the cadastro de reserva only
has its count cells merged into one cell saying so ("106 Regulador … – Especialidade: Ciências Contábeis
Cadastro de reserva"), between rows of counts (dashes for none), a Total row or none. The class of
`tables/cadastro_span.py`.

- `cadastro_span(rng)`: the quadro with its right reading (the cadastro rows have none).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

CARGOS = ["Regulador de Serviços Públicos", "Técnico de Regulação", "Analista de Gestão", "Especialista em Saúde"]
SPECS = [
    "Engenharia Elétrica",
    "Engenharia Sanitária e Ambiental",
    "Economia",
    "Direito",
    "Geologia",
    "Ciências Contábeis",
    "Administrativa",
    "Fiscalização de Saneamento",
    "Tecnologia da Informação",
    "Arquivologia",
    "Estatística",
]
SPANS = ["Cadastro de reserva", "Cadastro Reserva", "CADASTRO DE RESERVA", "Somente cadastro de reserva"]
HEADERS = [
    (
        "Código Cargo/Especialidade Vagas para ampla concorrência Vagas para pessoas com deficiência Vagas para negros Total",
        ("AC", "PcD", "N", "T"),
    ),
    ("Cód. Cargo AC PcD Negros Total", ("AC", "PcD", "N", "T")),
    ("Código Cargo/Área Total AC PcD PN", ("T", "AC", "PcD", "N")),
    ("Cargo / Especialidade Ampla concorrência Negros Total", ("AC", "N", "T")),
]


def cadastro_span(rng: random.Random) -> Case:
    """See the module's docstring."""
    header, roles = rng.choice(HEADERS)
    coded = header.startswith("Cód")
    dash = rng.choice(["–", "-", "0"])
    lines = ["2.1 Os cargos, as especialidades e o quantitativo de vagas são os constantes do quadro a seguir.", header]
    pairs = rng.sample([(c, s) for c in CARGOS for s in SPECS], rng.randint(3, 10))
    n_rows = len(pairs)
    cadastro = set(rng.sample(range(n_rows), rng.randint(1, max(1, n_rows // 3))))
    total_row = rng.random() < 0.6 or n_rows - 1 in cadastro
    span = rng.choice(SPANS)
    entries, sums = [], dict.fromkeys(roles, 0)
    for n, (cargo, spec) in enumerate(pairs):
        name = f"{cargo} – Especialidade: {spec}"
        code = f"{100 * (1 + CARGOS.index(cargo)) + n + 1} " if coded else ""
        if n in cadastro:
            lines.append(f"{code}{name} {span}")
            continue
        total, ac, negros, pcd = _figures(rng, 1, 12)
        if "PcD" not in roles:
            ac += pcd
        by = {"AC": ac, "PcD": pcd, "N": negros, "T": total}
        lines.append(f"{code}{name} " + " ".join(str(by[r]) if by[r] else dash for r in roles))
        for r in roles:
            sums[r] += by[r]
        entries.append(Entry(name, total, negros))
    if total_row:
        lines.append("Total " + " ".join(str(sums[r]) for r in roles))
    lines += [
        "2.2 REMUNERAÇÃO: Regulador de Serviços Públicos – R$ 12.960,77; Técnico de Regulação – R$ 6.402,19.",
        "2.3 Os demais candidatos aprovados integrarão o cadastro de reserva",
        "e poderão ser convocados durante o prazo de validade do concurso.",
    ]
    return Case("\n".join(lines), entries)
