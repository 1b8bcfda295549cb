"""How the suite reports itself: the closing line that counts the tests skipped for want of the real
editais (tests/conftest.py), and scripts/run-tests.sh (`make test`), which fails when either of its
two pytest runs fails and treats "no test selected" (exit 5) as a failure only when both select none."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SKIPS = """
import pytest

@pytest.mark.skipif(True, reason="real editais not present")
def test_a(): pass

@pytest.mark.skipif(True, reason="../shared/real-editais is absent")
def test_b(): pass

def test_c():
    pytest.skip("Node.js is needed")

def test_d(): pass
"""


WITHOUT_PLACE = {k: v for k, v in os.environ.items() if k != "COTACHECK_REAL_EDITAIS"}


def run_pytest(folder: Path, **env) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-q", str(folder)],
        capture_output=True,
        text=True,
        cwd=folder,
        env={**WITHOUT_PLACE, **env},
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout.strip().splitlines()


def test_the_summary_counts_the_skips_for_want_of_the_real_editais(tmp_path):
    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_skips.py").write_text(SKIPS, encoding="utf-8")
    lines = run_pytest(tmp_path)
    said = [line for line in lines if "testes pulados" in line]
    assert said == ["2 testes pulados: editais reais ausentes em ../shared/real-editais"], lines
    assert "1 passed, 3 skipped" in lines[-1]
    elsewhere = run_pytest(tmp_path, COTACHECK_REAL_EDITAIS="/outro/lugar")
    assert "2 testes pulados: editais reais ausentes em /outro/lugar" in elsewhere


def test_no_summary_line_when_nothing_was_skipped_for_them(tmp_path):
    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_plain.py").write_text("def test_d(): pass\n", encoding="utf-8")
    assert not [line for line in run_pytest(tmp_path) if "pulado" in line]


# A stand-in for python3 that answers as pytest would: exit codes from $PURE and $BROWSER.
FAKE_PYTHON = """#!/bin/sh
case "$*" in
  *--ignore=tests/browser*) echo "==== 5 passed in 2.00s ===="; exit "$PURE" ;;
  *tests/browser*) echo "==== 3 passed in 1.00s ===="; exit "$BROWSER" ;;
esac
exit 99
"""


@pytest.mark.parametrize(
    "pure, browser, status",
    [(0, 0, 0), (1, 0, 1), (0, 1, 1), (2, 0, 2), (5, 0, 0), (0, 5, 0), (5, 5, 5), (5, 1, 1)],
)
def test_make_test_fails_when_either_run_fails(tmp_path, pure, browser, status):
    fake = tmp_path / "python3"
    fake.write_text(FAKE_PYTHON, encoding="utf-8")
    fake.chmod(0o755)
    env = {**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}", "PURE": str(pure), "BROWSER": str(browser)}
    done = subprocess.run(["bash", str(ROOT / "scripts" / "run-tests.sh")], capture_output=True, text=True, env=env)
    assert done.returncode == status, done.stdout + done.stderr
    last = done.stdout.strip().splitlines()
    assert last[-3] == f"without a browser (exit {pure}): 5 passed in 2.00s"
    assert last[-2] == f"in the browser    (exit {browser}): 3 passed in 1.00s"
    assert last[-1] == ("make test: passed" if status == 0 else f"make test: FAILED (exit {status})")


def test_hypothesis_never_times_an_example():
    """A property drawn on a busy machine fails only if it is false: no per-example deadline (200 ms by
    default, lost at load 20), no "too slow" health check, the same examples every run."""
    from hypothesis import HealthCheck, settings

    assert settings().deadline is None and settings().derandomize
    assert HealthCheck.too_slow in settings().suppress_health_check
