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
  // Pyodide's wasm. On a first visit the page fetches pyodide.asm.wasm.gz (so that loading.js can
  // show the download) and transfers the body as it arrives to the worker, which unpacks and
  // compiles it. On a repeat visit (our service worker controls the page: templates/sw.js) the
  // worker compiles the unpacked copy that cache keeps (`cached`), straight from its own fetch: no
  // chunk passes through this thread, which also runs the page's own scripts (bench/site_bench.py:
  // a page compiling it delayed "ready" on a busy machine). <html data-wasm="worker"> leaves the
  // worker to fetch it itself on a first visit too (bench/site_bench.py).
  // data-needs on this script: the page's functions the worker imports before it says "ready".
  const needs = (document.currentScript && document.currentScript.dataset.needs) || "";
  const cached = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  // On a repeat visit, the memory snapshot (engine-worker.mjs restores it) is read here from the
  // service worker's cache (unpacked: no work but the read) from the start, beside the worker's own
  // start, and its bytes handed over (no copy); the worker would ask for it only once it has read
  // the manifest. Not on a first visit: unpacking 31 MB on this thread held up the wasm's download,
  // which this thread passes on to the worker. The worker still reads the manifest and checks
  // everything itself; `snapshot: true` in its first message tells it to wait for this one.
  const snapshot = cached && typeof globalThis.cotacheckGunzipped === "function";
  worker.postMessage({ type: "boot", snapshot, at: performance.timeOrigin + performance.now() });  // its marks.boot
  if (snapshot) {
    const offer = (message, transfer) => worker.postMessage({ type: "snapshot", ...message }, transfer || []);
    fetch(`${root}py/snapshot.json`).then((response) => (response.ok ? response.json() : null)).then(
      (info) => {
        const file = info && typeof info.file === "string" && /^snapshot-[0-9a-f]+\.gz$/.test(info.file) ? info.file : null;
        if (!file) return offer({ file: null });
        return fetch(`${root}py/${file}`).then(
          (response) => {
            if (!response.ok) return offer({ file, why: "missing" });
            return globalThis.cotacheckGunzipped(response, "application/octet-stream")
              .then((unpacked) => unpacked.arrayBuffer())
              .then((bytes) => offer({ file, bytes, at: performance.timeOrigin + performance.now() }, [bytes]),
                () => offer({ file, why: "corrupt" }));
          },
          () => offer({ file, why: "missing" }),
        );
      },
    ).catch(() => offer({ file: null }));
  }
  const post = (message, transfer) => worker.postMessage({ type: "wasm", needs, ...message }, transfer || []);
  if (cached) post({ module: null, cached });
  else if (html.dataset.wasm === "worker") post({ module: null });
  else {
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
