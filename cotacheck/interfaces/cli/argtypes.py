"""Argument types and shared options of the subcommands, written once: dates, counts, choices
(law, branch, kind, format, convention) and the edital options --law/--date/--branch/--kind."""

from __future__ import annotations

import argparse
import datetime as dt
import json

from cotacheck.errors import InputError
from cotacheck.law.lawbook import BRANCHES, KINDS, LAW_IDS
from cotacheck.reserve.custom_law import (
    DEFAULT_BASE,
    DEFAULT_ROUNDING,
    DEFAULT_THRESHOLD,
    ROUNDING_LABELS,
    CustomLawParams,
    make_params,
)
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.user_numbers import whole_number

#: --law: the modelled laws, and "outra" (a law given by its parameters).
LAW_CHOICES = (*LAW_IDS, CUSTOM_LAW_ID)
#: The options of "outra lei", by the names `make_params` takes.
CUSTOM_OPTIONS = {
    "percent": "--percent",
    "groups": "--groups",
    "threshold": "--threshold",
    "rounding": "--rounding",
    "base": "--base",
}


def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise InputError(f"Data inválida: {text!r}. Use o formato AAAA-MM-DD, por exemplo 2026-03-15.") from None


def parse_count(text: str) -> int:
    """A number of vacancies (reserve VAGAS...): the range is checked by compute()."""
    return whole_number(
        text,
        "Número de vagas",
        "Número de vagas inválido: {text!r}. Use números inteiros, por exemplo 37.",
        signed=True,
    )


def number(what: str):
    """The type of an option holding a number of calls, positions or vacancies (order, allocate), named
    `what` in its messages; the range is checked by nomination."""

    def parse_number(text: str) -> int:
        invalid = f"Número inválido em {what}: {{text!r}}. Use um número inteiro, por exemplo 20."
        return whole_number(text, f"Número em {what}", invalid, signed=True)

    return parse_number


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
            "--law",
            type=choice(LAW_CHOICES, "--law"),
            help="go, rn, federal ou outra (com --percent etc.; padrão: detectada no texto)",
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
        add_custom_law_options(parser, "padrão: a regra declarada pelo edital")
        return
    parser.add_argument(
        "--law",
        required=law_required,
        type=choice(LAW_CHOICES, "--law"),
        help="go, rn, federal ou outra (com --percent)",
    )
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


def add_custom_law_options(parser: argparse.ArgumentParser, default: str) -> None:
    """The parameters of a law the tool does not model (--law outra): validated by reserve/custom_law.py."""
    parser.add_argument("--percent", help=f"com --law outra: percentual da reserva, por exemplo 16 ou 12,5 ({default})")
    parser.add_argument(
        "--groups",
        help=f"com --law outra: percentuais por grupo, ex. pretos_pardos=25,indigenas=3,quilombolas=2 ({default})",
    )
    parser.add_argument("--threshold", help=f"com --law outra: mínimo de vagas para haver reserva ({default})")
    parser.add_argument("--rounding", help=f"com --law outra: {', '.join(ROUNDING_LABELS)} ({default})")
    parser.add_argument("--base", help=f"com --law outra: cargo (por cargo) ou edital (sobre o total) ({default})")


def given_custom_options(args: argparse.Namespace) -> dict:
    """The --percent … --base given, by make_params's names; an InputError when given without --law outra."""
    given = {name: getattr(args, name, None) for name in CUSTOM_OPTIONS if getattr(args, name, None) is not None}
    if given and args.law != CUSTOM_LAW_ID:
        options = ", ".join(CUSTOM_OPTIONS[name] for name in given)
        raise InputError(f"{options} só vale(m) com --law outra (uma lei dada pelos seus parâmetros).")
    return given


def custom_law_params(args: argparse.Namespace) -> CustomLawParams:
    """--law outra without an edital (reserve): --percent or --groups is required; the rest has the usual defaults."""
    given = given_custom_options(args)
    if given.get("percent") is None and not given.get("groups"):
        raise InputError("Com --law outra, informe o percentual da reserva (--percent 16) ou os grupos (--groups …).")
    return make_params(
        given.get("percent"),
        given.get("groups"),
        given.get("threshold", DEFAULT_THRESHOLD),
        given.get("rounding", DEFAULT_ROUNDING),
        given.get("base", DEFAULT_BASE),
    )


def print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))
