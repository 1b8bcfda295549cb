"""A quadro laid out by spaces that runs onto the next page, the page's foot, a form feed, the next page's
letterhead and the header repeated between its rows, is read whole (`tables/page_break.py`).

The property test draws 250 random variants (tests/layout_page_break.py): every row comes back with its
total and its reserve for negros, a name whose end stands on the next page whole, no furniture's words in a
name, nothing else read; where a note ends the table before the break, nothing after it is confirmed wrong
and nothing is a phantom."""

from __future__ import annotations

import random

from layout_page_break import page_break
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _read(body: str) -> list[dict]:
    return lint_text(HEAD + body + TAIL)["positions"]


def test_a_quadro_broken_by_a_page_is_read_in_its_variants():
    rng = random.Random(f"{SEED}-page-break")
    read = joined = 0
    for _ in range(VARIANTS):
        body, rows, whole = page_break(rng)
        want = {fold(name): (total, negros) for name, total, negros in rows}
        firsts = {fold(name.split(" –")[0]) for name, _, _ in rows}
        got = {}
        for q in _read(body):
            folded = fold(q["name"])
            assert any(f in folded for f in firsts) or not q.get("vacancies"), body  # no phantom
            name = next((n for n in want if folded == n), None)
            if q["confidence"] == "confirmed":
                assert name is not None and (q["vacancies"], q["reserved_stated"] or 0) == want[name], (q, body)
            if name is not None:
                got[name] = (q["vacancies"], q["reserved_stated"] or 0)
        if whole:
            joined += 1
            read += got == want
    assert read >= joined - VARIANTS // 50, f"{read}/{joined} read"
    assert VARIANTS - joined >= VARIANTS // 20  # the tables a note ends before the break were drawn


_BROKEN = """ Cargo/Especialidade                                   AC        PcD       Negros       Total
 Policial Penal                                        126         18          36         180
 Especialista em Assistência Penitenciária –             4          1           1           6


 Publicado no DOE nº 12.345, de 14/03/2025                                              Página 36 de 112
 Código de autenticação: 7F3A-22C1-90BE-4D17                     Documento assinado digitalmente (MP nº 2.200-2/2001)
\f Nº 12.345 – 14/03/2025                    DIÁRIO OFICIAL DO ESTADO DE SERRA DOURADA                              37
 ANO XXXVII                                      Poder Executivo                                       Seção 3 – Pessoal

 Serviço Social
 Técnico Penitenciário – Contabilidade                   2          0           0           2
"""


def test_the_name_goes_on_past_the_foot_and_the_letterhead():
    names = {q["name"]: q["vacancies"] for q in _read("2.1 Quadro de vagas:\n\n" + _BROKEN)}
    assert names["Especialista em Assistência Penitenciária – Serviço Social"] == 6
    assert names["Técnico Penitenciário – Contabilidade"] == 2


def test_a_note_under_the_rows_is_not_the_page_s_furniture():
    noted = _BROKEN.replace(
        "–             4          1           1           6\n",
        "–             4          1           1           6\n Nota: as vagas reservadas estão incluídas no total.\n",
    )
    assert all("Nota" not in q["name"] for q in _read("2.1 Quadro de vagas:\n\n" + noted))
