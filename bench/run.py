"""`make bench`: runs every benchmark script `bench/*_bench.py` in turn, with its defaults."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    status = 0
    for script in sorted(HERE.glob("*_bench.py")):
        print(f"== {script.name}", flush=True)
        status |= subprocess.run([sys.executable, str(script)]).returncode
    return status


if __name__ == "__main__":
    raise SystemExit(main())
