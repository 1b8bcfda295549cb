"""Sentences that give a later stage's calls per cargo in prose, after the quadro de vagas; drawn at random
with its right reading: the class of `tables/prose_calls.py`.

- `call_sentences(rng)`: the quadro ("Código Cargo Ampla Concorrência Pessoas com Deficiência Negros
  Total"), then one to three items whose sentence says how many candidates a later stage calls, per cargo
  or área ("11.1 Serão convocados para o Curso de Formação os candidatos ao cargo de Auditor Fiscal
  classificados até 1,5 (uma vírgula cinco) vezes o número de vagas de cada especialidade: 45 (Auditoria
  Tributária Geral), 9 (Tecnologia da Informação) e 6 (…)."), wrapped at random widths, the count before or
  after the name; the only vacancies are the quadro's.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _head, _names, _quadro, _wrap

_OPENINGS = [
    "Serão convocados para o Curso de Formação os candidatos ao cargo de {cargo} classificados até {k} vezes o "
    "número de vagas de cada {unit}",
    "Participarão da prova prática os candidatos classificados até {k} vezes o número de vagas, na seguinte "
    "quantidade por {unit}",
    "Serão convocados para a avaliação de títulos os candidatos aprovados, limitados ao quantitativo de {unit} "
    "indicado a seguir",
    "Serão corrigidas as provas discursivas dos candidatos mais bem classificados, por {unit}",
    "Será convocado para a perícia médica o número máximo de candidatos aprovados por {unit}",
]
_K = ["2", "3", "1,5 (uma vírgula cinco)", "5 (cinco)"]


def _listed(pairs: list[tuple[str, int]], rng: random.Random) -> str:
    before = rng.random() < 0.5
    items = [f"{n} ({name})" if before else f"{name}: {n}" for name, n in pairs]
    joined = ", ".join(items[:-1]) + " e " + items[-1] if len(items) > 1 else items[0]
    return joined if before else joined.replace(": ", " – ")


def call_sentences(rng: random.Random) -> Case:
    """See the module's docstring."""
    lines = _head(rng)
    names = _names(rng, rng.randint(2, 4))
    header = [("open", "Ampla Concorrência"), ("pcd", "Pessoas com Deficiência"), ("negros", "Negros")]
    header.append(("total", "Total"))
    rows, entries = [], []
    for name in names:
        total, open_, negros, pcd = _figures(rng, 3, 40)
        rows.append((name, open_, pcd, negros))
        entries.append(Entry(name, total, negros))
    lines.extend(_quadro(rows, header, rng.random() < 0.5, 101))
    section = rng.randint(8, 12)
    for opening in rng.sample(_OPENINGS, rng.randint(1, 3)):
        lines.append(f"{section}. DA {rng.choice(['CONVOCAÇÃO', 'CLASSIFICAÇÃO', 'SEGUNDA ETAPA'])}")
        k = rng.choice(_K)
        said = opening.format(cargo=rng.choice(names), k=k, unit=rng.choice(["cargo", "especialidade", "área"]))
        pairs = [(row[0], sum(row[1:]) * rng.randint(2, 5)) for row in rows]
        said += ": " + _listed(pairs, rng) + "."
        lines.extend(_wrap(f"{section}.1 {said}", rng, (60, 130)))
        section += 1
    return Case("\n".join(lines) + "\n", entries)
