"""Which statute's articles a finding cites when a law's versions are separate statutes.

The federal reserve was Lei nº 12.990/2014 and is now Lei nº 15.142/2025: each has its own article
numbers, so the linter's rules file their legal basis per statute ("federal-12990",
"federal-15142"). The state laws keep one text across versions and file it under the law's id.
A version named after its statute and what else came with it ("lei-15142-dec-12536": the law and
the decree that split its groups) is filed under that statute. Federal internships have a decree of
their own (Decreto nº 9.427/2018, version "dec-9427"), filed as "federal-9427".
"""

from __future__ import annotations

#: Laws whose versions are separate statutes, oldest first (version ids of law/data/<law>.toml).
SEPARATE_STATUTES = {"federal": ("lei-12990", "lei-15142", "dec-9427")}


def statute(law_id: str, version_id: str | None) -> str | None:
    """The statute a version of a law with separate statutes belongs to (None for the other laws)."""
    statutes = SEPARATE_STATUTES.get(law_id)
    if not statutes:
        return None
    own = [s for s in statutes if version_id is not None and (version_id == s or version_id.startswith(s + "-"))]
    return own[-1] if own else statutes[0]


def basis_key(law_id: str, version_id: str | None) -> str:
    """The key a rule's basis is filed under: the law's id, or law-statute (before any version: the first)."""
    found = statute(law_id, version_id)
    return f"{law_id}-{found.removeprefix('lei-').removeprefix('dec-')}" if found else law_id
