"""Editais for two classes of the reader: a row's text cells wrapped around it, and tables of numbers per
cargo that are not vacancies. Each layout draws its ground truth and writes the text; the property tests
are in tests/linter/test_layout_names.py.

- `tail_before_notes`: one small table per level (Selecon, prefeituras), a code column, hours and pay
  before the counts, cells plain or zero-padded; a name wrapped below its row ("S03 Professor Docente II
  – 16h 3.350,12 02 00 01 03" / "Matemática"), the last row's too, right before the notes under the table
  (a legend, "Notas:", "(1) …", "* …", "Obs.:") or a numbered item.
- `coded_heading_tail`: rows that open with their code (Comperve, universities), a campus column at times,
  the cargo's name going on below its row as "Área: Química (D)" or "Especialidade: …", once or over two
  lines; a legend of the roles after the table.
- `exam_tables`: a vacancy table, then a table of questions and weights per cargo with a "Total" row each
  ("Cargo | Disciplinas | Nº de questões | Peso | Total de pontos"), or of questions per subject whose total
  column adds up ("Emprego | Língua Portuguesa | Raciocínio Lógico | … | Total"), introduced by a sentence
  that names the questions or not.
- `spanning_reserves`: a header wrapped side by side whose reserve label is printed once over its roles
  ("Vagas reservadas" over "PcD Negros"), text columns after the counts, dashes, "CR" rows.
- `requisito_quantities`: counts before a requisitos column whose cell wraps over the row's lines with
  numbers of hours, years or months in it, mid-line ("de 60 horas.") or at a line's end with the unit on
  the next ("(mínimo de 50" / "horas), conforme …"); the header on one line or wrapped side by side with a
  slash in a text label ("REQUISITOS / HABILITAÇÃO") and a PcD column only; a requisito ending in a
  sentence ("… e registro no CAU.") is never the start of the next row's name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_render import CARGOS, HEAD, TAIL, Row, random_table

#: Names whose last words wrap below the row, as (first line, tail).
WRAPS = [
    ("Professor Docente II –", "Matemática"),
    ("Professor Docente I –", "Educação Física"),
    ("Médico –", "Clínico Geral"),
    ("Analista de Sistemas –", "Suporte"),
    ("Técnico em Segurança do", "Trabalho"),
    ("Agente de Combate às", "Endemias"),
    ("Fiscal de Tributos –", "Nível II"),
]
NOTES = [
    "LEGENDA: AC – Ampla Concorrência; PcD – Pessoas com Deficiência; NEG – Candidatos Negros; CH – Carga Horária.",
    "Legenda: AC = ampla concorrência; PcD = pessoas com deficiência; NEG = candidatos negros.",
    "Notas:",
    "(1) As vagas reservadas estão incluídas no total de vagas do cargo.",
    "* Vagas reservadas incluídas no total.",
    "Obs.: a carga horária é semanal.",
    "2.2. Os requisitos de cada cargo constam do Anexo I.",
]
LEVELS = ["NÍVEL FUNDAMENTAL COMPLETO", "NÍVEL MÉDIO / TÉCNICO", "NÍVEL SUPERIOR"]


@dataclass
class Case:
    text: str
    rows: list[Row]  # the right reading, in order: `Row.name` is the whole name
    tails: list[str]  # per row, the words printed below it ("" when none)
    reserve_shown: bool = True  # the table has a column for negros (else the reading has none)
    not_names: list[str] = field(default_factory=list)  # text lines no row's name may hold (a requisito's end)


def _cell(value: int, padded: bool) -> str:
    return f"{value:02d}" if padded else str(value)


def _fresh_rows(rng: random.Random, count: int) -> list[Row]:
    """Rows of distinct cargos (no name the prefix of another's)."""
    rows = random_table(rng).rows[:count]
    while len(rows) < count:
        rows += random_table(rng).rows
    names = rng.sample(CARGOS, count)
    for row, name in zip(rows, names):
        row.cargo, row.slice = name, None
    return rows[:count]


def tail_before_notes(rng: random.Random) -> Case:
    """See the module docstring."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.append("total")
    labels = {"open": "AC", "pcd": "PcD", "negros": rng.choice(["NEG", "Negros", "PN"]), "total": "Total"}
    header = " ".join(["Cód.", "Cargo", "CH", "Vencimento (R$)", *(labels[r] for r in roles)])
    padded = rng.random() < 0.5
    levels = rng.sample(LEVELS, rng.randint(1, 3))
    rows = _fresh_rows(rng, rng.randint(len(levels), 2 * len(levels) + 2))
    cuts = sorted(rng.sample(range(1, len(rows)), len(levels) - 1))
    groups = [rows[a:b] for a, b in zip([0, *cuts], [*cuts, len(rows)])]
    wraps = rng.sample(WRAPS, len(WRAPS))
    lines, tails = [], []
    for level, group in zip(levels, groups):
        lines += [level, header]
        wrapped_at = {len(group) - 1} if rng.random() < 0.7 else set()
        if len(group) > 1 and rng.random() < 0.4:
            wrapped_at.add(rng.randrange(len(group) - 1))
        for n, row in enumerate(group):
            first, tail = wraps.pop() if n in wrapped_at and wraps else (row.cargo, "")
            row.cargo = f"{first} {tail}" if tail else row.cargo
            hours = rng.choice(["40h", "30h", "20h", "12x36h"])
            pay = f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
            code = f"{level[6]}{len(tails) + 1:02d}"
            cells = " ".join(_cell(getattr(row, r), padded) for r in roles)
            lines.append(f"{code} {first} {hours} {pay} {cells}")
            lines += [tail] if tail else []
            tails.append(tail)
        lines += ["", rng.choice(NOTES), ""]
    return Case(HEAD + "2.1 Os cargos e as vagas são os seguintes:\n" + "\n".join(lines) + TAIL, rows, tails)


AREAS = [
    ("Técnico de Laboratório /", "Área: Química (D)"),
    ("Técnico de Laboratório /", "Área: Biologia (D)"),
    ("Engenheiro /", "Área: Engenharia Elétrica (E)"),
    ("Analista de Tecnologia da", "Especialidade: Redes (E)"),
    ("Professor do Magistério –", "Área: Geografia"),
]
CAMPI = ["Natal – Campus Central", "Caicó – CERES", "Macaíba – Escola Agrícola", "Santa Cruz – FACISA", "Mossoró"]


def coded_heading_tail(rng: random.Random) -> Case:
    """See the module docstring."""
    roles = ["open", "negros", "pcd", "total"] if rng.random() < 0.6 else ["total", "open", "negros", "pcd"]
    labels = {"open": "AC", "negros": rng.choice(["PPP", "PN", "Negros"]), "pcd": "PcD", "total": "Total"}
    campus = rng.random() < 0.6
    header = " ".join(["Código", "Cargo", *(["Campus"] if campus else []), *(labels[r] for r in roles)])
    lines = ["Quadro 1 – Cargos, lotação e distribuição das vagas", "", header]
    rows = _fresh_rows(rng, rng.randint(2, 5))
    areas = rng.sample(AREAS, min(len(AREAS), rng.randint(1, len(rows))))
    at = set(rng.sample(range(len(rows)), len(areas)))
    tails = []
    for n, row in enumerate(rows):
        first, tail = areas.pop() if n in at else (row.cargo, "")
        place = rng.choice(CAMPI) if campus else ""
        row.cargo = f"{first} {tail}" if tail else row.cargo
        cells = " ".join(str(getattr(row, r)) for r in roles)
        lines.append(" ".join(x for x in (f"{101 + n}", first, place, cells) if x))
        if tail and "(" in tail and rng.random() < 0.3:  # over two lines: "Área: Química" / "(D)"
            lines += tail.split(" (", 1)[0], "(" + tail.split(" (", 1)[1]
        elif tail:
            lines.append(tail)
        tails.append(tail.split(": ", 1)[1].split(" (")[0] if tail else "")
    lines += ["", "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência."]
    return Case(HEAD + "\n".join(lines) + TAIL, rows, tails)


SUBJECTS = ["Língua Portuguesa", "Matemática", "Noções de Informática", "Legislação", "Conhecimentos Específicos"]
QUESTION_LABELS = ["Nº de questões", "Questões", "Nº de itens", "Quantidade de questões"]
POINT_LABELS = ["Total de pontos", "Pontuação máxima", "Pontos"]
LEAD_INS = [
    "3.1 A Prova Objetiva terá a seguinte composição:",
    "3.1 A prova objetiva será composta de {n} questões, conforme a tabela:",
    "3.1 As provas terão o número de questões e os pesos a seguir:",
    "3.1 A prova objetiva, de caráter eliminatório e classificatório, constará de:",
]


def _weights_table(rows: list[Row], rng: random.Random) -> list[str]:
    """Cargo | Disciplinas | Nº de questões | Peso | Total de pontos, a Total row under each cargo."""
    lines = [f"Cargo Disciplinas {rng.choice(QUESTION_LABELS)} Peso {rng.choice(POINT_LABELS)}"]
    for row in rows:
        subjects = rng.sample(SUBJECTS, rng.randint(2, 4))
        questions = [rng.choice([5, 10, 15, 20]) for _ in subjects]
        for n, (subject, many) in enumerate(zip(subjects, questions)):
            weight = rng.choice([1, 2, 3])
            lines.append(
                " ".join(
                    x for x in ((row.cargo if n == 0 else ""), subject, str(many), str(weight), str(many * weight)) if x
                )
            )
        lines.append(f"Total {sum(questions)} 100")
    return lines


def _subjects_table(rows: list[Row], rng: random.Random) -> list[str]:
    """Emprego | subject | subject | … | Total: each row's questions per subject adding up to its total."""
    subjects = rng.sample(SUBJECTS, rng.randint(2, 4))
    if rng.random() < 0.3:
        subjects = ["Conhecimentos Gerais", "Conhecimentos Específicos"]
    lines = [" ".join([rng.choice(["Cargo", "Emprego"]), *subjects, "Total"])]
    for row in rows:
        counts = [rng.choice([5, 10, 15, 20]) for _ in subjects]
        lines.append(" ".join([row.cargo, *map(str, counts), str(sum(counts))]))
    return lines


def exam_tables(rng: random.Random) -> Case:
    """See the module docstring."""
    rows = _fresh_rows(rng, rng.randint(1, 4))
    lines = ["Cargo AC PcD Negros Total"]
    lines += [f"{r.cargo} {r.open} {r.pcd} {r.negros} {r.total}" for r in rows]
    lines += ["", "3. DAS PROVAS", rng.choice(LEAD_INS).format(n=40), ""]
    tables = [_weights_table, _subjects_table]
    rng.shuffle(tables)
    for make in tables[: rng.randint(1, 2)]:
        lines += make(rows, rng) + [""]
    lines.append("3.2 A prova objetiva será aplicada na cidade sede do concurso.")
    return Case(HEAD + "2.1 Os cargos e as vagas são os seguintes:\n" + "\n".join(lines) + TAIL, rows, [""] * len(rows))


REQUISITOS = [
    ["Ensino Médio completo e curso de", "Informática com carga horária mínima", "de {n} horas."],
    [
        "Ensino Fundamental completo e curso",
        "de Transporte Escolar (mínimo de {n}",
        "horas), conforme Resolução CONTRAN",
        "nº 789/2020.",
    ],
    ["Curso superior e experiência mínima", "de {n} anos na área."],
    ["Ensino Médio completo e estágio de", "{n} meses em unidade de saúde."],
    ["Alfabetizado."],
]


def requisito_quantities(rng: random.Random) -> Case:
    """See the module docstring. The header on one line, or wrapped side by side as FEPESE prints it
    ("CARGO VAGAS VAGAS REQUISITOS / HABILITAÇÃO CARGA VENCIMENTO" / "PcD HORÁRIA (R$)", no negros column)."""
    rows = _fresh_rows(rng, rng.randint(2, 5))
    padded = rng.random() < 0.5
    wrapped = rng.random() < 0.5
    if wrapped:
        roles = ["total", "pcd"]
        lines = ["CARGO VAGAS VAGAS REQUISITOS / HABILITAÇÃO CARGA VENCIMENTO", "PcD HORÁRIA (R$)"]
    else:
        roles = ["total", "open", "pcd", "negros"]
        lines = ["Cargo Total AC PcD Negros Requisitos Carga horária Vencimento (R$)"]
    ends: list[str] = []
    for row in rows:
        cell = [line.format(n=rng.choice([2, 3, 6, 20, 40, 50, 60, 80])) for line in rng.choice(REQUISITOS)]
        counts = " ".join("-" if wrapped and not getattr(row, r) else _cell(getattr(row, r), padded) for r in roles)
        pay = f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        lines.append(f"{row.cargo} {counts} {cell[0]} {rng.choice([20, 30, 40])} {pay}")
        lines += cell[1:]
        ends += [line for line in cell if line.endswith(".") and len(line.split()) >= 4]
    lines += ["", "2.2. O vencimento tem como referência o mês de fevereiro de 2025."]
    text = HEAD + "2.1 Dos cargos, vagas e requisitos:\n" + "\n".join(lines) + TAIL
    return Case(text, rows, [""] * len(rows), reserve_shown=not wrapped, not_names=ends)


SPAN_PREFIXES = ["Vagas reservadas", "Reserva", "Vagas reservadas a"]
SPAN_ROLES = {"pcd": ["PcD", "PCD", "pessoas com deficiência"], "negros": ["Negros", "PN", "negros"]}
PLACES = ["Porto Alegre (Sede)", "Caxias do Sul", "Santa Maria", "Pelotas", "Passo Fundo"]


def spanning_reserves(rng: random.Random) -> Case:
    """A header wrapped side by side whose reserve label spans its roles ("Cód. Emprego Localidade de Vagas
    Vagas reservadas Carga Salário" / "lotação PcD Negros horária (R$)", La Salle): the prefix printed once
    over two roles, an open column at times, text columns after the counts, dashes for zero, "CR" rows."""
    roles = ["pcd", "negros"]
    rng.shuffle(roles)
    prefix = rng.choice(SPAN_PREFIXES)
    opened = rng.random() < 0.4
    text = rng.sample([("Carga", "horária"), ("Salário", "(R$)")], rng.randint(0, 2))
    top = ["Cód.", "Emprego", "Localidade de", "Vagas", *(["Ampla"] if opened else []), prefix, *(t for t, _ in text)]
    low = ["lotação", *(["concorrência"] if opened else []), *(rng.choice(SPAN_ROLES[r]) for r in roles)]
    lines = [
        "1.2. Quadro de empregos, vagas e localidades de lotação:",
        "",
        " ".join(top),
        " ".join(low + [b for _, b in text]),
    ]
    rows = _fresh_rows(rng, rng.randint(2, 5))
    cells_after = {
        "Carga": lambda: rng.choice(["40h", "30h"]),
        "Salário": lambda: f"{rng.randint(1, 9)}.{rng.randint(100, 999)},50",
    }
    dash = rng.choice(["—", "-", "–"])

    def cell(value: int) -> str:
        return dash if value == 0 else f"{value:02d}"

    for n, row in enumerate(rows):
        row.slice = rng.choice(PLACES)
        counts = [str(row.total), *([cell(row.open)] if opened else []), *(cell(getattr(row, r)) for r in roles)]
        lines.append(" ".join([f"{101 + n}", row.cargo, row.slice, *counts, *(cells_after[t]() for t, _ in text)]))
    if rng.random() < 0.5:
        counts = ["CR", *([dash] if opened else []), dash, dash]
        lines.append(
            " ".join(
                [f"{101 + len(rows)}", "Arquivista", rng.choice(PLACES), *counts, *(cells_after[t]() for t, _ in text)]
            )
        )
    lines += ["", "1.2.1. As vagas reservadas estão incluídas no total da coluna “Vagas”. CR: cadastro reserva."]
    for row in rows:
        row.cargo, row.slice = f"{row.cargo} {row.slice}", None
    return Case(HEAD + "\n".join(lines) + TAIL, rows, [""] * len(rows))


LAYOUTS = {
    "spanning_reserves": spanning_reserves,
    "tail_before_notes": tail_before_notes,
    "coded_heading_tail": coded_heading_tail,
    "exam_tables": exam_tables,
    "requisito_quantities": requisito_quantities,
}
