"""A quadro as pypdf prints it when its tall cells (a name, a requisitos column) print their text from the
top and the row's short cells (jornada, pay, counts) lower: a wrapped row is its name's and requisitos'
lines, then its cells alone on a line ("201 Médico – Clínica Médica" / "Diploma de Medicina; …" /
"24h R$ 11.534,67 5 1 2 8 15"; "Professor de Ensino" / "Fundamental – Séries" / "Iniciais" / "09 01 02
20h"), the jornada at times spelled ("2 0 0 2 24 horas 11.142,36", IBFC's); a row that fits keeps its cells
beside its name; a page break
prints a running head, the page's number and the header again (a head glued to the number, "Página 2 de
3Instituto AOCP", is a class of its own, page furniture's). The class of `tables/cells_below_name.py`.

- `cells_below_name(rng)`: the quadro with its right reading (rows of cadastro only have none).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Médico – Clínica Médica",
    "Médico – Medicina Intensiva",
    "Enfermeiro – Assistencial",
    "Enfermeiro – Obstetrícia",
    "Farmacêutico Bioquímico",
    "Fisioterapeuta",
    "Técnico em Enfermagem",
    "Assistente Administrativo",
    "Professor de Ensino Fundamental – Séries Iniciais",
    "Professor de Educação Infantil – Pré-Escola",
    "Operador de Máquinas Pesadas",
    "Monitor de Transporte Escolar",
    "Auxiliar de Serviços Gerais – Merendeira",
    "Agente Comunitário de Saúde – Microárea Vila Rica",
    "Analista de Tecnologia da Informação",
    "Engenheiro Civil",
    "Psicólogo Clínico",
    "Nutricionista",
]
REQUISITOS = [
    "Diploma de Medicina; Residência Médica em Clínica Médica reconhecida pela CNRM ou título de especialista; registro no CRM.",
    "Diploma de Enfermagem; registro no COREN.",
    "Ensino Médio completo.",
    "Curso Técnico em Enfermagem; registro no COREN.",
    "Ensino Superior em Pedagogia ou Normal Superior, com habilitação para os anos iniciais.",
    "Ensino Fundamental completo e CNH categoria D.",
    "Graduação em Psicologia e registro no Conselho Regional de Psicologia.",
]


def _wrap(text: str, rng: random.Random, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def cells_below_name(rng: random.Random) -> Case:
    """See the module's docstring."""
    requisitos = rng.random() < 0.5
    pay = rng.random() < 0.5
    hours_first = rng.random() < 0.5
    coded = rng.random() < 0.5
    zero = rng.choice(["0", "00", "-", "–"])
    padded = rng.random() < 0.4
    cr_column = rng.random() < 0.4
    label = rng.choice(["Cargo", "Emprego/Especialidade", "Cargo/Especialidade"])
    counts = rng.choice(
        [("AC", "PcD", "Negros", "Total"), ("AC", "PcD", "PN", "Total de vagas"), ("Total", "AC", "PcD", "Negros")]
    )
    head = (["Cód."] if coded else []) + [label] + (["Requisitos"] if requisitos else [])
    texts = ["Carga horária semanal"] + (["Salário-base"] if pay else [])
    cols = list(counts) + (["CR"] if cr_column else [])
    header = " ".join(head + (texts + cols if hours_first else cols + texts))
    lines = ["ANEXO I – QUADRO DE CARGOS, REQUISITOS E VAGAS", header]
    entries = []
    names = rng.sample(NAMES, rng.randint(3, 9))
    width = rng.randint(22, 60)
    cut = rng.randint(1, len(names) - 1) if rng.random() < 0.4 else None
    for n, name in enumerate(names):
        if n == cut:  # a page break: a running head, the page's number, the header again
            lines += [
                "Concurso Público nº 04/2023 – Edital de Abertura",
                f"Página 2 de {rng.randint(2, 9)}",
                header,
            ]
        words = [f"{100 + n + 1}"] if coded else []
        text = " ".join(words + [name] + ([rng.choice(REQUISITOS)] if requisitos else []))
        hours = f"{rng.choice([20, 24, 30, 36, 40])}{rng.choice(['h', 'h', ' h', ' horas', ' hs'])}".split()
        money = ["R$", f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"] if pay else []
        if rng.random() < 0.1 and cr_column:
            figures = [zero] * 4 + [str(rng.randint(2, 30))]
        else:
            total, ac, negros, pcd = _figures(rng, 1, 40)
            by = {"AC": ac, "PcD": pcd, "Negros": negros, "PN": negros, "Total": total, "Total de vagas": total}
            figures = [(f"{by[c]:02d}" if padded else str(by[c])) if by[c] else zero for c in counts]
            figures += [str(rng.randint(0, 30))] if cr_column else []
            entries.append(Entry(name, total, negros))
        cells = hours + money + figures if hours_first else figures + hours + money
        wrapped = _wrap(text, rng, width)
        if len(wrapped) == 1 and rng.random() < 0.8:
            lines.append(f"{text} {' '.join(cells)}")
        else:
            lines += wrapped
            lines.append(" ".join(cells))
    lines += [
        "AC: Ampla Concorrência; PcD: Pessoa com Deficiência; PN: Pessoa Preta ou Parda; CR: Cadastro de Reserva.",
        "2. DAS INSCRIÇÕES",
        "2.1 As inscrições serão realizadas exclusivamente pela internet.",
    ]
    return Case("\n".join(lines), entries)


CARGOS = {
    "Analista Legislativo": ["Processo Legislativo", "Contabilidade", "Tecnologia da Informação", "Taquigrafia"],
    "Técnico Legislativo": ["Agente Legislativo", "Policial Legislativo", "Técnico em Informática"],
    "Consultor Legislativo": ["Orçamento Público", "Direito Constitucional", "Comunicação Social"],
    "Analista Judiciário": ["Área Judiciária", "Oficial de Justiça Avaliador", "Engenharia Civil"],
    "Especialista em Regulação": ["Engenharia Elétrica", "Economia", "Geologia", "Direito"],
    "Técnico de Fiscalização": ["Fiscalização de Saneamento", "Administrativa", "Arquivologia"],
}


def centred_cells(rng: random.Random) -> Case:
    """A word processor's quadro of "Cargo – Especialidade: …" names wrapped after their dash, its count cells
    centred on the name's height (or printed from its top), as pypdf gives it: the name's lines first, then
    the cells, glued to the last line when it is within half a line of their baseline (a name of two lines,
    centred), else on a line of their own; a row of cadastro ("CR CR CR CR") or a Total row may end it."""
    centred = rng.random() < 0.7
    label = rng.choice(["Cargo / Especialidade", "Cargo/Área", "Cargo"])
    counts = rng.choice([("AC", "PcD", "PN", "Total"), ("AC", "PcD", "Negros", "Total"), ("Total", "AC", "PcD", "PN")])
    lines = ["2.1. Os cargos, as áreas/especialidades e as vagas são os seguintes:", f"{label} {' '.join(counts)}"]
    pairs = [(c, s) for c, specs in CARGOS.items() for s in specs]
    chosen = rng.sample(pairs, rng.randint(3, 9))
    entries, sums = [], dict.fromkeys(counts, 0)
    width = rng.randint(18, 34)
    cadastro = rng.random() < 0.3
    for n, (cargo, spec) in enumerate(chosen):
        sep = rng.choice(["Área:", "Especialidade:", ""])
        name = f"{cargo} – {sep} {spec}".replace("  ", " ")
        head = f"{cargo} –"
        wrapped = [head] + _wrap(name[len(head) + 1 :], rng, width) if rng.random() < 0.8 else _wrap(name, rng, width)
        if cadastro and n == len(chosen) - 1:
            cells = ["CR"] * len(counts)
        else:
            total, ac, negros, pcd = _figures(rng, 1, 20)
            by = {"AC": ac, "PcD": pcd, "PN": negros, "Negros": negros, "Total": total}
            cells = [str(by[c]) for c in counts]
            for c in counts:
                sums[c] += by[c]
            entries.append(Entry(f"{head} {sep} {spec}".replace("  ", " "), total, negros))
        glued = len(wrapped) == 1 or (centred and len(wrapped) == 2)
        if glued:
            lines += wrapped[:-1] + [f"{wrapped[-1]} {' '.join(cells)}"]
        else:
            lines += wrapped + [" ".join(cells)]
    if rng.random() < 0.6:
        lines.append("Total " + " ".join(str(sums[c]) for c in counts))
    lines += [
        "AC – Ampla Concorrência; PcD – Pessoas com Deficiência; PN – Pessoas Negras; CR – Cadastro de Reserva.",
        "2.2. A remuneração inicial é de R$ 11.407,15 para jornada de 30 (trinta) horas semanais.",
    ]
    return Case("\n".join(lines), entries)
