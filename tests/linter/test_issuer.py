"""Who issues the edital decides the law (facts/issuer.py, detect.choose_law): one edital head per
sphere, written here, in Goiás, Rio Grande do Norte and elsewhere, and the law each one gets."""

from __future__ import annotations

import pytest

from cotacheck.linter import lint_text
from cotacheck.linter.facts.issuer import find_issuer
from cotacheck.linter.read.text import split_lines

ANNOUNCE = "torna pública a abertura de concurso público para provimento de cargos efetivos."

#: (heading lines, sphere, state, words the body is found by)
HEADS = [
    (["PREFEITURA MUNICIPAL DE ANÁPOLIS – GOIÁS", "EDITAL Nº 1/2026"], "municipal", "go", "prefeitura"),
    (["PREFEITURA MUNICIPAL DE MOSSORÓ/RN", "EDITAL Nº 3/2026"], "municipal", "rn", "prefeitura"),
    (["CÂMARA MUNICIPAL DE NATAL", "EDITAL Nº 1/2026"], "municipal", "rn", "camara municipal"),
    (["CÂMARA MUNICIPAL DE RIO VERDE – ESTADO DE GOIÁS"], "municipal", "go", "camara municipal"),
    (["SERVIÇO AUTÔNOMO DE ÁGUA E ESGOTO DE CAICÓ"], "municipal", None, "servico autonomo de agua"),
    (["AUTARQUIA MUNICIPAL DE TRÂNSITO DE APARECIDA DE GOIÂNIA"], "municipal", "go", "autarquia municipal"),
    (["INSTITUTO DE PREVIDÊNCIA MUNICIPAL DE GOIÂNIA"], "municipal", "go", "instituto de previdencia municipal"),
    (["MUNICÍPIO DE CAMPINAS", "ESTADO DE SÃO PAULO"], "municipal", "sp", "municipio de"),
    (["ESTADO DE GOIÁS", "SECRETARIA DE ESTADO DA EDUCAÇÃO"], "estadual", "go", "secretaria de estado"),
    (
        ["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE", "SECRETARIA DE ESTADO DA SAÚDE PÚBLICA"],
        "estadual",
        "rn",
        "secretaria de estado",
    ),
    (["POLÍCIA CIVIL DO ESTADO DE GOIÁS"], "estadual", "go", "policia civil"),
    (["POLÍCIA MILITAR DO RIO GRANDE DO NORTE"], "estadual", "rn", "policia militar"),
    (["ASSEMBLEIA LEGISLATIVA DO ESTADO DE GOIÁS"], "estadual", "go", "assembleia legislativa"),
    (["ASSEMBLEIA LEGISLATIVA DO ESTADO DE MINAS GERAIS"], "estadual", "mg", "assembleia legislativa"),
    (["TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO NORTE"], "estadual", "rn", "tribunal de justica"),
    (["TRIBUNAL DE JUSTIÇA DO ESTADO DE RONDÔNIA"], "estadual", "ro", "tribunal de justica"),
    (["UNIVERSIDADE ESTADUAL DE GOIÁS – UEG"], "estadual", "go", "universidade estadual"),
    (["UNIVERSIDADE DO ESTADO DO RIO GRANDE DO NORTE – UERN"], "estadual", "rn", "universidade do estado"),
    (["SANEAMENTO DE GOIÁS S.A. – SANEAGO"], "estadual", "go", "saneago"),
    (["COMPANHIA DE ÁGUAS E ESGOTOS DO RIO GRANDE DO NORTE – CAERN"], "estadual", "rn", "caern"),
    (["BANCO DO ESTADO DO RIO GRANDE DO SUL S.A. – BANRISUL"], "estadual", "rs", "banco do estado"),
    (["MINISTÉRIO DA EDUCAÇÃO", "UNIVERSIDADE FEDERAL DE GOIÁS"], "federal", "go", "universidade federal"),
    (
        ["MINISTÉRIO DA EDUCAÇÃO", "UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE – UFRN"],
        "federal",
        "rn",
        "universidade federal",
    ),
    (["MINISTÉRIO DA EDUCAÇÃO", "INSTITUTO FEDERAL DE GOIÁS"], "federal", "go", "instituto federal"),
    (["INSTITUTO FEDERAL DO RIO GRANDE DO NORTE"], "federal", "rn", "instituto federal"),
    (["PODER JUDICIÁRIO", "TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO"], "federal", None, "tribunal regional federal"),
    (
        ["PODER JUDICIÁRIO", "JUSTIÇA DO TRABALHO", "TRIBUNAL REGIONAL DO TRABALHO DA 18ª REGIÃO – GOIÁS"],
        "federal",
        "go",
        "tribunal regional do trabalho",
    ),
    (
        ["TRIBUNAL REGIONAL DO TRABALHO DA 21ª REGIÃO – RIO GRANDE DO NORTE"],
        "federal",
        "rn",
        "tribunal regional do trabalho",
    ),
    (["CAIXA ECONÔMICA FEDERAL"], "federal", None, "caixa economica federal"),
    (["PETRÓLEO BRASILEIRO S.A. – PETROBRAS"], "federal", None, "petroleo brasileiro"),
    (
        [
            "MINISTÉRIO DA SAÚDE",
            "EMPRESA BRASILEIRA DE SERVIÇOS HOSPITALARES – EBSERH",
            "HOSPITAL DAS CLÍNICAS DE GOIÂNIA",
        ],
        "federal",
        "go",
        "empresa brasileira de",
    ),
]


