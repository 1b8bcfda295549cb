"""The edital's own statement of its racial reserve, and cargos checked against it (cotacheck.linter.facts.own_rule)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from fractions import Fraction
from pathlib import Path

import pytest

from cotacheck.law.lawbook import get_law
from cotacheck.linter import lint_text
from cotacheck.linter.facts.own_rule import (
    RULES,
    as_json,
    check_positions,
    compare_with_law,
    conflict_findings,
    lint_findings,
    own_rule_findings,
    read_own_rule,
)
from cotacheck.linter.tables.extract import Position

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
OWN_RULE_FILES = sorted(CORPUS.glob("*.own_rule.json"))
FINDING_KEYS = {"code", "name", "severity", "message", "basis", "basis_href", "line", "position", "url"}


# --- the percentage ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence, percent",
    [
        ("5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.", 20),
        ("5.1 Ficam reservadas aos candidatos negros vinte por cento das vagas oferecidas.", 20),
        ("5.1 Será reservado aos candidatos negros 1/5 (um quinto) das vagas de cada cargo.", 20),
        ("5.1 Será reservado aos candidatos negros um quinto das vagas de cada cargo.", 20),
        ("5.1 Serão reservadas aos candidatos negros 16 % (dezesseis por cento) das vagas.", 16),
        ("5.1 Aos candidatos afrodescendentes serão destinadas 10% das vagas.", 10),
        ("5.1 Ficam reservadas 25% (vinte e cinco por cento) das vagas aos candidatos negros.", 25),
        ("5.1 Das vagas de cada cargo, serão reservadas\naos candidatos negros 20% (vinte por cento).", 20),
        ("5.1 Serão reservadas aos candidatos negros 12,5% das vagas.", Fraction(25, 2)),
    ],
)
def test_percentage_wordings(sentence, percent):
    rule = read_own_rule(sentence)
    assert rule.percent.value == Fraction(percent)
    assert rule.percent.stated and rule.percent.line is not None
    assert not rule.conflicts


@pytest.mark.parametrize(
    "sentence",
    [
        "5.1 Serão reservadas 30% das vagas, sendo 25% (vinte e cinco por cento) para pretos e pardos, 3% (três por cento) "
        "para indígenas e 2% (dois por cento) para quilombolas.",
        "5.1 Das vagas oferecidas, 25 % serão reservadas a candidatos pretos e pardos, 3 % a indígenas e 2 % a quilombolas.",
        "5.1 Ficam reservadas 30% (trinta por cento) das vagas de cada cargo às pessoas pretas e pardas, indígenas e "
        "quilombolas, na proporção de 25% (vinte e cinco por cento), 3% (três por cento) e 2% (dois por cento), respectivamente.",
        # the total after (or before) the list of the three groups is their sum, not the last group's share
        "5.1 Ficam reservadas às pessoas pretas e pardas, indígenas e quilombolas 30% (trinta por cento) do total de vagas, "
        "sendo 25% para pretos e pardos, 3% para indígenas e 2% para quilombolas.",
        "5.1 Ficam reservadas 30% das vagas às pessoas pretas e pardas, indígenas e quilombolas, sendo 25% para pretos e "
        "pardos, 3% para indígenas e 2% para quilombolas.",
        # each group's share in brackets after its label, the total named by other words before them (a press
        # release: read by the label after each percentage, the groups summed to 58%)
        "Do total de vagas, 30% são destinadas às cotas raciais e étnicas previstas na Lei nº 15.142/2025, subdivididas "
        "entre pessoas pretas e pardas (25%), indígenas (3%) e quilombolas (2%), e ao menos 5% a pessoas com deficiência.",
        "5.1 Serão reservadas 30% das vagas aos candidatos pretos e pardos (25%), indígenas (3%) e quilombolas (2%).",
    ],
)
def test_percentages_by_group(sentence):
    rule = read_own_rule(sentence)
    assert rule.percent.value == 30
    assert rule.groups.value == {"pretos_pardos": 25, "indigenas": 3, "quilombolas": 2}
    assert not rule.conflicts


def test_group_list_after_a_leading_label():
    rule = read_own_rule(
        "5.1 Ficam reservadas aos candidatos negros 30% das vagas, sendo 25% para pretos e pardos, "
        "3% para indígenas e 2% para quilombolas."
    )
    assert rule.percent.value == 30 and rule.groups.value == {"pretos_pardos": 25, "indigenas": 3, "quilombolas": 2}


@pytest.mark.parametrize(
    "sentence",
    [
        "5.1 Ficam reservadas 20% das vagas, sendo 10% para candidatos negros, 5% para indígenas e 5% para quilombolas.",
        "5.1 Ficam reservadas aos candidatos negros, indígenas e quilombolas 20% das vagas, sendo 10%, 5% e 5%, respectivamente.",
    ],
)
def test_negros_as_one_group_beside_indigenas_and_quilombolas(sentence):
    rule = read_own_rule(sentence)
    assert rule.percent.value == 20 and not rule.conflicts
    assert rule.groups.value == {"negros": 10, "indigenas": 5, "quilombolas": 5}
    assert rule.version().groups[0].id == "negros"  # usable by the calculator as it stands


def test_group_total_that_does_not_add_up_is_a_conflict():
    rule = read_own_rule(
        "5.1 Serão reservadas 30% das vagas, sendo 20% para pretos e pardos, 3% para indígenas e 2% para quilombolas."
    )
    assert rule.conflicts
    assert {v for v, _ in rule.conflicts[0].values} == {Fraction(30), Fraction(25)}


# --- PcD and unrelated percentages are not the rule ----------------------------------------------------


def test_a_known_law_says_which_reserve_a_bare_percentage_is():
    rule = read_own_rule(
        "4.2.2 Das vagas oferecidas, 20% (vinte por cento) serão providas na forma da Lei nº 12.990, "
        "de 09 de junho de 2014."
    )
    assert rule.percent.value == 20 and rule.law.value.modelled == "federal"
    other = read_own_rule("4.2.2 Das vagas oferecidas, 20% serão providas na forma da Lei nº 8.112/1990.")
    assert other.percent.value is None  # a law we do not know as a reserve law says nothing


def test_pcd_only_is_not_a_racial_rule():
    rule = read_own_rule(
        "4.1 Às pessoas com deficiência serão reservadas 5% (cinco por cento) das vagas de cada cargo."
    )
    assert rule.percent.value is None and not rule.percent.stated
    assert [(p.value, p.target) for p in rule.ignored] == [(5, "pcd")]


@pytest.mark.parametrize(
    "sentence",
    [
        "2.3 Ficam reservadas 16% das vagas para candidatos negros, 10% para pessoas com deficiência e 1% para pessoas trans.",
        "2.3 Às pessoas com deficiência serão reservados 10% das vagas e aos candidatos negros, 16%.",
        "2.3 Ficam reservadas às pessoas com deficiência 10% das vagas.\n2.4 Ficam reservadas aos candidatos negros 16% das vagas.",
    ],
)
def test_pcd_and_racial_in_one_edital(sentence):
    rule = read_own_rule(sentence)
    assert rule.percent.value == 16 and not rule.conflicts
    assert Fraction(10) in {p.value for p in rule.ignored if p.target == "pcd"}


@pytest.mark.parametrize(
    "unrelated",
    [
        "3.2 O candidato negro terá desconto de 50% (cinquenta por cento) na taxa de inscrição.",
        "7.2 Será eliminado o candidato negro que não obtiver 60% (sessenta por cento) de acertos na prova objetiva.",
        "7.3 Será eliminado o candidato que obtiver nota inferior a 50% dos pontos.",
    ],
)
def test_unrelated_percentages_ignored(unrelated):
    text = f"5.1 Ficam reservadas aos candidatos negros 20% das vagas de cada cargo.\n{unrelated}"
    rule = read_own_rule(text)
    assert rule.percent.value == 20 and not rule.conflicts


def test_no_statement_at_all():
    rule = read_own_rule("EDITAL Nº 1/2026\n1.1 O concurso será regido por este edital.\n3.2 A taxa é de R$ 50,00.")
    assert rule.percent.value is None and not rule.found
    assert check_positions(rule, [{"name": "X", "vacancies": 10, "reserved_stated": 0, "line": 5}]) == []


# --- conflicts -----------------------------------------------------------------------------------------


def test_two_percentages_are_reported_not_picked():
    text = (
        "3.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
        "6.1 A nomeação respeitará o percentual de 25% das vagas reservado aos candidatos negros."
    )
    rule = read_own_rule(text)
    assert rule.percent.value is None and not rule.found
    assert rule.conflicts[0].values == ((Fraction(20), 1), (Fraction(25), 2))
    positions = [{"name": "Analista", "vacancies": 12, "reserved_stated": 1, "line": 9}]
    findings = own_rule_findings(rule, positions)
    assert [f["code"] for f in findings] == ["CQ403"]
    assert "20% (linha 1) e 25% (linha 2)" in findings[0]["message"]
    assert "Não escolhemos" in findings[0]["message"]


def test_same_percentage_restated_is_not_a_conflict():
    text = (
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas de cada cargo.\n"
        "8.1 A nomeação observará a proporção de 20% das vagas reservadas aos candidatos negros."
    )
    assert read_own_rule(text).percent.value == 20 and not conflict_findings(read_own_rule(text))


# --- threshold, rounding, base, law ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "wording, threshold",
    [
        ("sempre que o número de vagas for igual ou superior a 3 (três)", 3),
        ("sempre que o número de vagas oferecidas for superior a 2 (duas)", 3),
        ("a partir de 5 (cinco) vagas por cargo", 5),
        ("nos cargos com 10 (dez) ou mais vagas", 10),
        ("sempre que o número de vagas for igual ou maior que cinco", 5),
        ("não havendo reserva nos cargos com menos de 3 (três) vagas", 3),
    ],
)
def test_threshold_wordings(wording, threshold):
    rule = read_own_rule(f"5.1 Ficam reservadas aos candidatos negros 20% das vagas, {wording}.")
    assert (rule.threshold.value, rule.threshold.stated, rule.threshold.line) == (threshold, True, 1)


def test_threshold_in_the_next_item_of_the_racial_section():
    rule = read_own_rule(
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas.\n"
        "5.2 A reserva será aplicada sempre que o número de vagas for igual ou superior a 4 (quatro)."
    )
    assert (rule.threshold.value, rule.threshold.line) == (4, 2)


def test_pcd_threshold_is_not_the_racial_one():
    rule = read_own_rule(
        "4.1 Às pessoas com deficiência serão reservadas 5% das vagas, sempre que o número de vagas for "
        "igual ou superior a 5 (cinco).\n5.1 Ficam reservadas aos candidatos negros 20% das vagas."
    )
    assert rule.threshold.value == 3 and not rule.threshold.stated
    assert "Mínimo de vagas não declarado" in rule.threshold.note


@pytest.mark.parametrize(
    "wording, mode",
    [
        (
            "Na hipótese de quantitativo fracionado, a fração igual ou superior a 0,5 (cinco décimos) será arredondada para o "
            "número inteiro imediatamente superior, e a fração inferior a 0,5 para o imediatamente inferior.",
            "half_up",
        ),
        (
            "Caso a aplicação do percentual resulte em número fracionado, este será elevado até o primeiro número inteiro "
            "subsequente, em caso de fração igual ou maior que 0,5, ou diminuído para o número inteiro imediatamente inferior, "
            "em caso de fração menor que 0,5.",
            "half_up",
        ),
        (
            "A fração superior a 0,5 será arredondada para cima, e a fração igual ou inferior a 0,5, para baixo.",
            "half_down",
        ),
        ("Qualquer fração será arredondada para o número inteiro imediatamente superior.", "up"),
        ("Caso resulte número fracionado, será elevado até o primeiro número inteiro subsequente.", "up"),
        ("A fração resultante será desprezada.", "down"),
    ],
)
def test_rounding_wordings(wording, mode):
    rule = read_own_rule(f"5.1 Ficam reservadas aos candidatos negros 20% das vagas.\n5.2 {wording}")
    assert (rule.rounding.value, rule.rounding.stated, rule.rounding.line) == (mode, True, 2)


def test_rounding_not_stated_says_what_was_assumed():
    rule = read_own_rule(
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas.\n"
        "4.1 Às pessoas com deficiência, 5% das vagas, desprezada a fração."
    )
    assert rule.rounding.value == "half_up" and not rule.rounding.stated
    assert rule.rounding.note.startswith("Arredondamento não declarado: adotado")
    assert as_json(rule)["rounding"] == {"value": "half_up", "line": None, "stated": False, "note": rule.rounding.note}


@pytest.mark.parametrize(
    "wording, base",
    [
        ("20% das vagas de cada cargo", "cargo"),
        ("20% das vagas oferecidas por cargo", "cargo"),
        ("20% do total de vagas oferecidas neste edital", "edital"),
        ("20% da totalidade das vagas do concurso", "edital"),
    ],
)
def test_base_wordings(wording, base):
    rule = read_own_rule(f"5.1 Ficam reservadas aos candidatos negros {wording}.")
    assert (rule.base.value, rule.base.stated) == (base, True)


@pytest.mark.parametrize(
    "text",
    [
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas.",
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas oferecidas neste edital.",
        "5.1 Ficam reservadas aos candidatos negros 20% das vagas.\n7.9 Serão convocados os candidatos negros por cargo.",
    ],
)
def test_base_not_stated_is_assumed_per_cargo(text):
    rule = read_own_rule(text)
    assert (rule.base.value, rule.base.stated) == ("cargo", False) and "por cargo" in rule.base.note


@pytest.mark.parametrize(
    "citation, display, modelled",
    [
        ("na forma da Lei Estadual nº 14.147/2012", "Lei estadual nº 14.147/2012 (Rio Grande do Sul)", None),
        ("nos termos da Lei nº 12.990, de 9 de junho de 2014", "Lei nº 12.990/2014 (federal)", "federal"),
        ("conforme a Lei Estadual n. 23.389/2025", "Lei estadual nº 23.389/2025 (Goiás)", "go"),
        ("conforme a Lei Distrital nº 6.321/2019", "Lei distrital nº 6.321/2019 (Distrito Federal)", None),
        ("conforme a Lei Municipal nº 1.874/2023", "Lei municipal nº 1.874/2023", None),
        ("conforme a Lei Municipal nº 14.147/2019", "Lei municipal nº 14.147/2019", None),  # same number, other year
    ],
)
def test_law_cited(citation, display, modelled):
    rule = read_own_rule(f"5.1 Ficam reservadas aos candidatos negros 20% das vagas, {citation}.")
    assert rule.law.value.display == display
    assert rule.law.value.modelled == modelled


def test_minimum_wording():
    assert read_own_rule("5.1 Fica assegurado aos candidatos negros no mínimo 20% das vagas.").minimum
    assert not read_own_rule("5.1 Ficam reservadas aos candidatos negros 20% das vagas.").minimum


# --- findings ---------------------------------------------------------------------------------------------

RULE_20 = "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo."


def test_cq401_message_is_the_editals_rule_not_the_law():
    rule = read_own_rule(RULE_20)
    findings = check_positions(
        rule,
        [
            {"name": "Assistente", "vacancies": 12, "reserved_stated": 1, "line": 20},  # 2,4 → 2
            {"name": "Técnico", "vacancies": 12, "reserved_stated": 2, "line": 21},
            {
                "name": "Analista",
                "vacancies": 8,
                "reserved_stated": None,
                "line": 22,
            },  # nothing stated: not this rule's
            {"name": "Cadastro", "vacancies": 0, "reserved_stated": 0, "line": 23, "cadastro_reserva": True},
        ],
    )
    assert [(f["code"], f["position"], f["line"]) for f in findings] == [("CQ401", "Assistente", 20)]
    message = findings[0]["message"]
    assert message.startswith("Segundo a regra do próprio edital (20%")
    assert "2 de 12 vagas" in message and "o edital reserva 1" in message
    assert "a lei exige" not in message.lower()
    assert set(findings[0]) == FINDING_KEYS and findings[0]["severity"] == "warning"


def test_cq401_on_extracted_positions():
    position = Position(name="Assistente", line=20, vacancies=12, parent="Assistente", reserved_stated=1)
    assert [f["code"] for f in check_positions(read_own_rule(RULE_20), [position])] == ["CQ401"]


def test_cq401_rounding_assumed_is_said_only_when_it_matters():
    rule = read_own_rule(RULE_20)
    exact = check_positions(rule, [{"name": "A", "vacancies": 10, "reserved_stated": 1, "line": 3}])  # 2 exactly
    fraction = check_positions(rule, [{"name": "B", "vacancies": 12, "reserved_stated": 1, "line": 3}])  # 2,4
    assert "arredondamento não declarado" not in exact[0]["message"]
    assert "arredondamento não declarado" in fraction[0]["message"]


def test_cq401_groups():
    rule = read_own_rule(
        "5.1 Serão reservadas 30% das vagas de cada cargo, sendo 25% para pretos e pardos, 3% para "
        "indígenas e 2% para quilombolas, sempre que o número de vagas for igual ou superior a 2."
    )
    position = {
        "name": "Técnico",
        "vacancies": 20,
        "reserved_stated": 6,
        "line": 9,
        "reserved_by_group_stated": {"pretos_pardos": 6, "indigenas": 0, "quilombolas": 0},
    }
    findings = check_positions(rule, [position])
    assert len(findings) == 1 and "indígenas: 1" in findings[0]["message"]  # 20 × 3% = 0,6 → 1


def test_cq401_whole_edital():
    rule = read_own_rule("2.1 Serão reservadas aos candidatos negros 25% do total de vagas oferecidas neste edital.")
    positions = [
        {"name": "A", "vacancies": 10, "reserved_stated": 2, "line": 5},
        {"name": "B", "vacancies": 6, "reserved_stated": 2, "line": 6},
    ]
    assert check_positions(rule, positions) == []  # 16 × 25% = 4 = 2 + 2
    positions[1]["reserved_stated"] = 1
    findings = check_positions(rule, positions)
    assert [(f["code"], f["line"], f["position"]) for f in findings] == [("CQ401", 5, None)]
    assert "4 de 16 vagas" in findings[0]["message"] and "o total do edital" in findings[0]["message"]


def test_cq401_names_the_unmodelled_law():
    rule = read_own_rule(
        "5.1 Ficam reservadas aos candidatos negros 16% das vagas de cada cargo, na forma da Lei "
        "Estadual nº 14.147/2012."
    )
    finding = check_positions(rule, [{"name": "Técnico", "vacancies": 12, "reserved_stated": 1, "line": 4}])[0]
    assert "Lei estadual nº 14.147/2012 (Rio Grande do Sul), que o cotacheck não modela" in finding["message"]


def test_below_usual_minimum_not_assessed_when_the_edital_states_none():
    rule = read_own_rule("5.1 Ficam reservadas aos candidatos negros 30% das vagas.")
    assert check_positions(rule, [{"name": "A", "vacancies": 2, "reserved_stated": 0, "line": 3}]) == []
    stated = read_own_rule("5.1 Ficam reservadas aos candidatos negros 30% das vagas, a partir de 2 (duas) vagas.")
    assert len(check_positions(stated, [{"name": "A", "vacancies": 2, "reserved_stated": 0, "line": 3}])) == 1


def test_cq402_against_a_modelled_law():
    goias = get_law("go").version_at(dt.date(2026, 3, 1))
    rule = read_own_rule(
        "5.1 Ficam reservadas aos candidatos negros 25% das vagas, sempre que o número de vagas for "
        "igual ou superior a 5 (cinco).\n5.2 Qualquer fração será desprezada."
    )
    findings = compare_with_law(rule, goias, "Lei estadual nº 23.389/2025")
    assert [f["code"] for f in findings] == ["CQ402"] * 3
    assert "25%" in findings[0]["message"] and "20%" in findings[0]["message"]
    assert all(f["basis"].startswith("Lei") for f in findings)  # the law's own article for its figure
    same = read_own_rule("5.1 Ficam reservadas aos candidatos negros 20% das vagas.")
    assert compare_with_law(same, goias, "Lei estadual nº 23.389/2025") == []


def test_cq402_more_than_a_minimum_is_lawful():
    """A rule more favourable than a law's minimum is said to be so, as an information (not a warning)."""
    rn = get_law("rn").version_at(dt.date(2026, 3, 1))
    assert rn.floor.value
    more = compare_with_law(read_own_rule("5.1 Ficam reservadas aos candidatos negros 25% das vagas."), rn, "Lei RN")
    assert [f["severity"] for f in more] == ["info"]
    assert "mais favorável aos candidatos negros" in more[0]["message"] and "a lei permite" in more[0]["message"]
    less = compare_with_law(read_own_rule("5.1 Ficam reservadas aos candidatos negros 15% das vagas."), rn, "Lei RN")
    assert [f["severity"] for f in less] == ["warning"] and "favorável" not in less[0]["message"]


