"""A quadro an HTML engine printed (wkhtmltopdf, Qt), a cargo's cell merged over its sub-rows (a row per sexo,
or per localidade), as pypdf gives it: a cell a line; drawn at random with its right reading: the class of
`tables/sub_row_cells.py`.

`sub_row_cells(rng)`: an edital's head, the lead-in and the quadro's title; the header a label a piece a line
(each label wrapped at random widths: "Vagas Ampla" / "Concorrência"): the cargo's label, the part's ("Sexo",
"Gênero"; "Localidade", "Lotação", "Município"), the count roles (ampla concorrência, PcD at times, the
negros' or, at times, "Negros e Índios" together, the total first or last), text columns after them at times
(a pay, the hours); each cargo's cell wrapped at a random width, then its rows: the part (one to three sexes,
or places, a place wrapped only where a joining word shows it), the counts a line each (zero-padded at times,
a none as "-", "–", "0" or "00"), the text cells (a pay "R$ 2.947,33 + Gratificação de Risco de Vida (40%)",
hours "40 horas semanais (escala 12x36 / 24x72)", wrapped) on the group's first row only (merged over its
rows) or on every row; a TOTAL row at times; a page break at times between two rows (the page's footer, the
running head, the header printed again); after it a note or the next section, and at times a later stage's
table of the same shape (the candidates called to the TAF, "Total de convocados", its lead-in saying so),
the TAF's índices by age (a cell a line) and the curso de formação's calls by cargo and sex.

The right reading: each sub-row once, named "cargo – part", its total and its negros'. Proven where the
text shows where the cargo's cell ends: right under a header; after a row's counts with no line between
(no text columns, or the group's text cells merged above); a sex, and a cargo and a place of one line each
where nothing else can stand between; never with "Negros e Índios" (the negros' part of it is not told).
"""

from __future__ import annotations

import random
import textwrap

from layout_prose import Case, Entry

HEAD = (
    "PREFEITURA MUNICIPAL DE PORTO REAL DA SERRA\nEDITAL DE CONCURSO PÚBLICO Nº 001/2024\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n"
    "1.1 O Concurso Público será regido por este Edital e executado pelo Instituto Brasileiro de Apoio.\n"
)
RUNNING_HEAD = "PREFEITURA MUNICIPAL DE PORTO REAL DA SERRA – CONCURSO PÚBLICO Nº 001/2024"
SEX_CARGOS = [
    "Guarda Civil Municipal de 3ª Classe",
    "Guarda Municipal",
    "Agente de Fiscalização de Trânsito",
    "Agente de Segurança Penitenciária",
    "Guarda Civil Municipal Classe Inicial",
    "Agente Socioeducativo",
    "Vigia Patrimonial",
    "Salva-Vidas Municipal",
    "Bombeiro Civil",
]
SEXES = [
    ["Masculino", "Feminino"],
    ["Masculino", "Feminino"],
    ["Masculino", "Feminino", "Ambos"],
    ["Ambos"],
    ["Masc.", "Fem."],
    ["MASCULINO", "FEMININO"],
]
PLACE_CARGOS = [
    "Agente Comunitário de Saúde",
    "Professor de Educação Básica I",
    "Técnico em Enfermagem",
    "Auxiliar de Serviços Gerais",
    "Enfermeiro da Estratégia Saúde da Família",
    "Motorista de Veículos Pesados",
    "Merendeira",
]
#: Places, and where each may wrap so that the break shows (after a joining word).
PLACES = ["Sede", "Zona Rural", "Vila Nova", "Distrito de Pedras Altas", "São João do Brejo", "Córrego Fundo"]
CARGO_LABELS = ["Cargo", "CARGO", "Emprego", "Função"]
PART_LABELS = {"sex": ["Sexo", "SEXO", "Gênero"], "place": ["Localidade", "Lotação", "Município", "Polo"]}
LABELS = {
    "open": ["Vagas Ampla Concorrência", "Ampla Concorrência", "AC", "Vagas AC"],
    "pcd": ["Vagas PcD", "PcD", "Pessoas com Deficiência"],
    "negros": ["Vagas Negros", "Negros", "Vagas reservadas a negros"],
    "joint": ["Vagas Negros e Índios", "Negros e Índios"],
    "total": ["Total de Vagas", "Total", "TOTAL"],
}
TEXT_LABELS = [["Vencimento Base", "Remuneração (R$)", "Salário Base"], ["Carga Horária", "Jornada Semanal"]]
PAYS = ["R$ 2.947,33", "R$ 2.947,33 + Gratificação de Risco de Vida (40%)", "2.611,90", "R$ 3.120,85 + Adicional"]
HOURS = ["40 horas semanais", "40h", "30 horas", "40 horas semanais (escala 12x36 / 24x72)", "Escala 12x36"]
_JOINING = ("de", "da", "do", "em", "e")


