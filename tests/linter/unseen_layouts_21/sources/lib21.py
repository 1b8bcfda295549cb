# Helpers of the twenty-first set: the twentieth set's lib20.py (and through it sets 16-19) imported, not copied, with
# this set's folders put on every earlier module; nothing else is new.
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "unseen_layouts_20", "sources"))
import lib20 as L20  # noqa: E402
from lib20 import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)   # tests/linter/unseen_layouts_21
SRC = HERE
for m in (L16, L17, L18, L19, L20):
    m.OUT, m.SRC = OUT, SRC


def fit_names(name, entries):
    """a cell too long for its column wraps, and the text paths interleave its lines with the row's other cells: keep
    of each name the longest run of its words the text holds (exactly, or with whitespace removed), which stays
    distinct (a cargo offered at several localidades keeps one name, its entries told apart by their figures); the reader is asked for the row, not for the whole cell"""
    import re
    txt = open(os.path.join(OUT, name + ".txt"), encoding="utf-8").read()
    sq = re.sub(r"\s+", "", txt)
    found = lambda s: s in txt or re.sub(r"\s+", "", s) in sq
    out = []
    for e in entries:
        w = e["name_has"].split()
        subs = sorted({" ".join(w[i:j]) for i in range(len(w)) for j in range(i + 1, len(w) + 1)}, key=len, reverse=True)
        pick = next(s for s in subs if found(s) and len(s) >= 4 and not any(s in o["name_has"] for o in entries if o["name_has"] != e["name_has"])
                    and not any(s in x for x, o in zip(out, entries) if o["name_has"] != e["name_has"]))
        out.append(pick)
    return [dict(e, name_has=n) for e, n in zip(entries, out)]


def finish8(name, entries, kind, source, meta=None, totals=None, cadastro=None):
    """finish7, then again with the names fitted to the text (fit_names)"""
    finish7(name, entries, kind, source, meta, totals, cadastro)
    return finish7(name, fit_names(name, entries), kind, source, meta, totals, cadastro)
