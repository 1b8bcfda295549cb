"""A finding held as a small record (`tables/finding_record.py`): it reads, compares, copies, pickles and
writes as JSON exactly as the dictionary it stands for, and a finding about a cargo keeps its message's
values, not its text (issue 41: a table with a finding on most rows held 47 times its size)."""

from __future__ import annotations

import datetime as dt
import json
import pickle
import sys

from bench.lint_bench import table_of
from cotacheck.linter import lint_text
from cotacheck.linter.report import to_json, to_json_line
from cotacheck.linter.tables.finding_record import KEYS, Finding, from_dict


def _findings() -> list:
    result = lint_text(table_of(60), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    return result["findings"]


def test_a_cargos_finding_keeps_its_messages_values_not_its_text():
    about_cargos = [f for f in _findings() if f["code"] in ("CQ102", "CQ103")]
    assert about_cargos and all(not isinstance(f._message, str) for f in about_cargos)
    for f in about_cargos:
        assert f"“{f['position']}”" in f["message"] and f["message"] == f.get("message")
        held = sys.getsizeof(f) + sys.getsizeof(f._message)
        assert held < 0.75 * (sys.getsizeof(dict(f)) + sys.getsizeof(f["message"]))  # 288 bytes against 552 to 738


def test_a_finding_reads_as_its_dictionary():
    for f in _findings():
        plain = dict(f)
        assert list(plain)[: len(KEYS)] == list(KEYS) and list(f) == list(plain) and len(f) == len(plain)
        assert f == plain and plain == f and f == from_dict(plain) and {**f} == plain
        assert pickle.loads(pickle.dumps(f)) == plain  # a batch's worker sends results to the parent
        assert json.dumps(f, ensure_ascii=False) == json.dumps(plain, ensure_ascii=False)  # no hook needed
        assert json.dumps(f, indent=1, sort_keys=True) == json.dumps(plain, indent=1, sort_keys=True)
        assert isinstance(f, dict) and f.copy() == plain and dict(f.items()) == plain
        assert "code" in f and "nothing" not in f and f.get("nothing", 7) == 7


def test_keys_added_keep_the_order_they_were_added_in():
    f = Finding("CQ102", "n", "error", "m", "b", None, 3, "Analista", "u")
    f["uncertain_reading"], f["downgraded_from"], f["other"] = [3], "error", {"a": 1}
    assert list(f)[len(KEYS) :] == ["uncertain_reading", "downgraded_from", "other"]
    f["uncertain_reading"] = [4]  # set again: its place stays
    assert list(dict(f).items())[len(KEYS) :] == [
        ("uncertain_reading", [4]),
        ("downgraded_from", "error"),
        ("other", {"a": 1}),
    ]
    f["message"] += " Mais."
    assert f["message"] == "m Mais." and f == from_dict(dict(f))


def test_every_writer_of_results_writes_findings_as_their_dictionaries():
    result = lint_text(table_of(30), law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
    plain = {**result, "findings": [dict(f) for f in result["findings"]]}
    assert to_json([result]) == json.dumps([plain], ensure_ascii=False, indent=2)
    assert json.loads(to_json_line(result)) == json.loads(json.dumps(plain))


def test_shared_fields_and_figures_change_for_one_finding_alone():
    """A rule's findings share one tuple of its fields, and equal figures one tuple: a finding set apart
    (a downgrade's severity, a new cargo's name) changes alone, and figures equal but of another type (1
    and True, 0.0 and -0.0) are never shared, their message being written otherwise."""
    from cotacheck.linter.tables.finding_record import Wording

    wording = Wording("{position}: {n} de {m}", ("position", "n", "m"), lambda message: message.upper())
    made = [
        Finding.worded(wording, figures, "CQ1", "r", "error", "b", None, 3, "Ana", "u")
        for figures in ((1, 2), (1, 2), (True, 2), (0.0, 2), (-0.0, 2), ([1], 2))
    ]
    assert [f["message"] for f in made] == [
        "ANA: 1 DE 2",
        "ANA: 1 DE 2",
        "ANA: TRUE DE 2",
        "ANA: 0.0 DE 2",
        "ANA: -0.0 DE 2",
        "ANA: [1] DE 2",
    ]
    assert made[0]._message is made[1]._message and made[0]._message is not made[2]._message
    first, second = made[0], made[1]
    second["severity"], second["position"] = "info", "Bia"
    assert (
        first["severity"] == "error"
        and second["severity"] == "info"
        and dict.__getitem__(first, "\0fields") is not dict.__getitem__(second, "\0fields")
    )
    assert second["message"] == "ANA: 1 DE 2" and first["message"] == "ANA: 1 DE 2"  # written with its name
    assert dict(first) == {**dict(second), "severity": "error", "position": "Ana"}
