"""Runs every edital of tests/corpus/ through the CLI and checks it against its NAME.expected.json.

Each corpus edital `NAME.txt` (or `.pdf`) has `NAME.expected.json`:
`law`, `date` (what detection should find; null = nothing found), optional `args` (CLI overrides),
`positions` (name by normalised containment, vacancies, reserved_stated, pcd_stated, line), `findings`
(code, optional position substring and line) that must be reported, and `absent` codes that must not.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import unicodedata
from pathlib import Path

import pytest

from cotacheck.interfaces.cli.main import main

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
EDITAIS = (
    sorted(p for p in CORPUS.glob("*") if p.suffix in (".txt", ".pdf") and p.with_suffix(".expected.json").exists())
    if CORPUS.is_dir()
    else []
)


def norm(text: str | None) -> str:
    text = unicodedata.normalize("NFD", (text or "").lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"[\u2010-\u2015\u2212\-–—_/:;,.()]+", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def lint_cli(path: Path, args: dict) -> tuple[int, list[dict], str]:
    """`cotacheck lint PATH --format json` with the edital's overrides: the CLI's `main` run in this process
    (what `python3 -m cotacheck` runs, without a new interpreter for each of some hundred editais; the
    command's own process is tested in tests/interfaces/test_cli_*)."""
    argv = ["lint", str(path), "--format", "json"]
    for key in ("law", "date", "branch", "kind"):
        if args.get(key):
            argv += [f"--{key}", str(args[key])]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    data = json.loads(out.getvalue()) if out.getvalue().strip() else []
    return status, data, err.getvalue()


def describe(positions: list[dict]) -> str:
    return "\n".join(
        f"  line {p['line']}: {p['name']!r} vagas={p['vacancies']} negros={p['reserved_stated']} "
        f"pcd={p.get('pcd_stated')} exigida={p['reserved_required']}"
        for p in positions
    )


def find_position(expected: dict, actual: list[dict]) -> dict | None:
    name = norm(expected["name"])
    candidates = [p for p in actual if name in norm(p["name"])]
    for p in candidates:
        if "line" in expected and expected["line"] is not None and p["line"] != expected["line"]:
            continue
        if p["vacancies"] != expected["vacancies"]:
            continue
        return p
    return candidates[0] if candidates else None


def test_corpus_present():
    if not CORPUS.is_dir():
        pytest.skip("tests/corpus/ not written yet")
    assert EDITAIS, "tests/corpus/ has no editais with expected answers"


@pytest.mark.parametrize("path", EDITAIS, ids=[p.name for p in EDITAIS])
def test_corpus_edital(path: Path):
    expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    status, data, stderr = lint_cli(path, expected.get("args") or {})
    assert status in (0, 1), f"exit {status}: {stderr}"
    assert len(data) == 1
    result = data[0]
    problems = []
    if (
        "law" in expected
        and result["detected"]["law"] != expected["law"]
        and not (expected.get("args") or {}).get("law")
    ):
        problems.append(f"law: expected {expected['law']!r}, detected {result['detected']['law']!r}")
    if "law" in expected and (expected.get("args") or {}).get("law") is None and result["law"] != expected["law"]:
        problems.append(f"law used: expected {expected['law']!r}, got {result['law']!r}")
    if "date" in expected and result["detected"]["date"] != expected["date"]:
        problems.append(f"date: expected {expected['date']!r}, detected {result['detected']['date']!r}")

    for want in expected.get("positions", []):
        got = find_position(want, result["positions"])
        if got is None:
            problems.append(f"position not found: {want}")
            continue
        for key in ("vacancies", "reserved_stated", "pcd_stated", "line"):
            if key in want and want[key] != got.get(key):
                problems.append(f"position {want['name']!r}: {key} expected {want[key]!r}, got {got.get(key)!r}")

    for want in expected.get("cargos", []):  # cargo totals: a cargo listed in parts, by its name
        got = next((c for c in result["cargos"] if norm(c["name"]) == norm(want["name"])), None)
        if got is None:
            problems.append(f"cargo total not found: {want}")
            continue
        for key, value in want.items():
            if got.get(key) != value:
                problems.append(f"cargo total {want['name']!r}: {key} expected {value!r}, got {got.get(key)!r}")

    for want in expected.get("findings", []):
        matches = [f for f in result["findings"] if f["code"] == want["code"]]
        if "position" in want and want["position"] is not None:
            matches = [f for f in matches if norm(want["position"]) in norm(f["position"])]
        if "line" in want and want["line"] is not None:
            matches = [f for f in matches if f["line"] == want["line"]]
        if not matches:
            problems.append(f"finding missing: {want}")
    for code in expected.get("absent", []):
        present = [f for f in result["findings"] if f["code"] == code]
        if present:
            problems.append(f"finding {code} must not fire: {[(f['line'], f['position']) for f in present]}")

    errors = any(f["severity"] == "error" for f in result["findings"])
    if status != (1 if errors else 0):
        problems.append(f"exit status {status} with errors={errors}")
    assert not problems, (
        f"{path.name}: {expected.get('description', '')}\n"
        + "\n".join(problems)
        + "\npositions found:\n"
        + describe(result["positions"])
        + "\nfindings: "
        + ", ".join(f"{f['code']}@{f['line']}:{f['position']}" for f in result["findings"])
    )
