// The calculation engine in a module Web Worker: Pyodide + our package, so that loading
// (~3 s of WebAssembly compilation and Python start-up) never blocks the page.
// Protocol: the page posts {id, name, payload}; we answer {id, response} where response is the
// JSON envelope of cotacheck.web.call. At start we post {type: "ready", marks} or {type: "failed", message}.
import { loadPyodide, version } from "../runtime/pyodide/pyodide.mjs";

// When each stage ended, in ms since the epoch (comparable with the page's clock): posted with
// "ready" for bench/site_bench.py, which separates Pyodide's own start-up from what we add.
const now = () => performance.timeOrigin + performance.now();
const marks = { start: now() };

const base = new URL("../", import.meta.url);  // the site root
const zip = fetch(new URL("py/cotacheck.zip", base)).then((r) => {
  if (!r.ok) throw new Error(`cotacheck.zip: HTTP ${r.status}`);
  return r.arrayBuffer();
});
zip.catch(() => {});  // reported through `ready` below, not as an unhandled rejection

// The memory snapshot taken at build time (cotacheck/snapshot.py): restoring it skips Python's
// start-up and our imports. py/snapshot.json names it and says what it was made from; any doubt
// (missing, made from another runtime or package, does not decompress, does not restore) and we
// start the usual way. Resolves to {bytes} or {why}; marks.snapshot says which happened.
const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const snapshot = (async () => {
  const response = await fetch(new URL("py/snapshot.json", base)).catch(() => null);
  if (!response || !response.ok) return { why: "missing" };
  const info = await response.json().catch(() => null);
  if (!info || !/^snapshot-[0-9a-f]+\.gz$/.test(info.file)) return { why: "corrupt" };
  if (info.pyodide !== version) return { why: "stale" };
  const body = fetch(new URL(`py/${info.file}`, base));
  body.catch(() => {});
  const ownZip = await zip.catch(() => null);
  if (!ownZip || hex(await crypto.subtle.digest("SHA-256", ownZip)) !== info.package_sha256) return { why: "stale" };
  const file = await body.catch(() => null);
  if (!file || !file.ok) return { why: "missing" };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A host that sends .gz files with "Content-Encoding: gzip" has the browser unpack it already.
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return { bytes };
    const raw = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return { bytes: new Uint8Array(await new Response(raw).arrayBuffer()) };
  } catch {
    return { why: "corrupt" };
  }
})().catch(() => ({ why: "corrupt" }));  // e.g. no crypto.subtle outside a secure context: no check, no snapshot

// The page compiles pyodide.asm.wasm and posts us the WebAssembly.Module: Chromium caches that
// compilation across loads of a page but not of a worker, so a warm load of the page is faster
// this way, snapshot or not (bench/site_bench.py, README). Pyodide's own fetch and instantiateStreaming of the wasm
// then reuse the module; if the page could not compile it, they run as usual.
const compiled = new Promise((resolve) => {
  addEventListener("message", function once(event) {
    if (event.data && event.data.type === "wasm") {
      removeEventListener("message", once);
      resolve(event.data.module);
    }
  });
});
const realFetch = globalThis.fetch;
globalThis.fetch = async (resource, options) => {
  if (String(resource.url || resource).endsWith("/pyodide.asm.wasm") && (await compiled)) {
    return new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
  }
  return realFetch(resource, options);
};
const realInstantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (response, imports) => {
  const module = await compiled;
  if (!module) return realInstantiateStreaming(response, imports);
  return { instance: await WebAssembly.instantiate(module, imports), module };
};

// Python with our package imported and warmed up; from the snapshot when `restore` is given.
async function start(restore) {
  const options = { indexURL: new URL("runtime/pyodide/", base).href, fullStdLib: false };
  const pyodide = await loadPyodide(restore ? { ...options, _loadSnapshot: restore } : options);
  marks.pyodide = now();
  // The snapshot holds memory, not files: the package is unpacked again for later imports (linter…).
  pyodide.unpackArchive(await zip, "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython("import sys\nif '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')\nimport cotacheck.web");
  const web = pyodide.pyimport("cotacheck.web").call;
  const warm = JSON.parse(web("ping", "{}"));
  if (!warm.ok) throw new Error(warm.error);
  return web;
}

let call = null;
const ready = (async () => {
  const found = await snapshot;
  marks.snapshotFetched = now();
  if (found.bytes) {
    const bytes = found.bytes;
    found.bytes = null;  // Pyodide copies them into its memory: do not keep 31 MB alive twice
    try {
      call = await start(bytes);
      marks.snapshot = "restored";
    } catch (error) {
      console.warn("cotacheck: snapshot did not restore, starting without it:", String(error).split("\n")[0]);
      marks.snapshot = "corrupt";
    }
  } else {
    marks.snapshot = found.why;
  }
  if (!call) call = await start(null);
  marks.ready = now();
})();

ready.then(
  () => postMessage({ type: "ready", marks }),
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
  const { id, name, payload, binary } = event.data;
  if (id === undefined) return;  // the wasm module message, handled above
  try {
    await ready;
    postMessage({ id, response: call(name, withBinary(payload, binary)) });
  } catch (error) {
    postMessage({ id, response: JSON.stringify({ ok: false, error: "O motor de cálculo não está disponível." }) });
  }
};
