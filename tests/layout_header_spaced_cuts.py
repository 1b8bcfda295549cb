"""A Word quadro exported by LibreOffice and read by pypdf whose lower header row's labels stand in narrow
cells, cut by a space ("Pc D") or marked for a note ("Negros *"), drawn at random with its right reading:
the class of `tables/header_spaced_cuts.py` (then `tables/span_last.py` and `tables/requisito_span.py`).

- `header_spaced_cuts(rng)`: the top row "Cargo | [Área / Especialidade |] Requisitos | Vagas | Vencimento
  | CH semanal" (or "Carga Horária", the pay after the hours at times), each cell's label on lines of its
  own, the last one's word cut at its cell's width ("sema" / "nal") and glued to the lower row's first
  label ("nalAC"); the lower row "AC Pc D Negros * Total" under "Vagas", "PcD" cut by a space or whole, a
  mark ("*", "**", "(*)") after the negros' label or glued to it, or none; the mark's note printed under
  the table, alone on its line or after "AC = ampla concorrência."; the rows' cells in turn, a cell a few
  lines (the cargo's name wrapped, an área's, the requisitos'), a cell of one line run into the next
  ("Motorista – Ensino Fundamental"), a cargo cell merged over its áreas (printed with the first only), "–"
  in the área column for a cargo with none; counts zero-padded or not, "-" for none, a cadastro row ("- - -
  CR"); a page break with the page's foot and head and the header again.

Every row's name and requisitos run together in the text: where the name ends is read from words, so the
rows are uncertain. An entry's name is its cargo's and its área's ("Analista Legislativo Contabilidade");
the área's rows after the first, printed without the cargo's merged cell, may be read by the área alone.
`header_spaced_cuts(rng, vagas_alone=True)` prints "Vagas" on a line of its own instead (La Salle's print,
`span_before_text`'s class), whose rows the names wrapped above their cells leave unread at times: never
confirmed.
"""

from __future__ import annotations

import random
import textwrap

from layout_prose import Case, Entry, _figures

CARGOS = [
    "Agente de Portaria e Zeladoria",
    "Assistente Administrativo",
    "Auxiliar de Serviços Gerais",
    "Intérprete de Libras",
    "Motorista",
    "Oficial de Manutenção",
    "Procurador Legislativo",
    "Recepcionista",
    "Técnico Legislativo",
    "Vigia",
]
#: Cargos with áreas (a cargo cell merged over its rows), and their áreas.
AREAS = {
    "Analista Legislativo": ["Processo Legislativo", "Contabilidade", "Comunicação Social", "Informática"],
    "Técnico de Nível Superior": ["Arquivologia", "Engenharia Civil", "Psicologia", "Serviço Social"],
}
REQUISITOS = [
    "Curso superior em Direito e inscrição na OAB",
    "Curso superior em Ciências Contábeis e registro no CRC",
    "Curso superior em Direito, Administração ou Ciências Sociais",
    "Ensino Médio completo",
    "Ensino Médio e certificação Prolibras",
    "Ensino Fundamental completo",
    'Ensino Fundamental completo e CNH "D"',
    "Ensino Superior completo na área",
]
HEAD = ["CÂMARA MUNICIPAL DE SÃO JOSÉ DO BREJO – ESTADO DA BAHIA", "Concurso Público – Edital nº 01/2024"]
FOOT = "Praça da Matriz, 40 – Centro – Tel. (77) 3261-1180      Página 1 de 8"
NOTE = "Reserva de {rate}% das vagas aos candidatos negros, nos termos da Lei Municipal nº 1.077/2021."


def _wrap(text: str, width: int) -> list[str]:
    """A cell's text broken at its width (a word too long alone on its line)."""
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)


def _cells(cells: list[list[str]]) -> list[str]:
    """A row's cells, each its lines in turn, as pypdf prints them: a cell of one line runs into the next."""
    out: list[str] = []
    glue = False
    for cell in cells:
        for n, line in enumerate(cell):
            if glue and n == 0:
                out[-1] += " " + line
            else:
                out.append(line)
        glue = len(cell) == 1
    return out


