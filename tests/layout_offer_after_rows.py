"""A portal's edital selected from its article: a tab table of cargos and, right under its last row with no
blank line, a numbered item offering one more cargo in prose, drawn at random: the class of
`not_counts.sentence_after_rows` (its item number, numbers given in words and amounts in reais not cells)
and `prose_forms.CARGO_AFTER_OFFER` (one vaga, the passive singular, a clause before it).

`offer_after_rows(rng)` writes what a browser's selection of `article#edital` gives: the header a line, its
cells parted by tabs (Cargo, the counts in any order, Carga horária, Salário-base, Requisitos), level rows
("NÍVEL MÉDIO") at times, each row a line (counts zero-padded at times, the requisitos last), then "1.2 Além
das vagas da tabela do subitem 1.1, é oferecida 1 (uma) vaga para o cargo de X, de nível superior, …, com
jornada de 20 (vinte) horas semanais e salário-base de R$ 10.450,00, não havendo reserva imediata …." in one
of several forms.

The right reading: each row its total and its negros, the prose cargo its one (or two) vacancies and no
reserve; never the item's day, hours or pay read as a row's cells.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

HEAD = (
    "Prefeitura abre Concurso Público nº 01/2026; veja o edital na íntegra\n\n"
    "EDITAL DE ABERTURA DE INSCRIÇÕES – CONCURSO PÚBLICO Nº 01/2026\n"
    "O PREFEITO DO MUNICÍPIO DE SANTA ROSA DO OESTE torna pública a abertura de inscrições.\n\n"
    "1. DOS CARGOS\n1.1 Os cargos, as vagas e os requisitos são os constantes da tabela a seguir:\n\n"
)
TAIL = "\n\n2. DAS INSCRIÇÕES\n2.1 As inscrições serão realizadas exclusivamente pela internet.\n"
LEVELS = {
    "NÍVEL FUNDAMENTAL": ["Coveiro", "Merendeira", "Pedreiro", "Gari"],
    "NÍVEL MÉDIO": ["Oficial Administrativo", "Auxiliar de Desenvolvimento Infantil", "Guarda Civil Municipal"],
    "NÍVEL SUPERIOR": ["Fisioterapeuta", "Médico Plantonista", "Enfermeiro", "Nutricionista"],
}
LABELS = {"open": "Vagas ampla", "negros": "Vagas negros", "pcd": "Vagas PcD", "total": "Total de vagas"}
EXTRA = ["Procurador do Município", "Auditor Fiscal Tributário", "Engenheiro Agrônomo", "Contador"]
WORDS = {1: "uma", 2: "duas"}
OFFERS = [
    "{item} Além das vagas da tabela do subitem 1.1, é oferecida 1 (uma) vaga para o cargo de {name}, de nível "
    "superior, exigido bacharelado e inscrição no conselho, com jornada de 20 (vinte) horas semanais e salário-base "
    "de R$ 10.450,00, não havendo reserva imediata em razão do número de vagas.",
    "{item} Será oferecida 1 (uma) vaga para o cargo de {name}, com jornada de 30 (trinta) horas semanais e "
    "salário-base de R$ 8.120,00, não havendo reserva imediata em razão do número de vagas.",
    "{item} Fica criada 1 (uma) vaga para o cargo de {name}, de nível superior, com salário-base de R$ 7.300,00, "
    "não havendo reserva imediata para candidatos negros nem para pessoas com deficiência.",
]


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    date: str | None = None


def offer_after_rows(rng: random.Random) -> Case:
    roles = ["open", "negros", "pcd", "total"] if rng.random() < 0.6 else ["total", "open", "negros", "pcd"]
    padded = rng.random() < 0.6
    lines = ["\t".join(["Cargo", *(LABELS[r] for r in roles), "Carga horária", "Salário-base", "Requisitos"])]
    entries: list[Entry] = []
    headings = rng.random() < 0.6
    for level, names in LEVELS.items():
        if headings:
            lines.append(level)
        for name in rng.sample(names, rng.randint(1, len(names))):
            total = rng.randint(1, 20)
            negros = round(total * 0.2 + 0.01) if total >= 3 else 0
            pcd = 1 if total >= 5 else 0
            row = {"open": total - negros - pcd, "negros": negros, "pcd": pcd, "total": total}
            cells = [f"{row[r]:02d}" if padded else str(row[r]) for r in roles]
            hours = rng.choice(["40h", "44h", "30h", "12x36"])
            pay = f"R$ {rng.randint(1, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
            lines.append("\t".join([name, *cells, hours, pay, f"Ensino {level.split()[-1].lower()} completo"]))
            entries.append(Entry(name, total, negros))
    extra = rng.choice(EXTRA)
    lines.append(rng.choice(OFFERS).format(item=rng.choice(["1.2", "1.1.1", "1.2."]), name=extra))
    entries.append(Entry(extra, 1, 0))
    return Case(HEAD + "\n".join(lines) + TAIL, entries)
