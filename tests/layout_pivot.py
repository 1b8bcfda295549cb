"""A spreadsheet's pivot table (tabela dinâmica) of a quadro copied with tabs, as Excel gives it in Portuguese
or English: the data field's line ("Soma de Vagas⇥Rótulos de Coluna") over the header ("Rótulos de
Linha⇥Ampla concorrência⇥Negros⇥…⇥Total Geral") or a lone "Soma de Vagas" column; the rows flat or
grouped (by level of schooling, or a cargo over its especialidades), each group's subtotal on its own row
above its rows, at the bottom ("Total Médio"), or none; empty cells for no vacancy; "Total Geral" last;
trailing tabs; beside it, a pivot of the cadastro de reserva whose figures are no vacancies
(`cotacheck/linter/tables/pivot_table.py`)."""

from __future__ import annotations

import random
from dataclasses import dataclass

CARGOS = [
    "Analista Judiciário – Área Administrativa",
    "Analista Judiciário – Área Judiciária",
    "Analista Judiciário – Contabilidade",
    "Técnico Judiciário – Área Administrativa",
    "Técnico Judiciário – Tecnologia da Informação",
    "Oficial de Justiça Avaliador Federal",
    "Agente da Polícia Judicial",
    "Assistente em Administração",
    "Pedagogo",
    "Técnico em Assuntos Educacionais",
    "Auditor",
    "Engenheiro Civil",
]
SPECIALTIES = ["Administrativa", "Judiciária", "Contabilidade", "Tecnologia da Informação", "Psicologia", "Medicina"]
ROLES = {
    "open": ["Ampla concorrência", "AC", "Ampla Concorrência"],
    "negros": ["Negros", "Pretos e pardos", "Candidatos negros"],
    "pcd": ["Pessoa com deficiência", "PcD", "Pessoas com deficiência"],
}
WORDS = {
    "pt": ("Soma de", "Rótulos de Linha", "Rótulos de Coluna", "Total Geral", "Total {}"),
    "en": ("Sum of", "Row Labels", "Column Labels", "Grand Total", "{} Total"),
}


@dataclass
class Row:
    name: str
    open: int
    negros: int
    pcd: int

    @property
    def total(self) -> int:
        return self.open + self.negros + self.pcd


def _cell(value: int) -> str:
    return str(value) if value else ""


def pivot_text(rng: random.Random) -> tuple[str, list[Row], bool]:
    """The pasted pivots' text, the cargos' rows, and whether the negros' figures are in it (a column field)."""
    lang = rng.choice(["pt", "pt", "en"])
    field_word, row_labels, column_labels, grand_label, subtotal = WORDS[lang]
    columns = rng.random() < 0.8
    grouping = rng.choice(["flat", "levels_top", "levels_top", "levels_bottom", "levels_none", "cargo_top"])
    roles = rng.sample(list(ROLES), 3) if columns else []
    labels = [rng.choice(ROLES[r]) for r in roles]
    groups: list[tuple[str, list[Row]]] = []
    n_groups = 1 if grouping == "flat" else rng.randint(2, 3)
    names = rng.sample(CARGOS, len(CARGOS))
    levels = rng.choice([["Médio", "Superior", "Fundamental"], ["Nível Superior", "Nível Médio", "Nível Fundamental"]])
    for g in range(n_groups):
        if grouping == "cargo_top":
            group = ["Analista Judiciário", "Técnico Judiciário", "Especialista"][g]
            leaves = [f"{group} – {s}" for s in rng.sample(SPECIALTIES, rng.randint(2, 4))]
            shown = [leaf.split(" – ", 1)[1] for leaf in leaves]
        else:
            group = levels[g] if grouping != "flat" else ""
            leaves = [names.pop() for _ in range(rng.randint(2 if grouping == "flat" else 1, 4))]
            shown = leaves
        rows = [Row(name, rng.randint(0, 20), rng.choice([0, 1, 2, 5]), rng.choice([0, 0, 1, 2])) for name in leaves]
        groups.append((group, list(zip(shown, rows, strict=True))))
    trail = "\t" * rng.randint(0, 2)

    def figures(rows: list[Row]) -> list[str]:
        if not columns:
            return [str(sum(r.total for r in rows))]
        sums = {r: sum(getattr(row, r) for row in rows) for r in roles}
        return [_cell(sums[r]) for r in roles] + [_cell(sum(row.total for row in rows))]

    out = [f"{field_word} Vagas\t{column_labels}" + "\t" * len(roles) if columns else ""]
    out.append("\t".join([row_labels, *labels, grand_label] if columns else [row_labels, f"{field_word} Vagas"]))
    for group, pairs in groups:
        rows = [row for _, row in pairs]
        if grouping.endswith("_top"):
            out.append("\t".join([group, *figures(rows)]) + trail)
        elif group:
            out.append(group + trail)
        for shown, row in pairs:
            out.append("\t".join([shown, *figures([row])]) + trail)
        if grouping == "levels_bottom":
            out.append("\t".join([subtotal.format(group), *figures(rows)]) + trail)
    every = [row for _, pairs in groups for _, row in pairs]
    out.append("\t".join([grand_label, *figures(every)]) + trail)
    table = "\n".join(line for line in out if line or not columns)
    # beside it, the cadastro de reserva's pivot: candidates, no vacancies
    cr = [f"{field_word} CR\t{column_labels}", "\t".join([row_labels, *(labels or ["Ampla concorrência"])])]
    cr_total = [0] * max(len(roles), 1)
    for group, _ in groups if grouping != "flat" else [("Superior", None), ("Médio", None)]:
        values = [rng.randint(3, 90) for _ in cr_total]
        cr_total = [a + b for a, b in zip(cr_total, values, strict=True)]
        cr.append("\t".join([group or "Superior", *map(str, values)]))
    cr.append("\t".join([grand_label, *map(str, cr_total)]))
    parts = [
        "Tabela dinâmica 1 – vagas imediatas\n\n" + table,
        "Tabela dinâmica 2 – cadastro de reserva (número de aprovados além das vagas)\n\n" + "\n".join(cr),
    ]
    if rng.random() < 0.3:
        parts.reverse()
    every_row = every
    return "\n\n\n".join(parts) + "\n", every_row, columns
