"""A quadro run into a Diário Oficial's paragraph (its HTML edition): the labels parted by " / " and closed by
a colon, each row's cells parted by " / ", the rows by ";", a stop after the last ("ANEXO I – QUADRO DE VAGAS.
Função – Município-sede da Regional de Saúde / Vagas totais / Ampla concorrência / Pessoas com deficiência /
Afrodescendentes: Agente Profissional – Enfermeiro – Curitiba (2ª RS) / 12 / 9 / 1 / 2; … TOTAL / 65 / 52 / 3 /
10."), drawn at random with its right reading: the class of `tables/slash_rows.py`.

`slash_quadro(rng)`: the annex's title before the labels (a stop, a colon or a dash after it), the name
column's label and the count labels in several wordings and orders (the total first, last or absent), names
with a regional's ordinal ("(2ª RS)") at times, a dash for a zero at times, a TOTAL row at times, a sentence
after the stop on the same line at times, other acts of the day's edition around it.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

FUNCTIONS = [
    "Agente Profissional – Enfermeiro",
    "Agente Profissional – Farmacêutico",
    "Agente Profissional – Fisioterapeuta",
    "Agente Profissional – Médico Clínico Geral",
    "Agente Profissional – Médico Psiquiatra",
    "Agente de Execução – Técnico em Enfermagem",
    "Agente de Execução – Técnico em Radiologia",
    "Agente de Apoio – Motorista",
    "Analista de Saúde – Nutricionista",
    "Técnico de Laboratório",
]
PLACES = [
    "Curitiba (2ª RS)",
    "Londrina (17ª RS)",
    "Cascavel (10ª RS)",
    "Maringá (15ª RS)",
    "Guarapuava (5ª RS)",
    "Ponta Grossa",
    "Foz do Iguaçu",
    "Umuarama",
]
NAME_LABELS = ["Função – Município-sede da Regional de Saúde", "Cargo", "Cargo – Lotação", "Função/Local"]
LABELS = {
    "total": ["Vagas totais", "Total de vagas", "Total"],
    "open": ["Ampla concorrência", "AC"],
    "pcd": ["Pessoas com deficiência", "PcD"],
    "negros": ["Afrodescendentes", "Negros", "Candidatos negros"],
}
ORDERS = [["total", "open", "pcd", "negros"], ["open", "pcd", "negros", "total"], ["total", "open", "negros", "pcd"]]
TITLES = ["ANEXO I – QUADRO DE VAGAS. ", "Anexo I – Distribuição das vagas: ", "ANEXO ÚNICO – ", ""]
BEFORE = (
    "Diário Oficial Executivo\nEstado do Paraná\nCuritiba, Segunda-feira, 03 de Março de 2025 - Edição nº 11.902\n\n"
    "Secretaria da Saúde\n\nEDITAL Nº 012/2025 – DRH/SESA\nABERTURA DE CONCURSO PÚBLICO PARA O QUADRO PRÓPRIO DO"
    " PODER EXECUTIVO\n1.3 A distribuição das vagas por função consta do Anexo I deste Edital. Aos candidatos"
    " afrodescendentes é assegurada a reserva de 10% (dez por cento) das vagas.\n"
)
AFTER = (
    "\nANEXO II – TÍTULOS. Especialização / 2,0 pontos / máximo 1 título; Mestrado / 3,0 pontos / máximo 1 título.\n"
    "Curitiba, 28 de fevereiro de 2025.\n\nSecretaria da Fazenda\n\nPortaria SEFA nº 61/2025\n"
    "Designa os servidores abaixo para compor a Comissão de Inventário, exercício 2025: RG 4.338.902-1.\n"
)


def _cell(n: int, dash: bool) -> str:
    return "–" if n == 0 and dash else str(n)


def slash_quadro(rng: random.Random) -> Case:
    order = rng.choice(ORDERS)
    labels = [rng.choice(NAME_LABELS), *(rng.choice(LABELS[role]) for role in order)]
    dash = rng.random() < 0.3
    rows, entries, sums = [], [], dict.fromkeys(order, 0)
    names = set()
    while len(names) < rng.randint(2, 9):
        names.add(f"{rng.choice(FUNCTIONS)} – {rng.choice(PLACES)}")
    for name in sorted(names, key=lambda _: rng.random()):
        total = rng.randint(1, 25)
        negros = total // 10 + (1 if total >= 3 and rng.random() < 0.5 else 0)
        pcd = 1 if total - negros >= 5 and rng.random() < 0.5 else 0
        figures = {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}
        for role in order:
            sums[role] += figures[role]
        rows.append(" / ".join([name, *(_cell(figures[role], dash) for role in order)]))
        entries.append(Entry(name, total, negros))
    if rng.random() < 0.5:
        rows.append(" / ".join(["TOTAL", *(str(sums[role]) for role in order)]))
    tail = rng.choice(["", " Os candidatos serão lotados na Regional de Saúde indicada na inscrição."])
    paragraph = rng.choice(TITLES) + " / ".join(labels) + ": " + "; ".join(rows) + "." + tail
    return Case(BEFORE + paragraph + AFTER, entries)
