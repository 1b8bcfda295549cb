"""The built site as files: pages, runtime, package zip, CSP, no other origin, law-page anchors."""

from __future__ import annotations

import datetime as dt
import json
import marshal
import re
import subprocess
import sys
import zipfile
from html.parser import HTMLParser

import pytest

from cotacheck.interfaces.site.builder import CSP, PAGES, PYODIDE_FILES, TABLE_MAX
from cotacheck.interfaces.web import regex_programs
from cotacheck.law.lawbook import LAW_IDS, LAWS


class Ids(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.sources: list[str] = []
        self.csp: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        for key in ("src", "href"):
            if key in attrs and tag != "a":
                self.sources.append(attrs[key])
        if tag == "meta" and attrs.get("http-equiv") == "Content-Security-Policy":
            self.csp = attrs.get("content")


def parsed(site_dir, path) -> Ids:
    parser = Ids()
    parser.feed((site_dir / path).read_text(encoding="utf-8"))
    return parser


def test_pages_runtime_and_package_are_written(site_dir):
    for page in PAGES:
        assert (site_dir / page.path).is_file(), page.path
    for name in PYODIDE_FILES:
        assert (site_dir / "runtime" / "pyodide" / name).stat().st_size > 0
    assert (site_dir / "runtime" / "pyscript" / "core.js").is_file()
    assert not list((site_dir / "runtime").rglob("*.map")), "source maps are not shipped"
    names = zipfile.ZipFile(site_dir / "py" / "cotacheck.zip").namelist()
    assert (
        "cotacheck/reserve/calculator.py" in names
        and "cotacheck/web/__init__.py" in names
        and "cotacheck/law/data/go.toml" in names
    )
    table = "cotacheck/interfaces/web/regex_programs.marshal"  # the regular expressions' programs
    assert not [n for n in names if not n.endswith((".py", ".pyc", ".toml")) and n != table]
    assert not [n for n in names if n.startswith("cotacheck/interfaces/site/")]  # build-time only (jinja2)


def test_modules_imported_after_start_up_ship_as_the_runtimes_bytecode(site_dir):
    # The snapshot holds the start-up modules (source kept, for a start without it); the linter, imported
    # by the first check, comes as bytecode of the site's own Python, so that the page compiles nothing.
    archive = zipfile.ZipFile(site_dir / "py" / "cotacheck.zip")
    names = set(archive.namelist())
    assert {"cotacheck/web/__init__.py", "cotacheck/interfaces/web/bridge.py"} <= names
    assert {"cotacheck/interfaces/web/linter.pyc", "cotacheck/linter/__init__.pyc"} <= names
    assert not {n[:-1] for n in names if n.endswith(".pyc")} & names, "a module twice"
    assert len({archive.read(n)[:4] for n in names if n.endswith(".pyc")}) == 1, "one Python's magic number"
    flags = {int.from_bytes(archive.read(n)[4:8], "little") for n in names if n.endswith(".pyc")}
    assert flags == {0b01}, "hash-based and unchecked: no timestamps, the same bytes on every build"


def test_the_regular_expressions_ship_as_programs_of_the_runtimes_sre(site_dir):
    # Made by the site's own Pyodide (its Python version in the signature, which the page checks before
    # using any); every pattern the linter compiles on import and on a first check, with its code.
    lock = json.loads((site_dir / "runtime" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    archive = zipfile.ZipFile(site_dir / "py" / "cotacheck.zip")
    signature, entries, code = marshal.loads(archive.read("cotacheck/interfaces/web/regex_programs.marshal"))
    major, minor, micro = (int(part) for part in lock["info"]["python"].split("."))
    assert signature[0] == "cpython" and signature[1] >> 8 == (major << 16) | (minor << 8) | micro
    assert len(entries) > 300 and len(code) == 4 * sum(entry[4] for entry in entries)
    keys = {(entry[0], entry[2], entry[1]) for entry in entries}  # re's cache key: type, pattern, flags
    assert len(keys) == len(entries), "one program a key"
    assert regex_programs.install(archive.read("cotacheck/interfaces/web/regex_programs.marshal")) == 0  # not CPython's


def test_every_page_has_the_csp_and_loads_only_local_files(site_dir):
    for page in PAGES:
        p = parsed(site_dir, page.path)
        assert p.csp == CSP, page.path
        assert "'wasm-unsafe-eval'" in p.csp and "unsafe-inline" not in p.csp and "http" not in p.csp
        for source in p.sources:
            assert not re.match(r"^(https?:)?//", source), f"{page.path} loads {source}"


def test_our_scripts_name_no_other_origin(site_dir):
    # The .br copies are brotli of these very files (test_compressed_runtime decodes them all).
    sources = [path for path in (site_dir / "assets").iterdir() if path.suffix != ".br"]
    assert len(sources) < len(list((site_dir / "assets").iterdir()))
    for path in sources + [site_dir / "pyscript.json"]:
        # SVG's namespace name (an attribute in markup, createElementNS's argument in a script) is no origin
        text = path.read_text(encoding="utf-8").replace('"http://www.w3.org/2000/svg"', "")
        assert not re.search(r"https?://", text), f"{path.name} mentions a URL"


def test_the_colour_scheme_is_css_alone(site_dir):
    """No script reads prefers-color-scheme: the browser tests switch a loaded page between light and
    dark with `page.emulate_media` (conftest.each_scheme) instead of booting it once per scheme."""
    scripts = [path for path in (site_dir / "assets").iterdir() if path.suffix in (".js", ".mjs")]
    assert scripts
    for path in scripts:
        assert "prefers-color-scheme" not in path.read_text(encoding="utf-8"), path.name


def test_every_citation_resolves_to_an_anchor_on_the_rendered_law_page(site_dir):
    pages = {law_id: parsed(site_dir, f"leis/{law_id}.html").ids for law_id in LAWS}
    count = 0
    for law in LAWS.values():
        for citation in law.citations():
            page, _, anchor = citation.href.partition("#")
            assert page == f"leis/{law.id}.html"
            assert anchor in pages[law.id], f"{citation.text}: #{anchor} missing on {page}"
            if citation.instrument.seed and citation.anchor:
                assert anchor == citation.anchor  # seeded: the article itself, not the instrument entry
            count += 1
    assert count > 30


def test_links_inside_the_site_resolve(site_dir):
    for page in PAGES:
        p = parsed(site_dir, page.path)
        base = (site_dir / page.path).parent
        for link in p.links:
            if re.match(r"^(https?:|mailto:)", link):
                continue
            path, _, anchor = link.partition("#")
            target = (base / path.split("?")[0]).resolve() if path else (site_dir / page.path)
            assert target.is_file(), f"{page.path}: {link}"
            if anchor:
                assert anchor in parsed(site_dir, target.relative_to(site_dir.resolve())).ids, f"{page.path}: {link}"


def test_goias_page_marks_the_superseded_wording(site_dir):
    html = (site_dir / "leis" / "go.html").read_text(encoding="utf-8")
    old = re.search(r'<div id="art-9-i-anterior" class="([^"]+)"[^>]*>(.*?)</div>', html, re.S)
    assert old and "superseded" in old.group(1) and "Redação anterior" in old.group(2) and "<del>" in old.group(2)
    current = re.search(r'<div id="art-9-i" class="([^"]+)"[^>]*>(.*?)</div>', html, re.S)
    assert "superseded" not in current.group(1) and "cento e vinte dias" in current.group(2)
    assert (
        html.index('id="art-1"')
        < html.index('id="art-1-anterior"')
        < html.index('id="art-1-p1"')
        < html.index('id="art-2"')
    )
    assert "Reserva aos negros 20%" in html  # the ementa


def test_federal_page_lists_instruments_with_official_links(site_dir):
    p = parsed(site_dir, "leis/federal.html")
    assert {"lei-12990", "lei-15142", "dec-12536", "dec-9508"} <= p.ids
    assert "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/lei/L15142.htm" in p.links
    html = (site_dir / "leis" / "federal.html").read_text(encoding="utf-8")
    assert "04/06/2025" in html and "30%" in html and "25%" in html


def test_ready_made_tables_match_the_core(site_dir, build_day):
    from cotacheck.reserve.calculator import compute

    html = (site_dir / "index.html").read_text(encoding="utf-8")
    for law_id in LAW_IDS:  # the laws a reader picks (the CNJ's rule is applied to courts, never picked)
        section = html.split(f'id="tabela-{law_id}"', 1)[1].split("</details>", 1)[0]
        result = compute(law_id, list(range(1, TABLE_MAX + 1)), build_day)
        if not result["applies"]:
            assert "não se aplica" in section
            continue
        rows = re.findall(r"<tr><th scope=\"row\">(\d+)</th>(.*?)</tr>", section, re.S)
        assert [int(n) for n, _ in rows] == list(range(1, TABLE_MAX + 1))
        marked = []
        for (n, cells), position in zip(rows, result["positions"]):
            numbers = [int(c) for c in re.findall(r"<td>(\d+)(?:<span class=\"table-mark\">\*</span>)?</td>", cells)]
            assert numbers[-2:] == [position["pcd"], position["open"]], (law_id, n)
            assert numbers[0] == list(position["reserved_by_group"].values())[0]
            if "table-mark" in cells:
                marked.append(int(n))
                assert f"<td>{position['reserved']}<span" in cells, (law_id, n)  # on the total the reading decides
        # the rows marked "*" are those the note lists, the figures a reading adopted decides
        note = section.split('class="table-note">', 1)[1].split("</p>", 1)[0] if marked else ""
        assert all(f"{n} vagas →" in note for n in marked[:6]), (law_id, marked)
        if law_id == "federal" and build_day >= dt.date(2025, 6, 27):
            assert 18 in marked and 10 not in marked  # 30 % of 18 = 5,4 → 5; the decree's groups give 6


def test_cli_build_site(site_build, tmp_path):
    out, done = site_build  # the session's site, built by the CLI (conftest.py)
    assert done.returncode == 0, done.stderr
    assert "Site montado em" in done.stdout and (out / "index.html").is_file()
    bad = subprocess.run(
        [sys.executable, "-m", "cotacheck", "build-site", str(tmp_path / "site"), "--engine", "x"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


@pytest.mark.parametrize("port", ["-1", "70000"])
def test_cli_serve_rejects_bad_port(port, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "cotacheck", "serve", "--port", port, "--dir", str(tmp_path / "s")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 2 and "Porta inválida" in done.stderr and "Traceback" not in done.stderr
