"""A quadro a report engine (ReportLab, fpdf2, JasperReports) drew a column band at a time, its names wrapped
at whatever word the band's width falls on, the cargos named whole elsewhere in the edital, drawn at random
with its right reading: the class of `tables/mentioned_names.py` (within `tables/band_blocks.py`).

`band_wraps(rng)` writes the text pypdf gives for such a PDF (set 12's t02, an instituto federal's TAE
quadro): the header's labels a line each ("Código", "Cargo", "Nível", "Lotação (nº de vagas)", "AC", "PcD",
"PP", "PI", "PQ", "Total de" / "vagas"), every code ("E-01", "101"), every name wrapped greedily at the
band's width (so at times after a word that cannot end a name, "Assistente em" / "Administração", and at
times where nothing shows it, "Técnico em Assuntos" / "Educacionais"), the totals row's label, the nível
block, the lotação block (one to three places a row, each with its count in brackets, wrapped: a "(2)"
alone on a line), then each count column's cells top to bottom, the totals row's included; a legend, the
page's footer. Around it the edital names its cargos again, or not: an annex of requisitos, a line a cargo
("TÉCNICO EM ASSUNTOS EDUCACIONAIS (E-04): Requisitos: …", "D-01 – Assistente em Administração: …",
"Cargo: Auxiliar em Administração"), a name at times broken over two of its lines, a cargo at times left
out; a line listing a level's cargos with commas at times. A quadro cut over two pages at times, its header
again after the page's footer, the totals row on the last page.

The right reading: each row its total and its negros (pretos e pardos, indígenas and quilombolas together),
never confirmed where a name was joined back. Not readable (`broken`: a note and nothing read): a name
wrapped where nothing shows it that the edital does not name whole on one line elsewhere (or whose two
lines it also names each apart: "Para o cargo de Enfermeiro" / "Plantonista, …"); a cargo not named whole
elsewhere apart from its neighbours' lines; two neighbouring names' lines that the edital has together on a line, not each apart; a page's part with no totals row whose names or text
blocks wrap (nothing ends the names); a row that does not close.
"""

from __future__ import annotations

import random
import re
import textwrap
import unicodedata
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

NAMES = [
    "Administrador",
    "Pedagogo-Área",
    "Psicólogo-Área",
    "Técnico em Assuntos Educacionais",
    "Assistente em Administração",
    "Técnico de Laboratório – Área: Química",
    "Técnico de Tecnologia da Informação",
    "Tradutor e Intérprete de Linguagem de Sinais",
    "Auxiliar em Administração",
    "Assistente de Alunos",
    "Bibliotecário Documentalista",
    "Engenheiro Eletricista",
    "Contador",
    "Jornalista",
    "Médico Veterinário",
    "Técnico em Segurança do Trabalho",
    "Analista de Tecnologia da Informação",
    "Auxiliar de Biblioteca",
    "Enfermeiro Plantonista",
    "Operador de Máquinas Agrícolas",
    "Nutricionista Clínico",
    "Arquivista",
]
PLACES = [
    "Reitoria",
    "Campus Serra Alta",
    "Campus Rio Claro do Norte",
    "Campus Avançado Lagoa Bonita",
    "Sede Administrativa",
    "Unidade Vila Nova",
]
LEVELS = ["E", "D", "C", "Superior", "Médio"]
REQUISITOS = [
    "Curso superior na área e registro no conselho competente.",
    "Médio profissionalizante ou médio completo e curso técnico.",
    "Fundamental completo e experiência de 12 meses.",
]
_TOLD_END = re.compile(r"(?:\s(?:de|da|do|das|dos|e|em|para|com|a|as|ao|aos|o|na|no)|[-–—,/(:])$")
LABELS = {
    "open": [["AC"], ["Ampla", "concorrência"]],
    "pcd": [["PcD"], ["Pessoas com", "deficiência"]],
    "negros": [["Negros"], ["Vagas", "reservadas a", "negros"]],
    "pp": [["PP"], ["Pretos e", "pardos"]],
    "pi": [["PI"], ["Indígenas"]],
    "pq": [["PQ"], ["Quilombolas"]],
    "total": [["Total"], ["Total de", "vagas"], ["TOTAL"]],
}
LEGEND = (
    "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; PP – pessoas pretas e pardas; PI – pessoas"
    "\nindígenas; PQ – pessoas quilombolas (Lei nº 15.142/2025)."
)
FOOTER = "INSTITUTO FEDERAL DO PLANALTO CENTRAL – EDITAL Nº 04/2026 – CONCURSO PÚBLICO TAE"


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    broken: int = 0  # quadro parts not to be read (a note each)
    untold: int = 0  # names wrapped where nothing in the band shows it, in parts read


def folded(text: str) -> str:
    """Lower case, no accents, spaces single: how a page's words compare."""
    plain = unicodedata.normalize("NFKD", text.lower())
    return " ".join("".join(c for c in plain if not unicodedata.combining(c)).split())


