"""A Diário Oficial page set in columns, drawn at random as the positioned text runs a PDF reader gives:
the class of `read/pdf_columns.py`.

A gazette (ReportLab's frames, a browser's CSS columns) sets its acts in two or three columns, of equal or
different widths, under a masthead over the page and above a footer: each line of prose is one run at its
column's left edge, the columns' baselines a little apart. The edital's quadro (cargo, total, AC, PcD,
negros; "CR" rows of cadastro; a TOTAL row at times) sits inside one column, its cells runs of their own,
and runs over the column's end into the next column (or the next page) with its header again; or it spans
the page's width above the columns of prose, under a title over the page. The prose before and after it
(the other acts of the day, the edital's items) fills the other columns beside it.

`gazette_columns(rng)` gives the pages' runs and the right reading: each row with vacancies, its total and
its negros, proven (AC, PcD and negros make its total).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

from cotacheck.linter.read.pdf_layout import Run

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Agente de Trânsito",
    "Analista de Sistemas",
    "Assistente Social",
    "Auxiliar de Creche",
    "Cirurgião-Dentista",
    "Educador Social",
    "Enfermeiro Plantonista",
    "Engenheiro Civil",
    "Farmacêutico Bioquímico",
    "Fiscal de Meio Ambiente",
    "Guarda Civil Municipal",
    "Médico Clínico Geral",
    "Médico Pediatra",
    "Nutricionista",
    "Procurador do Município",
    "Psicólogo",
    "Técnico em Enfermagem",
    "Terapeuta Ocupacional",
    "Motorista",
    "Vigia",
]
#: The day's other acts, before the edital.
ACTS = [
    "O PREFEITO MUNICIPAL, no uso das atribuições que lhe confere a Lei Orgânica do Município, RESOLVE:",
    "Art. 1º Nomear MARIA DAS GRAÇAS FERNANDES DE OLIVEIRA para exercer o cargo em comissão de Coordenadora "
    "de Atenção Básica, símbolo CC-3, da Secretaria Municipal de Saúde.",
    "Art. 2º Esta Portaria entra em vigor na data de sua publicação.",
    "Art. 1º Designar os servidores ANTÔNIO CARLOS DE SOUZA, matrícula 12.408, e JOANA D'ARC PEREIRA LIMA, "
    "matrícula 10.977, para comporem a Comissão de Acompanhamento do Concurso Público.",
    "Contratante: Município. Contratada: Consulpam – Consultoria Público-Privada. Objeto: prestação de "
    "serviços técnicos especializados para planejamento, organização e execução de concurso público.",
    "Vigência: 12 meses. Fundamento: art. 75, XV, da Lei nº 14.133/2021.",
]
#: The edital's items after its quadro, numbered.
ITEMS = [
    "As inscrições serão realizadas exclusivamente via internet, no endereço eletrônico www.consulpam.com.br, "
    "no período entre 21 de setembro de 2026 e 21 de outubro de 2026.",
    "O boleto bancário ou o código PIX estará disponível no endereço eletrônico e deverá ser pago até o dia "
    "22 de outubro de 2026.",
    "Haverá isenção do valor da taxa de inscrição somente para os candidatos amparados pela Lei nº 13.656, "
    "de 30 de abril de 2018.",
    "O resultado preliminar da análise dos pedidos de isenção será divulgado na data provável de 5 de outubro de 2026.",
    "O candidato poderá se inscrever para mais de um cargo, devendo optar por apenas um dos cargos cujas "
    "provas sejam aplicadas no mesmo turno.",
    "Não haverá devolução da taxa de inscrição, salvo em caso de cancelamento do certame por conveniência "
    "da Administração Pública.",
]
SENTENCES = ACTS + ITEMS
ACT_HEADS = [
    "GABINETE DO PREFEITO",
    "SECRETARIA MUNICIPAL DE SAÚDE",
    "PORTARIA Nº 87/2026 – SMS, DE 10 DE SETEMBRO DE 2026",
    "EXTRATO DE CONTRATO Nº 118/2026",
]
LABELS = [["CARGO", "TOTAL", "AC", "PcD", "NEGROS"], ["Cargo", "Vagas", "AC", "PcD", "Negros"]]
PAGE_W, TOP, BOTTOM = 595.0, 770.0, 50.0


@dataclass
class Case:
    pages: list[list[Run]]
    entries: list[Entry] = field(default_factory=list)
    text: str = ""


@dataclass
class _Flow:
    """Where the next line goes: a page's columns (left edge, width) filled top to bottom, then the next."""

    rng: random.Random
    frames: list[tuple[float, float]]
    pages: list[list[Run]] = field(default_factory=list)
    column: int = 0
    y: float = TOP
    size: float = 8.0
    top: float = TOP  # where the page's columns start (under a quadro over the page's width)

    def new_page(self) -> None:
        page: list[Run] = []
        self.pages.append(page)
        head = "DIÁRIO OFICIAL DO MUNICÍPIO DE " + self.rng.choice(["MOSSORÓ", "CAICÓ", "PAU DOS FERROS"])
        page.append(Run(head, 200.0, 805.0, 13.0))
        line = f"Ano XIX – Nº {self.rng.randint(100, 999)} – segunda-feira, 14 de setembro de 2026 – Edição Extra"
        page.append(Run(line, 40.0, 789.0, 7.0))
        page.append(Run(f"Página {len(self.pages)}", 528.0, 789.0, 7.0))
        foot = "Instituído pela Lei Municipal nº 2.744/2011 – assinado digitalmente (ICP-Brasil)"
        page.append(Run(foot, 151.0, 25.0, 6.0))
        self.column, self.y, self.top = 0, TOP, TOP

    def room(self, height: float) -> bool:
        return self.y - height >= BOTTOM

    def next_column(self) -> None:
        self.column += 1
        if self.column >= len(self.frames):
            self.new_page()
        self.y = self.top + self.rng.choice([0.0, 0.0, 1.5, 2.9])  # a column's baselines a little off the other's

    def put(self, runs: list[tuple[str, float]], size: float, leading: float) -> None:
        """A line of runs (text, offset from the column's edge), on the next column when this one is full."""
        if not self.room(leading):
            self.next_column()
        x = self.frames[self.column][0]
        self.pages[-1].extend(Run(text, x + dx, self.y, size) for text, dx in runs)
        self.y -= leading


