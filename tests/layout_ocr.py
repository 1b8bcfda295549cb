"""Editais for one class of the reader: the text of a scanned page (OCR), its quadro laid out by spaces. The
letter O for the digit 0 and l for 1 in counts ("O5", "lO", "Ol"), pay ("l.28O,5O") and hours ("4O h"), in
the law numbers of the prose above the quadro ("Lei Municipal n° l.l47/2Ol5, ficam reservadas aos
candidatos afrodescendentes lO% …"), names misspelt as OCR spells them ("Adrninistrativo", "Auxi1iar", "Nive
l I"), a title "QUADRO DE VAGAS" over the header or none, "VAGAS" over each count label, a reserve label
hyphenated over two lines ("AFRO-" / "DESC."), counts zero-padded or a dash for none, a Total row or none.
The property test is in tests/linter/test_layout_ocr.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_render import TAIL

NAMES = [
    "Agente Adrninistrativo",
    "Auxi1iar de Servicos Gerais",
    "Gari",
    "Motorista Categoria D",
    "Operador de Maquinas",
    "Professor Nive l I",
    "Tecnico de Enferrnagem",
    "Enfermeiro PSF",
    "Vigia",
    "Fiscal de Tributos",
    "Psicologo",
    "Agente Comunitario de Saude",
]
TITLES = ["QUADRO DE VAGAS", "TABELA DE VAGAS", "Quadro de Vagas", ""]
RESERVES = [("AFRO-", "DESC."), ("NEGROS", ""), ("AFRODES-", "CENDENTES")]
PROSE = (
    "l.2. Da reserva: em cumprimento a Lei Municipal n° l.l47/2Ol5, ficam reservadas aos candidatos\n"
    "afrodescendentes lO% (dez por cento) das vagas, e as pessoas portadoras de necessidades especiais\n"
    "(PNE) 5% (cinco por cento), conforme as colunas proprias do quadro. O numero total de vagas\n"
    "ja inclui as vagas reservadas.\n"
)
HEAD = (
    "PREFEITURA MUNICIPAL DE SAO JOSE DO BOM RETIR0\nCNPJ 76.2O8.4l5/OOOl-33\n\n"
    "EDITAL DE CONCURSO PUBLICO N° OO1/2O16\n\nl. DAS DISPOSICOES PRELIMINARES\n\n"
)


@dataclass
class Row:
    name: str
    total: int
    negros: int
    pcd: int
    misread: bool  # a cell of its own was printed with a letter for a digit


@dataclass
class Case:
    text: str
    rows: list[Row]
    misread_total: bool  # the Total row holds a letter for a digit


def _ocr(digits: str, rng: random.Random, rate: float) -> str:
    """The digits as OCR may give them: 0 as O and 1 as l, each at `rate`."""
    return "".join(
        ("O" if d == "0" else "l" if d == "1" else d) if d in "01" and rng.random() < rate else d for d in digits
    )


def _cell(value: int, rng: random.Random, rate: float, dash: bool) -> str:
    return "-" if value == 0 and dash else _ocr(f"{value:02d}", rng, rate)


def ocr_quadro(rng: random.Random) -> Case:
    """See the module docstring."""
    rate = rng.choice([0.3, 0.6, 1.0])
    dash = rng.random() < 0.7
    top, bottom = rng.choice(RESERVES)
    widths = [30, 8, 10, 8, 10, 12]
    lines = ["    " + rng.choice(TITLES).center(60).rstrip(), ""] if rng.random() < 0.8 else []
    labels = [
        ("CARGO", "", ""),
        ("VAGAS", "TOTAL", ""),
        ("VAGAS", top, bottom),
        ("VAGAS", "PNE", ""),
        ("CARGA", "HORARIA", ""),
        ("VENCIMENTO", "(R$)", ""),
    ]
    for k in range(3):
        line = " " + "".join(label[k].ljust(w) for label, w in zip(labels, widths))
        if line.strip():
            lines.append(line.rstrip())
    rows = []
    for name in rng.sample(NAMES, rng.randint(3, 9)):
        total = rng.randint(1, 30)
        negros = total * 10 // 100 + (rng.random() < 0.3)
        pcd = total * 5 // 100 + (total >= 5 and rng.random() < 0.3)
        cells = [_cell(v, rng, rate, dash) for v in (total, negros, pcd)]
        misread = any(c != "-" and not c.isdigit() for c in cells)
        hours = _ocr(str(rng.choice([20, 30, 40, 44])), rng, rate) + " h"
        pay = _ocr(f"{rng.randint(1, 4)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}", rng, rate)
        texts = [name, *cells, hours, pay]
        lines.append(" " + "".join(t.ljust(w) for t, w in zip(texts, widths)).rstrip())
        rows.append(Row(name, total, negros, pcd, misread))
    misread_total = False
    if rng.random() < 0.6:
        # zero-padded as the rows are: a count of one letter alone ("l") is left unread (docs/linter.md)
        sums = [_ocr(f"{sum(getattr(r, k) for r in rows):02d}", rng, rate) for k in ("total", "negros", "pcd")]
        misread_total = any(not s.isdigit() for s in sums)
        lines.append(" " + "".join(t.ljust(w) for t, w in zip(["TOTAL", *sums], widths)).rstrip())
    lines += ["", " (-) nao ha reserva", ""]
    prose = PROSE if rng.random() < 0.7 else ""
    return Case(HEAD + prose + "\n" + "\n".join(lines) + "\n" + TAIL, rows, misread_total)


LAYOUTS = {"ocr_quadro": ocr_quadro}
