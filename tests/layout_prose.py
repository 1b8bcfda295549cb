"""Editais of the prose, stage and non-count classes, drawn at random with their right reading.

Each generator takes a `random.Random` and returns a `Case`: the edital's text and what a careful
person reads in it (the positions, whether the text proves each one, the edital's date). The classes:

- `prose_parts`: "20 vagas, das quais 14 vagas de ampla concorrência, 4 vagas reservadas a pessoas
  negras e 2 vagas reservadas a pessoas com deficiência", the parts in any order and wording, wrapped
  at any word, a page footer anywhere;
- `titled_statements`: a statement named only by a numbered title above it ("2.2. REVISOR DE TEXTOS",
  "2.1. ANALISTA – ÁREA: CONTABILIDADE", "3. DO CARGO DE TÉCNICO DE CAMPO"), past requisito items,
  wrapped lines and page footers;
- `later_stage_tables`: the quadro de vagas followed by tables of a later stage or of cadastro positions
  under the same header, introduced by the sentence that says so;
- `contents_and_state`: a heading with the state's initials ("MUNICÍPIO DE X (PI)") and a table of
  contents before the quadro;
- `not_counts`: ordinals (also "3“" for "3ª"), chapter and page numbers, schedule lines and the place
  and date, around and right after the quadro;
- `kv_lines`: a cargo's figures one key-value line each ("Total de vagas: 10" / "Reserva para negros: 2"
  / "Reserva para PcD: 1"), only the total's label saying "vagas";
- `item_paragraph`: a Diário Oficial paragraph of numbered items, one a cargo ("1.1. Especialista em …:
  vagas: 30; reserva para pessoas com deficiência: 2; reserva para negros: 6; 1.2. …"), the labels in any
  order and wording, the counts in digits, zero-padded, with their words or in words, items numbered by
  clause, letter ("a)", "(b)", "c.") or Roman numeral ("I –", "II."), parted by ";" or ".", on one line or
  wrapped at any word, page breaks inside it (the page's foot and the running head between two lines of
  an item), dates, a law's number, a fee and percentages around them;
- `mojibake_dates`: "N”" for "Nº" in the title and in a cited act whose Diário Oficial date comes
  first; a cronograma date after addresses, or on the line after them.

Names, counts, wrapping and furniture vary; `tests/linter/test_layout_prose.py` reads each class
back over hundreds of variants.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_render import CARGOS, ROLE_LABELS
from layout_render import _words as in_words

TOWNS = ["Lagoa Dourada", "Rio Branco", "Serra Azul", "Porto Velho", "Campo Alegre", "Alto do Ipê", "Bom Jesus"]
STATES = ["PI", "AC", "GO", "RN", "MA", "PE"]
MONTHS = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
AREAS = ["Contabilidade", "Direito", "Engenharia Civil", "Estatística", "Geologia", "Tecnologia da Informação"]
REQUISITOS = [
    "Escolaridade: curso superior em {x}, com registro no conselho de classe competente.",
    "Requisito: diploma de curso de nível médio, fornecido por instituição de ensino reconhecida.",
    "Carga horária: 40 (quarenta) horas semanais, com disponibilidade para plantões noturnos e extraordinários.",
    "Vencimento: R$ 4.210,00 (quatro mil, duzentos e dez reais).",
    "Lotação: sede do órgão, na capital, ou em unidade do interior definida no ato de nomeação.",
    "Atribuições: executar atividades de apoio técnico, conforme o regulamento interno do órgão.",
]


@dataclass
class Entry:
    name: str  # a part of the position's name
    vacancies: int
    negros: int | None  # the stated reserve for negros (None: not stated)
    proven: bool = True  # the text proves the figures (parts adding up to the stated total)


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None  # the edital's date (ISO), when the class is about dates


def _figures(rng: random.Random, low: int = 1, high: int = 60) -> tuple[int, int, int, int]:
    """total, ampla concorrência, negros, PcD"""
    total = rng.randint(low, high)
    negros = total * rng.choice((20, 25, 30)) // 100
    pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1))
    return total, total - negros - pcd, negros, pcd


def _vagas(n: int) -> str:
    return f"{n} vaga" if n == 1 else f"{n} vagas"


def _wrap(text: str, rng: random.Random, width: tuple[int, int] = (50, 110)) -> list[str]:
    """A sentence printed over lines of a random width, cut at spaces, as a PDF's text gives it."""
    lines, line = [], ""
    limit = rng.randint(*width)
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > limit:
            lines.append(line)
            line, limit = word, rng.randint(*width)
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def _footer(rng: random.Random, page: int) -> list[str]:
    org = rng.choice(["APRH", "SEFOR", "AGEVA", "PREFEITURA MUNICIPAL"])
    return ["", f"{org} – Edital nº 0{rng.randint(1, 9)}/2026{' ' * rng.randint(1, 40)}Página {page} de 9", ""]


