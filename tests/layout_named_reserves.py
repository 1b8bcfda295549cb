"""A quadro of vacancies with no reserve column, the reserve for negros (and for PcD) stated in a clause that
names each cargo (FEPESE's consórcio: "2.2 … ficam reservadas aos candidatos que se autodeclararem pretos ou
pardos as seguintes vagas: 1 (uma) vaga para o emprego de Agente Administrativo; … e 2 (duas) vagas para o
emprego de Técnico em Enfermagem."). The class of `tables/named_reserves.py`.

- `named_reserves(rng)`: the edital with its right reading (a cargo the clause does not name states no reserve).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

NAMES = [
    "Agente Administrativo",
    "Auxiliar de Farmácia",
    "Enfermeiro",
    "Farmacêutico Bioquímico",
    "Fisioterapeuta",
    "Médico Ortopedista",
    "Médico Cardiologista",
    "Motorista Socorrista",
    "Técnico em Enfermagem",
    "Técnico em Radiologia",
    "Assistente Social",
    "Psicólogo",
    "Auxiliar de Serviços Gerais",
    "Nutricionista",
]
REQUISITOS = [
    "Ensino Médio completo.",
    "Curso superior de Enfermagem e registro no COREN/SC.",
    "Ensino Fundamental completo, CNH categoria D.",
    "Curso técnico em Radiologia e registro no CRTR.",
    "Curso superior em Farmácia e registro no CRF/SC.",
]
WORDS = {1: "uma", 2: "duas", 3: "três", 4: "quatro", 5: "cinco", 6: "seis"}
GROUPS = [
    "aos candidatos que se autodeclararem pretos ou pardos",
    "aos candidatos negros",
    "às pessoas pretas e pardas",
]


def _vagas(n: int, words: bool) -> str:
    said = f"{n} ({WORDS[n]})" if words and n in WORDS else str(n)
    return f"{said} {'vaga' if n == 1 else 'vagas'}"


def named_reserves(rng: random.Random) -> Case:
    """See the module's docstring."""
    noun = rng.choice(["emprego", "cargo"])
    label = {"emprego": "Emprego", "cargo": "Cargo"}[noun]
    header = rng.choice(
        [
            f"{label} Vagas Habilitação mínima exigida Carga horária semanal (horas) Vencimento inicial (R$)",
            f"{label} Vagas Requisitos Carga horária Vencimento (R$)",
            f"{label} Vagas Escolaridade Vencimento",
        ]
    )
    picked = rng.sample(NAMES, rng.randint(3, 9))
    vacancies = {name: rng.randint(1, 12) for name in picked}
    lines = [
        "CONSÓRCIO INTERMUNICIPAL DE SAÚDE – CONCURSO PÚBLICO – EDITAL Nº 001/2024",
        "1. DOS EMPREGOS",
        "1.1 Os empregos, o número de vagas e a habilitação mínima exigida são os do quadro a seguir:",
        header,
    ]
    for name in picked:
        pay = f"{rng.randint(1, 14)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(f"{name} {vacancies[name]} {rng.choice(REQUISITOS)} {rng.choice([20, 30, 40, 44])} {pay}")
    lines += ["1.2 As vagas serão preenchidas na sede do Consórcio.", "2. DAS VAGAS RESERVADAS"]
    reserved = {name: max(1, vacancies[name] // 5) for name in picked if vacancies[name] >= 3}
    words = rng.random() < 0.6
    if rng.random() < 0.5 and any(v >= 5 for v in vacancies.values()):
        five = next(name for name in picked if vacancies[name] >= 5)
        lines.append(
            f"2.1 Às pessoas com deficiência são reservadas 5% das vagas. Para o {noun} de {five}, fica reservada "
            f"{_vagas(1, words)} às pessoas com deficiência."
        )
    parts = [f"{_vagas(n, words)} para o {noun} de {name}" for name, n in reserved.items()]
    if not parts:
        parts = []
    elif rng.random() < 0.5:
        listed = "; ".join(parts[:-1]) + ("; e " if len(parts) > 1 else "") + parts[-1]
        lines.append(f"2.2 Ficam reservadas {rng.choice(GROUPS)} as seguintes vagas: {listed}.")
    else:
        said = [f"para o {noun} de {name}, {_vagas(n, words)}" for name, n in reserved.items()]
        said[0] = (
            f"para o {noun} de {next(iter(reserved))}, fica reservada {_vagas(next(iter(reserved.values())), words)} {rng.choice(GROUPS)}"
        )
        lines.append("2.2 " + "; ".join(said)[0].upper() + "; ".join(said)[1:] + ".")
    lines += [
        "Para os demais empregos não haverá reserva imediata, em razão do número de vagas ofertadas.",
        "3. DAS INSCRIÇÕES",
        "3.1 As inscrições serão realizadas exclusivamente via internet.",
    ]
    entries = [Entry(name, vacancies[name], reserved.get(name)) for name in picked]
    return Case("\n".join(lines), entries)
