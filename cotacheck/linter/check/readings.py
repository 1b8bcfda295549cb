"""Readings of the law other than the one adopted, and what they would require: no error rests on an
"interpretação adotada".

Where the law is unsettled, the figures come from one reading (the law data's "interpretação
adotada"). A finding whose required figure depends on it carries, in `interpretations`, the reading's id and what
the other one would require; the report holds each reading's text once (`readings`, by id: a long table's
findings would each repeat 1.4 KB), and the text, Markdown and the page put it back after the message
(`reading_sentence`). While the edital meets the other reading the finding is at most a warning. An
error stays an error only where every reading agrees.

The readings weighed here are those the law data records as competing:
- Lei nº 15.142/2025: the total is the larger of 30 % rounded and the groups rounded one by one
  (18 vacancies → 6), where the law's own words give 30 % rounded (18 → 5), the groups then taking
  that total by largest remainder (18 → 4/1/0; at a tie either group may take the vacancy);
- the federal law in the Judiciário and Ministério Público (CNJ Res. 203/2015, CNMP Res. 170/2017: 20 %
  from 3) and in the Legislativo and Defensoria (an act of their own: nothing the law requires);
- Goiás's Executivo from 03/09/2025 to the day before Lei nº 23.719/2025 took effect, bound only
  through that law's retroactive effects (art. 2º, text not checked);
- the per-cargo base of Goiás and RN, where the caput counts the vacancies of the whole concurso.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from cotacheck.law.lawbook import COURT_RULE_ID
from cotacheck.linter.check.context import Context, Document, as_law_groups, counted, groups_below, stated_by_group
from cotacheck.present import ptbr
from cotacheck.present.labels import group_label
from cotacheck.reserve.calculator import racial_counts
from cotacheck.reserve.rounding import round_fraction

#: The findings whose figure is a required reserve.
READING_CODES = ("CQ101", "CQ102", "CQ106")
#: The federal branches outside the Executivo, and what their competing reading requires (percent, threshold):
#: CNJ Res. 203/2015 and CNMP Res. 170/2017 (law/data/federal.toml, instruments res-cnj-203 and res-cnmp-170),
#: at least 20 % from 3 vacancies, rounded as Lei 12.990/2014 art. 1º, § 2º; Legislativo and Defensoria
#: have no figure of their own to compare with.
FEDERAL_BRANCH_OTHER = {
    "judiciario": (Fraction(20), 3),
    "ministerio_publico": (Fraction(20), 3),
    "legislativo": None,
    "defensoria": None,
}


def share(count: int, percent: Fraction, threshold: int, mode: str = "half_up") -> int:
    """`percent` of `count`, rounded by the rules core (`mode`: the law's own), from `threshold` vacancies (else 0)."""
    if count < threshold:
        return 0
    return round_fraction(Fraction(count) * percent / 100, mode)


@dataclass(frozen=True)
class Reading:
    """A reading other than the one adopted: what was adopted, what the other says, what it requires."""

    key: str  # its id in the report's `readings`: one per reading, whatever the edital
    adopted: str
    other: str
    cargo: Callable[[int], int]  # the other reading's reserve for a cargo of n vacancies
    edital: Callable[[list[int]], int]  # … for the edital's cargos together (CQ106)
    on_total: bool = False  # the other reading counts the edital's total, not the cargo (CQ102 only)
    #: The splits among groups the other reading accepts for n vacancies (None: it weighs the total only).
    splits: Callable[[int], list[dict[str, int]]] | None = None


def readings(ctx: Context) -> list[Reading]:
    """The competing readings that bear on this edital's required figures."""
    if ctx is None or not ctx.applies or ctx.custom or ctx.version is None:
        return []
    found = []
    version, law = ctx.version, ctx.law
    percent, threshold, mode = Fraction(version.percent.value), version.threshold.value, version.rounding.value
    if len(version.groups) > 1:
        total_only = (
            f"{ptbr.percent(percent)} das vagas arredondados, como dizem o art. 1º e o art. 5º, § 2º, da Lei nº "
            "15.142/2025, e os grupos "
            "repartem esse total pelo maior resto"
        )
        found.append(
            Reading(
                "total-of-groups",
                "o total exigido é o maior entre "
                f"{ptbr.percent(percent)} arredondados e a soma dos grupos arredondados um a um",
                total_only,
                lambda n: share(n, percent, threshold, mode),
                lambda counts: share(sum(counts), percent, threshold, mode),
                splits=lambda n: remainder_splits(version, n),
            )
        )
    if law.id == COURT_RULE_ID and len(version.groups) > 1:
        found.append(_cnj_shift(version))
    note = version.branch_notes.get(ctx.branch)
    if law.id == "federal" and note is not None and note.interpretation and ctx.branch in FEDERAL_BRANCH_OTHER:
        other = FEDERAL_BRANCH_OTHER[ctx.branch]
        cargo = (lambda n: share(n, other[0], other[1])) if other else (lambda n: 0)
        found.append(
            Reading(
                f"federal-{ctx.branch}",
                note.value.rstrip("."),
                note.interpretation,
                cargo,
                lambda counts: sum(map(cargo, counts)),
            )
        )
    retro = _retroactive(ctx)
    if retro:
        found.append(
            Reading(
                "retroactive-start", retro, "sem os efeitos retroativos, o edital não estaria sob a lei", _none, _none
            )
        )
    base = version.base
    if base.value == "cargo" and base.interpretation and "Leitura concorrente" in base.interpretation:
        adopted, other = base.interpretation.split("Leitura concorrente:", 1)
        found.append(
            Reading(
                "base-per-cargo",
                adopted.strip().rstrip("."),
                other.strip().rstrip("."),
                lambda n: share(n, percent, threshold, mode),
                lambda counts: share(sum(counts), percent, threshold, mode),
                on_total=True,
            )
        )
    return found


def _cnj_shift(version) -> Reading:
    """Res. CNJ 657/2025 as reported: an edital may move up to 10 % of the vacancies to indígenas and quilombolas,
    keeping at least 20 % for pretos e pardos; the total stays 30 % (law/data/cnj.toml, the version's notes)."""
    threshold, mode = version.threshold.value, version.rounding.value
    floor = Fraction(version.percent.value) - 10

    def split(n: int) -> list[dict[str, int]]:
        return [{"pretos_pardos": share(n, floor, threshold, mode), "indigenas": 0, "quilombolas": 0}]

    return Reading(
        "cnj-group-shift",
        "a divisão entre os grupos é a de 25%, 3% e 2%, cada grupo arredondado",
        f"a {version.label} permite ao edital deslocar até 10% das vagas para indígenas e quilombolas, mantendo ao "
        f"menos {ptbr.percent(floor)} para pretos e pardos",
        lambda n: sum(racial_counts(version, n).values()),  # the total stays the one adopted: only the split moves
        lambda counts: sum(sum(racial_counts(version, n).values()) for n in counts),
        splits=split,
    )


def _none(_) -> int:
    return 0


def remainder_splits(version, vacancies: int) -> list[dict[str, int]]:
    """The law's percentage rounded as the total, shared among the groups by largest remainder: each group
    its whole part of n × its percentage, the vacancies left to the largest fractions (26 → 8: 6,5 / 0,78 /
    0,52 give 6/1/1). At a tie for the last vacancy every tied group may take it: each split is listed."""
    total = share(vacancies, Fraction(version.percent.value), version.threshold.value, version.rounding.value)
    exact = {g.id: Fraction(vacancies) * g.percent.value / 100 for g in version.groups}
    if total == 0:
        return [{g: 0 for g in exact}]
    floors = {g: x.numerator // x.denominator for g, x in exact.items()}
    extra = max(0, min(total - sum(floors.values()), len(exact)))
    if extra == 0:
        return [floors]
    remainders = {g: exact[g] - floors[g] for g in exact}
    cutoff = sorted(remainders.values(), reverse=True)[extra - 1]
    sure = [g for g, r in remainders.items() if r > cutoff]
    tied = [g for g, r in remainders.items() if r == cutoff]
    return [
        {g: floors[g] + (g in sure or g in chosen) for g in exact} for chosen in combinations(tied, extra - len(sure))
    ]


def meets_a_split(stated: dict[str, int] | None, splits: list[dict[str, int]]) -> bool:
    """The groups stated reach one of the splits (a reserve in one column is weighed by its total alone)."""
    if not stated or not set(stated) & set(splits[0]):
        return True
    return any(all(stated.get(g, 0) >= need for g, need in split.items()) for split in splits)


def _retroactive(ctx: Context) -> str | None:
    """The in-force date adopted through an amending law's retroactive effects (Goiás's Executivo from
    03/09/2025), while the edital is dated before the amending wording itself took effect."""
    start = ctx.law.in_force.get(ctx.branch)
    if start is None or not start.interpretation or "retroativ" not in start.interpretation:
        return None
    amended = [v.start for v in ctx.law.versions if v.wording is not None and v.start > start.start]
    if not amended or not (start.start <= ctx.date < min(amended)):
        return None
    return start.interpretation.rstrip(".")


def weigh(ctx: Context | None, doc: Document, findings: list[dict]) -> None:
    """Each reserve finding carries the readings its figure depends on; met by one, it is a warning."""
    found = readings(ctx) if ctx is not None else []
    if not found:
        return
    # the positions the findings name, looked up by place: a list indexed by line up to the last line a
    # finding names (8 bytes a line; a dictionary of the lines named took 60 a finding), then by name: a
    # position itself where a line has one (a pair a finding cost more than its row's text)
    # (its last place: the positions without a line, given by hand)
    last = max((f["line"] for f in findings if f["code"] in READING_CODES and f["line"] is not None), default=0)
    by_line: list = [None] * (last + 2)
    for p in doc.positions:
        at = _place(by_line, p.line)
        if at is not None:
            held = by_line[at]
            if isinstance(held, list):
                held.append(p)
            else:
                by_line[at] = p if held is None else [held, p]
    cargos = counted(doc)
    # The edital's totals are summed once, not once a finding: with a finding on every row of a long
    # table, summing the cargos again for each one made the weighing grow with the square of the rows.
    stated = sum(c.reserved_stated or 0 for c in cargos)
    vacancies = [c.vacancies for c in cargos]
    groups = _summed_groups(ctx, cargos) if any(r.splits for r in found) else None
    whole = [
        (
            reading,
            (
                stated,
                reading.edital(vacancies),
                _split_met(reading, sum(vacancies), groups) if reading.splits else None,
            ),
        )
        for reading in found
    ]
    # Equal entries are one list, read only: under a reading on the edital's total every finding of a
    # long table says the same (the totals, the verdict), and a list of a dict a finding cost 300 bytes.
    shared: dict[tuple, list[dict]] = {}
    for f in findings:
        if f["code"] not in READING_CODES:
            continue
        for reading, totals in whole:
            _weigh_one(ctx, f, reading, _at(by_line, f["line"], f["position"]), totals, shared)


def _at(by_line: list, line: int | None, name: str | None):
    """The position of `name` at `line` (the last one read, if the same name is read twice there)."""
    at = _place(by_line, line)
    held = None if at is None else by_line[at]
    if isinstance(held, list):
        return next((p for p in reversed(held) if p.name == name), None)
    return held if held is not None and held.name == name else None


def _place(by_line: list, line: int | None) -> int | None:
    """Where `line`'s positions are in `by_line`: at the line's index, the last place for no line."""
    if line is None:
        return len(by_line) - 1
    return line if 0 <= line < len(by_line) - 1 else None


def _entry_key(entries: tuple[dict, ...]) -> tuple:
    return tuple(tuple((k, tuple(v.items()) if isinstance(v, dict) else v) for k, v in e.items()) for e in entries)


def _weigh_one(ctx: Context, f: dict, reading: Reading, p, whole: tuple, shared: dict[tuple, list[dict]]) -> None:
    """Weigh one finding under one reading; `whole`: the edital's reserve stated, the other reading's, and
    that reading's split among groups with whether the groups stated meet it (None without splits);
    `shared`: the lists of entries made so far, by their content."""
    split = None  # the other reading's split among groups, when the edital states its groups
    if f["code"] == "CQ106":
        (stated, other, split), short = whole, "por grupo" in f["message"]
    elif p is None or (reading.on_total and f["code"] != "CQ102"):
        return  # CQ101 under a reading on the total: the edital must still state each cargo's reserve (§ 3º)
    elif reading.on_total:
        (stated, other, _), short = whole, False
    else:
        part = ctx.required(p.vacancies) or {}
        stated, other = p.reserved_stated or 0, reading.cargo(p.vacancies)
        short = bool(groups_below(ctx, p, part))
        if reading.splits:
            split = _split_met(reading, p.vacancies, _law_groups(ctx, p.by_group_stated))
        if other == part.get("reserved") and not (short and split and split[1]):
            return  # both readings give the same figure: the finding does not depend on it
    met = stated >= other and (split is None or split[1])
    entry = {"reading": reading.key, "other_required": other, "met": met, "stated": stated}
    entry["on_total"] = bool(reading.on_total or f["code"] == "CQ106")
    if split:
        entry["other_required_by_group"] = split[0]
    entry["verdict"] = _verdict(met, stated >= other, split)
    entries = (*f.get("interpretations", ()), entry)
    f["interpretations"] = shared.setdefault(_entry_key(entries), list(entries))
    message = f["message"]
    if message[-1:].isspace():  # set only where it changes: a finding's message is kept unwritten till read
        f["message"] = message.rstrip()
    if met and f["severity"] == "error":
        f["severity"] = "warning"
        f["message"] = f["message"].replace("exigida pela lei", "exigida na interpretação adotada")


def _verdict(met: bool, total_met: bool, split: tuple | None) -> str:
    """What the other reading says of the edital (one of three sentences, the split named when it falls short)."""
    if met:
        return "o edital a atende, por isso é um aviso e não um erro"
    if total_met:  # the total is enough by the other reading too; the split by group is not
        verdict = "o total informado a atende, mas a divisão por grupo fica abaixo também dela"
        return f"{verdict} ({_split_text(split[0])})" if split else verdict
    return "o edital fica abaixo também dela"


def used(ctx: Context | None, findings: list[dict]) -> dict[str, dict]:
    """The readings the findings name, each once by its id: what the other side says and what we adopted."""
    keys = {e["reading"] for f in findings for e in f.get("interpretations") or ()}
    found = readings(ctx) if keys and ctx is not None else []
    return {r.key: {"adopted": r.adopted, "other": r.other} for r in found if r.key in keys}


def reading_sentence(entry: dict, reading: dict) -> str:
    """A finding's reading in words, its text taken from the report's `readings` (site/js/verificar-base.js
    `readingSentence` writes the same)."""
    whose = "no total do edital" if entry["on_total"] else "para o cargo"
    return (
        f"Interpretação adotada: {reading['adopted']}. Outra leitura: {reading['other']}; por ela, a reserva "
        f"exigida {whose} seria {entry['other_required']} (informadas: {entry['stated']}): {entry['verdict']}."
    )


def full_message(f: dict, result: dict) -> str:
    """A finding's message with its readings put back from the report's `readings` (text and Markdown)."""
    entries = f.get("interpretations")
    if not entries:
        return f["message"]
    known = result.get("readings") or {}
    return " ".join([f["message"], *(reading_sentence(e, known[e["reading"]]) for e in entries)])


def _law_groups(ctx: Context, groups: dict[str, int] | None) -> dict[str, int] | None:
    """A cargo's groups named as the law names them (a "Negros" column beside indígenas is pretos e pardos)."""
    if not groups or ctx.version is None:
        return groups
    return as_law_groups(groups, {g.id: 0 for g in ctx.version.groups})


def _summed_groups(ctx: Context, cargos: list) -> dict[str, int] | None:
    """The groups summed over the cargos, when every cargo states them (CQ106's own sum)."""
    return stated_by_group(cargos, {g.id: 0 for g in ctx.version.groups}) if ctx.version else None


def _split_met(reading: Reading, vacancies: int, stated: dict[str, int] | None) -> tuple[dict[str, int], bool]:
    """The other reading's split for these vacancies (the first at a tie) and whether the groups stated meet it."""
    splits = reading.splits(vacancies)
    return splits[0], meets_a_split(stated, splits)


def _split_text(split: dict[str, int]) -> str:
    return "por ela, " + ", ".join(f"{group_label(g)}: {n}" for g, n in split.items())
