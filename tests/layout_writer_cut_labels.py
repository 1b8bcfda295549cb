"""A Writer quadro whose narrow count columns cut their labels inside the word ("PP" / "P", "Pc" / "D"), beside
a requisitos column, drawn at random with its right reading: the class of `tables/header_line_cuts.py` (and
of `layout_grid`'s reading of its laid-out text).

`writer_cut_labels(rng)` writes a federal or municipal quadro (a nível column at times, the cargo, its
requisitos wrapped over lines, the count columns: AC, PPP, PI, PQ, PcD or AC, PcD, Negros, then the total;
CR rows of dashes; a TOTAL row) as LibreOffice Writer prints it, its count labels each cut where the narrow
cell ends (one letter or two on the line below; at least one label cut), its rows over two pages at times
(the page's foot and the next page's head between them, the header printed again). Read two ways:

- `stream`: as pypdf gives it: a cell's first line on the line of the cell before it when that one had a
  line only, its next lines each on a line of their own ("Nível Cargo Requisitos … AC PP" / "P" / "PI P" /
  "Q" / …; a row "E Administrador Curso superior em …" / "no conselho competente" / "3 1 0 0 0 4").
- `laid`: as Ghostscript's `txtwrite` lays it out: each cell at its column, the labels' pieces on the line
  under the header, under the word they end; the counts on a row's first line, the wrapped name and
  requisitos under it.

The right reading: each row its total and its negros (pretos e pardos, indígenas and quilombolas together).
Proven only laid out (the columns part the name from its requisitos); as a stream, where the name ends is
read from words, and the rows stay uncertain (a stream's name is wrapped only after a word it goes on after,
"Analista de Tecnologia da" / "Informação": wrapped elsewhere, nothing in the text tells its end).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

ROWS = [
    ("E", "Administrador", "Curso superior em Administração e registro no conselho competente"),
    ("E", "Analista de Tecnologia da Informação", "Curso superior na área de Tecnologia da Informação"),
    ("E", "Arquiteto e Urbanista", "Curso superior em Arquitetura e Urbanismo e registro no CAU"),
    ("E", "Assistente Social", "Curso superior em Serviço Social e registro no CRESS"),
    ("E", "Bibliotecário-Documentalista", "Curso superior em Biblioteconomia e registro no CRB"),
    ("E", "Engenheiro Eletricista", "Curso superior em Engenharia Elétrica e registro no CREA"),
    ("E", "Médico – Clínica Médica", "Curso superior em Medicina e residência em Clínica Médica"),
    ("E", "Nutricionista", "Curso superior em Nutrição e registro no CRN"),
    ("E", "Tradutor e Intérprete de Linguagem de Sinais", "Curso superior em Letras – Libras ou bacharelado"),
    ("D", "Assistente em Administração", "Ensino médio completo e experiência de 12 meses"),
    ("D", "Técnico de Laboratório – Química", "Ensino médio completo e curso técnico em Química"),
    ("D", "Técnico em Segurança do Trabalho", "Ensino médio profissionalizante e registro no MTE"),
    ("D", "Técnico em Enfermagem", "Ensino médio profissionalizante e registro no COREN"),
    ("C", "Auxiliar em Administração", "Ensino fundamental completo e experiência de 12 meses"),
    ("C", "Motorista", 'Ensino fundamental completo e CNH categoria "D"'),
]
REQ_LABELS = ["Requisitos", "Requisitos de qualificação para ingresso", "Requisitos mínimos", "Escolaridade"]
#: The count labels and where each may be cut (the tail printed on the line below: never a label alone).
LEI = [("AC", ["C"]), ("PPP", ["P"]), ("PI", ["I"]), ("PQ", ["Q"]), ("PcD", ["D", "cD"])]
NEGROS = [("AC", ["C"]), ("PcD", ["D", "cD"]), ("Negros", ["s", "os"])]
TOTAL = ("Total", ["l", "al"])
#: Words a name's line goes on after: where pypdf's text shows the name goes on.
_GOES_ON = frozenset(("de", "da", "do", "e", "em", "–"))
PAGE_FOOT = "Edital nº 14/2026-PROGESP   –   Página {}"
PAGE_HEAD = ["UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE", "Pró-Reitoria de Gestão de Pessoas – Natal/RN"]


def _wrapped(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _figures(rng: random.Random, law: str) -> list[int] | None:
    """A row's counts in the columns' order (the total last), or None for a CR row."""
    if rng.random() < 0.1:
        return None
    total = rng.randint(1, 25)
    negros = total * 30 // 100 if law == "lei" else total * 20 // 100
    pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
    if law == "negros":
        return [total - negros - pcd, pcd, negros, total]
    pi = int(negros > 2 and rng.random() < 0.4)
    pq = int(negros - pi > 2 and rng.random() < 0.3)
    return [total - negros - pcd, negros - pi - pq, pi, pq, pcd, total]


def _labels(rng: random.Random, law: str) -> list[list[str]]:
    """Each count label's lines: whole, or cut with its tail on the line below; one cut at least."""
    labels = [*(LEI if law == "lei" else NEGROS), TOTAL]
    while True:
        out = []
        for label, tails in labels:
            tail = rng.choice(tails) if rng.random() < 0.6 else ""
            out.append([label[: -len(tail)], tail] if tail else [label])
        if any(len(lines) == 2 for lines in out):
            return out


