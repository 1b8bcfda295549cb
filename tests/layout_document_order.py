"""A quadro an HTML engine printed (wkhtmltopdf on Qt, as PDF), drawn at random with its right reading: the
class `read/kept_rows.py` keeps the plain text of.

`document_order(rng)` makes the PDF: an edital's opening lines, then the quadro's table drawn in the HTML
document's order, cell after cell, row after row, each cell in its own block with Qt's flipped matrices and
each word placed by itself (no space drawn), so that pypdf's plain text gives a cell a line. The header has two
levels at times ("Vagas" over its sub-labels, the other labels centred on both levels) and tall labels over
two or three lines ("Carga" / "horária" / "semanal"); the count columns are the total (first or last) and
ampla concorrência, PcD and negros in some order; a code column and a nível's row ("NÍVEL MÉDIO") between
the rows at times; a name wrapped over two lines at times; every row's requisitos over one to four lines, the
other cells centred vertically on the row, as a browser centres them; counts zero-padded ("05") at times,
none as a dash or zero. The quadro is cut over two pages at times, its header again on the next page (a
browser repeats a table's head), a page's footer ("Página 1 de 2") below the rows at times. Read by
position, the requisitos' lines and the header's pieces land on lines of their own between the rows.

The right reading: each row its total and its negros, proven (its parts make its total).
"""

from __future__ import annotations

import io
import random
import textwrap
from dataclasses import dataclass, field

from layout_places import Entry
from lint_samples import pdf_from_pages

from cotacheck.linter.read.pdf import pdf_text

HEAD = [
    "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE",
    "CONCURSO PÚBLICO – EDITAL Nº 02/2025",
    "1. DAS DISPOSIÇÕES PRELIMINARES",
    "1.1 O Concurso Público será regido por este Edital e executado pelo Instituto.",
    "1.2 Das vagas de cada cargo, 20% serão reservadas aos candidatos negros.",
    "2. DOS CARGOS",
    "2.1 Os cargos, as vagas e os requisitos são os do quadro a seguir:",
]
TAIL = ["3. DAS INSCRIÇÕES", "3.1 As inscrições serão realizadas exclusivamente pela internet."]
#: Names, each with where it wraps when wrapped: after that many words, a word that cannot end a name (0: never).
NAMES = [
    ("Auxiliar de Serviços Gerais", 2),
    ("Motorista de Veículos Pesados", 2),
    ("Operador de Máquinas Pesadas", 2),
    ("Agente Administrativo", 0),
    ("Técnico em Enfermagem", 2),
    ("Fiscal de Tributos", 2),
    ("Enfermeiro da Estratégia Saúde da Família", 5),
    ("Médico Clínico Geral", 0),
    ("Professor de Educação Básica I", 2),
    ("Psicólogo Organizacional", 0),
    ("Engenheiro Civil", 0),
    ("Nutricionista", 0),
    ("Agente Comunitário de Saúde – ESF Jardim Primavera", 5),
    ("Assistente Social", 0),
]
REQUISITOS = [
    "Ensino Fundamental incompleto (4ª série)",
    "Ensino Fundamental completo e CNH categoria D",
    "Ensino Médio completo",
    "Ensino Médio completo e residência na área da microrregião desde a data de publicação do edital",
    "Curso Técnico em Enfermagem e registro no COREN",
    "Graduação em Medicina e registro no CRM",
    "Licenciatura plena em Pedagogia",
    "Graduação em Engenharia Civil e registro no CREA",
    "Alfabetizado",
]
LEVELS = ["NÍVEL FUNDAMENTAL", "NÍVEL MÉDIO / TÉCNICO", "NÍVEL SUPERIOR"]
SUB_LABELS = {
    "total": [["Total"], ["Total", "de vagas"]],
    "open": [["Ampla", "Concorrência"], ["AC"], ["Ampla"]],
    "pcd": [["PcD*"], ["PcD"], ["Pessoas com", "deficiência"]],
    "negros": [["Negros**"], ["Negros"], ["Candidatos", "negros"]],
}

