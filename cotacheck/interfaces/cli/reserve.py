"""The `reserve` subcommand: the reserve an edital owes, per cargo and in total."""

from __future__ import annotations

import argparse

from cotacheck.interfaces.cli.argtypes import add_edital_options, parse_count, print_json
from cotacheck.present.reserve_text import format_reserve
from cotacheck.reserve.calculator import compute


def add_parser(commands) -> None:
    reserve = commands.add_parser("reserve", help="calcula a reserva exigida para um ou mais cargos")
    reserve.add_argument("vacancies", nargs="+", metavar="VAGAS", help="número de vagas de cada cargo")
    add_edital_options(reserve)
    reserve.add_argument("--json", action="store_true", help="saída em JSON")
    reserve.set_defaults(run=run_reserve)


def run_reserve(args: argparse.Namespace) -> int:
    counts = [parse_count(text) for text in args.vacancies]
    result = compute(args.law, counts, args.date, args.branch, args.kind)
    if args.json:
        print_json(result)
    else:
        print(format_reserve(result))
    return 0
