"""A quadro whose count labels were printed rotated (vertical header cells), as pypdf's plain text gives
any PDF printed so, drawn at random with its right reading: the class of `tables/rotated_tail.py`.

pypdf writes a page's horizontal text first and its rotated text last: the header's line keeps only the
labels printed horizontally ("Cargo Vencimento (R$)", "Código Emprego Salário (R$) Jornada semanal Taxa
de inscrição (R$)"), the rows follow with their counts under no label, and the rotated labels come at
the page's end, one cell a line, a long label wrapped as in its cell ("Pessoas com" / "deficiência"),
right before the next page's running head or the text's end.

Drawn: the running head (a title line, "Página N de M" on a line of its own or glued to the board's
name), the name label ("Cargo", "Emprego", "Função"), the code column printed (before the name),
rotated (the tail's first label) or absent, codes of 2 or 3 digits or none; the count columns rotated
in any order (total, ampla concorrência, negros under several wordings, PcD or not), counts zero-padded
or not, zero as "0", "00" or "–"; text columns after the counts, printed or rotated (pay with or
without "R$", jornada "40h", a fee "62,00": numbers that are no counts); other text on the page after
the quadro (a score table, clauses); the quadro on the first page or the last, a page after it or none.
And a distractor: a score table whose rotated labels are no vacancy labels ("Nº de questões" / "Peso").
"""

from __future__ import annotations

import random

from layout_prose import CARGOS, Case, Entry

TOTAL = ["Total de vagas", "Total", "Vagas totais", "Nº de vagas", "Total de Vagas"]
OPEN = ["Ampla concorrência", "Ampla Concorrência", "AC", "Vagas de ampla concorrência"]
PCD = ["Pessoas com deficiência", "PcD", "Candidatos com deficiência", "Vagas PcD"]
NEGROS = ["Candidatos negros", "Negros", "Pretos, pardos e indígenas", "Pessoas negras", "Cotas raciais"]
NAME = ["Cargo", "Emprego", "Função", "Cargo/Função", "Emprego público"]
CODE = ["Código", "Cód.", "Código do cargo"]
AFTER = [
    ("Vencimento (R$)", lambda rng: f"R$ {rng.randint(1, 19)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"),
    ("Salário (R$)", lambda rng: f"{rng.randint(1, 19)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"),
    ("Jornada semanal", lambda rng: rng.choice(["40h", "44h", "30h", "36h"])),
    ("Taxa de inscrição (R$)", lambda rng: rng.choice(["62,00", "45,00", "88,00", "106,00"])),
]
BOARDS = ["Instituto Mais – www.institutomais.org.br", "FGV Conhecimento", "Fundação VUNESP", "IBFC"]


def _count(value: int, padded: bool, zero: str) -> str:
    if value == 0:
        return zero
    return f"{value:02d}" if padded else str(value)


def _pieces(label: str, rng: random.Random) -> list[str]:
    """A rotated cell's lines: the label whole, or wrapped at a word as a narrow cell wraps it."""
    words = label.split(" ")
    if len(words) < 2 or rng.random() < 0.5:
        return [label]
    at = rng.randint(1, len(words) - 1)
    return [" ".join(words[:at]), " ".join(words[at:])]


