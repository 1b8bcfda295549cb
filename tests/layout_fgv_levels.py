"""FGV's quadros as pdfplumber's text gives them: single spaces, the header's labels each wrapped over two
lines side by side ("Cargo/Especialidade Vagas Ampla Vagas reservadas Vagas reservadas a Total de" /
"Concorrência a PcD candidatos negros vagas"), one quadro per level under its heading ("2.1. Nível
Superior – Remuneração inicial: R$ 12.871,40"), each with its Total row, a name's last word wrapped
below its counts after a joining word ("Técnico Judiciário – Tecnologia da 3 - 1 4" / "Informação"): the class of
`tables/header_pair.py`'s "Vagas" prefix (a bare "Vagas" right before a role's first word is that role's
cell, "Vagas Ampla" / "Concorrência").

- `fgv_levels(rng)`: the quadros with their right reading.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

#: (upper piece, lower piece) of each count label.
LABELS = {
    "open": [("Vagas Ampla", "Concorrência"), ("Vagas Ampla", "concorrência")],
    "pcd": [("Vagas reservadas", "a PcD"), ("Vagas reservadas", "a PCD")],
    "negros": [("Vagas reservadas a", "candidatos negros"), ("Vagas reservadas", "a negros")],
    "total": [("Total de", "vagas"), ("Total de", "Vagas")],
}
LEVELS = {
    "Nível Superior": [
        "Analista Judiciário – Direito",
        "Analista Judiciário – Contabilidade",
        "Analista Judiciário – Psicologia",
        "Analista Judiciário – Serviço Social",
        "Analista Judiciário – Análise de Sistemas",
        "Oficial de Justiça Avaliador",
    ],
    "Nível Médio": [
        "Técnico Judiciário – Área Administrativa",
        "Técnico Judiciário – Tecnologia da Informação",
        "Técnico Judiciário – Segurança e Transporte",
        "Técnico Judiciário – Contabilidade Pública",
    ],
}


def fgv_levels(rng: random.Random) -> Case:
    """See the module's docstring."""
    order = [*rng.choice([["open", "pcd", "negros"], ["open", "negros", "pcd"]]), "total"]
    pieces = [rng.choice(LABELS[role]) for role in order]
    header = [
        " ".join([rng.choice(["Cargo/Especialidade", "Cargo"]), *(up for up, _ in pieces)]),
        " ".join(low for _, low in pieces),
    ]
    zero = rng.choice(["-", "–", "0"])
    lines = [
        "EDITAL Nº 1 – TJAP, DE 28 DE JANEIRO DE 2025",
        "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO",
    ]
    entries = []
    for n, (level, names) in enumerate(LEVELS.items()):
        lines.append(f"2.{n + 1}. {level} – Remuneração inicial: R$ {rng.randint(5, 14)}.{rng.randint(100, 999)},40")
        lines += header
        sums = [0, 0, 0, 0]
        for name in rng.sample(names, rng.randint(1, len(names))):
            total, ac, negros, pcd = _figures(rng, 1, 30)
            figures = {"open": ac, "pcd": pcd, "negros": negros, "total": total}
            cells = " ".join(str(figures[r]) if figures[r] or r == "total" else zero for r in order)
            sums = [a + figures[r] for a, r in zip(sums, order)]
            entries.append(Entry(name, total, negros))
            words = name.split()
            if words[-2] in ("da", "e", "de") and rng.random() < 0.5:  # its last word below the counts
                lines += [f"{' '.join(words[:-1])} {cells}", words[-1]]
            else:
                lines.append(f"{name} {cells}")
        lines.append("Total " + " ".join(map(str, sums)))
    lines += [
        "2.3. Nos cargos em que não há vagas reservadas, será formado cadastro de reserva específico.",
        "4.1. Serão reservadas aos candidatos negros 20% (vinte por cento) das vagas ofertadas.",
    ]
    return Case("\n".join(lines), entries)
