"""A federal university's docente quadro whose reserve cells name their group in brackets ("1 (PPIQ)",
"1 (Indígena)", "1 (PcD)"), beside Decreto 9.739's limit of approved candidates, as pypdf gives the PDF
LibreOffice exports from the Word annex or Chromium prints from the HTML one (`tables/marked_reserve_cells.py`),
drawn at random with its right reading.

pypdf prints a row cell after cell and starts a line wherever the text's height changes: the cells that
fit on one line share the row's top line, a wrapped cell's later lines stand alone, and the next cell
after a wrapped one opens a new line ("01 Palmeiras (Sede) Instituto de Ciências" / "Exatas" / "Análise
Matemática e Equações" / "Diferenciais" / "Adjunto A DE Doutorado em Matemática 2 1 (PPIQ) – 9"); Chromium
centres its cells on the row's tallest, so that the short cells after a tall one share a line of their own
("04 Araguatins" / "Centro de" / "Ciências" / "Agrárias" / … / "Adjunto A DE" / "Doutorado em" / … /
"CR – – 5"); a header's labels wrap in their narrow cells, words cut inside ("Reserv" / "a PcD", "aprova"
/ "dos").

Drawn: LibreOffice's or Chromium's printing, the code ("01", "1", "DOC-01"), a campus and a unit column or not, the name's label, the columns
after the área (classe, regime, titulação: any of them, in any order), each cell's width, the vacancies'
label, the reserve columns (a racial one and a PcD one, a racial one alone, or one "Vaga reservada"
column for every group), the groups' labels (PPIQ, PPI, PP, Negros, Indígena, Quilombola, PcD), the
dash, the limit's column (three wordings, or none), "CR" rows, a page break inside the table (its number,
the running head, the header again or not), a TOTAL row (which proves the reading) or none (only where a
cell is marked: with neither, nothing shows the class), whether the
edital cites Lei 15.142 (a joint label without it is not proven), and the edital's other numbered
tables around the quadro (pay, the stages' weights, títulos' points, cronograma).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

CAMPI = ["Palmeiras (Sede)", "Araguatins", "Porto Nacional", "Gurupi", "Campus Avançado de Lagoa Funda", "Miracema"]
UNITS = [
    "Instituto de Ciências Exatas",
    "Faculdade de Medicina",
    "Centro de Ciências Agrárias",
    "Centro de Educação e Letras",
    "Centro de Tecnologia",
    "Faculdade de Direito",
    "Instituto de Biologia",
]
AREAS = [
    "Análise Matemática e Equações Diferenciais",
    "Física da Matéria Condensada",
    "Clínica Médica – Cardiologia",
    "Saúde Coletiva e Epidemiologia",
    "Direito Processual Civil",
    "Fitotecnia e Grandes Culturas",
    "Zootecnia – Nutrição de Ruminantes",
    "Língua Brasileira de Sinais (Libras)",
    "Ensino de História e Historiografia Indígena",
    "Linguística Aplicada ao Ensino de Língua Inglesa",
    "Engenharia de Software e Sistemas Distribuídos",
    "Eletrônica de Potência",
    "Estruturas de Concreto e Materiais",
    "Química Orgânica / Síntese",
    "Ecologia de Populações",
    "Literatura Portuguesa",
    "Educação do Campo",
]
CLASSES = ["Adjunto A", "Assistente A", "Auxiliar", "Professor Adjunto A", "Adjunto-A"]
REGIMES = ["DE", "DE", "20h", "40h", "20 horas"]
DEGREES = [
    "Doutorado em Matemática",
    "Doutorado em Física ou áreas afins",
    "Residência Médica em Cardiologia",
    "Mestrado em Educação, Letras ou Linguística",
    "Doutorado em Ciência da Computação ou áreas afins",
    "Graduação em Agronomia e Doutorado",
    "Especialização em Libras",
]
LIMITS = {0: 5, 1: 5, 2: 9, 3: 14, 4: 18, 5: 22}  # Decreto 9.739's Anexo II
LIMIT_LABELS = [
    "Máx. de aprovados (Dec. 9.739)",
    "Nº máximo de candidatos aprovados",
    "Limite de aprovados (Decreto nº 9.739/2019)",
]
RACIAL_LAW = ["PPIQ", "PPIQ", "PP", "Indígena", "Quilombola", "Negros"]
RACIAL_OLD = ["Negros", "PN", "PPI"]
RUNNING_HEAD = "UFVT – Edital nº 14/2026 – PROGEDEP – Magistério Superior"


def wrap(text: str, width: int) -> list[str]:
    """`text` wrapped at `width` characters as a narrow cell wraps it, a word longer than the cell cut."""
    out: list[str] = []
    line = ""
    for word in text.split():
        while len(word) > width:
            if line:
                out.append(line)
                line = ""
            out.append(word[:width])
            word = word[width:]
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*out, line] if line else out


def pypdf_row(cells: list[list[str]], rng: random.Random, middle: bool = False) -> list[str]:
    """A row's cells (each its lines) as pypdf prints them, cell after cell: a new line wherever the text's
    height changes. LibreOffice's cells print from the row's top; Chromium's (`middle`) are centred on
    the row's tallest, so a short cell stands at its middle height."""
    tallest = max(len(cell) for cell in cells)
    out: list[str] = []
    height = None  # the height of the last text printed
    for cell in cells:
        start = (tallest - len(cell)) / 2 if middle else 0
        for n, piece in enumerate(cell):
            if out and height == start + n:
                out[-1] += " " + piece
            else:
                out.append(piece)
            height = start + n
        if len(cell) > 1 and rng.random() < 0.5:
            out[-len(cell)] += " "  # the wrap's space pypdf keeps at a line's end
    return out


