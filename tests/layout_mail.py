"""A quadro de vagas forwarded by e-mail, quoted and hard-wrapped, drawn at random with its right readings:
the class of `tables/quoted_wrap.py`.

`quoted_wrapped(rng)`: a reporter's note, the forwarded message's headers, then the prefeitura's answer
quoted with "> " (or "> > ", ">> ", a reply deeper), its lines hard-wrapped at 60 to 78 characters as a
mail client does (a line broken at its last space before the width, the spaces at the break dropped), so
that the header's last labels, a row's last counts, its pay ("R$" / "2.824,00") or its jornada fall onto
the next line, a "2 + CR" cut in two at times. The columns: a name, the total ("Vagas", "Total"), AC, PcD
(at times none), negros in any order after the total, then text columns (vencimento, jornada, both or
one); the total cell "n", "n + CR" or "CR + n", zero "0" or "-", a cargo of cadastro de reserva only
("CR - - -", no entry), a TOTAL row at times. The AC column proves each row's total.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

NAMES = [
    "Agente Comunitário de Saúde - PSF Bela Vista",
    "Agente de Combate às Endemias",
    "Assistente de Secretaria Escolar",
    "Cirurgião-Dentista ESF",
    "Educador Infantil",
    "Técnico em Segurança do Trabalho",
    "Operário de Obras e Serviços Públicos",
    "Farmacêutico Bioquímico",
    "Motorista de Veículos Pesados",
    "Fiscal de Posturas",
    "Psicólogo do CRAS",
    "Monitor de Transporte Escolar",
    "Professor de Educação Básica - Matemática",
]
LABELS = {
    "name": ["Cargo", "Cargo/Função", "Emprego"],
    "total": ["Vagas", "Total", "Total de vagas"],
    "open": ["AC", "Ampla concorrência"],
    "pcd": ["PcD", "Deficientes"],
    "negros": ["Negros", "Cotas raciais"],
    "pay": ["Vencimento", "Salário", "Remuneração"],
    "hours": ["Jornada", "Carga horária", "CH"],
}
HEAD = (
    "Assunto: Fwd: RES: Pedido de informação - quadro de vagas\nDe: Carla Duarte <carla@jornal.com.br>\n"
    "Data: 10/04/2025 09:12\n\nSegue o que a prefeitura mandou, conferir com o PDF.\n\n"
    "-------- Mensagem encaminhada --------\nAssunto: RES: Pedido de informação\n"
    "De: RH Prefeitura <rh@prefeitura.mg.gov.br>\n\nBom dia.\n\n"
)
INTRO = (
    "PREFEITURA MUNICIPAL DE SANTA LUZIA DO NORTE - MG\nCONCURSO PÚBLICO - EDITAL Nº 001/2025\n\n"
    "Segue abaixo, conforme solicitado pela reportagem, o quadro de vagas do Anexo I do edital publicado "
    "no Diário Oficial dos Municípios.\n\nANEXO I - QUADRO DE CARGOS E VAGAS\n\n"
)
NOTES = (
    "\n\nLegenda: CR - cadastro de reserva; AC - ampla concorrência; PcD - pessoas com deficiência; "
    "Negros - candidatos pretos e pardos.\n\nInscrições: de 08/04/2025 a 08/05/2025.\n\nAtenciosamente,\n"
    "Setor de Recursos Humanos"
)
TAIL = "\n\nEm 08/04/2025 11:30, Carla Duarte escreveu:\n> Prezados, gostaria de receber o quadro de vagas.\n"


def _wrap(line: str, width: int) -> list[str]:
    """`line` hard-wrapped at `width` as a mail client does: broken at the last space that keeps a piece
    within the width, the spaces at the break dropped (the spaces inside a piece kept)."""
    pieces = []
    while len(line) > width:
        cut = line.rfind(" ", 0, width + 1)
        if cut <= 0:
            break
        pieces.append(line[:cut].rstrip())
        line = line[cut:].lstrip()
    return [*pieces, line] if line else pieces


def _prose(text: str, width: int) -> list[str]:
    return [piece for line in text.split("\n") for piece in (_wrap(line, width) if line else [""])]


def _laid(rows: list[list[str]], rng: random.Random) -> list[str]:
    """The rows laid out by spaces: each column as wide as its widest cell and two to six spaces more,
    a long name at times running past its column by two spaces only (as typed in a mail)."""
    widths = [max(len(r[k]) for r in rows if k < len(r)) for k in range(len(rows[0]))]
    gaps = [rng.randint(2, 6) for _ in widths]
    name_width = rng.randint(min(22, widths[0]), widths[0])
    out = []
    for row in rows:
        parts = []
        for k, cell in enumerate(row):
            width = name_width if k == 0 else widths[k]
            parts.append(cell + " " * max(2, width + gaps[k] - len(cell)))
        out.append("".join(parts).rstrip())
    return out


def _counts(rng: random.Random, with_pcd: bool) -> dict[str, int]:
    total = rng.randint(1, 14)
    negros = total * 20 // 100 + (total % 5 >= 3) if total >= 3 else rng.choice([0, 0, 1])
    pcd = rng.choice([0, 1]) if with_pcd and total - negros >= 2 else 0
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def quoted_wrapped(rng: random.Random) -> Case:
    """See the module docstring."""
    counts = ["open", "pcd", "negros"] if rng.random() < 0.8 else ["open", "negros"]
    rng.shuffle(counts)
    texts = rng.choice([["pay", "hours"], ["pay"], ["hours"], ["pay", "hours"]])
    kinds = ["name", "total", *counts, *texts]
    dash = rng.random() < 0.4  # zero printed "-"
    rows = [[rng.choice(LABELS[k]) for k in kinds]]
    entries, sums = [], dict.fromkeys(("total", "open", "pcd", "negros"), 0)
    for at, name in enumerate(rng.sample(NAMES, rng.randint(3, 8))):
        reserve_only = at > 0 and rng.random() < 0.12
        figures = _counts(rng, "pcd" in counts)
        cells = []
        for kind in kinds:
            if kind == "name":
                cells.append(name)
            elif kind == "pay":
                cells.append(f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}")
            elif kind == "hours":
                cells.append(rng.choice(["40h", "30h", "20h", "44h", "12x36"]))
            elif reserve_only:
                cells.append("CR" if kind == "total" else "-")
            elif kind == "total":
                value = str(figures["total"])
                form = rng.random()
                cells.append(value + " + CR" if form < 0.25 else "CR + " + value if form < 0.4 else value)
            else:
                cells.append("-" if dash and figures[kind] == 0 else str(figures[kind]))
        rows.append(cells)
        if not reserve_only:
            entries.append(Entry(name, figures["total"], figures["negros"]))
            for kind in sums:
                sums[kind] += figures[kind]
    if rng.random() < 0.6:
        rows.append(["TOTAL", *(str(sums[k]) for k in kinds[1:] if k in sums)])
    width = rng.randint(60, 78)
    depth = rng.choice(["> ", "> ", "> > ", ">> "])
    body = _prose(INTRO, width - len(depth))
    for line in _laid(rows, rng):
        body += _wrap(line, width - len(depth))
    body += _prose(NOTES, width - len(depth))
    quoted = "\n".join((depth + line).rstrip() for line in body)
    return Case(HEAD + quoted + TAIL, entries)
