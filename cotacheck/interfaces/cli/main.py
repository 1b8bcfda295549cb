"""The `cotacheck` command: Portuguese text for people, JSON for programs.

Each subcommand is a module of this package with `add_parser(commands)`, registered in `build_parser()`,
and a function `run_NAME(args) -> int`. Bad input
raises `InputError`; `main()` turns it into one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from cotacheck.errors import InputError
from cotacheck.interfaces.cli import laws, lint, nomination, reserve, rule, site


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


#: The subcommands, in the order of `cotacheck --help`.
SUBCOMMANDS = (reserve, laws, nomination, site, lint, rule)


def build_parser() -> argparse.ArgumentParser:
    parser = PortugueseParser(
        prog="cotacheck", description="Reserva de vagas para candidatos negros em concursos públicos."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMANDO", parser_class=PortugueseParser)
    for module in SUBCOMMANDS:
        module.add_parser(commands)
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
        print(
            f"cotacheck: erro interno ({type(error).__name__}: {error}). Por favor, relate o problema.", file=sys.stderr
        )
        return 3
