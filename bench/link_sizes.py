"""How long verificar.html's result link is, before (`#r=`, base64url of the JSON) and after (`#z=`,
base64url of its deflate-raw, what `CompressionStream("deflate-raw")` writes), for every real edital
in FOLDER (its .txt, as the page reads it) and for generated editais of many cargos; and whether the
page would still write the link (LINK_LIMIT in verificar.js, the whole address) or offer the file.

    python3 bench/link_sizes.py [--dir FOLDER] [--cargos 10000 ...]

The envelope is the one the page writes (`link_opcoes`, each cargo's ROW_KEYS, the text-only
findings). zlib's default level is the one Chromium's CompressionStream uses, so the lengths agree
with the page's to a few characters (tests/browser/test_result_link.py checks one against it, to 2 %).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cotacheck import __version__  # noqa: E402
from cotacheck.interfaces.web.linter import lint  # noqa: E402
from cotacheck.interfaces.web.result_link import ROW_KEYS  # noqa: E402

DEFAULT_DIR = Path(os.environ.get("COTACHECK_REAL_EDITAIS") or "/work/shared/real-editais")
#: The page's own figures (verificar.js LINK_LIMIT) and a typical address before the '#'.
LINK_LIMIT = 32_000
ADDRESS = "https://cotacheck.github.io/verificar.html"


def envelope(result: dict) -> dict:
    out = {"v": 2, **result["link_opcoes"], "versao": __version__}
    out["posicoes"] = [{k: p[k] for k in ROW_KEYS if p.get(k) not in (None, False)} for p in result["positions"]]
    if result["achados_texto"]:
        out["achados_texto"] = result["achados_texto"]
    return out


def lengths(result: dict) -> tuple[int, int]:
    raw = json.dumps(envelope(result), ensure_ascii=False, separators=(",", ":")).encode()
    packer = zlib.compressobj(-1, zlib.DEFLATED, -zlib.MAX_WBITS)
    packed = packer.compress(raw) + packer.flush()
    b64 = lambda data: len(base64.urlsafe_b64encode(data).rstrip(b"="))  # noqa: E731
    return b64(raw), b64(packed)


def many_cargos(count: int) -> str:
    head = "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 2 DE JANEIRO DE 2026\nCargo AC PcD Total\n"
    return head + "".join(f"Analista Legislativo {n} – Especialidade {n % 37} 9 1 10\n" for n in range(1, count + 1))


def report(name: str, result: dict) -> None:
    before, after = lengths(result)
    whole = len(ADDRESS) + 3 + after
    verdict = "link" if whole <= LINK_LIMIT else "arquivo"
    print(f"{name:45} {len(result['positions']):6} {before:10,} {after:9,} {after / before:6.1%}  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--cargos", type=int, nargs="*", default=[1000, 10_000])
    args = parser.parse_args()
    print(f"{'edital':45} {'cargos':>6} {'#r= chars':>10} {'#z= chars':>9} {'ratio':>6}  writes")
    for path in sorted(args.dir.glob("*.txt")):
        result = lint({"texto": path.read_text(encoding="utf-8")})
        if result["positions"]:
            report(path.stem, result)
    for count in args.cargos:
        report(f"generated, {count} cargos", lint({"texto": many_cargos(count)}))


if __name__ == "__main__":
    main()
