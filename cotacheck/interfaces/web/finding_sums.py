"""The arithmetic behind a finding about one cargo's reserve, for the page: "14 vagas × 20% = 2,8 → … → 3",
the figures and rounding of the rule the check applied, and the calculator's query that redoes it.

A finding's message gives the required figure; a reader who doubts it wants to see how it was reached and
to try it in the calculator. The steps are the rules core's own (`compute`, `compute_custom`), for the
cargo's vacancies alone, as the linter's `Context.required` counts them; a finding whose figure the steps
do not reproduce gets none (never arithmetic that disagrees with the finding). Beside the findings, not
in them, so that the findings stay the CLI's JSON.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from urllib.parse import urlencode

from cotacheck.errors import InputError
from cotacheck.reserve.calculator import compute
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import compute_custom, from_query, to_query

#: Findings that compare one cargo's stated reserve with a law's figure.
LAW_CODES = ("CQ101", "CQ102", "CQ103")
#: The finding that compares it with the edital's own declared rule.
OWN_RULE_CODE = "CQ401"
#: Steps of the core's answer that are not the racial reserve's arithmetic.
_OTHER_STEPS = ("Pessoas com deficiência", "Reserva para pessoas com deficiência", "Ampla concorrência")
#: Findings given arithmetic at most (a table of thousands of rows does not pay for thousands of computes).
MAX_SUMS = 400


def finding_sums(result: dict) -> dict[str, dict]:
    """{index of the finding in `result["findings"]`: {conta: [step, …], calculadora: query, regra: "lei" |
    "edital"}} for each finding about one cargo's reserve whose figure the steps reproduce."""
    positions = result.get("positions") or []
    out: dict[str, dict] = {}
    for batch in _batches(result.get("findings") or []):
        rows = _rows_of(positions, {(f.get("position"), f.get("line")) for _, f in batch})
        for index, finding in batch:
            if len(out) >= MAX_SUMS:
                return out
            row = rows.get((finding.get("position"), finding.get("line")))
            if (
                row is None
                or not isinstance(row.get("vacancies"), int)
                or row["vacancies"] < 1
                or row.get("cadastro_reserva")
            ):
                continue
            found = _sum(result, finding, row)
            if found:
                out[str(index)] = found
        if len(out) >= MAX_SUMS:
            break
    return out


def _batches(findings: list[dict]) -> Iterator[list[tuple[int, dict]]]:
    """The findings that may have arithmetic (`LAW_CODES`, `OWN_RULE_CODE`) with their index, a batch at a
    time, each twice the last: most checks stop within the first, and a long table's rows are looked up
    for a batch's findings alone, never indexed all (a key a row cost some four times the table)."""
    batch, size = [], 2 * MAX_SUMS
    for index, finding in enumerate(findings):
        if finding.get("code") in LAW_CODES or finding.get("code") == OWN_RULE_CODE:
            batch.append((index, finding))
            if len(batch) >= size:
                yield batch
                batch, size = [], 2 * size
    if batch:
        yield batch


def _rows_of(positions: list[dict], wanted: set[tuple]) -> dict[tuple, dict]:
    """The rows by (name, line) of the keys `wanted` (the last row of a key, as a dictionary of all gives); the
    report's rows (`RowList`) by their names and lines alone, each row made only where it is wanted."""
    if hasattr(positions, "names_and_lines"):  # a `RowList`
        found = {key: at for at, key in enumerate(positions.names_and_lines()) if key in wanted}
        return {key: positions[at] for key, at in found.items()}
    found = {}
    for p in positions:
        key = (p.get("name"), p.get("line"))
        if key in wanted:
            found[key] = p
    return found


def _sum(result: dict, finding: dict, row: dict) -> dict | None:
    if finding.get("code") in LAW_CODES:
        query = _law_query(result)
        expected = row.get("reserved_required")
        rule = "lei"
    elif finding.get("code") == OWN_RULE_CODE:
        query = _own_rule_query(result)
        expected = None
        rule = "edital"
    else:
        return None
    if query is None:
        return None
    try:
        answer = _answer(query, row["vacancies"])
    except (InputError, ValueError):
        return None
    part = answer["positions"][0]
    if expected is not None and part["reserved"] != expected:
        return None
    if expected is None and f" {part['reserved']} de {row['vacancies']} vagas" not in str(finding.get("message")):
        return None
    steps = _joined([s["text"] for s in part.get("steps") or () if not str(s.get("text")).startswith(_OTHER_STEPS)])
    if not any("×" in s for s in steps):
        return None
    cargo = {"vagas": str(row["vacancies"]), "cargo": str(row.get("name") or "")[:200]}
    return {"conta": steps, "calculadora": urlencode({**query, **cargo}), "regra": rule}


def _joined(steps: list[str]) -> list[str]:
    """The product and its rounding as one sentence: "14 vagas × 20% = 2,8 → fração 0,8 … → 3 …" (the core
    gives them as two steps, the second starting with the product's figure)."""
    out: list[str] = []
    for text in steps:
        exact = out[-1].rsplit("= ", 1)[-1] if out and "×" in out[-1] else None
        if exact and text.startswith(f"{exact} "):
            out[-1] += text[len(exact) :]
        else:
            out.append(text)
    return out


def _law_query(result: dict) -> dict | None:
    law, day = result.get("law"), result.get("date")
    if not law or not day:
        return None
    if law == CUSTOM_LAW_ID:
        params = (result.get("detected") or {}).get("params")
        return {**params, "data": day} if isinstance(params, dict) else None
    query = {"lei": law, "data": day}
    if result.get("branch") and result["branch"] != "executivo":
        query["poder"] = result["branch"]
    if result.get("kind") and result["kind"] != "efetivo":
        query["tipo"] = result["kind"]
    return query


def _own_rule_query(result: dict) -> dict | None:
    """The edital's own rule as "outra lei" in the calculator (`own_rule.proposed_params`)."""
    proposed = (result.get("own_rule") or {}).get("proposed_params")
    if not isinstance(proposed, dict) or not proposed.get("percentual"):
        return None
    groups = proposed.get("grupos")
    query = {"lei": CUSTOM_LAW_ID, **{k: str(v) for k, v in proposed.items() if v not in (None, "") and k != "grupos"}}
    if isinstance(groups, dict) and groups:
        query["grupos"] = ",".join(f"{g}={p}" for g, p in groups.items())
    if result.get("date"):
        query["data"] = result["date"]
    return query


def _answer(query: dict, vacancies: int) -> dict:
    day = dt.date.fromisoformat(query["data"]) if query.get("data") else None
    if query["lei"] == CUSTOM_LAW_ID:
        params = from_query(query)
        query.update(to_query(params))
        return compute_custom(params, [vacancies], day)
    return compute(query["lei"], [vacancies], day, query.get("poder", "executivo"), query.get("tipo", "efetivo"))
