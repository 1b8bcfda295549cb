"""A quadro laid out by spaces (pdftotext -layout of a LibreOffice PDF) with a cargo column spanning its
especialidades, some of which share their first words and wrap after a dash in a narrow cell ("Tecnologia da
Informação –" / "Desenvolvimento", then "Tecnologia da Informação –" / "Infraestrutura e Redes": set 22's t09).
Where a reading loses the wrapped rest, two rows come out under one name with other figures, or the rest
joins the next row's name; neither may be confirmed. The class of `span_last` and `span_after_row`.

- `cut_names(rng)`: the quadro with its right reading (each especialidade a row with its own figures; an entry's
  name is the especialidade whole; a row's name may hold its cargo, printed on its first row, and nothing else).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

CARGOS = ["Analista Legislativo", "Técnico Legislativo", "Analista Judiciário", "Especialista em Gestão"]
SHARED = ["Tecnologia da Informação", "Engenharia", "Comunicação Social", "Saúde"]
TAILS = ["Desenvolvimento", "Infraestrutura e Redes", "Segurança da Informação", "Civil", "Elétrica", "Jornalismo"]
PLAIN = ["Processo Legislativo", "Assessoria Jurídica", "Orçamento Público", "Arquitetura", "Taquigrafia"]
#: The counts' columns, from the first count's: AC, PcD, Negros, Total, CR (`_row`'s widths).
OFFSETS = (0, 10, 18, 30, 43)


def _header(rng: random.Random, start: int) -> list[str]:
    """One line of labels, or two rows as LibreOffice's table prints them: "Vagas" spanning the roles, the
    cadastro's label beside it, the group's share on a third line under its label (t09)."""
    name = rng.choice(["Especialidade", "Área"])
    marks = rng.random() < 0.5
    labels = ["AC", "PcD*" if marks else "PcD", "Negros", "Total", "CR***" if marks else "CR"]

    def laid(cells: list[tuple[int, str]]) -> str:
        line = ""
        for column, text in cells:
            line = line.ljust(column) + ("" if line.endswith(" ") or not line else " ") + text
        return line

    heads = [(11, "Cargo"), (33, name)]
    if rng.random() < 0.5:
        return [laid(heads + [(start + k, label) for k, label in zip(OFFSETS, labels)])]
    upper = laid(heads + [(start + 18, "Vagas"), (start + OFFSETS[4], labels[4])])
    lower = laid([(start + k, label) for k, label in zip(OFFSETS[:4], labels[:4])])
    return [upper, lower] + ([laid([(start + OFFSETS[2], "(20%)**")])] if rng.random() < 0.7 else [])


def _row(cargo: str, name: str, cells: tuple[int, int, int, int], cr: int, width: int) -> str:
    total, ac, negros, pcd = cells
    counts = f"{ac:<10}{pcd:<8}{negros:<12}{total:<13}{cr}"
    return f"    {cargo:<24} {name:<{width}} {counts}"


def cut_names(rng: random.Random) -> Case:
    """See the module's docstring."""
    width = rng.choice([30, 34, 38])
    lines = ["2.1 Os cargos, as especialidades e as vagas são os do quadro a seguir:"]
    lines += _header(rng, 4 + 24 + 1 + width + 1)
    entries = []
    cargos = rng.sample(CARGOS, rng.randint(1, 3))
    plains = iter(rng.sample(PLAIN, len(PLAIN)))  # no especialidade named twice in the quadro
    for cargo, shared in zip(cargos, rng.sample(SHARED, len(cargos))):
        cut = rng.choice([0, 2, 2, 3])  # a cargo whose especialidades all fit their cells now and then
        names = [(f"{shared} –", tail) for tail in rng.sample(TAILS, cut)]
        names += [(next(plains), None) for _ in range(rng.randint(0 if cut else 1, 1))]
        rng.shuffle(names)
        for k, (name, tail) in enumerate(names):
            cells = _figures(rng, 1, 20)
            lines.append(_row(cargo if k == 0 else "", name, cells, cells[0] * 3, width))
            if tail:
                lines.append(" " * 29 + tail)
            entries.append(Entry(f"{name} {tail}" if tail else name, cells[0], cells[2], proven=False))
    lines.append("2.2 O cadastro de reserva será formado na ordem de classificação.")
    return Case("\n".join(lines) + "\n", entries)
