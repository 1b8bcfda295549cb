""" "Outra lei" (a law given by its parameters) in Chromium: the calculator gives compute_custom's figures
(the CLI's `--law outra`), the URL reproduces the result, bad parameters are named next to their field
with nothing lost, the calls page shows the order under the same parameters, axe light and dark,
and the parameter fields exist before Python (hidden until "Outra lei" is chosen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.nomination import order
from cotacheck.reserve.custom_law import build_law, compute_custom, make_params

from .conftest import DESKTOP, PHONE, each_scheme, open_calculator, wait_ready

AXE = Axe()
SHOTS = Path(__file__).resolve().parents[2] / "screenshots" / "outra-lei"


ROOT = Path(__file__).resolve().parents[2]


def cli_reserve(percent, minimum, rounding, base, vacancies):
    """`cotacheck reserve --law outra … --json`: what a journalist gets in the terminal."""
    command = [
        sys.executable,
        "-m",
        "cotacheck",
        "reserve",
        "--law",
        "outra",
        "--percent",
        percent,
        "--threshold",
        minimum,
        "--rounding",
        rounding,
        "--base",
        base,
        "--json",
        *vacancies,
    ]
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True, env=env, cwd=ROOT).stdout)


def computed(page, action):
    before = page.get_attribute("html", "data-computed")
    action()
    page.wait_for_function("b => document.documentElement.dataset.computed !== b", arg=before)


def fill_custom(page, percent="16", minimum="3", rounding="half_up", base="cargo", vacancies=("20",)):
    page.get_by_label("Lei", exact=True).select_option("outra")
    page.get_by_label("Reserva", exact=True).select_option("total")
    page.get_by_label("Percentual da reserva (%)").fill(percent)
    page.get_by_label("Mínimo de vagas para haver reserva").fill(minimum)
    page.get_by_label("Arredondamento da fração").select_option(rounding)
    page.get_by_label("Base do percentual").select_option(base)
    set_vacancies(page, vacancies)
    computed(page, lambda: page.get_by_role("button", name="Calcular").click())


def set_vacancies(page, vacancies):
    while page.locator("#linhas li").count() > 1:
        page.locator("#linhas li .remove").last.click()
    for i, count in enumerate(vacancies, 1):
        if i > 1:
            page.get_by_role("button", name="+ Adicionar cargo").click()
        page.get_by_label(f"Número de vagas do cargo {i}").fill(count)


def table_rows(page):
    """The result table as [[vagas, negros…, pcd, ampla]] (numbers without the thousands dot)."""
    rows = []
    for row in page.locator("#tabela-resultado tbody tr, #tabela-resultado tfoot tr").all():
        cells = row.locator("td").all_inner_texts()
        rows.append([c.replace(".", "") for c in cells])
    return rows


def expected_rows(result):
    rows = []
    for p in result["positions"] + ([result["total"]] if len(result["positions"]) > 1 else []):
        groups = list(p["reserved_by_group"].values())
        rows.append(
            [
                str(p["vacancies"]),
                *map(str, groups),
                *([str(p["reserved"])] if len(groups) > 1 else []),
                "não calculada",
                str(p["open"]),
            ]
        )
    return rows


CASES = [
    ("16", "3", "half_up", "cargo", ["20", "2", "7", "100"]),
    ("25", "3", "half_up", "edital", ["5", "5", "2"]),
    ("10", "1", "up", "cargo", ["1", "11", "35"]),
]


@pytest.mark.parametrize("percent, minimum, rounding, base, vacancies", CASES)
def test_calculator_gives_compute_custom_figures(calc_page, percent, minimum, rounding, base, vacancies):
    fill_custom(calc_page, percent, minimum, rounding, base, vacancies)
    expected = compute_custom(make_params(percent, None, int(minimum), rounding, base), [int(v) for v in vacancies])
    cli = cli_reserve(percent, minimum, rounding, base, vacancies)
    assert expected_rows(cli) == expected_rows(expected)  # the CLI and the core agree…
    assert table_rows(calc_page) == expected_rows(expected)  # …and so does the page
    headline = calc_page.inner_text("#resultado .headline")
    assert f"{expected['total']['reserved']} vaga" in headline
    assert "não calculada" in headline and "informe a lei de PcD aplicável" in headline
    text = calc_page.inner_text("#resultado") + calc_page.inner_text("#detalhes")
    assert "Parâmetros informados pelo usuário" in text
    assert "art." not in text  # no article is cited under user parameters
    assert calc_page.locator("#detalhes a[href*='leis/']").count() == 0
    if base == "edital":
        assert "os valores por cargo são indicativos" in text
        per_cargo = sum(p["reserved"] for p in expected["positions"])
        assert expected["total"]["reserved"] - per_cargo == 1  # 25% of 12 = 3; per cargo 1 + 1 + 0
        assert "1 vaga reservada a distribuir entre os cargos" in text
        assert "nenhuma vaga reservada" not in calc_page.inner_text("#resultado")
    # the URL holds the parameters under custom_law.to_query's names
    url = calc_page.url
    for part in (
        "lei=outra",
        f"percentual={percent}",
        f"minimo={minimum}",
        f"arredondamento={rounding}",
        f"base={base}",
    ):
        assert part in url


def test_groups_and_the_url_reproduce_the_result(calc_page, new_page, site_url):
    calc_page.get_by_label("Lei", exact=True).select_option("outra")
    calc_page.get_by_label("Reserva", exact=True).select_option("grupos")
    calc_page.get_by_label("Pretos e pardos (%)").fill("25")
    calc_page.get_by_label("Indígenas (%)").fill("3")
    calc_page.get_by_label("Quilombolas (%)").fill("2")
    calc_page.get_by_label("Mínimo de vagas para haver reserva").fill("2")
    calc_page.get_by_label("Arredondamento da fração").select_option("half_up")
    calc_page.get_by_label("Base do percentual").select_option("cargo")
    set_vacancies(calc_page, ["40"])
    computed(calc_page, lambda: calc_page.get_by_role("button", name="Calcular").click())
    params = make_params(None, "pretos_pardos=25,indigenas=3,quilombolas=2", 2, "half_up", "cargo")
    expected = compute_custom(params, [40])
    assert table_rows(calc_page) == expected_rows(expected)
    assert "grupos=pretos_pardos%3D25%2Cindigenas%3D3%2Cquilombolas%3D2" in calc_page.url
    shared = open_calculator(new_page(), site_url, "?" + calc_page.url.split("?", 1)[1])
    shared.wait_for_selector("#tabela-resultado")
    assert shared.is_visible("#outra-lei") and shared.get_by_label("Indígenas (%)").input_value() == "3"
    assert table_rows(shared) == expected_rows(expected)
    shared.context.close()


def test_shared_link_opens_the_same_result(new_page, site_url):
    page = open_calculator(
        new_page(), site_url, "?lei=outra&percentual=16&minimo=3&arredondamento=half_up&base=cargo&vagas=20&vagas=7"
    )
    page.wait_for_selector("#tabela-resultado")
    assert page.get_by_label("Lei", exact=True).input_value() == "outra"
    assert page.get_by_label("Percentual da reserva (%)").input_value() == "16"
    assert not page.is_visible("#data")  # the date plays no part under user parameters
    assert table_rows(page) == expected_rows(compute_custom(make_params("16", None, 3, "half_up", "cargo"), [20, 7]))
    page.context.close()


@pytest.mark.parametrize(
    "field, value, error_box, message",
    [
        ("Percentual da reserva (%)", "160", "#percentual-erro", "Percentual fora do intervalo"),
        ("Percentual da reserva (%)", "dezesseis", "#percentual-erro", "Percentual inválido"),
        ("Mínimo de vagas para haver reserva", "0", "#minimo-erro", "Mínimo de vagas inválido"),
        ("Mínimo de vagas para haver reserva", "três", "#minimo-erro", "Mínimo de vagas inválido"),
    ],
)
def test_bad_parameter_is_named_next_to_its_field_and_kept(calc_page, field, value, error_box, message):
    fill_custom(calc_page, vacancies=("20", "7"))
    calc_page.get_by_label(field).fill(value)
    computed(calc_page, lambda: calc_page.get_by_role("button", name="Calcular").click())
    assert calc_page.is_visible(error_box)
    assert message in calc_page.inner_text(error_box)
    assert calc_page.get_by_label(field).get_attribute("aria-invalid") == "true"
    assert message in calc_page.inner_text("#resultado")
    # nothing lost: the bad value, the other parameters and the cargos are still there, and in the URL
    assert calc_page.get_by_label(field).input_value() == value
    assert calc_page.get_by_label("Número de vagas do cargo 2").input_value() == "7"
    assert calc_page.get_by_label("Arredondamento da fração").input_value() == "half_up"
    # fixing it clears the message
    calc_page.get_by_label(field).fill("16" if "Percentual" in field else "3")
    computed(calc_page, lambda: calc_page.get_by_role("button", name="Calcular").click())
    assert not calc_page.is_visible(error_box)
    assert calc_page.get_by_label(field).get_attribute("aria-invalid") is None


def test_bad_group_and_bad_link_value(new_page, site_url):
    page = open_calculator(
        new_page(),
        site_url,
        "?lei=outra&grupos=pretos_pardos%3D25%2Cindigenas%3D300&minimo=3&arredondamento=metade&base=cargo&vagas=20",
    )
    page.wait_for_selector("#resultado.error")
    assert "Percentual de indígenas" in page.inner_text("#grupos-erro")
    assert page.get_by_label("Indígenas (%)").get_attribute("aria-invalid") == "true"
    assert page.get_by_label("Indígenas (%)").input_value() == "300"
    page.get_by_label("Indígenas (%)").fill("3")
    computed(page, lambda: page.get_by_role("button", name="Calcular").click())
    # the link's unknown rounding is named above the form and ignored (the field keeps its default)
    assert "“arredondamento”" in page.inner_text("#parametros-invalidos")
    assert page.get_by_label("Arredondamento da fração").input_value() == "half_up"
    results = AXE.run(page)
    assert results.violations_count == 0, results.generate_report()
    page.context.close()


def test_fields_exist_before_python_and_show_only_for_outra_lei(new_page, site_url):
    page = new_page(java_script_enabled=False)
    page.goto(f"{site_url}index.html")
    assert page.locator("#outra-lei #percentual").count() == 1
    assert page.locator("#outra-lei #arredondamento option").count() == 4
    assert not page.is_visible("#outra-lei")
    assert page.locator("select#lei option[value=outra]").count() == 1
    assert "precisa dele para calcular" in page.inner_text(".noscript-note")
    page.context.close()
    page = new_page()
    page.goto(f"{site_url}index.html")
    assert not page.is_visible("#outra-lei")
    page.get_by_label("Lei", exact=True).select_option("outra")  # works before the engine is ready
    assert page.is_visible("#percentual")
    page.get_by_label("Lei", exact=True).select_option("go")
    assert not page.is_visible("#outra-lei")
    page.context.close()


def order_codes(page):
    items = []
    for text in page.locator("#ordem-detalhes ol.strip li").all_inner_texts():
        number, code = text.split("\n")[:2]
        items.append((int(number), code.strip()))
    return items


@pytest.fixture(scope="module")
def chamada_custom(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}chamada.html?lei=outra&percentual=16&minimo=3&arredondamento=half_up&base=cargo&chamadas=20")
    wait_ready(page)
    page.wait_for_selector("html[data-done-chamada-ordem]", state="attached")
    return page


def test_calls_page_shows_the_order_under_user_parameters(chamada_custom):
    page = chamada_custom
    law = build_law(make_params("16", None, 3, "half_up", "cargo"))
    expected = order(law, 20)["calls"]
    codes = {"ampla": "A", "negros": "N"}
    assert order_codes(page) == [(c["call"], codes[c["list"]]) for c in expected]
    assert [n for n, code in order_codes(page) if code == "N"] == [4, 10, 16]
    text = page.inner_text("#ordem-resultado") + page.inner_text("#ordem-detalhes")
    assert "Parâmetros informados pelo usuário" in text
    assert "informe a lei de PcD aplicável" in text
    assert page.locator("#ordem-detalhes a[href*='leis/']").count() == 0
    assert page.is_visible("#outra-lei") and page.get_by_label("Percentual da reserva (%)").input_value() == "16"
    # the candidate view; the PcD list is refused in words
    page.get_by_label("Minha posição na lista reservada").fill("2")
    page.get_by_label("Lista reservada", exact=True).select_option("negros")
    before = page.get_attribute("html", "data-done-chamada-candidato")
    page.locator("#candidato").get_by_role("button", name="Calcular").click()
    page.wait_for_function(
        "b => document.documentElement.getAttribute('data-done-chamada-candidato') !== b", arg=before
    )
    assert "10ª pessoa nomeada" in page.inner_text("#candidato-resultado")
    page.get_by_label("Lista reservada", exact=True).select_option("pcd")
    before = page.get_attribute("html", "data-done-chamada-candidato")
    page.locator("#candidato").get_by_role("button", name="Calcular").click()
    page.wait_for_function(
        "b => document.documentElement.getAttribute('data-done-chamada-candidato') !== b", arg=before
    )
    assert "informe a lei de PcD aplicável" in page.inner_text("#candidato-resultado")
    page.get_by_label("Lista reservada", exact=True).select_option("negros")


def test_calls_page_bad_parameter(chamada_custom):
    page = chamada_custom
    page.get_by_label("Percentual da reserva (%)").fill("0")
    before = page.get_attribute("html", "data-done-chamada-ordem")
    page.get_by_role("button", name="Mostrar a ordem").click()
    page.wait_for_function("b => document.documentElement.getAttribute('data-done-chamada-ordem') !== b", arg=before)
    assert "Percentual fora do intervalo" in page.inner_text("#percentual-erro")
    assert page.get_by_label("Percentual da reserva (%)").input_value() == "0"
    page.get_by_label("Percentual da reserva (%)").fill("16")
    before = page.get_attribute("html", "data-done-chamada-ordem")
    page.get_by_role("button", name="Mostrar a ordem").click()
    page.wait_for_function("b => document.documentElement.getAttribute('data-done-chamada-ordem') !== b", arg=before)
    assert not page.is_visible("#percentual-erro")


def test_calculator_links_to_the_calls_page_with_the_parameters(calc_page):
    fill_custom(calc_page, vacancies=("20",))
    link = calc_page.get_by_role("link", name="Ver a ordem de nomeação")
    href = link.get_attribute("href")
    assert "lei=outra" in href and "percentual=16" in href and "chamadas=20" in href


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_axe_and_screenshots_with_outra_lei(new_page, site_url, viewport):
    query = "?lei=outra&percentual=16&minimo=3&arredondamento=half_up&base=cargo"
    page = open_calculator(
        new_page(viewport=viewport),
        site_url,
        query + "&vagas=20&vagas=7&cargo=Analista&cargo=Técnico",
    )
    page.wait_for_selector("#tabela-resultado")
    name = "desktop" if viewport == DESKTOP else "phone"
    SHOTS.mkdir(parents=True, exist_ok=True)
    for scheme in each_scheme(page):
        results = AXE.run(page)
        assert results.violations_count == 0, f"{scheme}: {results.generate_report()}"
        page.screenshot(path=str(SHOTS / f"calculadora-{name}-{scheme}.png"), full_page=True)
    page.context.close()
    page = new_page(viewport=viewport)
    page.goto(f"{site_url}chamada.html{query}&chamadas=20")
    wait_ready(page)
    page.wait_for_selector("#ordem-detalhes .user-params")
    for scheme in each_scheme(page):
        results = AXE.run(page)
        assert results.violations_count == 0, f"{scheme}: {results.generate_report()}"
        page.screenshot(path=str(SHOTS / f"chamada-{name}-{scheme}.png"), full_page=True)
    page.context.close()


# --- verificar.html: "Outra lei" with the percentage left blank (issue 24, point 6) ---------------------------

#: Two different percentages for negros: the edital settles none, so the page must ask for it.
TWO_RULES = (
    "CÂMARA MUNICIPAL DE SERRA CLARA\nEDITAL Nº 2, DE 4 DE MAIO DE 2026\n"
    "2. DOS CARGOS E DAS VAGAS\nCARGO | AC | NEGROS | TOTAL\nAnalista Legislativo 10 2 12\nTécnico Legislativo 9 1 10\n"
    "3.1 Ficam reservadas aos candidatos negros 20% (vinte por cento) das vagas de cada cargo.\n"
    "9.4 Ficam reservadas aos candidatos negros 25% (vinte e cinco por cento) das vagas de cada cargo.\n"
    "4.1 Às pessoas com deficiência serão reservadas 5% (cinco por cento) das vagas.\n"
)
SETTLED = "(b) => document.documentElement.dataset.result !== b && !document.documentElement.dataset.rechecking"


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_verificar_asks_for_a_missing_percentage_and_keeps_the_report(new_page, site_url, viewport):
    from .test_verificar_report import run  # the page's own "paste and check" steps

    page = new_page(viewport=viewport)
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    page.select_option("#lei", "outra")
    assert page.input_value("#percentual") == ""
    run(page, TWO_RULES, law="outra")
    question = "Informe o percentual reservado a negros: o edital não declara um só."
    # the report is shown, not an error: the table read, and the question at the field, focused
    assert page.is_visible("#cargos") and page.locator("#cargos tbody tr").count() == 2
    assert "Não foi possível verificar" not in page.inner_text("#resultado")
    assert question in page.inner_text("#percentual-erro") and question in page.inner_text("#resultado")
    assert page.get_attribute("#percentual", "aria-invalid") == "true"
    assert page.evaluate("document.activeElement.id") == "percentual"
    box = page.inner_text("#regra-edital")  # the conflict and the other reserve named, no empty percentage
    assert "20% (linha 7) e 25% (linha 8)" in box and "PcD 5% (outras reservas" in box and "null" not in box
    # a correction is kept, and the question still asked
    previous = page.get_attribute("html", "data-result")
    cell = page.locator("#cargos tbody tr[data-index='1'] input[data-key=reserved_stated]")
    cell.fill("0")
    cell.dispatch_event("change")
    page.wait_for_function(SETTLED, arg=previous)
    assert cell.input_value() == "0" and "row-edited" in page.locator("#cargos tbody tr[data-index='1']").get_attribute(
        "class"
    )
    assert question in page.inner_text("#percentual-erro")
    SHOTS.mkdir(parents=True, exist_ok=True)
    name = "desktop" if viewport == DESKTOP else "phone"
    page.screenshot(path=str(SHOTS / f"verificar-pergunta-{name}.png"), full_page=True)
    # answered: the same table (the correction in it) checked under 20%
    previous = page.get_attribute("html", "data-result")
    page.fill("#percentual", "20")
    page.dispatch_event("#percentual", "change")
    page.wait_for_function(SETTLED, arg=previous)
    result = json.loads(page.text_content("#resultado-json"))
    assert result["detected"].get("params_missing") is None and result["detected"]["params"]["percentual"] == "20"
    assert [p["reserved_stated"] for p in result["positions"]] == [2, 0]
    assert result["corrected_by_hand"] == ["Técnico Legislativo"]
    assert any(f["code"] == "CQ102" for f in result["findings"])  # 0 of the 2 that 20% of 10 gives
    assert page.inner_text("#percentual-erro") == "" and page.get_attribute("#percentual", "aria-invalid") is None
    assert cell.input_value() == "0"
    page.screenshot(path=str(SHOTS / f"verificar-respondida-{name}.png"), full_page=True)
    page.context.close()
