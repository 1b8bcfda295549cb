// The calculation engine in a module Web Worker: Pyodide + our package, so that loading
// (~3 s of WebAssembly compilation and Python start-up) never blocks the page.
// Protocol: the page posts {id, name, payload}; we answer {id, response} where response is the
// JSON envelope of cotacheck.web.call (made by call_in_parts: Python hands it over in parts, so that
// the wasm heap, which never shrinks, never holds a long table's answer whole). At start we post {type: "ready", marks} or {type: "failed", message}.
import "./worker-guard.js";  // first: the CSP's limits before anything else runs here
import { loadPyodide, version } from "../runtime/pyodide/pyodide.mjs";
import "./gunzip.js";  // globalThis.cotacheckGunzipped

// When each stage ended, in ms since the epoch (comparable with the page's clock): posted with
// "ready" for bench/site_bench.py, which separates Pyodide's own start-up from what we add.
const now = () => performance.timeOrigin + performance.now();
const marks = { start: now() };

const base = new URL("../", import.meta.url);  // the site root
// Pyodide's own 1.25 MB script, fetched and compiled from the worker's start: loadPyodide() imports
// the same URL (one module record), but only once the manifest below is read.
import(new URL("runtime/pyodide/pyodide.asm.mjs", base).href).catch(() => {});
// Our package zip, gzipped as a whole (its entries are stored: cotacheck/interfaces/site/compressed.py).
const zip = fetch(new URL("py/cotacheck.zip.gz", base)).then(async (r) => {
  if (!r.ok) throw new Error(`cotacheck.zip: HTTP ${r.status}`);
  const bytes = await (await globalThis.cotacheckGunzipped(r, "application/zip")).arrayBuffer();
  marks.zip = now();
  return bytes;
});
zip.catch(() => {});  // reported through `ready` below, not as an unhandled rejection

// The file holds only the 64 KiB blocks of memory that are not all zeros (snapshot.py `sparse`):
// decode.blocks lists the runs [first block, count] it holds, in order, decode.bytes the memory's size.
const BLOCK = 1 << 16;
const blocksFit = (decode) => Number.isInteger(decode.bytes) && decode.bytes > 0 && decode.bytes % 4 === 0
  && Array.isArray(decode.blocks) && decode.blocks.every((run, i) => Array.isArray(run) && run.length === 2
    && run.every((n) => Number.isInteger(n) && n >= 0) && run[1] > 0
    && (i === 0 || run[0] > decode.blocks[i - 1][0] + decode.blocks[i - 1][1] - 1) && run[0] * BLOCK < decode.bytes);
/** The whole memory from the file's blocks; throws {why: "corrupt"} when they do not fill its runs. */
function expand(blocks, decode) {
  const memory = new Uint8Array(decode.bytes);  // zeros, where the file left blocks out
  let at = 0;
  for (const [first, count] of decode.blocks) {
    const start = first * BLOCK;
    const length = Math.min(count * BLOCK, decode.bytes - start);
    if (at + length > blocks.length) throw { why: "corrupt" };
    memory.set(blocks.subarray(at, at + length), start);
    at += length;
  }
  if (at !== blocks.length) throw { why: "corrupt" };
  return memory;
}

// The memory snapshot taken at build time (cotacheck/snapshot.py): restoring it skips Python's
// start-up and our imports. py/snapshot.json names it and says what it was made from; any doubt
// (missing, made from another runtime or package, does not decompress, does not restore) and we
// start the usual way. `manifest` resolves to {info} or {why}; `snapshotBytes(info)` to the memory,
// or rejects with {why}; marks.snapshot says which happened.
const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const manifest = (async () => {
  const response = await fetch(new URL("py/snapshot.json", base)).catch(() => null);
  if (!response || !response.ok) return { why: "missing" };
  const info = await response.json().catch(() => null);
  if (!info || !/^snapshot-[0-9a-f]+\.gz$/.test(info.file)) return { why: "corrupt" };
  if (info.pyodide !== version) return { why: "stale" };
  const decode = info.decode;
  if (!decode || !(decode.xor_bytes % 4 === 0) || !/^[0-9a-f]{64}$/.test(decode.region_sha256)) return { why: "corrupt" };
  if (!blocksFit(decode)) return { why: "corrupt" };
  if (!/^stdlib-[0-9a-f]+\.zip$/.test(info.stdlib) || !Array.isArray(info.stdlib_elsewhere)) return { why: "corrupt" };
  marks.manifest = now();
  return { info, stdlib: new URL(`py/${info.stdlib}`, base).href };
})().catch(() => ({ why: "corrupt" }));

