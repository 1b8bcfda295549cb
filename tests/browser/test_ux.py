"""What a candidate on a phone and a journalist on a laptop trip on (issue 13), calculator and calls
page: no submission without JavaScript, a corrected field, the reason next to a zero, plain answers
with the cargo's vacancies, phone tables, wording, sharing, copying, print, dark mode with axe."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.reserve.calculator import compute

from .conftest import PHONE, open_calculator, wait_ready
from .test_page import calculate

AXE = Axe()


def assert_no_violations(page, what):
    results = AXE.run(page)
    assert results.violations_count == 0, f"{what}:\n{results.generate_report()}"


# --- 3. without JavaScript nothing is submitted, nothing says "Carregando" ----------------------


@pytest.mark.parametrize(
    "path, field, typed",
    [
        ("index.html", "#vagas-1", "37"),
        ("chamada.html", "#posicao", "4"),
        ("chamada.html", "#vagas", "10"),
        ("chamada.html", "#data", "05/01/2026"),
        ("verificar.html", "#data", "15/10/2025"),
    ],
)
def test_forms_do_not_submit_without_javascript(new_page, site_url, path, field, typed):
    page = new_page(java_script_enabled=False)
    page.goto(site_url + path)
    for box in ("#csv", "#texto"):
        if page.locator(box).count():
            page.locator(box).fill("ana,1,1,0\nEDITAL Nº 1 texto colado")
    page.locator(field).fill(typed)
    navigations = []
    page.on("request", lambda r: navigations.append(r.url) if r.is_navigation_request() else None)
    # press() returns once the key is handled, and waits for a navigation it starts (a submission) to begin
    page.locator(field).press("Enter")
    page.wait_for_load_state()
    assert navigations == [] and page.url == site_url + path, "the form was submitted"
    for button in page.locator("form button[type=submit]").all():
        assert button.is_disabled()
    assert not page.locator("#motor").is_visible()
    note = page.locator(".noscript-note")
    assert note.is_visible() and "JavaScript" in note.inner_text()
    assert "Carregando" not in page.locator("main").inner_text()
    page.context.close()


def test_user_data_fields_have_no_name(new_page, site_url):
    """Belt and braces: even a submitted form could not carry a pasted list or edital."""
    page = new_page(java_script_enabled=False)
    for path, box in (("chamada.html", "#csv"), ("verificar.html", "#texto")):
        page.goto(site_url + path)
        assert page.locator(box).get_attribute("name") is None
        assert page.locator(f"{box} >> xpath=ancestor::form").get_attribute("method") is None
    page.context.close()


# --- 4. a corrected field drops its error state --------------------------------------------------


def test_corrected_field_is_no_longer_invalid(calc_page):
    field = calc_page.get_by_label("Número de vagas do cargo 1")
    calculate(calc_page, "go", ["abc"])
    assert field.get_attribute("aria-invalid") == "true"
    error_border = field.evaluate("e => getComputedStyle(e).borderTopColor")
    status = calculate(calc_page, "go", ["37"])
    assert "7 vagas reservadas" in status
    assert field.get_attribute("aria-invalid") is None
    assert field.evaluate("e => getComputedStyle(e).borderTopColor") != error_border
    # The date field too.
    calc_page.get_by_label("Data de publicação do edital").fill("31/02/2025")
    calc_page.get_by_role("button", name="Calcular").click()
    calc_page.wait_for_selector("#resultado.error")
    date = calc_page.get_by_label("Data de publicação do edital")
    assert date.get_attribute("aria-invalid") == "true"
    calculate(calc_page, "go", ["37"])
    assert date.get_attribute("aria-invalid") is None


# --- 5. Goiás, 1–2 vacancies: the reason next to the figure --------------------------------------


@pytest.mark.parametrize("counts", [[2], [1]])
def test_goias_few_vacancies_say_why_next_to_the_figure(calc_page, counts):
    status = calculate(calc_page, "go", counts)
    assert "0 vagas reservadas" in status
    summary = calc_page.locator("#resultado")
    assert "Nenhuma vaga reservada" in status and "abaixo do mínimo de 3 vagas" in status
    assert "cotista" in status
    hrefs = summary.locator("a").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    assert any(h.endswith("leis/go.html#art-1-p4") for h in hrefs), hrefs


def test_one_cargo_without_reserve_among_others_is_named(calc_page):
    status = calculate(calc_page, "go", [37, 2], names=["Analista", "Motorista"])
    assert "Motorista: nenhuma vaga reservada" in status
    assert "Analista: nenhuma" not in status


# --- 9. wording: plural, impossible dates, Brazilian numbers -------------------------------------


def test_impossible_date_is_named_as_typed(calc_page):
    calc_page.get_by_label("Número de vagas do cargo 1").fill("10")
    calc_page.get_by_label("Data de publicação do edital").fill("31/02/2025")
    calc_page.get_by_role("button", name="Calcular").click()
    calc_page.wait_for_selector("#resultado.error")
    text = calc_page.locator("#resultado").inner_text()
    assert "Data inválida: 31/02/2025 não existe" in text and "fevereiro" in text
    assert "2025-02-31" not in text


def test_numbers_are_formatted_the_brazilian_way(calc_page):
    status = calculate(calc_page, "go", [5000, 18750])
    result = compute("go", [5000, 18750], dt.date(2025, 10, 15))
    total = result["total"]
    assert f"{total['reserved']:,}".replace(",", ".") in status  # 4.750
    assert "1.000" in calc_page.locator("#tabela-resultado").inner_text()
    # Everywhere: the headline and every step ("5.000 vagas × 20% = 1.000", "3.750").
    steps = calc_page.locator("#detalhes .steps").all_inner_texts()
    for text in [status, *steps]:
        figures = re.findall(r"(?<![\d,])\d[\d.]*", text.replace("nº 23.389/2025", "").replace("nº 14.715/2004", ""))
        assert not [f for f in figures if re.fullmatch(r"\d{4,}", f)], text
    assert "5.000 vagas × 20% = 1.000" in "\n".join(steps)


def test_one_reserved_vacancy_is_singular(calc_page):
    for law in ("go", "rn"):
        status = calculate(calc_page, law, [5])
        text = status + calc_page.locator("#detalhes").inner_text()
        assert "1 vaga reservada a candidatos negros" in status and "1 vaga reservadas" not in text


# --- 12. sharing: link previews, Web Share, the answer in view on a phone; copy --------------------


def test_link_preview_tags(new_page, site_url):
    page = new_page(java_script_enabled=False)
    for path in ("index.html", "chamada.html", "leis/go.html"):
        page.goto(site_url + path)
        title = page.locator('meta[property="og:title"]').get_attribute("content")
        assert title and title in page.title()
        assert page.locator('meta[property="og:description"]').get_attribute("content")
        assert page.locator('meta[name="twitter:card"]').get_attribute("content") == "summary"
    page.context.close()


SHARE_STUB = """
window.sharedWith = null;
Object.defineProperty(navigator, "share", { configurable: true, value: async (data) => { window.sharedWith = data; } });
"""


def test_phone_share_scroll_and_copy(new_page, site_url):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page.add_init_script(SHARE_STUB)
    page.goto(f"{site_url}index.html")
    wait_ready(page)
    page.get_by_label("Lei", exact=True).select_option("go")
    page.get_by_label("Data de publicação do edital").fill("15/10/2025")
    page.get_by_label("Número de vagas do cargo 1").fill("37")
    page.get_by_role("button", name="Calcular").click()
    page.wait_for_selector("#tabela-resultado")
    # The answer is in view (the smooth scroll over) and has the focus.
    page.wait_for_function(
        "(h) => { const top = document.getElementById('resultado').getBoundingClientRect().top; return -2 <= top && top < h; }",
        arg=PHONE["height"] / 2,
    )
    assert page.evaluate("document.activeElement.id") == "resultado"
    top = page.evaluate("document.getElementById('resultado').getBoundingClientRect().top")
    assert -2 <= top < PHONE["height"] / 2, top
    headline = page.locator("#resultado .headline").inner_text()
    # Link previews follow the headline.
    assert page.locator('meta[property="og:description"]').get_attribute("content") == headline
    # Web Share (phones): title, headline and the link that reproduces the result.
    page.get_by_role("button", name="Compartilhar").click()
    shared = page.evaluate("window.sharedWith")
    assert shared["text"] == headline and "vagas=37" in shared["url"] and "lei=go" in shared["url"]
    # Copy: the headline, the table and the link, as text.
    page.get_by_role("button", name="Copiar resultado").click()
    page.wait_for_function("() => document.getElementById('copiar-resultado').textContent === 'Resultado copiado'")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(headline) and "Ampla concorrência" in copied and "vagas=37" in copied
    assert "Cargo 1\t37\t7\t" in copied
    page.context.close()


def test_share_button_hidden_without_web_share(calc_page):
    calculate(calc_page, "go", [37])
    has_share = calc_page.evaluate("typeof navigator.share === 'function'")
    assert calc_page.get_by_role("button", name="Compartilhar").is_visible() == has_share


# --- 7. phone tables -----------------------------------------------------------------------------


@pytest.mark.parametrize("law, day", [("go", "2025-10-15"), ("rn", "2025-10-15"), ("federal", "2024-05-02")])
def test_phone_result_table_shows_every_column(new_page, site_url, law, day):
    page = open_calculator(
        new_page(viewport=PHONE),
        site_url,
        f"?lei={law}&data={day}&vagas=37&vagas=8&cargo=Analista%20administrativo&cargo=T%C3%A9cnico",
    )
    page.wait_for_selector("#tabela-resultado")
    region = page.locator("#tabela-resultado").locator("xpath=..")
    assert region.evaluate("e => e.scrollWidth - e.clientWidth") <= 0
    header = page.get_by_role("columnheader", name="Ampla concorrência")
    box, outer = header.bounding_box(), region.bounding_box()
    assert box["x"] + box["width"] <= outer["x"] + outer["width"] + 0.5
    page.context.close()


# --- 13. print and dark mode ---------------------------------------------------------------------


def test_print_shows_the_answer_not_the_controls(calc_page):
    calculate(calc_page, "go", [37, 5])
    calc_page.emulate_media(media="print")
    try:
        assert calc_page.locator("#resultado .headline").is_visible()
        assert calc_page.locator("#tabela-resultado").is_visible()
        assert not calc_page.locator("#calculadora").is_visible()
        assert not calc_page.locator("#motor").is_visible()
        assert not calc_page.locator("section.tables").is_visible()
        assert not calc_page.get_by_role("button", name="Copiar resultado").is_visible()
    finally:
        calc_page.emulate_media(media="screen")


def test_dark_mode_colours_and_axe(new_page, site_url):
    page = open_calculator(new_page(color_scheme="dark"), site_url, "?lei=federal&data=2025-10-15&vagas=37&vagas=2")
    page.wait_for_selector("#tabela-resultado")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    channels = [int(x) for x in re.findall(r"\d+", background)[:3]]
    assert max(channels) < 60, background  # a dark page, not the light one
    page.locator("details.table-law").first.evaluate("d => d.open = true")
    assert_no_violations(page, "index.html, dark, with a result")
    page.get_by_label("Número de vagas do cargo 1").fill("abc")
    page.get_by_role("button", name="Calcular").click()
    page.wait_for_selector("#resultado.error")
    assert_no_violations(page, "index.html, dark, with an error")
    for path in ("leis/go.html#art-1-p2", "leis/federal.html", "regras/CQ101.html"):
        page.goto(site_url + path)
        assert_no_violations(page, f"{path}, dark")
    page.context.close()


# --- the law core's JSON: PcD not modelled, Lei 15.142's reserve on the whole edital -------------


def test_pcd_not_modelled_shows_no_number(calc_page):
    # Goiás before its PcD law (Lei 14.715/2004): no PcD rule modelled for that date.
    result = compute("go", [10], dt.date(2003, 6, 1))
    assert result["total"]["pcd"] is None
    status = calculate(calc_page, "go", [10], "2003-06-01")
    assert "reserva para pessoas com deficiência não modelada" in status
    assert not re.search(r"\d+ a pessoas com deficiência", status)
    cells = calc_page.locator("#tabela-resultado tbody tr").first.locator("td").all_inner_texts()
    assert cells[-2] == "não modelada"


def test_whole_edital_reserve_is_not_the_sum_of_the_cargos(calc_page):
    result = compute("federal", [37, 8, 1], dt.date(2025, 10, 15))
    total = result["total"]
    assert total["base"] == "edital" and total["reserved"] != total["per_cargo"]
    missing = sum(total["to_distribute"].values())
    status = calculate(calc_page, "federal", [37, 8, 1], "2025-10-15")
    word = "vaga reservada" if missing == 1 else "vagas reservadas"
    assert f"{missing} {word} a distribuir entre os cargos: o edital decide." in status
    assert f"e não a soma dos cargos ({total['per_cargo']})" in status
    assert f"{total['reserved']} vagas reservadas" in status
    # Under Goiás the total is the sum per cargo: nothing to distribute.
    status = calculate(calc_page, "go", [37, 8, 1])
    assert "a distribuir" not in status
