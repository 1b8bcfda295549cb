"""A quadro whose name and requisitos cells wrap, as pypdf gives a PDF table's text (cells in turn, each
cell's lines before the next cell's), drawn at random with its right reading: the class of
`tables/requisito_lines.py`.

- `requisito_lines(rng)`: a header naming the cargo, its requisitos, hours and pay, then the counts (AC,
  PcD, Negros and the total last, or the total first); each row either on one line ("Vigia Ensino
  Fundamental incompleto 40h 1.518,00 6 0 1 7") or wrapped: the name's lines ("Agente Comunitário de" /
  "Saúde – Distrito de Jaburu"), then the requisitos' lines but the last, then that last with the hours,
  the pay and the counts ("área 40h 2.824,00 2 0 1 3"); names wrapped at any space but after a joining
  word's line that a requisito would open ("Professor de" / "Ensino …" is one name); cadastro rows ("CR -
  - CR") among them; a page's running head, glued to its page number, over a repeated header at times.
  Cells wrap at a width drawn for the table. `Row.wrapped` tells which rows wrap.
- `requisito_ranges(rng)`: the same quadro whose requisitos hold a range with its unit ("18 a 35 anos",
  "entre 2 e 5 anos", "de 20 a 40 horas semanais"), the cell cut right after the range's first number
  ("Ensino médio completo; CNH" / "categoria "A" e "B"; 18" / "a 35 anos", Selecon's guarda municipal): the
  number ending a line is no count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_prose import Case, Entry, _figures

NAMES = [
    "Agente Comunitário de Saúde – Distrito de Jaburu",
    "Agente Comunitário de Saúde – Sede",
    "Agente de Combate às Endemias – Zona Rural",
    "Auxiliar de Serviços Gerais",
    "Cuidador Escolar",
    "Motorista – Categoria D",
    "Técnico em Enfermagem – Unidade Mista",
    "Assistente Social do CRAS",
    "Enfermeiro da Estratégia Saúde da Família",
    "Médico Clínico Geral – Plantonista",
    "Professor – Anos Iniciais",
    "Professor de Ensino Fundamental II",
    "Professor – Educação Física",
    "Psicólogo do CAPS",
    "Fiscal de Tributos Municipais",
    "Operador de Máquinas Pesadas",
    "Vigia",
    "Nutricionista",
    "Odontólogo PSF",
]
REQUISITOS = [
    "Ensino Médio e residência na área de atuação",
    "Ensino Fundamental incompleto",
    "Ensino Médio completo e curso de informática",
    "Ensino Fundamental completo e CNH categoria D",
    "Curso técnico em Enfermagem e registro no COREN",
    "Superior em Serviço Social e registro no CRESS",
    "Superior em Enfermagem e registro no COREN",
    "Licenciatura em Pedagogia",
    "Licenciatura em Educação Física e registro no CREF",
    "Nível médio completo",
    "Graduação em Psicologia e registro no CRP",
]
HEADERS = [
    ("CARGO REQUISITOS CH VENCIMENTO (R$) VAGAS AC VAGAS PCD VAGAS NEGROS TOTAL", "last"),
    ("Cargo Requisitos Carga Horária Vencimento (R$) AC PcD Negros Total", "last"),
    ("CARGO ESCOLARIDADE/REQUISITOS CH REMUNERAÇÃO (R$) AC PCD NEGROS TOTAL", "last"),
    ("Cargo Requisitos mínimos CH Vencimento R$ Total AC PcD Negros", "first"),
]


@dataclass
class Row:
    lines: list[str]
    entry: Entry | None  # None: a cadastro row
    wrapped: bool


def _wrapped(text: str, width: int) -> list[str]:
    """`text` as a cell `width` characters wide prints it: words to a line while they fit."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _pay(rng: random.Random) -> str:
    whole = rng.randint(1412, 14000)
    return f"{rng.choice(['40h', '30h', '20h', '25h'])} {whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}"