def lines_of(*rows: str):
    return split_lines("\n".join(rows))


@pytest.mark.parametrize("heading,sphere,state,words", HEADS, ids=[h[0][-1][:40] for h in HEADS])
def test_issuer_of_each_sphere(heading, sphere, state, words):
    issuer = find_issuer(lines_of(*heading, "O Presidente " + ANNOUNCE))
    assert (issuer.sphere, issuer.state, issuer.words) == (sphere, state, words)
    assert issuer.line is not None and issuer.name


def test_exam_board_is_not_the_issuer():
    issuer = find_issuer(
        lines_of(
            "GOVERNO DO ESTADO DO RIO GRANDE DO NORTE",
            "A Secretaria de Estado " + ANNOUNCE + " executado pela "
            "Universidade Federal do Rio Grande do Norte (Comperve)",
        )
    )
    assert issuer.sphere == "estadual" and not issuer.ambiguous


def test_bodies_of_two_spheres_in_the_heading_are_ambiguous():
    issuer = find_issuer(
        lines_of("PREFEITURA MUNICIPAL DE GOIÂNIA", "UNIVERSIDADE FEDERAL DE GOIÁS", "EDITAL CONJUNTO")
    )
    assert issuer.sphere is None
    assert {a[0] for a in issuer.ambiguous} == {"municipal", "federal"}


def test_state_heading_of_a_prefeitura_is_only_where_it_is():
    issuer = find_issuer(lines_of("ESTADO DE GOIÁS", "PREFEITURA MUNICIPAL DE ITUMBIARA", "EDITAL Nº 2/2026"))
    assert (issuer.sphere, issuer.state) == ("municipal", "go")


def edital(head: list[str], body: str) -> str:
    return "\n".join(head) + "\n" + body


BODY_NO_RESERVE = """EDITAL Nº 1/2026, DE 10 DE MARÇO DE 2026
O órgão torna pública a abertura de concurso público.
2. DOS CARGOS E DAS VAGAS
CARGO | VAGAS AMPLA CONCORRÊNCIA | VAGAS PcD | TOTAL DE VAGAS
Analista 9 1 10
Técnico 4 1 5
3. A reserva de vagas para negros observará a Lei nº {law}.
"""


@pytest.mark.parametrize(
    "head,cited,law",
    [
        (["PREFEITURA MUNICIPAL DE ANÁPOLIS – GOIÁS"], "23.389/2025", None),
        (["CÂMARA MUNICIPAL DE NATAL"], "11.015/2021", None),
        (["BANCO DO ESTADO DO RIO GRANDE DO SUL S.A. – BANRISUL"], "12.990/2014", None),
        (["TRIBUNAL DE JUSTIÇA DO ESTADO DE RONDÔNIA"], "15.142/2025", None),
        (["MINISTÉRIO DA EDUCAÇÃO", "UNIVERSIDADE FEDERAL DE GOIÁS"], "23.389/2025", "federal"),
        (["UNIVERSIDADE FEDERAL DO RIO GRANDE DO NORTE"], "11.015/2021", "federal"),
        (["GOVERNO DO ESTADO DE GOIÁS", "SECRETARIA DE ESTADO DA ECONOMIA"], "12.990/2014", "go"),
        (["GOVERNO DO ESTADO DO RIO GRANDE DO NORTE", "SECRETARIA DE ESTADO DA SAÚDE"], "15.142/2025", "rn"),
    ],
)
def test_law_follows_the_issuer_not_the_law_cited(head, cited, law):
    result = lint_text(edital(head, BODY_NO_RESERVE.format(law=cited)), today=None)
    assert result["detected"]["law"] == law
    assert result["law"] == law
    assert result["detected"]["issuer"]["sphere"] in ("federal", "estadual", "municipal")
    codes = {f["code"] for f in result["findings"]}
    if law is None:  # no modelled law binds the issuer: the edital's own rule, with the note
        assert "CQ101" not in codes and "CQ302" in codes
        cq302 = next(f for f in result["findings"] if f["code"] == "CQ302")
        assert "Nenhuma das leis que o cotacheck modela vincula" in cq302["message"]
        assert "regra do próprio edital" in cq302["message"]
        assert result["summary"]["error"] == 0
    else:  # the law cited is another entity's: noted, and the issuer's law applies
        assert "vale a lei do emissor" in result["detected"]["reason"]


