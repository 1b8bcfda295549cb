"""A quadro whose two-level header was flattened into one line of "Vagas - …" and "Cadastro de reserva -
…" labels, with no total column, its rows one a line with text columns before the counts, drawn at random
with its right reading: the class of `tables/dashed_labels.py` (a docente concurso's table, as a news page
or a web copy gives it).

`dashed_labels(rng)`: a title at times ("Vagas Campus Maceió"), the header line: "Área de conhecimento", the
regime's label ("Regime de Trabalho", "Carga horária"), "Escolaridade", then "Vagas - ampla concorrência",
"Vagas - pessoa com deficiência" at times, "Vagas - negro, indígena e quilombola" or "Vagas - negros" in any
order (a dash or an en dash), then none to two "Cadastro de reserva - …" labels; the rows: an área (ending
in a number at times: "Física 01", "Administração 2"), the regime ("40 horas", "Dedicação Exclusiva"), a
long escolaridade with CAPES codes ("(6010001)"), then a bare number a label; blank lines between rows at
times; "Fonte:" or the next section after.

The right reading: each área its immediate vacancies (the sum of the "Vagas -" columns, the cadastro's
apart) and its negros' (or the joint racial) cell; never proven (no total column prints the sum).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

AREAS = [
    "Direito Civil e Direito Processual Civil",
    "Teoria e Aplicação do Direito Penal",
    "Física 01",
    "Física 02",
    "Administração 1",
    "Administração 2",
    "Bioquímica",
    "Genética",
    "Ciências Contábeis 1",
    "Matemática Aplicada",
    "Língua Portuguesa e Literatura",
    "História do Brasil",
]
REGIME_LABELS = ["Regime de Trabalho", "Carga horária", "Jornada"]
REGIMES = ["40 horas", "20 horas", "Dedicação Exclusiva", "40 horas semanais"]
SCHOOLING = [
    "Graduação em Direito e Mestrado em Direito (6010001) ou em Ciências Humanas (70000000).",
    "Graduação em Física e Mestrado em Física (10501002).",
    "Licenciatura em Ciências Biológicas e mestrado em Bioquímica (21005001) ou em Biotecnologia (90400003).",
    "Graduação em Contabilidade e Mestrado em Contabilidade (60204001).",
    "Graduação em Ciências Contábeis ou em Economia e Mestrado em qualquer área do conhecimento.",
]
IMM = {
    "open": ["ampla concorrência", "AC"],
    "pcd": ["pessoa com deficiência", "PcD"],
    "negros": ["negros", "pessoas negras"],
    "joint": ["negro, indígena e quilombola", "negro, índio, quilombola"],
}
CR = ["ampla concorrência", "reserva de vaga", "pessoa com deficiência"]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def dashed_labels(rng: random.Random) -> Case:
    racial = rng.choice(["negros", "joint"])
    roles = ["open", racial] + (["pcd"] if rng.random() < 0.7 else [])
    rng.shuffle(roles)
    dash = rng.choice(["-", "–"])
    cr = rng.sample(CR, rng.randint(0, 2))
    header = ["Área de conhecimento", rng.choice(REGIME_LABELS), "Escolaridade"]
    header += [f"Vagas {dash} {rng.choice(IMM[role])}" for role in roles]
    header += [f"Cadastro de reserva {dash} {label}" for label in cr]
    body = []
    title = rng.choice(["", "Vagas Campus Maceió", "Campus Arapiraca", "Vagas"])
    if title:
        body += [title, ""]
    body.append(" ".join(header))
    entries = []
    gap = rng.random() < 0.4
    for area in rng.sample(AREAS, rng.randint(2, 8)):
        values = {role: rng.randint(0, 2) for role in roles}
        values["open"] = rng.randint(1, 3)
        cells = [str(values[role]) for role in roles] + [str(rng.randint(0, 6)) for _ in cr]
        body.append(" ".join([area, rng.choice(REGIMES), rng.choice(SCHOOLING), *cells]))
        if gap:
            body.append("")
        entries.append(Entry(area, sum(values.values()), values[racial], proven=False))
    body.append(rng.choice(["Fonte:", "Fonte: edital da Universidade", ""]))
    return Case(f"{HEAD}\n" + "\n".join(body) + f"\n{TAIL}", entries)
