"""A spreadsheet's quadro pdfminer.six gave a column at a time, group rows (campus, secretaria) among its codes,
drawn at random with its right reading: the class of `tables/group_blocks.py`.

`group_blocks(rng)` writes the text `pdfminer.high_level.extract_text` gives for a Calc or Typst sheet: a text box
a cell (a blank line after each) or a box of several cells (a blank line after the box); the header's labels
a label a box ("Código", "Área de conhecimento", "Requisitos (titulação mínima)", "Regime de" / "trabalho",
"AC", "PPP", "PI", "PQ", "PcD", "Total", "Vagas"), at times the first group row among them; then, group by
group, the group row ("CAMPUS PALMAS", "SECRETARIA MUNICIPAL DE SAÚDE"), its codes ("PAL-01", "01") with their
names (the codes then the names, or a code and its name by turns, a requisito after each name at times, a name
wrapped after a word that cannot end it), the requisitos of earlier groups in a box between groups, a
"Subtotal" row after each group at times, "TOTAL" at the end at times; then every text column's cells ("DE",
"40h", "R$ 2.655,12"); then each count column's cells top to bottom (subtotals and the total included, dashes
for a CR-only row); then at times a CR column ("CR" and a count a row) or a "Sim" column, and a legend. A
quadro cut over two pages at times (the header again after the page's footer and a form feed; the total
row on the last page summing both).

The right reading: each row with vacancies once, its total and its negros (pretos e pardos, indígenas and
quilombolas together), named by its name (the group after it), never confirmed (order alone pairs the names
with the codes). Not readable (`broken`, a note and nothing read): a block one cell short, a row whose parts
do not make its total, a subtotal that is not its group's sum, or the names given apart from their codes (a
box of several groups' names before the codes, as pdfminer gives a Typst table).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Engenharia Elétrica / Automação Industrial",
    "Informática / Desenvolvimento de Software",
    "Edificações",
    "Matemática",
    "Agronomia",
    "Zootecnia",
    "Língua Portuguesa / Literatura",
    "Gestão e Negócios",
    "Ciências da Natureza – Física",
    "Educação Física",
    "Biologia",
    "Libras",
    "Professor de Anos Iniciais",
    "Monitor de Educação Infantil",
    "Técnico em Enfermagem",
    "Agente de Combate às Endemias",
    "Operador de Máquinas",
    "Oficial Administrativo",
    "Fiscal Tributário",
    "Cirurgião-Dentista",
]
WRAPPED = ["Professor de Educação", "Técnico de Laboratório em", "Analista de Tecnologia da"]  # + a low word
GROUPS = [
    "CAMPUS PALMAS",
    "CAMPUS ARAGUAÍNA",
    "CAMPUS GURUPI",
    "CAMPUS PORTO NACIONAL",
    "SECRETARIA MUNICIPAL DE SAÚDE",
    "SECRETARIA MUNICIPAL DE EDUCAÇÃO",
    "SECRETARIA MUNICIPAL DE OBRAS E VIAÇÃO",
    "LOTAÇÃO SEDE",
]
REQUISITOS = [
    ["Graduação em Engenharia Elétrica, Engenharia de Controle e Automação ou", "Engenharia Mecatrônica"],
    ["Licenciatura em Matemática"],
    ["Licenciatura em Química ou Bacharelado em Química com formação", "pedagógica"],
    ["Ensino médio completo"],
    ["Curso técnico e registro no COREN"],
    ["Graduação em Administração, Ciências Contábeis ou Economia"],
]
CODE_LABELS = ["Código", "Cód.", "CÓDIGO"]
NAME_LABELS = ["Área de conhecimento", "Cargo", "Especialidade"]
TEXT_LABELS = [["Requisitos (titulação mínima)"], ["Escolaridade / requisitos"], ["Regime de", "trabalho"]]
SHAPED = [["Carga", "horária"], ["Vencimento"]]
LABELS = {
    "open": [["AC"], ["Vagas ampla", "concorrência"]],
    "pcd": [["PcD"], ["Vagas", "PcD"]],
    "negros": [["Negros"], ["Vagas", "negros"]],
    "pp": [["PPP"]],
    "pi": [["PI"]],
    "pq": [["PQ"]],
    "total": [["Total"], ["Total de", "vagas"]],
}
FOOTER = "IFTO – Edital nº 14/2026 – Anexo I – {}/2"
LEGEND = "Legenda: AC – ampla concorrência; PPP – pessoas pretas e pardas; PcD – pessoas com deficiência."


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: int = 0  # quadros not to be read (a note each)


def _boxes(lines: list[str], rng: random.Random, each: bool) -> list[str]:
    """`lines` as pdfminer prints them: a box a line (`each`) or boxes of a few lines, a blank line after each."""
    out: list[str] = []
    for line in lines:
        out.append(line)
        if each or rng.random() < 0.4:
            out.append("")
    return out + ([""] if out and out[-1] else [])


def _cell(value: int | None, rng: random.Random) -> str:
    if value is None:
        return rng.choice(["-", "–"])
    return "0" if value == 0 and rng.random() < 0.8 else str(value)


def _row(rng: random.Random, parts: list[str]) -> dict[str, int]:
    row = {role: 0 for role in parts}
    row["open"] = rng.randint(0, 12)
    if "pcd" in parts:
        row["pcd"] = rng.choice([0, 0, 1])
    for role in ("negros", "pp"):
        if role in parts:
            row[role] = rng.randint(0, 4)
    for role in ("pi", "pq"):
        if role in parts:
            row[role] = rng.choice([0, 0, 0, 1])
    if not any(row.values()):
        row["open"] = 1
    row["total"] = sum(row.values())
    return row


def _names_part(group: list[dict], rng: random.Random, how: str, reqs: list[list[str]]) -> list[str]:
    """A group's codes and names as pdfminer orders them: codes then names, by turns, or by turns with each
    row's requisito after its name."""
    if how == "codes_first":
        return [r["code"] for r in group] + [line for r in group for line in r["name_lines"]]
    out: list[str] = []
    for r in group:
        out += [r["code"], *r["name_lines"]]
        if how == "with_requisitos":
            out += reqs[r["req"]]
    return out