def _with_footers(lines: list[str], rng: random.Random, chance: float = 0.3) -> list[str]:
    out, page = [], 1
    for line in lines:
        out.append(line)
        if rng.random() < chance:
            out.extend(_footer(rng, page))
            page += 1
    return out


def _names(rng: random.Random, count: int) -> list[str]:
    return rng.sample(CARGOS, count)


def _head(rng: random.Random, law: bool = True) -> list[str]:
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    opening = "A Secretaria de Estado torna pública a abertura de concurso público"
    return [
        "GOVERNO DO ESTADO DE GOIÁS",
        "SECRETARIA DE ESTADO DA ADMINISTRAÇÃO",
        f"EDITAL Nº {rng.randint(1, 30)}, DE {day} DE {MONTHS[month - 1].upper()} DE 2025",
        opening + (", nos termos da Lei estadual nº 23.389/2025." if law else "."),
        "2. DOS CARGOS E DAS VAGAS",
    ]


# --- I. prose parts, "vagas" after every number ------------------------------------------------------

_PART_WORDS = {
    "open": ["{v} de ampla concorrência", "{v} destinadas à ampla concorrência", "{v} para a ampla concorrência"],
    "negros": [
        "{v} reservadas a pessoas negras",
        "{v} reservadas a candidatos negros",
        "{v} destinadas a candidatos negros",
        "{v} para pessoas negras",
    ],
    "pcd": [
        "{v} reservadas a pessoas com deficiência",
        "{v} destinadas a candidatos com deficiência",
        "{v} para pessoas com deficiência",
    ],
}


def _part(kind: str, n: int, rng: random.Random, vagas: bool) -> str:
    said = rng.choice(_PART_WORDS[kind])
    if n == 1:
        said = said.replace("reservadas", "reservada").replace("destinadas", "destinada")
    return said.format(v=_vagas(n) if vagas else str(n))


def prose_parts(rng: random.Random) -> Case:
    """ "VAGAS: 20 vagas, das quais 14 vagas de ampla concorrência, 4 vagas reservadas …": the parts."""
    lines = _head(rng)
    entries = []
    for i, name in enumerate(_names(rng, rng.randint(1, 4)), 1):
        total, open_, negros, pcd = _figures(rng)
        kinds = [("open", open_), ("negros", negros), ("pcd", pcd)]
        rng.shuffle(kinds)
        kinds = [(k, v) for k, v in kinds if v or k == "open"]
        if len(kinds) == 1:
            kinds = [("negros", 0)] + kinds if rng.random() < 0.5 else kinds
        vagas = rng.random() < 0.8  # "vagas" after each part, or only after the total
        parts = [_part(k, v, rng, vagas) for k, v in kinds if v or k == "negros"]
        joined = ", ".join(parts[:-1]) + " e " + parts[-1] if len(parts) > 1 else parts[0]
        opener = rng.choice(["das quais", "sendo", "assim distribuídas:"])
        lines.append(rng.choice([f"2.{i} Cargo: {name}", f"Cargo: {name}"]))
        label = rng.choice([f"2.{i}.1 VAGAS:", "Vagas:", "Número de vagas:", f"2.{i}.1 Serão oferecidas"])
        lines.extend(_wrap(f"{label} {_vagas(total)}, {opener} {joined}.", rng))
        stated_negros = negros if any(k == "negros" for k, _ in kinds) else None
        entries.append(Entry(name, total, stated_negros, proven=True))
    lines.append(f"Goiânia, {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2025.")
    return Case("\n".join(_with_footers(lines, rng, 0.15)) + "\n", entries)


# --- J. a statement named by the title above it ------------------------------------------------------

