"""A quadro whose header has two rows, a spanning label over the lower row's roles, as pypdf's plain text
of a PDF gives it (the class of `tables/span_after_row.py`): the upper row's labels in order, each wrapped
over lines at random, then the lower row's, the first of them glued to the upper row's last line at times
("RESERVAAC1 PcD2 Negros3 Total", "TotalPretos e"), their footnote marks glued ("AC1") or bracketed
("PcD(2)"); each row's name cell wrapped over one to three lines before its counts (a cell is drawn before
the cells right of it), at times its counts on a line alone; a Total row or none; a page break inside the
table with the running head seen at the document's top and the header again, or none; the notes under it.

Five boards' shapes: Cebraspe's "VAGAS" over "AC PcD Negros Total" beside "CADASTRO DE RESERVA";
Consulplan's codes, "TOTAL DE VAGAS" first, "DISTRIBUIÇÃO DAS VAGAS" over "AMPLA PcD NEGROS", the cadastro
last; Cesgranrio's "LEI Nº 15.142/2025" over "PRETOS E PARDOS", "INDÍGENAS", "QUILOMBOLAS" between PcD and
the total; IBFC's "Reserva – Lei nº 15.142/2025" alike, by UF or by especialidade; IBGP's Word quadro
(t29 of the tenth set) with "Vagas imediatas" for the total, the groups between PcD and "CR" (glued to the
lower row at times: "CRPretos"), its long words broken inside by narrow cells, a hyphen printed or not
("imediat" / "as", "Indíge" / "-nas", "Quilo" / "m-" / "bolas").

- `span_after_row(rng, shape=None)`: the edital's text with its right reading (every row with vacancies).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

HEAD = "EDITAL Nº {n} – {org}, DE {day} DE MARÇO DE 2025"
ORGS = ["ANPF", "DUTRANS", "TRE-RA", "POSTALOG", "AGEHID", "CODEMAR"]
BOARDS = ["Cebraspe", "Fundação Cesgranrio", "Instituto Consulplan", "IBFC"]
NAMES = [
    "Especialista em Regulação de Portos Fluviais – Área 1: Engenharia",
    "Especialista em Regulação de Portos Fluviais – Área 2: Economia",
    "Analista Administrativo – Área 1: Administração",
    "Analista Administrativo – Área 2: Ciências Contábeis",
    "Técnico em Regulação de Portos Fluviais",
    "Técnico Administrativo",
    "Profissional Júnior – Ênfase 3: Análise de Sistemas",
    "Técnico(a) de Manutenção Júnior – Ênfase 6: Mecânica",
    "Técnico(a) de Suprimento de Bens e Serviços Júnior",
    "Analista Judiciário – Apoio Especializado – Especialidade: Estatística",
    "Técnico Judiciário – Área Administrativa",
    "Analista de Correios – Tecnologia da Informação",
    "Agente de Correios – Carteiro",
    "Engenheiro de Segurança do Trabalho",
]
UFS = [
    "Acre (AC)",
    "Pará (PA)",
    "Bahia (BA)",
    "Ceará (CE)",
    "Goiás (GO)",
    "Minas Gerais (MG)",
    "Paraná (PR)",
    "Sergipe (SE)",
]
#: (name label, upper labels in order with None for the spanning one, the spanning label, its roles)
SHAPES = {
    "cebraspe": ("CARGO/ÁREA", [None, "CADASTRO DE RESERVA"], "VAGAS", ["AC", "PcD", "Negros", "Total"]),
    "consulplan": (
        "CÓD. CARGO/ÁREA/ESPECIALIDADE",
        ["TOTAL DE VAGAS", None, "CADASTRO RESERVA"],
        "DISTRIBUIÇÃO DAS VAGAS",
        ["AMPLA", "PcD", "NEGROS"],
    ),
    "cesgranrio": (
        "CARGO / ÊNFASE",
        ["AMPLA CONCORRÊNCIA", "PESSOAS COM DEFICIÊNCIA", None, "TOTAL DE VAGAS", "CADASTRO DE RESERVA"],
        "LEI Nº 15.142/2025",
        ["PRETOS E PARDOS", "INDÍGENAS", "QUILOMBOLAS"],
    ),
    "ibfc": (
        "UF de lotação",
        ["Ampla Concorrência", "PcD", None, "Total"],
        "Reserva – Lei nº 15.142/2025",
        ["Pretos e Pardos", "Indígenas", "Quilombolas"],
    ),
    "ibgp": (
        "Emprego",
        ["Vagas imediatas", "AC", "PcD", None, "CR"],
        "Reserva – Lei nº 15.142/2025",
        ["Pretos e pardos", "Indígenas", "Quilombolas"],
    ),
}
#: Words a narrow cell of IBGP's Word quadro breaks inside, a hyphen printed or not ("Indíge" / "-nas").
_BREAKABLE = ("imediatas", "Indígenas", "Quilombolas")
_ROLE = {"ac": "open", "ampla": "open", "pcd": "pcd", "negros": "negros", "total": "total", "pretos": "pp"}


def _role(label: str) -> str:
    first = label.split()[0].lower()
    if first == "pessoas":
        return "pcd"
    if first in ("cadastro", "cr"):
        return "cr"
    if first == "vagas":
        return "total"  # "Vagas imediatas" beside the cadastro's column
    if first in ("indígenas", "quilombolas"):
        return first
    return _ROLE.get(first, "total" if first == "total" else first)


def _pieces(label: str, rng: random.Random) -> list[str]:
    """A label's lines in its cell: whole, or a word or two a line."""
    words = label.split()
    if len(words) == 1 or rng.random() < 0.4:
        return [label]
    out, line = [], []
    for word in words:
        line.append(word)
        if rng.random() < 0.6:
            out.append(" ".join(line))
            line = []
    return out + ([" ".join(line)] if line else [])


