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

`macropolo_places` draws their look-alike that is no heading (Caixa 2025's quadros): a cargo's places, a
macropolo's cell wrapped a word a line over its first polo ("Centro" / "Oeste" / "DF 1 1 2 0 0 4 …"), under
the cargo's title and "MACROPOLO POLO" or after the cargo's name ending in a dash in one cargo column; each
place must be read whole.
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


#: Quadrix's header as pypdf prints it (a "Vagas" label spanning the roles, a cadastro's column of figures):
#: a label a line or so, or one line with the lower row's first label glued to the cadastro's; or a header
#: with no cadastro's column, a label a line.
SPANNING = [
    [
        "Código Emprego/Área",
        "Vagas",
        "Cadastro",
        "de",
        "reserva",
        "Ampla",
        "concorrência",
        "Pessoas",
        "com",
        "deficiência",
        "Candidatos",
        "negros Total",
    ],
    [
        "Código Emprego/Área Vagas Cadastro de",
        "reserva",
        "Ampla concorrência Pessoas com deficiência",
        "Candidatos negros Total",
    ],
    ["Código Emprego Vagas Cadastro reservaAC PcD Negros Total"],
    ["Código Cargo Vagas Cadastro de reservaAC PcD Negros Total"],
    # no cadastro's column: a label a line, or the labels wrapped (the pass's stacked header)
    ["Código", "Cargo", "AC", "PcD", "Negros", "Total"],
    ["Código Cargo", "Ampla", "concorrência", "PcD", "Negros Total"],
]


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


def under_header_lines(rng: random.Random) -> Case:
    """Quadrix's quadro (sets 9 and 10's t08): its header of many lines or one (`SPANNING`), a heading right
    under it over the first coded row ("negros Total" / "NÍVEL SUPERIOR" / "101 Analista … 10 1 3 14 30"),
    each row's code by its group (101, 102 … 201 …), the cadastro's figure after the total (under a header with
    its column), a name wrapped over two lines at times (its counts on the last). Every row proven: it runs
    from its code to its counts and they add up. With no cadastro's column (the pass reads the header, nothing
    re-laid) a name wraps only where the break shows (after a joining word): one cut at any word ("302 Fiscal"
    / "de Tributos 5 2 1 8") leaves such a table in doubt (`name_wrap`: it may go on the row above's), a
    doubt of its own, not this class's."""
    style = rng.choice(sorted(GROUPS))
    header = rng.choice(SPANNING)
    cadastro = "Cadastro" in " ".join(header)
    groups = rng.randint(2, 3)
    names = rng.sample(NAMES, groups * 3)
    lines, entries, lotacao = list(header), [], {}
    for k in range(groups):
        heading = _heading(style, k, rng)
        lines.append(heading)
        for j, name in enumerate(names[k * 3 : k * 3 + rng.randint(1, 3)]):
            ac, pcd, negros = rng.randint(0, 12), rng.randint(0, 2), rng.randint(0, 4)
            ac += ac + pcd + negros == 0
            tot = ac + pcd + negros
            parts, shows = _wrapped(name, rng)
            parts = parts if cadastro or shows else [name]  # see the docstring: such a table is `name_wrap`'s
            cells = f"{ac} {pcd} {negros} {tot}" + (f" {rng.choice([tot, 2 * tot, 3 * tot + 5])}" if cadastro else "")
            code = f"{100 * (k + 1) + j + 1} "
            if len(parts) == 1:
                lines.append(f"{code}{parts[0]} {cells}")
            else:
                lines += [f"{code}{parts[0]}", f"{parts[1]} {cells}"]
            entries.append(Entry(name, tot, negros, True))
            lotacao[name] = heading.removeprefix("LOTAÇÃO: ")
    text = (
        HEAD
        + "2. DOS EMPREGOS\n2.1 DO QUADRO DE VAGAS\n"
        + "\n".join(lines)
        + ("\nCR = cadastro de reserva.\n" if cadastro else "")
        + TAIL
    )
    case = Case(text, entries)
    case.lotacao = lotacao
    return case


def headings_of(text: str) -> list[str]:
    """The heading lines of a text this generator wrote."""
    return [
        line
        for line in text.split("\n")
        if not re.search(r"\d+ \d+ \d+ \d+", line)
        and any(line.upper().startswith(w) for w in ("SECRETARIA", "CAMPUS", "POLO", "LOTAÇÃO", "NÍVEL"))
    ]


# --- a cargo's places by macropolo (Caixa 2025, Cesgranrio) ----------------------------------------------

#: Cargo titles in capitals over each quadro.
TITLES = [
    "MÉDICO DO TRABALHO",
    "ENGENHEIRO CIVIL",
    "ARQUITETO",
    "ENGENHEIRO DE SEGURANÇA DO TRABALHO",
    "ENGENHEIRO ELETRICISTA",
    "ANALISTA DE TECNOLOGIA DA INFORMAÇÃO",
    "TÉCNICO BANCÁRIO",
]
#: Macropolos and the polos (states) under them; some of several words, one of them a group's word.
MACROPOLOS = {
    "Centro-Oeste": ["DF", "GO", "MS", "MT"],
    "Nordeste": ["AL", "BA", "CE", "MA", "PE", "PI"],
    "Norte": ["AM", "PA", "RO", "AC"],
    "Sudeste": ["ES", "MG", "RJ", "SP"],
    "Sul": ["PR", "SC", "RS"],
    "Centro Sul": ["PR", "SP"],
    "Zona da Mata": ["MG", "PE"],
    "Alto Sertão": ["BA", "PB"],
}


def _macropolo_lines(name: str, rng: random.Random) -> list[str]:
    """A macropolo's cell as printed: whole, "Centro" / "Oeste" or "Centro-" / "Oeste" at its hyphen, a word a
    line ("Zona" / "da" / "Mata"), or a joining word kept with the word before ("Zona da" / "Mata")."""
    if "-" in name:
        head, tail = name.split("-")
        return rng.choice([[name], [head, tail], [head + "-", tail]])
    words = name.split()
    style = rng.choice(["whole", "words", "kept"]) if len(words) > 1 else "whole"
    if style == "whole":
        return [name]
    lines = [words[0]]
    for word in words[1:]:
        if style == "kept" and (word.islower() or lines[-1].split()[-1].islower()):
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _cells(rng: random.Random, roles: int, cadastro: bool) -> tuple[list[int], str]:
    """A polo's counts (AC, PCD, PN[, PI, PQ], TOTAL, twice with the cadastro) and their text."""
    parts = [rng.randint(0, 3)] + [rng.choice([0, 0, 1]) for _ in range(roles - 1)]
    parts[0] += sum(parts) == 0
    cells = [*parts, sum(parts)]
    if cadastro:
        cells += [3 * x for x in cells]
    gaps = [rng.choice([" ", " ", "  ", "   "]) for _ in cells]
    return cells, "".join(g + str(c) for g, c in zip(gaps, cells)).lstrip()


def macropolo_places(rng: random.Random) -> Case:
    """Caixa's quadros: a cargo's title in capitals, "MACROPOLO POLO", the counts' header (the immediate
    vacancies and the cadastro's, or the immediate only), then a row a polo (a state), each macropolo's cell
    printed over its first polo, wrapped a word a line at times ("Centro" / "Oeste" / "DF 1 1 2 0 0 4 …"),
    its last line on the polo's at times, the cells spaced unevenly, a TOTAL row. Or one quadro of every
    cargo under "Cargo" and the counts' labels, each row's name the cargo's in capitals ending in a dash on a
    line of its own, then the place: "MÉDICO DO TRABALHO –" / "Centro" / "Oeste" / "DF 1 1 2 4".

    The right reading: each polo a position named by the cargo and its place, its vacancies the immediate
    total, its negros the PN cell; the first polo of each macropolo holds the macropolo's words whole
    ("MÉDICO DO TRABALHO – Centro Oeste DF"), never cut ("– Oeste DF"), confirmed or not. `proven` (a table's
    rows, which must then come out confirmed): every macropolo wrapped is the table's first, right under the
    header, where its lines can be no row's end; wrapped between two rows, its first line may end the row above's
    name (`name_wrap`), and the table may be left in doubt."""
    roles, cadastro = rng.choice([3, 5, 5]), rng.random() < 0.7
    labels = " ".join(["AC", "PCD", "PN", "PI", "PQ"][:roles] + ["TOTAL"])
    header = ["VAGAS IMEDIATAS CADASTRO DE RESERVA", f"{labels} {labels}"] if cadastro else [labels]
    column = rng.random() < 0.35
    lines, entries, table = (["Cargo " + header[-1]] if column and not cadastro else []), [], []
    if column and cadastro:
        lines += [f"Cargo {header[0]}", header[1]]
    for title in rng.sample(TITLES, rng.randint(1, 3)):
        if not column:
            lines, table = lines + [title, "MACROPOLO POLO", *header], []
        sums = _polo_rows(rng, title if column else "", roles, cadastro, lines, table)
        if not column:
            entries += _proven_together(table)
            lines += ["TOTAL " + " ".join(map(str, sums)) + " ", " "]
    entries += _proven_together(table) if column else []
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n2.1 Os empregos e as vagas são os seguintes.\n"
    return Case(text + "\n".join(lines) + TAIL, entries)


def _polo_rows(rng: random.Random, title: str, roles: int, cadastro: bool, lines: list, table: list) -> list:
    """A cargo's rows, a polo each, appended to `lines` (each after a line of `title` and a dash, if given) and
    their entries to `table`; the sums of their cells."""
    cargo = title or lines[-3 - cadastro]
    chosen = rng.sample(sorted(MACROPOLOS), rng.randint(2, 4))
    sums = [0] * (roles + 1) * (1 + cadastro)
    for n, macro in enumerate(m for m in MACROPOLOS if m in chosen):  # in the quadro's order
        cell = _macropolo_lines(macro, rng)
        proven = (n == 0 and not table) or len(cell) == 1
        if rng.random() < 0.2:  # the cell's last line on the first polo's
            cell[-1] += " "
        for k, polo in enumerate(MACROPOLOS[macro][: rng.randint(1, len(MACROPOLOS[macro]))]):
            cells, text = _cells(rng, roles, cadastro)
            sums = [a + b for a, b in zip(sums, cells)]
            lines += [f"{title} –"] if title else []
            if k == 0 and cell[-1].endswith(" "):
                lines += [f"{x} " for x in cell[:-1]] + [f"{cell[-1]}{polo} {text} "]
            else:
                lines += [f"{x} " for x in cell if k == 0] + [f"{polo} {text} "]
            place = " ".join([*macro.replace("-", " ").split(), polo]) if k == 0 else polo
            table.append(Entry(f"{cargo} – {place}", cells[roles], cells[2], proven))
    return sums


def _proven_together(table: list[Entry]) -> list[Entry]:
    """A table's entries, proven only all together (a doubt leaves the whole table uncertain)."""
    for entry in table:
        entry.proven = all(e.proven for e in table)
    return table
