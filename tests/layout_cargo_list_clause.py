"""A quadro, then a clause of the reserve that lists a count a cargo ("às pessoas com deficiência reservam-se
5% (cinco por cento) das vagas, …, sendo 1 (uma) vaga para o cargo de Auxiliar de Serviços Gerais e 1 (uma)
para Professor PEB I."), wrapped at random, drawn with the quadro's right reading: the class of
`prose_forms.CARGO_IN_SENTENCE`'s end (no cargo's name ends in "e" or "ou").

- `cargo_list_clause(rng)`: a quadro of three to six cargos ("Cargo Vagas Pretos e pardos CH"), then the
  reserve's article naming two of them with one count each, joined by "e"; the clause's counts are
  reserves, never a cargo's vacancies. A list of three joined by commas ("… de X, 3 (três) para Y e …") is
  still read as statements (a limit).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _wrap

CARGOS = [
    "Auxiliar de Serviços Gerais",
    "Professor PEB I",
    "Gari",
    "Motorista de Ambulância",
    "Técnico em Enfermagem",
    "Agente Fiscal de Tributos",
    "Auxiliar Administrativo",
    "Operador de Motoniveladora",
]
SPELLED = {1: "uma", 2: "duas", 3: "três"}


def cargo_list_clause(rng: random.Random) -> Case:
    """See the module's docstring."""
    lines = ["PREFEITURA MUNICIPAL DE SÃO TOMÉ DO RIO VERDE", "Art. 1º São oferecidos os cargos seguintes:"]
    lines.append(rng.choice(["Cargo Vagas Pretos e pardos CH", "CARGO VAGAS NEGROS CARGA HORÁRIA"]))
    entries: list[Entry] = []
    cargos = rng.sample(CARGOS, rng.randint(3, 6))
    for cargo in cargos:
        vacancies = rng.randint(1, 12)
        negros = vacancies * 20 // 100
        lines.append(f"{cargo} {vacancies:02d} {negros:02d} {rng.choice(['20h', '30h', '40h'])}")
        entries.append(Entry(cargo, vacancies, negros, proven=False))
    named = rng.sample(cargos, 2)
    parts = []
    for n, cargo in enumerate(named):
        count = rng.randint(1, 3)
        said = f"{count} ({SPELLED[count]})"
        parts.append(
            f"{said} vaga{'s' if count > 1 else ''} para o cargo de {cargo}" if not n else f"{said} para {cargo}"
        )
    listed = ", ".join(parts[:-1]) + " e " + parts[-1]
    sentence = (
        "Art. 2º Das vagas oferecidas, 20% (vinte por cento) ficam reservadas a candidatos pretos ou pardos; "
        "às pessoas com deficiência reservam-se 5% (cinco por cento) das vagas, apenas quando o número de vagas "
        f"do cargo for igual ou superior a 5 (cinco), sendo {listed}."
    )
    # a count kept with its words: a line ending in the next cargo's bare count ("… PEB I e 3" / "(três) para …")
    # was read as a table's row (a limit)
    lines += [line.replace("\u00a0", " ") for line in _wrap(sentence.replace(" (", "\u00a0("), rng)]
    lines += ["Art. 3º As inscrições serão feitas na sede da Prefeitura."]
    return Case("\n".join(lines), entries)
