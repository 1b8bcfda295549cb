"""The golden outputs: what the CLI prints today, kept so that a change meant to keep behaviour can prove it.

`outputs()` makes, for a fixed "today", the JSON of `cotacheck lint` for every edital of tests/corpus/
and the JSON of `reserve`, `order` and `allocate` on a fixed set of inputs; `real_outputs()` the JSON of
`lint` for every real edital in ../shared/real-editais/ (text and PDF). The corpus and CLI outputs are
stored whole (`corpus.json`, `cli.json`); the real editais' only as a SHA-256 with a short digest
(`real_editais.json`), so that the project holds nothing of those documents.

A change that means to alter an output regenerates the files and names the change in its commit:

    python3 tests/golden/golden.py --update
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import io
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CORPUS = ROOT / "tests" / "corpus"
REAL = Path(os.environ.get("COTACHECK_REAL_EDITAIS") or ROOT.parent / "shared" / "real-editais")
#: The day every output is made on (an edital without a date is judged on "today").
TODAY = dt.date(2026, 6, 1)

ROSTER = "id,rank,negro,pcd,withdrawn\n" + "".join(
    f"c{i},{i},{'sim' if i % 3 == 0 else 'nao'},{'sim' if i % 11 == 0 else 'nao'},{'sim' if i == 7 else 'nao'}\n"
    for i in range(1, 61)
)

#: (name, argv) of the CLI calls kept, beside lint.
CLI_CALLS = [
    *(
        (f"reserve {n} {law} {day}", ["reserve", *n.split(), "--law", law, "--date", day, "--json"])
        for law, day in (
            ("go", "2025-10-15"),
            ("rn", "2022-03-01"),
            ("federal", "2025-03-01"),
            ("federal", "2025-07-01"),
        )
        for n in ("1", "2", "3", "5", "18", "37", "37 12 2", "100")
    ),
    ("reserve go estagio", ["reserve", "20", "--law", "go", "--date", "2025-10-15", "--kind", "estagio", "--json"]),
    (
        "reserve go legislativo",
        ["reserve", "9", "--law", "go", "--date", "2025-10-15", "--branch", "legislativo", "--json"],
    ),
    ("reserve outra", ["reserve", "13", "--law", "outra", "--percent", "16", "--date", "2025-10-15", "--json"]),
    *(
        (f"order 20 {law} {conv}", ["order", "20", "--law", law, "--date", day, "--convention", conv, "--json"])
        for law, day in (("go", "2025-10-15"), ("rn", "2022-03-01"), ("federal", "2025-07-01"))
        for conv in ("rounded", "blocks")
    ),
    (
        "order position",
        ["order", "30", "--law", "go", "--date", "2025-10-15", "--position", "4", "--general", "30", "--json"],
    ),
    *(
        (f"allocate {law}", ["allocate", "-", "--vacancies", "12", "--law", law, "--date", day, "--json"])
        for law, day in (("go", "2025-10-15"), ("rn", "2022-03-01"), ("federal", "2025-07-01"))
    ),
    (
        "allocate new",
        ["allocate", "-", "--vacancies", "10", "--new-vacancies", "5", "--law", "go", "--date", "2025-10-15", "--json"],
    ),
]


class FixedDate(dt.date):
    """datetime.date with today() fixed at TODAY (the CLI's default date)."""

    @classmethod
    def today(cls):
        return cls(TODAY.year, TODAY.month, TODAY.day)


@contextlib.contextmanager
def fixed_today():
    real = dt.date
    dt.date = FixedDate
    try:
        yield
    finally:
        dt.date = real


def cli(argv: list[str], stdin: str = "") -> str:
    """What `cotacheck ARGV` prints (stdout, then the exit status), run in this process on TODAY."""
    from cotacheck.interfaces.cli.main import main

    out = io.StringIO()
    err = io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with fixed_today(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = old_stdin
    return f"{out.getvalue()}exit {status}\n{err.getvalue()}"


def corpus_editais() -> list[Path]:
    return sorted(p for p in CORPUS.glob("*") if p.suffix in (".txt", ".pdf"))


def lint_args(path: Path) -> list[str]:
    """The CLI overrides the corpus edital's expected answer names (as tests/linter/test_corpus.py runs it)."""
    expected = path.with_suffix(".expected.json")
    args = json.loads(expected.read_text(encoding="utf-8")).get("args", {}) if expected.exists() else {}
    return [item for key in ("law", "date", "branch", "kind") if args.get(key) for item in (f"--{key}", str(args[key]))]


def outputs() -> dict[str, dict[str, str]]:
    corpus = {
        p.name: cli(["lint", str(p.relative_to(ROOT)), "--format", "json", *lint_args(p)]) for p in corpus_editais()
    }
    calls = {name: cli(argv, ROSTER if "-" in argv else "") for name, argv in CLI_CALLS}
    return {"corpus.json": corpus, "cli.json": calls}


def real_files() -> list[Path]:
    if not (REAL / "labels.json").is_file():
        return []
    return sorted(p for p in REAL.iterdir() if p.suffix in (".txt", ".pdf"))


def digest(output: str) -> dict:
    """A real edital's output as its hash and a few figures a failure can be read by."""
    summary = {}
    try:
        data = json.loads(output.rsplit("exit ", 1)[0])
        summary = {"positions": len(data[0]["positions"]), "findings": [f["code"] for f in data[0]["findings"]]}
    except (ValueError, IndexError, KeyError):
        pass
    return {"sha256": hashlib.sha256(output.encode("utf-8")).hexdigest(), **summary}


def real_output(path: Path) -> dict:
    """One real edital's digest (tests/golden/test_golden.py checks them one test each)."""
    here = os.getcwd()
    os.chdir(path.parent)  # the file name in the JSON is the bare name, wherever the folder is
    try:
        return digest(cli(["lint", path.name, "--format", "json"]))
    finally:
        os.chdir(here)


def real_outputs() -> dict[str, dict]:
    return {p.name: real_output(p) for p in real_files()}


def stored(name: str) -> dict:
    path = HERE / name
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def write(name: str, data: dict) -> None:
    (HERE / name).write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def update() -> None:
    for name, data in outputs().items():
        write(name, data)
    if real_files():
        write("real_editais.json", real_outputs())
    else:
        print("../shared/real-editais absent: real_editais.json left as it is", file=sys.stderr)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    if sys.argv[1:] != ["--update"]:
        sys.exit("usage: python3 tests/golden/golden.py --update")
    os.chdir(ROOT)
    update()
