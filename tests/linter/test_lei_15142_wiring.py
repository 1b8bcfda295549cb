"""Issue 10 on the linter's side: Lei 15.142 on the whole edital, the revoked law cited, each finding on its
article, the CQ104 wording, Ministério Público and Defensoria as branches of their own, and a reserve stated
once for a whole cargo."""

from __future__ import annotations

import datetime as dt

from lint_samples import CLAUSES, GO_HEAD, codes

from cotacheck.linter import lint_text
from cotacheck.linter.check.readings import full_message
from cotacheck.linter.rules import RULES
from cotacheck.nomination.allocation import allocate

FED_2026 = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\nConcurso público federal. Lei nº 15.142/2025.\n"
FED = {"law": "federal", "date": dt.date(2026, 3, 10)}


def by_code(result: dict, code: str) -> list[dict]:
    return [f for f in result["findings"] if f["code"] == code]


# --- point 1: 30 % of the whole edital --------------------------------------------------------------------


def test_ten_cargos_of_one_vacancy_owe_three_reserved_vacancies():
    table = "Cargo AC Negros Total\n" + "".join(f"Cargo {n} 1 0 1\n" for n in range(1, 11))
    result = lint_text(FED_2026 + table + CLAUSES, **FED)
    [total] = by_code(result, "CQ106")
    assert total["severity"] == "error" and "0 das 10 vagas" in total["message"] and ": 3" in total["message"]
    assert "ficam sem cargo" in total["message"]  # the per-cargo practice leaves 3 to distribute
    assert total["basis"] == "Lei nº 15.142/2025, art. 1º, § 2º" and total["basis_href"].endswith("#art-1-p2")


def test_per_cargo_findings_under_lei_15142_are_the_practice_adopted_not_the_law():
    table = "Cargo AC Negros Total\nAnalista 8 2 10\nTécnico 4 1 5\n"
    result = lint_text(FED_2026 + table + CLAUSES, **FED)
    cargos = by_code(result, "CQ102")  # 30 % of 10 = 3, of 5 = 1,5 → 2
    assert [c["position"] for c in cargos] == ["Analista", "Técnico"]
    for cargo in cargos:
        assert cargo["severity"] == "warning" and "Interpretação adotada" in full_message(cargo, result)
        assert "pela lei" not in full_message(cargo, result)
    assert by_code(result, "CQ106")  # 3 of 15 vacancies; 30 % of the whole = 4,5 → 5


