"""The calculator page in Chromium: results for each law, shared URLs, law links, several cargos,
bad input, the content shown before Python loads. Expected figures come from the rules core run in
CPython (the page must show what the core computes), plus a few figures straight from the laws."""

from __future__ import annotations

import datetime as dt
from urllib.parse import urlparse

import pytest

from cotacheck.law.lawbook import LAWS
from cotacheck.reserve.calculator import compute

from .conftest import PHONE, open_calculator, wait_ready


def set_rows(page, counts, names=None):
    """Make the form have exactly len(counts) rows and type the counts (and names)."""
    while page.locator("#linhas > li").count() > 1:
        page.locator("#linhas > li").last.locator(".remove").click()
    for i, count in enumerate(counts, 1):
        if i > 1:
            page.click("#adicionar")
        page.get_by_label(f"Número de vagas do cargo {i}").fill(str(count))
        page.get_by_label(f"Nome do cargo {i} (opcional)").fill(names[i - 1] if names else "")


def calculate(page, law, counts, day="2025-10-15", branch="executivo", kind="efetivo", names=None):
    page.get_by_label("Lei", exact=True).select_option(law)
    page.get_by_label("Data de publicação do edital").fill(dt.date.fromisoformat(day).strftime("%d/%m/%Y"))
    page.get_by_label("Poder").select_option(branch)
    page.get_by_label("Tipo de vaga").select_option(kind)
    set_rows(page, counts, names)
    before = page.get_attribute("html", "data-computed")
    page.get_by_role("button", name="Calcular").click()
    # "Calcular" cancels the pending debounced update and supersedes any call in flight (calculator.js):
    # the first result drawn after the click is the one for the form as filled.
    page.wait_for_function("b => document.documentElement.dataset.computed !== b", arg=before)
    return page.locator("#resultado").inner_text()


def table_rows(page):
    """The result table as {row header: [numbers]}."""
    rows = {}
    for row in page.locator("#tabela-resultado tbody tr, #tabela-resultado tfoot tr").all():
        header = row.locator("th").inner_text()
        rows[header] = [int(c.replace(".", "")) for c in row.locator("td").all_inner_texts()]
    return rows


def expected_row(position):
    groups = list(position["reserved_by_group"].values())
    return [
        position["vacancies"],
        *groups,
        *([position["reserved"]] if len(groups) > 1 else []),
        position["pcd"],
        position["open"],
    ]


@pytest.mark.parametrize(
    "law_id, counts, day",
    [
        ("go", [37], "2025-10-15"),
        ("rn", [37], "2025-10-15"),
        ("federal", [37], "2025-10-15"),
        ("federal", [16], "2024-05-02"),
    ],
)
def test_each_law_shows_what_the_core_computes(calc_page, law_id, counts, day):
    status = calculate(calc_page, law_id, counts, day)
    result = compute(law_id, counts, dt.date.fromisoformat(day))
    assert table_rows(calc_page)["Cargo 1"] == expected_row(result["positions"][0])
    assert f"{result['total']['open']} de ampla concorrência" in status
    assert LAWS[law_id].name in status
    steps = calc_page.locator("#detalhes .steps").first.inner_text()
    assert "arredonda" in steps


def test_figures_from_the_laws(calc_page):
    # Goiás: 37 × 20% = 7,4 → 7 (art. 1º § 2º).
    assert "7 vagas reservadas a candidatos negros" in calculate(calc_page, "go", [37])
    assert "7,4" in calc_page.locator("#detalhes").inner_text()
    # Lei 12.990: 9 × 20% = 1,8 → 2; 16 × 20% = 3,2 → 3.
    calculate(calc_page, "federal", [9, 16], "2024-05-02")
    rows = table_rows(calc_page)
    assert rows["Cargo 1"][1] == 2 and rows["Cargo 2"][1] == 3
    # Lei 15.142 + Decreto 12.536: 10 vagas → 3 (pretos e pardos 2,5 → 3; indígenas 0,3 → 0; quilombolas 0,2 → 0).
    status = calculate(calc_page, "federal", [10], "2025-10-15")
    assert "3 vagas reservadas a pretos, pardos, indígenas e quilombolas" in status
    assert table_rows(calc_page)["Cargo 1"][:4] == [10, 3, 0, 0]


