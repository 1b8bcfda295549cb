"""A web page's quadro copied as Chromium's innerText, its cells holding line breaks (`<br>`), drawn at random:
the class of `tables/br_cells.py`.

`br_cells(rng)` writes what `document.body.innerText` gives for an online Diário Oficial's page or a
board's: the site's menus, the act's text, then the quadro a row a line, its cells parted by tabs; a header
of one line, or two (a "VAGAS" cell spanning the count labels of the line below); a cargo cell spanning
its especialidades' rows (`rowspan`, given in the first row only) at times; a requisitos cell holding one
or two `<br>` at times, which end the row's line there and go on with the row's next cells on the next
line ("Analista de Trânsito\\tEngenharia de Tráfego\\tGraduação em …" / "Registro no CREA\\tR$ 6.218,40\\t03
\\t00\\t01\\t04"), the first row's included; counts zero-padded at times; a TOTAL row; a legend; other acts of
the day after it (a list of appointees with their classification, a contract's extract).

The right reading: each row its total and its negros, named by its especialidade (or its cargo where it has
none); proven only where the row stands on one line (a row over several lines runs its text cells on
together: where its name ends is not shown); never a row named by a requisito's last line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

MENU = "GOVERNO DO ESTADO · Diário Oficial\nInício\nEdições anteriores\nPesquisa avançada\nFale conosco\n"
HEAD = (
    "DEPARTAMENTO ESTADUAL DE TRÂNSITO – DETRAN\nEDITAL Nº {n}/2026 – CONCURSO PÚBLICO\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\nO concurso será regido por este edital.\n"
    "Os cargos, os requisitos e o número de vagas constam do Anexo I deste edital.\nANEXO I – QUADRO DE VAGAS\n"
)
LEGEND = "AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos pretos e pardos."
AFTER = (
    "\n2. DAS INSCRIÇÕES\nAs inscrições serão realizadas exclusivamente pela internet.\n"
    "PORTARIA Nº 118/2026\nNomear os candidatos abaixo:\nNome\tClassificação\tLista\n"
    "ANA PAULA SANTOS RIBEIRO\t41\tAmpla concorrência\nJOSÉ RIBAMAR COSTA NETO\t9\tNegros\n"
    "EXTRATO DE CONTRATO Nº 12/2026\nObjeto: locação de veículos. Valor: R$ 120.000,00. Vigência: 12 meses.\n"
)
CARGOS = {
    "Analista de Trânsito": ["Engenharia de Tráfego", "Direito", "Administração", "Psicologia", "Contabilidade"],
    "Técnico de Nível Superior": ["Arquivologia", "Estatística", "Serviço Social"],
    "Assistente de Trânsito": [],
    "Examinador de Trânsito": [],
    "Agente de Fiscalização": [],
    "Técnico em Informática": [],
    "Motorista Oficial": [],
}
REQUISITOS = [
    "Graduação na área",
    "Registro no conselho de classe",
    "Ensino médio completo",
    "CNH categoria D há pelo menos 2 anos",
    "Curso de especialização na área",
    "Título de especialista",
    "Experiência comprovada de um ano",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def _cell(value: int, padded: bool) -> str:
    return f"{value:02d}" if padded else str(value)


def _requisitos(rng: random.Random, name: str) -> list[str]:
    """The requisitos cell's lines (its `<br>` breaks)."""
    first = f"Bacharelado em {name}" if rng.random() < 0.5 else rng.choice(REQUISITOS)
    return [first] + rng.sample(REQUISITOS, rng.choice([0, 0, 1, 1, 2]))


def br_cells(rng: random.Random) -> Case:
    padded = rng.random() < 0.6
    two_line = rng.random() < 0.6
    pay = rng.random() < 0.8
    head = ["CARGO", "ESPECIALIDADE", "REQUISITOS"] + (["VENCIMENTO"] if pay else [])
    if two_line:
        lines = ["\t".join([*head, "VAGAS"]), "AC\tPcD\tNegros\tTotal"]
    else:
        lines = ["\t".join([*head, "AC", "PcD", "Negros", "Total"])]
    entries: list[Entry] = []
    sums = [0, 0, 0, 0]
    cargos = rng.sample(list(CARGOS), rng.randint(2, 5))
    for cargo in cargos:
        especialidades = rng.sample(CARGOS[cargo], rng.randint(1, len(CARGOS[cargo]))) if CARGOS[cargo] else [""]
        for k, esp in enumerate(especialidades):
            total = rng.randint(1, 30)
            negros = round(total * 0.2 + 0.01) if total >= 3 else 0
            pcd = 1 if total >= 5 and rng.random() < 0.7 else 0
            counts = [total - negros - pcd, pcd, negros, total]
            sums = [a + b for a, b in zip(sums, counts)]
            req = _requisitos(rng, esp or cargo.split()[-1])
            first = ([cargo] if k == 0 else []) + ([esp] if esp else [])
            cells = [*first, req[0]]
            row = (
                cells[:-1] + ["\n".join(req)] + ([f"R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},40"] if pay else [])
            )
            row += [_cell(v, padded) for v in counts]
            lines.append("\t".join(row))
            entries.append(Entry(esp or cargo, total, negros, proven=len(req) == 1))
    if rng.random() < 0.7:
        lines.append("TOTAL\t" + "\t".join(_cell(v, padded) for v in sums))
    text = (MENU if rng.random() < 0.7 else "") + HEAD.format(n=rng.randint(1, 40)) + "\n".join(lines) + "\n"
    text += ("\n" + LEGEND + "\n" if rng.random() < 0.6 else "") + AFTER
    return Case(text, entries)
