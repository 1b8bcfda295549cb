"""FEPESE's quadro as pdfplumber prints its text, drawn at random with its right reading
(`tables/centred_rows.py`).

`centred_rows_quadro(rng)`: one to three quadros (one a level), each under a header whose labels stand
at different heights, a visual line each: "Vagas Carga Vencimento" / "Cargo Habilitação mínima horária"
/ "Total AC PcD Negros (R$)" / "semanal" (the hours' column or none, the name's label "Cargo" or
"Emprego", the count labels in any order with the total first or last, "AC" or "Ampla", "Negros" or
"PN"). Each row's cells are centred on its tallest: a name over one line or two (wrapped after a joining
word or a dash), a schooling cell over one to three lines; where the tallest cell has two lines the
counts stand on a line of their own between them, or with the upper one; where it has three, on the
middle one. Counts padded with a zero or not, a dash for none, a row for the cadastro only ("CR - - -"),
at times a page break inside a quadro with the header printed again. Every row adds up; a row whose
cells all stand on its counts' line is proven, the others (their names pieced from wrapped lines) not.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

#: Names on one line.
SHORT = [
    "Eletricista",
    "Leiturista",
    "Químico",
    "Motorista",
    "Assistente Administrativo",
    "Técnico em Química",
    "Agente de Saneamento",
    "Encanador",
    "Contador",
    "Advogado",
    "Almoxarife",
    "Operador de Máquinas",
]
#: Names wrapped over two lines: (first line, second line).
WRAPPED = [
    ("Operador de Estação de", "Tratamento de Água – ETA"),
    ("Engenheiro Sanitarista e", "Ambiental"),
    ("Técnico em Segurança do", "Trabalho"),
    ("Agente Comunitário de", "Saúde"),
    ("Analista de Tecnologia da", "Informação"),
    ("Auxiliar de Manutenção –", "Redes de Esgoto"),
    ("Fiscal de Obras e", "Posturas"),
]
#: Schooling cells on one line.
SCHOOLING = [
    "Ensino Fundamental completo.",
    "Ensino Médio completo.",
    "Curso superior de Química e registro no CRQ.",
    "Ensino Fundamental incompleto.",
    "Nível superior em Direito e registro na OAB.",
    "Formação em Ciências Contábeis.",
]
#: Schooling cells over two lines (the second opening with a word in lower case) or three.
SCHOOLING_WRAPPED = [
    ("Ensino Fundamental completo e curso de", "operador de ETA com no mínimo 40 horas."),
    ("Curso superior de Engenharia Sanitária", "registrado no CREA."),
    ("Ensino Médio completo e Carteira Nacional", "categoria D."),
    ("Curso Técnico em Saneamento e registro no", "conselho de classe."),
    ("Ensino Médio completo e curso de", "informática básica com no", "mínimo 60 horas."),
    ("Curso superior em Engenharia e", "especialização em Segurança do", "Trabalho."),
]
LEVELS = ["FUNDAMENTAL", "MÉDIO E TÉCNICO", "SUPERIOR"]
OPEN = ["AC", "Ampla"]
NEGROS = ["Negros", "PN"]


def _cell(value: int, rng: random.Random) -> str:
    if value == 0 and rng.random() < 0.7:
        return "-"
    return f"{value:02d}" if rng.random() < 0.5 else str(value)


def _money(rng: random.Random) -> str:
    return f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"


class _Header:
    """A quadro's header: the count labels' order and spelling, the hours' column or none."""

    def __init__(self, rng: random.Random):
        parts = ["open", "pcd", "negros"]
        rng.shuffle(parts)
        self.roles = ["total", *parts] if rng.random() < 0.6 else [*parts, "total"]
        spelled = {"total": "Total", "open": rng.choice(OPEN), "pcd": "PcD", "negros": rng.choice(NEGROS)}
        self.labels = [spelled[r] for r in self.roles]
        self.hours = rng.random() < 0.7
        self.name = rng.choice(["Cargo", "Emprego"])
        self.schooling = rng.choice(["Habilitação mínima", "Escolaridade", "Requisitos"])

    def lines(self) -> list[str]:
        counts = " ".join(self.labels)
        if self.hours:
            return ["Vagas Carga Vencimento", f"{self.name} {self.schooling} horária", f"{counts} (R$)", "semanal"]
        return ["Vagas Vencimento", f"{self.name} {self.schooling}", f"{counts} (R$)"]