def test_state_edital_citing_federal_law_twice_stays_under_the_state_law():
    """Issue 26, point 5: a mention of another law never outweighs the issuer."""
    text = edital(
        ["ESTADO DE GOIÁS", "SECRETARIA DE ESTADO DA SAÚDE"],
        BODY_NO_RESERVE.format(law="12.990/2014") + "4. Aplica-se, no que couber, a Lei nº 12.990/2014.\n",
    )
    result = lint_text(text)
    assert result["detected"]["law_cited"] == "federal"
    assert result["law"] == "go"
    assert {f["code"] for f in result["findings"] if f["severity"] == "error"} == {"CQ101"}
    assert not any("CQ106" == f["code"] for f in result["findings"])


def test_unclear_issuer_gives_no_error_from_a_guessed_law():
    text = edital(["COMPANHIA DE PROCESSAMENTO DE DADOS"], BODY_NO_RESERVE.format(law="11.015/2021"))
    result = lint_text(text)
    assert result["law"] == "rn" and result["detected"]["law_guessed"] is True
    assert result["detected"]["issuer"]["sphere"] is None
    assert "Emissor do edital não identificado" in result["detected"]["reason"]
    cq101 = [f for f in result["findings"] if f["code"] == "CQ101"]
    assert cq101 and all(f["severity"] == "warning" and "Aviso em vez de erro" in f["message"] for f in cq101)
    assert result["summary"]["error"] == 0


def test_ambiguous_issuer_is_reported_not_resolved_by_counting():
    text = edital(
        ["PREFEITURA MUNICIPAL DE GOIÂNIA", "UNIVERSIDADE FEDERAL DE GOIÁS"],
        BODY_NO_RESERVE.format(law="15.142/2025") + "A Lei nº 15.142/2025 e a Lei nº 15.142/2025.\n",
    )
    result = lint_text(text)
    assert result["detected"]["issuer"]["sphere"] is None
    assert len(result["detected"]["issuer"]["ambiguous"]) == 2
    assert "esferas diferentes" in result["detected"]["reason"]
    assert result["summary"]["error"] == 0


def test_law_given_overrides_the_issuer():
    text = edital(["PREFEITURA MUNICIPAL DE ANÁPOLIS – GOIÁS"], BODY_NO_RESERVE.format(law="4.102/2024"))
    result = lint_text(text, law="go")
    assert result["law"] == "go" and result["detected"]["law_given"]
    assert result["detected"]["issuer"]["sphere"] == "municipal"
    assert {f["code"] for f in result["findings"] if f["severity"] == "error"} == {"CQ101"}


def test_any_state_is_the_states_pattern_searched_at_every_place():
    """`_any_state` tries the states' pattern only where one of `STATE_STARTS` stands: the match found must be
    `_ANY_STATE.search`'s, on texts of every state's names, codes after a slash and bodies' initials, and pieces
    of them; and each name's start is fixed text of its pattern."""
    import random
    import re

    from cotacheck.linter.facts import issuer

    for names in issuer.STATE_NAMES.values():
        for name in names:
            start = issuer._fixed_start(name)
            assert start and re.fullmatch(r"[a-z -]+", start) and name.startswith(start), name
    pieces = [
        n.replace("[oa]", "o").replace("-? ?", "-").replace("(?! do sul)", "")
        for ns in issuer.STATE_NAMES.values()
        for n in ns
    ]
    pieces += [
        f"{prefix}{code}"
        for code in issuer.STATE_NAMES
        for prefix in ("/", "tj", "tce-", "mp/", "pc ", "pm-", "detran-", " ")
    ]
    pieces += ["de", "do", "sul", "norte", "rio", "grande", "mato", "para", "estado", "x", "-", "/", "(", ")", "a"]
    rng = random.Random(11)
    for _ in range(3000):
        text = rng.choice(("", " ", "")).join(
            rng.choice(pieces) + rng.choice((" ", "", "/", "-")) for _ in range(rng.randint(1, 12))
        )
        want = issuer._ANY_STATE.search(text)
        got = issuer._any_state(text)
        assert (want and (want.span(), want.lastgroup)) == (got and (got.span(), got.lastgroup)), text
