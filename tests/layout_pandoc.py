"""A Word document's quadro as pandoc writes it in plain text (a multiline table), drawn at random with its
right reading: the class of `tables/pandoc_grid.py`.

- `pandoc_multiline(rng)`: a rule across the table, the header's labels wrapped over up to three lines
  within their columns ("Vagas" / "ampla" / "concorrência", a word running past its column's dashes), a
  line of dashes a column, then each row as a block of lines parted by blank lines: the name wrapped
  within its column ("Assistente" / "Administrativo –" / "Sede (Porto" / "Velho)"), a requisitos column
  wrapped beside it (before the counts, after them, or none), each count with its value in words in
  brackets under it or beside it ("05" / "(cinco)", "5 (cinco)") or bare, no vacancy as "—", "-", "0" or
  a blank cell, the count columns in any order, at times a cadastro-only row ("CR" in every count cell);
  a rule under the last row and pandoc's caption (": Quadro 1 – …"). After it, a multiline table of the
  objective tests (items per subject), no vacancy table. At times the cargo and its specialty stand in two
  name columns side by side ("Cargo" | "Especialidade", each wrapped in its own), the row named by both
  ("Analista de Controle Externo – Tecnologia da Informação – Infraestrutura").
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _head

_UNITS = ["", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze"]
_UNITS += ["treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
_TENS = {20: "vinte", 30: "trinta", 40: "quarenta"}


def words(n: int) -> str:
    """A count in words as an edital writes vacancies ("uma", "vinte e duas")."""
    if n < 20:
        return _UNITS[n]
    tens, unit = n - n % 10, n % 10
    return _TENS[tens] + (f" e {_UNITS[unit]}" if unit else "")


NAMES = [
    "Analista de Tecnologia da Informação",
    "Assistente Administrativo – Sede (Porto Velho)",
    "Assistente Administrativo – Seccional Vale do Jamari",
    "Fiscal Biomédico",
    "Contador",
    "Motorista",
    "Agente Administrativo – Unidade Regional Norte",
    "Engenheiro Civil",
    "Técnico em Contabilidade",
    "Analista de Comunicação Social",
    "Auxiliar de Serviços Gerais – Interior",
    "Procurador Jurídico",
]
REQUISITOS = [
    "Curso superior em Ciência da Computação, Sistemas de Informação ou Engenharia de Computação.",
    "Ensino médio completo.",
    "Graduação em Biomedicina e registro no conselho; CNH categoria B.",
    "Graduação em Ciências Contábeis e registro no CRC.",
    "Ensino fundamental completo; CNH categoria D.",
    "Graduação em Engenharia Civil e registro no CREA.",
]
LABELS = {
    "total": ["Total", "Total de vagas", "Vagas totais"],
    "open": ["Vagas ampla concorrência", "Ampla concorrência", "AC"],
    "pcd": ["Vagas PcD", "Pessoas com deficiência", "PcD"],
    "negros": ["Vagas negros", "Candidatos negros", "Negros"],
}
NAME_LABELS = ["Emprego/Local", "Cargo", "Emprego", "Cargo/Lotação"]
CARGOS = ["Analista de Controle Externo", "Técnico de Controle", "Auditor Fiscal", "Analista Judiciário"]
SPECIALTIES = [
    "Ciências Contábeis",
    "Direito",
    "Economia",
    "Engenharia Civil",
    "Tecnologia da Informação – Infraestrutura",
    "Tecnologia da Informação – Ciência de Dados",
    "Administrativa",
    "Suporte em Informática",
]


def _wrap(text: str, width: int) -> list[str]:
    """A cell's text wrapped at spaces within `width` (a word longer than it stands alone, running past)."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


def _count(value: int, zero: str, style: str) -> str:
    if value == 0:
        return zero
    digits = f"{value:02d}" if style != "bare" else str(value)
    return digits if style == "bare" else f"{digits} ({words(value)})"


def _table(header: list[str], rows: list[list[str]], widths: list[int], rng: random.Random) -> list[str]:
    """Pandoc's multiline table: rules, the header wrapped, the dashes, the rows wrapped, blank lines between."""
    indent = "  "
    full = indent + "-" * (sum(widths) + len(widths) - 1)

    def block(cells: list[str]) -> list[str]:
        wrapped = [_wrap(cell, w) if cell else [] for cell, w in zip(cells, widths, strict=True)]
        height = max(len(w) for w in wrapped)
        out = []
        for k in range(height):
            line = " ".join((w[k] if k < len(w) else "").ljust(width) for w, width in zip(wrapped, widths, strict=True))
            out.append((indent + line).rstrip())
        return out

    out = [full, *block(header), indent + " ".join("-" * w for w in widths)]
    for n, row in enumerate(rows):
        out += block(row)
        if n < len(rows) - 1:
            out.append("")
    return [*out, full, "", f"  : Quadro {rng.randint(1, 3)} – Distribuição de vagas"]


