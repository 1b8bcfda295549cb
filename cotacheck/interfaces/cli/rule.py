"""The `rule` subcommand: the documentation of a rule of the edital linter."""

from __future__ import annotations

import argparse
import json

from cotacheck.errors import InputError
from cotacheck.interfaces.cli.argtypes import choice
from cotacheck.linter.rules import RULES, format_rule, get_rule, rule_as_data


def add_parser(commands) -> None:
    rule = commands.add_parser("rule", help="mostra a documentação de uma regra do verificador de editais")
    rule.add_argument("code", nargs="?", metavar="CÓDIGO", help="por exemplo, CQ101")
    rule.add_argument("--all", action="store_true", help="todas as regras")
    rule.add_argument("--format", default="text", type=choice(("text", "json"), "--format"), help="text ou json")
    rule.set_defaults(run=run_rule)


def run_rule(args: argparse.Namespace) -> int:
    if args.all:
        chosen = list(RULES.values())
    elif args.code:
        found = get_rule(args.code)
        if found is None:
            raise InputError(f"Regra desconhecida: {args.code!r}. Use uma de: {', '.join(RULES)}.")
        chosen = [found]
    else:
        raise InputError("Informe o código de uma regra (por exemplo, cotacheck rule CQ101) ou --all.")
    if args.format == "json":
        data = [rule_as_data(r) for r in chosen]
        print(json.dumps(data if args.all else data[0], ensure_ascii=False, indent=2))
    else:
        print("\n\n".join(format_rule(r) for r in chosen))
    return 0
