"""Property test: a council's quadro printed by Chromium and copied from Firefox's viewer (pdf.js: an item a
line; tests/layout_pdfjs_sup_marks.py, t07 of the fifteenth set) read back right.

A fixed seed draws 200 editais. Each must read as its generator says: every row once (a cargo at several
lotações an entry a lotação, named by its cargo, its footnote mark left out, and its lotação), its vacancies
its total and its reserve for negros the Lei 15.142 groups' cells together; the cadastro-only row and the
TOTAL row no entry, no footer or note read as a cargo. Where a row's name ends is read from its words (the
lotação's and the requisitos' cells share the counts' line), so no row is confirmed: `problems` fails a
confirmed one as "confirmed but not proven"."""

from __future__ import annotations

from layout_pdfjs_sup_marks import pdfjs_sup_marks
from test_layout_places import problems
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text
from cotacheck.linter.read.text import fold, split_lines
from cotacheck.linter.tables import name_marks
from cotacheck.linter.tables.header import build_columns, header_tokens

SEED = 20261207


def _no_marks(case) -> list[str]:
    """The generator's problems, and a name keeping a note's mark glued to it."""
    out = problems(case)
    for p in lint_text(case.text)["positions"]:
        words = p["name"].split()
        out += [f"mark in {p['name']!r}" for w in words if w[-1:] in "123" and w[-2:-1].isalpha()]
    return out


def test_pdfjs_quadros_with_sup_marks_read_back():
    assert_reads_back(pdfjs_sup_marks, _no_marks, SEED, "pdfjs_sup_marks", 200)


def test_vagas_imediatas_then_cr_over_one_run():
    """ "… Salário Vagas imediatas CR" over "AC PPP PI PQ PcD Total" (pdf.js joins the header's upper cells on
    one line): "Vagas imediatas" spans the roles, "CR" is a column after them (read as spanning them, every
    row's first count was a total and the rest the cadastro's)."""
    top = header_tokens(fold("Código – emprego / lotação Requisitos Salário Vagas imediatas CR"))
    low = header_tokens(fold("AC PPP PI PQ PcD Total"))
    counts = [(c.kind, c.group) for c in build_columns([top, low]) if c.is_count]
    assert counts == [
        ("open", "imm"),
        ("pretos_pardos", "imm"),
        ("indigenas", "imm"),
        ("quilombolas", "imm"),
        ("pcd", "imm"),
        ("total", "imm"),
        ("total", "cr"),
    ]


def test_a_mark_at_a_name_lines_end_needs_its_superscript_note():
    """ "Enfermeiro Fiscal1" over its row's counts loses its mark where a note "¹ …" stands below; without it
    (or with the row's counts too far below) the line stays as it is."""
    rows = "E01 – Enfermeiro Fiscal1\nSede – Recife Ensino superior R$ 6.235,18 5 2 0 0 1 8 16\n"
    noted = f"{rows}¹ O Enfermeiro Fiscal exerce suas atividades em deslocamento.\n"
    assert name_marks.relay(split_lines(noted))[0].text == "E01 – Enfermeiro Fiscal¹"
    mid = f"{rows}Siglas: AC – ampla concorrência. ¹ O Enfermeiro Fiscal exerce suas atividades.\n"
    assert name_marks.relay(split_lines(mid))[0].text == "E01 – Enfermeiro Fiscal¹"
    for text in (rows, f"{rows}² Jornada de 20 horas.\n"):
        assert [x.text for x in name_marks.relay(split_lines(text))] == [x.text for x in split_lines(text)]
    far = "Anexo A1\n" + "texto\n" * 10 + noted  # a row's counts too far below the line
    assert name_marks.relay(split_lines(far))[0].text == "Anexo A1"
