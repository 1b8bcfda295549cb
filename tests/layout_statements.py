"""Editais of per-cargo statements in prose and small per-cargo tables, drawn at random with their right reading.

Each generator takes a `random.Random` and returns a `layout_prose.Case`. The classes:

- `bracketed_parts`: numbered cargo items whose vacancies are parts with their labels in brackets and no total
  ("VAGAS: 5 (AC), 1 (PcD) e 2 (negros)."; "VAGAS: 2 (AC)."; "VAGAS: cadastro de reserva."), parted by ",", " e ",
  "/" or ";", then a table of how many essays are marked per cargo under the same labels ("… classificados até
  as seguintes posições:" / "CARGO AC PcD NEGROS" / "Cargo 1 150 15 40"), which states no vacancy;
- `total_after_parts`: a paragraph per cargo opened by its name in capitals ("2.2.1. ASSISTENTE EM
  ADMINISTRAÇÃO (nível de classificação D). Requisito: … Vencimento básico: R$ …"), its figures in a sentence
  that gives the parts first and the total after them ("totalizando", "perfazendo", "num total de", "somando"),
  or Lei 15.142's groups ("ficam reservadas 5 vagas a pessoas pretas e pardas, 1 a indígenas e 1 a pessoa com
  deficiência, destinando-se as 13 restantes à ampla concorrência"), at times a split by campus in brackets,
  wrapped at any word, then the edital's grand total;
- `cargo_after_figures`: the cargo named only after the count and its parts ("Serão oferecidas 10 vagas, sendo
  que 2 delas serão reservadas a candidatos negros e 1 a pessoas com deficiência, para o cargo de X."; "Do total
  de 25 vagas, 5 serão …, todas para o cargo de X (Y)."), and a summary ("Resumo: do total de 73 vagas …");
- `blocks_then_reserves`: blocks of a small table of code, cargo and vacancies, each followed by the reserve in
  sentences ("Das vagas acima, 2 são reservadas a candidatos negros no cargo S01 (X) e 1 no cargo S02 (Y).";
  a block of one row: "Das vagas acima, 3 são reservadas a candidatos negros e 1 a pessoa com deficiência");
- `modalidade_tables`: a subsection per cargo with a small "Modalidade | Vagas" table, a role a line, the labels
  carrying the law's percentage ("Negros (20%) 2", "PcD (5%) —"), the total last.

`tests/linter/test_layout_statements.py` reads each class back over hundreds of variants.
"""

from __future__ import annotations

import random

from layout_prose import AREAS, MONTHS, Case, Entry, _names, _wrap

_PAY = "R$ {a}.{b},{c}"


def _pay(rng: random.Random) -> str:
    return _PAY.format(a=rng.randint(2, 14), b=rng.randint(100, 999), c=rng.randint(10, 99))


def _opening(rng: random.Random, law: str = "da Lei nº 12.990/2014") -> list[str]:
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    return [
        "MINISTÉRIO DA EDUCAÇÃO",
        f"EDITAL Nº {rng.randint(1, 40)}, DE {day} DE {MONTHS[month - 1].upper()} DE 2025",
        f"A Reitoria torna pública a realização de concurso público, nos termos {law}.",
        "",
        "2. DOS CARGOS E DAS VAGAS",
        "",
    ]


def _closing(rng: random.Random) -> list[str]:
    return [
        "",
        "5. DAS INSCRIÇÕES",
        f"5.1. As inscrições estarão abertas de {rng.randint(1, 9)} a {rng.randint(10, 28)} de agosto de 2025.",
        f"Brasília, {rng.randint(1, 28)} de julho de 2025.",
    ]


def _split(total: int, rng: random.Random) -> tuple[int, int, int]:
    """ampla concorrência, negros, PcD of a total"""
    negros = total * 20 // 100 + (rng.random() < 0.2 and total >= 3)
    pcd = total * 5 // 100 + (rng.random() < 0.5 and total >= 5)
    return total - negros - pcd, negros, pcd


# --- "VAGAS: 5 (AC), 1 (PcD) e 2 (negros)." ------------------------------------------------------------

_BRACKET_LABELS = {"open": ["AC", "ampla"], "pcd": ["PcD", "PCD", "pcd"], "negros": ["negros", "PN", "Negros"]}


