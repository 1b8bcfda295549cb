"""Editais of the key-value, Markdown and sentence-form classes, drawn at random with their right reading.

Each generator takes a `random.Random` and returns a `layout_prose.Case`. The classes:

- `field_lines`: a Diário Oficial page copied from the browser, one line of fields per cargo, a bullet at
  times ("• Cargo: X – Vagas: 30 (trinta), sendo AC: 22; PcD: 2; Negros: 6 – Remuneração: R$ …"): the
  fields parted by " – " or " | ", the parts after "sendo", "das quais", a dash or in brackets, parted by
  ";", ",", "/" or "·", their labels in any order and wording, no-break spaces, other fields after them;
- `kv_blocks`: a cargo's figures one key-value line each under "Cargo: X" and at times "Lotação: Y" (the
  same cargo in two lotações), the total's label "Quantitativo de vagas", "Vagas", "Número de vagas", the
  total first or after its parts, the counts zero-padded or with their words, a part "não há"; or the same as Markdown: a "####" heading per
  cargo and "- **Vagas:** 8 (oito)" bullets, the parts listed on the line ("AC: 2 · Negros: 1") or in a
  sentence, "— sem reserva", other bullets (Vencimento) among them;
- `sentence_forms`: the sentence forms of prose statements, the name before or after the count ("Serão
  ofertadas N vagas para o cargo de X, sendo …", "O cargo de X terá N vagas, das quais …", "Ao cargo de X
  são destinadas N vagas: …", "Há N vagas para o cargo de X, não havendo reserva …", "Serão providas,
  para o cargo de X, N vagas, assim distribuídas: …", "a) N vagas para o cargo de X (SIGLA), das quais …;"),
  with hard negatives around them: a share of the vacancies for women, ages, heights, questions;
- `restated_percent`: a subsection per cargo ("3.2 DO CARGO DE X") whose count of each reserve restates
  its percentage ("Do total de vagas, 20% (vinte por cento), correspondentes a 2 (duas) vagas, são
  reservadas aos candidatos negros"; "Reserva para negros: 20%, isto é, 3 (três) vagas").

`tests/linter/test_layout_kv.py` reads each class back over hundreds of variants.
"""

from __future__ import annotations

import random

from layout_prose import MONTHS, Case, Entry, _figures, _item_count, _names, _wrap
from layout_render import _words as in_words

LOTACOES = ["Campus Central – Mossoró", "Campus Avançado de Natal", "Regional Norte", "Sede", "Unidade de Caicó"]


def _count(n: int, rng: random.Random) -> str:
    """A count in digits, zero-padded or with its words in brackets (never words alone: a key-value value)."""
    said = _item_count(n, rng)
    return said if said[:1].isdigit() else str(n)


def _vagas(n: int, rng: random.Random) -> str:
    said = _count(n, rng)
    return f"{said} vaga" if n == 1 else f"{said} vagas"


def _opening(rng: random.Random, state: str = "GOIÁS") -> list[str]:
    day, month = rng.randint(1, 28), rng.randint(1, 12)
    return [
        f"GOVERNO DO ESTADO DE {state}",
        "SECRETARIA DE ESTADO DA ADMINISTRAÇÃO",
        f"EDITAL Nº {rng.randint(1, 30)}/2026, DE {day} DE {MONTHS[month - 1].upper()} DE 2026",
        "O SECRETÁRIO torna pública a realização de concurso público para provimento de cargos efetivos.",
        "1. DOS CARGOS E DAS VAGAS",
    ]


def _closing(rng: random.Random) -> list[str]:
    return [
        "2. DAS INSCRIÇÕES",
        f"2.1. As inscrições serão realizadas de {rng.randint(1, 9)} a {rng.randint(10, 28)} de março de 2026.",
        f"Goiânia, {rng.randint(1, 28)} de fevereiro de 2026.",
    ]


# --- a line of fields per cargo ------------------------------------------------------------------------

_FIELD_PARTS = {
    "open": ["AC", "Ampla concorrência", "Ampla"],
    "pcd": ["PcD", "Pessoas com deficiência", "Reserva PcD"],
    "negros": ["Negros", "PN", "PPP", "Pessoas negras", "Reserva para negros"],
}
_FIELD_TOTALS = ["Vagas", "Número de vagas", "Total de vagas", "Quantidade de vagas"]
_OTHER_FIELDS = [
    "Remuneração: R$ {pay}",
    "Jornada: 40 horas semanais",
    "Requisito: nível superior",
    "Carga horária: 30h",
]


