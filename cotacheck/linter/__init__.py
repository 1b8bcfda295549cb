"""The edital linter: reads an edital's text and reports, per cargo, the reserve stated and required.

`lint_text()` is the one entry point, shared by the CLI and the web page (Pyodide). It is a pipeline
of named steps: read (lines, page furniture) ▸ extract (cargos and their figures) ▸ detect (law,
date, branch, kind) ▸ check (every rule of rules/, in order) ▸ report (the JSON-ready result:
`file`, `law`, `date`, `positions`, `findings`, plus `detected` and `summary`). The formats of that
result for people and tools are in report/.
"""

from __future__ import annotations

import datetime as dt

from cotacheck.errors import InputError
from cotacheck.law.lawbook import LAW_IDS, get_law
from cotacheck.law.options import check_branch, check_kind
from cotacheck.linter import clauses, confidence, dating, detect, plausibility
from cotacheck.linter.context import Context, Document
from cotacheck.linter.extract import extract
from cotacheck.linter.omissions import omitted
from cotacheck.linter.pdf import is_pdf, pdf_text
from cotacheck.linter.rules import MODULES
from cotacheck.linter.text import furniture, split_lines

#: Largest text accepted (characters); a real edital is well under 2 MB of text.
MAX_CHARS = 50_000_000
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


def lint_text(
    text: str,
    law: str | None = None,
    date: dt.date | None = None,
    filename: str | None = None,
    branch: str | None = None,
    kind: str | None = None,
    today: dt.date | None = None,
) -> dict:
    """Lint one edital's text. `law`, `date`, `branch`, `kind` override what the text says."""
    check_options(text, law, branch, kind)
    doc = read(text)
    dated = detect.date_edital(doc.lines)
    detected = detect_edital(doc, dated, law, date, branch, kind)
    law_id, day = (
        law or detected["law"],
        date or (dt.date.fromisoformat(detected["date"]) if detected["date"] else None),
    )
    today = today or dt.date.today()
    doc.dating = dating.DateFacts(dated, date, today, detected["branch"])
    # an uncertain date that would switch the law off does not: CQ304 says which day the checks used
    judged_on = dating.day_for_checks(law_id, dated, date, today, detected["branch"], detected["kind"])
    ctx = context(law_id, judged_on, detected)
    findings = check(ctx, doc)
    dating.downgrade_for_moved_date(findings, law_id, dated, date, judged_on, today)
    return make_report(filename, law_id, day, ctx, detected, doc, findings)


def check_options(text: str, law: str | None, branch: str | None, kind: str | None) -> None:
    if not isinstance(text, str):
        raise InputError("O texto do edital deve ser texto.")
    if not text.strip():
        raise InputError("O texto do edital está vazio.")
    if len(text) > MAX_CHARS:
        raise InputError(f"Texto grande demais ({len(text):_} caracteres; o limite é {MAX_CHARS:_}).".replace("_", "."))
    if law is not None and law not in LAW_IDS:
        raise InputError(f"Lei desconhecida: {law!r}. Use uma de: {', '.join(LAW_IDS)}.")
    if branch is not None:
        check_branch(branch)
    if kind is not None:
        check_kind(kind)


def read(text: str) -> Document:
    """Read ▸ extract: the lines, the page furniture to skip, the cargos and the clauses."""
    lines = split_lines(text)
    skip = furniture(lines)
    positions, _ = extract(lines, skip)
    positions = plausibility.keep_cargos(positions)  # a title, heading or page marker is never a cargo
    return Document(lines, skip, positions, clauses.join(lines, skip))


def detect_edital(
    doc: Document, dated: dating.EditalDate, law: str | None, date: dt.date | None, branch: str | None, kind: str | None
) -> dict:
    """Detect: law, date, branch and kind as the text states them (and whether each was given instead)."""
    lines, skip = doc.lines, doc.skip
    found_law, law_line, law_how = detect.detect_law(lines, doc.joined)
    if found_law is None and skip:  # a law cited only in the page header
        found_law, law_line, law_how = detect.detect_law([line for line in lines if line.number in skip])
    found_date, date_line, date_how = dated.date, dated.line, dated.how
    found_branch, branch_line = detect.detect_branch(lines)
    found_kind, kind_line = detect.detect_kind(lines)
    return {
        "law": found_law,
        "law_line": law_line,
        "law_how": law_how,
        "law_given": law is not None,
        "date": found_date.isoformat() if found_date else None,
        "date_line": date_line,
        "date_how": date_how,
        "date_given": date is not None,
        "date_assumed": (date or found_date) is None,
        "date_source": "given" if date else dated.source,
        "date_confidence": "confirmed" if date else dated.confidence,
        "branch": branch or found_branch,
        "branch_line": None if branch else branch_line,
        "kind": kind or found_kind,
        "kind_line": None if kind else kind_line,
        "furniture_lines": len(doc.skip),
    }


