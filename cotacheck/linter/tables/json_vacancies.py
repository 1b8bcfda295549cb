"""A board's or a portal's JSON answer pasted or saved (its API's "cargos" or "vagas", copied from the
browser's network panel): each object that names a cargo and gives its vacancies by modalidade, read as a
row of a table.

Read as it stood, the keys were names ('"salario_base"') and the objects' figures counts beside them. With a
line that is a JSON value's opening alone ("{" or "["), the value is decoded there (the standard
library's `json`, from that line on, at most `_MAX_CHARS`); an object is a vacancy's when it has a name
(the string under "cargo", "nome", "descricao", "funcao", "titulo"; a speciality's under "especialidade"
or "area" joined to it) and whole numbers of vacancies by role: under a key holding "vagas" (an object,
"vagas": {"ampla_concorrencia": 22, "pcd": 2, "negros": 6, "total": 30}) or in keys named so
("vagas_total", "vagas_ampla", "vagas_pcd", "vagas_negros"), each role the table vocabulary's for the key's
words. The value's lines are blanked, and the rows written as a pipe table: its header on the opening's
line, each row on its name's line ("| Médico – Clínica Médica | 22 | 2 | 6 | 30 |"), so that the pass
reads and proves them as any table's. A value with no such object is left as it stood (its keys are no
cargos: `plausibility`). Trigger: a line that is "{" or "[" alone.
"""

from __future__ import annotations

import json

from cotacheck.linter.read.text import fold, pipe_row
from cotacheck.linter.tables.header import header_tokens

_MAX_CHARS = 2_000_000
_NAMES = ("cargo", "nome", "descricao", "funcao", "titulo", "nome_cargo", "denominacao")
_SPECIALITIES = ("especialidade", "area", "subarea", "disciplina")
_ROLES = ("open", "pcd", "negros", "pretos_pardos", "indigenas", "quilombolas", "total")
_LABELS = {
    "open": "AC",
    "pcd": "PcD",
    "negros": "Negros",
    "pretos_pardos": "PPP",
    "indigenas": "PI",
    "quilombolas": "PQ",
    "total": "Total",
}


def _role(key: str) -> str | None:
    """The count role of a key's words ("vagas_ampla" → open, "ampla_concorrencia" → open), or None."""
    words = [w for w in fold(key).replace("_", " ").replace("-", " ").split() if w != "vagas"]
    tokens = header_tokens(" ".join(words)) if words else ["total"]
    return tokens[0] if tokens and len(tokens) == 1 and tokens[0] in _ROLES else None


def _counts(item: dict) -> dict[str, int]:
    """The vacancies by role of an object: under a "vagas" object, or in keys holding "vagas"."""
    counts: dict[str, int] = {}
    for key, value in item.items():
        folded = fold(key)
        if "vagas" not in folded:
            continue
        pairs = value.items() if isinstance(value, dict) else [(key, value)]
        for inner, count in pairs:
            role = _role(inner)
            if role and isinstance(count, int) and not isinstance(count, bool) and 0 <= count < 100_000:
                counts[role] = counts.get(role, 0) + count
    return counts


def _name(item: dict) -> tuple[str, str] | None:
    """(the key, the name) of an object's cargo, its speciality joined."""
    folded = {fold(k): k for k in item}
    key = next((folded[k] for k in _NAMES if k in folded and isinstance(item[folded[k]], str)), None)
    if key is None or not item[key].strip():
        return None
    name = " ".join(item[key].split())
    extra = next((folded[k] for k in _SPECIALITIES if k in folded and isinstance(item[folded[k]], str)), None)
    if extra and item[extra].strip() and fold(item[extra]) not in fold(name):
        name += " – " + " ".join(item[extra].split())
    return key, name


def _vacancies(value: object, found: list[tuple[str, str, dict[str, int]]], depth: int = 0) -> None:
    """The vacancy objects in `value`, in the order they are written: (name's key, name, counts)."""
    if depth > 12:
        return
    if isinstance(value, dict):
        named, counts = _name(value), _counts(value)
        if named and counts:
            found.append((json.dumps(named[0], ensure_ascii=False) + ":", named[1], counts))
            return
        for inner in value.values():
            _vacancies(inner, found, depth + 1)
    elif isinstance(value, list):
        for inner in value:
            _vacancies(inner, found, depth + 1)


def relay(text: str) -> str:
    """`text` with a JSON answer's vacancy objects written as a pipe table in its lines' place."""
    if "{" not in text:  # one character's scan first (a list of objects holds one too): most editais hold none
        return text
    if "\n{\n" not in text and "\n[\n" not in text and not text.startswith(("{\n", "[\n")):
        return text
    lines = text.split("\n")
    opening = next((k for k, line in enumerate(lines) if line.strip() in ("{", "[")), None)
    if opening is None:
        return text
    start = sum(len(line) + 1 for line in lines[:opening])
    try:
        value, end = json.JSONDecoder().raw_decode(text[start : start + _MAX_CHARS])
    except (ValueError, RecursionError):
        return text
    found: list[tuple[str, str, dict[str, int]]] = []  # (the name's key as written, name, counts)
    _vacancies(value, found)
    if len(found) < 1:
        return text
    last = opening + text[start : start + end].count("\n")
    roles = [r for r in _ROLES if any(r in counts for _, _, counts in found)]
    laid = ["" for _ in range(opening, last + 1)]
    laid[0] = pipe_row(["Cargo", *(_LABELS[r] for r in roles)])
    cursor = opening + 1
    for key, name, counts in found:
        first = name.split()[0]  # the name's line: its key and the name's first word
        at = next(
            (k for k in range(cursor, last + 1) if key in lines[k].replace('" :', '":') and first in lines[k]), None
        )
        if at is None or at == opening:
            return text
        cells = [str(counts[r]) if r in counts else "-" for r in roles]
        laid[at - opening] = pipe_row([name.replace("|", "/"), *cells])
        cursor = at + 1
    if not laid[1].strip():
        laid[1] = pipe_row(["---"] * (len(roles) + 1))
    return "\n".join(lines[:opening] + laid + lines[last + 1 :])
