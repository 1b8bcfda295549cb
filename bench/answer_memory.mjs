// The page's check of a long table in Pyodide under Node (the same wasm the worker runs), for
// bench/answer_memory_bench.py: how much the wasm heap grows during one `lint` through the bridge.
// Usage: node bench/answer_memory.mjs PYODIDE_DIR TREE MODE KIND ROWS
//   MODE: "lint" (lint_text alone), "before" (the whole answer in one json.dumps, what the bridge
//   did before answer_parts.py), "now" (call_in_parts, the parts kept in JavaScript as the worker does)
//   KIND: "findings" (bench/lint_bench.py table_of) or "clean" (clean_table_of)
// Prints one JSON line: the text's size, the heap's growth (HEAP8.length: the memory the page keeps,
// a wasm memory never shrinks) and malloc's peak footprint's growth, as multiples of the size.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, tree, mode, kind, rows] = process.argv.slice(2);
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.mkdir("/tree");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(tree) }, "/tree");
const M = pyodide._module;
// Imports, the first lint's caches and the text, before the measure begins.
pyodide.runPython(`
import datetime as dt, json, sys
sys.path.insert(0, "/tree")
import cotacheck.web as web
from cotacheck.interfaces.web.linter import lint
from cotacheck.linter import lint_text
from bench.lint_bench import table_of, clean_table_of
web.call("lint", json.dumps({"texto": table_of(50), "lei": "go", "data": "2026-03-10"}))
text = (table_of if ${JSON.stringify(kind)} == "findings" else clean_table_of)(${Number(rows)})
size = len(text.encode())
payload = json.dumps({"texto": text, "lei": "go", "data": "2026-03-10"}, ensure_ascii=False)
del text
`);
const g = pyodide.globals;
const size = g.get("size");
const heap = M.HEAP8.length;
const peak = M._malloc_max_footprint();
const start = performance.now();
let chars = 0;
if (mode === "now") {
  const parts = [];
  const failed = g.get("web").call_in_parts("lint", g.get("payload"), (part) => { parts.push(part); });
  chars = (failed || parts.join("")).length;
} else if (mode === "before") {
  chars = pyodide.runPython('json.dumps({"ok": True, "result": lint(json.loads(payload))}, ensure_ascii=False)').length;
} else {
  pyodide.runPython('lint_text(json.loads(payload)["texto"], law="go", date=dt.date(2026, 3, 10))');
}
console.log(JSON.stringify({
  mode, kind, size, seconds: (performance.now() - start) / 1000, chars,
  heap_x: (M.HEAP8.length - heap) / size, peak_x: (M._malloc_max_footprint() - peak) / size, heap_mb: M.HEAP8.length / 1e6,
}));
