"""A conselho's edital listing a cargo a numbered clause, each clause stating its vacancies inline in a form of
its own, drawn at random with its right reading: the class of `tables/clause_statements.py`.

- `clause_lines(rng)`: clauses "2.4.k EMPREGO 1nn: NAME – …" (or "CARGO", the name at times with a place
  after its own dash, "AGENTE FISCAL – SEDE"), each cargo's vacancies in one of the inline forms, drawn
  anew a clause: the total with its labelled parts in brackets ("(AC: 8; PcD: 1; PN: 3)", "|" or ";"
  between, a part of none written "0" or "–"), the parts added ("4 AC + 1 PcD + 2 PN"), the parts
  labelled first then the total ("AC 1, PcD 0, PN 0, total 1"), the parts then an arrow to the total
  ("PN: 1; PcD: 0; AC: 2 → total de 3 vagas"), "assim distribuídas: 7 AC, 1 PcD e 2 PN", "vagas: 3
  (três), das quais 1 (uma) reservada a PN e as demais à AC", "2 vagas (AC: 2)", "1 vaga (AC)"; the
  "vagas: 5, das quais 1 (uma) destinada a pessoas com deficiência e 1 (uma) a pessoas negras", "2 vagas,
  sendo 1 de ampla concorrência e 1 reservada aos candidatos negros", "2 vagas, ambas de ampla
  concorrência"; at times the name alone on the clause's line and "Vagas: …" on the next; the
  cadastro after it or not ("+ 36 CR", "+ cadastro reserva", "; CR: 9"); the clause wrapped at a random
  width; at times a requisitos and a pay line after each clause, a cargo of cadastro only, and the
  list's "Total geral" line after the clauses. The labels in any order; the legend of the abbreviations
  before the list.
"""

from __future__ import annotations

import random

from layout_pandoc import words
from layout_prose import Case, Entry, _figures, _head

NAMES = [
    "AGENTE ADMINISTRATIVO",
    "AGENTE FISCAL",
    "ASSISTENTE DE TECNOLOGIA DA INFORMAÇÃO",
    "MOTORISTA",
    "ANALISTA ADMINISTRATIVO",
    "ANALISTA DE TECNOLOGIA DA INFORMAÇÃO",
    "ENFERMEIRO FISCAL",
    "PROCURADOR JURÍDICO",
    "CONTADOR",
    "FISCAL – FISIOTERAPEUTA",
    "TÉCNICO DE INFORMÁTICA",
    "AGENTE DE ATENDIMENTO",
]
PLACES = ["SEDE", "SUBSEÇÃO DOURADOS", "SECCIONAL NORTE", "DELEGACIA DE TRÊS LAGOAS"]
LABELS = {"open": ["AC"], "pcd": ["PcD"], "negros": ["PN", "PN", "pessoas negras"]}
LABEL_WORDS = {"pcd": ["pessoas com deficiência", "PcD"], "negros": ["pessoas negras", "candidatos negros", "PN"]}
SENTENCE_WORDS = {
    "open": "de ampla concorrência",
    "pcd": "reservada(s) a pessoas com deficiência",
    "negros": "reservada(s) aos candidatos negros",
}


def _zero(rng: random.Random) -> str:
    return rng.choice(["0", "0", "–"])


