"""The cargos checked against the edital's own rule (CQ401), the rule against a modelled law (CQ402) and
its conflicting percentages (CQ403), as the linter's findings."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cotacheck.errors import InputError
from cotacheck.law.lawbook import Version
from cotacheck.linter.facts.own_rule.model import ASSUMED_THRESHOLD, OwnRule
from cotacheck.linter.tables.finding_record import Finding
from cotacheck.present import ptbr
from cotacheck.present.labels import MODES, group_label
from cotacheck.reserve.calculator import racial_counts

#: The basis of a finding measured against the edital's own rule rather than a law's article.
EXTRA_BASIS = "regra declarada no próprio edital"

#: Rule records for the registry, as keyword arguments of `linter.rules.Rule` (ruff-style docs).
RULES: dict[str, dict] = {
    "CQ401": dict(
        code="CQ401",
        name="reserva-abaixo-da-regra-do-edital",
        title="Reserva abaixo da regra do edital",
        severity="warning",
        summary="Reserva informada para o cargo menor que a calculada pela regra que o próprio edital declara.",
        message="Segundo a regra do próprio edital ({rule}, linha {rule_line}), {subject} teria {required} de "
        "{vacancies} vagas reservadas a candidatos negros; o edital reserva {stated}{detail}.{law_note}",
        basis={},
        laws=("*",),
        extra_basis=EXTRA_BASIS,
        docs={
            "what": "Lê a regra de reserva para candidatos negros que o edital declara (percentual, mínimo de vagas, "
            "arredondamento, por cargo ou sobre o total) e confere cada cargo com ela, qualquer que seja a lei. "
            "Quando o edital não diz como arredonda, adota fração igual ou maior que 0,5 para cima e diz isso na "
            "mensagem.",
            "why": "Um edital que reserva menos do que ele mesmo promete tem um erro de conta ou de quadro, seja qual for "
            "a lei do ente. É o que um leitor pode conferir sem conhecer a lei: o edital diz 20 % e reserva 1 de 12 "
            "vagas.",
            "bad": "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
            "Cargo AC PcD Negros Total\nAssistente Administrativo 10 1 1 12\n\n(20% de 12 = 2,4 → 2; o edital reserva 1.)",
            "good": "Cargo AC PcD Negros Total\nAssistente Administrativo 9 1 2 12",
            "ignore": "Quando o percentual lido não é o da reserva racial (outra reserva escrita de forma parecida) ou "
            "quando uma retificação mudou a regra: confira a linha citada.",
        },
    ),
    "CQ402": dict(
        code="CQ402",
        name="regra-do-edital-difere-da-lei",
        title="Regra do edital difere da lei",
        severity="warning",
        summary="A regra de reserva que o edital declara difere da regra da lei aplicada.",
        message="O edital declara {stated} (linha {line}); pela {law}, {law_value}.",
        basis={},
        laws=("go", "rn", "federal"),
        extra_basis=None,
        docs={
            "what": "Quando a lei é conhecida (Goiás, RN, federal), compara o percentual, o mínimo de vagas e o "
            "arredondamento que o edital declara com os da lei vigente na data do edital, e a base: sob a Lei nº "
            "15.142/2025, que aplica o percentual à totalidade das vagas (art. 1º, § 2º), dispara quando o edital o "
            "aplica a cada cargo. Sob as leis que calculam por cargo (Goiás, RN, Lei nº 12.990/2014) a base não é "
            "comparada: em Goiás e no RN o total do concurso é uma leitura concorrente da lei. Uma regra pela qual o edital "
            "reserva mais (percentual maior, mínimo de vagas menor, arredondamento mais para cima) é dita mais favorável "
            "aos candidatos negros, como informação, não como aviso.",
            "why": "O edital não pode mudar a regra da lei. Uma regra declarada diferente (20 % onde a lei manda 30 %, "
            "mínimo de 5 vagas onde a lei diz 3, 30 % de cada cargo onde a lei manda 30 % do total) leva a reservas "
            "erradas, mesmo que as contas do quadro estejam certas segundo o próprio edital: 30 % de cada um de dez "
            "cargos de 1 vaga não reserva nenhuma, e 30 % das 10 vagas são 3.",
            "bad": "Edital federal de 2026 (Lei nº 15.142/2025: 30% da totalidade das vagas):\n"
            "5.1 Ficam reservadas às pessoas pretas e pardas, indígenas e quilombolas 30% (trinta por cento) das vagas "
            "de cada cargo.",
            "good": "5.1 Ficam reservadas às pessoas pretas e pardas, indígenas e quilombolas 30% (trinta por cento) do "
            "total de vagas do edital, sendo 25% para pretos e pardos, 3% para indígenas e 2% para quilombolas.",
            "ignore": "Quando a lei detectada não é a do edital (outro ente, outra data), quando a regra do edital é mais "
            "favorável que a da lei (dita então como informação), ou quando o edital fala de cada cargo só para distribuir "
            "entre os cargos um total que alcança o percentual da lei (confira a regra CQ106).",
        },
    ),
    "CQ403": dict(
        code="CQ403",
        name="regra-do-edital-contraditoria",
        title="Regra do edital contraditória",
        severity="warning",
        summary="O edital declara dois percentuais diferentes para a reserva de candidatos negros.",
        message="{conflict}",
        basis={},
        laws=("*",),
        extra_basis=EXTRA_BASIS,
        docs={
            "what": "Assinala o edital que declara, em lugares diferentes, percentuais diferentes para a reserva de "
            "candidatos negros (por exemplo 20 % num item e 25 % em outro). Nenhum dos dois é escolhido: os cargos "
            "não são conferidos contra a regra do edital enquanto o conflito existir.",
            "why": "Com duas regras, o candidato não sabe quantas vagas disputa, e escolher uma em silêncio daria uma "
            "resposta confiante e possivelmente errada.",
            "bad": "5.1 … reservadas aos candidatos negros 20% (vinte por cento) das vagas …\n"
            "9.4 … observado o percentual de 25% das vagas reservado aos candidatos negros …",
            "good": "Um só percentual em todo o edital (ou uma retificação que diga qual vale).",
            "ignore": "Quando um dos percentuais é de outra reserva que o verificador tomou pela racial: confira as linhas "
            "citadas.",
        },
    ),
}


#: CQ402 on the base: an edital computing its reserve in each cargo where the law takes the totality of the
#: vacancies (Lei 15.142, art. 1º, § 2º). Only that way round: a per-cargo law's "do total das vagas" is as often
#: the total of one cargo's vacancies ("do total das vagas … para o cargo de Professor"), and in Goiás and RN the
#: whole concurso is a competing reading the law data records.
BASE_STATED = "reserva calculada em cada cargo"
BASE_LAW = (
    "o percentual se aplica à totalidade das vagas do edital; aplicado cargo a cargo, a soma das reservas pode "
    "ficar abaixo do total exigido (o total é conferido pela regra CQ106)"
)


def _finding(code: str, message: str, line: int | None, position: str | None = None, basis=None) -> Finding:
    """A finding in the linter's shape; `basis` is a lawbook Citation (CQ402) or None (the edital's own rule)."""
    rule = RULES[code]
    return Finding(
        code,
        rule["name"],
        rule["severity"],
        message,
        basis.text if basis else EXTRA_BASIS,
        basis.href if basis else None,
        line,
        position,
        f"regras/{code}.html",
    )


def _get(position: Any, key: str, attribute: str | None = None) -> Any:
    """A position as the linter's JSON (dict) or as `extract.Position`."""
    if isinstance(position, dict):
        return position.get(key)
    return getattr(position, attribute or key, None)