LINE = 9.5  # a text line's height on the page
SIZE = 8


@dataclass
class Case:
    text: str  # the PDF's text as the CLI reads it
    pdf: bytes = b""
    entries: list[Entry] = field(default_factory=list)


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def cell(x: float, y: float, text: str) -> str:
    """One line of a cell as Qt draws it: its own block, the page's matrix and the text's flipped, each word
    placed by a move of its own, no space glyph."""
    out = f"q 0.75 0 0 -0.75 0 842 cm BT /F1 {SIZE / 0.75:.2f} Tf 1 0 0 -1 0 0 Tm {x / 0.75:.2f} {(y - 842) / 0.75:.2f} Td "
    step = 0.0
    for k, word in enumerate(text.split()):
        if k:
            out += f"{step:.2f} 0 Td "
        out += f"({_esc(word)}) Tj "
        step = (0.6 * SIZE * len(word) + 0.5 * SIZE) / 0.75
    return out + "ET Q\n"


def _count(value: int, style: str) -> str:
    if value == 0:
        return style if style in ("–", "-", "0") else "0"
    return f"{value:02d}" if style == "padded" and value < 10 else str(value)


@dataclass
class _Layout:
    """The table's columns: (role, x) for every column, left to right, and the header's lines."""

    columns: list[tuple[str, float]]
    header: list[tuple[float, float, str]]  # (x, y offset below the header's top, text), in drawing order
    height: float


def _layout(rng: random.Random) -> _Layout:
    coded = rng.random() < 0.6
    order = ["open", "pcd", "negros"]
    if rng.random() < 0.3:
        rng.shuffle(order)
    counts = ["total", *order] if rng.random() < 0.6 else [*order, "total"]
    labels = {role: rng.choice(SUB_LABELS[role]) for role in counts}
    two_level = rng.random() < 0.7
    columns: list[tuple[str, float]] = []
    x = 40.0
    if coded:
        columns.append(("code", x))
        x += 30
    columns.append(("name", x))
    x += 140
    for role in counts:
        columns.append((role, x))
        x += 42 if max(len(w) for w in labels[role]) > 8 else 32
    tail = [("hours", x), ("pay", x + 40), ("requisitos", x + 85)]
    columns += tail
    top = 2 * LINE if two_level else 0.0  # the sub-labels' level
    depth = max(len(labels[r]) for r in counts) + (2 if two_level else 0)
    height = max(depth, 3) * LINE
    header: list[tuple[float, float, str]] = []

    def centred(x: float, lines: list[str], low: float, high: float) -> None:
        middle = (low + high) / 2
        for k, text in enumerate(lines):
            header.append((x, middle - (len(lines) - 1) * LINE / 2 + k * LINE, text))

    count_xs = [cx for role, cx in columns if role in counts]
    for role, cx in columns:  # the first header row, in the columns' order
        if role == "code":
            centred(cx, ["Cód."], 0, height)
        elif role == "name":
            centred(cx, ["Cargo"], 0, height)
        elif role == counts[0] and two_level:
            centred((count_xs[0] + count_xs[-1]) / 2, ["Vagas"], 0, top)
        elif role in counts and not two_level:
            centred(cx, labels[role], 0, height)
        elif role == "hours":
            centred(cx, ["Carga", "horária", "semanal"] if rng.random() < 0.7 else ["CH"], 0, height)
        elif role == "pay":
            centred(cx, ["Vencimento", "(R$)"], 0, height)
        elif role == "requisitos":
            centred(cx, ["Requisitos mínimos"], 0, height)
    if two_level:  # the sub-labels after, as the HTML's second header row
        for role, cx in columns:
            if role in counts:
                centred(cx, labels[role], top, height)
    return _Layout(columns, header, height)


