"""A retificação republishing its annex whole ("redação consolidada"), each row marked by what it did, drawn at
random with its right reading: the class of `tables/row_marks.py` (and of `cells.py`'s footnote marks).

- `consolidated_annex(rng)`: the retificação's opening, the sentence that says what its marks mean (in one
  of a few wordings: "(NR)" nova redação, "(AC)" acrescido, "Revogado"), the legend of the quadro's
  abbreviations, then the quadro laid out by spaces (code, cargo, hours, total, ampla concorrência under
  "AMP", "AC" or "Ampla", PcD, the reserve for negros under "PPN" or "Negros", the pay), levels as
  headings between rows; each row's end marked "(NR)", "(AC)" or nothing, after the pay; rows struck out
  ("– – – – – Revogado", or the old figures still printed before "Revogado"); a count with its footnote
  mark ("1(¹)", "1¹", "1*") and the footnote under the quadro; at times a name wrapped onto the next line;
  the TOTAL row, the sum of the rows that stand. Every standing row is an entry, confirmed (its parts
  make its total and the total row is their sum); a revoked row is none.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures

NAMES = [
    "Assistente Administrativo Educacional",
    "Auxiliar de Biblioteca",
    "Técnico em Enfermagem",
    "Técnico em Farmácia",
    "Técnico em Radiologia",
    "Técnico em Análises Clínicas",
    "Agente de Fiscalização Sanitária",
    "Analista de Políticas Públicas – Direito",
    "Analista de Políticas Públicas – Engenharia Civil",
    "Enfermeiro",
    "Farmacêutico Bioquímico",
    "Fisioterapeuta",
    "Médico Generalista – ESF",
    "Médico Psiquiatra",
    "Nutricionista",
    "Psicólogo",
]
MEANINGS = [
    "As linhas marcadas com (NR) tiveram nova redação por este Edital; as marcadas com (AC) foram acrescidas"
    ' por este Edital; as linhas suprimidas aparecem como "Revogado".',
    "Legenda das marcas: (NR) = nova redação; (AC) = cargo acrescido por este Edital; Revogado = linha suprimida.",
    'Os cargos acrescidos por este Edital estão marcados com (AC), e os alterados com (NR); os cargos extintos constam como "Revogado".',
]
OPEN_LABELS = ["AMP", "AC", "Ampla"]
NEGRO_LABELS = ["PPN", "Negros"]


def _cell(n: int) -> str:
    return str(n) if n else "–"


def consolidated_annex(rng: random.Random) -> Case:
    """See the module's docstring."""
    open_label, negro_label = rng.choice(OPEN_LABELS), rng.choice(NEGRO_LABELS)
    name_width = 44
    widths = [6, name_width, 6, 8, 7, 7, 7, 16]
    header = ["Cód.", "Cargo", "CH", "Total", open_label, "PcD", negro_label, "Vencimento (R$)"]

    def row(cells: list[str], mark: str = "") -> str:
        first = "".join(c.ljust(w) for c, w in zip(cells[:2], widths[:2], strict=True))
        rest = "".join(c.rjust(w) for c, w in zip(cells[2:], widths[2:], strict=True))
        return ("  " + first + rest + (f"  {mark}" if mark else "")).rstrip()

    lines = [
        "PREFEITURA MUNICIPAL DE EXEMPLO",
        "CONCURSO PÚBLICO – EDITAL Nº 01/2024",
        "EDITAL DE RETIFICAÇÃO Nº 02",
        "",
        "1. Ficam alterados os quantitativos do Anexo I, que passa a vigorar com a redação consolidada abaixo.",
        rng.choice(MEANINGS),
        "",
        "ANEXO I – QUADRO DE CARGOS E VAGAS (REDAÇÃO CONSOLIDADA)",
        "",
        f"  Legenda: {open_label} = ampla concorrência; PcD = pessoa com deficiência; {negro_label} = pessoas"
        " pretas ou pardas (20%); CH = carga horária semanal.",
        "",
        row(header),
        "  " + "─" * 95,
    ]
    entries, sums, footnote = [], [0, 0, 0, 0], False
    names = rng.sample(NAMES, rng.randint(4, 10))
    revoked = set(rng.sample(range(len(names)), rng.choice([0, 1, 1, 2])))
    for k, name in enumerate(names):
        if k == len(names) // 2 and rng.random() < 0.5:
            lines += ["", "  NÍVEL SUPERIOR"]
        code = str(200 + k)
        hours = rng.choice(["20h", "30h", "36h", "40h"])
        pay = f"{rng.randint(2, 16)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        if k in revoked:
            if rng.random() < 0.6:
                lines.append(row([code, name, hours, "–", "–", "–", "–", "–"], "Revogado"))
            else:
                total, ampla, negros, pcd = _figures(rng, 1, 20)
                cells = [code, name, hours, str(total), _cell(ampla), _cell(pcd), _cell(negros), pay]
                lines.append(row(cells, rng.choice(["Revogado", "(Revogado)"])))
            continue
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        negro_cell = _cell(negros)
        if negros and not footnote and rng.random() < 0.3:
            negro_cell, footnote = negros_marked(negros, rng), True
        mark = rng.choice(["", "", "(NR)", "(AC)"])
        if rng.random() < 0.12 and " – " in name:
            head, tail = name.split(" – ", 1)
            lines.append(row([code, f"{head} –", "", "", "", "", "", ""]))
            lines.append(row(["", tail, hours, str(total), _cell(ampla), _cell(pcd), negro_cell, pay], mark))
        else:
            lines.append(row([code, name, hours, str(total), _cell(ampla), _cell(pcd), negro_cell, pay], mark))
        entries.append(Entry(name, total, negros))
        sums = [a + b for a, b in zip(sums, (total, ampla, pcd, negros), strict=True)]
    lines += [
        "  " + "─" * 95,
        row(["", "TOTAL", "", *(str(s) for s in sums), ""]),
    ]
    if footnote:
        lines.append("  (¹) Vaga reservada em cumprimento à lei municipal (reserva acumulada de certames anteriores).")
    lines += [
        "",
        "2. Permanecem inalterados os demais itens do Edital de Abertura.",
        "Exemplo/MG, 15 de maio de 2024.",
    ]
    return Case("\n".join(lines) + "\n", entries)


def negros_marked(n: int, rng: random.Random) -> str:
    """A count with its footnote mark: "1(¹)", "1¹", "1*"."""
    return rng.choice([f"{n}(¹)", f"{n}¹", f"{n}*"])
