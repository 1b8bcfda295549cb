"""bench/field_check.py: its counting rules on a tiny synthetic label set, and a run on the real set."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("field_check", ROOT / "bench" / "field_check.py")
field_check = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(field_check)

LABEL = {
    "file": "x.txt",
    "law": "federal",
    "publication_date": "2024-05-10",
    "cargos": [
        {"name": "Analista – Direito", "total_vacancies": 10, "stated_negro_reserve": 2, "evidence_line": 40},
        {"name": "Analista – Contabilidade", "total_vacancies": 5, "stated_negro_reserve": 1, "evidence_line": 50},
        {"name": "Técnico", "total_vacancies": 4, "stated_negro_reserve": None, "evidence_line": 60},
    ],
}


def fake_required(law, vacancies, day):
    return vacancies // 5  # synthetic: enough to tell a confirmed error from a contradicted one


def position(name, vacancies, reserved, lines):
    return {"name": name, "vacancies": vacancies, "reserved_stated": reserved, "line": lines[0], "lines": lines}


def test_entry_right_needs_both_figures_and_a_near_line():
    result = {
        "date": "2024-05-10",
        "findings": [],
        "positions": [
            position("Direito", 10, 2, [42]),  # within 2 of 40: right
            position("Contabilidade", 5, 0, [50]),  # wrong reserve
            position("Técnico", 4, None, [63]),  # 3 lines away: not this entry
        ],
    }
    s = field_check.score(result, LABEL, fake_required)
    assert s["right"] == 1 and s["entries"] == 3 and s["date_right"]


def test_null_label_equals_null_reading():
    result = {"date": None, "findings": [], "positions": [position("Técnico", 4, None, [58, 59])]}
    s = field_check.score(result, LABEL, fake_required)
    assert s["right"] == 1 and not s["date_right"]


def test_phantoms_are_far_from_every_entry_and_not_a_cargo_name():
    result = {
        "date": None,
        "findings": [],
        "positions": [
            position("Texto da página 3", 1, None, [10]),  # phantom
            position("EDITAL Nº 1, DE 5 DE MAIO DE 2024", 0, None, [1]),  # phantom
            position("ANALISTA", 15, None, [30]),  # a cargo heading: plausible
            position("Cargo: Analista de sistemas", 3, None, [90]),  # contains the cargo part "Analista"
            position("Ao final das", 3, None, [41]),  # near an entry: a misreading, not a phantom
        ],
    }
    s = field_check.score(result, LABEL, fake_required)
    assert s["phantoms"] == ["Texto da página 3", "EDITAL Nº 1, DE 5 DE MAIO DE 2024"]


def test_false_errors_follow_the_labels():
    findings = [
        {"code": "CQ102", "severity": "error", "line": 40},  # label: 2 stated, 2 required -> false
        {"code": "CQ101", "severity": "error", "line": 60},  # label: none stated, 0 required (4 // 5) -> false
        {"code": "CQ101", "severity": "error", "line": 200},  # matches no entry -> false
        {"code": "CQ105", "severity": "warning", "line": 40},  # not an error
        {"code": "CQ201", "severity": "error", "line": 5},  # other code, same law -> not judged false
    ]
    result = {"date": None, "law": "federal", "findings": findings, "positions": []}
    assert field_check.score(result, LABEL, fake_required)["false_errors"] == [
        "CQ102 linha 40",
        "CQ101 linha 60",
        "CQ101 linha 200",
    ]
    confirmed = dict(LABEL, cargos=[dict(LABEL["cargos"][0], stated_negro_reserve=1)])
    result["findings"] = [{"code": "CQ102", "severity": "error", "line": 41}]
    assert field_check.score(result, confirmed, fake_required)["false_errors"] == []
    assert field_check.score(result, dict(confirmed, law="none"), fake_required)["false_errors"] == ["CQ102 linha 41"]


def test_pdf_lines_are_mapped_to_the_labelled_text():
    labelled = ["EDITAL", "Cargo AC PcD Negros Total", "Analista 7 1 2 10", "Técnico 3 1 1 5", "fim"]
    read = [
        "EDITAL",
        "Cargo AC",
        "PcD Negros Total",
        "Analista   7 1 2 10",
        "Técnico 3 1 1 5",
        "Anexo I",
        "Analista 7 1 2 10",
    ]
    mapping = field_check.line_map(read, labelled)
    assert mapping == {1: 1, 4: 3, 5: 4, 7: 3}
    assert field_check.line_map(labelled, labelled) is None
    result = {
        "positions": [position("Analista", 10, 2, [4]), position("Anexo", 1, None, [6])],
        "findings": [{"code": "CQ102", "severity": "error", "line": 5}],
    }
    moved = field_check.remap(result, mapping)
    assert [p["lines"] for p in moved["positions"]] == [[3], []] and moved["findings"][0]["line"] == 4


def confident(name, vacancies, reserved, lines, confidence="confirmed"):
    return position(name, vacancies, reserved, lines) | {"confidence": confidence}


def test_confirmed_wrong_is_a_confident_reading_no_entry_it_reaches_agrees_with():
    label = dict(LABEL, cargos=[dict(c) for c in LABEL["cargos"]])
    label["cargos"][0]["level"] = "cargo"
    label["cargos"].append(
        {"name": "Ambíguo", "total_vacancies": None, "stated_negro_reserve": None, "evidence_line": 80}
    )
    result = {
        "date": None,
        "findings": [],
        "positions": [
            confident("Direito", 10, 3, [40]),  # confirmed, other reserve than the label: wrong
            confident("Contabilidade", 5, 1, [50]),  # confirmed and right
            confident("Contabilidade bis", 10, 2, [51]),  # within 2 of line 50 but nearest exact entry absent:
            # figures of no entry it reaches (only line 50's): wrong
            confident("Técnico", 9, 9, [60], "uncertain"),  # wrong but uncertain: not counted
            confident("Ambíguo", 3, 1, [80]),  # the label is null: nothing to contradict
            confident("Longe", 3, 1, [120]),  # reaches no entry
        ],
    }
    s = field_check.score(result, label, fake_required)
    assert s["confirmed_wrong"] == ["Direito linha 40", "Contabilidade bis linha 51"]
    assert (s["cargo_right"], s["cargo_entries"]) == (0, 1)
    result["positions"][0] = confident("Direito", 10, 2, [39, 40])
    s = field_check.score(result, label, fake_required)
    assert (s["cargo_right"], s["cargo_entries"]) == (1, 1) and s["confirmed_wrong"] == ["Contabilidade bis linha 51"]


def test_summary_is_five_lines():
    scores = [
        {"entries": 4, "right": 1, "phantoms": ["a"], "false_errors": [], "date_right": True},
        {"entries": 4, "right": 2, "phantoms": [], "false_errors": ["x", "y"], "date_right": False},
    ]
    for s, cargos, right, wrong in zip(scores, (2, 1), (1, 0), (["w"], [])):
        s.update(cargo_entries=cargos, cargo_right=right, confirmed_wrong=wrong)
    assert field_check.summary_lines(scores) == [
        "entries right: 3/8 (37.5%)",
        "cargo entries right: 1/3",
        "confirmed wrong: 1",
        "phantoms: 1; false errors: 2",
        "dates right: 1/2",
    ]


@pytest.mark.skipif(field_check.default_dir() is None, reason="../shared/real-editais absent")
def test_runs_on_the_real_set(tmp_path):
    folder = field_check.default_dir()
    labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    small = {"files": [f for f in labels["files"] if not f.get("pdf")]}  # text-only files keep the test quick
    for f in small["files"]:
        (tmp_path / f["file"]).write_bytes((folder / f["file"]).read_bytes())
    (tmp_path / "labels.json").write_text(json.dumps(small), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "field_check.py"), "--dir", str(tmp_path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    tail = done.stdout.strip().splitlines()[-5:]
    assert tail[0].startswith("entries right: ") and f"/{sum(len(f['cargos']) for f in small['files'])} " in tail[0]
    assert tail[1].startswith("cargo entries right: ") and tail[2].startswith("confirmed wrong: ")
    assert tail[3].startswith("phantoms: ") and tail[4] == tail[4].split("/")[0] + f"/{len(small['files'])}"
