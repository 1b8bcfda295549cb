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
REQUISITO_LABELS = ["HABILITAÇÃO MÍNIMA", "Escolaridade", "Requisitos", "ESCOLARIDADE MÍNIMA"]
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
    top = ["CARGO" if caps else "Cargo", rng.choice(REQUISITO_LABELS), "VAGAS" if caps else "Vagas", *texts]
    with_ac = rng.random() < 0.5
    negros = rng.choice(["Afrodescendentes", "Afrodes- cendentes", "Negros", "PN"])
    subs = ["Total", *(["AC"] if with_ac else []), "PcD", negros]
    glue = rng.choice(["glued", "space", "line"])

    def header() -> list[str]:
        lines = _lines(_cut_words(" ".join(top).split(), rng), rng)
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
            cells = ["CR", "-", "-"] if not with_ac else ["CR", "-", "-", "-"]
        else:
            total, ac, negro, pcd = _figures(rng, 1, 20)
            entries.append(Entry(name, total, negro))
            parts = [ac, pcd, negro] if with_ac else [pcd, negro]
            cells = [str(total), *(str(v) if v else zero for v in parts)]
        tail = [rng.choice(["40", "30", "20", "44"]), _pay(rng)]
        words = f"{name} {requisito}".split()
        row = _lines(words, rng)
        row[-1] += " " + " ".join(cells + tail)
        lines += row
    lines += [
        "CR: cadastro reserva – sem vagas imediatas.",
        "1.3 Das vagas reservadas: às pessoas com deficiência serão reservadas 5% (cinco por cento) das vagas.",
    ]
    return Case("\n".join(lines), entries)
