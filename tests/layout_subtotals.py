"""Vacancy tables whose rows are grouped (by nível, by área) with a subtotal row under each group and a
grand total at the end, drawn at random with their right readings.

- `subtotal_groups`: a heading per group ("NÍVEL SUPERIOR"), its cargos' rows (ampla concorrência, PcD,
  negros, total, in any order of the columns), a row summing the group labelled by it ("SUBTOTAL NÍVEL
  SUPERIOR", "Total do nível médio", "Subtotal – Grupo II", a bare "Subtotal") and a grand total ("TOTAL
  GERAL"); rules of dashes between the groups, zero-padded counts, a score table after the quadro using
  the same words. In some variants a subtotal or the grand total is off by one: then nothing is proven.
- `named_group_totals`: the same, the groups places, câmpus, secretarias or quadros, each closed by a total
  naming its group ("TOTAL DO CÂMPUS", "TOTAL DO QUADRO", "Total da secretaria", "Total parcial", "TOTAL
  NÍVEL …"): a total row by its label, whatever group it names, never a cargo. At times a recap after the
  quadro ("QUADRO 4 – TOTAL GERAL DE VAGAS", "Localidade  Vagas", a row per group with its total, "TOTAL
  GERAL"): its rows restate the groups' totals, no cargos; at times printed straight under the last group's
  rows, that group with no total row of its own and the quadro with no grand total (`bare_last`): its row for
  the last group is that group's rows' sum, printed nowhere else. At times the provas' table right under the
  quadro ("Cargo  Tipo  Nº de questões  Peso …", a row per cargo with its questions and weights): no vacancies.
- `abbreviated_group_totals`: the groups secretarias named with their abbreviation ("SECRETARIA MUNICIPAL DE
  SAÚDE – SESAD"), each closed by a total naming the group by it alone ("TOTAL SESAD", "Total SEMARH", five to
  eight letters): a total row, never a cargo.
- `doubled_vagas_groups`: câmpus or secretarias closed by "SUBTOTAL DO CÂMPUS" and the like, under a header
  whose total column is a bare "Vagas" before each role's own "Vagas …" ("Área  Vagas  Vagas AC  Vagas PcD
  Vagas Negros (20%)"; `tables/vagas_total.py`), at times a "Regime" column ("DE", "40h") before the counts.

Returns a `layout_places.Case`: the text and per cargo its name, vacancies and reserve for negros.
"""

from __future__ import annotations

import random
from dataclasses import replace

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    "Analista de Trânsito – Administrador",
    "Analista de Sistemas",
    "Engenheiro Civil",
    "Contador",
    "Psicólogo",
    "Agente de Fiscalização",
    "Assistente Administrativo",
    "Vistoriador Veicular",
    "Examinador de Trânsito",
    "Técnico em Enfermagem",
    "Motorista",
    "Auxiliar de Serviços Gerais",
    "Fiscal de Tributos",
    "Nutricionista",
]
GROUPS = [
    ("NÍVEL SUPERIOR", "nível superior"),
    ("NÍVEL MÉDIO", "nível médio"),
    ("NÍVEL FUNDAMENTAL", "nível fundamental"),
    ("GRUPO II", "grupo II"),
]
#: Groups of `named_group_totals`: a heading and the word its total names.
NAMED_GROUPS = [
    ("CÂMPUS CENTRAL – ANÁPOLIS", "CÂMPUS", "Câmpus Central – Anápolis"),
    ("CÂMPUS NORTE – URUAÇU", "CÂMPUS", "Câmpus Norte – Uruaçu"),
    ("SECRETARIA MUNICIPAL DE SAÚDE", "SECRETARIA", "Secretaria Municipal de Saúde"),
    ("Quadro I – Cargos de nível superior", "QUADRO", "Nível superior"),
    ("Quadro II – Cargos de nível intermediário", "QUADRO", "Nível intermediário"),
    ("LOCALIDADE: NATAL", "LOCALIDADE", "Natal"),
]
LABELS = {
    "open": ["AMPLA CONCORRÊNCIA", "AC", "Ampla"],
    "pcd": ["PcD", "PCD", "Deficiência"],
    "negros": ["NEGROS", "Negros", "PN"],
    "total": ["TOTAL", "Total", "Total de vagas"],
}
ORDERS = [
    ["open", "pcd", "negros", "total"],
    ["total", "open", "pcd", "negros"],
    ["open", "negros", "pcd", "total"],
]
SCORES = (
    "\n6. DAS PROVAS\n6.1 A prova objetiva terá a seguinte composição:\n"
    "NÍVEL / DISCIPLINA   Nº DE QUESTÕES   PESO   PONTUAÇÃO MÁXIMA\n"
    "NÍVEL SUPERIOR\nLíngua Portuguesa   10   1   10\nConhecimentos Específicos   25   2   50\n"
    "SUBTOTAL NÍVEL SUPERIOR   35      60\nTOTAL GERAL   35\n"
)


