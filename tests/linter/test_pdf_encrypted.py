"""Copy-protected PDFs: AES-128, AES-256 and RC4, with an empty user password (read) or a real one
("protegido por senha", never "corrompido"), through our pure-Python AES in CPython and in Pyodide."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from lint_samples import GO_HEAD, make_pdf
from pyodide_runner import needs_pyodide, run_in_pyodide

from cotacheck.errors import InputError
from cotacheck.linter.read import pdf_crypto
from cotacheck.linter.read.pdf import pdf_text

pypdf = pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[2]
ALGORITHMS = ["AES-128", "AES-256", "RC4-128", "RC4-40"]
LINES = (GO_HEAD + "Cargo AC PcD Total\nAnalista Legislativo – Contabilidade 9 1 10\n").splitlines()


def encrypted(algorithm: str, user_password: str) -> bytes:
    """A small edital PDF encrypted by pypdf's writer (AES needs `cryptography` to encrypt)."""
    if algorithm.startswith("AES"):
        pytest.importorskip("cryptography")
    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(make_pdf(LINES))))
    writer.encrypt(user_password=user_password, owner_password="dono-secreto", algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.fixture
def our_aes():
    """Our AES in pypdf even where `cryptography` is installed, and proof that it is the one used."""
    previous = pdf_crypto.install(force=True)
    from pypdf import _encryption

    assert _encryption.CryptAES is pdf_crypto.CryptAES and _encryption.aes_cbc_decrypt is pdf_crypto.aes_cbc_decrypt
    yield
    pdf_crypto.restore(previous)


def test_aes_matches_fips_197_and_cryptography():
    plain = bytes.fromhex("00112233445566778899aabbccddeeff")
    # FIPS-197, appendix C.1 (AES-128) and C.3 (AES-256): key 00 01 02 ...
    assert pdf_crypto.aes_ecb_encrypt(bytes(range(16)), plain).hex() == "69c4e0d86a7b0430d8cdb78070b4c55a"
    assert pdf_crypto.aes_ecb_encrypt(bytes(range(32)), plain).hex() == "8ea2b7ca516745bfeafc49904b496089"
    assert pdf_crypto.aes_ecb_decrypt(bytes(range(32)), bytes.fromhex("8ea2b7ca516745bfeafc49904b496089")) == plain
    cryptography = pytest.importorskip("cryptography.hazmat.primitives.ciphers")
    for size in (16, 24, 32):
        key, iv, data = os.urandom(size), os.urandom(16), os.urandom(16 * 37)
        reference = (
            cryptography.Cipher(cryptography.algorithms.AES(key), cryptography.modes.CBC(iv)).encryptor().update(data)
        )
        assert pdf_crypto.aes_cbc_encrypt(key, iv, data) == reference
        assert pdf_crypto.aes_cbc_decrypt(key, iv, reference) == data


def test_stream_cipher_padding_round_trip():
    crypt = pdf_crypto.CryptAES(os.urandom(16))
    for size in (0, 1, 15, 16, 17, 1000):
        data = os.urandom(size)
        sealed = crypt.encrypt(data)
        assert len(sealed) % 16 == 0 and crypt.decrypt(sealed) == data
    from pypdf.errors import PdfStreamError

    with pytest.raises(PdfStreamError):
        crypt.decrypt(os.urandom(16) + os.urandom(20), strict=True)
    assert isinstance(
        crypt.decrypt(os.urandom(16) + os.urandom(20), strict=False), bytes
    )  # truncated: read what there is


def test_real_provider_kept_when_installed():
    pytest.importorskip("cryptography")
    from pypdf import _crypt_providers

    assert _crypt_providers.crypt_provider[0] == "cryptography"
    assert pdf_crypto.install() is None and _crypt_providers.crypt_provider[0] == "cryptography"


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_empty_user_password_reads(algorithm, our_aes):
    text = pdf_text(encrypted(algorithm, ""), "protegido.pdf")
    assert "Analista Legislativo" in text and "23.389/2025" in text


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_real_password_says_so(algorithm, our_aes):
    with pytest.raises(InputError) as caught:
        pdf_text(encrypted(algorithm, "senha-do-usuario"), "fechado.pdf")
    message = str(caught.value)
    assert "protegido por senha" in message and "corrompido" not in message


def test_without_any_crypto_library_cli_reads_aes(tmp_path):
    """A CPython without cryptography/pycryptodome: pypdf falls back, we give it AES; the CLI reads."""
    for algorithm in ("AES-256", "AES-128"):
        (tmp_path / f"{algorithm}.pdf").write_bytes(encrypted(algorithm, ""))
    (tmp_path / "fechado.pdf").write_bytes(encrypted("AES-256", "x"))
    code = (
        "import sys; sys.modules['cryptography'] = None; sys.modules['Crypto'] = None\n"
        "from cotacheck.interfaces.cli.main import main\n"
        "sys.exit(main(sys.argv[1:]))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for algorithm in ("AES-256", "AES-128"):
        out = subprocess.run(
            [sys.executable, "-c", code, "lint", str(tmp_path / f"{algorithm}.pdf"), "--format", "json"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert out.returncode == 1, out.stderr  # read: the table lacks the reserve
        data = json.loads(out.stdout)[0]
        assert [p["name"] for p in data["positions"]] == ["Analista Legislativo – Contabilidade"]
    out = subprocess.run(
        [sys.executable, "-c", code, "lint", str(tmp_path / "fechado.pdf")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert out.returncode == 2 and "protegido por senha" in out.stderr and "corrompido" not in out.stderr
    assert "Traceback" not in out.stderr


@needs_pyodide
def test_pyodide_page_path_reads_protected_pdfs(tmp_path):
    """The page's path: cotacheck's zip and the vendored pypdf zip, no crypto library, in Pyodide."""
    names = []
    for algorithm in ALGORITHMS:
        for password in ("", "senha"):
            name = f"{algorithm}-{password or 'vazia'}"
            (tmp_path / f"{name}.pdf").write_bytes(encrypted(algorithm, password))
            names.append(name)
    code = (
        "import base64, json\n"
        "from cotacheck.errors import InputError\n"
        "from cotacheck.interfaces.web.linter import lint\n"
        "out = {}\n"
        f"for name in {names!r}:\n"
        "    data = base64.b64encode(open(f'/host/{name}.pdf', 'rb').read()).decode()\n"
        "    try:\n"
        "        out[name] = [p['name'] for p in lint({'arquivo': {'nome': name + '.pdf', 'base64': data}})['positions']]\n"
        "    except InputError as error:\n"
        "        out[name] = str(error)\n"
        "import pypdf\n"
        "out['provider'] = pypdf._crypt_providers.crypt_provider[0]\n"
        "json.dumps(out)\n"
    )
    out = json.loads(run_in_pyodide(code, tmp_path, pypdf=True, timeout=300))
    assert out.pop("provider") == pdf_crypto.PROVIDER[0]
    for algorithm in ALGORITHMS:
        assert out[f"{algorithm}-vazia"] == ["Analista Legislativo – Contabilidade"], (
            algorithm,
            out[f"{algorithm}-vazia"],
        )
        assert "protegido por senha" in out[f"{algorithm}-senha"] and "corrompido" not in out[f"{algorithm}-senha"]


def test_unknown_protection_says_so():
    """A certificate (public-key) handler: no password opens it here; the message says what it is."""
    data = encrypted("RC4-128", "").replace(b"/Standard", b"/PubSecXY")  # same length: offsets stay right
    with pytest.raises(InputError) as caught:
        pdf_text(data, "certificado.pdf")
    assert "proteção que este leitor não conhece" in str(caught.value) and "corrompido" not in str(caught.value)