def test_cq402_more_favourable_than_a_fixed_law_is_an_information():
    """Above a fixed percentage (Goiás), from fewer vacancies, rounding further up: information; the base
    of Lei 15.142 taken cargo by cargo stays a warning."""
    goias = get_law("go").version_at(dt.date(2026, 3, 1))
    found = compare_with_law(read_own_rule("5.1 Ficam reservadas aos candidatos negros 30% das vagas."), goias)
    assert [f["severity"] for f in found] == ["info"]
    assert "confira se é intencional" in found[0]["message"]
    lower = compare_with_law(read_own_rule("5.1 Ficam reservadas aos candidatos negros 10% das vagas."), goias)
    assert [f["severity"] for f in lower] == ["warning"]


def test_lint_findings_do_not_repeat_the_laws_check():
    goias = get_law("go").version_at(dt.date(2026, 3, 1))
    rule = read_own_rule(RULE_20)
    positions = [
        {"name": "A", "vacancies": 12, "reserved_stated": 1, "line": 20},
        {"name": "B", "vacancies": 12, "reserved_stated": 1, "line": 21},
    ]
    already = [{"code": "CQ102", "line": 20}]
    assert [f["line"] for f in lint_findings(rule, positions, already, goias)] == [21]
    assert [f["line"] for f in lint_findings(rule, positions, already, None)] == [20, 21]  # no law applies: all stand


