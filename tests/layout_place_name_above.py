"""A quadro of empregos and their places of lotação (two name columns) whose long name cells pypdf prints
before the row's counts, as it does a Word or LibreOffice table: the name's first lines, then its last with
the place, the counts and the hours ("Enfermeiro – Unidade de" / "Suporte Avançado Base USA – Sede Regional
4 3 0 1 36h", Access's consórcio quadro), drawn at random with its right reading: the class of
`first_name._one_way`.

- `place_name_above(rng)`: one of three headers (a place column after the name, the total first or last, a
  jornada last), four to seven rows on one line each, among them first a row whose name wraps after a
  joining word or a dash (so the table shows its names begin above their counts), then one to three whose
  name wraps at a word that shows nothing ("Técnico Auxiliar de Regulação" / "Médica – TARM Central de
  Regulação Regional 7 5 1 1 36h"); a legend under the table. Where a name ends is read from words: no row
  is confirmed.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

#: Names cut where the cut shows (after a joining word or a dash): first line, rest.
SHOWN = [
    ("Enfermeiro – Unidade de", "Suporte Avançado"),
    ("Técnico de Enfermagem –", "SAMU Regional"),
    ("Agente de Combate às", "Endemias"),
    ("Analista de Tecnologia da", "Informação"),
]
#: Names cut where nothing shows: first line, rest.
HIDDEN = [
    ("Técnico Auxiliar de Regulação", "Médica – TARM"),
    ("Operador de Rádio", "Operador – SAMU"),
    ("Técnico em Segurança", "Trabalho Regional"),
    ("Auxiliar de Farmácia", "Hospitalar"),
    ("Condutor Socorrista", "Motolância"),
]
ONE_LINE = [
    "Médico Regulador",
    "Auxiliar Administrativo",
    "Farmacêutico",
    "Psicólogo",
    "Assistente Social",
    "Motorista",
]
PLACES = [
    "Central de Regulação Regional",
    "Sede do Consórcio",
    "Pardinho de Minas",
    "Base USA – Sede Regional",
    "Itaobim do Norte",
    "Lagoa Dourada do Sul",
]
HEADERS = [
    ("Emprego Município de Lotação Total de vagas AC PcD Negros Jornada", True),
    ("CARGO LOTAÇÃO AC PcD NEGROS TOTAL CARGA HORÁRIA", False),
    ("Emprego Local de Lotação Vagas AC PcD PN Jornada", True),
]


def _row(name: str, place: str, total_first: bool, rng: random.Random, entries: list) -> str:
    total, ac, negros, pcd = _figures(rng, 1, 12)
    entries.append(Entry(name, total, negros, proven=False))
    cells = [total, ac, pcd, negros] if total_first else [ac, pcd, negros, total]
    return f"{place} {' '.join(map(str, cells))} {rng.choice(['24h', '36h', '40h'])}"


def place_name_above(rng: random.Random) -> Case:
    """See the module's docstring."""
    header, total_first = rng.choice(HEADERS)
    lines = ["CONSÓRCIO INTERMUNICIPAL DE SAÚDE DO VALE", "ANEXO I – QUADRO DE VAGAS POR LOTAÇÃO", header]
    entries: list[Entry] = []
    hidden = rng.sample(HIDDEN, rng.randint(1, 3))
    singles = rng.sample(ONE_LINE, rng.randint(2, 4))
    shown = rng.choice(SHOWN)
    blocks: list[tuple[str, str]] = [("", name) for name in singles[:1]] + [shown]
    rest = [("", name) for name in singles[1:]] + hidden
    rng.shuffle(rest)
    for top, name in blocks + rest:
        place = rng.choice(PLACES)
        if top:
            whole = f"{top} {name}"
            lines += [top + rng.choice(["", " "]), f"{name} {_row(whole, place, total_first, rng, entries)}"]
        else:
            lines.append(f"{name} {_row(name, place, total_first, rng, entries)}")
    lines += [
        "Legenda: AC – Ampla Concorrência; PcD – Pessoas com Deficiência.",
        "2. DA RESERVA DE VAGAS",
        "2.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas em cada município.",
    ]
    return Case("\n".join(lines), entries)
