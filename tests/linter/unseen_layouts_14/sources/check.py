# check expected.json against the files: existence, sizes, name_has in the .txt and unique, and the .txt equal to a fresh
# extraction by its own path (sources/NAME.entries.json "kind"): pypdf or PDFium text of the PDF, or Chromium's innerText /
# selection of sources/NAME.html. For PDFs it also reports name_has missing from pypdf's text (what the CLI reads).
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import innertext, pdfium_text, pypdf_text
D = os.path.dirname(HERE)
exp = json.load(open(D + "/expected.json", encoding="utf-8"))
assert 7 <= len(exp["files"]) <= 10
for f in exp["files"]:
    name = f["file"][:-4]
    src = json.load(open(os.path.join(HERE, name + ".entries.json"), encoding="utf-8"))
    kind = src["kind"]
    txt = open(os.path.join(D, f["file"]), encoding="utf-8", newline="").read()  # PDFium breaks lines with "\r\n"
    if kind in ("pypdf", "pdfium"):
        pdfp = os.path.join(D, f["pdf"])
        assert os.path.exists(pdfp) and os.path.getsize(pdfp) < 400_000, pdfp
        fresh = pypdf_text(pdfp) if kind == "pypdf" else pdfium_text(pdfp)
        ptxt = pypdf_text(pdfp)
    else:
        assert "pdf" not in f and not os.path.exists(os.path.join(D, name + ".pdf")), f["file"]
        fresh = innertext(os.path.join(HERE, name + ".html"), src.get("selector"))
        ptxt = None
    assert txt == fresh, "txt differs from a fresh %s extraction: %s" % (kind, f["file"])
    names = [e["name_has"] for e in f["entries"]]
    assert len(set(names)) == len(names), f["file"]
    for e in f["entries"]:
        assert e["name_has"] in txt, (f["file"], e["name_has"])
        assert isinstance(e["vacancies"], int) and e["vacancies"] > 0, e
        assert isinstance(e["negros_stated"], int) and 0 <= e["negros_stated"] <= e["vacancies"], e
        assert not any(e["name_has"] in o for o in names if o != e["name_has"]), ("name_has not unique", f["file"], e["name_has"])
    miss = [n for n in names if ptxt is not None and n not in ptxt]
    print("OK", f["file"], kind, len(f["entries"]), "entries", sum(e["vacancies"] for e in f["entries"]), "vagas",
          ("(not in pypdf text: %s)" % miss) if miss else "")
print("all checks passed")
