"""No error rests on an "interpretação adotada" (check/readings.py): a finding whose required figure
depends on a reading carries it, with what the other reading requires, and is a warning while the
edital meets that other reading; it stays an error where every reading agrees."""

from __future__ import annotations

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.check.readings import full_message
from cotacheck.linter.report.markdown import to_markdown
from cotacheck.linter.report.sarif import to_sarif
from cotacheck.linter.report.text import format_text


def edital(head: str, date: str, rows: list[str], columns: str = "CARGO | AC | PcD | NEGROS | TOTAL") -> str:
    return "\n".join(
        [
            *head.split("/"),
            f"EDITAL Nº 4, DE {date}",
            "O Presidente torna pública a abertura de concurso público.",
            "2. DOS CARGOS E DAS VAGAS",
            columns,
            *rows,
            "Goiânia, " + date.lower() + ".",
        ]
    )


UFG = "MINISTÉRIO DA EDUCAÇÃO/UNIVERSIDADE FEDERAL DE GOIÁS"
TRT = "PODER JUDICIÁRIO/TRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO – GOIÁS"
SES = "ESTADO DE GOIÁS/SECRETARIA DE ESTADO DA SAÚDE"


def other(result: dict, entry: dict) -> str:
    """What the other reading says, from the report's `readings` (each finding names it by id)."""
    return result["readings"][entry["reading"]]["other"]


def findings(result: dict, code: str) -> list[dict]:
    return [f for f in result["findings"] if f["code"] == code]


@pytest.mark.parametrize("stated,severity,met", [(5, "warning", True), (4, "error", False)])
def test_lei_15142_larger_of_the_two_roundings_is_a_reading(stated, severity, met):
    """18 vacancies: 30 % is 5,4 → 5; the groups rounded one by one give 6 (the figure adopted)."""
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", [f"Analista {17 - stated} 1 {stated} 18"]))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == severity
    (reading,) = cq102["interpretations"]
    assert (reading["other_required"], reading["met"]) == (5, met)
    said = full_message(cq102, result)
    assert "Interpretação adotada" in said and "seria 5" in said
    assert "Interpretação adotada" not in cq102["message"]  # the reading's text is the report's, once


def test_lei_15142_total_of_exactly_30_percent_gives_no_cq106_error():
    """Two cargos, 10 + 8 = 18 vacancies, 3 + 2 = 5 reserved: exactly 30 % rounded."""
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", ["Analista 6 1 3 10", "Técnico 5 1 2 8"]))
    (cq106,) = findings(result, "CQ106")
    assert cq106["severity"] == "warning" and cq106["interpretations"][0]["other_required"] == 5
    assert result["summary"]["error"] == 0


def test_lei_15142_total_below_30_percent_stays_an_error():
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", ["Analista 7 1 2 10", "Técnico 5 1 2 8"]))
    (cq106,) = findings(result, "CQ106")
    assert cq106["severity"] == "error" and cq106["interpretations"][0]["met"] is False


@pytest.mark.parametrize("stated,severity", [(2, "warning"), (1, "error")])
def test_federal_judiciary_cnj_20_percent_is_the_other_reading(stated, severity):
    """TRT, one cargo of 10, before Res. CNJ 657/2025: Lei 15.142 gives 3; CNJ Res. 203 (20 % from 3) gives 2."""
    result = lint_text(edital(TRT, "14 DE AGOSTO DE 2025", [f"Analista Judiciário {9 - stated} 1 {stated} 10"]))
    assert result["branch"] == "judiciario"
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == severity
    assert any(
        r["other_required"] == 2 and "Resolução nº 203/2015" in other(result, r) for r in cq102["interpretations"]
    )


@pytest.mark.parametrize("date,severity", [("10 DE SETEMBRO DE 2025", "warning"), ("15 DE OUTUBRO DE 2025", "error")])
def test_goias_executive_in_september_2025_rests_on_retroactive_effects(date, severity):
    """03–30/09/2025: bound only through Lei 23.719's retroactive effects; from 01/10/2025, by its text."""
    result = lint_text(
        edital(SES, date, ["Analista 19 1 20"], columns="CARGO | VAGAS AMPLA CONCORRÊNCIA | VAGAS PcD | TOTAL DE VAGAS")
    )
    (cq101,) = findings(result, "CQ101")
    assert cq101["severity"] == severity
    retro = [r for r in cq101.get("interpretations", []) if "retroativos" in other(result, r)]
    assert bool(retro) == (severity == "warning")


def test_goias_per_cargo_base_against_the_total_reading():
    """5 + 10 vacancies, 0 + 3 reserved: per cargo 1 is owed on the 5; on the total 15 → 3, met."""
    result = lint_text(edital(SES, "10 DE MARÇO DE 2026", ["Analista 4 1 0 5", "Técnico 6 1 3 10"]))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "warning"
    (reading,) = cq102["interpretations"]
    assert reading["other_required"] == 3 and reading["met"] and "no total do edital" in full_message(cq102, result)


def test_goias_total_below_both_readings_stays_an_error():
    result = lint_text(edital(SES, "10 DE MARÇO DE 2026", ["Analista 4 1 0 5", "Técnico 7 1 2 10"]))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "error" and cq102["interpretations"][0]["met"] is False


