"""`cotacheck lint` and `cotacheck rule`: exit status, formats, one Portuguese line on bad input."""

from __future__ import annotations

import json

from lint_samples import CLAUSES, GO_HEAD, run

from cotacheck.linter.rules import RULES


def test_cli_exit_status_and_formats(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(GO_HEAD + "Cargo AC PcD Total\nAnalista 9 1 10\n", encoding="utf-8")
    good = tmp_path / "good.txt"
    good.write_text(GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES, encoding="utf-8")
    assert run("lint", str(good)).returncode == 0
    out = run("lint", str(bad), "--format", "json")
    assert out.returncode == 1
    data = json.loads(out.stdout)
    assert data[0]["file"] == str(bad) and data[0]["findings"][0]["code"] == "CQ101"
    for key in ("code", "severity", "message", "basis", "line", "position"):
        assert key in data[0]["findings"][0]
    sarif = json.loads(run("lint", str(bad), "--format", "sarif").stdout)
    assert sarif["version"] == "2.1.0" and sarif["runs"][0]["results"][0]["ruleId"] == "CQ101"
    missing = run("lint", str(tmp_path / "nope.txt"))
    assert missing.returncode == 2 and "não encontrado" in missing.stderr and not missing.stdout
    blank = tmp_path / "blank.txt"
    blank.write_text("  \n", encoding="utf-8")
    assert run("lint", str(blank)).returncode == 2


def test_cli_rule():
    out = run("rule", "CQ101")
    assert out.returncode == 0 and "reserva-por-cargo-ausente" in out.stdout and "Exemplo corrigido" in out.stdout
    data = json.loads(run("rule", "--all", "--format", "json").stdout)
    assert [r["code"] for r in data] == list(RULES)
    assert run("rule", "CQ999").returncode == 2
