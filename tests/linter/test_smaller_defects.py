"""Issue 22, point 4: the kind of post in the PcD share of order/allocate, and the citations of the
federal PcD rule, of CQ104 under Lei 15.142 and of CQ101's per-cargo clause."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from cotacheck.law.lawbook import get_law
from cotacheck.linter import lint_text
from cotacheck.nomination import allocate, order
from cotacheck.nomination.conventions import make_plan
from cotacheck.present.labels import PCD
from cotacheck.reserve.calculator import compute

GO_INTERNSHIP_DAY = dt.date(2025, 11, 3)


def test_order_uses_the_kind_for_pcd_like_reserve():
    """Goiás internship of 20 vacancies: Lei 11.788 art. 17 § 5 gives 10 % (2), not the 5 % of concursos (1)."""
    reserve = compute("go", [20], GO_INTERNSHIP_DAY, "executivo", "estagio")["positions"][0]["pcd"]
    plan = make_plan("go", GO_INTERNSHIP_DAY, kind="estagio")
    assert plan.law_counts(20)[PCD] == reserve == 2
    assert make_plan("go", GO_INTERNSHIP_DAY).law_counts(20)[PCD] == 1
    calls = order("go", 20, GO_INTERNSHIP_DAY, kind="estagio")["calls"]
    assert sum(1 for c in calls if c["list"] == PCD) == 2


def test_allocate_uses_the_kind_for_pcd():
    roster = "".join(f"c{i},{i},nao,{'sim' if i >= 27 else 'nao'},nao\n" for i in range(1, 31))
    result = allocate("id,rank,negro,pcd,withdrawn\n" + roster, 20, "go", GO_INTERNSHIP_DAY, kind="estagio")
    assert result["law_reserve"][PCD] == 2
    assert sum(1 for a in result["appointed"] if a["list"] == PCD) == 2


def test_federal_pcd_five_percent_cites_decreto_9508_art_1_paragraph_1():
    rule = get_law("federal").pcd_at(dt.date(2026, 1, 10))
    assert rule.percent.basis.text.endswith("art. 1º, § 1º")


FED = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\nO Ministro torna pública a abertura de concurso.\n"


def test_cq104_under_lei_15142_cites_the_totality_of_the_vacancies():
    text = FED + "Cargo AC Negros Total\nAnalista – Área 1 1 0 1\nAnalista – Área 2 1 0 1\nAnalista – Área 3 1 0 1\n"
    found = [f for f in lint_text(text)["findings"] if f["code"] == "CQ104"]
    assert found and all("art. 1º, § 2º" in f["basis"] and "art. 5º, § 1º" not in f["basis"] for f in found)


def test_cq101_under_lei_15142_does_not_claim_a_per_cargo_clause():
    federal = lint_text(FED + "Cargo AC PcD Total\nAnalista 9 1 10\n")
    (cq101,) = [f for f in federal["findings"] if f["code"] == "CQ101"]
    assert "especificá-las por cargo" not in cq101["message"]
    goias = lint_text(
        "ESTADO DE GOIÁS\nSECRETARIA DE ESTADO DA SAÚDE\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n"
        "O Secretário torna pública a abertura de concurso.\nCargo AC PcD Total\nAnalista 9 1 10\n"
    )
    (cq101,) = [f for f in goias["findings"] if f["code"] == "CQ101"]
    assert "especificá-las por cargo" in cq101["message"]


def test_silent_laws_cite_the_act_not_an_article_that_does_not_say_it():
    """RN and Lei 12.990 say nothing of the candidate in both reserves nor of new vacancies: art. 4 is alternância."""
    from cotacheck.nomination.data import rule_bases

    for law_id, day in (("rn", dt.date(2026, 1, 5)), ("federal", dt.date(2024, 1, 10))):
        law = get_law(law_id)
        bases = rule_bases(law, law.version_at(day).id)
        assert bases["dual_choice"].anchor is None and bases["new_vacancies"].anchor is None
        assert bases["dual_choice_interpretation"] and bases["new_vacancies_interpretation"]
        assert bases["alternation"].anchor == "art-4"


def test_go_order_says_the_candidate_in_both_reserves_chooses():
    notes = order("go", 20, dt.date(2026, 3, 10))["interpretations"]
    (dual,) = [n for n in notes if "uma só vaga" in n["text"]]
    assert (
        dual["basis"] == "Lei estadual nº 23.389/2025, art. 4º, § 1º" and "deixa a escolha ao candidato" in dual["text"]
    )


def test_go_sunset_and_the_120_day_count_carry_their_readings():
    after = compute("go", [10], dt.date(2036, 1, 10))
    assert (
        not after["applies"]
        and "Interpretação adotada" in after["reason"]
        and "da publicação ou da entrada" in after["reason"]
    )
    notes = " ".join(n["text"] for n in compute("go", [10], dt.date(2025, 9, 15))["notes"])
    assert "03/09/2025" in notes and "04/09/2025" in notes


def test_lei_8112_cap_on_empregos_and_temporary_hires_is_an_interpretation():
    day = dt.date(2026, 1, 10)
    for kind in ("emprego", "temporario"):
        notes = " ".join(n["text"] for n in compute("federal", [10], day, kind=kind)["notes"])
        assert "Lei nº 8.112/1990" in notes and "Interpretação adotada" in notes
    efetivo = " ".join(n["text"] for n in compute("federal", [10], day)["notes"])
    assert "que ela não rege" not in efetivo
    assert (
        compute("federal", [10], day, kind="emprego")["total"]["pcd"] == compute("federal", [10], day)["total"]["pcd"]
    )


def test_outra_lei_leaves_pcd_uncalculated_and_checks_the_edital_total():
    from cotacheck.reserve.custom_law import CustomLawParams, compute_custom

    result = compute_custom(CustomLawParams(Fraction(20), (), 3, "half_up", "edital"), [10, 2, 3])
    assert result["total"]["pcd"] is None and all(p["pcd"] is None for p in result["positions"])
    text = "EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nCargo AC Negros Total\nAnalista 10 0 10\nTécnico 2 0 2\nAuditor 2 1 3\n"
    found = lint_text(text, law="outra", params={"percent": "20", "base": "edital"})["findings"]
    (total,) = [f for f in found if f["code"] == "CQ106"]
    assert total["severity"] == "error" and "1 das 15 vagas" in total["message"] and ": 3." in total["message"]
    assert all(f["severity"] != "error" for f in found if f["code"] in ("CQ101", "CQ102"))
    per_cargo = lint_text(text, law="outra", params={"percent": "20", "base": "cargo"})["findings"]
    assert "CQ106" not in [f["code"] for f in per_cargo]