#: The provas' table right under the quadro, no heading between: a cargo's questions and weights.
PROVAS = (
    "Cargo   Tipo   Nº de questões   Peso   Tipo   Nº de questões   Peso\n"
    "{0}   Conhecimentos Gerais   20   1   Conhecimentos Específicos   40   3\n"
    "{1}   Conhecimentos Gerais   30   1   Conhecimentos Específicos   30   2\n"
)


#: Groups of `abbreviated_group_totals`: a secretaria's heading with its abbreviation, and the abbreviation.
ABBREVIATED_GROUPS = [
    ("SECRETARIA MUNICIPAL DE SAÚDE – SESAD", "SESAD"),
    ("SECRETARIA MUNICIPAL DE EDUCAÇÃO – SEMEC", "SEMEC"),
    ("SECRETARIA MUNICIPAL DE TRIBUTAÇÃO – SEMUT", "SEMUT"),
    ("SECRETARIA MUNICIPAL DO MEIO AMBIENTE – SEMARH", "SEMARH"),
    ("SECRETARIA DE TRABALHO E ASSISTÊNCIA – SEMTHAS", "SEMTHAS"),
    ("SECRETARIA DE INFRAESTRUTURA – SEINFRA", "SEINFRA"),
    ("FUNDAÇÃO CULTURAL CAPITANIA DAS ARTES – FUNCARTE", "FUNCARTE"),
]


def _abbreviated_total(heading: str, abbreviation: str, rng: random.Random) -> str:
    return rng.choice([f"TOTAL {abbreviation}", f"Total {abbreviation}", f"TOTAL – {abbreviation}"])


def abbreviated_group_totals(rng: random.Random) -> Case:
    """See the module docstring."""
    return subtotal_groups(rng, ABBREVIATED_GROUPS, _abbreviated_total)


#: A `doubled_vagas_groups` header's cells by role: each role under its own "Vagas".
DOUBLED = {"total": "Vagas", "open": "Vagas AC", "pcd": "Vagas PcD", "negros": "Vagas Negros (20%)"}


def doubled_vagas_groups(rng: random.Random) -> Case:
    """See the module docstring."""
    return subtotal_groups(rng, NAMED_GROUPS, _named_total, doubled=True)


def _subtotal_label(heading: str, plain: str, rng: random.Random) -> str:
    return rng.choice(
        [f"SUBTOTAL {heading}", f"Subtotal – {plain.capitalize()}", f"Total do {plain}", "Subtotal", f"Total {heading}"]
    )


def _named_total(heading: str, word: str, rng: random.Random) -> str:
    of = "DA" if word.endswith("A") else "DO"
    return rng.choice(
        [
            f"TOTAL {of} {word}",
            f"Total {of.lower()} {word.lower()}",
            "Total parcial",
            "TOTAL PARCIAL",
            f"TOTAL NÍVEL {rng.choice(['SUPERIOR', 'MÉDIO'])}",
        ]
    )


def _cells(figures: dict, order: list[str], rng: random.Random, pad: bool) -> str:
    return "   ".join(f"{figures[r]:02d}" if pad else str(figures[r]) for r in order)