def has_phrase(lines: list[str], phrase: str, before: str = "", after: str = "") -> bool:
    """Whether `phrase` stands whole (not inside a word) on one of `lines`, not right after the words
    `before` nor right before the words `after`."""
    lead = rf"(?<!{re.escape(folded(before))} )" if before else ""
    tail = rf"(?! {re.escape(folded(after))})" if after else ""
    pattern = re.compile(lead + r"(?<![a-z0-9])" + re.escape(folded(phrase)) + r"(?![a-z0-9])" + tail)
    return any(pattern.search(folded(line)) for line in lines)


def named_together(lines: list[str], left: str, right: str) -> bool:
    """Whether the page names `left` and `right` as one name: together on a line, and not each apart too
    (two cargos side by side in a list, each named alone elsewhere), over the lines' ends."""
    if not has_phrase(lines, f"{left} {right}"):
        return False
    flow = [" ".join(lines)]  # a name broken over two lines of prose is no name apart
    return not (has_phrase(flow, left, after=right) and has_phrase(flow, right, before=left))


def _cell(value: int, rng: random.Random) -> str:
    if value == 0:
        return rng.choice(["0", "–", "00", "-"])
    return f"{value:02d}" if rng.random() < 0.2 else str(value)


def _row(rng: random.Random, parts: list[str]) -> dict[str, int]:
    row = {role: 0 for role in parts}
    row["open"] = rng.randint(0, 25)
    if "pcd" in parts:
        row["pcd"] = rng.choice([0, 0, 1, 2])
    for role in ("negros", "pp"):
        if role in parts:
            row[role] = rng.randint(0, 7)
    for role in ("pi", "pq"):
        if role in parts:
            row[role] = rng.choice([0, 0, 0, 1])
    if not any(row.values()):
        row["open"] = 1
    row["total"] = sum(row.values())
    return row


def _groups(lines: list[str]) -> list[str]:
    """A name's band lines with each wrap the band shows (after a word that cannot end a name, before a word
    in lower case) joined: what stays apart is a wrap nothing shows."""
    out: list[str] = []
    for line in lines:
        if out and (_TOLD_END.search(out[-1]) or line[0].islower() or line[0] == "("):
            out[-1] += " " + line
        else:
            out.append(line)
    return out


def _places(rng: random.Random, total: int, width: int) -> list[str]:
    """A row's lotação cell: one to three places, each with its share in brackets at times, wrapped."""
    chosen = rng.sample(PLACES, rng.randint(1, 3))
    counted = len(chosen) > 1 or rng.random() < 0.3
    out: list[str] = []
    for place in chosen:
        text = f"{place} ({rng.randint(1, max(1, total))})" if counted else place
        out += textwrap.wrap(text, width)
    return out


def _annex(rng: random.Random, names: list[str], codes: list[str]) -> list[str]:
    """An annex naming the cargos again, a line or two a cargo (a name broken over two lines at times, a
    cargo left out at times), a level's cargos listed with commas at times; or nothing."""
    if rng.random() < 0.15:
        return []
    out = ["ANEXO II – REQUISITOS E ATRIBUIÇÕES DOS CARGOS"]
    whole = rng.random() < 0.7  # every cargo named, each on a line of its own
    for name, code in zip(names, codes):
        how = rng.choices(
            ["upper", "dash", "line", "split", "absent"], [4, 3, 2, 0 if whole else 2, 0 if whole else 2]
        )[0]
        words = name.split(" ")
        if how == "upper":
            out.append(f"{name.upper()} ({code}): Requisitos: {rng.choice(REQUISITOS)}")
        elif how == "dash":
            out.append(f"{code} – {name}: {rng.choice(REQUISITOS)}")
        elif how == "line":
            out += [f"Cargo: {name}", f"Requisitos: {rng.choice(REQUISITOS)}"]
        elif how == "split" and len(words) > 1:
            cut = rng.randrange(1, len(words))
            out += [f"Para o cargo de {' '.join(words[:cut])}", f"{' '.join(words[cut:])}, exige-se diploma."]
    if rng.random() < 0.3:
        listed = rng.sample(names, min(len(names), 3))
        out.append("Cargos com prova prática: " + ", ".join(listed[:-1]) + " e " + listed[-1] + ".")
    if rng.random() < 0.1 and len(names) > 1:
        k = rng.randrange(len(names) - 1)
        out.append(f"{names[k]} {names[k + 1]}")  # a two-column list pypdf joined on one baseline
    return out


def _band(rng: random.Random, setup: dict, span: list[int], ends_names: bool) -> list[str]:
    """A page's part of the quadro: header, codes, names, totals row's label, text blocks, count blocks."""
    body = list(setup["header"])
    body += [setup["codes"][r] for r in span]
    body += [line for r in span for line in setup["name_lines"][r]]
    body += [rng.choice(["TOTAL", "TOTAL GERAL", "Total"])] if ends_names else []
    for column in setup["texts"]:
        body += [line for r in span for line in (setup["places"][r] if column == "place" else [setup["levels"][r]])]
    rows = setup["rows"]
    for role in setup["roles"]:
        if rng.random() < 0.1:
            body.append("Página 7 de 11")
        body += [_cell(rows[r][role], rng) for r in span]
        if ends_names:
            body.append(_cell(sum(row[role] for row in rows), rng))
    return body


