"""The `cotacheck` command as a journalist uses it: text, JSON, and one-line errors."""

import json
import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "-m", "cotacheck", *args], capture_output=True, text=True)


def test_reserve_text_explains_with_articles():
    out = run("reserve", "37", "--law", "go", "--date", "2026-02-01")
    assert out.returncode == 0, out.stderr
    assert "37 vagas × 20% = 7,4" in out.stdout
    assert (
        "7,4 → fração 0,4 é menor que 0,5 → arredonda para baixo → 7 vagas reservadas a candidatos negros."
        in out.stdout
    )
    assert "[Lei estadual nº 23.389/2025, art. 1º, § 2º]" in out.stdout
    assert "Ampla concorrência: 28" in out.stdout


def test_reserve_text_names_lei_15142_s_groups_as_the_law_does():
    """Lei 15.142 reserves to "pessoas pretas e pardas, indígenas e quilombolas" (art. 1º), before its decree and
    after; the laws of Goiás, RN and Lei 12.990 reserve to negros."""
    for date in ("2025-06-10", "2026-02-01"):
        out = run("reserve", "18", "--law", "federal", "--date", date)
        assert out.returncode == 0, out.stderr
        assert "Reserva para pessoas pretas e pardas, indígenas e quilombolas: " in out.stdout, date
        assert "Reserva para negros" not in out.stdout, date
    for law, date in (("go", "2026-02-01"), ("rn", "2026-02-01"), ("federal", "2024-01-10")):
        out = run("reserve", "18", "--law", law, "--date", date)
        assert "Reserva para negros: " in out.stdout, law


def test_reserve_json_schema():
    out = run("reserve", "37", "12", "2", "--law", "go", "--json", "--date", "2026-02-01")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"law", "date", "applies", "reason", "positions", "total"} <= set(data)
    assert data["law"] == "go" and data["date"] == "2026-02-01" and data["applies"] is True
    assert [p["vacancies"] for p in data["positions"]] == [37, 12, 2]
    first = data["positions"][0]
    assert {"vacancies", "reserved", "reserved_by_group", "pcd", "open", "steps"} <= set(first)
    assert first["reserved_by_group"] == {"negros": 7}
    assert all({"text", "basis"} <= set(s) for s in first["steps"])
    assert data["total"]["reserved"] == 9


def test_reserve_options_date_branch_kind():
    data = json.loads(run("reserve", "10", "--law", "go", "--date", "2025-09-15", "--kind", "estagio", "--json").stdout)
    assert data["applies"] is False and "estágio" in data["reason"]
    data = json.loads(run("reserve", "10", "--law", "go", "--branch", "ministerio_publico", "--json").stdout)
    assert data["applies"] is False
    # Goiás's law leaves the Judiciário out, but every court is under the CNJ's rule (Res. 657/2025 from 24/11/2025)
    data = json.loads(run("reserve", "10", "--law", "go", "--branch", "judiciario", "--json").stdout)
    assert data["applies"] is True and data["court_rule"] == "cnj" and data["positions"][0]["reserved"] == 3


def test_default_date_is_today():
    import datetime as dt

    data = json.loads(run("reserve", "10", "--law", "rn", "--json").stdout)
    assert data["date"] == dt.date.today().isoformat()


def test_laws_lists_versions_and_dates():
    out = run("laws")
    assert out.returncode == 0
    assert "03/09/2025" in out.stdout and "04/06/2025" in out.stdout and "20/11/2021" in out.stdout
    data = json.loads(run("laws", "--json").stdout)
    assert [law["id"] for law in data] == ["go", "rn", "federal", "cnj", "outra"]
    assert [law["modelled"] for law in data] == [True, True, True, True, False] and "--law outra" in data[4]["how"]
    assert [law.get("court_rule") for law in data[:4]] == [False, False, False, True]  # the CNJ's: no --law, courts
    texts = {t["title"]: t["text_held"] for t in data[2]["texts"]}
    assert texts["Lei nº 15.142/2025"] is True and texts["Decreto nº 12.536/2025"] is False
    assert "Leis modeladas" in out.stdout and "--law outra" in out.stdout
    # Lei 15.142 alone (04-26/06/2025), then with the groups of Decreto 12.536
    assert data[2]["versions"][1]["groups"] == {"pretos_pardos_indigenas_quilombolas": "30"}
    assert data[2]["versions"][2]["groups"] == {"pretos_pardos": "25", "indigenas": "3", "quilombolas": "2"}


@pytest.mark.parametrize(
    "args, words",
    [
        (["reserve", "-3", "--law", "go"], "inválido"),
        (["reserve", "0", "--law", "go"], "pelo menos 1 vaga"),
        (["reserve", "abc", "--law", "go"], "números inteiros"),
        (["reserve", "3.5", "--law", "go"], "números inteiros"),
        (["reserve", "10", "--law", "sp"], "--law"),
        (["reserve", "10", "--law", "go", "--date", "2025-02-30"], "Data inválida"),
        (["reserve", "10", "--law", "go", "--date", "ontem"], "Data inválida"),
        (["reserve", "10"], "obrigatórios"),
        (["reserve", "1000000000000", "--law", "go"], "muito grande"),
        (["frobnicate"], "uso incorreto"),
    ],
)
def test_bad_input_exits_2_with_one_portuguese_line(args, words):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0]
    assert "Traceback" not in out.stderr
