"""Goiás's two wordings: an edital published before Lei 23.719/2025 (01/10/2025) cites the provisions that
law rewrote in their former wording ("-anterior" on the law's page), in the reserve's figures, the linter's
findings and the nomination order; editais from its date cite the wording it gave."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from lint_samples import CLAUSES

from cotacheck.law import provisions as lawtext
from cotacheck.law.lawbook import get_law
from cotacheck.linter import lint_text
from cotacheck.nomination.data import rule_bases

SEEDS = Path(__file__).resolve().parents[2] / "seeds"
BEFORE, AFTER = dt.date(2025, 9, 10), dt.date(2025, 11, 10)


def _figures(version):
    params = [version.percent, version.threshold, version.rounding, version.base, version.floor, version.kinds]
    params += [g.percent for g in version.groups] + ([version.below_threshold] if version.below_threshold else [])
    return [p.basis for p in params]


def test_the_amendment_lists_every_provision_the_seed_shows_rewritten():
    seed = lawtext.load_seed(SEEDS, "goias-lei-23389-2025.txt")
    rewritten = {p.anchor.removesuffix("-anterior") for p in seed.provisions if p.superseded}
    (amendment,) = [v for v in get_law("go").versions if v.amends]
    assert {c.anchor for c in amendment.amends} == rewritten == {"art-1", "art-1-p3", "art-4-p1", "art-9-i"}
    anchors = {p.anchor for p in seed.provisions}
    assert all(f"{a}-anterior" in anchors for a in rewritten)  # the former wording has its anchor on the page


def test_each_version_cites_the_wording_it_was_under():
    law = get_law("go")
    for version in law.versions:
        for basis in _figures(version):
            rewritten_later = any(v.start > version.start and basis in v.amends for v in law.versions)
            assert not rewritten_later, (version.id, basis.anchor)  # would cite a wording not yet written
            if basis.anchor and basis.anchor.endswith("-anterior"):
                current = law.citation(basis.instrument.id, basis.anchor.removesuffix("-anterior"))
                assert any(v.start > version.start and current in v.amends for v in law.versions), basis.anchor
    original, amended = law.versions
    assert original.base.basis.anchor == "art-1-p3-anterior" and amended.base.basis.anchor == "art-1-p3"
    assert original.percent.basis.text == "Lei estadual nº 23.389/2025, art. 1º (redação anterior)"


def test_cited_at_keeps_the_provisions_the_amendment_did_not_touch():
    law = get_law("go")
    p3, p2 = law.citation("lei-23389", "art-1-p3"), law.citation("lei-23389", "art-1-p2")
    assert law.cited_at(p3, BEFORE).anchor == "art-1-p3-anterior" and law.cited_at(p3, AFTER) == p3
    assert law.cited_at(p2, BEFORE) == p2  # the rounding rule kept its wording
    rn = get_law("rn")
    caput = rn.citation("lei-11015", "art-1")
    assert rn.cited_at(caput, dt.date(2022, 1, 10)) == caput  # a law with one wording


def _missing_reserve(day: dt.date) -> dict:
    """CQ101 on a Goiás edital of `day`: 10 vacancies and no reserve column."""
    head = f"GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 3/2025, DE {day.day} DE {'SETEMBRO' if day.month == 9 else 'NOVEMBRO'} DE 2025\n"
    found = lint_text(head + "Cargo AC PcD Total\nAnalista 9 1 10\n" + CLAUSES, law="go", date=day)
    return next(f for f in found["findings"] if f["code"] == "CQ101")


def test_a_finding_before_the_amendment_cites_the_original_wording():
    before, after = _missing_reserve(BEFORE), _missing_reserve(AFTER)
    assert "art. 1º, § 3º (redação anterior)" in before["basis"] and before["basis_href"].endswith("#art-1-p3-anterior")
    assert "redação anterior" not in after["basis"] and after["basis_href"].endswith("#art-1-p3")


def test_the_order_cites_the_dual_choice_in_its_wording():
    law = get_law("go")
    assert rule_bases(law, "original")["dual_choice"].anchor == "art-4-p1-anterior"
    assert rule_bases(law, "lei-23719")["dual_choice"].anchor == "art-4-p1"
