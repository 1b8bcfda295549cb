"""The lint results as CSV, one row per cargo, for spreadsheets and data desks (`lint --format csv`).

Semicolon-separated with CRLF line ends and a UTF-8 byte order mark, as Brazilian spreadsheets open it
(the comma is the decimal separator there); `verificar.html` writes the same columns for several
editais (site/js/lote.js). Every cell goes through `safe.spreadsheet_cell`, so text read from an edital
never runs as a formula.
"""

from __future__ import annotations

import csv
import io

from cotacheck import __version__
from cotacheck.linter.report.safe import spreadsheet_cell

#: The columns, in order (docs/cli.md explains each).
COLUMNS = (
    "arquivo",
    "orgao",
    "data",
    "lei",
    "versao",
    "cargo",
    "vagas",
    "cadastro_reserva",
    "reserva_informada",
    "reserva_exigida",
    "confianca",
    "achados",
    "erro",
)
BOM = "\ufeff"
#: The `versao` cell: what made the verdicts, on every row (a spreadsheet's rows are sorted and filtered apart).
TOOL = f"cotacheck {__version__}"
CONFIDENCE_LABELS = {"confirmed": "confirmada", "uncertain": "a conferir"}


def issuer(result: dict) -> str:
    """The edital's issuer when the result names one (`detected.issuer`, text or `{name}`), else ""."""
    found = (result.get("detected") or {}).get("issuer")
    if isinstance(found, dict):
        found = found.get("name")
    return found or ""


def findings_by_cargo(result: dict) -> dict[str, list[tuple[int | None, str]]]:
    """The findings' lines and codes by the cargo they are about, in report order: one pass over the
    findings, so that a table of many rows is written in time that grows with its rows."""
    by_cargo: dict[str, list[tuple[int | None, str]]] = {}
    for f in result["findings"]:
        if f.get("position") is not None:
            by_cargo.setdefault(f["position"], []).append((f["line"], f["code"]))
    return by_cargo


def cargo_codes(by_cargo: dict[str, list[tuple[int | None, str]]], position: dict) -> str:
    """The codes of the findings about this cargo (by its name, on one of its lines), in report order."""
    lines = set(position.get("lines") or ()) | {position.get("line")}
    return " ".join(code for line, code in by_cargo.get(position["name"], ()) if line is None or line in lines)


def _figure(value) -> str:
    return "" if value is None else str(value)


def result_rows(result: dict) -> list[list[str]]:
    """One row per cargo; an edital without cargos is one row with its findings' codes."""
    edital = [result["file"] or "", issuer(result), result["date"] or "", result["law"] or "", TOOL]
    if not result["positions"]:
        codes = " ".join(f["code"] for f in result["findings"])
        return [edital + ["", "", "", "", "", "", codes, ""]]
    by_cargo = findings_by_cargo(result)
    return [
        edital
        + [
            p["name"],
            _figure(p["vacancies"]),
            "sim" if p["cadastro_reserva"] else "não",
            _figure(p["reserved_stated"]),
            _figure(p["reserved_required"]),
            CONFIDENCE_LABELS.get(p["confidence"], p["confidence"] or ""),
            cargo_codes(by_cargo, p),
            "",
        ]
        for p in result["positions"]
    ]


def error_row(filename: str, message: str) -> list[str]:
    """A file that could not be read: its name and the reason, the other cells empty."""
    return [filename] + [""] * (len(COLUMNS) - 2) + [message]


def csv_lines(rows: list[list[str]]) -> str:
    """Rows as CSV text (each cell made safe for spreadsheets), ending with CRLF."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerows([spreadsheet_cell(cell) for cell in row] for row in rows)
    return out.getvalue()


def csv_header() -> str:
    return BOM + csv_lines([list(COLUMNS)])


def to_csv(results: list[dict]) -> str:
    """The whole CSV of some results (what `lint --format csv` prints, streamed there row by row)."""
    return csv_header() + "".join(csv_lines(result_rows(r)) for r in results)
