"""Tables with a schooling/level column between the name and the counts (`tables/schooling_cell.py`),
drawn with random variation for their property tests.

`schooling_table(rng)`: a quadro "Cargo | Escolaridade (or Nível) | Total AC PcD Negros | [Vencimento]",
laid out in spaces (the level cell a single space after the longest name at times, one row's counts
pushed one character right at times, a TOTAL row at times) or copied from a portal with tabs (the level
column after the counts at times); names that carry a level word of their own ("Técnico em Enfermagem",
"Professor de Nível Superior", "Técnico Superior") among them.

Returns the text and its rows: (name, total, negros).
"""

from __future__ import annotations

import random

NAMES = [
    "Agente Comunitário de Saúde",
    "Agente de Endemias",
    "Auxiliar de Serviços Gerais",
    "Motorista Categoria D",
    "Merendeira",
    "Auxiliar Administrativo",
    "Técnico em Enfermagem",
    "Técnico em Saúde Bucal",
    "Técnico em Radiologia",
    "Fiscal de Tributos",
    "Professor Ed. Infantil",
    "Professor de Nível Superior",
    "Enfermeiro PSF",
    "Enfermeiro",
    "Cirurgião-Dentista",
    "Nutricionista",
    "Psicólogo CRAS",
    "Assistente Social",
    "Médico Veterinário",
    "Analista Técnico",
    "Técnico Superior",
]
LEVELS = ["Fundamental", "Médio", "Médio/Técnico", "Técnico", "Superior", "Fundamental Completo", "Médio Completo"]
LEVEL_LABELS = ["ESCOLARIDADE", "Escolaridade", "NÍVEL", "Nível", "Nível de escolaridade"]


def _counts(rng: random.Random) -> list[int]:
    total = rng.randint(1, 30)
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = -(-total * 5 // 100) if total >= 5 else 0
    return [total, total - negros - pcd, pcd, negros]


def _pay(rng: random.Random) -> str:
    return f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.choice(['00', '35', '50'])}"


def schooling_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    names = rng.sample(NAMES, rng.randint(3, 9))
    rows = [(name, rng.choice(LEVELS), _counts(rng), _pay(rng)) for name in names]
    pay = rng.random() < 0.6
    header = ["CARGO" if rng.random() < 0.5 else "Cargo", rng.choice(LEVEL_LABELS), "TOTAL", "AC", "PCD", "NEG"]
    lines = [rng.choice(["QUADRO DE VAGAS", "ANEXO I - QUADRO DE VAGAS", "Quadro-resumo por cargo"]), ""]
    if rng.random() < 0.35:  # copied from a portal's table, the level column after the counts at times
        after = rng.random() < 0.3
        order = [0, 2, 3, 4, 5, 1] if after else [0, 1, 2, 3, 4, 5]
        lines.append("\t".join([header[k] for k in order] + (["VENCIMENTO"] if pay else [])))
        for name, level, counts, money in rows:
            cells = [name, level, *map(str, counts)]
            lines.append("\t".join([cells[k] for k in order] + ([f"R$ {money}"] if pay else [])))
    else:
        name_width = max(len(name) for name in names) + (1 if rng.random() < 0.5 else rng.randint(2, 5))
        level_width = max(len(h) for h in (*LEVELS, header[1])) + rng.randint(1, 4)
        shifted = rng.randrange(len(rows)) if rng.random() < 0.5 else -1
        lines.append(
            header[0].ljust(name_width)
            + header[1].ljust(level_width)
            + "".join(h.rjust(7) for h in header[2:])
            + ("  VENCIMENTO" if pay else "")
        )
        for k, (name, level, counts, money) in enumerate(rows):
            line = name.ljust(name_width) + level.ljust(level_width) + (" " if k == shifted else "")
            line += "".join(str(c).rjust(7) for c in counts) + (money.rjust(12) if pay else "")
            lines.append(line)
        if rng.random() < 0.5:
            sums = [sum(r[2][j] for r in rows) for j in range(4)]
            lines.append("TOTAL".ljust(name_width + level_width) + "".join(str(c).rjust(7) for c in sums))
    return "\n".join(lines) + "\n", [(name, counts[0], counts[3]) for name, _, counts, _ in rows]
