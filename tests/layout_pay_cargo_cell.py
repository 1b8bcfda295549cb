"""A web page's quadro printed by Chromium and read by pypdf, each cargo's cell (its name and its pay) merged
down the rows of its especialidades or polos, under a header of two rows: the class of
`tables/pay_cargo_cell.py` (the header re-laid by `tables/span_after_row.py`).

`pay_cargo_cell(rng)` writes the text pypdf gives for such a PDF: the header's upper row ("Cargo Área /
especialidade Polo / lotação", "Cargo Especialidade", …), the spanning "Vagas" label, the cadastro's label
spanning both rows ("Cadastro de" / "reserva", "CR") or no cadastro column, the lower row's first label glued
to the line before ("reservaAmpla", "VagasAC", "VagasAmpla") or on its own line, the other sub-labels after it;
then each cargo's cell once, before its first row (its name over one or two lines, its pay in brackets or after
a dash, on lines of its own or run on from the name's last line: "(vencimento R$" / "13.994,78)", "Auditor
Fiscal (vencimento R$ 7.856,42)", "Analista Judiciário – subsídio" / "R$ 4.100,00", "Remuneração:" / "R$
4.100,00"), each row's own cells on its counts' line, the especialidade wrapped on a line before it at times;
counts zero-padded or dashes at times, a cadastro-only row of dashes at times, a Total row at times; a page
break between two cargos at times (the page's number, its footer or nothing; the running head seen above the
table, one printed only from the second page on, or none; the header again most often).

The right reading: each row with vacancies "<cargo> – <especialidade> [<polo>]", its total and its negros;
never proven (where a row's own cell ends, and that a line before it is no cargo's cell, is not in the text).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    ["Analista Judiciário"],
    ["Oficial de Justiça e", "Avaliador"],
    ["Técnico Judiciário"],
    ["Analista de", "Controle Externo"],
    ["Assistente", "Administrativo"],
    ["Auditor Fiscal"],
    ["Agente de Polícia", "Judicial"],
]
ESPECIALIDADES = [
    ["Área Judiciária"],
    ["Especialidade Administração"],
    ["Especialidade Contabilidade"],
    ["Especialidade Tecnologia da", "Informação"],
    ["Especialidade Engenharia", "Elétrica"],
    ["Área Administrativa"],
    ["Sem especialidade"],
    ["Especialidade Programação de", "Sistemas"],
    ["Especialidade Serviço Social"],
    ["Especialidade Arquivologia"],
]
POLOS = ["Teresina", "Polo I – Teresina", "Polo II – Parnaíba", "Polo III – Picos", "Polo IV – Floriano", "Capital"]
OPEN = [["Ampla", "concorrência"], ["AC"], ["Ampla concorrência"]]
RUNNING = HEAD.split("\n", 1)[0]  # the running head: the text's first line
#: A running head printed only from the second page on: never seen above the table.
LATER = ["TRIBUNAL DE JUSTIÇA DO ESTADO DO PIAUÍ", "Concurso Público – Edital nº 1/2025 – Cargos de nível superior"]


def _pay(rng: random.Random, cargo: list[str]) -> list[str]:
    """The cargo's cell: its name's lines and its pay, the pay on lines of its own, in brackets or after a dash,
    or run on from the name's last line ("Auditor Fiscal (vencimento R$ 7.856,42)"), whole or wrapped there
    ("Auditor Fiscal (vencimento" / "R$ 7.856,42)")."""
    amount = f"{rng.randint(2, 19)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
    word = rng.choice(["vencimento", "remuneração", "Vencimento", "subsídio"])
    opening, close = rng.choice([("(", ")"), ("– ", ""), ("- ", "")])
    pay = rng.choice(
        [
            [f"{opening}{word} R$", f"{amount}{close}"],
            [f"{opening}{word} R$ {amount}{close}"],
            [f"{opening}{word}", f"R$ {amount}{close}"],
            ["Remuneração:", f"R$ {amount}"],
        ]
    )
    if rng.random() < 0.4:  # the pay run on from the name's last line
        return [*cargo[:-1], f"{cargo[-1]} {pay[0]}", *pay[1:]]
    return [*cargo, *pay]


def _header(rng: random.Random, polo: bool, pcd: bool, cr: bool) -> list[str]:
    top = rng.choice(["Cargo Área / especialidade", "Cargo Especialidade", "CARGO ESPECIALIDADE"])
    top += rng.choice([" Polo / lotação", " Lotação"]) if polo else ""
    opening = rng.choice(OPEN)
    rest = " ".join(["PcD"] * pcd + ["Negros", "Total"])
    lower = [*opening[:-1], f"{opening[-1]} {rest}"]
    upper = [top, "Vagas", *(rng.choice([["Cadastro de", "reserva"], ["Cadastro de reserva"], ["CR"]]) if cr else [])]
    if rng.random() < 0.7:
        upper[-1] += lower.pop(0)  # pypdf glues the lower row's first label to the upper row's last line
    return upper + lower


def _cell(value: int, rng: random.Random) -> str:
    return f"{value:02d}" if value and rng.random() < 0.1 else str(value)


def _counts(rng: random.Random, pcd: bool, cr: bool, cadastro_only: bool) -> tuple[list[str], int, int]:
    """(the row's count cells, its total, its negros)."""
    count = rng.randint(1, 30)
    if cadastro_only:
        return ["–"] * (3 + pcd) + [str(count)], 0, 0
    total = rng.randint(1, 30)
    negros = total * 20 // 100 if total >= 3 else 0
    disabled = (total * 5 + 99) // 100 if pcd and total >= 5 else 0
    open_ = total - negros - disabled
    cells = [open_, *([disabled] if pcd else []), negros, total]
    return [_cell(v, rng) for v in cells] + ([str(max(count, total))] if cr else []), total, negros


def _page_break(rng: random.Random, page: int, header: list[str]) -> list[str]:
    """A page's end and the next one's top between two cargos: its number or footer (or nothing), the running
    head seen above the table, one printed only from the second page on, or none, and the header again or not."""
    foot = rng.choice([[f"Página {page} de 9"], [str(page)], [f"Edital nº 1/2025 – Página {page}"], []])
    running = rng.choice([[RUNNING], LATER[:1], LATER, []])
    return [*foot, *running, *(header if rng.random() < 0.85 else [])]


def pay_cargo_cell(rng: random.Random) -> Case:
    polo, pcd, cr = rng.random() < 0.7, rng.random() < 0.7, rng.random() < 0.6
    header = _header(rng, polo, pcd, cr)
    lines = ["2. DOS CARGOS E DAS VAGAS", "2.1 O quadro de vagas é o seguinte:", "QUADRO DE VAGAS", *header]
    entries: list[Entry] = []
    sums = [0] * (3 + pcd + cr)
    for c, cargo in enumerate(rng.sample(CARGOS, rng.randint(2, 4))):
        if c and rng.random() < 0.25:
            lines += _page_break(rng, c, header)
        lines += _pay(rng, cargo)
        for especialidade in rng.sample(ESPECIALIDADES, rng.randint(1 if c else 2, 4)):
            place = rng.choice(POLOS) if polo else ""
            only = cr and rng.random() < 0.08
            cells, total, negros = _counts(rng, pcd, cr, only)
            own = " ".join([*especialidade, place]).strip()
            if len(especialidade) > 1 and rng.random() < 0.6:
                lines += [especialidade[0], " ".join([*especialidade[1:], place, *cells]).replace("  ", " ")]
            else:
                lines.append(" ".join([own, *cells]))
            sums = [a + (int(b) if b.isdigit() else 0) for a, b in zip(sums, cells)]
            if total:
                entries.append(Entry(f"{' '.join(cargo)} – {own}", total, negros, proven=False))
    if rng.random() < 0.5:
        lines.append("Total " + " ".join(map(str, sums)))
    lines.append("PcD – pessoas com deficiência. Negros – candidatos que se autodeclararem pretos ou pardos.")
    return Case(HEAD + "\n".join(lines) + TAIL, entries)
