"""Quadros whose header names its total first, then the roles, under one or more caption lines that say
only "Vagas" ("QUADRO DE VAGAS", "Quadro de vagas", "VAGAS OFERTADAS"), as a pipe table or laid out by spaces."""

from __future__ import annotations

import random

_CAPTIONS = ("QUADRO DE VAGAS", "Quadro de vagas", "VAGAS", "Vagas", "VAGAS OFERTADAS", "Quadro de Vagas")
_ROLES = {"pcd": ("Pessoas com deficiência", "PcD"), "negros": ("Pessoas negras", "Negros"), "open": ("Ampla", "AC")}
_CR_NAMES = ("Técnico em Radiologia", "Motorista", "Farmacêutico")
_NAMES = (
    "Assistente Administrativo",
    "Engenheiro Civil",
    "Analista de Sistemas",
    "Técnico em Enfermagem",
    "Agente de Fiscalização",
    "Contador",
    "Médico Clínico Geral",
    "Auxiliar de Serviços Gerais",
)


def caption_table(rng: random.Random) -> tuple[str, list[tuple[str, int, int]]]:
    """A quadro's text and its rows (name, total, negros)."""
    roles = rng.sample(list(_ROLES), 3)
    long = rng.random() < 0.5
    labels = ["Cargo", rng.choice(("Total de vagas", "Total", "TOTAL"))] + [_ROLES[r][0 if long else 1] for r in roles]
    rows = []
    for name in rng.sample(_NAMES, rng.randint(2, 5)):
        total = rng.randint(1, 40)
        negros = round(total * 0.2) if total >= 3 else 0
        pcd = round(total * 0.05) if total >= 5 and total * 0.05 >= 1 else 0
        rows.append((name, total, {"negros": negros, "pcd": pcd, "open": total - negros - pcd}))
    grid = [labels] + [
        [name, str(total), *(str(parts[r]) if parts[r] else "-" for r in roles)] for name, total, parts in rows
    ]
    if rng.random() < 0.6:  # a cargo of cadastro de reserva only
        grid.insert(rng.randint(1, len(grid)), [rng.choice(_CR_NAMES), "CR", *("-" for _ in roles)])
    if rng.random() < 0.7:
        sums = [sum(t for _, t, _ in rows)] + [sum(p[r] for _, _, p in rows) for r in roles]
        grid.append(["Total", *map(str, sums)])
    if rng.random() < 0.5:
        lines = ["| " + " | ".join(cells) + " |" for cells in grid]
    else:
        widths = [max(len(cells[k]) for cells in grid) + rng.randint(2, 5) for k in range(len(labels))]
        lines = ["".join(cell.ljust(w) for cell, w in zip(cells, widths)).rstrip() for cells in grid]
    captions = [rng.choice(_CAPTIONS) for _ in range(rng.randint(1, 3))]
    gap = [""] if rng.random() < 0.3 else []
    body = "\n".join([*captions, *gap, *lines]) + "\n"
    return body, [(name, total, parts["negros"]) for name, total, parts in rows]
