"""One fixture per rule code: a text on which the rule fires and one on which it does not.

Each case runs the whole linter (`lint_text`) on a Goiás edital (GO_HEAD, published 10/03/2026)
unless it gives its own law and date; a new rule in the registry fails `test_every_rule_has_a_fixture`
until its case is written here.
"""

from __future__ import annotations

import datetime as dt

import pytest
from lint_samples import CLAUSES, GO_HEAD, codes

from cotacheck.linter import lint_text
from cotacheck.linter.rules import RULES, STATUS

TABLE_OK = "Cargo AC PcD Negros Total\nAnalista 7 1 2 10\n"
SLICES = "Cargo: Professor\nMunicípio AC Negros Total\nGoiânia 2 - 2\nAnápolis 2 - 2\nRio Verde 2 - 2\nCatalão 2 - 2\nJataí 2 - 2\n"
ANCESTRY = "Na heteroidentificação, a comissão poderá considerar documentos oficiais dos pais do candidato.\n"
GO_2025 = {"law": "go", "date": dt.date(2025, 6, 1)}
OWN_20 = "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
OWN_30 = "5.1 Ficam reservadas aos candidatos negros 30% (trinta por cento) das vagas de cada cargo.\n"
OWN_30_TOTAL = OWN_30.replace(" das vagas de cada cargo", " do total de vagas do edital")
CR_ONLY = "Cargo Vagas\nAnalista CR\nTécnico CR\n"
CR_REGISTRATION = (
    "3.1 Os candidatos pretos e pardos, indígenas e quilombolas poderão se inscrever pela reserva de vagas, que valerá "
    "para as vagas que surgirem.\n"
)
FED_HEAD = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\nConcurso público federal. Lei nº 15.142/2025.\n"

