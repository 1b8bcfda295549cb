"""Who a law covers beyond its own words: the institutions outside the three Poderes."""

from __future__ import annotations

from cotacheck.law.lawbook import Law


def covers_autonomous(law: Law) -> bool:
    """Does `law` reach Ministério Público and Defensoria Pública, which are outside the Poderes?

    A law limited to the Executive and the Legislative (Goiás, Lei 23.389/2025, art. 1º, § 1º) does
    not; RN ("quaisquer dos Poderes", direct and indirect administration) and the federal law (ADC 41)
    are applied to them as to the Executive.
    """
    branches = set(law.branches.value)
    return not ("executivo" in branches and branches <= {"executivo", "legislativo"})
