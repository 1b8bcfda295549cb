"""The "Quando serei chamado?" page (chamada.html) in Chromium: the strip of calls equals the core's
order, the candidate view, a classified list pasted or uploaded (never sent anywhere), a 10 000-
candidate list, bad rows, content before Python, axe with results shown. Expected figures come from
cotacheck.nomination run in CPython, plus the positions of the laws (3, 8, 13, 18…)."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.nomination import allocate, order

from .conftest import PHONE, wait_ready

DAY = dt.date(2026, 1, 5)


@pytest.fixture(scope="session")
def chamada(new_page, site_url):
    page = new_page(shared=True)
    page.goto(f"{site_url}chamada.html")
    wait_ready(page)
    return page


def fill_edital(page, law="go", day=DAY, convention="rounded"):
    page.get_by_label("Lei", exact=True).select_option(law)
    page.get_by_label("Data de publicação do edital").fill(day.strftime("%d/%m/%Y"))
    page.get_by_label("Em que nomeações entram as vagas reservadas").select_option(convention)


def submit(page, button, name):
    attribute = f"data-done-{name.replace('_', '-')}"
    asked = f"data-asked-{name.replace('_', '-')}"
    before = page.get_attribute("html", attribute)
    page.get_by_role("button", name=button).click()
    # answered, and the answer is the one to the last question asked (a field's change may have asked too)
    page.wait_for_function(
        "([a, q, b]) => { const h = document.documentElement;"
        " return h.getAttribute(a) !== b && h.getAttribute(a) === h.getAttribute(q); }",
        arg=[attribute, asked, before],
    )


def strip_items(page, selector):
    """The strip as [(call, code)], read from the visible text of each item."""
    items = []
    for text in page.locator(f"{selector} ol.strip li").all_inner_texts():
        number, code = text.split("\n")[:2]
        items.append((int(number.replace(".", "")), code.strip()))
    return items


CODES = {"ampla": "A", "negros": "N", "pretos_pardos": "P", "indigenas": "I", "quilombolas": "Q", "pcd": "D"}


@pytest.mark.parametrize(
    "law, calls, convention",
    [("go", 20, "rounded"), ("rn", 40, "rounded"), ("federal", 30, "rounded"), ("go", 25, "blocks")],
)
def test_strip_shows_the_core_order(chamada, law, calls, convention):
    fill_edital(chamada, law, convention=convention)
    chamada.get_by_label("Número de chamadas").fill(str(calls))
    submit(chamada, "Mostrar a ordem", "chamada_ordem")
    expected = order(law, calls, DAY, convention=convention)["calls"]
    assert strip_items(chamada, "#ordem-detalhes") == [(c["call"], CODES[c["list"]]) for c in expected]
    if law == "go" and convention == "rounded":
        reserved = [n for n, code in strip_items(chamada, "#ordem-detalhes") if code == "N"]
        assert reserved == [3, 8, 13, 18]
    # readable without colour: each item says its list in text
    third = chamada.locator("#ordem-detalhes ol.strip li").nth(2).text_content()
    assert ("reservada a" in third) or ("ampla concorrência" in third)


def test_strip_beyond_the_drawn_limit(chamada):
    fill_edital(chamada, "go")
    chamada.get_by_label("Número de chamadas").fill("1500")
    submit(chamada, "Mostrar a ordem", "chamada_ordem")
    assert chamada.locator("#ordem-detalhes ol.strip li").count() == 1000
    assert "1.000 primeiras de 1.500" in chamada.locator("#ordem-detalhes").inner_text()
    assert "300 chamadas" in chamada.locator("#ordem-detalhes .positions").inner_text()  # 20% of 1 500


def test_order_bad_input(chamada):
    fill_edital(chamada, "go")
    for typed, message in (("0", "pelo menos 1"), ("abc", "Use um número inteiro"), ("100001", "100.000")):
        chamada.get_by_label("Número de chamadas").fill(typed)
        submit(chamada, "Mostrar a ordem", "chamada_ordem")
        assert message in chamada.locator("#ordem-resultado").inner_text()


def test_candidate_view(chamada):
    fill_edital(chamada, "go")
    chamada.get_by_label("Minha posição na lista reservada").fill("4")
    chamada.get_by_label("Minha posição na lista geral (opcional)").fill("30")
    submit(chamada, "Calcular", "chamada_candidato")
    text = chamada.locator("#candidato-resultado").inner_text()
    assert "no máximo a 18ª pessoa nomeada" in text
    assert "a 4ª vaga reservada a negros é a 18ª nomeação do cargo" in text
    assert "a 30ª vaga de ampla concorrência é a 40ª nomeação do cargo" in text
    chamada.get_by_label("Minha posição na lista geral (opcional)").fill("2")
    submit(chamada, "Calcular", "chamada_candidato")
    assert "não pode ser maior" in chamada.locator("#candidato-resultado").inner_text()


def classified(count, seed=5):
    rng = random.Random(seed)
    rows = ["id,rank,negro,pcd,withdrawn"]
    rows += [
        f"c{i},{i},{int(rng.random() < 0.3)},{int(rng.random() < 0.08)},{int(rng.random() < 0.03)}"
        for i in range(1, count + 1)
    ]
    return "\n".join(rows) + "\n"


def table(page):
    return [tuple(r.split("\t")[:4]) for r in page.locator("#tabela-nomeacoes tbody tr").all_inner_texts()]


LABELS = {"ampla": "ampla concorrência", "negros": "negros", "pcd": "pessoas com deficiência"}


def test_pasted_list_is_allocated_in_the_page_and_never_sent(chamada):
    text = classified(60)
    fill_edital(chamada, "go")
    requests = []

    def record(request):
        requests.append(request.url)

    chamada.on("request", record)
    chamada.get_by_label("Ou cole a lista aqui").fill(text)
    chamada.get_by_label("Número de vagas", exact=True).fill("20")
    submit(chamada, "Aplicar a lei", "chamada_alocar")
    chamada.remove_listener("request", record)
    expected = allocate(text, 20, "go", DAY)["appointed"]
    got = table(chamada)
    assert got == [(str(a["call"]), a["id"], LABELS[a["list"]], str(a["rank"])) for a in expected]
    assert requests == [], f"the page made requests while allocating: {requests}"
    assert "art. 4º" in chamada.locator("#tabela-nomeacoes").inner_text()


def test_uploaded_file_and_withdrawal(chamada, tmp_path):
    path = tmp_path / "classificados.csv"
    path.write_text(
        "\ufeffid;rank;negro;pcd;withdrawn\nana;1;não;não;não\nbia;2;não;não;não\ncaio;3;sim;não;sim\n"
        "davi;4;sim;não;não\neva;5;não;não;não\n",
        encoding="utf-8",
    )
    fill_edital(chamada, "rn")
    chamada.get_by_label("Arquivo CSV").set_input_files(str(path))
    chamada.wait_for_function("name => document.documentElement.dataset.fileLoaded === name", arg="classificados.csv")
    chamada.get_by_label("Número de vagas", exact=True).fill("3")
    submit(chamada, "Aplicar a lei", "chamada_alocar")
    # RN, 3 vacancies: 20% of 3 = 0,6 → 1 at call 3; caio withdrew, davi takes it (art. 3º, § 2º)
    assert table(chamada) == [
        ("1", "ana", "ampla concorrência", "1"),
        ("2", "bia", "ampla concorrência", "2"),
        ("3", "davi", "negros", "4"),
    ]
    details = chamada.locator("#alocacao-detalhes").inner_text()
    assert "caio" in details and "art. 3º, § 2º" in details


def test_bad_row_names_the_line(chamada):
    fill_edital(chamada, "go")
    chamada.get_by_label("Ou cole a lista aqui").fill("id,rank,negro,pcd\na,1,1,0\nb,2,talvez,0\n")
    chamada.get_by_label("Número de vagas", exact=True).fill("3")
    submit(chamada, "Aplicar a lei", "chamada_alocar")
    assert "linha 3" in chamada.locator("#alocacao-resultado").inner_text()


def test_ten_thousand_candidates(new_page, site_url, tmp_path):
    """10 000 candidates uploaded and allocated in Pyodide (the CPython time is in bench/order_bench.py, not asserted here).
    On a page of its own, closed after: its 10 000-line list and table make every later edit of the
    shared page slow (a textarea fill waited minutes on a loaded machine)."""
    chamada = new_page()
    chamada.goto(f"{site_url}chamada.html")
    wait_ready(chamada)
    text = classified(10_000)
    path = tmp_path / "dez-mil.csv"
    path.write_text(text, encoding="utf-8")
    fill_edital(chamada, "federal")
    chamada.get_by_label("Arquivo CSV").set_input_files(str(path))
    chamada.wait_for_function("name => document.documentElement.dataset.fileLoaded === name", arg="dez-mil.csv")
    chamada.get_by_label("Número de vagas", exact=True).fill("2000")
    submit(chamada, "Aplicar a lei", "chamada_alocar")
    result = allocate(text, 2000, "federal", DAY)
    head = chamada.locator("#alocacao-resultado").inner_text()
    assert f"{len(result['appointed']):,}".replace(",", ".") + " nomeações de 10.000 classificados" in head
    assert chamada.locator("#tabela-nomeacoes tbody tr").count() == len(result["appointed"])
    chamada.context.close()


def test_content_before_python_and_without_javascript(new_page, site_url):
    page = new_page(java_script_enabled=False)
    page.goto(f"{site_url}chamada.html")
    strip = page.locator("#ordem-detalhes ol.strip").first
    assert strip.locator("li").count() == 20
    assert [int(t.split("\n")[0]) for t in strip.locator("li.call-negros").all_inner_texts()] == [3, 8, 13, 18]
    assert "Os dados da lista não saem do seu navegador" in page.inner_text("main")
    assert "tjdft" in page.locator("a[href*='tjdft']").first.get_attribute("href")


def test_phone_and_axe_with_results(new_page, site_url):
    page = new_page(viewport=PHONE)
    page.goto(f"{site_url}chamada.html")
    wait_ready(page)
    fill_edital(page, "federal")
    page.get_by_label("Número de chamadas").fill("60")
    submit(page, "Mostrar a ordem", "chamada_ordem")
    page.get_by_label("Ou cole a lista aqui").fill(classified(40))
    page.get_by_label("Número de vagas", exact=True).fill("25")
    submit(page, "Aplicar a lei", "chamada_alocar")
    page.get_by_label("Minha posição na lista reservada").fill("2")
    submit(page, "Calcular", "chamada_candidato")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_url_carries_the_question_but_never_the_list(chamada, new_page, site_url):
    fill_edital(chamada, "rn")
    chamada.get_by_label("Tipo de vaga").select_option("emprego")
    chamada.get_by_label("Número de chamadas").fill("30")
    submit(chamada, "Mostrar a ordem", "chamada_ordem")
    chamada.get_by_label("Minha posição na lista reservada").fill("2")
    chamada.get_by_label("Minha posição na lista geral (opcional)").fill("")
    submit(chamada, "Calcular", "chamada_candidato")
    chamada.get_by_label("Ou cole a lista aqui").fill("id,rank,negro,pcd\nsegredo,1,1,0\n")
    chamada.get_by_label("Número de vagas", exact=True).fill("1")
    submit(chamada, "Aplicar a lei", "chamada_alocar")
    url = chamada.url
    assert "lei=rn" in url and "chamadas=30" in url and "posicao=2" in url and "tipo=emprego" in url
    assert "segredo" not in url and "geral=" not in url
    other = new_page()
    other.goto(url)
    wait_ready(other)
    other.wait_for_selector("html[data-done-chamada-ordem]", state="attached")
    expected = order("rn", 30, DAY, kind="emprego")["calls"]
    assert strip_items(other, "#ordem-detalhes") == [(c["call"], CODES[c["list"]]) for c in expected]
    other.wait_for_function(
        "() => document.querySelector('#candidato-resultado').innerText.includes('no máximo a 8ª pessoa nomeada')"
    )
