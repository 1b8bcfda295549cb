"""Which statute's articles a finding cites when a law's versions are separate statutes.

The federal reserve was Lei nº 12.990/2014 and is now Lei nº 15.142/2025: each has its own article
numbers, so the linter's rules file their legal basis per statute ("federal-12990",
"federal-15142"). The state laws keep one text across versions and file it under the law's id.
"""

from __future__ import annotations

#: Laws whose versions are separate statutes, oldest first (version ids of law/data/<law>.toml).
SEPARATE_STATUTES = {"federal": ("lei-12990", "lei-15142")}


def basis_key(law_id: str, version_id: str | None) -> str:
    """The key a rule's basis is filed under: the law's id, or law-statute (before any version: the first)."""
    statutes = SEPARATE_STATUTES.get(law_id)
    if not statutes:
        return law_id
    statute = version_id if version_id in statutes else statutes[0]
    return f"{law_id}-{statute.removeprefix('lei-')}"