#: code → ((text firing, options), (text not firing, options))
FIXTURES: dict[str, tuple[tuple[str, dict], tuple[str, dict]]] = {
    "CQ101": ((GO_HEAD + "Cargo AC PcD Total\nAnalista 9 1 10\n" + CLAUSES, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ102": (
        (GO_HEAD + "Cargo AC PcD Negros Total\nAgente 13 1 1 15\n" + CLAUSES, {}),
        (GO_HEAD + "Cargo AC PcD Negros Total\nAgente 11 1 3 15\n" + CLAUSES, {}),
    ),
    "CQ103": (
        (GO_HEAD + "Cargo AC Negros Total\nTécnico 5 3 8\n" + CLAUSES, {}),
        (GO_HEAD + "Cargo AC Negros Total\nTécnico 6 2 8\n" + CLAUSES, {}),
    ),
    "CQ104": ((GO_HEAD + SLICES + CLAUSES, {}), (GO_HEAD + "Cargo AC Negros Total\nProfessor 8 2 10\n" + CLAUSES, {})),
    "CQ105": (
        (GO_HEAD + "Cargo AC PcD Negros Total\nAnalista 8 1 2 10\n" + CLAUSES, {}),
        (GO_HEAD + TABLE_OK + CLAUSES, {}),
    ),
    "CQ201": ((GO_HEAD + TABLE_OK + CLAUSES + ANCESTRY, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ202": ((GO_HEAD + "Cargo AC Total\nAnalista 2 2\n", {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ203": ((GO_HEAD + TABLE_OK, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ204": ((GO_HEAD + TABLE_OK, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ205": ((GO_HEAD + TABLE_OK, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ206": ((GO_HEAD + TABLE_OK, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ207": ((GO_HEAD + TABLE_OK, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ301": ((TABLE_OK + CLAUSES, GO_2025), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ302": (("EDITAL Nº 1/2026\n" + TABLE_OK + CLAUSES, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    "CQ303": ((GO_HEAD + CLAUSES, {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    # a signature date the title's year contradicts is not confirmed; a date in the title is
    "CQ304": (
        (
            "EDITAL Nº 1/2023\nLei estadual nº 23.389/2025\n" + TABLE_OK + CLAUSES + "Goiânia, 10 de março de 2026.\n",
            {},
        ),
        (GO_HEAD + TABLE_OK + CLAUSES, {}),
    ),
    # a line past the 2 000 characters read at once
    "CQ305": ((GO_HEAD + TABLE_OK + CLAUSES + "texto " * 500 + "\n", {}), (GO_HEAD + TABLE_OK + CLAUSES, {})),
    # Lei 15.142 on the whole edital: 3 cargos of 4 vacancies each reserve 1 each (3); 30 % of 12 = 4 (3,6 → 4)
    "CQ106": (
        (FED_HEAD + OWN_30 + "Cargo AC Negros Total\nAnalista 3 1 4\nTécnico 3 1 4\nAuditor 3 1 4\n" + CLAUSES, {}),
        (FED_HEAD + OWN_30 + "Cargo AC Negros Total\nAnalista 2 2 4\nTécnico 3 1 4\nAuditor 3 1 4\n" + CLAUSES, {}),
    ),
    # an edital of 2026 citing the revoked Lei 12.990 for its reserve
    "CQ306": (
        (
            FED_HEAD
            + OWN_30.replace(".\n", ", na forma da Lei nº 12.990/2014.\n")
            + "Cargo AC Negros Total\nAnalista 7 3 10\n",
            {},
        ),
        (FED_HEAD + OWN_30 + "Cargo AC Negros Total\nAnalista 7 3 10\n", {}),
    ),
    # the edital against its own rule, with no law known (CQ302): 20% of 12 = 2,4 → 2, and it reserves 1
    "CQ401": (
        ("EDITAL Nº 1/2026\n" + OWN_20 + "Cargo AC PcD Negros Total\nAssistente 10 1 1 12\n", {}),
        ("EDITAL Nº 1/2026\n" + OWN_20 + "Cargo AC PcD Negros Total\nAssistente 9 1 2 12\n", {}),
    ),
    # a federal edital of 2026 declaring Lei 12.990's 20% where Lei 15.142 says 30% (of the totality of vacancies)
    "CQ402": (
        (FED_HEAD + OWN_20 + "Cargo AC Negros Total\nAnalista 7 3 10\n", {}),
        (FED_HEAD + OWN_30_TOTAL + "Cargo AC Negros Total\nAnalista 7 3 10\n", {}),
    ),
    # Lei 15.142 with cadastro de reserva only: registration through the reserve (art. 5º, § 3º)
    "CQ208": ((FED_HEAD + CR_ONLY, {}), (FED_HEAD + CR_ONLY + CR_REGISTRATION, {})),
    "CQ403": (
        (
            GO_HEAD
            + OWN_20
            + TABLE_OK
            + "9.4 Observado o percentual de 25% das vagas reservado aos candidatos negros.\n",
            {},
        ),
        (GO_HEAD + OWN_20 + TABLE_OK + CLAUSES, {}),
    ),
}


def test_every_rule_has_a_fixture():
    assert sorted(FIXTURES) == sorted(code for code in RULES if STATUS[code] != "removed")


@pytest.mark.parametrize("code", sorted(FIXTURES))
def test_rule_fires(code):
    text, options = FIXTURES[code][0]
    found = lint_text(text, **options)
    assert code in codes(found), (code, codes(found))
    finding = next(f for f in found["findings"] if f["code"] == code)
    assert finding["severity"] == RULES[code].severity and finding["message"] and "{" not in finding["message"]


@pytest.mark.parametrize("code", sorted(FIXTURES))
def test_rule_does_not_fire(code):
    text, options = FIXTURES[code][1]
    assert code not in codes(lint_text(text, **options))


def test_clause_rules_go_only_where_the_law_says():
    """CQ201 and CQ202 are Goiás's rules (Rule.laws): the same texts under the RN law do not fire them."""
    rn = {"law": "rn", "date": dt.date(2026, 3, 10)}
    assert "CQ201" not in codes(lint_text(FIXTURES["CQ201"][0][0], **rn))
    assert "CQ202" not in codes(lint_text(FIXTURES["CQ202"][0][0], **rn))


#: CQ106's own "Exemplo que dispara": ten cargos of one vacancy each, no reserve column (30 % of 10 = 3).
ONE_VACANCY_CARGOS = ("Analista", "Técnico", "Auditor", "Contador", "Engenheiro", "Arquiteto", "Médico", "Psicólogo")
ONE_VACANCY_CARGOS += ("Economista", "Estatístico")


def test_cq106_own_example_fires():
    """The rule's page shows this example: it must fire, and as an error (every reading owes 3 of 10)."""
    assert "10 cargos de 1 vaga" in RULES["CQ106"].docs["bad"]
    table = "Cargo AC Total\n" + "".join(f"{name} 1 1\n" for name in ONE_VACANCY_CARGOS)
    found = lint_text(FED_HEAD + table + CLAUSES)
    (cq106,) = [f for f in found["findings"] if f["code"] == "CQ106"]
    assert cq106["severity"] == "error" and "(10): 3 vaga(s)" in cq106["message"]
    assert "CQ101" not in codes(found)  # no cargo reaches the minimum alone
    # the corrected example: 3 of the 10 reserved
    rows = "".join(f"{name} {0 if i < 3 else 1} {1 if i < 3 else 0} 1\n" for i, name in enumerate(ONE_VACANCY_CARGOS))
    assert "CQ106" not in codes(lint_text(FED_HEAD + "Cargo AC Negros Total\n" + rows + CLAUSES))


def test_cq106_with_no_figures_but_a_declared_percentage_is_a_warning():
    table = "Cargo AC Total\n" + "".join(f"{name} 1 1\n" for name in ONE_VACANCY_CARGOS)
    found = lint_text(FED_HEAD + OWN_30.replace(" de cada cargo", " do edital") + table + CLAUSES)
    (cq106,) = [f for f in found["findings"] if f["code"] == "CQ106"]
    assert cq106["severity"] == "warning" and "não diz quantas vagas reserva" in cq106["message"]


def _bad_example(code: str) -> str:
    """The text of a rule's "Exemplo que dispara" after its first line (which says what edital it is)."""
    return RULES[code].docs["bad"].split("\n", 1)[1] + "\n"


def test_cq402_own_example_fires_on_the_base():
    """The rule's page shows "30% das vagas de cada cargo" under Lei 15.142 (art. 1º, § 2º: the totality)."""
    found = lint_text(FED_HEAD + _bad_example("CQ402") + "Cargo AC Negros Total\nAnalista 7 3 10\n" + CLAUSES)
    (cq402,) = [f for f in found["findings"] if f["code"] == "CQ402"]
    assert cq402["severity"] == "warning" and "reserva calculada em cada cargo" in cq402["message"]
    assert "totalidade das vagas do edital" in cq402["message"] and cq402["basis"].endswith("art. 1º, § 2º")
    good = RULES["CQ402"].docs["good"] + "\n"
    assert "CQ402" not in codes(lint_text(FED_HEAD + good + "Cargo AC Negros Total\nAnalista 7 3 10\n" + CLAUSES))


def test_cq402_compares_the_base_only_under_the_law_on_the_totality():
    on_total = "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) do total de vagas do edital.\n"
    per_cargo = "5.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    table = "Cargo AC Negros Total\nAnalista 8 2 10\n" + CLAUSES
    # per-cargo laws: Lei 12.990 ("do total das vagas … para o cargo" is one cargo's total), Goiás and RN (the whole
    # concurso is the competing reading the law data records)
    fed_2024 = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2024\nConcurso público federal.\n"
    for text, options in ((fed_2024, {}), (GO_HEAD, {}), (GO_HEAD, {"law": "rn", "date": dt.date(2026, 3, 10)})):
        for rule in (on_total, per_cargo):
            assert "CQ402" not in codes(lint_text(text + rule + table, **options)), (text[:20], rule)
    # Lei 15.142 before its decree too (art. 1º, § 2º is the law's own)
    found = lint_text(FED_HEAD + OWN_30 + table, law="federal", date=dt.date(2025, 6, 10))
    assert [f["severity"] for f in found["findings"] if f["code"] == "CQ402"] == ["warning"]


def test_cq208_own_examples():
    found = lint_text(FED_HEAD + _bad_example("CQ208"))
    (cq208,) = [f for f in found["findings"] if f["code"] == "CQ208"]
    assert "só cadastro de reserva" in cq208["message"] and cq208["basis_href"].endswith("#art-5-p3")
    assert "CQ208" not in codes(lint_text(FED_HEAD + RULES["CQ208"].docs["good"] + "\n"))


def test_cq208_counts_the_whole_edital_and_only_under_lei_15142():
    one = "Cargo AC Total\nAnalista 1 1\n"
    assert "1 vaga" in next(f["message"] for f in lint_text(FED_HEAD + one)["findings"] if f["code"] == "CQ208")
    assert "CQ208" not in codes(lint_text(FED_HEAD + one + "Técnico 1 1\n"))  # 2 in all: the reserve applies (CQ106)
    before_decree = {"date": dt.date(2025, 6, 10)}
    assert "CQ208" in codes(lint_text(FED_HEAD + CR_ONLY, law="federal", **before_decree))  # the law alone
    assert "CQ208" not in codes(lint_text(FED_HEAD + CR_ONLY, law="federal", date=dt.date(2024, 3, 10)))  # 12.990
    refused = "3.1 Os candidatos pretos e pardos não poderão se inscrever pela reserva de vagas.\n"
    assert "CQ208" in codes(lint_text(FED_HEAD + CR_ONLY + refused))
    opting = "3.1 No ato da inscrição, o candidato poderá optar por concorrer às vagas reservadas.\n"
    assert "CQ208" not in codes(lint_text(FED_HEAD + CR_ONLY + opting))
