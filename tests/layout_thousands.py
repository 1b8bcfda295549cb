"""A quadro of a large concurso as `pdftotext -layout` prints it, drawn at random with its right reading: the
class `tables/layout_grid.py` re-lays for a column of words before the name (`_needs_grid`).

- `institution_grid(rng)`: rules over and under the header, a first column the vocabulary does not read
  ("Instituição", "Órgão", "Corporação": "PMPA", "CBMPA", "PCPA" in its cells) before the cargo's, the
  header's labels wrapped over two lines ("Total de" / "vagas", "Pessoas com" / "deficiência", "Negros" /
  "(20%)"), counts with thousands separators ("2.750", "1.005"), no vacancy as "–", "-" or "0", a TOTAL row;
  then the tables an edital of that size prints beside it, none a vacancy table: pay in reais ("2.824,00"),
  the candidates called to the next stage (five times the vacancies, "13.750"), rooms and candidates per
  exam city ("1.480", "44.400").
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _head

INSTITUTIONS = ["PMPA", "CBMPA", "PCPA", "SEAP", "DETRAN"]
CARGOS = [
    "Soldado PM – Combatente (CFP)",
    "Aluno-Oficial PM (CFO)",
    "Soldado BM – Combatente (CFP)",
    "Investigador de Polícia Civil",
    "Escrivão de Polícia Civil",
    "Delegado de Polícia Civil",
    "Papiloscopista",
    "Perito Criminal – Área Geral",
    "Agente Penitenciário",
    "Vistoriador de Trânsito",
]
FIRST = ["Instituição", "Órgão", "Corporação"]
LABELS = {
    "total": [("Total de", "vagas"), ("Total", ""), ("Vagas", "totais")],
    "open": [("Ampla", "concorrência"), ("AC", "")],
    "pcd": [("Pessoas com", "deficiência"), ("PcD", "")],
    "negros": [("Negros", "(20%)"), ("Candidatos", "negros"), ("Negros", "")],
}


def _n(value: int, zero: str) -> str:
    if value == 0:
        return zero
    return f"{value:,}".replace(",", ".")


def _line(cells: list[tuple[str, int, str]]) -> str:
    """Cells placed by spaces: (text, x, "l" left-aligned at x or "r" right-aligned ending at x)."""
    out = ""
    for text, x, how in cells:
        start = x if how == "l" else x - len(text)
        out = out.ljust(max(start, len(out) + 2 if out else start)) + text
    return out.rstrip()


def institution_grid(rng: random.Random) -> Case:
    """See the module's docstring."""
    roles = ["total", "open", "pcd", "negros"] if rng.random() < 0.6 else ["open", "pcd", "negros", "total"]
    labels = {role: rng.choice(LABELS[role]) for role in roles}
    zero = rng.choice(["–", "-", "0"])
    name_x, name_w = 15, rng.randint(42, 46)
    xs, x = [], name_x + name_w
    for role in roles:
        x += max(len(labels[role][0]), len(labels[role][1])) + rng.randint(3, 6)
        xs.append(x)
    rows, entries = [], []
    no_pcd = rng.random() < 0.4
    for cargo in rng.sample(CARGOS, rng.randint(3, 8)):
        total = rng.choice([rng.randint(20, 300), rng.randint(1000, 3500)])
        negros = total // 5
        pcd = 0 if no_pcd and rng.random() < 0.5 else total * 5 // 100
        by_role = {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}
        rows.append((rng.choice(INSTITUTIONS), cargo, by_role))
        entries.append(Entry(cargo, total, negros))
    rule = " " + "─" * (xs[-1] + 2)
    first = rng.choice(FIRST)
    header = [
        _line([(first, 2, "l"), ("Cargo", name_x, "l"), *((labels[r][0], xs[k], "r") for k, r in enumerate(roles))]),
        _line([*((labels[r][1], xs[k], "r") for k, r in enumerate(roles) if labels[r][1])]),
    ]
    body = [
        _line([(inst, 2, "l"), (cargo, name_x, "l"), *((_n(f[r], zero), xs[k], "r") for k, r in enumerate(roles))])
        for inst, cargo, f in rows
    ]
    sums = {r: sum(f[r] for _, _, f in rows) for r in roles}
    body.append(_line([("TOTAL", name_x, "l"), *((_n(sums[r], zero), xs[k], "r") for k, r in enumerate(roles))]))
    called = [
        _line(
            [("Cargo", 2, "l"), ("AC", 48, "r"), ("PcD", 60, "r"), ("Negros", 75, "r"), ("Total convocados", 95, "r")]
        )
    ]
    for _, cargo, f in rows[:3]:
        cut = cargo.split(" (")[0]
        called.append(
            _line(
                [
                    (cut, 2, "l"),
                    (_n(5 * f["open"], zero), 48, "r"),
                    (_n(5 * f["pcd"], zero), 60, "r"),
                    (_n(5 * f["negros"], zero), 75, "r"),
                    (_n(5 * f["total"], zero), 95, "r"),
                ]
            )
        )
    polos = [_line([("Polo", 2, "l"), ("Salas", 33, "r"), ("Candidatos estimados", 60, "r")])]
    for polo in rng.sample(["Belém", "Ananindeua", "Santarém", "Marabá", "Castanhal"], 3):
        rooms = rng.randint(200, 1600)
        polos.append(_line([(polo, 2, "l"), (_n(rooms, zero), 33, "r"), (_n(30 * rooms, zero), 60, "r")]))
    pay = [_line([("Cargo", 2, "l"), ("Remuneração (R$)", 60, "r")])]
    for _, cargo, _ in rows[:3]:
        pay.append(
            _line([(cargo, 2, "l"), (f"{rng.randint(2, 24)}.{rng.randint(100, 999)},{rng.randint(10, 99)}", 60, "r")])
        )
    text = [
        *_head(rng),
        "2.1. Quadro geral de vagas:",
        "",
        rule,
        *header,
        rule,
        *body,
        rule,
        "  Notas: (1) Reserva a negros: Lei Estadual nº 9.441/2022.",
        "",
        "2.3. Remuneração inicial:",
        "",
        *pay,
        "",
        "3.1. Serão convocados para a etapa seguinte os candidatos classificados até o limite abaixo:",
        "",
        *called,
        "",
        "6. DA DISTRIBUIÇÃO DOS CANDIDATOS POR POLO",
        "",
        *polos,
        "",
        "Belém/PA, 10 de março de 2025.",
    ]
    return Case("\n".join(text) + "\n", entries)
