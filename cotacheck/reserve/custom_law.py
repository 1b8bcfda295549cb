"""A law we do not model, entered by the user: its parameters become a `Law` like the modelled ones.

The user (or the edital's own statement, read by `cotacheck.linter.facts.own_rule`) gives the percentage (or
one percentage per group), the minimum number of vacancies, the rounding and the base (per cargo or
the whole edital). `build_law()` turns them into the same `lawbook` structures a law file gives, so
`calculator.racial_counts` / `racial_reserve` treat them exactly like a modelled law; `compute_custom()`
returns the same JSON-ready dict as `calculator.compute()`. Nothing here cites an article: every
figure is "informado pelo usuário", and the outputs say so.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from cotacheck.errors import InputError
from cotacheck.law.lawbook import (
    BASES,
    BRANCHES,
    GROUP_LABELS,
    KINDS,
    Citation,
    Group,
    InForce,
    Instrument,
    Law,
    Param,
    Version,
    group_label,
)
from cotacheck.present import ptbr
from cotacheck.present.labels import MODES
from cotacheck.reserve.calculator import check_vacancies, racial_reserve, step
from cotacheck.reserve.user_numbers import whole_number

LAW_ID = "outra"
USER_SOURCE = "parâmetros informados pelo usuário"
#: Where the parameters came from, as the result names them: the user, the rule the edital declares for
#: itself (the user gave none), or both (the edital's rule completing what the user left out).
ORIGIN_LABELS = {
    "usuario": USER_SOURCE,
    "edital": "regra declarada pelo próprio edital",
    "usuario+edital": "parâmetros informados pelo usuário, completados pela regra declarada pelo próprio edital",
}
NO_ARTICLE = (
    "{Source}: nenhum artigo de lei é citado. Confira percentual, mínimo de vagas, "
    "arredondamento e base no texto da lei que rege o edital."
)
#: How each rounding mode is named in the query string and on the page.
ROUNDING_LABELS = {
    "half_up": "fração igual ou maior que 0,5 para cima",
    "half_down": "fração maior que 0,5 para cima; 0,5 ou menos para baixo",
    "up": "qualquer fração para cima",
    "down": "fração desprezada (para baixo)",
}
MAX_THRESHOLD = 1000
#: What "outra lei" assumes where the user (or the edital) does not say: the commonest rule.
DEFAULT_THRESHOLD = 3
DEFAULT_ROUNDING = "half_up"
DEFAULT_BASE = "cargo"


@dataclass(frozen=True)
class UserCitation(Citation):
    """The source of a user-given figure: shown as "parâmetros informados pelo usuário" (or the edital's own
    rule, when the figures came from it), linking nowhere."""

    @property
    def text(self) -> str:
        return self.instrument.short

    @property
    def href(self) -> None:
        return None


_INSTRUMENT = Instrument("usuario", "Parâmetros informados pelo usuário", USER_SOURCE)
USER_CITATION = UserCitation(LAW_ID, _INSTRUMENT, None)


def citation_of(origin: str) -> UserCitation:
    """The citation of figures from `origin` (a key of `ORIGIN_LABELS`)."""
    label = ORIGIN_LABELS[origin]
    return (
        USER_CITATION
        if origin == "usuario"
        else UserCitation(LAW_ID, Instrument(origin, label.capitalize(), label), None)
    )


@dataclass(frozen=True)
class CustomLawParams:
    """The parameters of a law we do not model, validated. Percentages are Fractions of 100."""

    percent: Fraction
    groups: tuple[tuple[str, Fraction], ...]  # () when the reserve is one pool of candidatos negros
    threshold: int
    rounding: str
    base: str
    cited_law: str | None = None  # the law the edital cites, as written there (shown, never asserted)
    #: where the figures came from (`ORIGIN_LABELS`); not part of the rule, so not of its equality
    origin: str = field(default="usuario", compare=False)

    @property
    def source(self) -> str:
        """ "parâmetros informados pelo usuário", or the edital's own rule where the figures came from it."""
        return ORIGIN_LABELS[self.origin]

    def describe(self) -> str:
        """ "16% das vagas, a partir de 3 vagas, fração igual ou maior que 0,5 para cima, por cargo"."""
        text = f"{ptbr.percent(self.percent)} das vagas"
        if self.groups:
            text += " (" + ", ".join(f"{group_label(g)} {ptbr.percent(p)}" for g, p in self.groups) + ")"
        return f"{text}, a partir de {ptbr.vagas(self.threshold)}, {ROUNDING_LABELS[self.rounding]}, {BASES[self.base]}"