def field_lines(rng: random.Random) -> Case:
    """One line of fields per cargo, the vacancies' field a total and its labelled parts."""
    lines = _opening(rng)
    entries = []
    sep = rng.choice([" – ", " | "])
    bullet = rng.choice(["", "• ", "- ", "▪ ", "➢ ", "●"])
    space = rng.choice([" ", "\u00a0"])
    for name in _names(rng, rng.randint(1, 5)):
        total, open_, negros, pcd = _figures(rng, low=3, high=150)
        parts = [("open", open_), ("pcd", pcd), ("negros", negros)]
        if rng.random() < 0.3:
            parts.remove(("open", open_))
        rng.shuffle(parts)
        part_sep = rng.choice(["; ", ", ", " / ", " · "]) if sep != " | " else rng.choice(["; ", ", ", " · "])
        listed = part_sep.join(f"{rng.choice(_FIELD_PARTS[k])}:{space}{v}" for k, v in parts)
        total_said = _count(total, rng)
        form = rng.randrange(4)
        if form == 0:
            vacancies = f"{total_said}, sendo {listed}"
        elif form == 1:
            vacancies = f"{total_said}, das quais {listed}"
        elif form == 2 and sep != " – ":
            vacancies = f"{total_said} – {listed}"
        else:
            vacancies = f"{total} ({listed})"
        key = "Cargo: " if rng.random() < 0.7 else ""  # "Delegado – Vagas: 30, sendo …": the name alone first
        fields = [f"{key}{name}", f"{rng.choice(_FIELD_TOTALS)}: {vacancies}"]
        pay = f"{rng.randint(2, 25)}.{rng.randint(100, 999)},{rng.randint(10, 99)}"
        fields += [f.format(pay=pay) for f in rng.sample(_OTHER_FIELDS, rng.randint(0, 2))]
        lines.append(bullet + sep.join(fields).replace(" ", space if rng.random() < 0.3 else " "))
        entries.append(Entry(name, total, negros, proven=True))
    lines.append("1.2. Legenda: AC = ampla concorrência; PcD = pessoas com deficiência; PN = pessoas negras.")
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- key-value lines per cargo, plain or as Markdown ------------------------------------------------------

_KV_TOTALS = ["Quantitativo de vagas", "Vagas", "Número de vagas", "Total de vagas"]
_KV_PARTS = {
    "open": ["Ampla concorrência", "Vagas de ampla concorrência"],
    "pcd": ["Reserva para pessoas com deficiência", "Pessoas com deficiência", "Reservadas a PcD"],
    "negros": ["Reserva para candidatos negros", "Negros (pretos e pardos)", "Reservadas a negros"],
}
_NONE = ["não há", "–", "nenhuma"]


def _kv_value(n: int, rng: random.Random) -> str:
    return rng.choice(_NONE) if n == 0 and rng.random() < 0.7 else _count(n, rng)


def _kv_cargo(rng: random.Random, name: str, markdown: bool, number: str) -> tuple[list[str], Entry]:
    """One cargo's lines: its heading, and its figures one a line (Markdown: bullets in bold, or the parts
    on the total's line, in a sentence, or "sem reserva")."""
    total, open_, negros, pcd = _figures(rng, low=1, high=40)
    if total < 3:
        negros = pcd = 0
        open_ = total
    parts = [("negros", negros), ("pcd", pcd)] + ([("open", open_)] if rng.random() < 0.6 else [])
    rng.shuffle(parts)
    label = rng.choice(_KV_TOTALS)
    mark = (lambda text: f"- **{text}:**") if markdown else (lambda text: f"{text}:")
    lines = [f"#### {number} {name}" if markdown else f"Cargo: {name}"]
    stated = negros
    form = rng.randrange(4) if markdown else 0
    if form == 1 and negros:  # the parts in a sentence on the total's line
        lines.append(
            f"{mark('Vagas')} {_count(total, rng)}, sendo {_count(negros, rng)} para candidatos negros"
            + (f" e {_count(pcd, rng)} para pessoa com deficiência" if pcd else "")
        )
    elif form == 2 and negros:  # "AC: 2 · Negros: 1" on the total's line
        lines.append(f"{mark('Vagas')} {_count(total, rng)} – AC: {total - negros} · Negros: {negros}")
    elif form == 3 and not negros:
        lines.append(f"{mark('Vagas')} {_count(total, rng)} — sem reserva, em razão do número de vagas")
        stated = None
    else:
        said = [f"{mark(rng.choice(_KV_PARTS[k]))} {_kv_value(v, rng)}" for k, v in parts]
        total_line = f"{mark(label)} {_count(total, rng)}"
        lines += [total_line, *said] if rng.random() < 0.7 else [*said, total_line]  # the total first or last
    if markdown and rng.random() < 0.7:
        lines.append(f"{mark('Vencimento')} R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},77 (30h semanais)")
    return lines, Entry(name, total, stated, proven=True)


