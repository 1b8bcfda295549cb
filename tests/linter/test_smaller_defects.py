"""Issue 22, point 4: the kind of post in the PcD share of order/allocate, and the citations of the
federal PcD rule, of CQ104 under Lei 15.142 and of CQ101's per-cargo clause."""

from __future__ import annotations

import datetime as dt

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
