"""cotacheck: the racial quota reserve that Brazilian law requires in concurso editais.

The public API, one floor each (docs/architecture.md):

* `compute()`: the reserve an edital owes (reserve/calculator.py);
* `order()`, `candidate_view()`, `allocate()`, `parse_candidates()`: the nomination order and the
  allocation of a classified list (nomination/);
* `lint_text()`, `lint_bytes()`: the edital linter (linter/);
* `LAWS`, `get_law()`: the laws as dated data (law/).

The rules core uses only the standard library so that the same code runs in CPython and, unchanged,
in the browser through Pyodide. The names are resolved on first use (PEP 562): importing
`cotacheck.reserve` must not load the linter, which the calculator page does not pay for at start-up.
"""

from importlib import import_module

__version__ = "0.1.0"

_EXPORTS = {
    "compute": "cotacheck.reserve.calculator",
    "order": "cotacheck.nomination",
    "candidate_view": "cotacheck.nomination",
    "allocate": "cotacheck.nomination",
    "parse_candidates": "cotacheck.nomination",
    "lint_text": "cotacheck.linter",
    "lint_bytes": "cotacheck.linter",
    "LAWS": "cotacheck.law.lawbook",
    "get_law": "cotacheck.law.lawbook",
    "InputError": "cotacheck.errors",
}
__all__ = [*_EXPORTS, "__version__"]


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'cotacheck' has no attribute {name!r}")
