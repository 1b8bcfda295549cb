// cotacheckGunzipped(response): pyodide.asm.wasm.gz (3.5 MB instead of 9.6:
// cotacheck/interfaces/site/compressed.py) as an application/wasm Response, unpacked by
// DecompressionStream while it downloads, for WebAssembly.compileStreaming. A host that sent the
// .gz with "Content-Encoding: gzip" has had the browser unpack it already: then it passes as is.
// Both a classic script (the pages' <head>, for engine-boot.js) and a module (engine-worker.mjs
// imports it): it only sets a global.
globalThis.cotacheckGunzipped = async function cotacheckGunzipped(response) {
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
  return new Response(gzip ? body.pipeThrough(new DecompressionStream("gzip")) : body, { headers: { "Content-Type": "application/wasm" } });
};
