"""Every test run: the closing summary says in one plain line how many tests were skipped because the
real editais (../shared/real-editais beside the checkout, or $COTACHECK_REAL_EDITAIS) are absent, so that
a fresh clone's skips read as expected rather than as something broken. Hypothesis's tests run under one
profile that never measures time (no deadline, no "too slow" health check) and draws the same examples
every run: a busy machine must not fail a property that holds."""

from __future__ import annotations

import os
import re

from hypothesis import HealthCheck, settings

settings.register_profile("cotacheck", deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("cotacheck")

#: How the tests that need the real editais word their skip (skipif reasons, pytest.skip messages).
NEEDS_REAL_EDITAIS = re.compile(r"real[ _-]editais", re.IGNORECASE)


def skip_reason(report) -> str:
    longrepr = report.longrepr
    return longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr or "")


def real_editais_place() -> str:
    return os.environ.get("COTACHECK_REAL_EDITAIS") or "../shared/real-editais"


def pytest_terminal_summary(terminalreporter):
    skipped = [r for r in terminalreporter.stats.get("skipped", []) if NEEDS_REAL_EDITAIS.search(skip_reason(r))]
    if skipped:
        count = len(skipped)
        said = "1 teste pulado" if count == 1 else f"{count} testes pulados"
        terminalreporter.write_line(f"{said}: editais reais ausentes em {real_editais_place()}")
