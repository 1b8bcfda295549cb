"""The lint results as SARIF 2.1.0, for code-scanning tools."""

from __future__ import annotations

import os
import posixpath
from pathlib import Path
from urllib.parse import quote

from cotacheck.linter.report.safe import plain
from cotacheck.linter.rules import RULES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
#: The base a relative artifact URI is resolved against (the directory the CLI ran in), as code
#: scanning tools name it.
SRCROOT = "%SRCROOT%"


def artifact_location(path: str | None) -> dict:
    """A file name as a SARIF artifactLocation: a relative path percent-encoded segment by segment
    (spaces, "#", "?", "%") under SRCROOT; one that is absolute or climbs out of it ("../") as an
    absolute file: URI, so that no tool resolves it to another file."""
    name = plain(path or "edital.txt").replace("\\", "/")
    normal = posixpath.normpath(name)
    if os.path.isabs(name) or normal == ".." or normal.startswith("../") or ":" in normal.split("/")[0]:
        return {"uri": Path(os.path.abspath(name)).as_uri()}
    return {"uri": "/".join(quote(segment, safe="") for segment in normal.split("/")), "uriBaseId": SRCROOT}


def _rules(used: list[str]) -> list[dict]:
    return [
        {
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.docs["what"] + " " + rule.docs["why"]},
            "help": {"text": rule.docs["why"] + " Quando ignorar: " + rule.docs["ignore"]},
            "defaultConfiguration": {"level": SARIF_LEVEL[rule.severity]},
            "properties": {"page": rule.url, "severity": rule.severity},  # site-relative: helpUri must be absolute
        }
        for rule in (RULES[code] for code in used)
    ]


def to_sarif(results: list[dict]) -> dict:
    used = sorted({f["code"] for r in results for f in r["findings"]})
    index = {code: i for i, code in enumerate(used)}
    sarif_results = []
    artifacts = []
    readings: dict[str, dict] = {}  # each reading the findings name, once (their `interpretations` give its id)
    for r in results:
        readings.update(r.get("readings") or {})
        where = artifact_location(r["file"])
        artifacts.append({"location": where})
        for f in r["findings"]:
            location = {"physicalLocation": {"artifactLocation": dict(where)}}
            if f["line"]:
                location["physicalLocation"]["region"] = {"startLine": f["line"]}
            item = {
                "ruleId": f["code"],
                "ruleIndex": index[f["code"]],
                "level": SARIF_LEVEL[f["severity"]],
                "message": {"text": plain(f["message"])},
                "locations": [location],
                "properties": {
                    "basis": f["basis"],
                    "position": plain(f["position"]) or None,
                    "law": r["law"],
                    "issuer": plain((r["detected"].get("issuer") or {}).get("name")) or None,
                    "interpretations": f.get("interpretations") or [],
                },
            }
            sarif_results.append(item)
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "cotacheck", "rules": _rules(used)}},
                "artifacts": artifacts,
                "results": sarif_results,
                "properties": {"readings": readings},
            }
        ],
    }
