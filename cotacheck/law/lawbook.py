"""The laws as dated data: loading and validating `cotacheck/law/data/*.toml`.

Modelled on OpenFisca parameters: every figure is a value with the date it starts to apply and a
citation (`"instrument#anchor"`, e.g. `"lei-23389#art-1-p2"`). The loader refuses unknown keys,
figures without a citation and overlapping periods, so a typo in a law file fails loudly (at
import, and in the tests) instead of being silently ignored.
"""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import resources
from typing import Any

from cotacheck.errors import InputError, LawDataError
from cotacheck.present import ptbr
from cotacheck.present.labels import GROUP_LABELS, MODES, group_label

#: The laws a user picks (CLI --law, the pages' selectors).
LAW_IDS = ("go", "rn", "federal")
#: The Judiciary's own rule (CNJ resolutions), never picked: law/courts.py applies it to a court's edital.
COURT_RULE_ID = "cnj"
#: Every rule held as dated data (`cotacheck laws`, the law pages).
ALL_LAW_IDS = (*LAW_IDS, COURT_RULE_ID)
#: The figures of a version that carry over to the next version of the same law unless it restates them.
CARRIED_FIGURES = (
    "percent",
    "groups",
    "threshold",
    "rounding",
    "base",
    "floor",
    "kinds",
    "below_threshold",
    "branch_notes",
)
BRANCHES = {
    "executivo": "Poder Executivo",
    "legislativo": "Poder Legislativo",
    "judiciario": "Poder Judiciário",
    "ministerio_publico": "Ministério Público",
    "defensoria": "Defensoria Pública",
}
#: The branch with its article, for sentences ("não abrange a Defensoria Pública").
_BRANCH_ARTICLES = {"defensoria": "a"}


def branch_phrase(branch: str) -> str:
    """ "o Poder Executivo", "o Ministério Público", "a Defensoria Pública"."""
    return f"{_BRANCH_ARTICLES.get(branch, 'o')} {BRANCHES[branch]}"


KINDS = {
    "efetivo": "cargo efetivo",
    "emprego": "emprego público",
    "temporario": "função temporária (contrato por tempo determinado)",
    "estagio": "estágio",
}
BASES = {
    "cargo": "por cargo",
    "cargo_especialidade": "por cargo e especialidade",
    "edital": "sobre o total de vagas do edital",
}
#: How sure we are of a figure (legal-brief.md's [H]/[M]/[L]), as shown to users.
CONFIDENCE = {"alta": "alta", "media": "média", "baixa": "baixa"}

_ANCHOR = re.compile(r"^art-(\d+)(?:-(p\d+|pu))?(?:-([ivxl]+))?(?:-([a-z]))?(-anterior(?:-\d+)?)?$")


def anchor_label(anchor: str) -> str:
    """`art-1-p2` → "art. 1º, § 2º"; `art-9-i` → "art. 9º, I"; `art-2-p1-b` → "art. 2º, § 1º, alínea b"."""
    match = _ANCHOR.match(anchor)
    if not match:
        raise LawDataError(f"malformed anchor {anchor!r}")
    article, paragraph, item, letter, superseded = match.groups()
    parts = [f"art. {ptbr.ordinal(int(article))}"]
    if paragraph == "pu":
        parts.append("parágrafo único")
    elif paragraph:
        parts.append(f"§ {ptbr.ordinal(int(paragraph[1:]))}")
    if item:
        parts.append(item.upper())
    if letter:
        parts.append(f"alínea {letter}")
    return ", ".join(parts) + (" (redação anterior)" if superseded else "")


@dataclass(frozen=True)
class Instrument:
    """A legal act: a law, decree or court ruling, with where to read it."""

    id: str
    title: str
    short: str
    published: dt.date | None = None
    url: str | None = None
    seed: str | None = None  # file name in seeds/: its text is rendered on the law's page
    signed: dt.date | None = None  # date of the act (sanction), when its publication date is not known

    @property
    def checked(self) -> bool:
        """Whether the text is on the law's page, so a citation's article can be read there."""
        return self.seed is not None