_STATEMENTS = [
    "{label} {total}, sendo {neg} para candidatos negros e {pcd} para pessoas com deficiência.",
    "{label} {total} ({open} para a ampla concorrência, {neg} para candidatos negros e {pcd} para pessoas com "
    "deficiência).",
    "{label} {total}, das quais {neg} reservadas a candidatos negros.",
]


def titled_statements(rng: random.Random) -> Case:
    """Numbered titles naming the statement of their section however far below, past footers."""
    lines = _head(rng)
    lines[-1] = "2. DOS CARGOS E DAS VAGAS" if rng.random() < 0.5 else "1. DAS DISPOSIÇÕES GERAIS"
    entries = []
    section = 2
    for name in _names(rng, rng.randint(1, 4)):
        total, open_, negros, pcd = _figures(rng, 3, 40)
        style = rng.choice(("numbered", "area", "section"))
        area = rng.choice(AREAS)
        if style == "section":
            section += 1
            number, title = str(section), f"{section}. DO CARGO DE {name.upper()}"
        else:
            number = f"{section}.{len(entries) + 1}"
            title = f"{number}. {name.upper()}" + (f" – ÁREA: {area.upper()}" if style == "area" else "")
        lines.append(title)
        body = []
        for j, requisito in enumerate(rng.sample(REQUISITOS, rng.randint(0, 4)), 1):
            body.extend(_wrap(f"{number}.{j}. {requisito.format(x=area)}", rng))
        no_reserve = rng.random() < 0.2
        label = rng.choice(["Número de vagas:", "Vagas:", "Quantidade de vagas:"])
        if no_reserve:
            said = f"{label} {total}. Não haverá reserva de vagas para candidatos negros neste cargo."
        else:
            said = rng.choice(_STATEMENTS).format(label=label, total=total, neg=negros, pcd=pcd, open=open_)
        numbered = rng.random() < 0.6
        statement = _wrap(f"{number}.{len(body) + 1}. {said}" if numbered else said, rng, (70, 140))
        body.extend(statement)
        lines.extend(_with_footers(body, rng, 0.25))
        entries.append(Entry(area if style == "area" else name, total, None if no_reserve else negros))
    lines.append(f"{section + 1}. DAS INSCRIÇÕES")
    lines.append(f"Natal, {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2026.")
    return Case("\n".join(lines) + "\n", entries)


# --- P1. tables of a later stage under the quadro's header -------------------------------------------

_LEAD_INS = [
    "Participarão da prova prática os candidatos aprovados na prova objetiva e classificados até {k} vezes o "
    "número de vagas de cada cargo, na forma a seguir:",
    "Integrarão o cadastro de reserva, além dos aprovados nas vagas, os candidatos classificados até a posição "
    "indicada a seguir:",
    "Serão convocados para o procedimento de heteroidentificação os candidatos autodeclarados negros, "
    "limitados ao quantitativo previsto abaixo:",
    "Serão considerados habilitados para o cadastro de reserva os candidatos classificados até o limite abaixo:",
    "Terão a prova discursiva corrigida os candidatos classificados até a posição indicada no quadro a seguir:",
    "Somente serão corrigidas as provas discursivas dos candidatos aprovados nas provas objetivas e classificados "
    "até as seguintes posições:",
    "Será corrigida a Prova Discursiva dos candidatos habilitados na Prova Objetiva e mais bem classificados, na "
    "seguinte conformidade:",
    "Serão corrigidas as redações dos candidatos mais bem classificados, conforme o quadro a seguir:",
]
#: A later stage's table introduced by its own numbered title, the sentence before it announcing nothing.
_STAGE_SENTENCES = [
    "Serão considerados aprovados os candidatos classificados até o limite do Quadro {q}; os demais "
    "candidatos serão considerados reprovados.",
    "O candidato não classificado no limite previsto será eliminado do concurso.",
]
_STAGE_TITLES = [
    "Quadro {q} – Quantitativo máximo de candidatos aprovados por cargo",
    "TABELA {q} - NÚMERO MÁXIMO DE CANDIDATOS CLASSIFICADOS",
    "Quadro {q}: quantitativo máximo de aprovados por cargo e modalidade",
    "Tabela {q} – Candidatos habilitados para o cadastro de reserva, até o limite de {k} vezes o número de vagas",
    "Quadro {q} – Quantitativo de provas discursivas a serem corrigidas",
    "Quantitativo de Provas Discursivas a serem corrigidas",
    "Número máximo de candidatos aprovados por cargo",
]


