"""Property tests: the prose, stage and non-count classes (tests/layout_prose.py) read back right.

For each class a fixed seed draws 200 editais. Each must read as its generator says: every entry a
position with its vacancies and its stated reserve for negros; no other position with vacancies (no
phantom from a table of contents, an ordinal, a date or a state's initials, no second reading of a
cargo from a later stage's table); a position confirmed only where the text proves it; and the
edital's date where the class is about dates."""

from __future__ import annotations

import random

import pytest
from layout_prose import CLASSES, Case, item_paragraph, mojibake_dates, prose_parts, titled_statements

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

SEED = 20261204
PER_CLASS = 200


def _same_reserve(got, want) -> bool:
    return got == want or (want in (None, 0) and got in (None, 0))


def problems(case: Case) -> list[str]:
    """What the reading of `case` gets wrong (empty when it reads right)."""
    report = lint_text(case.text)
    positions = [p for p in report["positions"] if p["vacancies"]]
    out = []
    for entry in case.entries:
        key = fold(entry.name)
        found = [p for p in positions if key in fold(p["name"])]
        if not any(
            p["vacancies"] == entry.vacancies and _same_reserve(p["reserved_stated"], entry.negros) for p in found
        ):
            got = [(p["name"], p["vacancies"], p["reserved_stated"]) for p in found]
            out.append(f"{entry.name}: want {entry.vacancies}/{entry.negros}, got {got}")
        for p in found:
            if p["confidence"] == "confirmed" and not entry.proven:
                out.append(f"{entry.name}: confirmed but not proven")
    for p in positions:  # a phantom, or a second reading of a cargo with other figures (a later stage's table)
        if not any(
            fold(e.name) in fold(p["name"])
            and p["vacancies"] == e.vacancies
            and _same_reserve(p["reserved_stated"], e.negros)
            for e in case.entries
        ):
            out.append(f"not an entry: {p['name']!r} {p['vacancies']} ({p['confidence']}, line {p['line']})")
    if case.date is not None and report["date"] != case.date:
        out.append(f"date {report['date']} ({report['detected'].get('date_source')}), want {case.date}")
    return out


def assert_reads_back(make, problems_of, seed, name: str, per_class: int = PER_CLASS) -> None:
    """Each of `per_class` variants of the class `name` (drawn by `make` from a generator seeded with `seed`
    and the name) reads right: `problems_of(case)` finds nothing."""
    rng = random.Random(f"{seed}-{name}")
    bad = [(wrong, case.text) for case in (make(rng) for _ in range(per_class)) if (wrong := problems_of(case))]
    assert not bad, f"{len(bad)}/{per_class} misread; first: {bad[0][0]}\n{bad[0][1]}"


def exact_reading_problems(case, confirmed: bool = True) -> list[str]:
    """What differs between the positions read from `case.text` and its entries (names folded, vacancies,
    negros), and, with `confirmed`, every position not confirmed."""
    positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
    got = sorted((fold(p["name"]), p["vacancies"], p["reserved_stated"] or 0) for p in positions)
    want = sorted((fold(e.name), e.vacancies, e.negros or 0) for e in case.entries)
    out = [] if got == want else [f"read {got}, want {want}"]
    if confirmed:
        out += [f"{p['name']}: not confirmed" for p in positions if p["confidence"] != "confirmed"]
    return out


def assert_proven_are_confirmed(make, seed: str, draws: int = 50, least: int = 30) -> None:
    """Of `draws` variants drawn by `make` (seeded with `seed`), those whose every entry the generator
    marks proven (at least `least` of them) come out confirmed, nine in ten at least."""
    rng = random.Random(seed)
    confirmed = proven = 0
    for _ in range(draws):
        case = make(rng)
        if not all(e.proven for e in case.entries):
            continue
        proven += 1
        positions = [p for p in lint_text(case.text)["positions"] if p["vacancies"]]
        confirmed += bool(positions) and all(p["confidence"] == "confirmed" for p in positions)
    assert proven >= least and confirmed >= proven * 0.9, (confirmed, proven)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_reads_back(name):
    assert_reads_back(CLASSES[name], problems, SEED, name)


def test_proven_statements_are_confirmed():
    """The other side of "confirmed only when proven": a statement whose parts add up to its total is
    confirmed (else the property above would hold by confirming nothing)."""
    rng = random.Random(SEED)
    for make in (prose_parts, titled_statements):
        case = make(rng)
        report = lint_text(case.text)
        assert report["positions"] and all(p["confidence"] == "confirmed" for p in report["positions"]), case.text


def test_dates_cover_both_sources():
    """The date class draws titles with their date and titles without one (the cronograma's date)."""
    rng = random.Random(SEED)
    sources = {lint_text(mojibake_dates(rng).text)["detected"]["date_source"] for _ in range(30)}
    assert {"title", "publication"} <= sources


def test_items_of_labelled_figures_are_confirmed_only_when_proven():
    """Both sides for `item_paragraph`: an item whose labels give every count's role and whose reserves fit its
    total is confirmed; one with a label outside the vocabulary, no total or parts that miss it is uncertain,
    and says why."""
    rng = random.Random(f"{SEED}-items-both-sides")
    seen = set()
    for _ in range(60):
        case = item_paragraph(rng)
        positions = lint_text(case.text)["positions"]
        for entry in case.entries:
            (p,) = [p for p in positions if fold(entry.name) in fold(p["name"])]
            assert (p["confidence"] == "confirmed") == entry.proven, (p, case.text)
            assert entry.proven or p["confidence_reason"], p
            seen.add(entry.proven)
    assert seen == {True, False}


_BODIES = (
    "PREFEITURA MUNICIPAL DE {place}",
    "PREFEITURA DE {place}",
    "CÂMARA MUNICIPAL DE {place}",
    "MUNICÍPIO DE {place}",
    "ESTADO DO {place}",
    "TRIBUNAL DE JUSTIÇA DO ESTADO DE {place}",
    "UNIVERSIDADE FEDERAL DE {place}",
    "CONSELHO REGIONAL DE ENFERMAGEM DE {place}",
)
_PLACES = ("SÃO JOÃO DO SUL", "VARGEM ALTA", "GOIÁS", "PEDRA AZUL", "RIO VERDE", "SANTA CRUZ")
_COUNTS = (
    "Concurso da Câmara Municipal – {n} vagas ({r} para negros)",
    "Serão oferecidas {n} vagas, sendo {r} reservadas a candidatos negros.",
    "O concurso oferece {n} vagas, das quais {r} reservadas a pessoas negras.",
)


@pytest.mark.parametrize("seed", range(200))
def test_a_body_title_names_no_cargo(seed):
    """A body's name in capitals above a count ("PREFEITURA DE SÃO JOÃO DO SUL" / "… – 6 vagas (1 para
    negros)") is the issuer's or another body's, never a cargo: the count is the concurso's."""
    rng = random.Random(seed)
    body = rng.choice(_BODIES).format(place=rng.choice(_PLACES))
    n = rng.randint(3, 40)
    lines = [body, *([""] if rng.random() < 0.5 else []), rng.choice(_COUNTS).format(n=n, r=max(1, n // 5))]
    report = lint_text("\n".join(lines) + "\n")
    assert not [p for p in report["positions"] if fold(p["name"]) == fold(body)], lines
