"""The law as applied to one edital (`Context`), the edital as read (`Document`) and `finding()`,
the record every rule's check returns.

Every required figure comes from `cotacheck.reserve.calculator.compute`, called once per distinct
vacancy count; nothing here re-implements quota arithmetic.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field

from cotacheck.law.courts import court_rule
from cotacheck.law.editions import basis_key
from cotacheck.law.lawbook import get_law
from cotacheck.linter.check.rule import Rule
from cotacheck.linter.facts import clauses
from cotacheck.linter.facts.dating import DateFacts
from cotacheck.linter.facts.own_rule import OwnRule, read_own_rule
from cotacheck.linter.read.text import Line, fold
from cotacheck.linter.tables.extract import Position
from cotacheck.linter.tables.finding_record import Finding, Wording
from cotacheck.reserve.calculator import compute, compute_positions
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import CustomLawParams, build_law, compute_custom
from cotacheck.reserve.vacancies import MAX_POSITIONS, MAX_VACANCIES


def _adopted(note: dict) -> bool:
    return "interpretação adotada" in (note.get("text") or "").lower()


class Context:
    """The law as applied to one edital: applicability and required reserve per vacancy count."""

    def __init__(self, law_id: str, date: dt.date, branch: str, kind: str, params: CustomLawParams | None = None):
        #: The user's parameters when the law is "outra" (a law not modelled): figures cite no article.
        self.custom = params if law_id == CUSTOM_LAW_ID else None
        self.law_id = law_id  # the law picked; `law` is the rule that gives the figures (the CNJ's in a court)
        self.law = build_law(params) if self.custom else get_law(law_id)
        #: The CNJ's rule where it governs this court's edital instead of the law picked (law/courts.py).
        self.court = None if self.custom else court_rule(self.law, date, branch, kind)
        self.law = self.court or self.law
        self.date = date
        # Ministério Público and Defensoria are branches of their own: the law data decides whether the law
        # covers them and with which reading (its `in_force` and `branch_notes` interpretations)
        self.branch = branch
        self.kind = kind
        probe = self._compute([1])
        self.applies = probe["applies"]
        self.reason = probe["reason"]
        rb = probe.get("reason_basis") or {}
        self.reason_basis = (rb.get("basis"), rb.get("href")) if rb.get("basis") else None
        #: The readings adopted for this edital where the law is silent ("interpretação adotada"), for every
        #: branch: the findings that depend on one say so, and what the other reading requires (readings.py).
        self.interpretations = [n for n in probe.get("notes") or [] if _adopted(n)]
        self.version = self.law.version_at(date, kind)
        self.key = basis_key(self.law.id, self.version.id if self.version else None)
        self.cache: dict[int, dict] = {}
        self._bases: dict[str, tuple[str, str | None]] = {}  # rule code → its basis under this law

    def reserve_of(self, counts: list[int]) -> dict:
        """The whole answer of the rules core for these cargos together (the edital's total, CQ106)."""
        return self._compute(counts)

    def _compute(self, counts: list[int]) -> dict:
        if self.custom:
            return compute_custom(self.custom, counts, self.date)
        return compute(self.law_id, counts, self.date, self.branch, self.kind)

    @property
    def threshold(self) -> int:
        return (self.version or self.law.versions[0]).threshold.value

    @property
    def floor(self) -> bool:
        return bool(self.version and self.version.floor.value)

    @property
    def multi_group(self) -> bool:
        return bool(self.version and len(self.version.groups) > 1)

    def prepare(self, counts: list[int]) -> None:
        wanted = sorted({c for c in counts if 1 <= c <= MAX_VACANCIES and c not in self.cache})
        for start in range(0, len(wanted), MAX_POSITIONS):
            chunk = wanted[start : start + MAX_POSITIONS]
            if self.custom:
                parts = compute_custom(self.custom, chunk, self.date)["positions"]
            else:  # each count's part alone: the chunk's total is no one's
                parts = compute_positions(self.law_id, chunk, self.date, self.branch, self.kind)
            for count, part in zip(chunk, parts):
                self.cache[count] = part

    def required(self, count: int) -> dict | None:
        if count < 1 or count > MAX_VACANCIES:
            return None
        if count not in self.cache:
            self.prepare([count])
        return self.cache[count]

    def basis(self, rule: Rule) -> tuple[str, str | None]:
        """The rule's legal basis under this law and its link (made once per rule: a rule that fires on
        every row of a long table cites the same articles each time)."""
        if rule.code not in self._bases:
            self._bases[rule.code] = self._basis(rule)
        return self._bases[rule.code]

    def _basis(self, rule: Rule) -> tuple[str, str | None]:
        if self.custom:
            return f"{self.custom.source}: {self.custom.describe()}", None
        pairs = rule.basis.get(self.key, ())
        # an act that came after the edital (Decreto 12.536 for an edital of 10/06/2025) is no basis of its findings
        later = {v.wording.instrument.id for v in self.law.versions if v.wording and v.start > self.date}
        texts, href = [], None
        for instrument, anchor in pairs:
            if instrument not in self.law.instruments or instrument in later:
                continue
            # a provision amended after the edital is cited in the wording the edital was under
            citation = self.law.cited_at(self.law.citation(instrument, anchor), self.date)
            short = citation.instrument.short
            if texts and texts[-1].startswith(short + ",") and citation.text != short:
                texts[-1] += "; " + citation.text[len(short) + 2 :]  # "Lei nº X, art. 1º; art. 1º, § 2º"
            else:
                texts.append(citation.text)
            href = href or citation.href
        if rule.extra_basis:
            texts.append(rule.extra_basis)
        return "; ".join(texts), href


@dataclass
class Document:
    """The edital as read: its lines, the page furniture skipped, the cargos found and the clauses."""

    lines: list[Line]
    skip: set[int]
    positions: list[Position]
    joined: clauses.Joined
    _facts: dict = field(default_factory=dict)
    #: The edital's date as read and as judged (set by lint_text's detect step).
    dating: DateFacts | None = None
    #: Positions given without the edital's text (a recheck): nothing can be said of its clauses.
    without_text: bool = False
    #: Positions given rather than read (a recheck): each carries its row's first line only, so which of the
    #: text's lines its cells stood on is not known (`cargo_span` does not look for lines no slice took).
    positions_given: bool = False
    #: Why the law was picked as it was when the issuer decides against it or is unclear (detect step).
    law_note: str = ""

    def release_lines(self) -> None:
        """Let the lines go once the rules that read them have run, keeping what is said of them (their
        omissions, bidirectional lines and tables read: `Lines`' attributes) and reading the own rule
        first: a long table's lines weigh as much as the findings the other rules make of its rows. The
        texts `fold` kept last (lines and joined items, about a third of a short-row table's size) go too."""
        _ = self.own_rule
        kept = type(self.lines)()
        kept.__dict__.update(getattr(self.lines, "__dict__", {}))
        self.lines = kept
        fold.cache_clear()

    def release_text(self) -> None:
        """Let the lines and the joined text go once the checks are done (the report keeps positions
        and findings only); the own rule is read first, while the lines are here."""
        _ = self.own_rule
        self.lines, self.joined = [], clauses.join([], set())

    def has_reserve(self, ctx: Context) -> bool:
        """Some cargo states a reserve, or the law requires one for some cargo."""
        if "has_reserve" not in self._facts:
            self._facts["has_reserve"] = any((p.reserved_stated or 0) > 0 for p in self.positions) or any(
                (ctx.required(p.vacancies) or {}).get("reserved", 0) > 0 for p in self.positions if not p.cr
            )
        return self._facts["has_reserve"]

    @property
    def own_rule(self) -> OwnRule:
        """The racial-reserve rule the edital states about itself (read once)."""
        if "own_rule" not in self._facts:
            self._facts["own_rule"] = read_own_rule(self.lines)
        return self._facts["own_rule"]

    def mentions_reserve(self, ctx: Context) -> bool:
        """A reserve is due or stated, or the text speaks of cotas: the clause rules apply."""
        if "mentions" not in self._facts:
            self._facts["mentions"] = self.has_reserve(ctx) or clauses.mentions_cotas(self.joined)
        return self._facts["mentions"]


def groups_below(ctx: Context, p: Position, part: dict | None) -> dict[str, int]:
    """Under a law with several groups (Lei 15.142), the groups stated below the law's reserve: group → need."""
    if not (ctx.multi_group and p.by_group_stated and part and set(p.by_group_stated) & set(part["reserved_by_group"])):
        return {}
    return {
        g: need
        for g, need in part["reserved_by_group"].items()
        if g in p.by_group_stated and p.by_group_stated[g] < need
    }


def stated_by_group(cargos, required: dict[str, int]) -> dict[str, int] | None:
    """The groups summed over the cargos, each one every cargo states (else None).

    A column of "Pessoas Negras (PN)" beside indígenas and quilombolas is the group of pretos e pardos (negros
    are pretas e pardas: Lei nº 12.288/2010, art. 1º, IV), not a group stated as 0 (CAIXA 2025's Anexo I)."""
    if len(required) < 2:
        return None
    stated = [as_law_groups(p.by_group_stated or {}, required) for p in cargos]
    shared = [g for g in required if all(g in groups for groups in stated)]
    if not shared:
        return None
    return {g: sum(groups[g] for groups in stated) for g in shared}


def as_law_groups(groups: dict[str, int], required: dict[str, int]) -> dict[str, int]:
    split = "indigenas" in groups or "quilombolas" in groups  # a lone "Negros" column is the whole reserve
    if split and "negros" in groups and "pretos_pardos" in required and "pretos_pardos" not in groups:
        groups = {("pretos_pardos" if g == "negros" else g): n for g, n in groups.items()}
    return groups


#: The rules that check the reserve's arithmetic, which also run under a law given by its parameters ("outra");
#: CQ106 there only with the base "edital" (`whole_edital`).
CUSTOM_LAW_RULES = ("CQ101", "CQ102", "CQ103", "CQ104", "CQ106")


def counted(doc: Document) -> list[Position]:
    """The positions that count towards the edital's vacancies (no cadastro de reserva, no row whose reserve
    is stated for its whole cargo, which is counted there)."""
    return [p for p in doc.positions if not p.cr and p.vacancies >= 1 and p.reserve_scope != "cargo"]


def whole_edital(ctx: Context | None, doc: Document) -> bool:
    """The law reserves on the edital's total (Lei 15.142, art. 1º, § 2º) and the edital has several cargos:
    a per-cargo figure is then the practice adopted, not the law's."""
    return bool(ctx is not None and ctx.version and ctx.version.base.value == "edital" and len(counted(doc)) > 1)


def rule_name(ctx: Context) -> str:
    """What sets the percentage, for "a … aplica o percentual": the law, or the rule the user gave ("outra lei")."""
    return "regra informada (outra lei)" if ctx.custom else ctx.version.percent.basis.instrument.short


#: Appended to a per-cargo finding when the law reserves on the edital's total.
PER_CARGO_PRACTICE = (
    " (Interpretação adotada: a {law} aplica o percentual à totalidade das vagas do edital e não diz como distribuí-las "
    "entre os cargos; o número por cargo segue a prática de reservar em cada cargo que alcança o mínimo. O total do "
    "edital é conferido à parte, pela regra CQ106.)"
)


def as_practice(ctx: Context, doc: Document, found: list[dict]) -> list[dict]:
    """Per-cargo findings under a law on the edital's total: a warning about the practice adopted, not the law."""
    if not whole_edital(ctx, doc):
        return found
    note = PER_CARGO_PRACTICE.format(law=rule_name(ctx))
    for f in found:
        f["message"] = f["message"].replace("pela lei, seriam", "seriam").replace(" exigida pela lei", " esperada")
        f["message"] = f["message"].rstrip() + note
        if f["severity"] == "error":
            f["severity"] = "warning"
    return found


def checks_edital(rule: Rule, ctx: Context | None) -> bool:
    """A law is known, applies to the edital, and is one of the rule's laws: the rule's check runs."""
    if ctx is None or not ctx.applies:
        return False
    return rule.code in CUSTOM_LAW_RULES if ctx.custom else ctx.law.id in rule.laws


def finding(
    rule: Rule,
    message: str,
    ctx: Context | None,
    line: int | None = None,
    position: str | None = None,
    basis: tuple[str, str | None] | None = None,
) -> Finding:
    basis, href = basis or (ctx.basis(rule) if ctx else ("", None))
    message = wording_edit(ctx)(message)
    return Finding(rule.code, rule.name, rule.severity, message, basis, href, line, position, rule.url)


def wording_edit(ctx: Context | None) -> Callable[[str], str]:
    """What a message says instead of "a lei" under this context: the CNJ's rule in a court's edital, the
    edital's own rule or the user's parameters under "outra lei"; else the message as it is."""
    if ctx is not None and ctx.court:  # a court's edital under the CNJ's resolution, not a law
        return _as_cnj
    if ctx is not None and ctx.custom:  # a law given by its parameters: no "a lei exige"
        return _as_edital_rule if ctx.custom.origin == "edital" else _as_given_rule
    return _as_is


def _as_is(message: str) -> str:
    return message


def _as_cnj(message: str) -> str:
    return message.replace("exigida pela lei", "exigida pela regra do CNJ").replace("pela lei,", "pela regra do CNJ,")


def _as_edital_rule(message: str) -> str:  # the edital's own rule, the user having given nothing
    message = message.replace("exigida pela lei", "calculada com a regra do próprio edital")
    return message.replace("pela lei", "pela regra do próprio edital")


def _as_given_rule(message: str) -> str:
    message = message.replace("exigida pela lei", "calculada com os parâmetros informados")
    return message.replace("pela lei", "pelos parâmetros informados")


#: The wordings of the findings about a cargo: one a rule, its figures' names and the context's edit.
_WORDINGS: dict[tuple, Wording] = {}


def position_finding(rule: Rule, ctx: Context | None, p: Position, **fields) -> Finding:
    """A finding about one cargo: its message filled with the cargo's name and `fields`, at the cargo's
    line. A long table has one on most rows: the message is kept as its values, written when read."""
    edit = wording_edit(ctx)
    key = (rule.message, tuple(fields), edit)
    wording = _WORDINGS.get(key) or _WORDINGS.setdefault(key, Wording(rule.message, ("position", *fields), edit))
    basis, href = ctx.basis(rule) if ctx else ("", None)
    return Finding.worded(
        wording, tuple(fields.values()), rule.code, rule.name, rule.severity, basis, href, p.line, p.name, rule.url
    )
