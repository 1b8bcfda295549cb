// The runtime's download as the page sees it, for the status line (common.js): a classic script in
// <head>, before engine-boot.js, so that the page's own fetch of Pyodide's wasm (pyodide.asm.wasm.gz,
// or the unpacked copy the service worker keeps: the bulk of a first visit) goes through here. We
// read a clone of the response to count the bytes received and report a failed request at once; the
// original response goes on untouched to the wasm compiler.
// State in window.cotacheckDownload, changes announced by a "cotacheck-download" event.
(() => {
  const state = { loaded: 0, total: 0, done: false, failed: null };
  window.cotacheckDownload = state;
  const notify = () => dispatchEvent(new CustomEvent("cotacheck-download", { detail: state }));
  const realFetch = window.fetch;
  if (typeof realFetch !== "function") return;
  window.fetch = function fetch(resource, options) {
    const promise = realFetch.call(this, resource, options);
    const url = String((resource && resource.url) || resource);
    if (!/\/pyodide\.asm\.wasm(\.gz)?$/.test(url)) return promise;
    promise.then((response) => {
      if (!response.ok) {
        state.failed = `HTTP ${response.status}`;
        notify();
        return;
      }
      // A compressed response's Content-Length is not what the body yields: total unknown then.
      const compressed = response.headers.get("Content-Encoding");
      state.total = compressed ? 0 : Number(response.headers.get("Content-Length")) || 0;
      const reader = response.clone().body.getReader();
      const pump = () => reader.read().then(({ done, value }) => {
        if (done) {
          state.done = true;
          notify();
          return undefined;
        }
        state.loaded += value.byteLength;
        notify();
        return pump();
      });
      pump().catch(() => {
        state.failed = "download interrompido";
        notify();
      });
    }, (error) => {
      state.failed = String((error && error.message) || error);
      notify();
    });
    return promise;
  };
})();
