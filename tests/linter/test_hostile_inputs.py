"""Inputs as they really come (issue 26): nothing read wrong or dropped in silence, the same answer in
CPython and in the page, a bounded reading, and messages that say what the file is."""

from __future__ import annotations

import io
import json
import zipfile

import pytest
from hostile_pdfs import (
    incremental_update,
    inflating_pages,
    one_page,
    scanned,
    startxref,
    text_page,
    with_startxref,
    with_xref_entry,
)
from lint_samples import CLAUSES, GO_HEAD, REAL_EDITAIS, make_pdf

from cotacheck.errors import InputError
from cotacheck.linter import lint_bytes, lint_text
from cotacheck.linter.read import pdf_budget
from cotacheck.linter.read.files import decode
from cotacheck.linter.read.pdf import PdfFile, pdf_text
from cotacheck.linter.read.pdf_repair import BoundedBytes, revisions

TABLE = GO_HEAD + "Cargo AC Negros Total\nAnalista de Sistemas 22 3 25\n" + CLAUSES
REAL = REAL_EDITAIS / "fed_bancodobrasil_2022_cesgranrio.pdf"
ROW = "Analista de Sistemas 22 3 25"
ROW_LINE = TABLE.splitlines().index(ROW) + 1


def figures(result: dict) -> list[tuple]:
    return [(p["name"], p["vacancies"], p["reserved_stated"], p["confidence"]) for p in result["positions"]]


def notes(result: dict) -> list[dict]:
    return [f for f in result["findings"] if f["code"] == "CQ305"]


# --- 4: bidirectional controls ------------------------------------------------------------------------


@pytest.mark.parametrize("control", ["\u202e", "\u202d", "\u202b", "\u2067", "\u2068"])
def test_a_bidi_control_makes_the_line_uncertain_and_says_so(control):
    """ "3" wrapped in a right-to-left override was read and confirmed; now its error is a note."""
    closing = "\u2069" if control in "\u2066\u2067\u2068" else "\u202c"
    clean = lint_text(TABLE)
    assert figures(clean) == [("Analista de Sistemas", 25, 3, "confirmed")]
    assert [f["severity"] for f in clean["findings"] if f["code"] == "CQ102"] == ["error"]
    result = lint_text(TABLE.replace(" 3 25", f" {control}3 25{closing}"))
    assert figures(result) == [("Analista de Sistemas", 25, 3, "uncertain")]
    short = [f for f in result["findings"] if f["code"] == "CQ102"]
    assert [f["severity"] for f in short] == ["info"] and "controle de direção" in short[0]["message"]
    assert [n["line"] for n in notes(result)] == [ROW_LINE]
    assert "bidi" in notes(result)[0]["message"] and result["truncated"][0]["kind"] == "bidi"


def test_an_override_that_makes_02_look_like_20_is_never_confirmed():
    prose = GO_HEAD + "Para o cargo de Analista serão oferecidas \u202e02\u202c vagas, sem reserva.\n" + CLAUSES
    result = lint_text(prose)
    assert [p["confidence"] for p in result["positions"]] == ["uncertain"] * len(result["positions"])
    assert not [f for f in result["findings"] if f["severity"] == "error" and f.get("position")]
    assert notes(result)


def test_a_reversed_row_does_not_vanish_in_silence():
    """A row stored right to left under an override ("52 3 22 sametsiS ed atsilanA") shows as the row."""
    reversed_row = "\u202e" + ROW[::-1] + "\u202c"
    result = lint_text(TABLE.replace(ROW, reversed_row))
    assert not [p for p in result["positions"] if p["confidence"] == "confirmed"]
    assert [n["line"] for n in notes(result)] == [ROW_LINE]


