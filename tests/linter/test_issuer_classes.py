"""Issuers placed where the law puts them (facts/issuer.py, detect.choose_law, detect_branch, detect_kind):
the Sistema S and the OAB outside the administration, the TJDFT, the MPDFT and the conselhos profissionais
federal, state entities by class, municipal bodies by class, an exam board over a prefeitura; the Poder
from the issuer's heading, not from a clause; the kind of a Goiás PSS for empregos públicos."""

from __future__ import annotations

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.facts import detect
from cotacheck.linter.facts.issuer import find_issuer
from cotacheck.linter.read.text import split_lines

ANNOUNCE = "O órgão torna pública a abertura de processo seletivo."


def lines_of(*rows: str):
    return split_lines("\n".join(rows))


def choice(*heading: str):
    lines = lines_of(*heading, "EDITAL Nº 1/2026", ANNOUNCE)
    issuer = find_issuer(lines)
    return issuer, detect.choose_law(issuer, detect.detect_law(lines))


SISTEMA_S = [
    ["SERVIÇO NACIONAL DE APRENDIZAGEM INDUSTRIAL – SENAI", "DEPARTAMENTO REGIONAL DE GOIÁS"],
    ["SERVIÇO NACIONAL DE APRENDIZAGEM COMERCIAL – SENAC/RN"],
    ["SERVIÇO SOCIAL DO COMÉRCIO – SESC GOIÁS"],
    ["SERVIÇO SOCIAL DA INDÚSTRIA – SESI", "DEPARTAMENTO REGIONAL DO RIO GRANDE DO NORTE"],
    ["SERVIÇO BRASILEIRO DE APOIO ÀS MICRO E PEQUENAS EMPRESAS – SEBRAE/RN"],
    ["SERVIÇO NACIONAL DE APRENDIZAGEM RURAL – SENAR GOIÁS"],
    ["SERVIÇO SOCIAL DO TRANSPORTE – SEST", "SERVIÇO NACIONAL DE APRENDIZAGEM DO TRANSPORTE – SENAT"],
]


@pytest.mark.parametrize("heading", SISTEMA_S, ids=[h[0][:30] for h in SISTEMA_S])
def test_sistema_s_is_outside_the_administration_not_federal(heading):
    issuer, law = choice(*heading)
    assert issuer.sphere == "fora" and not issuer.ambiguous
    assert law.law is None and not law.guessed
    assert "RE 789.874" in law.note and "fora da administração pública" in law.note


def test_oab_is_sui_generis():
    issuer, law = choice("ORDEM DOS ADVOGADOS DO BRASIL – SECCIONAL DE GOIÁS")
    assert issuer.sphere == "fora"
    assert law.law is None and not law.guessed and "ADI 3.026" in law.note


@pytest.mark.parametrize(
    "heading,branch",
    [
        (["PODER JUDICIÁRIO", "TRIBUNAL DE JUSTIÇA DO DISTRITO FEDERAL E DOS TERRITÓRIOS"], "judiciario"),
        (["MINISTÉRIO PÚBLICO DO DISTRITO FEDERAL E TERRITÓRIOS – MPDFT"], "ministerio_publico"),
    ],
)
def test_tjdft_and_mpdft_are_bodies_of_the_union(heading, branch):
    issuer, law = choice(*heading)
    assert (issuer.sphere, law.law, law.guessed) == ("federal", "federal", False)
    assert "art. 21, XIII" in law.note
    assert detect.detect_branch(lines_of(*heading, ANNOUNCE), issuer).branch == branch


@pytest.mark.parametrize(
    "heading",
    [
        ["CONSELHO REGIONAL DE MEDICINA DO ESTADO DE GOIÁS – CREMEGO"],
        ["CONSELHO REGIONAL DE ENGENHARIA E AGRONOMIA DO RIO GRANDE DO NORTE – CREA-RN"],
        ["CONSELHO FEDERAL DE CONTABILIDADE"],
    ],
)
def test_professional_councils_are_federal_autarchies(heading):
    issuer, law = choice(*heading)
    assert (issuer.sphere, law.law, law.guessed) == ("federal", "federal", False)
    assert "ADI 1.717" in law.note


@pytest.mark.parametrize(
    "heading",
    [
        ["MINISTÉRIO DA SAÚDE", "FUNDAÇÃO OSWALDO CRUZ – FIOCRUZ"],
        ["FIOCRUZ"],
        ["EXÉRCITO BRASILEIRO", "ESCOLA DE SARGENTOS DAS ARMAS"],
        ["COMANDO DA AERONÁUTICA"],
        ["MARINHA DO BRASIL", "DIRETORIA DE ENSINO DA MARINHA"],
        ["HOSPITAL DAS CLÍNICAS DA UFG – HC-UFG/EBSERH"],
    ],
)
def test_fiocruz_armed_forces_and_ebserh_units_are_federal(heading):
    issuer, law = choice(*heading)
    assert (issuer.sphere, law.law, law.guessed) == ("federal", "federal", False)


