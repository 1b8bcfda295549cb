"""One file's failure never takes the rest (issue 41): in a batch, a file whose reading runs out of memory
(`--jobs 1`) or kills the process reading it (`--jobs 2`) becomes that file's error row, and the other
files' results are all there, in order. The failures are real: the linter raises MemoryError in-process,
and a forked worker kills itself with SIGKILL (the pool's workers inherit the patched linter)."""

from __future__ import annotations

import csv
import io
import os
import signal

import pytest
from lint_samples import CLAUSES, GO_HEAD

from cotacheck.interfaces.cli import batch
from cotacheck.interfaces.cli.main import main

TEXT = GO_HEAD + "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES


@pytest.fixture
def files(tmp_path) -> list[str]:
    names = []
    for name in ("a.txt", "mata.txt", "c.txt", "d.txt"):
        (tmp_path / name).write_text(TEXT, encoding="utf-8")
        names.append(str(tmp_path / name))
    return names


def failing(how):
    """The linter, but reading "mata.txt" fails `how` (in whichever process reads it)."""
    real = batch.lint_path

    def lint_path(path, name, options):
        if name.endswith("mata.txt"):
            how()
        return real(path, name, options)

    return lint_path


def out_of_memory():
    raise MemoryError


def killed():
    os.kill(os.getpid(), signal.SIGKILL)


def csv_rows(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"), newline=""), delimiter=";"))


@pytest.mark.parametrize("how, jobs", [(out_of_memory, "1"), (out_of_memory, "2"), (killed, "2"), (killed, "3")])
def test_a_file_that_fails_is_its_own_error_row_and_the_run_goes_on(files, monkeypatch, capsys, how, jobs):
    monkeypatch.setattr(batch, "lint_path", failing(how))
    status = main(["lint", *files, "--format", "csv", "--jobs", jobs])
    out, err = capsys.readouterr()
    rows = csv_rows(out)
    assert status == 2
    assert [row["arquivo"] for row in rows] == files  # every file, in the order given
    assert [bool(row["erro"]) for row in rows] == [False, True, False, False]
    assert all(row["vagas"] == "10" for n, row in enumerate(rows) if n != 1)
    message = "faltou memória" if how is out_of_memory else "foi encerrado"
    assert message in rows[1]["erro"] and "mata.txt" in err and "erro interno" not in err


def test_a_fault_of_ours_on_one_file_is_that_files_error(files, monkeypatch, capsys):
    def fault():
        raise KeyError("x")

    monkeypatch.setattr(batch, "lint_path", failing(fault))
    status = main(["lint", *files, "--format", "jsonl"])
    out, _ = capsys.readouterr()
    assert status == 2 and len(out.splitlines()) == 4
    assert '"error":' in out.splitlines()[1] and "erro interno" in out.splitlines()[1]
    assert all('"findings":' in line for n, line in enumerate(out.splitlines()) if n != 1)
