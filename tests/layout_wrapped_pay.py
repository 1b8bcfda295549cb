"""A quadro whose rows' requirements wrap and push the pay and hours onto a line of their own, its rows
grouped under level headings, drawn at random with its right reading: the class of `tables/name_start.py`.

- `wrapped_pay(rng)`: a header wrapped over several lines as pypdf gives it ("CARGO TOTAL DE" / "VAGAS" /
  "AMPLA" / "CONCORRÊNCIA" / "PcD NEGROS ESCOLARIDADE/PRÉ-REQUISITOS VENCIMENTO" / "(R$)" / "C.H."), the
  total first; rows under level headings in capitals ("ENSINO MÉDIO", "NÍVEL SUPERIOR") or none; each row
  "Name total ac pcd negros requirement pay hours" with the requirement wrapped over one or two more lines
  or not, and then the pay and hours ("3.044,90 30h", "R$ 3.044,90 40h") on a line of their own; names of
  one to five words (short names, right under such a line, are the class's trap); no vacancy as "-" or "0".
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = {
    "fundamental": [
        "Coveiro",
        "Vigia",
        "Gari",
        "Auxiliar de Serviços Gerais",
        "Operador de Máquinas Pesadas",
        "Merendeira",
    ],
    "medio": ["Agente Administrativo", "Fiscal de Tributos", "Técnico em Enfermagem", "Motorista", "Recepcionista"],
    "superior": [
        "Assistente Social",
        "Enfermeiro ESF",
        "Médico ESF",
        "Psicólogo",
        "Nutricionista",
        "Professor MaPB – Educação Infantil",
        "Odontólogo PSF",
    ],
}
LEVELS = {
    "fundamental": ["ENSINO FUNDAMENTAL INCOMPLETO", "ENSINO FUNDAMENTAL", "NÍVEL FUNDAMENTAL"],
    "medio": ["ENSINO MÉDIO", "NÍVEL MÉDIO", "ENSINO MÉDIO COMPLETO"],
    "superior": ["ENSINO SUPERIOR", "NÍVEL SUPERIOR"],
}
REQUIREMENTS = {
    "fundamental": ["Ensino Fundamental Incompleto", "Ensino Fundamental Incompleto e CNH categoria D"],
    "medio": ["Ensino Médio Completo", "Ensino Médio Completo e residir na área de atuação da equipe"],
    "superior": [
        "Curso Superior na área e registro no conselho de classe",
        "Curso Superior em Serviço Social e registro no CRESS",
        "Licenciatura Plena em Pedagogia",
    ],
}
HEADERS = [
    [
        "CARGO TOTAL DE",
        "VAGAS",
        "AMPLA",
        "CONCORRÊNCIA",
        "PcD NEGROS ESCOLARIDADE/PRÉ-REQUISITOS VENCIMENTO",
        "(R$)",
        "C.H.",
    ],
    [
        "CARGO TOTAL DE",
        "VAGAS",
        "AMPLA",
        "CONCORRÊNCIA",
        "PcD NEGROS ESCOLARIDADE/PRÉ-REQUISITOS VENCIMENTO",
        "R$",
        "CH",
    ],
    ["CARGO TOTAL DE VAGAS", "AMPLA CONCORRÊNCIA", "PcD NEGROS REQUISITOS VENCIMENTO", "(R$)", "C.H."],
]


def _cell(value: int, zero: str) -> str:
    return str(value) if value else zero


def _pay(rng: random.Random) -> str:
    whole = rng.randint(1100, 14000)
    pay = f"{whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}"
    return ("R$ " if rng.random() < 0.3 else "") + pay + " " + rng.choice(["40h", "30h", "20h", "25h"])


def wrapped_pay(rng: random.Random) -> Case:
    """See the module's docstring."""
    zero = rng.choice(["-", "0"])
    headings = rng.random() < 0.7
    lines = [
        "PREFEITURA MUNICIPAL DE SANTA TERESA",
        "CONCURSO PÚBLICO – EDITAL Nº 01/2025",
        "1.2. Os cargos, a escolaridade, o número de vagas, o vencimento e a carga horária são os do quadro:",
        "QUADRO DE CARGOS",
        *rng.choice(HEADERS),
    ]
    entries = []
    for level in ("fundamental", "medio", "superior"):
        if headings:
            lines.append(rng.choice(LEVELS[level]))
        for name in rng.sample(NAMES[level], rng.randint(1, 3)):
            total, ac, negros, pcd = _figures(rng, 1, 30)
            entries.append(Entry(name, total, negros))
            counts = " ".join(_cell(v, zero) for v in (total, ac, pcd, negros))
            words = rng.choice(REQUIREMENTS[level]).split()
            if rng.random() < 0.35:  # the requirement fits: the row on one line
                lines.append(f"{name} {counts} {' '.join(words)} {_pay(rng)}")
                continue
            cuts = sorted(rng.sample(range(1, len(words)), min(len(words) - 1, rng.randint(1, 2))))
            pieces = [" ".join(words[a:b]) for a, b in zip([0, *cuts], [*cuts, len(words)])]
            lines.append(f"{name} {counts} {pieces[0]}")
            lines.extend(pieces[1:])
            lines.append(_pay(rng))
    lines += [
        "1.3. Legenda: PcD – Pessoa com Deficiência; C.H. – Carga Horária semanal.",
        "1.4. A reserva de vagas a candidatos negros observa o percentual de 20% (vinte por cento) das vagas.",
    ]
    return Case("\n".join(lines), entries)
