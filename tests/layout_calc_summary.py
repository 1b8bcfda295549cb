"""A quadro given as a spreadsheet of several sheets, exported by LibreOffice Calc and read by pypdf, its last
sheet a summary restating the other sheets' totals, drawn at random with its right reading: the class of
`tables/summary_rows.py` (and of `stacked_header._span_over_run`).

`calc_summary(rng)` writes the text of such an annex after an edital's body (t03 of the fourteenth set: a state
court's especialidades, polos regionais and a "Consolidado" sheet). Each detail sheet is a cargo's slices
(especialidades, polos, áreas): its running head, its title, at times its cargo's heading ("CARGO: ANALISTA
JUDICIÁRIO (nível superior)"), then its header as Calc draws two header rows cell by cell: the upper row's
cells merged over both rows on one line ("Cód. Especialidade Requisitos"), the spanning label of the counts
a little higher, alone ("Nº DE VAGAS", "VAGAS", "Quantidade de vagas"), at times the cells after it on a line
of their own ("Remuneração inicial / Jornada"), then the lower row's roles (total first or last, the others
in any order); the rows ("AJ-01 Área Judiciária Bacharelado em Direito 12 10 01 01 Sim R$ 12.410,18 –
40h": a code at times, a requisitos column at times, "00" padding at times, "–" for none at times, a row of
cadastro only, "CR – – –", at times), its "Total geral" row, a note at times, then the wrapped cells drawn
last ("Cadastro de " / "reserva", a long requisito). The summary sheet lists each cargo once with its
sheet's total row's figures (its roles in its own order at times), and at times its own total; a sheet
may group its slices, each group closed by its "Subtotal – Área Fim" row, and the summary then list the
groups with their subtotals.

The right reading: each slice with vacancies once, its total and its negros; no summary row read as a
cargo. Proven where no requisitos column runs between the name and the counts (the names end where the
counts start) and no cell after the counts lacks a label above the rows (a cadastro's "Sim" whose label,
wrapped, is drawn after them, with no pay column after it).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

CARGOS = [
    ("ANALISTA JUDICIÁRIO (nível superior)", "Analista Judiciário", "AJ", "todas as especialidades"),
    ("TÉCNICO JUDICIÁRIO (nível médio)", "Técnico Judiciário", "TJ", "todos os polos"),
    ("OFICIAL DE JUSTIÇA (nível superior)", "Oficial de Justiça", "OJ", "todas as comarcas"),
    ("AUXILIAR JUDICIÁRIO (nível fundamental)", "Auxiliar Judiciário", "AX", "todas as áreas"),
]
SLICES = [
    ["Área Judiciária", "Psicologia", "Serviço Social", "Contabilidade", "Engenharia Civil", "Arquivologia"],
    ["Polo Regional de Curitiba", "Polo Regional de Londrina", "Polo Regional de Maringá", "Polo de Cascavel"],
    ["Comarca de Ponta Grossa", "Comarca de Guarapuava", "Comarca de Umuarama", "Comarca de Toledo"],
    ["Apoio Administrativo", "Transporte e Logística", "Manutenção Predial", "Telefonia e Recepção"],
]
REQUISITOS = [
    "Bacharelado em Direito",
    "Bacharelado na área e registro no conselho de classe",
    "Ensino Médio completo",
    "Curso superior completo em qualquer área",
    "Ensino Fundamental completo e CNH categoria D",
]
NAME_LABELS = ["Especialidade", "Área", "Área de atuação", "Cargo/Especialidade"]
SPANS = ["Nº DE VAGAS", "VAGAS", "Quantidade de vagas", "Número de vagas"]
AFTER = ["Remuneração inicial / Jornada", "Vencimento (R$)", "Jornada", "Vencimento básico / Carga horária"]
LABELS = {
    "total": ["TOTAL", "Total"],
    "open": ["Ampla Concorrência", "AC"],
    "negros": ["Afrodescendentes", "Negros"],
    "pcd": ["PcD", "PCD"],
}
TOTAL_ROWS = ["Total geral", "TOTAL GERAL", "Total", "TOTAL"]
#: A sheet's slices in two groups, each closed by its subtotal row (the summary may list the groups).
GROUPS = [("Área Fim", "Área Meio"), ("Capital", "Interior"), ("Grupo I", "Grupo II")]


def _counts(rng: random.Random, least: int) -> dict[str, int]:
    total = rng.choice([t for t in (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20) if t >= least])
    negros = (total * rng.choice([10, 20, 30]) + 50) // 100 if total >= 3 else 0  # half up, from 3 vacancies
    pcd = (total * 5 + 99) // 100 if total >= 5 else 0
    return {"total": total, "open": total - negros - pcd, "negros": negros, "pcd": pcd}


def _cell(value: int, pad: bool, dash: str | None) -> str:
    if value == 0 and dash:
        return dash
    return f"{value:02d}" if pad else str(value)


class _Style:
    """The choices one annex makes for all its sheets (one spreadsheet, one house style)."""

    def __init__(self, rng: random.Random) -> None:
        others = ["open", "negros", "pcd"]
        rng.shuffle(others)
        self.roles = ["total", *others] if rng.random() < 0.6 else [*others, "total"]
        self.labels = {role: rng.choice(labels) for role, labels in LABELS.items()}
        self.span = rng.choice(SPANS)
        self.after = rng.choice(AFTER) if rng.random() < 0.7 else None
        self.code = rng.random() < 0.7
        self.requisitos = rng.random() < 0.4
        self.cadastro = rng.random() < 0.5
        self.pad = rng.random() < 0.5
        self.dash = rng.choice([None, "–", "-"])
        self.cr_rows = rng.random() < 0.4
        self.heading = rng.random() < 0.6
        # the names end where the counts start, and every cell after them has its label above the rows
        self.proven = not self.requisitos and (self.after is not None or not self.cadastro)
        self.summary_roles = list(self.roles) if rng.random() < 0.6 else ["total", "open", "negros", "pcd"]


def _sheet(rng: random.Random, style: _Style, k: int, n: int, cargo: tuple, slices: list[str], entries: list):
    """A detail sheet's lines, its totals by role, and its groups' (their names and totals), if grouped."""
    title, short, code, _ = cargo
    out = [f"Anexo I – {short} {k}/{n}", "TRIBUNAL DE JUSTIÇA DO ESTADO – CONCURSO PÚBLICO – EDITAL Nº 1/2026"]
    out.append("ANEXO I – QUADRO DE VAGAS" + (" (continuação)" if k > 1 else ""))
    if style.heading:
        out.append(f"CARGO: {title}")
    first = (["Cód."] if style.code else []) + [rng.choice(NAME_LABELS)] + (["Requisitos"] if style.requisitos else [])
    out += [" ".join(first), style.span]
    if style.after:
        out.append(style.after)
    out.append(" ".join(style.labels[role] for role in style.roles))
    sums = dict.fromkeys(style.roles, 0)
    wrapped: list[str] = []
    grouped = len(slices) >= 4 and rng.random() < 0.3
    labels = rng.choice(GROUPS)
    cut = len(slices) // 2 if grouped else len(slices)
    groups: list[tuple[str, dict]] = []
    part = dict.fromkeys(style.roles, 0)
    for number, name in enumerate(slices, 1):
        cells = [f"{code}-{number:02d}"] if style.code else []
        cells.append(name)
        if style.requisitos:
            requisito = rng.choice(REQUISITOS)
            if len(requisito) > 30 and rng.random() < 0.4:
                words = requisito.split()
                half = len(words) // 2
                wrapped += [" ".join(words[:half]) + " ", " ".join(words[half:])]
            else:
                cells.append(requisito)
        if style.cr_rows and number == len(slices) and len(slices) > 2:
            cells += ["CR" if role == "total" else "–" for role in style.roles]
        else:
            values = _counts(rng, 3 if number == 1 else 1)
            for role in style.roles:
                sums[role] += values[role]
                part[role] += values[role]
            entries.append(Entry(name, values["total"], values["negros"], style.proven))
            cells += [_cell(values[role], style.pad, style.dash) for role in style.roles]
        if style.cadastro:
            cells.append("Sim")
        if style.after:
            cells.append(rng.choice(["R$ 12.410,18 – 40h", "R$ 6.987,52 – 40h", "R$ 3.210,00", "40h"]))
        out.append(" ".join(cells))
        if grouped and number in (cut, len(slices)):
            label = labels[len(groups)]
            out.append(f"Subtotal – {label} " + " ".join(_cell(part[role], style.pad, None) for role in style.roles))
            groups.append((f"{short} – {label}", part))
            part = dict.fromkeys(style.roles, 0)
    out.append(f"{rng.choice(TOTAL_ROWS)} " + " ".join(_cell(sums[role], style.pad, None) for role in style.roles))
    if rng.random() < 0.4:
        out.append(f"Nota: o candidato concorrerá às vagas da unidade escolhida no ato da inscrição ({short}).")
    if style.cadastro:
        out += ["Cadastro de ", "reserva"]
    return out + wrapped, sums, groups


def calc_summary(rng: random.Random) -> Case:
    style = _Style(rng)
    picked = sorted(rng.sample(range(len(CARGOS)), rng.randint(2, 3)))
    n = len(picked) + 1
    lines: list[str] = []
    entries: list[Entry] = []
    totals = []
    for k, which in enumerate(picked, 1):
        slices = rng.sample(SLICES[which], rng.randint(3, len(SLICES[which])))
        sheet, sums, groups = _sheet(rng, style, k, n, CARGOS[which], slices, entries)
        lines += sheet
        if groups and rng.random() < 0.7:  # the summary by group: a row a group, as its subtotal
            totals += [(name, part) for name, part in groups]
        else:
            name = f"{CARGOS[which][1]} ({CARGOS[which][3]})" if rng.random() < 0.6 else CARGOS[which][1]
            totals.append((name, sums))
    lines += [f"Anexo I – Consolidado {n}/{n}" if rng.random() < 0.5 else "Anexo I – Consolidado"]
    lines.append(rng.choice(["ANEXO I – QUADRO CONSOLIDADO DE VAGAS POR CARGO (informativo)", "RESUMO DAS VAGAS"]))
    labels = {**style.labels, "total": rng.choice(["Vagas", "Total", "Total de vagas"])}
    # at times a count that is no vacancy's, the slices each summary row gathers ("Bloco | Cargos | Total | AC …",
    # set 23's t03), after the name or last
    counted = rng.choice([None, None, "Nº de especialidades", "Cargos", "Qtd. de polos"])
    first = rng.random() < 0.7
    head = [labels[role] for role in style.summary_roles]
    if counted:
        head = [counted, *head] if first else [*head, counted]
    lines.append(rng.choice(["Cargo ", "Bloco "]) + " ".join(head) if counted else "Cargo " + " ".join(head))
    many = [rng.randint(1, 9) for _ in totals]
    for (name, sums), k in zip(totals, many):
        cells = [_cell(sums[role], style.pad, None) for role in style.summary_roles]
        if counted:
            cells = [str(k), *cells] if first else [*cells, str(k)]
        lines.append(f"{name} " + " ".join(cells))
    if rng.random() < 0.5:
        whole = {role: sum(s[role] for _, s in totals) for role in style.summary_roles}
        cells = [_cell(whole[role], style.pad, None) for role in style.summary_roles]
        if counted:
            cells = [str(sum(many)), *cells] if first else [*cells, str(sum(many))]
        lines.append("Total " + " ".join(cells))
    body = HEAD + "2. DAS VAGAS\n2.1 As vagas por cargo constam do Anexo I, em planilha.\n" + TAIL
    return Case(body + "\n".join(lines) + "\n", entries)