def bracketed_parts(rng: random.Random) -> Case:
    """Parts with bracketed labels and no total, and a later stage's table under the same labels."""
    lines = _opening(rng)
    entries = []
    names = _names(rng, rng.randint(2, 5))
    for i, name in enumerate(names, 1):
        lines += [
            f"2.1.{i} CARGO {i}: {name.upper()}",
            "REQUISITO: diploma de conclusão de curso de graduação de nível superior na área do cargo.",
            f"REMUNERAÇÃO: {_pay(rng)}.",
        ]
        form = rng.random()
        if form < 0.1:
            lines.append("VAGAS: cadastro de reserva.")
            continue
        total = rng.randint(1, 40)
        open_, negros, pcd = _split(total, rng) if form > 0.25 else (total, 0, 0)
        parts = [(k, v) for k, v in (("open", open_), ("pcd", pcd), ("negros", negros)) if v]
        said = [f"{v} ({rng.choice(_BRACKET_LABELS[k])})" for k, v in parts]
        if len(said) > 1 and rng.random() < 0.6:
            joined = ", ".join(said[:-1]) + " e " + said[-1]
        else:
            joined = rng.choice([", ", " / ", "; "]).join(said)
        lines.append(f"VAGAS: {joined}.")
        entries.append(Entry(name, total, negros if negros else None, proven=False))
    lines += [
        "",
        "6 DA PROVA DISCURSIVA",
        "6.1 Somente serão corrigidas as provas discursivas dos candidatos aprovados nas provas objetivas e",
        f"classificados até as {rng.choice(['seguintes', 'respectivas'])} posições:",
        "   CARGO        AC      PcD     NEGROS",
    ]
    for i in range(1, len(names) + 1):
        k = rng.randint(3, 20)
        lines.append(f"   Cargo {i}     {10 * k:>3}      {k:>2}       {3 * k:>2}")
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- a paragraph per cargo, the total after its parts --------------------------------------------------

_TOTAL_AFTER = ["totalizando {t}", "perfazendo {t}", "num total de {t}", "somando {t}", "no total de {t}"]
_OPENERS = ["Para este cargo serão", "Haverá", "São oferecidas", "Destinam-se", "Serão ofertadas"]


def _parts_sentence(total: int, open_: int, negros: int, pcd: int, rng: random.Random) -> str:
    parts = []
    if negros:
        parts.append(
            f"{negros} {'vaga' if negros == 1 else 'vagas'} {rng.choice(['para negros', 'reservadas a candidatos negros'])}"
        )
    if pcd:
        parts.append(f"{pcd} {rng.choice(['para pessoas com deficiência', 'a pessoa com deficiência'])}")
    if open_:
        parts.append(
            f"{open_} {rng.choice(['para ampla concorrência', 'de ampla concorrência', 'à ampla concorrência'])}"
        )
    if parts and not parts[0][0].isdigit():
        raise AssertionError(parts)
    first = parts[0]
    if not first.split(" ", 1)[1].startswith(("vaga", "vagas")):
        n, rest = first.split(" ", 1)
        parts[0] = f"{n} {'vaga' if n == '1' else 'vagas'} {rest}"
    joined = ", ".join(parts[:-1]) + " e " + parts[-1] if len(parts) > 1 else parts[0]
    vagas = "vaga" if total == 1 else "vagas"
    return f"{rng.choice(_OPENERS)} {joined}, {rng.choice(_TOTAL_AFTER).format(t=total)} {vagas}"


