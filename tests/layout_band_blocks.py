"""A quadro a report engine (ReportLab, fpdf2, JasperReports, iText) drew a column at a time, each column
filling its band, drawn at random with its right reading: the class of `tables/band_blocks.py`.

`band_blocks(rng)` writes the text pypdf gives for such a PDF: the header's labels (a label a line, a label
over two or three lines; top-aligned, each label's first line joined to the line before where that is the
previous label's only one, as pypdf joins a baseline: fpdf2's "Lotação Vagas ampla" / "concorrência" / "PcD
Vagas" / "reservadas a"), then every code (at times: "101", "E-01", "C-02"), every name (wrapped in its band
at times: after a word that cannot end a name, or at any word, which nothing can tell from the next name),
the totals row's label at times, every text column's cells (nível, lotação or localidade, wrapped at times),
then each count column's cells top to bottom ("09", "–", "0"), the totals row's included. A cargo a row, or
one cargo a row of each place (the localidade naming the row). The columns: ampla concorrência, PcD at
times, the negros' (or Lei 15.142's pretos e pardos, indígenas and quilombolas, with the legend), the total
first or last. Page numbers ("Página 3/12") between bands at times; a quadro cut over two pages at times,
its header again on the next page after the page's footer and running head, the band order starting over,
the totals row (the grand total) on the last page.

The right reading: each row its total and its negros (pretos e pardos, indígenas and quilombolas together);
proven unless a name had to be joined back. Not readable (`broken`, a note and nothing read): a block one
cell short, a row whose parts do not make its total, a name wrapped where nothing tells where it ends, names
that repeat with their places' block wrapped, or, with no totals row to end the names, names and a text
column that cannot be told apart (a wrap in either).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CODE_LABELS = ["Código", "Cód.", "CÓDIGO"]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função", "Emprego"]
#: Names, each with where it may wrap: after a word that cannot end a name, or elsewhere.
NAMES = [
    "Assistente em Administração",
    "Técnico de Laboratório – Química",
    "Tradutor e Intérprete de Libras",
    "Auxiliar de Serviços Gerais",
    "Técnico em Assuntos Educacionais",
    "Motorista de Veículos Pesados",
    "Analista de Tecnologia da Informação",
    "Administrador",
    "Psicólogo Organizacional",
    "Enfermeiro Plantonista",
    "Nutricionista",
    "Engenheiro Civil",
    "Fiscal Sanitário",
    "Operador de Máquinas Agrícolas",
]
REPEATED = ["Soldado PM de 2ª Classe", "Agente de Trânsito", "Guarda Municipal"]
PLACES = [
    "Regional Norte – Imperatriz",
    "Regional Sul – Balsas",
    "Sede – São Luís",
    "Distrito de Pedras Altas",
    "Zona Rural – Caxias",
    "Vila Nova do Oeste",
    "Campus Rio Claro",
    "Litoral – Pinheiro",
]
LEVELS = ["Superior", "Médio", "E", "D", "C", "Fundamental"]
_CONNECTORS = ("de", "da", "do", "em", "e", "–")
LABELS = {
    "open": [["AC"], ["Ampla", "concorrência"], ["Vagas ampla", "concorrência"], ["AMPLA CONCORRÊNCIA"]],
    "pcd": [["PcD"], ["PCD"], ["Vagas PcD"], ["Pessoas com", "deficiência"]],
    "negros": [["Negros"], ["Vagas", "reservadas a", "negros"], ["NEGROS"]],
    "pp": [["PP"], ["Pretos e", "pardos"]],
    "pi": [["PI"], ["Indígenas"]],
    "pq": [["PQ"], ["Quilombolas"]],
    "total": [["Total"], ["Total de", "vagas"], ["TOTAL"], ["Total de vagas"]],
}
TEXT_LABELS = {"nivel": [["Nível"], ["Nível de", "classificação"]], "place": [["Lotação"], ["Localidade de", "vaga"]]}
LEGEND = (
    "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; PP – pessoas pretas e pardas; PI – pessoas"
    "\nindígenas; PQ – pessoas quilombolas (Lei nº 15.142/2025)."
)
RUNNING_HEAD = "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE – CONCURSO PÚBLICO – EDITAL Nº 02/2025"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: int = 0  # quadros not to be read (a note each)
    coded: bool = False  # led by a code column


def _cell(value: int, rng: random.Random) -> str:
    if value == 0:
        return rng.choice(["–", "-", "0", "00"])
    return f"{value:02d}" if rng.random() < 0.3 else str(value)


def _wrap(name: str, rng: random.Random, how: str) -> list[str]:
    """`name` over two lines: where the break shows (after a word that cannot end a name, or before one in
    lower case: "connector"), or at another word ("any"); whole where there is no such word."""
    words = name.split(" ")
    told = [k for k in range(1, len(words)) if words[k - 1] in _CONNECTORS or words[k][0].islower()]
    cuts = told if how == "connector" else [k for k in range(1, len(words)) if k not in told]
    if not cuts:
        return [name]
    cut = rng.choice(cuts)
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _header(labels: list[list[str]], rng: random.Random) -> list[str]:
    """The header's lines: a label line a line (cells centred, ReportLab); or, the cells top-aligned
    (fpdf2's multi_cell), each label's first line on the line before where that line is the previous
    label's only one, as pypdf joins the text it meets on one baseline ("PcD Vagas" / "reservadas a")."""
    if rng.random() < 0.5:
        return [line for label in labels for line in label]
    out: list[str] = []
    on_top = False  # the last line printed stands on the header's top baseline
    for label in labels:
        for k, line in enumerate(label):
            if k == 0 and on_top:
                out[-1] += " " + line
            else:
                out.append(line)
        on_top = len(label) == 1
    return out


def _row(rng: random.Random, parts: list[str]) -> dict[str, int]:
    row = {role: 0 for role in parts}
    row["open"] = rng.randint(0, 30)
    if "pcd" in parts:
        row["pcd"] = rng.choice([0, 0, 1, 1, 2])
    for role in ("negros", "pp"):
        if role in parts:
            row[role] = rng.randint(0, 8)
    for role in ("pi", "pq"):
        if role in parts:
            row[role] = rng.choice([0, 0, 0, 1])
    if not any(row.values()):
        row["open"] = 1
    row["total"] = sum(row.values())
    return row


def band_blocks(rng: random.Random) -> Case:
    joint = rng.random() < 0.35
    parts = ["open"] + (["pcd"] if rng.random() < 0.6 else []) + (["pp", "pi", "pq"] if joint else ["negros"])
    roles = ["total", *parts] if rng.random() < 0.25 else [*parts, "total"]
    coded = rng.random() < 0.7
    repeated = rng.random() < 0.25
    texts = ["place"] if repeated else [c for c in ("nivel", "place") if rng.random() < 0.4]
    if not coded and not texts:
        texts = ["nivel"]  # names and counts only are `column_blocks`' (tests/layout_names.py)
    n = rng.randint(2, 8)
    if repeated:
        cargo = rng.choice(REPEATED)
        names = [cargo] * n
        places = rng.sample(PLACES, n)
    else:
        names = rng.sample(NAMES, n)
        places = [rng.choice(PLACES) for _ in range(n)]
    rows = [_row(rng, parts) for _ in range(n)]
    totals = rng.random() < 0.6
    pages = 2 if n >= 4 and rng.random() < 0.3 else 1
    cut = rng.randint(2, n - 2) if pages == 2 else n
    wrap = rng.random() < 0.35
    wraps = {r: rng.choice(["connector", "connector", "any"]) for r in range(n) if wrap and rng.random() < 0.4}
    place_wrap = "place" in texts and rng.random() < 0.3
    labels = [[rng.choice(CODE_LABELS)]] if coded else []
    labels.append([rng.choice(NAME_LABELS)])
    labels += [list(rng.choice(TEXT_LABELS[c])) for c in texts]
    labels += [list(rng.choice(LABELS[role])) for role in roles]
    header = _header(labels, rng)
    code_form = rng.choice(["{:03d}", "{letter}-{:02d}", "{:02d}"])
    start = rng.randint(1, 120)
    broken_how = rng.choice(["short", "sum"]) if rng.random() < 0.1 else ""
    body: list[str] = []
    entries: list[Entry] = []
    broken = 0
    lines_of = [_wrap(name, rng, wraps[r]) if r in wraps else [name] for r, name in enumerate(names)]
    place_lines = [_wrap(p, rng, "any") if place_wrap else [p] for p in places]
    for page, (lo, hi) in enumerate([(0, cut), (cut, n)][:pages]):
        last = page == pages - 1
        if page:
            body += [f"Página {page + 5}/12", RUNNING_HEAD]
        body += header
        span = list(range(lo, hi))
        if coded:
            body += [code_form.format(start + r, letter=rng.choice("EDC")) for r in span]
        ends_names = totals and last
        body += [line for r in span for line in lines_of[r]]
        body += [rng.choice(["TOTAL", "TOTAL GERAL", "Total"])] if ends_names else []
        for c in texts:
            body += [line for r in span for line in (place_lines[r] if c == "place" else [rng.choice(LEVELS)])]
        blocks = [[_cell(rows[r][role], rng) for r in span] for role in roles]
        if ends_names:
            for block, role in zip(blocks, roles):
                block.append(_cell(sum(row[role] for row in rows), rng))
        if broken_how == "short" and last:
            blocks[rng.randrange(len(blocks))].pop(rng.randrange(len(span)))
        if broken_how == "sum" and last:
            k, b = rng.randrange(len(span)), rng.randrange(len(roles))
            blocks[b][k] = str(rows[span[k]][roles[b]] + 1)
        for block in blocks:
            if rng.random() < 0.2:
                body.append(f"Página {page + 5}/12")
            body += block
        # what leaves the part unreadable (what the page shows, not how the reader works)
        joined = any(len(lines_of[r]) > 1 for r in span)
        places_wrapped = any(len(place_lines[r]) > 1 for r in span)
        if (
            (broken_how and last)
            or any(wraps.get(r) == "any" and len(lines_of[r]) > 1 for r in span)
            or (repeated and places_wrapped)
            or (texts and not ends_names and (len(texts) > 1 or joined or places_wrapped))
        ):
            broken += 1
            continue
        for r in span:
            row = rows[r]
            negros = row["negros"] if "negros" in row else row["pp"] + row["pi"] + row["pq"]
            entries.append(Entry(places[r] if repeated else names[r], row["total"], negros, proven=not joined))
    if joint:
        body.append(LEGEND)
    quadro = "\n".join(body)
    intro = rng.choice(["2.1 Os cargos e as vagas constam do quadro a seguir:", "ANEXO I – QUADRO DE VAGAS"])
    text = f"{HEAD}\n2. DAS VAGAS\n{intro}\n{quadro}\n{TAIL}"
    return Case(text, entries, broken, coded)
