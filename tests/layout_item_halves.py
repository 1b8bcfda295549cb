"""A wide quadro printed across two pages as `pdftotext -layout` gives it: the names' half (an item column,
the cargo and its especialidade, text columns) on one page, the counts' half (the same items, the count
columns in any order, two-line labels, a Total row or none) on the next, page furniture between
(`cotacheck/linter/tables/item_halves.py`)."""

from __future__ import annotations

import random
from dataclasses import dataclass

CARGOS = [
    "Analista de Trânsito",
    "Agente de Trânsito",
    "Assistente Administrativo",
    "Técnico em Informática",
    "Examinador de Trânsito",
    "Analista de Sistemas",
    "Fiscal de Transportes",
    "Engenheiro",
    "Procurador Autárquico",
    "Contador",
]
SPECIALTIES = [
    "Engenharia de Tráfego",
    "Psicologia do Trânsito",
    "Medicina do Tráfego",
    "Direito",
    "Vistoria Veicular",
    "Fiscalização",
    "Atendimento",
    "Habilitação",
    "Educação para o Trânsito",
    "Tecnologia da Informação",
    "Contabilidade Pública",
    "Arquivologia",
]
# a long especialidade printed over two lines, its first line ending where it visibly goes on
WRAPPED = [("Gestão de Processos de", "Habilitação e Registro"), ("Controle e", "Estatística de Acidentes")]
ROLES = {
    "open": [("Vagas", "ampla concorrência"), ("", "AC"), ("Ampla", "concorrência")],
    "pcd": [("Vagas", "PcD"), ("", "PcD"), ("Pessoas com", "deficiência")],
    "negros": [("Vagas reservadas", "a negros"), ("", "Negros"), ("Candidatos", "negros")],
    "total": [("Total de", "vagas"), ("", "Total"), ("Vagas", "totais")],
    "crg": [("Cadastro", "de reserva"), ("", "CR")],
}
TEXT_COLUMNS = [("Escolaridade", ["Superior", "Médio", "Fundamental"]), ("Jornada", ["40h", "30h", "20h"])]
KEYS = ["Item", "ITEM", "Código", "Cód.", "Nº"]


@dataclass
class Row:
    key: str
    name: str  # the name as the reading gives it (cargo – especialidade)
    parts: tuple[str, ...]
    open: int
    pcd: int
    negros: int
    cr: int

    @property
    def total(self) -> int:
        return self.open + self.pcd + self.negros


def _zero(value: int, dash: str) -> str:
    return dash if value == 0 else str(value)


def _line(cells: list[tuple[int, str]], align: list[str]) -> str:
    """Cells placed at their columns' starts (x, text), right-aligned to a width where `align` says so."""
    out = ""
    for (x, text), how in zip(cells, align, strict=True):
        out = out.ljust(x) + (text.rjust(int(how)) if how.isdigit() else text) + "  "
    return out.rstrip()