def _rule_text(rule: OwnRule, vacancies: int) -> str:
    text = rule.summary()
    exact = Fraction(vacancies) * rule.percent.value / 100
    if not rule.rounding.stated and exact.denominator != 1:
        text += "; arredondamento não declarado, adotada fração igual ou maior que 0,5 para cima"
    return text


def law_note(rule: OwnRule) -> str:
    """ " O edital cita a Lei estadual nº 14.147/2012 (Rio Grande do Sul), que o cotacheck não modela: …" (or "")."""
    law = rule.law.value
    if law is None or law.modelled:
        return ""
    return (
        f" O edital cita a {law.display}, que o cotacheck não modela: a conferência usa só a regra que o edital "
        "declara, não o texto da lei."
    )


def check_positions(rule: OwnRule, positions: list) -> list[dict]:
    """CQ401 for each cargo (or the whole edital, when the rule is on the total) reserving less than the rule."""
    if not rule.found:
        return []
    try:
        version = rule.version()
    except InputError:
        return []
    counted = [p for p in positions if not _get(p, "cadastro_reserva", "cr") and (_get(p, "vacancies") or 0) >= 1]
    if rule.base.value == "edital":
        return _check_total(rule, version, counted)
    return [found for p in counted if (found := _check_cargo(rule, version, p)) is not None]


