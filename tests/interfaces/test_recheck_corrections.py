"""A correction on verificar.html recomputes everything and removes only what it fixed (issue 24, 4),
and what rests on a figure read with doubt says so until the reader corrects it (issue 24, 2).

The rows are sent as the page sends them (`result_link.ROW_KEYS`, the corrected row marked `edited`,
its groups kept in step with a corrected reserve as verificar.js `keepColumnsInStep` does)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cotacheck.interfaces.web.linter import lint, recheck
from cotacheck.interfaces.web.result_link import ROW_KEYS

EDITAL = Path(__file__).resolve().parents[1] / "corpus" / "rn_alrn_cebraspe_celulas_cr.txt"


def page_rows(result: dict) -> list[dict]:
    return [{k: p[k] for k in ROW_KEYS if p.get(k) is not None and p.get(k) is not False} for p in result["positions"]]


def verdicts(result: dict) -> Counter:
    return Counter((f["code"], f["severity"], f["line"]) for f in result["findings"])


@pytest.fixture(scope="module")
def checked():
    result = lint({"texto": EDITAL.read_text(encoding="utf-8")})
    assert [f["line"] for f in result["findings"] if f["code"] == "CQ105"] == [19, 34]
    return result


def corrected(checked: dict, line: int, **cells) -> dict:
    rows = page_rows(checked)
    (row,) = [r for r in rows if r.get("line") == line]
    if "reserved_stated" in cells and row.get("reserved_by_group_stated"):
        (group,) = row["reserved_by_group_stated"]
        row["reserved_by_group_stated"] = {group: cells["reserved_stated"]}
    row.update(cells, edited=True)
    return recheck({"lei": "", "data": "", "texto": EDITAL.read_text(encoding="utf-8"), "posicoes": rows})


def test_an_unchanged_table_sent_back_gives_the_same_findings(checked):
    again = recheck(
        {"lei": "", "data": "", "texto": EDITAL.read_text(encoding="utf-8"), "posicoes": page_rows(checked)}
    )
    assert verdicts(again) == verdicts(checked)


def test_renaming_a_cargo_keeps_every_sum_mismatch(checked):
    again = corrected(checked, 24, name="Analista Legislativo – Taquigrafia e Revisão", cargo="Analista Legislativo")
    assert [f["line"] for f in again["findings"] if f["code"] == "CQ105"] == [19, 34]


def test_correcting_one_row_removes_only_its_own_mismatch(checked):
    again = corrected(checked, 19, reserved_stated=2)  # 8 + 1 + 2 = 11, the row's total
    assert [f["line"] for f in again["findings"] if f["code"] == "CQ105"] == [34]
    untouched = Counter(v for v in verdicts(checked).elements() if v[2] != 19)
    assert Counter(v for v in verdicts(again).elements() if v[2] != 19) == untouched


def test_findings_on_a_doubtful_reading_say_so_until_it_is_corrected(checked):
    (doubtful,) = [f for f in checked["findings"] if f["code"] == "CQ105" and f["line"] == 34]
    assert doubtful["uncertain_reading"] == [34] and "A conferir" in doubtful["message"]
    again = corrected(checked, 34, vacancies=30)  # the reader confirms the row as it is
    (confirmed,) = [f for f in again["findings"] if f["code"] == "CQ105" and f["line"] == 34]
    assert "uncertain_reading" not in confirmed and "A conferir" not in confirmed["message"]
    assert all(f.get("uncertain_reading") == [19] for f in again["findings"] if f["line"] == 19)


def test_the_reports_carry_the_marks_until_every_row_is_corrected(checked):
    from cotacheck.linter.report import to_markdown
    from cotacheck.linter.report.text import format_text

    markdown, text = to_markdown(checked), format_text(checked)
    assert "A conferir: 4 de 4 cargo(s) lidos com incerteza e 3 achado(s)" in markdown
    assert "| a conferir (leitura incerta) |" in markdown and "; a conferir):" in markdown
    assert "← a conferir (leitura incerta)" in text and "A conferir: 4 de 4" in text
    rows = page_rows(checked)
    for row in rows:
        row["edited"] = True
    again = recheck({"lei": "", "data": "", "texto": EDITAL.read_text(encoding="utf-8"), "posicoes": rows})
    assert "a conferir" not in to_markdown(again).lower() and "a conferir" not in format_text(again).lower()
