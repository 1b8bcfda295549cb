"""cotacheck.linter.check.confidence: how sure each reading is, and errors only from confirmed readings."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.check.confidence import annotate, assess, identity_holds


@pytest.mark.parametrize(
    "open_, pcd, reserved, total, holds",
    [
        (7, 1, 2, 10, True),
        (8, None, 2, 10, True),  # no PcD column
        (9, 1, None, 10, True),  # no negros column: AC + PcD = total, nothing reserved
        (7, 1, 2, 11, False),
        (None, 1, 2, 10, False),  # without ampla concorrência nothing can be checked
        (10, None, None, 10, False),  # AC = total alone proves nothing
        (7, 1, 2, None, False),
    ],
)
def test_identity(open_, pcd, reserved, total, holds):
    assert identity_holds(open_, pcd, reserved, total) is holds


def row(**fields):
    base = {
        "name": "Analista",
        "vacancies": 10,
        "reserved_stated": 2,
        "open_stated": 7,
        "pcd_stated": 1,
        "total_stated": 10,
        "source": "tabela",
        "line": 5,
        "lines": [5],
        "reserved_by_group_stated": None,
    }
    return base | fields


def test_assess_from_the_figures():
    assert assess(row()) == ("table-arithmetic", "confirmed")
    assert assess(row(total_stated=12, vacancies=12)) == ("table-header", "uncertain")
    assert assess(row(open_stated=None, pcd_stated=None, total_stated=None)) == ("table-header", "uncertain")
    # the total read is not the vacancies used (e.g. a total that includes cadastro de reserva)
    assert assess(row(vacancies=5)) == ("table-header", "uncertain")
    by_group = row(reserved_stated=3, reserved_by_group_stated={"pretos_pardos": 2, "indigenas": 1}, open_stated=6)
    assert assess(by_group) == ("table-arithmetic", "confirmed")


def test_assess_prose():
    prose = row(source="texto", open_stated=None, total_stated=None)
    assert assess(prose | {"line": 14, "lines": [14]}) == ("single-statement", "confirmed")
    assert assess(prose | {"line": 20, "lines": [20, 21]}) == ("single-statement", "confirmed")
    assert assess(prose | {"line": 20, "lines": [20, 24]}) == ("prose", "uncertain")


def test_the_readers_own_fields_win():
    assert assess(row(reading="table-header", confidence="uncertain")) == ("table-header", "uncertain")
    extracted = SimpleNamespace(reading="pdf-layout", confidence="confirmed")
    assert assess(row(total_stated=None), extracted) == ("pdf-layout", "confirmed")


def test_annotate_downgrades_errors_about_uncertain_positions_only():
    positions = [
        row(name="Analista", total_stated=12, vacancies=12, line=5, lines=[5]),
        row(name="Técnico", line=9, lines=[9]),
    ]
    findings = [
        {"code": "CQ102", "severity": "error", "message": "Abaixo.", "line": 5, "position": "Analista"},
        {"code": "CQ102", "severity": "error", "message": "Abaixo.", "line": 9, "position": "Técnico"},
        {"code": "CQ105", "severity": "warning", "message": "Soma.", "line": 5, "position": "Analista"},
        {"code": "CQ201", "severity": "error", "message": "Ascendência.", "line": 30, "position": None},
    ]
    annotate(positions, findings)
    assert [p["confidence"] for p in positions] == ["uncertain", "confirmed"]
    assert findings[0]["severity"] == "info" and findings[0]["downgraded_from"] == "error"
    assert findings[0]["message"].startswith("Abaixo.") and "confira a linha 5" in findings[0]["message"]
    assert findings[1]["severity"] == "error" and "downgraded_from" not in findings[1]
    assert findings[2]["severity"] == "warning" and findings[3]["severity"] == "error"


LAW = "Reserva de 20% das vagas aos candidatos negros, nos termos da Lei nº 12.990/2014.\n"


def test_lint_text_confirmed_row_keeps_its_error():
    text = (
        "MINISTÉRIO DA ECONOMIA\nEDITAL Nº 1, DE 5 DE SETEMBRO DE 2024\n"
        + LAW
        + "Cargo | Ampla concorrência | PcD | Negros | Total\nAnalista | 14 | 1 | 0 | 15\n"
    )
    result = lint_text(text)
    analista = next(p for p in result["positions"] if p["name"] == "Analista")
    assert (analista["reading"], analista["confidence"]) == ("table-arithmetic", "confirmed")
    cq = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert cq and cq[0]["severity"] == "error" and result["summary"]["error"] >= 1


def test_lint_text_unconfirmed_row_gives_a_note_not_an_error():
    # 15 ≠ 12 + 1 + 0: the columns may be misread, so no error, a note with the line to check
    text = (
        "MINISTÉRIO DA ECONOMIA\nEDITAL Nº 1, DE 5 DE SETEMBRO DE 2024\n"
        + LAW
        + "Cargo | Ampla concorrência | PcD | Negros | Total\nAnalista | 12 | 1 | 0 | 15\n"
    )
    result = lint_text(text)
    analista = next(p for p in result["positions"] if p["name"] == "Analista")
    assert analista["confidence"] == "uncertain"
    cq = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert cq and cq[0]["severity"] == "info" and "confira a linha 5" in cq[0]["message"]
    assert result["summary"]["error"] == 0
