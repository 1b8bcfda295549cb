"""The real editais through the other extractors a journalist runs (issue 38).

`bench/field_check.py` scores the reader on the hand-labelled real editais as pypdf's text and as PDF
(the CLI reads PDFs with pypdf). Journalists do not all use pypdf: they run `pdftotext` (default,
`-layout`, `-raw`), pdfminer.six or pdfplumber's `extract_text()`, PyMuPDF's `get_text()`, or mail the
text on. This bench makes each labelled edital's text through each of those paths, lints it with no law
or date given, moves its positions' lines onto the labelled .txt's lines and scores it as
field_check.py does (`field_check.score_reading`: same figures, same line mapping, by words else by
numbers). Per path and per file it prints entries right (of labelled), cargo entries right, confirmed
wrong, phantoms and false errors.

Paths
    pdftotext, pdftotext -layout, pdftotext -raw
        poppler-utils' `pdftotext` (on PATH), on each labelled .pdf.
    pdfminer.six, pdfplumber, pymupdf
        `pdfminer.high_level.extract_text`, pdfplumber's pages' `extract_text()` joined by newlines,
        PyMuPDF's pages' `get_text()` joined; imported from `sys.path`, with the folders of
        $COTACHECK_PYLIB (default /tmp/w21/pylib, e.g. `pip install --target /tmp/w21/pylib pdfminer.six
        pdfplumber pymupdf`) appended to it.
    tesseract, tesseract --psm 6
        a scanned or photographed edital as a newsroom reads it: the labelled PDF's pages rasterised by
        poppler-utils (`pdftoppm -r 200 -gray`) and read by Tesseract (`tesseract PAGE - -l por`, its default
        page segmentation, else `--psm 6`; the `tesseract-ocr` and `tesseract-ocr-por` packages). OCR is slow:
        only the pages that hold a labelled entry are read (`ocr_pages`: the page of pypdf's text, of which
        the labelled .txt is the first lines, that holds the entry's `evidence_line`), each page's text mapped
        onto that page's labelled lines alone, and only those pages' entries scored (`ocr_label`; the report
        says which pages). Some 26 pages a mode, some 5 CPU minutes a mode when nothing is cached.
    wrap72
        every labelled .txt (all of them, PDF or not) hard-wrapped at 72 columns as a mail client does
        (`textwrap.wrap` of each line); each wrapped line maps to the line it was cut from.

A path whose tool is missing is skipped with a line saying so. The real editais stay outside the
project: the extracted texts are made at run time into a cache folder ($COTACHECK_PATHS_CACHE, default
a folder in the system's temporary directory), keyed by the PDF's digest and the tool's version.

Usage: python3 bench/field_paths.py [--dir PATH] [--only TEXT] [--paths a,b] [--json] [--brief]
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT, ROOT / "bench"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

import field_check  # noqa: E402  (beside this file)

PYLIB = os.environ.get("COTACHECK_PYLIB", "/tmp/w21/pylib")
CACHE = Path(os.environ.get("COTACHECK_PATHS_CACHE") or Path(tempfile.gettempdir()) / "cotacheck-field-paths")
PDF_PATHS = ("pdftotext", "pdftotext -layout", "pdftotext -raw", "pdfminer.six", "pdfplumber", "pymupdf")
OCR_PATHS = ("tesseract", "tesseract --psm 6")
PATHS = PDF_PATHS + OCR_PATHS + ("wrap72",)
RESOLUTION = 200
WRAP = 72


def _pylib() -> None:
    for folder in PYLIB.split(os.pathsep):
        if folder and Path(folder).is_dir() and folder not in sys.path:
            sys.path.append(folder)


def _pdftotext_version() -> str | None:
    try:
        done = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    first = (done.stderr or done.stdout).strip().splitlines()
    return first[0] if first else "pdftotext"


def _module_version(name: str) -> str | None:
    _pylib()
    try:
        if name == "pdfminer.six":
            import pdfminer

            return f"pdfminer.six {pdfminer.__version__}"
        if name == "pdfplumber":
            import pdfplumber

            return f"pdfplumber {pdfplumber.__version__}"
        import pymupdf

        return f"pymupdf {pymupdf.VersionBind} (MuPDF {pymupdf.VersionFitz})"
    except Exception:  # noqa: BLE001  (missing, or broken by its binary parts: skipped alike)
        return None


def _tesseract_version() -> str | None:
    """Tesseract's and pdftoppm's versions, None when either, or Tesseract's Portuguese, is missing."""
    try:
        done = subprocess.run(["tesseract", "--version"], capture_output=True, text=True, timeout=30)
        langs = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    first = (done.stdout or done.stderr).strip().splitlines()
    if not first or "por" not in (langs.stdout + langs.stderr).split() or _pdftotext_version() is None:
        return None
    return f"{first[0]}, por; pdftoppm -r {RESOLUTION} -gray ({_pdftotext_version().replace('pdftotext ', '')})"