def _rows(rng: random.Random, parts: list[str]) -> list[list[dict]]:
    """Groups of rows: each row its code, name (its lines), requisito and counts (None: a CR-only row)."""
    numeric = rng.random() < 0.3
    names = rng.sample(NAMES, len(NAMES))
    groups: list[list[dict]] = []
    k = 0
    for g, title in enumerate(rng.sample(GROUPS, rng.randint(1, 4))):
        prefix = title.split()[-1][:3].upper()
        group = []
        for r in range(rng.randint(1, 4)):
            k += 1
            name = names.pop()
            lines = [name]
            if rng.random() < 0.15:
                lines = [rng.choice(WRAPPED), rng.choice(["infantil", "química", "informação"])]
                name = " ".join(lines)
                if any(name == r["name"] for gr in [*groups, group] for r in gr):
                    lines = [name := names.pop()]
            counts = None if rng.random() < 0.1 else _row(rng, parts)
            code = f"{k:02d}" if numeric else f"{prefix}-{r + 1:02d}"
            group.append({"code": code, "name": name, "name_lines": lines, "counts": counts, "title": title})
            group[-1]["req"] = rng.randrange(len(REQUISITOS))
        groups.append(group)
    if not any(r["counts"] for g in groups for r in g):
        groups[0][0]["counts"] = _row(rng, parts)
    if len(groups) == 1 and len(groups[0]) == 1:  # two codes at least: one is a row given a row at a time
        groups[0].append({**groups[0][0], "code": "02" if numeric else f"{prefix}-02", "name": names[0]})
        groups[0][-1]["name_lines"] = [names[0]]
    return groups


def _names_region(groups, rng, how, texts, subtotals, total, in_header) -> list[str]:
    """The code column's and name column's boxes, group by group, the requisitos' boxes among them."""
    out: list[str] = []
    waiting: list[str] = []  # requisitos' lines of groups before, printed in a box after a later group row
    for g, group in enumerate(groups):
        if not (g == 0 and in_header):
            out += _boxes([group[0]["title"]], rng, True)
        if waiting and rng.random() < 0.5:
            out += _boxes(waiting, rng, False)
            waiting = []
        out += _boxes(_names_part(group, rng, how, REQUISITOS), rng, rng.random() < 0.5)
        if texts and how != "with_requisitos":
            waiting += [line for r in group for line in REQUISITOS[r["req"]]]
        if subtotals:
            out += _boxes(["Subtotal"], rng, True)
    out += _boxes(waiting, rng, False)
    return out + (_boxes([rng.choice(["TOTAL", "TOTAL GERAL"])], rng, True) if total else [])


def _apart(groups, rng) -> list[str]:
    """The names given apart from their codes (a Typst table): the first code, a box of the names, the rest."""
    rows = [r for g in groups for r in g]
    out = [rows[0]["code"], ""] + [line for r in rows for line in r["name_lines"]] + [""]
    for g, group in enumerate(groups):
        out += ([] if g == 0 else [group[0]["title"]]) + [r["code"] for r in group if r is not rows[0]]
        out += ["Subtotal", ""]
    return out + ["TOTAL", ""]


def _blocks(groups, everything, roles, rng, subtotals, total) -> tuple[list[list[str]], list[int]]:
    """Each count column's cells top to bottom (the rows', each group's subtotal, the total of `everything`:
    every page's rows), and where the rows with vacancies are in them."""
    blocks = []
    at: list[int] = []
    for role in roles:
        cells: list[str] = []
        at = []
        for group in groups:
            for r in group:
                at += [len(cells)] if r["counts"] else []
                cells.append(_cell(r["counts"][role] if r["counts"] else None, rng))
            if subtotals:
                cells.append(str(sum(r["counts"][role] for r in group if r["counts"])))
        if total:
            cells.append(str(sum(r["counts"][role] for g in everything for r in g if r["counts"])))
        blocks.append(cells)
    return blocks, at