@dataclass(frozen=True)
class Citation:
    """A pointer into an instrument: `lei-23389#art-1-p2`."""

    law_id: str
    instrument: Instrument
    anchor: str | None

    @property
    def text(self) -> str:
        if self.anchor is None:
            return self.instrument.short
        return f"{self.instrument.short}, {anchor_label(self.anchor)}"

    @property
    def href(self) -> str:
        """Site-relative link: the article on the law's page, or the instrument's entry there."""
        return f"leis/{self.law_id}.html#{self.anchor if self.instrument.seed and self.anchor else self.instrument.id}"

    @property
    def checked(self) -> bool:
        """False when the act's text is not on the site: its article could not be checked here."""
        return self.instrument.checked


@dataclass(frozen=True)
class Param:
    """One figure of a law with the article it comes from, and an optional "interpretação adotada"."""

    value: Any
    basis: Citation
    interpretation: str | None = None
    until: dt.date | None = None  # notes only: shown for editais published up to this day


@dataclass(frozen=True)
class Group:
    id: str
    percent: Param  # Fraction, in percentage points

    @property
    def label(self) -> str:
        return group_label(self.id)


@dataclass(frozen=True)
class Version:
    """The racial reserve rule for editais published from `start` to `end` (inclusive)."""

    id: str
    label: str
    start: dt.date
    end: dt.date | None
    wording: Citation | None  # the act that gave this wording, when it is an amendment
    percent: Param
    groups: tuple[Group, ...]
    threshold: Param
    rounding: Param
    base: Param
    floor: Param  # True where the law says "no mínimo": a larger reserve is lawful
    kinds: Param
    below_threshold: Param | None
    notes: tuple[Param, ...]
    entry: Citation | None = None  # the article putting this wording in force, when it is its own act
    prior_editais: Citation | None = None  # this wording's own rule for editais published before it
    revoked_by: Citation | None = None  # the article that revoked this version's act (Lei 15.142, art. 13)
    branch_notes: dict = field(default_factory=dict)  # branch → Param: the reading adopted for it
    #: The provisions this version's act gave a new wording (Lei 23.719 in Goiás): an edital published before it
    #: cites their former wording, the anchor with "-anterior" on the law's page (`Law.cited_at`).
    amends: tuple[Citation, ...] = ()
    #: A rule for some kinds of post only (`Law.kind_versions`) may bind fewer branches than the law: the
    #: federal internship decree binds the Executive's direct, autarchic and foundational administration.
    branches: Param | None = None

    def notes_at(self, day: dt.date) -> list[Param]:
        return [n for n in self.notes if n.until is None or day <= n.until]

    def covers(self, day: dt.date) -> bool:
        return self.start <= day and (self.end is None or day <= self.end)


@dataclass(frozen=True)
class PcdRule:
    """The reserve for persons with disabilities in force from `start` to `end`, for `kinds`."""

    start: dt.date | None  # None: the start date could not be confirmed (the page says so)
    end: dt.date | None
    percent: Param
    rounding: Param
    base: Param
    cap: Param | None  # maximum share, in percentage points
    confidence: str
    note: str | None
    kinds: tuple[str, ...] = tuple(KINDS)
    notes: tuple[Param, ...] = ()

    def covers(self, day: dt.date, kind: str | None = None) -> bool:
        return (
            (self.start is None or self.start <= day)
            and (self.end is None or day <= self.end)
            and (kind is None or kind in self.kinds)
        )


@dataclass(frozen=True)
class InForce:
    branch: str
    start: dt.date
    basis: Citation
    interpretation: str | None
    #: The law reaches this branch only by a contested reading whose rival requires nothing (RN's Defensoria):
    #: no error rests on it (linter/check/branch_reading.py).
    contested: bool = False


