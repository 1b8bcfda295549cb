"""Property test: a portal's page turned into one line by BeautifulSoup's `get_text()` with no separator, its quadro's
cells glued (tests/layout_glued_page.py, the class of `tables/glued_page.py`), read back right.

A fixed seed draws 200 pages. Each must read exactly what its generator says can be proven: a row whose run of
digits one split alone closes (or the Total row chooses), under its own name, its total and its negros; nothing
else (never a phantom: no split guessed, no pay or hours read as a count, nothing under a column the reading does
not know); never confirmed unless the split was forced; and always a note that the cells are glued."""

from __future__ import annotations

import random

from layout_glued_page import closing, glued_page
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.tables import glued_page as stage

SEED = 20261207


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    positions = [p for p in report["positions"] if p["vacancies"]]
    got = sorted((p["name"], p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((e.name, e.vacancies, e.negros) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    proven = {e.name for e in case.entries if e.proven}
    out += [
        f"{p['name']}: confirmed, not forced"
        for p in positions
        if p["confidence"] == "confirmed" and p["name"] not in proven
    ]
    if case.noted and not any(stage.GLUED in f["message"] for f in report["findings"]):
        out.append("no note on the glued cells")
    return out


def test_glued_pages_read_back():
    assert_reads_back(glued_page, _problems, SEED, "glued_page", 200)


def test_most_glued_pages_read_something():
    """The other side: the class is read, not left to the note (most variants have rows one split alone closes)."""
    rng = random.Random(f"{SEED}-some")
    read = sum(bool([p for p in lint_text(glued_page(rng).text)["positions"] if p["vacancies"]]) for _ in range(40))
    assert read >= 30, read


def test_splits_close_the_row():
    assert closing("221624", ["total", "open", "pcd", "negros"]) == [(22, 16, 2, 4)]
    assert sorted(closing("352627", ["total", "open", "pcd", "negros"])) == [(35, 2, 6, 27), (35, 26, 2, 7)]
    assert stage.splits("352627", ["total", "open", "pcd", "negros"]) == [(35, 2, 6, 27), (35, 26, 2, 7)]
    assert stage.splits("2200", ["total", "open", "pcd", "negros"]) == [(2, 2, 0, 0)]


def test_two_splits_and_no_total_row_read_nothing_of_that_row():
    """ "Agente Comunitário de Saúde…352627": 35 = 26 + 2 + 7 = 2 + 6 + 27, and no Total row to choose: not read."""
    page = (
        "Portal " * 400 + "quadro a seguir:CargoTotalACPcDNegrosAgente Administrativo221624Agente Comunitário de "
        "Saúde352627Contador3201Legenda: AC – ampla concorrência." + " Texto" * 50
    )
    report = lint_text(page)
    read = sorted((p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"])
    assert read == [("Agente Administrativo", 22, 4, "uncertain"), ("Contador", 3, 1, "uncertain")], read
    assert any("Agente Comunitário de Saúde" in f["message"] for f in report["findings"])


def test_money_and_hours_are_never_counts():
    page = "Portal " * 400 + "CargoCarga horáriaVencimento (R$)TotalACNegrosVigia40h1.760,00321Legenda." + " Fim" * 9
    read = [(p["name"], p["vacancies"], p["reserved_stated"]) for p in lint_text(page)["positions"]]
    assert read == [("Vigia", 3, 1)], read


def test_a_short_line_is_no_page():
    """A glued header on a printed line (pypdf's) is another class's: this stage leaves the text as it is."""
    text = "CargoTotalACPcDNegros\nAgente Administrativo221624\n"
    assert stage.relay(text) == text
