"""A PDF's pages read in shares (as the page's two engines read them, a few pages at a time, in any
order) and put back together give exactly the text of one reader reading them all, with the same
errors; shares that do not make up the whole file are refused."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from hostile_pdfs import inflation_bomb, scanned
from lint_samples import GO_HEAD, REAL_PAGES, each_real_edital, make_pdf, spread, whole_real_pdf
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck import web
from cotacheck.errors import InputError
from cotacheck.linter.read import pdf as pdf_module
from cotacheck.linter.read.pdf import PdfFile, PdfPages, joined_text, pdf_text

pypdf = pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]


def pdf_pages(data: bytes, name: str, pages) -> PdfPages:
    """The pages given by index, as one of the page's engines reads them."""
    return PdfFile(data, name).read(pages)


TABLE = (GO_HEAD + "Cargo AC Negros Total\n").splitlines() + [f"Analista {n} 8 2 10" for n in range(150)]


def with_bad_page() -> bytes:
    """Three pages, the second past pypdf's limits (read as a line saying so)."""
    good = pypdf.PdfReader(io.BytesIO(make_pdf(TABLE, per_page=60)))
    writer = pypdf.PdfWriter()
    writer.add_page(good.pages[0])
    writer.add_page(pypdf.PdfReader(io.BytesIO(inflation_bomb(64))).pages[0])
    writer.add_page(good.pages[1])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@cache
def files() -> tuple[tuple[str, bytes], ...]:
    return (("table", make_pdf(TABLE, per_page=40)), ("one page", make_pdf(TABLE[:20])), ("bad page", with_bad_page()))


@cache
def whole_readings() -> tuple[tuple[str, bytes, str], ...]:
    """Each file with its text read whole, once for every number of shares (the bad page alone takes
    seconds: it is read up to pypdf's limit)."""
    return tuple((name, data, pdf_text(data, name)) for name, data in files())


@cache
def read_in_shares(name: str, shares: int) -> tuple[PdfPages, ...]:
    """The file `name` of `files()` read in `shares` shares (pages k, k + shares, ...), once for the tests
    that look at the same shares (the bad page's two)."""
    data = dict(files())[name]
    return tuple(pdf_pages(data, name, range(k, 5000, shares)) for k in range(shares))


@pytest.mark.parametrize("shares", [1, 2, 3])
def test_shares_give_the_whole_reading(shares):
    for name, _, whole in whole_readings():
        parts = list(read_in_shares(name, shares))
        assert sum(len(p.texts) for p in parts) == min(parts[0].total, pdf_module.MAX_PAGES)
        assert joined_text(parts[::-1], name) == whole, name  # in any order


@pytest.mark.parametrize("path", each_real_edital(".pdf"))
def test_every_real_edital_reads_the_same_in_two_shares(path):
    """One test per edital, so that their readings (seconds each) spread over the workers. The smallest
    is read whole in two shares and joined (`joined_text`) as `pdf_text` reads it; of the others,
    `REAL_PAGES` pages spread over the file (the first and last among them) are read in two shares, by
    two openings of the file, and give each page the text and the unread pages of one reader reading
    them all."""
    data = path.read_bytes()
    if path == whole_real_pdf():
        parts = [pdf_pages(data, path.name, range(k, 5000, 2)) for k in range(2)]
        assert joined_text(parts, path.name) == pdf_text(data, path.name), path.name
        return
    opened = PdfFile(data, path.name)
    pages = sorted(n - 1 for n in spread(opened.limit, REAL_PAGES))
    whole = opened.read(pages)
    parts = [pdf_pages(data, path.name, pages[k::2]) for k in range(2)]
    assert len(pages) == min(REAL_PAGES, opened.limit) and sorted(whole.texts) == pages
    assert {n: text for part in parts for n, text in part.texts.items()} == whole.texts, path.name
    assert sorted(n for part in parts for n in part.unread) == whole.unread, path.name


def test_unread_pages_stay_named_when_shared():
    parts = list(read_in_shares("bad page", 2))
    assert [p.unread for p in parts] == [[], [1]]
    assert "página 2 não lida" in joined_text(parts, "bad page")


def test_pages_past_the_limit_are_named_when_shared(monkeypatch):
    monkeypatch.setattr(pdf_module, "MAX_PAGES", 3)
    data = make_pdf(TABLE, per_page=30)  # 6 pages
    parts = [pdf_pages(data, "x.pdf", range(k, 5000, 2)) for k in range(2)]
    assert sorted(n for p in parts for n in p.texts) == [0, 1, 2]
    assert joined_text(parts, "x.pdf") == pdf_text(data, "x.pdf")
    assert "páginas 4 a 6" in joined_text(parts, "x.pdf")


def test_a_file_without_text_is_the_same_error_when_shared():
    data = scanned()
    with pytest.raises(InputError) as whole:
        pdf_text(data, "s.pdf")
    with pytest.raises(InputError) as shared:
        joined_text([pdf_pages(data, "s.pdf", [k]) for k in range(2)], "s.pdf")
    assert str(shared.value) == str(whole.value) and "digitalizado" in str(whole.value)


@pytest.mark.parametrize(
    "parts",
    [
        [PdfPages(total=3, texts={0: "a", 2: "c"})],  # page 2 missing
        [PdfPages(total=2, texts={0: "a"}), PdfPages(total=3, texts={1: "b"})],  # two files
        [PdfPages(total=1, texts={0: "a", 1: "b"})],  # a page the file does not have
        [PdfPages(total=1, texts={0: "a" * 30}, unread=[4])],
        [],
    ],
)
def test_shares_that_are_not_the_whole_file_are_refused(parts):
    with pytest.raises(InputError, match="não formam o arquivo inteiro"):
        joined_text(parts, "x.pdf")


