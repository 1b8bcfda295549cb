"""The editais verificar.html lints to warm the linter up (site/aquecimento.json): texts of the
linter's corpus, each of a different layout, each one the checker reads without an error."""

from __future__ import annotations

import json
from pathlib import Path

from cotacheck.web import call

ROOT = Path(__file__).resolve().parents[2]
TEXTS = json.loads((ROOT / "site" / "aquecimento.json").read_text(encoding="utf-8"))


def test_the_warm_up_texts_are_corpus_editais_of_different_layouts():
    corpus = {p.read_text(encoding="utf-8"): p.name for p in (ROOT / "tests" / "corpus").glob("*.txt")}
    names = [corpus.get(text) for text in TEXTS]
    assert None not in names, "a warm-up text is not (or no longer) an edital of tests/corpus"
    assert len(set(names)) == len(names) >= 6


def test_each_warm_up_text_is_checked_and_they_take_several_paths():
    laws, with_positions = set(), 0
    for text in TEXTS:
        answer = json.loads(call("lint", json.dumps({"texto": text})))
        assert answer["ok"], answer
        laws.add(answer["result"]["law"])
        with_positions += bool(answer["result"]["positions"])
    assert len(laws) >= 3  # several laws (and none), not one path repeated
    assert with_positions >= 4  # tables and prose read into positions
