"""Text a retificação quotes only to withdraw it: "Onde se lê: … Leia-se: …".

An edital de retificação quotes the old text of each item it changes and then the new one: "ONDE SE
LÊ:" over the old quadro de vagas, "LEIA-SE:" over the corrected one; "No subitem 2.1.4, onde se lê
“05 vagas”, leia-se “06 vagas”"; "onde consta: … passa a constar: …". The quoted old text is not the
edital's: read, its table gives a second reading of every cargo, and its withdrawn figures are checked
as if stated (a reserve the retificação corrected reported as missing). So before anything reads the
lines, the text from each such opening ("onde se lê", "onde se lia", "onde lê-se", "onde consta", "onde
está escrito", "onde diz") to its closing ("leia-se", "lê-se", "passa a constar", "passa a vigorar com a
seguinte redação", "deve-se ler") is blanked, its lines kept (empty) with their numbers,
and one CQ305 note says which lines were left unread and why. What follows the closing is the edital's
text and is read as any other.

Only in a text that says it amends an edital ("retificação", "retifica", "errata", "aditamento",
"aditivo"), and only a closing ends the old text, wherever it stands (an old annex may run for pages): an
opening with no closing after it withdraws nothing. "onde consta" and the like also occur in plain clauses
("…, onde consta o nome do candidato"): they open a quotation only before a colon, a quote or the line's end.

A consolidated text (texto compilado) keeps the wording it replaced beside the new one, in brackets: "[Redação
anterior: “2.4 O emprego de Operador de Trens oferece 10 vagas, …”]", an old quadro of vacancies over several
lines inside "[Redação anterior do quadro, conforme …: … ]". Each such bracket, opened by "[" or "(" right before
"redação anterior", "redação original", "texto anterior" or the like, is blanked up to the bracket that closes
it (nested brackets counted; within `FORMER_WITHIN` lines): an opening with no closing withdraws nothing. And an
item it revoked keeps its number and at times its words, marked "(Revogado)": the item's words before the mark
(from its number, on its line or the lines above it since the last line that opens an item) are blanked.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from cotacheck.linter.read.text import MAX_OMISSIONS_LISTED, Line, fold, laid_line

# "onde se lê" and its tenses open a quotation wherever they stand
_OPENS = re.compile(r"\bonde (?:se (?:le|lia|leu|lera)|(?:le|lia)-?\s?se)\b")
# these only before a colon, a quote or the line's end: "onde consta:", "onde está escrito “…”"
_OPENS_BEFORE_QUOTE = re.compile(
    r"\bonde (?:consta(?:va)?|constam|(?:esta|estava) (?:escrito|grafado|redigido)|diz(?:ia)?|se (?:encontra|encontrava))"
    r"(?=\s?(?:[:“\"'«]|$))"
)
_CLOSES = re.compile(
    r"\b(?:lei(?:a|am)\s?-?\s?se|le\s?-\s?se|passa(?:m|ra|rao)? a (?:constar|ler-se|vigorar com a (?:seguinte )?redacao|"
    r"ter a seguinte redacao)|passando a constar|deve(?:-se|m)? ler(?:-se)?|fica(?:m)? assim redigid[oa]s?)\b"
)


def _amends(folded: str) -> bool:
    """The text says it amends an edital: only then is "onde se lê" a retificação's quotation."""
    return "retific" in folded or "errata" in folded or "aditamento" in folded or "aditivo" in folded


def _opening(plain: str, start: int = 0) -> re.Match | None:
    if "onde" not in plain[start:]:
        return None
    found = [m for m in (_OPENS.search(plain, start), _OPENS_BEFORE_QUOTE.search(plain, start)) if m]
    return min(found, key=lambda m: m.start()) if found else None


def _closing_after(lines: list[Line], i: int, end: int, indices: list[int]) -> tuple[int, int] | None:
    """(line index, start) of the first closing after the opening that ends at `end` on line `i`; `indices`, the
    lines holding a closing (found once for the text: an opening looks its closing up there)."""
    plain = fold(lines[i].text)
    if m := _CLOSES.search(plain, end):
        return i, m.start()
    for j in indices[bisect_right(indices, i) :]:
        plain = fold(lines[j].text)
        if m := _CLOSES.search(plain):
            return j, m.start() if len(plain) == len(lines[j].text) else 0
    return None


