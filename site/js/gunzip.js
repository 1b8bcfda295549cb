// cotacheckGunzipped(response, type): a .gz response (Pyodide's wasm, 3.5 MB instead of 9.6:
// cotacheck/interfaces/site/compressed.py; the memory snapshot) as a Response of `type`, unpacked
// by DecompressionStream while it downloads (for WebAssembly.compileStreaming, the default type).
// A host that sent the .gz with "Content-Encoding: gzip" has had the browser unpack it already:
// then it passes as is. A classic script (the pages' <head> for engine-boot.js, the service
// worker's importScripts) that is also a module (engine-worker.mjs imports it): it only sets a global.
globalThis.cotacheckGunzipped = async function cotacheckGunzipped(response, type = "application/wasm") {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const head = await reader.read();
  const body = new ReadableStream({
    start(controller) {
      if (head.done) controller.close();
      else controller.enqueue(head.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  const gzip = !head.done && head.value[0] === 0x1f && head.value[1] === 0x8b;
  return new Response(gzip ? body.pipeThrough(new DecompressionStream("gzip")) : body, { headers: { "Content-Type": type } });
};
