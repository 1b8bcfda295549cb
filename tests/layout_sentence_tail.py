"""A quadro right under the sentence that introduces it, the sentence's end wrapped onto a line of its own
that names the table's columns ("(PcD), vencimento, jornada e requisitos:"), as pypdf gives a landscape
page's paragraph; drawn at random with its right reading: the class of `tables/sentence_tail.py`.

- `sentence_tail(rng)`: the paragraph's lines (80 characters or more, the last of them open), its tail
  naming count and text labels and ending in a colon, then a one-line header (a code, the cargo, the total,
  the reserve for negros and PcD in either order, pay, hours, requisitos; the labels' wording drawn), rows
  with codes, "—" for no vacancy, "C.R." rows, and the legend under the table.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

NAMES = [
    "Agente de Fiscalização de Posturas",
    "Assistente de Gestão Pública",
    "Atendente de Unidade de Saúde",
    "Auxiliar de Desenvolvimento Infantil",
    "Guarda Civil Municipal 3ª Classe – Masculino",
    "Professor de Educação Básica I – Anos Iniciais",
    "Médico Pediatra",
    "Enfermeiro",
    "Analista Tributário",
    "Inspetor de Alunos",
]
OPENINGS = [
    "1.1 O Concurso destina-se ao provimento dos cargos abaixo relacionados, com o número de vagas, vagas "
    "reservadas a candidatos negros, nos termos da Lei Municipal nº 6.902/2017, e a pessoas com deficiência",
    "1.1 Os cargos, o total de vagas, as vagas reservadas aos candidatos negros e às pessoas com deficiência",
]
TAILS = [
    "(PcD), vencimento, jornada e requisitos:",
    "(PcD), o vencimento, a jornada semanal e os requisitos constam do quadro a seguir:",
    "(PcD), salário, carga horária e requisitos:",
]
NEGROS = ["Vagas reservadas negros (20%)", "Vagas negros", "Reserva negros"]
PCD = ["Vagas reservadas PcD (5%)", "Vagas PcD", "Reserva PcD"]


def _paragraph(text: str, rng: random.Random) -> list[str]:
    """`text` over lines of 80 characters or more, cut at spaces."""
    width = rng.randint(90, 200)
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > 1 and len(lines[-1]) < 80:  # the open line above the tail is a paragraph's
        lines[-2:] = [lines[-2] + " " + lines[-1]]
    return lines


def sentence_tail(rng: random.Random) -> Case:
    """See the module's docstring."""
    negros_first = rng.random() < 0.5
    reserves = [rng.choice(NEGROS), rng.choice(PCD)]
    header = ["Cód.", "Cargo", rng.choice(["Total de vagas", "Vagas"]), *(reserves if negros_first else reserves[::-1])]
    header += ["Vencimento (R$)", "Jornada semanal", "Requisitos"]
    lines = [
        "PREFEITURA MUNICIPAL DE RIBEIRÃO DOS CRISTAIS – ESTADO DE SÃO PAULO",
        "INSTRUÇÕES ESPECIAIS – I. DOS CARGOS",
        *_paragraph(rng.choice(OPENINGS), rng),
        rng.choice(TAILS),
        " ".join(header),
    ]
    entries = []
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9))):
        if rng.random() < 0.1:
            cells = ["C.R.", "—", "—"]
        else:
            total = rng.randint(1, 30)
            negros, pcd = (total // 5 if total >= 3 else 0), (1 if total >= 20 else 0)
            entries.append(Entry(name, total, negros))
            reserved = [negros, pcd] if negros_first else [pcd, negros]
            cells = [str(total), *(str(v) if v else "—" for v in reserved)]
        pay = f"{rng.randint(2, 11)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        lines.append(f"{n + 1:02d} {name} {' '.join(cells)} {pay} 40h Ensino Médio completo")
    lines += [
        "C.R. – cadastro reserva. O total de vagas inclui as vagas reservadas.",
        "II. DAS INSCRIÇÕES",
        "2.1 As inscrições serão efetuadas no período de 10/09/2018 a 10/10/2018.",
    ]
    return Case("\n".join(lines), entries)
