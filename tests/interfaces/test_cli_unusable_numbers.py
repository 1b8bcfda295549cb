"""Numbers nobody can use (superscripts, thousands of digits, a CSV cell past the csv module's limit):
exit 2 and one Portuguese line naming the field, never "erro interno" (exit 3) or argparse's English."""

import io
import subprocess
import sys

import pytest

from cotacheck.interfaces.cli.main import main

HUGE = "1" * 5000
ROSTER = "id,rank,negro,pcd\n"


def short(value) -> str:
    """Test ids that do not print a 5 000-digit argument."""
    text = str(value)
    return text if len(text) <= 30 else f"{text[:12]}…({len(text)} caracteres)"


GO = ["--law", "go", "--date", "2026-03-10"]


def run(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def assert_unusable(code, out, err, *words):
    assert code == 2 and out == "", (code, err)
    assert err.startswith("cotacheck: erro: ") and err.count("\n") == 1, err
    assert "interno" not in err and "invalid" not in err and "Traceback" not in err, err
    for word in words:
        assert word in err, (word, err)
    assert len(err) < 300  # a 5 000-digit text is not echoed back


@pytest.mark.parametrize(
    "argv, words",
    [
        (["reserve", "²", *GO], ["Número de vagas inválido", "'²'"]),
        (["reserve", "12", "³", *GO], ["Número de vagas inválido", "'³'"]),
        (["reserve", HUGE, *GO], ["Número de vagas é muito grande (5000 algarismos)"]),
        (["reserve", "12", "--law", "outra", "--percent", "16", "--threshold", "²"], ["Mínimo de vagas inválido"]),
        (
            ["reserve", "12", "--law", "outra", "--percent", "16", "--threshold", HUGE],
            ["Mínimo de vagas é muito grande"],
        ),
        (["reserve", "12", "--law", "outra", "--percent", "²"], ["Percentual inválido"]),
        (["reserve", "12", "--law", "outra", "--groups", "pretos_pardos=²,indigenas=3"], ["Percentual de pretos"]),
        (["order", "²", *GO], ["N (número de chamadas)", "'²'"]),
        (["order", HUGE, *GO], ["N (número de chamadas) é muito grande"]),
        (["order", "20", *GO, "--position", "³"], ["--position", "'³'"]),
        (["order", "20", *GO, "--position", "4", "--general", "²"], ["--general", "'²'"]),
        (["allocate", "-", "--vacancies", "²", *GO], ["--vacancies", "'²'"]),
        (["allocate", "-", "--vacancies", "3", "--new-vacancies", HUGE, *GO], ["--new-vacancies é muito grande"]),
    ],
    ids=short,
)
def test_unusable_numbers_in_arguments(capsys, argv, words):
    assert_unusable(*run(capsys, argv), *words)


@pytest.mark.parametrize(
    "rows, words",
    [
        ("a,²,0,0\n", ["linha 2: classificação (rank) inválida: '²'"]),
        ("a,1,0,0\nb,³,0,0\n", ["linha 3: classificação (rank) inválida: '³'"]),
        (f"a,{HUGE},0,0\n", ["linha 2: classificação (rank) é muito grande (5000 algarismos)"]),
        ("x" * 131_073 + ",1,0,0\n", ["linha 2: uma célula tem mais de 131.072 caracteres"]),
    ],
    ids=short,
)
def test_unusable_numbers_in_the_classified_list(capsys, monkeypatch, rows, words):
    monkeypatch.setattr(sys, "stdin", io.StringIO(ROSTER + rows))
    code, out, err = run(capsys, ["allocate", "-", "--vacancies", "3", *GO])
    assert_unusable(code, out, err, *words)


def test_a_cell_at_the_csv_limit_is_still_read(capsys, monkeypatch):
    """The limit is the csv module's own: a cell of exactly 131 072 characters is fine."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(ROSTER + "x" * 131_072 + ",1,0,0\n"))
    code, out, err = run(capsys, ["allocate", "-", "--vacancies", "1", *GO, "--json"])
    assert code == 0 and err == "" and "x" * 131_072 in out


def test_through_the_installed_command():
    """`python3 -m cotacheck`, as users run it: argparse's type errors included."""
    for argv in (["order", "²", "--law", "go"], ["reserve", "²", "--law", "go"]):
        done = subprocess.run([sys.executable, "-m", "cotacheck", *argv], capture_output=True, text=True, timeout=120)
        assert_unusable(done.returncode, done.stdout, done.stderr, "'²'")
