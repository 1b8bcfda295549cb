"""A quadro whose header has two rows, a spanning "Vagas" over the roles and text columns after it (CH,
vencimento, taxa), printed by LibreOffice from a Word table and read by pypdf: the upper row's labels come
first, each over one line or a few (consecutive cells at times on one line), then the lower row's roles,
the first glued to the upper row's last line with a space or none ("Taxa (R$)Total Ampla Concorrên" /
"cia" / "PcD Cota Racial"); each row on one line, "01 Name [requisitos] counts CH pay fee", drawn at random
with its right reading: the class of `tables/span_before_text.py` (La Salle's annex of a prefeitura); or,
as WeasyPrint's table reads, the whole header on one line, the roles after the upper row's last label,
glued to it or not (Fundep's annex in a municipal Diário Oficial).

- `span_before_text(rng)`: "Nº" or none, the name label, a requisitos column between the name and the
  counts or none, "Vagas" or "VAGAS", one to three text columns after it, the roles in a random order
  with the total first or last, long words of the labels cut inside now and then; rows of cadastro
  ("CR - - -") now and then; the hours as "40h" (a bare number beside the counts, "22 2 7 31 40", leaves the
  pass in doubt of which numbers are counts: uncertain at best, not this class). Each entry says whether its reading can be proven: not with a requisitos
  column (where the name ends is not in the text).
"""

from __future__ import annotations

import random

from layout_cells_per_line import _pieces
from layout_prose import Case, Entry, _figures

NAMES = [
    "Arquiteto e Urbanista",
    "Assistente Social",
    "Auxiliar de Consultório Dentário",
    "Educador Especial",
    "Guarda Municipal",
    "Monitor de Transporte Escolar",
    "Operário Especializado – Pedreiro",
    "Professor de Anos Iniciais",
    "Professor de Língua Portuguesa",
    "Professor de Matemática",
    "Técnico em Segurança do Trabalho",
    "Agente Administrativo",
    "Fiscal de Tributos",
    "Motorista",
]
REQUISITOS = [
    "Superior em Arquitetura e Urbanismo; registro no CAU",
    "Ensino Médio; curso de ASB; registro no CRO",
    "Licenciatura em Pedagogia",
    "Ensino Fundamental completo",
    "Ensino Médio; CNH categoria A/B",
    "Curso Técnico em Edificações; registro no CREA",
]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função", "Emprego"]
REQ_LABELS = ["Escolaridade / Requisitos", "Requisitos", "Escolaridade"]
HOURS = ["CH Semanal", "Carga Horária"]
PAY = ["Vencimento (R$)", "Taxa (R$)", "Salário Base (R$)", "Taxa de Inscrição (R$)"]
ROLES = {
    "total": ["Total", "TOTAL"],
    "open": ["Ampla Concorrência", "AC", "Ampla"],
    "pcd": ["PcD", "Pessoas com Deficiência"],
    "negros": ["Cota Racial", "Negros", "Cotas Raciais"],
}


def _lines(labels: list[str], rng: random.Random, cut: float) -> list[str]:
    """Labels as pypdf prints consecutive cells: each over one line or a few, a cell's first line at times
    on the line of the cell before."""
    out: list[str] = []
    for label in labels:
        pieces = _pieces(label, rng, cut)
        if out and rng.random() < 0.4:
            out[-1] = f"{out[-1]} {pieces[0]}"
            pieces = pieces[1:]
        out.extend(pieces)
    return out


def span_before_text(rng: random.Random) -> Case:
    """See the module's docstring."""
    cut = rng.choice([0.0, 0.3])
    requisitos = rng.random() < 0.5
    parts = rng.sample(["open", "pcd", "negros"], 3)
    order = ["total", *parts] if rng.random() < 0.6 else [*parts, "total"]
    texts = [rng.choice(HOURS)] if rng.random() < 0.7 else []  # one column of hours at most
    texts += rng.sample(PAY, rng.randint(0 if texts else 1, 2))
    rng.shuffle(texts)
    upper = ["Nº"] if rng.random() < 0.6 else []
    upper += [rng.choice(NAME_LABELS)] + ([rng.choice(REQ_LABELS)] if requisitos else [])
    if rng.random() < 0.3:  # WeasyPrint: the whole header on one line, the lower row after the upper
        lower = [rng.choice(ROLES[r]) for r in order]
        header = [
            f"{' '.join([*upper, rng.choice(['Vagas', 'VAGAS']), *texts])}{rng.choice(['', ' '])}{' '.join(lower)}"
        ]
    else:
        # the spanning cell on a line of its own (drawn over the lower row's labels, at its own height)
        header = [*_lines(upper, rng, cut), rng.choice(["Vagas", "VAGAS"]), *_lines(texts, rng, cut)]
        lower = _lines([rng.choice(ROLES[r]) for r in order], rng, cut)
        header[-1] = f"{header[-1]}{rng.choice(['', ' '])}{lower[0]}"
        header += lower[1:]
    lines = [
        "PREFEITURA MUNICIPAL DE CAPÃO GRANDE DO SUL",
        "CONCURSO PÚBLICO Nº 01/2025",
        "ANEXO I – QUADRO DEMONSTRATIVO DE CARGOS",
        *header,
    ]
    entries = []
    for n, name in enumerate(rng.sample(NAMES, rng.randint(2, 10)), 1):
        cells = ([f"{n:02d}"] if upper[0] == "Nº" else []) + [name] + ([rng.choice(REQUISITOS)] if requisitos else [])
        if rng.random() < 0.1:
            cells += ["CR", "-", "-", "-"]
        else:
            total, ac, negros, pcd = _figures(rng, 1, 40)
            figures = {"open": ac, "pcd": pcd, "negros": negros, "total": total}
            cells += [str(figures[r]) for r in order]
            entries.append(Entry(name, total, negros, proven=not requisitos))
        for label in texts:
            if label.startswith(("CH", "Carga")):
                cells.append(rng.choice(["20h", "30h", "40h"]))
            else:
                cells.append(f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
        lines.append(" ".join(cells))
    lines += [
        "CR – Cadastro Reserva. Vencimentos referentes a janeiro de 2025.",
        "Fundação La Salle – Av. Victor Barreto, 2.288 – Canoas/RS",
        "Página 2 de 3",
        "ANEXO II – CRONOGRAMA PREVISTO",
        "Nº Evento Data",
        "1 Publicação do Edital de Abertura 07/02/2025",
        "2 Período de inscrições 10/02 a 12/03/2025",
    ]
    return Case("\n".join(lines), entries)