def test_every_report_carries_the_reading():
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", ["Analista 12 1 5 18"]), filename="e.txt")
    assert "Outra leitura" in format_text(result)
    assert "Outra leitura" in to_markdown(result)
    (item,) = [r for r in to_sarif([result])["runs"][0]["results"] if r["ruleId"] == "CQ102"]
    (named,) = item["properties"]["interpretations"]
    assert "Outra leitura" not in item["message"]["text"]  # the reading's text is the run's, once
    assert (
        to_sarif([result])["runs"][0]["properties"]["readings"][named["reading"]]
        == result["readings"][named["reading"]]
    )
    assert any("interpretação adotada" in n["text"].lower() for n in result["interpretations"])


def test_a_total_met_by_the_other_reading_with_groups_short_says_only_the_split_falls_short():
    # INSS (corpus): the total stated meets the other reading, the split by group does not; the message
    # must not say the edital falls short of that reading as a whole.
    from pathlib import Path

    text = (Path(__file__).parent.parent / "corpus" / "fed_inss_fgv_grupos_quebrados.txt").read_text(encoding="utf-8")
    result = lint_text(text)
    messages = [full_message(f, result) for f in result["findings"] if f.get("interpretations")]
    short = [m for m in messages if "divisão por grupo fica abaixo" in m]
    assert short, messages
    assert all("o edital fica abaixo também dela" not in m for m in short)


GROUPS = "CARGO | AC | PcD | PP | PI | PQ | TOTAL"


@pytest.mark.parametrize(
    "row",
    [
        "Analista 12 1 4 1 0 18",  # 30 % of 18 = 5,4 → 5: 4,5 / 0,54 / 0,36 by largest remainder → 4/1/0
        "Analista 17 1 6 1 1 26",  # 7,8 → 8: 6,5 / 0,78 / 0,52 → 6/1/1
        "Analista 22 2 8 1 1 34",  # 10,2 → 10: 8,5 / 1,02 / 0,68 → 8/1/1
        "Analista 32 3 12 2 1 50",  # 15: 12,5 / 1,5 / 1 → a tie for the last vacancy: 12/2/1 or 13/1/1
    ],
)
def test_lei_15142_split_by_largest_remainder_of_the_30_percent_total_is_never_an_error(row):
    """A split that meets the reading of the law's 30 % as the total is a warning, and says so."""
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", [row], columns=GROUPS))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "warning", cq102["message"]
    assert "o edital a atende" in full_message(cq102, result) and "fica abaixo também dela" not in full_message(
        cq102, result
    )
    (reading,) = cq102["interpretations"]
    assert reading["met"] is True


def test_lei_15142_split_below_the_largest_remainder_stays_an_error():
    """18 vacancies as 5/0/0: the 30 % total (5) is met, but its split (4/1/0) gives indígenas 1."""
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", ["Analista 12 1 5 0 0 18"], columns=GROUPS))
    (cq102,) = findings(result, "CQ102")
    assert cq102["severity"] == "error"
    (reading,) = cq102["interpretations"]
    assert reading["met"] is False and reading["other_required_by_group"]["indigenas"] == 1
    said = full_message(cq102, result)
    assert "fica abaixo também dela" in said and "indígenas: 1" in said


@pytest.mark.parametrize(
    "rows,columns",
    [
        (["Analista 5 1 2 1 0 9", "Técnico 5 1 2 0 0 9"], GROUPS),  # 4/1/0 of 18 in all
        (["Analista 5 1 3 9", "Técnico 6 1 2 9"], "CARGO | AC | PcD | NEGROS | TOTAL"),  # 5 of 18 in one column
    ],
)
def test_lei_15142_two_cargos_of_nine_with_five_reserved_is_a_warning(rows, columns):
    result = lint_text(edital(UFG, "10 DE MARÇO DE 2026", rows, columns=columns))
    (cq106,) = findings(result, "CQ106")
    assert cq106["severity"] == "warning", cq106["message"]
    assert all(f["severity"] != "error" for f in result["findings"] if f["code"] in ("CQ102", "CQ106"))


def test_the_edital_totals_are_weighed_once_not_once_a_finding(monkeypatch):
    """A long table with a finding on every row: the edital's totals under another reading are summed
    once (summed again for each finding, the weighing grew with the square of the rows)."""
    import dataclasses

    from cotacheck.linter.check import readings

    calls, made = [], []
    competing = readings.readings

    def counted_readings(ctx):
        def counting(edital):
            return lambda counts: calls.append(len(counts)) or edital(counts)

        made[:] = [dataclasses.replace(r, edital=counting(r.edital)) for r in competing(ctx)]
        return made

    monkeypatch.setattr(readings, "readings", counted_readings)
    rows = [f"Analista {name} {7 + i % 5} 1 1 {9 + i % 5}" for i, name in enumerate("ABCDEFGHIJKLMNOPQRST")]
    result = lint_text(edital(SES, "10 DE MARÇO DE 2026", rows))
    weighed = [f for f in result["findings"] if f.get("interpretations")]
    assert len(weighed) >= 10 and made
    assert len(calls) <= len(made), f"{len(calls)} sums for {len(made)} readings"
