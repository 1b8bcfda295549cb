"""Property test: a quadro typed by hand into an edital's pasted text, one block per cargo in drifting styles, the
one-line items' cells a bar apart under abbreviated labels, the notes' grand total after the blocks
(tests/layout_typed_notes.py, the class of `tables/bar_line.py` and `tables/grand_total.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, under its own name
exactly (never with another cell's text: "Revisor de Textos | vg 3 | neg. 1"), its total and its negros; a
cargo confirmed exactly where its figures are proven (a bar line only when vg = AC + pcd + neg., a total set apart
from its block only when the parts above it, ampla concorrência among them, make it); never the grand total as a
cargo's figures."""

from __future__ import annotations

import random

from layout_typed_notes import typed_notes
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold
from cotacheck.linter.tables import bar_line

SEED = 20261207


def _problems(case) -> list[str]:
    """What the reading of `case` gets wrong: names exact, figures, confirmed exactly where proven."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(p["name"]).strip() == fold(entry.name)]
        if len(found) != 1 or (found[0]["vacancies"], found[0]["reserved_stated"] or 0) != (
            entry.vacancies,
            entry.negros,
        ):
            got = [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in found]
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros} once, got {got}")
        elif (found[0]["confidence"] == "confirmed") != entry.proven:
            out.append(f"{entry.name}: {found[0]['confidence']}, proven {entry.proven}")
    for p in positions:
        if not any(fold(p["name"]).strip() == fold(e.name) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
        if p["vacancies"] == case.grand[0] and len(case.entries) > 1 and p["confidence"] == "confirmed":
            out.append(f"{p['name']!r} confirmed with the grand total's {case.grand[0]} vacancies")
    return out


def test_typed_notes_read_back():
    assert_reads_back(typed_notes, _problems, SEED, "typed_notes", 200)


def test_proven_typed_notes_are_confirmed():
    assert_proven_are_confirmed(typed_notes, f"{SEED}-typed-confirmed", draws=120, least=30)


def _read(quadro: str) -> list[tuple]:
    text = f"EDITAL Nº 01/2026\n\n2. DOS CARGOS\n\n{quadro}\n\n3. DAS INSCRIÇÕES\n\n3.1 Via internet.\n"
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in lint_text(text)["positions"]]


def test_the_grand_total_under_a_bar_line_is_no_cargo():
    """Set 19's t09: the last cargo a bar line, the notes' total below it: the cargo its own cells, the total none."""
    read = _read(
        "Cargo : Revisor de Textos | vg 3 | neg. 1 | pcd 0 | AC 2\n\ntotal geral: 75 vagas imediatas, 15 p/ negros"
    )
    assert read == [("Revisor de Textos", 3, 1, "confirmed")], read


def test_a_grand_total_names_no_cargo_even_under_a_heading():
    """The heading above has no figures of its own: the total below it is still the list's, never read as its."""
    for total in ("total geral: 75 vagas imediatas, 15 p/ negros", "Total: 75 vagas, 15 p/ negros"):
        read = _read(f"Cargo: Analista\nVagas: 6\nNegros: 1\n\nCargo: Arquivista\n\n{total}")
        assert read == [("Analista", 6, 1, "confirmed")], (total, read)


def test_a_cargos_own_total_in_its_block_is_read():
    """ "Total de vagas: 10" right under the cargo's heading is the cargo's own."""
    read = _read("Cargo: Técnico\nTotal de vagas: 10\nNegros: 2")
    assert read == [("Técnico", 10, 2, "confirmed")], read


def test_a_cargos_own_total_set_apart_is_told_by_what_it_closes():
    """ "Total de vagas" after a blank line, right under a cargo's block of parts with no total: the cargo's where
    its parts (ampla concorrência among them) make it, confirmed; the list's where they make another figure (nothing
    read); with no ampla concorrência nothing tells: the cargo's, uncertain, with the reason."""
    block = "Cargo: Analista\nVagas: 10\nNegros: 2\n\nCargo: Técnico\n{parts}\n\nTotal de vagas: {total}"
    own = _read(block.format(parts="Ampla concorrência: 4\nNegros: 1\nPcD: 0", total=5))
    assert own == [("Analista", 10, 2, "confirmed"), ("Técnico", 5, 1, "confirmed")], own
    listed = _read(block.format(parts="Ampla concorrência: 4\nNegros: 1\nPcD: 0", total=15))
    assert listed == [("Analista", 10, 2, "confirmed")], listed
    told = _read(block.format(parts="Negros: 1\nPcD: 0", total=5))
    assert told[1][:3] == ("Técnico", 5, 1) and told[1][3] == "uncertain", told
    report = lint_text(f"EDITAL Nº 01/2026\n\n{block.format(parts='Negros: 1', total=5)}\n")
    assert "linha em branco" in (report["positions"][-1]["confidence_reason"] or ""), report["positions"]


def test_bar_cells_that_do_not_add_up_are_uncertain():
    assert _read("Cargo : Motorista | vg 5 | neg. 1 | pcd 1 | AC 4")[0][3] == "uncertain"
    assert _read("Cargo : Motorista | vg 5 | neg. 1 | AC 4")[0][3] == "uncertain"  # no PcD's cell: not proven
    assert _read("Cargo : Motorista | vg 5 | neg. 1 | pcd 1 | xyz 3")[0][3] == "uncertain"  # a label not known


def test_a_bar_lines_name_never_holds_another_cell():
    """An área's bare cell joins the name; a labelled field ("Nível: Médio") and the counts never do."""
    parsed = bar_line.parse("Cargo: Professor | Matemática | Nível: Superior | vg 4 | AC 3 | pcd 0 | neg. 1")
    assert parsed is not None and parsed[0] == "Professor – Matemática" and not parsed[2], parsed


def test_abbreviations_are_read_only_on_a_cargo_bar_line():
    """ "vg 3 | neg. 1" read as roles only where the line names its cargo; a table's bars elsewhere are no item."""
    assert bar_line.parse("Analista | vg 3 | neg. 1") is None
    assert bar_line.parse("Cargo: Analista | Nível: Superior") is None


def test_words_in_brackets_and_none_as_words():
    parsed = bar_line.parse("CARGO: Taquígrafo | vg 03 (três) | AC: 02 (duas) | neg.: 01 (uma) | pcd: não tem")
    assert parsed == ("Taquígrafo", {"total": 3, "open": 2, "negros": 1, "pcd": 0}, [], False), parsed
    # every field "label: count" in the edital's words (a card, `field_bars`): the labels name the roles
    assert _read("CARGO: Taquígrafo | Vagas: 3 | Negros: 1") == [("Taquígrafo", 3, 1, "confirmed")]
    assert _read("CARGO: Taquígrafo | vg 3 | neg. 1") == [("Taquígrafo", 3, 1, "uncertain")]  # a note's: the sum
    assert _read("CARGO: Taquígrafo | Vagas: 3 | AC: 2 | Negros: 1 | PcD: 0") == [("Taquígrafo", 3, 1, "confirmed")]


def test_random_bar_lines_are_linear():
    """A long run of cells (a pasted line of bars) is read in one pass."""
    rng = random.Random(SEED)
    line = "Cargo: Analista | " + " | ".join(f"vg {rng.randint(0, 9)}" for _ in range(3000))
    assert bar_line.parse(line) is not None
