"""A quadro copied from Adobe Reader, each header cell on a line of its own, long names wrapped and the place
on the counts' line, drawn at random with its right reading: the class of `tables/name_opening.py`
(Cesgranrio's quadros by emprego/ênfase and polo de trabalho).

`adobe_copy(rng)`: the header a cell a line ("Emprego/Ênfase", "Polo de" / "Trabalho", "Vagas" / "Ampla" /
"Concorrência", …, at times "Cadastro" / "de Reserva"); three to nine rows, each an emprego's ênfase (every
name opening with the same words, "Profissional de Nível …"), printed whole beside its place and counts or
wrapped over two or three lines with the place and counts on the last; zero as "-"; a Total row, and at
times the page's foot under it ("EBTE – PSP-RH 1/2014 3"). Each row is an entry (its total and reserve for
negros, proven by its arithmetic), named by its ênfase.
"""

from __future__ import annotations

import random

from layout_places import Case, Entry

PREFIXES = ["Profissional de Nível Superior Júnior", "Profissional de Nível Médio Júnior"]
SPECIALTIES = [
    "Administração",
    "Engenharia Elétrica",
    "Engenharia de Telecomunicações",
    "Análise de Sistemas (Infraestrutura)",
    "Contabilidade",
    "Técnico de Manutenção Eletroeletrônica",
    "Técnico de Manutenção Mecânica",
    "Técnico de Operação",
    "Técnico de Segurança do Trabalho",
    "Engenharia Civil",
    "Comunicação Social",
]
PLACES = ["Rio de Janeiro/RJ", "Recife/PE", "Brasília/DF", "Campina Grande/PB", "Fortaleza/CE", "Salvador/BA"]
HEAD = (
    "EMPRESA BRASILEIRA DE TRANSMISSÃO ELÉTRICA S.A. – EBTE\nPROCESSO SELETIVO PÚBLICO\n"
    "EDITAL Nº 1 – EBTE/PSP-RH 1/2014, DE 19 DE DEZEMBRO DE 2014\n"
    "1 DAS DISPOSIÇÕES PRELIMINARES\n1.1 O Processo Seletivo destina-se às vagas do Quadro I, por polo de trabalho.\n"
    "QUADRO I – EMPREGOS, POLOS DE TRABALHO E VAGAS\n"
)
TAIL = "1.3 Remuneração mínima e regime de trabalho\n2 DAS PROVAS\n2.1 As provas serão realizadas em 01/03/2015.\n"


def _cell(value: int) -> str:
    return str(value) if value else "-"


def adobe_copy(rng: random.Random) -> Case:
    cr = rng.random() < 0.6
    header = ["Emprego/Ênfase", "Polo de", "Trabalho", "Vagas", "Ampla", "Concorrência", "Vagas", "PcD", "Vagas"]
    header += ["Negros", "Total de", "Vagas", *(["Cadastro", "de Reserva"] if cr else [])]
    specialties = rng.sample(SPECIALTIES, rng.randint(3, min(9, len(SPECIALTIES))))
    lines, entries, sums = list(header), [], [0, 0, 0, 0, 0]
    for n, specialty in enumerate(specialties):
        name = f"{rng.choice(PREFIXES)} – Ênfase {n + 1}: {specialty}"
        open_, pcd, negros = rng.randint(1, 6), rng.randint(0, 1), rng.randint(0, 2)
        figures = [open_, pcd, negros, open_ + pcd + negros, 10 * rng.randint(1, 6)]
        sums = [a + b for a, b in zip(sums, figures, strict=True)]
        cells = " ".join(_cell(v) for v in figures[: 5 if cr else 4])
        words = name.split(" ")
        tail = f"{rng.choice(PLACES)} {cells}"
        if rng.random() < 0.5:
            lines.append(f"{name} {tail}")
        else:
            cut = rng.randint(len(words) - 3, len(words) - 1)  # the first line holds the prefix whole
            pieces = [" ".join(words[:cut]), " ".join(words[cut:])]
            if len(words) - cut >= 2 and rng.random() < 0.3:
                pieces = [pieces[0], words[cut], " ".join(words[cut + 1 :])]
            lines += [*pieces, tail] if rng.random() < 0.6 else [*pieces[:-1], f"{pieces[-1]} {tail}"]
        entries.append(Entry(f"Ênfase {n + 1}: {specialty}", figures[3], negros))
    lines.append("Total " + " ".join(str(v) for v in sums[: 5 if cr else 4]))
    if rng.random() < 0.5:
        lines.append("EBTE – PSP-RH 1/2014 3")
    return Case(HEAD + "\n".join(lines) + "\n" + TAIL, entries)
