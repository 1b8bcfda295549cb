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
  // Pyodide's wasm. On a repeat visit the page compiles it (off the main thread) from the unpacked
  // copy our service worker serves (templates/sw.js), whose compiled code Chromium keeps across
  // loads of a page but not of a worker, and hands the module to the worker. On a first visit the
  // page fetches pyodide.asm.wasm.gz (so that loading.js can show the download) and transfers the
  // body as it arrives to the worker, which unpacks and compiles it: none of that on the page's
  // thread. <html data-wasm="worker"> leaves the worker to fetch it itself (bench/site_bench.py).
  // data-needs on this script: the page's functions the worker imports before it says "ready".
  const at = performance.timeOrigin + performance.now();  // when the worker was started (its marks.boot)
  const needs = (document.currentScript && document.currentScript.dataset.needs) || "";
  const post = (message, transfer) => worker.postMessage({ type: "wasm", needs, at, ...message }, transfer || []);
  if (html.dataset.wasm === "worker") post({ module: null });
  else if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    WebAssembly.compileStreaming(fetch(`${root}runtime/pyodide/pyodide.asm.wasm`)).then(
      (module) => post({ module }),
      () => post({ module: null }),
    );
  } else {
    fetch(`${root}runtime/pyodide/pyodide.asm.wasm.gz`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      post({ stream: response.body }, [response.body]);
    }).catch(() => post({ module: null }));
  }
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
