"""Editais whose cargo's reserve or total is stated somewhere other than its row, drawn at random with their
right readings.

- `sum_groups`: an enlargement's quadro (Cebraspe's "ampliação"): three groups of the same roles
  ("Vagas previstas no Edital nº 1 | Vagas acrescidas por este edital | Total de vagas após a
  ampliação", each "AC PcD Negros Total" or "AC Negros Total"), laid out by spaces, names wrapped over
  two or three lines at times, dashes or "CR" in the first groups, a Total row at times; or by shift
  ("Manhã | Tarde | Total"). The cargo's figures are the last group's; a row whose last group is not the
  sum of the others (`fault`) leaves the table unread as one group and nothing confirmed. At times a
  section "DO NÚMERO MÁXIMO DE CANDIDATOS APROVADOS" follows, its table of the same cargos under a lead-in
  that names no such thing ("o quantitativo do subitem 10.4 passa a ser:"): not vacancies.
- `reserve_table`: a quadro of vacancies with no reserve column ("Código Cargo Vagas imediatas Cadastro
  de reserva" or "Cargo Vagas CR Salário"), the rule in a sentence, then each cargo's reserve in a small
  table later ("CARGO | VAGAS RESERVADAS" under a section or lead-in naming negros, "Cargo | Reserva
  negros", "EMPREGO | VAGAS | PcD | NEGROS" in an annex), listing only the cargos that have some, with
  "Para os demais cargos não há reserva" at times; the small table may list a cargo the quadro names
  otherwise (`renamed`): then nothing is confirmed. At times the quadro is a plain extraction, each
  name and its lotação ("Sede – Vila" / "Serena") wrapped above the counts' line, a long name's first
  line lost by the pass: the small table's name, found in the lines above the row, gives it back.
- `modalidade_tables`: one table a modalidade (AC, then PcD and negros listing only some cargos), each
  row a code (or none), a name (a lotação after it, the same name twice told apart by it), one count and
  a cadastro's count at times; no total printed.

- `nomination_seats`: a quadro of one count column, the reserve for negros stated only as seats in the
  order of nomination ("a) Assistente em Administração: a 3ª, a 8ª e a 13ª vagas;"), the cargos without
  any joined in one item ("Pedagogo e Psicólogo: não haverá reserva imediata") or left out, a listed name
  shorter than the quadro's ("Técnico – Química" for "Técnico – Área: Química"); the seats of vacancies
  that may open later and the PcD's seats as traps.

Each returns a `Case` (tests/layout_places.py): the text and per cargo its name, vacancies and reserve
for negros, and whether the text proves the reading.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry


class Faulty(Case):
    """An edital of the class that does not prove its reading: nothing of it may be confirmed."""


NAMES = [
    "Analista de Regulação – Energia Elétrica",
    "Analista Ambiental – Saneamento Básico",
    "Técnico de Regulação",
    "Agente de Fiscalização de Trânsito",
    "Assistente de Trânsito",
    "Examinador de Trânsito",
    "Médico Perito",
    "Contador",
    "Advogado",
    "Engenheiro Civil",
    "Operador de Estação de Tratamento",
    "Técnico em Química",
]
LOTACOES = ["Natal", "Mossoró", "Polo Leste", "Polo Oeste – Caicó", "Sede"]
PAY = ["3.204,72", "7.612,40", "9.864,12", "4.118,90"]


def _cell(value: int, zero: str) -> str:
    return zero if value == 0 else str(value)


def _wrap(name: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in name.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def _parts(total: int, roles: list[str], rng: random.Random) -> dict[str, int]:
    negros = round(total * 0.2) if total >= 3 else 0
    pcd = (1 if total >= 5 and rng.random() < 0.7 else 0) if "pcd" in roles else 0
    return {"open": total - negros - pcd, "pcd": pcd, "negros": negros}


def sum_groups(rng: random.Random, wrap: bool = True) -> Case:
    """`wrap`: names wrapped over lines at times (read right, but the pass may leave them in doubt)."""
    roles = ["open", "pcd", "negros"] if rng.random() < 0.7 else ["open", "negros"]
    label = {"open": "AC", "pcd": "PcD", "negros": rng.choice(["Negros", "PN"])}
    tops = rng.choice(
        [
            ["Vagas previstas no Edital nº 1", "Vagas acrescidas por este edital", "Total de vagas após a ampliação"],
            ["Edital de abertura", "Acréscimo", "Total"],
            ["Manhã", "Tarde", "Total"],
        ]
    )
    fault = rng.random() < 0.15
    names = rng.sample(NAMES, rng.randint(2, 6))
    left, cell = rng.choice([(28, 7), (34, 8), (48, 8)])
    width = cell * (len(roles) + 1)
    group_labels = [*(label[r] for r in roles), "Total"]
    head = [
        " " * left + "".join(t[: width - 2].center(width) for t in tops),
        "Cargo".ljust(left) + "".join(lab.rjust(cell - 1).ljust(cell) for lab in group_labels) * 3,
    ]
    rows, entries, sums = [], [], [0] * (3 * (len(roles) + 1))
    zero = rng.choice(["0", "–", "-"])
    for j, name in enumerate(names):
        after = rng.randint(1, 30)
        final = _parts(after, roles, rng)
        added_total = rng.randint(0, after)
        added = {r: min(final[r], rng.randint(0, added_total)) for r in roles}
        before = {r: final[r] - added[r] for r in roles}
        if fault and j == 0:
            before["open"] += 1  # the last group no longer their sum
        groups = [before, added, final]
        cells = [c for g in groups for c in ([g[r] for r in roles] + [sum(g[r] for r in roles)])]
        shown = [_cell(c, zero) for c in cells]
        if sum(before.values()) == 0 and rng.random() < 0.5:
            shown[: len(roles) + 1] = ["CR"] * (len(roles) + 1)  # a cargo of cadastro only before
        sums = [a + b for a, b in zip(sums, cells, strict=True)]
        # (the last row's name is not wrapped: a piece between it and the Total row is the pass's doubt)
        pieces = _wrap(name, left - 2) if wrap and rng.random() < 0.6 and j < len(names) - 1 else [name]
        rows.append(pieces[0].ljust(left) + "".join(c.rjust(cell - 1).ljust(cell) for c in shown).rstrip())
        rows += [p for p in pieces[1:]]
        # a wrapped name's last piece may be left out by the pass (uncertain): the entry is its first line's
        entries.append(Entry(pieces[0], sum(final.values()), final["negros"]))
    if rng.random() < 0.5:
        rows.append("Total".ljust(left) + "".join(str(c).rjust(cell - 1).ljust(cell) for c in sums).rstrip())
    rule = "-" * (left + 3 * width)
    body = [rule, *head, rule, *rows, rule] if rng.random() < 0.5 else [*head, *rows]
    approved = ""
    if rng.random() < 0.4:  # a section of the candidates kept, its title alone saying so, the same cargos
        approved = (
            "\n3 DO NÚMERO MÁXIMO DE CANDIDATOS APROVADOS\n3.1 Em razão da ampliação, o quantitativo do subitem "
            "10.4 do Edital nº 1 passa a ser:\n\n"
            + "Cargo".ljust(left)
            + "".join(lab.rjust(cell - 1).ljust(cell) for lab in group_labels)
            + "\n"
            + "\n".join(
                e.name.ljust(left)
                + "".join(str(5 * e.vacancies + k).rjust(cell - 1).ljust(cell) for k in range(len(roles)))
                + str(sum(5 * e.vacancies + k for k in range(len(roles)))).rjust(cell - 1)
                for e in entries
            )
            + "\n"
        )
    text = (
        f"{HEAD}\n2. DA AMPLIAÇÃO DAS VAGAS\n2.1 O quadro de vagas passa a ser o seguinte:\n\n"
        + "\n".join(body)
        + f"\n\n2.2 AC = ampla concorrência; PcD = pessoas com deficiência.\n{approved}{TAIL}"
    )
    if fault:
        entries = [Entry(e.name, e.vacancies, e.negros, proven=False) for e in entries]
    return Faulty(text, entries) if fault else Case(text, entries)


def reserve_table(rng: random.Random) -> Case:
    names = rng.sample(NAMES, rng.randint(3, 7))
    totals = {n: rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 18, 30]) for n in names}
    if all(v < 3 for v in totals.values()):
        totals[names[0]] = 7
    reserve = {n: round(v * 0.2) if v >= 3 else 0 for n, v in totals.items()}
    coded = rng.random() < 0.5
    renamed = rng.random() < 0.15
    left = 46
    header = (
        ("CÓDIGO  " if coded else "")
        + "CARGO".ljust(left)
        + rng.choice(["VAGAS IMEDIATAS   CADASTRO DE RESERVA   REMUNERAÇÃO (R$)", "VAGAS   CR   SALÁRIO (R$)"])
    )
    rows, cadastro = [], {n: rng.randint(2, 40) for n in names}
    plain = rng.random() < 0.25  # a plain extraction: name and lotação cells wrapped a line above the counts
    if plain:
        header = "EMPREGO LOTAÇÃO VAGAS CR SALÁRIO (R$)"
    for k, name in enumerate(names):
        code = f"NS-{k + 1:02d}  " if coded else ""
        count = "–" if totals[name] == 0 else str(totals[name])
        if plain:
            pieces = _wrap(name, 24)
            rows += pieces[:-1] + [f"{pieces[-1]} Sede – Vila", f"Serena {count} {cadastro[name]} {rng.choice(PAY)}"]
            continue
        rows.append(f"{code}{name.ljust(left)}{count.rjust(6)}{str(cadastro[name]).rjust(14)}   {rng.choice(PAY)}")
    # the quadro proves its rows by its Total row (the immediate and the cadastro's sums)
    total_row = rng.random() < 0.6 and not plain
    if total_row:
        sums = f"{sum(totals.values()):>6}{sum(cadastro.values()):>14}"
        rows.append(("        " if coded else "") + "TOTAL".ljust(left) + sums)
    listed = [n for n in names if reserve[n]]
    form = rng.choice(["reservadas", "reserva negros", "annex"])
    if form == "reservadas":
        small_header = "CARGO".ljust(left) + "VAGAS RESERVADAS"
        lead = (
            "5. DAS VAGAS RESERVADAS AOS CANDIDATOS NEGROS\n5.1 Do total de vagas de cada cargo, 20% serão "
            "reservadas a candidatos negros.\n5.1.1 O quantitativo de vagas reservadas é o seguinte:\n"
        )
    elif form == "reserva negros":
        small_header = "Cargo".ljust(left) + "Reserva negros"
        lead = "5. DA RESERVA\n5.1 A reserva de vagas por cargo é a seguinte:\n"
    else:
        small_header = "EMPREGO".ljust(left) + "VAGAS  PcD  NEGROS"
        lead = "5. DAS VAGAS RESERVADAS\n5.1 O quantitativo de vagas reservadas por emprego consta do Anexo II.\n\n"
        lead += "ANEXO II – DISTRIBUIÇÃO DAS VAGAS RESERVADAS\n"
        listed = [n for n in names if totals[n]]
    small = []
    for k, name in enumerate(listed):
        shown = f"{name} Substituto" if renamed and k == 0 else name
        if form == "annex":
            pcd = 1 if totals[name] >= 5 else 0
            cells = f"{totals[name]:>5}  {_cell(pcd, '–'):>3}  {_cell(reserve[name], '–'):>6}"
        else:
            cells = f"{reserve[name]:>8}"
        small.append(shown.ljust(left) + cells)
    others = rng.random() < 0.6 and form != "annex"
    tail = "\n5.1.2 Para os demais cargos não há reserva imediata, em razão do número de vagas.\n" if others else "\n"
    text = (
        f"{HEAD}\n2. DOS CARGOS\n2.1 Quadro de cargos e vagas:\n\n"
        + "\n".join([header, *rows])
        + "\n\n3. DAS INSCRIÇÕES\n3.1 Período: de 06/05/2024 a 05/06/2024.\n\n"
        + lead
        + "\n"
        + "\n".join([small_header, *small])
        + "\n"
        + tail
        + "5.2 O candidato negro concorrerá concomitantemente às vagas reservadas e às de ampla concorrência.\n"
    )
    entries = []
    for name in names:
        if totals[name]:
            said = name in listed or others
            entries.append(Entry(name, totals[name], reserve[name] if said else None, proven=said and total_row))
    if renamed:
        return Faulty(text, [Entry(e.name, e.vacancies, e.negros, proven=False) for e in entries])
    return Case(text, entries)


def modalidade_tables(rng: random.Random) -> Case:
    count = rng.randint(3, 7)
    names = rng.sample(NAMES, count)
    lotacao = rng.random() < 0.4
    if lotacao and count > 1:
        names[1] = names[0]  # the same cargo in two lotações
    places = [rng.choice(LOTACOES) for _ in names] if lotacao else [""] * count
    if lotacao:
        places[1] = rng.choice([p for p in LOTACOES if p != places[0]])
    coded = rng.random() < 0.7
    cr_column = rng.random() < 0.4
    figures = []
    for _ in names:
        total = rng.randint(1, 25)
        figures.append(_parts(total, ["open", "pcd", "negros"], rng))
    left, place_w = 46, 22 if lotacao else 0

    def row(k: int, value: int, cr_value: int) -> str:
        code = f"{100 + k + 1}    " if coded else ""
        place = places[k].ljust(place_w) if lotacao else ""
        cr = f"{cr_value:>8}" if cr_column else ""
        return f"{code}{names[k].ljust(left)}{place}{value:>6}{cr}"

    def header(label: str) -> str:
        code = "Cód.   " if coded else ""
        place = "Lotação".ljust(place_w) if lotacao else ""
        cr = "  Cadastro Reserva" if cr_column else ""
        return f"{code}{'Emprego'.ljust(left)}{place}{label}{cr}"

    blocks = [
        "QUADRO I – VAGAS DE AMPLA CONCORRÊNCIA\n\n"
        + "\n".join([header("Vagas AC"), *(row(k, f["open"], 3 * f["open"]) for k, f in enumerate(figures))])
    ]
    for title, role, label in (
        ("QUADRO II – VAGAS RESERVADAS ÀS PESSOAS COM DEFICIÊNCIA", "pcd", "Vagas PcD"),
        ("QUADRO III – VAGAS RESERVADAS AOS CANDIDATOS NEGROS", "negros", "Vagas Negros"),
    ):
        listed = [k for k, f in enumerate(figures) if f[role]]
        if not listed:
            continue
        blocks.append(f"{title}\n\n" + "\n".join([header(label), *(row(k, figures[k][role], 1) for k in listed)]))
    text = (
        f"{HEAD}\n2. DOS EMPREGOS E DAS VAGAS\n2.1 As vagas estão nos quadros a seguir, um por modalidade; o total de "
        "vagas de cada emprego é a soma das vagas dos três quadros.\n\n"
        + "\n\n".join(blocks)
        + "\n\n2.2 Os empregos não relacionados nos Quadros II e III não possuem vagas reservadas.\n"
        + TAIL
    )
    entries = [
        Entry(f"{n} {p}".strip() if lotacao else n, sum(f.values()), f["negros"], proven=False)
        for n, p, f in zip(names, places, figures, strict=True)
    ]
    return Case(text, entries)


def _seats(vacancies: int) -> list[int]:
    """The negros' seats in the order of nomination: the 3rd, then every fifth (3ª, 8ª, 13ª …)."""
    return list(range(3, vacancies + 1, 5)) if vacancies >= 3 else []


