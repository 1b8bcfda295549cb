"""A municipal quadro whose header names the vacancies' column "Vagas" and one reserve's column after it ("Cargo
Vagas Reserva afrodesc. C.H. Venc. R$", "Cargo Vagas Pretos e pardos CH Padrão"), its rows two counts then short
text cells ("Agente Comunitário de Saúde 4 1 40h 2.824,00"), as pypdf prints a Word or Writer table; the rows
may be numbered and carry a tab's dot leader glued to the first count ("02 – Gari.......04 01 40h P-01"), grouped
under escolaridade headings, a cadastro row "CR –"; a law creating cargos may follow on the same page, its
annex "Cargo Quant. C.H. Venc. R$" no vacancies. The class of `tables/vagas_total.py` and `tables/leader_rows.py`.

- `vagas_reserve(rng)`: the page with its right reading (the cadastro rows and the law's cargos have none).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CARGOS = [
    "Agente Comunitário de Saúde",
    "Atendente de Farmácia",
    "Auxiliar de Sala",
    "Enfermeiro",
    "Médico Veterinário",
    "Professor de Artes",
    "Professor de Pedagogia",
    "Técnico Agrícola",
    "Tratorista",
    "Auxiliar de Serviços Gerais",
    "Gari",
    "Pedreiro",
    "Motorista de Ambulância",
    "Operador de Motoniveladora",
    "Cantineira Escolar",
    "Auxiliar Administrativo",
    "Técnico em Enfermagem",
    "Agente Fiscal de Tributos",
    "Procurador Municipal",
]
RESERVES = ["Reserva afrodesc.", "Pretos e pardos", "Negros", "Reserva negros", "Afrodescendentes"]
TEXTS = [["C.H.", "Venc. R$"], ["CH", "Padrão"], ["Carga horária", "Vencimento"], ["C.H."], []]
LEVELS = ["Ensino Fundamental Incompleto", "Ensino Fundamental Completo", "Ensino Médio / Técnico", "Ensino Superior"]
LAW = [
    "MUNICÍPIO DE ARABUTÃ NOVO – SC",
    "LEI COMPLEMENTAR Nº 212, DE 5 DE FEVEREIRO DE 2025",
    "Cria cargos de provimento efetivo no Quadro de Pessoal do Município e dá outras providências.",
    "Art. 1º Ficam criados, no Quadro de Pessoal do Poder Executivo, os",
    "cargos de provimento efetivo constantes do Anexo Único, com as",
    "respectivas quantidades, cargas horárias e vencimentos.",
    "Art. 2º Esta Lei Complementar entra em vigor na data de sua publicação.",
    "ANEXO ÚNICO",
    "Cargo Quant. C.H. Venc. R$",
    "Agente de Trânsito 4 40h 2.611,20",
    "Fiscal Sanitário 2 40h 3.018,44",
    "Psicopedagogo 1 20h 3.140,80",
    "Arabutã Novo, 5 de fevereiro de 2025. NEIVO PAULO TREVISOL –",
    "Prefeito Municipal. Publicação nº 7.118.221",
]


def vagas_reserve(rng: random.Random) -> Case:
    """See the module's docstring."""
    texts = rng.choice(TEXTS)
    numbered = rng.random() < 0.5
    leader = numbered and rng.random() < 0.7
    levels = numbered and rng.random() < 0.6
    padded = rng.random() < 0.5
    header = " ".join(["Cargo", "Vagas", rng.choice(RESERVES), *texts])
    lines = [
        "EDITAL DE CONCURSO PÚBLICO Nº 002/2025",
        "1.1 – Os cargos, vagas, reserva para afrodescendentes, carga horária e vencimentos são os seguintes:",
        header,
    ]
    names = rng.sample(CARGOS, rng.randint(3, 12))
    entries = []
    # never the first row: a cadastro row right under the header, no digit in it, is a header's piece to
    # `broken_header` ("Cargo Vagas Negros" / "Pedreiro CR -"), a limit of its own (docs/linter.md)
    cadastro = rng.randrange(1, len(names)) if rng.random() < 0.5 else None
    per_level = max(1, len(names) // len(LEVELS) + 1)
    for n, name in enumerate(names):
        if levels and n % per_level == 0:
            level = LEVELS[min(n // per_level, len(LEVELS) - 1)]
            lines.append(f"{['I', 'II', 'III', 'IV'][min(n // per_level, 3)]} – Escolaridade: {level}")
        label = f"{n + 1:02d} – {name}" if numbered else name
        if n == cadastro:
            cells = ["CR", rng.choice(["-", "–"])]
        else:
            total = rng.randint(1, 12)
            negros = round(total * 0.2) if total >= 3 else 0
            cells = [f"{total:02d}" if padded else str(total), f"{negros:02d}" if padded else str(negros)]
            entries.append(Entry(name, total, negros))
        tail = []
        if texts:
            tail.append(f"{rng.choice([20, 30, 40, 44])}h")
        if len(texts) > 1:
            tail.append(
                rng.choice(
                    [
                        f"P-{rng.randint(1, 12):02d}",
                        f"{rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}",
                    ]
                )
            )
        if leader:
            dots = "." * rng.randint(8, 60)
            lines.append(f"{label}{dots}{' '.join(cells + tail)}")
        else:
            lines.append(" ".join([label, *cells, *tail]))
    lines += [
        "CR = Cadastro de Reserva.",
        "1.2 – Aos candidatos afrodescendentes (pretos e pardos) é reservado o percentual de 20% das vagas.",
        "2 – DAS INSCRIÇÕES",
        "2.1 – As inscrições serão realizadas no período de 10/02/2025 a 11/03/2025.",
        "Linha Serrana, 06 de fevereiro de 2025.",
    ]
    if rng.random() < 0.5:
        lines += LAW
    return Case("\n".join(lines), entries)