def _sentence_of(text: str, width: float, size: float) -> list[str]:
    """`text` wrapped to a column of `width` points."""
    chars = int(width / (0.5 * size))
    words = text.split()
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _acts(flow: _Flow, rng: random.Random, count: int) -> None:
    """The day's other acts, each under its heading."""
    for _ in range(count):
        _paragraph(flow, rng.choice(ACT_HEADS))
        _paragraph(flow, " ".join(rng.sample(ACTS, rng.randint(1, 3))))


def _items(flow: _Flow, rng: random.Random, count: int) -> None:
    """The edital's items after its quadro: 3.1, 3.2…"""
    _paragraph(flow, "3. DAS INSCRIÇÕES")
    for k in range(count):
        _paragraph(flow, f"3.{k + 1} {rng.choice(ITEMS)}")


def _paragraph(flow: _Flow, text: str) -> None:
    for line in _sentence_of(text, flow.frames[flow.column][1], flow.size):
        flow.put([(line, 0.0)], flow.size, flow.size * 1.22)


def _cells(size: float, width: float) -> list[float]:
    """The offsets of a quadro's five cells in a frame `width` wide, at a type `size` the names fit."""
    first = 4 + 0.5 * size * max(len(name) for name in NAMES)
    step = (width - first - 4) / 4
    return [2.0] + [first + k * step for k in range(4)]


