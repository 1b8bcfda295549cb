"""Property test: several quadros in a row, one cargo each, a cell a line (tests/layout_cargo_quadros_cells.py,
Caixa 2025 through PyMuPDF), read back with each quadro's cargo naming its rows (issue 38).

A fixed seed draws 100 editais. Each must read as its generator says: every place once under its own quadro's
cargo, its vacancies the immediate total and its negros the PN cell; no confirmed name ever a place column's
label ("MACROPOLO – Nordeste BA" was read, confirmed, for every quadro but the first). The macro-region may
stand before the polo or not (the place is matched by its polo); the cargo must be exact. A quadro as pdftotext
prints it at times (a macro-region's cell between the place labels and the counts'), its cargo's title not
proven the rows', must leave no position confirmed under another name ("Norte PA")."""

from __future__ import annotations

from layout_cargo_quadros_cells import PLACE_LABELS, cargo_quadros_cells
from test_layout_prose import assert_proven_are_confirmed, assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261207
_LABELS = {fold(label) for pair in PLACE_LABELS for label in pair}


def _key(name: str) -> tuple[str, str]:
    """A position's cargo and its polo (the place's last word)."""
    cargo, _, place = fold(name).partition(" – ")
    return cargo, (place.replace("-", " ").split() or [""])[-1]


def _problems(case) -> list[str]:
    """Every place read under its cargo when the generator proves them all; whatever the case, no confirmed
    position but a wanted one (its cargo, polo and figures), none under a label."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((_key(p["name"]), p["vacancies"], p["reserved_stated"]) for p in positions)
    want = sorted((_key(e.name), e.vacancies, e.negros) for e in case.entries)
    out = [] if got == want or not all(e.proven for e in case.entries) else [f"read {got}, want {want}"]
    for p in positions:
        read = (_key(p["name"]), p["vacancies"], p["reserved_stated"])
        if p["confidence"] == "confirmed" and (read not in want or read[0][0] in _LABELS):
            out.append(f"confirmed wrong: {p['name']!r} {read[1:]}")
    return out


def test_cargo_quadros_cells_read_back():
    assert_reads_back(cargo_quadros_cells, _problems, SEED, "cargo_quadros_cells", 100)


def test_proven_cargo_quadros_cells_are_confirmed():
    assert_proven_are_confirmed(cargo_quadros_cells, f"{SEED}-confirmed", draws=80, least=25)


def test_the_caixa_2025_second_quadro():
    """Caixa 2025 through PyMuPDF: the second quadro's header read from "VAGAS IMEDIATAS", "MACROPOLO" and
    "POLO" left over it; the rows are "ENGENHEIRO CIVIL"'s, never "MACROPOLO"'s."""
    quadro = "\n{}\nMACROPOLO\nPOLO\nVAGAS IMEDIATAS\nCADASTRO DE RESERVA\nAC\nPCD\nPN\nTOTAL\nAC\nPCD\nPN\nTOTAL\n"
    text = (
        "CAIXA ECONÔMICA FEDERAL\nEDITAL Nº 1/2025\n2. DAS VAGAS\n2.1 As vagas constam do Anexo I.\n"
        "ANEXO I - QUADRO DE VAGAS/CADASTRO DE RESERVA\n"
        + quadro.format("ARQUITETO")
        + "Centro-Oeste\nDF\n1\n 0\n1\n2\n3\n0\n3\n6\nGO\n1\n0\n0\n1\n3\n0\n0\n3\nTOTAL\n2\n0\n1\n3\n6\n0\n3\n9\n \n \n"
        + quadro.format("ENGENHEIRO CIVIL")
        + "Nordeste\nBA\n9\n1\n2\n12\n27\n3\n6\n36\nCE\n2\n0\n1\n3\n6\n0\n3\n9\nTOTAL\n11\n1\n3\n15\n33\n3\n9\n45\n"
        + " \n3. DAS INSCRIÇÕES\n3.1 As inscrições serão feitas pela internet.\n"
    )
    got = [(_key(p["name"])[0], p["vacancies"], p["confidence"]) for p in lint_text(text)["positions"]]
    assert [g for g in got if g[0] == "macropolo"] == [], got
    assert [g[0] for g in got] == ["arquiteto"] * 2 + ["engenheiro civil"] * 2, got
