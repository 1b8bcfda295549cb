// cotacheckGunzipped(response, type): a .gz response (Pyodide's wasm, 3.5 MB instead of 9.6:
// cotacheck/interfaces/site/compressed.py; the memory snapshot) as a Response of `type`, unpacked
// by DecompressionStream while it downloads (for WebAssembly.compileStreaming, the default type).
// A host that sent the .gz with "Content-Encoding: gzip" has had the browser unpack it already, and
// the service worker keeps it unpacked: then it passes as is. The first bytes are read from a clone
// (cancelled at once), so that the body itself flows to its reader without a JavaScript step per
// chunk (31 MB of snapshot from the service worker's cache in a few large reads). A classic script
// (the pages' <head> for engine-boot.js, the service worker's importScripts) that is also a module
// (engine-worker.mjs imports it): it only sets a global.
globalThis.cotacheckGunzipped = async function cotacheckGunzipped(response, type = "application/wasm") {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const peek = response.clone().body.getReader();
  const head = await peek.read();
  peek.cancel().catch(() => {});
  const gzip = !head.done && head.value[0] === 0x1f && head.value[1] === 0x8b;
  const body = gzip ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
  return new Response(body, { headers: { "Content-Type": type } });
};