def pandoc_multiline(rng: random.Random) -> Case:
    """See the module's docstring."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.insert(rng.choice([0, 3]), "total")
    columns: list[tuple[str, str]] = [(role, rng.choice(LABELS[role])) for role in roles]
    requisitos = rng.random() < 0.7
    if requisitos:
        columns.insert(rng.choice([0, len(columns)]), ("text", "Requisitos"))
    zero, style = rng.choice(["—", "-", "0", ""]), rng.choice(["words", "words", "bare"])
    name_width = rng.randint(14, 20)
    widths = [name_width] + [rng.randint(18, 26) if kind == "text" else rng.randint(7, 11) for kind, _ in columns]
    header = [rng.choice(NAME_LABELS), *(label for _, label in columns)]
    named = [([name], name) for name in rng.sample(NAMES, rng.randint(3, 7))]
    if rng.random() < 0.4:  # the cargo and its specialty in two name columns
        label = rng.choice(["Especialidade", "Área", "Especialidade/Área"])
        widths.insert(1, max(rng.randint(14, 20), len(label) + 1))  # pandoc widens a column to its longest word
        header[:1] = ["Cargo", label]
        pairs = [(rng.choice(CARGOS), s) for s in rng.sample(SPECIALTIES, rng.randint(3, 7))]
        named = [([c, s], f"{c} – {s}") for c, s in pairs]
    rows, entries = [], []
    for cells_of_name, name in named:
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd}
        cells = list(cells_of_name)
        for kind, _ in columns:
            cells.append(rng.choice(REQUISITOS) if kind == "text" else _count(by_role[kind], zero, style))
        rows.append(cells)
        entries.append(Entry(name, total, negros))
    if rng.random() < 0.4:
        rows.insert(
            rng.randint(0, len(rows)),
            [
                *(["Advogado"] * (len(header) - len(columns))),
                *("Graduação em Direito." if k == "text" else "CR" for k, _ in columns),
            ],
        )
    subjects = [["Conhecimentos básicos", "40", "Eliminatório"], ["Conhecimentos específicos", "60", "Eliminatório"]]
    text = [
        *_head(rng),
        "2.1 Os empregos, os requisitos e o quantitativo de vagas estão distribuídos conforme o quadro a seguir.",
        "",
        *_table(header, rows, widths, rng),
        "",
        "2.2 CR = cadastro reserva.",
        "",
        "3 DAS PROVAS",
        "",
        *_table(["Área de conhecimento", "Nº de itens", "Caráter"], subjects, [26, 12, 14], rng)[:-2],
        "",
        "Goiânia, 4 de setembro de 2025.",
    ]
    return Case("\n".join(text) + "\n", entries)


def _bold(text: str) -> str:
    return f"**{text}**" if text else text


def _markdown_rows(rng: random.Random, columns, zero: str) -> tuple[list[list[str]], list[Entry], list[int]]:
    """The rows of `pandoc_markdown`: a cargo's cell merged over its specialties' rows (blank under its first
    at times), a cadastro-only row at times; and each count column's sum."""
    rows, entries = [], []
    sums = [0] * len(columns)
    merged = rng.random() < 0.7
    for cargo in rng.sample(CARGOS, rng.randint(1, 3)):
        for n, specialty in enumerate(rng.sample(SPECIALTIES, rng.randint(1, 4))):
            total, ampla, negros, pcd = _figures(rng, 1, 40)
            by_role = {"total": total, "open": ampla, "negros": negros, "pcd": pcd, "cr": 2 * total}
            if rng.random() < 0.1:
                by_role = {"total": 0, "open": 0, "negros": 0, "pcd": 0, "cr": rng.randint(1, 9)}
            cells = ["" if merged and n else _bold(cargo), specialty]
            for k, (kind, _) in enumerate(columns):
                if kind == "text":
                    cells.append(rng.choice(["R\\$ 6.820,45", "R\\$ 14.377,98"]) if not n else "")
                else:
                    value = by_role[kind]
                    sums[k] += value
                    cells.append(str(value) if value or kind in ("total", "cr") else zero)
            rows.append(cells)
            if by_role["total"]:
                entries.append(Entry(f"{cargo} – {specialty}", total, negros))
    return rows, entries, sums


