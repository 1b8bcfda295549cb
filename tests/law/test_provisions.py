"""The seed parser: anchors, the wording in force vs the superseded one, ementa and closing."""

from pathlib import Path

import pytest

from cotacheck.law import provisions as lawtext
from cotacheck.law.lawbook import LAWS

SEEDS = Path(__file__).resolve().parents[2] / "seeds"


@pytest.fixture(scope="module")
def goias():
    return lawtext.load_seed(SEEDS, "goias-lei-23389-2025.txt")


@pytest.fixture(scope="module")
def rn():
    return lawtext.load_seed(SEEDS, "rn-lei-11015-2021.txt")


def by_anchor(text):
    return {p.anchor: p for p in text.provisions}


def test_goias_in_force_caput_is_the_amended_one_at_the_bottom(goias):
    provisions = by_anchor(goias)
    caput = provisions["art-1"]
    assert "funções públicas decorrentes de contratos por tempo determinado" in caput.text
    assert caput.amended and "23.719" in caput.amended and not caput.superseded
    old = provisions["art-1-anterior"]
    assert old.superseded and "funções públicas" not in old.text and "igual ou superior a 3 (três)" in old.text


def test_goias_superseded_wordings(goias):
    provisions = by_anchor(goias)
    assert (
        "função pública" in provisions["art-1-p3"].text and "função pública" not in provisions["art-1-p3-anterior"].text
    )
    assert "cento e vinte dias" in provisions["art-9-i"].text
    assert "180 (cento e oitenta)" in provisions["art-9-i-anterior"].text
    assert provisions["art-9-i-anterior"].superseded and not provisions["art-9-i"].superseded
    assert provisions["art-4-p1-anterior"].superseded
    assert {p.anchor for p in goias.provisions if p.superseded} == {
        "art-1-anterior",
        "art-1-p3-anterior",
        "art-4-p1-anterior",
        "art-9-i-anterior",
    }


def test_goias_glued_labels_are_split(goias):
    provisions = by_anchor(goias)
    assert provisions["art-1-p1"].text.startswith("O disposto no caput")
    assert provisions["art-9-i"].text.startswith("após decorridos")
    assert provisions["art-9-ii"].text.startswith("na data de sua publicação")
    assert provisions["art-9-ii"].label == "II –"


def test_goias_notes_ementa_enacting_closing(goias):
    provisions = by_anchor(goias)
    assert any("Decreto nº 10.789" in n for n in provisions["art-1-p5"].notes)
    assert any("Vide art. 2º da Lei nº 23.719" in n for n in provisions["art-9"].notes)
    assert goias.ementa.startswith("Reserva aos negros 20%")
    assert "decreta e eu sanciono" in goias.enacting
    assert goias.closing[0].startswith("Goiânia, 6 de maio de 2025") and "RONALDO CAIADO" in goias.closing
    # No note line or ementa leaked into a provision's text.
    assert not any(p.text.startswith("- ") or "Redação dada" in p.text for p in goias.provisions)


def test_goias_articles_in_order_with_current_wording_first(goias):
    articles = goias.articles()
    assert [n for n, _ in articles] == list(range(1, 10))
    first = articles[0][1]
    assert [p.anchor for p in first[:2]] == ["art-1", "art-1-anterior"]
    assert [p.anchor for p in articles[8][1]] == ["art-9", "art-9-i", "art-9-i-anterior", "art-9-ii"]


def test_rn_wrapped_lines_joined_and_alineas(rn):
    provisions = by_anchor(rn)
    assert rn.title == "LEI Nº 11.015, DE 20 DE NOVEMBRO DE 2021."
    assert rn.ementa.startswith("Dispõe sobre a reserva") and rn.ementa.endswith("Rio Grande do Norte.")
    assert provisions["art-1-p1"].text == (
        "A reserva de vagas será aplicada sempre que o número de vagas oferecidas no concurso público "
        "seja igual ou superior a 3 (três)."
    )
    assert provisions["art-2-p1-b"].text.startswith("a exigência de documento público oficial")
    assert "genitores" in provisions["art-2-p1-b"].text
    assert [p.anchor for p in rn.provisions if p.article == 2] == [
        "art-2",
        "art-2-p1",
        "art-2-p1-a",
        "art-2-p1-b",
        "art-2-p1-c",
        "art-2-p2",
        "art-2-p3",
    ]
    assert not any(p.superseded for p in rn.provisions)
    assert rn.closing[0].startswith("Palácio de Despachos") and rn.closing[0].endswith("República.")
    assert "FÁTIMA BEZERRA" in rn.closing


def test_anchor_forms():
    text = lawtext.parse("Art. 3º Caput.\nParágrafo único. Texto.\nI – inciso um;\na) alínea a.\n", "x", "wrapped")
    assert [p.anchor for p in text.provisions] == ["art-3", "art-3-pu", "art-3-pu-i", "art-3-pu-i-a"]
    assert lawtext.roman("XIV") == 14 and lawtext.roman("IX") == 9


def test_every_seeded_citation_has_its_provision():
    """The law data cites anchors in seeded texts; each must be a provision the parser finds."""
    checked = 0
    for law in LAWS.values():
        for citation in law.citations():
            if citation.instrument.seed and citation.anchor:
                text = lawtext.load_seed(SEEDS, citation.instrument.seed)
                assert citation.anchor in text.anchors, (
                    f"{law.id}: {citation.text} → #{citation.anchor} not in {citation.instrument.seed}"
                )
                checked += 1
    assert checked >= 10
