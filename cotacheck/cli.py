"""The `cotacheck` command: Portuguese text for people, JSON for programs.

Every subcommand is a function `run_NAME(args) -> int` registered in `build_parser()`. Bad input
raises `InputError`; `main()` turns it into one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from typing import NoReturn

from cotacheck import ptbr
from cotacheck.calculator import compute
from cotacheck.errors import InputError
from cotacheck.lawbook import BRANCHES, KINDS, LAW_IDS, group_label
from cotacheck.lawsummary import format_laws, laws_as_data


class PortugueseParser(argparse.ArgumentParser):
    """argparse, but usage errors become an InputError (one Portuguese line, exit 2)."""

    _TRANSLATIONS = (
        ("the following arguments are required:", "faltam argumentos obrigatórios:"),
        ("unrecognized arguments:", "argumentos não reconhecidos:"),
        ("invalid choice:", "opção inválida:"),
        ("expected one argument", "falta o valor da opção"),
        ("argument ", "argumento "),
    )

    def error(self, message: str) -> NoReturn:
        for english, portuguese in self._TRANSLATIONS:
            message = message.replace(english, portuguese)
        raise InputError(f"uso incorreto ({message}). Veja: {self.prog} --help")


# --- argument types --------------------------------------------------------------------------------

def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise InputError(f"Data inválida: {text!r}. Use o formato AAAA-MM-DD, por exemplo 2026-03-15.") from None


def parse_count(text: str) -> int:
    cleaned = text.strip()
    if not cleaned.lstrip("-").isdigit():
        raise InputError(f"Número de vagas inválido: {text!r}. Use números inteiros, por exemplo 37.")
    return int(cleaned)


def choice(options: dict | tuple, what: str):
    def convert(text: str) -> str:
        if text not in options:
            raise InputError(f"Valor desconhecido para {what}: {text!r}. Use um de: {', '.join(options)}.")
        return text
    return convert


def add_edital_options(parser: argparse.ArgumentParser, law_required: bool = True) -> None:
    """--law, --date, --branch and --kind, shared by the subcommands that apply a law to an edital."""
    parser.add_argument("--law", required=law_required, type=choice(LAW_IDS, "--law"), help="go, rn ou federal")
    parser.add_argument("--date", type=parse_date, help="data de publicação do edital, AAAA-MM-DD (padrão: hoje)")
    parser.add_argument("--branch", default="executivo", type=choice(BRANCHES, "--branch"), help="executivo, legislativo, judiciario, ministerio_publico ou defensoria")
    parser.add_argument("--kind", default="efetivo", type=choice(KINDS, "--kind"), help="efetivo, emprego, temporario ou estagio")


def print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


# --- reserve ---------------------------------------------------------------------------------------

def run_reserve(args: argparse.Namespace) -> int:
    counts = [parse_count(text) for text in args.vacancies]
    result = compute(args.law, counts, args.date, args.branch, args.kind)
    if args.json:
        print_json(result)
    else:
        print(format_reserve(result))
    return 0


def _cited(item: dict) -> str:
    return f"{item['text']} [{item['basis']}]" if item.get("basis") else item["text"]


def _figures(part: dict) -> str:
    groups = part["reserved_by_group"]
    by_group = ""
    if len(groups) > 1:
        by_group = " (" + ", ".join(f"{group_label(g)}: {n}" for g, n in groups.items()) + ")"
    return f"Reserva para negros: {part['reserved']}{by_group} · PcD: {part['pcd']} · Ampla concorrência: {part['open']}"


def format_reserve(result: dict) -> str:
    date = ptbr.date(dt.date.fromisoformat(result["date"]))
    lines = [result["law_title"] + (f" — {result['version']}" if result["version"] else ""),
             f"Edital publicado em {date} · {BRANCHES[result['branch']]} · {KINDS[result['kind']]}",
             _cited(result["reason_basis"]) if result["reason_basis"] else result["reason"], ""]
    positions = result["positions"]
    for number, part in enumerate(positions, 1):
        lines.append(f"Cargo {number}: {ptbr.vagas(part['vacancies'])}" if len(positions) > 1 else ptbr.vagas(part["vacancies"]).capitalize())
        lines += [f"  {_cited(s)}" for s in part["steps"]]
        lines += [f"  {_figures(part)}", ""]
    if len(positions) > 1:
        lines.append(f"Total: {ptbr.vagas(result['total']['vacancies'])}")
        lines += [f"  {_cited(s)}" for s in result["total"]["steps"]]
        lines += [f"  {_figures(result['total'])}", ""]
    if result["notes"]:
        lines.append("Observações:")
        lines += [f"  - {_cited(n)}" for n in result["notes"]]
    return "\n".join(lines).rstrip()


# --- laws (content in lawsummary.py) ---------------------------------------------------------------

def run_laws(args: argparse.Namespace) -> int:
    if args.json:
        print_json(laws_as_data())
    else:
        print(format_laws())
    return 0


# --- the parser ------------------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    parser = PortugueseParser(prog="cotacheck", description="Reserva de vagas para candidatos negros em concursos públicos.")
    commands = parser.add_subparsers(dest="command", metavar="COMANDO", parser_class=PortugueseParser)

    reserve = commands.add_parser("reserve", help="calcula a reserva exigida para um ou mais cargos")
    reserve.add_argument("vacancies", nargs="+", metavar="VAGAS", help="número de vagas de cada cargo")
    add_edital_options(reserve)
    reserve.add_argument("--json", action="store_true", help="saída em JSON")
    reserve.set_defaults(run=run_reserve)

    laws = commands.add_parser("laws", help="lista as leis, suas redações e datas")
    laws.add_argument("--json", action="store_true", help="saída em JSON")
    laws.set_defaults(run=run_laws)

    # Further subcommands (lint, rule, order, allocate, build-site, serve) register here, each
    # with a function add_parser(commands) from its own module.
    from cotacheck import order  # order N, allocate FILE.csv: nomination order and allocation
    order.add_parser(commands)
    from cotacheck import server, site_builder  # site: build-site DIR, serve (jinja2 needed at build time only)
    site_builder.add_parser(commands)
    server.add_parser(commands)
    from cotacheck.linter import cli as linter_cli  # lint FILE..., rule CODE
    linter_cli.add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        if not getattr(args, "run", None):
            build_parser().print_help()
            return 2
        return args.run(args)
    except InputError as error:
        print(f"cotacheck: erro: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # never a traceback for users; the message names the fault
        print(f"cotacheck: erro interno ({type(error).__name__}: {error}). Por favor, relate o problema.", file=sys.stderr)
        return 3