def pandoc_markdown(rng: random.Random) -> Case:
    """A DOCX quadro as pandoc `-t markdown` writes it (a multiline table): the header's labels in bold, at
    times a header of two rows (the count columns' labels under "Vagas imediatas", pandoc's first body block,
    its first cells blank), the cargo in bold, merged over its specialties' rows (blank under its first), no
    vacancy as "--", a text column with "R\\$", the cadastro column at times, a bold totals row at times."""
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles.append("total")
    if rng.random() < 0.5:
        roles.append("cr")
    labels = {**LABELS, "cr": ["Cadastro de reserva", "CR"]}
    columns = [(role, rng.choice(labels[role])) for role in roles]
    if rng.random() < 0.6:
        columns.insert(0, ("text", "Vencimento inicial"))
    rows, entries, sums = _markdown_rows(rng, columns, rng.choice(["--", "0", "--"]))
    widths = [rng.randint(12, 16), rng.randint(18, 22)] + [
        16 if k == "text" else rng.randint(9, 14) for k, _ in columns
    ]
    two_rows = rng.random() < 0.5
    counts = [k for k, (kind, _) in enumerate(columns) if kind not in ("text", "cr")]
    header = ["Cargo", "Especialidade", *(label for _, label in columns)]
    if two_rows:
        sub = ["", "", *("" if kind == "text" or kind == "cr" else _bold(label) for kind, label in columns)]
        for k in counts:
            header[k + 2] = "Vagas imediatas" if k == counts[0] else ""
        rows.insert(0, sub)
    header = [_bold(label) for label in header]
    if rng.random() < 0.5:
        rows.append(
            [
                "**TOTAL GERAL**",
                "",
                *("" if kind == "text" else _bold(str(sums[k])) for k, (kind, _) in enumerate(columns)),
            ]
        )
    text = [
        *_head(rng),
        "2.1 Os cargos, as especialidades e o quantitativo de vagas são os seguintes:",
        "",
        "**QUADRO I -- DISTRIBUIÇÃO DAS VAGAS**",
        "",
        *_table(header, rows, widths, rng)[:-2],
        "",
        "PcD -- vagas reservadas às pessoas com deficiência. Negros -- vagas reservadas aos candidatos negros.",
        "",
        "Goiânia, 4 de setembro de 2025.",
    ]
    return Case("\n".join(text) + "\n", entries)


def pandoc_colspan(rng: random.Random) -> Case:
    """An HTML page's quadro as pandoc 2 writes it in plain text (`pandoc -f html -t plain`): a spanning
    "Vagas" (colspan) over its roles, the roles' row written as the first row under the dashes, a code
    column at times, long requisitos wrapped, a cadastro column at times, the counts bare ("0" or "-" for
    none), a TOTAL row with its label in the first column."""
    coded, cadastro, zero = rng.random() < 0.6, rng.random() < 0.5, rng.choice(["0", "-"])
    roles = ["open", "pcd", "negros", "total"] if rng.random() < 0.7 else ["open", "negros", "total"]
    sub = {
        "open": rng.choice(["Ampla", "AC", "Ampla concorrência"]),
        "pcd": "PcD",
        "negros": "Negros",
        "total": "Total",
    }
    lead = (["Código"] if coded else []) + [rng.choice(["Cargo", "Cargo/Função"]), "Requisitos mínimos"]
    lead += ["Vencimento inicial"] if rng.random() < 0.5 else []
    header = [*lead, "Vagas", *([""] * (len(roles) - 1)), *(["Cadastro reserva"] if cadastro else [])]
    widths = ([8] if coded else []) + [rng.randint(12, 20), rng.randint(16, 24)]
    widths += [12] if len(lead) > len(widths) else []
    widths += [max(7, len(sub[r]) + 1) for r in roles] + ([10] if cadastro else [])
    rows = [["", *([""] * (len(lead) - 1)), *(sub[r] for r in roles), *([""] if cadastro else [])]]
    entries, sums = [], [0] * len(roles)
    for n, name in enumerate(rng.sample(NAMES, rng.randint(3, 8))):
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        if "pcd" not in roles:
            ampla, pcd = ampla + pcd, 0
        values = [{"open": ampla, "pcd": pcd, "negros": negros, "total": total}[r] for r in roles]
        sums = [a + b for a, b in zip(sums, values, strict=True)]
        cells = ([f"{101 + n}"] if coded else []) + [name, rng.choice(REQUISITOS)]
        cells += ["R$ 3.480,16"] if len(lead) > len(cells) else []
        cells += [str(v) if v else zero for v in values] + ([str(2 * total)] if cadastro else [])
        rows.append(cells)
        entries.append(Entry(name, total, negros))
    rows.append(["TOTAL", *([""] * (len(lead) - 1)), *(str(s) for s in sums), *([""] if cadastro else [])])
    for j, cells in enumerate(zip(header, *rows, strict=True)):  # pandoc widens a column to its longest word
        widths[j] = max(widths[j], *(len(w) for cell in cells for w in cell.split(" ")))
    text = [
        *_head(rng),
        "2.1 Os cargos, os requisitos e o quantitativo de vagas são os seguintes:",
        "",
        *_table(header, rows, widths, rng)[:-2],
        "",
        "Ampla – ampla concorrência. PcD – pessoas com deficiência. Negros – candidatos negros.",
        "",
        "3 DAS INSCRIÇÕES",
    ]
    return Case("\n".join(text) + "\n", entries)
