"""How sure the reading of each position is, and no error finding from a reading that is not.

Every position carries `reading` (how its figures were read) and `confidence`: "confirmed" when an
arithmetic identity holds (ampla concorrência + PcD + negros = total) or the figures come from a
single unambiguous statement, "uncertain" otherwise. The table reader may set both itself; when it
has not, they are decided here from the position's own figures: the identity, or prose read from one
statement (one line, or one broken over two); a table row without the identity stays uncertain.

An error finding about an uncertain position becomes a note asking the reader to check that line:
a misread column must never turn into "this edital breaks the law".

A position read from a line with bidirectional controls or marks (`text.BIDI_CONTROLS`) or with a
right-to-left letter is uncertain whatever its arithmetic: a viewer may show its digits in another
order than the one read (`doubt_lines`, whose reason names the cell).
"""

from __future__ import annotations

CONFIRMED, UNCERTAIN = "confirmed", "uncertain"
LEVELS = (CONFIRMED, UNCERTAIN)


def identity_holds(open_stated: int | None, pcd_stated: int | None, reserved: int | None, total: int | None) -> bool:
    """AC + PcD + reserved = total, with ampla concorrência, the total and at least one reserve column stated."""
    if total is None or open_stated is None or (pcd_stated is None and reserved is None):
        return False
    return open_stated + (pcd_stated or 0) + (reserved or 0) == total


def assess(p: dict, read=None) -> tuple[str, str]:
    """(reading, confidence) for one output position: the reader's own when it gave them (on the output
    position or on the extracted one, `read`), else the identity's."""
    reading = p.get("reading") or getattr(read, "reading", None)
    confidence = p.get("confidence") or getattr(read, "confidence", None)
    if reading and confidence in LEVELS:
        return reading, confidence
    groups = p.get("reserved_by_group_stated")
    reserved = sum(groups.values()) if groups else p.get("reserved_stated")
    table = p.get("source") == "tabela"
    if identity_holds(p.get("open_stated"), p.get("pcd_stated"), reserved, p.get("total_stated")) and p.get(
        "total_stated"
    ) == p.get("vacancies"):
        return reading or ("table-arithmetic" if table else "prose-arithmetic"), CONFIRMED
    lines = sorted(_lines(p))
    if not table and lines and lines[-1] - lines[0] <= 1:  # one statement, on one line or broken over two
        return reading or "single-statement", CONFIRMED
    return reading or ("table-header" if table else "prose"), UNCERTAIN


def doubt_lines(positions: list, numbers: list[int], cells: dict[int, str] | None = None) -> None:
    """Make uncertain every extracted position read from one of the lines `numbers`; its reason names
    the cell that holds the control or right-to-left letter (`cells`, by line) where it is known."""
    doubted, cells = set(numbers), cells or {}
    for p in positions:
        found = sorted(doubted & (set(p.lines or []) | {p.line}))
        if not found:
            continue
        p.confidence = UNCERTAIN
        cell = next((cells[n] for n in found if cells.get(n)), None)
        if cell and not (p.doubt or "").startswith("célula"):  # the cause, rather than a sum it broke
            p.doubt = (
                f"célula “{cell}” com marca de direção do texto ou letra escrita da direita para a esquerda "
                f"(linha {found[0]}): um leitor de PDF ou de tela pode mostrar os números em outra ordem"
            )


# Reasons that say all there is to say: a misread cell, a statement that disagrees, a long name
_SELF_EXPLAINED = ("célula", "a linha ", "nome de cargo")


def _why(p: dict, bidi: set[int]) -> str:
    """Why a reading is not confirmed, in the words of the note an error becomes ("" when its reason says it)."""
    if bidi & _lines(p):
        return (
            "esta linha tem caracteres de controle de direção (bidi), e um leitor de PDF ou de tela pode mostrar "
            "os números em outra ordem"
        )
    if (p.get("confidence_reason") or "").startswith(_SELF_EXPLAINED):
        return ""
    return (
        "os números desta linha não fecham uma soma (ampla concorrência + reservas = total), então a coluna pode "
        "ter sido lida errado"
    )


def _lines(p: dict) -> set[int]:
    return set(p.get("lines") or []) | ({p["line"]} if p.get("line") else set())


def annotate(positions: list[dict], findings: list[dict], extracted: list | None = None, bidi: list[int] = ()) -> None:
    """Set `reading` and `confidence` on every output position (`extracted`: the positions they were
    made from, in the same order); turn errors about uncertain ones into notes (`bidi`: the lines with
    bidirectional controls, which the note names as the reason)."""
    for p, read in zip(positions, extracted or [None] * len(positions)):
        assess_row(p, read)
    downgrade(positions, findings, bidi)


