"""A spreadsheet annex wider than its page, printed by LibreOffice Calc with only the code column repeated,
drawn at random with its right reading: the class of `tables/code_overflow.py` and `code_overflow_pairs.py`.

`code_overflow(rng)` writes the text pypdf gives for such an annex after an edital's body: the first pages
hold the codes with their names, nível and requisitos ("E-101 Administrador E Curso superior em …", a long
requisitos cell, at times the name too, wrapped and printed after the page's rows, a wrapped cell's lines
but its last ending in a space as pypdf gives them), a "TOTAL GERAL" label and a note on the last; then one
to three passes over the same rows, the count columns (total, AC, PcD, the reserves by race or negros, a
cadastro's count at times; in one of several orders) cut between them where the page ends, a page at a time:
the code label alone, the page's codes a line each (zero-padded or not; the last page's "TOTAL GERAL" label
among them), the pass's header (on every page or its first only, before or after the rows): on one line in
the columns' order where every label fits its cell, else drawn as Calc does, one-line labels first and
wrapped ones after, a spanning "Reserva – Lei nº 15.142/2025" over the reserves drawn before its row of
sub-labels (printed again on the next pass where the page cut its group); at times a page of a pass
with no text column read by position (each row on its code's line, the header's words mixed); the rows with
no code nor name
(ambiente and lotação cells and the pay on the first pass, the counts zero-padded or dashes for a cadastro
row, "Sim 40 horas" after them on the last at times), the Total row, page footers and the sheet's title at
times. The body holds at times a table of approval limits (numbers that are no cargo's). One variant in
ten has a pass a row short (a code on one side only): nothing is read from it.

The right reading: every cargo with vacancies once, named by its name, its total and its reserves by race
together; confirmed only where every pass's labels stand on one line (no label wrapped, none spanning) and
the pass has a total; never a cargo named by its ambiente or lotação, never a limit read as vacancies.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

HEAD = (
    "MINISTÉRIO DA EDUCAÇÃO\nUNIVERSIDADE FEDERAL DO VALE DO RIO SECO\nEDITAL Nº {n}, DE 10 DE MARÇO DE 2026\n"
    "CONCURSO PÚBLICO PARA CARGOS TÉCNICO-ADMINISTRATIVOS EM EDUCAÇÃO\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso será regido por este edital.\n"
    "1.2 Os cargos, os requisitos e o número de vagas constam do Anexo I, apresentado em planilha ao final.\n"
)
LIMITS = (
    "9. DO NÚMERO MÁXIMO DE APROVADOS\n9.1 O número máximo de candidatos aprovados observará o quadro a seguir.\n"
    "Quadro 3 – Quantidade de vagas previstas no edital por cargo e número máximo de\ncandidatos aprovados\n"
    "Quantidade de vagas previstas no edital Número máximo de candidatos aprovados\n{rows}\n"
    "9.2 Os candidatos com deficiência e os negros aprovados não serão computados no limite.\n"
)
LIMIT_ROWS = [(1, 5), (2, 9), (3, 14), (4, 18), (5, 22), (6, 25), (7, 29), (8, 32), (9, 35), (10, 38)]
TAIL = "12. DAS DISPOSIÇÕES FINAIS\n12.1 Os casos omissos serão resolvidos pela Comissão.\nReitora\n"
NAMES = [
    ("Administrador", "E", "Curso superior em Administração e registro no conselho competente"),
    ("Analista de Tecnologia da Informação", "E", "Curso superior na área de Tecnologia da Informação"),
    ("Arquiteto e Urbanista", "E", "Curso superior em Arquitetura e Urbanismo e registro no CAU"),
    ("Assistente Social", "E", "Curso superior em Serviço Social e registro no CRESS"),
    ("Bibliotecário-Documentalista", "E", "Curso superior em Biblioteconomia e registro no CRB"),
    ("Contador", "E", "Curso superior em Ciências Contábeis e registro no CRC"),
    ("Enfermeiro/Área", "E", "Curso superior em Enfermagem e registro no COREN"),
    ("Médico/Área: Clínica Médica", "E", "Curso superior em Medicina e residência em Clínica Médica"),
    ("Assistente em Administração", "D", "Médio profissionalizante ou médio completo com experiência"),
    ("Técnico de Laboratório/Área: Química", "D", "Médio completo com curso técnico em Química"),
    ("Técnico em Contabilidade", "D", "Médio completo com curso técnico em Contabilidade"),
    ("Técnico em Enfermagem", "D", "Médio completo com curso técnico em Enfermagem"),
    ("Tradutor e Intérprete de Linguagem de Sinais", "D", "Médio completo e proficiência em Libras"),
    ("Auxiliar em Administração", "C", "Fundamental completo e experiência de 12 meses"),
    ("Assistente de Laboratório", "C", "Fundamental completo e experiência de 12 meses"),
]
AMBIENTES = ["Administrativo", "Informação", "Infraestrutura", "Ciências da Saúde", "Agropecuário", ""]
LOTACOES = [
    "Reitoria (Afogados)",
    "Reitoria e campi",
    "Prefeitura Universitária",
    "Campus Serra Talhada",
    "Auditoria Interna",
]
PAY = {"E": "R$ 4.967,04", "D": "R$ 3.006,68", "C": "R$ 2.461,48"}
TITLE = "UNIVERSIDADE FEDERAL DO VALE DO RIO SECO – EDITAL Nº {n}/2026 – ANEXO I – QUADRO DE VAGAS"
NOTE = "Observação: o quantitativo reservado a cada grupo foi calculado por cargo, na forma do item 6 do edital."


@dataclass
class Entry:
    name: str
    vacancies: int
    negros: int | None
    proven: bool = True


@dataclass
class Case:
    text: str
    rows: int
    entries: list[Entry] = field(default_factory=list)
    broken: bool = False  # a code on one side only: nothing read, a note


#: Each role's labels: (one that fits its cell on one line, wrapped over two lines by Calc).
LABELS = {
    "total": (["Total", "Total de vagas", "TOTAL"], ["Total de ", "vagas"]),
    "open": (["AC", "Ampla concorrência"], ["Ampla ", "concorrência"]),
    "pcd": (["PcD", "Pessoas com deficiência"], ["Pessoas com ", "deficiência"]),
    "pretos_pardos": (["PP", "Pretos e pardos"], ["Pessoas pretas e ", "pardas"]),
    "indigenas": (["PI", "Indígenas"], ["Pessoas ", "indígenas"]),
    "quilombolas": (["PQ", "Quilombolas"], ["Pessoas ", "quilombolas"]),
    "negros": (["Negros"], ["Vagas para ", "negros"]),
    "crg": (["CR", "Cadastro de reserva"], ["Cadastro de ", "reserva"]),
}
RACE = ("pretos_pardos", "indigenas", "quilombolas", "negros")
SPAN = ["Reserva – Lei nº 15.142/2025", "Vagas reservadas", "Reserva de vagas"]
TEXT_LABELS = ["Ambiente organizacional", "Lotação inicial", "Vencimento básico"]


def _roles(rng: random.Random) -> list[str]:
    """The count columns, in the sheet's order."""
    race = ["negros"] if rng.random() < 0.25 else ["pretos_pardos"]
    race += [] if race == ["negros"] or rng.random() < 0.3 else ["indigenas"]
    race += [] if race == ["negros"] or rng.random() < 0.4 else ["quilombolas"]
    parts = ["open"] + (["pcd"] if rng.random() < 0.8 else [])
    shape = rng.random()
    if shape < 0.4:
        roles = ["total", *race, *parts]  # t02's order
    elif shape < 0.65:
        roles = ["total", *parts, *race]
    elif shape < 0.8:
        roles = [*parts, *race, "total"]
    else:
        roles = ["total", *race, *parts]
        rng.shuffle(roles)
    if rng.random() < 0.12:
        roles.remove("total")
    if rng.random() < 0.3:
        roles.insert(rng.randint(0, len(roles)), "crg")
    return roles