@functools.lru_cache(maxsize=None)
def tool_version(path: str) -> str | None:
    """The tool's name and version behind `path`, None when it is not on this machine."""
    if path in OCR_PATHS:
        return _tesseract_version()
    if path.startswith("pdftotext"):
        return _pdftotext_version()
    if path.startswith("pypdf"):
        return path
    if path == "wrap72":
        return f"textwrap.wrap width {WRAP} (Python {sys.version.split()[0]})"
    return _module_version(path)


def _pdftotext(pdf: Path, option: str | None) -> str:
    command = ["pdftotext", "-enc", "UTF-8"] + ([option] if option else []) + [str(pdf), "-"]
    return subprocess.run(command, capture_output=True, check=True, timeout=300).stdout.decode("utf-8", "replace")


def _pdfminer(pdf: Path) -> str:
    from pdfminer.high_level import extract_text

    return extract_text(str(pdf))


def _pdfplumber(pdf: Path) -> str:
    import pdfplumber

    with pdfplumber.open(str(pdf)) as doc:
        return "\n".join(page.extract_text() or "" for page in doc.pages)


def _pymupdf(pdf: Path) -> str:
    import pymupdf

    with pymupdf.open(str(pdf)) as doc:
        return "".join(page.get_text() for page in doc)


def extract(path: str, pdf: Path) -> str:
    """`pdf`'s text through `path` (one of PDF_PATHS), from the cache when made before."""

    def make() -> str:
        if path.startswith("pdftotext"):
            return _pdftotext(pdf, path.split()[1] if " " in path else None)
        return {"pdfminer.six": _pdfminer, "pdfplumber": _pdfplumber, "pymupdf": _pymupdf}[path](pdf)

    return _cached(pdf, path, "", make)


def _cached(pdf: Path, path: str, key: str, make) -> str:
    """The text `make()` gives for `pdf` through `path` (`key` the part of it, "" for all), cached by the PDF's
    digest and the tool's version."""
    digest = hashlib.sha256(pdf.read_bytes()).hexdigest()[:16]
    version = hashlib.sha256((tool_version(path) or "").encode()).hexdigest()[:8]
    name = path.replace(" ", "").replace(".", "")
    cached = CACHE / f"{pdf.stem}.{digest}.{name}{key}.{version}.txt"
    if cached.is_file():
        return cached.read_text(encoding="utf-8")
    text = make()
    CACHE.mkdir(parents=True, exist_ok=True)
    own = cached.with_suffix(f".{os.getpid()}.part")
    own.write_text(text, encoding="utf-8")
    own.replace(cached)
    return text