// The snapshot as the page read it from the service worker's cache on a repeat visit (engine-boot.js),
// when its first message said it would: {file, bytes, at} or {file, why}, {file: null} when it found
// no usable manifest. Null when the first message says not (a first visit) or is anything else
// (engine.js starting the worker itself, a second engine): then we fetch it ourselves.
const pageSnapshot = new Promise((resolve) => {
  addEventListener("message", function first(event) {
    removeEventListener("message", first);
    const boot = event.data && event.data.type === "boot" ? event.data : null;
    if (boot) marks.boot = boot.at;
    if (!boot || !boot.snapshot) return resolve(null);
    addEventListener("message", function offer(message) {
      if (message.data && message.data.type === "snapshot") {
        removeEventListener("message", offer);
        resolve(message.data);
      }
    });
  });
});

async function snapshotBytes(info) {
  const offered = await pageSnapshot;
  const own = !offered || offered.file !== info.file;
  const body = own ? fetch(new URL(`py/${info.file}`, base)) : null;
  if (body) body.catch(() => {});
  const ownZip = await zip.catch(() => null);
  // e.g. no crypto.subtle outside a secure context: no check, no snapshot
  const digest = ownZip && self.crypto && crypto.subtle && (await crypto.subtle.digest("SHA-256", ownZip).catch(() => null));
  if (!digest || hex(digest) !== info.package_sha256) throw { why: "stale" };
  let bytes;
  if (!own) {
    if (!offered.bytes) throw { why: offered.why === "missing" ? "missing" : "corrupt" };
    bytes = new Uint8Array(offered.bytes);
    marks.snapshotUnpacked = offered.at;
  } else {
    const file = await body.catch(() => null);
    if (!file || !file.ok) throw { why: "missing" };
    try {
      // The .gz, or the unpacked copy our service worker keeps in its place.
      bytes = new Uint8Array(await (await globalThis.cotacheckGunzipped(file, "application/octet-stream")).arrayBuffer());
    } catch {
      throw { why: "corrupt" };
    }
  }
  bytes = expand(bytes, info.decode);
  const header = new Uint32Array(bytes.buffer, 0, 2)[1];
  if (bytes.length % 4 || header % 4 || header + info.decode.xor_bytes > bytes.length) throw { why: "corrupt" };
  self.cotacheckStdlibElsewhere = info.stdlib_elsewhere;  // for STDLIB_FALLBACK below
  pendingSnapshot = { bytes, decode: info.decode };  // for the instantiate hook below
  marks.snapshotFetched = now();
  return bytes;
}

// The wasm: on a first visit the body of the page's download (engine-boot.js), which we unpack and
// compile here; on a repeat visit (`cached`: our service worker controls the page) its unpacked
// copy in that cache, compiled here as it streams in from the start; from a second engine, the
// module the first one compiled. Pyodide's own fetch and instantiateStreaming of the wasm then
// reuse the module; without one (`ownModule`: what Pyodide compiled), they run as usual.
// The page's functions to import as soon as "ready" is posted (engine-boot.js, the script's
// data-needs): the checker's `lint`, before the page's idle warm-up and before any check.
let needs = [];
const compiled = new Promise((resolve) => {
  addEventListener("message", function once(event) {
    if (event.data && event.data.type === "wasm") {
      removeEventListener("message", once);
      const { module, stream } = event.data;
      needs = (event.data.needs || "").split(" ").filter((name) => /^[a-z_]+$/.test(name));
      // A first visit: the page's download of the .gz, which we unpack and compile here.
      const done = (result) => { marks.wasm = now(); return result; };
      if (stream) resolve(WebAssembly.compileStreaming(globalThis.cotacheckGunzipped(new Response(stream))).catch(() => null).then(done));
      // A repeat visit: the unpacked copy in the service worker's cache, compiled as it streams in.
      else if (event.data.cached) {
        const wasm = new URL("runtime/pyodide/pyodide.asm.wasm", base);
        resolve(WebAssembly.compileStreaming(realFetch(wasm)).catch(() => null).then(done));  // not our wrapper below
      } else resolve(module ? done(module) : null);
    }
  });
});
const realFetch = globalThis.fetch;
globalThis.fetch = async (resource, options) => {
  const url = String(resource.url || resource);
  if (url.endsWith("/pyodide.asm.wasm")) {
    if (await compiled) return new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
    // Nobody compiled it: Pyodide's own fetch gets the .gz unpacked.
    return globalThis.cotacheckGunzipped(await realFetch(`${url}.gz`, options));
  }
  return realFetch(resource, options);
};