def _lei_15142_sentence(total: int, rng: random.Random) -> tuple[str, int]:
    """Lei 15.142's groups, ampla concorrência last ("destinando-se as 13 restantes …"): the sentence, negros."""
    pretos = max(1, total * 25 // 100)
    groups = [("pessoas pretas e pardas", pretos)]
    if total >= 6 and rng.random() < 0.6:
        groups.append((rng.choice(["indígenas", "quilombolas"]), 1))
    pcd = 1 if total >= 5 else 0
    negros = sum(n for _, n in groups)
    open_ = total - negros - pcd
    said = [f"{groups[0][1]} {'vaga' if groups[0][1] == 1 else 'vagas'} a {groups[0][0]}"]
    said += [f"{n} a {g}" for g, n in groups[1:]]
    if pcd:
        said.append("1 a pessoa com deficiência")
    joined = ", ".join(said[:-1]) + " e " + said[-1] if len(said) > 1 else said[0]
    sentence = (
        f"São oferecidas {total} vagas, das quais ficam reservadas {joined}, destinando-se as {open_} restantes à "
        "ampla concorrência"
    )
    return sentence, negros


def total_after_parts(rng: random.Random) -> Case:
    """Item-title paragraphs, the parts before the total, a grand total closing the section."""
    lei = rng.random() < 0.3
    lines = _opening(rng, "da Lei nº 15.142/2025" if lei else "da Lei nº 12.990/2014")
    entries = []
    names = _names(rng, rng.randint(2, 5))
    areas = rng.sample(AREAS, len(names))
    grand = reserved = 0
    for i, (name, area) in enumerate(zip(names, areas), 1):
        with_area = rng.random() < 0.4
        title = f"{name.upper()} – ÁREA: {area.upper()}" if with_area else name.upper()
        total = rng.randint(3, 30)
        if lei:
            sentence, negros = _lei_15142_sentence(total, rng)
        else:
            open_, negros, pcd = _split(total, rng)
            sentence = _parts_sentence(total, open_, negros, pcd, rng)
        split = rng.random() < 0.3
        if split:
            first = rng.randint(1, total - 1)
            sentence += f", com lotação nos campi de Marabá ({first}) e Xinguara ({total - first})"
        paragraph = (
            f"2.2.{i}. {title} (nível de classificação {rng.choice('DE')}). Requisito: curso na área do cargo. "
            f"Vencimento básico: {_pay(rng)}. {sentence}."
        )
        lines += _wrap(paragraph, rng, (70, 115)) + [""]
        entries.append(Entry(area if with_area else name, total, negros or None, proven=True))
        grand, reserved = grand + total, reserved + negros
    lines.append(
        f"2.3. No total, o presente concurso oferta {grand} vagas, das quais {reserved} são reservadas a candidatos "
        "negros."
    )
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- the cargo named after the figures -----------------------------------------------------------------

_AFTER_FORMS = [
    "Serão oferecidas {t} vagas, sendo que {n} delas serão reservadas a candidatos negros e {p} a pessoas com "
    "deficiência{tail}",
    "São ofertadas {t} vagas, das quais {n} se destinam a candidatos negros e {p} a pessoas com deficiência{tail}",
    "Foram autorizadas {t} vagas, das quais {n} reservadas a candidatos negros e {p} a pessoas com deficiência{tail}",
    "Do total de {t} vagas, {n} serão destinadas a candidatos negros e {p} a pessoas com deficiência{tail}",
    "Há ainda {t} vagas, sendo {n} reservadas a candidatos negros e {p} a pessoas com deficiência{tail}",
]
_TAILS = [
    ", para o cargo de {x}",
    ", todas para o cargo de {x}",
    ", a serem preenchidas no cargo de {x}",
    ", para a função de {x}",
]


def cargo_after_figures(rng: random.Random) -> Case:
    """A numbered item per cargo, the cargo named after its figures; a summary of the edital after them."""
    lines = _opening(rng)
    entries = []
    grand = reserved = pcds = 0
    for i, name in enumerate(_names(rng, rng.randint(2, 5)), 1):
        total = rng.randint(5, 40)
        _, negros, pcd = _split(total, rng)
        pcd = max(pcd, 1)
        named = name + (f" ({rng.choice(AREAS)})" if rng.random() < 0.3 else "")
        tail = rng.choice(_TAILS).format(x=named)
        said = rng.choice(_AFTER_FORMS).format(t=total, n=negros, p=pcd, tail=tail)
        paragraph = f"2.{i} {said}. Escolaridade: ensino médio completo. Vencimento: {_pay(rng)}."
        lines += _wrap(paragraph, rng, (70, 115)) + [""]
        entries.append(Entry(name, total, negros, proven=True))
        grand, reserved, pcds = grand + total, reserved + negros, pcds + pcd
    lines.append(
        f"2.9 {rng.choice(['Resumo', 'Síntese'])}: do total de {grand} vagas ofertadas, {reserved} são reservadas a "
        f"candidatos negros e {pcds} a pessoas com deficiência."
    )
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- blocks of small tables, the reserve in sentences below ---------------------------------------------


def _block_reserves(rows: list[tuple[str, str, int, int, int]], rng: random.Random, q: str) -> list[str]:
    """The sentences below a block's table: the negros' reserve per code, then the PcD's."""
    if len(rows) == 1:
        _, _, _, negros, pcd = rows[0]
        said = f"{q}.1. Das vagas acima, {negros} são reservadas a candidatos negros"
        said += f" e {pcd} a pessoa com deficiência" if pcd else ""
        return [said + ", distribuídas entre a Sede e as unidades regionais."]
    reserved = [(code, name, negros) for code, name, _, negros, _ in rows if negros]
    none = [(code, name) for code, name, _, negros, _ in rows if not negros]
    if not reserved:
        return [f"{q}.1. Em razão do quantitativo, não há reserva a candidatos negros neste bloco."]
    clauses = []
    for j, (code, name, negros) in enumerate(reserved):
        is_are = "é reservada" if negros == 1 else "são reservadas"
        where = f"no cargo {code}" + (f" ({name})" if rng.random() < 0.7 else "")
        clauses.append(f"{negros} {is_are} a candidatos negros {where}" if j == 0 else f"{negros} {where}")
    said = f"{q}.1. Das vagas acima, " + (
        ", ".join(clauses[:-1]) + " e " + clauses[-1] if len(clauses) > 1 else clauses[0]
    )
    said += "."
    if none:
        code, name = none[0]
        said += f" Em razão do quantitativo, não há reserva a candidatos negros no cargo {code} ({name})."
    out = [said]
    pcd_rows = [(code, pcd) for code, _, _, _, pcd in rows if pcd]
    if pcd_rows:
        (code, pcd), rest = pcd_rows[0], pcd_rows[1:]
        line = f"{q}.2. Das vagas acima, {pcd} é reservada a pessoa com deficiência no cargo {code}"
        line += "".join(f" e {p} no cargo {c}" for c, p in rest) + "."
        out.append(line)
    return out


def blocks_then_reserves(rng: random.Random) -> Case:
    """Blocks of code, cargo and vacancies, each followed by "Das vagas acima, …" sentences."""
    lines = _opening(rng)
    entries = []
    names = _names(rng, rng.randint(3, 7))
    blocks, at = [], 0
    while at < len(names):
        size = rng.randint(1, 3)
        blocks.append(names[at : at + size])
        at += size
    prefix = rng.choice(["S", "I", "T", "NS"])
    for b, block in enumerate(blocks, 1):
        q = f"2.{b}"
        lines += [
            f"{q}. BLOCO {b} – CARGOS DE NÍVEL {rng.choice(['SUPERIOR', 'MÉDIO'])}",
            f"Remuneração inicial: {_pay(rng)} | Jornada: 40 horas semanais",
            "",
        ]
        lines.append("   Cód.   Cargo" + " " * 40 + "Vagas")
        rows = []
        for j, name in enumerate(block, 1):
            code = f"{prefix}{b}{j:02d}"
            total = rng.randint(1, 20)
            _, negros, pcd = _split(total, rng)
            rows.append((code, name, total, negros, pcd))
            lines.append(f"   {code}   {name:<44}{total:>4}")
            entries.append(Entry(name, total, negros if negros or len(block) > 1 else None, proven=False))
        lines.append("")
        lines += [x for said in _block_reserves(rows, rng, q) for x in _wrap(said, rng, (80, 115))]
        lines.append("")
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- a "Modalidade | Vagas" table per cargo ---------------------------------------------------------------


def modalidade_tables(rng: random.Random) -> Case:
    """A subsection per cargo, its vacancies a role a line, the labels carrying the law's percentage."""
    lines = _opening(rng)
    entries = []
    dash = rng.choice(["—", "-", "0"])
    for i, name in enumerate(_names(rng, rng.randint(2, 5)), 1):
        total = rng.randint(1, 30)
        open_, negros, pcd = _split(total, rng)
        lines += [
            f"2.{i} EMPREGO {100 + i}: {name.upper()}",
            "REQUISITOS: diploma de graduação na área do emprego.",
            f"JORNADA: 40 horas semanais.      SALÁRIO: {_pay(rng)}.",
            f"   {rng.choice(['Modalidade', 'Modalidade de vaga', 'Concorrência'])}" + " " * 30 + "Vagas",
        ]
        rows = [
            (rng.choice(["Ampla concorrência", "Ampla Concorrência"]), open_),
            (f"{rng.choice(['Negros', 'Pessoas negras'])} ({rng.choice(['20%', '20 %', '30%'])})", negros),
            (f"{rng.choice(['PcD', 'Pessoas com deficiência'])} ({rng.choice(['5%', '10%'])})", pcd),
            ("Total", total),
        ]
        for label, n in rows:
            lines.append(f"   {label:<40}{(str(n) if n else dash):>4}")
        lines.append("")
        entries.append(Entry(name, total, negros, proven=True))
    lines.append("Legenda: — = não há reserva, em razão do quantitativo de vagas.")
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


CLASSES = {
    "bracketed_parts": bracketed_parts,
    "total_after_parts": total_after_parts,
    "cargo_after_figures": cargo_after_figures,
    "blocks_then_reserves": blocks_then_reserves,
    "modalidade_tables": modalidade_tables,
}