def _quadro(rows: list[tuple[str, int, int, int]], header: list[str], total_row: bool, code: int) -> list[str]:
    """rows of (name, ampla, pcd, negros), in the header's order of roles."""
    out = [" ".join(["Código", "Cargo", *(label for _, label in header)])]
    for i, (name, *figures) in enumerate(rows):
        by_role = dict(zip(("open", "pcd", "negros"), figures))
        by_role["total"] = sum(figures)
        out.append(" ".join([str(code + i), name, *(str(by_role[role]) for role, _ in header)]))
    if total_row:
        sums = {role: sum(r[1 + i] for r in rows) for i, role in enumerate(("open", "pcd", "negros"))}
        sums["total"] = sum(sums.values())
        out.append(" ".join(["TOTAL", *(str(sums[role]) for role, _ in header)]))
    return out


def later_stage_tables(rng: random.Random) -> Case:
    """The quadro de vagas, then the same header over calls to a later stage or cadastro positions."""
    lines = _head(rng)
    roles = ["open", "pcd", "negros"]
    rng.shuffle(roles)
    roles = roles + ["total"] if rng.random() < 0.7 else ["total"] + roles
    labels = {"open": "Ampla Concorrência", "pcd": "Pessoas com Deficiência", "negros": "Negros", "total": "Total"}
    header = [(role, labels[role]) for role in roles]
    rows, entries = [], []
    for name in _names(rng, rng.randint(1, 4)):
        total, open_, negros, pcd = _figures(rng, 3, 40)
        rows.append((name, open_, pcd, negros))
        entries.append(Entry(name, total, negros))
    total_row = rng.random() < 0.6
    lines.extend(_quadro(rows, header, total_row, 401))
    section = 8
    for lead in rng.sample(_LEAD_INS, rng.randint(1, 3)):
        k = rng.randint(2, 5)
        lines.append(f"{section}. DA {rng.choice(['PROVA PRÁTICA', 'CLASSIFICAÇÃO', 'CONVOCAÇÃO'])}")
        if rng.random() < 0.4:  # the table's own title says what its numbers are
            said = rng.choice(_STAGE_SENTENCES).format(q=section)
            lines.extend(_wrap(f"{section}.1 {said}", rng, (60, 130)))
            lines += [""] * rng.randint(0, 1) + [rng.choice(_STAGE_TITLES).format(q=section, k=k)]
            lines += [""] * rng.randint(0, 1)
        else:
            lines.extend(_wrap(f"{section}.1 {lead.format(k=k)}", rng, (60, 130)))
        later = [(name, a * k, p * k, n * k) for name, a, p, n in rows]
        lines.extend(_quadro(later, header, total_row, 401))
        section += 1
    lines.append(f"Goiânia, {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2025.")
    return Case("\n".join(lines) + "\n", entries)


# --- P2. a table of contents, a state's initials in a heading ----------------------------------------


