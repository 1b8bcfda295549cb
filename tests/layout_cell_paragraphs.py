"""A bordered quadro as poppler's `pdftotext` gives it in its default mode (Evince's and Okular's copy, many
newsroom scripts) from a Chromium print, drawn at random with its right reading: the class of
`tables/cell_paragraphs.py`.

`cell_paragraphs(rng)` writes the text pdftotext gives: every cell a paragraph, a blank line after it, a
wrapped cell as consecutive lines. The columns: a code at times ("101", "A-01"), the cargo, requisitos at
times (wrapped), jornada and vencimento at times ("R$ 2.684,17", at times wrapped "R$" / "11.846,09"), then
the counts (AC, PcD at times, negros, total; the total first or last; zeros as "0", "–" or "00"), CR rows
("–" … "CR"). The header a label a paragraph, or the count labels on one line ("Total AC PcD Negros"), or,
its narrow cells of unlike heights centred, their lines interleaved in one paragraph as pdftotext sorts a
block's lines (by height, then left to right, neighbours at one height joined: "PcD Negrosde"). A row's
first count at times glued to its last text cell ("R$ 2.684,17 5"), two counts at times one paragraph ("CR
–"), two cells side by side at times merged into one paragraph (the name and the requisitos' first lines
on one line, the requisitos' others after; the requisitos and the jornada interleaved). A TOTAL row at
times, its label before or after its cells; page breaks at times between rows (the page's number and running
head, the header again, its blocks at times in another order: the last before the second, a one-line label
at times missing, given after the quadro); after the quadro a note, at times another quadro of the class (its own header and
columns), and other tables (taxas, provas) whose figures are no vacancies.

The right reading: each row its total and its negros; proven unless the header's count labels came on more
than one line of a paragraph (their order is not in the text) or the row's cells were merged.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

#: Names: none inside another, no header label among their words.
NAMES = [
    "Agente Administrativo",
    "Auxiliar de Serviços Gerais",
    "Motorista de Ambulância",
    "Técnico em Enfermagem",
    "Enfermeiro Plantonista",
    "Fonoaudiólogo",
    "Médico Clínico Geral",
    "Nutricionista",
    "Professor de Educação Básica I",
    "Psicólogo Organizacional",
    "Operador de Máquinas Pesadas",
    "Guarda Civil Municipal 3ª Classe",
    "Fiscal Sanitário",
    "Engenheiro Civil",
    "Assistente Social",
    "Farmacêutico Bioquímico",
    "Cirurgião Dentista",
    "Eletricista de Manutenção",
    "Vigilante Patrimonial",
    "Coveiro",
]
REQUISITOS = [
    "Ensino médio completo",
    "Ensino fundamental completo e CNH categoria “D”",
    "Graduação em Enfermagem e registro no COREN-SP",
    "Ensino fundamental incompleto (4ª série)",
    "Curso técnico na área e registro no conselho de classe",
    "Graduação em Medicina e registro no CRM-SP",
    "Licenciatura plena em Pedagogia",
    "Ensino médio completo, CNH “AB”, idade mínima de 18 anos",
    "Alfabetizado",
]
JORNADAS = ["40h", "30h", "20h", "44h", "12x36", "40 horas", "30h semanais"]
CODE_LABELS = ["Código", "Cód.", "CÓDIGO"]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função", "Emprego"]
TEXT_LABELS = {
    "req": [["Requisitos"], ["Escolaridade"], ["Requisitos", "mínimos"]],
    "jornada": [["Jornada", "semanal"], ["Carga", "horária"], ["Jornada"]],
    "venc": [["Vencimento"], ["Salário"], ["Remuneração"], ["Vencimento", "(R$)"]],
}
#: A count label's lines, and the line whose words name its role.
LABELS = {
    "open": [(["AC"], 0), (["Ampla", "concorrência"], 0), (["Ampla concorrência"], 0)],
    "pcd": [(["PcD"], 0), (["PCD"], 0), (["Pessoas com", "deficiência"], 1)],
    "negros": [(["Negros"], 0), (["Vagas", "reservadas a", "negros"], 2), (["NEGROS"], 0)],
    "total": [(["Total"], 0), (["Total de", "vagas"], 0), (["Total", "de", "vagas"], 0), (["TOTAL"], 0)],
}
ORDERS = [
    ["open", "pcd", "negros", "total"],
    ["total", "open", "pcd", "negros"],
    ["open", "negros", "pcd", "total"],
    ["total", "open", "negros"],
    ["open", "negros", "total"],
]
RUNNING_HEAD = "Prefeitura Municipal de Santa Luzia do Norte – Concurso Público nº 02/2025"
AFTER = (
    "3.2 O valor da taxa de inscrição será o constante da tabela a seguir:\nNível / Cargo\n\n"
    "Valor da taxa de inscrição\n\nNível superior\n\nR$ 98,00\n\nNível médio\n\nR$ 72,00\n\n"
    "3.3 O quadro de provas é o seguinte:\nProva\n\nDisciplina\n\nNº de questões\n\nPeso\n\n"
    "P1\n\nLíngua Portuguesa\n\n15\n\n2,0\n\nP1\n\nRaciocínio Lógico\n\n10\n\n1,0\n\nP2\n\n"
    "Conhecimentos Específicos\n\n20\n\n2,75\n\nTotal\n\n50\n\n–\n"
)


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _count(value: int, rng: random.Random) -> str:
    if value == 0:
        return rng.choice(["0", "–", "00", "0"])
    return f"{value:02d}" if rng.random() < 0.15 else str(value)


def _interleaved(cells: list[list[str]], rng: random.Random) -> list[str]:
    """A block of narrow header cells as pdftotext sorts its lines: each cell's lines centred in the row's
    height, the block's lines by height, neighbours at one height joined (a filler word at times glued)."""
    height = max(len(cell) for cell in cells)
    at = {}
    for x, cell in enumerate(cells):
        for i, text in enumerate(cell):
            at[(height - len(cell) + 2 * i, x)] = text
    out = []
    for y in sorted({y for y, _ in at}):
        line = None
        for x in range(len(cells)):
            text = at.get((y, x))
            if text is None:
                if line is not None:
                    out.append(line)
                line = None
            elif line is None:
                line = text
            else:
                line += ("" if text in ("de", "da") and rng.random() < 0.4 else " ") + text
        if line is not None:
            out.append(line)
    return out