def context(law_id: str | None, day: dt.date, detected: dict) -> Context | None:
    """The law as applied to this edital (None when no law is known); records applicability in `detected`."""
    if law_id is None:
        return None
    ctx = Context(law_id, day, detected["branch"], detected["kind"])
    detected["applies"] = ctx.applies
    detected["reason"] = ctx.reason
    return ctx


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Check: every rule in the registry's order, then the findings sorted by line and severity."""
    if ctx is not None and ctx.applies:
        ctx.prepare([p.vacancies for p in doc.positions if not p.cr])
    findings: list[dict] = []
    for module in MODULES:
        findings += module.check(ctx, doc)
    findings.sort(key=lambda f: (f["line"] is None, f["line"] or 0, SEVERITY_ORDER[f["severity"]], f["code"]))
    return findings


def position_row(ctx: Context | None, p) -> dict:
    """One cargo as the result shows it: the figures stated and, where a law applies, required."""
    part = ctx.required(p.vacancies) if ctx and not p.cr else None
    if ctx is None:
        required, by_group, pcd_required = None, None, None
    elif not ctx.applies or p.cr or part is None:
        required, by_group, pcd_required = 0, None, None
    else:
        required, by_group, pcd_required = part["reserved"], part["reserved_by_group"], part["pcd"]
    return {
        "name": p.name,
        "vacancies": p.vacancies,
        "reserved_stated": p.reserved_stated,
        "reserved_required": required,
        "line": p.line,
        "cargo": p.parent,
        "slice": p.slice,
        "cadastro_reserva": p.cr,
        "reserved_by_group_stated": p.by_group_stated,
        "reserved_by_group_required": by_group,
        "pcd_stated": p.pcd_stated,
        "pcd_required": pcd_required,
        "open_stated": p.open_stated,
        "total_stated": p.total_stated,
        "source": p.source,
        "lines": p.lines,
        "confidence": p.confidence,
        "reading": p.reading,
        "cadastro_reserva_stated": p.cr_stated,
        "reserve_scope": p.reserve_scope,
    }


def make_report(
    filename: str | None,
    law_id: str | None,
    day: dt.date | None,
    ctx: Context | None,
    detected: dict,
    doc: Document,
    findings: list[dict],
) -> dict:
    """Report: the JSON-ready result (report/ turns it into text, SARIF or Markdown)."""
    out_positions = [position_row(ctx, p) for p in doc.positions]
    confidence.annotate(out_positions, findings, doc.positions)  # errors only from confirmed readings
    counts = {s: sum(1 for f in findings if f["severity"] == s) for s in SEVERITY_ORDER}
    return {
        "file": filename,
        "law": law_id,
        "law_title": get_law(law_id).title if law_id else None,
        "date": day.isoformat() if day else None,
        "branch": detected["branch"],
        "kind": detected["kind"],
        "applies": ctx.applies if ctx else None,
        "detected": detected,
        "positions": out_positions,
        "findings": findings,
        "truncated": omitted(doc.lines),
        "summary": {**counts, "positions": len(out_positions), "lines": len(doc.lines)},
    }


def lint_bytes(data: bytes, filename: str, law: str | None = None, date: dt.date | None = None, **options) -> dict:
    """Lint a file's bytes: a PDF (by its signature or name) or text (UTF-8, else Latin-1)."""
    if is_pdf(data, filename):
        text = pdf_text(data, filename)
    else:
        text = decode(data, filename)
    return lint_text(text, law=law, date=date, filename=filename, **options)


def decode(data: bytes, filename: str) -> str:
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"{filename}: o arquivo não parece ser texto nem PDF. Use um arquivo .txt ou .pdf.")
    for encoding in (
        ("utf-8-sig", "utf-16") if data.startswith((b"\xff\xfe", b"\xfe\xff")) else ("utf-8-sig", "cp1252", "latin-1")
    ):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise InputError(
        f"{filename}: não foi possível ler o texto do arquivo."
    )  # pragma: no cover - latin-1 decodes anything
