"""A quadro whose two-row header has a spanning "Vagas" cell, as pypdf's plain text gives it, drawn at random
with its right reading: the class of `tables/span_last.py`.

- `span_last(rng)`: the top row's labels ("Cód.", "Cargo", "Vagas", "Carga Horária Semanal", "Vencimento
  Básico (R$)" …) in order, their words broken over lines at random (at most five words a line, labels run
  together on a line), then the labels under "Vagas" ("Total AC PcD PN", the total first or last, "PN" or
  "Negros"), glued to the last top label ("(R$)Total", "SEMANALAC"), after a space, or on a line of their
  own; the spanning label "Vagas", "Nº de vagas" or "Número de Vagas"; rows "[code] Name total ac pcd negros
  hours pay", zeros as "-" or "–", and, in `span_last_wrapped`, names wrapped at any word before their counts,
  cadastro rows ("CR - - -"), level headings in
  capitals or none.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Advogado",
    "Assistente Social",
    "Biomédico",
    "Cirurgião-Dentista ESF",
    "Contador",
    "Enfermeiro ESF",
    "Engenheiro Civil",
    "Farmacêutico",
    "Médico Pediatra",
    "Professor de Matemática",
    "Técnico em Enfermagem",
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Monitor de Educação Infantil",
    "Auxiliar de Serviços Gerais",
    "Operador de Máquinas Rodoviárias",
    "Motorista",
    "Vigilante",
]
LEVELS = ["ENSINO SUPERIOR COMPLETO", "ENSINO MÉDIO COMPLETO", "ENSINO FUNDAMENTAL COMPLETO", "NÍVEL SUPERIOR"]
NAME_LABELS = ["Cargos", "Cargo", "CARGO", "Emprego", "Cargo/Especialidade"]
TEXT_LABELS = [
    ["Carga Horária Semanal", "Vencimento Básico (R$)"],
    ["Vencimento (R$)", "Carga Horária"],
    ["Jornada Semanal", "Salário Base (R$)"],
    ["CARGA HORÁRIA SEMANAL", "VENCIMENTO (R$)"],
]
NEGROS = ["PN", "Negros", "NEGROS"]


def _pay(rng: random.Random) -> str:
    whole = rng.randint(1100, 21000)
    return f"{whole // 1000}.{whole % 1000:03d},{rng.randint(0, 99):02d}"


def _broken(words: list[str], rng: random.Random) -> list[str]:
    """The top row's words as pypdf breaks them: lines of one to five words, cut anywhere."""
    lines, k = [], 0
    while k < len(words):
        take = rng.randint(1, min(5, len(words) - k))
        lines.append(" ".join(words[k : k + take]))
        k += take
    return lines