def _row(name: str, requisito: str | list[str], counts: str, widths: tuple[int, int], rng: random.Random) -> list[str]:
    """The row's lines as pypdf gives them: the name cell's lines, the requisitos cell's but the last, and
    that last with the hours, the pay and the counts (a row whose cells fit is one line); a requisito given
    as its lines is printed so."""
    names = _wrapped(name, widths[0])
    reqs = requisito if isinstance(requisito, list) else _wrapped(requisito, widths[1])
    requisito = " ".join(reqs)
    if len(names) == 1 and len(reqs) == 1:
        return [f"{name} {requisito} {_pay(rng)} {counts}"]
    return [*names, *reqs[:-1], f"{reqs[-1]} {_pay(rng)} {counts}"]


RANGES = [
    ('Ensino médio completo; CNH categoria "A" e "B";', "{a}", "a {b} anos; altura mínima 1,60 m (M)"),
    ("Ensino médio completo e idade entre", "{a}", "e {b} anos na data da posse"),
    ("Ensino Fundamental completo; idade de", "{a}", "a {b} anos"),
    ("Curso técnico e experiência de", "{a}", "a {b} anos na função"),
    ("Ensino Médio completo e jornada de", "{a}", "a {b} horas semanais em escala"),
]


def _cut_range(rng: random.Random, width: int) -> list[str]:
    """A requisitos cell with a range, cut right after the range's first number."""
    before, first, after = rng.choice(RANGES)
    a = rng.choice([2, 5, 18, 20, 21])
    lines = _wrapped(before, width)
    lines[-1] += " " + first.format(a=a)
    return [*lines, *_wrapped(after.format(b=a + rng.choice([10, 17, 20, 30])), width)]


def requisito_ranges(rng: random.Random) -> Case:
    """See the module's docstring."""
    return requisito_lines(rng, ranges=True)


def requisito_lines(rng: random.Random, ranges: bool = False) -> Case:
    """See the module's docstring."""
    header, total_at = rng.choice(HEADERS)
    zero = rng.choice(["0", "-"])
    chosen = rng.sample(NAMES, rng.randint(3, 9))
    widths = (rng.randint(14, 30), rng.randint(18, 40))
    rows: list[Row] = []
    for name in chosen:
        requisito = _cut_range(rng, widths[1]) if ranges and rng.random() < 0.6 else rng.choice(REQUISITOS)
        if rng.random() < 0.12:
            counts = "CR - - CR" if total_at == "last" else "CR CR - -"
            rows.append(Row(_row(name, requisito, counts, widths, rng), None, False))
            continue
        total, ac, negros, pcd = _figures(rng, 1, 30)
        cells = [ac, pcd, negros, total] if total_at == "last" else [total, ac, pcd, negros]
        counts = " ".join(str(v) if v else zero for v in cells)
        lines = _row(name, requisito, counts, widths, rng)
        rows.append(Row(lines, Entry(name, total, negros), len(lines) > 1))
    head = "MUNICÍPIO DE LAGOA DO OURO VERDE/PE – EDITAL DE CONCURSO PÚBLICO Nº 001/2025"
    lines = [
        head,
        "Página 1 de 3IGEDUC – Instituto de Gestão e Educação",
        "PREFEITURA MUNICIPAL DE LAGOA DO OURO VERDE",
        "1.2 Em atendimento à Lei Municipal nº 688/2023, ficam reservadas 20% das vagas para candidatos negros.",
        "ANEXO I – QUADRO DE CARGOS, REQUISITOS, CARGA HORÁRIA, VENCIMENTO E VAGAS",
        header,
    ]
    brk = rng.randint(1, len(rows) - 1) if rng.random() < 0.3 else None
    for n, row in enumerate(rows):
        if n == brk:  # the page's running head, glued to its number, and the header again
            lines += [head, "Página 2 de 3IGEDUC – Instituto de Gestão e Educação", header]
        lines += row.lines
    lines += [
        "AC – Ampla Concorrência; PCD – Pessoas com Deficiência; CR – Cadastro Reserva; CH – Carga Horária.",
        head,
        f"Página {3 if brk else 2} de 3IGEDUC – Instituto de Gestão e Educação",
        "2. DAS INSCRIÇÕES",
        "2.1 As inscrições serão realizadas no período de 14/07/2025 a 13/08/2025.",
    ]
    case = Case("\n".join(lines), [r.entry for r in rows if r.entry])
    case.rows = rows
    return case
