"""A cargo's card written as one line of fields a bar apart, a line a cargo ("Cargo: Fiscal Ambiental – Biologia
| Nível: Superior | Total de vagas: 10 | AC: 07 | PcD: 01 | PPP: 02"), as a Diário Oficial's HTML page or a
portal's news lays the cargos out: the class of `tables/field_bars.py`.

`field_bars(rng)` writes such an edital at random with its right reading: the label of the cargo's field
("Cargo", "Emprego", "Cargo/Área", a bullet before it at times), the name (an área after a dash at times), then
the other fields in one of several orders: the nível or escolaridade at times, the total ("Total de vagas",
"Vagas", "Quantidade de vagas"), AC, PcD at times, the negros' ("PPP" with its legend, "Negros", "Reserva para
negros"), the pay or the hours at times; bars with or without spaces around them, counts zero-padded at times.
Each cargo reads as its own name with its total and negros, confirmed (its parts add up to its total)."""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

LABELS = ["Cargo", "Emprego", "Cargo/Área", "CARGO"]
CARGOS = [
    "Fiscal Ambiental – Engenharia Florestal",
    "Fiscal Ambiental – Biologia",
    "Analista Ambiental – Geoprocessamento",
    "Técnico Ambiental",
    "Assistente Técnico Administrativo",
    "Analista de Sistemas",
    "Agente de Fiscalização – Área 2: Saneamento",
    "Motorista Oficial",
    "Técnico em Enfermagem",
    "Procurador Autárquico",
]
LEVELS = ["Nível: Superior", "Nível: Médio", "Escolaridade: Nível Superior", "Nível: Médio/Técnico"]
TOTALS = ["Total de vagas", "Vagas", "Quantidade de vagas", "Nº de vagas"]
NEGROS = ["PPP", "Negros", "Reserva para negros"]
EXTRAS = ["Remuneração: R$ 5.812,43", "Jornada: 40 horas semanais", "Vencimento: R$ 3.104,90", "Carga horária: 30h"]
LEGEND = (
    "1.2. Para os fins deste edital, adotam-se as seguintes siglas: AC – ampla concorrência; PcD – pessoas com "
    "deficiência; PPP – pessoas pretas e pardas (candidatos negros)."
)


def _n(value: int, rng: random.Random, pad: bool) -> str:
    return f"{value:02d}" if pad else str(value)


def _card(name: str, rng: random.Random, style: dict) -> tuple[str, Entry]:
    negros, pcd, ac = rng.randint(0, 5), rng.randint(0, 2) if style["pcd"] else 0, rng.randint(1, 20)
    total, pad = negros + pcd + ac, style["pad"]
    counts = [f"{style['total']}: {_n(total, rng, pad)}", f"AC: {_n(ac, rng, pad)}"]
    counts += [f"PcD: {_n(pcd, rng, pad)}"] if style["pcd"] else []
    counts += [f"{style['negros']}: {_n(negros, rng, pad)}"]
    fields = [f"{style['bullet']}{style['label']}: {name}"]
    fields += [rng.choice(LEVELS)] if style["level"] else []
    fields += counts + ([style["extra"]] if style["extra"] else [])
    return style["bar"].join(fields), Entry(name, total, negros)


def field_bars(rng: random.Random) -> Case:
    """An edital of the class, drawn at random, with its right reading."""
    style = {
        "label": rng.choice(LABELS),
        "bullet": rng.choice(["", "", "• ", "- "]),
        "bar": rng.choice([" | ", " | ", "|", " |  "]),
        "pcd": rng.random() < 0.7,
        "level": rng.random() < 0.6,
        "total": rng.choice(TOTALS),
        "negros": rng.choice(NEGROS),
        "extra": rng.choice(EXTRAS) if rng.random() < 0.4 else None,
        "pad": rng.random() < 0.5,
    }
    body = [HEAD.rstrip("\n"), LEGEND, "2. DOS CARGOS E DAS VAGAS", "2.1. Os cargos e as vagas são os seguintes:"]
    entries = []
    for name in rng.sample(CARGOS, rng.randint(2, 6)):
        line, entry = _card(name, rng, style)
        body.append(line)
        entries.append(entry)
    body.append("2.2. Os candidatos aprovados serão lotados na sede do órgão.")
    return Case("\n".join(body) + "\n" + TAIL, entries)