def _counts(rng: random.Random, roles: list[str]) -> dict[str, int] | None:
    if rng.random() < 0.08:
        return None  # cadastro de reserva only: dashes
    total = rng.choice([1, 1, 2, 3, 4, 5, 8, 12, 20])
    c = dict.fromkeys(roles, 0)
    if total >= 2:
        race = [r for r in roles if r in RACE]
        c[race[0]] = round(total * 0.25 + 0.01)
        for r in race[1:]:
            c[r] = 1 if total >= 8 and rng.random() < 0.5 else 0
    if "pcd" in roles and total >= 5:
        c["pcd"] = 1
    c["open"] = total - sum(v for r, v in c.items() if r in RACE or r == "pcd")
    c["total"] = total
    if "crg" in c:
        c["crg"] = rng.randint(0, 9)
    return c


def _cell(value: int | None, padded: bool) -> str:
    if value is None:
        return "–"
    return f"{value:02d}" if padded else str(value)


def _names_pages(rng, codes, chosen, per_page, footer, totals: bool) -> tuple[list[str], list[str]]:
    """The names' pages and each row's name as read back (a name wrapped out of its row, "D-206 D", comes
    after the page's rows with the wrapped requisitos, a cell's lines but its last ending in a space)."""
    out: list[str] = []
    names: list[str] = []
    for start in range(0, len(codes), per_page):
        out += [
            footer(),
            rng.choice(["Código Cargo Requisitos de qualificação para ingresso", "Código Cargo Nível Requisitos"]),
        ]
        wrapped = ["Nível de ", "classificação"] if rng.random() < 0.2 else []
        for code, (name, level, req) in zip(codes[start : start + per_page], chosen[start : start + per_page]):
            words = name.split()
            if len(words) >= 3 and rng.random() < 0.15:
                cut = rng.randint(1, len(words) - 1)
                out.append(f"{code} {level}")
                wrapped += [" ".join(words[:cut]) + " ", " ".join(words[cut:]), req]
            elif rng.random() < 0.3:
                out.append(f"{code} {name} {level}")
                half = len(req.split()) // 2
                wrapped += [" ".join(req.split()[:half]) + " ", " ".join(req.split()[half:])]
            else:
                out.append(f"{code} {name} {level} {req}")
            names.append(name)
        if start + per_page >= len(codes):
            out += (["TOTAL GERAL"] if totals else []) + [NOTE]
        out += wrapped
    return out, names