def _message(rule: OwnRule, vacancies: int, **fields) -> str:
    """CQ401's message: the rule as applied to `vacancies`, its line and the law it cites."""
    return RULES["CQ401"]["message"].format(
        rule=_rule_text(rule, vacancies),
        rule_line=rule.percent.line,
        vacancies=vacancies,
        law_note=law_note(rule),
        **fields,
    )


def _check_total(rule: OwnRule, version: Version, counted: list) -> list[dict]:
    """The rule on the edital's total: the reserves stated by every cargo, summed, against the total's."""
    stated = [_get(p, "reserved_stated") for p in counted]
    if not counted or any(s is None for s in stated):
        return []
    vacancies = sum(_get(p, "vacancies") for p in counted)
    required = sum(racial_counts(version, vacancies).values())
    if sum(stated) >= required:
        return []
    message = _message(
        rule,
        vacancies,
        subject="o total do edital",
        required=required,
        stated=sum(stated),
        detail=f", somando os {len(counted)} cargos",
    )
    return [_finding("CQ401", message, _get(counted[0], "line"))]


def _check_cargo(rule: OwnRule, version: Version, p: Any) -> dict | None:
    """One cargo against the rule: its reserve stated, and each group's where the cargo states them."""
    stated = _get(p, "reserved_stated")
    vacancies = _get(p, "vacancies")
    if stated is None:
        return None  # nothing stated: the linter's own rules say so under a known law
    if vacancies < ASSUMED_THRESHOLD and not rule.threshold.stated:
        return None  # below the usual minimum and the edital does not say its own: not assessed
    groups_required = racial_counts(version, vacancies)
    required = sum(groups_required.values())
    by_group = _get(p, "reserved_by_group_stated", "by_group_stated") or {}
    low_groups = {g: n for g, n in groups_required.items() if g in by_group and g != "negros" and by_group[g] < n}
    if stated >= required and not low_groups:
        return None
    detail = ""
    if low_groups:
        detail = (
            " (por grupo, seriam "
            + ", ".join(f"{group_label(g)}: {n}" for g, n in low_groups.items())
            + "; informado "
            + ", ".join(f"{group_label(g)}: {by_group[g]}" for g in low_groups)
            + ")"
        )
    subject = f"o cargo “{_get(p, 'name')}”"
    message = _message(rule, vacancies, subject=subject, required=required, stated=stated, detail=detail)
    return _finding("CQ401", message, _get(p, "line"), _get(p, "name"))


#: The rounding modes from the one that reserves least to the one that reserves most (a fraction rounded down
#: always, 0,5 down, 0,5 up, any fraction up): an edital's mode later in this order never reserves less.
ROUNDING_ORDER = ("down", "half_down", "half_up", "up")