def _stream_row(cells: list[list[str]]) -> list[str]:
    """A row's cells as pypdf gives them: a cell's first line joined to the line before where that was the
    previous cell's first line (one baseline), its other lines each on a line of its own."""
    out: list[str] = []
    on_first = False
    for lines in cells:
        if not lines:
            continue
        if on_first:
            out[-1] += " " + lines[0]
        else:
            out.append(lines[0])
        out += lines[1:]
        on_first = len(lines) == 1
    return out


def _place(line: list[str], x: int, text: str, centred: int = 0) -> None:
    at = x + max(0, (centred - len(text)) // 2) if centred else x
    while len(line) < at:
        line.append(" ")
    if len(line) > at:
        line.append(" ")
    line.extend(text)


def _laid_row(cells: list[list[str]], xs: list[int], widths: list[int], centred: list[bool]) -> list[str]:
    """A row's cells laid out at their columns (`txtwrite`): line k holds each cell's k-th line."""
    out = []
    for k in range(max(map(len, cells))):
        line: list[str] = []
        for lines, x, w, c in zip(cells, xs, widths, centred, strict=True):
            if k < len(lines):
                _place(line, x, lines[k], w if c else 0)
        out.append("".join(line).rstrip())
    return out


def writer_cut_labels(rng: random.Random) -> Case:
    law = rng.choice(["lei", "negros"])
    laid = rng.random() < 0.5
    level = rng.random() < 0.6
    labels = _labels(rng, law)
    name_w, req_w = rng.randint(20, 30), rng.randint(30, 44)
    req_label = rng.choice([label for label in REQ_LABELS if len(label) <= req_w])
    picked = rng.sample(ROWS, rng.randint(4, 12))
    picked.sort(key=lambda row: "EDC".index(row[0]))
    name_w = max(name_w, *(len(word) for _, name, _ in picked for word in name.split()))  # no word cut
    head = ([["Nível"]] if level else []) + [["Cargo"], [req_label]] + labels
    count_w = max(4, *(len(piece) + 1 for lines in labels for piece in lines))
    widths = ([6] if level else []) + [name_w, req_w] + [count_w] * len(labels)
    xs, x = [], 15
    for w in widths:
        xs.append(x)
        x += w + 3
    centred = ([True] if level else []) + [False, False] + [True] * len(labels)
    rows: list[list[list[str]]] = []
    entries: list[Entry] = []
    sums = [0] * len(labels)
    for nivel, name, req in picked:
        figures = _figures(rng, law)
        cells = ["–"] * (len(labels) - 1) + ["CR"] if figures is None else [str(v) for v in figures]
        if figures is not None:
            sums = [a + b for a, b in zip(sums, figures, strict=True)]
            negros = figures[1] + figures[2] + figures[3] if law == "lei" else figures[2]
            entries.append(Entry(name, figures[-1], negros, proven=laid))
        named = _wrapped(name, name_w)
        if not laid and any(line.split()[-1] not in _GOES_ON for line in named[:-1]):
            named = [name]  # a stream's name wrapped elsewhere: where it ends is read from words (a limit)
        rows.append(([[nivel]] if level else []) + [named, _wrapped(req, req_w)] + [[c] for c in cells])
    total_row = ([["TOTAL"]] if level else []) + [[] if level else ["TOTAL"], []] + [[str(v)] for v in sums]
    cut = rng.randint(2, len(rows) - 1) if rng.random() < 0.5 else None
    out: list[str] = []

    def header() -> list[str]:
        if not laid:
            return _stream_row(head)
        lines = _laid_row(head, xs, widths, [True] * len(head))
        return lines

    out += header()
    for k, row in enumerate([*rows, total_row]):
        if k == cut:
            foot = PAGE_FOOT.format(1)
            out += [" " * 50 + foot if laid else foot]
            out += [" " * 40 + h if laid else h for h in PAGE_HEAD]
            out += header()
        out += _laid_row(row, xs, widths, centred) if laid else _stream_row(row)
    legend = "AC – ampla concorrência; PcD – pessoas com deficiência; CR – cadastro de reserva."
    if law == "lei":
        legend = (
            "AC – ampla concorrência; PPP – pessoas pretas e pardas; PI – pessoas indígenas; PQ – pessoas\n"
            "quilombolas; PcD – pessoas com deficiência; CR – cadastro de reserva."
        )
    title = "QUADRO I – CARGOS, REQUISITOS E VAGAS"
    text = (
        f"{HEAD}2. DOS CARGOS E DAS VAGAS\n{' ' * 50 + title if laid else title}\n"
        + "\n".join(out)
        + f"\n{legend}"
        + TAIL
    )
    return Case(text, entries)
