"""The order of calls and the allocation of a federal internship selection follow Decreto nº 9.427/2018:
30 % from 3 vagas (art. 1º), alternância e proporcionalidade (art. 3º), concurrent lists (art. 4º)."""

import datetime as dt

from cotacheck.nomination import allocate, order

DAY = dt.date(2026, 3, 1)


def test_reserved_calls_of_an_internship_selection():
    """30 % with 0,5 up: the k-th reserved call at the first n where 30 % of n rounds to k: 3 (0,9), 5 (1,5), 9 (2,7)."""
    result = order("federal", 10, DAY, kind="estagio")
    assert result["applies"]
    assert result["positions"]["negros"] == [3, 5, 9]
    assert result["totals"]["negros"] == 3


def test_allocation_cites_the_decree():
    rows = ["id,rank,negro,pcd,withdrawn"] + [f"r{i},{i},{int(i in (7, 9, 10))},0,0" for i in range(1, 13)]
    result = allocate("\n".join(rows) + "\n", 10, "federal", DAY, kind="estagio")
    negros = [(a["call"], a["id"], a["basis"]) for a in result["appointed"] if a["list"] == "negros"]
    assert negros == [
        (3, "r7", "Decreto nº 9.427/2018, art. 4º"),
        (5, "r9", "Decreto nº 9.427/2018, art. 4º"),
        (9, "r10", "Decreto nº 9.427/2018, art. 4º"),
    ]
