"""The arithmetic behind a cargo's finding (`result.contas`, interfaces/web/finding_sums.py): the core's own
steps for the cargo's vacancies under the rule the check applied, the product and its rounding in one
sentence, and the calculator's query; none where the steps would not give the finding's figure."""

from __future__ import annotations

import gc
from urllib.parse import parse_qs

from cotacheck.interfaces.web.finding_sums import finding_sums
from cotacheck.interfaces.web.linter import lint

GO = (
    "GOVERNO DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026\nConforme a Lei estadual nº 23.389/2025.\n"
    "Cargo AC PcD Negros Total\nTécnico Legislativo 12 1 1 14\n"
)
MUNICIPAL = (
    "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL Nº 2/2026, DE 10 DE MARÇO DE 2026\n"
    "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "Cargo AC PcD Negros Total\nAssistente Administrativo 10 1 1 12\n"
)


def test_a_law_finding_gets_the_laws_arithmetic_and_the_calculators_query():
    result = lint({"texto": GO})
    index = next(i for i, f in enumerate(result["findings"]) if f["code"] == "CQ102")
    found = result["contas"][str(index)]
    assert found["regra"] == "lei"
    assert "14 vagas × 20% = 2,8 → fração 0,8 é igual ou maior que 0,5 → arredonda para cima → 3" in " ".join(
        found["conta"]
    )
    assert parse_qs(found["calculadora"]) == {
        "lei": ["go"],
        "data": ["2026-03-10"],
        "vagas": ["14"],
        "cargo": ["Técnico Legislativo"],
    }
    clause = next(i for i, f in enumerate(result["findings"]) if f["code"] == "CQ203")
    assert str(clause) not in result["contas"]  # no cargo, no figure


def test_an_own_rule_finding_gets_the_editals_rule_as_outra_lei():
    result = lint({"texto": MUNICIPAL})
    (found,) = result["contas"].values()
    assert found["regra"] == "edital" and "12 vagas × 20% = 2,4 → " in " ".join(found["conta"])
    query = parse_qs(found["calculadora"])
    assert query["lei"] == ["outra"] and query["percentual"] == ["20"] and query["vagas"] == ["12"]


def test_no_arithmetic_that_disagrees_with_the_finding():
    result = lint({"texto": GO})
    result["positions"][0]["reserved_required"] = 4  # a figure the steps do not give
    assert finding_sums(result) == {}


def _indexed_sums(result: dict) -> dict:
    """What `finding_sums` gave when it indexed every row by (name, line) first: the reference."""
    from cotacheck.interfaces.web import finding_sums as sums

    rows = {(p.get("name"), p.get("line")): p for p in result.get("positions") or []}
    out = {}
    for index, finding in enumerate(result.get("findings") or []):
        if len(out) >= sums.MAX_SUMS:
            break
        row = rows.get((finding.get("position"), finding.get("line")))
        if (
            row is None
            or not isinstance(row.get("vacancies"), int)
            or row["vacancies"] < 1
            or row.get("cadastro_reserva")
        ):
            continue
        found = sums._sum(result, finding, row)
        if found:
            out[str(index)] = found
    return out


def test_the_rows_looked_up_in_batches_give_what_an_index_of_all_gave():
    import random

    from cotacheck.interfaces.web import finding_sums as sums

    base = lint({"texto": GO, "lei": "go", "data": "2026-03-10"})
    finding = next(f for f in base["findings"] if f["code"] == "CQ102")
    for seed in range(200):
        rng = random.Random(seed)
        rows, findings = [], []
        for i in range(rng.randint(0, 60)):
            name = f"Cargo {rng.randint(0, 15)}"  # names repeat: the last row of a (name, line) is the one
            vacancies = rng.choice([0, 1, 5, 14, 14, 14, "x", None])
            rows.append({"name": name, "line": rng.randint(1, 20), "vacancies": vacancies, "reserved_required": 3})
        for _ in range(rng.randint(0, 80)):
            code = rng.choice(["CQ101", "CQ102", "CQ103", "CQ401", "CQ203"])
            findings.append(
                {**finding, "code": code, "position": f"Cargo {rng.randint(0, 15)}", "line": rng.randint(1, 20)}
            )
        result = {**base, "positions": rows, "findings": findings}
        small = rng.randint(1, 8)
        original = sums.MAX_SUMS
        sums.MAX_SUMS = small  # batches of 2 * MAX_SUMS: several batches within each result
        try:
            assert sums.finding_sums(result) == _indexed_sums(result), seed
        finally:
            sums.MAX_SUMS = original


def test_a_long_tables_rows_are_not_indexed_all():
    """The arithmetic's memory does not grow with the rows (at most MAX_SUMS findings get it): indexing every
    row by (name, line) took some four times a table of short rows."""
    import datetime as dt
    import tracemalloc

    from cotacheck.linter import lint_text

    peaks = []
    for rows in (2_000, 16_000):
        text = "Cargo AC PcD Negros Total\n" + "\n".join(
            f"Analista {i} {i % 9 + 3} 0 1 {i % 9 + 4}" for i in range(rows)
        )
        result = lint_text(text, law="go", date=dt.date(2026, 3, 10), today=dt.date(2026, 3, 10))
        assert len(finding_sums(result)) == 400  # the caches of the computes filled first
        gc.collect()  # the free lists emptied: what earlier tests left there is no part of the peak
        tracemalloc.start()
        try:
            finding_sums(result)
            peaks.append(tracemalloc.get_traced_memory()[1])
        finally:
            tracemalloc.stop()
    assert peaks[1] < peaks[0] * 1.2, f"{peaks}: the peak grew with the rows"