def item_halves_edital(rng: random.Random) -> tuple[str, list[Row]]:
    """An annex's text and its rows."""
    key_label = rng.choice(KEYS)
    n = rng.randint(2, 9)
    start = rng.choice([1, 1, 101, 10])
    pad = rng.random() < 0.3
    with_specialty = rng.random() < 0.8
    wrap = with_specialty and rng.random() < 0.3
    rows: list[Row] = []
    used: set[str] = set()
    for k in range(n):
        cargo = rng.choice(CARGOS)
        if with_specialty:
            parts: tuple[str, ...] = (cargo, rng.choice(SPECIALTIES))
            if wrap and k == n // 2:
                parts = (cargo, " ".join(rng.choice(WRAPPED)))
        else:
            parts = (cargo,)
        name = " – ".join(parts)
        if name in used:
            continue
        used.add(name)
        open_, pcd, negros = rng.randint(0, 30), rng.choice([0, 0, 1, 2]), rng.choice([0, 1, 2, 3, 6])
        key = f"{start + len(rows):02d}" if pad else str(start + len(rows))
        rows.append(Row(key, name, parts, open_, pcd, negros, rng.choice([0, 3, 10, 15, 60])))
    gap = rng.randint(2, 6)
    dash = rng.choice(["–", "-", "0", "—"])
    # the names' half
    widths = [max(len(key_label), 4)]
    labels = [key_label, "Cargo"] + (["Especialidade" if rng.random() < 0.6 else "Área"] if with_specialty else [])
    for j in range(len(labels) - 1):
        widths.append(max(len(labels[j + 1]), *(len(p) for r in rows for p in _cell(r, j).split("\n"))))
    texts = rng.sample(TEXT_COLUMNS, rng.randint(0, 2))
    for label, values in texts:
        labels.append(label)
        widths.append(max(len(label), *(len(v) for v in values)))
    xs = [2]
    for w in widths[:-1]:
        xs.append(xs[-1] + w + gap)
    names = ["QUADRO I – FOLHA A", _line(list(zip(xs, labels, strict=True)), [""] * len(labels))]
    values = [[rng.choice(v) for _, v in texts] for _ in rows]
    for row, extra in zip(rows, values, strict=True):
        cells = [row.key.rjust(len(key_label) - 1)] + [_cell(row, j) for j in range(len(row.parts))] + extra
        first = [c.split("\n")[0] for c in cells]
        names.append(_line(list(zip(xs, first, strict=True)), [""] * len(cells)))
        if any("\n" in c for c in cells):
            names.append(_line([(x, c.split("\n")[1]) for x, c in zip(xs, cells, strict=True) if "\n" in c], [""]))
    # the counts' half
    roles = rng.sample(["open", "pcd", "negros", "total"], 4) + (["crg"] if rng.random() < 0.6 else [])
    heads = [rng.choice(ROLES[r]) for r in roles]
    widths2 = [max(len(key_label), 4)] + [max(len(a), len(b), 3) for a, b in heads]
    xs2 = [2]
    for w in widths2[:-1]:
        xs2.append(xs2[-1] + w + gap + rng.randint(0, 3))
    top = [(x, a) for x, (a, _) in zip(xs2[1:], heads, strict=True) if a]
    counts = ["QUADRO I – FOLHA B (continuação das colunas da Folha A)"]
    if top:
        counts.append(_line(top, [""] * len(top)))
    labelled = [(xs2[0], key_label)] + [(x, b) for x, (_, b) in zip(xs2[1:], heads, strict=True)]
    counts.append(_line(labelled, [""] * len(labelled)))
    for row in rows:
        figures = {"open": row.open, "pcd": row.pcd, "negros": row.negros, "total": row.total, "crg": row.cr}
        cells = [(xs2[0], row.key.rjust(len(key_label) - 1))]
        align = [""]
        for x, w, role in zip(xs2[1:], widths2[1:], roles, strict=True):
            cells.append((x, _zero(figures[role], dash)))
            align.append(str(w // 2 + 1))
        counts.append(_line(cells, align))
    if rng.random() < 0.6:
        sums = {
            "open": sum(r.open for r in rows),
            "pcd": sum(r.pcd for r in rows),
            "negros": sum(r.negros for r in rows),
            "total": sum(r.total for r in rows),
            "crg": sum(r.cr for r in rows),
        }
        cells = [(xs2[0], "Total")] + [(x, str(sums[role])) for x, role in zip(xs2[1:], roles, strict=True)]
        counts.append(_line(cells, [""] + [str(w // 2 + 1) for w in widths2[1:]]))
    furniture = [
        "",
        "  DETRAN – Edital nº 01/2025 – Anexo I" + " " * rng.randint(20, 50) + "Folha A – 1/2",
        "\f                 DEPARTAMENTO ESTADUAL DE TRÂNSITO",
        "",
    ]
    halves = [names, furniture, counts] if rng.random() < 0.8 else [counts, furniture, names]
    body = [line for half in halves for line in half]
    return "\n".join(body) + "\n", rows


def _cell(row: Row, j: int) -> str:
    """The row's j-th name cell, a wrapped especialidade as its two lines."""
    part = row.parts[j]
    for a, b in WRAPPED:
        if part == f"{a} {b}":
            return f"{a}\n{b}"
    return part