def _items(rng, roles: list[str], texts: list[str], tail: bool) -> list[tuple[str, list[str] | None, bool]]:
    """The pass's labels in the columns' order: (one-line label, its wrapped lines or None where it
    fits, whether it names a role)."""
    items: list[tuple[str, list[str] | None, bool]] = [(t, None, False) for t in texts]
    for r in roles:
        items.append((rng.choice(LABELS[r][0]), LABELS[r][1] if rng.random() < 0.6 else None, True))
    if tail:
        items.append((rng.choice(LABELS["crg"][0]), LABELS["crg"][1] if rng.random() < 0.5 else None, True))
        items.append(("Jornada semanal", ["Jornada ", "semanal"] if rng.random() < 0.5 else None, False))
    return items


def _header(rng, roles: list[str], style: str, texts: list[str], tail: bool, span: bool):
    """A pass's header as Calc draws it: (its one-line labels' lines, its wrapped labels' lines, whether
    its labels prove the columns' order: all on one line, none spanning)."""
    items = _items(rng, roles, texts, tail)
    if style == "flat":
        return [" ".join(one for one, _, _ in items)], [], True
    race = [k for k, r in enumerate(roles) if r in RACE and span]
    lower = {len(texts) + k for k in race}
    upper = [item for k, item in enumerate(items) if k not in lower]
    sub = [item for k, item in enumerate(items) if k in lower]
    one_line = [" ".join(one for one, wrapped, _ in upper if not wrapped)]
    one_line += [rng.choice(SPAN)] if span else []
    late = [line for _, wrapped, _ in upper if wrapped for line in wrapped]
    one_line += [" ".join(one for one, wrapped, _ in sub if not wrapped)]
    late += [line for _, wrapped, _ in sub if wrapped for line in wrapped]
    for k in range(len(late) - 1, 0, -1):  # a cell's last line glued to the next cell's first at times
        if late[k - 1][-1:] != " " and late[k][:1].isupper() and rng.random() < 0.3:
            late[k - 1 : k + 1] = [late[k - 1] + late[k]]
    proven = not span and not any(wrapped for _, wrapped, named in items if named)
    return [line for line in one_line if line.strip()], late, proven


def _pass_pages(rng, case, band: list[str], first: bool, last: bool, span: bool) -> tuple[list[str], bool]:
    """One pass over the rows, a page at a time: the code column alone, then its count columns."""
    codes, counts, per_page = case["codes"], case["counts"], case["per_page"]
    texts = [t for t in TEXT_LABELS if first and case["texts"]]
    tail = last and case["tail"]
    above, late, proven = _header(rng, band, case["style"], texts, tail, span)
    everywhere, split, before = rng.random() < 0.7, rng.random() < 0.3, rng.random() < 0.6
    out: list[str] = []
    for start in range(0, len(codes), per_page):
        end = start + per_page >= len(codes)
        shown = everywhere or not start
        head = (above + late) if shown else []
        out += [case["footer"]()] + ([TITLE.format(n=14)] if rng.random() < 0.4 else [])
        if everywhere and not texts and not end and (start or not first) and rng.random() < 0.15:
            out += _by_position(rng, case, band, start, above + late, tail)
            proven = False
            continue
        page_codes = [c for c in codes[start : start + per_page] if c != case["dropped"] or not first]
        out += [rng.choice(["Código", "CÓDIGO", "Cód."])] + page_codes
        out += (["TOTAL GERAL"] if case["totals"] else []) + [NOTE] if end else []
        if before:
            out += (above if shown else []) + ([] if split else late if shown else [])
        for code, (_, level, _), c in zip(codes[start:], case["chosen"][start:], counts[start : start + per_page]):
            if code == case["dropped"] and first:
                continue
            cells = " ".join(_cell(c and c[r], case["padded"]) for r in band)
            lead = " ".join(x for x in (rng.choice(AMBIENTES), rng.choice(LOTACOES), PAY[level]) if x)
            out.append((f"{lead} " if texts else "") + cells + (" Sim 40 horas" if tail else ""))
        if end and case["totals"]:
            sums = " ".join(_cell(sum(c[r] for c in counts if c), case["padded"]) for r in band)
            out += [sums if rng.random() < 0.5 else f"TOTAL GERAL {sums}", NOTE]
        if not before:
            out += head
        elif split and shown:
            out += late
    return out, proven


