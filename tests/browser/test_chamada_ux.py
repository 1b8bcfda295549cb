"""The calls page as a candidate on a phone uses it (issue 13): "Minha posição" near the top, the
answer first in one plain sentence with the cargo's vacancies, reverted calls drawn as ampla
concorrência, readable allocation rows, the answer in view, copy, print, dark mode with axe."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from cotacheck.nomination import allocate

from .conftest import PHONE, wait_ready
from .test_chamada import DAY, classified, fill_edital, strip_items, submit


@pytest.fixture(scope="session")
def phone_chamada(new_page, site_url):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True, shared=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page.goto(f"{site_url}chamada.html")
    wait_ready(page)
    return page


def ask(page, position, vacancies="", general=""):
    fill_edital(page, "go")
    page.get_by_label("Minha posição na lista reservada").fill(str(position))
    page.get_by_label("Minha posição na lista geral (opcional)").fill(str(general))
    page.get_by_label("Vagas do cargo no edital (opcional)").fill(str(vacancies))
    submit(page, "Calcular", "chamada_candidato")
    return page.locator("#candidato-resultado .headline").inner_text()


def test_my_position_form_is_near_the_top_on_a_phone(phone_chamada):
    top = phone_chamada.evaluate("document.getElementById('candidato').getBoundingClientRect().top + scrollY")
    order_top = phone_chamada.evaluate("document.getElementById('ordem').getBoundingClientRect().top + scrollY")
    assert top < 1600, top  # was ~3 000 px down, below the order of calls
    assert top < order_top


def test_plain_answer_with_the_cargos_vacancies(phone_chamada):
    # Goiás, 4th on the negro list: the 4th reserved vacancy is the 18th call (3, 8, 13, 18).
    beyond = ask(phone_chamada, 4, 10)
    assert beyond.startswith(
        "Com 10 vagas, no pior caso você fica fora delas: sem desistências à sua frente, é a 18ª pessoa nomeada"
    )
    within = ask(phone_chamada, 4, 20)
    assert within.startswith("Com 20 vagas, você é nomeado(a): no máximo a 18ª pessoa nomeada, dentro das 20 vagas.")
    # Reached earlier through the general list: said after the plain sentence.
    early = ask(phone_chamada, 4, 10, 30)
    assert "No melhor caso, a 4ª, dentro das 10 vagas" in early
    # Without the vacancies: the place in the order, and an invitation to give them.
    plain = ask(phone_chamada, 4)
    assert plain.startswith("Sem desistências à sua frente, você é no máximo a 18ª pessoa nomeada no cargo.")
    assert "Informe as vagas do cargo" in plain
    # The detail follows the sentence, with the law.
    detail = phone_chamada.locator("#candidato-resultado").inner_text()
    assert detail.index("Como chegamos a isso") > detail.index(plain)
    assert "a 4ª vaga reservada a negros é a 18ª nomeação do cargo" in detail
    # The answer is in view and focused after an explicit "Calcular".
    phone_chamada.wait_for_function(  # the smooth scroll over
        "(h) => { const top = document.getElementById('candidato-resultado').getBoundingClientRect().top;"
        " return -2 <= top && top < h; }",
        arg=PHONE["height"] / 2,
    )
    assert phone_chamada.evaluate("document.activeElement.id") == "candidato-resultado"
    assert (
        -2
        <= phone_chamada.evaluate("document.getElementById('candidato-resultado').getBoundingClientRect().top")
        < PHONE["height"] / 2
    )
    # Copy: the sentence, the steps, the link.
    phone_chamada.get_by_role("button", name="Copiar resposta").click()
    phone_chamada.wait_for_function(
        "() => document.getElementById('copiar-resposta').textContent === 'Resposta copiada'"
    )
    copied = phone_chamada.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(plain) and "posicao=4" in copied


def test_vacancies_come_from_the_calculator_link(new_page, site_url):
    page = new_page()
    page.goto(f"{site_url}chamada.html?lei=go&data=2025-10-15&chamadas=10&posicao=4")
    wait_ready(page)
    page.wait_for_selector("html[data-done-chamada-candidato]", state="attached")
    assert page.get_by_label("Vagas do cargo no edital (opcional)").input_value() == "10"
    assert (
        page.locator("#candidato-resultado .headline")
        .inner_text()
        .startswith("Com 10 vagas, no pior caso você fica fora delas")
    )
    page.context.close()


def test_reverted_call_is_not_drawn_as_reserved(phone_chamada):
    # Nobody declared PcD: the PcD call (10th under Goiás) reverts to ampla concorrência.
    text = "id,rank,negro,pcd\n" + "\n".join(f"c{i},{i},{1 if i in (5, 12) else 0},0" for i in range(1, 31)) + "\n"
    fill_edital(phone_chamada, "go")
    phone_chamada.get_by_label("Ou cole a lista aqui").fill(text)
    phone_chamada.get_by_label("Número de vagas", exact=True).fill("10")
    submit(phone_chamada, "Aplicar a lei", "chamada_alocar")
    result = allocate(text, 10, "go", DAY)
    reverted = {r["call"]: r["from"] for r in result["reverted"]}
    assert reverted.get(10) == "pcd"
    items = dict(strip_items(phone_chamada, "#alocacao-detalhes"))
    assert items[10] == "A", items
    tenth = phone_chamada.locator("#alocacao-detalhes ol.strip li").nth(9)
    assert "revertida" in tenth.text_content() and "call-reverted" in tenth.get_attribute("class")
    # Calls that were not reverted keep their list.
    for call in {c["call"] for c in result["calls"] if c["list"] == "negros"} - set(reverted):
        assert items[call] == "N"
    # Allocation rows stay readable on a phone: no row several screens tall.
    heights = phone_chamada.locator("#tabela-nomeacoes tbody tr").evaluate_all(
        "rows => rows.map(r => r.getBoundingClientRect().height)"
    )
    assert max(heights) < 120, heights


def test_print_and_dark_mode_with_results(new_page, site_url):
    page = new_page(viewport=PHONE, color_scheme="dark")
    page.goto(f"{site_url}chamada.html?lei=federal&data=2026-01-05&chamadas=30&posicao=2&vagas=12")
    wait_ready(page)
    page.wait_for_selector("html[data-done-chamada-candidato]", state="attached")
    page.wait_for_selector("html[data-done-chamada-ordem]", state="attached")
    page.get_by_label("Ou cole a lista aqui").fill(classified(40))
    page.get_by_label("Número de vagas", exact=True).fill("25")
    submit(page, "Aplicar a lei", "chamada_alocar")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.emulate_media(media="print")
    assert page.locator("#candidato-resultado .headline").is_visible()
    assert page.locator("#tabela-nomeacoes").is_visible()
    assert not page.locator("#candidato").is_visible() and not page.locator("#motor").is_visible()
    page.context.close()


def test_portuguese_csv_headers_are_recognised_and_said(phone_chamada):
    fill_edital(phone_chamada, "go")
    text = "Nome;Classificação;Cotista;Deficiência\nAna;1;não;não\nBruno;2;sim;não\nCaio;3;sim;não\nDora;4;não;sim\n"
    phone_chamada.get_by_label("Ou cole a lista aqui").fill(text)
    phone_chamada.get_by_label("Número de vagas", exact=True).fill("3")
    submit(phone_chamada, "Aplicar a lei", "chamada_alocar")
    details = phone_chamada.locator("#alocacao-detalhes").inner_text()
    assert (
        "Colunas reconhecidas: “Nome” → candidato (id); “Classificação” → classificação (rank); “Cotista” → negro / cotista"
        in details
    )
    assert "“Deficiência” → pessoa com deficiência (pcd)" in details
    assert phone_chamada.locator("#tabela-nomeacoes tbody tr").count() == 3


def test_position_message_agrees(phone_chamada):
    fill_edital(phone_chamada, "go")
    phone_chamada.get_by_label("Minha posição na lista reservada").fill("0")
    phone_chamada.get_by_label("Minha posição na lista geral (opcional)").fill("")
    submit(phone_chamada, "Calcular", "chamada_candidato")
    text = phone_chamada.locator("#candidato-resultado").inner_text()
    assert "Posição na lista reservada inválida" in text and "inválido" not in text