def _figures(rng: random.Random, pcd: bool) -> dict[str, int]:
    total = rng.randint(1, 60)
    negros = total * rng.choice((20, 25, 30)) // 100
    disabled = min(total - negros, total * 5 // 100 + rng.randint(0, 1)) if pcd else 0
    return {"total": total, "open": total - negros - disabled, "negros": negros, "pcd": disabled}


def _head(rng: random.Random, title: str, page: int, pages: int) -> list[str]:
    board = rng.choice(BOARDS)
    if rng.random() < 0.5:
        return [title, f"Página {page} de {pages}{board}"]
    return [title, f"Página {page} de {pages}"]


def _score_table(rng: random.Random) -> tuple[list[str], list[str]]:
    """A score table with rotated labels: its header line, rows and its tail (no vacancy labels)."""
    rows = [f"{s} {rng.randint(10, 40)} {rng.randint(1, 3)}" for s in ("Língua Portuguesa", "Matemática", "Legislação")]
    return ["Disciplina", *rows], ["Nº de", "questões", "Peso"]


def rotated_tail(rng: random.Random) -> Case:
    pcd = rng.random() < 0.8
    roles = ["total", "open", "negros", *(["pcd"] if pcd else [])]
    rng.shuffle(roles)
    wording = {"total": TOTAL, "open": OPEN, "pcd": PCD, "negros": NEGROS}
    labels = {role: rng.choice(wording[role]) for role in roles}
    code = rng.choice(["printed", "rotated", "none"])
    code_label = rng.choice(CODE)
    after = rng.sample(AFTER, rng.randint(0, 3))
    rotated_after = [a for a in after if rng.random() < 0.3] if after else []
    printed_after = [a for a in after if a not in rotated_after]
    after = [*rotated_after, *printed_after]  # rotated text cells right after the counts, printed ones last
    padded, zero = rng.random() < 0.5, rng.choice(["0", "00", "–"])
    digits = rng.choice([2, 3])
    names = rng.sample(CARGOS, rng.randint(2, 9))
    title = f"SAAE de Porto Real – Concurso Público 0{rng.randint(1, 9)}/2025"
    pages = rng.choice([1, 2])
    table_page = rng.randint(1, pages)

    header = " ".join(
        [*([code_label] if code == "printed" else []), rng.choice(NAME), *(label for label, _ in printed_after)]
    )
    rows, entries = [], []
    for n, name in enumerate(names, start=1):
        figures = _figures(rng, pcd)
        cells = [_count(figures[role], padded, zero) for role in roles]
        start = [f"{n:0{digits}d}" if digits == 2 else f"{100 + n}"] if code != "none" else []
        rows.append(" ".join([*start, name, *cells, *(cell(rng) for _, cell in after)]))
        entries.append(Entry(name, figures["total"], figures["negros"]))
    tail = [*([code_label] if code == "rotated" else [])]
    tail = [piece for label in [*tail, *(labels[r] for r in roles)] for piece in _pieces(label, rng)]
    tail += [piece for label, _ in rotated_after for piece in _pieces(label, rng)]

    body: list[str] = []
    for page in range(1, pages + 1):
        body += _head(rng, title, page, pages)
        if page == 1:
            body += [
                "SERVIÇO AUTÔNOMO DE ÁGUA E ESGOTO DE PORTO REAL",
                "EDITAL DE ABERTURA DE INSCRIÇÕES",
                "O Superintendente torna pública a abertura de inscrições ao Concurso Público para provimento de",
                "empregos públicos, nos termos da Lei Municipal nº 3.777/2019, que reserva 20% das vagas aos negros.",
            ]
        if page != table_page:
            body += [
                "As inscrições serão realizadas no site da organizadora, das 10h de 02/05/2025 às 16h de",
                "31/05/2025, mediante o pagamento da taxa.",
            ]
            continue
        body += ["1. Os empregos e as vagas são os da tabela a seguir:", header, *rows]
        body += ["Nota: o salário tem como referência o mês de março de 2025."]
        score = rng.random() < 0.5
        if score:
            score_lines, score_tail = _score_table(rng)
            body += ["II – DAS PROVAS", *score_lines]
        body += ["III – DAS INSCRIÇÕES", "1. As inscrições serão realizadas de 02/05/2025 a 31/05/2025."]
        body += tail
        if score and rng.random() < 0.5:
            body += score_tail
    return Case("\n".join(body), entries)


UFS = "AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO".split()
SPANS = ["Vagas por UF de lotação", "Vagas por unidade da federação", "Distribuição das vagas por UF"]
NATIONAL = ["Inspetor", "Agente", "Agente Administrativo", "Analista", "Técnico", "Perito"]
FIELDS = ["de Segurança Viária", "de Fiscalização", "de Trânsito", "Ambiental", "de Infraestrutura"]


def _spread(total: int, places: int, rng: random.Random) -> list[int]:
    """`total` vacancies shared out over `places` states at random (many with none)."""
    out = [0] * places
    for _ in range(total):
        out[rng.randrange(places)] += 1
    return out


def rotated_places(rng: random.Random) -> Case:
    """A landscape quadro of a national concurso: a column a state (their abbreviations rotated, under a
    printed "Vagas por UF de lotação" or no span) and the count roles rotated, in a two-row header: the
    tail gives the upper row's roles first, then the states, whichever block the rows print first; a
    state with no vacancy "–" or "0"; a note under the rows; on the last page or before another."""
    roles = ["total", "open", "pcd", "negros"] if rng.random() < 0.8 else ["total", "open", "negros"]
    if rng.random() < 0.5:
        rng.shuffle(roles)
    labels = {"total": TOTAL, "open": ["Ampla concorrência", "Ampla Concorrência"], "pcd": PCD, "negros": NEGROS}
    labels = {**labels, "negros": [*NEGROS, "Pessoas pretas e pardas"]}
    chosen = {role: rng.choice(labels[role]) for role in roles}
    states = sorted(rng.sample(UFS, rng.randint(_places_least(), len(UFS))), key=UFS.index)
    zero = rng.choice(["–", "0", "-"])
    places_first = rng.random() < 0.7
    names = list(dict.fromkeys(f"{rng.choice(NATIONAL)} {rng.choice(FIELDS)}" for _ in range(rng.randint(2, 5))))
    rows, entries = [], []
    for name in names:
        total = rng.randint(len(states) // 3 + 1, 500)
        negros = total * 20 // 100
        pcd = total * 5 // 100 if "pcd" in roles else 0
        figures = {"total": total, "open": total - negros - pcd, "negros": negros, "pcd": pcd}
        spread = [str(v) if v else zero for v in _spread(total, len(states), rng)]
        counts = [str(figures[role]) for role in roles]
        rows.append(" ".join([name, *(spread + counts if places_first else counts + spread)]))
        entries.append(Entry(name, total, negros))
    pages = rng.choice([1, 2])
    title = f"DNSV – Edital nº {rng.randint(1, 9)}/2026"
    head = [title, f"Página 1 de {pages}{rng.choice(['', 'FGV Conhecimento'])}"]
    body = [
        *head,
        "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA",
        "1.1 A reserva é aplicada ao total nacional de vagas do cargo, nos termos da Lei nº 12.990/2014.",
        "ANEXO I – DISTRIBUIÇÃO DAS VAGAS POR UNIDADE DA FEDERAÇÃO DE LOTAÇÃO",
        rng.choice(["Cargo", "Cargo/Área"]),
        *([rng.choice(SPANS)] if rng.random() < 0.7 else []),
        *rows,
        f"({zero}) Sem vaga imediata na UF. As vagas reservadas são computadas no total nacional do cargo.",
    ]
    body += [piece for role in roles for piece in _pieces(chosen[role], rng)] + states
    if pages == 2:
        body += [
            title,
            "Página 2 de 2",
            "ANEXO II – CONTEÚDO PROGRAMÁTICO",
            "Língua Portuguesa: compreensão de textos.",
        ]
    return Case("\n".join(body), entries)


def _places_least() -> int:
    return 3  # the fewest states a run of abbreviations is read as places from