def _statement(rng: random.Random, total: int, parts: dict[str, int]) -> str:
    """One cargo's vacancies in one of the inline forms (see the module's docstring)."""
    order = list(parts)
    rng.shuffle(order)
    label = {k: rng.choice(LABELS[k]) for k in order}
    vagas = "vaga" if total == 1 else "vagas"
    if parts["negros"] == 0 and parts["pcd"] == 0 and rng.random() < 0.5:
        return rng.choice([f"{total} {vagas} (AC: {total})", f"{total} {vagas} (AC)"])
    if parts["negros"] == 0 and parts["pcd"] == 0 and total > 1 and rng.random() < 0.3:
        return f"{total} {vagas}, {rng.choice(['ambas', 'todas'])} de ampla concorrência"
    form = rng.randrange(8)
    if form == 6 and any(parts[k] for k in order if k != "open"):
        named = [
            f"{parts[k]} ({words(parts[k])}) destinada a {rng.choice(LABEL_WORDS[k])}"
            for k in order
            if k != "open" and parts[k]
        ]
        return f"total de vagas: {total}, das quais " + " e ".join(named)
    if form == 7:
        pieces = [f"{parts[k]} {SENTENCE_WORDS[k]}" for k in order]
        return f"{total} {vagas}, sendo " + ", ".join(pieces[:-1]) + " e " + pieces[-1]
    if form == 0:
        sep = rng.choice(["; ", " | "])
        return f"{total} {vagas} (" + sep.join(f"{label[k]}: {parts[k] or _zero(rng)}" for k in order) + ")"
    if form == 1:
        return f"{total} {vagas} (" + " + ".join(f"{parts[k]} {label[k]}" for k in order) + ")"
    if form == 2:
        return ", ".join(f"{label[k]} {parts[k]}" for k in order) + f", total {total}"
    if form == 3:
        return "; ".join(f"{label[k]}: {parts[k]}" for k in order) + f" → total de {total} {vagas}"
    if form == 4:
        pieces = [f"{parts[k]} {label[k]}" for k in order]
        return f"{total} {vagas}, assim distribuídas: " + ", ".join(pieces[:-1]) + " e " + pieces[-1]
    named = [k for k in order if k != "open" and parts[k]]
    if not named or parts["open"] == 0:
        return f"{total} {vagas} (" + "; ".join(f"{label[k]}: {parts[k]}" for k in order) + ")"
    said = " e ".join(f"{parts[k]} ({words(parts[k])}) reservada a {label[k]}" for k in named)
    return f"vagas: {total} ({words(total)}), das quais {said} e as demais à AC"


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def clause_lines(rng: random.Random) -> Case:
    """See the module's docstring."""
    word = rng.choice(["EMPREGO", "CARGO"])
    width = rng.randint(70, 130)
    details = rng.random() < 0.5
    lines = [
        *_head(rng, law=False),
        "2.2 Siglas utilizadas neste item: AC – ampla concorrência; PcD – pessoas com deficiência; PN – pessoas"
        " negras (pretas ou pardas), nos termos da Lei nº 12.990/2014; CR – cadastro reserva.",
        "2.4 Distribuição de vagas:",
    ]
    entries, grand = [], 0
    names = rng.sample(NAMES, rng.randint(3, 8))
    for k, name in enumerate(names, 1):
        if rng.random() < 0.25:
            name = f"{name} – {rng.choice(PLACES)}"
        code = 100 + k + rng.choice([0, 100])
        if rng.random() < 0.12:
            lines += _wrap(f"2.4.{k} {word} {code}: {name} – cadastro reserva.", width)
            continue
        total, ampla, negros, pcd = _figures(rng, 1, 30)
        statement = _statement(rng, total, {"open": ampla, "pcd": pcd, "negros": negros})
        tail = rng.choice(["", "", f" + {rng.randint(1, 90)} CR", " + cadastro reserva", f"; CR: {rng.randint(1, 90)}"])
        if rng.random() < 0.15:
            pipes = " | ".join(f"{LABELS[r][0]} {v}" for r, v in (("open", ampla), ("pcd", pcd), ("negros", negros)))
            said = statement.removeprefix(f"{total} vagas").removeprefix(f"{total} vaga").lstrip(", ")
            said = f"{total} ({words(total)}), {said}" if said.startswith(("ambas", "todas")) else f"{total} | {pipes}"
            lines += [f"2.4.{k} {word} {code}: {name}", f"Vagas: {said}{tail}."]
        else:
            lines += _wrap(f"2.4.{k} {word} {code}: {name} – {statement}{tail}.", width)
        if details:
            lines += [
                "REQUISITO: certificado de conclusão de curso de nível médio.",
                f"REMUNERAÇÃO: R$ {rng.randint(2, 9)}.{rng.randint(100, 999)},{rng.randint(10, 99)}.",
            ]
        entries.append(Entry(name, total, negros))
        grand += total
    if rng.random() < 0.6:
        lines.append(f"2.5 Total geral: {grand} vagas imediatas e {rng.randint(20, 200)} de cadastro reserva.")
    lines += [
        "3 DAS VAGAS DESTINADAS AOS CANDIDATOS NEGROS",
        "3.1 Das vagas destinadas a cada emprego, 20% serão providas na forma da Lei nº 12.990/2014.",
        "Campo Grande/MS, 14 de março de 2022.",
    ]
    return Case("\n".join(lines) + "\n", entries)