def contents_and_state(rng: random.Random) -> Case:
    """ "MUNICÍPIO DE X (PI)" and an Índice whose page numbers are no counts, before the quadro."""
    town, state = rng.choice(TOWNS), rng.choice(STATES)
    form = rng.choice([f" ({state})", f"/{state}", f" - {state}", f" – {state}"])
    lines = [f"www.banca.org.br | Página 1 de 40 | {town}{form} - Concurso 2026", f"MUNICÍPIO DE {town.upper()}{form}"]
    lines += [
        "Edital de abertura do concurso",
        f"EDITAL Nº 00{rng.randint(1, 9)}/2026 – CONCURSO DE {town.upper()}{form}",
    ]
    lines.append(rng.choice(["Índice", "SUMÁRIO", "Sumário"]))
    page = 1
    leaders = rng.random() < 0.7
    for i, title in enumerate(
        rng.sample(
            [
                "CONCURSO E CARGOS",
                "DAS VAGAS",
                "INSCRIÇÃO",
                "PROVA OBJETIVA",
                "RECURSOS",
                "NOMEAÇÃO E POSSE",
                "DAS VAGAS RESERVADAS",
            ],
            5,
        ),
        1,
    ):
        dots = "." * rng.randint(8, 90) if leaders else ""
        lines.append(f"{i}. {title}. {dots} {page}" if leaders else f"{i}. {title} {page}")
        page += rng.randint(1, 6)
    lines.append(
        f"ANEXO I – PROGRAMAS. {'.' * rng.randint(8, 60)} {page}" if leaders else f"ANEXO I – PROGRAMAS {page}"
    )
    lines.append("1. DO CONCURSO.")
    lines.append(
        f"1.1. A Prefeitura de {town} torna público o concurso, conforme o quadro a seguir. A reserva às pessoas "
        "pretas e pardas segue a Lei nº 15.142/2025, adotada pelo Município:"
    )
    lines.append("CARGOS JORNADA AC PCD NEGROS TOTAL")
    entries, sums = [], [0, 0, 0, 0]
    for name in _names(rng, rng.randint(1, 4)):
        total, open_, negros, pcd = _figures(rng)
        lines.append(f"{name.upper()} {rng.choice([20, 30, 40])} horas semanais {open_} {pcd} {negros} {total}")
        entries.append(Entry(name, total, negros))
        sums = [a + b for a, b in zip(sums, (open_, pcd, negros, total))]
    if rng.random() < 0.6:
        lines.append("TOTAL - " + " ".join(map(str, sums)))
    lines.append(f"{town}, {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2026.")
    return Case("\n".join(lines) + "\n", entries)


# --- P3. ordinals, chapters, pages, schedules, place and date -----------------------------------------


def _distractor(rng: random.Random) -> str:
    n = rng.randint(2, 9)
    return rng.choice(
        [
            f"Obs.: o candidato negro aprovado ocupará a {n}“ vaga e, em seguida, uma a cada cinco vagas.",
            f"O candidato negro ocupará a {n}ª vaga.",
            f"Capítulo {n}",
            f"CAPÍTULO {['II', 'III', 'IV', 'V'][n % 4]}",
            f"Página {n}",
            f"Prova objetiva {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2026",
            f"Inscrições {rng.randint(10, 28)}/0{n}/2026 a {rng.randint(10, 28)}/0{n}/2026",
            f"Aplicação das provas: {rng.randint(1, 28)}/{n}/2026, às {rng.randint(8, 14)}h",
            f"{rng.choice(TOWNS)}, {rng.randint(1, 28)} de {rng.choice(MONTHS)} de 2026.",
            _wrapped_definition(rng),
        ]
    )


#: A legend's definitions, each an abbreviation a header uses and the words that spell its role.
_DEFINITIONS = [
    "CR: cadastro de reserva, candidatos aprovados além das vagas; não constitui vaga.",
    "AC: ampla concorrência.",
    "PcD: pessoas com deficiência (Decreto nº 9.508/2018).",
    "PPP: pessoas pretas e pardas.",
]


def _wrapped_definition(rng: random.Random) -> str:
    """A sentence on a cargo with few vacancies ("Na especialidade com 1 (uma) vaga …"), wrapped so that its
    last word opens the legend's line of a definition ("validade. CR: cadastro de reserva, …"): no cargo."""
    n = rng.choice([(1, "uma"), (2, "duas")])
    kind = rng.choice(["Na especialidade", "No cargo", "Na função"])
    last = rng.choice(["validade", "concurso", "certame"])
    return (
        f"{kind} com {n[0]} ({n[1]}) vaga{'s' if n[0] > 1 else ''} não há reserva imediata; a reserva incidirá sobre"
        f" as vagas que surgirem no prazo de\n{last}. {rng.choice(_DEFINITIONS)}"
    )


def not_counts(rng: random.Random) -> Case:
    """Lines whose numbers are ordinals, chapters, pages or dates, before the quadro and right after it."""
    lines = _head(rng)
    lines[3] = "O Reitor torna pública a abertura de concurso público, nos termos da Lei nº 12.990/2014."
    lines += [_distractor(rng) for _ in range(rng.randint(0, 2))]
    roles = ["open", "pcd", "negros", "total"]
    labels = {role: rng.choice(ROLE_LABELS[role][:3]) for role in roles}
    lines.append("Cargo " + " ".join(labels[r] for r in roles))
    entries = []
    for name in _names(rng, rng.randint(1, 4)):
        total, open_, negros, pcd = _figures(rng)
        lines.append(f"{name} {open_} {pcd} {negros} {total}")
        entries.append(Entry(name, total, negros))
    lines += [_distractor(rng) for _ in range(rng.randint(1, 3))]
    return Case("\n".join(lines) + "\n", entries)