# --- parsing and validation ----------------------------------------------------------------------

#: ASCII digits only, as in user_numbers ("²" and "٢" are not); any space around, a no-break one too.
_PERCENT_TEXT = re.compile(r"^\s*([0-9]{1,3}(?:[.,][0-9]{1,4})?)\s*%?\s*$")


def parse_percent(value: Any, what: str = "Percentual") -> Fraction:
    """ "16", "16%", "16,5", 16, Fraction(33, 2) → an exact Fraction strictly between 0 and 100."""
    if isinstance(value, bool):
        raise InputError(f"{what} inválido: {value!r}. Informe um número entre 0 e 100, por exemplo 20 ou 16,5.")
    if isinstance(value, (int, Fraction)):
        result = Fraction(value)
    elif isinstance(value, str) and _PERCENT_TEXT.match(value):
        result = Fraction(_PERCENT_TEXT.match(value).group(1).replace(",", "."))
    else:
        raise InputError(f"{what} inválido: {value!r}. Informe um número entre 0 e 100, por exemplo 20 ou 16,5.")
    if not 0 < result < 100:
        raise InputError(f"{what} fora do intervalo: {ptbr.number(result)}%. Deve ser maior que 0 e menor que 100.")
    return result


def parse_threshold(value: Any) -> int:
    if isinstance(value, str):
        value = whole_number(
            value, "Mínimo de vagas", "Mínimo de vagas inválido: {text!r}. Informe um número inteiro, por exemplo 3."
        )
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"Mínimo de vagas inválido: {value!r}. Informe um número inteiro, por exemplo 3.")
    if value < 1:
        raise InputError(f"Mínimo de vagas inválido: {value}. Deve ser pelo menos 1 (1 = reserva em qualquer cargo).")
    if value > MAX_THRESHOLD:
        raise InputError(f"Mínimo de vagas grande demais: {value}. O limite é {MAX_THRESHOLD}.")
    return value


def parse_rounding(value: Any) -> str:
    if value not in MODES:
        options = "; ".join(f"{mode} ({label})" for mode, label in ROUNDING_LABELS.items())
        raise InputError(f"Arredondamento desconhecido: {value!r}. Use um de: {options}.")
    return value


def parse_base(value: Any) -> str:
    if value not in BASES:
        raise InputError(
            f"Base desconhecida: {value!r}. Use cargo (por cargo) ou edital (sobre o total de vagas do edital)."
        )
    return value


def parse_groups(value: Any) -> tuple[tuple[str, Fraction], ...]:
    """ "pretos_pardos=25,indigenas=3,quilombolas=2" or a mapping → ((group, percent), ...)."""
    if value in (None, "", {}):
        return ()
    if isinstance(value, str):
        pairs = []
        for part in value.split(";" if ";" in value else ","):
            name, sep, figure = part.partition("=")
            if not sep:
                raise InputError(
                    f"Grupo inválido: {part.strip()!r}. Escreva grupo=percentual, por exemplo pretos_pardos=25."
                )
            pairs.append((name.strip(), figure.strip()))
    elif isinstance(value, Mapping):
        pairs = list(value.items())
    else:
        raise InputError(
            f"Grupos inválidos: {value!r}. Escreva grupo=percentual, por exemplo pretos_pardos=25,indigenas=3."
        )
    groups = []
    for name, figure in pairs:
        if name not in GROUP_LABELS:
            raise InputError(f"Grupo desconhecido: {name!r}. Use {', '.join(GROUP_LABELS)}.")
        if name in dict(groups):
            raise InputError(f"Grupo repetido: {name}.")
        groups.append((name, parse_percent(figure, f"Percentual de {group_label(name)}")))
    names = {name for name, _ in groups}
    if {"negros", "pretos_pardos"} <= names:
        raise InputError("Use negros ou pretos_pardos, não os dois: pretos e pardos são os candidatos negros.")
    if len(groups) == 1:
        raise InputError("Com um só grupo, informe só o percentual total (sem grupos).")
    return tuple(groups)


