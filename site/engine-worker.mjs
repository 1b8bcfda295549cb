// The calculation engine in a module Web Worker: Pyodide + our package, so that loading
// (~3 s of WebAssembly compilation and Python start-up) never blocks the page.
// Protocol: the page posts {id, name, payload}; we answer {id, response} where response is the
// JSON envelope of cotacheck.web.call. At start we post {type: "ready", marks} or {type: "failed", message}.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

// When each stage ended, in ms since the epoch (comparable with the page's clock): posted with
// "ready" for bench/site_bench.py, which separates Pyodide's own start-up from what we add.
const now = () => performance.timeOrigin + performance.now();
const marks = { start: now() };

const base = new URL("../", import.meta.url);
const zip = fetch(new URL("py/cotacheck.zip", base)).then((r) => {
  if (!r.ok) throw new Error(`cotacheck.zip: HTTP ${r.status}`);
  return r.arrayBuffer();
});
zip.catch(() => {});  // reported through `ready` below, not as an unhandled rejection

// The page compiles pyodide.asm.wasm and posts us the WebAssembly.Module: Chromium caches that
// compilation across loads of a page but not of a worker, so a warm load of the page is ~1 s
// faster this way (bench/site_bench.py). Pyodide's own fetch and instantiateStreaming of the wasm
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

let call = null;
const ready = (async () => {
  const pyodide = await loadPyodide({ indexURL: new URL("runtime/pyodide/", base).href, fullStdLib: false });
  marks.pyodide = now();
  pyodide.unpackArchive(await zip, "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython("import sys\nif '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')\nimport cotacheck.web");
  call = pyodide.pyimport("cotacheck.web").call;
  const warm = JSON.parse(call("ping", "{}"));
  if (!warm.ok) throw new Error(warm.error);
  marks.ready = now();
})();

ready.then(
  () => postMessage({ type: "ready", marks }),
  (error) => postMessage({ type: "failed", message: String(error && error.message || error).split("\n")[0].slice(0, 200) }),
);

onmessage = async (event) => {
  const { id, name, payload } = event.data;
  if (id === undefined) return;  // the wasm module message, handled above
  try {
    await ready;
    postMessage({ id, response: call(name, payload) });
  } catch (error) {
    postMessage({ id, response: JSON.stringify({ ok: false, error: "O motor de cálculo não está disponível." }) });
  }
};