def assess_row(p: dict, read) -> None:
    """Set `reading` and `confidence` on one output position (`read`: the position it was made from)."""
    p["reading"], p["confidence"] = assess(p, read)
    if p["confidence"] == CONFIRMED and p.get("confidence_reason"):
        p["confidence_reason"] = None


def downgrade(positions: list[dict], findings: list[dict], bidi: list[int] = ()) -> None:
    """Turn errors about uncertain readings into notes (the positions assessed already, `assess_row`)."""
    bidi_lines = set(bidi)
    # only a finding about the whole edital, or about a cargo an uncertain row names (by its name or its
    # cargo's), can change: the others' rows are not indexed (a long table has a finding on most rows)
    doubted = set()
    for p in positions:
        if p["confidence"] == UNCERTAIN:
            doubted.update((p["name"], p.get("cargo")))
    if not doubted:
        return
    findings = [f for f in findings if f["code"] in WHOLE_EDITAL_CODES or f.get("position") in doubted]
    by_name = RowsByName(f["position"] for f in findings if f.get("position"))  # only those a finding names
    for p in positions:
        by_name.add(p)
    for f in findings:
        noted = _as_note(f, by_name, bidi_lines)
        if noted:  # the note says why already
            f["uncertain_reading"] = sorted({p["line"] for p in noted if p.get("line")})
        else:
            mark_uncertain(f, positions, by_name)


class RowsByName:
    """The output rows of the names asked for, by name (`get`: a list, as a dictionary of lists gives): one
    dictionary, a row itself where a name has one (a list a name cost more than a short row's text)."""

    def __init__(self, names):
        self._held: dict[str, dict | list[dict] | None] = dict.fromkeys(names)

    def add(self, row: dict) -> None:
        """`row` kept under its name, if that name is asked for."""
        name = row["name"]
        if name not in self._held:
            return
        held = self._held[name]
        if isinstance(held, list):
            held.append(row)
        else:
            self._held[name] = row if held is None else [held, row]

    def get(self, name: str, default=None) -> list[dict] | None:
        held = self._held.get(name)
        if held is None:
            return default
        return held if isinstance(held, list) else [held]


def _as_note(f: dict, by_name: RowsByName, bidi_lines: set[int]) -> list[dict]:
    """An error about uncertain readings only becomes a note that asks to check the line: those
    readings, or [] when the finding stays as it is."""
    if f["severity"] != "error" or not f.get("position"):
        return []
    about = [p for p in by_name.get(f["position"], ()) if f.get("line") is None or f["line"] in _lines(p)]
    if not about or any(p["confidence"] != UNCERTAIN for p in about):
        return []
    line = f.get("line") or about[0].get("line")
    f["severity"] = "info"
    f["downgraded_from"] = "error"
    why = next((p["confidence_reason"] for p in about if p.get("confidence_reason")), None)
    why = f" ({why})" if why else ""
    because = _why(about[0], bidi_lines)
    f["message"] = (
        f"{f['message']} Leitura não confirmada{why}{': ' + because if because else ''}; "
        f"confira a linha {line} antes de concluir."
    )
    return about


#: Findings about the edital's total: they rest on every cargo's figures.
WHOLE_EDITAL_CODES = ("CQ106",)


def resting_on(f: dict, positions: list[dict], by_name: RowsByName) -> list[dict]:
    """The output positions whose figures a finding rests on: the cargo it names (by name, else the
    slices of the cargo it names, cadastro-only ones apart), or every cargo for a finding about the
    edital's total."""
    if f["code"] in WHOLE_EDITAL_CODES:
        return [p for p in positions if not p.get("cadastro_reserva")]
    if not f.get("position"):
        return []
    named = by_name.get(f["position"]) or [
        p for p in positions if p.get("cargo") == f["position"] and not p.get("cadastro_reserva")
    ]
    return [p for p in named if f.get("line") is None or f["line"] in _lines(p) or len(named) > 1]


def mark_uncertain(f: dict, positions: list[dict], by_name: RowsByName) -> None:
    """`uncertain_reading` (the lines "a conferir") on a finding that rests on a figure read with
    doubt, and a sentence saying so: its verdict waits on that reading (an error about uncertain
    readings only is a note already, `_as_note`, which says why)."""
    lines = sorted({p["line"] for p in resting_on(f, positions, by_name) if p["confidence"] == UNCERTAIN and p["line"]})
    if not lines:
        return
    f["uncertain_reading"] = lines
    where = ", ".join(str(n) for n in lines[:5]) + (", …" if len(lines) > 5 else "")
    f["message"] = (
        f"{f['message'].rstrip()} A conferir: este achado usa números lidos com incerteza "
        f"(linha{'s' if len(lines) > 1 else ''} {where}); confira-os no edital antes de concluir."
    )