def ocr_page(pdf: Path, page: int, path: str) -> str:
    """Page `page` (1-based) of `pdf` rasterised (`pdftoppm -r 200 -gray`) and read by Tesseract in Portuguese
    (`path`: "tesseract" its default page segmentation, "tesseract --psm 6" one block), one thread."""

    def make() -> str:
        with tempfile.TemporaryDirectory(prefix="cotacheck-ocr-") as folder:
            image = Path(folder) / "page"
            subprocess.run(
                ["pdftoppm", "-r", str(RESOLUTION), "-gray", "-png", "-singlefile", "-f", str(page), "-l", str(page)]
                + [str(pdf), str(image)],
                capture_output=True,
                check=True,
                timeout=300,
            )
            command = ["tesseract", f"{image}.png", "-", "-l", "por"] + path.split()[1:]
            done = subprocess.run(
                command, capture_output=True, check=True, timeout=600, env=os.environ | {"OMP_THREAD_LIMIT": "1"}
            )
        return done.stdout.decode("utf-8", "replace").replace("\f", "").rstrip("\n")

    return _cached(pdf, path, f".p{page}", make)


def page_lines(pdf: Path) -> list[tuple[int, int]]:
    """Each page's first and last line in pypdf's text of `pdf` (its pages' texts joined by newlines: the
    labelled .txt is the first lines of that text, as the set's README says); cached as the texts are."""
    import pypdf

    def make() -> str:
        spans, first = [], 1
        for page in pypdf.PdfReader(str(pdf)).pages:
            count = len((page.extract_text() or "").split("\n"))
            spans.append((first, first + count - 1))
            first += count
        return json.dumps(spans)

    return [tuple(span) for span in json.loads(_cached(pdf, f"pypdf {pypdf.__version__}", ".pages", make))]


def ocr_pages(label: dict, spans: list[tuple[int, int]]) -> list[int]:
    """The pages (1-based) that hold some labelled entry's `evidence_line`: the pages OCR reads."""
    return sorted(
        {n for n, (first, last) in enumerate(spans, 1) for e in label["cargos"] if first <= e["evidence_line"] <= last}
    )


def ocr_reading(folder: Path, label: dict, path: str) -> tuple[str, dict[int, int], dict, list[int]]:
    """The OCR'd pages' text, its lines mapped (`field_check.line_map`, page by page) onto the labelled lines of
    their own page, the label with only those pages' entries, and the pages."""
    pdf = folder / label["pdf"]
    labelled = (folder / label["file"]).read_text(encoding="utf-8").split("\n")
    spans = page_lines(pdf)
    pages = ocr_pages(label, spans)
    lines: list[str] = []
    mapping: dict[int, int] = {}
    for page in pages:
        first, last = spans[page - 1]
        read = field_check.text_lines(ocr_page(pdf, page, path))
        own = field_check.line_map(read, labelled[first - 1 : last]) or {n: n for n in range(1, len(read) + 1)}
        mapping.update({len(lines) + n: first - 1 + m for n, m in own.items()})
        lines += read
    kept = [e for e in label["cargos"] if any(spans[p - 1][0] <= e["evidence_line"] <= spans[p - 1][1] for p in pages)]
    return "\n".join(lines), mapping, label | {"cargos": kept}, pages


def wrapped(text: str, width: int = WRAP) -> tuple[str, dict[int, int]]:
    """`text` hard-wrapped at `width` columns, each line by itself, and the map of the wrapped text's
    lines (1-based) to the lines they were cut from."""
    out: list[str] = []
    mapping: dict[int, int] = {}
    for number, line in enumerate(text.split("\n"), 1):
        for piece in textwrap.wrap(line, width) or [""]:
            out.append(piece)
            mapping[len(out)] = number
    return "\n".join(out), mapping


def readings(folder: Path, path: str, only: str = ""):
    """(label, file name, text, mapping or None) for every labelled edital `path` applies to."""
    labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    for label in labels["files"]:
        if only not in label["file"]:
            continue
        if path in OCR_PATHS and label.get("pdf") and (folder / label["pdf"]).is_file():
            text, mapping, kept, pages = ocr_reading(folder, label, path)
            yield kept | {"pages": pages}, label["pdf"], text, mapping
        elif path == "wrap72":
            text, mapping = wrapped((folder / label["file"]).read_text(encoding="utf-8"))
            yield label, label["file"], text, mapping
        elif label.get("pdf") and (folder / label["pdf"]).is_file():
            yield label, label["pdf"], extract(path, folder / label["pdf"]), None


