// Starts the engine's worker while the page is still being parsed. A classic script in <head> runs
// at once, whereas the page's module scripts (app.js → engine.js) run only after the whole page has
// been parsed and their imports fetched: starting here wins ~0.1 s of the ~3 s Pyodide start-up.
// engine.js adopts the worker (window.cotacheckBoot) and replays what it said in the meantime.
(() => {
  const html = document.documentElement;
  if (html.dataset.engine !== "worker" || typeof Worker !== "function") return;
  const root = html.dataset.root || "";
  let worker;
  try {
    worker = new Worker(`${root}assets/engine-worker.mjs`, { type: "module" });
  } catch {
    return;  // engine.js will try again and explain the failure
  }
  // Compile Pyodide's wasm here (off the main thread, cached by Chromium across page loads) and
  // hand the module to the worker; see engine-worker.mjs. <html data-wasm="worker"> lets the
  // worker compile it instead (faster first visit, slower return visits: bench/site_bench.py).
  const compiled = html.dataset.wasm === "worker"
    ? Promise.reject(new Error("compiled by the worker"))
    : navigator.serviceWorker && navigator.serviceWorker.controller
      // Our service worker serves the wasm unpacked from its cache (templates/sw.js): Chromium keeps
      // the compiled code of such a response for the next visit.
      ? WebAssembly.compileStreaming(fetch(`${root}runtime/pyodide/pyodide.asm.wasm`))
      : WebAssembly.compileStreaming(fetch(`${root}runtime/pyodide/pyodide.asm.wasm.gz`).then(cotacheckGunzipped));
  compiled.then(
    (module) => worker.postMessage({ type: "wasm", module }),
    () => worker.postMessage({ type: "wasm", module: null }),
  );
  const early = [];
  const keep = (event) => {
    if (event.type === "error") event.preventDefault();
    early.push(event);
  };
  worker.addEventListener("message", keep);
  worker.addEventListener("error", keep);
  window.cotacheckBoot = {
    worker,
    adopt() {
      worker.removeEventListener("message", keep);
      worker.removeEventListener("error", keep);
      delete window.cotacheckBoot;
      return early;
    },
  };
})();
