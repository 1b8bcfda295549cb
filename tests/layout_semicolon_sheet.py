"""A spreadsheet of merged cells saved as semicolon text without quotes, drawn at random with its right
readings: the class of `tables/semicolon_sheet.py`.

`semicolon_sheet(rng)`: title rows padded with ";;", a header of one row or two (a group label "Vagas" over
"Total", "AC", "PcD", "Negros" in any order, the labels below it), the cargo first, then unit and município
columns, each cargo's name only on its first row (the units below it), a "Subtotal" row closing a cargo of
several units (at times), a cargo of cadastro only (its counts empty), zero as an empty cell or "0", pay and
jornada after the counts ("5.412,10", "Plantão 24x72"), a "TOTAL GERAL" row at times, notes, and a sheet of
the exam's questions after it. The reserve is per unit: each unit's row is an entry. The rows are proven
when an AC column lets the sums prove them, or a TOTAL GERAL row.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

CARGOS = {
    "Policial Penal": ["Penitenciária Agrícola do Monte Cristo", "Cadeia Pública Feminina", "Cadeia de Caracaraí"],
    "Técnico em Enfermagem Prisional": ["Unidade de Saúde Prisional Central", "Unidade de Saúde Prisional Sul"],
    "Motorista Oficial": ["Departamento de Escolta e Transporte", "Base Avançada de Escolta Sul"],
    "Enfermeiro": ["Núcleo de Saúde do Sistema Prisional"],
    "Psicólogo": ["Núcleo Psicossocial - NUPS"],
    "Analista de Sistemas": ["Diretoria de Inteligência Penitenciária"],
}
TOWNS = ["Boa Vista", "Rorainópolis", "Caracaraí"]
LABELS = {"total": ["Total"], "open": ["AC", "Ampla"], "pcd": ["PcD"], "negros": ["Negros", "PN"]}
QUESTIONS = (
    "ANEXO II - QUADRO DE PROVAS;;;;;\nCargo;Prova;Disciplina;Nº de questões;Peso;Pontuação máxima\n"
    "Policial Penal;Objetiva;Língua Portuguesa;15;1;15\n;;Direitos Humanos;10;1,5;15\n"
)


def _figures(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 40)
    negros = total * 20 // 100 + (total % 5 >= 3) if total >= 3 else 0
    pcd = min(total - negros, total // 20 + (total >= 10))
    return {"open": total - negros - pcd, "pcd": pcd, "negros": negros, "total": total}


def semicolon_sheet(rng: random.Random) -> Case:
    """See the module docstring."""
    with_open = rng.random() < 0.8
    counts = ["total", "open", "pcd", "negros"] if with_open else ["total", "pcd", "negros"]
    rng.shuffle(counts)
    two_rows = rng.random() < 0.7
    blank = rng.random() < 0.5
    texts = ["Unidade de lotação", "Município"][: rng.randint(1, 2)]
    width = 1 + len(texts) + len(counts) + 2
    if two_rows:
        header = ";".join(["Cargo", *texts, "Vagas", *[""] * (len(counts) - 1), "Remuneração (R$)", "Carga horária"])
        header += "\n" + ";".join(["", *[""] * len(texts), *(rng.choice(LABELS[k]) for k in counts), "", ""])
    else:
        labels = [f"Vagas {rng.choice(LABELS[k])}" if k != "total" else "Total de vagas" for k in counts]
        header = ";".join(["Cargo", *texts, *labels, "Remuneração (R$)", "Carga horária"])
    summed = rng.random() < 0.6
    rows, entries, grand = [], [], dict.fromkeys(counts, 0)
    for cargo in rng.sample(list(CARGOS), rng.randint(2, 5)):
        units = CARGOS[cargo][: rng.randint(1, len(CARGOS[cargo]))]
        cr_only = len(units) == 1 and rng.random() < 0.15
        sub = dict.fromkeys(counts, 0)
        for at, unit in enumerate(units):
            figures = dict.fromkeys(counts, 0) if cr_only else _figures(rng)
            cells = ["" if cr_only or (blank and figures[k] == 0) else str(figures[k]) for k in counts]
            place = [unit, rng.choice(TOWNS)][: len(texts)]
            pay = (
                [f"{rng.randint(2, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}", "40h"] if at == 0 else ["", ""]
            )
            rows.append(";".join([cargo if at == 0 else "", *place, *cells, *pay]))
            for k in counts:
                sub[k] += figures[k]
                grand[k] += figures[k]
            if not cr_only:
                entries.append(Entry(unit, figures["total"], figures["negros"], proven=with_open or summed))
        if len(units) > 1 and rng.random() < 0.7:
            rows.append(";".join(["", "Subtotal", *[""] * (len(texts) - 1), *(str(sub[k]) for k in counts), "", ""]))
    if summed:
        rows.append(";".join(["TOTAL GERAL", *[""] * len(texts), *(str(grand[k]) for k in counts), "", ""]))
    pad = ";" * (width - 1)
    title = f"GOVERNO DO ESTADO DE RORAIMA{pad}\nANEXO I - QUADRO DE VAGAS POR UNIDADE{pad}\n{pad}\n"
    notes = f"{pad}\nNotas:{pad}\n(1) Células em branco indicam ausência de vagas.{pad}\n{pad}\n"
    return Case(title + header + "\n" + "\n".join(rows) + "\n" + notes + QUESTIONS * (rng.random() < 0.5), entries)
