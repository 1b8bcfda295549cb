"""FCC's quadro as `pdftotext -layout` prints it: a code column ("Código de Opção") between the name and
the counts, each label over two lines ("Vagas Ampla" / "Concorrência", "Vagas" / "PcD(1)", "Vagas" /
"Negros(2)", "Total de" / "Vagas"), names wrapped over two lines with their counts on the last, a
speciality's qualifier in brackets on a line of its own ("… – Medicina" / "(Psiquiatria) B04 CR CR CR
CR"), the table split by a page break with its header repeated, a TOTAL row of the whole table on the
last page right above the notes ("(1) e (2) ver notas da página anterior."): the class of
`tables/layout_grid.py`'s wrapped names (a bracketed qualifier continues the name above; a Total row's
label takes no line below it).

- `fcc_notes(rng)`: the quadro with its right reading (rows of CR only have none).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

#: (first line, second line or None) of a name cell; each break visibly goes on (a dash or a joining word
#: at the end, lower case or a bracket after).
NAMES = [
    ("Analista Judiciário – Área Judiciária", None),
    ("Analista Judiciário – Área Administrativa", None),
    ("Analista Judiciário – Apoio Especializado – Tecnologia", "da Informação"),
    ("Analista Judiciário – Apoio Especializado – Medicina", "(Psiquiatria)"),
    ("Analista Judiciário – Apoio Especializado – Medicina", "(Clínica Médica)"),
    ("Analista Judiciário – Apoio Especializado –", "Contabilidade"),
    ("Analista Judiciário – Oficial de Justiça Avaliador –", "Federal"),
    ("Técnico Judiciário – Área Administrativa", None),
    ("Técnico Judiciário – Apoio Especializado – Tecnologia da", "Informação"),
    ("Técnico Judiciário – Apoio Especializado – Enfermagem", None),
    ("Técnico Judiciário – Apoio Especializado – Odontologia", "(Auxiliar)"),
    ("Técnico Judiciário – Apoio Especializado – Segurança", "e Transporte"),
]
NAME_X, CODE_X, COUNT_RIGHT = 2, 60, (73, 88, 99, 111)
NOTES = [
    "(1) Pessoas com deficiência, conforme Capítulo V deste Edital.",
    "(2) Candidatos negros, conforme Capítulo VI deste Edital e Lei nº 12.990/2014.",
]


def _at(line: str, x: int, text: str) -> str:
    return line.ljust(x) + text


def _header(first: str) -> list[str]:
    top = _at(_at(_at(_at(_at("", CODE_X, "Código"), 71, "Vagas Ampla"), 86, "Vagas"), 97, "Vagas"), 109, "Total de")
    low = _at(
        _at(_at(_at(_at("", NAME_X, first), CODE_X, "de Opção"), 71, "Concorrência"), 86, "PcD(1)"), 97, "Negros(2)"
    )
    return [top, _at(low, 109, "Vagas")]


def _row(name: str, code: str, cells: list[str]) -> str:
    line = _at(_at("", NAME_X, name), CODE_X, code)
    for cell, right in zip(cells, COUNT_RIGHT):
        line = line.ljust(right - len(cell)) + cell
    return line


def fcc_notes(rng: random.Random) -> Case:
    """See the module's docstring."""
    label = rng.choice(["Cargo/Área/Especialidade", "Cargo/Especialidade", "Cargo/Área"])
    picked = rng.sample(NAMES, rng.randint(3, 8))
    lines = [
        "TRIBUNAL REGIONAL DO TRABALHO DA 25ª REGIÃO",
        "EDITAL Nº 01/2025 – ABERTURA DE INSCRIÇÕES",
        "1.2 Os cargos, códigos de opção, vagas e requisitos estão estabelecidos na tabela abaixo:",
        "",
        *_header(label),
    ]
    dash = rng.choice(["-", "–", "0"])
    broken = rng.random() < 0.6 and len(picked) > 3
    cut = rng.randint(1, len(picked) - 2) if broken else len(picked)
    entries, sums = [], [0, 0, 0, 0]
    for n, (first, second) in enumerate(picked):
        if n == cut:
            lines += [*NOTES, "CR: Cadastro de Reserva.", ""]
            lines += [_at("", 100, f"Página {rng.randint(1, 3)} de 38"), "TRT25-Edital nº 01/2025", "", ""]
            lines += [_at("", 90, "TRT 25ª Região – Edital nº 01/2025"), *_header(label)]
        code = f"{'ABCD'[n % 4]}{n + 1:02d}"
        if rng.random() < 0.15:
            cells = ["CR"] * 4
        else:
            total, ac, negros, pcd = _figures(rng, 1, 20)
            cells = [str(v) if v else dash for v in (ac, pcd, negros)] + [str(total)]
            sums = [a + b for a, b in zip(sums, (ac, pcd, negros, total))]
            entries.append(Entry(first + (f" {second}" if second else ""), total, negros))
        if second is None:
            lines.append(_row(first, code, cells))
        else:
            lines += [_at("", NAME_X, first), _row(second, code, cells)]
    if rng.random() < 0.7:
        lines.append(_row("TOTAL", "", [str(v) for v in sums]))
    lines += ["(1) e (2) ver notas da página anterior."] if broken else NOTES
    lines += [
        "",
        "1.3 A jornada de trabalho é de 40 (quarenta) horas semanais.",
        "6.1 Serão reservadas aos candidatos negros 20% (vinte por cento) das vagas oferecidas.",
    ]
    return Case("\n".join(lines), entries)
