"""A quadro that a phone's PDF viewer or a web page gave as one long line, drawn at random with its right
readings: the class of `tables/one_line.py` (issue 38, item 4).

`one_line_table(rng)`: the title on its own line, then the header and every row run together on one line
(over 300 characters; at times with the sentence that introduces the quadro before them and the TOTAL after them): a code column
first at times (the rows' codes "101", "102" … "201"), the count columns in any order under labels of the
vocabulary ("VAGAS", "Total", "AC", "Ampla", "PcD", "NEG", "Negros"), the pay and weekly hours after the
counts at times ("1.854,21 40h"; under a code column any text cells, "Ensino médio"), a name hyphenated
where the viewer broke its line ("Tra- balho"), a footnote mark on a count ("1*"), zeros as "0" or "–".
The reading is proven when the total and the ampla concorrência are both columns, or by a TOTAL row.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

HEAD = (
    "PREFEITURA MUNICIPAL DE VILA SERENA\nCONCURSO PÚBLICO EDITAL Nº 01/2024\n"
    "1.2. As vagas reservadas às pessoas com deficiência e aos candidatos negros observam a lei municipal.\n"
)
TAIL = (
    "\n* Vaga reservada em razão do acúmulo de reserva de certames anteriores.\n2. DAS INSCRIÇÕES\n"
    "2.1. As inscrições serão realizadas exclusivamente via internet.\n"
)
NAMES = [
    "Agente Administrativo",
    "Agente de Trânsito",
    "Guarda Civil Municipal",
    "Fiscal de Posturas",
    "Técnico em Segurança do Trabalho",
    "Analista em Gestão Pública – Administração",
    "Analista em Gestão Pública – Ciências Contábeis",
    "Engenheiro Civil",
    "Arquiteto",
    "Procurador Municipal",
    "Auxiliar de Serviços Gerais",
    "Motorista de Veículos Pesados",
    "Assistente Social",
    "Nutricionista",
    "Professor de Educação Infantil",
]
LABELS = {
    "total": ["VAGAS", "Total", "TOTAL"],
    "open": ["AC", "Ampla"],
    "pcd": ["PcD", "PCD"],
    "negros": ["NEG", "Negros"],
}
TEXTS = [("VENCIMENTO (R$)", "pay"), ("CH", "hours"), ("Escolaridade", "school")]


def _figures(rng: random.Random) -> dict[str, int]:
    total = rng.randint(1, 30)
    negros = total // 5 if total >= 3 else 0
    pcd = min(total - negros, total // 20 + (total >= 5) * rng.randint(0, 1))
    return {"total": total, "open": total - negros - pcd, "pcd": pcd, "negros": negros}


def _cut(name: str, rng: random.Random) -> str:
    """The name with one long word hyphenated where a viewer's line ended ("Tra- balho")."""
    words = name.split(" ")
    long = [i for i, w in enumerate(words) if len(w) >= 7 and w.isalpha()]
    if not long:
        return name
    at = rng.choice(long)
    split = rng.randint(3, len(words[at]) - 3)
    words[at] = f"{words[at][:split]}- {words[at][split:]}"
    return " ".join(words)


def _text_cell(kind: str, rng: random.Random) -> str:
    if kind == "pay":
        return f"{rng.randint(1, 12)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
    if kind == "hours":
        return rng.choice(["20h", "30h", "40h"])
    return rng.choice(["Ensino médio", "Superior completo", "Fundamental"])


def one_line_table(rng: random.Random) -> Case:
    """See the module docstring."""
    coded = rng.random() < 0.6
    counts = ["total", "open", "pcd", "negros"] if rng.random() < 0.7 else ["total", "pcd", "negros"]
    rng.shuffle(counts)
    if counts[0] != "total" and rng.random() < 0.5:
        counts.remove("total")
        counts.insert(0, "total")
    texts = [t for t in TEXTS if (coded or t[1] != "school") and rng.random() < 0.6]
    # "VAGAS" beside reserves with no AC column may be the ampla concorrência's, and before a reserve's label
    # it is that label's start ("VAGAS NEG"): only "Total" is the total there
    plain = "open" in counts and counts[0] == "total"
    labels = [rng.choice(LABELS[k]) if k != "total" or plain else rng.choice(["Total", "TOTAL"]) for k in counts]
    header = ["CÓD."] * coded + ["CARGO"] + labels + [label for label, _ in texts]
    if coded and rng.random() < 0.5 and any(kind == "hours" for _, kind in texts):
        header[-1] += " SEMANAL" if header[-1] == "CH" else ""
    dashes = rng.random() < 0.3
    summed = rng.random() < 0.7  # a TOTAL row: its sums prove the rows
    rows, entries, grand = [], [], dict.fromkeys(counts, 0)
    codes = iter(range(101, 200)) if rng.random() < 0.5 else iter(range(1, 99))
    width = 3 if rng.random() < 0.5 else 2
    names = rng.sample(NAMES, len(NAMES))
    for at, name in enumerate(names):
        if at >= 5 and (sum(len(r) for r in rows) > 320 and rng.random() < 0.4 or at >= 12):
            break  # a line longer than any printed line (`one_line.LONG`): the class
        figures = _figures(rng)
        cells = ["–" if dashes and figures[k] == 0 else str(figures[k]) for k in counts]
        if rng.random() < 0.1 and figures["negros"]:
            cells[counts.index("negros")] += "*"
        code = [f"{next(codes):0{width}d}"] * coded
        printed = _cut(name, rng) if rng.random() < 0.3 else name
        rows.append(" ".join([*code, printed, *cells, *(_text_cell(kind, rng) for _, kind in texts)]))
        entries.append(Entry(name, figures["total"], figures["negros"], proven="open" in counts or summed))
        for k in counts:
            grand[k] += figures[k]
    total = "TOTAL " + " ".join(str(grand[k]) for k in counts)
    lead = "Os cargos, o vencimento e a carga horária são os do quadro abaixo: " if rng.random() < 0.3 else ""
    line = lead + " ".join(header) + " " + " ".join(rows)
    line += "" if not summed else (" " + total) if rng.random() < 0.5 else ("\n" + total)
    title = "QUADRO I – CARGOS, VAGAS, VENCIMENTO E CARGA HORÁRIA\n"
    return Case(HEAD + title + line + TAIL, entries)
