"""A quadro whose header a Word table printed on two lines: the text columns, then "Vagas" and "CR*" on the
first, the roles "Vagas" spans on the second ("Código Emprego Área Requisitos Salário (R$) Vagas CR*" /
"AC PcD Negros Total"), drawn at random with its right reading: the class of `header.header_lines`' "Vagas"
before a last "CR" (t07 of the twelfth set, Quadrix's conselho).

- `vagas_cr(rng)`: "Vagas" spanning the roles and "CR" a column of its own after them; the labels in capitals
  or not, "CR", "CR*" or "CR¹", "Negros", "PN" or "PPP", the total first or last; a code column, an área and
  a requisitos column or not, the salary before the counts; names, áreas and requisitos wrapped as LibreOffice
  wraps a narrow cell (the row's counts on its last line); rows of cadastro only ("– – – – 5"); a TOTAL row
  that sums every column (true whatever the columns' roles: it proves no role).
- `cr_spans(rng)`: the same header over a table where "CR" spans the roles and "Vagas" is one column (the
  immediate total, then the cadastro by role): plain text cannot tell the two apart, only the rows' sums can.
"""

from __future__ import annotations

import random

from layout_elsewhere import _wrap
from layout_prose import Case, Entry, _figures

NAMES = [
    ("Agente Administrativo", "Sede"),
    ("Agente Fiscal", "Fiscalização externa"),
    ("Assistente de Atendimento", "Delegacia Regional"),
    ("Técnico em Informática", "Sede"),
    ("Analista – Advocacia", "Jurídica"),
    ("Analista – Contabilidade", "Controladoria"),
    ("Analista – Tecnologia da Informação", "Sistemas"),
    ("Fiscal de Obras", "Regional Norte"),
    ("Auxiliar de Serviços Gerais", "Sede"),
    ("Arquivista", "Documentação"),
]
REQUISITOS = [
    "Ensino médio completo.",
    "Certificado de conclusão de ensino médio, expedido por instituição reconhecida pelo MEC.",
    "Curso superior em qualquer área e registro no conselho de classe.",
    "Bacharelado em Direito e inscrição na OAB.",
]


def _labels(rng: random.Random) -> tuple[list[str], list[str], bool]:
    caps = rng.random() < 0.4
    negros = rng.choice(["Negros", "PN", "PPP"])
    roles = ["AC", "PcD", negros]
    total_first = rng.random() < 0.3
    roles = ["Total", *roles] if total_first else [*roles, "Total"]
    top = ["Vagas", rng.choice(["CR", "CR*", "CR¹"])]
    if caps:
        top, roles = [w.upper() for w in top], [w if w in ("PcD",) else w.upper() for w in roles]
    return top, roles, total_first


def _quadro(rng: random.Random, cr_spans: bool) -> Case:
    top, roles, total_first = _labels(rng)
    coded, area, requisitos = rng.random() < 0.7, rng.random() < 0.5, rng.random() < 0.6
    texts = [w for w, on in (("Código", coded), ("Emprego", True), ("Área", area), ("Requisitos", requisitos)) if on]
    lines = [
        "CONSELHO REGIONAL DE FISCALIZAÇÃO PROFISSIONAL DA 31ª REGIÃO",
        "ANEXO I – QUADRO DE EMPREGOS, REQUISITOS, REMUNERAÇÃO E VAGAS",
        " ".join([*texts, "Salário (R$)", *top]),
        " ".join(roles),
    ]
    entries, sums = [], None
    for n, (name, where) in enumerate(rng.sample(NAMES, rng.randint(3, 7))):
        total, ac, negros, pcd = _figures(rng, 1, 30)
        cadastro = rng.randint(total, 4 * total + 5)
        if cr_spans:  # the immediate total, then the cadastro by role (its parts and total)
            cr_negros, cr_pcd = cadastro * 2 // 10, cadastro // 10
            parts = [cadastro - cr_negros - cr_pcd, cr_pcd, cr_negros]
            counts = [total, *([cadastro, *parts] if total_first else [*parts, cadastro])]
        elif rng.random() < 0.15:  # cadastro only
            counts, total = ["–"] * 4 + [cadastro], 0
        else:
            parts = [ac, pcd, negros]
            counts = [*([total, *parts] if total_first else [*parts, total]), cadastro]
        if total:
            entries.append(Entry(name, total, negros if not cr_spans else None))
        numbers = [c if isinstance(c, int) else 0 for c in counts]
        sums = numbers if sums is None else [a + b for a, b in zip(sums, numbers, strict=True)]
        pay = f"{rng.randint(2, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        cells = [f"{101 + n}"] if coded else []
        text = " ".join([*cells, name, *([where] if area else []), *([rng.choice(REQUISITOS)] if requisitos else [])])
        wrapped = _wrap(text, rng.choice([40, 60, 200]))
        lines += [*wrapped[:-1], " ".join([wrapped[-1], pay, *map(str, counts)])]
    lines.append("TOTAL " + " ".join(map(str, sums)))
    lines.append("* CR: número de candidatos aprovados, além das vagas, que comporão o cadastro de reserva.")
    return Case("\n".join(lines), entries)


def vagas_cr(rng: random.Random) -> Case:
    """See the module's docstring."""
    return _quadro(rng, cr_spans=False)


def cr_spans(rng: random.Random) -> Case:
    """See the module's docstring."""
    return _quadro(rng, cr_spans=True)
