"""The bridge's answer in parts (answer_parts.py, `call_in_parts`, which the page's worker calls): the
same bytes as one `json.dumps` of the envelope, and no more memory than the lint's own (issue 41: the
page's check of a long table held its answer whole, four times the lint's peak, in the wasm heap)."""

from __future__ import annotations

import datetime as dt
import gc
import json
import tracemalloc
from pathlib import Path

import pytest

from cotacheck.interfaces.web import bridge
from cotacheck.interfaces.web.answer_parts import SLICE, envelope_parts
from cotacheck.interfaces.web.linter import lint, open_link, recheck
from cotacheck.linter import lint_text

CORPUS = sorted((Path(__file__).resolve().parents[1] / "corpus").glob("*.txt"))


def table(rows: int) -> str:
    """A table of `rows` cargos with figures of their own: most rows have a finding."""
    lines = ["Cargo AC PcD Negros Total"]
    for i in range(rows):
        open_, pcd, black = i % 50 + 3, i % 3, i % 7 + 1
        lines.append(f"Analista {i} {open_} {pcd} {black} {open_ + pcd + black}")
    return "\n".join(lines)


def written(result) -> tuple[str, str]:
    """The envelope as one `json.dumps` writes it, then as its parts joined (which empty the result)."""
    whole = json.dumps({"ok": True, "result": result}, ensure_ascii=False)
    return whole, "".join(envelope_parts(result))


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_the_parts_of_a_corpus_editais_answer_are_its_json(path):
    whole, parts = written(lint({"texto": path.read_text(encoding="utf-8"), "data": "2026-03-10"}))
    assert parts == whole


def test_a_long_tables_answer_in_parts_is_its_json_and_lets_the_result_go():
    result = lint({"texto": table(3 * SLICE + 7), "lei": "go", "data": "2026-03-10"})
    positions, findings = result["positions"], result["findings"]
    assert len(positions) > 3 * SLICE and len(findings) > SLICE
    whole, parts = written(result)
    assert parts == whole
    assert result == {} and set(positions) == {None} and set(findings) == {None}


def test_a_short_answer_is_one_part():
    parts: list[str] = []
    assert bridge.call_in_parts("calculate", '{"lei": "go", "data": "2025-10-15", "vagas": ["37"]}', parts.append) == ""
    assert len(parts) == 1 and json.loads(parts[0])["result"]["positions"][0]["reserved"] == 7


def test_other_answers_in_parts_are_their_json():
    checked = lint({"texto": table(40), "lei": "go", "data": "2026-03-10"})
    rows = [
        {"name": p["name"], "vacancies": p["vacancies"], "reserved_stated": 3, "edited": True}
        for p in checked["positions"]
    ]
    answers = [
        recheck({"posicoes": rows, "lei": "go", "data": "2026-03-10"}),
        bridge.calculate({"lei": "go", "data": "2025-10-15", "vagas": ["37", "12", "2"]}),
        [1, "“x”", {"a": None}],
        {},
        {1: "chave que não é texto", "": [], "lista": list(range(SLICE + 1))},
        "só um texto",
    ]
    link = json.dumps({"v": 2, **checked["link_opcoes"], "posicoes": rows})
    answers.append(open_link({"arquivo": link}))
    for answer in answers:
        whole, parts = written(answer)
        assert parts == whole


def test_call_in_parts_hands_on_calls_answer_in_parts():
    request = json.dumps({"texto": table(2 * SLICE), "lei": "go", "data": "2026-03-10"})
    parts: list[str] = []
    assert bridge.call_in_parts("lint", request, parts.append) == ""
    assert "".join(parts) == bridge.call("lint", request)
    assert len(parts) > 4 and max(map(len, parts)) < len("".join(parts)) / 2
    assert json.loads("".join(parts))["result"]["summary"]["positions"] == 2 * SLICE


def test_an_answer_that_fails_while_written_is_an_internal_error(monkeypatch):
    """Parts already sent are replaced by the error's envelope (the worker drops them)."""
    monkeypatch.setitem(
        bridge.FUNCTIONS, "sem_json", lambda request: {"lista": list(range(SLICE + 1)), "mau": object()}
    )
    sent: list[str] = []
    failed = bridge.call_in_parts("sem_json", "{}", sent.append)
    assert json.loads(failed) == {"ok": False, "error": bridge.INTERNAL_ERROR} and sent
    assert json.loads(bridge.call("sem_json", "{}")) == {"ok": False, "error": bridge.INTERNAL_ERROR}

    def refuse(part):
        raise RuntimeError("the receiver failed")

    small = '{"lei": "go", "data": "2025-10-15", "vagas": ["3"]}'
    assert json.loads(bridge.call_in_parts("calculate", small, refuse))["error"] == bridge.INTERNAL_ERROR
    assert json.loads(bridge.call_in_parts("nao_existe", "{}", sent.append))["ok"] is False


#: How far above the lint's own traced peak the page's path may go, in times the table's size: the
#: request's decoded text, each cargo finding's sums (`contas`) and the part being written (measured
#: 2026-12-05 at 5 000 rows: lint 50.1 x, the page's path 51.3 x, 50.3 x against 46.8 x in a process that
#: had run other tests; one `json.dumps` of the whole answer, as the bridge wrote it before, 199.5 x).
ALLOWANCE = 8


def test_the_pages_path_costs_no_more_than_the_lint():
    text = table(5_000)
    size = len(text.encode())
    request = json.dumps({"texto": text, "lei": "go", "data": "2026-03-10"}, ensure_ascii=False)
    bridge.call("lint", json.dumps({"texto": table(20), "lei": "go", "data": "2026-03-10"}))  # imports, caches
    gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
    tracemalloc.start()
    try:
        lint_text(text, law="go", date=dt.date(2026, 3, 10))
        alone = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        written = [0]
        failed = bridge.call_in_parts("lint", request, lambda part: written.__setitem__(0, written[0] + len(part)))
        page = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert failed == "" and written[0] > 40 * size  # the answer: some 45 times the table
    assert page <= alone + ALLOWANCE * size, f"{page / size:.1f} x the table against the lint's {alone / size:.1f} x"