@pytest.mark.parametrize(
    "heading,state",
    [
        (["GOVERNO DE GOIÁS", "COMUNICADO"], "go"),
        (["GOVERNO DO RIO GRANDE DO NORTE"], "rn"),
        (["AGÊNCIA GOIANA DE INFRAESTRUTURA E TRANSPORTES – GOINFRA"], "go"),
        (["GOINFRA"], "go"),
        (["AGÊNCIA GOIANA DE REGULAÇÃO, CONTROLE E FISCALIZAÇÃO DE SERVIÇOS PÚBLICOS – AGR"], "go"),
        (["GOIÁS PREVIDÊNCIA – GOIASPREV"], "go"),
        (["FUNDAÇÃO DE AMPARO À PESQUISA DO ESTADO DE GOIÁS – FAPEG"], "go"),
        (["INSTITUTO DE PREVIDÊNCIA DOS SERVIDORES DO ESTADO DO RIO GRANDE DO NORTE – IPERN"], "rn"),
        (["INSTITUTO TÉCNICO-CIENTÍFICO DE PERÍCIA – ITEP-RN"], "rn"),
        (["INSTITUTO DE DESENVOLVIMENTO SUSTENTÁVEL E MEIO AMBIENTE DO RIO GRANDE DO NORTE – IDEMA"], "rn"),
        (["EMPRESA DE PESQUISA AGROPECUÁRIA DO RIO GRANDE DO NORTE – EMPARN"], "rn"),
        (["EMPARN"], "rn"),
        (["INSTITUTO DE DESENVOLVIMENTO SUSTENTÁVEL E MEIO AMBIENTE DO RN – IDEMA"], "rn"),
    ],
)
def test_state_entities_are_state_bodies(heading, state):
    issuer, law = choice(*heading)
    assert (issuer.sphere, issuer.state) == ("estadual", state)
    assert (law.law, law.guessed) == (state, False)  # errors stay errors: the law is not guessed


@pytest.mark.parametrize(
    "heading",
    [
        ["HOSPITAL MUNICIPAL DE APARECIDA DE GOIÂNIA"],
        ["AGÊNCIA MUNICIPAL DO MEIO AMBIENTE DE GOIÂNIA – AMMA"],
        ["CONSÓRCIO PÚBLICO DE SAÚDE DO VALE DO AÇU"],
        ["CONSÓRCIO INTERMUNICIPAL DE SAÚDE DA REGIÃO DE RIO VERDE – GOIÁS"],
        ["UFRN / COMPERVE / PREFEITURA MUNICIPAL DE CAICÓ"],
        [
            "UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE",
            "NÚCLEO PERMANENTE DE CONCURSOS – COMPERVE",
            "PREFEITURA MUNICIPAL DE CAICÓ/RN",
        ],
    ],
)
def test_municipal_bodies_and_an_exam_board_over_a_prefeitura(heading):
    issuer, law = choice(*heading)
    assert issuer.sphere == "municipal" and not issuer.ambiguous
    assert law.law is None and not law.guessed


def test_a_university_announcing_for_a_prefeitura_through_its_board():
    lines = lines_of(
        "PREFEITURA MUNICIPAL DE CAICÓ",
        "A Universidade Federal do Rio Grande do Norte, por meio da COMPERVE, torna público o concurso.",
    )
    assert find_issuer(lines).sphere == "municipal"


SAUDE = """GOVERNO DO ESTADO DE GOIÁS
SECRETARIA DE ESTADO DA SAÚDE
CONCURSO PÚBLICO – EDITAL Nº 3/2026, DE 16 DE MARÇO DE 2026
Fica eleito o foro de Goiânia; as ações serão propostas perante o Tribunal de Justiça do Estado de Goiás.
A Secretaria de Estado da Saúde torna pública a abertura de concurso público para cargos efetivos.
2. DOS CARGOS E DAS VAGAS
CARGO | AC | PcD | NEGROS | TOTAL
Analista em Saúde – Enfermagem 12 1 2 15
Analista em Saúde – Farmácia 8 1 1 10
"""


def test_the_heading_issuer_outranks_a_court_named_in_a_clause():
    result = lint_text(SAUDE)
    d = result["detected"]
    assert (result["branch"], d["branch_line"], d["branch_how"]) == ("executivo", 2, "emissor")
    assert [f["severity"] for f in result["findings"] if f["code"] == "CQ102"] == ["error", "error"]