def _row(rng: random.Random, header: _Header, name: tuple[str, ...], cell: tuple[str, ...]) -> tuple[list[str], Entry]:
    """A row's visual lines, its cells centred on its tallest, and its reading."""
    negros, pcd, open_ = rng.randint(0, 3), rng.randint(0, 2), rng.randint(0, 9)
    if not negros + pcd + open_:
        open_ = 1
    cr = rng.random() < 0.08
    values = {"total": negros + pcd + open_, "open": open_, "pcd": pcd, "negros": negros}
    if cr:
        counts = " ".join("CR" if r == "total" else "-" for r in header.roles)
    else:
        counts = " ".join(_cell(values[r], rng) for r in header.roles)
    tail = (f"{rng.choice((20, 30, 40))} " if header.hours else "") + _money(rng)
    tall = max(len(name), len(cell))
    single = [name[0] if len(name) == 1 else "", counts, cell[0] if len(cell) == 1 else "", tail]
    if tall == 1:
        lines = [" ".join(single)]
    elif tall == 3:  # a name of one line, a cell of three: the counts on the middle line
        lines = [cell[0], f"{name[0]} {counts} {cell[1]} {tail}", cell[2]]
    else:
        top = [name[0] if len(name) == 2 else "", cell[0] if len(cell) == 2 else ""]
        bottom = [name[1] if len(name) == 2 else "", cell[1] if len(cell) == 2 else ""]
        if rng.random() < 0.5:  # the counts on a line of their own between the two
            lines = [" ".join(w for w in top if w), " ".join(w for w in single if w), " ".join(w for w in bottom if w)]
        else:  # printed with the upper line
            upper = [top[0] or single[0], counts, top[1] or single[2], tail]
            lines = [" ".join(w for w in upper if w), " ".join(w for w in bottom if w)]
    lines = [" ".join(line.split()) for line in lines]
    full = " ".join(name)
    return lines, Entry(full, 0 if cr else values["total"], 0 if cr else negros, proven=tall == 1)


def centred_rows_quadro(rng: random.Random) -> Case:
    tables = rng.randint(1, 3)
    lines = ["2.1 Os cargos, vagas, habilitação mínima, carga horária e vencimento estão no quadro a seguir:"]
    entries: list[Entry] = []
    names = rng.sample(SHORT, 8) + [" / ".join(w) for w in rng.sample(WRAPPED, 5)]
    rng.shuffle(names)
    for k in range(tables):
        header = _Header(rng)
        lines += [f"QUADRO {k + 1} – CARGOS DE NÍVEL {LEVELS[k]}", *header.lines()]
        count = rng.randint(2, 4)
        break_at = rng.randint(1, count - 1) if rng.random() < 0.2 else None
        for j in range(count):
            if j == break_at:
                lines += [f"Página {k + 3} de 34", *header.lines()]
            name = tuple(names.pop().split(" / "))
            if len(name) == 1 and rng.random() < 0.15:
                cell = rng.choice([c for c in SCHOOLING_WRAPPED if len(c) == 3])
            elif rng.random() < 0.4:
                cell = rng.choice([c for c in SCHOOLING_WRAPPED if len(c) == 2])
            else:
                cell = (rng.choice(SCHOOLING),)
            laid, entry = _row(rng, header, name, cell)
            lines += laid
            entries.append(entry)
    if rng.random() < 0.6:
        lines.append("Legenda: AC – Ampla Concorrência; PcD – Pessoas com Deficiência; CR – Cadastro de Reserva.")
    lines.append("2.2 Das vagas oferecidas, 20% (vinte por cento) serão reservadas para candidatos negros.")
    return Case(HEAD + "\n".join(lines) + TAIL, [e for e in entries if e.vacancies])