def _by_position(rng, case, band: list[str], start: int, header: list[str], tail: bool) -> list[str]:
    """A page read by position (text off its edge makes the reader lay it out so): its header's words
    mixed over a few lines, the code label among them, each row on its code's line."""
    words = [word for line in header for word in line.split()]
    rng.shuffle(words)
    cut = len(words) // 2
    out = [" ".join(words[:cut]), rng.choice(["Código", "CÓDIGO"]), " ".join(words[cut:])]
    for code, c in zip(case["codes"][start:], case["counts"][start : start + case["per_page"]]):
        if code != case["dropped"]:
            out.append(
                f"{code} "
                + " ".join(_cell(c and c[r], case["padded"]) for r in band)
                + (" Sim 40 horas" if tail else "")
            )
    return [line for line in out if line]


def _bands(rng: random.Random, roles: list[str]) -> list[list[str]]:
    """The count columns cut in passes where a page ends, two columns a pass at least."""
    passes = min(rng.choice([1, 2, 2, 3]), len(roles) // 2)
    cuts = sorted(rng.sample(range(2, len(roles) - 1), passes - 1)) if passes > 1 else []
    while any(b - a < 2 for a, b in zip([0, *cuts], [*cuts, len(roles)])):
        cuts = sorted(rng.sample(range(2, len(roles) - 1), passes - 1))
    return [roles[a:b] for a, b in zip([0, *cuts], [*cuts, len(roles)])]


def code_overflow(rng: random.Random) -> Case:
    n = rng.randint(3, 14)
    chosen = rng.sample(NAMES, n)
    shape = rng.choice(["{level}-{k}", "{k:03d}", "{k}", "{level}{k:02d}"])
    base = rng.choice([1, 10, 101]) if shape == "{k:03d}" else rng.choice([10, 101])
    codes = [shape.format(level=level, k=base + k) for k, (_, level, _) in enumerate(chosen)]
    roles = _roles(rng)
    counts = [_counts(rng, roles) for _ in chosen]
    pages = iter(range(1, 100))
    case = {
        "codes": codes,
        "chosen": chosen,
        "counts": counts,
        "per_page": rng.randint(3, 9),
        "footer": lambda: f"Anexo I – página {next(pages)} de 9",
        "texts": rng.random() < 0.7,
        "tail": "crg" not in roles and rng.random() < 0.4,
        "style": rng.choice(["flat", "flat", "calc", "spanned"]),
        "padded": rng.random() < 0.6,
        "totals": rng.random() < 0.85,
        "dropped": rng.choice(codes) if rng.random() < 0.1 else None,
    }
    annex, names = _names_pages(rng, codes, chosen, case["per_page"], case["footer"], case["totals"])
    race = [k for k, r in enumerate(roles) if r in RACE]
    spanned = case["style"] == "spanned" and race == list(range(race[0], race[-1] + 1))
    proven = "total" in roles
    bands = _bands(rng, roles)
    for k, band in enumerate(bands):
        lines, band_proven = _pass_pages(
            rng, case, band, k == 0, k == len(bands) - 1, spanned and bool(set(band) & set(RACE))
        )
        annex += lines
        proven = proven and band_proven
    entries = [
        Entry(name, c["total"], sum(c[r] for r in RACE if r in c), proven)
        for name, c in zip(names, counts)
        if c and c["total"] and not case["dropped"]
    ]
    body = HEAD.format(n=rng.randint(2, 40))
    if rng.random() < 0.6:
        body += LIMITS.format(rows="\n".join(f"{a} {b}" for a, b in LIMIT_ROWS[: rng.randint(4, 10)]))
    return Case(body + TAIL + "\n".join(annex) + "\n", n, entries, bool(case["dropped"]))
