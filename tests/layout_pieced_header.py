"""A quadro de vagas as pypdf gives it from a LibreOffice or Chromium PDF, its header in pieces (a cell's
words a line, a cell's last line glued to the next cell's first, a long word cut inside), drawn at random
with its right reading: the class of `tables/pieced_header.py`.

`labelled(rng)`: a "Código de opção" column at times, the emprego or cargo (a place in brackets at times),
"Vagas imediatas" over AC, PcD, then Negros or Lei 15.142's groups (pretos e pardos, indígenas,
quilombolas), Total, and a "Cadastro reserva" column of "Sim" / "CR" at times; rows of CR only, headings
by level, names wrapped with their counts on the last line, a TOTAL row. `places(rng)`: the disciplinas
by place ("Vagas por CRE" over the places), "Total de vagas", then "Das quais reservadas" PcD and Negros
counted within the total. The right reading: each row once, its total, its negros (the groups' sum).
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

CARGOS = [
    "Agente Fiscal Nutricionista",
    "Assistente Administrativo",
    "Analista de Tecnologia da Informação",
    "Técnico em Contabilidade",
    "Advogado Trabalhista",
    "Engenheiro Agrônomo",
    "Auxiliar de Serviços Gerais",
    "Psicólogo Organizacional",
]
PLACES = ["Sede/Cuiabá", "Porto Velho", "Rondonópolis", "Sinop", "Ji-Paraná", "Cáceres"]
DISCIPLINAS = [
    "Língua Portuguesa",
    "Matemática",
    "Biologia",
    "Física",
    "Química",
    "História",
    "Geografia",
    "Língua Inglesa",
    "Educação Física",
    "Pedagogia (Anos Iniciais)",
]
REGIONS = ["Ariquemes", "Cacoal", "Guajará- Mirim", "Jaru", "Ji-Paraná", "Porto Velho", "Rolim de Moura", "Vilhena"]
NAME_LABELS = ["Emprego (localidade de lotação)", "Cargo", "Cargo / Localidade", "Emprego"]
GROUPS = ["Pretos e pardos", "Indígenas", "Quilombolas"]


def _cut(label: str, rng: random.Random) -> list[str]:
    """A label's lines as a narrow cell wraps it: its words a line or two, a long word cut inside at times."""
    words, lines = label.split(), []
    for word in words:
        if len(word) >= 9 and rng.random() < 0.4:
            at = rng.randint(5, len(word) - 2)
            pieces = [word[:at], word[at:]]
        else:
            pieces = [word]
        for k, piece in enumerate(pieces):
            if lines and k == 0 and rng.random() < 0.5:
                lines[-1] += " " + piece
            else:
                lines.append(piece)
    return lines


def _printed(cells: list[list[str]], rng: random.Random) -> list[str]:
    """The header's cells' lines as pypdf prints them: each cell's lines in turn, a cell's last line and the
    next cell's first on one line, with a space or glued (a label in capitals after a lower-case word)."""
    out: list[str] = []
    for cell in cells:
        if out and out[-1][-3:].isalpha() and out[-1][-3:].islower() and cell[0][:1].isupper() and rng.random() < 0.3:
            out[-1] += cell[0]
            out += cell[1:]
        elif out and rng.random() < 0.5:
            out[-1] += " " + cell[0]
            out += cell[1:]
        else:
            out += cell
    return out


def _count(value: int) -> str:
    return str(value) if value else "–"


def _wrapped(name: str, rng: random.Random) -> tuple[list[str], str]:
    """A name's lines above its counts' line (wrapped after a joining word at times) and its last part."""
    words = name.split()
    joins = [k for k in range(1, len(words) - 1) if words[k].lower() in ("de", "em", "da", "–")]
    if joins and rng.random() < 0.4:
        k = rng.choice(joins) + 1
        return [" ".join(words[:k])], " ".join(words[k:])
    return [], name


