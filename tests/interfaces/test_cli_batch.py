"""`cotacheck lint` on many editais: CSV (one row per cargo, cells safe for spreadsheets), JSON lines,
`--jobs N` giving the same bytes as one job, a file's error kept in its place, the progress line."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from lint_samples import CLAUSES, GO_HEAD, REAL_EDITAIS, make_pdf

from cotacheck import __version__
from cotacheck.interfaces.cli.batch import Progress
from cotacheck.linter.report.csv import COLUMNS, spreadsheet_cell

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def lint(*args: str) -> subprocess.CompletedProcess:
    """The CLI with its bytes as they are (CRLF kept: the CSV's line ends are part of the format)."""
    return subprocess.run([sys.executable, "-m", "cotacheck", "lint", *args], capture_output=True)


def rows(stdout: bytes) -> list[dict]:
    text = stdout.decode("utf-8")
    assert text.startswith("\ufeff") and "\r\n" in text and "\n" not in text.replace("\r\n", "")
    return list(csv.DictReader(io.StringIO(text[1:], newline=""), delimiter=";"))


@pytest.fixture(scope="module")
def editais(tmp_path_factory) -> list[str]:
    """A few corpus editais, one with a cargo below the law, and a PDF."""
    folder = tmp_path_factory.mktemp("editais")
    bad = folder / "abaixo.txt"
    bad.write_text(GO_HEAD + "Cargo AC Negros Total\nAnalista 9 1 10\nProfessor 8 2 10\n" + CLAUSES, encoding="utf-8")
    pdf = folder / "edital.pdf"
    pdf.write_bytes(make_pdf((GO_HEAD + "Cargo AC Negros Total\nAgente 16 4 20\n" + CLAUSES).splitlines()))
    corpus = sorted(str(p) for p in CORPUS.glob("*.txt"))[:5]
    return [str(bad), *corpus, str(pdf)]


def test_csv_is_one_row_per_cargo_with_its_findings(editais):
    out = lint(*editais, "--format", "csv")
    table = rows(out.stdout)
    assert list(table[0]) == list(COLUMNS)
    results = json.loads(lint(*editais, "--format", "json").stdout)
    assert len(table) == sum(max(1, len(r["positions"])) for r in results)
    analista = next(r for r in table if r["cargo"] == "Analista")
    assert analista["arquivo"] == editais[0] and analista["lei"] == "go" and analista["data"] == "2026-03-10"
    assert (analista["vagas"], analista["reserva_informada"], analista["reserva_exigida"]) == ("10", "1", "2")
    assert analista["achados"].split() == ["CQ102"] and analista["confianca"] == "confirmada"
    assert {r["versao"] for r in table if not r["erro"]} == {f"cotacheck {__version__}"}  # what made the verdicts
    professor = next(r for r in table if r["cargo"] == "Professor")
    assert professor["achados"] == "" and professor["reserva_exigida"] == "2"
    by_file = {r["file"]: r for r in results}
    for row in table:  # every cargo's codes are those of the findings that name it
        result = by_file[row["arquivo"]]
        named = {f["code"] for f in result["findings"] if f["position"] == row["cargo"]}
        assert set(row["achados"].split()) <= named
    assert out.returncode == 1  # an error finding, as in the other formats


def test_jsonl_is_the_json_objects_one_per_line(editais):
    lines = lint(*editais, "--format", "jsonl").stdout.decode("utf-8").splitlines()
    assert [json.loads(line) for line in lines] == json.loads(lint(*editais, "--format", "json").stdout)


@pytest.mark.parametrize("format", ["csv", "jsonl", "json", "text"])
def test_jobs_give_the_same_bytes_as_one_job(editais, tmp_path, format):
    names = [*editais[:3], str(tmp_path / "falta.txt"), *editais[3:]]
    one = lint(*names, "--format", format)
    two = lint(*names, "--format", format, "--jobs", "3")
    assert one.stdout and one.stdout == two.stdout and one.stderr == two.stderr
    assert one.returncode == two.returncode == 2


#: The two smallest real PDFs (none when the folder is absent or holds none: the test is skipped): one for
#: each of the two jobs, some 50 pages, each read twice.
REAL_PDFS = [str(p) for p in sorted(REAL_EDITAIS.glob("*.pdf"), key=lambda p: p.stat().st_size)[:2]]


@pytest.mark.skipif(not REAL_PDFS, reason="real editais not beside the checkout")
def test_jobs_on_real_pdfs():
    pdfs = REAL_PDFS
    one, two = lint(*pdfs, "--format", "csv"), lint(*pdfs, "--format", "csv", "--jobs", "2")
    assert one.returncode in (0, 1) and one.stdout == two.stdout
    assert {r["arquivo"] for r in rows(one.stdout)} == set(pdfs)


def test_a_file_that_cannot_be_read_keeps_the_others(editais, tmp_path):
    empty = tmp_path / "vazio.txt"
    empty.write_text(" \n", encoding="utf-8")
    names = [editais[1], str(tmp_path / "falta.pdf"), str(empty), editais[2]]
    out = lint(*names, "--format", "csv")
    table = rows(out.stdout)
    assert out.returncode == 2
    assert [r["arquivo"] for r in table if r["erro"]] == [names[1], names[2]]
    assert "não encontrado" in table[[r["arquivo"] for r in table].index(names[1])]["erro"]
    assert {r["arquivo"] for r in table if not r["erro"]} == {names[0], names[3]}
    stderr = out.stderr.decode("utf-8").splitlines()
    assert len(stderr) == 2 and all(line.startswith("cotacheck: erro: ") for line in stderr)
    assert names[2] in stderr[1]  # the message names the file even when the linter's does not
    lines = [json.loads(line) for line in lint(*names, "--format", "jsonl").stdout.decode().splitlines()]
    assert [line["file"] for line in lines] == names and "error" in lines[1] and "findings" in lines[0]
    text = lint(*names)
    assert text.returncode == 2 and names[0] in text.stdout.decode() and names[1] not in text.stdout.decode()


def test_csv_cells_cannot_run_as_formulas(tmp_path):
    for value, safe in [
        ("=HYPERLINK(1)", "'=HYPERLINK(1)"),
        ("  +1", "'  +1"),
        ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "' x"),
        ("\r=1", "' =1"),
        ("a\x00b\x1b[31mc\x7f\x85", "abc"),
        ("linha\nnova", "linha nova"),
        ("Analista – TI", "Analista – TI"),
        (12, "12"),
        (None, ""),
    ]:
        assert spreadsheet_cell(value) == safe
    named = tmp_path / "=cmd.txt"
    named.write_text(GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES, encoding="utf-8")
    relative = subprocess.run(
        [sys.executable, "-m", "cotacheck", "lint", "=cmd.txt", "--format", "csv"],
        capture_output=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    assert rows(relative.stdout)[0]["arquivo"] == "'=cmd.txt"


class Terminal(io.StringIO):
    def __init__(self, tty: bool):
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def test_progress_only_on_a_terminal():
    shown = Terminal(tty=True)
    progress = Progress(3, shown)
    for _ in range(3):
        progress.step()
    progress.end()
    assert "\r2/3 editais" in shown.getvalue() and shown.getvalue().endswith("\r\x1b[K")
    for stream, total in ((Terminal(tty=False), 3), (Terminal(tty=True), 1)):
        quiet = Progress(total, stream)
        quiet.step()
        quiet.end()
        assert stream.getvalue() == ""


def test_bad_jobs_is_one_portuguese_line(editais):
    for value in ("0", "dois", "-1"):
        out = lint(editais[0], "--jobs", value)
        assert out.returncode == 2 and b"--jobs" in out.stderr and not out.stdout
