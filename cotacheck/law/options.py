"""The edital's options every floor validates the same way: the branch (Poder) and the kind of post."""

from __future__ import annotations

from cotacheck.errors import InputError
from cotacheck.law.lawbook import BRANCHES, KINDS


def check_branch(branch: str) -> str:
    if branch not in BRANCHES:
        raise InputError(f"Poder desconhecido: {branch!r}. Use um de: {', '.join(BRANCHES)}.")
    return branch


def check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InputError(f"Tipo de vaga desconhecido: {kind!r}. Use efetivo, emprego, temporario ou estagio.")
    return kind