def test_lei_15142_before_its_decree_has_one_reserve(calc_page):
    """An edital of 10/06/2025: Lei 15.142's 30 % alone, one reserve (mark R), none of the decree's 25/3/2 split."""
    status = calculate(calc_page, "federal", [18], "2025-06-10")
    assert "5 vagas reservadas a pessoas pretas e pardas, indígenas e quilombolas" in status  # 5,4 → 5
    table = calc_page.locator("#tabela-resultado")
    headings = table.locator("thead th").all_inner_texts()
    assert "Pessoas pretas e pardas, indígenas e quilombolas" in headings and "Indígenas" not in headings
    assert table_rows(calc_page)["Cargo 1"] == [18, 5, 1, 12]
    marks = calc_page.locator("#detalhes .marks").first
    assert marks.locator(".mark-pretos_pardos_indigenas_quilombolas").count() == 5
    assert set(marks.locator(".mark-pretos_pardos_indigenas_quilombolas").all_inner_texts()) == {"R"}
    details = calc_page.locator("#detalhes").inner_text()
    assert "25%" not in details and "Decreto nº 12.536/2025 desde" not in details


def test_step_links_go_to_the_article_on_the_law_page(calc_page, site_url):
    calculate(calc_page, "go", [37])
    links = calc_page.locator("#detalhes a[href*='leis/']")
    hrefs = set(links.evaluate_all("els => els.map(e => e.href)"))
    assert f"{site_url}leis/go.html#art-1-p2" in hrefs  # the rounding rule
    page = calc_page.context.new_page()
    page.on("console", calc_page.watch.console)
    page.on("pageerror", calc_page.watch.page_error)
    try:
        for href in sorted(hrefs):
            page.goto(href)
            anchor = urlparse(href).fragment
            target = page.locator(f"[id='{anchor}']")
            assert target.count() == 1, href
            assert target.evaluate("e => e.matches(':target')")
        page.goto(f"{site_url}leis/go.html#art-1-p2")
        assert "0,5 (zero vírgula cinco)" in page.locator("[id='art-1-p2']").inner_text()
    finally:
        page.close()


def test_order_links_open_each_cargo_on_the_calls_page(calc_page, site_url):
    calculate(
        calc_page, "rn", [37, 5, 2], "2025-10-15", branch="judiciario", names=["Analista", "Técnico", "Motorista"]
    )
    links = calc_page.locator(".order-link a")
    # One link per cargo with a reserve (2 vacancies under RN: none), each with that cargo's vacancies.
    assert links.all_inner_texts() == ["Analista (37 vagas)", "Técnico (5 vagas)"]
    hrefs = links.evaluate_all("els => els.map(e => e.href)")
    assert hrefs[0] == f"{site_url}chamada.html?lei=rn&data=2025-10-15&poder=judiciario&chamadas=37"
    page = calc_page.context.new_page()
    page.on("console", calc_page.watch.console)
    page.on("pageerror", calc_page.watch.page_error)
    try:
        page.goto(hrefs[0])
        page.wait_for_selector("html[data-done-chamada-ordem]", state="attached")
        assert page.get_by_label("Poder").input_value() == "judiciario"
        strip = page.locator("#ordem-detalhes ol.strip li").all_inner_texts()
        assert len(strip) == 37
        assert [int(t.split("\n")[0]) for t in strip if t.split("\n")[1].strip() == "N"] == [3, 8, 13, 18, 23, 28, 33]
    finally:
        page.close()
    calculate(calc_page, "go", [37], "2025-10-15")
    assert calc_page.get_by_role("link", name="Ver a ordem de nomeação").evaluate("a => a.href") == (
        f"{site_url}chamada.html?lei=go&data=2025-10-15&chamadas=37"
    )
    calculate(calc_page, "rn", [2], "2025-10-15")
    assert calc_page.locator(".order-link").count() == 0


