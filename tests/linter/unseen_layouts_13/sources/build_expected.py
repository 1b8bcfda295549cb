# assemble expected.json from the per-file entries written by t0N.py
import glob
import json
import os
files = []
for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "t*.entries.json"))):
    d = json.load(open(f, encoding="utf-8"))
    files.append({"file": d["file"], "pdf": d["pdf"], "entries": d["entries"]})
json.dump({"files": files}, open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "expected.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(files), "files", sum(len(f["entries"]) for f in files), "entries")
