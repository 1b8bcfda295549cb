"""The `reserve` subcommand: the reserve an edital owes, per cargo and in total."""

from __future__ import annotations

import argparse

from cotacheck.interfaces.cli.argtypes import (
    add_custom_law_options,
    add_edital_options,
    custom_law_params,
    given_custom_options,
    parse_count,
    print_json,
)
from cotacheck.present.reserve_text import format_reserve
from cotacheck.reserve.calculator import compute
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import compute_custom


def add_parser(commands) -> None:
    reserve = commands.add_parser("reserve", help="calcula a reserva exigida para um ou mais cargos")
    reserve.add_argument("vacancies", nargs="+", metavar="VAGAS", help="número de vagas de cada cargo")
    add_edital_options(reserve)
    add_custom_law_options(reserve, "padrão: mínimo 3, half_up, cargo")
    reserve.add_argument("--json", action="store_true", help="saída em JSON")
    reserve.set_defaults(run=run_reserve)


def run_reserve(args: argparse.Namespace) -> int:
    counts = [parse_count(text) for text in args.vacancies]
    if args.law == CUSTOM_LAW_ID:
        result = compute_custom(custom_law_params(args), counts, args.date)
    else:
        given_custom_options(args)  # --percent & co. without --law outra: an error, not silently ignored
        result = compute(args.law, counts, args.date, args.branch, args.kind)
    if args.json:
        print_json(result)
    else:
        print(format_reserve(result))
    return 0
