"""The edital's own rule in lint_text: CQ401–CQ403 with any law or none, `own_rule` in the JSON, CQ302
pointing to it and to "outra lei", and law "outra" with the user's parameters."""

from __future__ import annotations

import datetime as dt

import pytest

from cotacheck.errors import InputError
from cotacheck.linter import lint_text
from cotacheck.reserve.custom_law import make_params

OWN = "5.1 Ficam reservadas aos candidatos negros 16% (dezesseis por cento) das vagas de cada cargo.\n"
TABLE = "Cargo AC Negros Total\nAnalista 12 1 13\n"
HEAD = "PREFEITURA MUNICIPAL DE EXEMPLO\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n"


def test_without_a_law_the_cargos_are_checked_against_the_edital_rule():
    result = lint_text(HEAD + OWN + TABLE)
    codes = [f["code"] for f in result["findings"]]
    assert "CQ302" in codes and "CQ401" in codes  # 16 % of 13 = 2,08 → 2; the edital reserves 1
    cq302 = next(f for f in result["findings"] if f["code"] == "CQ302")
    assert "outra lei" in cq302["message"] and "própria regra (16%" in cq302["message"]
    assert result["own_rule"]["percent"]["value"] == "16"
    assert result["own_rule"]["proposed_params"] == {
        "percentual": "16",
        "minimo": 3,
        "arredondamento": "half_up",
        "base": "cargo",
    }


def test_without_a_rule_cq302_says_only_how_to_choose_the_law():
    result = lint_text(HEAD + TABLE)
    cq302 = next(f for f in result["findings"] if f["code"] == "CQ302")
    assert "outra lei" in cq302["message"] and "própria regra" not in cq302["message"]
    assert result["own_rule"]["proposed_params"] is None and "CQ401" not in [f["code"] for f in result["findings"]]


def test_law_outra_with_parameters_checks_against_them_without_claiming_the_law():
    result = lint_text(HEAD + OWN + TABLE, law="outra", params=make_params("30"))
    assert result["law"] == "outra" and result["positions"][0]["reserved_required"] == 4
    assert result["positions"][0]["pcd_required"] is None  # the user's parameters are the racial rule only
    cq102 = next(f for f in result["findings"] if f["code"] == "CQ102")
    assert "parâmetros informados" in cq102["message"] and "pela lei" not in cq102["message"]
    assert cq102["basis"].startswith("parâmetros informados pelo usuário") and cq102["basis_href"] is None
    assert not [f for f in result["findings"] if f["code"] in ("CQ302", "CQ203", "CQ304", "CQ402")]


def test_law_outra_takes_missing_parameters_from_the_edital():
    result = lint_text(HEAD + OWN + TABLE, law="outra", params={"threshold": 20})
    assert result["detected"]["params_source"] == "usuario+edital"
    assert result["detected"]["params"]["percentual"] == "16" and result["detected"]["params"]["minimo"] == "20"
    assert result["positions"][0]["reserved_required"] == 0  # 13 vacancies, below the minimum of 20


def test_law_outra_with_no_rule_and_no_percentage_is_a_portuguese_error():
    with pytest.raises(InputError, match="informe os parâmetros"):
        lint_text(HEAD + TABLE, law="outra")
    with pytest.raises(InputError, match="Percentual"):
        lint_text(HEAD + TABLE, law="outra", params={"percent": "cem"})


def test_a_modelled_law_compares_the_declared_rule_cq402():
    text = "MINISTÉRIO DA FAZENDA\nEDITAL Nº 1, DE 10 DE MARÇO DE 2026\n" + OWN + TABLE
    result = lint_text(text, law="federal", date=dt.date(2026, 3, 10))
    cq402 = [f for f in result["findings"] if f["code"] == "CQ402"]
    assert cq402 and "30%" in cq402[0]["message"] and cq402[0]["basis_href"]


def _texts(result: dict) -> str:
    """Every sentence the result shows about its law: title, version, reason and each finding."""
    parts = [result.get("law_title") or "", result.get("version") or "", result.get("reason") or ""]
    parts += [f"{f['message']} {f.get('basis') or ''}" for f in result["findings"]]
    return " ".join(parts)


def test_outra_lei_from_the_edital_alone_never_says_the_user_gave_the_figures():
    """'Outra lei' with no parameter given takes the edital's own rule: the result names that rule as the
    source everywhere, never "parâmetros informados pelo usuário" beside "parâmetros não informados"."""
    result = lint_text(HEAD + OWN + TABLE, law="outra", date=dt.date(2026, 3, 10))
    assert result["detected"]["params_source"] == "edital"
    texts = _texts(result)
    assert "informados pelo usuário" not in texts and "parâmetros informados" not in texts, texts
    assert "regra declarada pelo próprio edital" in result["law_title"]
    cq102 = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert cq102 and all("regra do próprio edital" in f["message"] for f in cq102)


def test_outra_lei_says_which_figures_the_user_gave():
    """All figures given: the user's; some given, the rest from the edital: both, in one phrase."""
    given = make_params(16, None, 3, "half_up", "cargo")
    mine = lint_text(HEAD + OWN + TABLE, law="outra", params=given, date=dt.date(2026, 3, 10))
    assert mine["law_title"] == "outra lei (parâmetros informados pelo usuário)"
    partly = lint_text(HEAD + OWN + TABLE, law="outra", params={"percent": "20"}, date=dt.date(2026, 3, 10))
    assert partly["detected"]["params_source"] == "usuario+edital"
    assert "completados pela regra declarada pelo próprio edital" in partly["law_title"]
