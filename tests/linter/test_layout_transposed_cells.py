"""Property test: a quadro printed with the cargos as its columns and the kinds of vacancy as its rows, given a
cell a line (a portal's page through BeautifulSoup's `get_text(separator="\\n")`: tests/layout_transposed_cells.py,
the class of `tables/transposed_cells.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every cargo once, its vacancies its
"Vagas totais" and its reserve for negros its negros' cell, named as the edital names it (the title's cargo
before a specialty), whatever the order of the roles' rows, with fields' rows before or after them, zeros as
dashes, a CR-only column, a TOTAL column; never a phantom (no field, no TOTAL column read as a cargo). The
roles' cells add up, so the readings with a "Vagas totais" row or a TOTAL column come out confirmed; with neither
the total is the roles' sum, and a quadro with a row of counts no role names is never confirmed."""

from __future__ import annotations

from layout_transposed_cells import transposed_cells
from test_layout_places import problems
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import transposed_cells as transposed_stage

SEED = 20261207


def _problems(case) -> list[str]:
    """`problems`, where a quadro holds a row no role names: its cargos each once, their negros, never confirmed
    (their total the known roles' sum at most)."""
    if not case.unknown:
        return problems(case)
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = problems(type(case)(case.text, [e for e in case.entries if e.proven]))
    out = [wrong for wrong in out if not wrong.startswith("not an entry")]
    for entry in (e for e in case.entries if not e.proven):
        found = [p for p in positions if fold(entry.name) in fold(p["name"])]
        if len(found) != 1 or (found[0]["reserved_stated"] or 0) != entry.negros:
            out.append(f"{entry.name}: want once with {entry.negros} negros, got {found}")
        elif found[0]["confidence"] == "confirmed" or found[0]["vacancies"] > entry.vacancies:
            out.append(f"{entry.name}: {found[0]['vacancies']} {found[0]['confidence']} beside {case.unknown!r}")
    for p in positions:
        if not any(fold(e.name) in fold(p["name"]) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_transposed_cells_read_back():
    assert_reads_back(transposed_cells, _problems, SEED, "transposed_cells", 200)


def test_proven_transposed_cells_are_confirmed():
    assert_proven_are_confirmed(transposed_cells, f"{SEED}-transposed-confirmed", draws=100, least=50)


def _read(quadro: str) -> list[tuple[str, int, int | None, str]]:
    report = lint_text(f"EDITAL Nº 01/2026\n2. DOS CARGOS E DAS VAGAS\n{quadro}\n3. DAS INSCRIÇÕES\n")
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in report["positions"]]


def test_a_name_wrapped_over_two_lines_confirms_nothing():
    """A column's head over two lines breaks the widths: the stage leaves the quadro alone, and nothing of it is
    confirmed (`column_blocks` pairs its blocks in doubt)."""
    quadro = (
        "Cargo\nAnalista Legislativo –\nContador\nProcurador\nJornalista\n"
        "Vagas totais\n3\n4\n5\nAmpla concorrência\n2\n3\n4\nNegros\n1\n1\n1"
    )
    read = _read(quadro)
    assert not [r for r in read if r[3] == "confirmed"], read


def test_parts_that_do_not_add_up_confirm_nothing():
    quadro = "Cargo\nContador\nProcurador\nVagas totais\n3\n4\nAmpla concorrência\n2\n3\nNegros\n1\n2"
    read = _read(quadro)
    assert sorted(r[:3] for r in read) == [("Contador", 3, 1), ("Procurador", 4, 2)], read
    assert not [r for r in read if r[3] == "confirmed"], read


def test_labels_over_blocks_of_cells_are_no_turned_quadro():
    """A viewer's column blocks, each under its label ("Cargo" / "TOTAL" / names / totals / "Negros" / cells /
    "PcD" / cells), have the widths of a turned quadro but no "Vagas totais" row: the stage leaves them alone."""
    text = (
        "2. DAS VAGAS\nCÓDIGO\nCP-97\nCP-98\nCargo\nTOTAL\nTécnico em Enfermagem\nTécnico em Saúde – Radiologia\n"
        "25\n21\nNegros\n05\n01\nPcD\n03\n3\n3. DAS INSCRIÇÕES\n"
    )
    lines = split_lines(text)
    before = [(line.number, line.text) for line in lines]
    assert [(line.number, line.text) for line in transposed_stage.relay(lines, text)] == before


_NO_TOTAL = (
    "Quadro I – Cargos de nível superior (Analista Legislativo)\nEspecificação\nContador\nProcurador\n{total}"
    "Ampla concorrência\n7\n4\n{sum_open}Negros (pretos e pardos)\n2\n1\n{sum_negros}"
    "Pessoas com deficiência\n1\n0\n{sum_pcd}{unknown}"
)


def test_a_turned_quadro_with_no_total_row_is_read_by_its_roles_sum():
    """No "Vagas totais" row: each cargo's total is its roles' sum, uncertain as a flat table's with no total
    column (nothing to check the sum against), confirmed by a TOTAL column as such a table by its TOTAL row."""
    bare = {"total": "", "sum_open": "", "sum_negros": "", "sum_pcd": "", "unknown": ""}
    read = _read(_NO_TOTAL.format(**bare))
    assert [r[:3] for r in read] == [
        ("Analista Legislativo – Contador", 10, 2),
        ("Analista Legislativo – Procurador", 5, 1),
    ]
    assert {r[3] for r in read} == {"uncertain"}, read
    summed = {"total": "TOTAL\n", "sum_open": "11\n", "sum_negros": "3\n", "sum_pcd": "1\n", "unknown": ""}
    read = _read(_NO_TOTAL.format(**summed))
    assert [r[1:] for r in read] == [(10, 2, "confirmed"), (5, 1, "confirmed")], read


def test_a_row_no_role_names_leaves_a_turned_quadro_with_no_total_uncertain():
    """A row of counts under a label no role names ("Hipossuficientes"): its vacancies are in no known role, so
    the roles' sum is not proven the total, even where a TOTAL column closes every role's row."""
    summed = {"total": "TOTAL\n", "sum_open": "11\n", "sum_negros": "3\n", "sum_pcd": "1\n"}
    for unknown in ("Hipossuficientes\n1\n1\n2\n", ""):
        text = _NO_TOTAL.format(**summed, unknown=unknown)
        if not unknown:  # the same row before the roles'
            text = text.replace("Ampla concorrência", "Hipossuficientes\n1\n1\n2\nAmpla concorrência", 1)
        report = lint_text(f"EDITAL Nº 01/2026\n2. DOS CARGOS E DAS VAGAS\n{text}\n3. DAS INSCRIÇÕES\n")
        read = [(p["name"], p["confidence"], p["confidence_reason"] or "") for p in report["positions"]]
        assert [r[0] for r in read] == ["Analista Legislativo – Contador", "Analista Legislativo – Procurador"], read
        assert all(r[1] == "uncertain" and "Hipossuficientes" in r[2] for r in read), read
