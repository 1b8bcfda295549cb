"""A Jupyter notebook's cells pasted into a text (an e-mail, a note): prompts, frames and aggregates.

A journalist pastes a notebook's session: "In [15]: df" and its output, the frame printed by pandas (an
index column first, the empty cells "NaN", counts of a column holding an empty cell printed as floats
"1.0"), then aggregates of it ("df.describe()": count, mean, std …; "df.groupby(…).sum()"; "Out[18]:
44"). Read as they stand, the prompts' numbers were counts ("In [17]", 17 vacancies), the aggregates
rows of cargos, the frame's rows named by their index with their floats misread. Where the text holds two
prompts or more, every prompt line is blanked (code, no edital's text); the output of a cell that shows a
frame ("df", "print(df)", "df.head()") is kept as a table, its index dropped, "NaN" an empty cell ("-")
and "1.0" the count 1; any other cell's output (an aggregate, a sum) is blanked. Lines keep their number.
Trigger: "In [" in the text.
"""

from __future__ import annotations

import re

_PROMPT = re.compile(r"^\s*(In|Out)\s?\[\d{1,4}\]:\s?(.*)$")
#: The code of a cell that shows a frame as it is: a name, printed or not, its head or tail.
_SHOWS_FRAME = re.compile(r"^(?:print\(|display\()?[A-Za-z_]\w*(?:\.(?:head|tail)\(\d*\)|\.to_string\(\))?\)?;?$")
_INDEX = re.compile(r"^\d{1,4}\s+(?=\S)")
_FLOAT_COUNT = re.compile(r"(?<![\d.,])(\d{1,4})\.0(?![\d.,])")
_NAN = re.compile(r"(?<!\S)NaN(?!\S)")


def _frame_row(line: str) -> str:
    """A frame's printed row as a table's row: no index, "NaN" a dash, "1.0" a count."""
    line = _INDEX.sub("", line.strip())
    return _FLOAT_COUNT.sub(r"\1", _NAN.sub("-", line))


def relay(text: str) -> str:
    """`text` with a pasted notebook's prompts and aggregates blanked and its frames made tables."""
    if "In [" not in text:
        return text
    lines = text.split("\n")
    prompts = [i for i, line in enumerate(lines) if line.lstrip()[:3] in ("In ", "In[", "Out") and _PROMPT.match(line)]
    if sum(1 for i in prompts if _PROMPT.match(lines[i]).group(1) == "In") < 2:
        return text
    code = ""
    for i in prompts:
        kind, rest = _PROMPT.match(lines[i]).groups()
        lines[i] = ""
        if kind == "In":
            code = rest.strip()  # its output printed right under it ("print(df)"), or under "Out[n]:"
        frame = _SHOWS_FRAME.match(code) is not None
        k = i + 1
        while k < len(lines) and lines[k].strip() and not _PROMPT.match(lines[k]):
            lines[k] = _frame_row(lines[k]) if frame and k > i + 1 else lines[k].strip() if frame else ""
            k += 1
    return "\n".join(lines)
