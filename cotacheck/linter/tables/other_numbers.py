"""Tables of numbers per cargo that are not vacancies: the exam's questions, weights and points, the fees.

An edital lists per cargo more than its vacancies: the objective test's composition ("Cargo | Disciplinas
| Nº de questões | Peso | Total de pontos", a "Total" row under each cargo), the questions per subject
("Emprego | Língua Portuguesa | Raciocínio Lógico | Conhecimentos Específicos | Total", whose total column
adds up like a vacancy table's), the fee by level. Such a header takes a "Total" column or subjects for
places, and its rows would read as cargos with 40 or 100 vacancies, the sums closing. It is not a
vacancy table when its header names no vacancy (no "vaga", no role of the vocabulary: AC, PcD, negros,
cadastro …) and either its own words name the exam's numbers (questões, itens, peso, pontos, nota)
or two subjects of a test, or the sentence that introduces it (`stage.lead_in`) names those or the fee,
without naming vacancies, or its own words count cargos ("Cargos criados", "Quantitativo anterior": a lei
complementar's quantitativo de cargos), or a law's words creating cargos stand within 12 lines above it ("Ficam criados
… os cargos … constantes do Anexo Único, com as respectivas quantidades" over "Cargo Quant. C.H. Venc. R$"
in a Diário Oficial page beside an edital: how many cargos the law creates, never vacancies). Its rows are read and dropped, as a later stage's are.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line
from cotacheck.linter.tables.stage import lead_in
from cotacheck.linter.tables.stage import not_vacancies as later_stage

#: The exam's numbers and the fee, in a header or a lead-in (folded text).
_EXAM_NUMBERS = re.compile(r"\b(?:questoes|questao|itens|pesos?|pontos|pontuac(?:ao|oes)|notas?)\b")
#: The fee: a lead-in only ("Os valores da taxa de inscrição são os seguintes:"); in a header a fee is a
#: text column beside the vacancies ("Cargo | Total | Taxa de inscrição").
_FEE = re.compile(r"\btaxas? de inscricao\b|\bvalor(?:es)? da (?:taxa|inscricao)\b")
#: Subjects of a test, as a header of questions per subject names them.
_SUBJECT = re.compile(
    r"\b(?:lingua|portugues[a]?|matematica|raciocinio|conhecimentos|legislacao|informatica|atualidades|"
    r"disciplinas?)\b"
)
#: Words a vacancy header holds (labels of the vocabulary other than a bare "Total").
_VACANCY_WORDS = re.compile(
    r"\bvagas?\b|\bampla\b|\bac\b|\bpcd\b|\bdeficien|\bnegr[oa]s?\b|\bpretos?\b|\bpardos?\b|\bcadastro\b|"
    r"\breserv|\bcotas?\b|\bindigenas?\b|\bquilombolas?\b|\bppp?\b|\bpn\b|\bcr\b"
)
_DIGIT = re.compile(r"\d")
#: A law creating cargos ("Art. 1º Ficam criados … os cargos … constantes do Anexo Único, com as respectivas
#: quantidades"): its annex's "Quant." is how many cargos exist, not a concurso's vacancies.
_CREATES = re.compile(r"\bficam criad[oa]s\b|\bcria(?:m)? (?:os )?cargos\b|\bcriacao de cargos\b")
#: A header's own words counting cargos, not vacancies (a lei complementar's "Cargo | Quantitativo anterior |
#: Cargos criados | Quantitativo total" in a Diário Oficial beside an edital: its total adds up like one).
_CARGO_COUNTS = re.compile(
    r"\bcargos (?:criados|existentes|ocupados|providos|extintos)\b|\bquantitativo (?:anterior|atual|existente)\b"
)
_CREATES_LINES = 12  # an article or two and the annex's title between the law's words and its table


def _created_by_law(lines: list[Line], first: int) -> bool:
    """Whether a law's words creating cargos stand in the lines above the table (its annex, a page break or an
    article between them), the header naming no vacancy (a caller's check)."""
    return any(
        "cria" in line.folded and _CREATES.search(line.folded) for line in lines[max(0, first - _CREATES_LINES) : first]
    )


#: A header's first label, the cargo's column.
_CARGO_LABEL = re.compile(r"^(?:cargos?|empregos?|funcao|funcoes|especialidades?)(?:/\w+)?\b")


def exam_header(line: Line) -> bool:
    """A header line of the exam's numbers ("Cargo  Tipo  Nº de questões  Peso …"): a cargo's label first, the
    exam's numbers named, no vacancy's word and no count. Under a vacancy table's rows it opens another
    table: that table ends there (its rows are no vacancies: `not_vacancies` when it is read as a table)."""
    folded = line.folded
    return bool(
        _CARGO_LABEL.match(folded)
        and _EXAM_NUMBERS.search(folded)
        and not _VACANCY_WORDS.search(folded)
        and not _DIGIT.search(folded)
    )


def not_vacancies(lines: list[Line], first: int, last: int) -> bool:
    """Whether the table whose header runs from line index `first` to `last` (inclusive) is of the
    exam's numbers or fees rather than vacancies (see the module docstring), or of a later stage's calls
    (`stage.not_vacancies`). A header line wrapped below the header as read ("Nº de" / "questões") counts
    as the header's."""
    if later_stage(lines, first):
        return True
    header = " ".join(line.folded for line in lines[first : last + 1])
    below = lines[last + 1].folded if last + 1 < len(lines) else ""
    if below and not _DIGIT.search(below):
        header += " " + below
    if _VACANCY_WORDS.search(header):
        return False
    if _EXAM_NUMBERS.search(header) or len(set(_SUBJECT.findall(header))) >= 2 or _CARGO_COUNTS.search(header):
        return True
    if _created_by_law(lines, first):
        return True
    said = lead_in(lines, first)
    return bool(said) and "vaga" not in said and (_EXAM_NUMBERS.search(said) or _FEE.search(said)) is not None