def make_params(
    percent: Any = None,
    groups: Any = None,
    threshold: Any = DEFAULT_THRESHOLD,
    rounding: Any = DEFAULT_ROUNDING,
    base: Any = DEFAULT_BASE,
    cited_law: str | None = None,
) -> CustomLawParams:
    """Validated parameters; each mistake gets a Portuguese message naming the field and the accepted values."""
    parsed_groups = parse_groups(groups)
    if percent in (None, "") and not parsed_groups:
        raise InputError("Informe o percentual da reserva (por exemplo 20) ou os percentuais por grupo.")
    if percent in (None, ""):
        total = sum(p for _, p in parsed_groups)
        if not 0 < total < 100:
            raise InputError(f"A soma dos grupos ({ptbr.number(total)}%) deve ser maior que 0 e menor que 100.")
    else:
        total = parse_percent(percent)
        if parsed_groups and sum(p for _, p in parsed_groups) != total:
            raise InputError(
                f"A soma dos grupos ({ptbr.number(sum(p for _, p in parsed_groups))}%) não confere com o "
                f"percentual total ({ptbr.number(total)}%)."
            )
    return CustomLawParams(
        total, parsed_groups, parse_threshold(threshold), parse_rounding(rounding), parse_base(base), cited_law
    )


# --- the URL: parameters that can be shared --------------------------------------------------------


def to_query(params: CustomLawParams) -> dict[str, str]:
    """Query-string fields, so a result under user parameters can be shared as a link."""
    query = {
        "lei": LAW_ID,
        "percentual": _decimal(params.percent),
        "minimo": str(params.threshold),
        "arredondamento": params.rounding,
        "base": params.base,
    }
    if params.groups:
        query["grupos"] = ",".join(f"{g}={_decimal(p)}" for g, p in params.groups)
    return query


def from_query(query: Mapping[str, str]) -> CustomLawParams:
    """The inverse of `to_query`; a bad field gets the same message as on the form."""
    return make_params(
        query.get("percentual"),
        query.get("grupos"),
        query.get("minimo", DEFAULT_THRESHOLD),
        query.get("arredondamento", DEFAULT_ROUNDING),
        query.get("base", DEFAULT_BASE),
    )


def _decimal(value: Fraction) -> str:
    """Fraction → "16" / "2.5" (exact; the form accepts a comma too)."""
    text = ptbr.number(value, max_decimals=4).replace(",", ".")
    if text.endswith("…"):
        raise InputError(f"Percentual sem representação decimal exata: {value}.")
    return text


# --- the law object ----------------------------------------------------------------------------------


def build_law(params: CustomLawParams) -> Law:
    """A `Law` with one version built from `params`; every figure cites where it came from (the user, or the
    rule the edital declares for itself), never an article."""
    cite = citation_of(params.origin)
    groups = tuple(Group(g, Param(p, cite)) for g, p in params.groups) or (
        Group("negros", Param(params.percent, cite)),
    )
    version = Version(
        id="usuario",
        label=f"{params.source}: {params.describe()}",
        start=dt.date.min,
        end=None,
        wording=None,
        percent=Param(params.percent, cite),
        groups=groups,
        threshold=Param(params.threshold, cite),
        rounding=Param(params.rounding, cite),
        base=Param(params.base, cite),
        floor=Param(False, cite),
        kinds=Param(tuple(KINDS), cite),
        below_threshold=None,
        notes=(Param(NO_ARTICLE.format(Source=params.source.capitalize()), cite),),
    )
    title = f"outra lei ({params.source})"
    return Law(
        id=LAW_ID,
        name="Outra lei",
        title=title,
        summary=f"Lei não modelada pelo cotacheck; conferência com {params.source}.",
        instruments={_INSTRUMENT.id: _INSTRUMENT},
        branches=Param(tuple(BRANCHES), cite),
        in_force={b: InForce(b, dt.date.min, cite, None) for b in BRANCHES},
        prior_editais=cite,
        sunset=None,
        versions=(version,),
        pcd=(),
    )


