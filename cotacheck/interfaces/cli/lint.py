"""The `lint` and `rule` subcommands, registered by cotacheck.cli.build_parser()."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cotacheck.errors import InputError

FORMATS = ("text", "json", "sarif", "markdown")


def run_lint(args: argparse.Namespace) -> int:
    from cotacheck.linter import lint_bytes
    from cotacheck.linter import report

    results = []
    for name in args.files:
        path = Path(name)
        if not path.is_file():
            raise InputError(f"Arquivo não encontrado: {name}")
        try:
            data = path.read_bytes()
        except OSError as error:
            raise InputError(f"Não foi possível ler {name}: {error.strerror}") from None
        results.append(lint_bytes(data, name, law=args.law, date=args.date, branch=args.branch, kind=args.kind))
    if args.format == "json":
        print(report.to_json(results))
    elif args.format == "sarif":
        print(json.dumps(report.to_sarif(results), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        print("\n".join(report.to_markdown(r) for r in results))
    else:
        print("\n\n".join(report.format_text(r) for r in results))
    return 1 if any(f["severity"] == "error" for r in results for f in r["findings"]) else 0


def run_rule(args: argparse.Namespace) -> int:
    from cotacheck.linter.rules import RULES, format_rule, get_rule, rule_as_data

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


def add_parser(commands) -> None:
    from cotacheck.interfaces.cli.main import choice, parse_date
    from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS

    lint = commands.add_parser("lint", help="verifica a reserva para negros em editais (.txt ou .pdf)")
    lint.add_argument("files", nargs="+", metavar="ARQUIVO", help="edital em .txt ou .pdf")
    lint.add_argument("--law", type=choice(LAW_IDS, "--law"), help="go, rn ou federal (padrão: detectada no texto)")
    lint.add_argument("--date", type=parse_date, help="data de publicação do edital, AAAA-MM-DD (padrão: detectada no texto)")
    lint.add_argument("--branch", type=choice(BRANCHES, "--branch"), help="executivo, legislativo ou judiciario (padrão: detectado)")
    lint.add_argument("--kind", type=choice(KINDS, "--kind"), help="efetivo, emprego, temporario ou estagio (padrão: detectado)")
    lint.add_argument("--format", default="text", type=choice(FORMATS, "--format"), help="text, json, sarif ou markdown")
    lint.set_defaults(run=run_lint)

    rule = commands.add_parser("rule", help="mostra a documentação de uma regra do verificador de editais")
    rule.add_argument("code", nargs="?", metavar="CÓDIGO", help="por exemplo, CQ101")
    rule.add_argument("--all", action="store_true", help="todas as regras")
    rule.add_argument("--format", default="text", type=choice(("text", "json"), "--format"), help="text ou json")
    rule.set_defaults(run=run_rule)


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use: python3 -m cotacheck lint ARQUIVO")