def test_direction_marks_inside_a_count_make_the_row_uncertain():
    """An RLM inside 25 ("2\u200f5") makes a browser show the row's figures in another order: the marks
    are direction controls too (tests/linter/test_rows_said.py)."""
    result = lint_text(TABLE.replace(" 25", " 2\u200f5\u200e"))
    assert figures(result) == [("Analista de Sistemas", 25, 3, "uncertain")]
    assert [n["line"] for n in notes(result)] == [ROW_LINE]


# --- 7 and 13: decoding text ------------------------------------------------------------------------------


def test_one_line_not_utf8_is_read_alone_and_named():
    text = TABLE.replace("Analista de Sistemas", "Análise de Sistemas")
    data = text.encode("utf-8").replace("Análise".encode(), "Análise".encode("cp1252"))
    decoded = decode(data, "e.txt")
    assert decoded.startswith(text)  # every other line, accents included, as written
    result = lint_bytes(data, "e.txt")
    assert figures(result) == figures(lint_text(text))
    assert result["date"] == lint_text(text)["date"]
    assert [n["line"] for n in notes(result)] == [ROW_LINE]
    assert "Windows-1252" in notes(result)[0]["message"]


def test_a_file_all_in_cp1252_reads_as_before_without_a_note():
    text = TABLE.replace("Analista", "Análista")
    result = lint_bytes(text.encode("cp1252"), "e.txt")
    assert decode(text.encode("cp1252"), "e.txt") == text
    assert not notes(result)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_byte_order_mark_is_recognised(encoding):
    text = TABLE.replace("Analista", "Análista")
    assert decode(text.encode(encoding), "e.txt") == text
    assert lint_bytes(text.encode(encoding), "e.txt") == lint_bytes(text.encode("utf-8"), "e.txt")


def test_binary_named_txt_is_still_refused():
    with pytest.raises(InputError, match="não parece ser texto nem PDF"):
        decode(b"\x00\x01\x02\x03binary" * 50, "e.txt")


# --- 13: files named .pdf that are not PDFs -------------------------------------------------------------------


def a_zip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, body in members.items():
            archive.writestr(name, body)
    return out.getvalue()


NOT_PDFS = {
    "docx": (lambda: a_zip({"[Content_Types].xml": b"<x/>", "word/document.xml": b"<w/>"}), "documento do Word"),
    "xlsx": (lambda: a_zip({"xl/workbook.xml": b"<x/>"}), "planilha do Excel"),
    "zip": (lambda: a_zip({"edital.pdf": b"%PDF-1.4"}), "arquivo compactado ZIP"),
    "png": (lambda: b"\x89PNG\r\n\x1a\n" + bytes(64), "imagem PNG"),
    "html": (lambda: b"<!DOCTYPE html>\n<html><body>404</body></html>", "página da web"),
    "empty": (lambda: b"", "arquivo vazio"),
    "text": (lambda: TABLE.encode(), "arquivo de texto"),
}


@pytest.mark.parametrize("kind", NOT_PDFS)
def test_a_file_named_pdf_that_is_not_one_says_what_it_is(kind):
    make, words = NOT_PDFS[kind]
    with pytest.raises(InputError) as refused:
        lint_bytes(make(), "edital.pdf")
    assert "não é um PDF" in str(refused.value) and words in str(refused.value)
    assert "incompleto" not in str(refused.value)


NOT_PDF_ADVICE = {
    "docx": "salve como PDF",
    "xlsx": "no Excel",
    "zip": "Descompacte-o",
    "png": "procure o edital em PDF",
    "html": "Baixe o edital de novo",
    "text": "Renomeie-o para .txt",
}


@pytest.mark.parametrize("kind", NOT_PDF_ADVICE)
def test_a_file_named_pdf_that_is_not_one_leads_with_it_and_says_what_to_do(kind):
    """A Word file is told to be saved as PDF, not downloaded again: that would give the same file."""
    with pytest.raises(InputError) as refused:
        lint_bytes(NOT_PDFS[kind][0](), "edital.pdf")
    message = str(refused.value)
    assert message.startswith("Este arquivo não é um PDF: edital.pdf parece ")
    assert NOT_PDF_ADVICE[kind] in message
    if kind in ("docx", "xlsx", "zip", "png"):
        assert "de novo" not in message


