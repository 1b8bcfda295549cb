"""A quadro with no code column whose last column is a requisitos text that wraps after the row's counts, as
pypdf gives it: each row "Name AC PcD Negros Total [Jornada Salário] Requisitos' first words", the
requisitos' other lines on lines of their own, before the next row's name (which may itself wrap before its
counts: "Técnico em" / "Enfermagem 01 00 00 01 Curso técnico e registro no" / "COREN"). Read a line at a
time, a requisito's tail ("informática básica", "categoria D") could be taken for the start of the next
row's name. The class of `tables/name_under_cells.py`.

`requisito_tails(rng)` writes such an edital with its right reading: names wrapped before their counts at
any word at times, requisitos wrapped at any word (once or twice) at times, jornada and salary columns at
times, zero-padded counts or "-" for none, a page break with the page's footer, running head and the
header again at times, a legend under the quadro at times. Every row's figures close (AC + PcD + negros =
total); a row is `proven` when no line stands between its counts and the row above's, so that nothing can
be misplaced; a reading may be uncertain where a line there could belong to either, never confirmed with a
wrong name.
"""

from __future__ import annotations

import random

from layout_places import HEAD, TAIL
from layout_prose import Case, Entry

NAMES = [
    "Agente Administrativo",
    "Motorista",
    "Técnico em Enfermagem",
    "Auxiliar de Serviços Gerais",
    "Enfermeiro",
    "Agente Comunitário de Saúde",
    "Professor de Educação Infantil",
    "Assistente Social",
    "Operador de Máquinas Pesadas",
    "Vigia",
    "Fiscal de Tributos",
    "Técnico em Informática",
    "Nutricionista",
    "Psicólogo",
    "Farmacêutico Bioquímico",
    "Engenheiro Civil",
    "Auxiliar de Consultório Dentário",
    "Merendeira",
    "Recepcionista",
    "Agente de Combate às Endemias",
    "Motorista (CNH categoria D)",
    "Professor de Ensino Fundamental",
    "Oficial de Registro Civil",
    "Técnico de Nível Superior",
    "Motorista – CNH categoria D",
    "Agente de Trânsito e Registro",
]
REQUISITOS = [
    "Ensino médio completo e curso de informática básica",
    "Ensino fundamental e CNH categoria D",
    "Curso técnico e registro no COREN",
    "Ensino fundamental incompleto",
    "Ensino superior completo em Enfermagem e registro no COREN",
    "Ensino médio completo e residir na área de atuação",
    "Licenciatura em Pedagogia ou Normal Superior",
    "Ensino superior em Serviço Social e registro no CRESS",
    "Ensino fundamental completo e CNH categoria C ou superior",
    "Alfabetizado",
    "Ensino superior em Direito, Economia, Administração ou Ciências Contábeis",
    "Curso técnico em Informática ou ensino superior na área",
    "Ensino superior em Nutrição e registro no CRN",
    "Ensino superior em Psicologia e registro no CRP",
    "Ensino superior em Farmácia e registro no CRF",
    "Ensino superior em Engenharia Civil e registro no CREA",
    "Ensino médio completo e curso de Auxiliar em Saúde Bucal",
    "Ensino fundamental completo",
    "Ensino médio completo e noções de atendimento ao público",
    "Ensino médio completo e curso introdutório de formação inicial",
    "Ensino fundamental completo e CNH categoria A",
    "Ensino médio completo. Experiência mínima de seis meses na função.",
    "Ensino superior em Direito e inscrição na OAB",
    "Ensino superior em qualquer área de formação",
]
#: Count columns' labels by role.
LABELS = {
    "open": ["AC", "Ampla Concorrência", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["Negros", "PN", "Cotas Negros"],
    "total": ["Total", "Total de Vagas"],
}
ORDERS = [
    ("open", "pcd", "negros", "total"),
    ("open", "negros", "pcd", "total"),
    ("total", "open", "pcd", "negros"),
    ("open", "negros", "total"),
]
NAME_LABELS = ["Cargo", "CARGO", "Cargo/Função", "Emprego"]
REQ_LABELS = ["Requisitos", "Requisitos mínimos", "Escolaridade/Requisitos", "Pré-requisitos"]
LEGEND = (
    "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos negros (Lei nº 12.990/2014)."
)
RUNNING_HEAD = "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE – CONCURSO PÚBLICO – EDITAL Nº 02/2025"


def _cell(value: int, pad: bool, dash: bool) -> str:
    if value == 0 and dash:
        return "-"
    return f"{value:02d}" if pad else str(value)


def _cut(words: list[str], rng: random.Random, pieces: int) -> list[str]:
    """`words` cut into up to `pieces` lines at any word."""
    cuts = sorted(rng.sample(range(1, len(words)), min(pieces - 1, len(words) - 1)))
    bounds = [0, *cuts, len(words)]
    return [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:])]


def requisito_tails(rng: random.Random) -> Case:
    """See the module's docstring."""
    order = rng.choice(ORDERS)
    extra = rng.choice([(), ("Jornada",), ("Jornada", "Salário (R$)"), ("Vencimento (R$)",)])
    header = " ".join(
        [rng.choice(NAME_LABELS), *(rng.choice(LABELS[r]) for r in order), *extra, rng.choice(REQ_LABELS)]
    )
    pad, dash = rng.random() < 0.5, rng.random() < 0.3
    wrap_names, wrap_reqs = rng.random(), rng.random()
    picks = rng.sample(range(len(NAMES)), rng.randint(3, 8))
    brk = rng.randint(1, len(picks) - 1) if rng.random() < 0.25 else None
    lines = [
        HEAD.rstrip("\n"),
        "2. DAS VAGAS",
        "2.1 Os cargos, as vagas e os requisitos são os do quadro abaixo:",
        header,
    ]
    entries = []
    tailed = False  # the row above left a line of its requisitos below its counts
    for k, pick in enumerate(picks):
        if k == brk:
            lines += ["Página 1 de 2", RUNNING_HEAD, header]
            tailed = False
        name, req = NAMES[pick], REQUISITOS[(pick + rng.randint(0, 2)) % len(REQUISITOS)]
        total = rng.randint(1, 15)
        negros = total * rng.choice((20, 25, 30)) // 100
        pcd = min(total - negros, total * 5 // 100 + rng.randint(0, 1)) if "pcd" in order else 0
        figures = {"total": total, "open": total - negros - pcd, "negros": negros, "pcd": pcd}
        cells = " ".join(_cell(figures[r], pad, dash) for r in order)
        if extra and extra[0] == "Jornada":
            cells += " " + rng.choice(["40h", "30h", "20h", "40 horas"])
        if len(extra) == 2 or (extra and extra[0].startswith("Venc")):
            cells += f" {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        name_words = name.split()
        name_lines = _cut(name_words, rng, 2) if len(name_words) > 1 and rng.random() < wrap_names * 0.6 else [name]
        req_words = req.split()
        req_lines = (
            _cut(req_words, rng, rng.choice((2, 2, 3))) if len(req_words) > 1 and rng.random() < wrap_reqs else [req]
        )
        lines += name_lines[:-1]
        lines.append(f"{name_lines[-1]} {cells} {req_lines[0]}")
        lines += req_lines[1:]
        entries.append(Entry(name, total, negros, proven=not tailed and len(name_lines) == 1))
        tailed = len(req_lines) > 1
    if rng.random() < 0.4:
        lines.append(LEGEND)
    return Case("\n".join(lines) + TAIL, entries)
