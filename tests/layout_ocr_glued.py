"""An edital's chapters as an OCR reads them: the space after "DAS"/"DOS" in a chapter's title in capitals
dropped ("1 DASDISPOSIÇÕES PRELIMINARES", "2 DASVAGAS", "DOSCARGOS"; IFSul 2024 through tesseract --psm 6),
a sentence under the title that counts the concurso's vacancies ("conforme Quadro de Vagas (70 vagas)"), and
cargo sections in capitals, some opening with "DO"/"DA" as a cargo may ("DOCENTE", "DOSIMETRISTA",
"DATILÓGRAFO"), each with its statement ("Serão oferecidas 12 vagas, das quais 3 reservadas a candidatos
negros …"). A glued title is a chapter's, never a cargo (`names.GLUED_TITLE`): the property test is in
tests/linter/test_layout_ocr_glued.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

CHAPTERS = [
    ("DAS", "DISPOSIÇÕES PRELIMINARES"),
    ("DAS", "VAGAS"),
    ("DOS", "CARGOS"),
    ("DAS", "INSCRIÇÕES"),
    ("DOS", "REQUISITOS"),
    ("DAS", "ATRIBUIÇÕES"),
    ("DAS", "CONDIÇÕES ESPECIAIS"),
    ("DOS", "CARGOS E DAS VAGAS"),
]
CARGOS = [
    "DOCENTE",
    "DOSIMETRISTA",
    "DATILÓGRAFO",
    "DESENHISTA",
    "AGENTE ADMINISTRATIVO",
    "ANALISTA DE SISTEMAS",
    "TÉCNICO EM ENFERMAGEM",
    "MOTORISTA",
    "DOCENTE DE EDUCAÇÃO FÍSICA",
]
COUNTS = [
    "{n}.1 O concurso será regido por este edital, conforme Quadro de Vagas ({total} vagas), regime\nde 40 horas semanais.",
    "{n}.1 O provimento das vagas dar-se-á conforme Tabela de Vagas ({total} vagas).",
    "{n}.1 As vagas de que trata este edital ({total} vagas) são distribuídas conforme o item {m}.",
]


@dataclass
class Cargo:
    name: str
    total: int
    negros: int | None  # None: no reserve stated


@dataclass
class Case:
    text: str
    cargos: list[Cargo]
    titles: list[str]  # the chapters' titles as printed (glued or not)


def _title(rng: random.Random, article: str, words: str) -> str:
    """The title as the OCR gave it: the article glued to its word (most often), or not."""
    return f"{article}{words}" if rng.random() < 0.7 else f"{article} {words}"


def ocr_glued(rng: random.Random) -> Case:
    """See the module docstring."""
    chapters = rng.sample(CHAPTERS, rng.randint(2, 4))
    cargos = [Cargo(name, rng.randint(2, 40), 0) for name in rng.sample(CARGOS, rng.randint(1, 4))]
    for c in cargos:
        c.negros = max(1, c.total // 5) if c.total >= 3 else None
    total = sum(c.total for c in cargos)
    lines, titles, n = ["EDITAL Nº 3/2024", ""], [], 0
    first = rng.randint(1, len(chapters))
    numbering = rng.choice(["{n} ", "{n}. ", ""])
    for k, (article, words) in enumerate(chapters):
        n += 1
        title = _title(rng, article, words)
        titles.append(title)
        lines.append(numbering.format(n=n) + title)
        lines.append(rng.choice(COUNTS).format(n=n, total=total, m=len(chapters) + 1))
        if k + 1 == first:
            for c in cargos:
                n += 1
                lines.append(f"{n} {c.name}")
                reserve = f", das quais {c.negros} reservadas a candidatos negros" if c.negros else ""
                lines.append(f"{n}.1 Serão oferecidas {c.total} vagas{reserve}.")
    lines += ["", "Cidade, 1º de março de 2024.", ""]
    return Case("\n".join(lines), cargos, titles)


LAYOUTS = {"ocr_glued": ocr_glued}
