"""Python under real Pyodide (Node, no browser) with the package zip the site ships and, where asked,
pypdf loaded as the checker page loads it: shared by the tests that compare the browser's answers
with CPython's.

Booting Pyodide costs some 3 CPU seconds, and so do the two zips; paid for every such test it was a
large share of the run. So each pytest process keeps one Node process (tests/pyodide/serve_files.mjs)
and builds the zips once: every call still gets a fresh interpreter (restored from a snapshot of a
just-booted one), with nothing left from the call before."""

from __future__ import annotations

import atexit
import json
import os
import selectors
import shutil
import subprocess
import tempfile
import time
from functools import cache
from pathlib import Path

import pytest

from cotacheck.interfaces.site.builder import package_zip
from cotacheck.interfaces.site.rule_pages import vendor_pypdf

ROOT = Path(__file__).resolve().parents[1]
SERVER = ROOT / "tests" / "pyodide" / "serve_files.mjs"
needs_pyodide = pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").exists(), reason="needs node and npm ci"
)
#: The page's way to get pypdf: the site's py/pypdf.zip handed to the bridge once.
LOAD_PYPDF = (
    "import base64\n"
    "from cotacheck.interfaces.web.linter import pdf_support\n"
    "pdf_support({'base64': base64.b64encode(open('/host/pypdf.zip', 'rb').read()).decode()})\n"
)


@cache
def _built() -> Path:
    """This process's folder of built zips (removed at exit)."""
    folder = Path(tempfile.mkdtemp(prefix="cotacheck-pyodide-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


@cache
def _package() -> Path:
    """The package zip exactly as the site ships it, built once per process (the tree does not change
    during a run)."""
    package_zip(_built() / "cotacheck.zip")
    return _built() / "cotacheck.zip"


@cache
def _pypdf() -> tuple[Path, tuple[str, ...]]:
    path = _built() / "pypdf.zip"
    return path, tuple(vendor_pypdf(path))


def vendored_pypdf(target: Path) -> list[str]:
    """`vendor_pypdf(target)`: the site's py/pypdf.zip written at `target`, its entries returned; built
    once per process and copied."""
    path, names = _pypdf()
    shutil.copyfile(path, target)
    return list(names)


class _Server:
    """The Node process that runs the calls, started at the first and stopped at exit."""

    def __init__(self):
        self.process: subprocess.Popen | None = None
        self.errors = None  # the process's stderr, a file
        atexit.register(self.stop)

    def start(self) -> subprocess.Popen:
        if self.process is None or self.process.poll() is not None:
            self.errors = tempfile.TemporaryFile()
            self.process = subprocess.Popen(
                ["node", str(SERVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.errors, cwd=ROOT
            )
        return self.process

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def stderr_tail(self) -> str:
        if self.errors is None:
            return ""
        self.errors.seek(0)
        return self.errors.read().decode("utf-8", "replace")[-2000:]

    def call(self, request: dict, timeout: float) -> dict:
        process = self.start()
        process.stdin.write(json.dumps(request).encode() + b"\n")
        process.stdin.flush()
        line = self._line(process, timeout)
        if not line:
            self.stop()
            raise AssertionError(f"Node stopped: {self.stderr_tail()}")
        return json.loads(line)

    def _line(self, process: subprocess.Popen, timeout: float) -> bytes:
        """The answer's line; the process killed (and the call failed) if none comes within `timeout` s."""
        chunks = []
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            while not chunks or not chunks[-1].endswith(b"\n"):
                if not selector.select(max(0.0, deadline - time.monotonic())):
                    process.kill()
                    self.stop()
                    raise subprocess.TimeoutExpired(str(SERVER), timeout)
                chunk = os.read(process.stdout.fileno(), 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
        return b"".join(chunks)


_SERVER = _Server()


def run_in_pyodide(code: str, folder: Path, pypdf: bool = False, timeout: int = 600) -> str:
    """Run `code` (its last expression a str) with `folder` mounted at /host; returns what it printed."""
    if pypdf:
        vendored_pypdf(folder / "pypdf.zip")
        code = LOAD_PYPDF + code
    script = folder / "run.py"
    script.write_text(code, encoding="utf-8")
    answer = _SERVER.call({"package": str(_package()), "code": str(script), "host": str(folder)}, timeout)
    assert "error" not in answer, answer.get("error", "")[-2000:]
    return answer["out"]