def nomination_seats(rng: random.Random) -> Case:
    names = rng.sample(NAMES, rng.randint(3, 7))
    totals = {n: rng.randint(1, 16) for n in names}
    area = {n: rng.random() < 0.4 and " – " in n for n in names}  # "X – Área: Y" in the quadro, "X – Y" listed
    shown = {n: n.replace(" – ", " – Área: ") if area[n] else n for n in names}
    total_row = rng.random() < 0.7
    rows = [
        f"{201 + k}     {shown[n].ljust(50)}{rng.choice('CDE')}      {totals[n]:02d}      {rng.choice(PAY)}"
        for k, n in enumerate(names)
    ]
    if total_row:
        rows.append(" " * 56 + f"Total   {sum(totals.values())}")
    ordinal = rng.choice(["ª", "ª", "a"])
    zero = [n for n in names if not _seats(totals[n])]
    group_zero = rng.random() < 0.6
    items, letter = [], iter("abcdefghijklmnop")
    for n in names:
        seats = _seats(totals[n])
        if not seats:
            continue
        said = [f"a {s}{ordinal}" for s in seats]
        text = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " e " + said[-1]
        items.append(f"   {next(letter)}) {n}: {text} vaga{'s' if len(seats) > 1 else ''};")
    if zero and group_zero:
        joined = zero[0] if len(zero) == 1 else ", ".join(zero[:-1]) + " e " + zero[-1]
        items.append(
            f"   {next(letter)}) {joined}: não haverá reserva imediata, em razão do número de vagas"
            "\n      oferecidas ser inferior a 3 (três)."
        )
    lead = rng.choice(
        [
            "3.2 A reserva será efetivada na ordem de nomeação, de modo que as vagas destinadas aos candidatos\n"
            "negros corresponderão às seguintes posições, por cargo:",
            "3.2 Na ordem de nomeação, as vagas reservadas a candidatos negros serão as seguintes:",
        ]
    )
    pcd = (
        "4. DA RESERVA ÀS PESSOAS COM DEFICIÊNCIA\n4.1 A nomeação de candidatos com deficiência observará as "
        "seguintes posições:\n"
        + "\n".join(f"   {chr(97 + k)}) {n}: a 5{ordinal} vaga;" for k, n in enumerate(names[:2]))
    )
    text = (
        f"{HEAD}\n2. DOS CARGOS E DAS VAGAS\n2.1 Serão oferecidas as seguintes vagas:\n\n"
        "Código  Cargo                                             Nível   Vagas   Vencimento (R$)\n"
        + "\n".join(rows)
        + "\n\n2.2 Jornada de trabalho de 40 (quarenta) horas semanais para todos os cargos.\n\n"
        "3. DA RESERVA DE VAGAS AOS CANDIDATOS NEGROS\n3.1 Serão reservadas aos candidatos negros 20% das vagas "
        "de cada cargo.\n"
        + lead
        + "\n"
        + "\n".join(items)
        + f"\n3.3 Para as vagas que surgirem, a reserva observará a 18{ordinal} vaga no cargo de {names[0]}.\n\n"
        + pcd
        + f"\n{TAIL}"
    )
    entries = []
    for n in names:
        said = bool(_seats(totals[n])) or group_zero
        entries.append(Entry(shown[n], totals[n], len(_seats(totals[n])) if said else None, proven=said and total_row))
    return Case(text, entries)