def _rows(rng: random.Random) -> tuple[list[dict], list[Entry]]:
    names = rng.sample(NAMES, rng.randint(3, 9))
    levels = rng.random() < 0.4
    style = rng.choice(["plain", "padded", "–", "-", "0"])
    rows, entries = [], []
    for index, (name, wrap_at) in enumerate(names):
        if levels and index % 3 == 0:
            rows.append({"level": LEVELS[(index // 3) % len(LEVELS)]})
        total = rng.randint(1, 40)
        negros = total * 20 // 100 + (total * 20 % 100 >= 50)
        pcd = min(total - negros, total * 5 // 100 + (total >= 5))
        words = name.split()
        wrapped = [" ".join(words[:wrap_at]), " ".join(words[wrap_at:])] if wrap_at and rng.random() < 0.4 else [name]
        requisitos = textwrap.wrap(
            rng.choice(REQUISITOS), rng.choice([22, 28, 34, 60]), break_long_words=False, break_on_hyphens=False
        )
        rows.append(
            {
                "code": str(100 * (index // 3 + 1) + index % 3 + 1),
                "name": wrapped,
                "total": _count(total, style),
                "open": _count(total - negros - pcd, style),
                "pcd": _count(pcd, style),
                "negros": _count(negros, style),
                "hours": rng.choice(["20h", "30h", "40h", "44h"]),
                "pay": f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
                "requisitos": requisitos,
            }
        )
        entries.append(Entry(name, total, negros))
    return rows, entries


def _draw_rows(layout: _Layout, rows: list[dict], y: float) -> tuple[str, float]:
    """The rows from `y` down, cell after cell in the columns' order, single lines centred on the row."""
    body = ""
    for row in rows:
        if "level" in row:
            body += cell(layout.columns[0][1], y - LINE, row["level"])
            y -= 1.5 * LINE
            continue
        tall = max(len(row["requisitos"]), len(row["name"]))
        middle = y - (tall + 1) * LINE / 2
        for role, x in layout.columns:
            value = row[role]
            lines = value if isinstance(value, list) else [value]
            for k, text in enumerate(lines):
                body += cell(x, middle + (len(lines) - 1) * LINE / 2 - k * LINE, text)
        y -= (tall + 1) * LINE
    return body, y


def document_order(rng: random.Random, paged: bool = True) -> Case:
    """An edital whose quadro is drawn as above; with `paged`, cut over two pages at times."""
    layout = _layout(rng)
    rows, entries = _rows(rng)
    cut = rng.randint(2, len(rows) - 1) if paged and rng.random() < 0.3 and len(rows) > 3 else len(rows)
    while cut < len(rows) and "level" in rows[cut - 1]:  # a browser keeps a nível's row with the row after it
        cut -= 1
    footer = rng.random() < 0.5
    pages = []
    for part, share in enumerate((rows[:cut], rows[cut:])):
        if not share:
            continue
        body, y = "", 800.0
        if part == 0:
            for line in HEAD:
                body += cell(40, y, line)
                y -= 1.3 * LINE
        body += "".join(cell(x, y - dy, text) for x, dy, text in layout.header)
        drawn, y = _draw_rows(layout, share, y - layout.height - LINE)
        body += drawn
        if part == 1 or cut == len(rows):
            y -= LINE
            for line in TAIL:
                body += cell(40, y, line)
                y -= 1.3 * LINE
        if footer:
            body += cell(260, 40, f"Página {part + 1} de {1 + (cut < len(rows))}")
        pages.append(body)
    pdf = pdf_from_pages(pages)
    return Case(pdf_text(pdf, "edital.pdf"), pdf, entries)


def plain_pages(case: Case) -> list[str]:
    """pypdf's plain text of each page of the case's PDF."""
    import pypdf

    return [page.extract_text() or "" for page in pypdf.PdfReader(io.BytesIO(case.pdf)).pages]