def _broken(line: str, rng: random.Random) -> list[str]:
    """A line of a narrow cell with its long word broken inside, as Word prints it: no hyphen ("imediat" /
    "as"), a hyphen opening the tail ("Indíge" / "-nas") or ending the head ("Indíge-" / "nas"), or twice
    ("Quilo" / "m-" / "bolas")."""
    words = line.split(" ")
    if words[-1] not in _BREAKABLE or rng.random() < 0.3:
        return [line]
    word = words[-1]
    cut = rng.randint(4, len(word) - 2)
    head, tail = word[:cut], word[cut:]
    style = rng.choice(["plain", "opens", "ends", "twice"])
    pieces = {
        "plain": [head, tail],
        "opens": [head, f"-{tail}"],
        "ends": [f"{head}-", tail],
        "twice": [head[:-1], f"{head[-1]}-", tail],
    }[style]
    return [" ".join([*words[:-1], pieces[0]]), *pieces[1:]]


def _header(rng: random.Random, shape: str, marks: str) -> list[str]:
    name, upper, span, roles = SHAPES[shape]
    numbered = [
        f"{r}{k + 1}" if marks == "glued" else f"{r}({k + 1})" if marks == "bracket" else r for k, r in enumerate(roles)
    ]
    labels = [name] + [span if u is None else u for u in upper]
    text = ""
    for k, label in enumerate(labels):
        pieces = _pieces(label, rng)
        if shape == "ibgp":
            pieces = [piece for line in pieces for piece in _broken(line, rng)]
        joiner = "" if not text else rng.choice([" ", "\n"])
        text += joiner + "\n".join(pieces)
    if shape == "ibgp":  # a broken word's pieces each on a line of its own, whatever stands beside them
        numbered = ["\n".join(_broken(label, rng)) for label in numbered]
    lower = " ".join(numbered) if rng.random() < 0.6 else "\n".join(numbered)
    glue = rng.choice(["", " ", "\n"]) if lower[0].isupper() and text[-1].isalpha() else rng.choice([" ", "\n"])
    return (text + glue + lower).split("\n")