def _wrapped(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` characters (a longer word alone), as a narrow cell wraps it."""
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)


def _place(place: str, rng: random.Random) -> list[str]:
    """A place on one line, or on two where a joining word shows the break."""
    words = place.split()
    cuts = [k for k in range(1, len(words)) if words[k - 1] in _JOINING or words[k] in _JOINING]
    if not cuts or rng.random() < 0.5:
        return [place]
    cut = rng.choice(cuts)
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _cell(value: int, rng: random.Random, padded: bool) -> str:
    if value == 0:
        return rng.choice(["-", "–", "0", "00"])
    return f"{value:02d}" if padded else str(value)


def _header(rng: random.Random, kind: str, roles: list[str], joint: bool, texts: int, total: str = "") -> list[str]:
    """The header's lines: each label wrapped at a random width, a piece a line."""
    width = rng.randint(6, 22)
    labels = [rng.choice(CARGO_LABELS), rng.choice(PART_LABELS[kind])]
    for role in roles:
        labels.append(
            total if role == "total" and total else rng.choice(LABELS["joint" if joint and role == "negros" else role])
        )
    labels += [rng.choice(choices) for choices in TEXT_LABELS[:texts]]
    return [labels[0], labels[1], *(piece for label in labels[2:] for piece in _wrapped(label, width))]


def _figures(rng: random.Random, roles: list[str]) -> dict[str, int]:
    figures = {
        "open": rng.randint(1, 40),
        "pcd": rng.randint(0, 3) if "pcd" in roles else 0,
        "negros": rng.randint(0, 9),
    }
    figures["total"] = sum(figures.values())
    return figures


def _proven(kind: str, texts: int, first: bool, before: int | None, cell: int, part: int) -> bool:
    """Whether the text shows the row's cargo and part: under a quadro with text columns, no line may stand
    between the last row's counts and its part (`before`: that row's text lines; None right under a header,
    where no text cell comes first); a sex is a word of its own; a cargo and a place one line each where
    nothing else can stand between."""
    if texts and before is not None and before + cell:
        return False
    if kind == "sex":
        return True
    return (cell + part == 1 and not first) or (cell + part == 2 and first)


def _quadro(rng: random.Random, kind: str, roles: list[str], header: list[str], texts: int):
    """The quadro's lines after its header and its entries (a later stage's table: the same, never read)."""
    padded, spanned = rng.random() < 0.5, rng.random() < 0.5
    width = rng.randint(10, 24)
    lines: list[str] = []
    entries: list[Entry] = []
    sums = dict.fromkeys(roles, 0)
    page_at = rng.randint(1, 6) if rng.random() < 0.3 else None
    before: int | None = None  # the last row's text lines (None right under a header)
    for cargo in rng.sample(SEX_CARGOS if kind == "sex" else PLACE_CARGOS, rng.randint(1, 4)):
        parts = rng.choice(SEXES) if kind == "sex" else rng.sample(PLACES, rng.randint(1, 3))
        for k, part in enumerate(parts):
            if page_at is not None and len(entries) == page_at:
                lines += [f"Página {rng.randint(2, 9)} de 12", RUNNING_HEAD, *header]
                before = None
            cell = [] if k else _wrapped(cargo, width)
            part_lines = [part] if kind == "sex" else _place(part, rng)
            proven = _proven(kind, texts, not entries, before, len(cell), len(part_lines))
            figures = _figures(rng, roles)
            for role in roles:
                sums[role] += figures[role]
            lines += [*cell, *part_lines, *(_cell(figures[r], rng, padded) for r in roles)]
            text_lines: list[str] = []
            if texts and (not k or not spanned):
                text_lines = _wrapped(rng.choice(PAYS), width)
                text_lines += _wrapped(rng.choice(HOURS), width) if texts == 2 else []
            lines += text_lines
            entries.append(Entry(f"{cargo} – {part.rstrip('.')}", figures["total"], figures["negros"], proven))
            before = len(text_lines)
    if rng.random() < 0.3:
        lines += ["TOTAL", *(str(sums[r]) for r in roles)]
    return lines, entries


def _roles(rng: random.Random) -> list[str]:
    roles = ["open", *(["pcd"] if rng.random() < 0.7 else []), "negros"]
    return ["total", *roles] if rng.random() < 0.25 else [*roles, "total"]


def _later_stage(rng: random.Random, kind: str) -> list[str]:
    """The candidates called to the TAF, a table of the same shape under its lead-in (no vacancies)."""
    roles = _roles(rng)
    header = _header(rng, kind, roles, False, 0, rng.choice(["Total de convocados", "Total"]))
    rows, _ = _quadro(rng, kind, roles, header, 0)
    return [
        "8. DO TESTE DE APTIDÃO FÍSICA",
        "8.1 Serão convocados para o TAF os candidatos aprovados na prova objetiva e classificados até 3 (três)",
        "vezes o número de vagas por cargo e sexo, respeitados os empates na última posição, conforme o Quadro III.",
        "QUADRO III – QUANTITATIVO DE CANDIDATOS CONVOCADOS PARA O TESTE DE APTIDÃO FÍSICA",
        *header,
        *rows,
        "8.2 O candidato deverá apresentar atestado médico original, emitido nos últimos 30 (trinta) dias.",
    ]


def _indices(rng: random.Random) -> list[str]:
    """The TAF's índices by age, a cell a line (no vacancies)."""
    lines = ["QUADRO V – ÍNDICES MÍNIMOS DO TAF – SEXO MASCULINO", "Teste", "Faixa etária"]
    lines += ["18 a 25 anos", "26 a 30 anos", "31 a 35 anos", "36 anos ou mais"]
    for test in ("Flexão de braço na barra fixa (repetições)", "Flexão abdominal em 1 minuto (repetições)"):
        lines += [test, *(str(rng.randint(2, 40)) for _ in range(4))]
    return lines


def _curso(rng: random.Random) -> list[str]:
    """The curso de formação's calls by cargo and sex (no vacancies of the edital's)."""
    lines = ["10.1 Serão convocados para o Curso de Formação os candidatos aptos, conforme o Quadro IV."]
    lines += ["QUADRO IV – CANDIDATOS CONVOCADOS PARA O CURSO DE FORMAÇÃO", "Cargo", "Sexo", "Vagas", "Convocados"]
    for sex in ("Masculino", "Feminino"):
        vagas = rng.randint(2, 30)
        lines += ["Guarda Civil Municipal", sex, str(vagas), str(2 * vagas)]
    return lines


def sub_row_cells(rng: random.Random) -> Case:
    """See the module's docstring."""
    kind = "sex" if rng.random() < 0.65 else "place"
    roles = _roles(rng)
    joint = rng.random() < 0.2
    texts = rng.choice([0, 0, 1, 2])
    header = _header(rng, kind, roles, joint, texts)
    rows, entries = _quadro(rng, kind, roles, header, texts)
    if joint:
        entries = [Entry(e.name, e.vacancies, e.negros, False) for e in entries]
    lines = [
        "1.2 As vagas, o vencimento e a carga horária estão discriminados no Quadro I deste Edital.",
        rng.choice(
            ["QUADRO I – DOS CARGOS, VAGAS, VENCIMENTOS E CARGA HORÁRIA", "QUADRO I", "ANEXO I – QUADRO DE VAGAS"]
        ),
        *header,
        *rows,
    ]
    if rng.random() < 0.5:
        lines.append(
            "Obs.: não há cadastro de reserva para além das vagas previstas neste quadro; os aprovados integrarão a lista."
        )
    lines += ["2. DOS REQUISITOS", "2.1 Para o cargo: ensino médio completo e Carteira Nacional de Habilitação."]
    if rng.random() < 0.5:
        lines += _later_stage(rng, kind)
    if rng.random() < 0.4:
        lines += _indices(rng)
    if rng.random() < 0.4:
        lines += _curso(rng)
    return Case(
        HEAD + "\n".join(lines) + "\n3. DAS INSCRIÇÕES\n3.1 As inscrições serão feitas pela internet.\n", entries
    )
