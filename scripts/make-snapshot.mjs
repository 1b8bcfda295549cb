// Takes a Pyodide memory snapshot at site-build time (called by cotacheck/interfaces/site/snapshot.py).
// Usage: node scripts/make-snapshot.mjs PYODIDE_DIR PACKAGE_ZIP PYPDF_ZIP OUT_FILE
// Boots Pyodide from PYODIDE_DIR (the files the site ships), puts our package zip on sys.path, imports what the pages need at start-up (cotacheck.web and the first answer it
// gives) and writes the memory to OUT_FILE. Then it runs scripts/later_imports.py (what the pages
// do afterwards, pypdf from PYPDF_ZIP included) to learn which standard-library modules they import
// later. OUT_FILE.json gets {decode: what the worker needs to undo our encoding, later: those
// modules' files in python_stdlib.zip}. The browser's worker restores it with loadPyodide({_loadSnapshot}) and skips the
// interpreter's start-up and those imports.
//
// Three things make the compressed file smaller (bench/site_bench.py, README):
// - what the pages never read is dropped first (scripts/slim_snapshot.py);
// - free memory is zeroed: what malloc has freed still holds stale bytes that compress badly;
// - the part of memory that the wasm's own data segments initialise is stored XOR those initial
//   bytes, so every byte start-up left unchanged becomes 0. The worker gets the same initial bytes
//   from its freshly instantiated module and XORs them back before Pyodide copies the snapshot in.
//   Until then the snapshot's magic number is 0, so a snapshot nobody decoded never restores.
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, zipPath, pypdfPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: make-snapshot.mjs PYODIDE_DIR PACKAGE_ZIP PYPDF_ZIP OUT_FILE");
  process.exit(2);
}

// The memory as instantiation leaves it (data segments applied, nothing run yet).
let initial = null;
const realInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (source, imports) => {
  const result = await realInstantiate(source, imports);
  const instance = result.instance || result;
  const memory = new Uint8Array((instance.exports.memory || imports.env.memory).buffer);
  let end = memory.length;
  while (end > 0 && memory[end - 1] === 0) end--;
  initial = memory.slice(0, (end + 3) & ~3);
  return result;
};

const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
if (!initial) throw new Error("the wasm was not instantiated through WebAssembly.instantiate");
// Imported from the zip itself (zipimport), as the worker does: its index is then in the snapshot.
const PACKAGE_ZIP = "/home/pyodide/cotacheck.zip";  // the same path in engine-worker.mjs
pyodide.FS.writeFile(PACKAGE_ZIP, new Uint8Array(readFileSync(zipPath)));
// The same start-up as engine-worker.mjs; the ping runs the calculator once, so whatever it
// imports or caches on first use is in the snapshot too.
pyodide.runPython(`
import sys
if '${PACKAGE_ZIP}' not in sys.path: sys.path.insert(0, '${PACKAGE_ZIP}')
import cotacheck.web
assert __import__('json').loads(cotacheck.web.call('ping', '{}'))['ok']
`);
// What the memory holds that the pages never read (docstrings, line tables, the full stdlib's
// index) goes before the dump: scripts/slim_snapshot.py.
const slimmed = pyodide.toPy({});
pyodide.runPython(readFileSync(fileURLToPath(new URL("slim_snapshot.py", import.meta.url)), "utf8"), { globals: slimmed });
if (!(slimmed.get("SLIMMED") > 1000)) throw new Error("slim_snapshot.py slimmed nothing");
slimmed.clear();
slimmed.destroy();
pyodide.runPython("import gc; gc.collect()");

// Zero what malloc holds free: take every free block (largest first, never growing the heap:
// the footprint limit stops malloc at the current size), zero it, give it back.
const M = pyodide._module;
const limit = M._malloc_footprint_limit();
M._malloc_set_footprint_limit(M._malloc_footprint());
const taken = [];
for (let size = 1 << 26; size >= 16; size >>>= 1) {
  for (let p = M._malloc(size); p; p = M._malloc(size)) {
    M.HEAPU8.fill(0, p, p + size);
    taken.push(p);
  }
}
for (const p of taken) M._free(p);
M._malloc_set_footprint_limit(limit);

const snapshot = pyodide.makeMemorySnapshot();
const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4);
const magic = words[0];
const headerBytes = words[1];  // the memory starts after the header (restoreSnapshot: t.subarray(e[1]))
const region = snapshot.subarray(headerBytes, headerBytes + initial.length);
const regionSha256 = createHash("sha256").update(region).digest("hex");
for (let i = 0; i < initial.length; i++) region[i] ^= initial[i];
words[0] = 0;
writeFileSync(outPath, snapshot);

pyodide.FS.writeFile("/tmp/pypdf.zip", new Uint8Array(readFileSync(pypdfPath)));
pyodide.globals.set("PYPDF_ZIP", "/tmp/pypdf.zip");
pyodide.runPython(readFileSync(fileURLToPath(new URL("later_imports.py", import.meta.url)), "utf8"));
const later = pyodide.globals.get("LATER").toJs();
const decode = { magic, xor_bytes: initial.length, region_sha256: regionSha256 };
writeFileSync(`${outPath}.json`, JSON.stringify({ decode, later }));
