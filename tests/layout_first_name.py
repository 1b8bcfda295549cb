"""A flat quadro whose first row's name pypdf's plain text wrapped onto a line above the row's counts, right
under the header (and again under the header repeated after a page break), drawn at random with its right
reading: the class of `tables/first_name.py`.

- `first_name(rng)`: a one-line header ("CARGO VAGAS AC PcD NEGROS CARGA HORÁRIA VENCIMENTO (R$)" and
  others: the total first or last, text columns after the counts), a level heading in capitals under it or
  none, the first row's name cut at a random word over two lines (the counts, hours and pay on the second),
  the other rows on one line each; at times a page's running head, its page number and the header again,
  the next page's first row wrapped the same way.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

LONG = [
    "Enfermeiro da Estratégia Saúde da Família",
    "Médico da Estratégia Saúde da Família",
    "Professor de Educação Básica Anos Iniciais",
    "Agente Comunitário de Saúde Zona Rural",
    "Técnico em Segurança do Trabalho",
    "Operador de Máquinas Pesadas",
    "Auxiliar de Serviços Gerais Escolar",
]
SHORT = ["Gari", "Pedreiro", "Motorista", "Odontólogo", "Psicólogo", "Fiscal de Tributos", "Agente Administrativo"]
HEADERS = [
    ("CARGO VAGAS AC PcD NEGROS CARGA HORÁRIA VENCIMENTO (R$)", True),
    ("Cargo Total AC PcD PN Jornada Salário (R$)", True),
    ("CARGO AC PcD NEGROS TOTAL CARGA HORÁRIA VENCIMENTO (R$)", False),
    ("Emprego AC PcD Negros Total Jornada Semanal Remuneração (R$)", False),
]
LEVELS = ["NÍVEL SUPERIOR", "ENSINO MÉDIO COMPLETO", "NÍVEL FUNDAMENTAL COMPLETO"]


def _row(name: str, total_first: bool, rng: random.Random, entries: list) -> str:
    total, ac, negros, pcd = _figures(rng, 1, 25)
    entries.append(Entry(name, total, negros))
    parts = [str(v) if v else "-" for v in (ac, pcd, negros)]
    cells = [str(total), *parts] if total_first else [*parts, str(total)]
    whole = rng.randint(1300, 16000)
    return f"{' '.join(cells)} {rng.choice(['40h', '30h', '20h'])} {whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}"


def _wrapped(name: str, rng: random.Random) -> list[str]:
    words = name.split()
    cut = rng.randint(1, len(words) - 1)
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def first_name(rng: random.Random) -> Case:
    """See the module's docstring."""
    header, total_first = rng.choice(HEADERS)
    lines = ["PREFEITURA MUNICIPAL DE SENADOR AMARAL DO CAMPO", "1.5 QUADRO DE CARGOS", header]
    entries: list[Entry] = []
    pages = 2 if rng.random() < 0.5 else 1
    longs = rng.sample(LONG, pages)
    shorts = rng.sample(SHORT, rng.randint(2, 6))
    for page in range(pages):
        if page:
            lines += ["PREFEITURA MUNICIPAL DE SENADOR AMARAL DO CAMPO – EDITAL Nº 001/2026", "Página 2 de 2", header]
        if rng.random() < 0.4:
            lines.append(rng.choice(LEVELS))
        top, last = _wrapped(longs[page], rng)
        lines += [top, f"{last} {_row(longs[page], total_first, rng, entries)}"]
        for name in shorts[page::pages]:
            lines.append(f"{name} {_row(name, total_first, rng, entries)}")
    lines += ["As vagas reservadas estão incluídas no total.", "2 – DAS INSCRIÇÕES"]
    return Case("\n".join(lines), entries)
