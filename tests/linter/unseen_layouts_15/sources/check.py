# check expected.json against the files: existence and sizes; each .txt equal to a fresh extraction of its PDF by its own
# path (sources/NAME.entries.json "kind": pdftotext, pdftotext-layout, pdftotext-raw, pdfminer, pdfplumber, pdfjs);
# every name_has in the text (exactly, or with all whitespace removed on both sides) and not inside another name_has
# (one may repeat: a cargo offered at several lotações, an entry each);
# the entries' vacancies and negros adding up to the TOTAL row the edital's quadro states ("stated_totals").
# It also reports name_has missing from pypdf's text of the PDF (what the CLI reads), for information only.
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import EXTRACT, pypdf_text
D = os.path.dirname(HERE)
exp = json.load(open(D + "/expected.json", encoding="utf-8"))
assert len(exp["files"]) == 10
n_ent = 0
for f in exp["files"]:
    name = f["file"][:-4]
    src = json.load(open(os.path.join(HERE, name + ".entries.json"), encoding="utf-8"))
    assert src["entries"] == f["entries"], f["file"]
    kind = src["kind"]
    txt = open(os.path.join(D, f["file"]), encoding="utf-8", newline="").read()
    pdfp = os.path.join(D, f["pdf"])
    assert os.path.exists(pdfp) and os.path.getsize(pdfp) < 400_000, pdfp
    fresh = EXTRACT[kind](pdfp)
    assert txt == fresh, "txt differs from a fresh %s extraction: %s" % (kind, f["file"])
    sq = re.sub(r"\s+", "", txt)
    names = [e["name_has"] for e in f["entries"]]
    # a name_has may repeat where one cargo is offered at several lotações (an entry each, told apart by its figures)
    ws = []
    for e in f["entries"]:
        assert isinstance(e["vacancies"], int) and e["vacancies"] > 0, e
        assert isinstance(e["negros_stated"], int) and 0 <= e["negros_stated"] <= e["vacancies"], e
        assert not any(e["name_has"] in o for o in names if o != e["name_has"]), ("name_has not unique", f["file"], e["name_has"])
        if e["name_has"] not in txt:
            assert re.sub(r"\s+", "", e["name_has"]) in sq, (f["file"], e["name_has"])
            ws.append(e["name_has"])
    st = src["stated_totals"]
    assert sum(e["vacancies"] for e in f["entries"]) == st["vacancies"], (f["file"], "vacancies", st)
    assert sum(e["negros_stated"] for e in f["entries"]) == st["negros"], (f["file"], "negros", st)
    ptxt = re.sub(r"\s+", "", pypdf_text(pdfp))
    miss = [n for n in names if re.sub(r"\s+", "", n) not in ptxt]
    n_ent += len(names)
    print("OK", f["file"], kind, len(names), "entries", st["vacancies"], "vagas", st["negros"], "negros",
          ("(found only whitespace-insensitively: %s)" % ws) if ws else "", ("(not in pypdf text: %s)" % miss) if miss else "")
print("all checks passed:", len(exp["files"]), "files,", n_ent, "entries")