def test_a_poder_read_from_the_text_that_turns_the_law_off_is_a_doubt():
    text = "EDITAL Nº 4/2026, DE 2 DE MARÇO DE 2026\nConcurso para o quadro de servidores.\n" + (
        "Os recursos serão julgados pelo Tribunal de Justiça.\nCARGO | AC | PcD | NEGROS | TOTAL\nAnalista 8 1 1 10\n"
    )
    result = lint_text(text, law="go")
    cq301 = [f for f in result["findings"] if f["code"] == "CQ301"]
    assert result["branch"] == "judiciario" and result["detected"]["branch_how"] == "texto"
    assert cq301 and cq301[0]["severity"] == "warning"
    assert "linha 3" in cq301[0]["message"] and "Confira" in cq301[0]["message"]


def test_a_poder_from_the_issuer_that_turns_the_law_off_says_its_line():
    text = (
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS\nEDITAL Nº 1/2026, DE 2 DE MARÇO DE 2026\n"
        + ANNOUNCE
        + ("\nCARGO | AC | PcD | NEGROS | TOTAL\nAnalista 8 1 1 10\n")
    )
    result = lint_text(text, law="go")
    cq301 = next(f for f in result["findings"] if f["code"] == "CQ301")
    assert "lido na linha 1" in cq301["message"] and "pelo emissor do edital" in cq301["message"]


DPE_RN = """DEFENSORIA PÚBLICA DO ESTADO DO RIO GRANDE DO NORTE
CONCURSO PÚBLICO – EDITAL Nº 1/2026, DE 2 DE MARÇO DE 2026
A Defensora Pública-Geral torna pública a abertura de concurso público para servidores.
CARGO | AC | PcD | NEGROS | TOTAL
Analista 8 1 1 10
"""


def test_dpe_rn_gets_no_error_resting_on_a_contested_reading():
    result = lint_text(DPE_RN)
    cq102 = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert result["law"] == "rn" and result["branch"] == "defensoria"
    assert cq102 and all(f["severity"] == "warning" for f in cq102)
    assert "leitura contestada" in cq102[0]["message"]
    assert not any(f["severity"] == "error" for f in result["findings"])


TCE = """TRIBUNAL DE CONTAS DO ESTADO DE GOIÁS
EDITAL Nº 1, DE {date}
O Presidente torna pública a abertura de concurso público para cargos efetivos.
CARGO | AC | PcD | NEGROS | TOTAL
Analista de Controle Externo 8 1 0 9
"""


@pytest.mark.parametrize("date,severity", [("10 DE JULHO DE 2025", "warning"), ("2 DE MARÇO DE 2026", "error")])
def test_a_court_of_accounts_follows_the_legislative_as_a_reading(date, severity):
    """Bound from 06/05/2025 as the Legislative, from 03/09/2025 as the Executive: in between, a warning."""
    result = lint_text(TCE.format(date=date))
    assert result["date"] == ("2025-07-10" if "2025" in date else "2026-03-02")
    assert result["branch"] == "legislativo"  # never "Poder Executivo"
    assert "órgão auxiliar do Poder Legislativo" in result["detected"]["reason"]
    assert [f["severity"] for f in result["findings"] if f["code"] == "CQ102"] == [severity]


def test_the_tcu_is_federal_and_not_the_executive():
    issuer, law = choice("TRIBUNAL DE CONTAS DA UNIÃO")
    lines = lines_of("TRIBUNAL DE CONTAS DA UNIÃO", ANNOUNCE)
    assert law.law == "federal" and detect.detect_branch(lines, issuer).branch == "legislativo"


@pytest.mark.parametrize(
    "rows,kind",
    [
        (
            ["PROCESSO SELETIVO SIMPLIFICADO", "para o provimento de empregos públicos sob o regime celetista"],
            "emprego",
        ),
        (["PROCESSO SELETIVO SIMPLIFICADO", "para contratação por tempo determinado"], "temporario"),
        (["PROCESSO SELETIVO SIMPLIFICADO – PSS Nº 3/2025"], "temporario"),
    ],
)
def test_a_pss_for_empregos_publicos_is_not_temporary_hiring(rows, kind):
    assert detect.detect_kind(lines_of(*rows))[0] == kind


def test_the_internship_decree_cited_points_to_federal_law():
    lines = lines_of("Seleção de estagiários nos termos do Decreto nº 9.427/2018.")
    assert detect.detect_law(lines)[0] == "federal"


def test_a_state_code_inside_a_sentence_is_no_state():
    """ "de se" (Sergipe's code after "de") in a heading's sentence names no state entity."""
    assert find_issuer(lines_of("INSTITUTO CULTURAL A FIM DE SE ORGANIZAR", "EDITAL Nº 1/2026")).sphere is None
