"""A quadro whose text cells before the counts hold figures (hours, years, laws, CNH, semesters, ordinals,
amounts), drawn at random: the class of `tables/text_figures.py` and `tables/figure_lines.py`.

`text_figures(rng)` writes a board's concurso page or an edital's quadro as Chromium's innerText gives it (a
row a line, cells parted by tabs, a `<br>` inside a cell ending the line there, the row going on on the
next) or as pypdf gives the same table (cells parted by spaces, a cell's line break a line break): a code
column at times (always in pypdf's text: with none, and text cells after the counts, nothing there shows
where a row begins), the cargo, the escolaridade / requisitos, then the count columns (Total first with PcD
and negros and no ampla concorrência column, as the IBGP page has them, or AC, PcD, negros and Total), then
a jornada, a vencimento or both (seldom neither); a header on one line or two ("Número de vagas" spanning
the count labels of the line below, where cells follow the counts); counts zero-padded at times, a cadastro
de reserva row ("CR – –") at times (where cells follow the counts), a Total row at times. The requisitos
cell holds one or two figures ("Curso de taquigrafia (mínimo 120 horas)", "2 anos de experiência",
"Inscrição na OAB (Lei nº 8.906/1994)", "CNH categoria “D”", "a partir do 5º semestre", "R$ 350,00 de
adicional", "com 2 plantões semanais"), on the row's last line (right before its counts) or on a line of
its own above it, at a line's start at times.

The right reading: each row with vacancies its total and its negros, named by its cargo (the name may run
on with the requisitos: where it ends is not shown); never a figure of the requisitos as a count, nor a row
of its own. Proven never (the name runs on with the text cells; Total first with no AC proves nothing).

Left out, other stages' limits: a requisito ending in a bare number right before the counts ("… de 1994 01
00 00": one run, the year its first cell), a jornada inside the requisitos of a table with no jornada
column ("Jornada de 40h": read as the row's hours cell), and, in pypdf's text with no cell after the
counts, a spanning header (`span_last`) or a CR row before a row over lines.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

MENU = (
    "IBGP – Instituto Brasileiro de Gestão e Pesquisa\nInícioConcursos abertosEm andamentoEncerradosContato\n"
    "Início / Concursos abertos / Minas Gerais\nSituação\nInscrições abertas\nVagas\n{total} + CR\n"
)
HEAD = (
    "CÂMARA MUNICIPAL DE SÃO JOSÉ DO LESTE – MG\nCONCURSO PÚBLICO – EDITAL Nº {n}/2026\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso público será regido por este edital.\n"
    "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos, a escolaridade exigida, o número de vagas, a jornada semanal e o "
    "vencimento inicial são os seguintes:\n"
)
LEGEND = "* O total inclui as vagas reservadas. CR: formação de cadastro de reserva."
TAIL = (
    "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão realizadas exclusivamente via internet.\n"
    "3.2 O valor da taxa de inscrição será de R$ 85,00.\n"
)
NAMES = [
    "Agente Legislativo",
    "Analista Legislativo",
    "Procurador da Câmara",
    "Assistente Legislativo",
    "Auxiliar de Serviços Gerais",
    "Motorista",
    "Taquígrafo Legislativo",
    "Técnico em Comunicação Social",
    "Vigia",
    "Contador",
    "Enfermeiro",
    "Operador de Máquinas",
    "Técnico em Enfermagem",
    "Fiscal de Tributos",
]
SCHOOLING = [
    "Ensino médio completo",
    "Ensino fundamental incompleto",
    "Ensino fundamental completo",
    "Superior em Ciências Contábeis",
    "Bacharelado em Direito",
    "Curso técnico na área",
]
#: Requisitos holding figures: none ends in a bare number (a cell's last figure is followed by its unit, a
#: word, a bracket or a sign), as a requisito is written.
FIGURES = [
    "Curso de taquigrafia (mínimo 120 horas)",
    "Curso de informática com carga horária mínima de 80 horas",
    "2 anos de experiência na função",
    "Experiência mínima de 6 meses",
    "Inscrição na OAB (Lei nº 8.906/1994)",
    "Registro no CRM (Lei 3.268/1957)",
    "CNH categoria “B”",
    "CNH categoria D há pelo menos 1 ano",
    "Cursando a partir do 5º semestre",
    "Mínimo de 6 semestres concluídos em curso superior",
    "Curso de NR-10 e NR-35",
    "Idade mínima de 18 anos",
    "R$ 350,00 de adicional de insalubridade",
    "Curso de 40 horas/aula em primeiros socorros",
    "Registro no COREN (Resolução 545/2017)",
    "Curso de Libras (mínimo de 60 h)",
    "2 (dois) anos de experiência comprovada",
    "Certificado conforme Decreto 9.508/2018",
    "Curso de 180 horas-aula",
    "Experiência de 12 a 24 meses",
    "Ensino fundamental (1º ao 5º ano)",
    "Escala com 2 plantões semanais",
]
JORNADAS = ["30h", "40h", "20h", "12x36", "44h"]
COUNT_LAYOUTS = [("Total*", "Reservadas PcD", "Reservadas negros"), ("AC", "PcD", "Negros", "Total")]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def _cell(value: int, padded: bool) -> str:
    return f"{value:02d}" if padded else str(value)


def _requisitos(rng: random.Random) -> list[str]:
    """The requisitos cell's lines: the schooling, then figures (the last line, before the counts, a figure
    at most times)."""
    lines = [rng.choice(SCHOOLING)]
    lines += rng.sample(FIGURES, rng.choice([1, 1, 1, 2]))
    if rng.random() < 0.2:
        lines.append("Noções de informática")
    return lines


def _header(rng: random.Random, code: bool, labels: tuple[str, ...], trailing: list[str], sep: str, spanned: bool):
    head = (["Cód."] if code else []) + ["Cargo", rng.choice(["Escolaridade / requisitos", "Requisitos"])]
    if spanned and rng.random() < 0.5:
        return [sep.join([*head, "Número de vagas", *trailing]), sep.join(labels)]
    return [sep.join([*head, *labels, *trailing])]


def _counts(rng: random.Random, labels: tuple[str, ...], cadastro: bool) -> tuple[int, int, int, list[int] | None]:
    """(total, pcd, negros, the row's cells; None for a cadastro de reserva row)."""
    if cadastro and rng.random() < 0.1:
        return 0, 0, 0, None
    total = rng.randint(1, 12)
    negros = (total * 2 + 5) // 10 if total >= 3 else 0
    pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
    if len(labels) == 3:
        return total, pcd, negros, [total, pcd, negros]
    return total, pcd, negros, [total - pcd - negros, pcd, negros, total]


def text_figures(rng: random.Random) -> Case:
    inner = rng.random() < 0.6
    sep = "\t" if inner else " "
    code = not inner or rng.random() < 0.7
    padded = rng.random() < 0.6
    labels = rng.choice(COUNT_LAYOUTS)
    trailing = rng.choice([["Jornada semanal", "Vencimento inicial"]] * 3 + [["Vencimento"], ["Carga horária"], []])
    lines = _header(rng, code, labels, trailing, sep, spanned=bool(trailing))
    entries: list[Entry] = []
    sums = [0] * len(labels)
    for k, name in enumerate(rng.sample(NAMES, rng.randint(3, 8))):
        total, pcd, negros, cells = _counts(rng, labels, cadastro=bool(trailing))
        req = _requisitos(rng)
        if cells is None:
            shown = ["CR"] + ["–"] * (len(labels) - 1)
        else:
            shown = [_cell(v, padded) for v in cells]
            sums = [a + b for a, b in zip(sums, cells)]
            entries.append(Entry(name, total, negros, proven=False))
        after = []
        if "Jornada semanal" in trailing or "Carga horária" in trailing:
            after.append(rng.choice(JORNADAS))
        if any(t.startswith("Vencimento") for t in trailing):
            after.append(f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
        first = ([f"{k + 1:02d}"] if code else []) + [name]
        row = sep.join([*first, "\n".join(req), *shown, *after])
        lines.append(row)
    if rng.random() < 0.6:
        lines.append(sep.join(["Total de vagas", *(_cell(v, padded) for v in sums)]))
    total = sum(e.vacancies for e in entries)
    text = (MENU.format(total=total) if inner and rng.random() < 0.6 else "") + HEAD.format(n=rng.randint(1, 40))
    text += "\n".join(lines) + "\n" + (LEGEND + "\n" if rng.random() < 0.6 else "") + TAIL
    return Case(text, entries)
