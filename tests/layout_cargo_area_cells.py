"""Cebraspe's "Cargo | Área" quadro as pypdf gives it from a PDF printed by Chromium or LibreOffice, drawn at
random with its right reading: the class of `tables/cargo_area_cells.py`.

`cargo_areas(rng)`: a header naming "Cargo", "Área" (or "Especialidade") and the count columns (AC, PcD,
then Negros or Lei 15.142's groups, Total; long or short labels), its labels spaced or glued where a narrow
cell touches the next ("Pretos e pardosIndígenasQuilombolasTotal"), on one line or wrapped over several as
pypdf prints narrow cells in turn ("Cargo Área Ampla" / "concorrência PcD Pessoas" / "negrasTotal"); then each cargo's merged cell
("CARGO n: …", wrapped at a random width), each of its áreas' cells ("ÁREA m: …", wrapped too) with the
counts on its last line or on a line of their own, or no área ("–" before the counts, on the cargo's last
line or alone); rows of cadastro de reserva only ("CR" in every cell), zeros as dashes, the header
repeated after a page break at times, a TOTAL row or none, a note under the table. The prose above names
the cargos as the table does ("CARGO 1: …" and its requisitos), as Cebraspe's editais do. The right
reading: each row once, named "cargo – área", its total, its negros (the groups' sum).
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

CARGOS = [
    "ANALISTA DE REGULAÇÃO E FISCALIZAÇÃO DE SERVIÇOS PÚBLICOS",
    "ESPECIALISTA EM REGULAÇÃO DE INFRAESTRUTURA LOGÍSTICA",
    "ANALISTA ADMINISTRATIVO",
    "TÉCNICO EM REGULAÇÃO",
    "TÉCNICO ADMINISTRATIVO",
    "AUDITOR DE CONTROLE EXTERNO",
    "ANALISTA JUDICIÁRIO",
    "PERITO CRIMINAL FEDERAL",
]
AREAS = [
    "REGULAÇÃO ECONÔMICA",
    "ENGENHARIA DE TRANSPORTES",
    "DIREITO REGULATÓRIO",
    "TECNOLOGIA DA INFORMAÇÃO E CIÊNCIA DE DADOS",
    "ADMINISTRAÇÃO E GESTÃO PÚBLICA",
    "CIÊNCIAS CONTÁBEIS",
    "ARQUIVOLOGIA",
    "ESTATÍSTICA",
    "ECONOMIA",
    "ENGENHARIA CIVIL",
    "COMUNICAÇÃO SOCIAL",
    "PSICOLOGIA ORGANIZACIONAL",
]
LABELS = {
    "AC": ["Ampla concorrência", "AC"],
    "PcD": ["Pessoas com deficiência", "PcD"],
    "Negros": ["Negros", "Pessoas negras"],
    "Pretos e pardos": ["Pretos e pardos"],
    "Indígenas": ["Indígenas"],
    "Quilombolas": ["Quilombolas"],
    "Total": ["Total"],
}
GROUPS = ["Pretos e pardos", "Indígenas", "Quilombolas"]


def _header(roles: list[str], rng: random.Random) -> str:
    """The header's labels, a label glued to the one before where that one ends in lower case: on one line,
    or (narrow cells) each label's words over two lines at times, printed as pypdf prints cells in turn (a
    cell's first line on the line before it, spaced or glued, or on a line of its own)."""
    lines = ["Cargo" + rng.choice([" ", " / ", ""]) + rng.choice(["Área", "Especialidade"])]
    wrap = rng.random() < 0.35
    for role in roles:
        words = rng.choice(LABELS[role]).split()
        at = rng.randint(1, len(words) - 1) if wrap and len(words) > 1 and rng.random() < 0.6 else len(words)
        cell = [" ".join(words[:at]), *([" ".join(words[at:])] if at < len(words) else [])]
        glued = lines[-1][-3:].isalpha() and lines[-1][-3:].islower() and cell[0][:1].isupper() and rng.random() < 0.4
        if glued:
            lines[-1] += cell[0]
        elif not wrap or rng.random() < 0.5:
            lines[-1] += " " + cell[0]
        else:
            lines.append(cell[0])
        lines += cell[1:]
    return "\n".join(lines)