def test_cq402_names_the_instrument_of_the_version():
    federal = get_law("federal").version_at(dt.date(2026, 3, 1))
    finding = compare_with_law(read_own_rule("5.1 Ficam reservadas aos candidatos negros 20% das vagas."), federal)[0]
    assert "pela Lei nº 15.142/2025, o percentual é 30%" in finding["message"]
    assert finding["basis_href"] and finding["basis_href"].startswith("leis/federal.html#")


# --- registry data ---------------------------------------------------------------------------------------


def test_rule_records_fit_the_registry():
    from cotacheck.linter.check.rule import SECTIONS, Rule
    from cotacheck.linter.rules import RULES as REGISTRY

    names = {f.name for f in dataclasses.fields(Rule)}
    for code, record in RULES.items():
        assert set(record) <= names and record["code"] == code
        assert set(record["docs"]) == {key for key, _ in SECTIONS}
        assert REGISTRY[code] == Rule(**record)  # registered as rules/cq40N.py, with these records


# --- the corpus -------------------------------------------------------------------------------------------


def test_own_rule_corpus_present():
    assert len(OWN_RULE_FILES) >= 4


@pytest.mark.parametrize("path", OWN_RULE_FILES, ids=[p.name for p in OWN_RULE_FILES])
def test_corpus_own_rule(path: Path):
    expected = json.loads(path.read_text(encoding="utf-8"))
    text = path.with_name(path.name.replace(".own_rule.json", ".txt")).read_text(encoding="utf-8")
    rule = read_own_rule(text)
    got = as_json(rule)
    for key in ("percent", "threshold", "rounding", "base"):
        want = expected["rule"][key]
        assert {k: got[key][k] for k in ("value", "line", "stated")} == want, key
    if expected["rule"]["groups"] is None:
        assert got["groups"]["value"] is None
    else:
        assert got["groups"]["value"] == expected["rule"]["groups"]["value"]
    law = expected["rule"]["law"]
    assert (
        got["law"]["value"] == {k: law[k] for k in ("cited", "known", "modelled")} and got["law"]["line"] == law["line"]
    )
    assert [c["values"] for c in got["conflicts"]] == expected["rule"]["conflicts"]
    linted = lint_text(text)
    positions = linted["positions"]
    findings = own_rule_findings(rule, positions)
    actual = sorted((f["code"], f["line"]) for f in findings)
    assert actual == sorted((f["code"], f["line"]) for f in expected["findings"])
    if "lint_findings" in expected:  # as wired into the linter: with the law it applies, without repeating CQ102
        version = None
        if linted["law"] and linted["applies"]:
            version = get_law(linted["law"]).version_at(dt.date.fromisoformat(linted["date"]))
        wired = lint_findings(rule, positions, linted["findings"], version)
        in_lint = [f for f in linted["findings"] if f["code"].startswith("CQ4")]  # as lint_text reports them
        assert sorted((f["code"], f["line"]) for f in in_lint) == sorted((f["code"], f["line"]) for f in wired)
        assert sorted((f["code"], f["line"]) for f in wired) == sorted(
            (f["code"], f["line"]) for f in expected["lint_findings"]
        )
    for want in expected["findings"]:
        match = next(f for f in findings if f["code"] == want["code"] and f["line"] == want["line"])
        if want["position"] is None:
            assert match["position"] is None
        else:
            assert want["position"] in match["position"]
        assert "a lei exige" not in match["message"].lower()


