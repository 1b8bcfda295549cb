"""Reports of lint results: human text (Portuguese), JSON, JSON lines, CSV, SARIF 2.1.0 and Markdown,
one module each."""

from cotacheck.linter.report.csv import to_csv
from cotacheck.linter.report.json import to_json
from cotacheck.linter.report.jsonl import to_json_line
from cotacheck.linter.report.markdown import to_markdown
from cotacheck.linter.report.sarif import to_sarif
from cotacheck.linter.report.text import format_text, header_lines

__all__ = ["format_text", "header_lines", "to_csv", "to_json", "to_json_line", "to_markdown", "to_sarif"]
