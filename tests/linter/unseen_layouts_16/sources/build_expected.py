# assemble expected.json from the per-file entries written by tNN.py ("pdf" only where the edital exists as a PDF)
import glob
import json
import os
HERE = os.path.dirname(os.path.abspath(__file__))
files = []
for f in sorted(glob.glob(os.path.join(HERE, "t*.entries.json"))):
    d = json.load(open(f, encoding="utf-8"))
    e = {"file": d["file"]}
    if d.get("pdf"):
        e["pdf"] = d["pdf"]
    e["entries"] = d["entries"]
    files.append(e)
json.dump({"files": files}, open(os.path.join(os.path.dirname(HERE), "expected.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(files), "files", sum(len(f["entries"]) for f in files), "entries")
