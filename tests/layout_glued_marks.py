"""A quadro whose header labels carry a footnote's mark, printed small after the label and glued to it as a
plain digit in pypdf's text ("PcD1", "Afrodescendentes2"), its notes under the table, drawn at random with
its right reading: the class of `tables/glued_marks.py`.

- `glued_marks(rng)`: a header of a code, the cargo, the total, the PcD and the negros' columns (worded
  "Vagas para Negros", "Vagas para Afrodescendentes", "Vagas para Pessoas Negras"), then pay, hours and
  requisitos, its labels wrapped at a width drawn for the table (narrow enough that the count labels wrap,
  as IBAM's do: a header whose count labels run on one line and whose text labels alone wrap is another
  class) and printed as pypdf prints a header whose cells wrap (a wrapped label a
  piece a line, single-line labels run together on the line of the one before), a mark glued to one, two or
  three of the count labels; rows with a code, counts zero-padded or not, pay, hours and requisitos; a TOTAL
  row or none; the notes each on a line or run into one ("1 Reserva conforme …. 2 Reserva conforme …").
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

NAMES = [
    "Agente de Apoio Legislativo",
    "Assistente Legislativo",
    "Motorista",
    "Recepcionista",
    "Técnico Legislativo – Informática",
    "Analista Legislativo – Contador",
    "Procurador Legislativo",
    "Taquígrafo Parlamentar",
    "Controlador Interno",
    "Oficial de Manutenção",
    "Telefonista",
    "Auxiliar de Serviços Gerais",
]
NEGROS = ["Vagas para Afrodescendentes", "Vagas para Negros", "Vagas para Pessoas Negras", "Vagas reservadas a Negros"]
REQUISITOS = ["Ensino Fundamental completo", "Ensino Médio completo", "Bacharelado em Direito e inscrição na OAB"]
NOTES = {
    "pcd": "Reserva conforme Lei Complementar Municipal nº 25/2009 (5%).",
    "negros": "Reserva conforme Lei Municipal nº 4.102/2021, que reserva 20% das vagas a candidatos negros.",
    "total": "O total inclui as vagas reservadas.",
}


def _wrapped(label: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in label.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _header(labels: list[str], width: int) -> list[str]:
    """The header as pypdf prints it: a wrapped label a piece a line, a single-line label on the line of
    the label before it."""
    out: list[str] = []
    for label in labels:
        pieces = _wrapped(label, width)
        if len(pieces) == 1 and out:
            out[-1] += " " + pieces[0]
        else:
            out += pieces
    return out


def glued_marks(rng: random.Random) -> Case:
    """See the module's docstring."""
    marked = rng.sample(["total", "pcd", "negros"], rng.randint(1, 3))
    order = [k for k in ("total", "pcd", "negros") if k in marked]
    mark = {k: str(n + 1) for n, k in enumerate(order)}
    words = {
        "total": rng.choice(["Total de Vagas", "Total de vagas"]),
        "pcd": rng.choice(["Vagas para PcD", "Vagas reservadas PcD"]),
    }
    words["negros"] = rng.choice(NEGROS)
    labels = ["Código", "Cargo"] + [words[k] + mark.get(k, "") for k in ("total", "pcd", "negros")]
    labels += ["Vencimento (R$)", "Carga Horária", "Requisitos"]
    pad = rng.random() < 0.5
    lines = [
        "CÂMARA MUNICIPAL DE SANTA RITA DO RIBEIRA",
        "CONCURSO PÚBLICO Nº 01/2022",
        "2. O código, os cargos, o total de vagas, as vagas reservadas, o vencimento, a carga horária e os requisitos "
        "são os estabelecidos na tabela a seguir:",
        *_header(labels, rng.randint(6, 12)),
    ]
    entries, sums = [], [0, 0, 0]
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9))):
        total = rng.randint(1, 12)
        negros = total // 5 if total >= 3 else 0
        pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
        entries.append(Entry(name, total, negros))
        sums = [a + b for a, b in zip(sums, (total, pcd, negros), strict=True)]
        cells = " ".join(f"{v:02d}" if pad else str(v) for v in (total, pcd, negros))
        pay = f"{rng.randint(2, 11)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        lines.append(
            f"{101 + n} {name} {cells} {pay} {rng.choice(['40h', '30h', '20h'])} semanais {rng.choice(REQUISITOS)}"
        )
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(f"{v:02d}" if pad else str(v) for v in sums))
    notes = [f"{mark[k]} {NOTES[k]}" for k in order]
    lines += [" ".join(notes)] if rng.random() < 0.5 else notes
    lines += ["3. O vencimento dos cargos tem como base o mês de maio de 2022.", "CAPÍTULO II – DAS INSCRIÇÕES"]
    return Case("\n".join(lines), entries)
