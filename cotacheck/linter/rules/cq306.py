"""CQ306 lei-citada-nao-vigente: the edital cites, for the racial reserve, a law revoked or not yet in force
on its publication date (an edital of August 2025 reserving 20% "na forma da Lei nº 12.990/2014")."""

from __future__ import annotations

import re

from cotacheck.linter.check.context import Context, Document, finding
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts.cited_law import check_cited_law
from cotacheck.linter.read.text import Line

RULE = Rule(
    code="CQ306",
    name="lei-citada-nao-vigente",
    title="Lei citada não vigente",
    severity="warning",
    summary="O edital cita, para a reserva racial, uma lei revogada ou ainda não em vigor na data de publicação.",
    message="{detail}",
    basis={
        "federal-12990": (("lei-15142", "art-14"),),
        "federal-15142": (("lei-15142", "art-13"), ("lei-15142", "art-14")),
    },
    laws=("federal",),
    docs={
        "what": "Procura, perto das palavras da reserva racial, as leis que regem a reserva em cada período (Lei nº "
        "12.990/2014 e Lei nº 15.142/2025, na União) e compara o período de cada uma com a data de publicação do "
        "edital. Dispara quando o edital cita uma lei que já fora revogada, ou que ainda não estava em vigor, nessa "
        "data, e diz qual lei vale e o que ela exige.",
        "why": "A Lei nº 15.142/2025 revogou a Lei nº 12.990/2014 (art. 13) e vale para os editais publicados a partir "
        'de 04/06/2025 (arts. 11 e 14). Um edital publicado depois disso que reserva 20% por cargo "na forma da Lei nº '
        '12.990/2014" aplica a regra antiga: 20% em vez de 30%, por cargo em vez de sobre o total do edital.',
        "bad": "EDITAL Nº 1, DE 12 DE AGOSTO DE 2025\n5.1 Ficam reservadas aos candidatos negros 20% das vagas de cada "
        "cargo, na forma da Lei nº 12.990, de 9 de junho de 2014.",
        "good": "5.1 Ficam reservadas 30% das vagas, sendo 25% para pretos e pardos, 3% para indígenas e 2% para "
        "quilombolas, na forma da Lei nº 15.142/2025.",
        "ignore": "Quando a data de publicação lida não é a do edital (informe-a com --date), ou quando a lei é citada "
        "só como histórico e o edital aplica a lei em vigor.",
    },
)


def _line_of(act: str, lines: list[Line]) -> int | None:
    """The first line naming the act's number ("12.990", "12990")."""
    match = re.search(r"(\d{1,3})\.(\d{3})", act)
    if not match:
        return None
    number = re.compile(rf"\b{match.group(1)}\.?{match.group(2)}\b")
    return next((line.number for line in lines if number.search(line.folded)), None)


# Lei 15.142/2025, art. 13: "Fica revogada a Lei nº 12.990, de 9 de junho de 2014, ressalvado o disposto no art. 11
# desta Lei."
def check(ctx: Context | None, doc: Document) -> list[dict]:
    """One finding per act cited for the racial reserve that did not govern the edital's publication date."""
    if ctx is None or ctx.custom or ctx.law.id not in RULE.laws or ctx.version is None:
        return []  # no version in force on the date: CQ301 already says the law does not apply
    facts = doc.dating
    if facts is None or (facts.given is None and facts.dated.date is None):
        return []  # no publication date: nothing to compare the law's period with
    published = facts.given or facts.dated.date
    text = "\n".join(line.text for line in doc.lines)
    out = []
    for cited in check_cited_law(text, ctx.law.id, published):
        message = cited.message
        sure = facts.given is not None or facts.dated.confidence == "confirmed"
        item = finding(RULE, message, ctx, _line_of(cited.act, doc.lines), basis=(cited.basis.text, cited.basis.href))
        if not sure:  # a date not confirmed: the law in force on it is not either
            item["severity"] = "info"
            item["message"] += " A data de publicação não está confirmada: confira-a antes de concluir."
        out.append(item)
    return out