def span_last(rng: random.Random, wrap: bool = False) -> Case:
    """See the module's docstring; with `wrap`, names of two words or more wrapped before their counts at
    random (`span_last_wrapped`)."""
    code = rng.random() < 0.5
    caps = rng.random() < 0.3
    texts = rng.choice(TEXT_LABELS)
    negros = rng.choice(NEGROS)
    roles = ["AC", "PcD", negros]
    total_first = rng.random() < 0.5
    subs = ["Total", *roles] if total_first else [*roles, "Total"]
    if caps:
        subs = [s.upper() if s != "PcD" else s for s in subs]
    span = rng.choice(["Vagas", "Vagas", "Nº de vagas", "Número de Vagas"])
    top = [*(["Cód."] if code else []), rng.choice(NAME_LABELS), span.upper() if caps else span, *texts]
    lines_top = _broken(" ".join(top).split(), rng)
    glue = rng.choice(["glued", "space", "line"])
    if glue == "line":
        lines_top.append(" ".join(subs))
    else:
        lines_top[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
    lines = [
        "PREFEITURA MUNICIPAL DE SÃO JOÃO DAS MISSÕES",
        "1.3 Legenda: AC – Ampla Concorrência; PcD – Pessoa com Deficiência; PN – Pessoas Negras; CR – Cadastro Reserva.",
        "1.4 QUADRO DEMONSTRATIVO DE CARGOS",
        *lines_top,
    ]
    entries = []
    zero = rng.choice(["-", "–"])
    headings = rng.random() < 0.6
    names = rng.sample(NAMES, rng.randint(3, 10))
    for n, name in enumerate(names, 1):
        if headings and (n == 1 or rng.random() < 0.2):
            lines.append(rng.choice(LEVELS))
        prefix = f"{n:02d} " if code else ""
        if rng.random() < 0.15:
            cells = ["CR", zero, zero, zero]
        else:
            total, ac, negro, pcd = _figures(rng, 1, 25)
            entries.append(Entry(name, total, negro))
            parts = [str(v) if v else zero for v in (ac, pcd, negro)]
            cells = [str(total), *parts] if total_first else [*parts, str(total)]
        hours, pay = rng.choice(["40h", "30h", "20h", "44h"]), _pay(rng)
        after = f"{hours} {pay}" if texts[0].lower().startswith(("carga", "jornada")) else f"{pay} {hours}"
        words = name.split()
        if wrap and len(words) >= 2 and rng.random() < 0.5:
            cut = rng.randint(1, len(words) - 1)
            lines.append(prefix + " ".join(words[:cut]))  # the code's cell beside the name's first line
            name, prefix = " ".join(words[cut:]), ""
        lines.append(f"{prefix}{name} {' '.join(cells)} {after}")
    lines += [
        "1.5 As vagas reservadas estão incluídas no total de vagas de cada cargo.",
        "2 – DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)


def span_last_wrapped(rng: random.Random) -> Case:
    """`span_last` with names wrapped before their counts, the counts on the name's last line (pypdf's order)."""
    return span_last(rng, wrap=True)


#: LibreOffice's PDF of a Word quadro (`span_last_libreoffice`): name labels with the rows' names they give.
LO_NAMES = [
    (["Cargo"], [[n] for n in NAMES]),
    (["Emprego", "Especialidade"], [["Médico", s] for s in ("Anestesiologia", "Cardiologia", "Pediatria")]),
    (["Emprego", "Especialidade"], [["Enfermeiro", s] for s in ("Assistencial", "Terapia Intensiva Adulto")]),
    (
        ["Emprego", "Especialidade"],
        [["Técnico em Enfermagem", "–"], ["Técnico em Radiologia", "–"], ["Médico", "Pediatria"]],
    ),
    (["Regional", "Município-sede"], [["Capital – Centro", "São Paulo"], ["Campinas", "Campinas"]]),
    (["Regional", "Município-sede"], [["Vale do Ribeira", "Registro"], ["Litoral Norte", "Caraguatatuba"]]),
]
LO_SUBS = {
    "total": ["Total"],
    "open": ["AC", "Ampla Concorrência"],
    "pcd": ["PcD", "Pessoas com Deficiência"],
    "negros": ["PN", "Negros", "Candidatos Negros", "Pessoas Negras"],
}
#: The running head of every page.
LO_HEAD = ["DEFENSORIA PÚBLICA DO ESTADO", "CONCURSO PÚBLICO – EDITAL Nº 02/2025"]
LO_TEXTS = [
    (["Carga horária semanal", "Salário base (R$)"], ["24 horas 11.142,36", "36 horas conforme\nAnexo II"]),
    (["Jornada", "Vencimento (R$)"], ["40 horas 2.611,40", "30h 5.102,18", "40 horas conforme\nAnexo III"]),
]


def span_last_libreoffice(rng: random.Random) -> Case:
    """The class as LibreOffice prints a Word quadro and pypdf reads it: the code's label cut at its cell's
    width ("Códig" / "o Emprego"), two name labels ("Emprego Especialidade", an empty especialidade printed
    "–"; "Regional Município-sede"), the
    sub-labels of several words ("Total Ampla Concorrência Pessoas com Deficiência Candidatos Negros"), glued
    to the top row's last word, after a space or on their own line; a cadastro's own column after "Vagas"
    ("Cadastro Reserva", its cells "Sim" or "Não") or text columns after the counts ("24 horas 11.142,36", a
    pay cell cut at "conforme" above "Anexo II"); counts zero-padded ("01") or not, zeros as "0", "–" or "-";
    rows of cadastro only; the header repeated after a page break."""
    name_labels, pool = rng.choice(LO_NAMES)
    code = rng.choice(["", "Código", "Código", "Cód.", "Código da Opção"])
    cadastro = rng.random() < 0.35
    texts, tails = rng.choice(LO_TEXTS) if not cadastro else ([], [])
    roles = ["open", "pcd", "negros"]
    order = ["total", *roles] if rng.random() < 0.5 else [*roles, "total"]
    subs = [rng.choice(LO_SUBS[role]) for role in order]
    span = rng.choice(["Vagas", "Número de Vagas", "Nº de vagas"])
    top = [*([code] if code else []), *name_labels, span]
    if cadastro:
        top.append(rng.choice(["Cadastro Reserva", "Cadastro de Reserva", "CR"]))
    top += texts
    words = " ".join(top).split()
    cut = words[0] == "Código" and rng.random() < 0.5

    def header() -> list[str]:
        lines = ["Códig", *_broken(["o", *words[1:]], rng)] if cut else _broken(words, rng)
        glue = rng.choice(["glued", "space", "line"])
        if glue == "glued" and subs[0] not in ("Total", "AC", "PcD", "PN"):
            glue = "space"  # only a short label glues to the word before it
        if glue == "line":
            return [*lines, " ".join(subs)]
        lines[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
        return lines

    lines = [
        *LO_HEAD,
        "1.2 O número de vagas e a reserva constam do quadro a seguir.",
        "QUADRO I – DISTRIBUIÇÃO DAS VAGAS",
        *header(),
    ]
    entries = []
    zero = rng.choice(["0", "–", "-"])
    pad = rng.random() < 0.4
    rows = rng.sample(pool, len(pool)) if len(pool) < 4 else rng.sample(pool, rng.randint(3, 8))
    for n, parts in enumerate(rows, 1):
        if n > 2 and rng.random() < 0.15:
            lines += ["Página 1 de 2", *LO_HEAD, *header()]
        prefix = f"{100 + n} " if code else ""
        name = " ".join(parts)  # an empty especialidade printed "–" beside the emprego
        if rng.random() < 0.15:
            cells = [rng.choice(["CR", zero])] * 4
        else:
            total, ac, negro, pcd = _figures(rng, 1, 30)
            entries.append(Entry(name.removesuffix(" –"), total, negro))
            figures = {"total": total, "open": ac, "pcd": pcd, "negros": negro}
            cells = [(f"{figures[r]:02d}" if pad else str(figures[r])) if figures[r] else zero for r in order]
        tail = rng.choice(["Sim", "Não", "SIM"]) if cadastro else rng.choice(tails)
        lines.append(f"{prefix}{name} {' '.join(cells)} {tail}")
    lines += [
        "Legenda: AC – Ampla Concorrência; PcD – Pessoas com Deficiência; PN – Pessoas Negras.",
        "2. DAS INSCRIÇÕES",
        "2.1 As inscrições serão realizadas exclusivamente pela internet, no endereço eletrônico do certame.",
    ]
    return Case("\n".join(lines), entries)