def _closing_lines(lines: list[Line]) -> list[int]:
    return [i for i, line in enumerate(lines) if _CLOSES.search(line.folded)]


def _line(line: Line, text: str) -> Line:
    text = text.strip()
    return laid_line(line.number, text)


def blank(lines: list[Line]) -> list[Line]:
    """`lines` with the old text each "onde se lê … leia-se" quotes blanked (same list, same attributes), and
    a consolidated text's former wording in brackets and revoked items (`blank_former`)."""
    blank_former(lines)
    if not any("onde" in line.folded for line in lines) or not any(_amends(line.folded) for line in lines):
        return lines
    indices: list[int] | None = None
    blocks: list[tuple[int, int]] = []
    i, start = 0, 0
    while i < len(lines):
        if "onde" not in lines[i].folded:
            i, start = i + 1, 0
            continue
        plain = fold(lines[i].text)
        opening = _opening(plain, start) if len(plain) == len(lines[i].text) else None
        if opening is None:
            i, start = i + 1, 0
            continue
        indices = _closing_lines(lines) if indices is None else indices
        closing = _closing_after(lines, i, opening.end(), indices)
        if closing is None:
            break  # no closing after it: nothing is withdrawn
        j, close_start = closing
        last = lines[max(i, j - 1)].number  # the closing's line is read from the closing on
        if not blocks or blocks[-1] != (lines[i].number, last):
            blocks.append((lines[i].number, last))
        _withdraw(lines, i, opening.start(), j, close_start)
        i, start = (i, opening.start() + 1) if j == i else (j, 0)
    if blocks and hasattr(lines, "omitted"):
        lines.omitted.append({"kind": "note", "line": blocks[0][0], "what": _note(blocks)})
    return lines


def _withdraw(lines: list[Line], i: int, open_start: int, j: int, close_start: int) -> None:
    """Blank from the opening (line `i`) to the closing (line `j`), each line kept with its number."""
    if i == j:
        text = lines[i].text
        lines[i] = _line(lines[i], text[:open_start].rstrip() + " " + text[close_start:])
        return
    lines[i] = _line(lines[i], lines[i].text[:open_start])
    for k in range(i + 1, j):
        if lines[k].text:
            lines[k] = Line(lines[k].number, "", "")
    lines[j] = _line(lines[j], lines[j].text[close_start:])


def _note(blocks: list[tuple[int, int]]) -> str:
    """The CQ305 note: the lines left unread as the old text, and why."""
    shown = [f"{a}" if a == b else f"{a} a {b}" for a, b in blocks[:MAX_OMISSIONS_LISTED]]
    more = f" e outros {len(blocks) - MAX_OMISSIONS_LISTED}" if len(blocks) > MAX_OMISSIONS_LISTED else ""
    if len(blocks) == 1:
        which = f"o trecho da{'s' if ' a ' in shown[0] else ''} linha{'s' if ' a ' in shown[0] else ''} {shown[0]}"
    else:
        which = f"os trechos das linhas {'; '.join(shown)}{more}"
    many = len(blocks) > 1
    return (
        f"{which}, citado{'s' if many else ''} após “onde se lê” (ou forma igual) como texto que a retificação "
        f"substitui, não {'foram lidos' if many else 'foi lido'} como texto do edital; vale o texto após “leia-se” "
        "(ou forma igual)"
    )


# "[Redação anterior: …]", "(redação original: …)", "[Texto anterior do quadro …": a former wording in brackets
_FORMER = re.compile(r"[\[(]\s?(?:redacao|texto|versao) (?:anterior|original|revogad[ao]|antig[ao])\b")
#: How many lines a former wording in brackets may run over (an old quadro of vacancies, w19: 8)
FORMER_WITHIN = 60
_CLOSER = {"[": "]", "(": ")"}
# "1.3 (Revogado pelo Edital de Retificação nº 01/2024.)", "… vagas. (Revogada)", "(Suprimido)"
_REVOKED = re.compile(r"\((?:revogad[oa]s?|suprimid[oa]s?)\b[^()]{0,120}\)")
_ITEM = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,4}\.?\s")