def compare_with_law(rule: OwnRule, version: Version, law_title: str | None = None) -> list[dict]:
    """CQ402: where the edital's stated percentage, minimum or rounding differs from the law's (a modelled law).

    A difference by which the edital reserves more (a higher percentage, a lower minimum, a rounding further
    up) is said to be more favourable, as an information: no reserve falls below the law's by it.
    The law is named by the instrument its percentage cites ("Lei nº 15.142/2025"), unless `law_title` is given.
    """
    law_title = law_title or version.percent.basis.instrument.short
    differences = []  # (what the edital states, its figure, what the law says, the law's figure, more favourable)
    if rule.found and rule.percent.value != version.percent.value:
        floor = " (no mínimo)" if version.floor.value else ""
        differences.append(
            (
                f"reserva de {ptbr.percent(rule.percent.value)} das vagas",
                rule.percent,
                f"o percentual é {ptbr.percent(version.percent.value)}{floor}",
                version.percent,
                rule.percent.value > version.percent.value,
            )
        )
    if rule.threshold.stated and rule.threshold.value != version.threshold.value:
        differences.append(
            (
                f"reserva a partir de {ptbr.vagas(rule.threshold.value)}",
                rule.threshold,
                f"a reserva se aplica a partir de {ptbr.vagas(version.threshold.value)}",
                version.threshold,
                rule.threshold.value < version.threshold.value,
            )
        )
    if rule.base.stated and rule.base.value == "cargo" and version.base.value == "edital":
        differences.append((BASE_STATED, rule.base, BASE_LAW, version.base, False))
    if rule.rounding.stated and rule.rounding.value != version.rounding.value:
        differences.append(
            (
                f"arredondamento “{MODES[rule.rounding.value]}”",
                rule.rounding,
                f"o arredondamento é “{MODES[version.rounding.value]}”",
                version.rounding,
                _rank(rule.rounding.value) > _rank(version.rounding.value),
            )
        )
    out = []
    for stated, mine, law_value, figure, favourable in differences:
        message = RULES["CQ402"]["message"].format(stated=stated, line=mine.line, law=law_title, law_value=law_value)
        found = _finding("CQ402", message, mine.line, basis=figure.basis)
        if favourable:
            found["message"] += _favourable(version)
            found["severity"] = "info"
        out.append(found)
    return out


def _rank(mode: str) -> int:
    return ROUNDING_ORDER.index(mode) if mode in ROUNDING_ORDER else -1


def _favourable(version: Version) -> str:
    """Why a difference by which the edital reserves more is an information, not a warning."""
    # Lei 11.015/2021 (RN), art. 1º: "reserva de no mínimo 20% (vinte por cento)" (the floor flag: law/data/rn.toml)
    if version.floor.value:
        return " A regra do edital é mais favorável aos candidatos negros que a da lei, o que a lei permite: ela fixa um mínimo."
    return (
        " A regra do edital é mais favorável aos candidatos negros que a da lei (nenhuma reserva fica abaixo da "
        "lei por ela); a lei não diz que a sua regra é um mínimo: confira se é intencional."
    )


def conflict_findings(rule: OwnRule) -> list[dict]:
    """CQ403: one finding per conflict, at the line of the first statement."""
    return [
        _finding("CQ403", RULES["CQ403"]["message"].format(conflict=c.describe()), c.values[0][1])
        for c in rule.conflicts
    ]


def own_rule_findings(
    rule: OwnRule, positions: list, version: Version | None = None, law_title: str | None = None
) -> list[dict]:
    """Every own-rule finding: conflicts, cargos against the rule, and the rule against a modelled law if given."""
    out = conflict_findings(rule) + check_positions(rule, positions)
    if version is not None:
        out += compare_with_law(rule, version, law_title)
    return out


def lint_findings(
    rule: OwnRule, positions: list, findings: list[dict], version: Version | None = None, law_title: str | None = None
) -> list[dict]:
    """The own-rule findings to add to a lint, given the findings it already has.

    `version` and `law_title` are the modelled law's when it applies (else None). Under such a law,
    CQ401 is left out where the law's own check (CQ101/CQ102) already reports the same cargo line,
    so one mistake is not reported twice; CQ402 and CQ403 always stand.
    """
    out = own_rule_findings(rule, positions, version, law_title)
    if version is None:
        return out
    reported = {f["line"] for f in findings if f["code"] in ("CQ101", "CQ102")}
    return [f for f in out if f["code"] != "CQ401" or f["line"] not in reported]
