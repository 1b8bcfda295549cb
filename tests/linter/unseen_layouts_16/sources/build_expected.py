# assemble expected.json from the per-file entries written by tNN.py ("pdf" only where the edital exists as a PDF)
import glob
import json
import os
HERE = os.path.dirname(os.path.abspath(__file__))
# rows offered only for the cadastro de reserva whose names hold an entry's (added after the first contact)
cadastro_only = json.load(open(os.path.join(HERE, "cadastro_only.json"), encoding="utf-8"))
# each entry's AC and PcD where roles.py read them from its script's rows (added for the strict score)
roles = json.load(open(os.path.join(HERE, "roles.json"), encoding="utf-8")) if os.path.exists(os.path.join(HERE, "roles.json")) else {}
files = []
for f in sorted(glob.glob(os.path.join(HERE, "t*.entries.json"))):
    d = json.load(open(f, encoding="utf-8"))
    e = {"file": d["file"]}
    if d.get("pdf"):
        e["pdf"] = d["pdf"]
    e["entries"] = d["entries"]
    if d["file"] in roles:
        assert len(roles[d["file"]]) == len(e["entries"]), d["file"]
        e["entries"] = [{**entry, **role} for entry, role in zip(e["entries"], roles[d["file"]])]
    if d["file"] in cadastro_only:
        e["cadastro_only"] = cadastro_only[d["file"]]
    files.append(e)
json.dump({"files": files}, open(os.path.join(os.path.dirname(HERE), "expected.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(files), "files", sum(len(f["entries"]) for f in files), "entries")