def _setup(rng: random.Random) -> dict:
    joint = rng.random() < 0.6
    parts = ["open"] + (["pcd"] if rng.random() < 0.7 else []) + (["pp", "pi", "pq"] if joint else ["negros"])
    roles = [*parts, "total"] if rng.random() < 0.85 else ["total", *parts]
    n = rng.randint(2, 10)
    names = rng.sample(NAMES, n)
    width, place_width = rng.choice([rng.randint(12, 26), rng.randint(28, 46)]), rng.randint(16, 32)
    form = rng.choice(["{letter}-{k:02d}", "{k:03d}", "{k:02d}"])
    levels = [rng.choice(LEVELS) for _ in names]
    rows = [_row(rng, parts) for _ in names]
    labels = [["Código"], ["Cargo"]]
    texts = rng.choice([["nivel", "place"], ["nivel", "place"], ["place"], ["nivel"]])
    labels += [["Nível"] if c == "nivel" else [rng.choice(["Lotação (nº de vagas)", "Lotação"])] for c in texts]
    labels += [list(rng.choice(LABELS[role])) for role in roles]
    return {
        "n": n,
        "joint": joint,
        "roles": roles,
        "names": names,
        "rows": rows,
        "texts": texts,
        "levels": levels,
        "header": [line for label in labels for line in label],
        "codes": [form.format(k=k + 1, letter=levels[k][0]) for k in range(n)],
        "name_lines": [textwrap.wrap(name, width, break_on_hyphens=False, break_long_words=False) for name in names],
        "places": [_places(rng, row["total"], place_width) for row in rows],
    }


def _readable(setup: dict, span: list[int], ends_names: bool, outside: list[str]) -> bool:
    """Whether the page shows how the part's blocks pair: names ended by the totals row (or a name and a text
    cell a row, nothing wrapped), and each wrap nothing in the band shows settled by the edital: the two
    lines named together (and not each apart), no two cargos' lines so named, every cargo named apart from
    its neighbours' lines."""
    lines_of, places = setup["name_lines"], setup["places"]
    if not ends_names:
        flat = all(len(lines_of[r]) == 1 and (len(places[r]) == 1 or "place" not in setup["texts"]) for r in span)
        return len(setup["texts"]) == 1 and flat
    groups = [_groups(lines_of[r]) for r in span]
    if all(len(g) == 1 for g in groups):
        return True
    flat = [(r, g) for r, gs in zip(span, groups) for g in gs]
    for (r, left), (s, right) in zip(flat, flat[1:]):
        if named_together(outside, left, right) != (r == s):
            return False  # a wrap the edital does not settle, or two cargos it names as one
    flow = [" ".join(outside)]
    for k, r in enumerate(span):
        before = groups[k - 1][-1] if k else ""
        after = groups[k + 1][0] if k + 1 < len(span) else ""
        if not has_phrase(flow, setup["names"][r], before=before, after=after):
            return False  # a cargo not named elsewhere apart from its neighbours' lines
    return True


def band_wraps(rng: random.Random) -> Case:
    setup = _setup(rng)
    n, rows, names = setup["n"], setup["rows"], setup["names"]
    pages = 2 if n >= 4 and rng.random() < 0.25 else 1
    cut = rng.randint(2, n - 2) if pages == 2 else n
    totals = rng.random() < 0.85
    off = rng.randrange(n) if rng.random() < 0.08 else None  # a row that does not close
    annex = _annex(rng, names, setup["codes"])
    intro = [
        "2. DAS VAGAS",
        rng.choice(["2.1 Os cargos e as vagas constam do quadro a seguir:", "ANEXO I – QUADRO DE VAGAS"]),
    ]
    parts: list[list[str]] = []
    spans = [list(range(0, cut)), list(range(cut, n))][:pages]
    for page, span in enumerate(spans):
        body = _band(rng, setup, span, totals and page == pages - 1)
        if off in span:
            body[-(len(span) + (totals and page == pages - 1)) + span.index(off)] = str(rows[off]["total"] + 1)
        parts.append([*body, FOOTER, f"Página {7 + page} de 11"])
    if setup["joint"]:
        parts[-1][-2:-2] = LEGEND.split("\n")
    text_lines = HEAD.split("\n") + intro + [line for part in parts for line in part] + annex + TAIL.split("\n")
    case = Case("\n".join(text_lines))
    for page, span in enumerate(spans):
        ends_names = totals and page == pages - 1
        outside = HEAD.split("\n") + intro + [line for k, p in enumerate(parts) if k != page for line in p] + annex
        outside += TAIL.split("\n")
        if off in span or not _readable(setup, span, ends_names, outside):
            case.broken += 1
            continue
        joined = any(len(setup["name_lines"][r]) > 1 for r in span)
        case.untold += sum(len(_groups(setup["name_lines"][r])) - 1 for r in span)
        for r in span:
            row = rows[r]
            negros = row["negros"] if "negros" in row else row["pp"] + row["pi"] + row["pq"]
            case.entries.append(Entry(names[r], row["total"], negros, proven=not joined))
    return case
