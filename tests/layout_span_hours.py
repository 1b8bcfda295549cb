"""A municipal quadro whose two-row header spans "Vagas" over "Total AC PcD Negros" before a carga horária
column whose cells are bare numbers, as pypdf's plain text gives a Chromium or LibreOffice print of it,
drawn at random with its right reading: the class `tables/span_last.py` reads with its bare hours.

- `span_hours(rng)`: Legalle's, Objetiva's and the regional boards' "ANEXO I – QUADRO DEMONSTRATIVO DE
  CARGOS": the top row's labels ("Cargo", "Vagas", "Carga horária semanal", "Vencimento (R$)", "Inscrição
  (R$)" …) broken over lines at random, the spanning label sharing its line with the next label's first word
  ("Vagas Carga"), then the sub-labels glued to the last top label ("(R$)Total AC PcD Negros"), after a
  space or on their own line, total first or last; rows "Name total ac pcd negros HOURS pay fee" with the
  hours a bare number ("40", "20"), counts zero-padded or not, zeros as "–" or "-"; cells "CR – – –" (a
  cadastro only) and "1 + CR" (one vacancy and a cadastro besides, reserve 0); the same cargo at two
  jornadas named by its hours ("Médico Clínico Geral – 20h" / "– 40h"); names wrapped at a word before
  their counts; level headings in capitals; a page break amid the rows with the page's running head and
  foot ("Município de … – Edital nº 01/2026" / "Legalle Concursos | … | Página 8 de 22") and the header
  again under them.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures
from layout_span_last import _broken, _pay

NAMES = [
    "Analista Ambiental",
    "Assistente Social",
    "Auditor Fiscal da Receita Municipal",
    "Contador",
    "Enfermeiro",
    "Engenheiro Civil",
    "Farmacêutico",
    "Nutricionista",
    "Procurador do Município",
    "Professor – Anos Iniciais do Ensino Fundamental",
    "Professor – Atendimento Educacional Especializado",
    "Professor – Língua Portuguesa",
    "Agente Administrativo",
    "Agente de Trânsito",
    "Assistente de Educação Infantil",
    "Fiscal de Obras e Posturas",
    "Técnico em Enfermagem",
    "Secretário de Escola",
    "Auxiliar de Serviços Gerais",
    "Operador de Máquinas Rodoviárias",
    "Mecânico de Máquinas Pesadas",
    "Vigia",
]
#: A cargo offered at two jornadas, each its own row named by its hours.
TWO_JORNADAS = ["Médico Clínico Geral", "Odontólogo", "Psicólogo"]
LEVELS = ["ENSINO SUPERIOR", "MAGISTÉRIO", "ENSINO MÉDIO / TÉCNICO", "ENSINO FUNDAMENTAL"]
NAME_LABELS = ["Cargo", "Cargos", "CARGO", "Cargo/Função"]
HOURS_LABELS = ["Carga horária semanal", "Carga Horária", "CH semanal", "Jornada semanal"]
PAY_LABELS = [["Vencimento (R$)", "Inscrição (R$)"], ["Vencimento (R$)"], ["Salário base (R$)", "Taxa (R$)"]]
NEGROS = ["Negros", "PN", "NEGROS"]
BODY = "Município de Canela Alta/RS – Concurso Público – Edital de Abertura nº 01/2026"


def span_hours(rng: random.Random) -> Case:
    """See the module's docstring."""
    pay_labels = rng.choice(PAY_LABELS)
    roles = ["AC", "PcD", rng.choice(NEGROS)]
    subs = ["Total", *roles] if rng.random() < 0.7 else [*roles, "Total"]
    top_words = [rng.choice(NAME_LABELS), "Vagas", *rng.choice(HOURS_LABELS).split(), *" ".join(pay_labels).split()]

    def header() -> list[str]:
        lines = [top_words[0], *_broken(top_words[1:], rng)]
        glue = rng.choice(["glued", "glued", "space", "line"])
        if glue == "line":
            return [*lines, " ".join(subs)]
        lines[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
        return lines

    lines = [
        "12.6 Este Edital entra em vigor na data de sua publicação.",
        "Prefeito Municipal",
        BODY,
        "Legalle Concursos | www.legalleconcursos.com.br | Página 7 de 22",
        "ANEXO I – QUADRO DEMONSTRATIVO DE CARGOS",
        *header(),
    ]
    zero = rng.choice(["–", "-"])
    pad = rng.random() < 0.6
    fee = len(pay_labels) == 2
    names = rng.sample(NAMES, rng.randint(4, 12))
    if rng.random() < 0.5:
        cargo = rng.choice(TWO_JORNADAS)
        at = rng.randint(0, len(names))
        names[at:at] = [f"{cargo} – 20h", f"{cargo} – 40h"]
    entries = []
    # each level's heading once, in order, over the rows from a place on
    levels = [0, *sorted(rng.sample(range(1, len(names)), rng.randint(0, 3)))] if rng.random() < 0.7 else []
    headings = dict(zip(levels, LEVELS, strict=False))
    broken = rng.randint(2, len(names)) if rng.random() < 0.5 else None
    for n, name in enumerate(names):
        if n == broken:
            lines += [BODY, "Legalle Concursos | www.legalleconcursos.com.br | Página 8 de 22", *header()]
        if n in headings:
            lines.append(headings[n])
        kind = rng.random()
        if kind < 0.12:
            cells = ["CR", zero, zero, zero]
        elif kind < 0.22:
            one = "01" if pad else "1"
            cells = [rng.choice(["1 + CR", "1+CR"]), one, zero, zero]
            entries.append(Entry(name, 1, 0))
        else:
            total, ac, negro, pcd = _figures(rng, 1, 25)
            entries.append(Entry(name, total, negro))
            cells = [f"{v:02d}" if pad else str(v) for v in (total, ac)]
            cells += [(f"{v:02d}" if pad else str(v)) if v else zero for v in (pcd, negro)]
        if subs[0] != "Total":  # the total last: "1 + CR" stays the total's cell
            cells = [*cells[1:], cells[0]]
        hours = name[-3:-1] if name.endswith("h") else rng.choice(["20", "30", "40", "44"])
        after = " ".join([hours, _pay(rng), *([rng.choice(["75,00", "95,00", "150,00"])] if fee else [])])
        words = name.split()
        if len(words) >= 3 and rng.random() < 0.3:
            cut = rng.randint(2, len(words) - 1)
            if words[cut - 1] not in ("de", "da", "do", "em", "e", "–") and words[cut] != "–":
                lines.append(" ".join(words[:cut]))
                name = " ".join(words[cut:])
        lines.append(f"{name} {' '.join(cells)} {after}")
    lines += [
        "AC: ampla concorrência. PcD: pessoas com deficiência (5%, Capítulo 4). Negros: Lei Municipal nº 4.873/2021",
        '(20%, Capítulo 5). Nos cargos "1 + CR", a vaga imediata é de ampla concorrência.',
        BODY,
        "Legalle Concursos | www.legalleconcursos.com.br | Página 9 de 22",
        "ANEXO II – QUADRO DE PROVAS",
    ]
    return Case("\n".join(lines), entries)


#: One-line headers whose count labels run into the hours' label (Objetiva's), with the counts they name.
ONE_LINE = [
    (
        "Cód. Cargo Vagas Vagas PcD* Vagas Negros** Carga Horária Semanal Vencimento Básico R$ Taxa R$",
        ["total", "pcd", "negros"],
    ),
    ("Código Cargo Total AC PcD Negros Carga horária Vencimento (R$)", ["total", "open", "pcd", "negros"]),
    ("Cód. Cargo AC PcD PN Total Jornada Semanal Salário (R$) Inscrição (R$)", ["open", "pcd", "negros", "total"]),
]
CR_LEGENDS = [
    "inscrição são os constantes do quadro a seguir. A sigla CR indica formação de Cadastro Reserva.",
    "inscrição são os constantes do quadro a seguir (CR = Cadastro Reserva).",
    "inscrição são os constantes do quadro a seguir.",
]
GROUPS = [
    "CARGOS DE NÍVEL SUPERIOR",
    "CARGOS DO MAGISTÉRIO",
    "CARGOS DE NÍVEL MÉDIO/TÉCNICO",
    "CARGOS DE NÍVEL FUNDAMENTAL",
]


def one_line_hours(rng: random.Random) -> Case:
    """Objetiva's municipal quadro as a portal prints it: the header on one line, its count labels run into
    "Carga Horária Semanal" whose cells are bare numbers ("01 Arquiteto e Urbanista 1 0 0 20 7.412,88
    140,00"), a sentence defining "CR" right above it, a code opening each row, level headings ("CARGOS DE
    NÍVEL SUPERIOR") or none, cadastro rows ("CR - -"), total-first or last, the header again after a page
    break."""
    header, roles = rng.choice(ONE_LINE)
    lines = [
        "2. DOS CARGOS, VAGAS, CARGA HORÁRIA, VENCIMENTOS E TAXAS",
        "2.1 Os cargos, o número de vagas, a carga horária semanal, o vencimento básico e o valor da taxa de",
        rng.choice(CR_LEGENDS),
        header,
    ]
    names = rng.sample(NAMES, rng.randint(4, 12))
    groups = [0, *sorted(rng.sample(range(1, len(names)), rng.randint(0, 3)))] if rng.random() < 0.6 else []
    headings = dict(zip(groups, GROUPS, strict=False))
    broken = rng.randint(2, len(names) - 1) if rng.random() < 0.5 else None
    zero = rng.choice(["0", "-", "–"])
    entries = []
    fee = len(header.split("R$")) > 2 or "Inscrição" in header
    for n, name in enumerate(names):
        if n == broken:
            lines.append(header)
        if n in headings:
            lines.append(headings[n])
        if rng.random() < 0.15:
            cells = ["CR" if role == "total" else "-" for role in roles]
        else:
            total, ac, negro, pcd = _figures(rng, 1, 15)
            entries.append(Entry(name, total, negro))
            figures = {"total": total, "open": ac, "pcd": pcd, "negros": negro}
            cells = [str(figures[role]) if figures[role] or role == "total" else zero for role in roles]
        tail = [
            rng.choice(["20", "30", "40", "44"]),
            _pay(rng),
            *([rng.choice(["70,00", "95,00", "140,00"])] if fee else []),
        ]
        lines.append(f"{n + 1:02d} {name} {' '.join(cells)} {' '.join(tail)}")
    lines += [
        "* Vagas reservadas às pessoas com deficiência, incluídas no total de vagas do cargo, conforme Capítulo 4.",
        "** Vagas reservadas aos candidatos negros, incluídas no total de vagas do cargo, nos termos da Lei",
        "Municipal nº 4.512/2019, conforme Capítulo 5.",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)


IBGP_NAMES = [
    [
        "Auxiliar de Serviços Operacionais",
        "Encanador",
        "Leiturista",
        "Motorista de Caminhão",
        "Operador de Retroescavadeira",
    ],
    ["Agente Comercial", "Auxiliar Administrativo", "Operador de ETA", "Operador de ETE", "Técnico em Química"],
    ["Engenheiro Sanitarista", "Químico", "Analista de Sistemas", "Contador", "Advogado"],
]
IBGP_LEVELS = ["ENSINO FUNDAMENTAL", "ENSINO MÉDIO / TÉCNICO", "ENSINO SUPERIOR"]
IBGP_REQUISITOS = [
    ["Ensino fundamental incompleto", "(4º ano)"],
    ["Ensino fundamental incompleto", "e experiência de 6 meses"],
    ["Ensino fundamental completo"],
    ["Ensino fundamental completo", 'CNH categoria "D" ou "E"'],
    ["Ensino médio completo"],
    ["Ensino médio completo", "Curso de operação de ETA (mín. 40h)"],
    ["Curso técnico em Química", "Registro no CRQ"],
    ["Graduação em Engenharia Sanitária", "ou Ambiental; registro no CREA"],
    ["Bacharelado em Química ou Química", "Industrial; registro no CRQ"],
    ["Graduação em área de Tecnologia", "da Informação"],
]


def ibgp_requisitos(rng: random.Random) -> Case:
    """IBGP's landscape ANEXO I as LibreOffice prints a Word table and pypdf reads it: "Código Cargo
    Escolaridade / Pré-requisitos Vagas Carga" / "horária" / … / "Taxa de" / "inscriçãoAC PcD Negros Total"
    (the requisitos label two labels parted by "/", the sub-labels glued to the last word, after a space or
    on their own line); rows "101 Name Requisito's first line", its other lines, then the counts, jornada
    ("44h", "12x36"), pay and fee ("R$ 60,00") on the requisito's last line or alone below it; "CR CR CR CR"
    rows; level headings in capitals between the rows. The name and the requisito are one run of words: the
    rows are read whole and left uncertain."""
    subs = ["AC", "PcD", "Negros", "Total"] if rng.random() < 0.6 else ["Total", "AC", "PcD", "Negros"]
    top = "Código Cargo Escolaridade / Pré-requisitos Vagas Carga horária semanal Vencimento inicial (R$) Taxa de inscrição"
    words = top.split()
    lines_top, k = [], 0
    while k < len(words):
        take = rng.randint(2, 7) if k == 0 else rng.randint(1, 3)
        lines_top.append(" ".join(words[k : k + take]))
        k += take
    glue = rng.choice(["glued", "glued", "space", "line"])
    if glue == "line":
        lines_top.append(" ".join(subs))
    else:
        lines_top[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
    lines = [
        "Edital de Concurso Público nº 01/2025",
        "ANEXO I – QUADRO DE CARGOS, VAGAS, REQUISITOS, CARGA HORÁRIA E VENCIMENTOS",
        *lines_top,
    ]
    entries = []
    for level, (heading, names) in enumerate(zip(IBGP_LEVELS, IBGP_NAMES, strict=True)):
        if rng.random() < 0.2 and level:
            continue
        lines.append(heading)
        for n, name in enumerate(rng.sample(names, rng.randint(1, len(names)))):
            code = f"{level + 1}{n + 1:02d}"
            requisito = rng.choice(IBGP_REQUISITOS)
            if rng.random() < 0.15:
                cells = ["CR"] * 4
            else:
                total, ac, negro, pcd = _figures(rng, 1, 12)
                entries.append(Entry(name, total, negro))
                figures = {"Total": total, "AC": ac, "PcD": pcd, "Negros": negro}
                cells = [str(figures[s]) for s in subs]
            tail = [
                rng.choice(["44h", "40h", "30h", "12x36"]),
                _pay(rng),
                "R$",
                rng.choice(["60,00", "85,00", "120,00"]),
            ]
            row = [f"{code} {name} {requisito[0]}", *requisito[1:]]
            if rng.random() < 0.5 or len(requisito) == 1:
                row[-1] += " " + " ".join(cells + tail)
            else:
                row.append(" ".join(cells + tail))
            lines += row
    lines += [
        "AC – Ampla Concorrência; PcD – Pessoas com Deficiência; CR – Cadastro de Reserva.",
        "IBGP – Instituto Brasileiro de Gestão e Pesquisa – Página 7 de 13",
        "ANEXO II – ATRIBUIÇÕES DOS CARGOS",
    ]
    return Case("\n".join(lines), entries)
