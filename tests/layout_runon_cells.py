"""A Word 97 quadro as antiword prints it, drawn at random with its right reading: the class of
`tables/runon_cells.py`.

`runon_cells(rng)` writes the body, then the quadro as one paragraph: each cell ended by " |", each row by
one more (an empty cell), the header's cells first, the paragraph wrapped at antiword's width (60 to 110
characters) wherever a word ends, its first line indented at times; text columns (escolaridade, carga
horária, vencimento "R$ 3.012,40") among the name and the counts at times; counts AC, PcD at times, negros
(or Lei 15.142's PP, PI, PQ), the total; a cargo of cadastro only ("CR" in every count cell); zero-padded
cells at times; a TOTAL row at times, its text cells empty (" | | |"); the legend's paragraph after the
last row's end on the same line at times, or on the next.

The right reading: each cargo its total and its negros (PP + PI + PQ), proven (every column's role is
in the header and every row ends in its empty cell).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = [
    "Agente Administrativo",
    "Agente de Combate às Endemias",
    "Assistente Social",
    "Auxiliar de Serviços Gerais",
    "Contador",
    "Farmacêutico Bioquímico",
    "Fisioterapeuta",
    "Mecânico de Máquinas Pesadas",
    "Merendeira",
    "Motorista de Ambulância",
    "Nutricionista",
    "Operário",
    "Professor de Educação Infantil",
    "Psicólogo",
    "Tesoureiro",
]
REQUISITOS = [
    "Ensino médio completo",
    "Ensino fundamental incompleto",
    'Ensino fundamental completo e CNH categoria "D"',
    "Superior em Serviço Social e registro no CRESS",
    "Licenciatura em Letras – Inglês",
]
LABELS = {
    "open": ["AC", "Ampla concorrência", "Vagas AC"],
    "pcd": ["PcD", "Vagas PcD"],
    "negros": ["Negros", "Vagas negros"],
    "pp": ["PP"],
    "pi": ["PI"],
    "pq": ["PQ"],
    "total": ["Total", "Total de vagas"],
}
LEGEND = "AC – ampla concorrência; PcD – pessoas com deficiência; CR – somente cadastro reserva."


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _wrap(paragraph: str, width: int, indent: str) -> str:
    """antiword's lines: words filled up to `width`, the first line indented."""
    lines, line = [], indent
    for word in paragraph.split(" "):
        if line.strip() and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line.strip() else f"{line}{word}"
    lines.append(line)
    return "\n".join(lines)


def runon_cells(rng: random.Random) -> Case:
    """An edital whose quadro antiword ran together (the module's docstring)."""
    lei = rng.random() < 0.3
    roles = ["open", *(["pcd"] if rng.random() < 0.7 else []), *(["pp", "pi", "pq"] if lei else ["negros"]), "total"]
    texts = rng.sample(["req", "carga", "venc"], rng.randint(0, 3))
    labels = {"req": "Escolaridade / requisitos", "carga": "Carga horária", "venc": "Vencimento"}
    pad = rng.random() < 0.2
    header = [rng.choice(["Cargo", "CARGO", "Cargo/Função"]), *(labels[t] for t in texts)]
    header += [rng.choice(LABELS[r]) for r in roles]
    rows, entries, sums = [header], [], dict.fromkeys(roles, 0)
    for cargo in rng.sample(CARGOS, rng.randint(2, 10)):
        cells = [cargo]
        for t in texts:
            if t == "req":
                cells.append(rng.choice(REQUISITOS))
            elif t == "carga":
                cells.append(rng.choice(["20h", "30h", "40h", "44h"]))
            else:
                cells.append(f"R$ {rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}")
        if rng.random() < 0.12:
            rows.append(cells + ["CR"] * len(roles))
            continue
        total = rng.randint(1, 25)
        pcd = total // 10 if "pcd" in roles else 0
        negros = (total * 20 + 99) // 100 if rng.random() < 0.9 else 0
        counts = {"open": total - pcd - negros, "pcd": pcd, "negros": negros, "pp": negros, "pi": 0, "pq": 0}
        if lei and negros > 2 and rng.random() < 0.5:
            counts.update(pp=negros - 1, pi=1)
        counts["total"] = total
        rows.append(cells + [f"{counts[r]:02d}" if pad else str(counts[r]) for r in roles])
        entries.append(Entry(cargo, total, negros))
        for r in roles:
            sums[r] += counts[r]
    if rng.random() < 0.7:
        rows.append(
            [rng.choice(["TOTAL", "Total", "TOTAL GERAL"]), *([""] * len(texts)), *(str(sums[r]) for r in roles)]
        )
    paragraph = "".join(f"{cell} |" for row in rows for cell in [*row, ""])
    tail = rng.choice(["  " + LEGEND, "\n" + LEGEND, "\n"])
    quadro = _wrap(paragraph, rng.randint(60, 110), rng.choice(["", "    "])) + tail
    body = "2. DOS CARGOS E DAS VAGAS\n2.1 Os cargos e as vagas são os seguintes:\nQUADRO DE CARGOS E VAGAS\n"
    return Case(HEAD + body + quadro + "\n" + TAIL, entries)
