"""How well the linter reads real editais: the hand-labelled set in ../shared/real-editais/.

Every labelled edital is linted as text (its .txt) and, where the labels name a .pdf, as PDF, with
no law or date given (as a journalist would). Per run and in total it prints these figures:

entries right
    A label entry (one cargo or slice, see the folder's README) is read right when some position
    whose lines (`lines`, else `line`) come within 2 of the entry's `evidence_line` has `vacancies`
    equal to `total_vacancies` and `reserved_stated` equal to `stated_negro_reserve` (a null label
    equals a null reading: the edital states none there).
cargo entries right
    The same, counted only over the entries labelled `"level": "cargo"` (a cargo's own figures, as
    against a slice's), where the law's threshold is checked. For these entries the report's cargo
    totals (`cargos`, the sum of a cargo's slices) count as positions too; a cargo total is judged
    only against cargo-level entries, and never counted as a phantom.
confirmed wrong
    A position read as `"confidence": "confirmed"` whose lines reach a labelled entry's
    `evidence_line` (exactly, else within 2) and whose figures (`vacancies`, `reserved_stated`)
    are those of none of the entries it reaches (entries whose total is null, ambiguous in the
    edital, are left out). The worst reading the linter can give: a confident wrong answer.
phantoms
    A position is a phantom when (a) none of its lines comes within 2 of any entry's
    `evidence_line` in that file, and (b) it is not plausibly a cargo of that edital: its name,
    folded (lower case, no accents, words only), is neither a run of whole words inside some
    entry's folded name nor contains the cargo part (before the first " – ") of some entry's name.
    A page marker, the edital's title, a heading or "Ao final das" fails both; a cargo heading
    read as its own position ("CARGO ESCRITURÁRIO") is not a phantom, only a misreading.
false errors
    An error finding the labels contradict: the law labelled "none" (no cotacheck law applies);
    or a CQ101/CQ102 whose line (else whose position's lines) matches no label entry, or matches
    one whose labelled figures, under the labelled law and publication date, call for no such
    error (CQ101: a reserve is stated, or none is required; CQ102: the stated reserve reaches the
    required one). Other error codes are counted false only when the linter's law differs from
    the labelled one.
dates right
    The date the linter used (`date`) equals the labelled `publication_date`.

A PDF read by position may number its lines differently from the .txt (pypdf's plain text, which
the labels' `evidence_line` refers to): each line of the PDF's text is then mapped to the .txt line
with the same words (else the same numbers, in order; else, for a line of words alone, the table row that
holds those words before its counts, when one row alone does: an extraction that gives a cell a line
prints a row's name alone): the
first such line after the previous mapped one, else the last such line;
lines with no counterpart map to nothing. The run's report says how many lines were mapped.

The last five lines are the summary. `--json` prints the per-run figures as JSON instead.
Usage: python3 bench/field_check.py [--dir PATH] [--only TEXT] [--text-only] [--json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import sys
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# $COTACHECK_REAL_EDITAIS, as for the tests (tests/lint_samples.py), else beside the checkout.
CANDIDATE_DIRS = (Path(os.environ.get("COTACHECK_REAL_EDITAIS") or ROOT.parent / "shared" / "real-editais"),)
SLACK = 2  # lines either side of evidence_line


def default_dir() -> Path | None:
    for path in CANDIDATE_DIRS:
        if (path / "labels.json").is_file():
            return path
    return None


def fold_words(text: str) -> str:
    text = unicodedata.normalize("NFKD", text or "")
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.findall(r"[a-z0-9]+", text))


def position_lines(position: dict) -> list[int]:
    lines = position.get("lines") or ([position["line"]] if position.get("line") else [])
    return [n for n in lines if isinstance(n, int)]


def near(lines: list[int], evidence: int) -> bool:
    return any(abs(n - evidence) <= SLACK for n in lines)


def entry_right(entry: dict, positions: list[dict]) -> bool:
    for p in positions:
        if (
            near(position_lines(p), entry["evidence_line"])
            and p.get("vacancies") == entry["total_vacancies"]
            and p.get("reserved_stated") == entry["stated_negro_reserve"]
        ):
            return True
    return False


def figures_of(entry: dict) -> tuple:
    return entry["total_vacancies"], entry["stated_negro_reserve"]


def reached_entries(position: dict, entries: list[dict]) -> list[dict]:
    """The labelled entries whose line the position covers: exactly when one does, else within SLACK."""
    lines = set(position_lines(position))
    exact = [e for e in entries if e["evidence_line"] in lines]
    return exact or [e for e in entries if near(lines, e["evidence_line"])]


def confirmed_wrong(position: dict, entries: list[dict]) -> bool:
    if position.get("confidence") != "confirmed":
        return False
    reached = [e for e in reached_entries(position, entries) if e["total_vacancies"] is not None]
    read = (position.get("vacancies"), position.get("reserved_stated"))
    return bool(reached) and all(figures_of(e) != read for e in reached)


def plausible_cargo(name: str, entries: list[dict]) -> bool:
    folded = fold_words(name)
    if len(folded) < 3:
        return False
    for entry in entries:
        label = fold_words(entry["name"])
        if f" {folded} " in f" {label} ":
            return True
        head = fold_words(re.split(r"\s[–—-]\s", entry["name"], maxsplit=1)[0])
        if head and f" {head} " in f" {folded} ":
            return True
    return False


def is_phantom(position: dict, entries: list[dict]) -> bool:
    lines = position_lines(position)
    if any(near(lines, e["evidence_line"]) for e in entries):
        return False
    return not plausible_cargo(position.get("name") or "", entries)


def _required(law: str, vacancies: int, day: dt.date) -> int:
    from cotacheck.reserve.calculator import compute

    if vacancies < 1:
        return 0
    result = compute(law, [vacancies], day)
    return result["positions"][0]["reserved"] if result["applies"] else 0


def false_error(finding: dict, result: dict, label: dict, required=_required) -> bool:
    if finding.get("severity") != "error":
        return False
    if label["law"] == "none":
        return True
    code = finding.get("code")
    if code not in ("CQ101", "CQ102"):
        return result.get("law") != label["law"]
    lines = [finding["line"]] if finding.get("line") else []
    if not lines and finding.get("position"):
        lines = [
            n for p in result.get("positions", []) if p.get("name") == finding["position"] for n in position_lines(p)
        ]
    matched = [e for e in label["cargos"] if near(lines, e["evidence_line"]) and e["total_vacancies"] is not None]
    if not matched:
        return True
    day = dt.date.fromisoformat(label["publication_date"])
    for entry in matched:
        need = required(label["law"], entry["total_vacancies"], day)
        stated = entry["stated_negro_reserve"]
        if code == "CQ101" and need > 0 and not stated:
            return False
        if code == "CQ102" and stated is not None and stated < need:
            return False
    return True


def score(result: dict, label: dict, required=_required) -> dict:
    """The figures for one linter result against its file's labels."""
    entries = label["cargos"]
    positions = result.get("positions", [])
    cargo_entries = [e for e in entries if e.get("level") == "cargo"]
    phantoms = [p["name"] for p in positions if is_phantom(p, entries)]
    wrong_errors = [
        f"{f['code']} linha {f.get('line')}"
        for f in result.get("findings", [])
        if false_error(f, result, label, required)
    ]
    # a cargo total (the report's "cargos") answers only for an entry labelled at cargo level
    cargos = result.get("cargos", [])

    def rows(entry: dict) -> list[dict]:
        return positions + cargos if entry.get("level") == "cargo" else positions

    wrong = [p for p in positions if confirmed_wrong(p, entries)] + [
        c for c in cargos if confirmed_wrong(c, cargo_entries)
    ]
    return {
        "entries": len(entries),
        "right": sum(1 for e in entries if entry_right(e, rows(e))),
        "cargo_entries": len(cargo_entries),
        "cargo_right": sum(1 for e in cargo_entries if entry_right(e, rows(e))),
        "confirmed_wrong": [f"{p.get('name')} linha {p.get('line')}" for p in wrong],
        "phantoms": phantoms,
        "false_errors": wrong_errors,
        "date_right": result.get("date") == label["publication_date"],
        "date": result.get("date"),
        "date_expected": label["publication_date"],
    }


