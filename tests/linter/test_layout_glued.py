"""Property test: the glued quadros of `tests/layout_glued.py` read back right (`tables/glued_counts.py`):
every row whose split the arithmetic proves is a position with its whole name (hours and digits kept),
its vacancies and its stated reserve for negros, confirmed; a row two splits close is never confirmed;
nothing else is read. Beside it, the glued lines the stage must leave alone."""

from __future__ import annotations

import time

from layout_glued import glued_counts
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import glued_counts as stage

SEED = 20261205


def _problems(case) -> list[str]:
    report = lint_text(case.text)
    positions = [p for p in report["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(p["name"]) == fold(entry.name)]
        right = [
            p for p in found if (p["vacancies"], p["reserved_stated"] or 0) == (entry.vacancies, entry.negros or 0)
        ]
        if entry.proven and not any(p["confidence"] == "confirmed" for p in right):
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} confirmed, got {found}")
    for p in positions:
        entry = next((e for e in case.entries if fold(p["name"]).startswith(fold(e.name)[:-2])), None)
        if entry is None:
            out.append(f"not an entry: {p['name']!r}")
        elif p["confidence"] == "confirmed" and (
            not entry.proven
            or fold(p["name"]) != fold(entry.name)
            or (p["vacancies"], p["reserved_stated"] or 0) != (entry.vacancies, entry.negros or 0)
        ):
            out.append(f"{p['name']}: confirmed wrong {p['vacancies']}/{p['reserved_stated']}")
    return out


def test_glued_quadros_read_back():
    assert_reads_back(glued_counts, _problems, SEED, "glued_counts")


def _laid(rows: list[str]) -> list[str]:
    return [line.text for line in stage.relay(split_lines("\n".join(rows)))]


def test_the_split_the_arithmetic_proves():
    laid = _laid(["CargoTotal de", "VagasACPcDPN", "Enfermeiro Plantonista 12x3610 7 1 2", "Vigia4 3 - 1"])
    assert laid == ["Cargo Total AC PcD Negros", "Enfermeiro Plantonista 12x36 10 7 1 2", "Vigia 4 3 - 1"]


def test_two_splits_that_close_leave_the_table_uncertain():
    """ "Sala A030 20 - 10": 30 after "Sala A0" or 030 after "Sala A"; no cell apart says whether the table
    pads its counts. The table is re-laid with a column nobody explains, so never confirmed."""
    laid = _laid(["CargoTotalACPcDPN", "Sala A030 20 - 10", "Vigia40 30 - 10"])
    assert laid[0] == "Cargo Total XX AC PcD Negros" and laid[2] == "Vigia 40 - 30 - 10"
    report = lint_text("\n".join(["QUADRO 1", "CargoTotalACPcDPN", "Sala A030 20 - 10", "Vigia40 30 - 10"]))
    assert report["positions"] and all(p["confidence"] != "confirmed" for p in report["positions"])


def test_padded_cells_apart_single_out_the_split():
    """ "Sala A030 20 - 10" in a table whose counts apart are padded ("05"): the count is "30", two digits."""
    laid = _laid(["CargoTotalACPcDPN", "Sala A030 20 - 10", "Vigia05 04 - 01"])
    assert laid[1:] == ["Sala A0 30 20 - 10", "Vigia 05 04 - 01"]


def test_a_header_that_splits_two_ways_or_none_is_left_alone():
    rows = ["CargoQuadroGeralXYZ", "Vigia4 3 - 1"]
    assert _laid(rows) == rows


def test_a_long_run_of_rows_under_no_header_is_looked_at_once():
    """Every line of a long run ends in counts and has a letter before them: each was walked up to the run's
    start again (quadratic: 2,000 lines of 1,500 characters took minutes). Each run is looked at once: four
    times the rows take about four times the CPU time (a ratio in the same run; quadratic is 16)."""

    def cpu(count: int) -> float:
        rows = [f"Cargo {'a' * 1500}{k % 9 + 1} 2 3 4" for k in range(count)]
        started = time.process_time()
        assert _laid(rows) == rows
        return time.process_time() - started

    small, large = min(cpu(1000), cpu(1000)), cpu(4000)
    assert large <= 7 * max(small, 0.05), f"{small:.2f} s for 1,000 rows, {large:.2f} s for 4,000"


def test_a_count_with_its_thousands_is_never_cut_at_its_dot():
    """ "Agente1.250 200 - 50": 250 after "Agente1." would add up, but a name never ends in "1."; 1250 does
    not add up, so the table is read uncertain, never "250" confirmed."""
    laid = _laid(["CargoTotalACPcDPN", "Agente1.250 1.000 - 250", "Nível 21.250 1.000 - 250"])
    assert laid[1:] == ["Agente 1.250 1.000 - 250", "Nível 2 1.250 1.000 - 250"]
    laid = _laid(["CargoTotalACPcDPN", "Agente1.250 200 - 50", "Vigia40 30 - 10"])
    assert laid[0] == "Cargo Total XX AC PcD Negros" and laid[1] == "Agente 1.250 - 200 - 50"
