"""The `laws` subcommand: the laws, their versions and dates."""

from __future__ import annotations

import argparse

from cotacheck.interfaces.cli.argtypes import print_json
from cotacheck.present.laws_text import format_laws, laws_as_data, modelled_laws


def add_parser(commands) -> None:
    laws = commands.add_parser("laws", help="lista as leis, suas redações e datas")
    laws.add_argument("--json", action="store_true", help="saída em JSON")
    laws.set_defaults(run=run_laws)


def run_laws(args: argparse.Namespace) -> int:
    if args.json:
        data = laws_as_data()
        summary = modelled_laws()
        for law, modelled in zip(data, summary["modelled"]):
            law["modelled"] = True
            law["texts"] = modelled["texts"]  # each act cited, and whether its text is held (seeds/)
        # the last entry is not a law: how any other law is checked, by its parameters
        data.append(
            {
                "id": "outra",
                "modelled": False,
                "title": "outra lei",
                "how": summary["other_laws"]["how"],
                "versions": [],
            }
        )
        print_json(data)
    else:
        print(format_laws())
    return 0
