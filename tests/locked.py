"""The Python dependencies pinned in requirements.lock (name → version), for the tests that check the
environment and the build against it."""

from __future__ import annotations

import re
from pathlib import Path

LOCK = Path(__file__).resolve().parents[1] / "requirements.lock"
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def normal(name: str) -> str:
    """A distribution's name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def locked_versions() -> dict[str, str]:
    return {normal(m[1]): m[2] for line in LOCK.read_text(encoding="utf-8").splitlines() if (m := _PIN.match(line))}
