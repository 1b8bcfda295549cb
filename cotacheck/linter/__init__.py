"""The edital linter: reads an edital's text and reports, per cargo, the reserve stated and required.

`lint_text()` is the one entry point, shared by the CLI and the web page (Pyodide). It is a pipeline
of named steps: read (lines, page furniture) ▸ extract (cargos and their figures) ▸ detect (law,
date, branch, kind) ▸ check (every rule of rules/, in order) ▸ report (the JSON-ready result:
`file`, `law`, `date`, `positions`, `findings`, plus `detected` and `summary`; its rows and findings
are dictionaries holding their values in a tuple the alike share, `tables/records.py` and
`tables/finding_record.py`). The formats of that result for
people and tools are in report/.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from cotacheck.errors import InputError
from cotacheck.law.lawbook import LAW_IDS
from cotacheck.law.options import check_branch, check_kind
from cotacheck.linter.check import branch_reading, confidence, readings
from cotacheck.linter.check.context import Context, Document
from cotacheck.linter.check.rule import SEVERITY_ORDER
from cotacheck.linter.facts import clauses, custom_law_params, dating, detect, excerpt, issuer
from cotacheck.linter.read import kept_furniture, notebook, raw_lines, superseded
from cotacheck.linter.read.files import decode, file_text  # noqa: F401 (decode: also the bridge's)
from cotacheck.linter.read.omissions import omitted
from cotacheck.linter.read.text import Lines, split_lines
from cotacheck.linter.rules import MODULES
from cotacheck.linter.tables import (
    ascii_grid,
    band_blocks,
    bare_hours,
    box_table,
    breakdown_cells,
    broken_header,
    cadastro_cells,
    cadastro_span,
    cargo_totals,
    cell_tails,
    cells_below_name,
    chat_marks,
    clause_statements,
    code_alone,
    coded_line,
    cut_header_cells,
    dashed_labels,
    ditto_marks,
    docx_walk,
    form_options,
    given_roles,
    glued_counts,
    glued_marks,
    glued_page,
    grids,
    group_blocks,
    header,
    header_line_cuts,
    header_spaced_cuts,
    header_word_breaks,
    headless_rows,
    html_table,
    joint_racial,
    json_vacancies,
    labelled_blocks,
    labels_below,
    leader_rows,
    leaders,
    list_rows,
    marks,
    name_after_counts,
    name_marks,
    narrow_column,
    ocr_slips,
    one_line,
    page_break,
    pandoc_grid,
    percent_cells,
    pipe_table,
    plausibility,
    position,
    position_counts,
    prn_cells,
    prose_items,
    quoted_wrap,
    records,
    region_wrap,
    release_bullets,
    reserve_demonstrative,
    rotated_header,
    rotated_tail,
    rotated_whole,
    row_list,
    row_marks,
    running_heads,
    runon_cells,
    sheet_headings,
    slash_rows,
    soft_wraps,
    span_after_row,
    span_cadastro,
    span_last,
    transposed,
    vacancy_list,
    vagas_total,
    viewer_blocks,
    yes_no_cadastro,
)
from cotacheck.linter.tables.extract import Position, extract
from cotacheck.reserve.custom_law import LAW_ID as CUSTOM_LAW_ID
from cotacheck.reserve.custom_law import CustomLawParams, to_query

#: Largest text accepted (characters); a real edital is well under 2 MB of text.
MAX_CHARS = 50_000_000
#: The rules that read the edital's text beyond its cargos (clauses, omissions): not run without it.
TEXT_RULES = ("CQ201", "CQ202", "CQ203", "CQ204", "CQ205", "CQ206", "CQ207", "CQ208", "CQ305")
#: The rules that read the document's lines (the others read its positions, clauses and own rule).
LINE_RULES = ("CQ305", "CQ306")


def lint_text(
    text: str,
    law: str | None = None,
    date: dt.date | None = None,
    filename: str | None = None,
    branch: str | None = None,
    kind: str | None = None,
    today: dt.date | None = None,
    params: CustomLawParams | dict | None = None,
    ask_missing: bool = False,
    columns: dict[int, list[str]] | None = None,
) -> dict:
    """Lint one edital's text. `law`, `date`, `branch`, `kind` override what the text says; `columns`, the
    roles of a table's count columns by its header's line (`tables.given_roles.parse_columns`).

    `law="outra"` checks the edital under a law given by its parameters (`params`: `CustomLawParams`, or a
    dict of some of `custom_law_params.PARAM_FIELDS`); those not given come from the rule the edital itself
    declares. When neither gives the percentage, an InputError; with `ask_missing` (the page), the report
    of what can be shown without it, and `detected["params_missing"]` asks for it.
    """
    check_options(text, law, branch, kind)
    doc = read(text, columns)
    result = lint_document(doc, law, date, filename, branch, kind, today, params, ask_missing=ask_missing)
    if columns:
        result["columns_given"] = given_roles.as_json(columns)
    return result


def lint_positions(
    positions: list[Position],
    law: str | None = None,
    date: dt.date | None = None,
    text: str | None = None,
    branch: str | None = None,
    kind: str | None = None,
    today: dt.date | None = None,
    params: CustomLawParams | dict | None = None,
    filename: str | None = None,
    corrected: list[str] | tuple[str, ...] = (),
    linked: Linked | None = None,
    ask_missing: bool = False,
) -> dict:
    """Check ▸ report on positions given instead of read (the reader's corrections win over the reading).

    With `text`, the edital's law, date, clauses and own rule come from it; without, only the law and
    date given are known, and the clause checks (which need the text) are not run. `corrected` names the
    positions the reader corrected by hand: the result lists them (`corrected_by_hand`). `linked`:
    what a result link says the check of the text knew (`Linked`), so that it is judged as that check.
    """
    if text is not None and str(text).strip():
        check_options(text, law, branch, kind)
        doc = read(text)
    else:
        check_options(".", law, branch, kind)
        doc = read("")
        doc.without_text = True
    doc.positions, doc.positions_given = list(positions), True
    result = lint_document(doc, law, date, filename, branch, kind, today, params, linked, ask_missing)
    result["corrected_by_hand"] = list(corrected)
    return result


def lint_document(
    doc: Document,
    law: str | None,
    date: dt.date | None,
    filename: str | None,
    branch: str | None,
    kind: str | None,
    today: dt.date | None,
    params: CustomLawParams | dict | None,
    linked: Linked | None = None,
    ask_missing: bool = False,
) -> dict:
    """Detect ▸ check ▸ report on a document already read (its positions extracted, or given)."""
    linked = linked or Linked()
    dated = detect.date_edital(doc.lines)
    detected = detect_edital(doc, dated, law, date, branch, kind)
    detected["law_guessed"] = detected["law_guessed"] or linked.law_guessed
    if linked.audit_court:  # the check of the text read a Tribunal de Contas as the issuer: the same reading
        detected["branch_note"], detected["branch_how"] = detect.AUDIT_COURT_NOTE, "emissor"
    custom = None  # the parameters of "outra lei", made here once and passed down to the check
    if law == CUSTOM_LAW_ID:
        custom = custom_law_params.params_or_question(doc.own_rule, params, detected, ask_missing)
    law_id, day = (
        law or detected["law"],
        date or (dt.date.fromisoformat(detected["date"]) if detected["date"] else None),
    )
    today = today or dt.date.today()
    doc.dating = dating.DateFacts(dated, date, today, detected["branch"])
    # an uncertain date that would switch the law off does not: CQ304 says which day the checks used
    modelled = None if law_id == CUSTOM_LAW_ID else law_id
    judged_on = linked.checks_day or dating.day_for_checks(
        modelled, dated, date, today, detected["branch"], detected["kind"]
    )
    asked = "params_missing" in detected  # "outra lei" without its percentage: what needs no law, and the question
    ctx = None if asked else context(law_id, judged_on, detected, custom)
    # what is read of the lines after the checks, taken before they let the lines go (`check`)
    detected["excerpt"], detected["excerpt_why"] = (False, "") if doc.without_text else excerpt.assess(doc.lines)
    near_slices = (
        None if doc.without_text else cargo_totals.lines_near_slices(doc.lines, doc.positions, doc.positions_given)
    )
    line_count = len(doc.lines)
    findings = [f for f in check(ctx, doc) if not (asked and f["code"] == "CQ302")]  # a law was chosen
    if detected["excerpt"]:
        excerpt.as_notes(findings, detected["excerpt_why"])
    if linked.checks_day or (law_id != CUSTOM_LAW_ID and dating.date_moved(law_id, dated, date, judged_on, today)):
        line = linked.date_line if linked.checks_day else dated.line
        dating.downgrade_for_moved_date(findings, line)
        detected["checks_date"], detected["checks_date_line"] = judged_on.isoformat(), line
    branch_reading.weigh(ctx, detected, findings)  # where the Poder came from, and readings of it
    if detected["law_guessed"]:
        issuer.downgrade_for_guessed_law(findings)
    if doc.law_note:  # shown where the page and the reports show the law's applicability
        detected["reason"] = (detected.get("reason", "") + " " + doc.law_note).strip()
    return make_report(filename, law_id, day, ctx, detected, doc, findings, near_slices, line_count)


@dataclass(frozen=True)
class Linked:
    """What a result link says the check of the edital's text knew, which the table alone does not: the
    law was deduced from an unclear issuer (no error rests on it), and the checks ran as of another day
    than the uncertain date shown (`checks_day`; `date_line`, that date's line), their errors notes; the
    issuer was a Tribunal de Contas, whose Poder is a reading (`audit_court`)."""

    law_guessed: bool = False
    audit_court: bool = False  # the issuer was a Tribunal de Contas, whose Poder is a reading (detect.py)
    checks_day: dt.date | None = None
    date_line: int | None = None


def check_options(text: str, law: str | None, branch: str | None, kind: str | None) -> None:
    if not isinstance(text, str):
        raise InputError("O texto do edital deve ser texto.")
    if not text.strip():
        raise InputError("O texto do edital está vazio.")
    if len(text) > MAX_CHARS:
        raise InputError(f"Texto grande demais ({len(text):_} caracteres; o limite é {MAX_CHARS:_}).".replace("_", "."))
    if law is not None and law not in LAW_IDS and law != CUSTOM_LAW_ID:
        raise InputError(f"Lei desconhecida: {law!r}. Use uma de: {', '.join(LAW_IDS)} ou {CUSTOM_LAW_ID}.")
    if branch is not None:
        check_branch(branch)
    if kind is not None:
        check_kind(kind)


def _relay_text(text: str) -> tuple[str, tuple[frozenset[int], frozenset[int]] | None]:
    """The text with the layouts read before it is split into lines re-laid in place (every line keeps its
    number), and the printed sheets found (`sheet_headings`) for the grid's reading."""
    text = json_vacancies.relay(text)  # a portal's JSON answer: its vacancy objects as a pipe table
    text = html_table.relay(text)  # an HTML page's source (or an XML carrying one): its text, its tables as pipe tables
    text, sheets = sheet_headings.strip(text)  # a sheet printed with its row numbers and column letters
    # a sheet saved as a .prn, its cells cut and glued, parted by the header
    text, sheets = prn_cells.relay(text, sheets)
    text = rotated_header.relay(text)  # a header's labels printed rotated, in stacked pieces, as one line
    text = rotated_whole.relay(text)  # rotated labels pdftotext -layout gives whole, a line each, as one line
    text = rotated_tail.relay(text)  # a header's rotated labels pypdf gives at the page's end, put back in it
    text = notebook.relay(text)  # a pasted Jupyter session: prompts and aggregates out, frames as tables
    text = percent_cells.relay(text)  # "20% (8)": a rate and, in brackets, its count: the count
    text = breakdown_cells.relay(text)  # "8 (5+1+2)" under "Total (AC + PcD + Negros)": the total and its parts
    text = cadastro_cells.relay(text)  # "Cadastro Cadastro Cadastro –": a row's count cells, each a CR
    text = yes_no_cadastro.relay(text)  # "… 6 1 2 9 Sim" under "… Total de vagas Cadastro reserva": a CR
    text = cadastro_span.relay(text)  # "… Ciências Contábeis Cadastro de reserva": a merged cell, a CR
    text = ditto_marks.relay(text)  # '"' and "idem" a legend explains: the cell above copied in
    text = glued_page.relay(text)  # bs4's get_text(): a page one line, its quadro's cells glued, re-laid after it
    return text, sheets


def _relay_blocks(lines: Lines) -> tuple[Lines, dict[int, str]]:
    """Quadros given a column a block (a viewer's, led by codes; each block under its label) or under one
    line of "Vagas - …" labels, re-laid a row a line; and the re-laid rows nothing proves (line → why)."""
    lines, coded = viewer_blocks.relay(lines)  # a viewer's column blocks led by codes, labels among them
    lines, grouped = group_blocks.relay(lines)  # pdfminer's sheet a column at a time, group rows among codes
    lines, banded = band_blocks.relay(lines)  # a report engine's column bands: codes, names, text, counts
    lines, dashed = dashed_labels.relay(lines)  # "Vagas - AC … Cadastro de reserva - …" over rows with no total
    lines, unpaired = labelled_blocks.relay(lines)  # a column a block, each under its label
    return lines, {**coded, **banded, **grouped, **dashed, **unpaired}


def _relay_broken_headers(lines: Lines) -> Lines:
    """A header broken across lines at any word, joined back; then a header whose tall labels pypdf printed a
    word or two a line below its first line, joined, its rows' wrapped requisitos re-laid a row a line."""
    lines = broken_header.relay(lines)
    return labels_below.relay(lines)


def _relay_cited(lines: Lines) -> tuple[Lines, Callable[[list], None]]:
    """The old text a retificação quotes blanked (never read), then the quadros re-laid as rows that cite lines
    besides their own, and what to do to their positions after the pass."""
    lines = superseded.blank(lines)  # "onde se lê … leia-se"
    lines, headless = headless_rows.relay(lines)  # a page's rows under a header on the page before, a legend below
    lines, demonstrated = reserve_demonstrative.relay(lines)  # a demonstrative of the reserve, a row a modalidade

    def after_pass(positions: list) -> None:
        headless_rows.doubt(positions, headless)  # read by the legend's order alone: never confirmed
        reserve_demonstrative.cite(positions, demonstrated)  # its row cites its figures' lines, not its header's

    return lines, after_pass


def _relay_broken_words(lines: Lines, text: str) -> Lines:
    """A header's label cut inside a word by its narrow cell ("Concorrên" / "cia"), joined; then a cell of a
    quadro given a cell a line wrapped over lines, its wraps ending in a space (MuPDF's text), joined."""
    lines = cut_header_cells.relay(lines, text)  # a header a cell's line a line, its labels cut: one line
    lines = header_word_breaks.relay(lines, text)
    lines = header_line_cuts.relay(lines, text)  # "PP" / "P", "Pc" / "D": a count label cut across lines
    return soft_wraps.relay(lines, text)


def _relay_label_marks(lines: Lines) -> Lines:
    """A header's count labels made whole where a PDF's narrow cells marked or cut them."""
    lines = glued_marks.relay(lines)  # a note's mark glued to a header's label by pypdf ("PcD1"), a superscript
    return header_spaced_cuts.relay(lines)  # "Pc D" in a narrow cell joined; "Negros *" a note explains, mark off


def _relay_grids(lines: Lines, text: str, sheets) -> tuple[Lines, dict[int, str]]:
    """A Markdown pipe table read by its cells, then grids of other shapes, each re-laid a row a line; and the
    rows nothing proves (a pipe table whose cells miss its header, a grid's name line left alone: line → why)."""
    grid_doubts: dict[int, str] = {}
    lines = ascii_grid.relay(lines, text, grid_doubts)  # a "+---+" grid (enscript, reST), as a pipe table
    lines = runon_cells.relay(lines, text, grid_doubts)  # antiword: a Word table's rows run on, cells ended by " |"
    lines = docx_walk.relay(lines, text, grid_doubts)  # python-docx's walk: " | "-joined cells, merged ones repeated
    lines = position_counts.relay(lines, text, grid_doubts)  # "Criados Ocupados Vagos" beside the vacancies: out
    lines = pipe_table.relay(lines, text, grid_doubts)
    glued_page.doubt(lines, grid_doubts)  # a glued page's rows, split by their sums: unproven
    lines = ocr_slips.relay(lines, text, grid_doubts)  # tesseract: "o", "jo)" in count cells, read where sums prove
    lines = grids.relay(lines, text, sheets, grid_doubts)
    return lines, grid_doubts


def read(text: str, columns: dict[int, list[str]] | None = None) -> Document:
    """Read ▸ extract: the lines, the page furniture to skip, the cargos and the clauses."""
    text, sheets = _relay_text(text)
    lines = box_table.relay(split_lines(text))  # a table drawn with box characters, re-laid as a pipe table
    lines = _relay_broken_words(lines, text)  # a header's label cut inside a word; MuPDF's cell over lines
    lines = _relay_label_marks(lines)  # marks and spaces inside a header's labels ("PcD1", "Pc D", "Negros *")
    lines = name_marks.relay(lines)  # a note's mark glued to a row's name ("Água1", its note "1 Lotação …")
    lines = list_rows.relay(lines)  # a table printed as Python lists (pdfplumber's extract_tables), as a pipe table
    lines = quoted_wrap.relay(lines, text)  # an e-mail's quoted lines, marks off, its hard-wrapped rows joined
    lines = pandoc_grid.relay(lines, text)  # pandoc's multiline table (a DOCX quadro), re-laid a row a line
    lines, grid_doubts = _relay_grids(lines, text, sheets)  # pipe tables by their cells, grids of other shapes
    lines, unpaired = _relay_blocks(lines)  # quadros a column a block, or under dashed labels, a row a name
    breaks = page_break.inside_tables(text, raw_lines.raw_lines(text))  # a page's furniture amid a table's rows
    raw_lines.forget()  # the raw lines the stages above shared (`raw_lines`)
    page_break.forget()  # its answer for this text, and the text with it
    lines, chat = chat_marks.relay(lines)  # a messaging app's conversation: times, senders and emoji off
    lines, options = form_options.relay(lines, text)  # a registration form's cargo options, as a release's bullets
    lines, bullets = release_bullets.relay(lines)  # a press release's "» Name: 10 (AC 6 | PcD 1 | …)" lines
    lines = marks.relay(lines)  # bullets, "#" headings and "**" of a web or Markdown copy taken off
    lines = glued_counts.relay(lines)  # a quadro whose cells lost their spaces, each name split from its count
    lines = code_alone.relay(lines)  # a row's code alone above its wrapped name (pypdf), joined to its row
    lines = row_marks.relay(lines, text)  # a consolidated annex's "(NR)", "(AC)" marks off, "Revogado" rows out
    lines, narrow = narrow_column.relay(lines, text)  # a newspaper's column: words made whole, an item a line
    lines = clause_statements.relay(lines)  # "2.4.1 EMPREGO 101: NAME – 12 vagas (AC: 8; …) + 36 CR", as one statement
    lines, listed = vacancy_list.relay(lines)  # "Name – 9 vagas (2 para negros)" lines, as statements
    listed += bullets + narrow + options
    lines = cell_tails.relay(lines, text)  # a header row's cells' first lines, then their tails, as one header line
    lines = span_after_row.relay(lines, grid_doubts)  # a spanning label's sub-labels printed after the upper header row
    lines = name_after_counts.relay(lines)  # names printed around their counts' own line, one line a row
    lines = cells_below_name.relay(lines)  # a row's cells alone under its name's wrapped lines, one line a row
    lines = region_wrap.relay(lines)  # "Cargo 1: Delegado – RISP 2" / "Santa Luzia 3 0 1 4": one row, joined
    lines = span_cadastro.relay(lines)  # "Vagas imediatas" over its sub-labels, a cadastro column after it
    # a spanning "Vagas" cell's labels printed after the top row's, put under it (rows cut from requisitos: doubts)
    lines = span_last.relay(lines, grid_doubts)
    lines = vagas_total.relay(lines, text)  # "Cargo Vagas Negros" over rows of two counts: "Vagas" the total
    lines = _relay_broken_headers(lines)  # a header broken across lines, or its tall labels a word a line below it
    lines = bare_hours.relay(lines, text)  # "1 0 0 20" under "Vagas PcD Negros Carga Horária": "20h", no count
    lines = slash_rows.relay(lines)  # a paragraph of "name / 12 / 9 / 1 / 2;" rows, re-laid as its table
    lines = coded_line.relay(lines)  # a quadro run into one line, its rows opened by letter codes ("PRTS 01")
    lines = one_line.relay(lines)  # a table copied as one long line, re-laid row by row
    lines, after_pass = _relay_cited(lines)  # old text quoted blanked; quadros whose rows cite lines of their own
    lines = transposed.relay(lines)  # a table with its roles as rows, re-laid as a header and a row
    lines = leaders.relay(lines)  # a list of names, dot leaders and counts a legend explains, re-laid as a table
    lines = leader_rows.relay(lines, text)  # a quadro's row "Gari.......04 01 40h P-01": the leader a space
    lines = prose_items.relay(lines)  # a paragraph of numbered items of labelled figures, one item a line
    skip = kept_furniture.furniture(lines, last=True)  # the answer a stage above had for the same lines, if any
    skip.update(breaks)
    skip.update(running_heads.furniture(text, lines, grid_doubts))  # a later page's running head amid a quadro's rows
    positions, _ = extract(lines, skip, columns, text)
    header.forget()  # the header readings the stages and the table pass shared (`header_tokens`)
    positions = plausibility.keep_cargos(positions)  # a title, heading or page marker is never a cargo
    after_pass(positions)  # those rows cite their figures' lines; the legend's order alone confirms nothing
    chat_marks.doubt(positions, chat)  # a conversation is no edital: what it says is to be checked
    vacancy_list.doubt(positions, listed)  # a summary's list is not the quadro
    labelled_blocks.doubt(positions, unpaired)  # column blocks paired by order with nothing to prove it
    ocr_slips.doubt(positions, grid_doubts)  # a count cell the OCR misread, read by the sums: named first
    labelled_blocks.doubt(positions, grid_doubts)  # a grid's name line left between two rows
    confidence.doubt_lines(positions, lines.bidi, lines.bidi_cells)  # digits a viewer may show in another order
    joint_racial.doubt(positions, text, lines)  # a reserve for pretos, pardos e indígenas together: not the negros'
    return Document(lines, skip, positions, clauses.join(lines, skip))


def detect_edital(
    doc: Document, dated: dating.EditalDate, law: str | None, date: dt.date | None, branch: str | None, kind: str | None
) -> dict:
    """Detect: law, date, branch and kind as the text states them (and whether each was given instead)."""
    lines, skip = doc.lines, doc.skip
    cited = detect.detect_law(lines, doc.joined)
    if cited[0] is None and skip:  # a law cited only in the page header
        cited = detect.detect_law([line for line in lines if line.number in skip])
    found_issuer = issuer.find_issuer(lines, skip)
    choice = detect.choose_law(found_issuer, cited)
    doc.law_note = "" if law is not None else choice.note
    found_date, date_line, date_how = dated.date, dated.line, dated.how
    found_branch = detect.detect_branch(lines, found_issuer if found_issuer.name else None)
    if branch is None and found_branch.note:  # a Tribunal de Contas: the reading adopted for its Poder
        doc.law_note = (doc.law_note + " " + found_branch.note).strip()
    found_kind, kind_line = detect.detect_kind(lines)
    return {
        "law": choice.law,
        "law_line": choice.line,
        "law_how": choice.how,
        "law_given": law is not None,
        "law_guessed": law is None and choice.guessed,
        "law_cited": cited[0],
        "issuer": {**found_issuer.as_json(), "note": choice.note},
        "date": found_date.isoformat() if found_date else None,
        "date_line": date_line,
        "date_how": date_how,
        "date_given": date is not None,
        "date_assumed": (date or found_date) is None,
        "date_source": "given" if date else dated.source,
        "date_confidence": "confirmed" if date else dated.confidence,
        "branch": branch or found_branch.branch,
        "branch_line": None if branch else found_branch.line,
        "branch_words": None if branch else found_branch.words,
        "branch_how": "informado" if branch else found_branch.source,
        "branch_note": "" if branch else found_branch.note,
        "kind": kind or found_kind,
        "kind_line": None if kind else kind_line,
        "furniture_lines": len(doc.skip),
    }


def context(law_id: str | None, day: dt.date, detected: dict, params: CustomLawParams | None = None) -> Context | None:
    """The law as applied to this edital (None when no law is known); records applicability in `detected`."""
    if law_id is None:
        return None
    ctx = Context(law_id, day, detected["branch"], detected["kind"], params)
    detected["applies"] = ctx.applies
    detected["reason"] = ctx.reason
    if ctx.custom:
        detected["params"] = to_query(ctx.custom)
    return ctx


def check(ctx: Context | None, doc: Document) -> list[dict]:
    """Check: every rule in the registry's order, then the findings sorted by line and severity."""
    if ctx is not None and ctx.applies:
        ctx.prepare([p.vacancies for p in doc.positions if not p.cr])
    findings: list[dict] = []
    # positions given without the edital's text: its clauses are unknown, not missing
    modules = [m for m in MODULES if not (doc.without_text and m.RULE.code in TEXT_RULES)]
    # the rules reading the lines run first, then the lines go: a long table's lines weigh as much as the
    # findings the other rules make of its rows (the findings are listed in the registry's order all the same)
    early = {m.RULE.code: m.check(ctx, doc) for m in modules if m.RULE.code in LINE_RULES}
    doc.release_lines()
    for module in modules:
        findings += early.pop(module.RULE.code) if module.RULE.code in early else module.check(ctx, doc)
    readings.weigh(ctx, doc, findings)  # no error rests on an "interpretação adotada"
    # by line (none last), severity and code: stable sorts from the last key to the first, so that no key
    # tuple is made a finding (with a finding on every row of a long table, they cost more than its text)
    findings.sort(key=lambda f: f["code"])
    findings.sort(key=lambda f: SEVERITY_ORDER[f["severity"]])
    findings.sort(key=lambda f: _NO_LINE if f["line"] is None else f["line"])
    return findings


_NO_LINE = float("inf")  # sorts after every line number


def position_row(ctx: Context | None, p) -> dict:
    """One cargo as the result shows it: the figures stated and, where a law applies, required (a plain
    dict, its reading assessed before it is held as a `records.Row`)."""
    part = ctx.required(p.vacancies) if ctx and not p.cr else None
    if ctx is None:
        required, by_group, pcd_required = None, None, None
    elif not ctx.applies or p.cr:
        required, by_group, pcd_required = 0, None, None
    elif part is None:  # a count past the calculator's bound: not computed, never shown as 0
        required, by_group, pcd_required = None, None, None
    else:
        required, by_group, pcd_required = part["reserved"], part["reserved_by_group"], part["pcd"]
    if ctx is not None and ctx.custom:
        pcd_required = None  # the user's parameters are the racial rule only
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
        "lines": list(p.lines),
        "confidence": p.confidence,
        "reading": p.reading,
        "cadastro_reserva_stated": p.cr_stated,
        "reserve_scope": p.reserve_scope,
        "other_reserves_stated": p.other_reserves_stated,
        "confidence_reason": p.doubt,
    }


def make_report(
    filename: str | None,
    law_id: str | None,
    day: dt.date | None,
    ctx: Context | None,
    detected: dict,
    doc: Document,
    findings: list[dict],
    near_slices: list | None,
    line_count: int,
) -> dict:
    """Report: the JSON-ready result (report/ turns it into text, SARIF or Markdown).

    The lines went after the checks that read them (`check`), what is said of them kept (their omissions,
    bidirectional lines and tables), the lines near slices and their count taken before; the document then
    lets its clauses go, so that a large edital's rows are not held as text and as report at once."""
    own_rule, truncated = custom_law_params.own_rule_json(doc.own_rule), omitted(doc.lines)
    bidi = getattr(doc.lines, "bidi", ())
    tables = getattr(doc.lines, "tables", [])  # the tables read: their headers' lines, columns and doubt
    doc.release_text()
    # each row made, and its reading assessed, as its position is let go: the two are never all held at once
    # each held as the values of its `records.Row` (`row_list`): made when read, the rows of a long table
    # weighed more than its reading's peak
    extracted, doc.positions, out_positions = doc.positions, [], row_list.RowList()
    for i, p in enumerate(extracted):
        row = position_row(ctx, p)
        confidence.assess_row(row, p)
        out_positions.append_row(records.Row(row))
        extracted[i] = None
    records.forget()
    position.forget_figures()
    confidence.downgrade(out_positions, findings, bidi)  # errors only from confirmed readings
    cargos = cargo_totals.cargo_totals(ctx, out_positions, near_slices)
    counts = {s: sum(1 for f in findings if f["severity"] == s) for s in SEVERITY_ORDER}
    return {
        "file": filename,
        "law": law_id,
        "law_title": ctx.law.title if ctx else None,
        # the CNJ's rule gives the figures of this court's edital instead of the law picked (law/courts.py)
        "court_rule": ctx.court.id if ctx and ctx.court else None,
        "date": day.isoformat() if day else None,
        "branch": detected["branch"],
        "kind": detected["kind"],
        "applies": ctx.applies if ctx else None,
        "detected": detected,
        "positions": out_positions,
        "cargos": cargos,
        "tables": tables,
        "findings": findings,
        "truncated": truncated,
        "own_rule": own_rule,
        "interpretations": ctx.interpretations if ctx else [],
        # each reading a finding or a cargo total names, once, by its id (`check/readings.py`)
        "readings": readings.used(ctx, findings) | (cargo_totals.READING if cargos else {}),
        "summary": {**counts, "positions": len(out_positions), "lines": line_count},
    }


def lint_bytes(data: bytes, filename: str, law: str | None = None, date: dt.date | None = None, **options) -> dict:
    """Lint a file's bytes: a PDF (by its signature or name) or text (UTF-8, else Latin-1)."""
    return lint_text(file_text(data, filename), law=law, date=date, filename=filename, **options)
