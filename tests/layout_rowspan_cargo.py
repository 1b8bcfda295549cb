"""A web page's quadro copied as Chromium's innerText, a cargo's cell spanning its especialidades' rows
(`rowspan`), drawn at random with its right reading: the class of `tables/rowspan_cargo.py`.

`rowspan_cargo(rng)` writes what `document.body.innerText` gives for an online Diário Oficial's page: the
site's menu at times, the act's text, then the quadro a row a line, its cells parted by tabs: a header of
one line, or two (a "VAGAS" cell spanning the count labels of the line below), its first labels a code's at
times, the cargo's and an especialidade's ("CARGO", "Cargo/Função", "Emprego" / "ESPECIALIDADE", "Área de atuação"), then at
times a carga horária and a vencimento column, then the counts (ampla concorrência, PcD at times, negros,
the total at times); each cargo with especialidades given once, on its first row (the cell spans the
rest), its later rows opening with their especialidade (after their code, or without it where the code's
cell spans the rows too); a cargo without especialidade written as its
table does it: its cell over both columns (`colspan`, the cargo alone), or with a dash or an empty
especialidade cell; a carga horária cell holding a `<br>` at times (the row over two lines); counts
zero-padded at times; a group's label on a line of its own at times (a full-width row, "NÍVEL SUPERIOR");
a TOTAL row at times; a legend; the day's other acts after it.

The right reading: each row its total and its negros, named "<cargo> – <especialidade>" (the cargo alone
where it has none). Proven only where the quadro has a total column (nothing else closes a row) and no group's
label (a line of words alone may be a cargo's cell cut by a break), the table
shows its short rows are a spanning cargo's (a cargo without especialidade written with a dash or an empty
cell) and the row stands on one line; elsewhere a row under a spanning cell may be read by its
especialidade alone, never confirmed so. A cargo's one especialidade on a full row followed by no short
row keeps the reader's usual name ("<cargo> <especialidade>").
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

MENU = "GOVERNO DO ESTADO · Diário Oficial\nInício\nEdições anteriores\nPesquisa avançada\nFale conosco\n"
HEAD = (
    "DEPARTAMENTO ESTADUAL DE TRÂNSITO – DETRAN\nEDITAL Nº {n}/2026 – CONCURSO PÚBLICO\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\nO concurso será regido por este edital.\n"
    "Os cargos, as especialidades e o número de vagas constam do Anexo I deste edital.\nANEXO I – QUADRO DE VAGAS\n"
)
LEGEND = "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos pretos e pardos."
AFTER = (
    "\n2. DAS INSCRIÇÕES\nAs inscrições serão realizadas exclusivamente pela internet.\n"
    "PORTARIA Nº 118/2026\nNomear os candidatos abaixo:\nNome\tClassificação\tLista\n"
    "ANA PAULA SANTOS RIBEIRO\t41\tAmpla concorrência\nJOSÉ RIBAMAR COSTA NETO\t9\tNegros\n"
    "EXTRATO DE CONTRATO Nº 12/2026\nObjeto: locação de veículos. Valor: R$ 120.000,00. Vigência: 12 meses.\n"
)
CARGO_LABELS = ["CARGO", "Cargo", "Cargo/Função", "EMPREGO"]
SPECIALTY_LABELS = ["ESPECIALIDADE", "Especialidade", "Área de atuação", "ÁREA"]
CARGOS = [
    "Analista de Trânsito",
    "Técnico de Nível Superior",
    "Analista Administrativo",
    "Especialista em Saúde",
    "Professor de Educação Básica",
    "Assistente de Trânsito",
    "Examinador de Trânsito",
    "Agente de Fiscalização",
    "Técnico em Informática",
    "Motorista Oficial",
    "Vigia",
]
SPECIALTIES = [
    "Engenharia de Tráfego",
    "Direito",
    "Administração",
    "Psicologia",
    "Contabilidade",
    "Arquivologia",
    "Estatística",
    "Serviço Social",
    "Enfermagem",
    "Língua Portuguesa",
    "Matemática",
    "Tecnologia da Informação",
]
COUNT_LABELS = {
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "pcd": ["PcD", "Pessoas com deficiência"],
    "negros": ["Negros", "Candidatos negros", "Pretos e pardos"],
    "total": ["Total", "Total de vagas"],
}
GROUPS = ["NÍVEL SUPERIOR", "NÍVEL MÉDIO", "Nível Fundamental", "CARGOS DE NÍVEL TÉCNICO"]
HOURS = ["40h", "30h", "40 horas", "20 horas semanais"]


@dataclass
class Entry:
    name: str  # the right name, read whole
    key: str  # what any reading of the row names (its especialidade, or its cargo where it has none)
    vacancies: int
    negros: int
    proven: bool = True


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)


def _cell(value: int, padded: bool) -> str:
    return f"{value:02d}" if padded else str(value)


def _header(rng: random.Random, roles: list[str], hours: bool, pay: bool, coded: bool) -> list[str]:
    texts = [rng.choice(["CÓDIGO", "Cód."])] if coded else []
    texts += [rng.choice(CARGO_LABELS), rng.choice(SPECIALTY_LABELS)]
    texts += (["CARGA HORÁRIA"] if hours else []) + (["VENCIMENTO"] if pay else [])
    counts = [rng.choice(COUNT_LABELS[role]) for role in roles]
    if rng.random() < 0.5:
        return ["\t".join([*texts, "VAGAS"]), "\t".join(counts)]
    return ["\t".join([*texts, *counts])]


def _counts(rng: random.Random, roles: list[str]) -> tuple[dict[str, int], int, int]:
    """A row's count cells by role, its total and its negros."""
    total = rng.randint(1, 30)
    negros = round(total * 0.2 + 0.01) if total >= 3 else 0
    pcd = (1 if total >= 5 and rng.random() < 0.7 else 0) if "pcd" in roles else 0
    by_role = {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}
    return by_role, total, negros