@dataclass(frozen=True)
class Law:
    id: str
    name: str
    title: str
    summary: str
    instruments: dict[str, Instrument]
    branches: Param
    in_force: dict[str, InForce]
    prior_editais: Citation  # the article exempting editais published before entry into force
    sunset: Param | None  # value: last day (inclusive) on which an edital falls under the law
    versions: tuple[Version, ...]
    pcd: tuple[PcdRule, ...] = field(default=())
    #: Rules of their own for some kinds of post (federal internships: Decreto nº 9.427/2018), a dated series
    #: per kind beside the law's versions: for those kinds they replace the versions.
    kind_versions: tuple[Version, ...] = field(default=())

    def version_at(self, day: dt.date, kind: str | None = None) -> Version | None:
        """The rule for an edital of `day`: for a kind with a rule of its own (`kind_versions`), that rule
        (None before its first version); otherwise the law's version."""
        series = self.series(kind)
        return next((v for v in series if v.covers(day)), None)

    def series(self, kind: str | None = None) -> tuple[Version, ...]:
        """The dated versions that govern `kind`: its own (`kind_versions`), or the law's."""
        own = tuple(v for v in self.kind_versions if kind is not None and kind in v.kinds.value)
        return own or self.versions

    def all_versions(self) -> tuple[Version, ...]:
        return self.versions + self.kind_versions

    @property
    def plural(self) -> bool:
        """The title names several acts ("Leis federais …", "Resoluções do CNJ …"): "as … abrangem"."""
        return self.title.startswith(("Leis ", "Resoluções "))

    @property
    def named(self) -> str:
        """The title with its article, for sentences: "a Lei estadual nº …", "as Leis federais nº …"."""
        return f"{'as' if self.plural else 'a'} {self.title}"

    def start_basis(self, version: Version) -> Citation | None:
        """What puts `version` in force: its act's entry article, or, for a version an act of its own completed
        later (Decreto 12.536/2025 on Lei 15.142's figures), that act: art. 14 gives 04/06/2025, not 27/06/2025."""
        first = next((v for v in self.versions if v.entry == version.entry), version)
        return version.wording if first is not version and version.wording is not None else version.entry

    def pcd_at(self, day: dt.date, kind: str = "efetivo") -> PcdRule | None:
        return next((r for r in self.pcd if r.covers(day, kind)), None)

    def citation(self, instrument_id: str, anchor: str | None = None) -> Citation:
        return Citation(self.id, self.instruments[instrument_id], anchor)

    def cited_at(self, citation: Citation, day: dt.date) -> Citation:
        """`citation` in the wording an edital published on `day` was under: a provision a later version
        amended is cited in its former wording ("art. 1º, § 3º (redação anterior)")."""
        if citation.anchor and any(v.start > day and citation in v.amends for v in self.versions):
            return Citation(self.id, citation.instrument, citation.anchor + "-anterior")
        return citation

    def citations(self) -> list[Citation]:
        """Every citation the data makes (for checking that each anchor exists in the law text)."""
        found: list[Citation] = [self.branches.basis, self.prior_editais]
        found += [f.basis for f in self.in_force.values()]
        if self.sunset:
            found.append(self.sunset.basis)
        for v in self.all_versions():
            params = [v.percent, v.threshold, v.rounding, v.base, v.floor, v.kinds, *v.notes, *v.branch_notes.values()]
            params += [v.branches] if v.branches else []
            params += [g.percent for g in v.groups]
            if v.below_threshold:
                params.append(v.below_threshold)
            found += [p.basis for p in params]
            found += [c for c in (v.wording, v.entry, v.prior_editais, v.revoked_by) if c] + list(v.amends)
        for r in self.pcd:
            found += [p.basis for p in (r.percent, r.rounding, r.base, r.cap, *r.notes) if p]
        return found


# --- loading -------------------------------------------------------------------------------------


