"""Editais whose vacancies are a list of leader lines: "Química Orgânica ............ 03 / 01".

`leader_list(table, rng)` writes the rows of a drawn table (layout_render.random_table) as lines of a name, a
leader (dots, ". . .", an ellipsis, underscores) and the row's counts, parted by "/", "|", ";" or spaces,
zero as "0", "00" or a dash; the counts' roles (total and negros, or every part with or without the total, in
any order) are said by a legend in one of its wordings: brackets in the sentence that introduces the list or
the labels ending it ("…, no formato total de vagas / negros:"), "os números indicam, respectivamente, …", a
"Legenda:" line or a note ("* total / negros") below it, or a leader line of labels heading it ("Área
........ Vagas / Negros"). Around the list stand the hard negatives of such editais: a score table in
leader lines under "Título ....... Pontos", a table of contents with leaders and pages, a process number, a
CEP and a phone. `blind` leaves the legend out: nothing then says what the counts are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from layout_render import Row, Table

LEADERS = (
    lambda rng: "." * rng.randint(3, 40),
    lambda rng: " ".join("." * rng.randint(4, 20)),
    lambda rng: "…" * rng.randint(1, 12),
    lambda rng: "_" * rng.randint(3, 30),
)
SEPARATORS = (" / ", "/", " | ", "; ", " ")
ROLE_SETS = (
    ("total", "negros"),
    ("total", "negros"),
    ("total", "open", "pcd", "negros"),
    ("open", "pcd", "negros", "total"),
    ("open", "pcd", "negros"),
    ("total", "pcd", "negros"),
)
LABELS = {
    "total": ("total de vagas", "vagas", "número de vagas", "Total", "quantidade de vagas"),
    "open": ("ampla concorrência", "AC", "vagas de ampla concorrência"),
    "pcd": ("reservadas a pessoas com deficiência", "PcD", "vagas para pessoas com deficiência"),
    "negros": ("reservadas a candidatos negros", "Negros", "vagas reservadas a negros", "cotas raciais"),
}
LEGEND_FORMS = ("brackets", "respectively", "below", "footnote", "heading", "in_sentence")
NAME_LABELS = ("Área", "Cargo", "Área de conhecimento", "Disciplina")
HEAD = (
    "UNIVERSIDADE ESTADUAL DE EXEMPLO\nEDITAL Nº 7/2026, DE 2 DE MARÇO DE 2026\nProcesso SEI nº 202600020001790\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1. O concurso destina-se ao provimento de cargos de Docente.\n"
)
CONTENTS = "SUMÁRIO\n1. DAS DISPOSIÇÕES PRELIMINARES .......... 1\n2. DAS ÁREAS E DAS VAGAS .......... 2\n3. DAS PROVAS .......... 4\n"
SCORES = (
    "3. DAS PROVAS\n3.1. Tabela de pontuação da prova de títulos:\nTítulo {lead} Pontos\nDoutorado na área {lead} 40\n"
    "Mestrado na área {lead} 25\nDocência no ensino superior (por ano) {lead} 03\n3.2. A pontuação máxima é de 100 pontos.\n"
)
TAIL = (
    "4. DAS INSCRIÇÕES\n4.1. Informações: (62) 3328-1400; CEP 75.132-903, Anápolis/GO.\nAnápolis, 2 de março de 2026.\n"
)


@dataclass
class Case:
    text: str
    roles: tuple[str, ...]
    rows: list[Row]


def _count(value: int, rng: random.Random) -> str:
    if value == 0:
        return rng.choice(("0", "00", "–", "-"))
    return f"{value:02d}" if rng.random() < 0.5 else str(value)


def _joined(labels: list[str], sep: str, form: str) -> str:
    if form == "respectively" or sep == " ":
        return ", ".join(labels[:-1]) + " e " + labels[-1]
    return sep.join(labels)


def _legend(roles: tuple[str, ...], sep: str, form: str, rng: random.Random) -> tuple[str, str, str]:
    """(lead-in, heading line, line below) of the list, one of them saying what its counts are."""
    labels = [rng.choice(LABELS[r]) for r in roles]
    lead = "2.1. As vagas estão distribuídas por área de conhecimento, conforme segue"
    if form == "brackets":
        return f"{lead} ({_joined(labels, sep, form)}):", "", ""
    if form == "respectively":
        article = "o " if labels[0].startswith(("total", "número", "quantidade")) else ""
        said = _joined([article + labels[0], *labels[1:]], sep, form)
        return f"{lead}; os números indicam, respectivamente, {said}:", "", ""
    if form == "below":
        return f"{lead}:", "", f"Legenda: {_joined(labels, sep, form)}."
    if form == "in_sentence" and sep.strip():
        return f"{lead}, no formato {_joined(labels, sep, form)}:", "", ""
    if form == "footnote" or form == "in_sentence":
        return f"{lead}:", "", f"* {_joined(labels, sep, form)}"
    heading_sep = sep if sep != " " else " / "
    short = [rng.choice((LABELS[r][1], LABELS[r][3] if len(LABELS[r]) > 3 else LABELS[r][0])) for r in roles]
    return f"{lead}:", f"{rng.choice(NAME_LABELS)} {{lead}} {heading_sep.join(short)}", ""


def leader_list(table: Table, rng: random.Random, blind: bool = False) -> Case:
    roles = rng.choice(ROLE_SETS)
    sep = rng.choice(SEPARATORS)
    form = rng.choice(LEGEND_FORMS)
    leader = rng.choice(LEADERS)
    lead_in, heading, below = _legend(roles, sep, form, rng)
    if blind:
        lead_in, heading, below = "2.1. As vagas estão distribuídas por área de conhecimento, conforme segue:", "", ""
    lines = [lead_in] + ([heading.format(lead=leader(rng))] if heading else [])
    for row in table.rows:
        values = {"total": row.total, "open": row.open, "pcd": row.pcd, "negros": row.negros}
        counts = sep.join(_count(values[r], rng) for r in roles)
        lines.append(f"{row.name} {leader(rng)} {counts}")
        if rng.random() < 0.1:
            lines.append("")
    lines += [below] if below else []
    lines.append("2.2. Não há reserva imediata para pessoas com deficiência nas áreas com menos de 5 vagas.")
    contents = CONTENTS if rng.random() < 0.5 else ""
    scores = SCORES.format(lead=leader(rng))
    text = HEAD.replace("1. DAS", contents + "1. DAS", 1) + "2. DAS ÁREAS E DAS VAGAS\n" + "\n".join(lines) + "\n"
    return Case(text + scores + TAIL, roles, table.rows)