def compute_custom(params: CustomLawParams, vacancies: list[int], date: dt.date | None = None) -> dict:
    """The reserve under user parameters: the same dict as `calculator.compute()`, law "outra".

    PcD is not computed (the user gives only the racial rule). With base "edital" the total is the
    percentage of all the edital's vacancies and the per-cargo figures are indicative, as the
    calculator already does for a PcD reserve on the whole edital.
    """
    check_vacancies(vacancies)
    law = build_law(params)
    version = law.versions[0]
    group_ids = [g.id for g in version.groups]
    cite = citation_of(params.origin)
    reason = f"{params.source.capitalize()}: {params.describe()}. Nenhum artigo de lei é citado."
    notes = [step(NO_ARTICLE.format(Source=params.source.capitalize()), cite)]
    if params.cited_law:
        notes.append(
            step(
                f"O edital cita {params.cited_law}, que o cotacheck não modela: os parâmetros vêm do usuário "
                "(ou da regra declarada pelo próprio edital), não do texto dessa lei.",
                cite,
            )
        )
    pcd_step = step(f"Reserva para pessoas com deficiência: não calculada com {params.source}.")
    positions = []
    for count in vacancies:
        groups, steps = racial_reserve(version, count)
        reserved = sum(groups.values())
        steps.append(pcd_step)
        steps.append(step(f"Ampla concorrência (sem contar a reserva PcD): {count} − {reserved} = {count - reserved}."))
        positions.append(
            {
                "vacancies": count,
                "reserved": reserved,
                "reserved_by_group": groups,
                "pcd": None,  # not calculated: the parameters are the racial rule only
                "open": count - reserved,
                "steps": steps,
            }
        )
    return {
        "law": LAW_ID,
        "law_title": law.title,
        "version": version.label,
        "date": (date or dt.date.today()).isoformat(),
        "branch": None,
        "kind": None,
        "applies": True,
        "reason": reason,
        "reason_basis": step(reason, cite),
        "notes": notes,
        "params": to_query(params),
        "positions": positions,
        "total": _total(params, version, positions, group_ids, cite),
    }


def _total(params: CustomLawParams, version: Version, positions: list[dict], group_ids: list[str], cite) -> dict:
    vacancies = sum(p["vacancies"] for p in positions)
    by_cargo = {g: sum(p["reserved_by_group"][g] for p in positions) for g in group_ids}
    plural = "cargo" if len(positions) == 1 else "cargos"
    steps = [
        step(
            f"Total: {ptbr.vagas(vacancies)} em {len(positions)} {plural}; reserva somada cargo a cargo: "
            f"{sum(by_cargo.values())}.",
            cite,
        )
    ]
    groups = by_cargo
    if params.base == "edital" and len(positions) > 1:
        whole, whole_steps = racial_reserve(version, vacancies)
        groups = whole
        steps.append(
            step(
                f"Base informada: o percentual se aplica ao total de vagas do edital ({ptbr.vagas(vacancies)}).",
                cite,
            )
        )
        steps += whole_steps
        steps.append(
            step(
                "Os valores por cargo são indicativos: a distribuição da reserva entre os cargos cabe ao edital.",
                cite,
            )
        )
    reserved = sum(groups.values())
    steps.append(
        step(f"Ampla concorrência (sem contar a reserva PcD): {vacancies} − {reserved} = {vacancies - reserved}.")
    )
    return {
        "vacancies": vacancies,
        "reserved": reserved,
        "reserved_by_group": groups,
        "pcd": None,  # not calculated: the parameters are the racial rule only
        "open": vacancies - reserved,
        "steps": steps,
    }


