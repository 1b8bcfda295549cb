"""An autarquia's quadro, a web page printed by Chromium and read by pypdf, its cargo cell (the cargo's name,
its vencimento at times) spanning its especialidades' rows, under a header of two rows ("Vagas imediatas"
over AC, PcD, Negros, Total; a "Cadastro de reserva" spanning both at times); drawn at random with its right
reading: the class of `tables/spanned_cargo_cell.py`.

- `spanned_cargo_cell(rng)`: the header's upper row on a line ("Cargo Código Especialidade Requisitos para
  investidura"), its span and cadastro labels after it (the cadastro's wrapped a word a line), the lower
  row's labels glued to the last word or on a line of their own; each cargo's cell before its first row
  ("Analista" / "Previdenciário" / "Vencimento inicial:" / "R$ 8.946,27"); each row from its code ("A01",
  "101"): especialidade and requisito on one line where each takes one, else the code alone (a wrapped
  especialidade) or with the especialidade, the requisito's lines, the counts alone or on the requisito's
  last line; zero-padded counts at times; a cadastro-only row ("– – – – 2") at times, no entry; page breaks
  between rows (the page's foot, its marker, the header again), a cargo's rows going on past one with no
  cell above them; a Total row at times; notes under it. Where the especialidade ends is read from words:
  no row is proven.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures, _wrap

CARGOS = [
    ("Analista Previdenciário", "A"),
    ("Técnico Previdenciário", "T"),
    ("Médico Perito Previdenciário", "M"),
    ("Especialista em Gestão Pública", "E"),
    ("Procurador Autárquico", "P"),
]
ESPECIALIDADES = [
    "Atuária",
    "Ciências Contábeis",
    "Direito",
    "Economia",
    "Tecnologia da Informação – Desenvolvimento de Sistemas",
    "Tecnologia da Informação – Infraestrutura e Segurança",
    "Serviço Social",
    "Área Administrativa",
    "Área de Atendimento ao Segurado",
    "Área Contábil",
    "Medicina do Trabalho",
    "Clínica Médica",
    "Arquivologia",
    "Estatística",
]
REQUISITOS = [
    "Diploma de graduação em Ciências Atuariais e registro no Instituto Brasileiro de Atuária (IBA)",
    "Diploma de graduação em Direito",
    "Diploma de graduação em qualquer área de Tecnologia da Informação, ou em qualquer curso superior com "
    "pós-graduação lato sensu em TI de no mínimo 360 horas",
    "Certificado de conclusão de ensino médio",
    "Curso técnico em Contabilidade e registro no CRC-ES",
    "Diploma de graduação em Medicina, residência médica e registro no CRM-ES",
    "Ensino médio completo",
]
UPPER = ["Cargo Código Especialidade Requisitos para investidura", "Cargo Código Especialidade Requisitos"]
SPANS = ["Vagas imediatas", "Vagas", "Número de vagas"]
CADASTRO = [["Cadastro", "de", "reserva"], ["Cadastro de", "reserva"], ["Cadastro de reserva"], ["CR"]]
ROLES = [["AC", "PcD", "Negros", "Total"], ["Ampla", "PcD", "Negros", "Total"], ["AC", "PcD", "PN", "Total"]]
FOOT = ["IPAJM – Concurso Público – Edital nº 1/2026", "Página {page} de 5"]
HEAD = [
    "INSTITUTO DE PREVIDÊNCIA DOS SERVIDORES DO ESTADO DO ESPÍRITO SANTO – IPAJM",
    "EDITAL Nº 1/2026 – CONCURSO PÚBLICO",
    "1. DAS DISPOSIÇÕES PRELIMINARES",
    "1.3 Os cargos, as especialidades, os requisitos e o quantitativo de vagas estão dispostos no Quadro I a seguir.",
    "QUADRO I – CARGOS, ESPECIALIDADES, REQUISITOS E VAGAS",
]
NOTES = [
    "AC: ampla concorrência; PcD: pessoas com deficiência; Negros: candidatos autodeclarados pretos ou pardos.",
    "2. DA REMUNERAÇÃO E DA JORNADA",
    "2.1 A remuneração inicial dos cargos é composta do vencimento e das vantagens abaixo:",
]


def _header(rng: random.Random, cadastro: bool) -> list[str]:
    roles = " ".join(rng.choice(ROLES))
    upper = [rng.choice(UPPER)]
    span = rng.choice(SPANS)
    labels = rng.choice(CADASTRO) if cadastro else []
    top = [f"{span} {labels[0]}", *labels[1:]] if labels else [span]
    if top[-1][-1].islower() and rng.random() < 0.6:
        return [*upper, *top[:-1], f"{top[-1]}{roles}"]  # the lower row glued to the upper row's last word
    return [*upper, *top, roles]


def _cargo_cell(rng: random.Random, cargo: str) -> list[str]:
    lines = cargo.split(" ") if rng.random() < 0.5 else _wrap(cargo, rng, (14, 30))
    pay = f"R$ {rng.randint(2, 15)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
    shape = rng.random()
    if shape < 0.5:
        return [*lines, "Vencimento inicial:", pay]
    if shape < 0.7:
        return [*lines, f"Remuneração: {pay}"]
    return lines


def _row(rng: random.Random, code: str, especialidade: str, cells: str) -> list[str]:
    """The row's lines as pypdf gives them: code, especialidade, requisito, counts."""
    names = _wrap(especialidade, rng, (14, 24)) if rng.random() < 0.4 else [especialidade]
    requisito = _wrap(rng.choice(REQUISITOS), rng, (30, 48))
    if len(names) == 1 and len(requisito) == 1:
        return [f"{code} {names[0]} {requisito[0]} {cells}"]
    lines = [f"{code} {names[0]}", *names[1:]] if len(names) == 1 else [code, *names]
    if rng.random() < 0.5:
        return [*lines, *requisito, cells]
    return [*lines, *requisito[:-1], f"{requisito[-1]} {cells}"]


