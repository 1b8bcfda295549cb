# ruff: noqa: E402
# check expected.json against the files: each .txt equal to a fresh output of its own text path run on its source
# (sources/NAME.entries.json: "kind" one of lib20.EXTRACT, "source" the file it reads -- the PDF beside the text for the
# PDF paths, else sources/NAME.html / .docx);
# a PDF named in expected.json exists and is under 400 kB; every name_has in the text (exactly, or with all whitespace
# removed on both sides) and not inside another name_has (one may repeat: a cargo offered at several lotações, an entry
# each, told apart by the figures); the entries' vacancies and negros adding up to the quadro's TOTAL row
# ("stated_totals"); every cadastro_only name in the text.
import glob
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib23 import EXTRACT, PDF_KINDS

D = os.path.dirname(HERE)
exp = json.load(open(D + "/expected.json", encoding="utf-8"))
assert len(exp["files"]) == len(glob.glob(os.path.join(HERE, "t[0-9][0-9].py"))), "one expected file per tNN.py"
n_ent = 0
kinds = set()
for f in exp["files"]:
    name = f["file"][:-4]
    src = json.load(open(os.path.join(HERE, name + ".entries.json"), encoding="utf-8"))
    assert src["entries"] == f["entries"], f["file"]
    kind = src["kind"]
    kinds.add((kind, src["meta"]["producer"]))
    txt = open(os.path.join(D, f["file"]), encoding="utf-8", newline="").read()
    if f.get("pdf") or f.get("scan"):
        pdfp = os.path.join(D, f.get("pdf") or f["scan"])
        assert os.path.exists(pdfp) and os.path.getsize(pdfp) < 400_000, pdfp
    if kind in PDF_KINDS:
        assert (f.get("pdf") or f.get("scan")) and src["source"] == os.path.join("..", f.get("pdf") or f["scan"]), (
            f["file"],
            src["source"],
        )
    source = os.path.normpath(os.path.join(HERE, src["source"]))
    fresh = EXTRACT[kind](source)
    assert txt == fresh, "txt differs from a fresh %s output of %s: %s" % (kind, src["source"], f["file"])
    sq = re.sub(r"\s+", "", txt)
    names = [e["name_has"] for e in f["entries"]]
    ws = []
    for e in f["entries"]:
        assert isinstance(e["vacancies"], int) and e["vacancies"] > 0, e
        assert isinstance(e["negros_stated"], int) and 0 <= e["negros_stated"] <= e["vacancies"], e
        assert not any(e["name_has"] in o for o in names if o != e["name_has"]), (
            "name_has not unique",
            f["file"],
            e["name_has"],
        )
        if e["name_has"] not in txt:
            assert re.sub(r"\s+", "", e["name_has"]) in sq, (f["file"], e["name_has"])
            ws.append(e["name_has"])
    for nm, k in Counter(names).items():  # a cargo at several places: an entry each, the figures telling them apart
        if k > 1:
            figs = [(e["vacancies"], e["negros_stated"]) for e in f["entries"] if e["name_has"] == nm]
            assert len(set(figs)) == k, (f["file"], nm, figs)
    rep = Counter((e["name_has"], e["vacancies"], e["negros_stated"]) for e in f["entries"])
    assert all(v == 1 for v in rep.values()), (f["file"], [k for k, v in rep.items() if v > 1])
    for c in f.get("cadastro_only", []):
        assert c["name_has"] in txt, (f["file"], "cadastro_only", c)
    st = src["stated_totals"]
    assert sum(e["vacancies"] for e in f["entries"]) == st["vacancies"], (f["file"], "vacancies", st)
    assert sum(e["negros_stated"] for e in f["entries"]) == st["negros"], (f["file"], "negros", st)
    n_ent += len(names)
    print(
        "OK",
        f["file"],
        kind,
        len(names),
        "entries",
        st["vacancies"],
        "vagas",
        st["negros"],
        "negros",
        ("(found only whitespace-insensitively: %s)" % ws) if ws else "",
    )
print("all checks passed:", len(exp["files"]), "files,", n_ent, "entries,", len(kinds), "text paths (path, producer)")