def header_spaced_cuts(rng: random.Random, vagas_alone: bool = False) -> Case:
    """See the module's docstring; with `vagas_alone`, "Vagas" is printed on a line of its own (La Salle's
    print of the header, `span_before_text`'s class)."""
    with_area = rng.random() < 0.6
    hours_label = rng.choice(["CH semanal", "CH semanal", "Carga Horária"])
    pay_first = rng.random() < 0.7
    texts = ["Vencimento", hours_label] if pay_first else [hours_label, "Vencimento"]
    mark = rng.choice(["*", "**", "(*)", None])
    glued_mark = mark is not None and rng.random() < 0.3
    negros = "Negros" + ("" if mark is None else mark if glued_mark else " " + mark)
    pcd = rng.choice(["Pc D", "Pc D", "PcD"])
    subs = f"AC {pcd} {negros} Total"
    rate = rng.choice((20, 25, 30))
    zero = rng.choice(["-", "0", "00"])
    pad = rng.random() < 0.6

    area_label = rng.choice([["Área /", "Especialidade"], ["Área"], ["Especialidade"]])
    requisito_label = rng.choice([["Requisitos"], ["Requisitos", "mínimos"], ["Escolaridade"]])
    cut = rng.choice([3, 4, 5, 7])  # 7: "semanal" whole

    def cell(label: str) -> list[str]:
        """A text label in its narrow cell: "CH" / "sema" / "nal" (the word cut at the cell's width)."""
        if " " not in label:
            return [label]
        first, word = label.split(" ", 1)
        return [first, word[:cut], word[cut:]] if word == "semanal" and cut < 7 else [first, word]

    def header() -> list[str]:
        top = [["Cargo"], *([area_label] if with_area else []), requisito_label, ["Vagas"]]
        top += [cell(label) for label in texts]
        if vagas_alone:
            at = len(top) - len(texts) - 1
            lines = [*_cells(top[:at]), "Vagas", *_cells(top[at + 1 :])]
        else:
            lines = _cells(top)
        return [*lines[:-1], lines[-1] + ("" if rng.random() < 0.6 else " ") + subs]

    def count(v: int) -> str:
        return (f"{v:02d}" if pad else str(v)) if v else zero

    lines = [
        *HEAD,
        "2. DOS CARGOS",
        "2.1 Quadro de cargos, vagas, requisitos, vencimento e carga horária semanal:",
        "QUADRO 1 – CARGOS E VAGAS",
        *header(),
    ]
    entries = []
    rows: list[tuple[str, str | None]] = []
    for cargo in rng.sample(CARGOS, rng.randint(2, 6)):
        rows.append((cargo, None))
    if with_area:
        for cargo in rng.sample(sorted(AREAS), rng.randint(1, 2)):
            at = rng.randint(0, len(rows))
            rows[at:at] = [(cargo, area) for area in rng.sample(AREAS[cargo], rng.randint(1, 3))]
    broke = False
    for n, (cargo, area) in enumerate(rows):
        if n > 2 and not broke and rng.random() < 0.2 and (area is None or rows[n - 1][0] != cargo):
            lines += [FOOT, *HEAD, *header()]
            broke = True
        if rng.random() < 0.12:
            cells = ["-", "-", "-", "CR"]
        else:
            total, ac, negro, pcd_n = _figures(rng, 1, 12)
            entries.append(Entry(f"{cargo} {area}" if area else cargo, total, negro))
            cells = [count(ac), count(pcd_n), count(negro), count(total)]
        pay = f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        tail = [pay, rng.choice(["20h", "30h", "40h"])]
        if not pay_first:
            tail.reverse()
        first_of_cargo = n == 0 or rows[n - 1][0] != cargo
        row: list[list[str]] = []
        if first_of_cargo:
            row.append(_wrap(cargo, rng.randint(10, 16)))
        if with_area:
            row.append(_wrap(area, rng.randint(10, 16)) if area else ["–"])
        row.append(_wrap(rng.choice(REQUISITOS), rng.randint(16, 28)))
        printed = _cells(row)
        if len(row[-1]) == 1:
            printed[-1] += " " + " ".join(cells + tail)
        else:
            printed.append(" ".join(cells + tail))
        lines += printed
    bare = mark.strip("()") if mark else None
    note = NOTE.format(rate=rate)
    if mark is None:
        lines.append("AC = ampla concorrência. CR = cadastro de reserva. As vagas reservadas integram o total.")
    elif rng.random() < 0.5:
        lines.append(f"AC = ampla concorrência. {bare} {note} CR = cadastro ")
        lines.append("de reserva. As vagas reservadas integram o total.")
    else:
        lines += ["AC = ampla concorrência. CR = cadastro de reserva.", f"{bare} {note}"]
    lines += [
        "2.2 Os servidores farão jus, além do vencimento, a auxílio-alimentação de R$ 500,00.",
        "3. DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA",
    ]
    return Case("\n".join(lines), entries)