def _header(rng, roles, texts, shaped, first_group) -> list[str]:
    labels = [[rng.choice(CODE_LABELS)], [rng.choice(NAME_LABELS)]]
    labels += texts + shaped
    labels += [list(rng.choice(LABELS[role])) for role in roles]
    labels += [["Vagas"]] if rng.random() < 0.3 else []
    if first_group:  # among the labels, between two of them
        labels.insert(2 + rng.randrange(len(labels) - 2), [first_group])
    return _boxes([line for label in labels for line in label], rng, rng.random() < 0.7)


def _page(groups, everything, rng, roles, how, texts, shaped, subtotals, total, broken_how) -> list[str]:
    """One page's part of the quadro: header, codes and names, text columns, count blocks, a CR column."""
    in_header = rng.random() < 0.15
    out = _header(rng, roles, texts, shaped, groups[0][0]["title"] if in_header else "")
    if broken_how == "apart":
        out += ([] if in_header else [groups[0][0]["title"], ""]) + _apart(groups, rng)
    else:
        out += _names_region(groups, rng, how, texts, subtotals, total, in_header)
    rows = [r for g in groups for r in g]
    for label in shaped:
        values = {"Carga": ["40h", "20h", "44h"], "Vencimento": ["R$ 2.655,12", "R$ 8.906,75"]}[label[0]]
        out += _boxes([rng.choice(values) for _ in rows], rng, False)
    if texts and rng.random() < 0.5:
        out += _boxes(["DE" for _ in rows], rng, True)  # a regime column's cells
    blocks, at = _blocks(groups, everything, roles, rng, subtotals, total)
    if broken_how == "short":
        blocks[rng.randrange(len(blocks))].pop(rng.randrange(len(rows)))
    if broken_how == "sum":
        blocks[rng.randrange(len(roles))][rng.choice(at)] = "99"
    each = rng.random() < 0.5
    for block in blocks:
        out += _boxes(block, rng, each)
    tail = rng.random()
    if tail < 0.3:
        out += _boxes(["CR", *(str(rng.randint(1, 3)) for _ in rows)], rng, each)
    elif tail < 0.5:
        out += _boxes(["Sim" for _ in rows], rng, each)
    return out


def group_blocks(rng: random.Random) -> Case:
    joint = rng.random() < 0.4
    parts = ["open"] + (["pp", "pi", "pq"] if joint else ["negros"]) + (["pcd"] if rng.random() < 0.6 else [])
    roles = ["total", *parts] if rng.random() < 0.15 else [*parts, "total"]
    groups = _rows(rng, parts)
    rows = [r for g in groups for r in g]
    texts = rng.sample(TEXT_LABELS, rng.randint(0, 2))
    shaped = rng.sample(SHAPED, rng.randint(0, 1))
    how = rng.choice(["codes_first", "turns"] + (["with_requisitos"] if texts else []))
    subtotals = rng.random() < 0.4
    total = rng.random() < 0.7
    broken_how = rng.choice(["short", "sum", "apart"]) if rng.random() < 0.12 else ""
    if broken_how == "apart":
        if len(rows) < 2:
            broken_how = ""
        subtotals = total = True
    if broken_how == "sum" and len([r for r in rows if r["counts"]]) < 1:
        broken_how = ""
    pages = [groups]
    cuts = [c for c in range(1, len(groups)) if min(len(sum(groups[:c], [])), len(sum(groups[c:], []))) >= 2]
    if cuts and not broken_how and rng.random() < 0.3:  # two codes a page at least
        cut = rng.choice(cuts)
        pages = [groups[:cut], groups[cut:]]
    body: list[str] = []
    for k, page in enumerate(pages):
        last = k == len(pages) - 1
        body += _page(page, groups, rng, roles, how, texts, shaped, subtotals, total and last, broken_how)
        body += [FOOTER.format(k + 1), "", "\f"] if not last else []  # the total row on the last page sums both
    body += ["", LEGEND] if rng.random() < 0.6 else []
    entries = []
    if not broken_how:
        for r in rows:
            if r["counts"]:
                c = r["counts"]
                negros = c["negros"] if "negros" in c else c["pp"] + c["pi"] + c["pq"]
                entries.append(Entry(r["name"], c["total"], negros, proven=False))
    intro = rng.choice(["ANEXO I – QUADRO DE VAGAS POR CAMPUS E ÁREA", "ANEXO I – QUADRO DEMONSTRATIVO DE CARGOS"])
    text = f"{HEAD}\n2. DAS VAGAS\n2.1 As vagas constam do Anexo I.\n\n{intro}\n\n" + "\n".join(body) + f"\n{TAIL}"
    return Case(text, entries, int(bool(broken_how)))