class _Reader:
    """Reads one law file, refusing unknown or missing keys with the path of the culprit."""

    def __init__(self, law_id: str, instruments: dict[str, Instrument]):
        self.law_id = law_id
        self.instruments = instruments

    def table(self, data: Any, where: str, required: set[str], optional: set[str] = frozenset()) -> dict:
        if not isinstance(data, dict):
            raise LawDataError(f"{where}: expected a table")
        unknown = set(data) - required - set(optional)
        if unknown:
            raise LawDataError(f"{where}: unknown keys {sorted(unknown)}")
        missing = required - set(data)
        if missing:
            raise LawDataError(f"{where}: missing keys {sorted(missing)}")
        return data

    def citation(self, text: Any, where: str) -> Citation:
        if not isinstance(text, str) or not text:
            raise LawDataError(f"{where}: a citation 'instrument#anchor' is required")
        instrument_id, _, anchor = text.partition("#")
        if instrument_id not in self.instruments:
            raise LawDataError(f"{where}: unknown instrument {instrument_id!r}")
        if anchor:
            anchor_label(anchor)  # validates the form
        return Citation(self.law_id, self.instruments[instrument_id], anchor or None)

    def param(self, data: Any, where: str, convert=lambda v: v, dated: bool = False) -> Param:
        data = self.table(data, where, {"value", "basis"}, {"interpretation"} | ({"to"} if dated else set()))
        try:
            value = convert(data["value"])
            until = _date(data["to"]) if "to" in data else None
        except (TypeError, ValueError) as error:
            raise LawDataError(f"{where}: bad value {data['value']!r}: {error}") from error
        return Param(value, self.citation(data["basis"], where), data.get("interpretation"), until)


def _date(value: Any) -> dt.date:
    if not isinstance(value, dt.date) or isinstance(value, dt.datetime):
        raise ValueError("expected a TOML date (YYYY-MM-DD)")
    return value


def _percent(value: Any) -> Fraction:
    if not isinstance(value, str):
        raise ValueError('write percentages as strings, e.g. "20" or "2.5", so they stay exact')
    result = Fraction(value)
    if not 0 < result <= 100:
        raise ValueError("a percentage must be in (0, 100]")
    return result


def _choice(options) -> Any:
    def convert(value):
        if value not in options:
            raise ValueError(f"expected one of {sorted(options)}")
        return value

    return convert


def _subset(options) -> Any:
    def convert(value):
        if not isinstance(value, list) or not value or set(value) - set(options):
            raise ValueError(f"expected a non-empty list drawn from {sorted(options)}")
        return tuple(value)

    return convert


def _check_periods(periods, where: str) -> None:
    ordered = sorted(periods, key=lambda p: p.start or dt.date.min)
    for earlier, later in zip(ordered, ordered[1:]):
        if earlier.end is None or earlier.end >= later.start:
            raise LawDataError(f"{where}: periods starting {earlier.start} and {later.start} overlap")
    for p in ordered:
        if p.end is not None and p.start is not None and p.end < p.start:
            raise LawDataError(f"{where}: period starting {p.start} ends before it starts")


def parse_law(data: dict, law_id: str) -> Law:
    """Build a validated `Law` from the parsed TOML of one law file."""
    top = {"id", "name", "title", "summary", "instruments", "branches", "in_force", "prior_editais", "versions"}
    if not isinstance(data, dict):
        raise LawDataError(f"{law_id}: expected a table")
    where = law_id
    instruments = _parse_instruments(data.get("instruments"), law_id)
    r = _Reader(law_id, instruments)
    data = r.table(data, where, top, {"sunset", "pcd", "kind_versions"})
    if data["id"] != law_id:
        raise LawDataError(f"{where}: id {data['id']!r} does not match the file name")

    branches = r.param(data["branches"], f"{where}.branches", _subset(BRANCHES))
    in_force = _parse_in_force(r, data["in_force"], branches, where)
    versions = _parse_versions(r, data["versions"], where)
    kind_versions = _parse_versions(r, data.get("kind_versions", []), f"{where}.kind_versions", own_kinds=True)
    pcd = [_parse_pcd_rule(r, raw, f"{where}.pcd[{i}]") for i, raw in enumerate(data.get("pcd", []))]
    for kind in KINDS:  # rules for different kinds of vacancy may run side by side
        _check_periods([p for p in pcd if kind in p.kinds], f"{where}.pcd ({kind})")

    return Law(
        id=law_id,
        name=data["name"],
        title=data["title"],
        summary=data["summary"],
        instruments=instruments,
        branches=branches,
        in_force=in_force,
        prior_editais=r.citation(data["prior_editais"], f"{where}.prior_editais"),
        sunset=r.param(data["sunset"], f"{where}.sunset", _date) if "sunset" in data else None,
        versions=tuple(sorted(versions, key=lambda v: v.start)),
        pcd=tuple(sorted(pcd, key=lambda p: p.start or dt.date.min)),
        kind_versions=tuple(sorted(kind_versions, key=lambda v: v.start)),
    )


