"""verificar.html reads copy-protected PDFs (pure-Python AES in the page's Pyodide) with the CLI's
JSON, and says "protegido por senha" for a PDF that needs a password."""

from __future__ import annotations

import io

import pytest

from tests.browser.test_verificar import SAMPLE, cli_json, comparable, submit, units

pypdf = pytest.importorskip("pypdf")


def encrypted(algorithm: str, user_password: str) -> bytes:
    if algorithm.startswith("AES"):
        pytest.importorskip("cryptography")  # pypdf's writer needs it to encrypt AES
    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(units.make_pdf(SAMPLE.splitlines()))))
    writer.encrypt(user_password=user_password, owner_password="dono", algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.fixture(scope="module")
def page(new_page, site_url):
    from tests.browser.conftest import wait_ready

    page = new_page()
    page.goto(f"{site_url}verificar.html")
    wait_ready(page)
    return page


@pytest.mark.parametrize("algorithm", ["AES-256", "AES-128", "RC4-128"])
def test_copy_protected_pdf_in_the_page(page, tmp_path, algorithm):
    path = tmp_path / f"protegido-{algorithm}.pdf"
    path.write_bytes(encrypted(algorithm, ""))
    got = submit(page, file=path)
    assert got is not None, page.inner_text("#resultado")
    assert comparable(got) == comparable(cli_json(path, {}))
    assert [p["vacancies"] for p in got["positions"]] == [10]


def says_password(page, tmp_path) -> None:
    """A PDF that needs a password: no result, and "protegido por senha", never "corrompido"."""
    path = tmp_path / "fechado.pdf"
    path.write_bytes(encrypted("AES-256", "senha"))
    assert submit(page, file=path) is None
    message = page.inner_text("#resultado")
    assert "protegido por senha" in message and "corrompido" not in message


def test_password_pdf_in_the_page(page, tmp_path):
    says_password(page, tmp_path)
