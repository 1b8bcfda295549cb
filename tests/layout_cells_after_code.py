"""FCC's quadro printed by LibreOffice from a Word table and read by pypdf: each row opens with its option
code, its name's lines and its requisitos' lines follow (the requisito's first line printed on the name's
when the name takes one line), then its count cells alone on a line, footnote marks glued to some
("01(3)", "CR(*)"); level headings in capitals between the rows, notes under the table. Drawn at random with
its right reading: the class of `tables/cells_after_code.py`.

- `cells_after_code(rng)`: the header's labels a cell after another (the code's label cut inside its word
  at times, "Códig" / "o de" / "Opção"), a requisitos column or none, an AC column or none, the total
  first; codes "C01" or "101"; names over one to three lines, requisitos over one to five; rows of
  cadastro ("CR(*) – –") now and then. Each entry says whether its reading can be proven: only with the AC
  column (the parts then add up to the total) and no requisitos column (else where the name ends is not
  in the text); under level headings the pass may leave it in doubt (a heading in capitals under a row
  may be its name going on).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _wrap

NAMES = [
    "Analista Judiciário – Área Judiciária",
    "Analista Judiciário – Especialidade Oficial de Justiça Avaliador Federal",
    "Analista Judiciário – Área Administrativa",
    "Analista Judiciário – Área Apoio Especializado – Especialidade Desenvolvimento de Sistemas",
    "Analista Judiciário – Área Apoio Especializado – Especialidade Medicina do Trabalho",
    "Técnico Judiciário – Área Administrativa",
    "Técnico Judiciário – Especialidade Agente da Polícia Judicial",
    "Técnico Judiciário – Área Apoio Especializado – Especialidade Tecnologia da Informação",
    "Analista Judiciário – Área Apoio Especializado – Especialidade Contabilidade",
    "Técnico Judiciário – Área Apoio Especializado – Especialidade Enfermagem",
]
REQUISITOS = [
    "Diploma, devidamente registrado, de conclusão de curso de graduação de nível superior em Direito, "
    "fornecido por instituição de ensino superior reconhecida pelo MEC.",
    "Diploma de curso de graduação de nível superior em qualquer área de formação.",
    "Diploma de curso superior na área de Tecnologia da Informação ou qualquer curso superior acrescido de "
    "pós-graduação na área.",
    "Certificado de conclusão de curso de ensino médio.",
    "Certificado de conclusão de ensino médio e Carteira Nacional de Habilitação, categoria B ou superior.",
]
CODE_LABELS = [["Códig", "o de", "Opção"], ["Código de", "Opção"], ["Código"]]
NAME_LABELS = ["Cargo/Área/Especialidade", "Cargo/Especialidade"]
REQ_LABELS = ["Escolaridade/Pré-Requisitos", "Requisitos"]


def _cell(value: int, mark: str = "") -> str:
    return f"{value:02d}{mark}" if value else "–"


def cells_after_code(rng: random.Random) -> Case:
    """See the module's docstring."""
    requisitos = rng.random() < 0.6
    open_column = rng.random() < 0.5
    lettered = rng.random() < 0.6
    header = [*rng.choice(CODE_LABELS)]
    first = rng.choice(NAME_LABELS) + (f" {rng.choice(REQ_LABELS)}" if requisitos else "") + " Total de Vagas"
    header.append(first)
    if open_column:
        header += ["Vagas de", "Ampla", "Concorrência"]
    header += [
        "Vagas",
        "reservadas a",
        "Pessoas com",
        "Deficiência(1)",
        "Vagas",
        "reservadas a",
        "Candidatos Negros(2)",
    ]
    lines = [
        "TRIBUNAL REGIONAL DO TRABALHO",
        "CAPÍTULO II – DOS CARGOS",
        "1. Os cargos, os requisitos e as vagas são os estabelecidos na tabela que segue:",
        *header,
    ]
    entries = []
    names = rng.sample(NAMES, rng.randint(2, 8))
    levels = rng.random() < 0.6
    for n, name in enumerate(names, 1):
        if levels and n in (1, len(names) // 2 + 1):
            lines.append("NÍVEL SUPERIOR" if n == 1 else "NÍVEL MÉDIO")
        code = f"{'C' if n <= len(names) // 2 else 'D'}{n:02d}" if lettered else f"{100 + n}"
        name_lines = _wrap(name, rng, (22, 48))
        text = name_lines + (_wrap(rng.choice(REQUISITOS), rng, (24, 36)) if requisitos else [])
        if requisitos and len(name_lines) == 1:  # the requisito's first line on the name's own line
            text = [f"{text[0]} {text[1]}", *text[2:]]
        lines.append(f"{code} {text[0]}")
        lines += text[1:]
        if rng.random() < 0.1:
            lines.append(" ".join(["CR(*)", *(["–"] if open_column else []), "–", "–"]))
            continue
        total, ac, negros, pcd = _figures(rng, 1, 30)
        mark = "(3)" if pcd and rng.random() < 0.2 else ""
        cells = [f"{total:02d}", *([_cell(ac)] if open_column else []), _cell(pcd, mark), _cell(negros)]
        lines.append(" ".join(cells))
        entries.append(Entry(name, total, negros, proven=open_column and not requisitos))
    lines += [
        "(1) Reserva de 5% das vagas, nos termos do Decreto nº 9.508/2018.",
        "(2) Reserva de 20% das vagas, nos termos da Lei nº 12.990/2014.",
        "(3) A vaga reservada será provida após a avaliação da compatibilidade da deficiência.",
        "(*) CR – Cadastro Reserva: não há vaga disponível no momento.",
        "2. A remuneração inicial dos cargos é a seguinte: Analista Judiciário: R$ 13.994,78.",
    ]
    return Case("\n".join(lines), entries)
