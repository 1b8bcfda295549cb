"""Editais for one class of the reader: a code column right after the name's, in a flat table a plain
extraction prints a row a line ("Técnico em Radiologia 24h PRP-RAD-24 24 3 2 – 1"), the names holding
numbers, levels and hours of their own ("Agente de Trânsito Nível 2", "Auxiliar de Serviços II", "Médico
Plantonista 12h", "Técnico em Radiologia 12x36"), a carga horária (and at times a pay) column between the
code and the counts, zeros as dashes, some names wrapped before their row's line ("Analista Municipal I –
Gestão" / "Pública PRP-ANL-I 40 3 2 – 1"), the header on one line or with the counts' labels below
"Vagas", a Total row or none. The property test is in tests/linter/test_layout_code_names.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_render import HEAD, TAIL

BASES = [
    "Agente de Trânsito",
    "Técnico em Radiologia",
    "Médico Plantonista",
    "Auxiliar de Serviços",
    "Assistente Administrativo",
    "Guarda Municipal",
    "Professor de Educação Básica",
    "Fiscal de Tributos",
    "Enfermeiro",
    "Operador de Máquinas",
]
#: What a name may end in: a level, a class, a shift or hours, a Roman numeral, or nothing.
SUFFIXES = ["Nível 1", "Nível 2", "Nível 3", "I", "II", "III", "24h", "12h", "12x36", "Classe A", "40h", ""]
#: Names wrapped before their row's line: (first line, the words on the row's line).
WRAPPED = [
    ("Analista Municipal I – Gestão", "Pública"),
    ("Analista Municipal I – Controle", "Interno"),
    ("Técnico de Nível Superior – Serviço", "Social"),
    ("Especialista em Políticas Públicas –", "Saúde"),
]
HEADERS = [
    ("Cargo Código Carga horária semanal Vagas", "{labels}"),
    ("Cargo Código CH {labels}", None),
    ("Cargo Cód. Jornada Vencimento (R$) {labels}", None),
    ("Cargo Código Carga horária Vencimento (R$) Vagas", "{labels}"),
]
LABELS = {"total": "Total", "open": "AC", "pcd": "PcD", "negros": "Negros"}


@dataclass
class Row:
    name: str
    open: int
    pcd: int
    negros: int

    @property
    def total(self) -> int:
        return self.open + self.pcd + self.negros


@dataclass
class Case:
    text: str
    rows: list[Row]
    codes: list[str]


def _code(rng: random.Random, n: int) -> str:
    shape = rng.randrange(3)
    prefix = "".join(rng.choice("ABCDEFGHJKLMNPRSTV") for _ in range(rng.randint(2, 4)))
    if shape == 0:
        return f"{prefix}-{prefix[:2]}{n}-{rng.randint(1, 40):02d}"
    if shape == 1:
        return f"{prefix}-{rng.choice(['II', 'III', 'IV', 'CI', 'ADM'])}{n}"
    return f"{prefix[0]}{n:02d}"


def _cell(value: int, dash: bool) -> str:
    return "–" if dash and value == 0 else f"{value:02d}" if dash is None else str(value)


def codes_after_names(rng: random.Random) -> Case:
    """See the module docstring."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, 3]), "total")
    labels = " ".join(LABELS[r] for r in roles)
    first, second = rng.choice(HEADERS)
    header = [first.format(labels=labels)] + ([second.format(labels=labels)] if second else [])
    pay = "Vencimento" in first
    count = rng.randint(3, 9)
    names: list[str] = []
    for base in rng.sample(BASES, count):
        suffixes = rng.sample(SUFFIXES, rng.choice([1, 1, 2]))
        names += [f"{base} {s}".strip() for s in suffixes]
    wrapped = rng.sample(WRAPPED, rng.randint(0, 2))
    for w in wrapped:
        names.insert(rng.randrange(1, len(names) + 1), w)
    rows, codes, lines = [], [], []
    dash = rng.choice([True, False, None])  # zeros as dashes, as "0", or counts padded ("03")
    for n, name in enumerate(names, 1):
        total = rng.randint(0, 30)
        negros = total * rng.choice((20, 25, 30)) // 100
        pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1)) if total >= 5 else 0
        text = " ".join(name) if isinstance(name, tuple) else name
        row = Row(text, total - negros - pcd, pcd, negros)
        code = _code(rng, n)
        hours = rng.choice(["40", "30", "20", "44", "36", "24"])
        cells = " ".join(_cell(getattr(row, r) if r != "total" else row.total, dash) for r in roles)
        money = f" {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}" if pay else ""
        if isinstance(name, tuple):
            lines.append(name[0])
            lines.append(f"{name[1]} {code} {hours}{money} {cells}")
        else:
            lines.append(f"{name} {code} {hours}{money} {cells}")
        rows.append(row)
        codes.append(code)
    if rng.random() < 0.6:
        sums = {r: sum(getattr(x, r) if r != "total" else x.total for x in rows) for r in roles}
        lines.append("Total " + " ".join(str(sums[r]) for r in roles))
    legend = "Legenda: AC – Ampla Concorrência; PcD – Pessoas com Deficiência; Negros – candidatos pretos e pardos."
    body = "\n".join(["QUADRO 1 – CARGOS E VAGAS", *header, *lines, legend])
    return Case(HEAD + "2.1 Os cargos e as vagas constam do Quadro 1.\n" + body + TAIL, rows, codes)


LAYOUTS = {"codes_after_names": codes_after_names}
