"""The `laws` subcommand: the laws, their versions and dates."""

from __future__ import annotations

import argparse

from cotacheck.interfaces.cli.argtypes import print_json
from cotacheck.present.laws_text import format_laws, laws_as_data


def add_parser(commands) -> None:
    laws = commands.add_parser("laws", help="lista as leis, suas redações e datas")
    laws.add_argument("--json", action="store_true", help="saída em JSON")
    laws.set_defaults(run=run_laws)


def run_laws(args: argparse.Namespace) -> int:
    if args.json:
        print_json(laws_as_data())
    else:
        print(format_laws())
    return 0
