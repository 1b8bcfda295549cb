"""A board's registration page copied from the browser, the "Cargo" dropdown's options a line
(`cotacheck/linter/tables/form_options.py`): "01 - Agente Administrativo - 40h - R$ 2.612,08 - Vagas: 03 (AC 02
| Negros 01 | PcD 00)", in several separators (" - ", " – ", " | "), codes ("01 - ", "1) ", "101 - "), fields
(hours, pay, level, in any order or none), names holding a place after a dash or their own hours, labels of
the distribution and their separators, options of cadastro only ("Vagas: CR") among them, the page's chrome
around."""

from __future__ import annotations

import random
from dataclasses import dataclass

CARGOS = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde – ESF Linha Formosa",
    "Atendente de Educação Infantil",
    "Auxiliar de Farmácia",
    "Contador",
    "Enfermeiro 40h",
    "Mecânico de Máquinas Pesadas",
    "Médico Clínico Geral 20h",
    "Monitor de Transporte Escolar",
    "Operário",
    "Professor de Anos Iniciais – 20h",
    "Técnico em Enfermagem",
    "Tesoureiro",
    "Fiscal de Tributos",
]
LABELS = {
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "negros": ["Negros", "PN", "Cotas raciais"],
    "pcd": ["PcD", "Pessoas com deficiência"],
}


@dataclass
class Option:
    name: str
    open: int
    negros: int
    pcd: int
    cr: bool = False

    @property
    def total(self) -> int:
        return self.open + self.negros + self.pcd


def form_page(rng: random.Random) -> tuple[str, list[Option]]:
    """The page's text and its options."""
    sep = rng.choice([" - ", " - ", " – ", " | "])
    code = rng.choice(["{:02d} - ", "{}) ", "{:d} - ", "1{:02d} - "])
    fields = rng.sample(["hours", "pay", "level"], rng.randint(0, 3))
    roles = rng.sample(list(LABELS), 3)
    labels = {r: rng.choice(LABELS[r]) for r in roles}
    part_sep = rng.choice([" | ", "; ", ", "])
    pad = rng.random() < 0.5
    options = []
    for name in rng.sample(CARGOS, rng.randint(3, 10)):
        if rng.random() < 0.2:
            options.append(Option(name, 0, 0, 0, cr=True))
        else:
            options.append(Option(name, rng.randint(1, 9), rng.choice([0, 0, 1, 2]), rng.choice([0, 0, 1])))
    if sum(not o.cr for o in options) < 2:
        options[0].cr = options[1].cr = False
        options[0].open = options[1].open = 2
    lines = []
    for k, option in enumerate(options, 1):
        parts = [code.format(k) + option.name]
        for field in fields:
            if field == "hours":
                parts.append(rng.choice(["40h", "20h", "44h", "30 horas"]))
            elif field == "pay":
                parts.append(f"R$ {rng.randint(1, 11)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}")
            else:
                parts.append(rng.choice(["Nível Médio", "Superior", "Fundamental", "Nível Superior"]))
        if option.cr:
            parts.append(rng.choice(["Vagas: CR", "Vagas: cadastro reserva"]))
        else:
            n = (lambda v: f"{v:02d}") if pad else str
            shares = {"open": option.open, "negros": option.negros, "pcd": option.pcd}
            distribution = part_sep.join(f"{labels[r]} {n(shares[r])}" for r in roles)
            parts.append(f"Vagas: {n(option.total)} ({distribution})")
        lines.append(sep.join(parts))
    page = [
        "Legalle Concursos",
        "Início   Concursos   Área do Candidato   Resultados",
        "Prefeitura Municipal de Arroio do Sertão/RS",
        "Concurso Público nº 01/2025 – Edital de Abertura nº 01/2025",
        "Inscrições abertas: de 17/03/2025 a 14/04/2025",
        "",
        "Etapa 2 de 4 – Escolha do cargo",
        "Atenção: cada opção traz o código, o cargo e as vagas (total, com a divisão entre ampla concorrência,",
        'reserva a candidatos negros e reserva a pessoas com deficiência). "CR" indica somente cadastro reserva.',
        "",
        "Cargo *",
        "Selecione o cargo",
        "",
        *lines,
        "",
        "Taxa de inscrição",
        "Nível fundamental: R$ 60,00   |   Nível médio: R$ 85,00   |   Nível superior: R$ 115,00",
        "Provas objetivas: 25/05/2025 – manhã (cargos 01 a 07) e tarde (cargos 08 a 14)",
    ]
    return "\n".join(page) + "\n", options