def labelled(rng: random.Random) -> Case:
    groups = rng.random() < 0.5
    roles = ["AC", "PcD", *(GROUPS if groups else ["Negros"]), "Total"]
    code, tail = rng.random() < 0.6, rng.random() < 0.5
    cells = [_cut("Código de opção", rng)] if code else []
    cells.append(_cut(rng.choice(NAME_LABELS), rng))
    if rng.random() < 0.6:
        cells.append(_cut("Vagas imediatas", rng))
    if tail:
        cells.append(_cut("Cadastro reserva", rng))
    cells += [_cut(label, rng) for label in roles]
    lines = ["CONSELHO REGIONAL – EDITAL Nº 1/2026", "ANEXO I – QUADRO DE VAGAS POR LOCALIDADE", *_printed(cells, rng)]
    names = rng.sample([f"{c} ({p})" for c in CARGOS for p in PLACES], rng.randint(3, 9))
    entries, sums = [], [0] * len(roles)
    headings = rng.random() < 0.4
    for k, name in enumerate(names):
        if headings and k in (0, len(names) // 2 + 1):
            lines.append("NÍVEL SUPERIOR" if k == 0 else "NÍVEL MÉDIO")
        counts = [0] * (len(roles) - 1) if rng.random() < 0.15 else _counts(len(roles) - 1, groups, rng)
        row = [*counts, sum(counts)]
        sums = [a + b for a, b in zip(sums, row, strict=True)]
        above, last = _wrapped(name, rng)
        prefix = f"{100 + k + 1} " if code else ""
        lines += [prefix + above[0], last] if above else [prefix + last]
        cells_text = " ".join(_count(v) for v in row)
        mark = (" Sim" if row[-1] else " CR") if tail else ""
        lines[-1] += " " + cells_text + mark
        if row[-1]:
            entries.append(Entry(name, row[-1], sum(counts[2:])))
    lines.append("TOTAL " + " ".join(str(v) for v in sums))
    lines += ["CR = cadastro reserva.", "ANEXO II – DESCRIÇÃO DOS EMPREGOS", "Atribuições conforme a lei."]
    return Case("\n".join(_prose(rng) + lines) + "\n", entries)


def _counts(parts: int, groups: bool, rng: random.Random) -> list[int]:
    total = rng.randint(1, 12)
    pcd = total // 10 if rng.random() < 0.7 else 0
    negros = round(total * 0.25) if total >= 3 else 0
    split = [negros, 0, 0] if groups else [negros]
    if groups and negros >= 2 and rng.random() < 0.5:
        split = [negros - 1, 1, 0] if rng.random() < 0.5 else [negros - 1, 0, 1]
    return [total - pcd - negros, pcd, *split][:parts]


def places(rng: random.Random) -> Case:
    regions = rng.sample(REGIONS, rng.randint(3, 8))
    regions = [r for r in REGIONS if r in regions]
    cells = [_cut("Cargo/Disciplina", rng) + [f"Vagas por {rng.choice(['CRE', 'Regional', 'Polo'])}"]]
    top = [["Total de", "vagas"], ["Das quais reservadas"]]
    lines = ["ANEXO I – QUADRO DE VAGAS POR COORDENADORIA REGIONAL DE EDUCAÇÃO (CRE)", *cells[0]]
    lines += [line for cell in top for line in cell]
    lines.append(" ".join([*regions, "PcD (10%)", "Negros (20%)"]))
    entries, sums = [], [0] * (len(regions) + 3)
    for name in rng.sample(DISCIPLINAS, rng.randint(3, 10)):
        name = f"Professor Classe C – {name}"
        if rng.random() < 0.1:
            row, shown = [0] * (len(regions) + 3), ["–"] * len(regions) + ["CR", "–", "–"]
        else:
            split = [rng.randint(0, 6) for _ in regions]
            split[rng.randrange(len(split))] += 1
            total = sum(split)
            row = [*split, total, total // 10, round(total * 0.2)]
            shown = [_count(v) for v in split] + [str(total), str(row[-2]), str(row[-1])]
            entries.append(Entry(name, total, row[-1]))
        sums = [a + b for a, b in zip(sums, row, strict=True)]
        above, last = _wrapped(name, rng)
        lines += [*above, last + " " + " ".join(shown)]
    lines.append(rng.choice(["TOTAL GERAL ", "TOTAL "]) + " ".join(str(v) for v in sums))
    lines += ["CR: cadastro reserva. As vagas reservadas incidem sobre o total do cargo.", "ANEXO II – MUNICÍPIOS"]
    return Case("\n".join(_prose(rng) + lines) + "\n", entries)


def _prose(rng: random.Random) -> list[str]:
    return [
        "EDITAL Nº 1/2026 – CONCURSO PÚBLICO",
        "1 DAS DISPOSIÇÕES PRELIMINARES",
        "1.1 O concurso destina-se ao provimento das vagas constantes do Anexo I deste Edital.",
        f"1.2 A taxa de inscrição é de R$ {rng.choice(['85,00', '120,00'])}.",
        "",
    ]
