"""A Diário Oficial page copied alone whose table runs on from the page before: its last rows with no header,
the roles named only by the legend below, drawn at random with their right reading: the class of
`tables/headless_rows.py`. Invented text.

`headless_rows(rng)`: the page's furniture ("DOU …", the signature's lines, the page number, the issue's date,
"ISSN …", "Seção 3", lone dots), then rows as the Diário Oficial's web text gives them, each cell a line, a
row's cells with a leading dot or none: the code, the name (wrapped over two lines at times), the counts (the
ampla concorrência's with a "+ CR" mark at times, the reserves "-", "0" or one number each, the total), the
hours ("40H"), the requisito wrapped over lines, runs of lone "." between its parts; then "Legenda:" and its
entries ("PPP - Pessoas Pretas e Pardas"), in any order, and the observações.

The right reading: each row a position, its total and its racial reserve, never proven (the header is not
in the text). `Case.cited`: the lines each row's figures sit on (its first count's). With `differ` (a row's
reserve cells not all equal, so the racial one depends on the legend's order): nothing is read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

NAMES = [
    "Técnico em Assuntos Educacionais",
    "Engenheiro Agrônomo",
    "Assistente em Administração",
    "Auxiliar de Biblioteca",
    "Analista de Tecnologia da Informação",
    "Técnico de Laboratório / Área Química",
    "Tecnólogo Formação / Área Gestão Pública",
    "Bibliotecário-Documentalista",
    "Contador",
    "Enfermeiro do Trabalho",
    "Psicólogo Organizacional",
    "Jornalista",
]
REQUISITOS = [
    ["Curso Superior Completo em Pedagogia ou Licenciatura em qualquer", "área."],
    ["Curso Superior Completo em", "Engenharia e registro no respectivo Conselho de Classe."],
    ["Ensino Médio Completo."],
    ["Curso Superior em Comunicação Social ou em", "Letras ou Biblioteconomia."],
    ["Ensino Médio Profissionalizante ou Médio Completo", "com curso técnico na área."],
]
LEGEND = {
    "open": ["AC - Ampla Concorrência", "AC – Ampla concorrência", "AC: Ampla Concorrência"],
    "negros": ["PPP - Pessoas Pretas e Pardas", "PN - Pessoas Negras", "PPP – Pessoas pretas ou pardas"],
    "pcd": ["PCD - Pessoa com Deficiência", "PcD – Pessoas com deficiência", "PCD: Pessoa com Deficiência"],
}
FURNITURE = [
    "DOU 25/09/2024 - Diário Oficial da União - Brasil",
    "Documento assinado digitalmente conforme MP nº 2.200-2 de 24/08/2001,",
    "que institui a Infraestrutura de Chaves Públicas Brasileira - ICP-Brasil.",
    "Este documento pode ser verificado no endereço eletrônico",
    "http://www.in.gov.br/autenticidade.html, pelo código 05302024092500082",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    cited: list[int] = field(default_factory=list)
    differ: bool = False


def headless_rows(rng: random.Random) -> Case:
    page = rng.randint(20, 140)
    lines = [*FURNITURE, str(page), f"Nº {rng.randint(10, 240)}, quarta-feira, 25 de setembro de 2024"]
    lines += ["ISSN 1677-7069", "Seção 3"] + ["."] * rng.randint(0, 2)
    roles = rng.sample(["open", "negros", "pcd"], 3) if rng.random() < 0.3 else ["open", "negros", "pcd"]
    differ = rng.random() < 0.2
    code = rng.randint(1, 30)
    entries, cited = [], []
    rows = rng.sample(NAMES, rng.randint(1, 5))
    odd = rng.randrange(len(rows))  # the row whose reserve cells differ, with `differ`
    for n, name in enumerate(rows):
        dot = "." if rng.random() < 0.5 else ""
        cells = [str(code)]
        words = name.split()
        if len(words) > 2 and rng.random() < 0.4:
            cut = rng.randint(1, len(words) - 1)
            cells += [" ".join(words[:cut]), " ".join(words[cut:])]
        else:
            cells.append(name)
        counts_at = len(lines) + len(cells)
        open_ = rng.randint(1, 6)
        reserve = rng.choice([0, 0, 0, 1, 2])
        reserves = [reserve, reserve]
        if differ and n == odd:
            reserves = [reserve + 1, reserve]
        values = {"open": open_}
        rest = iter(reserves)
        for role in roles:
            if role != "open":
                values[role] = next(rest)
        total = sum(values.values())
        for role in roles:
            value = values[role]
            if role == "open":
                cells.append(rng.choice([f"{value}+ CR", f"{value} + CR", f"{value}+CR", str(value)]))
            else:
                cells.append(str(value) if value else rng.choice(["-", "-", "0", "–"]))
        cells.append(str(total))
        cells.append(rng.choice(["40H", "20H", "30h", "40h"]))
        requisito = rng.choice(REQUISITOS)
        cells.append(requisito[0])
        for part in requisito[1:]:
            cells += [". ."] + ["."] * rng.randint(0, 6) if rng.random() < 0.5 else []
            cells.append(part)
        lines += [dot + c if not c.startswith(".") else c for c in cells]
        if rng.random() < 0.5:
            lines.append(".")
        entries.append(Entry(name, total, values["negros"], proven=False))
        cited.append(counts_at + 1)
        code += 1
    lines.append("Legenda:")
    lines += [rng.choice(LEGEND[r]) for r in roles]  # in the columns' order, as editais print it
    lines += [
        "Observações:",
        "a) Os cursos indicados como requisito devem ser reconhecidos pelo MEC.",
        "b) A jornada de trabalho poderá ocorrer durante o turno diurno e/ou noturno.",
        "1.1.2. TABELA DE REMUNERAÇÃO E REGIME DE TRABALHO POR NÍVEL DE CLASSIFICAÇÃO",
    ]
    return Case("\n".join(lines) + "\n", [] if differ else entries, [] if differ else cited, differ)
