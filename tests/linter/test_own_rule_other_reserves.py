"""Clauses of other reserves (PcD, indígenas, quilombolas, pessoas trans) are kept to their group: named in the
own rule's note, never compared with the racial percentage (issue 24, point 5)."""

from fractions import Fraction

import pytest

from cotacheck.linter.facts.own_rule import read_own_rule
from cotacheck.linter.facts.own_rule.findings import conflict_findings

NEGROS = "5.2.1 Das vagas oferecidas, 20% (vinte por cento) serão reservadas aos candidatos negros."


@pytest.mark.parametrize(
    ("clause", "group", "value"),
    [
        (
            "4.1.2 Do total de vagas, 10% serão providas na forma da Lei nº 7.853/1989 e da Lei nº 13.146/2015.",
            "pcd",
            10,
        ),
        ("4.1 Às pessoas com deficiência serão reservadas 5% (cinco por cento) das vagas.", "pcd", 5),
        (
            "7.1.1 Das vagas destinadas aos cargos, 3% (três por cento) serão reservadas para os candidatos que se "
            "autodeclararem indígenas, conforme Resolução n. 512/2023 do CNJ.",
            "indigenas",
            3,
        ),
        ("III - 2% (dois por cento) das vagas ficam reservadas aos candidatos quilombolas.", "quilombolas", 2),
        ("6.3 Fica reservado 1% das vagas às pessoas trans (travestis, mulheres e homens trans).", "trans", 1),
    ],
)
@pytest.mark.parametrize("before", [True, False])
def test_other_reserve_clause_is_apart_and_named(clause, group, value, before):
    text = f"{clause}\n{NEGROS}" if before else f"{NEGROS}\n{clause}"
    rule = read_own_rule(text)
    assert rule.percent.value == 20 and not rule.conflicts and conflict_findings(rule) == []
    assert [(g, v) for g, v, _ in rule.other_reserves()] == [(group, Fraction(value))]
    assert rule.others_note().endswith("(outras reservas, não conferidas)")


def test_section_headings_say_whose_bare_percentage_it_is():
    """Banrisul's wording: each reserve under its heading, the percentage naming no group, only laws."""
    text = "\n".join(
        [
            "4.1 - DAS VAGAS RESERVADAS ÀS PESSOAS COM DEFICIÊNCIA (PCD).",
            "4.1.2 - Do total de vagas, 10% serão providas na forma da Lei nº 7.853, de 24 de outubro de 1989, "
            "e do Decreto Estadual nº 56.229, de 7 de dezembro de 2021.",
            "4.2 - DAS VAGAS RESERVADAS AOS CANDIDATOS QUE SE AUTODECLARAREM NEGROS.",
            "4.2.2 - Das vagas destinadas, 16% serão providas na forma da Lei Estadual nº 14.147, de 19 de dezembro "
            "de 2012.",
            "4.3 - DAS VAGAS DESTINADAS ÀS PESSOAS TRANSGÊNERO",
            "4.3.1 - Das vagas destinadas, 1% será destinada às pessoas transgênero, na forma do Decreto Estadual nº "
            "56.229/2021.",
            "4.4 - DAS VAGAS DESTINADAS AOS INTEGRANTES DOS POVOS INDÍGENAS",
            "4.4.1 - Das vagas destinadas, 1% será provida na forma do Decreto Estadual nº 56.229/2021.",
        ]
    )
    rule = read_own_rule(text)
    assert rule.percent.value == 16 and rule.percent.line == 4 and not rule.conflicts
    assert rule.others_note() == "PcD 10%, pessoas trans 1%, indígenas 1% (outras reservas, não conferidas)"


def test_two_racial_percentages_still_conflict_beside_other_reserves():
    text = "\n".join(
        [
            "4.1 Às pessoas com deficiência serão reservadas 10% das vagas.",
            NEGROS,
            "8.1 Ficam reservadas aos candidatos negros 30% das vagas de cada cargo.",
            "9.1 Ficam reservadas 3% das vagas aos candidatos indígenas.",
        ]
    )
    rule = read_own_rule(text)
    assert {v for v, _ in rule.conflicts[0].values} == {Fraction(20), Fraction(30)}
    assert len(conflict_findings(rule)) == 1


def test_groups_listed_with_pretos_e_pardos_stay_the_racial_split():
    rule = read_own_rule(
        "5.1 Das vagas oferecidas, 25 % serão reservadas a candidatos pretos e pardos, 3 % a indígenas e 2 % a "
        "quilombolas."
    )
    assert rule.percent.value == 30 and rule.groups.value == {"pretos_pardos": 25, "indigenas": 3, "quilombolas": 2}
    assert rule.other_reserves() == ()


def test_a_racial_law_under_a_pcd_heading_is_not_taken_for_the_racial_rule():
    text = (
        "4.1 DAS VAGAS DAS PESSOAS COM DEFICIÊNCIA\n4.1.1 Das vagas, 5% serão providas na forma da Lei nº 12.990/2014."
    )
    rule = read_own_rule(text)
    assert rule.percent.value is None and [(g, v) for g, v, _ in rule.other_reserves()] == [("pcd", 5)]
