"""A municipal quadro as pypdf's plain text gives it, drawn at random with its right reading: the class of
`tables/broken_header.py` whose rows write each count with its words (Consulplan's "05 (cinco)").

- `words_quadro(rng)`: the header broken at any word, a line a piece ("CARGO CARGA" / "HORÁRIA" /
  "VENCIMENTO" / "(R$)" / "TOTAL DE" / "VAGAS" / "VAGAS" / "PcD*" / "VAGAS" / "NEGROS**"), the first line a
  whole label and the start of the next; rows with a carga horária and a pay before the counts, each count
  with its value in words ("05 (cinco)", "01 (uma)"), at times "+ CR" after the total ("03 (três) + CR"),
  "–" for none, a cadastro-only row ("CR – –"), names that end in hours ("Cirurgião-Dentista 20h" before
  its own "20h" column); the legend of the marks under it. The quadro has no ampla concorrência column, so
  nothing proves a row: every row is read with its figures and never confirmed wrong.
"""

from __future__ import annotations

import random

from layout_pandoc import words
from layout_prose import Case, Entry, _head

NAMES = [
    "Agente Comunitário de Saúde – ESF Centro",
    "Agente de Combate às Endemias",
    "Auxiliar de Saúde Bucal",
    "Médico Clínico Geral",
    "Técnico em Enfermagem",
    "Professor de Educação Infantil",
    "Fiscal de Tributos",
    "Motorista de Ambulância",
    "Operador de Máquinas Pesadas",
]
HEADERS = [
    ["CARGO CARGA", "HORÁRIA", "VENCIMENTO", "(R$)", "TOTAL DE", "VAGAS", "VAGAS", "PcD*", "VAGAS", "NEGROS**"],
    ["CARGO CARGA", "HORÁRIA", "VENCIMENTO", "(R$)", "TOTAL DE", "VAGAS", "VAGAS", "PcD*", "VAGAS", "NEGROS**"],
]


def _count(value: int) -> str:
    return f"{value:02d} ({words(value)})" if value else "–"


def words_quadro(rng: random.Random) -> Case:
    """See the module's docstring."""
    rows, entries = [], []
    for name in rng.sample(NAMES, rng.randint(3, 7)):
        total = rng.randint(1, 19)
        negros = round(total * 0.2 + 1e-9) if total >= 3 else 0
        pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
        hours = rng.choice(["20h", "30h", "40h"])
        pay = f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        plus = " + CR" if rng.random() < 0.3 else ""
        shown = f"{name} {hours}" if rng.random() < 0.2 else name  # "Cirurgião-Dentista 20h" 20h
        rows.append(f"{shown} {hours} {pay} {_count(total)}{plus} {_count(pcd)} {_count(negros)}")
        entries.append(Entry(name, total, negros, proven=False))
    if rng.random() < 0.5:
        rows.insert(rng.randint(0, len(rows)), f"Psicólogo 30h {rng.randint(3, 5)}.120,95 CR – –")
    text = [
        *_head(rng),
        "1.3. Os cargos, o número de vagas, a carga horária e o vencimento são os do quadro a seguir. A indicação",
        '"+ CR" significa que, além das vagas imediatas, será formado cadastro de reserva para o cargo.',
        "QUADRO DE VAGAS",
        *rng.choice(HEADERS),
        *rows,
        "* Vagas reservadas às pessoas com deficiência, na forma do item 4 deste Edital.",
        "** Vagas reservadas aos candidatos negros, na forma do item 5 deste Edital.",
        "1.4. Os requisitos de escolaridade constam do Anexo I.",
    ]
    return Case("\n".join(text) + "\n", entries)
