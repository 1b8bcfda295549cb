"""A portal's page turned into text by BeautifulSoup's `get_text()` with no separator, drawn at random with its
right reading: the class of `tables/glued_page.py` (set 19's t01).

`glued_page(rng)` writes the page as one line: site title, menu, breadcrumbs, the edital's clauses, then the quadro
with every cell glued to the next: the header's labels ("CargoEscolaridadeCarga horáriaVencimento (R$)TotalACPcD
Negros": escolaridade, hours and pay at times, PcD at times, the negros' as "Negros" or "PPP", the total first or
last), each row its name, escolaridade, hours ("40h"), pay ("2.612,40") and its counts as one run of digits, the
Total row at times ("TOTAL30622422602.2 Legenda": the next clause's number glued to it), then more clauses. At
times the header holds a column the reading does not know (a CR column): nothing may then be read wrong.

The right reading (`entries`): a row is read when exactly one split of its run into the count columns closes its
sums (the total the parts' sum; counts "0" or without a leading zero, up to three digits), or, where several do,
the Total row restates the columns' sums for one choice only among all rows' splits; never confirmed unless the
run has as many digits as columns. `noted`: a note says the cells are glued.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import product

from layout_places import Entry

NAMES = [
    "Agente Administrativo",
    "Agente Comunitário de Saúde",
    "Agente de Combate às Endemias",
    "Arquiteto",
    "Assistente Social",
    "Auxiliar de Serviços Gerais",
    "Contador",
    "Educador Social",
    "Enfermeiro",
    "Engenheiro Civil",
    "Farmacêutico",
    "Fisioterapeuta",
    "Guarda Civil Municipal",
    "Médico Pediatra",
    "Motorista de Veículos Pesados",
    "Nutricionista",
    "Professor de Educação Infantil",
    "Psicólogo",
    "Técnico em Enfermagem",
    "Vigia Patrimonial",
    "Fiscal de Tributos",
    "Odontólogo",
]
LEVELS = ["Fundamental", "Médio", "Superior", "Técnico"]
HEAD = (
    "Edital de Abertura nº 001/2026 – Concurso Público — Prefeitura de Santa RitaPrefeitura de Santa RitaInícioConcursos"
    " e SeleçõesTransparênciaFale ConoscoVocê está aqui: Início › Concursos e Seleções › Concurso Público 2026Publicado"
    " em 20/04/2026 10h12ESTADO DE GOIÁSPREFEITURA MUNICIPAL DE SANTA RITAEDITAL DE ABERTURA Nº 001/2026CONCURSO PÚBLICO"
    "O PREFEITO MUNICIPAL DE SANTA RITA, no uso de suas atribuições legais, torna pública a abertura de inscrições para "
    "o Concurso Público destinado ao provimento de cargos efetivos do Quadro de Pessoal do Município.1. DAS DISPOSIÇÕES "
    "PRELIMINARES1.1 O concurso público será regido por este Edital e executado pelo Instituto AOCP.1.2 As provas serão "
    "aplicadas em Santa Rita/GO.1.3 Toda menção a horário neste Edital terá como referência o horário oficial de "
    "Brasília/DF.2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO2.1 Os cargos e a distribuição das vagas constam do quadro a "
    "seguir:"
)
TAIL = (
    "Legenda: AC – ampla concorrência; PcD – pessoas com deficiência; Negros – candidatos autodeclarados pretos ou "
    "pardos.3. DAS INSCRIÇÕES3.1 As inscrições serão realizadas exclusivamente via internet, no período entre 27 de "
    "abril de 2026 e 27 de maio de 2026.3.2 O valor da taxa de inscrição será de R$ 85,00.4. DAS VAGAS DESTINADAS AOS "
    "CANDIDATOS NEGROS4.1 Das vagas destinadas a cada cargo, 20% (vinte por cento) serão providas na forma da Lei "
    "Municipal nº 3.311, de 14 de janeiro de 2025, sempre que o número de vagas do cargo for igual ou superior a 3 "
    "(três).4.2 Na hipótese de quantitativo fracionado, este será aumentado para o primeiro número inteiro subsequente,"
    " em caso de fração igual ou maior que 0,5, ou diminuído para número inteiro imediatamente inferior, em caso de "
    "fração menor que 0,5.5. DAS PROVAS5.1 A prova objetiva será aplicada na data provável de 20 de junho de 2026.Santa "
    "Rita/GO, 20 de abril de 2026.Copyright © 2026 Prefeitura de Santa Rita – Todos os direitos reservadosAcessibilidade"
    "Mapa do site"
)


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    noted: bool = True


def closing(run: str, roles: list[str]) -> list[tuple[int, ...]]:
    """The splits of `run` into a count per role whose total is the parts' sum (the class's rule, stated again)."""
    out: list[tuple[int, ...]] = []

    def walk(at: int, got: list[int]) -> None:
        if len(got) == len(roles):
            if at == len(run) and got[roles.index("total")] * 2 == sum(got):
                out.append(tuple(got))
            return
        for width in (1, 2, 3):
            piece = run[at : at + width]
            if len(piece) == width and (piece == "0" or piece[0] != "0"):
                walk(at + width, [*got, int(piece)])

    walk(0, [])
    if len(run) == 2 * len(roles):
        padded = tuple(int(run[i : i + 2]) for i in range(0, len(run), 2))
        if padded[roles.index("total")] * 2 == sum(padded) and padded not in out:
            out.append(padded)
    return out


def _figures(rng: random.Random) -> tuple[int, int, int, int]:
    total = rng.choice([1, 2, 3, 4, 5, 6, 7, 9, 12, 14, 15, 17, 22, 26, 30, 35, 40, 48, 60, 120])
    negros = (total * 20 + 50) // 100 if total >= 3 else 0
    pcd = max(1, (total * 5 + 99) // 100) if total >= 5 else 0
    return total, total - negros - pcd, pcd, negros


def _expected(rows: list, roles: list[str], total_run: str | None, after: str) -> list[Entry]:
    """The entries the class's rule reads (module docstring). Without a Total row, the last row's run has the next
    clause's number glued to it ("…51173. DAS"): it is read where one split closes with or without those digits."""
    found = [closing(run, roles) for _, _, run in rows]
    if total_run is None:
        seen = rows[-1][2] + after.split(".")[0]
        found[-1] = sorted(
            {c for k in range(4) if len(seen) - k >= len(roles) for c in closing(seen[: len(seen) - k], roles)}
        )
    choice: list | None = None
    if all(found) and any(len(f) > 1 for f in found) and total_run is not None:
        fits = []
        for pick in product(*found):
            sums = "".join(str(sum(col)) for col in zip(*pick))
            rest = total_run[len(sums) :]
            if total_run.startswith(sums) and (not rest or (len(rest) <= 3 and after[:1] in ".,")):
                fits.append(pick)
        choice = list(fits[0]) if len(fits) == 1 else None
    if total_run is not None and choice is None and not all(len(f) == 1 for f in found):
        return []  # the Total row restates no one choice: nothing read
    out = []
    for (name, figures, run), f in zip(rows, found):
        counts = choice[len(out)] if choice else (f[0] if len(f) == 1 else None)
        if counts is None:
            continue
        if total_run is not None and choice is None and counts != figures:
            return []
        read = dict(zip(roles, counts))
        forced = len(run) == len(roles) and (total_run is not None or (name, figures, run) != rows[-1])
        out.append(Entry(name, read["total"], read.get("negros", 0), proven=forced))
    return out


