"""A quadro whose requisitos column stands between the name and a spanning "Vagas", as pypdf gives
LibreOffice's PDF of it, drawn at random with its right reading: the class of `tables/requisito_span.py`
(through `tables/span_last.py`).

- `requisito_span(rng)`: the top row's labels ("CARGO", "HABILITAÇÃO MÍNIMA" / "Escolaridade" / "Requisitos",
  "VAGAS", "CARGA HORÁRIA SEMANAL", "VENCIMENTO R$") broken over lines at random, long words cut at their
  cell's width ("HORÁRI" / "A"), then the labels under "VAGAS" glued to the last top word ("R$Total"), after
  a space or on their own line, "Afrodescendentes" maybe hyphenated in its cell ("Afrodes- cendentes"),
  with or without an AC column; each row's name and requisito words, then its counts, hours and pay, the
  words broken over lines at random (the counts always on the last), a requisito's number before the
  counts ("curso NR- 10"), a name with a level word after a joining word ("Professor de Ensino
  Fundamental"), cadastro rows ("CR - -"), a page break with the page's foot and head and the header
  again, the rest of a row's requisito printed under it in lower case.
- Selecon's shape of it: a requisitos label of two ("ESCOLARIDADE / PRÉ-REQUISITOS"), the pay before the
  hours ("VENCIMENTO (R$)" / "CARGA HORÁRIA SEMANAL"), the sub-labels with the total last and the negros'
  as an abbreviation a legend defines after the table ("AC PcD NI TOTAL"), hours as "40h" or "22h30" after
  the pay, and
  cadastro rows with "CR" in every count cell.
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry, _figures
from layout_span_last import _pay

NAMES = [
    "Agente de Combate às Endemias",
    "Agente de Defesa Civil",
    "Assistente Administrativo",
    "Assistente Social",
    "Auxiliar de Serviços Gerais",
    "Contador",
    "Eletricista",
    "Fonoaudiólogo",
    "Mecânico de Veículos Pesados",
    "Merendeira",
    "Motorista de Veículos Leves",
    "Odontólogo ESF",
    "Operador de Máquinas Rodoviárias",
    "Professor de Educação Física",
    "Professor de Ensino Fundamental",
    "Técnico de Enfermagem",
    "Vigia",
]
REQUISITOS = [
    "Ensino Médio completo",
    "Ensino Médio completo e CNH categoria B",
    "Ensino Fundamental incompleto (4ª série)",
    "Ensino Fundamental completo e curso NR- 10",
    "Curso superior de Serviço Social e registro no CRESS",
    "Curso Técnico de Enfermagem e registro no COREN",
    "Licenciatura em Pedagogia com habilitação em Séries Iniciais",
    "Graduação em Ciências Contábeis e registro no CRC",
    "Nível superior em Engenharia e registro no CREA",
]
REQUISITO_LABELS = [
    "HABILITAÇÃO MÍNIMA",
    "Escolaridade",
    "Requisitos",
    "ESCOLARIDADE MÍNIMA",
    "ESCOLARIDADE / PRÉ-REQUISITOS",
]
#: The legend of the abbreviations, printed after the table where the negros' label is one ("NI").
LEGEND = "AC – Ampla Concorrência / PcD – Pessoa com Deficiência / NI – Negros e Indígenas / CR – Cadastro de Reserva."
HEAD = ["ESTADO DE SANTA CATARINA", "PREFEITURA MUNICIPAL DE SÃO BENTO DA SERRA"]
#: A page's foot and the next page's running head, as pypdf prints them between two rows.
FURNITURE = ["Edital nº 001/2024 – Concurso Público – Página 1", *HEAD]


def _cut_words(words: list[str], rng: random.Random) -> list[str]:
    """Long words cut at a narrow cell's width, as LibreOffice breaks them ("HORÁRI" / "A")."""
    out = []
    for word in words:
        if len(word) >= 7 and word.isalpha() and rng.random() < 0.3:
            cut = rng.randint(len(word) - 2, len(word) - 1)
            out += [word[:cut], "\n" + word[cut:]]
        else:
            out.append(word)
    return out