# --- laws we know of but do not model ---------------------------------------------------------------


@dataclass(frozen=True)
class KnownLaw:
    """A law number we know of, with its name only: no figure of it is asserted anywhere."""

    kind: str  # "lei", "lei complementar", "decreto"
    number: str  # digits only: "14147"
    year: int
    name: str  # as shown to users
    modelled: str | None = None  # the law id in cotacheck/laws/ when we model it


#: Names and numbers only (legal-brief §6); the figures of these laws are not modelled.
KNOWN_LAWS: tuple[KnownLaw, ...] = (
    KnownLaw("lei", "23389", 2025, "Lei estadual nº 23.389/2025 (Goiás)", "go"),
    KnownLaw("lei", "23719", 2025, "Lei estadual nº 23.719/2025 (Goiás)", "go"),
    KnownLaw("lei", "11015", 2021, "Lei estadual nº 11.015/2021 (Rio Grande do Norte)", "rn"),
    KnownLaw("lei", "12990", 2014, "Lei nº 12.990/2014 (federal)", "federal"),
    KnownLaw("lei", "15142", 2025, "Lei nº 15.142/2025 (federal)", "federal"),
    KnownLaw("lei", "14147", 2012, "Lei estadual nº 14.147/2012 (Rio Grande do Sul)"),
    KnownLaw("decreto", "56229", 2021, "Decreto estadual nº 56.229/2021 (Rio Grande do Sul)"),
    KnownLaw("lei", "16294", 2025, "Lei estadual nº 16.294/2025 (Ministério Público do Rio Grande do Sul)"),
    KnownLaw("lei", "6321", 2019, "Lei distrital nº 6.321/2019 (Distrito Federal)"),
    KnownLaw("decreto", "42951", 2022, "Decreto distrital nº 42.951/2022 (Distrito Federal)"),
    KnownLaw("lei", "13182", 2014, "Lei estadual nº 13.182/2014 (Bahia)"),
    KnownLaw("decreto", "15353", 2014, "Decreto estadual nº 15.353/2014 (Bahia)"),
    KnownLaw("lei", "6067", 2011, "Lei estadual nº 6.067/2011 (Rio de Janeiro)"),
    KnownLaw("lei", "9852", 2022, "Lei estadual nº 9.852/2022 (Rio de Janeiro)"),
    KnownLaw("lei", "25726", 2026, "Lei estadual nº 25.726/2026 (Minas Gerais)"),
    KnownLaw("lei", "14274", 2003, "Lei estadual nº 14.274/2003 (Paraná)"),
    KnownLaw("lei", "3594", 2008, "Lei estadual nº 3.594/2008 (Mato Grosso do Sul)"),
    KnownLaw("lei", "3939", 2010, "Lei estadual nº 3.939/2010 (Mato Grosso do Sul)"),
    KnownLaw("lei", "4344", 2023, "Lei estadual nº 4.344/2023 (Tocantins)"),
    KnownLaw("lei", "8733", 2022, "Lei estadual nº 8.733/2022 (Alagoas)"),
    KnownLaw("lei complementar", "1259", 2015, "Lei Complementar estadual nº 1.259/2015 (São Paulo)"),
)


def known_law(kind: str, number: str, year: int | None) -> KnownLaw | None:
    """The known law with this kind and number (digits), and year when the citation gives one.

    A citation without a year matches only when a single known law has that number, so a municipal
    law that happens to share a state law's number is not named when its year says otherwise.
    """
    digits = re.sub(r"\D", "", number)
    kind = "lei" if kind not in ("decreto", "lei complementar") else kind
    matches = [
        k for k in KNOWN_LAWS if k.number == digits and k.kind == kind and (year is None or _same_year(k.year, year))
    ]
    return matches[0] if len(matches) == 1 else None


def _same_year(known: int, cited: int) -> bool:
    return known == cited or (cited < 100 and known % 100 == cited)
