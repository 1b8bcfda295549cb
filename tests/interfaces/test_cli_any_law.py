"""`cotacheck reserve|lint --law outra`: a law given by its parameters, the same answers as the calculator."""

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cotacheck.interfaces.cli.main import main
from cotacheck.reserve.custom_law import compute_custom, make_params

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def run(*args):
    return subprocess.run([sys.executable, "-m", "cotacheck", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    "options, params",
    [
        (["--percent", "16"], make_params("16")),
        (["--percent", "12,5", "--threshold", "1", "--rounding", "up"], make_params("12,5", None, 1, "up")),
        (
            ["--percent", "30", "--groups", "pretos_pardos=25,indigenas=3,quilombolas=2", "--base", "edital"],
            make_params("30", "pretos_pardos=25,indigenas=3,quilombolas=2", 3, "half_up", "edital"),
        ),
        (["--percent", "20", "--rounding", "down", "--threshold", "5"], make_params("20", None, 5, "down")),
    ],
)
def test_reserve_outra_gives_the_calculator_answers(options, params, capsys):
    counts = [12, 5, 1, 1, 1, 1]
    assert main(["reserve", *map(str, counts), "--law", "outra", *options, "--date", "2026-03-10", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    expected = json.loads(json.dumps(compute_custom(params, counts, dt.date(2026, 3, 10))))
    assert got == expected


def test_reserve_outra_text_says_pcd_is_not_computed():
    out = run("reserve", "12", "--law", "outra", "--percent", "16")
    assert out.returncode == 0 and "16%" in out.stdout and "PcD: não calculada" in out.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["reserve", "12", "--law", "outra"], "informe o percentual"),
        (["reserve", "12", "--law", "outra", "--percent", "120"], "fora do intervalo"),
        (["reserve", "12", "--law", "outra", "--percent", "16", "--rounding", "sobe"], "Arredondamento desconhecido"),
        (["reserve", "12", "--law", "outra", "--percent", "16", "--base", "total"], "Base desconhecida"),
        (["reserve", "12", "--law", "outra", "--percent", "16", "--threshold", "zero"], "Mínimo de vagas inválido"),
        (["reserve", "12", "--law", "outra", "--groups", "brancos=10,indigenas=3"], "Grupo desconhecido"),
        (["reserve", "12", "--law", "go", "--percent", "16"], "só vale(m) com --law outra"),
    ],
)
def test_bad_parameters_exit_2_with_a_portuguese_line(args, words):
    out = run(*args)
    assert out.returncode == 2 and words in out.stderr and "Traceback" not in out.stderr, out.stderr


def test_lint_outra_takes_what_is_not_given_from_the_edital_and_says_so():
    path = str(CORPUS / "outra_rs_16_por_cargo.txt")
    out = run("lint", path, "--law", "outra", "--threshold", "5", "--format", "json")
    result = json.loads(out.stdout)[0]
    assert result["law"] == "outra" and result["detected"]["params_source"] == "usuario+edital"
    assert result["detected"]["params"]["percentual"] == "16" and result["detected"]["params"]["minimo"] == "5"
    assert "tomados da regra declarada pelo próprio edital" in result["detected"]["params_notes"][0]
    text = run("lint", path, "--law", "outra").stdout
    assert "tomados da regra declarada pelo próprio edital" in text


def test_lint_outra_with_every_parameter_given():
    path = str(CORPUS / "outra_rs_16_por_cargo.txt")
    result = json.loads(run("lint", path, "--law", "outra", "--percent", "30", "--format", "json").stdout)[0]
    required = {p["name"]: p["reserved_required"] for p in result["positions"]}
    expected = compute_custom(make_params("30"), [p["vacancies"] for p in result["positions"]])
    assert list(required.values()) == [p["reserved"] for p in expected["positions"]]
