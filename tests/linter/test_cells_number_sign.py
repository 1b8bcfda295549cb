"""A number after "nº" names an act, a publication or an item ("Prefeito Municipal. Publicação nº 7.118.221",
a municipal gazette's signature under a law's annex): never a count cell (`tables/cells.py`); read as one, the
line was a cargo of 7,118,221 vacancies."""

from __future__ import annotations

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import laid_line
from cotacheck.linter.tables.cells import inner_cells, split_cells


def test_a_number_after_its_sign_is_no_count():
    for sign in ("nº", "Nº", "n°", "n.º", "número"):
        assert split_cells(laid_line(1, f"Prefeito Municipal. Publicação {sign} 7.118.221"))[1] == []
    assert split_cells(laid_line(1, "Portaria nº 12 3 1"))[1] == [("n", 3), ("n", 1)]
    assert inner_cells(laid_line(1, "Decreto nº 12 – Agente 3 1"), 2)[1] == [("n", 3), ("n", 1)]


def test_counts_after_other_words_are_still_read():
    assert split_cells(laid_line(1, "Agente no 2 1 0"))[1] == [("n", 2), ("n", 1), ("n", 0)]


def test_a_gazette_signature_under_a_laws_annex_is_no_cargo():
    text = (
        "LEI COMPLEMENTAR Nº 212, DE 5 DE FEVEREIRO DE 2025\n"
        "ANEXO ÚNICO\n"
        "Cargo Quant. C.H. Venc. R$\n"
        "Agente de Trânsito 4 40h 2.611,20\n"
        "Fiscal Sanitário 2 40h 3.018,44\n"
        "Arabutã Novo, 5 de fevereiro de 2025. NEIVO PAULO TREVISOL –\n"
        "Prefeito Municipal. Publicação nº 7.118.221\n"
    )
    assert not [p for p in lint_text(text)["positions"] if p["vacancies"] and "Publica" in p["name"]]
