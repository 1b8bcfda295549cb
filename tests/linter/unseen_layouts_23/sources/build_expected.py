# assemble expected.json from the per-file entries written by tNN.py ("pdf" only where the edital exists as a PDF with text, "scan" where it is an image);
# the rows offered only for the cadastro de reserva (no entry), which each tNN.py writes to NAME.cadastro.json, are
# gathered into cadastro_only.json and copied in as "cadastro_only"
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
cadastro_only = {}
for f in sorted(glob.glob(os.path.join(HERE, "t*.cadastro.json"))):
    cadastro_only.update({k: v for k, v in json.load(open(f, encoding="utf-8")).items() if v})
json.dump(
    dict(sorted(cadastro_only.items())),
    open(os.path.join(HERE, "cadastro_only.json"), "w", encoding="utf-8"),
    ensure_ascii=False,
    indent=1,
)
files = []
for f in sorted(glob.glob(os.path.join(HERE, "t*.entries.json"))):
    d = json.load(open(f, encoding="utf-8"))
    e = {"file": d["file"]}
    if d.get("pdf"):
        # a scan's PDF has no text: the CLI refuses it and asks for an OCR'd text ("scan", not scored)
        e["scan" if d["kind"].startswith("tesseract") else "pdf"] = d["pdf"]
    e["entries"] = d["entries"]
    if d["file"] in cadastro_only:
        e["cadastro_only"] = [{"name_has": c["name_has"]} for c in cadastro_only[d["file"]]]
    files.append(e)
json.dump(
    {
        "files": files,
        "cadastro_only": {k: [{"name_has": c["name_has"]} for c in v] for k, v in sorted(cadastro_only.items())},
    },
    open(os.path.join(os.path.dirname(HERE), "expected.json"), "w", encoding="utf-8"),
    ensure_ascii=False,
    indent=1,
)
print(len(files), "files", sum(len(f["entries"]) for f in files), "entries")
