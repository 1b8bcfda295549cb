"""Exports and messages that cannot act on what reads them (issue 41): CSV cells stripped of controls and
bidi controls BEFORE the formula guard, JSON lines with no raw Unicode line break, terminal text with no
raw escape code (a classified list's ids, a file's name in an error), and argparse in Portuguese."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from lint_samples import CLAUSES, GO_HEAD

from cotacheck.interfaces.cli.main import main
from cotacheck.linter.report.csv import spreadsheet_cell
from cotacheck.linter.report.jsonl import error_line, to_json_line
from cotacheck.linter.report.safe import csv_cell


def cli(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cotacheck", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize(
    ("value", "safe"),
    [
        ("\x01=HYPERLINK(1)", "'=HYPERLINK(1)"),  # the control was stripped after the guard: a live formula
        ("\x1b[31m=1+1", "'=1+1"),
        ("\u202e=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"),
        ("\u2066@SUM(A1)\u2069", "'@SUM(A1)"),
        ("edital\u202e.txt", "edital.txt"),  # bidi controls from a file's name no longer stay
        ("\tx", "' x"),
        ("Analista – TI", "Analista – TI"),
    ],
)
def test_a_csv_cell_is_stripped_first_then_guarded(value, safe):
    assert spreadsheet_cell(value) == safe
    if "=" in value or "@" in value:  # csv_cell (one line) guards the same way
        assert csv_cell(value).lstrip('"').startswith("'")


def test_the_cli_csv_guards_a_file_name_that_hides_a_formula_behind_a_control(tmp_path):
    name = "\x01=HYPERLINK(1)\u202e.txt"
    (tmp_path / name).write_text(GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES, encoding="utf-8")
    out = cli("lint", name, "--format", "csv", cwd=tmp_path).stdout
    row = out.splitlines()[1]
    assert row.startswith("'=HYPERLINK(1).txt;") and "\x01" not in out and "\u202e" not in out


@pytest.mark.parametrize("mark", ["\u2028", "\u2029", "\x85"])
def test_json_lines_escape_unicode_line_breaks(mark):
    line = error_line(f"a{mark}b.txt", f"erro{mark}x")
    assert mark not in line and len(line.splitlines()) == 1
    assert json.loads(line) == {"file": f"a{mark}b.txt", "error": f"erro{mark}x"}
    assert to_json_line({"x": mark}) == '{"x":"\\u%04x"}' % ord(mark)


def test_allocate_text_shows_escape_codes_without_running_them(tmp_path):
    roster = tmp_path / "lista.csv"
    roster.write_text("id,rank,negro,pcd\n\x1b]8;;http://x\x07Joao\x1b[2J,1,sim,nao\nMaria\u202e,2,nao,nao\n")
    out = cli("allocate", str(roster), "--vacancies", "2", "--law", "go", "--date", "2026-01-05")
    assert out.returncode == 0 and "\x1b" not in out.stdout and "\x07" not in out.stdout and "\u202e" not in out.stdout
    assert "\\x1b]8;;http://x\\x07Joao\\x1b[2J" in out.stdout and "Maria\\u202e" in out.stdout


def test_an_error_shows_the_file_name_escape_codes_without_running_them(tmp_path, capsys):
    name = str(tmp_path / "x\x1b[31mvermelho\x1b]0;titulo\x07.txt")
    assert main(["lint", name]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err and "x\\x1b[31mvermelho\\x1b]0;titulo\\x07.txt" in err


def test_an_error_in_a_batch_shows_the_file_name_escape_codes_without_running_them(tmp_path, capsys):
    good = tmp_path / "bom.txt"
    good.write_text(GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES, encoding="utf-8")
    assert main(["lint", str(good), str(tmp_path / "\x1b[2Jsumiu.txt"), "--format", "jsonl"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b[2Jsumiu.txt" in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["lint", "x.txt", "--jobs", "²"], "Valor inválido para --jobs: '²'"),
        (["reserve", "10", "--law", "go", "--date"], "argumento --date: falta o valor da opção"),
        (["lint", "x.txt", "--columns", "-4=ac,total"], "Linha inválida em --columns: '-4'"),
    ],
)
def test_argparse_speaks_portuguese(args, said, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert said in err and "invalid" not in err and "expected" not in err and len(err.splitlines()) == 1


def test_help_is_in_portuguese(capsys):
    with pytest.raises(SystemExit):
        main(["lint", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("uso: cotacheck lint") and "mostra esta ajuda e sai" in out and "opções:" in out
    assert "usage" not in out and "show this help" not in out


def test_a_size_just_past_its_limit_is_told_with_the_decimals_that_differ():
    """30.000.001 bytes against a 30 MB limit was "30 MB; o limite é 30 MB"."""
    import base64

    from cotacheck.errors import InputError
    from cotacheck.interfaces.web.linter import MAX_FILE, lint
    from cotacheck.present.ptbr import megabytes_over

    assert megabytes_over(8_000_001, 8_000_000) == ("8,000001", "8")
    assert megabytes_over(8_500_000, 8_000_000) == ("8,5", "8")
    data = base64.b64encode(b" " * (MAX_FILE + 1)).decode()
    with pytest.raises(InputError, match=r"\(30,000001 MB; o limite é 30 MB\)"):
        lint({"arquivo": {"nome": "grande.txt", "base64": data}, "lei": "go"})


def test_text_behind_a_pdf_signature_is_not_called_an_interrupted_download():
    from lint_samples import make_pdf

    from cotacheck.errors import InputError
    from cotacheck.linter import lint_bytes

    text = b"%PDF-1.4\n" + (GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES).encode()
    with pytest.raises(InputError, match="é um arquivo de texto") as refused:
        lint_bytes(text, "edital.pdf")
    assert "interrompido" not in str(refused.value)
    pdf = make_pdf(["Cargo AC Negros Total", "Professor 8 2 10"])
    with pytest.raises(InputError, match="download interrompido"):  # a PDF cut short is still told so
        lint_bytes(pdf[: len(pdf) // 2], "edital.pdf")
