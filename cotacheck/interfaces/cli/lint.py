"""The `lint` subcommand: the edital linter on .txt or .pdf files, one or many (`--jobs`)."""

from __future__ import annotations

import argparse
import sys

from cotacheck.errors import InputError
from cotacheck.interfaces.cli.argtypes import add_edital_options, choice, given_custom_options
from cotacheck.interfaces.cli.batch import Outcome, Progress, lint_files
from cotacheck.linter import report
from cotacheck.linter.report import csv as csv_report
from cotacheck.linter.report import json as json_report
from cotacheck.linter.report import jsonl
from cotacheck.linter.tables.given_roles import parse_columns
from cotacheck.reserve.user_numbers import is_whole

FORMATS = ("text", "json", "jsonl", "csv", "sarif", "markdown")
#: Formats written a file at a time as the results come (a long run's first rows need not wait).
STREAMED = ("jsonl", "csv")


def run_lint(args: argparse.Namespace) -> int:
    """Lint every file; a file that cannot be read is reported in its place (csv, jsonl) and on stderr,
    the others' results are kept, and the exit status is then 2."""
    params = given_custom_options(args)  # --law outra: those not given come from each edital's own rule
    options = {"law": args.law, "date": args.date, "branch": args.branch, "kind": args.kind}
    if params:
        options["params"] = params
    if args.columns:  # the reader's roles for a table's count columns, the same for every file
        options["columns"] = parse_columns(args.columns)
    progress = Progress(len(args.files))
    results, failed, errors = [], 0, False
    if args.format == "csv":
        write(csv_report.csv_header())
    for outcome in lint_files(args.files, options, jobs=args.jobs):
        progress.step()
        if outcome.error is not None:
            failed += 1
            progress.note(f"cotacheck: erro: {error_text(outcome)}")
        else:
            errors = errors or any(f["severity"] == "error" for f in outcome.result["findings"])
            if args.format not in STREAMED:
                results.append(outcome.result)
        if args.format in STREAMED:
            write(streamed(args.format, outcome))
    progress.end()
    if results:
        write_whole_report(args.format, results)
    return 2 if failed else 1 if errors else 0


def error_text(outcome: Outcome) -> str:
    """The error with the file it is about (most messages name it already)."""
    return outcome.error if outcome.name in outcome.error else f"{outcome.name}: {outcome.error}"


def streamed(format: str, outcome: Outcome) -> str:
    if format == "jsonl":
        line = jsonl.error_line(outcome.name, outcome.error) if outcome.error else report.to_json_line(outcome.result)
        return line + "\n"
    if outcome.error is not None:
        return csv_report.csv_lines([csv_report.error_row(outcome.name, outcome.error)])
    return csv_report.csv_lines(csv_report.result_rows(outcome.result))


def write_whole_report(format: str, results: list[dict]) -> None:
    """The report of every file, then a line break. JSON and SARIF are written a piece at a time: as
    one string, a long table's report (a few kilobytes a row) took many times the edital's memory."""
    if format in ("json", "sarif"):
        json_report.write_json(results if format == "json" else report.to_sarif(results), sys.stdout.write)
    else:
        render, between = (report.to_markdown, "\n") if format == "markdown" else (report.format_text, "\n\n")
        for i, result in enumerate(results):
            sys.stdout.write((between if i else "") + render(result))
    sys.stdout.write("\n")


def write(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def parse_jobs(text: str) -> int:
    if not is_whole(text.strip()) or len(text.strip()) > 2 or not 1 <= int(text) <= 64:
        raise InputError(f"Valor inválido para --jobs: {text!r}. Use um número de processos de 1 a 64.")
    return int(text)


def add_parser(commands) -> None:
    lint = commands.add_parser("lint", help="verifica a reserva para negros em editais (.txt ou .pdf)")
    lint.add_argument("files", nargs="+", metavar="ARQUIVO", help="edital em .txt ou .pdf")
    add_edital_options(lint, detected=True)
    lint.add_argument(
        "--format",
        default="text",
        type=choice(FORMATS, "--format"),
        help="text, json, jsonl (um edital por linha), csv (um cargo por linha), sarif ou markdown",
    )
    lint.add_argument(
        "--columns",
        action="append",
        metavar="LINHA=PAPÉIS",
        help="papéis das colunas de números de uma tabela lida com dúvida, pela linha do seu cabeçalho: "
        "16=ac,pcd,negros,total (papéis: ac, pcd, negros, ppp, indigenas, quilombolas, outra, total, cr, ignorar); "
        'repetível, ou um arquivo JSON {"16": ["ac", "pcd", "negros", "total"]}',
    )
    lint.add_argument(
        "--jobs", default=1, type=parse_jobs, help="quantos arquivos ler ao mesmo tempo, em processos (padrão: 1)"
    )
    lint.set_defaults(run=run_lint)
