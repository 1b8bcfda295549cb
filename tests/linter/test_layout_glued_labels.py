"""Property test: a flat quadro under a header line whose labels pypdf glued ("NegrosTotal",
"IndígenasQuilombolasTotal"; tests/layout_glued_labels.py, the class of `tables/glued_labels.py`).

A fixed seed draws 250 quadros. Each must read as its generator says: every row once, its total, its
negros (Lei 15.142's groups added), confirmed; no other position. A line in camel case that is no header
stays as it is, and a row whose parts do not add up confirms nothing."""

from __future__ import annotations

import random

from layout_glued_labels import glued_header
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import laid_line
from cotacheck.linter.tables import glued_labels

SEED = 20261208


def test_glued_labels_read_back():
    assert_reads_back(glued_header, problems, SEED, "glued_labels", 250)


def test_glued_labels_proven_are_confirmed():
    assert_proven_are_confirmed(glued_header, f"{SEED}-confirmed", least=50)


def test_rows_that_do_not_add_up_confirm_nothing():
    rng = random.Random(f"{SEED}-off")
    for _ in range(40):
        lines = glued_header(rng).text.split("\n")
        at = 5  # the first row, under the header
        head, last = lines[at].rsplit(" ", 1)
        lines[at] = f"{head} {int(last) + 1 if last.isdigit() else 1}"
        text = "\n".join(lines)
        confirmed = [p for p in lint_text(text)["positions"] if p["confidence"] == "confirmed" and p["vacancies"]]
        assert not confirmed, (confirmed, text)


def test_camel_case_that_is_no_header_stays():
    text = "O candidato usará o sistemaSIGEP e o portalGov.\nCargo NomeSocial Observações\nVer o itemAnterior.\n"
    lines = [laid_line(k + 1, t) for k, t in enumerate(text.split("\n"))]
    assert glued_labels.relay(list(lines), text) == lines


def test_a_name_label_after_the_counts_is_not_parted():
    """pypdf's text of a groff table whose merged cargo cells come last: parted, "Negros Cargo Função" named a
    header whose rows opened with names it put after the counts (set 12's t04 read phantoms so)."""
    line = laid_line(235, "Sede Norte Sul Total AC PcD NegrosCargo Função")
    assert glued_labels.relay([line], line.text)[0].text == line.text
    opened = laid_line(1, "Cargo Ampla concorrência PcD NegrosTotal")
    assert glued_labels.relay([opened], opened.text)[0].text == "Cargo Ampla concorrência PcD Negros Total"
