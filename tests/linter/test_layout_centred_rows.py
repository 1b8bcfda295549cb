"""Property test: FEPESE's quadro as pdfplumber prints it, its header's labels at different heights and
each row's cells centred on its tallest (`tables/centred_rows.py`), drawn by tests/layout_centred_rows.py.

A fixed seed draws 250 editais. None gives a phantom nor a confirmed wrong reading, and nine in ten read
whole: every cargo once, its name whole, its vacancies and its reserve for negros; a row whose name was
pieced from wrapped lines is never confirmed, and the rows whose cells all stand on one line are."""

from __future__ import annotations

import random
import re

from layout_centred_rows import centred_rows_quadro
from test_layout_places import problems

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261205
VARIANTS = 250


def test_class_reads_back():
    rng = random.Random(f"{SEED}-centred_rows_quadro")
    bad = []
    for _ in range(VARIANTS):
        case = centred_rows_quadro(rng)
        wrong = problems(case)
        assert not [w for w in wrong if "not an entry" in w or "confirmed but not proven" in w], (wrong, case.text)
        if wrong:
            bad.append((wrong, case.text))
    assert len(bad) <= VARIANTS // 10, f"{len(bad)}/{VARIANTS} misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_rows_on_one_line_are_confirmed():
    """The other side: a row whose cells all stand on its counts' line is confirmed by its arithmetic."""
    rng = random.Random(f"{SEED}-centred_rows_quadro-confirmed")
    proven = confirmed = 0
    for _ in range(40):
        case = centred_rows_quadro(rng)
        positions = {p["name"]: p for p in lint_text(case.text)["positions"] if p["vacancies"]}
        for entry in case.entries:
            if entry.proven and entry.name in positions:
                proven += 1
                confirmed += positions[entry.name]["confidence"] == "confirmed"
    assert proven >= 60 and confirmed == proven, (confirmed, proven)


def test_a_row_that_does_not_add_up_confirms_nothing_of_its_table():
    """A count changed so that its row no longer adds up: the table is not re-laid, and nothing of it is
    read confirmed with figures other than the generator's."""
    rng = random.Random(f"{SEED}-centred_rows_quadro-off")
    changed = 0
    for _ in range(60):
        case = centred_rows_quadro(rng)
        lines = case.text.split("\n")
        row = next((k for k, line in enumerate(lines) if re.search(r"\s(\d{1,2})\s\d{1,2}\s", line)), None)
        if row is None:
            continue
        lines[row] = re.sub(r"\s(\d{1,2})\s(?=\d{1,2}\s)", lambda m: f" {int(m.group(1)) + 3} ", lines[row], count=1)
        changed += 1
        want = {fold(e.name): (e.vacancies, e.negros) for e in case.entries}
        for p in lint_text("\n".join(lines))["positions"]:
            if p["confidence"] == "confirmed" and p["vacancies"]:
                assert want.get(fold(p["name"])) == (p["vacancies"], p["reserved_stated"] or 0), (p, lines[row])
    assert changed >= 40, changed
