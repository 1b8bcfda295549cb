"""A quadro headed by labels in words the vocabulary does not read, explained in prose below it ("Vagas
universais: vagas destinadas a todos os candidatos."), is read with the roles the legend names
(`tables/label_legend.py`); a label nobody explains stays a column of unknown role.

The property test draws 250 random variants (tests/layout_label_legend.py): every row of a fully
explained quadro with a total column comes back confirmed with its figures and name; nothing else is
read; a confirmed row is right in every figure; a quadro with a label left unexplained or no total column
confirms no row."""

from __future__ import annotations

import random

from layout_label_legend import legend_table
from layout_render import HEAD, TAIL, random_table

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _edital(body: str) -> str:
    return HEAD + "2.1 As vagas estão distribuídas conforme o quadro a seguir:\n\n" + body + TAIL


def test_quadros_explained_by_a_legend_in_prose_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-label-legend")
    read = unproven = 0
    for _ in range(VARIANTS):
        table = random_table(rng)
        body, explained = legend_table(table, rng)
        text = _edital(body)
        positions = [q for q in lint_text(text)["positions"] if q.get("vacancies")]
        names = [fold(row.name) for row in table.rows]
        for q in positions:
            assert any(fold(q["name"]).startswith(n) or n in fold(q["name"]) for n in names), text  # no phantom
            if q["confidence"] == "confirmed":
                row = next(r for r in table.rows if fold(r.name) == fold(q["name"]))
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"]) == (row.total, row.pcd, row.negros)
                assert explained, text  # an unexplained label or no total: nothing proven
        if explained:
            got = [(fold(q["name"]), q["vacancies"], q["reserved_stated"], q["confidence"]) for q in positions]
            want = [(fold(r.name), r.total, r.negros, "confirmed") for r in table.rows]
            read += got == want
        else:
            unproven += 1
    assert read >= VARIANTS - unproven - VARIANTS // 50, f"{read}/{VARIANTS - unproven} read"
    assert unproven >= VARIANTS // 10  # the unexplained variants were drawn


_QUADRO = """   Cargo                              Vagas          Reserva             Deficientes    Total
                                      universais     étnico-racial
   ------------------------------------------------------------------------------------------------
   Técnico – Administrativo              13              6                   1           20
   Técnico – Informática                  2              2                   1            5
   ------------------------------------------------------------------------------------------------

"""


def _rows(legend: str) -> list[tuple]:
    report = lint_text(_edital(_QUADRO + legend))
    return [(q["vacancies"], q["reserved_stated"], q["confidence"]) for q in report["positions"]]


def test_labels_in_words_take_the_roles_their_legend_names():
    legend = (
        "   Vagas universais: vagas destinadas a todos os candidatos. Reserva étnico-racial: vagas reservadas à\n"
        "   população negra, nos termos da Lei nº 12.990/2014. Deficientes: vagas reservadas a pessoas com deficiência.\n"
    )
    assert _rows(legend) == [(20, 6, "confirmed"), (5, 2, "confirmed")]


def test_a_label_nobody_explains_leaves_the_quadro_unconfirmed():
    legend = "   Vagas universais: vagas destinadas a todos os candidatos.\n"
    assert all(confidence != "confirmed" for _, _, confidence in _rows(legend))


def test_a_meaning_naming_two_roles_gives_none():
    legend = (
        "   Vagas universais: vagas destinadas a todos os candidatos. Reserva étnico-racial: vagas reservadas a\n"
        "   pessoas pretas, pardas, indígenas e quilombolas.\n"
    )
    assert all(confidence != "confirmed" for _, _, confidence in _rows(legend))
