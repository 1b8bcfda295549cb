"""A federal institute's quadro of vacancies by campus typeset by pdfLaTeX (a `longtable`, or a `table*` over
both columns of a `twocolumn` body), drawn at random with its right reading: the class of t06 of the
thirteenth set, read by `tables/places_stacked.py`.

`campus_columns(rng)` writes the text pypdf gives for such a PDF. The header's labels printed horizontally
stay on one line ("Nível Cargo", "Cargo"); each label printed rotated (`\\rotatebox{90}`) comes on a line of
its own, left to right: a line per campus ("Reitoria", "Serra Azul", "Campus Lagoa Seca": two to seven),
the total ("Total de vagas", "Total", "Vagas"; at times none), then the reserves ("Negros(a)", "PcD(b)", in
either order, the negros' alone, or none: then a total). Each row: the level's letter before the first cargo of its level
("E Técnico em Assuntos Educacionais …", the `Nível` column), or a heading row of its own ("Nível E",
"NÍVEL DE CLASSIFICAÇÃO D") where the table has no such column; the name wrapped in its `p{}` column at a
width drawn per table, the counts then on a line of their own below the name's lines (pdfTeX draws the
`p{}` cell before the others); "–", "-" or "0" for no vacancy,
zero-padded at times. A page break at times between two rows: the page's number ("4/6"), "(continua)" at
times, the running head and the header again (`\\endhead`). A totals row at times, the footnotes at times,
a cronograma after the table; in a `table*` the two columns' prose before it and after its notes.

The right reading: each cargo's vacancies are its campuses' sum and its reserve for negros its negros' cell
(none with no reserve column). Proven: with a total column, its places adding up to it; without one, only
where a totals row holds every column's sum.
"""

from __future__ import annotations

import random
import textwrap

from layout_places import Case, Entry

HEAD = (
    "IFVSL – Edital nº 09/2024 – TAE COPEC\nMINISTÉRIO DA EDUCAÇÃO\n"
    "INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO VALE\nDO SÃO LOURENÇO\n"
    "EDITAL Nº 09, DE 24 DE JUNHO DE 2024\nCONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO\n"
    "O REITOR DO INSTITUTO FEDERAL DE EDU-\nCAÇÃO, CIÊNCIA E TECNOLOGIA DO VALE DO\n"
    "SÃO LOURENÇO, no uso de suas atribuições legais,\ntorna pública a abertura de inscrições para o\n"
    "concurso público destinado ao provimento de cargos\ndo Plano de Carreira dos Cargos Técnico-Adminis-\n"
    "trativos em Educação (PCCTAE).\n1. DAS VAGAS DESTINADAS\nAOS CANDIDATOS NEGROS\n"
    "1.1 Das vagas destinadas a cada cargo, 20% (vinte por\ncento) serão providas na forma da Lei nº 12.990, de 9 de\n"
    "junho de 2014.\n1.2 O quantitativo de vagas por cargo e campus consta\ndo Anexo I.\n"
)
RUNNING_HEAD = "IFVSL – Edital nº 09/2024 – TAE COPEC"
TAIL = (
    "CRONOGRAMA PREVISTO (ANEXO IV)\nEvento Data provável\nPublicação do edital 25/06/2024\n"
    "Inscrições 08/07/2024 a 07/08/2024\nProva objetiva 22/09/2024\nResultado final 22/11/2024\n"
    "ANEXO II – ATRIBUIÇÕES DOS CARGOS\nPSICÓLOGO: estudar, pesquisar e avaliar o desenvolvimento emocional.\n"
)
#: The prose of the two columns a `table*` stands between (the page's text after the float's).
PROSE_BEFORE = "11.2 A nomeação observará a ordem de classifi-\ncação por cargo, e a escolha do campus de lotação\n"
PROSE_AFTER = "será feita pelos aprovados segundo a ordem de\nclassificação.\n12. DAS DISPOSIÇÕES FINAIS\n"
CAMPUSES = [
    "Reitoria",
    "Serra Azul",
    "Lagoa Seca",
    "Porto Alto",
    "Vale Verde",
    "Rio Claro",
    "São Lourenço do Oeste",
    "Barra Mansa",
    "Cruzeiro",
    "Alto Paraíso",
    "Santa Rita",
]
NAMES = {
    "E": [
        "Técnico em Assuntos Educacionais",
        "Psicólogo",
        "Assistente Social",
        "Bibliotecário-Documentalista",
        "Médico – Clínica Geral (20 h)",
        "Pedagogo",
        "Analista de Tecnologia da Informação",
        "Engenheiro – Área Civil",
        "Nutricionista – Habilitação Alimentação Escolar",
    ],
    "D": [
        "Assistente em Administração",
        "Técnico de Laboratório – Área Química",
        "Técnico de Tecnologia da Informação",
        "Tradutor e Intérprete de Linguagem de Sinais",
        "Técnico em Contabilidade",
        "Técnico em Enfermagem",
    ],
    "C": ["Auxiliar em Administração", "Assistente de Alunos", "Auxiliar de Biblioteca"],
}
HEADINGS = ["Nível {}", "NÍVEL DE CLASSIFICAÇÃO {}", "Nível de Classificação {}"]
TOTALS = ["Total de vagas", "Total", "TOTAL", "Vagas", "Total de Vagas"]
RESERVE_LABELS = {
    "negros": ["Negros(a)", "Negros", "Negros¹", "Candidatos negros", "Negros*"],
    "pcd": ["PcD(b)", "PcD", "PcD²", "Deficiência", "PcD**"],
}
FOOTNOTES = (
    "(a) Vagas reservadas a candidatos negros (Lei nº 12.990/2014), calculadas sobre o total de vagas do cargo; a vaga reservada será\n"
    "preenchida no campus escolhido pelo candidato segundo a ordem de classificação. (b) Vagas reservadas a pessoas com deficiência\n"
    "(Decreto nº 9.508/2018). – = não há vaga."
)


