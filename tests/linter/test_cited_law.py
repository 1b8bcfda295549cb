"""Issue 10, point 6: an edital that cites, for the racial reserve, a law that did not govern its date."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cotacheck.law.lawbook import get_law
from cotacheck.linter.facts.cited_law import check_cited_law, mentions

D = dt.date
CORPUS = Path(__file__).resolve().parents[1] / "corpus"
OLD_LAW = "5.1 Ficam reservadas aos candidatos negros 20% das vagas, na forma da Lei nº 12.990, de 9 de junho de 2014."


def test_edital_after_june_2025_citing_12990_is_flagged_with_the_law_in_force():
    text = (CORPUS / "fed_mapa_ibfc_lei_revogada.txt").read_text(encoding="utf-8")
    [finding] = check_cited_law(text, "federal", D(2025, 8, 12))
    assert finding.status == "revogada" and finding.act == "Lei nº 12.990/2014"
    assert finding.basis.text == "Lei nº 15.142/2025, art. 13" and finding.basis.href == "leis/federal.html#art-13"
    assert finding.in_force.id == "lei-15142-dec-12536"  # Lei 15.142 with the groups of its decree
    assert "30%" in finding.message and "a partir de 2 vagas" in finding.message and "03/06/2025" in finding.message


def test_same_text_before_june_2025_is_fine():
    assert check_cited_law(OLD_LAW, "federal", D(2025, 6, 3)) == []


def test_citing_15142_before_it_was_in_force():
    [finding] = check_cited_law(
        "Reserva de 30% a pretos e pardos, indígenas e quilombolas (Lei nº 15.142/2025).", "federal", D(2025, 5, 20)
    )
    assert finding.status == "ainda não em vigor" and finding.basis.text == "Lei nº 15.142/2025, art. 14"
    assert finding.in_force.id == "lei-12990" and "20%" in finding.message


@pytest.mark.parametrize(
    "written",
    [
        "Lei 12990/14",
        "Lei n.º 12.990/2014",
        "LEI Nº 12.990, DE 9 DE JUNHO DE 2014",
        "Lei federal nº 12.990",
        "lei no 12.990, de 9 de junho de 2014",
    ],
)
def test_ways_of_writing_the_law(written):
    found = mentions(f"Vagas reservadas a candidatos negros, conforme a {written}.", get_law("federal"))
    assert [m.version.id for m in found] == ["lei-12990"]


def test_mention_far_from_the_reserve_is_not_counted():
    text = "Nos termos da Lei nº 12.990/2014, " + "texto sobre outra matéria. " * 40
    assert mentions(text, get_law("federal")) == []


def test_other_numbers_are_not_the_law():
    assert mentions("Reserva a negros; Lei nº 112.990/2014 e Lei nº 12.9901.", get_law("federal")) == []


def test_laws_without_superseding_acts_give_nothing():
    assert check_cited_law("Reserva a negros conforme a Lei estadual nº 23.389/2025.", "go", D(2026, 1, 5)) == []
