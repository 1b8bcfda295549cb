"""The check the layout property tests share: a generated quadro, put between the corpus edital's head and
tail, read back row by row."""

from __future__ import annotations

from layout_render import HEAD, TAIL

from cotacheck.linter import lint_text


def reads_whole(body: str, rows: list[tuple[str, int, int]], lenient: bool = False) -> bool:
    """Whether every row (name, total, negros) is read under its own name with its figures, asserting no
    phantom and no confirmed wrong reading. `lenient`: rows of 0 vacancies are not asked for, and a name no
    row has is a phantom only when confirmed (the generator's notes may stay as uncertain rows)."""
    want = {name: (total, negros) for name, total, negros in rows if total or not lenient}
    got = {}
    for q in lint_text(HEAD + body + TAIL)["positions"]:
        if not q.get("vacancies"):
            continue
        assert q["name"] in want or (lenient and q["confidence"] != "confirmed"), (q, body)
        if q["name"] not in want:
            continue
        figures = (q["vacancies"], q["reserved_stated"] or 0)
        assert q["confidence"] != "confirmed" or figures == want[q["name"]], (q, body)
        got[q["name"]] = figures
    return got == want