def _reserves(total: int) -> dict[str, int]:
    """The law's reserves of a cargo: 20% for negros from 3 vacancies (half up), 5% for PcD from 5 (up)."""
    return {"negros": (total * 20 + 50) // 100 if total >= 3 else 0, "pcd": -(-total * 5 // 100) if total >= 5 else 0}


def _cells(values: list[int], zero: str, rng: random.Random) -> list[str]:
    padded = rng.random() < 0.1
    return [zero if v == 0 else (f"{v:02d}" if padded else str(v)) for v in values]


def _header(lead: str, places: list[str], total: str | None, reserves: list[str]) -> list[str]:
    return [lead, *places, *([total] if total else []), *reserves]


def _row(name: str, level: str, cells: list[str], width: int) -> list[str]:
    """A row's lines: the name wrapped in its column, the level's letter before it, the counts on the
    name's line or, when it wraps, on a line of their own below the name's lines."""
    pieces = textwrap.wrap(name, width, break_on_hyphens=False, break_long_words=False) or [name]
    if level:
        pieces[0] = f"{level} {pieces[0]}"
    if len(pieces) == 1:
        return [" ".join([pieces[0], *cells])]
    return [*pieces, " ".join(cells)]


def campus_columns(rng: random.Random) -> Case:
    """See the module docstring."""
    places = [
        ("Campus " + p if p != "Reitoria" and rng.random() < 0.3 else p)
        for p in rng.sample(CAMPUSES, rng.randint(2, 7))
    ]
    level_column = rng.random() < 0.6
    headings = not level_column and rng.random() < 0.5
    lead = (
        rng.choice(["Nível Cargo", "Classe Cargo", "NÍVEL CARGO"]) if level_column else rng.choice(["Cargo", "CARGO"])
    )
    total = rng.choice(TOTALS) if rng.random() < 0.8 else None
    roles = rng.choice([["negros", "pcd"], ["pcd", "negros"], ["negros"], ["negros", "pcd"], []])
    if not roles and not total:
        total = rng.choice(TOTALS)  # no reserve column: the total names the counts
    reserves = [rng.choice(RESERVE_LABELS[r]) for r in roles]
    header = _header(lead, places, total, reserves)
    zero, width = rng.choice(["–", "-", "0"]), rng.randint(22, 46)
    floating = rng.random() < 0.25  # a `table*` amid the two columns' prose: one page, no break
    lines = [RUNNING_HEAD]
    if floating:
        lines += PROSE_BEFORE.splitlines() if rng.random() < 0.5 else []
    else:
        lines += ["4/6", RUNNING_HEAD, "ANEXO I – QUADRO DE VAGAS POR CARGO E CAMPUS"]
    lines += header
    levels = sorted(rng.sample(sorted(NAMES), rng.randint(1, 3)), reverse=True)
    rows = [(lv, name) for lv in levels for name in rng.sample(NAMES[lv], rng.randint(1, min(4, len(NAMES[lv]))))]
    cut = rng.randint(1, len(rows) - 1) if not floating and len(rows) > 1 and rng.random() < 0.4 else None
    entries, sums, seen = [], [0] * (len(places) + 1 + len(roles)), set()
    for n, (lv, name) in enumerate(rows):
        if n == cut:
            lines += (["(continua)"] if rng.random() < 0.5 else []) + ["5/6", RUNNING_HEAD, *header]
        if headings and lv not in seen:
            lines.append(rng.choice(HEADINGS).format(lv))
        shares = [rng.choice((0, 0, 1, 1, 1, 2, 3)) for _ in places]
        if not any(shares):
            shares[rng.randrange(len(shares))] = 1
        vacancies = sum(shares)
        figures = _reserves(vacancies)
        values = [*shares, vacancies, *(figures[r] for r in roles)]
        sums = [a + b for a, b in zip(sums, values)]
        printed = values if total else values[: len(places)] + values[len(places) + 1 :]
        letter = lv if level_column and lv not in seen else ""
        seen.add(lv)
        lines += _row(name, letter, _cells(printed, zero, rng), width)
        entries.append(Entry(name, vacancies, figures["negros"] if "negros" in roles else None, bool(total)))
    totals_row = rng.random() < 0.6
    if totals_row:
        printed = sums if total else sums[: len(places)] + sums[len(places) + 1 :]
        lines.append(" ".join([rng.choice(["Total", "TOTAL", "Total geral"]), *map(str, printed)]))
        for entry in entries:
            entry.proven = True
    if floating or rng.random() < 0.6:  # a `table*` holds its notes: the columns' prose comes after them
        lines += FOOTNOTES.splitlines()
    if floating:
        lines += PROSE_AFTER.splitlines()
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
