"""The edital linter: reads an edital's text and reports, per cargo, the reserve stated and required.

`lint_text()` is the one entry point, shared by the CLI and the web page (Pyodide). Its result is
JSON-ready: `file`, `law`, `date`, `positions`, `findings`, plus `detected` (how law, date, branch
and kind were decided) and `summary`.
"""

from __future__ import annotations

import datetime as dt

from cotacheck.errors import InputError
from cotacheck.lawbook import BRANCHES, KINDS, LAW_IDS, get_law
from cotacheck.linter import checks, clauses, confidence, dating, detect, plausibility
from cotacheck.linter.extract import extract
from cotacheck.linter.rules import RULES
from cotacheck.linter.text import furniture, split_lines

#: Largest text accepted (characters); a real edital is well under 2 MB of text.
MAX_CHARS = 50_000_000
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


def lint_text(text: str, law: str | None = None, date: dt.date | None = None, filename: str | None = None,
              branch: str | None = None, kind: str | None = None, today: dt.date | None = None) -> dict:
    """Lint one edital's text. `law`, `date`, `branch`, `kind` override what the text says."""
    if not isinstance(text, str):
        raise InputError("O texto do edital deve ser texto.")
    if not text.strip():
        raise InputError("O texto do edital está vazio.")
    if len(text) > MAX_CHARS:
        raise InputError(f"Texto grande demais ({len(text):_} caracteres; o limite é {MAX_CHARS:_}).".replace("_", "."))
    if law is not None and law not in LAW_IDS:
        raise InputError(f"Lei desconhecida: {law!r}. Use uma de: {', '.join(LAW_IDS)}.")
    if branch is not None and branch not in BRANCHES:
        raise InputError(f"Poder desconhecido: {branch!r}. Use executivo, legislativo ou judiciario.")
    if kind is not None and kind not in KINDS:
        raise InputError(f"Tipo de vaga desconhecido: {kind!r}. Use efetivo, emprego, temporario ou estagio.")

    lines = split_lines(text)
    skip = furniture(lines)
    positions, _table_lines = extract(lines, skip)
    positions = plausibility.keep_cargos(positions)  # a title, heading or page marker is never a cargo
    joined = clauses.join(lines, skip)

    found_law, law_line, law_how = detect.detect_law(lines, joined)
    if found_law is None and skip:  # a law cited only in the page header
        found_law, law_line, law_how = detect.detect_law([line for line in lines if line.number in skip])
    dated = detect.date_edital(lines)
    found_date, date_line, date_how = dated.date, dated.line, dated.how
    found_branch, branch_line = detect.detect_branch(lines)
    found_kind, kind_line = detect.detect_kind(lines)
    law_id = law or found_law
    day = date or found_date
    detected = {
        "law": found_law, "law_line": law_line, "law_how": law_how, "law_given": law is not None,
        "date": found_date.isoformat() if found_date else None, "date_line": date_line, "date_how": date_how,
        "date_given": date is not None, "date_assumed": day is None,
        "date_source": "given" if date else dated.source, "date_confidence": "confirmed" if date else dated.confidence,
        "branch": branch or found_branch, "branch_line": None if branch else branch_line,
        "kind": kind or found_kind, "kind_line": None if kind else kind_line,
        "furniture_lines": len(skip),
    }
    effective_day = dating.day_for_checks(law_id, dated, date, today or dt.date.today(), detected["branch"], detected["kind"])

    findings: list[dict] = []
    ctx = None
    if law_id is None:
        findings.append(checks.finding("CQ302", RULES["CQ302"].message, None))
    else:
        ctx = checks.Context(law_id, effective_day, detected["branch"], detected["kind"])
        detected["applies"] = ctx.applies
        detected["reason"] = ctx.reason
        if not ctx.applies:
            reason = ctx.reason[0].upper() + ctx.reason[1:]
            findings.append(checks.finding("CQ301", RULES["CQ301"].message.format(law=get_law(law_id).title, reason=reason), ctx,
                                           basis=ctx.reason_basis))
        else:
            ctx.prepare([p.vacancies for p in positions if not p.cr])
            findings += checks.reserve_findings(ctx, positions)
            findings += checks.split_findings(ctx, positions)
            findings += checks.clause_findings(ctx, positions, joined)
    if ctx is None or ctx.applies:
        findings += checks.sum_findings(ctx, positions)
    if not positions:
        findings.append(checks.finding("CQ303", RULES["CQ303"].message, ctx))
    dating.add_date_notes(findings, law_id, dated, date, effective_day, today or dt.date.today(), detected["branch"], detected["kind"])
    findings.sort(key=lambda f: (f["line"] is None, f["line"] or 0, SEVERITY_ORDER[f["severity"]], f["code"]))

    out_positions = []
    for p in positions:
        part = ctx.required(p.vacancies) if ctx and not p.cr else None
        if ctx is None:
            required, by_group, pcd_required = None, None, None
        elif not ctx.applies or p.cr or part is None:
            required, by_group, pcd_required = 0, None, None
        else:
            required, by_group, pcd_required = part["reserved"], part["reserved_by_group"], part["pcd"]
        out_positions.append({
            "name": p.name, "vacancies": p.vacancies, "reserved_stated": p.reserved_stated, "reserved_required": required,
            "line": p.line, "cargo": p.parent, "slice": p.slice, "cadastro_reserva": p.cr,
            "reserved_by_group_stated": p.by_group_stated, "reserved_by_group_required": by_group,
            "pcd_stated": p.pcd_stated, "pcd_required": pcd_required, "open_stated": p.open_stated,
            "total_stated": p.total_stated, "source": p.source, "lines": p.lines,
            "confidence": p.confidence, "reading": p.reading, "cadastro_reserva_stated": p.cr_stated, "reserve_scope": p.reserve_scope,
        })
    confidence.annotate(out_positions, findings, positions)  # errors only from confirmed readings
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
        "summary": {**counts, "positions": len(out_positions), "lines": len(lines)},
    }


def lint_bytes(data: bytes, filename: str, law: str | None = None, date: dt.date | None = None, **options) -> dict:
    """Lint a file's bytes: a PDF (by its signature or name) or text (UTF-8, else Latin-1)."""
    from cotacheck.linter.pdf import is_pdf, pdf_text
    if is_pdf(data, filename):
        text = pdf_text(data, filename)
    else:
        text = decode(data, filename)
    return lint_text(text, law=law, date=date, filename=filename, **options)


def decode(data: bytes, filename: str) -> str:
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"{filename}: o arquivo não parece ser texto nem PDF. Use um arquivo .txt ou .pdf.")
    for encoding in ("utf-8-sig", "utf-16") if data.startswith((b"\xff\xfe", b"\xfe\xff")) else ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise InputError(f"{filename}: não foi possível ler o texto do arquivo.")  # pragma: no cover - latin-1 decodes anything
