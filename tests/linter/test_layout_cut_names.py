"""Property test: the quadros of `tests/layout_cut_names.py` (`span_last`, `span_after_row`): however the especialidades
wrapped after a dash are read, no confirmed row bears a name that is not its especialidade whole (its cargo
before it at most: never another row's words, nor the header's share "(20%)**"), and no two confirmed rows share
a name with other figures."""

from __future__ import annotations

from layout_cut_names import CARGOS, cut_names
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold

#: What may stand before a row's especialidade in its name: its cargo, or nothing.
_CARGOS = {"", *map(fold, CARGOS)}


def _never_confirmed_cut(case) -> list[str]:
    out, names = [], {}
    for p in lint_text(case.text)["positions"]:
        if p["confidence"] != "confirmed":
            continue
        name = fold(p["name"])
        whole = [e for e in case.entries if name.endswith(fold(e.name))]
        rest = name[: -len(fold(whole[0].name))].strip() if whole else None
        if rest not in _CARGOS or (whole[0].vacancies, whole[0].negros) != (p["vacancies"], p["reserved_stated"]):
            out.append(f"confirmed {p['name']!r} {p['vacancies']}/{p['reserved_stated']}: no entry's name whole")
        if names.setdefault(p["name"], p["vacancies"]) != p["vacancies"]:
            out.append(f"two confirmed rows named {p['name']!r}")
    return out


def test_a_name_cut_where_it_wrapped_is_never_confirmed():
    assert_reads_back(cut_names, _never_confirmed_cut, 20261207, "cut_names", per_class=200)
