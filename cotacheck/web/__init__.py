"""The page's entry point: the site's JS imports `cotacheck.web` and calls `call` (engine-worker.mjs,
pyscript_main.py). The bridge itself lives in cotacheck.interfaces.web.bridge."""

from cotacheck.interfaces.web.bridge import FUNCTIONS, call, call_in_parts, last_seconds, lookup

__all__ = ["FUNCTIONS", "call", "call_in_parts", "last_seconds", "lookup"]
