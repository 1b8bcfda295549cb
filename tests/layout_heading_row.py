"""A quadro with a text column of hours and one of pay after its counts, one of whose cargos is a heading row
over its disciplinas (a prefeitura's quadro, Chromium's PDF read by pdfplumber: "Professor PE-II – Anos
Finais do Ensino" / "Fundamental (por disciplina): 30h 4.580,57" / "Língua Portuguesa 17 2 5 24 72 30h
4.580,57"): the heading's last line ends in hours and pay with no counts, and the disciplina rows below it
have short names of one or two words. The heading is wrapped as a narrow cell wraps it, at any word, each line
under 12 words. The class of `rows.row_of_its_own`.

- `heading_row(rng)`: the quadro with its right reading (each disciplina a row with its own figures).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

CARGOS = [
    "Agente de Apoio Educacional",
    "Assistente Administrativo Educacional",
    "Nutricionista",
    "Psicólogo Escolar",
    "Intérprete de Libras",
    "Auditor de Tributos",
    "Motorista de Transporte Escolar",
]
HEADINGS = [
    "Professor PE-II – Anos Finais do Ensino Fundamental (por disciplina):",
    "Professor de Educação Básica II – Ensino Fundamental (por componente curricular):",
    "Professor Nível III – Anos Finais (por disciplina)",
]
DISCIPLINAS = [
    "Língua Portuguesa",
    "Matemática",
    "Ciências",
    "História",
    "Geografia",
    "Língua Inglesa",
    "Artes Visuais",
    "Educação Física",
    "Ensino Religioso",
]
HEADER = (
    "Cargo / Disciplina Vagas AC Vagas PcD Vagas Negros (20%) Total CR Carga horária Vencimento (R$)",
    "Cargo Ampla Concorrência PcD Negros Total CR Jornada Remuneração",
)


def _pay(rng: random.Random) -> str:
    whole = rng.randint(1200, 15000)
    text = f"{whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}" if whole >= 1000 else f"{whole},00"
    return ("R$ " if rng.random() < 0.3 else "") + text


def _row(rng: random.Random, name: str, hours: str, pay: str) -> tuple[str, Entry]:
    total, ac, negros, pcd = _figures(rng, 1, 40)
    return f"{name} {ac} {pcd} {negros} {total} {total * 3} {hours} {pay}", Entry(name, total, negros)


def heading_row(rng: random.Random) -> Case:
    """See the module's docstring."""
    lines = ["2.1 Os cargos, as disciplinas e o número de vagas são os do quadro a seguir:", rng.choice(HEADER)]
    cargos = rng.sample(CARGOS, rng.randint(1, 5))
    before = rng.randint(0, len(cargos))
    entries = []
    for name in cargos[:before]:
        line, entry = _row(rng, name, rng.choice(["20h", "30h", "40h"]), _pay(rng))
        lines.append(line)
        entries.append(entry)
    heading, hours, pay = rng.choice(HEADINGS).split(), rng.choice(["20h", "30h", "40h"]), _pay(rng)
    # wrapped as a narrow cell wraps it, each line under 12 words (a longer line of words ends the table)
    cut = rng.randint(max(1, len(heading) - 7), len(heading) - 1)
    cut = len(heading) if len(heading) <= 8 and rng.random() < 0.3 else cut
    lines += [" ".join(heading[:cut])] if cut < len(heading) else []
    lines.append(" ".join(heading[cut:] if cut < len(heading) else heading) + f" {hours} {pay}")
    for name in rng.sample(DISCIPLINAS, rng.randint(2, 7)):
        line, entry = _row(rng, name, hours, pay)
        lines.append(line)
        entries.append(entry)
    for name in cargos[before:]:
        line, entry = _row(rng, name, rng.choice(["20h", "30h", "40h"]), _pay(rng))
        lines.append(line)
        entries.append(entry)
    lines.append("Notas: (a) AC – ampla concorrência; (b) CR – cadastro de reserva, que não constitui vaga.")
    return Case("\n".join(lines) + "\n", entries)
