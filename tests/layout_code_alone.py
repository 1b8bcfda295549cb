"""A coded quadro whose long names wrap, as pypdf gives a PDF table whose cells are centred on their row:
the code alone on a line, the name's lines, then the counts with the cells after them; drawn at random
with its right reading: the class of `tables/code_alone.py`.

- `code_alone(rng)`: a header "Cód. Cargo Vagas Vagas PcD Vagas Negros Carga Horária Semanal Vencimento
  R$ Requisitos"; rows with consecutive codes (three digits, zero-padded, or "101" on), a row on one line
  ("006 Ajudante Geral 15 1 3 30h 9.512,31 Alfabetizado") or, for a name wider than the table's name column
  (a width drawn per table), "003" / the name's lines / "3 - 1 30h 2.164,16 Ensino Médio completo …";
  cadastro rows ("CR - -"), "-" for no vacancy; the table broken over pages at times, the running head glued
  to its page number and the header again.
- `name_head(rng)`: the same quadro with the name's first words beside the code ("302 Auxiliar de Serviços" /
  "Gerais" / "2 40 horas 2.145,92 Ensino fundamental incompleto", FEPESE's Word table through LibreOffice),
  under that header or one "Vagas" column with its labels a word a line ("Código Cargo Vagas Carga" /
  "horária" / "semanal" / …); codes in groups (101…, 201…), the requisitos wrapped onto a line below a row
  at times (under the one "Vagas" column).
"""

from __future__ import annotations

import random

from layout_prose import Case, Entry

NAMES = [
    "Agente de Organização Escolar",
    "Agente Comunitário de Saúde – UBS Jardim Primavera",
    "Agente Comunitário de Saúde – UBS Vila Esperança",
    "Agente de Controle de Vetores",
    "Ajudante Geral",
    "Assistente Social",
    "Atendente de Educação Infantil",
    "Auxiliar de Consultório Dentário",
    "Cuidador de Aluno com Deficiência",
    "Dentista – Clínico Geral",
    "Eletricista de Manutenção",
    "Encanador",
    "Motorista de Ambulância",
    "Operador de Pá Carregadeira",
    "PEB I – Educação Infantil",
    "PEB II – Educação Especial",
    "Professor de Educação Básica II – Língua Portuguesa",
    "Técnico em Farmácia",
    "Tratorista",
]
REQUISITOS = ["Ensino Médio completo", "Alfabetizado", "Ensino Fundamental incompleto", "Superior em Serviço Social"]
HEADER = "Cód. Cargo Vagas Vagas PcD Vagas Negros Carga Horária Semanal Vencimento R$ Requisitos"
HEAD = "PREFEITURA DO MUNICÍPIO DE ITAPIRA DO CAMPO – CONCURSO PÚBLICO Nº 01/2025"


def _wrapped(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def code_alone(rng: random.Random) -> Case:
    """See the module's docstring."""
    width = rng.randint(16, 34)
    first = rng.choice([1, 101])
    names = rng.sample(NAMES, rng.randint(4, 12))
    pages = 1
    lines = [HEAD, "Página 1 de 3Avança SP Concursos", "1.3 Quadro de cargos:", HEADER]
    entries = []
    for n, name in enumerate(names):
        if n and rng.random() < 0.08:
            pages += 1
            lines += [HEAD, f"Página {pages} de 3Avança SP Concursos", HEADER]
        code = f"{first + n:03d}"
        if rng.random() < 0.12:
            counts = "CR - -"
        else:
            total = rng.randint(1, 20)
            negros = total // 5 if total >= 3 else 0
            pcd = 1 if total >= 5 else 0
            entries.append(Entry(name, total, negros))
            counts = " ".join(str(v) if v else "-" for v in (total, pcd, negros))
        rest = f"{counts} {rng.choice(['20h', '30h', '40h'])} {rng.randint(1, 9)}.{rng.randint(0, 999):03d},00 "
        rest += rng.choice(REQUISITOS)
        pieces = _wrapped(name, width)
        lines += [f"{code} {name} {rest}"] if len(pieces) == 1 else [code, *pieces, rest]
    lines += [
        "CR: cadastro reserva. Os vencimentos têm como referência o mês de janeiro de 2025.",
        HEAD,
        f"Página {pages + 1} de 3Avança SP Concursos",
        "2. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)


SINGLE_HEADER = ["Código Cargo Vagas Carga", "horária", "semanal", "Vencimento", "(R$)", "Habilitação mínima exigida"]
TAILS = ["e registro no conselho", "ou equivalente", 'categoria "D"', "na área"]


def _counts(rng: random.Random, single: bool, name: str, entries: list[Entry]) -> str:
    """The row's count cells ("CR" at times), its entry kept."""
    if rng.random() < 0.12:
        return "CR" if single else "CR - -"
    total = rng.randint(1, 20)
    negros = total // 5 if total >= 3 else 0
    pcd = 1 if total >= 5 else 0
    entries.append(Entry(name, total, None if single else negros))
    return str(total) if single else " ".join(str(v) if v else "-" for v in (total, pcd, negros))


def name_head(rng: random.Random) -> Case:
    """See the module's docstring."""
    width = rng.randint(16, 34)
    single = rng.random() < 0.5
    header = SINGLE_HEADER if single else [HEADER]
    groups = [rng.randint(1, 4) for _ in range(rng.randint(1, 3))]
    groups[0] = max(groups[0], 2)  # a table of one row: nothing around its code proves it
    names = rng.sample(NAMES, sum(groups))
    pages = 1
    lines = [HEAD, "Página 1 de 3FEPESE", "2.1 Os cargos são os do quadro a seguir:", *header]
    entries: list[Entry] = []
    k = 0
    for g, size in enumerate(groups):
        for n in range(size):
            if k and rng.random() < 0.08:
                pages += 1
                lines += [f"FEPESE – Página {pages} de 14", HEAD, *header]
            name = names[k]
            k += 1
            code = f"{(g + 1) * 100 + n + 1}"
            rest = f"{_counts(rng, single, name, entries)} {rng.choice(['20 horas', '30 horas', '40h'])} "
            rest += f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d} {rng.choice(REQUISITOS)}"
            pieces = _wrapped(name, width)
            lines += [f"{code} {name} {rest}"] if len(pieces) == 1 else [f"{code} {pieces[0]}", *pieces[1:], rest]
            if single and rng.random() < 0.3:  # FEPESE's requisitos wrapped below the row
                lines.append(rng.choice(TAILS))
    lines += [
        "2.1.1 CR: cadastro reserva. Os candidatos classificados para cargos sem vagas imediatas integrarão o",
        "cadastro reserva.",
        f"FEPESE – Página {pages + 1} de 14",
        "3. DAS INSCRIÇÕES",
    ]
    return Case("\n".join(lines), entries)
