"""The lint results as SARIF 2.1.0, for code-scanning tools."""

from __future__ import annotations

from cotacheck.linter.rules import RULES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def to_sarif(results: list[dict]) -> dict:
    used = sorted({f["code"] for r in results for f in r["findings"]})
    rules = []
    index = {}
    for code in used:
        rule = RULES[code]
        index[code] = len(rules)
        rules.append(
            {
                "id": rule.code,
                "name": rule.name,
                "shortDescription": {"text": rule.summary},
                "fullDescription": {"text": rule.docs["what"] + " " + rule.docs["why"]},
                "help": {"text": rule.docs["why"] + " Quando ignorar: " + rule.docs["ignore"]},
                "defaultConfiguration": {"level": SARIF_LEVEL[rule.severity]},
                "properties": {"page": rule.url, "severity": rule.severity},  # site-relative: helpUri must be absolute
            }
        )
    sarif_results = []
    artifacts = []
    for r in results:
        uri = r["file"] or "edital.txt"
        artifacts.append({"location": {"uri": uri}})
        for f in r["findings"]:
            location = {"physicalLocation": {"artifactLocation": {"uri": uri}}}
            if f["line"]:
                location["physicalLocation"]["region"] = {"startLine": f["line"]}
            item = {
                "ruleId": f["code"],
                "ruleIndex": index[f["code"]],
                "level": SARIF_LEVEL[f["severity"]],
                "message": {"text": f["message"]},
                "locations": [location],
                "properties": {
                    "basis": f["basis"],
                    "position": f["position"],
                    "law": r["law"],
                    "issuer": (r["detected"].get("issuer") or {}).get("name"),
                    "interpretations": f.get("interpretations") or [],
                },
            }
            sarif_results.append(item)
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "cotacheck", "rules": rules}},
                "artifacts": artifacts,
                "results": sarif_results,
            }
        ],
    }