def test_several_cargos_rows_and_totals(calc_page):
    status = calculate(calc_page, "go", [37, 5, 2], names=["Analista", "Técnico", "Motorista"])
    rows = table_rows(calc_page)
    result = compute("go", [37, 5, 2], dt.date(2025, 10, 15))
    assert rows["Analista"] == expected_row(result["positions"][0])
    assert rows["Motorista"] == expected_row(result["positions"][2])
    assert rows["Total"] == expected_row(result["total"])
    assert rows["Total"][0] == 44 and rows["Total"][1] == 7 + 1 + 0
    assert "3 cargos" in status and "44 vagas" in status
    # Removing a row recomputes the total.
    calc_page.get_by_role("button", name="Remover cargo 2").click()
    calc_page.wait_for_function(
        "() => document.querySelector('#tabela-resultado tfoot th')?.nextElementSibling?.textContent === '39'"
    )
    assert calc_page.get_by_label("Número de vagas do cargo 2").input_value() == "2"
    assert calc_page.get_by_label("Nome do cargo 2 (opcional)").input_value() == "Motorista"


@pytest.mark.parametrize(
    "typed, message",
    [
        ("", "Informe o número de vagas"),
        ("-3", "pelo menos 1 vaga"),
        ("abc", "não é um número"),
        ("1000000000000", "muito grande"),
        ("2,5", "número inteiro"),
    ],
)
def test_bad_input_shows_a_message(calc_page, typed, message):
    status = calculate(calc_page, "go", [typed])
    assert "Não foi possível calcular" in status and message in status
    assert calc_page.get_by_label("Número de vagas do cargo 1").get_attribute("aria-invalid") == "true"
    assert "Traceback" not in calc_page.content()
    assert calc_page.locator("#tabela-resultado").count() == 0


def test_bad_date_shows_a_message(calc_page):
    calc_page.get_by_label("Número de vagas do cargo 1").fill("10")
    calc_page.get_by_label("Data de publicação do edital").fill("31/02/2025")
    before = calc_page.get_attribute("html", "data-computed")
    calc_page.get_by_role("button", name="Calcular").click()
    calc_page.wait_for_function("b => document.documentElement.dataset.computed !== b", arg=before)
    assert "Data inválida" in calc_page.locator("#resultado").inner_text()


@pytest.mark.parametrize(
    "law_id, counts, day, branch, kind, why",
    [
        ("go", [10], "2025-01-10", "executivo", "efetivo", "antes da entrada em vigor"),
        # (a court's edital has the CNJ's rule whatever the law: the Ministério Público is outside Goiás's law)
        ("go", [10], "2025-10-15", "ministerio_publico", "efetivo", "não abrange o Ministério Público"),
        ("go", [10], "2025-07-01", "legislativo", "estagio", "não abrange estágio"),
        ("rn", [2], "2025-10-15", "executivo", "efetivo", "abaixo do mínimo de 3 vagas"),
    ],
)
def test_why_the_law_does_not_apply(calc_page, law_id, counts, day, branch, kind, why):
    status = calculate(calc_page, law_id, counts, day, branch, kind)
    text = status + calc_page.locator("#detalhes").inner_text()
    assert why in text
    assert table_rows(calc_page)["Cargo 1"][1] == 0


def test_url_carries_the_inputs_and_reproduces_the_result(calc_page, new_page, site_url):
    status = calculate(calc_page, "federal", [12, 4], "2025-08-01", names=["Analista", "Técnico"])
    shared = calc_page.url
    query = urlparse(shared).query
    assert "lei=federal" in query and "data=2025-08-01" in query and "vagas=12" in query and "vagas=4" in query
    other = open_calculator(new_page(), site_url, "?" + query)
    other.wait_for_selector("#tabela-resultado")
    assert other.locator("#resultado").inner_text() == status
    assert table_rows(other) == table_rows(calc_page)
    other.context.close()