def _lines(words: list[str], rng: random.Random) -> list[str]:
    """Words broken over lines of one to five words; a word opening with a line break starts a new line."""
    lines: list[list[str]] = [[]]
    for word in words:
        if word.startswith("\n"):
            lines.append([word[1:]])
        elif len(lines[-1]) >= rng.randint(1, 5):
            lines.append([word])
        else:
            lines[-1].append(word)
    return [" ".join(line) for line in lines if line]


def requisito_span(rng: random.Random) -> Case:
    """See the module's docstring."""
    caps = rng.random() < 0.5
    texts = ["CARGA HORÁRIA SEMANAL", "VENCIMENTO R$"] if caps else ["Carga Horária Semanal", "Vencimento R$"]
    pay_first = rng.random() < 0.4  # Selecon: "VENCIMENTO (R$)" before "CARGA HORÁRIA SEMANAL"
    if pay_first:
        texts = [texts[1].replace("R$", "(R$)"), texts[0]]
    top = ["CARGO" if caps else "Cargo", rng.choice(REQUISITO_LABELS), "VAGAS" if caps else "Vagas", *texts]
    with_ac = rng.random() < 0.5
    negros = rng.choice(["Afrodescendentes", "Afrodes- cendentes", "Negros", "PN", "NI"])
    total_last = pay_first and rng.random() < 0.7  # Selecon's, with "40h" after the pay (a bare "44" after
    # counts ending in the total would be read as them)
    total_label = "TOTAL" if caps and total_last else "Total"
    parts_labels = [*(["AC"] if with_ac else []), "PcD", negros]
    subs = [*parts_labels, total_label] if total_last else [total_label, *parts_labels]
    all_cr = rng.random() < 0.5  # a cadastro row's cells all "CR", or "CR - -"
    glue = rng.choice(["glued", "space", "line"])

    def header() -> list[str]:
        words = " ".join(top).split()
        # the last top word, the one the sub-labels may be glued to, printed whole ("SEMANALAC")
        lines = _lines([*_cut_words(words[:-1], rng), words[-1]], rng)
        if glue == "line":
            return [*lines, " ".join(subs)]
        lines[-1] += ("" if glue == "glued" else " ") + " ".join(subs)
        return lines

    lines = [
        *HEAD,
        "1.2 Os cargos, a habilitação, as vagas, a carga horária e o vencimento são os do quadro a seguir:",
        *header(),
    ]
    entries = []
    zero = rng.choice(["0", "-"])
    names = rng.sample(NAMES, rng.randint(3, 9))
    cut_row = None
    for n, name in enumerate(names):
        requisito = rng.choice(REQUISITOS)
        if n > 1 and cut_row is None and rng.random() < 0.25:
            lines += [*FURNITURE, *header()]
            if rng.random() < 0.5:  # the rest of the row above's requisito, cut by the break
                lines.append("habilitação em " + rng.choice(["Séries Iniciais", "Educação Infantil", "Libras"]))
            cut_row = n
        if rng.random() < 0.12:
            cells = ["CR"] * len(subs) if all_cr else ["CR", *["-"] * (len(subs) - 1)]
        else:
            total, ac, negro, pcd = _figures(rng, 1, 20)
            entries.append(Entry(name, total, negro))
            parts = [ac, pcd, negro] if with_ac else [pcd, negro]
            parts_cells = [str(v) if v else zero for v in parts]
            cells = [*parts_cells, str(total)] if total_last else [str(total), *parts_cells]
        # after the pay the hours carry their "h" (a bare "44" there would read as a count: not this class)
        hours = rng.choice(["40h", "30h", "22h30", "20h"] if pay_first else ["40", "30", "20", "44"])
        tail = [_pay(rng), hours] if pay_first else [hours, _pay(rng)]
        words = f"{name} {requisito}".split()
        row = _lines(words, rng)
        row[-1] += " " + " ".join(cells + tail)
        lines += row
    lines += [
        LEGEND if negros == "NI" else "CR: cadastro reserva – sem vagas imediatas.",
        "1.3 Das vagas reservadas: às pessoas com deficiência serão reservadas 5% (cinco por cento) das vagas.",
    ]
    return Case("\n".join(lines), entries)