def _rows(rng: random.Random, count: int) -> tuple[list[tuple[str, list[str]]], list[Entry]]:
    rows, entries = [], []
    for name in rng.sample(NAMES, count):
        if rng.random() < 0.12:
            rows.append((name, ["CR"] * 4))
            continue
        negros, pcd, ac = rng.randint(0, 6), rng.randint(0, 2), rng.randint(1, 30)
        total = ac + pcd + negros
        pad = rng.random() < 0.2
        cells = [f"{v:02d}" if pad else str(v) for v in (total, ac, pcd, negros)]
        rows.append((name, cells))
        entries.append(Entry(name, total, negros))
    if rng.random() < 0.5:
        sums = [sum(e.vacancies for e in entries), 0, 0, sum(e.negros for e in entries)]
        sums[2] = sum(int(c[2]) for _, c in rows if c[0] != "CR")
        sums[1] = sums[0] - sums[2] - sums[3]
        rows.append(("TOTAL", [str(v) for v in sums]))
    return rows, entries


def _quadro_in_column(flow: _Flow, rng: random.Random, rows, labels: list[str]) -> None:
    """The quadro inside a column; over a column's end the header is drawn again at the next one's top."""
    narrowest = min(w for _, w in flow.frames)
    size = min(flow.size * rng.choice([0.85, 0.9]), narrowest / 29)
    leading = size * 1.45
    share = size
    _paragraph(flow, "QUADRO I – DISTRIBUIÇÃO DAS VAGAS")
    flow.put(list(zip(labels, _cells(share, flow.frames[flow.column][1]))), size, leading)
    for name, cells in rows:
        if not flow.room(leading):
            flow.next_column()
            flow.put(list(zip(labels, _cells(share, flow.frames[flow.column][1]))), size, leading)
        flow.put(list(zip([name, *cells], _cells(share, flow.frames[flow.column][1]))), size, leading)


def _quadro_over_page(flow: _Flow, rng: random.Random, rows, labels: list[str]) -> None:
    """The quadro over the page's width, under a title over the page, on a page of its own start."""
    if flow.y < TOP or flow.column:
        flow.new_page()
    page, size = flow.pages[-1], flow.size
    page.append(Run("ANEXO I – QUADRO DE DISTRIBUIÇÃO DAS VAGAS DO CONCURSO PÚBLICO", 150.0, flow.y, size))
    y = flow.y - size * 2
    offsets = [42.0] + [rng.uniform(230, 280) + k * rng.uniform(60, 70) for k in range(4)]
    for texts in [labels, *[[name, *cells] for name, cells in rows]]:
        page.extend(Run(text, x, y, size) for text, x in zip(texts, offsets))
        y -= size * 1.5
    flow.y = flow.top = y - size


def _frames(rng: random.Random) -> list[tuple[float, float]]:
    columns = rng.choice([2, 2, 3])
    gutter = rng.uniform(10, 20)
    usable = PAGE_W - 80 - gutter * (columns - 1)
    shares = [rng.uniform(0.8, 1.25) for _ in range(columns)] if rng.random() < 0.4 else [1.0] * columns
    widths = [usable * s / sum(shares) for s in shares]
    frames, x = [], 40.0
    for w in widths:
        frames.append((round(x, 1), w))
        x += w + gutter
    return frames


def gazette_columns(rng: random.Random) -> Case:
    flow = _Flow(rng, _frames(rng))
    flow.size = rng.choice([7.0, 7.6, 8.0, 8.5])
    flow.new_page()
    rows, entries = _rows(rng, rng.randint(4, 18))
    labels = rng.choice(LABELS)
    _acts(flow, rng, rng.randint(2, 10))
    _paragraph(flow, "EDITAL Nº 001/2026 – CONCURSO PÚBLICO")
    _paragraph(flow, "2.1 Os cargos e as vagas são os do quadro a seguir:")
    if rng.random() < 0.25:
        _quadro_over_page(flow, rng, rows, labels)
    else:
        _quadro_in_column(flow, rng, rows, labels)
    _paragraph(flow, "2.2 A remuneração e a escolaridade exigida para cada cargo constam do Anexo II deste Edital.")
    _items(flow, rng, rng.randint(10, 30))
    return Case(flow.pages, entries)
