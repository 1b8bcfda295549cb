"""A quadro that gives the immediate vacancies and the cadastro de reserva each by group, "CR" written
before each of the cadastro's roles, drawn at random with its right reading: the class of
`tables/cr_by_role.py`.

- `cr_by_role(rng)`: AOCP's header ("CÓD. EMPREGO VAGAS AC VAGAS PcD VAGAS PN TOTAL DE VAGAS CR AC CR PcD
  CR PN SALÁRIO BASE (R$)") on one line, or one label per line as raw pdftotext prints it ("CÓD. EMPREGO
  VAGAS" / "AC" / "VAGAS" / "PcD" / … / "TOTAL" / "DE" / "VAGAS" / "CR" / "AC" / …); the labels with "VAGAS"
  or bare, "PN" or "NEGROS", the reserves in either order; a code column or none, a pay column or none;
  one quadro or two (by level), the header repeated; rows whose immediate vacancies are all zero (a
  cadastro only: no vacancy to read); the legend under the last quadro.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Médico – Anestesiologia",
    "Médico – Clínica Médica",
    "Enfermeiro – Assistencial",
    "Farmacêutico",
    "Fisioterapeuta – Terapia Intensiva",
    "Nutricionista",
    "Técnico em Enfermagem",
    "Técnico em Radiologia",
    "Assistente Administrativo",
    "Analista Administrativo – Contabilidade",
    "Psicólogo Hospitalar",
]


def _labels(rng: random.Random, reserves: list[str]) -> tuple[list[str], list[str]]:
    """The labels of the immediate run and of the cadastro's, as printed."""
    vagas = rng.random() < 0.6
    negros = rng.choice(["PN", "NEGROS", "PPP"])
    word = {"pcd": "PcD", "negros": negros}
    imm = [("VAGAS AC" if vagas else "AC"), *(f"VAGAS {word[r]}" if vagas else word[r] for r in reserves)]
    imm.append(rng.choice(["TOTAL DE VAGAS", "TOTAL"]))
    cr = ["CR AC", *(f"CR {word[r]}" for r in reserves)]
    return imm, cr


def _header(rng: random.Random, coded: bool, pay: bool, imm: list[str], cr: list[str], stacked: bool) -> list[str]:
    opening = "CÓD. EMPREGO" if coded else "EMPREGO"
    tail = ["SALÁRIO BASE (R$)"] if pay else []
    if not stacked:
        return [" ".join([opening, *imm, *cr, *tail])]
    words = [w for label in [*imm, *cr] for w in label.split()]
    lines = [f"{opening} {words[0]}", *words[1:]]
    if pay:
        lines += ["SALÁRIO", "BASE (R$)"]
    return lines


def cr_by_role(rng: random.Random) -> Case:
    """See the module's docstring."""
    reserves = ["pcd", "negros"] if rng.random() < 0.7 else ["negros", "pcd"]
    imm, cr = _labels(rng, reserves)
    coded, pay, stacked = rng.random() < 0.7, rng.random() < 0.7, rng.random() < 0.6
    names = rng.sample(NAMES, rng.randint(3, 8))
    split = rng.randint(1, len(names) - 1) if rng.random() < 0.5 else len(names)
    lines = [
        "EMPRESA ESTADUAL DE SERVIÇOS HOSPITALARES DO PLANALTO",
        "EDITAL DE ABERTURA Nº 01/2023",
        "2. DOS EMPREGOS, DAS VAGAS E DA REMUNERAÇÃO",
        "2.1 Os empregos, as vagas, o cadastro de reserva e a remuneração são os dos Quadros a seguir:",
    ]
    entries = []
    for quadro, group in enumerate((names[:split], names[split:])):
        if not group:
            continue
        lines.append(f"QUADRO {'I' * (quadro + 1)} – EMPREGOS DE NÍVEL {'SUPERIOR' if quadro == 0 else 'MÉDIO'}")
        lines += _header(rng, coded, pay, imm, cr, stacked)
        for n, name in enumerate(group):
            total, ac, negros, pcd = _figures(rng, 1, 40) if rng.random() < 0.85 else (0, 0, 0, 0)
            part = {"pcd": pcd, "negros": negros}
            counts = [ac, *(part[r] for r in reserves), total]
            reserve = rng.randint(1, 90)
            cr_negros, cr_pcd = reserve * 3 // 10, max(1, reserve // 10)
            cr_part = {"pcd": cr_pcd, "negros": cr_negros}
            counts += [reserve, *(cr_part[r] for r in reserves)]
            code = [f"{quadro + 3}{n + 1:02d}"] if coded else []
            money = [f"{rng.randint(2, 14)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"] if pay else []
            lines.append(" ".join([*code, name, *map(str, counts), *money]))
            if total:
                entries.append(Entry(name, total, negros))
    lines += [
        "Legenda: AC – Ampla Concorrência; PcD – Pessoas com Deficiência; PN – Pessoas Negras; CR – Cadastro de Reserva.",
        "2.2 Os quantitativos de Cadastro de Reserva (CR) referem-se ao número máximo de aprovados no cadastro.",
    ]
    return Case("\n".join(lines), entries)
