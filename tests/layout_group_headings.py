"""A court's quadro by localidade as pypdf gives a Chromium-printed PDF (FCC, a TRT): the header's labels a
word or a few a line, the name's and the code's labels ("Cargo/Área/Localidade", "Código" / "de" /
"Opção") above the count labels, each cargo a heading row across the table ("CARGO: TÉCNICO JUDICIÁRIO –
ÁREA ADMINISTRATIVA (Nível Médio) – Sedes de Varas do Trabalho") over its place rows ("Vara do Trabalho
de Itaíba B215 3 2 - 1"), the table broken by a page (the running head, "Página 2 de 3" glued to the
board's name, the header again, labels above it included): the class of `tables/long_heading.py` (a
heading of twelve words or more names its rows, never ends the table) and `tables/labels_above.py` (the
labels above the header repeated after the break continue the table, the cargo heading in force).

- `group_headings(rng)`: the quadro with its right reading, one entry a place (its cargo in `cargo`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_prose import Case, Entry, _figures

TOWNS = [
    "Porto Jatobá",
    "Alvorada do Leste",
    "Barra do Corrente",
    "Boa Vista do Ipê",
    "Cachoeira Funda",
    "Campina Verde do Sul",
    "Caraíbas",
    "Conceição do Rio Pardo",
    "Cruzeiro do Oeste",
    "Dois Irmãos do Tapuru",
    "Esperança Nova",
    "Flores do Araguari",
    "Guaraciaba do Norte",
    "Ibirapuera do Sul",
    "Itaíba",
    "Jatobá Mirim",
    "Lagoa Santa Clara",
    "Luzimangues",
    "Monte Alegre do Ipê",
    "Nova Olinda do Sul",
    "Palmeirinha",
    "Pedra Branca do Norte",
    "Riachão das Pedras",
    "Santa Rita do Tapuru",
    "São Bento do Ipê",
    "Taquaruçu do Norte",
    "Três Barras do Leste",
    "Vila Rica do Araguari",
]
#: (cargo, the level in brackets or "", the group its place rows form: a long heading's tail)
CARGOS = [
    ("ANALISTA JUDICIÁRIO – ÁREA JUDICIÁRIA", "(Nível Superior)", "Circunscrições da Região"),
    ("ANALISTA JUDICIÁRIO – OFICIAL DE JUSTIÇA AVALIADOR FEDERAL", "(Nível Superior)", "Sedes de Varas"),
    ("TÉCNICO JUDICIÁRIO – ÁREA ADMINISTRATIVA", "(Nível Médio)", "Sedes de Varas do Trabalho"),
    ("TÉCNICO JUDICIÁRIO – APOIO ESPECIALIZADO – TECNOLOGIA DA INFORMAÇÃO", "(Nível Médio)", "Fóruns do Interior"),
    ("ANALISTA JUDICIÁRIO – APOIO ESPECIALIZADO – CONTABILIDADE", "", "Unidades da Capital e do Interior"),
    ("TÉCNICO JUDICIÁRIO – ÁREA ADMINISTRATIVA – AGENTE DE POLÍCIA JUDICIAL", "(Nível Médio)", "Lotações"),
]
PLACE_KINDS = ["Vara do Trabalho de", "Circunscrição de", "Fórum Trabalhista de", "Posto Avançado de"]
#: Each label as pieces the PDF's narrow cell printed a line each.
LABELS = {
    "total": [["Total", "de", "Vagas"], ["Total de", "Vagas"], ["Vagas", "Totais"]],
    "ac": [["Vagas para", "Ampla", "Concorrência"], ["Ampla", "Concorrência"], ["Vagas", "AC"]],
    "pcd": [
        ["Vagas", "reservadas", "a Pessoas", "com", "Deficiência"],
        ["Vagas", "PcD"],
        ["Pessoas com", "Deficiência"],
    ],
    "negros": [["Vagas", "reservadas", "a", "candidatos", "Negros"], ["Vagas", "Negros"], ["Candidatos", "Negros"]],
}
NAME_LABELS = [["Cargo/Área/Localidade"], ["Cargo/Localidade"], ["Cargo/Área/", "Localidade"]]
CODE_LABELS = [["Código", "de", "Opção"], ["Código", "da Opção"], ["Código"]]


@dataclass
class Place(Entry):
    cargo: str = ""  # the cargo heading the place's row stands under


def _header(rng: random.Random, order: list[str], code: bool) -> list[str]:
    picks = {role: rng.choice(LABELS[role]) for role in order}
    lines = list(rng.choice(NAME_LABELS))
    if code:
        lines += rng.choice(CODE_LABELS)
    for role in order:
        lines += picks[role]
    return lines


def _heading(rng: random.Random, cargo: str, level: str, group: str) -> str:
    opening = rng.choice(["CARGO: ", "CARGO – ", "Cargo: "])
    name = f"{cargo} {level}".strip()
    return f"{opening}{name} – {group}" if rng.random() < 0.7 else f"{opening}{name}"


def group_headings(rng: random.Random) -> Case:
    """See the module's docstring."""
    order = ["total", "ac", "pcd", "negros"] if rng.random() < 0.6 else ["ac", "pcd", "negros", "total"]
    code = rng.random() < 0.7
    header = _header(rng, order, code)
    board = rng.choice(["Fundação Carlos Chagas", "FCC", "Fundação Carlos Chagas – FCC"])
    running = f"TRT {rng.randint(1, 24)}ª Região – Edital de Abertura nº 0{rng.randint(1, 9)}/2026"
    lines = [
        running,
        f"Página 1 de 3{board}",
        "PODER JUDICIÁRIO",
        "TRIBUNAL REGIONAL DO TRABALHO",
        "II. DOS CARGOS E DAS VAGAS",
        "1. Os cargos, os códigos de opção, o número de vagas por localidade e as vagas reservadas às pessoas",
        "com deficiência e aos candidatos negros são os estabelecidos na tabela a seguir:",
        *header,
    ]
    cargos = rng.sample(CARGOS, rng.randint(1, 3))
    towns = rng.sample(TOWNS, min(len(TOWNS), sum(rng.randint(3, 8) for _ in cargos)))
    per = len(towns) // len(cargos)
    rows: list[tuple[str | None, str, Place | None]] = []  # (heading, row line, entry)
    dash = rng.choice(["-", "–", "0"])
    for n, (cargo, level, group) in enumerate(cargos):
        kind = rng.choice(PLACE_KINDS)
        heading = _heading(rng, cargo, level, group)
        rows.append((heading, "", None))
        for m, town in enumerate(towns[n * per : (n + 1) * per]):
            total, ac, negros, pcd = _figures(rng, 1, 14)
            figures = {"total": total, "ac": ac, "pcd": pcd, "negros": negros}
            cells = " ".join(str(figures[r]) if figures[r] or r == "total" else dash for r in order)
            place = f"{kind} {town}" + (" (Sede)" if m == 0 and rng.random() < 0.3 else "")
            coded = f" {'ABCDEF'[n]}{n + 1}{m + 1:02d}" if code else ""
            rows.append((None, f"{place}{coded} {cells}", Place(place, total, negros, cargo=cargo)))
    # anywhere but right under the first heading's first row: a heading over one row alone is that row's
    # name's start where `span_after_row` reads the quadro (`long_heading.over_rows`)
    page_at = rng.randint(3, len(rows) - 1) if rng.random() < 0.8 else None
    entries = []
    for k, (heading, row, entry) in enumerate(rows):
        if k == page_at:
            lines += [running, f"Página 2 de 3{board}", *header]
        lines.append(heading if heading else row)
        if entry is not None:
            entries.append(entry)
    lines += [
        "(-) Não há reserva de vagas para a localidade em razão do quantitativo oferecido, nos termos do § 1º",
        "do art. 1º da Lei nº 12.990/2014.",
        "2. A jornada de trabalho será de 40 (quarenta) horas semanais.",
        "Porto Jatobá, 27 de julho de 2026.",
    ]
    return Case("\n".join(lines), entries)
