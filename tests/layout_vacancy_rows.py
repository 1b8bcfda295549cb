"""A docente edital's quadro of one row per vacancy, its modalidade a label (the draw of Lei 15.142), laid
out by spaces as `pdftotext -layout` prints it, drawn at random with its right reading: the class of
`tables/vacancy_rows.py`.

`vacancy_rows(rng)`: columns Item, Campus, Área / Subárea (or "Cargo", "Disciplina"), Classe /
Denominação, Regime at times, then "Vagas" and "Modalidade de concorrência" (its label on one line or two,
the last columns in either order at times); each row one vacancy ("1"), its label AC, PPP, PI, PQ, PcD or
PN; an área offered two or three times (its rows together or apart); a name wrapped onto the next line
under its column at times; a page's footer and the next page's blank lines amid the rows at times; the
legend under the table, a summary in prose and a pay table after. The right reading: each área once,
its vacancies its rows' count, its reserve for negros its PPP, PI, PQ and PN rows.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

AREAS = [
    "Medicina Veterinária / Clínica de Grandes Animais",
    "Zootecnia / Nutrição de Ruminantes",
    "Letras / Língua Inglesa",
    "Matemática / Análise",
    "Química / Química Orgânica",
    "Pedagogia / Educação Infantil",
    "Educação do Campo / Ciências da Natureza",
    "Ciências Sociais / Antropologia",
    "Medicina / Saúde Coletiva",
    "Geografia / Geografia Física",
    "História / História do Brasil",
    "Engenharia Civil / Estruturas de Concreto",
    "Direito / Direito Constitucional",
    "Física / Física Experimental",
]
CAMPI = ["Araguaína", "Tocantinópolis", "Palmas", "Porto Nacional"]
CLASSES = [("A / Adjunto", "DE"), ("A / Assistente", "40h"), ("A / Auxiliar", "20h")]
RESERVED = {"PPP": True, "PI": True, "PQ": True, "PN": True, "PcD": False}
LEGEND = (
    " Legenda: AC – Ampla Concorrência; PPP – vaga reservada a pessoas pretas e pardas; PI – vaga reservada a "
    "pessoas\n indígenas; PQ – vaga reservada a pessoas quilombolas; PN – vaga reservada a pessoas negras; PcD – "
    "vaga reservada a\n pessoas com deficiência; DE – Dedicação Exclusiva.\n"
)


def _wrap(name: str, width: int) -> list[str]:
    words, out = name.split(), [""]
    for word in words:
        if out[-1] and len(out[-1]) + 1 + len(word) > width:
            out.append(word)
        else:
            out[-1] = (out[-1] + " " + word).strip()
    return out


def vacancy_rows(rng: random.Random) -> Case:
    areas = rng.sample(AREAS, rng.randint(3, 9))
    rows: list[tuple[str, str]] = []
    for area in areas:
        for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
            rows.append((area, rng.choice(["AC", "AC", "AC", "PPP", "PPP", "PI", "PQ", "PcD", "PN"])))
    if rng.random() < 0.5:
        rng.shuffle(rows)
    name_label = rng.choice(["Área / Subárea", "Cargo / Área", "Disciplina", "Área de conhecimento"])
    regime = rng.random() < 0.6
    kind_first = rng.random() < 0.25  # "Modalidade" before "Vagas"
    width = rng.choice([40, 48, 60])  # the name column's width: narrow ones wrap names
    item_w, campus_w, class_w, regime_w, count_w = 7, 18, 16, 9, 8
    name_start = 1 + item_w + campus_w
    kind_label = ("Modalidade de", "concorrência") if rng.random() < 0.6 else ("Modalidade", "")
    last = [("Vagas", ""), kind_label] if not kind_first else [kind_label, ("Vagas", "")]

    def laid(cells: list[str], widths: list[int]) -> str:
        return " " + "".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()

    widths = [item_w, campus_w, width + 2, class_w] + ([regime_w] if regime else []) + [count_w, 16]
    if kind_first:
        widths[-2], widths[-1] = 16, count_w
    top = ["Item", "Campus", name_label, "Classe /"] + (["Regime"] if regime else []) + [a for a, _ in last]
    low = ["", "", "", "Denominação"] + ([""] if regime else []) + [b for _, b in last]
    out = [laid(top, widths)]
    if any(low):
        out.append(laid(low, widths))
    entries: dict[str, list[int]] = {}
    for n, (area, label) in enumerate(rows, 1):
        klass, hours = rng.choice(CLASSES)
        pieces = _wrap(area, width)
        tail = [klass] + ([hours] if regime else []) + (["1", label] if not kind_first else [label, "1"])
        out.append(laid([f"{n:02d}", rng.choice(CAMPI), pieces[0], *tail], widths))
        for piece in pieces[1:]:
            out.append(" " * name_start + piece)
        if n == len(rows) // 2 and rng.random() < 0.4:
            out += ["", f" COPESE/UFNT – Edital nº 09/2025{' ' * 60}Página 2 de 27", "", ""]
        got = entries.setdefault(area, [0, 0])
        got[0] += 1
        got[1] += RESERVED.get(label, False)
    text = (
        "UNIVERSIDADE FEDERAL DO NORTE DO TOCANTINS – UFNT\nEDITAL Nº 09/2025 – PROGEDEP/UFNT\n\n"
        "O REITOR, considerando a Lei nº 12.772/2012 e a Lei nº 15.142/2025, torna pública a abertura de inscrições\n"
        "para o Concurso Público de Provas e Títulos para Professor do Magistério Superior.\n\n"
        "1.1. A modalidade de concorrência de cada vaga foi definida em sorteio público, conforme o Quadro 1.\n\n"
        "QUADRO 1 – DISTRIBUIÇÃO DAS VAGAS\n" + "\n".join(out) + "\n" + LEGEND + "\n"
        f"1.3. Resumo: {len(rows)} vagas, das quais {sum(v[1] for v in entries.values())} reservadas.\n\n"
        "2. DA REMUNERAÇÃO\n Classe / Denominação      Regime    Vencimento Básico    Total\n"
        " A / Adjunto (doutor)      DE        R$ 6.356,02          R$ 13.473,81\n"
        " A / Auxiliar              20h       R$ 2.224,61          R$ 2.490,35\n"
    )
    return Case(text, [Entry(area, v[0], v[1]) for area, v in entries.items()])