// The snapshot's first bytes of memory are stored XOR the memory the wasm's data segments
// initialise (scripts/make-snapshot.mjs: they compress far better). loadPyodide() sizes its memory
// from the snapshot, instantiates the wasm, and only then copies the snapshot in: in between, the
// fresh instance's memory holds exactly those initial bytes, so we XOR them back here, check the
// result against the hash taken at build time and only then put back the magic number, without
// which Pyodide refuses the snapshot (and the worker starts the usual way).
let pendingSnapshot = null;  // {bytes, decode} while a restore waits for its instance
async function decodeSnapshot(instance, imports) {
  if (!pendingSnapshot) return;
  const { bytes, decode } = pendingSnapshot;
  pendingSnapshot = null;
  const memory = (instance.exports.memory || imports.env.memory).buffer;
  const header = new Uint32Array(bytes.buffer, 0, 2)[1];
  const region = new Uint32Array(bytes.buffer, header, decode.xor_bytes / 4);
  const initial = new Uint32Array(memory, 0, decode.xor_bytes / 4);
  for (let i = 0; i < region.length; i++) region[i] ^= initial[i];
  if (hex(await crypto.subtle.digest("SHA-256", region)) === decode.region_sha256) {
    new Uint32Array(bytes.buffer, 0, 1)[0] = decode.magic;
  }
}
const realInstantiate = WebAssembly.instantiate;
const realInstantiateStreaming = WebAssembly.instantiateStreaming;
let ownModule = null;  // the module Pyodide compiled itself, when the page sent none
WebAssembly.instantiateStreaming = async (response, imports) => {
  marks.instantiate = now();
  const module = await compiled;
  const result = module
    ? { instance: await realInstantiate(module, imports), module }
    : await realInstantiateStreaming(response, imports);
  if (!module) {
    ownModule = result.module;
    marks.wasm = now();
  }
  await decodeSnapshot(result.instance, imports);
  marks.instantiated = now();
  return result;
};
WebAssembly.instantiate = async (source, imports) => {
  const result = await realInstantiate(source, imports);
  await decodeSnapshot(result.instance || result, imports);
  return result;
};

// After a restore, Python's standard library is the small zip of the modules the pages import
// later (cotacheck/interfaces/site/snapshot.py): re-read its index (the memory remembers the full
// zip's), and fetch any other stdlib module from the full zip, once, when it is first imported.
const STDLIB_FALLBACK = `
import importlib.machinery, sys, zipimport
SMALL_STDLIB = next(p for p in sys.path if p.endswith(".zip") and "/python3" in p)  # /lib/python314.zip
zipimport.zipimporter(SMALL_STDLIB).invalidate_caches()  # drops the index every zipimporter shares

class FullStdlib:
    """Finds the stdlib modules the small zip lacks in the full one, fetched on first need."""
    small = SMALL_STDLIB
    full = None

    from js import cotacheckStdlibElsewhere  # snapshot.json: the full zip's modules the small one lacks
    elsewhere = frozenset(cotacheckStdlibElsewhere)
    del cotacheckStdlibElsewhere

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in cls.elsewhere:
            return None
        if cls.full is None:
            from js import cotacheckFullStdlib
            cls.full = cotacheckFullStdlib(name) or ""
        if not cls.full:
            return None
        search = [cls.full] if path is None else [p.replace(cls.small, cls.full, 1) for p in path if p.startswith(cls.small)]
        return importlib.machinery.PathFinder.find_spec(name, search)

sys.meta_path.append(FullStdlib)
`;
let fullStdlibOwner = null;  // the Pyodide that asks
self.cotacheckFullStdlib = (module) => {
  // Never expected (the browser tests fail on this message): the small zip lacks a module the pages import.
  console.warn(`cotacheck: full standard library fetched for ${module}`);
  try {
    // Synchronous: Python's import cannot wait (allowed in a worker, not on a page).
    const request = new XMLHttpRequest();
    request.open("GET", new URL("runtime/pyodide/python_stdlib.zip", base).href, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) return null;
    fullStdlibOwner.FS.writeFile("/lib/python_stdlib_full.zip", new Uint8Array(request.response));
    return "/lib/python_stdlib_full.zip";
  } catch {
    return null;  // offline: the import fails as it would without the module
  }
};

const PACKAGE_ZIP = "/home/pyodide/cotacheck.zip";  // the same path in scripts/make-snapshot.mjs

// Python with our package imported and warmed up; from the snapshot when `restore` (a promise of its
// bytes: Pyodide loads its own scripts meanwhile, and awaits it just before instantiating) is given.
async function start(restore, stdlib) {
  marks.loadPyodide = now();
  const options = { indexURL: new URL("runtime/pyodide/", base).href, fullStdLib: false };
  const pyodide = await loadPyodide(restore ? { ...options, _loadSnapshot: restore, stdLibURL: stdlib } : options);
  if (restore) {
    fullStdlibOwner = pyodide;
    pyodide.runPython(STDLIB_FALLBACK);
  }
  marks.pyodide = now();
  // Our package is imported from its zip (zipimport): one file written, nothing unpacked. The
  // snapshot holds memory, not files: the zip goes back in place for later imports (linter…); its
  // index in the snapshot's memory is that of these very bytes (package_sha256 was checked).
  pyodide.FS.writeFile(PACKAGE_ZIP, new Uint8Array(await zip));
  pyodide.runPython(`import sys\nif '${PACKAGE_ZIP}' not in sys.path: sys.path.insert(0, '${PACKAGE_ZIP}')\nimport cotacheck.web`);
  const web = pyodide.pyimport("cotacheck.web");
  const warm = JSON.parse(web.call("ping", "{}"));
  if (!warm.ok) throw new Error(warm.error);
  seconds = web.last_seconds;
  lookup = web.lookup;
  heapBytes = () => pyodide._module?.HEAP8?.length ?? 0;  // a private field: never a reason for a call to fail
  return web.call_in_parts;
}

