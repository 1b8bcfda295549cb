"""The build records what it was made from (build.json) and the footer names the vendored pypdf."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from locked import locked_versions

pytest.importorskip("jinja2")
from cotacheck.interfaces.site import builder  # noqa: E402 - after the importorskip

ROOT = Path(__file__).resolve().parents[2]


def test_footer_names_the_pinned_pypdf():
    pinned = locked_versions()["pypdf"]
    assert builder.vendored_pypdf_version() == pinned
    page = builder.render_page(builder.PAGES[0], builder.BuildContext(dt.date(2026, 1, 1), "worker"))
    footer = page.split('<footer class="site-footer">', 1)[1]
    assert f"PDFs lidos com pypdf {pinned}" in footer
    without = builder.render_page(builder.PAGES[0], builder.BuildContext(dt.date(2026, 1, 1), "worker", pypdf=None))
    assert "pypdf" not in without.split('<footer class="site-footer">', 1)[1]


@pytest.mark.skipif(not (builder.NODE_MODULES / "pyodide").is_dir(), reason="npm ci not run")
def test_build_info(tmp_path):
    info = builder.write_build_info(tmp_path, builder.BuildContext(dt.date(2026, 1, 2), "worker"))
    assert json.loads((tmp_path / "build.json").read_text(encoding="utf-8")) == info
    pyodide = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    assert info["pypdf"] == locked_versions()["pypdf"] and info["pyodide"] == pyodide
    assert info["built"] == "2026-01-02"