def _header(columns: list[str], roles: list[str], rng: random.Random) -> tuple[list[str], bool]:
    """The header's paragraphs, and whether its count labels' order is in the text."""
    labels, role_line = [], {}
    for column in columns:
        if column == "code":
            labels.append([rng.choice(CODE_LABELS)])
        elif column == "name":
            labels.append([rng.choice(NAME_LABELS)])
        elif column in TEXT_LABELS:
            labels.append(rng.choice(TEXT_LABELS[column]))
        else:
            label, line = rng.choice(LABELS[column])
            labels.append(label)
            role_line[len(labels) - 1] = line
    mode = rng.choice(["cells", "line", "interleaved", "interleaved"])
    counts_at = len(columns) - len(roles)
    if mode == "line" and all(len(labels[x]) == 1 for x in range(counts_at, len(columns))):
        return ["\n".join(label) for label in labels[:counts_at]] + [" ".join(lb[0] for lb in labels[counts_at:])], True
    if mode != "interleaved":
        return ["\n".join(label) for label in labels], True
    start = min(x for x, column in enumerate(columns) if column in roles or column in ("jornada", "venc"))
    block = labels[start:]
    height = max(len(cell) for cell in block)
    heights = {height - len(labels[x]) + 2 * role_line[x] for x in role_line}
    paragraphs = ["\n".join(label) for label in labels[:start]] + ["\n".join(_interleaved(block, rng))]
    return paragraphs, len(heights) == 1


def _row_cells(row: dict, columns: list[str], rng: random.Random) -> tuple[list[str], bool]:
    """A row's paragraphs, and whether its cells came apart (none merged)."""
    cells: dict[str, list[str]] = {"code": [row["code"]], "name": _wrap(row["name"], rng.choice([22, 26, 40]))}
    cells["req"] = _wrap(row["req"], rng.choice([24, 30, 60]))
    cells["jornada"] = [row["jornada"]]
    cells["venc"] = row["venc"].split(" ", 1) if rng.random() < 0.15 else [row["venc"]]
    texts = [cells[c] for c in columns if c in cells]
    whole = True
    if "req" in columns and "name" in columns and rng.random() < 0.12 and len(cells["name"]) == 1:
        k = columns.index("name")
        req = cells["req"]
        texts[k : k + 2] = [[cells["name"][0] + " " + req[0], *req[1:]]]  # side by side, one paragraph
        whole = False
    elif "req" in columns and "jornada" in columns and rng.random() < 0.1 and len(cells["req"]) > 1:
        k = columns.index("req")
        req = cells["req"]
        texts[k : k + 2] = [[req[0], row["jornada"], *req[1:]]]
        whole = False
    counts = [[c] for c in row["counts"]]
    if (
        len(texts) > 1 + ("code" in columns)
        and rng.random() < 0.4
        and columns[len(columns) - len(counts) - 1]
        in (
            "jornada",
            "venc",
        )
    ):
        texts[-1] = [*texts[-1][:-1], texts[-1][-1] + " " + counts.pop(0)[0]]  # one baseline: glued
    if len(counts) > 2 and rng.random() < 0.15:
        at = rng.randrange(len(counts) - 1)
        counts[at : at + 2] = [[counts[at][0] + " " + counts[at + 1][0]]]
    return ["\n".join(cell) for cell in texts + counts], whole