def kv_blocks(rng: random.Random) -> Case:
    """Key-value lines per cargo: plain under "Cargo:" and at times "Lotação:" (one cargo in two lotações),
    or Markdown under a "####" heading per cargo."""
    markdown = rng.random() < 0.5
    lines = _opening(rng, "RIO GRANDE DO NORTE")
    if markdown:
        lines = ["# " + lines[1].title(), "", f"**{lines[2]}**", "", lines[3], "", "### 1. Dos cargos e das vagas", ""]
    entries = []
    names = _names(rng, rng.randint(1, 4))
    places = rng.sample(LOTACOES, 2)
    twice = not markdown and rng.random() < 0.5  # the first cargo in two lotações
    for i, name in enumerate(names, 1):
        for k, place in enumerate(places[: 2 if twice and i == 1 else 1]):
            block, entry = _kv_cargo(rng, name, markdown, f"1.{i}")
            if not markdown and (twice or rng.random() < 0.4):
                block.insert(1, f"Lotação: {place}")
                entry.name = f"{name} – {place}" if twice and i == 1 else name
            lines += block + [""]
            entries.append(entry)
    if markdown:
        lines += ["> As vagas reservadas que não forem preenchidas serão revertidas à ampla concorrência.", ""]
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- sentence forms, the name before or after the count -----------------------------------------------

_FORMS = [
    "Serão ofertadas {total} vagas para o cargo de {name}, sendo {neg} destinadas a candidatos negros e {pcd} a "
    "pessoas com deficiência.",
    "O cargo de {name} terá {total} vagas, das quais {neg} ficam reservadas aos candidatos que se autodeclararem "
    "pretos ou pardos, {pcd} às pessoas com deficiência e as demais à ampla concorrência.",
    "Ao cargo de {name} são destinadas {total} vagas: {open} de ampla concorrência e {neg} reservadas a "
    "candidatos negros.",
    "Serão providas, para o cargo de {name}, {total} vagas, assim distribuídas: {open} de ampla concorrência, "
    "{pcd} para pessoas com deficiência e {neg} para candidatos negros.",
    "O cargo de {name} contará com {total} vagas, sendo {neg} reservadas a candidatos negros.",
]
_NO_RESERVE = [
    "Há {total} vagas para o cargo de {name}, não havendo reserva para candidatos negros em razão do quantitativo.",
    "Serão oferecidas {total} vagas para o cargo de {name}.",
    "Haverá {total} vagas para o cargo de {name}, sem reserva para candidatos negros, em razão do quantitativo.",
]
_NEGATIVES = [
    "Até 10% (dez por cento) das vagas de cada cargo serão ocupadas por candidatas do sexo feminino, conforme a Lei "
    "estadual nº 8.944, de 20 de janeiro de 2007.",
    "Ter idade entre 18 (dezoito) e 30 (trinta) anos na data da inscrição.",
    "Ter altura mínima de 1,65 m, se do sexo masculino, e de 1,60 m, se do sexo feminino.",
    "A prova objetiva terá 60 (sessenta) questões, e será eliminado o candidato com nota inferior a 50%.",
]


def _formed(n: int, rng: random.Random) -> str:
    return f"{n} ({in_words(n)})" if rng.random() < 0.5 and n < 200 else str(n)


