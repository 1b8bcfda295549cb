"""The `lint` subcommand: the edital linter on .txt or .pdf files."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.interfaces.cli.argtypes import add_edital_options, choice, given_custom_options
from cotacheck.linter import lint_bytes, report

FORMATS = ("text", "json", "sarif", "markdown")


def run_lint(args: argparse.Namespace) -> int:
    results = []
    params = given_custom_options(args)  # --law outra: those not given come from each edital's own rule
    options = {"params": params} if params else {}
    for name in args.files:
        path = Path(name)
        if not path.is_file():
            raise InputError(f"Arquivo não encontrado: {name}")
        try:
            data = path.read_bytes()
        except OSError as error:
            raise InputError(f"Não foi possível ler {name}: {error.strerror}") from None
        results.append(
            lint_bytes(data, name, law=args.law, date=args.date, branch=args.branch, kind=args.kind, **options)
        )
    if args.format == "json":
        print(report.to_json(results))
    elif args.format == "sarif":
        print(json.dumps(report.to_sarif(results), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        print("\n".join(report.to_markdown(r) for r in results))
    else:
        print("\n\n".join(report.format_text(r) for r in results))
    return 1 if any(f["severity"] == "error" for r in results for f in r["findings"]) else 0


def add_parser(commands) -> None:
    lint = commands.add_parser("lint", help="verifica a reserva para negros em editais (.txt ou .pdf)")
    lint.add_argument("files", nargs="+", metavar="ARQUIVO", help="edital em .txt ou .pdf")
    add_edital_options(lint, detected=True)
    lint.add_argument(
        "--format", default="text", type=choice(FORMATS, "--format"), help="text, json, sarif ou markdown"
    )
    lint.set_defaults(run=run_lint)
