"""The headers a host should send (cotacheck.interfaces.site.headers): the files the build writes for
hosts that honour them, and the dev server's own responses."""

from __future__ import annotations

import urllib.request

from cotacheck.interfaces.site.builder import CSP, CSP_PYSCRIPT
from cotacheck.interfaces.site.headers import apache_htaccess, read_headers, recommended, write_headers
from cotacheck.interfaces.site.server import serve_in_thread


def test_the_headers_files_ask_for_the_pages_csp_and_more(tmp_path):
    assert write_headers(tmp_path, CSP) == ["_headers", ".htaccess"]
    asked = read_headers(tmp_path)
    assert asked == recommended(CSP)
    assert (
        asked["Content-Security-Policy"].startswith(CSP)
        and "frame-ancestors 'none'" in asked["Content-Security-Policy"]
    )
    assert (
        "'unsafe-eval'" not in asked["Content-Security-Policy"]
        and "connect-src 'self'" in asked["Content-Security-Policy"]
    )
    htaccess = (tmp_path / ".htaccess").read_text(encoding="utf-8")
    assert htaccess == apache_htaccess(CSP)
    for name, value in recommended(CSP).items():
        assert f'Header always set {name} "{value}"' in htaccess
    assert "AddType application/wasm .wasm" in htaccess


def test_the_pyscript_build_asks_for_its_own_csp(tmp_path):
    write_headers(tmp_path, CSP_PYSCRIPT)
    assert "'unsafe-eval'" in read_headers(tmp_path)["Content-Security-Policy"]


def test_the_dev_server_sends_what_the_build_asks_for(tmp_path):
    (tmp_path / "index.html").write_text("<p>oi</p>", encoding="utf-8")
    (tmp_path / "engine-worker.mjs").write_text("export {};", encoding="utf-8")
    write_headers(tmp_path, CSP)
    server, url = serve_in_thread(tmp_path)
    try:
        for path in ("index.html", "engine-worker.mjs"):
            with urllib.request.urlopen(url + path) as response:
                for name, value in recommended(CSP).items():
                    assert response.headers.get_all(name) == [value], (path, name)
    finally:
        server.shutdown()
        server.server_close()


def test_without_a_headers_file_the_server_sends_only_its_own(tmp_path):
    (tmp_path / "index.html").write_text("<p>oi</p>", encoding="utf-8")
    server, url = serve_in_thread(tmp_path)
    try:
        with urllib.request.urlopen(url + "index.html") as response:
            assert response.headers["X-Content-Type-Options"] == "nosniff"
            assert response.headers["Content-Security-Policy"] is None
    finally:
        server.shutdown()
        server.server_close()
