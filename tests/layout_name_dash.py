"""A quadro with a requisitos column before its one count column and pay and hours after it, whose name cells
wrap right after a dash, as pypdf prints a Word table: the name's first line ending in the dash, its rest,
the requisito's lines, the last with the count, the pay and the hours (IBADE's "Analista Previdenciário –" /
"Ciências Atuariais" / "Curso superior em Ciências Atuariais e" / "registro no IBA 01 6.884,20 30h"), drawn
at random with its right reading: the class of `row_lines._dash_ends_name`.

- `name_dash(rng)`: one of three headers, two to four rows, each a cargo and its area parted by a dash
  ("–" or "-"), wrapped after the dash or printed on one line, a requisito wrapped at the column's width (on
  one line beside a name printed whole: a requisito wrapped beside a one-line name is another class), a count
  (zero-padded or not) or "CR", the pay and the hours; a footnote under the table. At times the reserve
  for negros listed under the table, one row's by its name ("1. Analista Previdenciário – Direito: 1 (uma)
  vaga reservada;"), given to that row though its name holds its requisitos. One count column proves
  nothing: no row is confirmed.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CARGOS = [
    ("Analista Previdenciário", ["Ciências Atuariais", "Contabilidade", "Direito", "Economia"]),
    ("Técnico de Nível Superior", ["Engenharia Civil", "Arquitetura", "Serviço Social"]),
    ("Especialista em Saúde", ["Fisioterapia", "Nutrição", "Psicologia Clínica"]),
    ("Assistente Técnico", ["Informática", "Edificações", "Administração"]),
]
REQUISITOS = [
    "Curso superior em {area} e registro no conselho de classe",
    "Diploma de graduação em {area} reconhecido pelo MEC",
    "Curso técnico em {area} ou área afim",
    "Ensino superior completo em {area} e inscrição no órgão de classe",
]
HEADERS = [
    "CARGO REQUISITOS TOTAL DE VAGAS* REMUNERAÇÃO (R$) CARGA HORÁRIA SEMANAL",
    "Cargo Requisitos Vagas Vencimento (R$) Jornada",
    "CARGO/ÁREA ESCOLARIDADE/REQUISITOS VAGAS SALÁRIO (R$) CARGA HORÁRIA",
]


def _lines(text: str, width: int) -> list[str]:
    """`text` wrapped at spaces to `width` characters, each line but the last with its trailing space."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line + " ")
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def name_dash(rng: random.Random) -> Case:
    """See the module's docstring."""
    lines = ["INSTITUTO DE PREVIDÊNCIA DOS SERVIDORES MUNICIPAIS", "2. DOS CARGOS", rng.choice(HEADERS)]
    entries: list[Entry] = []
    cargo, areas = rng.choice(CARGOS)
    dash = rng.choice("–-")
    areas = rng.sample(areas, rng.randint(2, len(areas)))
    wrapped = False
    width = rng.randint(22, 70)  # the requisitos column's, in characters
    for n, area in enumerate(areas):
        vacancies = rng.choice((0, rng.randint(1, 12)))
        count = "CR" if not vacancies else (f"{vacancies:02d}" if rng.random() < 0.6 else str(vacancies))
        whole = rng.randint(2000, 12000)
        tail = (
            f"{count} {whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d} {rng.choice(['20h', '30h', '40h'])}"
        )
        requisito = _lines(rng.choice(REQUISITOS).format(area=area), width)
        name = f"{cargo} {dash} {area}"
        if rng.random() < 0.75 or (n == len(areas) - 1 and not wrapped):
            wrapped = True
            block = [f"{cargo} {dash}" + rng.choice(["", " "]), area, *requisito]
        else:
            block = [f"{name} {' '.join(requisito)}"]  # a name on one line beside a requisito on one line
        block[-1] = f"{block[-1].rstrip()} {tail}"
        lines += block
        if vacancies:
            entries.append(Entry(name, vacancies, None, proven=False))
    lines += ["* Inclusas as vagas reservadas às pessoas com deficiência. CR: cadastro reserva."]
    reserved = [e for e in entries if e.vacancies >= 3]
    if reserved and rng.random() < 0.6:  # the reserve listed cargo by cargo (IBADE's item 5.3), a row's name whole
        listed = rng.choice(reserved)
        listed.negros = 1
        lines += [
            "5. DAS VAGAS DESTINADAS AOS CANDIDATOS PRETOS E PARDOS",
            "5.1. Ficam reservadas aos candidatos pretos e pardos 20% (vinte por cento) das vagas oferecidas.",
            "5.2. As vagas reservadas aos candidatos pretos e pardos ficam assim distribuídas:",
            f"1. {listed.name}: 1 (uma) vaga reservada;",
            "2. demais cargos: não há reserva imediata, em razão do quantitativo de vagas.",
        ]
    lines += [
        "6. DAS INSCRIÇÕES",
        "6.1. As inscrições serão efetuadas no endereço eletrônico indicado neste Edital.",
    ]
    return Case("\n".join(lines), entries)