def test_every_label_starts_with_one_of_the_prefixes_labels_in_looks_for():
    """`labels_in` tries the labels' pattern only where one of `LABEL_PREFIXES` stands: each alternative of
    each label must open (after its `\\b`) with one of them, spelt out in full, and the labels found must be
    `finditer`'s on sentences of every label."""
    import random

    from cotacheck.linter.facts.own_rule import percentages

    for target, pattern in percentages._LABELS:
        depth, start, alternatives = 0, 0, []
        for i, char in enumerate(pattern.pattern):
            depth += char == "("
            depth -= char == ")"
            if char == "|" and depth == 0:
                alternatives.append(pattern.pattern[start:i])
                start = i + 1
        alternatives.append(pattern.pattern[start:])
        for alternative in alternatives:
            head = alternative.removeprefix(r"\b")
            assert any(head.startswith(p) for p in percentages.LABEL_PREFIXES), (target, alternative)
            literal = head[: min(len(p) for p in percentages.LABEL_PREFIXES if head.startswith(p))]
            assert literal.replace(" ", "").isalpha(), (target, alternative)
    words = (
        "negros negras pretos e pardos pretas ou pardas indígenas quilombolas pcd pne deficiência deficientes "
        "afrodescendentes afro-brasileiros cotas raciais cotista reserva racial étnico-racial trans transgênero "
        "travesti taxa acertos pontos nota pontuação desconto remuneração vencimento gratificação adicional "
        "questões frequência isenção multa juros mulheres idosos hipossuficiente estagiários de nível feminino "
        "contra outra cota vagas reserva de 20% para e ou, às aos candidatos"
    ).split()
    rng = random.Random(11)
    from cotacheck.linter.read.text import fold

    for _ in range(2000):
        text = fold(" ".join(rng.choice(words) for _ in range(rng.randint(1, 30))))
        expected = tuple((m.start(), m.end(), m.lastgroup) for m in percentages._ANY_LABEL.finditer(text))
        assert percentages.labels_in(text) == expected, text


def test_every_label_starts_where_the_labels_lookahead_lets_it():
    """The one pattern of all labels skips the characters no label starts at (`LABEL_STARTS`): each
    alternative of each label must start with one of those two letters, or it would never be found."""
    from cotacheck.linter.facts.own_rule import percentages
    from cotacheck.linter.read.text import fold

    for target, pattern in percentages._LABELS:
        depth, start, alternatives = 0, 0, []
        for i, char in enumerate(pattern.pattern):
            depth += char == "("
            depth -= char == ")"
            if char == "|" and depth == 0:
                alternatives.append(pattern.pattern[start:i])
                start = i + 1
        alternatives.append(pattern.pattern[start:])
        for alternative in alternatives:
            head = alternative.removeprefix(r"\b")[:2]
            assert head in percentages.LABEL_STARTS, (target, alternative)
    text = "aos candidatos negros e às pessoas com deficiência, isenção da taxa e pontuação"
    assert [m.lastgroup for m in percentages._ANY_LABEL.finditer(fold(text))] == [
        "negros",
        "pcd",
        "outro",
        "outro",
        "outro",
    ]