TEXT = b"BT /F1 9 Tf 40 800 Td (Edital de abertura do concurso publico numero um) Tj ET"


@pytest.mark.parametrize(
    "data",
    [text_page(TEXT, media_box=b"[0 0 inf inf]"), text_page(TEXT, length=b"6 0 R")],
    ids=["mediabox-inf", "length-loop"],
)
def test_text_whose_reading_failed_is_not_called_scanned(data):
    with pytest.raises(InputError) as refused:
        pdf_text(data, "e.pdf")
    assert "digitalizado" not in str(refused.value)
    assert "não foi possível ler o texto do PDF: página 1" in str(refused.value)


def test_a_page_without_text_operators_is_still_called_scanned():
    with pytest.raises(InputError, match="digitalizado"):
        pdf_text(scanned(), "e.pdf")


def test_a_page_nested_900_deep_loses_only_itself():
    pages = [TEXT, TEXT + b"\n" + b"[" * 900 + b"]" * 900, TEXT.replace(b"um)", b"dois)")]
    text = pdf_text(make_pages(pages), "e.pdf")
    assert text.count("Edital de abertura") == 2 and "numero dois" in text
    assert "[cotacheck: página 2 não lida: estrutura aninhada demais]" in text


def make_pages(contents: list[bytes]) -> bytes:
    from hostile_pdfs import pdf_from_objects

    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    for k, content in enumerate(contents):
        objects[10 + 2 * k] = b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"
        objects[11 + 2 * k] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
            b"/Contents %d 0 R >>" % (10 + 2 * k)
        )
    kids = b" ".join(b"%d 0 R" % (11 + 2 * k) for k in range(len(contents)))
    objects[2] = b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % len(contents)
    return pdf_from_objects(objects)


# --- 6: what a viewer shows -----------------------------------------------------------------------------------

OLD = b"BT /F1 9 Tf 40 800 Td (Cargo AC Negros Total) Tj 0 -12 Td (Analista de Sistemas 24 1 25) Tj ET"
NEW = b"BT /F1 9 Tf 40 800 Td (Cargo AC Negros Total) Tj 0 -12 Td (Analista de Sistemas 20 5 25) Tj ET"


@pytest.mark.parametrize("shift", [0, 3, -4])
def test_an_incremental_update_is_read_as_its_last_revision(shift):
    """With a broken xref entry (shift 3, -4) pypdf fell back to the old table."""
    data = incremental_update(text_page(OLD), NEW, entry_shift=shift)
    text = pdf_text(data, "e.pdf")
    assert "20 5 25" in text and "24 1 25" not in text
    assert revisions(data) == 2 and "guarda 2 versões" in text.splitlines()[-1]
    assert text.splitlines()[:-1] == pdf_text(text_page(NEW), "e.pdf").splitlines()  # no line moved


def test_a_file_of_one_revision_says_nothing_of_revisions():
    assert revisions(text_page(OLD)) == 1 and "versões" not in pdf_text(text_page(OLD), "e.pdf")


HIDDEN = (
    b"BT /F1 9 Tf 40 800 Td (Edital de abertura: vagas no anexo) Tj ET "
    b"BT /F1 9 Tf 40 1500 Td (Cargo AC Negros Total) Tj 0 -12 Td (Analista de Sistemas 24 1 25) Tj ET"
)


def test_text_outside_the_page_box_is_not_read_and_a_note_says_so():
    text = pdf_text(one_page(HIDDEN), "e.pdf")
    assert "Edital de abertura" in text and "Analista" not in text
    assert "fora da área visível" in text