def _key(text: str) -> str:
    return fold_words(text)


def _numbers(text: str) -> str:
    found = re.findall(r"\d+", text)
    return " ".join(found) if len(found) >= 3 else ""


_TRAILING_COUNTS = re.compile(r"(?:\s+(?:\d[\d.]*|[*–-])\+?(?:CR)?)+\s*$")


def _name(text: str) -> str:
    """The words of a table row's line before its trailing counts ("Inspetor CVM 15 1 4 20": "inspetor cvm"),
    which an extraction that gives a cell a line (pdftotext, pdfminer.six) prints alone; "" for other lines."""
    cut = _TRAILING_COUNTS.search(text)
    return _key(text[: cut.start()]) if cut and cut.start() > 0 else ""


def line_map(read: list[str], labelled: list[str]) -> dict[int, int] | None:
    """1-based line of `read` → line of `labelled` with the same content; None when the texts are the same."""
    if read == labelled:
        return None
    by_key: dict[str, list[int]] = {}
    by_numbers: dict[str, list[int]] = {}
    by_name: dict[str, list[int]] = {}
    for number, text in enumerate(labelled, 1):
        if _key(text):
            by_key.setdefault(_key(text), []).append(number)
        if _numbers(text):
            by_numbers.setdefault(_numbers(text), []).append(number)
        if _name(text):
            by_name.setdefault(_name(text), []).append(number)
    # a row's name alone maps only when one row holds it ("DF" heads a row of every cargo's quadro: no map)
    by_name = {name: rows for name, rows in by_name.items() if len(rows) == 1 and name not in by_key}
    mapping, last = {}, 0
    for number, text in enumerate(read, 1):
        found = by_key.get(_key(text)) if _key(text) else None
        found = found or (by_numbers.get(_numbers(text)) if _numbers(text) else None)
        found = found or (by_name.get(_key(text)) if _key(text) and not _TRAILING_COUNTS.search(text) else None)
        if not found:
            continue
        after = [n for n in found if n >= last]
        mapping[number] = last = after[0] if after else found[-1]
    return mapping


