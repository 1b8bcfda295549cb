"""Argument types and shared options of the subcommands, written once: dates, counts, choices
(law, branch, kind, format, convention) and the edital options --law/--date/--branch/--kind."""

from __future__ import annotations

import argparse
import datetime as dt
import json

from cotacheck.errors import InputError
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS


def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise InputError(f"Data inválida: {text!r}. Use o formato AAAA-MM-DD, por exemplo 2026-03-15.") from None


def _whole(text: str, message: str) -> int:
    cleaned = text.strip()
    if not cleaned.lstrip("-").isdigit():
        raise InputError(message.format(text=text))
    return int(cleaned)


def parse_count(text: str) -> int:
    """A number of vacancies (reserve VAGAS...): the range is checked by compute()."""
    return _whole(text, "Número de vagas inválido: {text!r}. Use números inteiros, por exemplo 37.")


def parse_number(text: str) -> int:
    """A number of calls, positions or vacancies (order, allocate): the range is checked by nomination."""
    return _whole(text, "Número inválido: {text!r}. Use um número inteiro, por exemplo 20.")


def choice(options: dict | tuple, what: str):
    def convert(text: str) -> str:
        if text not in options:
            raise InputError(f"Valor desconhecido para {what}: {text!r}. Use um de: {', '.join(options)}.")
        return text

    return convert


def add_edital_options(parser: argparse.ArgumentParser, law_required: bool = True, detected: bool = False) -> None:
    """--law, --date, --branch and --kind, shared by the subcommands that apply a law to an edital.

    `detected`: the options default to what the linter finds in the edital's text (lint).
    """
    if detected:
        parser.add_argument(
            "--law", type=choice(LAW_IDS, "--law"), help="go, rn ou federal (padrão: detectada no texto)"
        )
        parser.add_argument(
            "--date", type=parse_date, help="data de publicação do edital, AAAA-MM-DD (padrão: detectada no texto)"
        )
        parser.add_argument(
            "--branch",
            type=choice(BRANCHES, "--branch"),
            help="executivo, legislativo, judiciario, ministerio_publico ou defensoria (padrão: detectado)",
        )
        parser.add_argument(
            "--kind", type=choice(KINDS, "--kind"), help="efetivo, emprego, temporario ou estagio (padrão: detectado)"
        )
        return
    parser.add_argument("--law", required=law_required, type=choice(LAW_IDS, "--law"), help="go, rn ou federal")
    parser.add_argument("--date", type=parse_date, help="data de publicação do edital, AAAA-MM-DD (padrão: hoje)")
    parser.add_argument(
        "--branch",
        default="executivo",
        type=choice(BRANCHES, "--branch"),
        help="executivo, legislativo, judiciario, ministerio_publico ou defensoria",
    )
    parser.add_argument(
        "--kind", default="efetivo", type=choice(KINDS, "--kind"), help="efetivo, emprego, temporario ou estagio"
    )


def print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))
