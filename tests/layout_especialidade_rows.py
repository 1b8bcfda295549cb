"""Generator: a "Cargo | Especialidade" quadro whose cargo cell is merged down its especialidades' rows, as
pypdf prints it (the class of `tables/especialidade_rows.py`): the cargo's words once, on the first or the
middle row of its span, the other rows their especialidade (área, lotação) alone.

Drawn: the span's label (especialidade, área, lotação), a code column or none, the count columns (AC, PcD,
negros, total; zero-padded or not), cargos of one to four especialidades, the cargo printed on the first row
of its span or its middle one, cargos without especialidade written with a dash in the especialidade cell
or merged across both columns (no dash), a page break with the header printed again, and whether the
edital names the positions elsewhere as "<cargo> – <especialidade>" (the proof). An entry is the position
as the edital means it ("<cargo> – <especialidade>", or the cargo alone); it is `proven` where the text
proves its name: named elsewhere, or a cargo without especialidade written with a dash. A case's `bare` are
the names a reading must never confirm (an especialidade alone, or a cargo's words joined to another's row).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import HEAD, TAIL, Entry

CARGOS = [
    "Analista de Trânsito",
    "Analista Judiciário",
    "Técnico Administrativo",
    "Professor de Educação Básica",
    "Engenheiro",
    "Especialista em Regulação",
    "Auditor Fiscal",
    "Procurador Municipal",
]
SPANS = [
    "Engenharia de Tráfego",
    "Direito",
    "Administração",
    "Contabilidade",
    "Tecnologia da Informação",
    "Arquivologia",
    "Economia",
    "Estatística",
    "Psicologia",
    "Serviço Social",
    "Comunicação Social",
    "Biblioteconomia",
]
PLACES = ["Sede", "Regional Norte", "Regional Sul", "Zona Rural", "Distrito de Pedras", "Unidade Centro"]
ALONE = ["Agente de Fiscalização", "Motorista", "Auxiliar de Serviços Gerais", "Vigia", "Assistente Técnico"]
LABELS = {"especialidade": "ESPECIALIDADE", "area": "ÁREA", "lotacao": "LOTAÇÃO"}
PAGE = "Página {n} de 3\nEdital de Abertura nº 01/2025\n"


@dataclass
class Case:
    text: str
    entries: list[Entry]
    bare: list[str] = field(default_factory=list)


def _cell(value: int, padded: bool) -> str:
    return f"{value:02d}" if padded else str(value)


def _counts(rng: random.Random, padded: bool) -> tuple[str, int, int]:
    negros, pcd, open_ = rng.randint(0, 3), rng.randint(0, 1), rng.randint(1, 9)
    total = negros + pcd + open_
    return " ".join(_cell(v, padded) for v in (open_, pcd, negros, total)), total, negros


def especialidade_rows(rng: random.Random) -> Case:
    label = rng.choice(list(LABELS))
    spans = PLACES if label == "lotacao" else SPANS
    coded, padded, middle = rng.random() < 0.3, rng.random() < 0.6, rng.random() < 0.5
    named_elsewhere, dashed = rng.random() < 0.5, rng.random() < 0.6
    header = " ".join(filter(None, ["CÓDIGO" if coded else "", "CARGO", LABELS[label], "AC PcD Negros Total"]))
    rows: list[str] = []
    entries: list[Entry] = []
    bare: list[str] = []
    listed: list[str] = []
    cargos = rng.sample(CARGOS, rng.randint(1, 3))
    alone = rng.sample(ALONE, rng.randint(0, 2))
    order = [(c, True) for c in cargos] + [(c, False) for c in alone]
    rng.shuffle(order)
    code = rng.randint(1, 8) * 100
    for cargo, spanned in order:
        kinds = rng.sample(spans, rng.randint(2, 4)) if spanned else []
        at = (len(kinds) - 1) // 2 if middle else 0
        for n, kind in enumerate(kinds or [""]):
            counts, total, negros = _counts(rng, padded)
            code += 1
            if not kind:
                name = f"{cargo} –" if dashed else cargo
                entries.append(Entry(cargo, total, negros, proven=dashed))
            else:
                name = f"{cargo} {kind}" if n == at else kind
                entries.append(Entry(f"{cargo} – {kind}", total, negros, proven=named_elsewhere))
                listed.append(f"{cargo} – {kind}")
                bare.append(kind)
                bare.append(f"{cargo} {kind}")
            rows.append(" ".join(filter(None, [str(code) if coded else "", name, counts])))
    under: dict[str, int] = {}
    for name in listed:
        kind = name.split(" – ", 1)[1]
        under[kind] = under.get(kind, 0) + 1
    for entry in entries:  # a bare especialidade under two cargos: which one the text does not say
        if (
            " – " in entry.name
            and under[entry.name.split(" – ", 1)[1]] > 1
            and f"{entry.name.replace(' – ', ' ')}" not in rows_text(rows)
        ):
            entry.proven = False
    if rng.random() < 0.3 and len(rows) > 3:
        cut = rng.randint(2, len(rows) - 1)
        rows[cut:cut] = [PAGE.format(n=1).rstrip("\n"), header]
    intro = "2. DOS CARGOS\n" + "".join(f"2.{k} {name}: requisitos no Anexo II.\n" for k, name in enumerate(listed, 1))
    text = (
        HEAD
        + (intro if named_elsewhere else "")
        + "3. DAS VAGAS\n3.1 O quadro abaixo apresenta a distribuição das vagas.\n"
        + header
        + "\n"
        + "\n".join(rows)
        + "\n3.2 Fica reservado aos candidatos negros o percentual de 20% das vagas."
        + TAIL
    )
    return Case(text, entries, bare)


def rows_text(rows: list[str]) -> str:
    return "\n".join(f"{row} " for row in rows)
