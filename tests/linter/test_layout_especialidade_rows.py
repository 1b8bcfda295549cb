"""Property test: a "Cargo | Especialidade" quadro whose cargo cell is merged down its especialidades' rows,
the cargo printed once on the first or middle row of its span (tests/layout_especialidade_rows.py, the
class of `tables/especialidade_rows.py`).

A fixed seed draws 200 editais. Each must read every row once with its vacancies and negros; a confirmed
position's name must be EXACTLY its entry's ("<cargo> – <especialidade>", or the cargo alone) and that entry
proven by the text; never a bare especialidade (or a cargo's words joined to another's row) confirmed. Where
the edital names the positions elsewhere, every proven row comes out confirmed."""

from __future__ import annotations

import random

from layout_especialidade_rows import especialidade_rows
from lint_samples import make_pdf
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_bytes, lint_text
from cotacheck.linter.read.text import fold

SEED = 20261216


def _problems(case, report: dict | None = None) -> list[str]:
    positions = [p for p in (report or lint_text(case.text))["positions"] if p["vacancies"]]
    out: list[str] = []
    if len(positions) != len(case.entries):
        out.append(f"{len(positions)} positions for {len(case.entries)} entries")
    wanted = {(fold(e.name), e.vacancies, e.negros): e for e in case.entries}
    bare = {fold(name) for name in case.bare}
    for p in positions:
        if p["confidence"] != "confirmed":
            continue
        entry = wanted.get((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0))
        if entry is None or fold(p["name"]) in bare:
            out.append(f"confirmed {p['name']!r} {p['vacancies']}: no entry's exact name")
        elif not entry.proven:
            out.append(f"confirmed {p['name']!r}: not proven by the text")
    for entry in case.entries:
        last = fold(entry.name.split(" – ")[-1])
        found = [p for p in positions if fold(p["name"]).endswith(last) and p["vacancies"] == entry.vacancies]
        if not found:
            out.append(f"{entry.name} {entry.vacancies}: not read")
        elif entry.proven and not any(p["confidence"] == "confirmed" for p in found):
            out.append(f"{entry.name}: proven but not confirmed {[(p['name'], p['confidence']) for p in found]}")
    return out


def test_especialidade_rows_read_back():
    assert_reads_back(especialidade_rows, _problems, SEED, "especialidade_rows", 200)


def test_especialidade_rows_read_back_from_pdfs():
    """The same quadros printed to a PDF a line a line (as pypdf gives them) read alike."""
    rng = random.Random(f"{SEED}-pdf")
    bad = []
    for _ in range(24):
        case = especialidade_rows(rng)
        report = lint_bytes(make_pdf(case.text.split("\n")), "quadro.pdf")
        if wrong := _problems(case, report):
            bad.append((wrong, case.text))
    assert not bad, f"{len(bad)}/24 misread; first: {bad[0][0]}\n{bad[0][1]}"


def test_the_brief_quadro():
    """The quadro of the brief: nothing confirmed but the cargo written with its dash; named elsewhere, every
    row confirmed under its full name."""
    quadro = (
        "CARGO ESPECIALIDADE AC PcD Negros Total\n"
        "Analista de Trânsito Engenharia de Tráfego 03 00 01 04\nDireito 02 00 01 03\n"
        "Administração 01 00 00 01\nTécnico de Trânsito – 05 01 02 08\n"
    )
    head = "EDITAL Nº 01/2025\n2. DAS VAGAS\n"
    report = lint_text(head + quadro + "3. DAS INSCRIÇÕES\n")
    confirmed = [p["name"] for p in report["positions"] if p["confidence"] == "confirmed"]
    assert confirmed == ["Técnico de Trânsito"], confirmed
    listed = "".join(
        f"1.{k} Analista de Trânsito – {e}: requisitos.\n"
        for k, e in enumerate(["Engenharia de Tráfego", "Direito", "Administração"])
    )
    report = lint_text(head.replace("2. DAS", "1. DOS CARGOS\n" + listed + "2. DAS") + quadro)
    confirmed = sorted(p["name"] for p in report["positions"] if p["confidence"] == "confirmed")
    assert confirmed == [
        "Analista de Trânsito – Administração",
        "Analista de Trânsito – Direito",
        "Analista de Trânsito – Engenharia de Tráfego",
        "Técnico de Trânsito",
    ], confirmed


def test_a_quadro_repeating_its_cargos_stays_confirmed():
    """Every row repeats its cargo: nothing is in doubt."""
    quadro = (
        "CARGO ÁREA AC PcD Negros Total\nAnalista Direito 03 00 01 04\nAnalista Economia 02 00 01 03\n"
        "Técnico Informática 05 01 02 08\nTécnico Edificações 01 00 00 01\n"
    )
    report = lint_text("EDITAL Nº 01/2025\n2. DAS VAGAS\n" + quadro + "3. DAS INSCRIÇÕES\n")
    assert [p["confidence"] for p in report["positions"]] == ["confirmed"] * 4, report["positions"]


def test_cases_cover_the_class():
    rng = random.Random(f"{SEED}-cover")
    cases = [especialidade_rows(rng) for _ in range(60)]
    assert any(all(e.proven for e in c.entries) for c in cases)
    assert any(not any(e.proven for e in c.entries if " – " in e.name) for c in cases)


def test_adversarial_quadros_are_linear():
    """Many rows of long names, each also written "X – Y" in the text: the stage stays linear (bounded
    lookups a row), whatever the number of cargos proven."""
    from cotacheck.linter.read.text import split_lines
    from cotacheck.linter.tables import especialidade_rows

    words = " ".join(f"w{k}" for k in range(30))
    rows = "".join(f"Cargo{n} {words} 1 0 1 2\n" for n in range(20_000))
    pairs = "".join(f"Cargo{n} – {words}\n" for n in range(5_000))
    text = pairs + "CARGO ESPECIALIDADE AC PcD Negros Total\n" + rows
    lines = split_lines(text)
    doubts: dict[int, str] = {}
    especialidade_rows.relay(lines, text, doubts)
    assert len(doubts) == 20_000
