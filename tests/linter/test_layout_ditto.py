"""Ditto marks a legend explains (`tables/ditto_marks.py`): a row whose cargo, pay or hours cell repeats
the row above's as `"`, "idem", "id." or `〃` is named by the cargo above it.

The property test draws 250 random variants (tests/layout_ditto.py): every row comes back with its
figures and a name holding its cargo and its área, and a confirmed row is right in every figure. The
hand-written cases pin what is never done: marks copied without a legend, or a count copied."""

from __future__ import annotations

import random

from layout_ditto import ditto_table
from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import ditto_marks
from tests.linter.test_layout_generator import SEED

VARIANTS = 250


def _positions(text: str) -> list[dict]:
    return [q for q in lint_text(text)["positions"] if q.get("vacancies")]


def _edital(body: str) -> str:
    return HEAD + "2.1 Os cargos, as vagas e os vencimentos são os seguintes:\n" + body + TAIL


def test_ditto_marks_are_read_in_their_variants():
    rng = random.Random(f"{SEED}-ditto")
    misread = 0
    for _ in range(VARIANTS):
        body, rows = ditto_table(rng)
        text = _edital(body)
        positions = _positions(text)
        got = [(q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) for q in positions]
        named = len(positions) == len(rows) and all(
            fold(cargo) in fold(q["name"]) and fold(area) in fold(q["name"]) and '"' not in q["name"]
            for q, (cargo, area, *_) in zip(positions, rows)
        )
        for q, (_, _, total, pcd, negros) in zip(positions, rows):
            if q["confidence"] == "confirmed":
                assert (q["vacancies"], q["pcd_stated"] or 0, q["reserved_stated"] or 0) == (total, pcd, negros), text
        misread += got != [(total, pcd, negros) for _, _, total, pcd, negros in rows] or not named
    assert misread <= VARIANTS // 50, f"{misread}/{VARIANTS} misread"


_TABLE = [
    " Cargo                          Área / Disciplina     Vagas   Negros    PcD     Vencimento    Carga",
    " Professor de Educação Básica   Língua Portuguesa       05      01      --       2.010,40      24h",
    '      "     "     "      "      Matemática              04      01      --          "           "',
    "      idem                      Ciências                02      --      --         idem         idem",
]


def test_marks_are_copied_only_where_a_legend_explains_them():
    legend = ' (") e (idem): o mesmo conteúdo da linha imediatamente anterior.'
    explained = ditto_marks.relay("\n".join([*_TABLE, legend])).split("\n")
    assert explained[2].split("  ")[0].strip() == "Professor de Educação Básica"
    assert explained[3].startswith(" Professor de Educação Básica   Ciências")
    assert "2.010,40" in explained[3] and "idem" not in explained[3]
    bare = "\n".join(_TABLE)
    assert ditto_marks.relay(bare) == bare


def test_a_mark_over_a_count_is_never_a_copy_of_it():
    legend = ' (") e (idem): o mesmo conteúdo da linha imediatamente anterior.'
    row = '      "     "     "      "      Matemática              04       "      --          "           "'
    lines = ditto_marks.relay("\n".join([*_TABLE[:2], row, legend])).split("\n")
    assert '04       "      --       2.010,40' in lines[2]
