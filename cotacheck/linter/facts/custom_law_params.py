"""The parameters of "outra lei" for one edital, made once where the edital's facts are known.

`for_edital(rule, given)` completes what the user gave (`CustomLawParams`, or a dict of some of
`PARAM_FIELDS`) with the rule the edital declares (`OwnRule.proposed`, made once when the rule is
read), and says where the parameters came from and what was assumed; the pipeline hands the result
to the check's `Context`. `own_rule_json` is the own rule as the result shows it, with that same
proposal in the page's shape (`parametros`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cotacheck.errors import InputError
from cotacheck.linter.facts.own_rule import OwnRule, as_json
from cotacheck.reserve.custom_law import ORIGIN_LABELS, CustomLawParams, make_params, to_query

#: The parameters of "outra lei", by the names `make_params` takes.
PARAM_FIELDS = ("percent", "groups", "threshold", "rounding", "base")
PARAM_LABELS = {
    "percent": "percentual",
    "groups": "grupos",
    "threshold": "mínimo de vagas",
    "rounding": "arredondamento",
    "base": "base",
}


class MissingPercent(InputError):
    """ "Outra lei" with no percentage given, and none the edital declares (absent, or two in conflict)."""


@dataclass(frozen=True)
class LawParams:
    """The parameters the edital is checked with, where they came from ("usuario", "edital",
    "usuario+edital") and the notes on them (None: nothing to note)."""

    params: CustomLawParams
    source: str
    notes: tuple[str, ...] | None = None

    def record(self, detected: dict) -> None:
        """`params_source` and `params_notes` in the result's `detected`."""
        detected["params_source"] = self.source
        if self.notes is not None:
            detected["params_notes"] = list(self.notes)


def for_edital(rule: OwnRule, given: CustomLawParams | dict | None) -> LawParams:
    """The user's parameters; those not given come from the edital's own rule (an InputError in Portuguese
    when neither gives the percentage)."""
    if isinstance(given, CustomLawParams):
        return LawParams(given, "usuario")
    chosen = {k: v for k, v in (given or {}).items() if k in PARAM_FIELDS and v not in (None, "")}
    if chosen.get("percent") is not None or chosen.get("groups"):
        chosen.setdefault("groups", None)
        chosen.setdefault("percent", None)
    missing = [k for k in PARAM_FIELDS if k not in chosen]
    if not missing:
        made = make_params(**chosen)
        origin = claimed_origin(rule, made, (given or {}).get("origin"))
        return LawParams(replace(made, origin=origin), origin)
    proposed = rule.proposed
    if proposed is None and "percent" in missing:
        raise MissingPercent(
            "Com a lei “outra”, informe os parâmetros da lei (--percent, e se preciso --groups, --threshold, "
            "--rounding, --base): " + " ".join(rule.proposed_notes)
        )
    missed = ", ".join(PARAM_LABELS[k] for k in missing)
    if proposed is None:  # the edital states no rule: the usual defaults for what the user left out
        note = (
            f"Não informados e não declarados pelo edital: {missed} (adotados os usuais: mínimo de 3 vagas, "
            "fração igual ou maior que 0,5 para cima, por cargo)."
        )
        return LawParams(make_params(**chosen), "usuario", (note,))
    if len(missing) == len(PARAM_FIELDS):
        params, source = proposed, "edital"
    else:
        from_edital = {
            "percent": proposed.percent,
            "groups": dict(proposed.groups) or None,
            "threshold": proposed.threshold,
            "rounding": proposed.rounding,
            "base": proposed.base,
        }
        merged = {k: chosen[k] if k in chosen else from_edital[k] for k in PARAM_FIELDS}
        params, source = make_params(**merged, cited_law=proposed.cited_law), "usuario+edital"
    params = replace(params, origin=source)
    note = (
        f"Parâmetros não informados ({missed}): tomados da regra declarada pelo próprio edital; conferência com "
        f"{params.describe()}."
    )
    return LawParams(params, source, (note, *rule.proposed_notes))


def _same_rule(a: CustomLawParams, b: CustomLawParams) -> bool:
    def rule(p: CustomLawParams) -> tuple:
        return p.percent, p.groups, p.threshold, p.rounding, p.base

    return rule(a) == rule(b)


def claimed_origin(rule: OwnRule, made: CustomLawParams, claimed: object) -> str:
    """Where complete parameters came from, as the page (or a result link, which carries no text) says: the
    fields it filled from the edital's own rule are that rule's ("edital"), as in the check that wrote the
    link. Only a known origin counts, and with the text at hand figures other than the edital's rule are
    the user's, whatever is claimed."""
    if claimed not in ORIGIN_LABELS or claimed == "usuario":
        return "usuario"
    if claimed == "edital" and rule.proposed is not None and not _same_rule(rule.proposed, made):
        return "usuario"
    return claimed


#: What the page asks when "outra lei" has no percentage and the edital declares none, or more than one.
MISSING_PERCENT = "Informe o percentual reservado a negros: o edital não declara um só."


def params_or_question(
    rule: OwnRule, given: CustomLawParams | dict | None, detected: dict, ask: bool
) -> CustomLawParams | None:
    """`for_edital`'s parameters, recorded in `detected`; with `ask`, a missing percentage is not an error but a
    question (`detected["params_missing"]`: the field and the message) and None, so that the report of what
    needs no law is still shown, the reader's corrections in it."""
    try:
        made = for_edital(rule, given)
    except MissingPercent:
        if not ask:
            raise
        detected["params_missing"] = {"field": "percentual", "message": MISSING_PERCENT}
        return None
    made.record(detected)
    return made.params


def own_rule_json(rule: OwnRule) -> dict:
    """The edital's own rule as JSON, with the parameters it proposes for "outra lei" (or None) and why."""
    out = as_json(rule)
    out["proposed_params"] = page_params(rule.proposed)
    out["proposed_notes"] = list(rule.proposed_notes)
    return out


def page_params(params: CustomLawParams | None) -> dict | None:
    """Parameters in the shape the page and the bridge use (`parametros`)."""
    if params is None:
        return None
    query = to_query(params)
    out = {
        "percentual": query["percentual"],
        "minimo": params.threshold,
        "arredondamento": params.rounding,
        "base": params.base,
    }
    if params.groups:
        out["grupos"] = dict(item.split("=") for item in query["grupos"].split(","))
    return out