def remap(result: dict, mapping: dict[int, int] | None) -> dict:
    """The result with its positions', cargo totals' and findings' lines moved to the labelled text's lines."""
    if mapping is None:
        return result

    def moved(lines):
        return [mapping[n] for n in lines if n in mapping]

    def each(rows: list[dict]) -> list[dict]:
        out = []
        for p in rows:
            lines = moved(position_lines(p))
            out.append(p | {"lines": lines, "line": lines[0] if lines else None})
        return out

    findings = [f | {"line": mapping.get(f["line"])} if f.get("line") else f for f in result.get("findings", [])]
    # the cargo totals too: they are scored against the cargo-level entries by their lines
    return result | {
        "positions": each(result.get("positions", [])),
        "cargos": each(result.get("cargos", [])),
        "findings": findings,
    }


def text_lines(text: str) -> list[str]:
    """`text`'s lines as the linter numbers them: any line end ("\\r\\n", "\\r") or page break ("\\f") ends one."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").split("\n")


def score_reading(text: str, label: dict, labelled: str, filename: str, mapping: dict[int, int] | None = None) -> dict:
    """One reading of a labelled edital (its PDF's text through some extractor), linted with no law or date
    given, its lines moved onto the labelled .txt's (`labelled`) by `line_map` (or by `mapping`, when the
    caller knows where each line came from), and scored. `lines_mapped` says how many lines found a
    counterpart ("mapped/lines"; None when the reading is the labelled text itself)."""
    from cotacheck.linter import lint_text

    result = lint_text(text, filename=filename)
    lines = text_lines(text)
    if mapping is None:
        mapping = line_map(lines, labelled.split("\n"))
    s = score(remap(result, mapping), label)
    s["lines_mapped"] = None if mapping is None else f"{len(mapping)}/{len(lines)}"
    return s


def runs(folder: Path) -> list[tuple[str, Path, dict]]:
    labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    out = []
    for label in labels["files"]:
        out.append(("text", folder / label["file"], label))
        if label.get("pdf") and (folder / label["pdf"]).is_file():
            out.append(("pdf", folder / label["pdf"], label))
    return out


def summary_lines(scores: list[dict]) -> list[str]:
    entries = sum(s["entries"] for s in scores)
    right = sum(s["right"] for s in scores)
    share = 100 * right / entries if entries else 0.0
    cargos = sum(s["cargo_entries"] for s in scores)
    cargo_right = sum(s["cargo_right"] for s in scores)
    return [
        f"entries right: {right}/{entries} ({share:.1f}%)",
        f"cargo entries right: {cargo_right}/{cargos}",
        f"confirmed wrong: {sum(len(s['confirmed_wrong']) for s in scores)}",
        f"phantoms: {sum(len(s['phantoms']) for s in scores)}; false errors: {sum(len(s['false_errors']) for s in scores)}",
        f"dates right: {sum(s['date_right'] for s in scores)}/{len(scores)}",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None, help="folder with labels.json and the editais")
    parser.add_argument("--json", action="store_true", help="per-run figures as JSON")
    parser.add_argument("--only", default="", help="only the editais whose file name contains this")
    parser.add_argument("--text-only", action="store_true", help="skip the PDF runs")
    args = parser.parse_args(argv)
    folder = args.dir or default_dir()
    if folder is None or not (folder / "labels.json").is_file():
        print("real-editais folder not found (give --dir)", file=sys.stderr)
        return 2
    from cotacheck.linter import lint_bytes
    from cotacheck.linter.read.pdf import pdf_text

    scores = []
    started = time.perf_counter()
    for kind, path, label in runs(folder):
        if args.only not in path.name or (args.text_only and kind == "pdf"):
            continue
        t0 = time.perf_counter()
        if kind == "pdf":
            labelled = (folder / label["file"]).read_text(encoding="utf-8")
            s = score_reading(pdf_text(path.read_bytes(), path.name), label, labelled, path.name)
        else:
            s = score(lint_bytes(path.read_bytes(), path.name), label) | {"lines_mapped": None}
        s.update(file=path.name, kind=kind, seconds=round(time.perf_counter() - t0, 2))
        scores.append(s)
    if args.json:
        print(json.dumps(scores, ensure_ascii=False, indent=1))
        return 0
    for s in scores:
        date = "ok" if s["date_right"] else f"WRONG {s['date']} (want {s['date_expected']})"
        mapped = f", lines mapped {s['lines_mapped']}" if s.get("lines_mapped") else ""
        print(
            f"{s['file']} [{s['kind']}, {s['seconds']} s{mapped}]: right {s['right']}/{s['entries']} "
            f"(cargos {s['cargo_right']}/{s['cargo_entries']}), confirmed wrong {len(s['confirmed_wrong'])}, "
            f"phantoms {len(s['phantoms'])}, false errors {len(s['false_errors'])}, date {date}"
        )
        for key, title in (
            ("confirmed_wrong", "confirmed wrong"),
            ("phantoms", "phantoms"),
            ("false_errors", "false errors"),
        ):
            if s[key]:
                shown = "; ".join(repr(n) if key == "phantoms" else n for n in s[key][:8])
                print(f"    {title}: {shown}" + (" …" if len(s[key]) > 8 else ""))
    print(f"total time {time.perf_counter() - started:.1f} s, {len(scores)} runs")
    print("\n".join(summary_lines(scores)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
