"""A quadro of cargos listed by group, a heading line with no figure over each group's rows, drawn at random
with its right reading: the class of `tables/group_headings.py`.

A prefeitura lists its cargos by secretaria, an institute by campus, a court by comarca or polo: "Código
Cargo AC PcD Negros Total CR" / "SECRETARIA MUNICIPAL DE SAÚDE" / "03 Médico 10 1 2 13 -". The headings in
capitals or not, "LOTAÇÃO: …", "Campus …", "POLO 2 – …", a level ("NÍVEL SUPERIOR") at times; codes before
the names or none; names wrapped over two lines at times (the first line ending in a word that cannot end a
name, or at any word); a cadastro mark ("CR", "-") after the counts at times; a page break with the header
again between two rows at times; a subtotal row under each group at times, a TOTAL row at times.

The right reading: each row once, its vacancies and negros; its name the cargo (a heading may name the
lotação after a dash, never come before the name); a confirmed name never holds a heading's text before the
cargo's nor a code inside it. `proven` (a row's): codes before the names (a row runs from its code to its
counts), or, with none, no heading right above it but a level's or a "LOTAÇÃO: …" (else a heading and a
name's first line read alike).
"""

from __future__ import annotations

import random
import re

from layout_places import HEAD, TAIL, Case, Entry

NAMES = [
    "Agente Administrativo",
    "Motorista",
    "Médico",
    "Enfermeiro",
    "Auxiliar de Serviços Gerais",
    "Técnico em Enfermagem",
    "Assistente Social",
    "Psicólogo",
    "Engenheiro Civil",
    "Fiscal de Tributos",
    "Professor de Educação Física",
    "Operador de Máquinas Pesadas",
    "Agente Comunitário de Saúde",
    "Nutricionista",
    "Vigia",
    "Analista de Tecnologia da Informação",
]
#: Heading styles: each a function of the group's number giving (heading text, proven shape).
GROUPS = {
    "secretaria": ["ADMINISTRAÇÃO", "SAÚDE", "EDUCAÇÃO", "OBRAS", "FAZENDA", "ASSISTÊNCIA SOCIAL"],
    "campus": ["Norte", "Sul", "Centro", "Rio Claro", "Vale do Sol", "Serra"],
    "polo": ["REGIÃO NORTE", "REGIÃO SUL", "LITORAL", "SERTÃO", "AGRESTE", "CAPITAL"],
    "lotacao": ["SEDE ADMINISTRATIVA", "HOSPITAL REGIONAL", "ZONA RURAL", "DISTRITO INDUSTRIAL", "CENTRO", "VILA NOVA"],
    "level": ["NÍVEL SUPERIOR", "NÍVEL MÉDIO", "NÍVEL FUNDAMENTAL", "NÍVEL TÉCNICO", "NÍVEL ELEMENTAR", "NÍVEL ALFA"],
}


def _heading(style: str, k: int, rng: random.Random) -> str:
    word = GROUPS[style][k]
    if style == "secretaria":
        return rng.choice([f"SECRETARIA MUNICIPAL DE {word}", f"Secretaria Municipal de {word.title()}"])
    if style == "campus":
        return f"Campus {word}"
    if style == "polo":
        return rng.choice([f"POLO {k + 1} – {word}", f"Polo {k + 1} – {word.title()}"])
    if style == "lotacao":
        return f"LOTAÇÃO: {word}"
    return word


RUNNING_HEAD = "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE – CONCURSO PÚBLICO – EDITAL Nº 02/2025"
_JOINING = re.compile(r"\s(?:de|da|do|em|e)$")


def _wrapped(name: str, rng: random.Random) -> tuple[list[str], bool]:
    """The name over one line or two, and whether the break shows (after a word that cannot end a name)."""
    words = name.split()
    if len(words) < 3 or rng.random() < 0.6:
        return [name], True
    joins = [n for n in range(1, len(words)) if _JOINING.search(" " + words[n - 1])]
    if joins and rng.random() < 0.8:
        cut = rng.choice(joins)
        return [" ".join(words[:cut]), " ".join(words[cut:])], True
    cut = rng.randrange(1, len(words))
    return [" ".join(words[:cut]), " ".join(words[cut:])], cut in joins


def group_heading_lines(rng: random.Random) -> Case:
    style = rng.choice(sorted(GROUPS))
    coded = rng.random() < 0.8
    cr = rng.choice(["", "cr", "dash"])
    header = ("Código " if coded else "") + "Cargo AC PcD Negros Total" + (" CR" if cr else "")
    groups = rng.randint(2, 4)
    names = rng.sample(NAMES, groups * 3)
    subtotals, total = rng.random() < 0.3, rng.random() < 0.4
    page_break, broken = rng.choice([0.0, 0.0, 0.3]), False
    lines, entries, code, sums, lotacao = [header], [], 0, [0, 0, 0, 0], {}
    for k in range(groups):
        heading = _heading(style, k, rng)
        lines.append(heading)
        group = [0, 0, 0, 0]
        for name in names[k * 3 : k * 3 + rng.randint(1, 3)]:
            code += 1
            ac, pcd, negros = rng.randint(0, 12), rng.randint(0, 2), rng.randint(0, 4)
            ac += ac + pcd + negros == 0
            tot = ac + pcd + negros
            parts, shows = _wrapped(name, rng)
            cells = f"{ac} {pcd} {negros} {tot}" + {"": "", "cr": " CR", "dash": " -"}[cr]
            first = f"{code:02d} " if coded else ""
            if group != [0, 0, 0, 0] and not broken and rng.random() < page_break:
                broken = True  # a page break between two rows, its header again
                lines += ["", RUNNING_HEAD, "Página 1 de 2", "", header]
            if len(parts) == 1:
                lines.append(f"{first}{parts[0]} {cells}")
            else:
                lines += [f"{first}{parts[0]}", f"{parts[1]} {cells}"]
            under = lines[-1 - len(parts)] == heading  # the row right under its group's heading
            entries.append(Entry(name, tot, negros, coded or style in ("level", "lotacao") or not under))
            lotacao[name] = heading.removeprefix("LOTAÇÃO: ")
            group = [a + b for a, b in zip(group, (ac, pcd, negros, tot))]
        if subtotals:
            lines.append("Subtotal " + " ".join(map(str, group)))
        sums = [a + b for a, b in zip(sums, group)]
    if total:
        lines.append("TOTAL " + " ".join(map(str, sums)))
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n" + "\n".join(lines) + TAIL
    case = Case(text, entries)
    case.lotacao = lotacao  # each cargo's heading (its lotação: "LOTAÇÃO: " left out)
    return case


def headings_of(text: str) -> list[str]:
    """The heading lines of a text this generator wrote."""
    return [
        line
        for line in text.split("\n")
        if not re.search(r"\d+ \d+ \d+ \d+", line)
        and any(line.upper().startswith(w) for w in ("SECRETARIA", "CAMPUS", "POLO", "LOTAÇÃO", "NÍVEL"))
    ]