def _wrapped(text: str, rng: random.Random) -> list[str]:
    """A cell's `text` ("ÁREA 2: …") wrapped as a narrow cell wraps it: at a random width, a word a line at least."""
    label, number, rest = text.split(" ", 2)  # a cell's label and number stay on its first line ("ÁREA 2:")
    width, lines = rng.randint(10, 34), []
    for word in [f"{label} {number}", *rest.split()]:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _count(value: int) -> str:
    return str(value) if value else "–"


def _counts(groups: bool, rng: random.Random) -> list[int]:
    """A row's parts (AC, PcD, the reserve's group or groups) drawn so that the reserves look real."""
    total = rng.randint(1, 15)
    pcd = 1 if total >= 5 and rng.random() < 0.8 else 0
    negros = round(total * 0.25) if total >= 3 else 0
    split = [negros]
    if groups:
        split = [negros, 0, 0]
        if negros >= 2 and rng.random() < 0.5:
            split = [negros - 1, 1, 0] if rng.random() < 0.5 else [negros - 1, 0, 1]
    return [total - pcd - negros, pcd, *split]


def _row(lines: list[str], cell: list[str], shown: str, rng: random.Random) -> None:
    """A cell's lines, the counts on its last line or on a line of their own."""
    if rng.random() < 0.3:
        lines += [*cell, shown]
    else:
        lines += [*cell[:-1], f"{cell[-1]} {shown}"]


def cargo_areas(rng: random.Random) -> Case:
    groups = rng.random() < 0.6
    roles = ["AC", "PcD", *(GROUPS if groups else ["Negros"]), "Total"]
    header = _header(roles, rng)
    cargos = rng.sample(CARGOS, rng.randint(2, 4))
    prose = [
        "EDITAL Nº 1 – AGÊNCIA, DE 13 DE MARÇO DE 2026",
        "1 DAS DISPOSIÇÕES PRELIMINARES",
        "1.1 O concurso público será regido por este edital e executado pelo Cebraspe.",
        "2 DOS CARGOS",
    ]
    for k, cargo in enumerate(cargos, 1):
        prose += [f"CARGO {k}: {cargo}", "REQUISITO: diploma de curso de graduação. REMUNERAÇÃO: R$ 16.413,35."]
    prose += [
        "3 DA DISTRIBUIÇÃO DAS VAGAS",
        "3.1 As vagas estão distribuídas conforme o quadro a seguir, com lotação em Brasília/DF.",
    ]
    lines, entries, sums = [header], [], [0] * len(roles)
    page_break, label = rng.random() < 0.3, rng.choice(["ÁREA", "Área", "ESPECIALIDADE"])
    for k, cargo in enumerate(cargos, 1):
        cell = _wrapped(f"CARGO {k}: {cargo}", rng)
        own = rng.choice([0, 0, 1, 2, 3, 4])
        if page_break and k > 1 and rng.random() < 0.5:
            lines.append(header)  # a page break: Chromium repeats the header on the next page
            page_break = False
        lines += cell if own else cell[:-1]
        for area in [f"{label} {m}: {a}" for m, a in enumerate(rng.sample(AREAS, own), 1)] or [None]:
            if rng.random() < 0.12:
                row = [0] * len(roles)
                shown = " ".join(["CR"] * len(roles))
            else:
                parts = _counts(groups, rng)
                row = [*parts, sum(parts)]
                shown = " ".join(_count(v) for v in row)
                entries.append(Entry(f"CARGO {k}: {cargo}" + (f" – {area}" if area else ""), row[-1], sum(parts[2:])))
            sums = [a + b for a, b in zip(sums, row, strict=True)]
            if area is None:  # no área: its dash (or nothing) before the counts
                _row(lines, [cell[-1]], f"– {shown}" if rng.random() < 0.8 else shown, rng)
            else:
                _row(lines, _wrapped(area, rng), shown, rng)
    if rng.random() < 0.7:
        lines.append("TOTAL " + " ".join(str(v) for v in sums))
    lines += [
        "CR = cadastro de reserva. Reserva de vagas nos termos da Lei nº 15.142/2025.",
        "3.2 O número máximo de candidatos aprovados será o do Anexo II do Decreto nº 9.739/2019.",
        "4 DA RESERVA DE VAGAS PARA CANDIDATOS COM DEFICIÊNCIA",
        "4.1 Das vagas destinadas a cada cargo, 5% serão providas na forma da Lei nº 13.146/2015.",
    ]
    return Case("\n".join(prose + lines) + "\n", entries)
