"""A quadro whose one-line header names "Vagas" and then only the reserves counted in it, no ampla
concorrência ("CARGO VAGAS PcD COTA RACIAL CARGA HORÁRIA VENCIMENTO (R$) ESCOLARIDADE / REQUISITOS",
Gualimp's), drawn at random with its right reading: the class `tables/prefix_total.py` reads with no sum to
prove it.

- `vagas_reserves(rng)`: the name's label, "Vagas" (or "VAGAS"), the reserves' labels (PcD and a label for
  negros, in either order), then text labels or none; rows "Name total pcd negros [text cells]" with zeros
  as "00", "0" or "-", cadastro rows ("CR - -", the first row too where text cells follow the counts: a bare
  one right under the header is read as the header's second line, a limit of the header's reading), level headings in capitals or none, the note that the
  reserves are inside the total. Every row stays uncertain (no part closes the total): the reading is the
  vacancies and the reserve for negros.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Auxiliar de Serviços Gerais",
    "Gari",
    "Servente de Obras",
    "Zelador de Cemitério",
    "Motorista",
    "Pedreiro",
    "Agente Administrativo",
    "Monitor de Creche",
    "Fiscal de Tributos",
    "Técnico em Enfermagem",
    "Odontólogo",
    "Psicólogo",
    "Controlador Interno",
]
NEGROS = ["COTA RACIAL", "Cota Racial", "NEGROS", "Negros", "Cotas Raciais", "PN"]
NAME_LABELS = ["CARGO", "Cargo", "Cargos", "EMPREGO"]
TEXTS = [
    [],
    ["CARGA HORÁRIA", "VENCIMENTO (R$)", "ESCOLARIDADE / REQUISITOS"],
    ["Carga Horária Semanal", "Vencimento (R$)"],
    ["Salário Base (R$)", "Jornada"],
]
LEVELS = ["NÍVEL ALFABETIZADO", "NÍVEL FUNDAMENTAL COMPLETO", "NÍVEL MÉDIO", "NÍVEL SUPERIOR"]


def _text_cells(texts: list[str], rng: random.Random) -> str:
    cells = []
    for label in texts:
        folded = label.lower()
        if folded.startswith(("carga", "jornada")):
            cells.append(rng.choice(["40h", "30h", "44h", "20h"]))
        elif folded.startswith(("vencimento", "salário")):
            whole = rng.randint(1300, 16000)
            cells.append(f"{whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}")
        else:
            cells.append(rng.choice(["Alfabetizado", "Ensino Médio completo", "Ensino Fundamental completo"]))
    return " ".join(cells)


def vagas_reserves(rng: random.Random) -> Case:
    """See the module's docstring."""
    zero = rng.choice(["00", "0", "-"])
    negros = rng.choice(NEGROS)
    pcd_first = rng.random() < 0.7
    reserves = ["PcD", negros] if pcd_first else [negros, "PcD"]
    texts = rng.choice(TEXTS)
    vagas = rng.choice(["VAGAS", "Vagas"])
    header = " ".join([rng.choice(NAME_LABELS), vagas, *reserves, *texts])
    lines = [
        "PREFEITURA MUNICIPAL DE SENADOR AMARAL DO CAMPO",
        "1.4 Fica instituída a cota racial de 20% das vagas para candidatos negros.",
        "1.5 QUADRO DE CARGOS",
        header,
    ]
    entries = []
    headings = rng.random() < 0.5
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 9))):
        if headings and (n == 0 or rng.random() < 0.25):
            lines.append(rng.choice(LEVELS))
        if (n or texts) and rng.random() < 0.15:  # a bare "Name CR - -" under the header joins it (a known limit)
            cells = ["CR", "-", "-"]
        else:
            total, _, negro, pcd = _figures(rng, 1, 25)
            entries.append(Entry(name, total, negro, proven=False))
            parts = [pcd, negro] if pcd_first else [negro, pcd]
            cells = [
                f"{total:02d}" if zero == "00" else str(total),
                *[(f"{v:02d}" if zero == "00" else str(v)) if v else zero for v in parts],
            ]
        row = f"{name} {' '.join(cells)}"
        if texts:
            row += " " + _text_cells(texts, rng)
        lines.append(row)
    lines += [
        f"As vagas reservadas (PcD e {negros.lower()}) estão incluídas no total da coluna {vagas}. CR: cadastro reserva.",
        "2 – DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)