def _counts(rng: random.Random, shape: str, vacancies: int) -> dict[str, int]:
    if not vacancies:
        return {}
    reserved = vacancies * rng.choice((20, 25, 30)) // 100
    pcd = min(vacancies - reserved, vacancies * 5 // 100 + rng.randint(0, 1))
    out = {"total": vacancies, "open": vacancies - reserved - pcd, "pcd": pcd}
    if shape in ("cesgranrio", "ibfc", "ibgp"):
        ind = min(reserved, rng.randint(0, 1))
        quil = min(reserved - ind, rng.randint(0, 1))
        out |= {"pp": reserved - ind - quil, "indígenas": ind, "quilombolas": quil}
    else:
        out["negros"] = reserved
    return out


def _cells(shape: str, counts: dict[str, int], cr: int, pad: bool, dash: str) -> list[str]:
    _, upper, _, roles = SHAPES[shape]
    order = []
    for label in upper:
        order += [_role(r) for r in roles] if label is None else [_role(label)]
    out = []
    for role in order:
        value = cr if role == "cr" else counts.get(role, 0)
        out.append(dash if not counts and role != "cr" else f"{value:02d}" if pad else str(value))
    return out


def _wrapped(name: str, rng: random.Random) -> list[str]:
    words, out, line = name.split(), [], ""
    width = rng.randint(22, 70)
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*out, line][:3] if len(out) < 3 else [name]


def span_after_row(rng: random.Random, shape: str | None = None) -> Case:
    """See the module's docstring (`shape`: one of `SHAPES`, else drawn)."""
    shape = shape or rng.choice(list(SHAPES))
    org, board = rng.choice(ORGS), rng.choice(BOARDS)
    head = HEAD.format(n=rng.randint(1, 9), org=org, day=rng.randint(1, 28))
    running = [head, f"Página {{page}} de 3{board} – {org} 2025"]
    page = 1
    lines = [running[0], running[1].format(page=page), f"CONCURSO PÚBLICO – {org}", head]
    lines += [
        "1 DAS DISPOSIÇÕES PRELIMINARES",
        "1.1 O concurso será regido por este edital.",
        "ANEXO I",
        "QUADRO DE VAGAS",
    ]
    marks = rng.choice(["glued", "bracket", "none"])
    header = _header(rng, shape, marks)
    lines += header
    count = rng.randint(3, 7)
    names = rng.sample(UFS, count) if shape == "ibfc" and rng.random() < 0.5 else rng.sample(NAMES, count)
    cebraspe_numbers = shape == "cebraspe" and rng.random() < 0.7
    pad, dash = rng.random() < 0.4, rng.choice(["–", "-"])
    has_cr = "cr" in [_role(u) for u in SHAPES[shape][1] if u]
    entries, sums, cr_sum = [], {}, 0
    page_break = rng.randrange(1, count) if rng.random() < 0.4 else None
    for n, name in enumerate(names):
        if n == page_break:
            page += 1
            lines += [running[0], running[1].format(page=page), *header]
        if cebraspe_numbers:
            name = f"CARGO {n + 1}: {name.upper()}"
        vacancies = 0 if rng.random() < 0.1 and has_cr else rng.randint(1, 60)
        counts = _counts(rng, shape, vacancies)
        for k, v in counts.items():
            sums[k] = sums.get(k, 0) + v
        cr = rng.randint(1, 3) * max(vacancies, 1)
        cr_sum += cr
        cells = _cells(shape, counts, cr, pad, dash)
        if vacancies:
            reserved = counts.get(
                "negros", counts.get("pp", 0) + counts.get("indígenas", 0) + counts.get("quilombolas", 0)
            )
            entries.append(Entry(name, vacancies, reserved))
        code = f"{n + 1:02d} " if shape == "consulplan" else ""
        pieces = _wrapped(code + name, rng)
        if len(pieces) > 1 and rng.random() < 0.2:  # counts centred beside a name of several lines
            lines += [*pieces, " ".join(cells)]
        else:
            lines += [*pieces[:-1], f"{pieces[-1]} {' '.join(cells)}"]
    if rng.random() < 0.6:
        lines.append("TOTAL " + " ".join(_cells(shape, sums, cr_sum, False, dash)))
    lines += [
        "1 AC = ampla concorrência. 2 PcD = vagas reservadas às pessoas com deficiência. 3 Vagas reservadas (Lei nº",
        "12.990/2014). O cadastro de reserva corresponde ao número máximo de aprovados além das vagas imediatas.",
        "6 DA VALIDADE",
        "6.1 O concurso público terá validade de 2 (dois) anos, podendo ser prorrogado uma vez por igual período.",
    ]
    return Case("\n".join(lines), entries)
