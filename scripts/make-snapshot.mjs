// Takes a Pyodide memory snapshot at site-build time (called by cotacheck/interfaces/site/snapshot.py).
// Usage: node scripts/make-snapshot.mjs PYODIDE_DIR PACKAGE_ZIP OUT_FILE
// Boots Pyodide from PYODIDE_DIR (the files the site ships), unpacks our package zip into
// /home/pyodide, imports what the pages need at start-up (cotacheck.web and the first answer it
// gives) and writes the raw memory to OUT_FILE. The browser's worker restores it with
// loadPyodide({_loadSnapshot}) and skips the interpreter's start-up and those imports.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, zipPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: make-snapshot.mjs PYODIDE_DIR PACKAGE_ZIP OUT_FILE");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "/home/pyodide" });
// The same start-up as engine-worker.mjs; the ping runs the calculator once, so whatever it
// imports or caches on first use is in the snapshot too.
pyodide.runPython(`
import sys
if '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')
import cotacheck.web
assert __import__('json').loads(cotacheck.web.call('ping', '{}'))['ok']
`);
writeFileSync(outPath, pyodide.makeMemorySnapshot());
