"""A conversation exported from a messaging app (WhatsApp, Telegram) pasted in place of the edital: each
message opens with its time, date and sender ("[07:58, 22/05/2025] Sindicato Servidores: …", "22/05/2025
08:03 - Jorge: …"), its lines open with emoji as bullets ("📌", "➡️", "▪️") and mark words in bold and
italics with single "*" and "_" ("📌 *Guarda Civil Municipal* – 20 vagas").

Left on, the time's "08" stood where a cargo's name starts (a phantom cargo "[08" from a member's "Prova
com 40 questões: 10 português, …") and the marks hid the names from every form. Before the pass, in a
text with three such message lines or more, each message's time, date and sender, each line's leading
emoji and the "*", "_" and "~" pairs around words are taken off (lines keep their numbers), so the
summary's list reads as a list.

A conversation is not the edital: what its members write is a summary, a question ("20 ou 24?") or a
correction, never the notice itself. Every position read from its lines is uncertain, the reason saying
so (`doubt`): a journalist checks the figures in the edital.
"""

from __future__ import annotations

import re

from cotacheck.linter.read.text import Line, laid_line

#: A message's opening: "[07:58, 22/05/2025] Name: " (WhatsApp), "22/05/2025 08:03 - Name: " (Android),
#: "[22/05/2025 08:03:11] Name: " (Telegram, WhatsApp on iOS); the sender at most 60 characters, no colon.
_MESSAGE = re.compile(
    r"^\s*(?:\[\d{1,2}:\d{2}(?::\d{2})?,? \d{1,2}/\d{1,2}/\d{2,4}\]|\[\d{1,2}/\d{1,2}/\d{2,4},? "
    r"\d{1,2}:\d{2}(?::\d{2})?\]|\d{1,2}/\d{1,2}/\d{2,4},? \d{1,2}:\d{2}(?::\d{2})? -)\s?[^:\n]{1,60}:\s?"
)
#: Emoji and pictographs that open a line as bullets, with their variation selectors and joiners.
_LEADING_EMOJI = re.compile(
    r"^(?:[\U0001F000-\U0001FAFF\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2B00-\u2BFF]"
    r"[\uFE0E\uFE0F\u200D\U0001F3FB-\U0001F3FF]*\s*)+"
)
#: "*bold*", "_italic_", "~struck~" around words (not a footnote's lone "*", not "snake_case").
_PAIRS = re.compile(r"(?<![\w*_~])([*_~])(?=[^\s*_~])([^*_~\n]{1,200}?)(?<=[^\s*_~])\1(?![\w*_~])")
#: Messages a text must hold to be a conversation.
_LEAST = 3
DOUBT = "conversa encaminhada de aplicativo de mensagens, não o edital: confira os números no edital"


def relay(lines: list[Line]) -> tuple[list[Line], list[int]]:
    """`lines` with a conversation's marks taken off (same list), and the line numbers of the conversation
    (empty when the text is none)."""
    if sum(1 for line in lines if line.text[:1] in "[0123456789" and _MESSAGE.match(line.text)) < _LEAST:
        return lines, []
    first = next(line.number for line in lines if _MESSAGE.match(line.text))
    numbers = []
    for i, line in enumerate(lines):
        if line.number < first:
            continue
        numbers.append(line.number)
        text = _MESSAGE.sub("", line.text, count=1)
        text = _LEADING_EMOJI.sub("", text)
        text = _PAIRS.sub(r"\2", text).strip()
        if text != line.text:
            lines[i] = laid_line(line.number, text)
    return lines, numbers


def doubt(positions: list, numbers: list[int]) -> None:
    """Make every position read from the conversation's lines uncertain, saying why."""
    if not numbers:
        return
    inside = set(numbers)
    for p in positions:
        if inside & (set(p.lines or []) | {p.line}):
            p.confidence, p.doubt = "uncertain", DOUBT
