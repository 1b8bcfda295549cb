"""When the Judiciary's own rule (the CNJ's resolutions, law/data/cnj.toml) governs a court's edital
instead of the law picked for it.

The CNJ binds every court, federal and state alike (Constituição Federal, art. 103-B, § 4º). Its
Resolução nº 657/2025 follows Lei nº 15.142/2025 and governs every court's edital published from
24/11/2025, whatever the State's law says (TJGO, TJRN, a TRF, a TRT). Before it, Resolução nº 203/2015
(at least 20 % from 3 vacancies, as Lei nº 12.990/2014 and RN's law) governs where the law picked does
not reach the court (Goiás, whose law leaves the Judiciário out); where the law does reach it, its
figures stand, with Res. 203 as the competing reading of Lei nº 15.142 in the federal courts
(linter/check/readings.py). Kinds of post the resolutions do not name stay under the law picked.
"""

from __future__ import annotations

import datetime as dt

from cotacheck.law.lawbook import COURT_RULE_ID, Law, get_law

#: The CNJ version from which its rule governs every court's edital, whatever the law picked.
EVERY_COURT_FROM = "res-657"


def court_rule(law: Law, day: dt.date, branch: str, kind: str) -> Law | None:
    """The CNJ's rule where it governs this edital of the Judiciário instead of `law`, else None."""
    if branch != "judiciario" or law.id == COURT_RULE_ID:
        return None
    cnj = get_law(COURT_RULE_ID)
    version = cnj.version_at(day)
    if version is None or kind not in version.kinds.value:
        return None
    first = next(v for v in cnj.versions if v.id == EVERY_COURT_FROM)
    if version.start >= first.start or not reaches(law, day, branch, kind):
        return cnj
    return None


def reaches(law: Law, day: dt.date, branch: str, kind: str) -> bool:
    """The law covers this branch and kind on this day (in force, not past its sunset)."""
    start = law.in_force.get(branch)
    version = law.version_at(day)
    return (
        start is not None
        and start.start <= day
        and (law.sunset is None or day <= law.sunset.value)
        and version is not None
        and kind in version.kinds.value
    )


def court_reason(law: Law, court: Law, day: dt.date) -> str:
    """Why the CNJ's rule, and not `law`, gives the figures: said before the resolution's own applicability."""
    every = court.version_at(day).id == EVERY_COURT_FROM
    if every and law.id == "federal":
        why = "alcança todos os tribunais e segue a Lei nº 15.142/2025 para cada cargo e especialidade"
    elif every:
        why = f"alcança todos os tribunais, os estaduais inclusive, qualquer que seja a {law.title}"
    else:
        why = f"alcança todos os tribunais, e a {law.title} não abrange este edital"
    return f"Poder Judiciário: vale a regra do Conselho Nacional de Justiça, que {why} (Constituição Federal, art. 103-B, § 4º)."