def cell_paragraphs(rng: random.Random) -> Case:
    names = rng.sample(NAMES, 14)
    first, entries = _quadro(names[:7], rng)
    text = HEAD + "2. DOS CARGOS E DAS VAGAS\n2.1 O quadro de cargos e vagas é o seguinte:\nANEXO I – QUADRO DE VAGAS"
    text += ("\n" if rng.random() < 0.5 else "\n\n") + first
    text += "\n\nCR – cadastro de reserva. Os vencimentos são de março de 2026."
    if rng.random() < 0.3:  # another quadro right after the note, its own header and columns
        second, more = _quadro(names[7:], rng)
        text += "\n\nANEXO II – QUADRO DE VAGAS DOS EMPREGOS TEMPORÁRIOS\n\n" + second
        entries += more
    return Case(text + "\n\n" + AFTER + TAIL, entries)


def _quadro(names: list[str], rng: random.Random) -> tuple[str, list[Entry]]:
    """A quadro's text (its header first) and its entries."""
    roles = list(rng.choice(ORDERS))
    texts = ["name"] + [c for c in ("req", "jornada", "venc") if rng.random() < 0.6]
    code = rng.choice([None, "number", "number", "letter"])
    columns = (["code"] if code else []) + texts + roles
    header, proven = _header(columns, roles, rng)
    rows, entries = [], []
    for n, name in enumerate(names[: rng.randint(3, len(names))]):
        total = 0 if rng.random() < 0.12 else rng.randint(1, 16)
        pcd = (1 if total >= 5 else 0) if "pcd" in roles else 0
        negros = round(total * 0.2) if total >= 3 else 0
        values = {"open": total - pcd - negros, "pcd": pcd, "negros": negros, "total": total}
        counts = [_count(values[r], rng) for r in roles] if total else ["CR" if r == "total" else "–" for r in roles]
        venc = f"R$ {rng.randint(1, 12)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        row = {
            "code": (str(101 + n) if code == "number" else f"A-{n + 1:02d}") if code else "",
            "name": name,
            "req": rng.choice(REQUISITOS),
            "jornada": rng.choice(JORNADAS),
            "venc": venc,
            "counts": counts,
        }
        paragraphs, whole = _row_cells(row, columns, rng)
        rows.append(paragraphs)
        if total:
            entries.append(Entry(name, total, negros, proven and whole))
    return _laid(rows, header, roles, rng), entries


def _laid(rows: list[list[str]], header: list[str], roles: list[str], rng: random.Random) -> str:
    parts = ["\n\n".join(header)]
    pages = 1
    stray: list[str] = []
    for n, row in enumerate(rows):
        if n and rng.random() < 0.12:
            pages += 1
            again = header if rng.random() < 0.5 else [header[0], header[-1], *header[1:-1]]  # blocks reordered
            if len(again) >= 4 and "\n" not in again[-1] and rng.random() < 0.3:
                stray.append(again.pop())  # a label pdftotext gives at the page's end
            parts.append(f"\n\n\fPágina {pages} de 9\n\n{RUNNING_HEAD}\n\n" + "\n\n".join(again))
        parts.append("\n\n" + "\n\n".join(row))
    if rng.random() < 0.5:
        label, cells = "TOTAL DE VAGAS", "\n\n".join(_totals(rows, len(roles)))
        parts.append(f"\n\n{cells}\n\n{label}" if rng.random() < 0.5 else f"\n\n{label}\n\n{cells}")
    return "".join(parts + [f"\n\n{label}" for label in stray])


def _totals(rows: list[list[str]], n: int) -> list[str]:
    """The TOTAL row's cells: each count column's sum (the rows' last `n` cells, parted again)."""
    sums = [0] * n
    for row in rows:
        cells = " ".join(row).split()[-n:]
        for k, cell in enumerate(cells):
            sums[k] += int(cell) if cell.isdigit() else 0
    return [str(s) for s in sums]