def blank_former(lines: list[Line]) -> list[tuple[int, int]]:
    """Blank the former wordings in brackets and the words of revoked items; one CQ305 note says which lines."""
    blocks: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        folded = line.folded
        if (
            ("anterior" in folded or "original" in folded or "revogad" in folded or "antig" in folded)
            and _FORMER.search(folded)
            and len(plain := fold(line.text)) == len(line.text)
            and (m := _FORMER.search(plain))
        ):
            end = _bracket_end(lines, i, m.start())
            if end is not None:
                blocks.append((line.number, lines[end[0]].number))
                _cut(lines, i, m.start(), end[0], end[1])
    for i, line in enumerate(lines):
        if "(" in line.text and ("revogad" in line.folded or "suprimid" in line.folded):
            start = _revoked_item(lines, i)
            if start is not None:
                blocks.append((lines[start].number, line.number))
    if blocks and hasattr(lines, "omitted"):
        lines.omitted.append({"kind": "note", "line": blocks[0][0], "what": _former_note(sorted(blocks))})
    return blocks


def _bracket_end(lines: list[Line], i: int, start: int) -> tuple[int, int] | None:
    """(line index, column after) of the bracket closing the one at `start` on line `i`; None when none does."""
    opener = lines[i].text[start]
    closer, depth = _CLOSER[opener], 0
    for j in range(i, min(len(lines), i + FORMER_WITHIN)):
        text = lines[j].text
        for k in range(start if j == i else 0, len(text)):
            if text[k] == opener:
                depth += 1
            elif text[k] == closer:
                depth -= 1
                if depth == 0:
                    return j, k + 1
    return None


def _cut(lines: list[Line], i: int, start: int, j: int, end: int) -> None:
    """Blank from column `start` of line `i` to column `end` of line `j`, each line kept with its number."""
    if i == j:
        text = lines[i].text
        lines[i] = _line(lines[i], text[:start].rstrip() + " " + text[end:])
        return
    lines[i] = _line(lines[i], lines[i].text[:start])
    for k in range(i + 1, j):
        if lines[k].text:
            lines[k] = Line(lines[k].number, "", "")
    lines[j] = _line(lines[j], lines[j].text[end:])


def _revoked_item(lines: list[Line], i: int) -> int | None:
    """The index of the line an item revoked on line `i` starts on, its words before the mark blanked; None
    when the line has no such mark or no item opens on it or on the 4 lines above it."""
    plain = fold(lines[i].text)
    m = _REVOKED.search(plain) if len(plain) == len(lines[i].text) else None
    if m is None:
        return None
    start = next((k for k in range(i, max(-1, i - 5), -1) if _ITEM.match(lines[k].text)), None)
    if start is None or any(not lines[k].text for k in range(start + 1, i + 1)):
        return None
    number = _ITEM.match(lines[start].text).group(0)
    if start == i and not plain[len(number) : m.start()].strip():
        return None  # "1.3 (Revogado pelo Edital …)": no words left to blank
    for k in range(start, i):
        lines[k] = Line(lines[k].number, number if k == start else "", fold(number) if k == start else "")
    head = number if start == i else ""
    lines[i] = _line(lines[i], f"{head} {lines[i].text[m.start() :]}")
    return start


def _former_note(blocks: list[tuple[int, int]]) -> str:
    """The CQ305 note: the lines of former wording left unread, and why."""
    shown = [f"{a}" if a == b else f"{a} a {b}" for a, b in blocks[:MAX_OMISSIONS_LISTED]]
    more = f" e outros {len(blocks) - MAX_OMISSIONS_LISTED}" if len(blocks) > MAX_OMISSIONS_LISTED else ""
    return (
        f"{'o trecho das linhas' if len(blocks) == 1 else 'os trechos das linhas'} {'; '.join(shown)}{more}, "
        "redação anterior entre colchetes ou dispositivo revogado, não "
        f"{'foi lido' if len(blocks) == 1 else 'foram lidos'} como texto em vigor do edital"
    )
