"""An edital whose racial reserve is for pretos, pardos e indígenas together ("Vagas reservadas a pretos,
pardos e indígenas", "reserva de 20% aos candidatos que se autodeclararem pretos, pardos ou indígenas": a
state's or a city's law, São Paulo's among them). Its reserve column is read as the racial reserve, but how
many of those vacancies go to negros the edital does not tell: no row of it is confirmed as the negros'.
Lei 15.142 (and Decreto 12.536) reserve for the groups together by law, and the project reads that reserve as
the sum of its groups (`decide`): an edital citing them is left as read."""

from __future__ import annotations

import re

from cotacheck.linter.tables import decide

DOUBT = "reserva conjunta para pretos, pardos e indígenas: a parte de negros não é informada"
_JOINT = re.compile(r"pret[oa]s?,?\s+(?:e\s+)?pard[oa]s?,?\s+(?:e|ou)\s+ind[ií]genas?", re.IGNORECASE)


def doubt(positions: list, text: str, lines) -> None:
    """Every confirmed position stating a racial reserve made uncertain, saying why, in an edital that
    reserves for pretos, pardos and indígenas together and cites no law that groups them."""
    if not ("ndígen" in text or "ndigen" in text or "NDÍGEN" in text or "NDIGEN" in text):
        return
    if not ("pard" in text or "PARD" in text or "Pard" in text):
        return  # the pattern's case-blind search costs more than these
    if not _JOINT.search(text) or decide.groups_law_cited(lines):
        return
    for p in positions:
        if p.confidence == "confirmed" and p.reserved_stated is not None:
            p.confidence, p.doubt = "uncertain", DOUBT
