"""Time of reading PDFs by position against pypdf's plain extraction, in the same run.

    python3 bench/pdf_layout_bench.py [FILE.pdf ...]

With no file, reads the real editais' PDFs in ../shared/real-editais/ (skipped when absent). For each
PDF it prints the pages, the time of the plain extraction, of the reading by position of every page
(linter/pdf_layout.page_text), of what the linter does (position only where the plain text lost a
table's rows: page_text_auto), and the ratios to the plain extraction; then the whole lint time.
"""

from __future__ import annotations

import io
import logging
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck.linter import lint_bytes  # noqa: E402
from cotacheck.linter.read.pdf_layout import page_text, page_text_auto  # noqa: E402

DEFAULT_DIRS = (ROOT.parent / "shared" / "real-editais",)


def timed(function, pages) -> tuple[float, int]:
    start = time.perf_counter()
    lines = sum(function(page).count("\n") + 1 for page in pages)
    return time.perf_counter() - start, lines


def main(argv: list[str]) -> int:
    import pypdf

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    files = [Path(a) for a in argv]
    if not files:
        folder = next((d for d in DEFAULT_DIRS if d.is_dir()), None)
        files = sorted(folder.glob("*.pdf")) if folder else []
    if not files:
        print("skipped: no PDF given and ../shared/real-editais/ not found")
        return 0
    print(f"CPython {sys.version.split()[0]}, pypdf {pypdf.__version__}")
    for path in files:
        data = path.read_bytes()
        pages = list(pypdf.PdfReader(io.BytesIO(data)).pages)
        plain, plain_lines = timed(lambda p: p.extract_text() or "", pages)
        layout, layout_lines = timed(page_text, pages)
        auto, _ = timed(page_text_auto, pages)
        start = time.perf_counter()
        result = lint_bytes(data, path.name)
        lint = time.perf_counter() - start
        print(
            f"{path.name}: {len(pages)} pages; plain {plain:.2f} s ({plain_lines} lines); by position {layout:.2f} s "
            f"({layout_lines} lines, x{layout / plain:.2f}); as the linter reads it {auto:.2f} s (x{auto / plain:.2f}); "
            f"lint {lint:.2f} s, {len(result['positions'])} cargos"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
