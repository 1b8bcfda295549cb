"""Score the reader on folders of invented editais with their right readings (`expected.json`).

    python3 bench/unseen_score.py tests/linter/unseen_layouts_2 [more folders] [--per-file] [--pdf] [--strict]

Per folder: labelled entries read right (among the positions or the cargos), phantoms (positions with
vacancies naming no cargo of the edital) and confirmed wrong readings (a confirmed position naming a
labelled cargo with other figures, 0 vacancies included), the figures the first-contact
records in docs/ give. `--per-file` prints a line a file, in those records' format. `--pdf` scores, for
the files whose entry names a `pdf`, that PDF read as the CLI reads it, on a line of its own per folder.
`--strict` prints after each folder's line its strict figure (entries right whose confirmed readings all
hold only the cargo's name and the label's roles, `tests/linter/strict_score.py`) and each strict failure.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cotacheck.errors import InputError  # noqa: E402
from cotacheck.linter import lint_text  # noqa: E402
from cotacheck.linter.read.files import file_text  # noqa: E402
from cotacheck.linter.read.text import fold  # noqa: E402
from tests.linter.strict_score import strict_failures  # noqa: E402
from tests.linter.test_reader_classes import _matches  # noqa: E402
from tests.linter.test_unseen_layouts import cadastro_only  # noqa: E402


def read_file(folder: Path, expected: dict, pdf: bool = False) -> tuple[dict, str]:
    """The report of one invented edital (its PDF with `pdf`, read as the CLI reads it) and the text read."""
    name = expected["pdf" if pdf else "file"]
    try:
        text = file_text((folder / name).read_bytes(), name) if pdf else (folder / name).read_text(encoding="utf-8")
    except InputError:  # a scan's PDF with no text: the CLI asks for an OCR'd text and reads nothing
        return {"positions": [], "cargos": []}, ""
    return lint_text(text, filename=name) if pdf else lint_text(text), text


def score_file(folder: Path, expected: dict, pdf: bool = False, read: tuple | None = None) -> tuple[int, int, int, int]:
    """(entries right, entries, phantoms, confirmed wrong) of one invented edital (its PDF with `pdf`)."""
    report, _ = read or read_file(folder, expected, pdf)
    positions = [q for q in report["positions"] if q.get("vacancies")]
    found = positions + [q for q in report["cargos"] if q.get("vacancies")]
    entries = expected["entries"]
    right = sum(any(_matches(q, e) for q in found) for e in entries)
    phantoms = wrong = 0
    for q in report["positions"]:
        known = [e for e in entries if fold(e["name_has"]) in fold(q["name"])]
        if not known:
            phantoms += bool(q.get("vacancies"))
        elif (
            q["confidence"] == "confirmed" and not any(_matches(q, e) for e in known) and not cadastro_only(q, expected)
        ):
            wrong += 1  # a confirmed row with no vacancies under a cargo that has some is wrong too
    return right, len(entries), phantoms, wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--per-file", action="store_true")
    parser.add_argument("--pdf", action="store_true", help="score the PDFs too, where named")
    parser.add_argument("--strict", action="store_true", help="the strict figure and failures too")
    args = parser.parse_args(argv)
    for folder in args.folders:
        files = json.loads((folder / "expected.json").read_text(encoding="utf-8"))["files"]
        _score(folder, files, "file", args.per_file, args.strict)
        if args.pdf and (pdfs := [f for f in files if f.get("pdf")]):
            _score(folder, pdfs, "pdf", args.per_file, args.strict)
    return 0


def strict_file(folder: Path, expected: dict, pdf: bool = False, read: tuple | None = None) -> list[tuple]:
    """The strict failures of one invented edital (`tests/linter/strict_score.py`)."""
    report, text = read or read_file(folder, expected, pdf)
    return strict_failures(report, expected, text)


def _score(folder: Path, files: list[dict], key: str, per_file: bool, strict: bool = False) -> None:
    """Print the folder's figures for its texts (`key` "file") or its PDFs ("pdf"), a line a file with
    `per_file`; with `strict`, the strict figure and each strict failure."""
    totals = [0, 0, 0, 0]
    failures = []
    for expected in files:
        read = read_file(folder, expected, pdf=key == "pdf")
        figures = score_file(folder, expected, pdf=key == "pdf", read=read)
        totals = [a + b for a, b in zip(totals, figures, strict=True)]
        if strict:
            failures += [(expected[key], *f) for f in strict_file(folder, expected, key == "pdf", read)]
        if per_file:
            right, entries, phantoms, wrong = figures
            print(f"{expected[key]}: {right}/{entries} right, {phantoms} phantom, {wrong} confirmed wrong")
    right, entries, phantoms, wrong = totals
    label = f"{folder} (PDF)" if key == "pdf" else str(folder)
    print(f"{label}: {right}/{entries} right, {phantoms} phantoms, {wrong} confirmed wrong")
    if strict:
        print(f"{label} strict: {right - len(failures)}/{entries} strict right, {len(failures)} strict failures")
        for name, read_name, has, reason in failures:
            print(f"  {name}: {read_name!r} (label {has!r}): {reason}")


if __name__ == "__main__":
    raise SystemExit(main())