def test_short_link_from_the_issue(new_page, site_url):
    page = open_calculator(new_page(), site_url, "?lei=go&vagas=37")
    page.wait_for_selector("#tabela-resultado")
    assert "7 vagas reservadas a candidatos negros" in page.locator("#resultado").inner_text()
    assert page.get_by_label("Lei", exact=True).input_value() == "go"
    assert page.get_by_label("Número de vagas do cargo 1").input_value() == "37"
    page.context.close()


def test_content_before_python_and_without_javascript(new_page, site_url):
    # At first paint the form and the loading notice are there, Python is not.
    page = new_page()
    # What the server sends, before any script runs: the form and the loading notice, not ready.
    served = page.request.get(f"{site_url}index.html?lei=rn&vagas=9").text()
    assert 'id="calculadora"' in served and "Carregando o motor de cálculo" in served
    assert "data-ready" not in served.split(">", 2)[1]  # the <html> tag
    page.goto(f"{site_url}index.html?lei=rn&vagas=9", wait_until="commit")
    page.wait_for_selector("#calculadora")
    # the status line speaks of the engine until it is ready (loading, downloading or starting it)
    status = page.locator("#motor").inner_text()
    assert page.get_attribute("html", "data-ready") == "true" or "otor de cálculo" in status, status
    page.get_by_label("Número de vagas do cargo 1").fill("12")  # usable while loading
    wait_ready(page)
    page.context.close()
    # With no JavaScript at all: the form, the ready-made tables and the law pages are still there.
    page = new_page(java_script_enabled=False)
    page.goto(f"{site_url}index.html")
    assert page.get_by_label("Lei", exact=True).count() == 1
    assert page.get_by_label("Número de vagas do cargo 1").count() == 1
    for law_id in LAWS:
        assert page.locator(f"#tabela-{law_id} tbody tr").count() in (0, 100)
    assert page.locator("#tabela-go tbody tr").count() == 100
    page.goto(f"{site_url}leis/go.html#art-1-p2")
    assert page.locator("[id='art-1-p2']").count() == 1
    page.context.close()


def test_phone_layout_has_no_horizontal_scroll(new_page, site_url):
    page = open_calculator(new_page(viewport=PHONE), site_url, "?lei=federal&data=2025-10-15&vagas=120&vagas=7")
    page.wait_for_selector("#tabela-resultado")
    for path in (
        "index.html?lei=federal&data=2025-10-15&vagas=120&vagas=7",
        "leis/go.html",
        "leis/rn.html",
        "leis/federal.html",
    ):
        if not path.startswith("index"):
            page.goto(site_url + path)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px on a phone"
    page.context.close()


def test_engine_starts_without_the_boot_script(new_page, site_url):
    """engine-boot.js only starts the worker early; without it engine.js starts the worker itself."""
    page = new_page()
    page.watch.allowed.append("Failed to load resource")
    page.route("**/assets/engine-boot.js", lambda route: route.abort())
    page.goto(f"{site_url}index.html?lei=go&data=2025-10-15&vagas=37")
    wait_ready(page)
    assert page.evaluate("() => window.cotacheckBoot === undefined && Boolean(window.cotacheckEngineMarks)")
    page.wait_for_selector("html[data-computed]", state="attached")
    assert "7 vagas reservadas a candidatos negros" in page.locator("#resultado").inner_text()
    page.context.close()


def test_engine_failure_is_explained_in_portuguese(new_page, site_url):
    page = new_page()
    page.watch.allowed.append("Failed to load resource")
    page.route("**/py/cotacheck.zip.gz", lambda route: route.abort())  # the package zip the worker fetches
    page.goto(f"{site_url}index.html?lei=go&vagas=37")
    page.wait_for_selector("html[data-ready='failed']", state="attached")
    text = page.locator("#motor").inner_text()
    assert "Não foi possível carregar o motor de cálculo" in text and "tabelas prontas" in text
    assert page.locator("#tabela-go tbody tr").count() == 100
    assert "Traceback" not in page.content()
    page.context.close()
