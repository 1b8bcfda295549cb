"""A quadro fpdf2 drew cell by cell with narrow columns, drawn at random with its right reading: the class of
`tables/cut_cells.py`.

fpdf2's `multi_cell` wraps a cell's text at the cell's width and cuts a word wider than the cell wherever
the width ends, no hyphen printed ("Vaga" / "s AC", "Negr" / "os", "Venciment" / "o inicial", "Cód" / ".");
the cells of a row are centred vertically on the row's tallest one. pypdf gives the pieces in the order they
were drawn (a row's cells left to right, each cell's lines top to bottom) and starts a new line wherever a
piece's baseline is a line or more away from the one before; a piece half a line away goes on the same line
after a space ("." / "Cargo" → ". Cargo"). `fpdf_cut_cells(rng)` lays a quadro out that way: a code, the
cargo's name (wrapped in its cell at times: the name then runs from the code's line to the counts' line),
the counts (total first or last, ampla concorrência, PcD, negros; "-", "0" or zero-padded, "CR" rows of
cadastro), the weekly hours, the pay and the requisitos (wrapped). Each column's width is drawn: narrow ones
cut the header's labels where the width forces. Cut over pages at times, the page's footer and running
head between, the header again; a legend line after the quadro at times.

The right reading: each row with vacancies, its total and its negros, proven (its parts make its total).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Agente de Serviços Gerais",
    "Motorista",
    "Operador de Máquinas",
    "Auxiliar Administrativo",
    "Agente Comunitário de Saúde – ESF Vila Nova",
    "Técnico em Enfermagem",
    "Enfermeiro",
    "Professor de Educação Básica I",
    "Professor de Educação Física",
    "Psicólogo",
    "Fiscal de Tributos",
    "Assistente Social",
    "Nutricionista",
    "Engenheiro Civil",
    "Técnico em Informática",
    "Vigia",
    "Farmacêutico Bioquímico",
]
REQUISITOS = [
    "Ensino Fundamental Incompleto (4ª série)",
    "Ensino Fundamental Completo e CNH categoria D",
    "Ensino Médio Completo",
    "Ensino Médio Completo e residir na área da comunidade em que atuar desde a data de publicação deste edital",
    "Curso Técnico e registro no conselho de classe",
    "Ensino Superior na área e registro no conselho de classe",
    "Licenciatura plena na área",
]
CODE_LABELS = ["Cód.", "Código", "Cód"]
NAME_LABELS = ["Cargo", "Cargo/Função"]
LABELS = {
    "total": ["Total de vagas", "Total", "Vagas totais"],
    "open": ["Vagas AC", "Ampla concorrência", "AC"],
    "pcd": ["Vagas PcD", "PcD", "Vagas PCD"],
    "negros": ["Vagas Negros", "Negros", "Vagas negros"],
}
HOURS_LABELS = ["C.H. semanal", "Carga horária", "C.H."]
PAY_LABELS = ["Vencimento inicial (R$)", "Vencimento (R$)", "Salário inicial"]
REQ_LABELS = ["Requisitos mínimos", "Requisitos"]
LEGEND = (
    "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro de reserva; C.H. – carga horária."
)
RUNNING_HEAD = [
    "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE – ESTADO DE SÃO PAULO",
    "Concurso Público nº 02/2025 – Edital de Abertura",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


_NARROW = frozenset("iljtfrI.,:;()'-/ ")
_WIDE = frozenset("mwMW")


def width_of(text: str) -> int:
    """`text`'s width in the units the columns are drawn in: a proportional font's glyphs, narrow ("i", "l",
    "t", ".") 1, wide ("m", "W") and capitals 3, the others 2."""
    return sum(1 if c in _NARROW else 3 if c in _WIDE or c.isupper() else 2 for c in text)


def wrap(text: str, width: int) -> list[str]:
    """`text` as fpdf2's multi_cell wraps it in a cell `width` units wide: at spaces, a word wider than the
    cell cut where the width ends, no hyphen."""
    lines, line = [], ""
    for word in text.split():
        while width_of(word) > width:  # cut where the width ends
            if line:
                lines.append(line)
                line = ""
            cut = max(1, max(n for n in range(len(word) + 1) if width_of(word[:n]) <= width))
            lines.append(word[:cut])
            word = word[cut:]
        if not line:
            line = word
        elif width_of(f"{line} {word}") <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


def pypdf_lines(rows: list[list[list[str]]]) -> list[str]:
    """The text pypdf gives for a table's rows (each a list of cells, each a list of lines), cells centred
    vertically in their row: a new line where a piece's baseline is a line or more from the one before, else a
    space (positions in half lines)."""
    out: list[str] = []
    top, last = 0, None
    for row in rows:
        height = max(len(cell) for cell in row)
        for cell in row:
            for k, piece in enumerate(cell):
                if not piece:
                    continue
                y = top + height - len(cell) + 2 * k
                if last is None or abs(y - last) >= 2:
                    out.append(piece)
                else:
                    out[-1] += " " + piece
                last = y
        top += 2 * height + 1
    return out


def _count(value: int, rng: random.Random, style: str) -> str:
    if value == 0:
        return style if style in ("-", "–") else ("0" if style == "0" else "00")
    return f"{value:02d}" if style in ("00", "-") else str(value)


def _figures(rng: random.Random) -> tuple[int, int, int, int]:
    """total, ampla concorrência, PcD, negros"""
    total = rng.choice([rng.randint(1, 6), rng.randint(1, 20), rng.randint(3, 40)])
    negros = total * 20 // 100 + (total * 20 % 100 >= 50)
    pcd = min(total - negros, (total * 5 + 99) // 100 if total >= 5 and rng.random() < 0.7 else 0)
    return total, total - pcd - negros, pcd, negros


def fpdf_cut_cells(rng: random.Random, off: bool = False) -> Case:
    """A quadro of the class; with `off`, one row's ampla concorrência one more than its total leaves (that
    row not proven)."""
    total_first = rng.random() < 0.6
    counts = ["total", "open", "pcd", "negros"] if total_first else ["open", "pcd", "negros", "total"]
    labels = [rng.choice(CODE_LABELS), rng.choice(NAME_LABELS)]
    labels += [rng.choice(LABELS[c]) for c in counts]
    labels += [rng.choice(HOURS_LABELS), rng.choice(PAY_LABELS), rng.choice(REQ_LABELS)]
    names = rng.sample(NAMES, rng.randint(3, 9))
    longest = max(width_of(w) for n in names for w in n.split())
    widths = [rng.randint(7, 12), rng.randint(max(longest, 24), 60)]
    widths += [rng.randint(7, 18) for _ in counts]
    widths += [rng.randint(7, 16), rng.randint(16, 24), rng.randint(36, 80)]
    style = rng.choice(["-", "–", "0", "00"])
    entries, body = [], []
    for k, name in enumerate(names):
        code = str(101 + k + 100 * (k // 4))
        if rng.random() < 0.12:  # cadastro de reserva only
            cells = {"total": "CR", "open": "CR", "pcd": "-", "negros": "-"}
        else:
            total, open_, pcd, negros = _figures(rng)
            values = {"total": total, "open": open_, "pcd": pcd, "negros": negros}
            wrong = off and not any(not e.proven for e in entries) and open_ > 0
            values["open"] += wrong
            cells = {c: _count(v, rng, style) for c, v in values.items()}
            entries.append(Entry(name, total, negros, proven=not wrong))
        hours = rng.choice(["40h", "30h", "20h", "36h", "44h"])
        pay = f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        texts = [code, name, *(cells[c] for c in counts), hours, pay, rng.choice(REQUISITOS)]
        body.append([wrap(t, w) for t, w in zip(texts, widths, strict=True)])
    if not entries or (off and all(e.proven for e in entries)):
        return fpdf_cut_cells(rng, off)
    header = [wrap(t, w) for t, w in zip(labels, widths, strict=True)]
    pages = [body]
    if len(body) >= 4 and rng.random() < 0.35:
        cut = rng.randint(1, len(body) - 1)
        pages = [body[:cut], body[cut:]]
    out = [*HEAD.rstrip("\n").split("\n"), "2. DOS CARGOS", "2.1. QUADRO DE CARGOS E VAGAS"]
    for p, rows in enumerate(pages):
        if p:
            out += [f"Instituto Avançar Gestão de Concursos Página {p}/9", *RUNNING_HEAD]
        out += pypdf_lines([header, *rows])
    if rng.random() < 0.5:
        out.append(LEGEND)
    out += TAIL.strip("\n").split("\n")
    return Case("\n".join(out) + "\n", entries)