def test_pages_are_read_in_any_chunks_and_order():
    data = make_pdf(TABLE, per_page=20)  # 9 pages
    whole = pdf_text(data, "x.pdf")
    chunks = [[8, 2], [0], [5, 4, 3], [1, 7, 6, 99]]  # 99: past the end, passed over
    assert joined_text([pdf_pages(data, "x.pdf", c) for c in chunks], "x.pdf") == whole


def call(name: str, request: dict) -> dict:
    return json.loads(web.call(name, json.dumps(request)))


def test_the_page_functions_give_the_same_result():
    """`pdf_part` a few pages at a time, the bytes sent once per reading, then `lint` with
    `arquivo.partes`: what `lint` gives for the whole file."""
    import base64

    data = base64.b64encode(make_pdf(TABLE, per_page=40)).decode()
    upload = {"nome": "edital.pdf", "base64": data}
    whole = call("lint", {"arquivo": upload})
    first = call("pdf_part", {"arquivo": upload, "leitura": "r1", "paginas": [0, 1]})
    assert first["ok"] and first["result"]["total"] == 4 and first["result"]["limite"] == 4
    rest = call("pdf_part", {"arquivo": {"nome": "edital.pdf"}, "leitura": "r1", "paginas": [3, 2, 9]})
    assert [n for n, _ in rest["result"]["paginas"]] == [2, 3]
    joined = call("lint", {"arquivo": {"nome": "edital.pdf", "partes": [rest["result"], first["result"]]}})
    assert joined == whole and whole["ok"] and len(whole["result"]["positions"]) == 150
    assert call("pdf_release", {})["ok"]
    gone = call("pdf_part", {"arquivo": {"nome": "edital.pdf"}, "leitura": "r1", "paginas": [0]})
    assert not gone["ok"] and "Escolha um arquivo" in gone["error"]  # released: the bytes are needed again


@pytest.mark.parametrize("paginas", ["1", [0, "1"], None, list(range(3000))])
def test_pages_asked_for_badly_are_a_clear_error(paginas):
    import base64

    upload = {"nome": "edital.pdf", "base64": base64.b64encode(make_pdf(TABLE[:5])).decode()}
    answer = call("pdf_part", {"arquivo": upload, "leitura": "r2", "paginas": paginas})
    assert not answer["ok"] and "Páginas do PDF" in answer["error"]


@pytest.mark.parametrize(
    "partes",
    ["x", [{"total": 1}], [{"total": "a", "paginas": [], "ilegiveis": []}], [{"total": 1, "paginas": [[0]]}]],
)
def test_the_page_gets_a_clear_error_for_broken_shares(partes):
    answer = call("lint", {"arquivo": {"nome": "edital.pdf", "partes": partes}})
    assert not answer["ok"] and "não formam o arquivo inteiro" in answer["error"]


#: Two engines reading a PDF whose pages inflate to 4 MB each, in shares (each opening of the file is
#: an engine with its own count), against one engine reading it whole, under a budget of 12 MB.
BUDGET_SHARES = """
import base64, json
from cotacheck.linter.read import pdf_budget
from cotacheck.interfaces.web import bridge
pdf_budget.MAX_DECODED = 12 * 1024 * 1024
call = lambda name, request: json.loads(bridge.call(name, json.dumps(request)))
upload = {"nome": "inflating.pdf", "base64": base64.b64encode(open(PATH, "rb").read()).decode()}
whole = call("lint", {"arquivo": upload, "data": "2026-01-01"})
parts = []
for token, pages in (("a", [0, 2, 4, 6]), ("b", [1, 3, 5, 7])):
    parts.append(call("pdf_part", {"arquivo": upload, "leitura": token, "paginas": pages})["result"])
    call("pdf_release", {})
shared = call("lint", {"arquivo": {"nome": "inflating.pdf", "partes": parts}, "data": "2026-01-01"})
json.dumps({"whole": whole, "shared": shared})
"""


def _one_budget(answers: dict) -> None:
    whole, shared = answers["whole"], answers["shared"]
    assert whole["ok"] and shared == whole
    unread = [t for t in whole["result"]["truncated"] if t["kind"] == "page_unread"]
    assert [t["page"] for t in unread] == [4, 5, 6, 7, 8] and "limite de 12 MB" in unread[0]["reason"]


def test_the_decoded_bytes_budget_is_the_documents_not_each_engines(tmp_path):
    """Each engine counted its own share against 100 MB: two engines read pages the CLI did not."""
    from hostile_pdfs import inflating_pages

    path = tmp_path / "inflating.pdf"
    path.write_bytes(inflating_pages(pages=8, megabytes=4))
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); PATH = {str(path)!r}\n" + BUDGET_SHARES
    done = subprocess.run(
        [sys.executable, "-c", code.rstrip().rsplit("\n", 1)[0] + "\nprint(" + code.rstrip().rsplit("\n", 1)[1] + ")"],
        capture_output=True,
        text=True,
        check=True,
    )
    _one_budget(json.loads(done.stdout))


@needs_pyodide
def test_in_pyodide_the_decoded_bytes_budget_is_the_documents(tmp_path):
    from hostile_pdfs import inflating_pages

    (tmp_path / "inflating.pdf").write_bytes(inflating_pages(pages=8, megabytes=4))
    _one_budget(json.loads(run_in_pyodide("PATH = '/host/inflating.pdf'\n" + BUDGET_SHARES, tmp_path, pypdf=True)))