def test_an_edital_meeting_the_total_is_not_flagged_and_one_cargo_keeps_the_law():
    ok = lint_text(FED_2026 + "Cargo AC Negros Total\nAnalista 6 4 10\nTécnico 4 1 5\n" + CLAUSES, **FED)
    assert not by_code(ok, "CQ106")
    single = lint_text(FED_2026 + "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES, **FED)
    [cargo] = by_code(single, "CQ102")
    assert cargo["severity"] == "error" and "Interpretação adotada" not in full_message(cargo, single)
    assert not by_code(single, "CQ106")


def test_goias_keeps_the_reserve_per_cargo():
    result = lint_text(GO_HEAD + "Cargo AC Negros Total\nAnalista 9 0 9\nTécnico 1 0 1\nAgente 1 0 1\n" + CLAUSES)
    assert not by_code(result, "CQ106") and by_code(result, "CQ102")[0]["severity"] == "error"


# --- point 6: the revoked law cited ----------------------------------------------------------------------


def test_an_edital_of_2025_citing_lei_12990_is_flagged_with_the_law_in_force():
    text = (
        "MINISTÉRIO DA AGRICULTURA\nEDITAL Nº 1, DE 12 DE AGOSTO DE 2025\n"
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas de cada cargo, na forma da Lei nº 12.990, de 9 de "
        "junho de 2014.\nCargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    )
    [cited] = by_code(lint_text(text), "CQ306")
    assert "revogada" in cited["message"] and "30%" in cited["message"] and cited["line"] == 3
    assert cited["basis"] == "Lei nº 15.142/2025, art. 13" and cited["basis_href"].endswith("#art-13")


def test_an_edital_of_2024_citing_lei_15142_is_flagged_as_not_yet_in_force():
    text = (
        "MINISTÉRIO DA AGRICULTURA\nEDITAL Nº 1, DE 12 DE AGOSTO DE 2024\n"
        "5.1 Ficam reservadas aos candidatos negros 30% das vagas, na forma da Lei nº 15.142/2025.\n"
        "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    )
    [cited] = by_code(lint_text(text, law="federal"), "CQ306")
    assert "a partir de 04/06/2025" in cited["message"] and cited["basis_href"].endswith("#art-14")
    assert "20%" in cited["message"]  # what the law in force (Lei 12.990) requires


def test_the_law_in_force_cited_is_not_flagged():
    text = (
        "MINISTÉRIO DA AGRICULTURA\nEDITAL Nº 1, DE 12 DE AGOSTO DE 2024\n"
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas, na forma da Lei nº 12.990/2014.\n"
        "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    )
    assert "CQ306" not in codes(lint_text(text, law="federal"))


# --- point 9: each finding on its article ------------------------------------------------------------------


def test_clause_rules_under_lei_15142_cite_their_articles():
    result = lint_text(FED_2026 + "Cargo AC Negros Total\nAnalista 7 3 10\n", **FED)
    hrefs = {f["code"]: (f["basis"], f["basis_href"]) for f in result["findings"]}
    assert hrefs["CQ203"] == ("Lei nº 15.142/2025, art. 2º, I", "leis/federal.html#art-2-i")
    assert hrefs["CQ204"][1].endswith("#art-7") and hrefs["CQ205"][1].endswith("#art-8")
    assert hrefs["CQ207"] == ("Lei nº 15.142/2025, art. 4º", "leis/federal.html#art-4")


def test_cq301_under_lei_12990_cites_its_prior_editais_rule():
    assert RULES["CQ301"].basis["federal-12990"] == (("lei-12990", "art-6-pu"),)


def test_the_pcd_final_adjustment_cites_the_pcd_rule_not_the_alternation():
    # 5 vacancies: pretos e pardos at calls 2 and 5, PcD at 6, past the end: the last ampla call passes to PcD
    csv = "id,rank,negro,pcd\n" + "".join(f"r{n},{n},1,{int(n in (9, 10))}\n" for n in range(1, 11))
    result = allocate(csv, 5, "federal", dt.date(2025, 8, 1))
    [adjustment] = result["adjustments"]
    assert "pessoas com deficiência" in adjustment["text"]
    assert "15.142" not in adjustment["basis"] and "art. 9" not in adjustment["basis"]


# --- point 10: CQ104's wording -----------------------------------------------------------------------------


def test_cq104_states_what_is_established_and_hedges_the_rest():
    rule = RULES["CQ104"]
    assert rule.basis["federal-15142"] == (("lei-15142", "art-1-p2"),)  # art. 1, § 2: 30 % of the totality
    assert "veda fracionar" not in rule.docs["why"]
    assert "AREsp 1.425.161/RS" in rule.docs["why"] and "PCA 0002978-71.2023" in rule.docs["why"]
    assert "não foram conferidos no acórdão" in rule.docs["why"]


# --- point 12: Ministério Público and Defensoria -------------------------------------------------------------


def test_ministerio_publico_and_defensoria_are_told_apart_and_the_law_data_decides():
    table = "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    mprn = lint_text(
        "MINISTÉRIO PÚBLICO DO ESTADO DO RIO GRANDE DO NORTE\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n"
        "Lei estadual nº 11.015/2021\n" + table
    )
    assert mprn["branch"] == "ministerio_publico" and mprn["applies"] is True and "CQ301" not in codes(mprn)
    assert any(
        "Ministério Público" in n["text"] and "nterpretação adotada" in n["text"] for n in mprn["interpretations"]
    )
    dpe = lint_text(
        "DEFENSORIA PÚBLICA DO ESTADO DO RIO GRANDE DO NORTE\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n"
        "Lei estadual nº 11.015/2021\n" + table
    )
    assert dpe["branch"] == "defensoria" and any("Defensoria" in n["text"] for n in dpe["interpretations"])
    mpgo = lint_text(
        "MINISTÉRIO PÚBLICO DO ESTADO DE GOIÁS\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n"
        "Lei estadual nº 23.389/2025\n" + table
    )
    [cq301] = by_code(mpgo, "CQ301")
    assert mpgo["branch"] == "ministerio_publico" and cq301["basis"] == "Lei estadual nº 23.389/2025, art. 1º, § 1º"


# --- a reserve stated once for the whole cargo ---------------------------------------------------------------


def test_rows_of_a_cargo_with_one_reserve_are_not_judged_per_row():
    text = (
        "EDITAL Nº 1, DE 10 DE MARÇO DE 2024\n1.2 O provimento das vagas dar-se-á conforme a Tabela de Vagas "
        "(12 vagas).\nCIDADE DE BAGÉ\nÁREA EIXO TECNOLÓGICO/ÁREA VAGAS\n01 Física 03\n02 Química 03\n"
        "CIDADE DE PELOTAS\nÁREA EIXO TECNOLÓGICO/ÁREA VAGAS\n03 Biologia 03\n04 Letras 03\n"
        "2.4 Do total das vagas ofertadas neste concurso para o cargo de Professor do Ensino Básico, nos termos da "
        "Lei nº 12.990,\n20% (2 vagas) serão reservadas a candidatos negros independente de área/cidade.\n" + CLAUSES
    )
    result = lint_text(text, law="federal", date=dt.date(2024, 3, 10))
    rows = [p for p in result["positions"] if p["reserve_scope"] == "cargo"]
    assert len(rows) == 4
    assert not [f for f in result["findings"] if f["code"] in ("CQ101", "CQ104")]
