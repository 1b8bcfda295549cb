"""Citations and wording the second legal reading found wrong (issue 39, the smaller items): each figure and note
cites the act that says it, and nothing is printed under a law it does not belong to."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from cotacheck.law.lawbook import get_law
from cotacheck.nomination import order
from cotacheck.present.laws_text import format_laws, laws_as_data
from cotacheck.reserve.calculator import compute
from cotacheck.reserve.custom_law import CustomLawParams, compute_custom

D = dt.date


def texts(result: dict) -> str:
    return " ".join(n["text"] for n in result["notes"])


def test_lei_12990_reading_is_not_printed_under_lei_15142():
    result = compute("federal", [10], D(2025, 8, 10), "judiciario")
    assert "Lei nº 12.990/2014 fala" not in texts(result)
    assert "Lei nº 15.142/2025 fala" in texts(result)
    assert "Lei nº 12.990/2014 fala" in texts(compute("federal", [10], D(2024, 8, 10), "judiciario"))


def test_the_decree_versions_start_is_cited_to_the_decree():
    """27/06/2025 is the decree's date (DOU extra), not Lei 15.142's art. 14 (04/06/2025)."""
    law = get_law("federal")
    alone, decree = law.version_at(D(2025, 6, 10)), law.version_at(D(2026, 3, 10))
    assert law.start_basis(alone).text == "Lei nº 15.142/2025, art. 14"
    assert law.start_basis(decree).text == "Decreto nº 12.536/2025"
    assert "Em vigor desde 27/06/2025 [Decreto nº 12.536/2025]" in format_laws()
    versions = next(d for d in laws_as_data() if d["id"] == "federal")["versions"]
    assert versions[-1]["start_basis"] == "Decreto nº 12.536/2025"


def test_lc_754_has_its_date_as_the_laws_not_a_publication_date():
    lc = get_law("rn").instruments["lc-754"]
    assert lc.published is None and lc.signed == D(2024, 5, 17)


def test_rn_pcd_for_empregos_and_temporary_hires_is_an_interpretation():
    for kind in ("emprego", "temporario"):
        assert "não rege" in texts(compute("rn", [10], D(2026, 3, 10), kind=kind))
    assert "não rege" not in texts(compute("rn", [10], D(2026, 3, 10)))


def test_a_state_ministerio_publico_is_pointed_to_cnmp_res_170():
    result = compute("go", [10], D(2026, 3, 10), "ministerio_publico")
    assert not result["applies"] and "Resolução CNMP nº 170/2017" in result["reason"]


def test_outra_lei_ampla_line_says_pcd_is_left_out():
    params = CustomLawParams(percent=Fraction(20), groups=(), threshold=3, rounding="half_up", base="cargo")
    result = compute_custom(params, [10, 5], D(2026, 3, 10))
    lines = [s["text"] for p in result["positions"] for s in p["steps"]] + [s["text"] for s in result["total"]["steps"]]
    ampla = [t for t in lines if t.startswith("Ampla concorrência")]
    assert ampla and all("sem contar a reserva PcD" in t for t in ampla)


def test_rn_internship_order_does_not_cite_rns_racial_law():
    result = order("rn", 10, D(2026, 3, 10), kind="estagio")
    cited = [s.get("basis") or "" for s in result["steps"] + result["interpretations"]]
    cited += [line.get("basis") or "" for line in result["totals"]] if isinstance(result["totals"], list) else []
    assert not any("11.015" in c for c in cited), cited


def test_a_courts_order_of_calls_follows_the_cnj_rule():
    result = order("go", 20, D(2026, 3, 10), branch="judiciario")
    assert result["law"] == "go" and result["court_rule"] == "cnj"
    assert "Resolução CNJ nº 657/2025" in result["reason"]["text"]