let seconds = () => "0 0";  // the last call's "work json" seconds in Python (bridge.last_seconds)
let heapBytes = () => 0;  // the wasm heap's size (it only grows): the answer's `timing.heap`, for bench/answer_memory_bench.py

let call = null;  // cotacheck.web.call_in_parts, once started
const ready = (async () => {
  const found = await manifest;
  if (found.info) {
    try {
      const bytes = snapshotBytes(found.info);
      bytes.catch(() => {});  // awaited by loadPyodide; not an unhandled rejection if it failed first
      call = await start(bytes, found.stdlib);
      marks.snapshot = "restored";
    } catch (error) {
      if (error && error.why) marks.snapshot = error.why;  // found wanting before the restore began
      else {
        console.warn("cotacheck: snapshot did not restore, starting without it:", String(error).split("\n")[0]);
        marks.snapshot = "corrupt";
      }
    }
    pendingSnapshot = null;
  } else {
    marks.snapshot = found.why;
  }
  if (!call) call = await start(null);
  marks.ready = now();
})();

let lookup = null;  // cotacheck.web.lookup, once started
/** The modules of the page's own functions (web.LAZY: the linter, from its bytecode), imported right
 * after "ready" in this same task: a check posted meanwhile waits only for what is left of it, and
 * the page's idle warm-up finds them imported. A failure is left to the first call, which says it in
 * Portuguese. Posts {type: "prepared", names} (the browser tests read it). */
function prepare() {
  const names = [];
  for (const name of needs) {
    try {
      const found = lookup(name);
      if (found) names.push(name);
      if (found && found.destroy) found.destroy();
    } catch (error) {
      console.info(`cotacheck: ${name} not prepared:`, String(error).split("\n")[0]);
    }
  }
  postMessage({ type: "prepared", names, at: now() });
}

ready.then(
  () => {
    postMessage({ type: "ready", marks });
    prepare();
  },
  (error) => postMessage({ type: "failed", message: String(error && error.message || error).split("\n")[0].slice(0, 200) }),
);

/** A file the page transferred: `binary = {bytes: Uint8Array, key}` goes into the request at `key`
 * ("arquivo.bytes"). The bridge takes the JS object itself (the Uint8Array reaches Python as a
 * memoryview: no JSON, no base64); a key ending in "base64" gets the bytes base64-encoded here, off
 * the page's main thread, for functions that only take base64 (pdf_support). */
function withBinary(payload, binary) {
  if (!binary) return payload;
  const request = JSON.parse(payload);
  const path = binary.key.split(".");
  let target = request;
  for (const part of path.slice(0, -1)) target = target[part] = target[part] || {};
  const last = path[path.length - 1];
  if (last !== "base64") {
    target[last] = binary.bytes;
    return request;
  }
  let text = "";
  for (let i = 0; i < binary.bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, binary.bytes.subarray(i, i + 0x8000));
  target[last] = btoa(text);
  return JSON.stringify(request);
}

onmessage = async (event) => {
  const { id, name, payload, binary, type } = event.data;
  if (type === "module") {  // the compiled wasm, for a second engine (engine.js): null if Pyodide compiled its own
    postMessage({ type: "module", module: (await compiled) || ownModule });
    return;
  }
  if (id === undefined) return;  // the wasm module message, handled above
  try {
    const received = now();
    await ready;
    const start = now();
    const parts = [];
    const failed = call(name, withBinary(payload, binary), (part) => { parts.push(part); });
    const response = failed || parts.join("");
    parts.length = 0;
    const [work, json] = seconds().split(" ").map(Number);
    // When each step ended (ms since the epoch, the page's clock too) and Python's own split: the
    // checker page's split of a check's time (verificar-marks.js); `heap`: the wasm heap's bytes after it.
    postMessage({ id, response, timing: { received, start, work: work * 1000, json: json * 1000, heap: heapBytes(), posted: now() } });
  } catch (error) {
    postMessage({ id, response: JSON.stringify({ ok: false, error: "O motor de cálculo não está disponível." }) });
  }
};
