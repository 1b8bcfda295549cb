"""requirements.lock pins every Python dependency of the extras with hashes, scripts/setup.sh installs
from it, and the environment the tests run in is the one it pins."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

from locked import LOCK, locked_versions, normal

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = ("pdf", "site", "test")


def test_every_requirement_is_pinned_with_hashes():
    blocks = re.split(r"\n(?=[A-Za-z])", LOCK.read_text(encoding="utf-8").split("\n\n", 1)[-1].strip())
    pins = [b for b in blocks if not b.startswith("#")]
    assert len(pins) == len(locked_versions()) > 10
    for block in pins:
        assert re.match(r"^[A-Za-z0-9._-]+==[^\s]+ \\", block), block.splitlines()[0]
        assert re.search(r"--hash=sha256:[0-9a-f]{64}", block), block.splitlines()[0]


def test_the_lock_covers_every_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {normal(re.split(r"[<>=!~\[; ]", r, 1)[0]) for e in EXTRAS for r in project["optional-dependencies"][e]}
    assert wanted <= set(locked_versions())


def test_the_environment_is_the_locked_one():
    installed = {name: metadata.version(name) for name in locked_versions()}
    assert installed == locked_versions()


def test_setup_installs_from_the_lock():
    setup = (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")
    assert "--require-hashes -r requirements.lock" in setup and "--no-deps -e ." in setup
    assert "[test]" not in setup  # nothing resolved outside the lock