def test_text_outside_the_cropbox_but_in_the_mediabox_is_not_read():
    inside = b"BT /F1 9 Tf 40 800 Td (Edital de abertura: vagas no anexo) Tj ET "
    hidden = b"BT /F1 9 Tf 40 100 Td (Analista de Sistemas 24 1 25) Tj ET"
    data = one_page(inside + hidden, extra_page_entries=b" /CropBox [0 400 595 842]")
    assert "Analista" not in pdf_text(data, "e.pdf")


def test_text_inside_the_box_is_read_as_before():
    data = make_pdf(TABLE.splitlines())
    assert "fora da área" not in pdf_text(data, "e.pdf")


# --- 8: offsets past the file ---------------------------------------------------------------------------------


def big_offsets() -> dict[str, bytes]:
    base = text_page(TEXT)
    updated = incremental_update(base, TEXT.replace(b"um)", b"dois)"))
    return {
        "startxref": with_startxref(base, 2**31 + 5),
        "prev": incremental_update(base, TEXT.replace(b"um)", b"dois)"), prev=2**31 + 5),
        "entry": with_xref_entry(base, 4, 2**31 + 7),
        "update-entry": incremental_update(base, TEXT.replace(b"um)", b"dois)"), entry_shift=2**32),
        "startxref-update": with_startxref(updated, 2**40),
    }


@pytest.mark.parametrize("name", list(big_offsets()))
def test_offsets_of_2_31_or_more_lead_nowhere(name):
    data = big_offsets()[name]
    text = pdf_text(data, "e.pdf")
    assert "Edital de abertura do concurso" in text


def test_bounded_bytes_never_seek_or_read_past_the_end():
    stream = BoundedBytes(b"0123456789")
    assert stream.seek(2**40) == 10 and stream.read(2**40) == b""
    assert stream.seek(3) == 3 and stream.seek(2**33, 1) == 10 and stream.seek(-4, 2) == 6
    assert stream.read(2**31) == b"6789" and stream.seek(0) == 0 and stream.read(3) == b"012"
    assert startxref(with_startxref(text_page(TEXT), 2**31)) == 2**31


# --- 10: decoded bytes ---------------------------------------------------------------------------------------


def test_past_the_budget_the_pages_left_are_not_read_and_say_why(monkeypatch):
    monkeypatch.setattr(pdf_budget, "MAX_DECODED", 12 * 1024 * 1024)
    opened = PdfFile(inflating_pages(pages=5, megabytes=5), "e.pdf")
    found = opened.read()
    assert found.unread == [2, 3, 4]  # 5 MB each: the third page goes past 12 MB
    assert found.texts[1].startswith("Pagina 2 do edital")
    assert found.texts[3] == "[cotacheck: página 4 não lida: o PDF passou do limite de 12 MB de conteúdo descompactado]"
    for number in range(5):  # each page's decoded streams were let go after it was read
        for stream in opened.reader.pages[number]["/Contents"]:
            assert stream.get_object().decoded_self is None


def test_the_budget_message_reaches_the_reader(monkeypatch):
    monkeypatch.setattr(pdf_budget, "MAX_DECODED", 2 * 1024 * 1024)
    with pytest.raises(InputError, match="limite de 2 MB de conteúdo descompactado"):
        pdf_text(inflating_pages(pages=2, megabytes=3), "e.pdf")


def test_the_budget_counts_what_is_decoded():
    opened = PdfFile(one_page(TEXT, flate=True), "e.pdf")
    opened.read()
    assert opened.budget.spent == len(TEXT)


@pytest.mark.skipif(not REAL.exists(), reason="real editais not present")
def test_a_real_edital_stays_far_within_the_budget():
    opened = PdfFile(REAL.read_bytes(), REAL.name)
    assert not opened.read().unread
    assert 0 < opened.budget.spent < pdf_budget.MAX_DECODED // 20


def test_the_results_are_json():
    json.dumps(lint_bytes(incremental_update(text_page(OLD), NEW, entry_shift=3), "e.pdf"))
