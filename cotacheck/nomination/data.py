"""The nomination rules as data: `law/data/order.toml` (the article behind each allocation rule, per
law and version, and the conventions offered for the positions of reserved calls)."""

from __future__ import annotations

import tomllib
from importlib import resources

from cotacheck.law.editions import statute
from cotacheck.law.lawbook import Citation, Law, anchor_label


def _load_rules() -> dict:
    with resources.files("cotacheck.law.data").joinpath("order.toml").open("rb") as handle:
        return tomllib.load(handle)


RULES = _load_rules()


CONVENTIONS = RULES["conventions"]


RULE_KEYS = (
    "concurrent",
    "ampla_not_counted",
    "dual_choice",
    "withdrawal",
    "reversion",
    "alternation",
    "new_vacancies",
)


def _cite(law: Law, text: str) -> Citation:
    instrument_id, _, anchor = text.partition("#")
    if instrument_id not in law.instruments:
        raise ValueError(f"order.toml: {law.id}: unknown instrument {instrument_id!r}")
    if anchor:
        anchor_label(anchor)
    return law.citation(instrument_id, anchor or None)


def rule_bases(law: Law, version_id: str | None) -> dict[str, Citation]:
    """The article behind each allocation rule for `law` (the version's own where it differs).

    A law order.toml does not hold (one built from user parameters, `reserve.custom_law`) gets no
    article for any rule: the order is still computed, with the rules common to the modelled laws,
    and cites nothing."""
    if law.id not in RULES["laws"]:
        return dict.fromkeys(RULE_KEYS)
    raw = dict(RULES["laws"][law.id])
    overrides = raw.pop("versions", {})
    own = statute(law.id, version_id) or version_id  # the decree's version keeps its statute's articles
    if own in overrides:
        raw.update(overrides[own])
    return {key: _cite(law, value) for key, value in raw.items() if not key.endswith("_interpretation")} | {
        key: value for key, value in raw.items() if key.endswith("_interpretation")
    }


def cited(text: str, basis: Citation | None) -> dict:
    return {"text": text, "basis": basis.text if basis else None, "href": basis.href if basis else None}