def _parse_instruments(raw_instruments: Any, law_id: str) -> dict[str, Instrument]:
    """The acts come first: every citation in the rest of the file is checked against them."""
    if not isinstance(raw_instruments, dict) or not raw_instruments:
        raise LawDataError(f"{law_id}: at least one instrument is required")
    instruments = {}
    for key, raw in raw_instruments.items():
        raw = _Reader(law_id, {}).table(
            raw, f"{law_id}.instruments.{key}", {"title", "short"}, {"published", "url", "seed", "signed"}
        )
        instruments[key] = Instrument(
            key,
            raw["title"],
            raw["short"],
            _date(raw["published"]) if "published" in raw else None,
            raw.get("url"),
            raw.get("seed"),
            _date(raw["signed"]) if "signed" in raw else None,
        )
    return instruments


def _parse_in_force(r: _Reader, entries: Any, branches: Param, where: str) -> dict[str, InForce]:
    """One start date per covered branch, no more and no fewer, so no branch is left undated."""
    in_force = {}
    for i, raw in enumerate(entries):
        w = f"{where}.in_force[{i}]"
        raw = r.table(raw, w, {"branch", "from", "basis"}, {"interpretation", "contested"})
        branch = _choice(BRANCHES)(raw["branch"])
        if branch in in_force:
            raise LawDataError(f"{w}: branch {branch} listed twice")
        in_force[branch] = InForce(
            branch,
            _date(raw["from"]),
            r.citation(raw["basis"], w),
            raw.get("interpretation"),
            _bool(raw.get("contested", False)),
        )
    if set(in_force) != set(branches.value):
        raise LawDataError(f"{where}: in_force must give a date for each covered branch {branches.value}")
    return in_force


def _parse_versions(r: _Reader, entries: Any, where: str, own_kinds: bool = False) -> list[Version]:
    """The wordings as a dated series whose periods may not overlap (`own_kinds`: rules of their own for some
    kinds of post, whose periods may not overlap for any one kind, and which may name the branches they bind)."""
    versions = []
    previous: dict = {}
    for i, raw in enumerate(entries):
        # A dated series, OpenFisca-style: a figure a version does not restate carries over from the version
        # before it in the file (each keeps its own citation), so a change of one figure is one entry.
        raw = previous = {**{k: v for k, v in previous.items() if k in CARRIED_FIGURES}, **raw}
        versions.append(_parse_version(r, raw, f"{where}.versions[{i}]", own_kinds))
    if own_kinds:
        for kind in KINDS:
            _check_periods([v for v in versions if kind in v.kinds.value], f"{where} ({kind})")
    else:
        _check_periods(versions, f"{where}.versions")
    return versions


