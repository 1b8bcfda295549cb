"""Editais de retificação: the old text quoted under "onde se lê", the new under "leia-se".

`retificacao(table, layout, rng)` draws the old figures from the new ones (counts changed, a row dropped or
added), renders both in one of the generator's layouts (tests/layout_render.py: tables, one cell a line, pipes,
prose per cargo …) and writes them as a retificação quotes them, in one of its wordings: the opening ("ONDE SE
LÊ:", "Onde se lia:", "onde consta:", "Onde está escrito:") on a line of its own or ending the item's line,
the closing ("LEIA-SE:", "Lê-se:", "passa a constar:", "passa a vigorar com a seguinte redação:"), quotes
around the texts at times. It gives the text and the same text without the old one (`plain`): the old text
must change nothing of the reading. `inline_prose(table, rng)` writes one item a cargo with both statements on
one line ("No subitem 2.1.3, onde se lê “… 05 vagas …”, leia-se “… 06 vagas …”.").
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

import layout_render
from layout_render import LAYOUTS, Row, Table

OPENINGS = ("ONDE SE LÊ:", "Onde se lê:", "Onde se lia:", "onde consta:", "Onde está escrito:", "ONDE SE LÊ")
CLOSINGS = (
    "LEIA-SE:",
    "Leia-se:",
    "Lê-se:",
    "LEIA - SE:",
    "passa a constar:",
    "passa a vigorar com a seguinte redação:",
    "LEIA-SE",
)
HEAD = (
    "CÂMARA MUNICIPAL DE EXEMPLO\nEDITAL DE RETIFICAÇÃO Nº 1 AO EDITAL DE CONCURSO PÚBLICO Nº 3/2025\n"
    "O PRESIDENTE DA CÂMARA MUNICIPAL DE EXEMPLO, no uso de suas atribuições legais, RESOLVE RETIFICAR o Edital "
    "nº 3/2025, nos seguintes termos:\n"
)
TAIL = (
    "\n2. Permanecem inalteradas as demais disposições do Edital nº 3/2025.\n"
    "Exemplo, 30 de janeiro de 2026.\nFULANO DE TAL\nPresidente\n"
)
SENTENCES = (
    "Para o cargo de {name} são oferecidas {total} vagas, sendo {negros} reservadas a candidatos negros.",
    "{name}: {total} vagas, das quais {negros} reservadas aos candidatos negros.",
)


@dataclass
class Case:
    text: str
    plain: str  # the same retificação without the old text
    table: Table


def layouts() -> list[str]:
    """The generator's layouts that render a body alone (those with an opening of their own are left out)."""
    rng = random.Random(0)
    table = layout_render.random_table(rng)
    return [name for name in LAYOUTS if isinstance(getattr(layout_render, "_" + name)(copy.deepcopy(table), rng), str)]


def old_figures(table: Table, rng: random.Random) -> Table:
    """The figures the retificação corrects: some rows' counts changed, at times a row more or a row less."""
    old = copy.deepcopy(table)
    for row in old.rows:
        if rng.random() < 0.6:
            row.open = max(0, row.open + rng.choice((-3, -1, 1, 2, 4)))
            row.negros = max(0, row.negros + rng.choice((-1, 0, 1)))
    if len(old.rows) > 1 and rng.random() < 0.3:
        old.rows.pop(rng.randrange(len(old.rows)))
    elif rng.random() < 0.3:
        old.rows.append(Row("Agente de Portaria", None, rng.randint(1, 9), 0, rng.randint(0, 2)))
    return old


def _body(table: Table, layout: str, rng: random.Random) -> str:
    return getattr(layout_render, "_" + layout)(table, rng)


def retificacao(table: Table, layout: str, rng: random.Random) -> Case:
    old = old_figures(table, rng)
    quote = ("“", "”") if layout.startswith("prose") and rng.random() < 0.5 else ("", "")
    old_body, new_body = _body(old, layout, rng), _body(table, layout, rng)
    opening, closing = rng.choice(OPENINGS), rng.choice(CLOSINGS)
    item = "1. No item 2.1 do Edital, que trata do quadro de vagas,"
    if rng.random() < 0.5:
        opened = f"{item} {opening.lower()}\n"
    else:
        opened = f"{item}\n{opening}\n"
    old_text = f"{quote[0]}{old_body}{quote[1]}\n"
    new_text = f"{closing}\n{quote[0]}{new_body}{quote[1]}"
    text = HEAD + opened + ("\n" if rng.random() < 0.5 else "") + old_text + new_text + TAIL
    return Case(text, HEAD + item + "\n" + new_text + TAIL, table)


def inline_prose(table: Table, rng: random.Random) -> Case:
    old = old_figures(table, rng)
    olds = {row.name: row for row in old.rows}
    lines, plain = [], []
    for k, row in enumerate(table.rows, 1):
        form = rng.choice(SENTENCES)
        was = olds.get(row.name, row)
        said = form.format(name=row.name, total=row.total, negros=row.negros)
        before = form.format(name=row.name, total=was.total, negros=was.negros)
        opening, closing = rng.choice(("onde se lê", "onde se lia", "onde consta:")), rng.choice(("leia-se", "lê-se"))
        lines.append(f"1.{k}. No subitem 2.1.{k}, {opening} “{before}”, {closing} “{said}”")
        plain.append(f"1.{k}. No subitem 2.1.{k}, {closing} “{said}”")
    return Case(HEAD + "\n".join(lines) + TAIL, HEAD + "\n".join(plain) + TAIL, table)
