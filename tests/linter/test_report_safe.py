"""Every CLI report format strips what an edital's text could use against a terminal, a Markdown
viewer, a spreadsheet or a code-scanning tool (cotacheck.linter.report.safe)."""

from __future__ import annotations

import json
import re

import pytest

from cotacheck.interfaces.web.linter import recheck
from cotacheck.linter.report import format_text, to_json, to_markdown, to_sarif
from cotacheck.linter.report.safe import csv_cell, inline, markdown, plain
from cotacheck.linter.report.sarif import SRCROOT, artifact_location

#: A terminal hyperlink, a colour, a bell, a bidi override, HTML, an image and a javascript: link.
HOSTILE = (
    "Analista \x1b]8;;http://evil.example/\x07clique\x1b]8;;\x07 \x1b[31mvermelho\x1b[0m\x07 \u202e20\u202c "
    "<img src=x onerror=alert(1)> ![i](http://evil.example/i.png) [x](javascript:alert(1)) \x9b2J\x00fim"
)
CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture(scope="module")
def result():
    """A check whose cargo name (and so the CQ102 message quoting it) and file name are hostile."""
    out = recheck({"posicoes": [{"name": HOSTILE, "vacancies": 10, "reserved_stated": 1}], "lei": "federal"})
    out["file"] = "editais/\x1b[2Jnome #1?.txt"
    assert any(HOSTILE in f["message"] for f in out["findings"])  # the message does quote the name
    return out


def test_plain_strips_escape_sequences_and_controls_but_keeps_text():
    assert plain(HOSTILE) == (
        "Analista clique vermelho 20 <img src=x onerror=alert(1)> ![i](http://evil.example/i.png) "
        "[x](javascript:alert(1)) fim"
    )
    assert plain("linha 1\n\tlinha 2") == "linha 1\n\tlinha 2"  # layout kept
    assert plain("a\x1bPdados\x1b\\b\x1b7c") == "abc"  # DCS string and a two-character escape
    assert plain(None) == ""


def test_text_report_reaches_the_terminal_clean(result):
    text = format_text(result)
    assert "\x1b" not in text and "\x07" not in text and not CONTROLS.search(text)
    assert "Analista clique vermelho" in text  # the name is still there, as text


def test_markdown_report_escapes_html_images_and_links(result):
    report = to_markdown(result)
    assert not CONTROLS.search(report)
    unescaped = re.compile(r"(?<!\\)(<img|\]\(javascript:|!\[i\])")
    assert not unescaped.search(report)
    assert r"\<img src=x onerror=alert\(1\)\>" in report and r"\[x\]\(javascript:alert\(1\)\)" in report
    assert report.startswith(r"# Verificação de cotas: editais/nome \#1?.txt")
    assert markdown("a | b\nc") == r"a \| b c"  # one table cell, one line


def test_sarif_messages_clean_and_artifact_uris_encoded(result):
    sarif = to_sarif([result])
    run = sarif["runs"][0]
    assert not CONTROLS.search(json.dumps(sarif, ensure_ascii=False).replace("\\n", ""))
    location = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": "editais/nome%20%231%3F.txt", "uriBaseId": SRCROOT}
    assert run["artifacts"][0]["location"] == location


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("a b.txt", {"uri": "a%20b.txt", "uriBaseId": SRCROOT}),
        ("dir/./x%y.pdf", {"uri": "dir/x%25y.pdf", "uriBaseId": SRCROOT}),
        ("dir/../x.pdf", {"uri": "x.pdf", "uriBaseId": SRCROOT}),
        (None, {"uri": "edital.txt", "uriBaseId": SRCROOT}),
    ],
)
def test_relative_artifact_uris(path, expected):
    assert artifact_location(path) == expected


@pytest.mark.parametrize("path", ["../fora.pdf", "/tmp/edital #2.pdf", "javascript:alert(1)"])
def test_paths_outside_the_base_become_absolute_file_uris(path):
    location = artifact_location(path)
    assert "uriBaseId" not in location and location["uri"].startswith("file:///")
    assert " " not in location["uri"] and "#" not in location["uri"] and ".." not in location["uri"]


def test_json_escapes_controls(result):
    out = to_json([result])
    assert "\x1b" not in out and "\\u001b" in out  # JSON strings carry them escaped, as data


@pytest.mark.parametrize(
    "cell",
    ["=1+1", "+1", "-1+A1", "@SUM(A1)", "\t=1", "\r=1", ' =HYPERLINK("http://x")', "\u00a0\t @cmd", "\n-2"],
)
def test_csv_neutralises_formulas_with_and_without_leading_whitespace(cell):
    out = csv_cell(cell)
    assert out.lstrip('"').startswith("'")
    assert "\t" not in out and "\r" not in out and "\n" not in out


def test_csv_cells_quote_separators_and_keep_numbers_and_text():
    assert csv_cell('Analista; "TI"') == '"Analista; ""TI"""'
    assert csv_cell("Analista \x1b[31mTI\x07") == "Analista TI"
    assert csv_cell(-3) == "-3" and csv_cell(None) == "" and csv_cell("a-b") == "a-b"
    assert inline(" a \n b ") == "a b"
