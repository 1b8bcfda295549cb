# check expected.json against the files: existence, name_has in .txt, .txt == fresh pypdf extraction
import json, os, pypdf
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
exp = json.load(open(D + "/expected.json", encoding="utf-8"))
bad = 0
for f in exp["files"]:
    txtp, pdfp = os.path.join(D, f["file"]), os.path.join(D, f["pdf"])
    assert os.path.exists(txtp) and os.path.exists(pdfp), f
    assert os.path.getsize(pdfp) < 400_000, (pdfp, os.path.getsize(pdfp))
    txt = open(txtp, encoding="utf-8").read()
    r = pypdf.PdfReader(pdfp)
    fresh = "\n".join(p.extract_text() for p in r.pages)
    assert txt == fresh, "txt differs from fresh extraction: " + f["file"]
    names = [e["name_has"] for e in f["entries"]]
    for e in f["entries"]:
        assert e["name_has"] in txt, (f["file"], e["name_has"])
        assert isinstance(e["vacancies"], int) and e["vacancies"] > 0, e
        assert isinstance(e["negros_stated"], int) and 0 <= e["negros_stated"] <= e["vacancies"], e
        others = [n for n in names if n != e["name_has"]]
        assert not any(e["name_has"] in o for o in others), ("name_has not unique", f["file"], e["name_has"])
    assert len(set(names)) == len(names), f["file"]
    print("OK", f["file"], len(r.pages), "pages", len(f["entries"]), "entries", sum(e["vacancies"] for e in f["entries"]), "vagas")
print("all checks passed")
