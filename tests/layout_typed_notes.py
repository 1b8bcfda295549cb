"""A quadro typed by hand into an edital's pasted text, one block per cargo, drawn at random with its right
reading: the class of `tables/bar_line.py` and `tables/grand_total.py` (set 19's t09).

`typed_notes(rng)` writes what a journalist pastes when the PDF's copy came out scrambled: the edital's prose,
then a banner ("==== QUADRO DE VAGAS (Anexo I) — digitei do PDF, CONFERIR ===="), an "obs:" line, and a block per
cargo in styles that drift from block to block:

- key-value lines ("Cargo: X" / "Vagas: 6" / "Reserva p/ negros: 1" / "PcD: 1"), keys in any case, indented at
  times, figures zero-padded or with their words in brackets ("03 (três)"), a zero as "0", "-" or "não tem";
- the count line with its parts after a double dash ("vagas: 3  -- AC:2  PcD:0   negros: 1");
- one line, cells a bar apart, labels abbreviated ("Cargo : Jornalista | vg 2 | neg. 0 | pcd 0 | AC 2") or in full
  words with their colons ("Cargo: X | Vagas: 3 | Negros: 1", a card), the cells in any order, at times one left
  out or ampla concorrência mistyped (then a note's reading is not proven: uncertain);
- a cargo with cadastro only ("Cargo: Arquivista — só CR (cadastro reserva), sem vaga imediata");
- the cargo's parts under its heading and its own total set apart by a blank line ("Cargo: X" / "Ampla
  concorrência: 4" / "Negros: 1" / "PcD: 1", blank, "Total de vagas: 6"), ampla concorrência at times left out
  (then nothing tells the cargo's total from the list's: uncertain).

Then, after the blocks, the notes' grand total ("total geral: 75 vagas imediatas, 15 p/ negros (bate c/ item
2.3)", "Total: …", "TOTAL GERAL = …", "soma geral: …"), the banner's end and more prose.

The right reading: each cargo with vacancies once, its total and its negros; never the grand total as a cargo's
(nor any cargo named with another cell's text). Proven: a key-value block that gives the total (the prose
reader's rule), a bar line with a note's abbreviation only when it gives vg, AC, pcd and neg. and they add up (a
card's, in the edital's words, as a key-value block's), a total set apart only where the parts above it,
ampla concorrência among them, make it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from layout_places import Entry

HEAD = (
    "-----\ncopiado do PDF do edital em 06/10 — colei tudo, o quadro digitei à mão pq o copiar/colar saiu embaralhado\n"
    "-----\nESTADO DE GOIÁS\nCÂMARA MUNICIPAL DE SANTA HELENA\nEDITAL Nº 01/2026\n\n"
    "1. DAS DISPOSIÇÕES PRELIMINARES\n\n1.1 O concurso público será regido por este Edital.\n\n"
    "2. DOS CARGOS, DAS VAGAS E DA REMUNERAÇÃO\n\n2.1 Os cargos e a distribuição das vagas constam do Anexo I.\n\n"
)
TAIL = (
    "\n\n3. DAS INSCRIÇÕES\n\n3.1 As inscrições serão realizadas exclusivamente via internet, no período entre "
    "12 de outubro de 2026 e 11 de novembro de 2026.\n\n3.2 O valor da taxa de inscrição será de R$ 85,00.\n"
)
NAMES = [
    "Assessor Técnico Legislativo – Direito",
    "Assessor Técnico Legislativo – Contabilidade",
    "Analista de Sistemas",
    "Jornalista",
    "Taquígrafo",
    "Assistente Legislativo",
    "Agente de Segurança Legislativa",
    "Técnico em Manutenção Predial",
    "Motorista",
    "Recepcionista",
    "Intérprete de Libras",
    "Auxiliar de Serviços Gerais",
    "Revisor de Textos",
    "Contador",
    "Procurador Legislativo",
    "Técnico em Informática",
    "Redator de Atas",
    "Fotógrafo",
]
CR_NAMES = ["Arquivista", "Bibliotecário", "Sonoplasta"]
WORDS = (
    "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete".split()
)
FEMININE = {1: "uma", 2: "duas"}
CARGO_KEYS = ["Cargo:", "cargo:", "CARGO:", "Cargo :", "CARGO:  "]
VAGAS_KEYS = ["Vagas:", "vagas:", "Vagas:  ", "VAGAS:"]
NEGROS_KEYS = ["Reserva p/ negros:", "Reserva negros:", "Negros:", "negros:", "Reserva para negros:", "Res. negros:"]
NEGROS_KEYS += ["Vagas negros:", "Cota negros:"]
PCD_KEYS = ["PcD:", "pcd:", "PCD:"]
OPEN_KEYS = ["Ampla concorrência:", "ampla concorrência:", "Vagas de ampla concorrência:", "Ampla:"]
APART_TOTAL_KEYS = ["Total de vagas:", "TOTAL DE VAGAS:", "total de vagas:"]
BAR_LABELS = {
    "total": ["vg", "vgs", "vagas", "Vagas", "total"],
    "negros": ["neg.", "neg", "negros", "Negros"],
    "pcd": ["pcd", "PcD", "PCD", "pne"],
    "open": ["AC", "ac", "A.C.", "ampla"],
}

#: The labels only a note-taker writes: the line's roles proven only by its sum.
NOTE_ONLY = {"vg", "vgs", "neg.", "neg", "A.C."}


@dataclass
class Case:
    text: str
    entries: list[Entry] = field(default_factory=list)
    grand: tuple[int, int] = (0, 0)


def _figure(value: int, rng: random.Random, zero_words: bool = True) -> str:
    """ "3", "03", "03 (três)", and for a zero "0", "00 (zero)", "-", "não tem"."""
    if value == 0 and zero_words and rng.random() < 0.4:
        return rng.choice(["-", "não tem", "não há"])
    digits = f"{value:02d}" if rng.random() < 0.4 else str(value)
    if rng.random() < 0.35 and value < len(WORDS):
        return f"{digits} ({FEMININE.get(value, WORDS[value]) if rng.random() < 0.5 else WORDS[value]})"
    return digits


def _figures(rng: random.Random) -> tuple[int, int, int]:
    """A cargo's total, negros (20% from 3 vacancies) and PcD (5% from 5)."""
    total = rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 7, 9, 11, 12, 15, 18])
    negros = (total * 20 + 50) // 100 if total >= 3 else 0
    pcd = max(1, (total * 5 + 99) // 100) if total >= 5 else 0
    return total, negros, pcd


def _key_block(name: str, figures: tuple[int, int, int], rng: random.Random) -> str:
    total, negros, pcd = figures
    pad = rng.choice(["", "", "  "])
    lines = [f"{rng.choice(CARGO_KEYS)} {name}", f"{pad}{rng.choice(VAGAS_KEYS)} {_figure(total, rng, False)}"]
    parts = [
        f"{pad}{rng.choice(NEGROS_KEYS)} {_figure(negros, rng)}",
        f"{pad}{rng.choice(PCD_KEYS)} {_figure(pcd, rng)}",
    ]
    if rng.random() < 0.5:
        parts.reverse()
    return "\n".join(lines + parts)


def _apart_block(name: str, figures: tuple[int, int, int], rng: random.Random) -> tuple[str, bool]:
    """The cargo's parts under its heading, a blank line, its own total; whether its parts prove the total (they
    do where ampla concorrência is among them)."""
    total, negros, pcd = figures
    parts = [(rng.choice(NEGROS_KEYS), negros), (rng.choice(PCD_KEYS), pcd)]
    proven = rng.random() < 0.7
    if proven:
        parts.insert(rng.randint(0, 2), (rng.choice(OPEN_KEYS), total - negros - pcd))
    zero = rng.choice(["0", "-", "não tem", "00"])
    lines = [f"{rng.choice(CARGO_KEYS)} {name}"] + [f"{key} {value or zero}" for key, value in parts]
    figure = f"{total:02d}" if rng.random() < 0.3 else str(total)
    return "\n".join(lines) + f"\n\n{rng.choice(APART_TOTAL_KEYS)} {figure}", proven


def _dash_block(name: str, figures: tuple[int, int, int], rng: random.Random) -> str:
    total, negros, pcd = figures
    cells = [f"AC:{total - negros - pcd}", f"PcD:{pcd}", f"negros: {negros}"]
    return f"{rng.choice(CARGO_KEYS)} {name}\n{rng.choice(['vagas:', 'Vagas:'])} {total}  -- " + "  ".join(cells)


def _bar_line(name: str, figures: tuple[int, int, int], rng: random.Random) -> tuple[str, bool]:
    """The one-line item and whether it proves its figures: with a note's abbreviation ("vg", "neg.") or a cell
    without its colon, only every cell given and adding up does; with every cell "label: count" in the edital's
    words (a card), the total given and the parts adding up to it where ampla concorrência is given."""
    total, negros, pcd = figures
    values = {"total": total, "negros": negros, "pcd": pcd, "open": total - negros - pcd}
    roles = ["total", "negros", "pcd", "open"]
    if rng.random() < 0.3:
        rng.shuffle(roles)
    closes = True
    if rng.random() < 0.2:
        roles.remove(rng.choice(["open", "pcd"]))  # a cell left out
    elif rng.random() < 0.1:
        values["open"] += rng.choice([-1, 1, 2]) if values["open"] else 1  # a slip: the cells do not add up
        closes = False
    labels = {r: rng.choice(BAR_LABELS[r]) for r in roles}
    seps = {r: rng.choice([" ", ": ", " "]) for r in roles}
    cells = [f"{labels[r]}{seps[r]}{_cell(values[r], rng)}" for r in roles]
    key = rng.choice(["Cargo :", "Cargo:", "CARGO:", "cargo :"])
    note = any(labels[r] in NOTE_ONLY or seps[r] == " " for r in roles)
    parts = sum(values[r] for r in roles if r != "total")
    card = "total" in roles and ("open" not in roles or parts == total)  # ampla given: the parts make the total
    proven = closes and (len(roles) == 4 if note else card)
    return f"{key} {name} | " + " | ".join(cells), proven


def _cell(value: int, rng: random.Random) -> str:
    return "-" if value == 0 and rng.random() < 0.2 else (f"{value:02d}" if rng.random() < 0.2 else str(value))


def _grand(total: int, negros: int, rng: random.Random) -> str:
    return rng.choice(
        [
            f"total geral: {total} vagas imediatas, {negros} p/ negros  (bate c/ item 2.3 do edital)",
            f"Total geral: {total} vagas, sendo {negros} reservadas a negros",
            f"TOTAL GERAL = {total} vagas ({negros} negros)",
            f"total: {total} vagas imediatas, {negros} p/ negros",
            f"Total de vagas: {total} vagas, {negros} para negros",
            f"soma geral: {total} vagas, {negros} p/ negros (conferi)",
        ]
    )


def typed_notes(rng: random.Random) -> Case:
    """A variant of the class (the module's docstring)."""
    names = rng.sample(NAMES, rng.randint(3, 9))
    blocks: list[str] = []
    entries: list[Entry] = []
    total_all = negros_all = 0
    for name in names:
        figures = _figures(rng)
        style = rng.random()
        if style < 0.35:
            block, proven = _bar_line(name, figures, rng)
        elif style < 0.5:
            block, proven = _apart_block(name, figures, rng)
        elif style < 0.62:
            block, proven = _dash_block(name, figures, rng), True
        else:
            block, proven = _key_block(name, figures, rng), True
        blocks.append(block)
        entries.append(Entry(name, figures[0], figures[1], proven))
        total_all += figures[0]
        negros_all += figures[1]
    if rng.random() < 0.5:
        cr = f"Cargo: {rng.choice(CR_NAMES)}  — só CR (cadastro reserva), sem vaga imediata"
        cr = cr if rng.random() < 0.7 else f"Cargo : {rng.choice(CR_NAMES)} | CR"
        blocks.insert(rng.randrange(len(blocks) + 1), cr)
    if rng.random() < 0.6:  # the last block a bar line, right above the grand total (set 19's t09)
        name = rng.choice([n for n in NAMES if n not in names])
        figures = _figures(rng)
        block, proven = _bar_line(name, figures, rng)
        blocks.append(block)
        entries.append(Entry(name, figures[0], figures[1], proven))
        total_all += figures[0]
        negros_all += figures[1]
    banner = "======== QUADRO DE VAGAS (Anexo I) — digitei do PDF, CONFERIR antes de publicar ========\n"
    obs = "obs: AC = ampla conc.; reserva negros 20% qdo 3+ vagas (lei municipal); PcD 5% qdo 5+\n\n"
    quadro = (
        banner
        + obs
        + "\n\n".join(blocks)
        + "\n\n"
        + _grand(total_all, negros_all, rng)
        + "\n======== fim do quadro ========"
    )
    return Case(HEAD + quadro + TAIL, entries, (total_all, negros_all))