def sentence_forms(rng: random.Random) -> Case:
    """Statements in the sentence forms, numbered or lettered, with hard negatives between them."""
    lines = _opening(rng, "RIO GRANDE DO NORTE")
    lines[3] = lines[3][:-1] + ", nos termos da Lei estadual nº 10.946, de 22 de junho de 2021."
    lines.insert(4, "1.1. Aos candidatos negros são reservadas 20% (vinte por cento) das vagas oferecidas.")
    entries = []
    lettered = rng.random() < 0.4
    if lettered:
        lines.append("1.2. O concurso destina-se ao provimento das vagas assim distribuídas:")
    for i, name in enumerate(_names(rng, rng.randint(1, 5)), 1):
        total, open_, negros, pcd = _figures(rng, low=3, high=300)
        if lettered:
            sigla = "".join(w[0] for w in name.split() if w[0].isupper()).upper()
            abbreviation = f" (Q{sigla})" if rng.random() < 0.6 else ""
            said = (
                f"{chr(96 + i)}) {_formed(total, rng)} vagas para o cargo de {name}{abbreviation}, das quais "
                f"{_formed(negros, rng)} reservadas aos candidatos negros;"
            )
            entries.append(Entry(name, total, negros, proven=True))
        elif total < 5 and rng.random() < 0.7:
            said = f"1.{i + 2}. " + rng.choice(_NO_RESERVE).format(total=_formed(total, rng), name=name)
            entries.append(Entry(name, total, None, proven=True))
        else:
            form = rng.choice(_FORMS)
            if "{pcd}" not in form:
                open_ += pcd
            figures = {"total": total, "open": open_, "neg": negros, "pcd": pcd}
            said = f"1.{i + 2}. " + form.format(name=name, **{k: _formed(v, rng) for k, v in figures.items()})
            entries.append(Entry(name, total, negros, proven=True))
        lines.extend(_wrap(said, rng, (70, 400)) if rng.random() < 0.3 else [said])
        if rng.random() < 0.3:
            lines.append(rng.choice(_NEGATIVES))
    lines += ["1.9. " + n for n in rng.sample(_NEGATIVES, 2)]
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


# --- a subsection per cargo, each reserve's count restating its percentage --------------------------------

_RESTATED = [
    "Vagas: são oferecidas {total} vagas. Do total de vagas, 20% (vinte por cento), correspondentes a {neg} "
    "vagas, são reservadas aos candidatos negros, e 5% (cinco por cento), correspondente a {pcd} vaga, às "
    "pessoas com deficiência.",
    "Vagas: {total}. Reserva para negros: 20%, isto é, {neg} vagas. Reserva para pessoas com deficiência: 5%, "
    "isto é, {pcd} vaga.",
    "Número de vagas: {total}, das quais 20% (vinte por cento), ou seja, {neg} vagas, reservadas aos candidatos "
    "negros.",
    "Vagas: {total}. Aos candidatos negros são reservadas 20% das vagas, o que corresponde a {neg} vagas.",
]


def restated_percent(rng: random.Random) -> Case:
    """ "3.2 DO CARGO DE X" / requisito / remuneração / "Vagas: … 20%, correspondentes a 2 vagas, …"."""
    lines = _opening(rng)
    lines.append(
        "1.1. Nos termos da Lei estadual nº 14.715/2004, é reservado aos negros o percentual de 20% das vagas."
    )
    entries = []
    for i, name in enumerate(_names(rng, rng.randint(1, 4)), 2):
        total = rng.randint(5, 80)
        negros, pcd = total * 20 // 100, max(1, total * 5 // 100)
        lines += [
            f"1.{i} DO CARGO DE {name.upper()}",
            f"1.{i}.1 Requisito: diploma de curso superior na área de {name}.",
            f"1.{i}.2 Remuneração inicial: R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},66.",
        ]
        said = rng.choice(_RESTATED).format(total=_formed(total, rng), neg=_formed(negros, rng), pcd=_formed(pcd, rng))
        lines.extend(_wrap(f"1.{i}.3 {said}", rng, (60, 400)))
        lines.append(f"1.{i}.4 Atribuições: executar as atividades do cargo de {name}.")
        entries.append(Entry(name, total, negros, proven=True))
    return Case("\n".join(lines + _closing(rng)) + "\n", entries)


CLASSES = {
    "field_lines": field_lines,
    "kv_blocks": kv_blocks,
    "sentence_forms": sentence_forms,
    "restated_percent": restated_percent,
}
