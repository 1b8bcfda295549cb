"""A federal university's docente annex whose last column gives each row's vacancies by modalidade in
words, as pypdf gives the PDF (`tables/modalidade_words.py`), drawn at random with its right reading.

Drawn: the header's labels ("Área / Subárea", "Área de conhecimento", "Disciplina"; a "Titulação
exigida" column or none; "Nº de vagas", "Vagas"; "Modalidade da vaga" with the draw's date or not); the
code ("DOC-01" broken after its dash as a narrow cell breaks it, "01" alone, "P-01", none); the unit's
name on the row or wrapped onto lines of its own above it; the área, the titulação, the regime ("DE",
"20 horas", "40 horas"); a row's count (01 to 03, padded or not) and its modalidade cell: one label alone
(the whole count) or numbered parts parted by ";" (Ampla concorrência, Reservada – pessoas pretas e
pardas, – pessoas indígenas, – pessoas quilombolas, – pessoa com deficiência, with "–" or "-"); a TOTAL
line and a note after the rows, or a clause.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

UNITS = [
    "Instituto de Ciências Exatas",
    "Faculdade de Letras",
    "Faculdade de Educação",
    "Faculdade de Medicina",
    "Escola de Engenharia",
    "Instituto de Biologia",
    "Campus Avançado de Lagoa Funda",
    "Centro de Ciências Humanas",
]
AREAS = [
    "Matemática Aplicada / Análise Numérica",
    "Física da Matéria Condensada",
    "Ciência da Computação / Inteligência Artificial",
    "Linguística / Línguas Indígenas Brasileiras",
    "Literatura Portuguesa",
    "Educação do Campo / Educação Escolar Quilombola",
    "Didática e Estágio Supervisionado",
    "Clínica Médica / Cardiologia",
    "Saúde Coletiva / Epidemiologia",
    "Engenharia Civil / Geotecnia",
    "Engenharia Elétrica / Sistemas de Potência",
    "Agronomia / Fitotecnia",
    "Zootecnia / Nutrição de Ruminantes",
    "História do Brasil Republicano",
    "Ecologia de Populações",
    "Química Orgânica",
]
DEGREES = [
    "Doutorado em Matemática ou áreas afins",
    "Doutorado em Física",
    "Mestrado em Educação",
    "Graduação em Medicina e Residência em Cardiologia; Mestrado",
    "Doutorado em Engenharia Civil",
    "Especialização em Saúde Coletiva",
]
ROLE_WORDS = {
    "open": ["Ampla concorrência"],
    "pp": ["Reservada {d} pessoas pretas e pardas"],
    "pi": ["Reservada {d} pessoas indígenas"],
    "pq": ["Reservada {d} pessoas quilombolas"],
    "pcd": ["Reservada {d} pessoa com deficiência", "Reservada {d} pessoas com deficiência"],
}


def _cell(counts: dict[str, int], dash: str, rng: random.Random) -> str:
    given = [(role, n) for role, n in counts.items() if n]
    words = {role: rng.choice(ROLE_WORDS[role]).format(d=dash) for role, _ in given}
    if len(given) == 1 and rng.random() < 0.7:
        return words[given[0][0]]
    return "; ".join(f"{n} {words[role]}" for role, n in given)


def modalidade_words(rng: random.Random) -> Case:
    degree = rng.random() < 0.7
    name_label = rng.choice(["Área / Subárea", "Área de conhecimento", "Disciplina", "Área"])
    count_label = rng.choice(["Nº de vagas", "Vagas", "Número de vagas"])
    modal_label = rng.choice(["Modalidade da vaga (sorteio de 14/10/2025)", "Modalidade da vaga", "Modalidade"])
    header = " ".join(
        ["Código", "Unidade Acadêmica", name_label, *(["Titulação exigida"] if degree else []), "Regime de trabalho"]
        + [count_label, modal_label]
    )
    code = rng.choice(["broken", "plain", "letters", "none"])
    dash = rng.choice(["–", "-"])
    areas = rng.sample(AREAS, rng.randint(3, 12))
    body = [
        "UNIVERSIDADE FEDERAL DO VALE DO RIO VERDE",
        "EDITAL Nº 112/2025 – PROGEP",
        "2.1. Em cumprimento à Lei nº 15.142/2025, 30% das vagas são reservadas às pessoas pretas e pardas,",
        "indígenas e quilombolas, e as áreas em que recaem as vagas reservadas foram definidas por sorteio.",
        "ANEXO I – QUADRO DE VAGAS",
        header,
    ]
    entries, total = [], 0
    for n, area in enumerate(areas, start=1):
        count = rng.choice([1, 1, 1, 2, 2, 3])
        roles = ["open", "pp", "pi", "pq", "pcd"]
        counts = dict.fromkeys(roles, 0)
        for _ in range(count):
            counts[rng.choice(["open", "open", "open", "pp", "pi", "pq", "pcd"])] += 1
        unit = rng.choice(UNITS)
        regime = rng.choice(["DE", "DE", "20 horas", "40 horas"])
        cells = [area, *([rng.choice(DEGREES)] if degree else []), regime]
        shown = f"{count:02d}" if rng.random() < 0.6 else str(count)
        tail = " ".join([*cells, shown, _cell(counts, dash, rng)])
        above: list[str] = []
        start = {"broken": f"{n:02d} ", "plain": f"{n:02d} ", "letters": f"P-{n:02d} ", "none": ""}[code]
        if code == "broken":
            above.append("DOC-")
        if rng.random() < 0.2:
            above.append(unit)  # the unit's name wrapped onto a line of its own
            body += [*above, start.strip() or unit, tail] if code != "none" else [*above, tail]
        else:
            body += [*above, f"{start}{unit} {tail}"]
        entries.append(Entry(area, count, counts["pp"] + counts["pi"] + counts["pq"]))
        total += count
    if rng.random() < 0.6:
        body.append(f"TOTAL {total}")
    body += [
        "DE = Dedicação Exclusiva. As vagas reservadas não preenchidas serão destinadas à ampla concorrência.",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(body), entries)