def _plan(rng: random.Random) -> list[tuple[str, list[str]]]:
    """The cargos and their especialidades (none: a cargo of its own), at least one spanning two rows."""
    while True:
        specialties = rng.sample(SPECIALTIES, len(SPECIALTIES))
        plan = []
        for cargo in rng.sample(CARGOS, rng.randint(2, 5)):
            many = rng.choice([0, 0, 1, 2, 3, 4])
            plan.append((cargo, [specialties.pop() for _ in range(min(many, len(specialties)))]))
        if any(len(esp) >= 2 for _, esp in plan):
            return plan


def rowspan_cargo(rng: random.Random) -> Case:
    padded = rng.random() < 0.5
    hours, pay = rng.random() < 0.5, rng.random() < 0.6
    style = rng.choice(["colspan", "dash", "empty"])  # how the table writes a cargo without especialidade
    roles = ["open", *(["pcd"] if rng.random() < 0.7 else []), "negros", *(["total"] if rng.random() < 0.7 else [])]
    coded = rng.random() < 0.35
    code_spans = coded and rng.random() < 0.5  # the code's cell spans the cargo's rows too: two cells fewer
    lines = _header(rng, roles, hours, pay, coded)
    plan = _plan(rng)
    proven = style != "colspan" and any(not esp for _, esp in plan) and not code_spans
    closes = "total" in roles  # without a total cell nothing proves a row's figures
    rows = [(cargo, esp, k) for cargo, especialidades in plan for k, esp in enumerate(especialidades or [""])]
    entries: list[Entry] = []
    sums = dict.fromkeys(roles, 0)
    run = False  # a short row here follows a full row with an especialidade (only short rows between)
    groups = rng.random() < 0.2  # a full-width row naming a group of cargos ("NÍVEL SUPERIOR") before some
    closes = closes and not groups  # (a line of words alone: a cargo's cell cut by a break, for all it shows)
    for n, (cargo, esp, k) in enumerate(rows):
        if groups and k == 0 and rng.random() < 0.5:
            lines.append(rng.choice(GROUPS))
        by_role, total, negros = _counts(rng, roles)
        for role in roles:
            sums[role] += by_role[role]
        short = (esp and k > 0) or (not esp and style == "colspan")
        if esp:
            cells = [cargo, esp] if k == 0 else [esp]
        else:
            cells = [cargo] if style == "colspan" else [cargo, "" if style == "empty" else rng.choice("–-")]
        if coded and not (code_spans and esp and k > 0):
            cells.insert(0, str(101 + n))
        broken = hours and not groups and rng.random() < 0.2  # (a break after a group's label: br_cells' to read)
        if hours:
            cells.append(rng.choice(HOURS) + ("\nem dois turnos" if broken else ""))
        cells += [f"R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"] if pay else []
        lines.append("\t".join([*cells, *(_cell(by_role[role], padded) for role in roles)]))
        heads = (
            not short
            and esp
            and n + 1 < len(rows)
            and (rows[n + 1][2] > 0 or style == "colspan" and not rows[n + 1][1])
        )
        if not short:
            name = f"{cargo} – {esp}" if heads and proven else f"{cargo} {esp}".strip()
            entries.append(Entry(name, esp or cargo, total, negros, proven=closes and not broken))
        else:
            name = f"{cargo} – {esp}" if esp else cargo
            alone = not run if not esp else proven and run  # a colspan cargo before any spanning one: its own
            entries.append(Entry(name, esp or cargo, total, negros, proven=closes and alone and not broken))
        run = bool(esp) if not short else run
    if rng.random() < 0.7:
        lines.append("TOTAL\t" + "\t".join(_cell(sums[role], padded) for role in roles))
    text = (MENU if rng.random() < 0.7 else "") + HEAD.format(n=rng.randint(1, 40)) + "\n".join(lines) + "\n"
    text += ("\n" + LEGEND + "\n" if rng.random() < 0.6 else "") + AFTER
    return Case(text, entries)
