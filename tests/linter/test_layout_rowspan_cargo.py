"""Property test: a web page's quadro copied as Chromium's innerText, a cargo's cell spanning its
especialidades' rows (tests/layout_rowspan_cargo.py, the class of `tables/rowspan_cargo.py`), read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once, its total and its
negros, found by its especialidade (or its cargo where it has none); every confirmed row named exactly
(not a substring: "Direito" alone is no name of "Analista de Trânsito – Direito"); every row the table
proves confirmed under its whole name; never a phantom (the appointees' classifications, the contract's
figures)."""

from __future__ import annotations

import random

from layout_rowspan_cargo import rowspan_cargo
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261216


def _same(p: dict, entry) -> bool:
    return p["vacancies"] == entry.vacancies and (p["reserved_stated"] or 0) == entry.negros


def problems(case) -> list[str]:
    """What the reading of `case` gets wrong (empty when it reads right)."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        found = [p for p in positions if fold(entry.key) in fold(p["name"]) and _same(p, entry)]
        whole = [p for p in found if fold(p["name"]) == fold(entry.name) and p["confidence"] == "confirmed"]
        if not found:
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, not read")
        elif entry.proven and not whole:
            out.append(f"{entry.name}: proven, read {[(p['name'], p['confidence']) for p in found]}")
    for p in positions:
        if p["confidence"] == "confirmed" and not any(
            fold(p["name"]) == fold(e.name) and _same(p, e) for e in case.entries
        ):
            out.append(f"confirmed wrong: {p['name']!r} {p['vacancies']}/{p['reserved_stated']}")
        elif not any(fold(e.key) in fold(p["name"]) for e in case.entries):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    return out


def test_rowspan_cargo_read_back():
    assert_reads_back(rowspan_cargo, problems, SEED, "rowspan_cargo", 200)


def test_both_kinds_of_table_are_drawn():
    """The draws hold tables that prove their short rows a spanning cargo's and tables that do not."""
    rng = random.Random(f"{SEED}-kinds")
    cases = [rowspan_cargo(rng) for _ in range(60)]
    spanned = [e for c in cases for e in c.entries if " – " in e.name]
    assert any(e.proven for e in spanned) and any(not e.proven for e in spanned)


def _read(quadro: str) -> list[tuple[str, int, str]]:
    report = lint_text(f"EDITAL Nº 02/2026\nANEXO I – QUADRO DE VAGAS\n{quadro}\n2. DAS INSCRIÇÕES\n")
    return [(p["name"], p["vacancies"], p["confidence"]) for p in report["positions"] if p["vacancies"]]


HEADER = "CARGO\tESPECIALIDADE\tVENCIMENTO\tVAGAS\nAC\tPcD\tNegros\tTotal\n"
SPAN = (
    "Analista de Trânsito\tEngenharia de Tráfego\tR$ 6.218,40\t03\t00\t01\t04\nDireito\tR$ 6.218,40\t02\t00\t01\t03\n"
)


def test_an_especialidade_alone_is_never_confirmed_as_a_cargo():
    """t04's shape (set 14): a row under the spanning cargo cell and a colspan cargo look alike: neither is
    confirmed under the especialidade's name alone."""
    quadro = HEADER + SPAN + "Assistente de Trânsito\tR$ 3.104,77\t18\t02\t05\t25\nTOTAL\t23\t02\t07\t32\n"
    read = _read(quadro)
    assert ("Analista de Trânsito Engenharia de Tráfego", 4, "confirmed") in read
    assert ("Direito", 3, "uncertain") in read and ("Assistente de Trânsito", 25, "uncertain") in read


def test_a_dash_for_no_especialidade_proves_the_spanning_cargo():
    quadro = HEADER + SPAN + "Assistente de Trânsito\t–\tR$ 3.104,77\t18\t02\t05\t25\nTOTAL\t23\t02\t07\t32\n"
    assert _read(quadro) == [
        ("Analista de Trânsito – Engenharia de Tráfego", 4, "confirmed"),
        ("Analista de Trânsito – Direito", 3, "confirmed"),
        ("Assistente de Trânsito", 25, "confirmed"),
    ]


def test_a_repeated_cargo_with_a_spanning_pay_is_not_renamed():
    """The cell missing is the vencimento's (spanning), the cargo repeated: no cargo put before the row."""
    quadro = (
        "CARGO\tESPECIALIDADE\tVENCIMENTO\tAC\tNegros\tTotal\n"
        "Analista\tDireito\tR$ 6.218,40\t2\t1\t3\nAnalista\tContabilidade\t3\t1\t4\nVigia\t–\tR$ 1.518,00\t4\t1\t5\n"
    )
    assert not [name for name, _, _ in _read(quadro) if "Analista – Analista" in name or name == "Contabilidade"]


def test_a_code_before_the_cargo():
    """Each row's code kept before the cargo; a code spanning with the cargo leaves two cells fewer: in doubt."""
    header = "CÓDIGO\tCARGO\tESPECIALIDADE\tAC\tNegros\tTotal\n101\tAnalista\tDireito\t2\t1\t3\n"
    dash = "103\tVigia\t–\t4\t1\t5\n"
    assert _read(header + "102\tContabilidade\t3\t1\t4\n" + dash) == [
        ("Analista – Direito", 3, "confirmed"),
        ("Analista – Contabilidade", 4, "confirmed"),
        ("Vigia", 5, "confirmed"),
    ]
    assert ("Contabilidade", 4, "uncertain") in _read(header + "Contabilidade\t3\t1\t4\n" + dash)
