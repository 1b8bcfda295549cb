"""A quadro de vagas exported from a spreadsheet as tab-separated text (Excel's "Texto separado por
tabulações"), drawn at random with its right readings: the class of `tables/tsv_quoted.py`.

`tsv_quoted(rng)`: title rows padded with tabs to the sheet's width, a header of plain labels, a code
("TJ-ANA-01", "101", none), a name cell over one to three lines in quotes ("Analista Judiciário" / "Área
Apoio Especializado" / "Especialidade: Contabilidade"), requisitos over lines in quotes holding numbers
("mínimo 360 h", "Resolução nº 219/2016"), the count columns in any order (AC or not, PcD, negros, total)
with a numeric cadastro de reserva column at times, zero as an empty cell (two tabs side by side) or "0",
a cargo of cadastro de reserva only (its vacancy cells empty), the pay quoted ("R$ 13.994,78"), the
sheet's used range wider than the table at times (trailing tabs), a TOTAL row, the notes in one quoted
cell of several lines, and a second sheet of the exam's questions or the fees after it. A quadro without
an AC column nor a total row proves no row (its rows may be uncertain, never confirmed wrong).
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL, Case, Entry

#: (cargo, the lines of its área and especialidade): the last line names the entry.
CARGOS = [
    ("Analista Judiciário", ["Área Apoio Especializado", "Especialidade: Contabilidade"]),
    ("Analista Judiciário", ["Área Apoio Especializado", "Especialidade: Psicologia"]),
    ("Analista Judiciário", ["Área Apoio Especializado", "Especialidade: Tecnologia da Informação - Redes"]),
    ("Técnico Judiciário", ["Área Administrativa", "Especialidade: Agente de Polícia Judicial"]),
    ("Técnico Judiciário", ["Especialidade: Enfermagem do Trabalho"]),
    ("Oficial de Justiça Avaliador", ["Comarca de Macapá"]),
    ("Oficial de Justiça Avaliador", ["Comarcas do Interior (Oiapoque, Porto Grande)"]),
    ("Analista Judiciário - Área Judiciária", []),
    ("Técnico Judiciário - Área Judiciária", []),
    ("Assistente Social", ["Lotação: Vara da Infância"]),
]
LABELS = {
    "code": ["Código", "Cód.", "Cód. do cargo"],
    "name": ["Cargo / Especialidade", "Cargo", "Cargo/Área/Especialidade"],
    "req": ["Requisitos", "Escolaridade / Requisitos"],
    "pay": ["Vencimento básico + GAJ", "Remuneração (R$)", "Vencimento"],
    "open": ["Vagas Ampla Concorrência", "Ampla Concorrência", "AC"],
    "pcd": ["Vagas PcD", "PcD", "Pessoas com Deficiência"],
    "negros": ["Vagas Negros", "Negros", "Candidatos Negros"],
    "total": ["Total de Vagas", "Total"],
    "cr": ["Cadastro de Reserva", "CR"],
}
REQUISITOS = [
    "Bacharelado em Direito\nCNH categoria B",
    "Curso superior na área de TI\nou qualquer curso superior com pós-graduação em TI (mínimo 360 h)",
    "Ensino médio completo",
    "Ensino médio completo\nCurso técnico (mínimo 800 h)\nIdade mínima 21 anos",
    "Bacharelado em Ciências Contábeis\nRegistro no CRC",
    '"Bacharelado em Direito (Resolução CNJ nº 219/2016)"',
]
NOTES = (
    '"1. Reserva a pessoas com deficiência conforme a Resolução CNJ nº 401/2021.\n'
    "2. Reserva a candidatos negros conforme a Resolução CNJ nº 203/2015 (20%).\n"
    '3. Células vazias: não há vaga imediata reservada na modalidade."'
)
AFTER = [
    "Anexo II - Número de questões\nBloco\tDisciplinas\tQuestões\tPeso\nI\tLíngua Portuguesa\t15\t1\n"
    'II\t"Noções de Direito\n(Lei Complementar nº 19/2001)"\t15\t1\n\tTotal\t30\t\n',
    'Anexo III - Taxas\nNível\tValor\nSuperior\t"R$ 130,00"\nMédio\t"R$ 95,00"\n',
    "",
]


def _quoted(text: str) -> str:
    """A cell as Excel writes it: in quotes when it holds a line break or a quote (quotes doubled)."""
    if "\n" in text or '"' in text:
        return '"' + text.replace('"', '""') + '"'
    return text


def _code(at: int, style: str) -> str:
    return {"tj": f"TJ-{['ANA', 'TEC', 'OFJ'][at % 3]}-{at + 1:02d}", "num": str(101 + at), "": ""}[style]


def tsv_quoted(rng: random.Random) -> Case:
    """See the module docstring."""
    with_open = rng.random() < 0.8
    counts = ["open", "pcd", "negros"] if with_open else ["pcd", "negros"]
    rng.shuffle(counts)
    counts = [*counts, "total"] if rng.random() < 0.7 else ["total", *counts]
    if rng.random() < 0.5:
        counts.append("cr")
    style = rng.choice(["tj", "num", ""])
    kinds = (["code"] if style else []) + ["name"] + (["req"] if rng.random() < 0.8 else []) + counts
    kinds += ["pay"] if rng.random() < 0.7 else []
    width = len(kinds) + (rng.randint(1, 3) if rng.random() < 0.3 else 0)
    blank = rng.random() < 0.6  # zero as an empty cell, else "0"
    summed = rng.random() < 0.6  # a TOTAL row: its sums prove the rows too
    rows, entries = [], []
    chosen = rng.sample(CARGOS, rng.randint(3, 7))
    if not any(lines for _, lines in chosen):  # a cell in quotes over lines: what the class is
        chosen[0] = CARGOS[0]
    for at, (cargo, lines) in enumerate(chosen):
        name = "\n".join([cargo, *lines])
        label = lines[-1] if lines else cargo
        cr_only = at > 0 and rng.random() < 0.12
        total = 0 if cr_only else rng.randint(1, 30)
        negros = total * 20 // 100 + (total % 5 >= 3)
        pcd = min(total - negros, (total + 19) // 20 if total >= 5 else 0)
        figures = {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total, "cr": 2 * total or 4}
        cells = []
        for kind in kinds:
            if kind in figures:
                value = figures[kind]
                cells.append("" if (value == 0 and (blank or cr_only) and kind != "cr") else str(value))
            else:
                cells.append(
                    {
                        "code": lambda: _code(at, style),
                        "name": lambda: _quoted(name),
                        "req": lambda: _quoted(rng.choice(REQUISITOS)),
                        "pay": lambda: f'"R$ {rng.randint(2, 19)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"',
                    }[kind]()
                )
        rows.append(cells)
        if not cr_only:
            entries.append(Entry(label, total, negros, proven=with_open or summed))
    if summed:
        sums = [
            str(sum(int(r[k] or 0) for r in rows)) if kind in figures else ("TOTAL" if kind == "name" else "")
            for k, kind in enumerate(kinds)
        ]
        rows.append(sums)
    pad = "\t" * (width - 1)
    title = f"TRIBUNAL DE JUSTIÇA DO ESTADO{pad}\nAnexo I - Quadro de cargos e vagas{pad}\n{pad}\n"
    header = "\t".join(rng.choice(LABELS[k]) for k in kinds) + "\t" * (width - len(kinds))
    table = "\n".join([header, *("\t".join(r) + "\t" * (width - len(r)) for r in rows)]) + "\n"
    notes = (pad + "\nObservações:" + pad + "\n" + NOTES + pad + "\n") if rng.random() < 0.6 else ""
    after = rng.choice(AFTER)
    return Case(HEAD + "2. DO QUADRO DE VAGAS\n" + title + table + notes + "\n" + after + TAIL, entries)
