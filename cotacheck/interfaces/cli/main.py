"""The `cotacheck` command: Portuguese text for people, JSON for programs.

Each subcommand is a module of this package with `add_parser(commands)`, registered in `build_parser()`,
and a function `run_NAME(args) -> int`. Bad input
raises `InputError`; `main()` turns it into one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

from cotacheck.errors import InputError
from cotacheck.interfaces.cli import laws, lint, nomination, reserve, rule, site
from cotacheck.present.terminal import visible


class PortugueseParser(argparse.ArgumentParser):
    """argparse, but usage errors become an InputError (one Portuguese line, exit 2), every one of its
    messages in Portuguese, and a value that starts with "-" and a non-letter ("-4=ac,total", "-3") read
    as the option's value, not as an unknown option (no option of ours is a dash and a digit)."""

    _TRANSLATIONS = (
        ("the following arguments are required:", "faltam argumentos obrigatórios:"),
        ("unrecognized arguments:", "argumentos não reconhecidos:"),
        ("invalid choice:", "opção inválida:"),
        ("choose from", "escolha entre"),
        ("expected one argument", "falta o valor da opção"),
        ("expected at most one argument", "a opção aceita no máximo um valor"),
        ("expected at least one argument", "falta pelo menos um valor"),
        ("ignored explicit argument", "valor não aceito"),
        ("not allowed with argument", "não pode ser usado com"),
        ("one of the arguments", "um dos argumentos"),
        ("is required", "é obrigatório"),
        ("ambiguous option:", "opção ambígua:"),
        ("could match", "pode ser"),
        ("argument ", "argumento "),
    )
    #: "invalid int value: 'x'", "invalid parse_jobs value: '²'": a type function that let a ValueError out.
    _INVALID_VALUE = re.compile(r"invalid \S+ value: ")
    #: The headings and the -h line of `--help`.
    _HELP = (
        ("usage: ", "uso: "),
        ("positional arguments:", "argumentos:"),
        ("options:", "opções:"),
        ("show this help message and exit", "mostra esta ajuda e sai"),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = re.compile(r"^-[^-A-Za-z]")

    def format_usage(self) -> str:
        return self._portuguese(super().format_usage())

    def format_help(self) -> str:
        return self._portuguese(super().format_help())

    def _portuguese(self, text: str) -> str:
        for english, portuguese in self._HELP:
            text = text.replace(english, portuguese)
        return text

    def error(self, message: str) -> NoReturn:
        message = self._INVALID_VALUE.sub("valor inválido: ", message)
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
        print(f"cotacheck: erro: {visible(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # never a traceback for users; the message names the fault
        print(
            f"cotacheck: erro interno ({type(error).__name__}: {visible(error)}). Por favor, relate o problema.",
            file=sys.stderr,
        )
        return 3