def score_path(folder: Path, path: str, only: str = "") -> list[dict]:
    """The field check's figures for every edital read through `path`."""
    scores = []
    for label, name, text, mapping in readings(folder, path, only):
        t0 = time.perf_counter()
        labelled = (folder / label["file"]).read_text(encoding="utf-8")
        s = field_check.score_reading(text, label, labelled, name, mapping)
        s.update(file=name, path=path, seconds=round(time.perf_counter() - t0, 2), pages=label.get("pages"))
        scores.append(s)
    return scores


def totals(scores: list[dict]) -> dict:
    return {
        "right": sum(s["right"] for s in scores),
        "entries": sum(s["entries"] for s in scores),
        "cargo_right": sum(s["cargo_right"] for s in scores),
        "cargo_entries": sum(s["cargo_entries"] for s in scores),
        "confirmed_wrong": sum(len(s["confirmed_wrong"]) for s in scores),
        "phantoms": sum(len(s["phantoms"]) for s in scores),
        "false_errors": sum(len(s["false_errors"]) for s in scores),
    }


def _figures(t: dict) -> str:
    return (
        f"right {t['right']}/{t['entries']} (cargos {t['cargo_right']}/{t['cargo_entries']}), "
        f"confirmed wrong {t['confirmed_wrong']}, phantoms {t['phantoms']}, false errors {t['false_errors']}"
    )


def report(path: str, scores: list[dict], brief: bool) -> list[str]:
    out = [f"== {path} ({tool_version(path)}): {_figures(totals(scores))}"]
    if path in OCR_PATHS:
        out.append(
            f"  (OCR: the {sum(len(s['pages']) for s in scores)} pages that hold a labelled entry; their entries only)"
        )
    if brief:
        return out
    for s in scores:
        one = totals([s])
        pages = f", pages {','.join(map(str, s['pages']))} only" if s.get("pages") else ""
        out.append(f"  {s['file']} [{s['seconds']} s{pages}, lines mapped {s['lines_mapped']}]: {_figures(one)}")
        for key in ("confirmed_wrong", "phantoms", "false_errors"):
            if s[key]:
                shown = "; ".join(repr(n) if key == "phantoms" else n for n in s[key][:6])
                out.append(f"      {key.replace('_', ' ')}: {shown}" + (" …" if len(s[key]) > 6 else ""))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=None, help="folder with labels.json and the editais")
    parser.add_argument("--only", default="", help="only the editais whose file name contains this")
    parser.add_argument("--paths", default=",".join(PATHS), help=f"comma-separated, of: {', '.join(PATHS)}")
    parser.add_argument("--json", action="store_true", help="per-path, per-file figures as JSON")
    parser.add_argument("--brief", action="store_true", help="one line per path")
    args = parser.parse_args(argv)
    folder = args.dir or field_check.default_dir()
    if folder is None or not (folder / "labels.json").is_file():
        print("real-editais folder not found (give --dir)", file=sys.stderr)
        return 2
    everything, started = {}, time.perf_counter()
    for path in [p.strip() for p in args.paths.split(",") if p.strip()]:
        if path not in PATHS:
            print(f"unknown path {path!r} (one of {', '.join(PATHS)})", file=sys.stderr)
            return 2
        if tool_version(path) is None:
            print(f"== {path}: skipped, its tool is not on this machine")
            continue
        everything[path] = score_path(folder, path, args.only)
        if not args.json:
            print("\n".join(report(path, everything[path], args.brief)), flush=True)
    if args.json:
        print(json.dumps(everything, ensure_ascii=False, indent=1))
    else:
        print(f"total time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