def glued_page(rng: random.Random) -> Case:
    """A variant of the class (the module's docstring)."""
    level = rng.random() < 0.7
    hours = rng.random() < 0.7
    pay = rng.random() < 0.7
    roles = ["open", "pcd", "negros"] if rng.random() < 0.75 else ["open", "negros"]
    roles = ["total", *roles] if rng.random() < 0.6 else [*roles, "total"]
    labels = {
        "total": rng.choice(["Total", "Vagas"]),
        "open": "AC",
        "pcd": "PcD",
        "negros": rng.choice(["Negros", "PPP"]),
    }
    unknown = rng.random() < 0.1  # a CR column the reading does not know
    header = rng.choice(["Cargo", "CARGO", "Cargo/Função"]) + ("Escolaridade" if level else "")
    header += ("Carga horária" if hours else "") + ("Vencimento (R$)" if pay else "")
    header += "".join(labels[r] for r in roles) + ("CR" if unknown else "")
    rows, cells = [], []
    for name in rng.sample(NAMES, rng.randint(2, 12)):
        total, ac, pcd, negros = _figures(rng)
        if "pcd" not in roles:
            ac, pcd = ac + pcd, 0
        values = {"total": total, "open": ac, "pcd": pcd, "negros": negros}
        run = "".join(str(values[r]) for r in roles)
        cell = name + (rng.choice(LEVELS) if level else "") + (rng.choice(["20h", "30h", "40h"]) if hours else "")
        cell += (f"{rng.randint(1, 12)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}" if pay else "") + run
        cells.append(cell + ("0" if unknown else ""))
        rows.append((name, values, run))
    sums = {r: sum(v[r] for _, v, _ in rows) for r in roles}
    with_total = rng.random() < 0.6
    total_run = "".join(str(sums[r]) for r in roles) if with_total else None
    after = rng.choice(["2.2 ", "3. "])
    quadro = header + "".join(cells) + (f"TOTAL{total_run}" + ("0" if unknown else "") if with_total else "")
    text = HEAD + quadro + after + TAIL
    if unknown:
        return Case(text, [], True)
    entries = _expected([(n, tuple(v[r] for r in roles), run) for n, v, run in rows], roles, total_run, after)
    return Case(text, entries, True)