def _racial(law: bool, rng: random.Random) -> str:
    return rng.choice(RACIAL_LAW if law else RACIAL_OLD)


def marked_reserve_cells(rng: random.Random) -> Case:
    law = rng.random() < 0.8
    dash = rng.choice(["–", "–", "-", "—"])
    code_kind = rng.choice(["01", "1", "DOC-01"])
    campus, unit = rng.random() < 0.7, rng.random() < 0.7
    after = rng.sample(["classe", "regime", "titulacao"], rng.randint(1, 3))
    rng.shuffle(after)
    reserves = rng.choice(["racial_pcd", "racial_pcd", "racial", "one"])
    limit = rng.choice([*LIMIT_LABELS, None])
    labels: list[str] = [rng.choice(["Nº", "Código", "Item"])]
    labels += ["Campus"] if campus else []
    labels += ["Unidade Acadêmica"] if unit else []
    labels.append(rng.choice(["Área / Subárea", "Área de conhecimento", "Área"]))
    labels += [{"classe": "Classe", "regime": "Regime", "titulacao": "Titulação exigida"}[a] for a in after]
    labels.append(rng.choice(["Vagas", "Nº de vagas", "Total de vagas"]))
    racial_label = rng.choice(["Reserva PPIQ (Lei 15.142/2025)", "Reserva Lei 15.142", "Vagas reservadas PPIQ"])
    if not law:
        racial_label = rng.choice(["Reserva Negros (Lei 12.990/2014)", "Reserva para negros"])
    labels += {
        "racial_pcd": [racial_label, "Reserva PcD"],
        "racial": [racial_label],
        "one": ["Vaga reservada"],
    }[reserves]
    labels += [limit] if limit else []
    widths = [rng.randint(5, 14) for _ in labels]
    header_cells = [wrap(label, max(w, 3)) for label, w in zip(labels, widths, strict=True)]
    middle = rng.random() < 0.4  # HTML printed by Chromium, its cells centred; else LibreOffice's
    header = pypdf_row(header_cells, rng, middle)
    # the body's cells wrap at words: a column is at least as wide as its longest word
    body_widths = {key: rng.randint(16, 40) for key in ("campus", "unit", "area", "titulacao")}
    body_widths |= {"classe": 20, "regime": 10}

    areas = rng.sample(AREAS, rng.randint(3, 12))
    body = [
        RUNNING_HEAD,
        "MINISTÉRIO DA EDUCAÇÃO",
        "UNIVERSIDADE FEDERAL DO VALE DO TOCANTINS",
        "EDITAL Nº 14/2026 – PROGEDEP/UFVT",
        "CONCURSO PÚBLICO DE PROVAS E TÍTULOS PARA A CARREIRA DO MAGISTÉRIO SUPERIOR",
        "tendo em vista o disposto na Lei nº 8.112, de 11 de dezembro de 1990, no Decreto nº 9.739, de 28 de",
        "março de 2019"
        + (", na Lei nº 15.142, de 3 de junho de 2025," if law else ", na Lei nº 12.990, de 9 de junho de 2014,"),
        "torna pública a abertura de inscrições, conforme o Anexo I.",
        "2. DA REMUNERAÇÃO",
        "Classe/Nível Regime Titulação Vencimento",
        "Básico (R$)",
        "Total (R$)",
        f"Adjunto A / 1 DE Doutorado 5.130,45 {rng.randint(4000, 6000)},04 10.213,49",
        "Assistente A / 1 DE Mestrado 5.130,45 2.279,02 7.409,47",
        "5. DAS PROVAS",
        "Etapa Caráter Peso Nota mínima",
        f"Prova Escrita Eliminatório e classificatório {rng.randint(2, 4)} 7,0",
        f"Prova Didática Eliminatório e classificatório {rng.randint(2, 4)} 7,0",
        "Prova de Títulos Classificatório 2 –",
        "6.2 Em cumprimento ao art. 42 do Decreto nº 9.739/2019, o resultado será homologado respeitando o",
        "número máximo de candidatos aprovados indicado no Anexo I para cada área.",
        "Página 5 de 9",
        RUNNING_HEAD,
        "ANEXO I – QUADRO DE VAGAS POR CAMPUS E ÁREA",
        *header,
    ]
    entries: list[Entry] = []
    sums = [0, 0, 0]
    joint = False
    page_break = rng.randrange(2, len(areas) + 1) if rng.random() < 0.4 else None
    for n, area in enumerate(areas, start=1):
        if n == page_break:
            body += [f"Página {rng.randint(5, 7)} de 9", RUNNING_HEAD]
            body += header if rng.random() < 0.5 else []
        cr = rng.random() < 0.1
        count = 0 if cr else rng.choice([1, 1, 1, 2, 2, 3, 4])
        racial = pcd = 0
        group = _racial(law, rng)
        if count and rng.random() < 0.4:
            racial = 1
        if count - racial > 0 and rng.random() < 0.2:
            pcd = 1
        if reserves == "racial":
            pcd = 0
        if reserves == "one" and racial and pcd:  # one cell, one group
            racial, pcd = (0, pcd) if rng.random() < 0.5 else (racial, 0)
        cells_text = {
            "racial_pcd": [f"{racial} ({group})" if racial else dash, f"{pcd} (PcD)" if pcd else dash],
            "racial": [f"{racial} ({group})" if racial else dash],
            "one": [f"{racial} ({group})" if racial else f"{pcd} (PcD)" if pcd else dash],
        }[reserves]
        joint = joint or (racial > 0 and group in ("PPIQ", "PPI"))
        code = {"01": f"{n:02d}", "1": str(n), "DOC-01": f"DOC-{n:02d}"}[code_kind]
        values = {
            "classe": rng.choice(CLASSES),
            "regime": rng.choice(REGIMES),
            "titulacao": rng.choice(DEGREES),
        }
        cells = [[code]]
        cells += [wrap(rng.choice(CAMPI), body_widths["campus"])] if campus else []
        cells += [wrap(rng.choice(UNITS), body_widths["unit"])] if unit else []
        cells.append(wrap(area, body_widths["area"]))
        cells += [wrap(values[a], body_widths[a]) for a in after]
        counts = ["CR" if cr else str(count), *cells_text]
        counts += [str(LIMITS[count])] if limit else []
        cells += [[c] for c in counts]
        body += pypdf_row(cells, rng, middle)
        sums = [sums[0] + count, sums[1] + racial, sums[2] + pcd]
        if count:
            entries.append(Entry(area, count, racial, proven=False))
    # a quadro with no cell marked and no TOTAL row shows nothing of this class: it is printed with its TOTAL
    total = rng.random() < 0.7 or not (sums[1] or sums[2])
    if total:
        shown = {"racial_pcd": sums, "racial": sums[:2], "one": [sums[0], sums[1] + sums[2]]}[reserves]
        body.append("TOTAL " + " ".join(str(s) for s in shown) + (f" {dash}" if limit else ""))
    proven = total and not (joint and not law)
    for entry in entries:
        entry.proven = proven
    body += [
        "CR = cadastro reserva (não há vaga imediata). PPIQ = pretos, pardos, indígenas e quilombolas. DE = Dedicação"
        " Exclusiva.",
        "Página 6 de 9",
        RUNNING_HEAD,
        "ANEXO II – TABELA DE PONTUAÇÃO DA PROVA DE TÍTULOS",
        "Grupo Atividade/Título Pontos por",
        "unidade",
        "Pontuação",
        "máxima",
        f"Doutorado na área do concurso {rng.randint(15, 25)},0 20,0",
        "Mestrado (não cumulativo com doutorado na área) 8,0 8,0",
        "Docência em curso superior (por semestre) 2,0 20,0",
        "ANEXO III – CRONOGRAMA",
        "Etapa Data",
        "Inscrições 06/04/2026 a 06/05/2026",
        "Resultado final até 31/08/2026",
        "Página 7 de 9",
        RUNNING_HEAD,
    ]
    return Case("\n".join(body), entries)
