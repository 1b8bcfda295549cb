"""A header whose cadastro de reserva is split by group, "CR" written before each of its roles.

AOCP's quadros give the immediate vacancies by group and then the cadastro de reserva by group:
"Vagas AC | Vagas PcD | Vagas PN | Total de vagas | CR AC | CR PcD | CR PN | Salário". Read label by
label, each "CR" was a column of its own (the cadastro's count) and the roles after it a second run of
the same roles: two columns for one role, and no row confirmed. "CR" right before a part role is the
group the roles after it belong to, as "Cadastro de reserva" over "AC | PcD | PN" is: the header is
rewritten to that form (the immediate vacancies under a spanning "Vagas" when no label spans them), and
the columns are built from it as from any two-group header.
"""

from __future__ import annotations

#: The part roles of a run (`header.PART_ROLES`; `header` imports this module).
PART_ROLES = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "other")
#: The kind of the "CR" that spans the cadastro's run (a "crg" after a role is read as a column of its own).
SPAN = "crg_run"
#: A "CR" label, as one line's tokens ("crg") or a header's lines' ("crg_col", a label of its own).
_CR = ("crg", "crg_col")
#: Labels that span the immediate vacancies' run.
_SPAN = ("vagas", "imm")


def regrouped(tokens: list[str]) -> list[str]:
    """`tokens` (a header's kinds in reading order) with the cadastro's per-role "CR" labels folded into
    one spanning "CR" (`SPAN`) over its run; unchanged unless each of two roles or more after the first
    run opens with it."""
    if "crg" not in tokens and "crg_col" not in tokens:
        return tokens
    first = next((n for n, kind in enumerate(tokens) if kind in PART_ROLES or kind == "total"), None)
    if first is None:
        return tokens
    at = next((n for n in range(first, len(tokens) - 1) if tokens[n] in _CR and tokens[n + 1] in PART_ROLES), None)
    if at is None:
        return tokens
    end, roles = at, []
    while end + 1 < len(tokens) and tokens[end] in _CR and tokens[end + 1] in PART_ROLES + ("total",):
        roles.append(tokens[end + 1])
        end += 2
    if len(roles) < 2 or len(set(roles)) != len(roles):
        return tokens
    before = list(tokens[:at])
    if not any(kind in _SPAN for kind in before[:first]):
        before.insert(first, "vagas")
    return [*before, SPAN, *roles, *tokens[end:]]