def _cells(rng: random.Random, figures: list[int], pad: bool) -> str:
    return " ".join(f"{x:02d}" if pad else str(x) for x in figures)


def spanned_cargo_cell(rng: random.Random) -> Case:
    """See the module's docstring."""
    cadastro = rng.random() < 0.7
    pad = rng.random() < 0.3
    header = _header(rng, cadastro)
    lines = [*HEAD, *header]
    entries = []
    sums = [0] * 5
    page = 1
    numeric = rng.random() < 0.3
    for c, (cargo, letter) in enumerate(rng.sample(CARGOS, rng.randint(1, 4))):
        if c and rng.random() < 0.15:  # a page break before the cargo's cell and its first row
            lines += [FOOT[0], FOOT[1].format(page=page), *header]
            page += 1
        lines += _cargo_cell(rng, cargo)
        for n, especialidade in enumerate(rng.sample(ESPECIALIDADES, rng.randint(2 if c == 0 else 1, 5)), 1):
            if n > 1 and rng.random() < 0.15:  # a page break between two rows of the cargo
                lines += [FOOT[0], FOOT[1].format(page=page), *header]
                page += 1
            code = f"{c + 1}{n:02d}" if numeric else f"{letter}{n:02d}"
            reserve = rng.randint(1, 30)
            if rng.random() < 0.1:
                cells = " ".join(["–"] * 4 + ([str(reserve)] if cadastro else []))
                lines += _row(rng, code, especialidade, cells)
                continue
            total, ac, negros, pcd = _figures(rng, 1, 15)
            figures = [ac, pcd, negros, total, *([reserve] if cadastro else [])]
            lines += _row(rng, code, especialidade, _cells(rng, figures, pad))
            entries.append(Entry(f"{cargo} – {especialidade}", total, negros, proven=False))
            sums = [a + b for a, b in zip(sums, figures + [0], strict=False)]
    if rng.random() < 0.6:
        lines.append("Total " + " ".join(str(x) for x in sums[: 5 if cadastro else 4]))
    lines += NOTES
    return Case("\n".join(lines), entries)