def _figures(rng: random.Random) -> dict:
    total = rng.randint(1, 45)
    negros = total * rng.choice((20, 25, 30)) // 100
    pcd = min(total - negros, total // 10 + rng.randint(0, 1))
    return {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}


def named_group_totals(rng: random.Random) -> Case:
    """See the module docstring."""
    recap = rng.random() < 0.5
    case = subtotal_groups(rng, NAMED_GROUPS, _named_total, recap=recap, bare_last=recap and rng.random() < 0.4)
    if rng.random() < 0.5:
        first, second = (e.name for e in case.entries[:2])
        after = "\n6. DAS PROVAS" if "\n6. DAS PROVAS" in case.text else "\n3. DAS INSCRIÇÕES"
        case = replace(case, text=case.text.replace(after, "\n" + PROVAS.format(first, second) + after[1:], 1))
    return case


def _recap(recaps: list[tuple[str, int]], rng: random.Random) -> list[str]:
    """A recap of the groups' totals after the quadro, a row per group."""
    head = rng.choice(["Localidade   Vagas", "Nível   Vagas", "Lotação   Total de vagas"])
    rows = [f"{label}   {total}" for label, total in recaps]
    return ["QUADRO 9 – TOTAL GERAL DE VAGAS", head, *rows, f"TOTAL GERAL   {sum(t for _, t in recaps)}"]


def subtotal_groups(
    rng: random.Random,
    kinds: list = GROUPS,
    label=_subtotal_label,
    recap: bool = False,
    bare_last: bool = False,
    doubled: bool = False,
) -> Case:
    """See the module docstring. `bare_last`: the last group with no total row, the quadro with no grand total."""
    order = ["total", *rng.sample(["open", "pcd", "negros"], 3)] if doubled else rng.choice(ORDERS)
    regime = doubled and rng.random() < 0.5
    pad, rule = rng.random() < 0.2, rng.random() < 0.5
    off = rng.choice([None, None, None, "subtotal", "grand"])
    off = None if bare_last and off == "grand" else off
    groups = rng.sample(kinds, rng.randint(2, 3))
    names = iter(rng.sample(CARGOS, len(CARGOS)))
    lines = ["2.4 As vagas estão distribuídas da seguinte forma:", "QUADRO 1 – DISTRIBUIÇÃO DE VAGAS"]
    heads = [DOUBLED[r] for r in order] if doubled else [rng.choice(LABELS[r]) for r in order]
    lines.append(rng.choice(["   ", " "]).join([rng.choice(["CARGO", "Câmpus / Área"])] + ["Regime"] * regime + heads))
    entries, grand = [], dict.fromkeys(order, 0)
    recaps = []
    for n, (heading, plain, *recap_label) in enumerate(groups):
        lines += ["-" * 60] if rule else []
        lines.append(heading)
        summed = dict.fromkeys(order, 0)
        for _ in range(rng.randint(1, 4)):
            name, figures = next(names), _figures(rng)
            entries.append(Entry(name, figures["total"], figures["negros"], proven=off is None))
            hours = rng.choice(["DE", "40h", "20h"]) + "   " if regime else ""
            lines.append(f"{name}   {hours}{_cells(figures, order, rng, pad)}")
            summed = {r: summed[r] + figures[r] for r in order}
        grand = {r: grand[r] + summed[r] for r in order}
        if off == "subtotal" and n == 0:
            summed = {**summed, "total": summed["total"] + 1, "open": summed["open"] + 1}
        if not (bare_last and n == len(groups) - 1):
            lines.append(f"{label(heading, plain, rng)}   {_cells(summed, order, rng, pad)}")
        recaps += [(recap_label[0], summed["total"])] if recap_label else []
    if off == "grand":
        grand = {**grand, "total": grand["total"] + 1, "open": grand["open"] + 1}
    if not bare_last:
        lines += ["-" * 60] if rule else []
        lines.append(f"{rng.choice(['TOTAL GERAL', 'Total geral', 'TOTAL'])}   {_cells(grand, order, rng, pad)}")
    lines += _recap(recaps, rng) if recap else []
    scores = SCORES if rng.random() < 0.5 else ""
    return Case(HEAD + "2. DOS CARGOS\n" + "\n".join(lines) + "\n" + scores + TAIL, entries)
