"""The `order` and `allocate` subcommands."""

from __future__ import annotations

import sys

from cotacheck.errors import InputError
from cotacheck.interfaces.cli.argtypes import add_edital_options, choice, number, print_json
from cotacheck.nomination import CONVENTIONS, allocate, candidate_view, order
from cotacheck.present.nomination_text import format_allocation, format_order
from cotacheck.present.terminal import visible


def add_convention_option(parser) -> None:
    conventions = ", ".join(f"{key} ({c['short']})" for key, c in CONVENTIONS.items())
    parser.add_argument(
        "--convention",
        default="rounded",
        type=choice(CONVENTIONS, "--convention"),
        help=f"em que nomeações entram as vagas reservadas: {conventions}",
    )


def add_parser(commands) -> None:
    """Register the `order` and `allocate` subcommands (called from `main.build_parser`)."""
    p = commands.add_parser("order", help="ordem das chamadas: quais vão à ampla concorrência e a cada reserva")
    p.add_argument("calls", type=number("N (número de chamadas)"), metavar="N", help="número de chamadas (nomeações)")
    add_edital_options(p)
    add_convention_option(p)
    p.add_argument(
        "--position",
        type=number("--position"),
        metavar="K",
        help="sua posição na lista reservada: em que chamada você é alcançado(a)?",
    )
    p.add_argument(
        "--general", type=number("--general"), metavar="G", help="sua posição na lista geral (com --position)"
    )
    p.add_argument(
        "--list",
        dest="list_id",
        metavar="LISTA",
        help="lista reservada para --position (padrão: negros, ou pretos_pardos)",
    )
    p.add_argument("--json", action="store_true", help="saída em JSON")
    p.set_defaults(run=run_order)

    a = commands.add_parser(
        "allocate", help="quem é nomeado, em que lista e em que chamada, a partir da lista de classificados"
    )
    a.add_argument(
        "file",
        metavar="ARQUIVO.csv",
        help="CSV com as colunas id,rank,negro,pcd[,withdrawn] ('-' para a entrada padrão)",
    )
    a.add_argument("--vacancies", type=number("--vacancies"), required=True, metavar="N", help="número de vagas")
    a.add_argument(
        "--new-vacancies",
        type=number("--new-vacancies"),
        default=0,
        metavar="M",
        help="vagas surgidas depois, na validade do concurso",
    )
    add_edital_options(a)
    add_convention_option(a)
    a.add_argument("--json", action="store_true", help="saída em JSON")
    a.set_defaults(run=run_allocate)


def run_order(args) -> int:
    if args.general is not None and args.position is None:
        raise InputError("--general precisa de --position (sua posição na lista reservada).")
    result = order(args.law, args.calls, args.date, args.branch, args.kind, args.convention)
    view = None
    if args.position is not None:
        view = candidate_view(
            args.law, args.position, args.general, args.list_id, args.date, args.branch, args.kind, args.convention
        )
        result["candidate"] = view
    if args.json:
        print_json(result)
    else:
        print(format_order(result, view))
    return 0


def read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            return handle.read()
    except FileNotFoundError:
        raise InputError(f"Arquivo não encontrado: {path}") from None
    except IsADirectoryError:
        raise InputError(f"{path} é uma pasta, não um arquivo CSV.") from None
    except UnicodeDecodeError:
        raise InputError(f"{path} não está em UTF-8. Salve o CSV como UTF-8.") from None
    except OSError as error:
        raise InputError(f"Não foi possível ler {path}: {error.strerror}.") from None


def run_allocate(args) -> int:
    text = read_text(args.file)
    result = allocate(
        text, args.vacancies, args.law, args.date, args.branch, args.kind, args.convention, args.new_vacancies
    )
    if args.json:
        print_json(result)
    else:
        print(visible(format_allocation(result)))  # the list's ids are the user's text
    return 0