# --- dates: "N”" for "Nº", a cronograma date after addresses ----------------------------------------


def mojibake_dates(rng: random.Random) -> Case:
    """The title's date (with "N”"), else the cronograma's publication, never the cited act's gazette."""
    year = rng.randint(2016, 2024)
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    act_day, act_month, act_year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2005, 2014)
    n = rng.choice(["N”", "n”", "Nº"])
    dated_title = rng.random() < 0.5
    lines = ["DiÆrio Oficial da Uniªo - Seçªo 3"] if rng.random() < 0.3 else []
    lines += ["MINISTÉRIO DA EDUCAÇ˘O", "INSTITUTO FEDERAL DO VALE"]
    if dated_title:
        lines.append(f"EDITAL {n} {rng.randint(1, 99)}, DE {day} DE {MONTHS[month - 1].upper()} DE {year}")
    else:
        lines.append(f"EDITAL {n} {rng.randint(1, 99)}/{year}")
    act = (
        f"observado o Decreto {rng.choice(['n”.', 'n”', 'nº'])} {rng.randint(5, 9)}.{rng.randint(100, 999)}, de "
        f"{act_day} de {MONTHS[act_month - 1]} de {act_year}, publicado no DiÆrio Oficial da Uniªo de "
        f"{act_day + 1 if act_day < 28 else 1} de {MONTHS[act_month - 1]} de {act_year}, nos termos da Lei {n} 12.990/2014."
    )
    lines += _wrap(
        "O Reitor do Instituto Federal do Vale, no uso de suas atribuiçıes, torna pœblico o concurso, " + act, rng
    )
    lines.append("2. DOS CARGOS")
    total = rng.randint(3, 30)
    lines.append(f"2.1 Assistente em Administraçªo: {total} vagas, sendo {total // 5} reservadas a candidatos negros.")
    if not dated_title:
        sites = rng.choice(
            [
                "www.ifvale.edu.br",
                "https://www.banca.org.br/concursos/inscricoes",
                "www.ifvale.edu.br e www.banca.org.br",
            ]
        )
        when = f"{day:02d}/{month:02d}/{year}"
        lines.append("CRONOGRAMA")
        if rng.random() < 0.5:
            lines.append(f"Publicação do Edital de Abertura no site {sites} {when}")
        else:
            lines += [f"Publicação do Edital de Abertura em {sites}", when]
        lines.append(
            f"Período de inscrições {rng.randint(1, 28):02d}/{month:02d}/{year} a {rng.randint(1, 28):02d}/{month:02d}/{year}"
        )
    return Case(
        "\n".join(lines) + "\n", [Entry("Assistente em Administra", total, total // 5)], f"{year}-{month:02d}-{day:02d}"
    )


# --- key-value lines per cargo, only the total's label saying "vagas" ----------------------------------

_KV_LABELS = {
    "total": ["Total de vagas", "Vagas", "Número de vagas", "Quantidade de vagas"],
    "negros": ["Reserva para negros", "Reserva para pessoas negras", "Cotas raciais", "Candidatos negros"],
    "pcd": ["Reserva para PcD", "Reserva para pessoas com deficiência", "PcD", "Pessoas com deficiência"],
    "open": ["Ampla concorrência", "Vagas de ampla concorrência"],
}


def kv_lines(rng: random.Random) -> Case:
    """ "2.1. Cargo: Agente de Trânsito" / "Total de vagas: 10" / "Reserva para negros: 2" / "Reserva para
    PcD: 1": a cargo's figures one key-value line each, the total first, the reserves' labels without
    "vagas", in any order, ampla concorrência at times among them, counts zero-padded at times."""
    lines = _head(rng)
    entries = []
    for i, name in enumerate(_names(rng, rng.randint(1, 4)), 1):
        total, open_, negros, pcd = _figures(rng, low=3)
        parts = [("negros", negros), ("pcd", pcd)] + ([("open", open_)] if rng.random() < 0.4 else [])
        rng.shuffle(parts)
        lines.append(rng.choice([f"2.{i}. Cargo: {name}", f"Cargo: {name}", f"2.{i} CARGO: {name.upper()}"]))
        lines.append(f"{rng.choice(_KV_LABELS['total'])}: {total:0{rng.choice((1, 2))}d}")
        lines += [f"{rng.choice(_KV_LABELS[k])}: {v:0{rng.choice((1, 2))}d}" for k, v in parts]
        entries.append(Entry(name, total, negros, proven=True))
    lines.append("3. DAS INSCRIÇÕES")
    return Case("\n".join(lines) + "\n", entries)


# --- a paragraph of numbered items, each a cargo and its figures labelled in words ------------------------

_ITEM_LABELS = {
    "total": ["vagas", "total de vagas", "número de vagas", "quantidade de vagas"],
    "open": ["ampla concorrência", "vagas de ampla concorrência", "ampla concorrência (AC)"],
    "pcd": [
        "reserva para pessoas com deficiência",
        "reservadas a pessoas com deficiência",
        "reserva PcD",
        "PcD",
        "vagas reservadas aos candidatos com deficiência",
    ],
    "negros": [
        "reserva para negros",
        "reservadas aos negros",
        "reserva para pessoas pretas e pardas",
        "reservadas a candidatos negros",
        "reserva para negros (20%)",
        "vagas destinadas a pessoas negras",
    ],
}


def _item_count(n: int, rng: random.Random) -> str:
    """A count as boards print it: digits, zero-padded, with its words in brackets, or in words."""
    form = rng.randrange(4)
    if form == 1:
        return f"{n:02d}"
    if form == 2 and n < 200:
        return f"{n:02d} ({in_words(n)})"
    if form == 3 and n < 200:
        return in_words(n)
    return str(n)


def _item(rng: random.Random, name: str) -> tuple[str, Entry]:
    """One cargo's item: its labelled figures in a random order; at times without a total (its vacancies
    the parts' sum, not proven), with a label outside the vocabulary, or with parts that miss the total."""
    total, open_, negros, pcd = _figures(rng, low=1, high=90)
    fields = [("total", total), ("pcd", pcd), ("negros", negros)]
    if rng.random() < 0.35:
        fields.append(("open", open_))
    proven, vacancies = True, total
    trouble = rng.random()
    if trouble < 0.08 and ("open", open_) in fields:
        fields.remove(("total", total))  # the parts only: the vacancies are their sum, not proven
        proven = False
    elif trouble < 0.14:
        fields.append(("other", rng.randint(1, 3)))  # "reserva para hipossuficientes: 1": no role given
        proven = False
    elif trouble < 0.2 and ("open", open_) in fields:
        fields[fields.index(("open", open_))] = ("open", open_ + 1)  # the parts miss the total
        proven = False
    if rng.random() < 0.15:
        fields.append(("cr", rng.randint(2, 40)))  # "cadastro reserva: 20": beside the vacancies, not among them
    rng.shuffle(fields)
    said = [
        f"{_OTHER_LABELS[kind]}: {n}"
        if kind in _OTHER_LABELS
        else f"{rng.choice(_ITEM_LABELS[kind])}: {_item_count(n, rng)}"
        for kind, n in fields
    ]
    return ": ".join([name, "; ".join(said)]), Entry(name, vacancies, negros, proven)


_OTHER_LABELS = {"other": "reserva para hipossuficientes", "cr": "cadastro reserva"}


def item_paragraph(rng: random.Random) -> Case:
    """ "1. DOS CARGOS E VAGAS: 1.1. Especialista …: vagas: 30; reserva para pessoas com deficiência: 2;
    reserva para negros: 6; 1.2. …": the Diário Oficial's list of cargos as one paragraph of numbered
    items, each a cargo and its labelled figures, after a sentence citing the law (its number and date)
    and before the next section's dates and fee; on one line, or wrapped at any word."""
    year = rng.randint(2014, 2026)
    head = [
        f"DIÁRIO OFICIAL DA UNIÃO – Seção 3 Nº {rng.randint(10, 240)}, segunda-feira, {rng.randint(1, 28)} de "
        f"{rng.choice(MONTHS)} de {year}",
        "AGÊNCIA NACIONAL DE VIGILÂNCIA DO VALE",
        f"EDITAL Nº {rng.randint(1, 30)}, DE {rng.randint(1, 28)} DE {rng.choice(MONTHS).upper()} DE {year}",
    ]
    section = rng.randint(1, 3)
    numbered = _item_numbers(rng, section)
    items, entries = [], []
    for i, name in enumerate(_names(rng, rng.randint(1, 5)), 1):
        if rng.random() < 0.1:  # "vagas: cadastro reserva": no vacancy, no entry
            items.append(f"{numbered(i)} {name}: vagas: cadastro reserva")
            continue
        item, entry = _item(rng, name)
        items.append(f"{numbered(i)} {item}")
        entries.append(entry)
    parted = rng.choice(["; ", ". "])
    paragraph = (
        "O DIRETOR-PRESIDENTE DA AGÊNCIA torna pública a realização de concurso público, nos termos da Lei nº "
        f"12.990, de 9 de junho de 2014, e do Decreto nº 9.739, de 28 de março de 2019. {section}. DOS CARGOS E "
        f"VAGAS: {parted.join(items)}. {section + 1}. DAS INSCRIÇÕES: {section + 1}.1. As inscrições serão "
        f"realizadas no período de {rng.randint(1, 28)} de março a {rng.randint(1, 28)} de abril de {year}; taxa "
        f"de inscrição: R$ {rng.randint(50, 180)},00; {rng.choice((5, 10, 20))}% das vagas para pessoas com "
        "deficiência, na forma da lei."
    )
    body = [paragraph] if rng.random() < 0.4 else _wrap(paragraph, rng, (60, 140))
    if len(body) > 1 and rng.random() < 0.5:
        running = f"EDITAL Nº {rng.randint(1, 9):02d}/{year} – AGÊNCIA NACIONAL DE VIGILÂNCIA DO VALE"
        head, body = [running, *head], _page_breaks(body, running, rng)
    return Case("\n".join(head + body + ["FULANO DE TAL", "Diretor-Presidente"]) + "\n", entries)


_LETTERS = "abcdefghij"
_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]


def _item_numbers(rng: random.Random, section: int):
    """How the items are numbered: clause numbers ("2.1.", "2.1", "2.1)"), letters ("a)", "b.", "(c)",
    "A)") or Roman numerals ("I –", "II.", "III)"), one style for the list."""
    style = rng.choice(["clause", "clause", "letter", "roman"])
    if style == "clause":
        after = rng.choice([".", "", ")"])
        return lambda i: f"{section}.{i}{after}"
    if style == "letter":
        form = rng.choice(["{x})", "{x}.", "({x})", "{X})"])
        return lambda i: form.format(x=_LETTERS[i - 1], X=_LETTERS[i - 1].upper())
    form = rng.choice(["{r} –", "{r} -", "{r}.", "{r})"])
    return lambda i: form.format(r=_ROMAN[i - 1])


def _page_breaks(body: list[str], running: str, rng: random.Random) -> list[str]:
    """A paragraph's lines with page breaks among them, as a PDF's text gives a paragraph that runs over
    pages: the page's foot (the Diário Oficial's, with its page, or "Página N de M"), blank lines, the
    running head of the next page; the head is printed on every page (three times at least)."""
    out, page = [], 1
    breaks = sorted(rng.sample(range(1, len(body)), min(len(body) - 1, rng.randint(1, 3))))
    for n, line in enumerate(body):
        if n in breaks:
            page += 1
            foot = rng.choice(
                [f"Diário Oficial do Estado – Nº {rng.randint(10, 240)} – Página {page}", f"Página {page} de 9"]
            )
            out += [foot, *[""] * rng.randint(0, 2), running]
        out.append(line)
    while page < 3:
        page += 1
        out += [f"Página {page} de 9", running]
    return out


CLASSES = {
    "prose_parts": prose_parts,
    "titled_statements": titled_statements,
    "later_stage_tables": later_stage_tables,
    "contents_and_state": contents_and_state,
    "not_counts": not_counts,
    "mojibake_dates": mojibake_dates,
    "kv_lines": kv_lines,
    "item_paragraph": item_paragraph,
}