def _parse_version(r: _Reader, raw: Any, w: str, own_kinds: bool = False) -> Version:
    """One wording, refused when its groups do not add up to its total."""
    optional = {"to", "wording", "below_threshold", "notes", "entry", "prior_editais", "branch_notes", "revoked_by"}
    raw = r.table(
        raw,
        w,
        {"id", "label", "from", "percent", "groups", "threshold", "rounding", "base", "floor", "kinds"},
        optional | ({"branches"} if own_kinds else {"amends"}),
    )
    groups = []
    for j, g in enumerate(raw["groups"]):
        g = r.table(g, f"{w}.groups[{j}]", {"id", "percent"})
        groups.append(
            Group(_choice(GROUP_LABELS)(g["id"]), r.param(g["percent"], f"{w}.groups[{j}].percent", _percent))
        )

    def cited(key: str) -> Citation | None:
        return r.citation(raw[key], f"{w}.{key}") if key in raw else None

    version = Version(
        id=raw["id"],
        label=raw["label"],
        start=_date(raw["from"]),
        end=_date(raw["to"]) if "to" in raw else None,
        wording=cited("wording"),
        percent=r.param(raw["percent"], f"{w}.percent", _percent),
        groups=tuple(groups),
        threshold=r.param(raw["threshold"], f"{w}.threshold", _positive_int),
        rounding=r.param(raw["rounding"], f"{w}.rounding", _choice(MODES)),
        base=r.param(raw["base"], f"{w}.base", _choice(BASES)),
        floor=r.param(raw["floor"], f"{w}.floor", _bool),
        kinds=r.param(raw["kinds"], f"{w}.kinds", _subset(KINDS)),
        below_threshold=r.param(raw["below_threshold"], f"{w}.below_threshold", str)
        if "below_threshold" in raw
        else None,
        notes=tuple(r.param(n, f"{w}.notes[{k}]", str, dated=True) for k, n in enumerate(raw.get("notes", []))),
        entry=cited("entry"),
        prior_editais=cited("prior_editais"),
        revoked_by=cited("revoked_by"),
        branch_notes={
            _choice(BRANCHES)(b): r.param(n, f"{w}.branch_notes.{b}", str)
            for b, n in r.table(raw.get("branch_notes", {}), f"{w}.branch_notes", set(), set(BRANCHES)).items()
        },
        amends=tuple(r.citation(c, f"{w}.amends[{k}]") for k, c in enumerate(raw.get("amends", []))),
        branches=r.param(raw["branches"], f"{w}.branches", _subset(BRANCHES)) if "branches" in raw else None,
    )
    if not version.groups:
        raise LawDataError(f"{w}: at least one group is required")
    if sum(g.percent.value for g in version.groups) != version.percent.value:
        raise LawDataError(f"{w}: the groups' percentages must add up to the total percentage")
    return version


def _parse_pcd_rule(r: _Reader, raw: Any, w: str) -> PcdRule:
    """One period of the disability reserve; the periods are checked against each other by kind."""
    raw = r.table(
        raw, w, {"percent", "rounding", "base", "confidence"}, {"from", "to", "cap", "note", "kinds", "notes"}
    )
    return PcdRule(
        start=_date(raw["from"]) if "from" in raw else None,
        end=_date(raw["to"]) if "to" in raw else None,
        percent=r.param(raw["percent"], f"{w}.percent", _percent),
        rounding=r.param(raw["rounding"], f"{w}.rounding", _choice(MODES)),
        base=r.param(raw["base"], f"{w}.base", _choice(BASES)),
        cap=r.param(raw["cap"], f"{w}.cap", _percent) if "cap" in raw else None,
        confidence=_choice(CONFIDENCE)(raw["confidence"]),
        note=raw.get("note"),
        kinds=_subset(KINDS)(raw["kinds"]) if "kinds" in raw else tuple(KINDS),
        notes=tuple(r.param(n, f"{w}.notes[{k}]", str) for k, n in enumerate(raw.get("notes", []))),
    )


def _positive_int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValueError("expected a positive whole number")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


def load_law_text(law_id: str) -> dict:
    with resources.files("cotacheck.law.data").joinpath(f"{law_id}.toml").open("rb") as handle:
        return tomllib.load(handle)


def _load_all() -> dict[str, Law]:
    return {law_id: parse_law(load_law_text(law_id), law_id) for law_id in ALL_LAW_IDS}


LAWS: dict[str, Law] = _load_all()


def get_law(law_id: str) -> Law:
    try:
        return LAWS[law_id]
    except KeyError:
        raise InputError(f"Lei desconhecida: {law_id!r}. Use uma de: {', '.join(LAW_IDS)}.") from None
